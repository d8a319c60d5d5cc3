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
	v_readfirstlane_b32 s71, v0
	s_lshr_b32 s70, s71, 6
	.loc	1 9 10                          ; triton_scratch_src.py:9:10
	s_lshl_b32 s33, s12, 7
	s_or_b32 s0, s70, s33
	s_or_b32 s20, s0, 60
	s_or_b32 s31, s0, 0x60
	.loc	1 11 25                         ; triton_scratch_src.py:11:25
	s_mul_i32 s30, s0, s6
	.loc	1 9 10                          ; triton_scratch_src.py:9:10
	s_or_b32 s1, s0, 4
	s_or_b32 s7, s0, 8
	s_or_b32 s8, s0, 12
	s_or_b32 s9, s0, 16
	s_or_b32 s10, s0, 20
	s_or_b32 s11, s0, 24
	s_or_b32 s12, s0, 28
	s_or_b32 s13, s0, 32
	s_or_b32 s14, s0, 36
	s_or_b32 s15, s0, 40
	s_or_b32 s16, s0, 44
	s_or_b32 s17, s0, 48
	s_or_b32 s18, s0, 52
	s_or_b32 s19, s0, 56
	s_or_b32 s21, s0, 64
	s_or_b32 s22, s0, 0x44
	s_or_b32 s23, s0, 0x48
	s_or_b32 s24, s0, 0x4c
	s_or_b32 s25, s0, 0x50
	s_or_b32 s26, s0, 0x54
	s_or_b32 s27, s0, 0x58
	s_or_b32 s29, s0, 0x5c
	s_or_b32 s35, s0, 0x64
	s_or_b32 s37, s0, 0x68
	s_or_b32 s38, s0, 0x6c
	s_or_b32 s39, s0, 0x70
	s_or_b32 s41, s0, 0x74
	s_or_b32 s43, s0, 0x78
	s_or_b32 s45, s0, 0x7c
	.loc	1 11 25                         ; triton_scratch_src.py:11:25
	s_mul_i32 s60, s20, s6
	s_mul_i32 s20, s31, s6
	.loc	1 11 17 is_stmt 0               ; triton_scratch_src.py:11:17
	s_ashr_i32 s31, s30, 31
	.loc	1 11 25                         ; triton_scratch_src.py:11:25
	s_mul_i32 s34, s1, s6
	s_mul_i32 s36, s7, s6
	s_mul_i32 s42, s8, s6
	s_mul_i32 s44, s9, s6
	s_mul_i32 s48, s10, s6
	s_mul_i32 s50, s11, s6
	s_mul_i32 s72, s12, s6
	s_mul_i32 s74, s13, s6
	s_mul_i32 s76, s14, s6
	s_mul_i32 s54, s15, s6
	s_mul_i32 s40, s16, s6
	s_mul_i32 s52, s17, s6
	s_mul_i32 s56, s18, s6
	s_mul_i32 s58, s19, s6
	s_mul_i32 s62, s21, s6
	s_mul_i32 s64, s22, s6
	s_mul_i32 s66, s23, s6
	s_mul_i32 s68, s24, s6
	s_mul_i32 s28, s25, s6
	s_mul_i32 s26, s26, s6
	s_mul_i32 s24, s27, s6
	s_mul_i32 s22, s29, s6
	s_mul_i32 s18, s35, s6
	s_mul_i32 s16, s37, s6
	s_mul_i32 s14, s38, s6
	s_mul_i32 s12, s39, s6
	s_mul_i32 s10, s41, s6
	s_mul_i32 s8, s43, s6
	s_mul_i32 s0, s45, s6
	.loc	1 11 17                         ; triton_scratch_src.py:11:17
	s_lshl_b64 s[6:7], s[30:31], 2
	s_add_u32 s38, s2, s6
	s_addc_u32 s39, s3, s7
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[6:7], s[34:35], 2
	s_add_u32 s46, s2, s6
	s_addc_u32 s47, s3, s7
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[6:7], s[36:37], 2
	s_add_u32 s30, s2, s6
	s_addc_u32 s31, s3, s7
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[6:7], s[42:43], 2
	s_add_u32 s42, s2, s6
	s_addc_u32 s43, s3, s7
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[6:7], s[44:45], 2
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[34:35], s[48:49], 2
	s_add_u32 s36, s2, s34
	s_addc_u32 s37, s3, s35
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[34:35], s[50:51], 2
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	s_ashr_i32 s73, s72, 31
	s_lshl_b64 s[44:45], s[72:73], 2
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s75, s74, 31
	s_lshl_b64 s[48:49], s[74:75], 2
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s77, s76, 31
	s_lshl_b64 s[50:51], s[76:77], 2
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	s_ashr_i32 s55, s54, 31
	.loc	1 9 21 is_stmt 1                ; triton_scratch_src.py:9:21
	v_and_b32_e32 v1, 63, v0
	.loc	1 11 17                         ; triton_scratch_src.py:11:17
	s_lshl_b64 s[54:55], s[54:55], 2
	s_add_u32 s54, s2, s54
	v_lshlrev_b32_e32 v34, 2, v1
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s41, s40, 31
	.loc	1 11 9 is_stmt 0                ; triton_scratch_src.py:11:9
	global_load_dword v22, v34, s[38:39]
	global_load_dword v23, v34, s[46:47]
	.loc	1 11 17                         ; triton_scratch_src.py:11:17
	s_lshl_b64 s[40:41], s[40:41], 2
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 2
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 2
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[58:59], s[58:59], 2
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[60:61], s[60:61], 2
	.loc	1 11 9                          ; triton_scratch_src.py:11:9
	global_load_dword v24, v34, s[30:31]
	global_load_dword v25, v34, s[42:43]
	.loc	1 11 17                         ; triton_scratch_src.py:11:17
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[62:63], s[62:63], 2
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s63
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[64:65], s[64:65], 2
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[66:67], s[66:67], 2
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s67
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[68:69], s[68:69], 2
	s_add_u32 s68, s2, s68
	.loc	1 11 9                          ; triton_scratch_src.py:11:9
	global_load_dword v26, v34, s[6:7]
	global_load_dword v27, v34, s[36:37]
	.loc	1 11 17                         ; triton_scratch_src.py:11:17
	s_addc_u32 s69, s3, s69
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 2
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 2
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 2
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[6:7], s[8:9], 2
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 11 9                          ; triton_scratch_src.py:11:9
	global_load_dword v28, v34, s[34:35]
	global_load_dword v29, v34, s[44:45]
	global_load_dword v30, v34, s[48:49]
	global_load_dword v31, v34, s[50:51]
	global_load_dword v32, v34, s[54:55]
	global_load_dword v33, v34, s[40:41]
	global_load_dword v20, v34, s[52:53]
	global_load_dword v21, v34, s[56:57]
	global_load_dword v18, v34, s[58:59]
	global_load_dword v19, v34, s[60:61]
	global_load_dword v16, v34, s[62:63]
	global_load_dword v17, v34, s[64:65]
	global_load_dword v14, v34, s[66:67]
	global_load_dword v15, v34, s[68:69]
	global_load_dword v12, v34, s[28:29]
	global_load_dword v13, v34, s[26:27]
	global_load_dword v10, v34, s[24:25]
	global_load_dword v11, v34, s[22:23]
	global_load_dword v8, v34, s[20:21]
	global_load_dword v9, v34, s[18:19]
                                        ; kill: killed $sgpr26 killed $sgpr27
                                        ; kill: killed $sgpr52 killed $sgpr53
                                        ; kill: killed $sgpr24 killed $sgpr25
                                        ; kill: killed $sgpr56 killed $sgpr57
                                        ; kill: killed $sgpr22 killed $sgpr23
                                        ; kill: killed $sgpr58 killed $sgpr59
                                        ; kill: killed $sgpr20 killed $sgpr21
                                        ; kill: killed $sgpr60 killed $sgpr61
                                        ; kill: killed $sgpr18 killed $sgpr19
                                        ; kill: killed $sgpr62 killed $sgpr63
                                        ; kill: killed $sgpr64 killed $sgpr65
                                        ; kill: killed $sgpr66 killed $sgpr67
                                        ; kill: killed $sgpr68 killed $sgpr69
                                        ; kill: killed $sgpr28 killed $sgpr29
                                        ; kill: killed $sgpr40 killed $sgpr41
	global_load_dword v6, v34, s[16:17]
	global_load_dword v7, v34, s[14:15]
	global_load_dword v4, v34, s[12:13]
	global_load_dword v5, v34, s[10:11]
	global_load_dword v2, v34, s[6:7]
	global_load_dword v3, v34, s[0:1]
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_waitcnt vmcnt(31)
	v_mov_b32_dpp v34, v22 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(30)
	v_mov_b32_dpp v35, v23 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp3:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
