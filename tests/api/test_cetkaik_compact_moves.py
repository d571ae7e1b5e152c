"""The compact form of the Cetkaik legal-move list (``form: compact``): over positions of the conformance corpus, the
compact answer decodes (:func:`expand_compact_moves`) to exactly the full answer, and weighs at most a quarter of it
in mid-game."""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from flask.testing import FlaskClient

from adjudicator.games.cetkaik.conformance_format import position_from_conformance
from adjudicator.web.endpoints.cetkaik.common import expand_compact_moves
from adjudicator_sdk.compact import expand_moves

CONFORMANCE = Path(__file__).resolve().parents[2].parent / "shared" / "conformance" / "cetkaik"
FILES = [
    "moves-alpha.jsonl.gz", "moves-alpha-long.jsonl.gz", "moves-strict.jsonl.gz", "moves-alpha-full.jsonl.gz",
    "moves-strict-penalty.jsonl.gz", "moves-alpha-penalty.jsonl.gz",
]
#: Positions drawn from each file, evenly spaced over it (about 200 in all).
PER_FILE = 34


@cache
def sample(name: str) -> tuple[dict[str, Any], ...]:
    """Every record of a file at an even step (``PER_FILE`` of them), with the body that asks for its moves."""
    with gzip.open(CONFORMANCE / name, "rt", encoding="utf-8") as f:
        lines = f.readlines()
    step = max(1, len(lines) // PER_FILE)
    picked = []
    for line in lines[::step][:PER_FILE]:
        record = json.loads(line)
        position, ruleset = position_from_conformance(record)
        body = {"position_text": position.to_text(), "ruleset": ruleset.to_json()}
        picked.append({"body": body, "ply": record["ply"], "excited": position.stepping is not None})
    return tuple(picked)


@pytest.fixture
def plain(app: Any) -> FlaskClient:
    """A test client that does not check answers against the document: the full answers of mid-game positions are
    ~100 KB, and checking them is the business of test_cetkaik_moves_api (the compact ones are checked here)."""
    return FlaskClient(app, app.response_class)


@pytest.mark.parametrize("name", FILES)
def test_compact_answer_decodes_to_the_full_answer(client: Any, plain: FlaskClient, name: str) -> None:
    cases = sample(name)
    assert cases
    full_bytes = compact_bytes = 0
    for case in cases:
        full = plain.post("/v1/cetkaik/moves", json=case["body"])
        compact = client.post("/v1/cetkaik/moves", json={**case["body"], "form": "compact"})
        assert full.status_code == compact.status_code == 200
        decoded = expand_compact_moves(compact.get_json())
        assert decoded == full.get_json()
        # byte for byte too: the decoded answer has the full form's keys in its order
        assert json.dumps(decoded, ensure_ascii=False, separators=(",", ":")).encode() == full.data
        # and the Python SDK, which reads the notations without the service's library, decodes it the same
        on_client = expand_moves(compact.get_json())
        assert json.dumps(on_client, ensure_ascii=False, separators=(",", ":")).encode() == full.data
        assert "moves" not in compact.get_json() and "compact_moves" not in full.get_json()
        if case["ply"] >= 30 and not case["excited"]:  # mid-game: at most a quarter of the bytes
            assert len(compact.data) * 4 <= len(full.data), case["body"]["position_text"]
            full_bytes, compact_bytes = full_bytes + len(full.data), compact_bytes + len(compact.data)
    assert compact_bytes * 4 <= full_bytes


def test_the_sample_covers_excited_and_mid_game_positions() -> None:
    cases = [case for name in FILES for case in sample(name)]
    assert 190 <= len(cases) <= 210
    assert sum(case["excited"] for case in cases) >= 20
    assert sum(case["ply"] >= 30 and not case["excited"] for case in cases) >= 50


def test_each_distinct_annotation_is_given_once(client: Any) -> None:
    case = next(c for c in sample("moves-alpha-long.jsonl.gz") if c["ply"] >= 30 and not c["excited"])
    table = client.post("/v1/cetkaik/moves", json={**case["body"], "form": "compact"}).get_json()["compact_moves"]
    annotations = [json.dumps(a, sort_keys=True) for a in table["annotations"]]
    assert len(set(annotations)) == len(annotations) < len(table["notations"])
    assert sorted(set(table["annotation_indices"])) == list(range(len(annotations)))


def test_source_filter_applies_to_the_compact_form(client: Any) -> None:
    body = sample("moves-alpha.jsonl.gz")[0]["body"]
    full = client.post("/v1/cetkaik/moves", json={**body, "src": "ZO"}).get_json()
    compact = client.post("/v1/cetkaik/moves", json={**body, "src": "ZO", "form": "compact"}).get_json()
    assert full["count"] == compact["count"] == len(compact["compact_moves"]["notations"]) > 0
    assert expand_compact_moves(compact) == full


def test_get_form_takes_the_form_parameter(client: Any) -> None:
    text = sample("moves-alpha.jsonl.gz")[0]["body"]["position_text"]
    post = client.post("/v1/cetkaik/moves", json={"position_text": text, "form": "compact"})
    got = client.get("/v1/cetkaik/moves?" + urlencode({"position_text": text, "form": "compact"}))
    assert got.status_code == 200 and got.get_json() == post.get_json()


def test_full_is_the_default_form(client: Any) -> None:
    body = sample("moves-alpha.jsonl.gz")[0]["body"]
    assert client.post("/v1/cetkaik/moves", json=body).data == \
        client.post("/v1/cetkaik/moves", json={**body, "form": "full"}).data


@pytest.mark.parametrize(("extra", "words"), [
    ({"form": "tiny"}, "must be one of: full, compact"),
    ({"form": "compact", "view": "notations"}, "send one or the other"),
])
def test_bad_form_is_a_422_naming_form(client: Any, extra: dict[str, str], words: str) -> None:
    body = sample("moves-alpha.jsonl.gz")[0]["body"]
    r = client.post("/v1/cetkaik/moves", json={**body, **extra})
    assert r.status_code == 422
    assert words in r.get_json()["errors"]["json"]["form"][0]


def test_decoding_leaves_other_answers_alone() -> None:
    answer = {"notations": ["KA片KE"], "count": 1}
    assert expand_compact_moves(answer) is answer
