	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_bt                       ; -- Begin function matmul_bt
	.p2align	8
	.type	matmul_bt,@function
matmul_bt:                              ; @matmul_bt
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.6:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 54 0 prologue_end             ; triton_scratch_src.py:54:0
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
	.loc	1 64 13 is_stmt 1               ; triton_scratch_src.py:64:13
	v_readfirstlane_b32 s28, v0
	.loc	1 57 10                         ; triton_scratch_src.py:57:10
	s_lshl_b32 s8, s16, 7
	.loc	1 57 23 is_stmt 0               ; triton_scratch_src.py:57:23
	s_and_b32 s11, s28, 0x100
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_lshl_b32 s29, s17, 7
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_and_b32_e32 v96, 31, v0
	v_and_b32_e32 v97, 32, v0
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	s_bfe_u32 s31, s28, 0x30006
	s_or_b32 s12, s31, 0x78
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s12, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	.loc	1 69 5 is_stmt 1                ; triton_scratch_src.py:69:5
	s_and_b32 s30, s28, 0x1c0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_and_b32_e32 v1, 63, v0
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	s_addc_u32 s1, s5, s1
	v_lshlrev_b32_e32 v4, 1, v1
	v_mov_b32_e32 v5, v2
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	s_or_b32 s13, s31, 0x70
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[34:35], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s13, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s14, s31, 0x68
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[36:37], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s14, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s15, s31, 0x60
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[38:39], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s15, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s16, s31, 0x58
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[40:41], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s16, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s17, s31, 0x50
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[42:43], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s17, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s18, s31, 0x48
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[44:45], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s18, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s20, s31, 64
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[46:47], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s20, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s22, s31, 56
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[48:49], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s22, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s24, s31, 48
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[50:51], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s24, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s26, s31, 40
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[52:53], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s26, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s33, s31, 32
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[54:55], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s33, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s36, s31, 24
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[56:57], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s36, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s38, s31, 16
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[58:59], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s38, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_or_b32 s40, s31, 8
	.loc	1 61 9                          ; triton_scratch_src.py:61:9
	v_lshl_add_u64 v[60:61], s[0:1], 0, v[4:5]
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	s_or_b32 s0, s40, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[62:63], s[0:1], 0, v[4:5]
	.loc	1 58 10 is_stmt 1               ; triton_scratch_src.py:58:10
	s_or_b32 s0, s31, s29
	.loc	1 61 17                         ; triton_scratch_src.py:61:17
	s_mul_i32 s0, s0, s10
	.loc	1 61 9 is_stmt 0                ; triton_scratch_src.py:61:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[4:5]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s0, s12, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s0, s0, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_lshl_add_u64 v[66:67], s[0:1], 0, v[4:5]
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s0, s13, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s0, s0, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s4, s14, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s4, s4, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 1
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s12, s15, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s12, s12, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s14, s16, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s14, s14, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s16, s17, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s16, s16, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s18, s18, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s18, s18, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s20, s20, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s20, s20, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s22, s22, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s22, s22, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s24, s24, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s24, s24, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s26, s26, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s26, s26, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s33, s33, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s34, s33, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s33, s36, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s36, s33, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s33, s38, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s38, s33, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s33, s40, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s40, s33, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 57 10 is_stmt 1               ; triton_scratch_src.py:57:10
	s_or_b32 s31, s31, s8
	.loc	1 60 17                         ; triton_scratch_src.py:60:17
	s_mul_i32 s42, s31, s10
	.loc	1 60 9 is_stmt 0                ; triton_scratch_src.py:60:9
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 1
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	v_or_b32_e32 v3, s30, v1
	.loc	1 60 9                          ; triton_scratch_src.py:60:9
	s_add_u32 s2, s2, s42
	v_lshlrev_b32_e32 v1, 3, v3
	v_lshlrev_b32_e32 v6, 2, v96
	s_movk_i32 s31, 0xf00
	s_addc_u32 s3, s3, s43
	v_and_or_b32 v7, v1, s31, v6
	v_lshlrev_b32_e32 v1, 9, v96
	v_lshrrev_b32_e32 v8, 1, v97
	s_lshr_b32 s31, s28, 5
	v_lshlrev_b32_e32 v0, 3, v0
	s_and_b32 s33, s28, 0x80
	v_and_or_b32 v1, s31, 2, v1
	v_xor_b32_e32 v6, v6, v8
	v_and_b32_e32 v0, 0x78, v0
	v_or3_b32 v6, v1, s33, v6
	v_lshrrev_b32_e32 v1, 2, v97
	v_lshl_or_b32 v0, v96, 7, v0
	v_xor_b32_e32 v8, v0, v1
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[4:5]
	s_lshr_b32 s0, s30, 4
	v_lshl_add_u64 v[68:69], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[70:71], s[12:13], 0, v[4:5]
	v_lshl_add_u64 v[72:73], s[14:15], 0, v[4:5]
	v_lshl_add_u64 v[74:75], s[16:17], 0, v[4:5]
	v_lshl_add_u64 v[76:77], s[18:19], 0, v[4:5]
	v_lshl_add_u64 v[78:79], s[20:21], 0, v[4:5]
	v_lshl_add_u64 v[80:81], s[22:23], 0, v[4:5]
	v_lshl_add_u64 v[82:83], s[24:25], 0, v[4:5]
	v_lshl_add_u64 v[84:85], s[26:27], 0, v[4:5]
	v_lshl_add_u64 v[86:87], s[34:35], 0, v[4:5]
	v_lshl_add_u64 v[88:89], s[36:37], 0, v[4:5]
	v_lshl_add_u64 v[90:91], s[38:39], 0, v[4:5]
	v_lshl_add_u64 v[92:93], s[40:41], 0, v[4:5]
	v_lshl_add_u64 v[94:95], s[2:3], 0, v[4:5]
	v_xor_b32_e32 v4, s0, v7
	v_lshlrev_b32_e32 v3, 1, v3
	s_lshr_b32 s0, s30, 3
	v_xor_b32_e32 v3, s0, v3
	v_lshl_or_b32 v5, s11, 4, v8
	v_xor_b32_e32 v7, 32, v4
	v_xor_b32_e32 v8, 64, v4
	v_xor_b32_e32 v9, 0x60, v4
	v_add_u32_e32 v98, 0, v4
	v_add_u32_e32 v4, 0, v7
	v_add_u32_e32 v7, 0, v8
	v_add_u32_e32 v8, 0, v9
	v_xor_b32_e32 v9, 4, v6
	v_xor_b32_e32 v10, 8, v6
	v_xor_b32_e32 v11, 12, v6
	v_xor_b32_e32 v12, 32, v6
	v_xor_b32_e32 v13, 36, v6
	v_xor_b32_e32 v14, 40, v6
	v_xor_b32_e32 v15, 44, v6
	v_xor_b32_e32 v16, 64, v6
	v_xor_b32_e32 v17, 0x44, v6
	v_xor_b32_e32 v18, 0x48, v6
	v_xor_b32_e32 v19, 0x4c, v6
	v_xor_b32_e32 v20, 0x60, v6
	v_xor_b32_e32 v21, 0x64, v6
	v_xor_b32_e32 v22, 0x68, v6
	v_xor_b32_e32 v23, 0x6c, v6
	v_add_u32_e32 v99, 0, v6
	v_xor_b32_e32 v6, 64, v3
	v_add_u32_e32 v100, 0, v9
	v_add_u32_e32 v101, 0, v10
	v_add_u32_e32 v102, 0, v11
	v_add_u32_e32 v103, 0, v12
	v_add_u32_e32 v104, 0, v13
	v_add_u32_e32 v115, 0, v3
	v_add_u32_e32 v116, 0, v6
	v_xor_b32_e32 v3, 16, v5
	v_xor_b32_e32 v6, 32, v5
	v_xor_b32_e32 v9, 48, v5
	v_xor_b32_e32 v10, 64, v5
	v_xor_b32_e32 v11, 0x50, v5
	v_xor_b32_e32 v12, 0x60, v5
	v_xor_b32_e32 v13, 0x70, v5
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x5040100
	v_add_u32_e32 v105, 0, v14
	v_add_u32_e32 v106, 0, v15
	v_add_u32_e32 v107, 0, v16
	v_add_u32_e32 v108, 0, v17
	v_add_u32_e32 v109, 0, v18
	v_add_u32_e32 v110, 0, v19
	v_add_u32_e32 v111, 0, v20
	v_add_u32_e32 v112, 0, v21
	v_add_u32_e32 v113, 0, v22
	v_add_u32_e32 v114, 0, v23
	v_add_u32_e32 v117, 0, v5
	v_add_u32_e32 v118, 0, v3
	v_add_u32_e32 v119, 0, v6
	v_add_u32_e32 v120, 0, v9
	v_add_u32_e32 v121, 0, v10
	v_add_u32_e32 v122, 0, v11
	v_add_u32_e32 v123, 0, v12
	v_add_u32_e32 v124, 0, v13
	s_mov_b64 s[0:1], 0x80
	v_add_u32_e32 v125, 0x1000, v4
	v_add_u32_e32 v126, 0x2000, v7
	v_add_u32_e32 v127, 0x3000, v8
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
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 65 13                         ; triton_scratch_src.py:65:13
	global_load_ushort v128, v[64:65], off
	global_load_ushort v129, v[56:57], off
	global_load_ushort v130, v[48:49], off
	global_load_ushort v131, v[40:41], off
	global_load_ushort v132, v[62:63], off
	global_load_ushort v133, v[60:61], off
	global_load_ushort v134, v[58:59], off
	global_load_ushort v135, v[54:55], off
	global_load_ushort v136, v[46:47], off
	global_load_ushort v137, v[38:39], off
	global_load_ushort v138, v[52:53], off
	global_load_ushort v139, v[44:45], off
	global_load_ushort v140, v[36:37], off
	global_load_ushort v141, v[50:51], off
	global_load_ushort v142, v[42:43], off
	global_load_ushort v143, v[34:35], off
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	global_load_ushort v164, v[94:95], off
	global_load_ushort v165, v[90:91], off
	global_load_ushort v166, v[86:87], off
	global_load_ushort v167, v[82:83], off
	global_load_ushort v168, v[78:79], off
	global_load_ushort v169, v[74:75], off
	global_load_ushort v170, v[70:71], off
	global_load_ushort v171, v[0:1], off
	global_load_ushort v172, v[92:93], off
	global_load_ushort v173, v[88:89], off
	global_load_ushort v174, v[84:85], off
	global_load_ushort v175, v[80:81], off
	global_load_ushort v176, v[76:77], off
	global_load_ushort v177, v[72:73], off
	global_load_ushort v178, v[68:69], off
	global_load_ushort v179, v[66:67], off
	.loc	1 66 26                         ; triton_scratch_src.py:66:26
	s_barrier
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_add_i32 s2, s2, 64
	.loc	1 67 9                          ; triton_scratch_src.py:67:9
	v_lshl_add_u64 v[94:95], v[94:95], 0, s[0:1]
	v_lshl_add_u64 v[92:93], v[92:93], 0, s[0:1]
	v_lshl_add_u64 v[90:91], v[90:91], 0, s[0:1]
	v_lshl_add_u64 v[88:89], v[88:89], 0, s[0:1]
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[0:1]
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[0:1]
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[0:1]
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[0:1]
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[0:1]
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[0:1]
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[0:1]
	v_lshl_add_u64 v[72:73], v[72:73], 0, s[0:1]
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[0:1]
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	v_lshl_add_u64 v[66:67], v[66:67], 0, s[0:1]
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[0:1]
	v_lshl_add_u64 v[62:63], v[62:63], 0, s[0:1]
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[0:1]
	v_lshl_add_u64 v[58:59], v[58:59], 0, s[0:1]
	v_lshl_add_u64 v[56:57], v[56:57], 0, s[0:1]
	v_lshl_add_u64 v[54:55], v[54:55], 0, s[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 0, s[0:1]
	v_lshl_add_u64 v[50:51], v[50:51], 0, s[0:1]
	v_lshl_add_u64 v[48:49], v[48:49], 0, s[0:1]
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[0:1]
	v_lshl_add_u64 v[44:45], v[44:45], 0, s[0:1]
	v_lshl_add_u64 v[42:43], v[42:43], 0, s[0:1]
	v_lshl_add_u64 v[40:41], v[40:41], 0, s[0:1]
	v_lshl_add_u64 v[38:39], v[38:39], 0, s[0:1]
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[0:1]
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cmp_lt_i32 s2, s10
	.loc	1 68 9                          ; triton_scratch_src.py:68:9
	v_lshl_add_u64 v[34:35], v[34:35], 0, s[0:1]
	.loc	1 66 26                         ; triton_scratch_src.py:66:26
	s_waitcnt vmcnt(30)
	v_perm_b32 v128, v129, v128, s3
	s_waitcnt vmcnt(28)
	v_perm_b32 v129, v131, v130, s3
	s_waitcnt vmcnt(24)
	v_perm_b32 v130, v135, v132, s3
	s_waitcnt vmcnt(22)
	v_perm_b32 v131, v137, v136, s3
	s_waitcnt vmcnt(21)
	v_perm_b32 v132, v138, v133, s3
	s_waitcnt vmcnt(19)
	v_perm_b32 v133, v140, v139, s3
	s_waitcnt vmcnt(18)
	v_perm_b32 v134, v141, v134, s3
	s_waitcnt vmcnt(16)
	v_perm_b32 v135, v143, v142, s3
	ds_write2_b32 v98, v128, v129 offset1:32
	ds_write2_b32 v125, v130, v131 offset1:32
	ds_write2_b32 v126, v132, v133 offset1:32
	ds_write2_b32 v127, v134, v135 offset1:32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v132, v101
	ds_read_u16 v133, v102
	ds_read_u16 v134, v102 offset:256
	ds_read_u16 v135, v101 offset:256
	ds_read_u16 v136, v99
	ds_read_u16 v137, v100
	ds_read_u16 v138, v100 offset:256
	ds_read_u16 v139, v99 offset:256
	ds_read_u16 v140, v103
	ds_read_u16 v141, v103 offset:256
	ds_read_u16 v142, v104
	ds_read_u16 v143, v104 offset:256
	ds_read_u16 v144, v105
	ds_read_u16 v145, v105 offset:256
	ds_read_u16 v146, v106
	ds_read_u16 v147, v106 offset:256
	ds_read_u16 v148, v107
	ds_read_u16 v149, v107 offset:256
	ds_read_u16 v150, v108
	ds_read_u16 v151, v108 offset:256
	ds_read_u16 v152, v109
	ds_read_u16 v153, v109 offset:256
	ds_read_u16 v154, v110
	ds_read_u16 v155, v110 offset:256
	ds_read_u16 v156, v111
	ds_read_u16 v157, v111 offset:256
	ds_read_u16 v158, v112
	ds_read_u16 v159, v112 offset:256
	ds_read_u16 v160, v113
	ds_read_u16 v161, v113 offset:256
	ds_read_u16 v162, v114
	ds_read_u16 v163, v114 offset:256
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_perm_b32 v133, v133, v132, s3
	v_perm_b32 v132, v137, v136, s3
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	s_waitcnt vmcnt(15)
	ds_write_b16 v115, v164
	s_waitcnt vmcnt(14)
	ds_write_b16 v115, v165 offset:2048
	s_waitcnt vmcnt(13)
	ds_write_b16 v115, v166 offset:4096
	s_waitcnt vmcnt(12)
	ds_write_b16 v115, v167 offset:6144
	s_waitcnt vmcnt(11)
	ds_write_b16 v115, v168 offset:8192
	s_waitcnt vmcnt(10)
	ds_write_b16 v115, v169 offset:10240
	s_waitcnt vmcnt(9)
	ds_write_b16 v115, v170 offset:12288
	s_waitcnt vmcnt(8)
	ds_write_b16 v115, v171 offset:14336
	s_waitcnt vmcnt(7)
	ds_write_b16 v116, v172 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v116, v173 offset:3072
	s_waitcnt vmcnt(5)
	ds_write_b16 v116, v174 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v116, v175 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v116, v176 offset:9216
	s_waitcnt vmcnt(2)
	ds_write_b16 v116, v177 offset:11264
	s_waitcnt vmcnt(1)
	ds_write_b16 v116, v178 offset:13312
	s_waitcnt vmcnt(0)
	ds_write_b16 v116, v179 offset:15360
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[128:131], v117 offset1:16
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[128:129], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[130:131], v[18:33]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read2st64_b64 v[128:131], v118 offset1:16
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_perm_b32 v133, v146, v144, s3
	v_perm_b32 v132, v142, v140, s3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[128:129], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[130:131], v[18:33]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read2st64_b64 v[128:131], v119 offset1:16
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_perm_b32 v133, v154, v152, s3
	v_perm_b32 v132, v150, v148, s3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[128:129], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[130:131], v[18:33]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read2st64_b64 v[128:131], v120 offset1:16
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_perm_b32 v133, v162, v160, s3
	v_perm_b32 v132, v158, v156, s3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[128:129], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[130:131], v[18:33]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read2st64_b64 v[128:131], v121 offset1:16
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_perm_b32 v133, v134, v135, s3
	v_perm_b32 v132, v138, v139, s3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[128:129], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[130:131], v[18:33]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read2st64_b64 v[128:131], v122 offset1:16
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_perm_b32 v133, v147, v145, s3
	v_perm_b32 v132, v143, v141, s3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[128:129], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[130:131], v[18:33]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read2st64_b64 v[128:131], v123 offset1:16
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_perm_b32 v133, v155, v153, s3
	v_perm_b32 v132, v151, v149, s3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[128:129], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[130:131], v[18:33]
	.loc	1 64 13                         ; triton_scratch_src.py:64:13
	ds_read2st64_b64 v[128:131], v124 offset1:16
	.loc	1 66 16                         ; triton_scratch_src.py:66:16
	v_perm_b32 v133, v163, v161, s3
	v_perm_b32 v132, v159, v157, s3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[128:129], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[130:131], v[18:33]
	.loc	1 63 5                          ; triton_scratch_src.py:63:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	.loc	1 69 53                         ; triton_scratch_src.py:69:53
	s_nop 8
	v_cvt_f16_f32_e32 v46, v2
	v_cvt_f16_f32_e32 v45, v3
	v_cvt_f16_f32_e32 v48, v4
	v_cvt_f16_f32_e32 v47, v5
	v_cvt_f16_f32_e32 v42, v6
	v_cvt_f16_f32_e32 v41, v7
	v_cvt_f16_f32_e32 v44, v8
	v_cvt_f16_f32_e32 v43, v9
	v_cvt_f16_f32_e32 v38, v10
	v_cvt_f16_f32_e32 v37, v11
	v_cvt_f16_f32_e32 v40, v12
	v_cvt_f16_f32_e32 v39, v13
	v_cvt_f16_f32_e32 v35, v14
	v_cvt_f16_f32_e32 v34, v15
	v_cvt_f16_f32_e32 v36, v16
	v_cvt_f16_f32_e32 v16, v17
	v_cvt_f16_f32_e32 v13, v18
	v_cvt_f16_f32_e32 v12, v19
	v_cvt_f16_f32_e32 v15, v20
	v_cvt_f16_f32_e32 v14, v21
	v_cvt_f16_f32_e32 v9, v22
	v_cvt_f16_f32_e32 v8, v23
	v_cvt_f16_f32_e32 v11, v24
	v_cvt_f16_f32_e32 v10, v25
	v_cvt_f16_f32_e32 v5, v26
	v_cvt_f16_f32_e32 v4, v27
	v_cvt_f16_f32_e32 v7, v28
	v_cvt_f16_f32_e32 v6, v29
	v_cvt_f16_f32_e32 v1, v30
	v_cvt_f16_f32_e32 v0, v31
	v_cvt_f16_f32_e32 v3, v32
	v_cvt_f16_f32_e32 v2, v33
	s_branch .LBB0_5
.LBB0_4:
	.loc	1 0 53 is_stmt 0                ; triton_scratch_src.py:0:53
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
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
.LBB0_5:                                ; %._crit_edge
	.loc	1 57 23 is_stmt 1               ; triton_scratch_src.py:57:23
	s_lshr_b32 s0, s28, 1
	v_lshrrev_b32_e32 v17, 3, v97
	s_and_b32 s0, s0, 0x60
	v_or_b32_e32 v17, s0, v17
	s_lshr_b32 s0, s11, 3
	.loc	1 58 10                         ; triton_scratch_src.py:58:10
	v_or_b32_e32 v18, s29, v17
	.loc	1 57 23                         ; triton_scratch_src.py:57:23
	v_or_b32_e32 v17, s0, v96
	.loc	1 57 10 is_stmt 0               ; triton_scratch_src.py:57:10
	v_or_b32_e32 v17, s8, v17
	v_or_b32_e32 v19, 64, v17
	.loc	1 69 22 is_stmt 1               ; triton_scratch_src.py:69:22
	v_mul_lo_u32 v20, v17, s9
	v_mul_lo_u32 v22, v19, s9
	.loc	1 69 14 is_stmt 0               ; triton_scratch_src.py:69:14
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[6:7]
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[6:7]
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	.loc	1 69 5                          ; triton_scratch_src.py:69:5
	s_mov_b32 s0, 0x5040100
	.loc	1 69 14                         ; triton_scratch_src.py:69:14
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[22:23], 0, v[18:19]
	.loc	1 69 5                          ; triton_scratch_src.py:69:5
	v_perm_b32 v23, v47, v48, s0
	v_perm_b32 v22, v45, v46, s0
	global_store_dwordx2 v[20:21], v[22:23], off
	v_perm_b32 v23, v43, v44, s0
	v_perm_b32 v22, v41, v42, s0
	global_store_dwordx2 v[20:21], v[22:23], off offset:16
	v_perm_b32 v23, v39, v40, s0
	v_perm_b32 v22, v37, v38, s0
	v_perm_b32 v17, v16, v36, s0
	v_perm_b32 v16, v34, v35, s0
	v_perm_b32 v15, v14, v15, s0
	v_perm_b32 v14, v12, v13, s0
	v_perm_b32 v11, v10, v11, s0
	v_perm_b32 v10, v8, v9, s0
	v_perm_b32 v7, v6, v7, s0
	v_perm_b32 v6, v4, v5, s0
	v_perm_b32 v3, v2, v3, s0
	v_perm_b32 v2, v0, v1, s0
	global_store_dwordx2 v[20:21], v[22:23], off offset:32
	global_store_dwordx2 v[20:21], v[16:17], off offset:48
	global_store_dwordx2 v[18:19], v[14:15], off
	global_store_dwordx2 v[18:19], v[10:11], off offset:16
	global_store_dwordx2 v[18:19], v[6:7], off offset:32
	global_store_dwordx2 v[18:19], v[2:3], off offset:48
	.loc	1 54 1 is_stmt 1                ; triton_scratch_src.py:54:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul_bt, .Lfunc_end0-matmul_bt
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_bt
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
		.amdhsa_next_free_vgpr 180
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 180
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
	.set .Lmatmul_bt.num_vgpr, 180
	.set .Lmatmul_bt.num_agpr, 0
	.set .Lmatmul_bt.numbered_sgpr, 44
	.set .Lmatmul_bt.num_named_barrier, 0
	.set .Lmatmul_bt.private_seg_size, 0
	.set .Lmatmul_bt.uses_vcc, 0
	.set .Lmatmul_bt.uses_flat_scratch, 0
	.set .Lmatmul_bt.has_dyn_sized_stack, 0
	.set .Lmatmul_bt.has_recursion, 0
	.set .Lmatmul_bt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4072
; TotalNumSgprs: 50
; NumVgprs: 180
; NumAgprs: 0
; TotalNumVgprs: 180
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 22
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 180
; AccumOffset: 180
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 44
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
	.asciz	"triton_scratch_src.py"         ; string offset=7 ; triton_scratch_src.py
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
    .name:           matmul_bt
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         matmul_bt.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     180
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
