"""Every game played whole over HTTP, the way a referee is used: from ``new`` (seeded) to the end of the game.

One walker per game knows only the game's three operations: set it up, list the legal plays of a state, apply
one. The property checked at every step of random seeded games (Hypothesis draws the seed, the table size and the
choices): the state the service returned is accepted back as it is (listing its plays answers 200), it says whose
turn it is and whether the game is over, and every play the service lists is accepted by ``apply`` as legal. A
game that is over lists no plays. Each game also has one seeded game whose final result is asserted.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from adjudicator.games.lauzait_cep import game as lauzait

#: Plays a walker applies besides the one it continues with (each on the same state: all must be legal).
TRIED = 2
#: Steps after which a walk gives up (no seeded game of these sizes comes near it).
MAX_STEPS = 5000

Post = Callable[[str, dict[str, Any]], dict[str, Any]]
#: A walker: plays one random game (post, seed, players, rng, steps) and returns its last state.
Walker = Callable[[Post, int, int, random.Random, int], dict[str, Any]]


def poster(client: Any) -> Post:
    def post(path: str, body: dict[str, Any]) -> dict[str, Any]:
        response = client.post(path, json=body)
        assert response.status_code == 200, (path, response.get_json())
        answer: dict[str, Any] = response.get_json()
        return answer

    return post


def play_one(post: Post, path: str, base: dict[str, Any], plays: list[dict[str, Any]], rng: random.Random,
             chosen: dict[str, Any] | None = None, tried: Post | None = None) -> dict[str, Any]:
    """Apply a few of the listed ``plays`` (request fields added to ``base``, the state and who plays) to the same
    state, each of which must be adjudicated legal (by ``tried`` when given, else by ``post``); then apply
    ``chosen`` (default: one at random) with ``post`` and return its verdict."""
    for play in rng.sample(plays, min(TRIED, len(plays))):
        verdict = (tried or post)(path, {**base, **play})
        assert verdict["legal"] is True, (play, verdict["reason"])
    play = rng.choice(plays) if chosen is None else chosen
    verdict = post(path, {**base, **play})
    assert verdict["legal"] is True, (play, verdict["reason"])
    return verdict


# --- the paper-Cetkaik games -------------------------------------------------------------------------------------

PAPER = "/v1/paper-cetkaik"


def uai_for(cards: list[str], choices: list[dict[str, str]], rng: random.Random) -> list[dict[str, str]]:
    """One of the listed 将 choices for each 将 played, a card of the discard pile taken once at most.

    The takes come first: a removal acts at once, so a card of a removed strength is no longer there to take.
    """
    picked: list[dict[str, str]] = []
    for _ in range(sum(card.endswith("将") for card in cards)):
        picked.append(rng.choice([c for c in choices if "remove" in c or c not in picked]))
    return sorted(picked, key=lambda choice: "take" not in choice)


def walk_seated(game: str, plays_of: Callable[[dict[str, Any], random.Random], list[dict[str, Any]]]) -> Walker:
    """The walker of a game whose ``new`` takes the players' names (``seats``) and whose ``plays`` answer names
    the ``player`` to play: ``plays_of`` turns that answer into the request fields of every listed play."""

    def walk(post: Post, seed: int, players: int, rng: random.Random, steps: int) -> dict[str, Any]:
        names = [f"p{i}" for i in range(players)]
        state = post(f"{PAPER}/{game}/new", {"seats": names, "seed": seed})["state"]
        for _ in range(steps):
            listed = post(f"{PAPER}/{game}/plays", {"state": state})
            assert listed["player"] == state["to_play"]
            plays = plays_of(listed, rng)
            if state["over"]:
                assert plays == [] and listed["player"] is None
                return state
            state = play_one(post, f"{PAPER}/{game}/apply", {"state": state, "player": listed["player"]}, plays,
                             rng)["state"]
        return state

    return walk


def niekhi_plays(listed: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """連友: a listed combo (with a listed choice for each 将 in it), or a pass when allowed."""
    plays = [{"cards": c["cards"], "uai": uai_for(c["cards"], listed["uai_choices"], rng)} for c in listed["combos"]]
    return [*plays, {}] if listed["can_pass"] else plays


def nine_plays(listed: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """小猫: a listed combo, or declining (drawing three) when allowed."""
    plays: list[dict[str, Any]] = [{"cards": c["cards"]} for c in listed["combos"]]
    return [*plays, {}] if listed["can_decline"] else plays


def makhup_plays(listed: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """値木: extend or merge roads with listed cards, or draw or pass when allowed."""
    plays = [{"play": play} for play in listed["plays"]]
    plays += [{"play": {"draw": True}}] if listed["can_draw"] else []
    return [*plays, {"play": {"pass": True}}] if listed["can_pass"] else plays


def walk_mokkaik_match(post: Post, seed: int, players: int, rng: random.Random,
                steps: int) -> dict[str, Any]:
    """行戦: a match of two seasons; lead or follow with a listed combo, or discard face down."""
    ruleset = {"seasons": 2}
    seats = [str(i) for i in range(players)]
    match = post(f"{PAPER}/mokkaik/match/new", {"seats": seats, "seed": seed, "ruleset": ruleset})["state"]
    for _ in range(steps):
        listed = post(f"{PAPER}/mokkaik/match/plays", {"state": match, "ruleset": ruleset})
        assert listed["to_play"] == match["to_play"] and listed["over"] == match["over"]
        if match["over"]:
            assert listed["combos"] == [] and listed["to_play"] is None
            return match
        player = listed["to_play"]
        plays: list[dict[str, Any]] = [{"cards": c["cards"]} for c in listed["combos"]]
        if listed["discard_size"] is not None:
            hand = match["season"]["hands"][player]
            plays.append({"cards": rng.sample(hand, listed["discard_size"]), "face_down": True})
        base = {"state": match, "ruleset": ruleset, "player": player}
        match = play_one(post, f"{PAPER}/mokkaik/match/apply", base, plays, rng)["state"]
    return match


def walk_taxot(post: Post, seed: int, players: int, rng: random.Random,
                steps: int) -> dict[str, Any]:
    """終季: draw, discard, claim and win, from the deal to the season's scores."""
    season = post(f"{PAPER}/taxot/season/new", {"seats": [str(i) for i in range(players)], "seed": seed})
    for _ in range(steps):
        listed = post(f"{PAPER}/taxot/season/actions", {"state": season["state"]})
        assert listed["over"] == season["over"]
        if season["over"]:
            assert listed["actions"] == [] and season["to_play"] is None
            return season
        assert {a["player"] for a in listed["actions"]} >= {season["to_play"]} or any(
            a["action"] != "draw" for a in listed["actions"])
        plays = [{"action": action} for action in listed["actions"]]
        season = play_one(post, f"{PAPER}/taxot/season/apply", {"state": season["state"]}, plays, rng)
    return season


