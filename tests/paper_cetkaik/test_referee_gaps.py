"""Referee gaps closed: states and plays the rules do not allow, across 終季, 行戦, 値木 and 小猫, and the HTTP
answers that carried them (a refused play's settlement, a null ruleset)."""

from __future__ import annotations

import copy
import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from adjudicator.games.paper_cetkaik import makhup, mokkaik, nine, taxot
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, CardError, notation
from adjudicator.games.paper_cetkaik.common import missing_cards

from .helpers import cards, post

PAPER = "/v1/paper-cetkaik"




# --- 終季: after 開 the claimer discards; claims go by priority ---------------------------------------------------

def _whole_deck(state: dict[str, Any], discarded: int = 0) -> dict[str, Any]:
    """The state with the rest of the deck under the stock given, less ``discarded`` cards gone to the discard pile
    (``discards``: the service deals the whole deck, and every card is in one place)."""
    held = [*state["stock"], *(c for h in state["hands"].values() for c in h),
            *(c for ms in state["exposed"].values() for m in ms for c in m), *filter(None, [state["pending"]])]
    rest = Counter(DEFAULT_DECK.cards()) - Counter(Card.parse(c) for c in held)
    rest_cards = notation(rest.elements())
    return {**state, "stock": [*state["stock"], *rest_cards[discarded:]], "discards": rest_cards[:discarded]}


#: 親 has discarded 黒兵; A (to draw) can win on it (兵 兵 兵 | 車 車 車) or claim it with 黒兵 黒兵 (開).
NAM_OR_WIN: dict[str, Any] = _whole_deck({
    "seats": ["親", "A", "B"], "dealer": "親", "bonus": 2,
    "hands": {"親": ["赤馬", "黒馬", "赤筆", "黒筆", "赤弓"], "A": ["黒兵", "黒兵", "赤車", "赤車", "黒車"],
              "B": ["赤将", "黒将", "赤巫", "黒巫", "赤虎"]},
    "exposed": {"親": [], "A": [], "B": []}, "stock": ["黒虎", "赤無", "黒無", "黒弓"],
    "to_play": "A", "phase": "draw", "pending": "黒兵", "discarder": "親", "turns": 1, "payments": [],
})

#: As above, but only B can win on 黒兵 (兵 兵 | 将 将 | 巫 巫) while A (seated first) can only claim it (開).
B_WINS: dict[str, Any] = _whole_deck({
    **NAM_OR_WIN, "stock": NAM_OR_WIN["stock"][:4],
    "hands": {"親": ["赤馬", "黒馬", "赤筆", "黒筆", "赤弓"], "A": ["黒兵", "黒兵", "赤車", "黒車", "赤虎"],
              "B": ["赤将", "黒将", "赤巫", "黒巫", "赤兵"]},
})


def test_no_win_after_claiming_a_discard_with_nam() -> None:
    state = taxot.TaxotState.from_json(NAM_OR_WIN)
    nam = taxot.claim_nam(state, "A", cards("黒兵 黒兵"))
    assert nam.legal and nam.state.claimed and nam.state.phase == "discard"
    win = taxot.declare_win(nam.state, "A")
    assert not win.legal and "開" in (win.reason or "") and win.state == nam.state
    assert not taxot.expose_quad(nam.state, "A", cards("赤車 赤車 黒車 黒兵")).legal
    listed = taxot.legal_actions(nam.state)
    assert listed and {a.action for a in listed} == {"discard"}
    again = taxot.TaxotState.from_json(nam.state.to_json())
    assert again == nam.state and again.claimed
    after = taxot.discard(nam.state, "A", Card.parse("赤車")).state
    assert not after.claimed
    # the win on the discard itself stays legal, paid by the discarder alone
    assert taxot.declare_win(state, "A").payments == (taxot.Payment("親", "A", 10),)


def test_claimed_states_are_checked_and_states_without_the_new_fields_load() -> None:
    old = {k: v for k, v in NAM_OR_WIN.items()}
    assert not taxot.TaxotState.from_json(old).claimed  # a state of an earlier version: no claimed, no declined
    with pytest.raises(CardError, match=r"state\.claimed"):
        taxot.TaxotState.from_json({**NAM_OR_WIN, "claimed": True})  # phase draw
    with pytest.raises(CardError, match=r"state\.claimed"):
        taxot.TaxotState.from_json({**NAM_OR_WIN, "claimed": "yes"})
    drawn = taxot.draw(taxot.TaxotState.from_json(NAM_OR_WIN), "A").state.to_json()
    with pytest.raises(CardError, match=r"state\.claimed"):
        taxot.TaxotState.from_json({**drawn, "claimed": True})  # A exposed nothing: this discard follows a draw


