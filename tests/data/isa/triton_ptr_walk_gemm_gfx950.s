	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	ptr_walk_gemm                   ; -- Begin function ptr_walk_gemm
	.p2align	8
	.type	ptr_walk_gemm,@function
ptr_walk_gemm:                          ; @ptr_walk_gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.54:
	.file	1 "tools/isa_kernels" "ptr_walk_gemm.py"
	.loc	1 9 0 prologue_end              ; ptr_walk_gemm.py:9:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.55:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 13 5 is_stmt 1                ; ptr_walk_gemm.py:13:5
	s_cmp_lt_i32 s12, 1
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	v_readfirstlane_b32 s0, v0
	.loc	1 13 5                          ; ptr_walk_gemm.py:13:5
	s_cbranch_scc1 .LBB0_53
; %bb.1:                                ; %.lr.ph26
	.loc	1 29 13                         ; ptr_walk_gemm.py:29:13
	s_and_b32 s1, s0, 0xc0
	.loc	1 21 27                         ; ptr_walk_gemm.py:21:27
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v2, s1, v1
	s_bfe_i32 s17, s0, 0x10007
	v_lshrrev_b32_e32 v42, 5, v2
	v_and_b32_e32 v3, 31, v0
	.loc	1 29 49                         ; ptr_walk_gemm.py:29:49
	v_and_b32_e32 v4, 32, v0
	v_lshlrev_b32_e32 v2, 1, v2
	s_and_b32 s17, s17, 0x110
	v_mov_b32_e32 v6, 0xfe
	.loc	1 21 27                         ; ptr_walk_gemm.py:21:27
	s_and_b32 s1, s0, 0x80
	.loc	1 29 49                         ; ptr_walk_gemm.py:29:49
	v_lshrrev_b32_e32 v5, 2, v4
	v_bitop3_b32 v51, v2, s17, v6 bitop3:0x6c
	v_lshlrev_b32_e32 v2, 6, v3
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshrrev_b32_e32 v4, 1, v4
	v_lshl_or_b32 v2, s1, 4, v2
	v_bitop3_b32 v4, v6, v4, 48 bitop3:0x6c
	v_or_b32_e32 v55, v2, v4
	v_bitop3_b32 v56, v2, 32, v4 bitop3:0x36
	v_lshlrev_b32_e32 v4, 3, v0
	.loc	1 21 27                         ; ptr_walk_gemm.py:21:27
	s_lshr_b32 s14, s1, 2
	v_lshlrev_b32_e32 v2, 5, v0
	v_and_b32_e32 v4, 24, v4
	s_movk_i32 s1, 0x580
	v_lshlrev_b32_e32 v0, 1, v0
	v_and_or_b32 v2, v2, s1, v4
	s_movk_i32 s1, 0x70
	.loc	1 23 18                         ; ptr_walk_gemm.py:23:18
	s_bfe_u32 s34, s0, 0x20006
	.loc	1 29 49                         ; ptr_walk_gemm.py:29:49
	s_and_b32 s0, s0, 64
	v_bitop3_b32 v0, v0, v2, s1 bitop3:0x6c
	s_lshr_b32 s18, s0, 1
	v_xor_b32_e32 v57, s0, v0
	.loc	1 13 5                          ; ptr_walk_gemm.py:13:5
	s_or_b32 s0, s34, 60
	s_mul_i32 s17, s13, s0
	s_or_b32 s0, s34, 56
	s_mul_i32 s48, s13, s0
	s_or_b32 s0, s34, 52
	s_mul_i32 s49, s13, s0
	s_or_b32 s0, s34, 48
	.loc	1 21 27                         ; ptr_walk_gemm.py:21:27
	v_or_b32_e32 v50, s14, v3
	.loc	1 23 18                         ; ptr_walk_gemm.py:23:18
	s_or_b32 s14, s34, 4
	s_or_b32 s15, s34, 8
	s_or_b32 s19, s34, 12
	s_or_b32 s21, s34, 16
	s_or_b32 s23, s34, 20
	s_or_b32 s25, s34, 24
	s_or_b32 s27, s34, 28
	.loc	1 13 5                          ; ptr_walk_gemm.py:13:5
	s_mul_i32 s50, s13, s0
	s_or_b32 s0, s34, 44
	.loc	1 29 49                         ; ptr_walk_gemm.py:29:49
	v_or_b32_e32 v5, s18, v5
	s_mul_i32 s18, s14, s13
	s_mul_i32 s20, s15, s13
	s_mul_i32 s22, s19, s13
	s_mul_i32 s24, s21, s13
	s_mul_i32 s26, s23, s13
	s_mul_i32 s28, s25, s13
	s_mul_i32 s30, s27, s13
	s_mul_i32 s14, s34, s13
	.loc	1 13 5                          ; ptr_walk_gemm.py:13:5
	s_mul_i32 s51, s13, s0
	s_or_b32 s0, s34, 40
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s23, s22, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s15, s14, 31
	v_xor_b32_e32 v52, 32, v51
	v_xor_b32_e32 v53, 64, v51
	v_xor_b32_e32 v54, 0x60, v51
	s_mul_i32 s52, s13, s0
	s_or_b32 s0, s34, 36
	s_or_b32 s34, s34, 32
	s_mov_b32 s1, 0
	.loc	1 21 27                         ; ptr_walk_gemm.py:21:27
	v_or_b32_e32 v43, 8, v42
	v_or_b32_e32 v44, 16, v42
	v_or_b32_e32 v45, 24, v42
	v_or_b32_e32 v46, 32, v42
	v_or_b32_e32 v47, 40, v42
	v_or_b32_e32 v48, 48, v42
	v_or_b32_e32 v49, 56, v42
	v_mov_b32_e32 v17, 0
	v_xor_b32_e32 v58, 32, v57
	.loc	1 13 5                          ; ptr_walk_gemm.py:13:5
	v_or_b32_e32 v59, 32, v3
	s_lshl_b32 s33, s13, 5
	s_mul_i32 s53, s13, s0
	s_mul_i32 s54, s13, s34
	s_lshl_b64 s[14:15], s[14:15], 1
	s_lshl_b64 s[18:19], s[18:19], 1
	s_lshl_b64 s[20:21], s[20:21], 1
	s_lshl_b64 s[22:23], s[22:23], 1
	s_lshl_b64 s[24:25], s[24:25], 1
	s_lshl_b64 s[26:27], s[26:27], 1
	s_lshl_b64 s[28:29], s[28:29], 1
	s_lshl_b64 s[30:31], s[30:31], 1
	v_lshlrev_b32_e32 v18, 1, v3
	v_lshlrev_b32_e32 v20, 1, v1
	v_add_u32_e32 v60, 0, v51
	v_add_u32_e32 v61, 0, v52
	v_add_u32_e32 v62, 0, v53
	v_add_u32_e32 v63, 0, v54
	v_lshlrev_b32_e32 v16, 1, v5
	s_mov_b32 s55, 0
	s_mov_b32 s0, s1
	s_branch .LBB0_3
