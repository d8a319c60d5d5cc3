	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attn_fwd                        ; -- Begin function attn_fwd
	.p2align	8
	.type	attn_fwd,@function
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.55:
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
; %bb.56:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b32 s12, s10
.Ltmp1:
	.loc	1 31 11 is_stmt 1               ; triton_more.py:31:11
	v_readfirstlane_b32 s10, v0
	.loc	1 14 10                         ; triton_more.py:14:10
	s_lshl_b32 s13, s16, 6
	.loc	1 14 26 is_stmt 0               ; triton_more.py:14:26
	s_lshr_b32 s0, s10, 6
	s_or_b32 s22, s0, 4
	s_or_b32 s21, s0, 8
	s_or_b32 s20, s0, 12
	s_or_b32 s19, s0, 16
	s_or_b32 s18, s0, 20
	s_or_b32 s17, s0, 24
	s_or_b32 s15, s0, 28
	.loc	1 14 10                         ; triton_more.py:14:10
	s_or_b32 s0, s0, s13
	s_or_b32 s25, s20, s13
	.loc	1 16 25 is_stmt 1               ; triton_more.py:16:25
	s_lshl_b32 s24, s0, 6
	.loc	1 14 10                         ; triton_more.py:14:10
	s_or_b32 s1, s22, s13
	s_or_b32 s23, s21, s13
	s_or_b32 s27, s19, s13
	s_or_b32 s29, s18, s13
	s_or_b32 s31, s17, s13
	s_or_b32 s35, s15, s13
	.loc	1 16 25                         ; triton_more.py:16:25
	s_lshl_b32 s30, s25, 6
	.loc	1 16 17 is_stmt 0               ; triton_more.py:16:17
	s_ashr_i32 s25, s24, 31
	.loc	1 32 5 is_stmt 1                ; triton_more.py:32:5
	s_and_b32 s14, s10, 0xc0
	.loc	1 14 26                         ; triton_more.py:14:26
	s_and_b32 s33, s10, 0x80
	s_bfe_i32 s16, s10, 0x10007
	.loc	1 16 25                         ; triton_more.py:16:25
	s_lshl_b32 s26, s1, 6
	s_lshl_b32 s28, s23, 6
	s_lshl_b32 s34, s27, 6
	s_lshl_b32 s36, s29, 6
	s_lshl_b32 s38, s31, 6
	s_lshl_b32 s0, s35, 6
	.loc	1 16 17 is_stmt 0               ; triton_more.py:16:17
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	.loc	1 14 26 is_stmt 1               ; triton_more.py:14:26
	v_and_b32_e32 v1, 63, v0
	.loc	1 16 17                         ; triton_more.py:16:17
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s39, s38, 31
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v1
	v_lshl_add_u64 v[4:5], s[24:25], 0, v[2:3]
	.loc	1 16 9 is_stmt 0                ; triton_more.py:16:9
	global_load_ushort v6, v2, s[24:25]
	global_load_ushort v8, v2, s[34:35]
	.loc	1 16 17                         ; triton_more.py:16:17
	s_lshl_b64 s[24:25], s[38:39], 1
	.loc	1 16 9                          ; triton_more.py:16:9
	s_movk_i32 s1, 0x1000
	.loc	1 16 17                         ; triton_more.py:16:17
	s_add_u32 s24, s2, s24
	.loc	1 16 9                          ; triton_more.py:16:9
	v_add_co_u32_e32 v4, vcc, s1, v4
	.loc	1 16 17                         ; triton_more.py:16:17
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s1, s0, 31
	.loc	1 16 9                          ; triton_more.py:16:9
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	.loc	1 16 17                         ; triton_more.py:16:17
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 16 9                          ; triton_more.py:16:9
	global_load_ushort v9, v[4:5], off
	global_load_ushort v10, v[4:5], off offset:2048
	.loc	1 16 17                         ; triton_more.py:16:17
	s_add_u32 s0, s2, s0
	.loc	1 16 9                          ; triton_more.py:16:9
	global_load_ushort v11, v2, s[26:27]
	global_load_ushort v12, v2, s[36:37]
	global_load_ushort v13, v[4:5], off offset:512
	global_load_ushort v14, v[4:5], off offset:2560
	global_load_ushort v15, v2, s[28:29]
	global_load_ushort v16, v2, s[24:25]
	global_load_ushort v17, v[4:5], off offset:1024
	global_load_ushort v18, v[4:5], off offset:3072
	.loc	1 16 17                         ; triton_more.py:16:17
	s_addc_u32 s1, s3, s1
	.loc	1 16 9                          ; triton_more.py:16:9
	global_load_ushort v19, v2, s[30:31]
	global_load_ushort v20, v2, s[0:1]
	global_load_ushort v21, v[4:5], off offset:1536
	global_load_ushort v22, v[4:5], off offset:3584
	.loc	1 14 26 is_stmt 1               ; triton_more.py:14:26
	v_or_b32_e32 v49, s14, v1
	.loc	1 16 9                          ; triton_more.py:16:9
	s_cmp_eq_u32 s33, 0
	v_lshlrev_b32_e32 v7, 1, v49
	s_cselect_b64 s[0:1], -1, 0
	s_and_b32 s2, s16, 0x110
	v_mov_b32_e32 v1, 0xfe
	v_bitop3_b32 v42, v7, s2, v1 bitop3:0x6c
	v_add_u32_e32 v1, 0, v42
	v_xor_b32_e32 v43, 32, v42
	v_xor_b32_e32 v44, 64, v42
	v_xor_b32_e32 v45, 0x60, v42
	.loc	1 20 5                          ; triton_more.py:20:5
	s_cmp_gt_i32 s12, 0
	.loc	1 16 9                          ; triton_more.py:16:9
	v_add_u32_e32 v4, 0, v43
	v_add_u32_e32 v5, 0, v44
	s_movk_i32 s16, 0x60
	.loc	1 20 5                          ; triton_more.py:20:5
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s12, 1
	.loc	1 16 9                          ; triton_more.py:16:9
	s_waitcnt vmcnt(15)
	ds_write_b16 v1, v6
	s_waitcnt vmcnt(14)
	ds_write_b16 v1, v8 offset:2048
	s_waitcnt vmcnt(13)
	ds_write_b16 v1, v9 offset:4096
	s_waitcnt vmcnt(12)
	ds_write_b16 v1, v10 offset:6144
	v_add_u32_e32 v6, 0, v45
	s_waitcnt vmcnt(11)
	ds_write_b16 v4, v11 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b16 v4, v12 offset:2560
	s_waitcnt vmcnt(9)
	ds_write_b16 v4, v13 offset:4608
	s_waitcnt vmcnt(8)
	ds_write_b16 v4, v14 offset:6656
	s_waitcnt vmcnt(7)
	ds_write_b16 v5, v15 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v5, v16 offset:3072
	s_waitcnt vmcnt(5)
	ds_write_b16 v5, v17 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v5, v18 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v6, v19 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b16 v6, v20 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b16 v6, v21 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b16 v6, v22 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 22 13                         ; triton_more.py:22:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_more.py:0:13
	s_lshl_b32 s23, s14, 1
	s_add_u32 s24, s4, s23
	s_addc_u32 s25, s5, 0
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v3, v2, s[24:25]
.LBB0_2:
	.loc	1 22 29                         ; triton_more.py:22:29
	s_lshl_b32 s22, s22, 6
	.loc	1 22 13                         ; triton_more.py:22:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 22 21                         ; triton_more.py:22:21
	s_lshl_b32 s23, s22, 1
	s_add_u32 s24, s4, s23
	s_addc_u32 s25, s5, 0
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v13, v2, s[24:25]
	s_branch .LBB0_5
.LBB0_4:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_5:
	.loc	1 22 29 is_stmt 1               ; triton_more.py:22:29
	s_lshl_b32 s21, s21, 6
	.loc	1 22 13 is_stmt 0               ; triton_more.py:22:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_7
; %bb.6:
	.loc	1 22 21                         ; triton_more.py:22:21
	s_lshl_b32 s23, s21, 1
	s_add_u32 s24, s4, s23
	s_addc_u32 s25, s5, 0
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v14, v2, s[24:25]
	s_branch .LBB0_8
.LBB0_7:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_8:
	.loc	1 22 29 is_stmt 1               ; triton_more.py:22:29
	s_lshl_b32 s20, s20, 6
	.loc	1 22 13 is_stmt 0               ; triton_more.py:22:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	.loc	1 22 21                         ; triton_more.py:22:21
	s_lshl_b32 s23, s20, 1
	s_add_u32 s24, s4, s23
	s_addc_u32 s25, s5, 0
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v15, v2, s[24:25]
	s_branch .LBB0_11
