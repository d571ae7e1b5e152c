"""終季 seasons sent back are refereed against their history: the whole deck was dealt, so the stock tells the draws;
``turns`` is the draws plus the claims (開); the payments are the 臨時点 of the exposed melds and the 終季 that ended
the season; the turns go round from the dealer to each claimer; no card vanishes."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from adjudicator.games.paper_cetkaik import taxot
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, CardError, DeckRules, notation
from adjudicator.games.paper_cetkaik.common import following
from adjudicator.games.paper_cetkaik.taxot import TaxotRules, TaxotState

from .helpers import post

SEASON = "/v1/paper-cetkaik/taxot/season"
#: A deck of few kinds (four copies a colour of each, the most a deck may hold), so that 4-sets (四友) and claims (開)
#: come often.
RICH = DeckRules((4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0))




Chooser = Callable[[TaxotState, list[taxot.TaxotAction], random.Random], taxot.TaxotAction]


def _eager(state: TaxotState, actions: list[taxot.TaxotAction], rng: random.Random) -> taxot.TaxotAction:
    """Claim, expose and win whenever the rules allow, else any draw or discard."""
    keen = [a for a in actions if a.action in ("win", "nam", "expose_quad")]
    return rng.choice(keen or actions)


def _keen(state: TaxotState, actions: list[taxot.TaxotAction], rng: random.Random) -> taxot.TaxotAction:
    """Claim and expose whenever the rules allow, win now and then: long seasons with many melds."""
    keen = [a for a in actions if a.action in ("nam", "expose_quad")]
    wins = [a for a in actions if a.action == "win"]
    if wins and rng.random() < 0.1:
        return rng.choice(wins)
    return rng.choice(keen or [a for a in actions if a.action != "win"])


def _plain(state: TaxotState, actions: list[taxot.TaxotAction], rng: random.Random) -> taxot.TaxotAction:
    """Only draw and discard: the season runs out of stock."""
    return rng.choice([a for a in actions if a.action in ("draw", "discard")])


def _season(players: int, seed: int, choose: Chooser = _eager,
            rules: TaxotRules = taxot.DEFAULT_RULES) -> list[TaxotState]:
    """Every state of a season dealt by the service's seeded deal and played by ``choose``."""
    rng = random.Random(seed)
    state = taxot.new_seeded_season([f"p{i}" for i in range(players)], seed, rules=rules)
    states = [state]
    while state.phase != "over":
        step = taxot.act(state, choose(state, taxot.legal_actions(state, rules), rng), rules)
        assert step.legal, step.reason
        state = step.state
        states.append(state)
    return states


def _how_it_ended(state: TaxotState) -> str | None:
    if state.phase != "over":
        return None
    if state.result is None:
        return "exhausted"
    return "self_drawn" if state.pending is None else "on_discard"


def _refused(data: dict[str, Any], field: str, rules: TaxotRules = taxot.DEFAULT_RULES) -> str:
    with pytest.raises(CardError) as caught:
        TaxotState.from_json(data, rules)
    assert caught.value.field == field, caught.value
    return caught.value.message


def _first(states: list[TaxotState], test: Callable[[TaxotState], bool]) -> TaxotState:
    return next(s for s in states if test(s))


# --- finding 14: turns agree with the draws and the claims -----------------------------------------------------------


def test_turns_are_the_draws_made_plus_the_claims() -> None:
    states = _season(3, 5, _plain)
    late = _first(states, lambda s: s.phase == "discard" and s.turns > 3).to_json()
    assert TaxotState.from_json(late).turns == late["turns"]
    for turns in (0, late["turns"] - 1, late["turns"] + 1, late["turns"] + 3):
        message = _refused({**late, "turns": turns}, "state.turns")
        assert message.endswith(f"so {late['turns']} turns, not {turns}")
    # a claim is a turn without a draw
    for seed in range(20):
        claimed = [s for s in _season(3, seed) if s.claimed]
        if claimed:
            break
    data = claimed[0].to_json()
    draws = 48 - 15 - len(data["stock"])
    assert data["turns"] == draws + 1 and TaxotState.from_json(data) == claimed[0]
    _refused({**data, "turns": draws}, "state.turns")


def test_a_rewound_turn_count_does_not_buy_the_first_round_bonus(client: Any) -> None:
    state = post(client, SEASON + "/new", {"seats": ["0", "1", "2"], "seed": 5})["state"]
    while True:
        actions = post(client, SEASON + "/actions", {"state": state})["actions"]
        win = [a for a in actions if a["action"] == "win"]
        if win and state["turns"] > 3:
            break
        action = next(a for a in actions if a["action"] in ("draw", "discard"))
        state = post(client, SEASON + "/apply", {"state": state, "action": action})["state"]
    won = post(client, SEASON + "/apply", {"state": state, "action": win[0]})
    assert won["legal"] and "一周" not in won["state"]["result"]["end_points"]
    rewound = post(client, SEASON + "/apply", {"state": {**state, "turns": 0}, "action": win[0]}, 422)
    assert "state.turns" in rewound["message"] and "not 0" in rewound["message"]


