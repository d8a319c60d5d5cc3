	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	softmax2d                       ; -- Begin function softmax2d
	.p2align	8
	.type	softmax2d,@function
softmax2d:                              ; @softmax2d
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 24 0 prologue_end             ; triton_scratch_src.py:24:0
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
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_readfirstlane_b32 s0, v0
.Ltmp2:
	.loc	1 28 25                         ; triton_scratch_src.py:28:25
	s_mul_i32 s12, s12, s6
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	s_and_b32 s28, s0, 0x1c0
	.loc	1 28 25                         ; triton_scratch_src.py:28:25
	s_lshl_b32 s8, s12, 3
	s_mul_i32 s0, s6, 3
	s_add_i32 s26, s8, s0
	s_mul_i32 s0, s6, 5
	s_add_i32 s10, s8, s6
	s_lshl1_add_u32 s12, s6, s8
	s_lshl2_add_u32 s14, s6, s8
	s_add_i32 s18, s8, s0
	s_mul_i32 s0, s6, 6
	s_mul_i32 s6, s6, 7
	.loc	1 28 17 is_stmt 0               ; triton_scratch_src.py:28:17
	s_ashr_i32 s9, s8, 31
	.loc	1 28 25                         ; triton_scratch_src.py:28:25
	s_add_i32 s16, s8, s0
	s_add_i32 s0, s8, s6
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_lshl_b64 s[6:7], s[8:9], 1
	s_add_u32 s20, s2, s6
	s_addc_u32 s21, s3, s7
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[8:9], s[10:11], 1
	s_add_u32 s22, s2, s8
	s_addc_u32 s23, s3, s9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[10:11], s[12:13], 1
	s_add_u32 s24, s2, s10
	s_addc_u32 s25, s3, s11
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[12:13], s[26:27], 1
	.loc	1 28 43                         ; triton_scratch_src.py:28:43
	v_and_or_b32 v1, v0, 63, s28
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_add_u32 s26, s2, s12
	v_lshlrev_b32_e32 v24, 1, v1
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	global_load_ushort v1, v24, s[22:23]
	global_load_ushort v2, v24, s[24:25]
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_addc_u32 s27, s3, s13
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	global_load_ushort v3, v24, s[26:27] offset:1024
	global_load_ushort v4, v24, s[26:27]
	global_load_ushort v5, v24, s[24:25] offset:1024
	global_load_ushort v7, v24, s[22:23] offset:1024
	global_load_ushort v12, v24, s[20:21]
	global_load_ushort v13, v24, s[20:21] offset:1024
	.loc	1 28 17                         ; triton_scratch_src.py:28:17
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s22, s2, s14
	s_addc_u32 s23, s3, s15
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s24, s2, s20
	s_addc_u32 s25, s3, s21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s26, s2, s16
	s_addc_u32 s27, s3, s17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[18:19], s[0:1], 1
	s_add_u32 s0, s2, s18
	s_addc_u32 s1, s3, s19
.Ltmp3:
	.loc	2 216 16 is_stmt 1              ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_lshr_b32 s2, s28, 2
	v_lshlrev_b32_e32 v0, 4, v0
	v_and_b32_e32 v0, 0x70, v0
	v_add_u32_e32 v0, 0, v0
.Ltmp4:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	global_load_ushort v15, v24, s[0:1]
	global_load_ushort v17, v24, s[0:1] offset:1024
	global_load_ushort v20, v24, s[26:27]
	global_load_ushort v21, v24, s[26:27] offset:1024
	global_load_ushort v22, v24, s[24:25]
	global_load_ushort v23, v24, s[24:25] offset:1024
	global_load_ushort v25, v24, s[22:23]
	global_load_ushort v26, v24, s[22:23] offset:1024
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_mov_b32_e32 v27, 0x42800000
	v_not_b32_e32 v28, 63
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(15)
	v_lshlrev_b32_e32 v6, 16, v1
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v8, 16, v2
	s_waitcnt vmcnt(11)
	v_lshlrev_b32_e32 v9, 16, v5
.Ltmp5:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v8, v8
.Ltmp6:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_lshlrev_b32_e32 v10, 16, v4
.Ltmp7:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v9, v9
.Ltmp8:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_lshlrev_b32_e32 v11, 16, v3
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v4
	v_max_f32_e32 v2, v11, v11
	v_max_f32_e32 v3, v10, v10
.Ltmp10:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v4, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp11:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v3, v2
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v1, v1, v4
.Ltmp12:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp13:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
.Ltmp14:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v4, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp15:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v3
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v1, v1, v4
.Ltmp16:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp17:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
.Ltmp18:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v4, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v3
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v1, v1, v4
.Ltmp20:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp21:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
.Ltmp22:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v4, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp23:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v3
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v1, v1, v4
.Ltmp24:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp25:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
.Ltmp26:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v4, v1
.Ltmp27:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v3
.Ltmp28:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v3, v2
	v_mov_b32_dpp v4, v4 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v4, v4
.Ltmp30:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp31:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v4
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp32:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v4, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v4, v4
.Ltmp34:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v7, 16, v7
.Ltmp35:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp36:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v1, v4
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v3, v3, v3
.Ltmp37:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s28, v1, 63
.Ltmp38:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v6, v6
	v_max_f32_e32 v2, v2, v3
	v_max_f32_e32 v1, v1, v5
.Ltmp39:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s3, v2, 63
.Ltmp40:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v13, 16, v13
.Ltmp41:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v2, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp42:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp43:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_lshlrev_b32_e32 v12, 16, v12
.Ltmp44:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v4, s28
	v_mov_b32_dpp v2, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp45:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp46:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v5, s3
	s_nop 0
	v_mov_b32_dpp v2, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp47:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp48:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp49:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp50:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v2, v1
	s_nop 1
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp51:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp52:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v2, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp53:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
	v_max_f32_e32 v2, v12, v12
.Ltmp54:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s29, v1, 63
.Ltmp55:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v1, v13, v13
	v_max_f32_e32 v1, v2, v1
