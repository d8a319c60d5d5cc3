	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	argmax_cols                     ; -- Begin function argmax_cols
	.p2align	8
	.type	argmax_cols,@function
argmax_cols:                            ; @argmax_cols
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 45 0 prologue_end             ; triton_heldout_src.py:45:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.4:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 49 5 is_stmt 1                ; triton_heldout_src.py:49:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s38, s0, 6
	.loc	1 46 10                         ; triton_heldout_src.py:46:10
	s_lshl_b32 s33, s12, 4
	.loc	1 46 34 is_stmt 0               ; triton_heldout_src.py:46:34
	v_and_b32_e32 v2, 63, v0
	s_and_b32 s0, s0, 0xc0
	v_or_b32_e32 v1, s0, v2
	.loc	1 48 25 is_stmt 1               ; triton_heldout_src.py:48:25
	s_mul_i32 s36, s6, s33
	s_mul_i32 s0, s6, 3
	s_add_i32 s30, s36, s0
	s_mul_i32 s0, s6, 5
	s_add_i32 s26, s36, s0
	s_mul_i32 s0, s6, 6
	s_add_i32 s24, s36, s0
	s_mul_i32 s0, s6, 7
	s_add_i32 s22, s36, s0
	s_mul_i32 s0, s6, 9
	s_add_i32 s18, s36, s0
	s_mul_i32 s0, s6, 10
	s_add_i32 s16, s36, s0
	s_mul_i32 s0, s6, 11
	s_add_i32 s14, s36, s0
	s_mul_i32 s0, s6, 12
	s_add_i32 s12, s36, s0
	s_mul_i32 s0, s6, 13
	s_add_i32 s40, s36, s6
	s_lshl1_add_u32 s34, s6, s36
	s_lshl2_add_u32 s28, s6, s36
	s_lshl3_add_u32 s20, s6, s36
	s_add_i32 s10, s36, s0
	s_mul_i32 s0, s6, 14
	s_mul_i32 s6, s6, 15
	.loc	1 48 17 is_stmt 0               ; triton_heldout_src.py:48:17
	s_ashr_i32 s37, s36, 31
	.loc	1 48 25                         ; triton_heldout_src.py:48:25
	s_add_i32 s8, s36, s0
	s_add_i32 s0, s36, s6
	.loc	1 48 17                         ; triton_heldout_src.py:48:17
	s_lshl_b64 s[6:7], s[36:37], 2
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[36:37], s[40:41], 2
	v_lshlrev_b32_e32 v3, 2, v1
	.loc	1 48 9                          ; triton_heldout_src.py:48:9
	global_load_dword v4, v3, s[6:7]
	.loc	1 48 17                         ; triton_heldout_src.py:48:17
	s_add_u32 s6, s2, s36
	s_addc_u32 s7, s3, s37
	.loc	1 48 9                          ; triton_heldout_src.py:48:9
	global_load_dword v5, v3, s[6:7]
	.loc	1 48 17                         ; triton_heldout_src.py:48:17
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[6:7], s[34:35], 2
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 2
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 2
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 48 9                          ; triton_heldout_src.py:48:9
	global_load_dword v8, v3, s[6:7]
	global_load_dword v9, v3, s[30:31]
	global_load_dword v10, v3, s[28:29]
	global_load_dword v11, v3, s[26:27]
	global_load_dword v12, v3, s[24:25]
	global_load_dword v13, v3, s[22:23]
	.loc	1 48 17                         ; triton_heldout_src.py:48:17
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 2
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s2, s10
.Ltmp2:
	.file	2 "SITE/triton/language" "standard.py"
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_lshlrev_b32_e32 v2, 2, v2
.Ltmp3:
	.loc	1 48 17                         ; triton_heldout_src.py:48:17
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s9, s8, 31
.Ltmp4:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_xor_b32_e32 v28, 0x80, v2
.Ltmp5:
	.loc	1 48 17                         ; triton_heldout_src.py:48:17
	s_lshl_b64 s[8:9], s[8:9], 2
.Ltmp6:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v26, v28, v1
.Ltmp7:
	.loc	1 48 17                         ; triton_heldout_src.py:48:17
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s34, s2, s0
	s_addc_u32 s35, s3, s1
.Ltmp8:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v1, v26
.Ltmp9:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_xor_b32_e32 v27, 64, v2
.Ltmp10:
	.loc	1 48 9                          ; triton_heldout_src.py:48:9
	global_load_dword v19, v3, s[20:21]
	global_load_dword v22, v3, s[18:19]
	global_load_dword v18, v3, s[16:17]
	global_load_dword v21, v3, s[14:15]
	global_load_dword v20, v3, s[12:13]
	global_load_dword v31, v3, s[10:11]
	global_load_dword v29, v3, s[8:9]
	global_load_dword v30, v3, s[34:35]
.Ltmp11:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(15)
	ds_bpermute_b32 v6, v28, v4
	s_waitcnt vmcnt(14)
	ds_bpermute_b32 v7, v28, v5
.Ltmp12:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[0:1], v4, v6
	s_and_b64 s[6:7], s[0:1], vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v4, v6
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[2:3], v5, v7
	s_and_b64 s[22:23], vcc, s[2:3]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v5, v7
	s_or_b64 s[2:3], s[2:3], s[22:23]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v2, v7, v5, s[2:3]
	v_cndmask_b32_e64 v4, v6, v4, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v26, v1, s[2:3]
	v_cndmask_b32_e64 v6, v26, v1, s[0:1]
