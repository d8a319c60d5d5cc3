	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
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
	.loc	1 46 10                         ; triton_heldout_src.py:46:10
	s_lshl_b32 s33, s12, 4
	.loc	1 49 5                          ; triton_heldout_src.py:49:5
	s_lshr_b32 s38, s0, 6
	.loc	1 46 34                         ; triton_heldout_src.py:46:34
	s_and_b32 s39, s0, 0xc0
	.loc	1 48 25                         ; triton_heldout_src.py:48:25
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
	.loc	1 46 34 is_stmt 1               ; triton_heldout_src.py:46:34
	v_and_or_b32 v1, v0, 63, s39
	.loc	1 48 17                         ; triton_heldout_src.py:48:17
	s_addc_u32 s7, s3, s7
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[36:37], s[40:41], 2
	v_lshlrev_b32_e32 v2, 2, v1
	.loc	1 48 9 is_stmt 0                ; triton_heldout_src.py:48:9
	global_load_dword v3, v2, s[6:7]
	.loc	1 48 17                         ; triton_heldout_src.py:48:17
	s_add_u32 s6, s2, s36
	s_addc_u32 s7, s3, s37
	.loc	1 48 9                          ; triton_heldout_src.py:48:9
	global_load_dword v4, v2, s[6:7]
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
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 48 9                          ; triton_heldout_src.py:48:9
	global_load_dword v5, v2, s[6:7]
	global_load_dword v8, v2, s[30:31]
	global_load_dword v10, v2, s[28:29]
	global_load_dword v11, v2, s[26:27]
	global_load_dword v12, v2, s[24:25]
	global_load_dword v13, v2, s[22:23]
	global_load_dword v18, v2, s[20:21]
	global_load_dword v19, v2, s[18:19]
	global_load_dword v20, v2, s[16:17]
	global_load_dword v21, v2, s[14:15]
	global_load_dword v29, v2, s[12:13]
	global_load_dword v30, v2, s[10:11]
	global_load_dword v26, v2, s[8:9]
	global_load_dword v27, v2, s[0:1]
.Ltmp2:
	.file	2 "SITE/triton/language" "standard.py"
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v6, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v2, v6
	v_cmp_eq_u32_e32 vcc, v2, v1
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v9, v4
	v_cndmask_b32_e32 v28, v2, v6, vcc
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v6, v3
	v_permlane32_swap_b32_e32 v7, v9
	s_nop 0
	v_permlane32_swap_b32_e32 v2, v6
	v_cmp_eq_u32_e64 s[0:1], v7, v4
.Ltmp3:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e32 vcc, v1, v28
.Ltmp4:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_nop 0
	v_cndmask_b32_e64 v7, v7, v9, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v2, v3
.Ltmp5:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v4, v7
	s_and_b64 s[8:9], vcc, s[2:3]
.Ltmp6:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v2, v2, v6, s[0:1]
.Ltmp7:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v3, v2
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v4, v7
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v3, v2
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v7, v4, s[2:3]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
.Ltmp8:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v16, v4
	v_mov_b32_e32 v17, v4
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v15, v2
	v_permlane16_swap_b32_e32 v16, v17
.Ltmp9:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v6, v28, v1, s[0:1]
.Ltmp10:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_permlane16_swap_b32_e32 v14, v15
	v_cmp_eq_u32_e64 s[0:1], v16, v4
.Ltmp11:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v3, v28, v1, s[2:3]
.Ltmp12:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v7, v6
	v_cndmask_b32_e64 v16, v16, v17, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v14, v2
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v9, v6
	v_cndmask_b32_e64 v14, v14, v15, s[0:1]
	v_mov_b32_e32 v15, v3
	s_nop 1
	v_permlane16_swap_b32_e32 v15, v17
	v_permlane16_swap_b32_e32 v7, v9
	v_cmp_eq_u32_e64 s[2:3], v15, v3
.Ltmp13:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v14
	v_cmp_eq_f32_e64 s[6:7], v4, v16
.Ltmp14:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v15, v15, v17, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v7, v6
.Ltmp15:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[8:9], v3, v15
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[8:9], s[6:7]
.Ltmp16:
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v7, v7, v9, s[2:3]
.Ltmp17:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v6, v7
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v4, v16
	v_cmp_gt_f32_e64 s[2:3], v2, v14
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v16, v4, s[0:1]
	v_cndmask_b32_e64 v2, v14, v2, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v3, v15, v3, s[0:1]
	v_cndmask_b32_e64 v6, v7, v6, s[2:3]
.Ltmp18:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v9, v2 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v4 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v6 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v9
	v_cmp_eq_f32_e64 s[2:3], v4, v14
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v6, v7
	v_cmp_lt_i32_e64 s[8:9], v3, v15
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v4, v14
	v_cmp_gt_f32_e64 s[2:3], v2, v9
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v14, v4, s[0:1]
	v_cndmask_b32_e64 v2, v9, v2, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v3, v15, v3, s[0:1]
	v_cndmask_b32_e64 v6, v7, v6, s[2:3]
.Ltmp20:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v9, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v4 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v6 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v9 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v7 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v14 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp21:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v9
	v_cmp_eq_f32_e64 s[2:3], v4, v14
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v6, v7
	v_cmp_lt_i32_e64 s[8:9], v3, v15
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v4, v14
	v_cmp_gt_f32_e64 s[2:3], v2, v9
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v14, v4, s[0:1]
	v_cndmask_b32_e64 v2, v9, v2, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v3, v15, v3, s[0:1]
	v_cndmask_b32_e64 v6, v7, v6, s[2:3]
