"""The control-flow graph of a kernel, for both emulators: walk order, dominators, natural loops.

A front end gives the successors of each instruction (a list per instruction, index ``n`` standing
for "past the end", which has none); :func:`analyze` returns a :class:`Graph`:

- ``rank`` / ``by_rank``: the walk order, the same rule for both ISAs: every instruction after all
  the instructions that can jump or fall into it (the edges that go back in a depth-first walk,
  loops' back edges and the retreating edges of irreducible flow, aside), and among the blocks
  free to go next the first in program order (a topological order of the forward edges, Kahn's
  algorithm with the lowest address first); then the unreachable ones in program order, ``n``
  last.  Where no edge goes back in program order this is the program order itself.  The path
  engine runs the lowest rank first, so the paths of an unknown branch meet at their join before
  it runs, also where a compiler placed a block out of line after the join (after the kernel's
  end) and jumps back to it: a path can come back to an instruction another path of the same units
  already ran only over a loop's back edge (to its header).
- ``idom``: the immediate dominator of each reachable instruction (Cooper, Harvey and Kennedy,
  "A Simple, Fast Dominance Algorithm", 2001).
- ``loops``: the natural loops (Aho, Lam, Sethi and Ullman, "Compilers", 2nd ed., section 9.6.6): an
  edge u -> h is a back edge when h dominates u; the loop of header h is h and every instruction
  that reaches a back edge's source without passing h, one loop per header (back edges to one
  header form one loop).  A latch block placed before its loop header, as LLVM does, is part of
  the loop.  Natural loops are nested or disjoint.  ``retreating`` lists the targets of edges
  that go back in the depth-first order without being back edges (irreducible flow): the cycles
  through them are no natural loop, and :class:`ldsopt.simt.engine.Budget` bounds them by re-runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass
class Loop:
    """One natural loop: its header, the sources of its back edges, the instructions in it (a bool
    per instruction), where a unit leaving it after the followed iterations goes (``exit``: the
    last back edge's other way, else the first way out after the loop; None: no way out), and the
    loop around it (``parent``, None at the top)."""

    header: int
    latches: tuple
    body: np.ndarray
    exit: int | None
    parent: int | None = None

    @property
    def latch(self) -> int:
        """The last back edge's source."""
        return max(self.latches)


_EMPTY: frozenset = frozenset()


@dataclass
class Graph:
    """Walk order, dominators and natural loops of one control-flow graph (see the module text).
    ``succ``: the successors as given (a list per instruction, or the sparse form of
    :func:`analyze`)."""

    succ: object
    rank: list
    by_rank: list
    idom: list
    loops: list = field(default_factory=list)
    header_of: dict = field(default_factory=dict)   # loop header -> loop id
    retreating: frozenset = frozenset()             # targets of irreducible retreating edges
    block_of: object = None                         # instruction -> its basic block (an array)
    block_loops: list = field(default_factory=list)  # basic block -> frozenset of the loops holding it
    watch: frozenset = frozenset()                  # loop headers, retreating targets, loop exits

    def loop_set(self, pc: int) -> frozenset:
        """The loops holding instruction `pc`."""
        return self.block_loops[self.block_of[pc]] if self.block_loops else _EMPTY

    @property
    def loops_at(self) -> dict:
        """Instruction -> ids of the loops holding it (in loop order), for the instructions in a loop."""
        out = {}
        for lid, lp in enumerate(self.loops):
            for pc in np.flatnonzero(lp.body):
                out.setdefault(int(pc), []).append(lid)
        return out

    def loop_of_edge(self, u: int, v: int) -> int | None:
        """The loop whose back edge u -> v is (None: not a back edge)."""
        lid = self.header_of.get(v)
        if lid is not None and u in self.loops[lid].latches:
            return lid
        return None

    def loop_decided(self, u: int, a: int, b: int) -> int | None:
        """The innermost loop holding `u` whose way round a branch at `u` decides: one of its two
        ways (`a`, `b`; ``n`` is past the end) stays in the loop's body and the other leaves it
        (None: the branch decides no loop's way round).

        Examples
        --------
        >>> g = analyze([[1], [2], [3], [1, 4], [5], []])
        >>> g.loop_decided(3, 1, 4), g.loop_decided(1, 2, 2)
        (0, None)
        """
        best = None
        for lid in self.loop_set(u):
            body = self.loops[lid].body
            n = len(body)
            if (a < n and bool(body[a])) != (b < n and bool(body[b])):
                if best is None or body.sum() < self.loops[best].body.sum():
                    best = lid
        return best

    def way_round(self, u: int, a: int, b: int) -> int | None:
        """The loop whose way round a branch at `u` (to `a`, else on to `b`) decides:
        :meth:`loop_decided`, or the loop whose back edge ``u -> a`` is, taken from the middle of
        its body (a ``continue``: both ways stay in the loop).

        Examples
        --------
        >>> g = analyze([[1], [2], [1, 3], [1, 4], [5], []])    # 2 goes back to 1 or on to 3
        >>> g.loop_decided(2, 1, 3), g.way_round(2, 1, 3), g.way_round(3, 1, 4)
        (None, 0, 0)
        """
        lid = self.loop_decided(u, a, b)
        return lid if lid is not None else self.loop_of_edge(u, a)

    def inside(self, lid: int, other: int) -> bool:
        """Loop `other` lies inside loop `lid` (a loop lies inside itself)."""
        while other is not None:
            if other == lid:
                return True
            other = self.loops[other].parent
        return False


def analyze(succ, walk_order: bool = True, n: int | None = None) -> Graph:
    """The :class:`Graph` of `succ`: the successors of each instruction, a list per instruction
    (``len(succ) - 1`` = past the end, which has none), or sparse, a dict holding only the
    instructions that do not just fall through to the next (`n`: the number of instructions).
    ``walk_order=False``: a graph with no edge going back in program order is answered without
    dominators and loops (``idom`` empty, ``rank`` the program order, which is then the walk order).

    Examples
    --------
    A loop 1 -> 2 -> 3 -> 1 whose test at 3 also leaves to 4, reached from 0:

    >>> g = analyze([[1], [2], [3], [1, 4], [5], []])
    >>> [(l.header, l.latches, np.flatnonzero(l.body).tolist(), l.exit) for l in g.loops]
    [(1, (3,), [1, 2, 3], 4)]
    >>> g.idom[:5], g.loop_of_edge(3, 1), g.loop_of_edge(0, 1), sorted(g.loop_set(2))
    ([0, 0, 1, 2, 3], 0, None, [0])
    >>> analyze({3: [1, 4]}, n=5).loops[0].body.tolist()         # the same graph, sparse
    [False, True, True, True, False]
    """
    if isinstance(succ, dict):
        flow = succ
        succ_of = (lambda u: flow.get(u, (u + 1,)))  # noqa: E731
    else:
        n = len(succ) - 1
        flow = {u: s for u, s in enumerate(succ[:n]) if len(s) != 1 or s[0] != u + 1}
        succ_of = succ.__getitem__
    if not walk_order and all(v > u for u, s in flow.items() for v in s):
        # no edge goes back in program order: no cycle, no loop, and the walk order is the
        # program order
        order = list(range(n + 1))
        return Graph(succ, order, order, [])
    if n == 0:
        return Graph(succ, [0], [0], [0])
    # basic blocks: the analysis runs over blocks and is spread over their instructions
    lead = {0, n}
    for u, su in flow.items():
        lead.update(su)
        lead.add(u + 1)
    starts = sorted(x for x in lead if 0 <= x <= n)          # the last block is "past the end"
    nb = len(starts) - 1
    sa = np.array(starts + [n + 1])
    sizes = sa[1:] - sa[:-1]
    bof = np.repeat(np.arange(nb + 1), sizes)
    ends = [starts[b + 1] - 1 for b in range(nb)]
    bidx = {x: b for b, x in enumerate(starts)}             # every way out of a block starts one
    bsucc = [list(dict.fromkeys([bidx[v] for v in succ_of(ends[b])])) for b in range(nb)] + [[]]
    bpost = reverse_postorder(bsucc)
    bidom = dominators(bsucc, bpost)
    reach = np.zeros(nb + 1, bool)
    reach[bpost] = True
    blocks = forward_order(bsucc, bpost)
    seen = set(blocks)
    blocks = [b for b in blocks if b != nb] + [b for b in range(nb) if b not in seen]
    if blocks == list(range(nb)):
        order = rank = list(range(n + 1))
    else:
        order = np.concatenate([np.arange(starts[b], ends[b] + 1) for b in blocks] + [np.array([n])]).tolist()
        rank_a = np.empty(n + 1, np.int64)
        rank_a[order] = np.arange(n + 1)
        rank = rank_a.tolist()
    idom_a = np.arange(-1, n, dtype=np.int64)
    bd = np.array(bidom, np.int64)
    lead_idom = np.where(bd == np.arange(nb + 1), starts, np.array(ends + [n], np.int64)[np.maximum(bd, 0)])
    idom_a[starts] = lead_idom
    idom_a[~np.repeat(reach, sizes)] = -1
    g = Graph(succ, rank, order, idom_a.tolist())
    g.block_of = bof
    _natural_loops(g, n, bsucc, bidom, bpost, starts, ends, succ_of)
    return g


def reverse_postorder(succ: list) -> list:
    """Instructions reachable from the first, in reverse post-order of a depth-first walk."""
    n = len(succ) - 1
    if not n:
        return []
    seen = [False] * (n + 1)
    post = []
    stack = [(0, 0)]
    seen[0] = True
    while stack:
        node, k = stack[-1]
        if k < len(succ[node]):
            stack[-1] = (node, k + 1)
            nxt = succ[node][k]
            if not seen[nxt]:
                seen[nxt] = True
                stack.append((nxt, 0))
        else:
            stack.pop()
            post.append(node)
    return list(reversed(post))


def forward_order(succ: list, rpo: list) -> list:
    """The reachable nodes (`rpo`: their reverse post-order) in the walk order: a topological order
    of the forward edges (those an edge going back in `rpo`, or to itself, is not), the lowest
    node number (program order) first among the nodes whose forward predecessors all came.

    Examples
    --------
    A block placed after the end (3) that jumps back to 1, reached from 0:

    >>> forward_order([[1, 3], [2], [], [1]], [0, 3, 1, 2])
    [0, 3, 1, 2]
    """
    import heapq
    pos = {v: i for i, v in enumerate(rpo)}
    need = dict.fromkeys(rpo, 0)
    fwd = {}
    for u in rpo:
        out = [v for v in succ[u] if v in pos and pos[v] > pos[u]]
        fwd[u] = out
        for v in out:
            need[v] += 1
    ready = [v for v in rpo if need[v] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        u = heapq.heappop(ready)
        order.append(u)
        for v in fwd[u]:
            need[v] -= 1
            if need[v] == 0:
                heapq.heappush(ready, v)
    return order


def dominators(succ: list, order: list) -> list:
    """Immediate dominator of each instruction reachable from the first (`order`: the reverse
    post-order); -1 where unreachable, the first instruction its own."""
    n = len(succ)
    pos = {v: i for i, v in enumerate(order)}
    preds: list = [[] for _ in range(n)]
    for u in order:
        for v in succ[u]:
            preds[v].append(u)
    idom = [-1] * n
    if not order:
        return idom
    idom[order[0]] = order[0]
    changed = True
    while changed:
        changed = False
        for v in order[1:]:
            new = -1
            for u in preds[v]:
                if idom[u] < 0:
                    continue
                if new < 0:
                    new = u
                    continue
                a, b = u, new
                while a != b:
                    while pos[a] > pos[b]:
                        a = idom[a]
                    while pos[b] > pos[a]:
                        b = idom[b]
                new = a
            if new >= 0 and idom[v] != new:
                idom[v] = new
                changed = True
    return idom


def _natural_loops(g: Graph, n: int, bsucc: list, bidom: list, bpost: list, starts: list, ends: list,
                   succ_of) -> None:
    nb = len(bsucc) - 1
    pos = {v: i for i, v in enumerate(bpost)}

    def dominates(h, u):
        # h dominates u: h lies on u's chain of immediate dominators (only asked for edges that go
        # back in the depth-first order, a few per loop; blocks keep the chains short)
        while True:
            if u == h:
                return True
            d = bidom[u]
            if d == u or d < 0:
                return False
            u = d
    back: dict = {}
    retreating = set()
    for u in bpost:
        pu = pos[u]
        for h in bsucc[u]:
            if h >= nb or pos[h] > pu:
                continue
            if dominates(h, u):
                back.setdefault(h, []).append(u)
            else:
                retreating.add(starts[h])
    g.retreating = frozenset(retreating)
    preds: list = [[] for _ in range(nb + 1)]
    for u in range(nb):
        for v in bsucc[u]:
            preds[v].append(u)
    sa = np.array(starts)
    sizes = sa[1:] - sa[:-1]
    bodies: list = []
    for h in sorted(back):
        bbody = np.zeros(nb, bool)
        bbody[h] = True
        stack = [u for u in back[h] if not bbody[u]]
        for u in stack:
            bbody[u] = True
        while stack:
            v = stack.pop()
            for u in preds[v]:
                if not bbody[u] and bidom[u] >= 0:
                    bbody[u] = True
                    stack.append(u)
        body = np.repeat(bbody, sizes)
        latches = tuple(sorted(ends[u] for u in back[h]))
        exit_pc = None
        for u in reversed(latches):
            out = [x for x in succ_of(u) if x >= n or not body[x]]
            if out:
                exit_pc = out[0]
                break
        if exit_pc is None:
            outs = sorted({x for b in np.flatnonzero(bbody) for x in succ_of(ends[b]) if x >= n or not body[x]})
            last = int(np.flatnonzero(body).max())
            after = [x for x in outs if x > last]
            exit_pc = after[0] if after else (outs[-1] if outs else None)
        g.header_of[starts[h]] = len(g.loops)
        g.loops.append(Loop(starts[h], latches, body, exit_pc))
        bodies.append(bbody)
    # nesting: the parent of a loop is the smallest other loop holding its header
    size = [int(lp.body.sum()) for lp in g.loops]
    for lid, lp in enumerate(g.loops):
        best = None
        for oid, o in enumerate(g.loops):
            if oid != lid and o.body[lp.header] and (best is None or size[oid] < size[best]):
                best = oid
        lp.parent = best
    # where the loop bookkeeping has work: headers, retreating targets, and the first instruction
    # of each block a loop's body leaves to (a unit outside a body got there through one of them)
    exits = {starts[v] for bb in bodies for u in np.flatnonzero(bb).tolist() for v in bsucc[u]
             if v < nb and not bb[v]}
    g.watch = frozenset(g.header_of) | g.retreating | frozenset(exits)
    if bodies:
        m = np.array(bodies)                               # loops x blocks
        g.block_loops = [_EMPTY] * (nb + 1)
        seen: dict = {}
        for b in np.flatnonzero(m.any(axis=0)).tolist():
            key = m[:, b].tobytes()
            fs = seen.get(key)
            if fs is None:
                fs = seen[key] = frozenset(np.flatnonzero(m[:, b]).tolist())
            g.block_loops[b] = fs
