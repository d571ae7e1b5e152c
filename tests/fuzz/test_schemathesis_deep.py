"""A deeper schemathesis run for CI: every operation, all three generation phases, more examples.

The contract tests (tests/contract) run a quick pass on every submission; this one asks schemathesis for its
explicit examples, then its coverage phase (boundary values and schema-violating variants of every keyword), then
``MAX_EXAMPLES`` fuzzed cases per operation, positive and negative. It is marked slow: sized to take a few
minutes on 2 cores over the whole API (the lead runs it from .ci/run).
"""

from __future__ import annotations

import logging

import pytest
import schemathesis
from schemathesis.checks import positive_data_acceptance
from schemathesis.config import SchemathesisConfig

from adjudicator.web import create_app
from adjudicator.web.settings import Settings

pytestmark = [pytest.mark.contract, pytest.mark.slow]

#: Fuzzed cases per operation (the examples and coverage phases come on top and are not capped by it).
MAX_EXAMPLES = 60

CONFIG = SchemathesisConfig.from_dict({
    "phases": {
        "examples": {"enabled": True},
        "coverage": {"enabled": True},
        "fuzzing": {"enabled": True},
        "stateful": {"enabled": False},
    },
    "generation": {"max-examples": MAX_EXAMPLES, "mode": "all", "database": "none"},
    "checks": {"positive_data_acceptance": {"enabled": False}},
    "suppress-health-check": ["all"],
})

# A generous time budget, as in tests/contract: answers are checked here, not speed.
_app = create_app(Settings(redis_url=None, log_level="WARNING", deadline=600.0))
logging.getLogger("adjudicator.access").setLevel(logging.WARNING)
schema = schemathesis.openapi.from_wsgi("/openapi.json", _app, config=CONFIG)


def test_every_phase_is_enabled() -> None:
    phases = schema.config.phases
    assert phases.examples.enabled and phases.coverage.enabled and phases.fuzzing.enabled
    assert schema.config.generation.max_examples == MAX_EXAMPLES


@schema.parametrize()
def test_api_deep_contract(case: schemathesis.Case) -> None:
    # Every check runs except "a schema-valid request must be accepted": a schema cannot say that a position has one
    # black king or that a record's moves are legal, so the service rightly answers some schema-valid requests with
    # a 422 (declared for every operation) naming the problem. Same rationale as tests/contract.
    # schemathesis' WSGI transport does not undo Content-Encoding (an HTTP client does): ask for plain JSON.
    case.call_and_validate(headers={"Accept-Encoding": "identity"}, excluded_checks=[positive_data_acceptance])
