	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	scan_1d                         ; -- Begin function scan_1d
	.p2align	8
	.type	scan_1d,@function
scan_1d:                                ; @scan_1d
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 111 0 prologue_end            ; triton_heldout_src.py:111:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x18
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
	.loc	1 113 5 is_stmt 1               ; triton_heldout_src.py:113:5
	v_lshrrev_b32_e32 v14, 6, v0
	.loc	1 112 9                         ; triton_heldout_src.py:112:9
	s_lshl_b32 s1, s10, 12
	.loc	1 112 36 is_stmt 0              ; triton_heldout_src.py:112:36
	v_readfirstlane_b32 s0, v14
	s_lshl_b32 s0, s0, 6
	v_and_b32_e32 v15, 63, v0
	.loc	1 112 9                         ; triton_heldout_src.py:112:9
	s_or_b32 s0, s0, s1
	v_or_b32_e32 v0, s0, v15
	v_or_b32_e32 v2, 0x400, v0
	v_or_b32_e32 v4, 0x600, v0
	v_or_b32_e32 v6, 0x800, v0
	.loc	1 113 43 is_stmt 1              ; triton_heldout_src.py:113:43
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[10:11], v[2:3], 2, s[2:3]
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[2:3]
	v_lshl_add_u64 v[16:17], v[6:7], 2, s[2:3]
	.loc	1 113 35 is_stmt 0              ; triton_heldout_src.py:113:35
	global_load_dword v20, v[8:9], off
	global_load_dword v21, v[8:9], off offset:2048
	global_load_dword v22, v[10:11], off
	global_load_dword v23, v[12:13], off
	global_load_dword v24, v[16:17], off
.Ltmp2:
	.file	2 "SITE/triton/language" "standard.py"
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_sub_u32_e64 v8, v15, 1 clamp
	v_lshlrev_b32_e32 v9, 2, v15
	v_lshlrev_b32_e32 v25, 2, v8
	v_add_u32_e32 v8, -8, v9
	v_cmp_gt_u32_e32 vcc, 2, v15
	v_add_u32_e32 v10, -16, v9
	v_subrev_u32_e32 v11, 32, v9
	v_cndmask_b32_e32 v26, v8, v9, vcc
	v_cmp_gt_u32_e32 vcc, 4, v15
	v_subrev_u32_e32 v12, 64, v9
	v_add_u32_e32 v13, 0xffffff80, v9
	v_cndmask_b32_e32 v27, v10, v9, vcc
	v_cmp_gt_u32_e32 vcc, 8, v15
.Ltmp3:
	.loc	1 112 9                         ; triton_heldout_src.py:112:9
	v_or_b32_e32 v8, 0xa00, v0
	v_or_b32_e32 v10, 0xc00, v0
.Ltmp4:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v28, v11, v9, vcc
	v_cmp_gt_u32_e32 vcc, 16, v15
.Ltmp5:
	.loc	1 113 43                        ; triton_heldout_src.py:113:43
	v_ashrrev_i32_e32 v11, 31, v10
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e64 s[0:1], 1, v15
	v_cndmask_b32_e32 v29, v12, v9, vcc
	v_cmp_gt_u32_e32 vcc, 32, v15
.Ltmp7:
	.loc	1 112 9                         ; triton_heldout_src.py:112:9
	v_or_b32_e32 v12, 0xe00, v0
.Ltmp8:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e64 s[6:7], 7, v15
	v_cndmask_b32_e32 v30, v13, v9, vcc
.Ltmp9:
	.loc	1 113 43                        ; triton_heldout_src.py:113:43
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[16:17], v[8:9], 2, s[2:3]
	.loc	1 113 35 is_stmt 0              ; triton_heldout_src.py:113:35
	global_load_dword v31, v[16:17], off
	.loc	1 113 43                        ; triton_heldout_src.py:113:43
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[16:17], v[10:11], 2, s[2:3]
	v_lshl_add_u64 v[18:19], v[12:13], 2, s[2:3]
	.loc	1 113 35                        ; triton_heldout_src.py:113:35
	global_load_dword v32, v[16:17], off
	global_load_dword v33, v[18:19], off
