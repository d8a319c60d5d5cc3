	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attention                       ; -- Begin function attention
	.p2align	8
	.type	attention,@function
attention:                              ; @attention
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.96:
	.file	1 "SRC" "triton_kernels_src.py"
	.loc	1 26 0 prologue_end             ; triton_kernels_src.py:26:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.97:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 45 54 is_stmt 1               ; triton_kernels_src.py:45:54
	v_readfirstlane_b32 s35, v0
	.loc	1 28 10                         ; triton_kernels_src.py:28:10
	s_lshl_b32 s11, s16, 6
	.loc	1 28 21 is_stmt 0               ; triton_kernels_src.py:28:21
	s_lshr_b32 s0, s35, 6
	s_or_b32 s50, s0, 4
	s_or_b32 s49, s0, 8
	s_or_b32 s48, s0, 12
	s_or_b32 s47, s0, 16
	s_or_b32 s46, s0, 20
	s_or_b32 s45, s0, 24
	s_or_b32 s44, s0, 28
	s_or_b32 s43, s0, 32
	s_or_b32 s42, s0, 36
	s_or_b32 s41, s0, 40
	s_or_b32 s40, s0, 44
	s_or_b32 s39, s0, 48
	s_or_b32 s38, s0, 52
	s_or_b32 s37, s0, 56
	s_or_b32 s36, s0, 60
	.loc	1 28 10                         ; triton_kernels_src.py:28:10
	s_or_b32 s0, s0, s11
	s_or_b32 s15, s47, s11
	.loc	1 31 25 is_stmt 1               ; triton_kernels_src.py:31:25
	s_lshl_b32 s14, s0, 6
	.loc	1 28 10                         ; triton_kernels_src.py:28:10
	s_or_b32 s1, s50, s11
	s_or_b32 s12, s49, s11
	s_or_b32 s13, s48, s11
	s_or_b32 s17, s46, s11
	s_or_b32 s18, s45, s11
	s_or_b32 s19, s44, s11
	s_or_b32 s20, s43, s11
	s_or_b32 s21, s42, s11
	s_or_b32 s22, s41, s11
	s_or_b32 s23, s40, s11
	s_or_b32 s25, s39, s11
	s_or_b32 s27, s38, s11
	s_or_b32 s29, s37, s11
	s_or_b32 s31, s36, s11
	.loc	1 31 25                         ; triton_kernels_src.py:31:25
	s_lshl_b32 s30, s15, 6
	.loc	1 31 17 is_stmt 0               ; triton_kernels_src.py:31:17
	s_ashr_i32 s15, s14, 31
	.loc	1 45 5 is_stmt 1                ; triton_kernels_src.py:45:5
	s_and_b32 s34, s35, 0xc0
	.loc	1 28 21                         ; triton_kernels_src.py:28:21
	s_and_b32 s33, s35, 0x80
	s_bfe_i32 s51, s35, 0x10007
	.loc	1 31 25                         ; triton_kernels_src.py:31:25
	s_lshl_b32 s16, s1, 6
	s_lshl_b32 s24, s12, 6
	s_lshl_b32 s26, s13, 6
	s_lshl_b32 s52, s17, 6
	s_lshl_b32 s54, s18, 6
	s_lshl_b32 s56, s19, 6
	s_lshl_b32 s58, s20, 6
	s_lshl_b32 s60, s21, 6
	s_lshl_b32 s62, s22, 6
	s_lshl_b32 s64, s23, 6
	s_lshl_b32 s28, s25, 6
	s_lshl_b32 s22, s27, 6
	s_lshl_b32 s12, s29, 6
	s_lshl_b32 s0, s31, 6
	.loc	1 31 17 is_stmt 0               ; triton_kernels_src.py:31:17
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s20, s2, s14
	s_addc_u32 s21, s3, s15
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[14:15], s[16:17], 1
	s_add_u32 s18, s2, s14
	s_addc_u32 s19, s3, s15
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[14:15], s[24:25], 1
	s_add_u32 s16, s2, s14
	s_addc_u32 s17, s3, s15
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[14:15], s[26:27], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[24:25], s[30:31], 1
	s_add_u32 s66, s2, s24
	s_addc_u32 s67, s3, s25
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[24:25], s[52:53], 1
	s_add_u32 s30, s2, s24
	s_addc_u32 s31, s3, s25
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[24:25], s[54:55], 1
	s_add_u32 s26, s2, s24
	s_addc_u32 s27, s3, s25
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[24:25], s[56:57], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[52:53], s[58:59], 1
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[54:55], s[60:61], 1
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[56:57], s[62:63], 1
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[58:59], s[64:65], 1
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s2, s12
	.loc	1 28 21 is_stmt 1               ; triton_kernels_src.py:28:21
	v_and_b32_e32 v1, 63, v0
	.loc	1 31 17                         ; triton_kernels_src.py:31:17
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s1, s0, 31
	v_lshlrev_b32_e32 v2, 1, v1
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 31 9 is_stmt 0                ; triton_kernels_src.py:31:9
	global_load_ushort v3, v2, s[20:21]
	global_load_ushort v4, v2, s[66:67]
	global_load_ushort v5, v2, s[52:53]
	global_load_ushort v7, v2, s[28:29]
	.loc	1 31 17                         ; triton_kernels_src.py:31:17
	s_add_u32 s0, s2, s0
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	global_load_ushort v8, v2, s[18:19]
	global_load_ushort v9, v2, s[30:31]
	global_load_ushort v10, v2, s[54:55]
	global_load_ushort v11, v2, s[22:23]
	global_load_ushort v12, v2, s[16:17]
	global_load_ushort v13, v2, s[26:27]
	global_load_ushort v14, v2, s[56:57]
	global_load_ushort v15, v2, s[12:13]
	.loc	1 31 17                         ; triton_kernels_src.py:31:17
	s_addc_u32 s1, s3, s1
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	global_load_ushort v16, v2, s[14:15]
	global_load_ushort v17, v2, s[24:25]
	global_load_ushort v18, v2, s[58:59]
	global_load_ushort v19, v2, s[0:1]
	.loc	1 28 21 is_stmt 1               ; triton_kernels_src.py:28:21
	v_or_b32_e32 v65, s34, v1
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	s_cmp_eq_u32 s33, 0
	v_lshlrev_b32_e32 v6, 1, v65
	s_cselect_b64 s[0:1], -1, 0
	s_and_b32 s2, s51, 0x110
	v_mov_b32_e32 v1, 0xfe
	v_bitop3_b32 v52, v6, s2, v1 bitop3:0x6c
	v_add_u32_e32 v1, 0, v52
	v_xor_b32_e32 v53, 32, v52
	v_xor_b32_e32 v54, 64, v52
	v_xor_b32_e32 v55, 0x60, v52
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_cmp_gt_i32 s10, 0
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	s_waitcnt vmcnt(15)
	ds_write_b16 v1, v3
	s_waitcnt vmcnt(14)
	ds_write_b16 v1, v4 offset:2048
	s_waitcnt vmcnt(13)
	ds_write_b16 v1, v5 offset:4096
	s_waitcnt vmcnt(12)
	ds_write_b16 v1, v7 offset:6144
	v_add_u32_e32 v3, 0, v53
	v_add_u32_e32 v4, 0, v54
	s_movk_i32 s12, 0x60
	v_add_u32_e32 v5, 0, v55
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	s_waitcnt vmcnt(11)
	ds_write_b16 v3, v8 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b16 v3, v9 offset:2560
	s_waitcnt vmcnt(9)
	ds_write_b16 v3, v10 offset:4608
	s_waitcnt vmcnt(8)
	ds_write_b16 v3, v11 offset:6656
	s_waitcnt vmcnt(7)
	ds_write_b16 v4, v12 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v4, v13 offset:3072
	s_waitcnt vmcnt(5)
	ds_write_b16 v4, v14 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v4, v15 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v5, v16 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b16 v5, v17 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b16 v5, v18 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b16 v5, v19 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	s_lshl_b32 s13, s34, 1
	s_add_u32 s14, s4, s13
	s_addc_u32 s15, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v15, v2, s[14:15]
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_3:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s15, s50, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[16:17], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s15, 1
	s_add_u32 s16, s4, s13
	s_addc_u32 s17, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v16, v2, s[16:17]
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_6:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s17, s49, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[18:19], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s17, 1
	s_add_u32 s18, s4, s13
	s_addc_u32 s19, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v17, v2, s[18:19]
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_9:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s18, s48, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s18, 1
	s_add_u32 s20, s4, s13
	s_addc_u32 s21, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v18, v2, s[20:21]
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_12:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s20, s47, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[22:23], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s20, 1
	s_add_u32 s22, s4, s13
	s_addc_u32 s23, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v19, v2, s[22:23]
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_15:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s21, s46, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[22:23], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s21, 1
	s_add_u32 s22, s4, s13
	s_addc_u32 s23, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v20, v2, s[22:23]
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_18:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s22, s45, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s22, 1
	s_add_u32 s24, s4, s13
	s_addc_u32 s25, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v21, v2, s[24:25]
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_21:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s23, s44, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s23, 1
	s_add_u32 s24, s4, s13
	s_addc_u32 s25, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v22, v2, s[24:25]
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_24:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s25, s43, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[26:27], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s25, 1
	s_add_u32 s26, s4, s13
	s_addc_u32 s27, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v23, v2, s[26:27]
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_27:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s26, s42, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s26, 1
	s_add_u32 s28, s4, s13
	s_addc_u32 s29, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v24, v2, s[28:29]
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_30:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s27, s41, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s27, 1
	s_add_u32 s28, s4, s13
	s_addc_u32 s29, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v25, v2, s[28:29]
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_33:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s24, s40, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s24, 1
	s_add_u32 s28, s4, s13
	s_addc_u32 s29, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v26, v2, s[28:29]
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_36:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s19, s39, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s19, 1
	s_add_u32 s28, s4, s13
	s_addc_u32 s29, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v27, v2, s[28:29]
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_39:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s16, s38, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s16, 1
	s_add_u32 s28, s4, s13
	s_addc_u32 s29, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v28, v2, s[28:29]
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_42:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s14, s37, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s13, s14, 1
	s_add_u32 s28, s4, s13
	s_addc_u32 s29, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v29, v2, s[28:29]
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v29, 0
.LBB0_45:
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_lshl_b32 s13, s36, 6
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_58
; %bb.46:
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b32 s28, s13, 1
	s_add_u32 s28, s4, s28
	s_addc_u32 s29, s5, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v30, v2, s[28:29]
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_59
.LBB0_47:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	s_lshl_b32 s28, s34, 1
	s_add_u32 s28, s6, s28
	s_addc_u32 s29, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v31, v2, s[28:29]
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_60
.LBB0_48:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s15, 1
	s_add_u32 s28, s6, s15
	s_addc_u32 s29, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v32, v2, s[28:29]
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_61
.LBB0_49:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s17, 1
	s_add_u32 s28, s6, s15
	s_addc_u32 s29, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v33, v2, s[28:29]
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_62
.LBB0_50:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s18, 1
	s_add_u32 s28, s6, s15
	s_addc_u32 s29, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v34, v2, s[28:29]
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_63
.LBB0_51:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s20, 1
	s_add_u32 s28, s6, s15
	s_addc_u32 s29, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v35, v2, s[28:29]
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_64
.LBB0_52:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s21, 1
	s_add_u32 s20, s6, s15
	s_addc_u32 s21, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v36, v2, s[20:21]
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_65
.LBB0_53:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s22, 1
	s_add_u32 s20, s6, s15
	s_addc_u32 s21, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v37, v2, s[20:21]
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_66
.LBB0_54:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s23, 1
	s_add_u32 s20, s6, s15
	s_addc_u32 s21, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v38, v2, s[20:21]
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_67
.LBB0_55:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s25, 1
	s_add_u32 s20, s6, s15
	s_addc_u32 s21, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v39, v2, s[20:21]
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_68
.LBB0_56:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s26, 1
	s_add_u32 s20, s6, s15
	s_addc_u32 s21, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v40, v2, s[20:21]
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_69
.LBB0_57:
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s27, 1
	s_add_u32 s20, s6, s15
	s_addc_u32 s21, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v41, v2, s[20:21]
	s_branch .LBB0_70
