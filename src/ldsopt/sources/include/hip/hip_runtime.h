// ldsopt's stand-in for the HIP headers: enough of HIP for clang to compile ordinary device code
// for AMDGPU without ROCm (`clang -x hip --cuda-device-only -nogpuinc -nogpulib`).  Written for
// ldsopt (same license).  Device code only: host API calls are declared so that host code in the
// same file parses; nothing here runs on a host.
#pragma once
#ifndef LDSOPT_HIP_SHIM
#define LDSOPT_HIP_SHIM 1
#include <stddef.h>
#include <stdint.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ inline __attribute__((always_inline))
// the stand-in's own functions: no debug information, so that their instructions inlined into a
// kernel keep the kernel's source line (the call) rather than a line of this header
#define __LDSOPT_FN __forceinline__ __attribute__((nodebug))
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict
#define __LDSOPT_LB1(n) __attribute__((amdgpu_flat_work_group_size(1, n)))
#define __LDSOPT_LB2(n, m) __attribute__((amdgpu_flat_work_group_size(1, n)))
#define __LDSOPT_LB_PICK(_1, _2, NAME, ...) NAME
#define __launch_bounds__(...) __LDSOPT_LB_PICK(__VA_ARGS__, __LDSOPT_LB2, __LDSOPT_LB1)(__VA_ARGS__)
#define __HIP_PLATFORM_AMD__ 1
// HIP's spelling of dynamic shared memory (hip_runtime.h of ROCm defines it the same way)
#define HIP_DYNAMIC_SHARED(type, var) extern __shared__ type var[];
#define HIP_DYNAMIC_SHARED_ATTRIBUTE
#define __HIP__ 1
#ifndef __HIP_DEVICE_COMPILE__
#define __HIP_DEVICE_COMPILE__ 1
#endif

// ---------------------------------------------------------------- index built-ins
struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int x_ = 1, unsigned int y_ = 1, unsigned int z_ = 1)
      : x(x_), y(y_), z(z_) {}
};
struct __ldsopt_uint3 { unsigned int x, y, z; };
static __device__ __LDSOPT_FN __ldsopt_uint3 __ldsopt_tid() {
  return {__builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(), __builtin_amdgcn_workitem_id_z()};
}
static __device__ __LDSOPT_FN __ldsopt_uint3 __ldsopt_bid() {
  return {__builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(), __builtin_amdgcn_workgroup_id_z()};
}
static __device__ __LDSOPT_FN __ldsopt_uint3 __ldsopt_bdim() {
  return {__builtin_amdgcn_workgroup_size_x(), __builtin_amdgcn_workgroup_size_y(), __builtin_amdgcn_workgroup_size_z()};
}
static __device__ __LDSOPT_FN __ldsopt_uint3 __ldsopt_gdim() {
  return {__builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x(),
          __builtin_amdgcn_grid_size_y() / __builtin_amdgcn_workgroup_size_y(),
          __builtin_amdgcn_grid_size_z() / __builtin_amdgcn_workgroup_size_z()};
}
#define threadIdx (__ldsopt_tid())
#define blockIdx (__ldsopt_bid())
#define blockDim (__ldsopt_bdim())
#define gridDim (__ldsopt_gdim())
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define warpSize 64
// the short forms some test kernels use
#define tid_x ((int)__builtin_amdgcn_workitem_id_x())
#define tid_y ((int)__builtin_amdgcn_workitem_id_y())
#define tid_z ((int)__builtin_amdgcn_workitem_id_z())
#define bid_x ((int)__builtin_amdgcn_workgroup_id_x())
#define bid_y ((int)__builtin_amdgcn_workgroup_id_y())
#define bid_z ((int)__builtin_amdgcn_workgroup_id_z())

// ---------------------------------------------------------------- synchronisation
static __device__ __LDSOPT_FN void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
static __device__ __LDSOPT_FN void __threadfence_block() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup"); }
static __device__ __LDSOPT_FN void __threadfence() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent"); }
static __device__ __LDSOPT_FN unsigned int __lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

