	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
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
	v_lshrrev_b32_e32 v10, 6, v0
	.loc	1 120 43                        ; triton_heldout_src.py:120:43
	v_and_b32_e32 v11, 63, v0
	v_readfirstlane_b32 s0, v10
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_lshlrev_b32_e32 v19, 2, v11
	v_add_u32_e32 v20, -8, v19
.Ltmp3:
	.loc	1 120 43                        ; triton_heldout_src.py:120:43
	v_lshl_or_b32 v0, s0, 6, v11
	.loc	1 120 17 is_stmt 0              ; triton_heldout_src.py:120:17
	v_lshlrev_b32_e32 v12, 2, v0
	.loc	1 120 9                         ; triton_heldout_src.py:120:9
	global_load_dword v13, v12, s[2:3]
	global_load_dword v14, v12, s[2:3] offset:1024
	global_load_dword v15, v12, s[2:3] offset:2048
	global_load_dword v16, v12, s[2:3] offset:3072
	.loc	1 120 43                        ; triton_heldout_src.py:120:43
	v_or_b32_e32 v2, 0x400, v0
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	v_lshlrev_b32_e32 v17, 2, v2
	.loc	1 120 9                         ; triton_heldout_src.py:120:9
	global_load_dword v18, v17, s[2:3]
.Ltmp4:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_gt_u32_e32 vcc, 2, v11
	v_add_u32_e32 v21, -16, v19
	v_subrev_u32_e32 v22, 32, v19
	v_cndmask_b32_e32 v37, v20, v19, vcc
	v_cmp_gt_u32_e32 vcc, 4, v11
.Ltmp5:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_ashr_i32 s7, s6, 31
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_sub_u32_e64 v4, v11, 1 clamp
	v_cndmask_b32_e32 v38, v21, v19, vcc
	v_cmp_gt_u32_e32 vcc, 8, v11
	v_subrev_u32_e32 v23, 64, v19
.Ltmp7:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_lshl_b64 s[10:11], s[6:7], 2
.Ltmp8:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v39, v22, v19, vcc
	v_cmp_gt_u32_e32 vcc, 16, v11
	v_lshlrev_b32_e32 v36, 2, v4
	v_add_u32_e32 v24, 0xffffff80, v19
.Ltmp9:
	.loc	1 120 43                        ; triton_heldout_src.py:120:43
	v_or_b32_e32 v4, 0x500, v0
.Ltmp10:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v40, v23, v19, vcc
	v_cmp_gt_u32_e32 vcc, 32, v11
.Ltmp11:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	s_add_u32 s0, s2, s10
	.loc	1 120 43 is_stmt 0              ; triton_heldout_src.py:120:43
	v_or_b32_e32 v6, 0x600, v0
	v_or_b32_e32 v8, 0x700, v0
.Ltmp12:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v41, v24, v19, vcc
.Ltmp13:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	v_lshlrev_b32_e32 v19, 2, v4
	s_addc_u32 s1, s3, s11
	v_lshlrev_b32_e32 v20, 2, v6
	v_lshlrev_b32_e32 v21, 2, v8
	.loc	1 120 9 is_stmt 0               ; triton_heldout_src.py:120:9
	global_load_dword v26, v19, s[2:3]
	global_load_dword v28, v20, s[2:3]
	global_load_dword v30, v21, s[2:3]
	global_load_dword v42, v21, s[0:1]
	global_load_dword v43, v20, s[0:1]
	global_load_dword v34, v19, s[0:1]
	global_load_dword v35, v17, s[0:1]
	global_load_dword v25, v12, s[0:1]
	global_load_dword v27, v12, s[0:1] offset:1024
	global_load_dword v29, v12, s[0:1] offset:2048
	global_load_dword v31, v12, s[0:1] offset:3072
.Ltmp14:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_eq_u32_e32 vcc, 0, v11
	v_cmp_lt_u32_e64 s[0:1], 1, v11
	v_cmp_lt_u32_e64 s[2:3], 3, v11
	v_cmp_lt_u32_e64 s[6:7], 7, v11
	v_cmp_lt_u32_e64 s[8:9], 15, v11
