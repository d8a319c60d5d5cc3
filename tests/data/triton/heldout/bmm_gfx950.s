	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	bmm                             ; -- Begin function bmm
	.p2align	8
	.type	bmm,@function
bmm:                                    ; @bmm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.51:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 69 0 prologue_end             ; triton_heldout_src.py:69:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.52:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 71 14 is_stmt 1               ; triton_heldout_src.py:71:14
	s_mul_i32 s8, s8, s18
	s_mul_i32 s0, s10, s8
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	v_readfirstlane_b32 s12, v0
	.loc	1 71 5                          ; triton_heldout_src.py:71:5
	s_ashr_i32 s1, s0, 31
	.loc	1 82 5                          ; triton_heldout_src.py:82:5
	s_and_b32 s13, s12, 0xc0
	.loc	1 71 5                          ; triton_heldout_src.py:71:5
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 74 34                         ; triton_heldout_src.py:74:34
	v_and_b32_e32 v4, 63, v0
	.loc	1 71 5                          ; triton_heldout_src.py:71:5
	s_add_u32 s2, s2, s0
	.loc	1 74 34                         ; triton_heldout_src.py:74:34
	v_or_b32_e32 v1, s13, v4
	.loc	1 71 5                          ; triton_heldout_src.py:71:5
	s_addc_u32 s3, s3, s1
	.loc	1 74 10                         ; triton_heldout_src.py:74:10
	s_lshl_b32 s11, s16, 6
	.loc	1 74 34 is_stmt 0               ; triton_heldout_src.py:74:34
	v_lshrrev_b32_e32 v2, 5, v1
	.loc	1 74 10                         ; triton_heldout_src.py:74:10
	v_or_b32_e32 v5, s11, v2
	.loc	1 79 29 is_stmt 1               ; triton_heldout_src.py:79:29
	v_mul_lo_u32 v2, v5, s10
	.loc	1 74 34                         ; triton_heldout_src.py:74:34
	v_and_b32_e32 v34, 31, v0
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_cmp_gt_i32 s10, 0
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[2:3]
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v34
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_heldout_src.py:0:13
	v_lshl_add_u64 v[6:7], v[16:17], 0, v[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v6, v[6:7], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_3:
	.loc	1 74 10 is_stmt 1               ; triton_heldout_src.py:74:10
	v_or_b32_e32 v3, 8, v5
	.loc	1 79 29                         ; triton_heldout_src.py:79:29
	v_mul_lo_u32 v8, v3, s10
	.loc	1 79 13 is_stmt 0               ; triton_heldout_src.py:79:13
	s_and_b64 s[14:15], s[0:1], exec
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cselect_b32 s14, 1, 0
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[18:19], v[8:9], 1, s[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cmp_lg_u32 s14, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[8:9], v[18:19], 0, v[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v7, v[8:9], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_6:
	.loc	1 74 10 is_stmt 1               ; triton_heldout_src.py:74:10
	v_or_b32_e32 v3, 16, v5
	.loc	1 79 29                         ; triton_heldout_src.py:79:29
	v_mul_lo_u32 v8, v3, s10
	.loc	1 79 13 is_stmt 0               ; triton_heldout_src.py:79:13
	s_and_b64 s[14:15], s[0:1], exec
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cselect_b32 s14, 1, 0
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[20:21], v[8:9], 1, s[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cmp_lg_u32 s14, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[8:9], v[20:21], 0, v[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v8, v[8:9], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_9:
	.loc	1 74 10 is_stmt 1               ; triton_heldout_src.py:74:10
	v_or_b32_e32 v3, 24, v5
	.loc	1 79 29                         ; triton_heldout_src.py:79:29
	v_mul_lo_u32 v10, v3, s10
	.loc	1 79 13 is_stmt 0               ; triton_heldout_src.py:79:13
	s_and_b64 s[14:15], s[0:1], exec
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cselect_b32 s14, 1, 0
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[22:23], v[10:11], 1, s[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cmp_lg_u32 s14, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[10:11], v[22:23], 0, v[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v9, v[10:11], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_12:
	.loc	1 74 10 is_stmt 1               ; triton_heldout_src.py:74:10
	v_or_b32_e32 v3, 32, v5
	.loc	1 79 29                         ; triton_heldout_src.py:79:29
	v_mul_lo_u32 v10, v3, s10
	.loc	1 79 13 is_stmt 0               ; triton_heldout_src.py:79:13
	s_and_b64 s[14:15], s[0:1], exec
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cselect_b32 s14, 1, 0
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[24:25], v[10:11], 1, s[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cmp_lg_u32 s14, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[10:11], v[24:25], 0, v[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v10, v[10:11], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_15:
	.loc	1 74 10 is_stmt 1               ; triton_heldout_src.py:74:10
	v_or_b32_e32 v3, 40, v5
	.loc	1 79 29                         ; triton_heldout_src.py:79:29
	v_mul_lo_u32 v12, v3, s10
	.loc	1 79 13 is_stmt 0               ; triton_heldout_src.py:79:13
	s_and_b64 s[14:15], s[0:1], exec
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cselect_b32 s14, 1, 0
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[26:27], v[12:13], 1, s[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cmp_lg_u32 s14, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[12:13], v[26:27], 0, v[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v11, v[12:13], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_18:
	.loc	1 74 10 is_stmt 1               ; triton_heldout_src.py:74:10
	v_or_b32_e32 v3, 48, v5
	.loc	1 79 29                         ; triton_heldout_src.py:79:29
	v_mul_lo_u32 v12, v3, s10
	.loc	1 79 13 is_stmt 0               ; triton_heldout_src.py:79:13
	s_and_b64 s[14:15], s[0:1], exec
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cselect_b32 s14, 1, 0
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[28:29], v[12:13], 1, s[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_cmp_lg_u32 s14, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[12:13], v[28:29], 0, v[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v12, v[12:13], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_21:
	.loc	1 74 10 is_stmt 1               ; triton_heldout_src.py:74:10
	v_or_b32_e32 v3, 56, v5
	.loc	1 79 29                         ; triton_heldout_src.py:79:29
	v_mul_lo_u32 v14, v3, s10
	.loc	1 79 21 is_stmt 0               ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[30:31], v[14:15], 1, s[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[2:3], v[30:31], 0, v[2:3]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v5, v[2:3], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_24:
	.loc	1 72 14 is_stmt 1               ; triton_heldout_src.py:72:14
	s_mul_i32 s2, s9, s18
	s_mul_i32 s2, s2, s10
	.loc	1 72 5 is_stmt 0                ; triton_heldout_src.py:72:5
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	.loc	1 75 10 is_stmt 1               ; triton_heldout_src.py:75:10
	s_lshl_b32 s4, s17, 6
	.loc	1 76 10                         ; triton_heldout_src.py:76:10
	s_lshr_b32 s14, s13, 6
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_and_b64 s[16:17], s[0:1], exec
	.loc	1 75 10                         ; triton_heldout_src.py:75:10
	v_or_b32_e32 v2, s4, v4
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_cbranch_scc1 .LBB0_33
; %bb.25:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	s_mul_i32 s16, s14, s9
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[16:17]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v4, v[14:15], off
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc1 .LBB0_34
.LBB0_26:
	.loc	1 76 10 is_stmt 1               ; triton_heldout_src.py:76:10
	s_or_b32 s5, s14, 4
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_mul_i32 s16, s5, s9
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[16:17]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v13, v[14:15], off
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc1 .LBB0_35
.LBB0_27:
	.loc	1 76 10 is_stmt 1               ; triton_heldout_src.py:76:10
	s_or_b32 s5, s14, 8
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_mul_i32 s16, s5, s9
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[16:17]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v14, v[14:15], off
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc1 .LBB0_36
.LBB0_28:
	.loc	1 76 10 is_stmt 1               ; triton_heldout_src.py:76:10
	s_or_b32 s5, s14, 12
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_mul_i32 s16, s5, s9
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[16:17]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v15, v[32:33], off
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc1 .LBB0_37
.LBB0_29:
	.loc	1 76 10 is_stmt 1               ; triton_heldout_src.py:76:10
	s_or_b32 s5, s14, 16
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_mul_i32 s16, s5, s9
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[16:17]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v32, v[32:33], off
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc1 .LBB0_38
.LBB0_30:
	.loc	1 76 10 is_stmt 1               ; triton_heldout_src.py:76:10
	s_or_b32 s5, s14, 20
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_mul_i32 s16, s5, s9
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[36:37], v[2:3], 1, s[16:17]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v33, v[36:37], off
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc1 .LBB0_39
.LBB0_31:
	.loc	1 76 10 is_stmt 1               ; triton_heldout_src.py:76:10
	s_or_b32 s5, s14, 24
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_mul_i32 s16, s5, s9
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[36:37], v[2:3], 1, s[16:17]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v35, v[36:37], off
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_40
.LBB0_32:
	.loc	1 76 10 is_stmt 1               ; triton_heldout_src.py:76:10
	s_or_b32 s0, s14, 28
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_mul_i32 s0, s0, s9
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_lshl_add_u64 v[36:37], v[2:3], 1, s[0:1]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v36, v[36:37], off
	s_branch .LBB0_41
.LBB0_33:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v4, 0
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc0 .LBB0_26
.LBB0_34:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v13, 0
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc0 .LBB0_27
.LBB0_35:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v14, 0
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc0 .LBB0_28
.LBB0_36:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v15, 0
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc0 .LBB0_29
.LBB0_37:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v32, 0
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc0 .LBB0_30
.LBB0_38:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v33, 0
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc0 .LBB0_31
.LBB0_39:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v35, 0
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_32
.LBB0_40:
	.loc	1 0 13                          ; triton_heldout_src.py:0:13
	v_mov_b32_e32 v36, 0
.LBB0_41:
	.loc	1 74 34 is_stmt 1               ; triton_heldout_src.py:74:34
	s_bfe_i32 s0, s12, 0x10007
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	v_lshlrev_b32_e32 v1, 1, v1
	s_and_b32 s0, s0, 0x110
	v_mov_b32_e32 v37, 0xfe
	v_bitop3_b32 v41, v1, s0, v37 bitop3:0x6c
	v_add_u32_e32 v1, 0, v41
	v_xor_b32_e32 v42, 32, v41
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v6
	ds_write_b16 v1, v8 offset:1024
	ds_write_b16 v1, v10 offset:2048
	ds_write_b16 v1, v12 offset:3072
	v_add_u32_e32 v6, 0, v42
	v_xor_b32_e32 v43, 64, v41
	ds_write_b16 v6, v7 offset:512
	ds_write_b16 v6, v9 offset:1536
	ds_write_b16 v6, v11 offset:2560
	ds_write_b16 v6, v5 offset:3584
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	ds_write_b16 v1, v4 offset:8192
	ds_write_b16 v1, v32 offset:10240
	ds_write_b16 v6, v13 offset:8704
	ds_write_b16 v6, v33 offset:10752
	v_add_u32_e32 v1, 0, v43
	v_xor_b32_e32 v44, 0x60, v41
	.loc	1 74 34                         ; triton_heldout_src.py:74:34
	s_and_b32 s5, s12, 64
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	ds_write_b16 v1, v14 offset:9216
	ds_write_b16 v1, v35 offset:11264
	v_add_u32_e32 v1, 0, v44
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_sub_i32 s13, s10, 32
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_mov_b32 s20, 0
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	ds_write_b16 v1, v15 offset:9728
	ds_write_b16 v1, v36 offset:11776
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_cmp_gt_i32 s13, 0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v5, 3, v0
	v_lshlrev_b32_e32 v4, 1, v0
	s_cbranch_scc1 .LBB0_43
; %bb.42:                               ; %.._crit_edge_crit_edge
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	v_and_b32_e32 v6, 24, v5
	s_movk_i32 s0, 0x580
	v_and_or_b32 v6, v1, s0, v6
	s_movk_i32 s0, 0x70
	v_bitop3_b32 v6, v4, v6, s0 bitop3:0x6c
	v_xor_b32_e32 v36, s5, v6
	v_xor_b32_e32 v38, 0x220, v36
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_44
.LBB0_43:
	.loc	1 0 13 is_stmt 0                ; triton_heldout_src.py:0:13
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr36
                                        ; implicit-def: $vgpr38
.LBB0_44:                               ; %Flow31
	s_and_b32 s12, s12, 0x80
	s_and_b64 s[0:1], s[0:1], exec
	v_and_b32_e32 v35, 32, v0
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v37, 6, v34
	v_lshlrev_b32_e32 v39, 2, v0
	v_lshrrev_b32_e32 v40, 1, v35
	s_cbranch_scc1 .LBB0_47
; %bb.45:                               ; %.lr.ph
	.loc	1 78 5 is_stmt 1                ; triton_heldout_src.py:78:5
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[2:3]
	v_lshl_or_b32 v0, s12, 4, v37
	v_bitop3_b32 v2, v39, v40, 48 bitop3:0x6c
	v_or_b32_e32 v45, v0, v2
	v_bitop3_b32 v46, v0, 32, v2 bitop3:0x36
	v_and_b32_e32 v0, 24, v5
	s_movk_i32 s0, 0x580
	v_and_or_b32 v0, v1, s0, v0
	s_movk_i32 s0, 0x70
	v_bitop3_b32 v0, v4, v0, s0 bitop3:0x6c
	v_xor_b32_e32 v36, s5, v0
	s_or_b32 s0, s14, 60
	s_or_b32 s2, s14, 56
	s_or_b32 s3, s14, 52
	s_or_b32 s15, s14, 48
	s_or_b32 s16, s14, 44
	s_or_b32 s17, s14, 40
	s_or_b32 s18, s14, 36
	s_or_b32 s14, s14, 32
	v_mov_b32_e32 v0, 0
	v_xor_b32_e32 v38, 0x220, v36
	v_or_b32_e32 v47, 32, v34
	s_mul_i32 s0, s9, s0
	s_lshl_b32 s1, s9, 5
	s_mul_i32 s2, s9, s2
	s_mul_i32 s3, s9, s3
	s_mul_i32 s15, s9, s15
	s_mul_i32 s16, s9, s16
	s_mul_i32 s17, s9, s17
	s_mul_i32 s18, s9, s18
	s_movk_i32 s23, 0x2000
	s_mul_i32 s14, s9, s14
	s_mov_b32 s19, 0
	s_mov_b32 s22, 0
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
	s_mov_b32 s24, 0
.LBB0_46:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	v_add_u32_e32 v58, s20, v45
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v59, s20, v46
	ds_read_b128 v[64:67], v58
	ds_read_b128 v[68:71], v59
	.loc	1 79 21 is_stmt 0               ; triton_heldout_src.py:79:21
	v_add_u32_e32 v48, s24, v47
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshlrev_b64 v[48:49], 1, v[48:49]
	.loc	1 78 5 is_stmt 1                ; triton_heldout_src.py:78:5
	s_add_i32 s21, s24, 32
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[50:51], v[16:17], 0, v[48:49]
	v_lshl_add_u64 v[52:53], v[18:19], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[20:21], 0, v[48:49]
	v_lshl_add_u64 v[56:57], v[22:23], 0, v[48:49]
	v_lshl_add_u64 v[58:59], v[24:25], 0, v[48:49]
	v_lshl_add_u64 v[60:61], v[26:27], 0, v[48:49]
	v_lshl_add_u64 v[62:63], v[28:29], 0, v[48:49]
	v_lshl_add_u64 v[48:49], v[30:31], 0, v[48:49]
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_setprio 1
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v80, v[50:51], off
	global_load_ushort v81, v[52:53], off
	global_load_ushort v82, v[54:55], off
	global_load_ushort v83, v[56:57], off
	global_load_ushort v84, v[58:59], off
	global_load_ushort v85, v[60:61], off
	global_load_ushort v86, v[62:63], off
	global_load_ushort v87, v[48:49], off
	; sched_barrier mask(0x00000000)
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	v_add_u32_e32 v48, s23, v36
	v_xor_b32_e32 v49, 32, v36
	v_add_u32_e32 v49, s23, v49
	ds_read_b64_tr_b16 v[72:73], v48
	ds_read_b64_tr_b16 v[76:77], v48 offset:2048
	ds_read_b64_tr_b16 v[74:75], v49 offset:512
	ds_read_b64_tr_b16 v[78:79], v49 offset:2560
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_setprio 0
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_add_i32 s24, s14, s19
	s_add_i32 s26, s18, s19
	s_add_i32 s28, s17, s19
	s_add_i32 s30, s16, s19
	s_add_i32 s34, s15, s19
	s_add_i32 s36, s3, s19
	s_add_i32 s38, s2, s19
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	s_add_i32 s40, s0, s19
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s41, s40, 31
	v_lshl_add_u64 v[48:49], s[24:25], 1, v[32:33]
	v_lshl_add_u64 v[50:51], s[26:27], 1, v[32:33]
	v_lshl_add_u64 v[52:53], s[28:29], 1, v[32:33]
	v_lshl_add_u64 v[54:55], s[30:31], 1, v[32:33]
	v_lshl_add_u64 v[56:57], s[34:35], 1, v[32:33]
	v_lshl_add_u64 v[58:59], s[36:37], 1, v[32:33]
	v_lshl_add_u64 v[60:61], s[38:39], 1, v[32:33]
	v_lshl_add_u64 v[62:63], s[40:41], 1, v[32:33]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v88, v[48:49], off
	global_load_ushort v89, v[50:51], off
	global_load_ushort v90, v[52:53], off
	global_load_ushort v91, v[54:55], off
	global_load_ushort v92, v[56:57], off
	global_load_ushort v93, v[58:59], off
	global_load_ushort v94, v[60:61], off
	global_load_ushort v95, v[62:63], off
	.loc	1 81 15 is_stmt 1               ; triton_heldout_src.py:81:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[72:75], v[64:67], v[0:15]
	; sched_barrier mask(0x00000001)
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_setprio 1
	.loc	1 81 15                         ; triton_heldout_src.py:81:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[76:79], v[68:71], v[0:15]
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_setprio 0
	s_add_i32 s20, s22, 1
	s_cmp_lt_i32 s20, 2
	s_cselect_b32 s22, s20, 0
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_lshl_b32 s20, s22, 12
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_add_i32 s19, s19, s1
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_add_i32 s23, s20, 0x2000
	s_mov_b32 s24, s21
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	v_add_u32_e32 v48, s20, v41
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	v_add_u32_e32 v51, s20, v44
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_cmp_lt_i32 s21, s13
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_barrier
	v_add_u32_e32 v49, s20, v42
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	v_add_u32_e32 v50, s20, v43
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_waitcnt vmcnt(15)
	ds_write_b16 v48, v80
	s_waitcnt vmcnt(13)
	ds_write_b16 v48, v82 offset:1024
	s_waitcnt vmcnt(11)
	ds_write_b16 v48, v84 offset:2048
	s_waitcnt vmcnt(9)
	ds_write_b16 v48, v86 offset:3072
	ds_write_b16 v49, v81 offset:512
	ds_write_b16 v49, v83 offset:1536
	ds_write_b16 v49, v85 offset:2560
	s_waitcnt vmcnt(8)
	ds_write_b16 v49, v87 offset:3584
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_waitcnt vmcnt(7)
	ds_write_b16 v48, v88 offset:8192
	s_waitcnt vmcnt(3)
	ds_write_b16 v48, v92 offset:10240
	ds_write_b16 v49, v89 offset:8704
	s_waitcnt vmcnt(2)
	ds_write_b16 v49, v93 offset:10752
	ds_write_b16 v50, v90 offset:9216
	s_waitcnt vmcnt(1)
	ds_write_b16 v50, v94 offset:11264
	ds_write_b16 v51, v91 offset:9728
	s_waitcnt vmcnt(0)
	ds_write_b16 v51, v95 offset:11776
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_cbranch_scc1 .LBB0_46
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 5 is_stmt 0                 ; triton_heldout_src.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s23, 0x2000
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
.LBB0_48:                               ; %._crit_edge
	.loc	1 78 5 is_stmt 1                ; triton_heldout_src.py:78:5
	s_add_i32 s10, s10, 31
	s_cmp_lt_i32 s10, 32
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 81 15                         ; triton_heldout_src.py:81:15
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	.loc	1 0 15 is_stmt 0                ; triton_heldout_src.py:0:15
	v_add_u32_e32 v16, s23, v36
	.loc	1 79 13 is_stmt 1               ; triton_heldout_src.py:79:13
	s_lshl_b32 s0, s12, 4
	v_bitop3_b32 v18, v39, v40, 48 bitop3:0x6c
	v_add_u32_e32 v17, s23, v38
	ds_read_b64_tr_b16 v[20:21], v16
	ds_read_b64_tr_b16 v[22:23], v17
	v_or3_b32 v18, s0, v37, v18
	v_add_u32_e32 v19, s20, v18
	ds_read_b128 v[24:27], v19
	ds_read_b64_tr_b16 v[28:29], v16 offset:2048
	ds_read_b64_tr_b16 v[30:31], v17 offset:2048
	.loc	1 81 15                         ; triton_heldout_src.py:81:15
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[24:27], v[0:15]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	v_xad_u32 v16, v18, 32, s20
	ds_read_b128 v[16:19], v16
	.loc	1 81 15                         ; triton_heldout_src.py:81:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[28:31], v[16:19], v[0:15]
.LBB0_50:                               ; %._crit_edge._crit_edge
	.loc	1 74 34                         ; triton_heldout_src.py:74:34
	v_lshrrev_b32_e32 v16, 3, v35
	s_lshr_b32 s0, s5, 1
	v_or_b32_e32 v16, s0, v16
	s_lshr_b32 s0, s12, 2
	v_or_b32_e32 v17, s0, v34
	.loc	1 73 14                         ; triton_heldout_src.py:73:14
	s_mul_i32 s0, s8, s9
	.loc	1 73 5 is_stmt 0                ; triton_heldout_src.py:73:5
	s_ashr_i32 s1, s0, 31
	.loc	1 74 10 is_stmt 1               ; triton_heldout_src.py:74:10
	v_or_b32_e32 v17, s11, v17
	.loc	1 73 5                          ; triton_heldout_src.py:73:5
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s6, s0
	.loc	1 82 22                         ; triton_heldout_src.py:82:22
	v_mul_lo_u32 v18, v17, s9
	.loc	1 75 10                         ; triton_heldout_src.py:75:10
	v_or_b32_e32 v16, s4, v16
	.loc	1 73 5                          ; triton_heldout_src.py:73:5
	s_addc_u32 s1, s7, s1
	.loc	1 82 14                         ; triton_heldout_src.py:82:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[0:1]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 82 5 is_stmt 0                ; triton_heldout_src.py:82:5
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
	.loc	1 69 1 is_stmt 1                ; triton_heldout_src.py:69:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	bmm, .Lfunc_end0-bmm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bmm
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 96
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
	.set .Lbmm.num_vgpr, 96
	.set .Lbmm.num_agpr, 0
	.set .Lbmm.numbered_sgpr, 42
	.set .Lbmm.num_named_barrier, 0
	.set .Lbmm.private_seg_size, 0
	.set .Lbmm.uses_vcc, 0
	.set .Lbmm.uses_flat_scratch, 0
	.set .Lbmm.has_dyn_sized_stack, 0
	.set .Lbmm.has_recursion, 0
	.set .Lbmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3048
; TotalNumSgprs: 48
; NumVgprs: 96
; NumAgprs: 0
; TotalNumVgprs: 96
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 96
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 23
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
    .max_flat_workgroup_size: 256
    .name:           bmm
    .private_segment_fixed_size: 0
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         bmm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     96
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
