"""The examples of the integrator documents run as written against a live gunicorn and print what they say.

Each document's fenced blocks run in order, in a fresh directory, with the documented address replaced by the
live server's: ``python`` blocks in one namespace per document (a later block uses what an earlier one made; every
``print(...)  # expected`` line must print exactly ``expected``), ``sh`` blocks as shell scripts (each must
exit 0 and every curl in it must get a 2xx answer), and a ``kiaak`` block is saved as ``game.kiaak``, as the
document tells its reader to do.
"""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = ["README.md", "sdk/README.md", "docs/quickstart.md"]
DOCUMENTED_ADDRESS = "127.0.0.1:8000"
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```", re.DOTALL | re.MULTILINE)
EXPECTED = re.compile(r"^\s*print\(.*\)\s+# (.*)$")
STATUS_MARK = "@@status:"

pytestmark = pytest.mark.integration


def blocks(document: str) -> list[tuple[str, str]]:
    """The fenced blocks of a Markdown document: (language, text), in order."""
    return BLOCK.findall((ROOT / document).read_text(encoding="utf-8"))


def expected_output(block: str) -> list[str]:
    """What the block's commented ``print`` lines say they print, in order."""
    return [m.group(1).strip() for line in block.splitlines() if (m := EXPECTED.match(line))]


def run_python(code: str, namespace: dict[str, Any], where: str) -> list[str]:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, where, "exec"), namespace)
    return printed.getvalue().splitlines()


def run_shell(script: str, where: str) -> None:
    """Run a documented shell block; every curl in it must get a 2xx answer (each reports its status)."""
    curls = script.count("curl ")
    assert curls, f"{where}: only curl commands are documented:\n{script}"
    marked = script.replace("curl ", f"curl -w '\\n{STATUS_MARK}%{{http_code}}\\n' ")
    done = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", marked], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, f"{where}:\n{script}\n{done.stderr}"
    statuses = [line.removeprefix(STATUS_MARK) for line in done.stdout.splitlines() if line.startswith(STATUS_MARK)]
    assert len(statuses) == curls and all(s.startswith("2") for s in statuses), f"{where}:\n{script}\n" \
        f"{done.stdout[-2000:]}"


@pytest.mark.parametrize("document", DOCUMENTS)
def test_every_print_states_what_it_prints(document: str) -> None:
    found = blocks(document)
    assert sum(len(expected_output(text)) for language, text in found if language == "python") >= 2
    for language, text in found:
        if language == "python":
            prints = [line for line in text.splitlines() if line.lstrip().startswith("print(")]
            assert len(prints) == len(expected_output(text)), text


@pytest.mark.parametrize("document", DOCUMENTS)
def test_the_examples_run_and_print_what_they_say(
    document: str, live_server: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if any(language == "sh" for language, _ in blocks(document)) and shutil.which("curl") is None:
        pytest.fail("the documents' examples use curl: install it (apt-get install curl)")
    monkeypatch.chdir(tmp_path)
    address = live_server.url.removeprefix("http://")
    namespace: dict[str, Any] = {"__name__": "example"}
    for number, (language, text) in enumerate(blocks(document), start=1):
        where = f"{document} block {number}"
        if language == "python":
            printed = run_python(text.replace(DOCUMENTED_ADDRESS, address), namespace, where)
            assert printed == expected_output(text), f"{where}:\n{text}"
        elif language == "sh":
            run_shell(text.replace(DOCUMENTED_ADDRESS, address), where)
        elif language == "kiaak":
            (tmp_path / "game.kiaak").write_text(text, encoding="utf-8")
