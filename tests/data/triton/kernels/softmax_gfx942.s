	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	softmax                         ; -- Begin function softmax
	.p2align	8
	.type	softmax,@function
softmax:                                ; @softmax
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_kernels_src.py"
	.loc	1 49 0 prologue_end             ; triton_kernels_src.py:49:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
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
	.file	2 "/tmp/tv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:55:42 ]
	v_readfirstlane_b32 s0, v0
.Ltmp2:
	.loc	1 55 5                          ; triton_kernels_src.py:55:5
	s_and_b32 s14, s0, 0xc0
	.loc	1 52 25                         ; triton_kernels_src.py:52:25
	s_mul_i32 s0, s6, s12
	.loc	1 52 17 is_stmt 0               ; triton_kernels_src.py:52:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[12:13], s[0:1], 2
	.loc	1 51 12 is_stmt 1               ; triton_kernels_src.py:51:12
	v_and_or_b32 v1, v0, 63, s14
	.loc	1 52 17                         ; triton_kernels_src.py:52:17
	s_add_u32 s8, s2, s12
	.loc	1 51 12                         ; triton_kernels_src.py:51:12
	v_or_b32_e32 v2, 0x100, v1
	.loc	1 52 17                         ; triton_kernels_src.py:52:17
	s_addc_u32 s0, s3, s13
	.loc	1 51 12                         ; triton_kernels_src.py:51:12
	v_or_b32_e32 v3, 0x200, v1
	v_or_b32_e32 v4, 0x300, v1
	.loc	1 52 9                          ; triton_kernels_src.py:52:9
	s_and_b32 s9, s0, 0xffff
	v_lshlrev_b32_e32 v5, 2, v1
	v_bfrev_b32_e32 v6, 1
	.loc	1 52 46 is_stmt 0               ; triton_kernels_src.py:52:46
	v_cmp_gt_i32_e32 vcc, s6, v1
	.loc	1 52 9                          ; triton_kernels_src.py:52:9
	v_lshlrev_b32_e32 v1, 2, v2
	.loc	1 52 46                         ; triton_kernels_src.py:52:46
	v_cmp_gt_i32_e64 s[0:1], s6, v2
	v_cmp_gt_i32_e64 s[2:3], s6, v3
	.loc	1 52 9                          ; triton_kernels_src.py:52:9
	s_mov_b32 s11, 0x27000
	v_cndmask_b32_e64 v8, v6, v1, s[0:1]
	v_lshlrev_b32_e32 v1, 2, v3
	s_mov_b32 s10, 0x7ffffffe
	v_cndmask_b32_e32 v7, v6, v5, vcc
	v_cndmask_b32_e64 v9, v6, v1, s[2:3]
	v_lshlrev_b32_e32 v1, 2, v4
	.loc	1 52 46                         ; triton_kernels_src.py:52:46
	v_cmp_gt_i32_e64 s[6:7], s6, v4
.Ltmp3:
	.loc	2 216 16 is_stmt 1              ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp4:
	.loc	1 52 9                          ; triton_kernels_src.py:52:9
	v_mov_b32_e32 v5, 0xff800000
	v_cndmask_b32_e64 v6, v6, v1, s[6:7]
	buffer_load_dword v1, v7, s[8:11], 0 offen
	buffer_load_dword v2, v8, s[8:11], 0 offen
	buffer_load_dword v3, v9, s[8:11], 0 offen
	buffer_load_dword v4, v6, s[8:11], 0 offen
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	v_and_b32_e32 v0, 12, v0
	v_add_u32_e32 v11, 0, v0
	s_lshr_b32 s9, s14, 4
	v_mov_b32_e32 v12, s9
	s_mov_b32 s8, 0xc2fc0000
.Ltmp6:
	.loc	1 54 9                          ; triton_kernels_src.py:54:9
	v_mov_b32_e32 v10, 0x42800000
	.loc	1 52 9                          ; triton_kernels_src.py:52:9
	s_waitcnt vmcnt(3)
	v_cndmask_b32_e32 v0, v5, v1, vcc
	s_waitcnt vmcnt(2)
	v_cndmask_b32_e64 v1, v5, v2, s[0:1]
	s_waitcnt vmcnt(1)
	v_cndmask_b32_e64 v2, v5, v3, s[2:3]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v3, v5, v4, s[6:7]
