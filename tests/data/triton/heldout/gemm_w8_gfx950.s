	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_pipelined                  ; -- Begin function gemm_pipelined
	.p2align	8
	.type	gemm_pipelined,@function
gemm_pipelined:                         ; @gemm_pipelined
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.298:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 53 0 prologue_end             ; triton_heldout_src.py:53:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.299:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	v_readfirstlane_b32 s13, v0
	.loc	1 55 10                         ; triton_heldout_src.py:55:10
	s_lshl_b32 s8, s16, 7
	.loc	1 55 34 is_stmt 0               ; triton_heldout_src.py:55:34
	s_lshr_b32 s11, s13, 6
	.loc	1 55 10                         ; triton_heldout_src.py:55:10
	s_or_b32 s11, s11, s8
	.loc	1 58 17 is_stmt 1               ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s11, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s14, s2, s0
	.loc	1 55 34 is_stmt 1               ; triton_heldout_src.py:55:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	s_addc_u32 s15, s3, s1
	v_mov_b32_e32 v33, 0
	v_lshlrev_b32_e32 v32, 1, v1
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	v_lshl_add_u64 v[2:3], s[14:15], 0, v[32:33]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v133, v[2:3], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v133, 0
.LBB0_3:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 8
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[4:5], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v134, v[4:5], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v134, 0
.LBB0_6:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 16
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[6:7], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v135, v[6:7], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v135, 0
.LBB0_9:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 24
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[8:9], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v136, v[8:9], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v136, 0
.LBB0_12:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 32
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v137, v[10:11], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v137, 0
.LBB0_15:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 40
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[12:13], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v138, v[12:13], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v138, 0
.LBB0_18:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 48
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[14:15], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v139, v[14:15], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v139, 0
.LBB0_21:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 56
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[16:17], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_ushort v140, v[16:17], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v140, 0
.LBB0_24:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 64
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[18:19], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	global_load_ushort v141, v[18:19], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v141, 0
.LBB0_27:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x48
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[20:21], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	global_load_ushort v142, v[20:21], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v142, 0
.LBB0_30:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x50
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[22:23], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	global_load_ushort v143, v[22:23], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v143, 0
.LBB0_33:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x58
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[24:25], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	global_load_ushort v144, v[24:25], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v144, 0
.LBB0_36:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x60
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[26:27], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	global_load_ushort v145, v[26:27], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v145, 0
.LBB0_39:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x68
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[28:29], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	global_load_ushort v146, v[28:29], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v146, 0
.LBB0_42:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x70
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[30:31], s[14:15], 0, v[32:33]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v33, 0
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	global_load_ushort v147, v[30:31], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v147, 0
.LBB0_45:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_addk_i32 s11, 0x78
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s11, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	.loc	1 0 0                           ; triton_heldout_src.py:0
	s_and_b32 s12, s13, 0x1c0
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s2, s2, s14
	s_addc_u32 s3, s3, s15
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[32:33]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	global_load_ushort v66, v[32:33], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v66, 0
.LBB0_48:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_bfe_u32 s2, s13, 0x10008
	s_mul_i32 s2, s2, s9
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s3, s2, 31
	.loc	1 56 10 is_stmt 1               ; triton_heldout_src.py:56:10
	s_lshl_b32 s11, s17, 8
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_lshl_b64 s[14:15], s[2:3], 1
	.loc	1 56 34                         ; triton_heldout_src.py:56:34
	v_mov_b32_e32 v34, 0xff
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_add_u32 s14, s4, s14
	.loc	1 56 34                         ; triton_heldout_src.py:56:34
	v_bitop3_b32 v67, s12, v34, v1 bitop3:0xc8
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_addc_u32 s15, s5, s15
	.loc	1 56 10                         ; triton_heldout_src.py:56:10
	v_or_b32_e32 v64, s11, v67
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[34:35], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	global_load_ushort v68, v[34:35], off
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v68, 0
.LBB0_51:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_lshl1_add_u32 s14, s9, s2
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[36:37], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	global_load_ushort v69, v[36:37], off
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v69, 0
.LBB0_54:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_lshl2_add_u32 s14, s9, s2
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[38:39], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	global_load_ushort v70, v[38:39], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v70, 0
.LBB0_57:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 6
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[40:41], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	global_load_ushort v71, v[40:41], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v71, 0
.LBB0_60:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_lshl3_add_u32 s14, s9, s2
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[42:43], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	global_load_ushort v72, v[42:43], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v72, 0
.LBB0_63:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 10
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[44:45], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	global_load_ushort v73, v[44:45], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v73, 0
.LBB0_66:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 12
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[46:47], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	global_load_ushort v74, v[46:47], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v74, 0
.LBB0_69:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 14
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[48:49], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	global_load_ushort v75, v[48:49], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v75, 0
.LBB0_72:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_lshl4_add_u32 s14, s9, s2
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[50:51], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	global_load_ushort v76, v[50:51], off
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v76, 0
.LBB0_75:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 18
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[52:53], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	global_load_ushort v77, v[52:53], off
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v77, 0
.LBB0_78:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 20
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[54:55], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_80
; %bb.79:
	global_load_ushort v78, v[54:55], off
	s_branch .LBB0_81
.LBB0_80:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v78, 0
.LBB0_81:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 22
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[56:57], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_83
; %bb.82:
	global_load_ushort v79, v[56:57], off
	s_branch .LBB0_84
.LBB0_83:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v79, 0
.LBB0_84:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 24
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[58:59], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_86
; %bb.85:
	global_load_ushort v80, v[58:59], off
	s_branch .LBB0_87
.LBB0_86:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v80, 0
.LBB0_87:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 26
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[60:61], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_89
; %bb.88:
	global_load_ushort v81, v[60:61], off
	s_branch .LBB0_90
.LBB0_89:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v81, 0
.LBB0_90:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 28
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[62:63], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_92
; %bb.91:
	global_load_ushort v82, v[62:63], off
	s_branch .LBB0_93
.LBB0_92:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v82, 0
.LBB0_93:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 30
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[94:95], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_95
; %bb.94:
	global_load_ushort v83, v[94:95], off
	s_branch .LBB0_96
.LBB0_95:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v83, 0
.LBB0_96:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_lshl_b32 s3, s9, 5
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[96:97], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_98
; %bb.97:
	global_load_ushort v84, v[96:97], off
	s_branch .LBB0_99
.LBB0_98:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v84, 0
.LBB0_99:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 34
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[98:99], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_101
; %bb.100:
	global_load_ushort v85, v[98:99], off
	s_branch .LBB0_102
.LBB0_101:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v85, 0
.LBB0_102:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 36
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[100:101], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_104
; %bb.103:
	global_load_ushort v86, v[100:101], off
	s_branch .LBB0_105
.LBB0_104:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v86, 0
.LBB0_105:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 38
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[102:103], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_107
; %bb.106:
	global_load_ushort v87, v[102:103], off
	s_branch .LBB0_108
.LBB0_107:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v87, 0
.LBB0_108:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 40
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[104:105], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_110
; %bb.109:
	global_load_ushort v88, v[104:105], off
	s_branch .LBB0_111
