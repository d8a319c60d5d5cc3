	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	col_sum                         ; -- Begin function col_sum
	.p2align	8
	.type	col_sum,@function
col_sum:                                ; @col_sum
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 147 0 prologue_end            ; triton_heldout_src.py:147:0
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
	.loc	1 151 5 is_stmt 1               ; triton_heldout_src.py:151:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s33, s0, 6
	.loc	1 149 34                        ; triton_heldout_src.py:149:34
	s_and_b32 s70, s0, 0x1c0
	.loc	1 150 25                        ; triton_heldout_src.py:150:25
	s_mul_i32 s0, s33, s6
	s_mul_i32 s1, s6, 24
	s_add_i32 s16, s0, s1
	s_lshl_b32 s1, s6, 5
	s_add_i32 s20, s0, s1
	s_mul_i32 s1, s6, 40
	s_add_i32 s26, s0, s1
	s_mul_i32 s1, s6, 48
	s_add_i32 s30, s0, s1
	s_mul_i32 s1, s6, 56
	s_add_i32 s36, s0, s1
	s_lshl_b32 s1, s6, 6
	s_add_i32 s40, s0, s1
	s_mul_i32 s1, s6, 0x48
	s_add_i32 s44, s0, s1
	s_mul_i32 s1, s6, 0x50
	s_add_i32 s48, s0, s1
	s_mul_i32 s1, s6, 0x58
	s_add_i32 s54, s0, s1
	s_mul_i32 s1, s6, 0x60
	s_add_i32 s58, s0, s1
	s_mul_i32 s1, s6, 0x68
	s_add_i32 s62, s0, s1
	s_mul_i32 s1, s6, 0x70
	s_add_i32 s66, s0, s1
	s_mul_i32 s1, s6, 0x78
	s_add_i32 s68, s0, s1
	s_lshl_b32 s1, s6, 7
	s_add_i32 s64, s0, s1
	s_mul_i32 s1, s6, 0x88
	s_add_i32 s60, s0, s1
	s_mul_i32 s1, s6, 0x90
	s_add_i32 s56, s0, s1
	s_mul_i32 s1, s6, 0x98
	s_add_i32 s52, s0, s1
	s_mul_i32 s1, s6, 0xa0
	s_add_i32 s50, s0, s1
	s_mul_i32 s1, s6, 0xa8
	s_add_i32 s46, s0, s1
	s_mul_i32 s1, s6, 0xb0
	s_add_i32 s42, s0, s1
	s_mul_i32 s1, s6, 0xb8
	s_add_i32 s38, s0, s1
	s_mul_i32 s1, s6, 0xc0
	s_add_i32 s34, s0, s1
	s_mul_i32 s1, s6, 0xc8
	s_add_i32 s28, s0, s1
	s_mul_i32 s1, s6, 0xd0
	s_add_i32 s24, s0, s1
	s_mul_i32 s1, s6, 0xd8
	s_add_i32 s22, s0, s1
	s_mul_i32 s1, s6, 0xe0
	s_add_i32 s18, s0, s1
	s_mul_i32 s1, s6, 0xe8
	.loc	1 149 34                        ; triton_heldout_src.py:149:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 150 25                        ; triton_heldout_src.py:150:25
	s_add_i32 s14, s0, s1
	s_mul_i32 s1, s6, 0xf0
	.loc	1 149 10                        ; triton_heldout_src.py:149:10
	v_lshl_or_b32 v2, s12, 6, v1
	.loc	1 150 25                        ; triton_heldout_src.py:150:25
	s_lshl3_add_u32 s8, s6, s0
	s_lshl4_add_u32 s12, s6, s0
	s_add_i32 s10, s0, s1
	s_mulk_i32 s6, 0xf8
	.loc	1 150 17 is_stmt 0              ; triton_heldout_src.py:150:17
	s_ashr_i32 s1, s0, 31
	.loc	1 150 25                        ; triton_heldout_src.py:150:25
	s_add_i32 s6, s0, s6
	.loc	1 150 17                        ; triton_heldout_src.py:150:17
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
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
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
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 1
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 1
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 1
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[58:59], s[58:59], 1
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[62:63], s[62:63], 1
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s63
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[66:67], s[66:67], 1
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s67
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[68:69], s[68:69], 1
	s_add_u32 s68, s2, s68
	s_addc_u32 s69, s3, s69
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[64:65], s[64:65], 1
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[60:61], s[60:61], 1
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 1
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 1
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
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
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
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
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_u32 s2, s2, s6
	v_lshlrev_b64 v[4:5], 1, v[2:3]
	s_addc_u32 s3, s3, s7
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[4:5]
	v_lshl_add_u64 v[10:11], s[12:13], 0, v[4:5]
	v_lshl_add_u64 v[12:13], s[16:17], 0, v[4:5]
	v_lshl_add_u64 v[14:15], s[20:21], 0, v[4:5]
	v_lshl_add_u64 v[16:17], s[26:27], 0, v[4:5]
	v_lshl_add_u64 v[18:19], s[30:31], 0, v[4:5]
	v_lshl_add_u64 v[20:21], s[36:37], 0, v[4:5]
	v_lshl_add_u64 v[22:23], s[40:41], 0, v[4:5]
	v_lshl_add_u64 v[24:25], s[44:45], 0, v[4:5]
	v_lshl_add_u64 v[26:27], s[48:49], 0, v[4:5]
	v_lshl_add_u64 v[28:29], s[54:55], 0, v[4:5]
	v_lshl_add_u64 v[30:31], s[58:59], 0, v[4:5]
	v_lshl_add_u64 v[32:33], s[62:63], 0, v[4:5]
	v_lshl_add_u64 v[34:35], s[66:67], 0, v[4:5]
	v_lshl_add_u64 v[36:37], s[68:69], 0, v[4:5]
	v_lshl_add_u64 v[38:39], s[64:65], 0, v[4:5]
	v_lshl_add_u64 v[40:41], s[60:61], 0, v[4:5]
	v_lshl_add_u64 v[42:43], s[56:57], 0, v[4:5]
	v_lshl_add_u64 v[44:45], s[52:53], 0, v[4:5]
	v_lshl_add_u64 v[46:47], s[50:51], 0, v[4:5]
	v_lshl_add_u64 v[48:49], s[46:47], 0, v[4:5]
	v_lshl_add_u64 v[50:51], s[42:43], 0, v[4:5]
	v_lshl_add_u64 v[52:53], s[38:39], 0, v[4:5]
	v_lshl_add_u64 v[54:55], s[34:35], 0, v[4:5]
	v_lshl_add_u64 v[56:57], s[28:29], 0, v[4:5]
	v_lshl_add_u64 v[58:59], s[24:25], 0, v[4:5]
	.loc	1 150 9                         ; triton_heldout_src.py:150:9
	global_load_ushort v60, v[6:7], off
	global_load_ushort v61, v[8:9], off
	.loc	1 150 17                        ; triton_heldout_src.py:150:17
	v_lshl_add_u64 v[6:7], s[22:23], 0, v[4:5]
	.loc	1 150 9                         ; triton_heldout_src.py:150:9
	global_load_ushort v62, v[10:11], off
	global_load_ushort v63, v[12:13], off
	.loc	1 150 17                        ; triton_heldout_src.py:150:17
	v_lshl_add_u64 v[8:9], s[18:19], 0, v[4:5]
	.loc	1 150 9                         ; triton_heldout_src.py:150:9
	global_load_ushort v64, v[14:15], off
	global_load_ushort v65, v[16:17], off
	.loc	1 150 17                        ; triton_heldout_src.py:150:17
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[4:5]
	.loc	1 150 9                         ; triton_heldout_src.py:150:9
	global_load_ushort v14, v[18:19], off
	global_load_ushort v15, v[20:21], off
	.loc	1 150 17                        ; triton_heldout_src.py:150:17
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 150 9                         ; triton_heldout_src.py:150:9
	global_load_ushort v16, v[22:23], off
	global_load_ushort v17, v[24:25], off
	global_load_ushort v18, v[26:27], off
	global_load_ushort v19, v[28:29], off
                                        ; kill: killed $vgpr26_vgpr27
                                        ; kill: killed $vgpr22_vgpr23
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr24_vgpr25
	global_load_ushort v20, v[30:31], off
	global_load_ushort v21, v[32:33], off
	global_load_ushort v22, v[34:35], off
	global_load_ushort v23, v[36:37], off
	global_load_ushort v24, v[38:39], off
	global_load_ushort v25, v[40:41], off
	global_load_ushort v26, v[42:43], off
	global_load_ushort v27, v[44:45], off
                                        ; kill: killed $vgpr44_vgpr45
                                        ; kill: killed $vgpr30_vgpr31
                                        ; kill: killed $vgpr40_vgpr41
                                        ; kill: killed $vgpr36_vgpr37
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr42_vgpr43
                                        ; kill: killed $vgpr38_vgpr39
                                        ; kill: killed $vgpr34_vgpr35
	global_load_ushort v28, v[46:47], off
	global_load_ushort v29, v[48:49], off
	global_load_ushort v30, v[50:51], off
	global_load_ushort v31, v[52:53], off
	global_load_ushort v32, v[54:55], off
	global_load_ushort v33, v[56:57], off
	global_load_ushort v34, v[58:59], off
	global_load_ushort v35, v[6:7], off
	global_load_ushort v36, v[8:9], off
	global_load_ushort v37, v[10:11], off
	global_load_ushort v38, v[12:13], off
	global_load_ushort v39, v[4:5], off
	.loc	1 149 34 is_stmt 1              ; triton_heldout_src.py:149:34
	v_or_b32_e32 v40, s70, v1
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:151:26 ]
	s_lshl_b32 s0, s33, 2
	v_lshlrev_b32_e32 v1, 2, v1
