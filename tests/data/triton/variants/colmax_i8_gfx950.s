	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	colmax                          ; -- Begin function colmax
	.p2align	8
	.type	colmax,@function
colmax:                                 ; @colmax
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 16 0 prologue_end             ; triton_scratch_src.py:16:0
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
                                        ; implicit-def: $vgpr67 : SGPR spill to VGPR lane
.Ltmp1:
	.loc	1 20 5 is_stmt 1                ; triton_scratch_src.py:20:5
	v_readfirstlane_b32 s0, v0
	v_writelane_b32 v67, s4, 0
	.loc	1 17 10                         ; triton_scratch_src.py:17:10
	s_and_b32 s1, s0, 0xc0
	v_and_b32_e32 v1, 63, v0
	v_writelane_b32 v67, s5, 1
	v_writelane_b32 v67, s6, 2
	v_writelane_b32 v67, s7, 3
	v_writelane_b32 v67, s0, 4
	.loc	1 19 25                         ; triton_scratch_src.py:19:25
	v_writelane_b32 v67, s1, 5
	s_bfe_i32 s1, s0, 0x10007
	s_lshr_b32 s0, s0, 7
	s_mul_i32 s34, s0, s6
	s_mul_i32 s0, s6, 6
	s_add_i32 s37, s34, s0
	s_mul_i32 s0, s6, 10
	s_add_i32 s39, s34, s0
	s_mul_i32 s0, s6, 12
	s_add_i32 s40, s34, s0
	s_mul_i32 s0, s6, 14
	s_add_i32 s41, s34, s0
	s_mul_i32 s0, s6, 18
	s_add_i32 s43, s34, s0
	s_mul_i32 s0, s6, 20
	s_add_i32 s44, s34, s0
	s_mul_i32 s0, s6, 22
	s_add_i32 s45, s34, s0
	s_mul_i32 s0, s6, 24
	s_add_i32 s46, s34, s0
	s_mul_i32 s0, s6, 26
	s_add_i32 s47, s34, s0
	s_mul_i32 s0, s6, 28
	s_add_i32 s50, s34, s0
	s_mul_i32 s0, s6, 30
	s_add_i32 s51, s34, s0
	s_lshl_b32 s0, s6, 5
	s_add_i32 s52, s34, s0
	s_mul_i32 s0, s6, 34
	s_add_i32 s53, s34, s0
	s_mul_i32 s0, s6, 36
	s_add_i32 s54, s34, s0
	s_mul_i32 s0, s6, 38
	s_add_i32 s55, s34, s0
	s_mul_i32 s0, s6, 40
	s_add_i32 s58, s34, s0
	s_mul_i32 s0, s6, 42
	s_add_i32 s59, s34, s0
	s_mul_i32 s0, s6, 44
	s_add_i32 s61, s34, s0
	s_mul_i32 s0, s6, 46
	s_add_i32 s63, s34, s0
	s_mul_i32 s0, s6, 48
	s_add_i32 s65, s34, s0
	s_mul_i32 s0, s6, 50
	s_add_i32 s60, s34, s0
	s_mul_i32 s0, s6, 52
	s_add_i32 s62, s34, s0
	s_mul_i32 s0, s6, 54
	s_add_i32 s64, s34, s0
	s_mul_i32 s0, s6, 56
	s_add_i32 s66, s34, s0
	s_mul_i32 s0, s6, 58
	s_add_i32 s68, s34, s0
	s_mul_i32 s0, s6, 60
	s_add_i32 s57, s34, s0
	s_mul_i32 s0, s6, 62
	s_add_i32 s56, s34, s0
	s_lshl_b32 s0, s6, 6
	s_add_i32 s49, s34, s0
	s_mul_i32 s0, s6, 0x42
	s_add_i32 s48, s34, s0
	s_mul_i32 s0, s6, 0x44
	s_add_i32 s31, s34, s0
	s_mul_i32 s0, s6, 0x46
	s_add_i32 s30, s34, s0
	s_mul_i32 s0, s6, 0x48
	s_add_i32 s29, s34, s0
	s_mul_i32 s0, s6, 0x4a
	s_add_i32 s28, s34, s0
	s_mul_i32 s0, s6, 0x4c
	s_add_i32 s27, s34, s0
	s_mul_i32 s0, s6, 0x4e
	s_add_i32 s26, s34, s0
	s_mul_i32 s0, s6, 0x50
	s_add_i32 s25, s34, s0
	s_mul_i32 s0, s6, 0x52
	s_add_i32 s24, s34, s0
	s_mul_i32 s0, s6, 0x54
	s_add_i32 s23, s34, s0
	s_mul_i32 s0, s6, 0x56
	s_add_i32 s22, s34, s0
	s_mul_i32 s0, s6, 0x58
	s_add_i32 s21, s34, s0
	s_mul_i32 s0, s6, 0x5a
	s_add_i32 s20, s34, s0
	s_mul_i32 s0, s6, 0x5c
	s_add_i32 s19, s34, s0
	s_mul_i32 s0, s6, 0x5e
	s_add_i32 s18, s34, s0
	s_mul_i32 s0, s6, 0x60
	s_add_i32 s17, s34, s0
	s_mul_i32 s0, s6, 0x62
	s_add_i32 s16, s34, s0
	s_mul_i32 s0, s6, 0x64
	s_add_i32 s15, s34, s0
	s_mul_i32 s0, s6, 0x66
	s_add_i32 s14, s34, s0
	s_mul_i32 s0, s6, 0x68
	s_add_i32 s13, s34, s0
	s_mul_i32 s0, s6, 0x6a
	s_add_i32 s12, s34, s0
	s_mul_i32 s0, s6, 0x6c
	s_add_i32 s11, s34, s0
	s_mul_i32 s0, s6, 0x6e
	s_add_i32 s10, s34, s0
	s_mul_i32 s0, s6, 0x70
	s_add_i32 s9, s34, s0
	s_mul_i32 s0, s6, 0x72
	s_add_i32 s8, s34, s0
	s_mul_i32 s0, s6, 0x74
	s_add_i32 s5, s34, s0
	s_mul_i32 s0, s6, 0x76
	s_add_i32 s4, s34, s0
	s_mul_i32 s0, s6, 0x78
	v_writelane_b32 v67, s1, 6
	s_lshl1_add_u32 s35, s6, s34
	s_lshl2_add_u32 s36, s6, s34
	s_lshl3_add_u32 s38, s6, s34
	s_lshl4_add_u32 s42, s6, s34
	s_add_i32 s1, s34, s0
	s_mul_i32 s0, s6, 0x7a
	s_mul_i32 s7, s6, 0x7c
	s_mulk_i32 s6, 0x7e
	s_add_i32 s6, s34, s6
	s_add_i32 s0, s34, s0
	s_add_i32 s33, s34, s7
	.loc	1 19 17 is_stmt 0               ; triton_scratch_src.py:19:17
	v_writelane_b32 v67, s6, 7
	s_ashr_i32 s6, s34, 31
	s_add_u32 s70, s2, s34
	s_addc_u32 s71, s3, s6
	s_ashr_i32 s6, s35, 31
	v_writelane_b32 v67, s70, 8
	s_add_u32 s34, s2, s35
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s71, 9
	v_writelane_b32 v67, s34, 10
	s_ashr_i32 s6, s36, 31
	.loc	1 17 10 is_stmt 1               ; triton_scratch_src.py:17:10
	v_mov_b32_e32 v2, 0x7f
	v_writelane_b32 v67, s35, 11
	.loc	1 19 17                         ; triton_scratch_src.py:19:17
	s_add_u32 s34, s2, s36
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 12
	s_ashr_i32 s6, s37, 31
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	v_bfe_i32 v0, v0, 0, 1
	v_writelane_b32 v67, s35, 13
