	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	scan_rows                       ; -- Begin function scan_rows
	.p2align	8
	.type	scan_rows,@function
scan_rows:                              ; @scan_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 117 0 prologue_end            ; triton_heldout_src.py:117:0
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
	.loc	1 121 5 is_stmt 1               ; triton_heldout_src.py:121:5
	v_lshrrev_b32_e32 v6, 6, v0
	.loc	1 120 43                        ; triton_heldout_src.py:120:43
	v_and_b32_e32 v2, 63, v0
	v_readfirstlane_b32 s0, v6
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_sub_u32_e64 v3, v2, 1 clamp
	v_lshlrev_b32_e32 v14, 2, v2
.Ltmp3:
	.loc	1 120 43                        ; triton_heldout_src.py:120:43
	v_lshl_or_b32 v0, s0, 6, v2
	.loc	1 120 17 is_stmt 0              ; triton_heldout_src.py:120:17
	v_lshlrev_b32_e32 v4, 2, v0
	.loc	1 120 9                         ; triton_heldout_src.py:120:9
	global_load_dword v5, v4, s[2:3]
	global_load_dword v7, v4, s[2:3] offset:512
	global_load_dword v9, v4, s[2:3] offset:1024
	global_load_dword v12, v4, s[2:3] offset:1536
.Ltmp4:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_lshlrev_b32_e32 v15, 2, v3
	v_add_u32_e32 v3, -8, v14
	v_cmp_gt_u32_e32 vcc, 2, v2
	v_add_u32_e32 v8, -16, v14
.Ltmp5:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_ashr_i32 s7, s6, 31
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v13, v3, v14, vcc
	v_cmp_gt_u32_e32 vcc, 4, v2
	v_subrev_u32_e32 v10, 32, v14
.Ltmp7:
	.loc	1 120 25                        ; triton_heldout_src.py:120:25
	s_lshl_b32 s8, s6, 1
.Ltmp8:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v11, v8, v14, vcc
	v_cmp_gt_u32_e32 vcc, 8, v2
.Ltmp9:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_lshl_b64 s[10:11], s[6:7], 2
.Ltmp10:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_subrev_u32_e32 v16, 64, v14
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cmp_gt_u32_e32 vcc, 16, v2
.Ltmp11:
	.loc	1 120 25                        ; triton_heldout_src.py:120:25
	s_mul_i32 s0, s6, 3
	.loc	1 120 17 is_stmt 0              ; triton_heldout_src.py:120:17
	s_add_u32 s6, s2, s10
.Ltmp12:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_add_u32_e32 v17, 0xffffff80, v14
	v_cndmask_b32_e32 v8, v16, v14, vcc
	v_cmp_gt_u32_e32 vcc, 32, v2
.Ltmp13:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_addc_u32 s7, s3, s11
	s_ashr_i32 s9, s8, 31
.Ltmp14:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v3, v17, v14, vcc
.Ltmp15:
	.loc	1 120 9                         ; triton_heldout_src.py:120:9
	global_load_dword v14, v4, s[2:3] offset:2048
	global_load_dword v16, v4, s[2:3] offset:2560
	global_load_dword v18, v4, s[2:3] offset:3072
	global_load_dword v22, v4, s[2:3] offset:3584
	global_load_dword v26, v4, s[6:7]
	global_load_dword v28, v4, s[6:7] offset:512
	global_load_dword v30, v4, s[6:7] offset:1024
	global_load_dword v32, v4, s[6:7] offset:1536
	global_load_dword v35, v4, s[6:7] offset:2048
	global_load_dword v38, v4, s[6:7] offset:2560
	global_load_dword v42, v4, s[6:7] offset:3072
	global_load_dword v45, v4, s[6:7] offset:3584
	.loc	1 120 17 is_stmt 0              ; triton_heldout_src.py:120:17
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s6, s2, s12
	s_addc_u32 s7, s3, s13
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[14:15], s[0:1], 2
	s_add_u32 s0, s2, s14
	s_addc_u32 s1, s3, s15
	.loc	1 120 9                         ; triton_heldout_src.py:120:9
	global_load_dword v47, v4, s[6:7]
	global_load_dword v48, v4, s[6:7] offset:512
	global_load_dword v46, v4, s[6:7] offset:1024
	global_load_dword v44, v4, s[6:7] offset:1536
	global_load_dword v41, v4, s[6:7] offset:2048
	global_load_dword v40, v4, s[6:7] offset:2560
	global_load_dword v37, v4, s[6:7] offset:3072
	global_load_dword v36, v4, s[6:7] offset:3584
	global_load_dword v34, v4, s[0:1]
	global_load_dword v33, v4, s[0:1] offset:512
	global_load_dword v31, v4, s[0:1] offset:1024
	global_load_dword v29, v4, s[0:1] offset:1536
	global_load_dword v25, v4, s[0:1] offset:2048
	global_load_dword v24, v4, s[0:1] offset:2560
	global_load_dword v21, v4, s[0:1] offset:3072
	global_load_dword v20, v4, s[0:1] offset:3584
.Ltmp16:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_eq_u32_e64 s[8:9], 0, v2
	v_cmp_lt_u32_e32 vcc, 1, v2
	v_cmp_lt_u32_e64 s[2:3], 3, v2
	v_cmp_lt_u32_e64 s[6:7], 7, v2
	v_cmp_lt_u32_e64 s[0:1], 15, v2
.Ltmp17:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	v_mov_b32_e32 v1, 0
.Ltmp18:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(31)
	ds_bpermute_b32 v17, v15, v5
	s_waitcnt vmcnt(30)
	ds_bpermute_b32 v19, v15, v7
	s_waitcnt vmcnt(29)
	ds_bpermute_b32 v23, v15, v9
	s_waitcnt vmcnt(28)
	ds_bpermute_b32 v27, v15, v12
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v4, v5, v17
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v17, v7, v19
.Ltmp20:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v4, v4, v5, s[8:9]
	v_cndmask_b32_e64 v5, v17, v7, s[8:9]
	ds_bpermute_b32 v7, v13, v4
	ds_bpermute_b32 v17, v13, v5
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v19, v9, v23
.Ltmp22:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v9, v19, v9, s[8:9]
	ds_bpermute_b32 v19, v13, v9
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v7, v4, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v17, v5, v17
.Ltmp24:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_cndmask_b32_e32 v5, v5, v17, vcc
	ds_bpermute_b32 v7, v11, v4
	ds_bpermute_b32 v17, v11, v5
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v9, v19
.Ltmp26:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v9, v9, v19, vcc
	ds_bpermute_b32 v19, v11, v9
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v7, v4, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v17, v5, v17
.Ltmp28:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v4, v4, v7, s[2:3]
	ds_bpermute_b32 v7, v10, v4
	v_cndmask_b32_e64 v5, v5, v17, s[2:3]
	ds_bpermute_b32 v17, v10, v5
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v9, v19
	v_add_f32_e32 v23, v12, v27
