"""The compact form of the combos of a whole 連友 game (``list_niekhi_match_plays``, ``form: compact``): over games
of 3 and 4 players played by seeded choices, the compact answer decodes (:func:`expand_compact_combos`) to exactly
the full answer, byte for byte, and weighs at most a quarter of it when the combos are many."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.endpoints.paper_cetkaik.common import expand_compact_combos
from adjudicator.web.settings import Settings

PATH = "/v1/paper-cetkaik/niekhi/match/plays"
SEEDS = range(4)
STEPS = 12
#: Above this many combos an answer is large (the lead of a season: hundreds), and the compact one a quarter of it.
MANY = 40


@cache
def matches() -> tuple[dict[str, Any], ...]:
    """The games met along seeded plays: a random combo without a 将 (whose effect needs a choice), or a pass."""
    client = create_app(Settings(redis_url=None, deadline=600.0)).test_client()
    met = []
    for seed in SEEDS:
        rng = random.Random(seed)
        match = client.post("/v1/paper-cetkaik/niekhi/match/new",
                            json={"seats": ["A", "B", "C", "D"][: 3 + seed % 2], "seed": seed}).get_json()["state"]
        for _ in range(STEPS):
            met.append(match)
            listed = client.post(PATH, json={"state": match}).get_json()
            plain = [c["cards"] for c in listed["combos"] if "将" not in "".join(c["cards"])]
            cards = rng.choice(plain) if plain and (listed["leading"] or rng.random() < 0.6) else None
            step = client.post("/v1/paper-cetkaik/niekhi/match/apply",
                               json={"state": match, "player": listed["to_play"], "cards": cards}).get_json()
            assert step["legal"], step
            match = step["state"]
    return tuple(met)


def test_compact_answer_decodes_to_the_full_answer(client: Any) -> None:
    full_bytes = compact_bytes = large = wild = 0
    for match in matches():
        full = client.post(PATH, json={"state": match})
        compact = client.post(PATH, json={"state": match, "form": "compact"})
        assert full.status_code == compact.status_code == 200
        decoded = expand_compact_combos(compact.get_json())
        assert decoded == full.get_json()
        assert json.dumps(decoded, ensure_ascii=False, separators=(",", ":")).encode() == full.data
        assert "combos" not in compact.get_json() and "compact_combos" not in full.get_json()
        combos = full.get_json()["combos"]
        wild += sum(bool(c["wild_assignment"]) for c in combos)
        if len(combos) >= MANY:
            large += 1
            assert len(compact.data) * 4 <= len(full.data)
            full_bytes, compact_bytes = full_bytes + len(full.data), compact_bytes + len(compact.data)
    assert large >= 4 and wild >= 50
    assert compact_bytes * 6 <= full_bytes


def test_each_card_is_given_once(client: Any) -> None:
    table = client.post(PATH, json={"state": matches()[0], "form": "compact"}).get_json()["compact_combos"]
    assert len(set(table["cards"])) == len(table["cards"])
    assert sorted({k for indices in table["card_indices"] for k in indices}) == list(range(len(table["cards"])))
    assert sorted(set(table["type_indices"])) == list(range(len(table["types"])))


def test_full_is_the_default_form(client: Any) -> None:
    body = {"state": matches()[1]}
    assert client.post(PATH, json=body).data == client.post(PATH, json={**body, "form": "full"}).data


def test_bad_form_is_a_422_naming_form(client: Any) -> None:
    r = client.post(PATH, json={"state": matches()[0], "form": "tiny"})
    assert r.status_code == 422
    assert "must be one of: full, compact" in r.get_json()["errors"]["json"]["form"][0]


@pytest.mark.parametrize("answer", [{"to_play": None, "combos": []}, {"player": "A", "combos": []}])
def test_decoding_leaves_other_answers_alone(answer: dict[str, Any]) -> None:
    assert expand_compact_combos(answer) is answer
