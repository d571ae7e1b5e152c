"""The Cetkaik variants of the Book (spec §20) through every Cetkaik endpoint."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

# An IA horse on TY (hue: next to the tam2 on ZO), an A king on ZA; IA to move.
HORSE = "4K-4/9/9/9/4*4/3H+5/9/9/9 IA - - 0 20:20 x1 f"
# An IA archer on KAU behind its pawn on KAI: it may step over the pawn and run up the K file.
ARCHER = "9/9/9/9/4*4/9/P+8/A+8/4k-4 IA - - 0 20:20 x1 f"


def _moves(client: Any, text: str, ruleset: Any) -> dict[str, dict[str, Any]]:
    r = client.post("/v1/cetkaik/moves", json={"position_text": text, "ruleset": ruleset})
    assert r.status_code == 200, r.get_json()
    return {m["notation"]: m for m in r.get_json()["moves"]}


def test_hard_tam2_hue_horse_moves_two_squares_straight(client: Any) -> None:
    standard = _moves(client, HORSE, "cerke_online_alpha")
    hard = _moves(client, HORSE, {"movement": "hard_tam2"})
    assert "TY片TU" not in standard and "TY片KI" in standard
    assert {"TY片TU", "TY片TAU", "TY片LY", "TY片XY"} <= set(hard) and "TY片KI" not in hard


def test_chained_stepping_cast_changes_probabilities_and_outcomes(client: Any) -> None:
    single = _moves(client, ARCHER, "cerke_online_alpha")["KAU片KAI心KA"]
    chained = _moves(client, ARCHER, {"stepping_cast": "chained"})["KAU片KAI心KA"]
    assert single["stick_distance"] == chained["stick_distance"] == 6
    assert single["stick_probability"]["fraction"] == "0/1"
    assert Fraction(chained["stick_probability"]["fraction"]) > 0
    body = client.post("/v1/cetkaik/apply", json={"position_text": ARCHER, "move": "KAU片KAI心KA",
                                                  "ruleset": {"stepping_cast": "chained"}}).get_json()
    casts = [o["stepping_cast"] for o in body["outcomes"]]
    assert casts == [0, 6, 7, 8, 9, 10] and body["total_probability"]["fraction"] == "1/1"
    excited = body["outcomes"][3]["position_text"]  # bound 8
    finals = _moves(client, excited, {"stepping_cast": "chained"})
    assert "KA" in finals
    r = client.post("/v1/cetkaik/moves", json={"position_text": excited})
    assert r.status_code == 422 and "stepping.ciurl" in r.get_json()["message"]
    r = client.post("/v1/cetkaik/apply", json={"position_text": ARCHER, "move": "KAU片KAI心KA",
                                               "casts": {"stepping": 7}})
    assert r.status_code == 422 and "casts.stepping" in r.get_json()["message"]


def test_hands_take_a_ruleset_and_report_per_piece_values(client: Any) -> None:
    pieces = ["赤将", "赤巫", "赤筆", "黒兵"]
    plain = client.post("/v1/cetkaik/hands", json={"pieces": pieces}).get_json()
    assert plain["ruleset"]["preset"] == "cerke_online_alpha" and plain["per_piece_score"] is None
    assert [(h["name"], h["points"], h["per_piece_value"]) for h in plain["hands"]] == [("同色地心", 9, None)]
    ruleset = {"hand_system": "sanren", "scoring": "per_piece_2x4x"}
    sanren = client.post("/v1/cetkaik/hands", json={"pieces": pieces, "ruleset": ruleset}).get_json()
    assert [(h["name"], h["per_piece_value"]) for h in sanren["hands"]] == [("同色将巫筆", "5.6")]
    assert sanren["per_piece_score"] == "7.2"  # 0.6 + 0.5 + 0.3 + 0.2 + 4 × 1.4
    unused = client.post("/v1/cetkaik/hands", json={"pieces": pieces, "ruleset": {**ruleset,
                                                                                  "scoring": "per_piece_3x5x_unused"}})
    assert unused.get_json()["per_piece_score"] == "7.2"  # 0.2 (pawn, in no hand) + 5 × 1.4


def test_hand_systems_and_duplicate_hands(client: Any) -> None:
    pieces = ["赤王", "黒車", "黒兵", "赤船"]
    body = client.post("/v1/cetkaik/hands", json={"pieces": pieces, "ruleset": "educational"}).get_json()
    assert {h["name"]: h["points"] for h in body["hands"]} == {"王": 5, "車弓兵": 5, "船兵兵": 3}
    twice = client.post("/v1/cetkaik/hands", json={"pieces": ["赤虎", "黒虎", "黒馬", "赤馬"],
                                                   "ruleset": {"count_duplicate_hands": True}}).get_json()
    assert [(h["name"], h["copies"], h["points"]) for h in twice["hands"]] == [("同色獣", 2, 8)]
    r = client.post("/v1/cetkaik/hands", json={"pieces": pieces, "ruleset": {"hand_system": "gushou"}})
    assert r.status_code == 422 and "hand_system" in r.get_json()["message"]


def test_per_piece_ta_xot1_scores_in_tenths(client: Any) -> None:
    position = {"board": {"ZO": {"prof": "Tam2"}}, "hop1zuo1": {"IASide": ["黒虎", "赤馬", "黒船"]},
                "awaiting_declaration": {"hands": ["獣"]}}
    body = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "ta_xot1",
                                                    "first": "ASide",
                                                    "ruleset": {"scoring": "per_piece_2x4x"}}).get_json()
    (o,) = body["outcomes"]
    assert (o["raw_score"], o["score_change"]) == ("3.1", "3.1")
    assert o["position"]["scores"] == {"IASide": "23.1", "ASide": "16.9"}
    again = client.post("/v1/cetkaik/positions/validate", json={"position_text": o["position_text"],
                                                                "ruleset": {"scoring": "per_piece_2x4x"}}).get_json()
    assert again["position"]["scores"] == {"IASide": "23.1", "ASide": "16.9"}
    # tenths of a point are no score under hand scoring
    hands = client.post("/v1/cetkaik/positions/validate", json={"position_text": o["position_text"]})
    assert hands.status_code == 422 and "scores.IASide" in hands.get_json()["message"]


def test_score_cap_off_plays_on(client: Any) -> None:
    position = {"board": {"ZO": {"prof": "Tam2"}}, "hop1zuo1": {"IASide": ["赤王"]},
                "scores": {"IASide": 38, "ASide": 2}, "awaiting_declaration": {"hands": ["王"]}}
    capped = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "ta_xot1"}).get_json()
    assert capped["outcomes"][0]["game_result"] == {"victor": "IASide", "reason": "score_reached_limit"}
    body = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "ta_xot1",
                                                    "first": "IASide", "ruleset": {"score_cap": False}})
    (o,) = body.get_json()["outcomes"]
    assert o["game_result"] is None and o["position"]["scores"] == {"IASide": 40, "ASide": 0}


def test_educational_preset_initial_position_hue_and_twenty_points(client: Any) -> None:
    initial = client.get("/v1/cetkaik/positions/initial?ruleset=educational").get_json()
    assert initial["position"]["scores"] == {"IASide": 10, "ASide": 10}
    assert len(initial["position"]["board"]) == 37  # 49 without 4 horses, 4 tigers, 4 officers
    moves = client.post("/v1/cetkaik/moves", json={"position_text": initial["position_text"],
                                                   "ruleset": "educational"}).get_json()
    assert moves["ruleset"]["victory_points"] == 20 and moves["ruleset"]["fixed_tam_hue"] == "centre"
    assert moves["count"] > 0
    # the standard 40-point position does not fit the 20-point game
    standard = client.get("/v1/cetkaik/positions/initial").get_json()["position_text"]
    r = client.post("/v1/cetkaik/moves", json={"position_text": standard, "ruleset": "educational"})
    assert r.status_code == 422 and "scores" in r.get_json()["message"]
    # a pawn on the (standard) orange square NAI moves as outside hue
    pawn = "4K-4/9/9/9/4*4/9/2P+6/9/9 IA - - 0 10:10 x1 f"
    only = client.post("/v1/cetkaik/moves", json={"position_text": pawn, "ruleset": "educational", "src": "NAI"})
    assert [m["notation"] for m in only.get_json()["moves"]] == ["NAI片NY"]
    position = {"board": {"ZO": {"prof": "Tam2"}}, "hop1zuo1": {"IASide": ["赤王"]},
                "scores": {"IASide": 15, "ASide": 5}, "awaiting_declaration": {"hands": ["王"]}}
    end = client.post("/v1/cetkaik/declare", json={"position": position, "declaration": "ta_xot1",
                                                   "ruleset": "educational"}).get_json()
    (o,) = end["outcomes"]
    assert o["position"]["scores"] == {"IASide": 20, "ASide": 0}
    assert o["game_result"] == {"victor": "IASide", "reason": "score_reached_limit"}


def test_bad_variant_flags_are_422(client: Any) -> None:
    for flags, field in (({"movement": "soft"}, "movement"), ({"victory_points": 30}, "victory_points")):
        r = client.post("/v1/cetkaik/moves", json={"position_text": HORSE, "ruleset": flags})
        assert r.status_code == 422 and field in str(r.get_json()), r.get_json()


def _sided(text: str) -> str:
    """A position text with each piece in its side's colour, as old cetkaik has it (A red: upper case; IA black)."""
    return re.sub(r"([A-Za-z])([+-])", lambda m: (m[1].upper() if m[2] == "-" else m[1].lower()) + m[2], text)


