"""LETILES through HTTP: the example tile set, placements, a whole game and the final score."""

from __future__ import annotations

from typing import Any

ROW_GAP = 2


def strip(colour: str, n: int, x: int, y: int, symbols: int = 0) -> list[dict[str, Any]]:
    """``n`` blocks of one colour in a row from (x, y), the first ``symbols`` of them carrying the owner's symbol."""
    symbol = {"red": "circle", "blue": "cross", "yellow": "triangle"}[colour]
    return [{"x": x + i, "y": y, "colour": colour, "symbol": symbol if i < symbols else None} for i in range(n)]


def worked_example_blocks() -> list[dict[str, Any]]:
    """Red areas of 5, 9, 10 and 14 blocks (four connected ◎ in the 14), blue areas of 4, 5 and 7."""
    blocks = []
    for row, size in enumerate((5, 9, 10)):
        blocks += strip("red", size, 0, ROW_GAP * (row + 1))
    blocks += strip("red", 14, 0, ROW_GAP * 4, symbols=4)
    blocks += strip("blue", 4, 0, 0) + strip("blue", 5, 5, 0) + strip("blue", 7, 11, 0)
    return blocks


def test_example_tileset_is_marked_illustrative(client: Any) -> None:
    body = client.get("/v1/letiles/tilesets/example").get_json()
    assert body["illustrative"] is True and "ILLUSTRATIVE" in body["notice"]
    assert body["count"] == len(body["tiles"]) == 81
    assert sum(t["expansion"] for t in body["tiles"]) == 9
    assert {t["replaces"] for t in body["tiles"] if t["expansion"]} >= {"red-01", "blue-10", "yellow-05"}
    assert {t["set"] for t in body["tiles"]} == {"red", "blue", "yellow"}
    short = client.get("/v1/letiles/tilesets/example?short_game=true").get_json()
    assert short["short_game"] is True and short["expansion"] is False and short["count"] == 3 * 18
    assert not any(t["expansion"] for t in short["tiles"])
    both = client.get("/v1/letiles/tilesets/example?short_game=true&expansion=true").get_json()
    assert both["count"] == 3 * 18 and {"red-x1", "red-x2", "red-x3"} <= {t["id"] for t in both["tiles"]}
    assert not any(t["expansion"] for t in both["tiles"])  # a plain set of its own
    swapped = client.get("/v1/letiles/tilesets/example?expansion=true").get_json()
    assert swapped["count"] == 72 and "red-01" not in {t["id"] for t in swapped["tiles"]}


def test_worked_example_red_scores_19(client: Any) -> None:
    r = client.post("/v1/letiles/score", json={"blocks": worked_example_blocks(), "seats": ["red", "blue", "yellow"]})
    assert r.status_code == 200
    body = r.get_json()
    red, blue, yellow = body["seats"]
    assert red == {"colour": "red", "areas": 4, "area_points": 10, "largest_area_bonus": 3, "most_areas_bonus": 3,
                   "symbol_bonus": 3, "points_lost": 0, "total": 19,
                   "chips": {"one_point": 2, "three_points": 1, "six_points": 1, "green_bonus": 3, "face_down": 1}}
    assert body["chips_left"] is None
    assert (blue["areas"], blue["total"]) == (3, 5) and yellow["total"] == 0
    assert body["winners"] == ["red"] and body["draw"] is False
    assert sorted(a["size"] for a in body["areas"] if a["colour"] == "red") == [5, 9, 10, 14]
    assert body["areas"][0]["size"] == 14 and body["areas"][0]["symbol_bonus_to"] == ["red"]
    assert body["ruleset"] == {"min_shared_edges": 1, "symbol_rule": "connected", "symbol_cap": "per_area_per_symbol",
                             "first_tile": "covers_middle", "short_game": False, "expansion": False,
                             "finite_chips": False, "chips_run_out": "change", "most_areas_by": "areas"}


