	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	scan_cols_f16                   ; -- Begin function scan_cols_f16
	.p2align	8
	.type	scan_cols_f16,@function
scan_cols_f16:                          ; @scan_cols_f16
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 131 0 prologue_end            ; triton_heldout_src.py:131:0
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
	.loc	1 135 5 is_stmt 1               ; triton_heldout_src.py:135:5
	v_lshrrev_b32_e32 v1, 6, v0
	.loc	1 134 25                        ; triton_heldout_src.py:134:25
	v_and_b32_e32 v66, 63, v0
	.loc	1 134 43 is_stmt 0              ; triton_heldout_src.py:134:43
	v_readfirstlane_b32 s0, v1
	v_and_b32_e32 v68, 31, v0
	.loc	1 134 17                        ; triton_heldout_src.py:134:17
	v_mov_b32_e32 v47, 0
	.loc	1 134 25                        ; triton_heldout_src.py:134:25
	v_lshl_or_b32 v2, s0, 6, v66
	v_lshrrev_b32_e32 v2, 5, v2
	v_or_b32_e32 v3, 8, v2
	v_or_b32_e32 v4, 16, v2
	v_or_b32_e32 v5, 24, v2
	v_or_b32_e32 v11, 64, v2
	v_or_b32_e32 v15, 0x58, v2
	v_mul_lo_u32 v10, v2, s6
	v_mul_lo_u32 v14, v3, s6
	v_or_b32_e32 v6, 32, v2
	v_or_b32_e32 v7, 40, v2
	v_or_b32_e32 v8, 48, v2
	v_or_b32_e32 v9, 56, v2
	v_or_b32_e32 v12, 0x48, v2
	v_or_b32_e32 v13, 0x50, v2
	v_or_b32_e32 v17, 0x60, v2
	v_or_b32_e32 v19, 0x68, v2
	v_or_b32_e32 v21, 0x70, v2
	v_or_b32_e32 v23, 0x78, v2
	v_mul_lo_u32 v16, v4, s6
	v_mul_lo_u32 v18, v5, s6
	v_mul_lo_u32 v28, v11, s6
	v_mul_lo_u32 v38, v15, s6
	.loc	1 134 17                        ; triton_heldout_src.py:134:17
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 134 25                        ; triton_heldout_src.py:134:25
	v_mul_lo_u32 v20, v6, s6
	v_mul_lo_u32 v22, v7, s6
	v_mul_lo_u32 v24, v8, s6
	v_mul_lo_u32 v26, v9, s6
	v_mul_lo_u32 v30, v12, s6
	v_mul_lo_u32 v34, v13, s6
	v_mul_lo_u32 v42, v17, s6
	v_mul_lo_u32 v40, v19, s6
	v_mul_lo_u32 v36, v21, s6
	v_mul_lo_u32 v32, v23, s6
	.loc	1 134 17                        ; triton_heldout_src.py:134:17
	v_lshl_add_u64 v[2:3], v[10:11], 1, s[2:3]
	v_lshl_add_u64 v[4:5], v[14:15], 1, s[2:3]
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b32_e32 v46, 1, v68
	v_lshl_add_u64 v[6:7], v[16:17], 1, s[2:3]
	v_lshl_add_u64 v[8:9], v[18:19], 1, s[2:3]
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[46:47]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[46:47]
	v_lshl_add_u64 v[12:13], v[20:21], 1, s[2:3]
	v_lshl_add_u64 v[44:45], v[22:23], 1, s[2:3]
	v_lshl_add_u64 v[48:49], v[24:25], 1, s[2:3]
	v_lshl_add_u64 v[50:51], v[26:27], 1, s[2:3]
	v_lshl_add_u64 v[52:53], v[28:29], 1, s[2:3]
	v_lshl_add_u64 v[54:55], v[30:31], 1, s[2:3]
	v_lshl_add_u64 v[56:57], v[34:35], 1, s[2:3]
	v_lshl_add_u64 v[58:59], v[38:39], 1, s[2:3]
	v_lshl_add_u64 v[60:61], v[42:43], 1, s[2:3]
	v_lshl_add_u64 v[62:63], v[40:41], 1, s[2:3]
	v_lshl_add_u64 v[64:65], v[36:37], 1, s[2:3]
	.loc	1 134 9                         ; triton_heldout_src.py:134:9
	global_load_ushort v67, v[2:3], off
	global_load_ushort v69, v[4:5], off
	.loc	1 134 17                        ; triton_heldout_src.py:134:17
	v_lshl_add_u64 v[2:3], v[32:33], 1, s[2:3]
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[46:47]
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[46:47]
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[46:47]
	v_lshl_add_u64 v[12:13], v[44:45], 0, v[46:47]
	v_lshl_add_u64 v[44:45], v[48:49], 0, v[46:47]
	v_lshl_add_u64 v[48:49], v[50:51], 0, v[46:47]
	v_lshl_add_u64 v[50:51], v[52:53], 0, v[46:47]
	v_lshl_add_u64 v[52:53], v[54:55], 0, v[46:47]
	v_lshl_add_u64 v[54:55], v[56:57], 0, v[46:47]
	v_lshl_add_u64 v[56:57], v[58:59], 0, v[46:47]
	v_lshl_add_u64 v[58:59], v[60:61], 0, v[46:47]
	v_lshl_add_u64 v[60:61], v[62:63], 0, v[46:47]
	v_lshl_add_u64 v[62:63], v[64:65], 0, v[46:47]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[46:47]
	.loc	1 134 9                         ; triton_heldout_src.py:134:9
	global_load_ushort v47, v[4:5], off
	global_load_ushort v64, v[6:7], off
	global_load_ushort v65, v[8:9], off
	global_load_ushort v70, v[12:13], off
	global_load_ushort v71, v[44:45], off
                                        ; kill: killed $vgpr12_vgpr13
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr44_vgpr45
                                        ; kill: killed $vgpr8_vgpr9
                                        ; kill: killed $vgpr4_vgpr5
	s_nop 0
	global_load_ushort v4, v[48:49], off
	global_load_ushort v5, v[50:51], off
	global_load_ushort v6, v[52:53], off
	global_load_ushort v7, v[54:55], off
	global_load_ushort v72, v[56:57], off
	global_load_ushort v73, v[58:59], off
	global_load_ushort v74, v[60:61], off
	global_load_ushort v75, v[62:63], off
	global_load_ushort v76, v[2:3], off
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cmp_gt_u32_e32 vcc, 32, v66
.Ltmp3:
	.loc	1 134 9                         ; triton_heldout_src.py:134:9
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v51, v67
	s_waitcnt vmcnt(14)
	v_cvt_f32_f16_e32 v50, v69
	s_waitcnt vmcnt(13)
	v_cvt_f32_f16_e32 v49, v47
	s_waitcnt vmcnt(12)
	v_cvt_f32_f16_e32 v48, v64
	s_waitcnt vmcnt(11)
	v_cvt_f32_f16_e32 v45, v65
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v44, v70
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v13, v71
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v12, v4
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v9, v5
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v8, v6
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v7, v7
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v6, v72
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v5, v73
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v4, v74
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v3, v75
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v76
.Ltmp4:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_lshlrev_b32_e32 v47, 2, v66
	v_add_u32_e32 v52, 0xffffff80, v47
	v_cndmask_b32_e32 v47, v52, v47, vcc
	ds_bpermute_b32 v53, v47, v51
	ds_bpermute_b32 v52, v47, v50
	ds_bpermute_b32 v55, v47, v49
	ds_bpermute_b32 v54, v47, v48
	ds_bpermute_b32 v57, v47, v45
	ds_bpermute_b32 v56, v47, v44
	ds_bpermute_b32 v59, v47, v13
	ds_bpermute_b32 v58, v47, v12
	ds_bpermute_b32 v61, v47, v9
	ds_bpermute_b32 v60, v47, v8
	ds_bpermute_b32 v63, v47, v7
	ds_bpermute_b32 v62, v47, v6
	ds_bpermute_b32 v65, v47, v5
	ds_bpermute_b32 v64, v47, v4
	ds_bpermute_b32 v67, v47, v3
	ds_bpermute_b32 v66, v47, v2
	v_and_b32_e32 v47, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v47
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(14)
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_lshlrev_b32_e32 v47, 2, v68
	v_lshlrev_b32_e32 v52, 7, v1
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[66:67]
	v_pk_add_f32 v[4:5], v[4:5], v[64:65]
	v_pk_add_f32 v[6:7], v[6:7], v[62:63]
	v_pk_add_f32 v[8:9], v[8:9], v[60:61]
	v_pk_add_f32 v[12:13], v[12:13], v[58:59]
	v_pk_add_f32 v[44:45], v[44:45], v[56:57]
	v_pk_add_f32 v[48:49], v[48:49], v[54:55]
