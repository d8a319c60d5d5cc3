	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	cl_transpose_loop       ; -- Begin function cl_transpose_loop
	.globl	cl_transpose_loop
	.p2align	8
	.type	cl_transpose_loop,@function
cl_transpose_loop:                      ; @cl_transpose_loop
.Lfunc_begin0:
	.file	0 "/work/wt12/tools/isa_kernels" "lds_kernels.cl" md5 0xcdce1a703bce8380b569f77661574ca8
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 15 16 prologue_end            ; lds_kernels.cl:15:16
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s6, s[4:5], 0x10
	v_bfe_u32 v5, v0, 10, 10
	.loc	0 15 22 is_stmt 0               ; lds_kernels.cl:15:22
	v_cmp_gt_u32_e32 vcc, 32, v5
	v_add_u32_e32 v4, -8, v5
	.loc	0 15 3                          ; lds_kernels.cl:15:3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	.loc	0 0 3                           ; lds_kernels.cl:0:3
	v_and_b32_e32 v6, 0x3ff, v0
	.loc	0 15 3                          ; lds_kernels.cl:15:3
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[2:3], s[0:1], v5, s6, v[6:7]
	v_lshlrev_b32_e32 v3, 2, v6
	v_add_u32_e32 v1, -8, v5
	s_lshl_b32 s7, s6, 3
	v_lshl_or_b32 v6, v5, 7, v3
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v7, s9
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 16 19 is_stmt 1               ; lds_kernels.cl:16:19
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e64 v8, s[0:1], s8, v8
	v_addc_co_u32_e64 v9, s[0:1], v7, v9, s[0:1]
	global_load_dword v3, v[8:9], off
	.loc	0 15 22                         ; lds_kernels.cl:15:22
	v_add_u32_e32 v1, 8, v1
	v_cmp_lt_u32_e64 s[0:1], 23, v1
	v_add_u32_e32 v2, s7, v2
	.loc	0 15 3 is_stmt 0                ; lds_kernels.cl:15:3
	s_or_b64 s[4:5], s[0:1], s[4:5]
	.loc	0 16 17 is_stmt 1               ; lds_kernels.cl:16:17
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v3
	.loc	0 15 22                         ; lds_kernels.cl:15:22
	v_add_u32_e32 v6, 0x400, v6
	.loc	0 15 3 is_stmt 0                ; lds_kernels.cl:15:3
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	.loc	0 0 3                           ; lds_kernels.cl:0:3
	s_or_b64 exec, exec, s[2:3]
	.loc	0 17 3 is_stmt 1                ; lds_kernels.cl:17:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 18 3                          ; lds_kernels.cl:18:3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.4:
	.loc	0 0 3 is_stmt 0                 ; lds_kernels.cl:0:3
	v_and_b32_e32 v2, 0x3ff, v0
	.loc	0 18 3                          ; lds_kernels.cl:18:3
	v_mad_u64_u32 v[0:1], s[0:1], v5, s6, v[2:3]
	v_lshlrev_b32_e32 v1, 2, v5
	s_lshl_b32 s4, s6, 3
	v_lshl_add_u32 v2, v2, 7, v1
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v3, s11
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 19 23 is_stmt 1               ; lds_kernels.cl:19:23
	ds_read_b32 v5, v2
	.loc	0 19 5 is_stmt 0                ; lds_kernels.cl:19:5
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 18 22 is_stmt 1               ; lds_kernels.cl:18:22
	v_add_u32_e32 v4, 8, v4
	.loc	0 19 5                          ; lds_kernels.cl:19:5
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	.loc	0 18 22                         ; lds_kernels.cl:18:22
	v_cmp_lt_u32_e32 vcc, 23, v4
	.loc	0 19 5                          ; lds_kernels.cl:19:5
	v_add_co_u32_e64 v6, s[0:1], s10, v6
	.loc	0 18 22                         ; lds_kernels.cl:18:22
	v_add_u32_e32 v2, 32, v2
	v_add_u32_e32 v0, s4, v0
	.loc	0 19 5                          ; lds_kernels.cl:19:5
	v_addc_co_u32_e64 v7, s[0:1], v3, v7, s[0:1]
	.loc	0 18 3                          ; lds_kernels.cl:18:3
	s_or_b64 s[2:3], vcc, s[2:3]
	.loc	0 19 21                         ; lds_kernels.cl:19:21
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v5, off
	.loc	0 18 3                          ; lds_kernels.cl:18:3
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_5
.LBB0_6:
	.loc	0 20 1                          ; lds_kernels.cl:20:1
	s_endpgm
