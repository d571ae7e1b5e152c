"""Paper Cetkaik through HTTP: the deck, combos, 行戦, 終季, 値戦, 開樽, 連友, 小猫 and 値木."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

import pytest

from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card
from adjudicator.games.paper_cetkaik.common import missing_cards
from adjudicator.web.endpoints.paper_cetkaik.common import expand_compact_combos

BASE = "/v1/paper-cetkaik"
TAXOT_PLAYERS = ["親", "A", "B", "C"]


def fraction(p: dict[str, Any]) -> Fraction:
    """The exact value of a probability object, checking that its float agrees."""
    value = Fraction(p["fraction"])
    assert p["float"] == float(value)
    return value


def hand(text: str) -> list[str]:
    """Space-separated card notations."""
    return text.split()


def post(client: Any, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    """POST ``body`` and return the JSON answer, checking the status."""
    r = client.post(f"{BASE}{path}", json=body)
    assert r.status_code == status, r.get_json()
    data: dict[str, Any] = r.get_json()
    return data


def compact_and_full(client: Any, path: str, body: dict[str, Any]) -> tuple[dict[str, Any], int, int]:
    """Ask for ``body``'s list in both forms; check that the compact answer decodes to the full one, byte for byte.
    Return the full answer and the bytes of each form (full, compact)."""
    full = client.post(f"{BASE}{path}", json=body)
    compact = client.post(f"{BASE}{path}", json={**body, "form": "compact"})
    assert full.status_code == compact.status_code == 200, compact.get_json()
    decoded = expand_compact_combos(compact.get_json())
    assert decoded == full.get_json()
    assert json.dumps(decoded, ensure_ascii=False, separators=(",", ":")).encode() == full.data
    assert "combos" not in compact.get_json() and "compact_combos" not in full.get_json()
    answer: dict[str, Any] = full.get_json()
    return answer, len(full.data), len(compact.data)


def play_seeded(client: Any, game: str, seats: int, seed: int,
                choose: Callable[[random.Random, dict[str, Any]], dict[str, Any]]
                ) -> Iterator[tuple[dict[str, Any], int, int]]:
    """Deal ``game`` to ``seats`` players from ``seed`` and play it to its end, each play (the fields of the
    request to apply it) chosen by ``choose`` from the full list of plays; yield each state's list of plays (the
    last one's too) with the bytes of both forms."""
    rng = random.Random(seed)
    state = post(client, f"/{game}/new", {"seats": [str(i) for i in range(seats)], "seed": seed})["state"]
    while True:
        listed, full, compact = compact_and_full(client, f"/{game}/plays", {"state": state})
        yield listed, full, compact
        if listed["player"] is None:
            return
        step = post(client, f"/{game}/apply", {"state": state, "player": listed["player"], **choose(rng, listed)})
        assert step["legal"], step
        state = step["state"]


def assert_compact_form_choices(client: Any, path: str, state: dict[str, Any]) -> None:
    """The full form is the default; a ``form`` other than full or compact is a 422 naming ``form``."""
    assert client.post(f"{BASE}{path}", json={"state": state}).data == \
        client.post(f"{BASE}{path}", json={"state": state, "form": "full"}).data
    bad = post(client, path, {"state": state, "form": "tiny"}, 422)
    assert list(bad["errors"]["json"]) == ["form"]
    assert "must be one of: full, compact" in bad["errors"]["json"]["form"][0]


# --- the deck and combos -----------------------------------------------------------------------------------------


def test_deck_has_48_cards(client: Any) -> None:
    r = client.get(f"{BASE}/deck")
    data = r.get_json()
    assert data["total"] == 48 == len(data["cards"])
    kinds = {k["glyph"]: k for k in data["kinds"]}
    assert kinds["兵"]["copies_per_colour"] == 4 and kinds["皇"]["strength"] == kinds["王"]["strength"] == 9
    assert kinds["船"]["number"] is None and kinds["将"]["number"] == 8
    assert client.get(f"{BASE}/deck").headers["X-Cache"] == "hit"


def test_classify_lists_every_reading_of_a_wild(client: Any) -> None:
    data = post(client, "/combos/classify", {"cards": hand("黒兵 黒船 黒車")})
    readings = {(c["type"], c["rank"]) for c in data["combos"]}
    assert readings == {("seq", 3)}
    assert data["combos"][0]["wild_assignment"] == [{"card": "黒船", "as": "黒弓"}]
    pair = post(client, "/combos/classify", {"cards": ["Huok2.Maun1", "red.maun"]})
    assert pair["cards"] == ["赤馬", "黒馬"] and pair["combos"][0]["type"] == "set"
    assert post(client, "/combos/classify", {"cards": hand("黒兵 赤車")})["combos"] == []