.Ltmp3:
	.loc	1 151 5                         ; triton_heldout_src.py:151:5
	s_cmp_lg_u32 s33, 0
	.loc	1 150 9                         ; triton_heldout_src.py:150:9
	s_waitcnt vmcnt(23)
	v_cvt_f32_f16_e32 v12, v16
	s_waitcnt vmcnt(22)
	v_cvt_f32_f16_e32 v13, v17
	s_waitcnt vmcnt(19)
	v_cvt_f32_f16_e32 v16, v20
	s_waitcnt vmcnt(18)
	v_cvt_f32_f16_e32 v17, v21
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v20, v24
	s_waitcnt vmcnt(14)
	v_cvt_f32_f16_e32 v21, v25
	s_waitcnt vmcnt(11)
	v_cvt_f32_f16_e32 v24, v28
	v_cvt_f32_f16_e32 v4, v60
	v_cvt_f32_f16_e32 v5, v61
	v_cvt_f32_f16_e32 v6, v62
	v_cvt_f32_f16_e32 v7, v63
	v_cvt_f32_f16_e32 v8, v64
	v_cvt_f32_f16_e32 v9, v65
	v_cvt_f32_f16_e32 v10, v14
	v_cvt_f32_f16_e32 v11, v15
	v_cvt_f32_f16_e32 v14, v18
	v_cvt_f32_f16_e32 v15, v19
	v_cvt_f32_f16_e32 v18, v22
	v_cvt_f32_f16_e32 v19, v23
	v_cvt_f32_f16_e32 v22, v26
	v_cvt_f32_f16_e32 v23, v27
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v25, v29
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v26, v30
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v27, v31
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v28, v32
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v29, v33
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v30, v34
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v31, v35
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v32, v36
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v33, v37
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v34, v38
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v35, v39
.Ltmp4:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:151:26 ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_add_f32 v[6:7], v[8:9], v[10:11]
	v_pk_add_f32 v[8:9], v[12:13], v[14:15]
	v_pk_add_f32 v[10:11], v[16:17], v[18:19]
	v_pk_add_f32 v[12:13], v[20:21], v[22:23]
	v_pk_add_f32 v[14:15], v[24:25], v[26:27]
	v_pk_add_f32 v[16:17], v[28:29], v[30:31]
	v_pk_add_f32 v[18:19], v[32:33], v[34:35]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_add_f32 v[6:7], v[8:9], v[10:11]
	v_pk_add_f32 v[8:9], v[12:13], v[14:15]
	v_pk_add_f32 v[10:11], v[16:17], v[18:19]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_add_f32 v[6:7], v[8:9], v[10:11]
	s_nop 0
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:151:26 ] ]
	s_nop 0
	v_add_f32_e32 v4, v4, v5
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:151:26 ]
	v_xor_b32_e32 v5, s33, v40
	v_lshl_add_u32 v5, v5, 2, 0
	ds_write_b32 v5, v4
	v_lshlrev_b32_e32 v4, 8, v0
	v_and_b32_e32 v4, 0x700, v4
	v_xor_b32_e32 v5, s0, v1
	v_add3_u32 v4, 0, v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v4
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 0xe0, v0
	v_add_u32_e32 v0, s0, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v5, v4 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_barrier
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:151:26 ] ]
	s_nop 0
	v_add_f32_dpp v4, v5, v4 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:151:26 ]
	ds_write_b32 v0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp9:
	.loc	1 151 5                         ; triton_heldout_src.py:151:5
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	.loc	1 147 1                         ; triton_heldout_src.py:147:1
	s_endpgm
