// ldsopt's stand-in for the HIP headers when HIP source is compiled for NVIDIA targets by nvcc:
// CUDA's runtime plus HIP's spellings.  Written for ldsopt (same license).
#pragma once
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define __HIP_PLATFORM_NVIDIA__ 1
#define HIP_DYNAMIC_SHARED(type, var) extern __shared__ type var[];
#define HIP_DYNAMIC_SHARED_ATTRIBUTE
typedef __nv_bfloat16 __hip_bfloat16;
typedef __nv_bfloat162 __hip_bfloat162;
typedef cudaError_t hipError_t;
typedef cudaStream_t hipStream_t;
#define hipSuccess cudaSuccess
#define hipMalloc cudaMalloc
#define hipFree cudaFree
#define hipMemcpy cudaMemcpy
#define hipMemset cudaMemset
#define hipDeviceSynchronize cudaDeviceSynchronize
#define hipGetLastError cudaGetLastError
#define hipGetErrorString cudaGetErrorString
#define hipMemcpyHostToDevice cudaMemcpyHostToDevice
#define hipMemcpyDeviceToHost cudaMemcpyDeviceToHost
#define hipMemcpyDeviceToDevice cudaMemcpyDeviceToDevice
#define hipLaunchKernelGGL(K, G, B, S, Q, ...) K<<<G, B, S, Q>>>(__VA_ARGS__)
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define tid_x ((int)threadIdx.x)
#define tid_y ((int)threadIdx.y)
#define tid_z ((int)threadIdx.z)
#define bid_x ((int)blockIdx.x)
#define bid_y ((int)blockIdx.y)
#define bid_z ((int)blockIdx.z)
// HIP's shuffles take no lane mask: every lane of the warp takes part
template <class T> __device__ __forceinline__ T __shfl(T v, int s, int w = warpSize) { return __shfl_sync(0xffffffffu, v, s, w); }
template <class T> __device__ __forceinline__ T __shfl_xor(T v, int m, int w = warpSize) { return __shfl_xor_sync(0xffffffffu, v, m, w); }
template <class T> __device__ __forceinline__ T __shfl_down(T v, unsigned int d, int w = warpSize) { return __shfl_down_sync(0xffffffffu, v, d, w); }
template <class T> __device__ __forceinline__ T __shfl_up(T v, unsigned int d, int w = warpSize) { return __shfl_up_sync(0xffffffffu, v, d, w); }