.LBB0_2:                                ; %._crit_edge24
                                        ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 31 9                          ; ptr_walk_gemm.py:31:9
	s_add_i32 s55, s57, s55
	.loc	1 13 5                          ; ptr_walk_gemm.py:13:5
	s_add_i32 s0, s0, 1
	s_cmp_lg_u32 s0, s12
	s_cbranch_scc0 .LBB0_53
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;       Child Loop BB0_49 Depth 3
	.loc	1 14 23                         ; ptr_walk_gemm.py:14:23
	s_lshl_b64 s[40:41], s[0:1], 2
	s_add_u32 s34, s8, s40
	s_addc_u32 s35, s9, s41
	.loc	1 14 15 is_stmt 0               ; ptr_walk_gemm.py:14:15
	global_load_dword v0, v17, s[34:35]
	.loc	1 16 13 is_stmt 1               ; ptr_walk_gemm.py:16:13
	s_sub_i32 s56, s16, s55
	.loc	1 17 15                         ; ptr_walk_gemm.py:17:15
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e32 vcc, s56, v0
	.loc	1 14 15                         ; ptr_walk_gemm.py:14:15
	v_readfirstlane_b32 s57, v0
	.loc	1 17 15                         ; ptr_walk_gemm.py:17:15
	s_cbranch_vccnz .LBB0_2
