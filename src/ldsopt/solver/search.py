"""The layout solver: search padding, the XOR-swizzle families and constructed GF(2) swizzles;
simulate every access of the problem on every candidate; rank.

Ranking (lowest first): weighted total cycles; then, when the problem gives an LDS budget, other
LDS, copies or a workgroup count, the workgroups per CU the allocation allows (more is better);
then the LDS bytes rounded up to the arch's allocation granule; then ``layout.index_ops()``;
then the exact bytes.  Every candidate is checked with :func:`ldsopt.layouts.check_layout`
(bijective, and aligned for every access width) and every access's addresses are checked for
contiguous, aligned vectors (:func:`ldsopt.patterns.addresses`); a candidate failing either is
dropped, never ranked.

Use::

    from ldsopt.solver.search import solve, load_problem
    sol = solve(load_problem("tests/data/solver/ck_gfx942.json"))
    sol.layout          # the chosen ldsopt.layouts.Layout
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import numpy as np

from ldsopt.layouts import gf2
from ldsopt.errors import LdsoptError, Unsatisfiable, UsageError
from ldsopt.layouts.families import (CKPreshuffle, CuteSwizzle, Explicit, Layout, LinearMap, PaddedRemap, Strided,
                     TritonPadded, TritonSwizzled, XorCols, check_layout)
from ldsopt.layouts.spec import layout_from_dict, parse_layout
from ldsopt.patterns import addresses
from ldsopt.solver.problem import Problem, load_problem, problem_from_dict  # noqa: F401  (re-exported)
from ldsopt.core.simulate import simulate_batch

__all__ = ["solve", "load_problem", "evaluate", "Solution", "Candidate", "declared_layout"]

_FAMILY_ORDER = {"strided": 0, "ck_preshuffle": 1, "cute_swizzle": 2, "triton_swizzled": 3,
                 "triton_padded": 4, "padded_remap": 5, "xor_cols": 6, "linear": 7, "explicit": 8}


@dataclass
class Candidate:
    layout: Layout
    source: str                       # which search produced it
    per_access: list = field(default_factory=list)   # dicts name/op/weight/cycles/ideal/conflicts
    total: float = 0.0                # weighted cycles
    ideal: float = 0.0                # weighted ideal
    bytes: int = 0                    # footprint
    allocated: int = 0                # rounded up to the granule
    wgs_per_cu: int = 0
    index_ops: int = 0

    @property
    def conflicts(self) -> float:
        return self.total - self.ideal

    def key(self, occ: bool):
        return (round(self.total, 6), -self.wgs_per_cu if occ else 0, self.allocated, self.index_ops,
                self.bytes, _FAMILY_ORDER.get(self.layout.family, 9))

    def summary(self) -> dict:
        return {"layout": self.layout.to_dict(), "source": self.source, "cycles": _num(self.total),
                "ideal": _num(self.ideal), "conflicts": _num(self.conflicts), "lds_bytes": self.bytes,
                "lds_bytes_allocated": self.allocated, "workgroups_per_cu": self.wgs_per_cu,
                "index_ops": self.index_ops}


def _num(x: float):
    return int(x) if float(x).is_integer() else round(float(x), 6)


@dataclass
class Solution:
    problem: Problem
    best: Candidate
    plain: Candidate | None
    pareto: list
    candidates: int
    rejected: int
    seconds: float
    rejected_reasons: list = field(default_factory=list)
    explanations: list = field(default_factory=list)   # accesses left with conflicts: why, and the fix

    @property
    def layout(self) -> Layout:
        return self.best.layout

    def declared_cost(self):
        """The problem's own layout (its ``"layout"``) as evaluated, or None when it has none."""
        if self.problem.layout is None:
            return None
        reasons: list = []
        c = evaluate(self.problem, [declared_layout(self.problem)], ["declared"], reasons)[0]
        if c is None:
            raise Unsatisfiable(f"your layout is rejected: {reasons[0] if reasons else 'invalid'}")
        return c

    def equivalents(self) -> list:
        """The chosen offsets written in the other families' terms (CuTe, Triton Gluon)."""
        from ldsopt.solver.emit import equivalents
        return equivalents(self.layout)

    def to_json(self, code: dict | None = None) -> dict:
        """``ldsopt solve --json``: :meth:`to_dict` with the offsets, ``equivalent`` (the layout in
        the other families' terms), ``declared`` (the problem's own layout, evaluated, when it has
        one) and ``code`` when given (``{"lang", "name", "text"}``: the layout emitted)."""
        d = self.to_dict(offsets=True)
        d["equivalent"] = self.equivalents()
        yours = self.declared_cost()
        if yours is not None:
            d["declared"] = yours.summary()
        if code is not None:
            d["code"] = dict(code)
        return d

    def to_dict(self, offsets: bool = True) -> dict:
        b, p = self.best, self.plain
        acc = []
        for i, a in enumerate(b.per_access):
            d = dict(a)
            d["chosen"] = {k: a[k] for k in ("cycles", "ideal", "conflicts")}
            for k in ("cycles", "ideal", "conflicts"):
                d.pop(k)
            d["plain"] = ({k: p.per_access[i][k] for k in ("cycles", "ideal", "conflicts")}
                          if p else None)
            acc.append(d)
        out = {"problem": self.problem.to_dict(), "arch": self.problem.arch.name,
               "tile": [self.problem.rows, self.problem.cols], "dtype": self.problem.dtype,
               "elem_bytes": self.problem.elem_bytes, "layout": b.layout.to_dict(),
               "lds_bytes": b.bytes, "lds_bytes_allocated": b.allocated,
               "lds_granule": self.problem.arch.lds_granule, "workgroups_per_cu": b.wgs_per_cu,
               "index_ops": b.index_ops, "accesses": acc,
               "total": {"chosen": {"cycles": _num(b.total), "ideal": _num(b.ideal),
                                    "conflicts": _num(b.conflicts)},
                         "plain": ({"cycles": _num(p.total), "ideal": _num(p.ideal),
                                    "conflicts": _num(p.conflicts)} if p else None)},
               "plain": p.summary() if p else None,
               "pareto": [c.summary() for c in self.pareto],
               "searched": {"candidates": self.candidates, "rejected": self.rejected,
                            "seconds": round(self.seconds, 4)},
               "notes": list(self.problem.notes), "conflicts_left": list(self.explanations)}
        if offsets:
            out["offsets"] = b.layout.offsets().tolist()
        return out


