// A tiny stand-in for the HIP headers, so that clang-19 compiles these kernels for AMDGPU without ROCm
// (`clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc -include hip_shim.h`).  Written for ldsopt.
#pragma once
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))
#define tid_x (int)__builtin_amdgcn_workitem_id_x()
#define tid_y (int)__builtin_amdgcn_workitem_id_y()
#define tid_z (int)__builtin_amdgcn_workitem_id_z()
#define bid_x (int)__builtin_amdgcn_workgroup_id_x()
#define bid_y (int)__builtin_amdgcn_workgroup_id_y()
#define __syncthreads() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)
typedef _Float16 half;
typedef float float2_t __attribute__((ext_vector_type(2)));
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef int int4_t __attribute__((ext_vector_type(4)));
