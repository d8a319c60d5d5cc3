	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_fp16                       ; -- Begin function gemm_fp16
	.p2align	8
	.type	gemm_fp16,@function
gemm_fp16:                              ; @gemm_fp16
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.6:
	.file	1 "/tmp/tmp79xwxkro" "triton_fixtures.py"
	.loc	1 8 0 prologue_end              ; triton_fixtures.py:8:0
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
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	v_readfirstlane_b32 s24, v0
	.loc	1 12 10                         ; triton_fixtures.py:12:10
	s_lshl_b32 s33, s16, 7
	.loc	1 12 28 is_stmt 0               ; triton_fixtures.py:12:28
	s_and_b32 s86, s24, 0x80
	s_and_b32 s88, s24, 64
	.loc	1 13 10 is_stmt 1               ; triton_fixtures.py:13:10
	s_lshl_b32 s87, s17, 7
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_and_b32_e32 v10, 31, v0
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_cmp_lt_i32 s10, 1
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_and_b32_e32 v8, 32, v0
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_lshr_b32 s17, s86, 5
	s_or_b32 s9, s17, 59
	s_mul_i32 s18, s9, s13
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	.loc	1 21 14 is_stmt 1               ; triton_fixtures.py:21:14
	s_lshl_b32 s8, s13, 6
	.loc	1 20 14                         ; triton_fixtures.py:20:14
	s_lshl_b32 s16, s12, 6
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	s_and_b32 s9, s24, 0xc0
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_and_b32_e32 v4, 63, v0
	v_or_b32_e32 v1, s9, v4
	v_and_b32_e32 v5, 0x7f, v1
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	v_or_b32_e32 v2, s87, v5
	.loc	1 16 43                         ; triton_fixtures.py:16:43
	v_mul_lo_u32 v2, v2, s14
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 58
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[88:89], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 57
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[90:91], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 56
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[92:93], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 51
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[94:95], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 50
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[96:97], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 49
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[98:99], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 48
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[100:101], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 43
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[102:103], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 42
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[104:105], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 41
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[106:107], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 40
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[108:109], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 35
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[110:111], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 34
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[112:113], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 33
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[114:115], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 32
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[116:117], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 27
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[118:119], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 26
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[120:121], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 25
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[122:123], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 24
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[124:125], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 19
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[126:127], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 18
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[128:129], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 17
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[130:131], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 16
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[132:133], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 11
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[134:135], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 10
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[136:137], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 9
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[138:139], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 8
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[140:141], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 3
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[142:143], s[18:19], 0, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 2
	s_mul_i32 s20, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s4, s20
	s_addc_u32 s21, s5, s21
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s14, s17, 1
	s_mul_i32 s22, s14, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s4, s22
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s26, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_addc_u32 s23, s5, s23
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s4, s4, s26
	s_addc_u32 s5, s5, s27
	.loc	1 12 28 is_stmt 1               ; triton_fixtures.py:12:28
	s_bfe_u32 s13, s24, 0x20006
	.loc	1 12 10 is_stmt 0               ; triton_fixtures.py:12:10
	s_or_b32 s13, s13, s33
	s_or_b32 s14, s13, 0x7c
	.loc	1 15 17 is_stmt 1               ; triton_fixtures.py:15:17
	s_mul_i32 s24, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x78
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s26, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x74
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s28, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x70
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s30, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x6c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s34, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x68
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s36, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x64
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s38, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x60
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s40, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x5c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s42, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 1
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x58
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s44, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 1
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x54
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s46, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 1
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x50
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s48, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 1
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x4c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s50, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 1
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x48
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s52, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 0x44
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s54, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 1
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 64
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s56, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 1
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 60
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s58, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[58:59], s[58:59], 1
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 56
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s60, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[60:61], s[60:61], 1
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 52
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s62, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[62:63], s[62:63], 1
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s63
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 48
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s64, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[64:65], s[64:65], 1
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 44
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s66, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[66:67], s[66:67], 1
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s67
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 40
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s68, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[68:69], s[68:69], 1
	s_add_u32 s68, s2, s68
	s_addc_u32 s69, s3, s69
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 36
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s70, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s71, s70, 31
	s_lshl_b64 s[70:71], s[70:71], 1
	s_add_u32 s70, s2, s70
	s_addc_u32 s71, s3, s71
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 32
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s72, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s73, s72, 31
	s_lshl_b64 s[72:73], s[72:73], 1
	s_add_u32 s72, s2, s72
	s_addc_u32 s73, s3, s73
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 28
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s74, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s75, s74, 31
	s_lshl_b64 s[74:75], s[74:75], 1
	s_add_u32 s74, s2, s74
	s_addc_u32 s75, s3, s75
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 24
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s76, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s77, s76, 31
	s_lshl_b64 s[76:77], s[76:77], 1
	s_add_u32 s76, s2, s76
	s_addc_u32 s77, s3, s77
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 20
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s78, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s79, s78, 31
	s_lshl_b64 s[78:79], s[78:79], 1
	s_add_u32 s78, s2, s78
	s_addc_u32 s79, s3, s79
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 16
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s80, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s81, s80, 31
	s_lshl_b64 s[80:81], s[80:81], 1
	s_add_u32 s80, s2, s80
	s_addc_u32 s81, s3, s81
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 12
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s82, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s83, s82, 31
	s_lshl_b64 s[82:83], s[82:83], 1
	s_add_u32 s82, s2, s82
	s_addc_u32 s83, s3, s83
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 8
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s84, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s85, s84, 31
	s_lshl_b64 s[84:85], s[84:85], 1
	s_add_u32 s84, s2, s84
	s_addc_u32 s85, s3, s85
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s14, s13, 4
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s90, s14, s11
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	s_ashr_i32 s91, s90, 31
	s_lshl_b64 s[90:91], s[90:91], 1
	s_add_u32 s90, s2, s90
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s92, s13, s11
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	s_addc_u32 s91, s3, s91
	s_ashr_i32 s93, s92, 31
	s_lshl_b64 s[92:93], s[92:93], 1
	s_add_u32 s2, s2, s92
	v_lshrrev_b32_e32 v9, 1, v1
	s_addc_u32 s3, s3, s93
	s_lshr_b32 s9, s9, 3
	v_and_b32_e32 v6, 15, v0
	v_and_b32_e32 v9, 56, v9
	s_lshr_b32 s11, s86, 4
	v_lshlrev_b32_e32 v7, 3, v6
	v_xor_b32_e32 v9, s11, v9
	s_cmp_eq_u32 s88, 0
	.loc	1 16 9 is_stmt 1                ; triton_fixtures.py:16:9
	v_lshl_add_u64 v[144:145], s[18:19], 0, v[2:3]
	v_lshl_add_u64 v[146:147], s[20:21], 0, v[2:3]
	v_lshl_add_u64 v[148:149], s[22:23], 0, v[2:3]
	v_lshl_add_u64 v[150:151], s[4:5], 0, v[2:3]
	.loc	1 15 43                         ; triton_fixtures.py:15:43
	v_mul_lo_u32 v2, s12, v4
	v_accvgpr_write_b32 a30, v8
	v_lshrrev_b32_e32 v8, 2, v8
	v_xor_b32_e32 v9, v9, v7
	v_lshl_or_b32 v7, v10, 7, v7
	s_cselect_b32 s11, 0, 0x1010
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_ashrrev_i32_e32 v3, 31, v2
	v_xor_b32_e32 v7, v7, v8
	v_mul_u32_u24_e32 v6, 0x88, v6
	v_or_b32_e32 v8, s11, v8
	v_bfe_i32 v0, v0, 4, 1
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_lshlrev_b32_e32 v1, 1, v1
	v_xor_b32_e32 v6, v8, v6
	v_and_b32_e32 v0, 0x808, v0
	v_lshl_add_u64 v[152:153], s[24:25], 0, v[2:3]
	v_lshl_add_u64 v[154:155], s[26:27], 0, v[2:3]
	v_lshl_add_u64 v[156:157], s[28:29], 0, v[2:3]
	v_lshl_add_u64 v[158:159], s[30:31], 0, v[2:3]
	v_lshl_add_u64 v[160:161], s[34:35], 0, v[2:3]
	v_lshl_add_u64 v[162:163], s[36:37], 0, v[2:3]
	v_lshl_add_u64 v[164:165], s[38:39], 0, v[2:3]
	v_lshl_add_u64 v[166:167], s[40:41], 0, v[2:3]
	v_lshl_add_u64 v[168:169], s[42:43], 0, v[2:3]
	v_lshl_add_u64 v[170:171], s[44:45], 0, v[2:3]
	v_lshl_add_u64 v[172:173], s[46:47], 0, v[2:3]
	v_lshl_add_u64 v[174:175], s[48:49], 0, v[2:3]
	v_lshl_add_u64 v[176:177], s[50:51], 0, v[2:3]
	v_lshl_add_u64 v[178:179], s[52:53], 0, v[2:3]
	v_lshl_add_u64 v[180:181], s[54:55], 0, v[2:3]
	v_lshl_add_u64 v[182:183], s[56:57], 0, v[2:3]
	v_lshl_add_u64 v[184:185], s[58:59], 0, v[2:3]
	v_lshl_add_u64 v[186:187], s[60:61], 0, v[2:3]
	v_lshl_add_u64 v[188:189], s[62:63], 0, v[2:3]
	v_lshl_add_u64 v[190:191], s[64:65], 0, v[2:3]
	v_lshl_add_u64 v[192:193], s[66:67], 0, v[2:3]
	v_lshl_add_u64 v[194:195], s[68:69], 0, v[2:3]
	v_lshl_add_u64 v[196:197], s[70:71], 0, v[2:3]
	v_lshl_add_u64 v[198:199], s[72:73], 0, v[2:3]
	v_lshl_add_u64 v[200:201], s[74:75], 0, v[2:3]
	v_lshl_add_u64 v[202:203], s[76:77], 0, v[2:3]
	v_lshl_add_u64 v[204:205], s[78:79], 0, v[2:3]
	v_lshl_add_u64 v[206:207], s[80:81], 0, v[2:3]
	v_lshl_add_u64 v[208:209], s[82:83], 0, v[2:3]
	v_lshl_add_u64 v[210:211], s[84:85], 0, v[2:3]
	v_lshl_add_u64 v[212:213], s[90:91], 0, v[2:3]
	v_lshl_add_u64 v[214:215], s[2:3], 0, v[2:3]
	v_xor_b32_e32 v1, s9, v1
	v_lshl_or_b32 v2, s86, 5, v7
	v_xor_b32_e32 v0, v6, v0
	v_xor_b32_e32 v3, 32, v1
	v_xor_b32_e32 v4, 64, v1
	v_xor_b32_e32 v6, 0x60, v1
	v_add_u32_e32 v234, 0, v1
	v_xor_b32_e32 v1, 16, v2
	v_add_u32_e32 v235, 0, v3
	v_xor_b32_e32 v3, 32, v2
	v_add_u32_e32 v1, 0, v1
	v_add_u32_e32 v236, 0, v4
	v_xor_b32_e32 v4, 48, v2
	v_accvgpr_write_b32 a32, v1
	v_add_u32_e32 v1, 0, v3
	v_add_u32_e32 v237, 0, v6
	v_xor_b32_e32 v6, 64, v2
	v_accvgpr_write_b32 a33, v1
	v_add_u32_e32 v1, 0, v4
	v_xor_b32_e32 v7, 0x50, v2
	v_accvgpr_write_b32 a34, v1
	v_add_u32_e32 v1, 0, v6
	v_xor_b32_e32 v8, 0x60, v2
	v_accvgpr_write_b32 a35, v1
	v_add_u32_e32 v1, 0, v7
	v_lshl_or_b32 v5, v5, 7, v9
	v_xor_b32_e32 v9, 0x70, v2
	v_accvgpr_write_b32 a36, v1
	v_add_u32_e32 v1, 0, v8
	v_accvgpr_write_b32 a37, v1
	v_add_u32_e32 v1, 0, v9
	v_add_u32_e32 v2, 0, v2
	v_accvgpr_write_b32 a38, v1
	v_xor_b32_e32 v1, 16, v5
	v_accvgpr_write_b32 a31, v2
	v_xor_b32_e32 v2, 32, v5
	v_add_u32_e32 v1, 0, v1
	v_xor_b32_e32 v3, 48, v5
	v_accvgpr_write_b32 a40, v1
	v_add_u32_e32 v1, 0, v2
	v_xor_b32_e32 v4, 64, v5
	v_accvgpr_write_b32 a41, v1
	v_add_u32_e32 v1, 0, v3
	v_xor_b32_e32 v6, 0x50, v5
	v_xor_b32_e32 v7, 0x60, v5
	v_xor_b32_e32 v8, 0x70, v5
	v_add_u32_e32 v5, 0, v5
	v_accvgpr_write_b32 a42, v1
	v_add_u32_e32 v1, 0, v4
	s_ashr_i32 s17, s16, 31
	s_ashr_i32 s9, s8, 31
	v_accvgpr_write_b32 a39, v5
	v_accvgpr_write_b32 a43, v1
	v_add_u32_e32 v251, 0, v6
	v_add_u32_e32 v252, 0, v7
	v_xor_b32_e32 v1, 16, v0
	v_xor_b32_e32 v2, 32, v0
	v_xor_b32_e32 v3, 48, v0
	v_xor_b32_e32 v4, 64, v0
	v_xor_b32_e32 v5, 0x50, v0
	v_xor_b32_e32 v6, 0x60, v0
	v_xor_b32_e32 v7, 0x70, v0
	v_mov_b32_e32 v16, 0
	v_accvgpr_write_b32 a29, v10
	s_mov_b32 s11, 0
	s_mov_b32 s12, 0x5040100
	v_add_u32_e32 v253, 0, v8
	v_add_u32_e32 v254, 0, v0
	v_add_u32_e32 v255, 0, v1
	v_add_u32_e32 v232, 0, v2
	v_add_u32_e32 v233, 0, v3
	v_add_u32_e32 v238, 0, v4
	v_add_u32_e32 v239, 0, v5
	v_add_u32_e32 v240, 0, v6
	v_add_u32_e32 v241, 0, v7
	s_lshl_b64 s[2:3], s[16:17], 1
	s_lshl_b64 s[4:5], s[8:9], 1
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v48, v16
	v_mov_b32_e32 v49, v16
	v_mov_b32_e32 v50, v16
	v_mov_b32_e32 v51, v16
	v_mov_b32_e32 v52, v16
	v_mov_b32_e32 v53, v16
	v_mov_b32_e32 v54, v16
	v_mov_b32_e32 v55, v16
	v_mov_b32_e32 v56, v16
	v_mov_b32_e32 v57, v16
	v_mov_b32_e32 v58, v16
	v_mov_b32_e32 v59, v16
	v_mov_b32_e32 v60, v16
	v_mov_b32_e32 v61, v16
	v_mov_b32_e32 v62, v16
	v_mov_b32_e32 v63, v16
	v_mov_b32_e32 v32, v16
	v_mov_b32_e32 v33, v16
	v_mov_b32_e32 v34, v16
	v_mov_b32_e32 v35, v16
	v_mov_b32_e32 v36, v16
	v_mov_b32_e32 v37, v16
	v_mov_b32_e32 v38, v16
	v_mov_b32_e32 v39, v16
	v_mov_b32_e32 v40, v16
	v_mov_b32_e32 v41, v16
	v_mov_b32_e32 v42, v16
	v_mov_b32_e32 v43, v16
	v_mov_b32_e32 v44, v16
	v_mov_b32_e32 v45, v16
	v_mov_b32_e32 v46, v16
	v_mov_b32_e32 v47, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 19 35 is_stmt 1               ; triton_fixtures.py:19:35
	global_load_ushort v64, v[150:151], off
	global_load_ushort v65, v[148:149], off
	global_load_ushort v66, v[146:147], off
	global_load_ushort v67, v[144:145], off
	global_load_ushort v68, v[142:143], off
	global_load_ushort v69, v[140:141], off
	global_load_ushort v70, v[138:139], off
	global_load_ushort v71, v[136:137], off
	global_load_ushort v72, v[134:135], off
	global_load_ushort v73, v[132:133], off
	global_load_ushort v74, v[130:131], off
	global_load_ushort v75, v[128:129], off
	global_load_ushort v76, v[126:127], off
	global_load_ushort v77, v[124:125], off
	global_load_ushort v78, v[122:123], off
	global_load_ushort v79, v[120:121], off
	global_load_ushort v80, v[118:119], off
	global_load_ushort v81, v[116:117], off
	global_load_ushort v82, v[114:115], off
	global_load_ushort v83, v[112:113], off
	global_load_ushort v84, v[110:111], off
	global_load_ushort v85, v[108:109], off
	global_load_ushort v86, v[106:107], off
	global_load_ushort v87, v[104:105], off
	global_load_ushort v216, v[102:103], off
	global_load_ushort v217, v[100:101], off
	global_load_ushort v219, v[98:99], off
	global_load_ushort v242, v[96:97], off
	global_load_ushort v243, v[94:95], off
	global_load_ushort v244, v[92:93], off
	global_load_ushort v245, v[90:91], off
	global_load_ushort v246, v[88:89], off
	.loc	1 19 23 is_stmt 0               ; triton_fixtures.py:19:23
	global_load_ushort v247, v[214:215], off
	global_load_ushort v248, v[212:213], off
	global_load_ushort v249, v[210:211], off
	global_load_ushort a0, v[208:209], off
	global_load_ushort a1, v[206:207], off
	global_load_ushort a2, v[204:205], off
	global_load_ushort a3, v[202:203], off
	global_load_ushort a4, v[200:201], off
	global_load_ushort a5, v[198:199], off
	global_load_ushort a6, v[196:197], off
	global_load_ushort a7, v[194:195], off
	global_load_ushort a8, v[192:193], off
	global_load_ushort a9, v[190:191], off
	global_load_ushort a10, v[188:189], off
	global_load_ushort a11, v[186:187], off
	global_load_ushort a12, v[184:185], off
	global_load_ushort a13, v[182:183], off
	global_load_ushort a14, v[180:181], off
	global_load_ushort a15, v[178:179], off
	global_load_ushort a16, v[176:177], off
	global_load_ushort a17, v[174:175], off
	global_load_ushort a18, v[172:173], off
	global_load_ushort a19, v[170:171], off
	global_load_ushort a20, v[168:169], off
	global_load_ushort a21, v[166:167], off
	global_load_ushort a22, v[164:165], off
	global_load_ushort a23, v[162:163], off
	global_load_ushort a24, v[160:161], off
	global_load_ushort a25, v[158:159], off
	global_load_ushort a26, v[156:157], off
	global_load_ushort a27, v[154:155], off
	global_load_ushort a28, v[152:153], off
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	s_barrier
	v_accvgpr_read_b32 v250, a39
	.loc	1 18 5 is_stmt 1                ; triton_fixtures.py:18:5
	s_add_i32 s11, s11, 64
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[214:215], v[214:215], 0, s[2:3]
	v_lshl_add_u64 v[212:213], v[212:213], 0, s[2:3]
	v_lshl_add_u64 v[210:211], v[210:211], 0, s[2:3]
	v_lshl_add_u64 v[208:209], v[208:209], 0, s[2:3]
	v_lshl_add_u64 v[206:207], v[206:207], 0, s[2:3]
	v_lshl_add_u64 v[204:205], v[204:205], 0, s[2:3]
	v_lshl_add_u64 v[202:203], v[202:203], 0, s[2:3]
	v_lshl_add_u64 v[200:201], v[200:201], 0, s[2:3]
	v_lshl_add_u64 v[198:199], v[198:199], 0, s[2:3]
	v_lshl_add_u64 v[196:197], v[196:197], 0, s[2:3]
	v_lshl_add_u64 v[194:195], v[194:195], 0, s[2:3]
	v_lshl_add_u64 v[192:193], v[192:193], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(62)
	v_perm_b32 v230, v65, v64, s12
	v_accvgpr_read_b32 v64, a31
	s_waitcnt vmcnt(60)
	v_perm_b32 v231, v67, v66, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[190:191], v[190:191], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(58)
	v_perm_b32 v228, v69, v68, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[188:189], v[188:189], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(56)
	v_perm_b32 v229, v71, v70, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[186:187], v[186:187], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(54)
	v_perm_b32 v226, v73, v72, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[184:185], v[184:185], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(52)
	v_perm_b32 v227, v75, v74, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[182:183], v[182:183], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(50)
	v_perm_b32 v224, v77, v76, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[180:181], v[180:181], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(48)
	v_perm_b32 v225, v79, v78, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[178:179], v[178:179], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(46)
	v_perm_b32 v222, v81, v80, s12
	v_accvgpr_read_b32 v80, a35
	s_waitcnt vmcnt(44)
	v_perm_b32 v223, v83, v82, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[176:177], v[176:177], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(42)
	v_perm_b32 v220, v85, v84, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[174:175], v[174:175], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(40)
	v_perm_b32 v221, v87, v86, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[172:173], v[172:173], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(38)
	v_perm_b32 v218, v217, v216, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[170:171], v[170:171], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(36)
	v_perm_b32 v219, v242, v219, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[168:169], v[168:169], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(34)
	v_perm_b32 v216, v244, v243, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[166:167], v[166:167], 0, s[2:3]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(32)
	v_perm_b32 v217, v246, v245, s12
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_lshl_add_u64 v[164:165], v[164:165], 0, s[2:3]
	v_lshl_add_u64 v[162:163], v[162:163], 0, s[2:3]
	v_lshl_add_u64 v[160:161], v[160:161], 0, s[2:3]
	v_lshl_add_u64 v[158:159], v[158:159], 0, s[2:3]
	v_lshl_add_u64 v[156:157], v[156:157], 0, s[2:3]
	v_lshl_add_u64 v[154:155], v[154:155], 0, s[2:3]
	v_lshl_add_u64 v[152:153], v[152:153], 0, s[2:3]
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_lshl_add_u64 v[150:151], v[150:151], 0, s[4:5]
	v_lshl_add_u64 v[148:149], v[148:149], 0, s[4:5]
	v_lshl_add_u64 v[146:147], v[146:147], 0, s[4:5]
	v_lshl_add_u64 v[144:145], v[144:145], 0, s[4:5]
	v_lshl_add_u64 v[142:143], v[142:143], 0, s[4:5]
	v_lshl_add_u64 v[140:141], v[140:141], 0, s[4:5]
	v_lshl_add_u64 v[138:139], v[138:139], 0, s[4:5]
	v_lshl_add_u64 v[136:137], v[136:137], 0, s[4:5]
	v_lshl_add_u64 v[134:135], v[134:135], 0, s[4:5]
	v_lshl_add_u64 v[132:133], v[132:133], 0, s[4:5]
	v_lshl_add_u64 v[130:131], v[130:131], 0, s[4:5]
	v_lshl_add_u64 v[128:129], v[128:129], 0, s[4:5]
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[4:5]
	v_lshl_add_u64 v[124:125], v[124:125], 0, s[4:5]
	v_lshl_add_u64 v[122:123], v[122:123], 0, s[4:5]
	v_lshl_add_u64 v[120:121], v[120:121], 0, s[4:5]
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[4:5]
	v_lshl_add_u64 v[116:117], v[116:117], 0, s[4:5]
	v_lshl_add_u64 v[114:115], v[114:115], 0, s[4:5]
	v_lshl_add_u64 v[112:113], v[112:113], 0, s[4:5]
	v_lshl_add_u64 v[110:111], v[110:111], 0, s[4:5]
	v_lshl_add_u64 v[108:109], v[108:109], 0, s[4:5]
	v_lshl_add_u64 v[106:107], v[106:107], 0, s[4:5]
	v_lshl_add_u64 v[104:105], v[104:105], 0, s[4:5]
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_waitcnt vmcnt(31)
	ds_write_b16 v234, v247
	s_waitcnt vmcnt(30)
	ds_write_b16 v235, v248 offset:512
	s_waitcnt vmcnt(29)
	ds_write_b16 v236, v249 offset:1024
	s_waitcnt vmcnt(28)
	ds_write_b16 v237, a0 offset:1536
	s_waitcnt vmcnt(27)
	ds_write_b16 v234, a1 offset:2048
	s_waitcnt vmcnt(26)
	ds_write_b16 v235, a2 offset:2560
	s_waitcnt vmcnt(25)
	ds_write_b16 v236, a3 offset:3072
	s_waitcnt vmcnt(24)
	ds_write_b16 v237, a4 offset:3584
	s_waitcnt vmcnt(23)
	ds_write_b16 v234, a5 offset:4096
	s_waitcnt vmcnt(22)
	ds_write_b16 v235, a6 offset:4608
	s_waitcnt vmcnt(21)
	ds_write_b16 v236, a7 offset:5120
	s_waitcnt vmcnt(20)
	ds_write_b16 v237, a8 offset:5632
	s_waitcnt vmcnt(19)
	ds_write_b16 v234, a9 offset:6144
	s_waitcnt vmcnt(18)
	ds_write_b16 v235, a10 offset:6656
	s_waitcnt vmcnt(17)
	ds_write_b16 v236, a11 offset:7168
	s_waitcnt vmcnt(16)
	ds_write_b16 v237, a12 offset:7680
	s_waitcnt vmcnt(15)
	ds_write_b16 v234, a13 offset:8192
	s_waitcnt vmcnt(14)
	ds_write_b16 v235, a14 offset:8704
	s_waitcnt vmcnt(13)
	ds_write_b16 v236, a15 offset:9216
	s_waitcnt vmcnt(12)
	ds_write_b16 v237, a16 offset:9728
	s_waitcnt vmcnt(11)
	ds_write_b16 v234, a17 offset:10240
	s_waitcnt vmcnt(10)
	ds_write_b16 v235, a18 offset:10752
	s_waitcnt vmcnt(9)
	ds_write_b16 v236, a19 offset:11264
	s_waitcnt vmcnt(8)
	ds_write_b16 v237, a20 offset:11776
	s_waitcnt vmcnt(7)
	ds_write_b16 v234, a21 offset:12288
	s_waitcnt vmcnt(6)
	ds_write_b16 v235, a22 offset:12800
	s_waitcnt vmcnt(5)
	ds_write_b16 v236, a23 offset:13312
	s_waitcnt vmcnt(4)
	ds_write_b16 v237, a24 offset:13824
	s_waitcnt vmcnt(3)
	ds_write_b16 v234, a25 offset:14336
	s_waitcnt vmcnt(2)
	ds_write_b16 v235, a26 offset:14848
	s_waitcnt vmcnt(1)
	ds_write_b16 v236, a27 offset:15360
	s_waitcnt vmcnt(0)
	ds_write_b16 v237, a28 offset:15872
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[76:79], v64 offset1:16
	v_accvgpr_read_b32 v64, a32
	ds_read2st64_b64 v[242:245], v80 offset1:16
	v_accvgpr_read_b32 v80, a36
	ds_read2st64_b64 v[72:75], v64 offset1:16
	v_accvgpr_read_b32 v64, a33
	ds_read2st64_b64 v[246:249], v80 offset1:16
	v_accvgpr_read_b32 v80, a37
	ds_read2st64_b64 v[68:71], v64 offset1:16
	v_accvgpr_read_b32 v64, a34
	ds_read2st64_b64 v[84:87], v80 offset1:16
	v_accvgpr_read_b32 v80, a38
	ds_read2st64_b64 v[64:67], v64 offset1:16
	ds_read2st64_b64 v[80:83], v80 offset1:16
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v250, v[230:231]
	v_accvgpr_read_b32 v230, a40
	ds_write_b64 v230, v[228:229]
	v_accvgpr_read_b32 v228, a41
	ds_write_b64 v228, v[226:227]
	v_accvgpr_read_b32 v226, a42
	ds_write_b64 v226, v[224:225]
	v_accvgpr_read_b32 v224, a43
	ds_write_b64 v224, v[222:223]
	ds_write_b64 v251, v[220:221]
	ds_write_b64 v252, v[218:219]
	ds_write_b64 v253, v[216:217]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[216:219], v254 offset1:16
	ds_read2st64_b64 v[220:223], v232 offset1:16
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[16:31], v[216:217], v[76:77], v[16:31]
	.loc	1 21 9 is_stmt 1                ; triton_fixtures.py:21:9
	v_lshl_add_u64 v[102:103], v[102:103], 0, s[4:5]
	v_lshl_add_u64 v[100:101], v[100:101], 0, s[4:5]
	v_lshl_add_u64 v[98:99], v[98:99], 0, s[4:5]
	v_lshl_add_u64 v[96:97], v[96:97], 0, s[4:5]
	v_lshl_add_u64 v[94:95], v[94:95], 0, s[4:5]
	v_lshl_add_u64 v[92:93], v[92:93], 0, s[4:5]
	v_lshl_add_u64 v[90:91], v[90:91], 0, s[4:5]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[222:223], v[76:77], v[48:63]
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_cmp_lt_i32 s11, s10
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_lshl_add_u64 v[88:89], v[88:89], 0, s[4:5]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8_f16 v[32:47], v[216:217], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[222:223], v[78:79], v[0:15]
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read2st64_b64 v[76:79], v255 offset1:16
	ds_read2st64_b64 v[222:225], v233 offset1:16
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[72:73], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[224:225], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[76:77], v[74:75], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[224:225], v[74:75], v[0:15]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read2st64_b64 v[74:77], v241 offset1:16
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[220:221], v[68:69], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[220:221], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[218:219], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[218:219], v[70:71], v[0:15]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read2st64_b64 v[68:71], v240 offset1:16
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[222:223], v[64:65], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[78:79], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[222:223], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[78:79], v[66:67], v[0:15]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read2st64_b64 v[64:67], v238 offset1:16
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[70:71], v[242:243], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[244:245], v[0:15]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read2st64_b64 v[70:73], v239 offset1:16
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[242:243], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[64:65], v[244:245], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[246:247], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[76:77], v[246:247], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[70:71], v[248:249], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[248:249], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[84:85], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[68:69], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[86:87], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[80:81], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[72:73], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[82:83], v[0:15]
	.loc	1 18 5 is_stmt 1                ; triton_fixtures.py:18:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	s_nop 6
	v_cvt_f16_f32_e32 v89, v16
	v_cvt_f16_f32_e32 v88, v17
	v_cvt_f16_f32_e32 v87, v18
	v_cvt_f16_f32_e32 v86, v19
	v_cvt_f16_f32_e32 v85, v20
	v_cvt_f16_f32_e32 v84, v21
	v_cvt_f16_f32_e32 v83, v22
	v_cvt_f16_f32_e32 v82, v23
	v_cvt_f16_f32_e32 v81, v24
	v_cvt_f16_f32_e32 v80, v25
	v_cvt_f16_f32_e32 v79, v26
	v_cvt_f16_f32_e32 v78, v27
	v_cvt_f16_f32_e32 v77, v28
	v_cvt_f16_f32_e32 v76, v29
	v_cvt_f16_f32_e32 v75, v30
	v_cvt_f16_f32_e32 v74, v31
	v_cvt_f16_f32_e32 v73, v48
	v_cvt_f16_f32_e32 v72, v49
	v_cvt_f16_f32_e32 v71, v50
	v_cvt_f16_f32_e32 v70, v51
	v_cvt_f16_f32_e32 v69, v52
	v_cvt_f16_f32_e32 v68, v53
	v_cvt_f16_f32_e32 v67, v54
	v_cvt_f16_f32_e32 v66, v55
	v_cvt_f16_f32_e32 v65, v56
	v_cvt_f16_f32_e32 v64, v57
	v_cvt_f16_f32_e32 v57, v58
	v_cvt_f16_f32_e32 v56, v59
	v_cvt_f16_f32_e32 v55, v60
	v_cvt_f16_f32_e32 v54, v61
	v_cvt_f16_f32_e32 v53, v62
	v_cvt_f16_f32_e32 v52, v63
	v_cvt_f16_f32_e32 v51, v32
	v_cvt_f16_f32_e32 v50, v33
	v_cvt_f16_f32_e32 v49, v34
	v_cvt_f16_f32_e32 v48, v35
	v_cvt_f16_f32_e32 v35, v36
	v_cvt_f16_f32_e32 v34, v37
	v_cvt_f16_f32_e32 v33, v38
	v_cvt_f16_f32_e32 v32, v39
	v_cvt_f16_f32_e32 v31, v40
	v_cvt_f16_f32_e32 v30, v41
	v_cvt_f16_f32_e32 v29, v42
	v_cvt_f16_f32_e32 v28, v43
	v_cvt_f16_f32_e32 v27, v44
	v_cvt_f16_f32_e32 v26, v45
	v_cvt_f16_f32_e32 v25, v46
	v_cvt_f16_f32_e32 v24, v47
	v_cvt_f16_f32_e32 v23, v0
	v_cvt_f16_f32_e32 v22, v1
	v_cvt_f16_f32_e32 v21, v2
	v_cvt_f16_f32_e32 v20, v3
	v_cvt_f16_f32_e32 v19, v4
	v_cvt_f16_f32_e32 v18, v5
	v_cvt_f16_f32_e32 v17, v6
	v_cvt_f16_f32_e32 v16, v7
	v_cvt_f16_f32_e32 v7, v8
	v_cvt_f16_f32_e32 v6, v9
	v_cvt_f16_f32_e32 v5, v10
	v_cvt_f16_f32_e32 v4, v11
	v_cvt_f16_f32_e32 v3, v12
	v_cvt_f16_f32_e32 v2, v13
	v_cvt_f16_f32_e32 v1, v14
	v_cvt_f16_f32_e32 v0, v15
	v_accvgpr_read_b32 v10, a29
	v_accvgpr_read_b32 v8, a30
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	s_branch .LBB0_5
.LBB0_4:
	.loc	1 0 28 is_stmt 0                ; triton_fixtures.py:0:28
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
.LBB0_5:                                ; %Flow
	s_load_dword s0, s[0:1], 0x38
	.loc	1 12 28 is_stmt 1               ; triton_fixtures.py:12:28
	v_lshrrev_b32_e32 v8, 3, v8
	s_lshr_b32 s1, s88, 1
	v_or_b32_e32 v8, s1, v8
	s_lshr_b32 s1, s86, 2
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	v_or_b32_e32 v12, s87, v8
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_or_b32_e32 v8, s1, v10
	.loc	1 12 10 is_stmt 0               ; triton_fixtures.py:12:10
	v_or_b32_e32 v8, s33, v8
	.loc	1 13 10 is_stmt 1               ; triton_fixtures.py:13:10
	v_or_b32_e32 v13, 0x5b, v12
	v_or_b32_e32 v15, 0x5a, v12
	v_or_b32_e32 v37, 0x59, v12
	v_or_b32_e32 v39, 0x58, v12
	v_or_b32_e32 v41, 0x53, v12
	v_or_b32_e32 v43, 0x52, v12
	v_or_b32_e32 v45, 0x51, v12
	v_or_b32_e32 v47, 0x50, v12
	v_or_b32_e32 v59, 0x4b, v12
	v_or_b32_e32 v61, 0x4a, v12
	v_or_b32_e32 v63, 0x49, v12
	v_or_b32_e32 v91, 0x48, v12
	v_or_b32_e32 v93, 0x43, v12
	v_or_b32_e32 v95, 0x42, v12
	v_or_b32_e32 v97, 0x41, v12
	v_or_b32_e32 v99, 64, v12
	v_or_b32_e32 v98, 27, v12
	v_or_b32_e32 v96, 26, v12
	v_or_b32_e32 v94, 25, v12
	v_or_b32_e32 v92, 24, v12
	v_or_b32_e32 v90, 19, v12
	v_or_b32_e32 v62, 18, v12
	v_or_b32_e32 v60, 17, v12
	v_or_b32_e32 v58, 16, v12
	v_or_b32_e32 v46, 11, v12
	v_or_b32_e32 v44, 10, v12
	v_or_b32_e32 v42, 9, v12
	v_or_b32_e32 v40, 8, v12
	v_or_b32_e32 v38, 3, v12
	v_or_b32_e32 v36, 2, v12
	v_or_b32_e32 v14, 1, v12
	.loc	1 12 10                         ; triton_fixtures.py:12:10
	v_or_b32_e32 v9, 64, v8
	.loc	1 22 17                         ; triton_fixtures.py:22:17
	v_mul_lo_u32 v8, v8, s15
	.loc	1 22 43 is_stmt 0               ; triton_fixtures.py:22:43
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v12, v12, s0
	.loc	1 22 17                         ; triton_fixtures.py:22:17
	v_mul_lo_u32 v10, v9, s15
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v14, v14, s0
	v_mul_lo_u32 v36, v36, s0
	v_mul_lo_u32 v38, v38, s0
	v_mul_lo_u32 v40, v40, s0
	v_mul_lo_u32 v42, v42, s0
	v_mul_lo_u32 v44, v44, s0
	v_mul_lo_u32 v46, v46, s0
	v_mul_lo_u32 v58, v58, s0
	v_mul_lo_u32 v60, v60, s0
	v_mul_lo_u32 v62, v62, s0
	v_mul_lo_u32 v90, v90, s0
	v_mul_lo_u32 v92, v92, s0
	v_mul_lo_u32 v94, v94, s0
	v_mul_lo_u32 v96, v96, s0
	v_mul_lo_u32 v98, v98, s0
	v_mul_lo_u32 v100, v99, s0
	v_mul_lo_u32 v102, v97, s0
	v_mul_lo_u32 v104, v95, s0
	v_mul_lo_u32 v106, v93, s0
	v_mul_lo_u32 v108, v91, s0
	v_mul_lo_u32 v110, v63, s0
	v_mul_lo_u32 v112, v61, s0
	v_mul_lo_u32 v114, v59, s0
	v_mul_lo_u32 v116, v47, s0
	v_mul_lo_u32 v118, v45, s0
	v_mul_lo_u32 v120, v43, s0
	v_mul_lo_u32 v122, v41, s0
	v_mul_lo_u32 v124, v39, s0
	v_mul_lo_u32 v126, v37, s0
	v_mul_lo_u32 v128, v15, s0
	v_mul_lo_u32 v130, v13, s0
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[6:7]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v59, 31, v58
	v_ashrrev_i32_e32 v61, 31, v60
	v_ashrrev_i32_e32 v63, 31, v62
	v_ashrrev_i32_e32 v91, 31, v90
	v_ashrrev_i32_e32 v93, 31, v92
	v_ashrrev_i32_e32 v95, 31, v94
	v_ashrrev_i32_e32 v97, 31, v96
	v_ashrrev_i32_e32 v99, 31, v98
	v_ashrrev_i32_e32 v101, 31, v100
	v_ashrrev_i32_e32 v103, 31, v102
	v_ashrrev_i32_e32 v105, 31, v104
	v_ashrrev_i32_e32 v107, 31, v106
	v_ashrrev_i32_e32 v109, 31, v108
	v_ashrrev_i32_e32 v111, 31, v110
	v_ashrrev_i32_e32 v113, 31, v112
	v_ashrrev_i32_e32 v115, 31, v114
	v_ashrrev_i32_e32 v117, 31, v116
	v_ashrrev_i32_e32 v119, 31, v118
	v_ashrrev_i32_e32 v121, 31, v120
	v_ashrrev_i32_e32 v123, 31, v122
	v_ashrrev_i32_e32 v125, 31, v124
	v_ashrrev_i32_e32 v127, 31, v126
	v_ashrrev_i32_e32 v129, 31, v128
	v_ashrrev_i32_e32 v131, 31, v130
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[6:7]
	v_lshl_add_u64 v[132:133], v[8:9], 0, v[12:13]
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_lshlrev_b64 v[36:37], 1, v[36:37]
	v_lshlrev_b64 v[38:39], 1, v[38:39]
	v_lshlrev_b64 v[40:41], 1, v[40:41]
	v_lshlrev_b64 v[42:43], 1, v[42:43]
	v_lshlrev_b64 v[44:45], 1, v[44:45]
	v_lshlrev_b64 v[46:47], 1, v[46:47]
	v_lshlrev_b64 v[58:59], 1, v[58:59]
	v_lshlrev_b64 v[60:61], 1, v[60:61]
	v_lshlrev_b64 v[62:63], 1, v[62:63]
	v_lshlrev_b64 v[90:91], 1, v[90:91]
	v_lshlrev_b64 v[92:93], 1, v[92:93]
	v_lshlrev_b64 v[94:95], 1, v[94:95]
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_lshlrev_b64 v[98:99], 1, v[98:99]
	v_lshlrev_b64 v[100:101], 1, v[100:101]
	v_lshlrev_b64 v[102:103], 1, v[102:103]
	v_lshlrev_b64 v[104:105], 1, v[104:105]
	v_lshlrev_b64 v[106:107], 1, v[106:107]
	v_lshlrev_b64 v[108:109], 1, v[108:109]
	v_lshlrev_b64 v[110:111], 1, v[110:111]
	v_lshlrev_b64 v[112:113], 1, v[112:113]
	v_lshlrev_b64 v[114:115], 1, v[114:115]
	v_lshlrev_b64 v[116:117], 1, v[116:117]
	v_lshlrev_b64 v[118:119], 1, v[118:119]
	v_lshlrev_b64 v[120:121], 1, v[120:121]
	v_lshlrev_b64 v[122:123], 1, v[122:123]
	v_lshlrev_b64 v[124:125], 1, v[124:125]
	v_lshlrev_b64 v[126:127], 1, v[126:127]
	v_lshlrev_b64 v[128:129], 1, v[128:129]
	v_lshlrev_b64 v[130:131], 1, v[130:131]
	v_lshl_add_u64 v[134:135], v[8:9], 0, v[14:15]
	v_lshl_add_u64 v[136:137], v[8:9], 0, v[36:37]
	v_lshl_add_u64 v[138:139], v[8:9], 0, v[38:39]
	v_lshl_add_u64 v[140:141], v[8:9], 0, v[40:41]
	v_lshl_add_u64 v[142:143], v[8:9], 0, v[42:43]
	v_lshl_add_u64 v[144:145], v[8:9], 0, v[44:45]
	v_lshl_add_u64 v[146:147], v[8:9], 0, v[46:47]
	v_lshl_add_u64 v[148:149], v[8:9], 0, v[58:59]
	v_lshl_add_u64 v[150:151], v[8:9], 0, v[60:61]
	v_lshl_add_u64 v[152:153], v[8:9], 0, v[62:63]
	v_lshl_add_u64 v[154:155], v[8:9], 0, v[90:91]
	v_lshl_add_u64 v[156:157], v[8:9], 0, v[92:93]
	v_lshl_add_u64 v[158:159], v[8:9], 0, v[94:95]
	v_lshl_add_u64 v[160:161], v[8:9], 0, v[96:97]
	v_lshl_add_u64 v[162:163], v[8:9], 0, v[98:99]
	v_lshl_add_u64 v[164:165], v[8:9], 0, v[100:101]
	v_lshl_add_u64 v[166:167], v[8:9], 0, v[102:103]
	v_lshl_add_u64 v[168:169], v[8:9], 0, v[104:105]
	v_lshl_add_u64 v[170:171], v[8:9], 0, v[106:107]
	v_lshl_add_u64 v[172:173], v[8:9], 0, v[108:109]
	v_lshl_add_u64 v[174:175], v[8:9], 0, v[110:111]
	v_lshl_add_u64 v[176:177], v[8:9], 0, v[112:113]
	v_lshl_add_u64 v[178:179], v[8:9], 0, v[114:115]
	v_lshl_add_u64 v[180:181], v[8:9], 0, v[116:117]
	v_lshl_add_u64 v[182:183], v[8:9], 0, v[118:119]
	v_lshl_add_u64 v[184:185], v[8:9], 0, v[120:121]
	v_lshl_add_u64 v[186:187], v[8:9], 0, v[122:123]
	v_lshl_add_u64 v[188:189], v[8:9], 0, v[124:125]
	v_lshl_add_u64 v[190:191], v[8:9], 0, v[126:127]
	v_lshl_add_u64 v[192:193], v[8:9], 0, v[128:129]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[130:131]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[12:13]
	v_lshl_add_u64 v[14:15], v[10:11], 0, v[14:15]
	v_lshl_add_u64 v[36:37], v[10:11], 0, v[36:37]
	v_lshl_add_u64 v[38:39], v[10:11], 0, v[38:39]
	v_lshl_add_u64 v[40:41], v[10:11], 0, v[40:41]
	v_lshl_add_u64 v[42:43], v[10:11], 0, v[42:43]
	v_lshl_add_u64 v[44:45], v[10:11], 0, v[44:45]
	v_lshl_add_u64 v[46:47], v[10:11], 0, v[46:47]
	v_lshl_add_u64 v[58:59], v[10:11], 0, v[58:59]
	v_lshl_add_u64 v[60:61], v[10:11], 0, v[60:61]
	v_lshl_add_u64 v[62:63], v[10:11], 0, v[62:63]
	v_lshl_add_u64 v[90:91], v[10:11], 0, v[90:91]
	v_lshl_add_u64 v[92:93], v[10:11], 0, v[92:93]
	v_lshl_add_u64 v[94:95], v[10:11], 0, v[94:95]
	v_lshl_add_u64 v[96:97], v[10:11], 0, v[96:97]
	v_lshl_add_u64 v[98:99], v[10:11], 0, v[98:99]
	v_lshl_add_u64 v[100:101], v[10:11], 0, v[100:101]
	v_lshl_add_u64 v[102:103], v[10:11], 0, v[102:103]
	v_lshl_add_u64 v[104:105], v[10:11], 0, v[104:105]
	v_lshl_add_u64 v[106:107], v[10:11], 0, v[106:107]
	v_lshl_add_u64 v[108:109], v[10:11], 0, v[108:109]
	v_lshl_add_u64 v[110:111], v[10:11], 0, v[110:111]
	v_lshl_add_u64 v[112:113], v[10:11], 0, v[112:113]
	v_lshl_add_u64 v[114:115], v[10:11], 0, v[114:115]
	v_lshl_add_u64 v[116:117], v[10:11], 0, v[116:117]
	v_lshl_add_u64 v[118:119], v[10:11], 0, v[118:119]
	v_lshl_add_u64 v[120:121], v[10:11], 0, v[120:121]
	v_lshl_add_u64 v[122:123], v[10:11], 0, v[122:123]
	v_lshl_add_u64 v[124:125], v[10:11], 0, v[124:125]
	v_lshl_add_u64 v[126:127], v[10:11], 0, v[126:127]
	v_lshl_add_u64 v[128:129], v[10:11], 0, v[128:129]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[130:131]
	.loc	1 23 5 is_stmt 1                ; triton_fixtures.py:23:5
	global_store_short v[132:133], v89, off
	global_store_short v[134:135], v88, off
	global_store_short v[136:137], v87, off
	global_store_short v[138:139], v86, off
	global_store_short v[140:141], v85, off
	global_store_short v[142:143], v84, off
	global_store_short v[144:145], v83, off
	global_store_short v[146:147], v82, off
	global_store_short v[148:149], v81, off
	global_store_short v[150:151], v80, off
	global_store_short v[152:153], v79, off
	global_store_short v[154:155], v78, off
	global_store_short v[156:157], v77, off
	global_store_short v[158:159], v76, off
	global_store_short v[160:161], v75, off
	global_store_short v[162:163], v74, off
	global_store_short v[164:165], v73, off
	global_store_short v[166:167], v72, off
	global_store_short v[168:169], v71, off
	global_store_short v[170:171], v70, off
	global_store_short v[172:173], v69, off
	global_store_short v[174:175], v68, off
	global_store_short v[176:177], v67, off
	global_store_short v[178:179], v66, off
	global_store_short v[180:181], v65, off
	global_store_short v[182:183], v64, off
	global_store_short v[184:185], v57, off
	global_store_short v[186:187], v56, off
	global_store_short v[188:189], v55, off
	global_store_short v[190:191], v54, off
	global_store_short v[192:193], v53, off
	global_store_short v[8:9], v52, off
	global_store_short v[12:13], v51, off
	global_store_short v[14:15], v50, off
	global_store_short v[36:37], v49, off
	global_store_short v[38:39], v48, off
	global_store_short v[40:41], v35, off
	global_store_short v[42:43], v34, off
	global_store_short v[44:45], v33, off
	global_store_short v[46:47], v32, off
	global_store_short v[58:59], v31, off
	global_store_short v[60:61], v30, off
	global_store_short v[62:63], v29, off
	global_store_short v[90:91], v28, off
	global_store_short v[92:93], v27, off
	global_store_short v[94:95], v26, off
	global_store_short v[96:97], v25, off
	global_store_short v[98:99], v24, off
	global_store_short v[100:101], v23, off
	global_store_short v[102:103], v22, off
	global_store_short v[104:105], v21, off
	global_store_short v[106:107], v20, off
	global_store_short v[108:109], v19, off
	global_store_short v[110:111], v18, off
	global_store_short v[112:113], v17, off
	global_store_short v[114:115], v16, off
	global_store_short v[116:117], v7, off
	global_store_short v[118:119], v6, off
	global_store_short v[120:121], v5, off
	global_store_short v[122:123], v4, off
	global_store_short v[124:125], v3, off
	global_store_short v[126:127], v2, off
	global_store_short v[128:129], v1, off
	global_store_short v[10:11], v0, off
	.loc	1 8 1                           ; triton_fixtures.py:8:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	gemm_fp16, .Lfunc_end0-gemm_fp16
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_fp16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 300
		.amdhsa_next_free_sgpr 94
		.amdhsa_accum_offset 256
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
	.set .Lgemm_fp16.num_vgpr, 256
	.set .Lgemm_fp16.num_agpr, 44
	.set .Lgemm_fp16.numbered_sgpr, 94
	.set .Lgemm_fp16.num_named_barrier, 0
	.set .Lgemm_fp16.private_seg_size, 0
	.set .Lgemm_fp16.uses_vcc, 0
	.set .Lgemm_fp16.uses_flat_scratch, 0
	.set .Lgemm_fp16.has_dyn_sized_stack, 0
	.set .Lgemm_fp16.has_recursion, 0
	.set .Lgemm_fp16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7956
; TotalNumSgprs: 100
; NumVgprs: 256
; NumAgprs: 44
; TotalNumVgprs: 300
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 37
; NumSGPRsForWavesPerEU: 100
; NumVGPRsForWavesPerEU: 300
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 0
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
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     44
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
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           gemm_fp16
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         gemm_fp16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     300
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