.Ltmp3:
	.loc	1 19 17                         ; triton_scratch_src.py:19:17
	s_add_u32 s34, s2, s37
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 14
	s_ashr_i32 s6, s38, 31
.Ltmp4:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	v_and_b32_e32 v0, 0x204, v0
	v_writelane_b32 v67, s35, 15
.Ltmp5:
	.loc	1 19 17                         ; triton_scratch_src.py:19:17
	s_add_u32 s34, s2, s38
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 16
	s_ashr_i32 s6, s39, 31
	s_nop 0
	v_writelane_b32 v67, s35, 17
	s_add_u32 s34, s2, s39
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 18
	s_ashr_i32 s6, s40, 31
	s_nop 0
	v_writelane_b32 v67, s35, 19
	s_add_u32 s34, s2, s40
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 20
	s_ashr_i32 s6, s41, 31
	s_nop 0
	v_writelane_b32 v67, s35, 21
	s_add_u32 s34, s2, s41
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 22
	s_ashr_i32 s6, s42, 31
	s_nop 0
	v_writelane_b32 v67, s35, 23
	s_add_u32 s34, s2, s42
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 24
	s_ashr_i32 s6, s43, 31
	s_nop 0
	v_writelane_b32 v67, s35, 25
	s_add_u32 s34, s2, s43
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 26
	s_ashr_i32 s6, s44, 31
	s_nop 0
	v_writelane_b32 v67, s35, 27
	s_add_u32 s34, s2, s44
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 28
	s_ashr_i32 s6, s45, 31
	s_nop 0
	v_writelane_b32 v67, s35, 29
	s_add_u32 s34, s2, s45
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 30
	s_ashr_i32 s6, s46, 31
	s_nop 0
	v_writelane_b32 v67, s35, 31
	s_add_u32 s34, s2, s46
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 32
	s_ashr_i32 s6, s47, 31
	s_nop 0
	v_writelane_b32 v67, s35, 33
	s_add_u32 s34, s2, s47
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 34
	s_ashr_i32 s6, s50, 31
	s_nop 0
	v_writelane_b32 v67, s35, 35
	s_add_u32 s34, s2, s50
	s_addc_u32 s35, s3, s6
	v_writelane_b32 v67, s34, 36
	s_ashr_i32 s6, s51, 31
	s_nop 0
	v_writelane_b32 v67, s35, 37
	s_add_u32 s34, s2, s51
	s_addc_u32 s35, s3, s6
	s_ashr_i32 s6, s52, 31
	s_add_u32 s38, s2, s52
	s_addc_u32 s39, s3, s6
	s_ashr_i32 s6, s53, 31
	s_add_u32 s40, s2, s53
	s_addc_u32 s41, s3, s6
	s_ashr_i32 s6, s54, 31
	s_add_u32 s42, s2, s54
	s_addc_u32 s43, s3, s6
	s_ashr_i32 s6, s55, 31
	s_add_u32 s44, s2, s55
	s_addc_u32 s45, s3, s6
	s_ashr_i32 s6, s58, 31
	s_add_u32 s46, s2, s58
	s_addc_u32 s47, s3, s6
	s_ashr_i32 s6, s59, 31
	s_add_u32 s50, s2, s59
	s_addc_u32 s51, s3, s6
	s_ashr_i32 s6, s61, 31
	s_add_u32 s52, s2, s61
	s_addc_u32 s53, s3, s6
	s_ashr_i32 s6, s63, 31
	s_add_u32 s54, s2, s63
	s_addc_u32 s55, s3, s6
	s_ashr_i32 s6, s65, 31
	s_add_u32 s58, s2, s65
	s_addc_u32 s59, s3, s6
	s_ashr_i32 s6, s60, 31
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s6
	s_ashr_i32 s6, s62, 31
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s6
	s_ashr_i32 s6, s64, 31
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s6
	s_ashr_i32 s6, s66, 31
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s6
	s_ashr_i32 s6, s68, 31
	s_add_u32 s70, s2, s68
	s_addc_u32 s71, s3, s6
	s_ashr_i32 s6, s57, 31
	s_add_u32 s72, s2, s57
	s_addc_u32 s73, s3, s6
	s_ashr_i32 s6, s56, 31
	s_add_u32 s74, s2, s56
	s_addc_u32 s75, s3, s6
	s_ashr_i32 s6, s49, 31
	s_add_u32 s76, s2, s49
	s_addc_u32 s77, s3, s6
	s_ashr_i32 s6, s48, 31
	s_add_u32 s80, s2, s48
	s_addc_u32 s81, s3, s6
	s_ashr_i32 s6, s31, 31
	s_add_u32 s48, s2, s31
	s_addc_u32 s49, s3, s6
	s_ashr_i32 s6, s30, 31
	s_add_u32 s56, s2, s30
	s_addc_u32 s57, s3, s6
	s_ashr_i32 s6, s29, 31
	s_add_u32 s84, s2, s29
	s_addc_u32 s85, s3, s6
	s_ashr_i32 s6, s28, 31
	s_add_u32 s86, s2, s28
	s_addc_u32 s87, s3, s6
	s_ashr_i32 s6, s27, 31
	s_add_u32 s88, s2, s27
	s_addc_u32 s89, s3, s6
	s_ashr_i32 s6, s26, 31
	s_add_u32 s90, s2, s26
	s_addc_u32 s91, s3, s6
	s_ashr_i32 s6, s25, 31
	s_add_u32 s94, s2, s25
	s_addc_u32 s95, s3, s6
	s_ashr_i32 s6, s24, 31
	s_add_u32 s96, s2, s24
	s_addc_u32 s97, s3, s6
	s_ashr_i32 s6, s23, 31
	s_add_u32 s82, s2, s23
	s_addc_u32 s83, s3, s6
	s_ashr_i32 s6, s22, 31
	s_add_u32 s68, s2, s22
	v_writelane_b32 v67, s34, 38
	s_addc_u32 s69, s3, s6
	s_ashr_i32 s6, s21, 31
	v_writelane_b32 v67, s35, 39
	s_add_u32 s34, s2, s21
	s_addc_u32 s35, s3, s6
	s_ashr_i32 s6, s20, 31
	s_add_u32 s30, s2, s20
	s_addc_u32 s31, s3, s6
	s_ashr_i32 s6, s19, 31
	s_add_u32 s92, s2, s19
	s_addc_u32 s93, s3, s6
	s_ashr_i32 s6, s18, 31
	s_add_u32 s78, s2, s18
	s_addc_u32 s79, s3, s6
	s_ashr_i32 s6, s17, 31
	s_add_u32 s28, s2, s17
	s_addc_u32 s29, s3, s6
	s_ashr_i32 s6, s16, 31
	s_add_u32 vcc_lo, s2, s16
	s_addc_u32 vcc_hi, s3, s6
	s_ashr_i32 s6, s15, 31
	s_add_u32 s98, s2, s15
	s_addc_u32 s99, s3, s6
	s_ashr_i32 s6, s14, 31
	s_add_u32 s26, s2, s14
	s_addc_u32 s27, s3, s6
	s_ashr_i32 s6, s13, 31
	s_add_u32 s22, s2, s13
	s_addc_u32 s23, s3, s6
	s_ashr_i32 s6, s12, 31
	s_add_u32 s24, s2, s12
	s_addc_u32 s25, s3, s6
	s_ashr_i32 s6, s11, 31
	s_add_u32 s18, s2, s11
	s_addc_u32 s19, s3, s6
	s_ashr_i32 s6, s10, 31
	s_add_u32 s12, s2, s10
	s_addc_u32 s13, s3, s6
	s_ashr_i32 s6, s9, 31
	s_add_u32 s16, s2, s9
	s_addc_u32 s17, s3, s6
	s_ashr_i32 s6, s8, 31
	s_add_u32 s10, s2, s8
	s_addc_u32 s11, s3, s6
	s_ashr_i32 s6, s5, 31
	s_add_u32 s20, s2, s5
	s_addc_u32 s21, s3, s6
	s_ashr_i32 s5, s4, 31
	s_add_u32 s14, s2, s4
	s_addc_u32 s15, s3, s5
	s_ashr_i32 s5, s1, 31
	s_add_u32 s6, s2, s1
	s_addc_u32 s7, s3, s5
	s_ashr_i32 s1, s0, 31
	s_add_u32 s4, s2, s0
	s_addc_u32 s5, s3, s1
	s_ashr_i32 s0, s33, 31
	s_add_u32 s8, s2, s33
	v_readlane_b32 s1, v67, 7
	s_addc_u32 s9, s3, s0
	s_ashr_i32 s0, s1, 31
	s_add_u32 s2, s2, s1
	s_addc_u32 s3, s3, s0
	v_readlane_b32 s0, v67, 5
	.loc	1 19 9 is_stmt 0                ; triton_scratch_src.py:19:9
	v_readlane_b32 s36, v67, 8
	v_readlane_b32 s37, v67, 9
	.loc	1 17 10 is_stmt 1               ; triton_scratch_src.py:17:10
	v_bitop3_b32 v2, s0, v2, v1 bitop3:0xc8
	v_or_b32_e32 v1, s0, v1
