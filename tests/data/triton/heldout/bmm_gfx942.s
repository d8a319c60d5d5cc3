	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	bmm                             ; -- Begin function bmm
	.p2align	8
	.type	bmm,@function
bmm:                                    ; @bmm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.5:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 69 0 prologue_end             ; triton_heldout_src.py:69:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.6:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 80 13 is_stmt 1               ; triton_heldout_src.py:80:13
	v_readfirstlane_b32 s19, v0
	.loc	1 71 14                         ; triton_heldout_src.py:71:14
	s_mul_i32 s0, s8, s18
	.loc	1 74 10                         ; triton_heldout_src.py:74:10
	s_lshl_b32 s1, s16, 6
	.loc	1 74 34 is_stmt 0               ; triton_heldout_src.py:74:34
	s_and_b32 s8, s19, 0x80
	s_and_b32 s12, s19, 64
	.loc	1 75 10 is_stmt 1               ; triton_heldout_src.py:75:10
	s_lshl_b32 s11, s17, 6
	.loc	1 74 34                         ; triton_heldout_src.py:74:34
	v_and_b32_e32 v34, 31, v0
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_cmp_lt_i32 s10, 1
	.loc	1 74 34                         ; triton_heldout_src.py:74:34
	v_and_b32_e32 v35, 32, v0
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	.loc	1 82 5                          ; triton_heldout_src.py:82:5
	s_and_b32 s13, s19, 0xc0
	.loc	1 74 34                         ; triton_heldout_src.py:74:34
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v36, s13, v1
	.loc	1 71 14                         ; triton_heldout_src.py:71:14
	s_mul_i32 s14, s10, s0
	.loc	1 74 34                         ; triton_heldout_src.py:74:34
	v_lshrrev_b32_e32 v2, 5, v36
	.loc	1 71 5                          ; triton_heldout_src.py:71:5
	s_ashr_i32 s15, s14, 31
	.loc	1 74 10                         ; triton_heldout_src.py:74:10
	v_or_b32_e32 v2, s1, v2
	.loc	1 71 5                          ; triton_heldout_src.py:71:5
	s_lshl_b64 s[14:15], s[14:15], 1
	.loc	1 74 10                         ; triton_heldout_src.py:74:10
	v_or_b32_e32 v3, 8, v2
	v_or_b32_e32 v5, 16, v2
	v_or_b32_e32 v7, 24, v2
	v_or_b32_e32 v9, 32, v2
	v_or_b32_e32 v11, 40, v2
	v_or_b32_e32 v13, 48, v2
	v_or_b32_e32 v15, 56, v2
	.loc	1 71 5                          ; triton_heldout_src.py:71:5
	s_add_u32 s2, s2, s14
	.loc	1 79 29                         ; triton_heldout_src.py:79:29
	v_mul_lo_u32 v2, v2, s10
	v_mul_lo_u32 v4, v3, s10
	v_mul_lo_u32 v6, v5, s10
	v_mul_lo_u32 v8, v7, s10
	v_mul_lo_u32 v10, v9, s10
	v_mul_lo_u32 v12, v11, s10
	v_mul_lo_u32 v14, v13, s10
	v_mul_lo_u32 v30, v15, s10
	.loc	1 71 5                          ; triton_heldout_src.py:71:5
	s_addc_u32 s3, s3, s15
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[2:3]
	v_lshl_add_u64 v[18:19], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[20:21], v[6:7], 1, s[2:3]
	v_lshl_add_u64 v[22:23], v[8:9], 1, s[2:3]
	v_lshl_add_u64 v[24:25], v[10:11], 1, s[2:3]
	v_lshl_add_u64 v[26:27], v[12:13], 1, s[2:3]
	v_lshl_add_u64 v[28:29], v[14:15], 1, s[2:3]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[2:3]
	.loc	1 72 14                         ; triton_heldout_src.py:72:14
	s_mul_i32 s2, s9, s18
	s_mul_i32 s2, s2, s10
	.loc	1 72 5 is_stmt 0                ; triton_heldout_src.py:72:5
	s_ashr_i32 s3, s2, 31
	.loc	1 76 10 is_stmt 1               ; triton_heldout_src.py:76:10
	s_lshr_b32 s17, s13, 4
	.loc	1 72 5                          ; triton_heldout_src.py:72:5
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 75 10                         ; triton_heldout_src.py:75:10
	v_or_b32_e32 v2, s11, v1
	.loc	1 72 5                          ; triton_heldout_src.py:72:5
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b32_e32 v5, 2, v0
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[2:3]
	s_lshr_b32 s2, s13, 3
	v_and_b32_e32 v5, 56, v5
	v_lshrrev_b32_e32 v6, 2, v35
	s_lshl_b32 s3, s8, 4
	v_lshlrev_b32_e32 v4, 6, v34
	v_xor_b32_e32 v7, v5, v6
	s_cmp_eq_u32 s12, 0
	v_or3_b32 v4, s3, v4, v7
	v_lshrrev_b32_e32 v10, 1, v0
	v_lshlrev_b32_e32 v11, 6, v0
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s3, 0, 0x810
	v_and_b32_e32 v10, 24, v10
	v_and_b32_e32 v0, 0x408, v0
	v_or_b32_e32 v6, s3, v6
	v_xor_b32_e32 v10, s2, v10
	v_xor_b32_e32 v0, v0, v6
	v_lshlrev_b32_e32 v2, 1, v36
	v_xor_b32_e32 v10, v10, v5
	v_xor_b32_e32 v0, v0, v5
	s_movk_i32 s3, 0x3c0
	v_xor_b32_e32 v2, s2, v2
	v_lshl_or_b32 v1, v1, 6, v10
	v_and_or_b32 v5, v11, s3, v0
	s_bfe_u32 s18, s19, 0x20006
	v_xor_b32_e32 v3, 32, v2
	v_xor_b32_e32 v7, 16, v4
	v_xor_b32_e32 v8, 32, v4
	v_xor_b32_e32 v9, 48, v4
	v_xor_b32_e32 v10, 32, v1
	v_xor_b32_e32 v6, 16, v5
	v_xor_b32_e32 v11, 32, v5
	v_xor_b32_e32 v12, 48, v5
	s_or_b32 s3, s17, 19
	s_or_b32 s5, s17, 18
	s_or_b32 s13, s17, 17
	s_or_b32 s14, s17, 16
	s_or_b32 s15, s17, 3
	s_or_b32 s16, s17, 2
	s_or_b32 s17, s17, 1
	s_mul_i32 s18, s9, s18
	v_mov_b32_e32 v0, 0
	s_mov_b32 s2, 0
	s_mul_i32 s3, s9, s3
	s_lshl_b32 s4, s9, 5
	s_mul_i32 s5, s9, s5
	s_mul_i32 s13, s9, s13
	s_mul_i32 s14, s9, s14
	s_mul_i32 s15, s9, s15
	s_mul_i32 s16, s9, s16
	s_mul_i32 s17, s9, s17
	s_lshl_b32 s18, s18, 2
	v_add_u32_e32 v36, 0, v2
	v_add_u32_e32 v37, 0, v3
	v_add_u32_e32 v38, 0, v4
	v_add_u32_e32 v39, 0, v7
	v_add_u32_e32 v40, 0, v8
	v_add_u32_e32 v41, 0, v9
	s_mov_b32 s19, 0x5040100
	v_add_u32_e32 v42, 0, v1
	v_add_u32_e32 v43, 0, v10
	v_add_u32_e32 v44, 0, v5
	v_add_u32_e32 v45, 0, v6
	v_add_u32_e32 v46, 0, v11
	v_add_u32_e32 v47, 0, v12
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_mov_b32 s20, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_add_i32 s22, s18, s2
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_add_u32_e32 v48, s20, v34
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_add_i32 s24, s17, s2
	s_add_i32 s26, s16, s2
	s_add_i32 s28, s15, s2
	s_add_i32 s30, s14, s2
	s_add_i32 s36, s5, s2
	.loc	1 80 21 is_stmt 0               ; triton_heldout_src.py:80:21
	s_ashr_i32 s23, s22, 31
	.loc	1 80 29                         ; triton_heldout_src.py:80:29
	s_add_i32 s34, s13, s2
	.loc	1 79 21 is_stmt 1               ; triton_heldout_src.py:79:21
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 80 21                         ; triton_heldout_src.py:80:21
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s37, s36, 31
	v_lshl_add_u64 v[50:51], s[22:23], 1, v[32:33]
	s_add_i32 s38, s3, s2
	s_ashr_i32 s35, s34, 31
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshlrev_b64 v[48:49], 1, v[48:49]
	.loc	1 80 21                         ; triton_heldout_src.py:80:21
	v_lshl_add_u64 v[52:53], s[24:25], 1, v[32:33]
	v_lshl_add_u64 v[54:55], s[26:27], 1, v[32:33]
	v_lshl_add_u64 v[56:57], s[28:29], 1, v[32:33]
	v_lshl_add_u64 v[58:59], s[30:31], 1, v[32:33]
	.loc	1 80 13 is_stmt 0               ; triton_heldout_src.py:80:13
	global_load_ushort v62, v[50:51], off
	global_load_ushort v63, v[52:53], off
	.loc	1 80 21                         ; triton_heldout_src.py:80:21
	v_lshl_add_u64 v[50:51], s[36:37], 1, v[32:33]
	s_ashr_i32 s39, s38, 31
	v_lshl_add_u64 v[60:61], s[34:35], 1, v[32:33]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	global_load_ushort v64, v[54:55], off
	global_load_ushort v65, v[56:57], off
	s_nop 0
	global_load_ushort v54, v[58:59], off
	global_load_ushort v55, v[60:61], off
	global_load_ushort v56, v[50:51], off
	.loc	1 79 21 is_stmt 1               ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[50:51], v[16:17], 0, v[48:49]
	.loc	1 80 21                         ; triton_heldout_src.py:80:21
	v_lshl_add_u64 v[52:53], s[38:39], 1, v[32:33]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v58, v[50:51], off
	.loc	1 79 21 is_stmt 0               ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[50:51], v[20:21], 0, v[48:49]
	.loc	1 80 13 is_stmt 1               ; triton_heldout_src.py:80:13
	global_load_ushort v57, v[52:53], off
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[52:53], v[18:19], 0, v[48:49]
	.loc	1 79 13 is_stmt 0               ; triton_heldout_src.py:79:13
	global_load_ushort v60, v[50:51], off
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[50:51], v[24:25], 0, v[48:49]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v59, v[52:53], off
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[52:53], v[22:23], 0, v[48:49]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v61, v[50:51], off
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[50:51], v[28:29], 0, v[48:49]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v66, v[50:51], off
	.loc	1 79 21                         ; triton_heldout_src.py:79:21
	v_lshl_add_u64 v[50:51], v[26:27], 0, v[48:49]
	v_lshl_add_u64 v[48:49], v[30:31], 0, v[48:49]
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	global_load_ushort v67, v[52:53], off
	global_load_ushort v68, v[50:51], off
	global_load_ushort v69, v[48:49], off
	s_barrier
	.loc	1 78 5 is_stmt 1                ; triton_heldout_src.py:78:5
	s_add_i32 s20, s20, 32
	s_add_i32 s2, s2, s4
	s_cmp_lt_i32 s20, s10
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_waitcnt vmcnt(8)
	ds_write_b16 v36, v58
	s_waitcnt vmcnt(6)
	ds_write_b16 v36, v60 offset:1024
	s_waitcnt vmcnt(4)
	ds_write_b16 v36, v61 offset:2048
	s_waitcnt vmcnt(3)
	ds_write_b16 v36, v66 offset:3072
	ds_write_b16 v37, v59 offset:512
	s_waitcnt vmcnt(2)
	ds_write_b16 v37, v67 offset:1536
	s_waitcnt vmcnt(1)
	ds_write_b16 v37, v68 offset:2560
	s_waitcnt vmcnt(0)
	ds_write_b16 v37, v69 offset:3584
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	v_perm_b32 v49, v65, v64, s19
	v_perm_b32 v48, v63, v62, s19
	v_perm_b32 v51, v57, v56, s19
	v_perm_b32 v50, v55, v54, s19
	.loc	1 79 13                         ; triton_heldout_src.py:79:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[52:53], v38
	ds_read_b64 v[54:55], v39
	ds_read_b64 v[56:57], v40
	ds_read_b64 v[58:59], v41
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v42, v[48:49]
	ds_write_b64 v43, v[50:51]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[48:49], v44
	.loc	1 81 15                         ; triton_heldout_src.py:81:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[52:53], v[0:15]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	ds_read_b64 v[48:49], v45
	.loc	1 81 15                         ; triton_heldout_src.py:81:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[54:55], v[0:15]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	ds_read_b64 v[48:49], v46
	.loc	1 81 15                         ; triton_heldout_src.py:81:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[56:57], v[0:15]
	.loc	1 80 13                         ; triton_heldout_src.py:80:13
	ds_read_b64 v[48:49], v47
	.loc	1 81 15                         ; triton_heldout_src.py:81:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[58:59], v[0:15]
	.loc	1 78 5                          ; triton_heldout_src.py:78:5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; triton_heldout_src.py:0:5
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_4:                                ; %._crit_edge
	.loc	1 74 34 is_stmt 1               ; triton_heldout_src.py:74:34
	v_lshrrev_b32_e32 v16, 3, v35
	s_lshr_b32 s2, s12, 1
	v_or_b32_e32 v16, s2, v16
	s_lshr_b32 s2, s8, 2
	v_or_b32_e32 v17, s2, v34
	.loc	1 73 14                         ; triton_heldout_src.py:73:14
	s_mul_i32 s0, s0, s9
	.loc	1 74 10                         ; triton_heldout_src.py:74:10
	v_or_b32_e32 v17, s1, v17
	.loc	1 73 5                          ; triton_heldout_src.py:73:5
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s6, s0
	.loc	1 82 22                         ; triton_heldout_src.py:82:22
	v_mul_lo_u32 v18, v17, s9
	.loc	1 75 10                         ; triton_heldout_src.py:75:10
	v_or_b32_e32 v16, s11, v16
	.loc	1 73 5                          ; triton_heldout_src.py:73:5
	s_addc_u32 s1, s7, s1
	.loc	1 82 14                         ; triton_heldout_src.py:82:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[0:1]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 82 5 is_stmt 0                ; triton_heldout_src.py:82:5
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
	.loc	1 69 1 is_stmt 1                ; triton_heldout_src.py:69:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	bmm, .Lfunc_end0-bmm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bmm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 40
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
	.set .Lbmm.num_vgpr, 70
	.set .Lbmm.num_agpr, 0
	.set .Lbmm.numbered_sgpr, 40
	.set .Lbmm.num_named_barrier, 0
	.set .Lbmm.private_seg_size, 0
	.set .Lbmm.uses_vcc, 0
	.set .Lbmm.uses_flat_scratch, 0
	.set .Lbmm.has_dyn_sized_stack, 0
	.set .Lbmm.has_recursion, 0
	.set .Lbmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1756
; TotalNumSgprs: 46
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
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
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           bmm
    .private_segment_fixed_size: 0
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         bmm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     70
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