def walk_makkaik(post: Post, seed: int, players: int, rng: random.Random, steps: int) -> dict[str, Any]:
    """値戦: the exchanges (swap, or draw two and keep one), the antes and the betting rounds, any listed play,
    to the showdown or a win by folds; the answer's settlement is returned with the last state."""
    answer = post(f"{PAPER}/makkaik/game/new", {"seats": [str(i) for i in range(players)], "seed": seed})
    for _ in range(steps):
        state = answer["state"]
        listed = post(f"{PAPER}/makkaik/game/plays", {"state": state})
        assert (listed["to_play"], listed["over"]) == (state["to_play"], state["over"])
        if state["over"]:
            assert listed["plays"] == [] and answer["settlement"] is not None
            return {**state, "settlement": answer["settlement"]}
        plays = [{"play": play} for play in listed["plays"]]
        answer = play_one(post, f"{PAPER}/makkaik/game/apply", {"state": state}, plays, rng)
    return answer["state"]


def walk_namtou(post: Post, seed: int, players: int, rng: random.Random, steps: int) -> dict[str, Any]:
    """開樽: two betting cycles of 無行 (fold) or 加行 (a bet from the least to the most allowed), then the reveal."""
    ruleset = {"cycles": 2}
    seats = [str(i) for i in range(players)]
    game = post(f"{PAPER}/namtou/game/new", {"seats": seats, "seed": seed, "ruleset": ruleset})
    for _ in range(steps):
        listed = post(f"{PAPER}/namtou/game/plays", {"state": game["state"], "ruleset": ruleset})
        assert (listed["to_play"], listed["over"]) == (game["to_play"], game["over"])
        if game["over"]:
            assert listed["plays"] == [] and game["result"] is not None
            return game
        plays = [{"play": play} for play in listed["plays"]]
        if listed["max_bet"] > listed["min_bet"]:  # any amount in between is legal too
            amount = rng.randint(listed["min_bet"], listed["max_bet"])
            plays.append({"play": {"action": "bet", "player": listed["to_play"], "amount": amount}})
        game = play_one(post, f"{PAPER}/namtou/game/apply", {"state": game["state"], "ruleset": ruleset}, plays, rng)
    return game


