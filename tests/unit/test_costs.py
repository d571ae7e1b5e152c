"""Every operation declares its cost, and a declared cost grows with the work it stands for.

A request is charged its operation's declared cost before it runs (admission, the limits of one request and of a
batch: adjudicator.web.costs). A cost that did not grow with the work would let a small-looking request do much
work uncounted: for each operation whose charge varies with the request (``Cost.grows``), a small and a large
request are charged and timed (CPU time of the library call, its memoised results cleared first), and the two
must grow together (GROWING). An operation whose work cannot be shown by timing to follow its charge is listed in
EXEMPT with the reason; there the larger request must be charged more, and its work must not outgrow its charge.
An operation whose charge varies and that is in neither fails a test.
"""

from __future__ import annotations

import functools
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
from adjudicator.games.paper_cetkaik import makhup, mokkaik, niekhi
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
TRIPLE = {"types": ["set", "seq"], "size": 3}
SEATS = ["red", "blue", "yellow"]


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


@functools.cache
def _whole(game: str, reached: int, big_deck: bool = False) -> tuple[dict[str, Any], Any]:
    """A whole game of ``game`` (of 100 seasons or hands, seeded, random plays) at the first turn of its season or
    hand ``reached`` (under BIG_DECK if ``big_deck``): its state as a request sends it, and a legal action's JSON."""
    rules = {ROUNDS.get(game, "seasons"): 100, **(BIG_DECK if big_deck else {})}
    played = GAMES[game].under(rules)
    state, rng = played.new(1, PLAYERS.get(game)), random.Random(1)
    while True:
        written = played.state_to_json(state)
        if written.get("season_number", written.get("hand_number")) >= reached and written["to_play"] is not None:
            written.pop("ruleset", None)
            return written, played.action_to_json(played.legal_actions(state)[0])
        verdict = played.apply(state, rng.choice(list(played.legal_actions(state))))
        state = rng.choice(verdict.outcomes).state if verdict.outcomes else verdict.state


#: Players of a whole game where the default is not enough (a 連友 season's hands hold at most 20 cards: 96 cards
#: among five players).
PLAYERS = {"niekhi": 5}
#: The season of a long whole game the large requests are made at, where 40 takes long to play to.
LATE = {"taxot": 12, "niekhi": 12}
#: The rule counting a whole game's rounds where it is not ``seasons``.
ROUNDS = {"makkaik": "hands", "namtou": "hands"}
#: The largest deck a paper-Cetkaik ruleset may have: four copies of every card a colour (twice the default's cards).
BIG_DECK = {"deck": {kind.value: 4 for kind in Kind}}
#: The whole paper-Cetkaik games: their operations listing and applying the plays of a whole game, and of one
#: season (or hand) alone.
WHOLE = {game: (f"list_{game}_match_plays", f"apply_{game}_match_play", f"list_{game}_plays", f"apply_{game}_play")
         for game in ("niekhi", "nine", "makhup", "mokkaik", "makkaik", "namtou")}
WHOLE["taxot"] = ("list_taxot_match_actions", "apply_taxot_match_action", "list_taxot_actions", "apply_taxot_action")
#: The whole games whose rules may change the deck.
DECKED = ("niekhi", "nine", "makhup", "mokkaik", "taxot")


def _play(game: str, state: dict[str, Any], action: Any) -> dict[str, Any]:
    """The request fields of ``action`` (a game's action JSON) on ``state``: each game's operations name them."""
    if game in ("makkaik", "namtou"):
        return {"play": action}
    if game == "taxot":
        return {"action": action}
    if game == "makhup":
        return {"player": state["to_play"], "play": action}
    return {"player": state["to_play"], **action}


def _whole_request(game: str, operation_id: str, reached: int, *, big_deck: bool = False) -> dict[str, Any]:
    """A request of ``operation_id`` on a whole game of ``game`` at its season ``reached`` (its current season alone
    for the operations on one season), under BIG_DECK if ``big_deck``."""
    state, action = _whole(game, reached, big_deck)
    ruleset = BIG_DECK if big_deck else None
    listing, applying, _, _ = WHOLE[game]
    if operation_id in (listing, applying):
        body = {"state": state, "ruleset": {ROUNDS.get(game, "seasons"): 100, **(ruleset or {})}}
    else:
        body = {"state": state["season" if "season" in state else "hand"], "ruleset": ruleset}
    if operation_id.startswith("apply"):
        body |= _play(game, state, action)
    return body


