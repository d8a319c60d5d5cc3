	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
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
	v_mov_b32_e32 v45, 0
	.loc	1 134 25                        ; triton_heldout_src.py:134:25
	v_lshl_or_b32 v2, s0, 6, v66
	v_lshrrev_b32_e32 v2, 5, v2
	v_or_b32_e32 v3, 8, v2
	v_or_b32_e32 v5, 16, v2
	v_or_b32_e32 v6, 24, v2
	v_or_b32_e32 v9, 40, v2
	v_mul_lo_u32 v4, v2, s6
	v_mul_lo_u32 v8, v3, s6
	v_or_b32_e32 v7, 32, v2
	v_or_b32_e32 v11, 48, v2
	v_or_b32_e32 v13, 56, v2
	v_or_b32_e32 v14, 64, v2
	v_or_b32_e32 v15, 0x48, v2
	v_or_b32_e32 v17, 0x50, v2
	v_or_b32_e32 v19, 0x58, v2
	v_or_b32_e32 v21, 0x60, v2
	v_or_b32_e32 v23, 0x68, v2
	v_or_b32_e32 v25, 0x70, v2
	v_or_b32_e32 v27, 0x78, v2
	v_mul_lo_u32 v10, v5, s6
	v_mul_lo_u32 v12, v6, s6
	v_mul_lo_u32 v18, v9, s6
	.loc	1 134 17                        ; triton_heldout_src.py:134:17
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 134 25                        ; triton_heldout_src.py:134:25
	v_mul_lo_u32 v16, v7, s6
	v_mul_lo_u32 v20, v11, s6
	v_mul_lo_u32 v22, v13, s6
	v_mul_lo_u32 v24, v14, s6
	v_mul_lo_u32 v26, v15, s6
	v_mul_lo_u32 v30, v17, s6
	v_mul_lo_u32 v32, v19, s6
	v_mul_lo_u32 v34, v21, s6
	v_mul_lo_u32 v36, v23, s6
	v_mul_lo_u32 v38, v25, s6
	v_mul_lo_u32 v40, v27, s6
	.loc	1 134 17                        ; triton_heldout_src.py:134:17
	v_lshl_add_u64 v[2:3], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[6:7], v[8:9], 1, s[2:3]
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b32_e32 v44, 1, v68
	v_lshl_add_u64 v[14:15], v[10:11], 1, s[2:3]
	v_lshl_add_u64 v[28:29], v[12:13], 1, s[2:3]
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[44:45]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[44:45]
	v_lshl_add_u64 v[42:43], v[16:17], 1, s[2:3]
	v_lshl_add_u64 v[46:47], v[18:19], 1, s[2:3]
	v_lshl_add_u64 v[48:49], v[20:21], 1, s[2:3]
	v_lshl_add_u64 v[50:51], v[22:23], 1, s[2:3]
	v_lshl_add_u64 v[52:53], v[24:25], 1, s[2:3]
	v_lshl_add_u64 v[54:55], v[26:27], 1, s[2:3]
	v_lshl_add_u64 v[56:57], v[30:31], 1, s[2:3]
	v_lshl_add_u64 v[58:59], v[32:33], 1, s[2:3]
	v_lshl_add_u64 v[60:61], v[34:35], 1, s[2:3]
	v_lshl_add_u64 v[62:63], v[36:37], 1, s[2:3]
	v_lshl_add_u64 v[64:65], v[38:39], 1, s[2:3]
	.loc	1 134 9                         ; triton_heldout_src.py:134:9
	global_load_ushort v67, v[2:3], off
	global_load_ushort v69, v[6:7], off
	.loc	1 134 17                        ; triton_heldout_src.py:134:17
	v_lshl_add_u64 v[2:3], v[40:41], 1, s[2:3]
	v_lshl_add_u64 v[6:7], v[14:15], 0, v[44:45]
	v_lshl_add_u64 v[14:15], v[28:29], 0, v[44:45]
	v_lshl_add_u64 v[28:29], v[42:43], 0, v[44:45]
	v_lshl_add_u64 v[42:43], v[46:47], 0, v[44:45]
	v_lshl_add_u64 v[46:47], v[48:49], 0, v[44:45]
	v_lshl_add_u64 v[48:49], v[50:51], 0, v[44:45]
	v_lshl_add_u64 v[50:51], v[52:53], 0, v[44:45]
	v_lshl_add_u64 v[52:53], v[54:55], 0, v[44:45]
	v_lshl_add_u64 v[54:55], v[56:57], 0, v[44:45]
	v_lshl_add_u64 v[56:57], v[58:59], 0, v[44:45]
	v_lshl_add_u64 v[58:59], v[60:61], 0, v[44:45]
	v_lshl_add_u64 v[60:61], v[62:63], 0, v[44:45]
	v_lshl_add_u64 v[62:63], v[64:65], 0, v[44:45]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[44:45]
	.loc	1 134 9                         ; triton_heldout_src.py:134:9
	global_load_ushort v45, v[6:7], off
	global_load_ushort v64, v[14:15], off
	global_load_ushort v65, v[28:29], off
	global_load_ushort v70, v[42:43], off
	global_load_ushort v71, v[46:47], off
                                        ; kill: killed $vgpr46_vgpr47
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr42_vgpr43
                                        ; kill: killed $vgpr14_vgpr15
	s_nop 0
	global_load_ushort v6, v[48:49], off
	global_load_ushort v7, v[50:51], off
	global_load_ushort v14, v[52:53], off
	global_load_ushort v15, v[54:55], off
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
	v_cvt_f32_f16_e32 v49, v45
	s_waitcnt vmcnt(12)
	v_cvt_f32_f16_e32 v48, v64
	s_waitcnt vmcnt(11)
	v_cvt_f32_f16_e32 v47, v65
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v46, v70
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v43, v71
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v42, v6
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v29, v7
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v28, v14
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v15, v15
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v14, v72
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v7, v73
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v6, v74
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v3, v75
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v76
.Ltmp4:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_lshlrev_b32_e32 v45, 2, v66
	v_add_u32_e32 v52, 0xffffff80, v45
	v_cndmask_b32_e32 v45, v52, v45, vcc
	ds_bpermute_b32 v53, v45, v51
	ds_bpermute_b32 v52, v45, v50
	ds_bpermute_b32 v55, v45, v49
	ds_bpermute_b32 v54, v45, v48
	ds_bpermute_b32 v57, v45, v47
	ds_bpermute_b32 v56, v45, v46
	ds_bpermute_b32 v59, v45, v43
	ds_bpermute_b32 v58, v45, v42
	ds_bpermute_b32 v61, v45, v29
	ds_bpermute_b32 v60, v45, v28
	ds_bpermute_b32 v63, v45, v15
	ds_bpermute_b32 v62, v45, v14
	ds_bpermute_b32 v65, v45, v7
	ds_bpermute_b32 v64, v45, v6
	ds_bpermute_b32 v67, v45, v3
	ds_bpermute_b32 v66, v45, v2
	v_and_b32_e32 v45, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v45
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
	v_lshlrev_b32_e32 v45, 2, v68
	v_lshlrev_b32_e32 v52, 7, v1
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[66:67]
	v_pk_add_f32 v[6:7], v[6:7], v[64:65]
	v_pk_add_f32 v[14:15], v[14:15], v[62:63]
	v_pk_add_f32 v[28:29], v[28:29], v[60:61]
	v_pk_add_f32 v[42:43], v[42:43], v[58:59]
	v_pk_add_f32 v[46:47], v[46:47], v[56:57]
	v_pk_add_f32 v[48:49], v[48:49], v[54:55]