.LBB0_58:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v30, 0
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc0 .LBB0_47
.LBB0_59:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v31, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc0 .LBB0_48
.LBB0_60:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v32, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc0 .LBB0_49
.LBB0_61:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v33, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc0 .LBB0_50
.LBB0_62:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v34, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc0 .LBB0_51
.LBB0_63:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v35, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[28:29], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc0 .LBB0_52
.LBB0_64:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v36, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc0 .LBB0_53
.LBB0_65:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v37, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc0 .LBB0_54
.LBB0_66:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v38, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc0 .LBB0_55
.LBB0_67:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v39, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc0 .LBB0_56
.LBB0_68:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v40, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc0 .LBB0_57
.LBB0_69:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v41, 0
.LBB0_70:
	s_and_b32 s75, s35, 64
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	v_and_b32_e32 v66, 32, v0
	s_cmp_lg_u32 s15, 1
	v_lshlrev_b32_e32 v7, 3, v0
	s_cbranch_scc1 .LBB0_72
; %bb.71:
	.loc	1 42 21 is_stmt 0               ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s24, 1
	s_add_u32 s20, s6, s15
	s_addc_u32 s21, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v42, v2, s[20:21]
	s_branch .LBB0_73
.LBB0_72:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v42, 0
.LBB0_73:
	s_lshl_b32 s15, s75, 6
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s17, 1, 0
	v_and_b32_e32 v67, 31, v0
	v_and_b32_e32 v8, 0x70, v7
	s_cmp_lg_u32 s17, 1
	v_lshrrev_b32_e32 v9, 1, v66
	s_cbranch_scc1 .LBB0_75
; %bb.74:
	.loc	1 42 21 is_stmt 0               ; triton_kernels_src.py:42:21
	s_lshl_b32 s17, s19, 1
	s_add_u32 s18, s6, s17
	s_addc_u32 s19, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v43, v2, s[18:19]
	s_branch .LBB0_76
.LBB0_75:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v43, 0
.LBB0_76:
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	s_and_b64 s[18:19], s[2:3], exec
	s_cselect_b32 s17, 1, 0
	v_lshlrev_b32_e32 v10, 7, v67
	s_cmp_lg_u32 s17, 1
	v_bitop3_b32 v12, s15, v8, v9 bitop3:0xf6
	s_cbranch_scc1 .LBB0_78
; %bb.77:
	.loc	1 42 21 is_stmt 0               ; triton_kernels_src.py:42:21
	s_lshl_b32 s15, s16, 1
	s_add_u32 s16, s6, s15
	s_addc_u32 s17, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v44, v2, s[16:17]
	s_branch .LBB0_79
.LBB0_78:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v44, 0
.LBB0_79:
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	s_and_b64 s[16:17], s[2:3], exec
	s_cselect_b32 s15, 1, 0
	v_or_b32_e32 v11, v12, v10
	s_cmp_lg_u32 s15, 1
	v_bitop3_b32 v14, v12, s12, v10 bitop3:0x36
	s_cbranch_scc1 .LBB0_81
; %bb.80:
	.loc	1 42 21 is_stmt 0               ; triton_kernels_src.py:42:21
	s_lshl_b32 s12, s14, 1
	s_add_u32 s14, s6, s12
	s_addc_u32 s15, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v45, v2, s[14:15]
	s_branch .LBB0_82
.LBB0_81:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v45, 0
.LBB0_82:
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	v_add_u32_e32 v12, 0, v11
	v_xad_u32 v13, v11, 32, 0
	v_xad_u32 v11, v11, 64, 0
	v_add_u32_e32 v14, 0, v14
	s_cmp_lg_u32 s2, 1
	v_and_b32_e32 v6, 0xfe, v6
	s_cbranch_scc1 .LBB0_84
; %bb.83:
	.loc	1 42 21 is_stmt 0               ; triton_kernels_src.py:42:21
	s_lshl_b32 s2, s13, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v46, v2, s[2:3]
	s_branch .LBB0_85
.LBB0_84:
	.loc	1 0 13                          ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v46, 0
.LBB0_85:
	ds_read_b128 v[108:111], v12
	ds_read_b128 v[104:107], v13
	ds_read_b128 v[100:103], v11
	ds_read_b128 v[96:99], v14
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 0, 0x108
	v_xor_b32_e32 v56, s0, v6
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v15
	ds_write_b16 v1, v19 offset:2048
	ds_write_b16 v1, v23 offset:4096
	ds_write_b16 v1, v27 offset:6144
	ds_write_b16 v3, v16 offset:512
	ds_write_b16 v3, v20 offset:2560
	ds_write_b16 v3, v24 offset:4608
	ds_write_b16 v3, v28 offset:6656
	ds_write_b16 v4, v17 offset:1024
	ds_write_b16 v4, v21 offset:3072
	ds_write_b16 v4, v25 offset:5120
	ds_write_b16 v4, v29 offset:7168
	ds_write_b16 v5, v18 offset:1536
	ds_write_b16 v5, v22 offset:3584
	ds_write_b16 v5, v26 offset:5632
	ds_write_b16 v5, v30 offset:7680
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	v_add_u32_e32 v1, 0, v56
	v_xor_b32_e32 v57, 16, v56
	ds_write_b16 v1, v31 offset:16384
	ds_write_b16 v1, v35 offset:18432
	ds_write_b16 v1, v39 offset:20480
	ds_write_b16 v1, v43 offset:22528
	v_add_u32_e32 v1, 0, v57
	v_xor_b32_e32 v58, 32, v56
	ds_write_b16 v1, v32 offset:16896
	ds_write_b16 v1, v36 offset:18944
	ds_write_b16 v1, v40 offset:20992
	ds_write_b16 v1, v44 offset:23040
	v_add_u32_e32 v1, 0, v58
	v_xor_b32_e32 v59, 48, v56
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_sub_i32 s77, s10, 64
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	s_mov_b32 s81, 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_movk_i32 s2, 0x108
	ds_write_b16 v1, v33 offset:17408
	ds_write_b16 v1, v37 offset:19456
	ds_write_b16 v1, v41 offset:21504
	ds_write_b16 v1, v45 offset:23552
	v_add_u32_e32 v1, 0, v59
	v_mov_b32_e32 v14, 0
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_cmp_lt_i32 s77, 1
	v_bitop3_b32 v73, v10, v9, v8 bitop3:0x36
	v_bfe_i32 v68, v0, 3, 1
	v_lshlrev_b32_e32 v70, 5, v0
	v_and_b32_e32 v69, 24, v7
	v_lshlrev_b32_e32 v72, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v66
	v_lshlrev_b32_e32 v71, 1, v67
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	ds_write_b16 v1, v34 offset:17920
	ds_write_b16 v1, v38 offset:19968
	ds_write_b16 v1, v42 offset:22016
	ds_write_b16 v1, v46 offset:24064
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_cbranch_scc1 .LBB0_89
; %bb.86:                               ; %.lr.ph
	v_mov_b32_e32 v3, v14
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[50:51], s[6:7], 0, v[2:3]
	v_mov_b32_e32 v2, 0x210
	s_movk_i32 s0, 0x180
	v_and_b32_e32 v0, 0x48, v65
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_and_or_b32 v3, v70, s0, v69
	v_bitop3_b32 v9, v68, v69, s2 bitop3:0x6c
	v_bitop3_b32 v0, v0, v3, v2 bitop3:0x36
	v_xor_b32_e32 v4, v2, v71
	v_bitop3_b32 v5, s75, v2, v71 bitop3:0xf6
	v_and_b32_e32 v8, 0x80, v70
	s_lshr_b32 s1, s33, 1
	v_xor_b32_e32 v2, v9, v2
	v_and_b32_e32 v1, 32, v72
	v_or3_b32 v2, v8, s1, v2
	v_or_b32_e32 v63, v0, v1
	s_lshl_b32 s0, s75, 1
	v_lshl_add_u32 v3, v67, 2, 0
	v_bitop3_b32 v6, s75, 8, v4 bitop3:0x36
	v_bitop3_b32 v7, s75, 32, v4 bitop3:0x36
	v_bitop3_b32 v4, s75, 40, v4 bitop3:0x36
	v_or_b32_e32 v1, v2, v1
	v_bitop3_b32 v2, v2, 32, v72 bitop3:0x34
	v_xor_b32_e32 v60, 32, v73
	v_xor_b32_e32 v61, 64, v73
	v_xor_b32_e32 v62, 0x60, v73
	v_bitop3_b32 v74, v0, 32, v72 bitop3:0x34
	s_movk_i32 s76, 0x4000
	s_or_b32 s72, s34, 0x1f00
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0xff800000
	s_mov_b32 s74, 0x3fb8aa3b
	s_mov_b32 s78, 0xc2fc0000
	v_mov_b32_e32 v77, 0x42800000
	v_add_u32_e32 v78, 0, v5
	v_add_u32_e32 v79, 0, v6
	v_add_u32_e32 v80, 0, v7
	v_add_u32_e32 v81, 0, v4
	v_add_u32_e32 v82, 0, v1
	v_add_u32_e32 v83, 0, v2
	v_not_b32_e32 v84, 63
	v_add_u32_e32 v85, s0, v3
	v_add_u32_e32 v86, s33, v3
	s_mov_b32 s80, 0
	s_mov_b32 s79, 0
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v14
	v_mov_b32_e32 v8, v14
	v_mov_b32_e32 v9, v14
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v5, v14
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v3, v14
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v1, v14
	.loc	1 0 5 is_stmt 0                 ; :0:5