.Ltmp8:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_add3_u32 v47, 0, v47, v52
	ds_write2st64_b32 v47, v51, v50 offset1:2
	ds_write2st64_b32 v47, v49, v48 offset0:4 offset1:6
	ds_write2st64_b32 v47, v45, v44 offset0:8 offset1:10
	ds_write2st64_b32 v47, v13, v12 offset0:12 offset1:14
	ds_write2st64_b32 v47, v9, v8 offset0:16 offset1:18
	ds_write2st64_b32 v47, v7, v6 offset0:20 offset1:22
	ds_write2st64_b32 v47, v5, v4 offset0:24 offset1:26
	ds_write2st64_b32 v47, v3, v2 offset0:28 offset1:30
.LBB0_2:                                ; %Flow
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_or_b64 exec, exec, s[0:1]
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	s_waitcnt lgkmcnt(10)
	v_lshl_add_u32 v56, v68, 2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[52:53], v56 offset1:32
	ds_read2_b32 v[54:55], v56 offset0:64 offset1:96
.Ltmp9:
	.loc	1 135 14 is_stmt 1              ; triton_heldout_src.py:135:14
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[4:5]
	v_mov_b32_e32 v47, 0
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[4:5]
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[4:5]
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[4:5]
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[4:5]
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[4:5]
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[4:5]
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[46:47]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[46:47]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[46:47]
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[46:47]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[46:47]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[46:47]
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[46:47]
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[46:47]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[46:47]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[46:47]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[46:47]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[46:47]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[46:47]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[46:47]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[46:47]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[46:47]
.Ltmp10:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v46, v52, v53
.Ltmp11:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cmp_lt_u32_e32 vcc, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 3, v1
	v_cmp_eq_u32_e64 s[2:3], 0, v1
	v_cndmask_b32_e32 v47, v52, v46, vcc
