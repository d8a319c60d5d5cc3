	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	attention                       ; -- Begin function attention
	.p2align	8
	.type	attention,@function
attention:                              ; @attention
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.9:
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
; %bb.10:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 45 54 is_stmt 1               ; triton_kernels_src.py:45:54
	v_readfirstlane_b32 s35, v0
	.loc	1 28 10                         ; triton_kernels_src.py:28:10
	s_lshl_b32 s11, s16, 6
	.loc	1 28 21 is_stmt 0               ; triton_kernels_src.py:28:21
	s_lshr_b32 s33, s35, 6
	s_or_b32 s58, s33, 8
	.loc	1 28 10                         ; triton_kernels_src.py:28:10
	s_or_b32 s0, s33, s11
	.loc	1 28 21                         ; triton_kernels_src.py:28:21
	s_or_b32 s57, s33, 4
	s_or_b32 s59, s33, 12
	s_or_b32 s60, s33, 16
	s_or_b32 s61, s33, 20
	s_or_b32 s62, s33, 24
	s_or_b32 s63, s33, 28
	s_or_b32 s64, s33, 32
	s_or_b32 s65, s33, 36
	s_or_b32 s66, s33, 40
	s_or_b32 s67, s33, 44
	s_or_b32 s68, s33, 48
	s_or_b32 s69, s33, 52
	s_or_b32 s70, s33, 56
	s_or_b32 s71, s33, 60
	.loc	1 28 10                         ; triton_kernels_src.py:28:10
	s_or_b32 s13, s58, s11
	.loc	1 31 25 is_stmt 1               ; triton_kernels_src.py:31:25
	s_lshl_b32 s12, s0, 6
	.loc	1 28 10                         ; triton_kernels_src.py:28:10
	s_or_b32 s1, s57, s11
	s_or_b32 s15, s59, s11
	s_or_b32 s16, s60, s11
	s_or_b32 s17, s61, s11
	s_or_b32 s18, s62, s11
	s_or_b32 s19, s63, s11
	s_or_b32 s20, s64, s11
	s_or_b32 s21, s65, s11
	s_or_b32 s22, s66, s11
	s_or_b32 s23, s67, s11
	s_or_b32 s25, s68, s11
	s_or_b32 s27, s69, s11
	s_or_b32 s29, s70, s11
	s_or_b32 s31, s71, s11
	.loc	1 31 25                         ; triton_kernels_src.py:31:25
	s_lshl_b32 s24, s13, 6
	.loc	1 31 17 is_stmt 0               ; triton_kernels_src.py:31:17
	s_ashr_i32 s13, s12, 31
	.loc	1 45 5 is_stmt 1                ; triton_kernels_src.py:45:5
	s_and_b32 s34, s35, 0xc0
	.loc	1 31 25                         ; triton_kernels_src.py:31:25
	s_lshl_b32 s14, s1, 6
	s_lshl_b32 s26, s15, 6
	s_lshl_b32 s30, s16, 6
	s_lshl_b32 s36, s17, 6
	s_lshl_b32 s38, s18, 6
	s_lshl_b32 s40, s19, 6
	s_lshl_b32 s42, s20, 6
	s_lshl_b32 s44, s21, 6
	s_lshl_b32 s46, s22, 6
	s_lshl_b32 s48, s23, 6
	s_lshl_b32 s28, s25, 6
	s_lshl_b32 s22, s27, 6
	s_lshl_b32 s20, s29, 6
	s_lshl_b32 s0, s31, 6
	.loc	1 31 17 is_stmt 0               ; triton_kernels_src.py:31:17
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s18, s2, s12
	s_addc_u32 s19, s3, s13
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[12:13], s[14:15], 1
	s_add_u32 s16, s2, s12
	s_addc_u32 s17, s3, s13
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[12:13], s[24:25], 1
	s_add_u32 s14, s2, s12
	s_addc_u32 s15, s3, s13
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[12:13], s[26:27], 1
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[24:25], s[30:31], 1
	s_add_u32 s50, s2, s24
	s_addc_u32 s51, s3, s25
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[24:25], s[36:37], 1
	s_add_u32 s30, s2, s24
	s_addc_u32 s31, s3, s25
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[24:25], s[38:39], 1
	s_add_u32 s26, s2, s24
	s_addc_u32 s27, s3, s25
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[24:25], s[40:41], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[36:37], s[42:43], 1
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[38:39], s[44:45], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[40:41], s[46:47], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[42:43], s[48:49], 1
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	.loc	1 28 21 is_stmt 1               ; triton_kernels_src.py:28:21
	v_and_b32_e32 v1, 63, v0
	.loc	1 31 17                         ; triton_kernels_src.py:31:17
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	v_lshlrev_b32_e32 v2, 1, v1
	.loc	1 31 9 is_stmt 0                ; triton_kernels_src.py:31:9
	global_load_ushort v4, v2, s[18:19]
	global_load_ushort v5, v2, s[50:51]
	global_load_ushort v6, v2, s[36:37]
	global_load_ushort v7, v2, s[28:29]
	.loc	1 31 17                         ; triton_kernels_src.py:31:17
	s_add_u32 s18, s2, s20
	s_addc_u32 s19, s3, s21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	global_load_ushort v8, v2, s[16:17]
	global_load_ushort v9, v2, s[30:31]
	global_load_ushort v10, v2, s[38:39]
	global_load_ushort v11, v2, s[22:23]
	global_load_ushort v12, v2, s[14:15]
	global_load_ushort v13, v2, s[26:27]
	global_load_ushort v14, v2, s[40:41]
	global_load_ushort v15, v2, s[18:19]
	.loc	1 31 17                         ; triton_kernels_src.py:31:17
	s_addc_u32 s1, s3, s1
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	global_load_ushort v16, v2, s[12:13]
	global_load_ushort v17, v2, s[24:25]
	global_load_ushort v18, v2, s[42:43]
	global_load_ushort v19, v2, s[0:1]
	.loc	1 28 21 is_stmt 1               ; triton_kernels_src.py:28:21
	v_or_b32_e32 v3, s34, v1
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	v_lshlrev_b32_e32 v3, 1, v3
	s_lshr_b32 s2, s34, 3
	v_xor_b32_e32 v3, s2, v3
	v_add_u32_e32 v64, 0, v3
	s_waitcnt vmcnt(15)
	ds_write_b16 v64, v4
	s_waitcnt vmcnt(14)
	ds_write_b16 v64, v5 offset:2048
	s_waitcnt vmcnt(13)
	ds_write_b16 v64, v6 offset:4096
	s_waitcnt vmcnt(12)
	ds_write_b16 v64, v7 offset:6144
	v_xor_b32_e32 v4, 32, v3
	.loc	1 28 21                         ; triton_kernels_src.py:28:21
	v_and_b32_e32 v53, 31, v0
	.loc	1 31 43                         ; triton_kernels_src.py:31:43
	s_and_b32 s72, s35, 64
	.loc	1 31 9 is_stmt 0                ; triton_kernels_src.py:31:9
	v_add_u32_e32 v65, 0, v4
	v_xor_b32_e32 v4, 64, v3
	v_xor_b32_e32 v3, 0x60, v3
	v_add_u32_e32 v66, 0, v4
	v_add_u32_e32 v67, 0, v3
	.loc	1 35 5 is_stmt 1                ; triton_kernels_src.py:35:5
	s_cmp_gt_i32 s10, 0
	v_lshlrev_b32_e32 v62, 2, v53
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	s_waitcnt vmcnt(11)
	ds_write_b16 v65, v8 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b16 v65, v9 offset:2560
	s_waitcnt vmcnt(9)
	ds_write_b16 v65, v10 offset:4608
	s_waitcnt vmcnt(8)
	ds_write_b16 v65, v11 offset:6656
	s_waitcnt vmcnt(7)
	ds_write_b16 v66, v12 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v66, v13 offset:3072
	s_waitcnt vmcnt(5)
	ds_write_b16 v66, v14 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v66, v15 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v67, v16 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b16 v67, v17 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b16 v67, v18 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b16 v67, v19 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	s_lshl_b32 s3, s72, 1
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v17, s3
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 54 is_stmt 0                ; triton_kernels_src.py:0:54
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr17
.LBB0_3:                                ; %Flow
	s_and_b32 s3, s35, 0x80
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_and_b32_e32 v63, 32, v0
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v14, 0
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	.loc	1 31 9 is_stmt 1                ; triton_kernels_src.py:31:9
	v_and_b32_e32 v5, 15, v0
	v_lshlrev_b32_e32 v6, 3, v5
	v_lshrrev_b32_e32 v7, 2, v63
	v_lshlrev_b32_e32 v4, 7, v53
	s_lshl_b32 s0, s72, 6
	v_xor_b32_e32 v3, v6, v7
	v_or3_b32 v3, s0, v3, v4
	v_add_u32_e32 v8, 0, v3
	v_xad_u32 v9, v3, 16, 0
	v_xad_u32 v10, v3, 32, 0
	.loc	1 28 21                         ; triton_kernels_src.py:28:21
	s_lshr_b32 s74, s34, 4
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	v_xad_u32 v11, v3, 48, 0
	ds_read_b64 v[98:99], v8
	ds_read_b64 v[100:101], v9
	ds_read_b64 v[102:103], v10
	ds_read_b64 v[104:105], v11
	v_xad_u32 v8, v3, 64, 0
	v_xor_b32_e32 v9, 0x50, v3
	v_xor_b32_e32 v10, 0x60, v3
	v_xor_b32_e32 v3, 0x70, v3
	.loc	1 28 21                         ; triton_kernels_src.py:28:21
	s_or_b32 s75, s74, 1
	s_or_b32 s76, s74, 2
	s_or_b32 s77, s74, 3
	s_or_b32 s78, s74, 16
	s_or_b32 s79, s74, 17
	s_or_b32 s80, s74, 18
	s_or_b32 s81, s74, 19
	s_or_b32 s82, s74, 32
	s_or_b32 s83, s74, 33
	s_or_b32 s84, s74, 34
	s_or_b32 s85, s74, 35
	s_or_b32 s86, s74, 48
	s_or_b32 s87, s74, 49
	s_or_b32 s88, s74, 50
	s_or_b32 s89, s74, 51
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	v_add_u32_e32 v3, 0, v3
	s_lshl_b32 s1, s72, 1
	s_lshr_b32 s0, s3, 1
	v_add_u32_e32 v9, 0, v9
	v_add_u32_e32 v10, 0, v10
	ds_read_b64 v[106:107], v8
	ds_read_b64 v[108:109], v9
	ds_read_b64 v[110:111], v10
	ds_read_b64 v[112:113], v3
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	v_mov_b32_e32 v3, v14
	v_lshlrev_b32_e32 v16, 4, v63
	s_cmp_eq_u32 s72, 0
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[50:51], s[6:7], 0, v[2:3]
	v_or_b32_e32 v2, v4, v6
	v_add_u32_e32 v17, s72, v16
	v_add_u32_e32 v16, s0, v16
	v_lshrrev_b32_e32 v18, 1, v0
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s0, 0, 0x1010
	v_xor_b32_e32 v2, v2, v7
	v_and_b32_e32 v18, 24, v18
	v_and_b32_e32 v0, 0x808, v0
	v_or_b32_e32 v7, s0, v7
	v_xor_b32_e32 v18, v6, v18
	v_xor_b32_e32 v0, v0, v7
                                        ; implicit-def: $vgpr146 : SGPR spill to VGPR lane
	v_xor_b32_e32 v18, s2, v18
	v_xor_b32_e32 v0, v0, v6
	v_writelane_b32 v146, s8, 0
	v_lshlrev_b32_e32 v13, 2, v1
	v_lshl_or_b32 v1, v1, 7, v18
	v_lshl_or_b32 v0, v5, 7, v0
	v_writelane_b32 v146, s9, 1
	v_xor_b32_e32 v3, 16, v2
	v_xor_b32_e32 v4, 32, v2
	v_xor_b32_e32 v8, 48, v2
	v_xor_b32_e32 v9, 64, v2
	v_xor_b32_e32 v10, 0x50, v2
	v_xor_b32_e32 v11, 0x60, v2
	v_xor_b32_e32 v12, 0x70, v2
	v_xor_b32_e32 v68, 0x80, v13
	v_add_u32_e32 v13, 0, v62
	v_lshlrev_b32_e32 v15, 1, v53
	v_xor_b32_e32 v18, 32, v1
	v_xor_b32_e32 v19, 64, v1
	v_xor_b32_e32 v20, 0x60, v1
	v_xor_b32_e32 v5, 16, v0
	v_xor_b32_e32 v6, 32, v0
	v_xor_b32_e32 v7, 48, v0
	v_xor_b32_e32 v21, 64, v0
	v_xor_b32_e32 v22, 0x50, v0
	v_xor_b32_e32 v23, 0x60, v0
	v_xor_b32_e32 v24, 0x70, v0
	.loc	1 31 9                          ; triton_kernels_src.py:31:9
	s_mov_b32 s90, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v96, 0xff800000
	v_add_u32_e32 v70, 0, v2
	v_add_u32_e32 v71, 0, v3
	v_add_u32_e32 v72, 0, v4
	v_add_u32_e32 v73, 0, v8
	v_add_u32_e32 v74, 0, v9
	v_add_u32_e32 v75, 0, v10
	v_add_u32_e32 v76, 0, v11
	v_add_u32_e32 v77, 0, v12
	s_mov_b32 s56, 0x3fb8aa3b
	s_mov_b32 s92, 0xc2fc0000
	v_add_u32_e32 v78, v17, v15
	v_add_u32_e32 v79, v16, v15
	s_mov_b32 s93, 0x5040100
	v_add_u32_e32 v80, 0, v1
	v_add_u32_e32 v81, 0, v18
	v_add_u32_e32 v82, 0, v19
	v_add_u32_e32 v83, 0, v20
	v_add_u32_e32 v84, 0, v0
	v_add_u32_e32 v85, 0, v5
	v_add_u32_e32 v86, 0, v6
	v_add_u32_e32 v87, 0, v7
	v_add_u32_e32 v88, 0, v21
	v_add_u32_e32 v89, 0, v22
	v_add_u32_e32 v90, 0, v23
	v_add_u32_e32 v91, 0, v24
	v_mov_b32_e32 v92, 0x42800000
	v_not_b32_e32 v93, 63
	v_writelane_b32 v146, s1, 2
	v_add_u32_e32 v94, s1, v13
	v_add_u32_e32 v95, s3, v13
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
	v_writelane_b32 v146, s3, 3
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 36 30                         ; triton_kernels_src.py:36:30
	s_or_b32 s0, s90, s33
	s_or_b32 s1, s90, s57
	s_or_b32 s2, s90, s58
	s_or_b32 s3, s90, s59
	s_or_b32 s4, s90, s60
	s_or_b32 s5, s90, s61
	s_or_b32 s6, s90, s62
	s_or_b32 s7, s90, s63
	s_or_b32 s12, s90, s64
	s_or_b32 s13, s90, s65
	s_or_b32 s14, s90, s66
	s_or_b32 s15, s90, s67
	s_or_b32 s16, s90, s68
	s_or_b32 s17, s90, s69
	s_or_b32 s18, s90, s70
	s_or_b32 s19, s90, s71
	.loc	1 36 29 is_stmt 0               ; triton_kernels_src.py:36:29
	s_lshl_b32 s28, s0, 6
	s_lshl_b32 s30, s1, 6
	s_lshl_b32 s34, s2, 6
	s_lshl_b32 s36, s3, 6
	s_lshl_b32 s38, s4, 6
	s_lshl_b32 s40, s5, 6
	s_lshl_b32 s42, s6, 6
	s_lshl_b32 s44, s7, 6
	s_lshl_b32 s46, s12, 6
	s_lshl_b32 s48, s13, 6
	s_lshl_b32 s50, s14, 6
	s_lshl_b32 s52, s15, 6
	s_lshl_b32 s54, s16, 6
	s_lshl_b32 s94, s17, 6
	s_lshl_b32 s18, s18, 6
	s_lshl_b32 s96, s19, 6
	.loc	1 36 21                         ; triton_kernels_src.py:36:21
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s41, s40, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[16:17], s[28:29], 1, v[48:49]
	v_lshl_add_u64 v[18:19], s[30:31], 1, v[48:49]
	s_ashr_i32 s47, s46, 31
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s53, s52, 31
	s_ashr_i32 s55, s54, 31
	s_ashr_i32 s95, s94, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s97, s96, 31
	v_lshl_add_u64 v[20:21], s[34:35], 1, v[48:49]
	v_lshl_add_u64 v[22:23], s[36:37], 1, v[48:49]
	v_lshl_add_u64 v[24:25], s[38:39], 1, v[48:49]
	v_lshl_add_u64 v[26:27], s[40:41], 1, v[48:49]
	v_lshl_add_u64 v[28:29], s[42:43], 1, v[48:49]
	v_lshl_add_u64 v[30:31], s[44:45], 1, v[48:49]
	v_lshl_add_u64 v[32:33], s[46:47], 1, v[48:49]
	v_lshl_add_u64 v[34:35], s[48:49], 1, v[48:49]
	v_lshl_add_u64 v[36:37], s[50:51], 1, v[48:49]
	v_lshl_add_u64 v[38:39], s[52:53], 1, v[48:49]
	v_lshl_add_u64 v[40:41], s[54:55], 1, v[48:49]
	v_lshl_add_u64 v[42:43], s[94:95], 1, v[48:49]
	v_lshl_add_u64 v[44:45], s[18:19], 1, v[48:49]
	v_lshl_add_u64 v[46:47], s[96:97], 1, v[48:49]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	global_load_ushort v16, v[16:17], off
	s_nop 0
	global_load_ushort v17, v[24:25], off
	s_nop 0
	global_load_ushort v24, v[32:33], off
	global_load_ushort v25, v[40:41], off
	s_nop 0
	global_load_ushort v18, v[18:19], off
	s_nop 0
	global_load_ushort v19, v[26:27], off
	s_nop 0
	global_load_ushort v26, v[34:35], off
	global_load_ushort v27, v[42:43], off
	s_nop 0
	global_load_ushort v20, v[20:21], off
	s_nop 0
	global_load_ushort v21, v[28:29], off
	s_nop 0
	global_load_ushort v28, v[36:37], off
	global_load_ushort v29, v[44:45], off
	s_nop 0
	global_load_ushort v22, v[22:23], off
	s_nop 0
	global_load_ushort v23, v[30:31], off
	s_nop 0
	global_load_ushort v30, v[38:39], off
	global_load_ushort v31, v[46:47], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 36 30                         ; triton_kernels_src.py:36:30
	s_or_b32 s20, s90, s74
	s_or_b32 s22, s90, s75
	.loc	1 42 29 is_stmt 1               ; triton_kernels_src.py:42:29
	s_lshl_b32 s6, s20, 6
	s_lshl_b32 s12, s22, 6
	.loc	1 42 21 is_stmt 0               ; triton_kernels_src.py:42:21
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s13, s12, 31
	v_lshl_add_u64 v[58:59], s[6:7], 1, v[50:51]
	v_lshl_add_u64 v[60:61], s[12:13], 1, v[50:51]
	.loc	1 36 30 is_stmt 1               ; triton_kernels_src.py:36:30
	s_or_b32 s23, s90, s76
	s_or_b32 s24, s90, s77
	s_or_b32 s8, s90, s87
	s_or_b32 s25, s90, s78
	s_or_b32 s26, s90, s80
	s_or_b32 s27, s90, s81
	s_or_b32 s21, s90, s79
	s_or_b32 s98, s90, s82
	.loc	1 36 13 is_stmt 0               ; triton_kernels_src.py:36:13
	s_waitcnt vmcnt(15)
	ds_write_b16 v64, v16
	s_waitcnt vmcnt(14)
	ds_write_b16 v64, v17 offset:2048
	s_waitcnt vmcnt(13)
	ds_write_b16 v64, v24 offset:4096
	s_waitcnt vmcnt(12)
	ds_write_b16 v64, v25 offset:6144
	s_waitcnt vmcnt(11)
	ds_write_b16 v65, v18 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b16 v65, v19 offset:2560
	s_waitcnt vmcnt(9)
	ds_write_b16 v65, v26 offset:4608
	s_waitcnt vmcnt(8)
	ds_write_b16 v65, v27 offset:6656
	s_waitcnt vmcnt(7)
	ds_write_b16 v66, v20 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v66, v21 offset:3072
	s_waitcnt vmcnt(5)
	ds_write_b16 v66, v28 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v66, v29 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v67, v22 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b16 v67, v23 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b16 v67, v30 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b16 v67, v31 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[54:57], v70 offset1:8
	.loc	1 37 13 is_stmt 1               ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[98:99], 0
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v52, v[58:59], off
	global_load_ushort v97, v[60:61], off
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read2st64_b64 v[58:61], v77 offset1:8
	.loc	1 42 29                         ; triton_kernels_src.py:42:29
	s_lshl_b32 s14, s23, 6
	s_lshl_b32 s0, s24, 6
	s_lshl_b32 s36, s8, 6
	.loc	1 36 30                         ; triton_kernels_src.py:36:30
	s_or_b32 s99, s90, s83
	s_or_b32 vcc_lo, s90, s84
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[98:99], 0
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read2st64_b64 v[54:57], v71 offset1:8
	.loc	1 36 30 is_stmt 0               ; triton_kernels_src.py:36:30
	s_or_b32 vcc_hi, s90, s85
	s_or_b32 s91, s90, s86
	s_or_b32 s73, s90, s88
	s_or_b32 s9, s90, s89
	.loc	1 42 29 is_stmt 1               ; triton_kernels_src.py:42:29
	s_lshl_b32 s2, s25, 6
	s_lshl_b32 s4, s26, 6
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[100:101], v[16:31]
	.loc	1 42 29                         ; triton_kernels_src.py:42:29
	s_lshl_b32 s16, s27, 6
	s_lshl_b32 s18, s21, 6
	s_lshl_b32 s20, s98, 6
	.loc	1 42 21 is_stmt 0               ; triton_kernels_src.py:42:21
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s37, s36, 31
	.loc	1 42 29                         ; triton_kernels_src.py:42:29
	s_lshl_b32 s22, s99, 6
	.loc	1 37 13 is_stmt 1               ; triton_kernels_src.py:37:13
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[100:101], v[32:47]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read2st64_b64 v[54:57], v72 offset1:8
	.loc	1 42 29                         ; triton_kernels_src.py:42:29
	s_lshl_b32 s24, vcc_lo, 6
	s_lshl_b32 s26, vcc_hi, 6
	s_lshl_b32 s28, s91, 6
	s_lshl_b32 s30, s73, 6
	s_lshl_b32 s34, s9, 6
	.loc	1 42 21 is_stmt 0               ; triton_kernels_src.py:42:21
	s_ashr_i32 s3, s2, 31
	.loc	1 37 13 is_stmt 1               ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[102:103], v[16:31]
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s17, s16, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s21, s20, 31
	v_lshl_add_u64 v[114:115], s[14:15], 1, v[50:51]
	v_lshl_add_u64 v[116:117], s[0:1], 1, v[50:51]
	s_ashr_i32 s23, s22, 31
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[102:103], v[32:47]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read2st64_b64 v[54:57], v73 offset1:8
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	v_lshl_add_u64 v[118:119], s[2:3], 1, v[50:51]
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[104:105], v[16:31]
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	v_lshl_add_u64 v[120:121], s[4:5], 1, v[50:51]
	v_lshl_add_u64 v[122:123], s[16:17], 1, v[50:51]
	v_lshl_add_u64 v[124:125], s[18:19], 1, v[50:51]
	v_lshl_add_u64 v[126:127], s[20:21], 1, v[50:51]
	.loc	1 42 13 is_stmt 0               ; triton_kernels_src.py:42:13
	global_load_ushort v114, v[114:115], off
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	v_lshl_add_u64 v[128:129], s[22:23], 1, v[50:51]
	v_lshl_add_u64 v[130:131], s[24:25], 1, v[50:51]
	.loc	1 37 13 is_stmt 1               ; triton_kernels_src.py:37:13
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[104:105], v[32:47]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read2st64_b64 v[54:57], v74 offset1:8
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	v_lshl_add_u64 v[132:133], s[26:27], 1, v[50:51]
	v_lshl_add_u64 v[134:135], s[28:29], 1, v[50:51]
	v_lshl_add_u64 v[136:137], s[30:31], 1, v[50:51]
	v_lshl_add_u64 v[138:139], s[34:35], 1, v[50:51]
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_add_i32 s90, s90, 64
	s_cmp_lt_i32 s90, s10
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[106:107], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[106:107], v[32:47]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read2st64_b64 v[54:57], v75 offset1:8
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[108:109], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[108:109], v[32:47]
	.loc	1 36 13                         ; triton_kernels_src.py:36:13
	ds_read2st64_b64 v[54:57], v76 offset1:8
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[110:111], v[16:31]
	.loc	1 42 21                         ; triton_kernels_src.py:42:21
	v_lshl_add_u64 v[54:55], s[36:37], 1, v[50:51]
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	v_mfma_f32_32x32x8_f16 v[16:31], v[58:59], v[112:113], v[16:31]
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	global_load_ushort v58, v[54:55], off
	global_load_ushort v115, v[116:117], off
	s_nop 0
	global_load_ushort v116, v[118:119], off
	global_load_ushort v117, v[120:121], off
	s_nop 0
	global_load_ushort v118, v[122:123], off
	global_load_ushort v119, v[124:125], off
	global_load_ushort v120, v[126:127], off
	global_load_ushort v121, v[128:129], off
	s_nop 0
	global_load_ushort v122, v[130:131], off
	global_load_ushort v123, v[132:133], off
	global_load_ushort v124, v[134:135], off
	global_load_ushort v125, v[136:137], off
	global_load_ushort v126, v[138:139], off
	.loc	1 43 15                         ; triton_kernels_src.py:43:15
	s_barrier
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[110:111], v[32:47]
.Ltmp2:
	.file	2 "/tmp/tv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:38:33 ] ]
	v_max3_f32 v54, v25, v26, v27
	v_max3_f32 v55, v28, v29, v30
	v_max_f32_e32 v127, v16, v16
	v_max3_f32 v128, v19, v20, v21
	v_max3_f32 v129, v22, v23, v24