def _utage_outlook(players: int, lord_cup_dice: int) -> dict[str, Any]:
    """A round of utage being scored with ``lord_cup_dice`` dice in the lord's cup, one in the slot and the others
    shared among the players' cups."""
    rest = 6 * players - 1 - lord_cup_dice
    cups = [[1 + j % 6 for j in range(rest * i // players, rest * (i + 1) // players)] for i in range(players)]
    seats = [{"name": f"P{i}", "cups": 2, "cup": cup} for i, cup in enumerate(cups)]
    return {"state": {"seats": seats, "lord_cups": 10 - 2 * players, "phase": "scoring", "formula": "SLOT1 + MAX",
                      "slots": [6], "lord_cup_dice": lord_cup_dice, "declarer": 1}}


def _letiles_placing(placed: int) -> dict[str, Any]:
    """A tile to place (or its placement to draw) on a table of ``placed`` tiles."""
    table = _letiles_table(placed)
    return {"tileset": "example", "placements": table["placements"],
            "placement": {"tile": table["tile"], "x": 0, "y": 0}}


def _game(game: str, *, action: bool = False) -> dict[str, Any]:
    """A request on the first state of a seeded ``game`` of the catalogue (with its first legal action)."""
    played = GAMES[game]
    state = played.new(1)
    body = {"game": game, "state": played.state_to_json(state)}
    if action:
        body["action"] = played.action_to_json(played.legal_actions(state)[0])
    return body


def _niekhi_match(copies: int | None, players: int) -> dict[str, Any]:
    """The first turn of a whole 連友 game under a deck of ``copies`` of every card a colour (None: the default)."""
    ruleset = None if copies is None else {"deck": {kind.value: copies for kind in Kind}}
    match = niekhi.new_match([str(i) for i in range(players)], 1, niekhi.NiekhiRules.from_json(ruleset))
    return {"state": match.to_json(), "ruleset": ruleset}


@functools.cache
def _makhup_drawn(draws: int) -> dict[str, Any]:
    """A 値木 game of two under the big deck and ``draw_to = hand`` after ``draws`` draws: A's hand holds 6 dealt
    cards and about half the draws."""
    ruleset = {**BIG_DECK, "draw_to": "hand"}
    rules = makhup.MakhupRules.from_json(ruleset)
    state = makhup.new_game(["A", "B"], "A", random.Random(3), rules)
    for _ in range(draws):
        assert state.to_play is not None
        state = makhup.apply(state, state.to_play, makhup.Play("draw"), rules).state
    return {"state": state.to_json(), "ruleset": ruleset}


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
    "list_game_actions": (_game("ships"), _game("niekhi")),
    "describe_game": (_game("ships"), _game("niekhi")),
    "apply_game_action": (_game("ships", action=True), _game("niekhi", action=True)),
    "get_lauzait_cep_probabilities": ({"players": 2}, {"players": 4}),
    "list_makhup_plays": (_makhup_drawn(0), _makhup_drawn(100)),
    "list_niekhi_plays": ({"state": _niekhi_match(None, 4)["state"]["season"], "ruleset": None},
                          {"state": _niekhi_match(2, 3)["state"]["season"], "ruleset": _niekhi_match(2, 3)["ruleset"]}),
    "get_utage_round_outlook": (_utage_outlook(2, 1), _utage_outlook(3, 17)),
    "decompose_paper_cetkaik_hand": ({"hand": CARDS[:6], "shapes": [[TRIPLE] * 2]},
                                     {"hand": CARDS, "shapes": [[TRIPLE] * 4]}),
    "score_letiles_table": ({"tileset": "example", "placements": _letiles_table(1)["placements"], "seats": SEATS},
                            {"tileset": "example", "placements": _letiles_table(60)["placements"], "seats": SEATS}),
    "render_letiles_table": (_letiles_placing(10), _letiles_placing(60)),
    "validate_letiles_placement": (_letiles_placing(1), _letiles_placing(60)),
    **{operation_id: (_whole_request(game, operation_id, 1), _whole_request(game, operation_id, LATE.get(game, 40)))
       for game in ("nine", "taxot") for operation_id in WHOLE[game][:2]},
    # a 行戦 game's totals are checked against bounds walked season by season (once a process, then remembered)
    **{operation_id: (_whole_request("mokkaik", operation_id, 1), _whole_request("mokkaik", operation_id, 40))
       for operation_id in WHOLE["mokkaik"][:2]},
}

#: Operations whose charge varies with the request but whose work timing cannot show it following the charge: a
#: small and a large request, and why.
EXEMPT: dict[str, tuple[dict[str, Any], dict[str, Any], str]] = {
    **{operation_id: (_whole_request(game, operation_id, 1), _whole_request(game, operation_id, LATE.get(game, 40)),
                      "charged a little per season reached (the finished seasons' results the state carries), the "
                      "work barely grows with it")
       for game in ("niekhi", "makhup", "mokkaik", "makkaik", "namtou") for operation_id in WHOLE[game][:2]
       if operation_id not in GROWING},
    **{operation_id: (_whole_request(game, operation_id, 1), _whole_request(game, operation_id, 1, big_deck=True),
                      "the deck's size multiplies the charge by at most 2, too little for CPU time to resolve")
       for game in DECKED for operation_id in WHOLE[game][2:] if operation_id not in GROWING},
    **{operation_id: ({"seats": ["A", "B", "C"], "seed": 1}, {"seats": ["A", "B", "C"], "seed": 1, "ruleset": BIG_DECK},
                      "the deck's size multiplies the charge by at most 2, too little for CPU time to resolve")
       for operation_id in ("start_makhup_game", "start_makhup_match", "start_mokkaik_match", "start_mokkaik_season",
                            "start_niekhi_game", "start_niekhi_match", "start_nine_match", "start_nine_season",
                            "start_taxot_match", "start_taxot_season")},
}

_LIBRARY = [importlib.import_module(m.name)
            for m in pkgutil.walk_packages(adjudicator.games.__path__, "adjudicator.games.")]


#: Memo tables of the library that are plain dicts (no ``cache_clear``): 行戦's bounds on the totals, walked once a
#: process season by season.
_MEMO_DICTS = [mokkaik._WALKED]


def _forget_memoised_results() -> None:
    for module in _LIBRARY:
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()
    for table in _MEMO_DICTS:
        table.clear()


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


def test_every_operation_whose_charge_varies_has_its_growth_tested(app: Flask) -> None:
    growing = {op_id for op_id, op in REGISTRY.items() if op.cost is not None and op.cost.grows}
    assert growing - GROWING.keys() - EXEMPT.keys() == set(), "add a small and a large request to GROWING (or EXEMPT)"
    assert GROWING.keys() & EXEMPT.keys() == set()
    assert (GROWING.keys() | EXEMPT.keys()) - growing == set(), "these charge a fixed amount: remove them"


def _ratios(operation_id: str, small: dict[str, Any], large: dict[str, Any]) -> tuple[float, float]:
    """How many times the large request is charged and costs (CPU time) the small one's."""
    op = REGISTRY[operation_id]
    charged = op.charge(op.load(large)).units / op.charge(op.load(small)).units
    # the small request once first: what a process does only the first time (a cache of its own, a lazy import) is
    # then paid by neither measured call (it made a season-40 play of 行戦 look 55 times a season-1 one's cost)
    _cpu_seconds(operation_id, small, runs=1)
    worked = _cpu_seconds(operation_id, large, runs=1) / max(_cpu_seconds(operation_id, small), 1e-5)
    return charged, worked


@pytest.mark.parametrize("operation_id", sorted(GROWING))
def test_a_declared_cost_grows_with_the_work(app: Flask, operation_id: str) -> None:
    charged, worked = _ratios(operation_id, *GROWING[operation_id])
    # both grow clearly (a charge by players read from a table may grow by less than twice: 2,500 to 4,000 units)
    assert charged >= 1.5 and worked >= 1.5, (charged, worked)
    # the charge follows the work within an order of magnitude either way
    assert 1 / 10 <= charged / worked <= 10, (charged, worked)


@pytest.mark.parametrize("operation_id", sorted(EXEMPT))
def test_an_exempt_cost_charges_more_for_more_and_is_not_outgrown_by_the_work(app: Flask, operation_id: str) -> None:
    small, large, _ = EXEMPT[operation_id]
    charged, worked = _ratios(operation_id, small, large)
    assert charged > 1, charged
    assert worked / charged <= 10, (charged, worked)


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
