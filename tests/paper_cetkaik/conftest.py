from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.settings import Settings


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    """One test client for a module's API tests (the answer cache off: every answer is computed)."""
    app = create_app(Settings(redis_url=None, cache_size=0, log_level="WARNING"))
    yield app.test_client()
