// ldsopt's stand-in for CUDA's runtime header when CUDA source is compiled for AMDGPU by clang as
// HIP: the HIP stand-in plus the CUDA spellings of its host API.  Written for ldsopt.
#pragma once
#include <hip/hip_runtime.h>
typedef hipError_t cudaError_t;
typedef hipStream_t cudaStream_t;
#define cudaSuccess hipSuccess
#define cudaMalloc hipMalloc
#define cudaFree hipFree
#define cudaMemcpy hipMemcpy
#define cudaMemset hipMemset
#define cudaDeviceSynchronize hipDeviceSynchronize
#define cudaGetLastError hipGetLastError
#define cudaGetErrorString hipGetErrorString
#define cudaMemcpyHostToDevice hipMemcpyHostToDevice
#define cudaMemcpyDeviceToHost hipMemcpyDeviceToHost
#define cudaMemcpyDeviceToDevice hipMemcpyDeviceToDevice
#define __nv_bfloat16 __hip_bfloat16
#define __nv_bfloat162 __hip_bfloat162
