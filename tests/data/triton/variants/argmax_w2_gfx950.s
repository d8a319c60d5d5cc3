	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	argmax_rows                     ; -- Begin function argmax_rows
	.p2align	8
	.type	argmax_rows,@function
argmax_rows:                            ; @argmax_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 36 0 prologue_end             ; triton_scratch_src.py:36:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
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
	.loc	1 40 5 is_stmt 1                ; triton_scratch_src.py:40:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s33, s0, 6
	s_bfe_i32 s70, s0, 0x10006
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	s_mul_i32 s14, s33, s6
	s_mul_i32 s0, s6, 6
	s_add_i32 s20, s14, s0
	s_mul_i32 s0, s6, 10
	s_add_i32 s72, s14, s0
	s_mul_i32 s0, s6, 12
	s_add_i32 s28, s14, s0
	s_mul_i32 s0, s6, 14
	s_add_i32 s34, s14, s0
	s_mul_i32 s0, s6, 18
	s_add_i32 s44, s14, s0
	s_mul_i32 s0, s6, 20
	s_add_i32 s48, s14, s0
	s_mul_i32 s0, s6, 22
	s_add_i32 s52, s14, s0
	s_mul_i32 s0, s6, 24
	s_add_i32 s54, s14, s0
	s_mul_i32 s0, s6, 26
	s_add_i32 s60, s14, s0
	s_mul_i32 s0, s6, 28
	s_add_i32 s62, s14, s0
	s_mul_i32 s0, s6, 30
	s_add_i32 s66, s14, s0
	s_lshl_b32 s0, s6, 5
	s_add_i32 s68, s14, s0
	s_mul_i32 s0, s6, 34
	s_add_i32 s64, s14, s0
	s_mul_i32 s0, s6, 36
	s_add_i32 s58, s14, s0
	s_mul_i32 s0, s6, 38
	s_add_i32 s56, s14, s0
	s_mul_i32 s0, s6, 40
	s_add_i32 s50, s14, s0
	s_mul_i32 s0, s6, 42
	s_add_i32 s46, s14, s0
	s_mul_i32 s0, s6, 44
	s_add_i32 s42, s14, s0
	s_mul_i32 s0, s6, 46
	s_add_i32 s40, s14, s0
	s_mul_i32 s0, s6, 48
	s_add_i32 s36, s14, s0
	s_mul_i32 s0, s6, 50
	s_add_i32 s30, s14, s0
	s_mul_i32 s0, s6, 52
	s_add_i32 s26, s14, s0
	s_mul_i32 s0, s6, 54
	s_add_i32 s22, s14, s0
	s_mul_i32 s0, s6, 56
	s_add_i32 s12, s14, s0
	s_mul_i32 s0, s6, 58
	s_lshl1_add_u32 s16, s6, s14
	s_lshl2_add_u32 s18, s6, s14
	s_lshl3_add_u32 s24, s6, s14
	s_lshl4_add_u32 s38, s6, s14
	s_add_i32 s10, s14, s0
	s_mul_i32 s0, s6, 60
	s_mul_i32 s6, s6, 62
	.loc	1 39 17 is_stmt 0               ; triton_scratch_src.py:39:17
	s_ashr_i32 s15, s14, 31
	.loc	1 39 25                         ; triton_scratch_src.py:39:25
	s_or_b32 s71, s33, 2
	s_add_i32 s8, s14, s0
	s_add_i32 s0, s14, s6
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_lshl_b64 s[6:7], s[14:15], 1
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[14:15], s[16:17], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[16:17], s[18:19], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[18:19], s[20:21], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[20:21], s[24:25], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s73, s72, 31
	s_lshl_b64 s[24:25], s[72:73], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 1
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 1
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 1
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[60:61], s[60:61], 1
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[62:63], s[62:63], 1
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s63
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[66:67], s[66:67], 1
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s67
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[68:69], s[68:69], 1
	s_add_u32 s68, s2, s68
	s_addc_u32 s69, s3, s69
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[64:65], s[64:65], 1
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[58:59], s[58:59], 1
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 1
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 1
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 1
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 1
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s2, s30
	.loc	1 37 10 is_stmt 1               ; triton_scratch_src.py:37:10
	v_and_b32_e32 v1, 63, v0
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_addc_u32 s31, s3, s31
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	v_lshlrev_b32_e32 v2, 1, v1
	s_add_u32 s26, s2, s26
	.loc	1 39 9 is_stmt 0                ; triton_scratch_src.py:39:9
	global_load_ushort v3, v2, s[6:7]
	global_load_ushort v4, v2, s[14:15]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_addc_u32 s27, s3, s27
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v5, v2, s[16:17]
	global_load_ushort v6, v2, s[18:19]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_add_u32 s6, s2, s22
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v7, v2, s[20:21]
	global_load_ushort v8, v2, s[24:25]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_addc_u32 s7, s3, s23
	s_ashr_i32 s13, s12, 31
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v9, v2, s[28:29]
	global_load_ushort v10, v2, s[34:35]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_lshl_b64 s[12:13], s[12:13], 1
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v11, v2, s[38:39]
	global_load_ushort v12, v2, s[44:45]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_add_u32 s12, s2, s12
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v13, v2, s[48:49]
	global_load_ushort v14, v2, s[52:53]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s11, s10, 31
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v15, v2, s[54:55]
	global_load_ushort v16, v2, s[60:61]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v17, v2, s[62:63]
	global_load_ushort v18, v2, s[66:67]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_add_u32 s10, s2, s10
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v19, v2, s[68:69]
	global_load_ushort v20, v2, s[64:65]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s9, s8, 31
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v21, v2, s[58:59]
	global_load_ushort v22, v2, s[56:57]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_lshl_b64 s[8:9], s[8:9], 1
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v23, v2, s[50:51]
	global_load_ushort v24, v2, s[46:47]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_add_u32 s8, s2, s8
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v25, v2, s[42:43]
	global_load_ushort v26, v2, s[40:41]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s1, s0, 31
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v27, v2, s[36:37]
	global_load_ushort v28, v2, s[30:31]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v29, v2, s[26:27]
	global_load_ushort v30, v2, s[6:7]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_add_u32 s0, s2, s0
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v31, v2, s[12:13]
	global_load_ushort v32, v2, s[10:11]
	.loc	1 39 17                         ; triton_scratch_src.py:39:17
	s_addc_u32 s1, s3, s1
	.loc	1 39 9                          ; triton_scratch_src.py:39:9
	global_load_ushort v33, v2, s[8:9]
	global_load_ushort v34, v2, s[0:1]
