	.amdgcn_target "amdgpu9.0a-amd-amdhsa-unknown-gfx90a"
	.amdhsa_code_object_version 5
	.text
	.globl	softmax_rows                    ; -- Begin function softmax_rows
	.p2align	8
	.type	softmax_rows,@function
softmax_rows:                           ; @softmax_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/tmp/tmp79xwxkro" "triton_fixtures.py"
	.loc	1 26 0 prologue_end             ; triton_fixtures.py:26:0
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dwordx8 s[8:15], s[4:5], 0x8
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
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_fixtures.py:33:13 ]
	v_readfirstlane_b32 s0, v0
.Ltmp2:
	.loc	1 34 5                          ; triton_fixtures.py:34:5
	s_and_b32 s33, s0, 0xc0
	.loc	1 30 25                         ; triton_fixtures.py:30:25
	s_mul_i32 s0, s10, s16
	.loc	1 30 17 is_stmt 0               ; triton_fixtures.py:30:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[40:41], s[0:1], 1
	.loc	1 28 12 is_stmt 1               ; triton_fixtures.py:28:12
	v_and_or_b32 v1, v0, 63, s33
	.loc	1 30 17                         ; triton_fixtures.py:30:17
	s_add_u32 s36, s6, s40
	.loc	1 28 12                         ; triton_fixtures.py:28:12
	v_or_b32_e32 v2, 0x100, v1
	.loc	1 30 17                         ; triton_fixtures.py:30:17
	s_addc_u32 s0, s7, s41
	.loc	1 28 12                         ; triton_fixtures.py:28:12
	v_or_b32_e32 v3, 0x200, v1
	v_or_b32_e32 v4, 0x300, v1
	v_or_b32_e32 v5, 0x400, v1
	v_or_b32_e32 v6, 0x500, v1
	v_or_b32_e32 v7, 0x600, v1
	v_or_b32_e32 v15, 0x700, v1
	v_or_b32_e32 v16, 0x800, v1
	v_or_b32_e32 v17, 0x900, v1
	v_or_b32_e32 v18, 0xa00, v1
	v_or_b32_e32 v19, 0xb00, v1
	v_or_b32_e32 v20, 0xc00, v1
	v_or_b32_e32 v21, 0xd00, v1
	v_or_b32_e32 v22, 0xe00, v1
	v_or_b32_e32 v23, 0xf00, v1
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	s_and_b32 s37, s0, 0xffff
	v_lshlrev_b32_e32 v8, 1, v1
	v_bfrev_b32_e32 v24, 1
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e32 vcc, s11, v1
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_lshlrev_b32_e32 v1, 1, v2
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[0:1], s11, v2
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v9, v24, v1, s[0:1]
	v_lshlrev_b32_e32 v1, 1, v3
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[2:3], s11, v3
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v10, v24, v1, s[2:3]
	v_lshlrev_b32_e32 v1, 1, v4
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[4:5], s11, v4
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_lshlrev_b32_e32 v26, 1, v16
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[16:17], s11, v16
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v11, v24, v1, s[4:5]
	v_lshlrev_b32_e32 v1, 1, v5
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[6:7], s11, v5
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v16, v24, v26, s[16:17]
	v_lshlrev_b32_e32 v26, 1, v17
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[18:19], s11, v17
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_lshlrev_b32_e32 v30, 1, v20
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[24:25], s11, v20
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v12, v24, v1, s[6:7]
	v_lshlrev_b32_e32 v1, 1, v6
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[34:35], s11, v6
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v17, v24, v26, s[18:19]
	v_lshlrev_b32_e32 v26, 1, v18
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[20:21], s11, v18
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v20, v24, v30, s[24:25]
	v_lshlrev_b32_e32 v30, 1, v21
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[26:27], s11, v21
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	s_mov_b32 s39, 0x27000
	s_mov_b32 s38, 0x7ffffffe
	v_cndmask_b32_e64 v13, v24, v1, s[34:35]
	v_lshlrev_b32_e32 v1, 1, v7
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[12:13], s11, v7
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v18, v24, v26, s[20:21]
	v_lshlrev_b32_e32 v26, 1, v19
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[22:23], s11, v19
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v21, v24, v30, s[26:27]
	v_lshlrev_b32_e32 v30, 1, v22
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[28:29], s11, v22
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e32 v8, v24, v8, vcc
	v_cndmask_b32_e64 v14, v24, v1, s[12:13]
	v_lshlrev_b32_e32 v1, 1, v15
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[14:15], s11, v15
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v19, v24, v26, s[22:23]
	buffer_load_ushort v26, v16, s[36:39], 0 offen
	buffer_load_ushort v27, v17, s[36:39], 0 offen
	buffer_load_ushort v28, v18, s[36:39], 0 offen
	buffer_load_ushort v29, v19, s[36:39], 0 offen
	v_cndmask_b32_e64 v22, v24, v30, s[28:29]
	v_lshlrev_b32_e32 v30, 1, v23
	.loc	1 29 12                         ; triton_fixtures.py:29:12
	v_cmp_gt_i32_e64 s[30:31], s11, v23
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	v_cndmask_b32_e64 v15, v24, v1, s[14:15]
	buffer_load_ushort v1, v8, s[36:39], 0 offen
	buffer_load_ushort v2, v9, s[36:39], 0 offen
	buffer_load_ushort v3, v10, s[36:39], 0 offen
	buffer_load_ushort v4, v11, s[36:39], 0 offen
	buffer_load_ushort v5, v12, s[36:39], 0 offen
	buffer_load_ushort v6, v13, s[36:39], 0 offen
	buffer_load_ushort v7, v14, s[36:39], 0 offen
	buffer_load_ushort v25, v15, s[36:39], 0 offen
	v_cndmask_b32_e64 v23, v24, v30, s[30:31]
	buffer_load_ushort v24, v20, s[36:39], 0 offen
	buffer_load_ushort v30, v21, s[36:39], 0 offen
	buffer_load_ushort v31, v22, s[36:39], 0 offen
	buffer_load_ushort v32, v23, s[36:39], 0 offen
	v_mov_b32_e32 v33, 0xff800000
