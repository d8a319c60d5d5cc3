	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_fp16                       ; -- Begin function gemm_fp16
	.p2align	8
	.type	gemm_fp16,@function
gemm_fp16:                              ; @gemm_fp16
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.202:
	.file	1 "/tmp/tmp79xwxkro" "triton_fixtures.py"
	.loc	1 8 0 prologue_end              ; triton_fixtures.py:8:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.203:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	v_readfirstlane_b32 s18, v0
	.loc	1 12 10                         ; triton_fixtures.py:12:10
	s_lshl_b32 s16, s16, 7
	.loc	1 12 28 is_stmt 0               ; triton_fixtures.py:12:28
	s_lshr_b32 s8, s18, 6
	.loc	1 12 10                         ; triton_fixtures.py:12:10
	s_or_b32 s19, s8, s16
	.loc	1 15 17 is_stmt 1               ; triton_fixtures.py:15:17
	s_mul_i32 s8, s19, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	.loc	1 12 28 is_stmt 1               ; triton_fixtures.py:12:28
	v_and_b32_e32 v1, 63, v0
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	s_add_u32 s20, s2, s8
	s_addc_u32 s21, s3, s9
	.loc	1 15 43 is_stmt 0               ; triton_fixtures.py:15:43
	v_mul_lo_u32 v2, s12, v1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 18 5 is_stmt 1                ; triton_fixtures.py:18:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[64:65], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v4, v[64:65], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v4, 0
.LBB0_3:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 4
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[66:67], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v5, v[66:67], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v5, 0
.LBB0_6:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 8
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[68:69], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v6, v[68:69], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v6, 0
.LBB0_9:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 12
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[70:71], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v7, v[70:71], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v7, 0
.LBB0_12:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 16
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[72:73], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v8, v[72:73], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v8, 0
.LBB0_15:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 20
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[74:75], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v9, v[74:75], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v9, 0
.LBB0_18:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 24
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[76:77], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v10, v[76:77], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v10, 0
.LBB0_21:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 28
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[78:79], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_ushort v11, v[78:79], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v11, 0
.LBB0_24:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 32
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[80:81], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	global_load_ushort v12, v[80:81], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v12, 0
.LBB0_27:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 36
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[82:83], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	global_load_ushort v13, v[82:83], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v13, 0
.LBB0_30:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 40
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[84:85], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	global_load_ushort v14, v[84:85], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v14, 0
.LBB0_33:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 44
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[86:87], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	global_load_ushort v15, v[86:87], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v15, 0
.LBB0_36:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 48
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[88:89], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	global_load_ushort v16, v[88:89], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v16, 0
.LBB0_39:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 52
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[90:91], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	global_load_ushort v17, v[90:91], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v17, 0
.LBB0_42:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 56
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[92:93], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	global_load_ushort v18, v[92:93], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v18, 0
.LBB0_45:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 60
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[94:95], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	global_load_ushort v19, v[94:95], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v19, 0
.LBB0_48:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 64
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[96:97], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	global_load_ushort v20, v[96:97], off
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v20, 0
.LBB0_51:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x44
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[98:99], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	global_load_ushort v21, v[98:99], off
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v21, 0
.LBB0_54:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x48
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[100:101], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	global_load_ushort v22, v[100:101], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v22, 0
.LBB0_57:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x4c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[102:103], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	global_load_ushort v23, v[102:103], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v23, 0
.LBB0_60:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x50
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[104:105], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	global_load_ushort v24, v[104:105], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v24, 0
.LBB0_63:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x54
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[106:107], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	global_load_ushort v25, v[106:107], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v25, 0
.LBB0_66:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x58
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[108:109], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	global_load_ushort v26, v[108:109], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v26, 0
.LBB0_69:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x5c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[110:111], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	global_load_ushort v27, v[110:111], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v27, 0
.LBB0_72:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x60
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[112:113], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	global_load_ushort v28, v[112:113], off
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v28, 0
.LBB0_75:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x64
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[114:115], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	global_load_ushort v29, v[114:115], off
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v29, 0
.LBB0_78:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x68
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[116:117], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_80
; %bb.79:
	global_load_ushort v30, v[116:117], off
	s_branch .LBB0_81
.LBB0_80:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v30, 0
.LBB0_81:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x6c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[118:119], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_83
; %bb.82:
	global_load_ushort v31, v[118:119], off
	s_branch .LBB0_84
.LBB0_83:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v31, 0
.LBB0_84:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x70
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[120:121], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_86
; %bb.85:
	global_load_ushort v32, v[120:121], off
	s_branch .LBB0_87
.LBB0_86:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v32, 0
.LBB0_87:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x74
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[122:123], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_89
; %bb.88:
	global_load_ushort v33, v[122:123], off
	s_branch .LBB0_90
.LBB0_89:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v33, 0
.LBB0_90:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s20, s19, 0x78
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s20, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[124:125], v[2:3], 1, s[20:21]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_92
; %bb.91:
	global_load_ushort v34, v[124:125], off
	s_branch .LBB0_93
.LBB0_92:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v34, 0
.LBB0_93:
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_addk_i32 s19, 0x7c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s20, s19, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s2, s2, s20
	s_addc_u32 s3, s3, s21
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_and_b64 s[20:21], s[8:9], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_lshl_add_u64 v[126:127], v[2:3], 1, s[2:3]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_cbranch_scc1 .LBB0_95
; %bb.94:
	global_load_ushort v35, v[126:127], off
	s_branch .LBB0_96
.LBB0_95:
	.loc	1 0 23 is_stmt 0                ; triton_fixtures.py:0:23
	v_mov_b32_e32 v35, 0
.LBB0_96:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_bfe_u32 s2, s18, 0x10007
	s_mul_i32 s2, s2, s13
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s3, s2, 31
	.loc	1 12 28 is_stmt 1               ; triton_fixtures.py:12:28
	s_and_b32 s11, s18, 64
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	s_lshl_b32 s17, s17, 7
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_lshl_b64 s[20:21], s[2:3], 1
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_or_b32_e32 v1, s11, v1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_add_u32 s20, s4, s20
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	v_or_b32_e32 v2, s17, v1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_addc_u32 s21, s5, s21
	.loc	1 16 43 is_stmt 0               ; triton_fixtures.py:16:43
	v_mul_lo_u32 v2, v2, s14
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[128:129], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_98
; %bb.97:
	global_load_ushort v36, v[128:129], off
	s_branch .LBB0_99
.LBB0_98:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v36, 0
.LBB0_99:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_lshl1_add_u32 s20, s13, s2
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[130:131], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_101
; %bb.100:
	global_load_ushort v37, v[130:131], off
	s_branch .LBB0_102
.LBB0_101:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v37, 0
.LBB0_102:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_lshl2_add_u32 s20, s13, s2
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[132:133], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_104
; %bb.103:
	global_load_ushort v38, v[132:133], off
	s_branch .LBB0_105
.LBB0_104:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v38, 0
.LBB0_105:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 6
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[134:135], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_107
; %bb.106:
	global_load_ushort v39, v[134:135], off
	s_branch .LBB0_108
.LBB0_107:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v39, 0
.LBB0_108:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_lshl3_add_u32 s20, s13, s2
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[136:137], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_110
; %bb.109:
	global_load_ushort v40, v[136:137], off
	s_branch .LBB0_111
