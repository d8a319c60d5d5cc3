	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	cumsum_cols                     ; -- Begin function cumsum_cols
	.p2align	8
	.type	cumsum_cols,@function
cumsum_cols:                            ; @cumsum_cols
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 37 0 prologue_end             ; triton_heldout_src.py:37:0
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
	.loc	1 41 5 is_stmt 1                ; triton_heldout_src.py:41:5
	v_lshrrev_b32_e32 v36, 6, v0
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_and_b32_e32 v37, 63, v0
	.loc	1 40 43 is_stmt 0               ; triton_heldout_src.py:40:43
	v_readfirstlane_b32 s0, v36
	v_and_b32_e32 v4, 15, v0
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_mov_b32_e32 v5, 0
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_lshl_or_b32 v1, s0, 6, v37
	v_lshrrev_b32_e32 v1, 4, v1
	v_mul_lo_u32 v2, v1, s6
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[2:3]
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v48, v[6:7], off
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_or_b32_e32 v14, 0x70, v1
	v_or_b32_e32 v10, 48, v1
	v_or_b32_e32 v21, 0xc0, v1
	v_mul_lo_u32 v20, v14, s6
	v_or_b32_e32 v8, 16, v1
	v_mul_lo_u32 v30, v10, s6
	v_mul_lo_u32 v10, v21, s6
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_mul_lo_u32 v28, v8, s6
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[38:39], v[20:21], 2, s[2:3]
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[4:5]
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_or_b32_e32 v15, 0x80, v1
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v57, v[38:39], off
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[6:7], v[28:29], 2, s[2:3]
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_or_b32_e32 v12, 0x50, v1
	v_or_b32_e32 v19, 0xb0, v1
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_mul_lo_u32 v18, v15, s6
	v_or_b32_e32 v9, 32, v1
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v49, v[6:7], off
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_mul_lo_u32 v24, v12, s6
	v_mul_lo_u32 v12, v19, s6
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_mul_lo_u32 v32, v9, s6
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[38:39], v[18:19], 2, s[2:3]
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[4:5]
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v58, v[38:39], off
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[6:7], v[32:33], 2, s[2:3]
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_or_b32_e32 v16, 0x90, v1
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_or_b32_e32 v17, 0xa0, v1
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v50, v[6:7], off
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_mul_lo_u32 v16, v16, s6
	v_mul_lo_u32 v14, v17, s6
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[38:39], v[16:17], 2, s[2:3]
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_or_b32_e32 v11, 64, v1
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[4:5]
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_mul_lo_u32 v26, v11, s6
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[40:41], v[14:15], 2, s[2:3]
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v59, v[38:39], off
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[6:7], v[30:31], 2, s[2:3]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	v_lshl_add_u64 v[38:39], v[40:41], 0, v[4:5]
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v53, v[6:7], off
	global_load_dword v60, v[38:39], off
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[6:7], v[26:27], 2, s[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v54, v[6:7], off
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_or_b32_e32 v13, 0x60, v1
	v_mul_lo_u32 v22, v13, s6
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[42:43], v[12:13], 2, s[2:3]
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[4:5]
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v42, v[42:43], off
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[6:7], v[24:25], 2, s[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v55, v[6:7], off
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[6:7], v[22:23], 2, s[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v56, v[6:7], off
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[44:45], v[10:11], 2, s[2:3]
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[4:5]
	.loc	1 40 9                          ; triton_heldout_src.py:40:9
	global_load_dword v61, v[44:45], off
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_or_b32_e32 v34, 0xd0, v1
	v_or_b32_e32 v35, 0xe0, v1
	v_or_b32_e32 v1, 0xf0, v1
	v_mul_lo_u32 v8, v34, s6
	v_mul_lo_u32 v34, v1, s6
.Ltmp2:
	.file	2 "SITE/triton/language" "standard.py"
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_lshlrev_b32_e32 v1, 2, v37
	v_subrev_u32_e32 v43, 64, v1
	v_cmp_gt_u32_e32 vcc, 16, v37
.Ltmp3:
	.loc	1 40 25                         ; triton_heldout_src.py:40:25
	v_mul_lo_u32 v6, v35, s6
	.loc	1 40 17 is_stmt 0               ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v9, 31, v8
.Ltmp4:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v62, v43, v1, vcc
	s_waitcnt vmcnt(12)
	ds_bpermute_b32 v43, v62, v48
.Ltmp5:
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[38:39], v[8:9], 2, s[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[40:41], v[6:7], 2, s[2:3]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[4:5]
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_bfe_u32 v65, v0, 4, 2
.Ltmp7:
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[4:5]
	.loc	1 40 9 is_stmt 0                ; triton_heldout_src.py:40:9
	global_load_dword v63, v[38:39], off
	global_load_dword v64, v[40:41], off
.Ltmp8:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cmp_eq_u32_e32 vcc, 0, v65
.Ltmp9:
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[46:47], v[34:35], 2, s[2:3]
.Ltmp10:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v0, v43, 0, vcc
	v_add_u32_e32 v38, v0, v48
	v_add_u32_e32 v0, 0xffffff80, v1
	v_cmp_gt_u32_e64 s[0:1], 32, v37
	s_waitcnt vmcnt(8)
	ds_bpermute_b32 v41, v62, v53
	v_cndmask_b32_e64 v40, v0, v1, s[0:1]
.Ltmp11:
	.loc	1 40 17                         ; triton_heldout_src.py:40:17
	v_lshl_add_u64 v[0:1], v[46:47], 0, v[4:5]
	.loc	1 40 9 is_stmt 0                ; triton_heldout_src.py:40:9
	global_load_dword v0, v[0:1], off
.Ltmp12:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_bpermute_b32 v39, v40, v38
	ds_bpermute_b32 v1, v62, v49
	v_cmp_lt_u32_e64 s[0:1], 31, v37
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_cndmask_b32_e64 v37, 0, v39, s[0:1]
	ds_bpermute_b32 v39, v62, v50
	v_add_u32_e32 v1, v1, v49
	v_add_u32_e32 v52, v38, v37
	ds_bpermute_b32 v37, v40, v1
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v38, v39, 0, vcc
	v_add_u32_e32 v38, v38, v50
	ds_bpermute_b32 v39, v40, v38
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, 0, v37, s[0:1]
	v_add_u32_e32 v51, v1, v37
	s_waitcnt vmcnt(7)
	ds_bpermute_b32 v1, v62, v54
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, 0, v39, s[0:1]
	v_cndmask_b32_e64 v39, v41, 0, vcc
	v_add_u32_e32 v39, v39, v53
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v1, v1, 0, vcc
	ds_bpermute_b32 v41, v40, v39
	v_add_u32_e32 v1, v1, v54
	ds_bpermute_b32 v43, v40, v1
	v_add_u32_e32 v50, v38, v37
	s_waitcnt vmcnt(5)
	ds_bpermute_b32 v38, v62, v55
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v37, 0, v41, s[0:1]
	v_add_u32_e32 v49, v39, v37
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, 0, v43, s[0:1]
	s_waitcnt vmcnt(4)
	ds_bpermute_b32 v39, v62, v56
	v_add_u32_e32 v48, v1, v37
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v1, v38, 0, vcc
	v_add_u32_e32 v1, v1, v55
	ds_bpermute_b32 v37, v40, v1
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v38, v39, 0, vcc
	v_add_u32_e32 v38, v38, v56
	ds_bpermute_b32 v39, v40, v38
	ds_bpermute_b32 v41, v62, v57
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v37, 0, v37, s[0:1]
	v_add_u32_e32 v47, v1, v37
	ds_bpermute_b32 v1, v62, v58
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v37, 0, v39, s[0:1]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v39, v41, 0, vcc
	v_add_u32_e32 v39, v39, v57
	ds_bpermute_b32 v41, v40, v39
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_add_u32_e32 v1, v1, v58
	ds_bpermute_b32 v43, v40, v1
	v_add_u32_e32 v46, v38, v37
	ds_bpermute_b32 v38, v62, v59
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v37, 0, v41, s[0:1]
	v_add_u32_e32 v45, v39, v37
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, 0, v43, s[0:1]
	ds_bpermute_b32 v39, v62, v60
	v_add_u32_e32 v44, v1, v37
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v1, v38, 0, vcc
	v_add_u32_e32 v1, v1, v59
	ds_bpermute_b32 v37, v40, v1
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v38, v39, 0, vcc
	v_add_u32_e32 v38, v38, v60
	ds_bpermute_b32 v39, v40, v38
	ds_bpermute_b32 v41, v62, v42
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v37, 0, v37, s[0:1]
	v_add_u32_e32 v43, v1, v37
	s_waitcnt vmcnt(3)
	ds_bpermute_b32 v1, v62, v61
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v37, 0, v39, s[0:1]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v39, v41, 0, vcc
	v_add_u32_e32 v39, v39, v42
	ds_bpermute_b32 v41, v40, v39
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_add_u32_e32 v1, v1, v61
	ds_bpermute_b32 v53, v40, v1
	v_add_u32_e32 v42, v38, v37
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v38, v62, v63
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v37, 0, v41, s[0:1]
	v_add_u32_e32 v41, v39, v37
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, 0, v53, s[0:1]
	v_add_u32_e32 v39, v1, v37
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v1, v62, v64
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, v38, 0, vcc
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v38, v62, v0
	v_add_u32_e32 v37, v37, v63
	ds_bpermute_b32 v53, v40, v37
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_add_u32_e32 v1, v1, v64
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v38, v38, 0, vcc
	ds_bpermute_b32 v54, v40, v1
	v_add_u32_e32 v0, v38, v0
	ds_bpermute_b32 v55, v40, v0
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v38, 0, v53, s[0:1]
	v_add_u32_e32 v40, v37, v38
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v37, 0, v54, s[0:1]
	v_add_u32_e32 v38, v1, v37
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v1, 0, v55, s[0:1]
	v_add_u32_e32 v37, v0, v1
	v_cmp_eq_u32_e32 vcc, 3, v65
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	v_lshlrev_b32_e32 v0, 6, v36
	v_add3_u32 v0, 0, v4, v0
	ds_write2st64_b32 v0, v52, v51 offset1:1
	ds_write2st64_b32 v0, v50, v49 offset0:2 offset1:3
	ds_write2st64_b32 v0, v48, v47 offset0:4 offset1:5
	ds_write2st64_b32 v0, v46, v45 offset0:6 offset1:7
	ds_write2st64_b32 v0, v44, v43 offset0:8 offset1:9
	ds_write2st64_b32 v0, v42, v41 offset0:10 offset1:11
	ds_write2st64_b32 v0, v39, v40 offset0:12 offset1:13
	ds_write2st64_b32 v0, v38, v37 offset0:14 offset1:15
.LBB0_2:                                ; %.critedge28
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_or_b64 exec, exec, s[0:1]
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_add_u32_e32 v53, 0, v4
.Ltmp13:
	.loc	1 41 14 is_stmt 1               ; triton_heldout_src.py:41:14
	v_lshl_add_u64 v[0:1], v[34:35], 2, s[4:5]
.Ltmp14:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[34:35], v53 offset1:16
	ds_read2_b32 v[54:55], v53 offset0:32 offset1:48
.Ltmp15:
	.loc	1 41 14                         ; triton_heldout_src.py:41:14
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[4:5]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[4:5]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[4:5]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[4:5]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[4:5]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[4:5]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[4:5]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[4:5]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[4:5]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[4:5]
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v35, v34
.Ltmp17:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cmp_lt_u32_e32 vcc, 1, v36
	v_cmp_eq_u32_e64 s[0:1], 3, v36
	v_cmp_eq_u32_e64 s[2:3], 0, v36
	v_cndmask_b32_e32 v5, v34, v4, vcc
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v4, v54
.Ltmp19:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v34, v5, v4, s[0:1]
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v54, v4, v55
.Ltmp21:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v53 offset0:64 offset1:80
	v_cndmask_b32_e64 v34, v34, 0, s[2:3]
	v_add_u32_e32 v36, v34, v52
	ds_read2_b32 v[34:35], v53 offset0:96 offset1:112
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v54, v4
.Ltmp23:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v54, s[2:3]
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp25:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp26:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp27:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v53 offset0:128 offset1:144
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp28:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v54, v34, v35
.Ltmp29:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v53 offset0:160 offset1:176
.Ltmp30:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v51, v52, v51
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v54, v4
.Ltmp31:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v54, s[2:3]
.Ltmp32:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp33:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp34:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp35:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v53 offset0:192 offset1:208
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp36:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v54, v34, v35
.Ltmp37:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v53 offset0:224 offset1:240
.Ltmp38:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v50, v52, v50
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v54, v4
.Ltmp39:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v54, s[2:3]
.Ltmp40:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp41:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_add_u32_e32 v54, 0x400, v53
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp43:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset1:16
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp45:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:32 offset1:48
.Ltmp46:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v49, v52, v49
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp47:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp48:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp49:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp50:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp51:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset0:64 offset1:80
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp52:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp53:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:96 offset1:112
.Ltmp54:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v48, v52, v48
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp55:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp56:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp57:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp58:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp59:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset0:128 offset1:144
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp60:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp61:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:160 offset1:176
.Ltmp62:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v47, v52, v47
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp63:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp64:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp65:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp66:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp67:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset0:192 offset1:208
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp68:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp69:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:224 offset1:240
.Ltmp70:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v46, v52, v46
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp71:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp72:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp73:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_add_u32_e32 v54, 0x800, v53
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp74:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp75:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset1:16
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp76:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp77:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:32 offset1:48
.Ltmp78:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v45, v52, v45
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp79:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp80:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp81:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp82:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp83:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset0:64 offset1:80
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp84:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp85:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:96 offset1:112
.Ltmp86:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v44, v52, v44
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp87:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp88:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp89:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp90:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp91:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset0:128 offset1:144
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp92:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp93:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:160 offset1:176
.Ltmp94:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v43, v52, v43
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp95:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp96:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp97:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp98:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp99:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset0:192 offset1:208
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp100:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp101:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:224 offset1:240
.Ltmp102:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v42, v52, v42
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp103:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp104:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp105:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_add_u32_e32 v54, 0xc00, v53
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp106:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp107:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset1:16
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp108:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp109:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:32 offset1:48
.Ltmp110:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v41, v52, v41
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp111:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp112:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp113:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp114:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp115:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset0:64 offset1:80
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp116:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp117:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:96 offset1:112
.Ltmp118:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v39, v52, v39
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp119:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp120:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp121:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp122:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp123:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset0:128 offset1:144
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp124:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v55, v34, v35
.Ltmp125:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[34:35], v54 offset0:160 offset1:176
.Ltmp126:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v40, v52, v40
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v55, v4
.Ltmp127:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v52, v4, v55, s[2:3]
.Ltmp128:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp129:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v52, v52, v4, vcc
.Ltmp130:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v4, v34
.Ltmp131:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read2_b32 v[4:5], v54 offset0:192 offset1:208
	v_cndmask_b32_e64 v52, v52, v34, s[0:1]
.Ltmp132:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v34, v34, v35
	v_add_u32_e32 v35, v52, v38
.Ltmp133:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	ds_read_b32 v38, v53 offset:3968
.Ltmp134:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v34, v4
.Ltmp135:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v34, v4, v34, s[2:3]
.Ltmp136:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v5
.Ltmp137:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e32 v5, v34, v4, vcc
.Ltmp138:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v4, v38
.Ltmp139:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:41:53 ]
	v_cndmask_b32_e64 v4, v5, v4, s[0:1]
.Ltmp140:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:41:53 ] ]
	v_add_u32_e32 v4, v4, v37
.Ltmp141:
	.loc	1 41 5                          ; triton_heldout_src.py:41:5
	global_store_dword v[2:3], v36, off
	global_store_dword v[28:29], v51, off
	global_store_dword v[32:33], v50, off
	global_store_dword v[30:31], v49, off
	global_store_dword v[26:27], v48, off
	global_store_dword v[24:25], v47, off
	global_store_dword v[22:23], v46, off
	global_store_dword v[20:21], v45, off
	global_store_dword v[18:19], v44, off
	global_store_dword v[16:17], v43, off
	global_store_dword v[14:15], v42, off
	global_store_dword v[12:13], v41, off
	global_store_dword v[10:11], v39, off
	global_store_dword v[8:9], v40, off
	global_store_dword v[6:7], v35, off
	global_store_dword v[0:1], v4, off
	.loc	1 37 1                          ; triton_heldout_src.py:37:1
	s_endpgm
.Ltmp142:
.Lfunc_end0:
	.size	cumsum_cols, .Lfunc_end0-cumsum_cols
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cumsum_cols
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
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 68
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
	.set .Lcumsum_cols.num_vgpr, 66
	.set .Lcumsum_cols.num_agpr, 0
	.set .Lcumsum_cols.numbered_sgpr, 12
	.set .Lcumsum_cols.num_named_barrier, 0
	.set .Lcumsum_cols.private_seg_size, 0
	.set .Lcumsum_cols.uses_vcc, 1
	.set .Lcumsum_cols.uses_flat_scratch, 0
	.set .Lcumsum_cols.has_dyn_sized_stack, 0
	.set .Lcumsum_cols.has_recursion, 0
	.set .Lcumsum_cols.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3380
; TotalNumSgprs: 18
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
	.byte	41                              ; DW_AT_call_line
	.byte	53                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	358                             ; DW_AT_call_line
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
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.asciz	"cumsum_cols"                   ; string offset=53 ; cumsum_cols
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
    .name:           cumsum_cols
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cumsum_cols.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
