	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	colsum4                 ; -- Begin function colsum4
	.globl	colsum4
	.p2align	8
	.type	colsum4,@function
colsum4:                                ; @colsum4
.Lfunc_begin0:
	.file	0 "/work/wt/emugaps/tools/isa_kernels" "emu_kernels.cl" md5 0x4e66cc9c5244281bd89ea655c1dadf6c
	.loc	0 2 0                           ; emu_kernels.cl:2:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
.Ltmp0:
	.loc	0 4 11 prologue_end             ; emu_kernels.cl:4:11
	s_load_dwordx4 s[44:47], s[6:7], 0x0
	s_add_u32 s38, s6, 16
	s_mov_b64 s[34:35], s[8:9]
	s_addc_u32 s39, s7, 0
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s40, s13
	s_mov_b32 s41, s12
	s_mov_b64 s[36:37], s[4:5]
	s_getpc_b64 s[42:43]
	s_add_u32 s42, s42, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s43, s43, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[42:43]
.Ltmp1:
	v_mov_b32_e32 v45, v0
	.loc	0 4 32 is_stmt 0                ; emu_kernels.cl:4:32
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[42:43]
.Ltmp2:
	v_mov_b32_e32 v42, v0
	.loc	0 5 11 is_stmt 1                ; emu_kernels.cl:5:11
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s7, s7, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp3:
	v_mov_b32_e32 v40, v0
	.loc	0 6 23                          ; emu_kernels.cl:6:23
	v_lshl_add_u32 v43, v40, 2, v42
	.loc	0 6 30 is_stmt 0                ; emu_kernels.cl:6:30
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	.loc	0 6 16                          ; emu_kernels.cl:6:16
	v_ashrrev_i32_e32 v44, 31, v43
	.loc	0 6 30                          ; emu_kernels.cl:6:30
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s7, s7, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp4:
	.loc	0 6 28                          ; emu_kernels.cl:6:28
	v_mul_lo_u32 v2, v0, v44
	v_mul_lo_u32 v3, v1, v43
	v_mad_u64_u32 v[0:1], s[4:5], v0, v43, 0
	v_add3_u32 v1, v1, v2, v3
	.loc	0 6 13                          ; emu_kernels.cl:6:13
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	.loc	0 6 50                          ; emu_kernels.cl:6:50
	v_mov_b32_e32 v44, 0
	.loc	0 6 13                          ; emu_kernels.cl:6:13
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v3, vcc, s44, v0
	v_addc_co_u32_e32 v2, vcc, v2, v1, vcc
	v_ashrrev_i64 v[0:1], 30, v[44:45]
	v_add_co_u32_e32 v0, vcc, v3, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_movk_i32 s4, 0x104
	.loc	0 6 3                           ; emu_kernels.cl:6:3
	v_mul_lo_u32 v1, v42, s4
	v_lshl_add_u32 v1, v45, 2, v1
	.loc	0 7 3 is_stmt 1                 ; emu_kernels.cl:7:3
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z7barrierj@rel32@lo+4
	s_addc_u32 s7, s7, _Z7barrierj@rel32@hi+12
	.loc	0 6 11                          ; emu_kernels.cl:6:11
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	.loc	0 7 3                           ; emu_kernels.cl:7:3
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp5:
	.loc	0 8 9                           ; emu_kernels.cl:8:9
	v_cmp_eq_u32_e32 vcc, 0, v42
	.loc	0 8 7 is_stmt 0                 ; emu_kernels.cl:8:7
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	0 8 33                          ; emu_kernels.cl:8:33
	v_lshlrev_b32_e32 v2, 2, v45
	ds_read2_b32 v[0:1], v2 offset1:65
	.loc	0 8 53                          ; emu_kernels.cl:8:53
	ds_read2_b32 v[2:3], v2 offset0:130 offset1:195
	.loc	0 8 26                          ; emu_kernels.cl:8:26
	v_lshl_add_u32 v4, v40, 6, v45
	.loc	0 8 15                          ; emu_kernels.cl:8:15
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	.loc	0 8 41                          ; emu_kernels.cl:8:41
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v1
	.loc	0 8 51                          ; emu_kernels.cl:8:51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	.loc	0 8 61                          ; emu_kernels.cl:8:61
	v_add_f32_e32 v2, v0, v3
	.loc	0 8 15                          ; emu_kernels.cl:8:15
	v_mov_b32_e32 v1, s47
	v_add_co_u32_e32 v0, vcc, s46, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	.loc	0 8 31                          ; emu_kernels.cl:8:31
	global_store_dword v[0:1], v2, off
.LBB0_2:
	.loc	0 9 1 is_stmt 1                 ; emu_kernels.cl:9:1
	s_endpgm
.Ltmp6:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel colsum4
		.amdhsa_group_segment_fixed_size 1040
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 48
		.amdhsa_accum_offset 48
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
.Lfunc_end0:
	.size	colsum4, .Lfunc_end0-colsum4
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; NumSgprs: 54
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1040 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 1040
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           colsum4
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 4
      - 1
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         colsum4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
