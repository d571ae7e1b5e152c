from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import taxot
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, CardError, DeckRules, Kind, notation
from adjudicator.games.paper_cetkaik.combos import ComboRules
from adjudicator.games.paper_cetkaik.common import Payment
from adjudicator.games.paper_cetkaik.taxot import TaxotRules, WinContext

from .helpers import cards

PLAYERS = ("親", "A", "B", "C")


def _win(hand: str, **kw: object) -> WinContext:
    base: dict[str, object] = {"players": PLAYERS, "winner": "親", "dealer": "親", "bonus": 2}
    base.update(kw)
    return WinContext(concealed=tuple(cards(hand)), **base)  # type: ignore[arg-type]


def test_dealer_self_draw_same_colour_six_run() -> None:
    result = taxot.score(_win("黒兵 黒弓 黒車 黒虎 黒馬 黒筆"))
    assert result.end_points == {"終季": 2, "同色": 1, "六連": 1}
    assert [(p.payer, p.amount) for p in result.payers] == [("A", 8), ("B", 8), ("C", 8)]
    assert result.net["親"] == 24 and result.next_dealer == "親" and result.next_bonus == 3


def test_first_round_adds_isshu() -> None:
    result = taxot.score(_win("黒兵 黒弓 黒車 黒虎 黒馬 黒筆", first_round=True))
    assert {p.amount for p in result.payers} == {14}


def test_win_on_the_dealers_discard_with_three_pairs_and_kings() -> None:
    context = _win("赤王 黒皇 赤馬 黒馬 赤兵 黒兵", winner="A", self_drawn=False, discarder="親")
    result = taxot.score(context)
    assert result.bonus_points == {"皇王": 2}
    assert result.payers == (taxot.PayerScore("親", 2, 6),)
    assert result.next_dealer == "A" and result.next_bonus == 2
    winner_only = taxot.score(context, TaxotRules(dealer_multiplier="winner_is_dealer"))
    assert winner_only.payers[0].amount == 4


def test_ship_standing_in_for_a_king_earns_no_bonus() -> None:
    result = taxot.score(_win("赤王 赤船 赤馬 黒馬 赤兵 黒兵", winner="A"))
    assert result.bonus_points == {"皇王": 1}


def test_six_run_across_colours_but_not_same_colour() -> None:
    result = taxot.score(_win("黒兵 黒弓 黒車 赤虎 赤馬 赤筆", winner="A"))
    assert result.end_points == {"終季": 2, "六連": 1}
    assert {p.payer: p.amount for p in result.payers} == {"親": 6, "B": 3, "C": 3}


def test_exposed_meld_counts_toward_the_shape() -> None:
    exposed = (tuple(cards("赤兵 黒兵 赤兵")),)
    assert taxot.is_winning(cards("黒馬 赤馬 黒船"), exposed)
    assert not taxot.is_winning(cards("黒馬 赤馬 黒虎"), exposed)
    # the exposed 3-set cannot be split into pairs
    assert not taxot.is_winning(cards("黒馬 赤馬 赤兵"), (tuple(cards("赤兵 黒兵 黒兵")),))


def test_decompositions_and_shapes() -> None:
    found = taxot.decompositions(cards("黒兵 黒兵 赤兵 赤兵 黒馬 赤馬"))
    assert {d.shape for d in found} == {"three_pairs", "pair_and_quad"}
    assert not taxot.decompositions(cards("黒兵 黒兵 赤兵 赤兵 黒馬 赤馬"), (), TaxotRules(allow_pair_shapes=False))


def test_hikari_and_base_only_and_sobashi_flags() -> None:
    hand = "黒兵 黒弓 黒車 赤兵 赤弓 赤車"
    lit = taxot.score(_win(hand, winner="A", hikari=tuple(cards("黒兵"))), TaxotRules(use_hikari=True))
    assert lit.bonus_points == {"光": 2}
    same_card = TaxotRules(use_hikari=True, hikari_match="card")
    assert taxot.score(_win(hand, winner="A", hikari=tuple(cards("黒兵"))), same_card).bonus_points == {"光": 1}
    assert taxot.score(_win(hand, winner="A"), TaxotRules(sobashi_points=3)).end_points == {"終季": 2, "層橋": 3}
    assert taxot.score(_win("黒兵 黒弓 黒車 黒虎 黒馬 黒筆"), TaxotRules(base_points_only=True)).end_total == 2


