	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
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
	v_lshrrev_b32_e32 v1, 6, v0
	.loc	1 112 9                         ; triton_heldout_src.py:112:9
	s_lshl_b32 s1, s10, 11
	.loc	1 112 36 is_stmt 0              ; triton_heldout_src.py:112:36
	v_readfirstlane_b32 s0, v1
	s_lshl_b32 s0, s0, 6
	v_and_b32_e32 v10, 63, v0
	.loc	1 112 9                         ; triton_heldout_src.py:112:9
	s_or_b32 s0, s0, s1
	v_or_b32_e32 v4, s0, v10
	v_or_b32_e32 v2, 0x400, v4
	.loc	1 113 43 is_stmt 1              ; triton_heldout_src.py:113:43
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[2:3]
	.loc	1 113 35 is_stmt 0              ; triton_heldout_src.py:113:35
	global_load_dword v11, v[6:7], off
	global_load_dword v12, v[8:9], off
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_sub_u32_e64 v6, v10, 1 clamp
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v7, 2, v10
	v_add_u32_e32 v8, -8, v7
	v_cmp_gt_u32_e32 vcc, 2, v10
	v_add_u32_e32 v9, -16, v7
	v_subrev_u32_e32 v13, 32, v7
	v_cndmask_b32_e32 v8, v8, v7, vcc
	v_cmp_eq_u32_e32 vcc, 0, v10
	v_subrev_u32_e32 v14, 64, v7
	v_add_u32_e32 v15, 0xffffff80, v7
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v16, v6, v11
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v6, v6, v12
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v16, v16, 0, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v6, v6, 0, vcc
	v_add_u32_e32 v11, v16, v11
	v_add_u32_e32 v6, v6, v12
	ds_bpermute_b32 v16, v8, v11
	ds_bpermute_b32 v8, v8, v6
	v_cmp_gt_u32_e32 vcc, 4, v10
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v7, vcc
	v_cmp_lt_u32_e32 vcc, 1, v10
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_cndmask_b32_e32 v12, 0, v16, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_add_u32_e32 v11, v11, v12
	v_add_u32_e32 v6, v6, v8
	ds_bpermute_b32 v12, v9, v11
	ds_bpermute_b32 v8, v9, v6
	v_cmp_gt_u32_e32 vcc, 8, v10
	s_nop 1
	v_cndmask_b32_e32 v9, v13, v7, vcc
	v_cmp_lt_u32_e32 vcc, 3, v10
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_cndmask_b32_e32 v12, 0, v12, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_add_u32_e32 v11, v11, v12
	v_add_u32_e32 v6, v6, v8
	ds_bpermute_b32 v12, v9, v11
	ds_bpermute_b32 v8, v9, v6
	v_cmp_gt_u32_e32 vcc, 16, v10
	s_nop 1
	v_cndmask_b32_e32 v9, v14, v7, vcc
	v_cmp_lt_u32_e32 vcc, 7, v10
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_cndmask_b32_e32 v12, 0, v12, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_add_u32_e32 v11, v11, v12
	v_add_u32_e32 v6, v6, v8
	ds_bpermute_b32 v12, v9, v11
	ds_bpermute_b32 v8, v9, v6
	v_cmp_gt_u32_e32 vcc, 32, v10
	s_nop 1
	v_cndmask_b32_e32 v7, v15, v7, vcc
	v_cmp_lt_u32_e32 vcc, 15, v10
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_cndmask_b32_e32 v9, 0, v12, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_add_u32_e32 v9, v11, v9
	v_add_u32_e32 v6, v6, v8
	ds_bpermute_b32 v11, v7, v9
	ds_bpermute_b32 v8, v7, v6
	v_cmp_lt_u32_e32 vcc, 31, v10
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_cndmask_b32_e32 v7, 0, v11, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_add_u32_e32 v7, v9, v7
	v_add_u32_e32 v6, v6, v8
	v_cmp_eq_u32_e32 vcc, 63, v10
	s_and_saveexec_b64 s[0:1], vcc
; %bb.1:
	.loc	2 0 12 is_stmt 0                ; standard.py:0:12
	v_lshl_add_u32 v8, v1, 2, 0
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_write2_b32 v8, v7, v6 offset1:16
; %bb.2:                                ; %.critedge
	.loc	2 0 12                          ; standard.py:0:12
	s_or_b64 exec, exec, s[0:1]
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_mov_b32_e32 v24, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[8:11], v24
	ds_read_b128 v[12:15], v24 offset:16
	ds_read_b128 v[16:19], v24 offset:32
	ds_read_b128 v[20:23], v24 offset:48
	s_movk_i32 s0, 0x7f
.Ltmp3:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_u32_e32 v9, v9, v8
.Ltmp4:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e32 vcc, s0, v0
	s_movk_i32 s0, 0xbf
	v_cmp_lt_u32_e64 s[0:1], s0, v0
	v_cndmask_b32_e32 v8, v8, v9, vcc
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v9, v9, v10
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	s_movk_i32 s2, 0xff
.Ltmp7:
	.loc	1 113 14                        ; triton_heldout_src.py:113:14
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
.Ltmp8:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v8, v8, v9, s[0:1]
.Ltmp9:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v9, v9, v11
.Ltmp10:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e64 s[2:3], s2, v0
	s_movk_i32 s4, 0x13f
	v_cmp_lt_u32_e64 s[4:5], s4, v0
	v_cndmask_b32_e64 v8, v8, v9, s[2:3]
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v9, v9, v12
.Ltmp12:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	s_movk_i32 s6, 0x17f
	v_cndmask_b32_e64 v8, v8, v9, s[4:5]
