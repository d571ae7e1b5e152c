"""Hiring (spec §4.2-4.4): legal discards, movers, destinations, water casts and the resulting positions."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.lauzait_cep.board import MOUNTAIN, parse_square
from adjudicator.games.lauzait_cep.hiring import (
    HiringError,
    adjudicate_hiring,
    corresponds,
    discard_option,
    hiring_options,
)
from adjudicator.games.lauzait_cep.pieces import Piece
from adjudicator.games.lauzait_cep.position import Hand, Position, deal
from adjudicator.games.lauzait_cep.rulesets import Ruleset

from .lauzait_helpers import pieces, position

# Board filled row by row (a1 b1 c1 d1 e1 a2 ... e5), skipping the Mountain c3.
# fmt: off
BOARD = (
    "W9 W9 W8 W8 W7 "
    "W7 W7 W6 W6 W6 "
    "W5 W5 W5 W4 "
    "W4 W4 G7 G9 G9 "
    "G8 G7 G8 G7 G6"
)
# fmt: on


def test_correspondence() -> None:
    g3, g4, w4, g5 = pieces("G3 G4 W4 G5")
    assert corresponds(g3, g4) and corresponds(g5, g4)
    assert not corresponds(g3, w4) and not corresponds(g3, g5) and not corresponds(g3, g3)
    assert corresponds(Piece.parse("J"), g3) and corresponds(g3, Piece.parse("J"))


def test_refused_discard_names_what_is_missing() -> None:
    pos = position("G0 G0 G1 G1 G2 G2 G3 G3 G6", BOARD)
    option = discard_option(pos, Piece.parse("G2"))
    assert not option.legal
    assert option.reason == "nothing could move after discarding G2: no G1 or G3 and no joker on the board"


def test_move_into_water_has_two_outcomes_of_one_half() -> None:
    pos = position("G0 G0 G1 G1 G2 G2 G3 G3 G6", BOARD)
    option = discard_option(pos, Piece.parse("G6"))
    assert option.legal
    # G6 goes to the Mountain; G7 (c4, b5, d5) and G5 (none) may move.
    origins = {m.origin for m in option.moves}
    assert origins == {parse_square("c4"), parse_square("b5"), parse_square("d5")}
    into_water = [m for m in option.moves if m.water]
    assert into_water
    for move in into_water:
        assert [o.probability for o in move.outcomes] == [Fraction(1, 2), Fraction(1, 2)]
        fail, success = move.outcomes
        assert fail.casts == (0, 1, 2) and fail.obtained == move.mover
        assert success.casts == (3, 4, 5) and success.obtained == move.target
        assert fail.position.board[move.origin] is None and fail.position.board[move.destination] == move.target


def test_water_outcomes_as_json() -> None:
    pos = position("G0 G0 G1 G1 G2 G2 G3 G3 G6", BOARD)
    verdict = adjudicate_hiring(pos, Piece.parse("G6"), parse_square("b5"), parse_square("c5"))
    assert verdict.move is not None
    data = verdict.to_json()["move"]
    assert isinstance(data, dict)
    assert (data["from"], data["to"], data["mover"], data["target"], data["water"]) == ("b5", "c5", "G7", "G8", True)
    assert [(o["casts"], o["probability"], o["obtained"]) for o in data["outcomes"]] == [
        ([0, 1, 2], "1/2", "G7"),
        ([3, 4, 5], "1/2", "G8"),
    ]
    after = verdict.move.outcomes[1].position
    assert after.to_play == 1 and after.hands[0] is not None and Piece.parse("G8") in after.hands[0].concealed
    assert "position" not in verdict.move.outcomes[0].to_json(with_position=False)


def test_an_outcome_starts_the_next_players_day_and_can_be_sent_back() -> None:
    first = position("G0 G0 G1 G1 G2 G2 G3 G3 G6", BOARD)
    others = ("W0 W0 W0 W0 W1 W1 W1 W1 J", "W2 W2 W2 W2 W3 W3 W3 W3 J", "G4 G4 G4 G5 G5 G5 J J G0")
    pos = Position(4, first.board, (first.hands[0], *(Hand(tuple(pieces(h))) for h in others)))
    verdict = adjudicate_hiring(pos, Piece.parse("G6"), parse_square("b5"), parse_square("c5"))
    assert verdict.move is not None
    for outcome in verdict.move.outcomes:
        assert outcome.position.to_play == 1
        assert Position.from_json(outcome.to_json()["position"]) == outcome.position


def test_mountain_is_water_option() -> None:
    pos = position("G0 G0 G1 G1 G2 G2 G3 G3 G6", BOARD)
    water = Ruleset(mountain_is_water=True)
    verdict = adjudicate_hiring(pos, Piece.parse("G6"), parse_square("c4"), MOUNTAIN, water)
    assert verdict.move is not None and verdict.move.water
    plain = adjudicate_hiring(pos, Piece.parse("G6"), parse_square("c4"), MOUNTAIN)
    assert plain.move is not None and not plain.move.water and plain.move.outcomes[0].obtained == Piece.parse("G6")


def test_mountain_mover_reaches_the_diamond() -> None:
    pos = position("G0 G0 G1 G1 G2 G2 G3 G3 J", BOARD)
    # Discard the joker onto the Mountain: it may not move itself, the other 24 pieces may.
    option = discard_option(pos, Piece.parse("J"))
    assert all(m.origin != MOUNTAIN for m in option.moves)
    assert len({m.origin for m in option.moves}) == 24
    allowed = discard_option(pos, Piece.parse("J"), Ruleset(discarded_joker_may_move=True))
    from_mountain = [m for m in allowed.moves if m.origin == MOUNTAIN]
    assert len(from_mountain) == 12


def test_take_back_option() -> None:
    pos = position("G0 G0 G1 G1 G2 G2 G3 G3 G6", BOARD)
    both = discard_option(pos, Piece.parse("G6")).moves
    without = discard_option(pos, Piece.parse("G6"), Ruleset(may_take_back_discard=False)).moves
    assert {m.destination for m in both} - {m.destination for m in without} == {MOUNTAIN}


def test_adjudicate_with_a_cast() -> None:
    pos = position("G0 G0 G1 G1 G2 G2 G3 G3 G6", BOARD)
    for cast, obtained in ((1, "G7"), (4, "G8")):
        verdict = adjudicate_hiring(pos, Piece.parse("G6"), parse_square("b5"), parse_square("c5"), cast=cast)
        assert verdict.legal and verdict.move is not None
        (outcome,) = verdict.move.outcomes
        assert outcome.obtained == Piece.parse(obtained)
    wrong = adjudicate_hiring(pos, Piece.parse("G6"), parse_square("a1"), parse_square("a2"))
    assert not wrong.legal and wrong.reason == "W9 on a1 may not move after discarding G6"
    far = adjudicate_hiring(pos, Piece.parse("G6"), parse_square("b5"), parse_square("e5"))
    assert not far.legal and far.reason == "G7 on b5 cannot move to e5 (only a4, b4, c4, a5, c5)"
    missing = adjudicate_hiring(pos, Piece.parse("W2"), parse_square("b5"), parse_square("b4"))
    assert not missing.legal and missing.reason == "W2 is not among your concealed pieces"
    with pytest.raises(HiringError, match="cast"):
        adjudicate_hiring(pos, Piece.parse("G6"), parse_square("b5"), parse_square("c5"), cast=6)


def _pieces_of(pos: Position, player: int = 0) -> Counter[Piece]:
    hand = pos.hands[player]
    assert hand is not None
    return Counter([p for p in pos.board if p is not None] + list(hand.pieces))


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10**6))
def test_hiring_outcomes_are_a_distribution(players: int, seed: int) -> None:
    pos = deal(players, random.Random(seed))
    before = _pieces_of(pos)
    for option in hiring_options(pos):
        assert option.legal == bool(option.moves)
        for move in option.moves:
            assert sum(o.probability for o in move.outcomes) == 1
            for outcome in move.outcomes:
                after = outcome.position
                assert after.to_play == 1 % players and Position.from_json(after.to_json()) == after
                assert after.board.count(None) == 1 and len(after.hand.pieces) == 9
                assert _pieces_of(after) == before
                assert after.board[move.origin] is None


def test_an_option_written_as_json_carries_its_moves_with_or_without_their_positions() -> None:
    pos = deal(2, random.Random(11))
    option = next(o for o in hiring_options(pos) if o.legal)
    data = option.to_json()
    assert list(data) == ["discard", "legal", "reason", "moves"] and data["legal"] is True
    assert data["moves"] == [m.to_json() for m in option.moves] and data["moves"]
    bare = option.to_json(with_positions=False)
    assert bare["moves"] == [m.to_json(False) for m in option.moves]
    assert all("position" not in outcome for move in bare["moves"] for outcome in move["outcomes"])
    assert any("position" in outcome for move in data["moves"] for outcome in move["outcomes"])
