"""Every invariant of a LETILES game state, broken one at a time in states the service itself produced.

Random seeded games are played under random rulesets (short game, expansion, the first tile in the middle or
anywhere) with a random legal placement of a random stand tile each turn; each state the service returns is accepted
back, and each single break of an invariant (an extra or repeated tile, a tile lost, a tile of another set, a stand
short while the stock lasts, an overlap, a tile touching nothing, a repeated turn, a derived field misstated, a tile
out of play under the ruleset (the short game's, a replaced base tile, an expansion tile without the expansion), the
first tile away from the middle, the game's ruleset misstated) is refused with a :class:`LetilesError` naming the
field. The number of mutants checked is printed at the end of the module (run with ``-s``).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from adjudicator.games.letiles import (
    LetilesError,
    LetilesGame,
    LetilesRules,
    example_tileset,
    legal_placements,
    new_game,
    play,
    tiles_in_play,
)
from adjudicator.games.letiles.variants import IN_THE_BOX, SHORT_GAME

TILES = example_tileset()
State = dict[str, Any]
Mutant = tuple[State, tuple[str, ...]] | None
MUTANTS: Counter[str] = Counter()


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    total = sum(MUTANTS.values())
    print(f"\nLETILES state mutants: {total} in all; by invariant: {dict(sorted(MUTANTS.items()))}")


def tile_repeated(data: State) -> Mutant:
    hand = data["hands"][0]
    if not data["placements"] or not hand["stock"]:
        return None
    hand["stock"][0] = data["placements"][0]["tile"]  # a placed tile is also in a stock (one tile too many)
    return data, ("state",)


def extra_tile(data: State) -> Mutant:
    hand = data["hands"][0]
    tile = hand["stand"][0] if hand["stand"] else data["placements"][0]["tile"]
    hand["stock"].append(tile)
    return data, ("state",)


def tile_lost(data: State) -> Mutant:
    hand = next((h for h in data["hands"] if h["stock"]), None)
    if hand is None:
        return None
    hand["stock"].pop()
    return data, ("state.hands[",)


def placement_lost(data: State) -> Mutant:
    if not data["placements"]:
        return None
    data["placements"].pop()
    return data, ("state.hands[", "state.to_play")


def tile_of_another_set(data: State) -> Mutant:
    first, second = data["hands"][0], data["hands"][1]
    if not first["stock"] or not second["stock"]:
        return None
    first["stock"][0], second["stock"][0] = second["stock"][0], first["stock"][0]
    return data, ("state.hands[0].stock",)


def stand_short(data: State) -> Mutant:
    hand = next((h for h in data["hands"] if h["stock"]), None)
    if hand is None:
        return None
    hand["stock"].append(hand["stand"].pop())  # the stand is one short while the stock lasts
    return data, ("state.hands[",)


def overlap(data: State) -> Mutant:
    if len(data["placements"]) < 2:
        return None
    last, before = data["placements"][-1], data["placements"][-2]
    last.update(x=before["x"], y=before["y"], rotation=before["rotation"])
    return data, ("state.placements[",)


def touches_nothing(data: State) -> Mutant:
    if len(data["placements"]) < 2:
        return None
    data["placements"][-1].update(x=1000, y=1000)
    return data, ("state.placements[",)


def placements_out_of_turn(data: State) -> Mutant:
    placements = data["placements"]
    if len(placements) < 2 or placements[-1]["tile"].split("-")[0] == placements[-2]["tile"].split("-")[0]:
        return None
    placements[-1], placements[-2] = placements[-2], placements[-1]  # one player placed twice running
    return data, ("state.placements[", "state.to_play")


def repeated_turn(data: State) -> Mutant:
    if data["over"] or not data["placements"]:  # before the first tile any seat may start
        return None
    seats = len(data["seats"])
    data["to_play"] = (data["to_play"] - 1) % seats  # the player who just placed plays again
    return data, ("state.to_play",)


def to_play_misstated(data: State) -> Mutant:
    if not data["placements"] and not data["over"]:
        return None  # before the first tile any seat may start
    seats = len(data["seats"])
    data["to_play"] = 0 if data["to_play"] is None else (data["to_play"] + 1) % seats  # a seat once over
    return data, ("state.to_play",)


def over_misstated(data: State) -> Mutant:
    data["over"] = not data["over"]
    return data, ("state.over",)


def _out_of_play(data: State, why: str) -> Mutant:
    """A tile of seat 0's stock (or stand) swapped for a tile of its set out of play for the reason ``why``."""
    rules = LetilesRules.from_json(data["ruleset"])
    colour, hand = data["seats"][0], data["hands"][0]
    out = [tile for tile, reason in tiles_in_play(TILES, rules).removed
           if TILES.tile(tile).set == colour and reason.startswith(why)]
    key = "stock" if hand["stock"] else "stand"
    if not out or not hand[key]:
        return None
    hand[key][0] = out[0]
    return data, (f"state.hands[0].{key}",)