.Ltmp10:
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_eq_u32_e32 vcc, 0, v15
	v_cmp_lt_u32_e64 s[2:3], 3, v15
	v_cmp_lt_u32_e64 s[8:9], 15, v15
	s_waitcnt vmcnt(7)
	ds_bpermute_b32 v16, v25, v20
	s_waitcnt vmcnt(6)
	ds_bpermute_b32 v17, v25, v21
	s_waitcnt vmcnt(5)
	ds_bpermute_b32 v18, v25, v22
	s_waitcnt vmcnt(4)
	ds_bpermute_b32 v19, v25, v23
	s_waitcnt vmcnt(3)
	ds_bpermute_b32 v34, v25, v24
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v16, v20, v16
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v17, v21, v17
.Ltmp12:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v16, v16, v20, vcc
	v_cndmask_b32_e32 v17, v17, v21, vcc
.Ltmp13:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v23, v19
.Ltmp14:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v21, v26, v16
	v_cndmask_b32_e32 v19, v19, v23, vcc
	ds_bpermute_b32 v23, v26, v19
.Ltmp15:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v18, v22, v18
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v20, v24, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v16, v21
.Ltmp16:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v16, v16, v21, s[0:1]
	v_cndmask_b32_e32 v18, v18, v22, vcc
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v19, v23
.Ltmp18:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v23, v27, v16
	v_cndmask_b32_e32 v22, v20, v24, vcc
	ds_bpermute_b32 v20, v26, v18
	ds_bpermute_b32 v34, v26, v17
	v_cndmask_b32_e64 v19, v19, v21, s[0:1]
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v23, v16, v23
.Ltmp20:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v16, v16, v23, s[2:3]
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v18, v20
.Ltmp22:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v18, v18, v20, s[0:1]
	ds_bpermute_b32 v23, v28, v16
	ds_bpermute_b32 v20, v27, v18
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v34, v17, v34
.Ltmp24:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v17, v17, v34, s[0:1]
	ds_bpermute_b32 v34, v27, v17
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v23, v16, v23
.Ltmp26:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v21, v27, v19
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v20, v18, v20
.Ltmp28:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v16, v16, v23, s[6:7]
	v_cndmask_b32_e64 v18, v18, v20, s[2:3]
	ds_bpermute_b32 v23, v29, v16
	ds_bpermute_b32 v20, v28, v18
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v34, v17, v34
.Ltmp30:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v17, v17, v34, s[2:3]
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v21, v19, v21
.Ltmp32:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v34, v28, v17
	v_cndmask_b32_e64 v19, v19, v21, s[2:3]
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v23, v16, v23
.Ltmp34:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v24, v26, v22
	ds_bpermute_b32 v21, v28, v19
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v20, v18, v20
.Ltmp36:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v16, v16, v23, s[8:9]
	v_cndmask_b32_e64 v18, v18, v20, s[6:7]
	ds_bpermute_b32 v23, v30, v16
	ds_bpermute_b32 v20, v29, v18
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v34, v17, v34
.Ltmp38:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v17, v17, v34, s[6:7]
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v21, v19, v21
	v_add_f32_e32 v24, v22, v24
.Ltmp40:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v34, v29, v17
	v_cndmask_b32_e64 v36, v19, v21, s[6:7]
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v16, v23
.Ltmp42:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v23, v25, v31
	v_cndmask_b32_e64 v22, v22, v24, s[0:1]
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v20, v18, v20
.Ltmp44:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v24, v27, v22
	v_cndmask_b32_e64 v18, v18, v20, s[8:9]
	ds_bpermute_b32 v35, v30, v18
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v34, v17, v34
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v23, v31, v23
.Ltmp46:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v17, v17, v34, s[8:9]
	v_cndmask_b32_e32 v23, v23, v31, vcc
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v24, v22, v24
.Ltmp48:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v34, v30, v17
	ds_bpermute_b32 v37, v29, v36
	ds_bpermute_b32 v31, v26, v23
	v_cndmask_b32_e64 v24, v22, v24, s[2:3]
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v21, v18, v35
.Ltmp50:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v35, v28, v24
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v20, v17, v34
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v34, v36, v37
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v23, v31
.Ltmp52:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v22, v36, v34, s[8:9]
	v_cndmask_b32_e64 v23, v23, v31, s[0:1]
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v24, v35
.Ltmp54:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v31, v27, v23
	v_cndmask_b32_e64 v24, v24, v34, s[6:7]
	ds_bpermute_b32 v34, v29, v24
	ds_bpermute_b32 v35, v30, v22
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v31, v23, v31
.Ltmp56:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v31, v23, v31, s[2:3]
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v23, v24, v34
.Ltmp58:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v23, v24, v23, s[8:9]
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v24, v25, v32
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v25, v25, v33
	ds_bpermute_b32 v36, v28, v31
	ds_bpermute_b32 v34, v30, v23
