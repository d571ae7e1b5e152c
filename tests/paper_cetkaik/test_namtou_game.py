"""開樽 in the rules library: a hand of betting cycles (the state round trip, the rules of each play, the reveal), and
a whole game of several hands (spec other-games §3 "The length of a whole game", §3.6): a seeded game pinned to
its totals and checked step by step, the points cap, and a property test that breaks one invariant of a state the
service produced at a time and checks the state is refused naming the field and the invariant."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
    data = {k: v for k, v in data.items() if k in ("seats", "fee", "stake", "first_dealer", "hands")}
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


# --- a whole game of several hands ------------------------------------------------------------------------------


def any_play(match: namtou_game.NamtouMatch, rng: random.Random, fold: float = 0.5) -> NamtouPlay:
    """A legal play chosen with ``rng``: 無行 (with chance ``fold`` when a bet is affordable), or 加行 of any amount
    from the least to the sticks left."""
    plays = namtou_game.legal_match_plays(match)
    play = plays[0] if len(plays) == 1 or rng.random() < fold else plays[1]
    if play.action == BET:
        play = NamtouPlay(BET, play.player, rng.randint(namtou_game.min_bet(match.hand),
                                                        namtou_game.max_bet(match.hand)))
    return play


def walk(match: namtou_game.NamtouMatch, steps: int, rng: random.Random) -> namtou_game.NamtouMatch:
    """Make up to ``steps`` legal plays chosen with ``rng`` (fewer if the game ends)."""
    for _ in range(steps):
        if match.over:
            break
        step = namtou_game.apply_match(match, any_play(match, rng))
        assert step.legal, step.reason
        match = step.state
    return match


def test_a_seeded_game_of_four_hands_checked_step_by_step_ends_with_its_pinned_totals() -> None:
    rules = namtou.NamtouRules(cycles=2)
    match = namtou_game.new_match(["甲", "乙", "丙"], 4, fee=1, stake=10, rules=rules)
    assert (match.hand_number, match.hand.first_dealer, match.rules.hands) == (1, "甲", 4)
    rng = random.Random(4)
    totals = dict.fromkeys(match.players, Fraction(0))
    nets = []
    while not match.over:
        before = match
        plays = namtou_game.legal_match_plays(match)  # 無行 one time in five, else 加行 of the least
        step = namtou_game.apply_match(match, plays[0] if len(plays) == 1 or rng.random() < 0.2 else plays[-1])
        assert step.legal
        match = step.state
        assert namtou_game.NamtouMatch.from_json(match.to_json(), rules) == match  # every state reads back
        if step.result is None:
            assert match.hand_number == before.hand_number and match.totals == before.totals
            continue
        assert sum(step.result.net.values()) == 0
        nets.append(({p: str(n) for p, n in step.result.net.items()}, step.result.revealed is not None))
        totals = {p: totals[p] + step.result.net[p] for p in totals}
        assert match.totals == totals
        if not match.over:  # the next hand is dealt at once, one seat on, for the same fee and stake
            assert match.hand_number == before.hand_number + 1
            assert match.hand == namtou_game.deal_hand(match.players, 4, match.hand_number, 1, 10, rules)
            assert match.hand.first_dealer == match.players[(match.hand_number - 1) % 3]
    assert match.hand_number == 4 and match.to_play is None and namtou_game.legal_match_plays(match) == []
    # (each hand's net, whether it came to the reveal): hands 1 and 3 end with all but one out after 無行
    assert nets == [({"甲": "-2", "乙": "-1", "丙": "3"}, False), ({"甲": "-3", "乙": "-1", "丙": "4"}, True),
                    ({"甲": "-2", "乙": "4", "丙": "-2"}, False), ({"甲": "-3", "乙": "5", "丙": "-2"}, True)]
    assert match.to_json()["totals"] == {"甲": "-10", "乙": "7", "丙": "3"} and match.winners == ("乙",)
    late = namtou_game.apply_match(match, NamtouPlay(FOLD, "甲"))
    assert (late.legal, late.reason, late.state) == (False, "the game is over", match)


def test_the_points_cap_ends_the_game_after_the_hand_that_reaches_it() -> None:
    rules = namtou.NamtouRules(hands=20, points_cap=15)
    match = walk(namtou_game.new_match(["A", "B", "C"], 2, rules=rules), 10_000, random.Random(2))
    assert match.over and match.hand_number < 20 and max(match.totals.values()) >= 15
    assert match.to_json()["totals"] == {"A": "-15", "B": "-20", "C": "35"} and match.hand_number == 4


def test_a_whole_game_refuses_a_fee_or_stake_it_cannot_be_played_for() -> None:
    with pytest.raises(CardError) as err:
        namtou_game.new_match(["A", "B"], 1, fee=5, stake=4)
    assert err.value.field == "stake"


NamtouMutant = tuple[dict[str, Any], namtou.NamtouRules, str, str]
NamtouMutator = Callable[[dict[str, Any], namtou_game.NamtouMatch], NamtouMutant | None]


def _unheld(data: dict[str, Any]) -> str:
    """A card no hand holds (so one copy more of it is within the deck)."""
    held = {c for cards in data["hand"]["hands"].values() for c in cards}
    return next(c for c in ("黒兵", "赤兵", "黒弓", "赤弓", "黒車", "赤車", "黒虎", "赤虎", "黒馬", "赤馬", "黒筆",
                            "赤筆", "黒巫") if c not in held)


def a_card_not_dealt(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    p = match.players[0]
    data["hand"]["hands"][p][0] = _unheld(data)
    data["hand"].pop("result")  # a derived field may be left out (else the reveal no longer matches, named first)
    return data, match.rules, f"state.hand.hands.{p}", "the hands stay as dealt"


def an_extra_card(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    p = match.players[-1]
    data["hand"]["hands"][p].append(_unheld(data))
    return data, match.rules, f"state.hand.hands.{p}", "rules.hand_size"


def a_repeated_turn(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    cycle = data["hand"]["bets"][-1]
    if not cycle or match.hand.over:
        return None
    c, i = len(data["hand"]["bets"]) - 1, len(cycle)
    cycle.append(dict(cycle[-1]))
    return data, match.rules, f"state.hand.bets[{c}][{i}].player", "turn"


def a_decision_after_the_end(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    if not match.over:
        return None
    cycle = data["hand"]["bets"][-1]
    c, i = len(data["hand"]["bets"]) - 1, len(cycle)
    cycle.append({"player": match.players[0], "amount": None})
    return data, match.rules, f"state.hand.bets[{c}][{i}]", "the game was over"


def a_bet_above_the_sticks_left(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    for c, cycle in enumerate(data["hand"]["bets"]):
        for i, decision in enumerate(cycle):
            if decision["amount"] is not None:
                decision["amount"] = match.hand.stake + 1
                return data, match.rules, f"state.hand.bets[{c}][{i}].amount", "of the stake"
    return None


def a_bet_below_the_last(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    bets = [(c, i, d) for c, cycle in enumerate(data["hand"]["bets"]) for i, d in enumerate(cycle)
            if d["amount"] is not None]
    if len(bets) < 2 or bets[0][2]["amount"] < 2 or match.hand.stake - match.hand.fee < 2:
        return None
    c, i, d = bets[1]
    if d["amount"] != bets[0][2]["amount"]:
        return None
    d["amount"] -= 1
    return data, match.rules, f"state.hand.bets[{c}][{i}].amount", "at least the previous bet"


def a_stick_too_many_in_the_pot(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    data["hand"]["pot"] += 1
    return data, match.rules, "state.hand.pot", "the pot holds every fee and every bet"


def a_stick_too_many_paid(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    p = match.players[0]
    data["hand"]["paid"][p] += 1
    return data, match.rules, f"state.hand.paid.{p}", "paid the fee and bets"


def the_turn_given_to_another_player(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    if match.to_play is None:
        return None
    data["to_play"] = next(p for p in match.players if p != match.to_play)
    return data, match.rules, "state.to_play", "the state makes it"


def the_hand_turn_given_to_another_player(data: dict[str, Any],
                                          match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    if match.to_play is None:
        return None
    data["hand"]["to_play"] = next(p for p in match.players if p != match.to_play)
    return data, match.rules, "state.hand.to_play", "the turn follows from the decisions"


def the_game_over_before_its_end(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    data["over"] = not match.over
    return data, match.rules, "state.over", "the state makes it"


def other_winners(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    data["winners"] = [] if match.over else [match.players[0]]
    return data, match.rules, "state.winners", "the state makes it"


def a_hand_left_over_with_more_to_play(data: dict[str, Any],
                                       match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    if not match.over or match.rules.points_cap is not None:
        return None
    rules = namtou.NamtouRules(cycles=match.rules.cycles, hand_size=match.rules.hand_size,
                               hands=match.rules.hands + 1)
    data["hands"] = rules.hands
    return data, rules, "state.hand_number", "only the game's last hand stays over"


def a_hand_after_the_points_cap(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    if match.hand_number == 1 or match.hand.over:
        return None
    cap = match.hand.stake  # a total the hand before could have reached (under this game's cap, or such a cap)
    if match.rules.points_cap is not None:
        cap = min(cap, match.rules.points_cap)
    rules = replace(match.rules, points_cap=cap)
    a, b = match.players[:2]
    data["points_cap"] = cap
    data["totals"] = {p: "0" for p in match.players} | {a: str(cap), b: str(-cap)}
    return data, rules, "state.hand_number", "which ended the game"


def a_hand_number_beyond_the_game(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    data["hand_number"] = match.rules.hands + 1
    return data, match.rules, "state.hand_number", "must be a whole number from 1 to"


def a_hand_claimed_as_another(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    if match.rules.hands == 1:
        return None
    data["hand_number"] = match.hand_number + 1 if match.hand_number < match.rules.hands else match.hand_number - 1
    return data, match.rules, "state.hand.first_dealer", "the deal passes one seat on"


def another_fee(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    if match.hand.fee == match.hand.stake:
        return None
    data["fee"] = match.hand.fee + 1
    return data, match.rules, "state.hand.fee", "every hand of a game is played for the game's fee"


def another_seed(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    for shift in range(1, 50):
        dealt = namtou_game.deal_hand(match.players, match.seed + shift, match.hand_number, match.hand.fee,
                                      match.hand.stake, match.rules)
        differs = [p for p in match.players if dealt.hands[p] != match.hand.hands[p]]
        if differs:
            data["seed"] = match.seed + shift
            return data, match.rules, f"state.hand.hands.{differs[0]}", "the hands stay as dealt"
    return None


def totals_not_summing_to_zero(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    p = match.players[0]
    data["totals"][p] = str(match.totals[p] + 1)
    return data, match.rules, "state.totals", "sum to 0"


def a_total_beyond_what_the_hands_could_pay(data: dict[str, Any],
                                            match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    a, b = match.players[:2]
    now = match.hand.result.net[a] if match.hand.result is not None else 0  # this hand's net, once it is settled
    # one stick more than a hand can win, times the hands settled before this one (B makes up the sum)
    moved = match.hand.stake * (len(match.players) - 1) * (match.hand_number - 1) + 1 + now - match.totals[a]
    data["totals"][a], data["totals"][b] = str(match.totals[a] + moved), str(match.totals[b] - moved)
    return data, match.rules, f"state.totals.{a}", "wins at most"


def a_total_no_split_makes(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    a, b = match.players[:2]
    data["totals"][a], data["totals"][b] = (str(match.totals[a] + Fraction(1, 7)),
                                            str(match.totals[b] - Fraction(1, 7)))
    return data, match.rules, f"state.totals.{a}", "a whole number of 1/"


def a_length_other_than_the_rulesets(data: dict[str, Any], match: namtou_game.NamtouMatch) -> NamtouMutant | None:
    data["hands"] = match.rules.hands + 1
    return data, match.rules, "state.hands", "the ruleset says"


NAMTOU_MUTATORS: tuple[NamtouMutator, ...] = (
    a_card_not_dealt, an_extra_card, a_repeated_turn, a_decision_after_the_end, a_bet_above_the_sticks_left,
    a_bet_below_the_last, a_stick_too_many_in_the_pot, a_stick_too_many_paid, the_turn_given_to_another_player,
    the_hand_turn_given_to_another_player, the_game_over_before_its_end, other_winners,
    a_hand_left_over_with_more_to_play, a_hand_after_the_points_cap, a_hand_number_beyond_the_game,
    a_hand_claimed_as_another, another_fee, another_seed, totals_not_summing_to_zero,
    a_total_beyond_what_the_hands_could_pay, a_total_no_split_makes, a_length_other_than_the_rulesets,
)
GENERATED: Counter[str] = Counter()


@settings(max_examples=120, derandomize=True)  # the same states every run: the mutants reported are reproducible
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), hands=st.integers(1, 4),
       cap=st.none() | st.integers(1, 12), cycles=st.integers(1, 3), fee=st.integers(0, 3),
       stake=st.integers(3, 12), steps=st.integers(0, 60))
def _every_broken_invariant_is_refused(seed: int, players: int, hands: int, cap: int | None, cycles: int, fee: int,
                                       stake: int, steps: int) -> None:
    rules = namtou.NamtouRules(hands=hands, points_cap=cap, cycles=cycles)
    names = [chr(65 + i) for i in range(players)]
    match = walk(namtou_game.new_match(names, seed, fee, stake, rules), steps, random.Random(seed))
    data = match.to_json()
    assert namtou_game.NamtouMatch.from_json(copy.deepcopy(data), rules) == match  # the unbroken state is accepted
    for mutate in NAMTOU_MUTATORS:
        made = mutate(copy.deepcopy(data), match)
        if made is None:
            continue
        broken, under, field, invariant = made
        with pytest.raises(CardError) as err:
            namtou_game.NamtouMatch.from_json(broken, under)
        assert (err.value.field, invariant in err.value.message) == (field, True), (mutate.__name__, err.value)
        GENERATED[mutate.__name__] += 1


def test_every_broken_invariant_of_a_state_the_service_made_is_refused_naming_the_field() -> None:
    GENERATED.clear()
    _every_broken_invariant_is_refused()
    print(f"\n開樽 whole game: {sum(GENERATED.values())} mutants of {len(NAMTOU_MUTATORS)} invariants refused:",
          dict(GENERATED))
    assert set(GENERATED) == {m.__name__ for m in NAMTOU_MUTATORS}  # every invariant was broken at least once