.Ltmp0:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cl_transpose_loop
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
	.size	cl_transpose_loop, .Lfunc_end0-cl_transpose_loop
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 312
; NumSgprs: 16
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	cl_gemm16               ; -- Begin function cl_gemm16
	.globl	cl_gemm16
	.p2align	8
	.type	cl_gemm16,@function
cl_gemm16:                              ; @cl_gemm16
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	0 27 12 prologue_end            ; lds_kernels.cl:27:12
	s_load_dword s8, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v3, v0, 10, 10
	.loc	0 29 23                         ; lds_kernels.cl:29:23
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	v_mad_u64_u32 v[0:1], s[4:5], v3, s8, v[2:3]
	.loc	0 29 3 is_stmt 0                ; lds_kernels.cl:29:3
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	.loc	0 0 3                           ; lds_kernels.cl:0:3
	v_lshlrev_b32_e32 v1, 2, v2
	s_movk_i32 s4, 0x44
	v_mad_u32_u24 v4, v3, s4, v1
	v_add_u32_e32 v6, 0x440, v1
	.loc	0 29 3                          ; lds_kernels.cl:29:3
	v_mov_b32_e32 v1, 0
	v_mul_u32_u24_e32 v5, 0x44, v3
	v_mad_u32_u24 v7, v3, s4, v6
	s_mov_b32 s5, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_lshl_b32 s4, s8, 4
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	s_lshl_b64 s[2:3], s[4:5], 2
	v_addc_co_u32_e32 v3, vcc, v8, v3, vcc
	v_mov_b32_e32 v8, s1
	v_mov_b32_e32 v9, s3
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 30 18 is_stmt 1               ; lds_kernels.cl:30:18
	v_add_u32_e32 v10, s5, v0
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v8, v11, vcc
	.loc	0 31 18                         ; lds_kernels.cl:31:18
	global_load_dword v12, v[2:3], off
	.loc	0 30 18                         ; lds_kernels.cl:30:18
	global_load_dword v13, v[10:11], off
	.loc	0 29 31                         ; lds_kernels.cl:29:31
	s_add_i32 s5, s5, 16
	.loc	0 29 23 is_stmt 0               ; lds_kernels.cl:29:23
	v_add_co_u32_e32 v2, vcc, s2, v2
	s_cmp_ge_i32 s5, s8
	v_addc_co_u32_e32 v3, vcc, v3, v9, vcc
	.loc	0 31 16 is_stmt 1               ; lds_kernels.cl:31:16
	s_waitcnt vmcnt(1)
	ds_write_b32 v7, v12
	.loc	0 30 16                         ; lds_kernels.cl:30:16
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v13
	.loc	0 32 5                          ; lds_kernels.cl:32:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 33 53                         ; lds_kernels.cl:33:53
	ds_read2_b32 v[10:11], v6 offset1:17
	ds_read2_b32 v[12:13], v6 offset0:34 offset1:51
	ds_read2_b32 v[14:15], v6 offset0:68 offset1:85
	.loc	0 33 41 is_stmt 0               ; lds_kernels.cl:33:41
	ds_read2_b32 v[16:17], v5 offset1:1
	ds_read2_b32 v[18:19], v5 offset0:2 offset1:3
	ds_read2_b32 v[20:21], v5 offset0:4 offset1:5
	ds_read2_b32 v[22:23], v5 offset0:6 offset1:7
	.loc	0 33 53                         ; lds_kernels.cl:33:53
	ds_read2_b32 v[24:25], v6 offset0:102 offset1:119
	ds_read2_b32 v[26:27], v6 offset0:136 offset1:153
	ds_read2_b32 v[28:29], v6 offset0:170 offset1:187
	ds_read2_b32 v[30:31], v6 offset0:204 offset1:221
	.loc	0 33 41                         ; lds_kernels.cl:33:41
	ds_read2_b32 v[32:33], v5 offset0:8 offset1:9
	ds_read2_b32 v[34:35], v5 offset0:10 offset1:11
	ds_read2_b32 v[36:37], v5 offset0:12 offset1:13
	ds_read2_b32 v[38:39], v5 offset0:14 offset1:15
	.loc	0 33 53                         ; lds_kernels.cl:33:53
	ds_read2_b32 v[40:41], v6 offset0:238 offset1:255
	.loc	0 33 38                         ; lds_kernels.cl:33:38
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v1, v16, v10
	v_fmac_f32_e32 v1, v17, v11
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v1, v18, v12
	v_fmac_f32_e32 v1, v19, v13
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v1, v20, v14
	v_fmac_f32_e32 v1, v21, v15
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v1, v22, v24
	v_fmac_f32_e32 v1, v23, v25
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v1, v32, v26
	v_fmac_f32_e32 v1, v33, v27
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v34, v28
	v_fmac_f32_e32 v1, v35, v29
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v1, v36, v30
	v_fmac_f32_e32 v1, v37, v31
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v38, v40
	v_fmac_f32_e32 v1, v39, v41
	.loc	0 34 5 is_stmt 1                ; lds_kernels.cl:34:5
	s_barrier
	.loc	0 29 3                          ; lds_kernels.cl:29:3
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	.loc	0 0 3 is_stmt 0                 ; lds_kernels.cl:0:3
	v_mov_b32_e32 v1, 0
