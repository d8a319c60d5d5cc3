	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	row_sum                         ; -- Begin function row_sum
	.p2align	8
	.type	row_sum,@function
row_sum:                                ; @row_sum
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 139 0 prologue_end            ; triton_heldout_src.py:139:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.4:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 143 5 is_stmt 1               ; triton_heldout_src.py:143:5
	v_readfirstlane_b32 s0, v0
	.loc	1 140 10                        ; triton_heldout_src.py:140:10
	s_lshl_b32 s33, s12, 5
	.loc	1 143 5                         ; triton_heldout_src.py:143:5
	s_lshr_b32 s70, s0, 6
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	s_mul_i32 s0, s6, s33
	s_mul_i32 s1, s6, 3
	s_add_i32 s18, s0, s1
	s_mul_i32 s1, s6, 5
	s_add_i32 s26, s0, s1
	s_mul_i32 s1, s6, 6
	s_add_i32 s30, s0, s1
	s_mul_i32 s1, s6, 7
	s_add_i32 s36, s0, s1
	s_mul_i32 s1, s6, 9
	s_add_i32 s48, s0, s1
	s_mul_i32 s1, s6, 10
	s_add_i32 s54, s0, s1
	s_mul_i32 s1, s6, 11
	s_add_i32 s44, s0, s1
	s_mul_i32 s1, s6, 12
	s_add_i32 s50, s0, s1
	s_mul_i32 s1, s6, 13
	s_add_i32 s56, s0, s1
	s_mul_i32 s1, s6, 14
	s_add_i32 s60, s0, s1
	s_mul_i32 s1, s6, 15
	s_add_i32 s64, s0, s1
	s_mul_i32 s1, s6, 17
	s_add_i32 s66, s0, s1
	s_mul_i32 s1, s6, 18
	s_add_i32 s62, s0, s1
	s_mul_i32 s1, s6, 19
	s_add_i32 s58, s0, s1
	s_mul_i32 s1, s6, 20
	s_add_i32 s52, s0, s1
	s_mul_i32 s1, s6, 21
	s_add_i32 s46, s0, s1
	s_mul_i32 s1, s6, 22
	s_add_i32 s42, s0, s1
	s_mul_i32 s1, s6, 23
	s_add_i32 s38, s0, s1
	s_mul_i32 s1, s6, 24
	s_add_i32 s34, s0, s1
	s_mul_i32 s1, s6, 25
	s_add_i32 s28, s0, s1
	s_mul_i32 s1, s6, 26
	s_add_i32 s24, s0, s1
	s_mul_i32 s1, s6, 27
	s_add_i32 s20, s0, s1
	s_mul_i32 s1, s6, 28
	s_add_i32 s16, s0, s1
	s_mul_i32 s1, s6, 29
	s_add_i32 s14, s0, s1
	s_mul_i32 s1, s6, 30
	s_add_i32 s8, s0, s6
	s_lshl1_add_u32 s12, s6, s0
	s_lshl2_add_u32 s22, s6, s0
	s_lshl3_add_u32 s40, s6, s0
	s_lshl4_add_u32 s68, s6, s0
	s_add_i32 s10, s0, s1
	s_mul_i32 s6, s6, 31
	.loc	1 142 17 is_stmt 0              ; triton_heldout_src.py:142:17
	s_ashr_i32 s1, s0, 31
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	s_add_i32 s6, s0, s6
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 1
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 1
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 1
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 1
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 1
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[60:61], s[60:61], 1
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[64:65], s[64:65], 1
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[68:69], s[68:69], 1
	s_add_u32 s68, s2, s68
	s_addc_u32 s69, s3, s69
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[66:67], s[66:67], 1
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s67
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[62:63], s[62:63], 1
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s63
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[58:59], s[58:59], 1
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 1
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 1
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s2, s6
	.loc	1 140 34 is_stmt 1              ; triton_heldout_src.py:140:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	s_addc_u32 s7, s3, s7
	s_lshl_b32 s2, s70, 7
	v_lshl_or_b32 v7, v1, 1, s2
	.loc	1 142 9 is_stmt 0               ; triton_heldout_src.py:142:9
	global_load_ushort v1, v7, s[0:1]
	global_load_ushort v2, v7, s[8:9]
	global_load_ushort v12, v7, s[12:13]
	global_load_ushort v13, v7, s[18:19]
	global_load_ushort v14, v7, s[22:23]
	global_load_ushort v15, v7, s[26:27]
	global_load_ushort v16, v7, s[30:31]
	global_load_ushort v17, v7, s[36:37]
	global_load_ushort v18, v7, s[40:41]
	global_load_ushort v19, v7, s[48:49]
	global_load_ushort v20, v7, s[54:55]
	global_load_ushort v21, v7, s[44:45]
	global_load_ushort v22, v7, s[50:51]
	global_load_ushort v23, v7, s[56:57]
	global_load_ushort v24, v7, s[60:61]
	global_load_ushort v25, v7, s[64:65]
	global_load_ushort v26, v7, s[68:69]
	global_load_ushort v27, v7, s[66:67]
	global_load_ushort v28, v7, s[62:63]
	global_load_ushort v29, v7, s[58:59]
	global_load_ushort v30, v7, s[52:53]
	global_load_ushort v31, v7, s[46:47]
	global_load_ushort v32, v7, s[42:43]
	global_load_ushort v33, v7, s[38:39]
	s_waitcnt vmcnt(23)
	v_cvt_f32_f16_e32 v8, v1
	s_waitcnt vmcnt(22)
	v_cvt_f32_f16_e32 v9, v2
	global_load_ushort v34, v7, s[34:35]
	global_load_ushort v35, v7, s[28:29]
	global_load_ushort v5, v7, s[24:25]
	global_load_ushort v6, v7, s[20:21]
	global_load_ushort v3, v7, s[16:17]
	global_load_ushort v4, v7, s[14:15]
	global_load_ushort v1, v7, s[10:11]
	global_load_ushort v2, v7, s[6:7]
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_dpp v10, v8 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp3:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[10:11], v[8:9]
.Ltmp4:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp9:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp10:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp13:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp14:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(29)
	v_cvt_f32_f16_e32 v10, v12
	s_waitcnt vmcnt(28)
	v_cvt_f32_f16_e32 v11, v13
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s0, v8, 63
	v_readlane_b32 s1, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp26:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp27:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(27)
	v_cvt_f32_f16_e32 v10, v14
	s_waitcnt vmcnt(26)
	v_cvt_f32_f16_e32 v11, v15
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s3, v8, 63
	v_readlane_b32 s6, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp30:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp32:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp34:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp36:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp38:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp40:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(25)
	v_cvt_f32_f16_e32 v10, v16
	s_waitcnt vmcnt(24)
	v_cvt_f32_f16_e32 v11, v17
