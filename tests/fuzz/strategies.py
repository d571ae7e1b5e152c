"""Hypothesis strategies for hostile input: arbitrary JSON, and text made of the notations' own vocabulary, so
that the fuzzers get past the first character check and into the parsers' deeper branches."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from adjudicator.games.cetkaik.pieces import Colour, Profession, Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.squares import SQUARE_NAMES

RECORD = (Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")

#: Any JSON value (nesting kept small: depth is the hostile-bodies tests' business).
json_values: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=20,
)

squares = st.sampled_from(SQUARE_NAMES)
colour_names = st.sampled_from([c.value for c in Colour] + [c.cjk for c in Colour] + ["red", "黒", "", "Kok"])
profession_names = st.sampled_from([p.value for p in Profession] + [p.cjk for p in Profession] + ["Tam2", "皇", "x"])
side_names = st.sampled_from([s.value for s in Side] + ["IA", "A", "iaside", ""])

#: Words of the compact position text: board rows, turn, hop1zuo1 letters, numbers (Unicode digits included).
_initial_fields = Position.initial().to_text().split()
_text_tokens = st.one_of(
    st.sampled_from(_initial_fields),
    st.text(alphabet="0123456789/+-*kKlLnNtTzZxXcCmMpPuUsSbBgGdDfFhH", max_size=40),
    st.sampled_from(["IA", "A", "t", "f", "x1", "x64", "x0", "x²", "x٣", "20:20", "20.6:19.4", "40:0", "-", "٣", "²",
                     "𝟘", "1e3", "9" * 30, "9" * 5000, "ZO,ZI,ZU,3", "ZO,ZO,ZO,99", "ZO,ZI,ZU,²"]),
    st.text(max_size=8),
)
position_texts = st.lists(_text_tokens, min_size=7, max_size=10).map(" ".join)


@st.composite
def position_texts_mutated(draw: st.DrawFn) -> str:
    """The initial position's text with one field replaced by something else."""
    fields = list(_initial_fields)
    fields[draw(st.integers(0, len(fields) - 1))] = draw(_text_tokens)
    return " ".join(fields)


_hostile_numbers = st.sampled_from(["--20", "20\n", "-20.5", "٣", "²", "9" * 5000, "1e3", "NaN", "inf", " 20", "+20"])


@st.composite
def position_objects_mutated(draw: st.DrawFn) -> dict[str, Any]:
    """The initial position's JSON with one top-level slot (or one of its scores) replaced by something else."""
    data = Position.initial().to_json()
    key = draw(st.sampled_from(sorted(data)))
    replacement = draw(st.one_of(json_values, _hostile_numbers, st.integers()))
    if key == "scores" and draw(st.booleans()):
        data["scores"] = {**data["scores"], draw(side_names): replacement}
    else:
        data[key] = replacement
    return data


#: Objects shaped like the position JSON, with arbitrary values in the slots.
_cells = st.one_of(
    st.fixed_dictionaries({"color": colour_names, "prof": profession_names, "side": side_names}),
    st.fixed_dictionaries({"prof": st.just("Tam2")}),
    st.dictionaries(st.sampled_from(["color", "prof", "side", "x"]), json_values, max_size=4),
    json_values,
)
position_objects = st.fixed_dictionaries(
    {"board": st.one_of(st.dictionaries(st.one_of(squares, st.text(max_size=4)), _cells, max_size=12), json_values)},
    optional={
        "hop1zuo1": st.one_of(st.dictionaries(side_names, st.lists(_cells, max_size=4), max_size=2), json_values),
        "to_play": st.one_of(side_names, json_values),
        "season": st.one_of(st.integers(-2, 6), json_values),
        "scores": st.one_of(st.dictionaries(side_names, st.one_of(st.integers(-5, 45), st.text(max_size=6),
                                                                 st.floats(), _hostile_numbers), max_size=2),
                            json_values),
        "rate": st.one_of(st.sampled_from([0, 1, 2, 3, 64, 128, -1, True]), json_values),
        "tam_has_moved_previously": st.one_of(st.booleans(), json_values),
        "stepping": st.one_of(st.none(), st.fixed_dictionaries(
            {"src": squares, "step": squares, "planned": squares, "ciurl": st.integers(-1, 50)}), json_values),
    },
)

#: Texts made of the "片" notation's parts.
_move_parts = st.one_of(squares, st.sampled_from(["片", "皇", "心", "[", "]", "水", "pass", " ", "赤", "黒", "兵", "弓",
                                                  "王", "船"]), st.text(max_size=3))
move_texts = st.lists(_move_parts, min_size=1, max_size=6).map("".join)
move_objects = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(["SrcDst", "SrcStepDstFinite", "SrcStepsDst", "InfAfterStep",
                                                    "FromHand", "TamNoStep", "TamStepsDuringFormer",
                                                    "TamStepsDuringLatter", "AfterHalfAcceptance", "NonTamMove", ""])},
                          optional={**{k: st.one_of(squares, json_values, colour_names, profession_names)
                                       for k in ("src", "dest", "step", "planned", "first_dest", "second_dest",
                                                 "color", "prof")},
                                    "steps": st.one_of(st.lists(st.one_of(squares, json_values), max_size=4),
                                                       json_values)}),
    json_values,
)

#: Kiaak texts: lines of the sample record's own characters and words, and mutations of the sample record.
_record_alphabet = "".join(sorted(set(RECORD))) + "0123456789-+{}:[]#"
_record_words = st.one_of(
    st.sampled_from(RECORD.split()), squares, st.text(alphabet=_record_alphabet, max_size=12),
    st.sampled_from(["一", "十", "百", "千", "万", "無", "或為", "終季", "再行", "星一周", "手赤王", "此無", "撃裁",
                     "\t"]),
)
record_texts = st.lists(st.lists(_record_words, max_size=6).map(" ".join), max_size=8).map("\n".join)


@st.composite
def records_mutated(draw: st.DrawFn) -> str:
    """The sample record with a few characters deleted, replaced or inserted."""
    text = RECORD
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(["delete", "replace", "insert"]))
        piece = draw(st.text(alphabet=_record_alphabet, min_size=1, max_size=3))
        if action == "delete":
            text = text[:at] + text[at + len(piece):]
        elif action == "replace":
            text = text[:at] + piece + text[at + len(piece):]
        else:
            text = text[:at] + piece + text[at:]
    return text