.LBB0_110:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v40, 0
.LBB0_111:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 10
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[138:139], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_113
; %bb.112:
	global_load_ushort v41, v[138:139], off
	s_branch .LBB0_114
.LBB0_113:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v41, 0
.LBB0_114:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 12
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[140:141], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_116
; %bb.115:
	global_load_ushort v42, v[140:141], off
	s_branch .LBB0_117
.LBB0_116:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v42, 0
.LBB0_117:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 14
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[142:143], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_119
; %bb.118:
	global_load_ushort v43, v[142:143], off
	s_branch .LBB0_120
.LBB0_119:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v43, 0
.LBB0_120:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_lshl4_add_u32 s20, s13, s2
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[144:145], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_122
; %bb.121:
	global_load_ushort v44, v[144:145], off
	s_branch .LBB0_123
.LBB0_122:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v44, 0
.LBB0_123:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 18
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[146:147], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_125
; %bb.124:
	global_load_ushort v45, v[146:147], off
	s_branch .LBB0_126
.LBB0_125:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v45, 0
.LBB0_126:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 20
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[148:149], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_128
; %bb.127:
	global_load_ushort v46, v[148:149], off
	s_branch .LBB0_129
.LBB0_128:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v46, 0
.LBB0_129:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 22
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[150:151], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_131
; %bb.130:
	global_load_ushort v47, v[150:151], off
	s_branch .LBB0_132
.LBB0_131:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v47, 0
.LBB0_132:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 24
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[152:153], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_134
; %bb.133:
	global_load_ushort v48, v[152:153], off
	s_branch .LBB0_135
.LBB0_134:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v48, 0
.LBB0_135:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 26
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[154:155], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_137
; %bb.136:
	global_load_ushort v49, v[154:155], off
	s_branch .LBB0_138
.LBB0_137:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v49, 0
.LBB0_138:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 28
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[156:157], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_140
; %bb.139:
	global_load_ushort v50, v[156:157], off
	s_branch .LBB0_141
.LBB0_140:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v50, 0
.LBB0_141:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 30
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[158:159], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_143
; %bb.142:
	global_load_ushort v51, v[158:159], off
	s_branch .LBB0_144
.LBB0_143:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v51, 0
.LBB0_144:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_lshl_b32 s3, s13, 5
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[160:161], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_146
; %bb.145:
	global_load_ushort v52, v[160:161], off
	s_branch .LBB0_147
.LBB0_146:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v52, 0
.LBB0_147:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 34
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[162:163], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_149
; %bb.148:
	global_load_ushort v53, v[162:163], off
	s_branch .LBB0_150
.LBB0_149:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v53, 0
.LBB0_150:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 36
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[164:165], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_152
; %bb.151:
	global_load_ushort v54, v[164:165], off
	s_branch .LBB0_153
.LBB0_152:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v54, 0
.LBB0_153:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 38
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[166:167], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_155
; %bb.154:
	global_load_ushort v55, v[166:167], off
	s_branch .LBB0_156
.LBB0_155:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v55, 0
.LBB0_156:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 40
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[168:169], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_158
; %bb.157:
	global_load_ushort v56, v[168:169], off
	s_branch .LBB0_159
.LBB0_158:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v56, 0
.LBB0_159:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 42
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[170:171], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_161
; %bb.160:
	global_load_ushort v57, v[170:171], off
	s_branch .LBB0_162
.LBB0_161:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v57, 0
.LBB0_162:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 44
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[172:173], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_164
; %bb.163:
	global_load_ushort v58, v[172:173], off
	s_branch .LBB0_165
.LBB0_164:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v58, 0
.LBB0_165:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 46
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[174:175], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_167
; %bb.166:
	global_load_ushort v59, v[174:175], off
	s_branch .LBB0_168
.LBB0_167:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v59, 0
.LBB0_168:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 48
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[176:177], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_170
; %bb.169:
	global_load_ushort v60, v[176:177], off
	s_branch .LBB0_171
.LBB0_170:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v60, 0
.LBB0_171:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 50
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[178:179], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_173
; %bb.172:
	global_load_ushort v61, v[178:179], off
	s_branch .LBB0_174
.LBB0_173:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v61, 0
.LBB0_174:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 52
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[180:181], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_176
; %bb.175:
	global_load_ushort v62, v[180:181], off
	s_branch .LBB0_177
.LBB0_176:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v62, 0
.LBB0_177:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 54
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[182:183], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_179
; %bb.178:
	global_load_ushort v63, v[182:183], off
	s_branch .LBB0_180
.LBB0_179:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v63, 0
.LBB0_180:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 56
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[184:185], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_182
; %bb.181:
	global_load_ushort v192, v[184:185], off
	s_branch .LBB0_183
.LBB0_182:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v192, 0
.LBB0_183:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 58
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[186:187], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_185
; %bb.184:
	global_load_ushort v193, v[186:187], off
	s_branch .LBB0_186
.LBB0_185:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v193, 0
.LBB0_186:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 60
	s_add_i32 s20, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[22:23], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[188:189], v[2:3], 1, s[20:21]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_188
; %bb.187:
	global_load_ushort v194, v[188:189], off
	s_branch .LBB0_189
.LBB0_188:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v194, 0
.LBB0_189:
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_mul_i32 s3, s13, 62
	s_add_i32 s2, s2, s3
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s3, s2, 31
	.loc	1 0 0                           ; triton_fixtures.py:0
	s_and_b32 s14, s18, 0x80
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	s_and_b64 s[4:5], s[8:9], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[190:191], v[2:3], 1, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_cbranch_scc1 .LBB0_191
; %bb.190:
	global_load_ushort v2, v[190:191], off
	s_branch .LBB0_192