.Ltmp2:
	.p2align	5, , 4
.LBB0_87:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 36 29 is_stmt 1               ; triton_kernels_src.py:36:29
	s_add_i32 s0, s72, 0xfffff100
	s_add_i32 s16, s72, 0xfffff700
	s_add_i32 s18, s72, 0xfffff800
	s_add_i32 s2, s72, 0xfffff200
	s_add_i32 s4, s72, 0xfffff300
	s_add_i32 s6, s72, 0xfffff400
	s_add_i32 s12, s72, 0xfffff500
	s_add_i32 s14, s72, 0xfffff600
	s_add_i32 s20, s72, 0xfffff900
	s_add_i32 s22, s72, 0xfffffa00
	s_add_i32 s24, s72, 0xfffffb00
	s_add_i32 s26, s72, 0xfffffc00
	s_add_i32 s28, s72, 0xfffffd00
	s_add_i32 s30, s72, 0xfffffe00
	s_add_i32 s34, s72, 0xffffff00
	.loc	1 36 21 is_stmt 0               ; triton_kernels_src.py:36:21
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s17, s16, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s23, s22, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[36:37], s[72:73], 1
	s_lshl_b64 s[0:1], s[0:1], 1
	s_lshl_b64 s[16:17], s[16:17], 1
	s_lshl_b64 s[18:19], s[18:19], 1
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	v_add_u32_e32 v16, s81, v73
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_lshl_b64 s[2:3], s[2:3], 1
	s_lshl_b64 s[4:5], s[4:5], 1
	s_lshl_b64 s[6:7], s[6:7], 1
	s_lshl_b64 s[12:13], s[12:13], 1
	s_lshl_b64 s[14:15], s[14:15], 1
	s_lshl_b64 s[20:21], s[20:21], 1
	s_lshl_b64 s[22:23], s[22:23], 1
	s_lshl_b64 s[24:25], s[24:25], 1
	s_lshl_b64 s[26:27], s[26:27], 1
	s_lshl_b64 s[28:29], s[28:29], 1
	s_lshl_b64 s[30:31], s[30:31], 1
	s_lshl_b64 s[34:35], s[34:35], 1
	v_lshl_add_u64 v[18:19], v[48:49], 0, s[36:37]
	v_lshl_add_u64 v[20:21], v[48:49], 0, s[0:1]
	v_lshl_add_u64 v[32:33], v[48:49], 0, s[16:17]
	v_lshl_add_u64 v[34:35], v[48:49], 0, s[18:19]
	v_lshl_add_u64 v[22:23], v[48:49], 0, s[2:3]
	v_lshl_add_u64 v[24:25], v[48:49], 0, s[4:5]
	v_lshl_add_u64 v[26:27], v[48:49], 0, s[6:7]
	v_lshl_add_u64 v[28:29], v[48:49], 0, s[12:13]
	v_lshl_add_u64 v[30:31], v[48:49], 0, s[14:15]
	v_lshl_add_u64 v[36:37], v[48:49], 0, s[20:21]
	v_lshl_add_u64 v[38:39], v[48:49], 0, s[22:23]
	v_lshl_add_u64 v[40:41], v[48:49], 0, s[24:25]
	v_lshl_add_u64 v[42:43], v[48:49], 0, s[26:27]
	v_lshl_add_u64 v[44:45], v[48:49], 0, s[28:29]
	v_lshl_add_u64 v[46:47], v[48:49], 0, s[30:31]
	v_lshl_add_u64 v[92:93], v[48:49], 0, s[34:35]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v128, v[18:19], off
	global_load_ushort v134, v[20:21], off
	global_load_ushort v131, v[22:23], off
	global_load_ushort v130, v[24:25], off
	global_load_ushort v129, v[26:27], off
	global_load_ushort v137, v[28:29], off
	global_load_ushort v135, v[30:31], off
	global_load_ushort v132, v[32:33], off
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr30_vgpr31
	global_load_ushort v133, v[34:35], off
	global_load_ushort v141, v[36:37], off
	global_load_ushort v139, v[38:39], off
	global_load_ushort v138, v[40:41], off
	global_load_ushort v136, v[42:43], off
	global_load_ushort v143, v[44:45], off
	global_load_ushort v142, v[46:47], off
	global_load_ushort v140, v[92:93], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[32:35], v16 offset:4096
	ds_read_b128 v[144:147], v16
	v_add_u32_e32 v64, s81, v60
	ds_read_b128 v[154:157], v64 offset:4096
	.loc	1 37 13 is_stmt 1               ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[16:31], v[32:35], v[108:111], 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	v_add_u32_e32 v87, s81, v61
	v_add_u32_e32 v88, s81, v62
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	v_lshl_add_u64 v[94:95], v[50:51], 0, s[0:1]
	v_lshl_add_u64 v[114:115], v[50:51], 0, s[4:5]
	v_lshl_add_u64 v[152:153], v[50:51], 0, s[22:23]
	v_lshl_add_u64 v[158:159], v[50:51], 0, s[26:27]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read_b128 v[168:171], v64
	ds_read_b128 v[172:175], v87
	ds_read_b128 v[176:179], v87 offset:4096
	ds_read_b128 v[180:183], v88
	ds_read_b128 v[184:187], v88 offset:4096
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[32:47], v[144:147], v[108:111], 0
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	v_lshl_add_u64 v[90:91], v[50:51], 0, s[36:37]
	v_lshl_add_u64 v[112:113], v[50:51], 0, s[2:3]
	v_lshl_add_u64 v[116:117], v[50:51], 0, s[6:7]
	v_lshl_add_u64 v[118:119], v[50:51], 0, s[12:13]
	v_lshl_add_u64 v[120:121], v[50:51], 0, s[14:15]
	v_lshl_add_u64 v[122:123], v[50:51], 0, s[16:17]
	v_lshl_add_u64 v[124:125], v[50:51], 0, s[18:19]
	v_lshl_add_u64 v[126:127], v[50:51], 0, s[20:21]
	v_lshl_add_u64 v[92:93], v[50:51], 0, s[24:25]
	v_lshl_add_u64 v[160:161], v[50:51], 0, s[28:29]
	v_lshl_add_u64 v[162:163], v[50:51], 0, s[30:31]
	v_lshl_add_u64 v[164:165], v[50:51], 0, s[34:35]
	.loc	1 42 13 is_stmt 0               ; triton_kernels_src.py:42:13
	global_load_ushort v150, v[94:95], off
	global_load_ushort v147, v[112:113], off
	.loc	1 37 13 is_stmt 1               ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_f16 v[16:31], v[154:157], v[104:107], v[16:31]
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v146, v[114:115], off
	global_load_ushort v144, v[116:117], off
	global_load_ushort v155, v[118:119], off
	global_load_ushort v151, v[120:121], off
	global_load_ushort v148, v[122:123], off
	global_load_ushort v145, v[124:125], off
	global_load_ushort v157, v[126:127], off
	global_load_ushort v156, v[152:153], off
	s_nop 0
	global_load_ushort v152, v[92:93], off
	global_load_ushort v149, v[158:159], off
	s_nop 0
	global_load_ushort v159, v[160:161], off
	global_load_ushort v158, v[162:163], off
	global_load_ushort v154, v[164:165], off
	global_load_ushort v153, v[90:91], off
	v_add_u32_e32 v89, s76, v63
	v_add_u32_e32 v166, s76, v74
	ds_read_b64_tr_b16 v[124:125], v89
	ds_read_b64_tr_b16 v[120:121], v89 offset:2048
	ds_read_b64_tr_b16 v[116:117], v89 offset:4096
	ds_read_b64_tr_b16 v[112:113], v89 offset:6144
	ds_read_b64_tr_b16 v[126:127], v166 offset:1024
	ds_read_b64_tr_b16 v[122:123], v166 offset:3072
	ds_read_b64_tr_b16 v[118:119], v166 offset:5120
	ds_read_b64_tr_b16 v[114:115], v166 offset:7168
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_add_i32 s79, s79, 64
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x16_f16 v[32:47], v[168:171], v[104:107], v[32:47]
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_add_i32 s38, s80, 1
	s_cmp_lt_i32 s38, 2
	s_cselect_b32 s80, s38, 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	s_lshl_b32 s81, s80, 13
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_addk_i32 s72, 0x1000
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_add_i32 s76, s81, 0x4000
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	v_add_u32_e32 v91, s81, v55
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x16_f16 v[16:31], v[176:179], v[100:103], v[16:31]
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	v_add_u32_e32 v90, s81, v56
	v_add_u32_e32 v88, s81, v58
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_cmp_lt_i32 s79, s77
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	v_add_u32_e32 v94, s81, v52
	v_add_u32_e32 v93, s81, v53
	v_add_u32_e32 v92, s81, v54
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	v_add_u32_e32 v89, s81, v57
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	v_mfma_f32_32x32x16_f16 v[32:47], v[172:175], v[100:103], v[32:47]
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	v_add_u32_e32 v87, s81, v59
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x16_f16 v[32:47], v[180:183], v[96:99], v[32:47]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x16_f16 v[16:31], v[184:187], v[96:99], v[16:31]
.Ltmp3:
	.file	2 "/tmp/tv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:38:33 ] ]
	s_nop 9
	v_max3_f32 v64, v41, v42, v43
	v_max3_f32 v95, v44, v45, v46
	v_max_f32_e32 v164, v33, v33
	v_max_f32_e32 v165, v32, v32
	v_max3_f32 v166, v35, v36, v37
	v_max3_f32 v167, v38, v39, v40
	v_max3_f32 v160, v47, v16, v17
	v_max3_f32 v64, v64, v95, v160
	v_max_f32_e32 v160, v165, v164
	v_max3_f32 v161, v18, v19, v20
	v_max3_f32 v162, v21, v22, v23
	v_max3_f32 v163, v24, v25, v26
	v_max3_f32 v168, v27, v28, v29
	v_max3_f32 v160, v160, v34, v166
	v_max3_f32 v95, v161, v162, v163
	v_max3_f32 v161, v168, v30, v31
	v_max3_f32 v64, v160, v167, v64
	v_max3_f32 v64, v64, v95, v161