.Ltmp8:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_add3_u32 v45, 0, v45, v52
	ds_write2st64_b32 v45, v51, v50 offset1:2
	ds_write2st64_b32 v45, v49, v48 offset0:4 offset1:6
	ds_write2st64_b32 v45, v47, v46 offset0:8 offset1:10
	ds_write2st64_b32 v45, v43, v42 offset0:12 offset1:14
	ds_write2st64_b32 v45, v29, v28 offset0:16 offset1:18
	ds_write2st64_b32 v45, v15, v14 offset0:20 offset1:22
	ds_write2st64_b32 v45, v7, v6 offset0:24 offset1:26
	ds_write2st64_b32 v45, v3, v2 offset0:28 offset1:30
.LBB0_2:                                ; %Flow
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_or_b64 exec, exec, s[0:1]
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	s_waitcnt lgkmcnt(8)
	v_lshl_add_u32 v58, v68, 2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[52:53], v58 offset1:32
	ds_read2_b32 v[54:55], v58 offset0:64 offset1:96
.Ltmp9:
	.loc	1 135 14 is_stmt 1              ; triton_heldout_src.py:135:14
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[4:5]
	v_mov_b32_e32 v45, 0
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[4:5]
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[4:5]
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[4:5]
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[44:45]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[44:45]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[44:45]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[44:45]
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[44:45]
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[44:45]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[44:45]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[44:45]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[44:45]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[44:45]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[44:45]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[44:45]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[44:45]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[44:45]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[44:45]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[44:45]
.Ltmp10:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v52, v53
.Ltmp11:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cmp_lt_u32_e32 vcc, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 3, v1
	v_cmp_eq_u32_e64 s[2:3], 0, v1
	v_cndmask_b32_e32 v45, v52, v44, vcc
