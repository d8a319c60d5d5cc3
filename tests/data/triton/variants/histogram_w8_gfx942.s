	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	histogram                       ; -- Begin function histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 88 0 prologue_end             ; triton_scratch_src.py:88:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.2:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 91 5 is_stmt 1                ; triton_scratch_src.py:91:5
	v_readfirstlane_b32 s33, v0
	.loc	1 89 9                          ; triton_scratch_src.py:89:9
	s_and_b32 s0, s33, 0x1c0
	s_mov_b64 s[36:37], s[2:3]
	v_and_or_b32 v1, v0, 63, s0
	.loc	1 90 9                          ; triton_scratch_src.py:90:9
	s_and_b32 s37, s37, 0xffff
	s_mov_b32 s39, 0x27000
	s_mov_b32 s38, 0x7ffffffe
	v_lshlrev_b32_e32 v2, 2, v1
	buffer_load_dword v3, v2, s[36:39], 0 offen
	buffer_load_dword v4, v2, s[36:39], 0 offen offset:2048
	v_or_b32_e32 v2, 0x1000, v2
	buffer_load_dword v17, v2, s[36:39], 0 offen
	buffer_load_dword v18, v2, s[36:39], 0 offen offset:2048
	.loc	1 91 42                         ; triton_scratch_src.py:91:42
	v_and_b32_e32 v5, 1, v0
	v_bfe_u32 v6, v0, 1, 1
	v_bfe_u32 v7, v0, 2, 1
	v_add_u32_e32 v5, -1, v5
	v_add_u32_e32 v6, -1, v6
	v_add_u32_e32 v7, -1, v7
	v_ashrrev_i32_e32 v11, 31, v5
	v_ashrrev_i32_e32 v12, 31, v6
	v_bfe_u32 v8, v0, 3, 1
	v_ashrrev_i32_e32 v13, 31, v7
	v_bfe_u32 v9, v0, 4, 1
	v_add_u32_e32 v8, -1, v8
	v_bfe_u32 v10, v0, 5, 1
	v_add_u32_e32 v9, -1, v9
	v_ashrrev_i32_e32 v14, 31, v8
	v_add_u32_e32 v10, -1, v10
	v_ashrrev_i32_e32 v15, 31, v9
	v_ashrrev_i32_e32 v16, 31, v10
	.loc	1 91 5 is_stmt 0                ; triton_scratch_src.py:91:5
	s_and_b32 s5, s5, 0xffff
	.loc	1 91 42                         ; triton_scratch_src.py:91:42
	s_waitcnt vmcnt(3)
	v_bfe_u32 v20, v3, 2, 1
	v_bfe_u32 v21, v3, 3, 1
	v_and_b32_e32 v2, 1, v3
	v_bfe_u32 v22, v3, 4, 1
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v25, 1, v4
	v_bfe_u32 v26, v4, 1, 1
	v_bfe_u32 v27, v4, 2, 1
	v_bfe_u32 v28, v4, 3, 1
	v_bfe_u32 v29, v4, 4, 1
	v_bfe_u32 v30, v4, 5, 1
	v_bfe_u32 v31, v4, 6, 1
	v_bfe_u32 v4, v4, 7, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v20
	v_cmp_ne_u32_e64 s[10:11], 0, v21
	v_cmp_ne_u32_e64 s[8:9], 0, v2
	v_cmp_ne_u32_e64 s[12:13], 0, v22
	v_cmp_ne_u32_e64 s[20:21], 0, v27
	v_cmp_ne_u32_e64 s[22:23], 0, v28
	v_cmp_ne_u32_e64 s[30:31], 0, v4
	v_xor_b32_e32 v2, s3, v11
	v_xor_b32_e32 v4, s11, v12
	v_cmp_ne_u32_e64 s[24:25], 0, v29
	v_cmp_ne_u32_e64 s[26:27], 0, v30
	v_xor_b32_e32 v20, s13, v13
	v_xor_b32_e32 v28, s21, v11
	v_xor_b32_e32 v30, s23, v12
	v_and_b32_e32 v2, v4, v2
	v_and_b32_e32 v4, v30, v28
	v_and_b32_e32 v2, v2, v20
	v_xor_b32_e32 v20, s25, v13
	v_cmp_ne_u32_e64 s[28:29], 0, v31
	v_and_b32_e32 v4, v4, v20
	v_xor_b32_e32 v20, s27, v14
	v_and_b32_e32 v4, v4, v20
	v_xor_b32_e32 v20, s29, v15
	v_and_b32_e32 v4, v4, v20
	v_xor_b32_e32 v20, s31, v16
	v_bfe_u32 v19, v3, 1, 1
	v_bfe_u32 v23, v3, 5, 1
	v_bfe_u32 v24, v3, 6, 1
	v_bfe_u32 v3, v3, 7, 1
	v_and_b32_e32 v4, v4, v20
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v20, 1, v17
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	v_cmp_ne_u32_e64 s[18:19], 0, v3
	v_xor_b32_e32 v3, s2, v5
	v_xor_b32_e32 v19, s10, v6
	v_xor_b32_e32 v21, s12, v7
	v_cmp_ne_u32_e64 s[12:13], 0, v20
	v_bfe_u32 v20, v17, 1, 1
	v_xor_b32_e32 v29, s20, v5
	v_xor_b32_e32 v31, s22, v6
	v_and_b32_e32 v3, v19, v3
	v_cmp_ne_u32_e64 s[2:3], 0, v20
	v_bfe_u32 v20, v17, 2, 1
	v_cmp_ne_u32_e64 s[14:15], 0, v23
	v_and_b32_e32 v3, v3, v21
	v_and_b32_e32 v19, v31, v29
	v_xor_b32_e32 v21, s24, v7
	v_cmp_ne_u32_e64 s[10:11], 0, v20
	v_bfe_u32 v20, v17, 3, 1
	v_cmp_ne_u32_e64 s[16:17], 0, v24
	v_xor_b32_e32 v22, s15, v14
	v_xor_b32_e32 v23, s14, v8
	v_and_b32_e32 v19, v19, v21
	v_xor_b32_e32 v21, s26, v8
	v_cmp_ne_u32_e64 s[14:15], 0, v20
	v_bfe_u32 v20, v17, 4, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v25
	v_xor_b32_e32 v24, s17, v15
	v_xor_b32_e32 v25, s16, v9
	v_and_b32_e32 v19, v19, v21
	v_xor_b32_e32 v21, s28, v9
	v_cmp_ne_u32_e64 s[16:17], 0, v20
	v_bfe_u32 v20, v17, 5, 1
	v_cmp_ne_u32_e32 vcc, 0, v26
	v_xor_b32_e32 v26, s19, v16
	v_xor_b32_e32 v27, s18, v10
	v_and_b32_e32 v19, v19, v21
	v_xor_b32_e32 v21, s30, v10
	v_cmp_ne_u32_e64 s[18:19], 0, v20
	v_bfe_u32 v20, v17, 6, 1
	v_bfe_u32 v17, v17, 7, 1
	v_and_b32_e32 v19, v19, v21
	v_cmp_ne_u32_e64 s[22:23], 0, v17
	v_xor_b32_e32 v17, s11, v11
	v_xor_b32_e32 v21, s15, v12
	v_and_b32_e32 v17, v21, v17
	v_xor_b32_e32 v21, s17, v13
	v_cmp_ne_u32_e64 s[20:21], 0, v20
	v_and_b32_e32 v17, v17, v21
	v_xor_b32_e32 v21, s19, v14
	v_and_b32_e32 v17, v17, v21
	v_xor_b32_e32 v21, s21, v15
	v_and_b32_e32 v17, v17, v21
	v_xor_b32_e32 v21, s23, v16
	v_and_b32_e32 v17, v17, v21
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v21, 1, v18
	v_and_b32_e32 v2, v2, v22
	v_xor_b32_e32 v22, s14, v6
	v_cmp_ne_u32_e64 s[14:15], 0, v21
	v_bfe_u32 v21, v18, 1, 1
	v_xor_b32_e32 v20, s10, v5
	v_cmp_ne_u32_e64 s[10:11], 0, v21
	v_bfe_u32 v21, v18, 2, 1
	v_and_b32_e32 v20, v22, v20
	v_xor_b32_e32 v22, s16, v7
	v_cmp_ne_u32_e64 s[16:17], 0, v21
	v_bfe_u32 v21, v18, 3, 1
	v_and_b32_e32 v20, v20, v22
	v_xor_b32_e32 v22, s18, v8
	v_cmp_ne_u32_e64 s[18:19], 0, v21
	v_bfe_u32 v21, v18, 4, 1
	v_and_b32_e32 v20, v20, v22
	v_xor_b32_e32 v22, s20, v9
	v_cmp_ne_u32_e64 s[20:21], 0, v21
	v_bfe_u32 v21, v18, 5, 1
	v_xor_b32_e32 v5, s16, v5
	v_xor_b32_e32 v6, s18, v6
	v_and_b32_e32 v20, v20, v22
	v_xor_b32_e32 v22, s22, v10
	v_cmp_ne_u32_e64 s[22:23], 0, v21
	v_bfe_u32 v21, v18, 6, 1
	v_xor_b32_e32 v11, s17, v11
	v_xor_b32_e32 v12, s19, v12
	v_and_b32_e32 v5, v6, v5
	v_xor_b32_e32 v7, s20, v7
	v_and_b32_e32 v3, v3, v23
	v_cmp_ne_u32_e64 s[24:25], 0, v21
	v_bfe_u32 v18, v18, 7, 1
	v_and_b32_e32 v11, v12, v11
	v_xor_b32_e32 v6, s21, v13
	v_and_b32_e32 v5, v5, v7
	v_xor_b32_e32 v8, s22, v8
	v_and_b32_e32 v3, v3, v25
	v_cmp_ne_u32_e64 s[26:27], 0, v18
	v_and_b32_e32 v6, v11, v6
	v_xor_b32_e32 v7, s23, v14
	v_and_b32_e32 v5, v5, v8
	v_xor_b32_e32 v8, s24, v9
	v_and_b32_e32 v2, v2, v24
	v_and_b32_e32 v3, v3, v27
	v_and_b32_e32 v6, v6, v7
	v_xor_b32_e32 v7, s25, v15
	v_and_b32_e32 v5, v5, v8
	v_xor_b32_e32 v8, s26, v10
	s_not_b64 s[34:35], s[0:1]
	v_and_b32_e32 v2, v2, v26
	v_and_b32_e32 v6, v6, v7
	v_xor_b32_e32 v7, s27, v16
	v_and_b32_e32 v5, v5, v8
	v_and_b32_e32 v8, s8, v3
	v_bfi_b32 v3, s8, 0, v3
	v_and_b32_e32 v6, v6, v7
	v_and_b32_e32 v7, s9, v2
	v_bfi_b32 v2, s9, 0, v2
	v_and_b32_e32 v10, s34, v3
	v_and_b32_e32 v12, s34, v8
	v_and_b32_e32 v9, s35, v2
	v_and_b32_e32 v11, s35, v7
	v_bcnt_u32_b32 v12, v12, 0
	v_bcnt_u32_b32 v10, v10, 0
	v_bcnt_u32_b32 v11, v11, v12
	v_bcnt_u32_b32 v9, v9, v10
	s_mov_b32 s8, 0x5040100
	s_not_b64 s[28:29], vcc
	v_perm_b32 v9, v11, v9, s8
	v_and_b32_e32 v11, s6, v19
	v_bfi_b32 v12, s6, 0, v19
	v_and_b32_e32 v10, s7, v4
	v_bfi_b32 v4, s7, 0, v4
	v_and_b32_e32 v14, s28, v12
	v_and_b32_e32 v16, s28, v11
	v_and_b32_e32 v3, s0, v3
	v_and_b32_e32 v8, s0, v8
	v_and_b32_e32 v13, s29, v4
	v_and_b32_e32 v15, s29, v10
	v_bcnt_u32_b32 v16, v16, 0
	v_bcnt_u32_b32 v14, v14, 0
	v_and_b32_e32 v2, s1, v2
	v_and_b32_e32 v7, s1, v7
	v_bcnt_u32_b32 v8, v8, 0
	v_bcnt_u32_b32 v3, v3, 0
	v_and_b32_e32 v20, v20, v22
	v_bcnt_u32_b32 v15, v15, v16
	v_bcnt_u32_b32 v13, v13, v14
	v_bcnt_u32_b32 v7, v7, v8
	v_bcnt_u32_b32 v2, v2, v3
	v_and_b32_e32 v3, vcc_hi, v4
	v_and_b32_e32 v4, vcc_lo, v12
	v_and_b32_e32 v8, vcc_lo, v11
	s_not_b64 s[30:31], s[2:3]
	v_perm_b32 v13, v15, v13, s8
	v_and_b32_e32 v14, s12, v20
	v_bfi_b32 v16, s12, 0, v20
	v_perm_b32 v2, v7, v2, s8
	v_and_b32_e32 v7, vcc_hi, v10
	v_bcnt_u32_b32 v8, v8, 0
	v_bcnt_u32_b32 v4, v4, 0
	v_pk_add_u16 v9, v13, v9
	v_and_b32_e32 v13, s13, v17
	v_bfi_b32 v15, s13, 0, v17
	v_and_b32_e32 v18, s30, v16
	v_and_b32_e32 v20, s30, v14
	v_bcnt_u32_b32 v7, v7, v8
	v_bcnt_u32_b32 v3, v3, v4
	v_and_b32_e32 v17, s31, v15
	v_and_b32_e32 v19, s31, v13
	v_bcnt_u32_b32 v20, v20, 0
	v_bcnt_u32_b32 v18, v18, 0
	v_perm_b32 v3, v7, v3, s8
	v_and_b32_e32 v4, s2, v16
	v_and_b32_e32 v8, s2, v14
	v_bcnt_u32_b32 v19, v19, v20
	v_bcnt_u32_b32 v17, v17, v18
	v_pk_add_u16 v2, v3, v2
	v_and_b32_e32 v3, s3, v15
	v_and_b32_e32 v7, s3, v13
	v_bcnt_u32_b32 v8, v8, 0
	v_bcnt_u32_b32 v4, v4, 0
	v_perm_b32 v17, v19, v17, s8
	v_bcnt_u32_b32 v7, v7, v8
	v_bcnt_u32_b32 v3, v3, v4
	s_not_b64 s[16:17], s[10:11]
	v_pk_add_u16 v9, v9, v17
	v_and_b32_e32 v17, s15, v6
	v_and_b32_e32 v18, s14, v5
	v_bfi_b32 v6, s15, 0, v6
	v_bfi_b32 v5, s14, 0, v5
	v_perm_b32 v3, v7, v3, s8
	v_and_b32_e32 v19, s17, v6
	v_pk_add_u16 v2, v2, v3
	v_and_b32_e32 v3, s11, v6
	v_and_b32_e32 v4, s10, v5
	v_and_b32_e32 v6, s10, v18
	v_and_b32_e32 v20, s16, v5
	v_and_b32_e32 v22, s16, v18
	v_and_b32_e32 v5, s11, v17
	v_bcnt_u32_b32 v6, v6, 0
	v_bcnt_u32_b32 v4, v4, 0
	v_and_b32_e32 v21, s17, v17
	v_bcnt_u32_b32 v22, v22, 0
	v_bcnt_u32_b32 v20, v20, 0
	v_bcnt_u32_b32 v5, v5, v6
	v_bcnt_u32_b32 v3, v3, v4
	v_bcnt_u32_b32 v21, v21, v22
	v_bcnt_u32_b32 v19, v19, v20
	v_perm_b32 v3, v5, v3, s8
	v_perm_b32 v19, v21, v19, s8
	v_pk_add_u16 v2, v2, v3
	v_and_b32_e32 v3, 0xff, v0
	v_lshlrev_b32_e32 v0, 4, v0
	v_pk_add_u16 v9, v9, v19
	v_lshl_add_u32 v3, v3, 2, 0
	v_mov_b32_e32 v4, 0
	v_and_b32_e32 v0, 0x3f0, v0
	ds_write_b32 v3, v4
	v_add_u32_e32 v0, 0, v0
	v_and_b32_e32 v3, 0xffff, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_add_u32 v0, v3
	v_lshrrev_b32_e32 v3, 16, v9
	ds_add_u32 v0, v3 offset:4
	v_and_b32_e32 v3, 0xffff, v2
	ds_add_u32 v0, v3 offset:8
	v_lshrrev_b32_e32 v2, 16, v2
	ds_add_u32 v0, v2 offset:12
	v_mov_b32_e32 v0, 2
	v_lshlrev_b32_sdwa v0, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v1, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	.loc	1 91 5                          ; triton_scratch_src.py:91:5
	s_bitcmp0_b32 s33, 8
	v_bfrev_b32_e32 v1, 1
	s_cselect_b64 vcc, -1, 0
	s_mov_b32 s6, s38
	s_mov_b32 s7, s39
	v_cndmask_b32_e32 v0, v1, v0, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v0, s[4:7], 0 offen
	.loc	1 88 1 is_stmt 1                ; triton_scratch_src.py:88:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	histogram, .Lfunc_end0-histogram
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 32
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
	.set .Lhistogram.num_vgpr, 32
	.set .Lhistogram.num_agpr, 0
	.set .Lhistogram.numbered_sgpr, 40
	.set .Lhistogram.num_named_barrier, 0
	.set .Lhistogram.private_seg_size, 0
	.set .Lhistogram.uses_vcc, 1
	.set .Lhistogram.uses_flat_scratch, 0
	.set .Lhistogram.has_dyn_sized_stack, 0
	.set .Lhistogram.has_recursion, 0
	.set .Lhistogram.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2104
; TotalNumSgprs: 46
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 512
    .name:           histogram
    .private_segment_fixed_size: 0
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         histogram.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
