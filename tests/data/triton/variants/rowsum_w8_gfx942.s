	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	rowsum                          ; -- Begin function rowsum
	.p2align	8
	.type	rowsum,@function
rowsum:                                 ; @rowsum
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 7 0 prologue_end              ; triton_scratch_src.py:7:0
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
	.loc	1 12 5 is_stmt 1                ; triton_scratch_src.py:12:5
	v_readfirstlane_b32 s48, v0
	.loc	1 9 10                          ; triton_scratch_src.py:9:10
	s_lshl_b32 s30, s12, 5
	.loc	1 9 21 is_stmt 0                ; triton_scratch_src.py:9:21
	s_lshr_b32 s0, s48, 8
	.loc	1 9 10                          ; triton_scratch_src.py:9:10
	s_or_b32 s0, s0, s30
	s_or_b32 s1, s0, 2
	s_or_b32 s7, s0, 4
	s_or_b32 s9, s0, 6
	s_or_b32 s10, s0, 8
	s_or_b32 s11, s0, 10
	s_or_b32 s12, s0, 12
	s_or_b32 s13, s0, 14
	s_or_b32 s15, s0, 16
	s_or_b32 s16, s0, 18
	s_or_b32 s17, s0, 20
	s_or_b32 s18, s0, 22
	s_or_b32 s19, s0, 24
	s_or_b32 s21, s0, 26
	s_or_b32 s22, s0, 28
	s_or_b32 s23, s0, 30
	.loc	1 11 25 is_stmt 1               ; triton_scratch_src.py:11:25
	s_mul_i32 s0, s0, s6
	s_mul_i32 s8, s1, s6
	.loc	1 11 17 is_stmt 0               ; triton_scratch_src.py:11:17
	s_ashr_i32 s1, s0, 31
	.loc	1 12 5 is_stmt 1                ; triton_scratch_src.py:12:5
	s_lshr_b32 s31, s48, 6
	.loc	1 9 21                          ; triton_scratch_src.py:9:21
	s_and_b32 s33, s48, 0x100
	.loc	1 11 17                         ; triton_scratch_src.py:11:17
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 11 25 is_stmt 0               ; triton_scratch_src.py:11:25
	s_mul_i32 s14, s7, s6
	s_mul_i32 s20, s9, s6
	s_mul_i32 s26, s10, s6
	s_mul_i32 s34, s11, s6
	s_mul_i32 s36, s12, s6
	s_mul_i32 s38, s13, s6
	s_mul_i32 s40, s15, s6
	s_mul_i32 s42, s16, s6
	s_mul_i32 s44, s17, s6
	s_mul_i32 s46, s18, s6
	s_mul_i32 s28, s19, s6
	s_mul_i32 s24, s21, s6
	s_mul_i32 s18, s22, s6
	s_mul_i32 s12, s23, s6
	.loc	1 11 17                         ; triton_scratch_src.py:11:17
	s_add_u32 s6, s2, s0
	s_addc_u32 s7, s3, s1
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[0:1], s[8:9], 1
	s_add_u32 s10, s2, s0
	s_addc_u32 s11, s3, s1
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[0:1], s[14:15], 1
	s_add_u32 s16, s2, s0
	s_addc_u32 s17, s3, s1
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[0:1], s[20:21], 1
	s_add_u32 s22, s2, s0
	s_addc_u32 s23, s3, s1
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[0:1], s[26:27], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[8:9], s[34:35], 1
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[14:15], s[36:37], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[20:21], s[38:39], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[26:27], s[40:41], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[34:35], s[42:43], 1
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[36:37], s[44:45], 1
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[38:39], s[46:47], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	.loc	1 11 43                         ; triton_scratch_src.py:11:43
	s_and_b32 s2, s48, 0xc0
	v_and_or_b32 v1, v0, 63, s2
	.loc	1 11 17                         ; triton_scratch_src.py:11:17
	v_lshlrev_b32_e32 v1, 1, v1
	.loc	1 11 9                          ; triton_scratch_src.py:11:9
	global_load_ushort v2, v1, s[6:7]
	global_load_ushort v3, v1, s[10:11]
	global_load_ushort v4, v1, s[16:17]
	global_load_ushort v5, v1, s[22:23]
	global_load_ushort v6, v1, s[0:1]
	global_load_ushort v7, v1, s[8:9]
	global_load_ushort v8, v1, s[14:15]
	global_load_ushort v9, v1, s[20:21]
	global_load_ushort v10, v1, s[26:27]
	global_load_ushort v11, v1, s[34:35]
	global_load_ushort v12, v1, s[36:37]
	global_load_ushort v13, v1, s[38:39]
	global_load_ushort v14, v1, s[28:29]
	global_load_ushort v15, v1, s[24:25]
	global_load_ushort v16, v1, s[18:19]
	global_load_ushort v17, v1, s[12:13]
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_mov_b32 s2, 0x5040100
	s_lshl_b32 s18, s31, 5
	s_waitcnt vmcnt(15)
	v_bfe_i32 v1, v2, 0, 16
	s_waitcnt vmcnt(14)
	v_bfe_i32 v18, v3, 0, 16