.Ltmp2:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_lshlrev_b32_e32 v1, 2, v1
	s_lshl_b32 s0, s33, 2
	s_cmp_eq_u32 s33, 0
.Ltmp3:
	.loc	1 40 5                          ; triton_scratch_src.py:40:5
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
.Ltmp4:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(30)
	v_cmp_ge_f16_e32 vcc, v3, v4
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v2, v4, v3, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_mov_b32_e32 v3, s71
	v_mov_b32_e32 v4, s33
	v_cndmask_b32_e32 v3, v3, v4, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(28)
	v_cmp_ge_f16_e32 vcc, v5, v6
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v4, v6, v5, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v5, 6, 4, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(26)
	v_cmp_ge_f16_e32 vcc, v7, v8
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_or_b32_e32 v5, s33, v5
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e32 v6, v8, v7, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v7, 10, 8, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(24)
	v_cmp_ge_f16_e32 vcc, v9, v10
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v8, v10, v9, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v9, 14, 12, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(22)
	v_cmp_ge_f16_e32 vcc, v11, v12
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v10, v12, v11, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v11, 18, 16, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(20)
	v_cmp_ge_f16_e32 vcc, v13, v14
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v12, v14, v13, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v13, 22, 20, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(18)
	v_cmp_ge_f16_e32 vcc, v15, v16
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v14, v16, v15, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v15, 26, 24, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(16)
	v_cmp_ge_f16_e32 vcc, v17, v18
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v16, v18, v17, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v17, 30, 28, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(14)
	v_cmp_ge_f16_e32 vcc, v19, v20
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v18, v20, v19, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v19, 34, 32, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(12)
	v_cmp_ge_f16_e32 vcc, v21, v22
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v20, v22, v21, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v21, 38, 36, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(10)
	v_cmp_ge_f16_e32 vcc, v23, v24
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v22, v24, v23, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v23, 42, 40, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(8)
	v_cmp_ge_f16_e32 vcc, v25, v26
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v24, v26, v25, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v25, 46, 44, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(6)
	v_cmp_ge_f16_e32 vcc, v27, v28
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v26, v28, v27, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v27, 50, 48, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(4)
	v_cmp_ge_f16_e32 vcc, v29, v30
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v28, v30, v29, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v29, 54, 52, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(2)
	v_cmp_ge_f16_e32 vcc, v31, v32
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v30, v32, v31, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v31, 58, 56, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_waitcnt vmcnt(0)
	v_cmp_ge_f16_e32 vcc, v33, v34
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v32, v34, v33, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v33, 62, 60, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v2, v4
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v2, v4, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v5, v3, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v6, v8
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v4, v8, v6, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v5, v9, v7, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v10, v12
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_or_b32_e32 v5, s33, v5
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e32 v6, v12, v10, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v7, v13, v11, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v14, v16
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v8, v16, v14, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v9, v17, v15, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v18, v20
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v10, v20, v18, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v11, v21, v19, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v22, v24
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v12, v24, v22, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v13, v25, v23, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v26, v28
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v14, v28, v26, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v15, v29, v27, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v30, v32
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v16, v32, v30, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v17, v33, v31, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v2, v4
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v2, v4, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v5, v3, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v6, v8
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v4, v8, v6, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v5, v9, v7, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v10, v12
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_or_b32_e32 v5, s33, v5
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e32 v6, v12, v10, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v7, v13, v11, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v14, v16
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v8, v16, v14, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v9, v17, v15, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v2, v4
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v2, v4, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v5, v3, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v6, v8
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v4, v8, v6, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v5, v9, v7, vcc
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v2, v4
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_or_b32_e32 v5, s33, v5
.Ltmp5:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_and_b32_e32 v6, 1, v0
.Ltmp6:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v2, v4, v2, vcc
.Ltmp7:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_add_u32_e32 v4, 0, v1
.Ltmp8:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e32 v3, v5, v3, vcc
.Ltmp9:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_lshl_add_u32 v5, s33, 1, v4
	ds_write_b16 v5, v2 offset:512
	v_and_b32_e32 v2, 62, v0
	v_lshlrev_b32_e32 v5, 2, v2
	v_bfe_i32 v0, v0, 0, 1
	v_add_u32_e32 v7, s0, v5
	v_mov_b32_e32 v8, 0x104
	v_and_b32_e32 v0, 0x104, v0
	v_lshl_add_u32 v6, v6, 1, v7
	v_bitop3_b32 v8, s70, v1, v8 bitop3:0x6c
	v_bitop3_b32 v0, s0, v0, v5 bitop3:0x1e
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v6, v6 offset:512
	v_add_u32_e32 v8, 0, v8
	v_add_u32_e32 v0, 0, v0
	ds_write_b32 v8, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	v_bfe_i32 v5, v6, 0, 16
	s_cselect_b64 vcc, -1, 0
	v_or_b32_e32 v2, s33, v2
	v_mov_b32_dpp v5, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v8, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp10:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_eq_f16_e64 s[0:1], v6, v5
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v0, v8
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	s_and_b64 s[2:3], s[2:3], s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cmp_gt_f16_e64 s[0:1], v6, v5
	s_or_b64 s[0:1], s[0:1], s[2:3]
