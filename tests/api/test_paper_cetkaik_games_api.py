"""Whole paper-Cetkaik games over HTTP: a 行戦 match and a 終季 season from a seeded deal to the final scores."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.web.endpoints.paper_cetkaik.common import expand_compact_combos

BASE = "/v1/paper-cetkaik"


def post(client: Any, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    response = client.post(f"{BASE}{path}", json=body)
    assert response.status_code == status, response.get_json()
    result: dict[str, Any] = response.get_json()
    return result


def play_match(client: Any, seed: int, rules: dict[str, Any]) -> dict[str, Any]:
    match: dict[str, Any] = post(client, "/mokkaik/match/new", {"seats": ["A", "B", "C"], "seed": seed,
                                                                  "ruleset": rules})["state"]
    rng = random.Random(seed)
    seasons_seen = {match["season_number"]}
    while not match["over"]:
        plays = post(client, "/mokkaik/match/plays", {"state": match, "ruleset": rules})
        player = plays["to_play"]
        assert player == match["to_play"]
        if plays["combos"] and (plays["discard_size"] is None or rng.random() < 0.6):
            body = {"player": player, "cards": rng.choice(plays["combos"])["cards"]}
        else:
            body = {"player": player, "cards": match["season"]["hands"][player][: plays["discard_size"]],
                    "face_down": True}
        step = post(client, "/mokkaik/match/apply", {"state": match, "ruleset": rules, **body})
        assert step["legal"], step["reason"]
        match = step["state"]
        seasons_seen.add(match["season_number"])
    assert seasons_seen == {1, 2}
    return match


def test_a_whole_mokkaik_match_from_new_to_the_final_totals(client: Any) -> None:
    rules = {"seasons": 2}
    match = play_match(client, 5, rules)
    assert match["over"] and match["to_play"] is None and sum(match["totals"].values()) == 0
    best = max(match["totals"].values())
    assert match["winners"] == [p for p in ("A", "B", "C") if match["totals"][p] == best]
    assert play_match(client, 5, rules) == match  # the seed makes the whole match reproducible
    after = post(client, "/mokkaik/match/apply", {"state": match, "ruleset": rules, "player": "A", "cards": ["黒馬"]})
    assert after["legal"] is False and after["reason"] == "the match is over"


def test_impossible_matches_and_plays_are_refused_naming_the_field(client: Any) -> None:
    match = post(client, "/mokkaik/match/new", {"seats": ["A", "B"], "seed": 1})["state"]
    bad = post(client, "/mokkaik/match/plays", {"state": {**match, "totals": {"A": 2, "B": 0}}}, 422)
    assert "state.totals" in bad["errors"]["json"]
    hands = match["season"]["hands"]
    doubled = {**match, "season": {**match["season"], "hands": {**hands, "B": hands["A"]}}}
    assert "state.season" in post(client, "/mokkaik/match/plays", {"state": doubled}, 422)["message"]
    wrong_turn = post(client, "/mokkaik/match/apply", {"state": match, "player": "B", "cards": hands["B"][:1]})
    assert wrong_turn["legal"] is False and "A's turn" in wrong_turn["reason"]
    stranger = post(client, "/mokkaik/match/apply", {"state": match, "player": "Z", "cards": ["黒馬"]}, 422)
    assert "player" in stranger["errors"]["json"]


#: Above this many combos a 行戦 list is long (a lead: dozens), and its compact form at most a quarter of the bytes.
MOKKAIK_MANY = 20


def test_mokkaik_match_compact_plays_decode_to_the_full_plays(client: Any) -> None:
    rules = {"seasons": 2}
    long_full = long_compact = long_lists = wild = ended = 0
    for seed in range(6):
        rng = random.Random(seed)
        match = post(client, "/mokkaik/match/new", {"seats": [str(i) for i in range(2 + seed % 3)], "seed": seed,
                                                    "ruleset": rules})["state"]
        while True:
            body = {"state": match, "ruleset": rules}
            full = client.post(f"{BASE}/mokkaik/match/plays", json=body)
            compact = client.post(f"{BASE}/mokkaik/match/plays", json={**body, "form": "compact"})
            assert full.status_code == compact.status_code == 200, compact.get_json()
            decoded = expand_compact_combos(compact.get_json())
            assert decoded == full.get_json()
            assert json.dumps(decoded, ensure_ascii=False, separators=(",", ":")).encode() == full.data
            assert "combos" not in compact.get_json() and "compact_combos" not in full.get_json()
            plays = full.get_json()
            wild += sum(bool(c["wild_assignment"]) for c in plays["combos"])
            if len(plays["combos"]) >= MOKKAIK_MANY:
                long_lists += 1
                assert len(compact.data) * 4 <= len(full.data)
                long_full, long_compact = long_full + len(full.data), long_compact + len(compact.data)
            player = plays["to_play"]
            if player is None:
                ended += 1
                break
            if plays["combos"] and (plays["discard_size"] is None or rng.random() < 0.6):
                chosen = {"cards": rng.choice(plays["combos"])["cards"]}
            else:
                chosen = {"cards": match["season"]["hands"][player][: plays["discard_size"]], "face_down": True}
            step = post(client, "/mokkaik/match/apply", {**body, "player": player, **chosen})
            assert step["legal"], step["reason"]
            match = step["state"]
    assert long_lists >= 4 and wild >= 10 and ended == 6
    assert long_compact * 5 <= long_full


def test_mokkaik_match_plays_form_is_full_by_default_and_checked(client: Any) -> None:
    body = {"state": post(client, "/mokkaik/match/new", {"seats": ["A", "B", "C"], "seed": 5})["state"]}
    assert client.post(f"{BASE}/mokkaik/match/plays", json=body).data == \
        client.post(f"{BASE}/mokkaik/match/plays", json={**body, "form": "full"}).data
    bad = post(client, "/mokkaik/match/plays", {**body, "form": "tiny"}, 422)
    assert list(bad["errors"]["json"]) == ["form"]
    assert "must be one of: full, compact" in bad["errors"]["json"]["form"][0]
    table = post(client, "/mokkaik/match/plays", {**body, "form": "compact"})["compact_combos"]
    assert len(set(table["cards"])) == len(table["cards"]) and len(set(table["types"])) == len(table["types"])


def test_a_whole_taxot_season_from_the_deal_to_the_scores(client: Any) -> None:
    season = post(client, "/taxot/season/new", {"seats": ["A", "B", "C"], "seed": 3})
    assert season["to_play"] == "A" and not season["over"]
    rng = random.Random(3)
    while not season["over"]:
        actions = post(client, "/taxot/season/actions", {"state": season["state"]})["actions"]
        wins = [a for a in actions if a["action"] == "win"]
        action = wins[0] if wins else rng.choice(actions)
        step = post(client, "/taxot/season/apply", {"state": season["state"], "action": action})
        assert step["legal"], step["reason"]
        season = step
    assert season["result"] is not None and sum(season["totals"].values()) == 0
    assert season["totals"][season["result"]["next_dealer"]] > 0  # the winner deals next
    assert post(client, "/taxot/season/actions", {"state": season["state"]}) == {"actions": [], "over": True}


def test_taxot_refuses_impossible_states_and_adjudicates_illegal_actions(client: Any) -> None:
    season = post(client, "/taxot/season/new", {"seats": ["0", "1"], "seed": 9})
    state = season["state"]
    short = {**state, "hands": {**state["hands"], "1": state["hands"]["1"][:3]}, "discards": state["hands"]["1"][3:]}
    assert "state.hands.1" in post(client, "/taxot/season/actions", {"state": short}, 422)["errors"]["json"]
    lost = {**state, "hands": {**state["hands"], "1": state["hands"]["1"][:3]}}  # two cards in no place
    assert "state" in post(client, "/taxot/season/actions", {"state": lost}, 422)["errors"]["json"]
    early = post(client, "/taxot/season/apply", {"state": state, "action": {"action": "discard", "player": "0",
                                                                            "cards": state["hands"]["0"][:1]}})
    assert early["legal"] is False and "not 0's turn to discard" in early["reason"]
    one_name = post(client, "/taxot/season/new", {"seats": ["A"], "seed": 1}, 422)
    assert "seats" in one_name["errors"]["json"]
    old = post(client, "/taxot/season/new", {"players": 2, "names": ["A", "B"], "seed": 1}, 422)
    assert old["errors"]["json"]["names"] == ["is not a field of this request: it was renamed seats in 0.2"]


def test_taxot_win_odds_with_and_without_the_wild_ship(client: Any) -> None:
    wild = client.get(f"{BASE}/taxot/win-odds").get_json()
    tame = client.get(f"{BASE}/taxot/win-odds?ship_wild=false").get_json()
    assert wild["any_shape"]["fraction"] == "126695/3067878" and wild["hands"] == 12271512
    assert tame["any_shape"]["fraction"] == "13748/1533939" and tame["ship_wild"] is False


# --- 値戦 ----------------------------------------------------------------------------------------------------------


def play_makkaik(client: Any, seed: int, players: int, rules: dict[str, Any], rng: random.Random,
                 stay_in: bool = False) -> dict[str, Any]:
    """Play a whole 値戦 game over HTTP from ``new``; with ``stay_in`` nobody declines or folds."""
    seats = [str(i) for i in range(players)]
    game = post(client, "/makkaik/game/new", {"seats": seats, "seed": seed, "ruleset": rules})
    assert game["to_play"] == "0" and not game["over"] and game["settlement"] is None
    for _ in range(100):
        if game["over"]:
            break
        listed = post(client, "/makkaik/game/plays", {"state": game["state"], "ruleset": rules})
        assert listed["to_play"] == game["to_play"] == game["state"]["to_play"] and not listed["over"]
        plays = listed["plays"]
        if stay_in:
            plays = [p for p in plays if p["action"] not in ("decline", "fold")] or plays
        step = post(client, "/makkaik/game/apply", {"state": game["state"], "ruleset": rules,
                                                     "play": rng.choice(plays)})
        assert step["legal"], step["reason"]
        game = step
    assert game["over"] and game["to_play"] is None
    return game


def test_whole_makkaik_games_from_new_to_the_settlement(client: Any) -> None:
    game = play_makkaik(client, 21, 4, {}, random.Random(1), stay_in=True)
    settled = game["settlement"]
    assert settled["showdown"] is not None and set(settled["winners"]) == set(settled["showdown"]["winners"])
    betting = game["state"]["betting"]
    assert settled["pot"] == betting["pot"] == sum(betting["paid"].values()) and len(betting["active"]) == 4
    assert sum(Fraction(n) for n in settled["net"].values()) == 0
    assert all(Fraction(settled["net"][p]) == Fraction(settled["shares"].get(p, "0")) - betting["paid"][p]
               for p in "0123")
    assert play_makkaik(client, 21, 4, {}, random.Random(1), stay_in=True) == game  # reproducible from the seed
    # a game where all but one drop out ends without a showdown
    folded = play_makkaik(client, 5, 2, {"exchange_optional": True, "unused_draw": "community"}, random.Random(3))
    assert folded["ruleset"]["unused_draw"] == "community"
    after = post(client, "/makkaik/game/plays", {"state": folded["state"], "ruleset": folded["ruleset"]})
    assert after == {"plays": [], "to_play": None, "over": True}
    late = post(client, "/makkaik/game/apply", {"state": game["state"], "play": {"action": "call", "player": "1"}})
    assert late["legal"] is False and late["reason"] == "the game is over" and late["state"] == game["state"]


def test_makkaik_refuses_impossible_states_and_adjudicates_forbidden_plays(client: Any) -> None:
    game = post(client, "/makkaik/game/new", {"seats": ["A", "B", "C"], "seed": 2, "dealer": "B"})
    state = game["state"]
    assert game["to_play"] == "B"
    impossible = [
        ({**state, "hands": {**state["hands"], "C": state["hands"]["A"]}}, "copies of it in the state"),
        ({**state, "stock": state["stock"][3:]}, "missing"),
        ({**state, "to_play": "D"}, "not one of the players"),
        ({**state, "hands": {**state["hands"], "A": state["hands"]["A"][:2]}}, "holds 3 cards"),
        ({**state, "over": True}, "the state makes it false, not true"),
    ]
    for bad, words in impossible:
        refused = post(client, "/makkaik/game/plays", {"state": bad}, 422)
        [(field, [message])] = refused["errors"]["json"].items()
        assert field.startswith("state") and words in message, (field, message)
    doubled = {**state, "hands": {**state["hands"], "C": state["hands"]["A"]}}
    assert list(post(client, "/makkaik/game/plays", {"state": doubled}, 422)["errors"]["json"]) == ["state.hands.C"]
    out_of_turn = post(client, "/makkaik/game/apply", {"state": state, "play": {"action": "draw", "player": "A"}})
    assert out_of_turn["legal"] is False and "B's turn" in out_of_turn["reason"] and out_of_turn["state"] == state
    early_bet = post(client, "/makkaik/game/apply", {"state": state,
                                                      "play": {"action": "base", "player": "B", "amount": 3}})
    assert early_bet["legal"] is False and "exchange first" in early_bet["reason"]
    stranger = post(client, "/makkaik/game/apply", {"state": state, "play": {"action": "draw", "player": "Z"}}, 422)
    assert "play.player" in stranger["errors"]["json"]
    bad_card = post(client, "/makkaik/game/apply", {"state": state, "play": {"action": "swap", "player": "B",
                                                                             "give": "紫馬", "take": "黒馬"}}, 422)
    assert "play.give" in bad_card["errors"]["json"]
    unknown = post(client, "/makkaik/game/apply", {"state": state, "play": {"action": "raise", "player": "B"}}, 422)
    assert "play.action" in str(unknown["errors"]["json"])
    stranger_dealer = post(client, "/makkaik/game/new", {"seats": ["0", "1"], "seed": 1, "dealer": "9"}, 422)
    assert "dealer" in stranger_dealer["errors"]["json"]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(2, 6), st.integers(-(2**63), 2**63 - 1), st.booleans(), st.randoms(use_true_random=False))
def test_makkaik_states_are_accepted_back_and_listed_plays_are_legal(client: Any, players: int, seed: int,
                                                                     optional: bool, rng: random.Random) -> None:
    rules = {"exchange_optional": optional}
    seats = [str(i) for i in range(players)]
    game = post(client, "/makkaik/game/new", {"seats": seats, "seed": seed, "ruleset": rules})
    while not game["over"]:
        listed = post(client, "/makkaik/game/plays", {"state": game["state"], "ruleset": rules})
        for candidate in rng.sample(listed["plays"], min(3, len(listed["plays"]))):
            tried = post(client, "/makkaik/game/apply", {"state": game["state"], "ruleset": rules,
                                                          "play": candidate})
            assert tried["legal"], (candidate, tried["reason"])
        game = post(client, "/makkaik/game/apply", {"state": game["state"], "ruleset": rules,
                                                     "play": rng.choice(listed["plays"])})
    assert post(client, "/makkaik/game/plays", {"state": game["state"], "ruleset": rules})["over"] is True


def test_a_whole_games_ruleset_is_named_as_the_request_names_it(client: Any) -> None:
    """A bad flag is named under ``ruleset`` (not ``ruleset.rules``); ``null`` is the defaults everywhere."""
    for path, flag, value in [("/mokkaik/match/new", "seasons", "x"), ("/taxot/season/new", "use_hikari", "x"),
                              ("/makkaik/game/new", "tie", "x")]:
        refused = post(client, path, {"seats": ["0", "1"], "seed": 5, "ruleset": {flag: value}}, 422)
        assert list(refused["errors"]["json"]) == [f"ruleset.{flag}"], refused
        assert post(client, path, {"seats": ["0", "1"], "seed": 5, "ruleset": None})


def test_a_reading_the_project_does_not_implement_is_refused_in_the_same_words_everywhere(client: Any) -> None:
    """連友's bombs out of turn and 値木's many-to-many sums are options with one supported value (false): true is
    refused naming the option, in the same words whether the request's validation or the rules refuse it."""
    for path, flag in [("/niekhi/new", "bomb_out_of_turn"), ("/niekhi/match/new", "bomb_out_of_turn"),
                       ("/makhup/new", "many_to_many")]:
        refused = post(client, path, {"seats": ["0", "1", "2"], "seed": 5, "ruleset": {flag: True}}, 422)
        assert refused["errors"]["json"] == {f"ruleset.{flag}": ["only false is supported, got true"]}, refused
        assert post(client, path, {"seats": ["0", "1", "2"], "seed": 5, "ruleset": {flag: False}})