def test_classify_bad_card_is_a_422_naming_it(client: Any) -> None:
    data = post(client, "/combos/classify", {"cards": ["黒馬", "xx"]}, 422)
    assert "cards[1]" in data["message"]


def test_compare_combos(client: Any) -> None:
    stronger = post(client, "/combos/compare", {"a": hand("黒馬 赤馬"), "b": hand("黒兵 赤兵")})
    assert stronger["result"] == ">"
    other = post(client, "/combos/compare", {"a": hand("黒馬 赤馬"), "b": hand("黒兵")})
    assert other["result"] == "incomparable" and other["a_combo"] is None


def test_enumerate_and_decompose_a_hand(client: Any) -> None:
    data = post(client, "/combos/enumerate", {"hand": hand("黒兵 赤兵 黒弓")})
    assert {(c["type"], c["size"]) for c in data["combos"]} == {("single", 1), ("set", 2)}
    assert data["count"] == len(data["combos"]) == 4
    triples = [[{"types": ["set", "seq"], "size": 3}, {"types": ["set", "seq"], "size": 3}]]
    split = post(client, "/combos/decompose", {"hand": hand("黒兵 黒弓 黒車 赤兵 赤兵 赤兵"), "shapes": triples})
    assert len(split["decompositions"]) == 1
    assert sorted(c["type"] for c in split["decompositions"][0]["combos"]) == ["seq", "set"]


def test_enumerate_bounds_the_hand(client: Any) -> None:
    data = post(client, "/combos/enumerate", {"hand": ["黒兵"] * 13}, 422)
    assert "hand" in data["message"]


# --- 行戦 ---------------------------------------------------------------------------------------------------------


def test_mokkaik_book_example_jia_yi_bing(client: Any) -> None:
    data = post(client, "/mokkaik/settle",
                {"public_counts": {"甲": 7, "乙": 2, "丙": 1}, "winner": "乙", "dealer": "甲", "bonus": 2})
    assert sorted((p["payer"], p["payee"], p["amount"]) for p in data["payments"]) == [("丙", "乙", 5),
                                                                                     ("乙", "甲", 2)]
    assert data["net"] == {"甲": "2", "乙": "3", "丙": "-5"}
    assert data["next_dealer"] == "乙" and data["next_bonus"] == 2


def test_mokkaik_dealer_multiplier_flag(client: Any) -> None:
    body = {"public_counts": {"A": 9, "B": 1}, "winner": "A", "dealer": "A", "bonus": 3}
    assert post(client, "/mokkaik/settle", body)["payments"] == [{"payer": "B", "payee": "A", "amount": 15}]
    payer_only = post(client, "/mokkaik/settle", {**body, "ruleset": {"dealer_multiplier": "payer_is_dealer"}})
    assert payer_only["payments"][0]["amount"] == 5 and payer_only["next_bonus"] == 4


def test_mokkaik_settle_unknown_winner_is_a_422(client: Any) -> None:
    data = post(client, "/mokkaik/settle", {"public_counts": {"A": 1, "B": 2}, "winner": "C", "dealer": "A"}, 422)
    assert "winner" in data["message"]


def test_mokkaik_trick_follow_rules_and_winner(client: Any) -> None:
    plays = [{"player": "A", "cards": hand("黒兵 赤兵 赤兵")}, {"player": "B", "cards": hand("黒馬 赤馬 赤船")}]
    data = post(client, "/mokkaik/trick", {"plays": plays})
    assert data["legal"] is True and data["winner"] == "B" and data["plays"][1]["combo"]["rank"] == 5
    wrong = post(client, "/mokkaik/trick", {"plays": [plays[0], {"player": "B", "cards": hand("黒馬 黒馬 赤馬")}]})
    assert wrong["legal"] is False and wrong["illegal_play"] == 1 and "colour pattern" in wrong["reason"]


def test_mokkaik_season_plays_and_apply(client: Any) -> None:
    game = post(client, "/mokkaik/new", {"seats": ["甲", "乙", "丙"], "seed": 5})
    state = game["state"]
    assert all(len(h) == 10 for h in state["hands"].values()) and state["to_play"] == "甲"
    plays = post(client, "/mokkaik/plays", {"state": state})
    assert plays["player"] == "甲" and plays["leading"] is True and plays["discard_size"] is None
    single = next(c for c in plays["combos"] if c["type"] == "single")
    step = post(client, "/mokkaik/apply", {"state": state, "player": "甲", "cards": single["cards"]})
    assert step["legal"] is True and step["state"]["to_play"] == "乙" and step["settlement"] is None
    follow = post(client, "/mokkaik/plays", {"state": step["state"]})
    assert follow["discard_size"] == 1 and follow["leading"] is False
    out_of_turn = post(client, "/mokkaik/apply", {"state": step["state"], "player": "丙", "cards": single["cards"]})
    assert out_of_turn["legal"] is False and out_of_turn["state"] == step["state"]


