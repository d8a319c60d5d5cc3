	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	scan_rows                       ; -- Begin function scan_rows
	.p2align	8
	.type	scan_rows,@function
scan_rows:                              ; @scan_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 117 0 prologue_end            ; triton_heldout_src.py:117:0
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
	.loc	1 121 5 is_stmt 1               ; triton_heldout_src.py:121:5
	v_lshrrev_b32_e32 v2, 6, v0
	.loc	1 120 43                        ; triton_heldout_src.py:120:43
	v_and_b32_e32 v3, 63, v0
	v_readfirstlane_b32 s0, v2
	.loc	1 120 17 is_stmt 0              ; triton_heldout_src.py:120:17
	s_ashr_i32 s7, s6, 31
	.loc	1 120 25                        ; triton_heldout_src.py:120:25
	s_lshl_b32 s12, s6, 2
	.loc	1 120 43                        ; triton_heldout_src.py:120:43
	v_lshl_or_b32 v0, s0, 6, v3
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	v_lshlrev_b32_e32 v5, 2, v0
	.loc	1 120 9                         ; triton_heldout_src.py:120:9
	global_load_dword v1, v5, s[2:3]
	.loc	1 120 25                        ; triton_heldout_src.py:120:25
	s_lshl_b32 s0, s6, 1
	s_lshl_b32 s28, s6, 3
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_lshl_b64 s[14:15], s[6:7], 2
	.loc	1 120 25                        ; triton_heldout_src.py:120:25
	s_mul_i32 s10, s6, 3
	s_mul_i32 s22, s6, 5
	s_mul_i32 s24, s6, 6
	s_mul_i32 s26, s6, 7
	s_mul_i32 s30, s6, 9
	s_mul_i32 s34, s6, 10
	s_mul_i32 s36, s6, 11
	s_mul_i32 s38, s6, 12
	s_mul_i32 s40, s6, 13
	s_mul_i32 s42, s6, 14
	s_mul_i32 s8, s6, 15
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_add_u32 s6, s2, s14
	s_addc_u32 s7, s3, s15
	.loc	1 120 9                         ; triton_heldout_src.py:120:9
	global_load_dword v8, v5, s[6:7]
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[16:17], s[0:1], 2
	s_add_u32 s0, s2, s16
	s_addc_u32 s1, s3, s17
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[18:19], s[10:11], 2
	s_add_u32 s6, s2, s18
	s_addc_u32 s7, s3, s19
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[20:21], s[12:13], 2
	s_add_u32 s10, s2, s20
	s_addc_u32 s11, s3, s21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s12, s2, s22
	s_addc_u32 s13, s3, s23
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 2
	s_add_u32 s44, s2, s24
	s_addc_u32 s45, s3, s25
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 2
	s_add_u32 s46, s2, s26
	s_addc_u32 s47, s3, s27
	.loc	1 120 9                         ; triton_heldout_src.py:120:9
	global_load_dword v9, v5, s[0:1]
	global_load_dword v10, v5, s[6:7]
	global_load_dword v11, v5, s[10:11]
	global_load_dword v12, v5, s[12:13]
	global_load_dword v13, v5, s[44:45]
	global_load_dword v14, v5, s[46:47]
.Ltmp2:
	.file	2 "SITE/triton/language" "standard.py"
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_sub_u32_e64 v4, v3, 1 clamp
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v6, 2, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v7, -8, v6
	v_cmp_gt_u32_e64 s[0:1], 2, v3
.Ltmp3:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
.Ltmp4:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v18, v7, v6, s[0:1]
.Ltmp5:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_add_u32 s10, s2, s28
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_lt_u32_e64 s[0:1], 1, v3
.Ltmp7:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_addc_u32 s11, s3, s29
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
.Ltmp8:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_gt_u32_e64 s[6:7], 4, v3
.Ltmp9:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_add_u32 s46, s2, s30
	s_addc_u32 s47, s3, s31
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 2
	s_add_u32 s48, s2, s34
	s_addc_u32 s49, s3, s35
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
.Ltmp10:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_lt_u32_e64 s[12:13], 3, v3
.Ltmp11:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_add_u32 s50, s2, s36
	s_addc_u32 s51, s3, s37
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 2
	s_add_u32 s52, s2, s38
	s_addc_u32 s53, s3, s39
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 2
	s_add_u32 s54, s2, s40
	s_addc_u32 s55, s3, s41
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 2
	s_add_u32 s56, s2, s42