.LBB0_10:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_11:
	.loc	1 22 29 is_stmt 1               ; triton_more.py:22:29
	s_lshl_b32 s19, s19, 6
	.loc	1 22 13 is_stmt 0               ; triton_more.py:22:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	.loc	1 22 21                         ; triton_more.py:22:21
	s_lshl_b32 s23, s19, 1
	s_add_u32 s24, s4, s23
	s_addc_u32 s25, s5, 0
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v16, v2, s[24:25]
	s_branch .LBB0_14
.LBB0_13:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_14:
	.loc	1 22 29 is_stmt 1               ; triton_more.py:22:29
	s_lshl_b32 s18, s18, 6
	.loc	1 22 13 is_stmt 0               ; triton_more.py:22:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	.loc	1 22 21                         ; triton_more.py:22:21
	s_lshl_b32 s23, s18, 1
	s_add_u32 s24, s4, s23
	s_addc_u32 s25, s5, 0
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v17, v2, s[24:25]
	s_branch .LBB0_17
.LBB0_16:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_17:
	.loc	1 22 29 is_stmt 1               ; triton_more.py:22:29
	s_lshl_b32 s17, s17, 6
	.loc	1 22 13 is_stmt 0               ; triton_more.py:22:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_19
; %bb.18:
	.loc	1 22 21                         ; triton_more.py:22:21
	s_lshl_b32 s23, s17, 1
	s_add_u32 s24, s4, s23
	s_addc_u32 s25, s5, 0
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v18, v2, s[24:25]
	s_branch .LBB0_20
.LBB0_19:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_20:
	.loc	1 22 29 is_stmt 1               ; triton_more.py:22:29
	s_lshl_b32 s15, s15, 6
	.loc	1 22 13 is_stmt 0               ; triton_more.py:22:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_25
; %bb.21:
	.loc	1 22 21                         ; triton_more.py:22:21
	s_lshl_b32 s23, s15, 1
	s_add_u32 s24, s4, s23
	s_addc_u32 s25, s5, 0
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v19, v2, s[24:25]
	.loc	1 28 13 is_stmt 1               ; triton_more.py:28:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_26
.LBB0_22:
	.loc	1 0 13 is_stmt 0                ; triton_more.py:0:13
	s_lshl_b32 s23, s14, 1
	s_add_u32 s24, s6, s23
	s_addc_u32 s25, s7, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v20, v2, s[24:25]
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_27
.LBB0_23:
	.loc	1 28 21                         ; triton_more.py:28:21
	s_lshl_b32 s22, s22, 1
	s_add_u32 s22, s6, s22
	s_addc_u32 s23, s7, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v21, v2, s[22:23]
	s_and_b64 s[22:23], s[2:3], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	s_cbranch_scc1 .LBB0_28
.LBB0_24:
	.loc	1 28 21                         ; triton_more.py:28:21
	s_lshl_b32 s21, s21, 1
	s_add_u32 s22, s6, s21
	s_addc_u32 s23, s7, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v22, v2, s[22:23]
	s_branch .LBB0_29
.LBB0_25:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v19, 0
	.loc	1 28 13 is_stmt 1               ; triton_more.py:28:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc0 .LBB0_22
.LBB0_26:
	.loc	1 0 13 is_stmt 0                ; triton_more.py:0:13
	v_mov_b32_e32 v20, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	s_and_b64 s[24:25], s[2:3], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc0 .LBB0_23
.LBB0_27:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v21, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	s_and_b64 s[22:23], s[2:3], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	s_cbranch_scc0 .LBB0_24
.LBB0_28:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_29:
	.loc	1 28 13 is_stmt 1               ; triton_more.py:28:13
	s_and_b64 s[22:23], s[2:3], exec
	s_cselect_b32 s21, 1, 0
	v_and_b32_e32 v48, 31, v0
	s_cmp_lg_u32 s21, 1
	v_and_b32_e32 v50, 32, v0
	s_cbranch_scc1 .LBB0_31
; %bb.30:
	.loc	1 28 21 is_stmt 0               ; triton_more.py:28:21
	s_lshl_b32 s20, s20, 1
	s_add_u32 s20, s6, s20
	s_addc_u32 s21, s7, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v23, v2, s[20:21]
	s_branch .LBB0_32
.LBB0_31:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_32:
	s_and_b32 s41, s10, 64
	.loc	1 28 13 is_stmt 1               ; triton_more.py:28:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s10, 1, 0
	v_lshlrev_b32_e32 v56, 7, v48
	v_lshlrev_b32_e32 v8, 3, v0
	v_lshrrev_b32_e32 v9, 1, v50
	s_cmp_lg_u32 s10, 1
	s_movk_i32 s10, 0x70
	s_cbranch_scc1 .LBB0_34
; %bb.33:
	.loc	1 28 21 is_stmt 0               ; triton_more.py:28:21
	s_lshl_b32 s19, s19, 1
	s_add_u32 s20, s6, s19
	s_addc_u32 s21, s7, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v24, v2, s[20:21]
	s_branch .LBB0_35
.LBB0_34:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_35:
	.loc	1 28 13 is_stmt 1               ; triton_more.py:28:13
	s_and_b64 s[20:21], s[2:3], exec
	s_cselect_b32 s19, 1, 0
	v_lshl_or_b32 v10, s41, 6, v56
	s_cmp_lg_u32 s19, 1
	v_bitop3_b32 v57, v8, v9, s10 bitop3:0x6c
	s_cbranch_scc1 .LBB0_37
; %bb.36:
	.loc	1 28 21 is_stmt 0               ; triton_more.py:28:21
	s_lshl_b32 s10, s18, 1
	s_add_u32 s18, s6, s10
	s_addc_u32 s19, s7, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v25, v2, s[18:19]
	s_branch .LBB0_38
.LBB0_37:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_38:
	.loc	1 28 13 is_stmt 1               ; triton_more.py:28:13
	s_and_b64 s[18:19], s[2:3], exec
	s_cselect_b32 s10, 1, 0
	v_or_b32_e32 v9, v10, v57
	s_cmp_lg_u32 s10, 1
	v_bitop3_b32 v12, v10, s16, v57 bitop3:0x36
	s_cbranch_scc1 .LBB0_40
; %bb.39:
	.loc	1 28 21 is_stmt 0               ; triton_more.py:28:21
	s_lshl_b32 s10, s17, 1
	s_add_u32 s16, s6, s10
	s_addc_u32 s17, s7, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v26, v2, s[16:17]
	s_branch .LBB0_41
.LBB0_40:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_41:
	.loc	1 28 13 is_stmt 1               ; triton_more.py:28:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	v_add_u32_e32 v10, 0, v9
	v_xad_u32 v11, v9, 32, 0
	v_xad_u32 v9, v9, 64, 0
	v_add_u32_e32 v12, 0, v12
	s_cmp_lg_u32 s2, 1
	v_and_b32_e32 v7, 0xfe, v7
	s_cbranch_scc1 .LBB0_43
; %bb.42:
	.loc	1 28 21 is_stmt 0               ; triton_more.py:28:21
	s_lshl_b32 s2, s15, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v27, v2, s[2:3]
	s_branch .LBB0_44
.LBB0_43:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_44:
	ds_read_b128 v[92:95], v10
	ds_read_b128 v[88:91], v11
	ds_read_b128 v[84:87], v9
	ds_read_b128 v[80:83], v12
	.loc	1 28 13 is_stmt 1               ; triton_more.py:28:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 0, 0x108
	v_xor_b32_e32 v46, s0, v7
	.loc	1 22 13                         ; triton_more.py:22:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v3
	ds_write_b16 v1, v16 offset:2048
	ds_write_b16 v4, v13 offset:512
	ds_write_b16 v4, v17 offset:2560
	ds_write_b16 v5, v14 offset:1024
	ds_write_b16 v5, v18 offset:3072
	ds_write_b16 v6, v15 offset:1536
	ds_write_b16 v6, v19 offset:3584
	.loc	1 28 13                         ; triton_more.py:28:13
	v_add_u32_e32 v1, 0, v46
	v_xor_b32_e32 v47, 16, v46
	ds_write_b16 v1, v20 offset:8192
	ds_write_b16 v1, v24 offset:10240
	v_add_u32_e32 v1, 0, v47
	v_xor_b32_e32 v59, 32, v46
	ds_write_b16 v1, v21 offset:8704
	ds_write_b16 v1, v25 offset:10752
	v_add_u32_e32 v1, 0, v59
	v_xor_b32_e32 v60, 48, v46
	.loc	1 20 5                          ; triton_more.py:20:5
	s_sub_i32 s47, s12, 32
	.loc	1 22 13                         ; triton_more.py:22:13
	s_mov_b32 s44, 0
	.loc	1 28 13                         ; triton_more.py:28:13
	s_movk_i32 s2, 0x108
	ds_write_b16 v1, v22 offset:9216
	ds_write_b16 v1, v26 offset:11264
	v_add_u32_e32 v1, 0, v60
	v_mov_b32_e32 v14, 0
	.loc	1 20 5                          ; triton_more.py:20:5
	s_cmp_lt_i32 s47, 1
	v_or_b32_e32 v58, v57, v56
	v_bfe_i32 v51, v0, 3, 1
	v_lshlrev_b32_e32 v53, 5, v0
	v_and_b32_e32 v52, 24, v8
	v_lshlrev_b32_e32 v55, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v50
	v_lshlrev_b32_e32 v54, 1, v48
	.loc	1 28 13                         ; triton_more.py:28:13
	ds_write_b16 v1, v23 offset:9728
	ds_write_b16 v1, v27 offset:11776
	.loc	1 20 5                          ; triton_more.py:20:5
	s_cbranch_scc1 .LBB0_48
