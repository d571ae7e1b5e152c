from __future__ import annotations

from fractions import Fraction

import pytest

from adjudicator.games.paper_cetkaik import makkaik, namtou
from adjudicator.games.paper_cetkaik.cards import Card, CardError
from adjudicator.games.paper_cetkaik.namtou import NamtouRules

from .helpers import cards


def test_makkaik_category_order_triple_sequence_pair_single() -> None:
    community = cards("赤無 黒兵 赤将")
    assert makkaik.best_combo(cards("黒無 黒無 赤馬"), community).category == "triple"
    assert makkaik.best_combo(cards("黒弓 黒車 赤馬"), community).category == "sequence"
    assert makkaik.best_combo(cards("黒馬 赤馬 赤筆"), community).category == "pair"
    single = makkaik.best_combo(cards("黒車 赤虎 黒筆"), cards("赤兵 黒将 赤皇"))
    assert (single.category, single.rank) == ("single", 9)


def test_makkaik_min_hand_cards_flag() -> None:
    community = cards("赤馬 黒馬 黒船")
    assert makkaik.best_combo(cards("黒兵 赤弓 赤虎"), community).category == "triple"
    strict = makkaik.MakkaikRules(min_hand_cards_used=1)
    value = makkaik.best_combo(cards("黒兵 赤弓 赤虎"), community, strict)
    assert (value.category, value.rank) == ("pair", 4)  # 赤虎 with 黒船 standing for 黒虎


def test_makkaik_showdown_splits_exact_ties() -> None:
    community = cards("赤無 黒兵 赤将")
    result = makkaik.showdown({"A": cards("黒将 赤車 黒車"), "B": cards("黒巫 赤虎 黒馬")}, community, 9)
    assert result.winners == ("A",) and result.values["A"].key == (1, 8)  # a pair of 将 beats B's single 将
    result = makkaik.showdown({"A": cards("黒将 赤弓 黒車"), "B": cards("黒将 赤虎 黒馬")}, community, 9)
    assert result.winners == ("A", "B")
    assert result.shares == {"A": Fraction(9, 2), "B": Fraction(9, 2)}


def test_makkaik_exchanges() -> None:
    hand, community = cards("黒兵 赤弓 赤虎"), cards("赤馬 黒馬 黒船")
    swapped = makkaik.exchange_with_community(hand, community, Card.parse("黒兵"), Card.parse("黒船"))
    assert swapped.legal and Card.parse("黒船") in swapped.hand and Card.parse("黒兵") in swapped.community
    bad = makkaik.exchange_with_community(hand, community, Card.parse("黒将"), Card.parse("黒船"))
    assert not bad.legal and "not in the hand" in (bad.reason or "")
    drawn = (Card.parse("赤車"), Card.parse("黒巫"))
    took = makkaik.exchange_with_draw(hand, community, drawn, Card.parse("黒兵"), Card.parse("赤車"))
    assert took.legal and took.discarded == (Card.parse("黒巫"),) and len(took.community) == 4
    assert makkaik.best_combo(took.hand, ()).category == "sequence"
    assert makkaik.best_combo(took.hand, took.community).category == "triple"  # 黒馬 赤馬 with 黒船


def test_makkaik_betting_state_machine() -> None:
    state = makkaik.start_betting(["D", "A", "B"], "D")
    assert state.pot == 3
    state = makkaik.bet(state, "D", "base", 3).state
    assert not makkaik.bet(state, "B", "call").legal
    state = makkaik.bet(state, "A", "call").state
    state = makkaik.bet(state, "B", "fold").state
    assert state.round == 2 and state.to_act == "D" and state.active == ("D", "A")
    assert not makkaik.bet(state, "D", "base", 6).legal
    for _ in range(2):
        state = makkaik.bet(state, "D", "base", 1).state
        state = makkaik.bet(state, "A", "call").state
    assert state.finished and state.pot == 3 + 6 + 4
    declined = makkaik.bet(makkaik.start_betting(["D", "A", "B"], "D"), "D", "decline").state
    assert declined.dealer == "A" and declined.to_act == "A" and "D" not in declined.active


