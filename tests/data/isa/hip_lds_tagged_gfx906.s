	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	_Z11transpose32PfPKfi   ; -- Begin function _Z11transpose32PfPKfi
	.globl	_Z11transpose32PfPKfi
	.p2align	8
	.type	_Z11transpose32PfPKfi,@function
_Z11transpose32PfPKfi:                  ; @_Z11transpose32PfPKfi
.Lfunc_begin0:
	.file	0 "/work/wt12/tools/isa_kernels" "lds_kernels.hip" md5 0x237efe2adb213c6d6e8ae987c8179907
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 9 11 prologue_end             ; lds_kernels.hip:9:11
	s_load_dword s8, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 9 41 is_stmt 0                ; lds_kernels.hip:9:41
	s_lshl_b32 s7, s7, 5
	.loc	0 9 46                          ; lds_kernels.hip:9:46
	v_add_u32_e32 v2, s7, v1
	.loc	0 9 17                          ; lds_kernels.hip:9:17
	s_lshl_b32 s4, s6, 5
	.loc	0 10 71 is_stmt 1               ; lds_kernels.hip:10:71
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v2, s8
	.loc	0 10 60 is_stmt 0               ; lds_kernels.hip:10:60
	v_mov_b32_e32 v5, s3
	.loc	0 10 71                         ; lds_kernels.hip:10:71
	s_lshl_b32 s5, s8, 3
	.loc	0 13 35 is_stmt 1               ; lds_kernels.hip:13:35
	v_mov_b32_e32 v16, s1
	.loc	0 10 75                         ; lds_kernels.hip:10:75
	v_add3_u32 v2, s4, v0, v2
	.loc	0 10 60 is_stmt 0               ; lds_kernels.hip:10:60
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	.loc	0 10 75                         ; lds_kernels.hip:10:75
	v_add_u32_e32 v5, s5, v2
	.loc	0 10 60                         ; lds_kernels.hip:10:60
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[6:7], 2, v[5:6]
	.loc	0 10 75                         ; lds_kernels.hip:10:75
	v_add_u32_e32 v8, s5, v5
	.loc	0 10 60                         ; lds_kernels.hip:10:60
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_lshlrev_b64 v[9:10], 2, v[8:9]
	.loc	0 10 75                         ; lds_kernels.hip:10:75
	v_add_u32_e32 v11, s5, v8
	.loc	0 10 60                         ; lds_kernels.hip:10:60
	v_addc_co_u32_e32 v7, vcc, v2, v7, vcc
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_u32_e32 v9, vcc, s2, v9
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_addc_co_u32_e32 v10, vcc, v2, v10, vcc
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_addc_co_u32_e32 v12, vcc, v2, v12, vcc
	global_load_dword v8, v[3:4], off
	global_load_dword v13, v[6:7], off
	global_load_dword v14, v[9:10], off
	global_load_dword v15, v[11:12], off
	.loc	0 10 35                         ; lds_kernels.hip:10:35
	v_lshlrev_b32_e32 v2, 2, v0
	.loc	0 13 58 is_stmt 1               ; lds_kernels.hip:13:58
	v_lshlrev_b32_e32 v3, 2, v1
	.loc	0 10 35                         ; lds_kernels.hip:10:35
	v_lshl_add_u32 v9, v1, 7, v2
	.loc	0 12 42                         ; lds_kernels.hip:12:42
	v_add_u32_e32 v1, s4, v1
	.loc	0 13 47                         ; lds_kernels.hip:13:47
	v_mul_lo_u32 v1, v1, s8
	.loc	0 13 58 is_stmt 0               ; lds_kernels.hip:13:58
	v_lshl_add_u32 v10, v0, 7, v3
	.loc	0 13 35                         ; lds_kernels.hip:13:35
	v_mov_b32_e32 v7, s1
	v_mov_b32_e32 v11, s1
	.loc	0 13 51                         ; lds_kernels.hip:13:51
	v_add3_u32 v0, s7, v0, v1
	.loc	0 13 35                         ; lds_kernels.hip:13:35
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 13 51                         ; lds_kernels.hip:13:51
	v_add_u32_e32 v2, s5, v0
	.loc	0 13 35                         ; lds_kernels.hip:13:35
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	0 13 51                         ; lds_kernels.hip:13:51
	v_add_u32_e32 v4, s5, v2
	.loc	0 13 35                         ; lds_kernels.hip:13:35
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v2, vcc, s0, v2
	.loc	0 13 51                         ; lds_kernels.hip:13:51
	v_add_u32_e32 v6, s5, v4
	.loc	0 13 35                         ; lds_kernels.hip:13:35
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_addc_co_u32_e32 v3, vcc, v11, v3, vcc
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b32_e32 v12, s1
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v12, v5, vcc
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v16, v7, vcc
	.loc	0 10 58 is_stmt 1               ; lds_kernels.hip:10:58
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v9, v8, v13 offset1:4
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v9, v14, v15 offset0:8 offset1:12
	.loc	0 11 3                          ; lds_kernels.hip:11:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 13 58                         ; lds_kernels.hip:13:58
	ds_read2_b32 v[8:9], v10 offset1:8
	ds_read2_b32 v[10:11], v10 offset0:16 offset1:24
	.loc	0 13 56 is_stmt 0               ; lds_kernels.hip:13:56
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v8, off
	global_store_dword v[2:3], v9, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v10, off
	global_store_dword v[6:7], v11, off
	.loc	0 14 1 is_stmt 1                ; lds_kernels.hip:14:1
	s_endpgm
.Ltmp0:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11transpose32PfPKfi
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	_Z11transpose32PfPKfi, .Lfunc_end0-_Z11transpose32PfPKfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 428
; NumSgprs: 13
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 17
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z15transpose32_padPfPKfi ; -- Begin function _Z15transpose32_padPfPKfi
	.globl	_Z15transpose32_padPfPKfi
	.p2align	8
	.type	_Z15transpose32_padPfPKfi,@function
