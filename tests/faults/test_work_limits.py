"""Requests whose work would explode are refused up front with a clear 422 (or 413) naming the field, cheaply.

Found by reading the request schemas of every endpoint: counts of casts, sticks and dice, formula size and
depth, hand sizes, tile sets and tables, records and play lists, and the length of a game record to replay.
"""

from __future__ import annotations

import json
import tracemalloc
from typing import Any

import marshmallow as ma
import pytest
from flask import Flask

from adjudicator.games.cetkaik.kiaak import replay_record
from adjudicator.games.cetkaik.pieces import Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA
from adjudicator.web import create_app
from adjudicator.web.endpoints.cetkaik.play import ReplayRequestSchema
from adjudicator.web.settings import Settings

#: a well-formed position, so that only the list under test is wrong
INITIAL_TEXT = Position.initial(Side.IA).to_text()

#: The longest record the replay request's schema accepts (its maxLength in the OpenAPI document).
RECORD_MAX = next(int(v.max) for v in ReplayRequestSchema().fields["record"].validators
                  if isinstance(v, ma.validate.Length) and v.max is not None)

# Four quiet moves (no capture, no water entry) that bring the position back where it started: the IA pawn on NAI
# steps to NAU and back, the A general on TA to NE and back. Repeated, they make a record that is legal move after
# move and as long as the record field allows (100 000 characters hold some 10 000 movements, whose replay takes
# 15 s and answers 30 MB; 200 000, twice that).
CYCLE = "NAI兵NAU無撃裁\tTA将NE無撃裁\nNAU兵NAI無撃裁\tNE将TA無撃裁\n"
HEADER = "{一位色:黒}\n"
LONG_RECORD = HEADER + CYCLE * ((RECORD_MAX - len(HEADER)) // len(CYCLE))

# The work a refused request may still do is reading its body and validating it: at most some 5 MiB allocated at
# the peak here (the body is up to 0.3 MB). Doing the work allocates far more (the long record's replay answers
# 30 MB; a million casts are a million results), so the peak of allocated memory tells, whatever the load of the
# machine, whether the request was refused before its work was done.
REFUSAL_PEAK_BYTES = 16 * 2**20


def _letiles_tiles(count: int) -> list[dict[str, Any]]:
    blocks = [{"dx": 0, "dy": 0, "colour": "red", "symbol": "circle"},
              {"dx": 1, "dy": 0, "colour": "red", "symbol": None},
              {"dx": 0, "dy": 1, "colour": "red", "symbol": None}]
    return [{"id": f"t{i}", "set": "red", "blocks": blocks} for i in range(count)]


CASES: list[tuple[str, str, str, Any, int, str]] = [
    ("a million casts", "POST", "/v1/sticks/cast", {"count": 10**6}, 422, "count"),
    ("a million sticks cast", "POST", "/v1/sticks/cast", {"sticks": 10**6}, 422, "sticks"),
    ("the distribution of a million sticks", "GET", "/v1/sticks/distribution?sticks=1000000", None, 422, "sticks"),
    ("a lord's cup of a million dice", "POST", "/v1/utage/lord/distribution", {"formula": "MAX", "n_dice": 10**6},
     422, "n_dice"),
    ("60 dice under 12 MAX/MIN marks", "POST", "/v1/utage/lord/distribution",
     {"formula": "+".join(["MAX", "MIN"] * 6), "n_dice": 60}, 422, "n_dice"),
    ("a formula of 100 000 characters", "POST", "/v1/utage/formulas/parse", {"formula": "1+" * 50_000 + "1"},
     422, "formula"),
    ("a formula nested 150 deep", "POST", "/v1/utage/formulas/parse", {"formula": "(" * 150 + "1" + ")" * 150},
     422, "formula"),
    ("a hand of 10 000 pieces", "POST", "/v1/cetkaik/hands", {"pieces": ["赤兵"] * 10_000}, 422, "pieces"),
    ("a record over the length limit", "POST", "/v1/cetkaik/records/replay", {"record": "或" * (RECORD_MAX + 1)},
     422, "record"),
    ("a ply beyond any record", "POST", "/v1/cetkaik/records/replay", {"record": HEADER, "ply": 10**9}, 422, "ply"),
    ("a record of legal movements as long as allowed", "POST", "/v1/cetkaik/records/replay",
     {"record": LONG_RECORD}, 422, "record"),
    ("10 000 plays to write", "POST", "/v1/cetkaik/records/write",
     {"plays": ["ty_mok1"] * 10_000, "first_movers": ["IASide"]}, 422, "plays"),
    ("10 000 first-mover casts", "POST", "/v1/cetkaik/declare",
     {"position_text": INITIAL_TEXT, "declaration": "ty_mok1",
      "first_mover_casts": [{"IASide": 1, "ASide": 2}] * 10_000},
     422, "first_mover_casts"),
    ("a tile set of 1 000 tiles", "POST", "/v1/letiles/placements/legal",
     {"tileset": {"tiles": _letiles_tiles(1000)}, "tile": "t0"}, 422, "tileset"),
    ("a table of 1 000 tiles", "POST", "/v1/letiles/placements/legal",
     {"tileset": "example", "tile": "red-01",
      "placements": [{"tile": "red-02", "x": 3 * i, "y": 0} for i in range(1000)]}, 422, "placements"),
    ("a table far beyond the coordinates", "POST", "/v1/letiles/placements/legal",
     {"tileset": "example", "tile": "red-01", "placements": [{"tile": "red-02", "x": 10**9, "y": 0}]},
     422, "placements"),
]


@pytest.fixture(scope="module")
def app() -> Flask:
    """An app with the in-process cache."""
    return create_app(Settings(redis_url=None))


@pytest.fixture(scope="module")
def client(app: Flask) -> Any:
    """Flask's test client on the app."""
    return app.test_client()


def test_the_record_limit_is_the_documented_one(app: Flask) -> None:
    document = app.test_client().get("/openapi.json").get_json()
    assert document["components"]["schemas"]["ReplayRequest"]["properties"]["record"]["maxLength"] == RECORD_MAX


def test_the_long_record_is_legal() -> None:
    """The long record is refused for its length, not for a mistake: its first hundred cycles replay as valid."""
    prefix = HEADER + CYCLE * 100
    replay = replay_record(prefix, CERKE_ONLINE_ALPHA)
    assert replay.valid and replay.plies == 400
    # Within the schema's length limit, so that refusing it is the replay's own bound on its work.
    assert RECORD_MAX - len(CYCLE) < len(LONG_RECORD) <= RECORD_MAX
    assert LONG_RECORD.count("\t") * 2 > RECORD_MAX // 20  # two movements a line, ~17 characters each


@pytest.mark.parametrize(("method", "path", "body", "status", "field"),
                         [pytest.param(*case[1:], id=case[0]) for case in CASES])
def test_explosive_request_is_refused_quickly(client: Any, method: str, path: str, body: Any, status: int,
                                              field: str) -> None:
    """The request is refused with the status and a message naming the field, before doing the work."""
    data = None if body is None else json.dumps(body, ensure_ascii=False).encode()
    tracemalloc.start()
    try:
        response = client.open(path, method=method, data=data, headers={"Content-Type": "application/json"})
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert response.status_code == status, (response.status_code, response.data[:300])
    error = response.get_json()
    assert error["code"] == status
    assert field in error["message"], error["message"]
    if body is not None and body.get("record") == LONG_RECORD:
        assert "Longer than maximum length" not in error["message"], "the record must be refused for its movements"
    assert peak < REFUSAL_PEAK_BYTES, f"refusing allocated {peak / 2**20:.1f} MiB"