.Ltmp13:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v7, v27, v6
	ds_bpermute_b32 v14, v27, v4
	ds_bpermute_b32 v15, v27, v2
	ds_bpermute_b32 v16, v27, v5
.Ltmp14:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(3)
	v_cmp_lt_i32_e64 s[2:3], v6, v7
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e64 s[0:1], v4, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[6:7], v2, v15
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[8:9], v5, v16
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_b64 s[8:9], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v15
	v_cmp_gt_f32_e64 s[2:3], v4, v14
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v2, v15, v2, s[0:1]
	v_cndmask_b32_e64 v3, v14, v4, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v16, v5, s[0:1]
	v_cndmask_b32_e64 v5, v7, v6, s[2:3]
.Ltmp15:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v7, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v2 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v6, v5 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v4 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v3, v7
	v_cmp_eq_f32_e64 s[2:3], v2, v14
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v5, v6
	v_cmp_lt_i32_e64 s[8:9], v4, v15
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v14
	v_cmp_gt_f32_e64 s[2:3], v3, v7
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v2, v14, v2, s[0:1]
	v_cndmask_b32_e64 v3, v7, v3, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v15, v4, s[0:1]
	v_cndmask_b32_e64 v5, v6, v5, s[2:3]
.Ltmp17:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v7, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v6, v5 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v4 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v7 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v6, v6 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v14 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v3, v7
	v_cmp_eq_f32_e64 s[2:3], v2, v14
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v5, v6
	v_cmp_lt_i32_e64 s[8:9], v4, v15
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v14
	v_cmp_gt_f32_e64 s[2:3], v3, v7
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v2, v14, v2, s[0:1]
	v_cndmask_b32_e64 v3, v7, v3, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v15, v4, s[0:1]
	v_cndmask_b32_e64 v5, v6, v5, s[2:3]
.Ltmp19:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v7, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v6, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v3, v7
	v_cmp_eq_f32_e64 s[2:3], v2, v14
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v5, v6
	v_cmp_lt_i32_e64 s[8:9], v4, v15
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v14
	v_cmp_gt_f32_e64 s[2:3], v3, v7
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v2, v14, v2, s[0:1]
	v_cndmask_b32_e64 v3, v7, v3, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v15, v4, s[0:1]
	v_cndmask_b32_e64 v5, v6, v5, s[2:3]
.Ltmp21:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v6, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp22:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v7
	v_cmp_eq_f32_e64 s[2:3], v3, v6
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v4, v15
	v_cmp_lt_i32_e64 s[8:9], v5, v14
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v3, v6
	s_or_b64 s[0:1], s[0:1], s[8:9]
.Ltmp23:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(12)
	ds_bpermute_b32 v16, v28, v9
.Ltmp24:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v6, v6, v3, s[0:1]
.Ltmp25:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v3, v28, v8
.Ltmp26:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v2, v7
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[6:7], v9, v16
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v7, v7, v2, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v2, v14, v5, s[0:1]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[0:1], v8, v3
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v8, v3
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[10:11], vcc, s[6:7]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[6:7], v9, v16
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v16, v9, s[6:7]
	v_cndmask_b32_e64 v8, v3, v8, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v9, v26, v1, s[6:7]
	v_cndmask_b32_e64 v14, v26, v1, s[0:1]
.Ltmp27:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v16, v27, v8
	ds_bpermute_b32 v17, v27, v14
	ds_bpermute_b32 v23, v27, v5
	ds_bpermute_b32 v24, v27, v9
.Ltmp28:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v3, v15, v4, s[2:3]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_f32_e64 s[0:1], v8, v16
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_i32_e64 s[2:3], v14, v17
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[6:7], v5, v23
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[8:9], v9, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_b64 s[8:9], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v5, v23
	v_cmp_gt_f32_e64 s[2:3], v8, v16
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v23, v5, s[0:1]
	v_cndmask_b32_e64 v5, v16, v8, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v8, v24, v9, s[0:1]
	v_cndmask_b32_e64 v9, v17, v14, s[2:3]
.Ltmp29:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v15, v5 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v4 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v9 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v8 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp30:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v5, v15
	v_cmp_eq_f32_e64 s[2:3], v4, v16
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v9, v14
	v_cmp_lt_i32_e64 s[8:9], v8, v17
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v4, v16
	v_cmp_gt_f32_e64 s[2:3], v5, v15
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v16, v4, s[0:1]
	v_cndmask_b32_e64 v5, v15, v5, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v8, v17, v8, s[0:1]
	v_cndmask_b32_e64 v9, v14, v9, s[2:3]
.Ltmp31:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v15, v5 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v4 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v9 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v8 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v14 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v17 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp32:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v5, v15
	v_cmp_eq_f32_e64 s[2:3], v4, v16
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v9, v14
	v_cmp_lt_i32_e64 s[8:9], v8, v17
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v4, v16
	v_cmp_gt_f32_e64 s[2:3], v5, v15
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v16, v4, s[0:1]
	v_cndmask_b32_e64 v5, v15, v5, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v8, v17, v8, s[0:1]
	v_cndmask_b32_e64 v9, v14, v9, s[2:3]