_Z15transpose32_padPfPKfi:              ; @_Z15transpose32_padPfPKfi
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	0 19 11 prologue_end            ; lds_kernels.hip:19:11
	s_load_dword s8, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 19 41 is_stmt 0               ; lds_kernels.hip:19:41
	s_lshl_b32 s7, s7, 5
	.loc	0 19 46                         ; lds_kernels.hip:19:46
	v_add_u32_e32 v2, s7, v1
	.loc	0 19 17                         ; lds_kernels.hip:19:17
	s_lshl_b32 s4, s6, 5
	.loc	0 20 71 is_stmt 1               ; lds_kernels.hip:20:71
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v2, s8
	.loc	0 20 60 is_stmt 0               ; lds_kernels.hip:20:60
	v_mov_b32_e32 v5, s3
	.loc	0 20 71                         ; lds_kernels.hip:20:71
	s_lshl_b32 s5, s8, 3
	.loc	0 23 35 is_stmt 1               ; lds_kernels.hip:23:35
	v_mov_b32_e32 v16, s1
	.loc	0 20 75                         ; lds_kernels.hip:20:75
	v_add3_u32 v2, s4, v0, v2
	.loc	0 20 60 is_stmt 0               ; lds_kernels.hip:20:60
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	.loc	0 20 75                         ; lds_kernels.hip:20:75
	v_add_u32_e32 v5, s5, v2
	.loc	0 20 60                         ; lds_kernels.hip:20:60
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[6:7], 2, v[5:6]
	.loc	0 20 75                         ; lds_kernels.hip:20:75
	v_add_u32_e32 v8, s5, v5
	.loc	0 20 60                         ; lds_kernels.hip:20:60
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_lshlrev_b64 v[9:10], 2, v[8:9]
	.loc	0 20 75                         ; lds_kernels.hip:20:75
	v_add_u32_e32 v11, s5, v8
	.loc	0 20 60                         ; lds_kernels.hip:20:60
	v_addc_co_u32_e32 v7, vcc, v2, v7, vcc
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_u32_e32 v9, vcc, s2, v9
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_addc_co_u32_e32 v10, vcc, v2, v10, vcc
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_addc_co_u32_e32 v12, vcc, v2, v12, vcc
	global_load_dword v8, v[3:4], off
	global_load_dword v13, v[6:7], off
	global_load_dword v14, v[9:10], off
	global_load_dword v15, v[11:12], off
	s_movk_i32 s2, 0x84
	.loc	0 20 35                         ; lds_kernels.hip:20:35
	v_lshlrev_b32_e32 v2, 2, v0
	.loc	0 23 58 is_stmt 1               ; lds_kernels.hip:23:58
	v_lshlrev_b32_e32 v3, 2, v1
	.loc	0 20 35                         ; lds_kernels.hip:20:35
	v_mad_u32_u24 v9, v1, s2, v2
	.loc	0 22 42                         ; lds_kernels.hip:22:42
	v_add_u32_e32 v1, s4, v1
	.loc	0 23 47                         ; lds_kernels.hip:23:47
	v_mul_lo_u32 v1, v1, s8
	.loc	0 23 58 is_stmt 0               ; lds_kernels.hip:23:58
	v_mad_u32_u24 v10, v0, s2, v3
	.loc	0 23 35                         ; lds_kernels.hip:23:35
	v_mov_b32_e32 v7, s1
	v_mov_b32_e32 v11, s1
	.loc	0 23 51                         ; lds_kernels.hip:23:51
	v_add3_u32 v0, s7, v0, v1
	.loc	0 23 35                         ; lds_kernels.hip:23:35
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 23 51                         ; lds_kernels.hip:23:51
	v_add_u32_e32 v2, s5, v0
	.loc	0 23 35                         ; lds_kernels.hip:23:35
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	0 23 51                         ; lds_kernels.hip:23:51
	v_add_u32_e32 v4, s5, v2
	.loc	0 23 35                         ; lds_kernels.hip:23:35
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v2, vcc, s0, v2
	.loc	0 23 51                         ; lds_kernels.hip:23:51
	v_add_u32_e32 v6, s5, v4
	.loc	0 23 35                         ; lds_kernels.hip:23:35
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_addc_co_u32_e32 v3, vcc, v11, v3, vcc
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b32_e32 v12, s1
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v12, v5, vcc
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v16, v7, vcc
	.loc	0 20 58 is_stmt 1               ; lds_kernels.hip:20:58
	s_waitcnt vmcnt(3)
	ds_write_b32 v9, v8
	s_waitcnt vmcnt(2)
	ds_write_b32 v9, v13 offset:1056
	s_waitcnt vmcnt(1)
	ds_write_b32 v9, v14 offset:2112
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v15 offset:3168
	.loc	0 21 3                          ; lds_kernels.hip:21:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 23 58                         ; lds_kernels.hip:23:58
	ds_read2_b32 v[8:9], v10 offset1:8
	ds_read2_b32 v[10:11], v10 offset0:16 offset1:24
	.loc	0 23 56 is_stmt 0               ; lds_kernels.hip:23:56
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v8, off
	global_store_dword v[2:3], v9, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v10, off
	global_store_dword v[6:7], v11, off
	.loc	0 24 1 is_stmt 1                ; lds_kernels.hip:24:1
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z15transpose32_padPfPKfi
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	_Z15transpose32_padPfPKfi, .Lfunc_end1-_Z15transpose32_padPfPKfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 456
; NumSgprs: 13
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 17
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z11transpose16PfPKfi   ; -- Begin function _Z11transpose16PfPKfi
	.globl	_Z11transpose16PfPKfi
	.p2align	8
	.type	_Z11transpose16PfPKfi,@function
_Z11transpose16PfPKfi:                  ; @_Z11transpose16PfPKfi
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 29 28 prologue_end            ; lds_kernels.hip:29:28
	s_load_dword s8, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 29 34 is_stmt 0               ; lds_kernels.hip:29:34
	s_lshl_b32 s7, s7, 4
	.loc	0 29 39                         ; lds_kernels.hip:29:39
	v_add_u32_e32 v2, s7, v1
	.loc	0 29 60                         ; lds_kernels.hip:29:60
	s_lshl_b32 s4, s6, 4
	.loc	0 29 48                         ; lds_kernels.hip:29:48
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v2, s8
	.loc	0 29 24                         ; lds_kernels.hip:29:24
	v_mov_b32_e32 v4, s3
	.loc	0 31 56 is_stmt 1               ; lds_kernels.hip:31:56
	v_lshlrev_b32_e32 v5, 2, v1
	.loc	0 29 65                         ; lds_kernels.hip:29:65
	v_add3_u32 v2, s4, v0, v2
	.loc	0 29 24 is_stmt 0               ; lds_kernels.hip:29:24
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
	.loc	0 31 19 is_stmt 1               ; lds_kernels.hip:31:19
	v_add_u32_e32 v4, s4, v1
	.loc	0 31 28 is_stmt 0               ; lds_kernels.hip:31:28
	v_mul_lo_u32 v4, v4, s8
	s_movk_i32 s2, 0x44
	.loc	0 29 3 is_stmt 1                ; lds_kernels.hip:29:3
	v_lshlrev_b32_e32 v3, 2, v0
	v_mad_u32_u24 v3, v1, s2, v3
	.loc	0 31 56                         ; lds_kernels.hip:31:56
	v_mad_u32_u24 v5, v0, s2, v5
	.loc	0 31 45 is_stmt 0               ; lds_kernels.hip:31:45
	v_add3_u32 v0, s7, v0, v4
	.loc	0 31 3                          ; lds_kernels.hip:31:3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s0, v0
	.loc	0 29 22 is_stmt 1               ; lds_kernels.hip:29:22
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v2
	.loc	0 30 3                          ; lds_kernels.hip:30:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 31 56                         ; lds_kernels.hip:31:56
	ds_read_b32 v2, v5
	.loc	0 31 3 is_stmt 0                ; lds_kernels.hip:31:3
	v_mov_b32_e32 v3, s1
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	.loc	0 31 54                         ; lds_kernels.hip:31:54
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	0 32 1 is_stmt 1                ; lds_kernels.hip:32:1
	s_endpgm
.Ltmp2:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11transpose16PfPKfi
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	_Z11transpose16PfPKfi, .Lfunc_end2-_Z11transpose16PfPKfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 196
; NumSgprs: 13
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 6
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z9reduce256PfPKf       ; -- Begin function _Z9reduce256PfPKf
	.globl	_Z9reduce256PfPKf
	.p2align	8
	.type	_Z9reduce256PfPKf,@function
_Z9reduce256PfPKf:                      ; @_Z9reduce256PfPKf
.Lfunc_begin3:
	.cfi_startproc
; %bb.0:
	.loc	0 37 11 prologue_end            ; lds_kernels.hip:37:11
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 38 25                         ; lds_kernels.hip:38:25
	v_lshl_or_b32 v1, s6, 8, v0
	.loc	0 38 10 is_stmt 0               ; lds_kernels.hip:38:10
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v2, v[1:2], off
	s_movk_i32 s2, 0x80
	.loc	0 38 3                          ; lds_kernels.hip:38:3
	v_lshlrev_b32_e32 v1, 2, v0
	.loc	0 41 11 is_stmt 1               ; lds_kernels.hip:41:11
	v_cmp_gt_u32_e32 vcc, s2, v0
	.loc	0 38 8                          ; lds_kernels.hip:38:8
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	.loc	0 39 3                          ; lds_kernels.hip:39:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 41 9                          ; lds_kernels.hip:41:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	.loc	0 41 24 is_stmt 0               ; lds_kernels.hip:41:24
	ds_read2st64_b32 v[2:3], v1 offset1:2
	.loc	0 41 21                         ; lds_kernels.hip:41:21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB3_2:
	.loc	0 0 21                          ; lds_kernels.hip:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	0 41 11                         ; lds_kernels.hip:41:11
	v_cmp_gt_u32_e32 vcc, 64, v0
	.loc	0 42 5 is_stmt 1                ; lds_kernels.hip:42:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 41 9                          ; lds_kernels.hip:41:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_4