.Ltmp59:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v24, v32, v24
.Ltmp60:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v24, v24, v32, vcc
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v25, v33, v25
.Ltmp62:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v32, v26, v24
	v_cndmask_b32_e32 v25, v25, v33, vcc
	ds_bpermute_b32 v26, v26, v25
.Ltmp63:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v36, v31, v36
.Ltmp64:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v31, v31, v36, s[6:7]
.Ltmp65:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v24, v32
.Ltmp66:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v24, v24, v32, s[0:1]
.Ltmp67:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v26, v25, v26
.Ltmp68:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v32, v27, v24
	v_cndmask_b32_e64 v25, v25, v26, s[0:1]
	ds_bpermute_b32 v26, v27, v25
	ds_bpermute_b32 v33, v29, v31
	v_cmp_eq_u32_e32 vcc, 63, v15
.Ltmp69:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v32, v24, v32
.Ltmp70:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v32, v24, v32, s[2:3]
.Ltmp71:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v24, v25, v26
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v27, v31, v33
.Ltmp72:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v33, v28, v32
	v_cndmask_b32_e64 v25, v25, v24, s[2:3]
	ds_bpermute_b32 v26, v28, v25
	v_cndmask_b32_e64 v24, v31, v27, s[8:9]
	ds_bpermute_b32 v31, v30, v24
.Ltmp73:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v27, v32, v33
.Ltmp74:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v27, v32, v27, s[6:7]
.Ltmp75:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v26, v25, v26
.Ltmp76:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_bpermute_b32 v28, v29, v27
	v_cndmask_b32_e64 v26, v25, v26, s[6:7]
	ds_bpermute_b32 v29, v29, v26
.Ltmp77:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v25, v27, v28
.Ltmp78:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v25, v27, v25, s[8:9]
.Ltmp79:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v27, v26, v29
.Ltmp80:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v28, v26, v27, s[8:9]
	ds_bpermute_b32 v32, v30, v25
	ds_bpermute_b32 v33, v30, v28
.Ltmp81:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v26, v22, v35
	v_add_f32_e32 v27, v23, v34
	v_add_f32_e32 v29, v24, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v25, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v28, v33
.Ltmp82:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	v_lshl_add_u32 v32, v14, 2, 0
	ds_write2_b32 v32, v19, v21 offset1:16
	ds_write2_b32 v32, v20, v26 offset0:8 offset1:24
	ds_write2_b32 v32, v27, v30 offset0:32 offset1:48
	ds_write2_b32 v32, v29, v31 offset0:40 offset1:56
.LBB0_2:                                ; %.critedge12
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_or_b64 exec, exec, s[0:1]
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e32 vcc, 31, v15
	v_mov_b32_e32 v41, 0
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v15, v28, v31, vcc
	v_cndmask_b32_e32 v34, v25, v30, vcc
	v_cndmask_b32_e32 v35, v24, v29, vcc
.Ltmp83:
	.loc	1 113 14 is_stmt 1              ; triton_heldout_src.py:113:14
	v_lshl_add_u64 v[28:29], v[4:5], 2, s[4:5]
	v_lshl_add_u64 v[30:31], v[2:3], 2, s[4:5]
.Ltmp84:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	s_barrier
	ds_read_b128 v[2:5], v41
	v_cndmask_b32_e32 v36, v23, v27, vcc
	v_cndmask_b32_e32 v37, v22, v26, vcc
	v_cndmask_b32_e32 v38, v18, v21, vcc
	v_cndmask_b32_e32 v39, v17, v20, vcc
	v_cndmask_b32_e32 v40, v16, v19, vcc
.Ltmp85:
	.loc	1 113 14                        ; triton_heldout_src.py:113:14
	v_lshl_add_u64 v[20:21], v[12:13], 2, s[4:5]
	v_lshl_add_u64 v[22:23], v[10:11], 2, s[4:5]
	v_lshl_add_u64 v[24:25], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[26:27], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[32:33], v[0:1], 2, s[4:5]
