"""Applying Cetkaik moves, declarations, hands and game records through HTTP."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

RECORD = (Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")


@pytest.fixture
def initial(client: Any) -> str:
    return str(client.get("/v1/cetkaik/positions/initial").get_json()["position_text"])


def _total(outcomes: list[dict[str, Any]]) -> Fraction:
    return sum((Fraction(o["probability"]["fraction"]) for o in outcomes), Fraction(0))


def test_plain_move_has_one_certain_outcome_with_its_record_text(client: Any, initial: str) -> None:
    body = client.post("/v1/cetkaik/apply", json={"position_text": initial, "move": "LAI片LY"}).get_json()
    assert body["legal"] is True and body["reason"] is None
    (outcome,) = body["outcomes"]
    assert outcome["probability"]["fraction"] == "1/1" and outcome["state"] == "turn_passed"
    assert outcome["kiaak"] == "LAI兵LY無撃裁"
    assert outcome["position"]["board"]["LY"] == {"color": "Kok1", "prof": "Kauk2", "side": "IASide"}
    assert outcome["position"]["to_play"] == "ASide"


def test_water_entry_is_a_half_half_distribution(client: Any, initial: str) -> None:
    moves = client.post("/v1/cetkaik/moves", json={"position_text": initial}).get_json()["moves"]
    water = next(m for m in moves if m["water_entry"] and m["type"] == "SrcDst")
    body = client.post("/v1/cetkaik/apply", json={"position_text": initial, "move": water["notation"]}).get_json()
    outcomes = body["outcomes"]
    assert _total(outcomes) == 1 and body["total_probability"]["fraction"] == "1/1"
    by_success = {o["water_entry_success"]: o for o in outcomes}
    assert by_success[True]["probability"]["fraction"] == "1/2" and by_success[True]["water_entry_casts"] == [3, 4, 5]
    assert by_success[False]["moved"] is False and by_success[False]["water_entry_casts"] == [0, 1, 2]
    assert by_success[True]["kiaak"] is None  # three cast results lead there: the text is not determined


def test_step_then_ranged_move_is_two_phase(client: Any, initial: str) -> None:
    phase1 = client.post("/v1/cetkaik/apply", json={"position_text": initial, "move": "ZAI片ZO心ZU"}).get_json()
    assert phase1["legal"] is True
    assert [o["stepping_cast"] for o in phase1["outcomes"]] == [0, 1, 2, 3, 4, 5]
    assert [o["probability"]["fraction"] for o in phase1["outcomes"]] == ["1/32", "5/32", "5/16", "5/16", "5/32",
                                                                          "1/32"]
    assert {o["state"] for o in phase1["outcomes"]} == {"excited"}
    excited = phase1["outcomes"][2]["position_text"]  # cast 2
    moves = client.post("/v1/cetkaik/moves", json={"position_text": excited}).get_json()
    assert moves["excited"] is True
    # The vessel stepped over tam2 on ZO announcing ZU; with 2 sticks it may stop on ZU or go on to ZI.
    assert {m["notation"] for m in moves["moves"]} == {"pass", "ZU", "ZI"}
    phase2 = client.post("/v1/cetkaik/apply", json={"position_text": excited, "move": "ZU"}).get_json()
    (done,) = phase2["outcomes"]
    assert done["kiaak"] == "ZAI船ZOZU橋二"
    assert done["steps_on_tam2"] is True
    # 撃皇 under cerke_online_alpha: the mover loses 5 x rate at once (project decision).
    assert done["penalties"] == [{"name": "撃皇", "english": "The Stepping", "points": -5, "is_a_hand": False,
                                  "score_change": -5}]
    assert done["position"]["scores"] == {"IASide": 15, "ASide": 25}
    too_far = client.post("/v1/cetkaik/apply", json={"position_text": excited, "move": "ZY"}).get_json()
    assert too_far["legal"] is False and too_far["reason"]


def test_reference_behaviour_flag_drops_the_kut2tam2_penalty(client: Any, initial: str) -> None:
    ruleset = {"kut2tam2_penalty_when_not_a_hand": "none"}
    phase1 = client.post("/v1/cetkaik/apply", json={"position_text": initial, "move": "ZAI片ZO心ZU", "ruleset": ruleset,
                                                    "casts": {"stepping": 2}}).get_json()
    (excited,) = phase1["outcomes"]
    done = client.post("/v1/cetkaik/apply", json={"position_text": excited["position_text"], "move": "ZU",
                                                  "ruleset": ruleset}).get_json()["outcomes"][0]
    assert done["position"]["scores"] == {"IASide": 20, "ASide": 20}
    assert done["penalties"][0]["score_change"] == 0


def test_seeded_apply_is_reproducible(client: Any, initial: str) -> None:
    request = {"position_text": initial, "move": "ZAI片ZO心ZU", "seed": 11}
    first = client.post("/v1/cetkaik/apply", json=request)
    second = client.post("/v1/cetkaik/apply", json=request)
    assert first.get_json() == second.get_json() and second.headers["X-Cache"] == "hit"
    assert len(first.get_json()["outcomes"]) == 1


def test_illegal_move_is_an_adjudication(client: Any, initial: str) -> None:
    body = client.post("/v1/cetkaik/apply", json={"position_text": initial, "move": "LAI片LO"}).get_json()
    assert body["legal"] is False and "LO" in body["reason"] and body["outcomes"] == []
    assert body["total_probability"]["fraction"] == "0/1"


def test_bad_move_text_and_bad_casts_are_422(client: Any, initial: str) -> None:
    r = client.post("/v1/cetkaik/apply", json={"position_text": initial, "move": "LAI片"})
    assert r.status_code == 422 and r.get_json()["message"].startswith("'move")
    r = client.post("/v1/cetkaik/apply", json={"position_text": initial, "move": "LAI片LY", "casts": {"stepping": 3}})
    assert r.status_code == 422 and "casts.stepping" in r.get_json()["message"]


def test_hands_with_king_substitutions_and_new_hands(client: Any) -> None:
    request = {"pieces": ["赤兵", "赤兵", "黒王"], "previous": ["赤兵", "赤兵"]}
    body = client.post("/v1/cetkaik/hands", json=request).get_json()
    assert body["score"] == 11
    assert [h["name"] for h in body["hands"]] == ["助友", "戦集", "王"]
    comrades = body["hands"][0]
    assert comrades["english"] == "The Comrades" and comrades["points"] == 3
    assert comrades["king_substitutions"] == [{"king": {"color": "Huok2", "prof": "Io"}, "stands_for": "Kaun1"}]
    assert sorted(h["name"] for h in body["new_hands"]) == ["助友", "戦集", "王"]


def test_flash_hand_and_objects(client: Any) -> None:
    pieces = [{"color": "Huok2", "prof": "Dau2"}, {"color": "Huok2", "prof": "Io"}]
    body = client.post("/v1/cetkaik/hands", json={"pieces": pieces}).get_json()
    assert body["score"] == 10 and sorted(h["name"] for h in body["hands"]) == ["同色獣", "王"]
    assert body["new_hands"] is None


def test_impossible_multiset_lists_the_pieces(client: Any) -> None:
    r = client.post("/v1/cetkaik/hands", json={"pieces": ["赤王", "赤王", "黒船", "黒船"]})
    assert r.status_code == 422
    assert sorted(r.get_json()["errors"]["too_many"]) == sorted(["赤王", "黒船"])


def test_capturing_a_king_forms_a_hand_and_the_mover_must_declare(client: Any) -> None:
    board = {"ZO": {"prof": "Tam2"}, "TAU": {"color": "Kok1", "prof": "Io", "side": "ASide"},
             "TIA": {"color": "Huok2", "prof": "Uai1", "side": "IASide"},
             "ZA": {"color": "Kok1", "prof": "Uai1", "side": "ASide"}}
    body = client.post("/v1/cetkaik/apply", json={"position": {"board": board}, "move": "TIA片TAU"}).get_json()
    (outcome,) = body["outcomes"]
    assert outcome["captured"] == {"color": "Kok1", "prof": "Io"}
    assert outcome["state"] == "must_declare" and outcome["must_declare"] is True
    assert [h["name"] for h in outcome["new_hands"]] == ["王"] and outcome["hands"]["score"] == 5
    assert outcome["position"]["to_play"] == "IASide"  # the mover still has to declare
    assert outcome["kiaak"] == "TIA将TAU無撃裁手赤王"
    declared = client.post("/v1/cetkaik/declare", json={"position_text": outcome["position_text"],
                                                        "declaration": "ta_xot1", "seed": 5}).get_json()
    (season_end,) = declared["outcomes"]
    assert season_end["score_change"] == 5 and season_end["position"]["scores"] == {"IASide": 25, "ASide": 15}


def test_ta_xot1_scores_and_starts_the_next_season(client: Any) -> None:
    position = {"board": {"ZO": {"prof": "Tam2"}}, "hop1zuo1": {"IASide": ["赤王"], "ASide": []},
                "to_play": "IASide", "rate": 2, "awaiting_declaration": {"hands": ["王"]}}
    body = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "ta_xot1"}).get_json()
    outcomes = body["outcomes"]
    assert _total(outcomes) == 1 and [o["probability"]["fraction"] for o in outcomes] == ["1/2", "1/2"]
    for o in outcomes:
        assert o["raw_score"] == 5 and o["score_change"] == 10
        assert o["position"]["scores"] == {"IASide": 30, "ASide": 10}
        assert o["position"]["season"] == 1 and o["position"]["rate"] == 1
        assert o["position"]["hop1zuo1"] == {"IASide": [], "ASide": []}
    assert {o["position"]["to_play"] for o in outcomes} == {"IASide", "ASide"}
    given = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "終季",
                                                     "first_mover_casts": [{"IASide": 2, "ASide": 2},
                                                                           {"IASide": 1, "ASide": 4}]}).get_json()
    (only,) = given["outcomes"]
    assert only["position"]["to_play"] == "ASide" and len(only["first_mover_casts"]) == 2


def test_ty_mok1_doubles_the_rate_up_to_64(client: Any) -> None:
    position = {"board": {"ZO": {"prof": "Tam2"}, "ZIA": {"color": "Huok2", "prof": "Io", "side": "IASide"}},
                "hop1zuo1": {"IASide": ["赤王"]}, "rate": 32, "awaiting_declaration": {"hands": ["王"]}}
    body = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "ty_mok1"}).get_json()
    (o,) = body["outcomes"]
    assert o["position"]["rate"] == 64 and o["position"]["to_play"] == "ASide" and o["raw_score"] is None
    position["rate"] = 64
    again = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "ty_mok1"}).get_json()
    (o,) = again["outcomes"]
    assert o["position"]["rate"] == 64


def test_last_season_ends_the_game(client: Any) -> None:
    position = {"board": {"ZO": {"prof": "Tam2"}}, "hop1zuo1": {"IASide": ["赤王"]}, "season": 0,
                "awaiting_declaration": {"side": "IASide", "hands": ["王"]}}
    body = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "ta_xot1",
                                                    "ruleset": {"seasons": 1}}).get_json()
    (o,) = body["outcomes"]
    assert o["game_result"] == {"victor": "IASide", "reason": "last_season_ended"}
    assert body["ruleset"]["seasons"] == 1


def test_the_published_record_replays_as_valid(client: Any) -> None:
    body = client.post("/v1/cetkaik/records/replay", json={"record": RECORD}).get_json()
    assert body["valid"] is True and body["problem"] is None
    assert body["plies"] == 10
    assert body["final_scores"] == {"IASide": 0, "ASide": 40}
    assert body["game_result"] == {"victor": "ASide", "reason": "score_reached_limit"}
    declaration = next(p for p in body["positions"] if p["element"] and "終季" in p["element"])
    assert declaration["element"].startswith("或為王而手二十")  # the declarer gains 20 (5 x rate 4)
    assert body["positions"][1]["element"] == "MAU弓MAIMY橋一" and body["positions"][1]["line"] == 4


def test_an_altered_record_is_invalid_at_the_right_line(client: Any) -> None:
    altered = RECORD.replace("TE虎ZA無撃裁手黒船", "TE虎ZE無撃裁手黒船")
    body = client.post("/v1/cetkaik/records/replay", json={"record": altered}).get_json()
    assert body["valid"] is False
    assert body["problem"]["line"] == 11 and body["problem"]["column"] == 1
    assert body["plies"] == 5


def test_a_single_ply_can_be_asked_for(client: Any) -> None:
    body = client.post("/v1/cetkaik/records/replay", json={"record": RECORD, "ply": 2}).get_json()
    (entry,) = body["positions"]
    assert entry["ply"] == 2 and entry["element"] == "ME弓MIMU橋五"
    r = client.post("/v1/cetkaik/records/replay", json={"record": RECORD, "ply": 99})
    assert r.status_code == 422 and "ply" in r.get_json()["message"]


def test_unreadable_record_is_422_with_line_and_column(client: Any) -> None:
    r = client.post("/v1/cetkaik/records/replay", json={"record": RECORD.replace("ME弓MIMU", "ME?MIMU")})
    assert r.status_code == 422
    assert "line 4, column" in r.get_json()["message"]


def test_write_then_replay(client: Any) -> None:
    plays = [{"move": "LAI片LY"}, {"move": "LI片LU"}, {"move": "ZAI片ZO心ZU", "casts": {"stepping": 2}, "final": "ZU"}]
    written = client.post("/v1/cetkaik/records/write", json={"plays": plays, "first_movers": ["IASide"],
                                                             "start_time": "2026-11-21T00:00:00.000Z"})
    assert written.status_code == 200
    record = written.get_json()["record"]
    assert record.splitlines()[:3] == ["{一位色:黒}", "{始時:2026-11-21T00:00:00.000Z}", "LAI兵LY無撃裁\tLI兵LU無撃裁"]
    assert "ZAI船ZOZU橋二" in record
    replayed = client.post("/v1/cetkaik/records/replay", json={"record": record}).get_json()
    assert replayed["valid"] is True and replayed["plies"] == 3


def test_write_names_the_play_that_cannot_be_written(client: Any) -> None:
    plays = [{"move": "LAI片LY"}, {"move": "LI片LU"}, {"move": "ZAI片ZO心ZU", "final": "ZU"}]
    r = client.post("/v1/cetkaik/records/write", json={"plays": plays, "first_movers": ["IASide"]})
    assert r.status_code == 422 and "plays[2].casts.stepping" in r.get_json()["message"]


def test_write_refuses_a_move_over_several_vessels(client: Any) -> None:
    plays = [{"move": "LAI片LY"}, {"move": "KO片NOTOTI"}]
    r = client.post("/v1/cetkaik/records/write", json={"plays": plays, "first_movers": ["IASide"]})
    assert r.status_code == 422 and "plays[1].move" in r.get_json()["message"]
    assert "several vessels" in r.get_json()["message"]


def test_a_captured_piece_is_read_alike_in_a_position_and_in_a_hop1zuo1_to_score(client: Any) -> None:
    """One definition of the names of colours and professions: what a position accepts, the hands accept."""
    names = ["红馬", {"color": "black", "prof": "horse"}]
    hands = client.post("/v1/cetkaik/hands", json={"pieces": names})
    assert hands.status_code == 200, hands.get_json()
    position = {"board": {"ZO": {"prof": "Tam2"}}, "hop1zuo1": {"IASide": names}}
    valid = client.post("/v1/cetkaik/positions/validate", json={"position": position}).get_json()
    assert valid["position"]["hop1zuo1"]["IASide"] == [{"color": "Kok1", "prof": "Maun1"},
                                                       {"color": "Huok2", "prof": "Maun1"}]
    # the same refusals, naming the same place: a digit is no colour, and an unknown key is no piece
    for bad, where in (("0兵", "pieces[0]"), ({"color": "red", "prof": "horse", "side": "IA"}, "pieces[0].side")):
        r = client.post("/v1/cetkaik/hands", json={"pieces": [bad]})
        assert r.status_code == 422 and where in r.get_json()["message"], r.get_json()
        r = client.post("/v1/cetkaik/positions/validate",
                        json={"position": {"board": {"ZO": {"prof": "Tam2"}}, "hop1zuo1": {"IASide": [bad]}}})
        assert r.status_code == 422 and f"hop1zuo1.IASide[0]{where[9:]}" in r.get_json()["message"], r.get_json()