; %bb.3:
	.loc	0 41 24 is_stmt 0               ; lds_kernels.hip:41:24
	ds_read2st64_b32 v[2:3], v1 offset1:1
	.loc	0 41 21                         ; lds_kernels.hip:41:21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB3_4:
	.loc	0 0 21                          ; lds_kernels.hip:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	0 41 11                         ; lds_kernels.hip:41:11
	v_cmp_gt_u32_e32 vcc, 32, v0
	.loc	0 42 5 is_stmt 1                ; lds_kernels.hip:42:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 41 9                          ; lds_kernels.hip:41:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_6
; %bb.5:
	.loc	0 41 24 is_stmt 0               ; lds_kernels.hip:41:24
	ds_read2_b32 v[2:3], v1 offset1:32
	.loc	0 41 21                         ; lds_kernels.hip:41:21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB3_6:
	.loc	0 0 21                          ; lds_kernels.hip:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	0 41 11                         ; lds_kernels.hip:41:11
	v_cmp_gt_u32_e32 vcc, 16, v0
	.loc	0 42 5 is_stmt 1                ; lds_kernels.hip:42:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 41 9                          ; lds_kernels.hip:41:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_8
; %bb.7:
	.loc	0 41 24 is_stmt 0               ; lds_kernels.hip:41:24
	ds_read2_b32 v[2:3], v1 offset1:16
	.loc	0 41 21                         ; lds_kernels.hip:41:21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB3_8:
	.loc	0 0 21                          ; lds_kernels.hip:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	0 41 11                         ; lds_kernels.hip:41:11
	v_cmp_gt_u32_e32 vcc, 8, v0
	.loc	0 42 5 is_stmt 1                ; lds_kernels.hip:42:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 41 9                          ; lds_kernels.hip:41:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_10
; %bb.9:
	.loc	0 41 21 is_stmt 0               ; lds_kernels.hip:41:21
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB3_10:
	.loc	0 0 21                          ; lds_kernels.hip:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	0 41 11                         ; lds_kernels.hip:41:11
	v_cmp_gt_u32_e32 vcc, 4, v0
	.loc	0 42 5 is_stmt 1                ; lds_kernels.hip:42:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 41 9                          ; lds_kernels.hip:41:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_12
; %bb.11:
	.loc	0 41 21 is_stmt 0               ; lds_kernels.hip:41:21
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB3_12:
	.loc	0 0 21                          ; lds_kernels.hip:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	0 41 11                         ; lds_kernels.hip:41:11
	v_cmp_gt_u32_e32 vcc, 2, v0
	.loc	0 42 5 is_stmt 1                ; lds_kernels.hip:42:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 41 9                          ; lds_kernels.hip:41:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_14
; %bb.13:
	.loc	0 41 21 is_stmt 0               ; lds_kernels.hip:41:21
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB3_14:
	.loc	0 0 21                          ; lds_kernels.hip:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	0 41 11                         ; lds_kernels.hip:41:11
	v_cmp_eq_u32_e32 vcc, 0, v0
	.loc	0 42 5 is_stmt 1                ; lds_kernels.hip:42:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 41 9                          ; lds_kernels.hip:41:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_16
; %bb.15:
	.loc	0 0 9 is_stmt 0                 ; lds_kernels.hip:0:9
	v_mov_b32_e32 v0, 0
	.loc	0 41 24                         ; lds_kernels.hip:41:24
	ds_read_b32 v0, v0 offset:4
	.loc	0 41 21                         ; lds_kernels.hip:41:21
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_write_b32 v1, v0
.LBB3_16:
	.loc	0 0 21                          ; lds_kernels.hip:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	0 42 5 is_stmt 1                ; lds_kernels.hip:42:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 44 7                          ; lds_kernels.hip:44:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_18
; %bb.17:
	.loc	0 0 7 is_stmt 0                 ; lds_kernels.hip:0:7
	v_mov_b32_e32 v0, 0
	.loc	0 44 28                         ; lds_kernels.hip:44:28
	ds_read_b32 v1, v0
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[2:3], s[6:7], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	.loc	0 44 26                         ; lds_kernels.hip:44:26
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB3_18:
	.loc	0 45 1 is_stmt 1                ; lds_kernels.hip:45:1
	s_endpgm
.Ltmp3:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9reduce256PfPKf
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	_Z9reduce256PfPKf, .Lfunc_end3-_Z9reduce256PfPKf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 528
; NumSgprs: 12
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z10reduce1024PfPKfi    ; -- Begin function _Z10reduce1024PfPKfi
	.globl	_Z10reduce1024PfPKfi
	.p2align	8
	.type	_Z10reduce1024PfPKfi,@function
_Z10reduce1024PfPKfi:                   ; @_Z10reduce1024PfPKfi
.Lfunc_begin4:
	.cfi_startproc
; %bb.0:
	.loc	0 50 11 prologue_end            ; lds_kernels.hip:50:11
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	.loc	0 51 26                         ; lds_kernels.hip:51:26
	v_lshl_or_b32 v1, s6, 10, v0
	.loc	0 51 10 is_stmt 0               ; lds_kernels.hip:51:10
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v2, v[1:2], off
	s_sub_i32 s2, 10, s7
	s_lshl_b32 s4, 1, s2
	.loc	0 51 3                          ; lds_kernels.hip:51:3
	v_lshlrev_b32_e32 v1, 2, v0
	.loc	0 53 23 is_stmt 1               ; lds_kernels.hip:53:23
	s_cmpk_gt_i32 s4, 0x200
	s_movk_i32 s5, 0x200
	.loc	0 51 8                          ; lds_kernels.hip:51:8
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	.loc	0 52 3                          ; lds_kernels.hip:52:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 53 3                          ; lds_kernels.hip:53:3
	s_cbranch_scc0 .LBB4_5
.LBB4_1:
	.loc	0 57 9                          ; lds_kernels.hip:57:9
	v_cmp_gt_u32_e32 vcc, 32, v0
	.loc	0 57 7 is_stmt 0                ; lds_kernels.hip:57:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_3
; %bb.2:
	.loc	0 0 7                           ; lds_kernels.hip:0:7
	v_lshl_or_b32 v2, s6, 5, v0
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	0 57 37                         ; lds_kernels.hip:57:37
	ds_read_b32 v5, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v4, v3, vcc
	.loc	0 57 35                         ; lds_kernels.hip:57:35
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v5, off
.LBB4_3:
	.loc	0 58 1 is_stmt 1                ; lds_kernels.hip:58:1
	s_endpgm
.LBB4_4:                                ;   in Loop: Header=BB4_5 Depth=1
	.loc	0 0 1 is_stmt 0                 ; lds_kernels.hip:0:1
	s_or_b64 exec, exec, s[2:3]
	.loc	0 53 50 is_stmt 1               ; lds_kernels.hip:53:50
	s_lshr_b32 s5, s5, 1
	.loc	0 53 23 is_stmt 0               ; lds_kernels.hip:53:23
	s_cmp_lt_i32 s5, s4
	.loc	0 55 5 is_stmt 1                ; lds_kernels.hip:55:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 53 3                          ; lds_kernels.hip:53:3
	s_cbranch_scc1 .LBB4_1
.LBB4_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 54 11                         ; lds_kernels.hip:54:11
	v_cmp_gt_u32_e32 vcc, s5, v0
	.loc	0 54 9 is_stmt 0                ; lds_kernels.hip:54:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_4
; %bb.6:                                ;   in Loop: Header=BB4_5 Depth=1
	.loc	0 0 9                           ; lds_kernels.hip:0:9
	v_xor_b32_e32 v2, s5, v0
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 54 24                         ; lds_kernels.hip:54:24
	ds_read_b32 v2, v2
	.loc	0 54 21                         ; lds_kernels.hip:54:21
	ds_read_b32 v3, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	ds_write_b32 v1, v2
	s_branch .LBB4_4
