	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	cumsum_1d                       ; -- Begin function cumsum_1d
	.p2align	8
	.type	cumsum_1d,@function
cumsum_1d:                              ; @cumsum_1d
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 81 0 prologue_end             ; triton_scratch_src.py:81:0
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
	.loc	1 84 5 is_stmt 1                ; triton_scratch_src.py:84:5
	v_lshrrev_b32_e32 v8, 6, v0
	.loc	1 82 9                          ; triton_scratch_src.py:82:9
	v_and_b32_e32 v9, 63, v0
	s_mov_b64 s[8:9], s[2:3]
	v_readfirstlane_b32 s0, v8
	.loc	1 83 9                          ; triton_scratch_src.py:83:9
	v_lshlrev_b32_e32 v10, 2, v9
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_lshl_or_b32 v0, s0, 8, v10
	v_add_u32_e32 v11, 0x1000, v0
	buffer_load_dword v12, v0, s[8:11], 0 offen
	buffer_load_dword v13, v0, s[8:11], 0 offen offset:1024
	buffer_load_dword v14, v0, s[8:11], 0 offen offset:2048
	buffer_load_dword v15, v0, s[8:11], 0 offen offset:3072
	buffer_load_dword v16, v11, s[8:11], 0 offen
	buffer_load_dword v17, v11, s[8:11], 0 offen offset:1024
	buffer_load_dword v24, v11, s[8:11], 0 offen offset:2048
	buffer_load_dword v25, v11, s[8:11], 0 offen offset:3072
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_add_u32_e32 v19, -8, v10
	v_cmp_gt_u32_e32 vcc, 2, v9
	v_add_u32_e32 v20, -16, v10
	v_subrev_u32_e32 v21, 32, v10
	v_cndmask_b32_e32 v19, v19, v10, vcc
	v_cmp_gt_u32_e32 vcc, 4, v9
	v_sub_u32_e64 v1, v9, 1 clamp
	v_subrev_u32_e32 v22, 64, v10
	v_cndmask_b32_e32 v20, v20, v10, vcc
	v_cmp_gt_u32_e32 vcc, 8, v9
	v_lshlrev_b32_e32 v18, 2, v1
	v_add_u32_e32 v23, 0xffffff80, v10
	v_cndmask_b32_e32 v21, v21, v10, vcc
	v_cmp_gt_u32_e32 vcc, 16, v9
	v_cmp_lt_u32_e64 s[0:1], 1, v9
	v_cmp_lt_u32_e64 s[2:3], 3, v9
	v_cndmask_b32_e32 v22, v22, v10, vcc
	v_cmp_gt_u32_e32 vcc, 32, v9
	v_cmp_lt_u32_e64 s[6:7], 7, v9
	v_cmp_lt_u32_e64 s[8:9], 15, v9
	v_cndmask_b32_e32 v23, v23, v10, vcc
	v_cmp_eq_u32_e32 vcc, 0, v9
.Ltmp3:
	.loc	1 83 9                          ; triton_scratch_src.py:83:9
	v_or_b32_e32 v1, 0x400, v0
	v_or_b32_e32 v2, 0x800, v0
	v_or_b32_e32 v3, 0xc00, v0
	v_or_b32_e32 v4, 0x1000, v0
	v_or_b32_e32 v5, 0x1400, v0
	v_or_b32_e32 v6, 0x1800, v0
	v_or_b32_e32 v7, 0x1c00, v0
.Ltmp4:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	s_waitcnt vmcnt(7)
	ds_bpermute_b32 v10, v18, v12
	s_waitcnt vmcnt(6)
	ds_bpermute_b32 v11, v18, v13
	s_waitcnt vmcnt(5)
	ds_bpermute_b32 v26, v18, v14
	s_waitcnt vmcnt(4)
	ds_bpermute_b32 v27, v18, v15
	s_waitcnt vmcnt(3)
	ds_bpermute_b32 v28, v18, v16
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v10, v12, v10
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v11, v13, v11
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v26, v14, v26
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v27, v15, v27
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v12, v26, v14, vcc
	v_cndmask_b32_e32 v13, v27, v15, vcc
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v16, v28
.Ltmp8:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_bpermute_b32 v26, v19, v10
	ds_bpermute_b32 v27, v19, v11
	ds_bpermute_b32 v28, v19, v12
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v29, v18, v17
	v_cndmask_b32_e32 v14, v14, v16, vcc