.Ltmp86:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_read_b128 v[6:9], v41 offset:16
	ds_read_b128 v[10:13], v41 offset:32
	ds_read_b128 v[16:19], v41 offset:48
.Ltmp87:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v2, v3
.Ltmp88:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e32 vcc, 1, v14
	v_cmp_lt_u32_e64 s[0:1], 2, v14
	v_cmp_lt_u32_e64 s[2:3], 3, v14
	v_cndmask_b32_e32 v1, v2, v0, vcc
.Ltmp89:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v4
.Ltmp90:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[0:1]
.Ltmp91:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v5
.Ltmp92:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[2:3]
.Ltmp93:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v6
.Ltmp94:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e64 s[4:5], 4, v14
	v_cmp_lt_u32_e64 s[6:7], 5, v14
	v_cmp_eq_u32_e64 s[8:9], 7, v14
	v_cndmask_b32_e64 v1, v1, v0, s[4:5]
.Ltmp95:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v7
.Ltmp96:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[6:7]
.Ltmp97:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v8
.Ltmp98:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[8:9]
.Ltmp99:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v9
	v_add_f32_e32 v1, v40, v1
.Ltmp100:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_eq_u32_e64 s[10:11], 0, v14
	s_nop 1
	v_cndmask_b32_e64 v14, v1, v40, s[10:11]
.Ltmp101:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v0, v10
.Ltmp102:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v0, v1, v0, s[10:11]
.Ltmp103:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v1, v1, v11
.Ltmp104:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v0, v0, v1, vcc
.Ltmp105:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v1, v1, v12
.Ltmp106:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v0, v0, v1, s[0:1]
.Ltmp107:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v12, v1, v13
.Ltmp108:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v13, v0, v12, s[2:3]
	ds_read_b128 v[0:3], v41 offset:96
	ds_read_b128 v[4:7], v41 offset:80
	ds_read_b128 v[8:11], v41 offset:64
.Ltmp109:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v12, v12, v16
.Ltmp110:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v13, v13, v12, s[4:5]
.Ltmp111:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v12, v12, v17
.Ltmp112:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v13, v13, v12, s[6:7]
.Ltmp113:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v12, v12, v18
.Ltmp114:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v13, v13, v12, s[8:9]
.Ltmp115:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v12, v12, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v12, v8
.Ltmp116:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v12, v8, v12, s[10:11]
.Ltmp117:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v8, v9
.Ltmp118:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v9, v12, v8, vcc
.Ltmp119:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v8, v10
.Ltmp120:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v9, v9, v8, s[0:1]
.Ltmp121:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v8, v11
.Ltmp122:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v9, v9, v8, s[2:3]
.Ltmp123:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v8, v4
.Ltmp124:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v9, v4, s[4:5]
.Ltmp125:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp126:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v8, v4, s[6:7]
.Ltmp127:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v6
.Ltmp128:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v5, v4, s[8:9]
.Ltmp129:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v4, v7
	v_add_f32_e32 v9, v38, v5
.Ltmp130:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_read_b128 v[4:7], v41 offset:112
.Ltmp131:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v8, v0
.Ltmp132:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v0, v8, s[10:11]
.Ltmp133:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp134:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v1, v8, v0, vcc
.Ltmp135:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v2
.Ltmp136:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[0:1]
.Ltmp137:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v0, v3
.Ltmp138:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v10, v1, v8, s[2:3]
	ds_read_b128 v[0:3], v41 offset:128
.Ltmp139:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v8, v4
.Ltmp140:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v10, v4, s[4:5]
.Ltmp141:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp142:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v8, v4, s[6:7]
.Ltmp143:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v6
.Ltmp144:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v5, v4, s[8:9]
.Ltmp145:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v4, v7
	v_add_f32_e32 v10, v37, v5
.Ltmp146:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_read_b128 v[4:7], v41 offset:144
.Ltmp147:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v0
.Ltmp148:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v0, v8, s[10:11]
.Ltmp149:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp150:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v1, v8, v0, vcc
.Ltmp151:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v2
.Ltmp152:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[0:1]
.Ltmp153:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v0, v3
.Ltmp154:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v11, v1, v8, s[2:3]
	ds_read_b128 v[0:3], v41 offset:160