; %bb.45:                               ; %.lr.ph
	v_mov_b32_e32 v3, v14
	s_movk_i32 s0, 0x60
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[34:35], s[6:7], 0, v[2:3]
	v_bitop3_b32 v63, v57, s0, v56 bitop3:0x36
	v_mov_b32_e32 v2, 0x210
	s_movk_i32 s0, 0x180
	v_and_b32_e32 v0, 0x48, v49
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_and_or_b32 v3, v53, s0, v52
	v_bitop3_b32 v9, v51, v52, s2 bitop3:0x6c
	v_bitop3_b32 v0, v0, v3, v2 bitop3:0x36
	v_xor_b32_e32 v4, v2, v54
	v_bitop3_b32 v5, s41, v2, v54 bitop3:0xf6
	v_and_b32_e32 v8, 0x80, v53
	s_lshr_b32 s1, s33, 1
	v_xor_b32_e32 v2, v9, v2
	v_and_b32_e32 v1, 32, v55
	v_or3_b32 v2, v8, s1, v2
	v_or_b32_e32 v64, v0, v1
	s_lshl_b32 s0, s41, 1
	v_lshl_add_u32 v3, v48, 2, 0
	v_bitop3_b32 v6, s41, 8, v4 bitop3:0x36
	v_bitop3_b32 v7, s41, 32, v4 bitop3:0x36
	v_bitop3_b32 v4, s41, 40, v4 bitop3:0x36
	v_or_b32_e32 v1, v2, v1
	v_bitop3_b32 v2, v2, 32, v55 bitop3:0x34
	v_bitop3_b32 v61, v57, 32, v56 bitop3:0x36
	v_bitop3_b32 v62, v57, 64, v56 bitop3:0x36
	.loc	1 23 13                         ; triton_more.py:23:13
	s_mov_b32 s10, s11
	s_mov_b32 s40, s11
	v_bitop3_b32 v65, v0, 32, v55 bitop3:0x34
	s_movk_i32 s22, 0x2000
	.loc	1 20 5                          ; triton_more.py:20:5
	s_or_b32 s42, s14, 0xf00
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v77, 0xff800000
	s_mov_b32 s45, 1.0
	s_mov_b32 s46, 0x3fb8aa3b
	s_mov_b32 s50, 0xc2fc0000
	v_mov_b32_e32 v67, 0x42800000
	v_not_b32_e32 v68, 63
	v_add_u32_e32 v69, s0, v3
	v_add_u32_e32 v70, 0, v5
	v_add_u32_e32 v71, 0, v6
	v_add_u32_e32 v72, 0, v7
	v_add_u32_e32 v73, 0, v4
	v_add_u32_e32 v74, 0, v1
	v_add_u32_e32 v75, 0, v2
	s_mov_b32 s48, s11
	s_mov_b32 s49, s11
	v_add_u32_e32 v76, s33, v3
	s_mov_b32 s52, 0
	s_mov_b32 s51, 0
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
.LBB0_46:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 22 29 is_stmt 1               ; triton_more.py:22:29
	s_add_i32 s2, s42, 0xfffff900
	s_add_i32 s4, s42, 0xfffffa00
	s_add_i32 s6, s42, 0xfffffb00
	s_add_i32 s14, s42, 0xfffffc00
	s_add_i32 s24, s42, 0xfffffd00
	s_add_i32 s26, s42, 0xfffffe00
	s_add_i32 s28, s42, 0xffffff00
	.loc	1 22 21 is_stmt 0               ; triton_more.py:22:21
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[20:21], s[2:3], 1
	.loc	1 22 13                         ; triton_more.py:22:13
	v_add_u32_e32 v36, s44, v58
	.loc	1 22 21                         ; triton_more.py:22:21
	s_lshl_b64 s[0:1], s[42:43], 1
	s_lshl_b64 s[18:19], s[4:5], 1
	s_lshl_b64 s[16:17], s[6:7], 1
	s_lshl_b64 s[14:15], s[14:15], 1
	s_lshl_b64 s[6:7], s[24:25], 1
	s_lshl_b64 s[4:5], s[26:27], 1
	s_lshl_b64 s[2:3], s[28:29], 1
	v_lshl_add_u64 v[18:19], v[32:33], 0, s[20:21]
	.loc	1 22 13                         ; triton_more.py:22:13
	v_add_u32_e32 v37, s44, v61
	.loc	1 22 21                         ; triton_more.py:22:21
	v_lshl_add_u64 v[16:17], v[32:33], 0, s[0:1]
	v_lshl_add_u64 v[20:21], v[32:33], 0, s[18:19]
	v_lshl_add_u64 v[22:23], v[32:33], 0, s[16:17]
	v_lshl_add_u64 v[24:25], v[32:33], 0, s[14:15]
	v_lshl_add_u64 v[26:27], v[32:33], 0, s[6:7]
	v_lshl_add_u64 v[28:29], v[32:33], 0, s[4:5]
	v_lshl_add_u64 v[30:31], v[32:33], 0, s[2:3]
	.loc	1 22 13                         ; triton_more.py:22:13
	global_load_ushort v107, v[18:19], off
	global_load_ushort v106, v[20:21], off
	global_load_ushort v105, v[22:23], off
	global_load_ushort v104, v[24:25], off
	global_load_ushort v110, v[26:27], off
	global_load_ushort v109, v[28:29], off
	global_load_ushort v108, v[30:31], off
	global_load_ushort v79, v[16:17], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[38:41], v36
	ds_read_b128 v[96:99], v37
	.loc	1 23 13 is_stmt 1               ; triton_more.py:23:13
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[38:41], v[92:95], 0
	.loc	1 22 13                         ; triton_more.py:22:13
	v_add_u32_e32 v36, s44, v62
	v_add_u32_e32 v37, s44, v63
	.loc	1 23 13                         ; triton_more.py:23:13
	s_mov_b32 s44, s11
	.loc	1 20 5                          ; triton_more.py:20:5
	s_add_i32 s51, s51, 32
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[96:99], v[88:91], v[16:31]
	.loc	1 22 13                         ; triton_more.py:22:13
	ds_read_b128 v[38:41], v36
	ds_read_b128 v[96:99], v37
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[38:41], v[84:87], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[96:99], v[80:83], v[16:31]
	s_nop 11
	v_pk_mul_f32 v[36:37], s[48:49], v[20:21]
	v_pk_mul_f32 v[38:39], s[48:49], v[18:19]
	v_pk_mul_f32 v[40:41], s[10:11], v[16:17]
.Ltmp3:
	.file	2 "/tmp/tv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_more.py:24:33 ] ]
	v_max3_f32 v39, v39, v36, v37
	v_max_f32_e32 v40, v40, v41
.Ltmp4:
	.loc	1 23 13                         ; triton_more.py:23:13
	v_mov_b32_e32 v36, v27
	v_mov_b32_e32 v37, v28
.Ltmp5:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_more.py:24:33 ] ]
	v_max3_f32 v40, v40, v38, v39
.Ltmp6:
	.loc	1 23 13                         ; triton_more.py:23:13
	v_mov_b32_e32 v38, v25
	v_mov_b32_e32 v39, v26
	v_pk_mul_f32 v[36:37], s[40:41], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], s[40:41], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[30:31], s[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], s[10:11]
.Ltmp7:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_more.py:24:33 ] ]
	s_nop 0
	v_max3_f32 v25, v37, v29, v26
	v_max3_f32 v26, v38, v39, v36
	v_max3_f32 v25, v26, v25, v27
	v_mul_f32_e32 v28, s11, v24
.Ltmp8:
	.loc	1 23 13                         ; triton_more.py:23:13
	v_pk_mul_f32 v[26:27], s[48:49], v[22:23]
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_more.py:24:33 ] ]
	s_nop 0
	v_max3_f32 v26, v26, v27, v28
	v_max3_f32 v26, v40, v26, v25
