	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	trans_tile                      ; -- Begin function trans_tile
	.p2align	8
	.type	trans_tile,@function
trans_tile:                             ; @trans_tile
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 28 0 prologue_end             ; triton_heldout_src.py:28:0
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
	.loc	1 33 5 is_stmt 1                ; triton_heldout_src.py:33:5
	v_readfirstlane_b32 s0, v0
	s_and_b32 s22, s0, 0xc0
	.loc	1 29 10                         ; triton_heldout_src.py:29:10
	s_lshl_b32 s1, s12, 5
	.loc	1 29 34 is_stmt 0               ; triton_heldout_src.py:29:34
	s_lshr_b32 s0, s0, 7
	.loc	1 29 10                         ; triton_heldout_src.py:29:10
	s_or_b32 s0, s0, s1
	.loc	1 29 34                         ; triton_heldout_src.py:29:34
	v_and_b32_e32 v4, 31, v0
	.loc	1 31 25 is_stmt 1               ; triton_heldout_src.py:31:25
	s_mul_i32 s12, s0, s7
	.loc	1 29 34                         ; triton_heldout_src.py:29:34
	v_and_b32_e32 v6, 63, v0
	.loc	1 29 10 is_stmt 0               ; triton_heldout_src.py:29:10
	v_or_b32_e32 v0, s1, v4
	.loc	1 30 10 is_stmt 1               ; triton_heldout_src.py:30:10
	s_lshl_b32 s1, s13, 7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_ashr_i32 s13, s12, 31
	.loc	1 29 34                         ; triton_heldout_src.py:29:34
	v_or_b32_e32 v1, s22, v6
	.loc	1 29 10 is_stmt 0               ; triton_heldout_src.py:29:10
	s_or_b32 s8, s0, 2
	s_or_b32 s9, s0, 4
	s_or_b32 s10, s0, 6
	s_or_b32 s11, s0, 8
	s_or_b32 s14, s0, 10
	s_or_b32 s15, s0, 12
	s_or_b32 s17, s0, 14
	s_or_b32 s19, s0, 16
	s_or_b32 s21, s0, 18
	s_or_b32 s23, s0, 20
	s_or_b32 s25, s0, 22
	s_or_b32 s27, s0, 24
	s_or_b32 s29, s0, 26
	s_or_b32 s31, s0, 28
	s_or_b32 s33, s0, 30
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	s_lshl_b64 s[12:13], s[12:13], 1
	.loc	1 30 34                         ; triton_heldout_src.py:30:34
	v_and_b32_e32 v5, 0xe0, v1
	v_lshrrev_b32_e32 v2, 5, v1
	v_and_b32_e32 v1, 0x7f, v1
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s16, s8, s7
	.loc	1 31 17 is_stmt 0               ; triton_heldout_src.py:31:17
	s_add_u32 s12, s2, s12
	.loc	1 30 10 is_stmt 1               ; triton_heldout_src.py:30:10
	v_or_b32_e32 v7, s1, v2
	v_or_b32_e32 v2, s1, v1
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s30, s17, s7
	.loc	1 31 17 is_stmt 0               ; triton_heldout_src.py:31:17
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_u32 s16, s2, s16
	v_lshlrev_b64 v[8:9], 1, v[2:3]
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[10:11], s[12:13], 0, v[8:9]
	v_lshl_add_u64 v[12:13], s[16:17], 0, v[8:9]
	.loc	1 33 53 is_stmt 1               ; triton_heldout_src.py:33:53
	global_load_ushort v58, v[10:11], off
	.loc	1 30 10                         ; triton_heldout_src.py:30:10
	v_or_b32_e32 v37, 8, v7
	v_or_b32_e32 v39, 16, v7
	v_or_b32_e32 v41, 24, v7
	v_or_b32_e32 v43, 32, v7
	v_or_b32_e32 v45, 40, v7
	v_or_b32_e32 v46, 48, v7
	v_or_b32_e32 v47, 56, v7
	v_or_b32_e32 v49, 64, v7
	v_or_b32_e32 v51, 0x48, v7
	v_or_b32_e32 v52, 0x50, v7
	v_or_b32_e32 v53, 0x58, v7
	v_or_b32_e32 v54, 0x60, v7
	v_or_b32_e32 v55, 0x68, v7
	v_or_b32_e32 v56, 0x70, v7
	v_or_b32_e32 v57, 0x78, v7
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v36, v7, s6
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	global_load_ushort v7, v[12:13], off
	.loc	1 31 25 is_stmt 1               ; triton_heldout_src.py:31:25
	s_mul_i32 s18, s9, s7
	s_mul_i32 s34, s19, s7
	.loc	1 31 17 is_stmt 0               ; triton_heldout_src.py:31:17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s20, s10, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s18, s2, s18
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s36, s21, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s24, s11, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s20, s2, s20
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s40, s25, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s26, s14, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s24, s2, s24
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s0, s27, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s28, s15, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s26, s2, s26
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s8, s29, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s27, s3, s27
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s10, s31, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s2, s34
	v_lshl_add_u64 v[14:15], s[18:19], 0, v[8:9]
	s_addc_u32 s35, s3, s35
	s_ashr_i32 s37, s36, 31
	.loc	1 33 53 is_stmt 1               ; triton_heldout_src.py:33:53
	global_load_ushort v59, v[14:15], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_lshl_b64 s[36:37], s[36:37], 1
	.loc	1 31 25 is_stmt 0               ; triton_heldout_src.py:31:25
	s_mul_i32 s38, s23, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	v_lshl_add_u64 v[16:17], s[20:21], 0, v[8:9]
	s_add_u32 s38, s2, s38
	.loc	1 33 53 is_stmt 1               ; triton_heldout_src.py:33:53
	global_load_ushort v60, v[16:17], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s39, s3, s39
	v_lshl_add_u64 v[18:19], s[24:25], 0, v[8:9]
	v_lshl_add_u64 v[30:31], s[38:39], 0, v[8:9]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v30, v[30:31], off
	.loc	1 33 22 is_stmt 0               ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v16, v52, s6
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v52, v[18:19], off
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	v_lshl_add_u64 v[20:21], s[26:27], 0, v[8:9]
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v18, v53, s6
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	global_load_ushort v53, v[20:21], off
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	v_lshl_add_u64 v[22:23], s[28:29], 0, v[8:9]
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v20, v54, s6
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	global_load_ushort v54, v[22:23], off
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	v_lshl_add_u64 v[24:25], s[30:31], 0, v[8:9]
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v22, v55, s6
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	global_load_ushort v55, v[24:25], off
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 1
	s_add_u32 s40, s2, s40
	v_lshl_add_u64 v[26:27], s[34:35], 0, v[8:9]
	s_addc_u32 s41, s3, s41
	s_ashr_i32 s1, s0, 31
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v24, v56, s6
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	global_load_ushort v56, v[26:27], off
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_lshl_add_u64 v[28:29], s[36:37], 0, v[8:9]
	s_add_u32 s8, s2, s8
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v26, v57, s6
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	global_load_ushort v57, v[28:29], off
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 31 25 is_stmt 0               ; triton_heldout_src.py:31:25
	s_mul_i32 s14, s33, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	v_lshl_add_u64 v[2:3], s[40:41], 0, v[8:9]
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[8:9]
	.loc	1 33 22 is_stmt 1               ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v48, v47, s6
	v_mul_lo_u32 v50, v49, s6
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s2, s2, s14
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_ashrrev_i32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v31, 16, v58
	global_load_ushort v2, v[2:3], off
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	s_addc_u32 s3, s3, s15
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v10, v[10:11], off
	.loc	1 33 22 is_stmt 0               ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v14, v51, s6
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[48:49], v[48:49], 1, s[4:5]
	v_lshl_add_u64 v[50:51], v[50:51], 1, s[4:5]
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_add_f32_e32 v31, v31, v31
	s_waitcnt vmcnt(11)
	v_lshlrev_b32_e32 v7, 16, v7
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	v_lshl_add_u64 v[32:33], s[8:9], 0, v[8:9]
	v_lshl_add_u64 v[34:35], s[10:11], 0, v[8:9]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[28:29], v[48:49], 0, v[0:1]
	v_lshl_add_u64 v[48:49], v[50:51], 0, v[0:1]
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	v_bfe_u32 v50, v31, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add_f32_e32 v7, v7, v7
	global_load_ushort v8, v[8:9], off
	v_add3_u32 v3, v31, v50, s0
	v_bfe_u32 v11, v7, 16, 1
	v_lshrrev_b32_e32 v3, 16, v3
	v_mov_b32_e32 v50, 0x7fff
	v_cmp_o_f32_e32 vcc, v31, v31
	v_add3_u32 v11, v7, v11, s0
	v_lshrrev_b32_e32 v11, 16, v11
	v_cndmask_b32_e32 v3, v50, v3, vcc
	v_cmp_o_f32_e32 vcc, v7, v7
	s_waitcnt vmcnt(11)
	v_lshlrev_b32_e32 v31, 16, v59
	v_add_f32_e32 v31, v31, v31
	v_cndmask_b32_e32 v7, v50, v11, vcc
	global_load_ushort v11, v[32:33], off
	v_bfe_u32 v32, v31, 16, 1
	global_load_ushort v33, v[34:35], off
	v_add3_u32 v32, v31, v32, s0
	v_lshrrev_b32_e32 v32, 16, v32
	v_cmp_o_f32_e32 vcc, v31, v31
	s_waitcnt vmcnt(11)
	v_lshlrev_b32_e32 v30, 16, v30
	v_add_f32_e32 v30, v30, v30
	v_cndmask_b32_e32 v31, v50, v32, vcc
	v_lshlrev_b32_e32 v32, 16, v60
	v_add_f32_e32 v32, v32, v32
	v_bfe_u32 v34, v32, 16, 1
	v_add3_u32 v34, v32, v34, s0
	v_cmp_o_f32_e32 vcc, v32, v32
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v32, 16, v52
	v_lshrrev_b32_e32 v34, 16, v34
	v_add_f32_e32 v32, v32, v32
	v_cndmask_b32_e32 v9, v50, v34, vcc
	v_bfe_u32 v34, v32, 16, 1
	v_add3_u32 v34, v32, v34, s0
	v_lshrrev_b32_e32 v34, 16, v34
	v_cmp_o_f32_e32 vcc, v32, v32
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	v_lshlrev_b32_e32 v6, 2, v6
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v38, v37, s6
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_cndmask_b32_e32 v32, v50, v34, vcc
	s_waitcnt vmcnt(9)
	v_lshlrev_b32_e32 v34, 16, v53
	v_add_f32_e32 v34, v34, v34
	v_bfe_u32 v35, v34, 16, 1
	v_add3_u32 v35, v34, v35, s0
	v_lshrrev_b32_e32 v35, 16, v35
	v_cmp_o_f32_e32 vcc, v34, v34
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v40, v39, s6
	v_mul_lo_u32 v42, v41, s6
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_cndmask_b32_e32 v34, v50, v35, vcc
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v35, 16, v54
	v_add_f32_e32 v35, v35, v35
	v_bfe_u32 v51, v35, 16, 1
	v_add3_u32 v51, v35, v51, s0
	v_lshrrev_b32_e32 v51, 16, v51
	v_cmp_o_f32_e32 vcc, v35, v35
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v44, v43, s6
	v_mul_lo_u32 v12, v45, s6
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_cndmask_b32_e32 v35, v50, v51, vcc
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e32 v51, 16, v55
	v_add_f32_e32 v51, v51, v51
	v_bfe_u32 v52, v51, 16, 1
	v_add3_u32 v52, v51, v52, s0
	v_lshrrev_b32_e32 v52, 16, v52
	v_cmp_o_f32_e32 vcc, v51, v51
	s_waitcnt vmcnt(4)
	v_lshlrev_b32_e32 v2, 16, v2
	v_add_f32_e32 v2, v2, v2
	v_cndmask_b32_e32 v51, v50, v52, vcc
	v_lshlrev_b32_e32 v52, 16, v56
	v_add_f32_e32 v52, v52, v52
	v_bfe_u32 v53, v52, 16, 1
	v_add3_u32 v53, v52, v53, s0
	v_lshrrev_b32_e32 v53, 16, v53
	v_cmp_o_f32_e32 vcc, v52, v52
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v10, 16, v10
	v_add_f32_e32 v10, v10, v10
	v_cndmask_b32_e32 v52, v50, v53, vcc
	v_lshlrev_b32_e32 v53, 16, v57
	v_add_f32_e32 v53, v53, v53
	v_bfe_u32 v54, v53, 16, 1
	v_add3_u32 v54, v53, v54, s0
	v_lshrrev_b32_e32 v54, 16, v54
	v_cmp_o_f32_e32 vcc, v53, v53
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v8, 16, v8
	v_add_f32_e32 v8, v8, v8
	v_cndmask_b32_e32 v53, v50, v54, vcc
	v_bfe_u32 v54, v30, 16, 1
	v_add3_u32 v54, v30, v54, s0
	v_lshrrev_b32_e32 v54, 16, v54
	v_cmp_o_f32_e32 vcc, v30, v30
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v46, v46, s6
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_ashrrev_i32_e32 v37, 31, v36
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_cndmask_b32_e32 v30, v50, v54, vcc
	v_bfe_u32 v54, v2, 16, 1
	v_add3_u32 v54, v2, v54, s0
	v_lshrrev_b32_e32 v54, 16, v54
	v_cmp_o_f32_e32 vcc, v2, v2
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v11, 16, v11
	v_add_f32_e32 v11, v11, v11
	v_cndmask_b32_e32 v2, v50, v54, vcc
	v_bfe_u32 v54, v10, 16, 1
	v_add3_u32 v54, v10, v54, s0
	v_lshrrev_b32_e32 v54, 16, v54
	v_cmp_o_f32_e32 vcc, v10, v10
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v33, 16, v33
	v_add_f32_e32 v33, v33, v33
	v_cndmask_b32_e32 v10, v50, v54, vcc
	v_bfe_u32 v54, v11, 16, 1
	v_add3_u32 v54, v11, v54, s0
	v_lshrrev_b32_e32 v54, 16, v54
	v_cmp_o_f32_e32 vcc, v11, v11
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[4:5]
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_cndmask_b32_e32 v11, v50, v54, vcc
	v_bfe_u32 v54, v33, 16, 1
	v_add3_u32 v54, v33, v54, s0
	v_lshrrev_b32_e32 v54, 16, v54
	v_cmp_o_f32_e32 vcc, v33, v33
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_cndmask_b32_e32 v33, v50, v54, vcc
	v_bfe_u32 v54, v8, 16, 1
	v_add3_u32 v54, v8, v54, s0
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	s_lshr_b32 s0, s22, 5
	v_xor_b32_e32 v6, s0, v6
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_lshrrev_b32_e32 v54, 16, v54
	v_cmp_o_f32_e32 vcc, v8, v8
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	v_lshl_or_b32 v6, v4, 8, v6
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_cndmask_b32_e32 v8, v50, v54, vcc
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	v_add_u32_e32 v50, 0, v6
	ds_write_b16 v50, v3
	v_xad_u32 v3, v6, 8, 0
	ds_write_b16 v3, v7
	v_xad_u32 v3, v6, 16, 0
	ds_write_b16 v3, v31
	v_xad_u32 v3, v6, 24, 0
	ds_write_b16 v3, v9
	v_xad_u32 v3, v6, 32, 0
	ds_write_b16 v3, v32
	v_xad_u32 v3, v6, 40, 0
	ds_write_b16 v3, v34
	v_xad_u32 v3, v6, 48, 0
	ds_write_b16 v3, v35
	v_xad_u32 v3, v6, 56, 0
	ds_write_b16 v3, v51
	v_xad_u32 v3, v6, 64, 0
	ds_write_b16 v3, v52
	v_xor_b32_e32 v3, 0x48, v6
	v_add_u32_e32 v3, 0, v3
	ds_write_b16 v3, v53
	v_xor_b32_e32 v3, 0x50, v6
	v_add_u32_e32 v3, 0, v3
	ds_write_b16 v3, v30
	v_xor_b32_e32 v3, 0x58, v6
	v_add_u32_e32 v3, 0, v3
	ds_write_b16 v3, v2
	v_xor_b32_e32 v2, 0x60, v6
	v_add_u32_e32 v2, 0, v2
	ds_write_b16 v2, v10
	v_xor_b32_e32 v2, 0x68, v6
	v_add_u32_e32 v2, 0, v2
	ds_write_b16 v2, v11
	v_xor_b32_e32 v2, 0x70, v6
	v_add_u32_e32 v2, 0, v2
	ds_write_b16 v2, v33
	v_xor_b32_e32 v2, 0x78, v6
	v_add_u32_e32 v2, 0, v2
	ds_write_b16 v2, v8
	v_lshlrev_b32_e32 v2, 2, v4
	v_lshrrev_b32_e32 v3, 3, v5
	v_lshl_or_b32 v2, v5, 3, v2
	v_xor_b32_e32 v2, v2, v3
	v_add_u32_e32 v3, 0, v2
	v_xad_u32 v4, v2, 32, 0
	v_xad_u32 v6, v2, 64, 0
	v_xor_b32_e32 v2, 0x60, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v8, 0, v2
	ds_read2_b32 v[2:3], v3 offset1:32
	v_add_u32_e32 v4, 0x800, v4
	ds_read2_b32 v[4:5], v4 offset1:32
	v_add_u32_e32 v6, 0x1000, v6
	ds_read2_b32 v[6:7], v6 offset1:32
	v_add_u32_e32 v8, 0x1800, v8
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	ds_read2_b32 v[8:9], v8 offset1:32
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[4:5]
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[4:5]
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[4:5]
	v_lshl_add_u64 v[46:47], v[46:47], 1, s[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[4:5]
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[4:5]
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[4:5]
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[4:5]
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[4:5]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[0:1]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[0:1]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[0:1]
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[0:1]
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[0:1]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[0:1]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[0:1]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[0:1]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[0:1]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[0:1]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[26:27], 0, v[0:1]
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	s_waitcnt lgkmcnt(3)
	global_store_short v[36:37], v2, off
	s_waitcnt lgkmcnt(2)
	global_store_short v[38:39], v4, off
	s_waitcnt lgkmcnt(1)
	global_store_short v[40:41], v6, off
	s_waitcnt lgkmcnt(0)
	global_store_short v[42:43], v8, off
	global_store_short v[44:45], v3, off
	global_store_short v[12:13], v5, off
	global_store_short v[46:47], v7, off
	global_store_short v[28:29], v9, off
	global_store_short_d16_hi v[48:49], v2, off
	global_store_short_d16_hi v[14:15], v4, off
	global_store_short_d16_hi v[16:17], v6, off
	global_store_short_d16_hi v[18:19], v8, off
	global_store_short_d16_hi v[20:21], v3, off
	global_store_short_d16_hi v[22:23], v5, off
	global_store_short_d16_hi v[24:25], v7, off
	global_store_short_d16_hi v[0:1], v9, off
	.loc	1 28 1 is_stmt 1                ; triton_heldout_src.py:28:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	trans_tile, .Lfunc_end0-trans_tile
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel trans_tile
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 64
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
	.set .Ltrans_tile.num_vgpr, 61
	.set .Ltrans_tile.num_agpr, 0
	.set .Ltrans_tile.numbered_sgpr, 42
	.set .Ltrans_tile.num_named_barrier, 0
	.set .Ltrans_tile.private_seg_size, 0
	.set .Ltrans_tile.uses_vcc, 1
	.set .Ltrans_tile.uses_flat_scratch, 0
	.set .Ltrans_tile.has_dyn_sized_stack, 0
	.set .Ltrans_tile.has_recursion, 0
	.set .Ltrans_tile.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2728
; TotalNumSgprs: 48
; NumVgprs: 61
; NumAgprs: 0
; TotalNumVgprs: 61
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 61
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
	.asciz	"triton_heldout_src.py"         ; string offset=7 ; triton_heldout_src.py
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
    .name:           trans_tile
    .private_segment_fixed_size: 0
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         trans_tile.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     61
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
