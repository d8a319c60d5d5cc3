	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_small                    ; -- Begin function matmul_small
	.p2align	8
	.type	matmul_small,@function
matmul_small:                           ; @matmul_small
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.7:
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
; %bb.8:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 58 5 is_stmt 1                ; triton_more.py:58:5
	v_readfirstlane_b32 s10, v0
	s_lshr_b32 s9, s10, 6
	.loc	1 52 10                         ; triton_more.py:52:10
	v_and_b32_e32 v1, 31, v0
	.loc	1 54 5                          ; triton_more.py:54:5
	s_cmp_lt_i32 s8, 1
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_6
; %bb.1:                                ; %.lr.ph
	.loc	1 58 5                          ; triton_more.py:58:5
	s_and_b32 s0, s9, 7
	.loc	1 52 10                         ; triton_more.py:52:10
	v_and_b32_e32 v3, 63, v0
	v_lshl_or_b32 v12, s0, 6, v3
	.loc	1 55 29                         ; triton_more.py:55:29
	v_lshrrev_b32_e32 v4, 5, v12
	v_or_b32_e32 v9, 48, v4
	v_or_b32_e32 v5, 16, v4
	v_or_b32_e32 v7, 32, v4
	v_mul_lo_u32 v4, v4, s8
	v_mul_lo_u32 v10, v9, s8
	v_mul_lo_u32 v6, v5, s8
	.loc	1 55 21 is_stmt 0               ; triton_more.py:55:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[18:19], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[24:25], v[10:11], 1, s[2:3]
	.loc	1 54 5 is_stmt 1                ; triton_more.py:54:5
	v_lshlrev_b32_e32 v4, 1, v3
	v_mov_b32_e32 v5, v2
	v_lshrrev_b32_e32 v11, 1, v0
	.loc	1 55 29                         ; triton_more.py:55:29
	v_mul_lo_u32 v8, v7, s8
	.loc	1 55 21 is_stmt 0               ; triton_more.py:55:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 54 5 is_stmt 1                ; triton_more.py:54:5
	v_lshl_add_u64 v[26:27], s[4:5], 0, v[4:5]
	v_lshlrev_b32_e32 v4, 1, v12
	s_lshl_b32 s1, s0, 3
	v_and_b32_e32 v11, 24, v11
	.loc	1 55 21                         ; triton_more.py:55:21
	v_lshl_add_u64 v[20:21], v[6:7], 1, s[2:3]
	v_xor_b32_e32 v4, s1, v4
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshrrev_b32_e32 v7, 2, v0
	v_xor_b32_e32 v11, s1, v11
	s_bfe_i32 s1, s10, 0x10006
	v_ashrrev_i32_e32 v9, 31, v8
	v_and_b32_e32 v6, 56, v6
	v_and_b32_e32 v7, 8, v7
	v_bfe_i32 v13, v0, 4, 1
	s_and_b32 s1, s1, 0x810
	v_lshl_add_u64 v[22:23], v[8:9], 1, s[2:3]
	v_xor_b32_e32 v8, v6, v7
	v_and_b32_e32 v13, 0x408, v13
	v_or_b32_e32 v7, s1, v7
	s_lshl_b32 s2, s9, 10
	v_xor_b32_e32 v7, v13, v7
	v_lshlrev_b32_e32 v5, 6, v1
	s_and_b32 s2, s2, 0x800
	v_xor_b32_e32 v11, v11, v6
	v_lshlrev_b32_e32 v12, 6, v0
	v_xor_b32_e32 v6, v7, v6
	s_movk_i32 s1, 0x3c0
	v_or3_b32 v5, s2, v5, v8
	v_and_or_b32 v6, v12, s1, v6
	v_xor_b32_e32 v8, 16, v5
	v_xor_b32_e32 v9, 32, v5
	v_xor_b32_e32 v10, 48, v5
	v_lshl_add_u32 v3, v3, 6, 0
	v_xor_b32_e32 v7, 16, v6
	v_xor_b32_e32 v12, 32, v6
	v_xor_b32_e32 v13, 48, v6
	s_mov_b32 s2, 0
	.loc	1 54 5                          ; triton_more.py:54:5
	s_lshl_b32 s0, s0, 8
	v_add_u32_e32 v28, 0, v4
	v_add_u32_e32 v29, 0, v5
	v_add_u32_e32 v30, 0, v8
	v_add_u32_e32 v31, 0, v9
	v_add_u32_e32 v32, 0, v10
	s_mov_b32 s3, 0x5040100
	v_add_u32_e32 v33, v3, v11
	v_add_u32_e32 v34, 0, v6
	v_add_u32_e32 v35, 0, v7
	v_add_u32_e32 v36, 0, v12
	v_add_u32_e32 v37, 0, v13
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
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 55 21                         ; triton_more.py:55:21
	v_add_u32_e32 v38, s2, v1
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshlrev_b64 v[38:39], 1, v[38:39]
	v_lshl_add_u64 v[40:41], v[18:19], 0, v[38:39]
	v_lshl_add_u64 v[42:43], v[20:21], 0, v[38:39]
	v_lshl_add_u64 v[44:45], v[22:23], 0, v[38:39]
	v_lshl_add_u64 v[38:39], v[24:25], 0, v[38:39]
	.loc	1 56 29                         ; triton_more.py:56:29
	s_add_i32 s4, s0, 64
	s_add_i32 s12, s0, 0x80
	.loc	1 56 21 is_stmt 0               ; triton_more.py:56:21
	s_add_i32 s14, s0, 0xc0
	s_ashr_i32 s1, s0, 31
	.loc	1 55 13 is_stmt 1               ; triton_more.py:55:13
	global_load_ushort v50, v[40:41], off
	global_load_ushort v51, v[42:43], off
	global_load_ushort v52, v[44:45], off
	global_load_ushort v53, v[38:39], off
	.loc	1 56 21                         ; triton_more.py:56:21
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s15, s14, 31
	v_lshl_add_u64 v[38:39], s[0:1], 1, v[26:27]
	v_lshl_add_u64 v[40:41], s[4:5], 1, v[26:27]
	v_lshl_add_u64 v[42:43], s[12:13], 1, v[26:27]
	v_lshl_add_u64 v[44:45], s[14:15], 1, v[26:27]
	.loc	1 56 13 is_stmt 0               ; triton_more.py:56:13
	global_load_ushort v46, v[38:39], off
	global_load_ushort v47, v[40:41], off
	global_load_ushort v48, v[42:43], off
	global_load_ushort v49, v[44:45], off
	.loc	1 55 13 is_stmt 1               ; triton_more.py:55:13
	s_barrier
	.loc	1 54 5                          ; triton_more.py:54:5
	s_add_i32 s2, s2, 32
	s_addk_i32 s0, 0x800
	s_cmp_lt_i32 s2, s8
	.loc	1 55 13                         ; triton_more.py:55:13
	s_waitcnt vmcnt(7)
	ds_write_b16 v28, v50
	s_waitcnt vmcnt(6)
	ds_write_b16 v28, v51 offset:1024
	s_waitcnt vmcnt(5)
	ds_write_b16 v28, v52 offset:2048
	s_waitcnt vmcnt(4)
	ds_write_b16 v28, v53 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[40:41], v29
	ds_read_b64 v[42:43], v30
	ds_read_b64 v[44:45], v31
	ds_read_b64 v[50:51], v32
	.loc	1 56 13                         ; triton_more.py:56:13
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_perm_b32 v38, v47, v46, s3
	s_barrier
	s_waitcnt vmcnt(0)
	v_perm_b32 v39, v49, v48, s3
	ds_write_b64 v33, v[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[38:39], v34
	ds_read_b64 v[46:47], v35
	ds_read_b64 v[48:49], v36
	ds_read_b64 v[52:53], v37
	.loc	1 57 16                         ; triton_more.py:57:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_bf16 v[2:17], v[38:39], v[40:41], v[2:17]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[2:17], v[46:47], v[42:43], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[2:17], v[48:49], v[44:45], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[2:17], v[52:53], v[50:51], v[2:17]
	.loc	1 54 5                          ; triton_more.py:54:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow
	.loc	1 0 5 is_stmt 0                 ; triton_more.py:0:5
	s_nop 9
	v_mov_b32_e32 v18, v2
	v_mov_b32_e32 v2, v17
	.loc	1 58 5 is_stmt 1                ; triton_more.py:58:5
	s_bitcmp1_b32 s10, 8
	s_cbranch_scc1 .LBB0_5
.LBB0_4:                                ; %.critedge
	.loc	1 58 54 is_stmt 0               ; triton_more.py:58:54
	v_bfe_u32 v17, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_bfe_u32 v19, v16, 16, 1
	v_add3_u32 v17, v2, v17, s0
	v_cmp_o_f32_e32 vcc, v2, v2
	v_mov_b32_e32 v2, 0x7fff
	v_add3_u32 v19, v16, v19, s0
	v_cndmask_b32_sdwa v17, v2, v17, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e32 vcc, v16, v16
	.loc	1 58 22                         ; triton_more.py:58:22
	s_lshl_b32 s1, s9, 4
	.loc	1 58 41                         ; triton_more.py:58:41
	v_lshrrev_b32_e32 v0, 3, v0
	.loc	1 58 54                         ; triton_more.py:58:54
	v_cndmask_b32_e32 v16, v2, v19, vcc
	v_bfe_u32 v19, v15, 16, 1
	v_add3_u32 v19, v15, v19, s0
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e32 vcc, v15, v15
	.loc	1 58 22                         ; triton_more.py:58:22
	v_and_or_b32 v1, s1, 32, v1
	.loc	1 58 41                         ; triton_more.py:58:41
	v_and_b32_e32 v0, 4, v0
	.loc	1 58 54                         ; triton_more.py:58:54
	v_cndmask_b32_e32 v15, v2, v19, vcc
	v_bfe_u32 v19, v14, 16, 1
	v_add3_u32 v19, v14, v19, s0
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e32 vcc, v14, v14
	.loc	1 58 41                         ; triton_more.py:58:41
	s_lshl_b32 s1, s9, 5
	v_and_or_b32 v0, s1, 32, v0
	.loc	1 58 54                         ; triton_more.py:58:54
	v_cndmask_b32_e32 v14, v2, v19, vcc
	v_bfe_u32 v19, v13, 16, 1
	v_add3_u32 v19, v13, v19, s0
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v13, v2, v19, vcc
	v_bfe_u32 v19, v12, 16, 1
	v_add3_u32 v19, v12, v19, s0
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e32 vcc, v12, v12
	s_nop 1
	v_cndmask_b32_e32 v12, v2, v19, vcc
	v_bfe_u32 v19, v11, 16, 1
	v_add3_u32 v19, v11, v19, s0
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v2, v19, vcc
	v_bfe_u32 v19, v10, 16, 1
	v_add3_u32 v19, v10, v19, s0
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e32 vcc, v10, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v2, v19, vcc
	v_bfe_u32 v19, v9, 16, 1
	v_add3_u32 v19, v9, v19, s0
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v2, v19, vcc
	v_bfe_u32 v19, v8, 16, 1
	v_add3_u32 v19, v8, v19, s0
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v2, v19, vcc
	v_bfe_u32 v19, v7, 16, 1
	v_add3_u32 v19, v7, v19, s0
	v_cmp_o_f32_e32 vcc, v7, v7
	v_bfe_u32 v7, v6, 16, 1
	v_lshrrev_b32_e32 v19, 16, v19
	v_add3_u32 v7, v6, v7, s0
	v_cndmask_b32_e32 v19, v2, v19, vcc
	v_lshrrev_b32_e32 v7, 16, v7
	v_cmp_o_f32_e32 vcc, v6, v6
	v_bfe_u32 v6, v5, 16, 1
	v_add3_u32 v6, v5, v6, s0
	v_cndmask_b32_e32 v20, v2, v7, vcc
	v_cmp_o_f32_e32 vcc, v5, v5
	v_bfe_u32 v5, v4, 16, 1
	v_lshrrev_b32_e32 v6, 16, v6
	v_add3_u32 v5, v4, v5, s0
	v_cndmask_b32_e32 v21, v2, v6, vcc
	v_lshrrev_b32_e32 v5, 16, v5
	v_cmp_o_f32_e32 vcc, v4, v4
	.loc	1 58 14                         ; triton_more.py:58:14
	v_lshlrev_b32_e32 v4, 7, v1
	.loc	1 58 54                         ; triton_more.py:58:54
	s_nop 0
	v_cndmask_b32_e32 v22, v2, v5, vcc
	.loc	1 58 14                         ; triton_more.py:58:14
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	v_lshlrev_b32_e32 v4, 1, v0
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[4:5]
	.loc	1 58 54                         ; triton_more.py:58:54
	v_bfe_u32 v4, v18, 16, 1
	v_add3_u32 v4, v18, v4, s0
	v_bfe_u32 v5, v3, 16, 1
	v_lshrrev_b32_e32 v4, 16, v4
	v_cmp_o_f32_e32 vcc, v18, v18
	v_add3_u32 v5, v3, v5, s0
	v_lshrrev_b32_e32 v5, 16, v5
	v_cndmask_b32_e32 v4, v2, v4, vcc
	v_cmp_o_f32_e32 vcc, v3, v3
	.loc	1 58 5                          ; triton_more.py:58:5
	s_mov_b32 s0, 0x5040100
	v_perm_b32 v3, v21, v22, s0
	.loc	1 58 54                         ; triton_more.py:58:54
	v_cndmask_b32_e32 v2, v2, v5, vcc
	.loc	1 58 5                          ; triton_more.py:58:5
	v_perm_b32 v2, v2, v4, s0
	global_store_dwordx2 v[0:1], v[2:3], off
	v_perm_b32 v3, v9, v8, s0
	v_perm_b32 v2, v19, v20, s0
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	v_perm_b32 v3, v13, v12, s0
	v_perm_b32 v2, v11, v10, s0
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_perm_b32 v3, v17, v16, s0
	v_perm_b32 v2, v15, v14, s0
	global_store_dwordx2 v[0:1], v[2:3], off offset:48
.LBB0_5:                                ; %.critedge28
	.loc	1 49 1 is_stmt 1                ; triton_more.py:49:1
	s_endpgm
.LBB0_6:
	.loc	1 0 1 is_stmt 0                 ; triton_more.py:0:1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v18, 0
	.loc	1 58 5 is_stmt 1                ; triton_more.py:58:5
	s_bitcmp1_b32 s10, 8
	s_cbranch_scc0 .LBB0_4
	s_branch .LBB0_5
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 56
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
	.set .Lmatmul_small.num_vgpr, 54
	.set .Lmatmul_small.num_agpr, 0
	.set .Lmatmul_small.numbered_sgpr, 16
	.set .Lmatmul_small.num_named_barrier, 0
	.set .Lmatmul_small.private_seg_size, 0
	.set .Lmatmul_small.uses_vcc, 1
	.set .Lmatmul_small.uses_flat_scratch, 0
	.set .Lmatmul_small.has_dyn_sized_stack, 0
	.set .Lmatmul_small.has_recursion, 0
	.set .Lmatmul_small.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1848
; TotalNumSgprs: 22
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 54
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         matmul_small.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     54
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
