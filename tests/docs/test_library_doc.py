"""The scripts of docs/library.md run as written and print what their comments say (no server needed).

Each ``python`` block runs in a fresh namespace; every ``print(...)  # expected`` line must print exactly
``expected`` (one line each, in order).
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

DOCUMENT = Path(__file__).resolve().parents[2] / "docs" / "library.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)
EXPECTED = re.compile(r"^\s*print\(.*\)  # (.*)$")
SCRIPTS = BLOCK.findall(DOCUMENT.read_text(encoding="utf-8"))


def test_every_game_has_a_script() -> None:
    assert len(SCRIPTS) == 8
    assert all(EXPECTED.match(line) for script in SCRIPTS for line in script.splitlines() if "print(" in line)


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.splitlines()[0] for s in SCRIPTS])
def test_script_prints_what_it_says(script: str) -> None:
    expected = [m.group(1) for line in script.splitlines() if (m := EXPECTED.match(line))]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(script, str(DOCUMENT), "exec"), {"__name__": "__doc_example__"})
    assert printed.getvalue().splitlines() == expected
