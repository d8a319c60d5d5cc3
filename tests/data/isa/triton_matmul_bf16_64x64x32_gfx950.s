	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_small                    ; -- Begin function matmul_small
	.p2align	8
	.type	matmul_small,@function
matmul_small:                           ; @matmul_small
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.35:
	.file	1 "/tmp/tmp79xwxkro" "triton_more.py"
	.loc	1 49 0 prologue_end             ; triton_more.py:49:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.36:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 58 5 is_stmt 1                ; triton_more.py:58:5
	v_readfirstlane_b32 s9, v0
	.loc	1 52 10                         ; triton_more.py:52:10
	v_and_b32_e32 v4, 63, v0
	s_and_b32 s10, s9, 0x1c0
	v_or_b32_e32 v1, s10, v4
	.loc	1 55 29                         ; triton_more.py:55:29
	v_lshrrev_b32_e32 v5, 5, v1
	v_mul_lo_u32 v2, v5, s8
	.loc	1 52 10                         ; triton_more.py:52:10
	v_and_b32_e32 v28, 31, v0
	.loc	1 55 21                         ; triton_more.py:55:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 54 5                          ; triton_more.py:54:5
	s_cmp_gt_i32 s8, 0
	.loc	1 55 21                         ; triton_more.py:55:21
	v_lshl_add_u64 v[18:19], v[2:3], 1, s[2:3]
	.loc	1 54 5                          ; triton_more.py:54:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s8, 1
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v28
	.loc	1 55 13                         ; triton_more.py:55:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_more.py:0:13
	v_lshl_add_u64 v[6:7], v[18:19], 0, v[2:3]
	.loc	1 55 13                         ; triton_more.py:55:13
	global_load_ushort v7, v[6:7], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_3:
	.loc	1 55 29 is_stmt 1               ; triton_more.py:55:29
	v_or_b32_e32 v3, 16, v5
	v_mul_lo_u32 v8, v3, s8
	.loc	1 55 13 is_stmt 0               ; triton_more.py:55:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 55 21                         ; triton_more.py:55:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 55 13                         ; triton_more.py:55:13
	s_cselect_b32 s11, 1, 0
	.loc	1 55 21                         ; triton_more.py:55:21
	v_lshl_add_u64 v[20:21], v[8:9], 1, s[2:3]
	.loc	1 55 13                         ; triton_more.py:55:13
	s_cmp_lg_u32 s11, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 55 21                         ; triton_more.py:55:21
	v_lshl_add_u64 v[8:9], v[20:21], 0, v[2:3]
	.loc	1 55 13                         ; triton_more.py:55:13
	global_load_ushort v8, v[8:9], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_6:
	.loc	1 55 29 is_stmt 1               ; triton_more.py:55:29
	v_or_b32_e32 v3, 32, v5
	v_mul_lo_u32 v10, v3, s8
	.loc	1 55 13 is_stmt 0               ; triton_more.py:55:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 55 21                         ; triton_more.py:55:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 55 13                         ; triton_more.py:55:13
	s_cselect_b32 s11, 1, 0
	.loc	1 55 21                         ; triton_more.py:55:21
	v_lshl_add_u64 v[22:23], v[10:11], 1, s[2:3]
	.loc	1 55 13                         ; triton_more.py:55:13
	s_cmp_lg_u32 s11, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 55 21                         ; triton_more.py:55:21
	v_lshl_add_u64 v[10:11], v[22:23], 0, v[2:3]
	.loc	1 55 13                         ; triton_more.py:55:13
	global_load_ushort v9, v[10:11], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_9:
	.loc	1 55 29 is_stmt 1               ; triton_more.py:55:29
	v_or_b32_e32 v3, 48, v5
	v_mul_lo_u32 v10, v3, s8
	.loc	1 55 21 is_stmt 0               ; triton_more.py:55:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[24:25], v[10:11], 1, s[2:3]
	.loc	1 55 13                         ; triton_more.py:55:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 55 21                         ; triton_more.py:55:21
	v_lshl_add_u64 v[2:3], v[24:25], 0, v[2:3]
	.loc	1 55 13                         ; triton_more.py:55:13
	global_load_ushort v10, v[2:3], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_12:
	.loc	1 56 13 is_stmt 1               ; triton_more.py:56:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v4, 1, v4
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 0 13 is_stmt 0                ; triton_more.py:0:13
	s_lshl_b32 s2, s10, 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, 0
	.loc	1 56 13                         ; triton_more.py:56:13
	global_load_ushort v2, v4, s[2:3]
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v2, 0
.LBB0_15:
	s_lshr_b32 s3, s9, 6
	.loc	1 56 13 is_stmt 1               ; triton_more.py:56:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_19