def test_nam_must_leave_a_card_to_discard() -> None:
    # A holds 黒兵 黒兵 赤兵 exposed and 黒車 黒車: claiming 黒車 with both would leave nothing to discard (A wins on
    # the discard instead)
    # (親 drew and discarded 赤兵, A claimed it, B and 親 drew and discarded: four turns, A paid 親 1 for 開)
    data = _whole_deck({**NAM_OR_WIN, "hands": {**NAM_OR_WIN["hands"], "A": ["赤車", "黒車"]},
                        "exposed": {"親": [], "A": [["黒兵", "黒兵", "赤兵"]], "B": []}, "pending": "黒車",
                        "stock": ["黒虎", "赤無", "黒無", "黒弓", "赤兵"], "turns": 4,
                        "payments": [{"payer": "A", "payee": "親", "amount": 1}]}, discarded=2)
    state = taxot.TaxotState.from_json(data)
    refused = taxot.claim_nam(state, "A", cards("赤車 黒車"))
    assert not refused.legal and "discard" in (refused.reason or "")
    assert [a.action for a in taxot.legal_actions(state)] == ["win", "draw"]
    assert taxot.declare_win(state, "A").legal


def test_a_win_claim_beats_a_nam_until_declined() -> None:
    state = taxot.TaxotState.from_json(B_WINS)
    nam = taxot.claim_nam(state, "A", cards("黒兵 黒兵"))
    assert not nam.legal and "B may win" in (nam.reason or "") and not nam.payments
    listed = [(a.action, a.player) for a in taxot.legal_actions(state)]
    assert listed == [("win", "B"), ("decline", "B"), ("draw", "A")]
    # claiming is optional: A's draw (nobody having claimed) stays legal
    assert taxot.draw(state, "A").legal
    # A's claim waits on nobody else, so A has nothing to decline
    assert not taxot.decline(state, "A").legal
    declined = taxot.decline(state, "B")
    assert declined.legal and declined.state.declined == ("B",)
    assert not taxot.declare_win(declined.state, "B").legal  # B passed on it
    assert [(a.action, a.player) for a in taxot.legal_actions(declined.state)] == [("nam", "A"), ("draw", "A")]
    nam = taxot.claim_nam(declined.state, "A", cards("黒兵 黒兵"))
    assert nam.legal and nam.state.declined == () and nam.payments == (taxot.Payment("A", "親", 1),)
    assert taxot.TaxotState.from_json(declined.state.to_json()) == declined.state


def test_a_win_claim_goes_in_seat_order_from_the_discarder() -> None:
    # both A and B can win on 黒兵; A sits first after the discarder
    data = _whole_deck({**B_WINS, "hands": {**B_WINS["hands"], "A": ["黒兵", "赤兵", "赤車", "黒車", "赤車"]},
                        "stock": B_WINS["stock"][:4]})
    state = taxot.TaxotState.from_json(data)
    assert not taxot.declare_win(state, "B").legal
    assert taxot.declare_win(state, "A").legal
    assert taxot.declare_win(taxot.decline(state, "A").state, "B").legal


def test_declines_the_rules_do_not_give_are_refused() -> None:
    with pytest.raises(CardError, match=r"state\.declined\[0\]"):
        taxot.TaxotState.from_json({**B_WINS, "declined": ["A"]})  # nobody waits on A's 開
    with pytest.raises(CardError, match=r"state\.declined"):
        taxot.TaxotState.from_json({**B_WINS, "declined": ["親"]})  # the discarder
    with pytest.raises(CardError, match=r"state\.declined"):
        taxot.TaxotState.from_json({**B_WINS, "declined": ["B", "B"]})
    assert taxot.TaxotState.from_json({**B_WINS, "declined": ["B"]}).declined == ("B",)


def test_taxot_season_answers_the_new_rules(client: Any) -> None:
    nam = post(client, PAPER + "/taxot/season/apply",
               {"state": NAM_OR_WIN, "action": {"action": "nam", "player": "A", "cards": ["黒兵", "黒兵"]}})
    assert nam["legal"] and nam["state"]["claimed"] is True
    win = post(client, PAPER + "/taxot/season/apply",
               {"state": nam["state"], "action": {"action": "win", "player": "A"}})
    assert win["legal"] is False and win["result"] is None and win["payments"] == [] and not win["over"]
    early = post(client, PAPER + "/taxot/season/apply",
                 {"state": B_WINS, "action": {"action": "nam", "player": "A", "cards": ["黒兵", "黒兵"]}})
    assert early["legal"] is False and early["payments"] == []
    passed = post(client, PAPER + "/taxot/season/apply",
                  {"state": B_WINS, "action": {"action": "decline", "player": "B"}})
    assert passed["legal"] and passed["state"]["declined"] == ["B"]


# --- 行戦: a refused play carries no settlement; a match's season, dealer and bonus ------------------------------


