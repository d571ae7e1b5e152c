"""Cetkaik positions and legal moves through HTTP."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.cetkaik.conformance_format import position_from_conformance

SHARED = Path(__file__).resolve().parents[2].parent / "shared"


def _initial_text(client: Any, side: str = "IASide") -> str:
    r = client.get(f"/v1/cetkaik/positions/initial?to_play={side}")
    assert r.status_code == 200
    return str(r.get_json()["position_text"])


def test_initial_position_in_both_forms(client: Any) -> None:
    body = client.get("/v1/cetkaik/positions/initial").get_json()
    assert body["position"]["board"]["ZO"] == {"prof": "Tam2"}
    assert body["position"]["board"]["ZIA"] == {"color": "Huok2", "prof": "Io", "side": "IASide"}
    assert body["position"]["to_play"] == "IASide"
    assert len(body["position"]["board"]) == 49
    assert body["position_text"].split()[1] == "IA"


def test_initial_position_has_249_moves_under_both_presets(client: Any) -> None:
    text = _initial_text(client)
    for ruleset in ("cerke_online_alpha", "strict_y1_huap1"):
        r = client.post("/v1/cetkaik/moves", json={"position_text": text, "ruleset": ruleset})
        assert r.status_code == 200
        body = r.get_json()
        assert body["count"] == len(body["moves"]) == 249
        assert body["ruleset"]["preset"] == ruleset
        assert body["excited"] is False


def test_moves_are_annotated(client: Any) -> None:
    text = _initial_text(client)
    listed = client.post("/v1/cetkaik/moves", json={"position_text": text}).get_json()["moves"]
    moves = {m["notation"]: m for m in listed}
    assert moves["KAI片KY"]["success_probability"] == {"fraction": "1/1", "float": 1.0}
    ranged = [m for m in moves.values() if m["type"] == "InfAfterStep"]
    assert len([m for m in ranged if not m["steps_on_tam2"]]) == 36  # spec §4 check value
    assert all(m["stick_probability"] is not None and m["stick_distance"] >= 1 for m in ranged)
    entering_water = [m for m in moves.values() if m["water_entry"]]
    assert entering_water and all(m["success_probability"]["float"] <= 0.5 for m in entering_water)
    kut2tam2 = [m for m in moves.values() if m["steps_on_tam2"]]
    assert len(kut2tam2) == 9


def test_source_filter_and_json_position(client: Any) -> None:
    position = client.get("/v1/cetkaik/positions/initial").get_json()["position"]
    body = client.post("/v1/cetkaik/moves", json={"position": position, "src": "ZO"}).get_json()
    assert body["count"] == 126  # the tam2 moves (spec §4 check value)
    # Nothing stands next to tam2 at the start, so it can only step over a piece in the latter half.
    assert {m["type"] for m in body["moves"]} == {"TamNoStep", "TamStepsDuringLatter"}


def test_equivalent_positions_share_a_cache_entry(client: Any) -> None:
    text = _initial_text(client)
    position = client.get("/v1/cetkaik/positions/initial").get_json()["position"]
    assert client.post("/v1/cetkaik/moves", json={"position_text": text}).headers["X-Cache"] == "miss"
    assert client.post("/v1/cetkaik/moves", json={"position": position}).headers["X-Cache"] == "hit"


def test_cjk_aliases_are_accepted(client: Any) -> None:
    board = {"ZO": {"prof": "皇"}, "ZIA": {"color": "黒", "prof": "王", "side": "IA"},
             "ZA": {"color": "赤", "prof": "王", "side": "A"}}
    r = client.post("/v1/cetkaik/positions/validate",
                    json={"position": {"board": board, "hop1zuo1": {"IA": ["黒兵"], "A": []}}})
    assert r.status_code == 200
    body = r.get_json()
    assert body["valid"] is True
    assert body["position"]["board"]["ZIA"] == {"color": "Huok2", "prof": "Io", "side": "IASide"}
    assert body["position"]["hop1zuo1"]["IASide"] == [{"color": "Huok2", "prof": "Kauk2"}]


@pytest.mark.parametrize(
    ("board_extra", "hop", "needle"),
    [
        ({"ZE": {"color": "Huok2", "prof": "Io", "side": "IASide"}}, [], "Io"),
        ({}, ["黒兵"] * 9, "Kauk2"),
    ],
)
def test_impossible_positions_are_422_naming_the_problem(client: Any, board_extra: dict[str, Any], hop: list[str],
                                                         needle: str) -> None:
    board = {"ZO": {"prof": "Tam2"}, "ZIA": {"color": "Huok2", "prof": "Io", "side": "IASide"}, **board_extra}
    r = client.post("/v1/cetkaik/positions/validate", json={"position": {"board": board, "hop1zuo1": {"IASide": hop}}})
    assert r.status_code == 422
    body = r.get_json()
    assert needle in body["message"] and "too many" in body["message"]
    assert body["message"].startswith("'position.")


def test_bad_square_and_bad_text_are_named(client: Any) -> None:
    r = client.post("/v1/cetkaik/moves", json={"position": {"board": {"QQ": {"prof": "Tam2"}}}})
    assert r.status_code == 422 and "board" in r.get_json()["message"]
    r = client.post("/v1/cetkaik/moves", json={"position_text": "nonsense"})
    assert r.status_code == 422 and r.get_json()["message"].startswith("'position_text")
    r = client.post("/v1/cetkaik/moves", json={})
    assert r.status_code == 422 and "exactly one" in r.get_json()["message"]


def test_unknown_ruleset_flag_is_named(client: Any) -> None:
    text = _initial_text(client)
    r = client.post("/v1/cetkaik/moves", json={"position_text": text, "ruleset": {"no_such_flag": True}})
    assert r.status_code == 422 and "no_such_flag" in r.get_json()["message"]
    r = client.post("/v1/cetkaik/moves", json={"position_text": text, "ruleset": {"tam_mun_mok": {"penalty": 5}}})
    assert r.status_code == 422 and "tam_mun_mok.penalty" in r.get_json()["message"]


def test_convert_cerke_online_move(client: Any) -> None:
    tam = {"type": "TamMove", "stepStyle": "StepsDuringLatter", "src": ["O", "Z"], "step": ["AI", "Z"],
           "firstDest": ["Y", "Z"], "secondDest": ["AU", "Z"]}
    r = client.post("/v1/cetkaik/compat/cerke-online/move", json={"move": tam})
    assert r.status_code == 200 and r.get_json()["notation"] == "ZO皇[ZY]ZAIZAU"
    drop = {"type": "NonTamMove", "data": {"type": "FromHand", "color": 1, "prof": 2, "dest": ["Y", "C"]}}
    assert client.post("/v1/cetkaik/compat/cerke-online/move", json={"move": drop}).get_json()["notation"] == "黒弓CY"
    bad = {"type": "NonTamMove", "data": {"type": "SrcDst", "src": ["AI", "Q"], "dest": ["Y", "C"]}}
    r = client.post("/v1/cetkaik/compat/cerke-online/move", json={"move": bad})
    assert r.status_code == 422 and "src" in r.get_json()["message"]


def test_a_sample_of_conformance_positions_through_the_api(client: Any) -> None:
    path = SHARED / "conformance" / "cetkaik" / "moves-strict.jsonl.gz"
    with gzip.open(path, "rt", encoding="utf-8") as f:
        records = [json.loads(line) for _, line in zip(range(60), f, strict=False)]
    for record in records[::6]:
        position, ruleset = position_from_conformance(record)
        r = client.post("/v1/cetkaik/moves", json={"position": position.to_json(), "ruleset": ruleset.preset})
        assert r.status_code == 200
        assert sorted(m["notation"] for m in r.get_json()["moves"]) == sorted(record["candidates"])