# --- Lauzait Cep! ------------------------------------------------------------------------------------------------


def lauzait_library(path: str, body: dict[str, Any]) -> dict[str, Any]:
    """What ``/v1/lauzait-cep/game/{new,actions,apply}`` answer (the default ruleset), asked of the rules library
    directly: a game's state goes through its JSON form at each step, as over HTTP."""
    assert path.startswith("/v1/lauzait-cep/game/") and "ruleset" not in body, (path, sorted(body))
    if path.endswith("/new"):
        return {"state": lauzait.new_game(body["players"], body["seed"]).to_json()}
    game = lauzait.LauzaitGame.from_json(body["state"])
    if path.endswith("/actions"):
        return {"to_play": game.to_play, "actions": [action.to_json() for action in lauzait.legal_actions(game)]}
    assert path.endswith("/apply"), path
    return lauzait.apply(game, body["seat"], lauzait.GameAction.from_json(body["action"])).to_json()


def walk_lauzait_cep(post: Post, seed: int, players: int, rng: random.Random, steps: int,
                     tried: Post | None = None) -> dict[str, Any]:
    """A whole game: as many rounds as players, turn order, declarations and stalemates, the totals. The plays
    tried besides the one played are adjudicated by ``tried`` when given, else by ``post``."""
    game = post("/v1/lauzait-cep/game/new", {"players": players, "seed": seed})["state"]
    for _ in range(steps):
        listed = post("/v1/lauzait-cep/game/actions", {"state": game})
        assert listed["to_play"] == game["to_play"]
        if game["over"]:
            assert listed["actions"] == [] and listed["to_play"] is None
            return game
        plays = [{"action": action} for action in listed["actions"]]
        declare = [p for p in plays if p["action"]["action"] == "declare"]  # else a random game drags on
        game = play_one(post, "/v1/lauzait-cep/game/apply", {"state": game, "seat": listed["to_play"]}, plays, rng,
                        declare[0] if declare else None, tried)["state"]
    return game


# --- the race games ----------------------------------------------------------------------------------------------

RACE = "/v1/race-games"


def walk_ships(post: Post, seed: int, players: int, rng: random.Random,
                steps: int) -> dict[str, Any]:
    """連船之遊: each turn the throw drawn from the game's seed, then one of the actions it allows."""
    state = post(f"{RACE}/ships/new", {"players": players, "seed": seed})["state"]
    for _ in range(steps):
        if state["over"]:
            return state
        seat = state["to_play"]
        listed = post(f"{RACE}/ships/actions", {"state": state, "seat": seat})
        assert (listed["to_play"], listed["over"]) == (seat, False)
        # Random fleets rarely reach the goal (a fleet whose start store is empty can only pass, forever), so the
        # walker mostly plays a simple plan: supply the leading ship while its cargo is low, else move it.
        ships = state["fleets"][seat]["ships"]

        def leading(kind: str, actions: list[dict[str, Any]] = listed["actions"],
                    ships: list[dict[str, Any]] = ships) -> dict[str, Any] | None:
            found = [a for a in actions if a["kind"] == kind and ships[a["ship"]]["position"] < 20]
            return max(found, key=lambda a: (ships[a["ship"]]["position"], ships[a["ship"]]["cargo"]), default=None)

        supply, move = leading("supply"), leading("move")
        planned = (supply if supply and (ships[supply["ship"]]["cargo"] < 10 or not move) else move) or leading("build")
        plays = [{"action": action} for action in listed["actions"]]
        chosen = {"action": planned} if planned and rng.random() < 0.8 else None
        verdict = play_one(post, f"{RACE}/ships/apply", {"state": state, "seat": seat}, plays, rng, chosen)
        assert verdict["cast"] == listed["cast"]  # apply draws the cast that actions listed
        state = verdict["state"]
    return state


def mokzo_plays(state: dict[str, Any], listed: dict[str, Any]) -> list[dict[str, Any]]:
    """行山: the actions the listed kinds and options allow (activations with their throws drawn; with an empty
    hand, the install-or-discard step is a discard of nothing)."""
    hand = [card["id"] for card in state["seats"][listed["seat"]]["hand"]]
    plays: list[dict[str, Any]] = []
    for kind in listed["kinds"]:
        if kind == "install":
            plays += [{"kind": kind, "cards": [o["card"]]} for o in listed["install"] if o["affordable"]]
        elif kind == "discard":
            plays += [{"kind": kind, "cards": [card]} for card in hand] or [{"kind": kind, "cards": []}]
        elif kind == "exchange":
            plays += [{"kind": kind, "coins": n} for n in range(1, listed["exchange_max_coins"] + 1)]
        elif kind == "destroy":
            plays += [{"kind": kind, "cards": [o["card"]]} for o in listed["destroy"] if o["affordable"]]
        elif kind == "move":
            plays += [{"kind": kind, "pay": o["pay"]} for o in listed["move"]["options"] if o["affordable"]]
        elif kind == "activate":  # each working 虎 and 将 aims at one of its listed choices
            plays.append({"kind": kind, "targets": {o["card"]: o["choices"][0] for o in listed.get("activate", [])
                                                    if o["choices"]}})
        else:
            plays.append({"kind": kind})
    return plays


