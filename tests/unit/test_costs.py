"""Every operation declares its cost, and a declared cost grows with the work it stands for.

A request is charged its operation's declared cost before it runs (admission, the limits of one request and of a
batch: adjudicator.web.costs). A cost that did not grow with the work would let a small-looking request do much
work uncounted: for each operation whose work depends on the request, a small and a large request are charged and
timed (CPU time of the library call, its memoised results cleared first), and the two must grow together.
"""

from __future__ import annotations

import gc
import importlib
import math
import pkgutil
import random
import time
from typing import Any

import pytest
from flask import Flask

import adjudicator.games
from adjudicator.games.catalogue import GAMES
from adjudicator.games.letiles.example_set import example_tileset
from adjudicator.games.letiles.game import new_game, play
from adjudicator.games.letiles.table import legal_placements
from adjudicator.games.paper_cetkaik import niekhi
from adjudicator.games.paper_cetkaik.cards import Kind
from adjudicator.web import create_app
from adjudicator.web.api import REGISTRY
from adjudicator.web.guard import heavy_operations
from adjudicator.web.settings import Settings


@pytest.fixture(scope="module")
def app() -> Flask:
    """The app: building it declares every operation (REGISTRY)."""
    return create_app(Settings(log_level="WARNING"))


#: Four plies of kiaak (two pieces going and coming back), to make records of any length.
CYCLE = "NAI兵NAU無撃裁\tTA将NE無撃裁\nNAU兵NAI無撃裁\tNE将TA無撃裁\n"
MOVES = ["NAI片NAU", "TA片NE", "NAU片NAI", "NE片TA"]
CARDS = ["赤兵", "黒兵", "赤弓", "黒弓", "赤車", "黒車", "赤虎", "黒虎", "赤馬", "黒馬", "赤船", "黒船"]


def _record(cycles: int) -> str:
    return "{一位色:黒}\n" + CYCLE * cycles


def _letiles_table(placed: int) -> dict[str, Any]:
    game = new_game(example_tileset(), ["red", "blue", "yellow"], seed=3)
    rng = random.Random(1)
    for _ in range(placed):
        assert game.to_play is not None
        tile = rng.choice(game.hands[game.to_play].stand)
        game = play(game, game.to_play, rng.choice(legal_placements(game.table, tile))).state
    assert game.to_play is not None
    return {"tileset": "example", "placements": game.to_json()["placements"],
            "tile": game.hands[game.to_play].stand[0]}


def _niekhi_match(copies: int | None, players: int) -> dict[str, Any]:
    """The first turn of a whole 連友 game under a deck of ``copies`` of every card a colour (None: the default)."""
    ruleset = None if copies is None else {"deck": {kind.value: copies for kind in Kind}}
    match = niekhi.new_match([str(i) for i in range(players)], 1, niekhi.NiekhiRules.from_json(ruleset))
    return {"state": match.to_json(), "ruleset": ruleset}


#: For each operation whose work grows with the request: a small request and a large one.
GROWING: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "replay_kiaak": ({"record": _record(5)}, {"record": _record(150)}),
    "extend_kiaak": ({"record": _record(5), "play": {"move": "MI片MU"}},
                     {"record": _record(150), "play": {"move": "MI片MU"}}),
    "write_kiaak": ({"plays": [{"move": m} for m in MOVES], "first_movers": ["IASide"]},
                    {"plays": [{"move": m} for m in MOVES * 60], "first_movers": ["IASide"]}),
    "cast_sticks": ({"count": 1_000, "seed": 1}, {"count": 10_000, "seed": 1}),
    "get_utage_lord_distribution": ({"formula": "MAX×COUNT+MIN", "slots": [], "n_dice": 3},
                                    {"formula": "MAX×COUNT+MIN", "slots": [], "n_dice": 40}),
    "compute_renkeki_reach_probability": ({"target": 10}, {"target": 600}),
    "analyse_jujai_game": ({"players": 2}, {"players": 24}),
    "analyse_renkeki_open_play": ({"players": 2}, {"players": 3}),
    "analyse_renkeki_hidden_play": ({"players": 2, "max_threshold": 8}, {"players": 2, "max_threshold": 28}),
    "list_paper_cetkaik_combos": ({"hand": CARDS[:3]}, {"hand": CARDS[:11]}),
    "list_letiles_placements": (_letiles_table(1), _letiles_table(60)),
    "get_taxot_win_probability": ({"allow_pair_shapes": False}, {"allow_pair_shapes": True}),
    "list_niekhi_match_plays": (_niekhi_match(None, 4), _niekhi_match(4, 3)),
    "list_game_actions": ({"game": "ships", "state": GAMES["ships"].state_to_json(GAMES["ships"].new(1))},
                          {"game": "niekhi", "state": GAMES["niekhi"].state_to_json(GAMES["niekhi"].new(1))}),
}

