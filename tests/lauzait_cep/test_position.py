"""Positions: JSON round trip and precise errors for impossible input."""

from __future__ import annotations

import random
from typing import Any

import pytest

from adjudicator.games.lauzait_cep.pieces import PieceError
from adjudicator.games.lauzait_cep.position import Hand, Position, PositionError, deal
from adjudicator.games.lauzait_cep.rulesets import Ruleset


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
    data["to_play"] = 2
    with pytest.raises(PositionError, match=r"hands\[2\]: the hand of the player to move"):
        Position.from_json(data)


def test_square_given_twice() -> None:
    data = sample_json()
    data["board"]["A1"] = data["board"]["a1"]
    with pytest.raises(PositionError, match=r"board\.A1: square a1 is given twice"):
        Position.from_json(data)


def test_revealed_bonus_checked_for_the_players_and_ruleset_given() -> None:
    # two jokers with G8 read as 8-9-10 is impossible (no 10), so as 7-8-9 (1 dot) or, only when a joker may
    # stand for any piece, as a triple of 8s (7: two of the three 8s are jokers, and the set has two G8s only)
    data = deal(3, random.Random(0)).to_json()  # the board leaves a G8, three jokers, three G1s and two G2s
    data["hands"][1] = data["hands"][2] = None
    concealed = ["G1"] * 3 + ["G2"] * 2 + ["G3"]
    data["hands"][0] = {"concealed": concealed, "revealed": [{"pieces": ["G8", "J", "J"], "bonus": 7}]}
    assert Position.from_json(data).hands[0] is not None  # the default ruleset: a joker stands for any piece
    within = Ruleset(jokers_within_piece_set=True)
    with pytest.raises(PositionError, match=r"hands\[0\]\.revealed\[0\]\.bonus: these pieces earn \[1\], not 7"):
        Position.from_json(data, within)
    data["hands"][0]["revealed"][0]["bonus"] = 1
    assert Position.from_json(data, within).players == 3
    with pytest.raises(PositionError, match=r"hand\.revealed\[0\]\.bonus: these pieces earn \[1\], not 7"):
        Hand.from_json({**data["hands"][0], "revealed": [{"pieces": ["G8", "J", "J"], "bonus": 7}]}, "hand", 3, within)


def test_player_count_is_checked_before_the_hands() -> None:
    data = sample_json()
    data["players"] = 5
    with pytest.raises(PieceError, match="players must be 2, 3 or 4, got 5"):
        Position.from_json(data, Ruleset(jokers_within_piece_set=True))
