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
; %bb.394:
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
; %bb.395:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	v_readfirstlane_b32 s13, v0
	.loc	1 55 10                         ; triton_heldout_src.py:55:10
	s_lshl_b32 s8, s16, 7
	.loc	1 55 34 is_stmt 0               ; triton_heldout_src.py:55:34
	s_lshr_b32 s0, s13, 6
	.loc	1 55 10                         ; triton_heldout_src.py:55:10
	s_or_b32 s11, s0, s8
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
	v_mov_b32_e32 v65, 0
	v_lshlrev_b32_e32 v64, 1, v1
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	v_lshl_add_u64 v[2:3], s[14:15], 0, v[64:65]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v108, v[2:3], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v108, 0
.LBB0_3:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 4
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[4:5], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v109, v[4:5], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v109, 0
.LBB0_6:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 8
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[6:7], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v112, v[6:7], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v112, 0
.LBB0_9:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 12
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[8:9], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v113, v[8:9], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v113, 0
.LBB0_12:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 16
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v116, v[10:11], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v116, 0
.LBB0_15:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 20
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[12:13], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v117, v[12:13], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v117, 0
.LBB0_18:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 24
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[14:15], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v120, v[14:15], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v120, 0
.LBB0_21:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 28
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[16:17], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_ushort v121, v[16:17], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v121, 0
.LBB0_24:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 32
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[18:19], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	global_load_ushort v124, v[18:19], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v124, 0
.LBB0_27:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 36
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[20:21], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	global_load_ushort v125, v[20:21], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v125, 0
.LBB0_30:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 40
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[22:23], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	global_load_ushort v128, v[22:23], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v128, 0
.LBB0_33:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 44
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[24:25], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	global_load_ushort v129, v[24:25], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v129, 0
.LBB0_36:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 48
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[26:27], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	global_load_ushort v132, v[26:27], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v132, 0
.LBB0_39:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 52
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[28:29], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	global_load_ushort v133, v[28:29], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v133, 0
.LBB0_42:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 56
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[30:31], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	global_load_ushort v134, v[30:31], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v134, 0
.LBB0_45:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 60
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[32:33], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	global_load_ushort v135, v[32:33], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v135, 0
.LBB0_48:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 64
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[34:35], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	global_load_ushort v138, v[34:35], off
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v138, 0
.LBB0_51:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x44
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[36:37], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	global_load_ushort v139, v[36:37], off
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v139, 0
.LBB0_54:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x48
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[38:39], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	global_load_ushort v142, v[38:39], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v142, 0
.LBB0_57:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x4c
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[40:41], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	global_load_ushort v143, v[40:41], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v143, 0
.LBB0_60:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x50
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[42:43], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	global_load_ushort v146, v[42:43], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v146, 0
.LBB0_63:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x54
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[44:45], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	global_load_ushort v147, v[44:45], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v147, 0
.LBB0_66:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x58
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[46:47], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	global_load_ushort v150, v[46:47], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v150, 0
.LBB0_69:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x5c
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[48:49], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	global_load_ushort v151, v[48:49], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v151, 0
.LBB0_72:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x60
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[50:51], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	global_load_ushort v154, v[50:51], off
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v154, 0
.LBB0_75:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x64
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[52:53], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	global_load_ushort v155, v[52:53], off
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v155, 0
.LBB0_78:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x68
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[54:55], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_80
; %bb.79:
	global_load_ushort v156, v[54:55], off
	s_branch .LBB0_81
.LBB0_80:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v156, 0
.LBB0_81:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x6c
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[56:57], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_83
; %bb.82:
	global_load_ushort v157, v[56:57], off
	s_branch .LBB0_84
.LBB0_83:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v157, 0
.LBB0_84:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x70
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[58:59], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_86
; %bb.85:
	global_load_ushort v158, v[58:59], off
	s_branch .LBB0_87
.LBB0_86:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v158, 0
.LBB0_87:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x74
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[60:61], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_89
; %bb.88:
	global_load_ushort v159, v[60:61], off
	s_branch .LBB0_90
.LBB0_89:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v159, 0
.LBB0_90:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s12, s11, 0x78
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s12, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[62:63], s[14:15], 0, v[64:65]
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v65, 0
	s_cbranch_scc1 .LBB0_92
; %bb.91:
	global_load_ushort v160, v[62:63], off
	s_branch .LBB0_93
.LBB0_92:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v160, 0
.LBB0_93:
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_addk_i32 s11, 0x7c
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s14, s11, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s2, s2, s14
	s_addc_u32 s3, s3, s15
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	v_lshl_add_u64 v[64:65], s[2:3], 0, v[64:65]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_95
; %bb.94:
	global_load_ushort v161, v[64:65], off
	s_branch .LBB0_96
.LBB0_95:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v161, 0
.LBB0_96:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_bfe_u32 s2, s13, 0x10007
	s_mul_i32 s2, s2, s9
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s3, s2, 31
	.loc	1 55 34 is_stmt 1               ; triton_heldout_src.py:55:34
	s_and_b32 s11, s13, 64
	.loc	1 56 10                         ; triton_heldout_src.py:56:10
	s_lshl_b32 s12, s17, 7
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_lshl_b64 s[14:15], s[2:3], 1
	s_add_u32 s14, s4, s14
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	v_or_b32_e32 v1, s11, v1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_addc_u32 s15, s5, s15
	.loc	1 56 10                         ; triton_heldout_src.py:56:10
	v_or_b32_e32 v104, s12, v1
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_and_b64 s[16:17], s[0:1], exec
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_ashrrev_i32_e32 v105, 31, v104
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[66:67], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_98
; %bb.97:
	global_load_ushort v162, v[66:67], off
	s_branch .LBB0_99
.LBB0_98:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v162, 0
.LBB0_99:
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
	v_lshl_add_u64 v[68:69], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_101
; %bb.100:
	global_load_ushort v163, v[68:69], off
	s_branch .LBB0_102
.LBB0_101:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v163, 0
.LBB0_102:
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
	v_lshl_add_u64 v[70:71], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_104
; %bb.103:
	global_load_ushort v164, v[70:71], off
	s_branch .LBB0_105
.LBB0_104:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v164, 0
.LBB0_105:
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
	v_lshl_add_u64 v[72:73], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_107
; %bb.106:
	global_load_ushort v165, v[72:73], off
	s_branch .LBB0_108
.LBB0_107:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v165, 0
.LBB0_108:
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
	v_lshl_add_u64 v[74:75], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_110
; %bb.109:
	global_load_ushort v166, v[74:75], off
	s_branch .LBB0_111
.LBB0_110:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v166, 0
.LBB0_111:
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
	v_lshl_add_u64 v[76:77], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_113
; %bb.112:
	global_load_ushort v167, v[76:77], off
	s_branch .LBB0_114
.LBB0_113:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v167, 0
.LBB0_114:
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
	v_lshl_add_u64 v[78:79], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_116
; %bb.115:
	global_load_ushort v168, v[78:79], off
	s_branch .LBB0_117
.LBB0_116:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v168, 0
.LBB0_117:
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
	v_lshl_add_u64 v[80:81], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_119
; %bb.118:
	global_load_ushort v169, v[80:81], off
	s_branch .LBB0_120
.LBB0_119:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v169, 0
.LBB0_120:
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
	v_lshl_add_u64 v[82:83], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_122
; %bb.121:
	global_load_ushort v170, v[82:83], off
	s_branch .LBB0_123
.LBB0_122:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v170, 0
.LBB0_123:
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
	v_lshl_add_u64 v[84:85], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_125
; %bb.124:
	global_load_ushort v171, v[84:85], off
	s_branch .LBB0_126
.LBB0_125:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v171, 0
.LBB0_126:
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
	v_lshl_add_u64 v[86:87], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_128
; %bb.127:
	global_load_ushort v172, v[86:87], off
	s_branch .LBB0_129
.LBB0_128:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v172, 0
.LBB0_129:
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
	v_lshl_add_u64 v[88:89], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_131
; %bb.130:
	global_load_ushort v173, v[88:89], off
	s_branch .LBB0_132
.LBB0_131:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v173, 0
.LBB0_132:
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
	v_lshl_add_u64 v[90:91], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_134
; %bb.133:
	global_load_ushort v174, v[90:91], off
	s_branch .LBB0_135
