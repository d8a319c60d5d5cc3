	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
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
	s_or_b32 s69, s33, s0
	.loc	1 48 10 is_stmt 1               ; triton_scratch_src.py:48:10
	s_lshl_b32 s70, s13, 6
	.loc	1 48 23 is_stmt 0               ; triton_scratch_src.py:48:23
	s_and_b32 s0, s68, 0x80
	s_lshr_b32 s44, s68, 7
	v_writelane_b32 v92, s0, 1
	s_bfe_i32 s0, s68, 0x10007
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	s_or_b32 s44, s44, s70
	.loc	1 48 23                         ; triton_scratch_src.py:48:23
	v_writelane_b32 v92, s0, 2
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	s_or_b32 s0, s44, 2
	v_writelane_b32 v92, s0, 3
	s_or_b32 s0, s44, 4
	v_writelane_b32 v92, s0, 4
	s_or_b32 s0, s44, 12
	v_writelane_b32 v92, s0, 5
	s_or_b32 s0, s44, 14
	v_writelane_b32 v92, s0, 6
	s_or_b32 s0, s44, 16
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
	v_writelane_b32 v92, s0, 7
	s_or_b32 s0, s44, 18
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s1, s1, s7
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	s_or_b32 s72, s44, 6
	s_or_b32 s71, s44, 8
	s_or_b32 s83, s44, 10
	v_writelane_b32 v92, s0, 8
	s_or_b32 s54, s44, 20
	s_or_b32 s55, s44, 22
	s_or_b32 s56, s44, 24
	s_or_b32 s57, s44, 26
	s_or_b32 s58, s44, 28
	s_or_b32 s59, s44, 30
	s_or_b32 s60, s44, 32
	s_or_b32 s61, s44, 34
	s_or_b32 s62, s44, 36
	s_or_b32 s63, s44, 38
	s_or_b32 s64, s44, 40
	s_or_b32 s65, s44, 42
	s_or_b32 s73, s44, 44
	s_or_b32 s74, s44, 46
	s_or_b32 s75, s44, 48
	s_or_b32 s76, s44, 50
	s_or_b32 s77, s44, 52
	s_or_b32 s78, s44, 54
	s_or_b32 s79, s44, 56
	s_or_b32 s80, s44, 58
	s_or_b32 s81, s44, 60
	s_or_b32 s82, s44, 62
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s0, s12, s7
	.loc	1 49 17 is_stmt 0               ; triton_scratch_src.py:49:17
	s_ashr_i32 s12, s1, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s8, s8, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s50, s2, s1
	s_addc_u32 s51, s3, s12
	s_ashr_i32 s1, s8, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s9, s9, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s48, s2, s8
	s_addc_u32 s49, s3, s1
	s_ashr_i32 s1, s9, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s10, s10, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s46, s2, s9
	s_addc_u32 s47, s3, s1
	s_ashr_i32 s1, s10, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s11, s11, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s12, s2, s10
	s_addc_u32 s13, s3, s1
	s_ashr_i32 s1, s11, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s42, s14, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s14, s2, s11
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s43, s15, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s15, s3, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s66, s16, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s16, s2, s0
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s67, s17, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s17, s3, s1
	s_ashr_i32 s0, s42, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s84, s18, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s18, s2, s42
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s85, s19, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s19, s3, s0
	s_ashr_i32 s0, s43, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s86, s20, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s20, s2, s43
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s87, s21, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s21, s3, s0
	s_ashr_i32 s0, s66, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s88, s22, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s22, s2, s66
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s89, s23, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s23, s3, s0
	s_ashr_i32 s0, s67, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s90, s24, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s24, s2, s67
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
	s_mul_i32 s33, s37, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s37, s3, s0
	s_ashr_i32 s0, s89, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s45, s38, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s38, s2, s89
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s52, s39, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s39, s3, s0
	s_ashr_i32 s0, s90, 31
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s53, s40, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s40, s2, s90
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s7, s41, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s41, s3, s0
	s_ashr_i32 s0, s91, 31
	s_add_u32 s42, s2, s91
	s_addc_u32 s43, s3, s0
	s_ashr_i32 s0, s92, 31
	s_add_u32 s84, s2, s92
	s_addc_u32 s85, s3, s0
	s_ashr_i32 s0, s93, 31
	s_add_u32 s86, s2, s93
	s_addc_u32 s87, s3, s0
	s_ashr_i32 s0, s94, 31
	s_add_u32 s88, s2, s94
	s_addc_u32 s89, s3, s0
	s_ashr_i32 s0, s95, 31
	s_add_u32 s90, s2, s95
	s_addc_u32 s91, s3, s0
	s_ashr_i32 s0, s96, 31
	s_add_u32 s92, s2, s96
	s_addc_u32 s93, s3, s0
	s_ashr_i32 s0, s97, 31
	s_add_u32 s94, s2, s97
	s_addc_u32 s95, s3, s0
	s_ashr_i32 s0, s98, 31
	s_add_u32 s96, s2, s98
	.loc	1 47 23 is_stmt 1               ; triton_scratch_src.py:47:23
	v_and_b32_e32 v1, 63, v0
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s97, s3, s0
	s_ashr_i32 s0, s99, 31
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	v_or_b32_e32 v4, s70, v1
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s98, s2, s99
	v_ashrrev_i32_e32 v5, 31, v4
	s_addc_u32 s99, s3, s0
	s_ashr_i32 s0, vcc_lo, 31
	v_lshl_add_u64 v[6:7], s[50:51], 0, v[4:5]
	s_add_u32 vcc_lo, s2, vcc_lo
	.loc	1 47 10                         ; triton_scratch_src.py:47:10
	v_or_b32_e32 v2, s69, v1
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ubyte v1, v[6:7], off
	.loc	1 49 17 is_stmt 0               ; triton_scratch_src.py:49:17
	s_addc_u32 vcc_hi, s3, s0
	s_ashr_i32 s0, s33, 31
	s_add_u32 s66, s2, s33
	v_lshl_add_u64 v[8:9], s[48:49], 0, v[4:5]
	s_addc_u32 s67, s3, s0
	s_ashr_i32 s1, s45, 31
	v_lshl_add_u64 v[10:11], s[46:47], 0, v[4:5]
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ubyte v60, v[8:9], off
	global_load_ubyte v61, v[10:11], off
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s0, s2, s45
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s9, s52, 31
	s_add_u32 s8, s2, s52
	v_lshl_add_u64 v[12:13], s[12:13], 0, v[4:5]
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s11, s53, 31
	v_lshl_add_u64 v[14:15], s[14:15], 0, v[4:5]
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ubyte v62, v[12:13], off
	global_load_ubyte v63, v[14:15], off
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s10, s2, s53
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s33, s7, 31
	s_add_u32 s2, s2, s7
	v_lshl_add_u64 v[16:17], s[16:17], 0, v[4:5]
	s_addc_u32 s3, s3, s33
	v_lshl_add_u64 v[18:19], s[18:19], 0, v[4:5]
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ubyte v64, v[16:17], off
	global_load_ubyte v65, v[18:19], off
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	v_lshl_add_u64 v[20:21], s[20:21], 0, v[4:5]
	v_lshl_add_u64 v[22:23], s[22:23], 0, v[4:5]
	v_lshl_add_u64 v[24:25], s[24:25], 0, v[4:5]
	v_lshl_add_u64 v[26:27], s[26:27], 0, v[4:5]
	v_lshl_add_u64 v[28:29], s[28:29], 0, v[4:5]
	v_lshl_add_u64 v[30:31], s[30:31], 0, v[4:5]
	v_lshl_add_u64 v[32:33], s[34:35], 0, v[4:5]
	v_lshl_add_u64 v[34:35], s[36:37], 0, v[4:5]
	v_lshl_add_u64 v[36:37], s[38:39], 0, v[4:5]
	v_lshl_add_u64 v[38:39], s[40:41], 0, v[4:5]
	v_lshl_add_u64 v[40:41], s[42:43], 0, v[4:5]
	v_lshl_add_u64 v[42:43], s[84:85], 0, v[4:5]
	v_lshl_add_u64 v[44:45], s[86:87], 0, v[4:5]
	v_lshl_add_u64 v[46:47], s[88:89], 0, v[4:5]
	v_lshl_add_u64 v[48:49], s[90:91], 0, v[4:5]
	v_lshl_add_u64 v[50:51], s[92:93], 0, v[4:5]
	v_lshl_add_u64 v[52:53], s[94:95], 0, v[4:5]
	v_lshl_add_u64 v[54:55], s[96:97], 0, v[4:5]
	v_lshl_add_u64 v[56:57], s[98:99], 0, v[4:5]
	v_lshl_add_u64 v[58:59], vcc, 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[66:67], 0, v[4:5]
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[4:5]
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 50 22 is_stmt 1               ; triton_scratch_src.py:50:22
	s_mul_i32 s44, s44, s6
	v_readlane_b32 s0, v92, 3
	v_readlane_b32 s1, v92, 4
	v_readlane_b32 s2, v92, 5
	v_readlane_b32 s3, v92, 6
	v_readlane_b32 s7, v92, 7
	v_readlane_b32 s8, v92, 8
	s_mul_i32 s0, s0, s6
	s_mul_i32 s1, s1, s6
	s_mul_i32 s72, s72, s6
	s_mul_i32 s71, s71, s6
	s_mul_i32 s83, s83, s6
	s_mul_i32 s2, s2, s6
	s_mul_i32 s3, s3, s6
	s_mul_i32 s7, s7, s6
	s_mul_i32 s8, s8, s6
	s_mul_i32 s9, s54, s6
	s_mul_i32 s10, s55, s6
	s_mul_i32 s11, s56, s6
	s_mul_i32 s12, s57, s6
	s_mul_i32 s13, s58, s6
	s_mul_i32 s14, s59, s6
	s_mul_i32 s15, s60, s6
	s_mul_i32 s16, s61, s6
	s_mul_i32 s17, s62, s6
	s_mul_i32 s18, s63, s6
	s_mul_i32 s19, s64, s6
	s_mul_i32 s20, s65, s6
	s_mul_i32 s73, s73, s6
	s_mul_i32 s74, s74, s6
	s_mul_i32 s75, s75, s6
	s_mul_i32 s76, s76, s6
	s_mul_i32 s77, s77, s6
	s_mul_i32 s78, s78, s6
	s_mul_i32 s79, s79, s6
	s_mul_i32 s80, s80, s6
	s_mul_i32 s81, s81, s6
	s_mul_i32 s82, s82, s6
	.loc	1 50 14 is_stmt 0               ; triton_scratch_src.py:50:14
	s_ashr_i32 s6, s44, 31
	.loc	1 49 9 is_stmt 1                ; triton_scratch_src.py:49:9
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
	global_load_ubyte v38, v[50:51], off
	global_load_ubyte v40, v[52:53], off
	global_load_ubyte v42, v[54:55], off
	global_load_ubyte v44, v[56:57], off
	global_load_ubyte v46, v[58:59], off
	global_load_ubyte v48, v[6:7], off
	global_load_ubyte v81, v[8:9], off
	global_load_ubyte v82, v[10:11], off
	global_load_ubyte v83, v[12:13], off
	global_load_ubyte v84, v[4:5], off
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_add_u32 s24, s4, s44
	s_addc_u32 s25, s5, s6
	s_ashr_i32 s6, s0, 31
	s_add_u32 s34, s4, s0
	s_addc_u32 s35, s5, s6
	s_ashr_i32 s0, s1, 31
	s_add_u32 s46, s4, s1
	s_addc_u32 s47, s5, s0
	s_ashr_i32 s0, s72, 31
	s_add_u32 s50, s4, s72
	s_addc_u32 s51, s5, s0
	s_ashr_i32 s0, s71, 31
	s_add_u32 s52, s4, s71
	s_addc_u32 s53, s5, s0
	s_ashr_i32 s0, s83, 31
	s_add_u32 s54, s4, s83
	s_addc_u32 s55, s5, s0
	s_ashr_i32 s0, s2, 31
	s_add_u32 s56, s4, s2
	s_addc_u32 s57, s5, s0
	s_ashr_i32 s0, s3, 31
	s_add_u32 s58, s4, s3
	s_addc_u32 s59, s5, s0
	s_ashr_i32 s0, s7, 31
	s_add_u32 s60, s4, s7
	s_addc_u32 s61, s5, s0
	s_ashr_i32 s0, s8, 31
	s_add_u32 s62, s4, s8
	s_addc_u32 s63, s5, s0
	s_ashr_i32 s0, s9, 31
	s_add_u32 s64, s4, s9
	s_addc_u32 s65, s5, s0
	s_ashr_i32 s0, s10, 31
	s_add_u32 s48, s4, s10
	s_addc_u32 s49, s5, s0
	s_ashr_i32 s0, s11, 31
	s_add_u32 s44, s4, s11
	s_addc_u32 s45, s5, s0
	s_ashr_i32 s0, s12, 31
	s_add_u32 s42, s4, s12
	s_addc_u32 s43, s5, s0
	s_ashr_i32 s0, s13, 31
	s_add_u32 s38, s4, s13
	s_addc_u32 s39, s5, s0
	s_ashr_i32 s0, s14, 31
	s_add_u32 s40, s4, s14
	s_addc_u32 s41, s5, s0
	s_ashr_i32 s0, s15, 31
	s_add_u32 s36, s4, s15
	s_addc_u32 s37, s5, s0
	s_ashr_i32 s0, s16, 31
	s_add_u32 s30, s4, s16
	s_addc_u32 s31, s5, s0
	s_ashr_i32 s0, s17, 31
	s_add_u32 s28, s4, s17
	s_addc_u32 s29, s5, s0
	s_ashr_i32 s0, s18, 31
	s_add_u32 s26, s4, s18
	s_addc_u32 s27, s5, s0
	s_ashr_i32 s0, s19, 31
	s_add_u32 s22, s4, s19
	s_addc_u32 s23, s5, s0
	s_ashr_i32 s0, s20, 31
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s0
	s_ashr_i32 s0, s73, 31
	s_add_u32 s18, s4, s73
	s_addc_u32 s19, s5, s0
	s_ashr_i32 s0, s74, 31
	s_add_u32 s16, s4, s74
	s_addc_u32 s17, s5, s0
	s_ashr_i32 s0, s75, 31
	s_add_u32 s12, s4, s75
	s_addc_u32 s13, s5, s0
	s_ashr_i32 s0, s76, 31
	s_add_u32 s10, s4, s76
	s_addc_u32 s11, s5, s0
	s_ashr_i32 s0, s77, 31
	s_add_u32 s14, s4, s77
	s_addc_u32 s15, s5, s0
	s_ashr_i32 s0, s78, 31
	s_add_u32 s6, s4, s78
	s_addc_u32 s7, s5, s0
	s_ashr_i32 s1, s79, 31
	s_add_u32 s0, s4, s79
	s_addc_u32 s1, s5, s1
	s_ashr_i32 s3, s80, 31
	s_add_u32 s2, s4, s80
	s_addc_u32 s3, s5, s3
	s_ashr_i32 s9, s81, 31
	s_add_u32 s8, s4, s81
	s_addc_u32 s9, s5, s9
	s_ashr_i32 s33, s82, 31
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_u32 s4, s4, s82
	v_lshl_add_u64 v[24:25], s[24:25], 0, v[2:3]
	.loc	1 50 5 is_stmt 0                ; triton_scratch_src.py:50:5
	v_and_b32_e32 v26, 31, v0
	v_lshrrev_b32_e32 v28, 3, v0
	v_readlane_b32 s24, v92, 0
	v_readlane_b32 s25, v92, 1
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_addc_u32 s5, s5, s33
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_lshlrev_b32_e32 v27, 8, v26
	v_lshlrev_b32_e32 v26, 3, v26
	v_and_b32_e32 v28, 4, v28
	s_lshr_b32 s24, s24, 5
	s_lshr_b32 s25, s25, 4
	v_or3_b32 v56, v27, v28, s24
	v_xor_b32_e32 v57, s25, v26
	v_or_b32_e32 v34, v56, v57
	s_waitcnt vmcnt(15)
	v_lshlrev_b16_e32 v26, 8, v75
	v_or_b32_e32 v1, v1, v26
	v_add_u32_e32 v26, 0, v34
	ds_write_b16 v26, v1
	s_waitcnt vmcnt(14)
	v_lshlrev_b16_e32 v1, 8, v76
	v_or_b32_e32 v1, v60, v1
	v_xad_u32 v28, v34, 16, 0
	ds_write_b16 v28, v1
	s_waitcnt vmcnt(13)
	v_lshlrev_b16_e32 v1, 8, v77
	v_or_b32_e32 v1, v61, v1
	v_xad_u32 v30, v34, 32, 0
	ds_write_b16 v30, v1
	s_waitcnt vmcnt(12)
	v_lshlrev_b16_e32 v1, 8, v78
	v_or_b32_e32 v1, v62, v1
	v_xad_u32 v32, v34, 48, 0
	ds_write_b16 v32, v1
	v_xad_u32 v1, v34, 64, 0
	s_waitcnt vmcnt(11)
	v_lshlrev_b16_e32 v34, 8, v79
	v_or_b32_e32 v34, v63, v34
	.loc	1 47 10 is_stmt 1               ; triton_scratch_src.py:47:10
	s_movk_i32 s33, 0x50
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	ds_write_b16 v1, v34
	v_bitop3_b32 v1, v56, s33, v57 bitop3:0x36
	s_waitcnt vmcnt(10)
	v_lshlrev_b16_e32 v36, 8, v80
	.loc	1 47 10                         ; triton_scratch_src.py:47:10
	s_movk_i32 s70, 0x60
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v36, v64, v36
	ds_write_b16 v1, v36
	v_bitop3_b32 v1, v56, s70, v57 bitop3:0x36
	s_waitcnt vmcnt(9)
	v_lshlrev_b16_e32 v38, 8, v38
	.loc	1 47 10                         ; triton_scratch_src.py:47:10
	s_movk_i32 s69, 0x70
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v38, v65, v38
	ds_write_b16 v1, v38
	v_bitop3_b32 v1, v56, s69, v57 bitop3:0x36
	s_waitcnt vmcnt(8)
	v_lshlrev_b16_e32 v40, 8, v40
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v40, v66, v40
	.loc	1 48 23                         ; triton_scratch_src.py:48:23
	s_movk_i32 s25, 0x80
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	ds_write_b16 v1, v40
	v_bitop3_b32 v1, v56, s25, v57 bitop3:0x36
	s_waitcnt vmcnt(7)
	v_lshlrev_b16_e32 v42, 8, v42
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v42, v67, v42
	s_movk_i32 s24, 0x90
	ds_write_b16 v1, v42
	v_bitop3_b32 v1, v56, s24, v57 bitop3:0x36
	s_waitcnt vmcnt(6)
	v_lshlrev_b16_e32 v44, 8, v44
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v44, v68, v44
	ds_write_b16 v1, v44
	.loc	1 50 14 is_stmt 0               ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[44:45], s[22:23], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	s_movk_i32 s22, 0xa0
	v_bitop3_b32 v1, v56, s22, v57 bitop3:0x36
	s_waitcnt vmcnt(5)
	v_lshlrev_b16_e32 v46, 8, v46
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v46, v69, v46
	ds_write_b16 v1, v46
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[46:47], s[20:21], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	s_movk_i32 s20, 0xb0
	v_bitop3_b32 v1, v56, s20, v57 bitop3:0x36
	s_waitcnt vmcnt(4)
	v_lshlrev_b16_e32 v48, 8, v48
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v48, v70, v48
	ds_write_b16 v1, v48
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[48:49], s[18:19], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	s_movk_i32 s18, 0xc0
	v_bitop3_b32 v1, v56, s18, v57 bitop3:0x36
	s_waitcnt vmcnt(3)
	v_lshlrev_b16_e32 v50, 8, v81
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v50, v71, v50
	ds_write_b16 v1, v50
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[50:51], s[16:17], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	s_movk_i32 s16, 0xd0
	v_bitop3_b32 v1, v56, s16, v57 bitop3:0x36
	s_waitcnt vmcnt(2)
	v_lshlrev_b16_e32 v52, 8, v82
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v52, v72, v52
	ds_write_b16 v1, v52
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[52:53], s[12:13], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	s_movk_i32 s12, 0xe0
	v_bitop3_b32 v1, v56, s12, v57 bitop3:0x36
	s_waitcnt vmcnt(1)
	v_lshlrev_b16_e32 v54, 8, v83
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v54, v73, v54
	ds_write_b16 v1, v54
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[54:55], s[10:11], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	s_movk_i32 s10, 0xf0
	v_bitop3_b32 v1, v56, s10, v57 bitop3:0x36
	s_waitcnt vmcnt(0)
	v_lshlrev_b16_e32 v58, 8, v84
	v_add_u32_e32 v1, 0, v1
	v_or_b32_e32 v58, v74, v58
	ds_write_b16 v1, v58
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v0, 1, v0
	s_bfe_u32 s11, s68, 0x10006
	v_and_b32_e32 v1, 0xf8, v1
	v_and_or_b32 v0, v0, 2, s11
	v_mov_b32_e32 v58, 0x108
	v_readlane_b32 s11, v92, 2
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_bitop3_b32 v1, s11, v1, v58 bitop3:0x6c
	v_or_b32_e32 v58, v0, v1
	v_add_u32_e32 v59, 0, v58
	ds_read_u8 v60, v59
	ds_read_u8 v61, v59 offset:4
	v_xad_u32 v59, v58, 16, 0
	ds_read_u8 v62, v59 offset:512
	ds_read_u8 v63, v59 offset:516
	v_xad_u32 v59, v58, 32, 0
	ds_read_u8 v64, v59 offset:1024
	ds_read_u8 v65, v59 offset:1028
	v_xad_u32 v59, v58, 48, 0
	ds_read_u8 v66, v59 offset:1536
	ds_read_u8 v67, v59 offset:1540
	v_xad_u32 v58, v58, 64, 0
	v_bitop3_b32 v59, v0, s33, v1 bitop3:0x36
	v_add_u32_e32 v59, 0, v59
	ds_read_u8 v68, v58 offset:2048
	ds_read_u8 v69, v58 offset:2052
	ds_read_u8 v70, v59 offset:2560
	ds_read_u8 v71, v59 offset:2564
	v_bitop3_b32 v58, v0, s70, v1 bitop3:0x36
	v_add_u32_e32 v58, 0, v58
	v_bitop3_b32 v59, v0, s69, v1 bitop3:0x36
	v_add_u32_e32 v59, 0, v59
	ds_read_u8 v72, v58 offset:3072
	ds_read_u8 v73, v58 offset:3076
	ds_read_u8 v74, v59 offset:3584
	ds_read_u8 v75, v59 offset:3588
	v_bitop3_b32 v58, v0, s25, v1 bitop3:0x36
	v_add_u32_e32 v58, 0, v58
	v_bitop3_b32 v59, v0, s24, v1 bitop3:0x36
	v_add_u32_e32 v59, 0, v59
	ds_read_u8 v76, v58 offset:4096
	ds_read_u8 v77, v58 offset:4100
	ds_read_u8 v78, v59 offset:4608
	ds_read_u8 v79, v59 offset:4612
	v_bitop3_b32 v58, v0, s22, v1 bitop3:0x36
	v_add_u32_e32 v58, 0, v58
	v_bitop3_b32 v59, v0, s20, v1 bitop3:0x36
	v_add_u32_e32 v59, 0, v59
	ds_read_u8 v80, v58 offset:5120
	ds_read_u8 v81, v58 offset:5124
	ds_read_u8 v82, v59 offset:5632
	ds_read_u8 v83, v59 offset:5636
	v_bitop3_b32 v58, v0, s18, v1 bitop3:0x36
	v_add_u32_e32 v58, 0, v58
	v_bitop3_b32 v59, v0, s16, v1 bitop3:0x36
	v_add_u32_e32 v59, 0, v59
	ds_read_u8 v84, v58 offset:6144
	ds_read_u8 v85, v58 offset:6148
	ds_read_u8 v86, v59 offset:6656
	ds_read_u8 v87, v59 offset:6660
	v_bitop3_b32 v58, v0, s12, v1 bitop3:0x36
	v_bitop3_b32 v59, v0, s10, v1 bitop3:0x36
	v_add_u32_e32 v58, 0, v58
	v_add_u32_e32 v59, 0, v59
	ds_read_u8 v88, v58 offset:7168
	ds_read_u8 v89, v58 offset:7172
	ds_read_u8 v90, v59 offset:7680
	ds_read_u8 v91, v59 offset:7684
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[22:23], s[34:35], 0, v[2:3]
	v_lshl_add_u64 v[4:5], s[46:47], 0, v[2:3]
	v_lshl_add_u64 v[6:7], s[50:51], 0, v[2:3]
	v_lshl_add_u64 v[8:9], s[52:53], 0, v[2:3]
	v_lshl_add_u64 v[10:11], s[54:55], 0, v[2:3]
	v_lshl_add_u64 v[12:13], s[56:57], 0, v[2:3]
	v_lshl_add_u64 v[14:15], s[58:59], 0, v[2:3]
	v_lshl_add_u64 v[16:17], s[60:61], 0, v[2:3]
	v_lshl_add_u64 v[18:19], s[62:63], 0, v[2:3]
	v_lshl_add_u64 v[20:21], s[64:65], 0, v[2:3]
	v_lshl_add_u64 v[26:27], s[48:49], 0, v[2:3]
	v_lshl_add_u64 v[28:29], s[44:45], 0, v[2:3]
	v_lshl_add_u64 v[30:31], s[42:43], 0, v[2:3]
	v_lshl_add_u64 v[32:33], s[38:39], 0, v[2:3]
	v_lshl_add_u64 v[34:35], s[40:41], 0, v[2:3]
	v_lshl_add_u64 v[36:37], s[36:37], 0, v[2:3]
	v_lshl_add_u64 v[38:39], s[30:31], 0, v[2:3]
	v_lshl_add_u64 v[40:41], s[28:29], 0, v[2:3]
	v_lshl_add_u64 v[42:43], s[26:27], 0, v[2:3]
	v_lshl_add_u64 v[56:57], s[14:15], 0, v[2:3]
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[58:59], s[0:1], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	s_waitcnt lgkmcnt(14)
	global_store_byte v[24:25], v60, off
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	global_store_byte v[22:23], v62, off
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[22:23], s[8:9], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	global_store_byte v[4:5], v64, off
	global_store_byte v[6:7], v66, off
	global_store_byte v[8:9], v68, off
	global_store_byte v[10:11], v70, off
	global_store_byte v[12:13], v72, off
	global_store_byte v[14:15], v74, off
	global_store_byte v[16:17], v76, off
	s_waitcnt lgkmcnt(13)
	global_store_byte v[18:19], v78, off
	s_waitcnt lgkmcnt(11)
	global_store_byte v[20:21], v80, off
	s_waitcnt lgkmcnt(9)
	global_store_byte v[26:27], v82, off
	s_waitcnt lgkmcnt(7)
	global_store_byte v[28:29], v84, off
	s_waitcnt lgkmcnt(5)
	global_store_byte v[30:31], v86, off
	s_waitcnt lgkmcnt(3)
	global_store_byte v[32:33], v88, off
	s_waitcnt lgkmcnt(1)
	global_store_byte v[34:35], v90, off
	global_store_byte v[36:37], v61, off
	global_store_byte v[38:39], v63, off
	global_store_byte v[40:41], v65, off
	global_store_byte v[42:43], v67, off
	global_store_byte v[44:45], v69, off
	global_store_byte v[46:47], v71, off
	global_store_byte v[48:49], v73, off
	global_store_byte v[50:51], v75, off
	global_store_byte v[52:53], v77, off
	global_store_byte v[54:55], v79, off
	global_store_byte v[56:57], v81, off
	global_store_byte v[0:1], v83, off
	global_store_byte v[58:59], v85, off
	global_store_byte v[24:25], v87, off
	global_store_byte v[22:23], v89, off
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
; codeLenInByte = 3928
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
    .sgpr_spill_count: 9
    .symbol:         transpose.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     93
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
