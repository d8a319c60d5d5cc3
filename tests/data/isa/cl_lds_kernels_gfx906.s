	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	transpose_nopad         ; -- Begin function transpose_nopad
	.globl	transpose_nopad
	.p2align	8
	.type	transpose_nopad,@function
transpose_nopad:                        ; @transpose_nopad
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s12, s[4:5], 0x10
	s_lshl_b32 s13, s6, 5
	s_lshl_b32 s6, s7, 5
	v_cmp_gt_u32_e32 vcc, 32, v1
	v_or_b32_e32 v4, -8, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_add_u32_e32 v2, s6, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, s12, v2
	v_lshlrev_b32_e32 v3, 2, v0
	v_or_b32_e32 v5, -8, v1
	v_lshl_or_b32 v6, v1, 7, v3
	v_add3_u32 v2, v0, v2, s13
	s_lshl_b32 s7, s12, 3
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v7, s9
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_u32_e32 v5, 8, v5
	v_add_co_u32_e64 v8, s[0:1], s8, v8
	v_addc_co_u32_e64 v9, s[0:1], v7, v9, s[0:1]
	global_load_dword v3, v[8:9], off
	v_cmp_lt_u32_e64 s[0:1], 23, v5
	v_add_u32_e32 v2, s7, v2
	s_or_b64 s[4:5], s[0:1], s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v3
	v_add_u32_e32 v6, 0x400, v6
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.4:
	v_add_u32_e32 v2, s13, v1
	v_mul_lo_u32 v3, s12, v2
	v_lshlrev_b32_e32 v1, 2, v1
	s_lshl_b32 s2, s12, 3
	v_lshl_or_b32 v2, v0, 7, v1
	v_add3_u32 v0, v0, v3, s6
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v3, s11
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v7, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v4, 8, v4
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	v_cmp_lt_u32_e32 vcc, 23, v4
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_co_u32_e32 v5, vcc, s10, v5
	v_add_u32_e32 v2, 32, v2
	v_add_u32_e32 v0, s2, v0
	v_addc_co_u32_e32 v6, vcc, v3, v6, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[5:6], v7, off
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_5
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose_nopad
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 14
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
	.size	transpose_nopad, .Lfunc_end0-transpose_nopad
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 312
; NumSgprs: 18
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	transpose_pad           ; -- Begin function transpose_pad
	.globl	transpose_pad
	.p2align	8
	.type	transpose_pad,@function
transpose_pad:                          ; @transpose_pad
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s12, s[4:5], 0x10
	s_lshl_b32 s13, s6, 5
	s_lshl_b32 s6, s7, 5
	v_cmp_gt_u32_e32 vcc, 32, v1
	v_or_b32_e32 v4, -8, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_3
; %bb.1:
	v_add_u32_e32 v2, s6, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, s12, v2
	v_lshlrev_b32_e32 v3, 2, v0
	s_movk_i32 s0, 0x84
	v_or_b32_e32 v5, -8, v1
	v_mad_u32_u24 v6, v1, s0, v3
	v_add3_u32 v2, v0, v2, s13
	s_lshl_b32 s7, s12, 3
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v7, s9
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_u32_e32 v5, 8, v5
	v_add_co_u32_e64 v8, s[0:1], s8, v8
	v_addc_co_u32_e64 v9, s[0:1], v7, v9, s[0:1]
	global_load_dword v3, v[8:9], off
	v_cmp_lt_u32_e64 s[0:1], 23, v5
	v_add_u32_e32 v2, s7, v2
	s_or_b64 s[4:5], s[0:1], s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v3
	v_add_u32_e32 v6, 0x420, v6
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_2
.LBB1_3:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_6
; %bb.4:
	v_add_u32_e32 v2, s13, v1
	v_mul_lo_u32 v3, s12, v2
	v_lshlrev_b32_e32 v1, 2, v1
	s_movk_i32 s0, 0x84
	v_mad_u32_u24 v2, v0, s0, v1
	v_add3_u32 v0, v0, v3, s6
	s_lshl_b32 s2, s12, 3
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v3, s11
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v7, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v4, 8, v4
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	v_cmp_lt_u32_e32 vcc, 23, v4
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_co_u32_e32 v5, vcc, s10, v5
	v_add_u32_e32 v2, 32, v2
	v_add_u32_e32 v0, s2, v0
	v_addc_co_u32_e32 v6, vcc, v3, v6, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[5:6], v7, off
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_5
.LBB1_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose_pad
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 14
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
	.size	transpose_pad, .Lfunc_end1-transpose_pad
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 320
; NumSgprs: 18
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	reduce_sum              ; -- Begin function reduce_sum
	.globl	reduce_sum
	.p2align	8
	.type	reduce_sum,@function