; %bb.4:                                ; %.lr.ph23
                                        ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 18 25                         ; ptr_walk_gemm.py:18:25
	s_lshl_b64 s[38:39], s[0:1], 3
	s_add_u32 s34, s2, s38
	s_addc_u32 s35, s3, s39
	.loc	1 19 25                         ; ptr_walk_gemm.py:19:25
	s_add_u32 s36, s4, s38
	s_addc_u32 s37, s5, s39
	.loc	1 20 25                         ; ptr_walk_gemm.py:20:25
	s_add_u32 s38, s6, s38
	s_addc_u32 s39, s7, s39
	.loc	1 15 24                         ; ptr_walk_gemm.py:15:24
	s_add_u32 s40, s10, s40
	s_addc_u32 s41, s11, s41
	.loc	1 15 16 is_stmt 0               ; ptr_walk_gemm.py:15:16
	global_load_dword v0, v17, s[40:41]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s44, v0
	s_cmp_gt_i32 s44, 0
	s_cselect_b64 s[40:41], -1, 0
	s_sub_i32 s58, s44, 32
	s_cmp_gt_i32 s58, 0
	s_cselect_b64 s[42:43], -1, 0
	s_add_i32 s44, s44, 31
	s_cmp_gt_i32 s44, 31
	s_cselect_b64 s[44:45], -1, 0
	s_branch .LBB0_6
	.loc	1 0 16                          ; :0:16
.Ltmp2:
	.p2align	5
.LBB0_5:                                ; %._crit_edge._crit_edge
                                        ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 21 18 is_stmt 1               ; ptr_walk_gemm.py:21:18
	v_or_b32_e32 v19, s59, v50
	.loc	1 29 26                         ; ptr_walk_gemm.py:29:26
	v_mul_lo_u32 v22, v19, s13
	.loc	1 29 22 is_stmt 0               ; ptr_walk_gemm.py:29:22
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[22:23], 1, v[26:27]
	.loc	1 29 62                         ; ptr_walk_gemm.py:29:62
	s_nop 6
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v3, v6, v7
	.loc	1 29 22                         ; ptr_walk_gemm.py:29:22
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[16:17]
	.loc	1 29 62                         ; ptr_walk_gemm.py:29:62
	v_permlane32_swap_b32_e32 v0, v2
	.loc	1 30 13 is_stmt 1               ; ptr_walk_gemm.py:30:13
	s_add_i32 s56, s56, 8
	.loc	1 29 62                         ; ptr_walk_gemm.py:29:62
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 29 13 is_stmt 0               ; ptr_walk_gemm.py:29:13
	global_store_dwordx4 v[22:23], v[0:3], off
	.loc	1 17 15 is_stmt 1               ; ptr_walk_gemm.py:17:15
	s_cmp_lt_i32 s56, s57
	.loc	1 29 62                         ; ptr_walk_gemm.py:29:62
	s_nop 0
	v_cvt_pk_f16_f32 v0, v8, v9
	v_cvt_pk_f16_f32 v1, v10, v11
	v_cvt_pk_f16_f32 v2, v12, v13
	v_cvt_pk_f16_f32 v3, v14, v15
	s_nop 0
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 29 13 is_stmt 0               ; ptr_walk_gemm.py:29:13
	global_store_dwordx4 v[22:23], v[0:3], off offset:32
	.loc	1 17 15 is_stmt 1               ; ptr_walk_gemm.py:17:15
	s_cbranch_scc0 .LBB0_2
.LBB0_6:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_49 Depth 3
	.loc	1 19 17                         ; ptr_walk_gemm.py:19:17
	global_load_dwordx2 v[2:3], v17, s[36:37]
	.loc	1 18 17                         ; ptr_walk_gemm.py:18:17
	global_load_dwordx2 v[0:1], v17, s[34:35]
	.loc	1 21 18                         ; ptr_walk_gemm.py:21:18
	s_lshl_b32 s59, s56, 6
	v_or_b32_e32 v4, s59, v42
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_and_b64 s[46:47], s[40:41], exec
	.loc	1 26 33 is_stmt 0               ; ptr_walk_gemm.py:26:33
	v_mul_lo_u32 v4, v4, s13
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cselect_b32 s46, 1, 0
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cmp_lg_u32 s46, 1
	.loc	1 19 17 is_stmt 1               ; ptr_walk_gemm.py:19:17
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s46, v2
	v_readfirstlane_b32 s47, v3
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[22:23], v[4:5], 1, v[0:1]
	.loc	1 26 21 is_stmt 0               ; ptr_walk_gemm.py:26:21
	s_cbranch_scc1 .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 21                          ; ptr_walk_gemm.py:0:21
	v_mov_b32_e32 v19, v17
	v_lshl_add_u64 v[2:3], v[22:23], 0, v[18:19]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	global_load_ushort v2, v[2:3], off
	s_branch .LBB0_9
	.loc	1 0 21                          ; :0:21