.Ltmp12:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(7)
	ds_bpermute_b32 v15, v4, v1
.Ltmp13:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_addc_u32 s57, s3, s43
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[44:45], s[8:9], 2
	s_add_u32 s8, s2, s44
.Ltmp14:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v15, v15, 0, vcc
	v_add_u32_e32 v1, v15, v1
	ds_bpermute_b32 v7, v18, v1
.Ltmp15:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_addc_u32 s9, s3, s45
.Ltmp16:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_subrev_u32_e32 v16, 64, v6
	v_cmp_gt_u32_e64 s[2:3], 16, v3
.Ltmp17:
	.loc	1 120 9                         ; triton_heldout_src.py:120:9
	global_load_dword v17, v5, s[10:11]
	global_load_dword v22, v5, s[46:47]
	global_load_dword v23, v5, s[48:49]
	global_load_dword v24, v5, s[50:51]
	global_load_dword v25, v5, s[52:53]
	global_load_dword v26, v5, s[54:55]
	global_load_dword v27, v5, s[56:57]
	global_load_dword v28, v5, s[8:9]
.Ltmp18:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v7, 0, v7, s[0:1]
	v_add_u32_e32 v1, v1, v7
	v_add_u32_e32 v7, -16, v6
	v_cndmask_b32_e64 v19, v7, v6, s[6:7]
	ds_bpermute_b32 v7, v19, v1
	v_cmp_gt_u32_e64 s[6:7], 8, v3
	v_cndmask_b32_e64 v21, v16, v6, s[2:3]
	v_cmp_lt_u32_e64 s[8:9], 15, v3
	v_cmp_gt_u32_e64 s[2:3], 32, v3
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v7, 0, v7, s[12:13]
	v_add_u32_e32 v7, v1, v7
	v_subrev_u32_e32 v1, 32, v6
	v_cndmask_b32_e64 v20, v1, v6, s[6:7]
	ds_bpermute_b32 v15, v20, v7
	v_cmp_lt_u32_e64 s[6:7], 7, v3
	v_cmp_lt_u32_e64 s[10:11], 31, v3