.Ltmp41:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s7, v8, 63
	v_readlane_b32 s8, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp43:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp45:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp46:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp47:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp48:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp49:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp50:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp51:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp52:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp53:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(23)
	v_cvt_f32_f16_e32 v10, v18
	s_waitcnt vmcnt(22)
	v_cvt_f32_f16_e32 v11, v19
.Ltmp54:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s9, v8, 63
	v_readlane_b32 s10, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp56:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp58:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp59:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp60:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp62:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp63:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp64:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp65:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp66:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(21)
	v_cvt_f32_f16_e32 v10, v20
	s_waitcnt vmcnt(20)
	v_cvt_f32_f16_e32 v11, v21
.Ltmp67:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s11, v8, 63
	v_readlane_b32 s12, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp68:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp69:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp70:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp71:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp72:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp73:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp74:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp75:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp76:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp77:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp78:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp79:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(19)
	v_cvt_f32_f16_e32 v10, v22
	s_waitcnt vmcnt(18)
	v_cvt_f32_f16_e32 v11, v23
.Ltmp80:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s13, v8, 63
	v_readlane_b32 s14, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp81:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp82:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp83:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp84:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp85:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp86:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp87:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp88:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp89:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp90:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp91:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp92:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(17)
	v_cvt_f32_f16_e32 v10, v24
	s_waitcnt vmcnt(16)
	v_cvt_f32_f16_e32 v11, v25
.Ltmp93:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s15, v8, 63
	v_readlane_b32 s16, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp94:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp95:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp96:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp97:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp98:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp99:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp100:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp101:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp102:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp103:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp104:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp105:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v10, v26
	s_waitcnt vmcnt(14)
	v_cvt_f32_f16_e32 v11, v27