def short_game_tile(data: State) -> Mutant:
    return _out_of_play(data, SHORT_GAME)


def replaced_base_tile(data: State) -> Mutant:
    return _out_of_play(data, "replaced by the expansion tile")


def expansion_tile_in_the_box(data: State) -> Mutant:
    return _out_of_play(data, IN_THE_BOX)


def first_tile_off_the_middle(data: State) -> Mutant:
    if not data["placements"] or data["ruleset"]["first_tile"] != "covers_middle":
        return None
    for placement in data["placements"]:  # the same table, moved: only the first tile's spot is wrong
        placement.update(x=placement["x"] + 40, y=placement["y"] + 40)
    return data, ("state.placements[0]",)


def rules_misstated(data: State) -> Mutant:
    flag = ("short_game", "expansion", "finite_chips")[len(data["placements"]) % 3]
    data["ruleset"][flag] = not data["ruleset"][flag]  # the state says it was started under other rules
    return data, (f"state.ruleset.{flag}",)


BREAKS: tuple[Callable[[State], Mutant], ...] = (
    tile_repeated, extra_tile, tile_lost, placement_lost, tile_of_another_set, stand_short, overlap, touches_nothing,
    placements_out_of_turn, repeated_turn, to_play_misstated, over_misstated, short_game_tile, replaced_base_tile,
    expansion_tile_in_the_box, first_tile_off_the_middle, rules_misstated,
)


def check_state(data: State) -> None:
    """The unbroken state is accepted as it is; each break of one invariant is refused, naming the field."""
    rules = LetilesRules.from_json(data["ruleset"])
    assert LetilesGame.from_json(TILES, copy.deepcopy(data), rules).to_json() == data
    for breaking in BREAKS:
        mutant = breaking(copy.deepcopy(data))
        if mutant is None:
            continue
        broken, fields = mutant
        with pytest.raises(LetilesError) as caught:
            LetilesGame.from_json(TILES, broken, rules)
            pytest.fail(f"{breaking.__name__}: accepted")
        assert caught.value.field.startswith(fields), (breaking.__name__, caught.value)
        assert caught.value.message
        MUTANTS[breaking.__name__] += 1


RULESETS = [LetilesRules(), LetilesRules(short_game=True), LetilesRules(expansion=True),
            LetilesRules(short_game=True, expansion=True, first_tile="anywhere")]


def _played(players: list[str], seed: int, steps: int, rules: LetilesRules | None = None) -> LetilesGame:
    game = new_game(TILES, players, seed, first=seed % len(players), rules=rules)
    rng = random.Random(seed)
    for _ in range(steps):
        seat = game.to_play
        if seat is None:
            break
        tile = rng.choice(game.hands[seat].stand)
        placements = legal_placements(game.table, tile, game.rules)
        verdict = play(game, seat, rng.choice(placements))
        assert verdict.legal, verdict.reason
        game = verdict.state
    return game


@settings(max_examples=40, deadline=None, phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(st.sampled_from([["red", "blue"], ["blue", "yellow", "red"], ["yellow", "red"]]), st.integers(0, 2**32),
       st.integers(0, 12), st.sampled_from(RULESETS))
def test_each_broken_invariant_of_a_played_state_is_refused(players: list[str], seed: int, steps: int,
                                                            rules: LetilesRules) -> None:
    check_state(_played(players, seed, steps, rules).to_json())


def test_each_broken_invariant_near_and_at_the_end_is_refused() -> None:
    short = ["red", "blue"]
    game = _played(short, 5, 46)
    assert not game.over and not any(h.stock for h in game.hands)
    check_state(game.to_json())  # the stocks are empty: stands run down
    over = _played(short, 5, 48)
    assert over.over
    check_state(over.to_json())
    for rules in RULESETS[1:]:  # each ruleset's invariants at the end too
        end = _played(short, 5, 48, rules)
        assert end.over
        check_state(end.to_json())


def test_every_invariant_is_broken_at_least_once() -> None:
    """The random games above reach every break (run after them: the module's counter)."""
    for rules in RULESETS:
        for steps in (0, 3, 20):
            check_state(_played(["red", "blue", "yellow"], 9, steps, rules).to_json())
    assert set(MUTANTS) == {b.__name__ for b in BREAKS}