.Ltmp6:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	v_readlane_b32 s0, v67, 6
	v_lshlrev_b32_e32 v1, 2, v1
	v_and_b32_e32 v1, 0x1f8, v1
.Ltmp7:
	.loc	1 19 9                          ; triton_scratch_src.py:19:9
	global_load_sbyte v3, v2, s[36:37]
	v_readlane_b32 s36, v67, 10
	v_readlane_b32 s37, v67, 11
	s_nop 4
	global_load_sbyte v4, v2, s[36:37]
	v_readlane_b32 s36, v67, 16
	v_readlane_b32 s37, v67, 17
.Ltmp8:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	s_waitcnt vmcnt(0)
	v_max_i16_e32 v3, v3, v4
.Ltmp9:
	.loc	1 19 9                          ; triton_scratch_src.py:19:9
	s_nop 2
	global_load_sbyte v5, v2, s[36:37]
	v_readlane_b32 s36, v67, 18
	v_readlane_b32 s37, v67, 19
	s_nop 4
	global_load_sbyte v6, v2, s[36:37]
	v_readlane_b32 s36, v67, 20
	v_readlane_b32 s37, v67, 21
.Ltmp10:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	s_waitcnt vmcnt(0)
	v_max_i16_e32 v4, v5, v6
.Ltmp11:
	.loc	1 19 9                          ; triton_scratch_src.py:19:9
	s_nop 2
	global_load_sbyte v7, v2, s[36:37]
	v_readlane_b32 s36, v67, 22
	v_readlane_b32 s37, v67, 23
	s_nop 4
	global_load_sbyte v8, v2, s[36:37]
	v_readlane_b32 s36, v67, 12
	v_readlane_b32 s37, v67, 13