.LBB0_191:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	v_mov_b32_e32 v2, 0
.LBB0_192:
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	s_cmp_eq_u32 s14, 0
	v_lshlrev_b32_e32 v1, 1, v1
	s_cselect_b32 s2, 0, 0x110
	v_xor_b32_e32 v200, s2, v1
	v_xor_b32_e32 v201, 32, v200
	v_add_u32_e32 v1, 0, v200
	v_add_u32_e32 v3, 0, v201
	v_xor_b32_e32 v202, 64, v200
	v_xor_b32_e32 v203, 0x60, v200
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v4
	ds_write_b16 v1, v8 offset:2048
	ds_write_b16 v1, v12 offset:4096
	ds_write_b16 v1, v16 offset:6144
	ds_write_b16 v1, v20 offset:8192
	ds_write_b16 v1, v24 offset:10240
	ds_write_b16 v1, v28 offset:12288
	ds_write_b16 v1, v32 offset:14336
	ds_write_b16 v3, v5 offset:512
	ds_write_b16 v3, v9 offset:2560
	ds_write_b16 v3, v13 offset:4608
	ds_write_b16 v3, v17 offset:6656
	ds_write_b16 v3, v21 offset:8704
	ds_write_b16 v3, v25 offset:10752
	ds_write_b16 v3, v29 offset:12800
	ds_write_b16 v3, v33 offset:14848
	v_add_u32_e32 v4, 0, v202
	v_add_u32_e32 v5, 0, v203
	v_xor_b32_e32 v204, 0x80, v200
	ds_write_b16 v4, v6 offset:1024
	ds_write_b16 v4, v10 offset:3072
	ds_write_b16 v4, v14 offset:5120
	ds_write_b16 v4, v18 offset:7168
	ds_write_b16 v4, v22 offset:9216
	ds_write_b16 v4, v26 offset:11264
	ds_write_b16 v4, v30 offset:13312
	ds_write_b16 v4, v34 offset:15360
	ds_write_b16 v5, v7 offset:1536
	ds_write_b16 v5, v11 offset:3584
	ds_write_b16 v5, v15 offset:5632
	ds_write_b16 v5, v19 offset:7680
	ds_write_b16 v5, v23 offset:9728
	ds_write_b16 v5, v27 offset:11776
	ds_write_b16 v5, v31 offset:13824
	ds_write_b16 v5, v35 offset:15872
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
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
	v_add_u32_e32 v1, 0, v204
	v_xor_b32_e32 v205, 0xa0, v200
	ds_write_b16 v1, v40 offset:34816
	ds_write_b16 v1, v48 offset:38912
	ds_write_b16 v1, v56 offset:43008
	ds_write_b16 v1, v192 offset:47104
	v_add_u32_e32 v1, 0, v205
	v_xor_b32_e32 v206, 0xc0, v200
	ds_write_b16 v1, v41 offset:35328
	ds_write_b16 v1, v49 offset:39424
	ds_write_b16 v1, v57 offset:43520
	ds_write_b16 v1, v193 offset:47616
	v_add_u32_e32 v1, 0, v206
	v_xor_b32_e32 v207, 0xe0, v200
	ds_write_b16 v1, v42 offset:35840
	ds_write_b16 v1, v50 offset:39936
	ds_write_b16 v1, v58 offset:44032
	ds_write_b16 v1, v194 offset:48128
	v_add_u32_e32 v1, 0, v207
	.loc	1 18 5 is_stmt 1                ; triton_fixtures.py:18:5
	s_sub_i32 s9, s10, 64
	s_mov_b32 s8, 0
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_write_b16 v1, v43 offset:36352
	ds_write_b16 v1, v51 offset:40448
	ds_write_b16 v1, v59 offset:44544
	ds_write_b16 v1, v2 offset:48640
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_cmp_gt_i32 s9, 0
	v_and_b32_e32 v1, 44, v0
	v_lshlrev_b32_e32 v196, 3, v0
	v_lshlrev_b32_e32 v2, 1, v0
	s_cbranch_scc1 .LBB0_194
; %bb.193:                              ; %.._crit_edge_crit_edge
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	v_and_b32_e32 v3, 24, v196
	v_lshlrev_b32_e32 v197, 2, v1
	v_and_b32_e32 v198, 32, v2
	v_lshl_or_b32 v199, v1, 6, v3
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_195
.LBB0_194:
	.loc	1 0 35 is_stmt 0                ; triton_fixtures.py:0:35
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr197
                                        ; implicit-def: $vgpr198
                                        ; implicit-def: $vgpr199
.LBB0_195:                              ; %Flow150
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v192, 31, v0
	v_and_b32_e32 v193, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v194, 7, v192
	v_lshrrev_b32_e32 v195, 1, v193
	s_cbranch_scc1 .LBB0_198
; %bb.196:                              ; %.lr.ph
	v_and_b32_e32 v0, 0x70, v196
	s_lshl_b32 s8, s14, 5
	v_or_b32_e32 v3, v194, v0
	v_bitop3_b32 v0, v194, v195, v0 bitop3:0x36
	v_bitop3_b32 v208, s8, v3, v195 bitop3:0xf6
	v_mov_b32_e32 v3, 0x60
	v_bitop3_b32 v209, s8, 32, v0 bitop3:0x36
	v_bitop3_b32 v210, s8, 64, v0 bitop3:0x36
	v_bitop3_b32 v211, s8, v3, v0 bitop3:0x36
	v_and_b32_e32 v0, 24, v196
	v_lshlrev_b32_e32 v197, 2, v1
	v_lshl_or_b32 v199, v1, 6, v0
	v_bitop3_b32 v0, v197, v2, 32 bitop3:0x78
	.loc	1 21 14 is_stmt 1               ; triton_fixtures.py:21:14
	s_lshl_b32 s4, s13, 6
	.loc	1 20 14                         ; triton_fixtures.py:20:14
	s_lshl_b32 s2, s12, 6
	v_xor_b32_e32 v1, v0, v199
	v_bitop3_b32 v212, s11, v0, v199 bitop3:0xf6
	v_mov_b32_e32 v0, 0x80
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s5, s4, 31
	v_bitop3_b32 v213, s11, v0, v1 bitop3:0x36
	v_mov_b32_e32 v0, 0xc0
	v_mov_b32_e32 v48, 0
	v_and_b32_e32 v198, 32, v2
	v_bitop3_b32 v214, s11, 64, v1 bitop3:0x36
	v_bitop3_b32 v215, s11, v0, v1 bitop3:0x36
	s_mov_b32 s8, 0
	s_mov_b32 s12, 0x8000
	s_lshl_b64 s[2:3], s[2:3], 1
	s_lshl_b64 s[4:5], s[4:5], 1
	s_mov_b32 s13, 0
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
	v_mov_b32_e32 v7, v48
	v_mov_b32_e32 v8, v48
	v_mov_b32_e32 v9, v48
	v_mov_b32_e32 v10, v48
	v_mov_b32_e32 v11, v48
	v_mov_b32_e32 v12, v48
	v_mov_b32_e32 v13, v48
	v_mov_b32_e32 v14, v48
	v_mov_b32_e32 v15, v48
	s_mov_b32 s18, 0