def test_mokkaik_last_trick_wins_and_settles_the_season(client: Any) -> None:
    state = {"seats": ["A", "B"], "dealer": "A", "hands": {"A": ["黒馬"], "B": ["黒兵"]},
             "public": {"A": hand("黒将 赤将 黒巫 赤巫 黒筆 赤筆 黒虎 赤虎 黒車"), "B": []}, "leader": "A"}
    step = post(client, "/mokkaik/apply", {"state": state, "player": "A", "cards": ["黒馬"]})
    last = post(client, "/mokkaik/apply", {"state": step["state"], "player": "B", "cards": ["黒兵"], "face_down": True})
    assert last["trick_winner"] == "A" and last["season_winner"] == "A"
    assert last["settlement"]["payments"] == [{"payer": "B", "payee": "A", "amount": 12}]


def test_mokkaik_bad_state_is_a_422_naming_the_field(client: Any) -> None:
    state = {"seats": ["A", "B"], "dealer": "A", "hands": {"A": ["黒馬", "zz"]}}
    data = post(client, "/mokkaik/plays", {"state": state}, 422)
    assert "state.hands.A[1]" in data["message"]


def test_mokkaik_seeded_deal_is_cached(client: Any) -> None:
    body = {"seats": ["A", "B"], "seed": 11}
    assert client.post(f"{BASE}/mokkaik/new", json=body).headers["X-Cache"] == "miss"
    assert client.post(f"{BASE}/mokkaik/new", json=body).headers["X-Cache"] == "hit"


# --- 終季 ---------------------------------------------------------------------------------------------------------


def win(concealed: str, **kw: Any) -> dict[str, Any]:
    """A 終季 win by the dealer 親 unless overridden."""
    return {"seats": TAXOT_PLAYERS, "winner": "親", "dealer": "親", "bonus": 2, "concealed": hand(concealed), **kw}


def test_taxot_dealer_self_draw_same_colour_six_run(client: Any) -> None:
    data = post(client, "/taxot/score", {"win": win("黒兵 黒弓 黒車 黒虎 黒馬 黒筆")})
    assert data["end_points"] == {"終季": 2, "同色": 1, "六連": 1} and data["end_total"] == 4
    assert [(p["payer"], p["multiplier"], p["amount"]) for p in data["payers"]] == [("A", 2, 8), ("B", 2, 8),
                                                                                    ("C", 2, 8)]
    assert data["net"]["親"] == "24" and data["next_dealer"] == "親" and data["next_bonus"] == 3


def test_taxot_first_round_adds_isshu(client: Any) -> None:
    data = post(client, "/taxot/score", {"win": win("黒兵 黒弓 黒車 黒虎 黒馬 黒筆", first_round=True)})
    assert {p["amount"] for p in data["payers"]} == {14}


def test_taxot_win_on_the_dealers_discard_with_kings(client: Any) -> None:
    body = {"win": win("赤王 黒皇 赤馬 黒馬 赤兵 黒兵", winner="A", self_drawn=False, discarder="親")}
    data = post(client, "/taxot/score", body)
    assert data["bonus_points"] == {"皇王": 2} and data["payers"] == [{"payer": "親", "multiplier": 2, "amount": 6}]
    assert data["next_dealer"] == "A" and data["next_bonus"] == 2
    winner_only = post(client, "/taxot/score", {**body, "ruleset": {"dealer_multiplier": "winner_is_dealer"}})
    assert winner_only["payers"][0]["amount"] == 4


def test_taxot_six_run_across_colours(client: Any) -> None:
    data = post(client, "/taxot/score", {"win": win("黒兵 黒弓 黒車 赤虎 赤馬 赤筆", winner="A")})
    assert data["end_points"] == {"終季": 2, "六連": 1}
    assert {p["payer"]: p["amount"] for p in data["payers"]} == {"親": 6, "B": 3, "C": 3}


def test_taxot_not_a_winning_shape_is_a_422(client: Any) -> None:
    data = post(client, "/taxot/score", {"win": win("黒兵 黒弓 黒車 黒虎 黒馬 黒将")}, 422)
    assert "win.concealed" in data["message"] and "not a winning shape" in data["message"]


def test_taxot_discard_win_needs_a_discarder(client: Any) -> None:
    data = post(client, "/taxot/score", {"win": win("赤王 黒皇 赤馬 黒馬 赤兵 黒兵", self_drawn=False)}, 422)
    assert "win.discarder" in data["message"]


