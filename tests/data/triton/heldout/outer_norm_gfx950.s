	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	outer_norm                      ; -- Begin function outer_norm
	.p2align	8
	.type	outer_norm,@function
outer_norm:                             ; @outer_norm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 101 0 prologue_end            ; triton_heldout_src.py:101:0
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
	.file	2 "SITE/triton/language" "standard.py"
	.loc	2 216 16 is_stmt 1              ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	v_readfirstlane_b32 s43, v0
.Ltmp2:
	.loc	1 104 25                        ; triton_heldout_src.py:104:25
	s_lshr_b32 s0, s43, 7
	s_mul_i32 s38, s0, s6
	s_mul_i32 s0, s6, 12
	s_add_i32 s30, s38, s0
	s_mul_i32 s0, s6, 20
	s_add_i32 s26, s38, s0
	s_mul_i32 s0, s6, 24
	s_add_i32 s24, s38, s0
	s_mul_i32 s0, s6, 28
	s_add_i32 s22, s38, s0
	s_lshl_b32 s0, s6, 5
	s_add_i32 s20, s38, s0
	s_mul_i32 s0, s6, 36
	s_add_i32 s18, s38, s0
	s_mul_i32 s0, s6, 40
	s_add_i32 s16, s38, s0
	s_mul_i32 s0, s6, 44
	s_add_i32 s14, s38, s0
	s_mul_i32 s0, s6, 48
	s_add_i32 s12, s38, s0
	s_mul_i32 s0, s6, 52
	s_lshl2_add_u32 s36, s6, s38
	s_lshl3_add_u32 s34, s6, s38
	s_lshl4_add_u32 s28, s6, s38
	s_add_i32 s10, s38, s0
	s_mul_i32 s0, s6, 56
	s_mul_i32 s6, s6, 60
	.loc	1 104 17 is_stmt 0              ; triton_heldout_src.py:104:17
	s_ashr_i32 s39, s38, 31
	.loc	1 107 5 is_stmt 1               ; triton_heldout_src.py:107:5
	s_and_b32 s42, s43, 0x1c0
	.loc	1 104 25                        ; triton_heldout_src.py:104:25
	s_and_b32 s33, s43, 0x180
	s_add_i32 s8, s38, s0
	s_add_i32 s0, s38, s6
	.loc	1 104 17 is_stmt 0              ; triton_heldout_src.py:104:17
	s_lshl_b64 s[6:7], s[38:39], 1
	s_add_u32 s6, s2, s6
	.loc	1 104 25                        ; triton_heldout_src.py:104:25
	v_and_b32_e32 v1, 63, v0
	.loc	1 104 17                        ; triton_heldout_src.py:104:17
	s_addc_u32 s7, s3, s7
	s_ashr_i32 s37, s36, 31
	.loc	1 104 43                        ; triton_heldout_src.py:104:43
	v_mov_b32_e32 v2, 0x7f
	.loc	1 104 17                        ; triton_heldout_src.py:104:17
	s_lshl_b64 s[40:41], s[36:37], 1
	.loc	1 104 43                        ; triton_heldout_src.py:104:43
	v_bitop3_b32 v18, s42, v2, v1 bitop3:0xc8
	.loc	1 104 17                        ; triton_heldout_src.py:104:17
	s_add_u32 s40, s2, s40
	v_lshlrev_b32_e32 v4, 1, v18
	s_addc_u32 s41, s3, s41
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	global_load_ushort v2, v4, s[6:7]
	global_load_ushort v3, v4, s[40:41]
	.loc	1 104 17                        ; triton_heldout_src.py:104:17
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[6:7], s[34:35], 1
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[40:41], s[30:31], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	global_load_ushort v10, v4, s[6:7]
	global_load_ushort v11, v4, s[40:41]
	.loc	1 104 17                        ; triton_heldout_src.py:104:17
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[44:45], s[28:29], 1
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[6:7], s[26:27], 1
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	global_load_ushort v12, v4, s[44:45]
	global_load_ushort v13, v4, s[6:7]
	.loc	1 104 17                        ; triton_heldout_src.py:104:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[40:41], s[24:25], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[46:47], s[22:23], 1
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[48:49], s[20:21], 1
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s19, s18, 31
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	global_load_ushort v14, v4, s[40:41]
	global_load_ushort v15, v4, s[46:47]
	.loc	1 104 17                        ; triton_heldout_src.py:104:17
	s_lshl_b64 s[50:51], s[18:19], 1
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[52:53], s[16:17], 1
	s_add_u32 s6, s2, s52
	s_addc_u32 s7, s3, s53
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[44:45], s[14:15], 1
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[52:53], s[12:13], 1
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[54:55], s[10:11], 1
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[56:57], s[8:9], 1
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[58:59], s[0:1], 1
	s_add_u32 s2, s2, s58
	s_addc_u32 s3, s3, s59
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	global_load_ushort v16, v4, s[48:49]
	global_load_ushort v17, v4, s[50:51]
	global_load_ushort v19, v4, s[6:7]
	global_load_ushort v20, v4, s[44:45]
	global_load_ushort v22, v4, s[52:53]
	global_load_ushort v23, v4, s[54:55]
	global_load_ushort v24, v4, s[56:57]
	global_load_ushort v25, v4, s[2:3]
