	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	cumsum_rows                     ; -- Begin function cumsum_rows
	.p2align	8
	.type	cumsum_rows,@function
cumsum_rows:                            ; @cumsum_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 73 0 prologue_end             ; triton_scratch_src.py:73:0
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
	.loc	1 76 17 is_stmt 1               ; triton_scratch_src.py:76:17
	s_ashr_i32 s7, s6, 31
	.loc	1 76 25 is_stmt 0               ; triton_scratch_src.py:76:25
	s_lshl_b32 s14, s6, 1
	s_mul_i32 s16, s6, 3
	s_lshl_b32 s18, s6, 2
	s_mul_i32 s20, s6, 5
	s_mul_i32 s22, s6, 6
	s_mul_i32 s24, s6, 7
	s_lshl_b32 s26, s6, 3
	s_mul_i32 s28, s6, 9
	s_mul_i32 s30, s6, 10
	s_mul_i32 s34, s6, 11
	s_mul_i32 s36, s6, 12
	s_mul_i32 s38, s6, 13
	s_mul_i32 s40, s6, 14
	s_mul_i32 s42, s6, 15
	s_lshl_b32 s44, s6, 4
	s_mul_i32 s46, s6, 17
	s_mul_i32 s48, s6, 18
	s_mul_i32 s50, s6, 19
	s_mul_i32 s52, s6, 20
	s_mul_i32 s54, s6, 21
	s_mul_i32 s56, s6, 22
	s_mul_i32 s58, s6, 23
	s_mul_i32 s60, s6, 24
	s_mul_i32 s62, s6, 25
	s_mul_i32 s64, s6, 26
	s_mul_i32 s66, s6, 27
	s_mul_i32 s68, s6, 28
	s_mul_i32 s10, s6, 29
	s_mul_i32 s8, s6, 30
	s_mul_i32 s0, s6, 31
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s72, s2, s6
                                        ; implicit-def: $vgpr111 : SGPR spill to VGPR lane
	.loc	1 77 5 is_stmt 1                ; triton_scratch_src.py:77:5
	v_lshrrev_b32_e32 v2, 6, v0
	v_writelane_b32 v111, s6, 0
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_addc_u32 s73, s3, s7
	s_ashr_i32 s15, s14, 31
	v_writelane_b32 v111, s7, 1
	s_lshl_b64 s[6:7], s[14:15], 2
	s_add_u32 s74, s2, s6
	v_writelane_b32 v111, s6, 2
	s_addc_u32 s75, s3, s7
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[12:13], s[16:17], 2
	v_writelane_b32 v111, s7, 3
	s_add_u32 s6, s2, s12
	v_writelane_b32 v111, s12, 4
	s_addc_u32 s7, s3, s13
	s_ashr_i32 s19, s18, 31
	v_writelane_b32 v111, s13, 5
	s_lshl_b64 s[12:13], s[18:19], 2
	s_add_u32 s70, s2, s12
	v_writelane_b32 v111, s12, 6
	s_addc_u32 s71, s3, s13
	s_ashr_i32 s21, s20, 31
	v_writelane_b32 v111, s13, 7
	s_lshl_b64 s[12:13], s[20:21], 2
	s_add_u32 s76, s2, s12
	v_writelane_b32 v111, s12, 8
	s_addc_u32 s77, s3, s13
	s_ashr_i32 s23, s22, 31
	v_writelane_b32 v111, s13, 9
	s_lshl_b64 s[12:13], s[22:23], 2
	s_add_u32 s78, s2, s12
	.loc	1 76 43 is_stmt 0               ; triton_scratch_src.py:76:43
	v_readfirstlane_b32 s1, v2
	v_and_b32_e32 v18, 63, v0
	v_writelane_b32 v111, s12, 10
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_addc_u32 s79, s3, s13
	s_ashr_i32 s25, s24, 31
	.loc	1 76 43                         ; triton_scratch_src.py:76:43
	v_lshl_or_b32 v0, s1, 6, v18
	v_writelane_b32 v111, s13, 11
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_lshl_b64 s[12:13], s[24:25], 2
	v_lshlrev_b32_e32 v3, 2, v0
	s_add_u32 s80, s2, s12
	v_writelane_b32 v111, s12, 12
	s_addc_u32 s81, s3, s13
	.loc	1 76 9                          ; triton_scratch_src.py:76:9
	global_load_dword v4, v3, s[72:73]
	global_load_dword v5, v3, s[74:75]
	global_load_dword v6, v3, s[6:7]
	global_load_dword v7, v3, s[70:71]
	global_load_dword v8, v3, s[76:77]
	global_load_dword v9, v3, s[78:79]
	global_load_dword v12, v3, s[80:81]
	global_load_dword v1, v3, s[2:3]
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[6:7], s[26:27], 2
	v_writelane_b32 v111, s13, 13
	s_add_u32 s90, s2, s6
	v_writelane_b32 v111, s6, 14
	s_addc_u32 s91, s3, s7
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_add_u32 s92, s2, s28
	s_addc_u32 s93, s3, s29
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s94, s2, s30
	s_addc_u32 s95, s3, s31
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 2
	s_add_u32 s96, s2, s34
	s_addc_u32 s97, s3, s35
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s98, s2, s36
	s_addc_u32 s99, s3, s37
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 2
	s_add_u32 vcc_lo, s2, s38
	s_addc_u32 vcc_hi, s3, s39
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 2
	s_add_u32 s12, s2, s40
	s_addc_u32 s13, s3, s41
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 2
	s_add_u32 s14, s2, s42
	s_addc_u32 s15, s3, s43
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 2
	s_add_u32 s16, s2, s44
	s_addc_u32 s17, s3, s45
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 2
	s_add_u32 s18, s2, s46
	s_addc_u32 s19, s3, s47
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 2
	v_writelane_b32 v111, s7, 15
	s_add_u32 s6, s2, s48
	s_addc_u32 s7, s3, s49
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 2
	s_add_u32 s88, s2, s50
	s_addc_u32 s89, s3, s51
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 2
	s_add_u32 s20, s2, s52
	s_addc_u32 s21, s3, s53
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 2
	s_add_u32 s22, s2, s54
	s_addc_u32 s23, s3, s55
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 2
	s_add_u32 s24, s2, s56
	s_addc_u32 s25, s3, s57
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[58:59], s[58:59], 2
	s_add_u32 s26, s2, s58
	s_addc_u32 s27, s3, s59
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[60:61], s[60:61], 2
	s_add_u32 s76, s2, s60
	s_addc_u32 s77, s3, s61
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[62:63], s[62:63], 2
	s_add_u32 s78, s2, s62
	s_addc_u32 s79, s3, s63
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[64:65], s[64:65], 2
	s_add_u32 s80, s2, s64
	s_addc_u32 s81, s3, s65
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[66:67], s[66:67], 2
	s_add_u32 s82, s2, s66
	s_addc_u32 s83, s3, s67
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[68:69], s[68:69], 2
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_sub_u32_e64 v10, v18, 1 clamp
.Ltmp3:
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_add_u32 s84, s2, s68
.Ltmp4:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_lshlrev_b32_e32 v31, 2, v10
.Ltmp5:
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_addc_u32 s85, s3, s69
	s_ashr_i32 s11, s10, 31
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v10, v31, v1
.Ltmp7:
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_lshl_b64 s[70:71], s[10:11], 2
	s_add_u32 s10, s2, s70
	s_addc_u32 s11, s3, s71
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[72:73], s[8:9], 2
	.loc	1 76 9 is_stmt 0                ; triton_scratch_src.py:76:9
	global_load_dword v13, v3, s[90:91]
	global_load_dword v14, v3, s[92:93]
	global_load_dword v15, v3, s[94:95]
	global_load_dword v16, v3, s[96:97]
	global_load_dword v17, v3, s[98:99]
	global_load_dword v37, v3, vcc
	global_load_dword v41, v3, s[12:13]
	global_load_dword v42, v3, s[14:15]
