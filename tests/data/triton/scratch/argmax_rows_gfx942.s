	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	argmax_rows                     ; -- Begin function argmax_rows
	.p2align	8
	.type	argmax_rows,@function
argmax_rows:                            ; @argmax_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 36 0 prologue_end             ; triton_scratch_src.py:36:0
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
	.loc	1 40 5 is_stmt 1                ; triton_scratch_src.py:40:5
	v_readfirstlane_b32 s0, v0
	.loc	1 38 10                         ; triton_scratch_src.py:38:10
	v_and_b32_e32 v1, 63, v0
	s_and_b32 s1, s0, 0xc0
	v_or_b32_e32 v2, s1, v1
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	v_lshrrev_b32_e32 v36, 5, v2
	v_or_b32_e32 v37, 8, v36
	v_or_b32_e32 v38, 16, v36
	v_mul_lo_u32 v2, v36, s6
	.loc	1 38 10                         ; triton_scratch_src.py:38:10
	v_and_b32_e32 v34, 31, v0
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	v_or_b32_e32 v39, 24, v36
	v_or_b32_e32 v40, 32, v36
	v_or_b32_e32 v45, 0x48, v36
	v_mul_lo_u32 v4, v37, s6
	v_mul_lo_u32 v6, v38, s6
	.loc	1 39 17 is_stmt 0               ; triton_scratch_src.py:39:17
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	v_or_b32_e32 v41, 40, v36
	v_or_b32_e32 v42, 48, v36
	v_or_b32_e32 v46, 0x50, v36
	v_mul_lo_u32 v8, v39, s6
	v_mul_lo_u32 v10, v40, s6
	v_mul_lo_u32 v20, v45, s6
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b32_e32 v35, 0
	v_lshlrev_b32_e32 v34, 2, v34
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	v_or_b32_e32 v43, 56, v36
	v_or_b32_e32 v44, 64, v36
	v_mul_lo_u32 v12, v41, s6
	v_mul_lo_u32 v14, v42, s6
	v_mul_lo_u32 v22, v46, s6
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[34:35]
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	v_mul_lo_u32 v16, v43, s6
	v_mul_lo_u32 v18, v44, s6
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[2:3]
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[2:3]
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[34:35]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[34:35]
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_dword v52, v[2:3], off
	global_load_dword v53, v[4:5], off
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	v_or_b32_e32 v47, 0x58, v36
	v_or_b32_e32 v48, 0x60, v36
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[2:3]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[2:3]
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[34:35]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[34:35]
	v_lshl_add_u64 v[2:3], v[20:21], 0, v[34:35]
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_dword v20, v[6:7], off
	global_load_dword v21, v[8:9], off
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	v_or_b32_e32 v49, 0x68, v36
	v_or_b32_e32 v50, 0x70, v36
	v_mul_lo_u32 v24, v47, s6
	v_mul_lo_u32 v26, v48, s6
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[2:3]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[34:35]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[34:35]
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[34:35]
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_dword v22, v[10:11], off
	global_load_dword v23, v[12:13], off
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	v_or_b32_e32 v51, 0x78, v36
	v_mul_lo_u32 v28, v49, s6
	v_mul_lo_u32 v30, v50, s6
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[34:35]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[34:35]
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_dword v10, v[14:15], off
	global_load_dword v11, v[16:17], off
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	v_mul_lo_u32 v32, v51, s6
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[2:3]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[2:3]
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_dword v12, v[18:19], off
	global_load_dword v13, v[2:3], off
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[2:3]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[2:3]
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[6:7], v[24:25], 0, v[34:35]
	v_lshl_add_u64 v[8:9], v[26:27], 0, v[34:35]
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_dword v14, v[4:5], off
	global_load_dword v15, v[6:7], off
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[2:3]
	v_lshl_add_u64 v[2:3], v[28:29], 0, v[34:35]
	v_lshl_add_u64 v[4:5], v[30:31], 0, v[34:35]
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_dword v6, v[8:9], off
	global_load_dword v7, v[2:3], off
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	v_lshl_add_u64 v[2:3], v[32:33], 0, v[34:35]
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_dword v8, v[4:5], off
	global_load_dword v9, v[2:3], off
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_lshlrev_b32_e32 v1, 2, v1
	v_xor_b32_e32 v1, 0x80, v1
.Ltmp3:
	.loc	1 40 5                          ; triton_scratch_src.py:40:5
	s_lshr_b32 s2, s0, 6