.Ltmp19:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	v_mov_b32_e32 v1, 0
.Ltmp20:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v15, 0, v15, s[6:7]
	v_add_u32_e32 v7, v7, v15
	s_waitcnt vmcnt(14)
	ds_bpermute_b32 v15, v4, v8
	ds_bpermute_b32 v16, v21, v7
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, v15, 0, vcc
	v_add_u32_e32 v8, v15, v8
	ds_bpermute_b32 v15, v18, v8
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, 0, v16, s[8:9]
	v_add_u32_e32 v5, v7, v5
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v7, 0, v15, s[0:1]
	v_add_u32_e32 v7, v8, v7
	v_add_u32_e32 v15, 0xffffff80, v6
	ds_bpermute_b32 v8, v19, v7
	v_cndmask_b32_e64 v29, v15, v6, s[2:3]
	s_waitcnt vmcnt(13)
	ds_bpermute_b32 v15, v4, v9
	ds_bpermute_b32 v6, v29, v5
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v8, 0, v8, s[12:13]
	v_add_u32_e32 v7, v7, v8
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, v15, 0, vcc
	v_add_u32_e32 v9, v15, v9
	ds_bpermute_b32 v8, v20, v7
	ds_bpermute_b32 v15, v18, v9
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v6, 0, v6, s[10:11]
	v_add_u32_e32 v5, v5, v6
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v8, 0, v8, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v6, 0, v15, s[0:1]
	v_add_u32_e32 v7, v7, v8
	v_add_u32_e32 v6, v9, v6
	ds_bpermute_b32 v8, v21, v7
	ds_bpermute_b32 v9, v19, v6
	s_waitcnt vmcnt(12)
	ds_bpermute_b32 v15, v4, v10
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v8, 0, v8, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v9, 0, v9, s[12:13]
	v_add_u32_e32 v7, v7, v8
	v_add_u32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v15, v15, 0, vcc
	ds_bpermute_b32 v8, v29, v7
	ds_bpermute_b32 v9, v20, v6
	v_add_u32_e32 v10, v15, v10
	ds_bpermute_b32 v15, v18, v10
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v8, 0, v8, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v9, 0, v9, s[6:7]
	v_add_u32_e32 v9, v6, v9
	v_add_u32_e32 v6, v7, v8
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v7, 0, v15, s[0:1]
	v_add_u32_e32 v7, v10, v7
	ds_bpermute_b32 v16, v21, v9
	ds_bpermute_b32 v8, v19, v7
	s_waitcnt vmcnt(11)
	ds_bpermute_b32 v15, v4, v11
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v10, 0, v16, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v8, 0, v8, s[12:13]
	v_add_u32_e32 v9, v9, v10
	v_add_u32_e32 v7, v7, v8
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v15, v15, 0, vcc
	ds_bpermute_b32 v10, v29, v9
	ds_bpermute_b32 v8, v20, v7
	v_add_u32_e32 v11, v15, v11
	ds_bpermute_b32 v15, v18, v11
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v10, 0, v10, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v8, 0, v8, s[6:7]
	v_add_u32_e32 v8, v7, v8
	v_add_u32_e32 v7, v9, v10
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v9, 0, v15, s[0:1]
	v_add_u32_e32 v9, v11, v9
	ds_bpermute_b32 v16, v21, v8
	ds_bpermute_b32 v10, v19, v9
	s_waitcnt vmcnt(10)
	ds_bpermute_b32 v15, v4, v12
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v11, 0, v16, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v10, 0, v10, s[12:13]
	v_add_u32_e32 v8, v8, v11
	v_add_u32_e32 v9, v9, v10
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v15, v15, 0, vcc
	ds_bpermute_b32 v11, v29, v8
	ds_bpermute_b32 v10, v20, v9
	v_add_u32_e32 v12, v15, v12
	ds_bpermute_b32 v15, v18, v12
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v11, 0, v11, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v10, 0, v10, s[6:7]
	v_add_u32_e32 v9, v9, v10
	v_add_u32_e32 v8, v8, v11
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v11, 0, v15, s[0:1]
	ds_bpermute_b32 v10, v21, v9
	v_add_u32_e32 v11, v12, v11
	ds_bpermute_b32 v12, v19, v11
	s_waitcnt vmcnt(9)
	ds_bpermute_b32 v15, v4, v13
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v10, 0, v10, s[8:9]
	v_add_u32_e32 v9, v9, v10
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v12, 0, v12, s[12:13]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v15, v15, 0, vcc
	ds_bpermute_b32 v10, v29, v9
	v_add_u32_e32 v11, v11, v12
	v_add_u32_e32 v13, v15, v13
	ds_bpermute_b32 v12, v20, v11
	ds_bpermute_b32 v15, v18, v13
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v10, 0, v10, s[10:11]
	v_add_u32_e32 v9, v9, v10
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v12, 0, v12, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v10, 0, v15, s[0:1]
	v_add_u32_e32 v11, v11, v12
	v_add_u32_e32 v10, v13, v10
	ds_bpermute_b32 v12, v21, v11
	ds_bpermute_b32 v13, v19, v10
	s_waitcnt vmcnt(8)
	ds_bpermute_b32 v15, v4, v14
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v12, 0, v12, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v13, 0, v13, s[12:13]
	v_add_u32_e32 v11, v11, v12
	v_add_u32_e32 v10, v10, v13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v15, v15, 0, vcc
	ds_bpermute_b32 v12, v29, v11
	ds_bpermute_b32 v13, v20, v10
	v_add_u32_e32 v14, v15, v14
	ds_bpermute_b32 v15, v18, v14
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v12, 0, v12, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v13, 0, v13, s[6:7]
	v_add_u32_e32 v13, v10, v13
	v_add_u32_e32 v10, v11, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v11, 0, v15, s[0:1]
	v_add_u32_e32 v11, v14, v11
	ds_bpermute_b32 v16, v21, v13
	ds_bpermute_b32 v12, v19, v11
	s_waitcnt vmcnt(7)
	ds_bpermute_b32 v15, v4, v17
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v14, 0, v16, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v12, 0, v12, s[12:13]
	v_add_u32_e32 v13, v13, v14
	v_add_u32_e32 v11, v11, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v15, v15, 0, vcc
	ds_bpermute_b32 v14, v29, v13
	ds_bpermute_b32 v12, v20, v11
	v_add_u32_e32 v15, v15, v17
	ds_bpermute_b32 v16, v18, v15
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v14, 0, v14, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v12, 0, v12, s[6:7]
	v_add_u32_e32 v12, v11, v12
	v_add_u32_e32 v11, v13, v14
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v13, 0, v16, s[0:1]
	v_add_u32_e32 v13, v15, v13
	ds_bpermute_b32 v14, v19, v13
	ds_bpermute_b32 v17, v21, v12
	s_waitcnt vmcnt(6)
	ds_bpermute_b32 v16, v4, v22
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v14, 0, v14, s[12:13]
	v_add_u32_e32 v13, v13, v14
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, 0, v17, s[8:9]
	ds_bpermute_b32 v14, v20, v13
	v_add_u32_e32 v12, v12, v15
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v16, v16, 0, vcc
	ds_bpermute_b32 v15, v29, v12
	v_add_u32_e32 v16, v16, v22
	ds_bpermute_b32 v17, v18, v16
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v14, 0, v14, s[6:7]
	v_add_u32_e32 v13, v13, v14
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, 0, v15, s[10:11]
	ds_bpermute_b32 v14, v21, v13
	v_add_u32_e32 v12, v12, v15
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, 0, v17, s[0:1]
	s_waitcnt vmcnt(5)
	ds_bpermute_b32 v17, v4, v23
	v_add_u32_e32 v15, v16, v15
	ds_bpermute_b32 v16, v19, v15
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v14, 0, v14, s[8:9]
	v_add_u32_e32 v13, v13, v14
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v17, v17, 0, vcc
	ds_bpermute_b32 v14, v29, v13
	v_add_u32_e32 v17, v17, v23
	ds_bpermute_b32 v22, v18, v17
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v16, 0, v16, s[12:13]
	v_add_u32_e32 v15, v15, v16
	ds_bpermute_b32 v16, v20, v15
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v14, 0, v14, s[10:11]
	v_add_u32_e32 v13, v13, v14
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v14, 0, v22, s[0:1]
	v_add_u32_e32 v14, v17, v14
	ds_bpermute_b32 v17, v19, v14
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v16, 0, v16, s[6:7]
	v_add_u32_e32 v15, v15, v16
	ds_bpermute_b32 v16, v21, v15
	s_waitcnt vmcnt(4)
	ds_bpermute_b32 v22, v4, v24
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v17, 0, v17, s[12:13]
	v_add_u32_e32 v14, v14, v17
	ds_bpermute_b32 v17, v20, v14
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v16, 0, v16, s[8:9]
	v_add_u32_e32 v15, v15, v16
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v22, v22, 0, vcc
	ds_bpermute_b32 v16, v29, v15
	v_add_u32_e32 v22, v22, v24
	ds_bpermute_b32 v23, v18, v22
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v17, 0, v17, s[6:7]
	v_add_u32_e32 v17, v14, v17
	ds_bpermute_b32 v24, v21, v17
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v16, 0, v16, s[10:11]
	v_add_u32_e32 v14, v15, v16
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, 0, v23, s[0:1]
	v_add_u32_e32 v15, v22, v15
	ds_bpermute_b32 v16, v19, v15
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v22, 0, v24, s[8:9]
	v_add_u32_e32 v17, v17, v22
	s_waitcnt vmcnt(3)
	ds_bpermute_b32 v22, v4, v25
	ds_bpermute_b32 v23, v29, v17
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v16, 0, v16, s[12:13]
	v_add_u32_e32 v15, v15, v16
	ds_bpermute_b32 v16, v20, v15
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v22, v22, 0, vcc
	v_add_u32_e32 v22, v22, v25
	ds_bpermute_b32 v24, v18, v22
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v23, 0, v23, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v16, 0, v16, s[6:7]
	v_add_u32_e32 v16, v15, v16
	ds_bpermute_b32 v25, v21, v16
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, 0, v24, s[0:1]
	v_add_u32_e32 v22, v22, v15
	ds_bpermute_b32 v24, v19, v22
	v_add_u32_e32 v15, v17, v23
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v23, v4, v26
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v17, 0, v25, s[8:9]
	v_add_u32_e32 v16, v16, v17
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v17, 0, v24, s[12:13]
	v_add_u32_e32 v17, v22, v17
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v23, v23, 0, vcc
	ds_bpermute_b32 v22, v20, v17
	v_add_u32_e32 v23, v23, v26
	ds_bpermute_b32 v24, v18, v23
	ds_bpermute_b32 v25, v29, v16
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v22, 0, v22, s[6:7]
	v_add_u32_e32 v17, v17, v22
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v24, 0, v24, s[0:1]
	ds_bpermute_b32 v22, v21, v17
	v_add_u32_e32 v23, v23, v24
	ds_bpermute_b32 v24, v19, v23
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v25, 0, v25, s[10:11]
	v_add_u32_e32 v16, v16, v25
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v22, 0, v22, s[8:9]
	v_add_u32_e32 v17, v17, v22
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v24, 0, v24, s[12:13]
	ds_bpermute_b32 v22, v29, v17
	v_add_u32_e32 v23, v23, v24
	ds_bpermute_b32 v24, v20, v23
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v25, v4, v27
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v4, v4, v28
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e64 v22, 0, v22, s[10:11]
	v_add_u32_e32 v17, v17, v22
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v22, 0, v24, s[6:7]
	v_add_u32_e32 v22, v23, v22
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v23, v25, 0, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v4, v4, 0, vcc
	v_add_u32_e32 v23, v23, v27
	v_add_u32_e32 v4, v4, v28
	ds_bpermute_b32 v24, v18, v23
	ds_bpermute_b32 v18, v18, v4
	ds_bpermute_b32 v25, v21, v22
	v_cmp_eq_u32_e32 vcc, 63, v3
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v24, 0, v24, s[0:1]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v18, 0, v18, s[0:1]
	v_add_u32_e32 v23, v23, v24
	v_add_u32_e32 v4, v4, v18
	ds_bpermute_b32 v24, v19, v23
	ds_bpermute_b32 v18, v19, v4
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v19, 0, v25, s[8:9]
	v_add_u32_e32 v19, v22, v19
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v24, 0, v24, s[12:13]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v18, 0, v18, s[12:13]
	v_add_u32_e32 v23, v23, v24
	v_add_u32_e32 v4, v4, v18
	ds_bpermute_b32 v24, v20, v23
	ds_bpermute_b32 v18, v20, v4
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v20, 0, v24, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v18, 0, v18, s[6:7]
	v_add_u32_e32 v20, v23, v20
	v_add_u32_e32 v4, v4, v18
	ds_bpermute_b32 v22, v21, v20
	ds_bpermute_b32 v18, v21, v4
	ds_bpermute_b32 v21, v29, v19
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v22, 0, v22, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v18, 0, v18, s[8:9]
	v_add_u32_e32 v20, v20, v22
	v_add_u32_e32 v23, v4, v18
	ds_bpermute_b32 v22, v29, v20
	ds_bpermute_b32 v24, v29, v23
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v4, 0, v21, s[10:11]
	v_add_u32_e32 v4, v19, v4
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v18, 0, v22, s[10:11]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v19, 0, v24, s[10:11]
	v_add_u32_e32 v18, v20, v18
	v_add_u32_e32 v19, v23, v19
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	v_lshl_add_u32 v3, v2, 2, 0
	ds_write2_b32 v3, v5, v6 offset1:2
	ds_write2_b32 v3, v7, v8 offset0:4 offset1:6
	ds_write2_b32 v3, v9, v10 offset0:8 offset1:10
	ds_write2_b32 v3, v11, v13 offset0:12 offset1:16
	ds_write2_b32 v3, v14, v15 offset0:18 offset1:20
	ds_write2_b32 v3, v16, v17 offset0:22 offset1:24
	ds_write2_b32 v3, v4, v18 offset0:26 offset1:28
	ds_write2_b32 v3, v12, v19 offset0:14 offset1:30