.Ltmp10:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_more.py:24:33 ]
	v_mov_b32_e32 v27, v26
	s_nop 1
	v_permlane32_swap_b32_e32 v26, v27
.Ltmp11:
	.loc	1 24 17                         ; triton_more.py:24:17
	v_max3_f32 v26, v77, v26, v27
	.loc	1 25 20                         ; triton_more.py:25:20
	v_pk_fma_f32 v[40:41], s[10:11], v[16:17], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[30:31], s[40:41], v[26:27] op_sel_hi:[1,0,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[20:21]
	.loc	1 28 13 is_stmt 0               ; triton_more.py:28:13
	global_load_ushort v111, v[30:31], off
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[18:19]
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v112, v[30:31], off
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[16:17]
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v113, v[30:31], off
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[14:15]
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v114, v[30:31], off
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[6:7]
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v115, v[30:31], off
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[4:5]
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v116, v[30:31], off
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[2:3]
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v117, v[30:31], off
	.loc	1 28 21                         ; triton_more.py:28:21
	v_lshl_add_u64 v[30:31], v[34:35], 0, s[0:1]
	.loc	1 28 13                         ; triton_more.py:28:13
	global_load_ushort v118, v[30:31], off
	.loc	1 23 13 is_stmt 1               ; triton_more.py:23:13
	v_mov_b32_e32 v25, v38
	.loc	1 25 20                         ; triton_more.py:25:20
	v_pk_fma_f32 v[24:25], s[44:45], v[24:25], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[18:19], s[48:49], v[18:19], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[20:21], s[48:49], v[20:21], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[22:23], s[48:49], v[22:23], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 28 13                         ; triton_more.py:28:13
	v_add_u32_e32 v27, s22, v64
	v_add_u32_e32 v28, s22, v65
	.loc	1 20 5                          ; triton_more.py:20:5
	s_add_i32 s0, s52, 1
	s_cmp_lt_i32 s0, 2
	.loc	1 28 13                         ; triton_more.py:28:13
	ds_read_b64_tr_b16 v[100:101], v27
	ds_read_b64_tr_b16 v[96:97], v27 offset:2048
	ds_read_b64_tr_b16 v[102:103], v28 offset:1024
	ds_read_b64_tr_b16 v[98:99], v28 offset:3072
	.loc	1 25 20                         ; triton_more.py:25:20
	v_pk_mov_b32 v[30:31], v[38:39], v[36:37] op_sel:[1,0]
	v_mov_b32_e32 v28, v37
	.loc	1 25 13 is_stmt 0               ; triton_more.py:25:13
	v_pk_mul_f32 v[36:37], v[40:41], s[46:47] op_sel_hi:[1,0]
	.loc	1 20 5 is_stmt 1                ; triton_more.py:20:5
	s_cselect_b32 s52, s0, 0
	.loc	1 25 13                         ; triton_more.py:25:13
	v_pk_mul_f32 v[18:19], v[18:19], s[46:47] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], s[46:47] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[0:1], s50, v37
	v_cmp_gt_f32_e64 s[2:3], s50, v36
	.loc	1 25 20 is_stmt 0               ; triton_more.py:25:20
	v_pk_add_f32 v[30:31], v[30:31], v[26:27] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[26:27] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 25 13                         ; triton_more.py:25:13
	v_pk_mul_f32 v[22:23], v[22:23], s[46:47] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], s[46:47] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v27, 0, v67, s[0:1]
	v_cndmask_b32_e64 v38, 0, v67, s[2:3]
	v_cmp_gt_f32_e64 s[6:7], s50, v18
	v_cmp_gt_f32_e64 s[14:15], s50, v21
	v_cmp_gt_f32_e64 s[16:17], s50, v20
	v_pk_mul_f32 v[30:31], v[30:31], s[46:47] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], s[46:47] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[46:47] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[4:5], s50, v19
	v_cndmask_b32_e64 v40, 0, v67, s[6:7]
	v_add_f32_e32 v27, v37, v27
	v_add_f32_e32 v36, v36, v38
	v_cndmask_b32_e64 v37, 0, v67, s[14:15]
	v_cndmask_b32_e64 v38, 0, v67, s[16:17]
	v_cmp_gt_f32_e64 s[20:21], s50, v22
	v_cmp_gt_f32_e64 s[22:23], s50, v25
	v_cmp_gt_f32_e64 s[24:25], s50, v24
	v_cndmask_b32_e64 v39, 0, v67, s[4:5]
	v_cmp_gt_f32_e64 s[18:19], s50, v23
	v_add_f32_e32 v18, v18, v40
	v_cndmask_b32_e64 v40, 0, v67, s[20:21]
	v_add_f32_e32 v37, v21, v37
	v_add_f32_e32 v38, v20, v38
	v_cndmask_b32_e64 v20, 0, v67, s[22:23]
	v_cndmask_b32_e64 v21, 0, v67, s[24:25]
	v_cmp_gt_f32_e64 s[28:29], s50, v30
	v_cmp_gt_f32_e64 s[34:35], s50, v28
	v_cmp_gt_f32_e64 s[38:39], s50, v16
	v_add_f32_e32 v19, v19, v39
	v_cndmask_b32_e64 v39, 0, v67, s[18:19]
	v_cmp_gt_f32_e64 s[26:27], s50, v31
	v_add_f32_e32 v22, v22, v40
	v_cndmask_b32_e64 v40, 0, v67, s[28:29]
	v_add_f32_e32 v41, v25, v20
	v_add_f32_e32 v78, v24, v21
	v_cndmask_b32_e64 v21, 0, v67, s[34:35]
	v_cndmask_b32_e64 v25, 0, v67, s[38:39]
	v_add_f32_e32 v23, v23, v39
	v_cndmask_b32_e64 v39, 0, v67, s[26:27]
	v_add_f32_e32 v30, v30, v40
	v_add_f32_e32 v40, v28, v21
	v_add_f32_e32 v16, v16, v25
	v_exp_f32_e32 v21, v27
	v_exp_f32_e32 v25, v36
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v18, v18
	v_cmp_gt_f32_e64 s[30:31], s50, v29
	v_cmp_gt_f32_e64 s[36:37], s50, v17
	v_add_f32_e32 v31, v31, v39
	v_exp_f32_e32 v23, v23
	v_exp_f32_e32 v22, v22
	v_cndmask_b32_e64 v20, 0, v67, s[30:31]
	v_cndmask_b32_e64 v24, 0, v67, s[36:37]
	v_exp_f32_e32 v31, v31
	v_add_f32_e32 v39, v29, v20
	v_cndmask_b32_e64 v20, 0, v68, s[0:1]
	v_cndmask_b32_e64 v28, 0, v68, s[2:3]
	v_add_f32_e32 v17, v17, v24
	v_cndmask_b32_e64 v24, 0, v68, s[4:5]
	v_cndmask_b32_e64 v29, 0, v68, s[6:7]
	v_ldexp_f32 v21, v21, v20
	v_ldexp_f32 v20, v25, v28
	v_ldexp_f32 v25, v19, v24
	v_ldexp_f32 v24, v18, v29
	v_cndmask_b32_e64 v29, 0, v68, s[18:19]
	v_cndmask_b32_e64 v36, 0, v68, s[20:21]
	v_exp_f32_e32 v18, v37
	v_exp_f32_e32 v37, v38
	v_ldexp_f32 v23, v23, v29
	v_ldexp_f32 v22, v22, v36
	v_cndmask_b32_e64 v36, 0, v68, s[26:27]
	v_exp_f32_e32 v29, v41
	v_exp_f32_e32 v38, v78
	v_exp_f32_e32 v30, v30
	v_ldexp_f32 v31, v31, v36
	v_exp_f32_e32 v36, v39
	v_exp_f32_e32 v39, v40
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v16, v16
	v_cndmask_b32_e64 v27, 0, v68, s[14:15]
	v_cndmask_b32_e64 v28, 0, v68, s[16:17]
	v_ldexp_f32 v19, v18, v27
	v_ldexp_f32 v18, v37, v28
	v_cndmask_b32_e64 v27, 0, v68, s[22:23]
	v_cndmask_b32_e64 v28, 0, v68, s[24:25]
	v_cndmask_b32_e64 v37, 0, v68, s[28:29]
	v_ldexp_f32 v29, v29, v27
	v_ldexp_f32 v28, v38, v28
	v_cndmask_b32_e64 v27, 0, v68, s[30:31]
	v_cndmask_b32_e64 v38, 0, v68, s[34:35]
	v_cndmask_b32_e64 v41, 0, v68, s[36:37]
	v_cndmask_b32_e64 v78, 0, v68, s[38:39]
	v_ldexp_f32 v30, v30, v37
	v_ldexp_f32 v37, v36, v27
	v_ldexp_f32 v36, v39, v38
	v_ldexp_f32 v39, v17, v41
	v_ldexp_f32 v38, v16, v78
