// Variant 6: tensor cores.  mma.sync.m16n8k16 (fp16 or bf16 in, fp32 accumulate), operands
// fetched with ldmatrix.x4 (A) and ldmatrix.x4.trans (B) from solver-swizzled shared tiles, filled
// by 16-byte cp.async in a STAGES-deep pipeline.  Block tile BM x BN x BK, WARPS_M x WARPS_N warps;
// the driver sets these from ldsopt.gemm_model.CONFIGS["mma"] (the #ifndef defaults below are
// only fallbacks).
// Main loop (one __syncthreads per k-tile): the operand fragments are double-buffered in
// registers -- the ldmatrix of k-step ks+1 is issued before the mma of k-step ks, and the last
// k-step of a tile first waits for the next tile's cp.async group, passes the block barrier and
// then loads the next tile's first fragments.  The cp.async of tile kt+STAGES-1 is issued in the
// first k-step of tile kt, into the stage that tile kt-1 used (all its reads precede the barrier
// every thread has passed).  Every k-tile's ldmatrix set is issued exactly once (the prefetch
// past the last tile is skipped), so the shared instruction stream per k-tile is the one that
// ldsopt.gemm_model enumerates.
// Shared tiles: A as [BM rows][BK k] and B as [BK k][BN cols] (both as in global memory,
// row-major); the index functions a_smem_offset / b_smem_offset (emitted by the solver) give
// each element's byte offset.  They must keep every aligned run of 8 elements along a row
// contiguous and 16-byte aligned (cp.async 16 and ldmatrix rows); the driver checks this.
// M, N, K must be multiples of BM, BN, BK; BK is 32 or 64 (an even number of k16 steps).
#ifndef STAGES
#define STAGES 4
#endif
#ifndef GROUP_M
#define GROUP_M 8
#endif
#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 128
#endif
#ifndef WARPS_M
#define WARPS_M 2
#endif
#ifndef WARPS_N
#define WARPS_N 4
#endif
#ifndef MIN_BLOCKS
#define MIN_BLOCKS 1
#endif
#ifndef BK
#define BK 32
#endif
#define THREADS (32 * WARPS_M * WARPS_N)
#define WM (BM / WARPS_M)            // warp tile
#define WN (BN / WARPS_N)
#define MI (WM / 16)                 // m16 tiles per warp
#define NI (WN / 8)                  // n8 tiles per warp
#define KSTEPS (BK / 16)             // k16 steps per k-tile
#define A_CHUNKS (BM * BK / 8 / THREADS)   // 16-byte cp.async per thread per k-tile
#define B_CHUNKS (BK * BN / 8 / THREADS)
#define A_STAGE_BYTES (((a_smem_offset_BYTES) + 127) / 128 * 128)
#define B_STAGE_BYTES (((b_smem_offset_BYTES) + 127) / 128 * 128)
#define STAGE_BYTES (A_STAGE_BYTES + B_STAGE_BYTES)
static_assert(WM % 16 == 0 && WN % 16 == 0, "warp tile must be a multiple of 16 x 16");
static_assert(KSTEPS % 2 == 0, "BK must be 32 or 64: the fragment double buffer assumes an even number of k-steps");
static_assert(STAGES >= 2, "at least two stages");
static_assert(BM * BK / 8 % THREADS == 0 && BK * BN / 8 % THREADS == 0, "tile chunks per thread");

#if ELEM_BF16
#define MMA_TYPES "bf16.bf16"
#else
#define MMA_TYPES "f16.f16"
#endif