.Ltmp7:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:53:13 ] ]
	v_max_f32_e32 v4, v1, v1
	v_max_f32_e32 v5, v0, v0
	v_max_f32_e32 v4, v5, v4
	v_max3_f32 v4, v4, v2, v3
.Ltmp8:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:53:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp10:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp11:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:53:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp12:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp13:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:53:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp14:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp15:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:53:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp16:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	v_mov_b32_e32 v5, v4
	s_nop 1
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp17:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:53:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp18:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:53:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
.Ltmp20:
	.loc	1 54 9                          ; triton_kernels_src.py:54:9
	v_not_b32_e32 v5, 63
.Ltmp21:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	v_readlane_b32 s0, v4, 63
	s_nop 1
	v_mov_b32_e32 v4, s0
	ds_write_b32 v12, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v11
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:55:42 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp23:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	v_mov_b32_dpp v13, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:53:13 ] ]
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v4, v4, v13
.Ltmp25:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels_src.py:53:13 ]
	s_nop 1
	v_mov_b32_dpp v13, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp26:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels_src.py:53:13 ] ]
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v4, v4, v13
.Ltmp27:
	.loc	1 53 9                          ; triton_kernels_src.py:53:9
	v_sub_f32_e32 v0, v0, v4
	v_sub_f32_e32 v1, v1, v4
	v_sub_f32_e32 v2, v2, v4
	v_sub_f32_e32 v3, v3, v4
	.loc	1 54 9                          ; triton_kernels_src.py:54:9
	v_mul_f32_e32 v0, 0x3fb8aa3b, v0
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_cmp_gt_f32_e32 vcc, s8, v0
	v_cmp_gt_f32_e64 s[0:1], s8, v1
	v_cmp_gt_f32_e64 s[2:3], s8, v2
	v_cmp_gt_f32_e64 s[6:7], s8, v3
	v_cndmask_b32_e32 v4, 0, v10, vcc
	v_cndmask_b32_e64 v13, 0, v10, s[0:1]
	v_cndmask_b32_e64 v14, 0, v10, s[2:3]
	v_cndmask_b32_e64 v10, 0, v10, s[6:7]
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v1, v1, v13
	v_add_f32_e32 v2, v2, v14
	v_add_f32_e32 v3, v3, v10
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_cndmask_b32_e32 v4, 0, v5, vcc
	v_cndmask_b32_e64 v13, 0, v5, s[0:1]
	v_cndmask_b32_e64 v14, 0, v5, s[2:3]
	v_cndmask_b32_e64 v5, 0, v5, s[6:7]
	v_ldexp_f32 v0, v0, v4
	v_ldexp_f32 v1, v1, v13
	v_ldexp_f32 v2, v2, v14
	v_ldexp_f32 v3, v3, v5
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:55:42 ]
	v_pk_add_f32 v[4:5], v[0:1], v[2:3]
.Ltmp29:
	.loc	1 55 14                         ; triton_kernels_src.py:55:14
	s_add_u32 s8, s4, s12
.Ltmp30:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:55:42 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp31:
	.loc	1 55 14                         ; triton_kernels_src.py:55:14
	s_addc_u32 s4, s5, s13
	.loc	1 55 5 is_stmt 0                ; triton_kernels_src.py:55:5
	s_and_b32 s9, s4, 0xffff
.Ltmp32:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:55:42 ] ]
	v_add_f32_dpp v4, v4, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp33:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:55:42 ]
	v_mov_b32_e32 v5, v4
	s_nop 1
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp34:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:55:42 ] ]
	v_add_f32_e32 v4, v5, v4
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:55:42 ]
	s_nop 0
	v_readlane_b32 s0, v4, 63
	s_nop 1
	v_mov_b32_e32 v4, s0
	ds_write_b32 v12, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v11