.Ltmp30:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v9, v9, v19, s[2:3]
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v4, v7
.Ltmp32:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v12, v23, v12, s[8:9]
	v_cndmask_b32_e64 v4, v4, v7, s[6:7]
	ds_bpermute_b32 v19, v10, v9
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v17, v5, v17
.Ltmp34:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v7, v8, v4
	v_cndmask_b32_e64 v5, v5, v17, s[6:7]
	ds_bpermute_b32 v27, v13, v12
	ds_bpermute_b32 v17, v8, v5
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v19, v9, v19
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v7, v4, v7
.Ltmp36:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v9, v9, v19, s[6:7]
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v12, v27
.Ltmp38:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v4, v4, v7, s[0:1]
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v5, v17
.Ltmp40:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v17, v8, v9
	v_cndmask_b32_e32 v12, v12, v19, vcc
	ds_bpermute_b32 v19, v11, v12
	s_waitcnt vmcnt(27)
	ds_bpermute_b32 v27, v15, v14
	ds_bpermute_b32 v23, v3, v4
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v17, v9, v17
.Ltmp42:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v9, v9, v17, s[0:1]
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v17, v12, v19
.Ltmp44:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v12, v12, v17, s[2:3]
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v14, v27
.Ltmp46:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v17, v10, v12
	v_cndmask_b32_e64 v14, v19, v14, s[8:9]
	ds_bpermute_b32 v19, v13, v14
	v_cndmask_b32_e64 v7, v5, v7, s[0:1]
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v5, v4, v23
.Ltmp48:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v23, v3, v7
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v17, v12, v17
.Ltmp50:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v17, v12, v17, s[6:7]
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v14, v19
.Ltmp52:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v19, v14, v12, vcc
	ds_bpermute_b32 v27, v3, v9
	ds_bpermute_b32 v39, v8, v17
	ds_bpermute_b32 v43, v11, v19
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v12, v7, v23
.Ltmp54:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(26)
	ds_bpermute_b32 v23, v15, v16
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v14, v9, v27
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v27, v17, v39
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v39, v19, v43
.Ltmp56:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v19, v19, v39, s[2:3]
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v23, v16, v23
.Ltmp58:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v39, v10, v19
	v_cndmask_b32_e64 v23, v23, v16, s[8:9]
	ds_bpermute_b32 v43, v13, v23
	v_cndmask_b32_e64 v16, v17, v27, s[0:1]
	s_waitcnt vmcnt(22)
	ds_bpermute_b32 v52, v15, v28
.Ltmp59:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v17, v19, v39
.Ltmp60:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v17, v19, v17, s[6:7]
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v27, v23, v43
.Ltmp62:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v19, v8, v17
	v_cndmask_b32_e32 v23, v23, v27, vcc
	ds_bpermute_b32 v27, v11, v23
	ds_bpermute_b32 v43, v15, v18
	ds_bpermute_b32 v39, v3, v16
.Ltmp63:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v19, v17, v19
.Ltmp64:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v17, v17, v19, s[0:1]
.Ltmp65:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v23, v27
.Ltmp66:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
.Ltmp67:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v27, v18, v43
.Ltmp68:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v23, v10, v19
	v_cndmask_b32_e64 v18, v27, v18, s[8:9]
	ds_bpermute_b32 v27, v13, v18
	ds_bpermute_b32 v43, v3, v17
.Ltmp69:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v23, v19, v23
.Ltmp70:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v23, v19, v23, s[6:7]
.Ltmp71:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v18, v27
.Ltmp72:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v27, v18, v19, vcc
	ds_bpermute_b32 v49, v8, v23
	ds_bpermute_b32 v50, v11, v27
.Ltmp73:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v18, v16, v39
.Ltmp74:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v39, v15, v22
.Ltmp75:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v19, v17, v43
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v43, v23, v49
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v27, v50
.Ltmp76:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v27, v27, v49, s[2:3]
.Ltmp77:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v39, v22, v39
.Ltmp78:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v49, v10, v27
	v_cndmask_b32_e64 v39, v39, v22, s[8:9]
	ds_bpermute_b32 v50, v13, v39
	v_cndmask_b32_e64 v22, v23, v43, s[0:1]
.Ltmp79:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v23, v27, v49
.Ltmp80:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v23, v27, v23, s[6:7]
.Ltmp81:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v39, v50
.Ltmp82:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v27, v8, v23
	v_cndmask_b32_e32 v39, v39, v43, vcc
	ds_bpermute_b32 v43, v11, v39
	ds_bpermute_b32 v50, v15, v26
	ds_bpermute_b32 v49, v3, v22
.Ltmp83:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v27, v23, v27
.Ltmp84:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v23, v23, v27, s[0:1]
.Ltmp85:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v27, v39, v43
.Ltmp86:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v27, v39, v27, s[2:3]
.Ltmp87:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v43, v26, v50
.Ltmp88:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v39, v10, v27
	v_cndmask_b32_e64 v26, v43, v26, s[8:9]
	ds_bpermute_b32 v43, v13, v26
	ds_bpermute_b32 v50, v3, v23
.Ltmp89:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v39, v27, v39
.Ltmp90:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v39, v27, v39, s[6:7]
.Ltmp91:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v27, v26, v43
.Ltmp92:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v43, v26, v27, vcc
	ds_bpermute_b32 v53, v11, v43
	ds_bpermute_b32 v51, v8, v39
.Ltmp93:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v27, v23, v50
	v_add_f32_e32 v50, v28, v52
.Ltmp94:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v50, v50, v28, s[8:9]
.Ltmp95:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v28, v43, v53
	v_add_f32_e32 v26, v22, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v39, v51
.Ltmp96:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v51, v13, v50
	v_cndmask_b32_e64 v43, v43, v28, s[2:3]
	ds_bpermute_b32 v52, v10, v43
	v_cndmask_b32_e64 v28, v39, v49, s[0:1]
.Ltmp97:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v39, v50, v51
.Ltmp98:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v39, v50, v39, vcc
.Ltmp99:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v50, v43, v52
.Ltmp100:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v50, v43, v50, s[6:7]
	s_waitcnt vmcnt(21)
	ds_bpermute_b32 v43, v15, v30
	ds_bpermute_b32 v49, v11, v39
	ds_bpermute_b32 v51, v8, v50
.Ltmp101:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v43, v30, v43
.Ltmp102:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v30, v43, v30, s[8:9]
.Ltmp103:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v39, v49
.Ltmp104:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v52, v13, v30
	v_cndmask_b32_e64 v39, v39, v49, s[2:3]
	ds_bpermute_b32 v49, v10, v39
	ds_bpermute_b32 v43, v3, v28
.Ltmp105:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v52, v30, v52
.Ltmp106:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v52, v30, v52, vcc
.Ltmp107:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v30, v50, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v39, v49
.Ltmp108:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v53, v11, v52
	v_cndmask_b32_e64 v30, v50, v30, s[0:1]
	s_waitcnt vmcnt(20)
	ds_bpermute_b32 v50, v15, v32
	v_cndmask_b32_e64 v39, v39, v49, s[6:7]
	ds_bpermute_b32 v49, v8, v39
.Ltmp109:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v52, v53
.Ltmp110:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v51, v52, v51, s[2:3]
.Ltmp111:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v32, v50
.Ltmp112:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v50, v50, v32, s[8:9]
.Ltmp113:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v39, v49
.Ltmp114:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v52, v10, v51
	ds_bpermute_b32 v53, v13, v50
	v_cndmask_b32_e64 v32, v39, v49, s[0:1]
	s_waitcnt vmcnt(19)
	ds_bpermute_b32 v49, v15, v35
.Ltmp115:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v39, v51, v52
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v52, v50, v53
.Ltmp116:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v50, v50, v52, vcc
.Ltmp117:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v35, v49
.Ltmp118:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v52, v11, v50
	v_cndmask_b32_e64 v35, v49, v35, s[8:9]
	v_cndmask_b32_e64 v39, v51, v39, s[6:7]
	ds_bpermute_b32 v49, v13, v35
	ds_bpermute_b32 v51, v8, v39
