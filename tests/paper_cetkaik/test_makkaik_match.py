"""値戦 (makkaik) as a whole game of several hands (spec other-games §3 "The length of a whole game", §3.3): a seeded
game pinned to its totals and checked step by step, the points cap, and a property test that breaks one invariant
of a state the service produced at a time and checks the state is refused naming the field and the invariant."""

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

from adjudicator.games.paper_cetkaik import makkaik_game as mg
from adjudicator.games.paper_cetkaik.cards import Card, CardError
from adjudicator.games.paper_cetkaik.makkaik import MakkaikRules


def walk(match: mg.MakkaikMatch, steps: int, rng: random.Random) -> tuple[mg.MakkaikMatch, list[mg.MakkaikMatchStep]]:
    """Make up to ``steps`` legal plays chosen with ``rng`` (fewer if the game ends); return the game and the steps."""
    done = []
    for _ in range(steps):
        plays = mg.legal_match_plays(match)
        if not plays:
            break
        step = mg.apply_match(match, rng.choice(plays))
        assert step.legal, step.reason
        done.append(step)
        match = step.state
    return match, done


def refused(data: dict[str, Any], rules: MakkaikRules) -> CardError:
    with pytest.raises(CardError) as err:
        mg.MakkaikMatch.from_json(data, rules)
    return err.value


# --- a seeded whole game, step by step ------------------------------------------------------------------------


def test_a_seeded_game_of_four_hands_checked_step_by_step_ends_with_its_pinned_totals() -> None:
    rules = MakkaikRules()
    match = mg.new_match(["甲", "乙", "丙"], 7, rules)
    assert (match.hand_number, match.hand.dealer, match.rules.hands) == (1, "甲", 4)
    rng = random.Random(7)
    totals = dict.fromkeys(match.players, Fraction(0))
    nets = []
    while not match.over:
        before = match
        step = mg.apply_match(match, rng.choice(mg.legal_match_plays(match)))
        assert step.legal
        match = step.state
        assert mg.MakkaikMatch.from_json(match.to_json(), rules) == match  # every state the service returns reads back
        if step.settlement is None:
            assert match.hand_number == before.hand_number and match.totals == before.totals
            continue
        assert sum(step.settlement.net.values()) == 0
        nets.append({p: str(n) for p, n in step.settlement.net.items()})
        totals = {p: totals[p] + step.settlement.net[p] for p in totals}
        assert match.totals == totals and sum(totals.values()) == 0
        if not match.over:  # the next hand is dealt at once, one seat on, every player holding the seeded deal
            assert match.hand_number == before.hand_number + 1
            assert match.hand == mg.deal_hand(match.players, 7, match.hand_number)
            assert match.hand.dealer == match.players[(match.hand_number - 1) % 3]
    assert match.hand_number == 4 and match.to_play is None and mg.legal_match_plays(match) == []
    # the last hand's pot is split between 甲 and 丙, tied at the showdown
    assert nets == [{"甲": "-1", "乙": "-10", "丙": "11"}, {"甲": "-1", "乙": "2", "丙": "-1"},
                    {"甲": "-1", "乙": "-13", "丙": "14"}, {"甲": "3/2", "乙": "-3", "丙": "3/2"}]
    assert match.to_json()["totals"] == {"甲": "-3/2", "乙": "-24", "丙": "51/2"} and match.winners == ("丙",)
    late = mg.apply_match(match, mg.MakkaikPlay("pass", "甲"))
    assert (late.legal, late.reason, late.state) == (False, "the game is over", match)


def test_the_points_cap_ends_the_game_after_the_hand_that_reaches_it() -> None:
    rules = MakkaikRules(hands=10, points_cap=10)
    match, steps = walk(mg.new_match(["A", "B"], 3, rules), 10_000, random.Random(3))
    assert match.over and match.hand_number < 10
    assert max(match.totals.values()) >= 10 and match.winners == (max(match.totals, key=lambda p: match.totals[p]),)
    settled = [s for s in steps if s.settlement is not None]
    assert len(settled) == match.hand_number
    running = Fraction(0)
    for s in settled[:-1]:  # no total reached the cap before the last hand
        running += s.settlement.net["A"] if s.settlement else 0
        assert abs(running) < 10
    assert match.to_json()["totals"] == {"A": "-10", "B": "10"} and match.hand_number == 2