.Ltmp8:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cmp_eq_u32_e32 vcc, 0, v18
.Ltmp9:
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_add_u32 s8, s2, s72
	s_addc_u32 s9, s3, s73
.Ltmp10:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v10, v10, 0, vcc
.Ltmp11:
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_ashr_i32 s1, s0, 31
.Ltmp12:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v1, v10, v1
	v_lshlrev_b32_e32 v10, 2, v18
.Ltmp13:
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_lshl_b64 s[74:75], s[0:1], 2
.Ltmp14:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v11, -8, v10
	v_cmp_gt_u32_e64 s[0:1], 2, v18
	v_add_u32_e32 v20, -16, v10
.Ltmp15:
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_add_u32 s86, s2, s74
.Ltmp16:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e64 v32, v11, v10, s[0:1]
	ds_bpermute_b32 v11, v32, v1
	v_cmp_gt_u32_e64 s[0:1], 4, v18
.Ltmp17:
	.loc	1 76 17                         ; triton_scratch_src.py:76:17
	s_addc_u32 s87, s3, s75
.Ltmp18:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cmp_lt_u32_e64 s[2:3], 3, v18
	v_cndmask_b32_e64 v33, v20, v10, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], 1, v18
.Ltmp19:
	.loc	1 76 9                          ; triton_scratch_src.py:76:9
	global_load_dword v20, v3, s[6:7]
	global_load_dword v21, v3, s[88:89]
	global_load_dword v22, v3, s[20:21]
	global_load_dword v23, v3, s[22:23]
	global_load_dword v24, v3, s[24:25]
	global_load_dword v25, v3, s[26:27]
.Ltmp20:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v11, 0, v11, s[0:1]
	v_add_u32_e32 v11, v1, v11
	ds_bpermute_b32 v26, v33, v11
	v_cmp_gt_u32_e64 s[6:7], 8, v18
	v_subrev_u32_e32 v27, 64, v10
.Ltmp21:
	.loc	1 76 9                          ; triton_scratch_src.py:76:9
	global_load_dword v43, v3, s[16:17]
	global_load_dword v19, v3, s[18:19]
	.loc	1 76 17 is_stmt 0               ; triton_scratch_src.py:76:17
	v_mov_b32_e32 v1, 0
.Ltmp22:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v26, 0, v26, s[2:3]
	v_add_u32_e32 v11, v11, v26
	v_subrev_u32_e32 v26, 32, v10
	v_cndmask_b32_e64 v34, v26, v10, s[6:7]
	ds_bpermute_b32 v26, v34, v11
	v_cmp_gt_u32_e64 s[6:7], 16, v18
	s_nop 1
	v_cndmask_b32_e64 v35, v27, v10, s[6:7]
	ds_bpermute_b32 v27, v31, v4
	v_cmp_lt_u32_e64 s[6:7], 7, v18
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_cndmask_b32_e64 v26, 0, v26, s[6:7]
	v_add_u32_e32 v11, v11, v26
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v26, v27, 0, vcc
	ds_bpermute_b32 v38, v35, v11
	v_add_u32_e32 v4, v26, v4
	ds_bpermute_b32 v44, v32, v4
.Ltmp23:
	.loc	1 76 9                          ; triton_scratch_src.py:76:9
	global_load_dword v26, v3, s[76:77]
	global_load_dword v27, v3, s[78:79]
	global_load_dword v28, v3, s[80:81]
	global_load_dword v29, v3, s[82:83]
	global_load_dword v30, v3, s[84:85]
	global_load_dword v36, v3, s[10:11]
	global_load_dword v40, v3, s[8:9]
	global_load_dword v39, v3, s[86:87]
