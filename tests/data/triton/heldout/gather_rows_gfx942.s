	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	gather_rows                     ; -- Begin function gather_rows
	.p2align	8
	.type	gather_rows,@function
gather_rows:                            ; @gather_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "SRC" "triton_heldout_src.py"
	.loc	1 92 0 prologue_end             ; triton_heldout_src.py:92:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
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
	.loc	1 97 53 is_stmt 1               ; triton_heldout_src.py:97:53
	v_readfirstlane_b32 s0, v0
	.loc	1 95 25                         ; triton_heldout_src.py:95:25
	s_lshr_b32 s33, s0, 6
	s_mul_i32 s0, s33, s8
	s_mul_i32 s1, s8, 12
	s_add_i32 s14, s0, s1
	s_mul_i32 s1, s8, 20
	s_add_i32 s18, s0, s1
	s_mul_i32 s1, s8, 24
	s_lshl2_add_u32 s10, s8, s0
	s_lshl3_add_u32 s12, s8, s0
	s_lshl4_add_u32 s16, s8, s0
	s_add_i32 s20, s0, s1
	s_mul_i32 s8, s8, 28
	.loc	1 95 17 is_stmt 0               ; triton_heldout_src.py:95:17
	s_ashr_i32 s1, s0, 31
	.loc	1 95 25                         ; triton_heldout_src.py:95:25
	s_add_i32 s22, s0, s8
	.loc	1 95 17                         ; triton_heldout_src.py:95:17
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s24, s2, s0
	s_addc_u32 s25, s3, s1
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[8:9], s[10:11], 2
	s_add_u32 s26, s2, s8
	s_addc_u32 s27, s3, s9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[10:11], s[12:13], 2
	s_add_u32 s12, s2, s10
	s_addc_u32 s13, s3, s11
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s28, s2, s14
	s_addc_u32 s29, s3, s15
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s30, s2, s16
	s_addc_u32 s31, s3, s17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s34, s2, s18
	s_addc_u32 s35, s3, s19
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 2
	s_add_u32 s36, s2, s20
	s_addc_u32 s37, s3, s21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s2, s2, s22
	s_addc_u32 s3, s3, s23
	.loc	1 96 19 is_stmt 1               ; triton_heldout_src.py:96:19
	s_lshl_b32 s33, s33, 8
	.loc	1 95 25                         ; triton_heldout_src.py:95:25
	v_and_b32_e32 v0, 63, v0
	.loc	1 96 19                         ; triton_heldout_src.py:96:19
	s_add_u32 s4, s4, s33
	.loc	1 95 17                         ; triton_heldout_src.py:95:17
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, 0
	.loc	1 96 19                         ; triton_heldout_src.py:96:19
	s_addc_u32 s5, s5, 0
	.loc	1 96 11 is_stmt 0               ; triton_heldout_src.py:96:11
	global_load_dword v4, v0, s[4:5]
	global_load_dword v5, v0, s[4:5] offset:1024
	global_load_dword v6, v0, s[4:5] offset:2048
	global_load_dword v7, v0, s[4:5] offset:3072
	.loc	1 95 9 is_stmt 1                ; triton_heldout_src.py:95:9
	global_load_dword v8, v0, s[24:25]
	global_load_dword v9, v0, s[26:27]
	global_load_dword v10, v0, s[12:13]
	global_load_dword v11, v0, s[28:29]
	.loc	1 96 19                         ; triton_heldout_src.py:96:19
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	.loc	1 96 11 is_stmt 0               ; triton_heldout_src.py:96:11
	s_movk_i32 s4, 0x1000
	v_add_co_u32_e32 v2, vcc, s4, v2
	.loc	1 97 14 is_stmt 1               ; triton_heldout_src.py:97:14
	s_add_u32 s0, s6, s0
	.loc	1 96 11                         ; triton_heldout_src.py:96:11
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_dword v1, v[2:3], off
	global_load_dword v12, v[2:3], off offset:1024
	global_load_dword v13, v[2:3], off offset:2048
	.loc	1 95 9                          ; triton_heldout_src.py:95:9
	global_load_dword v14, v0, s[30:31]
	global_load_dword v15, v0, s[34:35]
	global_load_dword v16, v0, s[36:37]
	.loc	1 96 11                         ; triton_heldout_src.py:96:11
	global_load_dword v17, v[2:3], off offset:3072
	.loc	1 95 9                          ; triton_heldout_src.py:95:9
	global_load_dword v18, v0, s[2:3]
	.loc	1 97 14                         ; triton_heldout_src.py:97:14
	s_addc_u32 s1, s7, s1
	s_add_u32 s2, s6, s8
	s_addc_u32 s3, s7, s9
	s_add_u32 s4, s6, s10
	s_addc_u32 s5, s7, s11
	s_add_u32 s8, s6, s14
	s_addc_u32 s9, s7, s15
	s_add_u32 s10, s6, s16
	s_addc_u32 s11, s7, s17
	s_add_u32 s12, s6, s18
	s_addc_u32 s13, s7, s19
	s_add_u32 s14, s6, s20
	s_addc_u32 s15, s7, s21
	s_add_u32 s6, s6, s22
	s_addc_u32 s7, s7, s23
	.loc	1 97 53 is_stmt 0               ; triton_heldout_src.py:97:53
	s_waitcnt vmcnt(15)
	v_lshlrev_b32_e32 v2, 2, v4
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v3, 2, v5
	v_and_b32_e32 v2, 0xfc, v2
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v4, 2, v6
	v_and_b32_e32 v3, 0xfc, v3
	s_waitcnt vmcnt(11)
	ds_bpermute_b32 v2, v2, v8
	v_lshlrev_b32_e32 v5, 2, v7
	v_and_b32_e32 v4, 0xfc, v4
	s_waitcnt vmcnt(10)
	ds_bpermute_b32 v3, v3, v9
	v_and_b32_e32 v5, 0xfc, v5
	s_waitcnt vmcnt(9)
	ds_bpermute_b32 v4, v4, v10
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e32 v1, 2, v1
	ds_bpermute_b32 v5, v5, v11
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e32 v6, 2, v12
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e32 v7, 2, v13
	v_and_b32_e32 v1, 0xfc, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v8, 2, v17
	v_and_b32_e32 v6, 0xfc, v6
	v_and_b32_e32 v7, 0xfc, v7
	ds_bpermute_b32 v1, v1, v14
	v_and_b32_e32 v8, 0xfc, v8
	ds_bpermute_b32 v6, v6, v15
	ds_bpermute_b32 v7, v7, v16
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v8, v8, v18
	.loc	1 97 5                          ; triton_heldout_src.py:97:5
	s_waitcnt lgkmcnt(7)
	global_store_dword v0, v2, s[0:1]
	s_waitcnt lgkmcnt(6)
	global_store_dword v0, v3, s[2:3]
	s_waitcnt lgkmcnt(5)
	global_store_dword v0, v4, s[4:5]
	s_waitcnt lgkmcnt(4)
	global_store_dword v0, v5, s[8:9]
	s_waitcnt lgkmcnt(3)
	global_store_dword v0, v1, s[10:11]
	s_waitcnt lgkmcnt(2)
	global_store_dword v0, v6, s[12:13]
	s_waitcnt lgkmcnt(1)
	global_store_dword v0, v7, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v8, s[6:7]
	.loc	1 92 1 is_stmt 1                ; triton_heldout_src.py:92:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	gather_rows, .Lfunc_end0-gather_rows
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gather_rows
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 12
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 38
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
	.set .Lgather_rows.num_vgpr, 19
	.set .Lgather_rows.num_agpr, 0
	.set .Lgather_rows.numbered_sgpr, 38
	.set .Lgather_rows.num_named_barrier, 0
	.set .Lgather_rows.private_seg_size, 0
	.set .Lgather_rows.uses_vcc, 1
	.set .Lgather_rows.uses_flat_scratch, 0
	.set .Lgather_rows.has_dyn_sized_stack, 0
	.set .Lgather_rows.has_recursion, 0
	.set .Lgather_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 984
; TotalNumSgprs: 44
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 19
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
	.asciz	"triton_heldout_src.py"         ; string offset=7 ; triton_heldout_src.py
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           gather_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         gather_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
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