.Ltmp3:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 12, v0
	v_add_u32_e32 v41, 0, v0
.Ltmp4:
	.loc	1 32 9                          ; triton_fixtures.py:32:9
	v_not_b32_e32 v43, 63
	.loc	1 30 9                          ; triton_fixtures.py:30:9
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v26, v26
	s_waitcnt vmcnt(11)
	v_cvt_f32_f16_e32 v1, v1
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v2, v2
	v_cvt_f32_f16_e32 v27, v27
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v4, v4
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v5, v5
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v6, v6
	v_cvt_f32_f16_e32 v28, v28
	v_cvt_f32_f16_e32 v29, v29
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v24, v24
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v30, v30
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v31, v31
	v_cvt_f32_f16_e32 v3, v3
	v_cvt_f32_f16_e32 v7, v7
	v_cvt_f32_f16_e32 v25, v25
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v32, v32
	v_cndmask_b32_e32 v1, v33, v1, vcc
	v_cndmask_b32_e64 v2, v33, v2, s[0:1]
	v_cndmask_b32_e64 v4, v33, v4, s[4:5]
	v_cndmask_b32_e64 v5, v33, v5, s[6:7]
	v_cndmask_b32_e64 v6, v33, v6, s[34:35]
	v_cndmask_b32_e64 v27, v33, v27, s[18:19]
	v_cndmask_b32_e64 v28, v33, v28, s[20:21]
	v_cndmask_b32_e64 v29, v33, v29, s[22:23]
	v_cndmask_b32_e64 v24, v33, v24, s[24:25]
	v_cndmask_b32_e64 v30, v33, v30, s[26:27]
	v_cndmask_b32_e64 v31, v33, v31, s[28:29]
	v_cndmask_b32_e64 v3, v33, v3, s[2:3]
	v_cndmask_b32_e64 v7, v33, v7, s[12:13]
	v_cndmask_b32_e64 v25, v33, v25, s[14:15]
	v_cndmask_b32_e64 v26, v33, v26, s[16:17]
	v_cndmask_b32_e64 v32, v33, v32, s[30:31]
.Ltmp5:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_fixtures.py:31:13 ] ]
	v_max_f32_e32 v33, v1, v2
	v_max3_f32 v34, v4, v5, v6
	v_max3_f32 v36, v27, v28, v29
	v_max3_f32 v37, v24, v30, v31
	v_max3_f32 v35, v7, v25, v26
	v_max3_f32 v33, v33, v3, v34
	v_max3_f32 v34, v36, v37, v32
	v_max3_f32 v33, v33, v35, v34