.Ltmp22:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v9, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp23:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v9
	v_cmp_eq_f32_e64 s[2:3], v4, v14
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v6, v7
	v_cmp_lt_i32_e64 s[8:9], v3, v15
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v4, v14
	v_cmp_gt_f32_e64 s[2:3], v2, v9
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v14, v4, s[0:1]
	v_cndmask_b32_e64 v2, v9, v2, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v3, v15, v3, s[0:1]
	v_cndmask_b32_e64 v9, v7, v6, s[2:3]
.Ltmp24:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v6, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v9 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp25:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v4, v7
	v_cmp_eq_f32_e64 s[2:3], v2, v6
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v3, v15
	v_cmp_lt_i32_e64 s[8:9], v9, v14
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v6
	v_cmp_gt_f32_e64 s[2:3], v4, v7
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v6, v6, v2, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v2, v14, v9, s[0:1]
	v_cndmask_b32_e64 v3, v15, v3, s[2:3]
.Ltmp26:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(12)
	v_mov_b32_e32 v14, v8
	v_mov_b32_e32 v15, v8
.Ltmp27:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v7, v7, v4, s[2:3]
.Ltmp28:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v9, v5
	v_permlane32_swap_b32_e32 v14, v15
	s_nop 0
	v_permlane32_swap_b32_e32 v4, v9
	v_cmp_eq_u32_e64 s[0:1], v14, v8
	s_nop 1
	v_cndmask_b32_e64 v14, v14, v15, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v4, v5
.Ltmp29:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v8, v14
	s_and_b64 s[8:9], vcc, s[2:3]
.Ltmp30:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v4, v4, v9, s[0:1]
.Ltmp31:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v5, v4
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v8, v14
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v5, v4
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v8, v14, v8, s[2:3]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v4, v5, s[0:1]
.Ltmp32:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v22, v8
	v_mov_b32_e32 v23, v8
	v_mov_b32_e32 v16, v4
	v_mov_b32_e32 v17, v4
	v_permlane16_swap_b32_e32 v22, v23
.Ltmp33:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v9, v28, v1, s[0:1]
.Ltmp34:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_permlane16_swap_b32_e32 v16, v17
	v_cmp_eq_u32_e64 s[0:1], v22, v8
.Ltmp35:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v28, v1, s[2:3]
.Ltmp36:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v14, v9
	v_cndmask_b32_e64 v22, v22, v23, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v16, v4
	v_mov_b32_e32 v23, v5
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v16, v16, v17, s[0:1]
	v_mov_b32_e32 v17, v5
	s_nop 1
	v_permlane16_swap_b32_e32 v17, v23
	v_permlane16_swap_b32_e32 v14, v15
	v_cmp_eq_u32_e64 s[2:3], v17, v5
.Ltmp37:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v4, v16
	v_cmp_eq_f32_e64 s[6:7], v8, v22
.Ltmp38:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v17, v17, v23, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v14, v9
.Ltmp39:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[8:9], v5, v17
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[8:9], s[6:7]
.Ltmp40:
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v14, v14, v15, s[2:3]
.Ltmp41:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v9, v14
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v8, v22
	v_cmp_gt_f32_e64 s[2:3], v4, v16
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v8, v22, v8, s[0:1]
	v_cndmask_b32_e64 v4, v16, v4, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v17, v5, s[0:1]
	v_cndmask_b32_e64 v9, v14, v9, s[2:3]
.Ltmp42:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v15, v4 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v8 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v9 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v5 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp43:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v8, v16
	v_cmp_eq_f32_e64 s[2:3], v4, v15
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v5, v17
	v_cmp_lt_i32_e64 s[8:9], v9, v14
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v8, v16
	v_cmp_gt_f32_e64 s[2:3], v4, v15
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v8, v16, v8, s[0:1]
	v_cndmask_b32_e64 v4, v15, v4, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v17, v5, s[0:1]
	v_cndmask_b32_e64 v9, v14, v9, s[2:3]
.Ltmp44:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v15, v4 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v8 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v9 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v5 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v14 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v17 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp45:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v8, v16
	v_cmp_eq_f32_e64 s[2:3], v4, v15
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v5, v17
	v_cmp_lt_i32_e64 s[8:9], v9, v14
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v8, v16
	v_cmp_gt_f32_e64 s[2:3], v4, v15
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v8, v16, v8, s[0:1]
	v_cndmask_b32_e64 v4, v15, v4, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v17, v5, s[0:1]
	v_cndmask_b32_e64 v9, v14, v9, s[2:3]
.Ltmp46:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v15, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v8 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v9 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp47:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v8, v16
	v_cmp_eq_f32_e64 s[2:3], v4, v15
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v5, v17
	v_cmp_lt_i32_e64 s[8:9], v9, v14
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v8, v16
	v_cmp_gt_f32_e64 s[2:3], v4, v15
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v8, v16, v8, s[0:1]
	v_cndmask_b32_e64 v4, v15, v4, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v17, v5, s[0:1]
	v_cndmask_b32_e64 v14, v14, v9, s[2:3]
.Ltmp48:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v16, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v8 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v14 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp49:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v8, v9
	v_cmp_eq_f32_e64 s[2:3], v4, v16
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v5, v17
	v_cmp_lt_i32_e64 s[8:9], v14, v15
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v8, v9
	v_cmp_gt_f32_e64 s[2:3], v4, v16
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v9, v9, v8, s[0:1]
	v_cndmask_b32_e64 v8, v16, v4, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v17, v5, s[0:1]