.Ltmp4:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10reduce1024PfPKfi
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	_Z10reduce1024PfPKfi, .Lfunc_end4-_Z10reduce1024PfPKfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 252
; NumSgprs: 12
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z6gemm16PfPKfS1_i      ; -- Begin function _Z6gemm16PfPKfS1_i
	.globl	_Z6gemm16PfPKfS1_i
	.p2align	8
	.type	_Z6gemm16PfPKfS1_i,@function
_Z6gemm16PfPKfS1_i:                     ; @_Z6gemm16PfPKfS1_i
.Lfunc_begin5:
	.cfi_startproc
; %bb.0:
	.loc	0 64 12 prologue_end is_stmt 1  ; lds_kernels.hip:64:12
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	.loc	0 65 24                         ; lds_kernels.hip:65:24
	v_lshl_add_u32 v2, s7, 4, v1
	.loc	0 65 42 is_stmt 0               ; lds_kernels.hip:65:42
	s_lshl_b32 s4, s6, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, v2, s10
	.loc	0 67 23 is_stmt 1               ; lds_kernels.hip:67:23
	s_cmp_lt_i32 s10, 1
	.loc	0 67 3 is_stmt 0                ; lds_kernels.hip:67:3
	s_cbranch_scc1 .LBB5_3
; %bb.1:
	.loc	0 0 3                           ; lds_kernels.hip:0:3
	v_lshlrev_b32_e32 v5, 6, v1
	.loc	0 67 3                          ; lds_kernels.hip:67:3
	v_mul_lo_u32 v1, v1, s10
	v_lshlrev_b32_e32 v2, 2, v0
	v_or_b32_e32 v7, 0x400, v2
	v_add_u32_e32 v6, v5, v2
	v_add_u32_e32 v8, v7, v5
	v_add3_u32 v1, v0, v1, s4
	s_lshl_b32 s5, s10, 4
	v_add_u32_e32 v9, v0, v3
	s_mov_b32 s6, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v10, s3
	v_mov_b32_e32 v11, s9
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 69 18 is_stmt 1               ; lds_kernels.hip:69:18
	v_ashrrev_i32_e32 v2, 31, v1
	.loc	0 68 18                         ; lds_kernels.hip:68:18
	v_add_u32_e32 v12, s6, v9
	.loc	0 69 18                         ; lds_kernels.hip:69:18
	v_lshlrev_b64 v[14:15], 2, v[1:2]
	.loc	0 68 18                         ; lds_kernels.hip:68:18
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	.loc	0 69 18                         ; lds_kernels.hip:69:18
	v_add_co_u32_e32 v14, vcc, s8, v14
	v_addc_co_u32_e32 v15, vcc, v11, v15, vcc
	.loc	0 68 18                         ; lds_kernels.hip:68:18
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_addc_co_u32_e32 v13, vcc, v10, v13, vcc
	.loc	0 69 18                         ; lds_kernels.hip:69:18
	global_load_dword v2, v[14:15], off
	.loc	0 68 18                         ; lds_kernels.hip:68:18
	global_load_dword v16, v[12:13], off
	.loc	0 67 31                         ; lds_kernels.hip:67:31
	s_add_i32 s6, s6, 16
	.loc	0 67 23 is_stmt 0               ; lds_kernels.hip:67:23
	v_add_u32_e32 v1, s5, v1
	s_cmp_ge_i32 s6, s10
	.loc	0 69 16 is_stmt 1               ; lds_kernels.hip:69:16
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v2
	.loc	0 68 16                         ; lds_kernels.hip:68:16
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v16
	.loc	0 70 5                          ; lds_kernels.hip:70:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 71 53                         ; lds_kernels.hip:71:53
	ds_read2_b32 v[20:21], v7 offset1:16
	.loc	0 71 41 is_stmt 0               ; lds_kernels.hip:71:41
	ds_read_b128 v[12:15], v5
	ds_read_b128 v[16:19], v5 offset:16
	.loc	0 71 38                         ; lds_kernels.hip:71:38
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v4, v12, v20
	v_fmac_f32_e32 v4, v13, v21
	.loc	0 71 53                         ; lds_kernels.hip:71:53
	ds_read2_b32 v[12:13], v7 offset0:32 offset1:48
	.loc	0 71 38                         ; lds_kernels.hip:71:38
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v4, v14, v12
	v_fmac_f32_e32 v4, v15, v13
	.loc	0 71 53                         ; lds_kernels.hip:71:53
	ds_read2_b32 v[12:13], v7 offset0:64 offset1:80
	ds_read2_b32 v[14:15], v7 offset0:96 offset1:112
	ds_read2_b32 v[20:21], v7 offset0:128 offset1:144
	.loc	0 71 38                         ; lds_kernels.hip:71:38
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v4, v16, v12
	v_fmac_f32_e32 v4, v17, v13
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v4, v18, v14
	v_fmac_f32_e32 v4, v19, v15
	.loc	0 71 41                         ; lds_kernels.hip:71:41
	ds_read_b128 v[12:15], v5 offset:32
	ds_read_b128 v[16:19], v5 offset:48
	.loc	0 71 38                         ; lds_kernels.hip:71:38
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v4, v12, v20
	v_fmac_f32_e32 v4, v13, v21
	.loc	0 71 53                         ; lds_kernels.hip:71:53
	ds_read2_b32 v[12:13], v7 offset0:160 offset1:176
	.loc	0 71 38                         ; lds_kernels.hip:71:38
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v4, v14, v12
	v_fmac_f32_e32 v4, v15, v13
	.loc	0 71 53                         ; lds_kernels.hip:71:53
	ds_read2_b32 v[12:13], v7 offset0:192 offset1:208
	ds_read2_b32 v[14:15], v7 offset0:224 offset1:240
	.loc	0 72 5 is_stmt 1                ; lds_kernels.hip:72:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 71 38                         ; lds_kernels.hip:71:38
	v_fmac_f32_e32 v4, v16, v12
	v_fmac_f32_e32 v4, v17, v13
	v_fmac_f32_e32 v4, v18, v14
	v_fmac_f32_e32 v4, v19, v15
	.loc	0 67 3                          ; lds_kernels.hip:67:3
	s_cbranch_scc0 .LBB5_2
	s_branch .LBB5_4
.LBB5_3:
	.loc	0 0 3 is_stmt 0                 ; lds_kernels.hip:0:3
	v_mov_b32_e32 v4, 0
.LBB5_4:
	.loc	0 74 13 is_stmt 1               ; lds_kernels.hip:74:13
	v_add3_u32 v0, s4, v0, v3
	.loc	0 74 3 is_stmt 0                ; lds_kernels.hip:74:3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	0 74 20                         ; lds_kernels.hip:74:20
	global_store_dword v[0:1], v4, off
	.loc	0 75 1 is_stmt 1                ; lds_kernels.hip:75:1
	s_endpgm
.Ltmp5:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6gemm16PfPKfS1_i
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end5:
	.size	_Z6gemm16PfPKfS1_i, .Lfunc_end5-_Z6gemm16PfPKfS1_i
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 15
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 22
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z8stride33Pf           ; -- Begin function _Z8stride33Pf
	.globl	_Z8stride33Pf
	.p2align	8
	.type	_Z8stride33Pf,@function
_Z8stride33Pf:                          ; @_Z8stride33Pf
.Lfunc_begin6:
	.cfi_startproc
; %bb.0:
	.loc	0 81 7 prologue_end             ; lds_kernels.hip:81:7
	v_mul_u32_u24_e32 v2, 33, v0
	.loc	0 81 22 is_stmt 0               ; lds_kernels.hip:81:22
	v_cvt_f32_ubyte0_e32 v1, v0
	.loc	0 81 3                          ; lds_kernels.hip:81:3
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 81 13                         ; lds_kernels.hip:81:13
	ds_write_b32 v2, v1
	.loc	0 83 12 is_stmt 1               ; lds_kernels.hip:83:12
	v_lshlrev_b32_e32 v1, 3, v0
	v_and_b32_e32 v1, 0xf8, v1
	.loc	0 80 11                         ; lds_kernels.hip:80:11
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	0 82 3                          ; lds_kernels.hip:82:3
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_waitcnt lgkmcnt(0)
	.loc	0 83 12                         ; lds_kernels.hip:83:12
	ds_read_b32 v1, v1
	.loc	0 83 3 is_stmt 0                ; lds_kernels.hip:83:3
	v_lshlrev_b32_e32 v0, 2, v0
	.loc	0 83 10                         ; lds_kernels.hip:83:10
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	.loc	0 84 1 is_stmt 1                ; lds_kernels.hip:84:1
	s_endpgm
