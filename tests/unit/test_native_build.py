"""The compiled (mypyc) or pure build of the rules library: which one is loaded, and that stale builds never run."""

from __future__ import annotations

import gzip
import importlib
import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import adjudicator
from adjudicator import cli, native

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "conformance" / "cetkaik" / "moves-alpha-full.jsonl.gz"
SO = importlib.machinery.EXTENSION_SUFFIXES[0]
RULES_MODULES = ["adjudicator.games.cetkaik.movegen", "adjudicator.games.lauzait_cep.hiring",
                 "adjudicator.games.utage.lord", "adjudicator.render.cetkaik_svg"]


def test_the_expected_build_is_loaded() -> None:
    """With a C compiler (ADJ_PURE_PYTHON unset or 0) the install compiles the rules library: it must be what runs."""
    expected = "compiled" if native.c_compiler_available() and not native.pure_requested() else "pure"
    assert native.BUILD == adjudicator.BUILD == expected, f"{native.REASON} (build it: make test, or pip install -e .)"
    for name in RULES_MODULES:
        importlib.import_module(name)
    loaded = native.loaded_build()
    assert set(RULES_MODULES) <= set(loaded)
    excluded = {m[: -len(".py")].replace("/", ".") for m in native.EXCLUDED}
    assert {name: build for name, build in loaded.items() if build != expected and name not in excluded} == {}


def _package(tmp_path: Path, sources: dict[str, str], compiled: bool = True) -> Path:
    """Lay out a fake install: sources, one extension file per source, and the manifest of the build."""
    for relative, text in sources.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if compiled and relative not in native.EXCLUDED:
            path.with_name(path.stem + SO).write_bytes(b"")
    modules = native.source_modules(tmp_path)
    manifest = {"build": "compiled", "mypy": "test", "modules": native.source_hashes(tmp_path, modules)}
    (tmp_path / "adjudicator" / native.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    return tmp_path


SOURCES = {
    "adjudicator/games/__init__.py": "",
    "adjudicator/games/rules.py": "X = 1\n",
    "adjudicator/render/__init__.py": "",
    "adjudicator/render/svg.py": "Y = 2\n",
    **{m: "" for m in native.EXCLUDED},
}


def test_matching_sources_load_the_compiled_build(tmp_path: Path) -> None:
    root = _package(tmp_path, SOURCES)
    assert native.check(root, {native.PURE_ENV: "0"})[0] == "compiled"


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda root: (root / "adjudicator/games/rules.py").write_text("X = 3\n"), "stale"),
        (lambda root: (root / "adjudicator/games/new.py").write_text("Z = 1\n"), "stale"),
        (lambda root: (root / "adjudicator/render/svg.py").unlink(), "stale"),
        (lambda root: (root / f"adjudicator/games/rules{SO}").unlink(), "missing"),
        (lambda root: (root / "adjudicator" / native.MANIFEST).unlink(), "no compiled build"),
        (lambda root: [(root / f"{m[:-3]}{SO}").write_bytes(b"") for m in native.EXCLUDED], "left from an older"),
    ],
    ids=["edited", "added", "removed", "extension-missing", "no-manifest", "excluded-module-compiled"],
)
def test_a_build_older_than_its_sources_is_never_loaded(tmp_path: Path, change: object, reason: str) -> None:
    root = _package(tmp_path, SOURCES)
    change(root)  # type: ignore[operator]
    build, why = native.check(root, {native.PURE_ENV: "0"})
    assert build == "pure" and reason in why
    if reason == "stale":
        assert "rebuild" in why and "adjudicator/" in why


def test_ADJ_PURE_PYTHON_ignores_the_compiled_modules(tmp_path: Path) -> None:
    root = _package(tmp_path, SOURCES)
    assert native.check(root, {native.PURE_ENV: "1"}) == ("pure", "ADJ_PURE_PYTHON=1: compiled modules ignored")
    assert native.check(root, {native.PURE_ENV: "0"})[0] == "compiled"


def test_the_source_only_finder_skips_extension_modules(tmp_path: Path) -> None:
    """A package with both ``mod.py`` and a (broken) ``mod<ext>``: the finder picks the source."""
    package = tmp_path / "pkg_native_test"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "mod.py").write_text("WHERE = 'source'\n")
    (package / f"mod{SO}").write_bytes(b"not an extension module")
    finder = native.SourceOnlyFinder(["pkg_native_test"])
    spec = finder.find_spec("pkg_native_test.mod", [str(package)])
    assert spec is not None and spec.origin == str(package / "mod.py")
    assert finder.find_spec("json.decoder", None) is None
    assert finder.find_spec("other.mod", [str(package)]) is None


def _run(*argv: str, pure: bool) -> str:
    env = {**os.environ, native.PURE_ENV: "1" if pure else "0"}
    return subprocess.run([sys.executable, *argv], env=env, check=True, capture_output=True, text=True).stdout


def test_ADJ_PURE_PYTHON_at_run_time_loads_every_rules_module_from_its_source() -> None:
    code = ("import importlib, json, adjudicator; from adjudicator import native; "
            f"[importlib.import_module(m) for m in {RULES_MODULES!r}]; "
            "print(json.dumps([native.BUILD, sorted(set(native.loaded_build().values()))]))")
    assert json.loads(_run("-c", code, pure=True)) == ["pure", ["pure"]]


def test_version_names_the_build(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--version"])
    out = capsys.readouterr().out
    assert out.startswith(f"adjudicator {adjudicator.__version__} (engine {adjudicator.ENGINE_VERSION}, {native.BUILD}")
    assert ", pure build: " in _run("-m", "adjudicator.cli", "--version", pure=True)


def test_bench_moves_pure_runs_the_same_corpus_on_the_pure_modules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        lines = f.readlines()[:10]
    corpus = tmp_path / "small.jsonl"
    corpus.write_text("".join(lines), encoding="utf-8")
    assert cli.main(["bench", "moves", "--corpus", str(corpus), "--repeat", "1", "--pure"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["build"] == native.BUILD and report["pure"]["build"] == "pure"
    assert report["moves"] == report["pure"]["moves"] == sum(json.loads(line)["n_candidates"] for line in lines)
    # the speed-up is written to two decimals (up to 0.005 off the ratio of the two rates, themselves rounded)
    assert report["speedup"] == pytest.approx(report["positions_per_s"] / report["pure"]["positions_per_s"],
                                              rel=0.01, abs=0.006)


def test_compiled_is_the_default_and_pure_is_asked_for() -> None:
    assert native.pure_requested({}) is False
    assert [native.pure_requested({native.PURE_ENV: v}) for v in ("1", "true", "yes", "0", "", "no")] == [
        True, True, True, False, False, False]