.LBB0_110:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v88, 0
.LBB0_111:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 42
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[106:107], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_113
; %bb.112:
	global_load_ushort v89, v[106:107], off
	s_branch .LBB0_114
.LBB0_113:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v89, 0
.LBB0_114:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 44
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[108:109], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_116
; %bb.115:
	global_load_ushort v90, v[108:109], off
	s_branch .LBB0_117
.LBB0_116:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v90, 0
.LBB0_117:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 46
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[110:111], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_119
; %bb.118:
	global_load_ushort v91, v[110:111], off
	s_branch .LBB0_120
.LBB0_119:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v91, 0
.LBB0_120:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 48
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[112:113], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_122
; %bb.121:
	global_load_ushort v92, v[112:113], off
	s_branch .LBB0_123
.LBB0_122:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v92, 0
.LBB0_123:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 50
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[114:115], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_125
; %bb.124:
	global_load_ushort v93, v[114:115], off
	s_branch .LBB0_126
.LBB0_125:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v93, 0
.LBB0_126:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 52
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[116:117], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_128
; %bb.127:
	global_load_ushort v124, v[116:117], off
	s_branch .LBB0_129
.LBB0_128:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v124, 0
.LBB0_129:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 54
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[118:119], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_131
; %bb.130:
	global_load_ushort v125, v[118:119], off
	s_branch .LBB0_132
.LBB0_131:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v125, 0
.LBB0_132:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 56
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[120:121], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_134
; %bb.133:
	global_load_ushort v128, v[120:121], off
	s_branch .LBB0_135
.LBB0_134:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v128, 0
.LBB0_135:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 58
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[122:123], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_137
; %bb.136:
	global_load_ushort v129, v[122:123], off
	s_branch .LBB0_138
.LBB0_137:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v129, 0
.LBB0_138:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 60
	s_add_i32 s14, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[126:127], v[64:65], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_140
; %bb.139:
	global_load_ushort v132, v[126:127], off
	s_branch .LBB0_141
.LBB0_140:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v132, 0
.LBB0_141:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 62
	s_add_i32 s2, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s3, s2, 31
	.loc	1 0 0                           ; triton_heldout_src.py:0
	v_or_b32_e32 v1, s12, v1
	s_and_b32 s12, s13, 0x100
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[130:131], v[64:65], 1, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_143
; %bb.142:
	global_load_ushort v64, v[130:131], off
	s_branch .LBB0_144
.LBB0_143:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v64, 0
.LBB0_144:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	v_lshlrev_b32_e32 v1, 1, v1
	s_lshr_b32 s0, s13, 3
	v_bitop3_b32 v196, v1, s0, 48 bitop3:0x78
	v_add_u32_e32 v1, 0x18000, v196
	v_xor_b32_e32 v204, 64, v196
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v133
	ds_write_b16 v1, v135 offset:2048
	ds_write_b16 v1, v137 offset:4096
	ds_write_b16 v1, v139 offset:6144
	ds_write_b16 v1, v141 offset:8192
	ds_write_b16 v1, v143 offset:10240
	ds_write_b16 v1, v145 offset:12288
	ds_write_b16 v1, v147 offset:14336
	v_add_u32_e32 v1, 0x18000, v204
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	s_cmp_eq_u32 s12, 0
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_write_b16 v1, v134 offset:1024
	ds_write_b16 v1, v136 offset:3072
	ds_write_b16 v1, v138 offset:5120
	ds_write_b16 v1, v140 offset:7168
	ds_write_b16 v1, v142 offset:9216
	ds_write_b16 v1, v144 offset:11264
	ds_write_b16 v1, v146 offset:13312
	ds_write_b16 v1, v66 offset:15360
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	v_lshlrev_b32_e32 v1, 1, v67
	s_cselect_b32 s0, 0, 0x210
	v_xor_b32_e32 v211, s0, v1
	v_xor_b32_e32 v183, 0xc0, v211
	v_xor_b32_e32 v199, 32, v211
	v_xor_b32_e32 v200, 64, v211
	v_xor_b32_e32 v201, 0x60, v211
	v_xor_b32_e32 v202, 0x80, v211
	v_xor_b32_e32 v203, 0xa0, v211
	v_add_u32_e32 v165, 0, v183
	v_xor_b32_e32 v205, 0xe0, v211
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_cmp_gt_i32 s10, 64
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	s_mov_b64 s[2:3], 0x80
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	v_add_u32_e32 v1, 0, v211
	v_add_u32_e32 v160, 0, v199
	v_add_u32_e32 v161, 0, v200
	v_add_u32_e32 v162, 0, v201
	v_add_u32_e32 v163, 0, v202
	v_add_u32_e32 v164, 0, v203
	ds_write_b16 v165, v74 offset:6144
	ds_write_b16 v165, v82 offset:14336
	ds_write_b16 v165, v90 offset:22528
	ds_write_b16 v165, v132 offset:30720
	v_add_u32_e32 v166, 0, v205
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s10, 0x41
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[132:133], v[2:3], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_write_b16 v1, v68
	ds_write_b16 v1, v76 offset:8192
	ds_write_b16 v1, v84 offset:16384
	ds_write_b16 v1, v92 offset:24576
	ds_write_b16 v160, v69 offset:1024
	ds_write_b16 v160, v77 offset:9216
	ds_write_b16 v160, v85 offset:17408
	ds_write_b16 v160, v93 offset:25600
	ds_write_b16 v161, v70 offset:2048
	ds_write_b16 v161, v78 offset:10240
	ds_write_b16 v161, v86 offset:18432
	ds_write_b16 v161, v124 offset:26624
	ds_write_b16 v162, v71 offset:3072
	ds_write_b16 v162, v79 offset:11264
	ds_write_b16 v162, v87 offset:19456
	ds_write_b16 v162, v125 offset:27648
	ds_write_b16 v163, v72 offset:4096
	ds_write_b16 v163, v80 offset:12288
	ds_write_b16 v163, v88 offset:20480
	ds_write_b16 v163, v128 offset:28672
	ds_write_b16 v164, v73 offset:5120
	ds_write_b16 v164, v81 offset:13312
	ds_write_b16 v164, v89 offset:21504
	ds_write_b16 v164, v129 offset:29696
	ds_write_b16 v166, v75 offset:7168
	ds_write_b16 v166, v83 offset:15360
	ds_write_b16 v166, v91 offset:23552
	ds_write_b16 v166, v64 offset:31744
	.loc	1 62 23 is_stmt 0               ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_146
; %bb.145:
	global_load_ushort v2, v[132:133], off
	s_branch .LBB0_147
.LBB0_146:
	.loc	1 0 23                          ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v2, 0
.LBB0_147:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[134:135], v[4:5], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_149
; %bb.148:
	global_load_ushort v3, v[134:135], off
	s_branch .LBB0_150
.LBB0_149:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v3, 0
.LBB0_150:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[136:137], v[6:7], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_152
; %bb.151:
	global_load_ushort v4, v[136:137], off
	s_branch .LBB0_153
.LBB0_152:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v4, 0
.LBB0_153:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[138:139], v[8:9], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_155
; %bb.154:
	global_load_ushort v5, v[138:139], off
	s_branch .LBB0_156
