	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	layernorm                       ; -- Begin function layernorm
	.p2align	8
	.type	layernorm,@function
layernorm:                              ; @layernorm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_kernels_src.py"
	.loc	1 59 0 prologue_end             ; triton_kernels_src.py:59:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
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
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:65:11 ]
	v_readfirstlane_b32 s0, v0
.Ltmp2:
	.loc	1 67 5                          ; triton_kernels_src.py:67:5
	s_and_b32 s18, s0, 0xc0
	.loc	1 62 25                         ; triton_kernels_src.py:62:25
	s_mul_i32 s0, s8, s14
	.loc	1 62 17 is_stmt 0               ; triton_kernels_src.py:62:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[20:21], s[0:1], 1
	s_add_u32 s12, s2, s20
	s_addc_u32 s0, s3, s21
	.loc	1 61 12 is_stmt 1               ; triton_kernels_src.py:61:12
	v_and_or_b32 v1, v0, 63, s18
	.loc	1 62 9                          ; triton_kernels_src.py:62:9
	s_and_b32 s13, s0, 0xffff
	.loc	1 61 12                         ; triton_kernels_src.py:61:12
	v_or_b32_e32 v2, 0x100, v1
	.loc	1 62 9                          ; triton_kernels_src.py:62:9
	v_lshlrev_b32_e32 v3, 1, v1
	v_bfrev_b32_e32 v4, 1
	.loc	1 62 46 is_stmt 0               ; triton_kernels_src.py:62:46
	v_cmp_gt_i32_e64 s[0:1], s8, v1
	v_cmp_gt_i32_e64 s[2:3], s8, v2
	s_mov_b64 s[16:17], s[6:7]
	.loc	1 62 9                          ; triton_kernels_src.py:62:9
	v_cndmask_b32_e64 v8, v4, v3, s[0:1]
	v_lshlrev_b32_e32 v3, 1, v2
	.loc	1 61 12 is_stmt 1               ; triton_kernels_src.py:61:12
	v_or_b32_e32 v2, 0x300, v1
	v_or_b32_e32 v1, 0x200, v1
	.loc	1 62 9                          ; triton_kernels_src.py:62:9
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e64 v9, v4, v3, s[2:3]
	v_lshlrev_b32_e32 v3, 1, v1
	.loc	1 62 46 is_stmt 0               ; triton_kernels_src.py:62:46
	v_cmp_gt_i32_e64 s[6:7], s8, v1
	.loc	1 62 9                          ; triton_kernels_src.py:62:9
	v_lshlrev_b32_e32 v1, 1, v2
	.loc	1 62 46                         ; triton_kernels_src.py:62:46
	v_cmp_gt_i32_e64 s[10:11], s8, v2
	.loc	1 62 9                          ; triton_kernels_src.py:62:9
	v_cndmask_b32_e64 v10, v4, v3, s[6:7]
.Ltmp3:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_kernels_src.py:63:12 ]
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp4:
	.loc	1 62 9                          ; triton_kernels_src.py:62:9
	v_cndmask_b32_e64 v11, v4, v1, s[10:11]
	buffer_load_ushort v1, v9, s[12:15], 0 offen
	buffer_load_ushort v2, v8, s[12:15], 0 offen
	buffer_load_ushort v3, v11, s[12:15], 0 offen
	buffer_load_ushort v4, v10, s[12:15], 0 offen
.Ltmp5:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:63:12 ]
	v_and_b32_e32 v5, 12, v0
	v_add_u32_e32 v7, 0, v5
.Ltmp6:
	.loc	1 63 12                         ; triton_kernels_src.py:63:12
	v_cvt_f32_i32_e32 v6, s8
.Ltmp7:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:63:12 ]
	s_lshr_b32 s8, s18, 4
	v_mov_b32_e32 v12, s8
.Ltmp8:
	.loc	1 66 9                          ; triton_kernels_src.py:66:9
	s_mov_b32 s18, s14
	s_mov_b32 s19, s15
	s_and_b32 s17, s17, 0xffff
	.loc	1 62 9                          ; triton_kernels_src.py:62:9
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v1, v1
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v0, v2
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v3, v3
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v4
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:63:12 ]
	v_pk_add_f32 v[4:5], v[0:1], v[2:3]
.Ltmp10:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:63:12 ] ]
	s_nop 0
	v_add_f32_e32 v4, v4, v5
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:63:12 ]
	v_mov_b32_e32 v5, v4
	s_nop 1
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:63:12 ] ]
	v_add_f32_e32 v4, v5, v4
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:63:12 ]
	s_nop 0
	v_readlane_b32 s8, v4, 63
	s_nop 1
	v_mov_b32_e32 v4, s8
	ds_write_b32 v12, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v7
