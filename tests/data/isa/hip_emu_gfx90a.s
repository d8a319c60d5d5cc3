	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	_Z12stencil_haloPKfPfi  ; -- Begin function _Z12stencil_haloPKfPfi
	.globl	_Z12stencil_haloPKfPfi
	.p2align	8
	.type	_Z12stencil_haloPKfPfi,@function
_Z12stencil_haloPKfPfi:                 ; @_Z12stencil_haloPKfPfi
.Lfunc_begin0:
	.file	0 "/work/wt/emugaps/tools/isa_kernels" "emu_kernels.hip" md5 0x1878589c475aba068d0b850b5cdd99f9
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 9 12 prologue_end             ; emu_kernels.hip:9:12
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s10, s[4:5], 0x10
	v_and_b32_e32 v6, 0x3ff, v0
	v_bfe_u32 v7, v0, 10, 10
	.loc	0 10 23                         ; emu_kernels.hip:10:23
	v_lshl_add_u32 v4, s6, 4, v6
	.loc	0 10 45 is_stmt 0               ; emu_kernels.hip:10:45
	v_lshl_add_u32 v8, s7, 4, v7
	.loc	0 11 36 is_stmt 1               ; emu_kernels.hip:11:36
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], v8, s10, v[4:5]
	.loc	0 11 26 is_stmt 0               ; emu_kernels.hip:11:26
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v9, v[2:3], off
	.loc	0 11 3                          ; emu_kernels.hip:11:3
	v_lshlrev_b32_e32 v5, 2, v6
	s_movk_i32 s4, 0x48
	v_mad_u32_u24 v5, v7, s4, v5
	v_cmp_lt_i32_e32 vcc, 14, v7
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr11
	.loc	0 11 24                         ; emu_kernels.hip:11:24
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v9 offset:76
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_4
; %bb.1:
	.loc	0 0 24                          ; emu_kernels.hip:0:24
	v_cmp_eq_u32_e32 vcc, 15, v7
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr11
	s_and_saveexec_b64 s[8:9], vcc
; %bb.2:
	s_mov_b64 s[4:5], exec
	s_mov_b32 s11, 1
	s_movk_i32 s12, 0x4c8
; %bb.3:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[4:5], s[4:5], exec
.LBB0_4:
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v9, s12
	v_mov_b32_e32 v10, s11
	s_xor_b64 exec, exec, s[6:7]
; %bb.5:
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[8:9], vcc, exec
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, -1
	s_or_b64 s[4:5], s[4:5], s[8:9]
; %bb.6:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_add_u32_e32 v8, v8, v10
	v_mad_u64_u32 v[10:11], s[4:5], v8, s10, v[4:5]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v4, v11, vcc
	global_load_dword v4, v[10:11], off
	v_lshl_add_u32 v8, v6, 2, v9
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v4 offset:4
.LBB0_8:
	s_or_b64 exec, exec, s[6:7]
	.loc	0 11 3                          ; emu_kernels.hip:11:3
	v_mul_u32_u24_e32 v4, 0x48, v7
	v_cmp_lt_i32_e32 vcc, 14, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.9:
	.loc	0 0 3                           ; emu_kernels.hip:0:3
	v_cmp_eq_u32_e32 vcc, 15, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.10:
	.loc	0 15 36 is_stmt 1               ; emu_kernels.hip:15:36
	global_load_dword v2, v[2:3], off offset:4
	.loc	0 15 34 is_stmt 0               ; emu_kernels.hip:15:34
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v2 offset:140
.LBB0_11:
	.loc	0 0 34                          ; emu_kernels.hip:0:34
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr4
.LBB0_12:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.13:
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_15
; %bb.14:
	.loc	0 14 34 is_stmt 1               ; emu_kernels.hip:14:34
	global_load_dword v2, v[2:3], off offset:-4
	.loc	0 14 32 is_stmt 0               ; emu_kernels.hip:14:32
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v2 offset:72
.LBB0_15:
	.loc	0 0 32                          ; emu_kernels.hip:0:32
	s_or_b64 exec, exec, s[4:5]
