"""The paper-Cetkaik card games and the stick games through the one game interface (``games/game.py``) alone.

Each game is played whole from ``new`` to its end with random legal actions (a seeded ``random.Random``): every
action listed and tried is legal, whose turn it is and the listed actions are empty exactly when the result says
the game is over, the winners and scores fit the seats, chance's outcomes are an exact distribution holding the
state drawn, and an illegal action is a verdict with the state unchanged.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from adjudicator.games.game import Game, Verdict
from adjudicator.games.paper_cetkaik import game_interface as paper
from adjudicator.games.paper_cetkaik import makhup, makkaik_game, namtou_game, taxot
from adjudicator.games.paper_cetkaik.cards import Card
from adjudicator.games.paper_cetkaik.namtou import NamtouRules
from adjudicator.games.stick_games import game_interface as stick
from adjudicator.games.stick_games import lutu

AnyGame = Game[Any, Any]

#: Actions a game may take before it is failed for not ending (the longest whole game here is a few hundred).
MAX_TURNS = 5000
#: Listed actions applied besides the one played on, each to the same state (all must be legal).
TRIED = 2

#: (game, table sizes walked): the smallest and a large table of each.
GAMES: dict[str, tuple[AnyGame, tuple[int, ...]]] = {
    "niekhi": (paper.NIEKHI, (3, 5)),
    "nine": (paper.NINE, (2, 4)),
    "makhup": (paper.MAKHUP, (2, 6)),
    "mokkaik": (paper.MOKKAIK, (2, 6)),
    "taxot": (paper.TAXOT, (2, 4)),
    "makkaik": (paper.MAKKAIK, (2, 6)),
    "namtou": (paper.NAMTOU, (2, 6)),
    "namtou_cycles": (paper.NamtouGame(NamtouRules(cycles=2, hands=2)), (3,)),
    "jujai": (stick.JUJAI, (2, 6)),
    "renkeki": (stick.RENKEKI, (2, 5)),
    "lutu": (stick.LUTU, (2, 8)),
    "lutu_multi": (stick.LutuGame(lutu.LutuRules(payout_mode="gross", multi_bets=True)), (4,)),
}
CHANCE = {"jujai", "renkeki", "lutu", "lutu_multi"}


def check_verdict(game: AnyGame, state: Any, verdict: Verdict[Any], chance: bool) -> None:
    assert verdict.legal, verdict.reason
    assert verdict.reason is None
    if chance and verdict.outcomes:
        assert sum(o.probability for o in verdict.outcomes) == 1
        assert all(o.probability > 0 for o in verdict.outcomes)
        assert verdict.state in [o.state for o in verdict.outcomes]
    elif not chance:
        assert verdict.outcomes == ()


def check_turn(game: AnyGame, state: Any, players: int) -> bool:
    """Whose turn, the listed actions and the result agree; return whether the game is over."""
    result = game.result(state)
    seat, listed = game.to_play(state), game.legal_actions(state)
    assert (seat is None) == result.over == (len(listed) == 0)
    assert seat is None or 0 <= seat < players
    assert len(result.scores) == players
    assert all(isinstance(s, Fraction) for s in result.scores)
    if not result.over:
        assert result.winners == ()
    return result.over


def play(name: str, seed: int, players: int) -> tuple[Any, Any, list[Any]]:
    """Play one seeded game to its end; return the last state, the last action and the states passed."""
    game, _ = GAMES[name]
    rng = random.Random(seed)
    state = game.new(seed, players)
    states, last = [state], None
    for _ in range(MAX_TURNS):
        if check_turn(game, state, players):
            return state, last, states
        listed = list(game.legal_actions(state))
        assert len(set(map(repr, listed))) == len(listed), "an action is listed twice"
        for action in rng.sample(listed, min(TRIED, len(listed))):
            check_verdict(game, state, game.apply(state, action), name in CHANCE)
        last = rng.choice(listed)
        verdict = game.apply(state, last)
        check_verdict(game, state, verdict, name in CHANCE)
        state = verdict.state
        states.append(state)
    pytest.fail(f"{name} (seed {seed}, {players} players) did not end in {MAX_TURNS} actions")


@pytest.mark.parametrize("seed", [1, 7])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_games_are_played_whole_through_the_interface(name: str, seed: int) -> None:
    game, sizes = GAMES[name]
    for players in sizes:
        assert players in game.players
        end, last, states = play(name, seed + players, players)
        result = game.result(end)
        assert result.over and result.winners
        assert len(set(result.winners)) == len(result.winners)
        assert all(0 <= w < players for w in result.winners)
        best = max(result.scores)
        assert [i for i, s in enumerate(result.scores) if s == best] == list(result.winners)
        # nothing is played after the end
        after = game.apply(end, last)
        assert (after.legal, after.state) == (False, end) and after.reason
        for state in (states[0], states[len(states) // 2], end):
            drawn = game.describe(state)
            assert drawn.strip() and drawn.count("\n") >= 2
            assert game.to_text(state) is None


@pytest.mark.parametrize("name", sorted(CHANCE))
def test_a_game_of_chance_is_the_same_from_the_same_seed(name: str) -> None:
    """The casts are drawn from the game's seed: the same seed and the same actions make the same game."""
    game, sizes = GAMES[name]
    first, _, states = play(name, 3, sizes[0])
    again, _, replayed = play(name, 3, sizes[0])
    assert (first, states) == (again, replayed)
    assert game.new(3, sizes[0]) != game.new(4, sizes[0])