__device__ __forceinline__ void mma_16816(float* d, const unsigned* a, const unsigned* b) {
    asm("mma.sync.aligned.m16n8k16.row.col.f32." MMA_TYPES ".f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

extern "C" __global__ void __launch_bounds__(THREADS, MIN_BLOCKS)
KERNEL_NAME(const elem_t* __restrict__ A, const elem_t* __restrict__ B, float* __restrict__ C,
            int M, int N, int K)
{
    extern __shared__ __align__(128) unsigned char smem[];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const int wm = warp / WARPS_N, wn = warp % WARPS_N;

    // grouped rasterization: GROUP_M block-rows share the same B columns while they run
    const int grid_m = M / BM, grid_n = N / BN;
    const int pid = blockIdx.x;
    const int group = pid / (GROUP_M * grid_n);
    const int first_m = group * GROUP_M;
    const int gsize = min(grid_m - first_m, GROUP_M);
    const int bm = first_m + (pid % (GROUP_M * grid_n)) % gsize;
    const int bn = (pid % (GROUP_M * grid_n)) / gsize;

    const elem_t* Ag = A + (size_t)bm * BM * K;
    const elem_t* Bg = B + (size_t)bn * BN;
    const unsigned sbase = smem_u32(smem);

    // cp.async: A tile BM rows x BK/8 chunks of 16 B, B tile BK rows x BN/8 chunks
    auto load_tile = [&](int stage, int kt) {
        const unsigned sa = sbase + stage * STAGE_BYTES;
        const unsigned sb = sa + A_STAGE_BYTES;
#pragma unroll
        for (int m = 0; m < A_CHUNKS; ++m) {
            const int c = tid + THREADS * m, r = c / (BK / 8), col = (c % (BK / 8)) * 8;
            cp_async_16(sa + a_smem_offset(r, col), Ag + (size_t)r * K + kt * BK + col);
        }
#pragma unroll
        for (int m = 0; m < B_CHUNKS; ++m) {
            const int c = tid + THREADS * m, r = c / (BN / 8), col = (c % (BN / 8)) * 8;
            cp_async_16(sb + b_smem_offset(r, col), Bg + (size_t)(kt * BK + r) * N + col);
        }
    };

    float acc[MI][NI][4];
#pragma unroll
    for (int i = 0; i < MI; ++i)
#pragma unroll
        for (int j = 0; j < NI; ++j)
#pragma unroll
            for (int e = 0; e < 4; ++e) acc[i][j][e] = 0.0f;

    // register fragments, double-buffered over k-steps
    unsigned af[2][MI][4], bf[2][NI][2];
    auto load_frags = [&](int buf, unsigned sa, int ks) {
        const unsigned sb = sa + A_STAGE_BYTES;
#pragma unroll
        for (int mi = 0; mi < MI; ++mi)
            ldmatrix_x4(sa + a_smem_offset(wm * WM + mi * 16 + (lane & 15), ks * 16 + (lane >> 4) * 8),
                        af[buf][mi][0], af[buf][mi][1], af[buf][mi][2], af[buf][mi][3]);
#pragma unroll
        for (int nj = 0; nj < NI / 2; ++nj)
            ldmatrix_x4_trans(sb + b_smem_offset(ks * 16 + (lane & 15), wn * WN + nj * 16 + (lane >> 4) * 8),
                              bf[buf][2 * nj][0], bf[buf][2 * nj][1], bf[buf][2 * nj + 1][0], bf[buf][2 * nj + 1][1]);
    };

    const int ktiles = K / BK;
#pragma unroll
    for (int s = 0; s < STAGES - 1; ++s) {
        if (s < ktiles) load_tile(s, s);
        cp_async_commit();
    }
    cp_async_wait<STAGES - 2>();
    __syncthreads();
    load_frags(0, sbase, 0);

    int read_stage = 0, write_stage = STAGES - 1;
    for (int kt = 0; kt < ktiles; ++kt) {
        const unsigned sa = sbase + read_stage * STAGE_BYTES;
#pragma unroll
        for (int ks = 0; ks < KSTEPS; ++ks) {
            const int cur = ks & 1, nxt = cur ^ 1;
            if (ks == KSTEPS - 1) {
                // tile kt+1 must have landed (this thread's groups, then everyone's)
                cp_async_wait<STAGES - 2>();
                __syncthreads();
                read_stage = (read_stage + 1 == STAGES) ? 0 : read_stage + 1;
                if (kt + 1 < ktiles) load_frags(nxt, sbase + read_stage * STAGE_BYTES, 0);
            } else {
                load_frags(nxt, sa, ks + 1);
            }
            if (ks == 0) {
                const int nk = kt + STAGES - 1;
                if (nk < ktiles) load_tile(write_stage, nk);
                cp_async_commit();
                write_stage = (write_stage + 1 == STAGES) ? 0 : write_stage + 1;
            }
#pragma unroll
            for (int mi = 0; mi < MI; ++mi)
#pragma unroll
                for (int n = 0; n < NI; ++n) {
                    const int ni = (mi & 1) ? NI - 1 - n : n;   // serpentine: reuse the B fragment
                    mma_16816(acc[mi][ni], af[cur][mi], bf[cur][ni]);
                }
        }
    }
    cp_async_wait<0>();

    const int row_base = bm * BM + wm * WM + (lane >> 2);
    const int col_base = bn * BN + wn * WN + (lane & 3) * 2;
#pragma unroll
    for (int mi = 0; mi < MI; ++mi)
#pragma unroll
        for (int ni = 0; ni < NI; ++ni) {
            const int r = row_base + mi * 16, c = col_base + ni * 8;
            *reinterpret_cast<float2*>(C + (size_t)r * N + c) = make_float2(acc[mi][ni][0], acc[mi][ni][1]);
            *reinterpret_cast<float2*>(C + (size_t)(r + 8) * N + c) = make_float2(acc[mi][ni][2], acc[mi][ni][3]);
        }
}