def test_not_winning_is_a_bad_input() -> None:
    with pytest.raises(CardError, match="not a winning shape"):
        taxot.score(_win("黒兵 黒弓 黒車 黒虎 黒馬 黒将"))


def test_win_context_from_json_checks_fields() -> None:
    data = {
        "seats": list(PLAYERS),
        "winner": "A",
        "dealer": "親",
        "bonus": 2,
        "self_drawn": False,
        "discarder": "親",
        "concealed": ["赤王", "黒皇", "赤馬", "黒馬", "赤兵", "黒兵"],
    }
    assert taxot.score(WinContext.from_json(data)).payers[0].amount == 6
    with pytest.raises(CardError, match=r"win\.discarder"):
        WinContext.from_json({**data, "discarder": None})
    with pytest.raises(CardError, match=r"win.concealed\[0\]"):
        WinContext.from_json({**data, "concealed": ["xx"]})


def test_legal_claims_priority_win_before_nam() -> None:
    concealed = {
        "A": cards("黒馬 赤馬 黒兵 赤兵 赤王"),
        "B": cards("黒虎 黒馬 黒筆 黒筆 黒巫"),
        "C": cards("黒車 黒虎 赤無 赤無 赤巫"),
    }
    claims = taxot.legal_claims(Card.parse("黒皇"), "親", PLAYERS, concealed, {})
    assert [(c.player, c.kind) for c in claims] == [("A", "win")]
    claims = taxot.legal_claims(Card.parse("黒弓"), "親", PLAYERS, concealed, {})
    assert [(c.player, c.kind) for c in claims] == [("C", "nam")]
    assert [m.rank for m in claims[0].melds] == [4]


# --- 開 exposes a 3-set, a 3-sequence or a 4-set, never a 4-sequence ------------------------------------------------


#: The issue's example: the discard 黒将 with A's 黒馬 黒筆 黒巫 is a 4-sequence, which 開 may not expose.
FOUR_RUN = {"A": cards("黒兵 黒馬 黒筆 黒巫 赤王"), "B": cards("赤無 黒無 赤兵 黒車 赤筆")}


def test_nam_lists_no_four_card_sequence() -> None:
    claims = taxot.legal_claims(Card.parse("黒将"), "C", ("A", "B", "C"), FOUR_RUN, {})
    melds = [(c.player, m.type.value, m.size, notation(m.cards)) for c in claims for m in c.melds]
    assert melds == [("A", "seq", 3, ["黒筆", "黒巫", "黒将"])]  # 6-7-8; 5-6-7-8 is no meld


def test_nam_with_a_four_card_sequence_is_illegal_and_such_a_meld_is_refused() -> None:
    # D discards 黒将; A holds 黒馬 黒筆 黒巫 and may claim it with 黒筆 黒巫 only
    state = taxot.draw(_season("黒兵 黒兵 赤兵 赤兵 黒将 黒馬 黒筆 黒巫 赤王 赤無 赤車"), "D").state
    state = taxot.discard(state, "D", Card.parse("黒将")).state
    four = taxot.claim_nam(state, "A", cards("黒馬 黒筆 黒巫"))
    assert not four.legal and four.state == state and not four.payments
    assert "3-set, 3-sequence or 4-set" in (four.reason or "")
    assert [a.cards for a in taxot.legal_actions(state) if a.action == "nam"] == [tuple(cards("黒筆 黒巫"))]
    assert taxot.claim_nam(state, "A", cards("黒筆 黒巫")).legal
    with pytest.raises(CardError, match=r"exposed\[0\]: 黒馬 黒筆 黒巫 黒将 is not a 3-set, 3-sequence or 4-set"):
        taxot.parse_melds([["黒馬", "黒筆", "黒巫", "黒将"]], "exposed")
    with pytest.raises(CardError, match=r"win.exposed\[0\]"):
        WinContext.from_json({"seats": ["A", "B"], "winner": "A", "dealer": "A", "concealed": ["黒兵", "赤兵"],
                              "exposed": [["黒馬", "黒筆", "黒巫", "黒将"]]})
    # a self-exposed meld (四友) is a 4-set only
    run = taxot.draw(_season("黒馬 黒筆 黒巫 黒将 赤王 赤無 赤車 赤兵 赤兵 黒兵 黒兵"), "D").state
    assert not taxot.expose_quad(run, "D", cards("黒馬 黒筆 黒巫 黒将")).legal


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DEFAULT_DECK.cards()), min_size=3, max_size=4))
def test_every_meld_option_is_one_of_the_three_shapes(picked: list[Card]) -> None:
    for meld in taxot.meld_options(picked):
        assert (meld.type.value, meld.size) in {("set", 3), ("seq", 3), ("set", 4)}


