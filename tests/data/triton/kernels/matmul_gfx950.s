	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul                          ; -- Begin function matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.203:
	.file	1 "SRC" "triton_kernels_src.py"
	.loc	1 7 0 prologue_end              ; triton_kernels_src.py:7:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.204:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	v_readfirstlane_b32 s13, v0
	.loc	1 10 10                         ; triton_kernels_src.py:10:10
	s_lshl_b32 s8, s16, 7
	.loc	1 10 23 is_stmt 0               ; triton_kernels_src.py:10:23
	s_lshr_b32 s0, s13, 6
	.loc	1 10 10                         ; triton_kernels_src.py:10:10
	s_or_b32 s11, s0, s8
	.loc	1 13 17 is_stmt 1               ; triton_kernels_src.py:13:17
	s_mul_i32 s0, s11, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s14, s2, s0
	.loc	1 10 23 is_stmt 1               ; triton_kernels_src.py:10:23
	v_and_b32_e32 v1, 63, v0
	.loc	1 13 9                          ; triton_kernels_src.py:13:9
	s_addc_u32 s15, s3, s1
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v1
	.loc	1 16 5                          ; triton_kernels_src.py:16:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 13 9                          ; triton_kernels_src.py:13:9
	v_lshl_add_u64 v[64:65], s[14:15], 0, v[2:3]
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v4, v[64:65], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v4, 0
.LBB0_3:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 4
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[66:67], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v5, v[66:67], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_6:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 8
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[196:197], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v6, v[196:197], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_9:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 12
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[70:71], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v7, v[70:71], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_12:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 16
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[72:73], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v8, v[72:73], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_15:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 20
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[76:77], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v9, v[76:77], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_18:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 24
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[80:81], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v10, v[80:81], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_21:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 28
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[84:85], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_ushort v11, v[84:85], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_24:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 32
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[90:91], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	global_load_ushort v12, v[90:91], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_27:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 36
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[94:95], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	global_load_ushort v13, v[94:95], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_30:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 40
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[98:99], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	global_load_ushort v14, v[98:99], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_33:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 44
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[102:103], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	global_load_ushort v15, v[102:103], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_36:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 48
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[106:107], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	global_load_ushort v16, v[106:107], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_39:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 52
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[110:111], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	global_load_ushort v17, v[110:111], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_42:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 56
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[114:115], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	global_load_ushort v18, v[114:115], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_45:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 60
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[118:119], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	global_load_ushort v19, v[118:119], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_48:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 64
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[122:123], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	global_load_ushort v20, v[122:123], off
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_51:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x44
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[126:127], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	global_load_ushort v21, v[126:127], off
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_54:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x48
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[130:131], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	global_load_ushort v22, v[130:131], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_57:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x4c
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[134:135], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	global_load_ushort v23, v[134:135], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_60:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x50
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[138:139], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	global_load_ushort v24, v[138:139], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_63:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x54
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[142:143], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	global_load_ushort v25, v[142:143], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_66:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x58
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[146:147], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	global_load_ushort v26, v[146:147], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_69:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x5c
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[150:151], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	global_load_ushort v27, v[150:151], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_72:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x60
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[154:155], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	global_load_ushort v28, v[154:155], off
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_75:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x64
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[158:159], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	global_load_ushort v29, v[158:159], off
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v29, 0
.LBB0_78:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x68
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[162:163], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_80
; %bb.79:
	global_load_ushort v30, v[162:163], off
	s_branch .LBB0_81
.LBB0_80:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v30, 0
.LBB0_81:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x6c
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[166:167], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_83
; %bb.82:
	global_load_ushort v31, v[166:167], off
	s_branch .LBB0_84
.LBB0_83:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v31, 0
.LBB0_84:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x70
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[170:171], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_86
; %bb.85:
	global_load_ushort v32, v[170:171], off
	s_branch .LBB0_87
.LBB0_86:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v32, 0
.LBB0_87:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x74
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[174:175], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_89
; %bb.88:
	global_load_ushort v33, v[174:175], off
	s_branch .LBB0_90
.LBB0_89:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v33, 0
.LBB0_90:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_or_b32 s12, s11, 0x78
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s12, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[178:179], s[14:15], 0, v[2:3]
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_92
; %bb.91:
	global_load_ushort v34, v[178:179], off
	s_branch .LBB0_93
.LBB0_92:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v34, 0
.LBB0_93:
	.loc	1 10 10 is_stmt 1               ; triton_kernels_src.py:10:10
	s_addk_i32 s11, 0x7c
	.loc	1 13 17                         ; triton_kernels_src.py:13:17
	s_mul_i32 s14, s11, s10
	.loc	1 13 9 is_stmt 0                ; triton_kernels_src.py:13:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s2, s2, s14
	s_addc_u32 s3, s3, s15
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	.loc	1 13 9                          ; triton_kernels_src.py:13:9
	v_lshl_add_u64 v[184:185], s[2:3], 0, v[2:3]
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	s_cbranch_scc1 .LBB0_95
; %bb.94:
	global_load_ushort v35, v[184:185], off
	s_branch .LBB0_96
.LBB0_95:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v35, 0
.LBB0_96:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_bfe_u32 s2, s13, 0x10007
	s_mul_i32 s2, s2, s9
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s3, s2, 31
	.loc	1 10 23 is_stmt 1               ; triton_kernels_src.py:10:23
	s_and_b32 s11, s13, 64
	.loc	1 11 10                         ; triton_kernels_src.py:11:10
	s_lshl_b32 s12, s17, 7
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	s_lshl_b64 s[14:15], s[2:3], 1
	s_add_u32 s14, s4, s14
	.loc	1 10 23                         ; triton_kernels_src.py:10:23
	v_or_b32_e32 v1, s11, v1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	s_addc_u32 s15, s5, s15
	.loc	1 11 10                         ; triton_kernels_src.py:11:10
	v_or_b32_e32 v2, s12, v1
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[74:75], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_98
; %bb.97:
	global_load_ushort v36, v[74:75], off
	s_branch .LBB0_99
.LBB0_98:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v36, 0
.LBB0_99:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_lshl1_add_u32 s14, s9, s2
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[78:79], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_101
; %bb.100:
	global_load_ushort v37, v[78:79], off
	s_branch .LBB0_102
.LBB0_101:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v37, 0
.LBB0_102:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_lshl2_add_u32 s14, s9, s2
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[82:83], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_104
; %bb.103:
	global_load_ushort v38, v[82:83], off
	s_branch .LBB0_105
.LBB0_104:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v38, 0
.LBB0_105:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 6
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[86:87], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_107
; %bb.106:
	global_load_ushort v39, v[86:87], off
	s_branch .LBB0_108
.LBB0_107:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v39, 0
.LBB0_108:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_lshl3_add_u32 s14, s9, s2
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[88:89], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_110
; %bb.109:
	global_load_ushort v40, v[88:89], off
	s_branch .LBB0_111
