	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	attn_fwd                        ; -- Begin function attn_fwd
	.p2align	8
	.type	attn_fwd,@function
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.9:
	.file	1 "/tmp/tmp79xwxkro" "triton_more.py"
	.loc	1 11 0 prologue_end             ; triton_more.py:11:0
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
	.loc	1 31 11 is_stmt 1               ; triton_more.py:31:11
	v_readfirstlane_b32 s13, v0
	s_mov_b32 s38, s11
	.loc	1 14 10                         ; triton_more.py:14:10
	s_lshl_b32 s11, s16, 6
	.loc	1 14 26 is_stmt 0               ; triton_more.py:14:26
	s_lshr_b32 s33, s13, 6
	s_or_b32 s45, s33, 4
	.loc	1 14 10                         ; triton_more.py:14:10
	s_or_b32 s0, s33, s11
	.loc	1 14 26                         ; triton_more.py:14:26
	s_or_b32 s46, s33, 8
	s_or_b32 s47, s33, 12
	s_or_b32 s48, s33, 16
	s_or_b32 s49, s33, 20
	s_or_b32 s50, s33, 24
	s_or_b32 s51, s33, 28
	.loc	1 14 10                         ; triton_more.py:14:10
	s_or_b32 s1, s45, s11
	.loc	1 16 25 is_stmt 1               ; triton_more.py:16:25
	s_lshl_b32 s0, s0, 6
	.loc	1 14 10                         ; triton_more.py:14:10
	s_or_b32 s15, s46, s11
	s_or_b32 s17, s47, s11
	s_or_b32 s19, s48, s11
	s_or_b32 s21, s49, s11
	s_or_b32 s23, s50, s11
	s_or_b32 s25, s51, s11
	.loc	1 16 25                         ; triton_more.py:16:25
	s_lshl_b32 s14, s1, 6
	.loc	1 16 17 is_stmt 0               ; triton_more.py:16:17
	s_ashr_i32 s1, s0, 31
	.loc	1 32 5 is_stmt 1                ; triton_more.py:32:5
	s_and_b32 s12, s13, 0xc0
	.loc	1 16 25                         ; triton_more.py:16:25
	s_lshl_b32 s16, s15, 6
	s_lshl_b32 s18, s17, 6
	s_lshl_b32 s20, s19, 6
	s_lshl_b32 s22, s21, 6
	s_lshl_b32 s24, s23, 6
	s_lshl_b32 s26, s25, 6
	.loc	1 16 17 is_stmt 0               ; triton_more.py:16:17
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	.loc	1 14 26 is_stmt 1               ; triton_more.py:14:26
	v_and_b32_e32 v1, 63, v0
	.loc	1 16 17                         ; triton_more.py:16:17
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s25, s24, 31
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v1
	s_lshl_b64 s[24:25], s[24:25], 1
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	.loc	1 16 9 is_stmt 0                ; triton_more.py:16:9
	global_load_ushort v6, v2, s[0:1]
	s_movk_i32 s0, 0x1000
	v_add_co_u32_e32 v4, vcc, s0, v4
	.loc	1 16 17                         ; triton_more.py:16:17
	s_add_u32 s0, s2, s24
	s_addc_u32 s1, s3, s25
	s_ashr_i32 s27, s26, 31
	.loc	1 16 9                          ; triton_more.py:16:9
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_ushort v10, v2, s[14:15]
	global_load_ushort v11, v2, s[22:23]
	global_load_ushort v12, v[4:5], off offset:512
	global_load_ushort v13, v[4:5], off offset:2560
	.loc	1 16 17                         ; triton_more.py:16:17
	s_lshl_b64 s[14:15], s[26:27], 1
	.loc	1 16 9                          ; triton_more.py:16:9
	global_load_ushort v14, v2, s[16:17]
	global_load_ushort v15, v2, s[0:1]
	global_load_ushort v16, v[4:5], off offset:1024
	global_load_ushort v17, v[4:5], off offset:3072
	.loc	1 16 17                         ; triton_more.py:16:17
	s_add_u32 s0, s2, s14
	.loc	1 16 9                          ; triton_more.py:16:9
	global_load_ushort v7, v[4:5], off
	global_load_ushort v8, v2, s[20:21]
	global_load_ushort v9, v[4:5], off offset:2048
	.loc	1 16 17                         ; triton_more.py:16:17
	s_addc_u32 s1, s3, s15
	.loc	1 16 9                          ; triton_more.py:16:9
	global_load_ushort v18, v2, s[18:19]
	global_load_ushort v19, v2, s[0:1]
	global_load_ushort v20, v[4:5], off offset:1536
	global_load_ushort v21, v[4:5], off offset:3584
	.loc	1 14 26 is_stmt 1               ; triton_more.py:14:26
	v_or_b32_e32 v3, s12, v1
	.loc	1 16 9                          ; triton_more.py:16:9
	v_lshlrev_b32_e32 v3, 1, v3
	s_lshr_b32 s2, s12, 3
	v_xor_b32_e32 v3, s2, v3
	v_xor_b32_e32 v4, 32, v3
	.loc	1 14 26                         ; triton_more.py:14:26
	v_and_b32_e32 v42, 31, v0
	.loc	1 16 43                         ; triton_more.py:16:43
	s_and_b32 s52, s13, 64
	.loc	1 16 9 is_stmt 0                ; triton_more.py:16:9
	v_add_u32_e32 v45, 0, v3
	v_add_u32_e32 v46, 0, v4
	v_xor_b32_e32 v4, 64, v3
	v_xor_b32_e32 v3, 0x60, v3
	v_add_u32_e32 v47, 0, v4
	v_add_u32_e32 v48, 0, v3
	.loc	1 20 5 is_stmt 1                ; triton_more.py:20:5
	s_cmp_gt_i32 s10, 0
	v_lshlrev_b32_e32 v43, 2, v42
	.loc	1 16 9                          ; triton_more.py:16:9
	s_waitcnt vmcnt(15)
	ds_write_b16 v45, v6
	s_waitcnt vmcnt(6)
	ds_write_b16 v45, v7 offset:4096
	s_waitcnt vmcnt(5)
	ds_write_b16 v45, v8 offset:2048
	s_waitcnt vmcnt(4)
	ds_write_b16 v45, v9 offset:6144
	ds_write_b16 v46, v10 offset:512
	ds_write_b16 v46, v11 offset:2560
	ds_write_b16 v46, v12 offset:4608
	ds_write_b16 v46, v13 offset:6656
	ds_write_b16 v47, v14 offset:1024
	ds_write_b16 v47, v15 offset:3072
	ds_write_b16 v47, v16 offset:5120
	ds_write_b16 v47, v17 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v48, v18 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b16 v48, v19 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b16 v48, v20 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b16 v48, v21 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 20 5                          ; triton_more.py:20:5
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 31 11                         ; triton_more.py:31:11
	s_lshl_b32 s3, s52, 1
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v18, s3
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 11 is_stmt 0                ; triton_more.py:0:11
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr18
.LBB0_3:                                ; %Flow
	s_and_b32 s53, s13, 0x80
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_and_b32_e32 v44, 32, v0
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v14, 0
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	.loc	1 16 9 is_stmt 1                ; triton_more.py:16:9
	v_and_b32_e32 v5, 15, v0
	v_lshlrev_b32_e32 v3, 3, v5
	v_lshrrev_b32_e32 v6, 2, v44
	v_lshlrev_b32_e32 v4, 7, v42
	s_lshl_b32 s0, s52, 6
	v_xor_b32_e32 v7, v3, v6
	v_or3_b32 v3, s0, v4, v7
	.loc	1 21 22                         ; triton_more.py:21:22
	s_lshr_b32 s55, s12, 4
	.loc	1 16 9                          ; triton_more.py:16:9
	v_add_u32_e32 v8, 0, v3
	v_xad_u32 v9, v3, 16, 0
	v_xad_u32 v10, v3, 32, 0
	.loc	1 21 22                         ; triton_more.py:21:22
	s_or_b32 s56, s55, 1
	s_or_b32 s57, s55, 2
	s_or_b32 s58, s55, 3
	s_or_b32 s59, s55, 16
	s_or_b32 s60, s55, 17
	s_or_b32 s61, s55, 18
	s_or_b32 s62, s55, 19
	s_lshl_b32 s63, s52, 1
	s_lshr_b32 s0, s53, 1
	.loc	1 16 9                          ; triton_more.py:16:9
	v_xad_u32 v11, v3, 48, 0
	ds_read_b64 v[72:73], v8
	ds_read_b64 v[74:75], v9
	ds_read_b64 v[76:77], v10
	ds_read_b64 v[78:79], v11
	v_xad_u32 v8, v3, 64, 0
	v_xor_b32_e32 v9, 0x50, v3
	v_xor_b32_e32 v10, 0x60, v3
	v_xor_b32_e32 v3, 0x70, v3
	v_lshlrev_b32_e32 v15, 4, v44
	s_cmp_eq_u32 s52, 0
	v_add_u32_e32 v9, 0, v9
	v_add_u32_e32 v10, 0, v10
	v_add_u32_e32 v3, 0, v3
	ds_read_b64 v[80:81], v8
	ds_read_b64 v[82:83], v9
	ds_read_b64 v[84:85], v10
	ds_read_b64 v[86:87], v3
	v_add_u32_e32 v16, s52, v15
	v_add_u32_e32 v15, s0, v15
	v_lshlrev_b32_e32 v17, 2, v0
	v_lshrrev_b32_e32 v18, 1, v0
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s0, 0, 0x810
	v_and_b32_e32 v18, 24, v18
	v_and_b32_e32 v0, 0x408, v0
	v_or_b32_e32 v6, s0, v6
	v_and_b32_e32 v17, 56, v17
	v_xor_b32_e32 v18, s2, v18
	v_xor_b32_e32 v0, v0, v6
	.loc	1 20 5                          ; triton_more.py:20:5
	v_mov_b32_e32 v3, v14
	v_xor_b32_e32 v18, v18, v17
	v_xor_b32_e32 v0, v0, v17
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[34:35], s[6:7], 0, v[2:3]
	v_or_b32_e32 v2, v7, v4
	v_lshlrev_b32_e32 v12, 2, v1
	v_lshl_or_b32 v1, v1, 6, v18
	v_lshl_or_b32 v0, v5, 6, v0
	v_xor_b32_e32 v3, 16, v2
	v_xor_b32_e32 v4, 32, v2
	v_xor_b32_e32 v7, 48, v2
	v_xor_b32_e32 v8, 64, v2
	v_xor_b32_e32 v9, 0x50, v2
	v_xor_b32_e32 v10, 0x60, v2
	v_xor_b32_e32 v11, 0x70, v2
	v_xor_b32_e32 v49, 0x80, v12
	v_add_u32_e32 v12, 0, v43
	v_lshlrev_b32_e32 v13, 1, v42
	v_xor_b32_e32 v18, 32, v1
	v_xor_b32_e32 v5, 16, v0
	v_xor_b32_e32 v6, 32, v0
	v_xor_b32_e32 v17, 48, v0
	.loc	1 16 9                          ; triton_more.py:16:9
	s_mov_b32 s54, 0
	.loc	1 23 13                         ; triton_more.py:23:13
	s_mov_b32 s40, s38
	s_mov_b32 s41, s38
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v38, 0xff800000
	v_add_u32_e32 v51, 0, v2
	v_add_u32_e32 v52, 0, v3
	v_add_u32_e32 v53, 0, v4
	v_add_u32_e32 v54, 0, v7
	v_add_u32_e32 v55, 0, v8
	v_add_u32_e32 v56, 0, v9
	v_add_u32_e32 v57, 0, v10
	v_add_u32_e32 v58, 0, v11
	s_mov_b32 s43, 1.0
	s_mov_b32 s44, 0x3fb8aa3b
	s_mov_b32 s64, 0xc2fc0000
	v_mov_b32_e32 v59, 0x42800000
	v_add_u32_e32 v60, v16, v13
	v_add_u32_e32 v61, v15, v13
	s_mov_b32 s65, 0x5040100
	v_add_u32_e32 v62, 0, v1
	v_add_u32_e32 v63, 0, v18
	v_add_u32_e32 v64, 0, v0
	v_add_u32_e32 v65, 0, v5
	v_add_u32_e32 v66, 0, v6
	v_add_u32_e32 v67, 0, v17
	v_not_b32_e32 v68, 63
	v_add_u32_e32 v69, s63, v12
	v_add_u32_e32 v70, s53, v12
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
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 21 14                         ; triton_more.py:21:14
	s_or_b32 s0, s54, s33
	s_or_b32 s2, s54, s45
	s_or_b32 s3, s54, s46
	s_or_b32 s4, s54, s47
	s_or_b32 s5, s54, s48
	s_or_b32 s6, s54, s49
	s_or_b32 s7, s54, s50
	s_or_b32 s12, s54, s51
	.loc	1 22 29                         ; triton_more.py:22:29
	s_lshl_b32 s18, s0, 6
	s_lshl_b32 s2, s2, 6
	s_lshl_b32 s20, s3, 6
	s_lshl_b32 s4, s4, 6
	s_lshl_b32 s22, s5, 6
	s_lshl_b32 s6, s6, 6
	s_lshl_b32 s24, s7, 6
	s_lshl_b32 s26, s12, 6
	.loc	1 22 21 is_stmt 0               ; triton_more.py:22:21
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s23, s22, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	v_lshl_add_u64 v[16:17], s[18:19], 1, v[32:33]
	v_lshl_add_u64 v[18:19], s[2:3], 1, v[32:33]
	v_lshl_add_u64 v[20:21], s[20:21], 1, v[32:33]
	v_lshl_add_u64 v[22:23], s[4:5], 1, v[32:33]
	v_lshl_add_u64 v[24:25], s[22:23], 1, v[32:33]
	v_lshl_add_u64 v[26:27], s[6:7], 1, v[32:33]
	v_lshl_add_u64 v[28:29], s[24:25], 1, v[32:33]
	v_lshl_add_u64 v[30:31], s[26:27], 1, v[32:33]
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v36, v[16:17], off
	global_load_ushort v37, v[24:25], off
	global_load_ushort v39, v[18:19], off
	global_load_ushort v40, v[26:27], off
	global_load_ushort v41, v[20:21], off
	global_load_ushort v71, v[28:29], off
	global_load_ushort v88, v[30:31], off
	global_load_ushort v89, v[22:23], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 21 14 is_stmt 1               ; triton_more.py:21:14
	s_or_b32 s13, s54, s55
	s_or_b32 s14, s54, s56
	s_or_b32 s15, s54, s57
	s_or_b32 s16, s54, s58
	s_or_b32 s0, s54, s59
	s_or_b32 s3, s54, s61
	s_or_b32 s5, s54, s62
	.loc	1 28 29                         ; triton_more.py:28:29
	s_lshl_b32 s2, s13, 6
	.loc	1 21 14                         ; triton_more.py:21:14
	s_or_b32 s7, s54, s60
	.loc	1 28 29                         ; triton_more.py:28:29
	s_lshl_b32 s4, s14, 6
	s_lshl_b32 s6, s15, 6
	s_lshl_b32 s12, s16, 6
	s_lshl_b32 s14, s0, 6
	s_lshl_b32 s16, s3, 6
	s_lshl_b32 s18, s5, 6
	.loc	1 28 21 is_stmt 0               ; triton_more.py:28:21
	s_ashr_i32 s3, s2, 31
	.loc	1 28 29                         ; triton_more.py:28:29
	s_lshl_b32 s20, s7, 6
	.loc	1 28 21                         ; triton_more.py:28:21
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s17, s16, 31
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[92:93], s[14:15], 1, v[34:35]
	v_lshl_add_u64 v[94:95], s[16:17], 1, v[34:35]
	v_lshl_add_u64 v[96:97], s[18:19], 1, v[34:35]
	s_ashr_i32 s21, s20, 31
	v_lshl_add_u64 v[98:99], s[20:21], 1, v[34:35]
	.loc	1 23 13 is_stmt 1               ; triton_more.py:23:13
	s_mov_b32 s39, s38
	s_mov_b32 s1, s38
	s_mov_b32 s42, s38
	.loc	1 20 5                          ; triton_more.py:20:5
	s_add_i32 s54, s54, 32
	s_cmp_lt_i32 s54, s10
	.loc	1 22 13                         ; triton_more.py:22:13
	s_waitcnt vmcnt(7)
	ds_write_b16 v45, v36
	s_waitcnt vmcnt(6)
	ds_write_b16 v45, v37 offset:2048
	s_waitcnt vmcnt(5)
	ds_write_b16 v46, v39 offset:512
	s_waitcnt vmcnt(4)
	ds_write_b16 v46, v40 offset:2560
	s_waitcnt vmcnt(3)
	ds_write_b16 v47, v41 offset:1024
	s_waitcnt vmcnt(2)
	ds_write_b16 v47, v71 offset:3072
	s_waitcnt vmcnt(0)
	ds_write_b16 v48, v89 offset:1536
	ds_write_b16 v48, v88 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[36:37], v51
	ds_read_b64 v[40:41], v52
	ds_read_b64 v[88:89], v53
	ds_read_b64 v[90:91], v54
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[72:73], 0
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[36:37], s[2:3], 1, v[34:35]
	.loc	1 28 13 is_stmt 0               ; triton_more.py:28:13
	global_load_ushort v98, v[98:99], off
	.loc	1 23 13 is_stmt 1               ; triton_more.py:23:13
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[74:75], v[16:31]
	.loc	1 22 13                         ; triton_more.py:22:13
	ds_read_b64 v[40:41], v55
	ds_read_b64 v[100:101], v56
	ds_read_b64 v[106:107], v57
	ds_read_b64 v[108:109], v58
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[76:77], v[16:31]
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[88:89], s[6:7], 1, v[34:35]
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[78:79], v[16:31]
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[90:91], s[12:13], 1, v[34:35]
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[80:81], v[16:31]
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[40:41], s[4:5], 1, v[34:35]
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[16:31], v[100:101], v[82:83], v[16:31]
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v39, v[36:37], off
	global_load_ushort v71, v[40:41], off
	global_load_ushort v100, v[88:89], off
	global_load_ushort v101, v[90:91], off
	global_load_ushort v102, v[92:93], off
	global_load_ushort v103, v[94:95], off
	global_load_ushort v104, v[96:97], off
	.loc	1 29 15                         ; triton_more.py:29:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 23 13                         ; triton_more.py:23:13
	v_mfma_f32_32x32x8_f16 v[16:31], v[106:107], v[84:85], v[16:31]
	v_mfma_f32_32x32x8_f16 v[16:31], v[108:109], v[86:87], v[16:31]
	s_nop 10
	v_pk_mul_f32 v[36:37], s[38:39], v[20:21]
	v_pk_mul_f32 v[88:89], s[38:39], v[18:19]
	v_mov_b32_e32 v90, v27
	v_mov_b32_e32 v91, v28
	v_mov_b32_e32 v92, v25
	v_mov_b32_e32 v93, v26