def test_claims_endpoint_lists_no_four_card_sequence(client: object) -> None:
    from .helpers import post

    body = {"discard": "黒将", "discarder": "C", "seats": ["A", "B", "C"],
            "concealed": {"A": ["黒兵", "黒馬", "黒筆", "黒巫", "赤王"], "B": ["赤無", "黒無", "赤兵", "黒車", "赤筆"]}}
    claims = post(client, "/v1/paper-cetkaik/taxot/claims", body)["claims"]
    assert [(m["type"], m["cards"]) for c in claims for m in c["melds"]] == [("seq", ["黒筆", "黒巫", "黒将"])]


def test_nam_and_quad_payments() -> None:
    assert taxot.nam_payments("C", "親", PLAYERS) == (Payment("C", "親", 1),)
    skipped = taxot.nam_payments("C", "親", PLAYERS, TaxotRules(nam_pays_skipped=True))
    assert skipped == (Payment("C", "親", 1), Payment("C", "A", 1), Payment("C", "B", 1))
    assert taxot.quad_payments("A", PLAYERS) == (Payment("親", "A", 1), Payment("B", "A", 1), Payment("C", "A", 1))


def test_random_hand_probability_agrees_with_brute_force_on_a_small_deck() -> None:
    counts = dict.fromkeys(Kind, 0) | {Kind.KAUK2: 2, Kind.GUA2: 1, Kind.KAUN1: 1, Kind.NUAK1: 1, Kind.TAM2: 1}
    deck = DeckRules(tuple(counts[k] for k in Kind))
    for combos in (ComboRules(), ComboRules(wild=None)):
        rules = TaxotRules(deck=deck, combos=combos)
        hands = list(combinations(deck.cards(), 6))
        brute = Fraction(sum(taxot.is_winning(list(h), (), rules) for h in hands), len(hands))
        assert taxot.random_hand_win_probability(rules).any_shape == brute


def test_random_hand_probability_full_deck() -> None:
    result = taxot.random_hand_win_probability()
    assert result.any_shape == Fraction(126695, 3067878)
    assert result.by_shape == {
        "three_pairs": Fraction(17709, 511313),
        "pair_and_quad": Fraction(4621, 1533939),
        "two_triples": Fraction(1405, 139449),
    }
    assert max(result.by_shape.values()) <= result.any_shape <= sum(result.by_shape.values())


def _season(stock: str, players: tuple[str, ...] = ("D", "A"), whole_deck: bool = False) -> taxot.TaxotState:
    """Deal ``stock`` (with the rest of the deck under it if ``whole_deck``, as the service deals)."""
    top = cards(stock)
    rest = Counter(DEFAULT_DECK.cards()) - Counter(top) if whole_deck else Counter[Card]()
    return taxot.new_season(players, players[0], [*top, *rest.elements()])


# D gets the first five cards, A the next five; the rest is the stock, top first.
DEAL = "黒兵 黒弓 黒車 黒虎 黒馬 赤兵 赤兵 赤馬 赤馬 赤将 黒筆 黒将 赤無 赤無"


