	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	transpose2d                     ; -- Begin function transpose2d
	.p2align	8
	.type	transpose2d,@function
transpose2d:                            ; @transpose2d
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/tmp/tmp79xwxkro" "triton_more.py"
	.loc	1 42 0 prologue_end             ; triton_more.py:42:0
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
	.loc	1 46 5 is_stmt 1                ; triton_more.py:46:5
	v_readfirstlane_b32 s6, v0
	s_and_b32 s7, s6, 0xc0
	.loc	1 45 17                         ; triton_more.py:45:17
	s_lshl_b32 s8, s7, 1
	.loc	1 45 25 is_stmt 0               ; triton_more.py:45:25
	v_and_b32_e32 v1, 63, v0
	.loc	1 45 17                         ; triton_more.py:45:17
	s_add_u32 s0, s2, s8
	s_addc_u32 s1, s3, 0
	v_lshlrev_b32_e32 v2, 1, v1
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	.loc	1 45 9                          ; triton_more.py:45:9
	s_movk_i32 s2, 0x1000
	v_add_co_u32_e32 v4, vcc, s2, v4
	global_load_ushort v13, v2, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_ushort v14, v[4:5], off
	global_load_ushort v15, v2, s[0:1] offset:512
	global_load_ushort v16, v[4:5], off offset:512
	global_load_ushort v17, v2, s[0:1] offset:1024
	global_load_ushort v18, v[4:5], off offset:1024
	global_load_ushort v19, v2, s[0:1] offset:1536
	global_load_ushort v20, v[4:5], off offset:1536
	global_load_ushort v21, v2, s[0:1] offset:2048
	global_load_ushort v22, v[4:5], off offset:2048
	global_load_ushort v23, v2, s[0:1] offset:2560
	global_load_ushort v24, v[4:5], off offset:2560
	global_load_ushort v25, v2, s[0:1] offset:3072
	global_load_ushort v26, v[4:5], off offset:3072
	global_load_ushort v27, v2, s[0:1] offset:3584
	global_load_ushort v28, v[4:5], off offset:3584
	.loc	1 46 5 is_stmt 1                ; triton_more.py:46:5
	v_lshrrev_b32_e32 v5, 2, v0
	v_and_b32_e32 v4, 15, v0
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshlrev_b32_e32 v7, 1, v0
	v_and_b32_e32 v0, 4, v5
	.loc	1 45 25                         ; triton_more.py:45:25
	v_or_b32_e32 v1, s7, v1
	.loc	1 46 5                          ; triton_more.py:46:5
	s_movk_i32 s0, 0x700
	v_lshlrev_b32_e32 v8, 3, v4
	v_and_b32_e32 v5, 0x80, v6
	v_and_b32_e32 v6, 0x78, v6
	v_lshl_or_b32 v4, v4, 9, v0
	v_lshlrev_b32_e32 v0, 3, v1
	v_and_or_b32 v6, v0, s0, v6
	.loc	1 46 14 is_stmt 0               ; triton_more.py:46:14
	s_add_u32 s0, s4, s8
	s_addc_u32 s1, s5, 0
	.loc	1 46 5                          ; triton_more.py:46:5
	s_lshr_b32 s3, s6, 4
	s_lshr_b32 s2, s6, 5
	s_lshr_b32 s4, s7, 3
	s_and_b32 s3, s3, 8
	.loc	1 46 14                         ; triton_more.py:46:14
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[2:3]
	.loc	1 46 5                          ; triton_more.py:46:5
	v_and_or_b32 v3, s2, 2, v5
	v_xor_b32_e32 v5, s4, v6
	v_xor_b32_e32 v6, s3, v8
	v_or3_b32 v3, v3, v4, v6
	v_and_or_b32 v5, v7, 2, v5
	v_add_u32_e32 v6, 0, v3
	v_xad_u32 v7, v3, 16, 0
	v_xad_u32 v8, v3, 32, 0
	v_xad_u32 v9, v3, 48, 0
	v_xad_u32 v10, v3, 64, 0
	v_xor_b32_e32 v11, 0x50, v3
	v_xor_b32_e32 v12, 0x60, v3
	v_xor_b32_e32 v3, 0x70, v3
	v_add_u32_e32 v4, 0, v5
	v_add_u32_e32 v11, 0, v11
	v_add_u32_e32 v12, 0, v12
	v_add_u32_e32 v3, 0, v3
	v_add_co_u32_e32 v0, vcc, 0x1000, v0
	s_waitcnt vmcnt(15)
	ds_write_b16 v6, v13
	s_waitcnt vmcnt(14)
	ds_write_b16 v6, v14 offset:256
	s_waitcnt vmcnt(13)
	ds_write_b16 v7, v15
	s_waitcnt vmcnt(12)
	ds_write_b16 v7, v16 offset:256
	s_waitcnt vmcnt(11)
	ds_write_b16 v8, v17
	s_waitcnt vmcnt(10)
	ds_write_b16 v8, v18 offset:256
	s_waitcnt vmcnt(9)
	ds_write_b16 v9, v19
	s_waitcnt vmcnt(8)
	ds_write_b16 v9, v20 offset:256
	s_waitcnt vmcnt(7)
	ds_write_b16 v10, v21
	s_waitcnt vmcnt(6)
	ds_write_b16 v10, v22 offset:256
	s_waitcnt vmcnt(5)
	ds_write_b16 v11, v23
	s_waitcnt vmcnt(4)
	ds_write_b16 v11, v24 offset:256
	s_waitcnt vmcnt(3)
	ds_write_b16 v12, v25
	s_waitcnt vmcnt(2)
	ds_write_b16 v12, v26 offset:256
	s_waitcnt vmcnt(1)
	ds_write_b16 v3, v27
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v28 offset:256
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_xad_u32 v3, v5, 32, 0
	ds_read_u16 v6, v4
	ds_read_u16 v7, v4 offset:4
	ds_read_u16 v8, v4 offset:128
	ds_read_u16 v9, v4 offset:132
	ds_read_u16 v10, v3 offset:2048
	ds_read_u16 v11, v3 offset:2052
	ds_read_u16 v12, v3 offset:2176
	ds_read_u16 v13, v3 offset:2180
	v_xor_b32_e32 v4, 0x60, v5
	v_xad_u32 v3, v5, 64, 0
	v_add_u32_e32 v4, 0, v4
	ds_read_u16 v5, v3 offset:4096
	ds_read_u16 v14, v3 offset:4100
	ds_read_u16 v15, v3 offset:4224
	ds_read_u16 v3, v3 offset:4228
	ds_read_u16 v16, v4 offset:6144
	ds_read_u16 v17, v4 offset:6148
	ds_read_u16 v18, v4 offset:6272
	ds_read_u16 v4, v4 offset:6276
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(14)
	global_store_short v2, v6, s[0:1]
	s_waitcnt lgkmcnt(11)
	global_store_short v2, v10, s[0:1] offset:512
	s_waitcnt lgkmcnt(7)
	global_store_short v2, v5, s[0:1] offset:1024
	s_waitcnt lgkmcnt(3)
	global_store_short v2, v16, s[0:1] offset:1536
	global_store_short v2, v7, s[0:1] offset:2048
	global_store_short v2, v11, s[0:1] offset:2560
	global_store_short v2, v14, s[0:1] offset:3072
	s_waitcnt lgkmcnt(2)
	global_store_short v2, v17, s[0:1] offset:3584
	global_store_short v[0:1], v8, off
	global_store_short v[0:1], v12, off offset:512
	global_store_short v[0:1], v15, off offset:1024
	s_waitcnt lgkmcnt(1)
	global_store_short v[0:1], v18, off offset:1536
	global_store_short v[0:1], v9, off offset:2048
	global_store_short v[0:1], v13, off offset:2560
	global_store_short v[0:1], v3, off offset:3072
	s_waitcnt lgkmcnt(0)
	global_store_short v[0:1], v4, off offset:3584
	.loc	1 42 1 is_stmt 1                ; triton_more.py:42:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	transpose2d, .Lfunc_end0-transpose2d
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose2d
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
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 32
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
	.set .Ltranspose2d.num_vgpr, 29
	.set .Ltranspose2d.num_agpr, 0
	.set .Ltranspose2d.numbered_sgpr, 10
	.set .Ltranspose2d.num_named_barrier, 0
	.set .Ltranspose2d.private_seg_size, 0
	.set .Ltranspose2d.uses_vcc, 1
	.set .Ltranspose2d.uses_flat_scratch, 0
	.set .Ltranspose2d.has_dyn_sized_stack, 0
	.set .Ltranspose2d.has_recursion, 0
	.set .Ltranspose2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1180
; TotalNumSgprs: 16
; NumVgprs: 29
; NumAgprs: 0
; TotalNumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 29
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
    .name:           transpose2d
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         transpose2d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
