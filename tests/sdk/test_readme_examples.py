"""The examples of sdk/README.md run as written against a live gunicorn, and print what their comments say.

The README's Python blocks run in order in one namespace (a later block may use what an earlier one made), with
the documented address replaced by the live server's. Every ``print(...)  # expected`` line must print exactly
``expected``.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path
from typing import Any

import pytest

README = Path(__file__).resolve().parents[2] / "sdk" / "README.md"
DOCUMENTED_ADDRESS = "http://127.0.0.1:8000"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)
EXPECTED = re.compile(r"^\s*print\(.*\)\s+# (.*)$")

pytestmark = pytest.mark.integration


def python_blocks(text: str) -> list[str]:
    """The Python code blocks of a Markdown text, in order."""
    return BLOCK.findall(text)


def expected_output(block: str) -> list[str]:
    """What the block's commented ``print`` lines say they print, in order."""
    return [m.group(1).strip() for line in block.splitlines() if (m := EXPECTED.match(line))]


def test_the_readme_has_examples_with_expected_output() -> None:
    blocks = python_blocks(README.read_text(encoding="utf-8"))
    assert len(blocks) >= 5
    assert sum(len(expected_output(block)) for block in blocks) >= 10
    for block in blocks:  # every print states what it prints
        prints = [line for line in block.splitlines() if line.lstrip().startswith("print(")]
        assert len(prints) == len(expected_output(block)), block


def test_the_readme_examples_run_and_print_what_they_say(live_server: Any) -> None:
    namespace: dict[str, Any] = {"__name__": "readme"}
    for number, block in enumerate(python_blocks(README.read_text(encoding="utf-8")), start=1):
        code = block.replace(DOCUMENTED_ADDRESS, live_server.url)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(compile(code, f"sdk/README.md block {number}", "exec"), namespace)
        assert printed.getvalue().splitlines() == expected_output(block), f"block {number}:\n{block}"