reduce_sum:                             ; @reduce_sum
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_or_b32 v1, s6, 8, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v2, v[1:2], off
	s_movk_i32 s0, 0x80
	v_lshlrev_b32_e32 v1, 2, v0
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	ds_read2st64_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_2:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_4
; %bb.3:
	ds_read2st64_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:
	ds_read2_b32 v[2:3], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_6:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_8
; %bb.7:
	ds_read2_b32 v[2:3], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_8:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_10
; %bb.9:
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_12
; %bb.11:
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_12:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_14
; %bb.13:
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_14:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_16
; %bb.15:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v0, v0 offset:4
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_write_b32 v1, v0
.LBB2_16:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_18
; %bb.17:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB2_18:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce_sum
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
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
	.size	reduce_sum, .Lfunc_end2-reduce_sum
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 528
; NumSgprs: 12
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	rowpair_maxsum          ; -- Begin function rowpair_maxsum
	.globl	rowpair_maxsum
	.p2align	8
	.type	rowpair_maxsum,@function
rowpair_maxsum:                         ; @rowpair_maxsum
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_or_b32 v1, s6, 12, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_movk_i32 s4, 0x1000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_or_b32_e32 v4, 0x400, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_add_co_u32_e32 v6, vcc, s4, v2
	global_load_dword v18, v[2:3], off
	global_load_dword v19, v[2:3], off offset:256
	global_load_dword v20, v[2:3], off offset:512
	global_load_dword v21, v[2:3], off offset:768
	global_load_dword v22, v[2:3], off offset:1024
	global_load_dword v23, v[2:3], off offset:1280
	global_load_dword v24, v[2:3], off offset:1536
	global_load_dword v25, v[2:3], off offset:1792
	global_load_dword v26, v[2:3], off offset:2048
	global_load_dword v27, v[2:3], off offset:2304
	global_load_dword v28, v[2:3], off offset:2560
	global_load_dword v29, v[2:3], off offset:2816
	global_load_dword v30, v[2:3], off offset:3072
	global_load_dword v31, v[2:3], off offset:3328
	global_load_dword v32, v[2:3], off offset:3584
	global_load_dword v33, v[2:3], off offset:3840
	v_addc_co_u32_e32 v7, vcc, 0, v3, vcc
	global_load_dword v34, v[4:5], off
	global_load_dword v35, v[6:7], off offset:256
	global_load_dword v36, v[6:7], off offset:512
	global_load_dword v37, v[6:7], off offset:768
	global_load_dword v38, v[6:7], off offset:1024
	global_load_dword v39, v[6:7], off offset:1280
	global_load_dword v40, v[6:7], off offset:1536
	global_load_dword v41, v[6:7], off offset:1792
	global_load_dword v42, v[6:7], off offset:2048
	global_load_dword v43, v[6:7], off offset:2304
	global_load_dword v44, v[6:7], off offset:2560
	global_load_dword v45, v[6:7], off offset:2816
	global_load_dword v46, v[6:7], off offset:3072
	global_load_dword v47, v[6:7], off offset:3328
	global_load_dword v48, v[6:7], off offset:3584
                                        ; kill: killed $vgpr4 killed $vgpr5
	global_load_dword v49, v[6:7], off offset:3840
	v_or_b32_e32 v4, 0x800, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	s_movk_i32 s4, 0x2000
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_dword v50, v[4:5], off
	global_load_dword v51, v[2:3], off offset:256
	global_load_dword v52, v[2:3], off offset:512
	global_load_dword v53, v[2:3], off offset:768
	global_load_dword v54, v[2:3], off offset:1024
	global_load_dword v55, v[2:3], off offset:1280
	global_load_dword v56, v[2:3], off offset:1536
	global_load_dword v57, v[2:3], off offset:1792
	global_load_dword v58, v[2:3], off offset:2048
	global_load_dword v59, v[2:3], off offset:2304
	global_load_dword v60, v[2:3], off offset:2560
	global_load_dword v61, v[2:3], off offset:2816
	global_load_dword v62, v[2:3], off offset:3072
	global_load_dword v63, v[2:3], off offset:3328
	global_load_dword v64, v[2:3], off offset:3584
                                        ; kill: killed $vgpr4 killed $vgpr5
	global_load_dword v65, v[2:3], off offset:3840
	v_or_b32_e32 v2, 0xc00, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_or_b32_e32 v4, 0xc40, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_or_b32_e32 v6, 0xc80, v1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_or_b32_e32 v8, 0xcc0, v1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v12, s1
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_or_b32_e32 v10, 0xd00, v1
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	v_or_b32_e32 v12, 0xd40, v1
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mov_b32_e32 v16, s1
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	v_or_b32_e32 v14, 0xd80, v1
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_mov_b32_e32 v66, s1
	v_add_co_u32_e32 v14, vcc, s0, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	v_or_b32_e32 v16, 0xdc0, v1
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v16, vcc, s0, v16
	v_addc_co_u32_e32 v17, vcc, v66, v17, vcc
	global_load_dword v66, v[2:3], off
	global_load_dword v67, v[4:5], off
	global_load_dword v68, v[6:7], off
	global_load_dword v69, v[8:9], off
	global_load_dword v70, v[10:11], off
	global_load_dword v71, v[12:13], off
	global_load_dword v72, v[14:15], off
	global_load_dword v73, v[16:17], off
	v_or_b32_e32 v2, 0xe00, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_or_b32_e32 v4, 0xe40, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_or_b32_e32 v6, 0xe80, v1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_or_b32_e32 v8, 0xec0, v1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_or_b32_e32 v10, 0xf00, v1
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v12, s1
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	v_or_b32_e32 v12, 0xf40, v1
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	v_or_b32_e32 v14, 0xf80, v1
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_mov_b32_e32 v16, s1
	v_add_co_u32_e32 v14, vcc, s0, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	v_or_b32_e32 v16, 0xfc0, v1
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v16, vcc, s0, v16
	v_addc_co_u32_e32 v17, vcc, v1, v17, vcc
	global_load_dword v1, v[2:3], off
	global_load_dword v74, v[4:5], off
	global_load_dword v75, v[6:7], off
	global_load_dword v76, v[8:9], off
	global_load_dword v77, v[10:11], off
	global_load_dword v78, v[12:13], off
	global_load_dword v79, v[14:15], off
	global_load_dword v80, v[16:17], off
	v_lshlrev_b32_e32 v2, 2, v0
	s_movk_i32 s0, 0xfc
	v_mad_u32_u24 v13, v0, s0, v2
	s_mov_b32 s0, 0xff800000
	v_lshlrev_b32_e32 v0, 1, v0
	s_waitcnt vmcnt(62)
	ds_write2st64_b32 v2, v18, v19 offset1:1
	s_waitcnt vmcnt(60)
	ds_write2st64_b32 v2, v20, v21 offset0:2 offset1:3
	s_waitcnt vmcnt(58)
	ds_write2st64_b32 v2, v22, v23 offset0:4 offset1:5
	s_waitcnt vmcnt(56)
	ds_write2st64_b32 v2, v24, v25 offset0:6 offset1:7
	s_waitcnt vmcnt(54)
	ds_write2st64_b32 v2, v26, v27 offset0:8 offset1:9
	s_waitcnt vmcnt(52)
	ds_write2st64_b32 v2, v28, v29 offset0:10 offset1:11
	s_waitcnt vmcnt(50)
	ds_write2st64_b32 v2, v30, v31 offset0:12 offset1:13
	s_waitcnt vmcnt(48)
	ds_write2st64_b32 v2, v32, v33 offset0:14 offset1:15
	s_waitcnt vmcnt(46)
	ds_write2st64_b32 v2, v34, v35 offset0:16 offset1:17
	s_waitcnt vmcnt(44)
	ds_write2st64_b32 v2, v36, v37 offset0:18 offset1:19
	s_waitcnt vmcnt(42)
	ds_write2st64_b32 v2, v38, v39 offset0:20 offset1:21
	s_waitcnt vmcnt(40)
	ds_write2st64_b32 v2, v40, v41 offset0:22 offset1:23
	s_waitcnt vmcnt(38)
	ds_write2st64_b32 v2, v42, v43 offset0:24 offset1:25
	s_waitcnt vmcnt(36)
	ds_write2st64_b32 v2, v44, v45 offset0:26 offset1:27
	s_waitcnt vmcnt(34)
	ds_write2st64_b32 v2, v46, v47 offset0:28 offset1:29
	s_waitcnt vmcnt(32)
	ds_write2st64_b32 v2, v48, v49 offset0:30 offset1:31
	s_waitcnt vmcnt(30)
	ds_write2st64_b32 v2, v50, v51 offset0:32 offset1:33
	s_waitcnt vmcnt(28)
	ds_write2st64_b32 v2, v52, v53 offset0:34 offset1:35
	s_waitcnt vmcnt(26)
	ds_write2st64_b32 v2, v54, v55 offset0:36 offset1:37
	s_waitcnt vmcnt(24)
	ds_write2st64_b32 v2, v56, v57 offset0:38 offset1:39
	s_waitcnt vmcnt(22)
	ds_write2st64_b32 v2, v58, v59 offset0:40 offset1:41
	s_waitcnt vmcnt(20)
	ds_write2st64_b32 v2, v60, v61 offset0:42 offset1:43
	s_waitcnt vmcnt(18)
	ds_write2st64_b32 v2, v62, v63 offset0:44 offset1:45
	s_waitcnt vmcnt(16)
	ds_write2st64_b32 v2, v64, v65 offset0:46 offset1:47
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v2, v66, v67 offset0:48 offset1:49
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v2, v68, v69 offset0:50 offset1:51
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v2, v70, v71 offset0:52 offset1:53
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v2, v72, v73 offset0:54 offset1:55
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v2, v1, v74 offset0:56 offset1:57
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v2, v75, v76 offset0:58 offset1:59
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v2, v77, v78 offset0:60 offset1:61
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v2, v79, v80 offset0:62 offset1:63
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[1:2], v13 offset0:64 offset1:66
	ds_read2_b32 v[3:4], v13 offset1:2
	ds_read2_b32 v[5:6], v13 offset0:4 offset1:6
	ds_read2_b32 v[7:8], v13 offset0:8 offset1:10
	ds_read2_b32 v[9:10], v13 offset0:12 offset1:14
	s_waitcnt lgkmcnt(4)
	v_max_f32_e32 v11, v1, v1
	s_waitcnt lgkmcnt(3)
	v_max_f32_e32 v12, v3, v3
	v_max_f32_e32 v14, v12, v11
	v_add_f32_e32 v1, v3, v1
	v_max_f32_e32 v3, v2, v2
	v_max_f32_e32 v11, v4, v4
	v_max_f32_e32 v3, v11, v3
	ds_read2_b32 v[11:12], v13 offset0:68 offset1:70
	v_add_f32_e32 v1, 0, v1
	v_add_f32_e32 v2, v4, v2
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(3)
	v_max_f32_e32 v4, v5, v5
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v11, v11
	v_max_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v5, v11
	v_add_f32_e32 v5, v1, v2
	ds_read2_b32 v[1:2], v13 offset0:72 offset1:74
	v_max3_f32 v3, v14, s0, v3
	v_max_f32_e32 v11, v12, v12
	v_max_f32_e32 v14, v6, v6
	v_max_f32_e32 v11, v14, v11
	v_max3_f32 v11, v3, v4, v11
	v_add_f32_e32 v3, v6, v12
	v_add_f32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v1
	v_max_f32_e32 v5, v7, v7
	v_add_f32_e32 v1, v7, v1
	v_max_f32_e32 v5, v5, v4
	v_add_f32_e32 v1, v3, v1
	ds_read2_b32 v[3:4], v13 offset0:76 offset1:78
	v_max_f32_e32 v6, v2, v2
	v_max_f32_e32 v7, v8, v8
	v_max_f32_e32 v6, v7, v6
	v_add_f32_e32 v2, v8, v2
	v_max3_f32 v7, v11, v5, v6
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v3, v3
	v_max_f32_e32 v5, v9, v9
	v_max_f32_e32 v8, v5, v2
	v_add_f32_e32 v2, v9, v3
	v_add_f32_e32 v3, v1, v2
	v_max_f32_e32 v1, v4, v4
	v_max_f32_e32 v2, v10, v10
	v_max_f32_e32 v9, v2, v1
	ds_read2_b32 v[1:2], v13 offset0:80 offset1:82
	ds_read2_b32 v[5:6], v13 offset0:16 offset1:18
	v_add_f32_e32 v4, v10, v4
	v_max3_f32 v9, v7, v8, v9
	v_add_f32_e32 v3, v3, v4
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v4, v1, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v7, v5, v5
	v_add_f32_e32 v1, v5, v1
	v_max_f32_e32 v10, v7, v4
	v_add_f32_e32 v1, v3, v1
	v_max_f32_e32 v3, v2, v2
	v_max_f32_e32 v4, v6, v6
	v_max_f32_e32 v5, v4, v3
	ds_read2_b32 v[3:4], v13 offset0:84 offset1:86
	ds_read2_b32 v[7:8], v13 offset0:20 offset1:22
	v_add_f32_e32 v2, v6, v2
	v_max3_f32 v9, v9, v10, v5
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v2, v3, v3
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v10, v5, v2
	v_add_f32_e32 v2, v7, v3
	v_add_f32_e32 v3, v1, v2
	v_max_f32_e32 v1, v4, v4
	v_max_f32_e32 v2, v8, v8
	v_max_f32_e32 v7, v2, v1
	ds_read2_b32 v[1:2], v13 offset0:88 offset1:90
	ds_read2_b32 v[5:6], v13 offset0:24 offset1:26
	v_add_f32_e32 v4, v8, v4
	v_max3_f32 v9, v9, v10, v7
	v_add_f32_e32 v3, v3, v4
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v4, v1, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v7, v5, v5
	v_add_f32_e32 v1, v5, v1
	v_max_f32_e32 v10, v7, v4
	v_add_f32_e32 v1, v3, v1
	v_max_f32_e32 v3, v2, v2
	v_max_f32_e32 v4, v6, v6
	v_max_f32_e32 v5, v4, v3
	ds_read2_b32 v[3:4], v13 offset0:92 offset1:94
	ds_read2_b32 v[7:8], v13 offset0:28 offset1:30
	v_add_f32_e32 v2, v6, v2
	v_max3_f32 v9, v9, v10, v5
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v2, v3, v3
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v10, v5, v2
	v_add_f32_e32 v2, v7, v3
	v_add_f32_e32 v3, v1, v2
	v_max_f32_e32 v1, v4, v4
	v_max_f32_e32 v2, v8, v8
	v_max_f32_e32 v7, v2, v1
	ds_read2_b32 v[1:2], v13 offset0:96 offset1:98
	ds_read2_b32 v[5:6], v13 offset0:32 offset1:34
	v_add_f32_e32 v4, v8, v4
	v_max3_f32 v9, v9, v10, v7
	v_add_f32_e32 v3, v3, v4
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v4, v1, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v7, v5, v5
	v_add_f32_e32 v1, v5, v1
	v_max_f32_e32 v10, v7, v4
	v_add_f32_e32 v1, v3, v1
	v_max_f32_e32 v3, v2, v2
	v_max_f32_e32 v4, v6, v6
	v_max_f32_e32 v5, v4, v3
	ds_read2_b32 v[3:4], v13 offset0:100 offset1:102
	ds_read2_b32 v[7:8], v13 offset0:36 offset1:38
	v_add_f32_e32 v2, v6, v2
	v_max3_f32 v9, v9, v10, v5
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v2, v3, v3
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v10, v5, v2
	v_add_f32_e32 v2, v7, v3
	v_add_f32_e32 v3, v1, v2
	v_max_f32_e32 v1, v4, v4
	v_max_f32_e32 v2, v8, v8
	v_max_f32_e32 v7, v2, v1
	ds_read2_b32 v[1:2], v13 offset0:104 offset1:106
	ds_read2_b32 v[5:6], v13 offset0:40 offset1:42
	v_add_f32_e32 v4, v8, v4
	v_max3_f32 v9, v9, v10, v7
	v_add_f32_e32 v3, v3, v4
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v4, v1, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v7, v5, v5
	v_add_f32_e32 v1, v5, v1
	v_max_f32_e32 v10, v7, v4
	v_add_f32_e32 v1, v3, v1
	v_max_f32_e32 v3, v2, v2
	v_max_f32_e32 v4, v6, v6
	v_max_f32_e32 v5, v4, v3
	ds_read2_b32 v[3:4], v13 offset0:108 offset1:110
	ds_read2_b32 v[7:8], v13 offset0:44 offset1:46
	v_add_f32_e32 v2, v6, v2
	v_max3_f32 v9, v9, v10, v5
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v2, v3, v3
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v10, v5, v2
	v_add_f32_e32 v2, v7, v3
	v_add_f32_e32 v3, v1, v2
	v_max_f32_e32 v1, v4, v4
	v_max_f32_e32 v2, v8, v8
	v_max_f32_e32 v7, v2, v1
	ds_read2_b32 v[1:2], v13 offset0:112 offset1:114
	ds_read2_b32 v[5:6], v13 offset0:48 offset1:50
	v_add_f32_e32 v4, v8, v4
	v_max3_f32 v9, v9, v10, v7
	v_add_f32_e32 v3, v3, v4
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v4, v1, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v7, v5, v5
	v_add_f32_e32 v1, v5, v1
	v_max_f32_e32 v10, v7, v4
	v_add_f32_e32 v1, v3, v1
	v_max_f32_e32 v3, v2, v2
	v_max_f32_e32 v4, v6, v6
	v_max_f32_e32 v5, v4, v3
	ds_read2_b32 v[3:4], v13 offset0:116 offset1:118
	ds_read2_b32 v[7:8], v13 offset0:52 offset1:54
	v_add_f32_e32 v2, v6, v2
	v_max3_f32 v9, v9, v10, v5
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v2, v3, v3
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v10, v5, v2
	v_add_f32_e32 v2, v7, v3
	v_add_f32_e32 v3, v1, v2
	v_max_f32_e32 v1, v4, v4
	v_max_f32_e32 v2, v8, v8
	v_max_f32_e32 v7, v2, v1
	ds_read2_b32 v[1:2], v13 offset0:120 offset1:122
	ds_read2_b32 v[5:6], v13 offset0:56 offset1:58
	v_add_f32_e32 v4, v8, v4
	v_max3_f32 v9, v9, v10, v7
	v_add_f32_e32 v3, v3, v4
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v4, v1, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v7, v5, v5
	v_add_f32_e32 v1, v5, v1
	v_max_f32_e32 v10, v7, v4
	v_add_f32_e32 v1, v3, v1
	v_max_f32_e32 v3, v2, v2
	v_max_f32_e32 v4, v6, v6
	v_max_f32_e32 v5, v4, v3
	ds_read2_b32 v[3:4], v13 offset0:124 offset1:126
	ds_read2_b32 v[7:8], v13 offset0:60 offset1:62
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v1, v1, v2
	v_max3_f32 v5, v9, v10, v5
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v2, v3, v3
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v6, v7, v7
	v_add_f32_e32 v3, v7, v3
	v_max_f32_e32 v2, v6, v2
	v_add_f32_e32 v3, v1, v3
	v_max_f32_e32 v1, v4, v4
	v_max_f32_e32 v6, v8, v8
	v_max_f32_e32 v1, v6, v1
	v_max3_f32 v1, v5, v2, v1
	v_add_f32_e32 v2, v8, v4
	v_add_f32_e32 v2, v3, v2
	v_lshl_or_b32 v3, s6, 7, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v0, v4, vcc
	global_store_dwordx2 v[3:4], v[1:2], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel rowpair_maxsum
		.amdhsa_group_segment_fixed_size 16640
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 81
		.amdhsa_next_free_sgpr 7
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
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	rowpair_maxsum, .Lfunc_end3-rowpair_maxsum
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2760
; NumSgprs: 11
; NumVgprs: 81
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16640 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 81
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_nopad
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 8
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         transpose_nopad.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_pad
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 8
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         transpose_pad.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           reduce_sum
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         reduce_sum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .group_segment_fixed_size: 16640
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           rowpair_maxsum
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         rowpair_maxsum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     81
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