.Ltmp24:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cmp_lt_u32_e64 s[8:9], 15, v18
	v_cmp_gt_u32_e64 s[10:11], 32, v18
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v3, 0, v38, s[8:9]
	v_add_u32_e32 v3, v11, v3
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v11, 0, v44, s[0:1]
	v_add_u32_e32 v4, v4, v11
	ds_bpermute_b32 v11, v33, v4
	ds_bpermute_b32 v44, v31, v5
	v_add_u32_e32 v38, 0xffffff80, v10
	v_cndmask_b32_e64 v38, v38, v10, s[10:11]
	ds_bpermute_b32 v10, v38, v3
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v11, 0, v11, s[2:3]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	v_add_u32_e32 v4, v4, v11
	v_add_u32_e32 v5, v44, v5
	ds_bpermute_b32 v11, v34, v4
	ds_bpermute_b32 v44, v32, v5
	v_cmp_lt_u32_e64 s[10:11], 31, v18
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v11, 0, v11, s[6:7]
	v_cndmask_b32_e64 v10, 0, v10, s[10:11]
	v_add_u32_e32 v10, v3, v10
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v3, 0, v44, s[0:1]
	v_add_u32_e32 v4, v4, v11
	v_add_u32_e32 v3, v5, v3
	ds_bpermute_b32 v11, v35, v4
	ds_bpermute_b32 v5, v33, v3
	ds_bpermute_b32 v44, v31, v6
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v11, 0, v11, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, 0, v5, s[2:3]
	v_add_u32_e32 v4, v4, v11
	v_add_u32_e32 v3, v3, v5
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v11, v38, v4
	ds_bpermute_b32 v5, v34, v3
	v_add_u32_e32 v6, v44, v6
	ds_bpermute_b32 v44, v32, v6
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v11, 0, v11, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, 0, v5, s[6:7]
	v_add_u32_e32 v3, v3, v5
	v_add_u32_e32 v11, v4, v11
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v4, 0, v44, s[0:1]
	ds_bpermute_b32 v5, v35, v3
	v_add_u32_e32 v4, v6, v4
	ds_bpermute_b32 v6, v33, v4
	ds_bpermute_b32 v44, v31, v7
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v5, 0, v5, s[8:9]
	v_add_u32_e32 v3, v3, v5
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v6, 0, v6, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v5, v38, v3
	v_add_u32_e32 v4, v4, v6
	v_add_u32_e32 v44, v44, v7
	ds_bpermute_b32 v6, v34, v4
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v5, 0, v5, s[10:11]
	v_add_u32_e32 v7, v3, v5
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v6, 0, v6, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v3, 0, v45, s[0:1]
	v_add_u32_e32 v4, v4, v6
	v_add_u32_e32 v3, v44, v3
	ds_bpermute_b32 v6, v35, v4
	ds_bpermute_b32 v5, v33, v3
	ds_bpermute_b32 v44, v31, v8
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v6, 0, v6, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, 0, v5, s[2:3]
	v_add_u32_e32 v4, v4, v6
	v_add_u32_e32 v3, v3, v5
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v6, v38, v4
	ds_bpermute_b32 v5, v34, v3
	v_add_u32_e32 v8, v44, v8
	ds_bpermute_b32 v44, v32, v8
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v6, 0, v6, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, 0, v5, s[6:7]
	v_add_u32_e32 v5, v3, v5
	v_add_u32_e32 v3, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v4, 0, v44, s[0:1]
	v_add_u32_e32 v4, v8, v4
	ds_bpermute_b32 v45, v35, v5
	ds_bpermute_b32 v6, v33, v4
	ds_bpermute_b32 v44, v31, v9
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v8, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v6, 0, v6, s[2:3]
	v_add_u32_e32 v5, v5, v8
	v_add_u32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v8, v38, v5
	ds_bpermute_b32 v6, v34, v4
	v_add_u32_e32 v9, v44, v9
	ds_bpermute_b32 v44, v32, v9
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v8, 0, v8, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v6, 0, v6, s[6:7]
	v_add_u32_e32 v6, v4, v6
	v_add_u32_e32 v4, v5, v8
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v44, s[0:1]
	v_add_u32_e32 v5, v9, v5
	ds_bpermute_b32 v45, v35, v6
	ds_bpermute_b32 v8, v33, v5
	ds_bpermute_b32 v44, v31, v12
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v9, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v8, 0, v8, s[2:3]
	v_add_u32_e32 v6, v6, v9
	v_add_u32_e32 v5, v5, v8
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v9, v38, v6
	ds_bpermute_b32 v8, v34, v5
	v_add_u32_e32 v12, v44, v12
	ds_bpermute_b32 v44, v32, v12
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v9, 0, v9, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v8, 0, v8, s[6:7]
	v_add_u32_e32 v8, v5, v8
	v_add_u32_e32 v5, v6, v9
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v6, 0, v44, s[0:1]
	v_add_u32_e32 v6, v12, v6
	ds_bpermute_b32 v45, v35, v8
	ds_bpermute_b32 v9, v33, v6
	s_waitcnt vmcnt(23)
	ds_bpermute_b32 v44, v31, v13
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v12, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v9, 0, v9, s[2:3]
	v_add_u32_e32 v8, v8, v12
	v_add_u32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v12, v38, v8
	ds_bpermute_b32 v9, v34, v6
	v_add_u32_e32 v13, v44, v13
	ds_bpermute_b32 v44, v32, v13
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v12, 0, v12, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v9, 0, v9, s[6:7]
	v_add_u32_e32 v9, v6, v9
	v_add_u32_e32 v6, v8, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v8, 0, v44, s[0:1]
	v_add_u32_e32 v8, v13, v8
	ds_bpermute_b32 v45, v35, v9
	ds_bpermute_b32 v12, v33, v8
	s_waitcnt vmcnt(22)
	ds_bpermute_b32 v44, v31, v14
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v13, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v12, 0, v12, s[2:3]
	v_add_u32_e32 v9, v9, v13
	v_add_u32_e32 v8, v8, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v13, v38, v9
	ds_bpermute_b32 v12, v34, v8
	v_add_u32_e32 v14, v44, v14
	ds_bpermute_b32 v44, v32, v14
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v13, 0, v13, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v12, 0, v12, s[6:7]
	v_add_u32_e32 v12, v8, v12
	v_add_u32_e32 v8, v9, v13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v9, 0, v44, s[0:1]
	v_add_u32_e32 v9, v14, v9
	ds_bpermute_b32 v45, v35, v12
	ds_bpermute_b32 v13, v33, v9
	s_waitcnt vmcnt(21)
	ds_bpermute_b32 v44, v31, v15
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v14, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v13, 0, v13, s[2:3]
	v_add_u32_e32 v12, v12, v14
	v_add_u32_e32 v9, v9, v13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v14, v38, v12
	ds_bpermute_b32 v13, v34, v9
	v_add_u32_e32 v15, v44, v15
	ds_bpermute_b32 v44, v32, v15
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v14, 0, v14, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v13, 0, v13, s[6:7]
	v_add_u32_e32 v13, v9, v13
	v_add_u32_e32 v9, v12, v14
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v12, 0, v44, s[0:1]
	v_add_u32_e32 v12, v15, v12
	ds_bpermute_b32 v45, v35, v13
	ds_bpermute_b32 v14, v33, v12
	s_waitcnt vmcnt(20)
	ds_bpermute_b32 v44, v31, v16
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v15, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v14, 0, v14, s[2:3]
	v_add_u32_e32 v13, v13, v15
	v_add_u32_e32 v12, v12, v14
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v15, v38, v13
	ds_bpermute_b32 v14, v34, v12
	v_add_u32_e32 v16, v44, v16
	ds_bpermute_b32 v44, v32, v16
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v15, 0, v15, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v14, 0, v14, s[6:7]
	v_add_u32_e32 v14, v12, v14
	v_add_u32_e32 v12, v13, v15
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v13, 0, v44, s[0:1]
	v_add_u32_e32 v13, v16, v13
	ds_bpermute_b32 v45, v35, v14
	ds_bpermute_b32 v15, v33, v13
	s_waitcnt vmcnt(19)
	ds_bpermute_b32 v44, v31, v17
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v16, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, 0, v15, s[2:3]
	v_add_u32_e32 v14, v14, v16
	v_add_u32_e32 v13, v13, v15
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v16, v38, v14
	ds_bpermute_b32 v15, v34, v13
	v_add_u32_e32 v17, v44, v17
	ds_bpermute_b32 v44, v32, v17
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v16, 0, v16, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, 0, v15, s[6:7]
	v_add_u32_e32 v15, v13, v15
	v_add_u32_e32 v13, v14, v16
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v14, 0, v44, s[0:1]
	v_add_u32_e32 v14, v17, v14
	ds_bpermute_b32 v45, v35, v15
	ds_bpermute_b32 v16, v33, v14
	s_waitcnt vmcnt(18)
	ds_bpermute_b32 v44, v31, v37
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v17, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v16, 0, v16, s[2:3]
	v_add_u32_e32 v15, v15, v17
	v_add_u32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v17, v38, v15
	ds_bpermute_b32 v16, v34, v14
	v_add_u32_e32 v37, v44, v37
	ds_bpermute_b32 v44, v32, v37
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v17, 0, v17, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v16, 0, v16, s[6:7]
	v_add_u32_e32 v16, v14, v16
	v_add_u32_e32 v14, v15, v17
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v15, 0, v44, s[0:1]
	v_add_u32_e32 v15, v37, v15
	ds_bpermute_b32 v45, v35, v16
	ds_bpermute_b32 v17, v33, v15
	s_waitcnt vmcnt(17)
	ds_bpermute_b32 v44, v31, v41
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v37, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v17, 0, v17, s[2:3]
	v_add_u32_e32 v16, v16, v37
	v_add_u32_e32 v15, v15, v17
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v37, v38, v16
	ds_bpermute_b32 v17, v34, v15
	v_add_u32_e32 v41, v44, v41
	ds_bpermute_b32 v44, v32, v41
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v37, 0, v37, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v17, 0, v17, s[6:7]
	v_add_u32_e32 v17, v15, v17
	v_add_u32_e32 v15, v16, v37
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v16, 0, v44, s[0:1]
	v_add_u32_e32 v16, v41, v16
	ds_bpermute_b32 v45, v35, v17
	ds_bpermute_b32 v37, v33, v16
	s_waitcnt vmcnt(16)
	ds_bpermute_b32 v44, v31, v42
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v41, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, 0, v37, s[2:3]
	v_add_u32_e32 v17, v17, v41
	v_add_u32_e32 v16, v16, v37
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v41, v38, v17
	ds_bpermute_b32 v37, v34, v16
	v_add_u32_e32 v42, v44, v42
	ds_bpermute_b32 v44, v32, v42
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v41, 0, v41, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, 0, v37, s[6:7]
	v_add_u32_e32 v37, v16, v37
	v_add_u32_e32 v16, v17, v41
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v17, 0, v44, s[0:1]
	v_add_u32_e32 v17, v42, v17
	ds_bpermute_b32 v45, v35, v37
	ds_bpermute_b32 v41, v33, v17
	s_waitcnt vmcnt(9)
	ds_bpermute_b32 v44, v31, v43
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v41, 0, v41, s[2:3]
	v_add_u32_e32 v37, v37, v42
	v_add_u32_e32 v17, v17, v41
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v42, v38, v37
	ds_bpermute_b32 v41, v34, v17
	v_add_u32_e32 v43, v44, v43
	ds_bpermute_b32 v44, v32, v43
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v41, 0, v41, s[6:7]
	v_add_u32_e32 v41, v17, v41
	v_add_u32_e32 v17, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v37, 0, v44, s[0:1]
	v_add_u32_e32 v37, v43, v37
	ds_bpermute_b32 v45, v35, v41
	ds_bpermute_b32 v42, v33, v37
	s_waitcnt vmcnt(8)
	ds_bpermute_b32 v44, v31, v19
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v45, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v42, 0, v42, s[2:3]
	v_add_u32_e32 v41, v41, v43
	v_add_u32_e32 v37, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v43, v38, v41
	ds_bpermute_b32 v42, v34, v37
	v_add_u32_e32 v44, v44, v19
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v19, 0, v42, s[6:7]
	v_add_u32_e32 v37, v37, v19
	v_add_u32_e32 v19, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v41, 0, v45, s[0:1]
	v_add_u32_e32 v41, v44, v41
	ds_bpermute_b32 v42, v35, v37
	ds_bpermute_b32 v43, v33, v41
	ds_bpermute_b32 v44, v31, v20
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v43, 0, v43, s[2:3]
	v_add_u32_e32 v37, v37, v42
	v_add_u32_e32 v41, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v42, v38, v37
	ds_bpermute_b32 v43, v34, v41
	v_add_u32_e32 v44, v44, v20
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v20, 0, v43, s[6:7]
	v_add_u32_e32 v41, v41, v20
	v_add_u32_e32 v20, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v37, 0, v45, s[0:1]
	v_add_u32_e32 v37, v44, v37
	ds_bpermute_b32 v43, v35, v41
	ds_bpermute_b32 v42, v33, v37
	ds_bpermute_b32 v44, v31, v21
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v42, 0, v42, s[2:3]
	v_add_u32_e32 v41, v41, v43
	v_add_u32_e32 v37, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v43, v38, v41
	ds_bpermute_b32 v42, v34, v37
	v_add_u32_e32 v44, v44, v21
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v21, 0, v42, s[6:7]
	v_add_u32_e32 v37, v37, v21
	v_add_u32_e32 v21, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v41, 0, v45, s[0:1]
	v_add_u32_e32 v41, v44, v41
	ds_bpermute_b32 v42, v35, v37
	ds_bpermute_b32 v43, v33, v41
	ds_bpermute_b32 v44, v31, v22
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v43, 0, v43, s[2:3]
	v_add_u32_e32 v37, v37, v42
	v_add_u32_e32 v41, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v42, v38, v37
	ds_bpermute_b32 v43, v34, v41
	v_add_u32_e32 v44, v44, v22
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v22, 0, v43, s[6:7]
	v_add_u32_e32 v41, v41, v22
	v_add_u32_e32 v22, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v37, 0, v45, s[0:1]
	v_add_u32_e32 v37, v44, v37
	ds_bpermute_b32 v43, v35, v41
	ds_bpermute_b32 v42, v33, v37
	ds_bpermute_b32 v44, v31, v23
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v42, 0, v42, s[2:3]
	v_add_u32_e32 v41, v41, v43
	v_add_u32_e32 v37, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v43, v38, v41
	ds_bpermute_b32 v42, v34, v37
	v_add_u32_e32 v44, v44, v23
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v23, 0, v42, s[6:7]
	v_add_u32_e32 v37, v37, v23
	v_add_u32_e32 v23, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v41, 0, v45, s[0:1]
	v_add_u32_e32 v41, v44, v41
	ds_bpermute_b32 v42, v35, v37
	ds_bpermute_b32 v43, v33, v41
	ds_bpermute_b32 v44, v31, v24
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v43, 0, v43, s[2:3]
	v_add_u32_e32 v37, v37, v42
	v_add_u32_e32 v41, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v42, v38, v37
	ds_bpermute_b32 v43, v34, v41
	v_add_u32_e32 v44, v44, v24
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v24, 0, v43, s[6:7]
	v_add_u32_e32 v41, v41, v24
	v_add_u32_e32 v24, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v37, 0, v45, s[0:1]
	v_add_u32_e32 v37, v44, v37
	ds_bpermute_b32 v43, v35, v41
	ds_bpermute_b32 v42, v33, v37
	ds_bpermute_b32 v44, v31, v25
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v42, 0, v42, s[2:3]
	v_add_u32_e32 v41, v41, v43
	v_add_u32_e32 v37, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v43, v38, v41
	ds_bpermute_b32 v42, v34, v37
	v_add_u32_e32 v44, v44, v25
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v25, 0, v42, s[6:7]
	v_add_u32_e32 v37, v37, v25
	v_add_u32_e32 v25, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v41, 0, v45, s[0:1]
	v_add_u32_e32 v41, v44, v41
	ds_bpermute_b32 v42, v35, v37
	ds_bpermute_b32 v43, v33, v41
	s_waitcnt vmcnt(7)
	ds_bpermute_b32 v44, v31, v26
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v43, 0, v43, s[2:3]
	v_add_u32_e32 v37, v37, v42
	v_add_u32_e32 v41, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v42, v38, v37
	ds_bpermute_b32 v43, v34, v41
	v_add_u32_e32 v44, v44, v26
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v26, 0, v43, s[6:7]
	v_add_u32_e32 v41, v41, v26
	v_add_u32_e32 v26, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v37, 0, v45, s[0:1]
	v_add_u32_e32 v37, v44, v37
	ds_bpermute_b32 v43, v35, v41
	ds_bpermute_b32 v42, v33, v37
	s_waitcnt vmcnt(6)
	ds_bpermute_b32 v44, v31, v27
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v42, 0, v42, s[2:3]
	v_add_u32_e32 v41, v41, v43
	v_add_u32_e32 v37, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v43, v38, v41
	ds_bpermute_b32 v42, v34, v37
	v_add_u32_e32 v44, v44, v27
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v27, 0, v42, s[6:7]
	v_add_u32_e32 v37, v37, v27
	v_add_u32_e32 v27, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v41, 0, v45, s[0:1]
	v_add_u32_e32 v41, v44, v41
	ds_bpermute_b32 v42, v35, v37
	ds_bpermute_b32 v43, v33, v41
	s_waitcnt vmcnt(5)
	ds_bpermute_b32 v44, v31, v28
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v43, 0, v43, s[2:3]
	v_add_u32_e32 v37, v37, v42
	v_add_u32_e32 v41, v41, v43
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v42, v38, v37
	ds_bpermute_b32 v43, v34, v41
	v_add_u32_e32 v44, v44, v28
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v28, 0, v43, s[6:7]
	v_add_u32_e32 v41, v41, v28
	v_add_u32_e32 v28, v37, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v37, 0, v45, s[0:1]
	v_add_u32_e32 v37, v44, v37
	ds_bpermute_b32 v42, v33, v37
	ds_bpermute_b32 v43, v35, v41
	s_waitcnt vmcnt(4)
	ds_bpermute_b32 v44, v31, v29
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[2:3]
	v_add_u32_e32 v37, v37, v42
	ds_bpermute_b32 v42, v34, v37
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[8:9]
	v_add_u32_e32 v41, v41, v43
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v44, v44, 0, vcc
	ds_bpermute_b32 v43, v38, v41
	v_add_u32_e32 v44, v44, v29
	ds_bpermute_b32 v45, v32, v44
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v29, 0, v42, s[6:7]
	v_add_u32_e32 v37, v37, v29
	ds_bpermute_b32 v42, v35, v37
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[10:11]
	v_add_u32_e32 v29, v41, v43
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v41, 0, v45, s[0:1]
	v_add_u32_e32 v41, v44, v41
	ds_bpermute_b32 v43, v33, v41
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v42, 0, v42, s[8:9]
	v_add_u32_e32 v37, v37, v42
	s_waitcnt vmcnt(3)
	ds_bpermute_b32 v42, v31, v30
	ds_bpermute_b32 v44, v38, v37
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, 0, v43, s[2:3]
	v_add_u32_e32 v41, v41, v43
	ds_bpermute_b32 v43, v34, v41
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, v42, 0, vcc
	v_add_u32_e32 v30, v42, v30
	ds_bpermute_b32 v42, v32, v30
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v44, 0, v44, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v43, 0, v43, s[6:7]
	v_add_u32_e32 v41, v41, v43
	ds_bpermute_b32 v43, v35, v41
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v42, 0, v42, s[0:1]
	v_add_u32_e32 v42, v30, v42
	ds_bpermute_b32 v45, v33, v42
	v_add_u32_e32 v30, v37, v44
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, 0, v43, s[8:9]
	v_add_u32_e32 v37, v41, v37
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v43, v31, v36
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v41, 0, v45, s[2:3]
	v_add_u32_e32 v41, v42, v41
	ds_bpermute_b32 v42, v34, v41
	ds_bpermute_b32 v44, v38, v37
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v43, v43, 0, vcc
	v_add_u32_e32 v36, v43, v36
	ds_bpermute_b32 v43, v32, v36
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, 0, v42, s[6:7]
	v_add_u32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v35, v41
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v44, 0, v44, s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v43, 0, v43, s[0:1]
	v_add_u32_e32 v36, v36, v43
	ds_bpermute_b32 v43, v33, v36
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v42, 0, v42, s[8:9]
	v_add_u32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v38, v41
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v43, 0, v43, s[2:3]
	v_add_u32_e32 v43, v36, v43
	v_add_u32_e32 v36, v37, v44
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v37, 0, v42, s[10:11]
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v42, v31, v40
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v31, v31, v39
	ds_bpermute_b32 v45, v34, v43
	v_add_u32_e32 v37, v41, v37
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v42, v42, 0, vcc
	v_add_u32_e32 v40, v42, v40
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v31, v31, 0, vcc
	ds_bpermute_b32 v42, v32, v40
	v_add_u32_e32 v31, v31, v39
	ds_bpermute_b32 v32, v32, v31
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v41, 0, v45, s[6:7]
	v_add_u32_e32 v41, v43, v41
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v42, 0, v42, s[0:1]
	v_add_u32_e32 v40, v40, v42
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v32, 0, v32, s[0:1]
	ds_bpermute_b32 v39, v35, v41
	ds_bpermute_b32 v42, v33, v40
	v_add_u32_e32 v31, v31, v32
	ds_bpermute_b32 v32, v33, v31
	v_cmp_eq_u32_e32 vcc, 63, v18
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v33, 0, v39, s[8:9]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v39, 0, v42, s[2:3]
	v_add_u32_e32 v39, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v32, 0, v32, s[2:3]
	ds_bpermute_b32 v40, v34, v39
	v_add_u32_e32 v31, v31, v32
	ds_bpermute_b32 v32, v34, v31
	v_add_u32_e32 v33, v41, v33
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v34, 0, v40, s[6:7]
	v_add_u32_e32 v34, v39, v34
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v32, 0, v32, s[6:7]
	ds_bpermute_b32 v39, v35, v34
	v_add_u32_e32 v31, v31, v32
	ds_bpermute_b32 v32, v35, v31
	ds_bpermute_b32 v35, v38, v33
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v39, 0, v39, s[8:9]
	v_add_u32_e32 v34, v34, v39
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v32, 0, v32, s[8:9]
	ds_bpermute_b32 v39, v38, v34
	v_add_u32_e32 v31, v31, v32
	ds_bpermute_b32 v38, v38, v31
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v32, 0, v35, s[10:11]
	v_add_u32_e32 v33, v33, v32
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v32, 0, v39, s[10:11]
	v_add_u32_e32 v32, v34, v32
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v34, 0, v38, s[10:11]
	v_add_u32_e32 v31, v31, v34
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	v_lshl_add_u32 v18, v2, 2, 0
	ds_write2_b32 v18, v10, v11 offset1:4
	ds_write2_b32 v18, v7, v4 offset0:8 offset1:16
	ds_write2_b32 v18, v5, v6 offset0:20 offset1:24
	ds_write2_b32 v18, v3, v8 offset0:12 offset1:28
	ds_write2_b32 v18, v9, v12 offset0:32 offset1:36
	ds_write2_b32 v18, v13, v15 offset0:40 offset1:48
	ds_write2_b32 v18, v16, v17 offset0:52 offset1:56
	ds_write2_b32 v18, v14, v19 offset0:44 offset1:60
	ds_write2_b32 v18, v20, v21 offset0:64 offset1:68
	ds_write2_b32 v18, v22, v24 offset0:72 offset1:80
	ds_write2_b32 v18, v25, v26 offset0:84 offset1:88
	ds_write2_b32 v18, v23, v27 offset0:76 offset1:92
	ds_write2_b32 v18, v28, v29 offset0:96 offset1:100
	ds_write2_b32 v18, v30, v37 offset0:104 offset1:112
	ds_write2_b32 v18, v33, v32 offset0:116 offset1:120
	ds_write2_b32 v18, v36, v31 offset0:108 offset1:124