.Ltmp3:
	.p2align	5
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v2, 0
.LBB0_9:                                ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 21 18 is_stmt 1               ; ptr_walk_gemm.py:21:18
	v_or_b32_e32 v3, s59, v43
	.loc	1 26 33                         ; ptr_walk_gemm.py:26:33
	v_mul_lo_u32 v4, v3, s13
	.loc	1 26 21 is_stmt 0               ; ptr_walk_gemm.py:26:21
	s_and_b64 s[60:61], s[40:41], exec
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_lshl_add_u64 v[24:25], v[4:5], 1, v[0:1]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cbranch_scc1 .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_mov_b32_e32 v19, v17
	v_lshl_add_u64 v[4:5], v[24:25], 0, v[18:19]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	global_load_ushort v3, v[4:5], off
	s_branch .LBB0_12
	.loc	1 0 21                          ; :0:21
.Ltmp4:
	.p2align	5
.LBB0_11:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v3, 0
.LBB0_12:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 21 18 is_stmt 1               ; ptr_walk_gemm.py:21:18
	v_or_b32_e32 v4, s59, v44
	.loc	1 26 33                         ; ptr_walk_gemm.py:26:33
	v_mul_lo_u32 v4, v4, s13
	.loc	1 26 21 is_stmt 0               ; ptr_walk_gemm.py:26:21
	s_and_b64 s[60:61], s[40:41], exec
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_lshl_add_u64 v[28:29], v[4:5], 1, v[0:1]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cbranch_scc1 .LBB0_14
; %bb.13:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_mov_b32_e32 v19, v17
	v_lshl_add_u64 v[4:5], v[28:29], 0, v[18:19]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	global_load_ushort v4, v[4:5], off
	s_branch .LBB0_15
	.loc	1 0 21                          ; :0:21
.Ltmp5:
	.p2align	5
.LBB0_14:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v4, 0
.LBB0_15:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 21 18 is_stmt 1               ; ptr_walk_gemm.py:21:18
	v_or_b32_e32 v5, s59, v45
	.loc	1 26 33                         ; ptr_walk_gemm.py:26:33
	v_mul_lo_u32 v6, v5, s13
	.loc	1 26 21 is_stmt 0               ; ptr_walk_gemm.py:26:21
	s_and_b64 s[60:61], s[40:41], exec
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_lshl_add_u64 v[30:31], v[6:7], 1, v[0:1]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cbranch_scc1 .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_mov_b32_e32 v19, v17
	v_lshl_add_u64 v[6:7], v[30:31], 0, v[18:19]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	global_load_ushort v5, v[6:7], off
	s_branch .LBB0_18
	.loc	1 0 21                          ; :0:21
.Ltmp6:
	.p2align	5
.LBB0_17:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v5, 0
.LBB0_18:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 21 18 is_stmt 1               ; ptr_walk_gemm.py:21:18
	v_or_b32_e32 v6, s59, v46
	.loc	1 26 33                         ; ptr_walk_gemm.py:26:33
	v_mul_lo_u32 v6, v6, s13
	.loc	1 26 21 is_stmt 0               ; ptr_walk_gemm.py:26:21
	s_and_b64 s[60:61], s[40:41], exec
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_lshl_add_u64 v[32:33], v[6:7], 1, v[0:1]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cbranch_scc1 .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_mov_b32_e32 v19, v17
	v_lshl_add_u64 v[6:7], v[32:33], 0, v[18:19]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	global_load_ushort v6, v[6:7], off
	s_branch .LBB0_21
	.loc	1 0 21                          ; :0:21
.Ltmp7:
	.p2align	5
.LBB0_20:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v6, 0
.LBB0_21:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 21 18 is_stmt 1               ; ptr_walk_gemm.py:21:18
	v_or_b32_e32 v7, s59, v47
	.loc	1 26 33                         ; ptr_walk_gemm.py:26:33
	v_mul_lo_u32 v8, v7, s13
	.loc	1 26 21 is_stmt 0               ; ptr_walk_gemm.py:26:21
	s_and_b64 s[60:61], s[40:41], exec
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_lshl_add_u64 v[34:35], v[8:9], 1, v[0:1]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cbranch_scc1 .LBB0_23
; %bb.22:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_mov_b32_e32 v19, v17
	v_lshl_add_u64 v[8:9], v[34:35], 0, v[18:19]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	global_load_ushort v7, v[8:9], off
	s_branch .LBB0_24
	.loc	1 0 21                          ; :0:21
