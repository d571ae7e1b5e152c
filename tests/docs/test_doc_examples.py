"""The examples of the integrator documents run as written against a live gunicorn and print what they say.

Each document's fenced blocks run in order, in a fresh directory, with the documented address replaced by the
live server's: ``python`` blocks in one namespace per document (a later block uses what an earlier one made; every
``print(...)  # expected`` line must print exactly ``expected``), ``sh`` blocks as shell commands (each must
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


def shell_commands(block: str) -> list[str]:
    """The commands of a shell block (a line ending with a backslash continues on the next)."""
    return [command for command in block.replace("\\\n", " ").splitlines() if command.strip()]


def run_python(code: str, namespace: dict[str, Any], where: str) -> list[str]:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, where, "exec"), namespace)
    return printed.getvalue().splitlines()


def run_shell(command: str, where: str) -> None:
    """Run a documented command; every curl in it reports its status after its output."""
    assert "curl " in command, f"{where}: only curl commands are documented: {command}"
    marked = command.replace("curl ", f"curl -w '\\n{STATUS_MARK}%{{http_code}}\\n' ")
    done = subprocess.run(["bash", "-o", "pipefail", "-c", marked], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"{where}: {command}\n{done.stderr}"
    statuses = [line.removeprefix(STATUS_MARK) for line in done.stdout.splitlines() if line.startswith(STATUS_MARK)]
    assert statuses and all(s.startswith("2") for s in statuses), f"{where}: {command}\n{done.stdout[-2000:]}"


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
            for command in shell_commands(text):
                run_shell(command.replace(DOCUMENTED_ADDRESS, address), where)
        elif language == "kiaak":
            (tmp_path / "game.kiaak").write_text(text, encoding="utf-8")