def illegal_actions() -> list[tuple[str, AnyGame, Any]]:
    """One action of each game that its rules refuse at the start (the state is the game's new state, seed 5)."""
    def new(game: AnyGame) -> Any:
        return game.new(5, None)

    mokkaik_hand = new(paper.MOKKAIK).season.hands["0"]
    taxot_start = new(paper.TAXOT)
    other = next(p for p in taxot_start.players if p != taxot_start.to_play)
    return [
        ("niekhi: a pass by the leader", paper.NIEKHI, (None, ())),
        ("niekhi: cards the leader does not hold", paper.NIEKHI,
         ((Card.parse("赤皇"),) * 3, ())),
        ("nine: a decline by the leader", paper.NINE, None),
        ("makhup: a pass while the stock lasts", paper.MAKHUP, makhup.Play("pass")),
        ("mokkaik: a lead face down", paper.MOKKAIK, (mokkaik_hand[:1], True)),
        ("taxot: a draw out of turn", paper.TAXOT, taxot.TaxotAction("draw", other)),
        ("makkaik: a call before the betting", paper.MAKKAIK, makkaik_game.MakkaikPlay("call", "0")),
        ("namtou: a bet above the stake", paper.NAMTOU, namtou_game.NamtouPlay("bet", "0", 10**6)),
        ("namtou: a fold out of turn", paper.NAMTOU, namtou_game.NamtouPlay("fold", "1")),
        ("jujai: not a throw", stick.JUJAI, "bank"),
        ("renkeki: a bank before the first throw", stick.RENKEKI, "bank"),
        ("renkeki: no such decision", stick.RENKEKI, "pass"),
        ("lutu: the banker throws before the bets", stick.LUTU, None),
        ("lutu: two numbers without multi_bets", stick.LUTU, ((1, 1), (2, 1))),
        ("lutu: no bet", stick.LUTU, ()),
    ]


@pytest.mark.parametrize(("what", "game", "action"), illegal_actions(), ids=[a[0] for a in illegal_actions()])
def test_an_illegal_action_is_a_verdict_and_leaves_the_state(what: str, game: AnyGame, action: Any) -> None:
    state = game.new(5, None)
    assert action not in game.legal_actions(state)
    verdict = game.apply(state, action)
    assert verdict.legal is False and verdict.reason, what
    assert verdict.state is state and verdict.outcomes == ()


@pytest.mark.parametrize("game", [stick.JUJAI, stick.RENKEKI, stick.LUTU])
def test_a_throw_gives_every_cast_with_its_exact_chance(game: AnyGame) -> None:
    """Each throw's outcomes are the six casts of five sticks, 1/32, 5/32, 5/16, 5/16, 5/32, 1/32, and the state
    drawn from the seed is one of them (the last to throw in 新遊 is the banker)."""
    state = game.new(11, 2)
    while "throw" not in game.legal_actions(state) and None not in game.legal_actions(state):
        state = game.apply(state, game.legal_actions(state)[0]).state
    action = None if None in game.legal_actions(state) else "throw"
    verdict = game.apply(state, action)
    assert [o.probability for o in verdict.outcomes] == [Fraction(n, 32) for n in (1, 5, 10, 10, 5, 1)]
    assert len({repr(o.state) for o in verdict.outcomes}) == 6
    assert sum(o.state == verdict.state for o in verdict.outcomes) == 1


def test_namtou_lists_every_bet_amount_the_package_allows() -> None:
    state = paper.NAMTOU.new(2, 3)
    bets = [a.amount for a in paper.NAMTOU.legal_actions(state) if a.action == "bet"]
    low, high = namtou_game.min_bet(state.hand), namtou_game.max_bet(state.hand)
    assert bets == list(range(low, high + 1)) and high > low
    assert paper.NAMTOU.apply(state, namtou_game.NamtouPlay("bet", "0", high + 1)).legal is False


def test_niekhi_lists_a_uai_choice_for_each_general_played() -> None:
    """A combo with 将 is listed once for each set of choices, one a 将, each a listed 将 choice."""
    for seed in range(40):
        state = paper.NIEKHI.new(seed, 3)
        listed = paper.NIEKHI.legal_actions(state)
        with_generals = [(cards, uai) for cards, uai in listed if cards and any(c.kind.cjk == "将" for c in cards)]
        if with_generals:
            break
    else:
        pytest.fail("no deal of 40 gives the leader a 将")
    for cards, uai in with_generals:
        assert len(uai) == sum(c.kind.cjk == "将" for c in cards)
    cards, uai = with_generals[0]
    assert paper.NIEKHI.apply(state, (cards, ())).legal is False
    assert paper.NIEKHI.apply(state, (cards, uai)).legal is True


def test_the_games_are_named_and_set_up_for_their_tables() -> None:
    names = {game.name for game, _ in GAMES.values()}
    assert names == {"niekhi", "nine", "makhup", "mokkaik", "taxot", "makkaik", "namtou", "jujai", "renkeki", "lutu"}
    for game, _ in GAMES.values():
        assert game.result(game.new(1, None)).over is False
        with pytest.raises(ValueError, match="players"):
            game.new(1, max(game.players) + 1)
