from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.errors import RulesError
from adjudicator.games.lauzait_cep import game as lauzait
from adjudicator.games.lauzait_cep.game import GameAction, GameError, LauzaitGame


def _walk(players: int, seed: int, choices: int, steps: int) -> LauzaitGame:
    """Play up to ``steps`` actions, declaring whenever allowed; every state is accepted back."""
    game = lauzait.new_game(players, seed)
    rng = random.Random(choices)
    for _ in range(steps):
        if game.over:
            break
        options = lauzait.legal_actions(game)
        assert options
        declare = [a for a in options if a.action == "declare"]
        action = declare[0] if declare else rng.choice(options)
        step = lauzait.apply(game, game.to_play or 0, action)
        assert step.legal, (action, step.reason)
        game = step.game
        assert LauzaitGame.from_json(game.to_json()) == game
    return game


@settings(max_examples=3, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 2**32))
def test_random_days_are_accepted_back_and_every_listed_action_applies(players: int, seed: int, choices: int) -> None:
    _walk(players, seed, choices, 12)


def test_a_whole_game_to_its_winners() -> None:
    game = _walk(2, 2, 2, 400)
    assert game.over and game.season == 2 and game.to_play is None
    assert game.winners == (1,) and game.scores == (0, 6)
    assert game.last_season is not None and game.last_season.declarer in (0, 1)


def test_the_first_season_is_drawn_and_later_ones_start_with_the_fewest_points() -> None:
    assert lauzait.season_start((0, 0, 0), 1, 5)[2] is True
    assert lauzait.season_start((3, 1, 7, 4), 2, 5) == (1, -1, False)  # seat 1 fewest, toward seat 0 (3) not 2 (7)
    assert lauzait.season_start((3, 9, 0, 4), 2, 5) == (2, 1, False)  # seat 2 fewest, toward seat 3 (4) not 1 (9)
    starter, _, drawn = lauzait.season_start((2, 2, 5), 2, 5)
    assert drawn and starter in (0, 1)
    assert lauzait.play_order(4, 1, -1) == (1, 0, 3, 2)


def test_a_new_game_is_reproducible_and_hiring_passes_the_day() -> None:
    game = lauzait.new_game(3, 11)
    assert game == lauzait.new_game(3, 11) and game.to_play == game.order[0]
    hire = next(a for a in lauzait.legal_actions(game) if a.action == "hire")
    after = lauzait.apply(game, game.order[0], hire).game
    assert after.to_play == game.order[1] and after.day == 1
    wrong = lauzait.apply(after, game.order[0], hire)
    assert not wrong.legal and "Day" in wrong.reason


def test_impossible_games_are_refused() -> None:
    data = lauzait.new_game(3, 4).to_json()
    with pytest.raises(GameError, match=r"state.order: expected the seats 0..2"):
        LauzaitGame.from_json({**data, "order": [0, 0, 1]})
    with pytest.raises(GameError, match=r"state.over: the game ends after its 3 Seasons"):
        LauzaitGame.from_json({**data, "over": True})
    with pytest.raises(GameError, match=r"state.position.hands\[1\]: every hand of a dealt game is known"):
        position = dict(data["position"])
        position["hands"] = [position["hands"][0], None, position["hands"][2]]
        LauzaitGame.from_json({**data, "position": position})
    with pytest.raises(GameError, match=r"state.to_play"):
        LauzaitGame.from_json({**data, "to_play": (data["order"][0] + 1) % 3})
    with pytest.raises(GameError, match=r"action.action"):
        GameAction.from_json({"action": "pass"})


@pytest.mark.parametrize(("data", "field", "message"), [
    ({"action": "end", "colour": "G"}, "action.colour", "unknown field 'colour'"),
    ({"action": "declare", "index": 0}, "action.index", "declare does not take index"),
    ({"action": "hire", "discard": "G3", "origin": "a1", "destination": "a2", "pieces": ["G1", "G2", "G3"]},
     "action.pieces", "hire does not take pieces"),
    ({"action": "dissolve"}, "action.index", "dissolve requires"),
    ({"action": "dissolve", "index": None}, "action.index", "dissolve requires"),
    ({"action": "dissolve", "index": 3}, "action.index", "0..2"),
    ({"action": "form", "pieces": ["G1", "G2"]}, "action.pieces", "3 pieces"),
    ({"action": "form", "pieces": ["G1", "G2", "X"]}, "action.pieces[2]", "not a piece"),
    ({"action": "hire", "discard": "G3", "origin": "a1"}, "action.destination", "hire requires"),
    ({"action": "hire", "discard": "G3", "origin": "a9", "destination": "a2"}, "action.origin", "not a square"),
    ({"action": "hire", "discard": 3, "origin": "a1", "destination": "a2"}, "action.discard", "piece"),
    ({"action": "hire", "discard": "G3", "origin": "a1", "destination": "a2", "cast": 6}, "action.cast", "0..5"),
    (["end"], "action", "expected an object"),
])
def test_an_action_is_read_by_its_declared_fields(data: object, field: str, message: str) -> None:
    """A key no action has is refused naming it, as is a field of another action given a value; a field the action
    needs must be given; each field is read by its kind."""
    with pytest.raises(RulesError) as refused:
        GameAction.from_json(data)
    assert refused.value.field == field
    assert message in refused.value.message


def test_an_action_reads_null_as_a_field_left_out_and_writes_the_fields_it_uses() -> None:
    """A client writing every field of an action (null for those its action does not use) is read as one leaving
    them out; the JSON form writes the fields the action uses, those set."""
    nulls = {"index": None, "pieces": None, "bonus": None, "discard": None, "origin": None, "destination": None,
             "cast": None}
    assert GameAction.from_json({**nulls, "action": "declare"}) == GameAction("declare")
    hire = GameAction.from_json({**nulls, "action": "hire", "discard": "g3", "origin": "A1", "destination": "a2"})
    assert hire.to_json() == {"action": "hire", "discard": "G3", "origin": "a1", "destination": "a2"}
    form = GameAction.from_json({"action": "form", "pieces": ["G3", "G1", "J"], "bonus": 0})
    assert form.to_json() == {"action": "form", "pieces": ["G3", "G1", "J"], "bonus": 0}
    assert GameAction.from_json({"action": "dissolve", "index": 1}).to_json() == {"action": "dissolve", "index": 1}
    assert GameAction.from_json({"action": "hire", "discard": "W9", "origin": "b2", "destination": "c3",
                                 "cast": 4}).to_json()["cast"] == 4