.LBB0_110:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v40, 0
.LBB0_111:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 10
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[92:93], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_113
; %bb.112:
	global_load_ushort v41, v[92:93], off
	s_branch .LBB0_114
.LBB0_113:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v41, 0
.LBB0_114:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 12
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[96:97], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_116
; %bb.115:
	global_load_ushort v42, v[96:97], off
	s_branch .LBB0_117
.LBB0_116:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v42, 0
.LBB0_117:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 14
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[100:101], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_119
; %bb.118:
	global_load_ushort v43, v[100:101], off
	s_branch .LBB0_120
.LBB0_119:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v43, 0
.LBB0_120:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_lshl4_add_u32 s14, s9, s2
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[104:105], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_122
; %bb.121:
	global_load_ushort v44, v[104:105], off
	s_branch .LBB0_123
.LBB0_122:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v44, 0
.LBB0_123:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 18
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[108:109], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_125
; %bb.124:
	global_load_ushort v45, v[108:109], off
	s_branch .LBB0_126
.LBB0_125:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v45, 0
.LBB0_126:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 20
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[112:113], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_128
; %bb.127:
	global_load_ushort v46, v[112:113], off
	s_branch .LBB0_129
.LBB0_128:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v46, 0
.LBB0_129:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 22
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[116:117], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_131
; %bb.130:
	global_load_ushort v47, v[116:117], off
	s_branch .LBB0_132
.LBB0_131:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v47, 0
.LBB0_132:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 24
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[120:121], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_134
; %bb.133:
	global_load_ushort v48, v[120:121], off
	s_branch .LBB0_135
.LBB0_134:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v48, 0
.LBB0_135:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 26
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[124:125], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_137
; %bb.136:
	global_load_ushort v49, v[124:125], off
	s_branch .LBB0_138
.LBB0_137:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v49, 0
.LBB0_138:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 28
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[128:129], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_140
; %bb.139:
	global_load_ushort v50, v[128:129], off
	s_branch .LBB0_141
.LBB0_140:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v50, 0
.LBB0_141:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 30
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[132:133], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_143
; %bb.142:
	global_load_ushort v51, v[132:133], off
	s_branch .LBB0_144
.LBB0_143:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v51, 0
.LBB0_144:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_lshl_b32 s3, s9, 5
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[136:137], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_146
; %bb.145:
	global_load_ushort v52, v[136:137], off
	s_branch .LBB0_147
.LBB0_146:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v52, 0
.LBB0_147:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 34
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[140:141], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_149
; %bb.148:
	global_load_ushort v53, v[140:141], off
	s_branch .LBB0_150
.LBB0_149:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v53, 0
.LBB0_150:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 36
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[144:145], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_152
; %bb.151:
	global_load_ushort v54, v[144:145], off
	s_branch .LBB0_153
.LBB0_152:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v54, 0
.LBB0_153:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 38
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[148:149], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_155
; %bb.154:
	global_load_ushort v55, v[148:149], off
	s_branch .LBB0_156
.LBB0_155:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v55, 0
.LBB0_156:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 40
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[152:153], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_158
; %bb.157:
	global_load_ushort v56, v[152:153], off
	s_branch .LBB0_159
.LBB0_158:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v56, 0
.LBB0_159:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 42
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[156:157], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_161
; %bb.160:
	global_load_ushort v57, v[156:157], off
	s_branch .LBB0_162
.LBB0_161:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v57, 0
.LBB0_162:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 44
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[160:161], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_164
; %bb.163:
	global_load_ushort v58, v[160:161], off
	s_branch .LBB0_165
.LBB0_164:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v58, 0
.LBB0_165:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 46
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[164:165], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_167
; %bb.166:
	global_load_ushort v59, v[164:165], off
	s_branch .LBB0_168
.LBB0_167:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v59, 0
.LBB0_168:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 48
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[168:169], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_170
; %bb.169:
	global_load_ushort v60, v[168:169], off
	s_branch .LBB0_171
.LBB0_170:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v60, 0
.LBB0_171:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 50
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[172:173], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_173
; %bb.172:
	global_load_ushort v61, v[172:173], off
	s_branch .LBB0_174
.LBB0_173:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v61, 0
.LBB0_174:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 52
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[176:177], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_176
; %bb.175:
	global_load_ushort v62, v[176:177], off
	s_branch .LBB0_177
.LBB0_176:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v62, 0
.LBB0_177:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 54
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[180:181], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_179
; %bb.178:
	global_load_ushort v63, v[180:181], off
	s_branch .LBB0_180
.LBB0_179:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v63, 0
.LBB0_180:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 56
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[182:183], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_182
; %bb.181:
	global_load_ushort v192, v[182:183], off
	s_branch .LBB0_183
.LBB0_182:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v192, 0
.LBB0_183:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 58
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[186:187], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_185
; %bb.184:
	global_load_ushort v193, v[186:187], off
	s_branch .LBB0_186
.LBB0_185:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v193, 0
.LBB0_186:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 60
	s_add_i32 s14, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[188:189], v[2:3], 1, s[14:15]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_188
; %bb.187:
	global_load_ushort v194, v[188:189], off
	s_branch .LBB0_189
.LBB0_188:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v194, 0
.LBB0_189:
	.loc	1 14 17 is_stmt 1               ; triton_kernels_src.py:14:17
	s_mul_i32 s3, s9, 62
	s_add_i32 s2, s2, s3
	.loc	1 14 9 is_stmt 0                ; triton_kernels_src.py:14:9
	s_ashr_i32 s3, s2, 31
	.loc	1 0 0                           ; triton_kernels_src.py:0
	s_and_b32 s13, s13, 0x80
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	.loc	1 18 13 is_stmt 1               ; triton_kernels_src.py:18:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 14 9                          ; triton_kernels_src.py:14:9
	v_lshl_add_u64 v[190:191], v[2:3], 1, s[2:3]
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_cbranch_scc1 .LBB0_191
; %bb.190:
	global_load_ushort v2, v[190:191], off
	s_branch .LBB0_192
