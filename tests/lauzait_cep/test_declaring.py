"""Declaring Lauzait-Cep!, formation scores (spec §6) and Stalemate (spec §7), with the summary-card examples."""

from __future__ import annotations

from adjudicator.games.lauzait_cep.declaring import Grounds, declaration
from adjudicator.games.lauzait_cep.hiring import hiring_options
from adjudicator.games.lauzait_cep.pieces import Piece
from adjudicator.games.lauzait_cep.position import Hand, Position, RevealedDepartment
from adjudicator.games.lauzait_cep.rulesets import Ruleset
from adjudicator.games.lauzait_cep.stalemate import is_stalemate

from .lauzait_helpers import pieces, position

# A board without G1, G8, W1 or any joker: a hand of 0s and a 9 can discard nothing.
STUCK_BOARD = "G2 G2 G2 G2 G3 G3 G3 G3 G4 G4 G4 G5 G5 G5 G6 G6 G6 G7 G7 G7 W5 W5 W5 W6"
OPEN_BOARD = "G0 G1 G2 G3 G4 G5 G6 G7 W0 W1 W2 W3 W4 W5 W6 W7 G4 G5 G6 G7 W4 W5 W6 W7"


def scores(hand: str, ruleset: Ruleset | None = None, luminous: str | None = None) -> dict[str, int]:
    pos = position(hand, OPEN_BOARD)
    if luminous is not None:
        pos = Position(pos.players, pos.board, pos.hands, pos.to_play, Piece.parse(luminous))
    verdict = declaration(pos, ruleset)
    assert verdict.allowed, verdict.reason
    return {line.name: line.points for line in verdict.scores} | {"total": verdict.total}


def test_specialized_experts() -> None:
    assert scores("G0 G0 G0 G1 G2 G3 G6 G7 G8") == {"Lauzait-Cep": 3, "Specialized Experts": 3, "total": 6}


def test_great_sequence() -> None:
    assert scores("W0 W1 W2 G3 G4 G5 W6 W7 W8") == {"Lauzait-Cep": 3, "Great Sequence": 3, "total": 6}


def test_layered_bridges_two_or_three() -> None:
    assert scores("G0 G1 G2 G0 G1 G2 W9 W9 J")["Layered Bridges"] == 2
    assert scores("W0 W0 W0 G0 G0 G0 G1 G2 G3")["Layered Bridges"] == 2
    assert scores("W0 W0 W0 G0 G0 G0 G1 G2 G3", Ruleset.from_json("english"))["Layered Bridges"] == 3


def test_well_balanced_card_example_and_luminous() -> None:
    assert scores("W1 W2 W3 W3 W3 J G3 G4 G5") == {"Lauzait-Cep": 3, "Well-Balanced": 10, "total": 13}
    lit = scores("W1 W2 W3 W3 W3 J G3 G4 G5", luminous="W2")
    assert lit["Luminous pieces"] == 1 and lit["total"] == 14


def test_joker_colour_for_experts() -> None:
    hand = "G1 G2 G3 G4 G5 G6 G7 G8 J"
    assert scores(hand)["total"] == 9  # the joker as G9: Specialized Experts and Great Sequence 1-9
    assert scores(hand, Ruleset(joker_has_role_colour=False))["total"] == 6


def test_revealed_departments() -> None:
    revealed = (
        RevealedDepartment(tuple(pieces("W1 W2 W3")), 1),
        RevealedDepartment(tuple(pieces("W3 W3 J")), 2),
        RevealedDepartment(tuple(pieces("G3 G4 G5")), 2),
    )
    base = position("G1 G2 G3 W1 W2 W3 G4 G5 G6", OPEN_BOARD)
    verdict = declaration(base.with_hand(Hand((), revealed)))
    assert verdict.allowed and verdict.grounds is Grounds.REVEALED and verdict.total == 13
    two = declaration(base.with_hand(Hand(tuple(pieces("G6 G7 G8")), revealed[:2])))
    assert not two.allowed
    assert two.reason == "you have 2 revealed Department(s); declare with 0 or 3 revealed (or in Stalemate)"


def test_incomplete_hand_may_not_declare() -> None:
    verdict = declaration(position("G0 G0 G1 G2 G5 W0 W3 W6 W9", OPEN_BOARD))
    assert not verdict.allowed and "do not split into three Departments" in verdict.reason


def test_stalemate_detected_and_scored() -> None:
    pos = position("G0 G0 G0 G0 W0 W0 W0 W0 G9", STUCK_BOARD)
    assert is_stalemate(pos)
    assert not any(option.legal for option in hiring_options(pos))
    verdict = declaration(pos)
    assert verdict.allowed and verdict.grounds is Grounds.STALEMATE
    assert {line.name: line.points for line in verdict.scores} == {"Lauzait-Cep": 3, "Stalemate": 15}
    only = declaration(pos, Ruleset(stalemate_adds_formation_scores=False))
    assert only.total == 15


def test_a_joker_anywhere_prevents_stalemate() -> None:
    assert not is_stalemate(position("G0 G0 G0 G0 W0 W0 W0 W0 J", STUCK_BOARD))
    assert not is_stalemate(position("G0 G0 G0 G0 W0 W0 W0 W0 G9", STUCK_BOARD.replace("G2 G2 G2 G2", "J G2 G2 G2")))


def test_revealed_pieces_count_for_stalemate() -> None:
    # The concealed 0s cannot be discarded, but the revealed W4 could be after dissolving (W5 on the board).
    pos = position("G0 G0 G0 G0 W0 W0 W0 W0 G9", STUCK_BOARD)
    hand = Hand(tuple(pieces("G0 G0 G0 G0 W0 W0")), (RevealedDepartment(tuple(pieces("W2 W3 W4")), 2),))
    revealed = pos.with_hand(hand)
    assert not any(option.legal for option in hiring_options(revealed))
    assert not is_stalemate(revealed)