def test_tied_bonuses_a_draw_and_the_tie_break(client: Any) -> None:
    tied = client.post("/v1/letiles/score", json={"blocks": strip("red", 8, 0, 0) + strip("blue", 8, 0, 2),
                                                   "seats": ["R", "B"]}).get_json()
    assert [(p["largest_area_bonus"], p["most_areas_bonus"], p["total"]) for p in tied["seats"]] == [(3, 3, 9)] * 2
    assert tied["winners"] == ["red", "blue"] and tied["draw"] is True
    blue = [b for x in (0, 8, 13, 18) for b in strip("blue", 7 if x == 0 else 4, x, 2)]
    broken = client.post("/v1/letiles/score", json={"blocks": strip("red", 10, 0, 0) + blue,
                                                    "seats": ["red", "blue"]}).get_json()
    assert [p["total"] for p in broken["seats"]] == [9, 9]
    assert broken["winners"] == ["red"] and broken["draw"] is False  # fewer areas


def test_two_players_ignore_the_third_colour_and_rules_are_echoed(client: Any) -> None:
    blocks = strip("yellow", 10, 0, 0) + strip("red", 7, 0, 2, symbols=0)
    blocks += [{"x": x, "y": 4, "colour": "red", "symbol": "circle" if x % 2 == 0 else None} for x in range(7)]
    body = client.post("/v1/letiles/score", json={"blocks": blocks, "seats": ["red", "blue"],
                                                  "ruleset": {"symbol_rule": "count"}}).get_json()
    assert all(a["colour"] == "red" for a in body["areas"])
    assert body["seats"][0]["symbol_bonus"] == 3  # 4 separated ◎ count under symbol_rule = count
    assert body["ruleset"]["symbol_rule"] == "count"


def test_placed_tiles_and_their_blocks_score_alike_and_share_the_cache(client: Any) -> None:
    tiles = {t["id"]: t for t in client.get("/v1/letiles/tilesets/example").get_json()["tiles"]}
    placements = [{"tile": "red-13", "x": 0, "y": 0, "rotation": 0}, {"tile": "red-14", "x": 2, "y": 1, "rotation": 2}]
    first = client.post("/v1/letiles/score", json={"tileset": "example", "placements": placements,
                                                   "seats": ["red", "blue"]})
    assert first.status_code == 200 and first.headers["X-Cache"] == "miss"
    blocks = []
    for p in placements:
        for b in tiles[p["tile"]]["blocks"]:
            dx, dy = (b["dx"], b["dy"]) if p["rotation"] == 0 else (-b["dx"], -b["dy"])
            blocks.append({"x": p["x"] + dx, "y": p["y"] + dy, "colour": b["colour"], "symbol": b["symbol"]})
    second = client.post("/v1/letiles/score", json={"blocks": blocks, "seats": ["red", "blue"]})
    assert second.headers["X-Cache"] == "hit" and second.get_json() == first.get_json()
    assert [a["size"] for a in first.get_json()["areas"]] == [6]


def test_placement_adjudication(client: Any) -> None:
    table = [{"tile": "red-01", "x": 0, "y": 0}]  # cells (0,0) (1,0) (0,1)
    corner = client.post("/v1/letiles/placements/validate",
                         json={"tileset": "example", "placements": table,
                               "placement": {"tile": "blue-01", "x": 2, "y": 1}}).get_json()
    assert corner["legal"] is False and "corners do not count" in corner["reason"] and corner["shared_edges"] == 0
    assert corner["cells"] == [[2, 1], [3, 1], [2, 2]]
    touching = client.post("/v1/letiles/placements/validate",
                           json={"tileset": "example", "placements": table,
                                 "placement": {"tile": "blue-01", "x": 2, "y": 0, "rotation": 0}}).get_json()
    assert touching["legal"] is True and touching["reason"] is None and touching["shared_edges"] == 1
    strict = client.post("/v1/letiles/placements/validate",
                         json={"tileset": "example", "placements": table, "ruleset": {"min_shared_edges": 2},
                               "placement": {"tile": "blue-01", "x": 2, "y": 0}}).get_json()
    assert strict["legal"] is False and strict["ruleset"]["min_shared_edges"] == 2


