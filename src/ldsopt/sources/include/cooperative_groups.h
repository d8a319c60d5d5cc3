// ldsopt's stand-in for CUDA's <cooperative_groups.h> when CUDA source is compiled for AMDGPU by
// clang as HIP: the block group and fixed-size tiles of it (sync, ranks, sizes, shuffles), over
// the HIP stand-in's built-ins.  Written for ldsopt (same license).  A tile is a slice of one
// wave (64 lanes on AMD): tiled_partition<32> gives two tiles per wave, as under HIPIFY.
#pragma once
#include <hip/hip_runtime.h>
namespace cooperative_groups {
struct thread_block {
  __LDSOPT_FN __device__ void sync() const { __syncthreads(); }
  __LDSOPT_FN __device__ unsigned int thread_rank() const {
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x; }
  __LDSOPT_FN __device__ unsigned int size() const { return blockDim.x * blockDim.y * blockDim.z; }
  __LDSOPT_FN __device__ unsigned int num_threads() const { return size(); }
  __LDSOPT_FN __device__ dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __LDSOPT_FN __device__ dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  __LDSOPT_FN __device__ dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __LDSOPT_FN __device__ dim3 dim_threads() const { return group_dim(); }
};
static __LDSOPT_FN __device__ thread_block this_thread_block() { return thread_block(); }
template <unsigned int N> struct thread_block_tile {
  unsigned int rank;
  __LDSOPT_FN __device__ void sync() const { __builtin_amdgcn_wave_barrier(); }
  __LDSOPT_FN __device__ unsigned int thread_rank() const { return rank % N; }
  __LDSOPT_FN __device__ unsigned int meta_group_rank() const { return rank / N; }
  __LDSOPT_FN __device__ static constexpr unsigned int size() { return N; }
  __LDSOPT_FN __device__ static constexpr unsigned int num_threads() { return N; }
  template <class T> __LDSOPT_FN __device__ T shfl(T v, int src) const { return __shfl(v, src, N); }
  template <class T> __LDSOPT_FN __device__ T shfl_down(T v, unsigned int d) const { return __shfl_down(v, d, N); }
  template <class T> __LDSOPT_FN __device__ T shfl_up(T v, unsigned int d) const { return __shfl_up(v, d, N); }
  template <class T> __LDSOPT_FN __device__ T shfl_xor(T v, int m) const { return __shfl_xor(v, m, N); }
};
template <unsigned int N> static __LDSOPT_FN __device__ thread_block_tile<N> tiled_partition(const thread_block& b) {
  return thread_block_tile<N>{b.thread_rank()};
}
template <class G> static __LDSOPT_FN __device__ void sync(const G& g) { g.sync(); }
}  // namespace cooperative_groups
