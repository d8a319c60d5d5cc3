	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	ln_bwd_dw                       ; -- Begin function ln_bwd_dw
	.p2align	8
	.type	ln_bwd_dw,@function
ln_bwd_dw:                              ; @ln_bwd_dw
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.8:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 16 0 prologue_end             ; triton_heldout_src.py:16:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.9:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 24 5 is_stmt 1                ; triton_heldout_src.py:24:5
	v_readfirstlane_b32 s0, v0
	.loc	1 17 34                         ; triton_heldout_src.py:17:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 24 5                          ; triton_heldout_src.py:24:5
	s_lshr_b32 s20, s0, 6
	.loc	1 17 10                         ; triton_heldout_src.py:17:10
	v_lshl_or_b32 v2, s14, 6, v1
	.loc	1 19 5                          ; triton_heldout_src.py:19:5
	s_cmp_lt_i32 s8, 1
	v_ashrrev_i32_e32 v3, 31, v2
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	s_add_i32 s0, s20, 60
	s_mul_i32 s21, s9, s0
	s_add_i32 s0, s20, 56
	s_mul_i32 s23, s9, s0
	s_add_i32 s0, s20, 52
	s_mul_i32 s24, s9, s0
	s_add_i32 s0, s20, 48
	s_mul_i32 s25, s9, s0
	s_add_i32 s0, s20, 44
	s_mul_i32 s26, s9, s0
	s_add_i32 s0, s20, 40
	s_mul_i32 s27, s9, s0
	s_add_i32 s0, s20, 36
	s_mul_i32 s28, s9, s0
	s_add_i32 s0, s20, 32
	s_mul_i32 s29, s9, s0
	s_add_i32 s0, s20, 28
	s_mul_i32 s30, s9, s0
	s_add_i32 s0, s20, 24
	s_mul_i32 s31, s9, s0
	s_add_i32 s0, s20, 20
	s_mul_i32 s33, s9, s0
	s_add_i32 s0, s20, 16
	s_mul_i32 s34, s9, s0
	s_add_i32 s0, s20, 12
	s_mul_i32 s35, s9, s0
	s_add_i32 s0, s20, 8
	v_lshlrev_b64 v[6:7], 1, v[2:3]
	s_mul_i32 s36, s9, s0
	s_add_i32 s0, s20, 4
	v_mov_b32_e32 v8, 0
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[6:7]
	s_lshl_b32 s22, s9, 6
	s_mul_i32 s37, s9, s0
	s_mul_i32 s9, s9, s20
	s_mov_b32 s38, 0
	s_mov_b32 s39, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v13, v8
	v_mov_b32_e32 v14, v8
	v_mov_b32_e32 v15, v8
	v_mov_b32_e32 v16, v8
	v_mov_b32_e32 v17, v8
	v_mov_b32_e32 v18, v8
	v_mov_b32_e32 v19, v8
	v_mov_b32_e32 v20, v8
	v_mov_b32_e32 v21, v8
	v_mov_b32_e32 v22, v8
	v_mov_b32_e32 v23, v8
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 21 31                         ; triton_heldout_src.py:21:31
	s_add_i32 s0, s9, s38
	s_add_i32 s2, s37, s38
	s_add_i32 s10, s35, s38
	s_add_i32 s12, s34, s38
	s_add_i32 s14, s33, s38
	s_add_i32 s16, s31, s38
	s_add_i32 s18, s30, s38
	.loc	1 21 22 is_stmt 0               ; triton_heldout_src.py:21:22
	s_ashr_i32 s1, s0, 31
	.loc	1 21 31                         ; triton_heldout_src.py:21:31
	s_add_i32 s4, s36, s38
	s_add_i32 s40, s29, s38
	s_add_i32 s42, s28, s38
	.loc	1 21 22                         ; triton_heldout_src.py:21:22
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s11, s10, 31
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s17, s16, 31
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[56:57], s[0:1], 1
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s41, s40, 31
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[58:59], s[2:3], 1
	s_lshl_b64 s[62:63], s[10:11], 1
	s_lshl_b64 s[64:65], s[12:13], 1
	s_lshl_b64 s[66:67], s[14:15], 1
	s_lshl_b64 s[68:69], s[16:17], 1
	s_lshl_b64 s[70:71], s[18:19], 1
	v_lshl_add_u64 v[24:25], v[4:5], 0, s[56:57]
	s_lshl_b64 s[60:61], s[4:5], 1
	s_lshl_b64 s[18:19], s[40:41], 1
	s_lshl_b64 s[16:17], s[42:43], 1
	v_lshl_add_u64 v[26:27], v[4:5], 0, s[58:59]
	v_lshl_add_u64 v[30:31], v[4:5], 0, s[62:63]
	v_lshl_add_u64 v[32:33], v[4:5], 0, s[64:65]
	v_lshl_add_u64 v[34:35], v[4:5], 0, s[66:67]
	v_lshl_add_u64 v[36:37], v[4:5], 0, s[68:69]
	v_lshl_add_u64 v[38:39], v[4:5], 0, s[70:71]
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	global_load_ushort v56, v[24:25], off
	.loc	1 22 22 is_stmt 1               ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[56:57]
	.loc	1 21 31                         ; triton_heldout_src.py:21:31
	s_add_i32 s44, s27, s38
	s_add_i32 s46, s26, s38
	.loc	1 21 22 is_stmt 0               ; triton_heldout_src.py:21:22
	v_lshl_add_u64 v[28:29], v[4:5], 0, s[60:61]
	v_lshl_add_u64 v[40:41], v[4:5], 0, s[18:19]
	v_lshl_add_u64 v[42:43], v[4:5], 0, s[16:17]
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	global_load_ushort v57, v[26:27], off
	global_load_ushort v58, v[28:29], off
	.loc	1 22 22 is_stmt 1               ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[26:27], v[6:7], 0, s[58:59]
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	global_load_ushort v59, v[30:31], off
	s_nop 0
	global_load_ushort v32, v[32:33], off
	s_nop 0
	global_load_ushort v33, v[34:35], off
	s_nop 0
	global_load_ushort v36, v[36:37], off
	.loc	1 22 22                         ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[30:31], v[6:7], 0, s[62:63]
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	global_load_ushort v37, v[38:39], off
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	global_load_ushort v34, v[24:25], off
	.loc	1 22 22 is_stmt 0               ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[64:65]
	.loc	1 21 22 is_stmt 1               ; triton_heldout_src.py:21:22
	s_ashr_i32 s45, s44, 31
	s_ashr_i32 s47, s46, 31
	.loc	1 22 22                         ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[28:29], v[6:7], 0, s[60:61]
	.loc	1 22 14 is_stmt 0               ; triton_heldout_src.py:22:14
	global_load_ushort v35, v[26:27], off
	global_load_ushort v38, v[28:29], off
	.loc	1 22 22                         ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[26:27], v[6:7], 0, s[66:67]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	global_load_ushort v39, v[30:31], off
	.loc	1 21 14 is_stmt 1               ; triton_heldout_src.py:21:14
	global_load_ushort v60, v[40:41], off
	s_nop 0
	global_load_ushort v40, v[42:43], off
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	global_load_ushort v41, v[24:25], off
	.loc	1 22 22 is_stmt 0               ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[70:71]
	.loc	1 21 31 is_stmt 1               ; triton_heldout_src.py:21:31
	s_add_i32 s48, s25, s38
	s_add_i32 s50, s24, s38
	.loc	1 21 22 is_stmt 0               ; triton_heldout_src.py:21:22
	s_lshl_b64 s[14:15], s[44:45], 1
	s_lshl_b64 s[12:13], s[46:47], 1
	.loc	1 22 22 is_stmt 1               ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[28:29], v[6:7], 0, s[68:69]
	.loc	1 22 14 is_stmt 0               ; triton_heldout_src.py:22:14
	global_load_ushort v42, v[26:27], off
	global_load_ushort v43, v[28:29], off
	.loc	1 22 22                         ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[26:27], v[6:7], 0, s[18:19]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	global_load_ushort v61, v[24:25], off
	global_load_ushort v62, v[26:27], off
	.loc	1 22 22                         ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[16:17]
	.loc	1 21 22 is_stmt 1               ; triton_heldout_src.py:21:22
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s51, s50, 31
	v_lshl_add_u64 v[44:45], v[4:5], 0, s[14:15]
	v_lshl_add_u64 v[46:47], v[4:5], 0, s[12:13]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	global_load_ushort v63, v[24:25], off
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	global_load_ushort v64, v[44:45], off
	.loc	1 22 22                         ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[14:15]
	.loc	1 21 31                         ; triton_heldout_src.py:21:31
	s_add_i32 s52, s23, s38
	.loc	1 21 22 is_stmt 0               ; triton_heldout_src.py:21:22
	s_add_i32 s54, s21, s38
	s_lshl_b64 s[2:3], s[48:49], 1
	s_lshl_b64 s[10:11], s[50:51], 1
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	global_load_ushort v44, v[46:47], off
	.loc	1 22 14 is_stmt 1               ; triton_heldout_src.py:22:14
	global_load_ushort v65, v[24:25], off
	.loc	1 22 22 is_stmt 0               ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[12:13]
	.loc	1 21 22 is_stmt 1               ; triton_heldout_src.py:21:22
	s_ashr_i32 s53, s52, 31
	s_ashr_i32 s55, s54, 31
	v_lshl_add_u64 v[48:49], v[4:5], 0, s[2:3]
	v_lshl_add_u64 v[50:51], v[4:5], 0, s[10:11]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	global_load_ushort v46, v[24:25], off
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	global_load_ushort v66, v[50:51], off
	.loc	1 22 22                         ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[10:11]
	.loc	1 21 22                         ; triton_heldout_src.py:21:22
	s_lshl_b64 s[0:1], s[52:53], 1
	s_lshl_b64 s[4:5], s[54:55], 1
	.loc	1 21 14 is_stmt 0               ; triton_heldout_src.py:21:14
	global_load_ushort v50, v[48:49], off
	.loc	1 22 14 is_stmt 1               ; triton_heldout_src.py:22:14
	global_load_ushort v51, v[24:25], off
	.loc	1 22 22 is_stmt 0               ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[2:3]
	.loc	1 21 22 is_stmt 1               ; triton_heldout_src.py:21:22
	v_lshl_add_u64 v[52:53], v[4:5], 0, s[0:1]
	v_lshl_add_u64 v[54:55], v[4:5], 0, s[4:5]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	global_load_ushort v67, v[24:25], off
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	global_load_ushort v68, v[54:55], off
	.loc	1 22 22                         ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[4:5]
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	global_load_ushort v54, v[52:53], off
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	global_load_ushort v55, v[24:25], off
	.loc	1 22 22 is_stmt 0               ; triton_heldout_src.py:22:22
	v_lshl_add_u64 v[24:25], v[6:7], 0, s[0:1]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	global_load_ushort v69, v[24:25], off
	.loc	1 19 5 is_stmt 1                ; triton_heldout_src.py:19:5
	s_add_i32 s39, s39, 64
	s_add_i32 s38, s38, s22
	s_cmp_lt_i32 s39, s8
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	s_waitcnt vmcnt(31)
	v_cvt_f32_f16_e32 v24, v56
	s_waitcnt vmcnt(30)
	v_cvt_f32_f16_e32 v25, v57
	s_waitcnt vmcnt(29)
	v_cvt_f32_f16_e32 v28, v58
	s_waitcnt vmcnt(28)
	v_cvt_f32_f16_e32 v29, v59
	s_waitcnt vmcnt(26)
	v_cvt_f32_f16_e32 v33, v33
	v_cvt_f32_f16_e32 v32, v32
	s_waitcnt vmcnt(24)
	v_cvt_f32_f16_e32 v37, v37
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	s_waitcnt vmcnt(23)
	v_cvt_f32_f16_e32 v26, v34
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	v_cvt_f32_f16_e32 v36, v36
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	s_waitcnt vmcnt(22)
	v_cvt_f32_f16_e32 v27, v35
	s_waitcnt vmcnt(21)
	v_cvt_f32_f16_e32 v30, v38
	s_waitcnt vmcnt(20)
	v_cvt_f32_f16_e32 v31, v39
	s_waitcnt vmcnt(17)
	v_cvt_f32_f16_e32 v34, v41
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	v_cvt_f32_f16_e32 v41, v40
	v_cvt_f32_f16_e32 v40, v60
	.loc	1 23 9                          ; triton_heldout_src.py:23:9
	v_pk_fma_f32 v[22:23], v[24:25], v[26:27], v[22:23]
	v_pk_fma_f32 v[20:21], v[28:29], v[30:31], v[20:21]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	s_waitcnt vmcnt(16)
	v_cvt_f32_f16_e32 v35, v42
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v38, v43
	s_waitcnt vmcnt(14)
	v_cvt_f32_f16_e32 v39, v61
	s_waitcnt vmcnt(13)
	v_cvt_f32_f16_e32 v42, v62
	.loc	1 23 9                          ; triton_heldout_src.py:23:9
	v_pk_fma_f32 v[18:19], v[32:33], v[34:35], v[18:19]
	v_pk_fma_f32 v[16:17], v[36:37], v[38:39], v[16:17]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	s_waitcnt vmcnt(12)
	v_cvt_f32_f16_e32 v43, v63
	.loc	1 23 9                          ; triton_heldout_src.py:23:9
	v_pk_fma_f32 v[14:15], v[40:41], v[42:43], v[14:15]
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v45, v44
	v_cvt_f32_f16_e32 v44, v64
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v47, v46
	v_cvt_f32_f16_e32 v46, v65
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v49, v66
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v48, v50
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v51, v51
	.loc	1 23 9                          ; triton_heldout_src.py:23:9
	v_pk_fma_f32 v[12:13], v[44:45], v[46:47], v[12:13]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v50, v67
	.loc	1 21 14                         ; triton_heldout_src.py:21:14
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v53, v68
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v52, v54
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v55, v55
	.loc	1 23 9                          ; triton_heldout_src.py:23:9
	v_pk_fma_f32 v[10:11], v[48:49], v[50:51], v[10:11]
	.loc	1 22 14                         ; triton_heldout_src.py:22:14
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v54, v69
	.loc	1 23 9                          ; triton_heldout_src.py:23:9
	v_pk_fma_f32 v[8:9], v[52:53], v[54:55], v[8:9]
	.loc	1 19 5                          ; triton_heldout_src.py:19:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
