"""The board and race games through the one game interface (games/game.py): Cetkaik, Lauzait Cep!, LETILES, Utage,
and the race games 連船之遊, 行山 and 六裁, each played from ``new`` to its end through the interface alone."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, cast

import pytest

from adjudicator.games.cetkaik.game_interface import CETKAIK
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.game import Game, Verdict
from adjudicator.games.lauzait_cep.game import GameAction
from adjudicator.games.lauzait_cep.game_interface import LAUZAIT_CEP
from adjudicator.games.letiles.game_interface import LETILES, LetilesTilesGame
from adjudicator.games.letiles.rules import LetilesRules
from adjudicator.games.letiles.table import Placement
from adjudicator.games.race_games import mokzo, ships
from adjudicator.games.race_games.game_interface import MOKZO, NETXIJU, SHIPS, NetxijuAction
from adjudicator.games.utage.game import Action
from adjudicator.games.utage.game_interface import UTAGE

#: Chooses the action to take among the listed ones.
Policy = Callable[[Any, Sequence[Any], random.Random], Any]
#: More turns than any game below takes (the longest, Lauzait Cep! with 3 players, takes about 500).
MAX_TURNS = 4000


def at_random(state: Any, actions: Sequence[Any], rng: random.Random) -> Any:
    return rng.choice(actions)


def lauzait_declaring(state: Any, actions: Sequence[GameAction], rng: random.Random) -> GameAction:
    """Declare when allowed, mostly form a Department when one can be formed, else any action (a purely random
    game drags on for thousands of Days: a declaration needs three Departments)."""
    declare = [a for a in actions if a.action == "declare"]
    forms = [a for a in actions if a.action == "form"]
    if declare:
        return declare[0]
    return rng.choice(forms) if forms and rng.random() < 0.9 else rng.choice(actions)


def ships_planned(state: ships.ShipsState, actions: Sequence[ships.ShipAction],
                  rng: random.Random) -> ships.ShipAction:
    """Mostly a simple plan: supply the leading ship while its cargo is low, else move it (random fleets rarely
    reach the goal: a fleet whose start store is empty can only pass)."""
    fleet = state.fleets[state.turn].ships

    def leading(kind: str) -> ships.ShipAction | None:
        found = [a for a in actions if a.kind == kind and a.ship is not None and fleet[a.ship].position < ships.GOAL]
        return max(found, key=lambda a: (fleet[cast(int, a.ship)].position, fleet[cast(int, a.ship)].cargo),
                   default=None)

    supply, move = leading("supply"), leading("move")
    plan = (supply if supply and (fleet[cast(int, supply.ship)].cargo < 10 or not move) else move) or leading("build")
    return plan if plan is not None and rng.random() < 0.8 else rng.choice(actions)


def mokzo_racing(state: mokzo.MokzoState, actions: Sequence[mokzo.MokzoAction],
                 rng: random.Random) -> mokzo.MokzoAction:
    """The racing line (random play does not end: a deck discarded for rice runs out): move when it can, install
    what it can afford, else discard the whole hand, activate, buy the most coins, end the turn."""
    hand = tuple(card.id for card in state.seats[state.turn].hand)
    for kind in ("move", "install", "discard", "activate", "exchange", "end_turn"):
        found = [a for a in actions if a.kind == kind]
        if kind == "discard":
            found = [a for a in found if a.cards == hand]
        if found:
            return found[-1] if kind == "exchange" else found[0]
    return rng.choice(actions)


@dataclass
class Walked:
    """The end of a game played through the interface, and how it went."""

    state: Any
    turns: int
    chance: int  # verdicts with outcomes


def check_verdict(game: Game[Any, Any], verdict: Verdict[Any]) -> None:
    assert verdict.legal and verdict.reason is None
    if verdict.outcomes:
        assert sum((o.probability for o in verdict.outcomes), Fraction(0)) == 1
        assert all(o.probability > 0 for o in verdict.outcomes)
        assert any(o.state == verdict.state for o in verdict.outcomes)


def walk(game: Game[Any, Any], seed: int, players: int, policy: Policy = at_random, tried: int = 2) -> Walked:
    """Play from ``new`` to the end: at each turn a few listed actions are adjudicated (each legal), then the
    policy's is taken. Fails if the game has not ended after ``MAX_TURNS``."""
    rng, probe = random.Random(seed), random.Random(-seed)
    state = game.new(seed, players)
    chance = 0
    for turn in range(MAX_TURNS):
        result, seat, actions = game.result(state), game.to_play(state), game.legal_actions(state)
        if result.scores:
            assert len(result.scores) == players
        assert game.describe(state).count("\n") >= 1
        if result.over:
            assert seat is None and not actions
            assert result.winners and all(0 <= w < players for w in result.winners)
            assert len(set(result.winners)) == len(result.winners)
            return Walked(state, turn, chance)
        assert seat is not None and 0 <= seat < players and actions, (seat, actions)
        assert result.winners == ()
        for action in probe.sample(list(actions), min(tried, len(actions))):
            check_verdict(game, game.apply(state, action))
        verdict = game.apply(state, policy(state, actions, rng))
        check_verdict(game, verdict)
        chance += bool(verdict.outcomes)
        state = verdict.state
    pytest.fail(f"{game.name} (seed {seed}, {players} players) did not end in {MAX_TURNS} turns")


SHORT_LETILES = LetilesTilesGame(LetilesRules(short_game=True))