def walk_mokzo(post: Post, seed: int, players: int, rng: random.Random, steps: int) -> dict[str, Any]:
    """行山: each step of a turn, a few of the actions listed (install or discard, activate, exchange, destroy, the
    paid move, end_turn) are tried, then the racing line is played: move when it can, install what it can afford,
    else discard the hand for rice, activate, buy coins, end the turn (the line the race-games guide plays). Random
    play does not end: a deck discarded for rice runs out (the rules have no reshuffle), and with nothing installed
    that earns, nobody can pay to move any more."""
    state = post(f"{RACE}/mokzo/new", {"players": players, "seed": seed})["state"]
    for _ in range(steps):
        if state["over"]:
            assert state["winners"]
            return state
        seat = state["to_play"]
        listed = post(f"{RACE}/mokzo/actions", {"state": state, "seat": seat})
        assert (listed["to_play"], listed["over"]) == (seat, False)
        plays = mokzo_plays(state, listed)
        assert plays, listed
        kinds = {p["kind"]: p for p in reversed(plays)}  # the first listed action of each kind
        if "discard" in kinds:
            kinds["discard"] = {"kind": "discard", "cards": [card["id"] for card in state["seats"][seat]["hand"]]}
        if "exchange" in kinds:
            kinds["exchange"] = {"kind": "exchange", "coins": listed["exchange_max_coins"]}
        main = next(kinds[k] for k in ("move", "install", "discard", "activate", "exchange", "end_turn") if k in kinds)
        state = play_one(post, f"{RACE}/mokzo/apply", {"state": state, "seat": seat},
                         [{"action": p} for p in plays], rng, {"action": main})["state"]
    return state


def walk_netxiju(post: Post, seed: int, players: int, rng: random.Random,
                steps: int) -> dict[str, Any]:
    """六裁: the seat to throw throws (every listed throw is legal), until every pawn has arrived."""
    state = post(f"{RACE}/netxiju/new", {"players": players, "seed": seed})["state"]
    for _ in range(steps):
        if state["over"]:
            assert state["to_play"] is None
            return state
        listed = post(f"{RACE}/netxiju/outcomes", {"state": state, "seat": state["to_play"]})
        casts = [{"cast": o["cast"]} for o in listed["outcomes"]]
        state = play_one(post, f"{RACE}/netxiju/throw", {"state": state, "seat": state["to_play"]}, casts,
                         rng)["state"]
    return state


# --- the stick games ---------------------------------------------------------------------------------------------


def walk_jujai(post: Post, seed: int, players: int, rng: random.Random, steps: int) -> dict[str, Any]:
    """獣裁: everyone throws in seating order (any listed throw), the tied top throwers again, until one is highest."""
    names = [f"p{i}" for i in range(players)]
    game = post("/v1/stick-games/jujai/game/new", {"seats": names, "seed": seed})["state"]
    for _ in range(steps):
        listed = post("/v1/stick-games/jujai/game/plays", {"state": game})
        assert (listed["to_play"], listed["over"]) == (game["to_play"], game["over"])
        if game["over"]:
            assert listed["plays"] == [] and game["settlement"]["winner"] is not None
            return game
        assert sum(Fraction(p["probability"]["fraction"]) for p in listed["plays"]) == 1
        plays = [{"cast": p["cast"]} for p in listed["plays"]] + [{}]  # {}: drawn from the game's seed
        game = play_one(post, "/v1/stick-games/jujai/game/apply", {"state": game, "player": listed["to_play"]},
                        plays, rng)["state"]
    return game