.Ltmp4:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:38:33 ]
	v_mov_b32_e32 v95, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v95
.Ltmp5:
	.loc	1 38 17                         ; triton_kernels_src.py:38:17
	v_max3_f32 v64, v76, v64, v95
	.loc	1 40 24                         ; triton_kernels_src.py:40:24
	v_sub_f32_e32 v95, v76, v64
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[38:39], v[38:39], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[168:169], v[24:25], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_mul_f32_e32 v95, 0x3fb8aa3b, v95
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[160:161], v[40:41], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13 is_stmt 0               ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[40:41], v[38:39], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[22:23], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[168:169], s[74:75] op_sel_hi:[1,0]
	.loc	1 40 17 is_stmt 1               ; triton_kernels_src.py:40:17
	v_cmp_gt_f32_e64 s[68:69], s78, v95
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[32:33], v[32:33], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[162:163], v[42:43], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[164:165], v[44:45], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[166:167], v[46:47], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[16:17], v[16:17], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[170:171], v[26:27], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[172:173], v[28:29], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[174:175], v[30:31], v[64:65] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13 is_stmt 0               ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[38:39], v[160:161], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[14:15], s78, v41
	v_cmp_gt_f32_e64 s[52:53], s78, v23
	.loc	1 40 17 is_stmt 1               ; triton_kernels_src.py:40:17
	v_cndmask_b32_e64 v192, 0, v77, s[68:69]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[46:47], v[32:33], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[34:35], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[36:37], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[162:163], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[164:165], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[166:167], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[16:17], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[18:19], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[20:21], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[170:171], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[172:173], s[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[174:175], s[74:75] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v166, 0, v77, s[14:15]
	v_cmp_gt_f32_e64 s[18:19], s78, v39
	v_cndmask_b32_e64 v184, 0, v77, s[52:53]
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_add_f32_e32 v95, v95, v192
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cmp_gt_f32_e64 s[0:1], s78, v47
	v_cmp_gt_f32_e64 s[2:3], s78, v46
	v_cmp_gt_f32_e64 s[4:5], s78, v45
	v_cmp_gt_f32_e64 s[6:7], s78, v44
	v_cmp_gt_f32_e64 s[70:71], s78, v43
	v_cmp_gt_f32_e64 s[12:13], s78, v42
	v_cmp_gt_f32_e64 s[16:17], s78, v40
	v_cndmask_b32_e64 v168, 0, v77, s[18:19]
	v_cmp_gt_f32_e64 s[20:21], s78, v38
	v_cmp_gt_f32_e64 s[22:23], s78, v37
	v_cmp_gt_f32_e64 s[24:25], s78, v36
	v_cmp_gt_f32_e64 s[26:27], s78, v35
	v_cmp_gt_f32_e64 s[28:29], s78, v34
	v_cmp_gt_f32_e64 s[30:31], s78, v33
	v_cmp_gt_f32_e64 s[34:35], s78, v32
	v_cmp_gt_f32_e64 s[36:37], s78, v31
	v_cmp_gt_f32_e64 s[38:39], s78, v30
	v_cmp_gt_f32_e64 s[40:41], s78, v29
	v_cmp_gt_f32_e64 s[42:43], s78, v28
	v_cmp_gt_f32_e64 s[44:45], s78, v27
	v_cmp_gt_f32_e64 s[46:47], s78, v26
	v_cmp_gt_f32_e64 s[48:49], s78, v25
	v_cmp_gt_f32_e64 s[50:51], s78, v24
	v_cmp_gt_f32_e64 s[54:55], s78, v22
	v_cmp_gt_f32_e64 s[56:57], s78, v21
	v_cmp_gt_f32_e64 s[58:59], s78, v20
	v_cmp_gt_f32_e64 s[60:61], s78, v19
	v_cmp_gt_f32_e64 s[62:63], s78, v18
	v_cmp_gt_f32_e64 s[64:65], s78, v17
	v_cmp_gt_f32_e64 s[66:67], s78, v16
	v_add_f32_e32 v41, v41, v166
	v_add_f32_e32 v23, v23, v184
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_exp_f32_e32 v95, v95
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cndmask_b32_e64 v160, 0, v77, s[0:1]
	v_cndmask_b32_e64 v161, 0, v77, s[2:3]
	v_cndmask_b32_e64 v162, 0, v77, s[4:5]
	v_cndmask_b32_e64 v163, 0, v77, s[6:7]
	v_cndmask_b32_e64 v164, 0, v77, s[70:71]
	v_cndmask_b32_e64 v165, 0, v77, s[12:13]
	v_cndmask_b32_e64 v167, 0, v77, s[16:17]
	v_cndmask_b32_e64 v169, 0, v77, s[20:21]
	v_cndmask_b32_e64 v170, 0, v77, s[22:23]
	v_cndmask_b32_e64 v171, 0, v77, s[24:25]
	v_cndmask_b32_e64 v172, 0, v77, s[26:27]
	v_cndmask_b32_e64 v173, 0, v77, s[28:29]
	v_cndmask_b32_e64 v174, 0, v77, s[30:31]
	v_cndmask_b32_e64 v175, 0, v77, s[34:35]
	v_cndmask_b32_e64 v176, 0, v77, s[36:37]
	v_cndmask_b32_e64 v177, 0, v77, s[38:39]
	v_cndmask_b32_e64 v178, 0, v77, s[40:41]
	v_cndmask_b32_e64 v179, 0, v77, s[42:43]
	v_cndmask_b32_e64 v180, 0, v77, s[44:45]
	v_cndmask_b32_e64 v181, 0, v77, s[46:47]
	v_cndmask_b32_e64 v182, 0, v77, s[48:49]
	v_cndmask_b32_e64 v183, 0, v77, s[50:51]
	v_cndmask_b32_e64 v185, 0, v77, s[54:55]
	v_cndmask_b32_e64 v186, 0, v77, s[56:57]
	v_cndmask_b32_e64 v187, 0, v77, s[58:59]
	v_cndmask_b32_e64 v188, 0, v77, s[60:61]
	v_cndmask_b32_e64 v189, 0, v77, s[62:63]
	v_cndmask_b32_e64 v190, 0, v77, s[64:65]
	v_cndmask_b32_e64 v191, 0, v77, s[66:67]
	v_add_f32_e32 v39, v39, v168
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v168, v23
	v_add_f32_e32 v47, v47, v160
	v_add_f32_e32 v46, v46, v161
	v_add_f32_e32 v45, v45, v162
	v_add_f32_e32 v44, v44, v163
	v_add_f32_e32 v43, v43, v164
	v_add_f32_e32 v42, v42, v165
	v_add_f32_e32 v40, v40, v167
	v_add_f32_e32 v38, v38, v169
	v_add_f32_e32 v37, v37, v170
	v_add_f32_e32 v36, v36, v171
	v_add_f32_e32 v35, v35, v172
	v_add_f32_e32 v34, v34, v173
	v_add_f32_e32 v33, v33, v174
	v_add_f32_e32 v32, v32, v175
	v_add_f32_e32 v31, v31, v176
	v_add_f32_e32 v30, v30, v177
	v_add_f32_e32 v29, v29, v178
	v_add_f32_e32 v28, v28, v179
	v_add_f32_e32 v27, v27, v180
	v_add_f32_e32 v26, v26, v181
	v_add_f32_e32 v25, v25, v182
	v_add_f32_e32 v24, v24, v183
	v_add_f32_e32 v22, v22, v185
	v_add_f32_e32 v21, v21, v186
	v_add_f32_e32 v20, v20, v187
	v_add_f32_e32 v19, v19, v188
	v_add_f32_e32 v18, v18, v189
	v_add_f32_e32 v17, v17, v190
	v_add_f32_e32 v16, v16, v191
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_cndmask_b32_e64 v225, 0, v84, s[68:69]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v160, v31
	v_exp_f32_e32 v161, v30
	v_exp_f32_e32 v162, v29
	v_exp_f32_e32 v163, v28
	v_exp_f32_e32 v164, v27
	v_exp_f32_e32 v165, v26
	v_exp_f32_e32 v166, v25
	v_exp_f32_e32 v167, v24
	v_exp_f32_e32 v169, v22
	v_exp_f32_e32 v170, v21
	v_exp_f32_e32 v171, v20
	v_exp_f32_e32 v172, v19
	v_exp_f32_e32 v173, v18
	v_exp_f32_e32 v174, v17
	v_exp_f32_e32 v175, v16
	v_cndmask_b32_e64 v199, 0, v84, s[14:15]
	v_cndmask_b32_e64 v217, 0, v84, s[52:53]
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_ldexp_f32 v95, v95, v225
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_ldexp_f32 v23, v41, v199
	v_ldexp_f32 v41, v168, v217
	.loc	1 43 15                         ; triton_kernels_src.py:43:15
	ds_write_b32 v85, v95 offset:32768
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v168, v86 offset:32768
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cndmask_b32_e64 v193, 0, v84, s[0:1]
	v_cndmask_b32_e64 v194, 0, v84, s[2:3]
	v_cndmask_b32_e64 v195, 0, v84, s[4:5]
	v_cndmask_b32_e64 v196, 0, v84, s[6:7]
	v_cndmask_b32_e64 v197, 0, v84, s[70:71]
	v_cndmask_b32_e64 v198, 0, v84, s[12:13]
	v_cndmask_b32_e64 v200, 0, v84, s[16:17]
	v_cndmask_b32_e64 v201, 0, v84, s[18:19]
	v_cndmask_b32_e64 v202, 0, v84, s[20:21]
	v_cndmask_b32_e64 v203, 0, v84, s[22:23]
	v_cndmask_b32_e64 v204, 0, v84, s[24:25]
	v_cndmask_b32_e64 v205, 0, v84, s[26:27]
	v_cndmask_b32_e64 v206, 0, v84, s[28:29]
	v_cndmask_b32_e64 v207, 0, v84, s[30:31]
	v_cndmask_b32_e64 v208, 0, v84, s[34:35]
	v_cndmask_b32_e64 v209, 0, v84, s[36:37]
	v_cndmask_b32_e64 v210, 0, v84, s[38:39]
	v_cndmask_b32_e64 v211, 0, v84, s[40:41]
	v_cndmask_b32_e64 v212, 0, v84, s[42:43]
	v_cndmask_b32_e64 v213, 0, v84, s[44:45]
	v_cndmask_b32_e64 v214, 0, v84, s[46:47]
	v_cndmask_b32_e64 v215, 0, v84, s[48:49]
	v_cndmask_b32_e64 v216, 0, v84, s[50:51]
	v_cndmask_b32_e64 v218, 0, v84, s[54:55]
	v_cndmask_b32_e64 v219, 0, v84, s[56:57]
	v_cndmask_b32_e64 v220, 0, v84, s[58:59]
	v_cndmask_b32_e64 v221, 0, v84, s[60:61]
	v_cndmask_b32_e64 v222, 0, v84, s[62:63]
	v_cndmask_b32_e64 v223, 0, v84, s[64:65]
	v_cndmask_b32_e64 v224, 0, v84, s[66:67]
	v_ldexp_f32 v17, v47, v193
	v_ldexp_f32 v16, v46, v194
	v_ldexp_f32 v19, v45, v195
	v_ldexp_f32 v18, v44, v196
	v_ldexp_f32 v21, v43, v197
	v_ldexp_f32 v20, v42, v198
	v_ldexp_f32 v22, v40, v200
	v_ldexp_f32 v25, v39, v201
	v_ldexp_f32 v24, v38, v202
	v_ldexp_f32 v27, v37, v203
	v_ldexp_f32 v26, v36, v204
	v_ldexp_f32 v29, v35, v205
	v_ldexp_f32 v28, v34, v206
	v_ldexp_f32 v31, v33, v207
	v_ldexp_f32 v30, v32, v208
	v_ldexp_f32 v33, v160, v209
	v_ldexp_f32 v32, v161, v210
	v_ldexp_f32 v35, v162, v211
	v_ldexp_f32 v34, v163, v212
	v_ldexp_f32 v37, v164, v213
	v_ldexp_f32 v36, v165, v214
	v_ldexp_f32 v39, v166, v215
	v_ldexp_f32 v38, v167, v216
	v_ldexp_f32 v40, v169, v218
	v_ldexp_f32 v43, v170, v219
	v_ldexp_f32 v42, v171, v220
	v_ldexp_f32 v45, v172, v221
	v_ldexp_f32 v44, v173, v222
	v_ldexp_f32 v47, v174, v223
	v_ldexp_f32 v46, v175, v224
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[160:161], v[16:17], v[18:19]
	v_pk_add_f32 v[166:167], v[28:29], v[30:31]
.Ltmp7:
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	v_cvt_pk_f16_f32 v169, v16, v17
	v_cvt_pk_f16_f32 v170, v18, v19
	v_cvt_pk_f16_f32 v28, v28, v29
	v_cvt_pk_f16_f32 v29, v30, v31
	v_cvt_pk_f16_f32 v30, v32, v33
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[16:17], v[32:33], v[34:35]
.Ltmp9:
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	v_cvt_pk_f16_f32 v31, v34, v35
	v_cvt_pk_f16_f32 v32, v36, v37
.Ltmp10:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[18:19], v[36:37], v[38:39]
.Ltmp11:
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	v_cvt_pk_f16_f32 v33, v38, v39
	v_cvt_pk_f16_f32 v34, v40, v41
	v_cvt_pk_f16_f32 v35, v42, v43
	v_cvt_pk_f16_f32 v36, v44, v45
	v_cvt_pk_f16_f32 v37, v46, v47
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[162:163], v[20:21], v[22:23]
.Ltmp13:
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	v_cvt_pk_f16_f32 v171, v20, v21
	v_cvt_pk_f16_f32 v172, v22, v23
	v_cvt_pk_f16_f32 v173, v24, v25
	v_cvt_pk_f16_f32 v174, v26, v27
.Ltmp14:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[20:21], v[40:41], v[42:43]
.Ltmp15:
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v78, v169 offset:32768
	ds_write_b16_d16_hi v78, v169 offset:32896
	ds_write_b16 v78, v173 offset:34816
	ds_write_b16_d16_hi v78, v173 offset:34944
	ds_write_b16 v78, v30 offset:36864
	ds_write_b16_d16_hi v78, v30 offset:36992
	ds_write_b16 v78, v34 offset:38912
	ds_write_b16_d16_hi v78, v34 offset:39040
	ds_write_b16 v79, v170 offset:33024
	ds_write_b16_d16_hi v79, v170 offset:33152
	ds_write_b16 v79, v174 offset:35072
	ds_write_b16_d16_hi v79, v174 offset:35200
	ds_write_b16 v79, v31 offset:37120
	ds_write_b16_d16_hi v79, v31 offset:37248
	ds_write_b16 v79, v35 offset:39168
	ds_write_b16_d16_hi v79, v35 offset:39296
	ds_write_b16 v80, v171 offset:33792
	ds_write_b16_d16_hi v80, v171 offset:33920
	ds_write_b16 v80, v28 offset:35840
	ds_write_b16_d16_hi v80, v28 offset:35968
	ds_write_b16 v80, v32 offset:37888
	ds_write_b16_d16_hi v80, v32 offset:38016
	ds_write_b16 v80, v36 offset:39936
	ds_write_b16_d16_hi v80, v36 offset:40064
	ds_write_b16 v81, v172 offset:34048
	ds_write_b16_d16_hi v81, v172 offset:34176
	ds_write_b16 v81, v29 offset:36096
	ds_write_b16_d16_hi v81, v29 offset:36224
	ds_write_b16 v81, v33 offset:38144
	ds_write_b16_d16_hi v81, v33 offset:38272
	ds_write_b16 v81, v37 offset:40192
	ds_write_b16_d16_hi v81, v37 offset:40320
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[28:29], v82 offset:32768
	ds_read_b64_tr_b16 v[32:33], v82 offset:34816
	ds_read_b64_tr_b16 v[36:37], v82 offset:36864
	ds_read_b64_tr_b16 v[40:41], v82 offset:38912
	ds_read_b64_tr_b16 v[30:31], v83 offset:33792
	ds_read_b64_tr_b16 v[34:35], v83 offset:35840
	ds_read_b64_tr_b16 v[38:39], v83 offset:37888
	ds_read_b64_tr_b16 v[42:43], v83 offset:39936
	.loc	1 43 15 is_stmt 0               ; triton_kernels_src.py:43:15
	v_pk_mul_f32 v[0:1], v[0:1], v[168:169] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[168:169] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[168:169] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[168:169] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[168:169] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[168:169] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[168:169] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[168:169] op_sel_hi:[1,0]
.Ltmp16:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[164:165], v[24:25], v[26:27]
	v_pk_add_f32 v[22:23], v[44:45], v[46:47]
.Ltmp17:
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[0:15], v[124:127], v[28:31], v[0:15]
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_add_f32_e64 v24, v160, v162
	v_add_f32_e64 v25, v161, v163
	v_add_f32_e64 v26, v164, v166
	v_add_f32_e64 v27, v165, v167
	v_add_f32_e64 v16, v16, v18
	v_add_f32_e64 v17, v17, v19
	v_pk_add_f32 v[18:19], v[20:21], v[22:23]
	v_pk_add_f32 v[20:21], v[24:25], v[26:27]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_mov_b32_e32 v76, v64
.Ltmp19:
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[120:123], v[32:35], v[0:15]
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_add_f32_e64 v16, v20, v16
	v_add_f32_e64 v17, v21, v17
.Ltmp21:
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	s_waitcnt vmcnt(31)
	ds_write_b16 v91, v128 offset:7680
	s_waitcnt vmcnt(30)
	ds_write_b16 v94, v134
	s_waitcnt vmcnt(26)
	ds_write_b16 v94, v137 offset:2048
	s_waitcnt vmcnt(22)
	ds_write_b16 v94, v141 offset:4096
	s_waitcnt vmcnt(18)
	ds_write_b16 v94, v143 offset:6144
	ds_write_b16 v93, v131 offset:512
	ds_write_b16 v93, v135 offset:2560
	ds_write_b16 v93, v139 offset:4608
	s_waitcnt vmcnt(17)
	ds_write_b16 v93, v142 offset:6656
	ds_write_b16 v92, v130 offset:1024
	ds_write_b16 v92, v132 offset:3072
	ds_write_b16 v92, v138 offset:5120
	s_waitcnt vmcnt(16)
	ds_write_b16 v92, v140 offset:7168
	ds_write_b16 v91, v129 offset:1536
	ds_write_b16 v91, v133 offset:3584
	ds_write_b16 v91, v136 offset:5632
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_waitcnt vmcnt(15)
	ds_write_b16 v90, v150 offset:16384
	s_waitcnt vmcnt(11)
	ds_write_b16 v90, v155 offset:18432
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:41:29 ] ]
	v_add_f32_e32 v16, v16, v17
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:41:29 ] ]
	v_add_f32_e32 v16, v16, v17