def test_legal_placements_are_exactly_the_valid_ones(client: Any) -> None:
    empty = client.post("/v1/letiles/placements/legal", json={"tileset": "example", "tile": "red-01"}).get_json()
    assert empty["count"] == 12 and empty["placements"][2] == {"tile": "red-01", "x": 0, "y": 0, "rotation": 0}
    anywhere = client.post("/v1/letiles/placements/legal", json={"tileset": "example", "tile": "red-01",
                                                                  "ruleset": {"first_tile": "anywhere"}}).get_json()
    assert anywhere["placements"] == [{"tile": "red-01", "x": 0, "y": 0, "rotation": r} for r in range(4)]
    table = [{"tile": "red-01", "x": 0, "y": 0}]
    listed = client.post("/v1/letiles/placements/legal",
                         json={"tileset": "example", "placements": table, "tile": "blue-02"}).get_json()
    assert listed["count"] == len(listed["placements"]) > 0
    for placement in listed["placements"]:
        verdict = client.post("/v1/letiles/placements/validate",
                              json={"tileset": "example", "placements": table, "placement": placement}).get_json()
        assert verdict["legal"] is True
    placed = client.post("/v1/letiles/placements/legal",
                         json={"tileset": "example", "placements": table, "tile": "red-01"}).get_json()
    assert placed["count"] == 0


def test_a_whole_short_two_player_game(client: Any) -> None:
    tileset = {"tiles": client.get("/v1/letiles/tilesets/example?short_game=true").get_json()["tiles"]}
    dealt = client.post("/v1/letiles/games/new", json={"tileset": tileset, "seats": ["red", "blue"], "seed": 11})
    assert dealt.status_code == 200
    game = dealt.get_json()["state"]
    assert [len(h["stand"]) for h in game["hands"]] == [5, 5] and [len(h["stock"]) for h in game["hands"]] == [13, 13]
    turns = 0
    body: dict[str, Any] = {}
    while not game["over"]:
        seat = game["to_play"]
        tile = game["hands"][seat]["stand"][0]
        options = client.post("/v1/letiles/placements/legal", json={"tileset": tileset, "tile": tile,
                                                                    "placements": game["placements"]}).get_json()
        r = client.post("/v1/letiles/games/play", json={"tileset": tileset, "state": game, "seat": seat,
                                                        "placement": options["placements"][turns % 3]})
        body = r.get_json()
        assert r.status_code == 200 and body["legal"] is True, body
        assert (body["score"] is None) == (not body["state"]["over"])
        game = body["state"]
        turns += 1
    assert turns == 36 and len(game["placements"]) == 36
    assert {p["colour"] for p in body["score"]["seats"]} == {"red", "blue"}
    assert body["score"]["winners"]