.Ltmp15:
	.loc	1 120 17                        ; triton_heldout_src.py:120:17
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v9, v1
.Ltmp16:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(15)
	ds_bpermute_b32 v12, v36, v13
	s_waitcnt vmcnt(14)
	ds_bpermute_b32 v22, v36, v14
	s_waitcnt vmcnt(13)
	ds_bpermute_b32 v23, v36, v15
	s_waitcnt vmcnt(12)
	ds_bpermute_b32 v24, v36, v16
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v12, v13, v12
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v17, v14, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v15, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v16, v24
.Ltmp18:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_cndmask_b32_e32 v13, v17, v14, vcc
	v_cndmask_b32_e32 v14, v19, v15, vcc
	v_cndmask_b32_e32 v15, v20, v16, vcc
	ds_bpermute_b32 v16, v37, v12
	ds_bpermute_b32 v17, v37, v13
	ds_bpermute_b32 v19, v37, v14
	ds_bpermute_b32 v20, v37, v15
	s_waitcnt vmcnt(11)
	ds_bpermute_b32 v21, v36, v18
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v16, v12, v16
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v17, v13, v17
.Ltmp20:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v12, v12, v16, s[0:1]
	v_cndmask_b32_e64 v13, v13, v17, s[0:1]
	ds_bpermute_b32 v16, v38, v12
	ds_bpermute_b32 v17, v38, v13
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v19, v14, v19
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v20, v15, v20
.Ltmp22:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v14, v14, v19, s[0:1]
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v16, v12, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, v13, v17
.Ltmp24:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v15, v15, v20, s[0:1]
	ds_bpermute_b32 v19, v38, v14
	v_cndmask_b32_e64 v12, v12, v16, s[2:3]
	v_cndmask_b32_e64 v13, v13, v17, s[2:3]
	ds_bpermute_b32 v20, v38, v15
	ds_bpermute_b32 v16, v39, v12
	ds_bpermute_b32 v17, v39, v13
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v19, v14, v19
.Ltmp26:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v14, v14, v19, s[2:3]
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v20, v15, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v16, v12, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, v13, v17
.Ltmp28:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v19, v15, v20, s[2:3]
	ds_bpermute_b32 v15, v39, v14
	v_cndmask_b32_e64 v12, v12, v16, s[6:7]
	v_cndmask_b32_e64 v13, v13, v17, s[6:7]
	ds_bpermute_b32 v16, v40, v12
	ds_bpermute_b32 v17, v40, v13
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v15, v14, v15
.Ltmp30:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v14, v14, v15, s[6:7]
	ds_bpermute_b32 v15, v40, v14
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v16, v12, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v17, v13, v17
.Ltmp32:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v12, v12, v16, s[8:9]
	v_cndmask_b32_e64 v13, v13, v17, s[8:9]
	ds_bpermute_b32 v16, v41, v12
	ds_bpermute_b32 v17, v41, v13
	ds_bpermute_b32 v20, v39, v19
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v21, v18, v21
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v15, v14, v15
.Ltmp34:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v15, v14, v15, s[8:9]
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v14, v12, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v16, v13, v17
.Ltmp36:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v17, v21, v18, vcc
	ds_bpermute_b32 v18, v37, v17
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v19, v20
.Ltmp38:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v19, v19, v20, s[6:7]
	ds_bpermute_b32 v20, v40, v19
	ds_bpermute_b32 v21, v41, v15
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v18, v17, v18
.Ltmp40:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v22, v17, v18, s[0:1]
	ds_bpermute_b32 v23, v38, v22
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v18, v19, v20
.Ltmp42:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(10)
	ds_bpermute_b32 v20, v36, v26
	v_cndmask_b32_e64 v18, v19, v18, s[8:9]
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v17, v15, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v22, v23
.Ltmp44:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v19, v22, v19, s[2:3]
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v26, v20
.Ltmp46:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v21, v39, v19
	v_cndmask_b32_e32 v20, v20, v26, vcc
	ds_bpermute_b32 v22, v37, v20
	ds_bpermute_b32 v23, v41, v18
	s_waitcnt vmcnt(5)
	ds_bpermute_b32 v47, v36, v34
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v21, v19, v21
.Ltmp48:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v21, v19, v21, s[6:7]
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v20, v22
.Ltmp50:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v24, v40, v21
	v_cndmask_b32_e64 v22, v20, v19, s[0:1]
	ds_bpermute_b32 v26, v38, v22
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v19, v18, v23
.Ltmp52:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v23, v36, v28
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v20, v21, v24
.Ltmp54:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v20, v21, v20, s[8:9]
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v22, v26
.Ltmp56:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v21, v22, v21, s[2:3]
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v23, v28, v23
.Ltmp58:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v22, v39, v21
	v_cndmask_b32_e32 v23, v23, v28, vcc
	ds_bpermute_b32 v24, v37, v23
	ds_bpermute_b32 v26, v41, v20