.Ltmp12:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v44, v44, v54
.Ltmp13:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v52, v45, v44, s[0:1]
.Ltmp14:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v54, v44, v55
.Ltmp15:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[44:45], v58 offset0:128 offset1:160
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v52, v51, v52
.Ltmp17:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v59, v52, v51, s[2:3]
	ds_read2_b32 v[52:53], v58 offset0:192 offset1:224
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v54, v44
.Ltmp19:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v44, v1, v54, s[2:3]
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v1, v45
.Ltmp21:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v44, v44, v1, vcc
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v52
.Ltmp23:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v44, v44, v1, s[0:1]
	v_add_u32_e32 v52, 0x400, v58
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v60, v50, v44
.Ltmp25:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[44:45], v52 offset1:32
	ds_read2_b32 v[50:51], v52 offset0:64 offset1:96
	ds_read2_b32 v[54:55], v52 offset0:128 offset1:160
	ds_read2_b32 v[56:57], v52 offset0:192 offset1:224
.Ltmp26:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v1, v53
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v44, v1, v44
	v_add_f32_e32 v45, v44, v45
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v45, v50
	v_add_f32_e32 v51, v50, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v52, v51, v54
.Ltmp27:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v51, v52, v51, s[2:3]
	v_cndmask_b32_e64 v1, v44, v1, s[2:3]
.Ltmp28:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v44, v52, v55
.Ltmp29:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v51, v51, v44, vcc
	v_cndmask_b32_e32 v1, v1, v45, vcc
.Ltmp30:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v56, v44, v56
.Ltmp31:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v45, v51, v56, s[0:1]
	v_cndmask_b32_e64 v44, v1, v50, s[0:1]
	v_add_u32_e32 v1, 0x800, v58
.Ltmp32:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_pk_add_f32 v[44:45], v[48:49], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
.Ltmp33:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[48:49], v1 offset1:32
	ds_read2_b32 v[50:51], v1 offset0:64 offset1:96
	ds_read2_b32 v[52:53], v1 offset0:128 offset1:160
	ds_read2_b32 v[54:55], v1 offset0:192 offset1:224
.Ltmp34:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v56, v57
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v48, v1, v48
	v_add_f32_e32 v49, v48, v49
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v49, v50
	v_add_f32_e32 v51, v50, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v52, v51, v52
.Ltmp35:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v51, v52, v51, s[2:3]
	v_cndmask_b32_e64 v1, v48, v1, s[2:3]
.Ltmp36:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v48, v52, v53
.Ltmp37:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v51, v51, v48, vcc
	v_cndmask_b32_e32 v1, v1, v49, vcc
.Ltmp38:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v54, v48, v54
.Ltmp39:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v49, v51, v54, s[0:1]
	v_cndmask_b32_e64 v48, v1, v50, s[0:1]
	v_add_u32_e32 v1, 0xc00, v58