.Ltmp2:
	.file	2 "SITE/triton/language" "standard.py"
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:24:27 ]
	v_pk_add_f32 v[4:5], v[22:23], v[20:21]
	v_pk_add_f32 v[6:7], v[18:19], v[16:17]
	v_pk_add_f32 v[12:13], v[14:15], v[12:13]
	v_pk_add_f32 v[8:9], v[10:11], v[8:9]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_add_f32 v[6:7], v[12:13], v[8:9]
	s_nop 0
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	s_branch .LBB0_5
.Ltmp3:
.LBB0_4:
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
.LBB0_5:                                ; %._crit_edge
	.loc	1 17 34 is_stmt 1               ; triton_heldout_src.py:17:34
	s_lshl_b32 s0, s20, 6
.Ltmp4:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:24:27 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp5:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:24:27 ]
	v_mov_b32_e32 v5, s20
	v_bitop3_b32 v5, s0, v5, v1 bitop3:0x36
	v_lshl_add_u32 v5, v5, 2, 0
	s_lshl_b32 s1, s20, 2
	ds_write_b32 v5, v4
	v_lshlrev_b32_e32 v4, 8, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_and_b32_e32 v4, 0x300, v4
	v_xor_b32_e32 v5, s1, v1
	v_add3_u32 v4, 0, v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v4
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 0xf0, v0
	v_add_u32_e32 v0, s1, v0