def test_taxot_score_bonus_out_of_reach_is_a_422_naming_the_invariant(client: Any) -> None:
    """The dealer bonus starts at 2 and grows by 1 per season the dealer wins: 1 is never reached, and in a game of
    ``ruleset.seasons`` seasons neither is anything above seasons + 1 (5 by default)."""
    six_run = "黒兵 黒弓 黒車 黒虎 黒馬 黒筆"
    for low in (1, 0, -3):
        data = post(client, "/taxot/score", {"win": win(six_run, bonus=low)}, 422)
        assert list(data["errors"]["json"]) == ["win.bonus"]
        assert f"starts at 2 and only grows, by 1 per season the dealer wins (at most rules.seasons + 1), so it is" \
               f" never {low}" in data["errors"]["json"]["win.bonus"][0]
    data = post(client, "/taxot/score", {"win": win(six_run, bonus=6)}, 422)
    assert list(data["errors"]["json"]) == ["win.bonus"]
    assert "starts at 2 and only grows, by 1 per season the dealer wins, so in a game of 4 season(s) (rules.seasons)" \
           " it is 2 to 5, not 6" in data["errors"]["json"]["win.bonus"][0]
    highest = post(client, "/taxot/score", {"win": win(six_run, bonus=5)})
    assert {p["multiplier"] for p in highest["payers"]} == {5} and highest["next_bonus"] == 6
    longer = post(client, "/taxot/score", {"win": win(six_run, bonus=6), "ruleset": {"seasons": 5}})
    assert {p["multiplier"] for p in longer["payers"]} == {6}
    data = post(client, "/taxot/score", {"win": win(six_run, bonus=7), "ruleset": {"seasons": 5}}, 422)
    assert "in a game of 5 season(s) (rules.seasons) it is 2 to 6, not 7" in data["errors"]["json"]["win.bonus"][0]
    dealt = client.post(f"{BASE}/taxot/season/new", json={"seats": ["A", "B"], "seed": 1, "bonus": 6})
    assert dealt.status_code == 422 and list(dealt.get_json()["errors"]["json"]) == ["bonus"]
    assert "it is 2 to 5, not 6" in dealt.get_json()["errors"]["json"]["bonus"][0]


def test_taxot_hand_decompositions(client: Any) -> None:
    data = post(client, "/taxot/hand", {"concealed": hand("黒兵 黒兵 赤兵 赤兵 黒馬 赤馬")})
    assert data["winning"] is True
    assert {d["shape"] for d in data["decompositions"]} == {"three_pairs", "pair_and_quad"}
    strict = post(client, "/taxot/hand", {"concealed": hand("黒兵 黒兵 赤兵 赤兵 黒馬 赤馬"),
                                          "ruleset": {"allow_pair_shapes": False}})
    assert strict["winning"] is False and strict["ruleset"]["allow_pair_shapes"] is False
    melded = post(client, "/taxot/hand", {"concealed": hand("黒馬 赤馬 黒船"), "exposed": [hand("赤兵 黒兵 赤兵")]})
    assert melded["winning"] is True


def test_taxot_claims_in_priority_order(client: Any) -> None:
    concealed = {"A": hand("黒馬 赤馬 黒兵 赤兵 赤王"), "B": hand("黒虎 黒馬 黒筆 黒筆 黒巫"),
                 "C": hand("黒車 黒虎 赤無 赤無 赤巫")}
    body = {"discard": "黒皇", "discarder": "親", "seats": TAXOT_PLAYERS, "concealed": concealed}
    assert [(c["player"], c["kind"]) for c in post(client, "/taxot/claims", body)["claims"]] == [("A", "win")]
    nam = post(client, "/taxot/claims", {**body, "discard": "黒弓"})["claims"]
    assert [(c["player"], c["kind"]) for c in nam] == [("C", "nam")] and [m["rank"] for m in nam[0]["melds"]] == [4]


def test_taxot_immediate_points(client: Any) -> None:
    nam = post(client, "/taxot/immediate-points",
               {"kind": "nam", "seats": TAXOT_PLAYERS, "player": "C", "discarder": "親"})
    assert nam["payments"] == [{"payer": "C", "payee": "親", "amount": 1}]
    skipped = post(client, "/taxot/immediate-points", {"kind": "nam", "seats": TAXOT_PLAYERS, "player": "C",
                                                       "discarder": "親", "ruleset": {"nam_pays_skipped": True}})
    assert [p["payee"] for p in skipped["payments"]] == ["親", "A", "B"] and skipped["net"]["C"] == "-3"
    quad = post(client, "/taxot/immediate-points", {"kind": "quad", "seats": TAXOT_PLAYERS, "player": "A"})
    assert quad["net"] == {"親": "-1", "A": "3", "B": "-1", "C": "-1"}
    missing = post(client, "/taxot/immediate-points", {"kind": "nam", "seats": TAXOT_PLAYERS, "player": "C"}, 422)
    assert "discarder" in missing["message"]