.Ltmp59:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v47, v34, v47
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v22, v21, v22
.Ltmp60:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v22, v21, v22, s[6:7]
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v23, v24
.Ltmp62:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v28, v40, v22
	v_cndmask_b32_e64 v23, v23, v21, s[0:1]
	ds_bpermute_b32 v24, v38, v23
.Ltmp63:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v21, v20, v26
.Ltmp64:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v47, v47, v34, vcc
.Ltmp65:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v26, v22, v28
.Ltmp66:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v28, v36, v30
.Ltmp67:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v24, v23, v24
.Ltmp68:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v23, v23, v24, s[2:3]
	ds_bpermute_b32 v24, v39, v23
	v_cndmask_b32_e64 v22, v22, v26, s[8:9]
.Ltmp69:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v26, v30, v28
.Ltmp70:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v26, v26, v30, vcc
	ds_bpermute_b32 v28, v37, v26
.Ltmp71:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v24, v23, v24
.Ltmp72:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v24, v23, v24, s[6:7]
	ds_bpermute_b32 v30, v41, v22
	ds_bpermute_b32 v32, v40, v24
.Ltmp73:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v23, v26, v28
.Ltmp74:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v26, v26, v23, s[0:1]
	ds_bpermute_b32 v28, v38, v26
.Ltmp75:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v23, v22, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v24, v32
.Ltmp76:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(3)
	ds_bpermute_b32 v32, v36, v25
	v_cndmask_b32_e64 v24, v24, v30, s[8:9]
.Ltmp77:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v28, v26, v28
.Ltmp78:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v26, v26, v28, s[2:3]
	ds_bpermute_b32 v28, v39, v26
.Ltmp79:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v25, v32
.Ltmp80:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v25, v30, v25, vcc
	ds_bpermute_b32 v30, v37, v25
	ds_bpermute_b32 v32, v41, v24
.Ltmp81:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v28, v26, v28
.Ltmp82:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v26, v26, v28, s[6:7]
	ds_bpermute_b32 v28, v40, v26
.Ltmp83:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v30, v25, v30
.Ltmp84:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v30, v25, v30, s[0:1]
	ds_bpermute_b32 v33, v38, v30
.Ltmp85:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v25, v24, v32
.Ltmp86:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v32, v36, v27
.Ltmp87:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v28, v26, v28
.Ltmp88:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v26, v26, v28, s[8:9]
.Ltmp89:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v28, v30, v33
.Ltmp90:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v28, v30, v28, s[2:3]
.Ltmp91:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v27, v32
.Ltmp92:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v30, v39, v28
	v_cndmask_b32_e32 v27, v32, v27, vcc
	ds_bpermute_b32 v32, v37, v27
	ds_bpermute_b32 v33, v41, v26
	ds_bpermute_b32 v48, v37, v47
.Ltmp93:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v30, v28, v30
.Ltmp94:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v28, v28, v30, s[6:7]
.Ltmp95:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v32, v27, v32
.Ltmp96:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v30, v40, v28
	v_cndmask_b32_e64 v32, v27, v32, s[0:1]
	ds_bpermute_b32 v44, v38, v32
.Ltmp97:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v27, v26, v33
.Ltmp98:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v33, v36, v29
.Ltmp99:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v30, v28, v30
.Ltmp100:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v28, v28, v30, s[8:9]
.Ltmp101:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v32, v44
.Ltmp102:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v30, v32, v30, s[2:3]
.Ltmp103:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v29, v33
.Ltmp104:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v29, v33, v29, vcc
	ds_bpermute_b32 v32, v39, v30
	ds_bpermute_b32 v33, v37, v29
	ds_bpermute_b32 v44, v41, v28
.Ltmp105:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v32, v30, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v29, v33
.Ltmp106:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v30, v30, v32, s[6:7]
	v_cndmask_b32_e64 v33, v29, v33, s[0:1]
	ds_bpermute_b32 v32, v40, v30
	ds_bpermute_b32 v45, v38, v33