; %bb.16:
	.loc	1 52 10                         ; triton_more.py:52:10
	s_lshl_b32 s2, s3, 6
	.loc	1 56 29                         ; triton_more.py:56:29
	s_or_b32 s12, s2, 0x200
	.loc	1 56 21 is_stmt 0               ; triton_more.py:56:21
	s_mov_b32 s13, 0
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	.loc	1 56 13                         ; triton_more.py:56:13
	global_load_ushort v3, v4, s[12:13]
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_20
.LBB0_17:
	.loc	1 52 10 is_stmt 1               ; triton_more.py:52:10
	s_lshl_b32 s2, s3, 6
	.loc	1 56 29                         ; triton_more.py:56:29
	s_or_b32 s12, s2, 0x400
	.loc	1 56 21 is_stmt 0               ; triton_more.py:56:21
	s_mov_b32 s13, 0
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	.loc	1 56 13                         ; triton_more.py:56:13
	global_load_ushort v5, v4, s[12:13]
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_21
.LBB0_18:
	.loc	1 52 10 is_stmt 1               ; triton_more.py:52:10
	s_lshl_b32 s0, s3, 6
	.loc	1 56 29                         ; triton_more.py:56:29
	s_addk_i32 s0, 0x600
	.loc	1 56 21 is_stmt 0               ; triton_more.py:56:21
	s_mov_b32 s1, 0
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 56 13                         ; triton_more.py:56:13
	global_load_ushort v6, v4, s[0:1]
	s_branch .LBB0_22
.LBB0_19:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v3, 0
	.loc	1 56 13                         ; triton_more.py:56:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_17
.LBB0_20:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v5, 0
	.loc	1 56 13                         ; triton_more.py:56:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_18
.LBB0_21:
	.loc	1 0 13                          ; triton_more.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_22:
	.loc	1 55 13 is_stmt 1               ; triton_more.py:55:13
	v_lshlrev_b32_e32 v1, 1, v1
	s_lshl_b32 s0, s3, 3
	v_bitop3_b32 v31, v1, s0, 48 bitop3:0x78
	v_add_u32_e32 v1, 0, v31
	v_xor_b32_e32 v32, 64, v31
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v7
	ds_write_b16 v1, v8 offset:1024
	ds_write_b16 v1, v9 offset:2048
	ds_write_b16 v1, v10 offset:3072
	.loc	1 56 13                         ; triton_more.py:56:13
	ds_write_b16 v1, v2 offset:8192
	ds_write_b16 v1, v5 offset:10240
	v_add_u32_e32 v1, 0, v32
	.loc	1 54 5                          ; triton_more.py:54:5
	s_sub_i32 s2, s8, 32
	.loc	1 55 13                         ; triton_more.py:55:13
	s_mov_b32 s11, 0
	.loc	1 56 13                         ; triton_more.py:56:13
	ds_write_b16 v1, v3 offset:9216
	ds_write_b16 v1, v6 offset:11264
	.loc	1 54 5                          ; triton_more.py:54:5
	s_cmp_gt_i32 s2, 0
	v_lshlrev_b32_e32 v3, 5, v0
	v_lshlrev_b32_e32 v7, 3, v0
	v_lshlrev_b32_e32 v6, 1, v0
	s_cbranch_scc1 .LBB0_24
