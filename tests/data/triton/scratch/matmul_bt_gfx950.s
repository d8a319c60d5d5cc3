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
; %bb.55:
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
; %bb.56:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 66 16 is_stmt 1               ; triton_scratch_src.py:66:16
	v_readfirstlane_b32 s11, v0
	.loc	1 69 5                          ; triton_scratch_src.py:69:5
	s_and_b32 s0, s11, 0xc0
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_and_or_b32 v1, v0, 63, s0
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	s_lshl_b32 s8, s16, 6
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_lshrrev_b32_e32 v4, 5, v1
	.loc	1 57 10                         ; triton_scratch_src.py:57:10
	v_or_b32_e32 v2, s8, v4
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v2, v2, s10
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_and_b32_e32 v48, 31, v0
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[2:3]
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v48
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[16:17], v[6:7], 0, v[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v12, v[16:17], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_3:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v5, 8, v4
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v6, s8, v5
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v6, v6, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cselect_b32 s12, 1, 0
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[18:19], v[6:7], 0, v[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v13, v[18:19], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_6:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v6, 16, v4
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v7, s8, v6
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v8, v7, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cselect_b32 s12, 1, 0
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[20:21], v[8:9], 0, v[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v14, v[20:21], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_9:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v7, 24, v4
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v8, s8, v7
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v8, v8, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cselect_b32 s12, 1, 0
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[22:23], v[8:9], 0, v[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v15, v[22:23], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_12:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v8, 32, v4
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v9, s8, v8
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v10, v9, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cselect_b32 s12, 1, 0
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[24:25], v[10:11], 0, v[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v50, v[24:25], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v50, 0
.LBB0_15:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v9, 40, v4
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v10, s8, v9
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v10, v10, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cselect_b32 s12, 1, 0
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[26:27], v[10:11], 0, v[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v51, v[26:27], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v51, 0
.LBB0_18:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v10, 48, v4
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v11, s8, v10
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v28, v11, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cselect_b32 s12, 1, 0
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v52, v[28:29], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v52, 0
.LBB0_21:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v11, 56, v4
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v30, s8, v11
	.loc	1 60 17 is_stmt 1               ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v30, v30, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[2:3]
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[2:3]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_ushort v55, v[32:33], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v55, 0
.LBB0_24:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_lshl_b32 s2, s17, 6
	v_or_b32_e32 v4, s2, v4
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v30, v4, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cselect_b32 s3, 1, 0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[2:3]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	global_load_ushort v4, v[30:31], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v4, 0
.LBB0_27:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	v_or_b32_e32 v5, s2, v5
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v34, v5, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v35, 31, v34
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cselect_b32 s3, 1, 0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[2:3]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	global_load_ushort v5, v[34:35], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_30:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	v_or_b32_e32 v6, s2, v6
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v36, v6, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v37, 31, v36
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[4:5]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cselect_b32 s3, 1, 0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[2:3]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	global_load_ushort v6, v[36:37], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_33:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	v_or_b32_e32 v7, s2, v7
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v38, v7, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cselect_b32 s3, 1, 0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[2:3]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	global_load_ushort v7, v[38:39], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_36:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	v_or_b32_e32 v8, s2, v8
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v40, v8, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[4:5]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cselect_b32 s3, 1, 0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[2:3]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	global_load_ushort v8, v[40:41], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_39:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	v_or_b32_e32 v9, s2, v9
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v42, v9, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[4:5]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cselect_b32 s3, 1, 0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[2:3]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	global_load_ushort v9, v[42:43], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_42:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	v_or_b32_e32 v10, s2, v10
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v44, v10, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[4:5]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cselect_b32 s3, 1, 0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[2:3]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	global_load_ushort v10, v[44:45], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_45:
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	v_or_b32_e32 v11, s2, v11
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v46, v11, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v47, 31, v46
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	s_and_b64 s[0:1], s[0:1], exec
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[46:47], v[46:47], 1, s[4:5]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	global_load_ushort v2, v[46:47], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13 is_stmt 0                ; triton_scratch_src.py:0:13
	v_mov_b32_e32 v2, 0
.LBB0_48:
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_bfe_i32 s3, s11, 0x10007
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_lshlrev_b32_e32 v1, 1, v1
	s_and_b32 s3, s3, 0x110
	v_mov_b32_e32 v3, 0xfe
	v_bitop3_b32 v53, v1, s3, v3 bitop3:0x6c
	v_xor_b32_e32 v54, 32, v53
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	s_and_b32 s0, s11, 0x80
	v_and_b32_e32 v49, 32, v0
	s_and_b32 s1, s11, 64
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_add_u32_e32 v1, 0, v53
	v_add_u32_e32 v3, 0, v54
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_sub_i32 s3, s10, 32
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_mov_b32 s5, 0
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v12
	ds_write_b16 v1, v14 offset:1024
	ds_write_b16 v1, v50 offset:2048
	ds_write_b16 v1, v52 offset:3072
	ds_write_b16 v3, v13 offset:512
	ds_write_b16 v3, v15 offset:1536
	ds_write_b16 v3, v51 offset:2560
	ds_write_b16 v3, v55 offset:3584
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	ds_write_b16 v1, v4 offset:8192
	ds_write_b16 v1, v6 offset:9216
	ds_write_b16 v1, v8 offset:10240
	ds_write_b16 v1, v10 offset:11264
	ds_write_b16 v3, v5 offset:8704
	ds_write_b16 v3, v7 offset:9728
	ds_write_b16 v3, v9 offset:10752
	ds_write_b16 v3, v2 offset:11776
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_lt_i32 s3, 1
	v_lshlrev_b32_e32 v50, 6, v48
	v_lshlrev_b32_e32 v51, 2, v0
	v_lshrrev_b32_e32 v52, 1, v49
	s_cbranch_scc1 .LBB0_51
; %bb.49:                               ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; triton_scratch_src.py:0:5
	v_lshl_or_b32 v0, s0, 4, v50
	v_bitop3_b32 v1, v51, v52, 48 bitop3:0x6c
	v_or_b32_e32 v55, v0, v1
	v_bitop3_b32 v56, v0, 32, v1 bitop3:0x36
	v_lshl_or_b32 v0, s1, 5, v50
	v_or_b32_e32 v57, v0, v1
	v_bitop3_b32 v58, v0, 32, v1 bitop3:0x36
	v_mov_b32_e32 v0, 0
	s_movk_i32 s11, 0x2000
	s_mov_b32 s12, 0
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
	s_mov_b32 s4, 0
.LBB0_50:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	v_add_u32_e32 v59, s5, v55
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v84, s5, v56
	ds_read_b128 v[92:95], v59
	ds_read_b128 v[96:99], v84
	.loc	1 67 9                          ; triton_scratch_src.py:67:9
	v_lshl_add_u64 v[60:61], v[16:17], 0, 64
	v_lshl_add_u64 v[62:63], v[18:19], 0, 64
	v_lshl_add_u64 v[64:65], v[20:21], 0, 64
	v_lshl_add_u64 v[66:67], v[22:23], 0, 64
	v_lshl_add_u64 v[68:69], v[24:25], 0, 64
	v_lshl_add_u64 v[70:71], v[26:27], 0, 64
	v_lshl_add_u64 v[72:73], v[28:29], 0, 64
	v_lshl_add_u64 v[74:75], v[32:33], 0, 64
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[76:77], v[30:31], 0, 64
	v_lshl_add_u64 v[78:79], v[34:35], 0, 64
	v_lshl_add_u64 v[80:81], v[36:37], 0, 64
	v_lshl_add_u64 v[82:83], v[38:39], 0, 64
	v_lshl_add_u64 v[84:85], v[40:41], 0, 64
	v_lshl_add_u64 v[86:87], v[42:43], 0, 64
	v_lshl_add_u64 v[88:89], v[44:45], 0, 64
	v_lshl_add_u64 v[90:91], v[46:47], 0, 64
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_setprio 1
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	global_load_ushort v100, v[16:17], off offset:64
	global_load_ushort v101, v[18:19], off offset:64
	global_load_ushort v102, v[20:21], off offset:64
	global_load_ushort v103, v[22:23], off offset:64
	global_load_ushort v104, v[24:25], off offset:64
	global_load_ushort v105, v[26:27], off offset:64
	global_load_ushort v106, v[28:29], off offset:64
	global_load_ushort v107, v[32:33], off offset:64
	; sched_barrier mask(0x00000000)
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_add_u32_e32 v16, s11, v57
	v_add_u32_e32 v17, s11, v58
	ds_read_b128 v[18:21], v16
	ds_read_b128 v[22:25], v17
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_setprio 0
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	global_load_ushort v108, v[30:31], off offset:64
	global_load_ushort v109, v[34:35], off offset:64
	global_load_ushort v110, v[36:37], off offset:64
	global_load_ushort v111, v[38:39], off offset:64
	global_load_ushort v112, v[40:41], off offset:64
	global_load_ushort v113, v[42:43], off offset:64
	global_load_ushort v114, v[44:45], off offset:64
	global_load_ushort v115, v[46:47], off offset:64
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[18:21], v[92:95], v[0:15]
	; sched_barrier mask(0x00000001)
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_setprio 1
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[22:25], v[96:99], v[0:15]
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_setprio 0
	s_add_i32 s5, s12, 1
	s_cmp_lt_i32 s5, 2
	s_cselect_b32 s12, s5, 0
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_lshl_b32 s5, s12, 12
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_add_i32 s4, s4, 32
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_add_i32 s11, s5, 0x2000
	v_mov_b64_e32 v[46:47], v[90:91]
	v_mov_b64_e32 v[44:45], v[88:89]
	v_mov_b64_e32 v[42:43], v[86:87]
	v_mov_b64_e32 v[40:41], v[84:85]
	v_mov_b64_e32 v[38:39], v[82:83]
	v_mov_b64_e32 v[36:37], v[80:81]
	v_mov_b64_e32 v[34:35], v[78:79]
	v_mov_b64_e32 v[30:31], v[76:77]
	v_mov_b64_e32 v[32:33], v[74:75]
	v_mov_b64_e32 v[28:29], v[72:73]
	v_mov_b64_e32 v[26:27], v[70:71]
	v_mov_b64_e32 v[24:25], v[68:69]
	v_mov_b64_e32 v[22:23], v[66:67]
	v_mov_b64_e32 v[20:21], v[64:65]
	v_mov_b64_e32 v[18:19], v[62:63]
	v_mov_b64_e32 v[16:17], v[60:61]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_add_u32_e32 v59, s5, v53
	v_add_u32_e32 v60, s5, v54
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_lt_i32 s4, s3
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_barrier
	s_waitcnt vmcnt(15)
	ds_write_b16 v59, v100
	s_waitcnt vmcnt(13)
	ds_write_b16 v59, v102 offset:1024
	s_waitcnt vmcnt(11)
	ds_write_b16 v59, v104 offset:2048
	s_waitcnt vmcnt(9)
	ds_write_b16 v59, v106 offset:3072
	ds_write_b16 v60, v101 offset:512
	ds_write_b16 v60, v103 offset:1536
	ds_write_b16 v60, v105 offset:2560
	s_waitcnt vmcnt(8)
	ds_write_b16 v60, v107 offset:3584
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	s_waitcnt vmcnt(7)
	ds_write_b16 v59, v108 offset:8192
	s_waitcnt vmcnt(5)
	ds_write_b16 v59, v110 offset:9216
	s_waitcnt vmcnt(3)
	ds_write_b16 v59, v112 offset:10240
	s_waitcnt vmcnt(1)
	ds_write_b16 v59, v114 offset:11264
	ds_write_b16 v60, v109 offset:8704
	ds_write_b16 v60, v111 offset:9728
	ds_write_b16 v60, v113 offset:10752
	s_waitcnt vmcnt(0)
	ds_write_b16 v60, v115 offset:11776
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cbranch_scc1 .LBB0_50
	s_branch .LBB0_52
.LBB0_51:
	.loc	1 0 5 is_stmt 0                 ; triton_scratch_src.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s11, 0x2000
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
.LBB0_52:                               ; %._crit_edge
	.loc	1 63 5 is_stmt 1                ; triton_scratch_src.py:63:5
	s_add_i32 s10, s10, 31
	s_cmp_lt_i32 s10, 32
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_cbranch_scc1 .LBB0_54
; %bb.53:
	s_lshl_b32 s3, s1, 5
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_bitop3_b32 v16, v51, v52, 48 bitop3:0x6c
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_or3_b32 v17, s3, v50, v16
	v_add_u32_e32 v18, s11, v17
	ds_read_b128 v[20:23], v18
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_lshl_b32 s3, s0, 4
	v_or3_b32 v16, s3, v50, v16
	v_add_u32_e32 v18, s5, v16
	ds_read_b128 v[24:27], v18
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_xad_u32 v17, v17, 32, s11
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	v_xad_u32 v16, v16, 32, s5
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[24:27], v[0:15]
	ds_read_b128 v[18:21], v17
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read_b128 v[22:25], v16
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[18:21], v[22:25], v[0:15]
.LBB0_54:                               ; %._crit_edge._crit_edge
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_lshrrev_b32_e32 v16, 2, v49
	s_lshr_b32 s1, s1, 1
	v_or_b32_e32 v16, s1, v16
	s_lshr_b32 s0, s0, 2
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v20, s2, v16
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	s_nop 6
	v_cvt_pk_f16_f32 v16, v0, v1
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_or_b32_e32 v0, s0, v48
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v0, s8, v0
	.loc	1 69 22 is_stmt 1               ; triton_scratch_src.py:69:22
	v_mul_lo_u32 v0, v0, s9
	.loc	1 69 14 is_stmt 0               ; triton_scratch_src.py:69:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[6:7]
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	v_cvt_pk_f16_f32 v18, v4, v5
	.loc	1 69 14                         ; triton_scratch_src.py:69:14
	v_lshl_add_u64 v[4:5], v[20:21], 1, v[0:1]
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	v_cvt_pk_f16_f32 v17, v2, v3
	v_cvt_pk_f16_f32 v19, v6, v7
	v_cvt_pk_f16_f32 v0, v8, v9
	v_cvt_pk_f16_f32 v1, v10, v11
	v_cvt_pk_f16_f32 v2, v12, v13
	v_cvt_pk_f16_f32 v3, v14, v15
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v0, v2
	.loc	1 69 5                          ; triton_scratch_src.py:69:5
	global_store_dwordx4 v[4:5], v[16:19], off
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 69 5                          ; triton_scratch_src.py:69:5
	global_store_dwordx4 v[4:5], v[0:3], off offset:32
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
		.amdhsa_next_free_vgpr 116
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 116
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
	.set .Lmatmul_bt.num_vgpr, 116
	.set .Lmatmul_bt.num_agpr, 0
	.set .Lmatmul_bt.numbered_sgpr, 18
	.set .Lmatmul_bt.num_named_barrier, 0
	.set .Lmatmul_bt.private_seg_size, 0
	.set .Lmatmul_bt.uses_vcc, 0
	.set .Lmatmul_bt.uses_flat_scratch, 0
	.set .Lmatmul_bt.has_dyn_sized_stack, 0
	.set .Lmatmul_bt.has_recursion, 0
	.set .Lmatmul_bt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2756
; TotalNumSgprs: 24
; NumVgprs: 116
; NumAgprs: 0
; TotalNumVgprs: 116
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 116
; AccumOffset: 116
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 28
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
    .max_flat_workgroup_size: 256
    .name:           matmul_bt
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         matmul_bt.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     116
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