.LBB0_2:
	.loc	1 0 1 is_stmt 0                 ; triton_heldout_src.py:0:1
	v_add_u32_e32 v0, 0, v1
.Ltmp10:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_heldout_src.py:151:26 ]
	ds_read_b32 v4, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
.Ltmp11:
	.loc	1 151 5                         ; triton_heldout_src.py:151:5
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	.loc	1 147 1                         ; triton_heldout_src.py:147:1
	s_endpgm
.Ltmp12:
.Lfunc_end0:
	.size	col_sum, .Lfunc_end0-col_sum
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel col_sum
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
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 71
		.amdhsa_accum_offset 68
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
	.set .Lcol_sum.num_vgpr, 66
	.set .Lcol_sum.num_agpr, 0
	.set .Lcol_sum.numbered_sgpr, 71
	.set .Lcol_sum.num_named_barrier, 0
	.set .Lcol_sum.private_seg_size, 0
	.set .Lcol_sum.uses_vcc, 0
	.set .Lcol_sum.uses_flat_scratch, 0
	.set .Lcol_sum.has_dyn_sized_stack, 0
	.set .Lcol_sum.has_recursion, 0
	.set .Lcol_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2184
; TotalNumSgprs: 77
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 77
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
	.byte	151                             ; DW_AT_call_line
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
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
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
	.asciz	"col_sum"                       ; string offset=53 ; col_sum
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
    .name:           col_sum
    .private_segment_fixed_size: 0
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         col_sum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