.Ltmp25:
	.loc	1 41 15                         ; triton_kernels_src.py:41:15
	v_fmac_f32_e32 v16, v75, v95
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x16_f16 v[0:15], v[116:119], v[36:39], v[0:15]
	v_mov_b32_e32 v75, v16
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_waitcnt vmcnt(7)
	ds_write_b16 v90, v157 offset:20480
	s_waitcnt vmcnt(3)
	ds_write_b16 v90, v159 offset:22528
	ds_write_b16 v89, v147 offset:16896
	ds_write_b16 v89, v151 offset:18944
	ds_write_b16 v89, v156 offset:20992
	s_waitcnt vmcnt(2)
	ds_write_b16 v89, v158 offset:23040
	ds_write_b16 v88, v146 offset:17408
	ds_write_b16 v88, v148 offset:19456
	ds_write_b16 v88, v152 offset:21504
	s_waitcnt vmcnt(1)
	ds_write_b16 v88, v154 offset:23552
	ds_write_b16 v87, v144 offset:17920
	ds_write_b16 v87, v145 offset:19968
	ds_write_b16 v87, v149 offset:22016
	s_waitcnt vmcnt(0)
	ds_write_b16 v87, v153 offset:24064
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	v_mfma_f32_32x32x16_f16 v[0:15], v[112:115], v[40:43], v[0:15]
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_cbranch_scc1 .LBB0_87
; %bb.88:                               ; %Flow
	.loc	1 0 5 is_stmt 0                 ; triton_kernels_src.py:0:5
	s_nop 10
	v_mov_b32_e32 v30, v14
	v_mov_b32_e32 v14, v16
	s_branch .LBB0_90
