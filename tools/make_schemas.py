"""Write docs/schemas/<command>.json: the JSON Schema of every `--json` output, generated from the
contracts in ldsopt.contracts (tests/test_schemas.py checks that the files are current).

    python tools/make_schemas.py            # write
    python tools/make_schemas.py --check    # exit 1 when a file differs
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from ldsopt.contracts import COMMANDS, command_schema  # noqa: E402

OUT = ROOT / "docs" / "schemas"


def files() -> dict[str, str]:
    return {c.replace(" --", "-") + ".json": json.dumps(command_schema(c), indent=1) + "\n"
            for c in COMMANDS}


def main(argv: list[str]) -> int:
    want = files()
    if "--check" in argv:
        bad = [n for n, t in want.items() if not (OUT / n).is_file() or (OUT / n).read_text() != t]
        for n in bad:
            print(f"docs/schemas/{n} is not current: run python tools/make_schemas.py")
        return 1 if bad else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for n, t in want.items():
        (OUT / n).write_text(t)
    print(f"wrote {len(want)} schemas to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