def test_a_whole_season_plays_the_hikari_rule(client: Any) -> None:
    """Under use_hikari a 光 card is revealed from the stock at the deal and one more drawn at the 終季; each card of
    the winning hand matching one scores +1."""
    rules = {"use_hikari": True}
    season = post(client, "/taxot/season/new", {"seats": ["0", "1", "2"], "seed": 5, "ruleset": rules})
    plain = post(client, "/taxot/season/new", {"seats": ["0", "1", "2"], "seed": 5})["state"]
    assert season["state"]["hikari"] == plain["stock"][:1] and season["state"]["stock"] == plain["stock"][1:]
    refused = post(client, "/taxot/season/actions", {"state": season["state"]}, 422)  # without the rule
    assert list(refused["errors"]["json"]) == ["state.hikari"]
    rng = random.Random(5)
    state = season["state"]
    while True:
        actions = post(client, "/taxot/season/actions", {"state": state, "ruleset": rules})["actions"]
        wins = [a for a in actions if a["action"] == "win"]
        if wins:
            break
        state = post(client, "/taxot/season/apply",
                     {"state": state, "ruleset": rules, "action": rng.choice(actions)})["state"]
    won = post(client, "/taxot/season/apply", {"state": state, "ruleset": rules, "action": wins[0]})
    assert won["legal"] and won["state"]["hikari"] == [*state["hikari"], state["stock"][0]]
    assert won["state"]["stock"] == state["stock"][1:]
    winner = won["result"]["next_dealer"]
    hand = [*won["state"]["hands"][winner], *(c for m in won["state"]["exposed"][winner] for c in m)]
    if won["state"]["pending"]:
        hand.append(won["state"]["pending"])
    lit = sum(1 for light in won["state"]["hikari"] for c in hand if c[1] == light[1])  # same kind
    assert won["result"]["bonus_points"].get("光", 0) == lit
    assert post(client, "/taxot/season/actions", {"state": won["state"], "ruleset": rules})["over"] is True


