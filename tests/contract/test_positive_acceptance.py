"""The OpenAPI document is as strict as the validators: a request the document allows is not refused for a reason
the document could have stated.

schemathesis generates *positive* requests only (valid per the document) for every operation, ``MAX_EXAMPLES`` of
them, derandomised; every one is sent and every 422 is classified by its errors (path and message). A refusal is
allowed only when it is of a class JSON Schema cannot express (:data:`DOCUMENTED`: a position that breaks a rule of
the game, a card dealt twice, fields that contradict one another), the classes listed in docs/operations.md
("What the OpenAPI document cannot say"). Anything else means a bound, a pattern, an enumeration or a required
field the validators enforce and the document does not declare: declare it on the field.

Run this file as a script for the report by operation (statuses, refusals by class, the unexplained ones)::

    ADJ_PURE_PYTHON=1 .venv/bin/python tests/contract/test_positive_acceptance.py [examples] [operationId regex]
"""

from __future__ import annotations

import collections
import json
import logging
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from schemathesis.config import SchemathesisConfig
from schemathesis.generation.modes import GenerationMode

from adjudicator.web import create_app
from adjudicator.web.settings import Settings

pytestmark = pytest.mark.contract

logging.getLogger("adjudicator.access").setLevel(logging.WARNING)

#: Positive requests per operation (derandomised: the same ones every run).
MAX_EXAMPLES = 8
#: Operations whose every request is seconds of work: fewer examples keep the test within a minute.
FEWER_EXAMPLES = {"get_lauzait_cep_probabilities": 2, "get_taxot_win_probability": 3, "list_netxiju_throw_outcomes": 3}

_CONFIG = SchemathesisConfig.from_dict({
    "generation": {"mode": "positive", "database": "none"},
    "suppress-health-check": ["all"],
})


def load_operations() -> dict[str, Any]:
    """Every operation of the document the app serves, by operationId, sent to that app."""
    app = create_app(Settings(redis_url=None, log_level="WARNING", deadline=600.0))
    schema = schemathesis.openapi.from_wsgi("/openapi.json", app, config=_CONFIG)
    return {op.definition.raw["operationId"]: op for op in (r.ok() for r in schema.get_all_operations())}  # type: ignore[union-attr]


@pytest.fixture(scope="module")
def operations() -> dict[str, Any]:
    return load_operations()


