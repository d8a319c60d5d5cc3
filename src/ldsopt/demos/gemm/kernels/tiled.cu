// Variants 2-5: the tiling tutorial's shared-memory tiled GEMM (BLOCK_M = BLOCK_N = 64, BLOCK_K = 32,
// 16 x 16 threads, each thread a 4 x 4 micro-tile, fp32 accumulation), with the shared layout
// given by the emitted index functions a_smem_offset / b_smem_offset (byte offsets).
//   USE_CP_ASYNC 0: variants 2, 3, 4: plain loads to registers, 2-byte shared stores, one stage.
//   USE_CP_ASYNC 1: variant 5: 16-byte cp.async (L2 -> shared, bypassing L1) in a STAGES-deep
//                   pipeline; the layouts must keep aligned runs of 8 elements contiguous.
// Global loads of the tiles use ld.global.cg (L2 only): the tiles are reused from shared memory,
// and fills of the L1 data banks would otherwise collide with the shared accesses (Nsight
// Compute counts those collisions as bank conflicts; see docs/gemm.md).
// M, N must be multiples of 64 and K of 32 (the Python driver checks).
#ifndef STAGES
#define STAGES 1
#endif
#define BM 64
#define BN 64
#define BK 32
#define A_STAGE_BYTES (((a_smem_offset_BYTES) + 127) / 128 * 128)
#define B_STAGE_BYTES (((b_smem_offset_BYTES) + 127) / 128 * 128)
#define STAGE_BYTES (A_STAGE_BYTES + B_STAGE_BYTES)

// Address split.  Every shared access below is at element (tr + kr, tc + kc), where (tr, tc)
// depends only on the thread (the same in every k-tile) and (kr, kc) is a compile-time constant
// of the unrolled loops, with disjoint bits.  The builder (ldsopt.demos.gemm.bench, from
// ldsopt.gemm_model.address_split) checks the layout on every such pair and defines, per group
// (A_LD, B_LD, A_ST, B_ST), <G>_SPLIT and <G>_TMASK:
//   1 (xor): off(t + k) == off(t) ^ off(k) (swizzles, GF(2) maps).  Written as
//            (off(t) ^ (off(k) & TMASK)) + (off(k) & ~TMASK), TMASK = every bit off(t) can have:
//            the first term takes a few values per thread (hoisted out of the k loop), the second
//            folds into the instruction's immediate offset.  Calling the swizzled function per
//            access instead makes ptxas hoist one register per unrolled access (163 registers,
//            one block per SM: docs/gemm.md).
//   2 (add): off(t + k) == off(t) + off(k) (strided, padded).
//   0: no split holds; the emitted function is called on the full coordinates.
// The addresses are the layout's own in every mode: the same emitted function gives both parts.
template <int MODE, unsigned TMASK, typename F>
__device__ __forceinline__ int split_offset(F off, int tr, int tc, int kr, int kc) {
    if (MODE == 1) {
        const int t = off(tr, tc), k = off(kr, kc);
        return (t ^ (k & (int)TMASK)) + (k & ~(int)TMASK);
    } else if (MODE == 2) {
        return off(tr, tc) + off(kr, kc);
    }
    return off(tr + kr, tc + kc);
}
#ifndef A_LD_SPLIT
#define A_LD_SPLIT 0
#define A_LD_TMASK 0
#endif
#ifndef B_LD_SPLIT
#define B_LD_SPLIT 0
#define B_LD_TMASK 0
#endif
#ifndef A_ST_SPLIT
#define A_ST_SPLIT 0
#define A_ST_TMASK 0
#endif
#ifndef B_ST_SPLIT
#define B_ST_SPLIT 0
#define B_ST_TMASK 0
#endif
#define A_OFF(G, tr, tc, kr, kc) split_offset<G##_SPLIT, G##_TMASK>(a_smem_offset, tr, tc, kr, kc)
#define B_OFF(G, tr, tc, kr, kc) split_offset<G##_SPLIT, G##_TMASK>(b_smem_offset, tr, tc, kr, kc)

