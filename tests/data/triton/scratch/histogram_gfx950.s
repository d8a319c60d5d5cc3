	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	histogram                       ; -- Begin function histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_scratch_src.py"
	.loc	1 88 0 prologue_end             ; triton_scratch_src.py:88:0
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
	.loc	1 91 5 is_stmt 1                ; triton_scratch_src.py:91:5
	v_readfirstlane_b32 s0, v0
	.loc	1 89 9                          ; triton_scratch_src.py:89:9
	v_and_b32_e32 v1, 63, v0
	s_and_b32 s28, s0, 0xc0
	s_mov_b64 s[24:25], s[2:3]
	v_or_b32_e32 v2, s28, v1
	.loc	1 90 9                          ; triton_scratch_src.py:90:9
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	v_lshlrev_b32_e32 v2, 2, v2
	buffer_load_dword v3, v2, s[24:27], 0 offen
	buffer_load_dword v4, v2, s[24:27], 0 offen offset:1024
	buffer_load_dword v11, v2, s[24:27], 0 offen offset:2048
	.loc	1 91 42                         ; triton_scratch_src.py:91:42
	v_and_b32_e32 v5, 1, v0
	.loc	1 90 9                          ; triton_scratch_src.py:90:9
	buffer_load_dword v2, v2, s[24:27], 0 offen offset:3072
	.loc	1 91 42                         ; triton_scratch_src.py:91:42
	v_bfe_u32 v6, v0, 1, 1
	v_bfe_u32 v7, v0, 2, 1
	v_add_u32_e32 v5, -1, v5
	v_add_u32_e32 v6, -1, v6
	v_bfe_u32 v8, v0, 3, 1
	v_add_u32_e32 v7, -1, v7
	v_ashrrev_i32_e32 v10, 31, v5
	v_ashrrev_i32_e32 v12, 31, v6
	v_bfe_u32 v9, v0, 4, 1
	v_add_u32_e32 v8, -1, v8
	v_ashrrev_i32_e32 v13, 31, v7
	v_bfe_u32 v0, v0, 5, 1
	v_add_u32_e32 v9, -1, v9
	v_ashrrev_i32_e32 v14, 31, v8
	v_add_u32_e32 v0, -1, v0
	v_ashrrev_i32_e32 v15, 31, v9
	v_ashrrev_i32_e32 v16, 31, v0
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	1 91 5 is_stmt 0                ; triton_scratch_src.py:91:5
	s_and_b32 s5, s5, 0xffff
	s_cmp_eq_u32 s28, 0
	.loc	1 91 42                         ; triton_scratch_src.py:91:42
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v17, 1, v3
	v_bfe_u32 v18, v3, 1, 1
	v_bfe_u32 v19, v3, 2, 1
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v22, 1, v4
	v_bfe_u32 v23, v4, 1, 1
	v_bfe_u32 v24, v4, 2, 1
	v_bfe_u32 v25, v4, 3, 1
	v_bfe_u32 v26, v4, 4, 1
	v_bfe_u32 v4, v4, 5, 1
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	v_bfe_u32 v20, v3, 3, 1
	v_bfe_u32 v21, v3, 4, 1
	v_bfe_u32 v3, v3, 5, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v19
	v_cmp_ne_u32_e64 s[22:23], 0, v4
	v_xor_b32_e32 v4, vcc_lo, v5
	v_xor_b32_e32 v18, s0, v6
	v_cmp_ne_u32_e64 s[6:7], 0, v20
	v_cmp_ne_u32_e64 s[10:11], 0, v3
	v_xor_b32_e32 v3, vcc_hi, v10
	v_xor_b32_e32 v17, s1, v12
	v_xor_b32_e32 v20, s2, v7
	v_and_b32_e32 v4, v18, v4
	v_cmp_ne_u32_e64 s[8:9], 0, v21
	v_cmp_ne_u32_e64 s[12:13], 0, v22
	v_xor_b32_e32 v19, s3, v13
	v_xor_b32_e32 v22, s6, v8
	v_and_b32_e32 v3, v17, v3
	v_and_b32_e32 v4, v4, v20
	v_cmp_ne_u32_e64 s[14:15], 0, v23
	v_cmp_ne_u32_e64 s[16:17], 0, v24
	v_xor_b32_e32 v21, s7, v14
	v_xor_b32_e32 v24, s8, v9
	v_and_b32_e32 v3, v3, v19
	v_and_b32_e32 v4, v4, v22
	v_cmp_ne_u32_e64 s[20:21], 0, v26
	v_xor_b32_e32 v23, s9, v15
	v_xor_b32_e32 v26, s10, v0
	v_xor_b32_e32 v27, s13, v10
	v_xor_b32_e32 v28, s12, v5
	v_xor_b32_e32 v29, s15, v12
	v_xor_b32_e32 v30, s14, v6
	v_and_b32_e32 v3, v3, v21
	v_and_b32_e32 v4, v4, v24
	v_cmp_ne_u32_e64 s[18:19], 0, v25
	v_xor_b32_e32 v25, s11, v16
	v_xor_b32_e32 v31, s17, v13
	v_xor_b32_e32 v32, s16, v7
	v_and_b32_e32 v17, v29, v27
	v_and_b32_e32 v18, v30, v28
	v_and_b32_e32 v3, v3, v23
	v_and_b32_e32 v4, v4, v26
	v_xor_b32_e32 v33, s19, v14
	v_xor_b32_e32 v34, s18, v8
	v_and_b32_e32 v17, v17, v31
	v_and_b32_e32 v18, v18, v32
	v_and_b32_e32 v3, v3, v25
	v_bcnt_u32_b32 v4, v4, 0
	v_and_b32_e32 v17, v17, v33
	v_and_b32_e32 v18, v18, v34
	v_bcnt_u32_b32 v3, v3, v4
	v_xor_b32_e32 v4, s21, v15
	v_xor_b32_e32 v19, s20, v9
	v_and_b32_e32 v4, v17, v4
	v_and_b32_e32 v17, v18, v19
	v_xor_b32_e32 v19, s22, v0
	v_xor_b32_e32 v18, s23, v16
	v_and_b32_e32 v17, v17, v19
	v_and_b32_e32 v4, v4, v18
	v_bcnt_u32_b32 v17, v17, 0
	v_bcnt_u32_b32 v4, v4, v17
	v_add_u32_e32 v3, v4, v3
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v4, 1, v11
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_bfe_u32 v4, v11, 1, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	v_bfe_u32 v4, v11, 2, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v4
	v_bfe_u32 v4, v11, 3, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v4
	v_bfe_u32 v4, v11, 4, 1
	v_cmp_ne_u32_e64 s[8:9], 0, v4
	v_bfe_u32 v4, v11, 5, 1
	v_xor_b32_e32 v11, vcc_lo, v5
	v_xor_b32_e32 v18, s0, v6
	v_cmp_ne_u32_e64 s[10:11], 0, v4
	v_xor_b32_e32 v4, vcc_hi, v10
	v_xor_b32_e32 v17, s1, v12
	v_and_b32_e32 v11, v18, v11
	v_xor_b32_e32 v18, s2, v7
	v_and_b32_e32 v4, v17, v4
	v_xor_b32_e32 v17, s3, v13
	v_and_b32_e32 v11, v11, v18
	v_xor_b32_e32 v18, s6, v8
	v_and_b32_e32 v4, v4, v17
	v_xor_b32_e32 v17, s7, v14
	v_and_b32_e32 v11, v11, v18
	v_xor_b32_e32 v18, s8, v9
	v_and_b32_e32 v4, v4, v17
	v_xor_b32_e32 v17, s9, v15
	v_and_b32_e32 v11, v11, v18
	v_xor_b32_e32 v18, s10, v0
	v_and_b32_e32 v4, v4, v17
	v_xor_b32_e32 v17, s11, v16
	v_and_b32_e32 v11, v11, v18
	v_and_b32_e32 v4, v4, v17
	v_bcnt_u32_b32 v11, v11, 0
	v_bcnt_u32_b32 v4, v4, v11
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 1, v2
	v_cmp_ne_u32_e32 vcc, 0, v11
	v_bfe_u32 v11, v2, 1, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	v_bfe_u32 v11, v2, 2, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v11
	v_bfe_u32 v11, v2, 3, 1
	v_cmp_ne_u32_e64 s[6:7], 0, v11
	v_bfe_u32 v11, v2, 4, 1
	v_bfe_u32 v2, v2, 5, 1
	v_xor_b32_e32 v5, vcc_lo, v5
	v_xor_b32_e32 v6, s0, v6
	v_cmp_ne_u32_e64 s[10:11], 0, v2
	v_xor_b32_e32 v2, vcc_hi, v10
	v_xor_b32_e32 v10, s1, v12
	v_and_b32_e32 v5, v6, v5
	v_xor_b32_e32 v7, s2, v7
	v_cmp_ne_u32_e64 s[8:9], 0, v11
	v_and_b32_e32 v2, v10, v2
	v_xor_b32_e32 v6, s3, v13
	v_and_b32_e32 v5, v5, v7
	v_xor_b32_e32 v7, s6, v8
	v_and_b32_e32 v2, v2, v6
	v_xor_b32_e32 v6, s7, v14
	v_and_b32_e32 v5, v5, v7
	v_xor_b32_e32 v7, s8, v9
	v_and_b32_e32 v2, v2, v6
	v_xor_b32_e32 v6, s9, v15
	v_and_b32_e32 v5, v5, v7
	v_xor_b32_e32 v0, s10, v0
	v_and_b32_e32 v2, v2, v6
	v_xor_b32_e32 v6, s11, v16
	v_and_b32_e32 v0, v5, v0
	v_and_b32_e32 v2, v2, v6
	v_bcnt_u32_b32 v0, v0, 0
	v_bcnt_u32_b32 v0, v2, v0
	v_add3_u32 v0, v3, v4, v0
	v_add_u32_e32 v2, 0, v1
	v_mov_b32_e32 v3, 0
	ds_write_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_add_u32 v2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v2
	.loc	1 91 5                          ; triton_scratch_src.py:91:5
	v_bfrev_b32_e32 v0, 1
	s_cselect_b64 vcc, -1, 0
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	v_cndmask_b32_e32 v0, v0, v1, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v0, s[4:7], 0 offen
	.loc	1 88 1 is_stmt 1                ; triton_scratch_src.py:88:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	histogram, .Lfunc_end0-histogram
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram
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
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 29
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
	.set .Lhistogram.num_vgpr, 35
	.set .Lhistogram.num_agpr, 0
	.set .Lhistogram.numbered_sgpr, 29
	.set .Lhistogram.num_named_barrier, 0
	.set .Lhistogram.private_seg_size, 0
	.set .Lhistogram.uses_vcc, 1
	.set .Lhistogram.uses_flat_scratch, 0
	.set .Lhistogram.has_dyn_sized_stack, 0
	.set .Lhistogram.has_recursion, 0
	.set .Lhistogram.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1332
; TotalNumSgprs: 35
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .name:           histogram
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         histogram.kd
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