.Ltmp3:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_lshl_b32 s54, s43, 1
	s_lshr_b32 s43, s43, 4
	s_and_b32 s55, s54, 0x180
	s_and_b32 s43, s43, 16
	s_add_i32 s55, s43, s55
.Ltmp4:
	.loc	1 104 25                        ; triton_heldout_src.py:104:25
	v_or_b32_e32 v1, s42, v1
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	v_lshlrev_b32_e32 v1, 2, v1
.Ltmp6:
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v2, v2
	s_waitcnt vmcnt(14)
	v_cvt_f32_f16_e32 v3, v3
	.loc	1 105 24                        ; triton_heldout_src.py:105:24
	v_pk_mul_f32 v[4:5], v[2:3], v[2:3]
.Ltmp7:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v4, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v5 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_fma_f32 v[4:5], v[2:3], v[2:3], v[4:5]
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp10:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp14:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v5
	s_nop 0
	v_mov_b32_dpp v6, v6 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v7 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[6:7], v[4:5], v[6:7]
.Ltmp17:
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	s_waitcnt vmcnt(12)
	v_cvt_f32_f16_e32 v5, v11
	v_cvt_f32_f16_e32 v4, v10
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	v_mov_b32_dpp v8, v6 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_readlane_b32 s2, v6, 63
	v_readlane_b32 s3, v7, 63
.Ltmp21:
	.loc	1 105 24                        ; triton_heldout_src.py:105:24
	v_pk_mul_f32 v[6:7], v[4:5], v[4:5]
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v6, v6 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v7 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_fma_f32 v[6:7], v[4:5], v[4:5], v[6:7]
.Ltmp24:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp30:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v7
	s_nop 0
	v_mov_b32_dpp v8, v8 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v9 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[8:9], v[6:7], v[8:9]
.Ltmp32:
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v7, v13
	v_cvt_f32_f16_e32 v6, v12
.Ltmp33:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp34:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_readlane_b32 s6, v8, 63
	v_readlane_b32 s7, v9, 63
.Ltmp36:
	.loc	1 105 24                        ; triton_heldout_src.py:105:24
	v_pk_mul_f32 v[8:9], v[6:7], v[6:7]
.Ltmp37:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v8, v8 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v9 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp38:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_fma_f32 v[8:9], v[6:7], v[6:7], v[8:9]
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp40:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp41:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp43:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp45:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp46:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[10:11], v[8:9], v[10:11]
.Ltmp47:
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v9, v15
	v_cvt_f32_f16_e32 v8, v14
