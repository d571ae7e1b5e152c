"""The library's memoised functions whose arguments come from requests are bounded: a worker serves a million
requests before it is replaced (``ADJ_MAX_REQUESTS``), so an unbounded one would grow with every new hand, card
set or rule variant a client sends."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.games.cetkaik import hands
from adjudicator.games.lauzait_cep import departments
from adjudicator.games.paper_cetkaik import combos, makkaik, taxot

KEYED_BY_REQUESTS: list[Any] = [
    hands._evaluate_counts, departments._readings, combos._classify, taxot._win_probability,
    makkaik._best_category_distribution,
]


@pytest.mark.parametrize("memoised", KEYED_BY_REQUESTS, ids=lambda f: f.__qualname__)
def test_memoised_on_request_data_is_bounded(memoised: Any) -> None:
    maxsize = memoised.cache_info().maxsize
    assert maxsize is not None and maxsize <= 65536

