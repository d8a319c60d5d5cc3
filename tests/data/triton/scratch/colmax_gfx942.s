	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	colmax                          ; -- Begin function colmax
	.p2align	8
	.type	colmax,@function
colmax:                                 ; @colmax
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 16 0 prologue_end             ; triton_scratch_src.py:16:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.2:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 20 5 is_stmt 1                ; triton_scratch_src.py:20:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s33, s0, 6
	.loc	1 18 10                         ; triton_scratch_src.py:18:10
	s_and_b32 s70, s0, 0x1c0
	.loc	1 19 25                         ; triton_scratch_src.py:19:25
	s_mul_i32 s0, s33, s6
	s_mul_i32 s1, s6, 24
	s_add_i32 s18, s0, s1
	s_lshl_b32 s1, s6, 5
	s_add_i32 s22, s0, s1
	s_mul_i32 s1, s6, 40
	s_add_i32 s26, s0, s1
	s_mul_i32 s1, s6, 48
	s_add_i32 s30, s0, s1
	s_mul_i32 s1, s6, 56
	s_add_i32 s36, s0, s1
	s_lshl_b32 s1, s6, 6
	s_add_i32 s42, s0, s1
	s_mul_i32 s1, s6, 0x48
	s_add_i32 s48, s0, s1
	s_mul_i32 s1, s6, 0x50
	s_add_i32 s54, s0, s1
	s_mul_i32 s1, s6, 0x58
	s_add_i32 s44, s0, s1
	s_mul_i32 s1, s6, 0x60
	s_add_i32 s50, s0, s1
	s_mul_i32 s1, s6, 0x68
	s_add_i32 s56, s0, s1
	s_mul_i32 s1, s6, 0x70
	s_add_i32 s60, s0, s1
	s_mul_i32 s1, s6, 0x78
	s_add_i32 s64, s0, s1
	s_lshl_b32 s1, s6, 7
	s_add_i32 s68, s0, s1
	s_mul_i32 s1, s6, 0x88
	s_add_i32 s66, s0, s1
	s_mul_i32 s1, s6, 0x90
	s_add_i32 s62, s0, s1
	s_mul_i32 s1, s6, 0x98
	s_add_i32 s58, s0, s1
	s_mul_i32 s1, s6, 0xa0
	s_add_i32 s52, s0, s1
	s_mul_i32 s1, s6, 0xa8
	s_add_i32 s46, s0, s1
	s_mul_i32 s1, s6, 0xb0
	s_add_i32 s40, s0, s1
	s_mul_i32 s1, s6, 0xb8
	s_add_i32 s38, s0, s1
	s_mul_i32 s1, s6, 0xc0
	s_add_i32 s34, s0, s1
	s_mul_i32 s1, s6, 0xc8
	s_add_i32 s28, s0, s1
	s_mul_i32 s1, s6, 0xd0
	s_add_i32 s24, s0, s1
	s_mul_i32 s1, s6, 0xd8
	s_add_i32 s20, s0, s1
	s_mul_i32 s1, s6, 0xe0
	s_add_i32 s16, s0, s1
	s_mul_i32 s1, s6, 0xe8
	s_add_i32 s12, s0, s1
	s_mul_i32 s1, s6, 0xf0
	s_lshl3_add_u32 s8, s6, s0
	s_lshl4_add_u32 s14, s6, s0
	s_add_i32 s10, s0, s1
	s_mulk_i32 s6, 0xf8
	.loc	1 19 17 is_stmt 0               ; triton_scratch_src.py:19:17
	s_ashr_i32 s1, s0, 31
	.loc	1 19 25                         ; triton_scratch_src.py:19:25
	s_add_i32 s6, s0, s6
	.loc	1 19 17                         ; triton_scratch_src.py:19:17
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 2
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 2
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 2
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 2
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 2
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 2
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 2
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[60:61], s[60:61], 2
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[64:65], s[64:65], 2
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[68:69], s[68:69], 2
	s_add_u32 s68, s2, s68
	s_addc_u32 s69, s3, s69
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[66:67], s[66:67], 2
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s67
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[62:63], s[62:63], 2
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s63
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[58:59], s[58:59], 2
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 2
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 2
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 2
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 2
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 2
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 2
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 2
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s2, s10
	.loc	1 18 10 is_stmt 1               ; triton_scratch_src.py:18:10
	v_and_b32_e32 v1, 63, v0
	.loc	1 19 17                         ; triton_scratch_src.py:19:17
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	v_lshlrev_b32_e32 v2, 2, v1
	.loc	1 19 9 is_stmt 0                ; triton_scratch_src.py:19:9
	global_load_dword v3, v2, s[0:1]
	global_load_dword v4, v2, s[8:9]
	global_load_dword v5, v2, s[14:15]
	global_load_dword v6, v2, s[18:19]
	global_load_dword v7, v2, s[22:23]
	global_load_dword v8, v2, s[26:27]
	global_load_dword v9, v2, s[30:31]
	global_load_dword v10, v2, s[36:37]
	global_load_dword v11, v2, s[42:43]
	global_load_dword v12, v2, s[48:49]
	global_load_dword v13, v2, s[54:55]
	global_load_dword v14, v2, s[44:45]
	global_load_dword v15, v2, s[50:51]
	global_load_dword v16, v2, s[56:57]
	global_load_dword v17, v2, s[60:61]
	global_load_dword v18, v2, s[64:65]
	global_load_dword v19, v2, s[68:69]
	global_load_dword v20, v2, s[66:67]
	global_load_dword v21, v2, s[62:63]
	global_load_dword v22, v2, s[58:59]
	global_load_dword v23, v2, s[52:53]
	global_load_dword v24, v2, s[46:47]
	global_load_dword v25, v2, s[40:41]
	global_load_dword v26, v2, s[38:39]
	global_load_dword v27, v2, s[34:35]
	global_load_dword v28, v2, s[28:29]
                                        ; kill: killed $sgpr52 killed $sgpr53
                                        ; kill: killed $sgpr44 killed $sgpr45
                                        ; kill: killed $sgpr46 killed $sgpr47
                                        ; kill: killed $sgpr50 killed $sgpr51
                                        ; kill: killed $sgpr40 killed $sgpr41
                                        ; kill: killed $sgpr56 killed $sgpr57
                                        ; kill: killed $sgpr38 killed $sgpr39
                                        ; kill: killed $sgpr60 killed $sgpr61
                                        ; kill: killed $sgpr34 killed $sgpr35
                                        ; kill: killed $sgpr64 killed $sgpr65
                                        ; kill: killed $sgpr28 killed $sgpr29
                                        ; kill: killed $sgpr68 killed $sgpr69
                                        ; kill: killed $sgpr66 killed $sgpr67
                                        ; kill: killed $sgpr62 killed $sgpr63
                                        ; kill: killed $sgpr58 killed $sgpr59
	global_load_dword v29, v2, s[24:25]
	global_load_dword v30, v2, s[20:21]
	global_load_dword v31, v2, s[16:17]
	global_load_dword v32, v2, s[12:13]
	.loc	1 19 17                         ; triton_scratch_src.py:19:17
	s_add_u32 s0, s2, s6
	s_addc_u32 s1, s3, s7
	.loc	1 19 9                          ; triton_scratch_src.py:19:9
	global_load_dword v33, v2, s[10:11]
	global_load_dword v34, v2, s[0:1]
	.loc	1 18 10 is_stmt 1               ; triton_scratch_src.py:18:10
	v_or_b32_e32 v1, s70, v1
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	v_xor_b32_e32 v1, s33, v1
	v_lshl_add_u32 v1, v1, 2, 0
	s_lshl_b32 s0, s33, 2