def test_a_tie_splits_the_pot_and_the_totals_keep_the_exact_fraction() -> None:
    rules = MakkaikRules(hands=40)
    for seed in range(40):
        match, _ = walk(mg.new_match(["A", "B", "C"], seed, rules), 10_000, random.Random(seed))
        if any(t.denominator > 1 for t in match.totals.values()):
            break
    else:
        pytest.fail("no seeded game split a pot unevenly")
    data = match.to_json()
    assert any("/" in t for t in data["totals"].values()) and mg.MakkaikMatch.from_json(data, rules) == match


def test_a_new_game_needs_two_to_six_seats() -> None:
    with pytest.raises(CardError) as err:
        mg.new_match(["A"], 1)
    assert err.value.field == "seats"


# --- the property: one invariant broken at a time ---------------------------------------------------------------


Mutant = tuple[dict[str, Any], MakkaikRules, str, str]
Mutator = Callable[[dict[str, Any], mg.MakkaikMatch], Mutant | None]


def _hand_card_not(data: dict[str, Any], avoid: list[str]) -> tuple[str, int, str] | None:
    for p, cards in data["hand"]["hands"].items():
        for i, c in enumerate(cards):
            if c not in avoid:
                return p, i, c
    return None


def extra_card_in_the_community(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    # a copy of a card none of whose copies lie in the draw or the discards (the places read after the community)
    found = _hand_card_not(data, data["hand"]["drawn"] + data["hand"]["discarded"])
    if found is None:
        return None
    data["hand"]["community"].append(found[2])
    return data, match.rules, "state.hand.community", "the deck has only"


def a_card_missing_from_the_stock(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    if not data["hand"]["stock"]:
        return None
    data["hand"]["stock"].pop()
    return data, match.rules, "state.hand.stock", "missing"


def a_hand_card_swapped_with_a_stock_card(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    found = _hand_card_not(data, data["hand"]["stock"][:1])
    if not data["hand"]["stock"] or found is None:
        return None
    p, i, card = found
    data["hand"]["hands"][p][i], data["hand"]["stock"][0] = data["hand"]["stock"][0], card
    return data, match.rules, "state.hand.stock", "drawn leave its last"


def a_waiting_player_holding_a_card_not_dealt(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    hand = match.hand
    if hand.phase != "exchange":
        return None
    waiting = [p for p in hand.players if p not in hand.exchanged]
    for p in waiting:
        for i, c in enumerate(data["hand"]["hands"][p]):
            for j, d in enumerate(data["hand"]["community"]):
                if c != d:
                    data["hand"]["hands"][p][i], data["hand"]["community"][j] = d, c
                    return data, match.rules, f"state.hand.hands.{p}", "has not exchanged yet"
    return None


def an_exchanged_player_holding_two_cards_not_dealt(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    hand = match.hand
    done = hand.exchanged if hand.phase == "exchange" else hand.players
    dealt = mg.deal_hand(match.players, match.seed, match.hand_number)
    for p in done:
        own = data["hand"]["hands"][p]
        for i, c in enumerate(own):
            for j, d in enumerate(data["hand"]["community"]):
                after = [*own[:i], d, *own[i + 1 :]]
                changed = Counter(Card.parse(x) for x in after) - Counter(dealt.hands[p])
                if sum(changed.values()) > 1:
                    data["hand"]["hands"][p][i], data["hand"]["community"][j] = d, c
                    return data, match.rules, f"state.hand.hands.{p}", "all but at most one"
    return None


def a_pending_draw_not_the_next_pair(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    drawn, community = data["hand"]["drawn"], data["hand"]["community"]
    pair = next(((i, j) for i, c in enumerate(drawn) for j, d in enumerate(community) if c != d), None)
    if pair is None:
        return None
    i, j = pair
    drawn[i], community[j] = community[j], drawn[i]
    data["hand"]["drawn"] = sorted(drawn, key=lambda t: Card.parse(t).sort_key)
    data["hand"]["community"] = sorted(community, key=lambda t: Card.parse(t).sort_key)
    return data, match.rules, "state.hand.drawn", "the next pair off the top"


def a_discard_not_drawn(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    discarded = data["hand"]["discarded"]
    dealt = mg.deal_hand(match.players, match.seed, match.hand_number)
    draws = (len(dealt.stock) - len(match.hand.stock)) // 2 - (1 if match.hand.drawn else 0)
    pool = Counter(dealt.stock[: draws * 2])
    for i, c in enumerate(discarded):
        for cards in data["hand"]["hands"].values():
            for j, d in enumerate(cards):
                after = Counter(Card.parse(x) for x in [*discarded[:i], d, *discarded[i + 1 :]])
                if after - pool:
                    discarded[i], cards[j] = d, c
                    return data, match.rules, "state.hand.discarded", "a drawn card not kept"
    return None


def a_chip_too_many_in_the_pot(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    if data["hand"]["betting"] is None:
        return None
    data["hand"]["betting"]["pot"] += 1
    return data, match.rules, "state.hand.betting.pot", "the pot holds what the players paid"


def a_base_above_five(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    betting = data["hand"]["betting"]
    if betting is None or betting["base"] is None:
        return None
    betting["base"] = 6
    return data, match.rules, "state.hand.betting.base", "from 1 to 5"


def a_child_acting_before_the_base_is_set(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    betting = match.hand.betting
    if betting is None or betting.finished or betting.base is not None:
        return None
    data["hand"]["to_play"] = next(p for p in betting.active if p != betting.dealer)
    data["to_play"] = data["hand"]["to_play"]
    return data, match.rules, "state.hand.to_play", "the dealer sets the base first"


def the_turn_given_to_another_player(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    if match.to_play is None:
        return None
    data["to_play"] = next(p for p in match.players if p != match.to_play)
    return data, match.rules, "state.to_play", "the state makes it"


def a_player_playing_after_the_end(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    if not match.over:
        return None
    data["hand"]["to_play"] = match.players[0]
    return data, match.rules, "state.hand.to_play", "no one plays once the game is over"


def the_game_over_before_its_end(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    data["over"] = not match.over
    return data, match.rules, "state.over", "the state makes it"


def other_winners(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    data["winners"] = [] if match.over else [match.players[0]]
    return data, match.rules, "state.winners", "the state makes it"


def a_hand_left_over_with_more_to_play(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    if not match.over or match.rules.points_cap is not None or match.rules.hands == 100:
        return None
    rules = MakkaikRules(hands=match.rules.hands + 1, points_cap=None, unused_draw=match.rules.unused_draw,
                         exchange_optional=match.rules.exchange_optional)
    data["hands"] = rules.hands
    return data, rules, "state.hand_number", "only the game's last hand stays over"


def a_hand_after_the_points_cap(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    if match.hand_number == 1 or match.hand.over:
        return None
    cap = mg.MOST_PAID  # a total the hand before could have reached (under this game's cap, or such a cap)
    if match.rules.points_cap is not None:
        cap = min(cap, match.rules.points_cap)
    rules = replace(match.rules, points_cap=cap)
    a, b = match.players[:2]
    data["points_cap"] = cap
    data["totals"] = {p: "0" for p in match.players} | {a: str(cap), b: str(-cap)}
    return data, rules, "state.hand_number", "which ended the game"


def a_hand_number_beyond_the_game(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    data["hand_number"] = match.rules.hands + 1
    return data, match.rules, "state.hand_number", "must be a whole number from 1 to"


def a_hand_claimed_as_another(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    if match.rules.hands == 1:
        return None
    data["hand_number"] = match.hand_number + 1 if match.hand_number < match.rules.hands else match.hand_number - 1
    return data, match.rules, "state.hand.dealer", "the deal passes one seat on"


def a_dealer_out_of_rotation(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    hand = match.hand
    if hand.phase != "exchange" or hand.exchanged or hand.drawn:
        return None
    other = next(p for p in match.players if p != hand.dealer)
    data["hand"]["dealer"] = data["hand"]["to_play"] = data["to_play"] = other
    return data, match.rules, "state.hand.dealer", "the deal passes one seat on"


def another_seed(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    data["seed"] = match.seed + 1
    return data, match.rules, "state.hand.stock", "drawn leave its last"


def totals_not_summing_to_zero(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    p = match.players[0]
    data["totals"][p] = str(match.totals[p] + 1)
    return data, match.rules, "state.totals", "sum to 0"


def a_total_beyond_what_the_hands_could_pay(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    a, b = match.players[:2]
    settled = mg.settlement(match.hand, match.rules)
    now = settled.net[a] if settled is not None else 0  # this hand's net, once it is settled
    # one chip more than a hand can win, times the hands settled before this one (B makes up the sum)
    moved = mg.MOST_PAID * (len(match.players) - 1) * (match.hand_number - 1) + 1 + now - match.totals[a]
    data["totals"][a], data["totals"][b] = str(match.totals[a] + moved), str(match.totals[b] - moved)
    return data, match.rules, f"state.totals.{a}", "wins at most"


def a_total_no_split_makes(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    a, b = match.players[:2]
    data["totals"][a], data["totals"][b] = (str(match.totals[a] + Fraction(1, 7)),
                                            str(match.totals[b] - Fraction(1, 7)))
    return data, match.rules, f"state.totals.{a}", "a whole number of 1/"


def a_total_not_written_as_the_service_writes_it(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    p = match.players[-1]
    data["totals"][p] = float(match.totals[p])
    return data, match.rules, f"state.totals.{p}", "must be an exact amount"


def a_length_other_than_the_rulesets(data: dict[str, Any], match: mg.MakkaikMatch) -> Mutant | None:
    data["points_cap"] = 7 if match.rules.points_cap is None else None
    return data, match.rules, "state.points_cap", "the ruleset says"


MUTATORS: tuple[Mutator, ...] = (
    extra_card_in_the_community, a_card_missing_from_the_stock, a_hand_card_swapped_with_a_stock_card,
    a_waiting_player_holding_a_card_not_dealt, an_exchanged_player_holding_two_cards_not_dealt,
    a_pending_draw_not_the_next_pair, a_discard_not_drawn, a_chip_too_many_in_the_pot, a_base_above_five,
    a_child_acting_before_the_base_is_set, the_turn_given_to_another_player, a_player_playing_after_the_end,
    the_game_over_before_its_end, other_winners, a_hand_left_over_with_more_to_play, a_hand_after_the_points_cap,
    a_hand_number_beyond_the_game, a_hand_claimed_as_another, a_dealer_out_of_rotation, another_seed,
    totals_not_summing_to_zero, a_total_beyond_what_the_hands_could_pay, a_total_no_split_makes,
    a_total_not_written_as_the_service_writes_it, a_length_other_than_the_rulesets,
)
GENERATED: Counter[str] = Counter()


@settings(max_examples=120, derandomize=True)  # the same states every run: the mutants reported are reproducible
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), hands=st.integers(1, 4),
       cap=st.none() | st.integers(1, 12), steps=st.integers(0, 120), draw=st.sampled_from(["discard", "community"]),
       optional=st.booleans())
def _every_broken_invariant_is_refused(seed: int, players: int, hands: int, cap: int | None, steps: int, draw: str,
                                       optional: bool) -> None:
    rules = MakkaikRules(hands=hands, points_cap=cap, unused_draw=draw,  # type: ignore[arg-type]
                         exchange_optional=optional)
    match, _ = walk(mg.new_match([chr(65 + i) for i in range(players)], seed, rules), steps, random.Random(seed))
    data = match.to_json()
    assert mg.MakkaikMatch.from_json(copy.deepcopy(data), rules) == match  # the unbroken state is accepted
    for mutate in MUTATORS:
        made = mutate(copy.deepcopy(data), match)
        if made is None:
            continue
        broken, under, field, invariant = made
        err = refused(broken, under)
        assert (err.field, invariant in err.message) == (field, True), (mutate.__name__, err)
        GENERATED[mutate.__name__] += 1


def test_every_broken_invariant_of_a_state_the_service_made_is_refused_naming_the_field() -> None:
    GENERATED.clear()
    _every_broken_invariant_is_refused()
    print(f"\n値戦 whole game: {sum(GENERATED.values())} mutants of {len(MUTATORS)} invariants refused:",
          dict(GENERATED))
    assert set(GENERATED) == {m.__name__ for m in MUTATORS}  # every invariant was broken at least once