.LBB0_134:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v174, 0
.LBB0_135:
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
	v_lshl_add_u64 v[92:93], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_137
; %bb.136:
	global_load_ushort v175, v[92:93], off
	s_branch .LBB0_138
.LBB0_137:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v175, 0
.LBB0_138:
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
	v_lshl_add_u64 v[94:95], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_140
; %bb.139:
	global_load_ushort v176, v[94:95], off
	s_branch .LBB0_141
.LBB0_140:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v176, 0
.LBB0_141:
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
	v_lshl_add_u64 v[96:97], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_143
; %bb.142:
	global_load_ushort v177, v[96:97], off
	s_branch .LBB0_144
.LBB0_143:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v177, 0
.LBB0_144:
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
	v_lshl_add_u64 v[98:99], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_146
; %bb.145:
	global_load_ushort v178, v[98:99], off
	s_branch .LBB0_147
.LBB0_146:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v178, 0
.LBB0_147:
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
	v_lshl_add_u64 v[100:101], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_149
; %bb.148:
	global_load_ushort v179, v[100:101], off
	s_branch .LBB0_150
.LBB0_149:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v179, 0
.LBB0_150:
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
	v_lshl_add_u64 v[102:103], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_152
; %bb.151:
	global_load_ushort v180, v[102:103], off
	s_branch .LBB0_153
.LBB0_152:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v180, 0
.LBB0_153:
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
	v_lshl_add_u64 v[106:107], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_155
; %bb.154:
	global_load_ushort v181, v[106:107], off
	s_branch .LBB0_156
.LBB0_155:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v181, 0
.LBB0_156:
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
	v_lshl_add_u64 v[110:111], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_158
; %bb.157:
	global_load_ushort v182, v[110:111], off
	s_branch .LBB0_159
.LBB0_158:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v182, 0
.LBB0_159:
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
	v_lshl_add_u64 v[114:115], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_161
; %bb.160:
	global_load_ushort v183, v[114:115], off
	s_branch .LBB0_162
.LBB0_161:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v183, 0
.LBB0_162:
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
	v_lshl_add_u64 v[118:119], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_164
; %bb.163:
	global_load_ushort v184, v[118:119], off
	s_branch .LBB0_165
.LBB0_164:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v184, 0
.LBB0_165:
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
	v_lshl_add_u64 v[122:123], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_167
; %bb.166:
	global_load_ushort v185, v[122:123], off
	s_branch .LBB0_168
.LBB0_167:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v185, 0
.LBB0_168:
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
	v_lshl_add_u64 v[126:127], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_170
; %bb.169:
	global_load_ushort v186, v[126:127], off
	s_branch .LBB0_171
.LBB0_170:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v186, 0
.LBB0_171:
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
	v_lshl_add_u64 v[130:131], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_173
; %bb.172:
	global_load_ushort v187, v[130:131], off
	s_branch .LBB0_174
.LBB0_173:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v187, 0
.LBB0_174:
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
	v_lshl_add_u64 v[136:137], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_176
; %bb.175:
	global_load_ushort v188, v[136:137], off
	s_branch .LBB0_177
.LBB0_176:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v188, 0
.LBB0_177:
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
	v_lshl_add_u64 v[140:141], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_179
; %bb.178:
	global_load_ushort v189, v[140:141], off
	s_branch .LBB0_180
.LBB0_179:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v189, 0
.LBB0_180:
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
	v_lshl_add_u64 v[144:145], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_182
; %bb.181:
	global_load_ushort v190, v[144:145], off
	s_branch .LBB0_183
.LBB0_182:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v190, 0
.LBB0_183:
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
	v_lshl_add_u64 v[148:149], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_185
; %bb.184:
	global_load_ushort v191, v[148:149], off
	s_branch .LBB0_186
.LBB0_185:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v191, 0
.LBB0_186:
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
	v_lshl_add_u64 v[152:153], v[104:105], 1, s[14:15]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_188
; %bb.187:
	global_load_ushort v197, v[152:153], off
	s_branch .LBB0_189
.LBB0_188:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v197, 0
.LBB0_189:
	.loc	1 59 17 is_stmt 1               ; triton_heldout_src.py:59:17
	s_mul_i32 s3, s9, 62
	s_add_i32 s2, s2, s3
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s3, s2, 31
	.loc	1 0 0                           ; triton_heldout_src.py:0
	s_and_b32 s13, s13, 0x80
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[198:199], v[104:105], 1, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_191
; %bb.190:
	global_load_ushort v104, v[198:199], off
	s_branch .LBB0_192
.LBB0_191:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v104, 0
.LBB0_192:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_cmp_eq_u32 s13, 0
	v_lshlrev_b32_e32 v1, 1, v1
	s_cselect_b32 s0, 0, 0x110
	v_xor_b32_e32 v200, s0, v1
	v_xor_b32_e32 v201, 32, v200
	v_xor_b32_e32 v202, 64, v200
	v_xor_b32_e32 v203, 0x60, v200
	v_xor_b32_e32 v204, 0x80, v200
	v_add_u32_e32 v1, 0, v200
	v_add_u32_e32 v194, 0, v201
	v_add_u32_e32 v195, 0, v202
	v_add_u32_e32 v196, 0, v203
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	v_add_u32_e32 v105, 0, v204
	v_xor_b32_e32 v205, 0xa0, v200
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v108
	ds_write_b16 v1, v116 offset:2048
	ds_write_b16 v1, v124 offset:4096
	ds_write_b16 v1, v132 offset:6144
	ds_write_b16 v1, v138 offset:8192
	ds_write_b16 v1, v146 offset:10240
	ds_write_b16 v1, v154 offset:12288
	ds_write_b16 v1, v158 offset:14336
	ds_write_b16 v194, v109 offset:512
	ds_write_b16 v194, v117 offset:2560
	ds_write_b16 v194, v125 offset:4608
	ds_write_b16 v194, v133 offset:6656
	ds_write_b16 v194, v139 offset:8704
	ds_write_b16 v194, v147 offset:10752
	ds_write_b16 v194, v155 offset:12800
	ds_write_b16 v194, v159 offset:14848
	ds_write_b16 v195, v112 offset:1024
	ds_write_b16 v195, v120 offset:3072
	ds_write_b16 v195, v128 offset:5120
	ds_write_b16 v195, v134 offset:7168
	ds_write_b16 v195, v142 offset:9216
	ds_write_b16 v195, v150 offset:11264
	ds_write_b16 v195, v156 offset:13312
	ds_write_b16 v195, v160 offset:15360
	ds_write_b16 v196, v113 offset:1536
	ds_write_b16 v196, v121 offset:3584
	ds_write_b16 v196, v129 offset:5632
	ds_write_b16 v196, v135 offset:7680
	ds_write_b16 v196, v143 offset:9728
	ds_write_b16 v196, v151 offset:11776
	ds_write_b16 v196, v157 offset:13824
	ds_write_b16 v196, v161 offset:15872
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_write_b16 v1, v162 offset:49152
	ds_write_b16 v1, v170 offset:53248
	ds_write_b16 v1, v178 offset:57344
	ds_write_b16 v1, v186 offset:61440
	ds_write_b16 v194, v163 offset:49664
	ds_write_b16 v194, v171 offset:53760
	ds_write_b16 v194, v179 offset:57856
	ds_write_b16 v194, v187 offset:61952
	ds_write_b16 v195, v164 offset:50176
	ds_write_b16 v195, v172 offset:54272
	ds_write_b16 v195, v180 offset:58368
	ds_write_b16 v195, v188 offset:62464
	ds_write_b16 v196, v165 offset:50688
	ds_write_b16 v196, v173 offset:54784
	ds_write_b16 v196, v181 offset:58880
	ds_write_b16 v196, v189 offset:62976
	ds_write_b16 v105, v166 offset:51200
	ds_write_b16 v105, v174 offset:55296
	ds_write_b16 v105, v182 offset:59392
	ds_write_b16 v105, v190 offset:63488
	v_add_u32_e32 v105, 0, v205
	v_xor_b32_e32 v206, 0xc0, v200
	ds_write_b16 v105, v167 offset:51712
	ds_write_b16 v105, v175 offset:55808
	ds_write_b16 v105, v183 offset:59904
	ds_write_b16 v105, v191 offset:64000
	v_add_u32_e32 v105, 0, v206
	v_xor_b32_e32 v207, 0xe0, v200
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_cmp_gt_i32 s10, 64
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	s_mov_b64 s[2:3], 0x80
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_write_b16 v105, v168 offset:52224
	ds_write_b16 v105, v176 offset:56320
	ds_write_b16 v105, v184 offset:60416
	ds_write_b16 v105, v197 offset:64512
	v_add_u32_e32 v105, 0, v207
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s10, 0x41
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[192:193], v[2:3], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_write_b16 v105, v169 offset:52736
	ds_write_b16 v105, v177 offset:56832
	ds_write_b16 v105, v185 offset:60928
	ds_write_b16 v105, v104 offset:65024
	.loc	1 62 23 is_stmt 0               ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_194
