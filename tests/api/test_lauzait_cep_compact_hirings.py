"""The compact form of the Lauzait Cep! Hiring list (``form: compact``): over dealt positions of 2, 3 and 4 players,
with and without the outcomes' positions, the compact answer decodes (:func:`expand_compact_hirings`) to exactly
the full answer, byte for byte, and weighs at most a quarter of it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient

from adjudicator.web.endpoints import lauzait_cep as lauzait_cep_endpoints
from adjudicator.web.endpoints.lauzait_cep import expand_compact_hirings

SEEDS = range(9)


@pytest.fixture
def plain(app: Any) -> FlaskClient:
    """A test client that does not check answers against the document: the full answers are up to ~300 KB, and
    checking them is the business of test_lauzait_cep_api (the compact ones are checked here)."""
    return FlaskClient(app, app.response_class)


def dealt(client: Any, seed: int) -> dict[str, Any]:
    """The position a seeded deal of 2, 3 or 4 players starts from."""
    answer = client.post("/v1/lauzait-cep/deal", json={"seed": seed, "players": 2 + seed % 3})
    assert answer.status_code == 200
    position: dict[str, Any] = answer.get_json()["position"]
    return position


def both(client: Any, plain: FlaskClient, body: dict[str, Any]) -> tuple[Any, Any]:
    full = plain.post("/v1/lauzait-cep/hiring", json=body)
    compact = client.post("/v1/lauzait-cep/hiring", json={**body, "form": "compact"})
    assert full.status_code == compact.status_code == 200
    return full, compact


def decodes_exactly(full: Any, compact: Any) -> None:
    decoded = expand_compact_hirings(compact.get_json())
    assert decoded == full.get_json()
    # byte for byte too: the decoded answer has the full form's keys in its order
    assert json.dumps(decoded, ensure_ascii=False, separators=(",", ":")).encode() == full.data
    assert "options" not in compact.get_json() and "compact_options" not in full.get_json()


@pytest.mark.parametrize("include_positions", [True, False])
def test_compact_answer_decodes_to_the_full_answer(client: Any, plain: FlaskClient, include_positions: bool) -> None:
    full_bytes = compact_bytes = 0
    for seed in SEEDS:
        full, compact = both(client, plain, {"position": dealt(client, seed), "include_positions": include_positions})
        decodes_exactly(full, compact)
        assert full.get_json()["positions_included"] is include_positions
        assert full.get_json()["outcome_count"] >= 100
        assert len(compact.data) * 4 <= len(full.data), seed
        full_bytes, compact_bytes = full_bytes + len(full.data), compact_bytes + len(compact.data)
    assert compact_bytes * (20 if include_positions else 4) <= full_bytes


def test_positions_left_out_of_a_large_listing_stay_out(client: Any, plain: FlaskClient,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lauzait_cep_endpoints, "MAX_LISTED_POSITIONS", 50)
    full, compact = both(client, plain, {"position": dealt(client, 1)})
    assert compact.get_json()["positions_included"] is False
    decodes_exactly(full, compact)


def test_refused_discards_and_the_example_position(client: Any, plain: FlaskClient) -> None:
    body = {"position": lauzait_cep_endpoints.EXAMPLE_POSITION}
    full, compact = both(client, plain, body)
    decodes_exactly(full, compact)
    table = compact.get_json()["compact_options"]
    assert table["discards"] == ["G0", "G1", "G2", "G3", "G6"]
    assert [r is None for r in table["reasons"]] == [False, False, False, False, True]
    assert table["move_counts"][:4] == [0, 0, 0, 0] and sum(table["move_counts"]) == len(table["origins"]) > 0


def test_each_kind_of_move_is_given_once(client: Any) -> None:
    table = client.post("/v1/lauzait-cep/hiring", json={"position": dealt(client, 0), "form": "compact"}
                        ).get_json()["compact_options"]
    kinds = [json.dumps(k, sort_keys=True) for k in table["kinds"]]
    assert len(set(kinds)) == len(kinds) < len(table["origins"])
    assert sorted(set(table["kind_indices"])) == list(range(len(kinds)))
    assert {k["water"] for k in table["kinds"]} == {True, False}


def test_full_is_the_default_form(client: Any) -> None:
    body = {"position": dealt(client, 2), "include_positions": False}
    assert client.post("/v1/lauzait-cep/hiring", json=body).data == \
        client.post("/v1/lauzait-cep/hiring", json={**body, "form": "full"}).data


def test_bad_form_is_a_422_naming_form(client: Any) -> None:
    r = client.post("/v1/lauzait-cep/hiring", json={"position": dealt(client, 0), "form": "tiny"})
    assert r.status_code == 422
    assert "must be one of: full, compact" in r.get_json()["errors"]["json"]["form"][0]


def test_decoding_leaves_other_answers_alone() -> None:
    answer: dict[str, Any] = {"options": [], "legal_discards": []}
    assert expand_compact_hirings(answer) is answer


def test_decoding_refuses_counts_that_do_not_add_up(client: Any) -> None:
    answer = client.post("/v1/lauzait-cep/hiring", json={"position": dealt(client, 0), "form": "compact"}).get_json()
    for change in (1, -1):
        table = answer["compact_options"]
        broken = {**answer, "compact_options": {**table, "move_counts": [table["move_counts"][0] + change,
                                                                         *table["move_counts"][1:]]}}
        with pytest.raises(ValueError, match="move_counts"):
            expand_compact_hirings(broken)