.Ltmp56:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v3, s29
	s_nop 0
	v_mov_b32_dpp v2, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp57:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp58:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v2, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp59:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp60:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v2, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp61:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp62:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp63:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp64:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v2, v1
	s_nop 1
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp65:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp66:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v2, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp67:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
.Ltmp68:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_readlane_b32 s30, v1, 63
	v_mov_b32_e32 v1, s2
	s_mov_b32 s2, 0x3fb8aa3b
	v_mov_b32_e32 v2, s30
	ds_write_b128 v1, v[2:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[2:5], v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_dpp v14, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp69:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
.Ltmp70:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v14, v14 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp71:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v14, v14, v14
	v_max_f32_e32 v2, v2, v14
.Ltmp72:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v14, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp73:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v14, v14, v14
	v_max_f32_e32 v2, v2, v14
.Ltmp74:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v14, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp75:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v14, v14, v14
	v_max_f32_e32 v2, v2, v14
.Ltmp76:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v14, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp77:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
.Ltmp78:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v14, v14 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp79:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v14, v14, v14
	v_max_f32_e32 v3, v3, v14
.Ltmp80:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v14, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp81:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v14, v14, v14
	v_max_f32_e32 v3, v3, v14
.Ltmp82:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v14, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp83:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v14, v14, v14
	v_max_f32_e32 v14, v3, v14
.Ltmp84:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v4 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp85:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v4, v4
.Ltmp86:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	s_waitcnt vmcnt(7)
	v_pk_add_f32 v[6:7], v[6:7], v[14:15] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp87:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp88:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v3, v4, v3
.Ltmp89:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v14, 16, v22
.Ltmp90:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v4, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp91:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v3, v3, v4
.Ltmp92:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v4, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp93:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v4, v3, v4
.Ltmp94:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v5 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp95:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
.Ltmp96:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp97:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v3, v5, v3
.Ltmp98:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp99:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v3, v3, v5
.Ltmp100:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp101:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v16, v3, v5
.Ltmp102:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[2:3], v[12:13], v[2:3] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[4:5], v[8:9], v[4:5] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_pk_mul_f32 v[2:3], v[2:3], s[2:3] op_sel_hi:[1,0]
	s_mov_b32 s3, 0xc2fc0000
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[10:11], v[10:11], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cndmask_b32_e32 v8, 0, v27, vcc
	v_add_f32_e32 v3, v3, v8
	v_cndmask_b32_e64 v8, 0, v27, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v8
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v8, 0, v28, vcc
	v_ldexp_f32 v19, v3, v8
	v_cndmask_b32_e64 v3, 0, v28, s[0:1]
	v_ldexp_f32 v18, v2, v3
	v_pk_mul_f32 v[2:3], v[6:7], s[2:3] op_sel_hi:[1,0]
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_lshlrev_b32_e32 v7, 16, v17
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	s_nop 0
	v_cndmask_b32_e32 v6, 0, v27, vcc
	v_add_f32_e32 v3, v3, v6
	v_cndmask_b32_e64 v6, 0, v27, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v6
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v6, 0, v28, vcc
	v_ldexp_f32 v13, v3, v6
	v_cndmask_b32_e64 v3, 0, v28, s[0:1]
	v_ldexp_f32 v12, v2, v3
	v_pk_mul_f32 v[2:3], v[4:5], s[2:3] op_sel_hi:[1,0]
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_lshlrev_b32_e32 v6, 16, v15
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v15, 16, v23
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cndmask_b32_e32 v4, 0, v27, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v27, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v28, vcc
	v_ldexp_f32 v9, v3, v4
	v_cndmask_b32_e64 v3, 0, v28, s[0:1]
	v_ldexp_f32 v8, v2, v3
	v_pk_mul_f32 v[2:3], v[10:11], s[2:3] op_sel_hi:[1,0]
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_lshlrev_b32_e32 v11, 16, v21
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	v_lshlrev_b32_e32 v10, 16, v20
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cndmask_b32_e32 v4, 0, v27, vcc
	v_add_f32_e32 v3, v3, v4
	v_exp_f32_e32 v16, v3
	v_cndmask_b32_e64 v3, 0, v27, s[0:1]
	v_add_f32_e32 v2, v2, v3
	v_exp_f32_e32 v29, v2
.Ltmp103:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v7, v7
	v_max_f32_e32 v3, v6, v6
	v_max_f32_e32 v2, v3, v2
.Ltmp104:
	.loc	1 28 9                          ; triton_scratch_src.py:28:9
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v21, 16, v26
	v_lshlrev_b32_e32 v20, 16, v25
.Ltmp105:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp106:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp107:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cndmask_b32_e32 v17, 0, v28, vcc
	v_ldexp_f32 v17, v16, v17
.Ltmp108:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp109:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp110:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cndmask_b32_e64 v16, 0, v28, s[0:1]
	v_ldexp_f32 v16, v29, v16
.Ltmp111:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp112:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp113:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp114:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp115:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v3, v2
	s_nop 1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp116:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp117:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp118:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
	v_max_f32_e32 v3, v10, v10
.Ltmp119:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s22, v2, 63
.Ltmp120:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v11, v11
	v_max_f32_e32 v2, v3, v2
.Ltmp121:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v5, s22
	s_nop 0
	v_mov_b32_dpp v3, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp122:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp123:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp124:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp125:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp126:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp127:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp128:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp129:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v3, v2
	s_nop 1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp130:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp131:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp132:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
	v_max_f32_e32 v3, v14, v14
.Ltmp133:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s23, v2, 63
.Ltmp134:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v15, v15
	v_max_f32_e32 v2, v3, v2
.Ltmp135:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v4, s23
	s_nop 0
	v_mov_b32_dpp v3, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp136:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp137:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp138:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp139:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp140:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp141:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp142:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp143:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v3, v2
	s_nop 1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp144:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp145:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp146:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
	v_max_f32_e32 v3, v20, v20
.Ltmp147:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_readlane_b32 s24, v2, 63
.Ltmp148:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v21, v21
	v_max_f32_e32 v2, v3, v2
.Ltmp149:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp150:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp151:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp152:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp153:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp154:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp155:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp156:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp157:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v3, v2
	s_nop 1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp158:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp159:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp160:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v2, v2, v3
.Ltmp161:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_e32 v3, s24
	v_readlane_b32 s25, v2, 63
	s_nop 1
	v_mov_b32_e32 v2, s25
	ds_write_b128 v1, v[2:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[2:5], v0
.Ltmp162:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp163:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v22, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp164:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v2, v2, v2
.Ltmp165:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v22, v22 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp166:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v22, v22, v22
	v_max_f32_e32 v2, v2, v22
.Ltmp167:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v22, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp168:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v22, v22, v22
	v_max_f32_e32 v2, v2, v22
.Ltmp169:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v22, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp170:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v22, v22, v22
	v_max_f32_e32 v2, v2, v22
.Ltmp171:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v22, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp172:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
.Ltmp173:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v22, v22 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp174:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v22, v22, v22
	v_max_f32_e32 v3, v3, v22
.Ltmp175:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v22, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp176:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v22, v22, v22
	v_max_f32_e32 v3, v3, v22
.Ltmp177:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v22, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp178:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v22, v22, v22
	v_max_f32_e32 v22, v3, v22
.Ltmp179:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v4 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp180:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v4, v4
.Ltmp181:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp182:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v3, v4, v3
.Ltmp183:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v4, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp184:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v3, v3, v4
.Ltmp185:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v4, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp186:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v4, v3, v4
.Ltmp187:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	v_mov_b32_dpp v3, v5 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp188:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
.Ltmp189:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 0
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp190:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v3, v5, v3
.Ltmp191:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp192:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v3, v3, v5
.Ltmp193:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_scratch_src.py:29:13 ]
	s_nop 1
	v_mov_b32_dpp v5, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp194:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_scratch_src.py:29:13 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v26, v3, v5
.Ltmp195:
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[2:3], v[20:21], v[2:3] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[14:15], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_pk_mul_f32 v[2:3], v[2:3], s[2:3] op_sel_hi:[1,0]
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[22:23], v[6:7], v[26:27] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	.loc	1 29 9                          ; triton_scratch_src.py:29:9
	v_pk_add_f32 v[4:5], v[10:11], v[4:5] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cndmask_b32_e32 v6, 0, v27, vcc
	v_add_f32_e32 v3, v3, v6
	v_cndmask_b32_e64 v6, 0, v27, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v6
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v6, 0, v28, vcc
	v_ldexp_f32 v15, v3, v6
	v_cndmask_b32_e64 v3, 0, v28, s[0:1]
	v_ldexp_f32 v14, v2, v3
	v_pk_mul_f32 v[2:3], v[20:21], s[2:3] op_sel_hi:[1,0]
.Ltmp196:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_mov_b32_e32 v20, v19
.Ltmp197:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
.Ltmp198:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_mov_b32_e32 v21, v13
.Ltmp199:
	.loc	1 30 9                          ; triton_scratch_src.py:30:9
	v_cndmask_b32_e32 v6, 0, v27, vcc
	v_add_f32_e32 v3, v3, v6
	v_cndmask_b32_e64 v6, 0, v27, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v6
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v6, 0, v28, vcc
	v_ldexp_f32 v11, v3, v6
	v_cndmask_b32_e64 v3, 0, v28, s[0:1]
	v_ldexp_f32 v10, v2, v3
	v_pk_mul_f32 v[2:3], v[4:5], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	s_nop 0
	v_cndmask_b32_e32 v4, 0, v27, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v27, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v28, vcc
	v_ldexp_f32 v7, v3, v4
	v_cndmask_b32_e64 v3, 0, v28, s[0:1]
	v_ldexp_f32 v6, v2, v3
	v_pk_mul_f32 v[2:3], v[22:23], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v3
	v_cmp_gt_f32_e64 s[0:1], s3, v2
	s_nop 0
	v_cndmask_b32_e32 v4, 0, v27, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v27, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v28, vcc
	v_ldexp_f32 v5, v3, v4
	v_cndmask_b32_e64 v3, 0, v28, s[0:1]
	v_ldexp_f32 v4, v2, v3
.Ltmp200:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_mov_b32_e32 v2, v18
	v_mov_b32_e32 v3, v12
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp201:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp202:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp203:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp204:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp205:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp206:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp207:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp208:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp209:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v21, v3
	s_nop 0
	v_mov_b32_dpp v20, v20 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v21 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp210:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp211:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp212:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
	v_mov_b32_e32 v20, v9
.Ltmp213:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_readlane_b32 s0, v2, 63
	v_readlane_b32 s1, v3, 63
.Ltmp214:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v21, v17
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp215:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp216:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp217:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp218:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp219:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp220:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp221:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp222:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp223:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v21, v3
	s_nop 0
	v_mov_b32_dpp v20, v20 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v21 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp224:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp225:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp226:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
	v_mov_b32_e32 v20, v15
.Ltmp227:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_readlane_b32 s2, v2, 63
	v_readlane_b32 s3, v3, 63
.Ltmp228:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v21, v11
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp229:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_e32 v22, s2
	v_mov_b32_e32 v23, s3
	v_mov_b32_dpp v20, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp230:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp231:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp232:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp233:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp234:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp235:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp236:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp237:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v21, v3
	s_nop 0
	v_mov_b32_dpp v20, v20 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v21 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp238:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp239:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp240:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
	v_mov_b32_e32 v20, v7
.Ltmp241:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_readlane_b32 s22, v2, 63
	v_readlane_b32 s23, v3, 63
.Ltmp242:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_mov_b32_e32 v2, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v21, v5
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp243:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp244:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp245:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp246:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp247:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp248:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp249:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp250:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp251:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v21, v3
	s_nop 0
	v_mov_b32_dpp v20, v20 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v21 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp252:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp253:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v20, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp254:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
.Ltmp255:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_e32 v20, s0
	v_mov_b32_e32 v21, s1
	ds_write_b128 v1, v[20:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[26:29], v0
.Ltmp256:
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s0, s4, s6
.Ltmp257:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_readlane_b32 s24, v2, 63
	v_readlane_b32 s25, v3, 63
.Ltmp258:
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s1, s5, s7
.Ltmp259:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_e32 v20, s22
	v_mov_b32_e32 v21, s23
	v_mov_b32_e32 v22, s24
	v_mov_b32_e32 v23, s25
.Ltmp260:
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s2, s4, s8
.Ltmp261:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v1, v[20:23]
	v_mov_b32_dpp v20, v26 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp262:
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s3, s5, s9
	s_add_u32 s6, s4, s10
.Ltmp263:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v30, v20 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v20, v27 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp264:
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s7, s5, s11
	s_add_u32 s8, s4, s12
.Ltmp265:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v31, v20 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp266:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[26:27], v[26:27], v[30:31]
.Ltmp267:
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s9, s5, s13
	s_add_u32 s10, s4, s14
.Ltmp268:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v30, v26 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v27 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp269:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[26:27], v[26:27], v[30:31]
.Ltmp270:
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s11, s5, s15
	s_add_u32 s12, s4, s20
.Ltmp271:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v30, v26 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v27 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp272:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[26:27], v[26:27], v[30:31]
.Ltmp273:
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_addc_u32 s13, s5, s21
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_scale_f32 v25, s[20:21], v26, v26, v18
	v_rcp_f32_e32 v34, v25
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s14, s4, s16
	s_addc_u32 s15, s5, s17
.Ltmp274:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v20, v28 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp275:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v30, -v25, v34, 1.0
	v_fmac_f32_e32 v34, v30, v34
	v_div_scale_f32 v30, vcc, v18, v26, v18
	v_mul_f32_e32 v35, v30, v34
	v_fma_f32 v31, -v25, v35, v30
	v_fmac_f32_e32 v35, v31, v34
	v_fma_f32 v25, -v25, v35, v30
	v_pk_mov_b32 v[30:31], v[18:19], v[12:13] op_sel:[1,0]
	v_div_fmas_f32 v25, v25, v34, v35
	v_div_scale_f32 v12, s[16:17], v27, v27, v31
	v_rcp_f32_e32 v19, v12
	v_div_fixup_f32 v18, v25, v26, v18
.Ltmp276:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v32, v20 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v20, v29 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp277:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v25, -v12, v19, 1.0
	v_fmac_f32_e32 v19, v25, v19
	v_div_scale_f32 v25, vcc, v31, v27, v31
	v_mul_f32_e32 v34, v25, v19
	v_fma_f32 v35, -v12, v34, v25
	v_fmac_f32_e32 v34, v35, v19
	v_fma_f32 v12, -v12, v34, v25
	v_div_scale_f32 v25, s[16:17], v26, v26, v30
	v_rcp_f32_e32 v35, v25
	v_div_fmas_f32 v12, v12, v19, v34
	v_div_fixup_f32 v12, v12, v27, v31
.Ltmp278:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v33, v20 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp279:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v19, -v25, v35, 1.0
	v_fmac_f32_e32 v35, v19, v35
	v_div_scale_f32 v19, vcc, v30, v26, v30
	v_mul_f32_e32 v31, v19, v35
	v_fma_f32 v34, -v25, v31, v19
	v_fmac_f32_e32 v31, v34, v35
	v_fma_f32 v19, -v25, v31, v19
	v_div_scale_f32 v25, s[16:17], v27, v27, v13
	v_rcp_f32_e32 v34, v25
	v_div_fmas_f32 v19, v19, v35, v31
	v_div_fixup_f32 v19, v19, v26, v30
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	s_movk_i32 s16, 0x7fff
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v26, -v25, v34, 1.0
	v_fmac_f32_e32 v34, v26, v34
	v_div_scale_f32 v26, vcc, v13, v27, v13
	v_mul_f32_e32 v30, v26, v34
	v_fma_f32 v31, -v25, v30, v26
	v_fmac_f32_e32 v30, v31, v34
	v_fma_f32 v25, -v25, v30, v26
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v26, v18
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_fmas_f32 v25, v25, v34, v30
	v_div_fixup_f32 v25, v25, v27, v13
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v27, v12
	.loc	1 32 5 is_stmt 0                ; triton_scratch_src.py:32:5
	v_cvt_f32_f16_e32 v13, v26
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v26, v19
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cmp_o_f32_e32 vcc, v18, v18
	v_cvt_f32_f16_e32 v18, v27
	v_bfe_u32 v31, v13, 16, 1
	v_cvt_f32_f16_e32 v26, v26
	v_add3_u32 v13, v13, v31, s16
	v_lshrrev_b32_e32 v13, 16, v13
	v_mov_b32_e32 v31, 0x7fff
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v30, v25
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cndmask_b32_e32 v34, v31, v13, vcc
	v_bfe_u32 v13, v26, 16, 1
	v_add3_u32 v13, v26, v13, s16
	v_lshrrev_b32_e32 v13, 16, v13
	v_cmp_o_f32_e32 vcc, v19, v19
	.loc	1 32 14                         ; triton_scratch_src.py:32:14
	s_add_u32 s4, s4, s18
	s_addc_u32 s5, s5, s19
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cndmask_b32_e32 v26, v31, v13, vcc
	v_bfe_u32 v13, v18, 16, 1
	v_add3_u32 v13, v18, v13, s16
	v_cvt_f32_f16_e32 v18, v30
	v_lshrrev_b32_e32 v13, 16, v13
	v_cmp_o_f32_e32 vcc, v12, v12
.Ltmp280:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_waitcnt lgkmcnt(0)
.Ltmp281:
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_bfe_u32 v12, v18, 16, 1
	v_cndmask_b32_e32 v27, v31, v13, vcc
	v_add3_u32 v30, v18, v12, s16
.Ltmp282:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[12:13], v[28:29], v[32:33]
.Ltmp283:
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cmp_o_f32_e32 vcc, v25, v25
.Ltmp284:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_barrier
	v_mov_b32_dpp v18, v12 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v13 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp285:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[18:19]
.Ltmp286:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	ds_read_b128 v[0:3], v0
	s_nop 0
	v_mov_b32_dpp v18, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v13 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp287:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[12:13], v[12:13], v[18:19]
.Ltmp288:
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_lshrrev_b32_e32 v19, 16, v30
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_scale_f32 v18, s[18:19], v12, v12, v8
	v_rcp_f32_e32 v28, v18
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cndmask_b32_e32 v25, v31, v19, vcc
.Ltmp289:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v20, v0 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp290:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v19, -v18, v28, 1.0
	v_fmac_f32_e32 v28, v19, v28
	v_div_scale_f32 v19, vcc, v8, v12, v8
	v_mul_f32_e32 v29, v19, v28
	v_fma_f32 v30, -v18, v29, v19
	v_fmac_f32_e32 v29, v30, v28
	v_fma_f32 v30, -v18, v29, v19
	v_pk_mov_b32 v[18:19], v[8:9], v[16:17] op_sel:[1,0]
	v_div_fmas_f32 v28, v30, v28, v29
	v_div_scale_f32 v9, s[18:19], v13, v13, v19
	v_rcp_f32_e32 v16, v9
	v_div_fixup_f32 v8, v28, v12, v8
.Ltmp291:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v22, v20 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v20, v1 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp292:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v28, -v9, v16, 1.0
	v_fmac_f32_e32 v16, v28, v16
	v_div_scale_f32 v28, vcc, v19, v13, v19
	v_mul_f32_e32 v29, v28, v16
	v_fma_f32 v30, -v9, v29, v28
	v_fmac_f32_e32 v29, v30, v16
	v_fma_f32 v9, -v9, v29, v28
	v_div_scale_f32 v28, s[18:19], v12, v12, v18
	v_rcp_f32_e32 v30, v28
	v_div_fmas_f32 v9, v9, v16, v29
	v_div_fixup_f32 v9, v9, v13, v19
.Ltmp293:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v23, v20 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp294:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v16, -v28, v30, 1.0
	v_fmac_f32_e32 v30, v16, v30
	v_div_scale_f32 v16, vcc, v18, v12, v18
	v_mul_f32_e32 v19, v16, v30
	v_fma_f32 v29, -v28, v19, v16
	v_fmac_f32_e32 v19, v29, v30
	v_fma_f32 v16, -v28, v19, v16
	v_div_scale_f32 v28, s[18:19], v13, v13, v17
	v_rcp_f32_e32 v29, v28
	v_div_fmas_f32 v16, v16, v30, v19
	v_div_fixup_f32 v12, v16, v12, v18
.Ltmp295:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[22:23]
.Ltmp296:
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v16, -v28, v29, 1.0
	v_fmac_f32_e32 v29, v16, v29
	v_div_scale_f32 v16, vcc, v17, v13, v17
	v_mul_f32_e32 v18, v16, v29
	v_fma_f32 v19, -v28, v18, v16
	v_fmac_f32_e32 v18, v19, v29
	v_fma_f32 v16, -v28, v18, v16
	v_div_fmas_f32 v16, v16, v29, v18
	v_div_fixup_f32 v13, v16, v13, v17
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v17, v12
	v_cvt_f16_f32_e32 v19, v8
	v_cvt_f16_f32_e32 v18, v9
	.loc	1 32 5 is_stmt 0                ; triton_scratch_src.py:32:5
	v_cmp_o_f32_e32 vcc, v8, v8
	v_cvt_f32_f16_e32 v17, v17
	v_cvt_f32_f16_e32 v16, v19
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v19, v13
.Ltmp297:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v20, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp298:
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_bfe_u32 v8, v17, 16, 1
	v_bfe_u32 v28, v16, 16, 1
	v_add3_u32 v8, v17, v8, s16
	v_cvt_f32_f16_e32 v17, v18
	v_add3_u32 v16, v16, v28, s16
	v_lshrrev_b32_e32 v16, 16, v16
	v_cndmask_b32_e32 v16, v31, v16, vcc
	v_lshrrev_b32_e32 v8, 16, v8
	v_cmp_o_f32_e32 vcc, v12, v12
.Ltmp299:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v20, v20 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v21 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp300:
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cndmask_b32_e32 v12, v31, v8, vcc
	v_bfe_u32 v8, v17, 16, 1
	v_add3_u32 v8, v17, v8, s16
	v_cvt_f32_f16_e32 v17, v19
	v_lshrrev_b32_e32 v8, 16, v8
	v_cmp_o_f32_e32 vcc, v9, v9
.Ltmp301:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v9, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp302:
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	s_nop 0
	v_cndmask_b32_e32 v18, v31, v8, vcc
	v_bfe_u32 v8, v17, 16, 1
	v_add3_u32 v17, v17, v8, s16
	v_cmp_o_f32_e32 vcc, v13, v13
.Ltmp303:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	v_mov_b32_dpp v8, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp304:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
.Ltmp305:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v8, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp306:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
.Ltmp307:
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_lshrrev_b32_e32 v9, 16, v17
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_scale_f32 v8, s[18:19], v0, v0, v14
	v_rcp_f32_e32 v19, v8
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cndmask_b32_e32 v13, v31, v9, vcc
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v9, -v8, v19, 1.0
	v_fmac_f32_e32 v19, v9, v19
	v_div_scale_f32 v9, vcc, v14, v0, v14
	v_mul_f32_e32 v17, v9, v19
	v_fma_f32 v22, -v8, v17, v9
	v_fmac_f32_e32 v17, v22, v19
	v_fma_f32 v22, -v8, v17, v9
	v_pk_mov_b32 v[8:9], v[14:15], v[10:11] op_sel:[1,0]
	v_div_fmas_f32 v17, v22, v19, v17
	v_div_scale_f32 v10, s[18:19], v1, v1, v9
	v_rcp_f32_e32 v15, v10
	v_div_fixup_f32 v14, v17, v0, v14
	v_fma_f32 v17, -v10, v15, 1.0
	v_fmac_f32_e32 v15, v17, v15
	v_div_scale_f32 v17, vcc, v9, v1, v9
	v_mul_f32_e32 v19, v17, v15
	v_fma_f32 v22, -v10, v19, v17
	v_fmac_f32_e32 v19, v22, v15
	v_fma_f32 v10, -v10, v19, v17
	v_div_scale_f32 v17, s[18:19], v0, v0, v8
	v_rcp_f32_e32 v22, v17
	v_div_fmas_f32 v10, v10, v15, v19
	v_div_fixup_f32 v9, v10, v1, v9
	v_fma_f32 v10, -v17, v22, 1.0
	v_fmac_f32_e32 v22, v10, v22
	v_div_scale_f32 v10, vcc, v8, v0, v8
	v_mul_f32_e32 v15, v10, v22
	v_fma_f32 v19, -v17, v15, v10
	v_fmac_f32_e32 v15, v19, v22
	v_fma_f32 v10, -v17, v15, v10
	v_div_scale_f32 v17, s[18:19], v1, v1, v11
	v_rcp_f32_e32 v19, v17
	v_div_fmas_f32 v10, v10, v22, v15
	v_div_fixup_f32 v0, v10, v0, v8
	v_fma_f32 v8, -v17, v19, 1.0
	v_fmac_f32_e32 v19, v8, v19
	v_div_scale_f32 v8, vcc, v11, v1, v11
	v_mul_f32_e32 v10, v8, v19
	v_fma_f32 v15, -v17, v10, v8
	v_fmac_f32_e32 v10, v15, v19
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v15, v14
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v8, -v17, v10, v8
	v_div_fmas_f32 v8, v8, v19, v10
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v10, v0
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_fixup_f32 v8, v8, v1, v11
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cvt_f32_f16_e32 v1, v15
	.loc	1 32 53 is_stmt 0               ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v11, v9
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cvt_f32_f16_e32 v10, v10
	v_cmp_o_f32_e32 vcc, v14, v14
	v_bfe_u32 v17, v1, 16, 1
	v_add3_u32 v1, v1, v17, s16
	v_lshrrev_b32_e32 v1, 16, v1
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v15, v8
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cndmask_b32_e32 v14, v31, v1, vcc
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v1, v10, v1, s16
	v_cvt_f32_f16_e32 v10, v11
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v0, v0
	v_bfe_u32 v0, v10, 16, 1
	s_nop 0
	v_cndmask_b32_e32 v11, v31, v1, vcc
	v_cvt_f32_f16_e32 v1, v15
	v_add3_u32 v0, v10, v0, s16
	v_lshrrev_b32_e32 v0, 16, v0
	v_cmp_o_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v31, v0, vcc
	v_bfe_u32 v0, v1, 16, 1
	v_add3_u32 v10, v1, v0, s16
.Ltmp308:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[0:1], v[2:3], v[20:21]
.Ltmp309:
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cmp_o_f32_e32 vcc, v8, v8
.Ltmp310:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 0
	v_mov_b32_dpp v2, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp311:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
.Ltmp312:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_scratch_src.py:31:13 ]
	s_nop 1
	v_mov_b32_dpp v2, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp313:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_scratch_src.py:31:13 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
.Ltmp314:
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_lshrrev_b32_e32 v3, 16, v10
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_scale_f32 v2, s[18:19], v0, v0, v6
	v_rcp_f32_e32 v15, v2
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cndmask_b32_e32 v8, v31, v3, vcc
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_fma_f32 v3, -v2, v15, 1.0
	v_fmac_f32_e32 v15, v3, v15
	v_div_scale_f32 v3, vcc, v6, v0, v6
	v_mul_f32_e32 v10, v3, v15
	v_fma_f32 v17, -v2, v10, v3
	v_fmac_f32_e32 v10, v17, v15
	v_fma_f32 v17, -v2, v10, v3
	v_pk_mov_b32 v[2:3], v[6:7], v[4:5] op_sel:[1,0]
	v_div_fmas_f32 v10, v17, v15, v10
	v_div_scale_f32 v4, s[18:19], v1, v1, v3
	v_rcp_f32_e32 v7, v4
	v_div_fixup_f32 v6, v10, v0, v6
	v_fma_f32 v10, -v4, v7, 1.0
	v_fmac_f32_e32 v7, v10, v7
	v_div_scale_f32 v10, vcc, v3, v1, v3
	v_mul_f32_e32 v15, v10, v7
	v_fma_f32 v17, -v4, v15, v10
	v_fmac_f32_e32 v15, v17, v7
	v_fma_f32 v4, -v4, v15, v10
	v_div_scale_f32 v10, s[18:19], v0, v0, v2
	v_rcp_f32_e32 v17, v10
	v_div_fmas_f32 v4, v4, v7, v15
	v_div_fixup_f32 v3, v4, v1, v3
	v_fma_f32 v4, -v10, v17, 1.0
	v_fmac_f32_e32 v17, v4, v17
	v_div_scale_f32 v4, vcc, v2, v0, v2
	v_mul_f32_e32 v7, v4, v17
	v_fma_f32 v15, -v10, v7, v4
	v_fmac_f32_e32 v7, v15, v17
	v_fma_f32 v4, -v10, v7, v4
	v_div_scale_f32 v10, s[18:19], v1, v1, v5
	v_rcp_f32_e32 v15, v10
	v_div_fmas_f32 v4, v4, v17, v7
	v_div_fixup_f32 v0, v4, v0, v2
	v_fma_f32 v2, -v10, v15, 1.0
	v_fmac_f32_e32 v15, v2, v15
	v_div_scale_f32 v2, vcc, v5, v1, v5
	v_mul_f32_e32 v4, v2, v15
	v_fma_f32 v7, -v10, v4, v2
	v_fmac_f32_e32 v4, v7, v15
	v_fma_f32 v2, -v10, v4, v2
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v7, v6
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_fmas_f32 v2, v2, v15, v4
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v4, v0
	.loc	1 31 9                          ; triton_scratch_src.py:31:9
	v_div_fixup_f32 v1, v2, v1, v5
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cvt_f32_f16_e32 v2, v7
	.loc	1 32 53 is_stmt 0               ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v5, v3
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_cvt_f32_f16_e32 v4, v4
	.loc	1 32 53                         ; triton_scratch_src.py:32:53
	v_cvt_f16_f32_e32 v7, v1
	.loc	1 32 5                          ; triton_scratch_src.py:32:5
	v_bfe_u32 v10, v2, 16, 1
	v_cvt_f32_f16_e32 v5, v5
	v_add3_u32 v2, v2, v10, s16
	v_cmp_o_f32_e32 vcc, v6, v6
	v_bfe_u32 v6, v4, 16, 1
	v_lshrrev_b32_e32 v2, 16, v2
	v_add3_u32 v4, v4, v6, s16
	v_cndmask_b32_e32 v2, v31, v2, vcc
	v_lshrrev_b32_e32 v4, 16, v4
	v_cmp_o_f32_e32 vcc, v0, v0
	s_nop 1
	v_cndmask_b32_e32 v0, v31, v4, vcc
	v_bfe_u32 v4, v5, 16, 1
	v_add3_u32 v4, v5, v4, s16
	v_cvt_f32_f16_e32 v5, v7
	v_lshrrev_b32_e32 v4, 16, v4
	v_cmp_o_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v31, v4, vcc
	v_bfe_u32 v4, v5, 16, 1
	v_add3_u32 v4, v5, v4, s16
	v_lshrrev_b32_e32 v4, 16, v4
	v_cmp_o_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v31, v4, vcc
	global_store_short v24, v34, s[0:1]
	global_store_short v24, v26, s[0:1] offset:1024
	global_store_short v24, v27, s[2:3]
	global_store_short v24, v25, s[2:3] offset:1024
	global_store_short v24, v16, s[6:7]
	global_store_short v24, v12, s[6:7] offset:1024
	global_store_short v24, v18, s[8:9]
	global_store_short v24, v13, s[8:9] offset:1024
	global_store_short v24, v14, s[10:11]
	global_store_short v24, v11, s[10:11] offset:1024
	global_store_short v24, v9, s[12:13]
	global_store_short v24, v8, s[12:13] offset:1024
	global_store_short v24, v2, s[14:15]
	global_store_short v24, v0, s[14:15] offset:1024
	global_store_short v24, v3, s[4:5]
	global_store_short v24, v1, s[4:5] offset:1024
	.loc	1 24 1 is_stmt 1                ; triton_scratch_src.py:24:1
	s_endpgm
.Ltmp315:
.Lfunc_end0:
	.size	softmax2d, .Lfunc_end0-softmax2d
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax2d
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 31
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
	.set .Lsoftmax2d.num_vgpr, 36
	.set .Lsoftmax2d.num_agpr, 0
	.set .Lsoftmax2d.numbered_sgpr, 31
	.set .Lsoftmax2d.num_named_barrier, 0
	.set .Lsoftmax2d.private_seg_size, 0
	.set .Lsoftmax2d.uses_vcc, 1
	.set .Lsoftmax2d.uses_flat_scratch, 0
	.set .Lsoftmax2d.has_dyn_sized_stack, 0
	.set .Lsoftmax2d.has_recursion, 0
	.set .Lsoftmax2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6524
; TotalNumSgprs: 37
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	.byte	31                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
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
	.byte	29                              ; DW_AT_call_line
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
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
	.quad	.Ltmp198-.Lfunc_begin0
	.quad	.Ltmp199-.Lfunc_begin0
	.quad	.Ltmp200-.Lfunc_begin0
	.quad	.Ltmp256-.Lfunc_begin0
	.quad	.Ltmp257-.Lfunc_begin0
	.quad	.Ltmp258-.Lfunc_begin0
	.quad	.Ltmp259-.Lfunc_begin0
	.quad	.Ltmp260-.Lfunc_begin0
	.quad	.Ltmp261-.Lfunc_begin0
	.quad	.Ltmp262-.Lfunc_begin0
	.quad	.Ltmp263-.Lfunc_begin0
	.quad	.Ltmp264-.Lfunc_begin0
	.quad	.Ltmp265-.Lfunc_begin0
	.quad	.Ltmp267-.Lfunc_begin0
	.quad	.Ltmp268-.Lfunc_begin0
	.quad	.Ltmp270-.Lfunc_begin0
	.quad	.Ltmp271-.Lfunc_begin0
	.quad	.Ltmp273-.Lfunc_begin0
	.quad	.Ltmp274-.Lfunc_begin0
	.quad	.Ltmp275-.Lfunc_begin0
	.quad	.Ltmp276-.Lfunc_begin0
	.quad	.Ltmp277-.Lfunc_begin0
	.quad	.Ltmp278-.Lfunc_begin0
	.quad	.Ltmp279-.Lfunc_begin0
	.quad	.Ltmp280-.Lfunc_begin0
	.quad	.Ltmp281-.Lfunc_begin0
	.quad	.Ltmp282-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
	.quad	.Ltmp284-.Lfunc_begin0
	.quad	.Ltmp288-.Lfunc_begin0
	.quad	.Ltmp289-.Lfunc_begin0
	.quad	.Ltmp290-.Lfunc_begin0
	.quad	.Ltmp291-.Lfunc_begin0
	.quad	.Ltmp292-.Lfunc_begin0
	.quad	.Ltmp293-.Lfunc_begin0
	.quad	.Ltmp294-.Lfunc_begin0
	.quad	.Ltmp295-.Lfunc_begin0
	.quad	.Ltmp296-.Lfunc_begin0
	.quad	.Ltmp297-.Lfunc_begin0
	.quad	.Ltmp298-.Lfunc_begin0
	.quad	.Ltmp299-.Lfunc_begin0
	.quad	.Ltmp300-.Lfunc_begin0
	.quad	.Ltmp301-.Lfunc_begin0
	.quad	.Ltmp302-.Lfunc_begin0
	.quad	.Ltmp303-.Lfunc_begin0
	.quad	.Ltmp307-.Lfunc_begin0
	.quad	.Ltmp308-.Lfunc_begin0
	.quad	.Ltmp309-.Lfunc_begin0
	.quad	.Ltmp310-.Lfunc_begin0
	.quad	.Ltmp314-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
	.quad	.Ltmp198-.Lfunc_begin0
	.quad	.Ltmp199-.Lfunc_begin0
	.quad	.Ltmp200-.Lfunc_begin0
	.quad	.Ltmp201-.Lfunc_begin0
	.quad	.Ltmp202-.Lfunc_begin0
	.quad	.Ltmp203-.Lfunc_begin0
	.quad	.Ltmp204-.Lfunc_begin0
	.quad	.Ltmp205-.Lfunc_begin0
	.quad	.Ltmp206-.Lfunc_begin0
	.quad	.Ltmp207-.Lfunc_begin0
	.quad	.Ltmp208-.Lfunc_begin0
	.quad	.Ltmp209-.Lfunc_begin0
	.quad	.Ltmp210-.Lfunc_begin0
	.quad	.Ltmp211-.Lfunc_begin0
	.quad	.Ltmp212-.Lfunc_begin0
	.quad	.Ltmp213-.Lfunc_begin0
	.quad	.Ltmp214-.Lfunc_begin0
	.quad	.Ltmp215-.Lfunc_begin0
	.quad	.Ltmp216-.Lfunc_begin0
	.quad	.Ltmp217-.Lfunc_begin0
	.quad	.Ltmp218-.Lfunc_begin0
	.quad	.Ltmp219-.Lfunc_begin0
	.quad	.Ltmp220-.Lfunc_begin0
	.quad	.Ltmp221-.Lfunc_begin0
	.quad	.Ltmp222-.Lfunc_begin0
	.quad	.Ltmp223-.Lfunc_begin0
	.quad	.Ltmp224-.Lfunc_begin0
	.quad	.Ltmp225-.Lfunc_begin0
	.quad	.Ltmp226-.Lfunc_begin0
	.quad	.Ltmp227-.Lfunc_begin0
	.quad	.Ltmp228-.Lfunc_begin0
	.quad	.Ltmp229-.Lfunc_begin0
	.quad	.Ltmp230-.Lfunc_begin0
	.quad	.Ltmp231-.Lfunc_begin0
	.quad	.Ltmp232-.Lfunc_begin0
	.quad	.Ltmp233-.Lfunc_begin0
	.quad	.Ltmp234-.Lfunc_begin0
	.quad	.Ltmp235-.Lfunc_begin0
	.quad	.Ltmp236-.Lfunc_begin0
	.quad	.Ltmp237-.Lfunc_begin0
	.quad	.Ltmp238-.Lfunc_begin0
	.quad	.Ltmp239-.Lfunc_begin0
	.quad	.Ltmp240-.Lfunc_begin0
	.quad	.Ltmp241-.Lfunc_begin0
	.quad	.Ltmp242-.Lfunc_begin0
	.quad	.Ltmp243-.Lfunc_begin0
	.quad	.Ltmp244-.Lfunc_begin0
	.quad	.Ltmp245-.Lfunc_begin0
	.quad	.Ltmp246-.Lfunc_begin0
	.quad	.Ltmp247-.Lfunc_begin0
	.quad	.Ltmp248-.Lfunc_begin0
	.quad	.Ltmp249-.Lfunc_begin0
	.quad	.Ltmp250-.Lfunc_begin0
	.quad	.Ltmp251-.Lfunc_begin0
	.quad	.Ltmp252-.Lfunc_begin0
	.quad	.Ltmp253-.Lfunc_begin0
	.quad	.Ltmp254-.Lfunc_begin0
	.quad	.Ltmp255-.Lfunc_begin0
	.quad	.Ltmp266-.Lfunc_begin0
	.quad	.Ltmp267-.Lfunc_begin0
	.quad	.Ltmp269-.Lfunc_begin0
	.quad	.Ltmp270-.Lfunc_begin0
	.quad	.Ltmp272-.Lfunc_begin0
	.quad	.Ltmp273-.Lfunc_begin0
	.quad	.Ltmp282-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
	.quad	.Ltmp285-.Lfunc_begin0
	.quad	.Ltmp286-.Lfunc_begin0
	.quad	.Ltmp287-.Lfunc_begin0
	.quad	.Ltmp288-.Lfunc_begin0
	.quad	.Ltmp295-.Lfunc_begin0
	.quad	.Ltmp296-.Lfunc_begin0
	.quad	.Ltmp304-.Lfunc_begin0
	.quad	.Ltmp305-.Lfunc_begin0
	.quad	.Ltmp306-.Lfunc_begin0
	.quad	.Ltmp307-.Lfunc_begin0
	.quad	.Ltmp308-.Lfunc_begin0
	.quad	.Ltmp309-.Lfunc_begin0
	.quad	.Ltmp311-.Lfunc_begin0
	.quad	.Ltmp312-.Lfunc_begin0
	.quad	.Ltmp313-.Lfunc_begin0
	.quad	.Ltmp314-.Lfunc_begin0
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
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp5-.Lfunc_begin0
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
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
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
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp159-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.quad	.Ltmp165-.Lfunc_begin0
	.quad	.Ltmp166-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp169-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
	.quad	.Ltmp173-.Lfunc_begin0
	.quad	.Ltmp174-.Lfunc_begin0
	.quad	.Ltmp175-.Lfunc_begin0
	.quad	.Ltmp176-.Lfunc_begin0
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp178-.Lfunc_begin0
	.quad	.Ltmp179-.Lfunc_begin0
	.quad	.Ltmp180-.Lfunc_begin0
	.quad	.Ltmp181-.Lfunc_begin0
	.quad	.Ltmp182-.Lfunc_begin0
	.quad	.Ltmp183-.Lfunc_begin0
	.quad	.Ltmp184-.Lfunc_begin0
	.quad	.Ltmp185-.Lfunc_begin0
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp187-.Lfunc_begin0
	.quad	.Ltmp188-.Lfunc_begin0
	.quad	.Ltmp189-.Lfunc_begin0
	.quad	.Ltmp190-.Lfunc_begin0
	.quad	.Ltmp191-.Lfunc_begin0
	.quad	.Ltmp192-.Lfunc_begin0
	.quad	.Ltmp193-.Lfunc_begin0
	.quad	.Ltmp194-.Lfunc_begin0
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_scratch_src.py"         ; string offset=7 ; triton_scratch_src.py
.Linfo_string2:
	.asciz	"SRC"       ; string offset=29 ; SRC
.Linfo_string3:
	.asciz	"softmax2d"                     ; string offset=53 ; softmax2d
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
    .max_flat_workgroup_size: 512
    .name:           softmax2d
    .private_segment_fixed_size: 0
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         softmax2d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
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
