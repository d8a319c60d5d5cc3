	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	_Z7boundedPfi           ; -- Begin function _Z7boundedPfi
	.globl	_Z7boundedPfi
	.p2align	8
	.type	_Z7boundedPfi,@function
_Z7boundedPfi:                          ; @_Z7boundedPfi
.Lfunc_begin0:
	.file	0 "/work/wt12b/tools/isa_kernels" "bounds_kernels.hip" md5 0xf38e34d81c5784f3b7035a1b4b59b180
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 9 11 prologue_end             ; bounds_kernels.hip:9:11
	s_load_dword s2, s[0:1], 0x8
	v_lshlrev_b32_e32 v1, 2, v0
	.loc	0 10 9                          ; bounds_kernels.hip:10:9
	s_waitcnt lgkmcnt(0)
	v_cmp_le_i32_e32 vcc, s2, v0
	.loc	0 10 7 is_stmt 0                ; bounds_kernels.hip:10:7
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	0 0 7                           ; bounds_kernels.hip:0:7
	v_mov_b32_e32 v0, 1.0
	.loc	0 11 20 is_stmt 1               ; bounds_kernels.hip:11:20
	ds_write_b32 v1, v0 offset:4096
                                        ; implicit-def: $vgpr0
.LBB0_2:
	.loc	0 10 7                          ; bounds_kernels.hip:10:7
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	0 0 7 is_stmt 0                 ; bounds_kernels.hip:0:7
	v_lshlrev_b32_e32 v2, 4, v0
	v_cvt_f32_ubyte0_e32 v0, v0
	.loc	0 10 23                         ; bounds_kernels.hip:10:23
	ds_write_b32 v2, v0
.LBB0_4:
	.loc	0 0 23                          ; bounds_kernels.hip:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	0 12 3 is_stmt 1                ; bounds_kernels.hip:12:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 13 12                         ; bounds_kernels.hip:13:12
	ds_read2st64_b32 v[2:3], v1 offset1:16
	.loc	0 9 11                          ; bounds_kernels.hip:9:11
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	.loc	0 13 17                         ; bounds_kernels.hip:13:17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v2, v3
	.loc	0 13 10 is_stmt 0               ; bounds_kernels.hip:13:10
	global_store_dword v1, v0, s[0:1]
	.loc	0 14 1 is_stmt 1                ; bounds_kernels.hip:14:1
	s_endpgm
.Ltmp0:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7boundedPfi
		.amdhsa_group_segment_fixed_size 5120
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 4
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
.Lfunc_end0:
	.size	_Z7boundedPfi, .Lfunc_end0-_Z7boundedPfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; NumSgprs: 10
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z14bounded_globalPfi   ; -- Begin function _Z14bounded_globalPfi
	.globl	_Z14bounded_globalPfi
	.p2align	8
	.type	_Z14bounded_globalPfi,@function
_Z14bounded_globalPfi:                  ; @_Z14bounded_globalPfi
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	0 19 11 prologue_end            ; bounds_kernels.hip:19:11
	s_load_dword s3, s[0:1], 0x8
	.loc	0 20 23                         ; bounds_kernels.hip:20:23
	v_lshl_or_b32 v2, s2, 8, v0
	v_lshlrev_b32_e32 v0, 2, v0
	.loc	0 21 9                          ; bounds_kernels.hip:21:9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s3, v2
	.loc	0 21 7 is_stmt 0                ; bounds_kernels.hip:21:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	.loc	0 0 7                           ; bounds_kernels.hip:0:7
	v_cvt_f32_i32_e32 v1, v2
	.loc	0 21 19                         ; bounds_kernels.hip:21:19
	ds_write_b32 v0, v1