.Ltmp106:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s17, v8, 63
	v_readlane_b32 s18, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp107:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp108:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp109:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp110:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp111:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp112:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp113:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp114:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp115:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp116:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp117:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp118:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(13)
	v_cvt_f32_f16_e32 v10, v28
	s_waitcnt vmcnt(12)
	v_cvt_f32_f16_e32 v11, v29
.Ltmp119:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s19, v8, 63
	v_readlane_b32 s20, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp120:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp121:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp122:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp123:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp124:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp125:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp126:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp127:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp128:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp129:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp130:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp131:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(11)
	v_cvt_f32_f16_e32 v10, v30
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v11, v31
.Ltmp132:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s21, v8, 63
	v_readlane_b32 s22, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp133:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp134:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp135:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp136:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp137:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp138:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp139:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp140:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp141:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp142:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp143:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp144:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v10, v32
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v11, v33
.Ltmp145:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s23, v8, 63
	v_readlane_b32 s24, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp146:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp147:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp148:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp149:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp150:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp151:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp152:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp153:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp154:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp155:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp156:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp157:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v10, v34
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v11, v35
.Ltmp158:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s25, v8, 63
	v_readlane_b32 s26, v9, 63
	v_mov_b32_dpp v8, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp159:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp160:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp161:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp162:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp163:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp164:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp165:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp166:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp167:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp168:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp169:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp170:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v10, v5
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v11, v6
.Ltmp171:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s27, v8, 63
	v_readlane_b32 s28, v9, 63
	v_mov_b32_dpp v6, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp172:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[10:11]
.Ltmp173:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp174:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp175:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp176:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp177:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp178:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp179:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v7
	s_nop 0
	v_mov_b32_dpp v8, v8 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v9 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp180:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp181:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp182:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp183:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v8, v3
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v9, v4
.Ltmp184:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s29, v6, 63
	v_readlane_b32 s30, v7, 63
	v_mov_b32_dpp v4, v8 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v9 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp185:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[8:9]
.Ltmp186:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp187:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp188:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp189:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp190:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp191:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp192:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v5
	s_nop 0
	v_mov_b32_dpp v6, v6 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v7 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp193:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp194:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp195:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp196:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v6, v1
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v7, v2
.Ltmp197:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_readlane_b32 s31, v4, 63
	v_readlane_b32 s34, v5, 63
	v_mov_b32_dpp v2, v6 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v7 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp198:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
.Ltmp199:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v1, s2
	s_nop 0
	v_mov_b32_dpp v4, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp200:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp201:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v4, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp202:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp203:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v4, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp204:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp205:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v3
	s_nop 0
	v_mov_b32_dpp v4, v4 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp206:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp207:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v4, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp208:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp209:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v4, s3
	v_readlane_b32 s35, v2, 63
	v_readlane_b32 s36, v3, 63
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v5, s6
	ds_write_b128 v1, v[2:5]
	v_mov_b32_e32 v2, s7
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v4, s9
	v_mov_b32_e32 v5, s10
	ds_write_b128 v1, v[2:5] offset:16
	v_mov_b32_e32 v2, s11
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v4, s13
	v_mov_b32_e32 v5, s14
	ds_write_b128 v1, v[2:5] offset:32
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s16
	v_mov_b32_e32 v4, s17
	v_mov_b32_e32 v5, s18
	ds_write_b128 v1, v[2:5] offset:48
	v_mov_b32_e32 v2, s19
	v_mov_b32_e32 v3, s20
	v_mov_b32_e32 v4, s21
	v_mov_b32_e32 v5, s22
	ds_write_b128 v1, v[2:5] offset:64
	v_mov_b32_e32 v2, s23
	v_mov_b32_e32 v3, s24
	v_mov_b32_e32 v4, s25
	v_mov_b32_e32 v5, s26
	ds_write_b128 v1, v[2:5] offset:80
	v_mov_b32_e32 v2, s27
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	v_mov_b32_e32 v5, s30
	ds_write_b128 v1, v[2:5] offset:96
	v_mov_b32_e32 v2, s31
	v_mov_b32_e32 v3, s34
	v_mov_b32_e32 v4, s35
	v_mov_b32_e32 v5, s36
	ds_write_b128 v1, v[2:5] offset:112
	v_lshlrev_b32_e32 v1, 7, v0
	v_and_b32_e32 v1, 0x80, v1
	v_add_u32_e32 v1, 0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[2:5], v1
	ds_read_b128 v[6:9], v1 offset:16
	ds_read_b128 v[10:13], v1 offset:32
	ds_read_b128 v[14:17], v1 offset:48
	ds_read_b128 v[18:21], v1 offset:64
	ds_read_b128 v[22:25], v1 offset:80
	ds_read_b128 v[26:29], v1 offset:96
	ds_read_b128 v[30:33], v1 offset:112
	s_waitcnt lgkmcnt(7)
	v_mov_b32_dpp v34, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp210:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[34:35]