def test_a_table_is_checked_under_the_requests_min_shared_edges(client: Any) -> None:
    """Played under min_shared_edges 2, every tile shares two edges; a table with a one-edge tile is refused."""
    tileset = {"tiles": client.get("/v1/letiles/tilesets/example?short_game=true").get_json()["tiles"]}
    rules = {"min_shared_edges": 2}
    game = client.post("/v1/letiles/games/new", json={"tileset": tileset, "seats": ["red", "blue"], "seed": 5,
                                                      "ruleset": rules}).get_json()["state"]
    assert game["ruleset"]["min_shared_edges"] == 2
    for turn in range(8):
        seat = game["to_play"]
        tile = game["hands"][seat]["stand"][0]
        options = client.post("/v1/letiles/placements/legal", json={"tileset": tileset, "tile": tile,
                                                                    "placements": game["placements"],
                                                                    "ruleset": rules}).get_json()["placements"]
        r = client.post("/v1/letiles/games/play", json={"tileset": tileset, "state": game, "seat": seat,
                                                        "placement": options[turn % len(options)], "ruleset": rules})
        assert r.status_code == 200 and r.get_json()["legal"] is True, r.get_json()
        game = r.get_json()["state"]
    # the same first tile, then a second one touching it along one edge only: legal under the default rules
    first = game["placements"][0]
    touching = client.post("/v1/letiles/placements/legal", json={
        "tileset": tileset, "tile": game["hands"][game["to_play"]]["stand"][0], "placements": [first]}).get_json()
    one_edge = next(p for p in touching["placements"] if client.post("/v1/letiles/placements/validate", json={
        "tileset": tileset, "placements": [first], "placement": p}).get_json()["shared_edges"] == 1)
    table = {"tileset": tileset, "placements": [first, one_edge]}
    assert client.post("/v1/letiles/placements/legal", json={**table, "tile": first["tile"]}).status_code == 200
    refused = client.post("/v1/letiles/placements/legal", json={**table, "tile": first["tile"], "ruleset": rules})
    assert refused.status_code == 422 and list(refused.get_json()["errors"]["json"]) == ["placements[1]"]
    refused = client.post("/v1/letiles/placements/validate",
                          json={**table, "placement": {**one_edge, "x": 50}, "ruleset": rules})
    assert refused.status_code == 422 and list(refused.get_json()["errors"]["json"]) == ["placements[1]"]
    # a game whose second tile was laid along one edge, sent as if played under min_shared_edges 2
    game = client.post("/v1/letiles/games/new", json={"tileset": tileset, "seats": ["red", "blue"], "seed": 5}
                       ).get_json()["state"]
    for _ in range(2):
        seat, tile = game["to_play"], game["hands"][game["to_play"]]["stand"][0]
        options = client.post("/v1/letiles/placements/legal", json={
            "tileset": tileset, "tile": tile, "placements": game["placements"]}).get_json()["placements"]
        placement = next(p for p in options if client.post("/v1/letiles/placements/validate", json={
            "tileset": tileset, "placements": game["placements"], "placement": p}).get_json()["shared_edges"] < 2)
        game = client.post("/v1/letiles/games/play", json={"tileset": tileset, "state": game, "seat": seat,
                                                           "placement": placement}).get_json()["state"]
    seat, tile = game["to_play"], game["hands"][game["to_play"]]["stand"][0]
    request = {"tileset": tileset, "state": game, "seat": seat, "placement": {"tile": tile, "x": 0, "y": 9},
               "ruleset": rules}
    refused = client.post("/v1/letiles/games/play", json=request)  # the game says it was started otherwise
    assert refused.status_code == 422
    assert list(refused.get_json()["errors"]["json"]) == ["state.ruleset.min_shared_edges"]
    game.pop("ruleset")  # a state without its rules is read under the request's: its table is checked against them
    refused = client.post("/v1/letiles/games/play", json=request)
    assert refused.status_code == 422 and list(refused.get_json()["errors"]["json"]) == ["state.placements[1]"]


def test_seeded_deal_is_cached_and_an_unseeded_one_returns_its_seed(client: Any) -> None:
    request = {"tileset": "example", "seats": ["red", "blue", "yellow"], "seed": 5, "first": 2}
    first, second = (client.post("/v1/letiles/games/new", json=request) for _ in range(2))
    assert (first.headers["X-Cache"], second.headers["X-Cache"]) == ("miss", "hit")
    assert first.get_json()["state"]["to_play"] == 2 and first.get_json()["seed"] == 5
    unseeded = [client.post("/v1/letiles/games/new", json={"tileset": "example", "seats": ["red", "blue"]})
                for _ in range(2)]
    assert [r.headers["X-Cache"] for r in unseeded] == ["miss", "miss"]
    seed = unseeded[0].get_json()["seed"]
    replay = client.post("/v1/letiles/games/new", json={"tileset": "example", "seats": ["red", "blue"], "seed": seed})
    assert replay.get_json() == unseeded[0].get_json()