.LBB0_89:
	v_mov_b32_e32 v1, 0
	s_movk_i32 s76, 0x4000
	v_mov_b32_e32 v64, 0xff800000
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v30, v1
.LBB0_90:                               ; %._crit_edge
	.loc	1 35 5 is_stmt 1                ; triton_kernels_src.py:35:5
	s_add_i32 s10, s10, 63
	s_cmp_gt_i32 s10, 63
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s10, 64
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_cbranch_scc1 .LBB0_92
; %bb.91:
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	v_add_u32_e32 v16, s81, v73
	ds_read_b128 v[18:21], v16
	v_xad_u32 v17, v73, 32, s81
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[18:21], v[108:111], 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read_b128 v[20:23], v17
	v_xad_u32 v18, v73, 64, s81
	v_xor_b32_e32 v19, 0x60, v73
	v_add_u32_e32 v19, s81, v19
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[20:23], v[104:107], v[48:63]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read_b128 v[20:23], v18
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[20:23], v[100:103], v[48:63]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read_b128 v[20:23], v19
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[20:23], v[96:99], v[48:63]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read_b128 v[20:23], v16 offset:4096
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[20:23], v[108:111], 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read_b128 v[20:23], v17 offset:4096
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[20:23], v[104:107], v[32:47]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read_b128 v[20:23], v18 offset:4096
	ds_read_b128 v[16:19], v19 offset:4096
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[32:47], v[20:23], v[100:103], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[16:19], v[96:99], v[32:47]
	s_branch .LBB0_93
.LBB0_92:
	.loc	1 0 0 is_stmt 0                 ; triton_kernels_src.py:0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
.LBB0_93:
.Ltmp26:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:38:33 ] ]
	v_max_f32_e32 v16, v49, v49
	v_max_f32_e32 v17, v48, v48
	v_max_f32_e32 v16, v17, v16
	v_max3_f32 v17, v51, v52, v53
	v_max3_f32 v19, v57, v58, v59
	v_max3_f32 v20, v60, v61, v62
	s_nop 4
	v_max3_f32 v21, v63, v32, v33
	v_max3_f32 v18, v54, v55, v56
	v_max3_f32 v22, v34, v35, v36
	v_max3_f32 v23, v37, v38, v39
	v_max3_f32 v24, v40, v41, v42
	v_max3_f32 v25, v43, v44, v45
	v_max3_f32 v16, v16, v50, v17
	v_max3_f32 v17, v19, v20, v21
	v_max3_f32 v19, v22, v23, v24
	v_max3_f32 v20, v25, v46, v47
	v_max3_f32 v16, v16, v18, v17
	v_max3_f32 v16, v16, v19, v20
.Ltmp27:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:38:33 ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
	s_mov_b32 s6, 0x3fb8aa3b
.Ltmp28:
	.loc	1 38 17                         ; triton_kernels_src.py:38:17
	v_max3_f32 v22, v64, v16, v17
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[16:17], v[48:49], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13 is_stmt 0               ; triton_kernels_src.py:39:13
	v_mov_b32_e32 v23, 0x42800000
	v_pk_mul_f32 v[16:17], v[16:17], s[6:7] op_sel_hi:[1,0]
	s_mov_b32 s7, 0xc2fc0000
	v_cmp_gt_f32_e64 s[2:3], s7, v17
	v_not_b32_e32 v31, 63
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[32:33], v[32:33], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cndmask_b32_e64 v18, 0, v23, s[2:3]
	v_add_f32_e32 v17, v17, v18
	v_exp_f32_e32 v17, v17
	v_cndmask_b32_e64 v18, 0, v31, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], s7, v16
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	v_ldexp_f32 v17, v17, v18
	v_cndmask_b32_e64 v18, 0, v23, s[2:3]
	v_add_f32_e32 v16, v16, v18
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[18:19], v[50:51], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_exp_f32_e32 v16, v16
	v_pk_mul_f32 v[18:19], v[18:19], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v19
	s_nop 1
	v_cndmask_b32_e64 v20, 0, v23, s[4:5]
	v_add_f32_e32 v19, v19, v20
	v_exp_f32_e32 v19, v19
	v_cndmask_b32_e64 v20, 0, v31, s[2:3]
	v_ldexp_f32 v16, v16, v20
	v_cndmask_b32_e64 v20, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v18
	v_ldexp_f32 v19, v19, v20
	s_nop 0
	v_cndmask_b32_e64 v20, 0, v23, s[2:3]
	v_add_f32_e32 v18, v18, v20
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[20:21], v[52:53], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_exp_f32_e32 v18, v18
	v_pk_mul_f32 v[20:21], v[20:21], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v21
	s_nop 1
	v_cndmask_b32_e64 v24, 0, v23, s[4:5]
	v_add_f32_e32 v21, v21, v24
	v_exp_f32_e32 v21, v21
	v_cndmask_b32_e64 v24, 0, v31, s[2:3]
	v_ldexp_f32 v18, v18, v24
	v_cndmask_b32_e64 v24, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v20
	v_ldexp_f32 v21, v21, v24
	s_nop 0
	v_cndmask_b32_e64 v24, 0, v23, s[2:3]
	v_add_f32_e32 v20, v20, v24
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[24:25], v[54:55], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_exp_f32_e32 v20, v20
	v_pk_mul_f32 v[24:25], v[24:25], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v25
	s_nop 1
	v_cndmask_b32_e64 v26, 0, v23, s[4:5]
	v_add_f32_e32 v25, v25, v26
	v_exp_f32_e32 v25, v25
	v_cndmask_b32_e64 v26, 0, v31, s[2:3]
	v_ldexp_f32 v20, v20, v26
	v_cndmask_b32_e64 v26, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v24
	v_ldexp_f32 v25, v25, v26
	s_nop 0
	v_cndmask_b32_e64 v26, 0, v23, s[2:3]
	v_add_f32_e32 v24, v24, v26
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[26:27], v[56:57], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_exp_f32_e32 v24, v24
	v_pk_mul_f32 v[26:27], v[26:27], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v27
	s_nop 1
	v_cndmask_b32_e64 v28, 0, v23, s[4:5]
	v_add_f32_e32 v27, v27, v28
	v_exp_f32_e32 v27, v27
	v_cndmask_b32_e64 v28, 0, v31, s[2:3]
	v_ldexp_f32 v24, v24, v28
	v_cndmask_b32_e64 v28, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v26
	v_ldexp_f32 v27, v27, v28
	s_nop 0
	v_cndmask_b32_e64 v28, 0, v23, s[2:3]
	v_add_f32_e32 v26, v26, v28
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[28:29], v[58:59], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_exp_f32_e32 v26, v26
	v_pk_mul_f32 v[28:29], v[28:29], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v29
	s_nop 1
	v_cndmask_b32_e64 v48, 0, v23, s[4:5]
	v_add_f32_e32 v29, v29, v48
	v_exp_f32_e32 v29, v29
	v_cndmask_b32_e64 v48, 0, v31, s[2:3]
	v_ldexp_f32 v26, v26, v48
	v_cndmask_b32_e64 v48, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v28
	v_ldexp_f32 v29, v29, v48
	s_nop 0
	v_cndmask_b32_e64 v48, 0, v23, s[2:3]
	v_add_f32_e32 v28, v28, v48
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[48:49], v[60:61], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_exp_f32_e32 v28, v28
	v_pk_mul_f32 v[48:49], v[48:49], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v49
	s_nop 1
	v_cndmask_b32_e64 v50, 0, v23, s[4:5]
	v_add_f32_e32 v49, v49, v50
	v_exp_f32_e32 v49, v49
	v_cndmask_b32_e64 v50, 0, v31, s[2:3]
	v_ldexp_f32 v28, v28, v50
	v_cndmask_b32_e64 v50, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v48
	v_ldexp_f32 v55, v49, v50
	s_nop 0
	v_cndmask_b32_e64 v49, 0, v23, s[2:3]
	v_add_f32_e32 v48, v48, v49
	v_exp_f32_e32 v50, v48
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[48:49], v[62:63], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	s_nop 0
	v_pk_mul_f32 v[48:49], v[48:49], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v49
	s_nop 1
	v_cndmask_b32_e64 v51, 0, v23, s[4:5]
	v_add_f32_e32 v49, v49, v51
	v_exp_f32_e32 v49, v49
	v_cndmask_b32_e64 v51, 0, v31, s[2:3]
	v_ldexp_f32 v54, v50, v51
	v_cndmask_b32_e64 v50, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v48
	v_ldexp_f32 v57, v49, v50
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	v_cndmask_b32_e64 v49, 0, v23, s[2:3]
	v_add_f32_e32 v48, v48, v49
	v_cndmask_b32_e64 v49, 0, v23, s[4:5]
	v_exp_f32_e32 v48, v48
	v_add_f32_e32 v33, v33, v49
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v49, 0, v31, s[2:3]
	v_ldexp_f32 v56, v48, v49
	v_cndmask_b32_e64 v48, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v59, v33, v48
	s_nop 0
	v_cndmask_b32_e64 v33, 0, v23, s[2:3]
	v_add_f32_e32 v32, v32, v33
	v_exp_f32_e32 v48, v32
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[32:33], v[34:35], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	s_nop 0
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	s_nop 1
	v_cndmask_b32_e64 v34, 0, v23, s[4:5]
	v_add_f32_e32 v33, v33, v34
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v34, 0, v31, s[2:3]
	v_ldexp_f32 v58, v48, v34
	v_cndmask_b32_e64 v34, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v61, v33, v34
	s_nop 0
	v_cndmask_b32_e64 v33, 0, v23, s[2:3]
	v_add_f32_e32 v32, v32, v33
	v_exp_f32_e32 v34, v32
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[32:33], v[36:37], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp29:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[36:37], v[26:27], v[28:29]
.Ltmp30:
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	s_nop 1
	v_cndmask_b32_e64 v35, 0, v23, s[4:5]
	v_add_f32_e32 v33, v33, v35
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v35, 0, v31, s[2:3]
	v_ldexp_f32 v60, v34, v35
	v_cndmask_b32_e64 v34, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v63, v33, v34
	s_nop 0
	v_cndmask_b32_e64 v33, 0, v23, s[2:3]
	v_add_f32_e32 v32, v32, v33
	v_exp_f32_e32 v34, v32
	.loc	1 39 20 is_stmt 0               ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[32:33], v[38:39], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp31:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[38:39], v[54:55], v[56:57]
.Ltmp32:
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	s_nop 1
	v_cndmask_b32_e64 v35, 0, v23, s[4:5]
	v_add_f32_e32 v33, v33, v35
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v35, 0, v31, s[2:3]
	v_ldexp_f32 v62, v34, v35
	v_cndmask_b32_e64 v34, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v75, v33, v34
	s_nop 0
	v_cndmask_b32_e64 v33, 0, v23, s[2:3]
	v_add_f32_e32 v32, v32, v33
	v_exp_f32_e32 v34, v32
	.loc	1 39 20 is_stmt 0               ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[32:33], v[40:41], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp33:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[40:41], v[58:59], v[60:61]