.Ltmp6:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8stride33Pf
		.amdhsa_group_segment_fixed_size 8448
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end6:
	.size	_Z8stride33Pf, .Lfunc_end6-_Z8stride33Pf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; NumSgprs: 10
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8448 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 3
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z6widthsPdPsPci        ; -- Begin function _Z6widthsPdPsPci
	.globl	_Z6widthsPdPsPci
	.p2align	8
	.type	_Z6widthsPdPsPci,@function
_Z6widthsPdPsPci:                       ; @_Z6widthsPdPsPci
.Lfunc_begin7:
	.cfi_startproc
; %bb.0:
	.loc	0 92 22 prologue_end            ; lds_kernels.hip:92:22
	v_cvt_f64_u32_e32 v[1:2], v0
	.loc	0 92 3 is_stmt 0                ; lds_kernels.hip:92:3
	v_lshlrev_b32_e32 v4, 4, v0
	.loc	0 91 11 is_stmt 1               ; lds_kernels.hip:91:11
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	.loc	0 92 7                          ; lds_kernels.hip:92:7
	v_lshlrev_b32_e32 v3, 1, v0
	.loc	0 92 12 is_stmt 0               ; lds_kernels.hip:92:12
	ds_write_b64 v4, v[1:2]
	.loc	0 93 8 is_stmt 1                ; lds_kernels.hip:93:8
	ds_write_b16 v3, v0 offset:4096
	.loc	0 94 8                          ; lds_kernels.hip:94:8
	v_mul_u32_u24_e32 v1, 3, v0
	.loc	0 94 13 is_stmt 0               ; lds_kernels.hip:94:13
	ds_write_b8 v1, v0 offset:5120
	.loc	0 96 16 is_stmt 1               ; lds_kernels.hip:96:16
	v_add_u32_e32 v1, 1, v0
	.loc	0 96 11 is_stmt 0               ; lds_kernels.hip:96:11
	v_mov_b32_e32 v2, 3
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 97 15 is_stmt 1               ; lds_kernels.hip:97:15
	v_xor_b32_e32 v2, 1, v0
	.loc	0 97 11 is_stmt 0               ; lds_kernels.hip:97:11
	v_lshlrev_b32_e32 v4, 1, v2
	.loc	0 95 3 is_stmt 1                ; lds_kernels.hip:95:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 96 11                         ; lds_kernels.hip:96:11
	ds_read_b64 v[1:2], v1
	.loc	0 97 11                         ; lds_kernels.hip:97:11
	ds_read_u16 v4, v4 offset:4096
	.loc	0 98 11                         ; lds_kernels.hip:98:11
	ds_read_u8 v5, v0 offset:5121
	.loc	0 96 3                          ; lds_kernels.hip:96:3
	v_lshlrev_b32_e32 v6, 3, v0
	.loc	0 96 9 is_stmt 0                ; lds_kernels.hip:96:9
	s_waitcnt lgkmcnt(2)
	global_store_dwordx2 v6, v[1:2], s[0:1]
	.loc	0 97 9 is_stmt 1                ; lds_kernels.hip:97:9
	s_waitcnt lgkmcnt(1)
	global_store_short v3, v4, s[2:3]
	.loc	0 98 9                          ; lds_kernels.hip:98:9
	s_waitcnt lgkmcnt(0)
	global_store_byte v0, v5, s[6:7]
	.loc	0 99 1                          ; lds_kernels.hip:99:1
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6widthsPdPsPci
		.amdhsa_group_segment_fixed_size 6144
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end7:
	.size	_Z6widthsPdPsPci, .Lfunc_end7-_Z6widthsPdPsPci
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; NumSgprs: 12
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 6144 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 7
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z7vectorsPDv4_fPDv2_f  ; -- Begin function _Z7vectorsPDv4_fPDv2_f
	.globl	_Z7vectorsPDv4_fPDv2_f
	.p2align	8
	.type	_Z7vectorsPDv4_fPDv2_f,@function
_Z7vectorsPDv4_fPDv2_f:                 ; @_Z7vectorsPDv4_fPDv2_f
.Lfunc_begin8:
	.cfi_startproc
; %bb.0:
	.loc	0 106 39 prologue_end           ; lds_kernels.hip:106:39
	v_cvt_f32_ubyte0_e32 v4, v0
	.loc	0 107 3                         ; lds_kernels.hip:107:3
	v_lshlrev_b32_e32 v7, 4, v0
	.loc	0 107 9 is_stmt 0               ; lds_kernels.hip:107:9
	v_mov_b32_e32 v1, 1.0
	v_mov_b32_e32 v2, 2.0
	v_mov_b32_e32 v3, 0x40400000
	ds_write_b128 v7, v[1:4]
	.loc	0 108 9 is_stmt 1               ; lds_kernels.hip:108:9
	v_mul_u32_u24_e32 v3, 5, v0
	.loc	0 108 3 is_stmt 0               ; lds_kernels.hip:108:3
	v_mov_b32_e32 v4, 3
	v_lshlrev_b32_sdwa v3, v4, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 108 21                        ; lds_kernels.hip:108:21
	ds_write_b64 v3, v[1:2] offset:4096
	.loc	0 110 11 is_stmt 1              ; lds_kernels.hip:110:11
	v_lshlrev_b32_e32 v1, 7, v0
	.loc	0 111 16                        ; lds_kernels.hip:111:16
	v_xor_b32_e32 v2, 16, v0
	.loc	0 110 11                        ; lds_kernels.hip:110:11
	v_and_b32_e32 v1, 0xf80, v1
	.loc	0 111 11                        ; lds_kernels.hip:111:11
	v_lshlrev_b32_e32 v5, 3, v2
	.loc	0 105 11                        ; lds_kernels.hip:105:11
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 109 3                         ; lds_kernels.hip:109:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 110 11                        ; lds_kernels.hip:110:11
	ds_read_b128 v[1:4], v1
	.loc	0 111 11                        ; lds_kernels.hip:111:11
	ds_read_b64 v[5:6], v5 offset:4096
	.loc	0 110 17                        ; lds_kernels.hip:110:17
	v_lshlrev_b32_e32 v0, 3, v0
	.loc	0 110 9 is_stmt 0               ; lds_kernels.hip:110:9
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v7, v[1:4], s[0:1]
	.loc	0 111 9 is_stmt 1               ; lds_kernels.hip:111:9
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v0, v[5:6], s[2:3]
	.loc	0 112 1                         ; lds_kernels.hip:112:1
	s_endpgm
.Ltmp8:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7vectorsPDv4_fPDv2_f
		.amdhsa_group_segment_fixed_size 6144
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end8:
	.size	_Z7vectorsPDv4_fPDv2_f, .Lfunc_end8-_Z7vectorsPDv4_fPDv2_f
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 140
; NumSgprs: 10
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 6144 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z7narrow8PfPKf         ; -- Begin function _Z7narrow8PfPKf
	.globl	_Z7narrow8PfPKf
	.p2align	8
	.type	_Z7narrow8PfPKf,@function
_Z7narrow8PfPKf:                        ; @_Z7narrow8PfPKf
.Lfunc_begin9:
	.cfi_startproc