.Ltmp119:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v52, v50, v52
.Ltmp120:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v50, v50, v52, s[2:3]
	ds_bpermute_b32 v52, v10, v50
.Ltmp121:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v35, v49
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v39, v51
.Ltmp122:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v49, v35, v49, vcc
	ds_bpermute_b32 v53, v11, v49
	v_cndmask_b32_e64 v35, v39, v51, s[0:1]
	s_waitcnt vmcnt(18)
	ds_bpermute_b32 v51, v15, v38
.Ltmp123:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v39, v50, v52
.Ltmp124:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v39, v50, v39, s[6:7]
.Ltmp125:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v49, v53
.Ltmp126:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v49, v50, s[2:3]
.Ltmp127:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v38, v51
.Ltmp128:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v38, v51, v38, s[8:9]
	ds_bpermute_b32 v50, v10, v49
	ds_bpermute_b32 v51, v13, v38
	ds_bpermute_b32 v52, v8, v39
.Ltmp129:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v49, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v38, v51
.Ltmp130:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v49, v50, s[6:7]
	v_cndmask_b32_e32 v51, v38, v51, vcc
	ds_bpermute_b32 v50, v8, v49
	ds_bpermute_b32 v53, v11, v51
.Ltmp131:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v38, v39, v52
.Ltmp132:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v38, v39, v38, s[0:1]
.Ltmp133:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v39, v49, v50
.Ltmp134:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(17)
	ds_bpermute_b32 v50, v15, v42
.Ltmp135:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v52, v51, v53
.Ltmp136:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v51, v51, v52, s[2:3]
	ds_bpermute_b32 v52, v10, v51
	v_cndmask_b32_e64 v39, v49, v39, s[0:1]
.Ltmp137:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v42, v50
.Ltmp138:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v42, v49, v42, s[8:9]
	ds_bpermute_b32 v49, v13, v42
.Ltmp139:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v51, v52
.Ltmp140:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v50, v51, v50, s[6:7]
	s_waitcnt vmcnt(16)
	ds_bpermute_b32 v51, v15, v45
	ds_bpermute_b32 v52, v8, v50
.Ltmp141:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v42, v49
.Ltmp142:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v42, v42, v49, vcc
	ds_bpermute_b32 v49, v11, v42
.Ltmp143:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v45, v51
.Ltmp144:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v45, v51, v45, s[8:9]
	ds_bpermute_b32 v51, v13, v45
.Ltmp145:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v52, v50, v52
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v42, v49
.Ltmp146:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v42, v49, s[2:3]
	ds_bpermute_b32 v53, v10, v49
.Ltmp147:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v42, v45, v51
.Ltmp148:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v45, v45, v42, vcc
	ds_bpermute_b32 v51, v11, v45
	v_cndmask_b32_e64 v42, v50, v52, s[0:1]
	s_waitcnt vmcnt(15)
	ds_bpermute_b32 v52, v15, v47
.Ltmp149:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v49, v53
.Ltmp150:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v49, v50, s[6:7]
.Ltmp151:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v45, v51
.Ltmp152:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v45, v45, v50, s[2:3]
.Ltmp153:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v47, v52
.Ltmp154:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v50, v10, v45
	v_cndmask_b32_e64 v47, v51, v47, s[8:9]
	ds_bpermute_b32 v51, v13, v47
	ds_bpermute_b32 v52, v8, v49
.Ltmp155:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v45, v50
.Ltmp156:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v50, v45, v50, s[6:7]
.Ltmp157:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v45, v47, v51
.Ltmp158:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v47, v47, v45, vcc
	ds_bpermute_b32 v51, v11, v47
	ds_bpermute_b32 v53, v8, v50
.Ltmp159:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v45, v49, v52
.Ltmp160:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(14)
	ds_bpermute_b32 v52, v15, v48
	v_cndmask_b32_e64 v45, v49, v45, s[0:1]
.Ltmp161:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v47, v51
.Ltmp162:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v51, v47, v51, s[2:3]
.Ltmp163:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v50, v53
.Ltmp164:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v53, v10, v51
	v_cndmask_b32_e64 v47, v50, v49, s[0:1]
.Ltmp165:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v48, v52
.Ltmp166:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v48, v49, v48, s[8:9]
	ds_bpermute_b32 v49, v13, v48
.Ltmp167:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v51, v53
.Ltmp168:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v50, v51, v50, s[6:7]
	s_waitcnt vmcnt(13)
	ds_bpermute_b32 v51, v15, v46
	ds_bpermute_b32 v52, v8, v50
.Ltmp169:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v48, v49
.Ltmp170:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v48, v48, v49, vcc
	ds_bpermute_b32 v49, v11, v48
.Ltmp171:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v46, v51
.Ltmp172:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v46, v51, v46, s[8:9]
	ds_bpermute_b32 v51, v13, v46
.Ltmp173:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v52, v50, v52
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v48, v49
.Ltmp174:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v48, v48, v49, s[2:3]
	ds_bpermute_b32 v49, v10, v48
.Ltmp175:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v46, v51
.Ltmp176:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v51, v46, v51, vcc
	v_cndmask_b32_e64 v46, v50, v52, s[0:1]
	s_waitcnt vmcnt(12)
	ds_bpermute_b32 v50, v15, v44
	ds_bpermute_b32 v53, v11, v51
.Ltmp177:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v48, v49
.Ltmp178:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v48, v48, v49, s[6:7]
	ds_bpermute_b32 v52, v8, v48
.Ltmp179:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v44, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v51, v53
.Ltmp180:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v44, v50, v44, s[8:9]
	v_cndmask_b32_e64 v49, v51, v49, s[2:3]
	ds_bpermute_b32 v50, v13, v44
	ds_bpermute_b32 v51, v10, v49
.Ltmp181:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v44, v50
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v49, v51
.Ltmp182:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v50, v44, v50, vcc
	v_cndmask_b32_e64 v49, v49, v51, s[6:7]
	ds_bpermute_b32 v53, v11, v50
	ds_bpermute_b32 v51, v8, v49
.Ltmp183:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v44, v48, v52
.Ltmp184:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v44, v48, v44, s[0:1]
.Ltmp185:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v52, v50, v53
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v48, v49, v51
.Ltmp186:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(11)
	ds_bpermute_b32 v51, v15, v41
	v_cndmask_b32_e64 v50, v50, v52, s[2:3]
	ds_bpermute_b32 v52, v10, v50
	v_cndmask_b32_e64 v48, v49, v48, s[0:1]
	ds_bpermute_b32 v55, v3, v48
.Ltmp187:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v41, v51
.Ltmp188:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v41, v49, v41, s[8:9]
.Ltmp189:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v50, v52
.Ltmp190:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v49, v13, v41
	v_cndmask_b32_e64 v50, v50, v51, s[6:7]
	s_waitcnt vmcnt(10)
	ds_bpermute_b32 v51, v15, v40
	ds_bpermute_b32 v52, v8, v50
.Ltmp191:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v55, v48, v55
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v41, v49
.Ltmp192:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v41, v41, v49, vcc
.Ltmp193:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v40, v51
.Ltmp194:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v40, v51, v40, s[8:9]
	ds_bpermute_b32 v49, v11, v41
	ds_bpermute_b32 v51, v13, v40
.Ltmp195:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v52, v50, v52
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v41, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v40, v51
.Ltmp196:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v41, v41, v49, s[2:3]
	v_cndmask_b32_e32 v51, v40, v51, vcc
	v_cndmask_b32_e64 v40, v50, v52, s[0:1]
	s_waitcnt vmcnt(9)
	ds_bpermute_b32 v50, v15, v37
	ds_bpermute_b32 v49, v10, v41
	ds_bpermute_b32 v53, v11, v51
	ds_bpermute_b32 v56, v3, v40