.Ltmp40:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_pk_add_f32 v[46:47], v[46:47], v[48:49] op_sel:[1,0] op_sel_hi:[0,1]
.Ltmp41:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[48:49], v1 offset1:32
	ds_read2_b32 v[50:51], v1 offset0:64 offset1:96
	ds_read2_b32 v[52:53], v1 offset0:128 offset1:160
	ds_read2st64_b32 v[56:57], v58 offset0:15 offset1:16
	v_mov_b32_e32 v1, 0xf80
	v_lshl_or_b32 v0, v0, 2, v1
	v_add_u32_e32 v0, 0, v0
	ds_read_b32 v61, v0
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v0, v54, v55
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v1, v0, v48
	v_add_f32_e32 v48, v1, v49
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v49, v48, v50
	v_add_f32_e32 v50, v49, v51
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v50, v52
.Ltmp43:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v50, v51, v50, s[2:3]
	v_cndmask_b32_e64 v0, v1, v0, s[2:3]
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v1, v51, v53
.Ltmp45:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v50, v50, v1, vcc
	v_cndmask_b32_e32 v0, v0, v48, vcc
.Ltmp46:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v54, v1, v56
.Ltmp47:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v1, v50, v54, s[0:1]
	v_cndmask_b32_e64 v0, v0, v49, s[0:1]
	v_add_u32_e32 v50, 0x1000, v58
.Ltmp48:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_pk_add_f32 v[0:1], v[42:43], v[0:1] op_sel:[1,0] op_sel_hi:[0,1]
.Ltmp49:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[42:43], v50 offset0:32 offset1:64
	ds_read2_b32 v[48:49], v50 offset0:96 offset1:128
	ds_read2_b32 v[50:51], v50 offset0:160 offset1:192
.Ltmp50:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v54, v54, v61
	v_add_f32_e32 v55, v54, v57
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v42, v55, v42
	v_add_f32_e32 v56, v42, v43
.Ltmp51:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_add_u32_e32 v52, 0x1200, v58
.Ltmp52:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v43, v56, v48
.Ltmp53:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[52:53], v52 offset0:96 offset1:128
.Ltmp54:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v48, v43, v49
.Ltmp55:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v43, v48, v43, s[2:3]
	v_cndmask_b32_e64 v49, v55, v54, s[2:3]
.Ltmp56:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v48, v50
.Ltmp57:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v43, v43, v48, vcc
	v_cndmask_b32_e32 v42, v49, v42, vcc
.Ltmp58:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v57, v48, v51
.Ltmp59:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v43, v43, v57, s[0:1]
	v_cndmask_b32_e64 v42, v42, v56, s[0:1]
	v_add_u32_e32 v50, 0x1400, v58
.Ltmp60:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_pk_add_f32 v[28:29], v[28:29], v[42:43] op_sel:[1,0] op_sel_hi:[0,1]
.Ltmp61:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[42:43], v50 offset0:32 offset1:64
	ds_read2_b32 v[48:49], v50 offset0:96 offset1:128
	ds_read2_b32 v[50:51], v50 offset0:160 offset1:192
.Ltmp62:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v52, v57, v52
	v_add_f32_e32 v53, v52, v53
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v42, v53, v42
	v_add_f32_e32 v56, v42, v43
.Ltmp63:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_add_u32_e32 v54, 0x1600, v58
.Ltmp64:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v43, v56, v48
.Ltmp65:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[54:55], v54 offset0:96 offset1:128
.Ltmp66:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v48, v43, v49
.Ltmp67:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v43, v48, v43, s[2:3]
	v_cndmask_b32_e64 v49, v53, v52, s[2:3]
.Ltmp68:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v48, v50
.Ltmp69:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v43, v43, v48, vcc
	v_cndmask_b32_e32 v42, v49, v42, vcc
.Ltmp70:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v57, v48, v51
.Ltmp71:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v43, v43, v57, s[0:1]
	v_cndmask_b32_e64 v42, v42, v56, s[0:1]
	v_add_u32_e32 v50, 0x1800, v58
.Ltmp72:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_pk_add_f32 v[14:15], v[14:15], v[42:43] op_sel:[1,0] op_sel_hi:[0,1]
.Ltmp73:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[42:43], v50 offset0:32 offset1:64
	ds_read2_b32 v[48:49], v50 offset0:96 offset1:128
	ds_read2_b32 v[50:51], v50 offset0:160 offset1:192