// ---------------------------------------------------------------- scalar and vector types
typedef _Float16 __half;
typedef _Float16 half;
typedef __bf16 __hip_bfloat16;
typedef __bf16 hip_bfloat16;
typedef _Float16 __half2 __attribute__((ext_vector_type(2)));
typedef _Float16 half2 __attribute__((ext_vector_type(2)));
typedef __bf16 __hip_bfloat162 __attribute__((ext_vector_type(2)));
static __device__ __LDSOPT_FN __half __float2half(float x) { return (__half)x; }
static __device__ __LDSOPT_FN float __half2float(__half x) { return (float)x; }
static __device__ __LDSOPT_FN __half __int2half_rn(int x) { return (__half)x; }
static __device__ __LDSOPT_FN __half2 __floats2half2_rn(float a, float b) { return __half2{(__half)a, (__half)b}; }
static __device__ __LDSOPT_FN __half2 __float2half2_rn(float a) { return __half2{(__half)a, (__half)a}; }
static __device__ __LDSOPT_FN __hip_bfloat16 __float2bfloat16(float x) { return (__hip_bfloat16)x; }
static __device__ __LDSOPT_FN float __bfloat162float(__hip_bfloat16 x) { return (float)x; }
static __device__ __LDSOPT_FN __half __hadd(__half a, __half b) { return a + b; }
static __device__ __LDSOPT_FN __half __hmul(__half a, __half b) { return a * b; }
static __device__ __LDSOPT_FN __half __hfma(__half a, __half b, __half c) { return a * b + c; }
static __device__ __LDSOPT_FN __half2 __hadd2(__half2 a, __half2 b) { return a + b; }
static __device__ __LDSOPT_FN __half2 __hmul2(__half2 a, __half2 b) { return a * b; }

// The 3-element types are structs of three members, as in CUDA and HIP (sizeof(float3) == 12,
// aligned as one element): clang's 3-element vector types take the room of four, which would put
// an array of float3 in LDS at a 16-byte stride where the real headers give 12.
#define __LDSOPT_VEC(T, N) \
  typedef T N##1 __attribute__((ext_vector_type(1))); \
  typedef T N##2 __attribute__((ext_vector_type(2))); \
  struct N##3 { T x, y, z; }; \
  static __host__ __device__ __LDSOPT_FN N##3 operator+(N##3 a, N##3 b) { return N##3{(T)(a.x + b.x), (T)(a.y + b.y), (T)(a.z + b.z)}; } \
  static __host__ __device__ __LDSOPT_FN N##3 operator-(N##3 a, N##3 b) { return N##3{(T)(a.x - b.x), (T)(a.y - b.y), (T)(a.z - b.z)}; } \
  static __host__ __device__ __LDSOPT_FN N##3 operator*(N##3 a, N##3 b) { return N##3{(T)(a.x * b.x), (T)(a.y * b.y), (T)(a.z * b.z)}; } \
  static __host__ __device__ __LDSOPT_FN N##3 operator*(N##3 a, T s) { return N##3{(T)(a.x * s), (T)(a.y * s), (T)(a.z * s)}; } \
  static __host__ __device__ __LDSOPT_FN N##3 operator*(T s, N##3 a) { return a * s; } \
  static __host__ __device__ __LDSOPT_FN N##3& operator+=(N##3& a, N##3 b) { a = a + b; return a; } \
  typedef T N##4 __attribute__((ext_vector_type(4))); \
  static __host__ __device__ __LDSOPT_FN N##2 make_##N##2(T a, T b) { return N##2{a, b}; } \
  static __host__ __device__ __LDSOPT_FN N##3 make_##N##3(T a, T b, T c) { return N##3{a, b, c}; } \
  static __host__ __device__ __LDSOPT_FN N##4 make_##N##4(T a, T b, T c, T d) { return N##4{a, b, c, d}; }
__LDSOPT_VEC(float, float)
__LDSOPT_VEC(double, double)
__LDSOPT_VEC(int, int)
__LDSOPT_VEC(unsigned int, uint)
__LDSOPT_VEC(short, short)
__LDSOPT_VEC(unsigned short, ushort)
__LDSOPT_VEC(char, char)
__LDSOPT_VEC(unsigned char, uchar)
__LDSOPT_VEC(long, long)
__LDSOPT_VEC(unsigned long, ulong)
__LDSOPT_VEC(long long, longlong)
__LDSOPT_VEC(unsigned long long, ulonglong)
#undef __LDSOPT_VEC
typedef unsigned int uint;