.LBB0_2:                                ; %.critedge60
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_or_b64 exec, exec, s[0:1]
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b96 v[38:40], v1
	ds_read_b96 v[42:44], v1 offset:16
	ds_read_b96 v[46:48], v1 offset:32
	ds_read_b96 v[50:52], v1 offset:48
	v_cmp_lt_u32_e32 vcc, 1, v2
.Ltmp25:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_u32_e32 v18, v39, v38
	v_add_u32_e32 v41, v18, v40
.Ltmp26:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v35, v38, v18, vcc
	ds_read_b96 v[38:40], v1 offset:64
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_u32_e32 v18, v43, v42
.Ltmp28:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v45, v42, v18, vcc
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v49, v18, v44
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v18, v47, v46
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v51, v50
.Ltmp30:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:80
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp32:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v53, v46, v18, vcc
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v54, v18, v48
.Ltmp34:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v18, v50, v34, vcc
	v_cndmask_b32_e32 v50, v38, v39, vcc
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v51, v39, v40
.Ltmp36:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:96
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
	v_add_u32_e32 v34, v34, v52
.Ltmp38:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v52, v42, v43, vcc
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v55, v43, v44
.Ltmp40:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:112
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp42:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v56, v38, v39, vcc
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v57, v39, v40
.Ltmp44:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:128
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp46:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v58, v42, v43, vcc
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v59, v43, v44
.Ltmp48:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:144
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp50:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v60, v38, v39, vcc
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v61, v39, v40
.Ltmp52:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:160
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp54:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v62, v42, v43, vcc
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v63, v43, v44
.Ltmp56:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:176
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp58:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v64, v38, v39, vcc
.Ltmp59:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v65, v39, v40
.Ltmp60:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:192
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp62:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s74, s4, s74
.Ltmp63:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v66, v42, v43, vcc
.Ltmp64:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v67, v43, v44
.Ltmp65:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:208
.Ltmp66:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp67:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s75, s5, s75
.Ltmp68:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v68, v38, v39, vcc
.Ltmp69:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v69, v39, v40
.Ltmp70:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:224
.Ltmp71:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s72, s4, s72
	s_addc_u32 s73, s5, s73
	s_add_u32 s70, s4, s70
	s_addc_u32 s71, s5, s71
