	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	softmax2d                       ; -- Begin function softmax2d
	.p2align	8
	.type	softmax2d,@function
softmax2d:                              ; @softmax2d
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 24 0 prologue_end             ; triton_scratch_src.py:24:0
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
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_readfirstlane_b32 s0, v0
.Ltmp2:
	.loc	1 28 25                         ; triton_scratch_src.py:28:25
	s_mul_i32 s12, s12, s6
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	s_and_b32 s33, s0, 0xc0
	.loc	1 28 25                         ; triton_scratch_src.py:28:25
	s_lshl_b32 s8, s12, 4
	s_mul_i32 s0, s6, 3
	s_add_i32 s44, s8, s0
	s_mul_i32 s0, s6, 5
	s_add_i32 s16, s8, s0
	s_mul_i32 s0, s6, 6
	s_add_i32 s18, s8, s0
	s_mul_i32 s0, s6, 7
	s_add_i32 s20, s8, s0
	s_mul_i32 s0, s6, 9
	s_add_i32 s24, s8, s0
	s_mul_i32 s0, s6, 10
	s_add_i32 s26, s8, s0
	s_mul_i32 s0, s6, 11
	s_add_i32 s28, s8, s0
	s_mul_i32 s0, s6, 12
	s_add_i32 s30, s8, s0
	s_mul_i32 s0, s6, 13
	s_add_i32 s10, s8, s6
	s_lshl1_add_u32 s12, s6, s8
	s_lshl2_add_u32 s14, s6, s8
	s_lshl3_add_u32 s22, s6, s8
	s_add_i32 s34, s8, s0
	s_mul_i32 s0, s6, 14
	s_mul_i32 s6, s6, 15
	.loc	1 28 17 is_stmt 0               ; triton_scratch_src.py:28:17
	s_ashr_i32 s9, s8, 31
	.loc	1 28 25                         ; triton_scratch_src.py:28:25
	s_add_i32 s36, s8, s0
	s_add_i32 s0, s8, s6
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_lshl_b64 s[6:7], s[8:9], 1
	s_add_u32 s38, s2, s6
	s_addc_u32 s39, s3, s7
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[8:9], s[10:11], 1
	s_add_u32 s40, s2, s8
	s_addc_u32 s41, s3, s9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[10:11], s[12:13], 1
	s_add_u32 s42, s2, s10
	s_addc_u32 s43, s3, s11
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[12:13], s[44:45], 1
	s_add_u32 s44, s2, s12
	.loc	1 28 43                         ; triton_scratch_src.py:28:43
	v_and_or_b32 v1, v0, 63, s33
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_addc_u32 s45, s3, s13
	v_lshlrev_b32_e32 v32, 1, v1
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	global_load_ushort v1, v32, s[44:45] offset:512
	global_load_ushort v2, v32, s[44:45]
	global_load_ushort v4, v32, s[38:39]
	global_load_ushort v5, v32, s[38:39] offset:512
	global_load_ushort v8, v32, s[40:41]
	global_load_ushort v9, v32, s[40:41] offset:512
	global_load_ushort v6, v32, s[42:43]
	global_load_ushort v7, v32, s[42:43] offset:512
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s40, s2, s14
	s_addc_u32 s41, s3, s15
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s42, s2, s16
	s_addc_u32 s43, s3, s17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s44, s2, s18
	s_addc_u32 s45, s3, s19
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s46, s2, s20
	s_addc_u32 s47, s3, s21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s48, s2, s22
	s_addc_u32 s49, s3, s23
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s50, s2, s24
	s_addc_u32 s51, s3, s25
	s_ashr_i32 s27, s26, 31
.Ltmp3:
	.loc	2 216 16 is_stmt 1              ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_lshlrev_b32_e32 v0, 6, v0
.Ltmp4:
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_lshl_b64 s[26:27], s[26:27], 1
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_and_b32_e32 v0, 0xc0, v0
.Ltmp6:
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_add_u32 s52, s2, s26
.Ltmp7:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_add_u32_e32 v33, 0, v0
.Ltmp8:
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_addc_u32 s53, s3, s27
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s54, s2, s28
	s_addc_u32 s55, s3, s29
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s56, s2, s30
	s_addc_u32 s57, s3, s31
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s58, s2, s34
	s_addc_u32 s59, s3, s35
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s60, s2, s36
	s_addc_u32 s61, s3, s37
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[38:39], s[0:1], 1
	s_add_u32 s0, s2, s38
	s_addc_u32 s1, s3, s39
	.loc	1 28 9 is_stmt 0                ; triton_scratch_src.py:28:9
	global_load_ushort v14, v32, s[40:41]
	global_load_ushort v15, v32, s[40:41] offset:512
	global_load_ushort v10, v32, s[42:43]
	global_load_ushort v11, v32, s[42:43] offset:512
	global_load_ushort v16, v32, s[44:45]
	global_load_ushort v17, v32, s[44:45] offset:512
	global_load_ushort v18, v32, s[46:47]
	global_load_ushort v19, v32, s[46:47] offset:512
	global_load_ushort v22, v32, s[48:49]
	global_load_ushort v23, v32, s[48:49] offset:512
	global_load_ushort v20, v32, s[50:51]
	global_load_ushort v21, v32, s[50:51] offset:512
	global_load_ushort v24, v32, s[52:53]
	global_load_ushort v25, v32, s[52:53] offset:512
	global_load_ushort v26, v32, s[54:55]
	global_load_ushort v27, v32, s[54:55] offset:512
	global_load_ushort v30, v32, s[56:57]
	global_load_ushort v31, v32, s[56:57] offset:512
	global_load_ushort v28, v32, s[58:59]
	global_load_ushort v29, v32, s[58:59] offset:512
	global_load_ushort v35, v32, s[60:61]
	global_load_ushort v36, v32, s[60:61] offset:512
	global_load_ushort v37, v32, s[0:1]
	global_load_ushort v38, v32, s[0:1] offset:512
.Ltmp9:
	.loc	2 216 16 is_stmt 1              ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v34, s33
.Ltmp10:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(31)
	v_cvt_f32_f16_e32 v3, v1
	s_waitcnt vmcnt(30)
	v_cvt_f32_f16_e32 v2, v2
	s_waitcnt vmcnt(29)
	v_cvt_f32_f16_e32 v12, v4
	s_waitcnt vmcnt(28)
	v_cvt_f32_f16_e32 v13, v5
	s_waitcnt vmcnt(27)
	v_cvt_f32_f16_e32 v8, v8
.Ltmp11:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v0, v2, v3
.Ltmp12:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(25)
	v_cvt_f32_f16_e32 v6, v6
	s_waitcnt vmcnt(24)
	v_cvt_f32_f16_e32 v7, v7
.Ltmp13:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v1, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp14:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp15:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v9, v9
	s_waitcnt vmcnt(21)
	v_cvt_f32_f16_e32 v10, v10
.Ltmp16:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v1, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp17:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp18:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(20)
	v_cvt_f32_f16_e32 v11, v11
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v22, v22
.Ltmp19:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v1, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp21:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(12)
	v_cvt_f32_f16_e32 v21, v21
	v_cvt_f32_f16_e32 v20, v20
.Ltmp22:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp23:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp24:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v1, v0
.Ltmp25:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v23, v23
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v29, v29
.Ltmp26:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v1, v1 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp27:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp28:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v28, v28
	v_cvt_f32_f16_e32 v31, v31
.Ltmp29:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v1, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp30:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp31:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v30, v30
.Ltmp32:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s0, v0, 63
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v0, v6, v7
.Ltmp34:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v43, s0
	v_mov_b32_dpp v1, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp35:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp36:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp37:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp38:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp39:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp40:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp41:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp42:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp43:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp44:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp45:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp46:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s1, v0, 63
.Ltmp47:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v0, v8, v9
.Ltmp48:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v42, s1
	v_mov_b32_dpp v1, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp49:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp50:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp51:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp52:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp53:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp54:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp55:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp56:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp57:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp58:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp59:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp60:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s2, v0, 63
