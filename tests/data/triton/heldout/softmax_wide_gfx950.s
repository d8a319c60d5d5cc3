	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	softmax_wide                    ; -- Begin function softmax_wide
	.p2align	8
	.type	softmax_wide,@function
softmax_wide:                           ; @softmax_wide
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 7 0 prologue_end              ; triton_heldout_src.py:7:0
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
	.file	2 "SITE/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	v_readfirstlane_b32 s0, v0
.Ltmp2:
	.loc	1 10 25                         ; triton_heldout_src.py:10:25
	s_mul_i32 s12, s12, s6
	.loc	1 12 5                          ; triton_heldout_src.py:12:5
	s_and_b32 s16, s0, 0xc0
	.loc	1 10 25                         ; triton_heldout_src.py:10:25
	s_lshl_b32 s0, s12, 2
	s_add_i32 s8, s0, s6
	s_add_i32 s12, s8, s6
	.loc	1 10 17 is_stmt 0               ; triton_heldout_src.py:10:17
	s_ashr_i32 s1, s0, 31
	.loc	1 10 25                         ; triton_heldout_src.py:10:25
	s_add_i32 s14, s12, s6
	.loc	1 10 17                         ; triton_heldout_src.py:10:17
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s6, s2, s0
	.loc	1 10 43                         ; triton_heldout_src.py:10:43
	v_and_or_b32 v1, v0, 63, s16
	.loc	1 10 17                         ; triton_heldout_src.py:10:17
	s_addc_u32 s7, s3, s1
	v_lshlrev_b32_e32 v10, 2, v1
	s_ashr_i32 s9, s8, 31
	.loc	1 10 9                          ; triton_heldout_src.py:10:9
	global_load_dword v8, v10, s[6:7]
	.loc	1 10 17                         ; triton_heldout_src.py:10:17
	s_lshl_b64 s[10:11], s[8:9], 2
	s_add_u32 s6, s2, s10
	s_addc_u32 s7, s3, s11
	s_ashr_i32 s13, s12, 31
	.loc	1 10 9                          ; triton_heldout_src.py:10:9
	global_load_dword v9, v10, s[6:7]
	.loc	1 10 17                         ; triton_heldout_src.py:10:17
	s_lshl_b64 s[6:7], s[12:13], 2
	s_add_u32 s8, s2, s6
	s_addc_u32 s9, s3, s7
	s_ashr_i32 s15, s14, 31
	.loc	1 10 9                          ; triton_heldout_src.py:10:9
	global_load_dword v2, v10, s[8:9]
	.loc	1 10 17                         ; triton_heldout_src.py:10:17
	s_lshl_b64 s[8:9], s[14:15], 2
	s_add_u32 s2, s2, s8
	s_addc_u32 s3, s3, s9
	.loc	1 10 9                          ; triton_heldout_src.py:10:9
	global_load_dword v3, v10, s[2:3]
.Ltmp3:
	.loc	2 216 16 is_stmt 1              ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_lshlrev_b32_e32 v0, 4, v0
	s_lshr_b32 s14, s16, 2
	v_and_b32_e32 v0, 48, v0
.Ltmp4:
	.loc	1 11 9                          ; triton_heldout_src.py:11:9
	v_not_b32_e32 v16, 63
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	s_waitcnt vmcnt(3)
	v_mov_b32_dpp v1, v8 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v4, v8, v8
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v1, v4, v1
.Ltmp7:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	s_waitcnt vmcnt(2)
	v_mov_b32_dpp v5, v9 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v6, v9, v9
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v1, v1, v4
	v_max_f32_e32 v4, v6, v5
.Ltmp9:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	s_waitcnt vmcnt(1)
	v_mov_b32_dpp v7, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v6, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp10:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v11, v2, v2
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v1, v1, v5
	v_max_f32_e32 v4, v4, v6
	v_max_f32_e32 v5, v11, v7
