// Variant 7 (extra, sm_90a): Hopper warpgroup tensor cores.  wgmma.mma_async m64nBNk16 (fp16 or
// bf16 in, fp32 accumulate), both operands read by the tensor cores straight from shared memory
// through matrix descriptors, tiles filled by 16-byte cp.async in a STAGES-deep pipeline.
// Block tile BM x BN x BK with BM / 64 warpgroups (128 threads each); warpgroup g computes rows
// 64g .. 64g+63 of the block tile, all BN columns.
// Shared layouts are the hardware's canonical 128-byte-swizzled ones (wgmma accepts no other):
//   A [BM][BK=64] K-major: element (r, k) at r*128 + (((k/8) ^ (r%8)) * 16) + (k%8)*2
//     = CuTe Swizzle<3,3,3> over the row-major element offset;
//   B [BK=64][BN] MN-major (n contiguous), in 64-column panels of 64 x 128 B:
//     (k, n) at (n/64)*8192 + k*128 + ((((n/8)%8) ^ (k%8)) * 16) + (n%8)*2
//     = a GF(2) linear map of (k, n);
// built as ldsopt.layouts objects and pasted as the code ldsopt.emit writes for them
// (a_smem_offset / b_smem_offset): the cp.async fills address shared memory only through them;
// the descriptors encode the same layouts (base 1024-byte aligned, swizzle mode 128 B).
// Pipeline: fills run STAGES-2 k-tiles ahead; each k-tile is one wgmma group of BK/16
// instructions, and one group stays in flight (wgmma.wait_group 1), so a stage is refilled only
// two k-tiles after its wgmma group was issued, once every warpgroup has waited for it and passed
// the barrier.  Fills are made visible to the tensor cores (async proxy) with
// fence.proxy.async.shared::cta before the barrier.
// M, N, K must be multiples of BM, BN, 64.
// The driver sets BM, BN, STAGES, GROUP_M from ldsopt.gemm_model.CONFIGS["wgmma"] (committed:
// 256 x 128 x 64, 4 warpgroups, 4 stages); the #ifndef defaults are only fallbacks.
#ifndef STAGES
#define STAGES 4
#endif
#ifndef GROUP_M
#define GROUP_M 8
#endif
#ifndef BM
#define BM 256
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 64
#endif
// descriptor strides of the MN-major B operand (bytes): between 64-column panels and between
// groups of 8 k rows; WG_SWAP_B_LBO_SBO exchanges the two fields (a check of the encoding)
#ifndef WG_SWAP_B_LBO_SBO
#define WG_SWAP_B_LBO_SBO 0
#endif
#ifndef WG_TRANS_B
#define WG_TRANS_B 1
#endif
#define WG_STR2(x) #x
#define WG_STR(x) WG_STR2(x)
#define WG_TRANS_B_STR WG_STR(WG_TRANS_B)
#define WARPGROUPS (BM / 64)
#define THREADS (128 * WARPGROUPS)
#define A_CHUNKS (BM * BK / 8 / THREADS)
#define B_CHUNKS (BK * BN / 8 / THREADS)
#define A_STAGE_BYTES (((a_smem_offset_BYTES) + 1023) / 1024 * 1024)
#define B_STAGE_BYTES (((b_smem_offset_BYTES) + 1023) / 1024 * 1024)
#define STAGE_BYTES (A_STAGE_BYTES + B_STAGE_BYTES)
static_assert(BK == 64, "the 128-byte swizzle of the K-major A tile needs 64-element rows");
static_assert(BN == 128 || BN == 256, "BN 128 or 256");
static_assert(BM % 64 == 0 && STAGES >= 3, "BM multiple of 64, at least 3 stages");
static_assert(BM * BK / 8 % THREADS == 0 && BK * BN / 8 % THREADS == 0, "tile chunks per thread");

#if ELEM_BF16
#define WG_TYPES "bf16.bf16"
#else
#define WG_TYPES "f16.f16"
#endif

// matrix descriptor (sm_90): start address >> 4 in bits 0-13, leading byte offset >> 4 in
// 16-29, stride byte offset >> 4 in 32-45, swizzle mode in 62-63 (1 = 128 B)
__device__ __forceinline__ unsigned long long wg_desc(unsigned saddr, unsigned lbo, unsigned sbo) {
    return (unsigned long long)((saddr & 0x3FFFF) >> 4)
         | ((unsigned long long)((lbo & 0x3FFFF) >> 4) << 16)
         | ((unsigned long long)((sbo & 0x3FFFF) >> 4) << 32)
         | (1ull << 62);
}

__device__ __forceinline__ void wg_fence() { asm volatile("wgmma.fence.sync.aligned;" ::: "memory"); }
__device__ __forceinline__ void wg_commit() { asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory"); }
template <int N>
__device__ __forceinline__ void wg_wait() { asm volatile("wgmma.wait_group.sync.aligned %0;" :: "n"(N) : "memory"); }
__device__ __forceinline__ void fence_proxy_async() { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); }