.Ltmp3:
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	s_waitcnt vmcnt(2)
	v_perm_b32 v58, v58, v124, s93
	.loc	1 37 13                         ; triton_kernels_src.py:37:13
	v_mfma_f32_32x32x8_f16 v[32:47], v[60:61], v[112:113], v[32:47]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:38:33 ] ]
	v_max_f32_e32 v61, v17, v17
	s_nop 9
	v_max3_f32 v56, v31, v32, v33
	v_max3_f32 v54, v54, v55, v56
	v_max_f32_e32 v56, v127, v61
	v_max3_f32 v57, v34, v35, v36
	v_max3_f32 v59, v37, v38, v39
	v_max3_f32 v60, v40, v41, v42
	v_max3_f32 v130, v43, v44, v45
	v_max3_f32 v56, v56, v18, v128
	v_max3_f32 v55, v57, v59, v60
	v_max3_f32 v57, v130, v46, v47
	v_max3_f32 v54, v56, v129, v54
	v_max3_f32 v127, v54, v55, v57
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:38:33 ]
	ds_bpermute_b32 v128, v68, v127
.Ltmp6:
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	v_perm_b32 v54, v97, v52, s93
	v_perm_b32 v55, v115, v114, s93
	s_waitcnt vmcnt(0)
	v_perm_b32 v59, v126, v125, s93
	v_perm_b32 v57, v118, v117, s93
	.loc	1 38 17                         ; triton_kernels_src.py:38:17
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v52, v96, v127, v128
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[16:17], v[16:17], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[30:31], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[114:115], v[32:33], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[128:129], v[46:47], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13 is_stmt 0               ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[46:47], v[16:17], s[56:57] op_sel_hi:[1,0]
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[124:125], v[42:43], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[126:127], v[44:45], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[44:45], v[18:19], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[20:21], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[30:31], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[114:115], s[56:57] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[50:51], s92, v46
	v_cmp_gt_f32_e64 s[52:53], s92, v47
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	v_perm_b32 v56, v119, v116, s93
	v_perm_b32 v61, v123, v122, s93
	v_perm_b32 v60, v121, v120, s93
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[22:23], v[22:23], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[118:119], v[36:37], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[120:121], v[38:39], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[122:123], v[40:41], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13 is_stmt 0               ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[18:19], v[126:127], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[128:129], s[56:57] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[46:47], s92, v44
	v_cmp_gt_f32_e64 s[42:43], s92, v42
	v_cmp_gt_f32_e64 s[18:19], s92, v32
	v_cmp_gt_f32_e64 s[20:21], s92, v31
	v_cndmask_b32_e64 v97, 0, v92, s[52:53]
	v_cndmask_b32_e64 v115, 0, v92, s[50:51]
	v_pk_mul_f32 v[40:41], v[22:23], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[24:25], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[26:27], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[118:119], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[120:121], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[122:123], s[56:57] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[124:125], s[56:57] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v119, 0, v92, s[46:47]
	v_cndmask_b32_e64 v120, 0, v93, s[46:47]
	v_cmp_gt_f32_e64 s[46:47], s92, v18
	v_cndmask_b32_e64 v123, 0, v92, s[42:43]
	v_cndmask_b32_e64 v124, 0, v93, s[42:43]
	v_cmp_gt_f32_e64 s[42:43], s92, v16
	v_add_f32_e32 v47, v47, v97
	v_add_f32_e32 v46, v46, v115
	v_cndmask_b32_e64 v97, 0, v92, s[18:19]
	v_cndmask_b32_e64 v115, 0, v92, s[20:21]
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[28:29], v[28:29], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_add_f32_e32 v32, v32, v97
	v_cndmask_b32_e64 v97, 0, v92, s[46:47]
	v_add_f32_e32 v31, v31, v115
	v_cndmask_b32_e64 v115, 0, v92, s[42:43]
	.loc	1 39 20                         ; triton_kernels_src.py:39:20
	v_pk_add_f32 v[116:117], v[34:35], v[52:53] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_pk_mul_f32 v[34:35], v[28:29], s[56:57] op_sel_hi:[1,0]
	v_add_f32_e32 v97, v18, v97
	v_add_f32_e32 v115, v16, v115
	v_exp_f32_e32 v16, v47
	v_exp_f32_e32 v18, v46
	v_cmp_gt_f32_e64 s[48:49], s92, v45
	v_cmp_gt_f32_e64 s[44:45], s92, v43
	v_cmp_gt_f32_e64 s[28:29], s92, v35
	v_cmp_gt_f32_e64 s[24:25], s92, v33
	v_pk_mul_f32 v[28:29], v[116:117], s[56:57] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v114, 0, v93, s[52:53]
	v_cmp_gt_f32_e64 s[52:53], s92, v20
	v_cndmask_b32_e64 v117, 0, v92, s[48:49]
	v_cndmask_b32_e64 v121, 0, v92, s[44:45]
	v_cndmask_b32_e64 v122, 0, v93, s[44:45]
	v_cmp_gt_f32_e64 s[44:45], s92, v17
	v_cndmask_b32_e64 v132, 0, v92, s[28:29]
	v_cndmask_b32_e64 v134, 0, v92, s[24:25]
	v_cndmask_b32_e64 v116, 0, v93, s[50:51]
	v_add_f32_e32 v45, v45, v117
	v_add_f32_e32 v44, v44, v119
	v_add_f32_e32 v35, v35, v132
	v_cndmask_b32_e64 v132, 0, v92, s[52:53]
	v_add_f32_e32 v33, v33, v134
	v_cndmask_b32_e64 v134, 0, v92, s[44:45]
	v_add_f32_e32 v132, v20, v132
	v_add_f32_e32 v134, v17, v134
	v_ldexp_f32 v17, v16, v114
	v_ldexp_f32 v16, v18, v116
	v_exp_f32_e32 v18, v45
	v_exp_f32_e32 v20, v44
	v_cmp_gt_f32_e64 s[34:35], s92, v37
	v_cmp_gt_f32_e64 s[22:23], s92, v34
	v_cmp_gt_f32_e32 vcc, s92, v22
	v_cndmask_b32_e64 v118, 0, v93, s[48:49]
	v_cmp_gt_f32_e64 s[48:49], s92, v19
	v_cndmask_b32_e64 v130, 0, v92, s[34:35]
	v_cndmask_b32_e64 v133, 0, v92, s[22:23]
	v_add_f32_e32 v43, v43, v121
	v_add_f32_e32 v42, v42, v123
	v_add_f32_e32 v37, v37, v130
	v_cndmask_b32_e32 v130, 0, v92, vcc
	v_add_f32_e32 v34, v34, v133
	v_cndmask_b32_e64 v133, 0, v92, s[48:49]
	v_add_f32_e32 v130, v22, v130
	v_add_f32_e32 v133, v19, v133
	v_ldexp_f32 v19, v18, v118
	v_ldexp_f32 v18, v20, v120
	v_exp_f32_e32 v20, v43
	v_exp_f32_e32 v22, v42
	v_cmp_gt_f32_e64 s[36:37], s92, v40
	v_cmp_gt_f32_e64 s[40:41], s92, v41
	v_cmp_gt_f32_e64 s[38:39], s92, v39
	v_cmp_gt_f32_e64 s[26:27], s92, v36
	v_cmp_gt_f32_e64 s[2:3], s92, v24
	v_cmp_gt_f32_e64 s[50:51], s92, v21
	v_cndmask_b32_e64 v125, 0, v92, s[40:41]
	v_cndmask_b32_e64 v127, 0, v92, s[36:37]
	v_cndmask_b32_e64 v128, 0, v92, s[38:39]
	v_cndmask_b32_e64 v131, 0, v92, s[26:27]
	v_add_f32_e32 v41, v41, v125
	v_add_f32_e32 v40, v40, v127
	v_add_f32_e32 v39, v39, v128
	v_cndmask_b32_e64 v128, 0, v92, s[2:3]
	v_add_f32_e32 v36, v36, v131
	v_cndmask_b32_e64 v131, 0, v92, s[50:51]
	v_add_f32_e32 v128, v24, v128
	v_add_f32_e32 v131, v21, v131
	v_ldexp_f32 v21, v20, v122
	v_ldexp_f32 v20, v22, v124
	v_exp_f32_e32 v22, v41
	v_exp_f32_e32 v24, v40
	v_cmp_gt_f32_e64 s[30:31], s92, v38
	v_cmp_gt_f32_e64 s[14:15], s92, v30
	v_cmp_gt_f32_e64 s[12:13], s92, v27
	v_cmp_gt_f32_e64 s[0:1], s92, v23
	v_cndmask_b32_e64 v129, 0, v92, s[30:31]
	v_cndmask_b32_e64 v117, 0, v92, s[14:15]
	v_cndmask_b32_e64 v126, 0, v93, s[40:41]
	v_cndmask_b32_e64 v123, 0, v92, s[12:13]
	v_add_f32_e32 v38, v38, v129
	v_cndmask_b32_e64 v129, 0, v92, s[0:1]
	v_add_f32_e32 v30, v30, v117
	v_cndmask_b32_e64 v117, 0, v93, s[36:37]
	v_add_f32_e32 v123, v27, v123
	v_add_f32_e32 v129, v23, v129
	v_ldexp_f32 v23, v22, v126
	v_ldexp_f32 v22, v24, v117
	v_exp_f32_e32 v24, v39
	v_exp_f32_e32 v27, v38
	v_cmp_gt_f32_e64 s[54:55], s92, v28
	v_cmp_gt_f32_e64 s[16:17], s92, v29
	v_cmp_gt_f32_e64 s[4:5], s92, v25
	v_cndmask_b32_e64 v121, 0, v92, s[54:55]
	v_cndmask_b32_e64 v119, 0, v92, s[16:17]
	v_cndmask_b32_e64 v127, 0, v92, s[4:5]
	v_add_f32_e32 v29, v29, v119
	v_add_f32_e32 v28, v28, v121
	v_cndmask_b32_e64 v119, 0, v93, s[38:39]
	v_cndmask_b32_e64 v121, 0, v93, s[30:31]
	v_add_f32_e32 v127, v25, v127
	v_ldexp_f32 v25, v24, v119
	v_ldexp_f32 v24, v27, v121
	v_exp_f32_e32 v27, v37
	v_exp_f32_e32 v36, v36
	.loc	1 40 24 is_stmt 1               ; triton_kernels_src.py:40:24
	v_sub_f32_e32 v96, v96, v52
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cmp_gt_f32_e64 s[6:7], s92, v26
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_mul_f32_e32 v96, 0x3fb8aa3b, v96
	v_cmp_gt_f32_e64 s[40:41], s92, v96
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cndmask_b32_e64 v125, 0, v92, s[6:7]
	v_add_f32_e32 v125, v26, v125
	v_cndmask_b32_e64 v26, 0, v93, s[34:35]
	v_cndmask_b32_e64 v135, 0, v93, s[26:27]
	v_ldexp_f32 v27, v27, v26
	v_ldexp_f32 v26, v36, v135
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_cndmask_b32_e64 v36, 0, v92, s[40:41]
	v_add_f32_e32 v36, v96, v36
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v31, v31
	v_exp_f32_e32 v30, v30
	v_exp_f32_e32 v37, v29
	v_exp_f32_e32 v38, v28
	v_exp_f32_e32 v39, v123
	v_exp_f32_e32 v41, v125
	v_exp_f32_e32 v96, v127
	v_exp_f32_e32 v123, v128
	v_exp_f32_e32 v124, v129
	v_exp_f32_e32 v125, v130
	v_exp_f32_e32 v126, v131
	v_exp_f32_e32 v127, v132
	v_exp_f32_e32 v128, v133
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v129, v134
	v_exp_f32_e32 v115, v115
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_exp_f32_e32 v130, v36
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_cndmask_b32_e64 v136, 0, v93, s[28:29]
	v_cndmask_b32_e64 v137, 0, v93, s[22:23]
	v_cndmask_b32_e64 v138, 0, v93, s[24:25]
	v_cndmask_b32_e64 v139, 0, v93, s[18:19]
	v_cndmask_b32_e64 v140, 0, v93, s[20:21]
	v_cndmask_b32_e64 v141, 0, v93, s[14:15]
	v_cndmask_b32_e64 v142, 0, v93, s[16:17]
	v_cndmask_b32_e64 v143, 0, v93, s[54:55]
	v_cndmask_b32_e64 v144, 0, v93, s[12:13]
	v_cndmask_b32_e64 v145, 0, v93, s[6:7]
	v_cndmask_b32_e64 v114, 0, v93, s[4:5]
	v_cndmask_b32_e64 v116, 0, v93, s[2:3]
	v_cndmask_b32_e64 v44, 0, v93, s[0:1]
	v_cndmask_b32_e32 v45, 0, v93, vcc
	v_cndmask_b32_e64 v118, 0, v93, s[50:51]
	v_cndmask_b32_e64 v120, 0, v93, s[52:53]
	v_cndmask_b32_e64 v40, 0, v93, s[48:49]
	v_cndmask_b32_e64 v117, 0, v93, s[46:47]
	v_cndmask_b32_e64 v119, 0, v93, s[44:45]
	v_cndmask_b32_e64 v121, 0, v93, s[42:43]
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_cndmask_b32_e64 v122, 0, v93, s[40:41]
	.loc	1 39 13                         ; triton_kernels_src.py:39:13
	v_ldexp_f32 v43, v35, v136
	v_ldexp_f32 v42, v34, v137
	v_ldexp_f32 v47, v33, v138
	v_ldexp_f32 v46, v32, v139
	v_ldexp_f32 v29, v31, v140
	v_ldexp_f32 v28, v30, v141
	v_ldexp_f32 v31, v37, v142
	v_ldexp_f32 v30, v38, v143
	v_ldexp_f32 v33, v39, v144
	v_ldexp_f32 v32, v41, v145
	v_ldexp_f32 v35, v96, v114
	v_ldexp_f32 v34, v123, v116
	v_ldexp_f32 v37, v124, v44
	v_ldexp_f32 v36, v125, v45
	v_ldexp_f32 v39, v126, v118
	v_ldexp_f32 v38, v127, v120
	v_ldexp_f32 v41, v128, v40
	v_ldexp_f32 v40, v97, v117
	v_ldexp_f32 v45, v129, v119
	v_ldexp_f32 v44, v115, v121
	.loc	1 40 17                         ; triton_kernels_src.py:40:17
	v_ldexp_f32 v97, v130, v122
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	v_cvt_f16_f32_e32 v114, v16
	v_cvt_f16_f32_e32 v115, v17
	v_cvt_f16_f32_e32 v116, v18
	v_cvt_f16_f32_e32 v117, v19
	v_cvt_f16_f32_e32 v118, v20
	v_cvt_f16_f32_e32 v119, v21
	v_cvt_f16_f32_e32 v120, v22
	v_cvt_f16_f32_e32 v121, v23
	v_cvt_f16_f32_e32 v122, v24
	v_cvt_f16_f32_e32 v123, v25
	v_cvt_f16_f32_e32 v124, v26
	v_cvt_f16_f32_e32 v125, v27
	v_cvt_f16_f32_e32 v126, v42
	v_cvt_f16_f32_e32 v127, v43
	v_cvt_f16_f32_e32 v128, v46
	.loc	1 43 15 is_stmt 0               ; triton_kernels_src.py:43:15
	ds_write_b32 v94, v97
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v96, v95
	.loc	1 43 45                         ; triton_kernels_src.py:43:45
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cvt_f16_f32_e32 v129, v47
	v_cvt_f16_f32_e32 v130, v28
	v_cvt_f16_f32_e32 v131, v29
	v_cvt_f16_f32_e32 v132, v30
	v_cvt_f16_f32_e32 v133, v31
	ds_write_b16 v78, v114
	v_cvt_f16_f32_e32 v114, v32
	ds_write_b16 v78, v115 offset:128
	v_cvt_f16_f32_e32 v115, v33
	ds_write_b16 v78, v116 offset:256
	v_cvt_f16_f32_e32 v116, v34
	ds_write_b16 v78, v117 offset:384
	v_cvt_f16_f32_e32 v117, v35
	ds_write_b16 v78, v118 offset:1024
	v_cvt_f16_f32_e32 v118, v36
	ds_write_b16 v78, v119 offset:1152
	v_cvt_f16_f32_e32 v119, v37
	ds_write_b16 v78, v120 offset:1280
	v_cvt_f16_f32_e32 v120, v38
	ds_write_b16 v78, v121 offset:1408
	v_cvt_f16_f32_e32 v121, v39
	ds_write_b16 v78, v122 offset:2048
	v_cvt_f16_f32_e32 v122, v40
	ds_write_b16 v78, v123 offset:2176
	v_cvt_f16_f32_e32 v123, v41
	ds_write_b16 v78, v124 offset:2304
	v_cvt_f16_f32_e32 v124, v44
	ds_write_b16 v78, v125 offset:2432
	v_cvt_f16_f32_e32 v125, v45
	ds_write_b16 v78, v126 offset:3072
	ds_write_b16 v78, v127 offset:3200
	ds_write_b16 v78, v128 offset:3328
	ds_write_b16 v78, v129 offset:3456
	ds_write_b16 v78, v130 offset:4096
	ds_write_b16 v78, v131 offset:4224
	ds_write_b16 v78, v132 offset:4352
	ds_write_b16 v78, v133 offset:4480
	ds_write_b16 v78, v114 offset:5120
	ds_write_b16 v78, v115 offset:5248
	ds_write_b16 v78, v116 offset:5376
	ds_write_b16 v78, v117 offset:5504
	ds_write_b16 v78, v118 offset:6144
	ds_write_b16 v78, v119 offset:6272
	ds_write_b16 v78, v120 offset:6400
	ds_write_b16 v78, v121 offset:6528
	ds_write_b16 v78, v122 offset:7168
	ds_write_b16 v78, v123 offset:7296
	ds_write_b16 v78, v124 offset:7424
	ds_write_b16 v78, v125 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v114, v79
	ds_read_u16 v115, v79 offset:128
	ds_read_u16 v116, v79 offset:256
	ds_read_u16 v117, v79 offset:384
	ds_read_u16 v118, v79 offset:1024
	ds_read_u16 v119, v79 offset:1152
	ds_read_u16 v120, v79 offset:1280
	ds_read_u16 v121, v79 offset:1408
	ds_read_u16 v122, v79 offset:2048
	ds_read_u16 v123, v79 offset:2176
	ds_read_u16 v124, v79 offset:2304
	ds_read_u16 v125, v79 offset:2432
	ds_read_u16 v126, v79 offset:3072
	ds_read_u16 v127, v79 offset:3200
	ds_read_u16 v128, v79 offset:3328
	ds_read_u16 v129, v79 offset:3456
	ds_read_u16 v130, v79 offset:4096
	ds_read_u16 v131, v79 offset:4224
	ds_read_u16 v132, v79 offset:4352
	ds_read_u16 v133, v79 offset:4480
	ds_read_u16 v134, v79 offset:5120
	ds_read_u16 v135, v79 offset:5248
	ds_read_u16 v136, v79 offset:5376
	ds_read_u16 v137, v79 offset:5504
	ds_read_u16 v138, v79 offset:6144
	ds_read_u16 v139, v79 offset:6272
	ds_read_u16 v140, v79 offset:6400
	ds_read_u16 v141, v79 offset:6528
	ds_read_u16 v142, v79 offset:7168
	ds_read_u16 v143, v79 offset:7296
	ds_read_u16 v144, v79 offset:7424
	ds_read_u16 v145, v79 offset:7552
	.loc	1 42 13 is_stmt 1               ; triton_kernels_src.py:42:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v80, v[54:55]
	ds_write_b64 v81, v[56:57]
	ds_write_b64 v82, v[60:61]
	ds_write_b64 v83, v[58:59]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[56:57], v84
	.loc	1 43 15                         ; triton_kernels_src.py:43:15
	v_pk_mul_f32 v[0:1], v[0:1], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[96:97] op_sel_hi:[1,0]
	.loc	1 43 38 is_stmt 0               ; triton_kernels_src.py:43:38
	v_perm_b32 v55, v117, v116, s93
	v_perm_b32 v54, v115, v114, s93
