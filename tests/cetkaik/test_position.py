"""Positions: the initial position, JSON and text forms, and validation of impossible positions."""

from __future__ import annotations

import gzip
import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.cetkaik import pieces
from adjudicator.games.cetkaik.conformance_format import position_from_conformance
from adjudicator.games.cetkaik.pieces import TAM2, Colour, ColouredPiece, Piece, Profession, Side
from adjudicator.games.cetkaik.position import Position, PositionError, Stepping, piece
from adjudicator.games.cetkaik.squares import parse_square, rotate180

from .movegen_strategies import game_states, positions

REPO_ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = REPO_ROOT.parent / "shared" / "conformance" / "cetkaik"


def _conformance_positions() -> list[Position]:
    out = []
    for name in ("moves-alpha.jsonl.gz", "moves-strict.jsonl.gz"):
        with gzip.open(CONFORMANCE / name, "rt", encoding="utf-8") as f:
            out.extend(position_from_conformance(json.loads(line))[0] for line in f)
    return out


CONFORMANCE_POSITIONS = _conformance_positions()


def test_initial_position_matches_spec_section_4() -> None:
    p = Position.initial()
    assert sum(isinstance(c, Piece) for c in p.board) == 48
    assert p.board[parse_square("ZO")] is TAM2 and p.tam2_square == parse_square("ZO")
    assert p.board[parse_square("ZA")] == Piece(Colour.KOK1, Profession.IO, Side.A)
    assert p.board[parse_square("ZIA")] == Piece(Colour.HUOK2, Profession.IO, Side.IA)
    assert p.board[parse_square("KA")] == Piece(Colour.HUOK2, Profession.KUA2, Side.A)
    assert p.board[parse_square("LAU")] == Piece(Colour.HUOK2, Profession.GUA2, Side.IA)
    assert p.board[parse_square("XAU")] == Piece(Colour.KOK1, Profession.DAU2, Side.IA)
    assert (p.ia_hop1zuo1, p.a_hop1zuo1, p.season, p.ia_score, p.a_score, p.rate) == ((), (), 0, 20, 20, 1)
    assert not p.tam_has_moved_previously and p.stepping is None


def test_initial_position_is_symmetric_with_colours_preserved_except_the_z_column() -> None:
    board = Position.initial().board
    for sq, cell in enumerate(board):
        other = board[rotate180(sq)]
        if not isinstance(cell, Piece):
            assert cell is other
            continue
        assert isinstance(other, Piece)
        assert (other.profession, other.side) == (cell.profession, cell.side.opponent)
        assert (other.colour == cell.colour) == (sq % 9 != 4)


def test_json_round_trip_and_canonical_output() -> None:
    p = Position.initial(Side.A)
    data = p.to_json()
    assert data["board"]["ZO"] == {"prof": "Tam2"}
    assert data["board"]["LAU"] == {"color": "Huok2", "prof": "Gua2", "side": "IASide"}
    assert data["to_play"] == "ASide" and data["stepping"] is None
    assert Position.from_json(data) == p


def test_every_documented_name_is_read_as_the_value_it_documents() -> None:
    """The position schema's enums are the library's documented names: each is read, all values are covered."""
    assert [pieces.parse_colour(n) for n in pieces.COLOUR_NAMES] == [*Colour, *Colour]
    assert [pieces.parse_profession(n) for n in pieces.PROFESSION_NAMES] == [*Profession, *Profession]
    assert [pieces.parse_side(n) for n in pieces.SIDE_NAMES] == [*Side, *Side]


def test_json_accepts_cjk_aliases_and_defaults() -> None:
    p = Position.from_json(
        {
            "board": {
                "ZO": {"color": None, "prof": "皇", "side": None},
                "LAI": {"color": "黒", "prof": "弓", "side": "IA"},
                "TE": {"color": "赤", "prof": "虎", "side": "A"},
            },
            "hop1zuo1": {"IA": ["黒兵", {"color": "Kok1", "prof": "Io"}], "a": []},
            "to_play": "A",
            "season": "秋",
            "scores": {"IA": 30},
            "stepping": None,
        }
    )
    assert p.board[parse_square("LAI")] is piece(Colour.HUOK2, Profession.GUA2, Side.IA)
    assert p.ia_hop1zuo1 == (ColouredPiece(Colour.HUOK2, Profession.KAUK2), ColouredPiece(Colour.KOK1, Profession.IO))
    assert (p.to_play, p.ia_score, p.a_score, p.rate, p.season) == (Side.A, 30, 10, 1, 2)
    assert Position.from_json({"board": {"ZO": "皇"}, "season": "Iat1"}).season == 3


