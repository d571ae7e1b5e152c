"""The examples in the rules library's docstrings run as tests (python -m doctest semantics, one test per module)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import adjudicator.games

MODULES = sorted(m.name for m in pkgutil.walk_packages(adjudicator.games.__path__, "adjudicator.games."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for test in finder.find(module, name):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} docstring examples of {name} failed"


def test_every_game_package_has_examples() -> None:
    """Each game's package docstring shows how to use it; an example lost by mistake fails here."""
    finder = doctest.DocTestFinder(exclude_empty=True)
    games = [n for n in MODULES if n.count(".") == 2 and importlib.import_module(n).__file__.endswith("__init__.py")]
    assert len(games) == 7
    for name in games:
        examples = sum(len(t.examples) for t in finder.find(importlib.import_module(name), name, globs={}))
        assert examples >= 3, f"{name} has {examples} docstring examples"