.Ltmp61:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v0, v12, v13
.Ltmp62:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v41, s2
	v_mov_b32_dpp v1, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp63:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp64:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp65:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp66:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp67:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp68:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp69:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp70:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp71:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp72:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v1, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp73:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
.Ltmp74:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v1, v19
.Ltmp75:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s3, v0, 63
.Ltmp76:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v0, v18
.Ltmp77:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v0, v1
.Ltmp78:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v40, s3
	ds_write_b128 v34, v[40:43]
	v_mov_b32_dpp v5, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp79:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp80:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp81:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp82:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp83:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp84:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp85:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp86:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v5, v4
	s_nop 1
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp87:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v18, v4, v5
.Ltmp88:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v5, v17
	v_cvt_f32_f16_e32 v4, v16
.Ltmp89:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v19, v18 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp90:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v16, v19, v19
	v_max_f32_e32 v16, v18, v16
.Ltmp91:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v19, v15
.Ltmp92:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s0, v16, 63
.Ltmp93:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v16, v4, v5
.Ltmp94:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v18, v14
.Ltmp95:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v43, s0
	v_mov_b32_dpp v17, v16 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp96:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp97:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp98:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp99:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp100:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp101:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp102:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp103:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_mov_b32_dpp v17, v17 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp104:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp105:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp106:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp107:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s1, v16, 63
.Ltmp108:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v16, v10, v11
.Ltmp109:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v42, s1
	v_mov_b32_dpp v17, v16 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp110:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp111:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp112:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp113:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp114:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp115:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp116:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp117:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_mov_b32_dpp v17, v17 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp118:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp119:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp120:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v14, v17, v17
	v_max_f32_e32 v14, v16, v14
.Ltmp121:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s2, v14, 63
.Ltmp122:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v14, v18, v19
.Ltmp123:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v41, s2
	v_mov_b32_dpp v15, v14 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp124:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v15, v15, v15
	v_max_f32_e32 v14, v14, v15
.Ltmp125:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v15, v14 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp126:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v15, v15, v15
	v_max_f32_e32 v14, v14, v15
.Ltmp127:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v15, v14 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp128:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v15, v15, v15
	v_max_f32_e32 v14, v14, v15
.Ltmp129:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v15, v14 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp130:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v15, v15, v15
	v_max_f32_e32 v14, v14, v15
.Ltmp131:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v15, v14
	s_nop 1
	v_mov_b32_dpp v15, v15 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp132:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v15, v15, v15
	v_max_f32_e32 v14, v14, v15
.Ltmp133:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v15, v14 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp134:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v15, v15, v15
	v_max_f32_e32 v14, v14, v15
.Ltmp135:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v15, v27
.Ltmp136:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s3, v14, 63
.Ltmp137:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v14, v26
.Ltmp138:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v16, v14, v15
.Ltmp139:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v40, s3
	ds_write_b128 v34, v[40:43] offset:16
	v_mov_b32_dpp v17, v16 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp140:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp141:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp142:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp143:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp144:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp145:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v17, v16 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp146:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
.Ltmp147:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_mov_b32_dpp v17, v17 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp148:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v26, v16, v17
.Ltmp149:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v17, v25
	v_cvt_f32_f16_e32 v16, v24
.Ltmp150:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v27, v26 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp151:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v24, v27, v27
	v_max_f32_e32 v24, v26, v24
.Ltmp152:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s0, v24, 63
.Ltmp153:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v24, v16, v17
.Ltmp154:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v43, s0
	v_mov_b32_dpp v25, v24 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp155:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp156:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp157:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp158:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp159:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp160:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp161:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp162:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v25, v24
	s_nop 1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp163:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp164:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp165:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp166:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s1, v24, 63
.Ltmp167:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v24, v20, v21
.Ltmp168:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v42, s1
	v_mov_b32_dpp v25, v24 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp169:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp170:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp171:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp172:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp173:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp174:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp175:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp176:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v25, v24
	s_nop 1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp177:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp178:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp179:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp180:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s2, v24, 63
.Ltmp181:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v24, v22, v23
.Ltmp182:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v41, s2
	v_mov_b32_dpp v25, v24 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp183:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp184:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp185:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp186:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp187:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp188:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp189:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp190:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v25, v24
	s_nop 1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp191:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp192:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v25, v24 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp193:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v25
.Ltmp194:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v25, v38
.Ltmp195:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s3, v24, 63
.Ltmp196:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v24, v37
.Ltmp197:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v26, v24, v25
.Ltmp198:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v40, s3
	ds_write_b128 v34, v[40:43] offset:32
	v_mov_b32_dpp v27, v26 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp199:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v27, v27, v27
	v_max_f32_e32 v26, v26, v27
.Ltmp200:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v27, v26 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp201:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v27, v27, v27
	v_max_f32_e32 v26, v26, v27
.Ltmp202:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v27, v26 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp203:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v27, v27, v27
	v_max_f32_e32 v26, v26, v27
.Ltmp204:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v27, v26 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp205:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v27, v27, v27
	v_max_f32_e32 v26, v26, v27
.Ltmp206:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v27, v26
	s_nop 1
	v_mov_b32_dpp v27, v27 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp207:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v27, v27, v27
	v_max_f32_e32 v37, v26, v27
.Ltmp208:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_cvt_f32_f16_e32 v27, v36
	v_cvt_f32_f16_e32 v26, v35
.Ltmp209:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v38, v37 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp210:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v35, v38, v38
	v_max_f32_e32 v35, v37, v35
.Ltmp211:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s0, v35, 63
.Ltmp212:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v35, v26, v27
.Ltmp213:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v39, s0
	v_mov_b32_dpp v36, v35 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp214:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp215:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp216:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp217:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp218:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp219:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp220:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp221:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v36, v35
	s_nop 1
	v_mov_b32_dpp v36, v36 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp222:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp223:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp224:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp225:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s1, v35, 63
.Ltmp226:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v35, v28, v29
.Ltmp227:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v38, s1
	v_mov_b32_dpp v36, v35 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp228:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp229:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp230:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp231:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp232:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp233:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp234:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp235:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v36, v35
	s_nop 1
	v_mov_b32_dpp v36, v36 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp236:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp237:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp238:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp239:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s2, v35, 63
.Ltmp240:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v35, v30, v31
.Ltmp241:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_e32 v37, s2
	v_mov_b32_dpp v36, v35 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp242:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
	s_mov_b32 s2, 0x3fb8aa3b
.Ltmp243:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v36, v35 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp244:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp245:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp246:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp247:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp248:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp249:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v36, v35
	s_nop 1
	v_mov_b32_dpp v36, v36 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp250:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp251:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v36, v35 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp252:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v36
.Ltmp253:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s3, v35, 63
	s_nop 1
	v_mov_b32_e32 v36, s3
	ds_write_b128 v34, v[36:39] offset:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[36:39], v33
	ds_read_b128 v[40:43], v33 offset:16
.Ltmp254:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v44, v36, v36
.Ltmp255:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v35, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v37 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp256:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v46, v37, v37
.Ltmp257:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v47, v38 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp258:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v48, v38, v38
.Ltmp259:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v49, v39 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp260:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v50, v39, v39
.Ltmp261:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	ds_read_b128 v[36:39], v33 offset:32
.Ltmp262:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v35, v35, v35
	v_max_f32_e32 v35, v44, v35
.Ltmp263:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_dpp v51, v40 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp264:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v52, v40, v40
.Ltmp265:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v53, v41 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp266:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v54, v41, v41
.Ltmp267:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v55, v42 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp268:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v56, v42, v42
.Ltmp269:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v57, v43 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp270:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v58, v43, v43
.Ltmp271:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	ds_read_b128 v[40:43], v33 offset:48
	s_waitcnt lgkmcnt(1)
	v_mov_b32_dpp v59, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp272:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v60, v36, v36
.Ltmp273:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v36, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp274:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v36, v35, v36
	v_max_f32_e32 v35, v45, v45
	v_max_f32_e32 v35, v46, v35
