"""The NVIDIA calibration suite: shared-memory access patterns that tell the rival bank rules apart.

GPU-free and deterministic: every random choice comes from :class:`random.Random` with a fixed seed
(Python's Mersenne Twister, whose stream is stable across Python versions), so the same call always
yields the same patterns.  Output lines are in the ``ldsopt sim --batch`` JSONL format
(``op``, ``addresses``, optional ``active``, ``arch``, ``id``); ``id`` names the family and its
parameters, e.g. ``ld.shared.v4.u32/cls:xor16/assign:compact``.

How the patterns are built.  A pattern of an ld/st instruction of width ``w`` is a **class map**
(which lanes share one address: XOR pairs ``i^d`` for every ``d`` in 1, 2, 4, 8, 16, in full and in
part, broadcast groups, ``i % k`` groups, ...) and an **address assignment** of the classes (packed
``rank * w``, strided, permuted, random in a small or a large window).  Packing the distinct
addresses is what separates the rival merging rules: 16 distinct 8-byte addresses packed into
128 bytes cost one wavefront if the hardware merges the whole warp and two if it serves half-warps
apart, and which XOR distances merge tells which lanes the hardware pairs.  Strides, random
addresses, swizzled / padded tile rows and columns and partial active masks cover the rest.
ldmatrix / stmatrix patterns give the row address of each of the 8 rows of each matrix
(lanes ``8m .. 8m+7``): contiguous, strided, padded, swizzled, duplicated and random rows.
"""

from __future__ import annotations

import json
import random

WINDOW = 32 * 1024          # largest address span used (the harness allocates 64 KiB)
LANES = 32
LDST_WIDTHS = {"u8": 1, "u16": 2, "u32": 4, "v2.u32": 8, "v4.u32": 16}
DEFAULT_SEED = 20261121


def ldst_ops() -> list:
    return [f"{v}.shared.{t}" for v in ("ld", "st") for t in LDST_WIDTHS]


def matrix_ops() -> list:
    return [f"{v}.x{n}{t}" for v in ("ldmatrix", "stmatrix") for n in (1, 2, 4) for t in ("", ".trans")]


def all_ops() -> list:
    return ldst_ops() + matrix_ops()


def width_of(op: str) -> int:
    if op.startswith(("ldmatrix", "stmatrix")):
        return 16
    return LDST_WIDTHS[op.split(".shared.")[1]]


# ----------------------------------------------------------------------------- class maps
def _classes_xor(mask: int, lanes=None):
    """Lane i shares the address of lane i & ~mask (for lanes in ``lanes``; others alone)."""
    sel = set(range(LANES)) if lanes is None else set(lanes)
    out = []
    for i in range(LANES):
        j = i & ~mask
        # a pair (class) is merged only if every lane of it is selected
        members = [x for x in range(LANES) if x & ~mask == j]
        out.append(j if all(m in sel for m in members) else i)
    return out