.Ltmp7:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[20:21], v[22:23]
	v_pk_add_f32 v[22:23], v[42:43], v[46:47]
.Ltmp8:
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	ds_read_b64 v[42:43], v89
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[54:55], v[0:15]
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	ds_read_b64 v[56:57], v85
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	v_perm_b32 v55, v121, v120, s93
	v_perm_b32 v54, v119, v118, s93
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_add_f32_e64 v20, v24, v26
	v_add_f32_e64 v21, v25, v27
	v_pk_add_f32 v[26:27], v[32:33], v[34:35]
.Ltmp10:
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	ds_read_b64 v[34:35], v90
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	v_perm_b32 v25, v133, v132, s93
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[54:55], v[0:15]
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	ds_read_b64 v[56:57], v86
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	v_perm_b32 v55, v125, v124, s93
	v_perm_b32 v54, v123, v122, s93
	v_perm_b32 v24, v131, v130, s93
	v_perm_b32 v33, v137, v136, s93
	v_perm_b32 v32, v135, v134, s93
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp12:
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[54:55], v[0:15]
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	ds_read_b64 v[56:57], v87
	ds_read_b64 v[58:59], v88
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	v_perm_b32 v55, v129, v128, s93
	v_perm_b32 v54, v127, v126, s93
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_add_f32_e64 v18, v20, v22
	v_add_f32_e64 v19, v21, v23
	v_mov_b32_e32 v96, v52
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp14:
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[54:55], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[24:25], v[0:15]
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_add_f32_e64 v24, v28, v30
	v_add_f32_e64 v25, v29, v31
	v_add_f32_e64 v28, v36, v38
	v_add_f32_e64 v29, v37, v39
	v_add_f32_e64 v20, v24, v26
	v_add_f32_e64 v21, v25, v27