def test_taxot_random_hand_win_probability_is_exact_and_cached(client: Any) -> None:
    r = client.get(f"{BASE}/taxot/win-probability")
    data = r.get_json()
    assert fraction(data["any_shape"]) == Fraction(126695, 3067878) and data["hands"] == 12271512
    shapes = {s["shape"]: fraction(s["probability"]) for s in data["by_shape"]}
    assert shapes == {"three_pairs": Fraction(17709, 511313), "pair_and_quad": Fraction(4621, 1533939),
                      "two_triples": Fraction(1405, 139449)}
    assert client.get(f"{BASE}/taxot/win-probability").headers["X-Cache"] == "hit"


# --- 値戦 and 開樽 ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("cards", "category"), [("黒無 黒無 赤馬", "triple"), ("黒弓 黒車 赤馬", "sequence"),
                                                 ("黒馬 赤馬 赤筆", "pair")])
def test_makkaik_category_order(client: Any, cards: str, category: str) -> None:
    data = post(client, "/makkaik/hand", {"hand": hand(cards), "community": hand("赤無 黒兵 赤将")})
    assert data["value"]["category"] == category


def test_makkaik_showdown_splits_exact_ties(client: Any) -> None:
    community = hand("赤無 黒兵 赤将")
    one = post(client, "/makkaik/showdown", {"hands": {"A": hand("黒将 赤車 黒車"), "B": hand("黒巫 赤虎 黒馬")},
                                              "community": community, "pot": 9})
    assert one["winners"] == ["A"] and one["values"]["A"]["category"] == "pair"
    tie = post(client, "/makkaik/showdown", {"hands": {"A": hand("黒将 赤弓 黒車"), "B": hand("黒将 赤虎 黒馬")},
                                              "community": community, "pot": 9})
    assert tie["winners"] == ["A", "B"] and {p: fraction(s) for p, s in tie["shares"].items()} == {
        "A": Fraction(9, 2), "B": Fraction(9, 2)}


def test_namtou_ranking_and_showdown(client: Any) -> None:
    assert post(client, "/namtou/hand", {"hand": hand("赤皇 黒王")})["combos"][0]["type"] == "皇王"
    hands = {"A": hand("黒馬 赤馬"), "B": hand("赤皇 黒王"), "C": hand("黒将 赤兵")}
    bets = [{"player": "A", "amount": 2}, {"player": "B", "amount": None}, {"player": "C", "amount": 3}]
    data = post(client, "/namtou/showdown", {"hands": hands, "bets": bets})
    assert data["winners"] == ["A"] and data["pot"] == 8 and set(data["revealed"]) == {"A", "C"}
    low = post(client, "/namtou/showdown", {"hands": hands, "bets": [*bets[:2], {"player": "C", "amount": 1}]}, 422)
    assert "bets.C" in low["message"]


def test_namtou_hand_size_is_checked(client: Any) -> None:
    data = post(client, "/namtou/hand", {"hand": hand("赤皇 黒王 黒馬")}, 422)
    assert "hand" in data["message"]


# --- 連友 ---------------------------------------------------------------------------------------------------------


def rest_of_deck(*held: str) -> list[str]:
    """The cards of the deck that are not among the space-separated ``held`` ones."""
    return [c.notation for c in missing_cards([Card.parse(c) for h in held for c in h.split()], DEFAULT_DECK)]


def niekhi_state(**hands: str) -> dict[str, Any]:
    """A 連友 state with these hands, the rest of the deck played, the first player to lead."""
    return {"seats": list(hands), "hands": {p: hand(h) for p, h in hands.items()}, "to_play": next(iter(hands)),
            "discard": rest_of_deck(*hands.values())}


def test_niekhi_trick_returns_to_the_last_player_after_passes(client: Any) -> None:
    state = niekhi_state(A="黒兵 黒馬", B="黒弓 黒筆", C="黒車 黒巫")
    state = post(client, "/niekhi/apply", {"state": state, "player": "A", "cards": ["黒兵"]})["state"]
    state = post(client, "/niekhi/apply", {"state": state, "player": "B", "cards": ["黒弓"]})["state"]
    step = post(client, "/niekhi/apply", {"state": state, "player": "C"})
    assert step["legal"] is True and step["next_player"] == "A" and step["next_leads"] is False
    step = post(client, "/niekhi/apply", {"state": step["state"], "player": "A"})
    assert step["next_player"] == "B" and step["next_leads"] is True


