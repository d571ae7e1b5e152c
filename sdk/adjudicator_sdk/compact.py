"""Reading compact answers on the client: the facade asks for ``form: compact`` and gives back the full form.

A compact legal-move list (``compact_moves``) is a quarter of the full form's bytes or less: the moves' 片 notations,
each distinct set of annotations once, and for each move the index of its set. Everything else of a full entry
follows from the notation: its ``type`` and its ``move`` object are what the notation parses to, which
:func:`move_object` does here without the service.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

JSON = Any

_SQUARE = r"[KLNTZXCMP](?:AI|AU|IA|A|E|I|U|O|Y)"
_COLOURS = {"赤": "Kok1", "黒": "Huok2"}
_PROFESSIONS = dict(zip("船兵弓車虎馬筆巫将王", ("Nuak1", "Kauk2", "Gua2", "Kaun1", "Dau2", "Maun1", "Kua2", "Tuk2",
                                           "Uai1", "Io"), strict=True))


def _squares(*names: str) -> Callable[[tuple[str, ...]], dict[str, Any]]:
    """A move whose fields are single squares, in the order the notation writes them."""
    return lambda groups: dict(zip(names, groups, strict=True))


def _steps(groups: tuple[str, ...]) -> dict[str, Any]:
    *steps, dest = re.findall(_SQUARE, groups[1])
    return {"src": groups[0], "steps": steps, "dest": dest}


def _from_hand(groups: tuple[str, ...]) -> dict[str, Any]:
    return {"color": _COLOURS[groups[0]], "prof": _PROFESSIONS[groups[1]], "dest": groups[2]}


#: Each kind of move: the form of its notation, and its object's fields from the notation's parts. A trailing 水 (a
#: water entry) may follow a move of a piece that is not the Tam.
_FORMS: tuple[tuple[str, re.Pattern[str], Callable[[tuple[str, ...]], dict[str, Any]]], ...] = tuple(
    (kind, re.compile(pattern), read) for kind, pattern, read in (
        ("SrcDst", f"^({_SQUARE})片({_SQUARE})水?$", _squares("src", "dest")),
        ("SrcStepDstFinite", f"^({_SQUARE})片({_SQUARE})({_SQUARE})水?$", _squares("src", "step", "dest")),
        ("SrcStepsDst", f"^({_SQUARE})片((?:{_SQUARE}){{3,}})水?$", _steps),
        ("InfAfterStep", f"^({_SQUARE})片({_SQUARE})心({_SQUARE})$", _squares("src", "step", "planned")),
        ("FromHand", f"^([赤黒])([{''.join(_PROFESSIONS)}])({_SQUARE})$", _from_hand),
        ("TamNoStep", rf"^({_SQUARE})皇\[({_SQUARE})\]({_SQUARE})$", _squares("src", "first_dest", "second_dest")),
        ("TamStepsDuringFormer", rf"^({_SQUARE})皇({_SQUARE})\[({_SQUARE})\]({_SQUARE})$",
         _squares("src", "step", "first_dest", "second_dest")),
        ("TamStepsDuringLatter", rf"^({_SQUARE})皇\[({_SQUARE})\]({_SQUARE})({_SQUARE})$",
         _squares("src", "first_dest", "step", "second_dest")),
        ("AfterHalfAcceptance", f"^({_SQUARE})$", _squares("dest")),
    ))


def move_object(notation: str) -> dict[str, Any]:
    """The JSON object of a Cetkaik move from its 片 notation (``pass`` included), as the service writes it."""
    if notation == "pass":
        return {"type": "AfterHalfAcceptance", "dest": None}
    for kind, pattern, read in _FORMS:
        found = pattern.match(notation)
        if found is not None:
            return {"type": kind, **read(found.groups())}
    raise ValueError(f"{notation!r} is not a move in 片 notation")


def expand_moves(answer: Mapping[str, Any]) -> JSON:
    """The full form of a ``list_cetkaik_moves`` answer given in the compact form (``compact_moves`` in place of
    ``moves``), in the full form's key order; an answer of another form is returned as it is."""
    if "compact_moves" not in answer:
        return answer
    table = answer["compact_moves"]
    annotations = table["annotations"]
    moves = []
    for notation, index in zip(table["notations"], table["annotation_indices"], strict=True):
        move = move_object(notation)
        moves.append({"notation": notation, "type": move["type"], "move": move, **annotations[index]})
    return {"moves": moves, **{key: value for key, value in answer.items() if key != "compact_moves"}}