.Ltmp72:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp73:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s68, s4, s68
.Ltmp74:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v70, v42, v43, vcc
.Ltmp75:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v71, v43, v44
.Ltmp76:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:240
.Ltmp77:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp78:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s69, s5, s69
.Ltmp79:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v72, v38, v39, vcc
.Ltmp80:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v73, v39, v40
.Ltmp81:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:256
.Ltmp82:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s66, s4, s66
	s_addc_u32 s67, s5, s67
	s_add_u32 s64, s4, s64
	s_addc_u32 s65, s5, s65
.Ltmp83:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp84:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s62, s4, s62
.Ltmp85:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v74, v42, v43, vcc
.Ltmp86:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v75, v43, v44
.Ltmp87:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:272
.Ltmp88:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp89:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s63, s5, s63
.Ltmp90:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v76, v38, v39, vcc
.Ltmp91:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v77, v39, v40
.Ltmp92:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:288
.Ltmp93:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s60, s4, s60
	s_addc_u32 s61, s5, s61
	s_add_u32 s58, s4, s58
	s_addc_u32 s59, s5, s59
.Ltmp94:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp95:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s56, s4, s56
.Ltmp96:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v78, v42, v43, vcc
.Ltmp97:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v79, v43, v44
.Ltmp98:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:304
.Ltmp99:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp100:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s57, s5, s57
.Ltmp101:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v80, v38, v39, vcc
.Ltmp102:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v81, v39, v40
.Ltmp103:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:320
.Ltmp104:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s54, s4, s54
	s_addc_u32 s55, s5, s55
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
.Ltmp105:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp106:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s50, s4, s50
.Ltmp107:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v82, v42, v43, vcc
.Ltmp108:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v83, v43, v44
.Ltmp109:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:336
.Ltmp110:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp111:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s51, s5, s51
.Ltmp112:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v84, v38, v39, vcc
.Ltmp113:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v85, v39, v40
.Ltmp114:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:352
.Ltmp115:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s48, s4, s48
	s_addc_u32 s49, s5, s49
	s_add_u32 s46, s4, s46
	s_addc_u32 s47, s5, s47