.Ltmp33:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v15, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v9 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v8 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp34:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v5, v15
	v_cmp_eq_f32_e64 s[2:3], v4, v16
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v9, v14
	v_cmp_lt_i32_e64 s[8:9], v8, v17
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v4, v16
	v_cmp_gt_f32_e64 s[2:3], v5, v15
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v16, v4, s[0:1]
	v_cndmask_b32_e64 v5, v15, v5, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v15, v17, v8, s[0:1]
	v_cndmask_b32_e64 v14, v14, v9, s[2:3]
.Ltmp35:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v8, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v14 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp36:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v5, v8
	v_cmp_eq_f32_e64 s[2:3], v4, v9
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v14, v16
	v_cmp_lt_i32_e64 s[8:9], v15, v17
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v4, v9
	s_or_b64 s[0:1], s[0:1], s[8:9]
.Ltmp37:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(10)
	ds_bpermute_b32 v23, v28, v11
.Ltmp38:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v9, v9, v4, s[0:1]
.Ltmp39:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v4, v28, v10
.Ltmp40:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v5, v8
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[6:7], v11, v23
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v8, v8, v5, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v17, v15, s[0:1]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[0:1], v10, v4
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v10, v4
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[10:11], vcc, s[6:7]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[6:7], v11, v23
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v23, v11, s[6:7]
	v_cndmask_b32_e64 v10, v4, v10, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v15, v26, v1, s[6:7]
	v_cndmask_b32_e64 v17, v26, v1, s[0:1]
.Ltmp41:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v23, v27, v10
	ds_bpermute_b32 v24, v27, v17
	ds_bpermute_b32 v25, v27, v11
	ds_bpermute_b32 v32, v27, v15
.Ltmp42:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v16, v14, s[2:3]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_f32_e64 s[0:1], v10, v23
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_i32_e64 s[2:3], v17, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[6:7], v11, v25
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[8:9], v15, v32
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_b64 s[8:9], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v25
	v_cmp_gt_f32_e64 s[2:3], v10, v23
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v25, v11, s[0:1]
	v_cndmask_b32_e64 v10, v23, v10, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v14, v32, v15, s[0:1]
	v_cndmask_b32_e64 v15, v24, v17, s[2:3]
.Ltmp43:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v17, v10 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v11 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v15 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v14 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp44:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v10, v17
	v_cmp_eq_f32_e64 s[2:3], v11, v23
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v15, v16
	v_cmp_lt_i32_e64 s[8:9], v14, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v23
	v_cmp_gt_f32_e64 s[2:3], v10, v17
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v23, v11, s[0:1]
	v_cndmask_b32_e64 v10, v17, v10, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v14, v24, v14, s[0:1]
	v_cndmask_b32_e64 v15, v16, v15, s[2:3]
.Ltmp45:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v17, v10 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v11 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v15 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v14 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v17 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v23 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v24 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp46:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v10, v17
	v_cmp_eq_f32_e64 s[2:3], v11, v23
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v15, v16
	v_cmp_lt_i32_e64 s[8:9], v14, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v23
	v_cmp_gt_f32_e64 s[2:3], v10, v17
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v23, v11, s[0:1]
	v_cndmask_b32_e64 v10, v17, v10, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v14, v24, v14, s[0:1]
	v_cndmask_b32_e64 v15, v16, v15, s[2:3]
.Ltmp47:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v17, v10 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v11 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v15 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v14 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp48:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v10, v17
	v_cmp_eq_f32_e64 s[2:3], v11, v23
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v15, v16
	v_cmp_lt_i32_e64 s[8:9], v14, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v23
	v_cmp_gt_f32_e64 s[2:3], v10, v17
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v23, v11, s[0:1]
	v_cndmask_b32_e64 v10, v17, v10, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v17, v24, v14, s[0:1]
	v_cndmask_b32_e64 v16, v16, v15, s[2:3]
.Ltmp49:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v14, v10 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v16 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v17 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp50:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v10, v14
	v_cmp_eq_f32_e64 s[2:3], v11, v15
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v16, v23
	v_cmp_lt_i32_e64 s[8:9], v17, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v10, v14
	s_or_b64 s[2:3], s[2:3], s[6:7]
.Ltmp51:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(9)
	ds_bpermute_b32 v25, v28, v12
.Ltmp52:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v14, v14, v10, s[2:3]
.Ltmp53:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(8)
	ds_bpermute_b32 v10, v28, v13
.Ltmp54:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v15
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[6:7], v13, v10
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v15, v15, v11, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v24, v17, s[0:1]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v25
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v12, v25
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[10:11], vcc, s[6:7]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[6:7], v13, v10
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v10, v13, s[6:7]
	v_cndmask_b32_e64 v12, v25, v12, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v17, v26, v1, s[6:7]
	v_cndmask_b32_e64 v24, v26, v1, s[0:1]
.Ltmp55:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v25, v27, v12
	ds_bpermute_b32 v32, v27, v24
	ds_bpermute_b32 v33, v27, v13
	ds_bpermute_b32 v34, v27, v17