.Ltmp21:
.LBB0_2:                                ; %.critedge28
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_or_b64 exec, exec, s[0:1]
	.loc	1 121 14 is_stmt 1              ; triton_heldout_src.py:121:14
	s_add_u32 s0, s4, s44
	s_addc_u32 s1, s5, s45
	v_lshlrev_b64 v[20:21], 2, v[0:1]
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s42
	s_addc_u32 s1, s5, s43
	v_lshl_add_u64 v[24:25], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s40
	s_addc_u32 s1, s5, s41
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s38
	s_addc_u32 s1, s5, s39
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s36
	s_addc_u32 s1, s5, s37
	v_lshl_add_u64 v[30:31], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s34
	s_addc_u32 s1, s5, s35
	v_lshl_add_u64 v[32:33], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s30
	s_addc_u32 s1, s5, s31
	v_lshl_add_u64 v[34:35], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s28
	s_addc_u32 s1, s5, s29
	v_lshl_add_u64 v[36:37], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s26
	s_addc_u32 s1, s5, s27
	v_lshl_add_u64 v[38:39], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s24
	s_addc_u32 s1, s5, s25
.Ltmp22:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v1
	ds_read_b32 v3, v1 offset:8
	ds_read_b32 v52, v1 offset:16
	ds_read_b32 v53, v1 offset:24
	ds_read_b32 v54, v1 offset:32
	ds_read_b32 v55, v1 offset:40
	ds_read_b32 v56, v1 offset:48
	ds_read_b32 v57, v1 offset:56
