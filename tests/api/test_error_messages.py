"""Error answers name the field as the request writes it and say what was found (issue 15's list)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.settings import Settings


@pytest.fixture(scope="module")
def client() -> Any:
    return create_app(Settings()).test_client()


def test_an_entry_of_an_object_keyed_by_player_is_named_by_its_key(client: Any) -> None:
    body = {"public_counts": {"甲": "x"}, "winner": "甲", "dealer": "甲"}
    answer = client.post("/v1/paper-cetkaik/mokkaik/settle", json=body).get_json()
    assert answer["errors"]["json"] == {"public_counts.甲": ["must be a whole number"]}  # not public_counts.甲.value


def test_a_bad_key_is_said_to_be_the_key(client: Any) -> None:
    body = {"public_counts": {"": 3}, "winner": "甲", "dealer": "甲"}
    (messages,) = client.post("/v1/paper-cetkaik/mokkaik/settle", json=body).get_json()["errors"]["json"].values()
    assert messages[0].startswith("(the key) ")


def test_a_missing_tam2_is_found_on_none(client: Any) -> None:
    answer = client.post("/v1/cetkaik/positions/validate", json={"position": {"board": {}}})
    assert answer.status_code == 422
    assert answer.get_json()["message"] == ("'position.board': the tam2 (皇) must stand on exactly one square, "
                                            "found on none")


@pytest.mark.parametrize("body", ["[]", "null", '"text"', "3"])
def test_a_body_that_is_not_an_object_is_told_so(client: Any, body: str) -> None:
    answer = client.post("/v1/cetkaik/moves", data=body, content_type="application/json")
    assert answer.status_code == 422 and answer.get_json()["message"] == "the request body must be a JSON object"