.LBB1_2:
	.loc	0 0 19                          ; bounds_kernels.hip:0:19
	s_or_b64 exec, exec, s[2:3]
	.loc	0 19 11 is_stmt 1               ; bounds_kernels.hip:19:11
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	.loc	0 23 12                         ; bounds_kernels.hip:23:12
	v_xor_b32_e32 v0, 0x3fc, v0
	.loc	0 22 3                          ; bounds_kernels.hip:22:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 23 12                         ; bounds_kernels.hip:23:12
	ds_read_b32 v4, v0
	.loc	0 23 3 is_stmt 0                ; bounds_kernels.hip:23:3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
	.loc	0 23 10                         ; bounds_kernels.hip:23:10
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	.loc	0 24 1 is_stmt 1                ; bounds_kernels.hip:24:1
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14bounded_globalPfi
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 8
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
.Lfunc_end1:
	.size	_Z14bounded_globalPfi, .Lfunc_end1-_Z14bounded_globalPfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 112
; NumSgprs: 10
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z10data_boundPfPKi     ; -- Begin function _Z10data_boundPfPKi
	.globl	_Z10data_boundPfPKi
	.p2align	8
	.type	_Z10data_boundPfPKi,@function
_Z10data_boundPfPKi:                    ; @_Z10data_boundPfPKi
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 30 11 prologue_end            ; bounds_kernels.hip:30:11
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	.loc	0 31 11                         ; bounds_kernels.hip:31:11
	s_waitcnt lgkmcnt(0)
	s_load_dword s4, s[2:3], 0x0
	.loc	0 32 9                          ; bounds_kernels.hip:32:9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s4, v0
	.loc	0 32 7 is_stmt 0                ; bounds_kernels.hip:32:7
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	.loc	0 0 7                           ; bounds_kernels.hip:0:7
	v_cvt_f32_ubyte0_e32 v2, v0
	.loc	0 32 19                         ; bounds_kernels.hip:32:19
	ds_write_b32 v1, v2 offset:1024
.LBB2_2:
	.loc	0 0 19                          ; bounds_kernels.hip:0:19
	s_or_b64 exec, exec, s[4:5]
	.loc	0 33 11 is_stmt 1               ; bounds_kernels.hip:33:11
	global_load_dword v2, v1, s[2:3] offset:4
	.loc	0 33 9 is_stmt 0                ; bounds_kernels.hip:33:9
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v2
	.loc	0 33 7                          ; bounds_kernels.hip:33:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_4
; %bb.3:
	.loc	0 0 7                           ; bounds_kernels.hip:0:7
	v_mov_b32_e32 v0, 2.0
	.loc	0 33 28                         ; bounds_kernels.hip:33:28
	ds_write_b32 v1, v0
.LBB2_4:
	.loc	0 0 28                          ; bounds_kernels.hip:0:28
	s_or_b64 exec, exec, s[2:3]
	.loc	0 34 3 is_stmt 1                ; bounds_kernels.hip:34:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 35 12                         ; bounds_kernels.hip:35:12
	ds_read2st64_b32 v[2:3], v1 offset1:4
	.loc	0 35 17 is_stmt 0               ; bounds_kernels.hip:35:17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v3, v2
	.loc	0 35 10                         ; bounds_kernels.hip:35:10
	global_store_dword v1, v0, s[0:1]
	.loc	0 36 1 is_stmt 1                ; bounds_kernels.hip:36:1
	s_endpgm
.Ltmp2:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10data_boundPfPKi
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 4
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
.Lfunc_end2:
	.size	_Z10data_boundPfPKi, .Lfunc_end2-_Z10data_boundPfPKi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
; NumSgprs: 12
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_7826b8c75d36a493,@object ; @__hip_cuid_7826b8c75d36a493
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_7826b8c75d36a493
__hip_cuid_7826b8c75d36a493:
	.byte	0                               ; 0x0
	.size	__hip_cuid_7826b8c75d36a493, 1

	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_7826b8c75d36a493
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 5120
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 256
    .name:           _Z7boundedPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z7boundedPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 256
    .name:           _Z14bounded_globalPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z14bounded_globalPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           _Z10data_boundPfPKi
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z10data_boundPfPKi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