.Ltmp12:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_pk_add_f32 v[16:17], v[20:21], v[24:25]
	v_pk_add_f32 v[40:41], v[18:19], v[22:23]
.Ltmp13:
	.loc	1 29 45                         ; triton_more.py:29:45
	v_cvt_pk_f16_f32 v119, v24, v25
.Ltmp14:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[40:41]
.Ltmp15:
	.loc	1 26 24                         ; triton_more.py:26:24
	v_sub_f32_e32 v40, v77, v26
	.loc	1 26 17 is_stmt 0               ; triton_more.py:26:17
	v_mul_f32_e32 v40, 0x3fb8aa3b, v40
	v_cmp_gt_f32_e64 s[0:1], s50, v40
	.loc	1 29 45 is_stmt 1               ; triton_more.py:29:45
	v_cvt_pk_f16_f32 v77, v20, v21
	v_cvt_pk_f16_f32 v25, v18, v19
	.loc	1 26 17                         ; triton_more.py:26:17
	v_cndmask_b32_e64 v41, 0, v67, s[0:1]
	v_add_f32_e32 v40, v40, v41
	v_exp_f32_e32 v40, v40
	v_cndmask_b32_e64 v41, 0, v68, s[0:1]
	.loc	1 29 45                         ; triton_more.py:29:45
	v_cvt_pk_f16_f32 v120, v28, v29
.Ltmp16:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_pk_add_f32 v[18:19], v[28:29], v[30:31]
.Ltmp17:
	.loc	1 26 17                         ; triton_more.py:26:17
	v_ldexp_f32 v40, v40, v41
	.loc	1 29 15                         ; triton_more.py:29:15
	ds_write_b32 v69, v40 offset:16384
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v20, v76 offset:16384
	.loc	1 29 45 is_stmt 0               ; triton_more.py:29:45
	v_cvt_pk_f16_f32 v30, v30, v31
	v_cvt_pk_f16_f32 v22, v22, v23
	v_cvt_pk_f16_f32 v28, v36, v37
	v_cvt_pk_f16_f32 v23, v38, v39
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v70, v77 offset:16384
	ds_write_b16_d16_hi v70, v77 offset:16512
	ds_write_b16 v70, v120 offset:18432
	ds_write_b16_d16_hi v70, v120 offset:18560
	ds_write_b16 v71, v119 offset:16640
	ds_write_b16_d16_hi v71, v119 offset:16768
	ds_write_b16 v71, v30 offset:18688
	ds_write_b16_d16_hi v71, v30 offset:18816
	ds_write_b16 v72, v25 offset:17408
	ds_write_b16_d16_hi v72, v25 offset:17536
	ds_write_b16 v72, v28 offset:19456
	ds_write_b16_d16_hi v72, v28 offset:19584
	ds_write_b16 v73, v22 offset:17664
	ds_write_b16_d16_hi v73, v22 offset:17792
	ds_write_b16 v73, v23 offset:19712
	ds_write_b16_d16_hi v73, v23 offset:19840
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[120:121], v74 offset:16384
	ds_read_b64_tr_b16 v[124:125], v74 offset:18432
	ds_read_b64_tr_b16 v[122:123], v75 offset:17408
	ds_read_b64_tr_b16 v[126:127], v75 offset:19456
	.loc	1 22 13 is_stmt 1               ; triton_more.py:22:13
	s_lshl_b32 s44, s52, 12
	.loc	1 28 13                         ; triton_more.py:28:13
	v_add_u32_e32 v21, s44, v46
	.loc	1 29 15                         ; triton_more.py:29:15
	v_pk_mul_f32 v[0:1], v[0:1], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[20:21] op_sel_hi:[1,0]
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp19:
	.loc	1 20 5                          ; triton_more.py:20:5
	s_addk_i32 s42, 0x800
	.loc	1 29 38                         ; triton_more.py:29:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[100:103], v[120:123], v[0:15]
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_add_f32_e64 v18, v18, v36
	v_add_f32_e64 v19, v19, v37
.Ltmp21:
	.loc	1 28 13                         ; triton_more.py:28:13
	s_add_i32 s22, s44, 0x2000
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_add_f32_e64 v16, v16, v18
	v_add_f32_e64 v17, v17, v19
.Ltmp23:
	.loc	1 22 13                         ; triton_more.py:22:13
	v_add_u32_e32 v27, s44, v42
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_more.py:27:29 ] ]
	v_add_f32_e32 v16, v16, v17
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
.Ltmp26:
	.loc	1 29 38                         ; triton_more.py:29:38
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[96:99], v[124:127], v[0:15]
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_more.py:27:29 ] ]
	v_add_f32_e32 v16, v16, v17
.Ltmp28:
	.loc	1 27 15                         ; triton_more.py:27:15
	v_fmac_f32_e32 v16, v66, v40
	.loc	1 20 5                          ; triton_more.py:20:5
	s_cmp_lt_i32 s51, s47
	v_mov_b32_e32 v77, v26
	v_mov_b32_e32 v66, v16
	.loc	1 22 13                         ; triton_more.py:22:13
	v_add_u32_e32 v41, s44, v43
	v_add_u32_e32 v78, s44, v44
	v_add_u32_e32 v24, s44, v45
	.loc	1 28 13                         ; triton_more.py:28:13
	v_add_u32_e32 v29, s44, v47
	v_add_u32_e32 v31, s44, v59
	v_add_u32_e32 v36, s44, v60
	.loc	1 22 13                         ; triton_more.py:22:13
	s_waitcnt vmcnt(15)
	ds_write_b16 v27, v107
	s_waitcnt vmcnt(11)
	ds_write_b16 v27, v110 offset:2048
	ds_write_b16 v41, v106 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b16 v41, v109 offset:2560
	ds_write_b16 v78, v105 offset:1024
	s_waitcnt vmcnt(9)
	ds_write_b16 v78, v108 offset:3072
	ds_write_b16 v24, v104 offset:1536
	s_waitcnt vmcnt(8)
	ds_write_b16 v24, v79 offset:3584
	.loc	1 28 13                         ; triton_more.py:28:13
	s_waitcnt vmcnt(7)
	ds_write_b16 v21, v111 offset:8192
	s_waitcnt vmcnt(3)
	ds_write_b16 v21, v115 offset:10240
	ds_write_b16 v29, v112 offset:8704
	s_waitcnt vmcnt(2)
	ds_write_b16 v29, v116 offset:10752
	ds_write_b16 v31, v113 offset:9216
	s_waitcnt vmcnt(1)
	ds_write_b16 v31, v117 offset:11264
	ds_write_b16 v36, v114 offset:9728
	s_waitcnt vmcnt(0)
	ds_write_b16 v36, v118 offset:11776
	.loc	1 20 5                          ; triton_more.py:20:5
	s_cbranch_scc1 .LBB0_46
; %bb.47:                               ; %Flow
	.loc	1 0 5 is_stmt 0                 ; triton_more.py:0:5
	v_mov_b32_e32 v30, v14
	v_mov_b32_e32 v14, v16
	s_branch .LBB0_49
.LBB0_48:
	v_mov_b32_e32 v1, 0
	s_movk_i32 s22, 0x2000
	v_mov_b32_e32 v26, 0xff800000
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
.LBB0_49:                               ; %._crit_edge
	.loc	1 20 5 is_stmt 1                ; triton_more.py:20:5
	s_add_i32 s12, s12, 31
	s_cmp_gt_i32 s12, 31
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s12, 32
	.loc	1 22 13                         ; triton_more.py:22:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 23 13                         ; triton_more.py:23:13
	s_cbranch_scc1 .LBB0_51
; %bb.50:
	.loc	1 22 13                         ; triton_more.py:22:13
	v_add_u32_e32 v16, s44, v58
	ds_read_b128 v[18:21], v16
	v_xad_u32 v16, v58, 32, s44
	s_movk_i32 s2, 0x60
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[18:21], v[92:95], 0
	.loc	1 22 13                         ; triton_more.py:22:13
	ds_read_b128 v[18:21], v16
	v_xad_u32 v16, v58, 64, s44
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[18:21], v[88:91], v[32:47]
	.loc	1 22 13                         ; triton_more.py:22:13
	ds_read_b128 v[18:21], v16
	v_bitop3_b32 v16, v57, s2, v56 bitop3:0x36
	v_add_u32_e32 v16, s44, v16
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[18:21], v[84:87], v[32:47]
	.loc	1 22 13                         ; triton_more.py:22:13
	ds_read_b128 v[16:19], v16
	.loc	1 23 13                         ; triton_more.py:23:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[16:19], v[80:83], v[32:47]
	s_nop 11
	v_mov_b32_e32 v16, v41
	v_mov_b32_e32 v17, v42
	v_mov_b32_e32 v18, v43
	v_mov_b32_e32 v19, v44
	s_branch .LBB0_52