.Ltmp275:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v61, v37 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp276:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v37, v37, v37
.Ltmp277:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[12:13], v[12:13], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp278:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v36, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp279:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v36, v35, v36
	v_max_f32_e32 v35, v47, v47
	v_max_f32_e32 v35, v48, v35
.Ltmp280:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[8:9], v[8:9], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp281:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v62, v38 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp282:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v36, v35, v36
	v_max_f32_e32 v35, v49, v49
	v_max_f32_e32 v35, v50, v35
.Ltmp283:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[6:7], v[6:7], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp284:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v63, v38, v38
.Ltmp285:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v36, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp286:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v36, v35, v36
	v_max_f32_e32 v35, v51, v51
	v_max_f32_e32 v35, v52, v35
.Ltmp287:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[2:3], v[2:3], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp288:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v65, v40 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp289:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v36, v35, v36
	v_max_f32_e32 v35, v53, v53
	v_max_f32_e32 v35, v54, v35
.Ltmp290:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[18:19], v[18:19], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp291:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v66, v40, v40
.Ltmp292:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v36, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp293:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v36, v35, v36
.Ltmp294:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[10:11], v[10:11], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp295:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v35, v55, v55
	v_max_f32_e32 v36, v57, v57
	v_max_f32_e32 v35, v56, v35
	v_max_f32_e32 v38, v58, v36
	v_max_f32_e32 v36, v59, v59
	v_max_f32_e32 v40, v60, v36
.Ltmp296:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v68, v42 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp297:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v36, v35, v36
	v_max_f32_e32 v35, v61, v61
	v_max_f32_e32 v35, v37, v35
.Ltmp298:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v37, v38 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp299:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v37, v37, v37
	v_max_f32_e32 v69, v42, v42
	v_max_f32_e32 v38, v38, v37
	v_max_f32_e32 v37, v62, v62
.Ltmp300:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v42, v40 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v64, v39 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp301:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v37, v63, v37
	v_max_f32_e32 v42, v42, v42
	v_max_f32_e32 v39, v39, v39
	v_max_f32_e32 v40, v40, v42
	v_max_f32_e32 v42, v64, v64
.Ltmp302:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v44, v37 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v41 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp303:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v39, v39, v42
.Ltmp304:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v42, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp305:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v44, v44, v44
	v_max_f32_e32 v41, v41, v41
	v_max_f32_e32 v42, v42, v42
	v_max_f32_e32 v44, v37, v44
	v_max_f32_e32 v37, v67, v67
	v_max_f32_e32 v42, v35, v42
	v_max_f32_e32 v35, v65, v65
	v_max_f32_e32 v37, v41, v37
.Ltmp306:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v41, v39 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp307:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v35, v66, v35
	v_max_f32_e32 v41, v41, v41
	v_max_f32_e32 v46, v39, v41
.Ltmp308:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v70, v43 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v41, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp309:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v41, v41, v41
	v_max_f32_e32 v43, v43, v43
	v_max_f32_e32 v48, v35, v41
	v_max_f32_e32 v35, v70, v70
.Ltmp310:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v41, v37 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp311:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v39, v68, v68
	v_max_f32_e32 v35, v43, v35
	v_max_f32_e32 v41, v41, v41
	v_max_f32_e32 v39, v69, v39
	v_max_f32_e32 v50, v37, v41
.Ltmp312:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[4:5], v[4:5], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp313:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v37, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v39 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp314:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v37, v37, v37
.Ltmp315:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_pk_mul_f32 v[12:13], v[12:13], s[2:3] op_sel_hi:[1,0]
	s_mov_b32 s3, 0xc2fc0000
.Ltmp316:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v52, v35, v37
.Ltmp317:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_mov_b32_e32 v35, 0x42800000
	v_cmp_gt_f32_e32 vcc, s3, v13
.Ltmp318:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v36, v39, v36
.Ltmp319:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[0:1], v[0:1], v[38:39] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[22:23], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[20:21], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[16:17], v[44:45] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[14:15], v[46:47] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cndmask_b32_e32 v14, 0, v35, vcc
	v_cmp_gt_f32_e64 s[0:1], s3, v12
	v_add_f32_e32 v13, v13, v14
	v_exp_f32_e32 v13, v13
	v_cndmask_b32_e64 v14, 0, v35, s[0:1]
	v_add_f32_e32 v12, v12, v14
	v_exp_f32_e32 v12, v12
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[46:47], v[30:31], v[48:49] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[28:29], v[50:51] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[24:25], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_not_b32_e32 v52, 63
	v_cndmask_b32_e32 v14, 0, v52, vcc
	v_pk_mul_f32 v[8:9], v[8:9], s[2:3] op_sel_hi:[1,0]
	v_ldexp_f32 v28, v13, v14
	v_cndmask_b32_e64 v13, 0, v52, s[0:1]
	v_cmp_gt_f32_e32 vcc, s3, v9
	v_ldexp_f32 v30, v12, v13
	v_cmp_gt_f32_e64 s[0:1], s3, v8
	v_cndmask_b32_e32 v12, 0, v35, vcc
	v_add_f32_e32 v9, v9, v12
	v_cndmask_b32_e64 v12, 0, v35, s[0:1]
	v_exp_f32_e32 v9, v9
	v_add_f32_e32 v8, v8, v12
	v_exp_f32_e32 v8, v8
	v_cndmask_b32_e32 v12, 0, v52, vcc
	v_pk_mul_f32 v[6:7], v[6:7], s[2:3] op_sel_hi:[1,0]
	v_ldexp_f32 v29, v9, v12
	v_cndmask_b32_e64 v9, 0, v52, s[0:1]
	v_cmp_gt_f32_e32 vcc, s3, v7
	v_ldexp_f32 v31, v8, v9
	v_cmp_gt_f32_e64 s[0:1], s3, v6
	v_cndmask_b32_e32 v8, 0, v35, vcc
	v_add_f32_e32 v7, v7, v8
	v_cndmask_b32_e64 v8, 0, v35, s[0:1]
	v_exp_f32_e32 v7, v7
	v_add_f32_e32 v6, v6, v8
	v_exp_f32_e32 v6, v6
	v_cndmask_b32_e32 v8, 0, v52, vcc
	v_pk_mul_f32 v[2:3], v[2:3], s[2:3] op_sel_hi:[1,0]
	v_ldexp_f32 v24, v7, v8
	v_cndmask_b32_e64 v7, 0, v52, s[0:1]
	v_cmp_gt_f32_e32 vcc, s3, v3
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[36:37], v[26:27], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_ldexp_f32 v26, v6, v7
	v_cndmask_b32_e32 v6, 0, v35, vcc
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	v_add_f32_e32 v3, v3, v6
	v_exp_f32_e32 v3, v3
	v_cndmask_b32_e64 v6, 0, v35, s[0:1]
	v_add_f32_e32 v2, v2, v6
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v6, 0, v52, vcc
	v_ldexp_f32 v25, v3, v6
	v_cndmask_b32_e64 v3, 0, v52, s[0:1]
	v_ldexp_f32 v27, v2, v3
	v_pk_mul_f32 v[2:3], v[18:19], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], s[2:3] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	s_nop 0
	v_cndmask_b32_e32 v6, 0, v35, vcc
	v_add_f32_e32 v3, v3, v6
	v_cndmask_b32_e64 v6, 0, v35, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v6
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v6, 0, v52, vcc
	v_ldexp_f32 v20, v3, v6
	v_cndmask_b32_e64 v3, 0, v52, s[0:1]
	v_ldexp_f32 v22, v2, v3
	v_pk_mul_f32 v[2:3], v[10:11], s[2:3] op_sel_hi:[1,0]