.Ltmp197:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v50, v37, v50
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v41, v49
.Ltmp198:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v37, v50, v37, s[8:9]
	v_cndmask_b32_e64 v41, v41, v49, s[6:7]
.Ltmp199:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v51, v53
.Ltmp200:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v50, v13, v37
	v_cndmask_b32_e64 v49, v51, v49, s[2:3]
	ds_bpermute_b32 v51, v10, v49
	ds_bpermute_b32 v52, v8, v41
.Ltmp201:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v56, v40, v56
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v37, v50
.Ltmp202:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v50, v37, v50, vcc
.Ltmp203:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v49, v51
.Ltmp204:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v53, v11, v50
	v_cndmask_b32_e64 v49, v49, v51, s[6:7]
	ds_bpermute_b32 v51, v8, v49
.Ltmp205:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v37, v41, v52
.Ltmp206:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v37, v41, v37, s[0:1]
.Ltmp207:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v52, v50, v53
.Ltmp208:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v50, v50, v52, s[2:3]
.Ltmp209:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v49, v51
.Ltmp210:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(8)
	ds_bpermute_b32 v51, v15, v36
	ds_bpermute_b32 v52, v10, v50
	v_cndmask_b32_e64 v41, v49, v41, s[0:1]
	ds_bpermute_b32 v57, v3, v37
	ds_bpermute_b32 v58, v3, v41
.Ltmp211:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v49, v36, v51
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v50, v52
.Ltmp212:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v36, v49, v36, s[8:9]
	v_cndmask_b32_e64 v50, v50, v51, s[6:7]
	s_waitcnt vmcnt(7)
	ds_bpermute_b32 v51, v15, v34
	ds_bpermute_b32 v49, v13, v36
	ds_bpermute_b32 v52, v8, v50
.Ltmp213:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v57, v37, v57
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v58, v41, v58
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v34, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v36, v49
.Ltmp214:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v34, v51, v34, s[8:9]
	v_cndmask_b32_e32 v36, v36, v49, vcc
	ds_bpermute_b32 v51, v13, v34
	ds_bpermute_b32 v49, v11, v36
.Ltmp215:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v52, v50, v52
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v34, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v36, v49
.Ltmp216:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v51, v34, v51, vcc
	v_cndmask_b32_e64 v34, v50, v52, s[0:1]
	s_waitcnt vmcnt(6)
	ds_bpermute_b32 v50, v15, v33
	v_cndmask_b32_e64 v36, v36, v49, s[2:3]
	ds_bpermute_b32 v49, v10, v36
	ds_bpermute_b32 v53, v11, v51
	ds_bpermute_b32 v59, v3, v34
.Ltmp217:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v50, v33, v50
.Ltmp218:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v33, v50, v33, s[8:9]
.Ltmp219:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v36, v49
.Ltmp220:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v50, v13, v33
	v_cndmask_b32_e64 v36, v36, v49, s[6:7]
	ds_bpermute_b32 v52, v8, v36
.Ltmp221:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v49, v51, v53
.Ltmp222:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v51, v49, s[2:3]
.Ltmp223:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v33, v50
.Ltmp224:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v51, v10, v49
	v_cndmask_b32_e32 v50, v33, v50, vcc
	ds_bpermute_b32 v53, v11, v50
.Ltmp225:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v33, v36, v52
.Ltmp226:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v33, v36, v33, s[0:1]
	s_waitcnt vmcnt(5)
	ds_bpermute_b32 v36, v15, v31
.Ltmp227:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v49, v51
.Ltmp228:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v49, v51, s[6:7]
.Ltmp229:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v52, v50, v53
.Ltmp230:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v51, v8, v49
	v_cndmask_b32_e64 v50, v50, v52, s[2:3]
.Ltmp231:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v36, v31, v36
.Ltmp232:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v52, v10, v50
	v_cndmask_b32_e64 v36, v36, v31, s[8:9]
	ds_bpermute_b32 v53, v13, v36
.Ltmp233:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v49, v51
.Ltmp234:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v31, v49, v51, s[0:1]
.Ltmp235:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v50, v52
.Ltmp236:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(4)
	ds_bpermute_b32 v51, v15, v29
	v_cndmask_b32_e64 v49, v50, v49, s[6:7]
.Ltmp237:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v36, v53
.Ltmp238:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v36, v36, v50, vcc
	ds_bpermute_b32 v50, v11, v36
.Ltmp239:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v29, v51
.Ltmp240:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v29, v51, v29, s[8:9]
	ds_bpermute_b32 v51, v13, v29
	ds_bpermute_b32 v52, v8, v49
.Ltmp241:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v36, v50
.Ltmp242:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v36, v36, v50, s[2:3]
	ds_bpermute_b32 v50, v10, v36
.Ltmp243:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v29, v51
.Ltmp244:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v29, v29, v51, vcc
	ds_bpermute_b32 v51, v11, v29
.Ltmp245:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v52, v49, v52
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v36, v50
.Ltmp246:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v36, v36, v50, s[6:7]
	ds_bpermute_b32 v50, v8, v36
.Ltmp247:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v29, v51
.Ltmp248:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v51, v29, v51, s[2:3]
	ds_bpermute_b32 v53, v10, v51
	v_cndmask_b32_e64 v29, v49, v52, s[0:1]
.Ltmp249:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v36, v50
.Ltmp250:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(3)
	ds_bpermute_b32 v50, v15, v25
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v52, v15, v24
	v_cndmask_b32_e64 v36, v36, v49, s[0:1]
.Ltmp251:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v51, v53
.Ltmp252:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v51, v49, s[6:7]
.Ltmp253:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v25, v50
.Ltmp254:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v25, v50, v25, s[8:9]
.Ltmp255:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v24, v52
.Ltmp256:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v50, v13, v25
	v_cndmask_b32_e64 v24, v51, v24, s[8:9]
	ds_bpermute_b32 v51, v13, v24
	ds_bpermute_b32 v52, v8, v49
	ds_bpermute_b32 v60, v3, v33
.Ltmp257:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v50, v25, v50
.Ltmp258:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v25, v25, v50, vcc
.Ltmp259:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v51, v24, v51
.Ltmp260:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v50, v11, v25
	v_cndmask_b32_e32 v24, v24, v51, vcc
	ds_bpermute_b32 v51, v11, v24
.Ltmp261:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v52, v49, v52
.Ltmp262:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v61, v3, v31
.Ltmp263:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v25, v50
.Ltmp264:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v50, v25, v50, s[2:3]
.Ltmp265:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v25, v24, v51
.Ltmp266:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v53, v10, v50
	v_cndmask_b32_e64 v24, v24, v25, s[2:3]
	ds_bpermute_b32 v51, v10, v24
	v_cndmask_b32_e64 v25, v49, v52, s[0:1]
	ds_bpermute_b32 v52, v3, v30
.Ltmp267:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v49, v50, v53
.Ltmp268:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v50, v49, s[6:7]
.Ltmp269:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v24, v51
.Ltmp270:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v50, v8, v49
	v_cndmask_b32_e64 v51, v24, v51, s[6:7]
	ds_bpermute_b32 v53, v8, v51
.Ltmp271:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v24, v28, v43
.Ltmp272:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v62, v3, v29
.Ltmp273:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v43, v49, v50
.Ltmp274:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v50, v15, v21
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v15, v15, v20
	v_cndmask_b32_e64 v43, v49, v43, s[0:1]