.Ltmp11:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_mov_b32_dpp v6, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v5 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(0)
	v_mov_b32_dpp v12, v3 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v13, v3, v3
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v11, v11, v11
	v_max_f32_e32 v12, v12, v12
	v_max_f32_e32 v1, v1, v6
	v_max_f32_e32 v4, v4, v7
	v_max_f32_e32 v5, v5, v11
	v_max_f32_e32 v6, v13, v12
.Ltmp13:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_mov_b32_e32 v7, v1
	v_mov_b32_dpp v11, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v12, v5 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v6 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v7 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp14:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v11, v11, v11
	v_max_f32_e32 v12, v12, v12
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v4, v4, v11
	v_max_f32_e32 v5, v5, v12
	v_max_f32_e32 v6, v6, v13
	v_max_f32_e32 v1, v1, v7
.Ltmp15:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_mov_b32_e32 v7, v4
	v_mov_b32_dpp v11, v5 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v12, v6 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v7 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v11, v11, v11
	v_max_f32_e32 v12, v12, v12
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v5, v5, v11
	v_max_f32_e32 v6, v6, v12
	v_max_f32_e32 v1, v1, v13
	v_max_f32_e32 v4, v4, v7
.Ltmp17:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_mov_b32_e32 v7, v5
	v_mov_b32_dpp v11, v6 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s2, v1, 63
	v_mov_b32_dpp v1, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v7 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v11, v11, v11
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v6, v6, v11
	v_max_f32_e32 v1, v4, v1
	v_max_f32_e32 v4, v5, v7
.Ltmp19:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_mov_b32_e32 v5, v6
	v_readlane_b32 s3, v1, 63
	v_mov_b32_dpp v1, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v1, v4, v1
	v_max_f32_e32 v4, v6, v5
.Ltmp21:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_readlane_b32 s12, v1, 63
	v_mov_b32_e32 v5, s3
	v_mov_b32_dpp v1, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp22:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v1, v4, v1
.Ltmp23:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_mov_b32_e32 v4, s2
	v_readlane_b32 s13, v1, 63
	v_mov_b32_e32 v6, s12
	v_mov_b32_e32 v11, s14
	v_mov_b32_e32 v7, s13
	v_add_u32_e32 v12, 0, v0
	ds_write_b128 v11, v[4:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[4:7], v12
	s_mov_b32 s12, 0x3fb8aa3b
.Ltmp24:
	.loc	1 12 14                         ; triton_heldout_src.py:12:14
	s_add_u32 s2, s4, s0
	s_addc_u32 s3, s5, s1
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_waitcnt lgkmcnt(0)
.Ltmp26:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_mov_b32_dpp v1, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v0, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp27:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v1, v5, v1
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v0, v4, v0
.Ltmp28:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	v_pk_mov_b32 v[4:5], v[0:1], v[6:7] op_sel:[1,0]
	v_mov_b32_dpp v13, v7 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v5, v14, v14
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v0, v0, v5
	v_max_f32_e32 v1, v1, v4
.Ltmp30:
	.loc	1 11 16                         ; triton_heldout_src.py:11:16
	v_pk_add_f32 v[0:1], v[8:9], v[0:1] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 11 9 is_stmt 0                ; triton_heldout_src.py:11:9
	v_mov_b32_e32 v14, 0x42800000
	v_pk_mul_f32 v[0:1], v[0:1], s[12:13] op_sel_hi:[1,0]
	s_mov_b32 s13, 0xc2fc0000
	v_cmp_gt_f32_e32 vcc, s13, v1
	v_cmp_gt_f32_e64 s[0:1], s13, v0
.Ltmp31:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_barrier
.Ltmp32:
	.loc	1 11 9                          ; triton_heldout_src.py:11:9
	v_cndmask_b32_e32 v4, 0, v14, vcc
	v_add_f32_e32 v1, v1, v4
	v_cndmask_b32_e64 v4, 0, v14, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v4
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e32 v4, 0, v16, vcc
	v_ldexp_f32 v5, v1, v4
	v_cndmask_b32_e64 v1, 0, v16, s[0:1]
	v_ldexp_f32 v4, v0, v1
.Ltmp33:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 0
	v_mov_b32_dpp v1, v5 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v0, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp34:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[4:5], v[0:1]
.Ltmp35:
	.loc	1 12 14                         ; triton_heldout_src.py:12:14
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
.Ltmp36:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	v_mov_b32_dpp v8, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
.Ltmp38:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 1
	v_mov_b32_dpp v8, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
.Ltmp40:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 1
	v_mov_b32_dpp v8, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
.Ltmp42:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v1
	s_nop 0
	v_mov_b32_dpp v8, v8 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v9 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
.Ltmp44:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 1
	v_mov_b32_dpp v8, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
.Ltmp46:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 0
	v_readlane_b32 s14, v0, 63
	v_readlane_b32 s15, v1, 63
.Ltmp47:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v0, v15, v15
	v_max_f32_e32 v1, v6, v6
	v_max_f32_e32 v0, v1, v0
	v_max_f32_e32 v1, v7, v7
	v_max_f32_e32 v6, v13, v13
	v_max_f32_e32 v1, v1, v6
.Ltmp48:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_heldout_src.py:11:20 ]
	s_nop 0
	v_mov_b32_dpp v6, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp49:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_heldout_src.py:11:20 ] ]
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v0, v0, v6
	v_max_f32_e32 v6, v7, v7
	v_max_f32_e32 v1, v1, v6