def test_self_drawn_win_in_the_first_round() -> None:
    state = _season(DEAL)
    step = taxot.draw(state, "D")
    assert step.legal and step.state.phase == "discard"
    win = taxot.declare_win(step.state, "D")
    assert win.legal and win.state.phase == "over" and win.state.result is not None
    assert win.state.result.end_points == {"終季": 2, "同色": 1, "六連": 1, "一周": 3}
    assert win.payments == (Payment("A", "D", 14),)


def test_win_on_a_discard_is_paid_by_the_discarder() -> None:
    # D: 黒兵 黒弓 黒車 黒虎 黒馬; A: 赤兵 赤兵 赤馬 赤馬 赤将; stock: 黒筆 黒将 赤無 赤無
    state = taxot.draw(_season(DEAL), "D").state
    assert not taxot.declare_win(state, "A").legal
    state = taxot.discard(state, "D", Card.parse("黒筆")).state
    assert state.pending == Card.parse("黒筆") and state.to_play == "A"
    assert not taxot.claim_nam(state, "A", cards("赤馬 赤馬")).legal  # 筆 completes nothing with 馬 馬
    state = taxot.discard(taxot.draw(state, "A").state, "A", Card.parse("赤将")).state  # A draws 黒将
    state = taxot.discard(taxot.draw(state, "D").state, "D", Card.parse("赤無")).state  # D draws 赤無
    assert not taxot.claim_nam(state, "D", cards("黒兵 黒弓")).legal  # not one's own discard
    state = taxot.discard(taxot.draw(state, "A").state, "A", Card.parse("赤無")).state  # A draws the last 赤無
    state = taxot.discard(taxot.draw(state, "D").state, "D", Card.parse("赤無")).state
    assert not taxot.declare_win(state, "A").legal  # 赤兵 赤兵 | 赤馬 赤馬 | 黒将 赤無 is no winning shape
    state = taxot.draw(_season("黒兵 黒弓 黒車 黒虎 黒馬 赤兵 赤兵 赤馬 赤馬 赤将 黒将"), "D").state
    state = taxot.discard(state, "D", Card.parse("黒将")).state
    win = taxot.declare_win(state, "A")
    assert win.legal and win.state.result is not None
    assert win.state.result.end_points == {"終季": 2, "一周": 3}
    assert win.payments == (Payment("D", "A", 10),)  # (2 + 3) × 2, the payer being the dealer


def test_nam_exposes_the_meld_and_pays_the_discarder() -> None:
    # D: 赤兵 黒弓 黒筆 黒巫 赤王; A: 赤兵 黒兵 赤馬 赤馬 赤将; stock: 黒車
    state = taxot.draw(_season("赤兵 黒弓 黒筆 黒巫 赤王 赤兵 黒兵 赤馬 赤馬 赤将 黒車", whole_deck=True), "D").state
    state = taxot.discard(state, "D", Card.parse("赤兵")).state
    step = taxot.claim_nam(state, "A", cards("赤兵 黒兵"))
    assert step.legal and step.payments == (Payment("A", "D", 1),)
    assert step.state.exposed["A"] == (tuple(cards("赤兵 赤兵 黒兵")),)
    assert step.state.phase == "discard" and step.state.to_play == "A"
    assert taxot.TaxotState.from_json(step.state.to_json()) == step.state


def test_self_exposed_quad_pays_every_other_player() -> None:
    state = taxot.draw(
        _season("黒兵 黒兵 赤兵 赤兵 黒馬 赤馬 赤馬 赤将 黒将 黒無 黒車 黒虎 黒筆 黒巫 赤巫 赤車", ("D", "A", "B")), "D"
    ).state
    step = taxot.expose_quad(state, "D", cards("黒兵 黒兵 赤兵 赤兵"))
    assert step.legal and step.payments == (Payment("A", "D", 1), Payment("B", "D", 1))
    forbidden = taxot.expose_quad(state, "D", cards("黒兵 黒兵 赤兵 赤兵"), TaxotRules(allow_self_expose_quad=False))
    assert not forbidden.legal