# ----------------------------------------------------------------------------- evaluation
def _granule_round(n: int, g: int) -> int:
    return -(-n // g) * g


def _widths(prob: Problem) -> list:
    ws = set()
    for a in prob.accesses:
        w = a.inst.width
        if w & (w - 1):            # b96: 4-byte aligned dwords
            w = 4
        ws.add(max(w, prob.elem_bytes) if w >= prob.elem_bytes else w)
    return sorted(ws)


def _prepare(prob: Problem, layout: Layout):
    """Raise Unsatisfiable unless the layout is usable; return (offsets-cached layout, footprint)."""
    if (layout.rows, layout.cols, layout.elem_bytes) != (prob.rows, prob.cols, prob.elem_bytes):
        raise UsageError(f"layout is {layout.rows}x{layout.cols} of {layout.elem_bytes} B elements; "
                         f"the problem's tile is {prob.rows}x{prob.cols} of {prob.elem_bytes} B")
    off = layout.offsets()
    # bytes a kernel allocates: the family's footprint (a padded Strided layout counts its last
    # row's padding, as an array of padded rows does), at least the highest byte used
    fp = int(off.max()) + prob.elem_bytes
    if type(layout).footprint is not Layout.footprint:      # the family defines its own
        fp = max(fp, int(layout.footprint))
    if fp > prob.budget:
        raise Unsatisfiable(f"{layout.describe()}: needs {fp} B, more than the {prob.budget} B allowed")
    fixed = Explicit(prob.rows, prob.cols, prob.elem_bytes, off)
    # bijective, and every vector of the widest power-of-two access width is contiguous and
    # aligned (narrower power-of-two widths divide it, so their aligned runs are too)
    widest = max(_widths(prob))
    check_layout(fixed, widest if widest > prob.elem_bytes else 0)
    return fixed, fp


_EVAL_LANES = 1 << 22     # lane addresses simulated at once (32 MB of int64): bounds the memory


def evaluate(prob: Problem, layouts, sources=None, collect_reasons: list | None = None,
             progress=None) -> list:
    """Simulate every access of ``prob`` on each layout.  Returns a list of :class:`Candidate`
    (None for a layout that fails a check; the reason goes to ``collect_reasons``).  Layouts go
    through the model a group at a time, so memory stays bounded however many instructions the
    accesses have; ``progress(done, total)`` is called after each group."""
    sources = sources or ["declared"] * len(layouts)
    out: list = [None] * len(layouts)
    widest = max(_widths(prob))
    # an access whose lanes all start on a multiple of its vector (in a tile whose widest vectors
    # check_layout has verified) needs no per-lane contiguity walk: take the fast path
    fast = []
    for a in prob.accesses:
        n = max(1, a.inst.width // prob.elem_bytes)
        w = a.inst.width
        fast.append(w & (w - 1) == 0 and widest % max(w, 1) == 0 and
                    bool((a.pattern.coords[..., 1] % n == 0).all()))
    lanes = sum(a.pattern.n_instr * a.pattern.lanes for a in prob.accesses)
    group = max(1, _EVAL_LANES // max(1, lanes))
    for s in range(0, len(layouts), group):
        _evaluate_group(prob, layouts, range(s, min(len(layouts), s + group)), sources, fast,
                        collect_reasons, out)
        if progress:
            progress(min(len(layouts), s + group), len(layouts))
    return out


def _evaluate_group(prob: Problem, layouts, idxs, sources, fast, collect_reasons, out) -> None:
    ok, fixed = [], []
    addr_per = {}
    for i in idxs:
        lay = layouts[i]
        try:
            f, fp = _prepare(prob, lay)
            addrs = [addresses(f, a.pattern, prob.elem_bytes if fast[k] else
                               (a.inst.width if a.inst.width >= prob.elem_bytes else None))
                     for k, a in enumerate(prob.accesses)]
        except Unsatisfiable as e:
            if collect_reasons is not None:
                msg = str(e)
                if msg.startswith("explicit"):  # checks ran on the cached offset table: name the layout
                    msg = lay.describe() + msg[len("explicit"):]
                collect_reasons.append(msg)
            continue
        ok.append(i)
        fixed.append(fp)
        addr_per[i] = addrs
    if not ok:
        return
    arch = prob.arch
    res_per_access = []
    for k, a in enumerate(prob.accesses):
        stack = np.concatenate([addr_per[i][k] for i in ok], axis=0)
        for i in ok:
            addr_per[i][k] = None            # free as we go
        act = a.pattern.active
        act_all = None if act is None else np.concatenate([act] * len(ok), axis=0)
        r = simulate_batch(arch, a.op, stack, act_all, settings=prob.settings)
        del stack
        n = a.pattern.n_instr
        res_per_access.append((r["cycles"].reshape(len(ok), n).sum(1), r["ideal"].reshape(len(ok), n).sum(1)))
    occ = prob.ranks_occupancy
    for j, i in enumerate(ok):
        lay, fp = layouts[i], fixed[j]
        per = []
        tot = idl = 0.0
        for k, a in enumerate(prob.accesses):
            c, d = int(res_per_access[k][0][j]), int(res_per_access[k][1][j])
            per.append({"name": a.name, "op": a.op, "weight": _num(a.weight), "instructions": a.pattern.n_instr,
                        "cycles": c, "ideal": d, "conflicts": c - d})
            tot += a.weight * c
            idl += a.weight * d
        alloc = _granule_round(fp, arch.lds_granule)
        total_alloc = _granule_round(fp * prob.copies + prob.other_lds_bytes + arch.smem_reserved_per_block,
                                     arch.lds_granule)
        wgs = arch.lds_per_cu // total_alloc if total_alloc else 0
        if arch.max_wg_per_cu:
            wgs = min(wgs, arch.max_wg_per_cu)
        if arch.max_blocks_per_sm:
            wgs = min(wgs, arch.max_blocks_per_sm)
        if occ and prob.workgroups_per_cu:
            wgs = min(wgs, prob.workgroups_per_cu)
        out[i] = Candidate(layout=lay, source=sources[i], per_access=per, total=tot, ideal=idl,
                           bytes=fp, allocated=alloc, wgs_per_cu=int(wgs), index_ops=lay.index_ops())


# ----------------------------------------------------------------------------- candidates
def _pow2s(lo: int, hi: int):
    v = 1
    while v <= hi:
        if v >= lo:
            yield v
        v *= 2


def _pow2(x: int) -> bool:
    return x > 0 and x & (x - 1) == 0


def _vec_elems(prob: Problem) -> int:
    """Elements of the widest access (vectors the layout must keep whole)."""
    return max(1, max(a.inst.width for a in prob.accesses) // prob.elem_bytes)


def _candidates(prob: Problem):
    R, C, eb = prob.rows, prob.cols, prob.elem_bytes
    fam = set(prob.families)
    arch = prob.arch
    window = arch.banks * arch.bank_bytes
    vec = _vec_elems(prob)
    step = math.lcm(eb, prob.align)
    out = [(Strided(R, C, eb), "plain")]
    if prob.layout is not None:            # the user's own layout (any syntax) competes too
        out.append((declared_layout(prob), "declared"))
    if "padding" in fam:
        for p in range(step, window + 1, step):
            out.append((Strided(R, C, eb, pad_bytes=p), "padding"))
        if vec == 1 and R > 1:
            out.append((Strided(R, C, eb, order="col"), "padding"))
            for p in range(step, window + 1, step):
                out.append((Strided(R, C, eb, pad_bytes=p, order="col"), "padding"))
    kp_lo = max(vec, -(-4 // eb))
    if "ck" in fam:
        for kp in _pow2s(kp_lo, C // 2):
            if kp * eb > 64:
                break
            for n in _pow2s(2, C // kp):
                if C % (kp * n) == 0:
                    out.append((CKPreshuffle(R, C, eb, kpack=kp, kperblock=kp * n), "ck"))
    total_bits = (R * C).bit_length()
    if "cute" in fam and _pow2(C):
        m_lo = max(0, (kp_lo - 1).bit_length())
        for b in range(1, 5):
            for m in range(m_lo, m_lo + 4):
                for s in range(b, 9):
                    if m + s + b > total_bits:
                        continue
                    out.append((CuteSwizzle(R, C, eb, b, m, s), "cute"))
    if "triton" in fam:
        for v in _pow2s(kp_lo, C // 2):
            if C % v:
                continue
            for mp in _pow2s(2, C // v):
                if (C // v) % mp:
                    continue
                for pp in (1, 2, 4, 8):
                    if pp * mp > max(R, 2) * 2:
                        continue
                    try:
                        out.append((TritonSwizzled(R, C, eb, v, pp, mp), "triton"))
                    except LdsoptError:
                        pass
    if "triton_padded" in fam:
        pstep = max(1, step // eb)
        for iv in _pow2s(max(vec, 2), R * C // 2):
            if iv < C // 4 and iv < 16:
                continue
            for pe in range(pstep, window // eb + 1, pstep):
                out.append((TritonPadded(R, C, eb, ((iv, pe),)), "triton_padded"))
    if "triton_padded" in fam and _pow2(R) and _pow2(C) and R >= 4:
        # Triton AMD padded layouts with a row remapping: `a` row bits stay inside each padded
        # interval of 2^a rows, the others index the intervals (and so get the padding's shift)
        from itertools import combinations
        rb = R.bit_length() - 1
        pe = max(step, 16) // eb
        for a in range(1, min(3, rb - 1) + 1):
            for inner in combinations(range(rb), a):
                order = tuple(sorted(inner, reverse=True)) + tuple(j for j in range(rb) if j not in inner)
                for pad in (pe, 2 * pe):
                    out.append((PaddedRemap(R, C, eb, order, ((C << a, pad),)), "triton_padded"))
    if "xor" in fam and _pow2(C):
        for v in _pow2s(kp_lo, C // 2):
            nv = C // v
            for sh in (0, 1, 2):
                for mult in (1, 2, 3):
                    table = tuple(((r >> sh) * mult) % nv for r in range(min(R, nv << sh)))
                    if any(table):
                        out.append((XorCols(R, C, eb, v, table), "xor"))
    if "gf2" in fam:
        out.extend((lay, "gf2") for lay in gf2_candidates(prob))
    return out


def _rowmajor_bytes(prob: Problem, a) -> np.ndarray:
    co = a.pattern.coords
    return co[..., 0] * (prob.cols * prob.elem_bytes) + co[..., 1] * prob.elem_bytes


def _phase_lists(inst) -> list:
    if inst.vendor == "amd":
        return [list(g) for g in inst.groups]
    from ldsopt.core import nvidia_rules as nvidia
    ph = nvidia.static_phases(inst)
    return [list(np.nonzero(ph == p)[0]) for p in range(int(ph.max()) + 1)]


_MAX_SPACES = 512   # GF(2) construction cost grows with the spaces it must meet


def gf2_spaces(prob: Problem) -> list:
    """Phase subspaces (see :mod:`ldsopt.gf2`) of every access, weighted; the ``_MAX_SPACES``
    heaviest only.  Built-in patterns give a handful; thousands of explicit, irregular
    instructions give one per phase, and constructing a swizzle against all of them costs minutes
    while every candidate is still simulated exactly: the cap only limits which GF(2) swizzles are
    proposed, never how a layout is scored."""
    spaces = []
    for a in prob.accesses:
        ba = _rowmajor_bytes(prob, a)
        act = a.pattern.active if a.pattern.active is not None else np.ones(ba.shape, bool)
        for _, (sp, wd, cnt) in gf2.phase_spaces(ba, act, _phase_lists(a.inst), a.inst.width).items():
            spaces.append((sp, wd, a.weight * cnt))
    if len(spaces) > _MAX_SPACES:
        spaces = sorted(spaces, key=lambda x: -x[2])[:_MAX_SPACES]
    return spaces


def gf2_candidates(prob: Problem) -> list:
    """XOR swizzles constructed over GF(2) (module :mod:`ldsopt.gf2`), as LinearMap layouts."""
    R, C, eb = prob.rows, prob.cols, prob.elem_bytes
    if not (_pow2(R) and _pow2(C)) or C * eb < 4:
        return []
    cb = (C * eb).bit_length() - 1
    rb = R.bit_length() - 1
    eshift = eb.bit_length() - 1
    maxw = max(a.inst.width for a in prob.accesses)
    vbits = max(2, (max(maxw, eb) - 1).bit_length(), eshift)
    if vbits > cb:
        return []
    nb = prob.arch.banks.bit_length() - 1
    spaces = gf2_spaces(prob)
    out = []
    seen = set()
    for vb in sorted({vbits, max(vbits, 4)}):
        if vb > cb:
            continue
        for pre in gf2.construct_linear(rb, cb, vb, nb, spaces):
            key = tuple(pre)
            if key in seen:
                continue
            seen.add(key)
            img = gf2.invert(pre)                   # byte-bit images of each input byte bit
            # element units: input element bit i is byte bit i + eshift; its image >> eshift
            basis = [img[i + eshift] >> eshift for i in range(cb + rb - eshift)]
            if basis == [1 << i for i in range(len(basis))]:
                continue
            out.append(LinearMap(R, C, eb, tuple(basis)))
    return out


# ----------------------------------------------------------------------------- the solver
def pareto_front(cands: list, occ: bool, limit: int = 5) -> list:
    """Candidates no other beats on (cycles, allocated bytes, index ops), best first."""
    ranked = sorted(cands, key=lambda c: c.key(occ))
    front = []
    for c in ranked:
        if any(f.total <= c.total and f.allocated <= c.allocated and f.index_ops <= c.index_ops
               for f in front):
            continue
        front.append(c)
        if len(front) >= limit:
            break
    return front


def solve(problem, progress=None) -> Solution:
    """Search and rank layouts for a problem (a dict, a path, or a :class:`Problem`).
    ``progress(done, total)``, when given, is called as candidate layouts are evaluated."""
    t0 = time.perf_counter()
    prob = problem if isinstance(problem, Problem) else load_problem(problem)
    cands = _candidates(prob)
    # drop layouts whose offsets repeat an earlier candidate's (keep the vendor's own family,
    # CuTe on NVIDIA and CK on AMD, then the cheaper index)
    native = "cute_swizzle" if prob.arch.is_nvidia else "ck_preshuffle"

    def pref(lay):
        return (lay.family != native, lay.index_ops())
    seen: dict = {}
    uniq = []
    for lay, src in cands:
        try:
            off = lay.offsets()
        except LdsoptError:
            continue
        h = hash(off.tobytes())
        if h in seen:
            j = seen[h]
            if j and pref(lay) < pref(uniq[j][0]) and np.array_equal(uniq[j][0].offsets(), off):
                uniq[j] = (lay, src)
            continue
        seen[h] = len(uniq)
        uniq.append((lay, src))
    reasons: list = []
    res = evaluate(prob, [u[0] for u in uniq], [u[1] for u in uniq], reasons, progress)
    good = [c for c in res if c is not None]
    plain = res[0] if uniq and uniq[0][1] == "plain" else None
    if not good:
        why = reasons[0] if reasons else "no candidate layout"
        raise Unsatisfiable(f"no layout keeps every access aligned and within the LDS budget "
                            f"({len(uniq)} candidates tried); for example {why}")
    occ = prob.ranks_occupancy
    good.sort(key=lambda c: c.key(occ))
    from ldsopt.solver.explain import explain
    why = explain(prob, good[0], good, reasons)
    return Solution(problem=prob, best=good[0], plain=plain, pareto=pareto_front(good, occ),
                    candidates=len(uniq), rejected=len(uniq) - len(good),
                    seconds=time.perf_counter() - t0, rejected_reasons=reasons[:5], explanations=why)


def declared_layout(prob: Problem, spec=None) -> Layout:
    """The layout a problem declares (``"layout"``), or one given as a spec / dict / JSON file."""
    spec = prob.layout if spec is None else spec
    if spec is None:
        raise UsageError("no layout: give layout= or a \"layout\" field in the problem")
    if isinstance(spec, str):
        return parse_layout(spec, prob.rows, prob.cols, prob.elem_bytes)
    if isinstance(spec, dict) and "layout" in spec and isinstance(spec["layout"], dict):
        spec = spec["layout"]          # a `solve --json` output
    return layout_from_dict(spec, prob.rows, prob.cols, prob.elem_bytes)