.Ltmp23:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[40:41], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s22
	s_addc_u32 s1, s5, s23
.Ltmp24:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_eq_u32_e32 vcc, 0, v2
.Ltmp25:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[42:43], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s20
.Ltmp26:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt lgkmcnt(7)
	v_cndmask_b32_e64 v0, v0, 0, vcc
	s_waitcnt lgkmcnt(6)
	v_cndmask_b32_e64 v2, v3, 0, vcc
.Ltmp27:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	s_addc_u32 s1, s5, s21
.Ltmp28:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_add_u32_e32 v0, v0, v5
	v_add_u32_e32 v2, v2, v6
	s_waitcnt lgkmcnt(5)
	v_cndmask_b32_e64 v3, v52, 0, vcc
	s_waitcnt lgkmcnt(4)
	v_cndmask_b32_e64 v5, v53, 0, vcc
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e64 v6, v54, 0, vcc
.Ltmp29:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[44:45], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s18
.Ltmp30:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_add_u32_e32 v3, v3, v7
	v_add_u32_e32 v5, v5, v8
	v_add_u32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v7, v55, 0, vcc
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v8, v56, 0, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v9, v57, 0, vcc
.Ltmp31:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	s_addc_u32 s1, s5, s19
.Ltmp32:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_add_u32_e32 v7, v7, v10
	v_add_u32_e32 v8, v8, v11
	v_add_u32_e32 v9, v9, v12
	ds_read_b32 v10, v1 offset:64
	ds_read_b32 v11, v1 offset:72
	ds_read_b32 v12, v1 offset:80
	ds_read_b32 v52, v1 offset:88
	ds_read_b32 v53, v1 offset:96
	ds_read_b32 v54, v1 offset:104
	ds_read_b32 v55, v1 offset:112
	ds_read_b32 v1, v1 offset:120