; %bb.193:
	global_load_ushort v2, v[192:193], off
	s_branch .LBB0_195
.LBB0_194:
	.loc	1 0 23                          ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v2, 0
.LBB0_195:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[108:109], v[4:5], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_197
; %bb.196:
	global_load_ushort v3, v[108:109], off
	s_branch .LBB0_198
.LBB0_197:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v3, 0
.LBB0_198:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[112:113], v[6:7], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_200
; %bb.199:
	global_load_ushort v4, v[112:113], off
	s_branch .LBB0_201
.LBB0_200:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v4, 0
.LBB0_201:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[116:117], v[8:9], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_203
; %bb.202:
	global_load_ushort v5, v[116:117], off
	s_branch .LBB0_204
.LBB0_203:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v5, 0
.LBB0_204:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[120:121], v[10:11], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_206
; %bb.205:
	global_load_ushort v6, v[120:121], off
	s_branch .LBB0_207
.LBB0_206:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v6, 0
.LBB0_207:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[124:125], v[12:13], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_209
; %bb.208:
	global_load_ushort v7, v[124:125], off
	s_branch .LBB0_210
.LBB0_209:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v7, 0
.LBB0_210:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[128:129], v[14:15], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_212
; %bb.211:
	global_load_ushort v8, v[128:129], off
	s_branch .LBB0_213
.LBB0_212:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v8, 0
.LBB0_213:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[132:133], v[16:17], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_215
; %bb.214:
	global_load_ushort v9, v[132:133], off
	s_branch .LBB0_216
.LBB0_215:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v9, 0
.LBB0_216:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[134:135], v[18:19], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_218
; %bb.217:
	global_load_ushort v10, v[134:135], off
	s_branch .LBB0_219
.LBB0_218:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v10, 0
.LBB0_219:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[138:139], v[20:21], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_221
; %bb.220:
	global_load_ushort v11, v[138:139], off
	s_branch .LBB0_222
.LBB0_221:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v11, 0
.LBB0_222:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[142:143], v[22:23], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_224
; %bb.223:
	global_load_ushort v12, v[142:143], off
	s_branch .LBB0_225
.LBB0_224:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v12, 0
.LBB0_225:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[146:147], v[24:25], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_227
; %bb.226:
	global_load_ushort v13, v[146:147], off
	s_branch .LBB0_228
.LBB0_227:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v13, 0
.LBB0_228:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[150:151], v[26:27], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_230
; %bb.229:
	global_load_ushort v14, v[150:151], off
	s_branch .LBB0_231
.LBB0_230:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v14, 0
.LBB0_231:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[154:155], v[28:29], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_233
; %bb.232:
	global_load_ushort v15, v[154:155], off
	s_branch .LBB0_234
.LBB0_233:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v15, 0
.LBB0_234:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[156:157], v[30:31], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_236
; %bb.235:
	global_load_ushort v16, v[156:157], off
	s_branch .LBB0_237
.LBB0_236:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v16, 0
.LBB0_237:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[158:159], v[32:33], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_239
; %bb.238:
	global_load_ushort v17, v[158:159], off
	s_branch .LBB0_240
.LBB0_239:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v17, 0
.LBB0_240:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[160:161], v[34:35], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_242
; %bb.241:
	global_load_ushort v18, v[160:161], off
	s_branch .LBB0_243
.LBB0_242:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v18, 0
.LBB0_243:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[162:163], v[36:37], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_245
; %bb.244:
	global_load_ushort v19, v[162:163], off
	s_branch .LBB0_246
.LBB0_245:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v19, 0
.LBB0_246:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[164:165], v[38:39], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_248
; %bb.247:
	global_load_ushort v20, v[164:165], off
	s_branch .LBB0_249
.LBB0_248:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v20, 0
.LBB0_249:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[166:167], v[40:41], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_251
; %bb.250:
	global_load_ushort v21, v[166:167], off
	s_branch .LBB0_252
.LBB0_251:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v21, 0
.LBB0_252:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[168:169], v[42:43], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_254
; %bb.253:
	global_load_ushort v22, v[168:169], off
	s_branch .LBB0_255
.LBB0_254:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v22, 0
.LBB0_255:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[170:171], v[44:45], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_257
; %bb.256:
	global_load_ushort v23, v[170:171], off
	s_branch .LBB0_258
.LBB0_257:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v23, 0
.LBB0_258:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[172:173], v[46:47], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_260
; %bb.259:
	global_load_ushort v24, v[172:173], off
	s_branch .LBB0_261
.LBB0_260:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v24, 0
.LBB0_261:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[174:175], v[48:49], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_263
; %bb.262:
	global_load_ushort v25, v[174:175], off
	s_branch .LBB0_264
.LBB0_263:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v25, 0
.LBB0_264:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[176:177], v[50:51], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_266
; %bb.265:
	global_load_ushort v26, v[176:177], off
	s_branch .LBB0_267
.LBB0_266:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v26, 0
.LBB0_267:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[178:179], v[52:53], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_269
; %bb.268:
	global_load_ushort v27, v[178:179], off
	s_branch .LBB0_270
.LBB0_269:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v27, 0
.LBB0_270:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[180:181], v[54:55], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_272
; %bb.271:
	global_load_ushort v28, v[180:181], off
	s_branch .LBB0_273
.LBB0_272:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v28, 0
.LBB0_273:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[182:183], v[56:57], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_275
; %bb.274:
	global_load_ushort v29, v[182:183], off
	s_branch .LBB0_276
.LBB0_275:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v29, 0
.LBB0_276:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[184:185], v[58:59], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_278
; %bb.277:
	global_load_ushort v30, v[184:185], off
	s_branch .LBB0_279
.LBB0_278:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v30, 0
.LBB0_279:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[186:187], v[60:61], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_281
; %bb.280:
	global_load_ushort v31, v[186:187], off
	s_branch .LBB0_282
.LBB0_281:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v31, 0
.LBB0_282:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[188:189], v[62:63], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_284
; %bb.283:
	global_load_ushort v32, v[188:189], off
	s_branch .LBB0_285
.LBB0_284:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v32, 0
.LBB0_285:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[190:191], v[64:65], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_cbranch_scc1 .LBB0_287
; %bb.286:
	global_load_ushort v33, v[190:191], off
	s_branch .LBB0_288
.LBB0_287:
	.loc	1 0 23 is_stmt 0                ; triton_heldout_src.py:0:23
	v_mov_b32_e32 v33, 0
.LBB0_288:
	.loc	1 64 14 is_stmt 1               ; triton_heldout_src.py:64:14
	s_lshl_b32 s2, s9, 6
	.loc	1 64 9 is_stmt 0                ; triton_heldout_src.py:64:9
	s_ashr_i32 s3, s2, 31
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[64:65], s[2:3], 1, v[66:67]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_290
; %bb.289:
	global_load_ushort v34, v[64:65], off
	s_branch .LBB0_291
.LBB0_290:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v34, 0
.LBB0_291:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[66:67], s[2:3], 1, v[68:69]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_293
; %bb.292:
	global_load_ushort v35, v[66:67], off
	s_branch .LBB0_294
.LBB0_293:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v35, 0
.LBB0_294:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[68:69], s[2:3], 1, v[70:71]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_296
; %bb.295:
	global_load_ushort v36, v[68:69], off
	s_branch .LBB0_297
.LBB0_296:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v36, 0
.LBB0_297:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[70:71], s[2:3], 1, v[72:73]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_299
; %bb.298:
	global_load_ushort v37, v[70:71], off
	s_branch .LBB0_300