.Ltmp48:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	v_mov_b32_dpp v12, v10 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v11 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp50:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_readlane_b32 s40, v10, 63
	v_readlane_b32 s41, v11, 63
.Ltmp51:
	.loc	1 105 24                        ; triton_heldout_src.py:105:24
	v_pk_mul_f32 v[10:11], v[8:9], v[8:9]
.Ltmp52:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v10, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_fma_f32 v[10:11], v[8:9], v[8:9], v[10:11]
.Ltmp54:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v12, v10 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v11 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp56:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v12, v10 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v11 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp58:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v12, v10 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v11 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp59:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp60:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v13, v11
	s_nop 0
	v_mov_b32_dpp v12, v12 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v13 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[12:13], v[10:11], v[12:13]
.Ltmp62:
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v11, v17
	v_cvt_f32_f16_e32 v10, v16
.Ltmp63:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	v_mov_b32_dpp v14, v12 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v13 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp64:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp65:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_readlane_b32 s44, v12, 63
	v_readlane_b32 s45, v13, 63
.Ltmp66:
	.loc	1 105 24                        ; triton_heldout_src.py:105:24
	v_pk_mul_f32 v[12:13], v[10:11], v[10:11]
.Ltmp67:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v12, v12 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v13 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp68:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_fma_f32 v[12:13], v[10:11], v[10:11], v[12:13]
.Ltmp69:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v14, v12 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v13 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp70:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp71:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v14, v12 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v13 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp72:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp73:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v14, v12 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v13 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp74:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp75:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v13
	s_nop 0
	v_mov_b32_dpp v14, v14 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v15 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp76:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[14:15], v[12:13], v[14:15]
.Ltmp77:
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v13, v20
	v_cvt_f32_f16_e32 v12, v19
.Ltmp78:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	v_mov_b32_dpp v16, v14 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp79:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp80:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	v_mov_b32_e32 v19, s55
	v_readlane_b32 s46, v14, 63
	v_readlane_b32 s47, v15, 63
.Ltmp81:
	.loc	1 105 24                        ; triton_heldout_src.py:105:24
	v_pk_mul_f32 v[14:15], v[12:13], v[12:13]
.Ltmp82:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v14, v14 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v15 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp83:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_fma_f32 v[14:15], v[12:13], v[12:13], v[14:15]
.Ltmp84:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v16, v14 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp85:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp86:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v16, v14 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp87:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp88:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v16, v14 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp89:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp90:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v15
	s_nop 0
	v_mov_b32_dpp v16, v16 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v17 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp91:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[16:17], v[14:15], v[16:17]
.Ltmp92:
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v15, v23
	v_cvt_f32_f16_e32 v14, v22
.Ltmp93:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	v_mov_b32_dpp v20, v16 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v17 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp94:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
.Ltmp95:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_readlane_b32 s48, v16, 63
	v_readlane_b32 s49, v17, 63
.Ltmp96:
	.loc	1 105 24                        ; triton_heldout_src.py:105:24
	v_pk_mul_f32 v[16:17], v[14:15], v[14:15]
.Ltmp97:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v16, v16 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v17 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp98:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_fma_f32 v[16:17], v[14:15], v[14:15], v[16:17]
.Ltmp99:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v20, v16 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v17 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp100:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
.Ltmp101:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v20, v16 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v17 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp102:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
.Ltmp103:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v20, v16 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v17 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp104:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
.Ltmp105:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v17
	s_nop 0
	v_mov_b32_dpp v20, v20 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v21 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp106:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[20:21], v[16:17], v[20:21]
.Ltmp107:
	.loc	1 104 9                         ; triton_heldout_src.py:104:9
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v17, v25
	v_cvt_f32_f16_e32 v16, v24
.Ltmp108:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	v_mov_b32_dpp v22, v20 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v21 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp109:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp110:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_readlane_b32 s50, v20, 63
	v_readlane_b32 s51, v21, 63