.LBB0_197:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	v_add_u32_e32 v216, s8, v208
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[218:221], v216
	ds_read_b128 v[222:225], v216 offset:8192
	v_add_u32_e32 v216, s8, v209
	ds_read_b128 v[226:229], v216
	ds_read_b128 v[230:233], v216 offset:8192
	v_add_u32_e32 v216, s8, v210
	ds_read_b128 v[234:237], v216
	ds_read_b128 v[238:241], v216 offset:8192
	v_add_u32_e32 v216, s8, v211
	ds_read_b128 v[242:245], v216
	ds_read_b128 v[246:249], v216 offset:8192
	.loc	1 20 9                          ; triton_fixtures.py:20:9
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
	v_lshl_add_u64 v[104:105], v[104:105], 0, s[2:3]
	v_lshl_add_u64 v[106:107], v[106:107], 0, s[2:3]
	v_lshl_add_u64 v[108:109], v[108:109], 0, s[2:3]
	v_lshl_add_u64 v[110:111], v[110:111], 0, s[2:3]
	v_lshl_add_u64 v[112:113], v[112:113], 0, s[2:3]
	v_lshl_add_u64 v[114:115], v[114:115], 0, s[2:3]
	v_lshl_add_u64 v[116:117], v[116:117], 0, s[2:3]
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[2:3]
	v_lshl_add_u64 v[120:121], v[120:121], 0, s[2:3]
	v_lshl_add_u64 v[122:123], v[122:123], 0, s[2:3]
	v_lshl_add_u64 v[124:125], v[124:125], 0, s[2:3]
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[2:3]
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_lshl_add_u64 v[128:129], v[128:129], 0, s[4:5]
	v_lshl_add_u64 v[130:131], v[130:131], 0, s[4:5]
	v_lshl_add_u64 v[132:133], v[132:133], 0, s[4:5]
	v_lshl_add_u64 v[134:135], v[134:135], 0, s[4:5]
	v_lshl_add_u64 v[136:137], v[136:137], 0, s[4:5]
	v_lshl_add_u64 v[138:139], v[138:139], 0, s[4:5]
	v_lshl_add_u64 v[140:141], v[140:141], 0, s[4:5]
	v_lshl_add_u64 v[142:143], v[142:143], 0, s[4:5]
	v_lshl_add_u64 v[144:145], v[144:145], 0, s[4:5]
	v_lshl_add_u64 v[146:147], v[146:147], 0, s[4:5]
	v_lshl_add_u64 v[148:149], v[148:149], 0, s[4:5]
	v_lshl_add_u64 v[150:151], v[150:151], 0, s[4:5]
	v_lshl_add_u64 v[152:153], v[152:153], 0, s[4:5]
	v_lshl_add_u64 v[154:155], v[154:155], 0, s[4:5]
	v_lshl_add_u64 v[156:157], v[156:157], 0, s[4:5]
	v_lshl_add_u64 v[158:159], v[158:159], 0, s[4:5]
	v_lshl_add_u64 v[160:161], v[160:161], 0, s[4:5]
	v_lshl_add_u64 v[162:163], v[162:163], 0, s[4:5]
	v_lshl_add_u64 v[164:165], v[164:165], 0, s[4:5]
	v_lshl_add_u64 v[166:167], v[166:167], 0, s[4:5]
	v_lshl_add_u64 v[168:169], v[168:169], 0, s[4:5]
	v_lshl_add_u64 v[170:171], v[170:171], 0, s[4:5]
	v_lshl_add_u64 v[172:173], v[172:173], 0, s[4:5]
	v_lshl_add_u64 v[174:175], v[174:175], 0, s[4:5]
	v_lshl_add_u64 v[176:177], v[176:177], 0, s[4:5]
	v_lshl_add_u64 v[178:179], v[178:179], 0, s[4:5]
	v_lshl_add_u64 v[180:181], v[180:181], 0, s[4:5]
	v_lshl_add_u64 v[182:183], v[182:183], 0, s[4:5]
	v_lshl_add_u64 v[184:185], v[184:185], 0, s[4:5]
	v_lshl_add_u64 v[186:187], v[186:187], 0, s[4:5]
	v_lshl_add_u64 v[188:189], v[188:189], 0, s[4:5]
	v_lshl_add_u64 v[190:191], v[190:191], 0, s[4:5]
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_setprio 1
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	global_load_ushort v217, v[64:65], off
	global_load_ushort v254, v[66:67], off
	global_load_ushort v255, v[68:69], off
	global_load_ushort a28, v[70:71], off
	global_load_ushort a29, v[72:73], off
	global_load_ushort a30, v[74:75], off
	global_load_ushort a31, v[76:77], off
	global_load_ushort a32, v[78:79], off
	global_load_ushort a33, v[80:81], off
	global_load_ushort a34, v[82:83], off
	global_load_ushort a35, v[84:85], off
	global_load_ushort a36, v[86:87], off
	global_load_ushort a37, v[88:89], off
	global_load_ushort a38, v[90:91], off
	global_load_ushort a39, v[92:93], off
	global_load_ushort a40, v[94:95], off
	global_load_ushort a41, v[96:97], off
	global_load_ushort a42, v[98:99], off
	global_load_ushort a43, v[100:101], off
	global_load_ushort a44, v[102:103], off
	global_load_ushort a45, v[104:105], off
	global_load_ushort a46, v[106:107], off
	global_load_ushort a47, v[108:109], off
	global_load_ushort a48, v[110:111], off
	global_load_ushort a49, v[112:113], off
	global_load_ushort a50, v[114:115], off
	global_load_ushort a51, v[116:117], off
	global_load_ushort a52, v[118:119], off
	global_load_ushort a53, v[120:121], off
	global_load_ushort a54, v[122:123], off
	global_load_ushort a55, v[124:125], off
	global_load_ushort a56, v[126:127], off
	; sched_barrier mask(0x00000000)
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	v_add_u32_e32 v216, s12, v212
	ds_read_b64_tr_b16 v[250:251], v216
	ds_read_b64_tr_b16 a[0:1], v216 offset:4096
	ds_read_b64_tr_b16 a[4:5], v216 offset:8192
	ds_read_b64_tr_b16 a[8:9], v216 offset:12288
	v_add_u32_e32 v216, s12, v214
	ds_read_b64_tr_b16 v[252:253], v216 offset:1024
	ds_read_b64_tr_b16 a[2:3], v216 offset:5120
	ds_read_b64_tr_b16 a[6:7], v216 offset:9216
	ds_read_b64_tr_b16 a[10:11], v216 offset:13312
	v_add_u32_e32 v216, s12, v213
	ds_read_b64_tr_b16 a[12:13], v216
	ds_read_b64_tr_b16 a[16:17], v216 offset:4096
	ds_read_b64_tr_b16 a[20:21], v216 offset:8192
	ds_read_b64_tr_b16 a[24:25], v216 offset:12288
	v_add_u32_e32 v216, s12, v215
	ds_read_b64_tr_b16 a[14:15], v216 offset:1024
	ds_read_b64_tr_b16 a[18:19], v216 offset:5120
	ds_read_b64_tr_b16 a[22:23], v216 offset:9216
	ds_read_b64_tr_b16 a[26:27], v216 offset:13312
	.loc	1 18 5 is_stmt 1                ; triton_fixtures.py:18:5
	s_setprio 0
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	global_load_ushort a57, v[128:129], off
	global_load_ushort a58, v[130:131], off
	global_load_ushort a59, v[132:133], off
	global_load_ushort a60, v[134:135], off
	global_load_ushort a61, v[136:137], off
	global_load_ushort a62, v[138:139], off
	global_load_ushort a63, v[140:141], off
	global_load_ushort a64, v[142:143], off
	global_load_ushort a65, v[144:145], off
	global_load_ushort a66, v[146:147], off
	global_load_ushort a67, v[148:149], off
	global_load_ushort a68, v[150:151], off
	global_load_ushort a69, v[152:153], off
	global_load_ushort a70, v[154:155], off
	global_load_ushort a71, v[156:157], off
	global_load_ushort a72, v[158:159], off
	global_load_ushort a73, v[160:161], off
	global_load_ushort a74, v[162:163], off
	global_load_ushort a75, v[164:165], off
	global_load_ushort a76, v[166:167], off
	global_load_ushort a77, v[168:169], off
	global_load_ushort a78, v[170:171], off
	global_load_ushort a79, v[172:173], off
	global_load_ushort a80, v[174:175], off
	global_load_ushort a81, v[176:177], off
	global_load_ushort a82, v[178:179], off
	global_load_ushort a83, v[180:181], off
	global_load_ushort a84, v[182:183], off
	global_load_ushort a85, v[184:185], off
	global_load_ushort a86, v[186:187], off
	global_load_ushort a87, v[188:189], off
	global_load_ushort a88, v[190:191], off
	.loc	1 19 16 is_stmt 0               ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x16_f16 v[48:63], v[250:253], v[218:221], v[48:63]
	; sched_barrier mask(0x00000001)
	.loc	1 18 5 is_stmt 1                ; triton_fixtures.py:18:5
	s_setprio 1
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[32:47], a[12:15], v[218:221], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], v[250:253], v[222:225], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[12:15], v[222:225], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], a[0:3], v[226:229], v[48:63]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[32:47], a[16:19], v[226:229], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], a[0:3], v[230:233], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[16:19], v[230:233], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], a[4:7], v[234:237], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[32:47], a[20:23], v[234:237], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], a[4:7], v[238:241], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[20:23], v[238:241], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], a[8:11], v[242:245], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], a[24:27], v[242:245], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], a[8:11], v[246:249], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[24:27], v[246:249], v[0:15]
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_setprio 0
	s_add_i32 s8, s13, 1
	s_cmp_lt_i32 s8, 2
	s_cselect_b32 s13, s8, 0
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_lshl_b32 s8, s13, 14
	v_add_u32_e32 v216, s8, v200
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	s_barrier
	ds_write_b16 v216, v217
	s_waitcnt vmcnt(59)
	ds_write_b16 v216, a29 offset:2048
	s_waitcnt vmcnt(55)
	ds_write_b16 v216, a33 offset:4096
	s_waitcnt vmcnt(51)
	ds_write_b16 v216, a37 offset:6144
	s_waitcnt vmcnt(47)
	ds_write_b16 v216, a41 offset:8192
	s_waitcnt vmcnt(43)
	ds_write_b16 v216, a45 offset:10240
	s_waitcnt vmcnt(39)
	ds_write_b16 v216, a49 offset:12288
	s_waitcnt vmcnt(35)
	ds_write_b16 v216, a53 offset:14336
	v_add_u32_e32 v217, s8, v201
	v_add_u32_e32 v218, s8, v202
	v_add_u32_e32 v219, s8, v203
	ds_write_b16 v217, v254 offset:512
	ds_write_b16 v217, a30 offset:2560
	ds_write_b16 v217, a34 offset:4608
	ds_write_b16 v217, a38 offset:6656
	ds_write_b16 v217, a42 offset:8704
	ds_write_b16 v217, a46 offset:10752
	ds_write_b16 v217, a50 offset:12800
	s_waitcnt vmcnt(34)
	ds_write_b16 v217, a54 offset:14848
	ds_write_b16 v218, v255 offset:1024
	ds_write_b16 v218, a31 offset:3072
	ds_write_b16 v218, a35 offset:5120
	ds_write_b16 v218, a39 offset:7168
	ds_write_b16 v218, a43 offset:9216
	ds_write_b16 v218, a47 offset:11264
	ds_write_b16 v218, a51 offset:13312
	s_waitcnt vmcnt(33)
	ds_write_b16 v218, a55 offset:15360
	ds_write_b16 v219, a28 offset:1536
	ds_write_b16 v219, a32 offset:3584
	ds_write_b16 v219, a36 offset:5632
	ds_write_b16 v219, a40 offset:7680
	ds_write_b16 v219, a44 offset:9728
	ds_write_b16 v219, a48 offset:11776
	ds_write_b16 v219, a52 offset:13824
	s_waitcnt vmcnt(32)
	ds_write_b16 v219, a56 offset:15872
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(31)
	ds_write_b16 v216, a57 offset:32768
	s_waitcnt vmcnt(23)
	ds_write_b16 v216, a65 offset:36864
	s_waitcnt vmcnt(15)
	ds_write_b16 v216, a73 offset:40960
	s_waitcnt vmcnt(7)
	ds_write_b16 v216, a81 offset:45056
	ds_write_b16 v217, a58 offset:33280
	ds_write_b16 v217, a66 offset:37376
	ds_write_b16 v217, a74 offset:41472
	s_waitcnt vmcnt(6)
	ds_write_b16 v217, a82 offset:45568
	ds_write_b16 v218, a59 offset:33792
	ds_write_b16 v218, a67 offset:37888
	ds_write_b16 v218, a75 offset:41984
	s_waitcnt vmcnt(5)
	ds_write_b16 v218, a83 offset:46080
	ds_write_b16 v219, a60 offset:34304
	ds_write_b16 v219, a68 offset:38400
	ds_write_b16 v219, a76 offset:42496
	s_waitcnt vmcnt(4)
	ds_write_b16 v219, a84 offset:46592
	v_add_u32_e32 v216, s8, v204
	ds_write_b16 v216, a61 offset:34816
	ds_write_b16 v216, a69 offset:38912
	ds_write_b16 v216, a77 offset:43008
	s_waitcnt vmcnt(3)
	ds_write_b16 v216, a85 offset:47104
	v_add_u32_e32 v216, s8, v205
	s_add_i32 s12, s8, 0x8000
	ds_write_b16 v216, a62 offset:35328
	ds_write_b16 v216, a70 offset:39424
	ds_write_b16 v216, a78 offset:43520
	s_waitcnt vmcnt(2)
	ds_write_b16 v216, a86 offset:47616
	v_add_u32_e32 v216, s8, v206
	.loc	1 18 5 is_stmt 1                ; triton_fixtures.py:18:5
	s_add_i32 s18, s18, 64
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_write_b16 v216, a63 offset:35840
	ds_write_b16 v216, a71 offset:39936
	ds_write_b16 v216, a79 offset:44032
	s_waitcnt vmcnt(1)
	ds_write_b16 v216, a87 offset:48128
	v_add_u32_e32 v216, s8, v207
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_cmp_lt_i32 s18, s9
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_write_b16 v216, a64 offset:36352
	ds_write_b16 v216, a72 offset:40448
	ds_write_b16 v216, a80 offset:44544
	s_waitcnt vmcnt(0)
	ds_write_b16 v216, a88 offset:48640
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_cbranch_scc1 .LBB0_197
	s_branch .LBB0_199