.Ltmp12:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v52, v46, v54
.Ltmp13:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v53, v47, v52, s[0:1]
	ds_read2_b32 v[46:47], v56 offset0:128 offset1:160
.Ltmp14:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v52, v52, v55
	v_add_f32_e32 v53, v51, v53
.Ltmp15:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v54, v53, v51, s[2:3]
	v_add_u32_e32 v55, 0x400, v56
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v52, v46
.Ltmp17:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v46, v1, v52, s[2:3]
	ds_read2_b32 v[52:53], v56 offset0:192 offset1:224
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v1, v47
.Ltmp19:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v51, v46, v1, vcc
	ds_read2_b32 v[46:47], v55 offset1:32
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v52
.Ltmp21:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v51, v51, v1, s[0:1]
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v1, v53
	v_add_f32_e32 v52, v50, v51
.Ltmp23:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[50:51], v55 offset0:64 offset1:96
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v46, v1, v46
.Ltmp25:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v1, v46, v1, s[2:3]
.Ltmp26:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v53, v46, v47
.Ltmp27:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[46:47], v55 offset0:128 offset1:160
	v_cndmask_b32_e32 v1, v1, v53, vcc
.Ltmp28:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v53, v50
.Ltmp29:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v1, v1, v50, s[0:1]
.Ltmp30:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v50, v50, v51
	v_add_f32_e32 v53, v49, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v50, v46
.Ltmp31:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v46, v1, v50, s[2:3]
	ds_read2_b32 v[50:51], v55 offset0:192 offset1:224
.Ltmp32:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v1, v47
.Ltmp33:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_add_u32_e32 v55, 0x800, v56
	v_cndmask_b32_e32 v49, v46, v1, vcc
	ds_read2_b32 v[46:47], v55 offset1:32
.Ltmp34:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v50
.Ltmp35:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v49, v49, v1, s[0:1]
.Ltmp36:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v1, v51
	v_add_f32_e32 v50, v48, v49
.Ltmp37:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[48:49], v55 offset0:64 offset1:96
.Ltmp38:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v46, v1, v46
.Ltmp39:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v1, v46, v1, s[2:3]
.Ltmp40:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v51, v46, v47
.Ltmp41:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[46:47], v55 offset0:128 offset1:160
	v_cndmask_b32_e32 v1, v1, v51, vcc
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v51, v48
.Ltmp43:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v1, v1, v48, s[0:1]
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v48, v48, v49
	v_add_f32_e32 v51, v45, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v48, v46
.Ltmp45:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v45, v1, v48, s[2:3]
	ds_read2_b32 v[48:49], v55 offset0:192 offset1:224
	v_add_u32_e32 v55, 0xc00, v56
.Ltmp46:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v1, v47
.Ltmp47:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[46:47], v55 offset1:32
	v_cndmask_b32_e32 v45, v45, v1, vcc