.Ltmp36:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:55:42 ] ]
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v4, v4, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp37:
	.loc	1 55 38                         ; triton_kernels_src.py:55:38
	v_div_scale_f32 v5, s[0:1], v4, v4, v0
	v_rcp_f32_e32 v12, v5
	v_div_scale_f32 v11, s[0:1], v4, v4, v1
	v_rcp_f32_e32 v13, v11
	v_div_scale_f32 v10, vcc, v0, v4, v0
	v_fma_f32 v16, -v5, v12, 1.0
	v_fmac_f32_e32 v12, v16, v12
	v_mul_f32_e32 v16, v10, v12
	v_fma_f32 v18, -v5, v16, v10
	v_fma_f32 v17, -v11, v13, 1.0
	v_fmac_f32_e32 v16, v18, v12
	v_div_scale_f32 v14, s[0:1], v1, v4, v1
	v_fmac_f32_e32 v13, v17, v13
	v_fma_f32 v5, -v5, v16, v10
	v_div_scale_f32 v15, s[2:3], v4, v4, v2
	v_mul_f32_e32 v17, v14, v13
	v_div_fmas_f32 v5, v5, v12, v16
	v_fma_f32 v19, -v11, v17, v14
	v_div_fixup_f32 v0, v5, v4, v0
	v_rcp_f32_e32 v5, v15
	v_fmac_f32_e32 v17, v19, v13
	v_fma_f32 v10, -v11, v17, v14
	s_mov_b64 vcc, s[0:1]
	v_div_fmas_f32 v10, v10, v13, v17
	v_div_fixup_f32 v1, v10, v4, v1
	v_fma_f32 v10, -v15, v5, 1.0
	v_fmac_f32_e32 v5, v10, v5
	v_div_scale_f32 v10, vcc, v2, v4, v2
	v_mul_f32_e32 v11, v10, v5
	v_fma_f32 v12, -v15, v11, v10
	v_fmac_f32_e32 v11, v12, v5
	v_div_scale_f32 v12, s[0:1], v4, v4, v3
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v10, -v15, v11, v10
	v_div_fmas_f32 v5, v10, v5, v11
	v_div_fixup_f32 v2, v5, v4, v2
	v_fma_f32 v5, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v5, v13
	v_div_scale_f32 v5, vcc, v3, v4, v3
	v_mul_f32_e32 v10, v5, v13
	v_fma_f32 v11, -v12, v10, v5
	v_fmac_f32_e32 v10, v11, v13
	v_fma_f32 v5, -v12, v10, v5
	v_div_fmas_f32 v5, v5, v13, v10
	v_div_fixup_f32 v3, v5, v4, v3
	.loc	1 55 5 is_stmt 0                ; triton_kernels_src.py:55:5
	buffer_store_dword v0, v7, s[8:11], 0 offen
	buffer_store_dword v1, v8, s[8:11], 0 offen
	buffer_store_dword v2, v9, s[8:11], 0 offen
	buffer_store_dword v3, v6, s[8:11], 0 offen
	.loc	1 49 1 is_stmt 1                ; triton_kernels_src.py:49:1
	s_endpgm
.Ltmp38:
.Lfunc_end0:
	.size	softmax, .Lfunc_end0-softmax
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 20
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
	.set .Lsoftmax.num_vgpr, 20
	.set .Lsoftmax.num_agpr, 0
	.set .Lsoftmax.numbered_sgpr, 15
	.set .Lsoftmax.num_named_barrier, 0
	.set .Lsoftmax.private_seg_size, 0
	.set .Lsoftmax.uses_vcc, 1
	.set .Lsoftmax.uses_flat_scratch, 0
	.set .Lsoftmax.has_dyn_sized_stack, 0
	.set .Lsoftmax.has_recursion, 0
	.set .Lsoftmax.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1476
; TotalNumSgprs: 21
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	55                              ; DW_AT_call_line
	.byte	42                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5b:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	53                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x67:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_kernels_src.py"         ; string offset=7 ; triton_kernels_src.py
.Linfo_string2:
	.asciz	"SRC"       ; string offset=29 ; SRC
.Linfo_string3:
	.asciz	"softmax"                       ; string offset=53 ; softmax
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .name:           softmax
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         softmax.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