.Ltmp50:
	.loc	1 11 16                         ; triton_heldout_src.py:11:16
	v_pk_add_f32 v[0:1], v[2:3], v[0:1] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 11 9 is_stmt 0                ; triton_heldout_src.py:11:9
	s_nop 0
	v_pk_mul_f32 v[0:1], v[0:1], s[12:13] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s13, v1
	v_cmp_gt_f32_e64 s[0:1], s13, v0
	s_nop 0
	v_cndmask_b32_e32 v2, 0, v14, vcc
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v2, 0, v14, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v2
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e32 v2, 0, v16, vcc
	v_ldexp_f32 v7, v1, v2
	v_cndmask_b32_e64 v1, 0, v16, s[0:1]
	v_ldexp_f32 v6, v0, v1
.Ltmp51:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 0
	v_mov_b32_dpp v1, v7 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v0, v6 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp52:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[6:7], v[0:1]
.Ltmp53:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp54:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
.Ltmp55:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp56:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
.Ltmp57:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp58:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
.Ltmp59:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp60:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
.Ltmp61:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp62:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
.Ltmp63:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:12:57 ]
	s_nop 0
	v_readlane_b32 s0, v0, 63
	v_readlane_b32 s1, v1, 63
	v_mov_b32_e32 v0, s14
	v_mov_b32_e32 v1, s15
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	ds_write_b128 v11, v[0:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[0:3], v12
.Ltmp64:
	.loc	1 12 14                         ; triton_heldout_src.py:12:14
	s_add_u32 s0, s4, s6
	s_addc_u32 s1, s5, s7
	s_add_u32 s4, s4, s8
	s_addc_u32 s5, s5, s9
.Ltmp65:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_dpp v0, v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v1, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v0, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp66:
	.loc	1 12 53                         ; triton_heldout_src.py:12:53
	v_div_scale_f32 v8, s[6:7], v0, v0, v4
	v_rcp_f32_e32 v9, v8
.Ltmp67:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_add_f32_dpp v1, v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp68:
	.loc	1 12 53                         ; triton_heldout_src.py:12:53
	v_fma_f32 v11, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v11, v9
	v_div_scale_f32 v11, vcc, v4, v0, v4
	v_mul_f32_e32 v12, v11, v9
	v_fma_f32 v13, -v8, v12, v11
	v_fmac_f32_e32 v12, v13, v9
	v_fma_f32 v8, -v8, v12, v11
	v_div_scale_f32 v11, s[6:7], v1, v1, v5
	v_rcp_f32_e32 v13, v11
	v_div_fmas_f32 v8, v8, v9, v12
	v_div_fixup_f32 v0, v8, v0, v4
.Ltmp69:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:12:57 ] ]
	v_add_f32_dpp v3, v3, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp70:
	.loc	1 12 53                         ; triton_heldout_src.py:12:53
	v_fma_f32 v4, -v11, v13, 1.0
	v_fmac_f32_e32 v13, v4, v13
	v_div_scale_f32 v4, vcc, v5, v1, v5
	v_mul_f32_e32 v8, v4, v13
	v_fma_f32 v9, -v11, v8, v4
	v_fmac_f32_e32 v8, v9, v13
	v_div_scale_f32 v9, s[6:7], v2, v2, v6
	v_fma_f32 v4, -v11, v8, v4
	v_rcp_f32_e32 v11, v9
	v_div_fmas_f32 v4, v4, v13, v8
	v_div_fixup_f32 v1, v4, v1, v5
	v_fma_f32 v4, -v9, v11, 1.0
	v_fmac_f32_e32 v11, v4, v11
	v_div_scale_f32 v4, vcc, v6, v2, v6
	v_mul_f32_e32 v5, v4, v11
	v_fma_f32 v8, -v9, v5, v4
	v_fmac_f32_e32 v5, v8, v11
	v_div_scale_f32 v8, s[6:7], v3, v3, v7
	v_fma_f32 v4, -v9, v5, v4
	v_rcp_f32_e32 v9, v8
	v_div_fmas_f32 v4, v4, v11, v5
	v_div_fixup_f32 v2, v4, v2, v6
	v_fma_f32 v4, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v4, v9
	v_div_scale_f32 v4, vcc, v7, v3, v7
	v_mul_f32_e32 v5, v4, v9
	v_fma_f32 v6, -v8, v5, v4
	v_fmac_f32_e32 v5, v6, v9
	v_fma_f32 v4, -v8, v5, v4
	v_div_fmas_f32 v4, v4, v9, v5
	v_div_fixup_f32 v3, v4, v3, v7
	.loc	1 12 5 is_stmt 0                ; triton_heldout_src.py:12:5
	global_store_dword v10, v0, s[2:3]
	global_store_dword v10, v1, s[10:11]
	global_store_dword v10, v2, s[0:1]
	global_store_dword v10, v3, s[4:5]
	.loc	1 7 1 is_stmt 1                 ; triton_heldout_src.py:7:1
	s_endpgm