.Ltmp3:
	.loc	1 20 5                          ; triton_scratch_src.py:20:5
	s_and_b32 s5, s5, 0xffff
	s_cmp_eq_u32 s33, 0
	s_cselect_b64 vcc, -1, 0
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	s_waitcnt vmcnt(31)
	v_max_f32_e32 v3, v3, v3
	s_waitcnt vmcnt(30)
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v3, v3, v4
	s_waitcnt vmcnt(26)
	v_max3_f32 v4, v6, v7, v8
	v_max3_f32 v3, v3, v5, v4
	s_waitcnt vmcnt(23)
	v_max3_f32 v6, v9, v10, v11
	s_waitcnt vmcnt(20)
	v_max3_f32 v7, v12, v13, v14
	s_waitcnt vmcnt(17)
	v_max3_f32 v8, v15, v16, v17
	s_waitcnt vmcnt(14)
	v_max3_f32 v9, v18, v19, v20
	v_max3_f32 v4, v7, v8, v9
	v_max3_f32 v3, v3, v6, v4
	s_waitcnt vmcnt(11)
	v_max3_f32 v10, v21, v22, v23
	s_waitcnt vmcnt(8)
	v_max3_f32 v11, v24, v25, v26
	s_waitcnt vmcnt(5)
	v_max3_f32 v12, v27, v28, v29
	v_max3_f32 v5, v10, v11, v12
	s_waitcnt vmcnt(2)
	v_max3_f32 v13, v30, v31, v32
	s_waitcnt vmcnt(0)
	v_max3_f32 v7, v13, v33, v34
	v_max3_f32 v3, v3, v5, v7
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	ds_write_b32 v1, v3
	v_lshlrev_b32_e32 v1, 8, v0
	v_and_b32_e32 v1, 0x700, v1
	v_xor_b32_e32 v3, s0, v2
	v_add3_u32 v1, 0, v1, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 0xe0, v0
	v_add_u32_e32 v0, s0, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v3, v1 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	v_max_f32_e32 v1, v1, v1
.Ltmp7:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	s_barrier
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v1, v1, v3
.Ltmp9:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp10:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v1, v1, v3
.Ltmp11:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v1, v1, v3
.Ltmp13:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	ds_write_b32 v0, v1
	v_add_u32_e32 v0, 0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v0
.Ltmp14:
	.loc	1 20 5                          ; triton_scratch_src.py:20:5
	v_bfrev_b32_e32 v0, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v0, s[4:7], 0 offen
	.loc	1 16 1                          ; triton_scratch_src.py:16:1
	s_endpgm
.Ltmp15:
.Lfunc_end0:
	.size	colmax, .Lfunc_end0-colmax
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel colmax
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 71
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 1
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
                                        ; -- End function
	.set .Lcolmax.num_vgpr, 35
	.set .Lcolmax.num_agpr, 0
	.set .Lcolmax.numbered_sgpr, 71
	.set .Lcolmax.num_named_barrier, 0
	.set .Lcolmax.private_seg_size, 0
	.set .Lcolmax.uses_vcc, 1
	.set .Lcolmax.uses_flat_scratch, 0
	.set .Lcolmax.has_dyn_sized_stack, 0
	.set .Lcolmax.has_recursion, 0
	.set .Lcolmax.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1800
; TotalNumSgprs: 77
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 77
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x51 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x2b DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	20                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_scratch_src.py"         ; string offset=7 ; triton_scratch_src.py
.Linfo_string2:
	.asciz	"SRC"       ; string offset=29 ; SRC
.Linfo_string3:
	.asciz	"colmax"                        ; string offset=53 ; colmax
	.section	".note.GNU-stack","",@progbits
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 512
    .name:           colmax
    .private_segment_fixed_size: 0
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         colmax.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
