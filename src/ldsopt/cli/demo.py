"""`ldsopt demo`: a short tour on built-in examples (no input, no GPU)."""

from __future__ import annotations

HELP = ("a short tour on built-in examples: conflicts, bank maps, padding, swizzles, the solver, "
        "and a compiled kernel read back lane-exact")


def add_arguments(p):
    p.add_argument("--short", action="store_true", help="totals only, no bank maps")


def _section(title):
    print()
    print(title)
    print("=" * len(title))


_ROW = "{:<30} {:<14} {:>5} {:>7} {:>7} {:>7} {:>8}"


def _header():
    print(_ROW.format("layout", "op", "instr", "cycles", "ideal", "confl", "LDS B"))


def _case(arch, op, layout, pattern, show_map, label):
    import ldsopt
    from ldsopt.api import simulate_pattern
    from ldsopt.render.text import bank_map, summary_line, wrap

    tot = simulate_pattern(arch, op, layout, pattern)
    print(_ROW.format(label[:30], op, tot["instructions"], tot["total_cycles"], tot["total_ideal"],
                      tot["total_conflicts"], layout.footprint))
    if show_map:
        i = int(tot["conflicts"].argmax())
        res = ldsopt.simulate(arch, op, tot["addresses"][i],
                              active=None if pattern.active is None else pattern.active[i])
        print(wrap(f"  bank map of instruction {i}: " + summary_line(res), indent="    "))
        print("\n".join("  " + ln for ln in bank_map(res, max_conflict_lines=4, width=98).splitlines()))
    return tot


def run(args) -> int:
    import ldsopt
    from ldsopt.api import pattern

    def _strided(rows, cols, eb, pad_bytes=0):            # the spec strings of ldsopt.layout
        return ldsopt.layout(f"pad:{pad_bytes}B" if pad_bytes else "row", rows, cols, eb)

    def _ck(rows, cols, eb, kpack):
        return ldsopt.layout(f"ck:kpack={kpack}", rows, cols, eb)

    def _cute(rows, cols, eb, b, m, s):
        return ldsopt.layout(f"cute:{b},{m},{s}", rows, cols, eb)

    def row_copy(rows, cols, **kw):
        return pattern("row_copy", rows, cols, **kw)

    def mfma_operand(rows, cols, shape, **kw):
        return pattern("mfma_a", rows, cols, shape=shape, **kw)

    def ldmatrix(rows, cols, **kw):
        return pattern("ldmatrix", rows, cols, **kw)

    show = not args.short
    _section("1. gfx942: a 64x64 fp16 tile, written with ds_write_b128, read as an MFMA operand")
    print("Write: each lane stores 8 fp16 (16 B) of a row; read: v_mfma_f32_16x16x16_f16 A operand,\n"
          "lane l reads row l%16, k = 8*(l//16): 8 fp16 per ds_read_b128 (two MFMA k-steps, as CK does).")
    write = row_copy(64, 64, vec=8, lanes=64)
    read = mfma_operand(64, 64, "16x16x16_f16", read_elems=8)
    layouts = [("plain row-major (128 B rows)", _strided(64, 64, 2)),
               ("padded +16 B per row", _strided(64, 64, 2, pad_bytes=16)),
               ("CK XOR preshuffle (KPack 8)", _ck(64, 64, 2, kpack=8))]
    _header()
    for label, lay in layouts:
        _case("gfx942", "ds_write_b128", lay, write, False, label)
        _case("gfx942", "ds_read_b128", lay, read, show and label.startswith("plain"), label)
    print("The plain layout reads 4-way: lanes 0-3 (rows 0-3) share banks 0-3 in every phase.\n"
          "+16 B padding halves it (2-way) and costs 1 KiB; the XOR preshuffle removes it for free.")

    _section("2. The same tile on gfx950 (64 banks, ds_read_b128 in 4 groups of 16 lanes)")
    read950 = mfma_operand(64, 64, "16x16x32_f16", read_elems=8)
    _header()
    for label, lay in layouts:
        _case("gfx950", "ds_read_b128", lay, read950, False, label)

    _section("3. NVIDIA sm_90: ldmatrix.x4 (mma.sync m16n8k16 A fragments) from 128 B rows")
    print("NVIDIA rules measured with Nsight Compute on H100/H200 (docs/validation/nvidia.md).")
    ldm = ldmatrix(64, 64, x=4)
    _header()
    for label, lay in [("plain row-major (128 B rows)", _strided(64, 64, 2)),
                       ("CuTe Swizzle<3,3,3>", _cute(64, 64, 2, 3, 3, 3))]:
        _case("sm_90", "ldmatrix.x4", lay, ldm, show and label.startswith("plain"), label)

    _section("4. The solver: the least-cost layout for case 1")
    solve = ldsopt.solve
    problem = {"arch": "gfx942", "tile": [64, 64], "dtype": "f16",
               "accesses": [{"name": "store", "op": "ds_write_b128",
                             "pattern": {"name": "row_copy", "vec": 8}},
                            {"name": "load", "op": "ds_read_b128",
                             "pattern": {"name": "mfma_a", "shape": "16x16x16_f16", "read_elems": 8}}]}
    sol = solve(problem)
    lay = sol.layout
    print(f"chosen: {lay.describe()}  ({lay.footprint} B)")
    _header()
    _case("gfx942", "ds_write_b128", lay, write, False, "solver's layout")
    _case("gfx942", "ds_read_b128", lay, read, False, "solver's layout")
    emit = ldsopt.emit
    print("\nHIP/CUDA code to paste:")
    print(emit(lay, "cuda", name="lds_offset"))

    _section("5. The solver on NVIDIA: CUTLASS's SM80 fp16 K-major tile (cp.async in, ldmatrix.x4 out)")
    problem = {"arch": "sm_80", "tile": [128, 64], "dtype": "f16",
               "accesses": [{"name": "cp_async", "pattern": {"name": "cp_async"}},
                            {"name": "ldmatrix", "op": "ldmatrix.x4",
                             "pattern": {"name": "ldmatrix", "x": 4}}]}
    sol = solve(problem)
    pad = sol.layout.footprint - 128 * 64 * 2
    print(f"chosen: {sol.layout.describe()}  ({sol.layout.footprint} B, "
          + ("no padding)" if pad == 0 else f"{pad} B of padding)"))
    _header()
    _case("sm_80", "ldmatrix.x4", sol.layout, ldmatrix(128, 64, x=4), False, "solver's layout")
    _case("sm_80", "ldmatrix.x4", _strided(128, 64, 2), ldmatrix(128, 64, x=4), False, "plain row-major")
    print("\nCuTe code to paste:")
    print(emit(sol.layout, "cute", name="SmemLayoutA"))
    _compiled_kernels()
    print("\nNext: `ldsopt analyze K.cu --arch gfx942,sm_90` for your own kernel (source or compiled),\n"
          "`ldsopt fix K.cu --arch sm_90 --diff` for the fix in its source, re-analysed,\n"
          "`ldsopt diagnose DIR` for a rocprofv3 thread trace or an Nsight Compute report,\n"
          "`ldsopt solve FILE` for your own tile, `ldsopt sim --help` for single accesses.")
    return 0