.Ltmp12:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	s_waitcnt vmcnt(0)
	v_max_i16_e32 v5, v7, v8
.Ltmp13:
	.loc	1 19 9                          ; triton_scratch_src.py:19:9
	s_nop 2
	global_load_sbyte v9, v2, s[36:37]
	v_readlane_b32 s36, v67, 14
	v_readlane_b32 s37, v67, 15
	s_nop 4
	global_load_sbyte v10, v2, s[36:37]
	v_readlane_b32 s36, v67, 24
	v_readlane_b32 s37, v67, 25
.Ltmp14:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	s_waitcnt vmcnt(0)
	v_max3_i16 v3, v3, v9, v10
.Ltmp15:
	.loc	1 19 9                          ; triton_scratch_src.py:19:9
	s_nop 2
	global_load_sbyte v11, v2, s[36:37]
	v_readlane_b32 s36, v67, 26
	v_readlane_b32 s37, v67, 27
.Ltmp16:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	v_max3_i16 v3, v3, v4, v5
.Ltmp17:
	.loc	1 19 9                          ; triton_scratch_src.py:19:9
	s_nop 3
	global_load_sbyte v12, v2, s[36:37]
	v_readlane_b32 s36, v67, 32
	v_readlane_b32 s37, v67, 33
.Ltmp18:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	s_waitcnt vmcnt(0)
	v_max_i16_e32 v6, v11, v12