.Ltmp116:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp117:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s44, s4, s44
.Ltmp118:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v86, v42, v43, vcc
.Ltmp119:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v87, v43, v44
.Ltmp120:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:368
.Ltmp121:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp122:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s45, s5, s45
.Ltmp123:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v88, v38, v39, vcc
.Ltmp124:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v89, v39, v40
.Ltmp125:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:384
.Ltmp126:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s42, s4, s42
	s_addc_u32 s43, s5, s43
	s_add_u32 s40, s4, s40
	s_addc_u32 s41, s5, s41
.Ltmp127:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp128:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s38, s4, s38
.Ltmp129:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v90, v42, v43, vcc
.Ltmp130:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v91, v43, v44
.Ltmp131:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:400
.Ltmp132:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp133:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s39, s5, s39
.Ltmp134:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v92, v38, v39, vcc
.Ltmp135:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v93, v39, v40
.Ltmp136:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:416
.Ltmp137:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	s_add_u32 s34, s4, s34
	s_addc_u32 s35, s5, s35
.Ltmp138:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
.Ltmp139:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s30, s4, s30
.Ltmp140:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v94, v42, v43, vcc
.Ltmp141:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v95, v43, v44
.Ltmp142:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:432
.Ltmp143:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp144:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s31, s5, s31
.Ltmp145:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v96, v38, v39, vcc
.Ltmp146:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v97, v39, v40
.Ltmp147:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:448
.Ltmp148:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s28, s4, s28
	s_addc_u32 s29, s5, s29
	v_readlane_b32 s2, v111, 14
	v_readlane_b32 s3, v111, 15
	s_add_u32 s26, s4, s2
	s_addc_u32 s27, s5, s3
	v_readlane_b32 s2, v111, 12
