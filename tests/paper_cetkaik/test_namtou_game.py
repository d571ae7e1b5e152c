"""開樽 as a whole game in the rules library: the state round trip, the rules of each play, the reveal."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from adjudicator.games.paper_cetkaik import namtou, namtou_game, parse_hand
from adjudicator.games.paper_cetkaik.cards import CardError
from adjudicator.games.paper_cetkaik.namtou_game import BET, FOLD, NamtouGame, NamtouPlay


@pytest.mark.parametrize("seed", range(20))
def test_every_state_of_a_random_game_reads_back_unchanged(seed: int) -> None:
    rng = random.Random(seed)
    rules = namtou.NamtouRules(cycles=rng.randint(1, 3), hand_size=rng.randint(1, 4))
    game = namtou_game.new_game(rng.randint(2, 6), None, seed, rng.randrange(3), None, rules, rng.randrange(3, 15))
    while True:
        data = game.to_json()
        back = NamtouGame.from_json(data, rules)
        assert back == game and back.to_json() == data
        if game.over:
            break
        play = rng.choice(namtou_game.legal_plays(game))
        if play.action == BET:
            play = NamtouPlay(BET, play.player, rng.randint(namtou_game.min_bet(game), namtou_game.max_bet(game)))
        step = namtou_game.apply_play(game, play, rules)
        assert step.legal, step.reason
        game = step.game
    assert game.result is not None and sum(game.result.net.values()) == 0


def test_the_reveal_is_the_showdown_rule() -> None:
    hands = {"A": parse_hand("黒馬 赤馬"), "B": parse_hand("赤皇 黒王"), "C": parse_hand("黒将 赤兵")}
    revealed, winners = namtou.reveal(hands)
    assert winners == ("B",) and revealed["B"][0].type == "皇王"
    settled = namtou.showdown(hands, {"A": 2, "B": None, "C": 3})
    assert settled.winners == ("A",) and settled.pot == 8 and settled.shares == {"A": Fraction(8)}


def test_exact_ties_share_the_pot() -> None:
    game = namtou_game.new_game(2, ["A", "B"], 1)
    game = NamtouGame.from_json({**game.to_json(), "hands": {"A": ["黒馬", "赤兵"], "B": ["赤馬", "黒兵"]}})
    for play in (NamtouPlay(BET, "A", 1), NamtouPlay(BET, "B", 2)):
        game = namtou_game.apply_play(game, play).game
    assert game.result is not None and game.result.winners == ("A", "B")
    assert game.result.shares == {"A": Fraction(5, 2), "B": Fraction(5, 2)}
    assert game.result.net == {"A": Fraction(1, 2), "B": Fraction(-1, 2)}


def test_a_history_with_a_bet_below_the_previous_is_refused_naming_it() -> None:
    data = namtou_game.new_game(3, None, 7).to_json()
    data = {k: v for k, v in data.items() if k in ("players", "fee", "stake", "first_dealer", "hands")}
    data["bets"] = [[{"player": "0", "amount": 3}, {"player": "1", "amount": 2}]]
    with pytest.raises(CardError) as err:
        NamtouGame.from_json(data)
    assert err.value.field == "state.bets[0][1].amount" and "at least the previous bet 3" in str(err.value)
    data["bets"] = [[{"player": "0", "amount": None}]]
    assert NamtouGame.from_json(data).dealer == "1"
    with pytest.raises(CardError) as err:
        namtou_game.new_game(6, None, 1, rules=namtou.NamtouRules(hand_size=9))
    assert err.value.field == "rules.hand_size"
    with pytest.raises(CardError):
        namtou_game.apply_play(NamtouGame.from_json(data), NamtouPlay(FOLD, "9"))