.Ltmp48:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v48
.Ltmp49:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v45, v45, v1, s[0:1]
.Ltmp50:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v1, v49
	v_add_f32_e32 v48, v44, v45
.Ltmp51:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[44:45], v55 offset0:64 offset1:96
.Ltmp52:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v46, v1, v46
.Ltmp53:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v1, v46, v1, s[2:3]
.Ltmp54:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v49, v46, v47
.Ltmp55:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[46:47], v55 offset0:128 offset1:160
	v_cndmask_b32_e32 v1, v1, v49, vcc
.Ltmp56:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v49, v44
.Ltmp57:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v1, v1, v44, s[0:1]
.Ltmp58:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v44, v44, v45
	v_add_f32_e32 v49, v13, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v44, v46
.Ltmp59:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v13, v1, v44, s[2:3]
	ds_read2st64_b32 v[44:45], v56 offset0:15 offset1:16
	v_mov_b32_e32 v46, 0xf80
	v_lshl_or_b32 v0, v0, 2, v46
	v_add_u32_e32 v0, 0, v0
	ds_read_b32 v46, v0
.Ltmp60:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v1, v47
.Ltmp61:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_add_u32_e32 v47, 0x1000, v56
	v_cndmask_b32_e32 v13, v13, v1, vcc
.Ltmp62:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v1, v44
.Ltmp63:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[0:1], v47 offset0:32 offset1:64
	v_cndmask_b32_e64 v13, v13, v44, s[0:1]
.Ltmp64:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v44, v46
	v_add_f32_e32 v46, v12, v13
	v_add_f32_e32 v12, v44, v45
.Ltmp65:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v44, v12, v44, s[2:3]
.Ltmp66:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v12, v0
.Ltmp67:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[12:13], v47 offset0:96 offset1:128
	v_cndmask_b32_e32 v44, v44, v0, vcc
.Ltmp68:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v45, v0, v1
.Ltmp69:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[0:1], v47 offset0:160 offset1:192
	v_cndmask_b32_e64 v44, v44, v45, s[0:1]
.Ltmp70:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v45, v12
	v_add_f32_e32 v44, v9, v44
	v_add_f32_e32 v9, v12, v13
.Ltmp71:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v12, v9, v12, s[2:3]
.Ltmp72:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v9, v0
.Ltmp73:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v9, v12, v0, vcc
	v_add_u32_e32 v12, 0x1200, v56
	ds_read2_b32 v[12:13], v12 offset0:96 offset1:128
	v_add_u32_e32 v47, 0x1400, v56
.Ltmp74:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v45, v0, v1
.Ltmp75:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[0:1], v47 offset0:32 offset1:64
	v_cndmask_b32_e64 v9, v9, v45, s[0:1]
.Ltmp76:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v45, v12
	v_add_f32_e32 v45, v8, v9
	v_add_f32_e32 v8, v12, v13
.Ltmp77:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v12, v8, v12, s[2:3]
.Ltmp78:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v8, v0
.Ltmp79:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[8:9], v47 offset0:96 offset1:128
	v_cndmask_b32_e32 v12, v12, v0, vcc
.Ltmp80:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v13, v0, v1
.Ltmp81:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[0:1], v47 offset0:160 offset1:192
	v_cndmask_b32_e64 v12, v12, v13, s[0:1]
.Ltmp82:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v13, v8
	v_add_f32_e32 v12, v7, v12
	v_add_f32_e32 v7, v8, v9
.Ltmp83:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v8, v7, v8, s[2:3]
.Ltmp84:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v7, v0
.Ltmp85:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v7, v8, v0, vcc
	v_add_u32_e32 v8, 0x1600, v56
	ds_read2_b32 v[8:9], v8 offset0:96 offset1:128
	v_add_u32_e32 v47, 0x1800, v56
.Ltmp86:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v13, v0, v1
.Ltmp87:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[0:1], v47 offset0:32 offset1:64
	v_cndmask_b32_e64 v7, v7, v13, s[0:1]
.Ltmp88:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v13, v8
	v_add_f32_e32 v13, v6, v7
	v_add_f32_e32 v6, v8, v9
.Ltmp89:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v8, v6, v8, s[2:3]
.Ltmp90:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v6, v0
.Ltmp91:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[6:7], v47 offset0:96 offset1:128
	v_cndmask_b32_e32 v8, v8, v0, vcc
.Ltmp92:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v9, v0, v1
.Ltmp93:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[0:1], v47 offset0:160 offset1:192
	v_cndmask_b32_e64 v8, v8, v9, s[0:1]