.Ltmp74:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v54, v57, v54
	v_add_f32_e32 v55, v54, v55
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v42, v55, v42
	v_add_f32_e32 v56, v42, v43
.Ltmp75:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_add_u32_e32 v52, 0x1a00, v58
.Ltmp76:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v43, v56, v48
.Ltmp77:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[52:53], v52 offset0:96 offset1:128
.Ltmp78:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v48, v43, v49
.Ltmp79:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v43, v48, v43, s[2:3]
	v_cndmask_b32_e64 v49, v55, v54, s[2:3]
.Ltmp80:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v48, v50
.Ltmp81:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v43, v43, v48, vcc
	v_cndmask_b32_e32 v42, v49, v42, vcc
.Ltmp82:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v54, v48, v51
.Ltmp83:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v43, v43, v54, s[0:1]
	v_cndmask_b32_e64 v42, v42, v56, s[0:1]
	v_add_u32_e32 v50, 0x1c00, v58
.Ltmp84:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_pk_add_f32 v[6:7], v[6:7], v[42:43] op_sel:[1,0] op_sel_hi:[0,1]
.Ltmp85:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	ds_read2_b32 v[42:43], v50 offset0:32 offset1:64
	ds_read2_b32 v[48:49], v50 offset0:96 offset1:128
	ds_read2_b32 v[50:51], v50 offset0:160 offset1:192
.Ltmp86:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v52, v54, v52
	v_add_f32_e32 v53, v52, v53
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v42, v53, v42
	v_add_f32_e32 v54, v42, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v43, v54, v48
	v_add_f32_e32 v48, v43, v49
.Ltmp87:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v43, v48, v43, s[2:3]
	v_cndmask_b32_e64 v49, v53, v52, s[2:3]
.Ltmp88:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v48, v48, v50
.Ltmp89:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e32 v43, v43, v48, vcc
	v_cndmask_b32_e32 v42, v49, v42, vcc
.Ltmp90:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_add_f32_e32 v48, v48, v51
.Ltmp91:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:135:53 ]
	v_cndmask_b32_e64 v43, v43, v48, s[0:1]
	v_cndmask_b32_e64 v42, v42, v54, s[0:1]
.Ltmp92:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:135:53 ] ]
	v_pk_add_f32 v[2:3], v[2:3], v[42:43] op_sel:[1,0] op_sel_hi:[0,1]
.Ltmp93:
	.loc	1 135 53                        ; triton_heldout_src.py:135:53
	v_cvt_pk_f16_f32 v42, v59, v60
	v_cvt_pk_f16_f32 v43, v44, v45
	v_cvt_pk_f16_f32 v44, v46, v47
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v28, v29
	v_cvt_pk_f16_f32 v14, v14, v15
	v_cvt_pk_f16_f32 v6, v6, v7
	v_cvt_pk_f16_f32 v2, v2, v3
	.loc	1 135 5 is_stmt 0               ; triton_heldout_src.py:135:5
	global_store_short v[4:5], v42, off
	global_store_short_d16_hi v[8:9], v42, off
	global_store_short v[10:11], v43, off
	global_store_short_d16_hi v[12:13], v43, off
	global_store_short v[16:17], v44, off
	global_store_short_d16_hi v[18:19], v44, off
	global_store_short v[20:21], v0, off
	global_store_short_d16_hi v[22:23], v0, off
	global_store_short v[24:25], v1, off
	global_store_short_d16_hi v[26:27], v1, off
	global_store_short v[30:31], v14, off
	global_store_short_d16_hi v[32:33], v14, off
	global_store_short v[34:35], v6, off
	global_store_short_d16_hi v[36:37], v6, off
	global_store_short v[38:39], v2, off
	global_store_short_d16_hi v[40:41], v2, off
	.loc	1 131 1 is_stmt 1               ; triton_heldout_src.py:131:1
	s_endpgm
.Ltmp94:
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
	.quad	.Ltmp93-.Lfunc_begin0
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
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
