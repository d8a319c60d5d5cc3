	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_pipelined                  ; -- Begin function gemm_pipelined
	.p2align	8
	.type	gemm_pipelined,@function
gemm_pipelined:                         ; @gemm_pipelined
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.6:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 53 0 prologue_end             ; triton_heldout_src.py:53:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.7:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 62 35 is_stmt 1               ; triton_heldout_src.py:62:35
	v_readfirstlane_b32 s0, v0
	.loc	1 55 10                         ; triton_heldout_src.py:55:10
	s_lshl_b32 s8, s16, 7
	.loc	1 55 34 is_stmt 0               ; triton_heldout_src.py:55:34
	s_and_b32 s33, s0, 0x80
	s_and_b32 s45, s0, 64
	.loc	1 56 10 is_stmt 1               ; triton_heldout_src.py:56:10
	s_lshl_b32 s1, s17, 7
	s_mov_b32 s48, s9
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	v_and_b32_e32 v35, 31, v0
	v_and_b32_e32 v33, 32, v0
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	v_and_b32_e32 v3, 63, v0
	v_writelane_b32 v255, s6, 0
	s_mov_b32 s46, s45
	v_and_b32_e32 v8, 15, v0
	v_writelane_b32 v255, s7, 1
	.loc	1 64 14                         ; triton_heldout_src.py:64:14
	s_lshl_b32 s6, s48, 6
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	v_writelane_b32 v255, s6, 2
	v_lshlrev_b32_e32 v9, 3, v8
	v_bfe_i32 v0, v0, 4, 1
	v_writelane_b32 v255, s7, 3
	v_writelane_b32 v255, s1, 4
	s_lshr_b32 s1, s33, 5
	s_or_b32 s6, s1, 59
	s_mul_i32 s6, s6, s48
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 5
	.loc	1 65 5 is_stmt 1                ; triton_heldout_src.py:65:5
	s_and_b32 s47, s0, 0xc0
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	v_or_b32_e32 v6, s47, v3
	v_writelane_b32 v255, s7, 6
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 58
	s_mul_i32 s6, s6, s48
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 7
	.loc	1 55 34 is_stmt 1               ; triton_heldout_src.py:55:34
	v_and_b32_e32 v1, 0x7f, v6
	v_lshrrev_b32_e32 v7, 1, v6
	v_writelane_b32 v255, s7, 8
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 57
	s_mul_i32 s6, s6, s48
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 9
	v_and_b32_e32 v7, 56, v7
	v_and_b32_e32 v0, 0x808, v0
	v_writelane_b32 v255, s7, 10
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 56
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 11
	v_accvgpr_write_b32 a17, v35
	v_accvgpr_write_b32 a18, v33
	v_writelane_b32 v255, s7, 12
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 51
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 13
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v14, v2
	v_writelane_b32 v255, s7, 14
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 50
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 15
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v16, v2
	v_writelane_b32 v255, s7, 16
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 49
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 17
	v_mov_b32_e32 v17, v2
	v_mov_b32_e32 v18, v2
	v_writelane_b32 v255, s7, 18
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 48
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 19
	v_mov_b32_e32 v19, v2
	v_mov_b32_e32 v20, v2
	v_writelane_b32 v255, s7, 20
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 43
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 21
	v_mov_b32_e32 v21, v2
	v_mov_b32_e32 v22, v2
	v_writelane_b32 v255, s7, 22
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 42
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 23
	v_mov_b32_e32 v23, v2
	v_mov_b32_e32 v24, v2
	v_writelane_b32 v255, s7, 24
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 41
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 25
	v_mov_b32_e32 v25, v2
	v_mov_b32_e32 v26, v2
	v_writelane_b32 v255, s7, 26
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 40
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 27
	v_mov_b32_e32 v27, v2
	v_mov_b32_e32 v28, v2
	v_writelane_b32 v255, s7, 28
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 35
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 29
	v_mov_b32_e32 v29, v2
	v_mov_b32_e32 v30, v2
	v_writelane_b32 v255, s7, 30
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 34
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 31
	v_mov_b32_e32 v31, v2
	v_mov_b32_e32 v32, v2
	v_writelane_b32 v255, s7, 32
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 33
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 33
	v_mov_b32_e32 v34, v2
	v_mov_b32_e32 v36, v2
	v_writelane_b32 v255, s7, 34
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 32
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 35
	v_mov_b32_e32 v37, v2
	v_mov_b32_e32 v38, v2
	v_writelane_b32 v255, s7, 36
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 27
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 37
	v_mov_b32_e32 v39, v2
	v_mov_b32_e32 v40, v2
	v_writelane_b32 v255, s7, 38
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 26
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_writelane_b32 v255, s6, 39
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v2
	v_writelane_b32 v255, s7, 40
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 25
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s54, s4, s6
	s_addc_u32 s55, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 24
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s60, s4, s6
	s_addc_u32 s61, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 19
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s64, s4, s6
	s_addc_u32 s65, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 18
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s68, s4, s6
	s_addc_u32 s69, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 17
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s50, s4, s6
	s_addc_u32 s51, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 16
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s56, s4, s6
	s_addc_u32 s57, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 11
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s52, s4, s6
	s_addc_u32 s53, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 10
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s58, s4, s6
	s_addc_u32 s59, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 9
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s62, s4, s6
	s_addc_u32 s63, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 8
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s66, s4, s6
	s_addc_u32 s67, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 3
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s70, s4, s6
	s_addc_u32 s71, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 2
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s72, s4, s6
	s_addc_u32 s73, s5, s7
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s6, s1, 1
	s_mul_i32 s6, s6, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s74, s4, s6
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_mul_i32 s6, s1, s48
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_addc_u32 s75, s5, s7
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s42, s4, s6
	s_addc_u32 s43, s5, s7
	.loc	1 55 34 is_stmt 1               ; triton_heldout_src.py:55:34
	s_bfe_u32 s11, s0, 0x20006
	.loc	1 55 10 is_stmt 0               ; triton_heldout_src.py:55:10
	s_or_b32 s11, s11, s8
	s_or_b32 s0, s11, 0x7c
	.loc	1 58 17 is_stmt 1               ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s76, s2, s0
	s_addc_u32 s77, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x78
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s78, s2, s0
	s_addc_u32 s79, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x74
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s80, s2, s0
	s_addc_u32 s81, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x70
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s82, s2, s0
	s_addc_u32 s83, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x6c
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s84, s2, s0
	s_addc_u32 s85, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x68
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s86, s2, s0
	s_addc_u32 s87, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x64
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s88, s2, s0
	s_addc_u32 s89, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x60
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s90, s2, s0
	s_addc_u32 s91, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x5c
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s92, s2, s0
	s_addc_u32 s93, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x58
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s94, s2, s0
	s_addc_u32 s95, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x54
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s96, s2, s0
	s_addc_u32 s97, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x50
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s98, s2, s0
	s_addc_u32 s99, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x4c
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 vcc_lo, s2, s0
	s_addc_u32 vcc_hi, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x48
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s40, s2, s0
	s_addc_u32 s41, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 0x44
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s38, s2, s0
	s_addc_u32 s39, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 64
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s36, s2, s0
	s_addc_u32 s37, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 60
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s34, s2, s0
	s_addc_u32 s35, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 56
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s30, s2, s0
	s_addc_u32 s31, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 52
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s28, s2, s0
	s_addc_u32 s29, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 48
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s26, s2, s0
	s_addc_u32 s27, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 44
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s24, s2, s0
	s_addc_u32 s25, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 40
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s22, s2, s0
	s_addc_u32 s23, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 36
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s20, s2, s0
	s_addc_u32 s21, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 32
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s18, s2, s0
	s_addc_u32 s19, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 28
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s16, s2, s0
	s_addc_u32 s17, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 24
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s14, s2, s0
	s_addc_u32 s15, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 20
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s12, s2, s0
	s_addc_u32 s13, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 16
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	v_writelane_b32 v255, s8, 41
	s_add_u32 s8, s2, s0
	s_addc_u32 s9, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 12
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s6, s2, s0
	s_addc_u32 s7, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 8
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s4, s2, s0
	s_addc_u32 s5, s3, s1
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s0, s11, 4
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s0, s0, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s44, s11, s10
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 1
	.loc	1 56 10 is_stmt 1               ; triton_heldout_src.py:56:10
	v_readlane_b32 s11, v255, 4
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	s_add_u32 s2, s2, s44
	s_addc_u32 s3, s3, s45
	.loc	1 56 10                         ; triton_heldout_src.py:56:10
	v_or_b32_e32 v4, s11, v1
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_readlane_b32 s44, v255, 5
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_readlane_b32 s45, v255, 6
	s_lshr_b32 s11, s33, 4
	v_xor_b32_e32 v7, s11, v7
	v_lshl_add_u64 v[66:67], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 7
	v_readlane_b32 s45, v255, 8
	s_lshr_b32 s11, s47, 3
	v_xor_b32_e32 v7, v7, v9
	v_lshl_add_u64 v[68:69], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 9
	v_readlane_b32 s45, v255, 10
	s_cmp_eq_u32 s46, 0
	v_lshl_or_b32 v7, v1, 7, v7
	v_lshl_add_u64 v[70:71], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 11
	v_readlane_b32 s45, v255, 12
	v_mul_u32_u24_e32 v1, 0x88, v8
	v_lshrrev_b32_e32 v8, 2, v33
	v_lshl_add_u64 v[72:73], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 13
	v_readlane_b32 s45, v255, 14
	v_lshl_add_u64 v[102:103], s[54:55], 0, v[4:5]
	v_lshl_add_u64 v[104:105], s[60:61], 0, v[4:5]
	v_lshl_add_u64 v[74:75], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 15
	v_readlane_b32 s45, v255, 16
	v_lshl_add_u64 v[106:107], s[64:65], 0, v[4:5]
	v_lshl_add_u64 v[108:109], s[68:69], 0, v[4:5]
	v_lshl_add_u64 v[76:77], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 17
	v_readlane_b32 s45, v255, 18
	v_lshl_add_u64 v[110:111], s[50:51], 0, v[4:5]
	v_lshl_add_u64 v[112:113], s[56:57], 0, v[4:5]
	v_lshl_add_u64 v[78:79], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 19
	v_readlane_b32 s45, v255, 20
	v_lshl_add_u64 v[114:115], s[58:59], 0, v[4:5]
	v_lshl_add_u64 v[116:117], s[62:63], 0, v[4:5]
	v_lshl_add_u64 v[80:81], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 21
	v_readlane_b32 s45, v255, 22
	v_lshl_add_u64 v[118:119], s[66:67], 0, v[4:5]
	v_lshl_add_u64 v[120:121], s[70:71], 0, v[4:5]
	v_lshl_add_u64 v[82:83], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 23
	v_readlane_b32 s45, v255, 24
	v_lshl_add_u64 v[122:123], s[72:73], 0, v[4:5]
	v_lshl_add_u64 v[124:125], s[74:75], 0, v[4:5]
	v_lshl_add_u64 v[84:85], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 25
	v_readlane_b32 s45, v255, 26
	v_lshl_add_u64 v[126:127], s[42:43], 0, v[4:5]
	v_mov_b32_e32 v33, v2
	v_lshl_add_u64 v[86:87], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 27
	v_readlane_b32 s45, v255, 28
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v44, v2
	v_lshl_add_u64 v[88:89], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 29
	v_readlane_b32 s45, v255, 30
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v46, v2
	v_lshl_add_u64 v[90:91], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 31
	v_readlane_b32 s45, v255, 32
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v48, v2
	v_lshl_add_u64 v[92:93], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 33
	v_readlane_b32 s45, v255, 34
	v_mov_b32_e32 v49, v2
	v_mov_b32_e32 v50, v2
	v_lshl_add_u64 v[94:95], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 35
	v_readlane_b32 s45, v255, 36
	v_mov_b32_e32 v51, v2
	v_mov_b32_e32 v52, v2
	v_lshl_add_u64 v[96:97], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 37
	v_readlane_b32 s45, v255, 38
	v_mov_b32_e32 v53, v2
	v_mov_b32_e32 v54, v2
	v_lshl_add_u64 v[98:99], s[44:45], 0, v[4:5]
	v_readlane_b32 s44, v255, 39
	v_readlane_b32 s45, v255, 40
	v_mov_b32_e32 v55, v2
	v_mov_b32_e32 v56, v2
	v_lshl_add_u64 v[100:101], s[44:45], 0, v[4:5]
	s_cselect_b32 s44, 0, 0x1010
	v_xor_b32_e32 v1, s44, v1
	v_xor_b32_e32 v0, v1, v0
	v_lshl_or_b32 v1, v35, 7, v9
	v_xor_b32_e32 v9, v1, v8
	v_xor_b32_e32 v8, v0, v8
	v_lshl_add_u64 v[0:1], s[52:53], 0, v[4:5]
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	v_lshlrev_b32_e32 v4, 1, v3
	v_mov_b32_e32 v5, v2
	v_lshlrev_b32_e32 v3, 1, v6
	v_lshl_add_u64 v[128:129], s[76:77], 0, v[4:5]
	v_lshl_add_u64 v[130:131], s[78:79], 0, v[4:5]
	v_lshl_add_u64 v[132:133], s[80:81], 0, v[4:5]
	v_lshl_add_u64 v[134:135], s[82:83], 0, v[4:5]
	v_lshl_add_u64 v[136:137], s[84:85], 0, v[4:5]
	v_lshl_add_u64 v[138:139], s[86:87], 0, v[4:5]
	v_lshl_add_u64 v[140:141], s[88:89], 0, v[4:5]
	v_lshl_add_u64 v[142:143], s[90:91], 0, v[4:5]
	v_lshl_add_u64 v[144:145], s[92:93], 0, v[4:5]
	v_lshl_add_u64 v[146:147], s[94:95], 0, v[4:5]
	v_lshl_add_u64 v[148:149], s[96:97], 0, v[4:5]
	v_lshl_add_u64 v[150:151], s[98:99], 0, v[4:5]
	v_lshl_add_u64 v[152:153], vcc, 0, v[4:5]
	v_lshl_add_u64 v[154:155], s[40:41], 0, v[4:5]
	v_lshl_add_u64 v[156:157], s[38:39], 0, v[4:5]
	v_lshl_add_u64 v[158:159], s[36:37], 0, v[4:5]
	v_lshl_add_u64 v[160:161], s[34:35], 0, v[4:5]
	v_lshl_add_u64 v[162:163], s[30:31], 0, v[4:5]
	v_lshl_add_u64 v[164:165], s[28:29], 0, v[4:5]
	v_lshl_add_u64 v[166:167], s[26:27], 0, v[4:5]
	v_lshl_add_u64 v[168:169], s[24:25], 0, v[4:5]
	v_lshl_add_u64 v[170:171], s[22:23], 0, v[4:5]
	v_lshl_add_u64 v[172:173], s[20:21], 0, v[4:5]
	v_lshl_add_u64 v[174:175], s[18:19], 0, v[4:5]
	v_lshl_add_u64 v[176:177], s[16:17], 0, v[4:5]
	v_lshl_add_u64 v[178:179], s[14:15], 0, v[4:5]
	v_lshl_add_u64 v[180:181], s[12:13], 0, v[4:5]
	v_lshl_add_u64 v[182:183], s[8:9], 0, v[4:5]
	v_lshl_add_u64 v[184:185], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[186:187], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[188:189], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[190:191], s[2:3], 0, v[4:5]
	v_xor_b32_e32 v3, s11, v3
	v_lshl_or_b32 v4, s33, 5, v9
	v_xor_b32_e32 v5, 32, v3
	v_xor_b32_e32 v6, 64, v3
	v_xor_b32_e32 v9, 0x60, v3
	v_add_u32_e32 v194, 0, v3
	v_xor_b32_e32 v3, 16, v4
	v_add_u32_e32 v195, 0, v5
	v_xor_b32_e32 v5, 32, v4
	v_add_u32_e32 v3, 0, v3
	v_add_u32_e32 v196, 0, v6
	v_xor_b32_e32 v6, 48, v4
	v_accvgpr_write_b32 a20, v3
	v_add_u32_e32 v3, 0, v5
	v_add_u32_e32 v197, 0, v9
	v_xor_b32_e32 v9, 64, v4
	v_accvgpr_write_b32 a21, v3
	v_add_u32_e32 v3, 0, v6
	v_xor_b32_e32 v10, 0x50, v4
	v_accvgpr_write_b32 a22, v3
	v_add_u32_e32 v3, 0, v9
	v_xor_b32_e32 v11, 0x60, v4
	v_accvgpr_write_b32 a23, v3
	v_add_u32_e32 v3, 0, v10
	v_xor_b32_e32 v12, 0x70, v4
	v_accvgpr_write_b32 a24, v3
	v_add_u32_e32 v3, 0, v11
	v_accvgpr_write_b32 a25, v3
	v_add_u32_e32 v3, 0, v12
	v_add_u32_e32 v4, 0, v4
	v_accvgpr_write_b32 a26, v3
	v_xor_b32_e32 v3, 16, v7
	v_accvgpr_write_b32 a19, v4
	v_xor_b32_e32 v4, 32, v7
	v_add_u32_e32 v3, 0, v3
	v_xor_b32_e32 v5, 48, v7
	v_accvgpr_write_b32 a28, v3
	v_add_u32_e32 v3, 0, v4
	v_xor_b32_e32 v6, 64, v7
	v_accvgpr_write_b32 a29, v3
	v_add_u32_e32 v3, 0, v5
	v_readlane_b32 s0, v255, 2
	v_xor_b32_e32 v9, 0x50, v7
	v_accvgpr_write_b32 a30, v3
	v_add_u32_e32 v3, 0, v6
	v_readlane_b32 s1, v255, 3
	v_xor_b32_e32 v10, 0x60, v7
	v_xor_b32_e32 v11, 0x70, v7
	v_add_u32_e32 v7, 0, v7
	v_accvgpr_write_b32 a31, v3
	v_add_u32_e32 v3, 0, v9
	s_ashr_i32 s1, s0, 31
	v_accvgpr_write_b32 a27, v7
	v_accvgpr_write_b32 a32, v3
	v_add_u32_e32 v212, 0, v10
	v_xor_b32_e32 v3, 16, v8
	v_xor_b32_e32 v4, 32, v8
	v_xor_b32_e32 v5, 48, v8
	v_xor_b32_e32 v6, 64, v8
	v_xor_b32_e32 v7, 0x50, v8
	v_xor_b32_e32 v9, 0x60, v8
	v_xor_b32_e32 v10, 0x70, v8
	s_mov_b32 s45, s46
	s_mov_b32 s2, 0
	v_add_u32_e32 v213, 0, v11
	v_add_u32_e32 v214, 0, v8
	v_add_u32_e32 v215, 0, v3
	v_add_u32_e32 v216, 0, v4
	v_add_u32_e32 v217, 0, v5
	v_add_u32_e32 v218, 0, v6
	v_add_u32_e32 v219, 0, v7
	v_add_u32_e32 v220, 0, v9
	v_add_u32_e32 v221, 0, v10
	s_lshl_b64 s[0:1], s[0:1], 1
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v35, v2
	v_mov_b32_e32 v57, v2
	v_mov_b32_e32 v58, v2
	v_mov_b32_e32 v59, v2
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v2
	v_mov_b32_e32 v62, v2
	v_mov_b32_e32 v63, v2
	v_mov_b32_e32 v64, v2
	v_mov_b32_e32 v65, v2
	s_mov_b64 s[4:5], 0x80
	s_mov_b32 s3, 0x5040100
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	global_load_ushort v192, v[126:127], off
	global_load_ushort v193, v[124:125], off
	global_load_ushort v199, v[122:123], off
	global_load_ushort v200, v[120:121], off
	global_load_ushort v201, v[118:119], off
	global_load_ushort v202, v[116:117], off
	global_load_ushort v203, v[114:115], off
	global_load_ushort v204, v[0:1], off
	global_load_ushort v205, v[112:113], off
	global_load_ushort v206, v[110:111], off
	global_load_ushort v207, v[108:109], off
	global_load_ushort v208, v[106:107], off
	global_load_ushort v209, v[104:105], off
	global_load_ushort v210, v[102:103], off
	global_load_ushort v211, v[100:101], off
	global_load_ushort v222, v[98:99], off
	global_load_ushort v223, v[96:97], off
	global_load_ushort v224, v[94:95], off
	global_load_ushort v225, v[92:93], off
	global_load_ushort v226, v[90:91], off
	global_load_ushort v227, v[88:89], off
	global_load_ushort v228, v[86:87], off
	global_load_ushort v229, v[84:85], off
	global_load_ushort v230, v[82:83], off
	global_load_ushort v231, v[80:81], off
	global_load_ushort v232, v[78:79], off
	global_load_ushort v233, v[76:77], off
	global_load_ushort v234, v[74:75], off
	global_load_ushort v235, v[72:73], off
	global_load_ushort v236, v[70:71], off
	global_load_ushort v237, v[68:69], off
	global_load_ushort v238, v[66:67], off
	.loc	1 62 23 is_stmt 0               ; triton_heldout_src.py:62:23
	global_load_ushort v239, v[190:191], off
	global_load_ushort v240, v[188:189], off
	global_load_ushort v241, v[186:187], off
	global_load_ushort v242, v[184:185], off
	global_load_ushort v243, v[182:183], off
	global_load_ushort v244, v[180:181], off
	global_load_ushort v245, v[178:179], off
	global_load_ushort v246, v[176:177], off
	global_load_ushort v247, v[174:175], off
	global_load_ushort v248, v[172:173], off
	global_load_ushort v249, v[170:171], off
	global_load_ushort v250, v[168:169], off
	global_load_ushort v251, v[166:167], off
	global_load_ushort v252, v[164:165], off
	global_load_ushort v253, v[162:163], off
	global_load_ushort a0, v[160:161], off
	global_load_ushort a1, v[158:159], off
	global_load_ushort a2, v[156:157], off
	global_load_ushort a3, v[154:155], off
	global_load_ushort a4, v[152:153], off
	global_load_ushort a5, v[150:151], off
	global_load_ushort a6, v[148:149], off
	global_load_ushort a7, v[146:147], off
	global_load_ushort a8, v[144:145], off
	global_load_ushort a9, v[142:143], off
	global_load_ushort a10, v[140:141], off
	global_load_ushort a11, v[138:139], off
	global_load_ushort a12, v[136:137], off
	global_load_ushort a13, v[134:135], off
	global_load_ushort a14, v[132:133], off
	global_load_ushort a15, v[130:131], off
	global_load_ushort a16, v[128:129], off
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	s_barrier
	v_accvgpr_read_b32 v254, a27
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_add_i32 s2, s2, 64
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[190:191], v[190:191], 0, s[4:5]
	v_lshl_add_u64 v[188:189], v[188:189], 0, s[4:5]
	v_lshl_add_u64 v[186:187], v[186:187], 0, s[4:5]
	v_lshl_add_u64 v[184:185], v[184:185], 0, s[4:5]
	v_lshl_add_u64 v[182:183], v[182:183], 0, s[4:5]
	v_lshl_add_u64 v[180:181], v[180:181], 0, s[4:5]
	v_lshl_add_u64 v[178:179], v[178:179], 0, s[4:5]
	v_lshl_add_u64 v[176:177], v[176:177], 0, s[4:5]
	v_lshl_add_u64 v[174:175], v[174:175], 0, s[4:5]
	v_lshl_add_u64 v[172:173], v[172:173], 0, s[4:5]
	v_lshl_add_u64 v[170:171], v[170:171], 0, s[4:5]
	v_lshl_add_u64 v[168:169], v[168:169], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(62)
	v_perm_b32 v198, v193, v192, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[166:167], v[166:167], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(60)
	v_perm_b32 v199, v200, v199, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[164:165], v[164:165], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(58)
	v_perm_b32 v200, v202, v201, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[162:163], v[162:163], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(56)
	v_perm_b32 v201, v204, v203, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[160:161], v[160:161], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(54)
	v_perm_b32 v202, v206, v205, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[158:159], v[158:159], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(52)
	v_perm_b32 v203, v208, v207, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[156:157], v[156:157], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(50)
	v_perm_b32 v204, v210, v209, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[154:155], v[154:155], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(48)
	v_perm_b32 v205, v222, v211, s3
	v_accvgpr_read_b32 v222, a19
	s_waitcnt vmcnt(46)
	v_perm_b32 v206, v224, v223, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[152:153], v[152:153], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(44)
	v_perm_b32 v207, v226, v225, s3
	v_accvgpr_read_b32 v226, a20
	s_waitcnt vmcnt(42)
	v_perm_b32 v192, v228, v227, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[150:151], v[150:151], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(40)
	v_perm_b32 v193, v230, v229, s3
	v_accvgpr_read_b32 v230, a21
	s_waitcnt vmcnt(38)
	v_perm_b32 v208, v232, v231, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[148:149], v[148:149], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(36)
	v_perm_b32 v209, v234, v233, s3
	v_accvgpr_read_b32 v234, a22
	s_waitcnt vmcnt(34)
	v_perm_b32 v210, v236, v235, s3
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[146:147], v[146:147], 0, s[4:5]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(32)
	v_perm_b32 v211, v238, v237, s3
	v_accvgpr_read_b32 v238, a23
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[144:145], v[144:145], 0, s[4:5]
	v_lshl_add_u64 v[142:143], v[142:143], 0, s[4:5]
	v_lshl_add_u64 v[140:141], v[140:141], 0, s[4:5]
	v_lshl_add_u64 v[138:139], v[138:139], 0, s[4:5]
	v_lshl_add_u64 v[136:137], v[136:137], 0, s[4:5]
	v_lshl_add_u64 v[134:135], v[134:135], 0, s[4:5]
	v_lshl_add_u64 v[132:133], v[132:133], 0, s[4:5]
	v_lshl_add_u64 v[130:131], v[130:131], 0, s[4:5]
	v_lshl_add_u64 v[128:129], v[128:129], 0, s[4:5]
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[0:1]
	v_lshl_add_u64 v[124:125], v[124:125], 0, s[0:1]
	v_lshl_add_u64 v[122:123], v[122:123], 0, s[0:1]
	v_lshl_add_u64 v[120:121], v[120:121], 0, s[0:1]
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[0:1]
	v_lshl_add_u64 v[116:117], v[116:117], 0, s[0:1]
	v_lshl_add_u64 v[114:115], v[114:115], 0, s[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	v_lshl_add_u64 v[112:113], v[112:113], 0, s[0:1]
	v_lshl_add_u64 v[110:111], v[110:111], 0, s[0:1]
	v_lshl_add_u64 v[108:109], v[108:109], 0, s[0:1]
	v_lshl_add_u64 v[106:107], v[106:107], 0, s[0:1]
	v_lshl_add_u64 v[104:105], v[104:105], 0, s[0:1]
	v_lshl_add_u64 v[102:103], v[102:103], 0, s[0:1]
	v_lshl_add_u64 v[100:101], v[100:101], 0, s[0:1]
	v_lshl_add_u64 v[98:99], v[98:99], 0, s[0:1]
	v_lshl_add_u64 v[96:97], v[96:97], 0, s[0:1]
	v_lshl_add_u64 v[94:95], v[94:95], 0, s[0:1]
	v_lshl_add_u64 v[92:93], v[92:93], 0, s[0:1]
	v_lshl_add_u64 v[90:91], v[90:91], 0, s[0:1]
	v_lshl_add_u64 v[88:89], v[88:89], 0, s[0:1]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_waitcnt vmcnt(31)
	ds_write_b16 v194, v239
	s_waitcnt vmcnt(30)
	ds_write_b16 v195, v240 offset:512
	s_waitcnt vmcnt(29)
	ds_write_b16 v196, v241 offset:1024
	s_waitcnt vmcnt(28)
	ds_write_b16 v197, v242 offset:1536
	s_waitcnt vmcnt(27)
	ds_write_b16 v194, v243 offset:2048
	s_waitcnt vmcnt(26)
	ds_write_b16 v195, v244 offset:2560
	s_waitcnt vmcnt(25)
	ds_write_b16 v196, v245 offset:3072
	s_waitcnt vmcnt(24)
	ds_write_b16 v197, v246 offset:3584
	s_waitcnt vmcnt(23)
	ds_write_b16 v194, v247 offset:4096
	s_waitcnt vmcnt(22)
	ds_write_b16 v195, v248 offset:4608
	s_waitcnt vmcnt(21)
	ds_write_b16 v196, v249 offset:5120
	s_waitcnt vmcnt(20)
	ds_write_b16 v197, v250 offset:5632
	s_waitcnt vmcnt(19)
	ds_write_b16 v194, v251 offset:6144
	s_waitcnt vmcnt(18)
	ds_write_b16 v195, v252 offset:6656
	s_waitcnt vmcnt(17)
	ds_write_b16 v196, v253 offset:7168
	s_waitcnt vmcnt(16)
	ds_write_b16 v197, a0 offset:7680
	s_waitcnt vmcnt(15)
	ds_write_b16 v194, a1 offset:8192
	s_waitcnt vmcnt(14)
	ds_write_b16 v195, a2 offset:8704
	s_waitcnt vmcnt(13)
	ds_write_b16 v196, a3 offset:9216
	s_waitcnt vmcnt(12)
	ds_write_b16 v197, a4 offset:9728
	s_waitcnt vmcnt(11)
	ds_write_b16 v194, a5 offset:10240
	s_waitcnt vmcnt(10)
	ds_write_b16 v195, a6 offset:10752
	s_waitcnt vmcnt(9)
	ds_write_b16 v196, a7 offset:11264
	s_waitcnt vmcnt(8)
	ds_write_b16 v197, a8 offset:11776
	s_waitcnt vmcnt(7)
	ds_write_b16 v194, a9 offset:12288
	s_waitcnt vmcnt(6)
	ds_write_b16 v195, a10 offset:12800
	s_waitcnt vmcnt(5)
	ds_write_b16 v196, a11 offset:13312
	s_waitcnt vmcnt(4)
	ds_write_b16 v197, a12 offset:13824
	s_waitcnt vmcnt(3)
	ds_write_b16 v194, a13 offset:14336
	s_waitcnt vmcnt(2)
	ds_write_b16 v195, a14 offset:14848
	s_waitcnt vmcnt(1)
	ds_write_b16 v196, a15 offset:15360
	s_waitcnt vmcnt(0)
	ds_write_b16 v197, a16 offset:15872
	v_accvgpr_read_b32 v242, a24
	v_accvgpr_read_b32 v246, a25
	v_accvgpr_read_b32 v250, a26
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[222:225], v222 offset1:16
	ds_read2st64_b64 v[226:229], v226 offset1:16
	ds_read2st64_b64 v[230:233], v230 offset1:16
	ds_read2st64_b64 v[234:237], v234 offset1:16
	ds_read2st64_b64 v[238:241], v238 offset1:16
	ds_read2st64_b64 v[242:245], v242 offset1:16
	ds_read2st64_b64 v[246:249], v246 offset1:16
	ds_read2st64_b64 v[250:253], v250 offset1:16
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v254, v[198:199]
	v_accvgpr_read_b32 v198, a28
	ds_write_b64 v198, v[200:201]
	v_accvgpr_read_b32 v198, a29
	ds_write_b64 v198, v[202:203]
	v_accvgpr_read_b32 v198, a30
	ds_write_b64 v198, v[204:205]
	v_accvgpr_read_b32 v198, a31
	ds_write_b64 v198, v[206:207]
	v_accvgpr_read_b32 v198, a32
	ds_write_b64 v198, v[192:193]
	ds_write_b64 v212, v[208:209]
	ds_write_b64 v213, v[210:211]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[198:201], v214 offset1:16
	ds_read2st64_b64 v[202:205], v216 offset1:16
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[2:17], v[198:199], v[222:223], v[2:17]
	.loc	1 64 9 is_stmt 1                ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[0:1]
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[0:1]
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[0:1]
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[0:1]
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[0:1]
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[0:1]
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[0:1]
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[204:205], v[222:223], v[18:33]
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[72:73], v[72:73], 0, s[0:1]
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[0:1]
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[0:1]
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s2, s10
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[66:67], v[66:67], 0, s[0:1]
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x8_f16 v[34:49], v[198:199], v[224:225], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[204:205], v[224:225], v[50:65]
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	ds_read2st64_b64 v[222:225], v215 offset1:16
	ds_read2st64_b64 v[204:207], v217 offset1:16
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[2:17], v[222:223], v[226:227], v[2:17]
	v_mfma_f32_32x32x8_f16 v[34:49], v[222:223], v[228:229], v[34:49]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[206:207], v[226:227], v[18:33]
	v_mfma_f32_32x32x8_f16 v[50:65], v[206:207], v[228:229], v[50:65]
	v_mfma_f32_32x32x8_f16 v[2:17], v[202:203], v[230:231], v[2:17]
	v_mfma_f32_32x32x8_f16 v[34:49], v[202:203], v[232:233], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[200:201], v[230:231], v[18:33]
	v_mfma_f32_32x32x8_f16 v[50:65], v[200:201], v[232:233], v[50:65]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read2st64_b64 v[198:201], v218 offset1:16
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x8_f16 v[2:17], v[204:205], v[234:235], v[2:17]
	v_mfma_f32_32x32x8_f16 v[34:49], v[204:205], v[236:237], v[34:49]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read2st64_b64 v[202:205], v220 offset1:16
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x8_f16 v[18:33], v[224:225], v[234:235], v[18:33]
	v_mfma_f32_32x32x8_f16 v[50:65], v[224:225], v[236:237], v[50:65]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read2st64_b64 v[222:225], v221 offset1:16
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[18:33], v[204:205], v[238:239], v[18:33]
	v_mfma_f32_32x32x8_f16 v[50:65], v[204:205], v[240:241], v[50:65]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read2st64_b64 v[204:207], v219 offset1:16
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x8_f16 v[2:17], v[198:199], v[238:239], v[2:17]
	v_mfma_f32_32x32x8_f16 v[34:49], v[198:199], v[240:241], v[34:49]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[204:205], v[242:243], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[224:225], v[242:243], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[204:205], v[244:245], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[224:225], v[244:245], v[50:65]
	v_mfma_f32_32x32x8_f16 v[2:17], v[202:203], v[246:247], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[200:201], v[246:247], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[202:203], v[248:249], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[200:201], v[248:249], v[50:65]
	v_mfma_f32_32x32x8_f16 v[2:17], v[222:223], v[250:251], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[206:207], v[250:251], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[222:223], v[252:253], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[206:207], v[252:253], v[50:65]
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	.loc	1 65 53                         ; triton_heldout_src.py:65:53
	s_nop 6
	v_cvt_f16_f32_e32 v94, v2
	v_cvt_f16_f32_e32 v93, v3
	v_cvt_f16_f32_e32 v96, v4
	v_cvt_f16_f32_e32 v95, v5
	v_cvt_f16_f32_e32 v90, v6
	v_cvt_f16_f32_e32 v89, v7
	v_cvt_f16_f32_e32 v92, v8
	v_cvt_f16_f32_e32 v91, v9
	v_cvt_f16_f32_e32 v86, v10
	v_cvt_f16_f32_e32 v85, v11
	v_cvt_f16_f32_e32 v88, v12
	v_cvt_f16_f32_e32 v87, v13
	v_cvt_f16_f32_e32 v82, v14
	v_cvt_f16_f32_e32 v81, v15
	v_cvt_f16_f32_e32 v84, v16
	v_cvt_f16_f32_e32 v83, v17
	v_cvt_f16_f32_e32 v78, v18
	v_cvt_f16_f32_e32 v77, v19
	v_cvt_f16_f32_e32 v80, v20
	v_cvt_f16_f32_e32 v79, v21
	v_cvt_f16_f32_e32 v74, v22
	v_cvt_f16_f32_e32 v73, v23
	v_cvt_f16_f32_e32 v76, v24
	v_cvt_f16_f32_e32 v75, v25
	v_cvt_f16_f32_e32 v70, v26
	v_cvt_f16_f32_e32 v69, v27
	v_cvt_f16_f32_e32 v72, v28
	v_cvt_f16_f32_e32 v71, v29
	v_cvt_f16_f32_e32 v67, v30
	v_cvt_f16_f32_e32 v66, v31
	v_cvt_f16_f32_e32 v68, v32
	v_cvt_f16_f32_e32 v32, v33
	v_cvt_f16_f32_e32 v29, v34
	v_cvt_f16_f32_e32 v28, v35
	v_cvt_f16_f32_e32 v31, v36
	v_cvt_f16_f32_e32 v30, v37
	v_cvt_f16_f32_e32 v25, v38
	v_cvt_f16_f32_e32 v24, v39
	v_cvt_f16_f32_e32 v27, v40
	v_cvt_f16_f32_e32 v26, v41
	v_cvt_f16_f32_e32 v21, v42
	v_cvt_f16_f32_e32 v20, v43
	v_cvt_f16_f32_e32 v23, v44
	v_cvt_f16_f32_e32 v22, v45
	v_cvt_f16_f32_e32 v17, v46
	v_cvt_f16_f32_e32 v16, v47
	v_cvt_f16_f32_e32 v19, v48
	v_cvt_f16_f32_e32 v18, v49
	v_cvt_f16_f32_e32 v13, v50
	v_cvt_f16_f32_e32 v12, v51
	v_cvt_f16_f32_e32 v15, v52
	v_cvt_f16_f32_e32 v14, v53
	v_cvt_f16_f32_e32 v9, v54
	v_cvt_f16_f32_e32 v8, v55
	v_cvt_f16_f32_e32 v11, v56
	v_cvt_f16_f32_e32 v10, v57
	v_cvt_f16_f32_e32 v5, v58
	v_cvt_f16_f32_e32 v4, v59
	v_cvt_f16_f32_e32 v7, v60
	v_cvt_f16_f32_e32 v6, v61
	v_cvt_f16_f32_e32 v1, v62
	v_cvt_f16_f32_e32 v0, v63
	v_cvt_f16_f32_e32 v3, v64
	v_cvt_f16_f32_e32 v2, v65
	v_readlane_b32 s6, v255, 0
	v_readlane_b32 s7, v255, 1
	v_readlane_b32 s8, v255, 41
	v_readlane_b32 s1, v255, 4
	v_accvgpr_read_b32 v35, a17
	v_accvgpr_read_b32 v33, a18
	s_branch .LBB0_5
.LBB0_4:
	.loc	1 0 53 is_stmt 0                ; triton_heldout_src.py:0:53
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
.LBB0_5:                                ; %._crit_edge
	.loc	1 55 34 is_stmt 1               ; triton_heldout_src.py:55:34
	v_lshrrev_b32_e32 v33, 3, v33
	s_lshr_b32 s0, s45, 1
	v_or_b32_e32 v33, s0, v33
	s_lshr_b32 s0, s33, 2
	.loc	1 56 10                         ; triton_heldout_src.py:56:10
	v_or_b32_e32 v34, s1, v33
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	v_or_b32_e32 v33, s0, v35
	.loc	1 55 10 is_stmt 0               ; triton_heldout_src.py:55:10
	v_or_b32_e32 v33, s8, v33
	v_or_b32_e32 v35, 64, v33
	.loc	1 65 22 is_stmt 1               ; triton_heldout_src.py:65:22
	v_mul_lo_u32 v36, v33, s48
	v_mul_lo_u32 v38, v35, s48
	.loc	1 65 14 is_stmt 0               ; triton_heldout_src.py:65:14
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[6:7]
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[6:7]
	v_lshlrev_b64 v[34:35], 1, v[34:35]
	.loc	1 65 5                          ; triton_heldout_src.py:65:5
	s_mov_b32 s0, 0x5040100
	.loc	1 65 14                         ; triton_heldout_src.py:65:14
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[38:39], 0, v[34:35]
	.loc	1 65 5                          ; triton_heldout_src.py:65:5
	v_perm_b32 v39, v95, v96, s0
	v_perm_b32 v38, v93, v94, s0
	global_store_dwordx2 v[36:37], v[38:39], off
	v_perm_b32 v39, v91, v92, s0
	v_perm_b32 v38, v89, v90, s0
	global_store_dwordx2 v[36:37], v[38:39], off offset:16
	v_perm_b32 v39, v87, v88, s0
	v_perm_b32 v38, v85, v86, s0
	global_store_dwordx2 v[36:37], v[38:39], off offset:32
	v_perm_b32 v39, v83, v84, s0
	v_perm_b32 v38, v81, v82, s0
	global_store_dwordx2 v[36:37], v[38:39], off offset:48
	v_perm_b32 v39, v79, v80, s0
	v_perm_b32 v38, v77, v78, s0
	global_store_dwordx2 v[36:37], v[38:39], off offset:128
	v_perm_b32 v39, v75, v76, s0
	v_perm_b32 v38, v73, v74, s0
	global_store_dwordx2 v[36:37], v[38:39], off offset:144
	v_perm_b32 v39, v71, v72, s0
	v_perm_b32 v38, v69, v70, s0
	v_perm_b32 v33, v32, v68, s0
	v_perm_b32 v32, v66, v67, s0
	v_perm_b32 v31, v30, v31, s0
	v_perm_b32 v30, v28, v29, s0
	v_perm_b32 v27, v26, v27, s0
	v_perm_b32 v26, v24, v25, s0
	v_perm_b32 v23, v22, v23, s0
	v_perm_b32 v22, v20, v21, s0
	v_perm_b32 v19, v18, v19, s0
	v_perm_b32 v18, v16, v17, s0
	v_perm_b32 v15, v14, v15, s0
	v_perm_b32 v14, v12, v13, s0
	v_perm_b32 v11, v10, v11, s0
	v_perm_b32 v10, v8, v9, s0
	v_perm_b32 v7, v6, v7, s0
	v_perm_b32 v6, v4, v5, s0
	v_perm_b32 v3, v2, v3, s0
	v_perm_b32 v2, v0, v1, s0
	global_store_dwordx2 v[36:37], v[38:39], off offset:160
	global_store_dwordx2 v[36:37], v[32:33], off offset:176
	global_store_dwordx2 v[34:35], v[30:31], off
	global_store_dwordx2 v[34:35], v[26:27], off offset:16
	global_store_dwordx2 v[34:35], v[22:23], off offset:32
	global_store_dwordx2 v[34:35], v[18:19], off offset:48
	global_store_dwordx2 v[34:35], v[14:15], off offset:128
	global_store_dwordx2 v[34:35], v[10:11], off offset:144
	global_store_dwordx2 v[34:35], v[6:7], off offset:160
	global_store_dwordx2 v[34:35], v[2:3], off offset:176
	.loc	1 53 1 is_stmt 1                ; triton_heldout_src.py:53:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	gemm_pipelined, .Lfunc_end0-gemm_pipelined
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_pipelined
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 289
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 256
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
	.set .Lgemm_pipelined.num_vgpr, 256
	.set .Lgemm_pipelined.num_agpr, 33
	.set .Lgemm_pipelined.numbered_sgpr, 100
	.set .Lgemm_pipelined.num_named_barrier, 0
	.set .Lgemm_pipelined.private_seg_size, 0
	.set .Lgemm_pipelined.uses_vcc, 1
	.set .Lgemm_pipelined.uses_flat_scratch, 0
	.set .Lgemm_pipelined.has_dyn_sized_stack, 0
	.set .Lgemm_pipelined.has_recursion, 0
	.set .Lgemm_pipelined.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7192
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 33
; TotalNumVgprs: 289
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 36
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 289
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
  - .agpr_count:     33
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           gemm_pipelined
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 42
    .symbol:         gemm_pipelined.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     289
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