.Ltmp3:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_perm_b32 v2, v3, v2, s2
.Ltmp4:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_mov_b32_dpp v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v18 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v1, v3, v1, s2
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v2, v1
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp9:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp10:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp13:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp14:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp15:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp16:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_waitcnt vmcnt(12)
	v_bfe_i32 v2, v5, 0, 16
	v_readlane_b32 s0, v1, 63
	v_lshrrev_b32_e32 v1, 16, v1
	v_mov_b32_dpp v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s1, v1, 63
	v_bfe_i32 v1, v4, 0, 16
	s_pack_ll_b32_b16 s0, s0, s1
	s_nop 0
	v_mov_b32_dpp v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v1, v2, v1, s2
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_perm_b32 v2, v5, v4, s2
	v_pk_add_f16 v1, v2, v1
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp24:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_waitcnt vmcnt(10)
	v_bfe_i32 v2, v7, 0, 16
	v_readlane_b32 s3, v1, 63
	v_lshrrev_b32_e32 v1, 16, v1
	v_mov_b32_dpp v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s6, v1, 63
	v_bfe_i32 v1, v6, 0, 16
	s_pack_ll_b32_b16 s3, s3, s6
	s_nop 0
	v_mov_b32_dpp v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v1, v2, v1, s2
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_perm_b32 v2, v7, v6, s2
	v_pk_add_f16 v1, v2, v1
.Ltmp30:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp32:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp34:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp36:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp38:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp40:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_waitcnt vmcnt(8)
	v_bfe_i32 v2, v9, 0, 16
	v_readlane_b32 s7, v1, 63
	v_lshrrev_b32_e32 v1, 16, v1
	v_mov_b32_dpp v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s8, v1, 63
	v_bfe_i32 v1, v8, 0, 16
	s_pack_ll_b32_b16 s7, s7, s8
	v_mov_b32_e32 v4, s7
	v_mov_b32_dpp v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v1, v2, v1, s2
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_perm_b32 v2, v9, v8, s2
	v_pk_add_f16 v1, v2, v1
.Ltmp42:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp44:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp46:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp48:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp50:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp52:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_waitcnt vmcnt(6)
	v_bfe_i32 v2, v11, 0, 16
	v_readlane_b32 s9, v1, 63
	v_lshrrev_b32_e32 v1, 16, v1
	v_mov_b32_dpp v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s10, v1, 63
	v_bfe_i32 v1, v10, 0, 16
	s_pack_ll_b32_b16 s9, s9, s10
	v_mov_b32_e32 v5, s9
	v_mov_b32_dpp v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v1, v2, v1, s2
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_perm_b32 v2, v11, v10, s2
	v_pk_add_f16 v1, v2, v1
.Ltmp54:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp56:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp58:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp59:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp60:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp62:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp63:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp64:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_waitcnt vmcnt(4)
	v_bfe_i32 v2, v13, 0, 16
	v_readlane_b32 s11, v1, 63
	v_lshrrev_b32_e32 v1, 16, v1
	v_mov_b32_dpp v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s12, v1, 63
	v_bfe_i32 v1, v12, 0, 16
	s_nop 1
	v_mov_b32_dpp v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v1, v2, v1, s2
.Ltmp65:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_perm_b32 v2, v13, v12, s2
	v_pk_add_f16 v1, v2, v1
.Ltmp66:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp67:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp68:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp69:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp70:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp71:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp72:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp73:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp74:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp75:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp76:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_waitcnt vmcnt(2)
	v_bfe_i32 v2, v15, 0, 16
	v_readlane_b32 s13, v1, 63
	v_lshrrev_b32_e32 v1, 16, v1
	v_mov_b32_dpp v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s14, v1, 63
	v_bfe_i32 v1, v14, 0, 16
	s_nop 1
	v_mov_b32_dpp v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v1, v2, v1, s2
