"""Positions: JSON round trip and precise errors for impossible input."""

from __future__ import annotations

import random
from typing import Any

import pytest

from adjudicator.games.lauzait_cep.pieces import PieceError
from adjudicator.games.lauzait_cep.position import Position, PositionError, deal


def test_deal_and_round_trip() -> None:
    for players in (2, 3, 4):
        position = deal(players, random.Random(players), luminous=True)
        assert position.board[12] is None
        assert all(hand is not None and len(hand.pieces) == 9 for hand in position.hands)
        assert Position.from_json(position.to_json()) == position


def sample_json() -> dict[str, Any]:
    return deal(4, random.Random(7)).to_json()


def test_two_empty_squares() -> None:
    data = sample_json()
    data["board"]["a1"] = None
    with pytest.raises(PositionError, match="exactly one square must be empty, 2 are"):
        Position.from_json(data)


def test_too_many_copies() -> None:
    data = sample_json()
    data["board"] = {name: (None if name == "c3" else "G9") for name in data["board"]}
    with pytest.raises(PositionError, match="G9"):
        Position.from_json(data)


def test_bad_piece_is_named_by_field() -> None:
    data = sample_json()
    data["hands"][1]["concealed"][4] = "G10"
    with pytest.raises(PieceError, match=r"hands\[1\]\.concealed\[4\]"):
        Position.from_json(data)


def test_hand_size() -> None:
    data = sample_json()
    data["hands"][0]["concealed"].pop()
    with pytest.raises(PositionError, match=r"hands\[0\]: a hand holds 9 pieces, this one 8"):
        Position.from_json(data)


def test_revealed_department_and_bonus_checked() -> None:
    data = sample_json()
    data["hands"][0] = {"concealed": ["G1"] * 3 + ["G2"] * 3, "revealed": [{"pieces": ["W3", "W3", "J"], "bonus": 3}]}
    with pytest.raises(PositionError, match=r"hands\[0\]\.revealed\[0\]\.bonus: these pieces earn \[2\], not 3"):
        Position.from_json(data)
    data["hands"][0]["revealed"][0] = {"pieces": ["W3", "W6", "J"], "bonus": 1}
    with pytest.raises(PositionError, match=r"revealed\[0\]\.pieces: W3 W6 J do not form a Department"):
        Position.from_json(data)


def test_unknown_hands_allowed_but_not_the_movers() -> None:
    data = sample_json()
    data["hands"][2] = None
    assert Position.from_json(data).hands[2] is None
    data["turn"] = 2
    with pytest.raises(PositionError, match=r"hands\[2\]: the hand of the player to move"):
        Position.from_json(data)


def test_square_given_twice() -> None:
    data = sample_json()
    data["board"]["A1"] = data["board"]["a1"]
    with pytest.raises(PositionError, match=r"board\.A1: square a1 is given twice"):
        Position.from_json(data)
