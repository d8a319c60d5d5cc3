	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	hist512                         ; -- Begin function hist512
	.p2align	8
	.type	hist512,@function
hist512:                                ; @hist512
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 86 0 prologue_end             ; triton_heldout_src.py:86:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x18
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
	.loc	1 88 47 is_stmt 1               ; triton_heldout_src.py:88:47
	v_readfirstlane_b32 s0, v0
	.loc	1 87 52                         ; triton_heldout_src.py:87:52
	s_and_b32 s6, s0, 0xc0
	.loc	1 87 25 is_stmt 0               ; triton_heldout_src.py:87:25
	s_lshl_b32 s0, s10, 11
	.loc	1 87 17                         ; triton_heldout_src.py:87:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s16, s2, s0
	s_addc_u32 s0, s3, s1
	.loc	1 87 52                         ; triton_heldout_src.py:87:52
	v_and_or_b32 v1, v0, 63, s6
	.loc	1 87 9                          ; triton_heldout_src.py:87:9
	s_and_b32 s17, s0, 0xffff
	s_mov_b32 s19, 0x27000
	s_mov_b32 s18, 0x7ffffffe
	.loc	1 87 52                         ; triton_heldout_src.py:87:52
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	1 87 9                          ; triton_heldout_src.py:87:9
	buffer_load_dword v16, v1, s[16:19], 0 offen
	v_or_b32_e32 v17, 0x1000, v1
	buffer_load_dword v18, v1, s[16:19], 0 offen offset:1024
	buffer_load_dword v19, v1, s[16:19], 0 offen offset:2048
	buffer_load_dword v20, v1, s[16:19], 0 offen offset:3072
	buffer_load_dword v21, v17, s[16:19], 0 offen
	buffer_load_dword v22, v17, s[16:19], 0 offen offset:1024
	buffer_load_dword v15, v17, s[16:19], 0 offen offset:2048
	buffer_load_dword v14, v17, s[16:19], 0 offen offset:3072
	.loc	1 88 47 is_stmt 1               ; triton_heldout_src.py:88:47
	v_and_b32_e32 v2, 1, v0
	v_bfe_u32 v3, v0, 1, 1
	v_bfe_u32 v4, v0, 2, 1
	v_add_u32_e32 v9, -1, v2
	v_add_u32_e32 v8, -1, v3
	v_bfe_u32 v5, v0, 3, 1
	v_add_u32_e32 v6, -1, v4
	v_ashrrev_i32_e32 v13, 31, v9
	v_ashrrev_i32_e32 v12, 31, v8
	v_bfe_u32 v7, v0, 4, 1
	v_bfe_u32 v10, v0, 5, 1
	v_add_u32_e32 v4, -1, v5
	v_ashrrev_i32_e32 v11, 31, v6
	v_add_u32_e32 v3, -1, v7
	v_add_u32_e32 v2, -1, v10
	v_ashrrev_i32_e32 v10, 31, v4
	v_ashrrev_i32_e32 v7, 31, v3
	v_ashrrev_i32_e32 v5, 31, v2
	.loc	1 88 5 is_stmt 0                ; triton_heldout_src.py:88:5
	s_and_b32 s5, s5, 0xffff
	.loc	1 88 47                         ; triton_heldout_src.py:88:47
	s_waitcnt vmcnt(7)
	v_bfe_u32 v25, v16, 3, 1
	v_bfe_u32 v26, v16, 4, 1
	v_and_b32_e32 v17, 1, v16
	v_bfe_u32 v24, v16, 2, 1
	v_bfe_u32 v27, v16, 5, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v25
	v_cmp_ne_u32_e64 s[8:9], 0, v26
	v_bfe_u32 v23, v16, 1, 1
	v_bfe_u32 v28, v16, 6, 1
	v_bfe_u32 v29, v16, 7, 1
	v_bfe_u32 v16, v16, 8, 1
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_cmp_ne_u32_e64 s[2:3], 0, v24
	v_cmp_ne_u32_e64 s[10:11], 0, v27
	v_xor_b32_e32 v17, s6, v9
	v_xor_b32_e32 v24, s8, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v23
	v_cmp_ne_u32_e64 s[12:13], 0, v28
	v_cmp_ne_u32_e64 s[16:17], 0, v16
	v_xor_b32_e32 v16, s7, v13
	v_xor_b32_e32 v23, s9, v12
	v_xor_b32_e32 v26, s10, v6
	v_and_b32_e32 v17, v24, v17
	v_cmp_ne_u32_e64 s[14:15], 0, v29
	v_xor_b32_e32 v25, s11, v11
	v_xor_b32_e32 v28, s12, v4
	v_and_b32_e32 v16, v23, v16
	v_and_b32_e32 v17, v17, v26
	v_xor_b32_e32 v27, s13, v10
	v_xor_b32_e32 v30, s14, v3
	v_and_b32_e32 v16, v16, v25
	v_and_b32_e32 v17, v17, v28
	v_xor_b32_e32 v29, s15, v7
	v_xor_b32_e32 v32, s16, v2
	v_and_b32_e32 v16, v16, v27
	v_and_b32_e32 v17, v17, v30
	v_xor_b32_e32 v31, s17, v5
	v_and_b32_e32 v16, v16, v29
	v_and_b32_e32 v17, v17, v32
	s_not_b64 s[6:7], s[0:1]
	v_and_b32_e32 v16, v16, v31
	v_bfi_b32 v24, vcc_lo, 0, v17
	v_and_b32_e32 v17, vcc_lo, v17
	s_not_b64 s[8:9], s[2:3]
	v_bfi_b32 v23, vcc_hi, 0, v16
	v_and_b32_e32 v16, vcc_hi, v16
	v_and_b32_e32 v26, s6, v24
	v_and_b32_e32 v28, s6, v17
	v_and_b32_e32 v25, s7, v23
	v_and_b32_e32 v27, s7, v16
	v_and_b32_e32 v30, s8, v26
	v_and_b32_e32 v32, s8, v28
	v_and_b32_e32 v29, s9, v25
	v_and_b32_e32 v31, s9, v27
	v_bcnt_u32_b32 v30, v30, 0
	v_bcnt_u32_b32 v32, v32, 0
	v_and_b32_e32 v24, s0, v24
	v_bcnt_u32_b32 v29, v29, v30
	v_bcnt_u32_b32 v30, v31, v32
	v_and_b32_e32 v23, s1, v23
	v_and_b32_e32 v32, s8, v24
	v_and_b32_e32 v17, s0, v17
	v_and_b32_e32 v31, s9, v23
	v_bcnt_u32_b32 v32, v32, 0
	v_and_b32_e32 v16, s1, v16
	v_and_b32_e32 v33, s8, v17
	v_and_b32_e32 v17, s2, v17
	v_bcnt_u32_b32 v31, v31, v32
	v_and_b32_e32 v32, s9, v16
	v_and_b32_e32 v16, s3, v16
	v_bcnt_u32_b32 v17, v17, 0
	v_bcnt_u32_b32 v16, v16, v17
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v17, 1, v18
	v_and_b32_e32 v26, s2, v26
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_bfe_u32 v17, v18, 1, 1
	v_and_b32_e32 v25, s3, v25
	v_bcnt_u32_b32 v26, v26, 0
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	v_bfe_u32 v17, v18, 2, 1
	v_bcnt_u32_b32 v25, v25, v26
	v_and_b32_e32 v26, s3, v27
	v_and_b32_e32 v27, s2, v28
	v_and_b32_e32 v23, s3, v23
	v_and_b32_e32 v24, s2, v24
	v_cmp_ne_u32_e64 s[2:3], 0, v17
	v_bfe_u32 v17, v18, 3, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v17
	v_bfe_u32 v17, v18, 4, 1
	v_cmp_ne_u32_e64 s[8:9], 0, v17
	v_bfe_u32 v17, v18, 5, 1
	v_cmp_ne_u32_e64 s[10:11], 0, v17
	v_bfe_u32 v17, v18, 6, 1
	v_bcnt_u32_b32 v27, v27, 0
	v_cmp_ne_u32_e64 s[12:13], 0, v17
	v_bfe_u32 v17, v18, 7, 1
	v_bcnt_u32_b32 v26, v26, v27
	v_bcnt_u32_b32 v24, v24, 0
	v_cmp_ne_u32_e64 s[14:15], 0, v17
	v_bfe_u32 v17, v18, 8, 1
	v_xor_b32_e32 v18, s6, v9
	v_xor_b32_e32 v27, s8, v8
	v_bcnt_u32_b32 v23, v23, v24
	v_cmp_ne_u32_e64 s[16:17], 0, v17
	v_xor_b32_e32 v17, s7, v13
	v_xor_b32_e32 v24, s9, v12
	v_and_b32_e32 v18, v27, v18
	v_xor_b32_e32 v27, s10, v6
	v_and_b32_e32 v17, v24, v17
	v_xor_b32_e32 v24, s11, v11
	v_and_b32_e32 v18, v18, v27
	v_xor_b32_e32 v27, s12, v4
	v_and_b32_e32 v17, v17, v24
	v_xor_b32_e32 v24, s13, v10
	v_and_b32_e32 v18, v18, v27
	v_xor_b32_e32 v27, s14, v3
	v_and_b32_e32 v17, v17, v24
	v_xor_b32_e32 v24, s15, v7
	v_and_b32_e32 v18, v18, v27
	v_xor_b32_e32 v27, s16, v2
	v_and_b32_e32 v17, v17, v24
	v_xor_b32_e32 v24, s17, v5
	v_and_b32_e32 v18, v18, v27
	v_bcnt_u32_b32 v33, v33, 0
	v_and_b32_e32 v17, v17, v24
	v_bfi_b32 v27, vcc_lo, 0, v18
	s_not_b64 s[6:7], s[0:1]
	v_bcnt_u32_b32 v32, v32, v33
	v_bfi_b32 v24, vcc_hi, 0, v17
	v_and_b32_e32 v33, s6, v27
	s_not_b64 s[8:9], s[2:3]
	v_and_b32_e32 v28, s7, v24
	v_and_b32_e32 v35, s8, v33
	v_and_b32_e32 v34, s9, v28
	v_bcnt_u32_b32 v35, v35, 0
	v_and_b32_e32 v18, vcc_lo, v18
	v_bcnt_u32_b32 v34, v34, v35
	v_and_b32_e32 v17, vcc_hi, v17
	v_and_b32_e32 v35, s6, v18
	v_add_u32_e32 v29, v34, v29
	v_and_b32_e32 v34, s7, v17
	v_and_b32_e32 v37, s8, v35
	v_and_b32_e32 v36, s9, v34
	v_bcnt_u32_b32 v37, v37, 0
	v_and_b32_e32 v27, s0, v27
	v_bcnt_u32_b32 v36, v36, v37
	v_and_b32_e32 v24, s1, v24
	v_and_b32_e32 v37, s8, v27
	v_add_u32_e32 v30, v36, v30
	v_and_b32_e32 v36, s9, v24
	v_bcnt_u32_b32 v37, v37, 0
	v_and_b32_e32 v18, s0, v18
	v_bcnt_u32_b32 v36, v36, v37
	v_and_b32_e32 v17, s1, v17
	v_and_b32_e32 v37, s8, v18
	v_and_b32_e32 v18, s2, v18
	v_add_u32_e32 v31, v36, v31
	v_and_b32_e32 v36, s9, v17
	v_and_b32_e32 v17, s3, v17
	v_bcnt_u32_b32 v18, v18, 0
	v_bcnt_u32_b32 v17, v17, v18
	v_and_b32_e32 v33, s2, v33
	v_add_u32_e32 v16, v17, v16
	s_waitcnt vmcnt(5)
	v_and_b32_e32 v17, 1, v19
	v_and_b32_e32 v28, s3, v28
	v_bcnt_u32_b32 v33, v33, 0
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_bfe_u32 v17, v19, 1, 1
	v_bcnt_u32_b32 v28, v28, v33
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	v_bfe_u32 v17, v19, 2, 1
	v_add_u32_e32 v25, v28, v25
	v_and_b32_e32 v28, s3, v34
	v_and_b32_e32 v33, s2, v35
	v_and_b32_e32 v24, s3, v24
	v_and_b32_e32 v27, s2, v27
	v_cmp_ne_u32_e64 s[2:3], 0, v17
	v_bfe_u32 v17, v19, 3, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v17
	v_bfe_u32 v17, v19, 4, 1
	v_cmp_ne_u32_e64 s[8:9], 0, v17
	v_bfe_u32 v17, v19, 5, 1
	v_bcnt_u32_b32 v27, v27, 0
	v_cmp_ne_u32_e64 s[10:11], 0, v17
	v_bfe_u32 v17, v19, 6, 1
	v_bcnt_u32_b32 v24, v24, v27
	v_cmp_ne_u32_e64 s[12:13], 0, v17
	v_bfe_u32 v17, v19, 7, 1
	v_add_u32_e32 v23, v24, v23
	v_cmp_ne_u32_e64 s[14:15], 0, v17
	v_bfe_u32 v17, v19, 8, 1
	v_xor_b32_e32 v18, s6, v9
	v_xor_b32_e32 v24, s8, v8
	v_cmp_ne_u32_e64 s[16:17], 0, v17
	v_xor_b32_e32 v17, s7, v13
	v_xor_b32_e32 v19, s9, v12
	v_and_b32_e32 v18, v24, v18
	v_xor_b32_e32 v24, s10, v6
	v_and_b32_e32 v17, v19, v17
	v_xor_b32_e32 v19, s11, v11
	v_and_b32_e32 v18, v18, v24
	v_xor_b32_e32 v24, s12, v4
	v_and_b32_e32 v17, v17, v19
	v_xor_b32_e32 v19, s13, v10
	v_and_b32_e32 v18, v18, v24
	v_xor_b32_e32 v24, s14, v3
	v_and_b32_e32 v17, v17, v19
	v_xor_b32_e32 v19, s15, v7
	v_and_b32_e32 v18, v18, v24
	v_xor_b32_e32 v24, s16, v2
	v_bcnt_u32_b32 v33, v33, 0
	v_and_b32_e32 v17, v17, v19
	v_xor_b32_e32 v19, s17, v5
	v_and_b32_e32 v18, v18, v24
	v_bcnt_u32_b32 v28, v28, v33
	v_and_b32_e32 v17, v17, v19
	v_bfi_b32 v24, vcc_lo, 0, v18
	s_not_b64 s[6:7], s[0:1]
	v_add_u32_e32 v26, v28, v26
	v_bfi_b32 v19, vcc_hi, 0, v17
	v_and_b32_e32 v28, s6, v24
	s_not_b64 s[8:9], s[2:3]
	v_and_b32_e32 v27, s7, v19
	v_and_b32_e32 v34, s8, v28
	v_and_b32_e32 v18, vcc_lo, v18
	v_bcnt_u32_b32 v37, v37, 0
	v_and_b32_e32 v33, s9, v27
	v_bcnt_u32_b32 v34, v34, 0
	v_and_b32_e32 v17, vcc_hi, v17
	v_and_b32_e32 v35, s6, v18
	v_bcnt_u32_b32 v36, v36, v37
	v_bcnt_u32_b32 v33, v33, v34
	v_and_b32_e32 v34, s7, v17
	v_and_b32_e32 v37, s8, v35
	v_and_b32_e32 v24, s0, v24
	v_add_u32_e32 v32, v36, v32
	v_and_b32_e32 v36, s9, v34
	v_bcnt_u32_b32 v37, v37, 0
	v_and_b32_e32 v19, s1, v19
	v_and_b32_e32 v38, s8, v24
	v_and_b32_e32 v18, s0, v18
	v_bcnt_u32_b32 v36, v36, v37
	v_and_b32_e32 v37, s9, v19
	v_bcnt_u32_b32 v38, v38, 0
	v_and_b32_e32 v17, s1, v17
	v_and_b32_e32 v39, s8, v18
	v_and_b32_e32 v18, s2, v18
	v_bcnt_u32_b32 v37, v37, v38
	v_and_b32_e32 v38, s9, v17
	v_and_b32_e32 v17, s3, v17
	v_bcnt_u32_b32 v18, v18, 0
	v_bcnt_u32_b32 v17, v17, v18
	s_waitcnt vmcnt(4)
	v_and_b32_e32 v18, 1, v20
	v_and_b32_e32 v28, s2, v28
	v_cmp_ne_u32_e32 vcc, 0, v18
	v_bfe_u32 v18, v20, 1, 1
	v_and_b32_e32 v27, s3, v27
	v_bcnt_u32_b32 v28, v28, 0
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	v_bfe_u32 v18, v20, 2, 1
	v_bcnt_u32_b32 v27, v27, v28
	v_and_b32_e32 v28, s3, v34
	v_and_b32_e32 v34, s2, v35
	v_and_b32_e32 v19, s3, v19
	v_and_b32_e32 v24, s2, v24
	v_cmp_ne_u32_e64 s[2:3], 0, v18
	v_bfe_u32 v18, v20, 3, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v18
	v_bfe_u32 v18, v20, 4, 1
	v_cmp_ne_u32_e64 s[8:9], 0, v18
	v_bfe_u32 v18, v20, 5, 1
	v_cmp_ne_u32_e64 s[10:11], 0, v18
	v_bfe_u32 v18, v20, 6, 1
	v_bcnt_u32_b32 v34, v34, 0
	v_cmp_ne_u32_e64 s[12:13], 0, v18
	v_bfe_u32 v18, v20, 7, 1
	v_bcnt_u32_b32 v28, v28, v34
	v_bcnt_u32_b32 v24, v24, 0
	v_cmp_ne_u32_e64 s[14:15], 0, v18
	v_bfe_u32 v18, v20, 8, 1
	v_xor_b32_e32 v20, s6, v9
	v_xor_b32_e32 v34, s8, v8
	v_bcnt_u32_b32 v19, v19, v24
	v_cmp_ne_u32_e64 s[16:17], 0, v18
	v_xor_b32_e32 v18, s7, v13
	v_xor_b32_e32 v24, s9, v12
	v_and_b32_e32 v20, v34, v20
	v_xor_b32_e32 v34, s10, v6
	v_and_b32_e32 v18, v24, v18
	v_xor_b32_e32 v24, s11, v11
	v_and_b32_e32 v20, v20, v34
	v_xor_b32_e32 v34, s12, v4
	v_and_b32_e32 v18, v18, v24
	v_xor_b32_e32 v24, s13, v10
	v_and_b32_e32 v20, v20, v34
	v_xor_b32_e32 v34, s14, v3
	v_and_b32_e32 v18, v18, v24
	v_xor_b32_e32 v24, s15, v7
	v_and_b32_e32 v20, v20, v34
	v_xor_b32_e32 v34, s16, v2
	v_and_b32_e32 v18, v18, v24
	v_xor_b32_e32 v24, s17, v5
	v_and_b32_e32 v20, v20, v34
	v_bcnt_u32_b32 v39, v39, 0
	v_and_b32_e32 v18, v18, v24
	v_bfi_b32 v34, vcc_lo, 0, v20
	s_not_b64 s[6:7], s[0:1]
	v_bcnt_u32_b32 v38, v38, v39
	v_bfi_b32 v24, vcc_hi, 0, v18
	v_and_b32_e32 v39, s6, v34
	s_not_b64 s[8:9], s[2:3]
	v_and_b32_e32 v35, s7, v24
	v_and_b32_e32 v41, s8, v39
	v_and_b32_e32 v40, s9, v35
	v_bcnt_u32_b32 v41, v41, 0
	v_bcnt_u32_b32 v40, v40, v41
	v_and_b32_e32 v20, vcc_lo, v20
	v_add3_u32 v29, v29, v33, v40
	v_and_b32_e32 v18, vcc_hi, v18
	v_and_b32_e32 v40, s6, v20
	v_and_b32_e32 v33, s7, v18
	v_and_b32_e32 v42, s8, v40
	v_and_b32_e32 v41, s9, v33
	v_bcnt_u32_b32 v42, v42, 0
	v_bcnt_u32_b32 v41, v41, v42
	v_and_b32_e32 v34, s0, v34
	v_add3_u32 v30, v30, v36, v41
	v_and_b32_e32 v24, s1, v24
	v_and_b32_e32 v41, s8, v34
	v_and_b32_e32 v36, s9, v24
	v_bcnt_u32_b32 v41, v41, 0
	v_bcnt_u32_b32 v36, v36, v41
	v_and_b32_e32 v20, s0, v20
	v_add3_u32 v31, v31, v37, v36
	v_and_b32_e32 v18, s1, v18
	v_and_b32_e32 v37, s8, v20
	v_and_b32_e32 v36, s9, v18
	v_bcnt_u32_b32 v37, v37, 0
	v_bcnt_u32_b32 v36, v36, v37
	v_add3_u32 v32, v32, v38, v36
	v_and_b32_e32 v36, s2, v39
	v_and_b32_e32 v20, s2, v20
	v_and_b32_e32 v35, s3, v35
	v_bcnt_u32_b32 v36, v36, 0
	v_and_b32_e32 v18, s3, v18
	v_bcnt_u32_b32 v20, v20, 0
	v_bcnt_u32_b32 v35, v35, v36
	v_bcnt_u32_b32 v18, v18, v20
	v_add3_u32 v25, v25, v27, v35
	v_and_b32_e32 v27, s3, v33
	v_and_b32_e32 v33, s2, v40
	v_add3_u32 v16, v16, v17, v18
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v17, 1, v21
	v_bcnt_u32_b32 v33, v33, 0
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_bfe_u32 v17, v21, 1, 1
	v_bcnt_u32_b32 v27, v27, v33
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	v_bfe_u32 v17, v21, 2, 1
	v_add3_u32 v26, v26, v28, v27
	v_and_b32_e32 v24, s3, v24
	v_and_b32_e32 v27, s2, v34
	v_cmp_ne_u32_e64 s[2:3], 0, v17
	v_bfe_u32 v17, v21, 3, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v17
	v_bfe_u32 v17, v21, 4, 1
	v_cmp_ne_u32_e64 s[8:9], 0, v17
	v_bfe_u32 v17, v21, 5, 1
	v_cmp_ne_u32_e64 s[10:11], 0, v17
	v_bfe_u32 v17, v21, 6, 1
	v_cmp_ne_u32_e64 s[12:13], 0, v17
	v_bfe_u32 v17, v21, 7, 1
	v_cmp_ne_u32_e64 s[14:15], 0, v17
	v_bfe_u32 v17, v21, 8, 1
	v_xor_b32_e32 v18, s6, v9
	v_xor_b32_e32 v21, s8, v8
	v_cmp_ne_u32_e64 s[16:17], 0, v17
	v_xor_b32_e32 v17, s7, v13
	v_xor_b32_e32 v20, s9, v12
	v_and_b32_e32 v18, v21, v18
	v_xor_b32_e32 v21, s10, v6
	v_and_b32_e32 v17, v20, v17
	v_xor_b32_e32 v20, s11, v11
	v_and_b32_e32 v18, v18, v21
	v_xor_b32_e32 v21, s12, v4
	v_and_b32_e32 v17, v17, v20
	v_xor_b32_e32 v20, s13, v10
	v_and_b32_e32 v18, v18, v21
	v_xor_b32_e32 v21, s14, v3
	v_and_b32_e32 v17, v17, v20
	v_xor_b32_e32 v20, s15, v7
	v_and_b32_e32 v18, v18, v21
	v_xor_b32_e32 v21, s16, v2
	v_bcnt_u32_b32 v27, v27, 0
	v_and_b32_e32 v17, v17, v20
	v_xor_b32_e32 v20, s17, v5
	v_and_b32_e32 v18, v18, v21
	v_bcnt_u32_b32 v24, v24, v27
	v_and_b32_e32 v17, v17, v20
	v_bfi_b32 v21, vcc_lo, 0, v18
	s_not_b64 s[6:7], s[0:1]
	v_add3_u32 v19, v23, v19, v24
	v_bfi_b32 v20, vcc_hi, 0, v17
	v_and_b32_e32 v24, s6, v21
	s_not_b64 s[8:9], s[2:3]
	v_and_b32_e32 v23, s7, v20
	v_and_b32_e32 v28, s8, v24
	v_and_b32_e32 v18, vcc_lo, v18
	v_and_b32_e32 v27, s9, v23
	v_bcnt_u32_b32 v28, v28, 0
	v_and_b32_e32 v17, vcc_hi, v17
	v_and_b32_e32 v33, s6, v18
	v_bcnt_u32_b32 v27, v27, v28
	v_and_b32_e32 v28, s7, v17
	v_and_b32_e32 v35, s8, v33
	v_and_b32_e32 v21, s0, v21
	v_and_b32_e32 v34, s9, v28
	v_bcnt_u32_b32 v35, v35, 0
	v_and_b32_e32 v20, s1, v20
	v_and_b32_e32 v36, s8, v21
	v_and_b32_e32 v18, s0, v18
	v_bcnt_u32_b32 v34, v34, v35
	v_and_b32_e32 v35, s9, v20
	v_bcnt_u32_b32 v36, v36, 0
	v_and_b32_e32 v17, s1, v17
	v_and_b32_e32 v37, s8, v18
	v_and_b32_e32 v18, s2, v18
	v_bcnt_u32_b32 v35, v35, v36
	v_and_b32_e32 v36, s9, v17
	v_and_b32_e32 v17, s3, v17
	v_bcnt_u32_b32 v18, v18, 0
	v_bcnt_u32_b32 v17, v17, v18
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v18, 1, v22
	v_and_b32_e32 v24, s2, v24
	v_cmp_ne_u32_e32 vcc, 0, v18
	v_bfe_u32 v18, v22, 1, 1
	v_and_b32_e32 v23, s3, v23
	v_bcnt_u32_b32 v24, v24, 0
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	v_bfe_u32 v18, v22, 2, 1
	v_bcnt_u32_b32 v23, v23, v24
	v_and_b32_e32 v24, s3, v28
	v_and_b32_e32 v28, s2, v33
	v_and_b32_e32 v20, s3, v20
	v_and_b32_e32 v21, s2, v21
	v_cmp_ne_u32_e64 s[2:3], 0, v18
	v_bfe_u32 v18, v22, 3, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v18
	v_bfe_u32 v18, v22, 4, 1
	v_cmp_ne_u32_e64 s[8:9], 0, v18
	v_bfe_u32 v18, v22, 5, 1
	v_cmp_ne_u32_e64 s[10:11], 0, v18
	v_bfe_u32 v18, v22, 6, 1
	v_bcnt_u32_b32 v28, v28, 0
	v_bcnt_u32_b32 v21, v21, 0
	v_cmp_ne_u32_e64 s[12:13], 0, v18
	v_bfe_u32 v18, v22, 7, 1
	v_bcnt_u32_b32 v24, v24, v28
	v_bcnt_u32_b32 v20, v20, v21
	v_cmp_ne_u32_e64 s[14:15], 0, v18
	v_bfe_u32 v18, v22, 8, 1
	v_xor_b32_e32 v21, s6, v9
	v_xor_b32_e32 v28, s8, v8
	v_cmp_ne_u32_e64 s[16:17], 0, v18
	v_xor_b32_e32 v18, s7, v13
	v_xor_b32_e32 v22, s9, v12
	v_and_b32_e32 v21, v28, v21
	v_xor_b32_e32 v28, s10, v6
	v_and_b32_e32 v18, v22, v18
	v_xor_b32_e32 v22, s11, v11
	v_and_b32_e32 v21, v21, v28
	v_xor_b32_e32 v28, s12, v4
	v_and_b32_e32 v18, v18, v22
	v_xor_b32_e32 v22, s13, v10
	v_and_b32_e32 v21, v21, v28
	v_xor_b32_e32 v28, s14, v3
	v_and_b32_e32 v18, v18, v22
	v_xor_b32_e32 v22, s15, v7
	v_and_b32_e32 v21, v21, v28
	v_xor_b32_e32 v28, s16, v2
	v_and_b32_e32 v18, v18, v22
	v_xor_b32_e32 v22, s17, v5
	v_and_b32_e32 v21, v21, v28
	v_bcnt_u32_b32 v37, v37, 0
	v_and_b32_e32 v18, v18, v22
	v_bfi_b32 v28, vcc_lo, 0, v21
	s_not_b64 s[6:7], s[0:1]
	v_bcnt_u32_b32 v36, v36, v37
	v_bfi_b32 v22, vcc_hi, 0, v18
	v_and_b32_e32 v37, s6, v28
	s_not_b64 s[8:9], s[2:3]
	v_and_b32_e32 v33, s7, v22
	v_and_b32_e32 v39, s8, v37
	v_and_b32_e32 v38, s9, v33
	v_bcnt_u32_b32 v39, v39, 0
	v_bcnt_u32_b32 v38, v38, v39
	v_and_b32_e32 v21, vcc_lo, v21
	v_add3_u32 v27, v29, v27, v38
	v_and_b32_e32 v18, vcc_hi, v18
	v_and_b32_e32 v38, s6, v21
	v_and_b32_e32 v29, s7, v18
	v_and_b32_e32 v40, s8, v38
	v_and_b32_e32 v39, s9, v29
	v_bcnt_u32_b32 v40, v40, 0
	v_bcnt_u32_b32 v39, v39, v40
	v_and_b32_e32 v28, s0, v28
	v_add3_u32 v30, v30, v34, v39
	v_and_b32_e32 v22, s1, v22
	v_and_b32_e32 v39, s8, v28
	v_and_b32_e32 v34, s9, v22
	v_bcnt_u32_b32 v39, v39, 0
	v_bcnt_u32_b32 v34, v34, v39
	v_and_b32_e32 v21, s0, v21
	v_add3_u32 v31, v31, v35, v34
	v_and_b32_e32 v18, s1, v18
	v_and_b32_e32 v35, s8, v21
	v_and_b32_e32 v34, s9, v18
	v_bcnt_u32_b32 v35, v35, 0
	v_bcnt_u32_b32 v34, v34, v35
	v_add3_u32 v32, v32, v36, v34
	v_and_b32_e32 v34, s2, v37
	v_and_b32_e32 v33, s3, v33
	v_bcnt_u32_b32 v34, v34, 0
	v_bcnt_u32_b32 v33, v33, v34
	v_add3_u32 v23, v25, v23, v33
	v_and_b32_e32 v25, s3, v29
	v_and_b32_e32 v29, s2, v38
	v_bcnt_u32_b32 v29, v29, 0
	v_bcnt_u32_b32 v25, v25, v29
	v_add3_u32 v24, v26, v24, v25
	v_and_b32_e32 v25, s2, v28
	v_and_b32_e32 v22, s3, v22
	v_bcnt_u32_b32 v25, v25, 0
	v_bcnt_u32_b32 v22, v22, v25
	v_add3_u32 v19, v19, v20, v22
	v_and_b32_e32 v20, s2, v21
	v_and_b32_e32 v18, s3, v18
	v_bcnt_u32_b32 v20, v20, 0
	v_bcnt_u32_b32 v18, v18, v20
	v_add3_u32 v16, v16, v17, v18
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v17, 1, v15
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_bfe_u32 v17, v15, 1, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	v_bfe_u32 v17, v15, 2, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v17
	v_bfe_u32 v17, v15, 3, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v17
	v_bfe_u32 v17, v15, 4, 1
	v_cmp_ne_u32_e64 s[8:9], 0, v17
	v_bfe_u32 v17, v15, 5, 1
	v_cmp_ne_u32_e64 s[10:11], 0, v17
	v_bfe_u32 v17, v15, 6, 1
	v_cmp_ne_u32_e64 s[12:13], 0, v17
	v_bfe_u32 v17, v15, 7, 1
	v_cmp_ne_u32_e64 s[14:15], 0, v17
	v_bfe_u32 v15, v15, 8, 1
	v_xor_b32_e32 v17, s6, v9
	v_xor_b32_e32 v20, s8, v8
	v_cmp_ne_u32_e64 s[16:17], 0, v15
	v_xor_b32_e32 v15, s7, v13
	v_xor_b32_e32 v18, s9, v12
	v_and_b32_e32 v17, v20, v17
	v_xor_b32_e32 v20, s10, v6
	v_and_b32_e32 v15, v18, v15
	v_xor_b32_e32 v18, s11, v11
	v_and_b32_e32 v17, v17, v20
	v_xor_b32_e32 v20, s12, v4
	v_and_b32_e32 v15, v15, v18
	v_xor_b32_e32 v18, s13, v10
	v_and_b32_e32 v17, v17, v20
	v_xor_b32_e32 v20, s14, v3
	v_and_b32_e32 v15, v15, v18
	v_xor_b32_e32 v18, s15, v7
	v_and_b32_e32 v17, v17, v20
	v_xor_b32_e32 v20, s16, v2
	v_and_b32_e32 v15, v15, v18
	v_xor_b32_e32 v18, s17, v5
	v_and_b32_e32 v17, v17, v20
	v_and_b32_e32 v15, v15, v18
	v_bfi_b32 v20, vcc_lo, 0, v17
	s_not_b64 s[6:7], s[0:1]
	v_bfi_b32 v18, vcc_hi, 0, v15
	v_and_b32_e32 v22, s6, v20
	s_not_b64 s[8:9], s[2:3]
	v_and_b32_e32 v21, s7, v18
	v_and_b32_e32 v26, s8, v22
	v_and_b32_e32 v17, vcc_lo, v17
	v_and_b32_e32 v25, s9, v21
	v_bcnt_u32_b32 v26, v26, 0
	v_and_b32_e32 v15, vcc_hi, v15
	v_and_b32_e32 v28, s6, v17
	v_bcnt_u32_b32 v25, v25, v26
	v_and_b32_e32 v26, s7, v15
	v_and_b32_e32 v33, s8, v28
	v_and_b32_e32 v20, s0, v20
	v_and_b32_e32 v29, s9, v26
	v_bcnt_u32_b32 v33, v33, 0
	v_and_b32_e32 v18, s1, v18
	v_and_b32_e32 v34, s8, v20
	v_and_b32_e32 v17, s0, v17
	v_bcnt_u32_b32 v29, v29, v33
	v_and_b32_e32 v33, s9, v18
	v_bcnt_u32_b32 v34, v34, 0
	v_and_b32_e32 v15, s1, v15
	v_and_b32_e32 v35, s8, v17
	v_and_b32_e32 v17, s2, v17
	v_bcnt_u32_b32 v33, v33, v34
	v_and_b32_e32 v34, s9, v15
	v_and_b32_e32 v15, s3, v15
	v_bcnt_u32_b32 v17, v17, 0
	v_bcnt_u32_b32 v15, v15, v17
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v17, 1, v14
	v_and_b32_e32 v22, s2, v22
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_bfe_u32 v17, v14, 1, 1
	v_and_b32_e32 v21, s3, v21
	v_bcnt_u32_b32 v22, v22, 0
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	v_bfe_u32 v17, v14, 2, 1
	v_bcnt_u32_b32 v21, v21, v22
	v_and_b32_e32 v22, s3, v26
	v_and_b32_e32 v26, s2, v28
	v_and_b32_e32 v18, s3, v18
	v_and_b32_e32 v20, s2, v20
	v_cmp_ne_u32_e64 s[2:3], 0, v17
	v_bfe_u32 v17, v14, 3, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v17
	v_bfe_u32 v17, v14, 4, 1
	v_cmp_ne_u32_e64 s[8:9], 0, v17
	v_bfe_u32 v17, v14, 5, 1
	v_cmp_ne_u32_e64 s[10:11], 0, v17
	v_bfe_u32 v17, v14, 6, 1
	v_xor_b32_e32 v9, s6, v9
	v_xor_b32_e32 v8, s8, v8
	v_cmp_ne_u32_e64 s[12:13], 0, v17
	v_bfe_u32 v17, v14, 7, 1
	v_xor_b32_e32 v13, s7, v13
	v_xor_b32_e32 v12, s9, v12
	v_and_b32_e32 v8, v8, v9
	v_xor_b32_e32 v6, s10, v6
	v_cmp_ne_u32_e64 s[14:15], 0, v17
	v_bfe_u32 v14, v14, 8, 1
	v_and_b32_e32 v12, v12, v13
	v_xor_b32_e32 v9, s11, v11
	v_and_b32_e32 v6, v8, v6
	v_xor_b32_e32 v4, s12, v4
	v_cmp_ne_u32_e64 s[16:17], 0, v14
	v_and_b32_e32 v9, v12, v9
	v_xor_b32_e32 v8, s13, v10
	v_and_b32_e32 v4, v6, v4
	v_xor_b32_e32 v3, s14, v3
	v_and_b32_e32 v8, v9, v8
	v_xor_b32_e32 v6, s15, v7
	v_and_b32_e32 v3, v4, v3
	v_xor_b32_e32 v2, s16, v2
	v_and_b32_e32 v6, v8, v6
	v_xor_b32_e32 v4, s17, v5
	v_and_b32_e32 v2, v3, v2
	v_and_b32_e32 v4, v6, v4
	v_bfi_b32 v5, vcc_lo, 0, v2
	s_not_b64 s[6:7], s[0:1]
	v_bfi_b32 v3, vcc_hi, 0, v4
	v_and_b32_e32 v7, s6, v5
	s_not_b64 s[8:9], s[2:3]
	v_and_b32_e32 v6, s7, v3
	v_and_b32_e32 v9, s8, v7
	v_and_b32_e32 v2, vcc_lo, v2
	v_and_b32_e32 v8, s9, v6
	v_bcnt_u32_b32 v9, v9, 0
	v_and_b32_e32 v4, vcc_hi, v4
	v_and_b32_e32 v10, s6, v2
	v_bcnt_u32_b32 v8, v8, v9
	v_and_b32_e32 v9, s7, v4
	v_and_b32_e32 v12, s8, v10
	v_and_b32_e32 v5, s0, v5
	v_and_b32_e32 v11, s9, v9
	v_bcnt_u32_b32 v12, v12, 0
	v_and_b32_e32 v3, s1, v3
	v_and_b32_e32 v13, s8, v5
	v_and_b32_e32 v2, s0, v2
	v_bcnt_u32_b32 v11, v11, v12
	v_and_b32_e32 v12, s9, v3
	v_bcnt_u32_b32 v13, v13, 0
	v_and_b32_e32 v4, s1, v4
	v_and_b32_e32 v14, s8, v2
	v_and_b32_e32 v7, s2, v7
	v_and_b32_e32 v2, s2, v2
	v_bcnt_u32_b32 v12, v12, v13
	v_and_b32_e32 v13, s9, v4
	v_and_b32_e32 v6, s3, v6
	v_bcnt_u32_b32 v7, v7, 0
	v_and_b32_e32 v4, s3, v4
	v_bcnt_u32_b32 v2, v2, 0
	v_bcnt_u32_b32 v6, v6, v7
	v_and_b32_e32 v7, s3, v9
	v_and_b32_e32 v9, s2, v10
	v_and_b32_e32 v5, s2, v5
	v_bcnt_u32_b32 v2, v4, v2
	v_lshl_add_u32 v4, v0, 2, 0
	v_lshlrev_b32_e32 v0, 5, v0
	v_bcnt_u32_b32 v35, v35, 0
	v_bcnt_u32_b32 v26, v26, 0
	v_bcnt_u32_b32 v20, v20, 0
	v_bcnt_u32_b32 v14, v14, 0
	v_bcnt_u32_b32 v9, v9, 0
	v_and_b32_e32 v3, s3, v3
	v_bcnt_u32_b32 v5, v5, 0
	v_and_b32_e32 v0, 0x7e0, v0
	v_bcnt_u32_b32 v34, v34, v35
	v_bcnt_u32_b32 v22, v22, v26
	v_bcnt_u32_b32 v18, v18, v20
	v_add3_u32 v8, v27, v25, v8
	v_bcnt_u32_b32 v13, v13, v14
	v_bcnt_u32_b32 v7, v7, v9
	v_bcnt_u32_b32 v3, v3, v5
	v_mov_b32_e32 v5, 0
	v_add_u32_e32 v0, 0, v0
	v_add3_u32 v11, v30, v29, v11
	v_add3_u32 v12, v31, v33, v12
	v_add3_u32 v13, v32, v34, v13
	v_add3_u32 v6, v23, v21, v6
	v_add3_u32 v7, v24, v22, v7
	v_add3_u32 v3, v19, v18, v3
	v_add3_u32 v2, v16, v15, v2
	ds_write2st64_b32 v4, v5, v5 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_add_u32 v0, v8
	ds_add_u32 v0, v11 offset:4
	ds_add_u32 v0, v12 offset:8
	ds_add_u32 v0, v13 offset:12
	ds_add_u32 v0, v6 offset:16
	ds_add_u32 v0, v7 offset:20
	ds_add_u32 v0, v3 offset:24
	ds_add_u32 v0, v2 offset:28
	v_add_u32_e32 v0, 0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[2:3], v0 offset1:4
	.loc	1 88 5                          ; triton_heldout_src.py:88:5
	s_mov_b32 s6, s18
	s_mov_b32 s7, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	buffer_atomic_add v2, v1, s[4:7], 0 offen
	buffer_atomic_add v3, v1, s[4:7], 0 offen offset:1024
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	s_barrier
	.loc	1 86 1 is_stmt 1                ; triton_heldout_src.py:86:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	hist512, .Lfunc_end0-hist512
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hist512
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 20
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
	.set .Lhist512.num_vgpr, 43
	.set .Lhist512.num_agpr, 0
	.set .Lhist512.numbered_sgpr, 20
	.set .Lhist512.num_named_barrier, 0
	.set .Lhist512.private_seg_size, 0
	.set .Lhist512.uses_vcc, 1
	.set .Lhist512.uses_flat_scratch, 0
	.set .Lhist512.has_dyn_sized_stack, 0
	.set .Lhist512.has_recursion, 0
	.set .Lhist512.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4784
; TotalNumSgprs: 26
; NumVgprs: 43
; NumAgprs: 0
; TotalNumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 43
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
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
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_heldout_src.py"         ; string offset=7 ; triton_heldout_src.py
.Linfo_string2:
	.asciz	"SRC"       ; string offset=29 ; SRC
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
    .name:           hist512
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         hist512.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     43
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
