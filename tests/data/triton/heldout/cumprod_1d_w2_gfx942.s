	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	cumprod_1d                      ; -- Begin function cumprod_1d
	.p2align	8
	.type	cumprod_1d,@function
cumprod_1d:                             ; @cumprod_1d
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 125 0 prologue_end            ; triton_heldout_src.py:125:0
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
	.loc	1 127 5 is_stmt 1               ; triton_heldout_src.py:127:5
	v_lshrrev_b32_e32 v2, 6, v0
	.loc	1 126 9                         ; triton_heldout_src.py:126:9
	s_lshl_b32 s1, s10, 10
	.loc	1 126 36 is_stmt 0              ; triton_heldout_src.py:126:36
	v_readfirstlane_b32 s0, v2
	s_lshl_b32 s0, s0, 6
	v_and_b32_e32 v3, 63, v0
	.loc	1 126 9                         ; triton_heldout_src.py:126:9
	s_or_b32 s0, s0, s1
	v_or_b32_e32 v0, s0, v3
	.loc	1 127 44 is_stmt 1              ; triton_heldout_src.py:127:44
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[2:3]
	.loc	1 127 36 is_stmt 0              ; triton_heldout_src.py:127:36
	global_load_dword v6, v[4:5], off
	global_load_dword v7, v[4:5], off offset:512
	global_load_dword v8, v[4:5], off offset:1024
	global_load_dword v9, v[4:5], off offset:1536
	global_load_dword v10, v[4:5], off offset:2048
	global_load_dword v11, v[4:5], off offset:2560
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 375 12 is_stmt 1              ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_lshlrev_b32_e32 v13, 2, v3
	v_add_u32_e32 v14, -8, v13
	v_cmp_gt_u32_e32 vcc, 2, v3
	v_add_u32_e32 v15, -16, v13
	v_subrev_u32_e32 v16, 32, v13
	v_cndmask_b32_e32 v14, v14, v13, vcc
	v_cmp_gt_u32_e32 vcc, 4, v3
	v_subrev_u32_e32 v17, 64, v13
	v_add_u32_e32 v18, 0xffffff80, v13
	v_cndmask_b32_e32 v15, v15, v13, vcc
	v_cmp_gt_u32_e32 vcc, 8, v3
	v_sub_u32_e64 v12, v3, 1 clamp
	v_lshlrev_b32_e32 v12, 2, v12
	v_cndmask_b32_e32 v16, v16, v13, vcc
	v_cmp_gt_u32_e32 vcc, 16, v3
	v_cmp_lt_u32_e64 s[0:1], 1, v3
	v_cmp_lt_u32_e64 s[2:3], 3, v3
	v_cndmask_b32_e32 v17, v17, v13, vcc
	v_cmp_gt_u32_e32 vcc, 32, v3
	v_cmp_lt_u32_e64 s[6:7], 7, v3
	v_cmp_lt_u32_e64 s[8:9], 15, v3
	v_cndmask_b32_e32 v18, v18, v13, vcc
.Ltmp3:
	.loc	1 127 36                        ; triton_heldout_src.py:127:36
	global_load_dword v13, v[4:5], off offset:3072
	global_load_dword v19, v[4:5], off offset:3584
.Ltmp4:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_waitcnt vmcnt(7)
	ds_bpermute_b32 v4, v12, v6
	s_waitcnt vmcnt(6)
	ds_bpermute_b32 v5, v12, v7
	s_waitcnt vmcnt(5)
	ds_bpermute_b32 v20, v12, v8
	s_waitcnt vmcnt(4)
	ds_bpermute_b32 v21, v12, v9
	s_waitcnt vmcnt(3)
	ds_bpermute_b32 v22, v12, v10
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v23, v12, v11
.Ltmp5:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(5)
	v_mul_f32_e32 v4, v6, v4
	s_waitcnt lgkmcnt(4)
	v_mul_f32_e32 v5, v7, v5
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v20, v8, v20
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v21, v9, v21
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v22, v10, v22
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v23, v11, v23
.Ltmp6:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_cndmask_b32_e32 v6, v20, v8, vcc
	v_cndmask_b32_e32 v7, v21, v9, vcc
	v_cndmask_b32_e32 v8, v22, v10, vcc
	v_cndmask_b32_e32 v9, v23, v11, vcc
	ds_bpermute_b32 v10, v14, v4
	ds_bpermute_b32 v11, v14, v5
	ds_bpermute_b32 v20, v14, v6
	ds_bpermute_b32 v21, v14, v7
	ds_bpermute_b32 v23, v14, v9