def test_a_play_after_the_season_is_over_carries_no_settlement(client: Any) -> None:
    last = {"seats": ["A", "B"], "dealer": "A", "hands": {"A": ["黒馬"], "B": ["黒兵"]},
            "public": {"A": ["黒将", "赤将", "黒巫", "赤巫", "黒筆", "赤筆", "黒虎", "赤虎", "黒車"], "B": []},
            "leader": "A"}
    first = post(client, PAPER + "/mokkaik/apply", {"state": last, "player": "A", "cards": ["黒馬"]})
    done = post(client, PAPER + "/mokkaik/apply", {"state": first["state"], "player": "B", "cards": ["黒兵"],
                                                   "face_down": True})
    assert done["legal"] and done["settlement"] is not None and done["state"]["over"]
    again = post(client, PAPER + "/mokkaik/apply", {"state": done["state"], "player": "A", "cards": ["黒兵"]})
    assert again["legal"] is False and again["settlement"] is None
    refused = post(client, PAPER + "/mokkaik/apply", {"state": last, "player": "B", "cards": ["黒兵"]})
    assert refused["legal"] is False and refused["settlement"] is None


def _match_json(number: int = 1, dealer: str = "甲", bonus: int = 2,
                totals: dict[str, int] | None = None) -> dict[str, Any]:
    match = mokkaik.new_match(["甲", "乙", "丙"], 5)
    season = mokkaik.new_season(match.players, dealer, mokkaik.season_rng(5, number), bonus)
    return replace(match, season_number=number, season=season, totals=totals or match.totals).to_json()


def test_a_match_season_has_the_dealer_and_bonus_the_rules_give() -> None:
    assert mokkaik.MokkaikMatch.from_json(_match_json()).season.bonus == 2
    with pytest.raises(CardError, match=r"state\.season\.bonus"):
        mokkaik.MokkaikMatch.from_json(_match_json(bonus=1000))
    with pytest.raises(CardError, match=r"state\.season\.bonus"):
        mokkaik.MokkaikMatch.from_json(_match_json(bonus=3))
    with pytest.raises(CardError, match=r"state\.season\.dealer"):
        mokkaik.MokkaikMatch.from_json(_match_json(dealer="乙"))
    # season 3: the first player may have won twice (bonus 4); anyone else became dealer at 2 in season 2 or later
    # (the totals of 甲 winning both seasons as dealer, and of 乙 winning season 1 then again as dealer, every
    # loser without 公開札)
    both_won = {"甲": 60, "乙": -30, "丙": -30}
    assert mokkaik.MokkaikMatch.from_json(_match_json(3, "甲", 4, both_won)).season.bonus == 4
    won_twice = {"甲": -24, "乙": 42, "丙": -18}
    assert mokkaik.MokkaikMatch.from_json(_match_json(3, "乙", 3, won_twice)).season.bonus == 3
    with pytest.raises(CardError, match=r"state\.season\.bonus"):
        mokkaik.MokkaikMatch.from_json(_match_json(3, "乙", 4))
    with pytest.raises(CardError, match=r"state\.season\.bonus"):
        mokkaik.MokkaikMatch.from_json(_match_json(3, "甲", 1))
    with pytest.raises(CardError, match=r"state\.season_number"):
        mokkaik.MokkaikMatch.from_json(_match_json(5))


def test_a_match_states_its_length() -> None:
    six = mokkaik.MokkaikRules(seasons=6)
    data = mokkaik.new_match(["甲", "乙"], 1, six).to_json()
    assert mokkaik.MokkaikMatch.from_json(data, six).rules.seasons == 6
    with pytest.raises(CardError, match=r"state\.seasons"):
        mokkaik.MokkaikMatch.from_json(data)  # the default ruleset plays 4
    with pytest.raises(CardError, match=r"state\.seasons"):
        mokkaik.MokkaikMatch.from_json({k: v for k, v in data.items() if k != "seasons"}, six)


def test_every_match_state_a_legal_play_makes_is_accepted_back() -> None:
    rng = random.Random(4)
    rules = mokkaik.MokkaikRules(seasons=6)
    match = mokkaik.new_match(["甲", "乙"], 11, rules)
    while not match.over:
        player = match.to_play
        assert player is not None
        found = mokkaik.legal_plays(match.season.hands[player], match.season.trick, rules)
        if found.combos and (not found.discard_size or rng.random() < 0.7):
            step = mokkaik.apply_match(match, player, rng.choice(found.combos).cards)
        else:
            hand = list(match.season.hands[player])
            step = mokkaik.apply_match(match, player, rng.sample(hand, found.discard_size or 1), True)
        assert step.step.adjudication.legal
        match = step.state
        assert mokkaik.MokkaikMatch.from_json(match.to_json(), rules) == match