.Ltmp4:
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	s_lshl_b32 s36, s70, 5
	s_bitcmp1_b32 s71, 7
.Ltmp5:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_mov_b32_dpp v34, v22 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v23 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp6:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
.Ltmp7:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v34, v22 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v23 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v34, v22 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v23 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp10:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v34, v22
	v_mov_b32_e32 v35, v23
	s_nop 0
	v_mov_b32_dpp v34, v34 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v35 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v34, v22 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v23 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp14:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s0, v22, 63
	v_readlane_b32 s1, v23, 63
	s_waitcnt vmcnt(29)
	v_mov_b32_dpp v22, v24 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(28)
	v_mov_b32_dpp v23, v25 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[24:25], v[22:23]
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v23
	s_nop 0
	v_mov_b32_dpp v24, v24 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp26:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp27:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s2, v22, 63
	v_readlane_b32 s3, v23, 63
	s_waitcnt vmcnt(27)
	v_mov_b32_dpp v22, v26 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(26)
	v_mov_b32_dpp v23, v27 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp28:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[26:27], v[22:23]
.Ltmp29:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp30:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp31:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp32:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp33:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp34:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v23
	s_nop 0
	v_mov_b32_dpp v24, v24 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp36:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp37:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp38:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s6, v22, 63
	v_readlane_b32 s7, v23, 63
	s_waitcnt vmcnt(25)
	v_mov_b32_dpp v22, v28 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(24)
	v_mov_b32_dpp v23, v29 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp40:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[28:29], v[22:23]
