"""Every game of the catalogue set up under rules of its own through the one interface (games/game.py): the rules are
read by the game's own reader, a game under other rules than the defaults behaves differently where they matter,
its state's JSON form states them and reads back under them, and rules the game does not accept are a RulesError
naming ``rules.<option>``."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from adjudicator.games.catalogue import GAMES
from adjudicator.games.errors import RulesError
from adjudicator.games.game import RULESET, Game

from .game_rules_cases import RULED, SEED, first_difference

#: the plies a round trip plays under the rules before it reads the state back
PLIES = 12


def through_json(value: Any) -> Any:
    return json.loads(json.dumps(value, ensure_ascii=False))


def test_every_game_of_the_catalogue_has_rules_to_be_played_under() -> None:
    assert sorted(RULED) == sorted(GAMES)
    assert all(GAMES[name].default_rules_json() is not None for name in GAMES)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_catalogue_plays_each_game_under_its_default_rules(name: str) -> None:
    game: Game[Any, Any] = GAMES[name]
    default = game.default_rules_json()
    assert game.rules_json() == default and default
    assert game.under(None) is game and game.under(default) is game and game.under({}) is game
    assert game.state_to_json(game.new(SEED, rules={})) == game.state_to_json(game.new(SEED))
    if not game.states_own_rules:  # the defaults are stated by stating nothing
        assert RULESET not in game.state_to_json(game.new(SEED))


@pytest.mark.parametrize("name", sorted(RULED))
def test_a_game_under_other_rules_behaves_differently_where_they_matter(name: str) -> None:
    case = RULED[name]
    default: Game[Any, Any] = GAMES[name]
    ruled = default.under(case.rules)
    assert ruled is not default and ruled.rules_json() != default.rules_json()
    assert first_difference(default, ruled, case.players) == (case.what, case.ply), case.why
    assert first_difference(default, default.under(default.default_rules_json()), case.players) is None
    # new(..., rules=...) is the game under those rules set up
    started = default.new(SEED, case.players, rules=case.rules)
    assert ruled.state_to_json(started) == ruled.state_to_json(ruled.new(SEED, case.players))


def test_where_the_rules_matter_in_a_few_games() -> None:
    """The differences first_difference finds, spelt out."""
    lutu = GAMES["lutu"]
    assert len(lutu.legal_actions(lutu.new(1))) == 6
    assert len(lutu.legal_actions(lutu.new(1, rules={"multi_bets": True}))) == 63
    utage = GAMES["utage"].under({"dice_per_player": 3})
    assert all(len(p.cup) == 3 for p in utage.new(1).players)
    jujai = GAMES["jujai"].under({"sticks": 2})
    assert len(jujai.apply(jujai.new(1), "throw").outcomes) == 3
    cetkaik = GAMES["cetkaik"]
    assert cetkaik.new(1, rules="old_cetkaik") != cetkaik.new(1)
    assert "season 1 of 1" in cetkaik.under("old_cetkaik").describe(cetkaik.new(1, rules="old_cetkaik"))


@pytest.mark.parametrize("name", sorted(RULED))
def test_a_state_under_other_rules_states_them_and_reads_back_under_them(name: str) -> None:
    case = RULED[name]
    default: Game[Any, Any] = GAMES[name]
    ruled = default.under(case.rules)
    rng = random.Random(name)
    state = ruled.new(SEED, case.players)
    for _ in range(PLIES):
        written = through_json(ruled.state_to_json(state))
        assert RULESET in written
        played, read = default.read_state(written)
        assert played.rules_json() == ruled.rules_json()
        assert played.state_to_json(read) == written and played.to_play(read) == ruled.to_play(state)
        assert [played.action_to_json(a) for a in played.legal_actions(read)] == \
               [ruled.action_to_json(a) for a in ruled.legal_actions(state)]
        assert ruled.state_from_json(written) == read
        actions = list(ruled.legal_actions(state))
        if not actions:
            break
        state = ruled.apply(state, rng.choice(actions)).state
    # the game under the defaults refuses a state stating other rules
    written = through_json(ruled.state_to_json(state))
    with pytest.raises(RulesError) as refused:
        default.state_from_json(written)
    assert refused.value.field is not None and refused.value.field.startswith(f"state.{RULESET}")


@pytest.mark.parametrize(("name", "preset"), [(name, preset) for name in sorted(GAMES)
                                              for preset in GAMES[name].rule_presets])
def test_every_preset_round_trips_through_the_state_it_sets_up(name: str, preset: str) -> None:
    game: Game[Any, Any] = GAMES[name]
    ruled = game.under(preset)
    written = through_json(ruled.state_to_json(ruled.new(SEED)))
    played, read = game.read_state(written)
    assert played.rules_json() == ruled.rules_json() and played.state_to_json(read) == written
    assert (played is game) is (ruled is game)


@pytest.mark.parametrize(("name", "rules", "field"), [
    *[(name, {"no_such_option": 1}, "rules.no_such_option") for name in sorted(GAMES)],
    ("cetkaik", {"seasons": 3}, "rules.seasons"),
    ("cetkaik", {"preset": "chess"}, "rules.preset"),
    ("cetkaik", "chess", "rules"),
    ("cetkaik", 7, "rules"),
    ("cetkaik", {"scoring": "hands", "hand_system": "gushou"}, "rules.hand_system"),
    ("lauzait_cep", "chess", "rules"),
    ("lauzait_cep", {"layered_bridges_points": 4}, "rules.layered_bridges_points"),
    ("letiles", {"first_tile": "edge"}, "rules.first_tile"),
    ("letiles", "anywhere", "rules"),
    ("niekhi", {"seasons": 0}, "rules.seasons"),
    ("niekhi", {"deck": {"Nuak1": 1}}, "rules.deck.composition"),
    ("mokkaik", {"combos": {"wild": 3}}, "rules.combos.wild"),
    ("utage", {"dice_per_player": True}, "rules.dice_per_player"),
    ("lutu", {"multi_bets": "yes"}, "rules.multi_bets"),
    ("mokzo", {"resource_cap": 0}, "rules.resource_cap"),
])
def test_rules_the_game_does_not_accept_are_refused_naming_the_option(name: str, rules: Any, field: str) -> None:
    game: Game[Any, Any] = GAMES[name]
    with pytest.raises(RulesError) as refused:
        game.under(rules)
    assert refused.value.field == field and refused.value.message
    with pytest.raises(RulesError) as again:
        game.new(SEED, rules=rules)
    assert again.value.field == field


def test_rules_a_state_states_that_the_game_does_not_accept_are_refused_naming_where() -> None:
    nine = GAMES["nine"]
    written = through_json(nine.under({"seasons": 2}).state_to_json(nine.new(1, rules={"seasons": 2})))
    assert written[RULESET] == {"seasons": 2}
    with pytest.raises(RulesError) as refused:
        nine.read_state({**written, RULESET: {"seasons": "two"}})
    assert refused.value.field == f"state.{RULESET}.seasons"
    with pytest.raises(RulesError) as refused:
        nine.under({"seasons": 3}).state_from_json(written)
    assert refused.value.field == f"state.{RULESET}"
