	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
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
	v_readfirstlane_b32 s29, v0
	.loc	1 29 10                         ; triton_heldout_src.py:29:10
	s_lshl_b32 s0, s12, 5
	.loc	1 29 34 is_stmt 0               ; triton_heldout_src.py:29:34
	s_lshr_b32 s1, s29, 7
	.loc	1 33 5 is_stmt 1                ; triton_heldout_src.py:33:5
	s_and_b32 s28, s29, 0xc0
	.loc	1 29 34                         ; triton_heldout_src.py:29:34
	v_and_b32_e32 v37, 63, v0
	.loc	1 29 10 is_stmt 0               ; triton_heldout_src.py:29:10
	s_or_b32 s1, s1, s0
	.loc	1 29 34                         ; triton_heldout_src.py:29:34
	v_or_b32_e32 v1, s28, v37
	v_and_b32_e32 v36, 31, v0
	.loc	1 30 34 is_stmt 1               ; triton_heldout_src.py:30:34
	v_mov_b32_e32 v3, 0x7f
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s12, s1, s7
	.loc	1 29 10                         ; triton_heldout_src.py:29:10
	v_or_b32_e32 v4, s0, v36
	.loc	1 30 10                         ; triton_heldout_src.py:30:10
	s_lshl_b32 s0, s13, 7
	.loc	1 30 34 is_stmt 0               ; triton_heldout_src.py:30:34
	v_lshrrev_b32_e32 v2, 5, v1
	v_bitop3_b32 v3, s28, v3, v37 bitop3:0xc8
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	s_ashr_i32 s13, s12, 31
	.loc	1 29 34                         ; triton_heldout_src.py:29:34
	s_and_b32 s30, s29, 0x80
	.loc	1 29 10 is_stmt 0               ; triton_heldout_src.py:29:10
	s_or_b32 s8, s1, 2
	s_or_b32 s9, s1, 4
	s_or_b32 s10, s1, 6
	s_or_b32 s11, s1, 8
	s_or_b32 s15, s1, 10
	s_or_b32 s17, s1, 12
	s_or_b32 s18, s1, 14
	s_or_b32 s19, s1, 16
	s_or_b32 s20, s1, 18
	s_or_b32 s21, s1, 20
	s_or_b32 s22, s1, 22
	s_or_b32 s23, s1, 24
	s_or_b32 s24, s1, 26
	s_or_b32 s25, s1, 28
	s_or_b32 s27, s1, 30
	.loc	1 30 10 is_stmt 1               ; triton_heldout_src.py:30:10
	v_or_b32_e32 v5, s0, v2
	v_or_b32_e32 v2, s0, v3
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_lshl_b64 s[12:13], s[12:13], 1
	.loc	1 31 25 is_stmt 0               ; triton_heldout_src.py:31:25
	s_mul_i32 s40, s18, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s18, s2, s12
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s42, s19, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s19, s3, s13
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_lshl_add_u64 v[6:7], s[18:19], 0, v[2:3]
	.loc	1 33 53 is_stmt 1               ; triton_heldout_src.py:33:53
	global_load_ushort v64, v[6:7], off
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s14, s8, s7
	s_mul_i32 s36, s15, s7
	.loc	1 31 17 is_stmt 0               ; triton_heldout_src.py:31:17
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[12:13], s[14:15], 1
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s16, s9, s7
	s_mul_i32 s48, s22, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s22, s2, s12
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s38, s17, s7
	s_mul_i32 s0, s23, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s23, s3, s13
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[12:13], s[16:17], 1
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s26, s10, s7
	s_mul_i32 s8, s24, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s24, s2, s12
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s44, s20, s7
	s_mul_i32 s10, s25, s7
	s_mul_i32 s20, s27, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s25, s3, s13
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[12:13], s[26:27], 1
	.loc	1 31 25                         ; triton_heldout_src.py:31:25
	s_mul_i32 s34, s11, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s26, s2, s12
	s_addc_u32 s27, s3, s13
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[12:13], s[34:35], 1
	s_add_u32 s34, s2, s12
	s_addc_u32 s35, s3, s13
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[12:13], s[36:37], 1
	s_add_u32 s36, s2, s12
	s_addc_u32 s37, s3, s13
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[12:13], s[38:39], 1
	v_lshl_add_u64 v[8:9], s[22:23], 0, v[2:3]
	s_add_u32 s38, s2, s12
	.loc	1 33 53 is_stmt 1               ; triton_heldout_src.py:33:53
	global_load_ushort v65, v[8:9], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s39, s3, s13
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[12:13], s[40:41], 1
	v_lshl_add_u64 v[10:11], s[24:25], 0, v[2:3]
	s_add_u32 s40, s2, s12
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v66, v[10:11], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s41, s3, s13
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[12:13], s[42:43], 1
	v_lshl_add_u64 v[12:13], s[26:27], 0, v[2:3]
	s_add_u32 s42, s2, s12
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v67, v[12:13], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s43, s3, s13
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[12:13], s[44:45], 1
	v_lshl_add_u64 v[14:15], s[34:35], 0, v[2:3]
	.loc	1 31 25 is_stmt 0               ; triton_heldout_src.py:31:25
	s_mul_i32 s46, s21, s7
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s12, s2, s12
	.loc	1 33 53 is_stmt 1               ; triton_heldout_src.py:33:53
	global_load_ushort v68, v[14:15], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[14:15], s[46:47], 1
	v_lshl_add_u64 v[16:17], s[36:37], 0, v[2:3]
	s_add_u32 s14, s2, s14
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v69, v[16:17], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[16:17], s[48:49], 1
	v_lshl_add_u64 v[18:19], s[38:39], 0, v[2:3]
	s_add_u32 s16, s2, s16
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v70, v[18:19], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	v_lshl_add_u64 v[20:21], s[40:41], 0, v[2:3]
	s_add_u32 s0, s2, s0
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v71, v[20:21], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_lshl_add_u64 v[22:23], s[42:43], 0, v[2:3]
	s_add_u32 s8, s2, s8
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v72, v[22:23], off
	.loc	1 30 10                         ; triton_heldout_src.py:30:10
	v_or_b32_e32 v35, 40, v5
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s11, s10, 31
	v_lshl_add_u64 v[24:25], s[14:15], 0, v[2:3]
	.loc	1 30 10                         ; triton_heldout_src.py:30:10
	v_or_b32_e32 v41, 48, v5
	v_or_b32_e32 v44, 0x48, v5
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v40, v35, s6
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	global_load_ushort v74, v[24:25], off
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	v_lshl_add_u64 v[6:7], s[12:13], 0, v[2:3]
	.loc	1 30 10                         ; triton_heldout_src.py:30:10
	v_or_b32_e32 v27, 8, v5
	v_or_b32_e32 v29, 16, v5
	v_or_b32_e32 v31, 24, v5
	v_or_b32_e32 v33, 32, v5
	v_or_b32_e32 v42, 56, v5
	v_or_b32_e32 v43, 64, v5
	v_or_b32_e32 v45, 0x50, v5
	v_or_b32_e32 v46, 0x58, v5
	v_or_b32_e32 v47, 0x60, v5
	v_or_b32_e32 v48, 0x68, v5
	v_or_b32_e32 v49, 0x70, v5
	v_or_b32_e32 v50, 0x78, v5
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_add_u32 s10, s2, s10
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v26, v5, s6
	v_mul_lo_u32 v8, v41, s6
	v_mul_lo_u32 v14, v44, s6
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	global_load_ushort v73, v[6:7], off
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s21, s20, 31
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[4:5]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[62:63], 1, v[4:5]
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	s_lshl_b64 s[20:21], s[20:21], 1
	.loc	1 33 22                         ; triton_heldout_src.py:33:22
	v_mul_lo_u32 v28, v27, s6
	v_mul_lo_u32 v30, v29, s6
	v_mul_lo_u32 v32, v31, s6
	v_mul_lo_u32 v34, v33, s6
	v_mul_lo_u32 v10, v42, s6
	v_mul_lo_u32 v12, v43, s6
	v_mul_lo_u32 v16, v45, s6
	v_mul_lo_u32 v18, v46, s6
	v_mul_lo_u32 v20, v47, s6
	v_mul_lo_u32 v22, v48, s6
	v_mul_lo_u32 v6, v49, s6
	v_mul_lo_u32 v24, v50, s6
	.loc	1 33 14 is_stmt 0               ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[48:49], v[14:15], 1, s[4:5]
	v_lshl_add_u64 v[14:15], v[40:41], 0, v[62:63]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v40, 16, v64
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	s_add_u32 s2, s2, s20
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	v_add_f32_e32 v40, v40, v40
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	v_lshlrev_b32_e32 v0, 7, v0
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	s_addc_u32 s3, s3, s21
	v_lshl_add_u64 v[38:39], s[16:17], 0, v[2:3]
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[4:5]
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[42:43], v[8:9], 1, s[4:5]
	v_lshl_add_u64 v[44:45], v[10:11], 1, s[4:5]
	v_lshl_add_u64 v[46:47], v[12:13], 1, s[4:5]
	v_lshl_add_u64 v[50:51], v[16:17], 1, s[4:5]
	v_lshl_add_u64 v[52:53], v[18:19], 1, s[4:5]
	v_lshl_add_u64 v[54:55], v[20:21], 1, s[4:5]
	v_lshl_add_u64 v[56:57], v[22:23], 1, s[4:5]
	v_lshl_add_u64 v[58:59], v[6:7], 1, s[4:5]
	v_lshl_add_u64 v[60:61], v[24:25], 1, s[4:5]
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	v_bfe_u32 v41, v40, 16, 1
	s_movk_i32 s26, 0x7fff
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	v_and_b32_e32 v0, 0x1f00, v0
	v_lshlrev_b32_e32 v37, 2, v37
	s_lshr_b32 s4, s29, 5
	s_lshr_b32 s5, s30, 4
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[16:17], v[42:43], 0, v[62:63]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v42, v[38:39], off
	v_add3_u32 v38, v40, v41, s26
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	v_and_or_b32 v0, s4, 2, v0
	v_xor_b32_e32 v37, s5, v37
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_lshrrev_b32_e32 v38, 16, v38
	v_mov_b32_e32 v41, 0x7fff
	v_cmp_o_f32_e32 vcc, v40, v40
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	v_or_b32_e32 v40, v0, v37
	v_add_u32_e32 v39, 0, v40
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_cndmask_b32_e32 v38, v41, v38, vcc
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	ds_write_b16 v39, v38
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	v_lshl_add_u64 v[38:39], s[0:1], 0, v[2:3]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v43, v[38:39], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	v_lshl_add_u64 v[38:39], s[8:9], 0, v[2:3]
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[18:19], v[44:45], 0, v[62:63]
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	global_load_ushort v44, v[38:39], off
	.loc	1 31 17 is_stmt 1               ; triton_heldout_src.py:31:17
	v_lshl_add_u64 v[38:39], s[10:11], 0, v[2:3]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v38, v[38:39], off
	.loc	1 31 17                         ; triton_heldout_src.py:31:17
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	global_load_ushort v2, v[2:3], off
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v3, 16, v65
	v_add_f32_e32 v3, v3, v3
	v_bfe_u32 v39, v3, 16, 1
	v_add3_u32 v39, v3, v39, s26
	v_cmp_o_f32_e32 vcc, v3, v3
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v3, 16, v66
	v_add_f32_e32 v3, v3, v3
	v_bfe_u32 v45, v3, 16, 1
	v_add3_u32 v45, v3, v45, s26
	v_cmp_o_f32_e64 s[0:1], v3, v3
	s_waitcnt vmcnt(12)
	v_lshlrev_b32_e32 v3, 16, v67
	v_add_f32_e32 v3, v3, v3
	.loc	1 33 14 is_stmt 0               ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[20:21], v[46:47], 0, v[62:63]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_bfe_u32 v46, v3, 16, 1
	v_add3_u32 v46, v3, v46, s26
	v_cmp_o_f32_e64 s[2:3], v3, v3
	s_waitcnt vmcnt(11)
	v_lshlrev_b32_e32 v3, 16, v68
	v_add_f32_e32 v3, v3, v3
	v_bfe_u32 v47, v3, 16, 1
	v_add3_u32 v47, v3, v47, s26
	v_cmp_o_f32_e64 s[4:5], v3, v3
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v3, 16, v69
	v_add_f32_e32 v3, v3, v3
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[22:23], v[48:49], 0, v[62:63]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_bfe_u32 v48, v3, 16, 1
	v_add3_u32 v48, v3, v48, s26
	v_cmp_o_f32_e64 s[6:7], v3, v3
	s_waitcnt vmcnt(9)
	v_lshlrev_b32_e32 v3, 16, v70
	v_add_f32_e32 v3, v3, v3
	v_bfe_u32 v49, v3, 16, 1
	v_add3_u32 v49, v3, v49, s26
	v_cmp_o_f32_e64 s[8:9], v3, v3
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v3, 16, v71
	v_add_f32_e32 v3, v3, v3
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[24:25], v[50:51], 0, v[62:63]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_bfe_u32 v50, v3, 16, 1
	v_add3_u32 v50, v3, v50, s26
	v_cmp_o_f32_e64 s[10:11], v3, v3
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e32 v3, 16, v72
	v_add_f32_e32 v3, v3, v3
	v_bfe_u32 v51, v3, 16, 1
	v_add3_u32 v51, v3, v51, s26
	v_cmp_o_f32_e64 s[12:13], v3, v3
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e32 v3, 16, v73
	v_add_f32_e32 v3, v3, v3
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[4:5], v[26:27], 0, v[62:63]
	v_lshl_add_u64 v[26:27], v[52:53], 0, v[62:63]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_bfe_u32 v52, v3, 16, 1
	v_add3_u32 v52, v3, v52, s26
	v_cmp_o_f32_e64 s[14:15], v3, v3
	v_lshlrev_b32_e32 v3, 16, v74
	v_add_f32_e32 v3, v3, v3
	v_bfe_u32 v53, v3, 16, 1
	v_add3_u32 v53, v3, v53, s26
	v_cmp_o_f32_e64 s[16:17], v3, v3
	.loc	1 30 10 is_stmt 1               ; triton_heldout_src.py:30:10
	s_movk_i32 s31, 0x50
	s_movk_i32 s33, 0x60
	s_movk_i32 s34, 0x70
	.loc	1 29 34                         ; triton_heldout_src.py:29:34
	s_movk_i32 s30, 0x80
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	s_movk_i32 s29, 0xc0
	.loc	1 33 53 is_stmt 0               ; triton_heldout_src.py:33:53
	s_waitcnt vmcnt(4)
	v_lshlrev_b32_e32 v3, 16, v42
	v_add_f32_e32 v3, v3, v3
	v_bfe_u32 v42, v3, 16, 1
	v_add3_u32 v42, v3, v42, s26
	v_cmp_o_f32_e64 s[18:19], v3, v3
	v_lshrrev_b32_e32 v42, 16, v42
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	v_lshrrev_b32_e32 v1, 3, v1
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	v_cndmask_b32_e64 v42, v41, v42, s[18:19]
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[6:7], v[28:29], 0, v[62:63]
	v_lshl_add_u64 v[8:9], v[30:31], 0, v[62:63]
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[62:63]
	v_lshl_add_u64 v[12:13], v[34:35], 0, v[62:63]
	.loc	1 33 53                         ; triton_heldout_src.py:33:53
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v3, 16, v43
	v_add_f32_e32 v3, v3, v3
	v_bfe_u32 v43, v3, 16, 1
	v_add3_u32 v43, v3, v43, s26
	v_cmp_o_f32_e64 s[20:21], v3, v3
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v3, 16, v44
	v_add_f32_e32 v3, v3, v3
	v_bfe_u32 v44, v3, 16, 1
	v_add3_u32 v44, v3, v44, s26
	v_cmp_o_f32_e64 s[22:23], v3, v3
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v3, 16, v38
	v_add_f32_e32 v3, v3, v3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
	v_bfe_u32 v38, v3, 16, 1
	v_add_f32_e32 v2, v2, v2
	v_add3_u32 v38, v3, v38, s26
	v_cmp_o_f32_e64 s[24:25], v3, v3
	v_bfe_u32 v3, v2, 16, 1
	v_add3_u32 v3, v2, v3, s26
	v_cmp_o_f32_e64 s[26:27], v2, v2
	v_lshrrev_b32_e32 v2, 16, v39
	v_lshrrev_b32_e32 v39, 16, v45
	v_lshrrev_b32_e32 v45, 16, v46
	v_lshrrev_b32_e32 v46, 16, v47
	v_lshrrev_b32_e32 v47, 16, v48
	v_lshrrev_b32_e32 v48, 16, v49
	v_lshrrev_b32_e32 v49, 16, v50
	v_lshrrev_b32_e32 v50, 16, v51
	v_lshrrev_b32_e32 v51, 16, v52
	v_lshrrev_b32_e32 v52, 16, v53
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v44, 16, v44
	v_lshrrev_b32_e32 v38, 16, v38
	v_lshrrev_b32_e32 v3, 16, v3
	v_cndmask_b32_e32 v2, v41, v2, vcc
	v_cndmask_b32_e64 v39, v41, v39, s[0:1]
	v_cndmask_b32_e64 v45, v41, v45, s[2:3]
	v_cndmask_b32_e64 v46, v41, v46, s[4:5]
	v_cndmask_b32_e64 v47, v41, v47, s[6:7]
	v_cndmask_b32_e64 v48, v41, v48, s[8:9]
	v_cndmask_b32_e64 v49, v41, v49, s[10:11]
	v_cndmask_b32_e64 v50, v41, v50, s[12:13]
	v_cndmask_b32_e64 v51, v41, v51, s[14:15]
	v_cndmask_b32_e64 v52, v41, v52, s[16:17]
	v_cndmask_b32_e64 v43, v41, v43, s[20:21]
	v_cndmask_b32_e64 v44, v41, v44, s[22:23]
	v_cndmask_b32_e64 v38, v41, v38, s[24:25]
	v_cndmask_b32_e64 v3, v41, v3, s[26:27]
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	v_xad_u32 v41, v40, 16, 0
	ds_write_b16 v41, v2
	v_xad_u32 v2, v40, 32, 0
	ds_write_b16 v2, v39
	v_xad_u32 v2, v40, 48, 0
	ds_write_b16 v2, v45
	v_xad_u32 v2, v40, 64, 0
	ds_write_b16 v2, v46
	v_bitop3_b32 v2, v0, s31, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	ds_write_b16 v2, v47
	v_bitop3_b32 v2, v0, s33, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	ds_write_b16 v2, v48
	v_bitop3_b32 v2, v0, s34, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	ds_write_b16 v2, v49
	v_bitop3_b32 v2, v0, s30, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s0, 0x90
	ds_write_b16 v2, v50
	v_bitop3_b32 v2, v0, s0, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s0, 0xa0
	ds_write_b16 v2, v51
	v_bitop3_b32 v2, v0, s0, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s0, 0xb0
	ds_write_b16 v2, v52
	v_bitop3_b32 v2, v0, s0, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	ds_write_b16 v2, v42
	v_bitop3_b32 v2, v0, s29, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s0, 0xd0
	ds_write_b16 v2, v43
	v_bitop3_b32 v2, v0, s0, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s0, 0xe0
	ds_write_b16 v2, v44
	v_bitop3_b32 v2, v0, s0, v37 bitop3:0x36
	s_movk_i32 s0, 0xf0
	v_bitop3_b32 v0, v0, s0, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	v_add_u32_e32 v0, 0, v0
	ds_write_b16 v2, v38
	ds_write_b16 v0, v3
	v_lshlrev_b32_e32 v0, 3, v36
	v_lshl_or_b32 v0, s28, 2, v0
	v_bitop3_b32 v0, v1, v0, 28 bitop3:0x6c
	v_add_u32_e32 v1, 0, v0
	v_xad_u32 v2, v0, 32, 0
	v_xad_u32 v3, v0, 64, 0
	v_xor_b32_e32 v36, 0x60, v0
	v_xor_b32_e32 v37, 0x80, v0
	v_xor_b32_e32 v38, 0xa0, v0
	v_xor_b32_e32 v39, 0xc0, v0
	v_xor_b32_e32 v0, 0xe0, v0
	v_add_u32_e32 v36, 0, v36
	v_add_u32_e32 v37, 0, v37
	v_add_u32_e32 v38, 0, v38
	v_add_u32_e32 v39, 0, v39
	v_add_u32_e32 v0, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:2048
	ds_read_b32 v36, v36 offset:3072
	ds_read_b32 v37, v37 offset:4096
	ds_read_b32 v38, v38 offset:5120
	ds_read_b32 v39, v39 offset:6144
	ds_read_b32 v0, v0 offset:7168
	.loc	1 33 14                         ; triton_heldout_src.py:33:14
	v_lshl_add_u64 v[28:29], v[54:55], 0, v[62:63]
	v_lshl_add_u64 v[30:31], v[56:57], 0, v[62:63]
	v_lshl_add_u64 v[32:33], v[58:59], 0, v[62:63]
	v_lshl_add_u64 v[34:35], v[60:61], 0, v[62:63]
	.loc	1 33 5                          ; triton_heldout_src.py:33:5
	s_waitcnt lgkmcnt(7)
	global_store_short v[4:5], v1, off
	s_waitcnt lgkmcnt(6)
	global_store_short v[6:7], v2, off
	s_waitcnt lgkmcnt(5)
	global_store_short v[8:9], v3, off
	s_waitcnt lgkmcnt(4)
	global_store_short v[10:11], v36, off
	s_waitcnt lgkmcnt(3)
	global_store_short v[12:13], v37, off
	s_waitcnt lgkmcnt(2)
	global_store_short v[14:15], v38, off
	s_waitcnt lgkmcnt(1)
	global_store_short v[16:17], v39, off
	s_waitcnt lgkmcnt(0)
	global_store_short v[18:19], v0, off
	global_store_short_d16_hi v[20:21], v1, off
	global_store_short_d16_hi v[22:23], v2, off
	global_store_short_d16_hi v[24:25], v3, off
	global_store_short_d16_hi v[26:27], v36, off
	global_store_short_d16_hi v[28:29], v37, off
	global_store_short_d16_hi v[30:31], v38, off
	global_store_short_d16_hi v[32:33], v39, off
	global_store_short_d16_hi v[34:35], v0, off
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
		.amdhsa_next_free_vgpr 75
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 76
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
	.set .Ltrans_tile.num_vgpr, 75
	.set .Ltrans_tile.num_agpr, 0
	.set .Ltrans_tile.numbered_sgpr, 50
	.set .Ltrans_tile.num_named_barrier, 0
	.set .Ltrans_tile.private_seg_size, 0
	.set .Ltrans_tile.uses_vcc, 1
	.set .Ltrans_tile.uses_flat_scratch, 0
	.set .Ltrans_tile.has_dyn_sized_stack, 0
	.set .Ltrans_tile.has_recursion, 0
	.set .Ltrans_tile.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3012
; TotalNumSgprs: 56
; NumVgprs: 75
; NumAgprs: 0
; TotalNumVgprs: 75
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 75
; AccumOffset: 76
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
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
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         trans_tile.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     75
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
