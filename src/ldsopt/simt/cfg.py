"""The control-flow graph of a kernel, for both emulators: walk order, dominators, natural loops.

A front end gives the successors of each instruction (a list per instruction, index ``n`` standing
for "past the end", which has none); :func:`analyze` returns a :class:`Graph`:

- ``rank`` / ``by_rank``: reverse post-order from the first instruction (every instruction after
  all the instructions that can jump or fall into it, back edges of loops aside), then the
  unreachable ones in program order, ``n`` last.  The path engine runs the lowest rank first, so
  the paths of an unknown branch meet at their join before it runs, also where a compiler placed a
  block out of line after the join and jumps back.
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


@dataclass
class Graph:
    """Walk order, dominators and natural loops of one control-flow graph (see the module text)."""

    succ: list
    rank: list
    by_rank: list
    idom: list
    loops: list = field(default_factory=list)
    loops_at: dict = field(default_factory=dict)    # instruction -> ids of the loops holding it
    header_of: dict = field(default_factory=dict)   # loop header -> loop id
    retreating: frozenset = frozenset()             # targets of irreducible retreating edges

    def loop_of_edge(self, u: int, v: int) -> int | None:
        """The loop whose back edge u -> v is (None: not a back edge)."""
        lid = self.header_of.get(v)
        if lid is not None and u in self.loops[lid].latches:
            return lid
        return None

    def inside(self, lid: int, other: int) -> bool:
        """Loop `other` lies inside loop `lid` (a loop lies inside itself)."""
        while other is not None:
            if other == lid:
                return True
            other = self.loops[other].parent
        return False


def analyze(succ: list) -> Graph:
    """The :class:`Graph` of `succ` (successors per instruction, ``len(succ) - 1`` = past the end).

    Examples
    --------
    A loop 1 -> 2 -> 3 -> 1 whose test at 3 also leaves to 4, reached from 0:

    >>> g = analyze([[1], [2], [3], [1, 4], [5], []])
    >>> [(l.header, l.latches, np.flatnonzero(l.body).tolist(), l.exit) for l in g.loops]
    [(1, (3,), [1, 2, 3], 4)]
    >>> g.idom[:5], g.loop_of_edge(3, 1), g.loop_of_edge(0, 1)
    ([0, 0, 1, 2, 3], 0, None)
    """
    n = len(succ) - 1
    post = reverse_postorder(succ)
    seen = set(post)
    order = [x for x in post if x != n] + [i for i in range(n) if i not in seen] + [n]
    rank = [0] * (n + 1)
    for r, i in enumerate(order):
        rank[i] = r
    idom = dominators(succ, post)
    g = Graph(succ, rank, order, idom)
    _natural_loops(g, n, post)
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


def _tree_clock(idom: list, n: int):
    """Entry and exit numbers of one walk of the dominator tree: h dominates u exactly when u's
    interval lies in h's (walking u's dominators up instead is quadratic on straight-line code)."""
    kids: list = [[] for _ in range(n + 1)]
    for v, d in enumerate(idom):
        if d >= 0 and d != v:
            kids[d].append(v)
    t_in = [-1] * (n + 1)
    t_out = [-1] * (n + 1)
    clock = 0
    for root in (v for v, d in enumerate(idom) if d == v):
        stack = [(root, 0)]
        while stack:
            v, k = stack.pop()
            if k == 0:
                t_in[v] = clock
                clock += 1
            if k < len(kids[v]):
                stack.append((v, k + 1))
                stack.append((kids[v][k], 0))
            else:
                t_out[v] = clock
                clock += 1
    return t_in, t_out


def _natural_loops(g: Graph, n: int, post: list) -> None:
    succ, idom = g.succ, g.idom
    t_in, t_out = _tree_clock(idom, n)

    def dominates(h, u):
        return t_in[h] >= 0 and t_in[u] >= 0 and t_in[h] <= t_in[u] and t_out[u] <= t_out[h]
    back: dict = {}
    order_pos = {v: i for i, v in enumerate(post)}
    retreating = set()
    for u in range(n):
        if idom[u] < 0:
            continue
        for h in succ[u]:
            if h >= n:
                continue
            if dominates(h, u):
                back.setdefault(h, []).append(u)
            elif order_pos.get(h, -1) <= order_pos.get(u, -1):
                retreating.add(h)
    g.retreating = frozenset(retreating)
    preds: list = [[] for _ in range(n + 1)]
    for u in range(n):
        for v in succ[u]:
            preds[v].append(u)
    for h in sorted(back):
        body = np.zeros(n, bool)
        body[h] = True
        stack = [u for u in back[h] if not body[u]]
        for u in stack:
            body[u] = True
        while stack:
            v = stack.pop()
            for u in preds[v]:
                if not body[u] and idom[u] >= 0:
                    body[u] = True
                    stack.append(u)
        latches = tuple(sorted(back[h]))
        exit_pc = None
        for u in reversed(latches):
            out = [x for x in succ[u] if x >= n or not body[x]]
            if out:
                exit_pc = out[0]
                break
        if exit_pc is None:
            outs = sorted({x for u in np.nonzero(body)[0] for x in succ[u] if x >= n or not body[x]})
            last = int(np.nonzero(body)[0].max())
            after = [x for x in outs if x > last]
            exit_pc = after[0] if after else (outs[-1] if outs else None)
        g.header_of[h] = len(g.loops)
        g.loops.append(Loop(h, latches, body, exit_pc))
    # nesting: the parent of a loop is the smallest other loop holding its header
    for lid, lp in enumerate(g.loops):
        best = None
        for oid, o in enumerate(g.loops):
            if oid != lid and o.body[lp.header] and (best is None or o.body.sum() < g.loops[best].body.sum()):
                best = oid
        lp.parent = best
    for lid, lp in enumerate(g.loops):
        for pc in np.flatnonzero(lp.body):
            g.loops_at.setdefault(int(pc), []).append(lid)