.Ltmp6:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	s_lshr_b32 s1, s33, 4
	v_mov_b32_e32 v40, s1
	v_mov_b32_dpp v34, v33 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp7:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_fixtures.py:31:13 ] ]
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v33, v33, v34
	s_mov_b32 s2, 0xc2fc0000
.Ltmp8:
	.loc	1 34 14                         ; triton_fixtures.py:34:14
	s_add_u32 s36, s8, s40
.Ltmp9:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	v_mov_b32_dpp v34, v33 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp10:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_fixtures.py:31:13 ] ]
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v33, v33, v34
.Ltmp11:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v34, v33 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_fixtures.py:31:13 ] ]
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v33, v33, v34
.Ltmp13:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v34, v33 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp14:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_fixtures.py:31:13 ] ]
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v33, v33, v34
.Ltmp15:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	v_mov_b32_e32 v34, v33
	s_nop 1
	v_mov_b32_dpp v34, v34 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_fixtures.py:31:13 ] ]
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v33, v33, v34
.Ltmp17:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v34, v33 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_fixtures.py:31:13 ] ]
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v33, v33, v34
.Ltmp19:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	v_readlane_b32 s0, v33, 63
	v_mov_b32_e32 v33, s0
	ds_write_b32 v40, v33
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v41
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_fixtures.py:33:13 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp21:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	v_mov_b32_dpp v33, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp22:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_fixtures.py:31:13 ] ]
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v33, v33, v33
	v_max_f32_e32 v0, v0, v33
.Ltmp23:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_fixtures.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v33, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_fixtures.py:31:13 ] ]
	v_max_f32_e32 v33, v33, v33
	v_max_f32_e32 v0, v0, v33