.Ltmp211:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_dpp v34, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp212:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[34:35]
.Ltmp213:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt lgkmcnt(6)
	v_mov_b32_dpp v34, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp214:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[34:35]
.Ltmp215:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_dpp v34, v8 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v9 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp216:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[34:35]
.Ltmp217:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_dpp v34, v10 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp218:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[34:35]
.Ltmp219:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_dpp v34, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v13 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp220:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[34:35]
.Ltmp221:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt lgkmcnt(4)
	v_mov_b32_dpp v34, v14 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v15 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp222:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[34:35]
.Ltmp223:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_dpp v34, v16 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v17 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp224:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[34:35]
.Ltmp225:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_dpp v34, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v19 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp226:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[18:19], v[18:19], v[34:35]
.Ltmp227:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_dpp v34, v20 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v21 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp228:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[34:35]
.Ltmp229:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt lgkmcnt(2)
	v_mov_b32_dpp v34, v22 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v23 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp230:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
.Ltmp231:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_dpp v34, v24 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v25 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp232:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[24:25], v[24:25], v[34:35]
.Ltmp233:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_dpp v34, v26 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v27 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp234:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[26:27], v[26:27], v[34:35]
.Ltmp235:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_dpp v34, v28 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v29 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp236:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[28:29], v[28:29], v[34:35]
.Ltmp237:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v34, v30 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v31 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp238:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[30:31], v[30:31], v[34:35]
.Ltmp239:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_dpp v34, v32 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v33 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp240:
	.loc	1 143 5                         ; triton_heldout_src.py:143:5
	v_mov_b32_e32 v1, 0
.Ltmp241:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
.Ltmp242:
	.loc	1 143 5                         ; triton_heldout_src.py:143:5
	s_barrier
	ds_write_b128 v1, v[2:5]
	ds_write_b128 v1, v[6:9] offset:16
	ds_write_b128 v1, v[10:13] offset:32
	ds_write_b128 v1, v[14:17] offset:48
	ds_write_b128 v1, v[18:21] offset:64
	ds_write_b128 v1, v[22:25] offset:80
	ds_write_b128 v1, v[26:29] offset:96
	ds_write_b128 v1, v[30:33] offset:112
	v_and_or_b32 v1, v0, 32, s70
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 5 is_stmt 0                 ; triton_heldout_src.py:0:5
	v_and_b32_e32 v0, 31, v0
	v_lshl_add_u32 v1, v0, 2, 0
	.loc	1 143 5                         ; triton_heldout_src.py:143:5
	ds_read_b32 v2, v1
	v_or_b32_e32 v0, s33, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB0_2:
	.loc	1 139 1 is_stmt 1               ; triton_heldout_src.py:139:1
	s_endpgm
.Ltmp243:
.Lfunc_end0:
	.size	row_sum, .Lfunc_end0-row_sum
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel row_sum
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
		.amdhsa_next_free_vgpr 36
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
	.set .Lrow_sum.num_vgpr, 36
	.set .Lrow_sum.num_agpr, 0
	.set .Lrow_sum.numbered_sgpr, 71
	.set .Lrow_sum.num_named_barrier, 0
	.set .Lrow_sum.private_seg_size, 0
	.set .Lrow_sum.uses_vcc, 1
	.set .Lrow_sum.uses_flat_scratch, 0
	.set .Lrow_sum.has_dyn_sized_stack, 0
	.set .Lrow_sum.has_recursion, 0
	.set .Lrow_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5464
