"""Each JSON shape written once: a result's JSON form is derived from its fields (adjudicator.games.jsonform) wherever
it is each field under its own name, and no hand-written ``to_json`` repeats what the derivation writes."""

from __future__ import annotations

import ast
import enum
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

import adjudicator.games
from adjudicator.games.jsonform import NOT_WRITTEN, json_form, json_name, json_value

GAMES = Path(adjudicator.games.__file__).parent


class Colour(enum.Enum):
    RED = "red"


@dataclass(frozen=True)
class Inner:
    n: int

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "twice": 2 * self.n}


@dataclass(frozen=True)
class Outer:
    legal: bool
    reason: str | None
    inner: Inner | None
    inners: tuple[Inner, ...]
    cells: tuple[tuple[int, int], ...]
    colour: Colour
    counts: dict[str, tuple[int, ...]]
    renamed: int = field(default=3, metadata=json_name("seat"))
    cached: int = field(default=0, metadata=NOT_WRITTEN)


def test_a_json_form_is_every_field_in_order_each_value_written() -> None:
    outer = Outer(True, None, Inner(2), (Inner(1),), ((0, 1), (2, 3)), Colour.RED, {"a": (1, 2)})
    written = json_form(outer)
    assert written == {"legal": True, "reason": None, "inner": {"n": 2, "twice": 4}, "inners": [{"n": 1, "twice": 2}],
                       "cells": [[0, 1], [2, 3]], "colour": "red", "counts": {"a": [1, 2]}, "seat": 3}
    assert list(written) == ["legal", "reason", "inner", "inners", "cells", "colour", "counts", "seat"]
    assert orjson.loads(orjson.dumps(written)) == written  # plain JSON data


def test_json_value_leaves_plain_values_and_unknown_objects_as_they_are() -> None:
    marker = object()
    assert json_value(marker) is marker
    assert [json_value(v) for v in (None, True, 0, 1.5, "x")] == [None, True, 0, 1.5, "x"]
    assert json_value(Colour.RED) == "red" and type(json_value(Colour.RED)) is str


# --- no hand-written to_json repeats the derivation ----------------------------------------------------------------


def _derivable(node: ast.expr, name: str) -> bool:
    """Whether ``node`` writes ``self.<name>`` as :func:`json_value` would."""
    text = ast.unparse(node)
    own = f"self.{name}"
    if text in (own, f"list({own})", f"{own}.to_json()", f"{own}.value", f"{own}.to_json() if {own} else None",
                f"None if {own} is None else {own}.to_json()", f"{own}.to_json() if {own} is not None else None"):
        return True
    if isinstance(node, ast.ListComp) and len(node.generators) == 1 and not node.generators[0].ifs:
        generator = node.generators[0]
        item = ast.unparse(generator.target)
        return ast.unparse(generator.iter) == own and ast.unparse(node.elt) in (f"{item}.to_json()", f"list({item})")
    return False


def _hand_written_derivable_forms() -> list[str]:
    found = []
    for path in sorted(GAMES.rglob("*.py")):
        for cls in (n for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(n, ast.ClassDef)):
            if not any("dataclass" in ast.unparse(d) for d in cls.decorator_list):
                continue
            names = [n.target.id for n in cls.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)
                     and "ClassVar" not in ast.unparse(n.annotation)]
            for method in cls.body:
                if not (isinstance(method, ast.FunctionDef) and method.name == "to_json"):
                    continue
                body = [s for s in method.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
                if len(body) != 1 or not isinstance(body[0], ast.Return) or not isinstance(body[0].value, ast.Dict):
                    continue
                written = body[0].value
                keys = [k.value if isinstance(k, ast.Constant) else None for k in written.keys]
                if keys == names and all(_derivable(v, k) for k, v in zip(names, written.values, strict=True)):
                    found.append(f"{path.relative_to(GAMES)}: {cls.name}.to_json")
    return found


def test_no_hand_written_to_json_repeats_the_derived_form() -> None:
    """A to_json writing each field under its name, in order, is the shape written twice: use json_form."""
    assert _hand_written_derivable_forms() == []


def test_the_scan_finds_a_hand_written_form(tmp_path: Path, monkeypatch: Any) -> None:
    """The scan above would see one (it is not vacuous)."""
    (tmp_path / "sample.py").write_text(
        "from dataclasses import dataclass\n\n@dataclass(frozen=True)\nclass Step:\n    legal: bool\n"
        "    state: object\n    cards: tuple[int, ...]\n\n    def to_json(self):\n        \"\"\"doc\"\"\"\n"
        "        return {'legal': self.legal, 'state': self.state.to_json(), 'cards': list(self.cards)}\n",
        encoding="utf-8")
    monkeypatch.setattr(__import__(__name__, fromlist=["GAMES"]), "GAMES", tmp_path)
    assert _hand_written_derivable_forms() == ["sample.py: Step.to_json"]