.Ltmp19:
	.loc	1 19 9                          ; triton_scratch_src.py:19:9
	s_nop 2
	global_load_sbyte v13, v2, s[36:37]
	v_readlane_b32 s36, v67, 34
	v_readlane_b32 s37, v67, 35
	s_nop 4
	global_load_sbyte v14, v2, s[36:37]
	v_readlane_b32 s36, v67, 28
	v_readlane_b32 s37, v67, 29
.Ltmp20:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	s_waitcnt vmcnt(0)
	v_max_i16_e32 v7, v13, v14
.Ltmp21:
	.loc	1 19 9                          ; triton_scratch_src.py:19:9
	s_nop 2
	global_load_sbyte v15, v2, s[36:37]
	v_readlane_b32 s36, v67, 36
	v_readlane_b32 s37, v67, 37
	s_nop 4
	global_load_sbyte v16, v2, s[36:37]
	v_readlane_b32 s36, v67, 38
	v_readlane_b32 s37, v67, 39
	s_nop 4
	global_load_sbyte v17, v2, s[36:37]
	v_readlane_b32 s36, v67, 30
	v_readlane_b32 s37, v67, 31
	s_nop 4
	global_load_sbyte v18, v2, s[36:37]
	global_load_sbyte v19, v2, s[38:39]
	global_load_sbyte v20, v2, s[40:41]
	global_load_sbyte v21, v2, s[46:47]
	global_load_sbyte v22, v2, s[50:51]
	global_load_sbyte v23, v2, s[42:43]
	global_load_sbyte v24, v2, s[52:53]
	global_load_sbyte v25, v2, s[54:55]
	global_load_sbyte v26, v2, s[44:45]
	global_load_sbyte v27, v2, s[58:59]
	global_load_sbyte v28, v2, s[60:61]
	global_load_sbyte v29, v2, s[62:63]
	global_load_sbyte v30, v2, s[64:65]
	global_load_sbyte v31, v2, s[66:67]
	global_load_sbyte v32, v2, s[70:71]
	global_load_sbyte v33, v2, s[72:73]
	global_load_sbyte v34, v2, s[74:75]
	global_load_sbyte v35, v2, s[76:77]
	global_load_sbyte v36, v2, s[80:81]
	global_load_sbyte v37, v2, s[84:85]
	global_load_sbyte v38, v2, s[86:87]
	global_load_sbyte v39, v2, s[88:89]
	global_load_sbyte v40, v2, s[90:91]
	global_load_sbyte v41, v2, s[94:95]
	global_load_sbyte v42, v2, s[96:97]
	global_load_sbyte v43, v2, s[34:35]
	global_load_sbyte v44, v2, s[30:31]
	global_load_sbyte v45, v2, s[28:29]
	global_load_sbyte v46, v2, vcc
	global_load_sbyte v47, v2, s[22:23]
	global_load_sbyte v48, v2, s[24:25]
	global_load_sbyte v49, v2, s[18:19]
	global_load_sbyte v50, v2, s[12:13]
	global_load_sbyte v51, v2, s[16:17]
	global_load_sbyte v52, v2, s[10:11]
	global_load_sbyte v53, v2, s[6:7]
	global_load_sbyte v54, v2, s[4:5]
	global_load_sbyte v55, v2, s[48:49]
	global_load_sbyte v56, v2, s[56:57]
	global_load_sbyte v57, v2, s[98:99]
	global_load_sbyte v58, v2, s[26:27]
	global_load_sbyte v59, v2, s[82:83]
	global_load_sbyte v60, v2, s[92:93]
                                        ; kill: killed $sgpr92 killed $sgpr93
                                        ; kill: killed $vcc_lo killed $vcc_hi
                                        ; kill: killed $sgpr22 killed $sgpr23
                                        ; kill: killed $sgpr12 killed $sgpr13
                                        ; kill: killed $sgpr82 killed $sgpr83
                                        ; kill: killed $sgpr4 killed $sgpr5
                                        ; kill: killed $sgpr26 killed $sgpr27
                                        ; kill: killed $sgpr56 killed $sgpr57
                                        ; kill: killed $sgpr18 killed $sgpr19
                                        ; kill: killed $sgpr10 killed $sgpr11
                                        ; kill: killed $sgpr6 killed $sgpr7
                                        ; kill: killed $sgpr98 killed $sgpr99
                                        ; kill: killed $sgpr48 killed $sgpr49
                                        ; kill: killed $sgpr24 killed $sgpr25
                                        ; kill: killed $sgpr16 killed $sgpr17
	global_load_sbyte v61, v2, s[78:79]
	global_load_sbyte v62, v2, s[68:69]
	global_load_sbyte v63, v2, s[20:21]
	global_load_sbyte v64, v2, s[8:9]
	global_load_sbyte v65, v2, s[2:3]
	global_load_sbyte v66, v2, s[14:15]
	v_readlane_b32 s4, v67, 4
