"""Every game's JSON forms through the one interface (games/game.py): each state met in seeded random games reads
back from its JSON form as the same state, every listed action reads back as itself, a malformed value is a
RulesError naming where it is, and ``usual_players`` is the number ``new`` sets a game up for by default."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from adjudicator.games.catalogue import GAMES
from adjudicator.games.errors import RulesError
from adjudicator.games.game import Game, NotListed

#: turns played per game (the short games end before; the long ones are sampled over their first turns)
TURNS = 150


def through_json(value: Any) -> Any:
    """``value`` as a client receives it: encoded and decoded again."""
    return json.loads(json.dumps(value, ensure_ascii=False))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_states_and_actions_read_back_from_their_json_forms(name: str) -> None:
    game: Game[Any, Any] = GAMES[name]
    rng = random.Random(name)
    state = game.new(seed=11)
    for _ in range(TURNS):
        written = through_json(game.state_to_json(state))
        read = game.state_from_json(written)
        assert game.state_to_json(read) == written
        assert game.to_play(read) == game.to_play(state)
        actions = list(game.legal_actions(read))
        if not actions:
            assert game.result(read).over
            break
        for action in rng.sample(actions, min(40, len(actions))):
            assert game.action_from_json(read, through_json(game.action_to_json(action))) == action
        verdict = game.apply(read, rng.choice(actions))
        assert verdict.legal, verdict.reason
        for outcome in verdict.outcomes:
            assert game.state_from_json(through_json(game.state_to_json(outcome.state))) == outcome.state
        state = verdict.state


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_malformed_state_is_refused_naming_a_field(name: str) -> None:
    game: Game[Any, Any] = GAMES[name]
    written = game.state_to_json(game.new(seed=3))
    for broken in ([], "state", {**written, "no_such_field": 1}):
        with pytest.raises(RulesError) as refused:
            game.state_from_json(broken)
        assert refused.value.message


@pytest.mark.parametrize("name", sorted(GAMES))
def test_an_action_of_no_form_the_game_reads_is_refused(name: str) -> None:
    """A reader of the game's own refuses it naming the action; a game whose actions are read by matching the
    listed ones refuses it as not listed (answered ``legal: false`` over HTTP)."""
    game: Game[Any, Any] = GAMES[name]
    state = game.new(seed=3)
    with pytest.raises(RulesError) as refused:
        game.action_from_json(state, {"no_such_field": [1, 2]})
    assert refused.value.field  # the web layer places it under the request field action
    if not isinstance(refused.value, NotListed):
        assert any(game.action_from_json(state, game.action_to_json(a)) == a for a in game.legal_actions(state))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_usual_players_is_the_number_new_sets_up_by_default(name: str) -> None:
    game: Game[Any, Any] = GAMES[name]
    assert game.usual_players in game.players
    assert game.state_to_json(game.new(seed=5)) == game.state_to_json(game.new(seed=5, players=game.usual_players))
    others = [n for n in game.players if n != game.usual_players]
    for count in others[:2]:
        assert game.state_to_json(game.new(seed=5, players=count)) != game.state_to_json(game.new(seed=5))