def walk_renkeki(post: Post, seed: int, players: int, rng: random.Random, steps: int) -> dict[str, Any]:
    """連撃獣裁: each turn in seating order throws again (any listed throw, or drawn) or banks when listed open,
    mostly banking from a total of 8; the tied top play another round, until one result is highest."""
    names = [f"p{i}" for i in range(players)]
    game = post("/v1/stick-games/renkeki/game/new", {"seats": names, "seed": seed})["state"]
    for _ in range(steps):
        listed = post("/v1/stick-games/renkeki/game/plays", {"state": game})
        assert (listed["to_play"], listed["over"], listed["turn"]) == (game["to_play"], game["over"], game["turn"])
        if game["over"]:
            assert listed["casts"] == [] and not listed["can_bank"] and game["settlement"]["winner"] is not None
            return game
        assert sum(Fraction(t["probability"]["fraction"]) for t in listed["casts"]) == 1
        plays = [{"decision": "throw", "cast": t["cast"]} for t in listed["casts"]] + [{"decision": "throw"}]
        plays += [{"decision": "bank"}] if listed["can_bank"] else []
        banks = listed["can_bank"] and (game["turn"]["total"] >= 8 or rng.random() < 0.1)
        game = play_one(post, "/v1/stick-games/renkeki/game/apply", {"state": game, "player": listed["to_play"]},
                        plays, rng, {"decision": "bank"} if banks else None)["state"]
    return game


def walk_lutu(post: Post, seed: int, players: int, rng: random.Random, steps: int) -> dict[str, Any]:
    """新遊: each child bets on a listed number (several under multi_bets, drawn by the seed), then the banker
    throws (any listed throw, or drawn), which settles the round."""
    rules = {"multi_bets": seed % 2 == 0, "payout_mode": "gross" if seed % 3 == 0 else "net"}
    seats = [f"p{i}" for i in range(players)]
    game = post("/v1/stick-games/lutu/game/new", {"seats": seats, "seed": seed, "ruleset": rules})["state"]
    for _ in range(steps):
        listed = post("/v1/stick-games/lutu/game/plays", {"state": game, "ruleset": rules})
        assert (listed["to_play"], listed["over"]) == (game["to_play"], game["over"])
        if game["over"]:
            assert listed["numbers"] == listed["casts"] == [] and sum(game["settlement"]["children"].values()) \
                == -game["settlement"]["banker"]
            return game
        if listed["numbers"]:
            numbers = [n["number"] for n in listed["numbers"]]
            plays = [{"bets": [{"number": n, "stake": rng.randint(1, 10)} for n in rng.sample(numbers, k)]}
                     for k in range(1, listed["most_bets"] + 1) for _ in range(2)]
        else:
            plays = [{"cast": t["cast"]} for t in listed["casts"]] + [{}]
        game = play_one(post, "/v1/stick-games/lutu/game/apply",
                        {"state": game, "player": listed["to_play"], "ruleset": rules}, plays, rng)["state"]
    return game


# --- 宴 -----------------------------------------------------------------------------------------------------------

#: The lord's cards the 宴 walker draws from (each round's card is face up, its formula named).
UTAGE_CARDS = ["SLOT1 + SLOT2 + MAX × COUNT", "SLOT1 + SLOT2", "SLOT1 × SLOT2"]


def walk_utage(post: Post, seed: int, players: int, rng: random.Random, steps: int) -> dict[str, Any]:
    """宴: rounds started and scored with the dice drawn from the game's seed; in each round the seat to act takes
    a listed action (mostly not declaring, so that dice get placed), then the end queue after a declaration."""
    state = post("/v1/utage/games/new", {"seats": [f"p{i}" for i in range(players)], "seed": seed})["state"]
    for _ in range(steps):
        if state["phase"] == "setup":
            assert state["to_play"] is None
            state = post("/v1/utage/rounds/start", {"state": state, "formula": rng.choice(UTAGE_CARDS)})["state"]
        elif state["phase"] == "scoring":
            assert state["to_play"] is None
            state = post("/v1/utage/rounds/result", {"state": state})["state"]
        elif state["over"]:
            end = post("/v1/utage/games/end", {"state": state})
            assert end["over"] is True and state["to_play"] is None
            return state
        else:
            seat = state["to_play"]
            listed = post("/v1/utage/actions", {"state": state, "seat": seat})["actions"]
            others = [a for a in listed if a["kind"] != "declare"]
            chosen = rng.choice(others) if others and rng.random() < 0.85 else None
            state = play_one(post, "/v1/utage/apply", {"state": state, "seat": seat},
                             [{"action": a} for a in listed], rng, {"action": chosen} if chosen else None)["state"]
    return state


# --- LETILES -----------------------------------------------------------------------------------------------------


