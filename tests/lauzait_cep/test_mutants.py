"""Tests that pin Lauzait Cep! scoring rules a small plausible bug would break."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from adjudicator.games.lauzait_cep import game as lauzait
from adjudicator.games.lauzait_cep import pieces as pieces_module
from adjudicator.games.lauzait_cep import probability
from adjudicator.games.lauzait_cep.board import SquareError
from adjudicator.games.lauzait_cep.declaring import layered_bridges
from adjudicator.games.lauzait_cep.game import GameAction, GameError, LauzaitGame
from adjudicator.games.lauzait_cep.pieces import piece_set
from adjudicator.games.lauzait_cep.position import Position, deal
from adjudicator.games.lauzait_cep.probability import DealProbabilities
from adjudicator.games.lauzait_cep.rulesets import ActionOrder, Ruleset

from .lauzait_helpers import pieces
from .test_declaring import scores


def test_layered_bridges_score_once_even_with_three_equal_departments() -> None:
    assert scores("G3 G4 G5 W3 W4 W5 J J J")["Layered Bridges"] == 2
    assert scores("G3 G4 G5 W3 W4 W5 J J J", Ruleset.from_json("english"))["Layered Bridges"] == 3


def test_layered_bridges_each_pair() -> None:
    each = Ruleset.from_json({"layered_bridges_each_pair": True})
    assert scores("G3 G4 G5 W3 W4 W5 J J J", each)["Layered Bridges"] == 6  # three pairs of equal Departments
    assert scores("G0 G1 G2 G0 G1 G2 W9 W9 J", each)["Layered Bridges"] == 2  # one pair
    english_each = Ruleset.from_json({"preset": "english", "layered_bridges_each_pair": True})
    assert scores("G3 G4 G5 W3 W4 W5 J J J", english_each)["Layered Bridges"] == 9


def test_no_layered_bridges_without_equal_departments() -> None:
    assert "Layered Bridges" not in scores("G0 G1 G2 G3 G4 G5 W6 W7 W8")
    assert layered_bridges([], Ruleset()) == 0


# --- the whole-game flow (game.py) ----------------------------------------------------------------------------


def _first(game: LauzaitGame, kind: str) -> GameAction:
    return next(a for a in lauzait.legal_actions(game) if a.action == kind)


def test_forming_a_department_pays_its_bonus_to_the_player_whose_day_it_is() -> None:
    game = lauzait.new_game(3, 0)
    seat = game.to_play
    assert seat is not None
    forms = [lauzait.apply(game, seat, a) for a in lauzait.legal_actions(game) if a.action == "form"]
    step = max(forms, key=lambda s: s.points)
    assert step.legal is True and step.reason == "" and step.points > 0
    assert step.game.scores == tuple(s + step.points if i == seat else s for i, s in enumerate(game.scores))
    assert step.game.done == ("form",)


def test_an_illegal_hiring_is_refused_with_the_game_unchanged() -> None:
    game = lauzait.new_game(3, 0)
    hire = _first(game, "hire")
    wrong = replace(hire, destination=hire.origin)  # a piece cannot stay where it is
    step = lauzait.apply(game, game.order[0], wrong)
    assert step.legal is False and step.reason and step.points == 0 and step.game is game


def test_hiring_under_the_designers_order_keeps_the_day_and_ending_it_passes_the_turn() -> None:
    ruleset = Ruleset.from_json({"action_order": "designers"})
    game = lauzait.new_game(3, 0, ruleset)
    seat = game.order[0]
    hired = lauzait.apply(game, seat, _first(game, "hire"))
    assert hired.legal is True and hired.points == 0 and hired.reason == ""
    assert hired.game.to_play == seat and hired.game.done == ("hire",) and hired.game.day == 0
    ended = lauzait.apply(hired.game, seat, GameAction("end"))
    assert ended.legal is True and ended.points == 0
    assert ended.game.to_play == game.order[1] and ended.game.day == 1 and ended.game.done == ()


def test_every_revealed_department_can_be_dissolved_by_its_own_index() -> None:
    game = lauzait.new_game(3, 1)
    rng = random.Random(1)
    while not any(a.action == "dissolve" for a in lauzait.legal_actions(game)):
        options = [a for a in lauzait.legal_actions(game) if a.action in ("hire", "end", "form")]
        game = lauzait.apply(game, game.to_play or 0, rng.choice(options)).game
    indices = [a.index for a in lauzait.legal_actions(game) if a.action == "dissolve"]
    assert indices == list(range(len(game.position.hand.revealed)))


def test_each_season_draws_its_starting_player_afresh() -> None:
    """With tied scores the starter is drawn from the seed and the Season: not the same draw every Season."""
    draws = [tuple(lauzait.season_start((0, 0, 0, 0), season, seed) for season in (1, 2, 3)) for seed in range(12)]
    assert any(len(set(seasons)) > 1 for seasons in draws)


# --- second round (0.2.0) -------------------------------------------------------------------------------------


def test_a_day_left_open_after_its_hiring_is_refused_under_the_rulebook_order_saying_why() -> None:
    data = lauzait.new_game(3, 4).to_json()
    with pytest.raises(GameError) as caught:
        LauzaitGame.from_json({**data, "done": ["hire"]})
    assert caught.value.message == "Hiring ends the Day in this action order"
    assert caught.value.field is not None and caught.value.field.endswith(".done")  # the state's list of the Day


# --- the run on 0.4.0 (seed 17, 25 of 4,514 mutants) ------------------------------------------------------------


def test_a_day_that_formed_a_department_without_one_revealed_is_refused_naming_the_hand() -> None:
    data = lauzait.new_game(3, 4).to_json()
    with pytest.raises(GameError) as caught:
        LauzaitGame.from_json({**data, "done": ["form"]})  # hand 0's Day formed a Department, yet none is revealed
    assert caught.value.message == "the Department formed today is revealed (no dissolving follows forming)"
    assert caught.value.field == "state.position.hands[0].revealed"


def test_an_action_done_twice_in_a_day_is_refused_naming_the_list_of_the_day() -> None:
    data = lauzait.new_game(3, 4).to_json()
    with pytest.raises(GameError) as caught:
        LauzaitGame.from_json({**data, "done": ["form", "form"]})
    assert caught.value.message == "each action at most once a Day"
    assert caught.value.field == "state.done"


def test_a_board_key_that_is_not_a_square_is_named_by_its_field() -> None:
    data = lauzait.new_game(3, 4).to_json()
    position = data["position"]
    bad = {**position, "board": {**position["board"], "z9": None}}
    with pytest.raises(SquareError) as caught:
        Position.from_json(bad)
    assert caught.value.field == "board.z9"
    with pytest.raises(GameError) as in_game:
        LauzaitGame.from_json({**data, "position": bad})
    assert in_game.value.field == "state.position.board.z9"


def test_deal_probabilities_json_gives_each_probability_as_a_fraction_and_a_float() -> None:
    result = DealProbabilities(2, Fraction(1, 3), Fraction(1, 4), Fraction(0))
    assert result.to_json() == {
        "players": 2,
        "complete": {"fraction": "1/3", "float": 1 / 3},
        "well_balanced_given_complete": {"fraction": "1/4", "float": 0.25},
        "stuck": {"fraction": "0", "float": 0.0},
    }


def test_a_packed_hand_is_read_back_kind_by_kind() -> None:
    """The enumeration packs a hand's counts, 4 bits a kind; each count is read back alone, not with the kinds after
    it (the functions that read them are cached, so a test that computes a probability may never call them again)."""
    kinds = tuple(piece_set(2))
    hand = pieces("G1 G1 G2 G3 W5 W5 W5 J J")
    packed = probability._pack(tuple(hand), {p: i for i, p in enumerate(kinds)})
    assert probability._counts(packed, kinds) == {p: hand.count(p) for p in kinds}
    assert sorted(map(str, probability._pieces(packed, kinds))) == sorted(map(str, hand))


# --- the run after the records were declared (seed 17, 25 mutants) ----------------------------------------------


def test_the_piece_sets_are_built_for_their_player_count() -> None:
    """The sets are built once at import (so a test of ``piece_set`` alone never sees the builder change): built
    again here, 0s only with 4 players."""
    for players, size in ((2, 58), (3, 60), (4, 68)):
        built = pieces_module._piece_set(players)
        assert sum(built.values()) == size and built == piece_set(players)
        assert any(p.number == 0 for p in built if p.number is not None) == (players == 4)


def test_a_legal_declaration_step_gives_no_reason() -> None:
    game = lauzait.new_game(2, 2)
    rng = random.Random(2)
    while not game.over:
        options = lauzait.legal_actions(game)
        declare = [a for a in options if a.action == "declare"]
        if declare:
            step = lauzait.apply(game, game.to_play or 0, declare[0])
            assert step.legal and step.season_end is not None
            assert step.reason == "" and step.to_json()["reason"] is None
            return
        game = lauzait.apply(game, game.to_play or 0, rng.choice(options)).game
    raise AssertionError("no declaration was ever allowed")


def test_a_bonus_the_games_ruleset_refuses_is_named_at_its_department() -> None:
    """A position is read under the default ruleset, then checked under the game's: the error keeps its field."""
    within = Ruleset(jokers_within_piece_set=True)
    data = lauzait.new_game(3, 0, within).to_json()
    position = deal(3, random.Random(0)).to_json()  # the board leaves a G8, three jokers, three G1s and two G2s
    position["hands"][1] = position["hands"][2] = None
    position["hands"][0] = {"concealed": ["G1"] * 3 + ["G2"] * 2 + ["G3"],
                            "revealed": [{"pieces": ["G8", "J", "J"], "bonus": 7}]}  # 7 only if a J may be a 3rd G8
    with pytest.raises(GameError) as caught:
        LauzaitGame.from_json({**data, "position": position}, within)
    assert caught.value.field == "state.position.hands[0].revealed[0].bonus"
    assert "earn [1], not 7" in caught.value.message