.Ltmp275:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v49, v51, v53
.Ltmp276:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v51, v49, s[0:1]
	ds_bpermute_b32 v51, v3, v32
.Ltmp277:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v21, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v15, v20, v15
.Ltmp278:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v21, v50, v21, s[8:9]
	v_cndmask_b32_e64 v53, v15, v20, s[8:9]
	ds_bpermute_b32 v50, v3, v35
	ds_bpermute_b32 v54, v13, v21
.Ltmp279:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v20, v32, v51
.Ltmp280:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v51, v13, v53
.Ltmp281:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v15, v30, v52
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v13, v35, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v21, v54
.Ltmp282:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v21, v21, v50, vcc
.Ltmp283:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v53, v51
.Ltmp284:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v51, v53, v51, vcc
	ds_bpermute_b32 v50, v11, v21
	ds_bpermute_b32 v11, v11, v51
	ds_bpermute_b32 v52, v3, v38
	ds_bpermute_b32 v54, v3, v39
	ds_bpermute_b32 v63, v3, v36
.Ltmp285:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v50, v21, v50
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v11, v51, v11
.Ltmp286:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v21, v21, v50, s[2:3]
	v_cndmask_b32_e64 v11, v51, v11, s[2:3]
	ds_bpermute_b32 v50, v10, v21
	ds_bpermute_b32 v10, v10, v11
	ds_bpermute_b32 v64, v3, v25
	ds_bpermute_b32 v65, v3, v43
	ds_bpermute_b32 v66, v3, v49
.Ltmp287:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v50, v21, v50
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v10, v11, v10
.Ltmp288:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v21, v21, v50, s[6:7]
	v_cndmask_b32_e64 v10, v11, v10, s[6:7]
	ds_bpermute_b32 v50, v8, v21
	ds_bpermute_b32 v8, v8, v10
	ds_bpermute_b32 v11, v3, v42
.Ltmp289:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v59, v34, v59
	v_add_f32_e32 v60, v33, v60
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v50, v21, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v10, v8
.Ltmp290:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v51, v21, v50, s[0:1]
	v_cndmask_b32_e64 v53, v10, v8, s[0:1]
	ds_bpermute_b32 v21, v3, v45
	ds_bpermute_b32 v50, v3, v47
.Ltmp291:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v8, v38, v52
.Ltmp292:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v52, v3, v46
.Ltmp293:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v10, v39, v54
.Ltmp294:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v54, v3, v44
	ds_bpermute_b32 v67, v3, v51
	ds_bpermute_b32 v68, v3, v53
.Ltmp295:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(6)
	v_add_f32_e32 v11, v42, v11
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v21, v45, v21
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v50, v47, v50
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v52, v46, v52
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v54, v44, v54
	v_add_f32_e32 v61, v31, v61
	v_add_f32_e32 v62, v29, v62
	v_add_f32_e32 v63, v36, v63
	v_add_f32_e32 v3, v25, v64
	v_add_f32_e32 v64, v43, v65
	v_add_f32_e32 v65, v49, v66
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v66, v51, v67
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v67, v53, v68
.Ltmp296:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_eq_u32_e32 vcc, 63, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	v_lshl_add_u32 v68, v6, 2, 0
	ds_write2_b32 v68, v5, v12 offset1:2
	ds_write2_b32 v68, v14, v18 offset0:4 offset1:6
	ds_write2_b32 v68, v19, v26 offset0:8 offset1:10
	ds_write2_b32 v68, v27, v15 offset0:12 offset1:16
	ds_write2_b32 v68, v20, v13 offset0:18 offset1:20
	ds_write2_b32 v68, v8, v10 offset0:22 offset1:24
	ds_write2_b32 v68, v11, v21 offset0:26 offset1:28
	ds_write2_b32 v68, v24, v50 offset0:14 offset1:30
	ds_write2_b32 v68, v52, v54 offset0:32 offset1:34
	ds_write2_b32 v68, v55, v56 offset0:36 offset1:38
	ds_write2_b32 v68, v57, v58 offset0:40 offset1:42
	ds_write2_b32 v68, v59, v61 offset0:44 offset1:48
	ds_write2_b32 v68, v62, v63 offset0:50 offset1:52
	ds_write2_b32 v68, v3, v64 offset0:54 offset1:56
	ds_write2_b32 v68, v65, v66 offset0:58 offset1:60
	ds_write2_b32 v68, v60, v67 offset0:46 offset1:62
.LBB0_2:                                ; %.critedge60
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_or_b64 exec, exec, s[0:1]
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_lt_u32_e32 vcc, 31, v2
.Ltmp297:
	.loc	1 121 14 is_stmt 1              ; triton_heldout_src.py:121:14
	s_add_u32 s0, s4, s14
	s_addc_u32 s1, s5, s15
.Ltmp298:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cndmask_b32_e32 v22, v22, v26, vcc
	v_cndmask_b32_e32 v26, v9, v14, vcc
.Ltmp299:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshlrev_b64 v[8:9], 2, v[0:1]
.Ltmp300:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v25, v25, v3, vcc
.Ltmp301:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[8:9]
	s_add_u32 s0, s4, s12
	s_addc_u32 s1, s5, s13
.Ltmp302:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v23, v23, v27, vcc
	v_cndmask_b32_e32 v27, v4, v5, vcc
.Ltmp303:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[8:9]
	s_add_u32 s0, s4, s10
.Ltmp304:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v35, v35, v13, vcc
	v_cndmask_b32_e32 v7, v7, v12, vcc
.Ltmp305:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	s_addc_u32 s1, s5, s11
.Ltmp306:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[12:13], v1
	v_cndmask_b32_e32 v42, v42, v11, vcc
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cndmask_b32_e32 v30, v30, v15, vcc
	v_cndmask_b32_e32 v19, v17, v19, vcc
	v_cndmask_b32_e32 v18, v16, v18, vcc
.Ltmp307:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[8:9]
.Ltmp308:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read_b32 v0, v1 offset:56
	ds_read2_b64 v[8:11], v1 offset0:1 offset1:2
.Ltmp309:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v13, v12, v13
.Ltmp310:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v53, v53, v67, vcc
	v_cndmask_b32_e32 v51, v51, v66, vcc
	v_cndmask_b32_e32 v49, v49, v65, vcc
	v_cndmask_b32_e32 v43, v43, v64, vcc
	v_cndmask_b32_e32 v36, v36, v63, vcc
	v_cndmask_b32_e32 v29, v29, v62, vcc
	v_cndmask_b32_e32 v31, v31, v61, vcc
	v_cndmask_b32_e32 v33, v33, v60, vcc
	v_cndmask_b32_e32 v34, v34, v59, vcc
	v_cndmask_b32_e32 v41, v41, v58, vcc
	v_cndmask_b32_e32 v37, v37, v57, vcc
	v_cndmask_b32_e32 v40, v40, v56, vcc
	v_cndmask_b32_e32 v48, v48, v55, vcc
	v_cndmask_b32_e32 v44, v44, v54, vcc
	v_cndmask_b32_e32 v46, v46, v52, vcc
	v_cndmask_b32_e32 v47, v47, v50, vcc
	v_cndmask_b32_e32 v21, v45, v21, vcc
	v_cndmask_b32_e32 v20, v32, v20, vcc
	v_cndmask_b32_e32 v24, v28, v24, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
.Ltmp311:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v13, v8
	v_add_f32_e32 v12, v27, v12