.LBB0_299:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v37, 0
.LBB0_300:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[72:73], s[2:3], 1, v[74:75]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_302
; %bb.301:
	global_load_ushort v38, v[72:73], off
	s_branch .LBB0_303
.LBB0_302:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v38, 0
.LBB0_303:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[74:75], s[2:3], 1, v[76:77]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_305
; %bb.304:
	global_load_ushort v39, v[74:75], off
	s_branch .LBB0_306
.LBB0_305:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v39, 0
.LBB0_306:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[76:77], s[2:3], 1, v[78:79]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_308
; %bb.307:
	global_load_ushort v40, v[76:77], off
	s_branch .LBB0_309
.LBB0_308:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v40, 0
.LBB0_309:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[78:79], s[2:3], 1, v[80:81]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_311
; %bb.310:
	global_load_ushort v41, v[78:79], off
	s_branch .LBB0_312
.LBB0_311:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v41, 0
.LBB0_312:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[80:81], s[2:3], 1, v[82:83]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_314
; %bb.313:
	global_load_ushort v42, v[80:81], off
	s_branch .LBB0_315
.LBB0_314:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v42, 0
.LBB0_315:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[82:83], s[2:3], 1, v[84:85]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_317
; %bb.316:
	global_load_ushort v43, v[82:83], off
	s_branch .LBB0_318
.LBB0_317:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v43, 0
.LBB0_318:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[84:85], s[2:3], 1, v[86:87]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_320
; %bb.319:
	global_load_ushort v44, v[84:85], off
	s_branch .LBB0_321
.LBB0_320:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v44, 0
.LBB0_321:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[86:87], s[2:3], 1, v[88:89]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_323
; %bb.322:
	global_load_ushort v45, v[86:87], off
	s_branch .LBB0_324
.LBB0_323:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v45, 0
.LBB0_324:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[88:89], s[2:3], 1, v[90:91]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_326
; %bb.325:
	global_load_ushort v46, v[88:89], off
	s_branch .LBB0_327
.LBB0_326:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v46, 0
.LBB0_327:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[90:91], s[2:3], 1, v[92:93]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_329
; %bb.328:
	global_load_ushort v47, v[90:91], off
	s_branch .LBB0_330
.LBB0_329:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v47, 0
.LBB0_330:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[92:93], s[2:3], 1, v[94:95]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_332
; %bb.331:
	global_load_ushort v48, v[92:93], off
	s_branch .LBB0_333
.LBB0_332:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v48, 0
.LBB0_333:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[94:95], s[2:3], 1, v[96:97]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_335
; %bb.334:
	global_load_ushort v49, v[94:95], off
	s_branch .LBB0_336
.LBB0_335:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v49, 0
.LBB0_336:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[96:97], s[2:3], 1, v[98:99]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_338
; %bb.337:
	global_load_ushort v50, v[96:97], off
	s_branch .LBB0_339
.LBB0_338:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v50, 0
.LBB0_339:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[98:99], s[2:3], 1, v[100:101]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_341
; %bb.340:
	global_load_ushort v51, v[98:99], off
	s_branch .LBB0_342
.LBB0_341:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v51, 0
.LBB0_342:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[100:101], s[2:3], 1, v[102:103]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_344
; %bb.343:
	global_load_ushort v52, v[100:101], off
	s_branch .LBB0_345
.LBB0_344:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v52, 0
.LBB0_345:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[102:103], s[2:3], 1, v[106:107]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_347
; %bb.346:
	global_load_ushort v53, v[102:103], off
	s_branch .LBB0_348
.LBB0_347:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v53, 0
.LBB0_348:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[106:107], s[2:3], 1, v[110:111]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_350
; %bb.349:
	global_load_ushort v54, v[106:107], off
	s_branch .LBB0_351
.LBB0_350:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v54, 0
.LBB0_351:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[110:111], s[2:3], 1, v[114:115]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_353
; %bb.352:
	global_load_ushort v55, v[110:111], off
	s_branch .LBB0_354
.LBB0_353:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v55, 0
.LBB0_354:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[114:115], s[2:3], 1, v[118:119]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_356
; %bb.355:
	global_load_ushort v56, v[114:115], off
	s_branch .LBB0_357
.LBB0_356:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v56, 0
.LBB0_357:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[118:119], s[2:3], 1, v[122:123]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_359
; %bb.358:
	global_load_ushort v57, v[118:119], off
	s_branch .LBB0_360
.LBB0_359:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v57, 0
.LBB0_360:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[122:123], s[2:3], 1, v[126:127]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_362
; %bb.361:
	global_load_ushort v58, v[122:123], off
	s_branch .LBB0_363
.LBB0_362:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v58, 0
.LBB0_363:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[126:127], s[2:3], 1, v[130:131]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_365
; %bb.364:
	global_load_ushort v59, v[126:127], off
	s_branch .LBB0_366
.LBB0_365:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v59, 0
.LBB0_366:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[130:131], s[2:3], 1, v[136:137]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_368
; %bb.367:
	global_load_ushort v60, v[130:131], off
	s_branch .LBB0_369
.LBB0_368:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v60, 0
.LBB0_369:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[136:137], s[2:3], 1, v[140:141]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_371
; %bb.370:
	global_load_ushort v61, v[136:137], off
	s_branch .LBB0_372
.LBB0_371:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v61, 0
.LBB0_372:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[140:141], s[2:3], 1, v[144:145]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_374
; %bb.373:
	global_load_ushort v62, v[140:141], off
	s_branch .LBB0_375
.LBB0_374:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v62, 0
.LBB0_375:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[144:145], s[2:3], 1, v[148:149]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_377
; %bb.376:
	global_load_ushort v63, v[144:145], off
	s_branch .LBB0_378
.LBB0_377:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v63, 0
.LBB0_378:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[148:149], s[2:3], 1, v[152:153]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_380
; %bb.379:
	global_load_ushort v197, v[148:149], off
	s_branch .LBB0_381
.LBB0_380:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v197, 0
.LBB0_381:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[152:153], s[2:3], 1, v[198:199]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_cbranch_scc1 .LBB0_383
; %bb.382:
	global_load_ushort v104, v[152:153], off
	s_branch .LBB0_384
.LBB0_383:
	.loc	1 0 35 is_stmt 0                ; triton_heldout_src.py:0:35
	v_mov_b32_e32 v104, 0
