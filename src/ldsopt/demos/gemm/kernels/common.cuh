// Shared helpers for the ldsopt GEMM demonstrator kernels.
// Every shared-memory access goes through one of the inline-PTX wrappers below, so that the
// instruction stream is exactly the one that ldsopt.gemm_model enumerates.  The 2-byte accesses
// are .volatile: ptxas merges adjacent plain ld.shared.u16 into LDS.64 even from inline asm
// (seen in the SASS of the first device run, docs/gemm.md), which would change the instruction
// stream with the layout.
//
// Before this file the builder (ldsopt.demos.gemm.bench) puts:
//   #define ELEM_BF16 0|1      element type of A and B (fp16 or bf16), C is float
//   #define KERNEL_NAME ...    extern "C" name of the kernel (distinct per variant, for ncu)
//   the solver-emitted index functions  a_smem_offset(row, col), b_smem_offset(row, col)
//   and their allocation sizes          a_smem_offset_BYTES, b_smem_offset_BYTES
#pragma once
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#if ELEM_BF16
typedef __nv_bfloat16 elem_t;
__device__ __forceinline__ float elem_bits_to_float(unsigned short u) {
    return __uint_as_float(((unsigned)u) << 16);
}
#else
typedef __half elem_t;
__device__ __forceinline__ float elem_bits_to_float(unsigned short u) {
    return __half2float(__ushort_as_half(u));
}
#endif

__device__ __forceinline__ unsigned smem_u32(const void* p) {
    return (unsigned)__cvta_generic_to_shared(p);
}

__device__ __forceinline__ unsigned short lds_u16(unsigned addr) {
    unsigned short v;
    asm volatile("ld.volatile.shared.u16 %0, [%1];" : "=h"(v) : "r"(addr) : "memory");
    return v;
}

__device__ __forceinline__ void sts_u16(unsigned addr, unsigned short v) {
    asm volatile("st.volatile.shared.u16 [%0], %1;" :: "r"(addr), "h"(v) : "memory");
}

__device__ __forceinline__ void cp_async_16(unsigned saddr, const void* g) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(saddr), "l"(g) : "memory");
}

__device__ __forceinline__ void cp_async_commit() {
    asm volatile("cp.async.commit_group;" ::: "memory");
}

template <int N>
__device__ __forceinline__ void cp_async_wait() {
    asm volatile("cp.async.wait_group %0;" :: "n"(N) : "memory");
}

__device__ __forceinline__ void ldmatrix_x4(unsigned addr, unsigned& r0, unsigned& r1,
                                            unsigned& r2, unsigned& r3) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr) : "memory");
}

__device__ __forceinline__ void ldmatrix_x4_trans(unsigned addr, unsigned& r0, unsigned& r1,
                                                  unsigned& r2, unsigned& r3) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr) : "memory");
}
