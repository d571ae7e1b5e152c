"""``adjudicator serve`` and ``adjudicator bench`` from any working directory: the production gunicorn configuration
and the conformance files are found from the package, and what is missing is named, never a traceback."""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator import cli

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "deploy" / "gunicorn.conf.py"
CONFORMANCE = ROOT.parent / "shared" / "conformance" / "cetkaik"


def serve_args(config: str | None = None) -> argparse.Namespace:
    return argparse.Namespace(config=config, bind=None, workers=None)


def run_cli(cwd: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ADJ_PURE_PYTHON": "1"}
    return subprocess.run([sys.executable, "-m", "adjudicator.cli", *argv], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=600, check=False)


def test_serve_finds_the_production_configuration_from_another_directory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ADJ_GUNICORN_CONFIG", raising=False)
    found, _ = cli.find_gunicorn_config()
    assert found == CONFIG
    argv = cli.gunicorn_argv(serve_args())
    assert argv[:3] == ["gunicorn", "-c", str(CONFIG)]
    assert argv[-1] == "adjudicator.web:create_app()"
    assert capsys.readouterr().err == ""  # nothing to warn about


def test_the_configuration_under_the_working_directory_and_the_environment(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "REPO_DIR", tmp_path / "installed-elsewhere")  # a wheel install: no repository
    monkeypatch.delenv("ADJ_GUNICORN_CONFIG", raising=False)
    (tmp_path / "deploy").mkdir()
    (tmp_path / "deploy" / "gunicorn.conf.py").write_text("workers = 3\n")
    assert cli.find_gunicorn_config(cwd=tmp_path)[0] == tmp_path / "deploy" / "gunicorn.conf.py"  # the image's layout
    other = tmp_path / "mine.conf.py"
    other.write_text("workers = 1\n")
    monkeypatch.setenv("ADJ_GUNICORN_CONFIG", str(other))
    assert cli.find_gunicorn_config(cwd=tmp_path)[0] == other


def test_without_any_configuration_serve_says_so_and_keeps_the_production_workers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(cli, "REPO_DIR", tmp_path / "installed-elsewhere")
    monkeypatch.delenv("ADJ_GUNICORN_CONFIG", raising=False)
    monkeypatch.setenv("ADJ_BIND", "127.0.0.1:8123")
    argv = cli.gunicorn_argv(serve_args(), cwd=tmp_path)
    assert "-c" not in argv
    assert argv[argv.index("--worker-class") + 1] == "gthread"  # not gunicorn's default: one sync worker
    assert argv[argv.index("--bind") + 1] == "127.0.0.1:8123"
    warning = capsys.readouterr().err
    assert "warning" in warning and str(tmp_path / "deploy" / "gunicorn.conf.py") in warning


def test_an_explicit_configuration_that_is_not_there_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match=re.escape(f"no gunicorn configuration at {tmp_path / 'nope.conf.py'}")):
        cli.gunicorn_argv(serve_args("nope.conf.py"), cwd=tmp_path)


def test_bench_help_from_another_directory(tmp_path: Path) -> None:
    done = run_cli(tmp_path, "bench", "hot-paths", "--help")
    assert done.returncode == 0, done.stderr
    assert "--conformance" in done.stdout and "Traceback" not in done.stderr


def test_bench_names_the_missing_conformance_directory(tmp_path: Path) -> None:
    done = run_cli(tmp_path, "bench", "hot-paths", "--conformance", "nowhere", "--repeat", "1")
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert f"no Cetkaik conformance directory at {tmp_path / 'nowhere'}" in done.stderr
    empty = tmp_path / "empty"
    empty.mkdir()
    done = run_cli(tmp_path, "bench", "hot-paths", "--conformance", "empty", "--repeat", "1")
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert f"missing {empty / 'hands.jsonl.gz'}" in done.stderr


def test_the_conformance_files_are_found_beside_the_repository_from_anywhere(tmp_path: Path) -> None:
    assert cli.find_conformance(None, cwd=tmp_path) == CONFORMANCE.resolve()


def test_a_tiny_bench_from_another_directory_reports_its_stages(tmp_path: Path) -> None:
    with gzip.open(CONFORMANCE / "moves-alpha.jsonl.gz", "rt", encoding="utf-8") as f:
        lines = [next(f) for _ in range(3)]
    with gzip.open(tmp_path / "tiny.jsonl.gz", "wt", encoding="utf-8") as f:
        f.writelines(lines)
    done = run_cli(tmp_path, "bench", "moves", "--corpus", "tiny.jsonl.gz", "--repeat", "1")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    result = json.loads(done.stdout)
    assert result["positions"] == 3 and result["build"] == "pure"
    assert "bench: reading tiny.jsonl.gz" in done.stderr
    assert "bench: legal moves of 3 positions, best of 1 passes" in done.stderr