; %bb.23:                               ; %.._crit_edge_crit_edge
	.loc	1 56 13                         ; triton_more.py:56:13
	v_and_b32_e32 v1, 24, v7
	s_and_b32 s12, s10, 64
	s_movk_i32 s0, 0x580
	v_and_b32_e32 v29, 0x70, v6
	v_and_or_b32 v30, v3, s0, v1
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v26, s12
	s_branch .LBB0_25
.LBB0_24:
	.loc	1 0 13 is_stmt 0                ; triton_more.py:0:13
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr30
.LBB0_25:                               ; %Flow20
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_mov_b32_e32 v2, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v1, 2, v0
	s_cbranch_scc1 .LBB0_29
; %bb.26:                               ; %.lr.ph
	.loc	1 54 5 is_stmt 1                ; triton_more.py:54:5
	v_mov_b32_e32 v5, v2
	v_lshl_add_u64 v[26:27], s[4:5], 0, v[4:5]
	v_lshrrev_b32_e32 v4, 1, v0
	s_lshl_b32 s0, s3, 10
	v_and_b32_e32 v4, 16, v4
	s_and_b32 s0, s0, 0x800
	v_lshl_or_b32 v5, v28, 6, s0
	v_bitop3_b32 v4, v1, v4, 48 bitop3:0x6c
	v_or_b32_e32 v33, v5, v4
	v_bitop3_b32 v34, v5, 32, v4 bitop3:0x36
	v_and_b32_e32 v4, 24, v7
	s_movk_i32 s0, 0x580
	s_and_b32 s4, s10, 64
	v_and_or_b32 v30, v3, s0, v4
	v_mov_b32_e32 v3, 0x70
	v_bitop3_b32 v3, v6, s4, v3 bitop3:0x6c
	v_xor_b32_e32 v35, v3, v30
	v_and_b32_e32 v29, 0x70, v6
	v_xor_b32_e32 v36, 32, v35
	v_or_b32_e32 v37, 32, v28
	s_movk_i32 s3, 0x2000
	s_or_b32 s0, s10, 0xe00
	s_mov_b32 s5, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v17, v2
	s_mov_b32 s1, 0