.Ltmp77:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_perm_b32 v2, v15, v14, s2
	v_pk_add_f16 v1, v2, v1
.Ltmp78:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp79:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp80:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp81:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp82:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp83:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp84:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp85:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp86:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp87:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp88:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v17, 0, 16
	v_readlane_b32 s15, v1, 63
	v_lshrrev_b32_e32 v1, 16, v1
	v_mov_b32_dpp v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s16, v1, 63
	v_bfe_i32 v1, v16, 0, 16
	s_pack_ll_b32_b16 s1, s15, s16
	s_nop 0
	v_mov_b32_dpp v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v1, v2, v1, s2
.Ltmp89:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_perm_b32 v2, v17, v16, s2
	v_pk_add_f16 v1, v2, v1
.Ltmp90:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp91:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp92:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp93:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp94:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp95:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp96:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp97:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp98:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_bfe_i32 v2, v1, 0, 16
	v_ashrrev_i32_e32 v3, 16, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_perm_b32 v2, v3, v2, s2
.Ltmp99:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f16 v1, v1, v2
.Ltmp100:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_mov_b32_e32 v2, s0
	v_readlane_b32 s2, v1, 63
	v_lshrrev_b32_e32 v1, 16, v1
	v_mov_b32_e32 v3, s3
	v_readlane_b32 s17, v1, 63
	v_mov_b32_e32 v1, s18
	s_pack_ll_b32_b16 s0, s2, s17
	s_pack_ll_b32_b16 s2, s13, s14
	s_pack_ll_b32_b16 s3, s11, s12
	ds_write_b128 v1, v[2:5]
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v3, s2
	v_mov_b32_e32 v4, s1
	v_mov_b32_e32 v5, s0
	ds_write_b128 v1, v[2:5] offset:16
	v_lshlrev_b32_e32 v1, 5, v0
	v_and_b32_e32 v1, 0x60, v1
	s_lshr_b32 s0, s33, 1
	v_add_u32_e32 v1, s0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[2:5], v1
	ds_read_b128 v[6:9], v1 offset:16
.Ltmp101:
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	s_lshr_b32 s0, s33, 7
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp102:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v17, v2, 0, 16
	v_lshrrev_b32_e32 v1, 16, v2
	v_lshrrev_b32_e32 v10, 16, v3
.Ltmp103:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v17, v17, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp104:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_ashrrev_i32_e32 v2, 16, v2
	v_lshrrev_b32_e32 v11, 16, v4
	v_lshrrev_b32_e32 v12, 16, v5
.Ltmp105:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v1, v2, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp106:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v2, v1, 0, 16
	v_lshrrev_b32_e32 v13, 16, v6
	v_lshrrev_b32_e32 v14, 16, v7
.Ltmp107:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v1, v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp108:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v2, v3, 0, 16
	v_lshrrev_b32_e32 v15, 16, v8
	v_bfe_i32 v18, v17, 0, 16
.Ltmp109:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v2, v2, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp110:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_ashrrev_i32_e32 v3, 16, v3
.Ltmp111:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v17, v18, v17 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp112:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v18, v2, 0, 16
.Ltmp113:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v3, v3, v10 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp114:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v10, v3, 0, 16
.Ltmp115:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v2, v18, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp116:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_lshrrev_b32_e32 v16, 16, v9
.Ltmp117:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v3, v10, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp118:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v10, v4, 0, 16
.Ltmp119:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 1
	v_add_f16_dpp v10, v10, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp120:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_ashrrev_i32_e32 v4, 16, v4
	v_bfe_i32 v18, v10, 0, 16
.Ltmp121:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 0
	v_add_f16_dpp v4, v4, v11 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp122:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v11, v4, 0, 16
.Ltmp123:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v10, v18, v10 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_add_f16_dpp v4, v11, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp124:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v11, v5, 0, 16
.Ltmp125:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 1
	v_add_f16_dpp v11, v11, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp126:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_ashrrev_i32_e32 v5, 16, v5
	v_bfe_i32 v18, v11, 0, 16
.Ltmp127:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 0
	v_add_f16_dpp v5, v5, v12 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp128:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v12, v5, 0, 16
.Ltmp129:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v11, v18, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_add_f16_dpp v5, v12, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp130:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v12, v6, 0, 16
.Ltmp131:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 1
	v_add_f16_dpp v12, v12, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp132:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_ashrrev_i32_e32 v6, 16, v6
	v_bfe_i32 v18, v12, 0, 16