def test_old_cetkaik_preset_through_moves_and_apply(client: Any) -> None:
    initial = client.get("/v1/cetkaik/positions/initial?ruleset=old_cetkaik").get_json()
    assert initial["position_text"].startswith("A-T-C-G-K-G-C-T-A-/9/P-P-P-P-V-P-P-P-P-/")
    moves = _moves(client, initial["position_text"], "old_cetkaik")
    assert len(moves) == 30 and not any("皇" in n for n in moves)
    vessel = {n for n in moves if n.startswith("ZAI")}
    assert "ZAI片CO" in vessel and all(moves[n]["water_entry"] is False for n in vessel)
    # checkers-like capture: the IA chariot on TY jumps the A pawn on NY
    checkers = _sided("4k-4/1T+7/P-1P-6/9/9/2P-C+1P-3/3P-5/3P+5/4K+3* IA - - 0 20:20 x1 f")
    listed = _moves(client, checkers, "old_cetkaik")
    assert listed["TY片LY"]["captured"] == {"color": "Kok1", "prof": "Kauk2"} and "TY片XY" not in listed
    # capturing the king wins at once
    king = _sided("4k-4/4G+4/9/9/*8/9/9/9/4K+4 IA - - 0 20:20 x1 f")
    body = client.post("/v1/cetkaik/apply", json={"position_text": king, "move": "ZE片ZA",
                                                  "ruleset": "old_cetkaik"}).get_json()
    (o,) = body["outcomes"]
    assert o["game_result"] == {"victor": "IASide", "reason": "king_captured"} and o["state"] == "game_over"
    assert o["position"]["hop1zuo1"] == {"IASide": [], "ASide": []}