#: The operationIds of the committed document (test_every_operation_is_measured: those the app serves).
OPERATION_IDS = sorted(
    op["operationId"]
    for item in json.loads((Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text("utf-8"))[
        "paths"].values()
    for op in item.values() if isinstance(op, dict) and "operationId" in op
)

#: The classes of refusal the document cannot express, by name: a pattern matched against ``path: message`` of each
#: error of a 422. Keep docs/operations.md ("What the OpenAPI document cannot say") in step with this list.
DOCUMENTED: dict[str, re.Pattern[str]] = {
    name: re.compile(pattern) for name, pattern in {
        # A notation's grammar: a position's text form, a kiaak record, a move in 片 notation, a card formula.
        "notation": r"line \d+, column \d+: |: column \d+: |space-separated fields|is not a move in 片 notation",
        # A name, card or tile that must be one named elsewhere in the request: a player of the state, a tile of the
        # tile set, no more copies of a card or piece than the deck or set in play holds.
        "reference": r"is not one of the players|is not seated at this game|has no score|is not in the tile set"
                     r"|but the deck has only|-player set has only|already bet|already decided|there is no ply"
                     r"|^(player|seat|first): expected (an integer|a seat) \d+\.\.\d+",
        # Fields that exclude or require one another: exactly one of two forms, a value required or forbidden by
        # another field's value.
        "combination": r"give the position either as|give whose|give the observed|give first\b"
                       r"|must be absent when|must be \d+ when"
                       r"|required when (kind|expansion) is \w+|^players: \w+ is played by [\d, ]+ players?, not"
                       r"|needs the ship|placed tiles need their tile set|only a penalized consequence|^holders: ",
        # A game state, position or hand that breaks a rule of the game (or contradicts its own fields): the
        # library's checks of a state sent back, worded as the rule it breaks.
        "rules of the game": r"^\??(state|position|game|hand|hands|previous|tileset|placements|pieces|win|plays|rounds"
                             r"|first_mover_casts"
                             r"|public_counts|stake|seats|dealer|ruleset|tile|action|discarder|winner|exposed|bonus|community)\b",
    }.items()
}

#: How a refusal the document can state is worded (a type, a bound, an enumeration, a required or unknown field):
#: never of a documented class, whatever its field.
EXPRESSIBLE = re.compile(
    r"must be (a|an) (whole number|number|string|array|object|JSON object)(, got|$)|must be true or false|is required$"
    r"|must not be null|unknown field|is not a field of this request|Length must be|must be one of|must match the "
    r"pattern|must be (greater|less) than|got None(Type)?$|must not repeat|is not a card such as|is not a square"
    r"|is not a (coloured )?piece such as|is not a card kind"
)


#: An object keyed by player (hands, scores, won cards) naming someone who is not a player of the state.
_KEYED_BY_PLAYER = re.compile(r"\b(hands|captured|scores|public|public_counts): has unknown field")

#: Refusals the document could state but does not yet: what is left to declare, counted apart (the report prints
#: them) and listed in docs/operations.md. Remove an entry once its fields are declared.
NOT_YET_DECLARED: dict[str, re.Pattern[str]] = {
    name: re.compile(pattern) for name, pattern in {
        # A piece or coloured piece of a query list (get_cetkaik_hands, get_lauzait_cep_departments): no pattern yet.
        "query pieces": r"^\?(pieces|previous)(\[\d+\])?: .*(is not a (coloured )?piece such as|Length must be)"
                        r"|^\?players: must be one of",
        # A Cetkaik move object: its type's fields (a oneOf by type is not declared yet).
        "cetkaik move forms": r"unknown field for \w+ \(expected"
                              r"|^(move|last_move|play\.move|plays\[\d+\]\.move)\.\w+: is required$",
        # A Cetkaik score under per-piece scoring (a multiple of 0.1), refused by the library only.
        "library bounds": r"multiple of 0\.1",
        # A whole number written with a fraction of zero (1.0), which JSON Schema's integer allows: the library
        # refuses it where it reads the number itself.
        "integral floats": r"whole number.*, got -?\d+\.0$",
    }.items()
}


def classify(path: str, message: str) -> str | None:
    """The documented class of one error of a 422 (``None``: a refusal the document should have prevented)."""
    text = f"{path}: {message}"
    if _KEYED_BY_PLAYER.search(text):
        return "reference"
    if EXPRESSIBLE.search(message):
        return None
    return next((name for name, pattern in DOCUMENTED.items() if pattern.search(text)), None)


def not_yet_declared(path: str, message: str) -> str | None:
    """The entry of :data:`NOT_YET_DECLARED` one error of a 422 is, if any."""
    text = f"{path}: {message}"
    return next((name for name, pattern in NOT_YET_DECLARED.items() if pattern.search(text)), None)


def opaque_fields(operation: Any) -> set[str]:
    """The request fields the document declares as any object or value (a whole game's state sent back as it was
    returned, a whole game's flags): what the library refuses under them is "not yet declared", counted apart."""
    raw = operation.definition.raw
    found = {f"?{p['name']}" for p in raw.get("parameters", []) if not _constrained(p.get("schema", {}))}
    body = raw.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
    if "$ref" in body:
        body = operation.schema.raw_schema["components"]["schemas"][body["$ref"].rsplit("/", 1)[1]]
    for name, prop in body.get("properties", {}).items():
        if not _constrained(prop):
            found.add(name)
    return found


def _constrained(schema: dict[str, Any]) -> bool:
    """Whether a field's schema says more than "an object" or "anything"."""
    keys = set(schema) - {"description", "default", "example", "examples", "title", "type"}
    if keys == {"additionalProperties"} and schema["additionalProperties"] in ({}, True):
        return False
    return bool(keys) or schema.get("type") not in (None, "object", ["object", "null"])


def under(path: str, fields: set[str]) -> bool:
    """Whether ``path`` is one of ``fields`` or under one."""
    return any(path == f or path.startswith((f"{f}.", f"{f}[")) for f in fields)


def errors_of(body: Any) -> list[tuple[str, str]]:
    """Every ``(path, message)`` of a 422's body (``query`` parameters prefixed ``?``)."""
    found: list[tuple[str, str]] = []
    errors = body.get("errors") if isinstance(body, dict) else None
    if not isinstance(errors, dict):
        return [("", str(body.get("message") if isinstance(body, dict) else body))]
    for location, entries in errors.items():
        if location == "too_many":  # the detail of a 'too many pieces' error listed under its field
            continue
        prefix = "?" if location == "query" else ""
        if isinstance(entries, dict):
            found += [(prefix + path, m) for path, messages in entries.items() for m in messages]
        elif isinstance(entries, list):
            found += [(prefix, str(m)) for m in entries]
    return found


@dataclass
class Measurement:
    """What one operation answered its positive requests."""

    statuses: collections.Counter[int] = field(default_factory=collections.Counter)
    #: Refusals by documented class.
    documented: collections.Counter[str] = field(default_factory=collections.Counter)
    #: Refusals not yet declared: under a field the document declares as any object (:func:`opaque_fields`), by
    #: field, or of an entry of :data:`NOT_YET_DECLARED`, by entry.
    opaque: collections.Counter[str] = field(default_factory=collections.Counter)
    #: The errors counted in ``opaque`` (path and message), for the report.
    gaps: list[str] = field(default_factory=list)
    #: Refusals of no documented class: (error, the request).
    unexplained: list[tuple[str, Any]] = field(default_factory=list)
    #: 5xx answers: (body, the request).
    server_errors: list[tuple[str, Any]] = field(default_factory=list)


def measure(operation: Any, examples: int) -> Measurement:
    """Send ``examples`` positive requests of ``operation`` and classify the answers."""
    result = Measurement()
    opaque = opaque_fields(operation)

    @settings(max_examples=examples, derandomize=True, database=None, deadline=None,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))
    @given(operation.as_strategy(GenerationMode.POSITIVE))
    def send(case: schemathesis.Case[Any]) -> None:
        answer = case.call(headers={"Accept-Encoding": "identity"})
        result.statuses[answer.status_code] += 1
        sent = case.body if case.query is None else case.query
        if answer.status_code >= 500:
            result.server_errors.append((answer.text[:500], sent))
        if answer.status_code != 422:
            return
        for path, message in errors_of(answer.json()):
            name = classify(path, message)
            gap = not_yet_declared(path, message)
            if under(path, opaque):
                result.opaque[path.split(".")[0].split("[")[0]] += 1
                result.gaps.append(f"{path}: {message}"[:200])
            elif name is None and gap is not None:
                result.opaque[gap] += 1
                result.gaps.append(f"{path}: {message}"[:200])
            elif name is None:
                result.unexplained.append((f"{path}: {message}"[:300], sent))
            else:
                result.documented[name] += 1

    send()
    return result


