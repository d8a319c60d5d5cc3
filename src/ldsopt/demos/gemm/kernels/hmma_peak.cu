// mma.sync throughput probe (benchmarks/gemm.py --tune): each warp issues NACC independent
// chains of mma.sync.m16n8k16 (f16 in, f32 accumulate) on register operands, no memory traffic,
// so the launch's FLOP rate is the ceiling of the mma.sync path (the one variant 6 uses) on this
// GPU at the clocks it runs.  4096 FLOP per mma.
#include <cuda_fp16.h>
#ifndef NACC
#define NACC 16
#endif
extern "C" __global__ void __launch_bounds__(256) hmma_peak(float* out, int iters) {
    const unsigned t = threadIdx.x;
    unsigned a[4], b[2];
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        __half2 h = __floats2half2_rn(0.001f * ((t + i) % 7), -0.001f * ((t + 3 * i) % 5));
        a[i] = *reinterpret_cast<unsigned*>(&h);
    }
#pragma unroll
    for (int i = 0; i < 2; ++i) {
        __half2 h = __floats2half2_rn(0.002f * ((t + i) % 3), 0.001f * ((t + 5 * i) % 11));
        b[i] = *reinterpret_cast<unsigned*>(&h);
    }
    float acc[NACC][4];
#pragma unroll
    for (int j = 0; j < NACC; ++j) acc[j][0] = acc[j][1] = acc[j][2] = acc[j][3] = 0.0f;
    for (int it = 0; it < iters; ++it) {
#pragma unroll
        for (int j = 0; j < NACC; ++j)
            asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                         "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                         : "+f"(acc[j][0]), "+f"(acc[j][1]), "+f"(acc[j][2]), "+f"(acc[j][3])
                         : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
    }
    float s = 0.0f;
#pragma unroll
    for (int j = 0; j < NACC; ++j) s += acc[j][0] + acc[j][1] + acc[j][2] + acc[j][3];
    out[blockIdx.x * blockDim.x + t] = s;
}