// ---------------------------------------------------------------- cross-lane
static __device__ __LDSOPT_FN int __ldsopt_bperm(int src_lane, int v) {
  return __builtin_amdgcn_ds_bpermute(src_lane << 2, v);
}
template <class T> static __device__ __LDSOPT_FN T __ldsopt_shfl_idx(T v, int lane) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "a 32- or 64-bit shuffle");
  if constexpr (sizeof(T) == 4) {
    return __builtin_bit_cast(T, __ldsopt_bperm(lane, __builtin_bit_cast(int, v)));
  } else {
    long long i = __builtin_bit_cast(long long, v);
    int lo = __ldsopt_bperm(lane, (int)i), hi = __ldsopt_bperm(lane, (int)(i >> 32));
    return __builtin_bit_cast(T, ((long long)hi << 32) | (unsigned int)lo);
  }
}
template <class T> static __device__ __LDSOPT_FN T __shfl(T v, int src, int width = warpSize) {
  int self = (int)__lane_id();
  return __ldsopt_shfl_idx(v, (self & ~(width - 1)) + (src & (width - 1)));
}
template <class T> static __device__ __LDSOPT_FN T __shfl_xor(T v, int mask, int width = warpSize) {
  int self = (int)__lane_id();
  int dst = self ^ mask;
  return __ldsopt_shfl_idx(v, dst >= ((self + width) & ~(width - 1)) ? self : dst);
}
template <class T> static __device__ __LDSOPT_FN T __shfl_down(T v, unsigned int d, int width = warpSize) {
  int self = (int)__lane_id();
  int dst = self + (int)d;
  return __ldsopt_shfl_idx(v, (dst & (width - 1)) < (self & (width - 1)) || dst >= ((self & ~(width - 1)) + width) ? self : dst);
}
template <class T> static __device__ __LDSOPT_FN T __shfl_up(T v, unsigned int d, int width = warpSize) {
  int self = (int)__lane_id();
  int dst = self - (int)d;
  return __ldsopt_shfl_idx(v, dst < (self & ~(width - 1)) ? self : dst);
}
// CUDA's spellings with a lane mask (the mask is ignored: every lane of the wave takes part)
template <class T> static __device__ __LDSOPT_FN T __shfl_sync(unsigned long long, T v, int s, int w = warpSize) { return __shfl(v, s, w); }
template <class T> static __device__ __LDSOPT_FN T __shfl_xor_sync(unsigned long long, T v, int m, int w = warpSize) { return __shfl_xor(v, m, w); }
template <class T> static __device__ __LDSOPT_FN T __shfl_down_sync(unsigned long long, T v, unsigned int d, int w = warpSize) { return __shfl_down(v, d, w); }
template <class T> static __device__ __LDSOPT_FN T __shfl_up_sync(unsigned long long, T v, unsigned int d, int w = warpSize) { return __shfl_up(v, d, w); }
static __device__ __LDSOPT_FN void __syncwarp(unsigned long long = ~0ull) {}