.Ltmp56:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v10, v23, v16, s[2:3]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_f32_e64 s[0:1], v12, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_i32_e64 s[2:3], v24, v32
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[6:7], v13, v33
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[8:9], v17, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_b64 s[8:9], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v33
	v_cmp_gt_f32_e64 s[2:3], v12, v25
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v33, v13, s[0:1]
	v_cndmask_b32_e64 v12, v25, v12, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v16, v34, v17, s[0:1]
	v_cndmask_b32_e64 v17, v32, v24, s[2:3]
.Ltmp57:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v24, v12 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v13 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v17 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v16 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp58:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v24
	v_cmp_eq_f32_e64 s[2:3], v13, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v17, v23
	v_cmp_lt_i32_e64 s[8:9], v16, v32
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v25
	v_cmp_gt_f32_e64 s[2:3], v12, v24
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v25, v13, s[0:1]
	v_cndmask_b32_e64 v12, v24, v12, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v16, v32, v16, s[0:1]
	v_cndmask_b32_e64 v17, v23, v17, s[2:3]
.Ltmp59:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v24, v12 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v13 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v17 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v16 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v24 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v23 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v32 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp60:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v24
	v_cmp_eq_f32_e64 s[2:3], v13, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v17, v23
	v_cmp_lt_i32_e64 s[8:9], v16, v32
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v25
	v_cmp_gt_f32_e64 s[2:3], v12, v24
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v25, v13, s[0:1]
	v_cndmask_b32_e64 v12, v24, v12, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v16, v32, v16, s[0:1]
	v_cndmask_b32_e64 v17, v23, v17, s[2:3]
.Ltmp61:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v24, v12 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v13 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v17 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v16 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp62:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v24
	v_cmp_eq_f32_e64 s[2:3], v13, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v17, v23
	v_cmp_lt_i32_e64 s[8:9], v16, v32
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v25
	v_cmp_gt_f32_e64 s[2:3], v12, v24
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v25, v13, s[0:1]
	v_cndmask_b32_e64 v12, v24, v12, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v24, v32, v16, s[0:1]
	v_cndmask_b32_e64 v23, v23, v17, s[2:3]
.Ltmp63:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v16, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v13 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v24 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp64:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v16
	v_cmp_eq_f32_e64 s[2:3], v13, v17
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v23, v25
	v_cmp_lt_i32_e64 s[8:9], v24, v32
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v12, v16
	s_or_b64 s[2:3], s[2:3], s[6:7]
.Ltmp65:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(7)
	ds_bpermute_b32 v33, v28, v19
.Ltmp66:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v16, v16, v12, s[2:3]
.Ltmp67:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(6)
	ds_bpermute_b32 v12, v28, v22
.Ltmp68:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v17
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[6:7], v22, v12
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v17, v17, v13, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v32, v24, s[0:1]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v19, v33
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v19, v33
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[10:11], vcc, s[6:7]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[6:7], v22, v12
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v12, v22, s[6:7]
	v_cndmask_b32_e64 v19, v33, v19, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v24, v26, v1, s[6:7]
	v_cndmask_b32_e64 v32, v26, v1, s[0:1]
.Ltmp69:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v33, v27, v19
	ds_bpermute_b32 v34, v27, v32
	ds_bpermute_b32 v35, v27, v22
	ds_bpermute_b32 v36, v27, v24
.Ltmp70:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v12, v25, v23, s[2:3]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_f32_e64 s[0:1], v19, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_i32_e64 s[2:3], v32, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[6:7], v22, v35
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[8:9], v24, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_b64 s[8:9], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v22, v35
	v_cmp_gt_f32_e64 s[2:3], v19, v33
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v35, v22, s[0:1]
	v_cndmask_b32_e64 v19, v33, v19, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v23, v36, v24, s[0:1]
	v_cndmask_b32_e64 v24, v34, v32, s[2:3]
.Ltmp71:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v19 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v22 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v24 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v23 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp72:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v19, v32
	v_cmp_eq_f32_e64 s[2:3], v22, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v24, v25
	v_cmp_lt_i32_e64 s[8:9], v23, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v22, v33
	v_cmp_gt_f32_e64 s[2:3], v19, v32
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v33, v22, s[0:1]
	v_cndmask_b32_e64 v19, v32, v19, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v23, v34, v23, s[0:1]
	v_cndmask_b32_e64 v24, v25, v24, s[2:3]
.Ltmp73:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v19 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v22 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v24 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v23 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v32 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v33 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v34 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp74:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v19, v32
	v_cmp_eq_f32_e64 s[2:3], v22, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v24, v25
	v_cmp_lt_i32_e64 s[8:9], v23, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v22, v33
	v_cmp_gt_f32_e64 s[2:3], v19, v32
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v33, v22, s[0:1]
	v_cndmask_b32_e64 v19, v32, v19, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v23, v34, v23, s[0:1]
	v_cndmask_b32_e64 v24, v25, v24, s[2:3]
.Ltmp75:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v19 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v22 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v24 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v23 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp76:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v19, v32
	v_cmp_eq_f32_e64 s[2:3], v22, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v24, v25
	v_cmp_lt_i32_e64 s[8:9], v23, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v22, v33
	v_cmp_gt_f32_e64 s[2:3], v19, v32
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v33, v22, s[0:1]
	v_cndmask_b32_e64 v19, v32, v19, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v32, v34, v23, s[0:1]
	v_cndmask_b32_e64 v24, v25, v24, s[2:3]