.Ltmp50:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(10)
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
.Ltmp51:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v4, v15, v14, s[2:3]
.Ltmp52:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v14, v10
	v_mov_b32_e32 v15, v10
	v_permlane32_swap_b32_e32 v16, v17
	s_nop 0
	v_permlane32_swap_b32_e32 v14, v15
	v_cmp_eq_u32_e64 s[0:1], v16, v11
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v14, v10
.Ltmp53:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v11, v16
	s_and_b64 s[8:9], vcc, s[2:3]
.Ltmp54:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v14, v14, v15, s[0:1]
.Ltmp55:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v10, v14
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v11, v16
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v10, v14
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v16, v11, s[2:3]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v10, v14, v10, s[0:1]
.Ltmp56:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v24, v11
	v_mov_b32_e32 v25, v11
	v_mov_b32_e32 v22, v10
	v_mov_b32_e32 v23, v10
	v_permlane16_swap_b32_e32 v24, v25
.Ltmp57:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v15, v28, v1, s[0:1]
.Ltmp58:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_permlane16_swap_b32_e32 v22, v23
	v_cmp_eq_u32_e64 s[0:1], v24, v11
.Ltmp59:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v14, v28, v1, s[2:3]
.Ltmp60:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v16, v15
	v_cndmask_b32_e64 v24, v24, v25, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v22, v10
	v_mov_b32_e32 v25, v14
	v_mov_b32_e32 v17, v15
	v_cndmask_b32_e64 v22, v22, v23, s[0:1]
	v_mov_b32_e32 v23, v14
	s_nop 1
	v_permlane16_swap_b32_e32 v23, v25
	v_permlane16_swap_b32_e32 v16, v17
	v_cmp_eq_u32_e64 s[2:3], v23, v14
.Ltmp61:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v10, v22
	v_cmp_eq_f32_e64 s[6:7], v11, v24
.Ltmp62:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v23, v23, v25, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v16, v15
.Ltmp63:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[8:9], v14, v23
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[8:9], s[6:7]
.Ltmp64:
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v16, v16, v17, s[2:3]
.Ltmp65:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v15, v16
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v24
	v_cmp_gt_f32_e64 s[2:3], v10, v22
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v24, v11, s[0:1]
	v_cndmask_b32_e64 v10, v22, v10, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v14, v23, v14, s[0:1]
	v_cndmask_b32_e64 v15, v16, v15, s[2:3]
.Ltmp66:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v17, v10 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v11 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v15 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v14 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp67:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v11, v22
	v_cmp_eq_f32_e64 s[2:3], v10, v17
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v14, v23
	v_cmp_lt_i32_e64 s[8:9], v15, v16
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v22
	v_cmp_gt_f32_e64 s[2:3], v10, v17
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v22, v11, s[0:1]
	v_cndmask_b32_e64 v10, v17, v10, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v14, v23, v14, s[0:1]
	v_cndmask_b32_e64 v15, v16, v15, s[2:3]
.Ltmp68:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v17, v10 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v11 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v15 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v14 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v17 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v22 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v23 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp69:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v11, v22
	v_cmp_eq_f32_e64 s[2:3], v10, v17
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v14, v23
	v_cmp_lt_i32_e64 s[8:9], v15, v16
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v22
	v_cmp_gt_f32_e64 s[2:3], v10, v17
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v22, v11, s[0:1]
	v_cndmask_b32_e64 v10, v17, v10, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v14, v23, v14, s[0:1]
	v_cndmask_b32_e64 v15, v16, v15, s[2:3]
.Ltmp70:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v17, v10 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v11 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v15 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v14 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp71:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v11, v22
	v_cmp_eq_f32_e64 s[2:3], v10, v17
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v14, v23
	v_cmp_lt_i32_e64 s[8:9], v15, v16
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v22
	v_cmp_gt_f32_e64 s[2:3], v10, v17
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v22, v11, s[0:1]
	v_cndmask_b32_e64 v10, v17, v10, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v17, v23, v14, s[0:1]
	v_cndmask_b32_e64 v16, v16, v15, s[2:3]
.Ltmp72:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v14, v10 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v16 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v17 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp73:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v11, v15
	v_cmp_eq_f32_e64 s[2:3], v10, v14
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v17, v23
	v_cmp_lt_i32_e64 s[8:9], v16, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v11, v15
	v_cmp_gt_f32_e64 s[2:3], v10, v14
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v15, v15, v11, s[0:1]
	v_cndmask_b32_e64 v14, v14, v10, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v11, v23, v17, s[0:1]
	v_cndmask_b32_e64 v10, v22, v16, s[2:3]
.Ltmp74:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v22, v13
	v_mov_b32_e32 v23, v13
	v_mov_b32_e32 v16, v12
	v_mov_b32_e32 v17, v12
	v_permlane32_swap_b32_e32 v22, v23
	s_nop 0
	v_permlane32_swap_b32_e32 v16, v17
	v_cmp_eq_u32_e64 s[0:1], v22, v13
	s_nop 1
	v_cndmask_b32_e64 v22, v22, v23, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v16, v12
.Ltmp75:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v13, v22
	s_and_b64 s[8:9], vcc, s[2:3]
.Ltmp76:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v16, v16, v17, s[0:1]
.Ltmp77:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v16
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v13, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v12, v16
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v22, v13, s[2:3]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v12, v16, v12, s[0:1]
.Ltmp78:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v31, v13
	v_mov_b32_e32 v32, v13
	v_mov_b32_e32 v24, v12
	v_mov_b32_e32 v25, v12
	v_permlane16_swap_b32_e32 v31, v32
.Ltmp79:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v17, v28, v1, s[0:1]
.Ltmp80:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_permlane16_swap_b32_e32 v24, v25
	v_cmp_eq_u32_e64 s[0:1], v31, v13