.LBB0_191:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	v_mov_b32_e32 v2, 0
.LBB0_192:
	.loc	1 17 13 is_stmt 1               ; triton_kernels_src.py:17:13
	s_cmp_eq_u32 s13, 0
	v_lshlrev_b32_e32 v1, 1, v1
	s_cselect_b32 s0, 0, 0x110
	v_xor_b32_e32 v199, s0, v1
	v_add_u32_e32 v1, 0, v199
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v4
	ds_write_b16 v1, v8 offset:2048
	ds_write_b16 v1, v12 offset:4096
	ds_write_b16 v1, v16 offset:6144
	ds_write_b16 v1, v20 offset:8192
	ds_write_b16 v1, v24 offset:10240
	ds_write_b16 v1, v28 offset:12288
	ds_write_b16 v1, v32 offset:14336
	v_xor_b32_e32 v8, 32, v199
	v_add_u32_e32 v3, 0, v8
	ds_write_b16 v3, v5 offset:512
	ds_write_b16 v3, v9 offset:2560
	ds_write_b16 v3, v13 offset:4608
	ds_write_b16 v3, v17 offset:6656
	ds_write_b16 v3, v21 offset:8704
	ds_write_b16 v3, v25 offset:10752
	ds_write_b16 v3, v29 offset:12800
	ds_write_b16 v3, v33 offset:14848
	v_xor_b32_e32 v9, 64, v199
	v_add_u32_e32 v4, 0, v9
	ds_write_b16 v4, v6 offset:1024
	ds_write_b16 v4, v10 offset:3072
	ds_write_b16 v4, v14 offset:5120
	ds_write_b16 v4, v18 offset:7168
	ds_write_b16 v4, v22 offset:9216
	ds_write_b16 v4, v26 offset:11264
	ds_write_b16 v4, v30 offset:13312
	ds_write_b16 v4, v34 offset:15360
	v_xor_b32_e32 v10, 0x60, v199
	v_add_u32_e32 v5, 0, v10
	ds_write_b16 v5, v7 offset:1536
	ds_write_b16 v5, v11 offset:3584
	ds_write_b16 v5, v15 offset:5632
	ds_write_b16 v5, v19 offset:7680
	ds_write_b16 v5, v23 offset:9728
	ds_write_b16 v5, v27 offset:11776
	ds_write_b16 v5, v31 offset:13824
	ds_write_b16 v5, v35 offset:15872
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	ds_write_b16 v1, v36 offset:32768
	ds_write_b16 v1, v44 offset:36864
	ds_write_b16 v1, v52 offset:40960
	ds_write_b16 v1, v60 offset:45056
	ds_write_b16 v3, v37 offset:33280
	ds_write_b16 v3, v45 offset:37376
	ds_write_b16 v3, v53 offset:41472
	ds_write_b16 v3, v61 offset:45568
	ds_write_b16 v4, v38 offset:33792
	ds_write_b16 v4, v46 offset:37888
	ds_write_b16 v4, v54 offset:41984
	ds_write_b16 v4, v62 offset:46080
	ds_write_b16 v5, v39 offset:34304
	ds_write_b16 v5, v47 offset:38400
	ds_write_b16 v5, v55 offset:42496
	ds_write_b16 v5, v63 offset:46592
	v_xor_b32_e32 v7, 0x80, v199
	v_add_u32_e32 v1, 0, v7
	v_xor_b32_e32 v11, 0xa0, v199
	ds_write_b16 v1, v40 offset:34816
	ds_write_b16 v1, v48 offset:38912
	ds_write_b16 v1, v56 offset:43008
	ds_write_b16 v1, v192 offset:47104
	v_add_u32_e32 v1, 0, v11
	v_xor_b32_e32 v12, 0xc0, v199
	ds_write_b16 v1, v41 offset:35328
	ds_write_b16 v1, v49 offset:39424
	ds_write_b16 v1, v57 offset:43520
	ds_write_b16 v1, v193 offset:47616
	v_add_u32_e32 v1, 0, v12
	v_xor_b32_e32 v13, 0xe0, v199
	ds_write_b16 v1, v42 offset:35840
	ds_write_b16 v1, v50 offset:39936
	ds_write_b16 v1, v58 offset:44032
	ds_write_b16 v1, v194 offset:48128
	v_add_u32_e32 v1, 0, v13
	.loc	1 16 5                          ; triton_kernels_src.py:16:5
	s_sub_i32 s5, s10, 64
	s_mov_b32 s4, 0
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	ds_write_b16 v1, v43 offset:36352
	ds_write_b16 v1, v51 offset:40448
	ds_write_b16 v1, v59 offset:44544
	ds_write_b16 v1, v2 offset:48640
	.loc	1 16 5                          ; triton_kernels_src.py:16:5
	s_cmp_gt_i32 s5, 0
	v_and_b32_e32 v1, 44, v0
	v_lshlrev_b32_e32 v68, 3, v0
	v_lshlrev_b32_e32 v2, 1, v0
	s_cbranch_scc1 .LBB0_194
; %bb.193:                              ; %.._crit_edge_crit_edge
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	v_and_b32_e32 v3, 24, v68
	v_and_b32_e32 v5, 32, v2
	v_lshl_or_b32 v3, v1, 6, v3
	v_lshlrev_b32_e32 v4, 2, v1
	v_or_b32_e32 v6, v5, v3
	v_bitop3_b32 v3, v5, v4, v3 bitop3:0x36
	v_bitop3_b32 v198, s11, v6, v4 bitop3:0xf6
	v_mov_b32_e32 v4, 0x440
	v_bitop3_b32 v4, s11, v4, v3 bitop3:0x36
	v_accvgpr_write_b32 a71, v4
	v_mov_b32_e32 v4, 0x80
	v_bitop3_b32 v69, s11, v4, v3 bitop3:0x36
	v_mov_b32_e32 v4, 0x4c0
	v_bitop3_b32 v3, s11, v4, v3 bitop3:0x36
	v_accvgpr_write_b32 a67, v3
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_195
.LBB0_194:
	.loc	1 0 13 is_stmt 0                ; triton_kernels_src.py:0:13
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr198
                                        ; implicit-def: $agpr71
                                        ; implicit-def: $vgpr69
                                        ; implicit-def: $agpr67
.LBB0_195:                              ; %Flow150
	s_and_b64 s[0:1], s[0:1], exec
	v_and_b32_e32 v192, 31, v0
	v_and_b32_e32 v193, 32, v0
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v194, 7, v192
	v_lshrrev_b32_e32 v195, 1, v193
	s_cbranch_scc1 .LBB0_199