.Ltmp25:
	.loc	1 31 9                          ; triton_fixtures.py:31:9
	v_sub_f32_e32 v1, v1, v0
	v_sub_f32_e32 v2, v2, v0
	.loc	1 32 9                          ; triton_fixtures.py:32:9
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	.loc	1 31 9                          ; triton_fixtures.py:31:9
	v_sub_f32_e32 v3, v3, v0
	v_sub_f32_e32 v4, v4, v0
	v_sub_f32_e32 v5, v5, v0
	v_sub_f32_e32 v6, v6, v0
	v_sub_f32_e32 v7, v7, v0
	v_sub_f32_e32 v33, v25, v0
	v_sub_f32_e32 v34, v26, v0
	v_sub_f32_e32 v35, v27, v0
	v_sub_f32_e32 v36, v28, v0
	v_sub_f32_e32 v37, v29, v0
	v_sub_f32_e32 v38, v24, v0
	v_sub_f32_e32 v39, v30, v0
	v_sub_f32_e32 v42, v31, v0
	v_sub_f32_e32 v0, v32, v0
	.loc	1 32 9                          ; triton_fixtures.py:32:9
	v_mov_b32_e32 v32, 0x42800000
	v_cmp_gt_f32_e32 vcc, s2, v1
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_cndmask_b32_e32 v24, 0, v32, vcc
	v_cmp_gt_f32_e64 s[0:1], s2, v2
	v_add_f32_e32 v1, v1, v24
	v_cndmask_b32_e64 v24, 0, v32, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v2, v2, v24
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v24, 0, v43, vcc
	v_ldexp_f32 v24, v1, v24
	v_cndmask_b32_e64 v1, 0, v43, s[0:1]
	v_ldexp_f32 v25, v2, v1
	v_mul_f32_e32 v1, 0x3fb8aa3b, v3
	v_cmp_gt_f32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v2, 0, v32, vcc
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, 0x3fb8aa3b, v4
	v_cmp_gt_f32_e64 s[0:1], s2, v2
	v_cndmask_b32_e64 v3, 0, v32, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v2, v2, v3
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v3, 0, v43, vcc
	v_ldexp_f32 v26, v1, v3
	v_cndmask_b32_e64 v1, 0, v43, s[0:1]
	v_ldexp_f32 v27, v2, v1
	v_mul_f32_e32 v1, 0x3fb8aa3b, v5
	v_cmp_gt_f32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v2, 0, v32, vcc
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, 0x3fb8aa3b, v6
	v_cmp_gt_f32_e64 s[0:1], s2, v2
	v_cndmask_b32_e64 v3, 0, v32, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v2, v2, v3
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v3, 0, v43, vcc
	v_ldexp_f32 v28, v1, v3
	v_cndmask_b32_e64 v1, 0, v43, s[0:1]
	v_ldexp_f32 v29, v2, v1
	v_mul_f32_e32 v1, 0x3fb8aa3b, v7
	v_cmp_gt_f32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v2, 0, v32, vcc
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, 0x3fb8aa3b, v33
	v_cmp_gt_f32_e64 s[0:1], s2, v2
	v_cndmask_b32_e64 v3, 0, v32, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v2, v2, v3
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v3, 0, v43, vcc
	v_ldexp_f32 v30, v1, v3
	v_cndmask_b32_e64 v1, 0, v43, s[0:1]
	v_ldexp_f32 v31, v2, v1
	v_mul_f32_e32 v1, 0x3fb8aa3b, v34
	v_cmp_gt_f32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v2, 0, v32, vcc
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, 0x3fb8aa3b, v35
	v_cmp_gt_f32_e64 s[0:1], s2, v2
	v_cndmask_b32_e64 v3, 0, v32, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v2, v2, v3
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v3, 0, v43, vcc
	v_ldexp_f32 v6, v1, v3
	v_cndmask_b32_e64 v1, 0, v43, s[0:1]
	v_ldexp_f32 v7, v2, v1
	v_mul_f32_e32 v1, 0x3fb8aa3b, v36
	v_cmp_gt_f32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v2, 0, v32, vcc
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, 0x3fb8aa3b, v37
	v_cmp_gt_f32_e64 s[0:1], s2, v2
	v_cndmask_b32_e64 v3, 0, v32, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v2, v2, v3
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v3, 0, v43, vcc
	v_ldexp_f32 v4, v1, v3
	v_cndmask_b32_e64 v1, 0, v43, s[0:1]
	v_ldexp_f32 v5, v2, v1
	v_mul_f32_e32 v1, 0x3fb8aa3b, v38
	v_cmp_gt_f32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v2, 0, v32, vcc
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, 0x3fb8aa3b, v39
	v_cmp_gt_f32_e64 s[0:1], s2, v2
	v_cndmask_b32_e64 v3, 0, v32, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v2, v2, v3
	v_exp_f32_e32 v3, v2
	v_cndmask_b32_e32 v2, 0, v43, vcc
	v_ldexp_f32 v2, v1, v2
	v_cndmask_b32_e64 v1, 0, v43, s[0:1]
	v_ldexp_f32 v3, v3, v1
	v_mul_f32_e32 v1, 0x3fb8aa3b, v42
	v_cmp_gt_f32_e32 vcc, s2, v1
	v_mul_f32_e32 v0, 0x3fb8aa3b, v0
	v_cndmask_b32_e32 v33, 0, v32, vcc
	v_cmp_gt_f32_e64 s[0:1], s2, v0
	v_add_f32_e32 v1, v1, v33
	v_cndmask_b32_e64 v32, 0, v32, s[0:1]
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v32
	v_exp_f32_e32 v32, v0
	v_cndmask_b32_e32 v0, 0, v43, vcc
	v_ldexp_f32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, v43, s[0:1]
	v_ldexp_f32 v1, v32, v1
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_fixtures.py:33:13 ]
	v_pk_add_f32 v[32:33], v[24:25], v[26:27]
	v_pk_add_f32 v[34:35], v[28:29], v[30:31]
	v_pk_add_f32 v[36:37], v[6:7], v[4:5]
	v_pk_add_f32 v[38:39], v[2:3], v[0:1]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_fixtures.py:33:13 ] ]
	v_add_f32_e32 v32, v32, v33
	s_nop 1
	v_add_f32_dpp v32, v32, v32 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v32, v32, v32 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v32, v32, v32 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v32, v32, v32 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_fixtures.py:33:13 ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_mov_b32_dpp v33, v33 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_fixtures.py:33:13 ] ]
	v_add_f32_e32 v32, v33, v32
	s_nop 1
	v_add_f32_dpp v32, v32, v32 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp30:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_fixtures.py:33:13 ]
	v_readlane_b32 s0, v32, 63
	v_mov_b32_e32 v32, s0
	ds_write_b32 v40, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v41
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_fixtures.py:33:13 ] ]
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v32, v32, v32 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v32, v32, v32 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp32:
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_div_scale_f32 v33, s[0:1], v32, v32, v24
	v_rcp_f32_e32 v34, v33
	v_fma_f32 v35, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	v_div_scale_f32 v35, vcc, v24, v32, v24
	v_mul_f32_e32 v36, v35, v34
	v_fma_f32 v37, -v33, v36, v35
	v_fmac_f32_e32 v36, v37, v34
	v_fma_f32 v33, -v33, v36, v35
	v_div_scale_f32 v35, s[0:1], v32, v32, v25
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v34, v36
	v_div_fixup_f32 v24, v33, v32, v24
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v24, v24
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v25, v32, v25
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v26
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v25, v33, v32, v25
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v25, v25
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v26, v32, v26
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v27
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v26, v33, v32, v26
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v26, v26
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v27, v32, v27
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v28
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v27, v33, v32, v27
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v27, v27
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v28, v32, v28
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v29
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v28, v33, v32, v28
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v28, v28
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v29, v32, v29
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v30
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v29, v33, v32, v29
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v29, v29
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v30, v32, v30
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v31
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v30, v33, v32, v30
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v30, v30
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v31, v32, v31
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v6
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v31, v33, v32, v31
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v31, v31
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v6, v32, v6
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v7
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v6, v33, v32, v6
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v6, v6
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v7, v32, v7
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v4
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v7, v33, v32, v7
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v7, v7
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v4, v32, v4
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v5
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v4, v33, v32, v4
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v4, v4
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v5, v32, v5
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v2
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v5, v33, v32, v5
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v5, v5
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v2, v32, v2
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v3
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v2, v33, v32, v2
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v2, v2
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v3, v32, v3
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v0
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v3, v33, v32, v3
	.loc	1 34 43                         ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v3, v3
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v0, v32, v0
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v32, v32, v1
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v0, v33, v32, v0
	.loc	1 34 14                         ; triton_fixtures.py:34:14
	s_addc_u32 s0, s9, s41
	.loc	1 33 9                          ; triton_fixtures.py:33:9
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v1, v32, v1
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v1, v33, v32, v1
	.loc	1 34 5                          ; triton_fixtures.py:34:5
	s_and_b32 s37, s0, 0xffff
	.loc	1 34 43 is_stmt 0               ; triton_fixtures.py:34:43
	v_cvt_f16_f32_e32 v0, v0
	v_cvt_f16_f32_e32 v1, v1
	.loc	1 34 5                          ; triton_fixtures.py:34:5
	buffer_store_short v24, v8, s[36:39], 0 offen
	buffer_store_short v25, v9, s[36:39], 0 offen
	buffer_store_short v26, v10, s[36:39], 0 offen
	buffer_store_short v27, v11, s[36:39], 0 offen
	buffer_store_short v28, v12, s[36:39], 0 offen
	buffer_store_short v29, v13, s[36:39], 0 offen
	buffer_store_short v30, v14, s[36:39], 0 offen
	buffer_store_short v31, v15, s[36:39], 0 offen
	buffer_store_short v6, v16, s[36:39], 0 offen
	buffer_store_short v7, v17, s[36:39], 0 offen
	buffer_store_short v4, v18, s[36:39], 0 offen
	buffer_store_short v5, v19, s[36:39], 0 offen
	buffer_store_short v2, v20, s[36:39], 0 offen
	buffer_store_short v3, v21, s[36:39], 0 offen
	buffer_store_short v0, v22, s[36:39], 0 offen
	buffer_store_short v1, v23, s[36:39], 0 offen
	.loc	1 26 1 is_stmt 1                ; triton_fixtures.py:26:1
	s_endpgm
.Ltmp33:
.Lfunc_end0:
	.size	softmax_rows, .Lfunc_end0-softmax_rows
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax_rows
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.set .Lsoftmax_rows.num_vgpr, 44
	.set .Lsoftmax_rows.num_agpr, 0
	.set .Lsoftmax_rows.numbered_sgpr, 42
	.set .Lsoftmax_rows.num_named_barrier, 0
	.set .Lsoftmax_rows.private_seg_size, 0
	.set .Lsoftmax_rows.uses_vcc, 1
	.set .Lsoftmax_rows.uses_flat_scratch, 0
	.set .Lsoftmax_rows.has_dyn_sized_stack, 0
	.set .Lsoftmax_rows.has_recursion, 0
	.set .Lsoftmax_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3724
; TotalNumSgprs: 46
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
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
    .name:           softmax_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         softmax_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.0a-amd-amdhsa-unknown-gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