.Ltmp155:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v8, v4
.Ltmp156:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v11, v4, s[4:5]
.Ltmp157:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp158:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v8, v4, s[6:7]
.Ltmp159:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v6
.Ltmp160:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v5, v4, s[8:9]
.Ltmp161:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v4, v7
	v_add_f32_e32 v11, v36, v5
.Ltmp162:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_read_b128 v[4:7], v41 offset:176
.Ltmp163:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v0
.Ltmp164:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v0, v8, s[10:11]
.Ltmp165:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp166:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v1, v8, v0, vcc
.Ltmp167:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v2
.Ltmp168:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[0:1]
.Ltmp169:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v0, v3
.Ltmp170:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v12, v1, v8, s[2:3]
	ds_read_b128 v[0:3], v41 offset:192
.Ltmp171:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v8, v4
.Ltmp172:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v12, v4, s[4:5]
.Ltmp173:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp174:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v8, v4, s[6:7]
.Ltmp175:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v6
.Ltmp176:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v5, v4, s[8:9]
.Ltmp177:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v4, v7
	v_add_f32_e32 v12, v35, v5
.Ltmp178:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_read_b128 v[4:7], v41 offset:208
.Ltmp179:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v0
.Ltmp180:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v0, v8, s[10:11]
.Ltmp181:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp182:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v1, v8, v0, vcc
.Ltmp183:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v2
.Ltmp184:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[0:1]
.Ltmp185:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v8, v0, v3
.Ltmp186:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v16, v1, v8, s[2:3]
	ds_read_b128 v[0:3], v41 offset:224
.Ltmp187:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v8, v4
.Ltmp188:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v16, v4, s[4:5]
.Ltmp189:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp190:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v8, v4, s[6:7]
.Ltmp191:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v4, v4, v6
.Ltmp192:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v5, v5, v4, s[8:9]
.Ltmp193:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v7, v4, v7
	v_add_f32_e32 v8, v34, v5
.Ltmp194:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_read_b96 v[4:6], v41 offset:240
.Ltmp195:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v7, v0
.Ltmp196:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v0, v7, s[10:11]
.Ltmp197:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp198:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v1, v7, v0, vcc
.Ltmp199:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v2
.Ltmp200:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[0:1]
.Ltmp201:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v3
.Ltmp202:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[2:3]
.Ltmp203:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v4
.Ltmp204:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[4:5]
.Ltmp205:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v5
.Ltmp206:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v1, v0, s[6:7]
.Ltmp207:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v0, v0, v6
.Ltmp208:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v0, v1, v0, s[8:9]
.Ltmp209:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_f32_e32 v13, v39, v13
	v_add_f32_e32 v0, v15, v0
.Ltmp210:
	.loc	1 113 5                         ; triton_heldout_src.py:113:5
	global_store_dword v[32:33], v14, off
	global_store_dword v[32:33], v13, off offset:2048
	global_store_dword v[30:31], v9, off
	global_store_dword v[28:29], v10, off
	global_store_dword v[26:27], v11, off
	global_store_dword v[24:25], v12, off
	global_store_dword v[22:23], v8, off
	global_store_dword v[20:21], v0, off
	.loc	1 111 1                         ; triton_heldout_src.py:111:1
	s_endpgm
.Ltmp211:
.Lfunc_end0:
	.size	scan_1d, .Lfunc_end0-scan_1d
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_1d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 44
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
	.set .Lscan_1d.num_vgpr, 42
	.set .Lscan_1d.num_agpr, 0
	.set .Lscan_1d.numbered_sgpr, 12
	.set .Lscan_1d.num_named_barrier, 0
	.set .Lscan_1d.private_seg_size, 0
	.set .Lscan_1d.uses_vcc, 1
	.set .Lscan_1d.uses_flat_scratch, 0
	.set .Lscan_1d.has_dyn_sized_stack, 0
	.set .Lscan_1d.has_recursion, 0
	.set .Lscan_1d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2828
; TotalNumSgprs: 18
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
	.byte	113                             ; DW_AT_call_line
	.byte	25                              ; DW_AT_call_column
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
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp210-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.asciz	"scan_1d"                       ; string offset=53 ; scan_1d
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 512
    .name:           scan_1d
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         scan_1d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
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