.Ltmp4:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	s_lshl_b32 s3, s2, 2
.Ltmp5:
	.loc	1 40 5                          ; triton_scratch_src.py:40:5
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
.Ltmp6:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(14)
	v_cmp_ge_f32_e32 vcc, v52, v53
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v2, v53, v52, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v37, v36, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(12)
	v_cmp_ge_f32_e32 vcc, v20, v21
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v4, v21, v20, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v5, v39, v38, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(10)
	v_cmp_ge_f32_e32 vcc, v22, v23
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v16, v23, v22, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v17, v41, v40, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(8)
	v_cmp_ge_f32_e32 vcc, v10, v11
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v10, v11, v10, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v11, v43, v42, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(6)
	v_cmp_ge_f32_e32 vcc, v12, v13
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v12, v13, v12, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v13, v45, v44, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(4)
	v_cmp_ge_f32_e32 vcc, v14, v15
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v14, v15, v14, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v15, v47, v46, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(2)
	v_cmp_ge_f32_e32 vcc, v6, v7
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v6, v7, v6, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v7, v49, v48, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(0)
	v_cmp_ge_f32_e32 vcc, v8, v9
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v8, v9, v8, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v9, v51, v50, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f32_e32 vcc, v2, v4
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v2, v4, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v5, v3, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f32_e32 vcc, v16, v10
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v4, v10, v16, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v5, v11, v17, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f32_e32 vcc, v12, v14
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v10, v14, v12, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v11, v15, v13, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f32_e32 vcc, v6, v8
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v6, v8, v6, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v7, v9, v7, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f32_e32 vcc, v2, v4
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v2, v4, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v5, v3, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f32_e32 vcc, v10, v6
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v4, v6, v10, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v5, v7, v11, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f32_e32 vcc, v2, v4
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v2, v4, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v5, v3, vcc
.Ltmp7:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	ds_bpermute_b32 v4, v1, v2
	ds_bpermute_b32 v1, v1, v3
.Ltmp8:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc, v2, v4
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[0:1], v3, v1
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v2, v4
	s_or_b64 vcc, vcc, s[0:1]
.Ltmp9:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	s_movk_i32 s0, 0x180
.Ltmp10:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v1, v1, v3, vcc
.Ltmp11:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_lshl_or_b32 v3, s2, 7, v34
	v_xor_b32_e32 v3, s3, v3
.Ltmp12:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v2, v4, v2, vcc
.Ltmp13:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_add_u32_e32 v3, 0, v3
	ds_write_b32 v3, v2
	v_lshlrev_b32_e32 v2, 7, v0
	v_xor_b32_e32 v4, s3, v34
	v_and_or_b32 v2, v2, s0, v4
	v_add_u32_e32 v2, 0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v2
	ds_write_b32 v3, v1 offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v2 offset:512
	v_mov_b32_dpp v2, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp14:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v4, v2
.Ltmp15:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_dpp v3, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v1, v3
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v4, v2
	s_or_b64 vcc, vcc, s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v4, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v1, v3, v1, vcc
.Ltmp17:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	s_nop 0
	v_mov_b32_dpp v3, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v1, v4
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v2, v3
	s_or_b64 vcc, vcc, s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v2, vcc
.Ltmp19:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_lshlrev_b32_e32 v3, 2, v0
	v_and_b32_e32 v3, 0x70, v3
	v_or_b32_e32 v3, s3, v3
.Ltmp20:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v1, v4, v1, vcc
.Ltmp21:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_add_u32_e32 v3, 0, v3
	ds_write_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v3, v1 offset:128
	v_add_u32_e32 v1, 0, v34
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1 offset:128
.Ltmp22:
	.loc	1 40 5                          ; triton_scratch_src.py:40:5
	v_and_or_b32 v0, v0, 32, s2
	v_bfrev_b32_e32 v1, 1
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_nop 1
	v_cndmask_b32_e32 v0, v1, v34, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v0, s[4:7], 0 offen
	.loc	1 36 1                          ; triton_scratch_src.py:36:1
	s_endpgm
.Ltmp23:
.Lfunc_end0:
	.size	argmax_rows, .Lfunc_end0-argmax_rows
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel argmax_rows
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 56
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
	.set .Largmax_rows.num_vgpr, 54
	.set .Largmax_rows.num_agpr, 0
	.set .Largmax_rows.numbered_sgpr, 12
	.set .Largmax_rows.num_named_barrier, 0
	.set .Largmax_rows.private_seg_size, 0
	.set .Largmax_rows.uses_vcc, 1
	.set .Largmax_rows.uses_flat_scratch, 0
	.set .Largmax_rows.has_dyn_sized_stack, 0
	.set .Largmax_rows.has_recursion, 0
	.set .Largmax_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1636
; TotalNumSgprs: 18
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 54
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
	.byte	40                              ; DW_AT_call_line
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
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.asciz	"argmax_rows"                   ; string offset=53 ; argmax_rows
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
    .name:           argmax_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         argmax_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     54
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