.Ltmp9:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v16, v10, v26
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v26, v11, v27
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v27, v12, v28
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v15, v17, v29
.Ltmp10:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_bpermute_b32 v29, v19, v13
	v_cndmask_b32_e64 v10, v10, v16, s[0:1]
	v_cndmask_b32_e64 v11, v11, v26, s[0:1]
	v_cndmask_b32_e64 v12, v12, v27, s[0:1]
	ds_bpermute_b32 v16, v20, v10
	ds_bpermute_b32 v26, v20, v11
	ds_bpermute_b32 v27, v20, v12
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v28, v13, v29
.Ltmp12:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v13, v13, v28, s[0:1]
.Ltmp13:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v16, v10, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v26, v11, v26
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v27, v12, v27
.Ltmp14:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v17, v15, v17, vcc
	ds_bpermute_b32 v15, v19, v14
	ds_bpermute_b32 v28, v20, v13
	v_cndmask_b32_e64 v10, v10, v16, s[2:3]
	v_cndmask_b32_e64 v11, v11, v26, s[2:3]
	v_cndmask_b32_e64 v12, v12, v27, s[2:3]
	ds_bpermute_b32 v16, v21, v10
	ds_bpermute_b32 v26, v21, v11
	ds_bpermute_b32 v27, v21, v12
.Ltmp15:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v15, v14, v15
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v28, v13, v28
.Ltmp16:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v13, v13, v28, s[2:3]
	v_cndmask_b32_e64 v29, v14, v15, s[0:1]
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v14, v10, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v15, v11, v26
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, v12, v27
.Ltmp18:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_bpermute_b32 v28, v21, v13
	v_cndmask_b32_e64 v10, v10, v14, s[6:7]
	v_cndmask_b32_e64 v11, v11, v15, s[6:7]
	v_cndmask_b32_e64 v12, v12, v16, s[6:7]
	ds_bpermute_b32 v14, v22, v10
	ds_bpermute_b32 v15, v22, v11
	ds_bpermute_b32 v16, v22, v12
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v26, v13, v28
.Ltmp20:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v26, v13, v26, s[6:7]
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v13, v10, v14
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v14, v11, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v15, v12, v16
.Ltmp22:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_bpermute_b32 v16, v20, v29
	ds_bpermute_b32 v27, v22, v26
	ds_bpermute_b32 v30, v19, v17
	v_cndmask_b32_e64 v10, v10, v13, s[8:9]
	v_cndmask_b32_e64 v11, v11, v14, s[8:9]
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v16, v29, v16
.Ltmp24:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v28, v29, v16, s[2:3]
	ds_bpermute_b32 v29, v21, v28
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v27, v26, v27
.Ltmp26:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v16, v26, v27, s[8:9]
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v26, v17, v30
.Ltmp28:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v17, v17, v26, s[0:1]
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v27, v28, v29
.Ltmp30:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_bpermute_b32 v26, v20, v17
	v_cndmask_b32_e64 v27, v28, v27, s[6:7]
	ds_bpermute_b32 v28, v22, v27
	v_cndmask_b32_e64 v13, v12, v15, s[8:9]
	ds_bpermute_b32 v12, v23, v10
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v26, v17, v26
.Ltmp32:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v26, v17, v26, s[2:3]
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v17, v27, v28
.Ltmp34:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v17, v27, v17, s[8:9]
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v27, v18, v24
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v18, v18, v25
	ds_bpermute_b32 v30, v21, v26
	ds_bpermute_b32 v14, v23, v11
	ds_bpermute_b32 v15, v23, v13
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v27, v24, v27
.Ltmp36:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v24, v27, v24, vcc
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v18, v25, v18
.Ltmp38:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_bpermute_b32 v27, v19, v24
	v_cndmask_b32_e32 v18, v18, v25, vcc
	ds_bpermute_b32 v19, v19, v18
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v30, v26, v30
.Ltmp40:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v26, v26, v30, s[6:7]
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v27, v24, v27
.Ltmp42:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v24, v24, v27, s[0:1]
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v18, v19
.Ltmp44:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_bpermute_b32 v25, v22, v26
	ds_bpermute_b32 v27, v20, v24
	v_cndmask_b32_e64 v18, v18, v19, s[0:1]
	ds_bpermute_b32 v19, v20, v18
	ds_bpermute_b32 v29, v23, v16
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v20, v26, v25
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v25, v24, v27
.Ltmp46:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v24, v24, v25, s[2:3]
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v18, v19
.Ltmp48:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_bpermute_b32 v25, v21, v24
	v_cndmask_b32_e64 v19, v18, v19, s[2:3]
	ds_bpermute_b32 v21, v21, v19
	v_cndmask_b32_e64 v18, v26, v20, s[8:9]
	ds_bpermute_b32 v28, v23, v17
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v20, v24, v25
.Ltmp50:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v20, v24, v20, s[6:7]
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v19, v21
.Ltmp52:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_bpermute_b32 v24, v22, v20
	v_cndmask_b32_e64 v21, v19, v21, s[6:7]
	ds_bpermute_b32 v22, v22, v21
	ds_bpermute_b32 v25, v23, v18
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v12, v10, v12
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v20, v24
.Ltmp54:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v19, v20, v19, s[8:9]
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v21, v22
.Ltmp56:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v22, v21, v20, s[8:9]
	ds_bpermute_b32 v24, v23, v19
	ds_bpermute_b32 v26, v23, v22
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v14, v11, v14
	v_add_f32_e32 v15, v13, v15
	v_add_f32_e32 v20, v16, v29
	v_add_f32_e32 v21, v17, v28
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v23, v18, v25
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v24, v19, v24
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, v22, v26
.Ltmp58:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cmp_eq_u32_e32 vcc, 63, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	v_lshl_add_u32 v26, v8, 2, 0
	ds_write2_b32 v26, v12, v14 offset1:4
	ds_write2_b32 v26, v15, v21 offset0:8 offset1:16
	ds_write2_b32 v26, v23, v24 offset0:20 offset1:24
	ds_write2_b32 v26, v20, v25 offset0:12 offset1:28