.Ltmp107:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v29, v28, v44
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v30, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v44, v33, v45
.Ltmp108:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v30, v30, v32, s[8:9]
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v32, v36, v31
	v_cndmask_b32_e64 v33, v33, v44, s[2:3]
	ds_bpermute_b32 v44, v39, v33
	ds_bpermute_b32 v45, v41, v30
.Ltmp109:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v32, v31, v32
.Ltmp110:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v32, v32, v31, vcc
.Ltmp111:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v33, v44
.Ltmp112:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v46, v37, v32
	v_cndmask_b32_e64 v33, v33, v31, s[6:7]
	ds_bpermute_b32 v44, v40, v33
.Ltmp113:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v31, v30, v45
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v45, v32, v46
.Ltmp114:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v45, v32, v45, s[0:1]
.Ltmp115:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v33, v44
.Ltmp116:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v44, v36, v35
	ds_bpermute_b32 v46, v38, v45
	v_cndmask_b32_e64 v32, v33, v32, s[8:9]
	ds_bpermute_b32 v33, v41, v32
.Ltmp117:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v44, v35, v44
.Ltmp118:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v35, v44, v35, vcc
	ds_bpermute_b32 v44, v37, v35
.Ltmp119:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v46, v45, v46
.Ltmp120:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v45, v45, v46, s[2:3]
	ds_bpermute_b32 v46, v39, v45
.Ltmp121:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v33, v32, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v35, v44
.Ltmp122:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v35, v35, v44, s[0:1]
	ds_bpermute_b32 v44, v38, v35
.Ltmp123:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v46, v45, v46
.Ltmp124:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v45, v45, v46, s[6:7]
	ds_bpermute_b32 v46, v40, v45
.Ltmp125:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v35, v44
.Ltmp126:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v35, v35, v34, s[2:3]
	ds_bpermute_b32 v44, v39, v35
.Ltmp127:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v46, v45, v46
.Ltmp128:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v34, v45, v46, s[8:9]
.Ltmp129:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v45, v47, v48
.Ltmp130:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v45, v47, v45, s[0:1]
.Ltmp131:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v44, v35, v44
.Ltmp132:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v35, v35, v44, s[6:7]
	ds_bpermute_b32 v44, v40, v35
	ds_bpermute_b32 v46, v38, v45
	ds_bpermute_b32 v47, v41, v34
.Ltmp133:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v44, v35, v44
.Ltmp134:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v35, v35, v44, s[8:9]
	ds_bpermute_b32 v44, v36, v43
	ds_bpermute_b32 v36, v36, v42
.Ltmp135:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v46, v45, v46
.Ltmp136:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v45, v45, v46, s[2:3]
	ds_bpermute_b32 v46, v39, v45
.Ltmp137:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v44, v43, v44
.Ltmp138:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v43, v44, v43, vcc
.Ltmp139:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v36, v42, v36
.Ltmp140:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v44, v37, v43
	v_cndmask_b32_e32 v36, v36, v42, vcc
	ds_bpermute_b32 v37, v37, v36
.Ltmp141:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v46, v45, v46
.Ltmp142:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v45, v45, v46, s[6:7]
.Ltmp143:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v43, v44
.Ltmp144:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v43, v43, v44, s[0:1]
.Ltmp145:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v36, v37
.Ltmp146:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v42, v40, v45
	ds_bpermute_b32 v44, v38, v43
	v_cndmask_b32_e64 v36, v36, v37, s[0:1]
	ds_bpermute_b32 v37, v38, v36
	ds_bpermute_b32 v48, v41, v35
.Ltmp147:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v38, v45, v42
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v42, v43, v44
.Ltmp148:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v42, v43, v42, s[2:3]
.Ltmp149:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v37, v36, v37
.Ltmp150:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v43, v39, v42
	v_cndmask_b32_e64 v37, v36, v37, s[2:3]
	ds_bpermute_b32 v39, v39, v37
	v_cndmask_b32_e64 v36, v45, v38, s[8:9]
	v_cmp_eq_u32_e32 vcc, 63, v11
.Ltmp151:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v38, v42, v43
.Ltmp152:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v38, v42, v38, s[6:7]
.Ltmp153:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v39, v37, v39
.Ltmp154:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_bpermute_b32 v42, v40, v38
	v_cndmask_b32_e64 v39, v37, v39, s[6:7]
	ds_bpermute_b32 v40, v40, v39
	ds_bpermute_b32 v43, v41, v36
