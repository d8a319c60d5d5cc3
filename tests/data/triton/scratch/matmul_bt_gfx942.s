	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_bt                       ; -- Begin function matmul_bt
	.p2align	8
	.type	matmul_bt,@function
matmul_bt:                              ; @matmul_bt
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.6:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 54 0 prologue_end             ; triton_scratch_src.py:54:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.7:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	v_readfirstlane_b32 s12, v0
	.loc	1 57 10                         ; triton_scratch_src.py:57:10
	s_lshl_b32 s0, s16, 6
	.loc	1 57 23 is_stmt 0               ; triton_scratch_src.py:57:23
	s_and_b32 s1, s12, 0x80
	s_and_b32 s11, s12, 64
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_lshl_b32 s8, s17, 6
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_and_b32_e32 v1, 31, v0
	v_and_b32_e32 v50, 32, v0
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	.loc	1 69 5                          ; triton_scratch_src.py:69:5
	s_and_b32 s12, s12, 0xc0
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_and_or_b32 v3, v0, 63, s12
	v_lshrrev_b32_e32 v8, 5, v3
	v_or_b32_e32 v9, 56, v8
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v4, s8, v9
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	v_lshlrev_b32_e32 v6, 1, v1
	v_mov_b32_e32 v7, v2
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v10, 48, v8
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[18:19], v[4:5], 0, v[6:7]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v4, s8, v10
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v11, 40, v8
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[20:21], v[4:5], 0, v[6:7]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v4, s8, v11
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v12, 32, v8
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[22:23], v[4:5], 0, v[6:7]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v4, s8, v12
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v13, 24, v8
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[24:25], v[4:5], 0, v[6:7]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v4, s8, v13
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v14, 16, v8
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[26:27], v[4:5], 0, v[6:7]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v4, s8, v14
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v15, 8, v8
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[28:29], v[4:5], 0, v[6:7]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v4, s8, v15
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[4:5], 0, v[6:7]
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	v_or_b32_e32 v4, s8, v8
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	v_lshl_add_u64 v[32:33], v[4:5], 0, v[6:7]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v4, s0, v9
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[34:35], v[4:5], 0, v[6:7]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v4, s0, v10
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[36:37], v[4:5], 0, v[6:7]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v4, s0, v11
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[38:39], v[4:5], 0, v[6:7]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v4, s0, v12
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[40:41], v[4:5], 0, v[6:7]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v4, s0, v13
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[42:43], v[4:5], 0, v[6:7]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v4, s0, v14
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[44:45], v[4:5], 0, v[6:7]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v4, s0, v15
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[46:47], v[4:5], 0, v[6:7]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v4, s0, v8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	v_mul_lo_u32 v4, v4, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_lshlrev_b32_e32 v9, 2, v1
	v_lshrrev_b32_e32 v10, 1, v50
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_add_u64 v[48:49], v[4:5], 0, v[6:7]
	v_lshrrev_b32_e32 v5, 3, v3
	v_lshlrev_b32_e32 v8, 7, v1
	s_lshr_b32 s2, s11, 5
	v_xor_b32_e32 v9, v9, v10
	v_and_b32_e32 v0, 56, v0
	v_lshrrev_b32_e32 v11, 2, v50
	v_lshlrev_b32_e32 v4, 2, v3
	v_and_b32_e32 v5, 28, v5
	v_or3_b32 v8, s2, v8, v9
	v_xor_b32_e32 v0, v0, v11
	v_lshlrev_b32_e32 v11, 6, v1
	s_lshl_b32 s2, s1, 4
	v_xor_b32_e32 v4, v5, v4
	v_or3_b32 v11, s2, v11, v0
	v_lshlrev_b32_e32 v0, 1, v3
	s_lshr_b32 s2, s12, 3
	v_xor_b32_e32 v5, 32, v4
	v_xor_b32_e32 v6, 64, v4
	v_xor_b32_e32 v7, 0x60, v4
	v_xor_b32_e32 v3, s2, v0
	v_add_u32_e32 v0, 0, v4
	v_xor_b32_e32 v4, 32, v8
	v_add_u32_e32 v51, 0, v5
	v_xor_b32_e32 v5, 36, v8
	v_add_u32_e32 v58, 0, v4
	v_xor_b32_e32 v4, 32, v3
	v_xor_b32_e32 v9, 4, v8
	v_xor_b32_e32 v10, 8, v8
	v_xor_b32_e32 v12, 12, v8
	v_add_u32_e32 v52, 0, v6
	v_add_u32_e32 v53, 0, v7
	v_xor_b32_e32 v6, 40, v8
	v_xor_b32_e32 v7, 44, v8
	v_xor_b32_e32 v13, 64, v8
	v_xor_b32_e32 v14, 0x44, v8
	v_xor_b32_e32 v15, 0x48, v8
	v_xor_b32_e32 v16, 0x4c, v8
	v_xor_b32_e32 v17, 0x60, v8
	v_xor_b32_e32 v67, 0x64, v8
	v_xor_b32_e32 v68, 0x68, v8
	v_xor_b32_e32 v69, 0x6c, v8
	v_add_u32_e32 v59, 0, v5
	v_add_u32_e32 v70, 0, v3
	v_add_u32_e32 v71, 0, v4
	v_xor_b32_e32 v3, 16, v11
	v_xor_b32_e32 v4, 32, v11
	v_xor_b32_e32 v5, 48, v11
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x5040100
	v_add_u32_e32 v54, 0, v8
	v_add_u32_e32 v55, 0, v9
	v_add_u32_e32 v56, 0, v10
	v_add_u32_e32 v57, 0, v12
	v_add_u32_e32 v60, 0, v6
	v_add_u32_e32 v61, 0, v7
	v_add_u32_e32 v62, 0, v13
	v_add_u32_e32 v63, 0, v14
	v_add_u32_e32 v64, 0, v15
	v_add_u32_e32 v65, 0, v16
	v_add_u32_e32 v66, 0, v17
	v_add_u32_e32 v67, 0, v67
	v_add_u32_e32 v68, 0, v68
	v_add_u32_e32 v69, 0, v69
	v_add_u32_e32 v72, 0, v11
	v_add_u32_e32 v73, 0, v3
	v_add_u32_e32 v74, 0, v4
	v_add_u32_e32 v75, 0, v5
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v17, v2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 65 13 is_stmt 1               ; triton_scratch_src.py:65:13
	global_load_ushort v76, v[32:33], off
	global_load_ushort v77, v[24:25], off
	global_load_ushort v78, v[30:31], off
	global_load_ushort v79, v[22:23], off
	global_load_ushort v80, v[28:29], off
	global_load_ushort v81, v[20:21], off
	global_load_ushort v82, v[26:27], off
	global_load_ushort v83, v[18:19], off
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	global_load_ushort v92, v[48:49], off
	global_load_ushort v93, v[44:45], off
	global_load_ushort v94, v[40:41], off
	global_load_ushort v95, v[36:37], off
	global_load_ushort v96, v[46:47], off
	global_load_ushort v97, v[42:43], off
	global_load_ushort v98, v[38:39], off
	global_load_ushort v99, v[34:35], off
	.loc	1 66 26                         ; triton_scratch_src.py:66:26
	s_barrier
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_add_i32 s2, s2, 32
	.loc	1 67 9                          ; triton_scratch_src.py:67:9
	v_lshl_add_u64 v[48:49], v[48:49], 0, 64
	v_lshl_add_u64 v[46:47], v[46:47], 0, 64
	v_lshl_add_u64 v[44:45], v[44:45], 0, 64
	v_lshl_add_u64 v[42:43], v[42:43], 0, 64
	v_lshl_add_u64 v[40:41], v[40:41], 0, 64
	v_lshl_add_u64 v[38:39], v[38:39], 0, 64
	v_lshl_add_u64 v[36:37], v[36:37], 0, 64
	v_lshl_add_u64 v[34:35], v[34:35], 0, 64
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[32:33], v[32:33], 0, 64
	v_lshl_add_u64 v[30:31], v[30:31], 0, 64
	v_lshl_add_u64 v[28:29], v[28:29], 0, 64
	v_lshl_add_u64 v[26:27], v[26:27], 0, 64
	v_lshl_add_u64 v[24:25], v[24:25], 0, 64
	v_lshl_add_u64 v[22:23], v[22:23], 0, 64
	v_lshl_add_u64 v[20:21], v[20:21], 0, 64
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_lt_i32 s2, s10
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[18:19], v[18:19], 0, 64
	.loc	1 66 26                         ; triton_scratch_src.py:66:26
	s_waitcnt vmcnt(14)
	v_perm_b32 v76, v77, v76, s3
	s_waitcnt vmcnt(12)
	v_perm_b32 v77, v79, v78, s3
	s_waitcnt vmcnt(10)
	v_perm_b32 v78, v81, v80, s3
	s_waitcnt vmcnt(8)
	v_perm_b32 v79, v83, v82, s3
	ds_write_b32 v0, v76
	ds_write_b32 v51, v77 offset:1024
	ds_write_b32 v52, v78 offset:2048
	ds_write_b32 v53, v79 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v76, v56
	ds_read_u16 v77, v57
	ds_read_u16 v78, v58
	ds_read_u16 v79, v59
	ds_read_u16 v80, v60
	ds_read_u16 v81, v61
	ds_read_u16 v82, v54
	ds_read_u16 v83, v55
	ds_read_u16 v84, v62
	ds_read_u16 v85, v63
	ds_read_u16 v86, v64
	ds_read_u16 v87, v65
	ds_read_u16 v88, v66
	ds_read_u16 v89, v67
	ds_read_u16 v90, v68
	ds_read_u16 v91, v69
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(7)
	ds_write_b16 v70, v92
	s_waitcnt vmcnt(6)
	ds_write_b16 v70, v93 offset:1024
	s_waitcnt vmcnt(5)
	ds_write_b16 v70, v94 offset:2048
	s_waitcnt vmcnt(4)
	ds_write_b16 v70, v95 offset:3072
	s_waitcnt vmcnt(3)
	ds_write_b16 v71, v96 offset:512
	s_waitcnt vmcnt(2)
	ds_write_b16 v71, v97 offset:1536
	s_waitcnt vmcnt(1)
	ds_write_b16 v71, v98 offset:2560
	s_waitcnt vmcnt(0)
	ds_write_b16 v71, v99 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[92:93], v72
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_perm_b32 v77, v77, v76, s3
	v_perm_b32 v76, v83, v82, s3
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read_b64 v[82:83], v73
	ds_read_b64 v[94:95], v74
	ds_read_b64 v[96:97], v75
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[2:17], v[76:77], v[92:93], v[2:17]
	v_perm_b32 v77, v81, v80, s3
	v_perm_b32 v76, v79, v78, s3
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[76:77], v[82:83], v[2:17]
	v_perm_b32 v77, v87, v86, s3
	v_perm_b32 v76, v85, v84, s3
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[76:77], v[94:95], v[2:17]
	v_perm_b32 v77, v91, v90, s3
	v_perm_b32 v76, v89, v88, s3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[76:77], v[96:97], v[2:17]
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	s_nop 9
	v_cvt_f16_f32_e32 v22, v2
	v_cvt_f16_f32_e32 v21, v3
	v_cvt_f16_f32_e32 v24, v4
	v_cvt_f16_f32_e32 v23, v5
	v_cvt_f16_f32_e32 v19, v6
	v_cvt_f16_f32_e32 v18, v7
	v_cvt_f16_f32_e32 v20, v8
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v6, v10
	v_cvt_f16_f32_e32 v5, v11
	v_cvt_f16_f32_e32 v8, v12
	v_cvt_f16_f32_e32 v7, v13
	v_cvt_f16_f32_e32 v3, v14
	v_cvt_f16_f32_e32 v0, v15
	v_cvt_f16_f32_e32 v4, v16
	v_cvt_f16_f32_e32 v2, v17
	s_branch .LBB0_5