.LBB0_16:
	s_or_b64 exec, exec, s[0:1]
	.loc	0 16 3 is_stmt 1                ; emu_kernels.hip:16:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 17 22                         ; emu_kernels.hip:17:22
	ds_read2_b32 v[2:3], v5 offset0:1 offset1:18
	.loc	0 17 41 is_stmt 0               ; emu_kernels.hip:17:41
	ds_read2_b32 v[4:5], v5 offset0:20 offset1:37
	.loc	0 17 3                          ; emu_kernels.hip:17:3
	v_add_co_u32_e32 v0, vcc, s2, v0
	.loc	0 17 39                         ; emu_kernels.hip:17:39
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v5
	.loc	0 17 62                         ; emu_kernels.hip:17:62
	v_add_f32_e32 v2, v2, v3
	.loc	0 17 3                          ; emu_kernels.hip:17:3
	v_mov_b32_e32 v3, s3
	.loc	0 17 81                         ; emu_kernels.hip:17:81
	v_add_f32_e32 v2, v2, v4
	.loc	0 17 3                          ; emu_kernels.hip:17:3
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	.loc	0 17 20                         ; emu_kernels.hip:17:20
	global_store_dword v[0:1], v2, off
	.loc	0 18 1 is_stmt 1                ; emu_kernels.hip:18:1
	s_endpgm
.Ltmp0:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12stencil_haloPKfPfi
		.amdhsa_group_segment_fixed_size 1296
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 13
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
	.size	_Z12stencil_haloPKfPfi, .Lfunc_end0-_Z12stencil_haloPKfPfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 460
; NumSgprs: 17
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1296 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z9ockl_rowsPKfPf       ; -- Begin function _Z9ockl_rowsPKfPf
	.globl	_Z9ockl_rowsPKfPf
	.p2align	8
	.type	_Z9ockl_rowsPKfPf,@function
_Z9ockl_rowsPKfPf:                      ; @_Z9ockl_rowsPKfPf
.Lfunc_begin1:
	.loc	0 21 0                          ; emu_kernels.hip:21:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
.Ltmp1:
	.loc	0 23 26 prologue_end            ; emu_kernels.hip:23:26
	s_load_dwordx4 s[44:47], s[6:7], 0x0
	s_add_u32 s38, s6, 16
	s_mov_b64 s[34:35], s[8:9]
	s_addc_u32 s39, s7, 0
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s40, s13
	s_mov_b32 s41, s12
	s_mov_b64 s[36:37], s[4:5]
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __ockl_get_local_id@rel32@lo+4
	s_addc_u32 s7, s7, __ockl_get_local_id@rel32@hi+12
	v_mov_b32_e32 v43, 0
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp2:
	v_mov_b32_e32 v41, v0
	.loc	0 24 26                         ; emu_kernels.hip:24:26
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __ockl_get_group_id@rel32@lo+4
	s_addc_u32 s7, s7, __ockl_get_group_id@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp3:
	.loc	0 25 25                         ; emu_kernels.hip:25:25
	v_lshl_add_u32 v42, v0, 7, v41
	.loc	0 25 14 is_stmt 0               ; emu_kernels.hip:25:14
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v2, vcc, s44, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v2, v[2:3], off
	.loc	0 25 3                          ; emu_kernels.hip:25:3
	v_lshlrev_b32_e32 v3, 3, v41
	.loc	0 27 22 is_stmt 1               ; emu_kernels.hip:27:22
	v_sub_u32_e32 v4, 0, v3
	.loc	0 27 3 is_stmt 0                ; emu_kernels.hip:27:3
	v_add_co_u32_e32 v0, vcc, s46, v0
	.loc	0 25 12 is_stmt 1               ; emu_kernels.hip:25:12
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v2
	.loc	0 26 3                          ; emu_kernels.hip:26:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 27 22                         ; emu_kernels.hip:27:22
	ds_read_b32 v2, v4 offset:1016
	.loc	0 27 3 is_stmt 0                ; emu_kernels.hip:27:3
	v_mov_b32_e32 v3, s47
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	.loc	0 27 20                         ; emu_kernels.hip:27:20
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	0 28 1 is_stmt 1                ; emu_kernels.hip:28:1
	s_endpgm