# --- finding 15: payments are the 臨時点 the melds make, and the 終季 that ended the season ---------------------------


def test_payments_are_only_those_the_rules_make() -> None:
    fresh = taxot.new_seeded_season(["0", "1", "2"], 5).to_json()
    _refused({**fresh, "payments": [{"payer": "1", "payee": "0", "amount": 500}]}, "state.payments")
    _refused({**fresh, "payments": [{"payer": "1", "payee": "0", "amount": 1}]}, "state.payments")
    for seed in range(20):
        claimed = [s for s in _season(3, seed) if s.claimed and len(s.exposed[s.to_play][0]) == 3]
        if claimed:
            break
    data = claimed[0].to_json()
    (paid,) = data["payments"]  # 開: the claimer pays the discarder 1
    assert paid["payer"] == data["to_play"] and paid["amount"] == 1
    assert TaxotState.from_json(data) == claimed[0]
    third = next(p for p in data["seats"] if p not in (paid["payer"], paid["payee"]))
    # paid to the third player, the 開 would have been of that player's discard, out of the turn order
    _refused({**data, "payments": [{**paid, "payee": third}]}, "state.to_play")
    for payments in ([], [{**paid, "amount": 2}], [paid, paid],
                     [paid, {"payer": paid["payee"], "payee": paid["payer"], "amount": 1}],
                     [paid, *({"payer": p, "payee": data["to_play"], "amount": 1} for p in data["seats"]
                              if p != data["to_play"])]):  # 四友 without a 4-set
        _refused({**data, "payments": payments}, "state.payments")
    # under nam_pays_skipped the claimer also pays each player skipped between the discarder and the claimer
    skipping = TaxotRules(nam_pays_skipped=True)
    if following(data["seats"], paid["payee"])[0] == paid["payer"]:
        assert TaxotState.from_json(data, skipping) == claimed[0]
    else:
        _refused(data, "state.payments", skipping)
        assert TaxotState.from_json({**data, "payments": [paid, {**paid, "payee": third}]}, skipping)


def test_a_won_season_ends_with_the_score_of_the_winning_hand() -> None:
    ends: dict[str, dict[str, Any]] = {}
    for seed in range(40):
        end = _season(3, seed)[-1]
        kind = _how_it_ended(end)
        if kind in ("self_drawn", "on_discard") and kind not in ends:
            ends[str(kind)] = end.to_json()
        if len(ends) == 2:
            break
    assert set(ends) == {"self_drawn", "on_discard"}
    for data in ends.values():
        assert TaxotState.from_json(data).payments == tuple(
            taxot.Payment(p["payer"], p["payee"], p["amount"]) for p in data["payments"])
        last = data["payments"][-1]
        _refused({**data, "payments": [*data["payments"][:-1], {**last, "amount": last["amount"] + 1}]},
                 "state.payments")
        _refused({**data, "payments": data["payments"][:-1]}, "state.payments")
        _refused({**data, "payments": [*data["payments"], {"payer": last["payer"], "payee": last["payee"],
                                                           "amount": 1}]}, "state.payments")
    # the winner on a discard must win with it
    data = copy.deepcopy(ends["on_discard"])
    winner = data["payments"][-1]["payee"]
    loser = next(p for p in data["seats"] if p not in (winner, data["discarder"]))
    data["hands"][winner], data["hands"][loser] = data["hands"][loser], data["hands"][winner]
    data["exposed"][winner], data["exposed"][loser] = data["exposed"][loser], data["exposed"][winner]
    assert not taxot.is_winning([*map(Card.parse, data["hands"][winner]), Card.parse(data["pending"])],
                                [tuple(map(Card.parse, m)) for m in data["exposed"][winner]])
    _refused(data, f"state.hands.{winner}")


def test_injected_payments_are_refused_by_the_service(client: Any) -> None:
    state = post(client, SEASON + "/new", {"seats": ["0", "1", "2"], "seed": 5})["state"]
    state["payments"] = [{"payer": "1", "payee": "0", "amount": 500}]
    refused = post(client, SEASON + "/apply", {"state": state, "action": {"action": "draw", "player": "0"}}, 422)
    assert "state.payments" in refused["message"]


# --- finding 16: no card vanishes -------------------------------------------------------------------------------


def test_no_card_vanishes_from_the_deal() -> None:
    fresh = taxot.new_seeded_season(["0", "1", "2"], 5).to_json()
    assert _refused({**fresh, "stock": []}, "state").startswith("33 card(s) of the deck are missing")
    assert "but the deck has only" in _refused({**fresh, "discards": fresh["stock"][-1:]}, "state")  # twice
    swapped = copy.deepcopy(fresh)
    swapped["hands"]["1"][0] = swapped["stock"].pop()  # one card gone, one drawn without a turn
    _refused(swapped, "state")
    swapped["discards"] = [fresh["hands"]["1"][0]]  # the card gone to the pile
    _refused(swapped, "state.turns")
    shortened = copy.deepcopy(fresh)
    shortened["stock"].pop(0)
    _refused(shortened, "state")
    _refused({**shortened, "discards": fresh["stock"][:1]}, "state.turns")  # drawn without a turn