.Ltmp71:
.Lfunc_end0:
	.size	softmax_wide, .Lfunc_end0-softmax_wide
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax_wide
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 17
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
	.set .Lsoftmax_wide.num_vgpr, 17
	.set .Lsoftmax_wide.num_agpr, 0
	.set .Lsoftmax_wide.numbered_sgpr, 17
	.set .Lsoftmax_wide.num_named_barrier, 0
	.set .Lsoftmax_wide.private_seg_size, 0
	.set .Lsoftmax_wide.uses_vcc, 1
	.set .Lsoftmax_wide.uses_flat_scratch, 0
	.set .Lsoftmax_wide.has_dyn_sized_stack, 0
	.set .Lsoftmax_wide.has_recursion, 0
	.set .Lsoftmax_wide.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2152
; TotalNumSgprs: 23
; NumVgprs: 17
; NumAgprs: 0
; TotalNumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 17
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
	.byte	12                              ; DW_AT_call_line
	.byte	57                              ; DW_AT_call_column
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
	.byte	11                              ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
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
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp6-.Lfunc_begin0
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
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_heldout_src.py"         ; string offset=7 ; triton_heldout_src.py
.Linfo_string2:
	.asciz	"SRC"       ; string offset=29 ; SRC
.Linfo_string3:
	.asciz	"softmax_wide"                  ; string offset=53 ; softmax_wide
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
    .name:           softmax_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         softmax_wide.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
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