.Ltmp111:
	.loc	1 105 24                        ; triton_heldout_src.py:105:24
	v_pk_mul_f32 v[20:21], v[16:17], v[16:17]
.Ltmp112:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v20, v20 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v21 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp113:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_fma_f32 v[20:21], v[16:17], v[16:17], v[20:21]
.Ltmp114:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v22, v20 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v21 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp115:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp116:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v22, v20 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v21 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp117:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp118:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v22, v20 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v21 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp119:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp120:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 0
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v23, v21
	s_nop 0
	v_mov_b32_dpp v22, v22 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v23 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp121:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp122:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_nop 1
	v_mov_b32_dpp v22, v20 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v21 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp123:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp124:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	v_mov_b32_e32 v22, s6
	v_readlane_b32 s52, v20, 63
	v_readlane_b32 s53, v21, 63
	v_mov_b32_e32 v20, s2
	v_mov_b32_e32 v21, s3
	v_mov_b32_e32 v23, s7
	ds_write_b128 v19, v[20:23]
	v_mov_b32_e32 v20, s40
	v_mov_b32_e32 v21, s41
	v_mov_b32_e32 v22, s44
	v_mov_b32_e32 v23, s45
	ds_write_b128 v19, v[20:23] offset:32
	v_mov_b32_e32 v20, s46
	v_mov_b32_e32 v21, s47
	v_mov_b32_e32 v22, s48
	v_mov_b32_e32 v23, s49
	ds_write_b128 v19, v[20:23] offset:64
	v_mov_b32_e32 v20, s50
	v_mov_b32_e32 v21, s51
	v_mov_b32_e32 v22, s52
	v_mov_b32_e32 v23, s53
	ds_write_b128 v19, v[20:23] offset:96
	v_lshlrev_b32_e32 v19, 7, v0
	s_and_b32 s2, s54, 0x100
	v_and_b32_e32 v19, 0x80, v19
	s_or_b32 s43, s43, s2
	v_add_u32_e32 v19, s43, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[20:23], v19
	ds_read_b128 v[24:27], v19 offset:32
	ds_read_b128 v[28:31], v19 offset:64
	ds_read_b128 v[32:35], v19 offset:96
	s_brev_b32 s2, 60
.Ltmp125:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	v_lshlrev_b32_e32 v0, 9, v0
.Ltmp126:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_waitcnt lgkmcnt(2)
	v_mov_b32_dpp v40, v24 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v20 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v37, v21 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v38, v22 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v39, v23 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v41, v25 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v42, v26 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v43, v27 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt lgkmcnt(1)
	v_mov_b32_dpp v44, v28 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v29 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v46, v30 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v47, v31 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp127:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[36:37]
	v_pk_add_f32 v[22:23], v[22:23], v[38:39]
	v_pk_add_f32 v[24:25], v[24:25], v[40:41]
	v_pk_add_f32 v[26:27], v[26:27], v[42:43]
	v_pk_add_f32 v[28:29], v[28:29], v[44:45]
	v_pk_add_f32 v[30:31], v[30:31], v[46:47]
.Ltmp128:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:105:17 ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v48, v32 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v49, v33 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v50, v34 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v51, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp129:
	.loc	1 105 17                        ; triton_heldout_src.py:105:17
	v_pk_mul_f32 v[20:21], v[20:21], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], s[2:3] op_sel_hi:[1,0]
.Ltmp130:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:105:17 ] ]
	v_pk_add_f32 v[32:33], v[32:33], v[48:49]
	v_pk_add_f32 v[34:35], v[34:35], v[50:51]
.Ltmp131:
	.loc	1 105 9                         ; triton_heldout_src.py:105:9
	v_sqrt_f32_e32 v19, v20
	v_sqrt_f32_e32 v20, v21
	v_sqrt_f32_e32 v21, v22
	v_sqrt_f32_e32 v22, v23
	v_sqrt_f32_e32 v23, v24
	v_sqrt_f32_e32 v24, v25
	v_sqrt_f32_e32 v25, v26
	v_sqrt_f32_e32 v26, v27
	v_sqrt_f32_e32 v27, v28
	v_sqrt_f32_e32 v28, v29
	v_sqrt_f32_e32 v29, v30
	v_sqrt_f32_e32 v30, v31