.Ltmp34:
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	s_nop 1
	v_cndmask_b32_e64 v35, 0, v23, s[4:5]
	v_add_f32_e32 v33, v33, v35
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v35, 0, v31, s[2:3]
	v_ldexp_f32 v74, v34, v35
	v_cndmask_b32_e64 v34, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v77, v33, v34
	s_nop 0
	v_cndmask_b32_e64 v33, 0, v23, s[2:3]
	v_add_f32_e32 v32, v32, v33
	v_exp_f32_e32 v34, v32
	.loc	1 39 20 is_stmt 0               ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[32:33], v[42:43], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp35:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[42:43], v[62:63], v[74:75]
.Ltmp36:
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	s_nop 1
	v_cndmask_b32_e64 v35, 0, v23, s[4:5]
	v_add_f32_e32 v33, v33, v35
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v35, 0, v31, s[2:3]
	v_ldexp_f32 v76, v34, v35
	v_cndmask_b32_e64 v34, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v79, v33, v34
	s_nop 0
	v_cndmask_b32_e64 v33, 0, v23, s[2:3]
	v_add_f32_e32 v32, v32, v33
	v_exp_f32_e32 v34, v32
	.loc	1 39 20 is_stmt 0               ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[32:33], v[44:45], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	s_nop 0
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	s_nop 1
	v_cndmask_b32_e64 v35, 0, v23, s[4:5]
	v_add_f32_e32 v33, v33, v35
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v35, 0, v31, s[2:3]
	v_ldexp_f32 v78, v34, v35
	v_cndmask_b32_e64 v34, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v81, v33, v34
.Ltmp37:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[44:45], v[76:77], v[78:79]
.Ltmp38:
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cndmask_b32_e64 v33, 0, v23, s[2:3]
	v_add_f32_e32 v32, v32, v33
	v_exp_f32_e32 v34, v32
	.loc	1 39 20 is_stmt 0               ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[32:33], v[46:47], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 40 24 is_stmt 1               ; triton_kernels_src.py:40:24
	v_sub_f32_e32 v22, v64, v22
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_mul_f32_e32 v22, 0x3fb8aa3b, v22
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	s_nop 1
	v_cndmask_b32_e64 v35, 0, v23, s[4:5]
	v_add_f32_e32 v33, v33, v35
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v35, 0, v31, s[2:3]
	v_ldexp_f32 v80, v34, v35
	v_cndmask_b32_e64 v34, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v83, v33, v34
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_cmp_gt_f32_e64 s[4:5], s7, v22
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cndmask_b32_e64 v33, 0, v23, s[2:3]
	v_add_f32_e32 v32, v32, v33
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_cndmask_b32_e64 v23, 0, v23, s[4:5]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_exp_f32_e32 v32, v32
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_add_f32_e32 v22, v22, v23
	v_exp_f32_e32 v22, v22
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cndmask_b32_e64 v23, 0, v31, s[2:3]
	v_ldexp_f32 v82, v32, v23
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_cndmask_b32_e64 v23, 0, v31, s[4:5]
	v_ldexp_f32 v33, v22, v23
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[22:23], v[16:17], v[18:19]
	v_pk_add_f32 v[34:35], v[20:21], v[24:25]
	v_pk_add_f32 v[46:47], v[80:81], v[82:83]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
.Ltmp40:
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_movk_i32 s2, 0x180
.Ltmp41:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[22:23], v[22:23], v[34:35]
.Ltmp42:
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	v_and_b32_e32 v31, 0x48, v65
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:41:29 ] ]
	v_add_f32_e32 v34, v22, v23
.Ltmp44:
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	v_mov_b32_e32 v23, 0x210
	v_cndmask_b32_e64 v23, v23, 0, vcc
	v_and_or_b32 v32, v70, s2, v69
	v_and_b32_e32 v22, 32, v72
	v_bitop3_b32 v31, v31, v32, v23 bitop3:0x36
	v_or_b32_e32 v31, v31, v22
	v_add_u32_e32 v32, s76, v31
	v_xad_u32 v31, v31, 32, s76
	ds_read_b64_tr_b16 v[52:53], v31 offset:1024
	ds_read_b64_tr_b16 v[48:49], v31 offset:3072
	ds_read_b64_tr_b16 v[44:45], v31 offset:5120
	ds_read_b64_tr_b16 v[40:41], v31 offset:7168
	.loc	1 43 15                         ; triton_kernels_src.py:43:15
	v_lshlrev_b32_e32 v31, 2, v67
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	ds_read_b64_tr_b16 v[50:51], v32
	ds_read_b64_tr_b16 v[46:47], v32 offset:2048
	ds_read_b64_tr_b16 v[42:43], v32 offset:4096
	ds_read_b64_tr_b16 v[38:39], v32 offset:6144
	.loc	1 43 15                         ; triton_kernels_src.py:43:15
	v_lshl_or_b32 v32, s75, 1, v31
	v_or_b32_e32 v31, s33, v31
	v_add_u32_e32 v36, 0, v32
	v_add_u32_e32 v37, 0, v31
	ds_write_b32 v36, v33 offset:32768
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v37 offset:32768
	.loc	1 43 45 is_stmt 0               ; triton_kernels_src.py:43:45
	v_cvt_pk_f16_f32 v16, v16, v17
	v_cvt_pk_f16_f32 v17, v18, v19
	v_cvt_pk_f16_f32 v19, v24, v25
	v_cvt_pk_f16_f32 v25, v56, v57
	v_bitop3_b32 v57, s75, v23, v71 bitop3:0xf6
	v_cvt_pk_f16_f32 v18, v20, v21
	v_cvt_pk_f16_f32 v20, v26, v27
	v_cvt_pk_f16_f32 v26, v58, v59
	v_add_u32_e32 v58, 0, v57
	v_cvt_pk_f16_f32 v31, v76, v77
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v58, v16 offset:32768
	ds_write_b16_d16_hi v58, v16 offset:32896
	ds_write_b16 v58, v20 offset:34816
	ds_write_b16_d16_hi v58, v20 offset:34944
	ds_write_b16 v58, v26 offset:36864
	ds_write_b16_d16_hi v58, v26 offset:36992
	ds_write_b16 v58, v31 offset:38912
	ds_write_b16_d16_hi v58, v31 offset:39040
	v_xad_u32 v16, v57, 8, 0
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	s_and_b64 s[2:3], s[0:1], exec
.Ltmp45:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_mov_b32_e32 v35, v34
.Ltmp46:
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	v_cvt_pk_f16_f32 v21, v28, v29
	v_cvt_pk_f16_f32 v24, v54, v55
	v_cvt_pk_f16_f32 v27, v60, v61
	v_cvt_pk_f16_f32 v54, v78, v79
	ds_write_b16 v16, v17 offset:33024
	ds_write_b16_d16_hi v16, v17 offset:33152
	ds_write_b16 v16, v21 offset:35072
	ds_write_b16_d16_hi v16, v21 offset:35200
	ds_write_b16 v16, v27 offset:37120
	ds_write_b16_d16_hi v16, v27 offset:37248
	ds_write_b16 v16, v54 offset:39168
	ds_write_b16_d16_hi v16, v54 offset:39296
	v_xad_u32 v16, v57, 32, 0
	.loc	1 43 38 is_stmt 0               ; triton_kernels_src.py:43:38
	s_cselect_b32 s2, 1, 0
.Ltmp47:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_permlane32_swap_b32_e32 v34, v35
.Ltmp48:
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	v_cvt_pk_f16_f32 v28, v62, v63
	v_cvt_pk_f16_f32 v55, v80, v81
	ds_write_b16 v16, v18 offset:33792
	ds_write_b16_d16_hi v16, v18 offset:33920
	ds_write_b16 v16, v24 offset:35840
	ds_write_b16_d16_hi v16, v24 offset:35968
	ds_write_b16 v16, v28 offset:37888
	ds_write_b16_d16_hi v16, v28 offset:38016
	ds_write_b16 v16, v55 offset:39936
	ds_write_b16_d16_hi v16, v55 offset:40064
	v_xad_u32 v16, v57, 40, 0
	.loc	1 43 38 is_stmt 0               ; triton_kernels_src.py:43:38
	s_cmp_lg_u32 s2, 1
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	v_cvt_pk_f16_f32 v29, v74, v75
	v_cvt_pk_f16_f32 v56, v82, v83
	ds_write_b16 v16, v19 offset:34048
	ds_write_b16_d16_hi v16, v19 offset:34176
	ds_write_b16 v16, v25 offset:36096
	ds_write_b16_d16_hi v16, v25 offset:36224
	ds_write_b16 v16, v29 offset:38144
	ds_write_b16_d16_hi v16, v29 offset:38272
	ds_write_b16 v16, v56 offset:40192
	ds_write_b16_d16_hi v16, v56 offset:40320
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	s_cbranch_scc1 .LBB0_95
; %bb.94:
	.loc	1 0 0                           ; triton_kernels_src.py:0
	v_and_b32_e32 v16, 0x80, v70
	s_lshr_b32 s2, s33, 1
	v_or_b32_e32 v16, s2, v16
	s_movk_i32 s2, 0x108
	v_bitop3_b32 v17, v68, v69, s2 bitop3:0x6c
	v_xor_b32_e32 v17, v17, v23
	v_or3_b32 v16, v16, v17, v22
	v_add_u32_e32 v17, 0, v16
	v_xad_u32 v16, v16, 32, 0
	ds_read_b64_tr_b16 v[54:55], v17 offset:32768
	ds_read_b64_tr_b16 v[58:59], v17 offset:34816
	ds_read_b64_tr_b16 v[62:63], v17 offset:36864
	ds_read_b64_tr_b16 v[68:69], v17 offset:38912
	ds_read_b64_tr_b16 v[56:57], v16 offset:33792
	ds_read_b64_tr_b16 v[60:61], v16 offset:35840
	ds_read_b64_tr_b16 v[64:65], v16 offset:37888
	ds_read_b64_tr_b16 v[70:71], v16 offset:39936
	.loc	1 35 5 is_stmt 1                ; triton_kernels_src.py:35:5
	v_mov_b32_e32 v31, v15
	.loc	1 43 15                         ; triton_kernels_src.py:43:15
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[0:1], v[32:33] op_sel_hi:[1,0]
	.loc	1 43 38 is_stmt 0               ; triton_kernels_src.py:43:38
	s_waitcnt lgkmcnt(3)
	s_nop 0
	v_mfma_f32_32x32x16_f16 v[16:31], v[50:53], v[54:57], v[16:31]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[16:31], v[46:49], v[58:61], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[42:45], v[62:65], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[38:41], v[68:71], v[16:31]
	s_nop 11
	v_mov_b32_e32 v15, v31
	v_mov_b32_e32 v13, v29
	v_mov_b32_e32 v12, v28
	v_mov_b32_e32 v11, v27
	v_mov_b32_e32 v10, v26
	v_mov_b32_e32 v9, v25
	v_mov_b32_e32 v8, v24
	v_mov_b32_e32 v7, v23
	v_mov_b32_e32 v6, v22
	v_mov_b32_e32 v5, v21
	v_mov_b32_e32 v4, v20
	v_mov_b32_e32 v3, v19
	v_mov_b32_e32 v2, v18
	v_mov_b32_e32 v1, v17
	v_mov_b32_e32 v0, v16
