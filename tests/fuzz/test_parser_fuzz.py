"""Fuzzing the Cetkaik parsers: whatever they are given, they either parse it or raise their own ValueError
subclass (PositionError, MoveError, KiaakSyntaxError), never anything else; and over HTTP the answer is always a
200 or a 422 that says what is wrong, never a 500."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from adjudicator.games.cetkaik import kiaak, moves
from adjudicator.games.cetkaik.kiaak import KiaakSyntaxError
from adjudicator.games.cetkaik.moves import MoveError
from adjudicator.games.cetkaik.position import Position, PositionError
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA
from adjudicator.web import create_app
from adjudicator.web.settings import Settings

from .strategies import (
    RECORD,
    json_values,
    move_objects,
    move_texts,
    position_objects,
    position_objects_mutated,
    position_texts,
    position_texts_mutated,
    record_texts,
    records_mutated,
)

LIBRARY = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
HTTP = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

any_text = st.text(max_size=200)


# --- the rules library ---------------------------------------------------------------------------------------------


INITIAL_TEXT = Position.initial().to_text()


def _initial_with(index: int, value: str) -> str:
    fields = INITIAL_TEXT.split()
    fields[index:index + 1] = [value]
    return " ".join(fields)


@LIBRARY
@given(st.one_of(any_text, position_texts, position_texts_mutated()))
# Numbers that str.isdigit() accepts but int() does not, or that int() refuses for their length.
@example(_initial_with(4, "²"))
@example(_initial_with(4, "9" * 5000))
@example(_initial_with(6, "x²"))
@example(INITIAL_TEXT + " ZO,ZI,ZU,²")
def test_position_from_text_raises_only_position_error(text: str) -> None:
    """Position.from_text parses or raises PositionError; what it parses survives to_text() unchanged."""
    try:
        position = Position.from_text(text)
    except PositionError as exc:
        assert exc.field and str(exc)  # "text.<part>" for syntax, the board square etc. for an impossible position
        return
    assert Position.from_text(position.to_text()) == position  # what parses is canonical once written back


@LIBRARY
@given(st.one_of(position_objects, position_objects_mutated(), json_values))
@example({**Position.initial().to_json(), "scores": {"IASide": "--20"}})  # a double sign that Fraction() refuses
def test_position_from_json_raises_only_position_error(data: Any) -> None:
    """Position.from_json parses or raises PositionError; what it parses survives to_json() unchanged."""
    try:
        position = Position.from_json(data)
    except PositionError as exc:
        assert isinstance(exc.field, str) and str(exc)
        return
    assert Position.from_json(position.to_json()) == position


@LIBRARY
@given(st.one_of(any_text, move_texts))
def test_move_notation_raises_only_move_error(text: str) -> None:
    """moves.parse_notation parses a "片" move or raises MoveError; the notation it writes back parses to it."""
    try:
        move = moves.parse_notation(text)
    except MoveError as exc:
        assert exc.field.startswith("move") and str(exc)
        return
    assert moves.parse_notation(moves.to_notation(move)) == move


@LIBRARY
@given(st.one_of(move_objects, move_texts, json_values))
def test_move_json_raises_only_move_error(data: Any) -> None:
    """moves.from_json parses a move object or string or raises MoveError; to_json() round-trips."""
    try:
        move = moves.from_json(data)
    except MoveError as exc:
        assert exc.field.startswith("move") and str(exc)
        return
    assert moves.from_json(moves.to_json(move)) == move


@LIBRARY
@given(st.one_of(any_text, record_texts, records_mutated()))
def test_kiaak_parse_raises_only_syntax_errors(text: str) -> None:
    """kiaak.parse_record parses or raises KiaakSyntaxError with a 1-based line and column."""
    try:
        kiaak.parse_record(text)
    except KiaakSyntaxError as exc:
        assert exc.line >= 1 and exc.column >= 1 and str(exc)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(record_texts, records_mutated()))
def test_kiaak_replay_raises_only_syntax_errors(text: str) -> None:
    """A readable record is always replayed to a verdict (valid, or the line and column of its first problem)."""
    try:
        replay = kiaak.replay_record(text, CERKE_ONLINE_ALPHA)
    except KiaakSyntaxError as exc:
        assert exc.line >= 1 and exc.column >= 1
        return
    if not replay.valid:
        assert replay.problem is not None and replay.problem.line >= 1 and replay.problem.reason


def test_the_sample_record_itself_replays() -> None:
    """The record the mutations start from is valid, so mutating it explores the replay, not just the parser."""
    assert kiaak.replay_record(RECORD, CERKE_ONLINE_ALPHA).valid


# --- over HTTP -----------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def client() -> Any:
    """Flask's test client on an app with the in-process cache, its access log quiet."""
    logging.getLogger("adjudicator.access").setLevel(logging.WARNING)
    return create_app(Settings(redis_url=None, log_level="WARNING")).test_client()


def post(client: Any, path: str, body: Any) -> Any:
    """POST ``body`` as JSON and check the answer is a 200 or a 422 naming what is wrong."""
    response = client.post(path, data=json.dumps(body, ensure_ascii=False),
                           headers={"Content-Type": "application/json"})
    assert response.status_code in (200, 422), (path, body, response.status_code, response.data[:300])
    if response.status_code == 422:
        error = response.get_json()
        assert error["code"] == 422 and error["message"], error
    return response


position_fields = st.one_of(
    st.fixed_dictionaries({"position": st.one_of(position_objects, position_objects_mutated(), json_values)}),
    st.fixed_dictionaries({"position_text": st.one_of(position_texts, position_texts_mutated(), any_text,
                                                      json_values)}),
    st.dictionaries(st.sampled_from(["position", "position_text", "ruleset", "src", "x"]), json_values, max_size=3),
)


@HTTP
@given(position_fields)
def test_validate_position_over_http(client: Any, body: dict[str, Any]) -> None:
    """POST /v1/cetkaik/positions/validate answers 200 or 422 whatever the position fields hold."""
    post(client, "/v1/cetkaik/positions/validate", body)


@HTTP
@given(position_fields, st.one_of(st.none(), st.sampled_from(["cerke_online_alpha", "x"]), json_values))
def test_moves_over_http(client: Any, body: dict[str, Any], ruleset: Any) -> None:
    """POST /v1/cetkaik/moves answers 200 or 422 whatever the position and ruleset fields hold."""
    post(client, "/v1/cetkaik/moves", {**body, "ruleset": ruleset})


@HTTP
@given(st.one_of(move_texts, move_objects, json_values), st.one_of(st.none(), json_values))
def test_apply_arbitrary_moves_over_http(client: Any, move: Any, casts: Any) -> None:
    """POST /v1/cetkaik/apply answers 200 or 422 whatever the move and casts are."""
    body = {"position_text": Position.initial().to_text(), "move": move}
    if casts is not None:
        body["casts"] = casts
    post(client, "/v1/cetkaik/apply", body)


@HTTP
@given(st.one_of(record_texts, records_mutated(), any_text, json_values),
       st.one_of(st.none(), st.integers(-3, 50), json_values))
def test_replay_arbitrary_records_over_http(client: Any, record: Any, ply: Any) -> None:
    """POST /v1/cetkaik/records/replay answers 200 or 422 whatever the record and ply are."""
    post(client, "/v1/cetkaik/records/replay", {"record": record, "ply": ply})