.Ltmp133:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 0
	v_add_f16_dpp v6, v6, v13 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp134:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v13, v6, 0, 16
.Ltmp135:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v12, v18, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_add_f16_dpp v6, v13, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp136:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v13, v7, 0, 16
.Ltmp137:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 1
	v_add_f16_dpp v13, v13, v7 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp138:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_ashrrev_i32_e32 v7, 16, v7
	v_bfe_i32 v18, v13, 0, 16
.Ltmp139:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 0
	v_add_f16_dpp v7, v7, v14 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp140:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v14, v7, 0, 16
.Ltmp141:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v13, v18, v13 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_add_f16_dpp v7, v14, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp142:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v14, v8, 0, 16
.Ltmp143:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 1
	v_add_f16_dpp v14, v14, v8 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp144:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_ashrrev_i32_e32 v8, 16, v8
	v_bfe_i32 v18, v14, 0, 16
.Ltmp145:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 0
	v_add_f16_dpp v8, v8, v15 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp146:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v15, v8, 0, 16
.Ltmp147:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v14, v18, v14 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_add_f16_dpp v8, v15, v8 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp148:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v15, v9, 0, 16
.Ltmp149:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 1
	v_add_f16_dpp v15, v15, v9 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp150:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_ashrrev_i32_e32 v9, 16, v9
	v_bfe_i32 v18, v15, 0, 16
.Ltmp151:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	s_nop 0
	v_add_f16_dpp v9, v9, v16 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp152:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_bfe_i32 v16, v9, 0, 16
.Ltmp153:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_add_f16_dpp v15, v18, v15 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_add_f16_dpp v9, v16, v9 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp154:
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	v_mov_b32_e32 v16, s0
	ds_write_b16 v16, v17
	ds_write_b16 v16, v1 offset:4
	ds_write_b16 v16, v2 offset:8
	ds_write_b16 v16, v3 offset:12
	ds_write_b16 v16, v10 offset:16
	ds_write_b16 v16, v4 offset:20
	ds_write_b16 v16, v11 offset:24
	ds_write_b16 v16, v5 offset:28
	ds_write_b16 v16, v12 offset:32
	ds_write_b16 v16, v6 offset:36
	ds_write_b16 v16, v13 offset:40
	ds_write_b16 v16, v7 offset:44
	ds_write_b16 v16, v14 offset:48
	ds_write_b16 v16, v8 offset:52
	ds_write_b16 v16, v15 offset:56
	ds_write_b16 v16, v9 offset:60
	v_and_or_b32 v1, v0, 32, s31
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 9 21                          ; triton_scratch_src.py:9:21
	v_and_b32_e32 v0, 31, v0
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	v_lshl_add_u32 v1, v0, 1, 0
	ds_read_u16 v1, v1
	.loc	1 9 10                          ; triton_scratch_src.py:9:10
	v_or_b32_e32 v0, s30, v0
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_f16_e32 v2, v1
	.loc	1 12 14 is_stmt 0               ; triton_scratch_src.py:12:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	global_store_dword v[0:1], v2, off
.LBB0_2:
	.loc	1 7 1 is_stmt 1                 ; triton_scratch_src.py:7:1
	s_endpgm
.Ltmp155:
.Lfunc_end0:
	.size	rowsum, .Lfunc_end0-rowsum
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel rowsum
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
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 49
		.amdhsa_accum_offset 20
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
	.set .Lrowsum.num_vgpr, 19
	.set .Lrowsum.num_agpr, 0
	.set .Lrowsum.numbered_sgpr, 49
	.set .Lrowsum.num_named_barrier, 0
	.set .Lrowsum.private_seg_size, 0
	.set .Lrowsum.uses_vcc, 1
	.set .Lrowsum.uses_flat_scratch, 0
	.set .Lrowsum.has_dyn_sized_stack, 0
	.set .Lrowsum.has_recursion, 0
	.set .Lrowsum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4508
; TotalNumSgprs: 55
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 55
; NumVGPRsForWavesPerEU: 19
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
	.byte	12                              ; DW_AT_call_line
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
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
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
	.quad	.Ltmp15-.Lfunc_begin0
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
	.quad	.Ltmp28-.Lfunc_begin0
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
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
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
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
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
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
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
	.asciz	"rowsum"                        ; string offset=53 ; rowsum
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
    .name:           rowsum
    .private_segment_fixed_size: 0
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         rowsum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
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