; %bb.0:
	.loc	0 117 27 prologue_end           ; lds_kernels.hip:117:27
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 117 33 is_stmt 0              ; lds_kernels.hip:117:33
	v_lshlrev_b32_e32 v2, 3, v1
	.loc	0 117 24                        ; lds_kernels.hip:117:24
	v_add_lshl_u32 v2, v2, v0, 2
	.loc	0 119 41 is_stmt 1              ; lds_kernels.hip:119:41
	v_add_u32_e32 v4, v1, v0
	.loc	0 117 3                         ; lds_kernels.hip:117:3
	v_lshlrev_b32_e32 v3, 2, v0
	.loc	0 117 24 is_stmt 0              ; lds_kernels.hip:117:24
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v2, s[2:3]
	.loc	0 119 50 is_stmt 1              ; lds_kernels.hip:119:50
	v_and_b32_e32 v5, 31, v4
	.loc	0 117 3                         ; lds_kernels.hip:117:3
	v_lshl_add_u32 v1, v1, 5, v3
	.loc	0 119 29                        ; lds_kernels.hip:119:29
	v_lshl_add_u32 v3, v5, 5, v3
	.loc	0 119 18 is_stmt 0              ; lds_kernels.hip:119:18
	v_mul_u32_u24_e32 v0, 31, v0
	.loc	0 119 3                         ; lds_kernels.hip:119:3
	v_add_lshl_u32 v0, v4, v0, 2
	.loc	0 117 22 is_stmt 1              ; lds_kernels.hip:117:22
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	.loc	0 118 3                         ; lds_kernels.hip:118:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 119 29                        ; lds_kernels.hip:119:29
	ds_read_b32 v1, v3
	.loc	0 119 27 is_stmt 0              ; lds_kernels.hip:119:27
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	.loc	0 120 1 is_stmt 1               ; lds_kernels.hip:120:1
	s_endpgm
.Ltmp9:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7narrow8PfPKf
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end9:
	.size	_Z7narrow8PfPKf, .Lfunc_end9-_Z7narrow8PfPKf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; NumSgprs: 10
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 6
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z4cubePf               ; -- Begin function _Z4cubePf
	.globl	_Z4cubePf
	.p2align	8
	.type	_Z4cubePf,@function
_Z4cubePf:                              ; @_Z4cubePf
.Lfunc_begin10:
	.cfi_startproc
; %bb.0:
	.loc	0 125 42 prologue_end           ; lds_kernels.hip:125:42
	v_add_u32_e32 v3, v0, v1
	.loc	0 125 3 is_stmt 0               ; lds_kernels.hip:125:3
	v_lshlrev_b32_e32 v5, 2, v0
	v_mul_u32_u24_e32 v6, 36, v1
	v_mul_u32_u24_e32 v7, 0x90, v2
	.loc	0 125 35                        ; lds_kernels.hip:125:35
	v_cvt_f32_ubyte0_e32 v4, v3
	.loc	0 125 3                         ; lds_kernels.hip:125:3
	v_add3_u32 v5, v7, v6, v5
	.loc	0 127 49 is_stmt 1              ; lds_kernels.hip:127:49
	v_and_b32_e32 v0, 3, v0
	.loc	0 125 26                        ; lds_kernels.hip:125:26
	ds_write_b32 v5, v4
	.loc	0 127 41                        ; lds_kernels.hip:127:41
	v_lshlrev_b32_e32 v4, 2, v1
	v_mul_u32_u24_e32 v5, 36, v2
	v_mul_u32_u24_e32 v0, 0x90, v0
	v_add3_u32 v0, v0, v5, v4
	.loc	0 125 36                        ; lds_kernels.hip:125:36
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	0 126 3                         ; lds_kernels.hip:126:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 127 41                        ; lds_kernels.hip:127:41
	ds_read_b32 v0, v0
	.loc	0 127 13 is_stmt 0              ; lds_kernels.hip:127:13
	v_lshlrev_b32_e32 v2, 5, v2
	.loc	0 127 18                        ; lds_kernels.hip:127:18
	v_mad_u32_u24 v1, v1, 7, v3
	.loc	0 127 3                         ; lds_kernels.hip:127:3
	v_add_lshl_u32 v1, v1, v2, 2
	.loc	0 127 39                        ; lds_kernels.hip:127:39
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[0:1]
	.loc	0 128 1 is_stmt 1               ; lds_kernels.hip:128:1
	s_endpgm
.Ltmp10:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z4cubePf
		.amdhsa_group_segment_fixed_size 576
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end10:
	.size	_Z4cubePf, .Lfunc_end10-_Z4cubePf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; NumSgprs: 10
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 576 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	_Z6xorswzPfPKf          ; -- Begin function _Z6xorswzPfPKf
	.globl	_Z6xorswzPfPKf
	.p2align	8
	.type	_Z6xorswzPfPKf,@function
_Z6xorswzPfPKf:                         ; @_Z6xorswzPfPKf
.Lfunc_begin11:
	.cfi_startproc
; %bb.0:
	.loc	0 133 11 prologue_end           ; lds_kernels.hip:133:11
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 134 83                        ; lds_kernels.hip:134:83
	v_lshlrev_b32_e32 v2, 5, v1
	.loc	0 134 78 is_stmt 0              ; lds_kernels.hip:134:78
	v_add_u32_e32 v4, 8, v1
	v_add_u32_e32 v7, 16, v1
	v_add_u32_e32 v10, 24, v1
	.loc	0 134 72                        ; lds_kernels.hip:134:72
	v_add_lshl_u32 v3, v2, v0, 2
	.loc	0 134 83                        ; lds_kernels.hip:134:83
	v_lshlrev_b32_e32 v5, 5, v4
	v_lshlrev_b32_e32 v8, 5, v7
	v_lshlrev_b32_e32 v11, 5, v10
	.loc	0 134 72                        ; lds_kernels.hip:134:72
	v_add_lshl_u32 v6, v5, v0, 2
	v_add_lshl_u32 v9, v8, v0, 2
	v_add_lshl_u32 v12, v11, v0, 2
	s_waitcnt lgkmcnt(0)
	global_load_dword v13, v3, s[2:3]
	global_load_dword v14, v6, s[2:3]
	global_load_dword v15, v9, s[2:3]
	global_load_dword v16, v12, s[2:3]
	.loc	0 134 58                        ; lds_kernels.hip:134:58
	v_xor_b32_e32 v1, v1, v0
	v_lshlrev_b32_e32 v17, 5, v0
	v_xor_b32_e32 v4, v4, v0
	v_xor_b32_e32 v7, v7, v0
	v_xor_b32_e32 v0, v10, v0
	.loc	0 134 35                        ; lds_kernels.hip:134:35
	v_add_lshl_u32 v2, v2, v1, 2
	.loc	0 136 59 is_stmt 1              ; lds_kernels.hip:136:59
	v_add_lshl_u32 v1, v1, v17, 2
	.loc	0 134 35                        ; lds_kernels.hip:134:35
	v_add_lshl_u32 v5, v5, v4, 2
	v_add_lshl_u32 v10, v11, v0, 2
	.loc	0 136 59                        ; lds_kernels.hip:136:59
	v_add_lshl_u32 v4, v4, v17, 2
	v_add_lshl_u32 v0, v0, v17, 2
	.loc	0 134 35                        ; lds_kernels.hip:134:35
	v_add_lshl_u32 v8, v8, v7, 2
	.loc	0 136 59                        ; lds_kernels.hip:136:59
	v_add_lshl_u32 v7, v7, v17, 2
	.loc	0 134 70                        ; lds_kernels.hip:134:70
	s_waitcnt vmcnt(3)
	ds_write_b32 v2, v13
	s_waitcnt vmcnt(2)
	ds_write_b32 v5, v14
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v15
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v16
	.loc	0 135 3                         ; lds_kernels.hip:135:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 136 59                        ; lds_kernels.hip:136:59
	ds_read_b32 v1, v1
	ds_read_b32 v2, v4
	ds_read_b32 v4, v7
	ds_read_b32 v0, v0
	.loc	0 136 57 is_stmt 0              ; lds_kernels.hip:136:57
	s_waitcnt lgkmcnt(3)
	global_store_dword v3, v1, s[0:1]
	s_waitcnt lgkmcnt(2)
	global_store_dword v6, v2, s[0:1]
	s_waitcnt lgkmcnt(1)
	global_store_dword v9, v4, s[0:1]
	s_waitcnt lgkmcnt(0)
	global_store_dword v12, v0, s[0:1]
	.loc	0 137 1 is_stmt 1               ; lds_kernels.hip:137:1
	s_endpgm