.Ltmp41:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp43:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp45:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp46:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp47:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v23
	s_nop 0
	v_mov_b32_dpp v24, v24 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp48:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp49:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp50:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp51:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s8, v22, 63
	v_readlane_b32 s9, v23, 63
	s_waitcnt vmcnt(23)
	v_mov_b32_dpp v22, v30 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(22)
	v_mov_b32_dpp v23, v31 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp52:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[30:31], v[22:23]
.Ltmp53:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp54:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp55:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp56:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp57:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp58:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp59:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v23
	s_nop 0
	v_mov_b32_dpp v24, v24 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp60:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp61:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp62:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp63:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s10, v22, 63
	v_readlane_b32 s11, v23, 63
	s_waitcnt vmcnt(21)
	v_mov_b32_dpp v22, v32 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(20)
	v_mov_b32_dpp v23, v33 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp64:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[32:33], v[22:23]
.Ltmp65:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp66:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp67:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp68:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp69:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp70:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp71:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v23
	s_nop 0
	v_mov_b32_dpp v24, v24 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp72:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp73:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v24, v22 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp74:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
.Ltmp75:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s12, v22, 63
	v_readlane_b32 s13, v23, 63
	s_waitcnt vmcnt(19)
	v_mov_b32_dpp v22, v20 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(18)
	v_mov_b32_dpp v23, v21 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp76:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp77:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v22, v20 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v21 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp78:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp79:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v22, v20 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v21 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp80:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp81:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v22, v20 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v21 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp82:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp83:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v23, v21
	s_nop 0
	v_mov_b32_dpp v22, v22 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v23 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp84:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp85:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v22, v20 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v21 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp86:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
.Ltmp87:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s14, v20, 63
	v_readlane_b32 s15, v21, 63
	s_waitcnt vmcnt(17)
	v_mov_b32_dpp v20, v18 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(16)
	v_mov_b32_dpp v21, v19 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp88:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
.Ltmp89:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v20, v18 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v19 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp90:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
.Ltmp91:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v20, v18 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v19 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp92:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
.Ltmp93:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v20, v18 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v19 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp94:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
.Ltmp95:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v20, v18
	v_mov_b32_e32 v21, v19
	s_nop 0
	v_mov_b32_dpp v20, v20 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v21 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp96:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