.Ltmp132:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:106:9 ] ]
	v_max_f32_e64 v31, |v2|, |v3|
	v_max3_f32 v36, |v5|, |v6|, |v7|
	v_max3_f32 v38, |v11|, |v12|, |v13|
	v_max3_f32 v39, |v14|, |v15|, |v16|
.Ltmp133:
	.loc	1 105 17                        ; triton_heldout_src.py:105:17
	v_pk_mul_f32 v[32:33], v[32:33], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], s[2:3] op_sel_hi:[1,0]
.Ltmp134:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:106:9 ] ]
	v_max3_f32 v37, |v8|, |v9|, |v10|
	v_max3_f32 v31, v31, |v4|, v36
	v_max3_f32 v36, v38, v39, |v17|
.Ltmp135:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	s_lshr_b32 s2, s33, 5
.Ltmp136:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:106:9 ] ]
	v_max3_f32 v31, v31, v37, v36
.Ltmp137:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	v_xor_b32_e32 v36, s2, v1
	v_add_u32_e32 v36, 0, v36
	s_barrier
	ds_write_b32 v36, v31
	v_and_b32_e32 v31, 0x600, v0
	v_lshlrev_b32_e32 v0, 2, v18
	v_and_b32_e32 v1, 0x1f0, v1
	v_xor_b32_e32 v18, s2, v0
	v_add_u32_e32 v1, s2, v1
.Ltmp138:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_lshl_b64 s[2:3], s[38:39], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	s_lshl_b64 s[6:7], s[36:37], 2
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	s_lshl_b64 s[34:35], s[34:35], 2
	s_add_u32 s34, s4, s34
	s_addc_u32 s35, s5, s35
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s4, s30
	s_addc_u32 s31, s5, s31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_add_u32 s28, s4, s28
.Ltmp139:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	v_add3_u32 v18, 0, v31, v18
.Ltmp140:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_addc_u32 s29, s5, s29
	s_lshl_b64 s[26:27], s[26:27], 2
.Ltmp141:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v18, v18
.Ltmp142:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_add_u32 s26, s4, s26
	s_addc_u32 s27, s5, s27
	s_lshl_b64 s[24:25], s[24:25], 2
	s_add_u32 s24, s4, s24
	s_addc_u32 s25, s5, s25
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s4, s22
	.loc	1 105 9                         ; triton_heldout_src.py:105:9
	v_sqrt_f32_e32 v31, v32
	v_sqrt_f32_e32 v32, v33
	v_sqrt_f32_e32 v33, v34
	v_sqrt_f32_e32 v34, v35
.Ltmp143:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v35, v18 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp144:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_addc_u32 s23, s5, s23
	s_lshl_b64 s[20:21], s[20:21], 2
.Ltmp145:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:106:9 ] ]
	v_max_f32_e32 v18, v18, v18
	v_max_f32_e32 v35, v35, v35
.Ltmp146:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_add_u32 s20, s4, s20
.Ltmp147:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:106:9 ] ]
	v_max_f32_e32 v18, v18, v35
.Ltmp148:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_addc_u32 s21, s5, s21
	s_lshl_b64 s[18:19], s[18:19], 2
.Ltmp149:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	v_mov_b32_dpp v35, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp150:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_add_u32 s18, s4, s18
.Ltmp151:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:106:9 ] ]
	v_max_f32_e32 v35, v35, v35
.Ltmp152:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_addc_u32 s19, s5, s19
	s_lshl_b64 s[16:17], s[16:17], 2
.Ltmp153:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:106:9 ] ]
	v_max_f32_e32 v18, v18, v35