// m64nNk16 wrappers (operand lists written out; generated once, not at build time)
__device__ __forceinline__ void wgmma_m64n256k16(float* d, unsigned long long da, unsigned long long db) {
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n256k16.f32." WG_TYPES " "
        "{"
        "%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,"
        "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,"
        "%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,"
        "%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63,"
        "%64,%65,%66,%67,%68,%69,%70,%71,%72,%73,%74,%75,%76,%77,%78,%79,"
        "%80,%81,%82,%83,%84,%85,%86,%87,%88,%89,%90,%91,%92,%93,%94,%95,"
        "%96,%97,%98,%99,%100,%101,%102,%103,%104,%105,%106,%107,%108,%109,%110,%111,"
        "%112,%113,%114,%115,%116,%117,%118,%119,%120,%121,%122,%123,%124,%125,%126,%127"
        "}, %128, %129, p, 1, 1, 0, " WG_TRANS_B_STR ";\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
          "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
          "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
          "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
          "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
          "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
          "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
          "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]),
          "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]),
          "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]),
          "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]),
          "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]),
          "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]),
          "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]),
          "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]),
          "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
        : "l"(da), "l"(db), "r"(1));
}

__device__ __forceinline__ void wgmma_m64n128k16(float* d, unsigned long long da, unsigned long long db) {
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n128k16.f32." WG_TYPES " "
        "{"
        "%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,"
        "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,"
        "%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,"
        "%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63"
        "}, %64, %65, p, 1, 1, 0, " WG_TRANS_B_STR ";\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
          "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
          "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
          "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
          "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
          "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
          "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
          "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
        : "l"(da), "l"(db), "r"(1));
}

#if BN == 256
#define WG_MMA wgmma_m64n256k16
#else
#define WG_MMA wgmma_m64n128k16
#endif

extern "C" __global__ void __launch_bounds__(THREADS, 1)
KERNEL_NAME(const elem_t* __restrict__ A, const elem_t* __restrict__ B, float* __restrict__ C,
            int M, int N, int K)
{
    extern __shared__ __align__(1024) unsigned char smem[];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const int wg = warp >> 2, wq = warp & 3;          // warpgroup, warp within it

    const int grid_m = M / BM, grid_n = N / BN;
    const int pid = blockIdx.x;
    const int group = pid / (GROUP_M * grid_n);
    const int first_m = group * GROUP_M;
    const int gsize = min(grid_m - first_m, GROUP_M);
    const int bm = first_m + (pid % (GROUP_M * grid_n)) % gsize;
    const int bn = (pid % (GROUP_M * grid_n)) / gsize;

    const elem_t* Ag = A + (size_t)bm * BM * K;
    const elem_t* Bg = B + (size_t)bn * BN;
    const unsigned sbase = (smem_u32(smem) + 1023u) & ~1023u;   // swizzle atoms are 1024-aligned

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

    float acc[BN / 2];
#pragma unroll
    for (int i = 0; i < BN / 2; ++i) acc[i] = 0.0f;

    const int ktiles = K / BK;
#pragma unroll
    for (int s = 0; s < STAGES - 2; ++s) {
        if (s < ktiles) load_tile(s, s);
        cp_async_commit();
    }
    int read_stage = 0, write_stage = STAGES - 2;
    for (int kt = 0; kt < ktiles; ++kt) {
        cp_async_wait<STAGES - 3>();      // tile kt has landed (this thread's copies)
        fence_proxy_async();              // ... and is visible to the tensor cores
        __syncthreads();                  // everyone's copies; wgmma of tile kt-2 done everywhere
        {
            const int nk = kt + STAGES - 2;
            if (nk < ktiles) load_tile(write_stage, nk);
            cp_async_commit();
            write_stage = (write_stage + 1 == STAGES) ? 0 : write_stage + 1;
        }
        const unsigned sa = sbase + read_stage * STAGE_BYTES + wg * 64 * 128;
        const unsigned sb = sbase + read_stage * STAGE_BYTES + A_STAGE_BYTES;
        read_stage = (read_stage + 1 == STAGES) ? 0 : read_stage + 1;
        wg_fence();
#pragma unroll
        for (int ks = 0; ks < BK / 16; ++ks) {
            // A: K-major, 8-row groups 1024 B apart; k16 step = 32 B inside the swizzled row
            const unsigned long long da = wg_desc(sa + ks * 32, 16, 1024);
            // B: MN-major, k16 step = 16 rows of 128 B; panels of 64 columns 8192 B apart
#if WG_SWAP_B_LBO_SBO
            const unsigned long long db = wg_desc(sb + ks * 2048, 1024, 64 * 128);
#else
            const unsigned long long db = wg_desc(sb + ks * 2048, 64 * 128, 1024);
#endif
            WG_MMA(acc, da, db);
        }
        wg_commit();
        wg_wait<1>();
    }
    wg_wait<0>();
    cp_async_wait<0>();

    // accumulator fragment: warp wq of the warpgroup owns rows 16 wq .. 16 wq + 15; register
    // 4j + 2h + e is row lane/4 + 8h, column 8j + 2 (lane % 4) + e
    const int row = bm * BM + wg * 64 + wq * 16 + (lane >> 2);
    const int col = bn * BN + (lane & 3) * 2;
#pragma unroll
    for (int j = 0; j < BN / 8; ++j) {
        *reinterpret_cast<float2*>(C + (size_t)row * N + col + 8 * j) = make_float2(acc[4 * j], acc[4 * j + 1]);
        *reinterpret_cast<float2*>(C + (size_t)(row + 8) * N + col + 8 * j) = make_float2(acc[4 * j + 2], acc[4 * j + 3]);
    }
}