.Ltmp312:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v8, v6, v13, vcc
	v_cndmask_b32_e32 v27, v12, v27, vcc
.Ltmp313:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v12, v6, v9
	v_add_f32_e32 v28, v7, v8
.Ltmp314:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[6:9], v1 offset0:3 offset1:4
.Ltmp315:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v10, v12, v10
.Ltmp316:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v12, v10, v12, vcc
.Ltmp317:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v32, v10, v11
	v_add_f32_e32 v26, v26, v12
.Ltmp318:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[10:13], v1 offset0:5 offset1:6
.Ltmp319:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v32, v6
.Ltmp320:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v32, v6, v32, vcc
.Ltmp321:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v6, v8
.Ltmp322:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v6, v7, v6, vcc
.Ltmp323:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v7, v7, v9
	v_add_f32_e32 v19, v19, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v7, v10
.Ltmp324:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v7, v6, v7, vcc
.Ltmp325:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v6, v6, v11
	v_add_f32_e32 v22, v22, v7
	v_add_f32_e32 v7, v6, v12
.Ltmp326:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v6, v7, v6, vcc
.Ltmp327:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v7, v7, v13
.Ltmp328:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read_b64 v[10:11], v1 offset:64
.Ltmp329:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v0, v7, v0
	v_add_f32_e32 v23, v23, v6
.Ltmp330:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v0, v0, v7, vcc
	ds_read2_b64 v[6:9], v1 offset0:9 offset1:10
.Ltmp331:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v0, v24, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v24, v10, v11
	v_add_f32_e32 v10, v30, v10
.Ltmp332:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v30, v10, v30, vcc
	ds_read2_b64 v[10:13], v1 offset0:11 offset1:12
.Ltmp333:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v24, v6
.Ltmp334:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v24, v6, v24, vcc
.Ltmp335:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v6, v8
.Ltmp336:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v6, v7, v6, vcc
.Ltmp337:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v7, v7, v9
	v_add_f32_e32 v20, v20, v24
	v_add_f32_e32 v24, v35, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v7, v10
.Ltmp338:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v7, v6, v7, vcc
.Ltmp339:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v18, v18, v32
	v_add_f32_e32 v10, v6, v11
	v_add_f32_e32 v32, v38, v7
.Ltmp340:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[6:9], v1 offset0:13 offset1:14
.Ltmp341:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v11, v10, v12
.Ltmp342:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v10, v11, v10, vcc
.Ltmp343:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v11, v11, v13
.Ltmp344:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read_b32 v12, v1 offset:120
.Ltmp345:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v11, v6
	v_add_f32_e32 v35, v39, v10
.Ltmp346:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v10, v6, v11, vcc
.Ltmp347:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v6, v8
.Ltmp348:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v6, v7, v6, vcc
.Ltmp349:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v7, v7, v9
	v_add_f32_e32 v38, v42, v10
	v_add_f32_e32 v21, v21, v6
.Ltmp350:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read_b64 v[10:11], v1 offset:128
.Ltmp351:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v7, v12
.Ltmp352:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v12, v6, v7, vcc
	ds_read2_b64 v[6:9], v1 offset0:17 offset1:18
.Ltmp353:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v39, v47, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v11, v10, v11
	v_add_f32_e32 v10, v46, v10
.Ltmp354:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v42, v10, v46, vcc
.Ltmp355:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v11, v6
.Ltmp356:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v10, v6, v11, vcc
.Ltmp357:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v44, v44, v10
.Ltmp358:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[10:13], v1 offset0:19 offset1:20
.Ltmp359:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v6, v8
.Ltmp360:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v6, v7, v6, vcc
.Ltmp361:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v45, v7, v9
	v_add_f32_e32 v46, v48, v6
.Ltmp362:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[6:9], v1 offset0:21 offset1:22
.Ltmp363:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v10, v45, v10
.Ltmp364:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v45, v10, v45, vcc
.Ltmp365:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v10, v10, v11
	v_add_f32_e32 v11, v10, v12
.Ltmp366:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v10, v11, v10, vcc
.Ltmp367:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v11, v11, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v11, v6
	v_add_f32_e32 v37, v37, v10
.Ltmp368:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v10, v6, v11, vcc
.Ltmp369:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v6, v8
.Ltmp370:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read_b32 v8, v1 offset:184
	v_cndmask_b32_e32 v6, v7, v6, vcc
.Ltmp371:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v7, v7, v9
	v_add_f32_e32 v41, v41, v10
	v_add_f32_e32 v34, v34, v6
.Ltmp372:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read_b64 v[10:11], v1 offset:192
.Ltmp373:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v7, v8
.Ltmp374:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v6, v6, v7, vcc
.Ltmp375:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v33, v33, v6
.Ltmp376:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[6:9], v1 offset0:25 offset1:26
.Ltmp377:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v40, v40, v45
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v45, v10, v11
	v_add_f32_e32 v10, v31, v10
.Ltmp378:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v31, v10, v31, vcc
	ds_read2_b64 v[10:13], v1 offset0:27 offset1:28
.Ltmp379:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v45, v6
.Ltmp380:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v45, v6, v45, vcc
.Ltmp381:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v6, v8
.Ltmp382:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v6, v7, v6, vcc
.Ltmp383:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v7, v7, v9
	v_add_f32_e32 v36, v36, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v7, v10
.Ltmp384:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v7, v6, v7, vcc
.Ltmp385:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v10, v6, v11
	v_add_f32_e32 v11, v25, v7
.Ltmp386:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[6:9], v1 offset0:29 offset1:30
.Ltmp387:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v12, v10, v12
.Ltmp388:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v10, v12, v10, vcc
.Ltmp389:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v12, v12, v13
.Ltmp390:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read_b32 v1, v1 offset:248
.Ltmp391:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v12, v6
.Ltmp392:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v12, v6, v12, vcc
.Ltmp393:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v8, v6, v8
.Ltmp394:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v6, v8, v6, vcc
.Ltmp395:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v8, v1
.Ltmp396:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v1, v1, v8, vcc
.Ltmp397:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v29, v29, v45
	v_add_f32_e32 v10, v43, v10
	v_add_f32_e32 v7, v49, v12
	v_add_f32_e32 v6, v51, v6
	v_add_f32_e32 v1, v53, v1
.Ltmp398:
	.loc	1 121 5                         ; triton_heldout_src.py:121:5
	global_store_dword v[16:17], v27, off
	global_store_dword v[16:17], v28, off offset:512
	global_store_dword v[16:17], v26, off offset:1024
	global_store_dword v[16:17], v18, off offset:1536
	global_store_dword v[16:17], v19, off offset:2048
	global_store_dword v[16:17], v22, off offset:2560
	global_store_dword v[16:17], v23, off offset:3072
	global_store_dword v[16:17], v0, off offset:3584
	global_store_dword v[14:15], v30, off
	global_store_dword v[14:15], v20, off offset:512
	global_store_dword v[14:15], v24, off offset:1024
	global_store_dword v[14:15], v32, off offset:1536
	global_store_dword v[14:15], v35, off offset:2048
	global_store_dword v[14:15], v38, off offset:2560
	global_store_dword v[14:15], v21, off offset:3072
	global_store_dword v[14:15], v39, off offset:3584
	global_store_dword v[4:5], v42, off
	global_store_dword v[4:5], v44, off offset:512
	global_store_dword v[4:5], v46, off offset:1024
	global_store_dword v[4:5], v40, off offset:1536
	global_store_dword v[4:5], v37, off offset:2048
	global_store_dword v[4:5], v41, off offset:2560
	global_store_dword v[4:5], v34, off offset:3072
	global_store_dword v[4:5], v33, off offset:3584
	global_store_dword v[2:3], v31, off
	global_store_dword v[2:3], v29, off offset:512
	global_store_dword v[2:3], v36, off offset:1024
	global_store_dword v[2:3], v11, off offset:1536
	global_store_dword v[2:3], v10, off offset:2048
	global_store_dword v[2:3], v7, off offset:2560
	global_store_dword v[2:3], v6, off offset:3072
	global_store_dword v[2:3], v1, off offset:3584
	.loc	1 117 1                         ; triton_heldout_src.py:117:1
	s_endpgm