def test_old_cetkaik_consecutive_stepping_through_moves_and_apply(client: Any) -> None:
    # an IA archer on KO, the A vessel on NO and the IA vessel on TO, an A pawn on TI
    text = _sided("4k-4/9/3P-5/9/A+1v-V+4*/9/9/9/4K+4 IA - - 0 20:20 x1 f")
    listed = _moves(client, text, "old_cetkaik")
    move = listed["KO片NOTOTI"]
    assert move["type"] == "SrcStepsDst"
    assert move["move"] == {"type": "SrcStepsDst", "src": "KO", "steps": ["NO", "TO"], "dest": "TI"}
    assert move["captured"] == {"color": "Kok1", "prof": "Kauk2"}
    for sent in ("KO片NOTOTI", move["move"]):
        r = client.post("/v1/cetkaik/apply", json={"position_text": text, "move": sent, "ruleset": "old_cetkaik"})
        assert r.status_code == 200, r.get_json()
        body = r.get_json()
        assert body["legal"] is True
        (o,) = body["outcomes"]
        assert o["position_text"].startswith(_sided("4k-4/9/3A+5/9/2v-V+4*/")) and o["state"] == "turn_passed"
        assert o["kiaak"] is None  # a game record has no form for a move over several vessels
    standard = client.post("/v1/cetkaik/apply", json={"position_text": text, "move": move["move"]}).get_json()
    assert standard["legal"] is False and "only in old cetkaik" in standard["reason"]
    bad = client.post("/v1/cetkaik/apply", json={"position_text": text, "ruleset": "old_cetkaik",
                                                 "move": {"type": "SrcStepsDst", "src": "KO", "steps": ["NO"],
                                                          "dest": "TI"}})
    assert bad.status_code == 422 and "move.steps" in bad.get_json()["message"]
