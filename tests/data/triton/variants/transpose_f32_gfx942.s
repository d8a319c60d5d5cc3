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
	v_readfirstlane_b32 s22, v0
	s_and_b32 s0, s22, 0x1c0
	.loc	1 47 23                         ; triton_scratch_src.py:47:23
	v_and_b32_e32 v1, 63, v0
	.loc	1 47 10 is_stmt 0               ; triton_scratch_src.py:47:10
	s_lshl_b32 s1, s12, 6
	.loc	1 47 23                         ; triton_scratch_src.py:47:23
	v_or_b32_e32 v36, s0, v1
	s_lshr_b32 s0, s22, 7
	.loc	1 47 10                         ; triton_scratch_src.py:47:10
	s_or_b32 s0, s0, s1
	s_or_b32 s8, s0, 4
	s_or_b32 s9, s0, 8
	s_or_b32 s11, s0, 12
	s_or_b32 s12, s0, 16
	s_or_b32 s15, s0, 20
	s_or_b32 s16, s0, 24
	s_or_b32 s17, s0, 28
	s_or_b32 s19, s0, 32
	s_or_b32 s20, s0, 36
	s_or_b32 s21, s0, 40
	s_or_b32 s43, s0, 44
	s_or_b32 s45, s0, 48
	s_or_b32 s47, s0, 52
	s_or_b32 s49, s0, 56
	s_or_b32 s51, s0, 60
	v_or_b32_e32 v2, s1, v1
	.loc	1 48 10 is_stmt 1               ; triton_scratch_src.py:48:10
	s_lshl_b32 s1, s13, 7
	.loc	1 48 23 is_stmt 0               ; triton_scratch_src.py:48:23
	s_lshr_b32 s25, s22, 6
	v_and_b32_e32 v1, 0x7f, v36
	.loc	1 49 25 is_stmt 1               ; triton_scratch_src.py:49:25
	s_mul_i32 s0, s0, s7
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	s_or_b32 s25, s25, s1
	v_or_b32_e32 v4, s1, v1
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_ashr_i32 s1, s0, 31
	.loc	1 47 23                         ; triton_scratch_src.py:47:23
	s_and_b32 s24, s22, 0x180
	.loc	1 48 10                         ; triton_scratch_src.py:48:10
	s_or_b32 s26, s25, 8
	s_or_b32 s27, s25, 16
	s_or_b32 s28, s25, 24
	s_or_b32 s29, s25, 32
	s_or_b32 s30, s25, 40
	s_or_b32 s31, s25, 48
	s_or_b32 s33, s25, 56
	s_or_b32 s34, s25, 64
	s_or_b32 s35, s25, 0x48
	s_or_b32 s36, s25, 0x50
	s_or_b32 s37, s25, 0x58
	s_or_b32 s38, s25, 0x60
	s_or_b32 s39, s25, 0x68
	s_or_b32 s40, s25, 0x70
	s_or_b32 s41, s25, 0x78
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_lshl_b64 s[0:1], s[0:1], 2
	.loc	1 49 25 is_stmt 0               ; triton_scratch_src.py:49:25
	s_mul_i32 s10, s8, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s0, s2, s0
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s18, s11, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s14, s9, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s10, s2, s10
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s44, s15, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s2, s14
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s50, s19, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s42, s12, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s18, s2, s18
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s56, s43, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 2
	s_add_u32 s42, s2, s42
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s52, s20, s7
	s_mul_i32 s20, s45, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s43, s3, s43
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 2
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s46, s16, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s44, s2, s44
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s16, s47, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 2
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s48, s17, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s46, s2, s46
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s12, s49, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s47, s3, s47
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 2
	s_add_u32 s48, s2, s48
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s8, s51, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 2
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 2
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s54, s21, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 2
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 2
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 2
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 2
	v_ashrrev_i32_e32 v5, 31, v4
	s_add_u32 s2, s2, s8
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_addc_u32 s3, s3, s9
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[34:35], s[12:13], 0, v[4:5]
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[4:5]
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[4:5]
	v_lshl_add_u64 v[12:13], s[18:19], 0, v[4:5]
	v_lshl_add_u64 v[14:15], s[42:43], 0, v[4:5]
	v_lshl_add_u64 v[16:17], s[44:45], 0, v[4:5]
	v_lshl_add_u64 v[18:19], s[46:47], 0, v[4:5]
	v_lshl_add_u64 v[20:21], s[48:49], 0, v[4:5]
	v_lshl_add_u64 v[22:23], s[50:51], 0, v[4:5]
	v_lshl_add_u64 v[24:25], s[52:53], 0, v[4:5]
	v_lshl_add_u64 v[26:27], s[54:55], 0, v[4:5]
	v_lshl_add_u64 v[28:29], s[56:57], 0, v[4:5]
	v_lshl_add_u64 v[30:31], s[20:21], 0, v[4:5]
	v_lshl_add_u64 v[32:33], s[16:17], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_dword v1, v[6:7], off
	global_load_dword v37, v[8:9], off
	global_load_dword v38, v[10:11], off
	global_load_dword v39, v[12:13], off
	global_load_dword v40, v[14:15], off
	global_load_dword v41, v[16:17], off
	global_load_dword v42, v[18:19], off
	global_load_dword v43, v[20:21], off
	global_load_dword v44, v[22:23], off
	global_load_dword v45, v[24:25], off
	global_load_dword v46, v[26:27], off
	global_load_dword v47, v[28:29], off
	global_load_dword v48, v[30:31], off
	global_load_dword v49, v[32:33], off
	global_load_dword v50, v[34:35], off
                                        ; kill: killed $vgpr8_vgpr9
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr18_vgpr19
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr14_vgpr15
                                        ; kill: killed $vgpr24_vgpr25
                                        ; kill: killed $vgpr10_vgpr11
                                        ; kill: killed $vgpr34_vgpr35
                                        ; kill: killed $vgpr20_vgpr21
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr30_vgpr31
                                        ; kill: killed $vgpr16_vgpr17
                                        ; kill: killed $vgpr26_vgpr27
                                        ; kill: killed $vgpr12_vgpr13
                                        ; kill: killed $vgpr22_vgpr23
	s_nop 0
	global_load_dword v34, v[4:5], off
	.loc	1 50 22 is_stmt 1               ; triton_scratch_src.py:50:22
	s_mul_i32 s0, s25, s6
	.loc	1 50 14 is_stmt 0               ; triton_scratch_src.py:50:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	.loc	1 50 22                         ; triton_scratch_src.py:50:22
	s_mul_i32 s10, s26, s6
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_ashr_i32 s11, s10, 31
	.loc	1 50 22                         ; triton_scratch_src.py:50:22
	s_mul_i32 s14, s27, s6
	s_mul_i32 s18, s28, s6
	s_mul_i32 s20, s29, s6
	s_mul_i32 s26, s30, s6
	s_mul_i32 s28, s31, s6
	s_mul_i32 s30, s33, s6
	s_mul_i32 s34, s34, s6
	s_mul_i32 s42, s35, s6
	s_mul_i32 s36, s36, s6
	s_mul_i32 s44, s37, s6
	s_mul_i32 s16, s38, s6
	s_mul_i32 s12, s39, s6
	s_mul_i32 s8, s40, s6
	s_mul_i32 s2, s41, s6
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_lshl_b64 s[6:7], s[10:11], 2
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[10:11], s[14:15], 2
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[14:15], s[18:19], 2
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[18:19], s[20:21], 2
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[20:21], s[26:27], 2
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[26:27], s[28:29], 2
	s_add_u32 s26, s4, s26
	s_addc_u32 s27, s5, s27
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[28:29], s[30:31], 2
	s_add_u32 s28, s4, s28
	s_addc_u32 s29, s5, s29
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[30:31], s[34:35], 2
	s_add_u32 s30, s4, s30
	s_addc_u32 s31, s5, s31
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[34:35], s[42:43], 2
	s_add_u32 s34, s4, s34
	s_addc_u32 s35, s5, s35
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[38:39], s[44:45], 2
	s_add_u32 s38, s4, s38
	s_addc_u32 s39, s5, s39
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s8, s4, s8
	s_addc_u32 s9, s5, s9
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_u32 s2, s4, s2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_lshlrev_b32_e32 v51, 5, v0
	s_movk_i32 s23, 0x180
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_lshlrev_b32_e32 v35, 10, v0
	v_and_b32_e32 v51, 0x60, v51
	v_lshlrev_b32_e32 v52, 2, v36
	v_and_b32_e32 v0, 28, v0
	s_lshr_b32 s0, s24, 2
	v_and_or_b32 v52, v52, s23, v51
	v_or_b32_e32 v53, s0, v0
	v_xor_b32_e32 v52, v52, v53
	s_movk_i32 s0, 0x7c00
	v_and_or_b32 v35, v35, s0, v52
	v_add_u32_e32 v52, 0, v35
	s_waitcnt vmcnt(7)
	ds_write2st64_b32 v52, v1, v44 offset1:2
	v_xad_u32 v1, v35, 4, 0
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v1, v37, v45 offset1:2
	v_xad_u32 v1, v35, 8, 0
	s_waitcnt vmcnt(5)
	ds_write2st64_b32 v1, v38, v46 offset1:2
	v_xad_u32 v1, v35, 12, 0
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v1, v39, v47 offset1:2
	v_xad_u32 v1, v35, 16, 0
	s_waitcnt vmcnt(3)
	ds_write2st64_b32 v1, v40, v48 offset1:2
	v_xad_u32 v1, v35, 20, 0
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v1, v41, v49 offset1:2
	v_xad_u32 v1, v35, 24, 0
	s_lshr_b32 s0, s22, 1
	s_waitcnt vmcnt(1)
	ds_write2st64_b32 v1, v42, v50 offset1:2
	v_xad_u32 v1, v35, 28, 0
	s_and_b32 s0, s0, 0x60
	s_bfe_i32 s1, s22, 0x10008
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[2:3]
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[2:3]
	v_lshl_add_u64 v[12:13], s[18:19], 0, v[2:3]
	v_lshl_add_u64 v[14:15], s[20:21], 0, v[2:3]
	v_lshl_add_u64 v[16:17], s[26:27], 0, v[2:3]
	v_lshl_add_u64 v[18:19], s[28:29], 0, v[2:3]
	v_lshl_add_u64 v[20:21], s[30:31], 0, v[2:3]
	v_lshl_add_u64 v[22:23], s[34:35], 0, v[2:3]
	v_lshl_add_u64 v[24:25], s[36:37], 0, v[2:3]
	v_lshl_add_u64 v[26:27], s[38:39], 0, v[2:3]
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[2:3]
	v_lshl_add_u64 v[30:31], s[12:13], 0, v[2:3]
	v_lshl_add_u64 v[32:33], s[8:9], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v1, v43, v34 offset1:2
	v_lshlrev_b32_e32 v1, 4, v36
	s_and_b32 s1, s1, 0x1004
	s_movk_i32 s2, 0xe00
	v_or_b32_e32 v0, s0, v0
	v_and_or_b32 v1, v1, s2, v51
	v_xor_b32_e32 v0, s1, v0
	v_xor_b32_e32 v44, v0, v1
	v_add_u32_e32 v34, 0, v44
	v_xad_u32 v36, v44, 8, 0
	v_xad_u32 v40, v44, 16, 0
	v_xad_u32 v44, v44, 24, 0
	v_add_u32_e32 v38, 0x2000, v36
	v_add_u32_e32 v42, 0x4000, v40
	v_add_u32_e32 v46, 0x6000, v44
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v34 offset1:32
	ds_read2_b32 v[34:35], v34 offset0:64 offset1:96
	ds_read2_b32 v[36:37], v38 offset1:32
	ds_read2_b32 v[38:39], v38 offset0:64 offset1:96
	ds_read2_b32 v[40:41], v42 offset1:32
	ds_read2_b32 v[42:43], v42 offset0:64 offset1:96
	ds_read2_b32 v[44:45], v46 offset1:32
	ds_read2_b32 v[46:47], v46 offset0:64 offset1:96
	s_waitcnt lgkmcnt(7)
	global_store_dword v[4:5], v0, off
	s_waitcnt lgkmcnt(5)
	global_store_dword v[6:7], v36, off
	s_waitcnt lgkmcnt(3)
	global_store_dword v[8:9], v40, off
	s_waitcnt lgkmcnt(1)
	global_store_dword v[10:11], v44, off
	global_store_dword v[12:13], v1, off
	global_store_dword v[14:15], v37, off
	global_store_dword v[16:17], v41, off
	global_store_dword v[18:19], v45, off
	global_store_dword v[20:21], v34, off
	global_store_dword v[22:23], v38, off
	global_store_dword v[24:25], v42, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[26:27], v46, off
	global_store_dword v[28:29], v35, off
	global_store_dword v[30:31], v39, off
	global_store_dword v[32:33], v43, off
	global_store_dword v[2:3], v47, off
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 58
		.amdhsa_accum_offset 56
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
	.set .Ltranspose.num_vgpr, 54
	.set .Ltranspose.num_agpr, 0
	.set .Ltranspose.numbered_sgpr, 58
	.set .Ltranspose.num_named_barrier, 0
	.set .Ltranspose.private_seg_size, 0
	.set .Ltranspose.uses_vcc, 0
	.set .Ltranspose.uses_flat_scratch, 0
	.set .Ltranspose.has_dyn_sized_stack, 0
	.set .Ltranspose.has_recursion, 0
	.set .Ltranspose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2072
; TotalNumSgprs: 64
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 64
; NumVGPRsForWavesPerEU: 54
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
    .max_flat_workgroup_size: 512
    .name:           transpose
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         transpose.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     54
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