.Ltmp320:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_barrier
.Ltmp321:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	s_nop 0
	v_cndmask_b32_e32 v6, 0, v35, vcc
	v_add_f32_e32 v3, v3, v6
	v_cndmask_b32_e64 v6, 0, v35, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v6
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v6, 0, v52, vcc
	v_ldexp_f32 v21, v3, v6
	v_cndmask_b32_e64 v3, 0, v52, s[0:1]
	v_ldexp_f32 v23, v2, v3
	v_pk_mul_f32 v[2:3], v[4:5], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	s_nop 0
	v_cndmask_b32_e32 v4, 0, v35, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v35, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v52, vcc
	v_ldexp_f32 v16, v3, v4
	v_cndmask_b32_e64 v3, 0, v52, s[0:1]
	v_cmp_gt_f32_e32 vcc, s3, v1
	v_ldexp_f32 v18, v2, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v0
	v_cndmask_b32_e32 v2, 0, v35, vcc
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v2, 0, v35, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v2
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e32 v2, 0, v52, vcc
	v_ldexp_f32 v17, v1, v2
	v_cndmask_b32_e64 v1, 0, v52, s[0:1]
	v_ldexp_f32 v19, v0, v1
	v_pk_mul_f32 v[0:1], v[38:39], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v1
	v_cmp_gt_f32_e64 s[0:1], s3, v0
	s_nop 0
	v_cndmask_b32_e32 v2, 0, v35, vcc
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v2, 0, v35, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v2
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e32 v2, 0, v52, vcc
	v_ldexp_f32 v12, v1, v2
	v_cndmask_b32_e64 v1, 0, v52, s[0:1]
	v_ldexp_f32 v14, v0, v1
	v_pk_mul_f32 v[0:1], v[40:41], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v1
	v_cmp_gt_f32_e64 s[0:1], s3, v0
	s_nop 0
	v_cndmask_b32_e32 v2, 0, v35, vcc
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v2, 0, v35, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v2
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e32 v2, 0, v52, vcc
	v_ldexp_f32 v13, v1, v2
	v_cndmask_b32_e64 v1, 0, v52, s[0:1]
	v_ldexp_f32 v15, v0, v1
	v_pk_mul_f32 v[0:1], v[42:43], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v1
	v_cmp_gt_f32_e64 s[0:1], s3, v0
	s_nop 0
	v_cndmask_b32_e32 v2, 0, v35, vcc
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v2, 0, v35, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v2
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e32 v2, 0, v52, vcc
	v_ldexp_f32 v8, v1, v2
	v_cndmask_b32_e64 v1, 0, v52, s[0:1]
	v_ldexp_f32 v10, v0, v1
	v_pk_mul_f32 v[0:1], v[44:45], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v1
	v_cmp_gt_f32_e64 s[0:1], s3, v0
	s_nop 0
	v_cndmask_b32_e32 v2, 0, v35, vcc
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v2, 0, v35, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v2
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e32 v2, 0, v52, vcc
	v_ldexp_f32 v9, v1, v2
	v_cndmask_b32_e64 v1, 0, v52, s[0:1]
	v_ldexp_f32 v11, v0, v1
	v_pk_mul_f32 v[0:1], v[46:47], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v1
	v_cmp_gt_f32_e64 s[0:1], s3, v0
	s_nop 0
	v_cndmask_b32_e32 v2, 0, v35, vcc
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v2, 0, v35, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v2
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e32 v2, 0, v52, vcc
	v_ldexp_f32 v4, v1, v2
	v_cndmask_b32_e64 v1, 0, v52, s[0:1]
	v_ldexp_f32 v6, v0, v1
	v_pk_mul_f32 v[0:1], v[48:49], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v1
	v_cmp_gt_f32_e64 s[0:1], s3, v0
	s_nop 0
	v_cndmask_b32_e32 v2, 0, v35, vcc
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v2, 0, v35, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v2
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e32 v2, 0, v52, vcc
	v_ldexp_f32 v5, v1, v2
	v_cndmask_b32_e64 v1, 0, v52, s[0:1]
	v_ldexp_f32 v7, v0, v1
	v_pk_mul_f32 v[0:1], v[36:37], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[50:51], s[2:3] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s3, v1
	v_cmp_gt_f32_e64 s[0:1], s3, v0
	s_nop 0
	v_cndmask_b32_e32 v2, 0, v35, vcc
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v2, 0, v35, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v2
	v_exp_f32_e32 v2, v0
	v_cndmask_b32_e32 v0, 0, v52, vcc
	v_ldexp_f32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, v52, s[0:1]
	v_cmp_gt_f32_e32 vcc, s3, v37
	v_cmp_gt_f32_e64 s[0:1], s3, v36
	v_ldexp_f32 v2, v2, v1
	v_cndmask_b32_e32 v1, 0, v35, vcc
	v_cndmask_b32_e64 v3, 0, v35, s[0:1]
	v_add_f32_e32 v1, v37, v1
	v_add_f32_e32 v3, v36, v3
.Ltmp322:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[30:31], v[28:29]
.Ltmp323:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_exp_f32_e32 v1, v1
	v_cndmask_b32_e32 v35, 0, v52, vcc
.Ltmp324:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v38, v36 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp325:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp326:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_ldexp_f32 v1, v1, v35
	v_cndmask_b32_e64 v35, 0, v52, s[0:1]
.Ltmp327:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v38, v36 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp328:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp329:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_exp_f32_e32 v3, v3
.Ltmp330:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp331:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp332:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_ldexp_f32 v3, v3, v35
.Ltmp333:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp334:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp335:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v37
	s_nop 0
	v_mov_b32_dpp v38, v38 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v39 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp336:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp337:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp338:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp339:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_readlane_b32 s0, v36, 63
	v_readlane_b32 s1, v37, 63
.Ltmp340:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[26:27], v[24:25]
.Ltmp341:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp342:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp343:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp344:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp345:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp346:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp347:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp348:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp349:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v37
	s_nop 0
	v_mov_b32_dpp v38, v38 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v39 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp350:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp351:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp352:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp353:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_readlane_b32 s2, v36, 63
	v_readlane_b32 s3, v37, 63
.Ltmp354:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[22:23], v[20:21]
.Ltmp355:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp356:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp357:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp358:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp359:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp360:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp361:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp362:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp363:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v37
	s_nop 0
	v_mov_b32_dpp v38, v38 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v39 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp364:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp365:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp366:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp367:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_readlane_b32 s33, v36, 63
	v_readlane_b32 s40, v37, 63
.Ltmp368:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[18:19], v[16:17]
.Ltmp369:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp370:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp371:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp372:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp373:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp374:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp375:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp376:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp377:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v37
	s_nop 0
	v_mov_b32_dpp v38, v38 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v39 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp378:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp379:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp380:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp381:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_readlane_b32 s41, v36, 63
	v_readlane_b32 s42, v37, 63
.Ltmp382:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[14:15], v[12:13]
.Ltmp383:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp384:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp385:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp386:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp387:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp388:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp389:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp390:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp391:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v37
	s_nop 0
	v_mov_b32_dpp v38, v38 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v39 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp392:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp393:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp394:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp395:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_readlane_b32 s43, v36, 63
	v_readlane_b32 s44, v37, 63
.Ltmp396:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[10:11], v[8:9]
.Ltmp397:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp398:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp399:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp400:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp401:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp402:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp403:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp404:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp405:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v37
	s_nop 0
	v_mov_b32_dpp v38, v38 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v39 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp406:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp407:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp408:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp409:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_readlane_b32 s45, v36, 63
	v_readlane_b32 s46, v37, 63
.Ltmp410:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[6:7], v[4:5]
.Ltmp411:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp412:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp413:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp414:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp415:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp416:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp417:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp418:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp419:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v37
	s_nop 0
	v_mov_b32_dpp v38, v38 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v39 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp420:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp421:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp422:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp423:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_readlane_b32 s47, v36, 63
	v_readlane_b32 s48, v37, 63