def walk_letiles(post: Post, seed: int, players: int, rng: random.Random,
                steps: int) -> dict[str, Any]:
    """LETILES (the short example set): place a stand tile where the service lists it legal, until all are placed."""
    seats = ["red", "blue", "yellow"][:players]
    tileset = {"tiles": EXAMPLE_TILES}
    state = post("/v1/letiles/games/new", {"tileset": tileset, "seats": seats, "seed": seed})["state"]
    for _ in range(steps):
        if state["over"]:
            assert state["to_play"] is None
            return state
        seat = state["to_play"]
        tile = rng.choice(state["hands"][seat]["stand"])
        listed = post("/v1/letiles/placements/legal", {"tileset": tileset, "tile": tile,
                                                       "placements": state["placements"]})["placements"]
        plays = [{"placement": placement} for placement in listed]
        state = play_one(post, "/v1/letiles/games/play", {"tileset": tileset, "state": state, "seat": seat}, plays,
                         rng)["state"]
    return state


#: The example tile set's short game (filled by the fixture below: it is served by the service).
EXAMPLE_TILES: list[Any] = []


# --- the table ---------------------------------------------------------------------------------------------------

#: Each game's walker and its table sizes (the property test keeps to the smaller tables: Lauzait Cep! plays as
#: many rounds as players).
WALKERS: dict[str, tuple[Walker, int, int]] = {
    "niekhi": (walk_seated("niekhi", niekhi_plays), 3, 5),
    "nine": (walk_seated("nine", nine_plays), 2, 4),
    "makhup": (walk_seated("makhup", makhup_plays), 2, 4),
    "mokkaik_match": (walk_mokkaik_match, 2, 4),
    "makkaik": (walk_makkaik, 2, 6),
    "taxot": (walk_taxot, 2, 4),
    "namtou": (walk_namtou, 2, 6),
    "lauzait_cep": (walk_lauzait_cep, 2, 2),
    "ships": (walk_ships, 2, 4),
    "mokzo": (walk_mokzo, 2, 4),
    "netxiju": (walk_netxiju, 1, 4),
    "letiles": (walk_letiles, 2, 3),
    "utage": (walk_utage, 2, 5),
    "jujai": (walk_jujai, 2, 6),
    "renkeki": (walk_renkeki, 2, 5),
    "lutu": (walk_lutu, 2, 8),
}
#: Plays per random game in the property test (most games end sooner; the others are checked that far).
PROPERTY_STEPS = 120


@pytest.fixture(scope="module")
def app() -> Any:
    """One app for the module's tests, as the suite's ``app`` fixture builds it (building one derives the whole
    OpenAPI document, most of a second): they check answers, not a fresh app."""
    from adjudicator.web import create_app
    from adjudicator.web.settings import Settings

    return create_app(Settings(redis_url=None, deadline=600.0))


@pytest.fixture(autouse=True)
def example_tiles(client: Any) -> None:
    if not EXAMPLE_TILES:
        EXAMPLE_TILES.extend(client.get("/v1/letiles/tilesets/example?short_game=true").get_json()["tiles"])


@pytest.mark.parametrize("game", sorted(WALKERS))
# No shrinking: a game is hundreds of requests, and the failing play is in the assertion message anyway.
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(seed=st.integers(-(2**63), 2**63 - 1), size=st.integers(0, 10), rng=st.randoms(use_true_random=False))
def test_random_games_are_refereed_from_new_to_the_end(client: Any, game: str, seed: int, size: int,
                                                       rng: random.Random) -> None:
    walk, least, most = WALKERS[game]
    walk(poster(client), seed, least + size % (most - least + 1), rng, PROPERTY_STEPS)


def _renkeki_end(end: dict[str, Any]) -> bool:
    rounds = [r["casts"] for r in end["settlement"]["rounds"]]
    return rounds == [{"p0": 0, "p1": 0}, {"p0": 0, "p1": 8}] and end["settlement"]["net"] == {"p0": "-2", "p1": "2"}


