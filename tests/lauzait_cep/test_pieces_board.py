"""The piece sets (spec §1) and the 5x5 board (spec §2)."""

from __future__ import annotations

import pytest

from adjudicator.games.lauzait_cep.board import (
    MOUNTAIN,
    WATER,
    SquareError,
    destinations,
    neighbours,
    parse_square,
    square_name,
)
from adjudicator.games.lauzait_cep.pieces import JOKER, Colour, Piece, PieceError, dots, piece_set, set_size


def test_set_sizes_per_player_count() -> None:
    assert [set_size(n) for n in (4, 3, 2)] == [68, 60, 58]
    assert piece_set(4)[JOKER] == 4
    assert piece_set(2)[JOKER] == 2
    assert Piece(Colour.GREEN, 0) not in piece_set(3)
    assert piece_set(4)[Piece(Colour.WHITE, 8)] == 2
    assert piece_set(4)[Piece(Colour.WHITE, 5)] == 3


def test_dots() -> None:
    assert [dots(n) for n in range(10)] == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3]


def test_notation_round_trip() -> None:
    for piece in piece_set(4):
        assert Piece.parse(str(piece)) == piece
    assert Piece.parse("兵3") == Piece(Colour.GREEN, 3)
    assert Piece.parse("歪") == JOKER


def test_bad_piece_names_field() -> None:
    with pytest.raises(PieceError, match=r"hands\[0\]\.concealed\[2\].*'X3'"):
        Piece.parse("X3", "hands[0].concealed[2]")
    with pytest.raises(PieceError, match="players"):
        piece_set(5)


def test_board_geometry() -> None:
    assert square_name(MOUNTAIN) == "c3"
    assert sorted(square_name(sq) for sq in WATER) == ["a3", "b3", "c1", "c2", "c4", "c5", "d3", "e3"]
    assert len(neighbours(parse_square("a1"))) == 3
    assert len(neighbours(parse_square("c1"))) == 5
    assert len(destinations(parse_square("b2"))) == 8
    from_mountain = {square_name(sq) for sq in destinations(MOUNTAIN)}
    assert from_mountain == {"b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4", "c1", "c5", "a3", "e3"}


def test_bad_square() -> None:
    with pytest.raises(SquareError, match=r"board\.f6"):
        parse_square("f6", "board.f6")