.Ltmp4:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9ockl_rowsPKfPf
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 48
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	_Z9ockl_rowsPKfPf, .Lfunc_end1-_Z9ockl_rowsPKfPf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 264
; NumSgprs: 54
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z13grouped_tilesPKPKfPKiiiPf ; -- Begin function _Z13grouped_tilesPKPKfPKiiiPf
	.globl	_Z13grouped_tilesPKPKfPKiiiPf
	.p2align	8
	.type	_Z13grouped_tilesPKPKfPKiiiPf,@function
_Z13grouped_tilesPKPKfPKiiiPf:          ; @_Z13grouped_tilesPKPKfPKiiiPf
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 34 12 prologue_end            ; emu_kernels.hip:34:12
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_mov_b32 s2, 0
	v_lshl_or_b32 v3, s6, 8, v0
	.loc	0 36 21                         ; emu_kernels.hip:36:21
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s8, 0
	.loc	0 36 3 is_stmt 0                ; emu_kernels.hip:36:3
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	.loc	0 46 19 is_stmt 1               ; emu_kernels.hip:46:19
	v_lshl_or_b32 v2, s6, 8, v0
	.loc	0 36 3                          ; emu_kernels.hip:36:3
	s_cbranch_execz .LBB2_4
; %bb.2:
	.loc	0 0 3 is_stmt 0                 ; emu_kernels.hip:0:3
	v_mov_b32_e32 v4, s2
	.loc	0 36 3                          ; emu_kernels.hip:36:3
	s_branch .LBB2_10
.LBB2_3:
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr2
.LBB2_4:
	.loc	0 34 12 is_stmt 1               ; emu_kernels.hip:34:12
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	.loc	0 34 35 is_stmt 0               ; emu_kernels.hip:34:35
	v_lshrrev_b32_e32 v1, 4, v0
	.loc	0 34 18                         ; emu_kernels.hip:34:18
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshl_or_b32 v2, v1, 6, v2
	v_lshlrev_b32_e32 v1, 2, v1
	s_mov_b32 s11, 0
	v_lshl_or_b32 v5, v0, 6, v1
	.loc	0 36 3 is_stmt 1                ; emu_kernels.hip:36:3
	s_lshl_b32 s7, s9, 8
	v_mov_b32_e32 v4, 0
	s_mov_b32 s10, s11
	s_branch .LBB2_6
.LBB2_5:                                ;   in Loop: Header=BB2_6 Depth=1
	.loc	0 36 31 is_stmt 0               ; emu_kernels.hip:36:31
	s_add_i32 s10, s10, 1
	.loc	0 36 21                         ; emu_kernels.hip:36:21
	s_cmp_eq_u32 s10, s8
	.loc	0 36 3                          ; emu_kernels.hip:36:3
	s_cbranch_scc1 .LBB2_9
.LBB2_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_8 Depth 2
	.loc	0 38 13 is_stmt 1               ; emu_kernels.hip:38:13
	s_lshl_b64 s[12:13], s[10:11], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	s_load_dword s14, s[12:13], 0x0
	.loc	0 39 27                         ; emu_kernels.hip:39:27
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s6, s14
	.loc	0 39 5 is_stmt 0                ; emu_kernels.hip:39:5
	s_cbranch_scc1 .LBB2_5
; %bb.7:                                ;   in Loop: Header=BB2_6 Depth=1
	.loc	0 37 22 is_stmt 1               ; emu_kernels.hip:37:22
	s_lshl_b64 s[12:13], s[10:11], 3
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dwordx2 s[12:13], s[12:13], 0x0
	v_mov_b32_e32 v0, v3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s13
	s_mov_b32 s13, s6