.Ltmp6:
	.loc	1 24 5                          ; triton_heldout_src.py:24:5
	s_cmp_lg_u32 s20, 0
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:24:27 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_dpp v4, v4, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:24:27 ]
	s_barrier
.Ltmp9:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_heldout_src.py:24:27 ] ]
	s_nop 0
	v_add_f32_dpp v4, v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp10:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_heldout_src.py:24:27 ]
	ds_write_b32 v0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp11:
	.loc	1 24 5                          ; triton_heldout_src.py:24:5
	s_cbranch_scc0 .LBB0_7
; %bb.6:
	.loc	1 16 1                          ; triton_heldout_src.py:16:1
	s_endpgm
.LBB0_7:
	.loc	1 0 1 is_stmt 0                 ; triton_heldout_src.py:0:1
	v_add_u32_e32 v0, 0, v1
.Ltmp12:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_heldout_src.py:24:27 ]
	ds_read_b32 v4, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[6:7]
.Ltmp13:
	.loc	1 24 5                          ; triton_heldout_src.py:24:5
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	.loc	1 16 1                          ; triton_heldout_src.py:16:1
	s_endpgm
.Ltmp14:
.Lfunc_end0:
	.size	ln_bwd_dw, .Lfunc_end0-ln_bwd_dw
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ln_bwd_dw
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
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 72
		.amdhsa_reserve_vcc 0
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
	.set .Lln_bwd_dw.num_vgpr, 70
	.set .Lln_bwd_dw.num_agpr, 0
	.set .Lln_bwd_dw.numbered_sgpr, 72
	.set .Lln_bwd_dw.num_named_barrier, 0
	.set .Lln_bwd_dw.private_seg_size, 0
	.set .Lln_bwd_dw.uses_vcc, 0
	.set .Lln_bwd_dw.uses_flat_scratch, 0
	.set .Lln_bwd_dw.has_dyn_sized_stack, 0
	.set .Lln_bwd_dw.has_recursion, 0
	.set .Lln_bwd_dw.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1808
; TotalNumSgprs: 78
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 78
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
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
	.byte	24                              ; DW_AT_call_line
	.byte	27                              ; DW_AT_call_column
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
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
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
	.asciz	"ln_bwd_dw"                     ; string offset=53 ; ln_bwd_dw
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
    .name:           ln_bwd_dw
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         ln_bwd_dw.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     70
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