def test_namtou_ranking_book_and_draft() -> None:
    assert namtou.best_combos(cards("赤皇 黒王"))[0].type == "皇王"
    three = NamtouRules(hand_size=3)
    horse_bow = cards("黒兵 赤弓 黒馬")
    ship_cart = cards("黒船 黒車 赤馬")
    assert namtou.compare_hands(horse_bow, ship_cart, three) == ">"
    assert namtou.compare_hands(horse_bow, ship_cart, NamtouRules(hand_size=3, order="draft")) == "<"


def test_namtou_inside_a_type_count_then_number_then_colour() -> None:
    assert namtou.compare_hands(cards("黒馬 赤馬"), cards("黒兵 赤兵")) == ">"
    assert namtou.compare_hands(cards("黒馬 黒馬"), cards("黒馬 赤馬")) == ">"  # one colour beats mixed
    assert namtou.compare_hands(cards("黒将 赤兵"), cards("黒将 黒兵")) == "="  # no 2-card combo: the same singles


def test_namtou_two_card_run_needs_the_min_seq_flag() -> None:
    assert namtou.best_combos(cards("黒兵 黒弓"))[0].type == "single"
    assert namtou.best_combos(cards("黒兵 黒弓"), NamtouRules(min_seq=2))[0].type == "seq"


def test_namtou_showdown() -> None:
    hands = {"A": cards("黒馬 赤馬"), "B": cards("赤皇 黒王"), "C": cards("黒将 赤兵")}
    result = namtou.showdown(hands, {"A": 2, "B": None, "C": 3})
    assert result.winners == ("A",) and result.pot == 3 + 5
    with pytest.raises(CardError, match=r"bets\.C"):
        namtou.showdown(hands, {"A": 2, "B": None, "C": 1})


def test_makkaik_best_category_probabilities_match_the_spec_figures() -> None:
    dist = makkaik.best_category_distribution()
    assert sum(dist.values()) == 1
    assert dist["triple"] == Fraction(380969, 1533939)
    assert {k: round(float(v) * 100, 1) for k, v in dist.items()} == {
        "triple": 24.8,
        "sequence": 15.8,
        "pair": 48.3,
        "single": 11.2,
    }


def test_makkaik_two_card_pair_probability_by_hand() -> None:
    dist = makkaik.best_category_distribution(2)
    # equal strengths: 王/皇 C(4,2) + seven kinds C(4,2) + 兵 C(8,2) + 無 C(6,2) = 91; with a 船: 1128 - C(46,2) = 93
    assert dist["pair"] == Fraction(91 + 93, 1128)
    assert dist["sequence"] == 0 and dist["triple"] == 0 and dist["pair"] + dist["single"] == 1


def test_makkaik_showdown_refuses_more_copies_than_the_deck() -> None:
    hands = {"A": cards("黒兵 黒兵 黒兵"), "B": cards("黒兵 黒兵 黒皇")}
    with pytest.raises(CardError, match=r"5 × 黒兵 but the deck has only 4"):
        makkaik.showdown(hands, cards("赤馬 赤虎 赤車"), 4)


def test_makkaik_showdown_refuses_short_hands_and_missing_community() -> None:
    with pytest.raises(CardError, match=r"hands.A: a 値戦 hand holds 3 cards"):
        makkaik.showdown({"A": cards("黒兵"), "B": cards("赤兵 赤弓 赤車")}, cards("赤馬 赤虎 黒車"), 4)
    with pytest.raises(CardError, match=r"community: 3 community cards are dealt"):
        makkaik.showdown({"A": cards("黒兵 黒弓 黒車"), "B": cards("赤兵 赤弓 赤車")}, cards("赤馬"), 4)


def test_namtou_showdown_refuses_impossible_tables() -> None:
    with pytest.raises(CardError, match=r"2 × 赤皇"):
        namtou.showdown({"A": cards("赤皇 黒王"), "B": cards("赤皇 黒兵")}, {"A": 1, "B": 1})
    with pytest.raises(CardError, match=r"hands.B: a hand holds 2 cards"):
        namtou.showdown({"A": cards("赤皇 黒王"), "B": cards("黒兵")}, {"A": 1, "B": 1})
    with pytest.raises(CardError, match=r"no decision for B"):
        namtou.showdown({"A": cards("赤皇 黒王"), "B": cards("黒兵 赤兵")}, {"A": 1})