.Ltmp8:
	.p2align	5
.LBB0_23:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v7, 0
.LBB0_24:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 21 18 is_stmt 1               ; ptr_walk_gemm.py:21:18
	v_or_b32_e32 v8, s59, v48
	.loc	1 26 33                         ; ptr_walk_gemm.py:26:33
	v_mul_lo_u32 v8, v8, s13
	.loc	1 26 21 is_stmt 0               ; ptr_walk_gemm.py:26:21
	s_and_b64 s[60:61], s[40:41], exec
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_lshl_add_u64 v[36:37], v[8:9], 1, v[0:1]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cbranch_scc1 .LBB0_26
; %bb.25:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_mov_b32_e32 v19, v17
	v_lshl_add_u64 v[8:9], v[36:37], 0, v[18:19]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	global_load_ushort v8, v[8:9], off
	s_branch .LBB0_27
	.loc	1 0 21                          ; :0:21
.Ltmp9:
	.p2align	5
.LBB0_26:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v8, 0
.LBB0_27:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 21 18 is_stmt 1               ; ptr_walk_gemm.py:21:18
	v_or_b32_e32 v9, s59, v49
	.loc	1 26 33                         ; ptr_walk_gemm.py:26:33
	v_mul_lo_u32 v10, v9, s13
	.loc	1 26 21 is_stmt 0               ; ptr_walk_gemm.py:26:21
	s_and_b64 s[60:61], s[40:41], exec
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_lshl_add_u64 v[38:39], v[10:11], 1, v[0:1]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_cbranch_scc1 .LBB0_31
; %bb.28:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_mov_b32_e32 v19, v17
	v_lshl_add_u64 v[0:1], v[38:39], 0, v[18:19]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	global_load_ushort v0, v[0:1], off
	.loc	1 27 21 is_stmt 1               ; ptr_walk_gemm.py:27:21
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_32
.LBB0_29:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 21 is_stmt 0                ; ptr_walk_gemm.py:0:21
	s_add_u32 s60, s46, s14
	s_addc_u32 s61, s47, s15
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	global_load_ushort v1, v20, s[60:61]
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_33
.LBB0_30:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 27 29                         ; ptr_walk_gemm.py:27:29
	s_add_u32 s60, s46, s18
	s_addc_u32 s61, s47, s19
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	global_load_ushort v9, v20, s[60:61]
	s_branch .LBB0_34
	.loc	1 0 21                          ; :0:21
.Ltmp10:
	.p2align	5
.LBB0_31:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v0, 0
	.loc	1 27 21 is_stmt 1               ; ptr_walk_gemm.py:27:21
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc0 .LBB0_29
.LBB0_32:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 21 is_stmt 0                ; ptr_walk_gemm.py:0:21
	v_mov_b32_e32 v1, 0
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc0 .LBB0_30
.LBB0_33:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 21                          ; ptr_walk_gemm.py:0:21
	v_mov_b32_e32 v9, 0
.LBB0_34:                               ;   in Loop: Header=BB0_6 Depth=2
	global_load_dwordx2 v[26:27], v17, s[38:39]
	.loc	1 27 21 is_stmt 1               ; ptr_walk_gemm.py:27:21
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_41
; %bb.35:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 27 29 is_stmt 0               ; ptr_walk_gemm.py:27:29
	s_add_u32 s60, s46, s20
	s_addc_u32 s61, s47, s21
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	global_load_ushort v10, v20, s[60:61]
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_42
.LBB0_36:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 27 29                         ; ptr_walk_gemm.py:27:29
	s_add_u32 s60, s46, s22
	s_addc_u32 s61, s47, s23
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	global_load_ushort v11, v20, s[60:61]
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_43
.LBB0_37:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 27 29                         ; ptr_walk_gemm.py:27:29
	s_add_u32 s60, s46, s24
	s_addc_u32 s61, s47, s25
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	global_load_ushort v12, v20, s[60:61]
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_44
.LBB0_38:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 27 29                         ; ptr_walk_gemm.py:27:29
	s_add_u32 s60, s46, s26
	s_addc_u32 s61, s47, s27
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	global_load_ushort v13, v20, s[60:61]
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_45
.LBB0_39:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 27 29                         ; ptr_walk_gemm.py:27:29
	s_add_u32 s60, s46, s28
	s_addc_u32 s61, s47, s29
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	global_load_ushort v14, v20, s[60:61]
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_46
.LBB0_40:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 27 29                         ; ptr_walk_gemm.py:27:29
	s_add_u32 s60, s46, s30
	s_addc_u32 s61, s47, s31
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	global_load_ushort v15, v20, s[60:61]
	s_branch .LBB0_47
	.loc	1 0 21                          ; :0:21