.Ltmp97:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v20, v18 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v19 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp98:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
.Ltmp99:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s16, v18, 63
	v_readlane_b32 s17, v19, 63
	s_waitcnt vmcnt(15)
	v_mov_b32_dpp v18, v16 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(14)
	v_mov_b32_dpp v19, v17 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp100:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp101:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v18, v16 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v17 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp102:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp103:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v18, v16 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v17 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp104:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp105:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v18, v16 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v17 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp106:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp107:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v17
	s_nop 0
	v_mov_b32_dpp v18, v18 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v19 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp108:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp109:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v18, v16 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v17 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp110:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp111:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s18, v16, 63
	v_readlane_b32 s19, v17, 63
	s_waitcnt vmcnt(13)
	v_mov_b32_dpp v16, v14 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(12)
	v_mov_b32_dpp v17, v15 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp112:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp113:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v16, v14 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp114:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp115:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v16, v14 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp116:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp117:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v16, v14 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp118:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp119:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v15
	s_nop 0
	v_mov_b32_dpp v16, v16 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v17 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp120:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp121:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v16, v14 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp122:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
.Ltmp123:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s20, v14, 63
	v_readlane_b32 s21, v15, 63
	s_waitcnt vmcnt(11)
	v_mov_b32_dpp v14, v12 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(10)
	v_mov_b32_dpp v15, v13 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp124:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp125:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v14, v12 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v13 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp126:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp127:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v14, v12 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v13 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp128:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp129:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v14, v12 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v13 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp130:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp131:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v13
	s_nop 0
	v_mov_b32_dpp v14, v14 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v15 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp132:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp133:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v14, v12 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v13 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp134:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
.Ltmp135:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s22, v12, 63
	v_readlane_b32 s23, v13, 63
	s_waitcnt vmcnt(9)
	v_mov_b32_dpp v12, v10 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(8)
	v_mov_b32_dpp v13, v11 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp136:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp137:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v12, v10 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v11 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp138:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp139:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v12, v10 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v11 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp140:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp141:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v12, v10 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v11 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp142:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp143:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v13, v11
	s_nop 0
	v_mov_b32_dpp v12, v12 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v13 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp144:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp145:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v12, v10 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v11 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp146:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
.Ltmp147:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s24, v10, 63
	v_readlane_b32 s25, v11, 63
	s_waitcnt vmcnt(7)
	v_mov_b32_dpp v10, v8 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(6)
	v_mov_b32_dpp v11, v9 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp148:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp149:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp150:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp151:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp152:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp153:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp154:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp155:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	s_nop 0
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp156:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp157:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v10, v8 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp158:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp159:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s26, v8, 63
	v_readlane_b32 s27, v9, 63
	s_waitcnt vmcnt(5)
	v_mov_b32_dpp v8, v6 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(4)
	v_mov_b32_dpp v9, v7 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp160:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp161:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp162:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp163:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp164:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp165:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp166:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp167:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v7
	s_nop 0
	v_mov_b32_dpp v8, v8 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v9 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp168:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp169:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v8, v6 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp170:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
.Ltmp171:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_readlane_b32 s28, v6, 63
	v_readlane_b32 s29, v7, 63
	s_waitcnt vmcnt(3)
	v_mov_b32_dpp v6, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(2)
	v_mov_b32_dpp v7, v5 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp172:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp173:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp174:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp175:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp176:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp177:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp178:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp179:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v5
	s_nop 0
	v_mov_b32_dpp v6, v6 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v7 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp180:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp181:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v6, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v5 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp182:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp183:
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	v_mov_b32_e32 v6, s2
.Ltmp184:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_readlane_b32 s30, v4, 63
	v_readlane_b32 s31, v5, 63
	s_waitcnt vmcnt(1)
	v_mov_b32_dpp v4, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(0)
	v_mov_b32_dpp v5, v3 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp185:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp186:
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	v_mov_b32_e32 v7, s3
.Ltmp187:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_dpp v4, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp188:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp189:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v4, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp190:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp191:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v4, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp192:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp193:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 0
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v3
	s_nop 0
	v_mov_b32_dpp v4, v4 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp194:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp195:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	s_nop 1
	v_mov_b32_dpp v4, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp196:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:12:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp197:
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	v_mov_b32_e32 v4, s0
.Ltmp198:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_readlane_b32 s34, v2, 63
.Ltmp199:
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v2, s36
	ds_write_b128 v2, v[4:7]
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	ds_write_b128 v2, v[4:7] offset:16
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	v_mov_b32_e32 v6, s12
	v_mov_b32_e32 v7, s13
	ds_write_b128 v2, v[4:7] offset:128
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	v_mov_b32_e32 v6, s16
	v_mov_b32_e32 v7, s17
	ds_write_b128 v2, v[4:7] offset:144
	v_mov_b32_e32 v4, s18
	v_mov_b32_e32 v5, s19
	v_mov_b32_e32 v6, s20
	v_mov_b32_e32 v7, s21
	ds_write_b128 v2, v[4:7] offset:256
	v_mov_b32_e32 v4, s22
	v_mov_b32_e32 v5, s23
	v_mov_b32_e32 v6, s24
	v_mov_b32_e32 v7, s25
