"""``make test`` runs the tests marked ``serial`` alone, after the others, and collects for that run only the folders
the Makefile names (``SERIAL_TESTS``): collecting the whole suite again costs most of a minute. Every test module
that marks tests serial must therefore be in one of those folders."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MARKED = re.compile(r"pytest\.mark\.serial\b")


def serial_folders() -> list[Path]:
    found = re.search(r"^SERIAL_TESTS\s*:?=(.*)$", (ROOT / "Makefile").read_text(encoding="utf-8"), re.MULTILINE)
    assert found, "the Makefile names no SERIAL_TESTS"
    return [ROOT / name for name in found.group(1).split()]


def modules_marking_serial_tests() -> list[Path]:
    this = Path(__file__).resolve()
    return [path for path in sorted((ROOT / "tests").rglob("test_*.py"))
            if path.resolve() != this and MARKED.search(path.read_text(encoding="utf-8"))]


def test_every_module_with_serial_tests_is_in_a_folder_the_serial_run_collects() -> None:
    folders = serial_folders()
    assert folders and all(folder.is_dir() for folder in folders)
    marked = modules_marking_serial_tests()
    assert len(marked) >= 5  # the fault and topology tests, at least
    outside = [str(path.relative_to(ROOT)) for path in marked if not any(path.is_relative_to(f) for f in folders)]
    assert outside == [], "add their folders to SERIAL_TESTS in the Makefile"


def test_the_check_sees_a_marked_module(tmp_path: Path) -> None:
    module = tmp_path / "test_x.py"
    module.write_text("import pytest\npytestmark = [pytest.mark.integration, pytest.mark.serial]\n", encoding="utf-8")
    assert MARKED.search(module.read_text(encoding="utf-8"))
    assert not MARKED.search("pytest.mark.serialize")