.Ltmp81:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v16, v28, v1, s[2:3]
.Ltmp82:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v22, v17
	v_cndmask_b32_e64 v31, v31, v32, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v24, v12
	v_mov_b32_e32 v32, v16
	v_mov_b32_e32 v23, v17
	v_cndmask_b32_e64 v24, v24, v25, s[0:1]
	v_mov_b32_e32 v25, v16
	s_nop 1
	v_permlane16_swap_b32_e32 v25, v32
	v_permlane16_swap_b32_e32 v22, v23
	v_cmp_eq_u32_e64 s[2:3], v25, v16
.Ltmp83:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v24
	v_cmp_eq_f32_e64 s[6:7], v13, v31
.Ltmp84:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v25, v25, v32, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v22, v17
.Ltmp85:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[8:9], v16, v25
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[8:9], s[6:7]
.Ltmp86:
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v22, v22, v23, s[2:3]
.Ltmp87:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v17, v22
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v31
	v_cmp_gt_f32_e64 s[2:3], v12, v24
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v31, v13, s[0:1]
	v_cndmask_b32_e64 v12, v24, v12, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v16, v25, v16, s[0:1]
	v_cndmask_b32_e64 v17, v22, v17, s[2:3]
.Ltmp88:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v23, v12 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v13 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v17 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v16 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp89:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v23
	v_cmp_eq_f32_e64 s[2:3], v13, v24
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v17, v22
	v_cmp_lt_i32_e64 s[8:9], v16, v25
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v24
	v_cmp_gt_f32_e64 s[2:3], v12, v23
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v24, v13, s[0:1]
	v_cndmask_b32_e64 v12, v23, v12, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v16, v25, v16, s[0:1]
	v_cndmask_b32_e64 v17, v22, v17, s[2:3]
.Ltmp90:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v23, v12 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v13 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v17 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v16 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v23 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v22 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v24 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp91:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v23
	v_cmp_eq_f32_e64 s[2:3], v13, v24
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v17, v22
	v_cmp_lt_i32_e64 s[8:9], v16, v25
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v24
	v_cmp_gt_f32_e64 s[2:3], v12, v23
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v24, v13, s[0:1]
	v_cndmask_b32_e64 v12, v23, v12, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v16, v25, v16, s[0:1]
	v_cndmask_b32_e64 v17, v22, v17, s[2:3]
.Ltmp92:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v23, v12 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v13 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v17 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v16 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp93:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v23
	v_cmp_eq_f32_e64 s[2:3], v13, v24
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v17, v22
	v_cmp_lt_i32_e64 s[8:9], v16, v25
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v24
	v_cmp_gt_f32_e64 s[2:3], v12, v23
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v24, v13, s[0:1]
	v_cndmask_b32_e64 v12, v23, v12, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v23, v25, v16, s[0:1]
	v_cndmask_b32_e64 v22, v22, v17, s[2:3]
.Ltmp94:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v16, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v13 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v22 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp95:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v12, v16
	v_cmp_eq_f32_e64 s[2:3], v13, v17
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v22, v24
	v_cmp_lt_i32_e64 s[8:9], v23, v25
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v13, v17
	v_cmp_gt_f32_e64 s[2:3], v12, v16
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v17, v17, v13, s[0:1]
	v_cndmask_b32_e64 v16, v16, v12, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v13, v25, v23, s[0:1]
	v_cndmask_b32_e64 v12, v24, v22, s[2:3]
.Ltmp96:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v22, v18
	v_mov_b32_e32 v23, v18
	v_permlane32_swap_b32_e32 v24, v25
	s_nop 0
	v_permlane32_swap_b32_e32 v22, v23
	v_cmp_eq_u32_e64 s[0:1], v24, v19
	s_nop 1
	v_cndmask_b32_e64 v24, v24, v25, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v22, v18
.Ltmp97:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v19, v24
	s_and_b64 s[8:9], vcc, s[2:3]
.Ltmp98:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v22, v22, v23, s[0:1]
.Ltmp99:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v18, v22
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v19, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v18, v22
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v19, v24, v19, s[2:3]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v18, v22, v18, s[0:1]
.Ltmp100:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v33, v19
	v_mov_b32_e32 v34, v19
	v_mov_b32_e32 v31, v18
	v_mov_b32_e32 v32, v18
	v_permlane16_swap_b32_e32 v33, v34
.Ltmp101:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v23, v28, v1, s[0:1]
.Ltmp102:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_permlane16_swap_b32_e32 v31, v32
	v_cmp_eq_u32_e64 s[0:1], v33, v19
.Ltmp103:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v28, v1, s[2:3]
.Ltmp104:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v24, v23
	v_cndmask_b32_e64 v33, v33, v34, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v31, v18
	v_mov_b32_e32 v34, v22
	v_mov_b32_e32 v25, v23
	v_cndmask_b32_e64 v31, v31, v32, s[0:1]
	v_mov_b32_e32 v32, v22
	s_nop 1
	v_permlane16_swap_b32_e32 v32, v34
	v_permlane16_swap_b32_e32 v24, v25
	v_cmp_eq_u32_e64 s[2:3], v32, v22
.Ltmp105:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v18, v31
	v_cmp_eq_f32_e64 s[6:7], v19, v33
.Ltmp106:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v32, v32, v34, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v24, v23
.Ltmp107:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[8:9], v22, v32
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[8:9], s[6:7]
.Ltmp108:
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v24, v24, v25, s[2:3]
.Ltmp109:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v23, v24
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v19, v33
	v_cmp_gt_f32_e64 s[2:3], v18, v31
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v19, v33, v19, s[0:1]
	v_cndmask_b32_e64 v18, v31, v18, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v32, v22, s[0:1]
	v_cndmask_b32_e64 v23, v24, v23, s[2:3]