def test_niekhi_plays_and_illegal_plays(client: Any) -> None:
    state = niekhi_state(A="黒兵 黒馬", B="黒弓 黒筆", C="黒車")
    plays = post(client, "/niekhi/plays", {"state": state})
    assert plays["leading"] is True and plays["can_pass"] is False and len(plays["combos"]) == 2
    lead_pass = post(client, "/niekhi/apply", {"state": state, "player": "A"})
    assert lead_pass["legal"] is False
    state = post(client, "/niekhi/apply", {"state": state, "player": "A", "cards": ["黒馬"]})["state"]
    assert [c["cards"] for c in post(client, "/niekhi/plays", {"state": state})["combos"]] == [["黒筆"]]
    weak = post(client, "/niekhi/apply", {"state": state, "player": "B", "cards": ["黒弓"]})
    assert weak["legal"] is False and "beats" in weak["reason"]


def test_niekhi_general_removes_a_strength(client: Any) -> None:
    state = niekhi_state(A="黒将 黒兵", B="赤馬 黒馬 赤兵", C="黒虎")
    assert "赤巫" in state["discard"]
    step = post(client, "/niekhi/apply", {"state": state, "player": "A", "cards": ["黒将"], "uai": [{"remove": "馬"}]})
    assert step["state"]["hands"]["B"] == ["赤兵"]
    took = post(client, "/niekhi/apply", {"state": state, "player": "A", "cards": ["黒将"], "uai": [{"take": "赤巫"}]})
    assert "赤巫" in took["state"]["hands"]["A"]
    bad = post(client, "/niekhi/apply", {"state": state, "player": "A", "cards": ["黒将"], "uai": [{}]}, 422)
    assert "uai[0]" in bad["message"]


def test_niekhi_two_player_states_are_beyond_the_bound(client: Any) -> None:
    data = post(client, "/niekhi/plays", {"state": niekhi_state(A="黒兵", B="黒弓")}, 422)
    assert data["errors"]["json"]["state.seats"] == ["Length must be between 3 and 12."]


def test_niekhi_seeded_deal(client: Any) -> None:
    data = post(client, "/niekhi/new", {"seats": ["A", "B", "C", "D"], "seed": 1})
    assert all(len(h) == 12 for h in data["state"]["hands"].values()) and data["state"]["to_play"] == "A"


#: Above this many combos a 連友 list is long (a lead: hundreds), and its compact form at most a quarter of the bytes.
NIEKHI_MANY = 40


def niekhi_choice(rng: random.Random, listed: dict[str, Any]) -> dict[str, Any]:
    """A random combo (a single 将 does a random thing; several remove distinct strengths), or a pass: four times in
    ten when allowed, and always with nothing to play."""
    if not listed["combos"] or (listed["can_pass"] and rng.random() < 0.4):
        return {"cards": None}
    cards = rng.choice(listed["combos"])["cards"]
    generals = sum(c.endswith("将") for c in cards)
    removals = [u for u in listed["uai_choices"] if "remove" in u]
    uai = [rng.choice(listed["uai_choices"])] if generals == 1 else rng.sample(removals, generals)
    return {"cards": cards, "uai": uai}


def test_niekhi_compact_plays_decode_to_the_full_plays(client: Any) -> None:
    long_full = long_compact = long_lists = wild = ended = 0
    for seed in range(5):
        for listed, full, compact in play_seeded(client, "niekhi", 3 + seed % 3, seed, niekhi_choice):
            wild += sum(bool(c["wild_assignment"]) for c in listed["combos"])
            ended += listed["player"] is None
            if len(listed["combos"]) >= NIEKHI_MANY:
                long_lists += 1
                assert compact * 4 <= full
                long_full, long_compact = long_full + full, long_compact + compact
    assert long_lists >= 4 and wild >= 50 and ended >= 1
    assert long_compact * 5 <= long_full


def test_niekhi_plays_form_is_full_by_default_and_checked(client: Any) -> None:
    state = post(client, "/niekhi/new", {"seats": ["A", "B", "C"], "seed": 4})["state"]
    assert_compact_form_choices(client, "/niekhi/plays", state)
    table = post(client, "/niekhi/plays", {"state": state, "form": "compact"})["compact_combos"]
    assert len(set(table["cards"])) == len(table["cards"]) and len(set(table["types"])) == len(table["types"])


# --- 小猫 ---------------------------------------------------------------------------------------------------------