#: (game, seed, players, policy, whether chance shows in outcomes)
WALKS: list[tuple[Game[Any, Any], int, int, Policy, bool]] = [
    (CETKAIK, 1, 2, at_random, True),
    (CETKAIK, 2, 2, at_random, True),
    (CETKAIK, 3, 2, at_random, True),
    (LAUZAIT_CEP, 1, 2, lauzait_declaring, True),
    (LAUZAIT_CEP, 2, 3, lauzait_declaring, True),
    (LETILES, 1, 2, at_random, False),
    (SHORT_LETILES, 2, 3, at_random, False),
    (UTAGE, 1, 2, at_random, False),
    (UTAGE, 2, 3, at_random, False),
    (UTAGE, 3, 5, at_random, False),
    (SHIPS, 1, 2, ships_planned, False),
    (SHIPS, 2, 3, ships_planned, False),
    (SHIPS, 3, 4, ships_planned, False),
    (MOKZO, 1, 2, mokzo_racing, False),
    (MOKZO, 2, 3, mokzo_racing, False),
    (NETXIJU, 1, 1, at_random, True),
    (NETXIJU, 2, 2, at_random, True),
    (NETXIJU, 3, 4, at_random, True),
]


@pytest.mark.parametrize(("game", "seed", "players", "policy", "chancy"), WALKS,
                         ids=[f"{g.name}-{s}-{n}" for g, s, n, _, _ in WALKS])
def test_a_game_is_played_from_new_to_its_end_through_the_interface(
        game: Game[Any, Any], seed: int, players: int, policy: Policy, chancy: bool) -> None:
    walked = walk(game, seed, players, policy)
    assert walked.turns > 0
    assert (walked.chance > 0) == chancy
    again = walk(game, seed, players, policy, tried=0)  # the same seed, the same game
    assert (again.state, again.turns) == (walked.state, walked.turns)


def test_every_game_names_itself_and_its_numbers_of_players() -> None:
    games: list[Game[Any, Any]] = [CETKAIK, LAUZAIT_CEP, LETILES, UTAGE, SHIPS, MOKZO, NETXIJU]
    assert [g.name for g in games] == ["cetkaik", "lauzait_cep", "letiles", "utage", "ships", "mokzo", "netxiju"]
    for game in games:
        assert game.players and all(game.new(5, n) is not None for n in game.players)


def assert_illegal(game: Game[Any, Any], state: Any, action: Any, says: str) -> None:
    verdict = game.apply(state, action)
    assert not verdict.legal and verdict.reason and says in verdict.reason, verdict.reason
    assert verdict.state == state and verdict.outcomes == ()


def test_an_illegal_action_is_a_verdict_with_the_state_unchanged() -> None:
    position = CETKAIK.new(1)
    assert_illegal(CETKAIK, position, "ta_xot1", "no declaration is awaited")
    lauzait = LAUZAIT_CEP.new(1, 2)
    assert_illegal(LAUZAIT_CEP, lauzait, GameAction("end"), "a Day ends with its Hiring")
    tiles = LETILES.new(1, 2)
    blue = tiles.hands[1].stand[0]
    assert_illegal(LETILES, tiles, Placement(blue, 0, 0), "is not on red's stand")
    utage = UTAGE.new(1, 3)
    assert_illegal(UTAGE, utage, Action("end_decline"), "nobody has declared the end yet")
    assert_illegal(UTAGE, utage, Action("place", die=utage.players[0].cup[0], slot=9), "the card has slots")
    boats = SHIPS.new(1, 2)
    assert_illegal(SHIPS, boats, ships.ShipAction("recall", 0), "")
    assert_illegal(MOKZO, MOKZO.new(1, 2), mokzo.MokzoAction("end_turn"), "the turn still needs")
    race = NETXIJU.new(1, 2)
    assert_illegal(NETXIJU, race, cast(NetxijuAction, "pass"), "the only action")
    ended = walk(NETXIJU, 1, 1).state
    assert_illegal(NETXIJU, ended, "throw", "every pawn has reached the goal")


def test_cetkaik_new_casts_for_the_first_mover_and_reads_back_from_its_text() -> None:
    firsts = {CETKAIK.new(seed).to_play for seed in range(12)}
    assert len(firsts) == 2  # both sides move first for some seed
    position = CETKAIK.new(4)
    assert CETKAIK.to_text(position) == position.to_text()
    assert Position.from_text(CETKAIK.to_text(position)) == position
    assert CETKAIK.result(position).scores == (Fraction(20), Fraction(20))


def test_mokzo_activation_outcomes_are_every_high_and_low_throw_of_its_brushes_and_shamans() -> None:
    state = MOKZO.new(5, 2)
    shamans = [c for c in state.deck if c.kind == "tuk"][:2]
    player = replace(state.seats[0], board=tuple(mokzo.Installed(c) for c in shamans))
    state = replace(state, deck=tuple(c for c in state.deck if c not in shamans), seats=(player, state.seats[1]))
    (activate,) = [a for a in MOKZO.legal_actions(state) if a.kind == "activate"]
    verdict = MOKZO.apply(state, activate)
    high = mokzo.high_probability()
    assert [o.probability for o in verdict.outcomes] == [high * high, 2 * high * (1 - high), (1 - high) ** 2]
    assert [o.state.seats[0].position for o in verdict.outcomes] == [2, 1, 0]
    assert verdict.state in [o.state for o in verdict.outcomes]