.Ltmp11:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6xorswzPfPKf
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end11:
	.size	_Z6xorswzPfPKf, .Lfunc_end11-_Z6xorswzPfPKf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 328
; NumSgprs: 10
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 18
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z6waveidPf             ; -- Begin function _Z6waveidPf
	.globl	_Z6waveidPf
	.p2align	8
	.type	_Z6waveidPf,@function
_Z6waveidPf:                            ; @_Z6waveidPf
.Lfunc_begin12:
	.cfi_startproc
; %bb.0:
	.loc	0 142 48 prologue_end           ; lds_kernels.hip:142:48
	v_lshrrev_b32_e32 v1, 6, v0
	.loc	0 142 11 is_stmt 0              ; lds_kernels.hip:142:11
	v_readfirstlane_b32 s2, v1
	.loc	0 143 44 is_stmt 1              ; lds_kernels.hip:143:44
	v_mbcnt_lo_u32_b32 v1, -1, 0
	.loc	0 143 14 is_stmt 0              ; lds_kernels.hip:143:14
	v_mbcnt_hi_u32_b32 v1, -1, v1
	.loc	0 144 3 is_stmt 1               ; lds_kernels.hip:144:3
	s_mul_i32 s3, s2, 0x104
	s_sub_i32 s2, 0, s2
	.loc	0 144 23 is_stmt 0              ; lds_kernels.hip:144:23
	v_cvt_f32_ubyte0_e32 v2, v1
	.loc	0 144 3                         ; lds_kernels.hip:144:3
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 146 16 is_stmt 1              ; lds_kernels.hip:146:16
	s_mulk_i32 s2, 0x104
	.loc	0 144 3                         ; lds_kernels.hip:144:3
	v_add_u32_e32 v3, s3, v1
	.loc	0 146 16                        ; lds_kernels.hip:146:16
	v_sub_u32_e32 v1, s2, v1
	.loc	0 142 42                        ; lds_kernels.hip:142:42
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	0 144 14                        ; lds_kernels.hip:144:14
	ds_write_b32 v3, v2
	.loc	0 145 3                         ; lds_kernels.hip:145:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 146 16                        ; lds_kernels.hip:146:16
	ds_read_b32 v1, v1 offset:1032
	.loc	0 146 3 is_stmt 0               ; lds_kernels.hip:146:3
	v_lshlrev_b32_e32 v0, 2, v0
	.loc	0 146 14                        ; lds_kernels.hip:146:14
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	.loc	0 147 1 is_stmt 1               ; lds_kernels.hip:147:1
	s_endpgm
.Ltmp12:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6waveidPf
		.amdhsa_group_segment_fixed_size 1040
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end12:
	.size	_Z6waveidPf, .Lfunc_end12-_Z6waveidPf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 108
; NumSgprs: 10
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1040 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z8exchangePii          ; -- Begin function _Z8exchangePii
	.globl	_Z8exchangePii
	.p2align	8
	.type	_Z8exchangePii,@function
_Z8exchangePii:                         ; @_Z8exchangePii
.Lfunc_begin13:
	.cfi_startproc
; %bb.0:
	.loc	0 152 55 prologue_end           ; lds_kernels.hip:152:55
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v2, 4, v1
	v_and_b32_e32 v2, 0xfc, v2
	.loc	0 152 11 is_stmt 0              ; lds_kernels.hip:152:11
	ds_bpermute_b32 v0, v2, v0
	.loc	0 151 11 is_stmt 1              ; lds_kernels.hip:151:11
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	0 153 11                        ; lds_kernels.hip:153:11
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v2, v0 offset:swizzle(SWAP,1)
	.loc	0 154 14                        ; lds_kernels.hip:154:14
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v2, v0
	.loc	0 154 10 is_stmt 0              ; lds_kernels.hip:154:10
	global_store_dword v1, v0, s[0:1]
	.loc	0 155 1 is_stmt 1               ; lds_kernels.hip:155:1
	s_endpgm
.Ltmp13:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8exchangePii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end13:
	.size	_Z8exchangePii, .Lfunc_end13-_Z8exchangePii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
; NumSgprs: 10
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 3
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z7atomicsPiPKi         ; -- Begin function _Z7atomicsPiPKi
	.globl	_Z7atomicsPiPKi
	.p2align	8
	.type	_Z7atomicsPiPKi,@function
_Z7atomicsPiPKi:                        ; @_Z7atomicsPiPKi
.Lfunc_begin14:
	.cfi_startproc
; %bb.0:
	.loc	0 161 9 prologue_end            ; lds_kernels.hip:161:9
	v_cmp_gt_u32_e32 vcc, 64, v0
	v_lshlrev_b32_e32 v1, 2, v0
	.loc	0 161 7 is_stmt 0               ; lds_kernels.hip:161:7
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB14_2
; %bb.1:
	.loc	0 0 7                           ; lds_kernels.hip:0:7
	v_mov_b32_e32 v2, 0
	.loc	0 161 23                        ; lds_kernels.hip:161:23
	ds_write_b32 v1, v2
.LBB14_2:
	.loc	0 0 23                          ; lds_kernels.hip:0:23
	s_or_b64 exec, exec, s[0:1]
	.loc	0 160 11 is_stmt 1              ; lds_kernels.hip:160:11
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 163 34                        ; lds_kernels.hip:163:34
	v_and_b32_e32 v0, 63, v0
	.loc	0 163 27 is_stmt 0              ; lds_kernels.hip:163:27
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v2, 1
	.loc	0 162 3 is_stmt 1               ; lds_kernels.hip:162:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 163 3                         ; lds_kernels.hip:163:3
	ds_add_u32 v0, v2
	.loc	0 164 32                        ; lds_kernels.hip:164:32
	global_load_dword v0, v1, s[2:3]
	.loc	0 164 38 is_stmt 0              ; lds_kernels.hip:164:38
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 63, v0
	.loc	0 164 27                        ; lds_kernels.hip:164:27
	v_lshlrev_b32_e32 v0, 2, v0
	.loc	0 164 3                         ; lds_kernels.hip:164:3
	ds_add_u32 v0, v2
	.loc	0 165 3 is_stmt 1               ; lds_kernels.hip:165:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 166 7                         ; lds_kernels.hip:166:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB14_4
; %bb.3:
	.loc	0 166 24 is_stmt 0              ; lds_kernels.hip:166:24
	ds_read_b32 v0, v1
	.loc	0 166 22                        ; lds_kernels.hip:166:22
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[0:1]
.LBB14_4:
	.loc	0 167 1 is_stmt 1               ; lds_kernels.hip:167:1
	s_endpgm
.Ltmp14:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7atomicsPiPKi
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end14:
	.size	_Z7atomicsPiPKi, .Lfunc_end14-_Z7atomicsPiPKi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 136
; NumSgprs: 10
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 3
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z6dynoffPfii           ; -- Begin function _Z6dynoffPfii
	.globl	_Z6dynoffPfii
	.p2align	8
	.type	_Z6dynoffPfii,@function
_Z6dynoffPfii:                          ; @_Z6dynoffPfii
.Lfunc_begin15:
	.cfi_startproc
; %bb.0:
	.loc	0 172 11 prologue_end           ; lds_kernels.hip:172:11
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	.loc	0 173 25                        ; lds_kernels.hip:173:25
	v_cvt_f32_ubyte0_e32 v1, v0
	.loc	0 173 11 is_stmt 0              ; lds_kernels.hip:173:11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, s0, v0
	.loc	0 173 3                         ; lds_kernels.hip:173:3
	v_lshl_add_u32 v2, v2, 2, 0
	.loc	0 175 9 is_stmt 1               ; lds_kernels.hip:175:9
	v_cmp_gt_i32_e32 vcc, s1, v0
	.loc	0 173 16                        ; lds_kernels.hip:173:16
	ds_write_b32 v2, v1
	.loc	0 174 3                         ; lds_kernels.hip:174:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 175 7                         ; lds_kernels.hip:175:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB15_2