.Ltmp77:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v33, v19 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v22 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v24 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v32 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp78:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v19, v33
	v_cmp_eq_f32_e64 s[2:3], v22, v23
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v24, v25
	v_cmp_lt_i32_e64 s[8:9], v32, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v22, v23
	v_cmp_gt_f32_e64 s[2:3], v19, v33
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v23, v23, v22, s[0:1]
.Ltmp79:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(5)
	ds_bpermute_b32 v35, v28, v18
.Ltmp80:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v33, v19, s[2:3]
.Ltmp81:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(4)
	ds_bpermute_b32 v33, v28, v21
.Ltmp82:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v19, v34, v32, s[0:1]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[0:1], v18, v35
	s_and_b64 s[8:9], vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[6:7], v21, v33
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v18, v35
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[10:11], vcc, s[6:7]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[6:7], v21, v33
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v33, v21, s[6:7]
	v_cndmask_b32_e64 v32, v35, v18, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v33, v26, v1, s[6:7]
	v_cndmask_b32_e64 v34, v26, v1, s[0:1]
.Ltmp83:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v35, v27, v32
	ds_bpermute_b32 v36, v27, v34
	ds_bpermute_b32 v37, v27, v21
	ds_bpermute_b32 v38, v27, v33
.Ltmp84:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v18, v25, v24, s[2:3]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_f32_e64 s[0:1], v32, v35
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_i32_e64 s[2:3], v34, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[6:7], v21, v37
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[8:9], v33, v38
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_b64 s[8:9], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v37
	v_cmp_gt_f32_e64 s[2:3], v32, v35
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v37, v21, s[0:1]
	v_cndmask_b32_e64 v24, v35, v32, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v25, v38, v33, s[0:1]
	v_cndmask_b32_e64 v32, v36, v34, s[2:3]
.Ltmp85:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v34, v24 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v21 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v32 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v25 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp86:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v24, v34
	v_cmp_eq_f32_e64 s[2:3], v21, v35
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v32, v33
	v_cmp_lt_i32_e64 s[8:9], v25, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v35
	v_cmp_gt_f32_e64 s[2:3], v24, v34
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v35, v21, s[0:1]
	v_cndmask_b32_e64 v24, v34, v24, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v25, v36, v25, s[0:1]
	v_cndmask_b32_e64 v32, v33, v32, s[2:3]
.Ltmp87:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v34, v24 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v21 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v32 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v25 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v34 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v33 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v35 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v36 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp88:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v24, v34
	v_cmp_eq_f32_e64 s[2:3], v21, v35
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v32, v33
	v_cmp_lt_i32_e64 s[8:9], v25, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v35
	v_cmp_gt_f32_e64 s[2:3], v24, v34
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v35, v21, s[0:1]
	v_cndmask_b32_e64 v24, v34, v24, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v25, v36, v25, s[0:1]
	v_cndmask_b32_e64 v32, v33, v32, s[2:3]
.Ltmp89:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v34, v24 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v21 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v32 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v25 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp90:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v24, v34
	v_cmp_eq_f32_e64 s[2:3], v21, v35
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v32, v33
	v_cmp_lt_i32_e64 s[8:9], v25, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v35
	v_cmp_gt_f32_e64 s[2:3], v24, v34
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v35, v21, s[0:1]
	v_cndmask_b32_e64 v24, v34, v24, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v34, v36, v25, s[0:1]
	v_cndmask_b32_e64 v32, v33, v32, s[2:3]
.Ltmp91:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v35, v24 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v21 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v32 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v34 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp92:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v24, v35
	v_cmp_eq_f32_e64 s[2:3], v21, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v32, v33
	v_cmp_lt_i32_e64 s[8:9], v34, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v24, v35
	s_or_b64 s[2:3], s[2:3], s[6:7]
.Ltmp93:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(3)
	ds_bpermute_b32 v37, v28, v20
.Ltmp94:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v24, v35, v24, s[2:3]
.Ltmp95:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v35, v28, v31
.Ltmp96:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v25
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[6:7], v31, v35
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v25, v25, v21, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v36, v34, s[0:1]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v20, v37
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v20, v37
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[10:11], vcc, s[6:7]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[6:7], v31, v35
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v35, v31, s[6:7]
	v_cndmask_b32_e64 v34, v37, v20, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v35, v26, v1, s[6:7]
	v_cndmask_b32_e64 v36, v26, v1, s[0:1]
.Ltmp97:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v37, v27, v34
	ds_bpermute_b32 v38, v27, v36
	ds_bpermute_b32 v39, v27, v31
	ds_bpermute_b32 v40, v27, v35
.Ltmp98:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v20, v33, v32, s[2:3]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_f32_e64 s[0:1], v34, v37
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_i32_e64 s[2:3], v36, v38
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[6:7], v31, v39
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[8:9], v35, v40
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_b64 s[8:9], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v31, v39
	v_cmp_gt_f32_e64 s[2:3], v34, v37
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v39, v31, s[0:1]
	v_cndmask_b32_e64 v32, v37, v34, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v33, v40, v35, s[0:1]
	v_cndmask_b32_e64 v34, v38, v36, s[2:3]