.Ltmp14:
	.loc	2 314 12 is_stmt 0              ; standard.py:314:12 @[ triton_kernels_src.py:65:11 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp15:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:63:12 ] ]
	v_add_f32_dpp v4, v4, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	1 63 12                         ; triton_kernels_src.py:63:12
	v_div_scale_f32 v5, s[12:13], v6, v6, v4
	v_rcp_f32_e32 v13, v5
	v_div_scale_f32 v14, vcc, v4, v6, v4
	.loc	1 67 14                         ; triton_kernels_src.py:67:14
	s_add_u32 s12, s4, s20
	.loc	1 63 12                         ; triton_kernels_src.py:63:12
	v_fma_f32 v15, -v5, v13, 1.0
	v_fmac_f32_e32 v13, v15, v13
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v16, -v5, v15, v14
	v_fmac_f32_e32 v15, v16, v13
	v_fma_f32 v5, -v5, v15, v14
	v_div_fmas_f32 v5, v5, v13, v15
	v_div_fixup_f32 v4, v5, v6, v4
	.loc	1 64 28                         ; triton_kernels_src.py:64:28
	v_pk_add_f32 v[0:1], v[0:1], v[4:5] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 64 9 is_stmt 0                ; triton_kernels_src.py:64:9
	v_cndmask_b32_e64 v4, 0, v1, s[2:3]
	v_cndmask_b32_e64 v5, 0, v0, s[0:1]
	v_cndmask_b32_e64 v13, 0, v3, s[10:11]
	v_cndmask_b32_e64 v14, 0, v2, s[6:7]
	.loc	1 65 18 is_stmt 1               ; triton_kernels_src.py:65:18
	v_mul_f32_e32 v0, v5, v5
	v_mul_f32_e32 v1, v4, v4
	v_mul_f32_e32 v2, v14, v14
	v_mul_f32_e32 v3, v13, v13
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:65:11 ]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:65:11 ] ]
	s_nop 0
	v_add_f32_e32 v0, v0, v1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:65:11 ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:65:11 ] ]
	v_add_f32_e32 v0, v1, v0
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:65:11 ]
	s_nop 0
	v_readlane_b32 s0, v0, 63
	s_nop 1
	v_mov_b32_e32 v0, s0
	ds_write_b32 v12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp22:
	.loc	1 66 9                          ; triton_kernels_src.py:66:9
	buffer_load_ushort v2, v9, s[16:19], 0 offen
	buffer_load_ushort v12, v8, s[16:19], 0 offen
	buffer_load_ushort v15, v11, s[16:19], 0 offen
	buffer_load_ushort v16, v10, s[16:19], 0 offen
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels_src.py:65:11 ]
	ds_read_b32 v0, v7
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels_src.py:65:11 ] ]
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v0, v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp25:
	.loc	1 65 11                         ; triton_kernels_src.py:65:11
	v_div_scale_f32 v1, s[0:1], v6, v6, v0
	v_rcp_f32_e32 v3, v1
	v_div_scale_f32 v7, vcc, v0, v6, v0
	.loc	1 67 14                         ; triton_kernels_src.py:67:14
	s_addc_u32 s0, s5, s21
	.loc	1 67 5 is_stmt 0                ; triton_kernels_src.py:67:5
	s_and_b32 s13, s0, 0xffff
	.loc	1 65 11 is_stmt 1               ; triton_kernels_src.py:65:11
	v_fma_f32 v17, -v1, v3, 1.0
	v_fmac_f32_e32 v3, v17, v3
	v_mul_f32_e32 v17, v7, v3
	v_fma_f32 v18, -v1, v17, v7
	v_fmac_f32_e32 v17, v18, v3
	v_fma_f32 v1, -v1, v17, v7
	v_div_fmas_f32 v1, v1, v3, v17
	v_div_fixup_f32 v0, v1, v6, v0
	.loc	1 67 51                         ; triton_kernels_src.py:67:51
	v_add_f32_e32 v0, s9, v0
	.loc	1 67 43 is_stmt 0               ; triton_kernels_src.py:67:43
	v_sqrt_f32_e32 v17, v0
	.loc	1 67 39                         ; triton_kernels_src.py:67:39
	s_nop 0
	v_div_scale_f32 v0, s[0:1], v17, v17, v4
	v_div_scale_f32 v3, s[0:1], v17, v17, v5
	v_rcp_f32_e32 v21, v0
	v_rcp_f32_e32 v22, v3
	v_div_scale_f32 v7, s[2:3], v17, v17, v13
	v_rcp_f32_e32 v23, v7
	v_div_scale_f32 v19, s[4:5], v17, v17, v14
	v_fma_f32 v25, -v0, v21, 1.0
	v_div_scale_f32 v1, vcc, v4, v17, v4
	v_rcp_f32_e32 v24, v19
	v_fma_f32 v26, -v3, v22, 1.0
	v_fmac_f32_e32 v21, v25, v21
	v_div_scale_f32 v6, s[0:1], v5, v17, v5
	v_fmac_f32_e32 v22, v26, v22
	v_mul_f32_e32 v25, v1, v21
	v_fma_f32 v27, -v7, v23, 1.0
	v_mul_f32_e32 v26, v6, v22
	v_fma_f32 v29, -v0, v25, v1
	v_div_scale_f32 v18, s[2:3], v13, v17, v13
	v_fmac_f32_e32 v23, v27, v23
	v_fma_f32 v30, -v3, v26, v6
	v_fmac_f32_e32 v25, v29, v21
	v_fma_f32 v28, -v19, v24, 1.0
	v_mul_f32_e32 v27, v18, v23
	v_fmac_f32_e32 v26, v30, v22
	v_fma_f32 v0, -v0, v25, v1
	v_div_scale_f32 v20, s[4:5], v14, v17, v14
	v_fmac_f32_e32 v24, v28, v24
	v_fma_f32 v31, -v7, v27, v18
	v_fma_f32 v3, -v3, v26, v6
	v_div_fmas_f32 v0, v0, v21, v25
	s_mov_b64 vcc, s[0:1]
	v_mul_f32_e32 v28, v20, v24
	v_fmac_f32_e32 v27, v31, v23
	v_div_fixup_f32 v1, v0, v17, v4
	v_div_fmas_f32 v0, v3, v22, v26
	v_fma_f32 v32, -v19, v28, v20
	v_fma_f32 v6, -v7, v27, v18
	v_div_fixup_f32 v0, v0, v17, v5
	s_mov_b64 vcc, s[2:3]
	v_fmac_f32_e32 v28, v32, v24
	v_div_fmas_f32 v3, v6, v23, v27
	v_fma_f32 v18, -v19, v28, v20
	s_mov_b64 vcc, s[4:5]
	v_div_fixup_f32 v3, v3, v17, v13
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v5, v2
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v4, v12
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v7, v15
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v6, v16
	v_div_fmas_f32 v2, v18, v24, v28
	v_div_fixup_f32 v2, v2, v17, v14
	v_pk_mul_f32 v[0:1], v[0:1], v[4:5]
	v_pk_mul_f32 v[2:3], v[2:3], v[6:7]
	.loc	1 67 38                         ; triton_kernels_src.py:67:38
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	.loc	1 67 5                          ; triton_kernels_src.py:67:5
	buffer_store_short v0, v8, s[12:15], 0 offen
	v_lshrrev_b32_e32 v0, 16, v0
	v_lshrrev_b32_e32 v2, 16, v1
	buffer_store_short v0, v9, s[12:15], 0 offen
	buffer_store_short v1, v10, s[12:15], 0 offen
	buffer_store_short v2, v11, s[12:15], 0 offen
	.loc	1 59 1 is_stmt 1                ; triton_kernels_src.py:59:1
	s_endpgm
.Ltmp26:
.Lfunc_end0:
	.size	layernorm, .Lfunc_end0-layernorm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel layernorm
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
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 36
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
	.set .Llayernorm.num_vgpr, 33
	.set .Llayernorm.num_agpr, 0
	.set .Llayernorm.numbered_sgpr, 22
	.set .Llayernorm.num_named_barrier, 0
	.set .Llayernorm.private_seg_size, 0
	.set .Llayernorm.uses_vcc, 1
	.set .Llayernorm.uses_flat_scratch, 0
	.set .Llayernorm.has_dyn_sized_stack, 0
	.set .Llayernorm.has_recursion, 0
	.set .Llayernorm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1548
; TotalNumSgprs: 28
; NumVgprs: 33
; NumAgprs: 0
; TotalNumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 33
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x6c DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x46 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	65                              ; DW_AT_call_line
	.byte	11                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5b:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	63                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x67:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
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
	.asciz	"layernorm"                     ; string offset=53 ; layernorm
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
    .max_flat_workgroup_size: 256
    .name:           layernorm
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         layernorm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     33
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
