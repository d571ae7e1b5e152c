"""Scores withheld: for every scoring rule of the paper-Cetkaik games (a hand, a bonus, a formation, a win), the
score is awarded when its condition is met and withheld when it is only just missed (spec other-games §3).

Each table puts the awarded case next to its near misses, so a rule loosened by one step (a rank difference of
"2 or more" for "exactly 3", a ranking with two entries swapped, a colour check dropped) fails here.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest

from adjudicator.games.paper_cetkaik import makhup, makkaik, mokkaik, namtou, niekhi, nine, taxot
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, CardError
from adjudicator.games.paper_cetkaik.common import Payment
from adjudicator.games.paper_cetkaik.makhup import MakhupRules, MakhupState, Play
from adjudicator.games.paper_cetkaik.mokkaik import MokkaikRules
from adjudicator.games.paper_cetkaik.namtou import NamtouRules
from adjudicator.games.paper_cetkaik.niekhi import NiekhiState, UaiChoice
from adjudicator.games.paper_cetkaik.nine import NineState
from adjudicator.games.paper_cetkaik.taxot import TaxotRules, WinContext

from .helpers import cards

# --- 終季 (ta xot1), §3.2 --------------------------------------------------------------------------------------------

PLAYERS = ("親", "A", "B", "C")


def _win(hand: str, **kw: object) -> WinContext:
    """A self-drawn win of A (not the dealer) unless ``kw`` says otherwise."""
    base: dict[str, object] = {"players": PLAYERS, "winner": "A", "dealer": "親", "bonus": 2}
    base.update(kw)
    return WinContext(concealed=tuple(cards(hand)), **base)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("hand", "six_run"),
    [
        # two 3-sequences whose tops differ by exactly 3: six consecutive numbers (colours may differ)
        ("黒兵 黒弓 黒車 赤虎 赤馬 赤筆", True),  # 1-2-3 + 4-5-6
        ("赤無 赤兵 赤弓 黒車 黒虎 黒馬", True),  # 0-1-2 + 3-4-5
        ("黒車 黒虎 黒馬 赤筆 赤巫 赤将", True),  # 3-4-5 + 6-7-8
        ("黒兵 黒弓 黒車 黒虎 黒馬 黒筆", True),  # one colour
        # tops differing by anything else: not six consecutive numbers
        ("黒兵 黒弓 黒車 赤兵 赤弓 赤車", False),  # 0: 1-2-3 twice
        ("黒兵 黒弓 黒車 赤弓 赤車 赤虎", False),  # 1: 1-2-3 + 2-3-4
        ("黒兵 黒弓 黒車 赤車 赤虎 赤馬", False),  # 2: 1-2-3 + 3-4-5 (overlapping at 3)
        ("黒兵 黒弓 黒車 黒車 黒虎 黒馬", False),  # 2, one colour
        ("黒兵 黒弓 黒車 赤馬 赤筆 赤巫", False),  # 4: 1-2-3 + 5-6-7 (a gap at 4)
        ("黒兵 黒弓 黒車 赤筆 赤巫 赤将", False),  # 5: 1-2-3 + 6-7-8
        ("黒無 黒兵 黒弓 赤筆 赤巫 赤将", False),  # 6: 0-1-2 + 6-7-8
        # a triple and a sequence three apart: not two sequences
        ("黒車 赤車 黒車 赤虎 赤馬 赤筆", False),  # 車×3 + 4-5-6
        ("黒兵 黒弓 黒車 赤虎 黒虎 赤虎", False),  # 1-2-3 + 虎×3
    ],
)
def test_six_run_needs_two_sequences_exactly_three_apart(hand: str, six_run: bool) -> None:
    points = taxot.score(_win(hand)).end_points
    assert ("六連" in points) is six_run, points
    if six_run:
        assert points["六連"] == 1


@pytest.mark.parametrize(
    ("hand", "same_colour"),
    [
        ("黒兵 黒弓 黒車 黒兵 黒弓 黒車", True),
        ("赤兵 赤兵 赤馬 赤馬 赤筆 赤筆", True),
        ("黒兵 黒弓 黒車 黒兵 黒弓 赤車", False),  # five black, one red
        ("赤兵 赤兵 赤馬 赤馬 赤筆 黒筆", False),
        ("黒兵 黒弓 黒車 赤兵 赤弓 赤車", False),  # three and three
    ],
)
def test_same_colour_needs_all_six_cards_of_one_colour(hand: str, same_colour: bool) -> None:
    points = taxot.score(_win(hand)).end_points
    assert ("同色" in points) is same_colour, points


@pytest.mark.parametrize(("first_round", "expected"), [(True, {"終季": 2, "一周": 3}), (False, {"終季": 2})])
def test_first_round_bonus_only_in_the_first_round(first_round: bool, expected: dict[str, int]) -> None:
    assert taxot.score(_win("黒兵 赤兵 黒馬 赤馬 黒筆 赤筆", first_round=first_round)).end_points == expected


@pytest.mark.parametrize(
    ("hand", "sobashi"),
    [
        ("黒兵 黒弓 黒車 赤兵 赤弓 赤車", True),  # 123 123
        ("黒馬 赤馬 黒馬 赤馬 黒筆 黒筆", False),  # not two triples (a pair and a 4-set)
        ("黒兵 黒弓 黒車 赤弓 赤車 赤虎", False),  # 123 234
        ("黒兵 赤兵 黒兵 黒弓 赤弓 黒弓", False),  # 111 222
        ("黒車 赤車 黒車 赤兵 赤弓 赤車", False),  # 333 as a set and 123 as a sequence: same rank, other type
    ],
)
def test_sobashi_needs_two_identical_triples(hand: str, sobashi: bool) -> None:
    points = taxot.score(_win(hand), TaxotRules(sobashi_points=3)).end_points
    assert ("層橋" in points) is sobashi, points
    assert "層橋" not in taxot.score(_win(hand)).end_points  # off by default


def test_sobashi_of_two_identical_set_triples() -> None:
    assert taxot.score(_win("黒兵 赤兵 黒兵 赤兵 黒兵 赤兵"), TaxotRules(sobashi_points=3)).end_points["層橋"] == 3


@pytest.mark.parametrize(
    ("hand", "kings"),
    [
        ("赤王 黒皇 赤馬 黒馬 赤兵 黒兵", 2),
        ("赤王 赤船 赤馬 黒馬 赤兵 黒兵", 1),  # 船 standing in for 皇 earns nothing
        ("赤船 黒船 赤馬 黒馬 赤兵 黒兵", 0),  # two 船 as a pair of kings
        ("赤将 黒将 赤馬 黒馬 赤兵 黒兵", 0),  # the next strength down
    ],
)
def test_king_bonus_counts_only_real_kings(hand: str, kings: int) -> None:
    bonus = taxot.score(_win(hand)).bonus_points
    assert bonus.get("皇王", 0) == kings and ("皇王" in bonus) is (kings > 0)


@pytest.mark.parametrize(
    ("lights", "rules", "lit"),
    [
        ("黒兵", TaxotRules(use_hikari=True), 2),  # 黒兵 and 赤兵 match by kind
        ("黒兵 赤車", TaxotRules(use_hikari=True), 4),
        ("黒兵", TaxotRules(use_hikari=True, hikari_match="card"), 1),  # only the black one
        ("赤虎", TaxotRules(use_hikari=True), 0),  # a kind not in the hand
        ("黒虎", TaxotRules(use_hikari=True, hikari_match="card"), 0),
        ("黒兵", TaxotRules(), 0),  # 光 off
    ],
)
def test_hikari_bonus_only_for_matching_cards(lights: str, rules: TaxotRules, lit: int) -> None:
    bonus = taxot.score(_win("黒兵 黒弓 黒車 赤兵 赤弓 赤車", hikari=tuple(cards(lights))), rules).bonus_points
    assert bonus.get("光", 0) == lit and ("光" in bonus) is (lit > 0)


@pytest.mark.parametrize(
    ("hand", "exposed", "rules", "winning"),
    [
        ("黒兵 黒弓 黒車 黒虎 黒馬 黒筆", (), TaxotRules(), True),
        ("黒兵 黒弓 黒車 黒虎 黒馬 黒将", (), TaxotRules(), False),  # the second run is 4-5-8
        ("黒兵 黒弓 黒車 黒虎 赤馬 黒筆", (), TaxotRules(), False),  # the second run is of mixed colours
        ("黒兵 赤兵 黒馬 赤馬 黒筆 赤筆", (), TaxotRules(), True),  # three pairs
        ("黒兵 赤兵 黒馬 赤馬 黒筆 赤巫", (), TaxotRules(), False),  # two pairs and two odd cards
        ("黒兵 赤兵 黒馬 赤馬 黒筆 赤筆", (), TaxotRules(allow_pair_shapes=False), False),
        ("黒兵 赤兵 黒兵 赤兵 黒馬 赤馬", (), TaxotRules(), True),  # a pair and a 4-set
        ("黒兵 赤兵 黒兵 赤馬 黒馬 赤馬", (), TaxotRules(), True),  # two triples
        ("黒兵 赤兵 黒兵 赤馬 黒馬 赤筆", (), TaxotRules(), False),  # a triple, a pair and an odd card
        ("黒馬 赤馬 黒船", ("赤兵 黒兵 赤兵",), TaxotRules(), True),
        ("黒馬 赤馬 黒虎", ("赤兵 黒兵 赤兵",), TaxotRules(), False),
        ("黒兵 黒弓 黒車 黒虎 黒馬 赤船", (), TaxotRules(), False),  # a red 船 cannot stand for 黒筆
        ("黒兵 黒弓 黒車 黒虎 黒馬 黒船", (), TaxotRules(), True),
    ],
)
def test_a_win_needs_a_winning_shape(hand: str, exposed: tuple[str, ...], rules: TaxotRules, winning: bool) -> None:
    melds = tuple(tuple(cards(m)) for m in exposed)
    assert taxot.is_winning(cards(hand), melds, rules) is winning
    if not winning:
        with pytest.raises(CardError, match="not a winning shape"):
            taxot.score(WinContext(PLAYERS, "A", "親", 2, tuple(cards(hand)), melds), rules)


@pytest.mark.parametrize(
    ("rule", "payer", "winner", "multiplied"),
    [
        ("payer_or_payee_is_dealer", "親", "A", True),
        ("payer_or_payee_is_dealer", "A", "親", True),
        ("payer_or_payee_is_dealer", "B", "A", False),
        ("winner_is_dealer", "A", "親", True),
        ("winner_is_dealer", "親", "A", False),
        ("always", "B", "A", True),
    ],
)
def test_dealer_multiplier_only_where_its_flag_says(rule: str, payer: str, winner: str, multiplied: bool) -> None:
    rules = TaxotRules(dealer_multiplier=rule)  # type: ignore[arg-type]
    assert taxot.multiplier(payer, winner, "親", 5, rules) == (5 if multiplied else 1)


def _season(stock: str, players: tuple[str, ...] = ("D", "A")) -> taxot.TaxotState:
    """Deal ``stock`` with the rest of the deck under it (D gets the first five cards, A the next five)."""
    top = cards(stock)
    rest = Counter(DEFAULT_DECK.cards()) - Counter(top)
    return taxot.new_season(players, players[0], [*top, *rest.elements()])


@pytest.mark.parametrize(
    ("with_cards", "payments"),
    [
        ("赤兵 黒兵 黒兵", (Payment("A", "D", 1), Payment("D", "A", 1))),  # a 4-set: 開, then 四友
        ("赤兵 黒兵", (Payment("A", "D", 1),)),  # a 3-set: 開 only
    ],
)
def test_quad_bonus_only_for_a_four_set(with_cards: str, payments: tuple[Payment, ...]) -> None:
    # D: 赤兵 黒兵 黒筆 黒巫 赤王; A: 赤兵 黒兵 黒兵 黒馬 赤将; D draws 赤馬 and discards 黒兵
    state = taxot.draw(_season("赤兵 黒兵 黒筆 黒巫 赤王 赤兵 黒兵 黒兵 黒馬 赤将 赤馬"), "D").state
    state = taxot.discard(state, "D", Card.parse("黒兵")).state
    step = taxot.claim_nam(state, "A", cards(with_cards))
    assert step.legal, step.reason
    assert step.payments == payments


def test_a_concealed_quad_needs_four_equal_cards() -> None:
    state = taxot.draw(_season("黒兵 黒兵 赤兵 赤兵 黒馬 赤馬 赤馬 赤将 黒将 黒無 黒車", ("D", "A")), "D").state
    assert taxot.expose_quad(state, "D", cards("黒兵 黒兵 赤兵 赤兵")).payments == (Payment("A", "D", 1),)
    for near in ("黒兵 黒兵 赤兵", "黒兵 黒兵 赤兵 黒馬"):
        step = taxot.expose_quad(state, "D", cards(near))
        assert not step.legal and step.payments == () and step.state == state


# --- 開樽 (nam2 to1), §3.6 -------------------------------------------------------------------------------------------

#: A five-card hand whose strongest combo is each ranking entry (hand_size 5 makes every yaku reachable).
NAMTOU_HANDS = {
    "筆兵無傾": "黒兵 黒弓 黒将 黒筆 黒巫",
    "皇王": "赤皇 黒王 赤無 黒車 赤将",
    "地心": "赤筆 赤巫 赤将 黒無 黒車",
    "馬弓兵": "黒兵 黒弓 黒馬 赤無 赤将",
    "行行": "黒船 黒車 黒馬 赤無 赤将",
    "闇戦之集": "黒兵 黒兵 赤兵 赤兵 黒兵",
    "seq": "黒兵 黒弓 黒車 赤虎 赤将",
    "set": "黒馬 赤馬 黒兵 赤車 黒将",
    "single": "黒兵 赤車 黒馬 赤筆 黒将",
}
FIVE = NamtouRules(hand_size=5)


def test_each_namtou_hand_is_the_entry_it_stands_for() -> None:
    for name, hand in NAMTOU_HANDS.items():
        assert namtou.best_combos(cards(hand), FIVE)[0].type == name, hand


#: The ranking orders, strongest first, as the spec gives them (spelled out here, not read from the library, so a
#: swap in the library's table is caught).
SPEC_ORDERS = {
    "book": ("筆兵無傾", "皇王", "地心", "馬弓兵", "行行", "闇戦之集", "seq", "set", "single"),
    "draft": ("筆兵無傾", "皇王", "地心", "行行", "馬弓兵", "闇戦之集", "seq", "set", "single"),
}


@pytest.mark.parametrize(
    ("order", "stronger", "weaker"),
    [(order, a, b) for order, ranking in SPEC_ORDERS.items() for a, b in pairwise(ranking)],
)
def test_namtou_ranking_adjacent_pairs(order: str, stronger: str, weaker: str) -> None:
    rules = NamtouRules(hand_size=5, order=order)  # type: ignore[arg-type]
    a, b = cards(NAMTOU_HANDS[stronger]), cards(NAMTOU_HANDS[weaker])
    assert (namtou.compare_hands(a, b, rules), namtou.compare_hands(b, a, rules)) == (">", "<")


@pytest.mark.parametrize("order", ["book", "draft"])
def test_kings_beat_earth_heart(order: str) -> None:
    rules = NamtouRules(hand_size=3, order=order)  # type: ignore[arg-type]
    kings, earth_heart = cards("赤皇 黒王 赤無"), cards("黒筆 黒巫 黒将")
    assert namtou.best_combos(kings, rules)[0].type == "皇王"
    assert namtou.best_combos(earth_heart, rules)[0].type == "地心"
    assert namtou.compare_hands(kings, earth_heart, rules) == ">"
    assert namtou.compare_hands(earth_heart, kings, rules) == "<"


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("黒兵 黒弓 黒将 黒筆 黒巫", "筆兵無傾"),
        ("黒兵 黒弓 黒将 黒筆 黒虎", "single"),  # 巫 → 虎: no 筆兵無傾 (and no 地心 without the 巫)
        ("赤皇 黒王", "皇王"),
        ("赤皇 黒皇", "set"),  # two 皇: a pair of kings, not 皇王
        ("赤王 黒将", "single"),
        ("赤筆 赤巫 赤将", "地心"),
        ("赤筆 赤巫 赤虎", "single"),  # 将 → 虎
        ("黒兵 赤弓 黒馬", "馬弓兵"),
        ("黒兵 赤弓 黒虎", "single"),  # 馬 → 虎
        ("黒船 黒車 赤馬", "行行"),
        ("黒兵 黒車 赤馬", "single"),  # 船 → 兵
        ("黒船 赤船 赤馬", "set"),  # 船 is not wild inside a named yaku: no 車, so no 行行 (the red 船 pairs 馬)
        ("黒兵 黒兵 赤兵 赤兵 黒兵", "闇戦之集"),
        ("黒兵 黒兵 赤兵 赤兵 黒弓", "set"),  # four 兵 and a 弓
        ("黒兵 黒弓 黒車", "seq"),
        ("黒兵 黒弓 赤車", "single"),  # a run of mixed colours
        ("黒兵 黒弓 黒虎", "single"),  # a gap
        ("黒馬 赤馬 黒兵", "set"),
        ("黒馬 赤筆 黒兵", "single"),
    ],
)
def test_namtou_each_yaku_withheld_one_card_off(hand: str, expected: str) -> None:
    held = cards(hand)
    assert namtou.best_combos(held, NamtouRules(hand_size=len(held)))[0].type == expected


# --- 値戦 (mak1 kaik), §3.3 ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "category"),
    [
        ("黒馬 赤馬 黒馬", "triple"),
        ("黒馬 赤馬 黒筆", "pair"),  # one card off a triple
        ("黒船 黒馬 赤馬", "triple"),  # 船 as 黒馬
        ("赤船 黒馬 黒虎", "pair"),  # a red 船 cannot be a black 馬 or 筆 (a sequence), only 赤馬 or 赤虎
        ("黒車 黒虎 黒馬", "sequence"),
        ("黒車 黒虎 赤馬", "single"),  # mixed colours
        ("黒車 黒虎 黒筆", "single"),  # a gap
        ("黒馬 赤馬 黒兵", "pair"),
        ("黒馬 赤筆 黒兵", "single"),
        ("黒王 赤皇 黒兵", "pair"),  # 王 = 皇
        ("黒将 赤皇 黒兵", "single"),
    ],
)
def test_makkaik_category_withheld_one_card_off(hand: str, category: str) -> None:
    assert makkaik.best_combo(cards(hand), ()).category == category


@pytest.mark.parametrize(
    ("stronger", "weaker"),
    [("黒兵 赤兵 黒兵", "黒筆 黒巫 黒将"), ("黒兵 黒弓 黒車", "黒将 赤将 黒馬"), ("黒兵 赤兵 黒車", "黒将 赤皇 黒巫")],
)
def test_makkaik_showdown_category_order(stronger: str, weaker: str) -> None:
    community = cards("赤無 赤弓 赤筆")
    result = makkaik.showdown({"S": cards(stronger), "W": cards(weaker)}, community, 4)
    assert result.winners == ("S",)


# --- 小猫 (ni1 ne2), §3.7 --------------------------------------------------------------------------------------------


def _nine(a: str, b: str) -> NineState:
    return NineState(("A", "B"), {"A": tuple(cards(a)), "B": tuple(cards(b))}, tuple(cards("赤兵 赤兵 赤兵")), "A",
                     "A", scores={"A": 0, "B": 0}, captured={"A": (), "B": ()})


@pytest.mark.parametrize(
    ("a", "play", "scored"),
    [
        ("黒馬", "黒馬", 3),  # the hand empties: the largest other hand
        ("黒馬 赤馬", "黒馬 赤馬", 3),  # by a set
        ("黒馬 赤兵", "黒馬", 0),  # one card left
        ("黒馬 赤馬 黒無", "黒馬 赤馬", 0),
    ],
)
def test_nine_scores_only_when_the_hand_empties(a: str, play: str, scored: int) -> None:
    step = nine.apply(_nine(a, "黒筆 赤兵 赤弓"), "A", cards(play))
    assert step.legal and step.scored == scored and step.state.scores["A"] == scored


def test_nine_declining_scores_nothing() -> None:
    state = nine.apply(_nine("黒馬 黒兵", "黒筆 赤兵 赤弓"), "A", cards("黒馬")).state
    step = nine.apply(state, "B", None)
    assert step.legal and step.scored == 0 and step.state.scores == {"A": 0, "B": 0}


@pytest.mark.parametrize(
    ("scores", "dealer", "final", "winners"),
    [
        ({"A": 4, "B": 3}, "A", {"A": 5, "B": 3}, ("A",)),  # the dealer wins: +1
        ({"A": 4, "B": 4}, "A", {"A": 5, "B": 4}, ("A", "B")),  # a shared win
        ({"A": 3, "B": 4}, "A", {"A": 3, "B": 4}, ("B",)),  # the dealer one point short: no +1 for anyone
        ({"A": 4, "B": 3}, "B", {"A": 4, "B": 3}, ("A",)),  # a winner who is not the dealer: no +1
    ],
)
def test_nine_dealer_bonus_only_for_a_winning_dealer(
    scores: dict[str, int], dealer: str, final: dict[str, int], winners: tuple[str, ...]
) -> None:
    result = nine.season_result(scores, dealer)
    assert result.scores == final and result.winners == winners


# --- 連友 (niek1 hi1), §3.4 ------------------------------------------------------------------------------------------


def _niekhi(**hands: str) -> NiekhiState:
    players = tuple(hands)
    return NiekhiState(players, {p: tuple(cards(h)) for p, h in hands.items()}, players[0])


@pytest.mark.parametrize(
    ("a", "play", "uai", "winner"),
    [
        ("黒馬", "黒馬", (), "A"),
        ("黒馬 赤馬", "黒馬 赤馬", (), "A"),
        ("黒馬 赤兵", "黒馬", (), None),  # one card left
        ("黒将 黒兵", "黒将", (UaiChoice(remove=5),), None),  # the 将 removes no card of A's
    ],
)
def test_niekhi_win_only_by_playing_out(a: str, play: str, uai: tuple[UaiChoice, ...], winner: str | None) -> None:
    step = niekhi.apply(_niekhi(A=a, B="赤筆 赤巫", C="黒筆 赤車"), "A", cards(play), uai)
    assert step.legal, step.reason
    assert step.state.winner == winner and step.state.finished == (() if winner is None else (winner,))


@pytest.mark.parametrize(
    ("finished", "points"),
    [
        (["A", "B"], {"A": 2, "B": 1, "C": 0}),
        (["A"], {"A": 2, "B": 0, "C": 0}),  # B still holds cards (or was emptied by a 将)
        ([], {"A": 0, "B": 0, "C": 0}),
    ],
)
def test_niekhi_position_points_only_for_those_who_played_out(finished: list[str], points: dict[str, int]) -> None:
    assert niekhi.position_points(["A", "B", "C"], finished) == points


# --- 値木 (mak1 hup1), §3.5 ------------------------------------------------------------------------------------------


def _makhup(a: str, b: str, roads: str, stock: str = "") -> MakhupState:
    return MakhupState(("A", "B"), {"A": tuple(cards(a)), "B": tuple(cards(b))}, tuple(cards(roads)),
                       tuple(cards(stock)), "A", "A", 0)


@pytest.mark.parametrize(
    ("a", "play", "winners"),
    [
        ("黒兵 赤弓 黒車", "黒兵 赤弓 黒車", ("A",)),  # 1 + 2 + 3 = 6 empties the hand
        ("黒兵 赤弓 黒車 黒将", "黒兵 赤弓 黒車", ()),  # one card left
        ("黒筆", "黒筆", ("A",)),
        ("黒筆 赤筆", "黒筆", ()),
    ],
)
def test_makhup_win_only_when_the_hand_empties(a: str, play: str, winners: tuple[str, ...]) -> None:
    step = makhup.apply(_makhup(a, "黒兵", "赤筆", "黒馬"), "A", Play("extend", (0,), tuple(cards(play))))
    assert step.legal, step.reason
    assert step.state.winners == winners


@pytest.mark.parametrize(
    ("a", "b", "winners"),
    [
        ("黒兵 黒兵", "赤兵 赤兵 赤兵", ("A",)),  # the fewest cards
        ("黒兵 黒兵 黒兵", "赤兵 赤兵 赤兵", ("A", "B")),  # one more card: a tie
        ("黒兵 黒兵 黒兵 黒兵", "赤兵 赤兵 赤兵", ("B",)),
    ],
)
def test_makhup_blocked_season_won_by_the_fewest_cards(a: str, b: str, winners: tuple[str, ...]) -> None:
    state = _makhup(a, b, "黒将")  # no subset of 兵 sums to 8, and the stock is empty: both must pass
    state = makhup.apply(state, "A", Play("pass")).state
    assert state.winners == ()
    state = makhup.apply(state, "B", Play("pass")).state
    assert state.winners == winners
    net = makhup.season_result(state).net
    assert net == {p: int(p in winners) for p in ("A", "B")}


def test_makhup_cards_left_scoring_pays_only_the_winners() -> None:
    state = makhup.apply(makhup.apply(_makhup("黒兵 黒兵", "赤兵 赤兵 赤兵", "黒将"), "A", Play("pass")).state, "B",
                         Play("pass")).state
    assert makhup.season_result(state, MakhupRules(scoring="cards_left")).net == {"A": 3, "B": -3}
    tied = makhup.apply(makhup.apply(_makhup("黒兵 黒兵 黒兵", "赤兵 赤兵 赤兵", "黒将"), "A", Play("pass")).state, "B",
                        Play("pass")).state
    assert makhup.season_result(tied, MakhupRules(scoring="cards_left")).net == {"A": 0, "B": 0}


# --- 行戦 (mok1 kaik), §3.1 ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("counts", "winner", "rules", "payments"),
    [
        # C deals (bonus 3); each loser pays the winner 6 − its 公開札, the dealer's payment multiplied
        ({"A": 4, "B": 5, "C": 1}, "A", MokkaikRules(), (Payment("B", "A", 1), Payment("C", "A", 15))),
        ({"A": 3, "B": 6, "C": 1}, "A", MokkaikRules(), (Payment("C", "A", 15),)),  # 6 公開札: B pays nothing
        ({"A": 2, "B": 7, "C": 1}, "A", MokkaikRules(), (Payment("A", "B", 1), Payment("C", "A", 15))),  # 7: paid
        # the dealer wins: its receipts multiplied only under payer_or_payee_is_dealer
        ({"A": 5, "B": 1, "C": 4}, "C", MokkaikRules(), (Payment("A", "C", 3), Payment("B", "C", 15))),
        ({"A": 5, "B": 1, "C": 4}, "C", MokkaikRules(dealer_multiplier="payer_is_dealer"),
         (Payment("A", "C", 1), Payment("B", "C", 5))),
    ],
)
def test_mokkaik_payments_only_as_the_public_cards_and_the_dealer_say(
    counts: dict[str, int], winner: str, rules: MokkaikRules, payments: tuple[Payment, ...]
) -> None:
    assert mokkaik.season_settlement(counts, winner, "C", 3, rules).payments == payments