def test_illegal_plays_are_adjudications(client: Any) -> None:
    game = client.post("/v1/letiles/games/new",
                       json={"tileset": "example", "seats": ["red", "blue"], "seed": 3}).get_json()["state"]
    red_tile, blue_tile = game["hands"][0]["stand"][0], game["hands"][1]["stand"][0]
    wrong_seat = client.post("/v1/letiles/games/play", json={"tileset": "example", "state": game, "seat": 1,
                                                             "placement": {"tile": blue_tile, "x": 0, "y": 0}})
    assert wrong_seat.status_code == 200
    assert wrong_seat.get_json()["legal"] is False and "red's turn" in wrong_seat.get_json()["reason"]
    assert wrong_seat.get_json()["state"] == game
    not_on_stand = client.post("/v1/letiles/games/play", json={"tileset": "example", "state": game, "seat": 0,
                                                               "placement": {"tile": blue_tile, "x": 0, "y": 0}})
    assert not_on_stand.get_json()["legal"] is False and "stand" in not_on_stand.get_json()["reason"]
    drawn = game["hands"][0]["stock"][3]
    played = client.post("/v1/letiles/games/play", json={"tileset": "example", "state": game, "seat": 0, "drawn": drawn,
                                                         "placement": {"tile": red_tile, "x": 0, "y": 0}}).get_json()
    assert played["legal"] is True and drawn in played["state"]["hands"][0]["stand"]
    far = client.post("/v1/letiles/games/play", json={"tileset": "example", "state": played["state"], "seat": 1,
                                                      "placement": {"tile": blue_tile, "x": 10, "y": 10}}).get_json()
    assert far["legal"] is False and "edge" in far["reason"] and far["state"] == played["state"]


def test_bad_input_is_a_422_naming_the_field(client: Any) -> None:
    bad_tile = {"id": "t1", "set": "red", "blocks": [{"dx": 0, "dy": 0, "colour": "red"},
                                                     {"dx": 1, "dy": 0, "colour": "red"},
                                                     {"dx": 2, "dy": 0, "colour": "red"}]}
    r = client.post("/v1/letiles/placements/legal", json={"tileset": {"tiles": [bad_tile]}, "tile": "t1"})
    assert r.status_code == 422 and "L shape" in r.get_json()["message"]
    assert "tileset" in r.get_json()["errors"]["json"]
    r = client.post("/v1/letiles/placements/validate",
                    json={"tileset": "example", "placement": {"tile": "nope", "x": 0, "y": 0}})
    assert r.status_code == 422 and r.get_json()["errors"]["json"] == {"placement.tile": ["tile 'nope' is not in the "
                                                                                          "tile set"]}
    r = client.post("/v1/letiles/placements/validate",
                    json={"tileset": "example", "placements": [{"tile": "red-01", "x": 0, "y": 0},
                                                               {"tile": "red-02", "x": 0, "y": 0}],
                          "placement": {"tile": "red-03", "x": 0, "y": 0}})
    assert r.status_code == 422 and "overlaps" in r.get_json()["errors"]["json"]["placements[1]"][0]
    r = client.post("/v1/letiles/score", json={"blocks": [], "seats": ["red", "red"]})
    assert r.status_code == 422 and "seats" in r.get_json()["errors"]["json"]
    r = client.post("/v1/letiles/score", json={"seats": ["red", "blue"]})
    assert r.status_code == 422 and "exactly one" in r.get_json()["message"]
    r = client.post("/v1/letiles/score", json={"blocks": strip("red", 1, 0, 0) * 2, "seats": ["red", "blue"]})
    assert r.status_code == 422 and "blocks[1]" in r.get_json()["errors"]["json"]
    r = client.post("/v1/letiles/placements/legal", json={"tileset": "example", "tile": "red-01",
                                                          "ruleset": {"symbol_rule": "touching"}})
    assert r.status_code == 422 and "rules" in r.get_json()["message"]
    r = client.post("/v1/letiles/placements/legal", json={"tileset": "standard", "tile": "red-01"})
    assert r.status_code == 422 and "tileset" in r.get_json()["message"]


def test_letiles_answers_are_cached(client: Any) -> None:
    request = {"tileset": "example", "placements": [{"tile": "red-01", "x": 0, "y": 0}], "tile": "yellow-03"}
    assert client.post("/v1/letiles/placements/legal", json=request).headers["X-Cache"] == "miss"
    request["placements"][0]["rotation"] = 0  # the same table, normalised
    assert client.post("/v1/letiles/placements/legal", json=request).headers["X-Cache"] == "hit"


