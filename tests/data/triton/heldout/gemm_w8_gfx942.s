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
	v_readfirstlane_b32 s36, v0
	.loc	1 55 10                         ; triton_heldout_src.py:55:10
	s_lshl_b32 s8, s16, 7
	.loc	1 55 34 is_stmt 0               ; triton_heldout_src.py:55:34
	s_and_b32 s11, s36, 0x100
	.loc	1 56 10 is_stmt 1               ; triton_heldout_src.py:56:10
	s_lshl_b32 s33, s17, 8
	.loc	1 56 34 is_stmt 0               ; triton_heldout_src.py:56:34
	s_and_b32 s62, s36, 0xc0
	.loc	1 55 34 is_stmt 1               ; triton_heldout_src.py:55:34
	v_and_b32_e32 v176, 31, v0
	.loc	1 56 34                         ; triton_heldout_src.py:56:34
	v_and_b32_e32 v177, 32, v0
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_lshr_b32 s37, s11, 6
	s_or_b32 s0, s37, 59
	s_mul_i32 s0, s0, s9
	.loc	1 59 9 is_stmt 0                ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	.loc	1 64 14 is_stmt 1               ; triton_heldout_src.py:64:14
	s_lshl_b32 s12, s9, 6
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 65 5                          ; triton_heldout_src.py:65:5
	s_and_b32 s13, s36, 0x1c0
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	v_and_b32_e32 v6, 63, v0
	v_or_b32_e32 v3, s13, v6
	.loc	1 56 34                         ; triton_heldout_src.py:56:34
	v_and_b32_e32 v1, 0xff, v3
	.loc	1 56 10 is_stmt 0               ; triton_heldout_src.py:56:10
	v_or_b32_e32 v4, s33, v1
	.loc	1 59 9 is_stmt 1                ; triton_heldout_src.py:59:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_lshl_add_u64 v[82:83], s[0:1], 0, v[4:5]
	.loc	1 59 17 is_stmt 0               ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 58
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[84:85], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 57
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[86:87], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 56
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[88:89], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 51
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[90:91], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 50
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[92:93], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 49
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[94:95], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 48
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[96:97], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 43
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[98:99], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 42
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[100:101], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 41
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[102:103], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 40
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[104:105], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 35
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[106:107], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 34
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[108:109], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 33
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[110:111], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 32
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[112:113], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 27
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[114:115], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 26
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[116:117], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 25
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[118:119], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 24
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[120:121], s[0:1], 0, v[4:5]
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s0, s37, 19
	s_mul_i32 s0, s0, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s14, s37, 18
	s_mul_i32 s14, s14, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s16, s37, 17
	s_mul_i32 s16, s16, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s18, s37, 16
	s_mul_i32 s18, s18, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s20, s37, 11
	s_mul_i32 s20, s20, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s22, s37, 10
	s_mul_i32 s22, s22, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s4, s22
	s_addc_u32 s23, s5, s23
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s24, s37, 9
	s_mul_i32 s24, s24, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s4, s24
	s_addc_u32 s25, s5, s25
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s26, s37, 8
	s_mul_i32 s26, s26, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s4, s26
	s_addc_u32 s27, s5, s27
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s28, s37, 3
	s_mul_i32 s28, s28, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s4, s28
	s_addc_u32 s29, s5, s29
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s30, s37, 2
	s_mul_i32 s30, s30, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s4, s30
	s_addc_u32 s31, s5, s31
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_or_b32 s34, s37, 1
	s_mul_i32 s34, s34, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s4, s34
	.loc	1 59 17                         ; triton_heldout_src.py:59:17
	s_mul_i32 s38, s37, s9
	.loc	1 59 9                          ; triton_heldout_src.py:59:9
	s_addc_u32 s35, s5, s35
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	s_add_u32 s4, s4, s38
	s_addc_u32 s5, s5, s39
	.loc	1 55 34 is_stmt 1               ; triton_heldout_src.py:55:34
	s_bfe_u32 s36, s36, 0x30006
	.loc	1 55 10 is_stmt 0               ; triton_heldout_src.py:55:10
	s_or_b32 s63, s36, s8
	s_or_b32 s36, s63, 0x78
	.loc	1 58 17 is_stmt 1               ; triton_heldout_src.py:58:17
	s_mul_i32 s36, s36, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s38, s63, 0x70
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s38, s38, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s40, s63, 0x68
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s40, s40, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s42, s63, 0x60
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s42, s42, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 1
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s44, s63, 0x58
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s44, s44, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 1
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s46, s63, 0x50
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s46, s46, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 1
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s48, s63, 0x48
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s48, s48, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 1
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s50, s63, 64
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s50, s50, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 1
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s52, s63, 56
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s52, s52, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s54, s63, 48
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s54, s54, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 1
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s56, s63, 40
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s56, s56, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 1
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s58, s63, 32
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s58, s58, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[58:59], s[58:59], 1
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s60, s63, 24
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s60, s60, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[60:61], s[60:61], 1
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s64, s63, 16
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s64, s64, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[64:65], s[64:65], 1
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	.loc	1 55 10 is_stmt 1               ; triton_heldout_src.py:55:10
	s_or_b32 s66, s63, 8
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s66, s66, s10
	.loc	1 58 9 is_stmt 0                ; triton_heldout_src.py:58:9
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[66:67], s[66:67], 1
	s_add_u32 s66, s2, s66
	.loc	1 58 17                         ; triton_heldout_src.py:58:17
	s_mul_i32 s68, s63, s10
	v_and_b32_e32 v7, 15, v0
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	s_addc_u32 s67, s3, s67
	s_ashr_i32 s69, s68, 31
	v_lshlrev_b32_e32 v8, 3, v7
	s_lshl_b64 s[68:69], s[68:69], 1
	v_lshrrev_b32_e32 v9, 2, v177
	v_lshl_or_b32 v10, v176, 7, v8
	s_add_u32 s2, s2, s68
	v_xor_b32_e32 v9, v10, v9
	v_lshrrev_b32_e32 v10, 1, v3
	s_addc_u32 s3, s3, s69
	v_and_b32_e32 v10, 0x78, v10
	s_lshr_b32 s63, s11, 5
	v_xor_b32_e32 v10, s63, v10
	v_xor_b32_e32 v10, v10, v8
	v_lshl_or_b32 v10, v1, 7, v10
	v_lshlrev_b32_e32 v1, 7, v7
	v_lshrrev_b32_e32 v7, 2, v3
	v_and_b32_e32 v7, 56, v7
	s_lshl_b32 s63, s62, 6
	v_xor_b32_e32 v7, v7, v8
	v_bfe_i32 v0, v0, 4, 1
	v_or3_b32 v1, s63, v1, v7
	.loc	1 59 9 is_stmt 1                ; triton_heldout_src.py:59:9
	v_lshl_add_u64 v[122:123], s[0:1], 0, v[4:5]
	v_and_b32_e32 v0, 0x808, v0
	v_lshlrev_b32_e32 v3, 1, v3
	s_lshr_b32 s0, s13, 3
	v_xor_b32_e32 v7, v1, v0
	v_lshl_add_u64 v[0:1], s[14:15], 0, v[4:5]
	v_lshl_add_u64 v[124:125], s[16:17], 0, v[4:5]
	v_lshl_add_u64 v[126:127], s[18:19], 0, v[4:5]
	v_lshl_add_u64 v[128:129], s[20:21], 0, v[4:5]
	v_lshl_add_u64 v[130:131], s[22:23], 0, v[4:5]
	v_lshl_add_u64 v[132:133], s[24:25], 0, v[4:5]
	v_lshl_add_u64 v[134:135], s[26:27], 0, v[4:5]
	v_lshl_add_u64 v[136:137], s[28:29], 0, v[4:5]
	v_lshl_add_u64 v[138:139], s[30:31], 0, v[4:5]
	v_lshl_add_u64 v[140:141], s[34:35], 0, v[4:5]
	v_lshl_add_u64 v[142:143], s[4:5], 0, v[4:5]
	.loc	1 58 9                          ; triton_heldout_src.py:58:9
	v_lshlrev_b32_e32 v4, 1, v6
	v_mov_b32_e32 v5, v2
	v_xor_b32_e32 v3, s0, v3
	v_lshl_add_u64 v[144:145], s[36:37], 0, v[4:5]
	v_lshl_add_u64 v[146:147], s[38:39], 0, v[4:5]
	v_lshl_add_u64 v[148:149], s[40:41], 0, v[4:5]
	v_lshl_add_u64 v[150:151], s[42:43], 0, v[4:5]
	v_lshl_add_u64 v[152:153], s[44:45], 0, v[4:5]
	v_lshl_add_u64 v[154:155], s[46:47], 0, v[4:5]
	v_lshl_add_u64 v[156:157], s[48:49], 0, v[4:5]
	v_lshl_add_u64 v[158:159], s[50:51], 0, v[4:5]
	v_lshl_add_u64 v[160:161], s[52:53], 0, v[4:5]
	v_lshl_add_u64 v[162:163], s[54:55], 0, v[4:5]
	v_lshl_add_u64 v[164:165], s[56:57], 0, v[4:5]
	v_lshl_add_u64 v[166:167], s[58:59], 0, v[4:5]
	v_lshl_add_u64 v[168:169], s[60:61], 0, v[4:5]
	v_lshl_add_u64 v[170:171], s[64:65], 0, v[4:5]
	v_lshl_add_u64 v[172:173], s[66:67], 0, v[4:5]
	v_lshl_add_u64 v[174:175], s[2:3], 0, v[4:5]
	v_lshl_or_b32 v4, s11, 4, v9
	v_xor_b32_e32 v5, 64, v3
	v_add_u32_e32 v178, 0, v3
	v_add_u32_e32 v179, 0, v5
	v_xor_b32_e32 v3, 16, v4
	v_xor_b32_e32 v5, 32, v4
	v_xor_b32_e32 v6, 48, v4
	v_xor_b32_e32 v8, 64, v4
	v_xor_b32_e32 v9, 0x50, v4
	v_xor_b32_e32 v11, 0x60, v4
	v_xor_b32_e32 v12, 0x70, v4
	v_add_u32_e32 v180, 0, v4
	v_add_u32_e32 v181, 0, v3
	v_add_u32_e32 v182, 0, v5
	v_add_u32_e32 v183, 0, v6
	v_add_u32_e32 v184, 0, v8
	v_add_u32_e32 v185, 0, v9
	v_xor_b32_e32 v3, 16, v10
	v_xor_b32_e32 v4, 32, v10
	v_xor_b32_e32 v5, 48, v10
	v_xor_b32_e32 v6, 64, v10
	v_xor_b32_e32 v8, 0x50, v10
	v_xor_b32_e32 v9, 0x60, v10
	s_ashr_i32 s13, s12, 31
	v_add_u32_e32 v186, 0, v11
	v_xor_b32_e32 v11, 0x70, v10
	v_add_u32_e32 v188, 0, v10
	v_add_u32_e32 v189, 0, v3
	v_add_u32_e32 v190, 0, v4
	v_add_u32_e32 v191, 0, v5
	v_add_u32_e32 v192, 0, v6
	v_add_u32_e32 v193, 0, v8
	v_add_u32_e32 v194, 0, v9
	v_xor_b32_e32 v3, 16, v7
	v_xor_b32_e32 v4, 32, v7
	v_xor_b32_e32 v5, 48, v7
	v_xor_b32_e32 v6, 64, v7
	v_xor_b32_e32 v8, 0x50, v7
	v_xor_b32_e32 v9, 0x60, v7
	v_xor_b32_e32 v10, 0x70, v7
	s_mov_b32 s4, 0
	v_add_u32_e32 v187, 0, v12
	s_mov_b32 s5, 0x5040100
	v_add_u32_e32 v195, 0, v11
	v_add_u32_e32 v196, 0, v7
	v_add_u32_e32 v197, 0, v3
	v_add_u32_e32 v198, 0, v4
	v_add_u32_e32 v199, 0, v5
	v_add_u32_e32 v200, 0, v6
	v_add_u32_e32 v201, 0, v8
	v_add_u32_e32 v202, 0, v9
	v_add_u32_e32 v203, 0, v10
	s_mov_b64 s[0:1], 0x80
	s_lshl_b64 s[2:3], s[12:13], 1
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
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v17, v2
	v_mov_b32_e32 v18, v2
	v_mov_b32_e32 v19, v2
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v21, v2
	v_mov_b32_e32 v22, v2
	v_mov_b32_e32 v23, v2
	v_mov_b32_e32 v24, v2
	v_mov_b32_e32 v25, v2
	v_mov_b32_e32 v26, v2
	v_mov_b32_e32 v27, v2
	v_mov_b32_e32 v28, v2
	v_mov_b32_e32 v29, v2
	v_mov_b32_e32 v30, v2
	v_mov_b32_e32 v31, v2
	v_mov_b32_e32 v32, v2
	v_mov_b32_e32 v33, v2
	v_mov_b32_e32 v34, v2
	v_mov_b32_e32 v35, v2
	v_mov_b32_e32 v36, v2
	v_mov_b32_e32 v37, v2
	v_mov_b32_e32 v38, v2
	v_mov_b32_e32 v39, v2
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v48, v2
	v_mov_b32_e32 v49, v2
	v_mov_b32_e32 v50, v2
	v_mov_b32_e32 v51, v2
	v_mov_b32_e32 v52, v2
	v_mov_b32_e32 v53, v2
	v_mov_b32_e32 v54, v2
	v_mov_b32_e32 v55, v2
	v_mov_b32_e32 v56, v2
	v_mov_b32_e32 v57, v2
	v_mov_b32_e32 v58, v2
	v_mov_b32_e32 v59, v2
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v2
	v_mov_b32_e32 v62, v2
	v_mov_b32_e32 v63, v2
	v_mov_b32_e32 v64, v2
	v_mov_b32_e32 v65, v2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	global_load_ushort v66, v[142:143], off
	global_load_ushort v67, v[140:141], off
	global_load_ushort v68, v[138:139], off
	global_load_ushort v69, v[136:137], off
	global_load_ushort v70, v[134:135], off
	global_load_ushort v71, v[132:133], off
	global_load_ushort v72, v[130:131], off
	global_load_ushort v73, v[128:129], off
	global_load_ushort v74, v[126:127], off
	global_load_ushort v75, v[124:125], off
	global_load_ushort v76, v[0:1], off
	global_load_ushort v77, v[122:123], off
	global_load_ushort v78, v[120:121], off
	global_load_ushort v79, v[118:119], off
	global_load_ushort v80, v[116:117], off
	global_load_ushort v81, v[114:115], off
	global_load_ushort v204, v[112:113], off
	global_load_ushort v205, v[110:111], off
	global_load_ushort v206, v[108:109], off
	global_load_ushort v207, v[106:107], off
	global_load_ushort v208, v[104:105], off
	global_load_ushort v209, v[102:103], off
	global_load_ushort v210, v[100:101], off
	global_load_ushort v211, v[98:99], off
	global_load_ushort v212, v[96:97], off
	global_load_ushort v213, v[94:95], off
	global_load_ushort v214, v[92:93], off
	global_load_ushort v215, v[90:91], off
	global_load_ushort v216, v[88:89], off
	global_load_ushort v217, v[86:87], off
	global_load_ushort v218, v[84:85], off
	global_load_ushort v219, v[82:83], off
	.loc	1 62 23 is_stmt 0               ; triton_heldout_src.py:62:23
	global_load_ushort v236, v[174:175], off
	global_load_ushort v237, v[172:173], off
	global_load_ushort v238, v[170:171], off
	global_load_ushort v239, v[168:169], off
	global_load_ushort v240, v[166:167], off
	global_load_ushort v241, v[164:165], off
	global_load_ushort v242, v[162:163], off
	global_load_ushort v243, v[160:161], off
	global_load_ushort v244, v[158:159], off
	global_load_ushort v245, v[156:157], off
	global_load_ushort v246, v[154:155], off
	global_load_ushort v247, v[152:153], off
	global_load_ushort v248, v[150:151], off
	global_load_ushort v249, v[148:149], off
	global_load_ushort v250, v[146:147], off
	global_load_ushort v251, v[144:145], off
	s_barrier
	.loc	1 61 5 is_stmt 1                ; triton_heldout_src.py:61:5
	s_add_i32 s4, s4, 64
	.loc	1 63 9                          ; triton_heldout_src.py:63:9
	v_lshl_add_u64 v[174:175], v[174:175], 0, s[0:1]
	v_lshl_add_u64 v[172:173], v[172:173], 0, s[0:1]
	v_lshl_add_u64 v[170:171], v[170:171], 0, s[0:1]
	v_lshl_add_u64 v[168:169], v[168:169], 0, s[0:1]
	v_lshl_add_u64 v[166:167], v[166:167], 0, s[0:1]
	v_lshl_add_u64 v[164:165], v[164:165], 0, s[0:1]
	v_lshl_add_u64 v[162:163], v[162:163], 0, s[0:1]
	v_lshl_add_u64 v[160:161], v[160:161], 0, s[0:1]
	v_lshl_add_u64 v[158:159], v[158:159], 0, s[0:1]
	v_lshl_add_u64 v[156:157], v[156:157], 0, s[0:1]
	v_lshl_add_u64 v[154:155], v[154:155], 0, s[0:1]
	v_lshl_add_u64 v[152:153], v[152:153], 0, s[0:1]
	v_lshl_add_u64 v[150:151], v[150:151], 0, s[0:1]
	v_lshl_add_u64 v[148:149], v[148:149], 0, s[0:1]
	v_lshl_add_u64 v[146:147], v[146:147], 0, s[0:1]
	v_lshl_add_u64 v[144:145], v[144:145], 0, s[0:1]
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[142:143], v[142:143], 0, s[2:3]
	v_lshl_add_u64 v[140:141], v[140:141], 0, s[2:3]
	v_lshl_add_u64 v[138:139], v[138:139], 0, s[2:3]
	v_lshl_add_u64 v[136:137], v[136:137], 0, s[2:3]
	v_lshl_add_u64 v[134:135], v[134:135], 0, s[2:3]
	v_lshl_add_u64 v[132:133], v[132:133], 0, s[2:3]
	v_lshl_add_u64 v[130:131], v[130:131], 0, s[2:3]
	v_lshl_add_u64 v[128:129], v[128:129], 0, s[2:3]
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[2:3]
	v_lshl_add_u64 v[124:125], v[124:125], 0, s[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	v_lshl_add_u64 v[122:123], v[122:123], 0, s[2:3]
	v_lshl_add_u64 v[120:121], v[120:121], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(46)
	v_perm_b32 v220, v67, v66, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(44)
	v_perm_b32 v221, v69, v68, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[116:117], v[116:117], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(42)
	v_perm_b32 v222, v71, v70, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[114:115], v[114:115], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(40)
	v_perm_b32 v223, v73, v72, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[112:113], v[112:113], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(38)
	v_perm_b32 v224, v75, v74, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[110:111], v[110:111], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(36)
	v_perm_b32 v225, v77, v76, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[108:109], v[108:109], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(34)
	v_perm_b32 v226, v79, v78, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[106:107], v[106:107], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(32)
	v_perm_b32 v227, v81, v80, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[104:105], v[104:105], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(30)
	v_perm_b32 v228, v205, v204, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[102:103], v[102:103], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(28)
	v_perm_b32 v229, v207, v206, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[100:101], v[100:101], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(26)
	v_perm_b32 v230, v209, v208, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[98:99], v[98:99], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(24)
	v_perm_b32 v231, v211, v210, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[96:97], v[96:97], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(22)
	v_perm_b32 v232, v213, v212, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[94:95], v[94:95], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(20)
	v_perm_b32 v233, v215, v214, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[92:93], v[92:93], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(18)
	v_perm_b32 v234, v217, v216, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[90:91], v[90:91], 0, s[2:3]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	s_waitcnt vmcnt(16)
	v_perm_b32 v235, v219, v218, s5
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[88:89], v[88:89], 0, s[2:3]
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[2:3]
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[2:3]
	.loc	1 61 5                          ; triton_heldout_src.py:61:5
	s_cmp_lt_i32 s4, s10
	.loc	1 64 9                          ; triton_heldout_src.py:64:9
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[2:3]
	.loc	1 62 23                         ; triton_heldout_src.py:62:23
	s_waitcnt vmcnt(15)
	ds_write_b16 v178, v236
	s_waitcnt vmcnt(14)
	ds_write_b16 v179, v237 offset:1024
	s_waitcnt vmcnt(13)
	ds_write_b16 v178, v238 offset:2048
	s_waitcnt vmcnt(12)
	ds_write_b16 v179, v239 offset:3072
	s_waitcnt vmcnt(11)
	ds_write_b16 v178, v240 offset:4096
	s_waitcnt vmcnt(10)
	ds_write_b16 v179, v241 offset:5120
	s_waitcnt vmcnt(9)
	ds_write_b16 v178, v242 offset:6144
	s_waitcnt vmcnt(8)
	ds_write_b16 v179, v243 offset:7168
	s_waitcnt vmcnt(7)
	ds_write_b16 v178, v244 offset:8192
	s_waitcnt vmcnt(6)
	ds_write_b16 v179, v245 offset:9216
	s_waitcnt vmcnt(5)
	ds_write_b16 v178, v246 offset:10240
	s_waitcnt vmcnt(4)
	ds_write_b16 v179, v247 offset:11264
	s_waitcnt vmcnt(3)
	ds_write_b16 v178, v248 offset:12288
	s_waitcnt vmcnt(2)
	ds_write_b16 v179, v249 offset:13312
	s_waitcnt vmcnt(1)
	ds_write_b16 v178, v250 offset:14336
	s_waitcnt vmcnt(0)
	ds_write_b16 v179, v251 offset:15360
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[74:77], v180 offset1:16
	ds_read2st64_b64 v[204:207], v181 offset1:16
	ds_read2st64_b64 v[208:211], v182 offset1:16
	ds_read2st64_b64 v[212:215], v183 offset1:16
	ds_read2st64_b64 v[216:219], v184 offset1:16
	ds_read2st64_b64 v[78:81], v185 offset1:16
	ds_read2st64_b64 v[70:73], v186 offset1:16
	ds_read2st64_b64 v[66:69], v187 offset1:16
	.loc	1 62 35 is_stmt 0               ; triton_heldout_src.py:62:35
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v188, v[220:221]
	ds_write_b64 v189, v[222:223]
	ds_write_b64 v190, v[224:225]
	ds_write_b64 v191, v[226:227]
	ds_write_b64 v192, v[228:229]
	ds_write_b64 v193, v[230:231]
	ds_write_b64 v194, v[232:233]
	ds_write_b64 v195, v[234:235]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[220:223], v196 offset1:32
	ds_read2st64_b64 v[224:227], v200 offset1:32
	ds_read2st64_b64 v[228:231], v197 offset1:32
	ds_read2st64_b64 v[232:235], v201 offset1:32
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[2:17], v[220:221], v[74:75], v[2:17]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[50:65], v[226:227], v[76:77], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[226:227], v[74:75], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[220:221], v[76:77], v[34:49]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read2st64_b64 v[74:77], v199 offset1:32
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[2:17], v[228:229], v[204:205], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[50:65], v[234:235], v[206:207], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[234:235], v[204:205], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[228:229], v[206:207], v[34:49]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read2st64_b64 v[204:207], v198 offset1:32
	ds_read2st64_b64 v[226:229], v202 offset1:32
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[204:205], v[210:211], v[34:49]
	v_mfma_f32_32x32x8_f16 v[2:17], v[204:205], v[208:209], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[228:229], v[210:211], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[228:229], v[208:209], v[18:33]
	.loc	1 62 35                         ; triton_heldout_src.py:62:35
	ds_read2st64_b64 v[208:211], v203 offset1:32
	.loc	1 62 16                         ; triton_heldout_src.py:62:16
	v_mfma_f32_32x32x8_f16 v[34:49], v[74:75], v[214:215], v[34:49]
	v_mfma_f32_32x32x8_f16 v[2:17], v[74:75], v[212:213], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[210:211], v[214:215], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[210:211], v[212:213], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[224:225], v[218:219], v[34:49]
	v_mfma_f32_32x32x8_f16 v[2:17], v[224:225], v[216:217], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[222:223], v[218:219], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[222:223], v[216:217], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[232:233], v[80:81], v[34:49]
	v_mfma_f32_32x32x8_f16 v[2:17], v[232:233], v[78:79], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[230:231], v[78:79], v[18:33]
	v_mfma_f32_32x32x8_f16 v[50:65], v[230:231], v[80:81], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[226:227], v[72:73], v[34:49]
	v_mfma_f32_32x32x8_f16 v[2:17], v[226:227], v[70:71], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[206:207], v[70:71], v[18:33]
	v_mfma_f32_32x32x8_f16 v[50:65], v[206:207], v[72:73], v[50:65]
	v_mfma_f32_32x32x8_f16 v[2:17], v[208:209], v[66:67], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[66:67], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[208:209], v[68:69], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[76:77], v[68:69], v[50:65]
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
	.loc	1 56 34 is_stmt 1               ; triton_heldout_src.py:56:34
	v_lshrrev_b32_e32 v33, 3, v177
	s_lshr_b32 s0, s62, 1
	v_or_b32_e32 v33, s0, v33
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	s_lshr_b32 s0, s11, 3
	.loc	1 56 10                         ; triton_heldout_src.py:56:10
	v_or_b32_e32 v34, s33, v33
	.loc	1 55 34                         ; triton_heldout_src.py:55:34
	v_or_b32_e32 v33, s0, v176
	.loc	1 55 10 is_stmt 0               ; triton_heldout_src.py:55:10
	v_or_b32_e32 v33, s8, v33
	v_or_b32_e32 v35, 64, v33
	.loc	1 65 22 is_stmt 1               ; triton_heldout_src.py:65:22
	v_mul_lo_u32 v36, v33, s9
	v_mul_lo_u32 v38, v35, s9
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
	global_store_dwordx2 v[36:37], v[38:39], off offset:256
	v_perm_b32 v39, v75, v76, s0
	v_perm_b32 v38, v73, v74, s0
	global_store_dwordx2 v[36:37], v[38:39], off offset:272
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
	global_store_dwordx2 v[36:37], v[38:39], off offset:288
	global_store_dwordx2 v[36:37], v[32:33], off offset:304
	global_store_dwordx2 v[34:35], v[30:31], off
	global_store_dwordx2 v[34:35], v[26:27], off offset:16
	global_store_dwordx2 v[34:35], v[22:23], off offset:32
	global_store_dwordx2 v[34:35], v[18:19], off offset:48
	global_store_dwordx2 v[34:35], v[14:15], off offset:256
	global_store_dwordx2 v[34:35], v[10:11], off offset:272
	global_store_dwordx2 v[34:35], v[6:7], off offset:288
	global_store_dwordx2 v[34:35], v[2:3], off offset:304
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
		.amdhsa_next_free_vgpr 252
		.amdhsa_next_free_sgpr 70
		.amdhsa_accum_offset 252
		.amdhsa_reserve_vcc 0
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
	.set .Lgemm_pipelined.num_vgpr, 252
	.set .Lgemm_pipelined.num_agpr, 0
	.set .Lgemm_pipelined.numbered_sgpr, 70
	.set .Lgemm_pipelined.num_named_barrier, 0
	.set .Lgemm_pipelined.private_seg_size, 0
	.set .Lgemm_pipelined.uses_vcc, 0
	.set .Lgemm_pipelined.uses_flat_scratch, 0
	.set .Lgemm_pipelined.has_dyn_sized_stack, 0
	.set .Lgemm_pipelined.has_recursion, 0
	.set .Lgemm_pipelined.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5240
; TotalNumSgprs: 76
; NumVgprs: 252
; NumAgprs: 0
; TotalNumVgprs: 252
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 76
; NumVGPRsForWavesPerEU: 252
; AccumOffset: 252
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 62
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
    .max_flat_workgroup_size: 512
    .name:           gemm_pipelined
    .private_segment_fixed_size: 0
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         gemm_pipelined.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     252
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