.LBB0_27:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 55 21                         ; triton_more.py:55:21
	v_add_u32_e32 v38, s1, v37
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshlrev_b64 v[38:39], 1, v[38:39]
	v_lshl_add_u64 v[40:41], v[18:19], 0, v[38:39]
	v_lshl_add_u64 v[42:43], v[20:21], 0, v[38:39]
	v_lshl_add_u64 v[44:45], v[22:23], 0, v[38:39]
	v_lshl_add_u64 v[38:39], v[24:25], 0, v[38:39]
	.loc	1 55 13 is_stmt 0               ; triton_more.py:55:13
	global_load_ushort v58, v[40:41], off
	global_load_ushort v59, v[42:43], off
	global_load_ushort v60, v[44:45], off
	global_load_ushort v61, v[38:39], off
	v_add_u32_e32 v38, s11, v33
	.loc	1 56 29 is_stmt 1               ; triton_more.py:56:29
	s_add_i32 s14, s0, 0xfffffa00
	.loc	1 55 13                         ; triton_more.py:55:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[46:49], v38
	v_add_u32_e32 v38, s11, v34
	.loc	1 56 29                         ; triton_more.py:56:29
	s_add_i32 s16, s0, 0xfffffc00
	s_add_i32 s18, s0, 0xfffffe00
	.loc	1 56 21 is_stmt 0               ; triton_more.py:56:21
	s_ashr_i32 s15, s14, 31
	.loc	1 54 5 is_stmt 1                ; triton_more.py:54:5
	s_add_i32 s12, s1, 32
	.loc	1 55 13                         ; triton_more.py:55:13
	ds_read_b128 v[50:53], v38
	.loc	1 56 21                         ; triton_more.py:56:21
	s_ashr_i32 s17, s16, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s1, s0, 31
	v_lshl_add_u64 v[38:39], s[14:15], 1, v[26:27]
	v_lshl_add_u64 v[40:41], s[16:17], 1, v[26:27]
	v_lshl_add_u64 v[42:43], s[18:19], 1, v[26:27]
	v_lshl_add_u64 v[44:45], s[0:1], 1, v[26:27]
	.loc	1 56 13 is_stmt 0               ; triton_more.py:56:13
	global_load_ushort v62, v[38:39], off
	global_load_ushort v63, v[40:41], off
	global_load_ushort v64, v[42:43], off
	global_load_ushort v65, v[44:45], off
	v_add_u32_e32 v38, s3, v35
	ds_read_b64_tr_b16 v[40:41], v38
	ds_read_b64_tr_b16 v[54:55], v38 offset:2048
	v_add_u32_e32 v38, s3, v36
	ds_read_b64_tr_b16 v[42:43], v38 offset:512
	ds_read_b64_tr_b16 v[56:57], v38 offset:2560
	.loc	1 57 16 is_stmt 1               ; triton_more.py:57:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[40:43], v[46:49], v[2:17]
	.loc	1 54 5                          ; triton_more.py:54:5
	s_add_i32 s1, s5, 1
	s_cmp_lt_i32 s1, 2
	s_cselect_b32 s5, s1, 0
	.loc	1 55 13                         ; triton_more.py:55:13
	s_lshl_b32 s11, s5, 12
	v_add_u32_e32 v38, s11, v31
	.loc	1 56 13                         ; triton_more.py:56:13
	s_add_i32 s3, s11, 0x2000
	.loc	1 54 5                          ; triton_more.py:54:5
	s_addk_i32 s0, 0x800
	.loc	1 57 16                         ; triton_more.py:57:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[54:57], v[50:53], v[2:17]
	.loc	1 55 13                         ; triton_more.py:55:13
	s_barrier
	.loc	1 54 5                          ; triton_more.py:54:5
	s_cmp_lt_i32 s12, s2
	s_mov_b32 s1, s12
	.loc	1 55 13                         ; triton_more.py:55:13
	s_waitcnt vmcnt(7)
	ds_write_b16 v38, v58
	s_waitcnt vmcnt(6)
	ds_write_b16 v38, v59 offset:1024
	s_waitcnt vmcnt(5)
	ds_write_b16 v38, v60 offset:2048
	s_waitcnt vmcnt(4)
	ds_write_b16 v38, v61 offset:3072
	.loc	1 56 13                         ; triton_more.py:56:13
	s_waitcnt vmcnt(3)
	ds_write_b16 v38, v62 offset:8192
	s_waitcnt vmcnt(1)
	ds_write_b16 v38, v64 offset:10240
	v_add_u32_e32 v38, s11, v32
	ds_write_b16 v38, v63 offset:9216
	s_waitcnt vmcnt(0)
	ds_write_b16 v38, v65 offset:11264
	.loc	1 54 5                          ; triton_more.py:54:5
	s_cbranch_scc1 .LBB0_27
; %bb.28:                               ; %Flow
	.loc	1 0 5 is_stmt 0                 ; triton_more.py:0:5
	v_mov_b32_e32 v26, s4
	s_branch .LBB0_30