; %bb.196:                              ; %.lr.ph
	v_and_b32_e32 v0, 0x70, v68
	s_lshl_b32 s0, s13, 5
	v_or_b32_e32 v3, v194, v0
	v_bitop3_b32 v0, v194, v195, v0 bitop3:0x36
	v_bitop3_b32 v3, s0, v3, v195 bitop3:0xf6
	v_accvgpr_write_b32 a74, v3
	v_bitop3_b32 v3, s0, 32, v0 bitop3:0x36
	v_accvgpr_write_b32 a75, v3
	v_bitop3_b32 v3, s0, 64, v0 bitop3:0x36
	v_accvgpr_write_b32 a76, v3
	v_mov_b32_e32 v3, 0x60
	v_bitop3_b32 v0, s0, v3, v0 bitop3:0x36
	v_accvgpr_write_b32 a77, v0
	v_and_b32_e32 v0, 24, v68
	v_and_b32_e32 v2, 32, v2
	v_lshl_or_b32 v0, v1, 6, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_or_b32_e32 v1, v2, v0
	v_bitop3_b32 v1, s11, v1, v3 bitop3:0xf6
	v_bitop3_b32 v0, v2, v3, v0 bitop3:0x36
	v_accvgpr_write_b32 a72, v1
	v_mov_b32_e32 v1, 0x440
	v_bitop3_b32 v1, s11, v1, v0 bitop3:0x36
	v_accvgpr_write_b32 a71, v1
	v_mov_b32_e32 v1, 0x80
	v_bitop3_b32 v1, s11, v1, v0 bitop3:0x36
	v_accvgpr_write_b32 a73, v1
	v_mov_b32_e32 v1, 0x4c0
	v_bitop3_b32 v1, s11, v1, v0 bitop3:0x36
	v_accvgpr_write_b32 a67, v1
	v_bitop3_b32 v1, s11, 64, v0 bitop3:0x36
	.loc	1 21 14 is_stmt 1               ; triton_kernels_src.py:21:14
	s_lshl_b32 s2, s9, 6
	v_accvgpr_write_b32 a78, v1
	v_mov_b32_e32 v1, 0xc0
	s_ashr_i32 s3, s2, 31
	v_bitop3_b32 v0, s11, v1, v0 bitop3:0x36
	v_mov_b32_e32 v48, 0
	v_accvgpr_write_b32 a66, v193
	v_accvgpr_write_b32 a65, v192
	v_accvgpr_write_b32 a68, v194
	v_accvgpr_write_b32 a69, v195
	v_accvgpr_write_b32 a70, v68
	v_accvgpr_write_b32 a79, v0
	s_mov_b32 s14, 0x8000
	s_mov_b64 s[0:1], 0x80
	s_lshl_b64 s[2:3], s[2:3], 1
	s_mov_b32 s15, 0
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v51, v48
	v_mov_b32_e32 v52, v48
	v_mov_b32_e32 v53, v48
	v_mov_b32_e32 v54, v48
	v_mov_b32_e32 v55, v48
	v_mov_b32_e32 v56, v48
	v_mov_b32_e32 v57, v48
	v_mov_b32_e32 v58, v48
	v_mov_b32_e32 v59, v48
	v_mov_b32_e32 v60, v48
	v_mov_b32_e32 v61, v48
	v_mov_b32_e32 v62, v48
	v_mov_b32_e32 v63, v48
	v_mov_b32_e32 v32, v48
	v_mov_b32_e32 v33, v48
	v_mov_b32_e32 v34, v48
	v_mov_b32_e32 v35, v48
	v_mov_b32_e32 v36, v48
	v_mov_b32_e32 v37, v48
	v_mov_b32_e32 v38, v48
	v_mov_b32_e32 v39, v48
	v_mov_b32_e32 v40, v48
	v_mov_b32_e32 v41, v48
	v_mov_b32_e32 v42, v48
	v_mov_b32_e32 v43, v48
	v_mov_b32_e32 v44, v48
	v_mov_b32_e32 v45, v48
	v_mov_b32_e32 v46, v48
	v_mov_b32_e32 v47, v48
	v_mov_b32_e32 v16, v48
	v_mov_b32_e32 v17, v48
	v_mov_b32_e32 v18, v48
	v_mov_b32_e32 v19, v48
	v_mov_b32_e32 v20, v48
	v_mov_b32_e32 v21, v48
	v_mov_b32_e32 v22, v48
	v_mov_b32_e32 v23, v48
	v_mov_b32_e32 v24, v48
	v_mov_b32_e32 v25, v48
	v_mov_b32_e32 v26, v48
	v_mov_b32_e32 v27, v48
	v_mov_b32_e32 v28, v48
	v_mov_b32_e32 v29, v48
	v_mov_b32_e32 v30, v48
	v_mov_b32_e32 v31, v48
	v_mov_b32_e32 v0, v48
	v_mov_b32_e32 v1, v48
	v_mov_b32_e32 v2, v48
	v_mov_b32_e32 v3, v48
	v_mov_b32_e32 v4, v48
	v_mov_b32_e32 v5, v48
	v_mov_b32_e32 v6, v48
	v_accvgpr_write_b32 a80, v7
	v_mov_b32_e32 v7, v48
	v_accvgpr_write_b32 a81, v8
	v_mov_b32_e32 v8, v48
	v_accvgpr_write_b32 a82, v9
	v_mov_b32_e32 v9, v48
	v_accvgpr_write_b32 a83, v10
	v_mov_b32_e32 v10, v48
	v_accvgpr_write_b32 a84, v11
	v_mov_b32_e32 v11, v48
	v_accvgpr_write_b32 a85, v12
	v_mov_b32_e32 v12, v48
	v_accvgpr_write_b32 a86, v13
	v_mov_b32_e32 v13, v48
	v_mov_b32_e32 v14, v48
	v_mov_b32_e32 v15, v48
	s_mov_b32 s16, 0
	v_accvgpr_write_b32 a87, v199
	.loc	1 0 14 is_stmt 0                ; :0:14
.Ltmp2:
	.p2align	5, , 4