.Ltmp2:
	.file	2 "/tmp/tv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_more.py:24:33 ] ]
	v_mul_f32_e32 v25, s38, v24
.Ltmp3:
	.loc	1 23 13                         ; triton_more.py:23:13
	v_pk_mul_f32 v[94:95], s[38:39], v[22:23]
	v_pk_mul_f32 v[40:41], s[40:41], v[16:17]
	v_pk_mul_f32 v[26:27], v[30:31], s[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[28:29], s[0:1]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_more.py:24:33 ] ]
	v_max3_f32 v94, v94, v95, v25
	v_max3_f32 v25, v89, v36, v37
.Ltmp5:
	.loc	1 23 13                         ; triton_more.py:23:13
	v_pk_mul_f32 v[28:29], s[38:39], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], s[38:39], v[92:93] op_sel_hi:[0,1]
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_more.py:24:33 ] ]
	v_max_f32_e32 v40, v40, v41
	v_max3_f32 v26, v29, v97, v26
	v_max3_f32 v89, v36, v37, v28
	v_max3_f32 v88, v40, v88, v25
	v_max3_f32 v26, v89, v26, v27
	v_max3_f32 v26, v88, v94, v26
.Ltmp7:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_more.py:24:33 ]
	ds_bpermute_b32 v27, v49, v26