.LBB2_8:                                ;   Parent Loop BB2_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	.loc	0 40 19                         ; emu_kernels.hip:40:19
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_add_co_u32_e32 v8, vcc, s12, v8
	v_addc_co_u32_e32 v9, vcc, v6, v9, vcc
	flat_load_dword v1, v[8:9]
	.loc	0 39 34                         ; emu_kernels.hip:39:34
	s_add_i32 s13, s13, s9
	.loc	0 39 27 is_stmt 0               ; emu_kernels.hip:39:27
	s_cmp_ge_i32 s13, s14
	v_add_u32_e32 v0, s7, v0
	.loc	0 40 17 is_stmt 1               ; emu_kernels.hip:40:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v2, v1
	.loc	0 41 7                          ; emu_kernels.hip:41:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 42 14                         ; emu_kernels.hip:42:14
	ds_read_b32 v1, v5
	.loc	0 43 7                          ; emu_kernels.hip:43:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 42 11                         ; emu_kernels.hip:42:11
	v_add_f32_e32 v4, v4, v1
	.loc	0 39 5                          ; emu_kernels.hip:39:5
	s_cbranch_scc0 .LBB2_8
	s_branch .LBB2_5
.LBB2_9:
	.loc	0 0 5 is_stmt 0                 ; emu_kernels.hip:0:5
	v_mov_b32_e32 v2, v3
.LBB2_10:
	.loc	0 34 12 is_stmt 1               ; emu_kernels.hip:34:12
	s_load_dwordx2 s[0:1], s[4:5], 0x18
	.loc	0 46 3                          ; emu_kernels.hip:46:3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	0 46 28 is_stmt 0               ; emu_kernels.hip:46:28
	global_store_dword v[0:1], v4, off
	.loc	0 47 1 is_stmt 1                ; emu_kernels.hip:47:1
	s_endpgm
.Ltmp5:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13grouped_tilesPKPKfPKiiiPf
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 15
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
.Lfunc_end2:
	.size	_Z13grouped_tilesPKPKfPKiiiPf, .Lfunc_end2-_Z13grouped_tilesPKPKfPKiiiPf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 336
; NumSgprs: 19
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z7tile_yxPf            ; -- Begin function _Z7tile_yxPf
	.globl	_Z7tile_yxPf
	.p2align	8
	.type	_Z7tile_yxPf,@function
_Z7tile_yxPf:                           ; @_Z7tile_yxPf
.Lfunc_begin3:
	.cfi_startproc
; %bb.0:
	.loc	0 52 11 prologue_end            ; emu_kernels.hip:52:11
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_bfe_u32 v1, v0, 10, 10
	.loc	0 53 19                         ; emu_kernels.hip:53:19
	v_lshlrev_b32_e32 v2, 4, v1
	v_and_b32_e32 v0, 0x3ff, v0
	.loc	0 53 13 is_stmt 0               ; emu_kernels.hip:53:13
	v_add_lshl_u32 v2, v2, v0, 2
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v2, s[0:1]
	s_movk_i32 s2, 0x44
	.loc	0 53 3                          ; emu_kernels.hip:53:3
	v_lshlrev_b32_e32 v4, 2, v1
	.loc	0 55 21 is_stmt 1               ; emu_kernels.hip:55:21
	v_lshlrev_b32_e32 v5, 2, v0
	.loc	0 53 3                          ; emu_kernels.hip:53:3
	v_mad_u32_u24 v0, v0, s2, v4
	.loc	0 55 21                         ; emu_kernels.hip:55:21
	v_mad_u32_u24 v1, v1, s2, v5
	.loc	0 53 11                         ; emu_kernels.hip:53:11
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v3
	.loc	0 54 3                          ; emu_kernels.hip:54:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 55 21                         ; emu_kernels.hip:55:21
	ds_read_b32 v0, v1
	.loc	0 55 19 is_stmt 0               ; emu_kernels.hip:55:19
	s_waitcnt lgkmcnt(0)
	global_store_dword v2, v0, s[0:1]
	.loc	0 56 1 is_stmt 1                ; emu_kernels.hip:56:1
	s_endpgm
