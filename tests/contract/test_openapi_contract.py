"""The OpenAPI contract: the document validates, is committed up to date, and the app honours it (schemathesis).

The schemathesis run covers every operation with all three generation phases: the document's explicit examples,
the coverage phase (boundary values and schema-violating variants of every keyword), then ``MAX_EXAMPLES`` fuzzed
cases per operation, positive and negative. It is the suite's one schemathesis pass (a few minutes on 2 cores).
"""

from __future__ import annotations

import inspect
import json
import logging
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from flask import Flask
from openapi_spec_validator import validate
from schemathesis.checks import positive_data_acceptance
from schemathesis.config import SchemathesisConfig

from adjudicator.web import create_app, guard, health, tune_worker_gc
from adjudicator.web.endpoints import render
from adjudicator.web.settings import Settings

REPO_ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.contract

logging.getLogger("adjudicator.access").setLevel(logging.WARNING)


@pytest.fixture(scope="module")
def app() -> Flask:
    # A generous time budget: these tests check answers, not speed (a loaded machine must not turn a slow answer
    # into a 503); deadlines are tested in tests/attack.
    return create_app(Settings(redis_url=None, log_level="WARNING", deadline=600.0))

#: What rejects a schema-violating request: schemathesis' statuses (4.x) and the service's 413 for a body over its size
#: limit.
NEGATIVE_DATA_STATUSES = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429", "5xx"]

#: Fuzzed cases per operation (the examples and coverage phases come on top and are not capped by it).
MAX_EXAMPLES = 40

CONFIG = SchemathesisConfig.from_dict({
    "phases": {
        "examples": {"enabled": True},
        "coverage": {"enabled": True},
        "fuzzing": {"enabled": True},
        "stateful": {"enabled": False},
    },
    "generation": {"max-examples": MAX_EXAMPLES, "mode": "all", "database": "none"},
    "checks": {
        "positive_data_acceptance": {"enabled": False},
        # A schema-violating body can also be over the service's body limit (a record of 100,001 characters outside
        # the BMP, each written as a 12-byte surrogate pair escape, is over 1 MiB): the limit answers it first,
        # 413 as documented, and that rejects it as surely as a 422.
        "negative_data_rejection": {"expected-statuses": NEGATIVE_DATA_STATUSES},
    },
    "suppress-health-check": ["all"],
})
#: The cases are generated from the committed document (test_committed_openapi_document_is_current: the one the app
#: serves) and sent to the app of the fixture.
schema = schemathesis.openapi.from_dict(json.loads((REPO_ROOT / "openapi" / "openapi.json").read_text("utf-8")),
                                        config=CONFIG)
schema.location = "/openapi.json"
#: What schemathesis reads of an app to mix the literals of its code into generated values (the modules of its views
#: and its own): a stand-in, so that the app is built only when the tests run. It serves nothing (every request
#: names the app); test_the_stand_in_names_the_apps_code checks that it names the app's modules.
_CODE = Flask("adjudicator")
_CODE.view_functions.update({f"code{i}": f for i, f in enumerate(  # type: ignore[misc]
    [tune_worker_gc, guard.heavy_operations, health.documented, render.picture])})
schema.app = _CODE


def _code_modules(app: Flask) -> set[str]:
    found = {name for name in (inspect.getmodule(f).__name__ for f in app.view_functions.values())  # type: ignore[union-attr]
             if name.split(".")[0] == "adjudicator"}
    return found | {app.import_name}


def test_the_stand_in_names_the_apps_code(app: Flask) -> None:
    assert _code_modules(_CODE) == _code_modules(app)


def test_openapi_document_validates(app: Flask) -> None:
    document = app.test_client().get("/openapi.json").get_json()
    validate(document)
    assert document["openapi"] == "3.1.0"


def test_committed_openapi_document_is_current(app: Flask) -> None:
    committed = json.loads((REPO_ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    assert committed == app.test_client().get("/openapi.json").get_json(), "run 'make openapi'"


def test_every_operation_has_an_operation_id_and_declared_errors(app: Flask) -> None:
    document = app.test_client().get("/openapi.json").get_json()
    seen = set()
    for path, item in document["paths"].items():
        for method, op in item.items():
            assert op.get("operationId"), f"{method.upper()} {path} has no operationId"
            assert op["operationId"] not in seen
            seen.add(op["operationId"])
            assert "default" in op["responses"], f"{method.upper()} {path} declares no error response"


def test_every_phase_is_enabled() -> None:
    phases = schema.config.phases
    assert phases.examples.enabled and phases.coverage.enabled and phases.fuzzing.enabled
    assert schema.config.generation.max_examples == MAX_EXAMPLES


@schema.parametrize()
def test_api_honours_its_contract(app: Flask, case: schemathesis.Case[Any]) -> None:
    # Every check runs except "a schema-valid request must be accepted": a schema cannot say that a position
    # has one black king or that a record's moves are legal, so the service rightly answers some schema-valid
    # requests with a 422 (declared for every operation) naming the problem.
    # schemathesis' WSGI transport does not undo Content-Encoding (an HTTP client does): ask for plain JSON.
    case.call_and_validate(headers={"Accept-Encoding": "identity"}, excluded_checks=[positive_data_acceptance], app=app)