def test_nine_round_goes_to_the_last_player_in(client: Any) -> None:
    # a state holds the whole deck: 12 cards each, the rest in the stock; A holds nothing black above 筆
    state: dict[str, Any] = {"seats": ["A", "B", "C"], "dealer": "A", "to_play": "A",
                             "hands": {"A": hand("黒馬 黒兵 黒兵 黒兵 黒兵 黒弓 黒弓 黒車 黒車 黒虎 黒虎 赤兵"),
                                       "B": hand("黒筆 赤兵 赤兵 赤兵 赤弓 赤車 赤車 赤虎 赤馬 赤馬 赤筆 赤巫"),
                                       "C": hand("赤虎 赤弓 赤船 赤無 赤無 赤無 赤巫 赤将 赤将 赤王 赤皇 黒船")},
                             "stock": hand("黒無 黒無 黒無 黒馬 赤筆 黒筆 黒巫 黒巫 黒将 黒将 黒王 黒皇")}
    state = post(client, "/nine/apply", {"state": state, "player": "A", "cards": ["黒馬"]})["state"]
    state = post(client, "/nine/apply", {"state": state, "player": "B", "cards": ["黒筆"]})["state"]
    step = post(client, "/nine/apply", {"state": state, "player": "C"})
    assert step["legal"] is True and len(step["state"]["hands"]["C"]) == 15
    plays = post(client, "/nine/plays", {"state": step["state"]})
    assert plays["player"] == "A" and plays["combos"] == [] and plays["can_decline"] is True
    forced = post(client, "/nine/apply", {"state": step["state"], "player": "A"})["state"]
    assert forced["to_play"] == "B" and forced["dealer"] == "B"
    assert {"黒馬", "黒筆"} <= set(forced["hands"]["B"]) and len(forced["hands"]["B"]) == 13
    lead_decline = post(client, "/nine/apply", {"state": forced, "player": "B"})
    assert lead_decline["legal"] is False


def test_nine_state_with_the_round_already_decided_is_a_422(client: Any) -> None:
    state = {"seats": ["A", "B", "C"], "dealer": "A", "to_play": "A", "hands": {"A": ["黒馬"], "B": ["黒兵"]},
             "stock": hand("黒車 赤車"), "table": [{"cards": ["黒弓"]}], "declined": ["B", "C"]}
    data = post(client, "/nine/apply", {"state": state, "player": "A", "cards": ["黒馬"]}, 422)
    assert data["errors"]["json"] == {"state.declined": [
        "the round ends when one player is left, so two must still be in it"]}


def test_nine_season_result(client: Any) -> None:
    data = post(client, "/nine/result", {"scores": {"A": 5, "B": 5, "C": 2}, "dealer": "B"})
    assert data["winners"] == ["A", "B"] and data["scores"] == {"A": 5, "B": 6, "C": 2}
    assert "dealer" in post(client, "/nine/result", {"scores": {"A": 5, "B": 5}, "dealer": "Z"}, 422)["message"]


#: Above this many combos a 小猫 list is long (a lead with 無 in hand: hundreds), and its compact form at most a
#: quarter of the bytes (below it the rules echoed weigh too much).
NINE_MANY = 100


def nine_choice(rng: random.Random, listed: dict[str, Any]) -> dict[str, Any]:
    """A random combo, or declining (drawing 3) three times in ten when allowed."""
    if listed["combos"] and (not listed["can_decline"] or rng.random() < 0.7):
        return {"cards": rng.choice(listed["combos"])["cards"]}
    return {"cards": None}


def test_nine_compact_plays_decode_to_the_full_plays(client: Any) -> None:
    long_full = long_compact = long_lists = ended = 0
    for seed in range(6):
        for listed, full, compact in play_seeded(client, "nine", 2 + seed % 3, seed, nine_choice):
            ended += listed["player"] is None
            if len(listed["combos"]) >= NINE_MANY:
                long_lists += 1
                assert compact * 4 <= full
                long_full, long_compact = long_full + full, long_compact + compact
    assert long_lists >= 4 and ended >= 1
    assert long_compact * 4 <= long_full


def test_nine_plays_form_is_full_by_default_and_checked(client: Any) -> None:
    state = post(client, "/nine/new", {"seats": ["A", "B", "C"], "seed": 3})["state"]
    assert_compact_form_choices(client, "/nine/plays", state)
    table = post(client, "/nine/plays", {"state": state, "form": "compact"})["compact_combos"]
    assert len(set(table["cards"])) == len(table["cards"]) == len(set(state["hands"]["A"]))


# --- 値木 ---------------------------------------------------------------------------------------------------------