.Ltmp22:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	s_waitcnt vmcnt(46)
	v_max_i16_e32 v8, v19, v20
	s_waitcnt vmcnt(44)
	v_max_i16_e32 v11, v21, v22
	s_waitcnt vmcnt(41)
	v_max_i16_e32 v12, v24, v25
	s_waitcnt vmcnt(40)
	v_max3_i16 v8, v8, v23, v26
	v_max3_i16 v4, v8, v11, v12
	s_waitcnt vmcnt(38)
	v_max_i16_e32 v13, v27, v28
	s_waitcnt vmcnt(36)
	v_max3_i16 v9, v13, v29, v30
	s_waitcnt vmcnt(34)
	v_max_i16_e32 v14, v31, v32
	s_waitcnt vmcnt(32)
	v_max_i16_e32 v19, v33, v34
	v_max3_i16 v5, v9, v14, v19
	s_waitcnt vmcnt(30)
	v_max_i16_e32 v20, v35, v36
	s_waitcnt vmcnt(28)
	v_max_i16_e32 v21, v37, v38
	s_waitcnt vmcnt(26)
	v_max_i16_e32 v22, v39, v40
	s_waitcnt vmcnt(24)
	v_max_i16_e32 v24, v41, v42
	s_waitcnt vmcnt(22)
	v_max_i16_e32 v25, v43, v44
	s_waitcnt vmcnt(20)
	v_max_i16_e32 v27, v45, v46
	v_max3_i16 v6, v6, v15, v18
	s_waitcnt vmcnt(18)
	v_max_i16_e32 v28, v47, v48
	s_waitcnt vmcnt(16)
	v_max_i16_e32 v31, v49, v50
	s_waitcnt vmcnt(14)
	v_max_i16_e32 v32, v51, v52
	s_waitcnt vmcnt(12)
	v_max_i16_e32 v33, v53, v54
	s_waitcnt vmcnt(10)
	v_max3_i16 v10, v20, v55, v56
	v_max3_i16 v8, v10, v21, v22
	s_waitcnt vmcnt(5)
	v_max3_i16 v15, v25, v60, v61
	s_waitcnt vmcnt(4)
	v_max3_i16 v13, v24, v59, v62
	v_max3_i16 v7, v7, v16, v17
	v_max3_i16 v3, v3, v6, v7
	v_max3_i16 v16, v27, v57, v58
	v_max3_i16 v3, v3, v4, v5