.Ltmp424:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[2:3], v[0:1]
.Ltmp425:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp426:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp427:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp428:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp429:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp430:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp431:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp432:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp433:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v37
	s_nop 0
	v_mov_b32_dpp v38, v38 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v39 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp434:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp435:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v38, v36 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v37 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp436:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp437:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_e32 v38, s2
	v_readlane_b32 s49, v36, 63
	v_readlane_b32 s50, v37, 63
	v_mov_b32_e32 v36, s0
	v_mov_b32_e32 v37, s1
	v_mov_b32_e32 v39, s3
	ds_write_b128 v34, v[36:39]
	v_mov_b32_e32 v36, s33
	v_mov_b32_e32 v37, s40
	v_mov_b32_e32 v38, s41
	v_mov_b32_e32 v39, s42
	ds_write_b128 v34, v[36:39] offset:16
	v_mov_b32_e32 v36, s43
	v_mov_b32_e32 v37, s44
	v_mov_b32_e32 v38, s45
	v_mov_b32_e32 v39, s46
	ds_write_b128 v34, v[36:39] offset:32
	v_mov_b32_e32 v36, s47
	v_mov_b32_e32 v37, s48
	v_mov_b32_e32 v38, s49
	v_mov_b32_e32 v39, s50
	ds_write_b128 v34, v[36:39] offset:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[34:37], v33
	ds_read_b128 v[38:41], v33 offset:16
	ds_read_b128 v[42:45], v33 offset:32
	ds_read_b128 v[46:49], v33 offset:48
.Ltmp438:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_dpp v33, v34, v34 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v34, v35, v35 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v35, v36, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v33, v33, v33 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v36, v37, v37 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt lgkmcnt(2)
	v_add_f32_dpp v37, v38, v38 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v38, v39, v39 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v39, v40, v40 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v40, v41, v41 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_dpp v41, v42, v42 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v42, v43, v43 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v43, v44, v44 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v44, v45, v45 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_dpp v45, v46, v46 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp439:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_scale_f32 v46, s[0:1], v33, v33, v30
	v_rcp_f32_e32 v50, v46
.Ltmp440:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v34, v34, v34 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v35, v35, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v36, v36, v36 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp441:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v51, -v46, v50, 1.0
	v_fmac_f32_e32 v50, v51, v50
	v_div_scale_f32 v51, vcc, v30, v33, v30
	v_mul_f32_e32 v52, v51, v50
	v_fma_f32 v53, -v46, v52, v51
	v_fmac_f32_e32 v52, v53, v50
	v_div_scale_f32 v53, s[0:1], v33, v33, v28
	v_rcp_f32_e32 v54, v53
	v_fma_f32 v46, -v46, v52, v51
	v_div_fmas_f32 v46, v46, v50, v52
	v_div_fixup_f32 v30, v46, v33, v30
	v_fma_f32 v50, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v50, v54
	v_div_scale_f32 v50, vcc, v28, v33, v28
	v_mul_f32_e32 v51, v50, v54
	v_fma_f32 v52, -v53, v51, v50
	v_fmac_f32_e32 v51, v52, v54
	v_div_scale_f32 v52, s[0:1], v34, v34, v31
	v_rcp_f32_e32 v55, v52
	v_fma_f32 v50, -v53, v51, v50
	v_div_fmas_f32 v50, v50, v54, v51
	v_div_fixup_f32 v28, v50, v33, v28
	v_fma_f32 v51, -v52, v55, 1.0
	v_fmac_f32_e32 v55, v51, v55
	v_div_scale_f32 v51, vcc, v31, v34, v31
	v_mul_f32_e32 v53, v51, v55
	v_fma_f32 v54, -v52, v53, v51
	v_fmac_f32_e32 v53, v54, v55
	v_fma_f32 v51, -v52, v53, v51
	v_div_scale_f32 v52, s[0:1], v34, v34, v29
	v_rcp_f32_e32 v54, v52
	v_div_fmas_f32 v51, v51, v55, v53
	v_div_fixup_f32 v31, v51, v34, v31
.Ltmp442:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v37, v37, v37 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp443:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v46, -v52, v54, 1.0
	v_fmac_f32_e32 v54, v46, v54
	v_div_scale_f32 v46, vcc, v29, v34, v29
	v_mul_f32_e32 v51, v46, v54
	v_fma_f32 v53, -v52, v51, v46
	v_fmac_f32_e32 v51, v53, v54
	v_fma_f32 v46, -v52, v51, v46
	v_div_fmas_f32 v46, v46, v54, v51
	v_div_scale_f32 v51, s[0:1], v35, v35, v26
	v_rcp_f32_e32 v52, v51
	v_div_fixup_f32 v29, v46, v34, v29
.Ltmp444:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v38, v38, v38 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v39, v39, v39 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp445:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v33, v52
	v_div_scale_f32 v33, vcc, v26, v35, v26
	v_mul_f32_e32 v34, v33, v52
	v_fma_f32 v46, -v51, v34, v33
	v_fmac_f32_e32 v34, v46, v52
	v_div_scale_f32 v46, s[0:1], v35, v35, v24
	v_rcp_f32_e32 v50, v46
	v_fma_f32 v33, -v51, v34, v33
	v_div_fmas_f32 v33, v33, v52, v34
	v_div_fixup_f32 v26, v33, v35, v26
	v_fma_f32 v33, -v46, v50, 1.0
	v_fmac_f32_e32 v50, v33, v50
	v_div_scale_f32 v33, vcc, v24, v35, v24
	v_mul_f32_e32 v34, v33, v50
	v_fma_f32 v51, -v46, v34, v33
	v_fmac_f32_e32 v34, v51, v50
	v_fma_f32 v33, -v46, v34, v33
	v_div_scale_f32 v46, s[0:1], v36, v36, v27
	v_rcp_f32_e32 v51, v46
	v_div_fmas_f32 v33, v33, v50, v34
	v_div_fixup_f32 v24, v33, v35, v24
.Ltmp446:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v40, v40, v40 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp447:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v46, v51, 1.0
	v_fmac_f32_e32 v51, v33, v51
	v_div_scale_f32 v33, vcc, v27, v36, v27
	v_mul_f32_e32 v34, v33, v51
	v_fma_f32 v35, -v46, v34, v33
	v_fmac_f32_e32 v34, v35, v51
	v_div_scale_f32 v35, s[0:1], v36, v36, v25
	v_fma_f32 v33, -v46, v34, v33
	v_rcp_f32_e32 v46, v35
	v_div_fmas_f32 v33, v33, v51, v34
	v_div_fixup_f32 v27, v33, v36, v27
.Ltmp448:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v41, v41, v41 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp449:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v46, 1.0
	v_fmac_f32_e32 v46, v33, v46
	v_div_scale_f32 v33, vcc, v25, v36, v25
	v_mul_f32_e32 v34, v33, v46
	v_fma_f32 v50, -v35, v34, v33
	v_fmac_f32_e32 v34, v50, v46
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v37, v37, v22
	v_rcp_f32_e32 v50, v35
	v_div_fmas_f32 v33, v33, v46, v34
	v_div_fixup_f32 v25, v33, v36, v25
.Ltmp450:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v42, v42, v42 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp451:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v50, 1.0
	v_fmac_f32_e32 v50, v33, v50
	v_div_scale_f32 v33, vcc, v22, v37, v22
	v_mul_f32_e32 v34, v33, v50
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v50
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v37, v37, v20
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v50, v34
	v_div_fixup_f32 v22, v33, v37, v22
.Ltmp452:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v43, v43, v43 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp453:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v20, v37, v20
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v46, -v35, v34, v33
	v_fmac_f32_e32 v34, v46, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v38, v38, v23
	v_rcp_f32_e32 v46, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v20, v33, v37, v20
.Ltmp454:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v44, v44, v44 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp455:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v46, 1.0
	v_fmac_f32_e32 v46, v33, v46
	v_div_scale_f32 v33, vcc, v23, v38, v23
	v_mul_f32_e32 v34, v33, v46
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v46
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v38, v38, v21
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v46, v34
	v_div_fixup_f32 v23, v33, v38, v23
