"""The top-level splitter shared by the SASS and TTGIR readers, against a character-by-character
reference (the straightforward loop it replaced), on random text made of brackets, separators,
spaces and letters."""

from hypothesis import given, settings, strategies as st

from ldsopt.textsplit import split_top


def reference(text, sep=",", opens="<[{(", closes=">]})"):
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in opens:
            depth += 1
        elif ch in closes:
            depth = max(depth - 1, 0)
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def test_sass_operands():
    assert split_top("R1, [R2+0x10], c[0x0][0x160]", ",", "[(", "])") == \
        ["R1", "[R2+0x10]", "c[0x0][0x160]"]


def test_unbalanced_closer_and_empty_pieces():
    assert split_top("a], b,, c,") == ["a]", "b", "", "c"]
    assert split_top("f(a, b), <c, d>") == ["f(a, b)", "<c, d>"]
    assert split_top("   ") == []


@settings(max_examples=400)
@given(st.text(alphabet="ab ,;[](){}<>\t", max_size=40), st.sampled_from([",", ";", " "]))
def test_equals_reference(text, sep):
    assert split_top(text, sep) == reference(text, sep)
    assert split_top(text, sep, "[(", "])") == reference(text, sep, "[(", "])")