def test_stepping_state_round_trips() -> None:
    data = Position.initial().to_json()
    data["stepping"] = {"src": "LAU", "step": "LAI", "planned": "LU", "ciurl": 4}
    p = Position.from_json(data)
    assert p.stepping == Stepping(parse_square("LAU"), parse_square("LAI"), parse_square("LU"), 4)
    assert p.is_excited
    assert Position.from_json(p.to_json()) == p
    assert Position.from_text(p.to_text()) == p
    assert p.to_text().endswith(" LAU,LAI,LU,4")


def test_initial_text_form() -> None:
    text = Position.initial().to_text()
    assert text == (
        "o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/"
        "p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f"
    )


@settings(deadline=None)
@given(st.sampled_from(CONFORMANCE_POSITIONS))
def test_text_and_json_round_trip_conformance_positions(p: Position) -> None:
    assert Position.from_text(p.to_text()) == p
    assert Position.from_json(p.to_json()) == p


@settings(deadline=None)
@given(game_states())
def test_text_and_json_round_trip_every_game_state(p: Position) -> None:
    """Ground, excited, awaiting a declaration, over: both forms give the state back exactly."""
    assert Position.from_text(p.to_text()) == p
    assert Position.from_json(json.loads(json.dumps(p.to_json()))) == p


@settings(deadline=None)
@given(positions())
def test_text_and_json_round_trip_random_positions(p: Position) -> None:
    assert Position.from_text(p.to_text()) == p
    assert Position.from_json(json.loads(json.dumps(p.to_json()))) == p


def _initial_json() -> dict[str, Any]:
    return Position.initial().to_json()


def _error(data: dict[str, Any]) -> PositionError:
    with pytest.raises(PositionError) as info:
        Position.from_json(data)
    return info.value


def test_two_black_kings_are_rejected() -> None:
    data = _initial_json()
    data["board"]["ZU"] = {"color": "Huok2", "prof": "Io", "side": "ASide"}
    e = _error(data)
    assert e.field == "board.ZIA"
    assert "too many Huok2 Io (黒王): 2 on the board and 0 in the hop1zuo1, but only 1 exist" in str(e)


def test_nine_black_pawns_are_rejected_counting_the_hop1zuo1() -> None:
    data = _initial_json()
    data["hop1zuo1"]["ASide"] = ["赤兵", "黒兵"]
    e = _error(data)
    assert e.field == "hop1zuo1.ASide[1]"
    assert "too many Huok2 Kauk2 (黒兵): 8 on the board and 1 in the hop1zuo1, but only 8 exist" in str(e)


def test_nine_black_pawns_on_the_board_are_rejected() -> None:
    data = _initial_json()
    data["board"]["ZU"] = {"color": "黒", "prof": "兵", "side": "IA"}
    e = _error(data)
    assert e.field.startswith("board.")
    assert "too many Huok2 Kauk2 (黒兵): 9 on the board and 0 in the hop1zuo1, but only 8 exist" in str(e)


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        (lambda d: d["board"].update({"QQ": {"prof": "Tam2"}}), "board.QQ", "'QQ' is not a square"),
        (lambda d: d["board"].update({"ZU": {"prof": "Tam2"}}), "board", "found on ZU, ZO"),
        (lambda d: d["board"].pop("ZO"), "board", "found on none"),
        (lambda d: d["board"].update({"ZU": {"color": "green", "prof": "Io", "side": "A"}}), "board.ZU.color", "green"),
        (lambda d: d["board"].update({"ZU": {"color": "赤", "prof": "queen", "side": "A"}}), "board.ZU.prof", "queen"),
        (lambda d: d["board"].update({"ZU": {"color": "赤", "prof": "兵", "side": "B"}}), "board.ZU.side", "'B'"),
        (lambda d: d["board"].update({"ZU": {"color": "赤", "prof": "兵"}}), "board.ZU.side", "is required"),
        (lambda d: d["hop1zuo1"].update({"IASide": ["黒鳥"]}), "hop1zuo1.IASide[0]", "'鳥'"),
        (lambda d: d.update({"scores": {"IASide": 25, "ASide": 20}}), "scores", "must sum to 40"),
        (lambda d: d.update({"scores": {"IASide": 45, "ASide": -5}}), "scores.IASide", "from 0 to 40"),
        (lambda d: d.update({"rate": 3}), "rate", "power of two"),
        (lambda d: d.update({"rate": 128}), "rate", "power of two"),
        (lambda d: d.update({"season": 4}), "season", "0 (spring) to 3"),
        (lambda d: d.update({"season": "winter"}), "season", "season name"),
        (lambda d: d.update({"to_play": "X"}), "to_play", "not a side"),
        (lambda d: d.update({"colour": 1}), "colour", "unknown field"),
        (
            lambda d: d.update({"stepping": {"src": "LAU", "step": "LU", "planned": "LI", "ciurl": 2}}),
            "stepping.step",
            "LU is empty",
        ),
        (
            lambda d: d.update({"stepping": {"src": "LE", "step": "LI", "planned": "LU", "ciurl": 2}}),
            "stepping.src",
            "side to move (IASide)",
        ),
        (
            lambda d: d.update({"stepping": {"src": "LAU", "step": "LAI", "planned": "LU", "ciurl": 41}}),
            "stepping.ciurl",
            "from 0 to 40",
        ),
        (lambda d: d.update({"stepping": {"src": "LAU", "step": "LAI", "ciurl": 2}}), "stepping.planned", "required"),
    ],
)
def test_invalid_positions_name_the_field(change: Any, field: str, message: str) -> None:
    data = _initial_json()
    change(data)
    e = _error(data)
    assert e.field == field
    assert message in str(e)