.Ltmp33:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[46:47], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s16
	s_addc_u32 s1, s5, s17
	v_lshl_add_u64 v[48:49], s[0:1], 0, v[20:21]
	s_add_u32 s0, s4, s14
.Ltmp34:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt lgkmcnt(5)
	v_cndmask_b32_e64 v12, v12, 0, vcc
.Ltmp35:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	s_addc_u32 s1, s5, s15
.Ltmp36:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v10, v10, 0, vcc
	v_cndmask_b32_e64 v11, v11, 0, vcc
	v_add_u32_e32 v12, v12, v15
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v15, v54, 0, vcc
.Ltmp37:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[50:51], s[0:1], 0, v[20:21]
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[20:21]
.Ltmp38:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_add_u32_e32 v10, v10, v13
	v_add_u32_e32 v11, v11, v14
	v_cndmask_b32_e64 v13, v52, 0, vcc
	v_cndmask_b32_e64 v14, v53, 0, vcc
	v_add_u32_e32 v4, v15, v4
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, v55, 0, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_add_u32_e32 v13, v13, v16
	v_add_u32_e32 v14, v14, v17
	v_add_u32_e32 v15, v15, v18
	v_add_u32_e32 v1, v1, v19
.Ltmp39:
	.loc	1 121 5                         ; triton_heldout_src.py:121:5
	global_store_dword v[20:21], v0, off
	global_store_dword v[50:51], v2, off
	global_store_dword v[48:49], v3, off
	global_store_dword v[46:47], v5, off
	global_store_dword v[44:45], v6, off
	global_store_dword v[42:43], v7, off
	global_store_dword v[40:41], v8, off
	global_store_dword v[38:39], v9, off
	global_store_dword v[36:37], v10, off
	global_store_dword v[34:35], v11, off
	global_store_dword v[32:33], v12, off
	global_store_dword v[30:31], v13, off
	global_store_dword v[28:29], v14, off
	global_store_dword v[26:27], v4, off
	global_store_dword v[24:25], v15, off
	global_store_dword v[22:23], v1, off
	.loc	1 117 1                         ; triton_heldout_src.py:117:1
	s_endpgm
.Ltmp40:
.Lfunc_end0:
	.size	scan_rows, .Lfunc_end0-scan_rows
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_rows
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
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 58
		.amdhsa_accum_offset 60
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
	.set .Lscan_rows.num_vgpr, 58
	.set .Lscan_rows.num_agpr, 0
	.set .Lscan_rows.numbered_sgpr, 58
	.set .Lscan_rows.num_named_barrier, 0
	.set .Lscan_rows.private_seg_size, 0
	.set .Lscan_rows.uses_vcc, 1
	.set .Lscan_rows.uses_flat_scratch, 0
	.set .Lscan_rows.has_dyn_sized_stack, 0
	.set .Lscan_rows.has_recursion, 0
	.set .Lscan_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4096
; TotalNumSgprs: 64
; NumVgprs: 58
; NumAgprs: 0
; TotalNumVgprs: 58
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 64
; NumVGPRsForWavesPerEU: 58
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
	.byte	1                               ; Abbrev [1] 0xb:0x44 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x1e DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	121                             ; DW_AT_call_line
	.byte	53                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
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
	.asciz	"scan_rows"                     ; string offset=53 ; scan_rows
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
    .name:           scan_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         scan_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     58
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
