"""The library's memoised functions whose arguments come from requests are bounded: a worker serves a million
requests before it is replaced (``ADJ_MAX_REQUESTS``), so an unbounded one would grow with every new hand, card
set or rule variant a client sends."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.games.cetkaik import hands
from adjudicator.games.lauzait_cep import declaring, departments, probability
from adjudicator.games.paper_cetkaik import combos, makkaik, taxot
from adjudicator.games.stick_games import renkeki

KEYED_BY_REQUESTS: list[Any] = [
    hands._evaluate_counts, departments._readings, combos._classify, taxot._win_probability,
    makkaik._best_category_distribution, renkeki._reach_table, probability.deal_probabilities,
    declaring._readable,
]


@pytest.mark.parametrize("memoised", KEYED_BY_REQUESTS, ids=lambda f: f.__qualname__)
def test_memoised_on_request_data_is_bounded(memoised: Any) -> None:
    maxsize = memoised.cache_info().maxsize
    assert maxsize is not None and maxsize <= 65536



def test_answering_a_class_based_view_keeps_nothing_per_request() -> None:
    """/livez, /readyz and /metrics are class-based views (a new view object each request): what the app remembers
    of the functions it calls must not grow with the requests."""
    from adjudicator.web import _App, create_app
    from adjudicator.web.settings import Settings

    client = create_app(Settings(redis_url=None, log_level="WARNING")).test_client()
    for path in ("/livez", "/readyz", "/metrics"):
        assert client.get(path).status_code == 200
    known = len(_App._is_coroutine)
    for _ in range(50):
        for path in ("/livez", "/readyz", "/metrics"):
            assert client.get(path).status_code == 200
    assert len(_App._is_coroutine) == known
