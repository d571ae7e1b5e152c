"""The OpenAPI contract: the document validates, is committed up to date, and the app honours it (schemathesis)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from openapi_spec_validator import validate
from schemathesis.checks import positive_data_acceptance

from adjudicator.web import create_app
from adjudicator.web.settings import Settings

REPO_ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.contract

# A generous time budget: these tests check answers, not speed (a loaded machine must not turn a slow answer into
# a 503); deadlines are tested in tests/attack.
_app = create_app(Settings(redis_url=None, deadline=600.0))
schema = schemathesis.openapi.from_wsgi("/openapi.json", _app)


def test_openapi_document_validates() -> None:
    document = _app.test_client().get("/openapi.json").get_json()
    validate(document)
    assert document["openapi"] == "3.1.0"


def test_committed_openapi_document_is_current() -> None:
    committed = json.loads((REPO_ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    assert committed == _app.test_client().get("/openapi.json").get_json(), "run 'make openapi'"


def test_every_operation_has_an_operation_id_and_declared_errors() -> None:
    document = _app.test_client().get("/openapi.json").get_json()
    seen = set()
    for path, item in document["paths"].items():
        for method, op in item.items():
            assert op.get("operationId"), f"{method.upper()} {path} has no operationId"
            assert op["operationId"] not in seen
            seen.add(op["operationId"])
            assert "default" in op["responses"], f"{method.upper()} {path} declares no error response"


@schema.parametrize()
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
def test_api_honours_its_contract(case: schemathesis.Case) -> None:
    # Every check runs except "a schema-valid request must be accepted": a schema cannot say that a position
    # has one black king or that a record's moves are legal, so the service rightly answers some schema-valid
    # requests with a 422 (declared for every operation) naming the problem.
    # schemathesis' WSGI transport does not undo Content-Encoding (an HTTP client does): ask for plain JSON.
    case.call_and_validate(headers={"Accept-Encoding": "identity"}, excluded_checks=[positive_data_acceptance])