def test_a_short_game_is_started_and_played_under_its_ruleset(client: Any) -> None:
    short = {"short_game": True}
    dealt = client.post("/v1/letiles/games/new", json={"tileset": "example", "seats": ["red", "blue"], "seed": 4,
                                                       "ruleset": short}).get_json()["state"]
    assert dealt["ruleset"]["short_game"] is True
    assert [len(h["stand"]) + len(h["stock"]) for h in dealt["hands"]] == [18, 18]
    assert "red-02" not in dealt["hands"][0]["stand"] + dealt["hands"][0]["stock"]
    seat, tile = dealt["to_play"], dealt["hands"][dealt["to_play"]]["stand"][0]
    spot = client.post("/v1/letiles/placements/legal", json={"tileset": "example", "tile": tile,
                                                             "ruleset": short}).get_json()["placements"][0]
    request = {"tileset": "example", "state": dealt, "seat": seat, "placement": spot, "ruleset": short}
    played = client.post("/v1/letiles/games/play", json=request).get_json()
    assert played["legal"] is True and played["state"]["ruleset"] == played["ruleset"]
    refused = client.post("/v1/letiles/games/play", json={**request, "ruleset": None})
    assert refused.status_code == 422
    assert list(refused.get_json()["errors"]["json"]) == ["state.ruleset.short_game"]
    removed = {**dealt, "hands": [{**dealt["hands"][0], "stock": ["red-02", *dealt["hands"][0]["stock"][1:]]},
                                  dealt["hands"][1]]}
    refused = client.post("/v1/letiles/games/play", json={**request, "state": removed})
    assert refused.status_code == 422
    assert refused.get_json()["errors"]["json"] == {
        "state.hands[0].stock": ["tile 'red-02' is out of play: removed by the short game (one copy of each "
                                "duplicated multi-colour design)"]}
    refused = client.post("/v1/letiles/placements/legal", json={"tileset": "example", "tile": "red-02",
                                                                "ruleset": short})
    assert refused.status_code == 422 and "out of play" in refused.get_json()["message"]


def test_expansion_tiles_are_in_play_only_under_the_expansion(client: Any) -> None:
    ruleset = {"expansion": True}
    dealt = client.post("/v1/letiles/games/new", json={"tileset": "example", "seats": ["red", "yellow"], "seed": 2,
                                                       "ruleset": ruleset}).get_json()["state"]
    red = dealt["hands"][0]["stand"] + dealt["hands"][0]["stock"]
    assert {"red-x1", "red-x2", "red-x3"} <= set(red) and not {"red-01", "red-05", "red-10"} & set(red)
    plain = client.post("/v1/letiles/placements/legal", json={"tileset": "example", "tile": "red-x1"})
    assert plain.status_code == 422 and "in play only under the expansion rule" in plain.get_json()["message"]
    box = client.get("/v1/letiles/tilesets/example").get_json()["tiles"]
    bad = [{**t, "replaces": "red-13"} if t["id"] == "red-x1" else t for t in box]
    refused = client.post("/v1/letiles/games/new", json={"tileset": {"tiles": bad}, "seats": ["red", "blue"]})
    assert refused.status_code == 422 and "tileset.tiles[24].replaces" in refused.get_json()["message"]


def test_finite_chips_over_http(client: Any) -> None:
    blocks = [b for row in range(16) for b in strip("red", 4, 0, ROW_GAP * row)]
    body = client.post("/v1/letiles/score", json={"blocks": blocks, "seats": ["red", "blue"],
                                                  "ruleset": {"finite_chips": True}}).get_json()
    red = body["seats"][0]
    assert (red["area_points"], red["points_lost"], red["total"]) == (16, 1, 21)
    assert red["chips"] == {"one_point": 15, "three_points": 0, "six_points": 0, "green_bonus": 2, "face_down": 0}
    assert body["chips_left"] == {"one_point": 0, "three_points": 18, "six_points": 15, "green_bonus": 10,
                                  "face_down": 0}
    lost = client.post("/v1/letiles/score", json={"blocks": blocks, "seats": ["red", "blue"], "ruleset": {
        "finite_chips": True, "chips_run_out": "lost", "most_areas_by": "chips"}}).get_json()
    assert lost["seats"][0]["total"] == 21 and lost["ruleset"]["most_areas_by"] == "chips"
    bad = client.post("/v1/letiles/score", json={"blocks": blocks, "seats": ["red", "blue"],
                                                 "ruleset": {"chips_run_out": "borrow"}})
    assert bad.status_code == 422 and "chips_run_out" in bad.get_json()["message"]
