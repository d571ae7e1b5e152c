"""Kiaak records over HTTP: a game-ending ta xot1 appended by extend_kiaak, and parenthesised CKKA declarations."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

#: A complete cerke_online record: the A side's ta xot1 (王 x4 = 20) ends the game by the score limit in spring,
#: the first of the four seasons of cerke_online_alpha.
RECORD = (Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")
BEFORE_THE_END = RECORD[: RECORD.rindex("\n\n或為")] + "\n"


def _extend(client: Any, **body: Any) -> Any:
    return client.post("/v1/cetkaik/records/extend", json={"record": BEFORE_THE_END, "play": "ta_xot1", **body})


def test_a_game_ending_ta_xot1_is_appended_without_a_first_mover(client: Any) -> None:
    response = _extend(client)
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body["legal"] is True and body["state"] == "game_over" and body["header"] is None
    assert body["record"] + "\n" == RECORD
    assert body["added"] == "\n或為王而手二十\n終季\t春終\n\n\n星一周"
    assert body["position"]["season"] == 0 and body["ruleset"]["seasons"] == 4
    assert body["position"]["game_over"] == {"victor": "ASide", "reason": "score_reached_limit"}
    assert body["declaration"]["score_change"] == 20
    assert body["declaration"]["game_result"] == {"victor": "ASide", "reason": "score_reached_limit"}


@pytest.mark.parametrize("moot", [{"first": "IASide"}, {"first": "ASide"},
                                  {"first_mover_casts": [{"IASide": 2, "ASide": 3}]}, {"seed": 4}])
def test_a_first_mover_sent_with_a_game_ending_ta_xot1_is_ignored(client: Any, moot: dict[str, Any]) -> None:
    without = _extend(client).get_json()
    response = _extend(client, **moot)
    assert response.status_code == 200 and response.get_json() == without


def test_a_ta_xot1_that_starts_a_season_still_asks_for_its_first_mover(client: Any) -> None:
    # with 30:10 at the start, the A side's 20 points leave IA at 10: the summer starts
    record = "[SY]三十 [ぶちょー]十\n" + BEFORE_THE_END.split("\n", 3)[3]
    asked = client.post("/v1/cetkaik/records/extend", json={"record": record, "play": "ta_xot1"})
    assert asked.status_code == 422
    assert "'first': who moves first in season 2?" in asked.get_json()["message"]
    started = client.post("/v1/cetkaik/records/extend",
                          json={"record": record, "play": "ta_xot1", "first": "IASide"}).get_json()
    assert started["legal"] is True and started["state"] == "turn_passed"
    assert started["position"]["season"] == 1 and started["position"]["to_play"] == "IASide"
    assert started["header"] == "{一位色:黒黒}" and started["record"].startswith("{一位色:黒黒}\n[SY]三十")


# --- parenthesised CKKA declarations: [SY]為(王)再行, [SY]為(王)終季 手二十 -----------------------------------------


def parenthesised(record: str) -> str:
    def rewrite(m: re.Match[str]) -> str:
        hands = "".join(f"({h})" for h in m.group(1).split("加"))
        return f"或為{hands}再行" if m.group(3) == "再行" else f"或為{hands}終季 手{m.group(2)}"

    return re.sub(r"或為([^\n]+?)(?:而手([^\n]+))?\n(再行|終季\t\S+終)", rewrite, record)


def test_parenthesised_declarations_are_read_and_checked(client: Any) -> None:
    text = parenthesised(RECORD)
    assert "或為(馬弓兵)(王)再行" in text and "或為(王)終季 手二十" in text
    original = client.post("/v1/cetkaik/records/replay", json={"record": RECORD}).get_json()
    replay = client.post("/v1/cetkaik/records/replay", json={"record": text}).get_json()
    assert replay["valid"] is True and replay["problem"] is None
    assert [p["position_text"] for p in replay["positions"]] == [p["position_text"] for p in original["positions"]]
    assert replay["game_result"] == {"victor": "ASide", "reason": "score_reached_limit"}

    line = text.split("\n").index("或為(馬弓兵)(王)再行") + 1
    wrong = text.replace("或為(馬弓兵)(王)再行", "或為(馬弓兵)(獣)再行")
    verdict = client.post("/v1/cetkaik/records/replay", json={"record": wrong}).get_json()
    assert verdict["valid"] is False
    assert verdict["problem"] == {"line": line, "column": 1,
                                  "reason": "declares (馬弓兵)(獣) but the hands are (馬弓兵)(王)"}
    refused = client.post("/v1/cetkaik/records/extend",
                          json={"record": wrong.split("星一周")[0], "play": {"move": "LAI片LY"}})
    assert refused.status_code == 422
    assert refused.get_json()["message"] == (f"'record': line {line}, column 1: declares (馬弓兵)(獣) but the hands "
                                             "are (馬弓兵)(王)")
    unknown = client.post("/v1/cetkaik/records/replay", json={"record": text.replace("(馬弓兵)", "(猫)")})
    assert unknown.status_code == 422 and f"line {line}, column 4" in unknown.get_json()["message"]
    assert "expected a hand name" in unknown.get_json()["message"]


def test_the_names_renamed_in_0_3_are_refused_with_their_new_name(client: Any) -> None:
    """Who moves first is ``first`` (was ``first_mover``); whose turn it is, ``to_play`` (was ``whose_turn``)."""
    old = client.post("/v1/cetkaik/records/extend", json={"record": "", "play": {"move": "LAI片LY"},
                                                          "first_mover": "IASide"})
    assert old.status_code == 422
    assert old.get_json()["errors"]["json"]["first_mover"] == ["is not a field of this request: it was renamed first"
                                                              " in 0.3"]
    started = client.get("/v1/cetkaik/positions/initial?to_play=ASide").get_json()["position"]
    assert started["to_play"] == "ASide" and "whose_turn" not in started
    query = client.get("/v1/cetkaik/positions/initial?whose_turn=ASide")
    assert query.status_code == 422 and "renamed to_play in 0.3" in query.get_json()["message"]