.LBB0_155:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v5, 0
.LBB0_156:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[140:141], v[10:11], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_158
; %bb.157:
	global_load_ushort v6, v[140:141], off
	s_branch .LBB0_159
.LBB0_158:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v6, 0
.LBB0_159:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[146:147], v[12:13], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_161
; %bb.160:
	global_load_ushort v7, v[146:147], off
	s_branch .LBB0_162
.LBB0_161:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v7, 0
.LBB0_162:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[144:145], v[14:15], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_164
; %bb.163:
	global_load_ushort v8, v[144:145], off
	s_branch .LBB0_165
.LBB0_164:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v8, 0
.LBB0_165:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[150:151], v[16:17], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_167
; %bb.166:
	global_load_ushort v9, v[150:151], off
	s_branch .LBB0_168
.LBB0_167:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v9, 0
.LBB0_168:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[142:143], v[18:19], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_170
; %bb.169:
	global_load_ushort v10, v[142:143], off
	s_branch .LBB0_171
.LBB0_170:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v10, 0
.LBB0_171:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[148:149], v[20:21], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_173
; %bb.172:
	global_load_ushort v11, v[148:149], off
	s_branch .LBB0_174
.LBB0_173:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v11, 0
.LBB0_174:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[152:153], v[22:23], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_176
; %bb.175:
	global_load_ushort v12, v[152:153], off
	s_branch .LBB0_177
.LBB0_176:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v12, 0
.LBB0_177:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[154:155], v[24:25], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_179
; %bb.178:
	global_load_ushort v13, v[154:155], off
	s_branch .LBB0_180
.LBB0_179:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v13, 0
.LBB0_180:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[156:157], v[26:27], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_182
; %bb.181:
	global_load_ushort v14, v[156:157], off
	s_branch .LBB0_183
.LBB0_182:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v14, 0
.LBB0_183:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[158:159], v[28:29], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_185
; %bb.184:
	global_load_ushort v15, v[158:159], off
	s_branch .LBB0_186
.LBB0_185:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v15, 0
.LBB0_186:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[124:125], v[30:31], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_188
; %bb.187:
	global_load_ushort v16, v[124:125], off
	s_branch .LBB0_189
.LBB0_188:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v16, 0
.LBB0_189:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[128:129], v[32:33], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_191
; %bb.190:
	global_load_ushort v17, v[128:129], off
	s_branch .LBB0_192
.LBB0_191:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v17, 0
.LBB0_192:
	.loc	1 64 14 is_stmt 1               ; triton_heldout_src.py:64:14
	s_lshl_b32 s2, s9, 6
	.loc	1 64 9 is_stmt 0                ; triton_heldout_src.py:64:9
	s_ashr_i32 s3, s2, 31
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[64:65], s[2:3], 1, v[34:35]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_194
; %bb.193:
	global_load_ushort v18, v[64:65], off
	s_branch .LBB0_195
.LBB0_194:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v18, 0
.LBB0_195:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[66:67], s[2:3], 1, v[36:37]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_197
; %bb.196:
	global_load_ushort v19, v[66:67], off
	s_branch .LBB0_198
.LBB0_197:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v19, 0
.LBB0_198:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[68:69], s[2:3], 1, v[38:39]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_200
; %bb.199:
	global_load_ushort v20, v[68:69], off
	s_branch .LBB0_201
.LBB0_200:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v20, 0
.LBB0_201:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[70:71], s[2:3], 1, v[40:41]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_203
; %bb.202:
	global_load_ushort v21, v[70:71], off
	s_branch .LBB0_204
.LBB0_203:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v21, 0
.LBB0_204:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[72:73], s[2:3], 1, v[42:43]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_206
; %bb.205:
	global_load_ushort v22, v[72:73], off
	s_branch .LBB0_207
.LBB0_206:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v22, 0
.LBB0_207:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[74:75], s[2:3], 1, v[44:45]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_209
; %bb.208:
	global_load_ushort v23, v[74:75], off
	s_branch .LBB0_210
.LBB0_209:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v23, 0
.LBB0_210:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[76:77], s[2:3], 1, v[46:47]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_212
; %bb.211:
	global_load_ushort v24, v[76:77], off
	s_branch .LBB0_213
.LBB0_212:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v24, 0
.LBB0_213:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[78:79], s[2:3], 1, v[48:49]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_215
; %bb.214:
	global_load_ushort v25, v[78:79], off
	s_branch .LBB0_216
.LBB0_215:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v25, 0
.LBB0_216:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[80:81], s[2:3], 1, v[50:51]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_218
; %bb.217:
	global_load_ushort v26, v[80:81], off
	s_branch .LBB0_219
.LBB0_218:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v26, 0
.LBB0_219:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[82:83], s[2:3], 1, v[52:53]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_221
; %bb.220:
	global_load_ushort v27, v[82:83], off
	s_branch .LBB0_222
.LBB0_221:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v27, 0
.LBB0_222:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[84:85], s[2:3], 1, v[54:55]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_224
; %bb.223:
	global_load_ushort v28, v[84:85], off
	s_branch .LBB0_225
.LBB0_224:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v28, 0
.LBB0_225:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[86:87], s[2:3], 1, v[56:57]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_227
; %bb.226:
	global_load_ushort v29, v[86:87], off
	s_branch .LBB0_228
.LBB0_227:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v29, 0
.LBB0_228:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[88:89], s[2:3], 1, v[58:59]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_230
; %bb.229:
	global_load_ushort v30, v[88:89], off
	s_branch .LBB0_231
.LBB0_230:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v30, 0
.LBB0_231:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[90:91], s[2:3], 1, v[60:61]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_233
; %bb.232:
	global_load_ushort v31, v[90:91], off
	s_branch .LBB0_234
.LBB0_233:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v31, 0
.LBB0_234:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[92:93], s[2:3], 1, v[62:63]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_236
; %bb.235:
	global_load_ushort v32, v[92:93], off
	s_branch .LBB0_237
.LBB0_236:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v32, 0
.LBB0_237:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[94:95], s[2:3], 1, v[94:95]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_239
; %bb.238:
	global_load_ushort v33, v[94:95], off
	s_branch .LBB0_240
.LBB0_239:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v33, 0
.LBB0_240:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[96:97], s[2:3], 1, v[96:97]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_242
; %bb.241:
	global_load_ushort v34, v[96:97], off
	s_branch .LBB0_243
.LBB0_242:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v34, 0
.LBB0_243:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[98:99], s[2:3], 1, v[98:99]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_245
; %bb.244:
	global_load_ushort v35, v[98:99], off
	s_branch .LBB0_246
.LBB0_245:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v35, 0
.LBB0_246:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[100:101], s[2:3], 1, v[100:101]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_248
; %bb.247:
	global_load_ushort v36, v[100:101], off
	s_branch .LBB0_249
.LBB0_248:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v36, 0
.LBB0_249:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[102:103], s[2:3], 1, v[102:103]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_251
; %bb.250:
	global_load_ushort v37, v[102:103], off
	s_branch .LBB0_252