; TotalNumSgprs: 77
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 77
; NumVGPRsForWavesPerEU: 36
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
	.byte	5                               ; DW_FORM_data2
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
	.byte	1                               ; Abbrev [1] 0xb:0x52 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x2c DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	143                             ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
	.quad	.Ltmp183-.Lfunc_begin0
	.quad	.Ltmp184-.Lfunc_begin0
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
	.quad	.Ltmp240-.Lfunc_begin0
	.quad	.Ltmp241-.Lfunc_begin0
	.quad	.Ltmp242-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
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
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp159-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.quad	.Ltmp165-.Lfunc_begin0
	.quad	.Ltmp166-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp169-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
	.quad	.Ltmp173-.Lfunc_begin0
	.quad	.Ltmp174-.Lfunc_begin0
	.quad	.Ltmp175-.Lfunc_begin0
	.quad	.Ltmp176-.Lfunc_begin0
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp178-.Lfunc_begin0
	.quad	.Ltmp179-.Lfunc_begin0
	.quad	.Ltmp180-.Lfunc_begin0
	.quad	.Ltmp181-.Lfunc_begin0
	.quad	.Ltmp182-.Lfunc_begin0
	.quad	.Ltmp183-.Lfunc_begin0
	.quad	.Ltmp185-.Lfunc_begin0
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp187-.Lfunc_begin0
	.quad	.Ltmp188-.Lfunc_begin0
	.quad	.Ltmp189-.Lfunc_begin0
	.quad	.Ltmp190-.Lfunc_begin0
	.quad	.Ltmp191-.Lfunc_begin0
	.quad	.Ltmp192-.Lfunc_begin0
	.quad	.Ltmp193-.Lfunc_begin0
	.quad	.Ltmp194-.Lfunc_begin0
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp198-.Lfunc_begin0
	.quad	.Ltmp199-.Lfunc_begin0
	.quad	.Ltmp200-.Lfunc_begin0
	.quad	.Ltmp201-.Lfunc_begin0
	.quad	.Ltmp202-.Lfunc_begin0
	.quad	.Ltmp203-.Lfunc_begin0
	.quad	.Ltmp204-.Lfunc_begin0
	.quad	.Ltmp205-.Lfunc_begin0
	.quad	.Ltmp206-.Lfunc_begin0
	.quad	.Ltmp207-.Lfunc_begin0
	.quad	.Ltmp208-.Lfunc_begin0
	.quad	.Ltmp209-.Lfunc_begin0
	.quad	.Ltmp210-.Lfunc_begin0
	.quad	.Ltmp211-.Lfunc_begin0
	.quad	.Ltmp212-.Lfunc_begin0
	.quad	.Ltmp213-.Lfunc_begin0
	.quad	.Ltmp214-.Lfunc_begin0
	.quad	.Ltmp215-.Lfunc_begin0
	.quad	.Ltmp216-.Lfunc_begin0
	.quad	.Ltmp217-.Lfunc_begin0
	.quad	.Ltmp218-.Lfunc_begin0
	.quad	.Ltmp219-.Lfunc_begin0
	.quad	.Ltmp220-.Lfunc_begin0
	.quad	.Ltmp221-.Lfunc_begin0
	.quad	.Ltmp222-.Lfunc_begin0
	.quad	.Ltmp223-.Lfunc_begin0
	.quad	.Ltmp224-.Lfunc_begin0
	.quad	.Ltmp225-.Lfunc_begin0
	.quad	.Ltmp226-.Lfunc_begin0
	.quad	.Ltmp227-.Lfunc_begin0
	.quad	.Ltmp228-.Lfunc_begin0
	.quad	.Ltmp229-.Lfunc_begin0
	.quad	.Ltmp230-.Lfunc_begin0
	.quad	.Ltmp231-.Lfunc_begin0
	.quad	.Ltmp232-.Lfunc_begin0
	.quad	.Ltmp233-.Lfunc_begin0
	.quad	.Ltmp234-.Lfunc_begin0
	.quad	.Ltmp235-.Lfunc_begin0
	.quad	.Ltmp236-.Lfunc_begin0
	.quad	.Ltmp237-.Lfunc_begin0
	.quad	.Ltmp238-.Lfunc_begin0
	.quad	.Ltmp239-.Lfunc_begin0
	.quad	.Ltmp241-.Lfunc_begin0
	.quad	.Ltmp242-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_heldout_src.py"         ; string offset=7 ; triton_heldout_src.py
.Linfo_string2:
	.asciz	"SRC"       ; string offset=29 ; SRC
.Linfo_string3:
	.asciz	"row_sum"                       ; string offset=53 ; row_sum
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
    .max_flat_workgroup_size: 128
    .name:           row_sum
    .private_segment_fixed_size: 0
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         row_sum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
