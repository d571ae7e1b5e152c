"""A Day can always be finished: no Form or Dissolve leaves a player who can neither hire nor declare.

The dead end this guards against: a player forms a Department and none of the concealed pieces left may be
discarded, while a revealed piece could be (so it is no Stalemate), one or two Departments are revealed (so no
declaration), and in the rulebook's order dissolving came first (spec §4.1-§4.6, §6, §7). Such a Form (or such a
Dissolve) is refused and not listed; a state sent in that is already a dead end is one no game reaches.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.lauzait_cep import game as lauzait
from adjudicator.games.lauzait_cep.game import GameAction, GameError, LauzaitGame
from adjudicator.games.lauzait_cep.pieces import Piece
from adjudicator.games.lauzait_cep.position import Hand, RevealedDepartment
from adjudicator.games.lauzait_cep.rulesets import ActionOrder, Ruleset

from .lauzait_helpers import pieces, position

#: Two players, seed 1, the random walk of :func:`_declaring_walk` with ``random.Random(1)``, after 254 actions
#: (Day 249 of the first Season): seat 1 holds G1 G1 G1 G2 G2 G2 concealed and G3 G3 G3 revealed. The board has a
#: G3 (so a G2 may be discarded) but no G0 (none in a 2-player game), G2 or joker (so a G1 may not). Forming
#: G2 G2 G2 would leave only G1s concealed with two Departments revealed: no Hiring, no declaration, no Stalemate.
WALKED_TO: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parents[1] / "data" / "lauzait_cep_dead_end_day.json").read_text(encoding="utf-8"))


def _form(*names: str) -> GameAction:
    return GameAction("form", pieces=tuple(Piece.parse(name) for name in names))


def _declaring_walk(players: int, seed: int, steps: int) -> LauzaitGame:
    """Declare whenever allowed, else play one of the listed actions at random (``random.Random(seed)``)."""
    game = lauzait.new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        options = lauzait.legal_actions(game)
        assert options
        declare = [a for a in options if a.action == "declare"]
        step = lauzait.apply(game, game.to_play or 0, declare[0] if declare else rng.choice(options))
        assert step.legal, step.reason
        game = step.game
    return game


def _not_hiring(game: LauzaitGame) -> list[dict[str, Any]]:
    return [a.to_json() for a in lauzait.legal_actions(game) if a.action != "hire"]


def test_the_seeded_walk_reaches_the_form_that_would_end_in_a_dead_end() -> None:
    game = _declaring_walk(2, 1, 254)
    assert game.to_json() == WALKED_TO
    assert _form("G2", "G2", "G2") not in lauzait.legal_actions(game)  # listed before the fix: then no action
    assert lauzait.legal_actions(lauzait.apply(game, 1, _form("G1", "G1", "G1")).game)


def test_a_form_after_which_the_day_cannot_be_finished_is_refused_and_not_listed() -> None:
    game = LauzaitGame.from_json(WALKED_TO)
    assert _not_hiring(game) == [{"action": "dissolve", "index": 0}, {"action": "form", "pieces": ["G1", "G1", "G1"]}]
    step = lauzait.apply(game, 1, _form("G2", "G2", "G2"))
    assert not step.legal and step.game == game and step.points == 0
    assert "cannot be finished" in step.reason and "G2 G2 G2" in step.reason
    assert not lauzait.day_can_be_finished(replace(game, done=("form",), position=game.position.with_hand(
        Hand(tuple(pieces("G1 G1 G1")), (*game.position.hand.revealed, RevealedDepartment(tuple(pieces("G2 G2 G2")),
                                                                                          3))))))
    kept = lauzait.apply(game, 1, _form("G1", "G1", "G1"))
    assert kept.legal and kept.points == 3
    assert {a.action for a in lauzait.legal_actions(kept.game)} == {"hire"}  # only G2s concealed: each discardable


def test_a_form_completing_three_departments_keeps_the_day_finishable_by_a_declaration() -> None:
    game = LauzaitGame.from_json(WALKED_TO)
    hand = Hand(tuple(pieces("G1 G1 G1")), (RevealedDepartment(tuple(pieces("G3 G3 G3")), 3),
                                            RevealedDepartment(tuple(pieces("G2 G2 G2")), 3)))
    ready = replace(game, position=game.position.with_hand(hand))
    assert _form("G1", "G1", "G1") in lauzait.legal_actions(ready)
    formed = lauzait.apply(ready, 1, _form("G1", "G1", "G1"))
    assert formed.legal and not formed.game.position.hand.concealed  # nothing left to discard: declaring ends it
    assert [a.action for a in lauzait.legal_actions(formed.game)] == ["declare"]


def test_a_dissolve_after_which_the_day_cannot_be_finished_is_refused_and_not_listed() -> None:
    # No concealed piece may be discarded (no G0, G2 or joker on the board); G2 G3 G4 has no discard either (no G1,
    # G3 or G5 there); G6 G7 G8 has (a G7 is on the board), so it is no Stalemate. Dissolving G2 G3 G4 would leave
    # no Hiring and one Department revealed (no declaration); dissolving G6 G7 G8 lets G6 or G8 be discarded.
    board = "W1 W1 W1 W1 W2 W2 W2 W2 W3 W3 W3 W3 W4 W4 W4 W5 W5 W5 W6 W6 W6 W7 W7 G7"
    start = position("G1 G1 G1", board, players=2)
    hand = Hand(tuple(pieces("G1 G1 G1")), (RevealedDepartment(tuple(pieces("G2 G3 G4")), 1),
                                            RevealedDepartment(tuple(pieces("G6 G7 G8")), 3)))
    game = LauzaitGame(2, 1, 1, (0, 4), (1, 0), replace(start, hands=(hand, None)))
    assert not lauzait.stalemated(game)
    assert _not_hiring(game) == [{"action": "dissolve", "index": 1}, {"action": "form", "pieces": ["G1", "G1", "G1"]}]
    step = lauzait.apply(game, 1, GameAction("dissolve", index=0))
    assert not step.legal and step.game == game and "dissolving Department 0" in step.reason
    dissolved = lauzait.apply(game, 1, GameAction("dissolve", index=1))
    assert dissolved.legal and dissolved.points == -3
    assert {a.discard for a in lauzait.legal_actions(dissolved.game) if a.action == "hire"} == set(pieces("G6 G8"))
    # Under any order the player may dissolve after forming, so forming first is no dead end there either.
    anything = replace(game, ruleset=Ruleset(action_order=ActionOrder.ANY))
    assert lauzait.apply(anything, 1, GameAction("dissolve", index=0)).legal is False
    assert lauzait.day_can_be_finished(replace(anything, done=("form",)))


def test_a_state_that_is_already_a_dead_end_is_one_no_game_reaches() -> None:
    dead = copy.deepcopy(WALKED_TO)
    dead["done"], dead["scores"], dead["bank"] = ["form"], [0, 6], 162
    dead["position"]["hands"][1] = {"concealed": ["G1", "G1", "G1"],
                                    "revealed": [{"pieces": ["G3", "G3", "G3"], "bonus": 3},
                                                 {"pieces": ["G2", "G2", "G2"], "bonus": 3}]}
    with pytest.raises(GameError) as caught:
        LauzaitGame.from_json(dead)
    assert caught.value.field == "state.done" and "could not finish this Day" in caught.value.message
    alive = copy.deepcopy(dead)
    alive["position"]["hands"][1]["concealed"], alive["position"]["hands"][1]["revealed"][1]["pieces"] = (
        ["G2", "G2", "G2"], ["G1", "G1", "G1"])
    assert lauzait.legal_actions(LauzaitGame.from_json(alive))


#: The walks of the invariant test: (action order, players, seed, actions). Each plays random Days choosing the kind
#: of action first (so Departments are formed and dissolved often) and checks the state after every listed Form and
#: Dissolve. Before the rule, the first two reached a state that was not over and had no legal action (after the
#: listed Form G7 G9 J at action 34; after the listed Form G1 G2 G3 following a Dissolve at action 51); the others
#: keep every order and table size covered.
WALKS = [
    (ActionOrder.SEED, 2, 32, 36),
    (ActionOrder.SEED, 2, 2, 53),
    *((order, players, 1, 16) for order in ActionOrder for players in (2, 3, 4)),
]


def _walk_checking_every_next_state(order: ActionOrder, players: int, seed: int, steps: int) -> None:
    game = lauzait.new_game(players, seed, Ruleset(action_order=order))
    rng = random.Random(seed)
    for played in range(steps):
        if game.over:
            return
        options = lauzait.legal_actions(game)
        assert options, (order, players, seed, played, game.to_json())
        for action in options:
            if action.action in ("dissolve", "form"):
                step = lauzait.apply(game, game.to_play or 0, action)
                assert step.legal, step.reason
                assert step.game.over or lauzait.legal_actions(step.game), (order, players, seed, played,
                                                                           action.to_json())
        kind = rng.choice(sorted({a.action for a in options}))
        step = lauzait.apply(game, game.to_play or 0, rng.choice([a for a in options if a.action == kind]))
        assert step.legal, step.reason
        game = step.game


@pytest.mark.parametrize(("order", "players", "seed", "steps"), WALKS)
def test_no_state_a_random_walk_reaches_is_a_dead_end(order: ActionOrder, players: int, seed: int,
                                                      steps: int) -> None:
    _walk_checking_every_next_state(order, players, seed, steps)