.Ltmp154:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_add_u32 s16, s4, s16
.Ltmp155:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	s_barrier
	ds_write_b32 v1, v18
.Ltmp156:
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_addc_u32 s17, s5, s17
	s_lshl_b64 s[14:15], s[14:15], 2
	.loc	1 107 53 is_stmt 0              ; triton_heldout_src.py:107:53
	v_div_scale_f32 v18, s[36:37], v19, v19, v2
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_add_u32 s14, s4, s14
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_rcp_f32_e32 v35, v18
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_addc_u32 s15, s5, s15
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s4, s10
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_fma_f32 v36, -v18, v35, 1.0
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_addc_u32 s11, s5, s11
	s_lshl_b64 s[8:9], s[8:9], 2
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_fmac_f32_e32 v35, v36, v35
	v_div_scale_f32 v36, vcc, v2, v19, v2
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_add_u32 s8, s4, s8
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_mul_f32_e32 v37, v36, v35
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_addc_u32 s9, s5, s9
	s_lshl_b64 s[0:1], s[0:1], 2
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_fma_f32 v38, -v18, v37, v36
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_add_u32 s0, s4, s0
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_fmac_f32_e32 v37, v38, v35
	.loc	1 107 14                        ; triton_heldout_src.py:107:14
	s_addc_u32 s1, s5, s1
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_fma_f32 v18, -v18, v37, v36
	v_div_scale_f32 v36, s[4:5], v20, v20, v3
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v18, v18, v35, v37
	v_div_fixup_f32 v2, v18, v19, v2
.Ltmp157:
	.loc	2 216 16 is_stmt 1              ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	v_add_u32_e32 v1, 0, v0
.Ltmp158:
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_fma_f32 v18, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v18, v38
	v_div_scale_f32 v18, vcc, v3, v20, v3
	v_mul_f32_e32 v19, v18, v38
	v_fma_f32 v35, -v36, v19, v18
	v_fmac_f32_e32 v19, v35, v38
	v_div_scale_f32 v35, s[4:5], v21, v21, v4
	v_fma_f32 v18, -v36, v19, v18
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v18, v18, v38, v19
	v_div_fixup_f32 v3, v18, v20, v3
.Ltmp159:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	s_waitcnt lgkmcnt(0)
.Ltmp160:
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_fma_f32 v18, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v18, v36
	v_div_scale_f32 v18, vcc, v4, v21, v4
	v_mul_f32_e32 v19, v18, v36
	v_fma_f32 v20, -v35, v19, v18
	v_fmac_f32_e32 v19, v20, v36
	v_div_scale_f32 v20, s[4:5], v22, v22, v5
	v_fma_f32 v18, -v35, v19, v18
	v_rcp_f32_e32 v35, v20
	v_div_fmas_f32 v18, v18, v36, v19
	v_div_fixup_f32 v4, v18, v21, v4
.Ltmp161:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	s_barrier
.Ltmp162:
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_fma_f32 v18, -v20, v35, 1.0
	v_fmac_f32_e32 v35, v18, v35
	v_div_scale_f32 v18, vcc, v5, v22, v5
	v_mul_f32_e32 v19, v18, v35
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v35
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v23, v23, v6
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v35, v19
	v_div_fixup_f32 v5, v18, v22, v5
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v6, v23, v6
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v24, v24, v7
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v6, v18, v23, v6
.Ltmp163:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:106:9 ]
	ds_read_b32 v1, v1