.LBB1_4:
	.loc	0 36 3 is_stmt 1                ; lds_kernels.cl:36:3
	v_ashrrev_i32_e32 v3, 31, v0
	v_mov_b32_e32 v2, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s7
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	0 36 18 is_stmt 0               ; lds_kernels.cl:36:18
	global_store_dword v[2:3], v1, off
	.loc	0 37 1 is_stmt 1                ; lds_kernels.cl:37:1
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cl_gemm16
		.amdhsa_group_segment_fixed_size 2176
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 44
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
	.size	cl_gemm16, .Lfunc_end1-cl_gemm16
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 512
; NumSgprs: 13
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2176 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	cl_reduce_masked        ; -- Begin function cl_reduce_masked
	.globl	cl_reduce_masked
	.p2align	8
	.type	cl_reduce_masked,@function
cl_reduce_masked:                       ; @cl_reduce_masked
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 43 11 prologue_end            ; lds_kernels.cl:43:11
	s_load_dword s7, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 44 10                         ; lds_kernels.cl:44:10
	v_mov_b32_e32 v2, 0
	.loc	0 44 12 is_stmt 0               ; lds_kernels.cl:44:12
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s7, v0
	.loc	0 44 10                         ; lds_kernels.cl:44:10
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	.loc	0 0 10                          ; lds_kernels.cl:0:10
	v_lshl_or_b32 v2, s6, 7, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	.loc	0 44 18                         ; lds_kernels.cl:44:18
	global_load_dword v2, v[2:3], off