.Ltmp399:
.Lfunc_end0:
	.size	scan_rows, .Lfunc_end0-scan_rows
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_rows
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
		.amdhsa_next_free_vgpr 69
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 72
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
	.set .Lscan_rows.num_vgpr, 69
	.set .Lscan_rows.num_agpr, 0
	.set .Lscan_rows.numbered_sgpr, 16
	.set .Lscan_rows.num_named_barrier, 0
	.set .Lscan_rows.private_seg_size, 0
	.set .Lscan_rows.uses_vcc, 1
	.set .Lscan_rows.uses_flat_scratch, 0
	.set .Lscan_rows.has_dyn_sized_stack, 0
	.set .Lscan_rows.has_recursion, 0
	.set .Lscan_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6316
; TotalNumSgprs: 22
; NumVgprs: 69
; NumAgprs: 0
; TotalNumVgprs: 69
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 69
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	.byte	121                             ; DW_AT_call_line
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
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp297-.Lfunc_begin0
	.quad	.Ltmp298-.Lfunc_begin0
	.quad	.Ltmp299-.Lfunc_begin0
	.quad	.Ltmp300-.Lfunc_begin0
	.quad	.Ltmp301-.Lfunc_begin0
	.quad	.Ltmp302-.Lfunc_begin0
	.quad	.Ltmp303-.Lfunc_begin0
	.quad	.Ltmp304-.Lfunc_begin0
	.quad	.Ltmp305-.Lfunc_begin0
	.quad	.Ltmp306-.Lfunc_begin0
	.quad	.Ltmp307-.Lfunc_begin0
	.quad	.Ltmp308-.Lfunc_begin0
	.quad	.Ltmp398-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp159-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.quad	.Ltmp165-.Lfunc_begin0
	.quad	.Ltmp166-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp169-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
	.quad	.Ltmp173-.Lfunc_begin0
	.quad	.Ltmp174-.Lfunc_begin0
	.quad	.Ltmp175-.Lfunc_begin0
	.quad	.Ltmp176-.Lfunc_begin0
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp178-.Lfunc_begin0
	.quad	.Ltmp179-.Lfunc_begin0
	.quad	.Ltmp180-.Lfunc_begin0
	.quad	.Ltmp181-.Lfunc_begin0
	.quad	.Ltmp182-.Lfunc_begin0
	.quad	.Ltmp183-.Lfunc_begin0
	.quad	.Ltmp184-.Lfunc_begin0
	.quad	.Ltmp185-.Lfunc_begin0
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp187-.Lfunc_begin0
	.quad	.Ltmp188-.Lfunc_begin0
	.quad	.Ltmp189-.Lfunc_begin0
	.quad	.Ltmp190-.Lfunc_begin0
	.quad	.Ltmp191-.Lfunc_begin0
	.quad	.Ltmp192-.Lfunc_begin0
	.quad	.Ltmp193-.Lfunc_begin0
	.quad	.Ltmp194-.Lfunc_begin0
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
	.quad	.Ltmp198-.Lfunc_begin0
	.quad	.Ltmp199-.Lfunc_begin0
	.quad	.Ltmp200-.Lfunc_begin0
	.quad	.Ltmp201-.Lfunc_begin0
	.quad	.Ltmp202-.Lfunc_begin0
	.quad	.Ltmp203-.Lfunc_begin0
	.quad	.Ltmp204-.Lfunc_begin0
	.quad	.Ltmp205-.Lfunc_begin0
	.quad	.Ltmp206-.Lfunc_begin0
	.quad	.Ltmp207-.Lfunc_begin0
	.quad	.Ltmp208-.Lfunc_begin0
	.quad	.Ltmp209-.Lfunc_begin0
	.quad	.Ltmp210-.Lfunc_begin0
	.quad	.Ltmp211-.Lfunc_begin0
	.quad	.Ltmp212-.Lfunc_begin0
	.quad	.Ltmp213-.Lfunc_begin0
	.quad	.Ltmp214-.Lfunc_begin0
	.quad	.Ltmp215-.Lfunc_begin0
	.quad	.Ltmp216-.Lfunc_begin0
	.quad	.Ltmp217-.Lfunc_begin0
	.quad	.Ltmp218-.Lfunc_begin0
	.quad	.Ltmp219-.Lfunc_begin0
	.quad	.Ltmp220-.Lfunc_begin0
	.quad	.Ltmp221-.Lfunc_begin0
	.quad	.Ltmp222-.Lfunc_begin0
	.quad	.Ltmp223-.Lfunc_begin0
	.quad	.Ltmp224-.Lfunc_begin0
	.quad	.Ltmp225-.Lfunc_begin0
	.quad	.Ltmp226-.Lfunc_begin0
	.quad	.Ltmp227-.Lfunc_begin0
	.quad	.Ltmp228-.Lfunc_begin0
	.quad	.Ltmp229-.Lfunc_begin0
	.quad	.Ltmp230-.Lfunc_begin0
	.quad	.Ltmp231-.Lfunc_begin0
	.quad	.Ltmp232-.Lfunc_begin0
	.quad	.Ltmp233-.Lfunc_begin0
	.quad	.Ltmp234-.Lfunc_begin0
	.quad	.Ltmp235-.Lfunc_begin0
	.quad	.Ltmp236-.Lfunc_begin0
	.quad	.Ltmp237-.Lfunc_begin0
	.quad	.Ltmp238-.Lfunc_begin0
	.quad	.Ltmp239-.Lfunc_begin0
	.quad	.Ltmp240-.Lfunc_begin0
	.quad	.Ltmp241-.Lfunc_begin0
	.quad	.Ltmp242-.Lfunc_begin0
	.quad	.Ltmp243-.Lfunc_begin0
	.quad	.Ltmp244-.Lfunc_begin0
	.quad	.Ltmp245-.Lfunc_begin0
	.quad	.Ltmp246-.Lfunc_begin0
	.quad	.Ltmp247-.Lfunc_begin0
	.quad	.Ltmp248-.Lfunc_begin0
	.quad	.Ltmp249-.Lfunc_begin0
	.quad	.Ltmp250-.Lfunc_begin0
	.quad	.Ltmp251-.Lfunc_begin0
	.quad	.Ltmp252-.Lfunc_begin0
	.quad	.Ltmp253-.Lfunc_begin0
	.quad	.Ltmp254-.Lfunc_begin0
	.quad	.Ltmp255-.Lfunc_begin0
	.quad	.Ltmp256-.Lfunc_begin0
	.quad	.Ltmp257-.Lfunc_begin0
	.quad	.Ltmp258-.Lfunc_begin0
	.quad	.Ltmp259-.Lfunc_begin0
	.quad	.Ltmp260-.Lfunc_begin0
	.quad	.Ltmp261-.Lfunc_begin0
	.quad	.Ltmp262-.Lfunc_begin0
	.quad	.Ltmp263-.Lfunc_begin0
	.quad	.Ltmp264-.Lfunc_begin0
	.quad	.Ltmp265-.Lfunc_begin0
	.quad	.Ltmp266-.Lfunc_begin0
	.quad	.Ltmp267-.Lfunc_begin0
	.quad	.Ltmp268-.Lfunc_begin0
	.quad	.Ltmp269-.Lfunc_begin0
	.quad	.Ltmp270-.Lfunc_begin0
	.quad	.Ltmp271-.Lfunc_begin0
	.quad	.Ltmp272-.Lfunc_begin0
	.quad	.Ltmp273-.Lfunc_begin0
	.quad	.Ltmp274-.Lfunc_begin0
	.quad	.Ltmp275-.Lfunc_begin0
	.quad	.Ltmp276-.Lfunc_begin0
	.quad	.Ltmp277-.Lfunc_begin0
	.quad	.Ltmp278-.Lfunc_begin0
	.quad	.Ltmp279-.Lfunc_begin0
	.quad	.Ltmp280-.Lfunc_begin0
	.quad	.Ltmp281-.Lfunc_begin0
	.quad	.Ltmp282-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
	.quad	.Ltmp284-.Lfunc_begin0
	.quad	.Ltmp285-.Lfunc_begin0
	.quad	.Ltmp286-.Lfunc_begin0
	.quad	.Ltmp287-.Lfunc_begin0
	.quad	.Ltmp288-.Lfunc_begin0
	.quad	.Ltmp289-.Lfunc_begin0
	.quad	.Ltmp290-.Lfunc_begin0
	.quad	.Ltmp291-.Lfunc_begin0
	.quad	.Ltmp292-.Lfunc_begin0
	.quad	.Ltmp293-.Lfunc_begin0
	.quad	.Ltmp294-.Lfunc_begin0
	.quad	.Ltmp295-.Lfunc_begin0
	.quad	.Ltmp296-.Lfunc_begin0
	.quad	.Ltmp309-.Lfunc_begin0
	.quad	.Ltmp310-.Lfunc_begin0
	.quad	.Ltmp311-.Lfunc_begin0
	.quad	.Ltmp312-.Lfunc_begin0
	.quad	.Ltmp313-.Lfunc_begin0
	.quad	.Ltmp314-.Lfunc_begin0
	.quad	.Ltmp315-.Lfunc_begin0
	.quad	.Ltmp316-.Lfunc_begin0
	.quad	.Ltmp317-.Lfunc_begin0
	.quad	.Ltmp318-.Lfunc_begin0
	.quad	.Ltmp319-.Lfunc_begin0
	.quad	.Ltmp320-.Lfunc_begin0
	.quad	.Ltmp321-.Lfunc_begin0
	.quad	.Ltmp322-.Lfunc_begin0
	.quad	.Ltmp323-.Lfunc_begin0
	.quad	.Ltmp324-.Lfunc_begin0
	.quad	.Ltmp325-.Lfunc_begin0
	.quad	.Ltmp326-.Lfunc_begin0
	.quad	.Ltmp327-.Lfunc_begin0
	.quad	.Ltmp328-.Lfunc_begin0
	.quad	.Ltmp329-.Lfunc_begin0
	.quad	.Ltmp330-.Lfunc_begin0
	.quad	.Ltmp331-.Lfunc_begin0
	.quad	.Ltmp332-.Lfunc_begin0
	.quad	.Ltmp333-.Lfunc_begin0
	.quad	.Ltmp334-.Lfunc_begin0
	.quad	.Ltmp335-.Lfunc_begin0
	.quad	.Ltmp336-.Lfunc_begin0
	.quad	.Ltmp337-.Lfunc_begin0
	.quad	.Ltmp338-.Lfunc_begin0
	.quad	.Ltmp339-.Lfunc_begin0
	.quad	.Ltmp340-.Lfunc_begin0
	.quad	.Ltmp341-.Lfunc_begin0
	.quad	.Ltmp342-.Lfunc_begin0
	.quad	.Ltmp343-.Lfunc_begin0
	.quad	.Ltmp344-.Lfunc_begin0
	.quad	.Ltmp345-.Lfunc_begin0
	.quad	.Ltmp346-.Lfunc_begin0
	.quad	.Ltmp347-.Lfunc_begin0
	.quad	.Ltmp348-.Lfunc_begin0
	.quad	.Ltmp349-.Lfunc_begin0
	.quad	.Ltmp350-.Lfunc_begin0
	.quad	.Ltmp351-.Lfunc_begin0
	.quad	.Ltmp352-.Lfunc_begin0
	.quad	.Ltmp353-.Lfunc_begin0
	.quad	.Ltmp354-.Lfunc_begin0
	.quad	.Ltmp355-.Lfunc_begin0
	.quad	.Ltmp356-.Lfunc_begin0
	.quad	.Ltmp357-.Lfunc_begin0
	.quad	.Ltmp358-.Lfunc_begin0
	.quad	.Ltmp359-.Lfunc_begin0
	.quad	.Ltmp360-.Lfunc_begin0
	.quad	.Ltmp361-.Lfunc_begin0
	.quad	.Ltmp362-.Lfunc_begin0
	.quad	.Ltmp363-.Lfunc_begin0
	.quad	.Ltmp364-.Lfunc_begin0
	.quad	.Ltmp365-.Lfunc_begin0
	.quad	.Ltmp366-.Lfunc_begin0
	.quad	.Ltmp367-.Lfunc_begin0
	.quad	.Ltmp368-.Lfunc_begin0
	.quad	.Ltmp369-.Lfunc_begin0
	.quad	.Ltmp370-.Lfunc_begin0
	.quad	.Ltmp371-.Lfunc_begin0
	.quad	.Ltmp372-.Lfunc_begin0
	.quad	.Ltmp373-.Lfunc_begin0
	.quad	.Ltmp374-.Lfunc_begin0
	.quad	.Ltmp375-.Lfunc_begin0
	.quad	.Ltmp376-.Lfunc_begin0
	.quad	.Ltmp377-.Lfunc_begin0
	.quad	.Ltmp378-.Lfunc_begin0
	.quad	.Ltmp379-.Lfunc_begin0
	.quad	.Ltmp380-.Lfunc_begin0
	.quad	.Ltmp381-.Lfunc_begin0
	.quad	.Ltmp382-.Lfunc_begin0
	.quad	.Ltmp383-.Lfunc_begin0
	.quad	.Ltmp384-.Lfunc_begin0
	.quad	.Ltmp385-.Lfunc_begin0
	.quad	.Ltmp386-.Lfunc_begin0
	.quad	.Ltmp387-.Lfunc_begin0
	.quad	.Ltmp388-.Lfunc_begin0
	.quad	.Ltmp389-.Lfunc_begin0
	.quad	.Ltmp390-.Lfunc_begin0
	.quad	.Ltmp391-.Lfunc_begin0
	.quad	.Ltmp392-.Lfunc_begin0
	.quad	.Ltmp393-.Lfunc_begin0
	.quad	.Ltmp394-.Lfunc_begin0
	.quad	.Ltmp395-.Lfunc_begin0
	.quad	.Ltmp396-.Lfunc_begin0
	.quad	.Ltmp397-.Lfunc_begin0
	.quad	.Ltmp398-.Lfunc_begin0
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
	.asciz	"scan_rows"                     ; string offset=53 ; scan_rows
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
    .max_flat_workgroup_size: 128
    .name:           scan_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         scan_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     69
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
