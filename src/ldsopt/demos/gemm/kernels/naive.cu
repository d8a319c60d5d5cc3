// Variant 1: naive global-memory GEMM (no shared memory at all).
// C[M x N] (float) = A[M x K] * B[K x N], A and B row-major fp16/bf16, fp32 accumulation.
// Block of 256 threads = 16 x 16 outputs; thread (tx, ty) computes C[row][col].
extern "C" __global__ void __launch_bounds__(256)
KERNEL_NAME(const elem_t* __restrict__ A, const elem_t* __restrict__ B, float* __restrict__ C,
            int M, int N, int K)
{
    const int tx = threadIdx.x & 15, ty = threadIdx.x >> 4;
    const int row = blockIdx.y * 16 + ty;
    const int col = blockIdx.x * 16 + tx;
    if (row >= M || col >= N) return;
    const unsigned short* a = reinterpret_cast<const unsigned short*>(A) + (size_t)row * K;
    const unsigned short* b = reinterpret_cast<const unsigned short*>(B) + col;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k)
        acc = fmaf(elem_bits_to_float(__ldg(a + k)), elem_bits_to_float(__ldg(b + (size_t)k * N)), acc);
    C[(size_t)row * N + col] = acc;
}
