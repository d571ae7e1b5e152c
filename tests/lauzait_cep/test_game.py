from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
