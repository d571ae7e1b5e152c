"""A game state sent back is one the rules reach: the Season's deal, the Days, the money, the order, the end.

Every state the service returns (new, after each action, across Season ends, once over) is accepted back under the
ruleset it was played with; a state edited to one no game reaches is refused with the offending field.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from adjudicator.games.lauzait_cep import game as lauzait
from adjudicator.games.lauzait_cep.declaring import declaration, declaration_allowed
from adjudicator.games.lauzait_cep.game import GameAction, GameError, LauzaitGame
from adjudicator.games.lauzait_cep.rulesets import ActionOrder, Ruleset


def _refused(data: dict[str, Any], field: str, ruleset: Ruleset | None = None) -> GameError:
    with pytest.raises(GameError) as caught:
        LauzaitGame.from_json(data, ruleset)
    assert caught.value.field == field, caught.value
    return caught.value


def _play(game: LauzaitGame, *actions: dict[str, Any]) -> LauzaitGame:
    for action in actions:
        step = lauzait.apply(game, game.to_play or 0, GameAction.from_json(action))
        assert step.legal, step.reason
        game = step.game
    return game


def _first(game: LauzaitGame, kind: str) -> GameAction:
    return next(a for a in lauzait.legal_actions(game) if a.action == kind)


def _to_the_end(players: int, seed: int, ruleset: Ruleset, luminous: bool, steps: int) -> LauzaitGame:
    """Play a game to its end (declaring whenever allowed, else a random legal action); every state goes back."""
    game = lauzait.new_game(players, seed, ruleset, luminous)
    rng = random.Random(seed)
    for _ in range(steps):
        assert LauzaitGame.from_json(game.to_json(), ruleset) == game
        if game.over:
            return game
        options = lauzait.legal_actions(game)
        declare = [a for a in options if a.action == "declare"]
        step = lauzait.apply(game, game.to_play or 0, declare[0] if declare else rng.choice(options))
        assert step.legal, step.reason
        game = step.game
    return game


@pytest.mark.parametrize(("players", "seed", "ruleset", "luminous"), [
    (2, 2, Ruleset(), False),
    (3, 5, Ruleset(action_order=ActionOrder.DESIGNERS), True),
    (2, 8, Ruleset(action_order=ActionOrder.ANY, jokers_within_piece_set=True), True),
    # the last Season's declaration scores 6 here, 5 under the default: the end is checked under the game's ruleset
    (2, 0, Ruleset(layered_bridges_points=3, layered_bridges_each_pair=True), False),
])
def test_every_state_of_a_whole_game_is_accepted_back(players: int, seed: int, ruleset: Ruleset,
                                                      luminous: bool) -> None:
    game = _to_the_end(players, seed, ruleset, luminous, 1500)
    assert game.season == players and (game.over or game.day > 0)


@pytest.mark.parametrize(("players", "seed", "ruleset"), [
    (2, 2, Ruleset()),
    (3, 5, Ruleset(action_order=ActionOrder.DESIGNERS)),
    (2, 8, Ruleset(action_order=ActionOrder.ANY, jokers_within_piece_set=True)),
])
def test_whether_a_declaration_is_allowed_is_what_the_declaration_says(players: int, seed: int,
                                                                       ruleset: Ruleset) -> None:
    """``declaration_allowed`` (the first reading decides) agrees with the full ``declaration`` at each state of
    the first 600 actions of a game and after every Form and Dissolve listed there (the states the finishable-Day
    rule explores)."""
    game = lauzait.new_game(players, seed, ruleset)
    rng = random.Random(seed)
    allowed_seen = set()
    for _ in range(600):
        if game.over:
            break
        options = lauzait.legal_actions(game)
        states = [game] + [lauzait.apply(game, game.to_play or 0, a).game for a in options
                           if a.action in ("form", "dissolve")]
        for state in states:
            allowed = declaration_allowed(state.position, ruleset)
            assert allowed == declaration(state.position, ruleset).allowed, state.to_json()
            allowed_seen.add(allowed)
        declare = [a for a in options if a.action == "declare"]
        game = lauzait.apply(game, game.to_play or 0, declare[0] if declare else rng.choice(options)).game
    assert allowed_seen == {True, False}  # both answers met


# --- the Season's deal (fix 1) --------------------------------------------------------------------------------


def test_a_hand_not_dealt_from_the_seed_is_refused() -> None:
    data = lauzait.new_game(2, 7).to_json()
    data["position"]["hands"][0]["concealed"] = [f"W{n}" for n in range(1, 10)]
    error = _refused(data, "state.position.hands[0].concealed[3]")
    assert "face down" in error.message


def test_a_piece_from_the_face_down_pool_is_refused_on_any_day() -> None:
    game = lauzait.new_game(2, 7)
    for _ in range(4):
        game = lauzait.apply(game, game.to_play or 0, _first(game, "hire")).game
    data = game.to_json()
    in_play = [*[p for p in data["position"]["board"].values() if p], *data["position"]["hands"][0]["concealed"],
               *data["position"]["hands"][1]["concealed"]]
    unused = next(f"{c}{n}" for c in "GW" for n in range(9, 0, -1) if in_play.count(f"{c}{n}") < (2 if n > 7 else 3))
    data["position"]["hands"][1]["concealed"][0] = unused
    _refused(data, "state.position.hands[1].concealed[0]")


def test_on_the_first_day_the_position_is_exactly_the_deal() -> None:
    data = lauzait.new_game(3, 4).to_json()
    hands = data["position"]["hands"]
    hands[0], hands[1] = hands[1], hands[0]  # the same pieces in play, not dealt this way
    _refused(data, "state.position.hands[0]")
    data = lauzait.new_game(3, 4).to_json()
    board = data["position"]["board"]
    board["a1"], board["b1"] = board["b1"], board["a1"]
    if board["a1"] != board["b1"]:
        _refused(data, "state.position.board.a1")


# --- derived fields (fix 2) -------------------------------------------------------------------------------------


def test_a_lowered_recorded_bonus_is_refused_by_the_totals() -> None:
    game = _play(lauzait.new_game(2, 15), {"action": "form", "pieces": ["G2", "G3", "J"]})
    data = game.to_json()
    assert data["scores"] == [1, 0] and data["position"]["hands"][0]["revealed"][0]["bonus"] == 1
    data["position"]["hands"][0]["revealed"][0]["bonus"] = 0  # the other reading, to dissolve for less
    _refused(data, "state.scores[0]")
    low = _play(lauzait.new_game(2, 15), {"action": "form", "pieces": ["G2", "G3", "J"], "bonus": 0})
    assert LauzaitGame.from_json(low.to_json()) == low  # the player may choose that reading when forming


def test_the_luminous_piece_is_the_one_the_deal_turns_up() -> None:
    lit = lauzait.new_game(2, 7, luminous=True).to_json()
    assert lit["position"]["luminous"] == "W8"
    _refused({**lit, "position": {**lit["position"], "luminous": "W9"}}, "state.position.luminous")
    plain = lauzait.new_game(2, 7).to_json()
    _refused({**plain, "position": {**plain["position"], "luminous": "G9"}}, "state.position.luminous")


def test_the_play_order_is_the_drawn_one() -> None:
    data = lauzait.new_game(3, 4).to_json()
    assert data["order"] == [0, 1, 2]
    _refused({**data, "order": [0, 2, 1]}, "state.order")
    _refused({**data, "order": [1, 2, 0], "to_play": 1}, "state.order")
    pair = lauzait.new_game(2, 7).to_json()
    _refused({**pair, "order": [1, 0], "to_play": 1}, "state.order")


def test_the_day_follows_the_turn_and_the_plays() -> None:
    data = lauzait.new_game(3, 4).to_json()
    _refused({**data, "day": 1}, "state.day")  # Day 1 is the second hand's
    game = lauzait.new_game(2, 7)
    for _ in range(2):
        game = lauzait.apply(game, game.to_play or 0, _first(game, "hire")).game
    played = game.to_json()
    assert played["day"] == 2 and played["position"]["to_play"] == 0
    _refused({**played, "day": 0}, "state.position.hands[0]")  # two Hirings ago the hands were the deal's
    formed = _play(lauzait.new_game(2, 15), {"action": "form", "pieces": ["G2", "G3", "J"]}).to_json()
    _refused({**formed, "done": []}, "state.position.hands[0].revealed")
    _refused({**data, "done": ["hire"]}, "state.done")  # under the rulebook's order Hiring ends the Day


def test_the_season_over_totals_and_last_season_agree() -> None:
    data = lauzait.new_game(2, 7).to_json()
    _refused({**data, "season": 2}, "state.position.board.c1")  # Season 2 deals differently
    over = _to_the_end(2, 2, Ruleset(), False, 1500).to_json()
    assert over["over"] and over["scores"] == [0, 6] and over["last_season"]["points"] == 3
    _refused({**over, "scores": [0, 2]}, "state.scores[1]")  # less than the last declaration paid
    _refused({**over, "scores": [0, 200]}, "state.scores")  # more than one Season before could pay
    _refused({**over, "scores": [9, 6], "winners": [0]}, "state.order")  # seat 1 started with fewer
    _refused({**over, "last_season": None}, "state.last_season")
    forged = copy.deepcopy(over)
    forged["last_season"]["points"], forged["last_season"]["scores"][0]["points"] = 50, 50
    _refused(forged, "state.last_season")
    _refused({**data, "last_season": over["last_season"]}, "state.last_season")
    _refused({**data, "scores": [3, 0]}, "state.scores[0]")


def test_a_malformed_last_season_is_named_with_what_was_expected() -> None:
    over = _to_the_end(2, 2, Ruleset(), False, 1500).to_json()
    error = _refused({**over, "last_season": [over["last_season"]]}, "state.last_season")
    assert error.message == "expected an object"
    bad_line = copy.deepcopy(over)
    bad_line["last_season"]["scores"][0] = ["name", 3]
    error = _refused(bad_line, "state.last_season.scores[0]")
    assert error.message == "expected an object, got ['name', 3]"


def test_a_later_season_carries_the_season_before() -> None:
    game = lauzait.new_game(2, 2)
    rng = random.Random(2)
    while game.season == 1:
        options = lauzait.legal_actions(game)
        declare = [a for a in options if a.action == "declare"]
        game = lauzait.apply(game, game.to_play or 0, declare[0] if declare else rng.choice(options)).game
    data = game.to_json()
    assert LauzaitGame.from_json(data) == game and data["last_season"]["season"] == 1
    _refused({**data, "last_season": None}, "state.last_season")
    _refused({**data, "last_season": {**data["last_season"], "season": 2}}, "state.last_season.season")
    _refused({**data, "scores": [0, 0]}, "state.last_season.points")
    # More than one Season can pay (a declaration and the bonuses revealed at its end: 106 for two players), yet
    # within the bank's banknotes (168): refused for what a Season pays.
    other = 1 - data["last_season"]["declarer"]
    inflated = list(data["scores"])
    inflated[other] += 150 - sum(inflated)
    error = _refused({**data, "scores": inflated}, "state.scores")
    assert "a Season pays at most" in error.message and "more than 106" in error.message, error.message


# --- malformed order (fix 3) ------------------------------------------------------------------------------------


@pytest.mark.parametrize("order", [[0, "1"], [0, None], [0, 1.0], [0, True]])
def test_a_play_order_of_other_than_seats_is_refused(order: list[object]) -> None:
    data = lauzait.new_game(2, 7).to_json()
    _refused({**data, "order": order}, "state.order[1]")
