"""The production topology for the attack tests: `make up` on free loopback ports, once for the directory."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .attacks import Topology

#: The time budget of a request in the attack topology (ADJ_DEADLINE), short so that the deadline test is quick and
#: its request (3.5 s of computing on the compiled rules library) certainly runs past it.
BUDGET = 1.0
#: The most work one request may ask for (ADJ_MAX_UNITS): by default the budget's milliseconds, which would refuse the
#: deadline test's request (about 4,000 units) before it runs; here it is admitted, and the deadline must stop it.
MAX_UNITS = 100_000
#: The origin allowed to call the API from a browser (ADJ_CORS_ORIGINS), for the CORS and Vary checks.
CORS_ORIGIN = "https://app.example"


@pytest.fixture(scope="session")
def topology(tmp_path_factory: Any) -> Iterator[Topology]:
    """nginx -> gunicorn (2 workers) -> Redis, started with `make up` and stopped with `make down`."""
    server = Topology(tmp_path_factory.mktemp("up"), {"ADJ_DEADLINE": str(BUDGET), "ADJ_MAX_UNITS": str(MAX_UNITS),
                                                      "WEB_CONCURRENCY": "2", "ADJ_CORS_ORIGINS": CORS_ORIGIN,
                                                      "ADJ_LOG_LEVEL": "INFO"})
    server.up()
    try:
        yield server
    finally:
        server.down()