.LBB0_198:
	.loc	1 0 5 is_stmt 0                 ; triton_fixtures.py:0:5
	v_mov_b32_e32 v15, 0
	s_mov_b32 s12, 0x8000
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
.LBB0_199:                              ; %Flow151
	s_load_dword s0, s[0:1], 0x38
	.loc	1 18 5 is_stmt 1                ; triton_fixtures.py:18:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_201
; %bb.200:
	v_and_b32_e32 v67, 0x70, v196
	v_bitop3_b32 v65, v198, v197, v199 bitop3:0x36
	v_mov_b32_e32 v66, 0x440
	s_lshl_b32 s1, s14, 5
	v_or_b32_e32 v68, v194, v67
	v_or_b32_e32 v64, v198, v199
	v_bitop3_b32 v66, s11, v66, v65 bitop3:0x36
	v_bitop3_b32 v68, s1, v68, v195 bitop3:0xf6
	v_bitop3_b32 v64, s11, v64, v197 bitop3:0xf6
	v_add_u32_e32 v66, s12, v66
	v_add_u32_e32 v69, s8, v68
	v_bitop3_b32 v67, v194, v195, v67 bitop3:0x36
	v_mov_b32_e32 v70, 0x60
	v_add_u32_e32 v64, s12, v64
	ds_read_b64_tr_b16 v[74:75], v66
	ds_read_b128 v[76:79], v69
	ds_read_b64_tr_b16 v[80:81], v64 offset:4096
	ds_read_b64_tr_b16 v[84:85], v64 offset:8192
	ds_read_b64_tr_b16 v[88:89], v64 offset:12288
	ds_read_b64_tr_b16 v[82:83], v66 offset:4096
	ds_read_b64_tr_b16 v[86:87], v66 offset:8192
	ds_read_b64_tr_b16 v[90:91], v66 offset:12288
	v_mov_b32_e32 v66, 0x80
	v_bitop3_b32 v67, s1, v70, v67 bitop3:0x36
	v_mov_b32_e32 v70, 0x4c0
	v_bitop3_b32 v66, s11, v66, v65 bitop3:0x36
	v_bitop3_b32 v65, s11, v70, v65 bitop3:0x36
	v_add_u32_e32 v65, s12, v65
	ds_read_b64_tr_b16 v[72:73], v64
	ds_read_b64_tr_b16 v[106:107], v65
	v_add_u32_e32 v66, s12, v66
	.loc	1 19 16 is_stmt 0               ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[48:63], v[72:75], v[76:79], v[48:63]
	ds_read_b64_tr_b16 v[104:105], v66
	ds_read_b64_tr_b16 v[108:109], v66 offset:4096
	ds_read_b64_tr_b16 v[112:113], v66 offset:8192
	ds_read_b64_tr_b16 v[116:117], v66 offset:12288
	ds_read_b64_tr_b16 v[110:111], v65 offset:4096
	ds_read_b64_tr_b16 v[114:115], v65 offset:8192
	ds_read_b64_tr_b16 v[118:119], v65 offset:12288
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	v_xad_u32 v64, v68, 32, s8
	ds_read_b128 v[92:95], v64
	v_xad_u32 v68, v68, 64, s8
	ds_read_b128 v[96:99], v68
	v_add_u32_e32 v67, s8, v67
	ds_read_b128 v[100:103], v67
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x16_f16 v[32:47], v[104:107], v[76:79], v[32:47]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	ds_read_b128 v[76:79], v69 offset:8192
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[72:75], v[76:79], v[16:31]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	ds_read_b128 v[70:73], v64 offset:8192
	ds_read_b128 v[64:67], v67 offset:8192
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[104:107], v[76:79], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[80:83], v[92:95], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[108:111], v[92:95], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[80:83], v[70:73], v[16:31]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	ds_read_b128 v[80:83], v68 offset:8192
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[108:111], v[70:73], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[84:87], v[96:99], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[112:115], v[96:99], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[84:87], v[80:83], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[112:115], v[80:83], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[88:91], v[100:103], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[116:119], v[100:103], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], v[88:91], v[64:67], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[116:119], v[64:67], v[0:15]
.LBB0_201:                              ; %._crit_edge._crit_edge
	.loc	1 12 28 is_stmt 1               ; triton_fixtures.py:12:28
	v_lshrrev_b32_e32 v64, 2, v193
	s_lshr_b32 s1, s11, 1
	v_or_b32_e32 v64, s1, v64
	s_lshr_b32 s1, s14, 2
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	v_or_b32_e32 v68, s17, v64
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_or_b32_e32 v64, s1, v192
	.loc	1 12 10 is_stmt 0               ; triton_fixtures.py:12:10
	v_or_b32_e32 v64, s16, v64
	v_or_b32_e32 v65, 64, v64
	.loc	1 22 17 is_stmt 1               ; triton_fixtures.py:22:17
	v_mul_lo_u32 v64, v64, s15
	v_mul_lo_u32 v66, v65, s15
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	v_or_b32_e32 v94, 21, v68
	v_or_b32_e32 v92, 20, v68
	v_or_b32_e32 v90, 19, v68
	v_or_b32_e32 v88, 18, v68
	v_or_b32_e32 v86, 17, v68
	v_or_b32_e32 v84, 16, v68
	v_or_b32_e32 v82, 7, v68
	v_or_b32_e32 v80, 6, v68
	v_or_b32_e32 v78, 5, v68
	v_or_b32_e32 v72, 4, v68
	v_or_b32_e32 v70, 3, v68
	v_or_b32_e32 v102, 2, v68
	v_or_b32_e32 v103, 1, v68
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_ashrrev_i32_e32 v65, 31, v64
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	v_or_b32_e32 v69, 0x57, v68
	v_or_b32_e32 v71, 0x56, v68
	v_or_b32_e32 v73, 0x55, v68
	v_or_b32_e32 v79, 0x54, v68
	v_or_b32_e32 v81, 0x53, v68
	v_or_b32_e32 v83, 0x52, v68
	v_or_b32_e32 v85, 0x51, v68
	v_or_b32_e32 v87, 0x50, v68
	v_or_b32_e32 v89, 0x47, v68
	v_or_b32_e32 v91, 0x46, v68
	v_or_b32_e32 v93, 0x45, v68
	v_or_b32_e32 v95, 0x44, v68
	v_or_b32_e32 v97, 0x43, v68
	v_or_b32_e32 v99, 0x42, v68
	v_or_b32_e32 v101, 0x41, v68
	v_or_b32_e32 v100, 64, v68
	v_or_b32_e32 v98, 23, v68
	v_or_b32_e32 v96, 22, v68
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_lshl_add_u64 v[74:75], v[64:65], 1, s[6:7]
	v_lshl_add_u64 v[76:77], v[66:67], 1, s[6:7]
	.loc	1 22 43 is_stmt 0               ; triton_fixtures.py:22:43
	v_mul_lo_u32 v64, v68, s0
	v_mul_lo_u32 v66, v103, s0
	v_mul_lo_u32 v68, v102, s0
	v_mul_lo_u32 v70, v70, s0
	v_mul_lo_u32 v72, v72, s0
	v_mul_lo_u32 v78, v78, s0
	v_mul_lo_u32 v80, v80, s0
	v_mul_lo_u32 v82, v82, s0
	v_mul_lo_u32 v84, v84, s0
	v_mul_lo_u32 v86, v86, s0
	v_mul_lo_u32 v88, v88, s0
	v_mul_lo_u32 v90, v90, s0
	v_mul_lo_u32 v92, v92, s0
	v_mul_lo_u32 v94, v94, s0
	v_mul_lo_u32 v96, v96, s0
	v_mul_lo_u32 v98, v98, s0
	v_mul_lo_u32 v100, v100, s0
	v_mul_lo_u32 v102, v101, s0
	v_mul_lo_u32 v104, v99, s0
	v_mul_lo_u32 v106, v97, s0
	v_mul_lo_u32 v108, v95, s0
	v_mul_lo_u32 v110, v93, s0
	v_mul_lo_u32 v112, v91, s0
	v_mul_lo_u32 v114, v89, s0
	v_mul_lo_u32 v116, v87, s0
	v_mul_lo_u32 v118, v85, s0
	v_mul_lo_u32 v120, v83, s0
	v_mul_lo_u32 v122, v81, s0
	v_mul_lo_u32 v124, v79, s0
	v_mul_lo_u32 v126, v73, s0
	v_mul_lo_u32 v128, v71, s0
	v_mul_lo_u32 v130, v69, s0
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_ashrrev_i32_e32 v65, 31, v64
	v_ashrrev_i32_e32 v67, 31, v66
	v_ashrrev_i32_e32 v69, 31, v68
	v_ashrrev_i32_e32 v71, 31, v70
	v_ashrrev_i32_e32 v73, 31, v72
	v_ashrrev_i32_e32 v79, 31, v78
	v_ashrrev_i32_e32 v81, 31, v80
	v_ashrrev_i32_e32 v83, 31, v82
	v_ashrrev_i32_e32 v85, 31, v84
	v_ashrrev_i32_e32 v87, 31, v86
	v_ashrrev_i32_e32 v89, 31, v88
	v_ashrrev_i32_e32 v91, 31, v90
	v_ashrrev_i32_e32 v93, 31, v92
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshlrev_b64 v[132:133], 1, v[64:65]
	v_lshlrev_b64 v[134:135], 1, v[66:67]
	v_lshlrev_b64 v[136:137], 1, v[68:69]
	v_lshlrev_b64 v[138:139], 1, v[70:71]
	v_lshlrev_b64 v[140:141], 1, v[72:73]
	v_lshlrev_b64 v[78:79], 1, v[78:79]
	v_lshlrev_b64 v[80:81], 1, v[80:81]
	v_lshlrev_b64 v[82:83], 1, v[82:83]
	v_lshlrev_b64 v[84:85], 1, v[84:85]
	v_lshlrev_b64 v[86:87], 1, v[86:87]
	v_lshlrev_b64 v[88:89], 1, v[88:89]
	v_lshlrev_b64 v[90:91], 1, v[90:91]
	v_lshlrev_b64 v[92:93], 1, v[92:93]
	v_lshlrev_b64 v[94:95], 1, v[94:95]
	v_ashrrev_i32_e32 v97, 31, v96
	v_ashrrev_i32_e32 v99, 31, v98
	v_ashrrev_i32_e32 v101, 31, v100
	v_ashrrev_i32_e32 v103, 31, v102
	v_ashrrev_i32_e32 v105, 31, v104
	v_ashrrev_i32_e32 v107, 31, v106
	v_ashrrev_i32_e32 v109, 31, v108
	v_ashrrev_i32_e32 v111, 31, v110
	v_ashrrev_i32_e32 v113, 31, v112
	v_ashrrev_i32_e32 v115, 31, v114
	v_ashrrev_i32_e32 v117, 31, v116
	v_ashrrev_i32_e32 v119, 31, v118
	v_ashrrev_i32_e32 v121, 31, v120
	v_ashrrev_i32_e32 v123, 31, v122
	v_ashrrev_i32_e32 v125, 31, v124
	v_ashrrev_i32_e32 v127, 31, v126
	v_ashrrev_i32_e32 v129, 31, v128
	v_ashrrev_i32_e32 v131, 31, v130
	.loc	1 23 17 is_stmt 1               ; triton_fixtures.py:23:17
	v_cvt_pk_f16_f32 v48, v48, v49
	v_cvt_pk_f16_f32 v49, v50, v51
	v_cvt_pk_f16_f32 v50, v52, v53
	v_cvt_pk_f16_f32 v51, v54, v55
	v_cvt_pk_f16_f32 v52, v56, v57
	v_cvt_pk_f16_f32 v53, v58, v59
	v_cvt_pk_f16_f32 v54, v60, v61
	v_cvt_pk_f16_f32 v55, v62, v63
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_lshl_add_u64 v[64:65], v[74:75], 0, v[132:133]
	v_lshl_add_u64 v[66:67], v[74:75], 0, v[134:135]
	v_lshl_add_u64 v[68:69], v[74:75], 0, v[136:137]
	v_lshl_add_u64 v[70:71], v[74:75], 0, v[138:139]
	v_lshl_add_u64 v[72:73], v[74:75], 0, v[140:141]
	v_lshl_add_u64 v[142:143], v[74:75], 0, v[78:79]
	v_lshl_add_u64 v[144:145], v[74:75], 0, v[80:81]
	v_lshl_add_u64 v[146:147], v[74:75], 0, v[82:83]
	v_lshl_add_u64 v[148:149], v[74:75], 0, v[84:85]
	v_lshl_add_u64 v[150:151], v[74:75], 0, v[86:87]
	v_lshl_add_u64 v[152:153], v[74:75], 0, v[88:89]
	v_lshl_add_u64 v[154:155], v[74:75], 0, v[90:91]
	v_lshl_add_u64 v[156:157], v[74:75], 0, v[92:93]
	v_lshl_add_u64 v[158:159], v[74:75], 0, v[94:95]
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_lshlrev_b64 v[98:99], 1, v[98:99]
	v_lshlrev_b64 v[100:101], 1, v[100:101]
	v_lshlrev_b64 v[102:103], 1, v[102:103]
	v_lshlrev_b64 v[104:105], 1, v[104:105]
	v_lshlrev_b64 v[106:107], 1, v[106:107]
	v_lshlrev_b64 v[108:109], 1, v[108:109]
	v_lshlrev_b64 v[110:111], 1, v[110:111]
	v_lshlrev_b64 v[112:113], 1, v[112:113]
	v_lshlrev_b64 v[114:115], 1, v[114:115]
	v_lshlrev_b64 v[116:117], 1, v[116:117]
	v_lshlrev_b64 v[118:119], 1, v[118:119]
	v_lshlrev_b64 v[120:121], 1, v[120:121]
	v_lshlrev_b64 v[122:123], 1, v[122:123]
	v_lshlrev_b64 v[124:125], 1, v[124:125]
	v_lshlrev_b64 v[126:127], 1, v[126:127]
	v_lshlrev_b64 v[128:129], 1, v[128:129]
	v_lshlrev_b64 v[130:131], 1, v[130:131]
	.loc	1 23 17                         ; triton_fixtures.py:23:17
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
	v_permlane32_swap_b32_e32 v48, v50
	v_permlane32_swap_b32_e32 v49, v51
	v_permlane32_swap_b32_e32 v52, v54
	.loc	1 23 5 is_stmt 0                ; triton_fixtures.py:23:5
	global_store_short v[64:65], v48, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v53, v55
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short_d16_hi v[66:67], v48, off
	.loc	1 22 9 is_stmt 1                ; triton_fixtures.py:22:9
	v_lshl_add_u64 v[160:161], v[74:75], 0, v[96:97]
	v_lshl_add_u64 v[162:163], v[74:75], 0, v[98:99]
	v_lshl_add_u64 v[164:165], v[74:75], 0, v[100:101]
	v_lshl_add_u64 v[166:167], v[74:75], 0, v[102:103]
	v_lshl_add_u64 v[168:169], v[74:75], 0, v[104:105]
	v_lshl_add_u64 v[170:171], v[74:75], 0, v[106:107]
	v_lshl_add_u64 v[172:173], v[74:75], 0, v[108:109]
	v_lshl_add_u64 v[174:175], v[74:75], 0, v[110:111]
	v_lshl_add_u64 v[176:177], v[74:75], 0, v[112:113]
	v_lshl_add_u64 v[178:179], v[74:75], 0, v[114:115]
	v_lshl_add_u64 v[180:181], v[74:75], 0, v[116:117]
	v_lshl_add_u64 v[182:183], v[74:75], 0, v[118:119]
	v_lshl_add_u64 v[184:185], v[74:75], 0, v[120:121]
	v_lshl_add_u64 v[186:187], v[74:75], 0, v[122:123]
	v_lshl_add_u64 v[188:189], v[74:75], 0, v[124:125]
	v_lshl_add_u64 v[190:191], v[74:75], 0, v[126:127]
	v_lshl_add_u64 v[192:193], v[74:75], 0, v[128:129]
	v_lshl_add_u64 v[74:75], v[74:75], 0, v[130:131]
	v_lshl_add_u64 v[132:133], v[76:77], 0, v[132:133]
	v_lshl_add_u64 v[134:135], v[76:77], 0, v[134:135]
	v_lshl_add_u64 v[136:137], v[76:77], 0, v[136:137]
	v_lshl_add_u64 v[138:139], v[76:77], 0, v[138:139]
	v_lshl_add_u64 v[140:141], v[76:77], 0, v[140:141]
	v_lshl_add_u64 v[78:79], v[76:77], 0, v[78:79]
	v_lshl_add_u64 v[80:81], v[76:77], 0, v[80:81]
	v_lshl_add_u64 v[82:83], v[76:77], 0, v[82:83]
	v_lshl_add_u64 v[84:85], v[76:77], 0, v[84:85]
	v_lshl_add_u64 v[86:87], v[76:77], 0, v[86:87]
	v_lshl_add_u64 v[88:89], v[76:77], 0, v[88:89]
	v_lshl_add_u64 v[90:91], v[76:77], 0, v[90:91]
	v_lshl_add_u64 v[92:93], v[76:77], 0, v[92:93]
	v_lshl_add_u64 v[94:95], v[76:77], 0, v[94:95]
	v_lshl_add_u64 v[96:97], v[76:77], 0, v[96:97]
	v_lshl_add_u64 v[98:99], v[76:77], 0, v[98:99]
	v_lshl_add_u64 v[100:101], v[76:77], 0, v[100:101]
	v_lshl_add_u64 v[102:103], v[76:77], 0, v[102:103]
	v_lshl_add_u64 v[104:105], v[76:77], 0, v[104:105]
	v_lshl_add_u64 v[106:107], v[76:77], 0, v[106:107]
	v_lshl_add_u64 v[108:109], v[76:77], 0, v[108:109]
	v_lshl_add_u64 v[110:111], v[76:77], 0, v[110:111]
	v_lshl_add_u64 v[112:113], v[76:77], 0, v[112:113]
	v_lshl_add_u64 v[114:115], v[76:77], 0, v[114:115]
	v_lshl_add_u64 v[116:117], v[76:77], 0, v[116:117]
	v_lshl_add_u64 v[118:119], v[76:77], 0, v[118:119]
	v_lshl_add_u64 v[120:121], v[76:77], 0, v[120:121]
	v_lshl_add_u64 v[122:123], v[76:77], 0, v[122:123]
	v_lshl_add_u64 v[124:125], v[76:77], 0, v[124:125]
	v_lshl_add_u64 v[126:127], v[76:77], 0, v[126:127]
	v_lshl_add_u64 v[128:129], v[76:77], 0, v[128:129]
	v_lshl_add_u64 v[76:77], v[76:77], 0, v[130:131]
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v32, v34
	.loc	1 23 5 is_stmt 0                ; triton_fixtures.py:23:5
	global_store_short v[68:69], v49, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v33, v35
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short_d16_hi v[70:71], v49, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v36, v38
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short v[72:73], v50, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v37, v39
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short_d16_hi v[142:143], v50, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v16, v18
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short v[144:145], v51, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v17, v19
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short_d16_hi v[146:147], v51, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v20, v22
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short v[148:149], v52, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short_d16_hi v[150:151], v52, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v0, v2
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short v[152:153], v53, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short_d16_hi v[154:155], v53, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v4, v6
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short v[156:157], v54, off
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	global_store_short_d16_hi v[158:159], v54, off
	global_store_short v[160:161], v55, off
	global_store_short_d16_hi v[162:163], v55, off
	global_store_short v[164:165], v32, off
	global_store_short_d16_hi v[166:167], v32, off
	global_store_short v[168:169], v33, off
	global_store_short_d16_hi v[170:171], v33, off
	global_store_short v[172:173], v34, off
	global_store_short_d16_hi v[174:175], v34, off
	global_store_short v[176:177], v35, off
	global_store_short_d16_hi v[178:179], v35, off
	global_store_short v[180:181], v36, off
	global_store_short_d16_hi v[182:183], v36, off
	global_store_short v[184:185], v37, off
	global_store_short_d16_hi v[186:187], v37, off
	global_store_short v[188:189], v38, off
	global_store_short_d16_hi v[190:191], v38, off
	global_store_short v[192:193], v39, off
	global_store_short_d16_hi v[74:75], v39, off
	global_store_short v[132:133], v16, off
	global_store_short_d16_hi v[134:135], v16, off
	global_store_short v[136:137], v17, off
	global_store_short_d16_hi v[138:139], v17, off
	global_store_short v[140:141], v18, off
	global_store_short_d16_hi v[78:79], v18, off
	global_store_short v[80:81], v19, off
	global_store_short_d16_hi v[82:83], v19, off
	global_store_short v[84:85], v20, off
	global_store_short_d16_hi v[86:87], v20, off
	global_store_short v[88:89], v21, off
	global_store_short_d16_hi v[90:91], v21, off
	global_store_short v[92:93], v22, off
	global_store_short_d16_hi v[94:95], v22, off
	global_store_short v[96:97], v23, off
	global_store_short_d16_hi v[98:99], v23, off
	global_store_short v[100:101], v0, off
	global_store_short_d16_hi v[102:103], v0, off
	global_store_short v[104:105], v1, off
	global_store_short_d16_hi v[106:107], v1, off
	global_store_short v[108:109], v2, off
	global_store_short_d16_hi v[110:111], v2, off
	global_store_short v[112:113], v3, off
	global_store_short_d16_hi v[114:115], v3, off
	global_store_short v[116:117], v4, off
	global_store_short_d16_hi v[118:119], v4, off
	global_store_short v[120:121], v5, off
	global_store_short_d16_hi v[122:123], v5, off
	global_store_short v[124:125], v6, off
	global_store_short_d16_hi v[126:127], v6, off
	global_store_short v[128:129], v7, off
	global_store_short_d16_hi v[76:77], v7, off
	.loc	1 8 1 is_stmt 1                 ; triton_fixtures.py:8:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	gemm_fp16, .Lfunc_end0-gemm_fp16
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_fp16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 345
		.amdhsa_next_free_sgpr 24
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
	.set .Lgemm_fp16.num_vgpr, 256
	.set .Lgemm_fp16.num_agpr, 89
	.set .Lgemm_fp16.numbered_sgpr, 24
	.set .Lgemm_fp16.num_named_barrier, 0
	.set .Lgemm_fp16.private_seg_size, 0
	.set .Lgemm_fp16.uses_vcc, 0
	.set .Lgemm_fp16.uses_flat_scratch, 0
	.set .Lgemm_fp16.has_dyn_sized_stack, 0
	.set .Lgemm_fp16.has_recursion, 0
	.set .Lgemm_fp16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10740
; TotalNumSgprs: 30
; NumVgprs: 256
; NumAgprs: 89
; TotalNumVgprs: 345
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 43
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 345
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 0
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
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     89
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
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           gemm_fp16
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         gemm_fp16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     345
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
