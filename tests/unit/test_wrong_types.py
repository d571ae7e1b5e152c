"""Every reader of untrusted input in the rules library refuses a value of the wrong type as bad input.

The readers (``parse*``, ``read_*``, ``load_*`` functions; ``from_json``, ``from_text`` and ``parse`` class
methods) take what a JSON document can hold. Given ``None``, a number, a list or an object where they expect
something else, they must raise the library's error (:class:`RulesError` and its subclasses), never a bare
``ValueError``, a ``TypeError`` or an ``AttributeError``, on the pure-Python modules and on the compiled build alike
(the compiled build checks declared argument types, so a reader declared to take ``str`` would raise ``TypeError``).
The web layer answers only a ``RulesError`` with a 422: anything else is a 500.

The readers are found in the sources, so a new one is covered as soon as it is written; those that take more
than the value itself are listed in :data:`CALLS` with the other arguments they need.
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import adjudicator.games
from adjudicator.games.errors import RulesError
from adjudicator.games.letiles import example_tileset

GAMES = Path(adjudicator.games.__file__).resolve().parent
READER_PREFIXES = ("parse", "read_", "load_")
READER_METHODS = {"from_json", "from_text", "parse"}
WRONG: list[Any] = [None, 7, -1.5, True, [], ["x"], {}, {"x": 1}]

#: Readers that take more than the value: how to call them with the value (the other arguments valid).
CALLS: dict[str, Callable[[Callable[..., Any], Any], Any]] = {
    "letiles.table.Table.from_json": lambda f, v: f(example_tileset(), v),
    "letiles.game.LetilesGame.from_json": lambda f, v: f(example_tileset(), v),
    "paper_cetkaik.makkaik_game.MakkaikPlay.from_json": lambda f, v: f(v, ["A", "B"]),
    "paper_cetkaik.namtou_game.NamtouPlay.from_json": lambda f, v: f(v, ["A", "B"]),
    "paper_cetkaik.common.read_object": lambda f, v: f(v, "state", ["hands"]),
    "paper_cetkaik.common.read_choice": lambda f, v: f({"x": v}, "x", ["a", "b"], "rules.x"),
    "paper_cetkaik.common.read_flag": lambda f, v: f({"x": v}, "x", False, "rules.x"),
    "paper_cetkaik.common.read_to_play": lambda f, v: f({"to_play": v}, ("A", "B")),
    "paper_cetkaik.common.read_hands": lambda f, v: f(v, ["A", "B"], "hands", _deck()),
    "paper_cetkaik.common.read_seed": lambda f, v: f({"seed": v}, "match.seed"),
    "paper_cetkaik.common.read_totals": lambda f, v: f(v, ["A", "B"], "match.totals"),
    "paper_cetkaik.niekhi.NiekhiSeasonResult.from_json": lambda f, v: f(v, ("A", "B", "C"), 1, "match.results[0]"),
    "options.read_options": lambda f, v: f(_options_class(), v, _rules_error()),
    "shapes.read_shape": lambda f, v: f(_record_class(), v, _rules_error(), "state"),
    "paper_cetkaik.nine.NineSeasonResult.from_json": lambda f, v: f(v, ("A", "B"), 1, "match.results[0]",
                                                                    _nine_rules()),
}


def _options_class() -> Any:
    from adjudicator.games.utage.rules import UtageRules

    return UtageRules


def _record_class() -> Any:
    from adjudicator.games.utage import UtageState

    return UtageState


def _rules_error() -> Any:
    from adjudicator.games.errors import RulesError

    return RulesError


def _nine_rules() -> Any:
    from adjudicator.games.paper_cetkaik.nine import NineRules

    return NineRules()


def _deck() -> Any:
    from adjudicator.games.paper_cetkaik.cards import DeckRules

    return DeckRules()


def _positional(args: ast.arguments, method: bool) -> list[str]:
    """The names of the positional parameters a caller must give (``self``/``cls`` left out)."""
    positional = [a.arg for a in [*args.posonlyargs, *args.args]][1 if method else 0 :]
    return positional[: len(positional) - len(args.defaults)]


def readers() -> Iterator[tuple[str, Callable[[Callable[..., Any], Any], Any], str, str | None]]:
    """(name, how to call it, module, class) for every reader in the sources."""
    for path in sorted(GAMES.rglob("*.py")):
        parts = path.relative_to(GAMES).with_suffix("").parts
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found: list[tuple[str, ast.FunctionDef, str | None]] = []
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith(READER_PREFIXES):
                found.append((node.name, node, None))
            if isinstance(node, ast.ClassDef):
                found += [(f"{node.name}.{item.name}", item, node.name) for item in node.body
                          if isinstance(item, ast.FunctionDef) and item.name in READER_METHODS]
        for name, node, owner in found:
            qualified = f"{module}.{name}"
            if qualified in CALLS:
                yield qualified, CALLS[qualified], module, owner
                continue
            required = _positional(node.args, owner is not None)
            if len(required) == 1:
                yield qualified, lambda f, v: f(v), module, owner
            elif len(required) == 2 and required[1] in ("field", "where"):
                yield qualified, lambda f, v: f(v, "input"), module, owner
            else:
                yield qualified, _unlisted(qualified, len(required)), module, owner


def _unlisted(name: str, required: int) -> Callable[[Callable[..., Any], Any], Any]:
    def fail(f: Callable[..., Any], v: Any) -> Any:
        pytest.fail(f"{name} takes {required} arguments: say in CALLS how to call it")

    return fail


READERS = list(readers())


def _resolve(module: str, name: str, owner: str | None) -> Callable[..., Any]:
    loaded = importlib.import_module(f"adjudicator.games.{module}" if module else "adjudicator.games")
    if owner is None:
        return getattr(loaded, name.rsplit(".", 1)[-1])  # type: ignore[no-any-return]
    return getattr(getattr(loaded, owner), name.rsplit(".", 1)[-1])  # type: ignore[no-any-return]


def test_the_readers_are_found() -> None:
    names = {name for name, *_ in READERS}
    assert {"cetkaik.squares.parse_square", "cetkaik.position.Position.from_text", "cetkaik.kiaak.parse_record",
            "lauzait_cep.position.Position.from_json", "paper_cetkaik.parse_hand"} <= names
    assert len(names) >= 60


@pytest.mark.parametrize(("name", "call", "module", "owner"), READERS, ids=[r[0] for r in READERS])
def test_a_value_of_the_wrong_type_is_bad_input(name: str, call: Callable[..., Any], module: str,
                                                 owner: str | None) -> None:
    reader = _resolve(module, name.removeprefix(f"{module}.") if module else name, owner)
    for value in WRONG:
        try:
            call(reader, value)
        except RulesError:
            pass
        except Exception as exc:  # anything but the library's error is the failure reported
            pytest.fail(f"{name}({value!r}) raised {type(exc).__name__}: {exc}")