.LBB0_251:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v37, 0
.LBB0_252:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[104:105], s[2:3], 1, v[104:105]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_254
; %bb.253:
	global_load_ushort v38, v[104:105], off
	s_branch .LBB0_255
.LBB0_254:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v38, 0
.LBB0_255:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[106:107], s[2:3], 1, v[106:107]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_257
; %bb.256:
	global_load_ushort v39, v[106:107], off
	s_branch .LBB0_258
.LBB0_257:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v39, 0
.LBB0_258:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[108:109], s[2:3], 1, v[108:109]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_260
; %bb.259:
	global_load_ushort v40, v[108:109], off
	s_branch .LBB0_261
.LBB0_260:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v40, 0
.LBB0_261:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[110:111], s[2:3], 1, v[110:111]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_263
; %bb.262:
	global_load_ushort v41, v[110:111], off
	s_branch .LBB0_264
.LBB0_263:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v41, 0
.LBB0_264:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[112:113], s[2:3], 1, v[112:113]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_266
; %bb.265:
	global_load_ushort v42, v[112:113], off
	s_branch .LBB0_267
.LBB0_266:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v42, 0
.LBB0_267:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[114:115], s[2:3], 1, v[114:115]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_269
; %bb.268:
	global_load_ushort v43, v[114:115], off
	s_branch .LBB0_270
.LBB0_269:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v43, 0
.LBB0_270:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[116:117], s[2:3], 1, v[116:117]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_272
; %bb.271:
	global_load_ushort v44, v[116:117], off
	s_branch .LBB0_273
.LBB0_272:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v44, 0
.LBB0_273:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[118:119], s[2:3], 1, v[118:119]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_275
; %bb.274:
	global_load_ushort v45, v[118:119], off
	s_branch .LBB0_276
.LBB0_275:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v45, 0
.LBB0_276:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[120:121], s[2:3], 1, v[120:121]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_278
; %bb.277:
	global_load_ushort v46, v[120:121], off
	s_branch .LBB0_279
.LBB0_278:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v46, 0
.LBB0_279:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[122:123], s[2:3], 1, v[122:123]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_281
; %bb.280:
	global_load_ushort v47, v[122:123], off
	s_branch .LBB0_282
.LBB0_281:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v47, 0
.LBB0_282:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[126:127], s[2:3], 1, v[126:127]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_284
; %bb.283:
	global_load_ushort v48, v[126:127], off
	s_branch .LBB0_285
.LBB0_284:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v48, 0
.LBB0_285:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[130:131], s[2:3], 1, v[130:131]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_287
; %bb.286:
	global_load_ushort v49, v[130:131], off
	s_branch .LBB0_288
.LBB0_287:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v49, 0
.LBB0_288:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	v_add_u32_e32 v50, 0x1c000, v196
	s_waitcnt vmcnt(0)
	ds_write_b16 v50, v2
	ds_write_b16 v50, v4 offset:2048
	ds_write_b16 v50, v6 offset:4096
	ds_write_b16 v50, v8 offset:6144
	ds_write_b16 v50, v10 offset:8192
	ds_write_b16 v50, v12 offset:10240
	ds_write_b16 v50, v14 offset:12288
	ds_write_b16 v50, v16 offset:14336
	v_add_u32_e32 v2, 0x1c000, v204
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	v_and_b32_e32 v167, 31, v0
	.loc	1 56 34                         ; triton_heldout_src.py:56:34
	v_and_b32_e32 v168, 32, v0
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_write_b16 v2, v3 offset:1024
	ds_write_b16 v2, v5 offset:3072
	ds_write_b16 v2, v7 offset:5120
	ds_write_b16 v2, v9 offset:7168
	ds_write_b16 v2, v11 offset:9216
	ds_write_b16 v2, v13 offset:11264
	ds_write_b16 v2, v15 offset:13312
	ds_write_b16 v2, v17 offset:15360
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	ds_write_b16 v1, v18 offset:32768
	ds_write_b16 v1, v26 offset:40960
	ds_write_b16 v1, v34 offset:49152
	ds_write_b16 v1, v42 offset:57344
	ds_write_b16 v160, v19 offset:33792
	ds_write_b16 v160, v27 offset:41984
	ds_write_b16 v160, v35 offset:50176
	ds_write_b16 v160, v43 offset:58368
	ds_write_b16 v161, v20 offset:34816
	ds_write_b16 v161, v28 offset:43008
	ds_write_b16 v161, v36 offset:51200
	ds_write_b16 v161, v44 offset:59392
	ds_write_b16 v162, v21 offset:35840
	ds_write_b16 v162, v29 offset:44032
	ds_write_b16 v162, v37 offset:52224
	ds_write_b16 v162, v45 offset:60416
	ds_write_b16 v163, v22 offset:36864
	ds_write_b16 v163, v30 offset:45056
	ds_write_b16 v163, v38 offset:53248
	ds_write_b16 v163, v46 offset:61440
	ds_write_b16 v164, v23 offset:37888
	ds_write_b16 v164, v31 offset:46080
	ds_write_b16 v164, v39 offset:54272
	ds_write_b16 v164, v47 offset:62464
	ds_write_b16 v165, v24 offset:38912
	ds_write_b16 v165, v32 offset:47104
	ds_write_b16 v165, v40 offset:55296
	ds_write_b16 v165, v48 offset:63488
	ds_write_b16 v166, v25 offset:39936
	ds_write_b16 v166, v33 offset:48128
	ds_write_b16 v166, v41 offset:56320
	ds_write_b16 v166, v49 offset:64512
	v_lshlrev_b32_e32 v2, 3, v0
	v_lshlrev_b32_e32 v1, 7, v167
	v_and_b32_e32 v3, 0x70, v2
	v_lshrrev_b32_e32 v4, 1, v168
	s_lshl_b32 s0, s12, 4
	v_or_b32_e32 v5, v1, v3
	v_bitop3_b32 v1, v1, v4, v3 bitop3:0x36
	v_mov_b32_e32 v3, 0x60
	.loc	1 56 34 is_stmt 1               ; triton_heldout_src.py:56:34
	s_and_b32 s4, s13, 0xc0
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_add_i32 s14, s10, 0xffffff80
	v_bitop3_b32 v197, s0, 32, v1 bitop3:0x36
	v_bitop3_b32 v193, s0, 64, v1 bitop3:0x36
	v_bitop3_b32 v192, s0, v3, v1 bitop3:0x36
	v_and_b32_e32 v1, 44, v0
	v_and_b32_e32 v2, 24, v2
	v_lshlrev_b32_e32 v0, 1, v0
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_mov_b32 s13, 0
	s_mov_b32 s16, 0x1c000
	s_mov_b32 s18, 1
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s14, 1
	v_bitop3_b32 v194, s0, v5, v4 bitop3:0xf6
	v_lshlrev_b32_e32 v160, 2, v1
	v_and_b32_e32 v161, 32, v0
	v_lshl_or_b32 v162, v1, 7, v2
	s_cbranch_scc1 .LBB0_292
