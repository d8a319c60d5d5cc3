#define TILE 32
#define PAD 0
#define IDX(r, c) ((r) * (TILE + PAD) + (c))
static_assert(TILE % 8 == 0, "tile");
__global__ __launch_bounds__(256) void mac(float* out, const float* in) {
    __shared__ float t[TILE * (TILE + PAD)];
    int x = threadIdx.x % TILE, y = threadIdx.x / TILE;
#pragma unroll
    for (int j = 0; j < TILE; j += 8)
        t[IDX(y + j, x)] = in[(y + j) * TILE + x];
    __syncthreads();
#pragma unroll
    for (int j = 0; j < TILE; j += 8)
        out[(y + j) * TILE + x] = t[IDX(x, y + j)];
}