// ---------------------------------------------------------------- wave votes and bit counts (HIP's
// names; a wave is 64 lanes: the masks are 64-bit)
static __device__ __LDSOPT_FN unsigned long long __ballot(int p) { return __builtin_amdgcn_ballot_w64(p != 0); }
static __device__ __LDSOPT_FN unsigned long long __ballot_sync(unsigned long long, int p) { return __ballot(p); }
static __device__ __LDSOPT_FN int __any(int p) { return __ballot(p) != 0; }
static __device__ __LDSOPT_FN int __all(int p) { return __ballot(p) == __ballot(1); }
static __device__ __LDSOPT_FN int __any_sync(unsigned long long, int p) { return __any(p); }
static __device__ __LDSOPT_FN int __all_sync(unsigned long long, int p) { return __all(p); }
static __device__ __LDSOPT_FN unsigned long long __activemask() { return __ballot(1); }
static __device__ __LDSOPT_FN unsigned long long __lanemask_lt() { return (1ull << __lane_id()) - 1; }
static __host__ __device__ __LDSOPT_FN int __popc(unsigned int x) { return __builtin_popcount(x); }
static __host__ __device__ __LDSOPT_FN int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
static __host__ __device__ __LDSOPT_FN int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
static __host__ __device__ __LDSOPT_FN int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
static __host__ __device__ __LDSOPT_FN int __ffs(int x) { return __builtin_ffs(x); }
static __host__ __device__ __LDSOPT_FN int __ffsll(long long x) { return __builtin_ffsll(x); }
static __host__ __device__ __LDSOPT_FN unsigned int __brev(unsigned int x) { return __builtin_bitreverse32(x); }
static __host__ __device__ __LDSOPT_FN unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
// integer intrinsics of HIP (and CUDA) with their documented meanings
static __device__ __LDSOPT_FN int __mul24(int a, int b) { return ((a << 8) >> 8) * ((b << 8) >> 8); }
static __device__ __LDSOPT_FN unsigned int __umul24(unsigned int a, unsigned int b) { return (a & 0xffffff) * (b & 0xffffff); }
static __device__ __LDSOPT_FN int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
static __device__ __LDSOPT_FN unsigned int __umulhi(unsigned int a, unsigned int b) { return (unsigned int)(((unsigned long long)a * b) >> 32); }
static __device__ __LDSOPT_FN unsigned long long __umul64hi(unsigned long long a, unsigned long long b) { return (unsigned long long)(((unsigned __int128)a * b) >> 64); }
static __device__ __LDSOPT_FN long long __mul64hi(long long a, long long b) { return (long long)(((__int128)a * b) >> 64); }
static __device__ __LDSOPT_FN unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int s) { return (unsigned int)(((((unsigned long long)hi) << 32 | lo) << (s & 31)) >> 32); }
static __device__ __LDSOPT_FN unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int s) { return (unsigned int)(((((unsigned long long)hi) << 32 | lo) >> (s & 31))); }
static __device__ __LDSOPT_FN unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int s) { return s >= 32 ? lo : __funnelshift_l(lo, hi, s); }
static __device__ __LDSOPT_FN unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int s) { return s >= 32 ? hi : __funnelshift_r(lo, hi, s); }
static __device__ __LDSOPT_FN unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
  unsigned long long v = ((unsigned long long)y << 32) | x; unsigned int r = 0;
  for (int k = 0; k < 4; ++k) r |= (unsigned int)((v >> (((s >> (4 * k)) & 7) * 8)) & 0xff) << (8 * k);
  return r; }
static __device__ __LDSOPT_FN unsigned int __sad(int a, int b, unsigned int c) { return (a > b ? (unsigned)(a - b) : (unsigned)(b - a)) + c; }
static __device__ __LDSOPT_FN unsigned int __usad(unsigned int a, unsigned int b, unsigned int c) { return (a > b ? a - b : b - a) + c; }