.Ltmp110:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v25, v18 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v19 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v23 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v22 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp111:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v19, v31
	v_cmp_eq_f32_e64 s[2:3], v18, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v22, v32
	v_cmp_lt_i32_e64 s[8:9], v23, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v19, v31
	v_cmp_gt_f32_e64 s[2:3], v18, v25
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v19, v31, v19, s[0:1]
	v_cndmask_b32_e64 v18, v25, v18, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v32, v22, s[0:1]
	v_cndmask_b32_e64 v23, v24, v23, s[2:3]
.Ltmp112:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v25, v18 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v19 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v23 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v22 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v24 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v31 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v32 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp113:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v19, v31
	v_cmp_eq_f32_e64 s[2:3], v18, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v22, v32
	v_cmp_lt_i32_e64 s[8:9], v23, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v19, v31
	v_cmp_gt_f32_e64 s[2:3], v18, v25
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v19, v31, v19, s[0:1]
	v_cndmask_b32_e64 v18, v25, v18, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v22, v32, v22, s[0:1]
	v_cndmask_b32_e64 v23, v24, v23, s[2:3]
.Ltmp114:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v25, v18 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v19 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v23 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v22 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp115:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v19, v31
	v_cmp_eq_f32_e64 s[2:3], v18, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v22, v32
	v_cmp_lt_i32_e64 s[8:9], v23, v24
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v19, v31
	v_cmp_gt_f32_e64 s[2:3], v18, v25
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v19, v31, v19, s[0:1]
	v_cndmask_b32_e64 v18, v25, v18, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v25, v32, v22, s[0:1]
	v_cndmask_b32_e64 v24, v24, v23, s[2:3]
.Ltmp116:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v22, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v19 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v24 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v25 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp117:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v19, v23
	v_cmp_eq_f32_e64 s[2:3], v18, v22
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v25, v32
	v_cmp_lt_i32_e64 s[8:9], v24, v31
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v19, v23
	v_cmp_gt_f32_e64 s[2:3], v18, v22
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v23, v23, v19, s[0:1]
	v_cndmask_b32_e64 v22, v22, v18, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v19, v32, v25, s[0:1]
	v_cndmask_b32_e64 v18, v31, v24, s[2:3]
.Ltmp118:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v31, v21
	v_mov_b32_e32 v32, v21
	v_mov_b32_e32 v24, v20
	v_mov_b32_e32 v25, v20
	v_permlane32_swap_b32_e32 v31, v32
	s_nop 0
	v_permlane32_swap_b32_e32 v24, v25
	v_cmp_eq_u32_e64 s[0:1], v31, v21
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v32, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v24, v20
.Ltmp119:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v21, v31
	s_and_b64 s[8:9], vcc, s[2:3]
.Ltmp120:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v24, v24, v25, s[0:1]
.Ltmp121:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v20, v24
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v21, v31
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v20, v24
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v31, v21, s[2:3]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v20, v24, v20, s[0:1]
.Ltmp122:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v35, v21
	v_mov_b32_e32 v36, v21
	v_mov_b32_e32 v33, v20
	v_mov_b32_e32 v34, v20
	v_permlane16_swap_b32_e32 v35, v36
.Ltmp123:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v25, v28, v1, s[0:1]
.Ltmp124:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_permlane16_swap_b32_e32 v33, v34
	v_cmp_eq_u32_e64 s[0:1], v35, v21
.Ltmp125:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v24, v28, v1, s[2:3]
.Ltmp126:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v31, v25
	v_cndmask_b32_e64 v35, v35, v36, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v33, v20
	v_mov_b32_e32 v36, v24
	v_mov_b32_e32 v32, v25
	v_cndmask_b32_e64 v33, v33, v34, s[0:1]
	v_mov_b32_e32 v34, v24
	s_nop 1
	v_permlane16_swap_b32_e32 v34, v36
	v_permlane16_swap_b32_e32 v31, v32
	v_cmp_eq_u32_e64 s[2:3], v34, v24
.Ltmp127:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v20, v33
	v_cmp_eq_f32_e64 s[6:7], v21, v35
.Ltmp128:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v34, v34, v36, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v31, v25
.Ltmp129:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[8:9], v24, v34
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[8:9], s[6:7]
.Ltmp130:
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v31, v31, v32, s[2:3]
.Ltmp131:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v25, v31
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v35
	v_cmp_gt_f32_e64 s[2:3], v20, v33
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v35, v21, s[0:1]
	v_cndmask_b32_e64 v20, v33, v20, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v24, v34, v24, s[0:1]
	v_cndmask_b32_e64 v25, v31, v25, s[2:3]
.Ltmp132:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v20 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v21 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v25 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v24 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp133:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v20, v32
	v_cmp_eq_f32_e64 s[2:3], v21, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v25, v31
	v_cmp_lt_i32_e64 s[8:9], v24, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v33
	v_cmp_gt_f32_e64 s[2:3], v20, v32
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v33, v21, s[0:1]
	v_cndmask_b32_e64 v20, v32, v20, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v24, v34, v24, s[0:1]
	v_cndmask_b32_e64 v25, v31, v25, s[2:3]
