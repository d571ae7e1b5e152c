"""The referee cannot be cheated: game states through HTTP (moves, apply, declare, validate, record extension)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

RECORD = (Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")
# spec §15.3 example (strict): IA holds 王 and moves the tam2 back onto its square (皇再来) at rate x8
PENALTY_ONLY = (
    "o-h-c-g-G-1C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/1*7/9/9/p+P+p+P+1P+p+P+p+/s+a+1t+1T+1A+S+/"
    "O+H+C+G+k+g+c+h+o+ IA K v 0 20:20 x8 f"
)


def _final(client: Any) -> dict[str, Any]:
    body = client.post("/v1/cetkaik/records/replay", json={"record": RECORD}).get_json()
    return dict(body["positions"][-1])


def test_after_the_end_of_the_game_nothing_is_legal(client: Any) -> None:
    final = _final(client)
    assert final["position"]["game_over"] == {"victor": "ASide", "reason": "score_reached_limit"}
    assert final["position_text"].endswith(" over:A:score_reached_limit")
    moves = client.post("/v1/cetkaik/moves", json={"position_text": final["position_text"]}).get_json()
    assert moves["moves"] == [] and moves["count"] == 0 and moves["declarations"] == []
    assert moves["game_over"] == {"victor": "ASide", "reason": "score_reached_limit"}
    applied = client.post("/v1/cetkaik/apply", json={"position_text": final["position_text"], "move": "KA片LA"})
    body = applied.get_json()
    assert applied.status_code == 200 and body["legal"] is False and body["outcomes"] == []
    assert body["reason"] == "the game is over: ASide won (score_reached_limit)"
    declared = client.post("/v1/cetkaik/declare", json={"position_text": final["position_text"],
                                                        "declaration": "ta_xot1"}).get_json()
    assert declared["legal"] is False and declared["outcomes"] == []


def test_a_finished_game_without_its_end_is_impossible(client: Any) -> None:
    text = _final(client)["position_text"].replace(" over:A:score_reached_limit", "")
    r = client.post("/v1/cetkaik/moves", json={"position_text": text})
    assert r.status_code == 422 and "game_over" in r.get_data(as_text=True)


@pytest.mark.parametrize(("ruleset", "suffix", "reason"), [
    ({"seasons": 1}, " over:IA:last_season_ended", "last_season_ended"),
])
def test_moves_refused_after_the_last_season(client: Any, ruleset: Any, suffix: str, reason: str) -> None:
    initial = client.get("/v1/cetkaik/positions/initial").get_json()["position_text"]
    text = initial.replace("20:20", "25:15") + suffix
    moves = client.post("/v1/cetkaik/moves", json={"position_text": text, "ruleset": ruleset}).get_json()
    assert moves["count"] == 0 and moves["game_over"]["reason"] == reason
    bad = client.post("/v1/cetkaik/moves", json={"position_text": text})  # a 4-season game: not its last season
    assert bad.status_code == 422


def test_no_legal_move_ends_the_game(client: Any) -> None:
    # A to move, with only the tam2 (which A may not move right after IA moved it) and no piece of its own
    text = "9/9/9/9/4*4/9/9/9/4k+4 A - - 0 22:18 x1 t"
    moves = client.post("/v1/cetkaik/moves", json={"position_text": text}).get_json()
    assert moves["count"] == 0 and moves["game_over"] == {"victor": "IASide", "reason": "no_move_possible"}
    over = client.post("/v1/cetkaik/positions/validate", json={"position_text": text + " over:IA:no_move_possible"})
    assert over.status_code == 200
    wrong = client.post("/v1/cetkaik/positions/validate",
                        json={"position_text": text.replace(" t", " f") + " over:IA:no_move_possible"})
    assert wrong.status_code == 422 and "has legal moves" in wrong.get_data(as_text=True)


def test_a_whole_turn_apply_awaited_declaration_declare_next_season(client: Any) -> None:
    applied = client.post("/v1/cetkaik/apply", json={"position_text": PENALTY_ONLY, "move": "LU皇KI[KU]LU",
                                                      "ruleset": "strict_y1_huap1"}).get_json()
    (outcome,) = applied["outcomes"]
    awaited = outcome["position"]["awaiting_declaration"]
    assert outcome["state"] == "must_declare"
    assert awaited == {"side": "IASide", "hands": [], "penalties": [{"name": "皇再来", "points": -3}]}
    listed = client.post("/v1/cetkaik/moves", json={"position_text": outcome["position_text"],
                                                    "ruleset": "strict_y1_huap1"}).get_json()
    assert listed["count"] == 0 and listed["declarations"] == ["ty_mok1", "ta_xot1"]
    assert listed["awaiting_declaration"] == awaited and listed["game_over"] is None
    refused = client.post("/v1/cetkaik/apply", json={"position_text": outcome["position_text"], "move": "LIA片LAU",
                                                     "ruleset": "strict_y1_huap1"}).get_json()
    assert refused["legal"] is False and "must first declare" in refused["reason"]
    declared = client.post("/v1/cetkaik/declare", json={"position_text": outcome["position_text"],
                                                        "declaration": "ta_xot1",
                                                        "ruleset": "strict_y1_huap1"}).get_json()
    assert declared["legal"] is True
    (end,) = declared["outcomes"]
    assert (end["raw_score"], end["score_change"]) == (-3, -24)
    assert end["game_result"] == {"victor": "ASide", "reason": "score_reached_limit"}
    other = client.post("/v1/cetkaik/declare", json={
        "position_text": outcome["position_text"], "declaration": "ta_xot1", "first": "ASide",
        "ruleset": {"preset": "strict_y1_huap1", "ta_xot1_forced_by_penalty_scores": "hands_and_penalties"},
    }).get_json()
    (next_season,) = other["outcomes"]
    assert (next_season["raw_score"], next_season["score_change"]) == (2, 16)
    assert next_season["position"]["season"] == 1 and next_season["position"]["to_play"] == "ASide"
    assert next_season["position"]["scores"] == {"IASide": 36, "ASide": 4}


def test_declarations_refused_when_none_is_awaited(client: Any) -> None:
    initial = client.get("/v1/cetkaik/positions/initial").get_json()["position_text"]
    for declaration in ("ty_mok1", "ta_xot1"):
        body = client.post("/v1/cetkaik/declare", json={"position_text": initial, "declaration": declaration})
        assert body.status_code == 200
        verdict = body.get_json()
        assert verdict["legal"] is False and verdict["outcomes"] == []
        assert verdict["reason"].startswith("no declaration is awaited")
    old_style = client.post("/v1/cetkaik/declare", json={"position_text": initial, "declaration": "ta_xot1",
                                                         "hand_penalties": [{"name": "撃皇", "points": -5}]})
    assert old_style.status_code == 422  # the turn's penalties come from the position, never from the client


def test_ty_mok1_answer_matches_its_schema(client: Any) -> None:
    position = {"board": {"ZO": {"prof": "Tam2"}, "ZIA": {"color": "Huok2", "prof": "Io", "side": "IASide"}},
                "hop1zuo1": {"IASide": ["赤王"]}, "awaiting_declaration": {"hands": ["王"]}}
    (o,) = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "ty_mok1"}).get_json()[
        "outcomes"]
    assert o["raw_score"] is None and o["score_change"] is None and o["position"]["awaiting_declaration"] is None
    spec = client.get("/openapi.json").get_json()
    schema = spec["components"]["schemas"]["DeclarationOutcome"]["properties"]["raw_score"]
    assert {"type": "null"} in schema["oneOf"]


def test_impossible_awaited_declarations_are_refused(client: Any) -> None:
    initial = client.get("/v1/cetkaik/positions/initial").get_json()["position_text"]
    r = client.post("/v1/cetkaik/positions/validate", json={"position_text": initial + " await:獣"})
    assert r.status_code == 422 and "awaiting_declaration.hands[0]" in r.get_data(as_text=True)
    r = client.post("/v1/cetkaik/positions/validate", json={"position_text": initial + " await:撃皇-5"})
    assert r.status_code == 422  # 撃皇 is not a hand under cerke_online_alpha
    r = client.post("/v1/cetkaik/positions/validate", json={"position_text": initial + " await:撃皇-5",
                                                            "ruleset": "strict_y1_huap1"})
    assert r.status_code == 200 and r.get_json()["position"]["awaiting_declaration"]["penalties"][0]["points"] == -5


def test_a_game_server_that_keeps_only_the_record(client: Any) -> None:
    first = client.post("/v1/cetkaik/records/extend", json={"record": "", "play": {"move": "LAI片LY"},
                                                            "first": "IASide"}).get_json()
    assert first["legal"] is True and first["record"] == "{一位色:黒}\nLAI兵LY無撃裁"
    assert first["added"] == "LAI兵LY無撃裁" and first["header"] == "{一位色:黒}"
    assert first["position"]["to_play"] == "ASide" and first["state"] == "turn_passed"
    second = client.post("/v1/cetkaik/records/extend", json={"record": first["record"],
                                                             "play": {"move": "MI片MU"}}).get_json()
    assert second["added"] == "\tMI兵MU無撃裁" and second["record"] == first["record"] + second["added"]
    illegal = client.post("/v1/cetkaik/records/extend", json={"record": second["record"],
                                                              "play": {"move": "MI片MU"}}).get_json()
    assert illegal["legal"] is False and illegal["record"] == second["record"] and illegal["added"] == ""
    no_hand = client.post("/v1/cetkaik/records/extend", json={"record": second["record"],
                                                              "play": "ta_xot1"}).get_json()
    assert no_hand["legal"] is False
    finished = client.post("/v1/cetkaik/records/extend", json={"record": RECORD, "play": {"move": "LAI片LY"}})
    assert finished.status_code == 200 and finished.get_json()["legal"] is False
    broken = client.post("/v1/cetkaik/records/extend", json={"record": RECORD.replace("TE虎ZA", "TE虎ZE"),
                                                             "play": "ty_mok1"})
    assert broken.status_code == 422 and "line 11" in broken.get_data(as_text=True)


def test_the_guide_s_whole_turn(client: Any) -> None:
    """docs/games/cetkaik.md: apply -> awaited declaration -> declare -> next season, as the guide shows it."""
    start = ("o-h-c-g-K-G-C-1O-/S-A-1T-3a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/1t-7/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/"
             "O+H+C+G+k+g+c+h+o+ IA H - 0 20:20 x2 f")
    (outcome,) = client.post("/v1/cetkaik/apply", json={"move": "LAI片LY", "position_text": start}).get_json()[
        "outcomes"]
    awaiting = outcome["position_text"]
    assert outcome["state"] == "must_declare" and awaiting.endswith(" IA Ht - 0 20:20 x2 f await:獣")
    refused = client.post("/v1/cetkaik/apply", json={"move": "LY片LU", "position_text": awaiting}).get_json()
    assert refused["reason"] == "IASide must first declare ty mok1 or ta xot1 (formed 獣)"
    declared = client.post("/v1/cetkaik/declare", json={"declaration": "ta_xot1", "first": "ASide",
                                                        "position_text": awaiting}).get_json()
    (season,) = declared["outcomes"]
    assert (declared["legal"], season["raw_score"], season["score_change"]) == (True, 3, 6)
    assert season["position_text"].endswith(" A - - 1 26:14 x1 f")
    again = client.post("/v1/cetkaik/declare", json={"declaration": "ta_xot1",
                                                     "position_text": season["position_text"]}).get_json()
    assert again["legal"] is False and again["reason"].startswith("no declaration is awaited")


def test_a_whole_game_state_keeps_every_piece(client: Any) -> None:
    initial = client.get("/v1/cetkaik/positions/initial").get_json()["position_text"]
    ok = client.post("/v1/cetkaik/positions/validate", json={"position_text": initial, "whole_game": True})
    assert ok.status_code == 200 and ok.get_json()["valid"] is True
    missing = initial.replace("o-h-c-g-K-", "o-h-c-g-1", 1)  # the A side's red king is gone
    composed = client.post("/v1/cetkaik/positions/validate", json={"position_text": missing})
    assert composed.status_code == 200  # a composed position may hold fewer pieces
    refused = client.post("/v1/cetkaik/positions/validate", json={"position_text": missing, "whole_game": True})
    assert refused.status_code == 422
    assert refused.get_json()["message"] == ("'position.board': 1 赤王 (Kok1 Io) missing: every piece of the set is "
                                             "on the board or in one hop1zuo1 (the set has 1, 0 found)")
    captured = missing.replace(" IA - - ", " IA K - ", 1)  # captured by IA: conserved again
    assert client.post("/v1/cetkaik/positions/validate",
                       json={"position_text": captured, "whole_game": True}).status_code == 200
    twice = captured.replace(" IA K - ", " IA K K ", 1)
    extra = client.post("/v1/cetkaik/positions/validate", json={"position_text": twice, "whole_game": True})
    assert extra.status_code == 422 and "hop1zuo1.ASide[0]" in extra.get_json()["message"]