.LBB0_2:                                ; %.critedge12
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_or_b64 exec, exec, s[0:1]
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cmp_lt_u32_e32 vcc, 31, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e32 v22, v22, v25, vcc
	v_mov_b32_e32 v25, 0
	v_cndmask_b32_e32 v24, v19, v24, vcc
	v_cndmask_b32_e32 v23, v18, v23, vcc
	ds_read_b64 v[18:19], v25
	v_cndmask_b32_e32 v21, v17, v21, vcc
	v_cndmask_b32_e32 v20, v16, v20, vcc
	v_cndmask_b32_e32 v26, v13, v15, vcc
	v_cndmask_b32_e32 v27, v11, v14, vcc
	ds_read2_b64 v[14:17], v25 offset0:1 offset1:2
	v_cndmask_b32_e32 v9, v10, v12, vcc
.Ltmp59:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v10, v18, v19
.Ltmp60:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cmp_lt_u32_e32 vcc, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 3, v8
	v_cmp_eq_u32_e64 s[2:3], 0, v8
	v_cndmask_b32_e32 v11, v18, v10, vcc
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v14
.Ltmp62:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v11, v11, v10, s[0:1]
.Ltmp63:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v18, v10, v15
	v_add_f32_e32 v10, v9, v11
.Ltmp64:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v19, v10, v9, s[2:3]
	ds_read2_b64 v[8:11], v25 offset0:5 offset1:6
	ds_read2_b64 v[12:15], v25 offset0:3 offset1:4
.Ltmp65:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v16, v18, v16
.Ltmp66:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
.Ltmp67:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v16, v16, v17
.Ltmp68:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v17, v18, v16, vcc
.Ltmp69:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v12, v16, v12
.Ltmp70:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v16, v17, v12, s[0:1]
.Ltmp71:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v12, v12, v13
	v_add_f32_e32 v13, v12, v14
.Ltmp72:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v12, v13, v12, s[2:3]
.Ltmp73:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v13, v13, v15
.Ltmp74:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v12, v12, v13, vcc
.Ltmp75:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v8, v13, v8
.Ltmp76:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v12, v12, v8, s[0:1]
.Ltmp77:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v17, v26, v12
.Ltmp78:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_read2_b64 v[12:15], v25 offset0:7 offset1:8
.Ltmp79:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v8, v8, v9
	v_add_f32_e32 v9, v8, v10
.Ltmp80:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v8, v9, v8, s[2:3]
.Ltmp81:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v18, v9, v11
.Ltmp82:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v26, v8, v18, vcc
	ds_read2_b64 v[8:11], v25 offset0:9 offset1:10