.LBB0_384:
	.loc	1 62 23 is_stmt 1               ; triton_heldout_src.py:62:23
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v2 offset:16384
	ds_write_b16 v1, v6 offset:18432
	ds_write_b16 v1, v10 offset:20480
	ds_write_b16 v1, v14 offset:22528
	ds_write_b16 v1, v18 offset:24576
	ds_write_b16 v1, v22 offset:26624
	ds_write_b16 v1, v26 offset:28672
	ds_write_b16 v1, v30 offset:30720
	ds_write_b16 v194, v3 offset:16896
	ds_write_b16 v194, v7 offset:18944
	ds_write_b16 v194, v11 offset:20992
	ds_write_b16 v194, v15 offset:23040
	ds_write_b16 v194, v19 offset:25088
	ds_write_b16 v194, v23 offset:27136
	ds_write_b16 v194, v27 offset:29184
	ds_write_b16 v194, v31 offset:31232
	ds_write_b16 v195, v4 offset:17408
	ds_write_b16 v195, v8 offset:19456
	ds_write_b16 v195, v12 offset:21504
	ds_write_b16 v195, v16 offset:23552
	ds_write_b16 v195, v20 offset:25600
	ds_write_b16 v195, v24 offset:27648
	ds_write_b16 v195, v28 offset:29696
	ds_write_b16 v195, v32 offset:31744
	ds_write_b16 v196, v5 offset:17920
	ds_write_b16 v196, v9 offset:19968
	ds_write_b16 v196, v13 offset:22016
	ds_write_b16 v196, v17 offset:24064
	ds_write_b16 v196, v21 offset:26112
	ds_write_b16 v196, v25 offset:28160
	ds_write_b16 v196, v29 offset:30208
	ds_write_b16 v196, v33 offset:32256
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	v_add_u32_e32 v1, 0x10000, v200
	ds_write_b16 v1, v34
	ds_write_b16 v1, v42 offset:4096
	ds_write_b16 v1, v50 offset:8192
	ds_write_b16 v1, v58 offset:12288
	v_add_u32_e32 v1, 0x10000, v201
	ds_write_b16 v1, v35 offset:512
	ds_write_b16 v1, v43 offset:4608
	ds_write_b16 v1, v51 offset:8704
	ds_write_b16 v1, v59 offset:12800
	v_add_u32_e32 v1, 0x10000, v202
	ds_write_b16 v1, v36 offset:1024
	ds_write_b16 v1, v44 offset:5120
	ds_write_b16 v1, v52 offset:9216
	ds_write_b16 v1, v60 offset:13312
	v_add_u32_e32 v1, 0x10000, v203
	ds_write_b16 v1, v37 offset:1536
	ds_write_b16 v1, v45 offset:5632
	ds_write_b16 v1, v53 offset:9728
	ds_write_b16 v1, v61 offset:13824
	v_add_u32_e32 v1, 0x10000, v204
	ds_write_b16 v1, v38 offset:2048
	ds_write_b16 v1, v46 offset:6144
	ds_write_b16 v1, v54 offset:10240
	ds_write_b16 v1, v62 offset:14336
	v_add_u32_e32 v1, 0x10000, v205
	ds_write_b16 v1, v39 offset:2560
	ds_write_b16 v1, v47 offset:6656
	ds_write_b16 v1, v55 offset:10752
	ds_write_b16 v1, v63 offset:14848
	v_add_u32_e32 v1, 0x10000, v206
	.loc	1 55 34 is_stmt 1               ; triton_heldout_src.py:55:34
	v_and_b32_e32 v198, 31, v0
	v_and_b32_e32 v199, 32, v0
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_write_b16 v1, v40 offset:3072
	ds_write_b16 v1, v48 offset:7168
	ds_write_b16 v1, v56 offset:11264
	ds_write_b16 v1, v197 offset:15360
	v_add_u32_e32 v1, 0x10000, v207
	v_lshlrev_b32_e32 v2, 3, v0
	ds_write_b16 v1, v41 offset:3584
	ds_write_b16 v1, v49 offset:7680
	ds_write_b16 v1, v57 offset:11776
	ds_write_b16 v1, v104 offset:15872
	v_lshlrev_b32_e32 v1, 7, v198
	v_and_b32_e32 v3, 0x70, v2
	v_lshrrev_b32_e32 v4, 1, v199
	s_lshl_b32 s0, s13, 5
	v_or_b32_e32 v5, v1, v3
	v_bitop3_b32 v1, v1, v4, v3 bitop3:0x36
	v_mov_b32_e32 v3, 0x60
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_add_i32 s16, s10, 0xffffff80
	v_bitop3_b32 v196, s0, 32, v1 bitop3:0x36
	v_bitop3_b32 v195, s0, 64, v1 bitop3:0x36
	v_bitop3_b32 v194, s0, v3, v1 bitop3:0x36
	v_and_b32_e32 v1, 44, v0
	v_and_b32_e32 v2, 24, v2
	v_lshlrev_b32_e32 v0, 1, v0
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_mov_b32 s4, 0
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	s_mov_b32 s5, 0x10000
	s_mov_b32 s17, 1
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s16, 1
	v_bitop3_b32 v197, s0, v5, v4 bitop3:0xf6
	v_lshlrev_b32_e32 v104, 2, v1
	v_and_b32_e32 v105, 32, v0
	v_lshl_or_b32 v208, v1, 6, v2
	s_cbranch_scc1 .LBB0_388
; %bb.385:                              ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; triton_heldout_src.py:0:5
	v_xor_b32_e32 v0, v104, v105
	v_xor_b32_e32 v1, v0, v208
	v_bitop3_b32 v0, s11, v0, v208 bitop3:0xf6
	v_accvgpr_write_b32 a68, v0
	v_mov_b32_e32 v0, 0x80
	v_bitop3_b32 v0, s11, v0, v1 bitop3:0x36
	v_accvgpr_write_b32 a69, v0
	v_bitop3_b32 v0, s11, 64, v1 bitop3:0x36
	v_accvgpr_write_b32 a70, v0
	v_mov_b32_e32 v0, 0xc0
	v_bitop3_b32 v0, s11, v0, v1 bitop3:0x36
	v_mov_b32_e32 v32, 0
	v_accvgpr_write_b32 a64, v199
	v_accvgpr_write_b32 a63, v198
	v_accvgpr_write_b32 a65, v104
	v_accvgpr_write_b32 a66, v105
	v_accvgpr_write_b32 a67, v208
	v_accvgpr_write_b32 a71, v0
	s_movk_i32 s14, 0x4000
	s_mov_b32 s15, 0xc000
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
	s_mov_b32 s18, 0
	v_accvgpr_write_b32 a76, v200
	v_accvgpr_write_b32 a77, v201
	v_accvgpr_write_b32 a80, v202
	v_accvgpr_write_b32 a83, v203
	v_accvgpr_write_b32 a78, v204
	v_accvgpr_write_b32 a81, v205
	v_accvgpr_write_b32 a79, v206
	v_accvgpr_write_b32 a82, v207
	v_accvgpr_write_b32 a74, v194
	v_accvgpr_write_b32 a75, v195
	v_accvgpr_write_b32 a72, v196
	v_accvgpr_write_b32 a73, v197
	.p2align	5, , 4