.LBB0_51:
	.loc	1 0 13 is_stmt 0                ; triton_more.py:0:13
	v_mov_b32_e32 v46, 0
	.loc	1 23 13                         ; triton_more.py:23:13
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v47, v46
	v_mov_b32_e32 v16, v46
	v_mov_b32_e32 v17, v46
	v_mov_b32_e32 v18, v46
	v_mov_b32_e32 v19, v46
	v_mov_b32_e32 v32, v46
	v_mov_b32_e32 v33, v46
	v_mov_b32_e32 v34, v46
	v_mov_b32_e32 v35, v46
	v_mov_b32_e32 v36, v46
	v_mov_b32_e32 v37, v46
	v_mov_b32_e32 v38, v46
	v_mov_b32_e32 v39, v46
.LBB0_52:
	s_mov_b32 s6, s11
	v_pk_mul_f32 v[20:21], s[6:7], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], s[6:7], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], s[6:7], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], s[6:7], v[32:33] op_sel_hi:[0,1]
	v_mul_f32_e32 v40, s11, v40
	v_pk_mul_f32 v[18:19], s[6:7], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], s[6:7], v[16:17] op_sel_hi:[0,1]
	v_mul_f32_e32 v43, s11, v45
	v_pk_mul_f32 v[44:45], s[6:7], v[46:47] op_sel_hi:[0,1]
.Ltmp29:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_more.py:24:33 ] ]
	v_max_f32_e32 v27, v28, v29
	v_max3_f32 v22, v25, v22, v23
	v_max3_f32 v20, v20, v21, v40
	v_max3_f32 v21, v16, v17, v18
	v_max3_f32 v23, v19, v43, v44
	v_max3_f32 v22, v27, v24, v22
	v_max3_f32 v21, v21, v23, v45
	v_max3_f32 v20, v22, v20, v21
.Ltmp30:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_more.py:24:33 ]
	v_mov_b32_e32 v21, v20
	s_nop 1
	v_permlane32_swap_b32_e32 v20, v21
.Ltmp31:
	.loc	1 24 17                         ; triton_more.py:24:17
	v_max3_f32 v20, v26, v20, v21
	.loc	1 25 20                         ; triton_more.py:25:20
	v_pk_fma_f32 v[22:23], s[6:7], v[32:33], v[20:21] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_mov_b32 s10, 0x3fb8aa3b
	.loc	1 25 13 is_stmt 0               ; triton_more.py:25:13
	v_pk_mul_f32 v[22:23], v[22:23], s[10:11] op_sel_hi:[1,0]
	s_mov_b32 s7, 0xc2fc0000
	v_mov_b32_e32 v27, 0x42800000
	v_cmp_gt_f32_e64 s[2:3], s7, v23
	v_not_b32_e32 v31, 63
	.loc	1 25 20                         ; triton_more.py:25:20
	v_mov_b32_e32 v41, v16
	.loc	1 25 13                         ; triton_more.py:25:13
	v_cndmask_b32_e64 v21, 0, v27, s[2:3]
	v_add_f32_e32 v21, v23, v21
	v_exp_f32_e32 v21, v21
	v_cndmask_b32_e64 v23, 0, v31, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], s7, v22
	.loc	1 25 20                         ; triton_more.py:25:20
	v_pk_mov_b32 v[16:17], v[16:17], v[18:19] op_sel:[1,0]
	.loc	1 25 13                         ; triton_more.py:25:13
	v_ldexp_f32 v23, v21, v23
	v_cndmask_b32_e64 v21, 0, v27, s[2:3]
	v_add_f32_e32 v21, v22, v21
	v_exp_f32_e32 v21, v21
	.loc	1 25 20                         ; triton_more.py:25:20
	v_mov_b32_e32 v42, v19
	v_pk_fma_f32 v[24:25], s[6:7], v[34:35], v[20:21] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 25 13                         ; triton_more.py:25:13
	v_pk_mul_f32 v[24:25], v[24:25], s[10:11] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v25
	s_nop 1
	v_cndmask_b32_e64 v22, 0, v27, s[4:5]
	v_add_f32_e32 v22, v25, v22
	v_exp_f32_e32 v25, v22
	v_cndmask_b32_e64 v22, 0, v31, s[2:3]
	v_ldexp_f32 v22, v21, v22
	v_cndmask_b32_e64 v21, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v24
	v_ldexp_f32 v25, v25, v21
	s_nop 0
	v_cndmask_b32_e64 v21, 0, v27, s[2:3]
	v_add_f32_e32 v21, v24, v21
	v_exp_f32_e32 v21, v21
	.loc	1 25 20                         ; triton_more.py:25:20
	s_nop 0
	v_pk_fma_f32 v[28:29], s[6:7], v[36:37], v[20:21] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 25 13                         ; triton_more.py:25:13
	v_pk_mul_f32 v[28:29], v[28:29], s[10:11] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v29
	s_nop 1
	v_cndmask_b32_e64 v24, 0, v27, s[4:5]
	v_add_f32_e32 v24, v29, v24
	v_exp_f32_e32 v29, v24
	v_cndmask_b32_e64 v24, 0, v31, s[2:3]
	v_ldexp_f32 v24, v21, v24
	v_cndmask_b32_e64 v21, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v28
	v_ldexp_f32 v29, v29, v21
	s_nop 0
	v_cndmask_b32_e64 v21, 0, v27, s[2:3]
	v_add_f32_e32 v21, v28, v21
	v_exp_f32_e32 v21, v21
	.loc	1 25 20                         ; triton_more.py:25:20
	s_nop 0
	v_pk_fma_f32 v[32:33], s[6:7], v[38:39], v[20:21] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 25 13                         ; triton_more.py:25:13
	v_pk_mul_f32 v[32:33], v[32:33], s[10:11] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	s_nop 1
	v_cndmask_b32_e64 v28, 0, v27, s[4:5]
	v_add_f32_e32 v28, v33, v28
	v_exp_f32_e32 v33, v28
	v_cndmask_b32_e64 v28, 0, v31, s[2:3]
	v_ldexp_f32 v28, v21, v28
	v_cndmask_b32_e64 v21, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v57, v33, v21
	s_nop 0
	v_cndmask_b32_e64 v21, 0, v27, s[2:3]
	v_add_f32_e32 v21, v32, v21
	v_exp_f32_e32 v21, v21
	.loc	1 25 20                         ; triton_more.py:25:20
	s_nop 0
	v_pk_add_f32 v[32:33], v[40:41], v[20:21] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 25 13                         ; triton_more.py:25:13
	s_nop 0
	v_pk_mul_f32 v[32:33], v[32:33], s[10:11] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v33
	s_nop 1
	v_cndmask_b32_e64 v34, 0, v27, s[4:5]
	v_add_f32_e32 v33, v33, v34
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v34, 0, v31, s[2:3]
	v_ldexp_f32 v56, v21, v34
	v_cndmask_b32_e64 v21, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v32
	v_ldexp_f32 v59, v33, v21
	s_nop 0
	v_cndmask_b32_e64 v21, 0, v27, s[2:3]
	v_add_f32_e32 v21, v32, v21
	v_exp_f32_e32 v21, v21
	.loc	1 25 20                         ; triton_more.py:25:20
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], v[20:21] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 25 13                         ; triton_more.py:25:13
	s_nop 0
	v_pk_mul_f32 v[16:17], v[16:17], s[10:11] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v17
	s_nop 1
	v_cndmask_b32_e64 v18, 0, v27, s[4:5]
	v_add_f32_e32 v17, v17, v18
	v_exp_f32_e32 v17, v17
	v_cndmask_b32_e64 v18, 0, v31, s[2:3]
	v_ldexp_f32 v58, v21, v18
	v_cndmask_b32_e64 v18, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v16
	v_ldexp_f32 v61, v17, v18
	s_nop 0
	v_cndmask_b32_e64 v17, 0, v27, s[2:3]
	v_add_f32_e32 v16, v16, v17
	v_exp_f32_e32 v18, v16
	.loc	1 25 20                         ; triton_more.py:25:20
	v_pk_add_f32 v[16:17], v[42:43], v[20:21] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 25 13                         ; triton_more.py:25:13
	s_nop 0
	v_pk_mul_f32 v[16:17], v[16:17], s[10:11] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v17
	s_nop 1
	v_cndmask_b32_e64 v19, 0, v27, s[4:5]
	v_add_f32_e32 v17, v17, v19
	v_exp_f32_e32 v17, v17
	v_cndmask_b32_e64 v19, 0, v31, s[2:3]
	v_ldexp_f32 v60, v18, v19
	v_cndmask_b32_e64 v18, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v16
	v_ldexp_f32 v63, v17, v18
	s_nop 0
	v_cndmask_b32_e64 v17, 0, v27, s[2:3]
	v_add_f32_e32 v16, v16, v17
	v_exp_f32_e32 v18, v16
	.loc	1 25 20                         ; triton_more.py:25:20
	v_pk_fma_f32 v[16:17], s[6:7], v[46:47], v[20:21] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 25 13                         ; triton_more.py:25:13
	v_pk_mul_f32 v[16:17], v[16:17], s[10:11] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[4:5], s7, v17
	s_nop 1
	v_cndmask_b32_e64 v19, 0, v27, s[4:5]
	v_add_f32_e32 v17, v17, v19
	v_exp_f32_e32 v17, v17
	v_cndmask_b32_e64 v19, 0, v31, s[2:3]
	v_ldexp_f32 v62, v18, v19
	v_cndmask_b32_e64 v18, 0, v31, s[4:5]
	v_cmp_gt_f32_e64 s[2:3], s7, v16
	v_ldexp_f32 v21, v17, v18
	s_nop 0
	v_cndmask_b32_e64 v17, 0, v27, s[2:3]
	v_add_f32_e32 v16, v16, v17
	.loc	1 26 24 is_stmt 1               ; triton_more.py:26:24
	v_sub_f32_e32 v17, v26, v20
	.loc	1 26 17 is_stmt 0               ; triton_more.py:26:17
	v_mul_f32_e32 v17, 0x3fb8aa3b, v17
	v_cmp_gt_f32_e64 s[4:5], s7, v17
	.loc	1 25 13 is_stmt 1               ; triton_more.py:25:13
	v_exp_f32_e32 v16, v16
	.loc	1 26 17                         ; triton_more.py:26:17
	s_nop 0
	v_cndmask_b32_e64 v18, 0, v27, s[4:5]
	v_add_f32_e32 v17, v17, v18
	v_exp_f32_e32 v17, v17
	.loc	1 25 13                         ; triton_more.py:25:13
	v_cndmask_b32_e64 v18, 0, v31, s[2:3]
	v_ldexp_f32 v20, v16, v18
	.loc	1 26 17                         ; triton_more.py:26:17
	v_cndmask_b32_e64 v16, 0, v31, s[4:5]
	v_ldexp_f32 v32, v17, v16