.Ltmp99:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v36, v32 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v37, v31 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v34 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v38, v33 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp100:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v32, v36
	v_cmp_eq_f32_e64 s[2:3], v31, v37
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v34, v35
	v_cmp_lt_i32_e64 s[8:9], v33, v38
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v31, v37
	v_cmp_gt_f32_e64 s[2:3], v32, v36
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v37, v31, s[0:1]
	v_cndmask_b32_e64 v32, v36, v32, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v33, v38, v33, s[0:1]
	v_cndmask_b32_e64 v34, v35, v34, s[2:3]
.Ltmp101:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v36, v32 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v37, v31 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v34 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v38, v33 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v36 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v35 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v37, v37 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v38, v38 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp102:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v32, v36
	v_cmp_eq_f32_e64 s[2:3], v31, v37
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v34, v35
	v_cmp_lt_i32_e64 s[8:9], v33, v38
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v31, v37
	v_cmp_gt_f32_e64 s[2:3], v32, v36
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v37, v31, s[0:1]
	v_cndmask_b32_e64 v32, v36, v32, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v33, v38, v33, s[0:1]
	v_cndmask_b32_e64 v34, v35, v34, s[2:3]
.Ltmp103:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v36, v32 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v37, v31 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v34 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v38, v33 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp104:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v32, v36
	v_cmp_eq_f32_e64 s[2:3], v31, v37
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v34, v35
	v_cmp_lt_i32_e64 s[8:9], v33, v38
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v31, v37
	v_cmp_gt_f32_e64 s[2:3], v32, v36
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v37, v31, s[0:1]
	v_cndmask_b32_e64 v32, v36, v32, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v36, v38, v33, s[0:1]
	v_cndmask_b32_e64 v34, v35, v34, s[2:3]
.Ltmp105:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v37, v32 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v31 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v34 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v38, v36 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp106:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v32, v37
	v_cmp_eq_f32_e64 s[2:3], v31, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v34, v35
	v_cmp_lt_i32_e64 s[8:9], v36, v38
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v31, v33
	s_or_b64 s[0:1], s[0:1], s[8:9]
	v_cmp_gt_f32_e64 s[2:3], v32, v37
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v33, v33, v31, s[0:1]
.Ltmp107:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v31, v28, v29
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v28, v28, v30
.Ltmp108:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v32, v37, v32, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v37, v38, v36, s[0:1]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[0:1], v29, v31
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[6:7], v30, v28
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v29, v31
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], vcc, s[6:7]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v30, v28
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v28, v28, v30, vcc
	v_cndmask_b32_e64 v29, v31, v29, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v30, v26, v1, vcc
	v_cndmask_b32_e64 v1, v26, v1, s[0:1]
.Ltmp109:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_bpermute_b32 v26, v27, v29
	ds_bpermute_b32 v31, v27, v1
	ds_bpermute_b32 v38, v27, v28
	ds_bpermute_b32 v27, v27, v30
.Ltmp110:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v36, v35, v34, s[2:3]
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_f32_e32 vcc, v29, v26
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_i32_e64 s[0:1], v1, v31
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s[2:3], v28, v38
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v30, v27
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[2:3], s[2:3], s[6:7]
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v28, v38
	v_cmp_gt_f32_e64 s[0:1], v29, v26
	s_or_b64 vcc, vcc, s[2:3]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v28, v38, v28, vcc
	v_cndmask_b32_e64 v26, v26, v29, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v27, v27, v30, vcc
	v_cndmask_b32_e64 v1, v31, v1, s[0:1]
.Ltmp111:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v30, v26 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v28 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v29, v1 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v27 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp112:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v30
	v_cmp_eq_f32_e64 s[0:1], v28, v31
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v29
	v_cmp_lt_i32_e64 s[6:7], v27, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v28, v31
	v_cmp_gt_f32_e64 s[0:1], v26, v30
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v28, v31, v28, vcc
	v_cndmask_b32_e64 v26, v30, v26, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v27, v34, v27, vcc
	v_cndmask_b32_e64 v1, v29, v1, s[0:1]
.Ltmp113:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v30, v26 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v28 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v29, v1 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v27 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v30, v30 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v29, v29 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v31 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v34 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp114:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v30
	v_cmp_eq_f32_e64 s[0:1], v28, v31
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v29
	v_cmp_lt_i32_e64 s[6:7], v27, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v28, v31
	v_cmp_gt_f32_e64 s[0:1], v26, v30
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v28, v31, v28, vcc
	v_cndmask_b32_e64 v26, v30, v26, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v27, v34, v27, vcc
	v_cndmask_b32_e64 v1, v29, v1, s[0:1]
.Ltmp115:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v30, v26 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v28 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v29, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v27 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp116:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v30
	v_cmp_eq_f32_e64 s[0:1], v28, v31
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v29
	v_cmp_lt_i32_e64 s[6:7], v27, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v28, v31
	v_cmp_gt_f32_e64 s[0:1], v26, v30
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v28, v31, v28, vcc
	v_cndmask_b32_e64 v26, v30, v26, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v27, v34, v27, vcc
	v_cndmask_b32_e64 v1, v29, v1, s[0:1]
.Ltmp117:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v30, v26 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v28 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v29, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v38, v27 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp118:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v30
	v_cmp_eq_f32_e64 s[0:1], v28, v31
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v29
	v_cmp_lt_i32_e64 s[6:7], v27, v38
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v28, v31
	v_cmp_gt_f32_e64 s[0:1], v26, v30
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v34, v30, v26, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v39, v38, v27, vcc
	v_cndmask_b32_e64 v38, v29, v1, s[0:1]