# --- 値木: passes only with an empty stock and no play ------------------------------------------------------------


def test_makhup_passes_need_an_empty_stock_and_no_play() -> None:
    data = makhup.new_game(["A", "B"], "A", random.Random(3)).to_json()
    over = {**copy.deepcopy(data), "passes": 2, "to_play": None, "over": True}
    over["hands"]["B"].append(over["stock"].pop())
    over["winners"] = ["A"]
    with pytest.raises(CardError, match=r"state\.passes"):
        makhup.MakhupState.from_json(over)
    # the stock is empty, but A, who passed, holds a play on the roads
    empty = {**copy.deepcopy(data), "stock": [], "passes": 1, "to_play": "B",
             "hands": {"A": ["黒馬"], "B": ["赤馬"]}, "roads": ["黒馬"]}
    with pytest.raises(CardError, match=r"state\.passes"):
        makhup.MakhupState.from_json(empty)
    # no play for A (a 馬 cannot extend a 兵 tip), so its pass stands
    # 34 cards gone from the stock, at most 6 by erases: at least 28 turns, and a pass; B's turn from the dealer A
    stuck = {**empty, "roads": ["黒兵"], "turns_taken": 29,
             "discard": [c.notation for c in missing_cards(cards("黒馬 赤馬 黒兵"), DEFAULT_DECK)]}
    state = makhup.MakhupState.from_json(stuck)
    assert state.passes == 1
    ended = makhup.apply(state, "B", makhup.Play("pass")).state
    assert ended.winners == ("A", "B") and makhup.MakhupState.from_json(ended.to_json()) == ended
    with pytest.raises(CardError, match=r"state\.hands"):
        makhup.MakhupState.from_json({**stuck, "passes": 0, "hands": {"A": [], "B": []}, "to_play": None,
                                      "winners": ["A", "B"]})


# --- 小猫: the season ends when the stock runs out; scores within what the draws allow -------------------------


def _finish_nine(state: nine.NineState) -> nine.NineState:
    """Play on to the end of the season: lead or keep playing when bound to, else decline."""
    while state.to_play is not None:
        player = state.to_play
        options = nine.legal_plays(state.hands[player], state.table[-1] if state.table else None)
        bound = (not state.table and state.hands[player]) or (player in state.taken_part and options)
        state = nine.apply(state, player, options[0].cards if bound else None).state
    return state


def test_nine_over_needs_an_empty_stock_and_scores_are_bounded() -> None:
    data = nine.new_season(["A", "B", "C"], "A", random.Random(3)).to_json()
    with pytest.raises(CardError, match=r"state\.over"):
        nine.NineState.from_json({**data, "over": True, "to_play": None})
    with pytest.raises(CardError, match=r"state\.scores\.A"):
        nine.NineState.from_json({**data, "scores": {"A": 999999, "B": 0, "C": 0}})
    with pytest.raises(CardError, match=r"state\.scores\.A"):
        nine.NineState.from_json({**data, "scores": {"A": 13, "B": 0, "C": 0}})  # no draw yet: at most 12
    with pytest.raises(CardError, match=r"state\.scores\.A"):  # and no hand has been emptied yet
        nine.NineState.from_json({**data, "scores": {"A": 12, "B": 0, "C": 0}})
    two = nine.new_season(["A", "B"], "A", random.Random(3))
    two = nine.apply(two, "A", [two.hands["A"][0]]).state
    drawn = {**nine.apply(two, "B", None).state.to_json(), "scores": {"A": 40, "B": 0}}  # B declines: round over
    assert nine.NineState.from_json(drawn).scores["A"] == 40  # one draw: a later emptying may score more
    finished = _finish_nine(nine.new_season(["A", "B", "C"], "A", random.Random(3))).to_json()
    assert finished["stock"] == [] and nine.NineState.from_json(finished).over


# --- a null ruleset means the defaults everywhere --------------------------------------------------------------


def test_a_null_ruleset_means_the_defaults(client: Any) -> None:
    season = post(client, PAPER + "/taxot/season/new", {"seats": ["A", "B"], "seed": 1, "ruleset": None})
    assert season["ruleset"] == taxot.DEFAULT_RULES.to_json()
    listed = post(client, PAPER + "/taxot/season/actions", {"state": season["state"], "ruleset": None})
    assert listed["actions"]
    match = post(client, PAPER + "/mokkaik/match/new", {"seats": ["A", "B"], "seed": 1, "ruleset": None})["state"]
    plays = post(client, PAPER + "/mokkaik/match/plays", {"state": match, "ruleset": None})
    assert plays["to_play"] == "A"
    step = post(client, PAPER + "/mokkaik/match/apply", {"state": match, "ruleset": None, "player": "A",
                                                         "cards": plays["combos"][0]["cards"]})
    assert step["legal"]