.Ltmp83:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v18, v12
.Ltmp84:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v18, v26, v12, s[0:1]
.Ltmp85:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v12, v12, v13
	v_add_f32_e32 v13, v12, v14
.Ltmp86:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v12, v13, v12, s[2:3]
.Ltmp87:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v13, v13, v15
.Ltmp88:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v12, v12, v13, vcc
.Ltmp89:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v13, v8
.Ltmp90:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v12, v12, v8, s[0:1]
.Ltmp91:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v18, v20, v18
	v_add_f32_e32 v20, v21, v12
.Ltmp92:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_read2_b64 v[12:15], v25 offset0:11 offset1:12
.Ltmp93:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v8, v8, v9
	v_add_f32_e32 v9, v8, v10
.Ltmp94:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v8, v9, v8, s[2:3]
.Ltmp95:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v21, v9, v11
.Ltmp96:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v26, v8, v21, vcc
	ds_read2_b64 v[8:11], v25 offset0:13 offset1:14
.Ltmp97:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v21, v12
.Ltmp98:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v21, v26, v12, s[0:1]
.Ltmp99:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v12, v12, v13
	v_add_f32_e32 v14, v12, v14
.Ltmp100:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v12, v14, v12, s[2:3]
.Ltmp101:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v14, v14, v15
.Ltmp102:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v12, v12, v14, vcc
.Ltmp103:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v14, v8
.Ltmp104:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v12, v12, v8, s[0:1]
.Ltmp105:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v8, v8, v9
	v_add_f32_e32 v9, v24, v12
.Ltmp106:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	ds_read_b32 v12, v25 offset:120
.Ltmp107:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v10, v8, v10
.Ltmp108:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v8, v10, v8, s[2:3]
.Ltmp109:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v10, v10, v11
.Ltmp110:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e32 v8, v8, v10, vcc
.Ltmp111:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v12
.Ltmp112:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_scratch_src.py:84:25 ]
	v_cndmask_b32_e64 v8, v8, v10, s[0:1]
.Ltmp113:
	.loc	1 84 5                          ; triton_scratch_src.py:84:5
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, s10
	s_mov_b32 s7, s11
.Ltmp114:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_scratch_src.py:84:25 ] ]
	v_add_f32_e32 v16, v27, v16
	v_add_f32_e32 v13, v23, v21
	v_add_f32_e32 v8, v22, v8
.Ltmp115:
	.loc	1 84 5                          ; triton_scratch_src.py:84:5
	buffer_store_dword v19, v0, s[4:7], 0 offen
	buffer_store_dword v16, v1, s[4:7], 0 offen
	buffer_store_dword v17, v2, s[4:7], 0 offen
	buffer_store_dword v18, v3, s[4:7], 0 offen
	buffer_store_dword v20, v4, s[4:7], 0 offen
	buffer_store_dword v13, v5, s[4:7], 0 offen
	buffer_store_dword v9, v6, s[4:7], 0 offen
	buffer_store_dword v8, v7, s[4:7], 0 offen
	.loc	1 81 1                          ; triton_scratch_src.py:81:1
	s_endpgm
.Ltmp116:
.Lfunc_end0:
	.size	cumsum_1d, .Lfunc_end0-cumsum_1d
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cumsum_1d
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
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
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
	.set .Lcumsum_1d.num_vgpr, 31
	.set .Lcumsum_1d.num_agpr, 0
	.set .Lcumsum_1d.numbered_sgpr, 12
	.set .Lcumsum_1d.num_named_barrier, 0
	.set .Lcumsum_1d.private_seg_size, 0
	.set .Lcumsum_1d.uses_vcc, 1
	.set .Lcumsum_1d.uses_flat_scratch, 0
	.set .Lcumsum_1d.has_dyn_sized_stack, 0
	.set .Lcumsum_1d.has_recursion, 0
	.set .Lcumsum_1d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2240
; TotalNumSgprs: 18
; NumVgprs: 31
; NumAgprs: 0
; TotalNumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 31
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
	.byte	84                              ; DW_AT_call_line
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
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
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
	.asciz	"cumsum_1d"                     ; string offset=53 ; cumsum_1d
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
    .max_flat_workgroup_size: 256
    .name:           cumsum_1d
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cumsum_1d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     31
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
