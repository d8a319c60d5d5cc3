	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	colsum                          ; -- Begin function colsum
	.p2align	8
	.type	colsum,@function
colsum:                                 ; @colsum
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/tmp/tmp79xwxkro" "triton_more.py"
	.loc	1 35 0 prologue_end             ; triton_more.py:35:0
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
	.loc	1 39 5 is_stmt 1                ; triton_more.py:39:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s8, s0, 6
	.loc	1 36 10                         ; triton_more.py:36:10
	s_and_b32 s6, s0, 0xc0
	.loc	1 38 17                         ; triton_more.py:38:17
	s_lshl_b32 s0, s8, 8
	.loc	1 36 10                         ; triton_more.py:36:10
	v_and_b32_e32 v1, 63, v0
	.loc	1 38 17                         ; triton_more.py:38:17
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, 0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	.loc	1 38 9 is_stmt 0                ; triton_more.py:38:9
	s_movk_i32 s2, 0x1000
	v_add_co_u32_e32 v6, vcc, s2, v4
	s_movk_i32 s2, 0x2000
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_add_co_u32_e32 v8, vcc, s2, v4
	s_movk_i32 s2, 0x3000
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v5, vcc
	v_add_co_u32_e32 v4, vcc, s2, v4
	.loc	1 36 10 is_stmt 1               ; triton_more.py:36:10
	v_or_b32_e32 v1, s6, v1
	.loc	1 38 9                          ; triton_more.py:38:9
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_dword v3, v2, s[0:1]
	global_load_dword v10, v2, s[0:1] offset:1024
	global_load_dword v11, v2, s[0:1] offset:2048
	global_load_dword v12, v2, s[0:1] offset:3072
	global_load_dword v13, v[6:7], off offset:1024
	global_load_dword v14, v[6:7], off offset:2048
	global_load_dword v15, v[6:7], off offset:3072
	global_load_dword v16, v[4:5], off
	global_load_dword v17, v[8:9], off offset:-4096
	global_load_dword v18, v[8:9], off
	global_load_dword v19, v[8:9], off offset:1024
	global_load_dword v20, v[8:9], off offset:2048
	global_load_dword v21, v[4:5], off offset:2048
	global_load_dword v22, v[4:5], off offset:1024
	global_load_dword v23, v[8:9], off offset:3072
                                        ; kill: killed $vgpr8 killed $vgpr9
                                        ; kill: killed $sgpr0 killed $sgpr1
                                        ; kill: killed $vgpr6 killed $vgpr7
	s_nop 0
	global_load_dword v4, v[4:5], off offset:3072
.Ltmp2:
	.file	2 "/tmp/tv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:39:26 ]
	v_lshlrev_b32_e32 v5, 8, v0
	s_lshl_b32 s0, s8, 2
	v_and_b32_e32 v5, 0x300, v5
	v_xor_b32_e32 v7, s0, v2
	v_add3_u32 v5, 0, v5, v7
	v_xor_b32_e32 v1, s8, v1
	v_lshl_add_u32 v1, v1, 2, 0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 0xf0, v0
	v_add_u32_e32 v6, 0, v2
	v_add_u32_e32 v0, s0, v0
.Ltmp3:
	.loc	1 39 5                          ; triton_more.py:39:5
	s_and_b32 s5, s5, 0xffff
	s_cmp_eq_u32 s8, 0
	s_cselect_b64 vcc, -1, 0
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
.Ltmp4:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_more.py:39:26 ] ]
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v3, v3, v11
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v7, v10, v12
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v11, v13, v15
	v_add_f32_e32 v7, v7, v11
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v8, v17, v14
	v_add_f32_e32 v3, v3, v8
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v9, v18, v20
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v10, v16, v21
	v_add_f32_e32 v8, v9, v10
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v12, v19, v23
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v22, v4
	v_add_f32_e32 v4, v12, v4
	v_add_f32_e32 v3, v3, v8
	v_add_f32_e32 v4, v7, v4
	v_add_f32_e32 v3, v3, v4
.Ltmp5:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:39:26 ]
	ds_write_b32 v1, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp6:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_more.py:39:26 ] ]
	v_add_f32_dpp v1, v1, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v1, v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp7:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_more.py:39:26 ]
	ds_write_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v6
.Ltmp8:
	.loc	1 39 5                          ; triton_more.py:39:5
	v_bfrev_b32_e32 v0, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v0, s[4:7], 0 offen
	.loc	1 35 1                          ; triton_more.py:35:1
	s_endpgm
.Ltmp9:
.Lfunc_end0:
	.size	colsum, .Lfunc_end0-colsum
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel colsum
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 24
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
	.set .Lcolsum.num_vgpr, 24
	.set .Lcolsum.num_agpr, 0
	.set .Lcolsum.numbered_sgpr, 10
	.set .Lcolsum.num_named_barrier, 0
	.set .Lcolsum.private_seg_size, 0
	.set .Lcolsum.uses_vcc, 1
	.set .Lcolsum.uses_flat_scratch, 0
	.set .Lcolsum.has_dyn_sized_stack, 0
	.set .Lcolsum.has_recursion, 0
	.set .Lcolsum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 772
; TotalNumSgprs: 16
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
    .name:           colsum
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         colsum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