.Ltmp134:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v20 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v21 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v25 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v24 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v32 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v31 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v33 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v34 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp135:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v20, v32
	v_cmp_eq_f32_e64 s[2:3], v21, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v25, v31
	v_cmp_lt_i32_e64 s[8:9], v24, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v33
	v_cmp_gt_f32_e64 s[2:3], v20, v32
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v33, v21, s[0:1]
	v_cndmask_b32_e64 v20, v32, v20, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v24, v34, v24, s[0:1]
	v_cndmask_b32_e64 v25, v31, v25, s[2:3]
.Ltmp136:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v20 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v21 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v25 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v24 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp137:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v20, v32
	v_cmp_eq_f32_e64 s[2:3], v21, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v25, v31
	v_cmp_lt_i32_e64 s[8:9], v24, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v33
	v_cmp_gt_f32_e64 s[2:3], v20, v32
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v33, v21, s[0:1]
	v_cndmask_b32_e64 v20, v32, v20, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v32, v34, v24, s[0:1]
	v_cndmask_b32_e64 v31, v31, v25, s[2:3]
.Ltmp138:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v24, v20 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v21 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v31 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v32 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp139:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v20, v24
	v_cmp_eq_f32_e64 s[2:3], v21, v25
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v31, v33
	v_cmp_lt_i32_e64 s[8:9], v32, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v21, v25
	v_cmp_gt_f32_e64 s[2:3], v20, v24
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v25, v25, v21, s[0:1]
	v_cndmask_b32_e64 v24, v24, v20, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v21, v34, v32, s[0:1]
	v_cndmask_b32_e64 v20, v33, v31, s[2:3]
.Ltmp140:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v33, v30
	v_mov_b32_e32 v34, v30
	v_mov_b32_e32 v31, v29
	v_mov_b32_e32 v32, v29
	v_permlane32_swap_b32_e32 v33, v34
	s_nop 0
	v_permlane32_swap_b32_e32 v31, v32
	v_cmp_eq_u32_e64 s[0:1], v33, v30
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v34, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v31, v29
.Ltmp141:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v30, v33
	s_and_b64 s[8:9], vcc, s[2:3]
.Ltmp142:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v31, v31, v32, s[0:1]
.Ltmp143:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v29, v31
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v30, v33
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v29, v31
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v30, v33, v30, s[2:3]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v29, v31, v29, s[0:1]
.Ltmp144:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v37, v30
	v_mov_b32_e32 v38, v30
	v_mov_b32_e32 v35, v29
	v_mov_b32_e32 v36, v29
	v_permlane16_swap_b32_e32 v37, v38
.Ltmp145:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v32, v28, v1, s[0:1]
.Ltmp146:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_permlane16_swap_b32_e32 v35, v36
	v_cmp_eq_u32_e64 s[0:1], v37, v30
.Ltmp147:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v28, v1, s[2:3]
.Ltmp148:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v33, v32
	v_cndmask_b32_e64 v37, v37, v38, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v35, v29
	v_mov_b32_e32 v38, v31
	v_mov_b32_e32 v34, v32
	v_cndmask_b32_e64 v35, v35, v36, s[0:1]
	v_mov_b32_e32 v36, v31
	s_nop 1
	v_permlane16_swap_b32_e32 v36, v38
	v_permlane16_swap_b32_e32 v33, v34
	v_cmp_eq_u32_e64 s[2:3], v36, v31
.Ltmp149:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v29, v35
	v_cmp_eq_f32_e64 s[6:7], v30, v37
.Ltmp150:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v36, v36, v38, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v33, v32
.Ltmp151:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[8:9], v31, v36
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[8:9], s[6:7]
.Ltmp152:
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v33, v33, v34, s[2:3]
.Ltmp153:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v32, v33
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v30, v37
	v_cmp_gt_f32_e64 s[2:3], v29, v35
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[8:9]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v30, v37, v30, s[0:1]
	v_cndmask_b32_e64 v29, v35, v29, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v36, v31, s[0:1]
	v_cndmask_b32_e64 v32, v33, v32, s[2:3]
.Ltmp154:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v34, v29 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v30 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v32 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v31 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp155:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v29, v34
	v_cmp_eq_f32_e64 s[2:3], v30, v35
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v32, v33
	v_cmp_lt_i32_e64 s[8:9], v31, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v30, v35
	v_cmp_gt_f32_e64 s[2:3], v29, v34
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v30, v35, v30, s[0:1]
	v_cndmask_b32_e64 v29, v34, v29, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v36, v31, s[0:1]
	v_cndmask_b32_e64 v32, v33, v32, s[2:3]
.Ltmp156:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v34, v29 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v30 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v32 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v31 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v34 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v33 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v35 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v36 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp157:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v29, v34
	v_cmp_eq_f32_e64 s[2:3], v30, v35
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v32, v33
	v_cmp_lt_i32_e64 s[8:9], v31, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v30, v35
	v_cmp_gt_f32_e64 s[2:3], v29, v34
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v30, v35, v30, s[0:1]
	v_cndmask_b32_e64 v29, v34, v29, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v36, v31, s[0:1]
	v_cndmask_b32_e64 v32, v33, v32, s[2:3]
.Ltmp158:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v34, v29 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v30 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v32 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v31 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp159:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v29, v34
	v_cmp_eq_f32_e64 s[2:3], v30, v35
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v32, v33
	v_cmp_lt_i32_e64 s[8:9], v31, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v30, v35
	v_cmp_gt_f32_e64 s[2:3], v29, v34
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v30, v35, v30, s[0:1]
	v_cndmask_b32_e64 v29, v34, v29, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v34, v36, v31, s[0:1]
	v_cndmask_b32_e64 v32, v33, v32, s[2:3]
