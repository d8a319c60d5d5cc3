"""The header of ``ldsopt analyze``'s text says which loop iterations its totals cover."""

from ldsopt.render.analyze_text import format_kernel
from ldsopt.results import Access, Kernel, Unit


def _kernel(iterations):
    units = tuple(Unit(0, "ok", 8, 4, 4, 2, iteration=i) for i in iterations)
    acc = Access("k.hip:3", "ds_read_b32 v1, v0", 3, 8 * len(units), 4 * len(units), 4 * len(units),
                 2, True, units=units)
    return Kernel("k", "gfx942", "hip", "k.hip", (64, 1, 1), {}, (acc,))


def test_one_iteration_says_first_iteration():
    head = format_kernel(_kernel([1])).splitlines()[2]
    assert "8 LDS cycles" in head and "first loop iteration" in head


def test_several_iterations_say_so_with_the_count():
    head = format_kernel(_kernel([1, 2, 3])).splitlines()[2]
    assert "24 LDS cycles" in head and "loop iterations 1 to 3" in head
    assert "first loop iteration" not in head
