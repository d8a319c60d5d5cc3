"""The prefetch / double-buffering advisor.

A loop whose iteration loads data (latency ``L`` cycles) and then computes on it (``C`` cycles of
issue for one wave) costs, per wave, without prefetch::

    N * (L + C)                                   (the prefetch guide: load, stall, compute)

and with the next iteration's load issued before the current compute (prologue load, ``N - 1``
overlapped iterations, last compute alone)::

    L + (N - 1) * max(L, C) + C                   (the prefetch guide writes L + N * max(L, C))

Occupancy refines both.  With ``W`` waves per SIMD (AMD) or warps per scheduler (NVIDIA) sharing
the issue port, one round (every wave doing one iteration) takes

- without prefetch: ``L + W*C`` when the waves move in step (they start together and wait
  together: what the H200 measurement in docs/prefetch.md shows), down to ``max(W*C, L + C)``
  when they drift apart and each one's wait is filled by the others' compute -- the latency the
  extra waves "would have hidden anyway";
- with prefetch: ``max(W'*C, L)`` (in step; interleaved: the longer of one wave's own chain
  ``L + (N-1)*max(L, C) + C`` and the issue time ``N*W'*C``), where ``W'`` is the occupancy after
  the prefetch buffer's registers are added (it can drop).

The speedup is throughput: ``(W'/W) * T_without / T_with``.  The verdict follows the prefetch guide's "when
not to use" cases: one iteration, compute-bound (the issue port already busy >= 90 % of the
time), a register spill (arch VGPRs over 256 on AMD, over 255 per thread on NVIDIA), and an
occupancy drop that costs more than the overlap gains.

:func:`ldsopt.amd.att_loops.att_loop_timing` reads ``L`` and ``C`` from an ATT bundle's wave files; :func:`skeleton`
writes the prologue / loop / epilogue in FlyDSL's loop-carried ``range(..., init=...)`` form or
as a CUDA/HIP double buffer.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from ldsopt.errors import UsageError

COMPUTE_BOUND = 0.90   # issue-port busy fraction above which the prefetch guide calls a loop compute-bound
MIN_GAIN = 1.05        # below a 5 % predicted gain the advice is "no"


MAX_CYCLES = 1e12      # per iteration: 1e12 cycles is minutes at GHz clocks, no loop iteration
MAX_ITERATIONS = 10 ** 12


def _num(name: str, v, lo: float = 0.0, integer: bool = False, hi: float = MAX_CYCLES):
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise UsageError(f"{name} must be a number, got {v!r}")
    if v != v or v in (float("inf"), float("-inf")):
        raise UsageError(f"{name} must be finite, got {v}")
    if v < lo:
        raise UsageError(f"{name} must be >= {lo:g}, got {v}")
    if v > hi:     # the predictions multiply these: keep every product finite and exact enough
        raise UsageError(f"{name} must be <= {hi:g}, got {v:g}")
    if integer and int(v) != v:
        raise UsageError(f"{name} must be an integer, got {v}")
    return int(v) if integer else float(v)


def loop_times(load: float, compute: float, iterations: int, waves: float = 1.0,
               waves_after: float | None = None) -> dict:
    """Cycles for one wave's loop of ``iterations``, without and with prefetch.

    Returns the prefetch guide's one-wave formulas, the exact one-wave double-buffer time, and the
    occupancy-refined round times (lockstep and interleaved bounds) with the throughput speedups."""
    L = _num("load latency", load)
    C = _num("compute time", compute)
    N = _num("iterations", iterations, 1, integer=True)
    W = _num("waves", waves, 1e-9)
    W2 = W if waves_after is None else _num("waves after prefetch", waves_after, 0)
    out = {
        "guide_without": N * (L + C),
        "guide_with": L + N * max(L, C),
        "one_wave_without": N * (L + C),
        "one_wave_with": L + (N - 1) * max(L, C) + C,
    }
    # rounds of W waves (each wave one iteration)
    lock = N * (L + W * C)
    inter = N * max(W * C, L + C)
    if W2 > 0:
        with_ = L + (N - 1) * max(W2 * C, L) + W2 * C
        # interleaved: the longer of one wave's own chain and the issue time of all waves
        with_i = max(L + (N - 1) * max(L, C) + C, N * W2 * C)
        sp_lock = (W2 / W) * lock / with_ if with_ > 0 else 1.0
        sp_inter = (W2 / W) * inter / with_i if with_i > 0 else 1.0
    else:
        with_, with_i, sp_lock, sp_inter = float("inf"), float("inf"), 0.0, 0.0
    out.update({
        "waves": W, "waves_after": W2,
        "without": lock, "without_interleaved": inter, "with": with_, "with_interleaved": with_i,
        "speedup": sp_lock, "speedup_interleaved": sp_inter,
        "busy_without": min(1.0, W * C / (L + W * C)) if (L + W * C) > 0 else 0.0,
        "busy_without_interleaved": min(1.0, W * C / max(W * C, L + C)) if max(W * C, L + C) > 0 else 0.0,
    })
    return out


@dataclass
class Advice:
    arch: str | None
    load: float
    compute: float
    iterations: int
    buffer_regs: int
    registers_before: dict
    registers_after: dict
    waves_before: float
    waves_after: float
    occupancy_before: dict | None
    occupancy_after: dict | None
    times: dict
    predicted_speedup: float
    verdict: str            # "yes" | "maybe" | "no"
    reason: str
    notes: list = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)

    def to_json(self, att: dict | None = None, skeleton: str | None = None) -> dict:
        """``ldsopt prefetch --json``: :meth:`to_dict`, the trace's loop figures (``att``, when
        read from one) and the code skeleton (``skeleton``: ``ldsopt.api.prefetch_skeleton``)."""
        d = self.to_dict()
        if att:
            d["att"] = att
        d["skeleton"] = skeleton
        return d


def advise(load: float, compute: float, iterations: int, buffer_regs: int = 0, *, arch: str | None = None,
           vgprs: int | None = None, agprs: int = 0, sgprs: int = 0, lds_bytes: int = 0, wg_size: int = 256,
           regs: int | None = None, smem_bytes: int = 0, threads: int | None = None,
           waves: float | None = None, measured: dict | None = None) -> Advice:
    """Predict a loop with and without prefetch and say whether to apply it.

    ``buffer_regs``: registers one prefetch buffer costs (arch VGPRs per lane on AMD, registers per
    thread on NVIDIA).  Occupancy comes from ``arch`` and the register/LDS figures (AMD: ``vgprs``,
    ``agprs``, ``sgprs``, ``lds_bytes``, ``wg_size``; NVIDIA: ``regs``, ``smem_bytes``, ``threads``),
    or is given directly as ``waves`` (waves per SIMD / warps per scheduler, unchanged by the
    buffer).

    ``measured``: what a trace measured (:func:`ldsopt.amd.att_loops.att_loop_timing`).  The model's no-prefetch time
    assumes the whole load latency is exposed; a trace shows how much of it already overlaps work
    before the wait and what one iteration really takes.  Then the advice is bounded by hiding the
    stall that is left, ``period / (period - stall)``, and a loop that already prefetches is said to."""
    from ldsopt.budgets.occupancy import amd_occupancy, nvidia_occupancy

    L = _num("load latency", load)
    C = _num("compute time", compute)
    N = _num("iterations", iterations, 1, integer=True, hi=MAX_ITERATIONS)
    buf = _num("buffer registers", buffer_regs, 0, integer=True, hi=1 << 16)
    notes = []
    occ_b = occ_a = None
    reg_b: dict = {}
    reg_a: dict = {}
    spill = None
    if arch is not None and (vgprs is not None or regs is not None):
        from ldsopt.core.arch import get_arch

        a = get_arch(arch, alias_ok=False)
        if a.is_amd:
            if vgprs is None:
                raise UsageError("AMD arch: give the kernel's VGPRs (vgprs=)")
            ob = amd_occupancy(a, vgprs, agprs, sgprs, lds_bytes, wg_size)
            occ_b = ob.to_dict()
            reg_b = {"vgprs": vgprs, "agprs": agprs, "total": ob.total_vgprs}
            new_v = vgprs + buf
            from ldsopt.budgets.occupancy import total_vgprs

            reg_a = {"vgprs": new_v, "agprs": agprs, "total": total_vgprs(a, new_v, agprs)}
            if new_v > 256:
                spill = (f"arch VGPRs {vgprs} + {buf} = {new_v} > 256: the prefetch buffer lives in arch "
                         f"VGPRs, which hold 256 per wave, so the kernel would spill")
            elif reg_a["total"] > a.max_vgprs_per_wave:
                spill = (f"VGPRs in total {reg_a['total']} > {a.max_vgprs_per_wave}: the kernel would spill")
            else:
                oa = amd_occupancy(a, new_v, agprs, sgprs, lds_bytes, wg_size)
                occ_a = oa.to_dict()
            W = float(ob.waves_per_simd)
            W2 = float(occ_a["waves_per_simd"]) if occ_a else 0.0
            arch_name = a.name
        else:
            if regs is None or threads is None:
                raise UsageError("NVIDIA arch: give registers per thread and threads per block")
            ob = nvidia_occupancy(a, regs, smem_bytes, threads)
            occ_b = ob.to_dict()
            reg_b = {"regs": regs}
            reg_a = {"regs": regs + buf}
            if regs + buf > a.max_regs_per_thread:
                spill = (f"registers {regs} + {buf} = {regs + buf} > {a.max_regs_per_thread} per thread: "
                         f"the kernel would spill")
            else:
                try:
                    oa = nvidia_occupancy(a, regs + buf, smem_bytes, threads)
                    occ_a = oa.to_dict()
                except UsageError as e:
                    spill = f"with {regs + buf} registers per thread the block no longer fits: {e}"
            W = ob.warps_per_sm / a.sub_partitions
            W2 = occ_a["warps_per_sm"] / a.sub_partitions if occ_a else 0.0
            arch_name = a.name
    else:
        arch_name = arch
        W = 1.0 if waves is None else _num("waves", waves, 1e-9)
        W2 = W
        if buf and waves is None:
            notes.append("no register counts given: occupancy taken as 1 wave, unchanged by the buffer "
                         "(give arch= with vgprs= or regs= and threads= to check the register budget)")
    if waves is not None and occ_b is not None:
        notes.append(f"--waves {waves} ignored: occupancy computed from the register counts")
    t = loop_times(L, C, N, W, W2 if spill is None else W)
    if spill:  # no prediction with a spilling kernel: the times above assume no spill
        t.update({"with": None, "with_interleaved": None, "speedup": None, "speedup_interleaved": None})
    sp = t["speedup"] if spill is None else 0.0
    # verdict, the prefetch guide's "when not to use" cases first
    if N <= 1:
        verdict, reason = "no", "single iteration: there is no next iteration to prefetch"
    elif spill:
        verdict, reason = "no", f"register spill: {spill}"
    elif C == 0:
        verdict, reason = "no", "no compute to overlap: the loop is only loads, prefetch cannot hide them"
    elif t["busy_without"] >= COMPUTE_BOUND:
        verdict, reason = "no", (f"compute-bound: with {W:g} waves the issue port is already busy "
                                 f"{t['busy_without']:.0%} of the loop without prefetch")
    elif W2 < W and sp < MIN_GAIN:
        verdict, reason = "no", (f"occupancy drops from {W:g} to {W2:g} waves: the lost waves hid more "
                                 f"latency than the overlap gains (speedup {sp:.2f}x)")
    elif sp < MIN_GAIN:
        verdict, reason = "no", f"predicted gain {sp:.2f}x is below {MIN_GAIN:.2f}x"
    elif t["speedup_interleaved"] < MIN_GAIN:
        verdict, reason = "maybe", (f"{sp:.2f}x if the waves load in step (usual); only "
                                    f"{t['speedup_interleaved']:.2f}x if the other {W - 1:g} wave{'s' * (W - 1 != 1)} "
                                    f"already fill the wait -- measure both")
    else:
        verdict, reason = "yes", (f"load {L:g} and compute {C:g} cycles overlap: {sp:.2f}x predicted "
                                  f"({t['speedup_interleaved']:.2f}x at worst)")
    if measured is not None and spill is None and N > 1:
        verdict, reason, sp = _measured_verdict(measured, L, N, t, sp, verdict, reason, W, W2)
    if occ_a and W2 < W and verdict != "no":
        notes.append(f"occupancy drops from {W:g} to {W2:g} waves per SIMD/scheduler with the buffer")
    busy = (W2 if (W2 and spill is None) else W) * C
    if N > 1 and 0 < busy < L:
        nw = W2 or W
        notes.append(f"the compute per iteration ({busy:g} cycles for {nw:g} wave{'s' * (nw != 1)}) is shorter than "
                     f"the load ({L:g}): prefetch further ahead (about ceil(L / compute) = "
                     f"{-(-int(L) // max(int(busy), 1))} stages) to hide it fully")
    return Advice(arch=arch_name, load=L, compute=C, iterations=N, buffer_regs=buf, registers_before=reg_b,
                  registers_after=reg_a, waves_before=W, waves_after=W2 if spill is None else 0.0,
                  occupancy_before=occ_b, occupancy_after=occ_a, times=t, predicted_speedup=sp,
                  verdict=verdict, reason=reason, notes=notes)


def _measured_verdict(m: dict, L: float, N: int, t: dict, sp: float, verdict: str, reason: str,
                      W: float, W2: float):
    """The verdict bounded by a trace's measurement (see :func:`advise`)."""
    P = _num("measured period", m.get("period"))
    S = _num("measured wait stall", m.get("wait_stall"))
    hidden = _num("measured overlap", m.get("hidden", max(0.0, L - S)))
    bound = P / (P - S) if P > S else float("inf")
    t.update({"measured_loop": N * P, "measured_period": P, "measured_stall": S, "measured_hidden": hidden,
              "speedup_bound": bound})
    sp = min(sp, bound * (W2 / W if W else 1.0))
    ahead = m.get("issued_an_iteration_ahead", 0)
    checked = m.get("executions_checked", 0)
    if checked and ahead * 2 >= checked:
        how = f"its loads are issued a whole iteration before the wait that needs them ({ahead} of {checked})"
    elif hidden >= 0.1 * L:
        how = (f"its loads are issued {hidden:,.0f} cycles before the wait, overlapping other work: "
               f"{hidden:,.0f} of the {L:,.0f}-cycle load latency are hidden already")
    else:
        return verdict, reason, sp
    left = f"{S:,.0f} cycles of stall per {P:,.0f}-cycle iteration are left"
    if sp < MIN_GAIN:
        return "no", f"the loop already prefetches: {how}; {left}, worth at most {sp:.2f}x", sp
    return "maybe", (f"the loop already prefetches: {how}; {left}: prefetching one more iteration ahead "
                     f"could hide them, at most {sp:.2f}x"), sp