.Ltmp160:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v35, v29 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v31, v30 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v32 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v34 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp161:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v29, v35
	v_cmp_eq_f32_e64 s[2:3], v30, v31
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v32, v33
	v_cmp_lt_i32_e64 s[8:9], v34, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v30, v31
	v_cmp_gt_f32_e64 s[2:3], v29, v35
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v31, v31, v30, s[0:1]
	v_cndmask_b32_e64 v30, v35, v29, s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v35, v36, v34, s[0:1]
	v_cndmask_b32_e64 v34, v33, v32, s[2:3]
.Ltmp162:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v33, v27
	v_mov_b32_e32 v36, v27
	v_mov_b32_e32 v29, v26
	v_mov_b32_e32 v32, v26
	v_permlane32_swap_b32_e32 v33, v36
	s_nop 0
	v_permlane32_swap_b32_e32 v29, v32
	v_cmp_eq_u32_e64 s[0:1], v33, v27
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v36, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v29, v26
.Ltmp163:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v27, v33
	s_and_b64 s[2:3], vcc, s[2:3]
.Ltmp164:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v29, v29, v32, s[0:1]
.Ltmp165:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v26, v29
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v27, v33
	v_cmp_gt_f32_e64 s[0:1], v26, v29
	s_or_b64 vcc, vcc, s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v27, v33, v27, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v26, v29, v26, s[0:1]
.Ltmp166:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v37, v27
	v_mov_b32_e32 v38, v27
	v_mov_b32_e32 v33, v26
	v_mov_b32_e32 v36, v26
	v_permlane16_swap_b32_e32 v37, v38
.Ltmp167:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v29, v28, v1, vcc
.Ltmp168:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_permlane16_swap_b32_e32 v33, v36
	v_cmp_eq_u32_e32 vcc, v37, v27
.Ltmp169:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
.Ltmp170:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v28, v1
	v_cndmask_b32_e32 v37, v37, v38, vcc
	v_cmp_eq_u32_e32 vcc, v33, v26
	v_mov_b32_e32 v38, v29
	v_mov_b32_e32 v32, v1
	v_cndmask_b32_e32 v33, v33, v36, vcc
	v_mov_b32_e32 v36, v29
	s_nop 1
	v_permlane16_swap_b32_e32 v36, v38
	v_permlane16_swap_b32_e32 v28, v32
	v_cmp_eq_u32_e64 s[0:1], v36, v29
.Ltmp171:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v33
	v_cmp_eq_f32_e64 s[2:3], v27, v37
.Ltmp172:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v36, v36, v38, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v28, v1
.Ltmp173:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v29, v36
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[2:3], s[6:7], s[2:3]
.Ltmp174:
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_cndmask_b32_e64 v28, v28, v32, s[0:1]
.Ltmp175:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v1, v28
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], vcc
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v27, v37
	v_cmp_gt_f32_e64 s[0:1], v26, v33
	s_or_b64 vcc, vcc, s[2:3]
	s_or_b64 s[0:1], s[0:1], s[6:7]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v27, v37, v27, vcc
	v_cndmask_b32_e64 v26, v33, v26, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v29, v36, v29, vcc
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
.Ltmp176:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v26 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v27 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v28, v1 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v29 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp177:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v32
	v_cmp_eq_f32_e64 s[0:1], v27, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v28
	v_cmp_lt_i32_e64 s[6:7], v29, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v27, v33
	v_cmp_gt_f32_e64 s[0:1], v26, v32
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v27, v33, v27, vcc
	v_cndmask_b32_e64 v26, v32, v26, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v29, v36, v29, vcc
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
.Ltmp178:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v26 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v27 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v28, v1 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v29 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v32, v32 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v28, v28 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v33 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v36 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp179:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v32
	v_cmp_eq_f32_e64 s[0:1], v27, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v28
	v_cmp_lt_i32_e64 s[6:7], v29, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v27, v33
	v_cmp_gt_f32_e64 s[0:1], v26, v32
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v27, v33, v27, vcc
	v_cndmask_b32_e64 v26, v32, v26, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v29, v36, v29, vcc
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
.Ltmp180:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v26 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v27 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v28, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v29 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp181:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v32
	v_cmp_eq_f32_e64 s[0:1], v27, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v28
	v_cmp_lt_i32_e64 s[6:7], v29, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v27, v33
	v_cmp_gt_f32_e64 s[0:1], v26, v32
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v27, v33, v27, vcc
	v_cndmask_b32_e64 v26, v32, v26, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v29, v36, v29, vcc
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
.Ltmp182:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v32, v26 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v33, v27 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v28, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v29 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp183:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v26, v32
	v_cmp_eq_f32_e64 s[0:1], v27, v33
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v28
	v_cmp_lt_i32_e64 s[6:7], v29, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v27, v33
	v_cmp_gt_f32_e64 s[0:1], v26, v32
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v37, v36, v29, vcc
	v_cndmask_b32_e64 v36, v28, v1, s[0:1]
.Ltmp184:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_e32 v1, s39
.Ltmp185:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v33, v33, v27, vcc
	v_cndmask_b32_e64 v32, v32, v26, s[0:1]