.Ltmp164:
	.loc	1 107 53                        ; triton_heldout_src.py:107:53
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v7, v24, v7
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v25, v25, v8
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v7, v18, v24, v7
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v8, v25, v8
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v26, v26, v9
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v8, v18, v25, v8
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v9, v26, v9
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v27, v27, v10
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v9, v18, v26, v9
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v10, v27, v10
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v28, v28, v11
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v10, v18, v27, v10
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v11, v28, v11
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v29, v29, v12
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v11, v18, v28, v11
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v12, v29, v12
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v30, v30, v13
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v12, v18, v29, v12
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v13, v30, v13
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v31, v31, v14
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v13, v18, v30, v13
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v14, v31, v14
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v32, v32, v15
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v14, v18, v31, v14
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v15, v32, v15
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v33, v33, v16
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v15, v18, v32, v15
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v16, v33, v16
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v34, v34, v17
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v16, v18, v33, v16
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v17, v34, v17
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v20, s[4:5], v1, v1, v2
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v17, v18, v34, v17
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v2, v1, v2
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v3
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v2, v18, v1, v2
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v3, v1, v3
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v4
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v3, v18, v1, v3
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v4, v1, v4
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v5
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v4, v18, v1, v4
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v5, v1, v5
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v6
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v5, v18, v1, v5
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v6, v1, v6
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v7
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v6, v18, v1, v6
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v7, v1, v7
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v8
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v7, v18, v1, v7
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v8, v1, v8
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v9
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v8, v18, v1, v8
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v9, v1, v9
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v10
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v9, v18, v1, v9
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v10, v1, v10
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v11
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v10, v18, v1, v10
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v11, v1, v11
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v12
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v11, v18, v1, v11
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v12, v1, v12
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v13
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v12, v18, v1, v12
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v13, v1, v13
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v14
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v13, v18, v1, v13
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v14, v1, v14
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v15
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v14, v18, v1, v14
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v15, v1, v15
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v16
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v15, v18, v1, v15
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v16, v1, v16
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[4:5], v1, v1, v17
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v16, v18, v1, v16
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v17, v1, v17
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v1, v18, v1, v17
	.loc	1 107 5 is_stmt 0               ; triton_heldout_src.py:107:5
	global_store_dword v0, v2, s[2:3]
	global_store_dword v0, v3, s[6:7]
	global_store_dword v0, v4, s[34:35]
	global_store_dword v0, v5, s[30:31]
	global_store_dword v0, v6, s[28:29]
	global_store_dword v0, v7, s[26:27]
	global_store_dword v0, v8, s[24:25]
	global_store_dword v0, v9, s[22:23]
	global_store_dword v0, v10, s[20:21]
	global_store_dword v0, v11, s[18:19]
	global_store_dword v0, v12, s[16:17]
	global_store_dword v0, v13, s[14:15]
	global_store_dword v0, v14, s[12:13]
	global_store_dword v0, v15, s[10:11]
	global_store_dword v0, v16, s[8:9]
	global_store_dword v0, v1, s[0:1]
	.loc	1 101 1 is_stmt 1               ; triton_heldout_src.py:101:1
	s_endpgm
.Ltmp165:
.Lfunc_end0:
	.size	outer_norm, .Lfunc_end0-outer_norm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel outer_norm
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
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 60
		.amdhsa_accum_offset 52
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
	.set .Louter_norm.num_vgpr, 52
	.set .Louter_norm.num_agpr, 0
	.set .Louter_norm.numbered_sgpr, 60
	.set .Louter_norm.num_named_barrier, 0
	.set .Louter_norm.private_seg_size, 0
	.set .Louter_norm.uses_vcc, 1
	.set .Louter_norm.uses_flat_scratch, 0
	.set .Louter_norm.has_dyn_sized_stack, 0
	.set .Louter_norm.has_recursion, 0
	.set .Louter_norm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5912
; TotalNumSgprs: 66
; NumVgprs: 52
; NumAgprs: 0
; TotalNumVgprs: 52
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 66
; NumVGPRsForWavesPerEU: 52
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
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
	.byte	4                               ; Abbrev [4] 0x41:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	106                             ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5a:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	105                             ; DW_AT_call_line
	.byte	17                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x66:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
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
	.quad	.Ltmp150-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
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
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
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
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
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
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
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
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
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
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
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
	.asciz	"outer_norm"                    ; string offset=53 ; outer_norm
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
    .name:           outer_norm
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         outer_norm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     52
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