.Ltmp456:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v45, v45, v45 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp457:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v21, v38, v21
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v39, v39, v18
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v21, v33, v38, v21
.Ltmp458:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v47, v47, v47 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp459:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v18, v39, v18
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v39, v39, v16
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v18, v33, v39, v18
.Ltmp460:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v47, v47, v47 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp461:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v16, v39, v16
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v40, v40, v19
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v16, v33, v39, v16
.Ltmp462:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v48, v48, v48 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp463:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v19, v40, v19
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v40, v40, v17
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v19, v33, v40, v19
.Ltmp464:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v48, v48, v48 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp465:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v17, v40, v17
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v41, v41, v14
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v17, v33, v40, v17
.Ltmp466:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v49, v49, v49 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp467:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v14, v41, v14
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v41, v41, v12
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v14, v33, v41, v14
.Ltmp468:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_add_f32_dpp v49, v49, v49 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp469:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v12, v41, v12
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v42, v42, v15
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v12, v33, v41, v12
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v28, v30, v28
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v15, v42, v15
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v42, v42, v13
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v15, v33, v42, v15
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v29, v31, v29
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v13, v42, v13
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v43, v43, v10
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v13, v33, v42, v13
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v24, v26, v24
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v10, v43, v10
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v43, v43, v8
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v10, v33, v43, v10
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v25, v27, v25
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v8, v43, v8
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v44, v44, v11
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v8, v33, v43, v8
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v20, v22, v20
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v11, v44, v11
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v44, v44, v9
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v11, v33, v44, v11
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v21, v23, v21
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v9, v44, v9
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v45, v45, v6
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v9, v33, v44, v9
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v16, v18, v16
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v6, v45, v6
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v45, v45, v4
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v6, v33, v45, v6
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v17, v19, v17
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v4, v45, v4
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v47, v47, v7
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v4, v33, v45, v4
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v12, v14, v12
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v7, v47, v7
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v47, v47, v5
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v7, v33, v47, v7
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v13, v15, v13
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v5, v47, v5
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v48, v48, v2
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v5, v33, v47, v5
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v8, v10, v8
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v2, v48, v2
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v48, v48, v0
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v2, v33, v48, v2
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v9, v11, v9
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v0, v48, v0
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v49, v49, v3
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v0, v33, v48, v0
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v4, v6, v4
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v3, v49, v3
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v49, v49, v1
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s0, s4, s6
	s_addc_u32 s1, s5, s7
	s_add_u32 s2, s4, s8
	s_addc_u32 s3, s5, s9
	s_add_u32 s6, s4, s10
	s_addc_u32 s7, s5, s11
	s_add_u32 s8, s4, s12
	s_addc_u32 s9, s5, s13
	s_add_u32 s10, s4, s14
	s_addc_u32 s11, s5, s15
	s_add_u32 s12, s4, s16
	s_addc_u32 s13, s5, s17
	s_add_u32 s14, s4, s18
	s_addc_u32 s15, s5, s19
	s_add_u32 s16, s4, s20
	s_addc_u32 s17, s5, s21
	s_add_u32 s18, s4, s22
	s_addc_u32 s19, s5, s23
	s_add_u32 s20, s4, s24
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_rcp_f32_e32 v36, v35
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s21, s5, s25
	s_add_u32 s22, s4, s26
	s_addc_u32 s23, s5, s27
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_fmas_f32 v33, v33, v37, v34
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s24, s4, s28
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_fixup_f32 v3, v33, v49, v3
	v_fma_f32 v33, -v35, v36, 1.0
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s25, s5, s29
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v1, v49, v1
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s26, s4, s30
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_mul_f32_e32 v34, v33, v36
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s27, s5, s31
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v37, -v35, v34, v33
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s28, s4, s34
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fmac_f32_e32 v34, v37, v36
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s29, s5, s35
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v33, -v35, v34, v33
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s30, s4, s36
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_fmas_f32 v33, v33, v36, v34
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s31, s5, s37
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_fixup_f32 v1, v33, v49, v1
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s4, s4, s38
	s_addc_u32 s5, s5, s39
	.loc	1 32 53 is_stmt 0               ; triton_scratch_src.py:32:53
	v_cvt_pk_f16_f32 v5, v7, v5
	v_cvt_pk_f16_f32 v0, v2, v0
	v_cvt_pk_f16_f32 v1, v3, v1
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	global_store_short v32, v28, s[0:1]
	global_store_short_d16_hi v32, v28, s[0:1] offset:512
	global_store_short v32, v29, s[2:3]
	global_store_short_d16_hi v32, v29, s[2:3] offset:512
	global_store_short v32, v24, s[6:7]
	global_store_short_d16_hi v32, v24, s[6:7] offset:512
	global_store_short v32, v25, s[8:9]
	global_store_short_d16_hi v32, v25, s[8:9] offset:512
	global_store_short v32, v20, s[10:11]
	global_store_short_d16_hi v32, v20, s[10:11] offset:512
	global_store_short v32, v21, s[12:13]
	global_store_short_d16_hi v32, v21, s[12:13] offset:512
	global_store_short v32, v16, s[14:15]
	global_store_short_d16_hi v32, v16, s[14:15] offset:512
	global_store_short v32, v17, s[16:17]
	global_store_short_d16_hi v32, v17, s[16:17] offset:512
	global_store_short v32, v12, s[18:19]
	global_store_short_d16_hi v32, v12, s[18:19] offset:512
	global_store_short v32, v13, s[20:21]
	global_store_short_d16_hi v32, v13, s[20:21] offset:512
	global_store_short v32, v8, s[22:23]
	global_store_short_d16_hi v32, v8, s[22:23] offset:512
	global_store_short v32, v9, s[24:25]
	global_store_short_d16_hi v32, v9, s[24:25] offset:512
	global_store_short v32, v4, s[26:27]
	global_store_short_d16_hi v32, v4, s[26:27] offset:512
	global_store_short v32, v5, s[28:29]
	global_store_short_d16_hi v32, v5, s[28:29] offset:512
	global_store_short v32, v0, s[30:31]
	global_store_short_d16_hi v32, v0, s[30:31] offset:512
	global_store_short v32, v1, s[4:5]
	global_store_short_d16_hi v32, v1, s[4:5] offset:512
	.loc	1 24 1 is_stmt 1                ; triton_scratch_src.py:24:1
	s_endpgm
.Ltmp470:
.Lfunc_end0:
	.size	softmax2d, .Lfunc_end0-softmax2d
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax2d
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
		.amdhsa_next_free_vgpr 71
		.amdhsa_next_free_sgpr 62
		.amdhsa_accum_offset 72
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
	.set .Lsoftmax2d.num_vgpr, 71
	.set .Lsoftmax2d.num_agpr, 0
	.set .Lsoftmax2d.numbered_sgpr, 62
	.set .Lsoftmax2d.num_named_barrier, 0
	.set .Lsoftmax2d.private_seg_size, 0
	.set .Lsoftmax2d.uses_vcc, 1
	.set .Lsoftmax2d.uses_flat_scratch, 0
	.set .Lsoftmax2d.has_dyn_sized_stack, 0
	.set .Lsoftmax2d.has_recursion, 0
	.set .Lsoftmax2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10328