.LBB2_2:
	.loc	0 0 18                          ; lds_kernels.cl:0:18
	s_or_b64 exec, exec, s[4:5]
	.loc	0 44 3                          ; lds_kernels.cl:44:3
	v_lshlrev_b32_e32 v1, 2, v0
	.loc	0 47 11 is_stmt 1               ; lds_kernels.cl:47:11
	v_cmp_gt_u32_e32 vcc, 64, v0
	.loc	0 44 8                          ; lds_kernels.cl:44:8
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	.loc	0 45 3                          ; lds_kernels.cl:45:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 47 9                          ; lds_kernels.cl:47:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_4
; %bb.3:
	.loc	0 47 24 is_stmt 0               ; lds_kernels.cl:47:24
	ds_read2st64_b32 v[2:3], v1 offset1:1
	.loc	0 47 21                         ; lds_kernels.cl:47:21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_4:
	.loc	0 0 21                          ; lds_kernels.cl:0:21
	s_or_b64 exec, exec, s[0:1]
	.loc	0 47 11                         ; lds_kernels.cl:47:11
	v_cmp_gt_u32_e32 vcc, 32, v0
	.loc	0 48 5 is_stmt 1                ; lds_kernels.cl:48:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 47 9                          ; lds_kernels.cl:47:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:
	.loc	0 47 24 is_stmt 0               ; lds_kernels.cl:47:24
	ds_read2_b32 v[2:3], v1 offset1:32
	.loc	0 47 21                         ; lds_kernels.cl:47:21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_6:
	.loc	0 0 21                          ; lds_kernels.cl:0:21
	s_or_b64 exec, exec, s[0:1]
	.loc	0 47 11                         ; lds_kernels.cl:47:11
	v_cmp_gt_u32_e32 vcc, 16, v0
	.loc	0 48 5 is_stmt 1                ; lds_kernels.cl:48:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 47 9                          ; lds_kernels.cl:47:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_8
; %bb.7:
	.loc	0 47 24 is_stmt 0               ; lds_kernels.cl:47:24
	ds_read2_b32 v[2:3], v1 offset1:16
	.loc	0 47 21                         ; lds_kernels.cl:47:21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_8:
	.loc	0 0 21                          ; lds_kernels.cl:0:21
	s_or_b64 exec, exec, s[0:1]
	.loc	0 47 11                         ; lds_kernels.cl:47:11
	v_cmp_gt_u32_e32 vcc, 8, v0
	.loc	0 48 5 is_stmt 1                ; lds_kernels.cl:48:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 47 9                          ; lds_kernels.cl:47:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_10
; %bb.9:
	.loc	0 47 21 is_stmt 0               ; lds_kernels.cl:47:21
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_10:
	.loc	0 0 21                          ; lds_kernels.cl:0:21
	s_or_b64 exec, exec, s[0:1]
	.loc	0 47 11                         ; lds_kernels.cl:47:11
	v_cmp_gt_u32_e32 vcc, 4, v0
	.loc	0 48 5 is_stmt 1                ; lds_kernels.cl:48:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 47 9                          ; lds_kernels.cl:47:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_12
; %bb.11:
	.loc	0 47 21 is_stmt 0               ; lds_kernels.cl:47:21
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_12:
	.loc	0 0 21                          ; lds_kernels.cl:0:21
	s_or_b64 exec, exec, s[0:1]
	.loc	0 47 11                         ; lds_kernels.cl:47:11
	v_cmp_gt_u32_e32 vcc, 2, v0
	.loc	0 48 5 is_stmt 1                ; lds_kernels.cl:48:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 47 9                          ; lds_kernels.cl:47:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_14
; %bb.13:
	.loc	0 47 21 is_stmt 0               ; lds_kernels.cl:47:21
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_14:
	.loc	0 0 21                          ; lds_kernels.cl:0:21
	s_or_b64 exec, exec, s[0:1]
	.loc	0 47 11                         ; lds_kernels.cl:47:11
	v_cmp_eq_u32_e32 vcc, 0, v0
	.loc	0 48 5 is_stmt 1                ; lds_kernels.cl:48:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 47 9                          ; lds_kernels.cl:47:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_16
; %bb.15:
	.loc	0 0 9 is_stmt 0                 ; lds_kernels.cl:0:9
	v_mov_b32_e32 v0, 0
	.loc	0 47 24                         ; lds_kernels.cl:47:24
	ds_read_b32 v0, v0 offset:4
	.loc	0 47 21                         ; lds_kernels.cl:47:21
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_write_b32 v1, v0
.LBB2_16:
	.loc	0 0 21                          ; lds_kernels.cl:0:21
	s_or_b64 exec, exec, s[0:1]
	.loc	0 48 5 is_stmt 1                ; lds_kernels.cl:48:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 50 7                          ; lds_kernels.cl:50:7
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_18
; %bb.17:
	.loc	0 0 7 is_stmt 0                 ; lds_kernels.cl:0:7
	v_mov_b32_e32 v0, 0
	.loc	0 50 25                         ; lds_kernels.cl:50:25
	ds_read_b32 v1, v0
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	0 50 23                         ; lds_kernels.cl:50:23
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB2_18:
	.loc	0 51 1 is_stmt 1                ; lds_kernels.cl:51:1
	s_endpgm