.Ltmp149:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v43, v43, v42
	v_readlane_b32 s3, v111, 13
.Ltmp150:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s10, s4, s2
.Ltmp151:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v98, v42, v43, vcc
.Ltmp152:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v99, v43, v44
.Ltmp153:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[42:44], v1 offset:464
.Ltmp154:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp155:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s11, s5, s3
	v_readlane_b32 s2, v111, 10
.Ltmp156:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v100, v38, v39, vcc
.Ltmp157:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v101, v39, v40
.Ltmp158:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	ds_read_b96 v[38:40], v1 offset:480
	ds_read_b96 v[46:48], v1 offset:496
	v_readlane_b32 s3, v111, 11
.Ltmp159:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s8, s4, s2
	s_addc_u32 s9, s5, s3
	v_readlane_b32 s2, v111, 8
	v_readlane_b32 s3, v111, 9
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_readlane_b32 s6, v111, 6
	v_readlane_b32 s7, v111, 7
	s_add_u32 s6, s4, s6
.Ltmp160:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v39, v39, v38
.Ltmp161:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s7, s5, s7
	v_readlane_b32 s12, v111, 4
.Ltmp162:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v43, v43, v42
.Ltmp163:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v104, v38, v39, vcc
.Ltmp164:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v38, v47, v46
.Ltmp165:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cmp_eq_u32_e64 s[0:1], 3, v2
	v_readlane_b32 s13, v111, 5
.Ltmp166:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s16, s4, s12
.Ltmp167:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e32 v102, v42, v43, vcc
	v_cndmask_b32_e32 v106, v46, v38, vcc
	v_cndmask_b32_e64 v35, v35, v41, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v2
.Ltmp168:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s17, s5, s13
	v_readlane_b32 s12, v111, 2
.Ltmp169:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e64 v2, v35, 0, vcc
.Ltmp170:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s13, v111, 3
	s_add_u32 s14, s4, s12
.Ltmp171:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v105, v39, v40
	v_add_u32_e32 v107, v38, v48
.Ltmp172:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v2, v2, v10
.Ltmp173:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[38:39], s[4:5], 0, v[0:1]
	s_addc_u32 s15, s5, s13
	v_readlane_b32 s12, v111, 0
	.loc	1 77 5 is_stmt 0                ; triton_scratch_src.py:77:5
	global_store_dword v[38:39], v2, off
.Ltmp174:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e64 v2, v45, v49, s[0:1]
	v_readlane_b32 s13, v111, 1
.Ltmp175:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_add_u32 s4, s4, s12
.Ltmp176:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e64 v2, v2, 0, vcc
.Ltmp177:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	s_addc_u32 s5, s5, s13
.Ltmp178:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v2, v2, v11
.Ltmp179:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[0:1]
	.loc	1 77 5 is_stmt 0                ; triton_scratch_src.py:77:5
	global_store_dword v[10:11], v2, off
.Ltmp180:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e64 v2, v53, v54, s[0:1]
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_add_u32_e32 v2, v2, v7
.Ltmp181:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[0:1]
	.loc	1 77 5 is_stmt 0                ; triton_scratch_src.py:77:5
	global_store_dword v[10:11], v2, off
.Ltmp182:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e64 v2, v18, v34, s[0:1]
	v_cndmask_b32_e64 v10, v58, v59, s[0:1]
	v_cndmask_b32_e64 v18, v62, v63, s[0:1]
	v_cndmask_b32_e64 v10, v10, 0, vcc
	v_cndmask_b32_e64 v18, v18, 0, vcc
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_add_u32_e32 v58, v10, v8
	v_cndmask_b32_e64 v8, v60, v61, s[0:1]
	v_add_u32_e32 v60, v18, v12
	v_cndmask_b32_e64 v18, v66, v67, s[0:1]
.Ltmp183:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:77:53 ] ]
	v_add_u32_e32 v103, v43, v44
.Ltmp184:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v7, v2, v3
.Ltmp185:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[2:3], s[16:17], 0, v[0:1]
.Ltmp186:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e64 v18, v18, 0, vcc
.Ltmp187:
	.loc	1 77 5                          ; triton_scratch_src.py:77:5
	global_store_dword v[2:3], v7, off
.Ltmp188:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e64 v2, v50, v51, s[0:1]
	v_cndmask_b32_e64 v7, v56, v57, s[0:1]
	v_add_u32_e32 v62, v18, v14
	v_cndmask_b32_e64 v18, v70, v71, s[0:1]
	v_cndmask_b32_e64 v42, v76, v77, s[0:1]
	v_cndmask_b32_e64 v44, v80, v81, s[0:1]
	v_cndmask_b32_e64 v46, v84, v85, s[0:1]
	v_cndmask_b32_e64 v48, v88, v89, s[0:1]
	v_cndmask_b32_e64 v50, v92, v93, s[0:1]
	v_cndmask_b32_e64 v54, v98, v99, s[0:1]
	v_cndmask_b32_e64 v56, v102, v103, s[0:1]
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_cndmask_b32_e64 v18, v18, 0, vcc
	v_cndmask_b32_e64 v42, v42, 0, vcc
	v_cndmask_b32_e64 v44, v44, 0, vcc
	v_cndmask_b32_e64 v46, v46, 0, vcc
	v_cndmask_b32_e64 v48, v48, 0, vcc
	v_cndmask_b32_e64 v50, v50, 0, vcc
	v_cndmask_b32_e64 v54, v54, 0, vcc
	v_cndmask_b32_e64 v56, v56, 0, vcc
	v_add_u32_e32 v108, v2, v4
	v_cndmask_b32_e64 v4, v52, v55, s[0:1]
	v_cndmask_b32_e64 v12, v64, v65, s[0:1]
	v_cndmask_b32_e64 v14, v68, v69, s[0:1]
	v_add_u32_e32 v64, v18, v16
	v_cndmask_b32_e64 v16, v72, v73, s[0:1]
	v_cndmask_b32_e64 v18, v74, v75, s[0:1]
	v_add_u32_e32 v67, v42, v20
	v_cndmask_b32_e64 v20, v78, v79, s[0:1]
	v_add_u32_e32 v69, v44, v22
	v_cndmask_b32_e64 v22, v82, v83, s[0:1]
	v_add_u32_e32 v71, v46, v24
	v_cndmask_b32_e64 v24, v86, v87, s[0:1]
	v_add_u32_e32 v73, v48, v26
	v_cndmask_b32_e64 v26, v90, v91, s[0:1]
	v_add_u32_e32 v75, v50, v28
	v_cndmask_b32_e64 v28, v94, v95, s[0:1]
	v_cndmask_b32_e64 v52, v96, v97, s[0:1]
	v_add_u32_e32 v77, v54, v36
	v_cndmask_b32_e64 v36, v100, v101, s[0:1]
	v_add_u32_e32 v79, v56, v33
	v_cndmask_b32_e64 v33, v104, v105, s[0:1]
	v_cndmask_b32_e64 v4, v4, 0, vcc
	v_cndmask_b32_e64 v7, v7, 0, vcc
	v_cndmask_b32_e64 v8, v8, 0, vcc
	v_cndmask_b32_e64 v12, v12, 0, vcc
	v_cndmask_b32_e64 v14, v14, 0, vcc
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_cndmask_b32_e64 v18, v18, 0, vcc
	v_cndmask_b32_e64 v20, v20, 0, vcc
	v_cndmask_b32_e64 v22, v22, 0, vcc
	v_cndmask_b32_e64 v24, v24, 0, vcc
	v_cndmask_b32_e64 v26, v26, 0, vcc
	v_cndmask_b32_e64 v28, v28, 0, vcc
	v_cndmask_b32_e64 v52, v52, 0, vcc
	v_cndmask_b32_e64 v36, v36, 0, vcc
	v_cndmask_b32_e64 v33, v33, 0, vcc
	v_cndmask_b32_e64 v81, v106, v107, s[0:1]