.LBB0_197:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 20 9 is_stmt 1                ; triton_kernels_src.py:20:9
	v_lshl_add_u64 v[68:69], v[64:65], 0, s[0:1]
	v_accvgpr_write_b32 a89, v69
	v_accvgpr_write_b32 a88, v68
	v_lshl_add_u64 v[194:195], v[66:67], 0, s[0:1]
	v_mov_b64_e32 v[68:69], v[66:67]
	v_mov_b64_e32 v[66:67], v[64:65]
	v_accvgpr_read_b32 v64, a74
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	v_add_u32_e32 v64, s4, v64
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 a[0:3], v64
	ds_read_b128 a[4:7], v64 offset:8192
	v_accvgpr_read_b32 v64, a75
	v_add_u32_e32 v64, s4, v64
	ds_read_b128 a[8:11], v64
	ds_read_b128 a[12:15], v64 offset:8192
	v_accvgpr_read_b32 v64, a76
	v_add_u32_e32 v64, s4, v64
	ds_read_b128 a[16:19], v64
	ds_read_b128 a[20:23], v64 offset:8192
	v_accvgpr_read_b32 v64, a77
	v_add_u32_e32 v64, s4, v64
	ds_read_b128 a[24:27], v64
	ds_read_b128 a[28:31], v64 offset:8192
	.loc	1 21 9                          ; triton_kernels_src.py:21:9
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[2:3]
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[2:3]
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[2:3]
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[2:3]
	v_lshl_add_u64 v[88:89], v[88:89], 0, s[2:3]
	v_lshl_add_u64 v[92:93], v[92:93], 0, s[2:3]
	v_lshl_add_u64 v[96:97], v[96:97], 0, s[2:3]
	v_lshl_add_u64 v[100:101], v[100:101], 0, s[2:3]
	v_lshl_add_u64 v[104:105], v[104:105], 0, s[2:3]
	v_lshl_add_u64 v[108:109], v[108:109], 0, s[2:3]
	v_lshl_add_u64 v[112:113], v[112:113], 0, s[2:3]
	v_lshl_add_u64 v[116:117], v[116:117], 0, s[2:3]
	v_lshl_add_u64 v[120:121], v[120:121], 0, s[2:3]
	v_lshl_add_u64 v[124:125], v[124:125], 0, s[2:3]
	v_lshl_add_u64 v[128:129], v[128:129], 0, s[2:3]
	v_lshl_add_u64 v[132:133], v[132:133], 0, s[2:3]
	v_lshl_add_u64 v[136:137], v[136:137], 0, s[2:3]
	v_lshl_add_u64 v[140:141], v[140:141], 0, s[2:3]
	v_lshl_add_u64 v[144:145], v[144:145], 0, s[2:3]
	v_lshl_add_u64 v[148:149], v[148:149], 0, s[2:3]
	v_lshl_add_u64 v[152:153], v[152:153], 0, s[2:3]
	v_lshl_add_u64 v[156:157], v[156:157], 0, s[2:3]
	v_lshl_add_u64 v[160:161], v[160:161], 0, s[2:3]
	v_lshl_add_u64 v[164:165], v[164:165], 0, s[2:3]
	v_lshl_add_u64 v[168:169], v[168:169], 0, s[2:3]
	v_lshl_add_u64 v[172:173], v[172:173], 0, s[2:3]
	v_lshl_add_u64 v[176:177], v[176:177], 0, s[2:3]
	v_lshl_add_u64 v[180:181], v[180:181], 0, s[2:3]
	v_lshl_add_u64 v[182:183], v[182:183], 0, s[2:3]
	v_lshl_add_u64 v[186:187], v[186:187], 0, s[2:3]
	v_lshl_add_u64 v[188:189], v[188:189], 0, s[2:3]
	v_lshl_add_u64 v[190:191], v[190:191], 0, s[2:3]
	.loc	1 20 9                          ; triton_kernels_src.py:20:9
	v_lshl_add_u64 v[192:193], v[196:197], 0, s[0:1]
	v_lshl_add_u64 v[198:199], v[70:71], 0, s[0:1]
	v_lshl_add_u64 v[200:201], v[72:73], 0, s[0:1]
	v_lshl_add_u64 v[202:203], v[76:77], 0, s[0:1]
	v_lshl_add_u64 v[204:205], v[80:81], 0, s[0:1]
	v_lshl_add_u64 v[206:207], v[84:85], 0, s[0:1]
	v_lshl_add_u64 v[208:209], v[90:91], 0, s[0:1]
	v_lshl_add_u64 v[210:211], v[94:95], 0, s[0:1]
	v_lshl_add_u64 v[212:213], v[98:99], 0, s[0:1]
	v_lshl_add_u64 v[214:215], v[102:103], 0, s[0:1]
	v_lshl_add_u64 v[216:217], v[106:107], 0, s[0:1]
	v_lshl_add_u64 v[218:219], v[110:111], 0, s[0:1]
	v_lshl_add_u64 v[220:221], v[114:115], 0, s[0:1]
	v_lshl_add_u64 v[222:223], v[118:119], 0, s[0:1]
	v_lshl_add_u64 v[224:225], v[122:123], 0, s[0:1]
	v_lshl_add_u64 v[226:227], v[126:127], 0, s[0:1]
	v_lshl_add_u64 v[228:229], v[130:131], 0, s[0:1]
	v_lshl_add_u64 v[230:231], v[134:135], 0, s[0:1]
	v_lshl_add_u64 v[232:233], v[138:139], 0, s[0:1]
	v_lshl_add_u64 v[234:235], v[142:143], 0, s[0:1]
	v_lshl_add_u64 v[236:237], v[146:147], 0, s[0:1]
	v_lshl_add_u64 v[238:239], v[150:151], 0, s[0:1]
	v_lshl_add_u64 v[240:241], v[154:155], 0, s[0:1]
	v_lshl_add_u64 v[242:243], v[158:159], 0, s[0:1]
	v_lshl_add_u64 v[244:245], v[162:163], 0, s[0:1]
	v_lshl_add_u64 v[246:247], v[166:167], 0, s[0:1]
	v_lshl_add_u64 v[248:249], v[170:171], 0, s[0:1]
	v_lshl_add_u64 v[250:251], v[174:175], 0, s[0:1]
	v_lshl_add_u64 v[252:253], v[178:179], 0, s[0:1]
	v_lshl_add_u64 v[254:255], v[184:185], 0, s[0:1]
	.loc	1 16 5                          ; triton_kernels_src.py:16:5
	s_setprio 1
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	global_load_ushort v65, v[66:67], off offset:128
	global_load_ushort a56, v[68:69], off offset:128
	global_load_ushort a57, v[196:197], off offset:128
	global_load_ushort a58, v[70:71], off offset:128
	global_load_ushort a59, v[72:73], off offset:128
	s_nop 0
	global_load_ushort v76, v[76:77], off offset:128
	s_nop 0
	global_load_ushort v77, v[80:81], off offset:128
	s_nop 0
	global_load_ushort v80, v[84:85], off offset:128
	global_load_ushort v81, v[90:91], off offset:128
	s_nop 0
	global_load_ushort v84, v[94:95], off offset:128
	global_load_ushort v85, v[98:99], off offset:128
	global_load_ushort v90, v[102:103], off offset:128
	global_load_ushort v91, v[106:107], off offset:128
	s_nop 0
	global_load_ushort v94, v[110:111], off offset:128
	global_load_ushort v95, v[114:115], off offset:128
	global_load_ushort v98, v[118:119], off offset:128
	global_load_ushort v99, v[122:123], off offset:128
	global_load_ushort v102, v[126:127], off offset:128
	global_load_ushort v103, v[130:131], off offset:128
	global_load_ushort v106, v[134:135], off offset:128
	global_load_ushort v107, v[138:139], off offset:128
	s_nop 0
	global_load_ushort v110, v[142:143], off offset:128
	global_load_ushort v111, v[146:147], off offset:128
	global_load_ushort v114, v[150:151], off offset:128
	global_load_ushort v115, v[154:155], off offset:128
	global_load_ushort v118, v[158:159], off offset:128
	global_load_ushort v119, v[162:163], off offset:128
	global_load_ushort v122, v[166:167], off offset:128
	global_load_ushort v123, v[170:171], off offset:128
	global_load_ushort v126, v[174:175], off offset:128
	global_load_ushort v127, v[178:179], off offset:128
	global_load_ushort v130, v[184:185], off offset:128
	; sched_barrier mask(0x00000000)
	v_accvgpr_read_b32 v64, a72
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	v_add_u32_e32 v64, s14, v64
	ds_read_b64_tr_b16 v[66:67], v64
	ds_read_b64_tr_b16 v[70:71], v64 offset:4096
	ds_read_b64_tr_b16 a[32:33], v64 offset:8192
	ds_read_b64_tr_b16 a[36:37], v64 offset:12288
	v_accvgpr_read_b32 v64, a78
	v_add_u32_e32 v64, s14, v64
	ds_read_b64_tr_b16 v[68:69], v64 offset:1024
	ds_read_b64_tr_b16 v[72:73], v64 offset:5120
	ds_read_b64_tr_b16 a[34:35], v64 offset:9216
	ds_read_b64_tr_b16 a[38:39], v64 offset:13312
	v_accvgpr_read_b32 v64, a73
	v_add_u32_e32 v64, s14, v64
	ds_read_b64_tr_b16 a[40:41], v64
	ds_read_b64_tr_b16 a[44:45], v64 offset:4096
	ds_read_b64_tr_b16 a[48:49], v64 offset:8192
	ds_read_b64_tr_b16 a[52:53], v64 offset:12288
	v_accvgpr_read_b32 v64, a79
	v_add_u32_e32 v64, s14, v64
	ds_read_b64_tr_b16 a[42:43], v64 offset:1024
	ds_read_b64_tr_b16 a[46:47], v64 offset:5120
	ds_read_b64_tr_b16 a[50:51], v64 offset:9216
	ds_read_b64_tr_b16 a[54:55], v64 offset:13312
	.loc	1 16 5                          ; triton_kernels_src.py:16:5
	s_setprio 0
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	global_load_ushort v131, v[74:75], off
	global_load_ushort v134, v[78:79], off
	global_load_ushort v135, v[82:83], off
	global_load_ushort v138, v[86:87], off
	global_load_ushort v139, v[88:89], off
	global_load_ushort v142, v[92:93], off
	global_load_ushort v143, v[96:97], off
	global_load_ushort v146, v[100:101], off
	global_load_ushort v147, v[104:105], off
	global_load_ushort v150, v[108:109], off
	global_load_ushort v151, v[112:113], off
	global_load_ushort v154, v[116:117], off
	global_load_ushort v155, v[120:121], off
	global_load_ushort v158, v[124:125], off
	global_load_ushort v159, v[128:129], off
	global_load_ushort v162, v[132:133], off
	global_load_ushort v163, v[136:137], off
	global_load_ushort v166, v[140:141], off
	global_load_ushort v167, v[144:145], off
	global_load_ushort v170, v[148:149], off
	global_load_ushort v171, v[152:153], off
	global_load_ushort v174, v[156:157], off
	global_load_ushort v175, v[160:161], off
	global_load_ushort v178, v[164:165], off
	global_load_ushort v179, v[168:169], off
	global_load_ushort v184, v[172:173], off
	global_load_ushort v185, v[176:177], off
	global_load_ushort a60, v[180:181], off
	global_load_ushort a61, v[182:183], off
	global_load_ushort a62, v[186:187], off
	global_load_ushort a63, v[188:189], off
	global_load_ushort a64, v[190:191], off
	.loc	1 19 16                         ; triton_kernels_src.py:19:16
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x16_f16 v[48:63], v[66:69], a[0:3], v[48:63]
	; sched_barrier mask(0x00000001)
	.loc	1 16 5                          ; triton_kernels_src.py:16:5
	s_setprio 1
	.loc	1 19 16                         ; triton_kernels_src.py:19:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[32:47], a[40:43], a[0:3], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], v[66:69], a[4:7], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[40:43], a[4:7], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[70:73], a[8:11], v[48:63]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[32:47], a[44:47], a[8:11], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], v[70:73], a[12:15], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[44:47], a[12:15], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], a[32:35], a[16:19], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[32:47], a[48:51], a[16:19], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], a[32:35], a[20:23], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[48:51], a[20:23], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], a[36:39], a[24:27], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], a[52:55], a[24:27], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], a[36:39], a[28:31], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[52:55], a[28:31], v[0:15]
	.loc	1 16 5                          ; triton_kernels_src.py:16:5
	s_setprio 0
	s_add_i32 s4, s15, 1
	s_cmp_lt_i32 s4, 2
	s_cselect_b32 s15, s4, 0
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	s_lshl_b32 s4, s15, 14
	v_accvgpr_read_b32 v64, a87
	v_add_u32_e32 v64, s4, v64
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	s_barrier
	ds_write_b16 v64, v65
	s_waitcnt vmcnt(59)
	ds_write_b16 v64, a59 offset:2048
	s_waitcnt vmcnt(55)
	ds_write_b16 v64, v81 offset:4096
	s_waitcnt vmcnt(51)
	ds_write_b16 v64, v91 offset:6144
	s_waitcnt vmcnt(47)
	ds_write_b16 v64, v99 offset:8192
	s_waitcnt vmcnt(43)
	ds_write_b16 v64, v107 offset:10240
	s_waitcnt vmcnt(39)
	ds_write_b16 v64, v115 offset:12288
	s_waitcnt vmcnt(35)
	ds_write_b16 v64, v123 offset:14336
	v_accvgpr_read_b32 v65, a81
	v_accvgpr_read_b32 v66, a82
	v_accvgpr_read_b32 v67, a83
	v_add_u32_e32 v65, s4, v65
	v_add_u32_e32 v66, s4, v66
	v_add_u32_e32 v67, s4, v67
	ds_write_b16 v65, a56 offset:512
	ds_write_b16 v65, v76 offset:2560
	ds_write_b16 v65, v84 offset:4608
	ds_write_b16 v65, v94 offset:6656
	ds_write_b16 v65, v102 offset:8704
	ds_write_b16 v65, v110 offset:10752
	ds_write_b16 v65, v118 offset:12800
	s_waitcnt vmcnt(34)
	ds_write_b16 v65, v126 offset:14848
	ds_write_b16 v66, a57 offset:1024
	ds_write_b16 v66, v77 offset:3072
	ds_write_b16 v66, v85 offset:5120
	ds_write_b16 v66, v95 offset:7168
	ds_write_b16 v66, v103 offset:9216
	ds_write_b16 v66, v111 offset:11264
	ds_write_b16 v66, v119 offset:13312
	s_waitcnt vmcnt(33)
	ds_write_b16 v66, v127 offset:15360
	ds_write_b16 v67, a58 offset:1536
	ds_write_b16 v67, v80 offset:3584
	ds_write_b16 v67, v90 offset:5632
	ds_write_b16 v67, v98 offset:7680
	ds_write_b16 v67, v106 offset:9728
	ds_write_b16 v67, v114 offset:11776
	ds_write_b16 v67, v122 offset:13824
	s_waitcnt vmcnt(32)
	ds_write_b16 v67, v130 offset:15872
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	s_waitcnt vmcnt(31)
	ds_write_b16 v64, v131 offset:32768
	s_waitcnt vmcnt(23)
	ds_write_b16 v64, v147 offset:36864
	s_waitcnt vmcnt(15)
	ds_write_b16 v64, v163 offset:40960
	s_waitcnt vmcnt(7)
	ds_write_b16 v64, v179 offset:45056
	ds_write_b16 v65, v134 offset:33280
	ds_write_b16 v65, v150 offset:37376
	ds_write_b16 v65, v166 offset:41472
	s_waitcnt vmcnt(6)
	ds_write_b16 v65, v184 offset:45568
	ds_write_b16 v66, v135 offset:33792
	ds_write_b16 v66, v151 offset:37888
	ds_write_b16 v66, v167 offset:41984
	s_waitcnt vmcnt(5)
	ds_write_b16 v66, v185 offset:46080
	ds_write_b16 v67, v138 offset:34304
	ds_write_b16 v67, v154 offset:38400
	ds_write_b16 v67, v170 offset:42496
	s_waitcnt vmcnt(4)
	ds_write_b16 v67, a60 offset:46592
	v_accvgpr_read_b32 v64, a80
	v_add_u32_e32 v64, s4, v64
	ds_write_b16 v64, v139 offset:34816
	ds_write_b16 v64, v155 offset:38912
	ds_write_b16 v64, v171 offset:43008
	s_waitcnt vmcnt(3)
	ds_write_b16 v64, a61 offset:47104
	v_accvgpr_read_b32 v64, a84
	v_add_u32_e32 v64, s4, v64
	ds_write_b16 v64, v142 offset:35328
	ds_write_b16 v64, v158 offset:39424
	ds_write_b16 v64, v174 offset:43520
	s_waitcnt vmcnt(2)
	ds_write_b16 v64, a62 offset:47616
	v_accvgpr_read_b32 v64, a85
	v_add_u32_e32 v64, s4, v64
	ds_write_b16 v64, v143 offset:35840
	ds_write_b16 v64, v159 offset:39936
	ds_write_b16 v64, v175 offset:44032
	s_waitcnt vmcnt(1)
	ds_write_b16 v64, a63 offset:48128
	v_accvgpr_read_b32 v64, a86
	s_add_i32 s14, s4, 0x8000
	v_add_u32_e32 v64, s4, v64
	.loc	1 16 5                          ; triton_kernels_src.py:16:5
	s_add_i32 s16, s16, 64
	.loc	1 18 13                         ; triton_kernels_src.py:18:13
	ds_write_b16 v64, v146 offset:36352
	ds_write_b16 v64, v162 offset:40448
	ds_write_b16 v64, v178 offset:44544
	s_waitcnt vmcnt(0)
	ds_write_b16 v64, a64 offset:48640
	.loc	1 16 5                          ; triton_kernels_src.py:16:5
	s_cmp_lt_i32 s16, s5
	v_mov_b64_e32 v[184:185], v[254:255]
	v_mov_b64_e32 v[178:179], v[252:253]
	v_mov_b64_e32 v[174:175], v[250:251]
	v_mov_b64_e32 v[170:171], v[248:249]
	v_mov_b64_e32 v[166:167], v[246:247]
	v_mov_b64_e32 v[162:163], v[244:245]
	v_mov_b64_e32 v[158:159], v[242:243]
	v_mov_b64_e32 v[154:155], v[240:241]
	v_mov_b64_e32 v[150:151], v[238:239]
	v_mov_b64_e32 v[146:147], v[236:237]
	v_mov_b64_e32 v[142:143], v[234:235]
	v_mov_b64_e32 v[138:139], v[232:233]
	v_mov_b64_e32 v[134:135], v[230:231]
	v_mov_b64_e32 v[130:131], v[228:229]
	v_mov_b64_e32 v[126:127], v[226:227]
	v_mov_b64_e32 v[122:123], v[224:225]
	v_mov_b64_e32 v[118:119], v[222:223]
	v_mov_b64_e32 v[114:115], v[220:221]
	v_mov_b64_e32 v[110:111], v[218:219]
	v_mov_b64_e32 v[106:107], v[216:217]
	v_mov_b64_e32 v[102:103], v[214:215]
	v_mov_b64_e32 v[98:99], v[212:213]
	v_mov_b64_e32 v[94:95], v[210:211]
	v_mov_b64_e32 v[90:91], v[208:209]
	v_mov_b64_e32 v[84:85], v[206:207]
	v_mov_b64_e32 v[80:81], v[204:205]
	v_mov_b64_e32 v[76:77], v[202:203]
	v_mov_b64_e32 v[72:73], v[200:201]
	v_mov_b64_e32 v[70:71], v[198:199]
	v_mov_b64_e32 v[196:197], v[192:193]
	v_mov_b64_e32 v[66:67], v[194:195]
	v_accvgpr_read_b32 v64, a88
	v_accvgpr_read_b32 v65, a89
	s_cbranch_scc1 .LBB0_197
