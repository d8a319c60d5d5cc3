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
	v_readfirstlane_b32 s24, v0
	.loc	1 47 23                         ; triton_scratch_src.py:47:23
	s_lshr_b32 s25, s24, 6
	.loc	1 47 10 is_stmt 0               ; triton_scratch_src.py:47:10
	s_lshl_b32 s0, s12, 6
	.loc	1 47 23                         ; triton_scratch_src.py:47:23
	v_and_b32_e32 v1, 63, v0
	s_or_b32 s26, s25, 4
	s_or_b32 s27, s25, 8
	s_or_b32 s28, s25, 12
	s_or_b32 s29, s25, 16
	s_or_b32 s30, s25, 20
	s_or_b32 s31, s25, 24
	s_or_b32 s33, s25, 28
	s_or_b32 s34, s25, 32
	s_or_b32 s35, s25, 36
	s_or_b32 s36, s25, 40
	s_or_b32 s37, s25, 44
	s_or_b32 s38, s25, 48
	s_or_b32 s39, s25, 52
	s_or_b32 s40, s25, 56
	s_or_b32 s41, s25, 60
	.loc	1 47 10                         ; triton_scratch_src.py:47:10
	s_or_b32 s1, s25, s0
	s_or_b32 s8, s26, s0
	s_or_b32 s9, s27, s0
	s_or_b32 s11, s28, s0
	s_or_b32 s12, s29, s0
	s_or_b32 s15, s30, s0
	s_or_b32 s16, s31, s0
	s_or_b32 s17, s33, s0
	s_or_b32 s19, s34, s0
	s_or_b32 s20, s35, s0
	s_or_b32 s21, s36, s0
	s_or_b32 s43, s37, s0
	s_or_b32 s45, s38, s0
	s_or_b32 s47, s39, s0
	s_or_b32 s49, s40, s0
	s_or_b32 s51, s41, s0
	v_or_b32_e32 v2, s0, v1
	.loc	1 48 10 is_stmt 1               ; triton_scratch_src.py:48:10
	s_lshl_b32 s0, s13, 6
	s_or_b32 s25, s25, s0
	s_or_b32 s26, s26, s0
	s_or_b32 s27, s27, s0
	s_or_b32 s28, s28, s0
	s_or_b32 s29, s29, s0
	s_or_b32 s30, s30, s0
	s_or_b32 s31, s31, s0
	s_or_b32 s33, s33, s0
	s_or_b32 s34, s34, s0
	s_or_b32 s35, s35, s0
	s_or_b32 s36, s36, s0
	s_or_b32 s37, s37, s0
	s_or_b32 s38, s38, s0
	s_or_b32 s39, s39, s0
	s_or_b32 s40, s40, s0
	s_or_b32 s41, s41, s0
	v_or_b32_e32 v4, s0, v1
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s0, s1, s7
	.loc	1 49 17 is_stmt 0               ; triton_scratch_src.py:49:17
	s_ashr_i32 s1, s0, 31
	.loc	1 50 5 is_stmt 1                ; triton_scratch_src.py:50:5
	s_and_b32 s23, s24, 0xc0
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 49 25 is_stmt 0               ; triton_scratch_src.py:49:25
	s_mul_i32 s10, s8, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s0, s2, s0
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s18, s11, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s14, s9, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s10, s2, s10
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s44, s15, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s50, s19, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s42, s12, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s18, s2, s18
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s56, s43, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 1
	s_add_u32 s42, s2, s42
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s52, s20, s7
	s_mul_i32 s20, s45, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s43, s3, s43
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 1
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s46, s16, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s44, s2, s44
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s16, s47, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 1
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s48, s17, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s46, s2, s46
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s12, s49, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s47, s3, s47
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 1
	s_add_u32 s48, s2, s48
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s8, s51, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 1
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 1
	.loc	1 49 25                         ; triton_scratch_src.py:49:25
	s_mul_i32 s54, s21, s7
	.loc	1 49 17                         ; triton_scratch_src.py:49:17
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 1
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 1
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_ashrrev_i32_e32 v5, 31, v4
	s_add_u32 s2, s2, s8
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_addc_u32 s3, s3, s9
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[4:5]
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
	v_lshl_add_u64 v[34:35], s[12:13], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 49 9                          ; triton_scratch_src.py:49:9
	global_load_ushort v38, v[6:7], off
	global_load_ushort v39, v[8:9], off
	global_load_ushort v40, v[10:11], off
	global_load_ushort v41, v[12:13], off
	global_load_ushort v42, v[14:15], off
	global_load_ushort v43, v[16:17], off
	global_load_ushort v44, v[18:19], off
	global_load_ushort v45, v[20:21], off
	global_load_ushort v46, v[22:23], off
	global_load_ushort v47, v[24:25], off
	global_load_ushort v48, v[26:27], off
	global_load_ushort v49, v[28:29], off
	global_load_ushort v50, v[30:31], off
	global_load_ushort v51, v[32:33], off
	global_load_ushort v52, v[34:35], off
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr30_vgpr31
                                        ; kill: killed $vgpr16_vgpr17
                                        ; kill: killed $vgpr26_vgpr27
                                        ; kill: killed $vgpr12_vgpr13
                                        ; kill: killed $vgpr22_vgpr23
                                        ; kill: killed $vgpr8_vgpr9
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr18_vgpr19
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr14_vgpr15
                                        ; kill: killed $vgpr24_vgpr25
                                        ; kill: killed $vgpr10_vgpr11
                                        ; kill: killed $vgpr34_vgpr35
                                        ; kill: killed $vgpr20_vgpr21
	global_load_ushort v53, v[4:5], off
	.loc	1 50 22 is_stmt 1               ; triton_scratch_src.py:50:22
	s_mul_i32 s0, s25, s6
	.loc	1 50 14 is_stmt 0               ; triton_scratch_src.py:50:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
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
	s_lshl_b64 s[6:7], s[10:11], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[10:11], s[14:15], 1
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[14:15], s[18:19], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[18:19], s[20:21], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[20:21], s[26:27], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[26:27], s[28:29], 1
	s_add_u32 s26, s4, s26
	s_addc_u32 s27, s5, s27
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[28:29], s[30:31], 1
	s_add_u32 s28, s4, s28
	s_addc_u32 s29, s5, s29
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[30:31], s[34:35], 1
	s_add_u32 s30, s4, s30
	s_addc_u32 s31, s5, s31
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[34:35], s[42:43], 1
	s_add_u32 s34, s4, s34
	s_addc_u32 s35, s5, s35
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[38:39], s[44:45], 1
	s_add_u32 s38, s4, s38
	s_addc_u32 s39, s5, s39
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s4, s8
	s_addc_u32 s9, s5, s9
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_lshrrev_b32_e32 v35, 3, v0
	.loc	1 47 23 is_stmt 1               ; triton_scratch_src.py:47:23
	v_or_b32_e32 v36, s23, v1
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_add_u32 s2, s4, s2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	.loc	1 50 5 is_stmt 0                ; triton_scratch_src.py:50:5
	v_and_b32_e32 v1, 31, v0
	v_and_b32_e32 v35, 4, v35
	.loc	1 50 14                         ; triton_scratch_src.py:50:14
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	.loc	1 50 5                          ; triton_scratch_src.py:50:5
	v_lshlrev_b32_e32 v34, 3, v1
	s_lshr_b32 s0, s24, 5
	s_lshr_b32 s1, s24, 4
	v_lshl_or_b32 v1, v1, 8, v35
	v_and_or_b32 v1, s0, 2, v1
	v_bitop3_b32 v34, s1, v34, 8 bitop3:0x6c
	v_or_b32_e32 v35, v1, v34
	v_add_u32_e32 v37, 0, v35
	s_waitcnt vmcnt(15)
	ds_write_b16 v37, v38
	v_xad_u32 v37, v35, 16, 0
	s_waitcnt vmcnt(14)
	ds_write_b16 v37, v39
	v_xad_u32 v37, v35, 32, 0
	s_waitcnt vmcnt(13)
	ds_write_b16 v37, v40
	v_xad_u32 v37, v35, 48, 0
	v_xad_u32 v35, v35, 64, 0
	s_movk_i32 s0, 0x50
	s_waitcnt vmcnt(12)
	ds_write_b16 v37, v41
	s_waitcnt vmcnt(11)
	ds_write_b16 v35, v42
	v_bitop3_b32 v35, v1, s0, v34 bitop3:0x36
	v_add_u32_e32 v35, 0, v35
	s_movk_i32 s0, 0x60
	s_waitcnt vmcnt(10)
	ds_write_b16 v35, v43
	v_bitop3_b32 v35, v1, s0, v34 bitop3:0x36
	v_add_u32_e32 v35, 0, v35
	s_movk_i32 s1, 0x70
	s_waitcnt vmcnt(9)
	ds_write_b16 v35, v44
	v_bitop3_b32 v35, v1, s1, v34 bitop3:0x36
	v_add_u32_e32 v35, 0, v35
	s_movk_i32 s1, 0x80
	s_waitcnt vmcnt(8)
	ds_write_b16 v35, v45
	v_bitop3_b32 v35, v1, s1, v34 bitop3:0x36
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
	v_add_u32_e32 v35, 0, v35
	s_movk_i32 s2, 0x90
	s_waitcnt vmcnt(7)
	ds_write_b16 v35, v46
	v_bitop3_b32 v35, v1, s2, v34 bitop3:0x36
	v_add_u32_e32 v35, 0, v35
	s_movk_i32 s2, 0xa0
	s_waitcnt vmcnt(6)
	ds_write_b16 v35, v47
	v_bitop3_b32 v35, v1, s2, v34 bitop3:0x36
	v_add_u32_e32 v35, 0, v35
	s_movk_i32 s3, 0xb0
	s_waitcnt vmcnt(5)
	ds_write_b16 v35, v48
	v_bitop3_b32 v35, v1, s3, v34 bitop3:0x36
	s_movk_i32 s22, 0xc0
	v_add_u32_e32 v35, 0, v35
	s_waitcnt vmcnt(4)
	ds_write_b16 v35, v49
	v_bitop3_b32 v35, v1, s22, v34 bitop3:0x36
	v_add_u32_e32 v35, 0, v35
	s_movk_i32 s3, 0xd0
	s_waitcnt vmcnt(3)
	ds_write_b16 v35, v50
	v_bitop3_b32 v35, v1, s3, v34 bitop3:0x36
	v_add_u32_e32 v35, 0, v35
	s_movk_i32 s3, 0xe0
	s_movk_i32 s4, 0xf0
	s_waitcnt vmcnt(2)
	ds_write_b16 v35, v51
	v_bitop3_b32 v35, v1, s3, v34 bitop3:0x36
	v_bitop3_b32 v1, v1, s4, v34 bitop3:0x36
	v_add_u32_e32 v35, 0, v35
	v_add_u32_e32 v1, 0, v1
	s_waitcnt vmcnt(1)
	ds_write_b16 v35, v52
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v53
	v_lshlrev_b32_e32 v1, 2, v36
	s_lshr_b32 s4, s23, 3
	v_lshlrev_b32_e32 v0, 1, v0
	v_mov_b32_e32 v34, 0x3f8
	v_and_b32_e32 v0, 2, v0
	v_bitop3_b32 v1, v1, s4, v34 bitop3:0x6c
	v_or_b32_e32 v34, v1, v0
	v_bitop3_b32 v37, v1, s0, v0 bitop3:0x36
	v_add_u32_e32 v35, 0, v34
	v_xad_u32 v36, v34, 32, 0
	v_xad_u32 v34, v34, 64, 0
	v_add_u32_e32 v37, 0, v37
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v38, v35
	ds_read_u16 v39, v35 offset:4
	ds_read_u16 v40, v36 offset:1024
	ds_read_u16 v41, v36 offset:1028
	ds_read_u16 v42, v34 offset:2048
	ds_read_u16 v43, v34 offset:2052
	ds_read_u16 v44, v37 offset:3072
	ds_read_u16 v37, v37 offset:3076
	v_bitop3_b32 v34, v1, s1, v0 bitop3:0x36
	v_bitop3_b32 v35, v1, s2, v0 bitop3:0x36
	v_bitop3_b32 v36, v1, s22, v0 bitop3:0x36
	v_bitop3_b32 v0, v1, s3, v0 bitop3:0x36
	v_add_u32_e32 v34, 0, v34
	v_add_u32_e32 v35, 0, v35
	v_add_u32_e32 v36, 0, v36
	v_add_u32_e32 v0, 0, v0
	ds_read_u16 v1, v34 offset:4096
	ds_read_u16 v34, v34 offset:4100
	ds_read_u16 v45, v35 offset:5120
	ds_read_u16 v35, v35 offset:5124
	ds_read_u16 v46, v36 offset:6144
	ds_read_u16 v36, v36 offset:6148
	ds_read_u16 v47, v0 offset:7168
	ds_read_u16 v0, v0 offset:7172
	s_waitcnt lgkmcnt(14)
	global_store_short v[4:5], v38, off
	s_waitcnt lgkmcnt(13)
	global_store_short v[6:7], v40, off
	s_waitcnt lgkmcnt(11)
	global_store_short v[8:9], v42, off
	s_waitcnt lgkmcnt(9)
	global_store_short v[10:11], v44, off
	s_waitcnt lgkmcnt(7)
	global_store_short v[12:13], v1, off
	s_waitcnt lgkmcnt(5)
	global_store_short v[14:15], v45, off
	s_waitcnt lgkmcnt(3)
	global_store_short v[16:17], v46, off
	s_waitcnt lgkmcnt(1)
	global_store_short v[18:19], v47, off
	global_store_short v[20:21], v39, off
	global_store_short v[22:23], v41, off
	global_store_short v[24:25], v43, off
	global_store_short v[26:27], v37, off
	global_store_short v[28:29], v34, off
	global_store_short v[30:31], v35, off
	global_store_short v[32:33], v36, off
	s_waitcnt lgkmcnt(0)
	global_store_short v[2:3], v0, off
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
; codeLenInByte = 2408
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
    .max_flat_workgroup_size: 256
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
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