; %bb.289:                              ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; triton_heldout_src.py:0:5
	v_xor_b32_e32 v0, v160, v161
	v_xor_b32_e32 v0, v0, v162
	v_xor_b32_e32 v0, s4, v0
	v_mov_b32_e32 v32, 0
	scratch_store_dword off, v0, off offset:8 ; 4-byte Folded Spill
	s_mov_b32 s5, 0x18000
	s_mov_b32 s17, 0x8000
	s_mov_b64 s[0:1], 0x80
	s_lshl_b64 s[2:3], s[2:3], 1
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v34, v32
	v_mov_b32_e32 v35, v32
	v_mov_b32_e32 v36, v32
	v_mov_b32_e32 v37, v32
	v_mov_b32_e32 v38, v32
	v_mov_b32_e32 v39, v32
	v_mov_b32_e32 v40, v32
	v_mov_b32_e32 v41, v32
	v_mov_b32_e32 v42, v32
	v_mov_b32_e32 v43, v32
	v_mov_b32_e32 v44, v32
	v_mov_b32_e32 v45, v32
	v_mov_b32_e32 v46, v32
	v_mov_b32_e32 v47, v32
	v_mov_b32_e32 v48, v32
	v_mov_b32_e32 v49, v32
	v_mov_b32_e32 v50, v32
	v_mov_b32_e32 v51, v32
	v_mov_b32_e32 v52, v32
	v_mov_b32_e32 v53, v32
	v_mov_b32_e32 v54, v32
	v_mov_b32_e32 v55, v32
	v_mov_b32_e32 v56, v32
	v_mov_b32_e32 v57, v32
	v_mov_b32_e32 v58, v32
	v_mov_b32_e32 v59, v32
	v_mov_b32_e32 v60, v32
	v_mov_b32_e32 v61, v32
	v_mov_b32_e32 v62, v32
	v_mov_b32_e32 v63, v32
	v_mov_b32_e32 v16, v32
	v_mov_b32_e32 v17, v32
	v_mov_b32_e32 v18, v32
	v_mov_b32_e32 v19, v32
	v_mov_b32_e32 v20, v32
	v_mov_b32_e32 v21, v32
	v_mov_b32_e32 v22, v32
	v_mov_b32_e32 v23, v32
	v_mov_b32_e32 v24, v32
	v_mov_b32_e32 v25, v32
	v_mov_b32_e32 v26, v32
	v_mov_b32_e32 v27, v32
	v_mov_b32_e32 v28, v32
	v_mov_b32_e32 v29, v32
	v_mov_b32_e32 v30, v32
	v_mov_b32_e32 v31, v32
	v_mov_b32_e32 v0, v32
	v_mov_b32_e32 v1, v32
	v_mov_b32_e32 v2, v32
	v_mov_b32_e32 v3, v32
	v_mov_b32_e32 v4, v32
	v_mov_b32_e32 v5, v32
	v_mov_b32_e32 v6, v32
	v_mov_b32_e32 v7, v32
	v_mov_b32_e32 v8, v32
	v_mov_b32_e32 v9, v32
	v_mov_b32_e32 v10, v32
	v_mov_b32_e32 v11, v32
	v_mov_b32_e32 v12, v32
	v_mov_b32_e32 v13, v32
	v_mov_b32_e32 v14, v32
	v_mov_b32_e32 v15, v32
	s_mov_b32 s15, 0
	scratch_store_dword off, v168, off offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v167, off offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v160, off offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v161, off offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v162, off offset:28 ; 4-byte Folded Spill
	.p2align	5, , 4
