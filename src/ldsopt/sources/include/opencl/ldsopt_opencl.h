// ldsopt's stand-in for the OpenCL work-item and synchronisation built-ins on AMDGPU without a device
// library (clang -x cl -nogpulib): LLVM's AMDGPU built-ins in their place.  Written for ldsopt.
#pragma once
static inline size_t __ldsopt_lid(uint d) {
  return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y()
       : d == 2 ? __builtin_amdgcn_workitem_id_z() : 0;
}
static inline size_t __ldsopt_gid(uint d) {
  return d == 0 ? __builtin_amdgcn_workgroup_id_x() : d == 1 ? __builtin_amdgcn_workgroup_id_y()
       : d == 2 ? __builtin_amdgcn_workgroup_id_z() : 0;
}
static inline size_t __ldsopt_lsize(uint d) {
  return d == 0 ? __builtin_amdgcn_workgroup_size_x() : d == 1 ? __builtin_amdgcn_workgroup_size_y()
       : d == 2 ? __builtin_amdgcn_workgroup_size_z() : 1;
}
static inline size_t __ldsopt_gsize(uint d) {
  return d == 0 ? __builtin_amdgcn_grid_size_x() : d == 1 ? __builtin_amdgcn_grid_size_y()
       : d == 2 ? __builtin_amdgcn_grid_size_z() : 1;
}
static inline void __ldsopt_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
#define get_local_id(d) __ldsopt_lid(d)
#define get_group_id(d) __ldsopt_gid(d)
#define get_local_size(d) __ldsopt_lsize(d)
#define get_global_size(d) __ldsopt_gsize(d)
#define get_num_groups(d) (__ldsopt_gsize(d) / __ldsopt_lsize(d))
#define get_global_id(d) (__ldsopt_gid(d) * __ldsopt_lsize(d) + __ldsopt_lid(d))
#define barrier(flags) __ldsopt_barrier()
#define work_group_barrier(...) __ldsopt_barrier()