extern "C" __global__ void __launch_bounds__(256)
KERNEL_NAME(const elem_t* __restrict__ A, const elem_t* __restrict__ B, float* __restrict__ C,
            int M, int N, int K)
{
    __shared__ __align__(128) unsigned char smem[STAGES * STAGE_BYTES];
    const int tid = threadIdx.x;
    const int tx = tid & 15, ty = tid >> 4;
    const unsigned sbase = smem_u32(smem);
    const unsigned short* Ag = reinterpret_cast<const unsigned short*>(A) + (size_t)blockIdx.y * BM * K;
    const unsigned short* Bg = reinterpret_cast<const unsigned short*>(B) + (size_t)blockIdx.x * BN;

    float acc[4][4];
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j] = 0.0f;

    const int ktiles = K / BK;

#ifndef CP_ASYNC_SERIAL
#define CP_ASYNC_SERIAL 0   // control experiment: fill, wait, compute (no overlap of fills and loads)
#endif
#if USE_CP_ASYNC
    // A tile: 64 rows x 4 chunks of 16 B, B tile: 32 rows x 8 chunks; one of each per thread.
    auto load_tile = [&](int stage, int kt) {
        const unsigned sa = sbase + stage * STAGE_BYTES;
        const unsigned sb = sa + A_STAGE_BYTES;
        {
            const int r = tid >> 2, c = (tid & 3) * 8;
            cp_async_16(sa + a_smem_offset(r, c), Ag + (size_t)r * K + kt * BK + c);
        }
        {
            const int r = tid >> 3, c = (tid & 7) * 8;
            cp_async_16(sb + b_smem_offset(r, c), Bg + (size_t)(kt * BK + r) * N + c);
        }
    };
#if !CP_ASYNC_SERIAL
#pragma unroll
    for (int s = 0; s < STAGES - 1; ++s) {
        if (s < ktiles) load_tile(s, s);
        cp_async_commit();
    }
#endif
#endif

    for (int kt = 0; kt < ktiles; ++kt) {
#if USE_CP_ASYNC && CP_ASYNC_SERIAL
        load_tile(0, kt);
        cp_async_commit();
        cp_async_wait<0>();
        __syncthreads();
        const unsigned sa = sbase;
#elif USE_CP_ASYNC
        cp_async_wait<STAGES - 2>();
        __syncthreads();
        {
            const int nk = kt + STAGES - 1;
            if (nk < ktiles) load_tile(nk % STAGES, nk);
            cp_async_commit();
        }
        const unsigned sa = sbase + (kt % STAGES) * STAGE_BYTES;
#else
        const unsigned sa = sbase;
        // the tutorial's cooperative loads: A[i][k] with i = ty + 16m, k = tx + 16n; B[k][j] likewise
#pragma unroll
        for (int m = 0; m < 4; ++m)
#pragma unroll
            for (int n = 0; n < 2; ++n) {
                const int i = ty + 16 * m, k = tx + 16 * n;
                sts_u16(sa + A_OFF(A_ST, ty, tx, 16 * m, 16 * n), __ldcg(Ag + (size_t)i * K + kt * BK + k));
            }
#pragma unroll
        for (int m = 0; m < 2; ++m)
#pragma unroll
            for (int n = 0; n < 4; ++n) {
                const int k = ty + 16 * m, j = tx + 16 * n;
                sts_u16(sa + A_STAGE_BYTES + B_OFF(B_ST, ty, tx, 16 * m, 16 * n), __ldcg(Bg + (size_t)(kt * BK + k) * N + j));
            }
        __syncthreads();
#endif
        const unsigned sb = sa + A_STAGE_BYTES;
#pragma unroll
        for (int kk = 0; kk < BK; ++kk) {
            float a[4], b[4];
#pragma unroll
            for (int i = 0; i < 4; ++i) a[i] = elem_bits_to_float(lds_u16(sa + A_OFF(A_LD, ty * 4, 0, i, kk)));
#pragma unroll
            for (int j = 0; j < 4; ++j) b[j] = elem_bits_to_float(lds_u16(sb + B_OFF(B_LD, 0, tx * 4, kk, j)));
#pragma unroll
            for (int i = 0; i < 4; ++i)
#pragma unroll
                for (int j = 0; j < 4; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
        }
#if !USE_CP_ASYNC || CP_ASYNC_SERIAL
        __syncthreads();
#endif
    }
#if USE_CP_ASYNC
    cp_async_wait<0>();
#endif
    const int row0 = blockIdx.y * BM + ty * 4, col0 = blockIdx.x * BN + tx * 4;
#pragma unroll
    for (int i = 0; i < 4; ++i)
        *reinterpret_cast<float4*>(C + (size_t)(row0 + i) * N + col0) =
            make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
}
