	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	_Z15transpose_plainPfPKfi ; -- Begin function _Z15transpose_plainPfPKfi
	.globl	_Z15transpose_plainPfPKfi
	.p2align	8
	.type	_Z15transpose_plainPfPKfi,@function
_Z15transpose_plainPfPKfi:              ; @_Z15transpose_plainPfPKfi
.Lfunc_begin0:
	.file	0 "/tmp/demo" "transpose.hip" md5 0x8d1492008642f866b97fdc774fd3df5a
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 5 11 prologue_end             ; transpose.hip:5:11
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x10
	.loc	0 5 41 is_stmt 0                ; transpose.hip:5:41
	s_lshl_b32 s1, s3, 5
	v_bfe_u32 v8, v0, 10, 10
	.loc	0 5 46                          ; transpose.hip:5:46
	v_add_u32_e32 v1, s1, v8
	.loc	0 5 17                          ; transpose.hip:5:17
	s_lshl_b32 s0, s2, 5
	.loc	0 6 71 is_stmt 1                ; transpose.hip:6:71
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s8
	v_and_b32_e32 v9, 0x3ff, v0
	.loc	0 6 75 is_stmt 0                ; transpose.hip:6:75
	v_add3_u32 v0, s0, v9, v1
	.loc	0 6 60                          ; transpose.hip:6:60
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 6 71                          ; transpose.hip:6:71
	s_lshl_b32 s2, s8, 3
	.loc	0 6 60                          ; transpose.hip:6:60
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	.loc	0 6 75                          ; transpose.hip:6:75
	v_add_u32_e32 v0, s2, v0
	.loc	0 6 60                          ; transpose.hip:6:60
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	0 6 75                          ; transpose.hip:6:75
	v_add_u32_e32 v0, s2, v0
	.loc	0 6 60                          ; transpose.hip:6:60
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[6:7]
	.loc	0 6 75                          ; transpose.hip:6:75
	v_add_u32_e32 v0, s2, v0
	.loc	0 6 60                          ; transpose.hip:6:60
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	global_load_dword v10, v[2:3], off
	global_load_dword v11, v[4:5], off
	global_load_dword v12, v[6:7], off
	global_load_dword v13, v[0:1], off
	.loc	0 6 35                          ; transpose.hip:6:35
	v_lshlrev_b32_e32 v0, 2, v9
	.loc	0 8 42 is_stmt 1                ; transpose.hip:8:42
	v_add_u32_e32 v1, s0, v8
	.loc	0 9 58                          ; transpose.hip:9:58
	v_lshlrev_b32_e32 v2, 2, v8
	.loc	0 6 35                          ; transpose.hip:6:35
	v_lshl_add_u32 v7, v8, 7, v0
	.loc	0 9 58                          ; transpose.hip:9:58
	v_lshl_add_u32 v14, v9, 7, v2
	.loc	0 9 47 is_stmt 0                ; transpose.hip:9:47
	v_mul_lo_u32 v0, v1, s8
	.loc	0 9 51                          ; transpose.hip:9:51
	v_add3_u32 v0, s1, v9, v0
	v_add_u32_e32 v2, s2, v0
	v_add_u32_e32 v4, s2, v2
	.loc	0 9 35                          ; transpose.hip:9:35
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 9 51                          ; transpose.hip:9:51
	v_add_u32_e32 v6, s2, v4
	.loc	0 9 35                          ; transpose.hip:9:35
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	.loc	0 6 58 is_stmt 1                ; transpose.hip:6:58
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v7, v10, v11 offset1:4
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v7, v12, v13 offset0:8 offset1:12
	.loc	0 7 3                           ; transpose.hip:7:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 9 58                          ; transpose.hip:9:58
	ds_read2_b32 v[8:9], v14 offset1:8
	ds_read2_b32 v[10:11], v14 offset0:16 offset1:24
	.loc	0 9 35 is_stmt 0                ; transpose.hip:9:35
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	.loc	0 9 56                          ; transpose.hip:9:56
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v8, off
	global_store_dword v[2:3], v9, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v10, off
	global_store_dword v[6:7], v11, off
	.loc	0 10 1 is_stmt 1                ; transpose.hip:10:1
	s_endpgm
.Ltmp0:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z15transpose_plainPfPKfi
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	_Z15transpose_plainPfPKfi, .Lfunc_end0-_Z15transpose_plainPfPKfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 356
; NumSgprs: 15
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z16transpose_paddedPfPKfi ; -- Begin function _Z16transpose_paddedPfPKfi
	.globl	_Z16transpose_paddedPfPKfi
	.p2align	8
	.type	_Z16transpose_paddedPfPKfi,@function