.Ltmp6:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7tile_yxPf
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 6
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
	.size	_Z7tile_yxPf, .Lfunc_end3-_Z7tile_yxPf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; NumSgprs: 10
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z10divmod_idxPf        ; -- Begin function _Z10divmod_idxPf
	.globl	_Z10divmod_idxPf
	.p2align	8
	.type	_Z10divmod_idxPf,@function
_Z10divmod_idxPf:                       ; @_Z10divmod_idxPf
.Lfunc_begin4:
	.cfi_startproc
; %bb.0:
	.loc	0 61 11 prologue_end            ; emu_kernels.hip:61:11
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	0 64 26                         ; emu_kernels.hip:64:26
	s_load_dword s2, s[4:5], 0x14
	.loc	0 62 10                         ; emu_kernels.hip:62:10
	v_lshlrev_b32_e32 v1, 2, v0
	.loc	0 64 23                         ; emu_kernels.hip:64:23
	v_mov_b32_e32 v3, 0x5040100
	s_mov_b32 s3, 0x30028
	.loc	0 62 10                         ; emu_kernels.hip:62:10
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[0:1]
	.loc	0 64 23                         ; emu_kernels.hip:64:23
	v_perm_b32 v0, s2, v0, v3
	v_pk_mul_lo_u16 v0, v0, s3
	v_lshrrev_b32_e32 v3, 16, v0
	v_cvt_f32_u32_e32 v4, v3
	v_and_b32_e32 v0, 0x1ff8, v0
	v_cvt_f32_u32_e32 v5, v0
	.loc	0 64 12 is_stmt 0               ; emu_kernels.hip:64:12
	v_mov_b32_e32 v7, 2
	.loc	0 64 23                         ; emu_kernels.hip:64:23
	v_rcp_iflag_f32_e32 v6, v4
	v_mul_f32_e32 v6, v5, v6
	v_trunc_f32_e32 v6, v6
	v_cvt_u32_f32_e32 v8, v6
	v_mad_f32 v5, -v6, v4, v5
	v_cmp_ge_f32_e64 vcc, |v5|, v4
	v_addc_co_u32_e32 v4, vcc, 0, v8, vcc
	v_mul_lo_u32 v3, v4, v3
	v_sub_u32_e32 v0, v0, v3
	.loc	0 64 12                         ; emu_kernels.hip:64:12
	v_lshlrev_b32_sdwa v0, v7, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	.loc	0 62 8 is_stmt 1                ; emu_kernels.hip:62:8
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	.loc	0 63 3                          ; emu_kernels.hip:63:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 64 12                         ; emu_kernels.hip:64:12
	ds_read_b32 v0, v0
	.loc	0 64 10 is_stmt 0               ; emu_kernels.hip:64:10
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[0:1]
	.loc	0 65 1 is_stmt 1                ; emu_kernels.hip:65:1
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10divmod_idxPf
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 6
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
.Lfunc_end4:
	.size	_Z10divmod_idxPf, .Lfunc_end4-_Z10divmod_idxPf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; NumSgprs: 10
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_acd39c7570719e0c,@object ; @__hip_cuid_acd39c7570719e0c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_acd39c7570719e0c
__hip_cuid_acd39c7570719e0c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_acd39c7570719e0c, 1

	.hidden	__ockl_get_local_id
	.hidden	__ockl_get_group_id
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_acd39c7570719e0c
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
    .group_segment_fixed_size: 1296
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 256
    .name:           _Z12stencil_haloPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z12stencil_haloPKfPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
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
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 128
    .name:           _Z9ockl_rowsPKfPf
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         _Z9ockl_rowsPKfPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     44
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
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .name:           _Z13grouped_tilesPKPKfPKiiiPf
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _Z13grouped_tilesPKPKfPKiiiPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name:           _Z7tile_yxPf
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z7tile_yxPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 128
    .name:           _Z10divmod_idxPf
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z10divmod_idxPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