#: What each seeded game (seed 7, or its seed in SEEDS) ends with.
ENDS: dict[str, Callable[[dict[str, Any]], bool]] = {
    "niekhi": lambda end: (end["winner"], end["finished"]) == ("p0", ["p0", "p2"]),
    "nine": lambda end: end["stock"] == [] and end["to_play"] is None,
    "makhup": lambda end: end["winners"] == ["p0"] and end["to_play"] is None,
    "mokkaik_match": lambda end: (end["totals"], end["winners"]) == ({"0": -2, "1": 2}, ["1"]),
    "taxot": lambda end: end["totals"] == {"0": 0, "1": 0} and end["result"] is None,  # an exhaustive draw
    "lauzait_cep": lambda end: (end["scores"], end["winners"]) == ([6, 3], [0]),  # seed 13 (SEEDS)
    "ships": lambda end: [f["goal_store"] for f in end["fleets"]] == [13, 24],
    "netxiju": lambda end: end["arrivals"] == [0],
    "mokzo": lambda end: end["winners"] == [1] and [p["position"] for p in end["seats"]] == [12, 24],
    "letiles": lambda end: all(not h["stand"] and not h["stock"] for h in end["hands"]),
    "jujai": lambda end: end["settlement"]["net"] == {"p0": "1", "p1": "-1"},
    "utage": lambda end: (end["winner"], [p["cups"] for p in end["seats"]]) == (1, [1, 4]),
    "makkaik": lambda end: end["settlement"]["net"] == {"0": "11", "1": "-11"},  # a triple of 筆 (船 wild) takes 22
    "renkeki": _renkeki_end,  # both bust, then p1 banks 5 + 3
    "lutu": lambda end: end["settlement"] == {"cast": 4, "children": {"p1": -1}, "banker": 1},
}


#: The seed of each game's seeded game (and of its walker's choices) where it is not 7: a short game.
SEEDS: dict[str, int] = {"lauzait_cep": 13}
#: The seeded games' ends walked so far over HTTP (each game is walked once a session, its end shared by the tests
#: that need it).
_WALKED: dict[str, dict[str, Any]] = {}


def seeded_end(client: Any, game: str) -> dict[str, Any]:
    """The end of ``game``'s seeded game, walked over HTTP from ``new`` (the first time it is asked for)."""
    if game not in _WALKED:
        walk, least, _ = WALKERS[game]
        seed = SEEDS.get(game, 7)
        _WALKED[game] = walk(poster(client), seed, least, random.Random(seed), MAX_STEPS)
    return copy.deepcopy(_WALKED[game])


@pytest.mark.parametrize("game", sorted(WALKERS))
def test_whole_games_end_with_their_results(client: Any, game: str) -> None:
    """One seeded game of each, played to its end: the results are the rules' (reproducible from the seed)."""
    end = seeded_end(client, game)
    assert end["over"]
    assert ENDS.get(game, lambda end: True)(end), end


def test_a_long_lauzait_cep_game_ends_with_its_result_at_library_level() -> None:
    """Seed 7's game, some 4,500 actions (its walk over HTTP took two minutes), played by the same walker
    with the rules library answering: every play listed and tried is legal, and the game ends with its totals.
    It no longer lists, at its 253rd listing, the Form W1 W2 W3 that left a Day which could not be finished."""
    end = walk_lauzait_cep(lauzait_library, 7, 2, random.Random(7), MAX_STEPS)
    assert end["over"] and lauzait.legal_actions(lauzait.LauzaitGame.from_json(end)) == []
    assert (end["scores"], end["winners"]) == ([1, 6], [1])


def test_every_game_walked_has_its_end_pinned() -> None:
    """A new walker comes with its seeded end (開樽's is pinned by its own API tests)."""
    assert set(WALKERS) - set(ENDS) == {"namtou"}


@pytest.mark.parametrize(("game", "walk", "options"),
                         [("ships", walk_ships, "actions"), ("mokzo", walk_mokzo, "kinds")])
def test_a_race_game_list_answer_says_whose_turn_it_is_and_when_the_game_is_over(
        client: Any, game: str, walk: Walker, options: str) -> None:
    """Asked for a seat out of turn, or once the game is over, the list is empty and says why."""
    assert WALKERS[game][:2] == (walk, 2) and game not in SEEDS  # the seeded game's walker, seed and table
    post = poster(client)
    state = post(f"{RACE}/{game}/new", {"players": 2, "seed": 7})["state"]
    out_of_turn = post(f"{RACE}/{game}/actions", {"state": state, "seat": 1 - state["to_play"]})
    assert (out_of_turn["to_play"], out_of_turn["over"], out_of_turn[options]) == (state["to_play"], False, [])
    end = seeded_end(client, game)  # seed 7, 2 players: the seeded game above, walked once
    assert end["over"]
    for seat in (0, 1):
        finished = post(f"{RACE}/{game}/actions", {"state": end, "seat": seat})
        assert (finished["to_play"], finished["over"], finished[options]) == (None, True, [])