def class_maps(rng: random.Random) -> list:
    """(name, tier, class of each lane).  Tier 1: the maps that separate the merging rules."""
    maps = [("none", 1, list(range(LANES))), ("all", 1, [0] * LANES)]
    for d in (1, 2, 4, 8, 16):
        maps.append((f"xor{d}", 1, _classes_xor(d)))
    for d in (1, 2, 4, 8, 16):
        # in part: only lanes 0..15 pair; a random half of the pairs; all pairs but one
        maps.append((f"xor{d}-lo16", 1, _classes_xor(d, range(16)) if d != 16 else
                     _classes_xor(d, [i for i in range(LANES) if i % 16 < 8])))
        pairs = sorted({i & ~d for i in range(LANES)})
        keep = rng.sample(pairs, len(pairs) // 2)
        maps.append((f"xor{d}-half", 2, _classes_xor(d, [i for i in range(LANES) if i & ~d in keep])))
        drop = pairs[len(pairs) // 2 + 1]
        maps.append((f"xor{d}-allbut1", 1, _classes_xor(d, [i for i in range(LANES) if i & ~d != drop])))
    for m in (3, 5, 6, 9, 12, 17, 18, 24, 7, 28, 15, 30, 31):
        maps.append((f"xormask{m}", 2 if m not in (3, 17, 18) else 1, _classes_xor(m)))
    for g in (2, 4, 8, 16):
        maps.append((f"grp{g}", 2, [i - i % g for i in range(LANES)]))
    for k in (2, 4, 8, 16):
        maps.append((f"mod{k}", 2, [i % k for i in range(LANES)]))
    # random many-to-one maps
    for t in range(4):
        n_distinct = rng.choice((4, 8, 12, 16, 24))
        reps = sorted(rng.sample(range(LANES), n_distinct))
        maps.append((f"rand{n_distinct}-{t}", 2,
                     [i if i in reps else rng.choice([r for r in reps if r < i] or [i])
                      for i in range(LANES)]))
    return maps


def _ranks(classes: list) -> tuple:
    order = []
    for c in classes:
        if c not in order:
            order.append(c)
    rank = {c: r for r, c in enumerate(order)}
    return [rank[c] for c in classes], len(order)


def assignments(w: int, n: int, rng: random.Random) -> list:
    """(name, tier, address of each class rank 0..n-1) for width w."""
    out = [("compact", 1, [r * w for r in range(n)]),
           ("compact+64", 2, [64 + r * w for r in range(n)]),
           ("rev", 2, [(n - 1 - r) * w for r in range(n)])]
    perm = list(range(n))
    rng.shuffle(perm)
    out.append(("perm", 1, [perm[r] * w for r in range(n)]))
    for s in sorted({2 * w, 4 * w, 128, 132 if w <= 4 else 144, 256 + w}):
        if s % w == 0 and s * n <= WINDOW:
            out.append((f"stride{s}", 2 if s not in (2 * w, 128) else 1, [r * s for r in range(n)]))
    for win in (256, 1024, WINDOW):
        slots = win // w
        if slots >= n:
            pick = rng.sample(range(slots), n)
            out.append((f"rand{win}", 1 if win == 256 else 2, [p * w for p in pick]))
    return out


# ----------------------------------------------------------------------------- ld / st patterns
def _mk(op, addrs, ident, tier, active=None, arch="sm_90"):
    d = {"op": op, "addresses": [int(a) for a in addrs], "arch": arch, "id": ident}
    if active is not None:
        d["active"] = [bool(x) for x in active]
    d["_tier"] = tier
    return d


def _masks(rng: random.Random) -> list:
    r50 = [rng.random() < 0.5 for _ in range(LANES)]
    r75 = [rng.random() < 0.75 for _ in range(LANES)]
    return [("lo16", 1, [i < 16 for i in range(LANES)]),
            ("hi16", 1, [i >= 16 for i in range(LANES)]),
            ("q0", 1, [i < 8 for i in range(LANES)]),
            ("q1q2", 2, [8 <= i < 24 for i in range(LANES)]),
            ("even", 1, [i % 2 == 0 for i in range(LANES)]),
            ("odd", 2, [i % 2 == 1 for i in range(LANES)]),
            ("mod4lt2", 2, [i % 4 < 2 for i in range(LANES)]),
            ("lane7", 2, [i == 7 for i in range(LANES)]),
            ("not5", 1, [i != 5 for i in range(LANES)]),
            ("r50", 2, r50), ("r75", 2, r75)]


def ldst_patterns(op: str, seed: int, arch: str = "sm_90") -> list:
    w = width_of(op)
    rng = random.Random(f"{seed}/{op}")
    pats = []
    # 1. class maps x address assignments (dup / broadcast / merge structure)
    for cname, ctier, classes in class_maps(rng):
        rank, n = _ranks(classes)
        for aname, atier, addr_of in assignments(w, n, rng):
            tier = max(ctier, atier)
            if tier == 2 and rng.random() < 0.55:
                continue          # thin the broad-coverage combinations
            pats.append(_mk(op, [addr_of[r] for r in rank], f"{op}/cls:{cname}/assign:{aname}",
                            tier, arch=arch))
    # 2. strides (bytes), forwards and backwards
    for s in (0, 1, 2, 3, 4, 5, 6, 8, 12, 16, 20, 24, 32, 36, 48, 64, 68, 72, 96, 128, 132, 136,
              144, 160, 192, 256, 264, 384, 512, 1024):
        if s % w:
            continue
        pats.append(_mk(op, [i * s for i in range(LANES)], f"{op}/stride:{s}", 1, arch=arch))
        if s and s % (2 * w) == 0:
            pats.append(_mk(op, [(LANES - 1 - i) * s for i in range(LANES)], f"{op}/stride:-{s}", 2,
                            arch=arch))
    # 3. sub-word packing: several lanes in one word, words spread over banks
    if w < 4:
        for per_word in (2, 4) if w == 1 else (2,):
            for wstride in (1, 2, 32, 33):
                a = [(i // per_word) * wstride * 4 + (i % per_word) * w for i in range(LANES)]
                pats.append(_mk(op, a, f"{op}/subword:{per_word}perword-wstride{wstride}", 1, arch=arch))
    # 4. random addresses in small and large windows
    for win in (128, 256, 512, 2048, WINDOW):
        for t in range(3 if win <= 512 else 2):
            a = [rng.randrange(win // w) * w for _ in range(LANES)]
            pats.append(_mk(op, a, f"{op}/random:{win}-{t}", 1 if win <= 256 else 2, arch=arch))
    # 5. swizzled and padded tile rows / columns (rows of 128 B = 8 chunks of 16 B)
    for kind in ("plain", "pad4", "pad16", "xor"):
        rowb = 128 + {"plain": 0, "pad4": 4, "pad16": 16, "xor": 0}[kind]

        def off(r, byte, kind=kind, rowb=rowb):
            chunk, inner = divmod(byte, 16)
            if kind == "xor":
                chunk ^= r % 8
            return r * rowb + chunk * 16 + inner
        if kind == "pad4" and w > 4:
            continue
        col = [off(i, 0) for i in range(LANES)]                    # a column: lane = row
        pats.append(_mk(op, col, f"{op}/tile:{kind}-col", 1, arch=arch))
        col2 = [off(i % 8 + 8 * (i // 16), 16 * ((i // 8) % 2)) for i in range(LANES)]
        pats.append(_mk(op, col2, f"{op}/tile:{kind}-col8x2", 2, arch=arch))
        row = [off(i * w // 128, (i * w) % 128) for i in range(LANES)]
        pats.append(_mk(op, row, f"{op}/tile:{kind}-row", 2, arch=arch))
    # 6. partial active masks over a few base patterns
    bases = [("compact", [i * w for i in range(LANES)]),
             ("stride128", [i * 128 for i in range(LANES)]),
             ("xor1", [(i & ~1) * w for i in range(LANES)]),
             ("xor16", [(i & 15) * w for i in range(LANES)]),
             ("all", [0] * LANES)]
    for mname, mtier, mask in _masks(rng):
        for bname, a in bases:
            tier = mtier if bname in ("compact", "xor1", "all") else 2
            pats.append(_mk(op, a, f"{op}/mask:{mname}/base:{bname}", tier, active=mask, arch=arch))
    # 7. (8- and 16-byte) random addresses forced into XOR pairs, with random active masks, and
    #    near misses (one pair broken): the cases that decide the pair-merge rule of wide loads
    if w >= 8:
        for t in range(24):
            mask_bits = rng.choice((1, 2, 3, 4, 8, 16, 5, 6, 17, 18))
            win = rng.choice((256, 1024, WINDOW))
            base = [rng.randrange(win // w) * w for _ in range(LANES)]
            a = [base[i & ~mask_bits] for i in range(LANES)]
            act = None
            if t % 3 == 1:
                act = [rng.random() < 0.7 for _ in range(LANES)]
            tag = f"pairs-random:m{mask_bits}-w{win}-{t}"
            if t % 4 == 3:          # break one pair
                j = rng.randrange(LANES)
                a[j] = (a[j] + w * (1 + rng.randrange(7))) % win
                tag += "-broken"
            pats.append(_mk(op, a, f"{op}/{tag}", 1, active=act, arch=arch))
    return _dedupe(pats)


# ----------------------------------------------------------------------------- ldmatrix / stmatrix
def matrix_patterns(op: str, seed: int, arch: str = "sm_90") -> list:
    n = int(op.split(".x")[1][0])
    used = 8 * n
    rng = random.Random(f"{seed}/{op}")
    pats = []

    def full(rows):  # lanes past the used ones repeat the used addresses (the hardware ignores them)
        return [rows[i % used] for i in range(LANES)]
    for s in (16, 32, 48, 64, 80, 96, 128, 144, 160, 256, 272, 512):
        pats.append(_mk(op, full([i * s for i in range(used)]), f"{op}/rowstride:{s}", 1, arch=arch))
    # matrices apart by M bytes, rows S bytes apart
    for S, M in ((128, 16), (128, 1024), (144, 16), (64, 16), (64, 512), (256, 16), (16, 128)):
        rows = [(i // 8) * M + (i % 8) * S for i in range(used)]
        pats.append(_mk(op, full(rows), f"{op}/mat:S{S}-M{M}", 1 if n > 1 else 2, arch=arch))
    # swizzled 128-byte rows (chunk ^= row % 8), row-major tile
    for c in (0, 1, 3):
        rows = [(i % 8 + 8 * (i // 8)) * 128 + (((c + i // 8) ^ (i % 8)) % 8) * 16 for i in range(used)]
        pats.append(_mk(op, full(rows), f"{op}/swz128:c{c}", 1, arch=arch))
        rows = [(i % 8 + 8 * (i // 8)) * 128 + ((c ^ (i % 8)) % 8) * 16 for i in range(used)]
        pats.append(_mk(op, full(rows), f"{op}/swz128-samecol:c{c}", 2, arch=arch))
    # duplicated row addresses
    pats.append(_mk(op, [0] * LANES, f"{op}/dup:all", 1, arch=arch))
    for d in (1, 2, 4, 8, 16):
        if d < used:
            rows = [(i & ~d) * 16 for i in range(used)]
            pats.append(_mk(op, full(rows), f"{op}/dup:xor{d}", 1, arch=arch))
            rows = [(i & ~d) * 128 for i in range(used)]
            pats.append(_mk(op, full(rows), f"{op}/dup:xor{d}-stride128", 2, arch=arch))
    if n > 1:
        rows = [(i % 8) * 16 for i in range(used)]
        pats.append(_mk(op, full(rows), f"{op}/dup:samematrix", 1, arch=arch))
        rows = [(i % 8) * 128 for i in range(used)]
        pats.append(_mk(op, full(rows), f"{op}/dup:samematrix-stride128", 2, arch=arch))
    # random rows in small and large windows
    for win in (256, 512, 2048, WINDOW):
        for t in range(2):
            rows = [rng.randrange(win // 16) * 16 for _ in range(used)]
            pats.append(_mk(op, full(rows), f"{op}/random:{win}-{t}", 1 if win <= 512 else 2, arch=arch))
    # lanes past the used ones hold addresses that would conflict: must not matter
    if n < 4:
        rows = [i * 16 for i in range(used)]
        pats.append(_mk(op, rows + [i * 128 for i in range(LANES - used)], f"{op}/unused-lanes-conflicting",
                        1, arch=arch))
    return _dedupe(pats)


def _dedupe(pats: list) -> list:
    seen, out = set(), []
    for p in pats:
        key = (p["op"], tuple(p["addresses"]), tuple(p.get("active", ())))
        if key in seen:
            continue
        seen.add(key)
        out.append(p)
    return out


# ----------------------------------------------------------------------------- the suite
def generate(seed: int = DEFAULT_SEED, ops=None, arch: str = "sm_90", max_tier: int = 2) -> list:
    """The calibration suite as a list of batch records (dicts), grouped by op, tier-1 first
    within each op.  Records carry a private ``_tier`` key; :func:`to_jsonl` drops it."""
    ops = list(ops) if ops is not None else all_ops()
    out = []
    for op in ops:
        pats = matrix_patterns(op, seed, arch) if op.startswith(("ldmatrix", "stmatrix")) \
            else ldst_patterns(op, seed, arch)
        pats = [p for p in pats if p["_tier"] <= max_tier]
        pats.sort(key=lambda p: p["_tier"])       # stable: keeps the family order inside a tier
        out.extend(pats)
    return out


def hint_patterns(arch: str = "sm_90") -> list:
    """The two measurements quoted in the core issue (H200): ld.shared.v4 with all lanes on the
    same 16 bytes (2 wavefronts), ld.shared.v2 with lanes paired on the same 8 bytes (1)."""
    return [_mk("ld.shared.v4.u32", [0] * LANES, "hint/v4-all-same", 0, arch=arch),
            _mk("ld.shared.v2.u32", [(i // 2) * 8 for i in range(LANES)], "hint/v2-pairs", 0, arch=arch)]


def to_jsonl(records) -> str:
    return "".join(json.dumps({k: v for k, v in r.items() if not k.startswith("_")}) + "\n"
                   for r in records)


def main(argv=None) -> int:  # pragma: no cover - convenience: python -m ldsopt.gpu.suite > suite.jsonl
    import sys
    recs = generate()
    sys.stdout.write(to_jsonl(recs))
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