; TotalNumSgprs: 68
; NumVgprs: 71
; NumAgprs: 0
; TotalNumVgprs: 71
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 68
; NumVGPRsForWavesPerEU: 71
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
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
	.byte	6                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	31                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5b:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	29                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x67:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp320-.Lfunc_begin0
	.quad	.Ltmp321-.Lfunc_begin0
	.quad	.Ltmp322-.Lfunc_begin0
	.quad	.Ltmp323-.Lfunc_begin0
	.quad	.Ltmp324-.Lfunc_begin0
	.quad	.Ltmp326-.Lfunc_begin0
	.quad	.Ltmp327-.Lfunc_begin0
	.quad	.Ltmp329-.Lfunc_begin0
	.quad	.Ltmp330-.Lfunc_begin0
	.quad	.Ltmp332-.Lfunc_begin0
	.quad	.Ltmp333-.Lfunc_begin0
	.quad	.Ltmp439-.Lfunc_begin0
	.quad	.Ltmp440-.Lfunc_begin0
	.quad	.Ltmp441-.Lfunc_begin0
	.quad	.Ltmp442-.Lfunc_begin0
	.quad	.Ltmp443-.Lfunc_begin0
	.quad	.Ltmp444-.Lfunc_begin0
	.quad	.Ltmp445-.Lfunc_begin0
	.quad	.Ltmp446-.Lfunc_begin0
	.quad	.Ltmp447-.Lfunc_begin0
	.quad	.Ltmp448-.Lfunc_begin0
	.quad	.Ltmp449-.Lfunc_begin0
	.quad	.Ltmp450-.Lfunc_begin0
	.quad	.Ltmp451-.Lfunc_begin0
	.quad	.Ltmp452-.Lfunc_begin0
	.quad	.Ltmp453-.Lfunc_begin0
	.quad	.Ltmp454-.Lfunc_begin0
	.quad	.Ltmp455-.Lfunc_begin0
	.quad	.Ltmp456-.Lfunc_begin0
	.quad	.Ltmp457-.Lfunc_begin0
	.quad	.Ltmp458-.Lfunc_begin0
	.quad	.Ltmp459-.Lfunc_begin0
	.quad	.Ltmp460-.Lfunc_begin0
	.quad	.Ltmp461-.Lfunc_begin0
	.quad	.Ltmp462-.Lfunc_begin0
	.quad	.Ltmp463-.Lfunc_begin0
	.quad	.Ltmp464-.Lfunc_begin0
	.quad	.Ltmp465-.Lfunc_begin0
	.quad	.Ltmp466-.Lfunc_begin0
	.quad	.Ltmp467-.Lfunc_begin0
	.quad	.Ltmp468-.Lfunc_begin0
	.quad	.Ltmp469-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp322-.Lfunc_begin0
	.quad	.Ltmp323-.Lfunc_begin0
	.quad	.Ltmp325-.Lfunc_begin0
	.quad	.Ltmp326-.Lfunc_begin0
	.quad	.Ltmp328-.Lfunc_begin0
	.quad	.Ltmp329-.Lfunc_begin0
	.quad	.Ltmp331-.Lfunc_begin0
	.quad	.Ltmp332-.Lfunc_begin0
	.quad	.Ltmp334-.Lfunc_begin0
	.quad	.Ltmp335-.Lfunc_begin0
	.quad	.Ltmp336-.Lfunc_begin0
	.quad	.Ltmp337-.Lfunc_begin0
	.quad	.Ltmp338-.Lfunc_begin0
	.quad	.Ltmp339-.Lfunc_begin0
	.quad	.Ltmp340-.Lfunc_begin0
	.quad	.Ltmp341-.Lfunc_begin0
	.quad	.Ltmp342-.Lfunc_begin0
	.quad	.Ltmp343-.Lfunc_begin0
	.quad	.Ltmp344-.Lfunc_begin0
	.quad	.Ltmp345-.Lfunc_begin0
	.quad	.Ltmp346-.Lfunc_begin0
	.quad	.Ltmp347-.Lfunc_begin0
	.quad	.Ltmp348-.Lfunc_begin0
	.quad	.Ltmp349-.Lfunc_begin0
	.quad	.Ltmp350-.Lfunc_begin0
	.quad	.Ltmp351-.Lfunc_begin0
	.quad	.Ltmp352-.Lfunc_begin0
	.quad	.Ltmp353-.Lfunc_begin0
	.quad	.Ltmp354-.Lfunc_begin0
	.quad	.Ltmp355-.Lfunc_begin0
	.quad	.Ltmp356-.Lfunc_begin0
	.quad	.Ltmp357-.Lfunc_begin0
	.quad	.Ltmp358-.Lfunc_begin0
	.quad	.Ltmp359-.Lfunc_begin0
	.quad	.Ltmp360-.Lfunc_begin0
	.quad	.Ltmp361-.Lfunc_begin0
	.quad	.Ltmp362-.Lfunc_begin0
	.quad	.Ltmp363-.Lfunc_begin0
	.quad	.Ltmp364-.Lfunc_begin0
	.quad	.Ltmp365-.Lfunc_begin0
	.quad	.Ltmp366-.Lfunc_begin0
	.quad	.Ltmp367-.Lfunc_begin0
	.quad	.Ltmp368-.Lfunc_begin0
	.quad	.Ltmp369-.Lfunc_begin0
	.quad	.Ltmp370-.Lfunc_begin0
	.quad	.Ltmp371-.Lfunc_begin0
	.quad	.Ltmp372-.Lfunc_begin0
	.quad	.Ltmp373-.Lfunc_begin0
	.quad	.Ltmp374-.Lfunc_begin0
	.quad	.Ltmp375-.Lfunc_begin0
	.quad	.Ltmp376-.Lfunc_begin0
	.quad	.Ltmp377-.Lfunc_begin0
	.quad	.Ltmp378-.Lfunc_begin0
	.quad	.Ltmp379-.Lfunc_begin0
	.quad	.Ltmp380-.Lfunc_begin0
	.quad	.Ltmp381-.Lfunc_begin0
	.quad	.Ltmp382-.Lfunc_begin0
	.quad	.Ltmp383-.Lfunc_begin0
	.quad	.Ltmp384-.Lfunc_begin0
	.quad	.Ltmp385-.Lfunc_begin0
	.quad	.Ltmp386-.Lfunc_begin0
	.quad	.Ltmp387-.Lfunc_begin0
	.quad	.Ltmp388-.Lfunc_begin0
	.quad	.Ltmp389-.Lfunc_begin0
	.quad	.Ltmp390-.Lfunc_begin0
	.quad	.Ltmp391-.Lfunc_begin0
	.quad	.Ltmp392-.Lfunc_begin0
	.quad	.Ltmp393-.Lfunc_begin0
	.quad	.Ltmp394-.Lfunc_begin0
	.quad	.Ltmp395-.Lfunc_begin0
	.quad	.Ltmp396-.Lfunc_begin0
	.quad	.Ltmp397-.Lfunc_begin0
	.quad	.Ltmp398-.Lfunc_begin0
	.quad	.Ltmp399-.Lfunc_begin0
	.quad	.Ltmp400-.Lfunc_begin0
	.quad	.Ltmp401-.Lfunc_begin0
	.quad	.Ltmp402-.Lfunc_begin0
	.quad	.Ltmp403-.Lfunc_begin0
	.quad	.Ltmp404-.Lfunc_begin0
	.quad	.Ltmp405-.Lfunc_begin0
	.quad	.Ltmp406-.Lfunc_begin0
	.quad	.Ltmp407-.Lfunc_begin0
	.quad	.Ltmp408-.Lfunc_begin0
	.quad	.Ltmp409-.Lfunc_begin0
	.quad	.Ltmp410-.Lfunc_begin0
	.quad	.Ltmp411-.Lfunc_begin0
	.quad	.Ltmp412-.Lfunc_begin0
	.quad	.Ltmp413-.Lfunc_begin0
	.quad	.Ltmp414-.Lfunc_begin0
	.quad	.Ltmp415-.Lfunc_begin0
	.quad	.Ltmp416-.Lfunc_begin0
	.quad	.Ltmp417-.Lfunc_begin0
	.quad	.Ltmp418-.Lfunc_begin0
	.quad	.Ltmp419-.Lfunc_begin0
	.quad	.Ltmp420-.Lfunc_begin0
	.quad	.Ltmp421-.Lfunc_begin0
	.quad	.Ltmp422-.Lfunc_begin0
	.quad	.Ltmp423-.Lfunc_begin0
	.quad	.Ltmp424-.Lfunc_begin0
	.quad	.Ltmp425-.Lfunc_begin0
	.quad	.Ltmp426-.Lfunc_begin0
	.quad	.Ltmp427-.Lfunc_begin0
	.quad	.Ltmp428-.Lfunc_begin0
	.quad	.Ltmp429-.Lfunc_begin0
	.quad	.Ltmp430-.Lfunc_begin0
	.quad	.Ltmp431-.Lfunc_begin0
	.quad	.Ltmp432-.Lfunc_begin0
	.quad	.Ltmp433-.Lfunc_begin0
	.quad	.Ltmp434-.Lfunc_begin0
	.quad	.Ltmp435-.Lfunc_begin0
	.quad	.Ltmp436-.Lfunc_begin0
	.quad	.Ltmp437-.Lfunc_begin0
	.quad	.Ltmp438-.Lfunc_begin0
	.quad	.Ltmp439-.Lfunc_begin0
	.quad	.Ltmp440-.Lfunc_begin0
	.quad	.Ltmp441-.Lfunc_begin0
	.quad	.Ltmp442-.Lfunc_begin0
	.quad	.Ltmp443-.Lfunc_begin0
	.quad	.Ltmp444-.Lfunc_begin0
	.quad	.Ltmp445-.Lfunc_begin0
	.quad	.Ltmp446-.Lfunc_begin0
	.quad	.Ltmp447-.Lfunc_begin0
	.quad	.Ltmp448-.Lfunc_begin0
	.quad	.Ltmp449-.Lfunc_begin0
	.quad	.Ltmp450-.Lfunc_begin0
	.quad	.Ltmp451-.Lfunc_begin0
	.quad	.Ltmp452-.Lfunc_begin0
	.quad	.Ltmp453-.Lfunc_begin0
	.quad	.Ltmp454-.Lfunc_begin0
	.quad	.Ltmp455-.Lfunc_begin0
	.quad	.Ltmp456-.Lfunc_begin0
	.quad	.Ltmp457-.Lfunc_begin0
	.quad	.Ltmp458-.Lfunc_begin0
	.quad	.Ltmp459-.Lfunc_begin0
	.quad	.Ltmp460-.Lfunc_begin0
	.quad	.Ltmp461-.Lfunc_begin0
	.quad	.Ltmp462-.Lfunc_begin0
	.quad	.Ltmp463-.Lfunc_begin0
	.quad	.Ltmp464-.Lfunc_begin0
	.quad	.Ltmp465-.Lfunc_begin0
	.quad	.Ltmp466-.Lfunc_begin0
	.quad	.Ltmp467-.Lfunc_begin0
	.quad	.Ltmp468-.Lfunc_begin0
	.quad	.Ltmp469-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
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
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp194-.Lfunc_begin0
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
	.quad	.Ltmp208-.Lfunc_begin0
	.quad	.Ltmp209-.Lfunc_begin0
	.quad	.Ltmp277-.Lfunc_begin0
	.quad	.Ltmp278-.Lfunc_begin0
	.quad	.Ltmp280-.Lfunc_begin0
	.quad	.Ltmp281-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
	.quad	.Ltmp284-.Lfunc_begin0
	.quad	.Ltmp287-.Lfunc_begin0
	.quad	.Ltmp288-.Lfunc_begin0
	.quad	.Ltmp290-.Lfunc_begin0
	.quad	.Ltmp291-.Lfunc_begin0
	.quad	.Ltmp294-.Lfunc_begin0
	.quad	.Ltmp295-.Lfunc_begin0
	.quad	.Ltmp312-.Lfunc_begin0
	.quad	.Ltmp313-.Lfunc_begin0
	.quad	.Ltmp315-.Lfunc_begin0
	.quad	.Ltmp316-.Lfunc_begin0
	.quad	.Ltmp317-.Lfunc_begin0
	.quad	.Ltmp318-.Lfunc_begin0
	.quad	.Ltmp319-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
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
	.quad	.Ltmp54-.Lfunc_begin0
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
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
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
	.quad	.Ltmp106-.Lfunc_begin0
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
	.quad	.Ltmp119-.Lfunc_begin0
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
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
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
	.quad	.Ltmp171-.Lfunc_begin0
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
	.quad	.Ltmp184-.Lfunc_begin0
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
	.quad	.Ltmp197-.Lfunc_begin0
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
	.quad	.Ltmp240-.Lfunc_begin0
	.quad	.Ltmp241-.Lfunc_begin0
	.quad	.Ltmp242-.Lfunc_begin0
	.quad	.Ltmp243-.Lfunc_begin0
	.quad	.Ltmp244-.Lfunc_begin0
	.quad	.Ltmp245-.Lfunc_begin0
	.quad	.Ltmp246-.Lfunc_begin0
	.quad	.Ltmp247-.Lfunc_begin0
	.quad	.Ltmp248-.Lfunc_begin0
	.quad	.Ltmp249-.Lfunc_begin0
	.quad	.Ltmp250-.Lfunc_begin0
	.quad	.Ltmp251-.Lfunc_begin0
	.quad	.Ltmp252-.Lfunc_begin0
	.quad	.Ltmp253-.Lfunc_begin0
	.quad	.Ltmp254-.Lfunc_begin0
	.quad	.Ltmp255-.Lfunc_begin0
	.quad	.Ltmp256-.Lfunc_begin0
	.quad	.Ltmp257-.Lfunc_begin0
	.quad	.Ltmp258-.Lfunc_begin0
	.quad	.Ltmp259-.Lfunc_begin0
	.quad	.Ltmp260-.Lfunc_begin0
	.quad	.Ltmp261-.Lfunc_begin0
	.quad	.Ltmp262-.Lfunc_begin0
	.quad	.Ltmp263-.Lfunc_begin0
	.quad	.Ltmp264-.Lfunc_begin0
	.quad	.Ltmp265-.Lfunc_begin0
	.quad	.Ltmp266-.Lfunc_begin0
	.quad	.Ltmp267-.Lfunc_begin0
	.quad	.Ltmp268-.Lfunc_begin0
	.quad	.Ltmp269-.Lfunc_begin0
	.quad	.Ltmp270-.Lfunc_begin0
	.quad	.Ltmp271-.Lfunc_begin0
	.quad	.Ltmp272-.Lfunc_begin0
	.quad	.Ltmp273-.Lfunc_begin0
	.quad	.Ltmp274-.Lfunc_begin0
	.quad	.Ltmp275-.Lfunc_begin0
	.quad	.Ltmp276-.Lfunc_begin0
	.quad	.Ltmp277-.Lfunc_begin0
	.quad	.Ltmp279-.Lfunc_begin0
	.quad	.Ltmp280-.Lfunc_begin0
	.quad	.Ltmp282-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
	.quad	.Ltmp284-.Lfunc_begin0
	.quad	.Ltmp285-.Lfunc_begin0
	.quad	.Ltmp286-.Lfunc_begin0
	.quad	.Ltmp287-.Lfunc_begin0
	.quad	.Ltmp289-.Lfunc_begin0
	.quad	.Ltmp290-.Lfunc_begin0
	.quad	.Ltmp291-.Lfunc_begin0
	.quad	.Ltmp292-.Lfunc_begin0
	.quad	.Ltmp293-.Lfunc_begin0
	.quad	.Ltmp294-.Lfunc_begin0
	.quad	.Ltmp295-.Lfunc_begin0
	.quad	.Ltmp296-.Lfunc_begin0
	.quad	.Ltmp297-.Lfunc_begin0
	.quad	.Ltmp298-.Lfunc_begin0
	.quad	.Ltmp299-.Lfunc_begin0
	.quad	.Ltmp300-.Lfunc_begin0
	.quad	.Ltmp301-.Lfunc_begin0
	.quad	.Ltmp302-.Lfunc_begin0
	.quad	.Ltmp303-.Lfunc_begin0
	.quad	.Ltmp304-.Lfunc_begin0
	.quad	.Ltmp305-.Lfunc_begin0
	.quad	.Ltmp306-.Lfunc_begin0
	.quad	.Ltmp307-.Lfunc_begin0
	.quad	.Ltmp308-.Lfunc_begin0
	.quad	.Ltmp309-.Lfunc_begin0
	.quad	.Ltmp310-.Lfunc_begin0
	.quad	.Ltmp311-.Lfunc_begin0
	.quad	.Ltmp312-.Lfunc_begin0
	.quad	.Ltmp314-.Lfunc_begin0
	.quad	.Ltmp315-.Lfunc_begin0
	.quad	.Ltmp316-.Lfunc_begin0
	.quad	.Ltmp317-.Lfunc_begin0
	.quad	.Ltmp318-.Lfunc_begin0
	.quad	.Ltmp319-.Lfunc_begin0
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
	.asciz	"softmax2d"                     ; string offset=53 ; softmax2d
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
    .max_flat_workgroup_size: 256
    .name:           softmax2d
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         softmax2d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     71
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
