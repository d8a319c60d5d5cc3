	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	row_sum                         ; -- Begin function row_sum
	.p2align	8
	.type	row_sum,@function
row_sum:                                ; @row_sum
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 139 0 prologue_end            ; triton_heldout_src.py:139:0
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
	.loc	1 143 5 is_stmt 1               ; triton_heldout_src.py:143:5
	v_readfirstlane_b32 s1, v0
	.loc	1 140 34                        ; triton_heldout_src.py:140:34
	s_and_b32 s7, s1, 0x1c0
	v_and_or_b32 v1, v0, 63, s7
	.loc	1 140 10 is_stmt 0              ; triton_heldout_src.py:140:10
	s_lshl_b32 s0, s12, 8
	.loc	1 140 34                        ; triton_heldout_src.py:140:34
	v_lshrrev_b32_e32 v2, 5, v1
	.loc	1 140 10                        ; triton_heldout_src.py:140:10
	v_or_b32_e32 v6, s0, v2
	.loc	1 142 25 is_stmt 1              ; triton_heldout_src.py:142:25
	v_mul_lo_u32 v2, v6, s6
	.loc	1 142 17 is_stmt 0              ; triton_heldout_src.py:142:17
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 142 43                        ; triton_heldout_src.py:142:43
	v_and_b32_e32 v0, 31, v0
	.loc	1 140 10 is_stmt 1              ; triton_heldout_src.py:140:10
	v_or_b32_e32 v10, 64, v6
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[2:3]
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	.loc	1 140 10                        ; triton_heldout_src.py:140:10
	v_or_b32_e32 v11, 0x50, v6
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	v_mul_lo_u32 v10, v10, s6
	.loc	1 142 9 is_stmt 0               ; triton_heldout_src.py:142:9
	global_load_dword v0, v[2:3], off
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	v_mul_lo_u32 v12, v11, s6
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[2:3]
	.loc	1 140 10 is_stmt 1              ; triton_heldout_src.py:140:10
	v_or_b32_e32 v7, 16, v6
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[4:5]
	.loc	1 142 9 is_stmt 0               ; triton_heldout_src.py:142:9
	global_load_dword v11, v[10:11], off
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	v_mul_lo_u32 v2, v7, s6
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	global_load_dword v3, v[2:3], off
	.loc	1 140 10 is_stmt 1              ; triton_heldout_src.py:140:10
	v_or_b32_e32 v13, 0x60, v6
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	v_mul_lo_u32 v14, v13, s6
	.loc	1 142 17 is_stmt 0              ; triton_heldout_src.py:142:17
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[2:3]
	.loc	1 140 10 is_stmt 1              ; triton_heldout_src.py:140:10
	v_or_b32_e32 v8, 32, v6
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[4:5]
	.loc	1 140 10                        ; triton_heldout_src.py:140:10
	v_or_b32_e32 v9, 48, v6
	v_or_b32_e32 v15, 0x70, v6
	v_or_b32_e32 v17, 0x80, v6
	v_or_b32_e32 v19, 0x90, v6
	v_or_b32_e32 v21, 0xb0, v6
	v_or_b32_e32 v23, 0xc0, v6
	v_or_b32_e32 v25, 0xd0, v6
	v_or_b32_e32 v27, 0xe0, v6
	v_or_b32_e32 v29, 0xf0, v6
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	global_load_dword v13, v[12:13], off
	.loc	1 140 10                        ; triton_heldout_src.py:140:10
	v_or_b32_e32 v2, 0xa0, v6
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	v_mul_lo_u32 v6, v8, s6
	.loc	1 142 17 is_stmt 0              ; triton_heldout_src.py:142:17
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	global_load_dword v7, v[6:7], off
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	v_mul_lo_u32 v8, v9, s6
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[4:5]
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	global_load_dword v9, v[8:9], off
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	v_mul_lo_u32 v16, v15, s6
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[2:3]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[4:5]
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	global_load_dword v15, v[14:15], off
	.loc	1 142 25                        ; triton_heldout_src.py:142:25
	v_mul_lo_u32 v18, v17, s6
	v_mul_lo_u32 v20, v19, s6
	v_mul_lo_u32 v22, v2, s6
	v_mul_lo_u32 v24, v21, s6
	v_mul_lo_u32 v26, v23, s6
	v_mul_lo_u32 v28, v25, s6
	v_mul_lo_u32 v30, v27, s6
	v_mul_lo_u32 v32, v29, s6
	.loc	1 142 17                        ; triton_heldout_src.py:142:17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[2:3]
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[2:3]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[2:3]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[2:3]
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[2:3]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[2:3]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[2:3]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[2:3]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[4:5]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[4:5]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[4:5]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[4:5]
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[32:33], 0, v[4:5]
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	global_load_dword v33, v[16:17], off
	global_load_dword v35, v[18:19], off
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v6, v0
	s_nop 1
	v_permlane16_swap_b32_e32 v2, v6
	v_cmp_eq_u32_e32 vcc, v2, v0