.LBB0_4:
	.loc	1 0 53 is_stmt 0                ; triton_scratch_src.py:0:53
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
.LBB0_5:                                ; %._crit_edge
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_lshr_b32 s1, s1, 2
	v_or_b32_e32 v1, s1, v1
	v_lshrrev_b32_e32 v10, 3, v50
	s_lshr_b32 s2, s11, 1
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v1, s0, v1
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_or_b32_e32 v10, s2, v10
	.loc	1 69 22 is_stmt 1               ; triton_scratch_src.py:69:22
	v_mul_lo_u32 v12, v1, s9
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v10, s8, v10
	.loc	1 69 14                         ; triton_scratch_src.py:69:14
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[6:7]
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 69 5 is_stmt 0                ; triton_scratch_src.py:69:5
	s_mov_b32 s0, 0x5040100
	.loc	1 69 14                         ; triton_scratch_src.py:69:14
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[12:13]
	.loc	1 69 5                          ; triton_scratch_src.py:69:5
	v_perm_b32 v13, v23, v24, s0
	v_perm_b32 v12, v21, v22, s0
	global_store_dwordx2 v[10:11], v[12:13], off
	v_perm_b32 v13, v9, v20, s0
	v_perm_b32 v12, v18, v19, s0
	v_perm_b32 v7, v7, v8, s0
	v_perm_b32 v6, v5, v6, s0
	v_perm_b32 v1, v2, v4, s0
	v_perm_b32 v0, v0, v3, s0
	global_store_dwordx2 v[10:11], v[12:13], off offset:16
	global_store_dwordx2 v[10:11], v[6:7], off offset:32
	global_store_dwordx2 v[10:11], v[0:1], off offset:48
	.loc	1 54 1 is_stmt 1                ; triton_scratch_src.py:54:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul_bt, .Lfunc_end0-matmul_bt
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_bt
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 100
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 100
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
	.set .Lmatmul_bt.num_vgpr, 100
	.set .Lmatmul_bt.num_agpr, 0
	.set .Lmatmul_bt.numbered_sgpr, 18
	.set .Lmatmul_bt.num_named_barrier, 0
	.set .Lmatmul_bt.private_seg_size, 0
	.set .Lmatmul_bt.uses_vcc, 0
	.set .Lmatmul_bt.uses_flat_scratch, 0
	.set .Lmatmul_bt.has_dyn_sized_stack, 0
	.set .Lmatmul_bt.has_recursion, 0
	.set .Lmatmul_bt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2308
; TotalNumSgprs: 24
; NumVgprs: 100
; NumAgprs: 0
; TotalNumVgprs: 100
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 100
; AccumOffset: 100
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 24
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
	.asciz	"triton_scratch_src.py"         ; string offset=7 ; triton_scratch_src.py
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
    .name:           matmul_bt
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         matmul_bt.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     100
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