def makhup_state(cards: str, roads: str, stock: str = "黒馬 赤馬 黒虎") -> dict[str, Any]:
    """A 値木 state: A to play with these cards, B holding 黒兵, the rest of the deck on the discard pile; A dealt,
    30 turns ago (31 cards gone from the stock, at most 6 of them by erases)."""
    return {"seats": ["A", "B"], "hands": {"A": hand(cards), "B": ["黒兵"]}, "roads": hand(roads),
            "stock": hand(stock), "to_play": "A", "dealer": "A", "turns_taken": 30,
            "discard": rest_of_deck(cards, "黒兵", roads, stock)}


def test_makhup_plays_on_the_roads(client: Any) -> None:
    data = post(client, "/makhup/plays", {"state": makhup_state("黒筆 黒兵 赤弓 黒車 黒弓", "赤筆 黒兵 赤兵")})
    extends = [p["cards"] for p in data["plays"] if "extend" in p and p["extend"] == 0]
    assert ["黒筆"] in extends and ["黒兵", "赤弓", "黒車"] in extends
    assert {"merge": [1, 2], "cards": ["黒弓"]} in data["plays"]
    assert data["can_draw"] is True and data["can_pass"] is False


def test_makhup_apply_extend_draw_and_erase(client: Any) -> None:
    state = makhup_state("黒兵 赤弓 黒車 黒将", "赤筆 黒弓")
    step = post(client, "/makhup/apply", {"state": state, "player": "A",
                                          "play": {"extend": 0, "cards": hand("黒兵 赤弓 黒車")}})
    assert step["legal"] is True and step["state"]["roads"] == ["黒兵", "赤弓", "黒車", "黒弓"]
    wrong = post(client, "/makhup/apply", {"state": makhup_state("黒兵 赤弓", "赤筆"), "player": "A",
                                           "play": {"extend": 0, "cards": hand("黒兵 赤弓")}})
    assert wrong["legal"] is False and "sum" in wrong["reason"]
    drawn = post(client, "/makhup/apply", {"state": makhup_state("黒兵 赤弓", "赤筆"), "player": "A",
                                           "play": {"draw": True}})
    assert drawn["state"]["roads"] == ["赤筆", "黒馬"] and drawn["state"]["to_play"] == "B"
    erased = post(client, "/makhup/apply", {"state": makhup_state("赤船", "赤筆 黒弓"), "player": "A",
                                            "play": {"erase": "赤船"}})
    assert erased["state"]["roads"] == ["黒馬", "赤馬"] and erased["state"]["winners"] == ["A"]


def test_makhup_play_needs_exactly_one_kind(client: Any) -> None:
    data = post(client, "/makhup/apply", {"state": makhup_state("黒兵", "赤筆"), "player": "A",
                                          "play": {"draw": True, "extend": 0}}, 422)
    assert "play" in data["message"]


def test_makhup_seeded_game(client: Any) -> None:
    data = post(client, "/makhup/new", {"seats": ["A", "B"], "seed": 9})
    assert len(data["state"]["roads"]) == 2 and all(len(h) == 6 for h in data["state"]["hands"].values())
    again = post(client, "/makhup/new", {"seats": ["A", "B"], "seed": 9})
    assert again == data


def test_a_mokkaik_season_states_whether_it_is_over_and_cannot_claim_otherwise(client: Any) -> None:
    dealt = client.post("/v1/paper-cetkaik/mokkaik/new", json={"seats": ["A", "B"], "seed": 1}).get_json()["state"]
    assert (dealt["over"], dealt["to_play"], dealt["season_winner"]) == (False, "A", None)
    for claim, value in (("over", True), ("to_play", "B"), ("season_winner", "A")):
        r = client.post("/v1/paper-cetkaik/mokkaik/plays", json={"state": {**dealt, claim: value}})
        assert r.status_code == 422 and f"state.{claim}" in r.get_json()["errors"]["json"], r.get_json()


def test_a_mokkaik_trick_play_cannot_claim_another_combo_than_its_cards_make(client: Any) -> None:
    dealt = client.post("/v1/paper-cetkaik/mokkaik/new", json={"seats": ["A", "B", "C"], "seed": 2}).get_json()
    lead = client.post("/v1/paper-cetkaik/mokkaik/plays", json={"state": dealt["state"]}).get_json()["combos"][0]
    step = client.post("/v1/paper-cetkaik/mokkaik/apply",
                       json={"state": dealt["state"], "player": "A", "cards": lead["cards"]}).get_json()
    state = step["state"]
    assert step["legal"] is True and state["trick"][0]["combo"] is not None
    claimed = {**state, "trick": [{**state["trick"][0], "combo": None}]}
    r = client.post("/v1/paper-cetkaik/mokkaik/plays", json={"state": claimed})
    assert r.status_code == 422 and "state.trick[0].combo" in r.get_json()["errors"]["json"], r.get_json()