.Ltmp94:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v9, v6
	v_add_f32_e32 v8, v5, v8
	v_add_f32_e32 v5, v6, v7
.Ltmp95:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v6, v5, v6, s[2:3]
.Ltmp96:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v5, v0
.Ltmp97:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v5, v6, v0, vcc
	v_add_u32_e32 v6, 0x1a00, v56
	ds_read2_b32 v[6:7], v6 offset0:96 offset1:128
	v_add_u32_e32 v47, 0x1c00, v56
.Ltmp98:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v9, v0, v1
.Ltmp99:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[0:1], v47 offset0:32 offset1:64
	v_cndmask_b32_e64 v5, v5, v9, s[0:1]
.Ltmp100:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v9, v6
	v_add_f32_e32 v9, v4, v5
	v_add_f32_e32 v4, v6, v7
.Ltmp101:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v6, v4, v6, s[2:3]
.Ltmp102:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v4, v0
.Ltmp103:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[4:5], v47 offset0:96 offset1:128
	v_cndmask_b32_e32 v6, v6, v0, vcc
.Ltmp104:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v7, v0, v1
.Ltmp105:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[0:1], v47 offset0:160 offset1:192
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
.Ltmp106:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v7, v4
	v_add_f32_e32 v5, v4, v5
.Ltmp107:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v4, v5, v4, s[2:3]
.Ltmp108:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v5, v0
.Ltmp109:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v4, v4, v0, vcc
.Ltmp110:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp111:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
.Ltmp112:
	.loc	1 135 53                        ; triton_heldout_src.py:135:53
	v_cvt_f16_f32_e32 v1, v54
.Ltmp113:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v0, v2, v0
.Ltmp114:
	.loc	1 135 53                        ; triton_heldout_src.py:135:53
	v_cvt_f16_f32_e32 v2, v52
	v_cvt_f16_f32_e32 v4, v53
.Ltmp115:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v3, v3, v6
.Ltmp116:
	.loc	1 135 53                        ; triton_heldout_src.py:135:53
	v_cvt_f16_f32_e32 v5, v50
	v_cvt_f16_f32_e32 v6, v51
	v_cvt_f16_f32_e32 v7, v48
	v_cvt_f16_f32_e32 v47, v49
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v12, v12
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v8, v8
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v3, v3
	v_cvt_f16_f32_e32 v0, v0
	.loc	1 135 5 is_stmt 0               ; triton_heldout_src.py:135:5
	global_store_short v[10:11], v1, off
	global_store_short v[14:15], v2, off
	global_store_short v[16:17], v4, off
	global_store_short v[18:19], v5, off
	global_store_short v[20:21], v6, off
	global_store_short v[22:23], v7, off
	global_store_short v[24:25], v47, off
	global_store_short v[26:27], v46, off
	global_store_short v[28:29], v44, off
	global_store_short v[30:31], v45, off
	global_store_short v[34:35], v12, off
	global_store_short v[38:39], v13, off
	global_store_short v[42:43], v8, off
	global_store_short v[40:41], v9, off
	global_store_short v[36:37], v3, off
	global_store_short v[32:33], v0, off
	.loc	1 131 1 is_stmt 1               ; triton_heldout_src.py:131:1
	s_endpgm
.Ltmp117:
.Lfunc_end0:
	.size	scan_cols_f16, .Lfunc_end0-scan_cols_f16
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_cols_f16
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
		.amdhsa_next_free_vgpr 77
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 80
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
	.set .Lscan_cols_f16.num_vgpr, 77
	.set .Lscan_cols_f16.num_agpr, 0
	.set .Lscan_cols_f16.numbered_sgpr, 12
	.set .Lscan_cols_f16.num_named_barrier, 0
	.set .Lscan_cols_f16.private_seg_size, 0
	.set .Lscan_cols_f16.uses_vcc, 1
	.set .Lscan_cols_f16.uses_flat_scratch, 0
	.set .Lscan_cols_f16.has_dyn_sized_stack, 0
	.set .Lscan_cols_f16.has_recursion, 0
	.set .Lscan_cols_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3028
; TotalNumSgprs: 18
; NumVgprs: 77
; NumAgprs: 0
; TotalNumVgprs: 77
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 77
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
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
	.byte	135                             ; DW_AT_call_line
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
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
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
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
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
	.asciz	"scan_cols_f16"                 ; string offset=53 ; scan_cols_f16
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
    .name:           scan_cols_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         scan_cols_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     77
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
