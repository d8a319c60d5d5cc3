	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	transpose                       ; -- Begin function transpose
	.p2align	8
	.type	transpose,@function
transpose:                              ; @transpose
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 44 0 prologue_end             ; triton_scratch_src.py:44:0
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
	.loc	1 50 5 is_stmt 1                ; triton_scratch_src.py:50:5
	v_readfirstlane_b32 s68, v0
	.loc	1 47 10                         ; triton_scratch_src.py:47:10
	s_lshl_b32 s0, s12, 7
	.loc	1 47 23 is_stmt 0               ; triton_scratch_src.py:47:23
	s_lshr_b32 s1, s68, 6
	s_and_b32 s33, s68, 64
                                        ; implicit-def: $vgpr92 : SGPR spill to VGPR lane
	.loc	1 47 10                         ; triton_scratch_src.py:47:10
	s_or_b32 s1, s1, s0
	v_writelane_b32 v92, s33, 0
	.loc	1 47 23                         ; triton_scratch_src.py:47:23
	s_or_b32 s77, s33, s0
	.loc	1 48 10 is_stmt 1               ; triton_scratch_src.py:48:10
	s_lshl_b32 s78, s13, 6
	.loc	1 48 23 is_stmt 0               ; triton_scratch_src.py:48:23
	s_and_b32 s0, s68, 0x80
	s_lshr_b32 s42, s68, 7
	v_writelane_b32 v92, s0, 1
	s_bfe_i32 s0, s68, 0x10007
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	s_or_b32 s42, s42, s78
	.loc	1 48 23                         ; triton_scratch_src.py:48:23
	v_writelane_b32 v92, s0, 2
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	s_or_b32 s0, s42, 2
	v_writelane_b32 v92, s0, 3
	s_or_b32 s0, s42, 4
	v_writelane_b32 v92, s0, 4
	s_or_b32 s0, s42, 8
	v_writelane_b32 v92, s0, 5
	s_or_b32 s0, s42, 10
	.loc	1 47 10 is_stmt 1               ; triton_scratch_src.py:47:10
	s_or_b32 s8, s1, 4
	s_or_b32 s9, s1, 8
	s_or_b32 s10, s1, 12
	s_or_b32 s11, s1, 16
	s_or_b32 s12, s1, 20
	s_or_b32 s14, s1, 24
	s_or_b32 s15, s1, 28
	s_or_b32 s16, s1, 32
	s_or_b32 s17, s1, 36
	s_or_b32 s18, s1, 40
	s_or_b32 s19, s1, 44
	s_or_b32 s20, s1, 48
	s_or_b32 s21, s1, 52
	s_or_b32 s22, s1, 56
	s_or_b32 s23, s1, 60
	s_or_b32 s24, s1, 64
	s_or_b32 s25, s1, 0x44
	s_or_b32 s26, s1, 0x48
	s_or_b32 s27, s1, 0x4c
	s_or_b32 s28, s1, 0x50
	s_or_b32 s29, s1, 0x54
	s_or_b32 s30, s1, 0x58
	s_or_b32 s31, s1, 0x5c
	s_or_b32 s34, s1, 0x60
	s_or_b32 s35, s1, 0x64
	s_or_b32 s36, s1, 0x68
	s_or_b32 s37, s1, 0x6c
	s_or_b32 s38, s1, 0x70
	s_or_b32 s39, s1, 0x74
	s_or_b32 s40, s1, 0x78
	s_or_b32 s41, s1, 0x7c
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	v_writelane_b32 v92, s0, 6
	s_or_b32 s0, s42, 12
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s1, s1, s7
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	s_or_b32 s79, s42, 6
	v_writelane_b32 v92, s0, 7
	s_or_b32 s49, s42, 14
	s_or_b32 s50, s42, 16
	s_or_b32 s51, s42, 18
	s_or_b32 s52, s42, 20
	s_or_b32 s53, s42, 22
	s_or_b32 s54, s42, 24
	s_or_b32 s55, s42, 26
	s_or_b32 s56, s42, 28
	s_or_b32 s57, s42, 30
	s_or_b32 s58, s42, 32
	s_or_b32 s59, s42, 34
	s_or_b32 s60, s42, 36
	s_or_b32 s61, s42, 38
	s_or_b32 s62, s42, 40
	s_or_b32 s63, s42, 42
	s_or_b32 s64, s42, 44
	s_or_b32 s65, s42, 46
	s_or_b32 s69, s42, 48
	s_or_b32 s70, s42, 50
	s_or_b32 s71, s42, 52
	s_or_b32 s72, s42, 54
	s_or_b32 s73, s42, 56
	s_or_b32 s74, s42, 58
	s_or_b32 s75, s42, 60
	s_or_b32 s76, s42, 62
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s0, s10, s7
	.loc	1 49 17 is_stmt 0               ; triton_scratch_src.py:49:17
	s_ashr_i32 s10, s1, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s8, s8, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s46, s2, s1
	s_addc_u32 s47, s3, s10
	s_ashr_i32 s1, s8, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s9, s9, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s44, s2, s8
	s_addc_u32 s45, s3, s1
	s_ashr_i32 s1, s9, 31
	s_add_u32 s10, s2, s9
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s66, s11, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s11, s3, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s67, s12, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s12, s2, s0
	s_addc_u32 s13, s3, s1
	s_ashr_i32 s0, s66, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s80, s14, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s14, s2, s66
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s81, s15, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s15, s3, s0
	s_ashr_i32 s0, s67, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s82, s16, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s16, s2, s67
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s83, s17, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s17, s3, s0
	s_ashr_i32 s0, s80, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s84, s18, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s18, s2, s80
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s85, s19, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s19, s3, s0
	s_ashr_i32 s0, s81, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s86, s20, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s20, s2, s81
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s87, s21, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s21, s3, s0
	s_ashr_i32 s0, s82, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s88, s22, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s22, s2, s82
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s89, s23, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s23, s3, s0
	s_ashr_i32 s0, s83, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s90, s24, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s24, s2, s83
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s91, s25, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s25, s3, s0
	s_ashr_i32 s0, s84, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s92, s26, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s26, s2, s84
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s93, s27, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s27, s3, s0
	s_ashr_i32 s0, s85, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s94, s28, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s28, s2, s85
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s95, s29, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s29, s3, s0
	s_ashr_i32 s0, s86, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s96, s30, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s30, s2, s86
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s97, s31, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s31, s3, s0
	s_ashr_i32 s0, s87, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s98, s34, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s34, s2, s87
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s99, s35, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s35, s3, s0
	s_ashr_i32 s0, s88, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 vcc_lo, s36, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s36, s2, s88
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 vcc_hi, s37, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s37, s3, s0
	s_ashr_i32 s0, s89, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s33, s38, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s38, s2, s89
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s43, s39, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s39, s3, s0
	s_ashr_i32 s0, s90, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s48, s40, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s40, s2, s90
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s7, s41, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s41, s3, s0
	s_ashr_i32 s0, s91, 31
	s_add_u32 s80, s2, s91
	s_addc_u32 s81, s3, s0
	s_ashr_i32 s0, s92, 31
	s_add_u32 s82, s2, s92
	s_addc_u32 s83, s3, s0
	s_ashr_i32 s0, s93, 31
	s_add_u32 s84, s2, s93
	s_addc_u32 s85, s3, s0
	s_ashr_i32 s0, s94, 31
	s_add_u32 s86, s2, s94
	s_addc_u32 s87, s3, s0
	s_ashr_i32 s0, s95, 31
	s_add_u32 s88, s2, s95
	s_addc_u32 s89, s3, s0
	s_ashr_i32 s0, s96, 31
	s_add_u32 s90, s2, s96
	s_addc_u32 s91, s3, s0
	s_ashr_i32 s0, s97, 31
	s_add_u32 s92, s2, s97
	s_addc_u32 s93, s3, s0
	s_ashr_i32 s0, s98, 31
	s_add_u32 s94, s2, s98
	s_addc_u32 s95, s3, s0
	s_ashr_i32 s0, s99, 31
	s_add_u32 s96, s2, s99
	s_addc_u32 s97, s3, s0
	s_ashr_i32 s0, vcc_lo, 31
	s_add_u32 s98, s2, vcc_lo
	.loc	1 47 23 is_stmt 1               ; triton_scratch_src.py:47:23
	v_and_b32_e32 v1, 63, v0
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s99, s3, s0
	s_ashr_i32 s0, vcc_hi, 31
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	v_or_b32_e32 v4, s78, v1
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 vcc_lo, s2, vcc_hi
	v_ashrrev_i32_e32 v5, 31, v4
	s_addc_u32 vcc_hi, s3, s0
	s_ashr_i32 s0, s33, 31
	v_lshl_add_u64 v[6:7], s[46:47], 0, v[4:5]
	s_add_u32 s66, s2, s33
	.loc	1 47 10                         ; triton_scratch_src.py:47:10
	v_or_b32_e32 v2, s77, v1
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ubyte v1, v[6:7], off
	.loc	1 49 17 is_stmt 0               ; triton_scratch_src.py:49:17
	s_addc_u32 s67, s3, s0
	s_ashr_i32 s1, s43, 31
	s_add_u32 s0, s2, s43
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s9, s48, 31
	v_lshl_add_u64 v[8:9], s[44:45], 0, v[4:5]
	s_add_u32 s8, s2, s48
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[4:5]
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ubyte v60, v[8:9], off
	global_load_ubyte v61, v[10:11], off
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s33, s7, 31
	v_lshl_add_u64 v[12:13], s[12:13], 0, v[4:5]
	s_add_u32 s2, s2, s7
	v_lshl_add_u64 v[14:15], s[14:15], 0, v[4:5]
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ubyte v62, v[12:13], off
	global_load_ubyte v63, v[14:15], off
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s3, s3, s33
	v_lshl_add_u64 v[16:17], s[16:17], 0, v[4:5]
	v_lshl_add_u64 v[20:21], s[20:21], 0, v[4:5]
	v_lshl_add_u64 v[28:29], s[28:29], 0, v[4:5]
	v_lshl_add_u64 v[32:33], s[34:35], 0, v[4:5]
	v_lshl_add_u64 v[36:37], s[38:39], 0, v[4:5]
	v_lshl_add_u64 v[40:41], s[80:81], 0, v[4:5]
	v_lshl_add_u64 v[44:45], s[84:85], 0, v[4:5]
	v_lshl_add_u64 v[48:49], s[88:89], 0, v[4:5]
	v_lshl_add_u64 v[18:19], s[18:19], 0, v[4:5]
	v_lshl_add_u64 v[22:23], s[22:23], 0, v[4:5]
	v_lshl_add_u64 v[24:25], s[24:25], 0, v[4:5]
	v_lshl_add_u64 v[26:27], s[26:27], 0, v[4:5]
	v_lshl_add_u64 v[30:31], s[30:31], 0, v[4:5]
	v_lshl_add_u64 v[34:35], s[36:37], 0, v[4:5]
	v_lshl_add_u64 v[38:39], s[40:41], 0, v[4:5]
	v_lshl_add_u64 v[42:43], s[82:83], 0, v[4:5]
	v_lshl_add_u64 v[46:47], s[86:87], 0, v[4:5]
	v_lshl_add_u64 v[50:51], s[90:91], 0, v[4:5]
	v_lshl_add_u64 v[52:53], s[92:93], 0, v[4:5]
	v_lshl_add_u64 v[54:55], s[94:95], 0, v[4:5]
	v_lshl_add_u64 v[56:57], s[96:97], 0, v[4:5]
	v_lshl_add_u64 v[58:59], s[98:99], 0, v[4:5]
	v_lshl_add_u64 v[6:7], vcc, 0, v[4:5]
	v_lshl_add_u64 v[8:9], s[66:67], 0, v[4:5]
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[4:5]
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ubyte v64, v[16:17], off
	global_load_ubyte v65, v[18:19], off
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	v_lshl_add_u64 v[12:13], s[8:9], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ubyte v66, v[20:21], off
	global_load_ubyte v67, v[22:23], off
	global_load_ubyte v68, v[24:25], off
	global_load_ubyte v69, v[26:27], off
	global_load_ubyte v70, v[28:29], off
	global_load_ubyte v71, v[30:31], off
	global_load_ubyte v72, v[32:33], off
	global_load_ubyte v73, v[34:35], off
	global_load_ubyte v74, v[36:37], off
	global_load_ubyte v75, v[38:39], off
	global_load_ubyte v76, v[40:41], off
	global_load_ubyte v77, v[42:43], off
	global_load_ubyte v78, v[44:45], off
	global_load_ubyte v79, v[46:47], off
	global_load_ubyte v80, v[48:49], off
                                        ; kill: killed $vgpr34_vgpr35
                                        ; kill: killed $vgpr20_vgpr21
                                        ; kill: killed $vgpr44_vgpr45
                                        ; kill: killed $vgpr30_vgpr31
                                        ; kill: killed $vgpr40_vgpr41
                                        ; kill: killed $vgpr26_vgpr27
                                        ; kill: killed $vgpr36_vgpr37
                                        ; kill: killed $vgpr22_vgpr23
                                        ; kill: killed $vgpr46_vgpr47
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr42_vgpr43
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr38_vgpr39
                                        ; kill: killed $vgpr24_vgpr25
                                        ; kill: killed $vgpr48_vgpr49
	global_load_ubyte v81, v[50:51], off
	global_load_ubyte v82, v[52:53], off
	global_load_ubyte v28, v[54:55], off
	global_load_ubyte v32, v[56:57], off
	global_load_ubyte v36, v[58:59], off
	global_load_ubyte v40, v[6:7], off
	global_load_ubyte v44, v[8:9], off
	global_load_ubyte v48, v[10:11], off
	global_load_ubyte v83, v[12:13], off
	global_load_ubyte v84, v[4:5], off
	.loc	1 50 22 is_stmt 1               ; triton_scratch_src.py:50:22
	s_mul_i32 s42, s42, s6
	v_readlane_b32 s0, v92, 3
	v_readlane_b32 s1, v92, 4
	v_readlane_b32 s2, v92, 5
	v_readlane_b32 s3, v92, 6
	v_readlane_b32 s7, v92, 7
	s_mul_i32 s0, s0, s6
	s_mul_i32 s1, s1, s6
	s_mul_i32 s79, s79, s6
	s_mul_i32 s2, s2, s6
	s_mul_i32 s3, s3, s6
	s_mul_i32 s7, s7, s6
	s_mul_i32 s49, s49, s6
	s_mul_i32 s50, s50, s6
	s_mul_i32 s51, s51, s6
	s_mul_i32 s10, s52, s6
	s_mul_i32 s11, s53, s6
	s_mul_i32 s12, s54, s6
	s_mul_i32 s13, s55, s6
	s_mul_i32 s18, s56, s6
	s_mul_i32 s20, s57, s6
	s_mul_i32 s24, s58, s6
	s_mul_i32 s26, s59, s6
	s_mul_i32 s30, s60, s6
	s_mul_i32 s33, s61, s6
	s_mul_i32 s36, s62, s6
	s_mul_i32 s38, s63, s6
	s_mul_i32 s40, s64, s6
	s_mul_i32 s43, s65, s6
	s_mul_i32 s69, s69, s6
	s_mul_i32 s70, s70, s6
	s_mul_i32 s71, s71, s6
	s_mul_i32 s72, s72, s6
	s_mul_i32 s73, s73, s6
	s_mul_i32 s74, s74, s6
	s_mul_i32 s75, s75, s6
	s_mul_i32 s76, s76, s6
	.loc	1 50 14 is_stmt 0               ; triton_scratch_src.py:50:14
	s_ashr_i32 s6, s42, 31
	s_add_u32 s8, s4, s42
	s_addc_u32 s9, s5, s6
	s_ashr_i32 s6, s0, 31
	s_add_u32 s22, s4, s0
	s_addc_u32 s23, s5, s6
	s_ashr_i32 s0, s1, 31
	s_add_u32 s44, s4, s1
	s_addc_u32 s45, s5, s0
	s_ashr_i32 s0, s79, 31
	s_add_u32 s52, s4, s79
	s_addc_u32 s53, s5, s0
	s_ashr_i32 s0, s2, 31
	s_add_u32 s54, s4, s2
	s_addc_u32 s55, s5, s0
	s_ashr_i32 s0, s3, 31
	s_add_u32 s56, s4, s3
	s_addc_u32 s57, s5, s0
	s_ashr_i32 s0, s7, 31
	s_add_u32 s58, s4, s7
	s_addc_u32 s59, s5, s0
	s_ashr_i32 s0, s49, 31
	s_add_u32 s60, s4, s49
	s_addc_u32 s61, s5, s0
	s_ashr_i32 s0, s50, 31
	s_add_u32 s62, s4, s50
	s_addc_u32 s63, s5, s0
	s_ashr_i32 s0, s51, 31
	s_add_u32 s64, s4, s51
	s_addc_u32 s65, s5, s0
	s_ashr_i32 s0, s10, 31
	s_add_u32 s28, s4, s10
	s_addc_u32 s29, s5, s0
	s_ashr_i32 s0, s11, 31
	s_add_u32 s10, s4, s11
	s_addc_u32 s11, s5, s0
	s_ashr_i32 s0, s12, 31
	s_add_u32 s14, s4, s12
	s_addc_u32 s15, s5, s0
	s_ashr_i32 s0, s13, 31
	s_add_u32 s16, s4, s13
	s_addc_u32 s17, s5, s0
	s_ashr_i32 s0, s18, 31
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s0
	s_ashr_i32 s0, s20, 31
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s0
	s_ashr_i32 s0, s24, 31
	s_add_u32 s24, s4, s24
	s_addc_u32 s25, s5, s0
	s_ashr_i32 s0, s26, 31
	s_add_u32 s26, s4, s26
	s_addc_u32 s27, s5, s0
	s_ashr_i32 s0, s30, 31
	s_add_u32 s30, s4, s30
	s_addc_u32 s31, s5, s0
	s_ashr_i32 s0, s33, 31
	s_add_u32 s34, s4, s33
	s_addc_u32 s35, s5, s0
	s_ashr_i32 s0, s36, 31
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s0
	s_ashr_i32 s0, s38, 31
	s_add_u32 s38, s4, s38
	s_addc_u32 s39, s5, s0
	s_ashr_i32 s0, s40, 31
	s_add_u32 s40, s4, s40
	s_addc_u32 s41, s5, s0
	s_ashr_i32 s0, s43, 31
	s_add_u32 s42, s4, s43
	s_addc_u32 s43, s5, s0
	s_ashr_i32 s0, s69, 31
	s_add_u32 s46, s4, s69
	s_addc_u32 s47, s5, s0
	s_ashr_i32 s0, s70, 31
	s_add_u32 s48, s4, s70
	s_addc_u32 s49, s5, s0
	s_ashr_i32 s0, s71, 31
	s_add_u32 s50, s4, s71
	s_addc_u32 s51, s5, s0
	s_ashr_i32 s0, s72, 31
	s_add_u32 s12, s4, s72
	s_addc_u32 s13, s5, s0
	s_ashr_i32 s1, s73, 31
	s_add_u32 s0, s4, s73
	s_addc_u32 s1, s5, s1
	s_ashr_i32 s3, s74, 31
	s_add_u32 s2, s4, s74
	s_addc_u32 s3, s5, s3
	s_ashr_i32 s7, s75, 31
	s_add_u32 s6, s4, s75
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_and_b32_e32 v58, 32, v0
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_addc_u32 s7, s5, s7
	s_ashr_i32 s33, s76, 31
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_lshlrev_b32_e32 v24, 9, v0
	v_lshlrev_b32_e32 v25, 1, v0
	v_lshlrev_b32_e32 v27, 2, v58
	s_movk_i32 s8, 0x1c00
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_add_u32 s4, s4, s76
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_and_b32_e32 v25, 60, v25
	v_bfe_i32 v26, v0, 0, 1
	v_and_or_b32 v27, v24, s8, v27
	s_movk_i32 s8, 0x240
	v_readlane_b32 s9, v92, 1
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_addc_u32 s5, s5, s33
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_and_or_b32 v26, v26, s8, v25
	v_readlane_b32 s8, v92, 0
	s_lshr_b32 s9, s9, 1
	s_lshr_b32 s8, s8, 5
	v_xor_b32_e32 v26, s9, v26
	v_or3_b32 v56, s8, v27, v26
	s_waitcnt vmcnt(15)
	v_lshlrev_b16_e32 v26, 8, v75
	v_add_u32_e32 v29, 0, v56
	v_or_b32_e32 v1, v1, v26
	ds_write_b16 v29, v1
	s_waitcnt vmcnt(7)
	v_lshlrev_b16_e32 v1, 8, v28
	v_or_b32_e32 v1, v67, v1
	v_lshlrev_b16_e32 v30, 8, v76
	s_waitcnt vmcnt(6)
	v_lshlrev_b16_e32 v32, 8, v32
	ds_write_b16 v29, v1 offset:256
	v_xad_u32 v1, v56, 4, 0
	v_or_b32_e32 v30, v60, v30
	v_or_b32_e32 v32, v68, v32
	v_lshlrev_b16_e32 v34, 8, v77
	s_waitcnt vmcnt(5)
	v_lshlrev_b16_e32 v36, 8, v36
	ds_write_b16 v1, v30
	ds_write_b16 v1, v32 offset:256
	v_xad_u32 v1, v56, 8, 0
	v_or_b32_e32 v34, v61, v34
	v_or_b32_e32 v36, v69, v36
	v_lshlrev_b16_e32 v38, 8, v78
	s_waitcnt vmcnt(4)
	v_lshlrev_b16_e32 v40, 8, v40
	ds_write_b16 v1, v34
	ds_write_b16 v1, v36 offset:256
	v_xad_u32 v1, v56, 12, 0
	v_or_b32_e32 v38, v62, v38
	v_or_b32_e32 v40, v70, v40
	v_lshlrev_b16_e32 v42, 8, v79
	s_waitcnt vmcnt(3)
	v_lshlrev_b16_e32 v44, 8, v44
	ds_write_b16 v1, v38
	ds_write_b16 v1, v40 offset:256
	v_xad_u32 v1, v56, 16, 0
	v_or_b32_e32 v42, v63, v42
	v_or_b32_e32 v44, v71, v44
	v_lshlrev_b16_e32 v46, 8, v80
	s_waitcnt vmcnt(2)
	v_lshlrev_b16_e32 v48, 8, v48
	ds_write_b16 v1, v42
	ds_write_b16 v1, v44 offset:256
	v_xad_u32 v1, v56, 20, 0
	v_or_b32_e32 v46, v64, v46
	v_or_b32_e32 v48, v72, v48
	v_lshlrev_b16_e32 v50, 8, v81
	s_waitcnt vmcnt(1)
	v_lshlrev_b16_e32 v52, 8, v83
	ds_write_b16 v1, v46
	ds_write_b16 v1, v48 offset:256
	v_xad_u32 v1, v56, 24, 0
	v_or_b32_e32 v50, v65, v50
	v_or_b32_e32 v52, v73, v52
	ds_write_b16 v1, v50
	ds_write_b16 v1, v52 offset:256
	v_lshlrev_b16_e32 v1, 8, v82
	v_or_b32_e32 v1, v66, v1
	v_xad_u32 v59, v56, 28, 0
	ds_write_b16 v59, v1
	s_waitcnt vmcnt(0)
	v_lshlrev_b16_e32 v1, 8, v84
	v_or_b32_e32 v1, v74, v1
	ds_write_b16 v59, v1 offset:256
	v_and_b32_e32 v1, 1, v0
	v_and_b32_e32 v59, 28, v0
	v_lshlrev_b32_e32 v0, 5, v0
	v_readlane_b32 s9, v92, 2
	v_lshlrev_b32_e32 v58, 3, v58
	v_and_or_b32 v59, v0, 64, v59
	s_and_b32 s9, s9, 0x240
	v_lshl_or_b32 v58, v1, 1, v58
	s_bfe_u32 s8, s68, 0x10006
	v_xor_b32_e32 v59, s9, v59
	v_or3_b32 v58, s8, v58, v59
	v_add_u32_e32 v59, 0, v58
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u8 v60, v59
	ds_read_u8 v61, v59 offset:32
	ds_read_u8 v62, v59 offset:128
	ds_read_u8 v63, v59 offset:160
	v_xad_u32 v59, v58, 4, 0
	ds_read_u8 v64, v59 offset:1024
	ds_read_u8 v65, v59 offset:1056
	ds_read_u8 v66, v59 offset:1152
	ds_read_u8 v67, v59 offset:1184
	v_xad_u32 v59, v58, 8, 0
	ds_read_u8 v68, v59 offset:2048
	ds_read_u8 v69, v59 offset:2080
	ds_read_u8 v70, v59 offset:2176
	ds_read_u8 v71, v59 offset:2208
	v_xad_u32 v59, v58, 12, 0
	ds_read_u8 v72, v59 offset:3072
	ds_read_u8 v73, v59 offset:3104
	ds_read_u8 v74, v59 offset:3200
	ds_read_u8 v75, v59 offset:3232
	v_xad_u32 v59, v58, 16, 0
	ds_read_u8 v76, v59 offset:4096
	ds_read_u8 v77, v59 offset:4128
	ds_read_u8 v78, v59 offset:4224
	ds_read_u8 v79, v59 offset:4256
	v_xad_u32 v59, v58, 20, 0
	ds_read_u8 v80, v59 offset:5120
	ds_read_u8 v81, v59 offset:5152
	ds_read_u8 v82, v59 offset:5248
	ds_read_u8 v83, v59 offset:5280
	v_xad_u32 v59, v58, 24, 0
	v_xad_u32 v58, v58, 28, 0
	ds_read_u8 v84, v59 offset:6144
	ds_read_u8 v85, v59 offset:6176
	ds_read_u8 v86, v59 offset:6272
	ds_read_u8 v87, v59 offset:6304
	ds_read_u8 v88, v58 offset:7168
	ds_read_u8 v89, v58 offset:7200
	ds_read_u8 v90, v58 offset:7296
	ds_read_u8 v91, v58 offset:7328
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[6:7], s[22:23], 0, v[2:3]
	v_lshl_add_u64 v[8:9], s[44:45], 0, v[2:3]
	v_lshl_add_u64 v[10:11], s[52:53], 0, v[2:3]
	v_lshl_add_u64 v[12:13], s[54:55], 0, v[2:3]
	v_lshl_add_u64 v[14:15], s[56:57], 0, v[2:3]
	v_lshl_add_u64 v[16:17], s[58:59], 0, v[2:3]
	v_lshl_add_u64 v[18:19], s[60:61], 0, v[2:3]
	v_lshl_add_u64 v[20:21], s[62:63], 0, v[2:3]
	v_lshl_add_u64 v[22:23], s[64:65], 0, v[2:3]
	v_lshl_add_u64 v[24:25], s[28:29], 0, v[2:3]
	v_lshl_add_u64 v[26:27], s[10:11], 0, v[2:3]
	v_lshl_add_u64 v[28:29], s[14:15], 0, v[2:3]
	v_lshl_add_u64 v[30:31], s[16:17], 0, v[2:3]
	v_lshl_add_u64 v[32:33], s[18:19], 0, v[2:3]
	v_lshl_add_u64 v[34:35], s[20:21], 0, v[2:3]
	v_lshl_add_u64 v[36:37], s[24:25], 0, v[2:3]
	v_lshl_add_u64 v[38:39], s[26:27], 0, v[2:3]
	v_lshl_add_u64 v[40:41], s[30:31], 0, v[2:3]
	v_lshl_add_u64 v[42:43], s[34:35], 0, v[2:3]
	v_lshl_add_u64 v[44:45], s[36:37], 0, v[2:3]
	v_lshl_add_u64 v[46:47], s[38:39], 0, v[2:3]
	v_lshl_add_u64 v[48:49], s[40:41], 0, v[2:3]
	v_lshl_add_u64 v[50:51], s[42:43], 0, v[2:3]
	v_lshl_add_u64 v[52:53], s[46:47], 0, v[2:3]
	v_lshl_add_u64 v[54:55], s[48:49], 0, v[2:3]
	v_lshl_add_u64 v[56:57], s[50:51], 0, v[2:3]
	v_lshl_add_u64 v[0:1], s[12:13], 0, v[2:3]
	v_lshl_add_u64 v[58:59], s[0:1], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	s_waitcnt lgkmcnt(14)
	global_store_byte v[4:5], v60, off
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	global_store_byte v[6:7], v64, off
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	global_store_byte v[8:9], v68, off
	global_store_byte v[10:11], v72, off
	global_store_byte v[12:13], v76, off
	s_waitcnt lgkmcnt(11)
	global_store_byte v[14:15], v80, off
	s_waitcnt lgkmcnt(7)
	global_store_byte v[16:17], v84, off
	s_waitcnt lgkmcnt(3)
	global_store_byte v[18:19], v88, off
	global_store_byte v[20:21], v61, off
	global_store_byte v[22:23], v65, off
	global_store_byte v[24:25], v69, off
	global_store_byte v[26:27], v73, off
	global_store_byte v[28:29], v77, off
	global_store_byte v[30:31], v81, off
	global_store_byte v[32:33], v85, off
	s_waitcnt lgkmcnt(2)
	global_store_byte v[34:35], v89, off
	global_store_byte v[36:37], v62, off
	global_store_byte v[38:39], v66, off
	global_store_byte v[40:41], v70, off
	global_store_byte v[42:43], v74, off
	global_store_byte v[44:45], v78, off
	global_store_byte v[46:47], v82, off
	global_store_byte v[48:49], v86, off
	s_waitcnt lgkmcnt(1)
	global_store_byte v[50:51], v90, off
	global_store_byte v[52:53], v63, off
	global_store_byte v[54:55], v67, off
	global_store_byte v[56:57], v71, off
	global_store_byte v[0:1], v75, off
	global_store_byte v[58:59], v79, off
	global_store_byte v[4:5], v83, off
	global_store_byte v[6:7], v87, off
	s_waitcnt lgkmcnt(0)
	global_store_byte v[2:3], v91, off
	.loc	1 44 1 is_stmt 1                ; triton_scratch_src.py:44:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	transpose, .Lfunc_end0-transpose
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 93
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 96
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
	.set .Ltranspose.num_vgpr, 93
	.set .Ltranspose.num_agpr, 0
	.set .Ltranspose.numbered_sgpr, 100
	.set .Ltranspose.num_named_barrier, 0
	.set .Ltranspose.private_seg_size, 0
	.set .Ltranspose.uses_vcc, 1
	.set .Ltranspose.uses_flat_scratch, 0
	.set .Ltranspose.has_dyn_sized_stack, 0
	.set .Ltranspose.has_recursion, 0
	.set .Ltranspose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3652
; TotalNumSgprs: 106
; NumVgprs: 93
; NumAgprs: 0
; TotalNumVgprs: 93
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 93
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 23
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
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_scratch_src.py"         ; string offset=7 ; triton_scratch_src.py
.Linfo_string2:
	.asciz	"SRC"       ; string offset=29 ; SRC
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
      - .offset:         20
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
    .name:           transpose
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 8
    .symbol:         transpose.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     93
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