.Ltmp11:
	.p2align	5
.LBB0_41:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v10, 0
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc0 .LBB0_36
.LBB0_42:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 21                          ; ptr_walk_gemm.py:0:21
	v_mov_b32_e32 v11, 0
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc0 .LBB0_37
.LBB0_43:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 21                          ; ptr_walk_gemm.py:0:21
	v_mov_b32_e32 v12, 0
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc0 .LBB0_38
.LBB0_44:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 21                          ; ptr_walk_gemm.py:0:21
	v_mov_b32_e32 v13, 0
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc0 .LBB0_39
.LBB0_45:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 21                          ; ptr_walk_gemm.py:0:21
	v_mov_b32_e32 v14, 0
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc0 .LBB0_40
.LBB0_46:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 21                          ; ptr_walk_gemm.py:0:21
	v_mov_b32_e32 v15, 0
.LBB0_47:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 25 13 is_stmt 1               ; ptr_walk_gemm.py:25:13
	s_and_b64 s[62:63], s[42:43], exec
	s_cselect_b32 s61, 1, 0
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_mov_b32 s60, 0
	.loc	1 25 13                         ; ptr_walk_gemm.py:25:13
	s_cmp_lg_u32 s61, 1
	s_movk_i32 s62, 0x2000
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write_b16 v60, v2
	ds_write_b16 v60, v4 offset:1024
	ds_write_b16 v60, v6 offset:2048
	ds_write_b16 v60, v8 offset:3072
	ds_write_b16 v61, v3 offset:512
	ds_write_b16 v61, v5 offset:1536
	ds_write_b16 v61, v7 offset:2560
	ds_write_b16 v61, v0 offset:3584
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	ds_write_b16 v60, v1 offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b16 v60, v12 offset:10240
	ds_write_b16 v61, v9 offset:8704
	ds_write_b16 v61, v13 offset:10752
	ds_write_b16 v62, v10 offset:9216
	ds_write_b16 v62, v14 offset:11264
	ds_write_b16 v63, v11 offset:9728
	ds_write_b16 v63, v15 offset:11776
	.loc	1 25 13                         ; ptr_walk_gemm.py:25:13
	s_cbranch_scc1 .LBB0_50
; %bb.48:                               ; %.lr.ph.preheader
                                        ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v21, v17
	v_mov_b32_e32 v0, 0
	v_lshl_add_u64 v[40:41], s[46:47], 0, v[20:21]
	s_mov_b32 s46, 0
	s_mov_b32 s61, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_mov_b32 s63, 0