def test_empty_stock_ends_the_season_without_score() -> None:
    state = _season("黒兵 黒弓 黒車 黒虎 黒筆 赤兵 赤兵 赤馬 赤馬 赤将 黒将")
    state = taxot.discard(taxot.draw(state, "D").state, "D", Card.parse("黒将")).state
    step = taxot.draw(state, "A")
    assert step.legal and step.state.phase == "over" and step.state.result is None


def test_rules_from_json_defaults_the_missing_flags() -> None:
    assert TaxotRules.from_json(None) == TaxotRules()
    assert TaxotRules.from_json({"use_hikari": True}) == TaxotRules(use_hikari=True)
    assert TaxotRules.from_json(TaxotRules(nam_pays_skipped=True).to_json()) == TaxotRules(nam_pays_skipped=True)


# --- whole seasons ---------------------------------------------------------------------------------------------------


def _play_season(players: list[str], seed: int, choice_seed: int) -> taxot.TaxotState:
    state = taxot.new_seeded_season(players, seed)
    rng = random.Random(choice_seed)
    for _ in range(400):
        options = taxot.legal_actions(state)
        if not options:
            break
        wins = [a for a in options if a.action == "win"]
        pick = wins[0] if wins and rng.random() < 0.9 else rng.choice(options)
        step = taxot.act(state, pick)
        assert step.legal, (pick, step.reason)
        state = step.state
        if state.phase != "over":
            assert taxot.TaxotState.from_json(state.to_json()) == state
    assert state.phase == "over" and not taxot.legal_actions(state)
    assert sum(taxot.season_totals(state).values()) == 0
    return state


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 6), st.integers(0, 2**32))
def test_random_seasons_are_accepted_back_and_every_listed_action_applies(seed: int, n: int, choices: int) -> None:
    _play_season([f"p{i}" for i in range(n)], seed, choices)


def test_a_seeded_season_is_reproducible() -> None:
    assert taxot.new_seeded_season(["A", "B"], 5) == taxot.new_seeded_season(["A", "B"], 5)
    assert _play_season(["A", "B", "C"], 5, 2) == _play_season(["A", "B", "C"], 5, 2)


def test_impossible_seasons_are_refused() -> None:
    data = taxot.new_seeded_season(["A", "B", "C"], 1).to_json()
    hands = data["hands"]
    assert isinstance(hands, dict)
    with pytest.raises(CardError, match=r"state.hands.B: B holds 5 cards"):  # a card of B's gone to the pile
        taxot.TaxotState.from_json({**data, "hands": {**hands, "B": hands["B"][:4]}, "discards": hands["B"][4:]})
    with pytest.raises(CardError, match=r"state: 1 card\(s\) of the deck are missing"):  # a card of B's gone
        taxot.TaxotState.from_json({**data, "hands": {**hands, "B": hands["B"][:4]}})
    with pytest.raises(CardError, match=r"state.pending: only the dealer's first draw"):
        taxot.TaxotState.from_json({**data, "to_play": "B"})
    with pytest.raises(CardError, match=r"state.discarder"):
        stock = data["stock"]
        assert isinstance(stock, list)
        taxot.TaxotState.from_json({**data, "pending": stock[0], "discarder": "B", "stock": stock[1:]})


def test_impossible_claims_and_wins_are_refused() -> None:
    with pytest.raises(CardError, match=r"concealed: 2 × 赤皇"):
        taxot.legal_claims(Card.parse("赤皇"), "A", ["A", "B"], {"B": cards("赤皇 黒兵 黒兵 黒弓 黒車")}, {})
    with pytest.raises(CardError, match=r"concealed.B: between turns a player holds 5 cards"):
        taxot.legal_claims(Card.parse("赤王"), "A", ["A", "B"], {"B": cards("黒兵 黒兵")}, {})
    with pytest.raises(CardError, match=r"concealed.Z"):
        taxot.legal_claims(Card.parse("赤王"), "A", ["A", "B"], {"Z": cards("黒兵 黒兵 黒弓 黒車 黒虎")}, {})
    win = {"seats": ["A", "B"], "winner": "A", "dealer": "A", "concealed": ["黒兵", "黒兵"]}
    with pytest.raises(CardError, match=r"win.concealed: a win is 6 cards"):
        WinContext.from_json(win)