; %bb.198:                              ; %Flow
	.loc	1 0 5 is_stmt 0                 ; triton_kernels_src.py:0:5
	v_accvgpr_read_b32 v192, a65
	v_accvgpr_read_b32 v193, a66
	v_accvgpr_read_b32 v69, a73
	v_accvgpr_read_b32 v194, a68
	v_accvgpr_read_b32 v195, a69
	v_accvgpr_read_b32 v68, a70
	v_accvgpr_read_b32 v198, a72
	s_branch .LBB0_200
.LBB0_199:
	v_mov_b32_e32 v15, 0
	s_mov_b32 s14, 0x8000
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
.LBB0_200:                              ; %._crit_edge
	.loc	1 16 5 is_stmt 1                ; triton_kernels_src.py:16:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 19 16                         ; triton_kernels_src.py:19:16
	s_cbranch_scc1 .LBB0_202
; %bb.201:
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	v_and_b32_e32 v66, 0x70, v68
	s_lshl_b32 s0, s13, 5
	v_or_b32_e32 v67, v194, v66
	v_accvgpr_read_b32 v65, a71
	v_bitop3_b32 v67, s0, v67, v195 bitop3:0xf6
	v_add_u32_e32 v64, s14, v198
	v_add_u32_e32 v65, s14, v65
	v_add_u32_e32 v68, s4, v67
	ds_read_b64_tr_b16 v[70:71], v64
	ds_read_b64_tr_b16 v[72:73], v65
	ds_read_b128 v[74:77], v68
	ds_read_b64_tr_b16 v[78:79], v64 offset:4096
	ds_read_b64_tr_b16 v[82:83], v64 offset:8192
	ds_read_b64_tr_b16 v[86:87], v64 offset:12288
	ds_read_b64_tr_b16 v[80:81], v65 offset:4096
	ds_read_b64_tr_b16 v[84:85], v65 offset:8192
	ds_read_b64_tr_b16 v[88:89], v65 offset:12288
	v_xad_u32 v64, v67, 32, s4
	v_xad_u32 v65, v67, 64, s4
	v_mov_b32_e32 v67, 0x60
	v_bitop3_b32 v66, v194, v195, v66 bitop3:0x36
	v_bitop3_b32 v66, s0, v67, v66 bitop3:0x36
	v_add_u32_e32 v67, s14, v69
	v_accvgpr_read_b32 v69, a67
	v_add_u32_e32 v69, s14, v69
	ds_read_b64_tr_b16 v[104:105], v69
	v_add_u32_e32 v66, s4, v66
	.loc	1 19 16                         ; triton_kernels_src.py:19:16
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x16_f16 v[48:63], v[70:73], v[74:77], v[48:63]
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	ds_read_b128 v[98:101], v66
	ds_read_b64_tr_b16 v[102:103], v67
	ds_read_b64_tr_b16 v[106:107], v67 offset:4096
	ds_read_b64_tr_b16 v[110:111], v67 offset:8192
	ds_read_b64_tr_b16 v[114:115], v67 offset:12288
	ds_read_b64_tr_b16 v[108:109], v69 offset:4096
	ds_read_b64_tr_b16 v[112:113], v69 offset:8192
	ds_read_b64_tr_b16 v[116:117], v69 offset:12288
	ds_read_b128 v[90:93], v64
	ds_read_b128 v[94:97], v65
	.loc	1 19 16                         ; triton_kernels_src.py:19:16
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x16_f16 v[32:47], v[102:105], v[74:77], v[32:47]
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	ds_read_b128 v[74:77], v68 offset:8192
	.loc	1 19 16                         ; triton_kernels_src.py:19:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[70:73], v[74:77], v[16:31]
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	ds_read_b128 v[68:71], v64 offset:8192
	.loc	1 19 16                         ; triton_kernels_src.py:19:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[102:105], v[74:77], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[78:81], v[90:93], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[106:109], v[90:93], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[78:81], v[68:71], v[16:31]
	.loc	1 17 13                         ; triton_kernels_src.py:17:13
	ds_read_b128 v[78:81], v65 offset:8192
	ds_read_b128 v[64:67], v66 offset:8192
	.loc	1 19 16                         ; triton_kernels_src.py:19:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[106:109], v[68:71], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[82:85], v[94:97], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[110:113], v[94:97], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[82:85], v[78:81], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[110:113], v[78:81], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[86:89], v[98:101], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[114:117], v[98:101], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[86:89], v[64:67], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[114:117], v[64:67], v[0:15]