@pytest.mark.parametrize("game", ["makhup", "makkaik", "mokkaik", "namtou", "niekhi", "nine", "taxot"])
def test_a_whole_game_is_sent_back_as_state_and_the_old_name_is_told_the_new_one(client: Any, game: str) -> None:
    """0.3 (docs/glossary.md): a whole game travels as ``state`` (it was ``match``); its seasons or hands list the
    players under ``seats`` (they were ``players``) and the answers echo the ``ruleset`` (it was ``rules``)."""
    new = post(client, f"/{game}/match/new", {"seats": ["A", "B", "C"], "seed": 3})
    assert set(new) == {"state", "ruleset"}
    current = new["state"].get("season", new["state"].get("hand"))
    assert current["seats"] == ["A", "B", "C"] and "players" not in current
    listed = "actions" if game == "taxot" else "plays"
    assert post(client, f"/{game}/match/{listed}", {"state": new["state"]})["to_play"] == new["state"]["to_play"]
    old = post(client, f"/{game}/match/{listed}", {"match": new["state"]}, 422)
    assert old["message"] == "'match': is not a field of this request: it was renamed state in 0.3"


def test_a_niekhi_deal_of_the_largest_deck_is_taken_back_and_its_listing_charged(client: Any) -> None:
    """Four copies of every card dealt to three seats give 32 cards a hand: the single season's state the service
    answers is taken back (it was refused as over 20 cards a hand), and listing its plays is admitted or refused by
    what it is charged, as in a whole game, not by a bound on the hand."""
    full = {"deck": {kind: 4 for kind in ("Nuak1", "Mun1", "Kauk2", "Gua2", "Kaun1", "Dau2", "Maun1", "Kua2", "Tuk2",
                                          "Uai1", "Io", "Tam2")}}
    started = post(client, "/niekhi/new", {"seats": ["0", "1", "2"], "seed": 5, "ruleset": full})
    assert {len(h) for h in started["state"]["hands"].values()} == {32}
    listed = post(client, "/niekhi/plays", {"state": started["state"], "ruleset": full})
    assert listed["leading"] and len(listed["combos"]) > 1_000


def test_a_makhup_hand_drawn_into_past_twelve_cards_is_refereed(client: Any) -> None:
    """Under ``draw_to = hand`` a player who draws rather than plays holds more than the 6 cards dealt: every state the
    service answers along such a game is taken back (a hand of 13 was refused as over 12 cards), its plays listed."""
    rules = {"draw_to": "hand"}
    state = post(client, "/makhup/new", {"seats": ["A", "B"], "seed": 3, "ruleset": rules})["state"]
    for _ in range(30):
        step = post(client, "/makhup/apply", {"state": state, "ruleset": rules, "player": state["to_play"],
                                              "play": {"draw": True}})
        assert step["legal"], step
        state = step["state"]
    assert {len(h) for h in state["hands"].values()} == {21}
    listed = post(client, "/makhup/plays", {"state": state, "ruleset": rules})
    assert listed["player"] == "A" and listed["can_draw"] and len(listed["plays"]) > 20