def _compiled_kernels():
    """Section 6: the same transpose compiled for gfx942 (clang) and sm_90 (nvcc), read back."""
    from pathlib import Path

    import ldsopt
    from ldsopt.analyze import analyze_isa, analyze_sass
    kdir = Path(ldsopt.__file__).resolve().parent / "demos" / "kernels"
    _section("6. Kernel in, answers out: a compiled 32x32 float transpose (tile[32][32] vs tile[32][33])")
    print("Every LDS instruction of the compiled code, its 64/32 lane addresses emulated from the ISA\n"
          "for a 32x8 block (demos/kernels: HIP compiled by clang 19 for gfx942, CUDA by nvcc 13 for sm_90).")
    for k in analyze_isa(kdir / "transpose_gfx942.s", block="32x8"):
        print(f"\n{k.name}  gfx942, 4 waves summed (`ldsopt isa transpose_gfx942.s --block 32x8`)")
        for i in k.instructions:
            ws = [w for w in i.waves if w.status == "ok"]
            cyc, ideal, conf = (sum(w.cycles for w in ws), sum(w.ideal for w in ws),
                                sum(w.conflicts for w in ws))
            left = "" if len(ws) == len(i.waves) else f"  ({len(i.waves) - len(ws)} waves unresolved)"
            print(f"  {i.source:<16} {i.isa[:34]:<34} cycles {cyc:4d} ideal {ideal:3d} conflicts {conf:4d}"
                  + left)
    for k in analyze_sass(kdir / "transpose_sm90.sass", block="32x8"):
        print(f"\n{k.name}  sm_90, mean of 8 warps (`ldsopt sass transpose_sm90.sass --block 32x8`)")
        for a in k.shared:
            print(f"  {a.source:<16} {a.sass[:34]:<34} wavefronts {a.wavefronts:4.1f} ideal {a.ideal:3.1f} "
                  f"conflicts {a.conflicts:4.1f}" + ("" if a.resolved else f"  unresolved: {a.why}"))
    print("\nThe column reads tile[tx][ty] put a half-wave's (a warp's) 32 lanes 128 B apart, all in one\n"
          "bank: 32-way.  One word of padding per row (tile[32][33]) moves lane i to bank i: conflict-free.")