# ----------------------------------------------------------------------------------------- ATT

# ------------------------------------------------------------------------------------ skeletons

_FLYDSL = '''\
# Prefetch (double buffering) with FlyDSL loop-carried values -- {n} iterations.
# Prologue: iteration 0's loads, issued before the loop.
offsets_0 = compute_offsets(START)
{prologue}
init_state = [_unwrap(v) for v in [{next_names}, acc]]

# Runtime loop over iterations 0 .. N-2: each one issues the NEXT iteration's loads, then
# computes on the data carried in from the previous one.
# PITFALL 1: the bounds must be fx.Index(...), not Python ints -- `range(0, N - 1, 1, init=...)`
#            is unrolled by the AST rewriter and `init=` is silently ignored.
for iv, state in range(fx.Index(0), fx.Index({n} - 1), fx.Index(1), init=init_state):
    {cur_names}, acc = {unpack_state}  # the swap: unpack only
    offsets_next = compute_offsets(iv + 1)
{loop_loads}
    acc = compute({cur_args}, acc)                   # overlaps with the loads just issued
    results = yield [_unwrap(v) for v in [{next_names}, acc]]
# PITFALL 2: keep values as fx types inside the loop; unwrap to raw ir.Value only at hard
#            boundaries (init list, yield, helpers that demand ir.Value).
# PITFALL 3: a SmemPtr whose .get() ran inside the loop caches a view defined in the loop's scope:
#            clear it before the epilogue, or the epilogue hits an SSA dominance error.
smem_ptr._view_cache = None

# Epilogue: the last iteration's compute, on the data the last loop iteration loaded.
{cur_names}, acc = {unpack_results}
acc = compute({cur_args}, acc)
'''

