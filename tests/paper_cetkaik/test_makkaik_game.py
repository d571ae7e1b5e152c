"""値戦 as a whole game: the seeded deal, the exchange round, the betting, the settlement, and the refusal of
impossible states (each naming its field) and of forbidden plays (each an adjudication with its reason)."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import makkaik_game as mg
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, CardError
from adjudicator.games.paper_cetkaik.makkaik import DEFAULT_RULES, MakkaikRules

ABC = ["A", "B", "C"]


def play(game: mg.MakkaikGame, action: str, player: str, give: str | None = None, take: str | None = None,
         amount: int | None = None, rules: MakkaikRules = DEFAULT_RULES) -> mg.MakkaikStep:
    move = mg.MakkaikPlay(action, player, None if give is None else Card.parse(give),
                          None if take is None else Card.parse(take), amount)
    return mg.apply(game, move, rules)


def ok(game: mg.MakkaikGame, *args: Any, **kwargs: Any) -> mg.MakkaikGame:
    step = play(game, *args, **kwargs)
    assert step.legal, step.reason
    return step.game


def all_cards(game: mg.MakkaikGame) -> Counter[Card]:
    held = [c for h in game.hands.values() for c in h]
    return Counter([*held, *game.community, *game.stock, *game.drawn, *game.discarded])


def swap_all(game: mg.MakkaikGame) -> mg.MakkaikGame:
    """Every player swaps their weakest card for the first community card."""
    while game.phase == "exchange":
        me = game.to_play
        assert me is not None
        game = ok(game, "swap", me, game.hands[me][0].notation, game.community[0].notation)
    return game


def test_the_seeded_deal_is_reproducible_and_holds_the_whole_deck() -> None:
    game = mg.new_game(ABC, 11, dealer="B")
    assert game == mg.new_game(ABC, 11, dealer="B") != mg.new_game(ABC, 12, dealer="B")
    assert game.phase == "exchange" and game.to_play == "B" and not game.over and game.betting is None
    assert all(len(h) == 3 for h in game.hands.values()) and len(game.community) == 3
    assert len(game.stock) == 48 - 12 and all_cards(game) == Counter(DEFAULT_DECK.cards())
    assert mg.MakkaikGame.from_json(game.to_json()) == game


def test_a_swap_trades_a_hand_card_for_a_community_card_and_passes_the_turn_in_seating_order() -> None:
    game = mg.new_game(ABC, 3, dealer="C")
    give, take = game.hands["C"][0], game.community[-1]
    after = ok(game, "swap", "C", give.notation, take.notation)
    assert after.to_play == "A" and take in after.hands["C"] and give in after.community
    assert Counter(after.hands["C"]) + Counter(after.community) == Counter(game.hands["C"]) + Counter(game.community)
    assert after.stock == game.stock


def test_a_draw_shows_two_stock_cards_and_keep_puts_one_in_the_hand_and_the_given_card_on_the_table() -> None:
    game = mg.new_game(ABC, 5)
    drawn = ok(game, "draw", "A")
    assert drawn.to_play == "A" and sorted(drawn.drawn, key=str) == sorted(game.stock[:2], key=str)
    assert mg.MakkaikGame.from_json(drawn.to_json()) == drawn
    keep, other = drawn.drawn
    give = game.hands["A"][1]
    after = ok(drawn, "keep", "A", give.notation, keep.notation)
    assert keep in after.hands["A"] and give in after.community and len(after.community) == 4
    assert after.discarded == (other,) and after.drawn == () and after.to_play == "B"
    # under unused_draw = community the other drawn card joins the table too
    rules = MakkaikRules(unused_draw="community")
    shared = ok(drawn, "keep", "A", give.notation, keep.notation, rules=rules)
    assert shared.discarded == () and len(shared.community) == 5 and other in shared.community
    assert mg.MakkaikGame.from_json(shared.to_json(), rules) == shared
    with pytest.raises(CardError) as err:
        mg.MakkaikGame.from_json(shared.to_json())  # the default rules discard it: 4 community cards, 1 face down
    assert err.value.field == "state.community"


def test_the_betting_starts_with_the_antes_after_every_exchange_and_a_full_game_ends_in_a_showdown() -> None:
    game = swap_all(mg.new_game(ABC, 8))
    assert game.phase == "betting" and game.to_play == "A"
    assert game.betting is not None and game.betting.pot == 3 and dict(game.betting.paid) == dict.fromkeys(ABC, 1)
    assert [p.action for p in mg.legal_plays(game)] == ["base"] * 5 + ["decline"]
    for base in (1, 3, 5):
        game = ok(game, "base", "A", amount=base)
        assert [p.action for p in mg.legal_plays(game)] == ["call", "fold"]
        game = ok(ok(game, "call", "B"), "call", "C")
    assert game.over and game.to_play is None and mg.legal_plays(game) == []
    settled = mg.settlement(game)
    assert settled is not None and settled.pot == 3 + 3 * 9 and settled.showdown is not None
    assert set(settled.winners) == set(settled.showdown.winners)
    assert sum(settled.net.values()) == 0 and sum(settled.shares.values()) == settled.pot
    assert all(settled.net[p] == settled.shares.get(p, 0) - 10 for p in ABC)
    assert mg.MakkaikGame.from_json(game.to_json()) == game


def test_the_last_player_in_takes_the_pot_without_a_showdown_and_a_decline_passes_the_dealer_role() -> None:
    game = swap_all(mg.new_game(ABC, 8))
    game = ok(game, "decline", "A")
    assert game.betting is not None and game.betting.dealer == "B" and game.to_play == "B"
    game = ok(game, "base", "B", amount=4)
    game = ok(game, "fold", "C")
    assert game.over
    settled = mg.settlement(game)
    assert settled is not None and settled.showdown is None and settled.winners == ("B",)
    assert settled.net == {"A": -1, "B": Fraction(2), "C": -1}
    assert mg.MakkaikGame.from_json(game.to_json()) == game


def test_an_exact_tie_splits_the_pot_exactly() -> None:
    state = swap_all(mg.new_game(ABC, 8)).to_json()
    # the table's pair of 将 is everyone's best combo; C folds, A and B share the pot
    hands = {"A": ["赤兵", "黒車", "赤馬"], "B": ["黒兵", "赤車", "黒馬"], "C": ["赤弓", "黒弓", "赤虎"]}
    community = ["黒将", "赤将", "黒王"]
    rest = Counter(DEFAULT_DECK.cards())
    rest.subtract(Card.parse(c) for c in [*(c for h in hands.values() for c in h), *community])
    game = mg.MakkaikGame.from_json({**state, "hands": hands, "community": community,
                                     "stock": [c.notation for c in rest.elements()]})
    game = ok(ok(ok(game, "base", "A", amount=1), "call", "B"), "fold", "C")
    for _ in range(2):
        game = ok(ok(game, "base", "A", amount=1), "call", "B")
    settled = mg.settlement(game)
    assert settled is not None and settled.showdown is not None and settled.winners == ("A", "B")
    assert {p: v.category for p, v in settled.showdown.values.items()} == {"A": "pair", "B": "pair"}
    assert settled.pot == 9 and settled.shares == {"A": Fraction(9, 2), "B": Fraction(9, 2)}
    assert settled.net == {"A": Fraction(1, 2), "B": Fraction(1, 2), "C": -1}


def test_forbidden_plays_are_adjudicated_with_their_reason_and_leave_the_game_unchanged() -> None:
    game = mg.new_game(ABC, 4)
    hand, table = game.hands["A"], game.community
    not_held = next(c for c in DEFAULT_DECK.cards() if c not in hand)
    cases = [
        (play(game, "draw", "B"), "it is A's turn, not B's"),
        (play(game, "base", "A", amount=2), "A must exchange first"),
        (play(game, "pass", "A"), "the exchange is compulsory"),
        (play(game, "swap", "A", not_held.notation, table[0].notation), f"{not_held} is not in the hand"),
        (play(game, "keep", "A", hand[0].notation, table[0].notation), "A has not drawn"),
        (play(game, "swap", "A"), "play.give is missing"),
    ]
    drawn = ok(game, "draw", "A")
    cases += [
        (play(drawn, "draw", "A"), "must keep one of them"),
        (play(drawn, "swap", "A", hand[0].notation, table[0].notation), "must keep one of them"),
    ]
    betting = swap_all(game)
    cases += [
        (play(betting, "base", "A", amount=6), "the base must be 1 to 5"),
        (play(betting, "call", "A"), "the dealer must set the base or decline"),
        (play(betting, "swap", "A", hand[0].notation, table[0].notation), "only betting actions remain"),
    ]
    child = ok(betting, "base", "A", amount=2)
    cases.append((play(child, "base", "B", amount=2), "a child must call the base or fold"))
    ended = ok(ok(child, "fold", "B"), "fold", "C")
    cases.append((play(ended, "call", "B"), "the game is over"))
    for step, reason in cases:
        assert not step.legal and step.reason is not None and reason in step.reason, step.reason
    assert ok(game, "pass", "A", rules=MakkaikRules(exchange_optional=True)).to_play == "B"


def mutated(state: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    out = dict(state)
    *parents, last = path.split(".")
    node = out
    for key in parents:
        node[key] = dict(node[key])
        node = node[key]
    node[last] = value
    return out


def repaid(state: dict[str, Any], player: str, amount: int) -> dict[str, Any]:
    """The state with ``player`` having paid ``amount`` (the pot adjusted so that it adds up)."""
    paid = {**state["betting"]["paid"], player: amount}
    return {**state, "betting": {**state["betting"], "paid": paid, "pot": sum(paid.values())}}


def test_impossible_states_are_refused_naming_the_field() -> None:
    game = mg.new_game(ABC, 6)
    state = game.to_json()
    betting = swap_all(game)
    bstate = betting.to_json()
    called = ok(ok(betting, "base", "A", amount=3), "call", "B").to_json()
    hand_a = state["hands"]["A"]
    cases = [
        (mutated(state, "hands.B", hand_a), "state.hands.B", "copies"),
        (mutated(state, "community", state["hands"]["C"]), "state.community", "copies"),
        (mutated(state, "hands.A", hand_a[:2]), "state.hands.A", "holds 3 cards"),
        (mutated(state, "hands", {"A": hand_a, "B": state["hands"]["B"]}), "state.hands.C", "holds no hand"),
        (mutated(state, "stock", state["stock"][1:]), "state.stock", "missing"),
        (mutated(state, "to_play", "Z"), "state.to_play", "not one of the players"),
        (mutated(state, "dealer", "Z"), "state.dealer", "not one of the players"),
        (mutated(state, "seats", ["A", "A", "B"]), "state.seats", "repeat"),
        (mutated(state, "over", True), "state.over", "the state makes it false, not true"),
        (mutated(state, "phase", "done"), "state.phase", "expected one of"),
        (mutated(state, "betting", bstate["betting"]), "state.betting", "after every exchange"),
        (mutated(state, "community", [*state["community"], state["stock"][0]]) | {"stock": state["stock"][1:]},
         "state.stock", "drawing pairs"),
        (mutated(state, "community", [*state["community"], *state["stock"][:2]]) | {"stock": state["stock"][2:]},
         "state.stock", "only 0 exchanges made"),
        (mutated(state, "drawn", state["stock"][:1]) | {"stock": state["stock"][1:]}, "state.drawn", "takes 2"),
        (mutated(bstate, "betting.pot", 5), "state.betting.pot", "what the players paid"),
        (repaid(bstate, "B", 3), "state.betting.paid.B", "cannot differ"),
        (mutated(bstate, "betting.active", ["C", "A", "B"]), "state.betting.active", "seating order"),
        (mutated(bstate, "betting.active", ["A"]), "state.betting.active", "one player left"),
        (mutated(bstate, "betting.base", 2), "state.betting.base", "the dealer sets the base first"),
        (mutated(bstate, "to_play", "B"), "state.to_play", "the dealer sets the base first"),
        (mutated(bstate, "betting.round", 4), "state.betting.round", "1 to 3"),
        (mutated(bstate, "betting", None), "state.betting", "required"),
        (repaid(called, "C", 4), "state.betting.paid.C", "cannot differ"),
        (repaid(called, "A", 17), "state.betting.paid.A", "from 1 to 16"),
        (repaid(repaid(repaid(bstate, "A", 2), "B", 2), "C", 2), "state.betting.paid.A", "paid 1 to 1"),
        ({**state, "extra": 1}, "state", "unknown field"),
        (mutated(state, "hands.A", ["黒馬", "黒馬", "黒馬"]), "state.hands.A", "deck has only 2"),
    ]
    for bad, field, words in cases:
        with pytest.raises(CardError) as err:
            mg.MakkaikGame.from_json(bad)
        assert err.value.field == field and words in err.value.message, (field, err.value.field, err.value.message)


def test_a_folded_player_cannot_have_paid_more_than_those_still_in() -> None:
    game = swap_all(mg.new_game(ABC, 6))
    game = ok(ok(ok(game, "base", "A", amount=1), "fold", "B"), "call", "C")
    state = game.to_json()
    assert mg.MakkaikGame.from_json(state) == game
    with pytest.raises(CardError) as err:
        mg.MakkaikGame.from_json(repaid(state, "B", 5))
    assert err.value.field == "state.betting.paid.B"


def test_a_play_is_read_naming_its_fields() -> None:
    for data, field in [
        ({"action": "shout", "player": "A"}, "play.action"),
        ({"action": "draw", "player": "Z"}, "play.player"),
        ({"action": "swap", "player": "A", "give": "xx"}, "play.give"),
        ({"action": "swap", "player": "A", "give": "黒馬", "take": 3}, "play.take"),
        ({"action": "base", "player": "A", "amount": "two"}, "play.amount"),
    ]:
        with pytest.raises(CardError) as err:
            mg.MakkaikPlay.from_json(data, ABC)
        assert err.value.field == field


rulesets = st.builds(MakkaikRules, unused_draw=st.sampled_from(["discard", "community"]),
                     exchange_optional=st.booleans())


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 6), st.integers(-(2**63), 2**63 - 1), rulesets, st.randoms(use_true_random=False))
def test_random_games_round_trip_every_state_and_accept_every_listed_play(
    players: int, seed: int, rules: MakkaikRules, rng: random.Random
) -> None:
    names = [f"p{i}" for i in range(players)]
    game = mg.new_game(names, seed, rng.choice(names), rules)
    for _ in range(200):
        assert mg.MakkaikGame.from_json(game.to_json(), rules) == game
        assert all_cards(game) == Counter(DEFAULT_DECK.cards())
        plays = mg.legal_plays(game, rules)
        if game.over:
            assert plays == []
            break
        assert plays and all(p.player == game.to_play for p in plays)
        choice = rng.choice(plays)
        assert mg.MakkaikPlay.from_json(choice.to_json(), game.players) == choice
        step = mg.apply(game, choice, rules)
        assert step.legal, (choice, step.reason)
        game = step.game
    assert game.over
    settled = mg.settlement(game, rules)
    assert settled is not None and sum(settled.net.values()) == 0