.LBB0_49:                               ; %.lr.ph
                                        ;   Parent Loop BB0_3 Depth=1
                                        ;     Parent Loop BB0_6 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	v_add_u32_e32 v19, s60, v55
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v21, s60, v56
	ds_read_b128 v[80:83], v19
	ds_read_b128 v[84:87], v21
	.loc	1 26 29 is_stmt 0               ; ptr_walk_gemm.py:26:29
	v_add_u32_e32 v64, s63, v59
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshlrev_b64 v[64:65], 1, v[64:65]
	.loc	1 25 13 is_stmt 1               ; ptr_walk_gemm.py:25:13
	s_add_i32 s47, s63, 32
	.loc	1 26 29                         ; ptr_walk_gemm.py:26:29
	v_lshl_add_u64 v[66:67], v[22:23], 0, v[64:65]
	v_lshl_add_u64 v[68:69], v[24:25], 0, v[64:65]
	v_lshl_add_u64 v[70:71], v[28:29], 0, v[64:65]
	v_lshl_add_u64 v[72:73], v[30:31], 0, v[64:65]
	v_lshl_add_u64 v[74:75], v[32:33], 0, v[64:65]
	v_lshl_add_u64 v[76:77], v[34:35], 0, v[64:65]
	v_lshl_add_u64 v[78:79], v[36:37], 0, v[64:65]
	v_lshl_add_u64 v[64:65], v[38:39], 0, v[64:65]
	.loc	1 25 13                         ; ptr_walk_gemm.py:25:13
	s_setprio 1
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	global_load_ushort v96, v[66:67], off
	global_load_ushort v97, v[68:69], off
	global_load_ushort v98, v[70:71], off
	global_load_ushort v99, v[72:73], off
	global_load_ushort v100, v[74:75], off
	global_load_ushort v101, v[76:77], off
	global_load_ushort v102, v[78:79], off
	global_load_ushort v103, v[64:65], off
	; sched_barrier mask(0x00000000)
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	v_add_u32_e32 v19, s62, v57
	v_add_u32_e32 v21, s62, v58
	ds_read_b64_tr_b16 v[88:89], v19
	ds_read_b64_tr_b16 v[92:93], v19 offset:2048
	ds_read_b64_tr_b16 v[90:91], v21 offset:512
	ds_read_b64_tr_b16 v[94:95], v21 offset:2560
	.loc	1 25 13                         ; ptr_walk_gemm.py:25:13
	s_setprio 0
	.loc	1 27 33                         ; ptr_walk_gemm.py:27:33
	s_add_i32 s62, s54, s46
	s_add_i32 s64, s53, s46
	s_add_i32 s66, s52, s46
	s_add_i32 s68, s51, s46
	s_add_i32 s70, s50, s46
	s_add_i32 s72, s49, s46
	s_add_i32 s74, s48, s46
	.loc	1 27 29 is_stmt 0               ; ptr_walk_gemm.py:27:29
	s_add_i32 s76, s17, s46
	s_ashr_i32 s63, s62, 31
	s_ashr_i32 s65, s64, 31
	s_ashr_i32 s67, s66, 31
	s_ashr_i32 s69, s68, 31
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s75, s74, 31
	s_ashr_i32 s77, s76, 31
	v_lshl_add_u64 v[64:65], s[62:63], 1, v[40:41]
	v_lshl_add_u64 v[66:67], s[64:65], 1, v[40:41]
	v_lshl_add_u64 v[68:69], s[66:67], 1, v[40:41]
	v_lshl_add_u64 v[70:71], s[68:69], 1, v[40:41]
	v_lshl_add_u64 v[72:73], s[70:71], 1, v[40:41]
	v_lshl_add_u64 v[74:75], s[72:73], 1, v[40:41]
	v_lshl_add_u64 v[76:77], s[74:75], 1, v[40:41]
	v_lshl_add_u64 v[78:79], s[76:77], 1, v[40:41]
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	global_load_ushort v104, v[64:65], off
	s_nop 0
	global_load_ushort v66, v[66:67], off
	s_nop 0
	global_load_ushort v67, v[68:69], off
	s_nop 0
	global_load_ushort v68, v[70:71], off
	global_load_ushort v69, v[72:73], off
	s_nop 0
	global_load_ushort v70, v[74:75], off
	global_load_ushort v71, v[76:77], off
	global_load_ushort v72, v[78:79], off
	.loc	1 28 24 is_stmt 1               ; ptr_walk_gemm.py:28:24
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[88:91], v[80:83], v[0:15]
	; sched_barrier mask(0x00000001)
	.loc	1 25 13                         ; ptr_walk_gemm.py:25:13
	s_setprio 1
	.loc	1 28 24                         ; ptr_walk_gemm.py:28:24
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[92:95], v[84:87], v[0:15]
	.loc	1 25 13                         ; ptr_walk_gemm.py:25:13
	s_setprio 0
	s_add_i32 s60, s61, 1
	s_cmp_lt_i32 s60, 2
	s_cselect_b32 s61, s60, 0
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_lshl_b32 s60, s61, 12
	.loc	1 25 13                         ; ptr_walk_gemm.py:25:13
	s_add_i32 s46, s46, s33
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	s_add_i32 s62, s60, 0x2000
	s_mov_b32 s63, s47
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	v_add_u32_e32 v19, s60, v51
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	v_add_u32_e32 v65, s60, v54
	.loc	1 25 13                         ; ptr_walk_gemm.py:25:13
	s_cmp_lt_i32 s47, s58
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_barrier
	v_add_u32_e32 v21, s60, v52
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	v_add_u32_e32 v64, s60, v53
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_waitcnt vmcnt(15)
	ds_write_b16 v19, v96
	s_waitcnt vmcnt(13)
	ds_write_b16 v19, v98 offset:1024
	s_waitcnt vmcnt(11)
	ds_write_b16 v19, v100 offset:2048
	s_waitcnt vmcnt(9)
	ds_write_b16 v19, v102 offset:3072
	ds_write_b16 v21, v97 offset:512
	ds_write_b16 v21, v99 offset:1536
	ds_write_b16 v21, v101 offset:2560
	s_waitcnt vmcnt(8)
	ds_write_b16 v21, v103 offset:3584
	.loc	1 27 21                         ; ptr_walk_gemm.py:27:21
	s_waitcnt vmcnt(7)
	ds_write_b16 v19, v104 offset:8192
	s_waitcnt vmcnt(3)
	ds_write_b16 v19, v69 offset:10240
	ds_write_b16 v21, v66 offset:8704
	s_waitcnt vmcnt(2)
	ds_write_b16 v21, v70 offset:10752
	ds_write_b16 v64, v67 offset:9216
	s_waitcnt vmcnt(1)
	ds_write_b16 v64, v71 offset:11264
	ds_write_b16 v65, v68 offset:9728
	s_waitcnt vmcnt(0)
	ds_write_b16 v65, v72 offset:11776
	.loc	1 25 13                         ; ptr_walk_gemm.py:25:13
	s_cbranch_scc1 .LBB0_49
	s_branch .LBB0_51
	.loc	1 0 13 is_stmt 0                ; :0:13