.Ltmp186:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	ds_write_b128 v1, v[6:9]
	ds_write_b128 v1, v[14:17] offset:16
	ds_write_b128 v1, v[22:25] offset:32
	ds_write_b128 v1, v[30:33] offset:48
	v_lshlrev_b32_e32 v6, 6, v0
	v_and_b32_e32 v6, 0xc0, v6
	v_add_u32_e32 v38, 0, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[14:17], v38
	ds_read_b128 v[22:25], v38 offset:16
	ds_read_b128 v[26:29], v38 offset:32
	ds_read_b128 v[6:9], v38 offset:48
	ds_write_b128 v1, v[2:5] offset:256
	ds_write_b128 v1, v[10:13] offset:272
	ds_write_b128 v1, v[18:21] offset:288
	ds_write_b128 v1, v[34:37] offset:304
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[10:13], v38 offset:256
	ds_read_b128 v[18:21], v38 offset:272
	ds_read_b128 v[30:33], v38 offset:288
	ds_read_b128 v[2:5], v38 offset:304
	v_mov_b32_dpp v34, v14 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt lgkmcnt(3)
	v_mov_b32_dpp v1, v10 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v15 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v11 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp187:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v14, v34
	v_cmp_eq_f32_e64 s[0:1], v15, v35
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v10, v1
	v_cmp_lt_i32_e64 s[6:7], v11, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v15, v35
	v_cmp_gt_f32_e64 s[0:1], v14, v34
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v15, v35, v15, vcc
	v_cndmask_b32_e64 v14, v34, v14, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v11, v36, v11, vcc
	v_cndmask_b32_e64 v1, v1, v10, s[0:1]
.Ltmp188:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v34, v14 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v35, v15 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v10, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v36, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp189:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v14, v34
	v_cmp_eq_f32_e64 s[0:1], v15, v35
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v10
	v_cmp_lt_i32_e64 s[6:7], v11, v36
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v15, v35
	v_cmp_gt_f32_e64 s[0:1], v14, v34
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v11, v36, v11, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v10, v10, v1, vcc
.Ltmp190:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v1, v12 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v16 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v17 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v13 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp191:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v16, v14
	v_cmp_eq_f32_e64 s[0:1], v17, v15
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v12, v1
	v_cmp_lt_i32_e64 s[6:7], v13, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v17, v15
	v_cmp_gt_f32_e64 s[0:1], v16, v14
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_cndmask_b32_e64 v14, v14, v16, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v13, v34, v13, vcc
	v_cndmask_b32_e64 v1, v1, v12, s[0:1]
.Ltmp192:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v16, v14 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v15 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v12, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v34, v13 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp193:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v14, v16
	v_cmp_eq_f32_e64 s[0:1], v15, v17
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v12
	v_cmp_lt_i32_e64 s[6:7], v13, v34
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v15, v17
	v_cmp_gt_f32_e64 s[0:1], v14, v16
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v13, v34, v13, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v12, v12, v1, vcc
.Ltmp194:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt lgkmcnt(2)
	v_mov_b32_dpp v1, v18 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v14, v22 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v15, v23 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v19 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp195:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v22, v14
	v_cmp_eq_f32_e64 s[0:1], v23, v15
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v18, v1
	v_cmp_lt_i32_e64 s[6:7], v19, v16
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v23, v15
	v_cmp_gt_f32_e64 s[0:1], v22, v14
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v15, v15, v23, vcc
	v_cndmask_b32_e64 v14, v14, v22, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v16, v16, v19, vcc
	v_cndmask_b32_e64 v1, v1, v18, s[0:1]
.Ltmp196:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v18, v14 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v15 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v16 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp197:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v14, v18
	v_cmp_eq_f32_e64 s[0:1], v15, v19
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v17
	v_cmp_lt_i32_e64 s[6:7], v16, v22
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v15, v19
	v_cmp_gt_f32_e64 s[0:1], v14, v18
	s_or_b64 vcc, vcc, s[6:7]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v15, v22, v16, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v14, v17, v1, vcc
.Ltmp198:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v1, v20 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v24 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v17, v25 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v18, v21 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp199:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v24, v16
	v_cmp_eq_f32_e64 s[0:1], v25, v17
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v20, v1
	v_cmp_lt_i32_e64 s[6:7], v21, v18
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v25, v17
	v_cmp_gt_f32_e64 s[0:1], v24, v16
	s_or_b64 vcc, vcc, s[6:7]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v16, v16, v24, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ] ] ]
	v_cndmask_b32_e32 v18, v18, v21, vcc
	v_cndmask_b32_e64 v1, v1, v20, s[0:1]
.Ltmp200:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v20, v16 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v17 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp201:
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
.Ltmp202:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_dpp v1, v30 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v18, v26 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v19, v27 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v20, v31 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp203:
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
.Ltmp204:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v22, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v19 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v20 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp205:
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
.Ltmp206:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v1, v32 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v20, v28 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v21, v29 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v33 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp207:
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
.Ltmp208:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v24, v20 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v21 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v26, v22 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp209:
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
.Ltmp210:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v1, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v7 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp211:
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
.Ltmp212:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v22, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp213:
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
.Ltmp214:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v1, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v6, v8 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v7, v9 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp215:
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
.Ltmp216:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_heldout_src.py:49:26 ] ]
	v_mov_b32_dpp v8, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v22, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp217:
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
.Ltmp218:
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
.Ltmp219:
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
		.amdhsa_next_free_vgpr 39
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 40
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
	.set .Largmax_cols.num_vgpr, 39
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
; codeLenInByte = 9896
; TotalNumSgprs: 48
; NumVgprs: 39
; NumAgprs: 0
; TotalNumVgprs: 39
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 39
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
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
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
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
	.byte	1                               ; Abbrev [1] 0xb:0x7b DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x55 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x43 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp2                          ; DW_AT_low_pc
	.long	.Ltmp218-.Ltmp2                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	49                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x55:0x2e DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp2                          ; DW_AT_low_pc
	.long	.Ltmp218-.Ltmp2                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	223                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x69:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	206                             ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x75:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
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
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
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
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp159-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
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
    .vgpr_count:     39
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