.Ltmp155:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v37, v38, v42
.Ltmp156:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v37, v38, v37, s[8:9]
.Ltmp157:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v38, v39, v40
.Ltmp158:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v40, v39, v38, s[8:9]
	ds_bpermute_b32 v42, v41, v37
	ds_bpermute_b32 v44, v41, v40
.Ltmp159:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v38, v34, v47
	v_add_f32_e32 v39, v35, v48
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v41, v36, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v42, v37, v42
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v40, v44
.Ltmp160:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	v_lshl_add_u32 v44, v10, 2, 0
	ds_write2_b32 v44, v14, v16 offset1:4
	ds_write2_b32 v44, v17, v21 offset0:8 offset1:16
	ds_write2_b32 v44, v23, v25 offset0:20 offset1:24
	ds_write2_b32 v44, v19, v27 offset0:12 offset1:28
	ds_write2_b32 v44, v29, v31 offset0:32 offset1:36
	ds_write2_b32 v44, v33, v39 offset0:40 offset1:48
	ds_write2_b32 v44, v41, v42 offset0:52 offset1:56
	ds_write2_b32 v44, v38, v43 offset0:44 offset1:60
.LBB0_2:                                ; %.critedge28
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_or_b64 exec, exec, s[0:1]
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_lt_u32_e32 vcc, 31, v11
.Ltmp161:
	.loc	1 121 14 is_stmt 1              ; triton_heldout_src.py:121:14
	s_add_u32 s0, s4, s10
	s_addc_u32 s1, s5, s11
.Ltmp162:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v48, v13, v16, vcc
	v_cndmask_b32_e32 v11, v12, v14, vcc
.Ltmp163:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshlrev_b64 v[12:13], 2, v[8:9]
.Ltmp164:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v37, v37, v42, vcc
	v_cndmask_b32_e32 v42, v26, v27, vcc
.Ltmp165:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[12:13]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshl_add_u64 v[26:27], s[4:5], 0, v[12:13]
.Ltmp166:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[12:13], v1
	v_cndmask_b32_e32 v36, v36, v41, vcc
	v_cndmask_b32_e32 v35, v35, v39, vcc
	v_cndmask_b32_e32 v39, v30, v31, vcc
	v_cndmask_b32_e32 v41, v28, v29, vcc
	v_cndmask_b32_e32 v44, v22, v23, vcc
	v_cndmask_b32_e32 v45, v20, v21, vcc
.Ltmp167:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[20:21], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[28:29], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[30:31], s[4:5], 0, v[2:3]
.Ltmp168:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[2:5], v1 offset0:1 offset1:2
	v_cndmask_b32_e32 v40, v40, v43, vcc
	v_cndmask_b32_e32 v34, v34, v38, vcc
	v_cndmask_b32_e32 v38, v32, v33, vcc
	v_cndmask_b32_e32 v43, v24, v25, vcc
	v_cndmask_b32_e32 v46, v18, v19, vcc
	v_cndmask_b32_e32 v47, v15, v17, vcc
.Ltmp169:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_lshlrev_b64 v[14:15], 2, v[0:1]
.Ltmp170:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v12, v13
.Ltmp171:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_lt_u32_e32 vcc, 1, v10
.Ltmp172:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[18:19], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[24:25], s[0:1], 0, v[14:15]
.Ltmp173:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v12, v12, v0, vcc
.Ltmp174:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
.Ltmp175:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cmp_eq_u32_e64 s[0:1], 3, v10
	v_cmp_eq_u32_e64 s[2:3], 0, v10
.Ltmp176:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[14:15]
.Ltmp177:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v12, v0, s[0:1]
.Ltmp178:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v11, v2
.Ltmp179:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v49, v2, v11, s[2:3]
	ds_read2_b64 v[10:13], v1 offset0:5 offset1:6
	ds_read2_b64 v[14:17], v1 offset0:3 offset1:4
.Ltmp180:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v0, v0, v3
	v_add_f32_e32 v2, v0, v4
.Ltmp181:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v0, v2, v0, s[2:3]
.Ltmp182:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v2, v5
.Ltmp183:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v0, v0, v2, vcc
.Ltmp184:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v14
.Ltmp185:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v0, v0, v2, s[0:1]
.Ltmp186:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v2, v15
	v_add_f32_e32 v3, v2, v16