.Ltmp12:
	.p2align	5
.LBB0_50:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_51:                               ; %._crit_edge
                                        ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 28 24 is_stmt 1               ; ptr_walk_gemm.py:28:24
	s_and_b64 s[46:47], s[44:45], exec
	s_cselect_b32 s46, 1, 0
	s_cmp_lg_u32 s46, 1
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 28 24                         ; ptr_walk_gemm.py:28:24
	s_cbranch_scc1 .LBB0_5
; %bb.52:                               ;   in Loop: Header=BB0_6 Depth=2
	.loc	1 0 0 is_stmt 0                 ; ptr_walk_gemm.py:0
	v_add_u32_e32 v19, s62, v57
	v_add_u32_e32 v21, s62, v58
	ds_read_b64_tr_b16 v[28:29], v19
	ds_read_b64_tr_b16 v[30:31], v21 offset:512
	.loc	1 26 21 is_stmt 1               ; ptr_walk_gemm.py:26:21
	v_add_u32_e32 v22, s60, v55
	ds_read_b128 v[22:25], v22
	.loc	1 0 0 is_stmt 0                 ; ptr_walk_gemm.py:0
	ds_read_b64_tr_b16 v[32:33], v19 offset:2048
	ds_read_b64_tr_b16 v[34:35], v21 offset:2560
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	v_add_u32_e32 v19, s60, v56
	.loc	1 28 24 is_stmt 1               ; ptr_walk_gemm.py:28:24
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[28:31], v[22:25], v[0:15]
	.loc	1 26 21                         ; ptr_walk_gemm.py:26:21
	ds_read_b128 v[22:25], v19
	.loc	1 28 24                         ; ptr_walk_gemm.py:28:24
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[32:35], v[22:25], v[0:15]
	s_branch .LBB0_5
.LBB0_53:                               ; %._crit_edge27
	.loc	1 9 1                           ; ptr_walk_gemm.py:9:1
	s_endpgm
.Ltmp13:
.Lfunc_end0:
	.size	ptr_walk_gemm, .Lfunc_end0-ptr_walk_gemm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ptr_walk_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_vgpr 105
		.amdhsa_next_free_sgpr 78
		.amdhsa_accum_offset 108
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
	.set .Lptr_walk_gemm.num_vgpr, 105
	.set .Lptr_walk_gemm.num_agpr, 0
	.set .Lptr_walk_gemm.numbered_sgpr, 78
	.set .Lptr_walk_gemm.num_named_barrier, 0
	.set .Lptr_walk_gemm.private_seg_size, 0
	.set .Lptr_walk_gemm.uses_vcc, 1
	.set .Lptr_walk_gemm.uses_flat_scratch, 0
	.set .Lptr_walk_gemm.has_dyn_sized_stack, 0
	.set .Lptr_walk_gemm.has_recursion, 0
	.set .Lptr_walk_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3384
; TotalNumSgprs: 84
; NumVgprs: 105
; NumAgprs: 0
; TotalNumVgprs: 105
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 84
; NumVGPRsForWavesPerEU: 105
; AccumOffset: 108
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 26
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
	.asciz	"ptr_walk_gemm.py"              ; string offset=7 ; ptr_walk_gemm.py
.Linfo_string2:
	.asciz	"tools/isa_kernels" ; string offset=24 ; tools/isa_kernels
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           ptr_walk_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .symbol:         ptr_walk_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     105
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