.Ltmp7:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(4)
	v_mul_f32_e32 v10, v4, v10
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v11, v5, v11
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v20, v6, v20
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v21, v7, v21
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v23, v9, v23
.Ltmp8:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v4, v4, v10, s[0:1]
	v_cndmask_b32_e64 v5, v5, v11, s[0:1]
	ds_bpermute_b32 v22, v14, v8
	v_cndmask_b32_e64 v6, v6, v20, s[0:1]
	v_cndmask_b32_e64 v7, v7, v21, s[0:1]
	v_cndmask_b32_e64 v11, v9, v23, s[0:1]
	ds_bpermute_b32 v9, v15, v4
	ds_bpermute_b32 v10, v15, v5
	ds_bpermute_b32 v20, v15, v6
	ds_bpermute_b32 v21, v15, v7
.Ltmp9:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(4)
	v_mul_f32_e32 v22, v8, v22
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v9, v4, v9
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v10, v5, v10
.Ltmp10:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v8, v8, v22, s[0:1]
.Ltmp11:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v20, v6, v20
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v21, v7, v21
.Ltmp12:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v4, v4, v9, s[2:3]
	v_cndmask_b32_e64 v5, v5, v10, s[2:3]
	ds_bpermute_b32 v22, v15, v8
	v_cndmask_b32_e64 v6, v6, v20, s[2:3]
	v_cndmask_b32_e64 v7, v7, v21, s[2:3]
	ds_bpermute_b32 v9, v16, v4
	ds_bpermute_b32 v10, v16, v5
	ds_bpermute_b32 v20, v16, v6
	ds_bpermute_b32 v21, v16, v7
.Ltmp13:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(4)
	v_mul_f32_e32 v22, v8, v22
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v9, v4, v9
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v10, v5, v10
.Ltmp14:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v8, v8, v22, s[2:3]
.Ltmp15:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v20, v6, v20
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v21, v7, v21
.Ltmp16:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v4, v4, v9, s[6:7]
	v_cndmask_b32_e64 v5, v5, v10, s[6:7]
	ds_bpermute_b32 v22, v16, v8
	v_cndmask_b32_e64 v9, v6, v20, s[6:7]
	v_cndmask_b32_e64 v10, v7, v21, s[6:7]
	ds_bpermute_b32 v6, v17, v4
	ds_bpermute_b32 v7, v17, v5
	ds_bpermute_b32 v20, v17, v9
.Ltmp17:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v22, v8, v22
.Ltmp18:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v21, v8, v22, s[6:7]
.Ltmp19:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v6, v4, v6
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v7, v5, v7
.Ltmp20:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	ds_bpermute_b32 v8, v17, v10
.Ltmp21:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v20, v9, v20
.Ltmp22:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v4, v4, v6, s[8:9]
	v_cndmask_b32_e64 v6, v5, v7, s[8:9]
	v_cndmask_b32_e64 v7, v9, v20, s[8:9]
	ds_bpermute_b32 v20, v18, v6
	ds_bpermute_b32 v23, v15, v11
.Ltmp23:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v8, v10, v8
.Ltmp24:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v9, v10, v8, s[8:9]
	ds_bpermute_b32 v22, v18, v7
.Ltmp25:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v8, v6, v20
.Ltmp26:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	ds_bpermute_b32 v20, v17, v21
.Ltmp27:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v23, v11, v23
.Ltmp28:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v23, v11, v23, s[2:3]
	ds_bpermute_b32 v24, v16, v23
	ds_bpermute_b32 v5, v18, v4
