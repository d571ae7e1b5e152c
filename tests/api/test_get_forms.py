"""GET forms of the look-ups: the same answer as the POST operation, parameters named as its body, clear 422s."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

import marshmallow as ma
import pytest

from adjudicator.web.api import GET_FORMS, split_items
from adjudicator.web.endpoints.lookups import mangled_text_form

RECORD = (Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")


def _text(client: Any) -> str:
    return str(client.get("/v1/cetkaik/positions/initial").get_json()["position_text"])


def _mid_game(client: Any) -> str:
    """A position seven moves into a recorded game (pieces captured and held)."""
    replay = client.post("/v1/cetkaik/records/replay", json={"record": RECORD, "ply": 7})
    return str(replay.get_json()["positions"][-1]["position_text"])


@pytest.mark.parametrize("extra", [{}, {"src": "LAU"}, {"view": "notations"}, {"ruleset": "strict_y1_huap1"},
                                   {"src": "ZO", "ruleset": "cerke_online_alpha", "view": "full"}])
def test_get_moves_equals_post_moves(client: Any, extra: dict[str, str]) -> None:
    for text in (_text(client), _mid_game(client)):
        posted = client.post("/v1/cetkaik/moves", json={"position_text": text, **extra})
        got = client.get("/v1/cetkaik/moves?" + urlencode({"position_text": text, **extra}))
        assert got.status_code == posted.status_code == 200
        assert got.get_json() == posted.get_json()
        assert got.headers["ETag"]


def test_the_get_and_post_forms_share_one_cache_entry(client: Any) -> None:
    text = _text(client)
    assert client.post("/v1/cetkaik/moves", json={"position_text": text, "src": "LAU"}).headers["X-Cache"] == "miss"
    got = client.get("/v1/cetkaik/moves?" + urlencode({"src": "LAU", "position_text": text}))
    assert got.headers["X-Cache"] == "hit"


def test_an_unencoded_plus_is_explained(client: Any) -> None:
    text = _text(client)
    answer = client.get("/v1/cetkaik/moves?position_text=" + text.replace(" ", "%20"))  # '+' left bare
    assert answer.status_code == 422
    body = answer.get_json()
    assert "%2B" in body["message"] and "'+' means a space" in body["message"]
    assert list(body["errors"]["query"]) == ["position_text"]
    assert body["message"].startswith("query parameter 'position_text'")


def test_a_damaged_text_form_without_plus_signs_is_a_plain_422(client: Any) -> None:
    answer = client.get("/v1/cetkaik/moves?" + urlencode({"position_text": "not a position"}))
    assert answer.status_code == 422 and "%2B" not in answer.get_json()["message"]
    assert "position_text" in json.dumps(answer.get_json()["errors"]["query"])


def test_the_old_parameter_name_is_pointed_out(client: Any) -> None:
    answer = client.get("/v1/cetkaik/moves?position=" + quote(_text(client), safe=""))
    assert answer.status_code == 422
    assert "position_text" in answer.get_json()["message"]
    assert list(answer.get_json()["errors"]["query"]) == ["position"]


@pytest.mark.parametrize(("query", "field"), [
    ({"src": "LAU"}, "position_text"),  # missing
    ({"src": "QQ"}, "src"),
    ({"ruleset": "nonsense"}, "ruleset"),
    ({"view": "everything"}, "view"),
    ({"unheard_of": "1"}, "unheard_of"),
])
def test_bad_queries_name_the_parameter(client: Any, query: dict[str, str], field: str) -> None:
    query = {"position_text": _text(client), **query} if field != "position_text" else query
    answer = client.get("/v1/cetkaik/moves?" + urlencode(query))
    assert answer.status_code == 422
    assert field in answer.get_json()["errors"]["query"]
    assert answer.get_json()["message"].startswith(f"query parameter '{field}'")


#: sample queries of every GET form, each with the POST body it stands for
SAMPLES: dict[str, list[tuple[list[tuple[str, str]], dict[str, Any]]]] = {
    "get_cetkaik_hands": [
        ([("pieces", "赤兵,赤兵,黒王")], {"pieces": ["赤兵", "赤兵", "黒王"]}),
        ([("pieces", "赤兵"), ("pieces", "赤兵"), ("pieces", "黒王"), ("previous", "赤兵")],
         {"pieces": ["赤兵", "赤兵", "黒王"], "previous": ["赤兵"]}),
        ([("pieces", "黒虎, 黒王"), ("ruleset", "strict_y1_huap1")], {"pieces": ["黒虎", "黒王"],
                                                                   "ruleset": "strict_y1_huap1"}),
    ],
    "get_lauzait_cep_departments": [
        ([("pieces", "W1,W2,W3,W3,W3,J,G3,G4,G5")], {"pieces": ["W1", "W2", "W3", "W3", "W3", "J", "G3", "G4", "G5"]}),
        ([("pieces", "G3,G4,G5"), ("players", "3"), ("ruleset", "english")],
         {"pieces": ["G3", "G4", "G5"], "players": 3, "ruleset": "english"}),
    ],
}


@pytest.mark.parametrize(("operation_id", "query", "body"),
                         [(op, q, b) for op, samples in SAMPLES.items() for q, b in samples])
def test_each_query_stands_for_its_post_body(client: Any, operation_id: str, query: list[tuple[str, str]],
                                            body: dict[str, Any]) -> None:
    form = GET_FORMS[operation_id]
    schema = form.query()
    raw: dict[str, Any] = {}
    for key, value in query:  # as webargs reads a query: a list field takes every value of its parameter
        if isinstance(schema.fields[key], ma.fields.List):
            raw.setdefault(key, []).append(value)
        else:
            raw[key] = value
    assert form.to_body(schema.load(raw)) == body
    posted = client.post(form.url, json=body)
    assert posted.status_code == 200, posted.get_json()
    got = client.get(form.url + "?" + urlencode(query))
    assert got.status_code == 200 and got.get_json() == posted.get_json()


def test_list_items() -> None:
    assert split_items(["a,b", "c", " d , ,e"]) == ["a", "b", "c", "d", "e"]
    assert split_items(None) is None


def test_the_forms_are_documented_with_the_post_answer_schema(client: Any) -> None:
    document = client.get("/openapi.json").get_json()
    for form in GET_FORMS.values():
        get = document["paths"][form.url]["get"]
        post = document["paths"][form.url]["post"]
        post_schema = post["responses"]["200"]["content"]["application/json"]["schema"]
        assert get["operationId"] == form.operation_id and get["tags"] == post["tags"]
        assert get["responses"]["200"]["content"]["application/json"]["schema"] == post_schema  # examples: their own
        names = {p["name"] for p in get["parameters"]}
        body = document["paths"][form.url]["post"]["requestBody"]["content"]["application/json"]["schema"]
        ref = body["$ref"].rsplit("/", 1)[-1]
        assert names <= set(document["components"]["schemas"][ref]["properties"])  # named as in the POST body


def test_mangled_text_form_detection() -> None:
    good = "o-h-c-g-K-G-C-H-O-/9/9/9/4*4/9/9/9/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f"
    assert mangled_text_form(good) is None
    assert mangled_text_form(good.replace("+", " ")) is not None
    assert mangled_text_form("a b c") is None