_CUDA = '''\
// Prefetch (double buffering), CUDA / HIP -- {n} iterations, one tile per iteration.
// Two shared-memory buffers: the compute reads buf[it & 1] while the next tile waits in registers.
__shared__ T buf[2][TILE];
T next = src[0 * TILE + tid];                 // prologue: iteration 0's load
for (int it = 0; it < {n}; ++it) {{
    buf[it & 1][tid] = next;                  // waits for the load issued one iteration ago
    __syncthreads();                          // one barrier per iteration is enough with 2 buffers
    if (it + 1 < {n})
        next = src[(it + 1) * TILE + tid];    // issue the NEXT load before computing
    acc = compute(buf[it & 1], acc);          // overlaps with that load
}}
// The last iteration (it = {n} - 1) is the epilogue: it issues no load.
// Costs {regs} per thread for `next` (the prefetch buffer); on sm_80+ a
// cp.async / TMA copy into buf[(it + 1) & 1] avoids those registers.
'''


def skeleton(form: str, iterations: int = 0, loads: int = 2, buffer_regs: int = 0) -> str:
    """Prologue / loop / epilogue text: ``form`` is "flydsl" or "cuda" (also "hip")."""
    n = str(iterations) if iterations else "N"
    k = _num("loads", loads, 1, integer=True)
    names = [chr(ord("A") + i) for i in range(k)]
    if form == "flydsl":
        return _FLYDSL.format(
            n=n, k=k,
            prologue="\n".join(f"next_data_{x} = buffer_ops.buffer_load(rsrc_{x}, offsets_0, vec_width=4)"
                               for x in names),
            next_names=", ".join(f"next_data_{x}" for x in names),
            cur_names=", ".join(f"data_{x}" for x in names),
            unpack_state=", ".join(f"state[{i}]" for i in range(k + 1)),
            unpack_results=", ".join(f"results[{i}]" for i in range(k + 1)),
            cur_args=", ".join(f"data_{x}" for x in names),
            loop_loads="\n".join(f"    next_data_{x} = buffer_ops.buffer_load(rsrc_{x}, offsets_next, vec_width=4)"
                                 for x in names))
    if form in ("cuda", "hip"):
        return _CUDA.format(n=n, regs=f"{buffer_regs} more registers" if buffer_regs
                            else "one tile's worth of registers")
    raise UsageError(f"unknown skeleton form {form!r} (flydsl, cuda, hip)")