.Ltmp3:
	.loc	1 143 5                         ; triton_heldout_src.py:143:5
	s_bitcmp1_b32 s1, 8
.Ltmp4:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v8, v7
	v_cndmask_b32_e32 v2, v2, v6, vcc
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_add_f32_e32 v0, v0, v2
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v6, v3
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 0
	v_add_f32_dpp v0, v0, v0 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp9:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v2, v2, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp10:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v0, v3
	s_nop 1
	v_permlane16_swap_b32_e32 v0, v6
	v_cmp_eq_u32_e32 vcc, v0, v3
	v_mov_b32_dpp v16, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v17, v0, v6, vcc
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[16:17]
.Ltmp12:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	global_load_dword v17, v[20:21], off
	global_load_dword v19, v[22:23], off
	global_load_dword v37, v[24:25], off
	global_load_dword v39, v[26:27], off
.Ltmp13:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_add_f32_dpp v0, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp14:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp15:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v6, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v7
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v8
	v_cmp_eq_u32_e32 vcc, v3, v7
	v_mov_b32_dpp v2, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v8, vcc
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[6:7], v[2:3]
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt vmcnt(7)
	v_mov_b32_e32 v6, v9
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_add_f32_dpp v20, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v8, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v9
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v6
	v_cmp_eq_u32_e32 vcc, v3, v9
	v_mov_b32_dpp v2, v8 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[8:9], v[2:3]
.Ltmp24:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v6, v11
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 0
	v_add_f32_dpp v21, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v10, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v11
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v6
	v_cmp_eq_u32_e32 vcc, v3, v11
	v_mov_b32_dpp v2, v10 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[10:11], v[2:3]
.Ltmp30:
	.loc	1 142 9                         ; triton_heldout_src.py:142:9
	global_load_dword v7, v[28:29], off
	global_load_dword v9, v[30:31], off
	global_load_dword v11, v[4:5], off
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_add_f32_dpp v22, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp32:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v6, v13
	s_waitcnt vmcnt(9)
	v_mov_b32_e32 v5, v15
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v8, v7
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_add_f32_dpp v12, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp34:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v13
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v6
	v_cmp_eq_u32_e32 vcc, v3, v13
	v_mov_b32_dpp v2, v12 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.Ltmp36:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v6, v33
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 0
	v_add_f32_dpp v4, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp38:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v14, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp40:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v15
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v5
	v_cmp_eq_u32_e32 vcc, v3, v15
	v_mov_b32_dpp v2, v14 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v5, vcc
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[14:15], v[2:3]
	s_nop 1
	v_add_f32_dpp v5, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp42:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v32, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp44:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v33
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v6
	v_cmp_eq_u32_e32 vcc, v3, v33
	v_mov_b32_dpp v2, v32 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[32:33], v[2:3]
.Ltmp46:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v6, v35
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 0
	v_add_f32_dpp v12, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp48:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v34, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp50:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v35
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v6
	v_cmp_eq_u32_e32 vcc, v3, v35
	v_mov_b32_dpp v2, v34 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[34:35], v[2:3]
.Ltmp52:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v6, v17
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 0
	v_add_f32_dpp v13, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp54:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v16, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp56:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v17
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v6
	v_cmp_eq_u32_e32 vcc, v3, v17
	v_mov_b32_dpp v2, v16 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[16:17], v[2:3]
.Ltmp58:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v6, v19
.Ltmp59:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 0
	v_add_f32_dpp v14, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp60:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v18, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp62:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v19
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v6
	v_cmp_eq_u32_e32 vcc, v3, v19
	v_mov_b32_dpp v2, v18 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