.Ltmp189:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[2:3], s[74:75], 0, v[0:1]
.Ltmp190:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v109, v4, v5
.Ltmp191:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[4:5], s[72:73], 0, v[0:1]
.Ltmp192:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v110, v7, v6
.Ltmp193:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[6:7], s[70:71], 0, v[0:1]
	v_lshl_add_u64 v[10:11], s[68:69], 0, v[0:1]
.Ltmp194:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v59, v8, v9
.Ltmp195:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[8:9], s[66:67], 0, v[0:1]
	v_lshl_add_u64 v[34:35], s[64:65], 0, v[0:1]
.Ltmp196:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v61, v12, v13
.Ltmp197:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[12:13], s[62:63], 0, v[0:1]
	v_lshl_add_u64 v[38:39], s[60:61], 0, v[0:1]
.Ltmp198:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v63, v14, v15
.Ltmp199:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[14:15], s[58:59], 0, v[0:1]
	v_lshl_add_u64 v[40:41], s[56:57], 0, v[0:1]
.Ltmp200:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v65, v16, v17
.Ltmp201:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[16:17], s[54:55], 0, v[0:1]
.Ltmp202:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v66, v18, v19
.Ltmp203:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[18:19], s[52:53], 0, v[0:1]
	v_lshl_add_u64 v[42:43], s[50:51], 0, v[0:1]
.Ltmp204:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v68, v20, v21
.Ltmp205:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[20:21], s[48:49], 0, v[0:1]
	v_lshl_add_u64 v[44:45], s[46:47], 0, v[0:1]
.Ltmp206:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v70, v22, v23
.Ltmp207:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[22:23], s[44:45], 0, v[0:1]
	v_lshl_add_u64 v[46:47], s[42:43], 0, v[0:1]
.Ltmp208:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v72, v24, v25
.Ltmp209:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[24:25], s[40:41], 0, v[0:1]
	v_lshl_add_u64 v[48:49], s[38:39], 0, v[0:1]
.Ltmp210:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v74, v26, v27
.Ltmp211:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[26:27], s[36:37], 0, v[0:1]
	v_lshl_add_u64 v[50:51], s[34:35], 0, v[0:1]
.Ltmp212:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v76, v28, v29
.Ltmp213:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[28:29], s[30:31], 0, v[0:1]
.Ltmp214:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v30, v52, v30
.Ltmp215:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[52:53], s[28:29], 0, v[0:1]
	v_lshl_add_u64 v[54:55], s[26:27], 0, v[0:1]
.Ltmp216:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v78, v36, v37
.Ltmp217:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[36:37], s[10:11], 0, v[0:1]
	v_lshl_add_u64 v[56:57], s[8:9], 0, v[0:1]
.Ltmp218:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_add_u32_e32 v80, v33, v32
.Ltmp219:
	.loc	1 77 14                         ; triton_scratch_src.py:77:14
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
.Ltmp220:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:77:53 ]
	v_cndmask_b32_e64 v81, v81, 0, vcc
	v_add_u32_e32 v31, v81, v31
.Ltmp221:
	.loc	1 77 5                          ; triton_scratch_src.py:77:5
	global_store_dword v[0:1], v108, off
	global_store_dword v[32:33], v109, off
	global_store_dword v[56:57], v110, off
	global_store_dword v[36:37], v58, off
	global_store_dword v[54:55], v59, off
	global_store_dword v[52:53], v60, off
	global_store_dword v[28:29], v61, off
	global_store_dword v[50:51], v62, off
	global_store_dword v[26:27], v63, off
	global_store_dword v[48:49], v64, off
	global_store_dword v[24:25], v65, off
	global_store_dword v[46:47], v66, off
	global_store_dword v[22:23], v67, off
	global_store_dword v[44:45], v68, off
	global_store_dword v[20:21], v69, off
	global_store_dword v[42:43], v70, off
	global_store_dword v[18:19], v71, off
	global_store_dword v[16:17], v72, off
	global_store_dword v[40:41], v73, off
	global_store_dword v[14:15], v74, off
	global_store_dword v[38:39], v75, off
	global_store_dword v[12:13], v76, off
	global_store_dword v[34:35], v30, off
	global_store_dword v[8:9], v77, off
	global_store_dword v[10:11], v78, off
	global_store_dword v[6:7], v79, off
	global_store_dword v[4:5], v80, off
	global_store_dword v[2:3], v31, off
	.loc	1 73 1                          ; triton_scratch_src.py:73:1
	s_endpgm
.Ltmp222:
.Lfunc_end0:
	.size	cumsum_rows, .Lfunc_end0-cumsum_rows
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cumsum_rows
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
		.amdhsa_next_free_vgpr 112
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 112
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
	.set .Lcumsum_rows.num_vgpr, 112
	.set .Lcumsum_rows.num_agpr, 0
	.set .Lcumsum_rows.numbered_sgpr, 100
	.set .Lcumsum_rows.num_named_barrier, 0
	.set .Lcumsum_rows.private_seg_size, 0
	.set .Lcumsum_rows.uses_vcc, 1
	.set .Lcumsum_rows.uses_flat_scratch, 0
	.set .Lcumsum_rows.has_dyn_sized_stack, 0
	.set .Lcumsum_rows.has_recursion, 0
	.set .Lcumsum_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8616
; TotalNumSgprs: 106
; NumVgprs: 112
; NumAgprs: 0
; TotalNumVgprs: 112
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 112
; AccumOffset: 112
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 27
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
	.byte	77                              ; DW_AT_call_line
	.byte	53                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	358                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
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
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp159-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp166-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp169-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.quad	.Ltmp165-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
	.quad	.Ltmp183-.Lfunc_begin0
	.quad	.Ltmp184-.Lfunc_begin0
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
	.asciz	"cumsum_rows"                   ; string offset=53 ; cumsum_rows
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
    .name:           cumsum_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 16
    .symbol:         cumsum_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     112
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