.Ltmp119:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_lshl_b32 s0, s38, 5
	v_mov_b32_e32 v1, s0
	ds_write_b128 v1, v[6:9]
	ds_write_b128 v1, v[22:25] offset:16
	v_lshlrev_b32_e32 v6, 5, v0
	v_and_b32_e32 v6, 0x60, v6
	v_add_u32_e32 v40, 0, v6
.Ltmp120:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v35, v31, v28, vcc
.Ltmp121:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[22:25], v40
	ds_read_b128 v[26:29], v40 offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v1, v[14:17]
	ds_write_b128 v1, v[32:35] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[14:17], v40
	ds_read_b128 v[6:9], v40 offset:16
	ds_write_b128 v1, v[2:5] offset:128
	ds_write_b128 v1, v[18:21] offset:144
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[18:21], v40 offset:128
	ds_read_b128 v[30:33], v40 offset:144
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v1, v[10:13] offset:128
	ds_write_b128 v1, v[36:39] offset:144
	v_mov_b32_dpp v1, v18 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v10, v22 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v23 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v12, v19 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp122:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v22, v10
	v_cmp_eq_f32_e64 s[0:1], v23, v11
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v18, v1
	v_cmp_lt_i32_e64 s[6:7], v19, v12
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v23, v11
	v_cmp_gt_f32_e64 s[0:1], v22, v10
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v11, v11, v23, vcc
	v_cndmask_b32_e64 v10, v10, v22, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v12, v12, v19, vcc
	v_cndmask_b32_e64 v1, v1, v18, s[0:1]
.Ltmp123:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v18, v10 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp124:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v10, v18
	v_cmp_eq_f32_e64 s[0:1], v11, v19
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v13
	v_cmp_lt_i32_e64 s[6:7], v12, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v11, v19
	v_cmp_gt_f32_e64 s[0:1], v10, v18
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v11, v22, v12, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v10, v13, v1, vcc
.Ltmp125:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v1, v20 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v12, v24 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v13, v25 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v18, v21 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp126:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v24, v12
	v_cmp_eq_f32_e64 s[0:1], v25, v13
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v20, v1
	v_cmp_lt_i32_e64 s[6:7], v21, v18
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v25, v13
	v_cmp_gt_f32_e64 s[0:1], v24, v12
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v13, v13, v25, vcc
	v_cndmask_b32_e64 v12, v12, v24, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v18, v18, v21, vcc
	v_cndmask_b32_e64 v1, v1, v20, s[0:1]
.Ltmp127:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v20, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v13 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[34:37], v40 offset:128
	ds_read_b128 v[2:5], v40 offset:144
.Ltmp128:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v12, v20
	v_cmp_eq_f32_e64 s[0:1], v13, v21
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v19
	v_cmp_lt_i32_e64 s[6:7], v18, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v13, v21
	v_cmp_gt_f32_e64 s[0:1], v12, v20
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v13, v22, v18, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v12, v19, v1, vcc
.Ltmp129:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_dpp v1, v34 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v18, v14 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v15 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v20, v35 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp130:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v14, v18
	v_cmp_eq_f32_e64 s[0:1], v15, v19
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v34, v1
	v_cmp_lt_i32_e64 s[6:7], v35, v20
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v15, v19
	v_cmp_gt_f32_e64 s[0:1], v14, v18
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v15, v19, v15, vcc
	v_cndmask_b32_e64 v14, v18, v14, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v18, v20, v35, vcc
	v_cndmask_b32_e64 v1, v1, v34, s[0:1]
.Ltmp131:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v20, v14 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v15 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp132:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v14, v20
	v_cmp_eq_f32_e64 s[0:1], v15, v21
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v19
	v_cmp_lt_i32_e64 s[6:7], v18, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v15, v21
	v_cmp_gt_f32_e64 s[0:1], v14, v20
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v15, v22, v18, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v14, v19, v1, vcc
.Ltmp133:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v1, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v18, v16 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v17 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v20, v37 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp134:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v16, v18
	v_cmp_eq_f32_e64 s[0:1], v17, v19
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v36, v1
	v_cmp_lt_i32_e64 s[6:7], v37, v20
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v17, v19
	v_cmp_gt_f32_e64 s[0:1], v16, v18
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v17, v19, v17, vcc
	v_cndmask_b32_e64 v16, v18, v16, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v18, v20, v37, vcc
	v_cndmask_b32_e64 v1, v1, v36, s[0:1]
.Ltmp135:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v20, v16 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v17 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp136:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v16, v20
	v_cmp_eq_f32_e64 s[0:1], v17, v21
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v19
	v_cmp_lt_i32_e64 s[6:7], v18, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v17, v21
	v_cmp_gt_f32_e64 s[0:1], v16, v20
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v17, v22, v18, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v16, v19, v1, vcc
.Ltmp137:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v1, v30 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v18, v26 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v27 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v20, v31 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp138:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v18
	v_cmp_eq_f32_e64 s[0:1], v27, v19
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v30, v1
	v_cmp_lt_i32_e64 s[6:7], v31, v20
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v27, v19
	v_cmp_gt_f32_e64 s[0:1], v26, v18
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v19, v19, v27, vcc
	v_cndmask_b32_e64 v18, v18, v26, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v20, v20, v31, vcc
	v_cndmask_b32_e64 v1, v1, v30, s[0:1]