.Ltmp32:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_pk_add_f32 v[16:17], v[22:23], v[24:25]
	v_pk_add_f32 v[18:19], v[28:29], v[56:57]
	v_pk_add_f32 v[26:27], v[58:59], v[60:61]
	v_pk_add_f32 v[34:35], v[62:63], v[20:21]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[26:27], v[34:35]
.Ltmp33:
	.loc	1 28 13                         ; triton_more.py:28:13
	s_movk_i32 s2, 0x180
.Ltmp34:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp35:
	.loc	1 28 13                         ; triton_more.py:28:13
	v_mov_b32_e32 v18, 0x210
.Ltmp36:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_more.py:27:29 ] ]
	v_add_f32_e32 v33, v16, v17
.Ltmp37:
	.loc	1 28 13                         ; triton_more.py:28:13
	v_and_b32_e32 v16, 0x48, v49
	v_cndmask_b32_e64 v18, v18, 0, vcc
	v_and_or_b32 v19, v53, s2, v52
	v_and_b32_e32 v17, 32, v55
	v_bitop3_b32 v16, v16, v19, v18 bitop3:0x36
	v_or_b32_e32 v16, v16, v17
	v_add_u32_e32 v19, s22, v16
	v_xad_u32 v16, v16, 32, s22
	ds_read_b64_tr_b16 v[42:43], v19
	ds_read_b64_tr_b16 v[38:39], v19 offset:2048
	ds_read_b64_tr_b16 v[44:45], v16 offset:1024
	ds_read_b64_tr_b16 v[40:41], v16 offset:3072
	.loc	1 29 15                         ; triton_more.py:29:15
	v_lshlrev_b32_e32 v16, 2, v48
	v_lshl_or_b32 v19, s41, 1, v16
	v_or_b32_e32 v16, s33, v16
	v_add_u32_e32 v35, 0, v19
	v_add_u32_e32 v36, 0, v16
	ds_write_b32 v35, v32 offset:16384
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v16, v36 offset:16384
	.loc	1 29 45 is_stmt 0               ; triton_more.py:29:45
	v_cvt_pk_f16_f32 v20, v20, v21
	v_bitop3_b32 v21, s41, v18, v54 bitop3:0xf6
	v_cvt_pk_f16_f32 v19, v22, v23
	v_cvt_pk_f16_f32 v23, v28, v29
	v_add_u32_e32 v28, 0, v21
	v_cvt_pk_f16_f32 v22, v24, v25
	v_cvt_pk_f16_f32 v25, v58, v59
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v28, v19 offset:16384
	ds_write_b16_d16_hi v28, v19 offset:16512
	ds_write_b16 v28, v25 offset:18432
	ds_write_b16_d16_hi v28, v25 offset:18560
	v_xad_u32 v19, v21, 8, 0
	.loc	1 29 38                         ; triton_more.py:29:38
	s_and_b64 s[2:3], s[0:1], exec
.Ltmp38:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_mov_b32_e32 v34, v33
.Ltmp39:
	.loc	1 29 45                         ; triton_more.py:29:45
	v_cvt_pk_f16_f32 v26, v60, v61
	ds_write_b16 v19, v22 offset:16640
	ds_write_b16_d16_hi v19, v22 offset:16768
	ds_write_b16 v19, v26 offset:18688
	ds_write_b16_d16_hi v19, v26 offset:18816
	v_xad_u32 v19, v21, 32, 0
	.loc	1 29 38 is_stmt 0               ; triton_more.py:29:38
	s_cselect_b32 s2, 1, 0
.Ltmp40:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_more.py:27:29 ]
	v_permlane32_swap_b32_e32 v33, v34
.Ltmp41:
	.loc	1 29 45                         ; triton_more.py:29:45
	v_cvt_pk_f16_f32 v24, v56, v57
	v_cvt_pk_f16_f32 v27, v62, v63
	ds_write_b16 v19, v23 offset:17408
	ds_write_b16_d16_hi v19, v23 offset:17536
	ds_write_b16 v19, v27 offset:19456
	ds_write_b16_d16_hi v19, v27 offset:19584
	v_xad_u32 v19, v21, 40, 0
	.loc	1 29 38 is_stmt 0               ; triton_more.py:29:38
	s_cmp_lg_u32 s2, 1
	.loc	1 29 45                         ; triton_more.py:29:45
	ds_write_b16 v19, v24 offset:17664
	ds_write_b16_d16_hi v19, v24 offset:17792
	ds_write_b16 v19, v20 offset:19712
	ds_write_b16_d16_hi v19, v20 offset:19840
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 29 38                         ; triton_more.py:29:38
	s_cbranch_scc1 .LBB0_54
; %bb.53:
	.loc	1 0 0                           ; triton_more.py:0
	v_and_b32_e32 v19, 0x80, v53
	s_lshr_b32 s2, s33, 1
	v_or_b32_e32 v19, s2, v19
	s_movk_i32 s2, 0x108
	v_bitop3_b32 v20, v51, v52, s2 bitop3:0x6c
	v_xor_b32_e32 v18, v20, v18
	v_or3_b32 v17, v19, v18, v17
	v_add_u32_e32 v18, 0, v17
	v_xad_u32 v17, v17, 32, 0
	ds_read_b64_tr_b16 v[52:53], v18 offset:16384
	ds_read_b64_tr_b16 v[56:57], v18 offset:18432
	ds_read_b64_tr_b16 v[54:55], v17 offset:17408
	ds_read_b64_tr_b16 v[58:59], v17 offset:19456
	.loc	1 20 5 is_stmt 1                ; triton_more.py:20:5
	v_mov_b32_e32 v31, v15
	.loc	1 29 15                         ; triton_more.py:29:15
	v_pk_mul_f32 v[30:31], v[30:31], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[12:13], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[10:11], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[8:9], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[6:7], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[4:5], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[2:3], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[0:1], v[16:17] op_sel_hi:[1,0]
	.loc	1 29 38 is_stmt 0               ; triton_more.py:29:38
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_mfma_f32_32x32x16_f16 v[16:31], v[42:45], v[52:55], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[38:41], v[56:59], v[16:31]
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
.LBB0_54:
.Ltmp42:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_more.py:27:29 ] ]
	v_add_f32_e32 v16, v33, v34