.Ltmp187:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v3, v2, s[2:3]
.Ltmp188:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v3, v3, v17
.Ltmp189:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v2, v2, v3, vcc
.Ltmp190:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v3, v3, v10
.Ltmp191:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
.Ltmp192:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v10, v3, v11
	v_add_f32_e32 v14, v47, v2
.Ltmp193:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[2:5], v1 offset0:7 offset1:8
.Ltmp194:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v11, v10, v12
.Ltmp195:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v10, v11, v10, s[2:3]
.Ltmp196:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v15, v11, v13
.Ltmp197:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v16, v10, v15, vcc
	ds_read2_b64 v[10:13], v1 offset0:9 offset1:10
.Ltmp198:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v15, v2
.Ltmp199:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v15, v16, v2, s[0:1]
.Ltmp200:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v2, v4
.Ltmp201:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v3, v2, s[2:3]
.Ltmp202:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v3, v3, v5
.Ltmp203:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v2, v2, v3, vcc
.Ltmp204:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v10
.Ltmp205:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
.Ltmp206:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v10, v3, v11
	v_add_f32_e32 v16, v45, v2
.Ltmp207:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[2:5], v1 offset0:11 offset1:12
.Ltmp208:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v11, v10, v12
.Ltmp209:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v10, v11, v10, s[2:3]
.Ltmp210:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v17, v11, v13
.Ltmp211:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v45, v10, v17, vcc
	ds_read2_b64 v[10:13], v1 offset0:13 offset1:14
.Ltmp212:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v17, v2
.Ltmp213:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v17, v45, v2, s[0:1]
.Ltmp214:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v2, v4
.Ltmp215:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v3, v2, s[2:3]
.Ltmp216:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v3, v3, v5
.Ltmp217:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read_b32 v4, v1 offset:120
	v_cndmask_b32_e32 v2, v2, v3, vcc
.Ltmp218:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v10
.Ltmp219:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
.Ltmp220:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v3, v3, v11
	v_add_f32_e32 v43, v43, v2
	v_add_f32_e32 v2, v3, v12
.Ltmp221:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v3, v2, v3, s[2:3]
.Ltmp222:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v2, v13
.Ltmp223:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v3, v3, v2, vcc
	ds_read_b64 v[10:11], v1 offset:128
.Ltmp224:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
.Ltmp225:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v12, v3, v2, s[0:1]
	ds_read2_b64 v[2:5], v1 offset0:17 offset1:18
.Ltmp226:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v17, v44, v17
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v10, v11
	v_add_f32_e32 v42, v42, v12
.Ltmp227:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v45, v10, v44, vcc
	ds_read2_b64 v[10:13], v1 offset0:19 offset1:20
.Ltmp228:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v44, v2
.Ltmp229:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v44, v45, v2, s[0:1]
.Ltmp230:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v41, v44
.Ltmp231:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v41, v3, v41, s[2:3]
.Ltmp232:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v3, v2, v4
.Ltmp233:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v3, v2, s[2:3]
.Ltmp234:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v44, v3, v5
.Ltmp235:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v45, v2, v44, vcc
	ds_read2_b64 v[2:5], v1 offset0:21 offset1:22
.Ltmp236:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v10, v44, v10
.Ltmp237:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v44, v45, v10, s[0:1]
.Ltmp238:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v10, v10, v11
	v_add_f32_e32 v11, v10, v12
	v_add_f32_e32 v39, v39, v44
.Ltmp239:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v10, v11, v10, s[2:3]
.Ltmp240:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v44, v11, v13
.Ltmp241:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v45, v10, v44, vcc
	ds_read2_b64 v[10:13], v1 offset0:23 offset1:24
.Ltmp242:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v44, v2
.Ltmp243:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v44, v45, v2, s[0:1]
.Ltmp244:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v2, v4
.Ltmp245:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v3, v2, s[2:3]
.Ltmp246:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v3, v3, v5
.Ltmp247:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v2, v2, v3, vcc
.Ltmp248:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v10
.Ltmp249:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
.Ltmp250:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v10, v3, v11
	v_add_f32_e32 v34, v34, v2
.Ltmp251:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[2:5], v1 offset0:25 offset1:26
.Ltmp252:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v11, v10, v12
	v_add_f32_e32 v38, v38, v44
