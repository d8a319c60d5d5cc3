# A persistent GEMM over groups of problems read from pointer arrays: the number of tiles of each
# group and its K come from memory, so both loops have data-dependent trip counts
# (tests/test_isa_emu_paths.py).  Written for ldsopt.
import triton
import triton.language as tl


@triton.jit
def ptr_walk_gemm(a_ptrs, b_ptrs, c_ptrs, tiles_per_group, ks, n_groups, stride,
                  PROGRAMS: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    base = 0
    for grp in range(n_groups):
        n_t = tl.load(tiles_per_group + grp)
        kdim = tl.load(ks + grp)
        t = pid - base
        while t < n_t:
            a = tl.load(a_ptrs + grp).to(tl.pointer_type(tl.float16))
            b = tl.load(b_ptrs + grp).to(tl.pointer_type(tl.float16))
            c = tl.load(c_ptrs + grp).to(tl.pointer_type(tl.float16))
            rm = t * BM + tl.arange(0, BM)
            rn = tl.arange(0, BN)
            rk = tl.arange(0, BK)
            acc = tl.zeros((BM, BN), dtype=tl.float32)
            for k0 in range(0, kdim, BK):
                x = tl.load(a + rm[:, None] * stride + (k0 + rk)[None, :])
                y = tl.load(b + (k0 + rk)[:, None] * stride + rn[None, :])
                acc += tl.dot(x, y)
            tl.store(c + rm[:, None] * stride + rn[None, :], acc.to(tl.float16))
            t += PROGRAMS
        base += n_t
