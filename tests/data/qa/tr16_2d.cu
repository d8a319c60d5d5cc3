// 2-D block 16x16: column read of a 16x16 float tile
__global__ void tr16(float* out, const float* in) {
    __shared__ float tile[16][16];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[y * 16 + x];
    __syncthreads();
    out[y * 16 + x] = tile[x][y];
}