.Ltmp139:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v22, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v19 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v20 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp140:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v18, v22
	v_cmp_eq_f32_e64 s[0:1], v19, v23
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v21
	v_cmp_lt_i32_e64 s[6:7], v20, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v19, v23
	v_cmp_gt_f32_e64 s[0:1], v18, v22
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v19, v24, v20, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v18, v21, v1, vcc
.Ltmp141:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v1, v32 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v20, v28 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v29 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v33 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp142:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v28, v20
	v_cmp_eq_f32_e64 s[0:1], v29, v21
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v32, v1
	v_cmp_lt_i32_e64 s[6:7], v33, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v29, v21
	v_cmp_gt_f32_e64 s[0:1], v28, v20
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v21, v21, v29, vcc
	v_cndmask_b32_e64 v20, v20, v28, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v22, v22, v33, vcc
	v_cndmask_b32_e64 v1, v1, v32, s[0:1]
.Ltmp143:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v24, v20 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v21 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v26, v22 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp144:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v20, v24
	v_cmp_eq_f32_e64 s[0:1], v21, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v23
	v_cmp_lt_i32_e64 s[6:7], v22, v26
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v21, v25
	v_cmp_gt_f32_e64 s[0:1], v20, v24
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v21, v26, v22, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v20, v23, v1, vcc
.Ltmp145:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v1, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v7 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp146:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v6, v22
	v_cmp_eq_f32_e64 s[0:1], v7, v23
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v2, v1
	v_cmp_lt_i32_e64 s[6:7], v3, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v7, v23
	v_cmp_gt_f32_e64 s[0:1], v6, v22
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v7, v23, v7, vcc
	v_cndmask_b32_e64 v6, v22, v6, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v24, v3, vcc
	v_cndmask_b32_e64 v1, v1, v2, s[0:1]
.Ltmp147:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v22, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp148:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v6, v22
	v_cmp_eq_f32_e64 s[0:1], v7, v23
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v2
	v_cmp_lt_i32_e64 s[6:7], v3, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v7, v23
	v_cmp_gt_f32_e64 s[0:1], v6, v22
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v24, v3, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v1, vcc
.Ltmp149:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v1, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v6, v8 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v9 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp150:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v8, v6
	v_cmp_eq_f32_e64 s[0:1], v9, v7
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v4, v1
	v_cmp_lt_i32_e64 s[6:7], v5, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v9, v7
	v_cmp_gt_f32_e64 s[0:1], v8, v6
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cndmask_b32_e64 v6, v6, v8, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v5, v22, v5, vcc
	v_cndmask_b32_e64 v1, v1, v4, s[0:1]
.Ltmp151:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v8, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp152:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v6, v8
	v_cmp_eq_f32_e64 s[0:1], v7, v9
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v4
	v_cmp_lt_i32_e64 s[6:7], v5, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v7, v9
	v_cmp_gt_f32_e64 s[0:1], v6, v8
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v5, v22, v5, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v4, v4, v1, vcc
.Ltmp153:
	.loc	1 49 5                          ; triton_heldout_src.py:49:5
	v_mov_b32_e32 v1, 0
	s_barrier
	ds_write_b128 v1, v[10:13]
	ds_write_b128 v1, v[14:17] offset:16
	ds_write_b128 v1, v[18:21] offset:32
	ds_write_b128 v1, v[2:5] offset:48
	v_and_or_b32 v1, v0, 48, s38
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 5 is_stmt 0                 ; triton_heldout_src.py:0:5
	v_and_b32_e32 v0, 15, v0
	v_lshl_add_u32 v1, v0, 2, 0
	.loc	1 49 5                          ; triton_heldout_src.py:49:5
	ds_read_b32 v2, v1
	v_or_b32_e32 v0, s33, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB0_2:
	.loc	1 45 1 is_stmt 1                ; triton_heldout_src.py:45:1
	s_endpgm
.Ltmp154:
.Lfunc_end0:
	.size	argmax_cols, .Lfunc_end0-argmax_cols
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel argmax_cols
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
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 44
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
	.set .Largmax_cols.num_vgpr, 41
	.set .Largmax_cols.num_agpr, 0
	.set .Largmax_cols.numbered_sgpr, 42
	.set .Largmax_cols.num_named_barrier, 0
	.set .Largmax_cols.private_seg_size, 0
	.set .Largmax_cols.uses_vcc, 1
	.set .Largmax_cols.uses_flat_scratch, 0
	.set .Largmax_cols.has_dyn_sized_stack, 0
	.set .Largmax_cols.has_recursion, 0
	.set .Largmax_cols.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 9092
; TotalNumSgprs: 48
; NumVgprs: 41
; NumAgprs: 0
; TotalNumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 41
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	.byte	4                               ; Abbrev [4] 0x41:0x33 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	49                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0x26 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	223                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x59:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	206                             ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x65:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	186                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
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
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
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
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
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
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
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
	.asciz	"argmax_cols"                   ; string offset=53 ; argmax_cols
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
    .name:           argmax_cols
    .private_segment_fixed_size: 0
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         argmax_cols.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     41
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