.Ltmp29:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v11, v21, v20
.Ltmp30:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v20, v12, v13
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v12, v12, v19
.Ltmp31:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v24, v23, v24
.Ltmp32:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v23, v23, v24, s[6:7]
	v_cndmask_b32_e64 v11, v21, v11, s[8:9]
.Ltmp33:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v20, v13, v20
.Ltmp34:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e32 v13, v20, v13, vcc
.Ltmp35:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v12, v19, v12
.Ltmp36:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	ds_bpermute_b32 v20, v14, v13
	v_cndmask_b32_e32 v12, v12, v19, vcc
	ds_bpermute_b32 v14, v14, v12
	ds_bpermute_b32 v19, v17, v23
.Ltmp37:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v10, v7, v22
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v20, v13, v20
.Ltmp38:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v13, v13, v20, s[0:1]
.Ltmp39:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v14, v12, v14
.Ltmp40:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	ds_bpermute_b32 v20, v15, v13
	v_cndmask_b32_e64 v12, v12, v14, s[0:1]
	ds_bpermute_b32 v14, v15, v12
.Ltmp41:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v15, v23, v19
.Ltmp42:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	ds_bpermute_b32 v22, v18, v9
.Ltmp43:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v19, v13, v20
.Ltmp44:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v13, v13, v19, s[2:3]
.Ltmp45:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v14, v12, v14
.Ltmp46:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	ds_bpermute_b32 v19, v16, v13
	v_cndmask_b32_e64 v14, v12, v14, s[2:3]
	ds_bpermute_b32 v16, v16, v14
	v_cndmask_b32_e64 v12, v23, v15, s[8:9]
	ds_bpermute_b32 v21, v18, v11
.Ltmp47:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v15, v13, v19
.Ltmp48:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v13, v13, v15, s[6:7]
.Ltmp49:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v16, v14, v16
.Ltmp50:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	ds_bpermute_b32 v15, v17, v13
	v_cndmask_b32_e64 v14, v14, v16, s[6:7]
	ds_bpermute_b32 v16, v17, v14
	ds_bpermute_b32 v17, v18, v12
.Ltmp51:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v5, v4, v5
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v15, v13, v15
.Ltmp52:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v13, v13, v15, s[8:9]
.Ltmp53:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v15, v14, v16
.Ltmp54:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e64 v16, v14, v15, s[8:9]
	ds_bpermute_b32 v19, v18, v13
	ds_bpermute_b32 v20, v18, v16
.Ltmp55:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v14, v9, v22
	v_mul_f32_e32 v15, v11, v21
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v17, v12, v17
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v18, v13, v19
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v19, v16, v20
.Ltmp56:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cmp_eq_u32_e32 vcc, 63, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	v_lshl_add_u32 v20, v2, 2, 0
	ds_write2_b32 v20, v5, v8 offset1:2
	ds_write2_b32 v20, v10, v14 offset0:4 offset1:6
	ds_write2_b32 v20, v15, v17 offset0:8 offset1:10
	ds_write_b32 v20, v18 offset:48
	ds_write_b32 v20, v19 offset:56
.LBB0_2:                                ; %.critedge12
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	s_or_b64 exec, exec, s[0:1]
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cmp_lt_u32_e32 vcc, 31, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e32 v13, v13, v18, vcc
	v_mov_b32_e32 v18, 0
	v_cndmask_b32_e32 v14, v9, v14, vcc
	v_cndmask_b32_e32 v3, v6, v8, vcc
	ds_read_b64 v[8:9], v18
	v_cndmask_b32_e32 v16, v16, v19, vcc
	v_cndmask_b32_e32 v12, v12, v17, vcc
	v_cndmask_b32_e32 v17, v7, v10, vcc
	v_cndmask_b32_e32 v19, v4, v5, vcc
	ds_read_b32 v20, v18 offset:56
	ds_read2_b64 v[4:7], v18 offset0:1 offset1:2
	v_cndmask_b32_e32 v15, v11, v15, vcc