.Ltmp43:
	.loc	1 27 15                         ; triton_more.py:27:15
	v_fmac_f32_e32 v16, v14, v32
	.loc	1 20 5                          ; triton_more.py:20:5
	v_cndmask_b32_e64 v14, v14, v16, s[0:1]
	.loc	1 31 11                         ; triton_more.py:31:11
	ds_write_b32 v35, v14
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v16, v36
	.loc	1 16 43                         ; triton_more.py:16:43
	v_lshrrev_b32_e32 v14, 2, v50
	s_lshr_b32 s0, s41, 1
	v_or_b32_e32 v17, s0, v14
	.loc	1 14 26                         ; triton_more.py:14:26
	s_lshr_b32 s2, s33, 2
	.loc	1 31 11                         ; triton_more.py:31:11
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v18, s[0:1], v16, v16, v0
	v_rcp_f32_e32 v19, v18
	.loc	1 14 26                         ; triton_more.py:14:26
	v_or_b32_e32 v14, s2, v48
	.loc	1 14 10 is_stmt 0               ; triton_more.py:14:10
	v_or_b32_e32 v14, s13, v14
	.loc	1 16 25 is_stmt 1               ; triton_more.py:16:25
	v_lshlrev_b32_e32 v14, 6, v14
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v20, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	v_div_scale_f32 v20, vcc, v0, v16, v0
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v18, -v18, v21, v20
	v_div_scale_f32 v20, s[0:1], v16, v16, v1
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v19, v21
	v_div_fixup_f32 v0, v18, v16, v0
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v1, v16, v1
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v16, v16, v2
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v1, v18, v16, v1
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_pk_f16_f32 v0, v0, v1
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v2, v16, v2
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v16, v16, v3
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v18, v18, v16, v2
	v_fma_f32 v2, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v2, v22
	v_div_scale_f32 v2, vcc, v3, v16, v3
	v_mul_f32_e32 v19, v2, v22
	v_fma_f32 v21, -v20, v19, v2
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v2, -v20, v19, v2
	v_div_scale_f32 v20, s[0:1], v16, v16, v4
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v2, v2, v22, v19
	v_div_fixup_f32 v3, v2, v16, v3
	v_fma_f32 v2, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v2, v21
	v_div_scale_f32 v2, vcc, v4, v16, v4
	v_mul_f32_e32 v19, v2, v21
	v_fma_f32 v22, -v20, v19, v2
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v2, -v20, v19, v2
	v_div_scale_f32 v20, s[0:1], v16, v16, v5
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v2, v2, v21, v19
	v_div_fixup_f32 v2, v2, v16, v4
	v_fma_f32 v4, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v4, v22
	v_div_scale_f32 v4, vcc, v5, v16, v5
	v_mul_f32_e32 v19, v4, v22
	v_fma_f32 v21, -v20, v19, v4
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v4, -v20, v19, v4
	v_div_scale_f32 v20, s[0:1], v16, v16, v6
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v4, v4, v22, v19
	v_div_fixup_f32 v4, v4, v16, v5
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_pk_f16_f32 v2, v2, v4
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v5, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v6, v16, v6
	v_mul_f32_e32 v19, v5, v21
	v_fma_f32 v22, -v20, v19, v5
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v5, -v20, v19, v5
	v_div_scale_f32 v20, s[0:1], v16, v16, v7
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v5, v5, v21, v19
	v_div_fixup_f32 v19, v5, v16, v6
	.loc	1 32 53                         ; triton_more.py:32:53
	v_permlane32_swap_b32_e32 v0, v2
	.loc	1 31 11                         ; triton_more.py:31:11
	v_fma_f32 v5, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v5, v22
	v_div_scale_f32 v5, vcc, v7, v16, v7
	v_mul_f32_e32 v6, v5, v22
	v_fma_f32 v21, -v20, v6, v5
	v_fmac_f32_e32 v6, v21, v22
	v_fma_f32 v5, -v20, v6, v5
	v_div_scale_f32 v20, s[0:1], v16, v16, v8
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v5, v5, v22, v6
	v_div_fixup_f32 v22, v5, v16, v7
	v_fma_f32 v5, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v8, v16, v8
	v_mul_f32_e32 v6, v5, v21
	v_fma_f32 v7, -v20, v6, v5
	v_fmac_f32_e32 v6, v7, v21
	v_div_scale_f32 v7, s[0:1], v16, v16, v9
	v_fma_f32 v5, -v20, v6, v5
	v_rcp_f32_e32 v20, v7
	v_div_fmas_f32 v5, v5, v21, v6
	v_div_fixup_f32 v21, v5, v16, v8
	v_fma_f32 v5, -v7, v20, 1.0
	v_fmac_f32_e32 v20, v5, v20
	v_div_scale_f32 v5, vcc, v9, v16, v9
	v_mul_f32_e32 v6, v5, v20
	v_fma_f32 v8, -v7, v6, v5
	v_fmac_f32_e32 v6, v8, v20
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v10
	v_rcp_f32_e32 v8, v7
	v_div_fmas_f32 v5, v5, v20, v6
	v_div_fixup_f32 v20, v5, v16, v9
	v_fma_f32 v5, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v5, v8
	v_div_scale_f32 v5, vcc, v10, v16, v10
	v_mul_f32_e32 v6, v5, v8
	v_fma_f32 v9, -v7, v6, v5
	v_fmac_f32_e32 v6, v9, v8
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v11
	v_rcp_f32_e32 v9, v7
	v_div_fmas_f32 v5, v5, v8, v6
	v_div_fixup_f32 v10, v5, v16, v10
	v_fma_f32 v5, -v7, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_div_scale_f32 v5, vcc, v11, v16, v11
	v_mul_f32_e32 v6, v5, v9
	v_fma_f32 v8, -v7, v6, v5
	v_fmac_f32_e32 v6, v8, v9
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v12
	v_rcp_f32_e32 v8, v7
	v_div_fmas_f32 v5, v5, v9, v6
	v_div_fixup_f32 v11, v5, v16, v11
	v_fma_f32 v5, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v5, v8
	v_div_scale_f32 v5, vcc, v12, v16, v12
	v_mul_f32_e32 v6, v5, v8
	v_fma_f32 v9, -v7, v6, v5
	v_fmac_f32_e32 v6, v9, v8
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v13
	v_rcp_f32_e32 v9, v7
	v_div_fmas_f32 v5, v5, v8, v6
	v_div_fixup_f32 v12, v5, v16, v12
	v_fma_f32 v5, -v7, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_div_scale_f32 v5, vcc, v13, v16, v13
	v_mul_f32_e32 v6, v5, v9
	v_fma_f32 v8, -v7, v6, v5
	v_fmac_f32_e32 v6, v8, v9
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v30
	v_rcp_f32_e32 v8, v7
	v_div_fmas_f32 v5, v5, v9, v6
	v_div_fixup_f32 v13, v5, v16, v13
	v_fma_f32 v5, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v5, v8
	v_div_scale_f32 v5, vcc, v30, v16, v30
	v_mul_f32_e32 v6, v5, v8
	v_fma_f32 v9, -v7, v6, v5
	v_fmac_f32_e32 v6, v9, v8
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v15
	v_rcp_f32_e32 v9, v7
	v_div_fmas_f32 v5, v5, v8, v6
	v_div_fixup_f32 v23, v5, v16, v30
	v_fma_f32 v5, -v7, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_div_scale_f32 v5, vcc, v15, v16, v15
	v_mul_f32_e32 v6, v5, v9
	v_fma_f32 v8, -v7, v6, v5
	v_fmac_f32_e32 v6, v8, v9
	v_fma_f32 v5, -v7, v6, v5
	v_div_fmas_f32 v1, v5, v9, v6
	v_div_fixup_f32 v16, v1, v16, v15
	.loc	1 32 14                         ; triton_more.py:32:14
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[4:5], v[14:15], 1, s[8:9]
	v_lshlrev_b32_e32 v6, 1, v17
	v_mov_b32_e32 v7, 0
	.loc	1 32 53 is_stmt 0               ; triton_more.py:32:53
	v_cvt_pk_f16_f32 v1, v18, v3
	v_cvt_pk_f16_f32 v3, v19, v22
	.loc	1 32 14                         ; triton_more.py:32:14
	v_lshl_add_u64 v[8:9], v[4:5], 0, v[6:7]
	.loc	1 32 53                         ; triton_more.py:32:53
	v_cvt_pk_f16_f32 v4, v21, v20
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v6, v12, v13
	v_cvt_pk_f16_f32 v7, v23, v16
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 32 5                          ; triton_more.py:32:5
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:32
	.loc	1 11 1 is_stmt 1                ; triton_more.py:11:1
	s_endpgm
.Ltmp44:
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
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 53
		.amdhsa_accum_offset 128
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
	.set .Lattn_fwd.num_vgpr, 128
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 53
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8212
; TotalNumSgprs: 59
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 59
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
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
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
