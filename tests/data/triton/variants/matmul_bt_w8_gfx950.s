	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_bt                       ; -- Begin function matmul_bt
	.p2align	8
	.type	matmul_bt,@function
matmul_bt:                              ; @matmul_bt
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.103:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 54 0 prologue_end             ; triton_scratch_src.py:54:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.104:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 66 16 is_stmt 1               ; triton_scratch_src.py:66:16
	v_readfirstlane_b32 s11, v0
	.loc	1 57 10                         ; triton_scratch_src.py:57:10
	s_lshl_b32 s8, s16, 7
	.loc	1 57 23 is_stmt 0               ; triton_scratch_src.py:57:23
	s_lshr_b32 s12, s11, 6
	.loc	1 57 10                         ; triton_scratch_src.py:57:10
	s_or_b32 s0, s12, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s0, s0, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s14, s2, s0
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_and_b32_e32 v1, 63, v0
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	s_addc_u32 s15, s3, s1
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v1
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[32:33], s[14:15], 0, v[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v4, v[32:33], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v4, 0
.LBB0_3:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s13, s12, 8
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s14, s13, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s14, s14, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[34:35], s[14:15], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v5, v[34:35], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_6:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s14, s12, 16
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s15, s14, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s18, s15, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	v_lshl_add_u64 v[36:37], s[18:19], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v6, v[36:37], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_9:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s15, s12, 24
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s16, s15, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s18, s16, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	v_lshl_add_u64 v[38:39], s[18:19], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v7, v[38:39], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_12:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s16, s12, 32
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s18, s16, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s18, s18, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	v_lshl_add_u64 v[40:41], s[18:19], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s18, 1, 0
	s_cmp_lg_u32 s18, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v8, v[40:41], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_15:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s18, s12, 40
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s19, s18, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s20, s19, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	v_lshl_add_u64 v[42:43], s[20:21], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[20:21], s[0:1], exec
	s_cselect_b32 s19, 1, 0
	s_cmp_lg_u32 s19, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v9, v[42:43], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_18:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s19, s12, 48
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s20, s19, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s20, s20, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	v_lshl_add_u64 v[44:45], s[20:21], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[20:21], s[0:1], exec
	s_cselect_b32 s20, 1, 0
	s_cmp_lg_u32 s20, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v10, v[44:45], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_21:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s20, s12, 56
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s21, s20, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s22, s21, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	v_lshl_add_u64 v[46:47], s[22:23], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[22:23], s[0:1], exec
	s_cselect_b32 s21, 1, 0
	s_cmp_lg_u32 s21, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_ushort v11, v[46:47], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_24:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s21, s12, 64
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s22, s21, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s22, s22, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	v_lshl_add_u64 v[48:49], s[22:23], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[22:23], s[0:1], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	global_load_ushort v12, v[48:49], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_27:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s22, s12, 0x48
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s23, s22, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s24, s23, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	v_lshl_add_u64 v[50:51], s[24:25], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[24:25], s[0:1], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	global_load_ushort v13, v[50:51], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_30:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s23, s12, 0x50
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s24, s23, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s24, s24, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	v_lshl_add_u64 v[52:53], s[24:25], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[24:25], s[0:1], exec
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	global_load_ushort v14, v[52:53], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_33:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s24, s12, 0x58
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s25, s24, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s26, s25, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	v_lshl_add_u64 v[54:55], s[26:27], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[26:27], s[0:1], exec
	s_cselect_b32 s25, 1, 0
	s_cmp_lg_u32 s25, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	global_load_ushort v15, v[54:55], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_36:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s25, s12, 0x60
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s26, s25, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s26, s26, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	v_lshl_add_u64 v[56:57], s[26:27], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[26:27], s[0:1], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	global_load_ushort v16, v[56:57], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_39:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s26, s12, 0x68
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s27, s26, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s28, s27, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	v_lshl_add_u64 v[58:59], s[28:29], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[28:29], s[0:1], exec
	s_cselect_b32 s27, 1, 0
	s_cmp_lg_u32 s27, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	global_load_ushort v17, v[58:59], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_42:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s27, s12, 0x70
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s28, s27, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s28, s28, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	v_lshl_add_u64 v[60:61], s[28:29], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[28:29], s[0:1], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	global_load_ushort v18, v[60:61], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_45:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s28, s12, 0x78
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_or_b32 s29, s28, s8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	s_mul_i32 s30, s29, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s2, s2, s30
	s_addc_u32 s3, s3, s31
	v_lshl_add_u64 v[62:63], s[2:3], 0, v[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	global_load_ushort v19, v[62:63], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_48:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_lshl_b32 s2, s17, 7
	s_or_b32 s3, s12, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s30, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s4, s30
	s_addc_u32 s31, s5, s31
	v_lshl_add_u64 v[64:65], s[30:31], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[30:31], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	global_load_ushort v20, v[64:65], off
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_51:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s13, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[66:67], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	global_load_ushort v21, v[66:67], off
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_54:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s14, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[68:69], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	global_load_ushort v22, v[68:69], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_57:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s15, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[70:71], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	global_load_ushort v23, v[70:71], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_60:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s16, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[72:73], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	global_load_ushort v24, v[72:73], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_63:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s18, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[74:75], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	global_load_ushort v25, v[74:75], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_66:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s19, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[76:77], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	global_load_ushort v26, v[76:77], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_69:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s20, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[78:79], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	global_load_ushort v27, v[78:79], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_72:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s21, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[80:81], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	global_load_ushort v28, v[80:81], off
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_75:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s22, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[82:83], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	global_load_ushort v29, v[82:83], off
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v29, 0
.LBB0_78:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s23, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[84:85], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_80
; %bb.79:
	global_load_ushort v30, v[84:85], off
	s_branch .LBB0_81
.LBB0_80:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v30, 0
.LBB0_81:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s24, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[86:87], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_83
; %bb.82:
	global_load_ushort v31, v[86:87], off
	s_branch .LBB0_84
.LBB0_83:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v31, 0
.LBB0_84:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s25, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[88:89], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_86
; %bb.85:
	global_load_ushort v96, v[88:89], off
	s_branch .LBB0_87
.LBB0_86:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v96, 0
.LBB0_87:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s26, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[90:91], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_89
; %bb.88:
	global_load_ushort v97, v[90:91], off
	s_branch .LBB0_90
.LBB0_89:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v97, 0
.LBB0_90:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s3, s27, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s3, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[92:93], s[12:13], 0, v[2:3]
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_92
; %bb.91:
	global_load_ushort v98, v[92:93], off
	s_branch .LBB0_93
.LBB0_92:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v98, 0
.LBB0_93:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s12, s28, s2
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s12, s12, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s13, s12, 31
	.loc	1 0 0                           ; triton_scratch_src.py:0
	s_and_b32 s3, s11, 0x1c0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s4, s4, s12
	s_addc_u32 s5, s5, s13
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[94:95], s[4:5], 0, v[2:3]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cbranch_scc1 .LBB0_95
; %bb.94:
	global_load_ushort v2, v[94:95], off
	s_branch .LBB0_96
.LBB0_95:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v2, 0
.LBB0_96:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v1, s3, v1
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_lshlrev_b32_e32 v1, 1, v1
	s_lshr_b32 s0, s11, 3
	v_bitop3_b32 v119, v1, s0, 48 bitop3:0x78
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_and_b32_e32 v114, 31, v0
	s_and_b32 s3, s11, 0x100
	s_and_b32 s4, s11, 0xc0
	v_and_b32_e32 v115, 32, v0
	v_xor_b32_e32 v120, 64, v119
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_sub_i32 s5, s10, 64
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_mov_b32 s11, 0
	v_add_u32_e32 v1, 0, v119
	v_add_u32_e32 v3, 0, v120
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_lt_i32 s5, 1
	v_lshlrev_b32_e32 v116, 7, v114
	v_lshlrev_b32_e32 v118, 3, v0
	v_lshrrev_b32_e32 v117, 1, v115
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v4
	ds_write_b16 v1, v6 offset:2048
	ds_write_b16 v1, v8 offset:4096
	ds_write_b16 v1, v10 offset:6144
	ds_write_b16 v1, v12 offset:8192
	ds_write_b16 v1, v14 offset:10240
	ds_write_b16 v1, v16 offset:12288
	ds_write_b16 v1, v18 offset:14336
	ds_write_b16 v3, v5 offset:1024
	ds_write_b16 v3, v7 offset:3072
	ds_write_b16 v3, v9 offset:5120
	ds_write_b16 v3, v11 offset:7168
	ds_write_b16 v3, v13 offset:9216
	ds_write_b16 v3, v15 offset:11264
	ds_write_b16 v3, v17 offset:13312
	ds_write_b16 v3, v19 offset:15360
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	ds_write_b16 v1, v20 offset:32768
	ds_write_b16 v1, v22 offset:34816
	ds_write_b16 v1, v24 offset:36864
	ds_write_b16 v1, v26 offset:38912
	ds_write_b16 v1, v28 offset:40960
	ds_write_b16 v1, v30 offset:43008
	ds_write_b16 v1, v96 offset:45056
	ds_write_b16 v1, v98 offset:47104
	ds_write_b16 v3, v21 offset:33792
	ds_write_b16 v3, v23 offset:35840
	ds_write_b16 v3, v25 offset:37888
	ds_write_b16 v3, v27 offset:39936
	ds_write_b16 v3, v29 offset:41984
	ds_write_b16 v3, v31 offset:44032
	ds_write_b16 v3, v97 offset:46080
	ds_write_b16 v3, v2 offset:48128
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cbranch_scc1 .LBB0_99
; %bb.97:                               ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; triton_scratch_src.py:0:5
	v_and_b32_e32 v0, 0x70, v118
	s_lshl_b32 s0, s3, 4
	v_or_b32_e32 v1, v116, v0
	v_bitop3_b32 v2, v116, v117, v0 bitop3:0x36
	v_bitop3_b32 v121, s0, v1, v117 bitop3:0xf6
	v_mov_b32_e32 v1, 0x60
	v_bitop3_b32 v122, s0, 32, v2 bitop3:0x36
	v_bitop3_b32 v123, s0, 64, v2 bitop3:0x36
	v_bitop3_b32 v124, s0, v1, v2 bitop3:0x36
	s_lshl_b32 s0, s4, 6
	s_movk_i32 s1, 0x60
	v_bitop3_b32 v0, s0, v0, v117 bitop3:0xf6
	v_mov_b32_e32 v16, 0
	v_or_b32_e32 v125, v0, v116
	v_bitop3_b32 v126, v0, 32, v116 bitop3:0x36
	v_bitop3_b32 v127, v0, 64, v116 bitop3:0x36
	v_bitop3_b32 v128, v0, s1, v116 bitop3:0x36
	s_mov_b32 s13, 0x8000
	s_mov_b64 s[0:1], 0x80
	s_mov_b32 s14, 0
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	s_mov_b32 s12, 0
	.p2align	5, , 4
.LBB0_98:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	global_load_ushort v129, v[32:33], off offset:128
	global_load_ushort v170, v[34:35], off offset:128
	global_load_ushort v171, v[36:37], off offset:128
	global_load_ushort v172, v[38:39], off offset:128
	global_load_ushort v173, v[40:41], off offset:128
	global_load_ushort v174, v[42:43], off offset:128
	global_load_ushort v175, v[44:45], off offset:128
	global_load_ushort v176, v[46:47], off offset:128
	global_load_ushort v177, v[48:49], off offset:128
	global_load_ushort v178, v[50:51], off offset:128
	global_load_ushort v179, v[52:53], off offset:128
	global_load_ushort v180, v[54:55], off offset:128
	global_load_ushort v181, v[56:57], off offset:128
	global_load_ushort v182, v[58:59], off offset:128
	global_load_ushort v183, v[60:61], off offset:128
	global_load_ushort v184, v[62:63], off offset:128
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	global_load_ushort v194, v[82:83], off offset:128
	global_load_ushort v195, v[84:85], off offset:128
	global_load_ushort v196, v[86:87], off offset:128
	global_load_ushort v197, v[88:89], off offset:128
	global_load_ushort v198, v[90:91], off offset:128
	global_load_ushort v199, v[92:93], off offset:128
	global_load_ushort v200, v[94:95], off offset:128
	global_load_ushort v185, v[64:65], off offset:128
	global_load_ushort v187, v[68:69], off offset:128
	global_load_ushort v189, v[72:73], off offset:128
	global_load_ushort v191, v[76:77], off offset:128
	global_load_ushort v193, v[80:81], off offset:128
	global_load_ushort v186, v[66:67], off offset:128
	global_load_ushort v188, v[70:71], off offset:128
	global_load_ushort v190, v[74:75], off offset:128
	global_load_ushort v192, v[78:79], off offset:128
	.loc	1 67 9                          ; triton_scratch_src.py:67:9
	v_lshl_add_u64 v[110:111], v[46:47], 0, s[0:1]
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[46:47], v[64:65], 0, s[0:1]
	v_lshl_add_u64 v[64:65], v[82:83], 0, s[0:1]
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_add_u32_e32 v82, s13, v125
	.loc	1 67 9                          ; triton_scratch_src.py:67:9
	v_lshl_add_u64 v[96:97], v[32:33], 0, s[0:1]
	v_lshl_add_u64 v[98:99], v[34:35], 0, s[0:1]
	v_lshl_add_u64 v[100:101], v[36:37], 0, s[0:1]
	v_lshl_add_u64 v[102:103], v[38:39], 0, s[0:1]
	v_lshl_add_u64 v[106:107], v[42:43], 0, s[0:1]
	v_lshl_add_u64 v[32:33], v[50:51], 0, s[0:1]
	v_lshl_add_u64 v[34:35], v[52:53], 0, s[0:1]
	v_lshl_add_u64 v[36:37], v[54:55], 0, s[0:1]
	v_lshl_add_u64 v[38:39], v[56:57], 0, s[0:1]
	v_lshl_add_u64 v[42:43], v[60:61], 0, s[0:1]
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[50:51], v[68:69], 0, s[0:1]
	v_lshl_add_u64 v[52:53], v[70:71], 0, s[0:1]
	v_lshl_add_u64 v[54:55], v[72:73], 0, s[0:1]
	v_lshl_add_u64 v[56:57], v[74:75], 0, s[0:1]
	v_lshl_add_u64 v[60:61], v[78:79], 0, s[0:1]
	v_lshl_add_u64 v[68:69], v[86:87], 0, s[0:1]
	v_lshl_add_u64 v[70:71], v[88:89], 0, s[0:1]
	v_lshl_add_u64 v[72:73], v[90:91], 0, s[0:1]
	v_lshl_add_u64 v[74:75], v[92:93], 0, s[0:1]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_add_u32_e32 v78, s11, v121
	v_add_u32_e32 v79, s11, v122
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_add_u32_e32 v83, s13, v126
	ds_read_b128 v[86:89], v82
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read_b128 v[90:93], v78
	ds_read_b128 v[130:133], v78 offset:8192
	ds_read_b128 v[134:137], v79
	ds_read_b128 v[138:141], v79 offset:8192
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	ds_read_b128 v[142:145], v83
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_f16 v[16:31], v[86:89], v[90:93], v[16:31]
	.loc	1 67 9                          ; triton_scratch_src.py:67:9
	v_lshl_add_u64 v[108:109], v[44:45], 0, s[0:1]
	v_lshl_add_u64 v[44:45], v[62:63], 0, s[0:1]
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[62:63], v[80:81], 0, s[0:1]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_add_u32_e32 v80, s11, v123
	.loc	1 67 9                          ; triton_scratch_src.py:67:9
	v_lshl_add_u64 v[112:113], v[48:49], 0, s[0:1]
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[48:49], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[66:67], v[84:85], 0, s[0:1]
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[0:15], v[86:89], v[130:133], v[0:15]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_add_u32_e32 v81, s11, v124
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_add_u32_e32 v84, s13, v127
	v_add_u32_e32 v85, s13, v128
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read_b128 v[146:149], v80
	ds_read_b128 v[150:153], v80 offset:8192
	ds_read_b128 v[154:157], v81
	ds_read_b128 v[158:161], v81 offset:8192
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	ds_read_b128 v[162:165], v84
	ds_read_b128 v[166:169], v85
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_add_i32 s11, s14, 1
	s_cmp_lt_i32 s11, 2
	s_cselect_b32 s14, s11, 0
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[16:31], v[142:145], v[134:137], v[16:31]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_lshl_b32 s11, s14, 14
	.loc	1 67 9                          ; triton_scratch_src.py:67:9
	v_lshl_add_u64 v[104:105], v[40:41], 0, s[0:1]
	v_lshl_add_u64 v[40:41], v[58:59], 0, s[0:1]
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[58:59], v[76:77], 0, s[0:1]
	v_lshl_add_u64 v[76:77], v[94:95], 0, s[0:1]
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_add_i32 s12, s12, 64
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_add_i32 s13, s11, 0x8000
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[142:145], v[138:141], v[0:15]
	v_mov_b64_e32 v[94:95], v[76:77]
	v_mov_b64_e32 v[92:93], v[74:75]
	v_mov_b64_e32 v[90:91], v[72:73]
	v_mov_b64_e32 v[88:89], v[70:71]
	v_mov_b64_e32 v[86:87], v[68:69]
	v_mov_b64_e32 v[84:85], v[66:67]
	v_mov_b64_e32 v[82:83], v[64:65]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[162:165], v[146:149], v[16:31]
	v_mov_b64_e32 v[80:81], v[62:63]
	v_mov_b64_e32 v[78:79], v[60:61]
	v_mov_b64_e32 v[76:77], v[58:59]
	v_mov_b64_e32 v[74:75], v[56:57]
	v_mov_b64_e32 v[72:73], v[54:55]
	v_mov_b64_e32 v[70:71], v[52:53]
	v_mov_b64_e32 v[68:69], v[50:51]
	v_mfma_f32_32x32x16_f16 v[0:15], v[162:165], v[150:153], v[0:15]
	v_mov_b64_e32 v[66:67], v[48:49]
	v_mov_b64_e32 v[64:65], v[46:47]
	v_mov_b64_e32 v[62:63], v[44:45]
	v_mov_b64_e32 v[60:61], v[42:43]
	v_mov_b64_e32 v[58:59], v[40:41]
	v_mov_b64_e32 v[56:57], v[38:39]
	v_mov_b64_e32 v[54:55], v[36:37]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[166:169], v[154:157], v[16:31]
	v_mov_b64_e32 v[52:53], v[34:35]
	v_mov_b64_e32 v[50:51], v[32:33]
	v_mov_b64_e32 v[48:49], v[112:113]
	v_mov_b64_e32 v[46:47], v[110:111]
	v_mov_b64_e32 v[44:45], v[108:109]
	v_mov_b64_e32 v[42:43], v[106:107]
	v_mov_b64_e32 v[40:41], v[104:105]
	v_mfma_f32_32x32x16_f16 v[0:15], v[166:169], v[158:161], v[0:15]
	v_mov_b64_e32 v[38:39], v[102:103]
	v_mov_b64_e32 v[36:37], v[100:101]
	v_mov_b64_e32 v[34:35], v[98:99]
	v_mov_b64_e32 v[32:33], v[96:97]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_add_u32_e32 v96, s11, v119
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_lt_i32 s12, s5
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_barrier
	v_add_u32_e32 v97, s11, v120
	s_waitcnt vmcnt(31)
	ds_write_b16 v96, v129
	s_waitcnt vmcnt(29)
	ds_write_b16 v96, v171 offset:2048
	s_waitcnt vmcnt(27)
	ds_write_b16 v96, v173 offset:4096
	s_waitcnt vmcnt(25)
	ds_write_b16 v96, v175 offset:6144
	s_waitcnt vmcnt(23)
	ds_write_b16 v96, v177 offset:8192
	s_waitcnt vmcnt(21)
	ds_write_b16 v96, v179 offset:10240
	s_waitcnt vmcnt(19)
	ds_write_b16 v96, v181 offset:12288
	s_waitcnt vmcnt(17)
	ds_write_b16 v96, v183 offset:14336
	ds_write_b16 v97, v170 offset:1024
	ds_write_b16 v97, v172 offset:3072
	ds_write_b16 v97, v174 offset:5120
	ds_write_b16 v97, v176 offset:7168
	ds_write_b16 v97, v178 offset:9216
	ds_write_b16 v97, v180 offset:11264
	ds_write_b16 v97, v182 offset:13312
	s_waitcnt vmcnt(16)
	ds_write_b16 v97, v184 offset:15360
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_waitcnt vmcnt(8)
	ds_write_b16 v96, v185 offset:32768
	s_waitcnt vmcnt(7)
	ds_write_b16 v96, v187 offset:34816
	s_waitcnt vmcnt(6)
	ds_write_b16 v96, v189 offset:36864
	s_waitcnt vmcnt(5)
	ds_write_b16 v96, v191 offset:38912
	s_waitcnt vmcnt(4)
	ds_write_b16 v96, v193 offset:40960
	ds_write_b16 v96, v195 offset:43008
	ds_write_b16 v96, v197 offset:45056
	ds_write_b16 v96, v199 offset:47104
	s_waitcnt vmcnt(3)
	ds_write_b16 v97, v186 offset:33792
	s_waitcnt vmcnt(2)
	ds_write_b16 v97, v188 offset:35840
	s_waitcnt vmcnt(1)
	ds_write_b16 v97, v190 offset:37888
	s_waitcnt vmcnt(0)
	ds_write_b16 v97, v192 offset:39936
	ds_write_b16 v97, v194 offset:41984
	ds_write_b16 v97, v196 offset:44032
	ds_write_b16 v97, v198 offset:46080
	ds_write_b16 v97, v200 offset:48128
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cbranch_scc1 .LBB0_98
	s_branch .LBB0_100
.LBB0_99:
	.loc	1 0 5 is_stmt 0                 ; triton_scratch_src.py:0:5
	v_mov_b32_e32 v15, 0
	s_mov_b32 s13, 0x8000
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
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v16, v15
.LBB0_100:                              ; %._crit_edge
	.loc	1 63 5 is_stmt 1                ; triton_scratch_src.py:63:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_cbranch_scc1 .LBB0_102
; %bb.101:
	s_lshl_b32 s0, s4, 6
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_and_b32_e32 v32, 0x70, v118
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_bitop3_b32 v33, s0, v32, v117 bitop3:0xf6
	v_or_b32_e32 v34, v33, v116
	v_add_u32_e32 v35, s13, v34
	ds_read_b128 v[38:41], v35
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_lshl_b32 s0, s3, 4
	v_or_b32_e32 v35, v116, v32
	v_bitop3_b32 v35, s0, v35, v117 bitop3:0xf6
	v_add_u32_e32 v36, s11, v35
	ds_read_b128 v[42:45], v36
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_xad_u32 v37, v34, 32, s13
	v_xad_u32 v34, v34, 64, s13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[38:41], v[42:45], v[16:31]
	ds_read_b128 v[42:45], v37
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_xad_u32 v37, v35, 32, s11
	ds_read_b128 v[46:49], v37
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_movk_i32 s1, 0x60
	ds_read_b128 v[50:53], v34
	v_bitop3_b32 v33, v33, s1, v116 bitop3:0x36
	v_add_u32_e32 v33, s13, v33
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[42:45], v[46:49], v[16:31]
	ds_read_b128 v[54:57], v33
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_xad_u32 v34, v35, 64, s11
	ds_read_b128 v[46:49], v34
	v_mov_b32_e32 v33, 0x60
	v_bitop3_b32 v32, v116, v117, v32 bitop3:0x36
	v_bitop3_b32 v32, s0, v33, v32 bitop3:0x36
	v_add_u32_e32 v32, s11, v32
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[50:53], v[46:49], v[16:31]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read_b128 v[46:49], v32
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[54:57], v[46:49], v[16:31]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read_b128 v[46:49], v36 offset:8192
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[38:41], v[46:49], v[0:15]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read_b128 v[36:39], v37 offset:8192
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[42:45], v[36:39], v[0:15]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read_b128 v[34:37], v34 offset:8192
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[50:53], v[34:37], v[0:15]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read_b128 v[32:35], v32 offset:8192
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[54:57], v[32:35], v[0:15]
.LBB0_102:                              ; %._crit_edge._crit_edge
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_lshrrev_b32_e32 v33, 2, v115
	s_lshr_b32 s0, s4, 1
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	v_cvt_pk_f16_f32 v32, v16, v17
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_or_b32_e32 v16, s0, v33
	s_lshr_b32 s0, s3, 3
	v_or_b32_e32 v17, s0, v114
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v17, s8, v17
	.loc	1 69 53 is_stmt 1               ; triton_scratch_src.py:69:53
	v_cvt_pk_f16_f32 v33, v18, v19
	.loc	1 57 10                         ; triton_scratch_src.py:57:10
	v_or_b32_e32 v19, 64, v17
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	v_cvt_pk_f16_f32 v34, v20, v21
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v16, s2, v16
	.loc	1 69 22                         ; triton_scratch_src.py:69:22
	v_mul_lo_u32 v18, v17, s9
	v_mul_lo_u32 v20, v19, s9
	.loc	1 69 14 is_stmt 0               ; triton_scratch_src.py:69:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[6:7]
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[6:7]
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	v_cvt_pk_f16_f32 v35, v22, v23
	.loc	1 69 14                         ; triton_scratch_src.py:69:14
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[16:17]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[16:17]
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	v_cvt_pk_f16_f32 v16, v24, v25
	v_cvt_pk_f16_f32 v17, v26, v27
	v_cvt_pk_f16_f32 v18, v28, v29
	v_cvt_pk_f16_f32 v19, v30, v31
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v3, v6, v7
	v_cvt_pk_f16_f32 v4, v8, v9
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v6, v12, v13
	v_cvt_pk_f16_f32 v7, v14, v15
	v_permlane32_swap_b32_e32 v32, v34
	v_permlane32_swap_b32_e32 v33, v35
	v_permlane32_swap_b32_e32 v16, v18
	.loc	1 69 5                          ; triton_scratch_src.py:69:5
	global_store_dwordx4 v[22:23], v[32:35], off
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 69 5                          ; triton_scratch_src.py:69:5
	global_store_dwordx4 v[22:23], v[16:19], off offset:32
	global_store_dwordx4 v[20:21], v[0:3], off
	global_store_dwordx4 v[20:21], v[4:7], off offset:32
	.loc	1 54 1 is_stmt 1                ; triton_scratch_src.py:54:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul_bt, .Lfunc_end0-matmul_bt
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_bt
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 201
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 204
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
	.set .Lmatmul_bt.num_vgpr, 201
	.set .Lmatmul_bt.num_agpr, 0
	.set .Lmatmul_bt.numbered_sgpr, 32
	.set .Lmatmul_bt.num_named_barrier, 0
	.set .Lmatmul_bt.private_seg_size, 0
	.set .Lmatmul_bt.uses_vcc, 0
	.set .Lmatmul_bt.uses_flat_scratch, 0
	.set .Lmatmul_bt.has_dyn_sized_stack, 0
	.set .Lmatmul_bt.has_recursion, 0
	.set .Lmatmul_bt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5176
; TotalNumSgprs: 38
; NumVgprs: 201
; NumAgprs: 0
; TotalNumVgprs: 201
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 25
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 201
; AccumOffset: 204
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 50
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 512
    .name:           matmul_bt
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         matmul_bt.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     201
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