_Z16transpose_paddedPfPKfi:             ; @_Z16transpose_paddedPfPKfi
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	0 13 11 prologue_end            ; transpose.hip:13:11
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x10
	.loc	0 13 41 is_stmt 0               ; transpose.hip:13:41
	s_lshl_b32 s1, s3, 5
	v_bfe_u32 v8, v0, 10, 10
	.loc	0 13 46                         ; transpose.hip:13:46
	v_add_u32_e32 v1, s1, v8
	.loc	0 13 17                         ; transpose.hip:13:17
	s_lshl_b32 s0, s2, 5
	.loc	0 14 71 is_stmt 1               ; transpose.hip:14:71
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s8
	v_and_b32_e32 v9, 0x3ff, v0
	.loc	0 14 75 is_stmt 0               ; transpose.hip:14:75
	v_add3_u32 v0, s0, v9, v1
	.loc	0 14 60                         ; transpose.hip:14:60
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 14 71                         ; transpose.hip:14:71
	s_lshl_b32 s2, s8, 3
	.loc	0 14 60                         ; transpose.hip:14:60
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	.loc	0 14 75                         ; transpose.hip:14:75
	v_add_u32_e32 v0, s2, v0
	.loc	0 14 60                         ; transpose.hip:14:60
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	0 14 75                         ; transpose.hip:14:75
	v_add_u32_e32 v0, s2, v0
	.loc	0 14 60                         ; transpose.hip:14:60
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[6:7]
	.loc	0 14 75                         ; transpose.hip:14:75
	v_add_u32_e32 v0, s2, v0
	.loc	0 14 60                         ; transpose.hip:14:60
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	global_load_dword v10, v[2:3], off
	global_load_dword v11, v[4:5], off
	global_load_dword v12, v[6:7], off
	global_load_dword v13, v[0:1], off
	s_movk_i32 s3, 0x84
	.loc	0 14 35                         ; transpose.hip:14:35
	v_lshlrev_b32_e32 v0, 2, v9
	.loc	0 16 42 is_stmt 1               ; transpose.hip:16:42
	v_add_u32_e32 v1, s0, v8
	.loc	0 17 58                         ; transpose.hip:17:58
	v_lshlrev_b32_e32 v2, 2, v8
	.loc	0 14 35                         ; transpose.hip:14:35
	v_mad_u32_u24 v7, v8, s3, v0
	.loc	0 17 58                         ; transpose.hip:17:58
	v_mad_u32_u24 v14, v9, s3, v2
	.loc	0 17 47 is_stmt 0               ; transpose.hip:17:47
	v_mul_lo_u32 v0, v1, s8
	.loc	0 17 51                         ; transpose.hip:17:51
	v_add3_u32 v0, s1, v9, v0
	v_add_u32_e32 v2, s2, v0
	v_add_u32_e32 v4, s2, v2
	.loc	0 17 35                         ; transpose.hip:17:35
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 17 51                         ; transpose.hip:17:51
	v_add_u32_e32 v6, s2, v4
	.loc	0 17 35                         ; transpose.hip:17:35
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	.loc	0 14 58 is_stmt 1               ; transpose.hip:14:58
	s_waitcnt vmcnt(3)
	ds_write_b32 v7, v10
	s_waitcnt vmcnt(2)
	ds_write_b32 v7, v11 offset:1056
	s_waitcnt vmcnt(1)
	ds_write_b32 v7, v12 offset:2112
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v13 offset:3168
	.loc	0 15 3                          ; transpose.hip:15:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 17 58                         ; transpose.hip:17:58
	ds_read2_b32 v[8:9], v14 offset1:8
	ds_read2_b32 v[10:11], v14 offset0:16 offset1:24
	.loc	0 17 35 is_stmt 0               ; transpose.hip:17:35
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	.loc	0 17 56                         ; transpose.hip:17:56
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v8, off
	global_store_dword v[2:3], v9, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v10, off
	global_store_dword v[6:7], v11, off
	.loc	0 18 1 is_stmt 1                ; transpose.hip:18:1
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16transpose_paddedPfPKfi
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	_Z16transpose_paddedPfPKfi, .Lfunc_end1-_Z16transpose_paddedPfPKfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; NumSgprs: 15
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_94169fd9b8bf0f1b,@object ; @__hip_cuid_94169fd9b8bf0f1b
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_94169fd9b8bf0f1b
__hip_cuid_94169fd9b8bf0f1b:
	.byte	0                               ; 0x0
	.size	__hip_cuid_94169fd9b8bf0f1b, 1

	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_94169fd9b8bf0f1b
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 256
    .name:           _Z15transpose_plainPfPKfi
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         _Z15transpose_plainPfPKfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 256
    .name:           _Z16transpose_paddedPfPKfi
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         _Z16transpose_paddedPfPKfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
