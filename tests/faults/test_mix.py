"""The fault tests' request mix is built from random games, including games whose random play reaches a declaration."""

from __future__ import annotations

from typing import Any

import pytest

from . import mix


@pytest.mark.parametrize("seed", [1, 2, 7, 2026])
def test_the_mix_is_built_whatever_its_seed(seed: int, monkeypatch: Any) -> None:
    declared: list[str] = []
    real = mix.declare

    def counting(*args: Any, **kwargs: Any) -> Any:
        declared.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(mix, "declare", counting)
    requests = mix.request_mix(seed=seed)
    assert requests, "the mix holds requests"
    assert len(set(requests)) == len(requests), "each request of the mix is distinct"
    assert any(r.path == "/v1/cetkaik/records/replay" for r in requests)
    if seed in (1, 2):  # these seeds' random games form a hand: the declaration path (it raised TypeError) runs
        assert declared == ["ty_mok1"]