.Ltmp2:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cl_reduce_masked
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
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
		.amdhsa_accum_offset 4
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
.Lfunc_end2:
	.size	cl_reduce_masked, .Lfunc_end2-cl_reduce_masked
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 504
; NumSgprs: 12
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	cl_local_arg            ; -- Begin function cl_local_arg
	.globl	cl_local_arg
	.p2align	8
	.type	cl_local_arg,@function
cl_local_arg:                           ; @cl_local_arg
.Lfunc_begin3:
	.cfi_startproc
; %bb.0:
	.loc	0 58 11 prologue_end            ; lds_kernels.cl:58:11
	s_load_dword s6, s[4:5], 0x0
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	.loc	0 59 16                         ; lds_kernels.cl:59:16
	v_cvt_f32_ubyte0_e32 v1, v0
	.loc	0 60 8                          ; lds_kernels.cl:60:8
	v_lshlrev_b32_e32 v2, 2, v0
	.loc	0 59 9                          ; lds_kernels.cl:59:9
	v_lshlrev_b32_e32 v4, 1, v0
	.loc	0 59 3 is_stmt 0                ; lds_kernels.cl:59:3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v3, v0, 3, s6
	.loc	0 59 14                         ; lds_kernels.cl:59:14
	ds_write_b32 v3, v1
	.loc	0 60 17 is_stmt 1               ; lds_kernels.cl:60:17
	ds_write_b8 v2, v0 offset:1025
	.loc	0 61 14                         ; lds_kernels.cl:61:14
	ds_write_b16 v2, v0
	.loc	0 63 43                         ; lds_kernels.cl:63:43
	v_add_u32_e32 v1, s6, v2
	.loc	0 62 3                          ; lds_kernels.cl:62:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 63 43                         ; lds_kernels.cl:63:43
	ds_read_b32 v1, v1 offset:256
	.loc	0 63 21 is_stmt 0               ; lds_kernels.cl:63:21
	v_add_u32_e32 v2, 5, v2
	.loc	0 63 11                         ; lds_kernels.cl:63:11
	v_or_b32_e32 v2, 0x400, v2
	.loc	0 64 19 is_stmt 1               ; lds_kernels.cl:64:19
	v_mul_u32_u24_e32 v3, 6, v0
	.loc	0 63 11                         ; lds_kernels.cl:63:11
	ds_read_u8 v2, v2
	.loc	0 64 24                         ; lds_kernels.cl:64:24
	v_and_b32_e32 v3, 0x1fe, v3
	.loc	0 63 36                         ; lds_kernels.cl:63:36
	s_waitcnt lgkmcnt(1)
	v_cvt_i32_f32_e32 v1, v1
	.loc	0 64 12                         ; lds_kernels.cl:64:12
	v_lshlrev_b32_e32 v3, 1, v3
	ds_read_u16 v3, v3
	.loc	0 63 34                         ; lds_kernels.cl:63:34
	s_waitcnt lgkmcnt(1)
	v_add_u16_e32 v1, v2, v1
	.loc	0 63 9 is_stmt 0                ; lds_kernels.cl:63:9
	global_store_byte v0, v1, s[0:1]
	.loc	0 64 10 is_stmt 1               ; lds_kernels.cl:64:10
	s_waitcnt lgkmcnt(0)
	global_store_short v4, v3, s[2:3]
	.loc	0 65 1                          ; lds_kernels.cl:65:1
	s_endpgm
.Ltmp3:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cl_local_arg
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 8
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
.Lfunc_end3:
	.size	cl_local_arg, .Lfunc_end3-cl_local_arg
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 168
; NumSgprs: 11
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cl_transpose_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 8
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         cl_transpose_loop.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 2176
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cl_gemm16
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         cl_gemm16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 128
    .name:           cl_reduce_masked
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         cl_reduce_masked.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  local
        .offset:         0
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cl_local_arg
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         cl_local_arg.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
