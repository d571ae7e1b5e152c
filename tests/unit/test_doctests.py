"""The examples in the rules library's docstrings run as tests (one test per module), on the build that is loaded.

The docstrings are read from the sources (a compiled module keeps no inspectable docstrings of its functions)
and each example runs in the namespace of the imported module, compiled or pure.
"""

from __future__ import annotations

import ast
import doctest
import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest

import adjudicator.games

ROOT = Path(adjudicator.games.__path__[0])
MODULES = {
    ".".join(("adjudicator.games", *path.relative_to(ROOT).with_suffix("").parts)).removesuffix(".__init__"): path
    for path in sorted(ROOT.rglob("*.py"))
}
PARSER = doctest.DocTestParser()


def doctests(name: str) -> Iterator[doctest.DocTest]:
    """The docstring examples of a module (its own docstring, its classes' and functions'), in source order."""
    path = MODULES[name]
    namespace = vars(importlib.import_module(name))
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            text = ast.get_docstring(node, clean=True)
            if text and ">>>" in text:
                where = name if isinstance(node, ast.Module) else f"{name}.{node.name}"
                yield PARSER.get_doctest(text, dict(namespace), where, str(path), getattr(node, "lineno", 0))


@pytest.mark.parametrize("name", sorted(MODULES))
def test_docstring_examples(name: str) -> None:
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for test in doctests(name):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} docstring examples of {name} failed"


def test_every_game_package_has_examples() -> None:
    """Each game's package docstring shows how to use it; an example lost by mistake fails here."""
    games = [name for name, path in MODULES.items() if name.count(".") == 2 and path.name == "__init__.py"]
    assert len(games) == 7
    for name in games:
        examples = sum(len(t.examples) for t in doctests(name) if t.name == name)
        assert examples >= 3, f"{name} has {examples} docstring examples"