.Ltmp200:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:12:26 ]
	v_readlane_b32 s35, v3, 63
.Ltmp201:
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	ds_write_b128 v2, v[4:7] offset:272
	v_mov_b32_e32 v4, s26
	v_mov_b32_e32 v5, s27
	v_mov_b32_e32 v6, s28
	v_mov_b32_e32 v7, s29
	ds_write_b128 v2, v[4:7] offset:384
	v_mov_b32_e32 v4, s30
	v_mov_b32_e32 v5, s31
	v_mov_b32_e32 v6, s34
	v_mov_b32_e32 v7, s35
	ds_write_b128 v2, v[4:7] offset:400
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v2, 5, v0
	.loc	1 9 21                          ; triton_scratch_src.py:9:21
	v_lshl_or_b32 v1, s70, 6, v1
	.loc	1 12 5                          ; triton_scratch_src.py:12:5
	v_and_b32_e32 v2, 0x60, v2
	v_lshlrev_b32_e32 v3, 2, v1
	v_add_u32_e32 v2, 0, v2
	v_and_b32_e32 v3, 0x180, v3
	v_and_b32_e32 v0, 28, v0
	v_add3_u32 v0, v2, v3, v0
	ds_read_b32 v2, v0
	.loc	1 9 10                          ; triton_scratch_src.py:9:10
	v_or_b32_e32 v0, s33, v1
	.loc	1 12 14                         ; triton_scratch_src.py:12:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	.loc	1 12 5 is_stmt 0                ; triton_scratch_src.py:12:5
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB0_2:
	.loc	1 7 1 is_stmt 1                 ; triton_scratch_src.py:7:1
	s_endpgm
.Ltmp202:
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 78
		.amdhsa_accum_offset 36
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
                                        ; -- End function
	.set .Lrowsum.num_vgpr, 36
	.set .Lrowsum.num_agpr, 0
	.set .Lrowsum.numbered_sgpr, 78
	.set .Lrowsum.num_named_barrier, 0
	.set .Lrowsum.private_seg_size, 0
	.set .Lrowsum.uses_vcc, 0
	.set .Lrowsum.uses_flat_scratch, 0
	.set .Lrowsum.has_dyn_sized_stack, 0
	.set .Lrowsum.has_recursion, 0
	.set .Lrowsum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4916
; TotalNumSgprs: 84
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 84
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 7
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
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp183-.Lfunc_begin0
	.quad	.Ltmp184-.Lfunc_begin0
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp187-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
	.quad	.Ltmp198-.Lfunc_begin0
	.quad	.Ltmp199-.Lfunc_begin0
	.quad	.Ltmp200-.Lfunc_begin0
	.quad	.Ltmp201-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
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
	.quad	.Ltmp185-.Lfunc_begin0
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp188-.Lfunc_begin0
	.quad	.Ltmp189-.Lfunc_begin0
	.quad	.Ltmp190-.Lfunc_begin0
	.quad	.Ltmp191-.Lfunc_begin0
	.quad	.Ltmp192-.Lfunc_begin0
	.quad	.Ltmp193-.Lfunc_begin0
	.quad	.Ltmp194-.Lfunc_begin0
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
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
    .max_flat_workgroup_size: 256
    .name:           rowsum
    .private_segment_fixed_size: 0
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .symbol:         rowsum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
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