# --- the run after the last records were declared (seed 17, 25 of 4,016 mutants) --------------------------------


def test_the_designers_order_refuses_a_declaration_without_hiring_saying_why() -> None:
    from adjudicator.games.lauzait_cep.day import Action, check_day_order
    from adjudicator.games.lauzait_cep.rulesets import ActionOrder

    verdict = check_day_order([Action.DECLARE], Ruleset(action_order=ActionOrder.DESIGNERS))
    assert (verdict.legal, verdict.reason) == (False, "Hiring is mandatory and comes before declaring in this order")
    assert check_day_order([Action.DECLARE], Ruleset()).legal


def test_a_complete_hand_is_judged_for_its_player_count_under_jokers_within_the_set() -> None:
    """Kills ``is_complete`` reading the hand for no player count: the joker's roles are checked against the set of
    the players in play."""
    from adjudicator.games.lauzait_cep.departments import is_complete

    within = Ruleset(jokers_within_piece_set=True)
    hand = pieces("G1 G2 J G4 G4 G4 W5 W6 W7")
    assert is_complete(hand, 3, within) and is_complete(hand, 2, within) and is_complete(hand, 4, within)


def test_an_action_on_a_finished_game_is_illegal_saying_so() -> None:
    game = lauzait.new_game(2, 2)
    rng = random.Random(2)
    while not game.over:
        options = lauzait.legal_actions(game)
        declare = [a for a in options if a.action == "declare"]
        game = lauzait.apply(game, game.to_play or 0, declare[0] if declare else rng.choice(options)).game
    step = lauzait.apply(game, 0, GameAction("end"))
    assert (step.legal, step.reason, step.points, step.season_end, step.game) == (False, "the game is over", 0, None,
                                                                                 game)