.LBB0_386:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 63 9 is_stmt 1                ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[104:105], v[192:193], 0, s[0:1]
	s_mov_b32 s19, s4
	v_accvgpr_write_b32 a84, v104
	v_accvgpr_write_b32 a85, v105
	v_accvgpr_read_b32 v104, a73
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v104, s19, v104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 a[0:3], v104
	ds_read_b128 a[4:7], v104 offset:8192
	v_accvgpr_read_b32 v104, a72
	v_add_u32_e32 v104, s19, v104
	ds_read_b128 a[8:11], v104
	ds_read_b128 a[12:15], v104 offset:8192
	v_accvgpr_read_b32 v104, a75
	v_add_u32_e32 v104, s19, v104
	ds_read_b128 a[16:19], v104
	ds_read_b128 a[20:23], v104 offset:8192
	v_accvgpr_read_b32 v104, a74
	v_add_u32_e32 v104, s19, v104
	ds_read_b128 a[24:27], v104
	ds_read_b128 a[28:31], v104 offset:8192
	s_mov_b32 s4, s14
	s_mov_b32 s14, s15
	s_mov_b32 s15, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[2:3]
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
	v_lshl_add_u64 v[106:107], v[106:107], 0, s[2:3]
	v_lshl_add_u64 v[110:111], v[110:111], 0, s[2:3]
	v_lshl_add_u64 v[114:115], v[114:115], 0, s[2:3]
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[2:3]
	v_lshl_add_u64 v[122:123], v[122:123], 0, s[2:3]
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[2:3]
	v_lshl_add_u64 v[130:131], v[130:131], 0, s[2:3]
	v_lshl_add_u64 v[136:137], v[136:137], 0, s[2:3]
	v_lshl_add_u64 v[140:141], v[140:141], 0, s[2:3]
	v_lshl_add_u64 v[144:145], v[144:145], 0, s[2:3]
	v_lshl_add_u64 v[148:149], v[148:149], 0, s[2:3]
	v_lshl_add_u64 v[152:153], v[152:153], 0, s[2:3]
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[194:195], v[108:109], 0, s[0:1]
	v_lshl_add_u64 v[196:197], v[112:113], 0, s[0:1]
	v_lshl_add_u64 v[198:199], v[116:117], 0, s[0:1]
	v_lshl_add_u64 v[200:201], v[120:121], 0, s[0:1]
	v_lshl_add_u64 v[202:203], v[124:125], 0, s[0:1]
	v_lshl_add_u64 v[204:205], v[128:129], 0, s[0:1]
	v_lshl_add_u64 v[206:207], v[132:133], 0, s[0:1]
	v_lshl_add_u64 v[208:209], v[134:135], 0, s[0:1]
	v_lshl_add_u64 v[210:211], v[138:139], 0, s[0:1]
	v_lshl_add_u64 v[212:213], v[142:143], 0, s[0:1]
	v_lshl_add_u64 v[214:215], v[146:147], 0, s[0:1]
	v_lshl_add_u64 v[216:217], v[150:151], 0, s[0:1]
	v_lshl_add_u64 v[218:219], v[154:155], 0, s[0:1]
	v_lshl_add_u64 v[220:221], v[156:157], 0, s[0:1]
	v_lshl_add_u64 v[222:223], v[158:159], 0, s[0:1]
	v_lshl_add_u64 v[224:225], v[160:161], 0, s[0:1]
	v_lshl_add_u64 v[226:227], v[162:163], 0, s[0:1]
	v_lshl_add_u64 v[228:229], v[164:165], 0, s[0:1]
	v_lshl_add_u64 v[230:231], v[166:167], 0, s[0:1]
	v_lshl_add_u64 v[232:233], v[168:169], 0, s[0:1]
	v_lshl_add_u64 v[234:235], v[170:171], 0, s[0:1]
	v_lshl_add_u64 v[236:237], v[172:173], 0, s[0:1]
	v_lshl_add_u64 v[238:239], v[174:175], 0, s[0:1]
	v_lshl_add_u64 v[240:241], v[176:177], 0, s[0:1]
	v_lshl_add_u64 v[242:243], v[178:179], 0, s[0:1]
	v_lshl_add_u64 v[244:245], v[180:181], 0, s[0:1]
	v_lshl_add_u64 v[246:247], v[182:183], 0, s[0:1]
	v_lshl_add_u64 v[248:249], v[184:185], 0, s[0:1]
	v_lshl_add_u64 v[250:251], v[186:187], 0, s[0:1]
	v_lshl_add_u64 v[252:253], v[188:189], 0, s[0:1]
	v_lshl_add_u64 v[254:255], v[190:191], 0, s[0:1]
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_setprio 1
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	global_load_ushort v105, v[192:193], off offset:128
	s_nop 0
	global_load_ushort v108, v[108:109], off offset:128
	s_nop 0
	global_load_ushort v109, v[112:113], off offset:128
	s_nop 0
	global_load_ushort v112, v[116:117], off offset:128
	global_load_ushort v113, v[120:121], off offset:128
	s_nop 0
	global_load_ushort v116, v[124:125], off offset:128
	global_load_ushort v117, v[128:129], off offset:128
	global_load_ushort v120, v[132:133], off offset:128
	global_load_ushort v121, v[134:135], off offset:128
	s_nop 0
	global_load_ushort v124, v[138:139], off offset:128
	global_load_ushort v125, v[142:143], off offset:128
	global_load_ushort v128, v[146:147], off offset:128
	global_load_ushort v129, v[150:151], off offset:128
	s_nop 0
	global_load_ushort v138, v[154:155], off offset:128
	global_load_ushort v139, v[156:157], off offset:128
	global_load_ushort v142, v[158:159], off offset:128
	global_load_ushort v143, v[160:161], off offset:128
	global_load_ushort v146, v[162:163], off offset:128
	global_load_ushort v147, v[164:165], off offset:128
	global_load_ushort v150, v[166:167], off offset:128
	global_load_ushort v151, v[168:169], off offset:128
	global_load_ushort v192, v[170:171], off offset:128
	global_load_ushort v193, v[172:173], off offset:128
	global_load_ushort a32, v[174:175], off offset:128
	global_load_ushort a33, v[176:177], off offset:128
	global_load_ushort a34, v[178:179], off offset:128
	global_load_ushort a35, v[180:181], off offset:128
	s_nop 0
	global_load_ushort v182, v[182:183], off offset:128
	s_nop 0
	global_load_ushort v183, v[184:185], off offset:128
	s_nop 0
	global_load_ushort v184, v[186:187], off offset:128
	global_load_ushort v185, v[188:189], off offset:128
	s_nop 0
	global_load_ushort v186, v[190:191], off offset:128
	; sched_barrier mask(0x00000000)
	v_accvgpr_read_b32 v104, a68
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	v_add_u32_e32 v104, s14, v104
	ds_read_b64_tr_b16 v[132:133], v104
	ds_read_b64_tr_b16 v[154:155], v104 offset:4096
	ds_read_b64_tr_b16 v[158:159], v104 offset:8192
	ds_read_b64_tr_b16 v[162:163], v104 offset:12288
	v_accvgpr_read_b32 v104, a70
	v_add_u32_e32 v104, s14, v104
	ds_read_b64_tr_b16 v[134:135], v104 offset:1024
	ds_read_b64_tr_b16 v[156:157], v104 offset:5120
	ds_read_b64_tr_b16 v[160:161], v104 offset:9216
	ds_read_b64_tr_b16 v[164:165], v104 offset:13312
	v_accvgpr_read_b32 v104, a69
	v_add_u32_e32 v104, s14, v104
	ds_read_b64_tr_b16 v[166:167], v104
	ds_read_b64_tr_b16 v[170:171], v104 offset:4096
	ds_read_b64_tr_b16 v[174:175], v104 offset:8192
	ds_read_b64_tr_b16 v[178:179], v104 offset:12288
	v_accvgpr_read_b32 v104, a71
	v_add_u32_e32 v104, s14, v104
	ds_read_b64_tr_b16 v[168:169], v104 offset:1024
	ds_read_b64_tr_b16 v[172:173], v104 offset:5120
	ds_read_b64_tr_b16 v[176:177], v104 offset:9216
	ds_read_b64_tr_b16 v[180:181], v104 offset:13312
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_setprio 0
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	global_load_ushort v187, v[64:65], off
	global_load_ushort v188, v[66:67], off
	global_load_ushort v189, v[68:69], off
	global_load_ushort v190, v[70:71], off
	global_load_ushort v191, v[72:73], off
	global_load_ushort a36, v[74:75], off
	global_load_ushort a37, v[76:77], off
	global_load_ushort a38, v[78:79], off
	global_load_ushort a39, v[80:81], off
	global_load_ushort a40, v[82:83], off
	global_load_ushort a41, v[84:85], off
	global_load_ushort a42, v[86:87], off
	global_load_ushort a43, v[88:89], off
	global_load_ushort a44, v[90:91], off
	global_load_ushort a45, v[92:93], off
	global_load_ushort a46, v[94:95], off
	global_load_ushort a47, v[96:97], off
	global_load_ushort a48, v[98:99], off
	global_load_ushort a49, v[100:101], off
	global_load_ushort a50, v[102:103], off
	global_load_ushort a51, v[106:107], off
	global_load_ushort a52, v[110:111], off
	global_load_ushort a53, v[114:115], off
	global_load_ushort a54, v[118:119], off
	global_load_ushort a55, v[122:123], off
	global_load_ushort a56, v[126:127], off
	global_load_ushort a57, v[130:131], off
	global_load_ushort a58, v[136:137], off
	global_load_ushort a59, v[140:141], off
	global_load_ushort a60, v[144:145], off
	global_load_ushort a61, v[148:149], off
	global_load_ushort a62, v[152:153], off
	.loc	1 62 16 is_stmt 0               ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x16_f16 v[32:47], v[132:135], a[0:3], v[32:47]
	; sched_barrier mask(0x00000001)
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_setprio 1
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[48:63], v[166:169], a[0:3], v[48:63]
	v_mfma_f32_32x32x16_f16 v[16:31], v[132:135], a[4:7], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[166:169], a[4:7], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[154:157], a[8:11], v[32:47]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[48:63], v[170:173], a[8:11], v[48:63]
	v_mfma_f32_32x32x16_f16 v[16:31], v[154:157], a[12:15], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[170:173], a[12:15], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[158:161], a[16:19], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[48:63], v[174:177], a[16:19], v[48:63]
	v_mfma_f32_32x32x16_f16 v[16:31], v[158:161], a[20:23], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[174:177], a[20:23], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[162:165], a[24:27], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[178:181], a[24:27], v[48:63]
	v_mfma_f32_32x32x16_f16 v[16:31], v[162:165], a[28:31], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[178:181], a[28:31], v[0:15]
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_setprio 0
	s_add_i32 s5, s17, 1
	s_cmp_lt_i32 s5, 3
	s_cselect_b32 s17, s5, 0
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_lshl_b32 s14, s17, 14
	v_accvgpr_read_b32 v104, a76
	v_add_u32_e32 v104, s14, v104
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	s_barrier
	ds_write_b16 v104, v105
	s_waitcnt vmcnt(59)
	ds_write_b16 v104, v113 offset:2048
	s_waitcnt vmcnt(55)
	ds_write_b16 v104, v121 offset:4096
	s_waitcnt vmcnt(51)
	ds_write_b16 v104, v129 offset:6144
	s_waitcnt vmcnt(47)
	ds_write_b16 v104, v143 offset:8192
	s_waitcnt vmcnt(43)
	ds_write_b16 v104, v151 offset:10240
	s_waitcnt vmcnt(39)
	ds_write_b16 v104, a33 offset:12288
	s_waitcnt vmcnt(35)
	ds_write_b16 v104, v183 offset:14336
	v_accvgpr_read_b32 v105, a77
	v_add_u32_e32 v105, s14, v105
	ds_write_b16 v105, v108 offset:512
	ds_write_b16 v105, v116 offset:2560
	ds_write_b16 v105, v124 offset:4608
	ds_write_b16 v105, v138 offset:6656
	ds_write_b16 v105, v146 offset:8704
	ds_write_b16 v105, v192 offset:10752
	ds_write_b16 v105, a34 offset:12800
	s_waitcnt vmcnt(34)
	ds_write_b16 v105, v184 offset:14848
	v_accvgpr_read_b32 v108, a80
	v_add_u32_e32 v108, s14, v108
	ds_write_b16 v108, v109 offset:1024
	ds_write_b16 v108, v117 offset:3072
	ds_write_b16 v108, v125 offset:5120
	ds_write_b16 v108, v139 offset:7168
	ds_write_b16 v108, v147 offset:9216
	ds_write_b16 v108, v193 offset:11264
	ds_write_b16 v108, a35 offset:13312
	s_waitcnt vmcnt(33)
	ds_write_b16 v108, v185 offset:15360
	v_accvgpr_read_b32 v109, a83
	v_add_u32_e32 v109, s14, v109
	ds_write_b16 v109, v112 offset:1536
	ds_write_b16 v109, v120 offset:3584
	ds_write_b16 v109, v128 offset:5632
	ds_write_b16 v109, v142 offset:7680
	ds_write_b16 v109, v150 offset:9728
	ds_write_b16 v109, a32 offset:11776
	ds_write_b16 v109, v182 offset:13824
	s_waitcnt vmcnt(32)
	ds_write_b16 v109, v186 offset:15872
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(31)
	ds_write_b16 v104, v187 offset:49152
	s_waitcnt vmcnt(23)
	ds_write_b16 v104, a39 offset:53248
	s_waitcnt vmcnt(15)
	ds_write_b16 v104, a47 offset:57344
	s_waitcnt vmcnt(7)
	ds_write_b16 v104, a55 offset:61440
	ds_write_b16 v105, v188 offset:49664
	ds_write_b16 v105, a40 offset:53760
	ds_write_b16 v105, a48 offset:57856
	s_waitcnt vmcnt(6)
	ds_write_b16 v105, a56 offset:61952
	ds_write_b16 v108, v189 offset:50176
	ds_write_b16 v108, a41 offset:54272
	ds_write_b16 v108, a49 offset:58368
	s_waitcnt vmcnt(5)
	ds_write_b16 v108, a57 offset:62464
	ds_write_b16 v109, v190 offset:50688
	ds_write_b16 v109, a42 offset:54784
	ds_write_b16 v109, a50 offset:58880
	s_waitcnt vmcnt(4)
	ds_write_b16 v109, a58 offset:62976
	v_accvgpr_read_b32 v104, a78
	v_add_u32_e32 v104, s14, v104
	ds_write_b16 v104, v191 offset:51200
	ds_write_b16 v104, a43 offset:55296
	ds_write_b16 v104, a51 offset:59392
	s_waitcnt vmcnt(3)
	ds_write_b16 v104, a59 offset:63488
	v_accvgpr_read_b32 v104, a81
	v_add_u32_e32 v104, s14, v104
	ds_write_b16 v104, a36 offset:51712
	ds_write_b16 v104, a44 offset:55808
	ds_write_b16 v104, a52 offset:59904
	s_waitcnt vmcnt(2)
	ds_write_b16 v104, a60 offset:64000
	v_accvgpr_read_b32 v104, a79
	v_add_u32_e32 v104, s14, v104
	s_add_i32 s5, s14, 0xc000
	ds_write_b16 v104, a37 offset:52224
	ds_write_b16 v104, a45 offset:56320
	ds_write_b16 v104, a53 offset:60416
	s_waitcnt vmcnt(1)
	ds_write_b16 v104, a61 offset:64512
	v_accvgpr_read_b32 v104, a82
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_add_i32 s18, s18, 64
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	v_add_u32_e32 v104, s14, v104
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s18, s16
	v_mov_b64_e32 v[190:191], v[254:255]
	v_mov_b64_e32 v[188:189], v[252:253]
	v_mov_b64_e32 v[186:187], v[250:251]
	v_mov_b64_e32 v[184:185], v[248:249]
	v_mov_b64_e32 v[182:183], v[246:247]
	v_mov_b64_e32 v[180:181], v[244:245]
	v_mov_b64_e32 v[178:179], v[242:243]
	v_mov_b64_e32 v[176:177], v[240:241]
	v_mov_b64_e32 v[174:175], v[238:239]
	v_mov_b64_e32 v[172:173], v[236:237]
	v_mov_b64_e32 v[170:171], v[234:235]
	v_mov_b64_e32 v[168:169], v[232:233]
	v_mov_b64_e32 v[166:167], v[230:231]
	v_mov_b64_e32 v[164:165], v[228:229]
	v_mov_b64_e32 v[162:163], v[226:227]
	v_mov_b64_e32 v[160:161], v[224:225]
	v_mov_b64_e32 v[158:159], v[222:223]
	v_mov_b64_e32 v[156:157], v[220:221]
	v_mov_b64_e32 v[154:155], v[218:219]
	v_mov_b64_e32 v[150:151], v[216:217]
	v_mov_b64_e32 v[146:147], v[214:215]
	v_mov_b64_e32 v[142:143], v[212:213]
	v_mov_b64_e32 v[138:139], v[210:211]
	v_mov_b64_e32 v[134:135], v[208:209]
	v_mov_b64_e32 v[132:133], v[206:207]
	v_mov_b64_e32 v[128:129], v[204:205]
	v_mov_b64_e32 v[124:125], v[202:203]
	v_mov_b64_e32 v[120:121], v[200:201]
	v_mov_b64_e32 v[116:117], v[198:199]
	v_mov_b64_e32 v[112:113], v[196:197]
	v_mov_b64_e32 v[108:109], v[194:195]
	v_accvgpr_read_b32 v193, a85
	v_accvgpr_read_b32 v192, a84
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_write_b16 v104, a38 offset:52736
	ds_write_b16 v104, a46 offset:56832
	ds_write_b16 v104, a54 offset:60928
	s_waitcnt vmcnt(0)
	ds_write_b16 v104, a62 offset:65024
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cbranch_scc1 .LBB0_386
; %bb.387:                              ; %Flow
	.loc	1 0 5 is_stmt 0                 ; triton_heldout_src.py:0:5
	v_accvgpr_read_b32 v198, a63
	v_accvgpr_read_b32 v199, a64
	v_accvgpr_read_b32 v194, a74
	v_accvgpr_read_b32 v195, a75
	v_accvgpr_read_b32 v196, a72
	v_accvgpr_read_b32 v197, a73
	v_accvgpr_read_b32 v104, a65
	v_accvgpr_read_b32 v105, a66
	v_accvgpr_read_b32 v208, a67
	s_branch .LBB0_389