.Ltmp16:
	.loc	1 42 13                         ; triton_kernels_src.py:42:13
	ds_read_b64 v[26:27], v91
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	v_perm_b32 v25, v141, v140, s93
	v_perm_b32 v24, v139, v138, s93
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_pk_add_f32 v[30:31], v[40:41], v[44:45]
.Ltmp18:
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[32:33], v[0:15]
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	v_add_f32_e64 v22, v28, v30
	v_add_f32_e64 v23, v29, v31
	v_add_f32_e64 v18, v20, v22
	v_add_f32_e64 v19, v21, v23
	v_add_f32_e64 v16, v16, v18
	v_add_f32_e64 v17, v17, v19
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:41:29 ] ]
	v_add_f32_e32 v18, v16, v17
.Ltmp21:
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[24:25], v[0:15]
	v_perm_b32 v17, v145, v144, s93
	v_perm_b32 v16, v143, v142, s93
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:41:29 ]
	ds_bpermute_b32 v19, v68, v18
.Ltmp23:
	.loc	1 43 38                         ; triton_kernels_src.py:43:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[26:27], v[16:17], v[0:15]
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:41:29 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, v18, v19
.Ltmp25:
	.loc	1 41 15                         ; triton_kernels_src.py:41:15
	v_fmac_f32_e32 v16, v69, v97
	v_mov_b32_e32 v69, v16
	.loc	1 35 5                          ; triton_kernels_src.py:35:5
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %._crit_edge.loopexit
	.loc	1 0 5 is_stmt 0                 ; triton_kernels_src.py:0:5
	v_readlane_b32 s0, v146, 2
	v_readlane_b32 s8, v146, 0
	s_nop 3
	v_mov_b32_e32 v18, v14
	v_mov_b32_e32 v17, s0
	v_mov_b32_e32 v14, v15
	v_readlane_b32 s9, v146, 1
	v_readlane_b32 s3, v146, 3
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
.LBB0_8:                                ; %._crit_edge
	.loc	1 45 54 is_stmt 1               ; triton_kernels_src.py:45:54
	v_add_u32_e32 v20, 0, v62
	v_add_u32_e32 v17, v20, v17
	s_barrier
	ds_write_b32 v17, v16
	v_add_u32_e32 v16, s3, v20
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v22, v16
	.loc	1 31 43                         ; triton_kernels_src.py:31:43
	v_lshrrev_b32_e32 v15, 3, v63
	s_lshr_b32 s0, s72, 1
	v_or_b32_e32 v15, s0, v15
	.loc	1 28 21                         ; triton_kernels_src.py:28:21
	s_lshr_b32 s0, s3, 2
	v_or_b32_e32 v19, s0, v53
	.loc	1 28 10 is_stmt 0               ; triton_kernels_src.py:28:10
	v_or_b32_e32 v16, s11, v19
	.loc	1 45 54 is_stmt 1               ; triton_kernels_src.py:45:54
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v19, s[0:1], v22, v22, v0
	v_rcp_f32_e32 v23, v19
	.loc	1 31 25                         ; triton_kernels_src.py:31:25
	v_lshlrev_b32_e32 v16, 6, v16
	.loc	1 45 14                         ; triton_kernels_src.py:45:14
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b32_e32 v20, 1, v15
	.loc	1 45 54 is_stmt 0               ; triton_kernels_src.py:45:54
	v_fma_f32 v15, -v19, v23, 1.0
	.loc	1 45 14                         ; triton_kernels_src.py:45:14
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[8:9]
	v_mov_b32_e32 v21, 0
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v0, v22, v0
	.loc	1 45 14                         ; triton_kernels_src.py:45:14
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[20:21]
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	v_mul_f32_e32 v20, v15, v23
	v_fma_f32 v21, -v19, v20, v15
	v_fmac_f32_e32 v20, v21, v23
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v1
	v_rcp_f32_e32 v21, v19
	v_div_fmas_f32 v15, v15, v23, v20
	v_div_fixup_f32 v0, v15, v22, v0
	.loc	1 45 53                         ; triton_kernels_src.py:45:53
	v_cvt_f16_f32_e32 v0, v0
	.loc	1 45 54                         ; triton_kernels_src.py:45:54
	v_fma_f32 v15, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v15, v21
	v_div_scale_f32 v15, vcc, v1, v22, v1
	v_mul_f32_e32 v20, v15, v21
	v_fma_f32 v23, -v19, v20, v15
	v_fmac_f32_e32 v20, v23, v21
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v2
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v15, v15, v21, v20
	v_div_fixup_f32 v1, v15, v22, v1
	v_fma_f32 v15, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v2, v22, v2
	v_mul_f32_e32 v20, v15, v23
	v_fma_f32 v21, -v19, v20, v15
	v_fmac_f32_e32 v20, v21, v23
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v3
	v_rcp_f32_e32 v21, v19
	v_div_fmas_f32 v15, v15, v23, v20
	v_div_fixup_f32 v2, v15, v22, v2
	v_fma_f32 v15, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v15, v21
	v_div_scale_f32 v15, vcc, v3, v22, v3
	v_mul_f32_e32 v20, v15, v21
	v_fma_f32 v23, -v19, v20, v15
	v_fmac_f32_e32 v20, v23, v21
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v4
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v15, v15, v21, v20
	v_div_fixup_f32 v3, v15, v22, v3
	v_fma_f32 v15, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v4, v22, v4
	v_mul_f32_e32 v20, v15, v23
	v_fma_f32 v21, -v19, v20, v15
	v_fmac_f32_e32 v20, v21, v23
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v5
	v_rcp_f32_e32 v21, v19
	v_div_fmas_f32 v15, v15, v23, v20
	v_div_fixup_f32 v4, v15, v22, v4
	v_fma_f32 v15, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v15, v21
	v_div_scale_f32 v15, vcc, v5, v22, v5
	v_mul_f32_e32 v20, v15, v21
	v_fma_f32 v23, -v19, v20, v15
	v_fmac_f32_e32 v20, v23, v21
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v6
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v15, v15, v21, v20
	v_div_fixup_f32 v5, v15, v22, v5
	v_fma_f32 v15, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v6, v22, v6
	v_mul_f32_e32 v20, v15, v23
	v_fma_f32 v21, -v19, v20, v15
	v_fmac_f32_e32 v20, v21, v23
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v7
	v_rcp_f32_e32 v21, v19
	v_div_fmas_f32 v15, v15, v23, v20
	v_div_fixup_f32 v6, v15, v22, v6
	v_fma_f32 v15, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v15, v21
	v_div_scale_f32 v15, vcc, v7, v22, v7
	v_mul_f32_e32 v20, v15, v21
	v_fma_f32 v23, -v19, v20, v15
	v_fmac_f32_e32 v20, v23, v21
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v8
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v15, v15, v21, v20
	v_div_fixup_f32 v7, v15, v22, v7
	v_fma_f32 v15, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v8, v22, v8
	v_mul_f32_e32 v20, v15, v23
	v_fma_f32 v21, -v19, v20, v15
	v_fmac_f32_e32 v20, v21, v23
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v9
	v_rcp_f32_e32 v21, v19
	v_div_fmas_f32 v15, v15, v23, v20
	v_div_fixup_f32 v8, v15, v22, v8
	v_fma_f32 v15, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v15, v21
	v_div_scale_f32 v15, vcc, v9, v22, v9
	v_mul_f32_e32 v20, v15, v21
	v_fma_f32 v23, -v19, v20, v15
	v_fmac_f32_e32 v20, v23, v21
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v10
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v15, v15, v21, v20
	v_div_fixup_f32 v9, v15, v22, v9
	v_fma_f32 v15, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v10, v22, v10
	v_mul_f32_e32 v20, v15, v23
	v_fma_f32 v21, -v19, v20, v15
	v_fmac_f32_e32 v20, v21, v23
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v11
	v_rcp_f32_e32 v21, v19
	v_div_fmas_f32 v15, v15, v23, v20
	v_div_fixup_f32 v10, v15, v22, v10
	v_fma_f32 v15, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v15, v21
	v_div_scale_f32 v15, vcc, v11, v22, v11
	v_mul_f32_e32 v20, v15, v21
	v_fma_f32 v23, -v19, v20, v15
	v_fmac_f32_e32 v20, v23, v21
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v12
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v15, v15, v21, v20
	v_div_fixup_f32 v11, v15, v22, v11
	v_fma_f32 v15, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v12, v22, v12
	v_mul_f32_e32 v20, v15, v23
	v_fma_f32 v21, -v19, v20, v15
	v_fmac_f32_e32 v20, v21, v23
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v13
	v_rcp_f32_e32 v21, v19
	v_div_fmas_f32 v15, v15, v23, v20
	v_div_fixup_f32 v12, v15, v22, v12
	v_fma_f32 v15, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v15, v21
	v_div_scale_f32 v15, vcc, v13, v22, v13
	v_mul_f32_e32 v20, v15, v21
	v_fma_f32 v23, -v19, v20, v15
	v_fmac_f32_e32 v20, v23, v21
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v18
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v15, v15, v21, v20
	v_div_fixup_f32 v13, v15, v22, v13
	v_fma_f32 v15, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v18, v22, v18
	v_mul_f32_e32 v20, v15, v23
	v_fma_f32 v21, -v19, v20, v15
	v_fmac_f32_e32 v20, v21, v23
	v_fma_f32 v15, -v19, v20, v15
	v_div_scale_f32 v19, s[0:1], v22, v22, v14
	v_rcp_f32_e32 v21, v19
	v_div_fmas_f32 v15, v15, v23, v20
	v_div_fixup_f32 v15, v15, v22, v18
	v_fma_f32 v18, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v14, v22, v14
	v_mul_f32_e32 v20, v18, v21
	v_fma_f32 v23, -v19, v20, v18
	v_fmac_f32_e32 v20, v23, v21
	v_fma_f32 v18, -v19, v20, v18
	v_div_fmas_f32 v18, v18, v21, v20
	v_div_fixup_f32 v14, v18, v22, v14
	.loc	1 45 53                         ; triton_kernels_src.py:45:53
	v_cvt_f16_f32_e32 v18, v1
	v_cvt_f16_f32_e32 v1, v2
	v_cvt_f16_f32_e32 v2, v3
	v_cvt_f16_f32_e32 v3, v4
	v_cvt_f16_f32_e32 v4, v5
	v_cvt_f16_f32_e32 v5, v6
	v_cvt_f16_f32_e32 v6, v7
	v_cvt_f16_f32_e32 v7, v8
	v_cvt_f16_f32_e32 v8, v9
	v_cvt_f16_f32_e32 v9, v10
	v_cvt_f16_f32_e32 v10, v11
	v_cvt_f16_f32_e32 v11, v12
	v_cvt_f16_f32_e32 v12, v13
	v_cvt_f16_f32_e32 v13, v15
	v_cvt_f16_f32_e32 v14, v14
	.loc	1 45 5                          ; triton_kernels_src.py:45:5
	v_pack_b32_f16 v1, v1, v2
	v_pack_b32_f16 v0, v0, v18
	global_store_dwordx2 v[16:17], v[0:1], off
	v_pack_b32_f16 v1, v5, v6
	v_pack_b32_f16 v0, v3, v4
	global_store_dwordx2 v[16:17], v[0:1], off offset:16
	v_pack_b32_f16 v1, v9, v10
	v_pack_b32_f16 v0, v7, v8
	global_store_dwordx2 v[16:17], v[0:1], off offset:32
	v_pack_b32_f16 v1, v13, v14
	v_pack_b32_f16 v0, v11, v12
	global_store_dwordx2 v[16:17], v[0:1], off offset:48
	.loc	1 26 1 is_stmt 1                ; triton_kernels_src.py:26:1
	s_endpgm
.Ltmp26:
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
		.amdhsa_next_free_vgpr 147
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 148
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
	.set .Lattention.num_vgpr, 147
	.set .Lattention.num_agpr, 0
	.set .Lattention.numbered_sgpr, 100
	.set .Lattention.num_named_barrier, 0
	.set .Lattention.private_seg_size, 0
	.set .Lattention.uses_vcc, 1
	.set .Lattention.uses_flat_scratch, 0
	.set .Lattention.has_dyn_sized_stack, 0
	.set .Lattention.has_recursion, 0
	.set .Lattention.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7904
; TotalNumSgprs: 106
; NumVgprs: 147
; NumAgprs: 0
; TotalNumVgprs: 147
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 147
; AccumOffset: 148
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 36
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
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
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
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
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
    .sgpr_count:     106
    .sgpr_spill_count: 4
    .symbol:         attention.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     147
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