.Ltmp23:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	v_lshlrev_b32_e32 v4, 2, v2
	v_mov_b32_e32 v5, 0x204
.Ltmp24:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	s_waitcnt vmcnt(0)
	v_max3_i16 v17, v32, v63, v66
	v_max3_i16 v18, v33, v64, v65
	v_max3_i16 v9, v16, v28, v31
.Ltmp25:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	v_bitop3_b32 v5, v4, s0, v5 bitop3:0x78
	s_lshr_b32 s0, s4, 5
.Ltmp26:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	v_max3_i16 v6, v8, v13, v15
	v_max3_i16 v7, v9, v17, v18
.Ltmp27:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	s_and_b32 s0, s0, 4
.Ltmp28:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	v_max3_i16 v3, v3, v6, v7
.Ltmp29:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	v_bitop3_b32 v0, v1, s0, v0 bitop3:0x36
.Ltmp30:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	v_bfe_i32 v3, v3, 0, 16
.Ltmp31:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	v_add_u32_e32 v5, 0, v5
	v_add_u32_e32 v0, 0, v0
	ds_write_b32 v5, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	v_add_u32_e32 v1, s0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp32:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:20:26 ] ]
	v_max_i32_dpp v0, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp33:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:20:26 ]
	ds_write_b32 v1, v0
	v_add_u32_e32 v0, 0, v4
	v_readlane_b32 s0, v67, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v0
	v_readlane_b32 s1, v67, 1
.Ltmp34:
	.loc	1 20 5                          ; triton_scratch_src.py:20:5
	s_and_b32 s1, s1, 0xffff
	s_bitcmp0_b32 s4, 7
	v_readlane_b32 s2, v67, 2
	v_readlane_b32 s3, v67, 3
	v_bfrev_b32_e32 v0, 1
	s_cselect_b64 vcc, -1, 0
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_cndmask_b32_e32 v0, v0, v2, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_byte v1, v0, s[0:3], 0 offen
	.loc	1 16 1                          ; triton_scratch_src.py:16:1
	s_endpgm
.Ltmp35:
.Lfunc_end0:
	.size	colmax, .Lfunc_end0-colmax
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel colmax
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
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 68
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
	.set .Lcolmax.num_vgpr, 68
	.set .Lcolmax.num_agpr, 0
	.set .Lcolmax.numbered_sgpr, 100
	.set .Lcolmax.num_named_barrier, 0
	.set .Lcolmax.private_seg_size, 0
	.set .Lcolmax.uses_vcc, 1
	.set .Lcolmax.uses_flat_scratch, 0
	.set .Lcolmax.has_dyn_sized_stack, 0
	.set .Lcolmax.has_recursion, 0
	.set .Lcolmax.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3512
; TotalNumSgprs: 106
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 68
; AccumOffset: 68
; Occupancy: 6
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
	.byte	1                               ; Abbrev [1] 0xb:0x51 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x2b DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	20                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
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
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.asciz	"colmax"                        ; string offset=53 ; colmax
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
    .name:           colmax
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 40
    .symbol:         colmax.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     68
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