.Ltmp63:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[18:19], v[2:3]
.Ltmp64:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v6, v37
.Ltmp65:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 0
	v_add_f32_dpp v15, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp66:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp67:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v36, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp68:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v37
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v6
	v_cmp_eq_u32_e32 vcc, v3, v37
	v_mov_b32_dpp v2, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
.Ltmp69:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[36:37], v[2:3]
.Ltmp70:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v6, v39
.Ltmp71:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 0
	v_add_f32_dpp v16, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp72:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp73:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v38, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp74:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v39
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v6
	v_cmp_eq_u32_e32 vcc, v3, v39
	v_mov_b32_dpp v2, v38 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
.Ltmp75:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[38:39], v[2:3]
	s_nop 1
	v_add_f32_dpp v17, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp76:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp77:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v6, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp78:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v7
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v8
	v_cmp_eq_u32_e32 vcc, v3, v7
	v_mov_b32_dpp v2, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v8, vcc
.Ltmp79:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[6:7], v[2:3]
.Ltmp80:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v7, v9
.Ltmp81:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_add_f32_dpp v6, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp82:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp83:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v8, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp84:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v9
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v7
	v_cmp_eq_u32_e32 vcc, v3, v9
	v_mov_b32_dpp v2, v8 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v7, vcc
.Ltmp85:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[8:9], v[2:3]
.Ltmp86:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v11
.Ltmp87:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_add_f32_dpp v7, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp88:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 1
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp89:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v10, v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp90:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	v_mov_b32_e32 v3, v11
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v8
	v_cmp_eq_u32_e32 vcc, v3, v11
	v_mov_b32_dpp v2, v10 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v8, vcc
.Ltmp91:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_pk_add_f32 v[2:3], v[10:11], v[2:3]
	s_nop 1
	v_add_f32_dpp v3, v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp92:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:143:26 ]
	s_nop 0
	v_mov_b32_dpp v8, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp93:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 1
	v_add_f32_dpp v3, v8, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp94:
	.loc	1 143 5                         ; triton_heldout_src.py:143:5
	v_lshrrev_b32_e32 v8, 3, v1
	v_and_b32_e32 v8, 60, v8
.Ltmp95:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	v_add_f32_dpp v3, v3, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp96:
	.loc	1 143 5                         ; triton_heldout_src.py:143:5
	v_add_u32_e32 v8, 0, v8
.Ltmp97:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:143:26 ] ]
	s_nop 0
	v_add_f32_dpp v3, v3, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp98:
	.loc	1 143 5                         ; triton_heldout_src.py:143:5
	ds_write2_b32 v8, v0, v20 offset1:16
	ds_write2_b32 v8, v21, v22 offset0:32 offset1:48
	ds_write2_b32 v8, v4, v5 offset0:64 offset1:80
	ds_write2_b32 v8, v12, v13 offset0:96 offset1:112
	ds_write2_b32 v8, v14, v15 offset0:128 offset1:144
	ds_write2_b32 v8, v16, v17 offset0:160 offset1:176
	ds_write2_b32 v8, v6, v7 offset0:192 offset1:208
	ds_write2_b32 v8, v2, v3 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 5 is_stmt 0                 ; triton_heldout_src.py:0:5
	v_lshl_add_u32 v0, v1, 2, 0
	.loc	1 143 5                         ; triton_heldout_src.py:143:5
	ds_read_b32 v2, v0
	v_or_b32_e32 v0, s0, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB0_2:
	.loc	1 139 1 is_stmt 1               ; triton_heldout_src.py:139:1
	s_endpgm
.Ltmp99:
.Lfunc_end0:
	.size	row_sum, .Lfunc_end0-row_sum
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel row_sum
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 13
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
	.set .Lrow_sum.num_vgpr, 40
	.set .Lrow_sum.num_agpr, 0
	.set .Lrow_sum.numbered_sgpr, 13
	.set .Lrow_sum.num_named_barrier, 0
	.set .Lrow_sum.private_seg_size, 0
	.set .Lrow_sum.uses_vcc, 1
	.set .Lrow_sum.uses_flat_scratch, 0
	.set .Lrow_sum.has_dyn_sized_stack, 0
	.set .Lrow_sum.has_recursion, 0
	.set .Lrow_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2524
; TotalNumSgprs: 19
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 40
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
	.byte	1                               ; Abbrev [1] 0xb:0x52 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x2c DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	143                             ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.asciz	"row_sum"                       ; string offset=53 ; row_sum
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
    .name:           row_sum
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         row_sum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     40
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