.Ltmp253:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v10, v11, v10, s[2:3]
.Ltmp254:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v44, v11, v13
.Ltmp255:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v45, v10, v44, vcc
	ds_read2_b64 v[10:13], v1 offset0:27 offset1:28
.Ltmp256:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v44, v2
.Ltmp257:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v44, v45, v2, s[0:1]
.Ltmp258:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v2, v4
.Ltmp259:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v3, v2, s[2:3]
.Ltmp260:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v3, v3, v5
.Ltmp261:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v2, v2, v3, vcc
.Ltmp262:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v10
.Ltmp263:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
.Ltmp264:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v10, v3, v11
	v_add_f32_e32 v11, v36, v2
.Ltmp265:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read2_b64 v[2:5], v1 offset0:29 offset1:30
.Ltmp266:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v12, v10, v12
.Ltmp267:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v10, v12, v10, s[2:3]
.Ltmp268:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v12, v12, v13
.Ltmp269:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	ds_read_b32 v1, v1 offset:248
	v_cndmask_b32_e32 v10, v10, v12, vcc
.Ltmp270:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v12, v2
.Ltmp271:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v10, v10, v2, s[0:1]
.Ltmp272:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v4, v2, v4
.Ltmp273:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v2, v4, v2, s[2:3]
.Ltmp274:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp275:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e32 v2, v2, v4, vcc
.Ltmp276:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v4, v1
.Ltmp277:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:121:53 ]
	v_cndmask_b32_e64 v1, v2, v1, s[0:1]
.Ltmp278:
	.loc	1 121 14                        ; triton_heldout_src.py:121:14
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[6:7]
.Ltmp279:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:121:53 ] ]
	v_add_f32_e32 v0, v48, v0
	v_add_f32_e32 v15, v46, v15
	v_add_f32_e32 v35, v35, v44
	v_add_f32_e32 v3, v37, v10
	v_add_f32_e32 v1, v40, v1
.Ltmp280:
	.loc	1 121 5                         ; triton_heldout_src.py:121:5
	global_store_dword v[32:33], v49, off
	global_store_dword v[32:33], v0, off offset:1024
	global_store_dword v[32:33], v14, off offset:2048
	global_store_dword v[32:33], v15, off offset:3072
	global_store_dword v[30:31], v16, off
	global_store_dword v[28:29], v17, off
	global_store_dword v[6:7], v43, off
	global_store_dword v[26:27], v42, off
	global_store_dword v[24:25], v41, off
	global_store_dword v[24:25], v39, off offset:1024
	global_store_dword v[24:25], v38, off offset:2048
	global_store_dword v[24:25], v34, off offset:3072
	global_store_dword v[22:23], v35, off
	global_store_dword v[20:21], v11, off
	global_store_dword v[18:19], v3, off
	global_store_dword v[8:9], v1, off
	.loc	1 117 1                         ; triton_heldout_src.py:117:1
	s_endpgm
.Ltmp281:
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
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 52
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
	.set .Lscan_rows.num_vgpr, 50
	.set .Lscan_rows.num_agpr, 0
	.set .Lscan_rows.numbered_sgpr, 12
	.set .Lscan_rows.num_named_barrier, 0
	.set .Lscan_rows.private_seg_size, 0
	.set .Lscan_rows.uses_vcc, 1
	.set .Lscan_rows.uses_flat_scratch, 0
	.set .Lscan_rows.has_dyn_sized_stack, 0
	.set .Lscan_rows.has_recursion, 0
	.set .Lscan_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4024
; TotalNumSgprs: 18
; NumVgprs: 50
; NumAgprs: 0
; TotalNumVgprs: 50
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 50
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
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
	.quad	.Ltmp172-.Lfunc_begin0
	.quad	.Ltmp173-.Lfunc_begin0
	.quad	.Ltmp176-.Lfunc_begin0
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp278-.Lfunc_begin0
	.quad	.Ltmp279-.Lfunc_begin0
	.quad	.Ltmp280-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
	.quad	.Ltmp174-.Lfunc_begin0
	.quad	.Ltmp175-.Lfunc_begin0
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
	.quad	.Ltmp279-.Lfunc_begin0
	.quad	.Ltmp280-.Lfunc_begin0
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
    .max_flat_workgroup_size: 256
    .name:           scan_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         scan_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     50
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