def test_a_revealed_department_read_alone_is_checked_under_the_ruleset_given() -> None:
    """Kills ``RevealedDepartment.from_json`` checking the bonus under the default ruleset (no test read one alone):
    two jokers with G8 earn 7 only if a joker may be a third G8."""
    from adjudicator.games.lauzait_cep.position import PositionError, RevealedDepartment

    data = {"pieces": ["G8", "J", "J"], "bonus": 7}
    assert RevealedDepartment.from_json(data, "d", 3).bonus == 7
    with pytest.raises(PositionError) as caught:
        RevealedDepartment.from_json(data, "d", 3, Ruleset(jokers_within_piece_set=True))
    assert caught.value.field == "d.bonus"


def test_a_finished_games_declaring_day_is_read_as_the_most_it_can_have_been() -> None:
    """Kills ``_today`` saying a finished game's declaring Day dissolved a Department. Its actions are no longer
    listed, so the state check reads the Day as the most it can have held: formed, hired where Hiring may come
    before declaring, and not dissolved (a dissolving would count one revealed Department more against what the
    hand has formed)."""
    game = lauzait.new_game(2, 2)
    rng = random.Random(2)
    while not game.over:
        options = lauzait.legal_actions(game)
        declare = [a for a in options if a.action == "declare"]
        game = lauzait.apply(game, game.to_play or 0, declare[0] if declare else rng.choice(options)).game
    assert game._today() == (False, True, False)  # the seed's order: declaring comes before Hiring
    designers = replace(game, ruleset=Ruleset(action_order=ActionOrder.DESIGNERS))
    assert designers._today() == (False, True, True)