.Ltmp57:
	.loc	1 127 14 is_stmt 1              ; triton_heldout_src.py:127:14
	v_lshl_add_u64 v[10:11], v[0:1], 2, s[4:5]
.Ltmp58:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v0, v8, v9
	v_mul_f32_e32 v1, v19, v8
.Ltmp59:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_nop 1
	v_cndmask_b32_e32 v8, v1, v19, vcc
.Ltmp60:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v0, v4
.Ltmp61:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e32 v0, v1, v0, vcc
.Ltmp62:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v4, v1, v5
	v_mul_f32_e32 v9, v3, v0
.Ltmp63:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	ds_read2_b64 v[0:3], v18 offset0:3 offset1:4
.Ltmp64:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v5, v4, v6
.Ltmp65:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e32 v4, v5, v4, vcc
.Ltmp66:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v19, v5, v7
	v_mul_f32_e32 v17, v17, v4
.Ltmp67:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	ds_read2_b64 v[4:7], v18 offset0:5 offset1:6
.Ltmp68:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v0, v19, v0
.Ltmp69:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e32 v18, v0, v19, vcc
.Ltmp70:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v2, v0, v2
.Ltmp71:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e32 v0, v2, v0, vcc
.Ltmp72:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v2, v4
.Ltmp73:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e32 v2, v3, v2, vcc
.Ltmp74:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v3, v3, v5
	v_mul_f32_e32 v4, v3, v6
.Ltmp75:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e32 v3, v4, v3, vcc
.Ltmp76:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v4, v4, v7
	v_mul_f32_e32 v5, v4, v20
.Ltmp77:
	.loc	2 375 12                        ; standard.py:375:12 @[ triton_heldout_src.py:127:25 ]
	v_cndmask_b32_e32 v4, v5, v4, vcc
.Ltmp78:
	.loc	2 366 12                        ; standard.py:366:12 @[ standard.py:375:12 @[ triton_heldout_src.py:127:25 ] ]
	v_mul_f32_e32 v1, v14, v18
	v_mul_f32_e32 v0, v15, v0
	v_mul_f32_e32 v2, v12, v2
	v_mul_f32_e32 v3, v13, v3
	v_mul_f32_e32 v4, v16, v4
.Ltmp79:
	.loc	1 127 5                         ; triton_heldout_src.py:127:5
	global_store_dword v[10:11], v8, off
	global_store_dword v[10:11], v9, off offset:512
	global_store_dword v[10:11], v17, off offset:1024
	global_store_dword v[10:11], v1, off offset:1536
	global_store_dword v[10:11], v0, off offset:2048
	global_store_dword v[10:11], v2, off offset:2560
	global_store_dword v[10:11], v3, off offset:3072
	global_store_dword v[10:11], v4, off offset:3584
	.loc	1 125 1                         ; triton_heldout_src.py:125:1
	s_endpgm
.Ltmp80:
.Lfunc_end0:
	.size	cumprod_1d, .Lfunc_end0-cumprod_1d
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cumprod_1d
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 28
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
	.set .Lcumprod_1d.num_vgpr, 25
	.set .Lcumprod_1d.num_agpr, 0
	.set .Lcumprod_1d.numbered_sgpr, 11
	.set .Lcumprod_1d.num_named_barrier, 0
	.set .Lcumprod_1d.private_seg_size, 0
	.set .Lcumprod_1d.uses_vcc, 1
	.set .Lcumprod_1d.uses_flat_scratch, 0
	.set .Lcumprod_1d.has_dyn_sized_stack, 0
	.set .Lcumprod_1d.has_recursion, 0
	.set .Lcumprod_1d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1920
; TotalNumSgprs: 17
; NumVgprs: 25
; NumAgprs: 0
; TotalNumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 25
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
	.byte	127                             ; DW_AT_call_line
	.byte	25                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	375                             ; DW_AT_call_line
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
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
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
	.asciz	"cumprod_1d"                    ; string offset=53 ; cumprod_1d
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
    .max_flat_workgroup_size: 128
    .name:           cumprod_1d
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         cumprod_1d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
