	.amdgcn_target "amdgpu9.0a-amd-amdhsa-unknown-gfx90a"
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
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dwordx8 s[8:15], s[4:5], 0x8
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
	v_readfirstlane_b32 s3, v0
	.loc	1 12 10                         ; triton_fixtures.py:12:10
	s_lshl_b32 s33, s16, 7
	.loc	1 12 28 is_stmt 0               ; triton_fixtures.py:12:28
	s_and_b32 s88, s3, 0x80
	s_and_b32 s90, s3, 64
	.loc	1 13 10 is_stmt 1               ; triton_fixtures.py:13:10
	s_lshl_b32 s89, s17, 7
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_and_b32_e32 v224, 31, v0
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_cmp_lt_i32 s14, 1
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_and_b32_e32 v225, 32, v0
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; triton_fixtures.py:0:5
	s_load_dwordx2 s[12:13], s[4:5], 0x28
	s_load_dword s17, s[4:5], 0x30
	.loc	1 16 17 is_stmt 1               ; triton_fixtures.py:16:17
	s_lshr_b32 s16, s88, 7
	s_or_b32 s1, s16, 62
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_and_b32_e32 v4, 63, v0
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s18, s1, s13
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	.loc	1 21 14 is_stmt 1               ; triton_fixtures.py:21:14
	s_lshl_b32 s0, s13, 6
	.loc	1 20 14                         ; triton_fixtures.py:20:14
	s_lshl_b32 s2, s12, 6
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	.loc	1 23 5                          ; triton_fixtures.py:23:5
	s_and_b32 s1, s3, 0xc0
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_or_b32_e32 v1, s1, v4
	v_and_b32_e32 v2, 0x7f, v1
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	v_or_b32_e32 v2, s89, v2
	.loc	1 16 43                         ; triton_fixtures.py:16:43
	v_mul_lo_u32 v2, v2, s17
	.loc	1 16 9 is_stmt 0                ; triton_fixtures.py:16:9
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 60
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_add_co_u32_e32 v96, vcc, s18, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s19
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v97, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v98, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 58
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v99, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v100, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 56
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v101, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v102, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 54
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v103, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v104, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 52
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v105, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v106, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 50
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v107, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v108, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 48
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v109, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v110, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 46
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v111, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v112, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 44
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v113, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v114, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 42
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v115, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v116, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 40
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v117, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v118, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 38
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v119, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v120, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 36
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v121, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v122, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 34
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v123, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v124, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 32
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v125, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v126, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 30
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v127, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v128, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 28
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v129, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v130, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 26
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v131, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v132, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 24
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v133, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v134, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 22
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v135, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v136, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 20
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v137, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v138, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 18
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v139, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v140, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 16
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v141, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v142, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 14
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v143, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v144, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 12
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v145, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v146, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 10
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v147, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v148, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 8
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v149, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v150, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 6
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v151, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v152, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 4
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v153, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v154, vcc, s17, v2
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_or_b32 s17, s16, 2
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s18, s17, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_addc_co_u32_e32 v155, vcc, v5, v3, vcc
	s_add_u32 s17, s8, s18
	.loc	1 16 17                         ; triton_fixtures.py:16:17
	s_mul_i32 s16, s16, s13
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	s_addc_u32 s18, s9, s19
	v_add_co_u32_e32 v156, vcc, s17, v2
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s8, s8, s16
	v_mov_b32_e32 v5, s18
	s_addc_u32 s9, s9, s17
	.loc	1 12 28 is_stmt 1               ; triton_fixtures.py:12:28
	s_bfe_u32 s3, s3, 0x20006
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_addc_co_u32_e32 v157, vcc, v5, v3, vcc
	.loc	1 12 10                         ; triton_fixtures.py:12:10
	s_or_b32 s3, s3, s33
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_add_co_u32_e32 v158, vcc, s8, v2
	.loc	1 12 10                         ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x7c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 16 9                          ; triton_fixtures.py:16:9
	v_mov_b32_e32 v5, s9
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	s_ashr_i32 s9, s8, 31
	.loc	1 15 43 is_stmt 0               ; triton_fixtures.py:15:43
	v_mul_lo_u32 v2, s12, v4
	.loc	1 16 9 is_stmt 1                ; triton_fixtures.py:16:9
	v_addc_co_u32_e32 v159, vcc, v5, v3, vcc
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	s_lshl_b64 s[8:9], s[8:9], 1
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_u32 s8, s6, s8
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v160, vcc, s8, v2
	.loc	1 12 10                         ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x78
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v161, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v162, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x74
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v163, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v164, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x70
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v165, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v166, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x6c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v167, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v168, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x68
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v169, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v170, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x64
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v171, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v172, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x60
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v173, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v174, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x5c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v175, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v176, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x58
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v177, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v178, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x54
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v179, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v180, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x50
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v181, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v182, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x4c
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v183, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v184, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x48
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v185, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v186, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 0x44
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v187, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v188, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 64
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v189, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v190, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 60
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v191, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v192, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 56
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v193, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v194, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 52
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v195, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v196, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 48
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v197, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v198, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 44
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v199, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v200, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 40
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v201, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v202, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 36
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v203, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v204, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 32
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v205, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v206, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 28
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v207, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v208, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 24
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v209, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v210, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 20
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v211, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v212, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 16
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v213, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v214, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 12
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v215, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v216, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 8
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v217, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v218, vcc, s8, v2
	.loc	1 12 10 is_stmt 1               ; triton_fixtures.py:12:10
	s_or_b32 s8, s3, 4
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s8, s15
	.loc	1 15 9 is_stmt 0                ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	v_addc_co_u32_e32 v219, vcc, v4, v3, vcc
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_add_co_u32_e32 v220, vcc, s8, v2
	.loc	1 15 17                         ; triton_fixtures.py:15:17
	s_mul_i32 s8, s3, s15
	.loc	1 15 9                          ; triton_fixtures.py:15:9
	v_mov_b32_e32 v4, s9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s3, s6, s8
	v_lshlrev_b32_e32 v0, 3, v0
	v_addc_co_u32_e32 v221, vcc, v4, v3, vcc
	s_addc_u32 s6, s7, s9
	v_and_b32_e32 v0, 0x78, v0
	v_mov_b32_e32 v4, s6
	v_add_co_u32_e32 v222, vcc, s3, v2
	v_lshl_or_b32 v0, v224, 7, v0
	v_lshrrev_b32_e32 v2, 2, v225
	v_addc_co_u32_e32 v223, vcc, v4, v3, vcc
	v_xor_b32_e32 v0, v0, v2
	v_lshlrev_b32_e32 v2, 1, v224
	v_lshl_add_u32 v3, v225, 5, 0
	v_lshlrev_b32_e32 v1, 1, v1
	s_lshr_b32 s6, s1, 3
	v_add3_u32 v226, v3, v2, s90
	v_xor_b32_e32 v2, s6, v1
	v_lshl_or_b32 v0, s88, 5, v0
	v_xor_b32_e32 v3, 32, v2
	v_xor_b32_e32 v4, 64, v2
	v_xor_b32_e32 v5, 0x60, v2
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s1, s0, 31
	v_add_u32_e32 v227, 0, v2
	v_add_u32_e32 v228, 0, v3
	v_add_u32_e32 v229, 0, v4
	v_add_u32_e32 v230, 0, v5
	v_xor_b32_e32 v2, 16, v0
	v_xor_b32_e32 v3, 32, v0
	v_xor_b32_e32 v4, 48, v0
	v_xor_b32_e32 v5, 64, v0
	v_xor_b32_e32 v6, 0x50, v0
	v_xor_b32_e32 v7, 0x60, v0
	v_xor_b32_e32 v8, 0x70, v0
	v_mov_b32_e32 v48, 0
	s_mov_b32 s15, 0
	v_add_u32_e32 v231, 0, v0
	v_add_u32_e32 v232, 0, v2
	v_add_u32_e32 v233, 0, v3
	v_add_u32_e32 v234, 0, v4
	v_add_u32_e32 v235, 0, v5
	v_add_u32_e32 v236, 0, v6
	v_add_u32_e32 v237, 0, v7
	v_add_u32_e32 v238, 0, v8
	v_add_u32_e32 v239, 0, v1
	s_mov_b32 s91, 0x5040100
	s_lshl_b64 s[84:85], s[2:3], 1
	s_lshl_b64 s[86:87], s[0:1], 1
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v51, v48
	v_mov_b32_e32 v52, v48
	v_mov_b32_e32 v53, v48
	v_mov_b32_e32 v54, v48
	v_mov_b32_e32 v55, v48
	v_mov_b32_e32 v56, v48
	v_mov_b32_e32 v57, v48
	v_mov_b32_e32 v58, v48
	v_mov_b32_e32 v59, v48
	v_mov_b32_e32 v60, v48
	v_mov_b32_e32 v61, v48
	v_mov_b32_e32 v62, v48
	v_mov_b32_e32 v63, v48
	v_mov_b32_e32 v32, v48
	v_mov_b32_e32 v33, v48
	v_mov_b32_e32 v34, v48
	v_mov_b32_e32 v35, v48
	v_mov_b32_e32 v36, v48
	v_mov_b32_e32 v37, v48
	v_mov_b32_e32 v38, v48
	v_mov_b32_e32 v39, v48
	v_mov_b32_e32 v40, v48
	v_mov_b32_e32 v41, v48
	v_mov_b32_e32 v42, v48
	v_mov_b32_e32 v43, v48
	v_mov_b32_e32 v44, v48
	v_mov_b32_e32 v45, v48
	v_mov_b32_e32 v46, v48
	v_mov_b32_e32 v47, v48
	v_mov_b32_e32 v16, v48
	v_mov_b32_e32 v17, v48
	v_mov_b32_e32 v18, v48
	v_mov_b32_e32 v19, v48
	v_mov_b32_e32 v20, v48
	v_mov_b32_e32 v21, v48
	v_mov_b32_e32 v22, v48
	v_mov_b32_e32 v23, v48
	v_mov_b32_e32 v24, v48
	v_mov_b32_e32 v25, v48
	v_mov_b32_e32 v26, v48
	v_mov_b32_e32 v27, v48
	v_mov_b32_e32 v28, v48
	v_mov_b32_e32 v29, v48
	v_mov_b32_e32 v30, v48
	v_mov_b32_e32 v31, v48
	v_mov_b32_e32 v0, v48
	v_mov_b32_e32 v1, v48
	v_mov_b32_e32 v2, v48
	v_mov_b32_e32 v3, v48
	v_mov_b32_e32 v4, v48
	v_mov_b32_e32 v5, v48
	v_mov_b32_e32 v6, v48
	v_mov_b32_e32 v7, v48
	v_mov_b32_e32 v8, v48
	v_mov_b32_e32 v9, v48
	v_mov_b32_e32 v10, v48
	v_mov_b32_e32 v11, v48
	v_mov_b32_e32 v12, v48
	v_mov_b32_e32 v13, v48
	v_mov_b32_e32 v14, v48
	v_mov_b32_e32 v15, v48
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 19 23 is_stmt 1               ; triton_fixtures.py:19:23
	global_load_ushort v64, v[222:223], off
	global_load_ushort v65, v[214:215], off
	global_load_ushort v66, v[206:207], off
	global_load_ushort v67, v[198:199], off
	global_load_ushort v68, v[190:191], off
	global_load_ushort v69, v[182:183], off
	global_load_ushort v70, v[174:175], off
	global_load_ushort v71, v[166:167], off
	global_load_ushort v72, v[220:221], off
	global_load_ushort v73, v[212:213], off
	global_load_ushort v74, v[204:205], off
	global_load_ushort v75, v[196:197], off
	global_load_ushort v76, v[188:189], off
	global_load_ushort v77, v[180:181], off
	global_load_ushort v78, v[172:173], off
	global_load_ushort v79, v[164:165], off
	global_load_ushort v80, v[218:219], off
	global_load_ushort v81, v[210:211], off
	global_load_ushort v82, v[202:203], off
	global_load_ushort v83, v[194:195], off
	global_load_ushort v84, v[186:187], off
	global_load_ushort v85, v[178:179], off
	global_load_ushort v86, v[170:171], off
	global_load_ushort v87, v[162:163], off
	global_load_ushort v88, v[216:217], off
	global_load_ushort v89, v[208:209], off
	global_load_ushort v90, v[200:201], off
	global_load_ushort v91, v[192:193], off
	global_load_ushort v92, v[184:185], off
	global_load_ushort v93, v[176:177], off
	global_load_ushort v94, v[168:169], off
	global_load_ushort v95, v[160:161], off
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	global_load_ushort v240, v[158:159], off
	global_load_ushort v241, v[156:157], off
	global_load_ushort v242, v[154:155], off
	global_load_ushort v243, v[152:153], off
	global_load_ushort v244, v[150:151], off
	global_load_ushort v245, v[148:149], off
	global_load_ushort v246, v[146:147], off
	global_load_ushort v247, v[144:145], off
	global_load_ushort v248, v[142:143], off
	global_load_ushort v249, v[140:141], off
	global_load_ushort v250, v[138:139], off
	global_load_ushort v251, v[136:137], off
	global_load_ushort v252, v[134:135], off
	global_load_ushort v253, v[132:133], off
	global_load_ushort v254, v[130:131], off
	global_load_ushort v255, v[128:129], off
	global_load_ushort a0, v[126:127], off
	global_load_ushort a1, v[124:125], off
	global_load_ushort a2, v[122:123], off
	global_load_ushort a3, v[120:121], off
	global_load_ushort a4, v[118:119], off
	global_load_ushort a5, v[116:117], off
	global_load_ushort a6, v[114:115], off
	global_load_ushort a7, v[112:113], off
	global_load_ushort a8, v[110:111], off
	global_load_ushort a9, v[108:109], off
	global_load_ushort a10, v[106:107], off
	global_load_ushort a11, v[104:105], off
	global_load_ushort a12, v[102:103], off
	global_load_ushort a13, v[100:101], off
	global_load_ushort a14, v[98:99], off
	global_load_ushort a15, v[96:97], off
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	s_barrier
	.loc	1 20 9 is_stmt 1                ; triton_fixtures.py:20:9
	v_add_co_u32_e64 v208, s[66:67], s84, v208
	v_add_co_u32_e64 v222, s[80:81], s84, v222
	v_add_co_u32_e64 v186, s[82:83], s84, v186
	v_add_co_u32_e64 v182, s[8:9], s84, v182
	v_add_co_u32_e64 v178, s[6:7], s84, v178
	v_add_co_u32_e64 v176, s[2:3], s84, v176
	v_add_co_u32_e64 v174, s[0:1], s84, v174
	v_add_co_u32_e32 v172, vcc, s84, v172
	v_add_co_u32_e64 v170, s[18:19], s84, v170
	v_add_co_u32_e64 v168, s[20:21], s84, v168
	v_add_co_u32_e64 v166, s[22:23], s84, v166
	v_add_co_u32_e64 v164, s[24:25], s84, v164
	v_add_co_u32_e64 v162, s[26:27], s84, v162
	v_add_co_u32_e64 v160, s[12:13], s84, v160
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_add_co_u32_e64 v158, s[16:17], s86, v158
	v_add_co_u32_e64 v156, s[34:35], s86, v156
	v_add_co_u32_e64 v154, s[38:39], s86, v154
	v_add_co_u32_e64 v152, s[58:59], s86, v152
	v_add_co_u32_e64 v150, s[60:61], s86, v150
	v_add_co_u32_e64 v148, s[62:63], s86, v148
	v_add_co_u32_e64 v146, s[64:65], s86, v146
	v_add_co_u32_e64 v144, s[40:41], s86, v144
	.loc	1 19 23                         ; triton_fixtures.py:19:23
	ds_write_b16 v227, v64
	s_waitcnt vmcnt(62)
	ds_write_b16 v227, v65 offset:2048
	s_waitcnt vmcnt(61)
	ds_write_b16 v227, v66 offset:4096
	s_waitcnt vmcnt(60)
	ds_write_b16 v227, v67 offset:6144
	s_waitcnt vmcnt(59)
	ds_write_b16 v227, v68 offset:8192
	s_waitcnt vmcnt(58)
	ds_write_b16 v227, v69 offset:10240
	s_waitcnt vmcnt(57)
	ds_write_b16 v227, v70 offset:12288
	s_waitcnt vmcnt(56)
	ds_write_b16 v227, v71 offset:14336
	s_waitcnt vmcnt(55)
	ds_write_b16 v228, v72 offset:512
	s_waitcnt vmcnt(54)
	ds_write_b16 v228, v73 offset:2560
	s_waitcnt vmcnt(53)
	ds_write_b16 v228, v74 offset:4608
	s_waitcnt vmcnt(52)
	ds_write_b16 v228, v75 offset:6656
	s_waitcnt vmcnt(51)
	ds_write_b16 v228, v76 offset:8704
	s_waitcnt vmcnt(50)
	ds_write_b16 v228, v77 offset:10752
	s_waitcnt vmcnt(49)
	ds_write_b16 v228, v78 offset:12800
	s_waitcnt vmcnt(48)
	ds_write_b16 v228, v79 offset:14848
	s_waitcnt vmcnt(47)
	ds_write_b16 v229, v80 offset:1024
	s_waitcnt vmcnt(46)
	ds_write_b16 v229, v81 offset:3072
	s_waitcnt vmcnt(45)
	ds_write_b16 v229, v82 offset:5120
	s_waitcnt vmcnt(44)
	ds_write_b16 v229, v83 offset:7168
	s_waitcnt vmcnt(43)
	ds_write_b16 v229, v84 offset:9216
	s_waitcnt vmcnt(42)
	ds_write_b16 v229, v85 offset:11264
	s_waitcnt vmcnt(41)
	ds_write_b16 v229, v86 offset:13312
	s_waitcnt vmcnt(40)
	ds_write_b16 v229, v87 offset:15360
	s_waitcnt vmcnt(39)
	ds_write_b16 v230, v88 offset:1536
	s_waitcnt vmcnt(38)
	ds_write_b16 v230, v89 offset:3584
	s_waitcnt vmcnt(37)
	ds_write_b16 v230, v90 offset:5632
	s_waitcnt vmcnt(36)
	ds_write_b16 v230, v91 offset:7680
	s_waitcnt vmcnt(35)
	ds_write_b16 v230, v92 offset:9728
	s_waitcnt vmcnt(34)
	ds_write_b16 v230, v93 offset:11776
	s_waitcnt vmcnt(33)
	ds_write_b16 v230, v94 offset:13824
	s_waitcnt vmcnt(32)
	ds_write_b16 v230, v95 offset:15872
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[92:95], v231 offset1:16
	ds_read2st64_b64 v[88:91], v232 offset1:16
	ds_read2st64_b64 v[84:87], v233 offset1:16
	ds_read2st64_b64 v[80:83], v234 offset1:16
	ds_read2st64_b64 v[76:79], v235 offset1:16
	ds_read2st64_b64 v[72:75], v236 offset1:16
	ds_read2st64_b64 v[68:71], v237 offset1:16
	ds_read2st64_b64 v[64:67], v238 offset1:16
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 21 9 is_stmt 1                ; triton_fixtures.py:21:9
	v_add_co_u32_e64 v142, s[36:37], s86, v142
	v_add_co_u32_e64 v140, s[28:29], s86, v140
	v_add_co_u32_e64 v138, s[30:31], s86, v138
	v_add_co_u32_e64 v136, s[46:47], s86, v136
	v_add_co_u32_e64 v134, s[48:49], s86, v134
	v_add_co_u32_e64 v132, s[50:51], s86, v132
	v_add_co_u32_e64 v130, s[52:53], s86, v130
	v_add_co_u32_e64 v128, s[54:55], s86, v128
	v_add_co_u32_e64 v126, s[56:57], s86, v126
	v_add_co_u32_e64 v124, s[42:43], s86, v124
	v_add_co_u32_e64 v122, s[44:45], s86, v122
	v_add_co_u32_e64 v120, s[68:69], s86, v120
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	s_waitcnt vmcnt(31)
	ds_write_b16 v239, v240
	s_waitcnt vmcnt(30)
	ds_write_b16 v239, v241 offset:512
	s_waitcnt vmcnt(29)
	ds_write_b16 v239, v242 offset:1024
	s_waitcnt vmcnt(28)
	ds_write_b16 v239, v243 offset:1536
	s_waitcnt vmcnt(27)
	ds_write_b16 v239, v244 offset:2048
	s_waitcnt vmcnt(26)
	ds_write_b16 v239, v245 offset:2560
	s_waitcnt vmcnt(25)
	ds_write_b16 v239, v246 offset:3072
	s_waitcnt vmcnt(24)
	ds_write_b16 v239, v247 offset:3584
	s_waitcnt vmcnt(23)
	ds_write_b16 v239, v248 offset:4096
	s_waitcnt vmcnt(22)
	ds_write_b16 v239, v249 offset:4608
	s_waitcnt vmcnt(21)
	ds_write_b16 v239, v250 offset:5120
	s_waitcnt vmcnt(20)
	ds_write_b16 v239, v251 offset:5632
	s_waitcnt vmcnt(19)
	ds_write_b16 v239, v252 offset:6144
	s_waitcnt vmcnt(18)
	ds_write_b16 v239, v253 offset:6656
	s_waitcnt vmcnt(17)
	ds_write_b16 v239, v254 offset:7168
	s_waitcnt vmcnt(16)
	ds_write_b16 v239, v255 offset:7680
	s_waitcnt vmcnt(15)
	ds_write_b16 v239, a0 offset:8192
	s_waitcnt vmcnt(14)
	ds_write_b16 v239, a1 offset:8704
	s_waitcnt vmcnt(13)
	ds_write_b16 v239, a2 offset:9216
	s_waitcnt vmcnt(12)
	ds_write_b16 v239, a3 offset:9728
	s_waitcnt vmcnt(11)
	ds_write_b16 v239, a4 offset:10240
	s_waitcnt vmcnt(10)
	ds_write_b16 v239, a5 offset:10752
	s_waitcnt vmcnt(9)
	ds_write_b16 v239, a6 offset:11264
	s_waitcnt vmcnt(8)
	ds_write_b16 v239, a7 offset:11776
	s_waitcnt vmcnt(7)
	ds_write_b16 v239, a8 offset:12288
	s_waitcnt vmcnt(6)
	ds_write_b16 v239, a9 offset:12800
	s_waitcnt vmcnt(5)
	ds_write_b16 v239, a10 offset:13312
	s_waitcnt vmcnt(4)
	ds_write_b16 v239, a11 offset:13824
	s_waitcnt vmcnt(3)
	ds_write_b16 v239, a12 offset:14336
	s_waitcnt vmcnt(2)
	ds_write_b16 v239, a13 offset:14848
	s_waitcnt vmcnt(1)
	ds_write_b16 v239, a14 offset:15360
	s_waitcnt vmcnt(0)
	ds_write_b16 v239, a15 offset:15872
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v240, v226
	ds_read_u16 v241, v226 offset:512
	ds_read_u16 v242, v226 offset:768
	ds_read_u16 v243, v226 offset:256
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_add_co_u32_e64 v118, s[70:71], s86, v118
	v_add_co_u32_e64 v116, s[72:73], s86, v116
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v241, v242, v241, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v240, v243, v240, s91
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read_u16 v242, v226 offset:896
	ds_read_u16 v243, v226 offset:640
	ds_read_u16 v244, v226 offset:384
	ds_read_u16 v245, v226 offset:128
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[48:63], v[240:241], v[92:93], v[48:63]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v243, v242, v243, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v242, v244, v245, s91
	.loc	1 21 9 is_stmt 1                ; triton_fixtures.py:21:9
	v_add_co_u32_e64 v114, s[74:75], s86, v114
	v_add_co_u32_e64 v112, s[76:77], s86, v112
	v_add_co_u32_e64 v110, s[78:79], s86, v110
	.loc	1 18 5                          ; triton_fixtures.py:18:5
	s_add_i32 s15, s15, 64
	s_cmp_lt_i32 s15, s14
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[32:47], v[242:243], v[92:93], v[32:47]
	v_mfma_f32_32x32x8f16 v[16:31], v[240:241], v[94:95], v[16:31]
	v_mfma_f32_32x32x8f16 v[0:15], v[242:243], v[94:95], v[0:15]
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read_u16 v92, v226 offset:2048
	ds_read_u16 v93, v226 offset:2560
	ds_read_u16 v94, v226 offset:2816
	ds_read_u16 v95, v226 offset:2304
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v93, v94, v93, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v95, v92, s91
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read_u16 v94, v226 offset:2944
	ds_read_u16 v95, v226 offset:2688
	ds_read_u16 v240, v226 offset:2432
	ds_read_u16 v241, v226 offset:2176
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v240, v241, s91
	v_mfma_f32_32x32x8f16 v[48:63], v[92:93], v[88:89], v[48:63]
	s_nop 0
	v_mfma_f32_32x32x8f16 v[32:47], v[94:95], v[88:89], v[32:47]
	.loc	1 20 9 is_stmt 1                ; triton_fixtures.py:20:9
	v_mov_b32_e32 v88, s85
	v_addc_co_u32_e64 v209, s[66:67], v209, v88, s[66:67]
	v_add_co_u32_e64 v206, s[66:67], s84, v206
	v_addc_co_u32_e64 v207, s[66:67], v207, v88, s[66:67]
	v_add_co_u32_e64 v204, s[66:67], s84, v204
	v_addc_co_u32_e64 v205, s[66:67], v205, v88, s[66:67]
	v_add_co_u32_e64 v202, s[66:67], s84, v202
	v_addc_co_u32_e64 v203, s[66:67], v203, v88, s[66:67]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[16:31], v[92:93], v[90:91], v[16:31]
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_add_co_u32_e64 v200, s[66:67], s84, v200
	v_addc_co_u32_e64 v223, s[80:81], v223, v88, s[80:81]
	v_addc_co_u32_e64 v201, s[66:67], v201, v88, s[66:67]
	v_add_co_u32_e64 v220, s[80:81], s84, v220
	v_add_co_u32_e64 v198, s[66:67], s84, v198
	v_addc_co_u32_e64 v221, s[80:81], v221, v88, s[80:81]
	v_addc_co_u32_e64 v199, s[66:67], v199, v88, s[66:67]
	v_add_co_u32_e64 v218, s[80:81], s84, v218
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[0:15], v[94:95], v[90:91], v[0:15]
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read_u16 v90, v226 offset:4096
	ds_read_u16 v91, v226 offset:4608
	ds_read_u16 v92, v226 offset:4864
	ds_read_u16 v93, v226 offset:4352
	.loc	1 20 9 is_stmt 1                ; triton_fixtures.py:20:9
	v_add_co_u32_e64 v196, s[66:67], s84, v196
	v_addc_co_u32_e64 v219, s[80:81], v219, v88, s[80:81]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v91, v92, v91, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v93, v90, s91
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read_u16 v92, v226 offset:4992
	ds_read_u16 v93, v226 offset:4736
	ds_read_u16 v94, v226 offset:4480
	ds_read_u16 v95, v226 offset:4224
	.loc	1 20 9 is_stmt 1                ; triton_fixtures.py:20:9
	v_addc_co_u32_e64 v197, s[66:67], v197, v88, s[66:67]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s91
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_add_co_u32_e64 v216, s[80:81], s84, v216
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v94, v95, s91
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_add_co_u32_e64 v194, s[66:67], s84, v194
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[48:63], v[90:91], v[84:85], v[48:63]
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_addc_co_u32_e64 v217, s[80:81], v217, v88, s[80:81]
	v_addc_co_u32_e64 v195, s[66:67], v195, v88, s[66:67]
	v_add_co_u32_e64 v214, s[80:81], s84, v214
	v_add_co_u32_e64 v192, s[66:67], s84, v192
	v_addc_co_u32_e64 v215, s[80:81], v215, v88, s[80:81]
	v_addc_co_u32_e64 v193, s[66:67], v193, v88, s[66:67]
	v_add_co_u32_e64 v212, s[80:81], s84, v212
	v_add_co_u32_e64 v190, s[66:67], s84, v190
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[32:47], v[92:93], v[84:85], v[32:47]
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_addc_co_u32_e64 v213, s[80:81], v213, v88, s[80:81]
	v_addc_co_u32_e64 v191, s[66:67], v191, v88, s[66:67]
	v_addc_co_u32_e64 v187, s[82:83], v187, v88, s[82:83]
	v_addc_co_u32_e64 v183, s[8:9], v183, v88, s[8:9]
	v_add_co_u32_e64 v210, s[80:81], s84, v210
	v_add_co_u32_e64 v188, s[66:67], s84, v188
	v_add_co_u32_e64 v184, s[82:83], s84, v184
	v_add_co_u32_e64 v180, s[8:9], s84, v180
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[16:31], v[90:91], v[86:87], v[16:31]
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_addc_co_u32_e64 v211, s[80:81], v211, v88, s[80:81]
	v_addc_co_u32_e64 v189, s[66:67], v189, v88, s[66:67]
	v_addc_co_u32_e64 v185, s[82:83], v185, v88, s[82:83]
	v_addc_co_u32_e64 v181, s[8:9], v181, v88, s[8:9]
	v_addc_co_u32_e64 v179, s[6:7], v179, v88, s[6:7]
	v_addc_co_u32_e64 v177, s[2:3], v177, v88, s[2:3]
	v_addc_co_u32_e64 v175, s[0:1], v175, v88, s[0:1]
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_mov_b32_e32 v89, s87
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[0:15], v[92:93], v[86:87], v[0:15]
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read_u16 v84, v226 offset:6144
	ds_read_u16 v85, v226 offset:6656
	ds_read_u16 v86, v226 offset:6912
	ds_read_u16 v87, v226 offset:6400
	.loc	1 21 9 is_stmt 1                ; triton_fixtures.py:21:9
	v_add_co_u32_e64 v108, s[80:81], s86, v108
	v_add_co_u32_e64 v106, s[66:67], s86, v106
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v85, v86, v85, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v87, v84, s91
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read_u16 v86, v226 offset:7040
	ds_read_u16 v87, v226 offset:6784
	ds_read_u16 v90, v226 offset:6528
	ds_read_u16 v91, v226 offset:6272
	.loc	1 21 9 is_stmt 1                ; triton_fixtures.py:21:9
	v_add_co_u32_e64 v104, s[82:83], s86, v104
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s91
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_add_co_u32_e64 v102, s[8:9], s86, v102
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v90, v91, s91
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_add_co_u32_e64 v100, s[6:7], s86, v100
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[48:63], v[84:85], v[80:81], v[48:63]
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_add_co_u32_e64 v98, s[2:3], s86, v98
	v_add_co_u32_e64 v96, s[0:1], s86, v96
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_addc_co_u32_e32 v173, vcc, v173, v88, vcc
	v_addc_co_u32_e64 v171, vcc, v171, v88, s[18:19]
	v_addc_co_u32_e64 v169, vcc, v169, v88, s[20:21]
	v_addc_co_u32_e64 v167, vcc, v167, v88, s[22:23]
	v_addc_co_u32_e64 v165, vcc, v165, v88, s[24:25]
	v_addc_co_u32_e64 v163, vcc, v163, v88, s[26:27]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[32:47], v[86:87], v[80:81], v[32:47]
	.loc	1 20 9                          ; triton_fixtures.py:20:9
	v_addc_co_u32_e64 v161, vcc, v161, v88, s[12:13]
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_addc_co_u32_e64 v159, vcc, v159, v89, s[16:17]
	v_addc_co_u32_e64 v157, vcc, v157, v89, s[34:35]
	v_addc_co_u32_e64 v155, vcc, v155, v89, s[38:39]
	v_addc_co_u32_e64 v153, vcc, v153, v89, s[58:59]
	v_addc_co_u32_e64 v151, vcc, v151, v89, s[60:61]
	v_addc_co_u32_e64 v149, vcc, v149, v89, s[62:63]
	v_addc_co_u32_e64 v147, vcc, v147, v89, s[64:65]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[16:31], v[84:85], v[82:83], v[16:31]
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_addc_co_u32_e64 v145, vcc, v145, v89, s[40:41]
	v_addc_co_u32_e64 v143, vcc, v143, v89, s[36:37]
	v_addc_co_u32_e64 v141, vcc, v141, v89, s[28:29]
	v_addc_co_u32_e64 v139, vcc, v139, v89, s[30:31]
	v_addc_co_u32_e64 v137, vcc, v137, v89, s[46:47]
	v_addc_co_u32_e64 v135, vcc, v135, v89, s[48:49]
	v_addc_co_u32_e64 v133, vcc, v133, v89, s[50:51]
	v_addc_co_u32_e64 v131, vcc, v131, v89, s[52:53]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[0:15], v[86:87], v[82:83], v[0:15]
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read_u16 v80, v226 offset:8192
	ds_read_u16 v81, v226 offset:8704
	ds_read_u16 v82, v226 offset:8960
	ds_read_u16 v83, v226 offset:8448
	.loc	1 21 9 is_stmt 1                ; triton_fixtures.py:21:9
	v_addc_co_u32_e64 v129, vcc, v129, v89, s[54:55]
	v_addc_co_u32_e64 v127, vcc, v127, v89, s[56:57]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v81, v82, v81, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v83, v80, s91
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read_u16 v82, v226 offset:9088
	ds_read_u16 v83, v226 offset:8832
	ds_read_u16 v84, v226 offset:8576
	ds_read_u16 v85, v226 offset:8320
	.loc	1 21 9 is_stmt 1                ; triton_fixtures.py:21:9
	v_addc_co_u32_e64 v125, vcc, v125, v89, s[42:43]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s91
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_addc_co_u32_e64 v123, vcc, v123, v89, s[44:45]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v84, v85, s91
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_addc_co_u32_e64 v121, vcc, v121, v89, s[68:69]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[48:63], v[80:81], v[76:77], v[48:63]
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_addc_co_u32_e64 v119, vcc, v119, v89, s[70:71]
	v_addc_co_u32_e64 v117, vcc, v117, v89, s[72:73]
	v_addc_co_u32_e64 v115, vcc, v115, v89, s[74:75]
	v_addc_co_u32_e64 v113, vcc, v113, v89, s[76:77]
	v_addc_co_u32_e64 v111, vcc, v111, v89, s[78:79]
	v_addc_co_u32_e64 v109, vcc, v109, v89, s[80:81]
	v_addc_co_u32_e64 v107, vcc, v107, v89, s[66:67]
	v_addc_co_u32_e64 v105, vcc, v105, v89, s[82:83]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[32:47], v[82:83], v[76:77], v[32:47]
	.loc	1 21 9                          ; triton_fixtures.py:21:9
	v_addc_co_u32_e64 v103, vcc, v103, v89, s[8:9]
	v_addc_co_u32_e64 v101, vcc, v101, v89, s[6:7]
	v_addc_co_u32_e64 v99, vcc, v99, v89, s[2:3]
	v_addc_co_u32_e64 v97, vcc, v97, v89, s[0:1]
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	v_mfma_f32_32x32x8f16 v[16:31], v[80:81], v[78:79], v[16:31]
	v_mfma_f32_32x32x8f16 v[0:15], v[82:83], v[78:79], v[0:15]
	.loc	1 19 35 is_stmt 0               ; triton_fixtures.py:19:35
	ds_read_u16 v76, v226 offset:10240
	ds_read_u16 v77, v226 offset:10752
	ds_read_u16 v78, v226 offset:11008
	ds_read_u16 v79, v226 offset:10496
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v77, v78, v77, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v79, v76, s91
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read_u16 v78, v226 offset:11136
	ds_read_u16 v79, v226 offset:10880
	ds_read_u16 v80, v226 offset:10624
	ds_read_u16 v81, v226 offset:10368
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v80, v81, s91
	v_mfma_f32_32x32x8f16 v[48:63], v[76:77], v[72:73], v[48:63]
	s_nop 0
	v_mfma_f32_32x32x8f16 v[32:47], v[78:79], v[72:73], v[32:47]
	v_mfma_f32_32x32x8f16 v[16:31], v[76:77], v[74:75], v[16:31]
	v_mfma_f32_32x32x8f16 v[0:15], v[78:79], v[74:75], v[0:15]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read_u16 v72, v226 offset:12288
	ds_read_u16 v73, v226 offset:12800
	ds_read_u16 v74, v226 offset:13056
	ds_read_u16 v75, v226 offset:12544
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v73, v74, v73, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v75, v72, s91
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read_u16 v74, v226 offset:13184
	ds_read_u16 v75, v226 offset:12928
	ds_read_u16 v76, v226 offset:12672
	ds_read_u16 v77, v226 offset:12416
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v76, v77, s91
	v_mfma_f32_32x32x8f16 v[48:63], v[72:73], v[68:69], v[48:63]
	s_nop 0
	v_mfma_f32_32x32x8f16 v[32:47], v[74:75], v[68:69], v[32:47]
	v_mfma_f32_32x32x8f16 v[16:31], v[72:73], v[70:71], v[16:31]
	v_mfma_f32_32x32x8f16 v[0:15], v[74:75], v[70:71], v[0:15]
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read_u16 v68, v226 offset:14336
	ds_read_u16 v69, v226 offset:14848
	ds_read_u16 v70, v226 offset:15104
	ds_read_u16 v71, v226 offset:14592
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v69, v70, v69, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v71, v68, s91
	.loc	1 19 35                         ; triton_fixtures.py:19:35
	ds_read_u16 v70, v226 offset:15232
	ds_read_u16 v71, v226 offset:14976
	ds_read_u16 v72, v226 offset:14720
	ds_read_u16 v73, v226 offset:14464
	.loc	1 19 16                         ; triton_fixtures.py:19:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s91
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v72, v73, s91
	v_mfma_f32_32x32x8f16 v[48:63], v[68:69], v[64:65], v[48:63]
	s_nop 0
	v_mfma_f32_32x32x8f16 v[32:47], v[70:71], v[64:65], v[32:47]
	v_mfma_f32_32x32x8f16 v[16:31], v[68:69], v[66:67], v[16:31]
	v_mfma_f32_32x32x8f16 v[0:15], v[70:71], v[66:67], v[0:15]
	.loc	1 18 5 is_stmt 1                ; triton_fixtures.py:18:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	.loc	1 23 17                         ; triton_fixtures.py:23:17
	s_nop 13
	v_cvt_f16_f32_e32 v99, v48
	v_cvt_f16_f32_e32 v98, v49
	v_cvt_f16_f32_e32 v97, v50
	v_cvt_f16_f32_e32 v96, v51
	v_cvt_f16_f32_e32 v95, v52
	v_cvt_f16_f32_e32 v94, v53
	v_cvt_f16_f32_e32 v93, v54
	v_cvt_f16_f32_e32 v92, v55
	v_cvt_f16_f32_e32 v91, v56
	v_cvt_f16_f32_e32 v90, v57
	v_cvt_f16_f32_e32 v89, v58
	v_cvt_f16_f32_e32 v88, v59
	v_cvt_f16_f32_e32 v87, v60
	v_cvt_f16_f32_e32 v86, v61
	v_cvt_f16_f32_e32 v85, v62
	v_cvt_f16_f32_e32 v84, v63
	v_cvt_f16_f32_e32 v83, v32
	v_cvt_f16_f32_e32 v82, v33
	v_cvt_f16_f32_e32 v81, v34
	v_cvt_f16_f32_e32 v80, v35
	v_cvt_f16_f32_e32 v79, v36
	v_cvt_f16_f32_e32 v78, v37
	v_cvt_f16_f32_e32 v77, v38
	v_cvt_f16_f32_e32 v76, v39
	v_cvt_f16_f32_e32 v75, v40
	v_cvt_f16_f32_e32 v74, v41
	v_cvt_f16_f32_e32 v73, v42
	v_cvt_f16_f32_e32 v72, v43
	v_cvt_f16_f32_e32 v71, v44
	v_cvt_f16_f32_e32 v70, v45
	v_cvt_f16_f32_e32 v69, v46
	v_cvt_f16_f32_e32 v68, v47
	v_cvt_f16_f32_e32 v67, v16
	v_cvt_f16_f32_e32 v66, v17
	v_cvt_f16_f32_e32 v65, v18
	v_cvt_f16_f32_e32 v64, v19
	v_cvt_f16_f32_e32 v63, v20
	v_cvt_f16_f32_e32 v62, v21
	v_cvt_f16_f32_e32 v61, v22
	v_cvt_f16_f32_e32 v60, v23
	v_cvt_f16_f32_e32 v59, v24
	v_cvt_f16_f32_e32 v58, v25
	v_cvt_f16_f32_e32 v57, v26
	v_cvt_f16_f32_e32 v56, v27
	v_cvt_f16_f32_e32 v55, v28
	v_cvt_f16_f32_e32 v54, v29
	v_cvt_f16_f32_e32 v53, v30
	v_cvt_f16_f32_e32 v52, v31
	v_cvt_f16_f32_e32 v51, v0
	v_cvt_f16_f32_e32 v50, v1
	v_cvt_f16_f32_e32 v49, v2
	v_cvt_f16_f32_e32 v48, v3
	v_cvt_f16_f32_e32 v47, v4
	v_cvt_f16_f32_e32 v46, v5
	v_cvt_f16_f32_e32 v45, v6
	v_cvt_f16_f32_e32 v44, v7
	v_cvt_f16_f32_e32 v43, v8
	v_cvt_f16_f32_e32 v42, v9
	v_cvt_f16_f32_e32 v41, v10
	v_cvt_f16_f32_e32 v40, v11
	v_cvt_f16_f32_e32 v39, v12
	v_cvt_f16_f32_e32 v38, v13
	v_cvt_f16_f32_e32 v37, v14
	v_cvt_f16_f32_e32 v36, v15
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	s_branch .LBB0_5
.LBB0_4:
	.loc	1 0 28 is_stmt 0                ; triton_fixtures.py:0:28
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
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
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
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
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
.LBB0_5:                                ; %Flow
	s_load_dwordx2 s[0:1], s[4:5], 0x34
	.loc	1 12 28 is_stmt 1               ; triton_fixtures.py:12:28
	v_lshrrev_b32_e32 v0, 3, v225
	s_lshr_b32 s2, s90, 1
	v_or_b32_e32 v0, s2, v0
	s_lshr_b32 s2, s88, 2
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	v_or_b32_e32 v4, s89, v0
	.loc	1 12 28                         ; triton_fixtures.py:12:28
	v_or_b32_e32 v0, s2, v224
	.loc	1 12 10 is_stmt 0               ; triton_fixtures.py:12:10
	v_or_b32_e32 v0, s33, v0
	v_or_b32_e32 v1, 64, v0
	.loc	1 22 17 is_stmt 1               ; triton_fixtures.py:22:17
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v0, s0
	v_mul_lo_u32 v2, v1, s0
	.loc	1 22 9 is_stmt 0                ; triton_fixtures.py:22:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v190, vcc, s10, v0
	v_addc_co_u32_e32 v191, vcc, v3, v1, vcc
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 1, v[2:3]
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e32 v192, vcc, s10, v0
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v0, v4, s1
	.loc	1 13 10 is_stmt 1               ; triton_fixtures.py:13:10
	v_or_b32_e32 v35, 1, v4
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v193, vcc, v2, v1, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 22 43 is_stmt 0               ; triton_fixtures.py:22:43
	v_mul_lo_u32 v2, v35, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_lshlrev_b64 v[128:129], 1, v[0:1]
	.loc	1 13 10 is_stmt 1               ; triton_fixtures.py:13:10
	v_or_b32_e32 v34, 2, v4
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v0, vcc, v190, v128
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 13 10                         ; triton_fixtures.py:13:10
	v_or_b32_e32 v5, 0x5b, v4
	v_or_b32_e32 v7, 0x5a, v4
	v_or_b32_e32 v9, 0x59, v4
	v_or_b32_e32 v11, 0x58, v4
	v_or_b32_e32 v13, 0x53, v4
	v_or_b32_e32 v15, 0x52, v4
	v_or_b32_e32 v17, 0x51, v4
	v_or_b32_e32 v19, 0x50, v4
	v_or_b32_e32 v21, 0x4b, v4
	v_or_b32_e32 v23, 0x4a, v4
	v_or_b32_e32 v25, 0x49, v4
	v_or_b32_e32 v27, 0x48, v4
	v_or_b32_e32 v29, 0x43, v4
	v_or_b32_e32 v31, 0x42, v4
	v_or_b32_e32 v33, 0x41, v4
	v_or_b32_e32 v32, 64, v4
	v_or_b32_e32 v30, 27, v4
	v_or_b32_e32 v28, 26, v4
	v_or_b32_e32 v26, 25, v4
	v_or_b32_e32 v24, 24, v4
	v_or_b32_e32 v22, 19, v4
	v_or_b32_e32 v20, 18, v4
	v_or_b32_e32 v18, 17, v4
	v_or_b32_e32 v16, 16, v4
	v_or_b32_e32 v14, 11, v4
	v_or_b32_e32 v12, 10, v4
	v_or_b32_e32 v10, 9, v4
	v_or_b32_e32 v8, 8, v4
	v_or_b32_e32 v6, 3, v4
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v4, v34, s1
	.loc	1 22 9 is_stmt 0                ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v1, vcc, v191, v129, vcc
	v_lshlrev_b64 v[130:131], 1, v[2:3]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v126, v5, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v2, vcc, v190, v130
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v6, v6, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v3, vcc, v191, v131, vcc
	v_lshlrev_b64 v[132:133], 1, v[4:5]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v124, v7, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v4, vcc, v190, v132
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v8, v8, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v5, vcc, v191, v133, vcc
	v_lshlrev_b64 v[134:135], 1, v[6:7]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v122, v9, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v6, vcc, v190, v134
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v10, v10, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v7, vcc, v191, v135, vcc
	v_lshlrev_b64 v[136:137], 1, v[8:9]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v120, v11, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v8, vcc, v190, v136
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v12, v12, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v9, vcc, v191, v137, vcc
	v_lshlrev_b64 v[138:139], 1, v[10:11]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v118, v13, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v10, vcc, v190, v138
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v14, v14, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v11, vcc, v191, v139, vcc
	v_lshlrev_b64 v[140:141], 1, v[12:13]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v116, v15, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v12, vcc, v190, v140
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v16, v16, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v13, vcc, v191, v141, vcc
	v_lshlrev_b64 v[142:143], 1, v[14:15]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v114, v17, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v14, vcc, v190, v142
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v18, v18, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v15, vcc, v191, v143, vcc
	v_lshlrev_b64 v[144:145], 1, v[16:17]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v112, v19, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v16, vcc, v190, v144
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v20, v20, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v17, vcc, v191, v145, vcc
	v_lshlrev_b64 v[146:147], 1, v[18:19]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v110, v21, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v18, vcc, v190, v146
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v22, v22, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v19, vcc, v191, v147, vcc
	v_lshlrev_b64 v[148:149], 1, v[20:21]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v108, v23, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v20, vcc, v190, v148
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v24, v24, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v21, vcc, v191, v149, vcc
	v_lshlrev_b64 v[150:151], 1, v[22:23]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v106, v25, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v22, vcc, v190, v150
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v26, v26, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v23, vcc, v191, v151, vcc
	v_lshlrev_b64 v[152:153], 1, v[24:25]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v104, v27, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v24, vcc, v190, v152
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v28, v28, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v25, vcc, v191, v153, vcc
	v_lshlrev_b64 v[154:155], 1, v[26:27]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v102, v29, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v26, vcc, v190, v154
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v30, v30, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v27, vcc, v191, v155, vcc
	v_lshlrev_b64 v[156:157], 1, v[28:29]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v100, v31, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v28, vcc, v190, v156
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v32, v32, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_addc_co_u32_e32 v29, vcc, v191, v157, vcc
	v_lshlrev_b64 v[158:159], 1, v[30:31]
	.loc	1 22 43                         ; triton_fixtures.py:22:43
	v_mul_lo_u32 v34, v33, s1
	.loc	1 22 9                          ; triton_fixtures.py:22:9
	v_add_co_u32_e32 v30, vcc, v190, v158
	v_ashrrev_i32_e32 v33, 31, v32
	v_addc_co_u32_e32 v31, vcc, v191, v159, vcc
	v_lshlrev_b64 v[160:161], 1, v[32:33]
	v_add_co_u32_e32 v32, vcc, v190, v160
	v_ashrrev_i32_e32 v35, 31, v34
	v_addc_co_u32_e32 v33, vcc, v191, v161, vcc
	v_lshlrev_b64 v[162:163], 1, v[34:35]
	v_add_co_u32_e32 v34, vcc, v190, v162
	v_ashrrev_i32_e32 v101, 31, v100
	v_addc_co_u32_e32 v35, vcc, v191, v163, vcc
	v_lshlrev_b64 v[100:101], 1, v[100:101]
	v_add_co_u32_e32 v164, vcc, v190, v100
	v_ashrrev_i32_e32 v103, 31, v102
	v_addc_co_u32_e32 v165, vcc, v191, v101, vcc
	v_lshlrev_b64 v[102:103], 1, v[102:103]
	v_add_co_u32_e32 v166, vcc, v190, v102
	v_ashrrev_i32_e32 v105, 31, v104
	v_addc_co_u32_e32 v167, vcc, v191, v103, vcc
	v_lshlrev_b64 v[104:105], 1, v[104:105]
	v_add_co_u32_e32 v168, vcc, v190, v104
	v_ashrrev_i32_e32 v107, 31, v106
	v_addc_co_u32_e32 v169, vcc, v191, v105, vcc
	v_lshlrev_b64 v[106:107], 1, v[106:107]
	v_add_co_u32_e32 v170, vcc, v190, v106
	v_ashrrev_i32_e32 v109, 31, v108
	v_addc_co_u32_e32 v171, vcc, v191, v107, vcc
	v_lshlrev_b64 v[108:109], 1, v[108:109]
	v_add_co_u32_e32 v172, vcc, v190, v108
	v_ashrrev_i32_e32 v111, 31, v110
	v_addc_co_u32_e32 v173, vcc, v191, v109, vcc
	v_lshlrev_b64 v[110:111], 1, v[110:111]
	v_add_co_u32_e32 v174, vcc, v190, v110
	v_ashrrev_i32_e32 v113, 31, v112
	v_addc_co_u32_e32 v175, vcc, v191, v111, vcc
	v_lshlrev_b64 v[112:113], 1, v[112:113]
	v_add_co_u32_e32 v176, vcc, v190, v112
	v_ashrrev_i32_e32 v115, 31, v114
	v_addc_co_u32_e32 v177, vcc, v191, v113, vcc
	v_lshlrev_b64 v[114:115], 1, v[114:115]
	v_add_co_u32_e32 v178, vcc, v190, v114
	v_ashrrev_i32_e32 v117, 31, v116
	v_addc_co_u32_e32 v179, vcc, v191, v115, vcc
	v_lshlrev_b64 v[116:117], 1, v[116:117]
	v_add_co_u32_e32 v180, vcc, v190, v116
	v_ashrrev_i32_e32 v119, 31, v118
	v_addc_co_u32_e32 v181, vcc, v191, v117, vcc
	v_lshlrev_b64 v[118:119], 1, v[118:119]
	v_add_co_u32_e32 v182, vcc, v190, v118
	v_ashrrev_i32_e32 v121, 31, v120
	v_addc_co_u32_e32 v183, vcc, v191, v119, vcc
	v_lshlrev_b64 v[120:121], 1, v[120:121]
	v_add_co_u32_e32 v184, vcc, v190, v120
	v_ashrrev_i32_e32 v123, 31, v122
	v_addc_co_u32_e32 v185, vcc, v191, v121, vcc
	v_lshlrev_b64 v[122:123], 1, v[122:123]
	v_add_co_u32_e32 v186, vcc, v190, v122
	v_ashrrev_i32_e32 v125, 31, v124
	v_addc_co_u32_e32 v187, vcc, v191, v123, vcc
	v_lshlrev_b64 v[124:125], 1, v[124:125]
	v_add_co_u32_e32 v188, vcc, v190, v124
	v_ashrrev_i32_e32 v127, 31, v126
	v_addc_co_u32_e32 v189, vcc, v191, v125, vcc
	v_lshlrev_b64 v[126:127], 1, v[126:127]
	v_add_co_u32_e32 v190, vcc, v190, v126
	v_addc_co_u32_e32 v191, vcc, v191, v127, vcc
	v_add_co_u32_e32 v128, vcc, v192, v128
	v_addc_co_u32_e32 v129, vcc, v193, v129, vcc
	v_add_co_u32_e32 v130, vcc, v192, v130
	v_addc_co_u32_e32 v131, vcc, v193, v131, vcc
	v_add_co_u32_e32 v132, vcc, v192, v132
	v_addc_co_u32_e32 v133, vcc, v193, v133, vcc
	v_add_co_u32_e32 v134, vcc, v192, v134
	v_addc_co_u32_e32 v135, vcc, v193, v135, vcc
	v_add_co_u32_e32 v136, vcc, v192, v136
	v_addc_co_u32_e32 v137, vcc, v193, v137, vcc
	v_add_co_u32_e32 v138, vcc, v192, v138
	v_addc_co_u32_e32 v139, vcc, v193, v139, vcc
	v_add_co_u32_e32 v140, vcc, v192, v140
	v_addc_co_u32_e32 v141, vcc, v193, v141, vcc
	v_add_co_u32_e32 v142, vcc, v192, v142
	v_addc_co_u32_e32 v143, vcc, v193, v143, vcc
	v_add_co_u32_e32 v144, vcc, v192, v144
	v_addc_co_u32_e32 v145, vcc, v193, v145, vcc
	v_add_co_u32_e32 v146, vcc, v192, v146
	v_addc_co_u32_e32 v147, vcc, v193, v147, vcc
	v_add_co_u32_e32 v148, vcc, v192, v148
	v_addc_co_u32_e32 v149, vcc, v193, v149, vcc
	v_add_co_u32_e32 v150, vcc, v192, v150
	v_addc_co_u32_e32 v151, vcc, v193, v151, vcc
	v_add_co_u32_e32 v152, vcc, v192, v152
	v_addc_co_u32_e32 v153, vcc, v193, v153, vcc
	v_add_co_u32_e32 v154, vcc, v192, v154
	v_addc_co_u32_e32 v155, vcc, v193, v155, vcc
	v_add_co_u32_e32 v156, vcc, v192, v156
	v_addc_co_u32_e32 v157, vcc, v193, v157, vcc
	v_add_co_u32_e32 v158, vcc, v192, v158
	v_addc_co_u32_e32 v159, vcc, v193, v159, vcc
	v_add_co_u32_e32 v160, vcc, v192, v160
	v_addc_co_u32_e32 v161, vcc, v193, v161, vcc
	v_add_co_u32_e32 v162, vcc, v192, v162
	v_addc_co_u32_e32 v163, vcc, v193, v163, vcc
	v_add_co_u32_e32 v100, vcc, v192, v100
	v_addc_co_u32_e32 v101, vcc, v193, v101, vcc
	v_add_co_u32_e32 v102, vcc, v192, v102
	v_addc_co_u32_e32 v103, vcc, v193, v103, vcc
	v_add_co_u32_e32 v104, vcc, v192, v104
	v_addc_co_u32_e32 v105, vcc, v193, v105, vcc
	v_add_co_u32_e32 v106, vcc, v192, v106
	v_addc_co_u32_e32 v107, vcc, v193, v107, vcc
	v_add_co_u32_e32 v108, vcc, v192, v108
	v_addc_co_u32_e32 v109, vcc, v193, v109, vcc
	v_add_co_u32_e32 v110, vcc, v192, v110
	v_addc_co_u32_e32 v111, vcc, v193, v111, vcc
	v_add_co_u32_e32 v112, vcc, v192, v112
	v_addc_co_u32_e32 v113, vcc, v193, v113, vcc
	v_add_co_u32_e32 v114, vcc, v192, v114
	v_addc_co_u32_e32 v115, vcc, v193, v115, vcc
	v_add_co_u32_e32 v116, vcc, v192, v116
	v_addc_co_u32_e32 v117, vcc, v193, v117, vcc
	v_add_co_u32_e32 v118, vcc, v192, v118
	v_addc_co_u32_e32 v119, vcc, v193, v119, vcc
	v_add_co_u32_e32 v120, vcc, v192, v120
	v_addc_co_u32_e32 v121, vcc, v193, v121, vcc
	v_add_co_u32_e32 v122, vcc, v192, v122
	v_addc_co_u32_e32 v123, vcc, v193, v123, vcc
	v_add_co_u32_e32 v124, vcc, v192, v124
	v_addc_co_u32_e32 v125, vcc, v193, v125, vcc
	v_add_co_u32_e32 v126, vcc, v192, v126
	v_addc_co_u32_e32 v127, vcc, v193, v127, vcc
	.loc	1 23 5 is_stmt 1                ; triton_fixtures.py:23:5
	global_store_short v[0:1], v99, off
	global_store_short v[2:3], v98, off
	global_store_short v[4:5], v97, off
	global_store_short v[6:7], v96, off
	global_store_short v[8:9], v95, off
	global_store_short v[10:11], v94, off
	global_store_short v[12:13], v93, off
	global_store_short v[14:15], v92, off
	global_store_short v[16:17], v91, off
	global_store_short v[18:19], v90, off
	global_store_short v[20:21], v89, off
	global_store_short v[22:23], v88, off
	global_store_short v[24:25], v87, off
	global_store_short v[26:27], v86, off
	global_store_short v[28:29], v85, off
	global_store_short v[30:31], v84, off
	global_store_short v[32:33], v83, off
	global_store_short v[34:35], v82, off
	global_store_short v[164:165], v81, off
	global_store_short v[166:167], v80, off
	global_store_short v[168:169], v79, off
	global_store_short v[170:171], v78, off
	global_store_short v[172:173], v77, off
	global_store_short v[174:175], v76, off
	global_store_short v[176:177], v75, off
	global_store_short v[178:179], v74, off
	global_store_short v[180:181], v73, off
	global_store_short v[182:183], v72, off
	global_store_short v[184:185], v71, off
	global_store_short v[186:187], v70, off
	global_store_short v[188:189], v69, off
	global_store_short v[190:191], v68, off
	global_store_short v[128:129], v67, off
	global_store_short v[130:131], v66, off
	global_store_short v[132:133], v65, off
	global_store_short v[134:135], v64, off
	global_store_short v[136:137], v63, off
	global_store_short v[138:139], v62, off
	global_store_short v[140:141], v61, off
	global_store_short v[142:143], v60, off
	global_store_short v[144:145], v59, off
	global_store_short v[146:147], v58, off
	global_store_short v[148:149], v57, off
	global_store_short v[150:151], v56, off
	global_store_short v[152:153], v55, off
	global_store_short v[154:155], v54, off
	global_store_short v[156:157], v53, off
	global_store_short v[158:159], v52, off
	global_store_short v[160:161], v51, off
	global_store_short v[162:163], v50, off
	global_store_short v[100:101], v49, off
	global_store_short v[102:103], v48, off
	global_store_short v[104:105], v47, off
	global_store_short v[106:107], v46, off
	global_store_short v[108:109], v45, off
	global_store_short v[110:111], v44, off
	global_store_short v[112:113], v43, off
	global_store_short v[114:115], v42, off
	global_store_short v[116:117], v41, off
	global_store_short v[118:119], v40, off
	global_store_short v[120:121], v39, off
	global_store_short v[122:123], v38, off
	global_store_short v[124:125], v37, off
	global_store_short v[126:127], v36, off
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
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 272
		.amdhsa_next_free_sgpr 92
		.amdhsa_accum_offset 256
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.set .Lgemm_fp16.num_agpr, 16
	.set .Lgemm_fp16.numbered_sgpr, 92
	.set .Lgemm_fp16.num_named_barrier, 0
	.set .Lgemm_fp16.private_seg_size, 0
	.set .Lgemm_fp16.uses_vcc, 1
	.set .Lgemm_fp16.uses_flat_scratch, 0
	.set .Lgemm_fp16.has_dyn_sized_stack, 0
	.set .Lgemm_fp16.has_recursion, 0
	.set .Lgemm_fp16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 9280
; TotalNumSgprs: 96
; NumVgprs: 256
; NumAgprs: 16
; TotalNumVgprs: 272
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 33
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 272
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
  - .agpr_count:     16
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         gemm_fp16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     272
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.0a-amd-amdhsa-unknown-gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