.LBB0_388:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s14, 0x4000
	s_mov_b32 s15, 0xc000
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
.LBB0_389:                              ; %._crit_edge
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	v_or_b32_e32 v64, v105, v208
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_add_i32 s10, s10, 63
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	v_bitop3_b32 v65, v105, v104, v208 bitop3:0x36
	v_bitop3_b32 v67, s11, v64, v104 bitop3:0xf6
	v_mov_b32_e32 v64, 0x80
	v_mov_b32_e32 v68, 0xc0
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s10, 64
	v_bitop3_b32 v66, s11, 64, v65 bitop3:0x36
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	v_bitop3_b32 v64, s11, v64, v65 bitop3:0x36
	v_bitop3_b32 v65, s11, v68, v65 bitop3:0x36
	.loc	1 62 23 is_stmt 0               ; triton_heldout_src.py:62:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_cbranch_scc1 .LBB0_391
; %bb.390:
	.loc	1 62 0                          ; triton_heldout_src.py:62
	v_add_u32_e32 v68, s15, v67
	v_add_u32_e32 v69, s15, v66
	v_add_u32_e32 v73, s15, v65
	ds_read_b64_tr_b16 v[74:75], v68
	ds_read_b64_tr_b16 v[76:77], v69 offset:1024
	ds_read_b64_tr_b16 v[108:109], v73 offset:1024
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v70, s4, v197
	ds_read_b128 v[78:81], v70
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[82:83], v68 offset:4096
	ds_read_b64_tr_b16 v[86:87], v68 offset:8192
	ds_read_b64_tr_b16 v[90:91], v68 offset:12288
	ds_read_b64_tr_b16 v[84:85], v69 offset:5120
	ds_read_b64_tr_b16 v[88:89], v69 offset:9216
	ds_read_b64_tr_b16 v[92:93], v69 offset:13312
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v71, s4, v194
	.loc	1 62 0                          ; triton_heldout_src.py:62
	v_add_u32_e32 v72, s15, v64
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[32:47], v[74:77], v[78:81], v[32:47]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[102:105], v71
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[106:107], v72
	ds_read_b64_tr_b16 v[110:111], v72 offset:4096
	ds_read_b64_tr_b16 v[114:115], v72 offset:8192
	ds_read_b64_tr_b16 v[118:119], v72 offset:12288
	ds_read_b64_tr_b16 v[112:113], v73 offset:5120
	ds_read_b64_tr_b16 v[116:117], v73 offset:9216
	ds_read_b64_tr_b16 v[120:121], v73 offset:13312
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v68, s4, v196
	ds_read_b128 v[94:97], v68
	v_add_u32_e32 v69, s4, v195
	ds_read_b128 v[98:101], v69
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x16_f16 v[48:63], v[106:109], v[78:81], v[48:63]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[78:81], v70 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[74:77], v[78:81], v[16:31]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[72:75], v68 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[106:109], v[78:81], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[82:85], v[94:97], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[110:113], v[94:97], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[82:85], v[72:75], v[16:31]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[82:85], v69 offset:8192
	ds_read_b128 v[68:71], v71 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[110:113], v[72:75], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[86:89], v[98:101], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[114:117], v[98:101], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[86:89], v[82:85], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[114:117], v[82:85], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[90:93], v[102:105], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[118:121], v[102:105], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[90:93], v[68:71], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[118:121], v[68:71], v[0:15]