.LBB0_290:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 63 9 is_stmt 1                ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[216:217], v[132:133], 0, s[0:1]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	global_load_ushort v222, v[132:133], off offset:128
	s_nop 0
	global_load_ushort v132, v[134:135], off offset:128
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[188:189], v[124:125], 0, s[0:1]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	global_load_ushort v226, v[144:145], off offset:128
	global_load_ushort v218, v[150:151], off offset:128
	global_load_ushort v227, v[142:143], off offset:128
	global_load_ushort v219, v[148:149], off offset:128
	global_load_ushort v228, v[152:153], off offset:128
	global_load_ushort v220, v[154:155], off offset:128
	global_load_ushort v229, v[156:157], off offset:128
	global_load_ushort v221, v[158:159], off offset:128
	global_load_ushort v230, v[124:125], off offset:128
	global_load_ushort v223, v[128:129], off offset:128
	s_mov_b32 s20, s13
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[172:173], v[144:145], 0, s[0:1]
	s_mov_b32 s19, s5
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v124, s19, v194
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[162:163], v[134:135], 0, s[0:1]
	v_lshl_add_u64 v[164:165], v[136:137], 0, s[0:1]
	v_lshl_add_u64 v[166:167], v[138:139], 0, s[0:1]
	v_lshl_add_u64 v[168:169], v[140:141], 0, s[0:1]
	v_lshl_add_u64 v[170:171], v[146:147], 0, s[0:1]
	v_lshl_add_u64 v[176:177], v[142:143], 0, s[0:1]
	v_lshl_add_u64 v[178:179], v[148:149], 0, s[0:1]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v133, s19, v197
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[174:175], v[150:151], 0, s[0:1]
	s_mov_b32 s5, s16
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_add_i32 s16, s18, 1
	v_mov_b64_e32 v[150:151], v[174:175]
	s_cmp_lt_i32 s16, 3
	s_cselect_b32 s18, s16, 0
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_lshl_b32 s16, s18, 14
	s_add_i32 s16, s16, 0x18000
	v_mov_b32_e32 v160, v183
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[182:183], v[154:155], 0, s[0:1]
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[2:3]
	v_lshl_add_u64 v[114:115], v[114:115], 0, s[2:3]
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[2:3]
	v_lshl_add_u64 v[66:67], v[66:67], 0, s[2:3]
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[2:3]
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[2:3]
	v_lshl_add_u64 v[72:73], v[72:73], 0, s[2:3]
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[2:3]
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[2:3]
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[2:3]
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[2:3]
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[2:3]
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[2:3]
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[2:3]
	v_lshl_add_u64 v[88:89], v[88:89], 0, s[2:3]
	v_lshl_add_u64 v[90:91], v[90:91], 0, s[2:3]
	v_lshl_add_u64 v[92:93], v[92:93], 0, s[2:3]
	v_lshl_add_u64 v[94:95], v[94:95], 0, s[2:3]
	v_lshl_add_u64 v[96:97], v[96:97], 0, s[2:3]
	v_lshl_add_u64 v[98:99], v[98:99], 0, s[2:3]
	v_lshl_add_u64 v[100:101], v[100:101], 0, s[2:3]
	v_lshl_add_u64 v[102:103], v[102:103], 0, s[2:3]
	v_lshl_add_u64 v[104:105], v[104:105], 0, s[2:3]
	v_lshl_add_u64 v[106:107], v[106:107], 0, s[2:3]
	v_lshl_add_u64 v[108:109], v[108:109], 0, s[2:3]
	v_lshl_add_u64 v[110:111], v[110:111], 0, s[2:3]
	v_lshl_add_u64 v[112:113], v[112:113], 0, s[2:3]
	v_lshl_add_u64 v[116:117], v[116:117], 0, s[2:3]
	v_lshl_add_u64 v[120:121], v[120:121], 0, s[2:3]
	v_lshl_add_u64 v[122:123], v[122:123], 0, s[2:3]
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[2:3]
	v_lshl_add_u64 v[130:131], v[130:131], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v213, s19, v192
	v_mov_b64_e32 v[154:155], v[182:183]
	v_mov_b32_e32 v183, v160
	s_mov_b32 s13, s17
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[180:181], v[152:153], 0, s[0:1]
	v_lshl_add_u64 v[184:185], v[156:157], 0, s[0:1]
	v_lshl_add_u64 v[186:187], v[158:159], 0, s[0:1]
	v_lshl_add_u64 v[190:191], v[128:129], 0, s[0:1]
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_add_i32 s15, s15, 64
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_lshl_b32 s17, s18, 15
	v_mov_b64_e32 v[128:129], v[190:191]
	v_mov_b64_e32 v[158:159], v[186:187]
	v_mov_b64_e32 v[156:157], v[184:185]
	v_mov_b64_e32 v[152:153], v[180:181]
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s15, s14
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_waitcnt vmcnt(10)
	scratch_store_dword off, v132, off      ; 4-byte Folded Spill
	global_load_ushort v224, v[136:137], off offset:128
	global_load_ushort v215, v[138:139], off offset:128
	global_load_ushort v225, v[140:141], off offset:128
	s_nop 0
	global_load_ushort v132, v[146:147], off offset:128
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v132, off offset:4 ; 4-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v125, off, off offset:8 ; 4-byte Folded Reload
	ds_read_b128 v[146:149], v124 offset:8192
	v_add_u32_e32 v132, s19, v193
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	global_load_ushort v246, v[64:65], off
	global_load_ushort v243, v[66:67], off
	global_load_ushort v240, v[68:69], off
	global_load_ushort v237, v[70:71], off
	global_load_ushort v235, v[72:73], off
	global_load_ushort v233, v[74:75], off
	global_load_ushort v232, v[76:77], off
	global_load_ushort v231, v[78:79], off
	global_load_ushort v251, v[80:81], off
	global_load_ushort v249, v[82:83], off
	global_load_ushort v247, v[84:85], off
	global_load_ushort v244, v[86:87], off
	global_load_ushort v241, v[88:89], off
	global_load_ushort v238, v[90:91], off
	global_load_ushort v236, v[92:93], off
	global_load_ushort v234, v[94:95], off
	global_load_ushort v254, v[96:97], off
	global_load_ushort v253, v[98:99], off
	global_load_ushort v252, v[100:101], off
	global_load_ushort v250, v[102:103], off
	global_load_ushort v248, v[104:105], off
	global_load_ushort v245, v[106:107], off
	global_load_ushort v242, v[108:109], off
	global_load_ushort v239, v[110:111], off
	global_load_ushort v255, v[112:113], off
	global_load_ushort v209, v[114:115], off
	global_load_ushort v207, v[116:117], off
	global_load_ushort v198, v[118:119], off
	global_load_ushort v195, v[120:121], off
	global_load_ushort v210, v[122:123], off
	global_load_ushort v208, v[126:127], off
	global_load_ushort v206, v[130:131], off
	s_waitcnt vmcnt(32)
	v_add_u32_e32 v212, s20, v125
	v_xor_b32_e32 v125, 64, v125
	v_add_u32_e32 v214, s20, v125
	ds_read_b64_tr_b16 v[144:145], v214 offset:2304
	ds_read_b64_tr_b16 v[134:135], v212
	ds_read_b64_tr_b16 v[136:137], v214 offset:2048
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[138:141], v124
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[142:143], v212 offset:256
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[32:47], v[134:137], v[138:141], v[32:47]
	v_mov_b64_e32 v[124:125], v[188:189]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[142:145], v[138:141], v[48:63]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[138:139], v212 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[16:31], v[134:137], v[146:149], v[16:31]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[136:137], v214 offset:10496
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[142:145], v[146:149], v[0:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[140:141], v214 offset:10240
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[142:145], v133
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[134:135], v212 offset:8448
	v_mov_b64_e32 v[148:149], v[178:179]
	ds_read_b64_tr_b16 v[178:179], v214 offset:18688
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[32:47], v[138:141], v[142:145], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[48:63], v[134:137], v[142:145], v[48:63]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[144:147], v133 offset:8192
	v_mov_b64_e32 v[142:143], v[176:177]
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[138:141], v[144:147], v[16:31]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[138:139], v212 offset:16384
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[134:137], v[144:147], v[0:15]
	v_mov_b64_e32 v[144:145], v[172:173]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[172:175], v132 offset:8192
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[140:141], v214 offset:18432
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[134:137], v132
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[176:177], v212 offset:16640
	v_mov_b64_e32 v[146:147], v[170:171]
	v_mov_b64_e32 v[132:133], v[216:217]
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[32:47], v[138:141], v[134:137], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], v[138:141], v[172:175], v[16:31]
	v_mov_b64_e32 v[140:141], v[168:169]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v168, s16, v196
	v_mov_b64_e32 v[138:139], v[166:167]
	v_add_u32_e32 v169, s16, v204
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[176:179], v[134:137], v[48:63]
	v_mov_b64_e32 v[136:137], v[164:165]
	v_mov_b64_e32 v[134:135], v[162:163]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[164:165], v212 offset:24576
	ds_read_b64_tr_b16 v[166:167], v214 offset:26624
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[160:163], v213
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[170:171], v212 offset:24832
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[176:179], v[172:175], v[0:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read_b64_tr_b16 v[172:173], v214 offset:26880
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[174:177], v213 offset:8192
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v168, v222
	ds_write_b16 v168, v224 offset:2048
	ds_write_b16 v168, v225 offset:4096
	ds_write_b16 v168, v226 offset:6144
	ds_write_b16 v168, v227 offset:8192
	ds_write_b16 v168, v228 offset:10240
	ds_write_b16 v168, v229 offset:12288
	ds_write_b16 v168, v230 offset:14336
	scratch_load_dword v168, off, off       ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write_b16 v169, v168 offset:1024
	ds_write_b16 v169, v215 offset:3072
	scratch_load_dword v168, off, off offset:4 ; 4-byte Folded Reload
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[32:47], v[164:167], v[160:163], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[170:173], v[160:163], v[48:63]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	v_add_u32_e32 v160, s17, v211
	v_add_u32_e32 v161, s17, v199
	v_add_u32_e32 v162, s17, v200
	v_add_u32_e32 v163, s17, v201
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[16:31], v[164:167], v[174:177], v[16:31]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	v_add_u32_e32 v164, s17, v202
	v_add_u32_e32 v165, s17, v203
	v_add_u32_e32 v166, s17, v183
	v_add_u32_e32 v167, s17, v205
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_waitcnt vmcnt(0)
	ds_write_b16 v169, v168 offset:5120
	ds_write_b16 v169, v218 offset:7168
	ds_write_b16 v169, v219 offset:9216
	ds_write_b16 v169, v220 offset:11264
	ds_write_b16 v169, v221 offset:13312
	ds_write_b16 v169, v223 offset:15360
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_write_b16 v160, v246
	ds_write_b16 v160, v251 offset:8192
	ds_write_b16 v160, v254 offset:16384
	ds_write_b16 v160, v255 offset:24576
	ds_write_b16 v161, v243 offset:1024
	ds_write_b16 v161, v249 offset:9216
	ds_write_b16 v161, v253 offset:17408
	ds_write_b16 v161, v209 offset:25600
	ds_write_b16 v162, v240 offset:2048
	ds_write_b16 v162, v247 offset:10240
	ds_write_b16 v162, v252 offset:18432
	ds_write_b16 v162, v207 offset:26624
	ds_write_b16 v163, v237 offset:3072
	ds_write_b16 v163, v244 offset:11264
	ds_write_b16 v163, v250 offset:19456
	ds_write_b16 v163, v198 offset:27648
	ds_write_b16 v164, v235 offset:4096
	ds_write_b16 v164, v241 offset:12288
	ds_write_b16 v164, v248 offset:20480
	ds_write_b16 v164, v195 offset:28672
	ds_write_b16 v165, v233 offset:5120
	ds_write_b16 v165, v238 offset:13312
	ds_write_b16 v165, v245 offset:21504
	ds_write_b16 v165, v210 offset:29696
	ds_write_b16 v166, v232 offset:6144
	ds_write_b16 v166, v236 offset:14336
	ds_write_b16 v166, v242 offset:22528
	ds_write_b16 v166, v208 offset:30720
	ds_write_b16 v167, v231 offset:7168
	ds_write_b16 v167, v234 offset:15360
	ds_write_b16 v167, v239 offset:23552
	ds_write_b16 v167, v206 offset:31744
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[170:173], v[174:177], v[0:15]
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_cbranch_scc1 .LBB0_290
; %bb.291:                              ; %Flow
	.loc	1 0 5 is_stmt 0                 ; triton_heldout_src.py:0:5
	scratch_load_dword v167, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_dword v168, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v160, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v161, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dword v162, off, off offset:28 ; 4-byte Folded Reload
	s_branch .LBB0_293
.LBB0_292:
	v_mov_b32_e32 v15, 0
	s_mov_b32 s5, 0x18000
	s_mov_b32 s17, 0x8000
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
	v_mov_b32_e32 v63, v15
	v_mov_b32_e32 v62, v15
	v_mov_b32_e32 v61, v15
	v_mov_b32_e32 v60, v15
	v_mov_b32_e32 v59, v15
	v_mov_b32_e32 v58, v15
	v_mov_b32_e32 v57, v15
	v_mov_b32_e32 v56, v15
	v_mov_b32_e32 v55, v15
	v_mov_b32_e32 v54, v15
	v_mov_b32_e32 v53, v15
	v_mov_b32_e32 v52, v15
	v_mov_b32_e32 v51, v15
	v_mov_b32_e32 v50, v15
	v_mov_b32_e32 v49, v15
	v_mov_b32_e32 v48, v15
	v_mov_b32_e32 v47, v15
	v_mov_b32_e32 v46, v15
	v_mov_b32_e32 v45, v15
	v_mov_b32_e32 v44, v15
	v_mov_b32_e32 v43, v15
	v_mov_b32_e32 v42, v15
	v_mov_b32_e32 v41, v15
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v39, v15
	v_mov_b32_e32 v38, v15
	v_mov_b32_e32 v37, v15
	v_mov_b32_e32 v36, v15
	v_mov_b32_e32 v35, v15
	v_mov_b32_e32 v34, v15
	v_mov_b32_e32 v33, v15
	v_mov_b32_e32 v32, v15
.LBB0_293:                              ; %._crit_edge
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(0)
	v_bitop3_b32 v64, s4, v160, v162 bitop3:0x36
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_add_i32 s10, s10, 63
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	v_xor_b32_e32 v65, v64, v161
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s10, 64
	v_xor_b32_e32 v64, 64, v65
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 62 16 is_stmt 0               ; triton_heldout_src.py:62:16
	s_cbranch_scc1 .LBB0_295
; %bb.294:
	.loc	1 62 0                          ; triton_heldout_src.py:62
	v_add_u32_e32 v66, s13, v65
	v_add_u32_e32 v67, s13, v64
	ds_read_b64_tr_b16 v[72:73], v66
	ds_read_b64_tr_b16 v[74:75], v67 offset:2048
	ds_read_b64_tr_b16 v[82:83], v67 offset:10240
	ds_read_b64_tr_b16 v[106:107], v67 offset:26624
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v68, s5, v194
	ds_read_b128 v[76:79], v68
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[80:81], v66 offset:8192
	ds_read_b64_tr_b16 v[84:85], v66 offset:8448
	ds_read_b64_tr_b16 v[88:89], v66 offset:256
	ds_read_b64_tr_b16 v[86:87], v67 offset:10496
	ds_read_b64_tr_b16 v[90:91], v67 offset:2304
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[88:91], v[76:79], v[48:63]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v69, s5, v197
	ds_read_b128 v[92:95], v69
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[96:97], v66 offset:16384
	ds_read_b64_tr_b16 v[98:99], v67 offset:18432
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v70, s5, v193
	ds_read_b128 v[100:103], v70
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[104:105], v66 offset:24576
	ds_read_b64_tr_b16 v[108:109], v66 offset:24832
	ds_read_b64_tr_b16 v[112:113], v66 offset:16640
	ds_read_b64_tr_b16 v[110:111], v67 offset:26880
	ds_read_b64_tr_b16 v[114:115], v67 offset:18688
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v66, s5, v192
	ds_read_b128 v[116:119], v66
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[32:47], v[72:75], v[76:79], v[32:47]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[76:79], v68 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[72:75], v[76:79], v[16:31]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[72:75], v69 offset:8192
	ds_read_b128 v[68:71], v70 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[88:91], v[76:79], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[80:83], v[92:95], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[84:87], v[92:95], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[80:83], v[72:75], v[16:31]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[80:83], v66 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[84:87], v[72:75], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[96:99], v[100:103], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[112:115], v[100:103], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[96:99], v[68:71], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[112:115], v[68:71], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[104:107], v[116:119], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[108:111], v[116:119], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[104:107], v[80:83], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[108:111], v[80:83], v[0:15]
.LBB0_295:                              ; %._crit_edge._crit_edge
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_cmpk_lt_i32 s10, 0x80
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_cbranch_scc1 .LBB0_297
; %bb.296:
	.loc	1 62 0 is_stmt 0                ; triton_heldout_src.py:62
	v_add_u32_e32 v65, s17, v65
	v_add_u32_e32 v64, s17, v64
	ds_read_b64_tr_b16 v[70:71], v65
	ds_read_b64_tr_b16 v[72:73], v64 offset:2048
	ds_read_b64_tr_b16 v[80:81], v64 offset:10240
	ds_read_b64_tr_b16 v[104:105], v64 offset:26624
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v66, s16, v194
	ds_read_b128 v[74:77], v66
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[78:79], v65 offset:8192
	ds_read_b64_tr_b16 v[82:83], v65 offset:8448
	ds_read_b64_tr_b16 v[86:87], v65 offset:256
	ds_read_b64_tr_b16 v[84:85], v64 offset:10496
	ds_read_b64_tr_b16 v[88:89], v64 offset:2304
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[86:89], v[74:77], v[48:63]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v67, s16, v197
	ds_read_b128 v[90:93], v67
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[94:95], v65 offset:16384
	ds_read_b64_tr_b16 v[96:97], v64 offset:18432
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v68, s16, v193
	ds_read_b128 v[98:101], v68
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[102:103], v65 offset:24576
	ds_read_b64_tr_b16 v[106:107], v65 offset:24832
	ds_read_b64_tr_b16 v[110:111], v65 offset:16640
	ds_read_b64_tr_b16 v[108:109], v64 offset:26880
	ds_read_b64_tr_b16 v[112:113], v64 offset:18688
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v64, s16, v192
	ds_read_b128 v[114:117], v64
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[32:47], v[70:73], v[74:77], v[32:47]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[74:77], v66 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[70:73], v[74:77], v[16:31]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[70:73], v67 offset:8192
	ds_read_b128 v[66:69], v68 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[86:89], v[74:77], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[78:81], v[90:93], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[82:85], v[90:93], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[78:81], v[70:73], v[16:31]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[78:81], v64 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[82:85], v[70:73], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[94:97], v[98:101], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[110:113], v[98:101], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[94:97], v[66:69], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[110:113], v[66:69], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[102:105], v[114:117], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[106:109], v[114:117], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[102:105], v[78:81], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[106:109], v[78:81], v[0:15]
.LBB0_297:
	.loc	1 56 34 is_stmt 1               ; triton_heldout_src.py:56:34
	v_lshrrev_b32_e32 v65, 2, v168
	s_lshr_b32 s0, s4, 1
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	s_nop 5
	v_cvt_pk_f16_f32 v64, v32, v33
	.loc	1 56 34                         ; triton_heldout_src.py:56:34
	v_or_b32_e32 v32, s0, v65
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	s_lshr_b32 s0, s12, 3
	v_or_b32_e32 v33, s0, v167
	.loc	1 55 10 is_stmt 0               ; triton_heldout_src.py:55:10
	v_or_b32_e32 v33, s8, v33
	.loc	1 65 53 is_stmt 1               ; triton_heldout_src.py:65:53
	v_cvt_pk_f16_f32 v65, v34, v35
	.loc	1 55 10                         ; triton_heldout_src.py:55:10
	v_or_b32_e32 v35, 64, v33
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	v_cvt_pk_f16_f32 v66, v36, v37
	.loc	1 56 10                         ; triton_heldout_src.py:56:10
	v_or_b32_e32 v32, s11, v32
	.loc	1 65 22                         ; triton_heldout_src.py:65:22
	v_mul_lo_u32 v34, v33, s9
	v_mul_lo_u32 v36, v35, s9
	.loc	1 65 14 is_stmt 0               ; triton_heldout_src.py:65:14
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[6:7]
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[6:7]
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	v_cvt_pk_f16_f32 v67, v38, v39
	.loc	1 65 14                         ; triton_heldout_src.py:65:14
	v_lshl_add_u64 v[68:69], v[34:35], 0, v[32:33]
	v_lshl_add_u64 v[70:71], v[36:37], 0, v[32:33]
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	v_cvt_pk_f16_f32 v32, v40, v41
	v_cvt_pk_f16_f32 v33, v42, v43
	v_cvt_pk_f16_f32 v34, v44, v45
	v_cvt_pk_f16_f32 v35, v46, v47
	v_cvt_pk_f16_f32 v40, v56, v57
	v_cvt_pk_f16_f32 v41, v58, v59
	v_cvt_pk_f16_f32 v42, v60, v61
	v_cvt_pk_f16_f32 v43, v62, v63
	v_cvt_pk_f16_f32 v16, v16, v17
	v_cvt_pk_f16_f32 v17, v18, v19
	v_cvt_pk_f16_f32 v18, v20, v21
	v_cvt_pk_f16_f32 v19, v22, v23
	v_cvt_pk_f16_f32 v20, v24, v25
	v_cvt_pk_f16_f32 v21, v26, v27
	v_cvt_pk_f16_f32 v22, v28, v29
	v_cvt_pk_f16_f32 v23, v30, v31
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v3, v6, v7
	v_cvt_pk_f16_f32 v4, v8, v9
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v6, v12, v13
	v_cvt_pk_f16_f32 v7, v14, v15
	v_permlane32_swap_b32_e32 v64, v66
	v_permlane32_swap_b32_e32 v65, v67
	v_cvt_pk_f16_f32 v36, v48, v49
	v_cvt_pk_f16_f32 v37, v50, v51
	v_cvt_pk_f16_f32 v38, v52, v53
	v_cvt_pk_f16_f32 v39, v54, v55
	v_permlane32_swap_b32_e32 v32, v34
	.loc	1 65 5                          ; triton_heldout_src.py:65:5
	global_store_dwordx4 v[68:69], v[64:67], off
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	v_permlane32_swap_b32_e32 v33, v35
	v_permlane32_swap_b32_e32 v40, v42
	v_permlane32_swap_b32_e32 v41, v43
	v_permlane32_swap_b32_e32 v20, v22
	v_permlane32_swap_b32_e32 v21, v23
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v36, v38
	v_permlane32_swap_b32_e32 v37, v39
	.loc	1 65 5                          ; triton_heldout_src.py:65:5
	global_store_dwordx4 v[68:69], v[32:35], off offset:32
	global_store_dwordx4 v[68:69], v[36:39], off offset:256
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	.loc	1 65 5                          ; triton_heldout_src.py:65:5
	global_store_dwordx4 v[68:69], v[40:43], off offset:288
	global_store_dwordx4 v[70:71], v[16:19], off
	global_store_dwordx4 v[70:71], v[4:7], off offset:288
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 65 5                          ; triton_heldout_src.py:65:5
	global_store_dwordx4 v[70:71], v[20:23], off offset:32
	global_store_dwordx4 v[70:71], v[0:3], off offset:256
	.loc	1 53 1 is_stmt 1                ; triton_heldout_src.py:53:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	gemm_pipelined, .Lfunc_end0-gemm_pipelined
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_pipelined
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 36
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 21
		.amdhsa_accum_offset 256
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
	.set .Lgemm_pipelined.num_vgpr, 256
	.set .Lgemm_pipelined.num_agpr, 0
	.set .Lgemm_pipelined.numbered_sgpr, 21
	.set .Lgemm_pipelined.num_named_barrier, 0
	.set .Lgemm_pipelined.private_seg_size, 36
	.set .Lgemm_pipelined.uses_vcc, 0
	.set .Lgemm_pipelined.uses_flat_scratch, 0
	.set .Lgemm_pipelined.has_dyn_sized_stack, 0
	.set .Lgemm_pipelined.has_recursion, 0
	.set .Lgemm_pipelined.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10212
; TotalNumSgprs: 27
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 36
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
	.asciz	"triton_heldout_src.py"         ; string offset=7 ; triton_heldout_src.py
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
    .name:           gemm_pipelined
    .private_segment_fixed_size: 36
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         gemm_pipelined.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 8
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
