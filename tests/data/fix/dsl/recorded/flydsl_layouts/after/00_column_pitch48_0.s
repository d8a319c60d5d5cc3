	.amdgcn_target "amdgcn-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	column_pitch48_0
	.p2align	8
	.type	column_pitch48_0,@function
column_pitch48_0:
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02
	.cfi_undefined 16
	.file	1 "tests/data/fix/dsl" "flydsl_layouts.py"
	.loc	1 24 9 prologue_end
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	.loc	1 28 31
	v_lshlrev_b32_e32 v2, 2, v1
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_or_b32 v4, v0, 7, v2
	v_or_b32_e32 v5, 0xc00, v4
	s_waitcnt lgkmcnt(0)
	global_load_dword v6, v4, s[2:3]
	global_load_dword v7, v4, s[2:3] offset:1024
	global_load_dword v8, v4, s[2:3] offset:2048
	global_load_dword v9, v5, s[2:3]
	.loc	1 28 8 is_stmt 0
	s_movk_i32 s2, 0xc4
	.loc	1 31 38 is_stmt 1
	v_lshlrev_b32_e32 v3, 2, v0
	.loc	1 28 8
	v_mad_u32_u24 v0, v0, s2, v2
	.loc	1 31 38
	v_mad_u32_u24 v2, v1, s2, v3
	.loc	1 24 9
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	.loc	1 28 8
	s_waitcnt vmcnt(3)
	ds_write_b32 v0, v6
	s_waitcnt vmcnt(2)
	ds_write_b32 v0, v7 offset:1568
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:3136
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v9 offset:4704
	.loc	1 29 4
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 31 38
	ds_read2_b32 v[0:1], v2 offset1:8
	ds_read2_b32 v[2:3], v2 offset0:16 offset1:24
	.loc	1 31 8 is_stmt 0
	s_waitcnt lgkmcnt(1)
	global_store_dword v4, v0, s[0:1]
	global_store_dword v4, v1, s[0:1] offset:1024
	s_waitcnt lgkmcnt(0)
	global_store_dword v4, v2, s[0:1] offset:2048
	global_store_dword v5, v3, s[0:1]
	.loc	1 22 0 is_stmt 1
	s_endpgm
.Ltmp0:
.Lfunc_end0:
	.size	column_pitch48_0, .Lfunc_end0-column_pitch48_0
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel column_pitch48_0
		.amdhsa_group_segment_fixed_size 6268
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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

	.set .Lcolumn_pitch48_0.num_vgpr, 10
	.set .Lcolumn_pitch48_0.num_agpr, 0
	.set .Lcolumn_pitch48_0.numbered_sgpr, 4
	.set .Lcolumn_pitch48_0.num_named_barrier, 0
	.set .Lcolumn_pitch48_0.private_seg_size, 0
	.set .Lcolumn_pitch48_0.uses_vcc, 0
	.set .Lcolumn_pitch48_0.uses_flat_scratch, 0
	.set .Lcolumn_pitch48_0.has_dyn_sized_stack, 0
	.set .Lcolumn_pitch48_0.has_recursion, 0
	.set .Lcolumn_pitch48_0.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1
	.byte	17
	.byte	0
	.byte	37
	.byte	14
	.byte	19
	.byte	5
	.byte	3
	.byte	14
	.byte	16
	.byte	23
	.byte	27
	.byte	14
	.byte	17
	.byte	1
	.byte	18
	.byte	6
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_start0:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	2
	.long	.Linfo_string1
	.long	.Lline_table_start0
	.long	.Linfo_string2
	.quad	.Lfunc_begin0
	.long	.Lfunc_end0-.Lfunc_begin0
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"MLIR"
.Linfo_string1:
	.asciz	"flydsl_layouts.py"
.Linfo_string2:
	.asciz	"/work/wt/dslfix/tests/data/fix/dsl/recorded/flydsl_layouts/after"
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
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 6268
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 256
    .name:           column_pitch48_0
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 8
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         column_pitch48_0.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
