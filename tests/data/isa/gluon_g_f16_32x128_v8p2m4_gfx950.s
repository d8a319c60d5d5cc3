	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	swz_copy                        ; -- Begin function swz_copy
	.p2align	8
	.type	swz_copy,@function
swz_copy:                               ; @swz_copy
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/tmp/tmp79xwxkro" "triton_more.py"
	.loc	1 61 0 prologue_end             ; triton_more.py:61:0
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
	.loc	1 77 11 is_stmt 1               ; triton_more.py:77:11
	v_readfirstlane_b32 s0, v0
	.loc	1 78 5                          ; triton_more.py:78:5
	s_and_b32 s1, s0, 0xc0
	.loc	1 70 10                         ; triton_more.py:70:10
	v_and_or_b32 v1, v0, 63, s1
	.loc	1 72 17                         ; triton_more.py:72:17
	v_lshlrev_b32_e32 v8, 4, v1
	v_and_b32_e32 v2, 0xf00, v8
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	v_lshlrev_b32_e32 v2, 4, v0
	v_and_b32_e32 v2, 0xf0, v2
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 72 9 is_stmt 0                ; triton_more.py:72:9
	s_movk_i32 s1, 0x1000
	v_add_co_u32_e32 v6, vcc, s1, v4
	.loc	1 75 9 is_stmt 1                ; triton_more.py:75:9
	s_and_b32 s1, s0, 64
	.loc	1 72 9                          ; triton_more.py:72:9
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dwordx4 v[10:13], v[4:5], off
	global_load_dwordx4 v[14:17], v[6:7], off
	.loc	1 75 9                          ; triton_more.py:75:9
	v_and_b32_e32 v4, 3, v0
	s_and_b32 s0, s0, 0x80
	v_and_b32_e32 v2, 60, v0
	v_lshlrev_b32_e32 v5, 1, v0
	v_lshlrev_b32_e32 v4, 4, v4
	s_lshl_b32 s2, s0, 5
	.loc	1 74 5                          ; triton_more.py:74:5
	v_lshrrev_b32_e32 v1, 1, v1
	.loc	1 75 9                          ; triton_more.py:75:9
	v_and_b32_e32 v5, 48, v5
	v_lshl_or_b32 v2, v2, 6, v4
	s_add_i32 s2, s1, s2
	.loc	1 74 5                          ; triton_more.py:74:5
	v_and_b32_e32 v1, 48, v1
	.loc	1 75 9                          ; triton_more.py:75:9
	v_xad_u32 v5, v2, v5, s2
	.loc	1 74 5                          ; triton_more.py:74:5
	v_xad_u32 v1, v1, v8, 0
	.loc	1 76 11                         ; triton_more.py:76:11
	v_lshrrev_b32_e32 v0, 2, v0
	s_lshr_b32 s0, s0, 3
	v_and_or_b32 v0, v0, 15, s0
	.loc	1 78 14                         ; triton_more.py:78:14
	v_lshlrev_b32_e32 v2, 8, v0
	.loc	1 74 5                          ; triton_more.py:74:5
	s_waitcnt vmcnt(1)
	ds_write_b128 v1, v[10:13]
	s_waitcnt vmcnt(0)
	ds_write_b128 v1, v[14:17] offset:4096
	.loc	1 75 9                          ; triton_more.py:75:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[6:9], v5
	ds_read_b128 v[10:13], v5 offset:128
	.loc	1 78 14                         ; triton_more.py:78:14
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[2:3]
	v_or_b32_e32 v2, s1, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 78 5 is_stmt 0                ; triton_more.py:78:5
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[0:1], v[6:9], off
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[0:1], v[10:13], off offset:128
	.loc	1 61 1 is_stmt 1                ; triton_more.py:61:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	swz_copy, .Lfunc_end0-swz_copy
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swz_copy
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 20
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
	.set .Lswz_copy.num_vgpr, 18
	.set .Lswz_copy.num_agpr, 0
	.set .Lswz_copy.numbered_sgpr, 10
	.set .Lswz_copy.num_named_barrier, 0
	.set .Lswz_copy.private_seg_size, 0
	.set .Lswz_copy.uses_vcc, 1
	.set .Lswz_copy.uses_flat_scratch, 0
	.set .Lswz_copy.has_dyn_sized_stack, 0
	.set .Lswz_copy.has_recursion, 0
	.set .Lswz_copy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 540
; TotalNumSgprs: 16
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
    .name:           swz_copy
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         swz_copy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