.Ltmp11:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	v_lshl_add_u32 v2, v2, 1, 0
.Ltmp12:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ] ] ]
	v_cndmask_b32_e64 v0, v8, v0, s[0:1]
.Ltmp13:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ triton_scratch_src.py:40:26 ] ]
	s_barrier
	ds_write_b16 v2, v5 offset:256
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v7, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v4
.Ltmp14:
	.loc	1 40 5                          ; triton_scratch_src.py:40:5
	v_bfrev_b32_e32 v3, 1
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e32 v0, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v0, s[4:7], 0 offen
	.loc	1 36 1                          ; triton_scratch_src.py:36:1
	s_endpgm
.Ltmp15:
.Lfunc_end0:
	.size	argmax_rows, .Lfunc_end0-argmax_rows
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel argmax_rows
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 74
		.amdhsa_accum_offset 36
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
	.set .Largmax_rows.num_vgpr, 35
	.set .Largmax_rows.num_agpr, 0
	.set .Largmax_rows.numbered_sgpr, 74
	.set .Largmax_rows.num_named_barrier, 0
	.set .Largmax_rows.private_seg_size, 0
	.set .Largmax_rows.uses_vcc, 1
	.set .Largmax_rows.uses_flat_scratch, 0
	.set .Largmax_rows.has_dyn_sized_stack, 0
	.set .Largmax_rows.has_recursion, 0
	.set .Largmax_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2256
; TotalNumSgprs: 80
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 80
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x33 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	40                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0x26 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	223                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x59:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	206                             ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x65:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	186                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
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
	.asciz	"argmax_rows"                   ; string offset=53 ; argmax_rows
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 128
    .name:           argmax_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     80
    .sgpr_spill_count: 0
    .symbol:         argmax_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     35
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