.LBB0_391:                              ; %._crit_edge._crit_edge
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_cmpk_lt_i32 s10, 0x80
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_cbranch_scc1 .LBB0_393
; %bb.392:
	.loc	1 62 0 is_stmt 0                ; triton_heldout_src.py:62
	v_add_u32_e32 v67, s5, v67
	v_add_u32_e32 v66, s5, v66
	v_add_u32_e32 v65, s5, v65
	ds_read_b64_tr_b16 v[70:71], v67
	ds_read_b64_tr_b16 v[72:73], v66 offset:1024
	ds_read_b64_tr_b16 v[104:105], v65 offset:1024
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v68, s14, v197
	ds_read_b128 v[74:77], v68
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[78:79], v67 offset:4096
	ds_read_b64_tr_b16 v[82:83], v67 offset:8192
	ds_read_b64_tr_b16 v[86:87], v67 offset:12288
	ds_read_b64_tr_b16 v[80:81], v66 offset:5120
	ds_read_b64_tr_b16 v[84:85], v66 offset:9216
	ds_read_b64_tr_b16 v[88:89], v66 offset:13312
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v67, s14, v195
	.loc	1 62 0                          ; triton_heldout_src.py:62
	v_add_u32_e32 v64, s5, v64
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[32:47], v[70:73], v[74:77], v[32:47]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[94:97], v67
	.loc	1 62 0                          ; triton_heldout_src.py:62
	ds_read_b64_tr_b16 v[102:103], v64
	ds_read_b64_tr_b16 v[106:107], v64 offset:4096
	ds_read_b64_tr_b16 v[110:111], v64 offset:8192
	ds_read_b64_tr_b16 v[114:115], v64 offset:12288
	ds_read_b64_tr_b16 v[108:109], v65 offset:5120
	ds_read_b64_tr_b16 v[112:113], v65 offset:9216
	ds_read_b64_tr_b16 v[116:117], v65 offset:13312
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	v_add_u32_e32 v66, s14, v196
	ds_read_b128 v[90:93], v66
	v_add_u32_e32 v69, s14, v194
	ds_read_b128 v[98:101], v69
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x16_f16 v[48:63], v[102:105], v[74:77], v[48:63]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[74:77], v68 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[70:73], v[74:77], v[16:31]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[70:73], v66 offset:8192
	ds_read_b128 v[64:67], v67 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[102:105], v[74:77], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[78:81], v[90:93], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[106:109], v[90:93], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[78:81], v[70:73], v[16:31]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	ds_read_b128 v[78:81], v69 offset:8192
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[106:109], v[70:73], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[82:85], v[94:97], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[110:113], v[94:97], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[82:85], v[64:67], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[110:113], v[64:67], v[0:15]
	v_mfma_f32_32x32x16_f16 v[32:47], v[86:89], v[98:101], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[114:117], v[98:101], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[86:89], v[78:81], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[114:117], v[78:81], v[0:15]
.LBB0_393:
	.loc	1 55 34 is_stmt 1               ; triton_heldout_src.py:55:34
	v_lshrrev_b32_e32 v65, 2, v199
	s_lshr_b32 s0, s11, 1
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	s_nop 5
	v_cvt_pk_f16_f32 v64, v32, v33
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	v_or_b32_e32 v32, s0, v65
	s_lshr_b32 s0, s13, 2
	v_or_b32_e32 v33, s0, v198
	.loc	1 55 10 is_stmt 0               ; triton_heldout_src.py:55:10
	v_or_b32_e32 v33, s8, v33
	.loc	1 65 53 is_stmt 1               ; triton_heldout_src.py:65:53
	v_cvt_pk_f16_f32 v65, v34, v35
	.loc	1 55 10                         ; triton_heldout_src.py:55:10
	v_or_b32_e32 v35, 64, v33
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	v_cvt_pk_f16_f32 v66, v36, v37
	.loc	1 56 10                         ; triton_heldout_src.py:56:10
	v_or_b32_e32 v32, s12, v32
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
	global_store_dwordx4 v[68:69], v[36:39], off offset:128
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	.loc	1 65 5                          ; triton_heldout_src.py:65:5
	global_store_dwordx4 v[68:69], v[40:43], off offset:160
	global_store_dwordx4 v[70:71], v[16:19], off
	global_store_dwordx4 v[70:71], v[4:7], off offset:160
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 65 5                          ; triton_heldout_src.py:65:5
	global_store_dwordx4 v[70:71], v[20:23], off offset:32
	global_store_dwordx4 v[70:71], v[0:3], off offset:128
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
		.amdhsa_next_free_vgpr 342
		.amdhsa_next_free_sgpr 20
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
	.set .Lgemm_pipelined.num_agpr, 86
	.set .Lgemm_pipelined.numbered_sgpr, 20
	.set .Lgemm_pipelined.num_named_barrier, 0
	.set .Lgemm_pipelined.private_seg_size, 0
	.set .Lgemm_pipelined.uses_vcc, 0
	.set .Lgemm_pipelined.uses_flat_scratch, 0
	.set .Lgemm_pipelined.has_dyn_sized_stack, 0
	.set .Lgemm_pipelined.has_recursion, 0
	.set .Lgemm_pipelined.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 13100
; TotalNumSgprs: 26
; NumVgprs: 256
; NumAgprs: 86
; TotalNumVgprs: 342
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 42
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 342
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
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
  - .agpr_count:     86
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
    .name:           gemm_pipelined
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         gemm_pipelined.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     342
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