.LBB0_29:
	v_mov_b32_e32 v17, 0
	s_movk_i32 s3, 0x2000
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v2, v17
.LBB0_30:                               ; %._crit_edge
	.loc	1 54 5 is_stmt 1                ; triton_more.py:54:5
	s_add_i32 s8, s8, 31
	.loc	1 55 13                         ; triton_more.py:55:13
	s_and_b32 s0, s10, 0x80
	.loc	1 54 5                          ; triton_more.py:54:5
	s_cmp_lt_i32 s8, 32
	.loc	1 55 13                         ; triton_more.py:55:13
	v_and_b32_e32 v22, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 57 16                         ; triton_more.py:57:16
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 0 16 is_stmt 0                ; triton_more.py:0:16
	v_xor_b32_e32 v0, v29, v30
	v_xor_b32_e32 v0, v0, v26
	.loc	1 55 13 is_stmt 1               ; triton_more.py:55:13
	v_lshrrev_b32_e32 v20, 1, v22
	v_add_u32_e32 v18, s3, v0
	v_xor_b32_e32 v0, 0x220, v0
	v_lshlrev_b32_e32 v19, 6, v28
	s_lshl_b32 s1, s0, 4
	v_bitop3_b32 v1, v1, v20, 48 bitop3:0x6c
	v_add_u32_e32 v0, s3, v0
	ds_read_b64_tr_b16 v[30:31], v18
	ds_read_b64_tr_b16 v[32:33], v0
	v_or3_b32 v1, s1, v19, v1
	v_add_u32_e32 v19, s11, v1
	ds_read_b128 v[34:37], v19
	ds_read_b64_tr_b16 v[18:19], v18 offset:2048
	ds_read_b64_tr_b16 v[20:21], v0 offset:2048
	.loc	1 57 16                         ; triton_more.py:57:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[30:33], v[34:37], v[2:17]
	.loc	1 55 13                         ; triton_more.py:55:13
	v_xad_u32 v0, v1, 32, s11
	ds_read_b128 v[30:33], v0
	.loc	1 57 16                         ; triton_more.py:57:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[18:21], v[30:33], v[2:17]
.LBB0_32:                               ; %._crit_edge._crit_edge
	.loc	1 58 54                         ; triton_more.py:58:54
	s_nop 11
	v_cvt_pk_bf16_f32 v18, v2, v3
	v_cvt_pk_bf16_f32 v19, v4, v5
	v_cvt_pk_bf16_f32 v20, v6, v7
	v_cvt_pk_bf16_f32 v21, v8, v9
	v_cvt_pk_bf16_f32 v0, v10, v11
	v_cvt_pk_bf16_f32 v1, v12, v13
	v_cvt_pk_bf16_f32 v2, v14, v15
	v_cvt_pk_bf16_f32 v3, v16, v17
	v_permlane32_swap_b32_e32 v18, v20
	.loc	1 58 5 is_stmt 0                ; triton_more.py:58:5
	s_bitcmp1_b32 s9, 8
	.loc	1 58 54                         ; triton_more.py:58:54
	v_permlane32_swap_b32_e32 v19, v21
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 58 5                          ; triton_more.py:58:5
	s_cbranch_scc1 .LBB0_34
; %bb.33:                               ; %.critedge
	.loc	1 58 22                         ; triton_more.py:58:22
	s_lshr_b32 s0, s0, 2
	v_or_b32_e32 v4, s0, v28
	.loc	1 58 14                         ; triton_more.py:58:14
	v_lshlrev_b32_e32 v4, 7, v4
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	.loc	1 58 41                         ; triton_more.py:58:41
	v_lshrrev_b32_e32 v4, 2, v22
	v_lshrrev_b32_e32 v8, 1, v26
	v_or_b32_e32 v4, v8, v4
	.loc	1 58 14                         ; triton_more.py:58:14
	v_lshlrev_b32_e32 v4, 1, v4
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[4:5]
	.loc	1 58 5                          ; triton_more.py:58:5
	global_store_dwordx4 v[4:5], v[18:21], off
	global_store_dwordx4 v[4:5], v[0:3], off offset:32
.LBB0_34:                               ; %.critedge28
	.loc	1 49 1 is_stmt 1                ; triton_more.py:49:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul_small, .Lfunc_end0-matmul_small
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_small
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 12
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 68
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
	.set .Lmatmul_small.num_vgpr, 66
	.set .Lmatmul_small.num_agpr, 0
	.set .Lmatmul_small.numbered_sgpr, 20
	.set .Lmatmul_small.num_named_barrier, 0
	.set .Lmatmul_small.private_seg_size, 0
	.set .Lmatmul_small.uses_vcc, 0
	.set .Lmatmul_small.uses_flat_scratch, 0
	.set .Lmatmul_small.has_dyn_sized_stack, 0
	.set .Lmatmul_small.has_recursion, 0
	.set .Lmatmul_small.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2028
; TotalNumSgprs: 26
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 512
    .name:           matmul_small
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         matmul_small.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