.Ltmp13:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v9, v9, v13
.Ltmp14:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e64 s[6:7], s6, v0
	s_movk_i32 s8, 0x1bf
	v_cmp_lt_u32_e64 s[8:9], s8, v0
	v_cndmask_b32_e64 v8, v8, v9, s[6:7]
.Ltmp15:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v9, v9, v14
.Ltmp16:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	s_movk_i32 s10, 0x1ff
	v_cndmask_b32_e64 v8, v8, v9, s[8:9]
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v9, v9, v15
.Ltmp18:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e64 s[10:11], s10, v0
	s_movk_i32 s12, 0x23f
	v_cmp_lt_u32_e64 s[12:13], s12, v0
	v_cndmask_b32_e64 v8, v8, v9, s[10:11]
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v9, v9, v16
.Ltmp20:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	s_movk_i32 s14, 0x27f
	v_cndmask_b32_e64 v8, v8, v9, s[12:13]
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v9, v9, v17
.Ltmp22:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e64 s[14:15], s14, v0
	s_movk_i32 s16, 0x2bf
	v_cmp_lt_u32_e64 s[16:17], s16, v0
	v_cndmask_b32_e64 v8, v8, v9, s[14:15]
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v9, v9, v18
.Ltmp24:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	s_movk_i32 s18, 0x2ff
	v_cndmask_b32_e64 v8, v8, v9, s[16:17]
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v9, v9, v19
.Ltmp26:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e64 s[18:19], s18, v0
	s_movk_i32 s20, 0x33f
	v_cmp_lt_u32_e64 s[20:21], s20, v0
	v_cndmask_b32_e64 v8, v8, v9, s[18:19]
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v9, v9, v20
.Ltmp28:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	s_movk_i32 s22, 0x37f
	v_cndmask_b32_e64 v8, v8, v9, s[20:21]
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v9, v9, v21
.Ltmp30:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cmp_lt_u32_e64 s[22:23], s22, v0
	v_cmp_eq_u32_e64 s[24:25], 15, v1
	v_cmp_eq_u32_e64 s[26:27], 0, v1
	v_cndmask_b32_e64 v0, v8, v9, s[22:23]
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v8, v9, v22
.Ltmp32:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v0, v0, v8, s[24:25]
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v16, v8, v23
.Ltmp34:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_read_b128 v[8:11], v24 offset:64
	ds_read_b128 v[12:15], v24 offset:80
	v_cndmask_b32_e64 v0, v0, 0, s[26:27]
	v_add_u32_e32 v0, v0, v7
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v16, v8
.Ltmp36:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v1, v16, s[26:27]
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v9
.Ltmp38:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e32 v7, v7, v1, vcc
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v10
.Ltmp40:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[0:1]
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v11
.Ltmp42:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_read_b128 v[8:11], v24 offset:96
	v_cndmask_b32_e64 v7, v7, v1, s[2:3]
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v1, v12
.Ltmp44:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[4:5]
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v13
.Ltmp46:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[6:7]
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v14
.Ltmp48:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[8:9]
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v15
.Ltmp50:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	ds_read_b96 v[12:14], v24 offset:112
	v_cndmask_b32_e64 v7, v7, v1, s[10:11]
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v1, v8
.Ltmp52:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[12:13]
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v9
.Ltmp54:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[14:15]
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v10
.Ltmp56:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[16:17]
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v11
.Ltmp58:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[18:19]
.Ltmp59:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v1, v12
.Ltmp60:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[20:21]
.Ltmp61:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v13
.Ltmp62:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v7, v7, v1, s[22:23]
.Ltmp63:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v14
.Ltmp64:
	.loc	2 358 12                        ; standard.py:358:12 @[ triton_heldout_src.py:113:25 ]
	v_cndmask_b32_e64 v1, v7, v1, s[24:25]
.Ltmp65:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ triton_heldout_src.py:113:25 ] ]
	v_add_u32_e32 v1, v1, v6
.Ltmp66:
	.loc	1 113 5                         ; triton_heldout_src.py:113:5
	global_store_dword v[4:5], v0, off
	global_store_dword v[2:3], v1, off
	.loc	1 111 1                         ; triton_heldout_src.py:111:1
	s_endpgm
.Ltmp67:
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 28
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
	.set .Lscan_1d.num_vgpr, 25
	.set .Lscan_1d.num_agpr, 0
	.set .Lscan_1d.numbered_sgpr, 28
	.set .Lscan_1d.num_named_barrier, 0
	.set .Lscan_1d.private_seg_size, 0
	.set .Lscan_1d.uses_vcc, 1
	.set .Lscan_1d.uses_flat_scratch, 0
	.set .Lscan_1d.has_dyn_sized_stack, 0
	.set .Lscan_1d.has_recursion, 0
	.set .Lscan_1d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1428
; TotalNumSgprs: 34
; NumVgprs: 25
; NumAgprs: 0
; TotalNumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 25
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
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
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
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
    .max_flat_workgroup_size: 1024
    .name:           scan_1d
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         scan_1d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