.LBB0_202:                              ; %._crit_edge._crit_edge
	.loc	1 10 23                         ; triton_kernels_src.py:10:23
	v_lshrrev_b32_e32 v65, 2, v193
	s_lshr_b32 s0, s11, 1
	.loc	1 22 53                         ; triton_kernels_src.py:22:53
	s_nop 5
	v_cvt_pk_f16_f32 v64, v48, v49
	.loc	1 10 23                         ; triton_kernels_src.py:10:23
	v_or_b32_e32 v48, s0, v65
	s_lshr_b32 s0, s13, 2
	v_or_b32_e32 v49, s0, v192
	.loc	1 10 10 is_stmt 0               ; triton_kernels_src.py:10:10
	v_or_b32_e32 v49, s8, v49
	.loc	1 22 53 is_stmt 1               ; triton_kernels_src.py:22:53
	v_cvt_pk_f16_f32 v65, v50, v51
	.loc	1 10 10                         ; triton_kernels_src.py:10:10
	v_or_b32_e32 v51, 64, v49
	.loc	1 22 53                         ; triton_kernels_src.py:22:53
	v_cvt_pk_f16_f32 v66, v52, v53
	.loc	1 11 10                         ; triton_kernels_src.py:11:10
	v_or_b32_e32 v48, s12, v48
	.loc	1 22 22                         ; triton_kernels_src.py:22:22
	v_mul_lo_u32 v50, v49, s9
	v_mul_lo_u32 v52, v51, s9
	.loc	1 22 14 is_stmt 0               ; triton_kernels_src.py:22:14
	v_ashrrev_i32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[50:51], v[50:51], 1, s[6:7]
	v_lshl_add_u64 v[52:53], v[52:53], 1, s[6:7]
	v_lshlrev_b64 v[48:49], 1, v[48:49]
	.loc	1 22 53                         ; triton_kernels_src.py:22:53
	v_cvt_pk_f16_f32 v67, v54, v55
	.loc	1 22 14                         ; triton_kernels_src.py:22:14
	v_lshl_add_u64 v[54:55], v[50:51], 0, v[48:49]
	v_lshl_add_u64 v[52:53], v[52:53], 0, v[48:49]
	.loc	1 22 53                         ; triton_kernels_src.py:22:53
	v_cvt_pk_f16_f32 v48, v56, v57
	v_cvt_pk_f16_f32 v49, v58, v59
	v_cvt_pk_f16_f32 v50, v60, v61
	v_cvt_pk_f16_f32 v51, v62, v63
	v_cvt_pk_f16_f32 v32, v32, v33
	v_cvt_pk_f16_f32 v33, v34, v35
	v_cvt_pk_f16_f32 v34, v36, v37
	v_cvt_pk_f16_f32 v35, v38, v39
	v_cvt_pk_f16_f32 v36, v40, v41
	v_cvt_pk_f16_f32 v37, v42, v43
	v_cvt_pk_f16_f32 v38, v44, v45
	v_cvt_pk_f16_f32 v39, v46, v47
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
	v_permlane32_swap_b32_e32 v48, v50
	.loc	1 22 5                          ; triton_kernels_src.py:22:5
	global_store_dwordx4 v[54:55], v[64:67], off
	.loc	1 22 53                         ; triton_kernels_src.py:22:53
	v_permlane32_swap_b32_e32 v49, v51
	v_permlane32_swap_b32_e32 v36, v38
	v_permlane32_swap_b32_e32 v37, v39
	v_permlane32_swap_b32_e32 v20, v22
	v_permlane32_swap_b32_e32 v21, v23
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v32, v34
	v_permlane32_swap_b32_e32 v33, v35
	.loc	1 22 5                          ; triton_kernels_src.py:22:5
	global_store_dwordx4 v[54:55], v[48:51], off offset:32
	global_store_dwordx4 v[54:55], v[32:35], off offset:128
	.loc	1 22 53                         ; triton_kernels_src.py:22:53
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	.loc	1 22 5                          ; triton_kernels_src.py:22:5
	global_store_dwordx4 v[54:55], v[36:39], off offset:160
	global_store_dwordx4 v[52:53], v[16:19], off
	global_store_dwordx4 v[52:53], v[4:7], off offset:160
	.loc	1 22 53                         ; triton_kernels_src.py:22:53
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 22 5                          ; triton_kernels_src.py:22:5
	global_store_dwordx4 v[52:53], v[20:23], off offset:32
	global_store_dwordx4 v[52:53], v[0:3], off offset:128
	.loc	1 7 1 is_stmt 1                 ; triton_kernels_src.py:7:1
	s_endpgm
.Ltmp3:
.Lfunc_end0:
	.size	matmul, .Lfunc_end0-matmul
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
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
		.amdhsa_next_free_vgpr 346
		.amdhsa_next_free_sgpr 18
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
	.set .Lmatmul.num_vgpr, 256
	.set .Lmatmul.num_agpr, 90
	.set .Lmatmul.numbered_sgpr, 18
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 0
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 9708
; TotalNumSgprs: 24
; NumVgprs: 256
; NumAgprs: 90
; TotalNumVgprs: 346
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 43
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 346
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
	.asciz	"triton_kernels_src.py"         ; string offset=7 ; triton_kernels_src.py
.Linfo_string2:
	.asciz	"SRC"       ; string offset=29 ; SRC
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     90
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
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     346
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