def test_an_emptied_stock_is_refused_by_the_service(client: Any) -> None:
    state = post(client, SEASON + "/new", {"seats": ["0", "1", "2"], "seed": 5})["state"]
    refused = post(client, SEASON + "/apply",
                   {"state": {**state, "stock": []}, "action": {"action": "draw", "player": "0"}}, 422)
    assert "33 card(s) of the deck are missing" in refused["message"]
    refused = post(client, SEASON + "/actions",
                   {"state": {**state, "stock": state["stock"][1:], "discards": state["stock"][:1]}}, 422)
    assert "state.turns" in refused["message"]


def test_a_season_ends_without_a_win_only_when_the_stock_runs_out() -> None:
    states = _season(2, 3, _plain)
    end = states[-1].to_json()
    assert end["stock"] == [] and end["payments"] == [] and TaxotState.from_json(end) == states[-1]
    drawing = _first(states, lambda s: s.phase == "draw" and s.turns > 2).to_json()
    pile = notation(Card.parse(c) for c in [*drawing["discards"], drawing["pending"]])
    _refused({**drawing, "phase": "over", "pending": None, "discarder": None, "discards": pile}, "state.stock")


# --- the turn order, and one meld each ----------------------------------------------------------------------------


def test_the_turns_go_round_from_the_dealer() -> None:
    states = _season(3, 5, _plain)
    drawing = _first(states, lambda s: s.phase == "draw" and s.turns == 4).to_json()
    assert (drawing["discarder"], drawing["to_play"]) == ("p0", "p1")  # p0, p1, p2, p0 have drawn
    _refused({**drawing, "discarder": "p1", "to_play": "p2"}, "state.to_play")
    discarding = _first(states, lambda s: s.phase == "discard" and s.turns == 5).to_json()
    assert discarding["to_play"] == "p1"
    hands = {**discarding["hands"], "p1": discarding["hands"]["p2"], "p2": discarding["hands"]["p1"]}
    _refused({**discarding, "hands": hands, "to_play": "p2"}, "state.to_play")


def test_a_player_exposes_one_meld_at_most() -> None:
    # D drew and holds two exposed triples and nothing concealed: after one meld a player is left too few concealed
    # cards to claim with or to expose a 4-set (the state loaded before, and D could declare 終季 on no hand)
    melds = [["黒兵", "黒兵", "赤兵"], ["赤馬", "黒馬", "赤馬"]]
    hand = ["赤弓", "黒弓", "赤筆", "黒筆", "赤巫"]
    rest = Counter(DEFAULT_DECK.cards()) - Counter(Card.parse(c) for c in [*hand, *melds[0], *melds[1]])
    data = {"seats": ["D", "A"], "dealer": "D", "bonus": 2, "hands": {"D": [], "A": hand},
            "exposed": {"D": melds, "A": []}, "stock": notation(rest.elements())[1:],
            "discards": notation(rest.elements())[:1], "to_play": "D",
            "phase": "discard", "pending": None, "discarder": None, "turns": 1, "payments": []}
    _refused(data, "state.exposed.D")


# --- every state the service makes loads; the same state a turn or a payment off does not -------------------------


#: Seasons played keenly (claims, 4-sets) to each ending: (players, seed, rules, how the season ends).
KEEN_SEASONS = [
    (2, 12, TaxotRules(), "exhausted"),  # with a 4-set exposed
    (2, 17, TaxotRules(), "self_drawn"),  # with a 4-set exposed
    (4, 22, TaxotRules(nam_pays_skipped=True), "on_discard"),  # with a 4-set claimed (開 and 四友)
    (3, 3, TaxotRules(deck=RICH), "on_discard"),
    (5, 25, TaxotRules(deck=RICH, nam_pays_skipped=True), "on_discard"),
    (3, 17, TaxotRules(deck=RICH, allow_self_expose_quad=False), "self_drawn"),
]


@pytest.mark.parametrize(("players", "seed", "rules", "ending"), KEEN_SEASONS)
def test_played_states_load_and_their_edits_do_not(players: int, seed: int, rules: TaxotRules, ending: str) -> None:
    extra = {"payer": "p1", "payee": "p0", "amount": 1}
    states = _season(players, seed, _keen, rules)
    assert _how_it_ended(states[-1]) == ending and any(s.exposed[p] for s in states for p in s.players)
    for state in states:
        data = state.to_json()
        loaded = TaxotState.from_json(data, rules)
        assert loaded.to_json() == data  # a won season's result is scored again
        for turns in (data["turns"] - 1, data["turns"] + 1):
            if state.turns:  # (before the first draw, a count of turns is refused with the missing discard)
                _refused({**data, "turns": turns}, "state.turns", rules)
        if state.phase != "over":
            _refused({**data, "payments": [*data["payments"], extra]}, "state.payments", rules)