@pytest.mark.parametrize("operation_id", OPERATION_IDS)
def test_a_request_the_document_allows_is_refused_only_for_a_documented_reason(operations: dict[str, Any],
                                                                               operation_id: str) -> None:
    result = measure(operations[operation_id], FEWER_EXAMPLES.get(operation_id, MAX_EXAMPLES))
    assert result.server_errors == []
    assert result.unexplained == [], "refused for a reason the document could state (declare it on the field)"
    assert sum(result.statuses.values()) >= 1


def test_every_operation_is_measured(operations: dict[str, Any]) -> None:
    assert sorted(operations) == OPERATION_IDS, "run 'make openapi'"
    assert len(OPERATION_IDS) >= 140
    assert {"run_batch", "apply_cetkaik_move", "apply_utage_action"} <= set(OPERATION_IDS)


@pytest.mark.parametrize("error", [
    ("seed", "must be a whole number"),
    ("position.turn", "must be one of: IASide, ASide"),
    ("seats", "Length must be between 2 and 4."),
    ("rounds", "has unknown field(s): x"),
    ("game", "is required"),
])
def test_a_refusal_the_document_can_state_is_of_no_documented_class(error: tuple[str, str]) -> None:
    assert classify(*error) is None


def totals(results: list[Measurement]) -> str:
    """The report's last line: what every measured operation answered, summed (a 422 may name several errors, each
    counted by its class)."""
    statuses: collections.Counter[int] = collections.Counter()
    for result in results:
        statuses.update(result.statuses)
    server_errors = sum(len(result.server_errors) for result in results)
    unexplained = sum(len(result.unexplained) for result in results)
    documented = sum(sum(result.documented.values()) for result in results)
    gaps = sum(sum(result.opaque.values()) for result in results)
    return (f"totals: {len(results)} operations, {sum(statuses.values())} requests "
            f"({', '.join(f'{status}: {count}' for status, count in sorted(statuses.items()))}); "
            f"{server_errors} 5xx; errors of the 422s: {unexplained} the document could have stated (unexplained), "
            f"{documented} of a documented class, {gaps} of a class not yet declared")


def test_the_totals_line_sums_every_operation() -> None:
    first = Measurement(statuses=collections.Counter({200: 5, 422: 3}),
                        documented=collections.Counter({"notation": 2}), opaque=collections.Counter({"state": 1}))
    second = Measurement(statuses=collections.Counter({200: 1, 500: 1}), unexplained=[("seed: bad", {})],
                         server_errors=[("boom", {})], documented=collections.Counter({"reference": 1}))
    assert totals([first, second]) == (
        "totals: 2 operations, 10 requests (200: 6, 422: 3, 500: 1); 1 5xx; errors of the 422s: 1 the document could "
        "have stated (unexplained), 3 of a documented class, 1 of a class not yet declared")


def report(examples: int, only: str | None = None) -> None:  # pragma: no cover - the script's report
    """Print, operation by operation (most refused first), the statuses and the refusals by class, then the
    totals (:func:`totals`)."""
    rows = []
    for operation_id, operation in sorted(load_operations().items()):
        if only is None or re.search(only, operation_id):
            rows.append((operation_id, measure(operation, FEWER_EXAMPLES.get(operation_id, examples))))
    for operation_id, result in sorted(rows, key=lambda row: (-len(row[1].unexplained), -row[1].statuses[422])):
        print(f"{operation_id}: {dict(result.statuses)}; documented {dict(result.documented)}; "
              f"opaque {dict(result.opaque)}; unexplained {len(result.unexplained)}")
        for error, count in collections.Counter(error for error, _ in result.unexplained).most_common(8):
            print(f"    {count:3d} {error!r}")
        for error, count in collections.Counter(result.gaps).most_common(3):
            print(f"    gap {count:3d} {error!r}")
        for body, _ in result.server_errors[:3]:
            print(f"    5xx {body!r}")
    print(totals([result for _, result in rows]))


if __name__ == "__main__":  # pragma: no cover
    report(int(sys.argv[1]) if len(sys.argv) > 1 else MAX_EXAMPLES, sys.argv[2] if len(sys.argv) > 2 else None)