.LBB0_95:
.Ltmp49:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:41:29 ] ]
	v_add_f32_e32 v16, v34, v35
.Ltmp50:
	.loc	1 41 15                         ; triton_kernels_src.py:41:15
	v_fmac_f32_e32 v16, v14, v33
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	v_cndmask_b32_e64 v14, v14, v16, s[0:1]
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	ds_write_b32 v36, v14
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v14, v37
	.loc	1 31 43                         ; triton_kernels_src.py:31:43
	v_lshrrev_b32_e32 v17, 2, v66
	s_lshr_b32 s2, s75, 1
	v_or_b32_e32 v18, s2, v17
	.loc	1 28 21                         ; triton_kernels_src.py:28:21
	s_lshr_b32 s2, s33, 2
	v_or_b32_e32 v17, s2, v67
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v20, s[0:1], v14, v14, v0
	.loc	1 28 10                         ; triton_kernels_src.py:28:10
	v_or_b32_e32 v16, s11, v17
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	v_rcp_f32_e32 v21, v20
	.loc	1 31 25                         ; triton_kernels_src.py:31:25
	v_lshlrev_b32_e32 v16, 6, v16
	.loc	1 45 14                         ; triton_kernels_src.py:45:14
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[8:9]
	v_lshlrev_b32_e32 v18, 1, v18
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[18:19]
	.loc	1 45 54 is_stmt 0               ; triton_kernels_src.py:45:54
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v0, v14, v0
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v14, v14, v1
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v0, v18, v14, v0
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v1, v14, v1
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v14, v14, v2
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v1, v18, v14, v1
	.loc	1 45 53                         ; triton_kernels_src.py:45:53
	v_cvt_pk_f16_f32 v0, v0, v1
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v2, v14, v2
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v14, v14, v3
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v18, v18, v14, v2
	v_fma_f32 v2, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v2, v22
	v_div_scale_f32 v2, vcc, v3, v14, v3
	v_mul_f32_e32 v19, v2, v22
	v_fma_f32 v21, -v20, v19, v2
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v2, -v20, v19, v2
	v_div_scale_f32 v20, s[0:1], v14, v14, v4
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v2, v2, v22, v19
	v_div_fixup_f32 v3, v2, v14, v3
	v_fma_f32 v2, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v2, v21
	v_div_scale_f32 v2, vcc, v4, v14, v4
	v_mul_f32_e32 v19, v2, v21
	v_fma_f32 v22, -v20, v19, v2
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v2, -v20, v19, v2
	v_div_scale_f32 v20, s[0:1], v14, v14, v5
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v2, v2, v21, v19
	v_div_fixup_f32 v2, v2, v14, v4
	v_fma_f32 v4, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v4, v22
	v_div_scale_f32 v4, vcc, v5, v14, v5
	v_mul_f32_e32 v19, v4, v22
	v_fma_f32 v21, -v20, v19, v4
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v4, -v20, v19, v4
	v_div_scale_f32 v20, s[0:1], v14, v14, v6
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v4, v4, v22, v19
	v_div_fixup_f32 v4, v4, v14, v5
	.loc	1 45 53                         ; triton_kernels_src.py:45:53
	v_cvt_pk_f16_f32 v2, v2, v4
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	v_fma_f32 v5, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v6, v14, v6
	v_mul_f32_e32 v19, v5, v21
	v_fma_f32 v22, -v20, v19, v5
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v5, -v20, v19, v5
	v_div_scale_f32 v20, s[0:1], v14, v14, v7
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v5, v5, v21, v19
	v_div_fixup_f32 v5, v5, v14, v6
	.loc	1 45 53                         ; triton_kernels_src.py:45:53
	v_permlane32_swap_b32_e32 v0, v2
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	v_fma_f32 v6, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v6, v22
	v_div_scale_f32 v6, vcc, v7, v14, v7
	v_mul_f32_e32 v19, v6, v22
	v_fma_f32 v21, -v20, v19, v6
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v6, -v20, v19, v6
	v_div_scale_f32 v20, s[0:1], v14, v14, v8
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v6, v6, v22, v19
	v_div_fixup_f32 v6, v6, v14, v7
	v_fma_f32 v7, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v7, v21
	v_div_scale_f32 v7, vcc, v8, v14, v8
	v_mul_f32_e32 v19, v7, v21
	v_fma_f32 v22, -v20, v19, v7
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v7, -v20, v19, v7
	v_div_scale_f32 v20, s[0:1], v14, v14, v9
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v7, v7, v21, v19
	v_div_fixup_f32 v7, v7, v14, v8
	v_fma_f32 v8, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v8, v22
	v_div_scale_f32 v8, vcc, v9, v14, v9
	v_mul_f32_e32 v19, v8, v22
	v_fma_f32 v21, -v20, v19, v8
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v8, -v20, v19, v8
	v_div_scale_f32 v20, s[0:1], v14, v14, v10
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v8, v8, v22, v19
	v_div_fixup_f32 v8, v8, v14, v9
	.loc	1 45 53                         ; triton_kernels_src.py:45:53
	v_cvt_pk_f16_f32 v4, v7, v8
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	v_fma_f32 v9, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v9, v21
	v_div_scale_f32 v9, vcc, v10, v14, v10
	v_mul_f32_e32 v19, v9, v21
	v_fma_f32 v22, -v20, v19, v9
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v9, -v20, v19, v9
	v_div_scale_f32 v20, s[0:1], v14, v14, v11
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v9, v9, v21, v19
	v_div_fixup_f32 v9, v9, v14, v10
	v_fma_f32 v10, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v10, v22
	v_div_scale_f32 v10, vcc, v11, v14, v11
	v_mul_f32_e32 v19, v10, v22
	v_fma_f32 v21, -v20, v19, v10
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v10, -v20, v19, v10
	v_div_scale_f32 v20, s[0:1], v14, v14, v12
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v10, v10, v22, v19
	v_div_fixup_f32 v10, v10, v14, v11
	v_fma_f32 v11, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v11, v21
	v_div_scale_f32 v11, vcc, v12, v14, v12
	v_mul_f32_e32 v19, v11, v21
	v_fma_f32 v22, -v20, v19, v11
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v11, -v20, v19, v11
	v_div_scale_f32 v20, s[0:1], v14, v14, v13
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v11, v11, v21, v19
	v_div_fixup_f32 v11, v11, v14, v12
	v_fma_f32 v12, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v12, v22
	v_div_scale_f32 v12, vcc, v13, v14, v13
	v_mul_f32_e32 v19, v12, v22
	v_fma_f32 v21, -v20, v19, v12
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v12, -v20, v19, v12
	v_div_scale_f32 v20, s[0:1], v14, v14, v30
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v12, v12, v22, v19
	v_div_fixup_f32 v12, v12, v14, v13
	v_fma_f32 v13, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v13, v21
	v_div_scale_f32 v13, vcc, v30, v14, v30
	v_mul_f32_e32 v19, v13, v21
	v_fma_f32 v22, -v20, v19, v13
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v13, -v20, v19, v13
	v_div_scale_f32 v20, s[0:1], v14, v14, v15
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v13, v13, v21, v19
	v_div_fixup_f32 v13, v13, v14, v30
	v_fma_f32 v19, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v19, v22
	v_div_scale_f32 v19, vcc, v15, v14, v15
	v_mul_f32_e32 v21, v19, v22
	v_fma_f32 v23, -v20, v21, v19
	v_fmac_f32_e32 v21, v23, v22
	v_fma_f32 v19, -v20, v21, v19
	v_div_fmas_f32 v1, v19, v22, v21
	v_div_fixup_f32 v14, v1, v14, v15
	.loc	1 45 53                         ; triton_kernels_src.py:45:53
	v_cvt_pk_f16_f32 v1, v18, v3
	v_cvt_pk_f16_f32 v3, v5, v6
	v_cvt_pk_f16_f32 v5, v9, v10
	v_cvt_pk_f16_f32 v6, v11, v12
	v_cvt_pk_f16_f32 v7, v13, v14
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 45 5                          ; triton_kernels_src.py:45:5
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	.loc	1 26 1 is_stmt 1                ; triton_kernels_src.py:26:1
	s_endpgm
.Ltmp51:
.Lfunc_end0:
	.size	attention, .Lfunc_end0-attention
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attention
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 226
		.amdhsa_next_free_sgpr 82
		.amdhsa_accum_offset 228
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
	.set .Lattention.num_vgpr, 226
	.set .Lattention.num_agpr, 0
	.set .Lattention.numbered_sgpr, 82
	.set .Lattention.num_named_barrier, 0
	.set .Lattention.private_seg_size, 0
	.set .Lattention.uses_vcc, 1
	.set .Lattention.uses_flat_scratch, 0
	.set .Lattention.has_dyn_sized_stack, 0
	.set .Lattention.has_recursion, 0
	.set .Lattention.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12308
; TotalNumSgprs: 88
; NumVgprs: 226
; NumAgprs: 0
; TotalNumVgprs: 226
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 28
; NumSGPRsForWavesPerEU: 88
; NumVGPRsForWavesPerEU: 226
; AccumOffset: 228
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 56
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
	.byte	6                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	38                              ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5a:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	41                              ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x66:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
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
	.quad	.Ltmp25-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_kernels_src.py"         ; string offset=7 ; triton_kernels_src.py
.Linfo_string2:
	.asciz	"SRC"       ; string offset=29 ; SRC
.Linfo_string3:
	.asciz	"attention"                     ; string offset=53 ; attention
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           attention
    .private_segment_fixed_size: 0
    .sgpr_count:     88
    .sgpr_spill_count: 0
    .symbol:         attention.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     226
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
