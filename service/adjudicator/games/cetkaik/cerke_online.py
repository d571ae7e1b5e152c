"""Convert moves between this library and the cerke_online wire format (``cerke_online_api`` 1.9.0 types).

cerke_online writes squares as ``[row, column]`` pairs (``["AI", "C"]`` is CAI), colours as ``0`` (Kok1, red) or
``1`` (Huok2, black) and professions as ``0..9`` (Nuak1 … Io)::

    {"type": "NonTamMove", "data": {"type": "SrcDst", "src": ["AI", "C"], "dest": ["Y", "C"]}}
    {"type": "NonTamMove", "data": {"type": "SrcStepDstFinite", "src": ..., "step": ..., "dest": ...}}
    {"type": "NonTamMove", "data": {"type": "FromHand", "color": 1, "prof": 2, "dest": ["Y", "C"]}}
    {"type": "TamMove", "stepStyle": "NoStep", "src": ..., "firstDest": ..., "secondDest": ...}
    {"type": "TamMove", "stepStyle": "StepsDuringFormer" | "StepsDuringLatter", "src", "step", "firstDest", ...}
    {"type": "InfAfterStep", "src": ..., "step": ..., "plannedDirection": ...}
    {"type": "AfterHalfAcceptance", "dest": [row, column] | null}

On input the Rust server's ``"profession"`` spelling of ``"prof"`` is accepted too, and the fields a polled
``InfAfterStep`` carries (``stepping_ciurl``, ``finalResult``) and ``water_entry_ciurl`` are ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from adjudicator.games.cetkaik.moves import (
    AfterHalfAcceptance,
    FromHand,
    InfAfterStep,
    Move,
    MoveError,
    SrcDst,
    SrcStepDstFinite,
    TamNoStep,
    TamStepsDuringFormer,
    TamStepsDuringLatter,
)
from adjudicator.games.cetkaik.pieces import Colour, Profession
from adjudicator.games.cetkaik.squares import Square, from_row_column_names, to_row_column_names
from adjudicator.games.errors import RulesError

_COLOURS: Final = (Colour.KOK1, Colour.HUOK2)
_PROFESSIONS: Final = tuple(Profession)
_IGNORED: Final = frozenset({"stepping_ciurl", "finalResult", "water_entry_ciurl"})


def _coord(value: Any, field: str) -> Square:
    if not (isinstance(value, list | tuple) and len(value) == 2 and all(isinstance(v, str) for v in value)):
        raise MoveError(field, f'must be a [row, column] pair such as ["AI", "C"], got {value!r}')
    try:
        return from_row_column_names(value[0], value[1])
    except RulesError as e:
        raise MoveError(field, e.message) from None


def _index(value: Any, choices: tuple[Any, ...], field: str) -> Any:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < len(choices):
        raise MoveError(field, f"must be a whole number from 0 to {len(choices) - 1}, got {value!r}")
    return choices[value]


def _check_keys(data: Mapping[str, Any], allowed: set[str], path: str) -> None:
    unknown = set(data) - allowed - _IGNORED
    if unknown:
        raise MoveError(f"{path}.{sorted(unknown)[0]}", f"unknown field (expected {', '.join(sorted(allowed))})")


def _get(data: Mapping[str, Any], key: str, path: str) -> Any:
    if key not in data:
        raise MoveError(f"{path}.{key}", "is required")
    return data[key]


def from_cerke_online(data: Any) -> Move:
    """Convert a cerke_online move object into a :data:`Move`; raise :class:`MoveError` naming the bad field."""
    if not isinstance(data, Mapping):
        raise MoveError("move", "must be a cerke_online move object")
    kind = data.get("type")
    if kind == "NonTamMove":
        _check_keys(data, {"type", "data"}, "move")
        inner = _get(data, "data", "move")
        if not isinstance(inner, Mapping):
            raise MoveError("move.data", "must be an object")
        return _non_tam_move(inner)
    if kind == "TamMove":
        return _tam_move(data)
    if kind == "InfAfterStep":
        _check_keys(data, {"type", "src", "step", "plannedDirection"}, "move")
        return InfAfterStep(
            _coord(_get(data, "src", "move"), "move.src"),
            _coord(_get(data, "step", "move"), "move.step"),
            _coord(_get(data, "plannedDirection", "move"), "move.plannedDirection"),
        )
    if kind == "AfterHalfAcceptance":
        _check_keys(data, {"type", "dest"}, "move")
        dest = data.get("dest")
        return AfterHalfAcceptance(None if dest is None else _coord(dest, "move.dest"))
    raise MoveError("move.type", f"must be NonTamMove, TamMove, InfAfterStep or AfterHalfAcceptance, got {kind!r}")


def _non_tam_move(data: Mapping[str, Any]) -> Move:
    path = "move.data"
    kind = data.get("type")
    if kind == "SrcDst":
        _check_keys(data, {"type", "src", "dest"}, path)
        return SrcDst(_coord(_get(data, "src", path), f"{path}.src"), _coord(_get(data, "dest", path), f"{path}.dest"))
    if kind == "SrcStepDstFinite":
        _check_keys(data, {"type", "src", "step", "dest"}, path)
        return SrcStepDstFinite(
            _coord(_get(data, "src", path), f"{path}.src"),
            _coord(_get(data, "step", path), f"{path}.step"),
            _coord(_get(data, "dest", path), f"{path}.dest"),
        )
    if kind == "FromHand":
        _check_keys(data, {"type", "color", "prof", "profession", "dest"}, path)
        prof_key = "prof" if "prof" in data else "profession"
        return FromHand(
            _index(_get(data, "color", path), _COLOURS, f"{path}.color"),
            _index(_get(data, prof_key, path), _PROFESSIONS, f"{path}.{prof_key}"),
            _coord(_get(data, "dest", path), f"{path}.dest"),
        )
    raise MoveError(f"{path}.type", f"must be SrcDst, SrcStepDstFinite or FromHand, got {kind!r}")


def _tam_move(data: Mapping[str, Any]) -> Move:
    style = data.get("stepStyle")
    src = _coord(_get(data, "src", "move"), "move.src")
    if style == "NoStep":
        _check_keys(data, {"type", "stepStyle", "src", "firstDest", "secondDest"}, "move")
        return TamNoStep(
            src,
            _coord(_get(data, "firstDest", "move"), "move.firstDest"),
            _coord(_get(data, "secondDest", "move"), "move.secondDest"),
        )
    if style in ("StepsDuringFormer", "StepsDuringLatter"):
        _check_keys(data, {"type", "stepStyle", "src", "step", "firstDest", "secondDest"}, "move")
        step = _coord(_get(data, "step", "move"), "move.step")
        first = _coord(_get(data, "firstDest", "move"), "move.firstDest")
        second = _coord(_get(data, "secondDest", "move"), "move.secondDest")
        if style == "StepsDuringFormer":
            return TamStepsDuringFormer(src, step, first, second)
        return TamStepsDuringLatter(src, first, step, second)
    raise MoveError("move.stepStyle", f"must be NoStep, StepsDuringFormer or StepsDuringLatter, got {style!r}")


def to_cerke_online(move: Move) -> dict[str, Any]:
    """Convert a :data:`Move` into the cerke_online move object."""

    def c(sq: Square) -> list[str]:
        return list(to_row_column_names(sq))

    if move.kind == "SrcDst":
        return {"type": "NonTamMove", "data": {"type": "SrcDst", "src": c(move.src), "dest": c(move.dest)}}
    if move.kind == "SrcStepDstFinite":
        step_inner = {"type": "SrcStepDstFinite", "src": c(move.src), "step": c(move.step), "dest": c(move.dest)}
        return {"type": "NonTamMove", "data": step_inner}
    if move.kind == "SrcStepsDst":
        raise MoveError("move", "stepping over several vessels (old cetkaik) has no cerke_online form")
    if move.kind == "FromHand":
        inner: dict[str, Any] = {
            "type": "FromHand",
            "color": _COLOURS.index(move.colour),
            "prof": _PROFESSIONS.index(move.profession),
            "dest": c(move.dest),
        }
        return {"type": "NonTamMove", "data": inner}
    if move.kind == "InfAfterStep":
        return {"type": "InfAfterStep", "src": c(move.src), "step": c(move.step), "plannedDirection": c(move.planned)}
    if move.kind == "TamNoStep":
        return {
            "type": "TamMove",
            "stepStyle": "NoStep",
            "src": c(move.src),
            "firstDest": c(move.first_dest),
            "secondDest": c(move.second_dest),
        }
    if isinstance(move, TamStepsDuringFormer | TamStepsDuringLatter):
        return {
            "type": "TamMove",
            "stepStyle": move.kind.removeprefix("Tam"),
            "src": c(move.src),
            "step": c(move.step),
            "firstDest": c(move.first_dest),
            "secondDest": c(move.second_dest),
        }
    return {"type": "AfterHalfAcceptance", "dest": None if move.dest is None else c(move.dest)}