@pytest.mark.parametrize(
    ("text", "field", "message"),
    [
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1", "text", "expected 8 to 11"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 f await:", "text.awaiting_declaration", "new hand or a penalty"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 f await:鬼", "text.awaiting_declaration.hands[0]", "not a hand"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 f await:撃皇", "text.awaiting_declaration", "with its points"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 f over:B:no_move_possible", "text.game_over", "IA, A or draw"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 f over:IA:bored", "text.game_over", "the reason"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 f over:A:score_reached_limit", "game_over.reason", "do not end"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 30:10 x1 f over:A:no_move_possible", "game_over.victor", "IASide wins"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 0:40 x1 f await:撃皇-5 over:A:score_reached_limit",
         "awaiting_declaration", "game that goes on"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 f over:A:last_season_ended await:王", "text", "unexpected field"),
        ("9/9/9/9/4*4/9/9/9 IA - - 0 20:20 x1 f", "text.board", "9 rows"),
        ("9/9/9/9/4*Q4/9/9/9/9 IA - - 0 20:20 x1 f", "text.board[10]", "unexpected character 'Q'"),
        ("9/9/9/9/4*K4/9/9/9/9 IA - - 0 20:20 x1 f", "text.board[10]", "side mark"),
        ("9/9/9/9/4*5/9/9/9/9 IA - - 0 20:20 x1 f", "text.board[10]", "more than 9"),
        ("9/9/9/9/4*3/9/9/9/9 IA - - 0 20:20 x1 f", "text.board[8]", "has 8 squares"),
        ("9/9/9/9/4*4/9/9/9/9 B - - 0 20:20 x1 f", "text.turn", "IA or A"),
        ("9/9/9/9/4*4/9/9/9/9 IA PQ - 0 20:20 x1 f", "text.hop1zuo1.IASide[1]", "'Q'"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20-20 x1 f", "text.scores", "IA:A"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 1 f", "text.rate", "x followed"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 y", "text.tam_has_moved_previously", "t or f"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 f ZO,ZI", "text.stepping", "SRC,STEP,PLANNED,CIURL"),
        ("9/9/9/9/4*4/9/9/9/9 IA - - 0 20:20 x1 f ZO,ZI,ZQ,1", "text.stepping.planned", "'ZQ'"),
        ("9/9/9/9/4*4/9/9/9/9 IA KK - 0 20:20 x1 f", "hop1zuo1.IASide[1]", "too many Kok1 Io"),
    ],
)
def test_invalid_text_names_the_field(text: str, field: str, message: str) -> None:
    with pytest.raises(PositionError) as info:
        Position.from_text(text)
    assert info.value.field == field
    assert message in str(info.value)


def test_board_rows_met_are_remembered_within_their_bound() -> None:
    """Rows of the text form are parsed once and remembered, but never more than MAX_KNOWN_ROWS of them: a client
    sending ever new rows cannot grow a worker's memory."""
    from adjudicator.games.cetkaik import position as position_module

    for cells in itertools.islice(itertools.product(("1", "p+", "p-", "K+"), repeat=9), 25_000):
        row = "".join(cells)
        assert position_module._row_from_text(row) == position_module._board_from_text_checked("/".join([row] * 9))[:9]
    assert 0 < len(position_module._KNOWN_ROWS) <= position_module.MAX_KNOWN_ROWS