; %bb.1:
	.loc	0 0 7 is_stmt 0                 ; lds_kernels.hip:0:7
	v_sub_u32_e32 v1, s0, v0
	v_lshl_add_u32 v1, v1, 2, 0
	.loc	0 172 11 is_stmt 1              ; lds_kernels.hip:172:11
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	.loc	0 175 23                        ; lds_kernels.hip:175:23
	ds_read_b32 v1, v1 offset:1020
	v_lshlrev_b32_e32 v0, 2, v0
	.loc	0 175 21 is_stmt 0              ; lds_kernels.hip:175:21
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[2:3]
.LBB15_2:
	.loc	0 176 1 is_stmt 1               ; lds_kernels.hip:176:1
	s_endpgm
.Ltmp15:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6dynoffPfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end15:
	.size	_Z6dynoffPfii, .Lfunc_end15-_Z6dynoffPfii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; NumSgprs: 10
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 3
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z6windowPfi            ; -- Begin function _Z6windowPfi
	.globl	_Z6windowPfi
	.p2align	8
	.type	_Z6windowPfi,@function
_Z6windowPfi:                           ; @_Z6windowPfi
.Lfunc_begin16:
	.cfi_startproc
; %bb.0:
	.loc	0 181 11 prologue_end           ; lds_kernels.hip:181:11
	s_load_dword s0, s[4:5], 0x8
	.loc	0 182 17                        ; lds_kernels.hip:182:17
	v_cvt_f32_ubyte0_e32 v3, v0
	.loc	0 182 3 is_stmt 0               ; lds_kernels.hip:182:3
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v2, 0
	.loc	0 182 8                         ; lds_kernels.hip:182:8
	ds_write2st64_b32 v1, v3, v2 offset1:4
	.loc	0 186 21 is_stmt 1              ; lds_kernels.hip:186:21
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 1
	.loc	0 184 3                         ; lds_kernels.hip:184:3
	s_barrier
	.loc	0 186 3                         ; lds_kernels.hip:186:3
	s_cbranch_scc1 .LBB16_8
; %bb.1:
	s_cmp_lt_u32 s0, 8
	v_lshlrev_b32_e32 v0, 1, v0
	s_cbranch_scc1 .LBB16_5
; %bb.2:
	s_and_b32 s1, s0, 0x7ffffff8
	s_mov_b32 s2, 0
	v_mov_b32_e32 v2, 0
.LBB16_3:                               ; =>This Inner Loop Header: Depth=1
	.loc	0 186 52 is_stmt 0              ; lds_kernels.hip:186:52
	v_add_u32_e32 v3, s2, v0
	v_and_b32_e32 v4, 0x1fe, v3
	v_add_u32_e32 v5, 1, v3
	v_add_u32_e32 v6, 2, v3
	v_add_u32_e32 v7, 3, v3
	v_add_u32_e32 v8, 4, v3
	v_add_u32_e32 v9, 5, v3
	v_add_u32_e32 v10, 6, v3
	v_add_u32_e32 v3, 7, v3
	v_and_b32_e32 v5, 0x1ff, v5
	v_and_b32_e32 v6, 0x1fe, v6
	v_and_b32_e32 v7, 0x1ff, v7
	v_and_b32_e32 v8, 0x1fe, v8
	v_and_b32_e32 v9, 0x1ff, v9
	v_and_b32_e32 v10, 0x1fe, v10
	v_and_b32_e32 v3, 0x1ff, v3
	.loc	0 186 38                        ; lds_kernels.hip:186:38
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v7
	ds_read_b32 v8, v8
	ds_read_b32 v9, v9
	ds_read_b32 v10, v10
	ds_read_b32 v3, v3
	.loc	0 186 35                        ; lds_kernels.hip:186:35
	s_waitcnt lgkmcnt(7)
	v_add_f32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(6)
	v_add_f32_e32 v2, v2, v5
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v2, v2, v6
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v2, v2, v7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v8
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v9
	.loc	0 186 26                        ; lds_kernels.hip:186:26
	s_add_i32 s2, s2, 8
	.loc	0 186 35                        ; lds_kernels.hip:186:35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v10
	.loc	0 186 3                         ; lds_kernels.hip:186:3
	s_cmp_eq_u32 s1, s2
	.loc	0 186 35                        ; lds_kernels.hip:186:35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	.loc	0 186 3                         ; lds_kernels.hip:186:3
	s_cbranch_scc0 .LBB16_3
; %bb.4:
	s_and_b32 s0, s0, 7
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB16_6
	s_branch .LBB16_8
.LBB16_5:
	.loc	0 0 3                           ; lds_kernels.hip:0:3
	s_mov_b32 s1, 0
	v_mov_b32_e32 v2, 0
	.loc	0 186 3                         ; lds_kernels.hip:186:3
	s_and_b32 s0, s0, 7
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB16_8
.LBB16_6:
	v_add_u32_e32 v0, s1, v0
.LBB16_7:                               ; =>This Inner Loop Header: Depth=1
	.loc	0 186 52                        ; lds_kernels.hip:186:52
	v_and_b32_e32 v3, 0x1ff, v0
	.loc	0 186 38                        ; lds_kernels.hip:186:38
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v3, v3
	.loc	0 186 3                         ; lds_kernels.hip:186:3
	s_add_i32 s0, s0, -1
	v_add_u32_e32 v0, 1, v0
	s_cmp_lg_u32 s0, 0
	.loc	0 186 35                        ; lds_kernels.hip:186:35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	.loc	0 186 3                         ; lds_kernels.hip:186:3
	s_cbranch_scc1 .LBB16_7
.LBB16_8:
	.loc	0 181 11 is_stmt 1              ; lds_kernels.hip:181:11
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	0 187 10                        ; lds_kernels.hip:187:10
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v2, s[0:1]
	.loc	0 188 1                         ; lds_kernels.hip:188:1
	s_endpgm
.Ltmp16:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6windowPfi
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end16:
	.size	_Z6windowPfi, .Lfunc_end16-_Z6windowPfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 448
; NumSgprs: 10
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 11
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.type	__hip_cuid_a7239926e683e28b,@object ; @__hip_cuid_a7239926e683e28b
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_a7239926e683e28b
__hip_cuid_a7239926e683e28b:
	.byte	0                               ; 0x0
	.size	__hip_cuid_a7239926e683e28b, 1

	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_a7239926e683e28b
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .name:           _Z11transpose32PfPKfi
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         _Z11transpose32PfPKfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .name:           _Z15transpose32_padPfPKfi
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         _Z15transpose32_padPfPKfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 256
    .name:           _Z11transpose16PfPKfi
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         _Z11transpose16PfPKfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           _Z9reduce256PfPKf
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z9reduce256PfPKf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .max_flat_workgroup_size: 1024
    .name:           _Z10reduce1024PfPKfi
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z10reduce1024PfPKfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 256
    .name:           _Z6gemm16PfPKfS1_i
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         _Z6gemm16PfPKfS1_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 8448
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 64
    .name:           _Z8stride33Pf
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z8stride33Pf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 6144
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 256
    .name:           _Z6widthsPdPsPci
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z6widthsPdPsPci.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 6144
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           _Z7vectorsPDv4_fPDv2_f
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z7vectorsPDv4_fPDv2_f.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           _Z7narrow8PfPKf
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z7narrow8PfPKf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 128
    .name:           _Z4cubePf
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z4cubePf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           _Z6xorswzPfPKf
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z6xorswzPfPKf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1040
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name:           _Z6waveidPf
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z6waveidPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 64
    .name:           _Z8exchangePii
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z8exchangePii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           _Z7atomicsPiPKi
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z7atomicsPiPKi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           _Z6dynoffPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z6dynoffPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 256
    .name:           _Z6windowPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z6windowPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