.Ltmp8:
	.loc	1 23 13                         ; triton_more.py:23:13
	v_mov_b32_e32 v25, v36
	.loc	1 25 20                         ; triton_more.py:25:20
	v_pk_mov_b32 v[40:41], v[36:37], v[28:29] op_sel:[1,0]
	v_mov_b32_e32 v96, v29
	.loc	1 24 17                         ; triton_more.py:24:17
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v26, v38, v26, v27
	.loc	1 25 20                         ; triton_more.py:25:20
	v_pk_fma_f32 v[88:89], s[42:43], v[24:25], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], s[40:41], v[16:17], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[18:19], s[38:39], v[18:19], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[20:21], s[38:39], v[20:21], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[22:23], s[38:39], v[22:23], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[30:31], s[38:39], v[26:27] op_sel_hi:[1,0,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_add_f32 v[92:93], v[40:41], v[26:27] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[96:97], v[26:27] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 26 24                         ; triton_more.py:26:24
	v_sub_f32_e32 v27, v38, v26
	.loc	1 25 13                         ; triton_more.py:25:13
	v_pk_mul_f32 v[40:41], v[16:17], s[44:45] op_sel_hi:[1,0]
	.loc	1 26 17                         ; triton_more.py:26:17
	v_mul_f32_e32 v27, 0x3fb8aa3b, v27
	.loc	1 25 13                         ; triton_more.py:25:13
	v_cmp_gt_f32_e64 s[16:17], s64, v40
	.loc	1 26 17                         ; triton_more.py:26:17
	v_cmp_gt_f32_e64 s[34:35], s64, v27
	.loc	1 25 13                         ; triton_more.py:25:13
	v_pk_mul_f32 v[24:25], v[22:23], s[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[88:89], s[44:45] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s64, v41
	v_cndmask_b32_e64 v88, 0, v59, s[16:17]
	v_pk_mul_f32 v[30:31], v[20:21], s[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[92:93], s[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[90:91], s[44:45] op_sel_hi:[1,0]
	v_add_f32_e32 v40, v40, v88
	.loc	1 28 13                         ; triton_more.py:28:13
	s_waitcnt vmcnt(5)
	v_perm_b32 v36, v71, v39, s65
	.loc	1 25 13                         ; triton_more.py:25:13
	v_pk_mul_f32 v[38:39], v[18:19], s[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[94:95], s[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v71, 0, v59, vcc
	v_cmp_gt_f32_e64 s[0:1], s64, v39
	.loc	1 28 13                         ; triton_more.py:28:13
	s_waitcnt vmcnt(0)
	v_perm_b32 v29, v104, v103, s65
	.loc	1 26 17                         ; triton_more.py:26:17
	v_cndmask_b32_e64 v103, 0, v59, s[34:35]
	.loc	1 25 13                         ; triton_more.py:25:13
	v_cmp_gt_f32_e64 s[18:19], s64, v38
	.loc	1 26 17                         ; triton_more.py:26:17
	v_add_f32_e32 v27, v27, v103
	.loc	1 25 13                         ; triton_more.py:25:13
	v_cndmask_b32_e64 v89, 0, v59, s[0:1]
	v_cndmask_b32_e64 v90, 0, v59, s[18:19]
	v_cmp_gt_f32_e64 s[2:3], s64, v31
	v_cmp_gt_f32_e64 s[20:21], s64, v30
	v_cmp_gt_f32_e64 s[4:5], s64, v25
	v_cmp_gt_f32_e64 s[22:23], s64, v24
	v_cmp_gt_f32_e64 s[6:7], s64, v23
	v_cmp_gt_f32_e64 s[24:25], s64, v22
	v_cmp_gt_f32_e64 s[36:37], s64, v21
	v_cmp_gt_f32_e64 s[26:27], s64, v20
	v_cmp_gt_f32_e64 s[12:13], s64, v19
	v_cmp_gt_f32_e64 s[28:29], s64, v18
	v_cmp_gt_f32_e64 s[14:15], s64, v17
	v_cmp_gt_f32_e64 s[30:31], s64, v16
	v_add_f32_e32 v41, v41, v71
	v_exp_f32_e32 v40, v40
	.loc	1 26 17                         ; triton_more.py:26:17
	v_exp_f32_e32 v27, v27
	.loc	1 28 13                         ; triton_more.py:28:13
	v_perm_b32 v37, v101, v100, s65
	v_perm_b32 v28, v98, v102, s65
	.loc	1 25 13                         ; triton_more.py:25:13
	v_cndmask_b32_e64 v91, 0, v59, s[2:3]
	v_cndmask_b32_e64 v92, 0, v59, s[20:21]
	v_cndmask_b32_e64 v93, 0, v59, s[4:5]
	v_cndmask_b32_e64 v94, 0, v59, s[22:23]
	v_cndmask_b32_e64 v95, 0, v59, s[6:7]
	v_cndmask_b32_e64 v96, 0, v59, s[24:25]
	v_cndmask_b32_e64 v97, 0, v59, s[36:37]
	v_cndmask_b32_e64 v98, 0, v59, s[26:27]
	v_cndmask_b32_e64 v99, 0, v59, s[12:13]
	v_cndmask_b32_e64 v100, 0, v59, s[28:29]
	v_cndmask_b32_e64 v101, 0, v59, s[14:15]
	v_cndmask_b32_e64 v102, 0, v59, s[30:31]
	v_add_f32_e32 v39, v39, v89
	v_add_f32_e32 v38, v38, v90
	v_exp_f32_e32 v41, v41
	v_add_f32_e32 v31, v31, v91
	v_add_f32_e32 v30, v30, v92
	v_add_f32_e32 v25, v25, v93
	v_add_f32_e32 v24, v24, v94
	v_add_f32_e32 v23, v23, v95
	v_add_f32_e32 v22, v22, v96
	v_add_f32_e32 v21, v21, v97
	v_add_f32_e32 v20, v20, v98
	v_add_f32_e32 v19, v19, v99
	v_add_f32_e32 v18, v18, v100
	v_add_f32_e32 v17, v17, v101
	v_add_f32_e32 v16, v16, v102
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v38, v38
	v_cndmask_b32_e64 v88, 0, v68, s[16:17]
	.loc	1 26 17                         ; triton_more.py:26:17
	v_cndmask_b32_e64 v104, 0, v68, s[34:35]
	.loc	1 25 13                         ; triton_more.py:25:13
	v_exp_f32_e32 v31, v31
	v_exp_f32_e32 v30, v30
	v_exp_f32_e32 v25, v25
	v_exp_f32_e32 v24, v24
	v_exp_f32_e32 v103, v23
	v_exp_f32_e32 v105, v22
	v_exp_f32_e32 v106, v21
	v_exp_f32_e32 v107, v20
	v_exp_f32_e32 v108, v19
	v_exp_f32_e32 v109, v18
	v_exp_f32_e32 v110, v17
	v_exp_f32_e32 v111, v16
	v_cndmask_b32_e32 v71, 0, v68, vcc
	v_ldexp_f32 v16, v40, v88
	.loc	1 26 17                         ; triton_more.py:26:17
	v_ldexp_f32 v27, v27, v104
	.loc	1 25 13                         ; triton_more.py:25:13
	v_cndmask_b32_e64 v89, 0, v68, s[0:1]
	v_cndmask_b32_e64 v90, 0, v68, s[18:19]
	v_ldexp_f32 v17, v41, v71
	.loc	1 29 15                         ; triton_more.py:29:15
	ds_write_b32 v69, v27
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v88, v70
	.loc	1 29 45 is_stmt 0               ; triton_more.py:29:45
	v_cvt_f16_f32_e32 v71, v16
	.loc	1 25 13 is_stmt 1               ; triton_more.py:25:13
	v_cndmask_b32_e64 v91, 0, v68, s[2:3]
	v_cndmask_b32_e64 v92, 0, v68, s[20:21]
	v_cndmask_b32_e64 v93, 0, v68, s[4:5]
	v_cndmask_b32_e64 v94, 0, v68, s[22:23]
	v_cndmask_b32_e64 v95, 0, v68, s[6:7]
	v_cndmask_b32_e64 v96, 0, v68, s[24:25]
	v_cndmask_b32_e64 v97, 0, v68, s[36:37]
	v_cndmask_b32_e64 v98, 0, v68, s[26:27]
	v_cndmask_b32_e64 v99, 0, v68, s[12:13]
	v_cndmask_b32_e64 v100, 0, v68, s[28:29]
	v_cndmask_b32_e64 v101, 0, v68, s[14:15]
	v_cndmask_b32_e64 v102, 0, v68, s[30:31]
	v_ldexp_f32 v19, v39, v89
	v_ldexp_f32 v18, v38, v90
	.loc	1 29 45                         ; triton_more.py:29:45
	v_cvt_f16_f32_e32 v89, v17
	.loc	1 25 13                         ; triton_more.py:25:13
	v_ldexp_f32 v21, v31, v91
	v_ldexp_f32 v20, v30, v92
	v_ldexp_f32 v23, v25, v93
	v_ldexp_f32 v22, v24, v94
	v_ldexp_f32 v25, v103, v95
	v_ldexp_f32 v24, v105, v96
	v_ldexp_f32 v31, v106, v97
	v_ldexp_f32 v30, v107, v98
	v_ldexp_f32 v39, v108, v99
	v_ldexp_f32 v38, v109, v100
	v_ldexp_f32 v41, v110, v101
	v_ldexp_f32 v40, v111, v102
	.loc	1 29 45                         ; triton_more.py:29:45
	v_cvt_f16_f32_e32 v90, v18
	v_cvt_f16_f32_e32 v91, v19
	v_cvt_f16_f32_e32 v92, v20
	v_cvt_f16_f32_e32 v93, v21
	v_cvt_f16_f32_e32 v94, v22
	v_cvt_f16_f32_e32 v95, v23
	v_cvt_f16_f32_e32 v96, v24
	v_cvt_f16_f32_e32 v97, v25
	v_cvt_f16_f32_e32 v98, v30
	v_cvt_f16_f32_e32 v99, v31
	v_cvt_f16_f32_e32 v100, v38
	v_cvt_f16_f32_e32 v101, v39
	v_cvt_f16_f32_e32 v102, v40
	v_cvt_f16_f32_e32 v103, v41
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v60, v71
	ds_write_b16 v60, v89 offset:128
	ds_write_b16 v60, v90 offset:256
	ds_write_b16 v60, v91 offset:384
	ds_write_b16 v60, v92 offset:1024
	ds_write_b16 v60, v93 offset:1152
	ds_write_b16 v60, v94 offset:1280
	ds_write_b16 v60, v95 offset:1408
	ds_write_b16 v60, v96 offset:2048
	ds_write_b16 v60, v97 offset:2176
	ds_write_b16 v60, v98 offset:2304
	ds_write_b16 v60, v99 offset:2432
	ds_write_b16 v60, v100 offset:3072
	ds_write_b16 v60, v101 offset:3200
	ds_write_b16 v60, v102 offset:3328
	ds_write_b16 v60, v103 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v71, v61
	ds_read_u16 v89, v61 offset:128
	ds_read_u16 v90, v61 offset:256
	ds_read_u16 v91, v61 offset:384
	ds_read_u16 v92, v61 offset:1024
	ds_read_u16 v93, v61 offset:1152
	ds_read_u16 v94, v61 offset:1280
	ds_read_u16 v95, v61 offset:1408
	ds_read_u16 v96, v61 offset:2048
	ds_read_u16 v97, v61 offset:2176
	ds_read_u16 v98, v61 offset:2304
	ds_read_u16 v99, v61 offset:2432
	ds_read_u16 v100, v61 offset:3072
	ds_read_u16 v101, v61 offset:3200
	ds_read_u16 v102, v61 offset:3328
	ds_read_u16 v103, v61 offset:3456
	.loc	1 28 13                         ; triton_more.py:28:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v62, v[36:37]
	ds_write_b64 v63, v[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[36:37], v64
	ds_read_b64 v[104:105], v65
	ds_read_b64 v[106:107], v66
	ds_read_b64 v[108:109], v67
	.loc	1 29 15                         ; triton_more.py:29:15
	v_pk_mul_f32 v[0:1], v[0:1], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[88:89] op_sel_hi:[1,0]
	.loc	1 29 38 is_stmt 0               ; triton_more.py:29:38
	v_perm_b32 v29, v91, v90, s65
	v_perm_b32 v28, v89, v71, s65
.Ltmp9:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[20:21], v[22:23]
.Ltmp10:
	.loc	1 29 38                         ; triton_more.py:29:38
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[28:29], v[0:15]
	v_perm_b32 v29, v95, v94, s65
	v_perm_b32 v28, v93, v92, s65
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_add_f32_e64 v20, v24, v30
	v_add_f32_e64 v21, v25, v31
.Ltmp12:
	.loc	1 29 38                         ; triton_more.py:29:38
	v_perm_b32 v25, v99, v98, s65
	v_perm_b32 v24, v97, v96, s65
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_pk_add_f32 v[22:23], v[38:39], v[40:41]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp14:
	.loc	1 29 38                         ; triton_more.py:29:38
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[0:15], v[104:105], v[28:29], v[0:15]
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_add_f32_e64 v18, v20, v22
	v_add_f32_e64 v19, v21, v23
	v_mov_b32_e32 v38, v26
	v_add_f32_e64 v16, v16, v18
	v_add_f32_e64 v17, v17, v19
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_more.py:27:29 ] ]
	v_add_f32_e32 v18, v16, v17
.Ltmp17:
	.loc	1 29 38                         ; triton_more.py:29:38
	v_perm_b32 v17, v103, v102, s65
	v_perm_b32 v16, v101, v100, s65
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[106:107], v[24:25], v[0:15]
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	ds_bpermute_b32 v19, v49, v18
.Ltmp19:
	.loc	1 29 38                         ; triton_more.py:29:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[108:109], v[16:17], v[0:15]
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_more.py:27:29 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, v18, v19
.Ltmp21:
	.loc	1 27 15                         ; triton_more.py:27:15
	v_fmac_f32_e32 v16, v50, v27
	v_mov_b32_e32 v50, v16
	.loc	1 20 5                          ; triton_more.py:20:5
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %._crit_edge.loopexit
	.loc	1 0 5 is_stmt 0                 ; triton_more.py:0:5
	v_mov_b32_e32 v18, s63
	s_nop 4
	v_mov_b32_e32 v17, v14
	v_mov_b32_e32 v14, v15
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
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
	.loc	1 31 11 is_stmt 1               ; triton_more.py:31:11
	v_add_u32_e32 v15, 0, v43
	v_add_u32_e32 v18, v15, v18
	v_add_u32_e32 v15, s53, v15
	s_barrier
	ds_write_b32 v18, v16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v15, v15
	.loc	1 16 43                         ; triton_more.py:16:43
	v_lshrrev_b32_e32 v16, 3, v44
	s_lshr_b32 s0, s52, 1
	v_or_b32_e32 v18, s0, v16
	.loc	1 14 26                         ; triton_more.py:14:26
	s_lshr_b32 s2, s53, 2
	.loc	1 31 11                         ; triton_more.py:31:11
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v19, s[0:1], v15, v15, v0
	v_rcp_f32_e32 v20, v19
	.loc	1 14 26                         ; triton_more.py:14:26
	v_or_b32_e32 v16, s2, v42
	.loc	1 14 10 is_stmt 0               ; triton_more.py:14:10
	v_or_b32_e32 v16, s11, v16
	.loc	1 16 25 is_stmt 1               ; triton_more.py:16:25
	v_lshlrev_b32_e32 v16, 6, v16
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v21, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	v_div_scale_f32 v21, vcc, v0, v15, v0
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v23, -v19, v22, v21
	v_fmac_f32_e32 v22, v23, v20
	v_fma_f32 v19, -v19, v22, v21
	v_div_scale_f32 v21, s[0:1], v15, v15, v1
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v19, v19, v20, v22
	v_div_fixup_f32 v19, v19, v15, v0
	v_fma_f32 v0, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v0, v23
	v_div_scale_f32 v0, vcc, v1, v15, v1
	v_mul_f32_e32 v20, v0, v23
	v_fma_f32 v22, -v21, v20, v0
	v_fmac_f32_e32 v20, v22, v23
	v_fma_f32 v0, -v21, v20, v0
	v_div_scale_f32 v21, s[0:1], v15, v15, v2
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v0, v0, v23, v20
	v_div_fixup_f32 v20, v0, v15, v1
	v_fma_f32 v0, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v2, v15, v2
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v23, -v21, v1, v0
	v_fmac_f32_e32 v1, v23, v22
	v_fma_f32 v0, -v21, v1, v0
	v_div_scale_f32 v21, s[0:1], v15, v15, v3
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v22, v0, v15, v2
	v_fma_f32 v0, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v0, v23
	v_div_scale_f32 v0, vcc, v3, v15, v3
	v_mul_f32_e32 v1, v0, v23
	v_fma_f32 v2, -v21, v1, v0
	v_fmac_f32_e32 v1, v2, v23
	v_div_scale_f32 v2, s[0:1], v15, v15, v4
	v_fma_f32 v0, -v21, v1, v0
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v23, v1
	v_div_fixup_f32 v23, v0, v15, v3
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v4, v15, v4
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v5
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v4, v0, v15, v4
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v4, v4
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v5, v15, v5
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v6
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v5, v0, v15, v5
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v5, v5
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v6, v15, v6
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v7
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v6, v0, v15, v6
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v6, v6
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v7, v15, v7
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v8
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v7, v0, v15, v7
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v7, v7
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v8, v15, v8
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v9
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v8, v0, v15, v8
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v8, v8
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v9, v15, v9
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v10
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v9, v0, v15, v9
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v9, v9
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v10, v15, v10
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v11
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v10, v0, v15, v10
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v10, v10
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v11, v15, v11
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v12
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v11, v0, v15, v11
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v11, v11
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v12, v15, v12
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v13
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v12, v0, v15, v12
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v12, v12
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v13, v15, v13
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v17
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v13, v0, v15, v13
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v13, v13
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v17, v15, v17
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v14
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v21, v0, v15, v17
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v14, v15, v14
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v17, -v2, v1, v0
	v_fmac_f32_e32 v1, v17, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_fmas_f32 v0, v0, v3, v1
	.loc	1 32 14                         ; triton_more.py:32:14
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 31 11                         ; triton_more.py:31:11
	v_div_fixup_f32 v14, v0, v15, v14
	.loc	1 32 14                         ; triton_more.py:32:14
	v_lshl_add_u64 v[0:1], v[16:17], 1, s[8:9]
	v_lshlrev_b32_e32 v2, 1, v18
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 32 53 is_stmt 0               ; triton_more.py:32:53
	v_cvt_f16_f32_e32 v2, v19
	v_cvt_f16_f32_e32 v15, v20
	v_cvt_f16_f32_e32 v3, v22
	v_cvt_f16_f32_e32 v16, v23
	v_cvt_f16_f32_e32 v17, v21
	v_cvt_f16_f32_e32 v14, v14
	.loc	1 32 5                          ; triton_more.py:32:5
	v_pack_b32_f16 v2, v2, v15
	v_pack_b32_f16 v3, v3, v16
	global_store_dwordx2 v[0:1], v[2:3], off
	v_pack_b32_f16 v3, v6, v7
	v_pack_b32_f16 v2, v4, v5
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	v_pack_b32_f16 v3, v10, v11
	v_pack_b32_f16 v2, v8, v9
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_pack_b32_f16 v3, v17, v14
	v_pack_b32_f16 v2, v12, v13
	global_store_dwordx2 v[0:1], v[2:3], off offset:48
	.loc	1 11 1 is_stmt 1                ; triton_more.py:11:1
	s_endpgm
.Ltmp22:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
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
		.amdhsa_next_free_vgpr 112
		.amdhsa_next_free_sgpr 66
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
	.set .Lattn_fwd.num_vgpr, 112
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 66
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5528
; TotalNumSgprs: 72
; NumVgprs: 112
; NumAgprs: 0
; TotalNumVgprs: 112
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 72
; NumVGPRsForWavesPerEU: 112
; AccumOffset: 112
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
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
      - .offset:         36
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
    .name:           attn_fwd
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     112
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