// ---------------------------------------------------------------- atomics
template <class T> static __device__ __LDSOPT_FN T atomicAdd(T* p, T v) { return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
template <class T> static __device__ __LDSOPT_FN T atomicMax(T* p, T v) { return __hip_atomic_fetch_max(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
template <class T> static __device__ __LDSOPT_FN T atomicMin(T* p, T v) { return __hip_atomic_fetch_min(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
template <class T> static __device__ __LDSOPT_FN T atomicExch(T* p, T v) { return __hip_atomic_exchange(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
template <class T> static __device__ __LDSOPT_FN T atomicCAS(T* p, T c, T v) {
  __hip_atomic_compare_exchange_strong(p, &c, v, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); return c; }

// ---------------------------------------------------------------- math (LLVM built-ins; no device library needed)
static __device__ __LDSOPT_FN float sqrtf(float x) { return __builtin_sqrtf(x); }
static __device__ __LDSOPT_FN float rsqrtf(float x) { return 1.0f / __builtin_sqrtf(x); }
static __device__ __LDSOPT_FN float expf(float x) { return __builtin_expf(x); }
static __device__ __LDSOPT_FN float __expf(float x) { return __builtin_expf(x); }
static __device__ __LDSOPT_FN float exp2f(float x) { return __builtin_exp2f(x); }
static __device__ __LDSOPT_FN float logf(float x) { return __builtin_logf(x); }
static __device__ __LDSOPT_FN float __logf(float x) { return __builtin_logf(x); }
static __device__ __LDSOPT_FN float fabsf(float x) { return __builtin_fabsf(x); }
static __device__ __LDSOPT_FN float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
static __device__ __LDSOPT_FN float fminf(float a, float b) { return __builtin_fminf(a, b); }
static __device__ __LDSOPT_FN float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
static __device__ __LDSOPT_FN float __fdividef(float a, float b) { return a / b; }
static __device__ __LDSOPT_FN float floorf(float x) { return __builtin_floorf(x); }
static __device__ __LDSOPT_FN float ceilf(float x) { return __builtin_ceilf(x); }
static __device__ __LDSOPT_FN float truncf(float x) { return __builtin_truncf(x); }
static __device__ __LDSOPT_FN float roundf(float x) { return __builtin_roundf(x); }
static __device__ __LDSOPT_FN float rintf(float x) { return __builtin_rintf(x); }
// float to integer with a rounding mode (rn: to nearest even, rd: down, ru: up, rz: toward zero)
static __device__ __LDSOPT_FN int __float2int_rn(float x) { return (int)__builtin_rintf(x); }
static __device__ __LDSOPT_FN int __float2int_rd(float x) { return (int)__builtin_floorf(x); }
static __device__ __LDSOPT_FN int __float2int_ru(float x) { return (int)__builtin_ceilf(x); }
static __device__ __LDSOPT_FN int __float2int_rz(float x) { return (int)x; }
static __device__ __LDSOPT_FN unsigned int __float2uint_rn(float x) { return (unsigned int)__builtin_rintf(x); }
static __device__ __LDSOPT_FN unsigned int __float2uint_rd(float x) { return (unsigned int)__builtin_floorf(x); }
static __device__ __LDSOPT_FN unsigned int __float2uint_ru(float x) { return (unsigned int)__builtin_ceilf(x); }
static __device__ __LDSOPT_FN unsigned int __float2uint_rz(float x) { return (unsigned int)x; }
static __device__ __LDSOPT_FN float __int2float_rn(int x) { return (float)x; }
static __device__ __LDSOPT_FN float __uint2float_rn(unsigned int x) { return (float)x; }
static __host__ __device__ __LDSOPT_FN int abs(int x) { return x < 0 ? -x : x; }
static __host__ __device__ __LDSOPT_FN long long llabs(long long x) { return x < 0 ? -x : x; }
template <class T> static __host__ __device__ __LDSOPT_FN T min(T a, T b) { return a < b ? a : b; }
template <class T> static __host__ __device__ __LDSOPT_FN T max(T a, T b) { return a < b ? b : a; }

// ---------------------------------------------------------------- host API, declared only
typedef int hipError_t;
typedef void* hipStream_t;
#define hipSuccess 0
enum hipMemcpyKind { hipMemcpyHostToHost, hipMemcpyHostToDevice, hipMemcpyDeviceToHost, hipMemcpyDeviceToDevice, hipMemcpyDefault };
extern "C" {
hipError_t hipMalloc(void** p, size_t n);
hipError_t hipFree(void* p);
hipError_t hipMemcpy(void* d, const void* s, size_t n, hipMemcpyKind k);
hipError_t hipMemset(void* d, int v, size_t n);
hipError_t hipDeviceSynchronize(void);
hipError_t hipGetLastError(void);
const char* hipGetErrorString(hipError_t e);
int __hipPushCallConfiguration(dim3 grid, dim3 block, size_t shmem = 0, hipStream_t stream = 0);
int __hipPopCallConfiguration(dim3* grid, dim3* block, size_t* shmem, hipStream_t* stream);
hipError_t hipLaunchKernel(const void* f, dim3 grid, dim3 block, void** args, size_t shmem, hipStream_t stream);
}
template <class T> static inline hipError_t hipMalloc(T** p, size_t n) { return hipMalloc((void**)p, n); }
#define hipLaunchKernelGGL(K, G, B, S, Q, ...) K<<<G, B, S, Q>>>(__VA_ARGS__)
#endif