#: (new path, new body, key of the state in new's answer, a request that sends the state back, its state field)
CLAIMS = [
    (f"{RACE}/netxiju/new", {"players": 2, "seed": 1}, "state", f"{RACE}/netxiju/outcomes", {"seat": 0}, "state"),
    (f"{RACE}/mokzo/new", {"players": 2, "seed": 1}, "state", f"{RACE}/mokzo/actions", {"seat": 0}, "state"),
    (f"{RACE}/ships/new", {"players": 2, "seed": 1}, "state", f"{RACE}/ships/actions", {"seat": 0}, "state"),
    ("/v1/letiles/games/new", {"tileset": "example", "seats": ["red", "blue"], "seed": 1}, "state",
     "/v1/letiles/games/play", {"tileset": "example", "seat": 0, "placement": {"tile": "x", "x": 0, "y": 0}}, "state"),
    ("/v1/utage/games/new", {"seats": ["A", "B"], "seed": 1}, "state", "/v1/utage/rounds/start",
     {"formula": "SLOT1"}, "state"),
]


#: Each state's claims: 六裁's seat to throw is the state's own (no count of the throws made tells it), so its end is
#: the only claim there (test_a_race_s_seat_to_throw_is_its_own_until_every_pawn_has_arrived).
CLAIMED = [(*row, claim, value) for row in CLAIMS
           for claim, value in (("to_play", 1), ("to_play", None), ("over", True), ("over", 0))
           if claim == "over" or row[0] != f"{RACE}/netxiju/new"]


@pytest.mark.parametrize(("new", "body", "key", "path", "extra", "field", "claim", "value"), CLAIMED,
                         ids=[f"{c[3]}-{c[6]}-{c[7]}" for c in CLAIMED])
def test_a_state_cannot_claim_a_turn_or_an_end_the_rules_do_not_give(
        client: Any, new: str, body: dict[str, Any], key: str, path: str, extra: dict[str, Any], field: str,
        claim: str, value: Any) -> None:
    state = client.post(new, json=body).get_json()[key]
    assert state["over"] is False and (state["to_play"] in (0, None))
    if state[claim] == value:  # 宴 between rounds: nobody is to play, so claim seat 0
        value = 0
    if (claim, value) == ("to_play", 1) and path == "/v1/letiles/games/play":
        value = None  # LETILES reads the seat to play, and any seat may start a fresh game: claim nobody instead
    answer = client.post(path, json={**extra, field: {**state, claim: value}})
    assert answer.status_code == 422, answer.get_json()
    message = answer.get_json()["errors"]["json"][f"{field}.{claim}"][0]
    # a wrong type may be refused by the schema before the rules see it
    assert message.startswith("the state makes it ") or (claim, message) == ("over", "must be true or false"), message


def test_a_race_s_seat_to_throw_is_its_own_until_every_pawn_has_arrived(client: Any) -> None:
    state = client.post(f"{RACE}/netxiju/new", json={"players": 2, "seed": 1}).get_json()["state"]
    second = client.post(f"{RACE}/netxiju/throw", json={"state": {**state, "to_play": 1}, "seat": 1, "cast": 2})
    assert second.status_code == 200 and second.get_json()["state"]["to_play"] == 0, second.get_json()
    answer = client.post(f"{RACE}/netxiju/outcomes", json={"state": {**state, "to_play": None}, "seat": 0})
    assert answer.status_code == 422, answer.get_json()
    assert answer.get_json()["errors"]["json"]["state.to_play"] == ["a pawn is still racing, so a seat is to throw"]


@pytest.mark.parametrize(("new", "path", "extra", "edit", "field"), [
    (f"{RACE}/netxiju/new", f"{RACE}/netxiju/outcomes", {"seat": 0},
     lambda s: s["pawns"][1].update(finished=True), "state.pawns[1].finished"),
    (f"{RACE}/netxiju/new", f"{RACE}/netxiju/outcomes", {"seat": 0},
     lambda s: s["pawns"][0].update(ox_walk=True), "state.pawns[0].ox_walk"),
    (f"{RACE}/mokzo/new", f"{RACE}/mokzo/actions", {"seat": 0},
     lambda s: s["seats"][1].update(hand_limit=9), "state.seats[1].hand_limit"),
    (f"{RACE}/mokzo/new", f"{RACE}/mokzo/actions", {"seat": 0},
     lambda s: s["seats"][1].update(protected="yes"), "state.seats[1].protected"),
])
def test_a_state_cannot_claim_what_its_pieces_make_otherwise(
        client: Any, new: str, path: str, extra: dict[str, Any], edit: Callable[[dict[str, Any]], None],
        field: str) -> None:
    state = client.post(new, json={"players": 2, "seed": 3}).get_json()["state"]
    edit(state)
    answer = client.post(path, json={**extra, "state": state})
    assert answer.status_code == 422 and field in answer.get_json()["errors"]["json"], answer.get_json()