_LIBRARY = [importlib.import_module(m.name)
            for m in pkgutil.walk_packages(adjudicator.games.__path__, "adjudicator.games.")]


def _forget_memoised_results() -> None:
    for module in _LIBRARY:
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


def _cpu_seconds(operation_id: str, body: dict[str, Any], runs: int = 2) -> float:
    op = REGISTRY[operation_id]
    args = op.load(body)
    best = math.inf
    for _ in range(runs):
        _forget_memoised_results()
        # no collection inside the measured call (a full one of a test process's heap costs seconds, so none before
        # it either)
        gc.disable()
        try:
            started = time.process_time()
            op.call(**args)
            best = min(best, time.process_time() - started)
        finally:
            gc.enable()
    return best


def test_every_operation_declares_its_cost(app: Flask) -> None:
    uncosted = sorted(op_id for op_id, op in REGISTRY.items() if op.cost is None)
    assert uncosted == [], "declare cost= on these operations (adjudicator.web.costs)"


def test_every_documented_example_is_within_its_operations_ceiling(app: Flask) -> None:
    document = app.test_client().get("/openapi.json").get_json()
    for item in document["paths"].values():
        for method, operation in item.items():
            op = REGISTRY.get(operation["operationId"])
            content = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
            if op is None or method != "post" or "example" not in content:
                continue
            charge = op.charge(op.load(content["example"]))
            assert 0 < charge.units <= op.cost.ceiling, operation["operationId"]  # type: ignore[union-attr]


def test_the_operations_that_can_be_heavy_include_the_known_expensive_ones(app: Flask) -> None:
    heavy = heavy_operations()
    assert {"get_lauzait_cep_probabilities", "get_taxot_win_probability", "analyse_renkeki_hidden_play",
            "analyse_renkeki_open_play", "replay_kiaak", "extend_kiaak", "write_kiaak", "list_paper_cetkaik_combos",
            "list_taxot_match_actions"} <= heavy
    assert not {"get_stick_distribution", "score_cetkaik_hands", "list_cetkaik_moves"} & heavy


@pytest.mark.parametrize("operation_id", sorted(GROWING))
def test_a_declared_cost_grows_with_the_work(app: Flask, operation_id: str) -> None:
    small, large = GROWING[operation_id]
    op = REGISTRY[operation_id]
    charged = op.charge(op.load(large)).units / op.charge(op.load(small)).units
    worked = _cpu_seconds(operation_id, large, runs=1) / max(_cpu_seconds(operation_id, small), 1e-5)
    assert charged >= 2 and worked >= 2, (charged, worked)
    # the charge follows the work within an order of magnitude either way
    assert 1 / 10 <= charged / worked <= 10, (charged, worked)


def test_a_request_over_the_work_limit_is_refused_before_any_work_naming_its_field() -> None:
    client = create_app(Settings(log_level="WARNING", max_units=100)).test_client()
    refused = client.post("/v1/cetkaik/records/replay", json={"record": _record(300)})
    assert refused.status_code == 422 and list(refused.get_json()["errors"]["json"]) == ["record"]
    assert "units of work" in refused.get_json()["message"]
    assert client.post("/v1/cetkaik/records/replay", json={"record": _record(3)}).status_code == 200


def test_an_answer_over_the_size_limit_is_refused_before_it_is_computed() -> None:
    client = create_app(Settings(log_level="WARNING", max_answer_bytes=100_000)).test_client()
    refused = client.post("/v1/sticks/cast", json={"count": 10_000, "seed": 5})
    assert refused.status_code == 422 and list(refused.get_json()["errors"]["json"]) == ["count"]
    assert "bytes" in refused.get_json()["message"]
    assert client.post("/v1/sticks/cast", json={"count": 100, "seed": 5}).status_code == 200
