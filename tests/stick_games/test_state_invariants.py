"""Every invariant of a stick-game state (獣裁, 連撃獣裁, 新遊), broken one at a time in states the service produced.

Random seeded games are played (throws drawn from the seed, 連撃術 decisions and 新遊 bets at random); each state the
service returns is accepted back, and each single break of an invariant (a repeated turn, a throw by a player not
due, a play after the end, a throw off the sticks, a stake or a pot too many, a round left unfinished, a derived
field misstated) is refused with a :class:`StickGameError` naming the field. The number of mutants checked is
printed at the end of the module (run with ``-s``).
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

from adjudicator.games.stick_games import StickGameError, jujai, lutu_game, renkeki_game

State = dict[str, Any]
Mutant = tuple[State, tuple[str, ...]] | None
MUTANTS: Counter[str] = Counter()
FAST = settings(max_examples=60, deadline=None, phases=(Phase.explicit, Phase.reuse, Phase.generate))
NAMES = ["A", "B", "C", "D", "E"]


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    total = sum(MUTANTS.values())
    print(f"\nstick-game state mutants: {total} in all; by game and invariant: {dict(sorted(MUTANTS.items()))}")


def _check(game: str, data: State, read: Callable[[State], Any], breaks: tuple[Callable[[State], Mutant], ...]
           ) -> None:
    assert read(copy.deepcopy(data)).to_json() == data
    for breaking in breaks:
        mutant = breaking(copy.deepcopy(data))
        if mutant is None:
            continue
        broken, fields = mutant
        with pytest.raises(StickGameError) as caught:
            read(broken)
            pytest.fail(f"{game} {breaking.__name__}: accepted")
        assert caught.value.field.startswith(fields), (game, breaking.__name__, caught.value)
        assert caught.value.message
        MUTANTS[f"{game}.{breaking.__name__}"] += 1


# --- shared breaks of the derived fields ------------------------------------------------------------------------


def to_play_misstated(data: State) -> Mutant:
    players = data.get("seats") or [data["banker"], *data["children"]]
    data["to_play"] = next(p for p in players if p != data["to_play"])
    return data, ("state.to_play",)


def over_misstated(data: State) -> Mutant:
    data["over"] = not data["over"]
    return data, ("state.over",)


def pot_too_many(data: State) -> Mutant:
    settlement = data["settlement"]
    if settlement is None:
        return None
    if "pot" in settlement:
        settlement["pot"] += 1  # a stake too many in the pot
    else:
        settlement["banker"] += 1  # the banker paid one more than the bets make
    return data, ("state.settlement",)


# --- 獣裁 -------------------------------------------------------------------------------------------------------


def jujai_throw_off_the_sticks(data: State) -> Mutant:
    if not data["rounds"]:
        return None
    player = next(iter(data["rounds"][0]))
    data["rounds"][0][player] = 6
    return data, (f"state.rounds[0].{player}",)


def jujai_play_after_the_end(data: State) -> Mutant:
    if not data["over"]:
        return None
    data["rounds"].append({data["seats"][0]: 3})
    return data, (f"state.rounds[{len(data['rounds']) - 1}]",)


def jujai_thrower_not_due(data: State) -> Mutant:
    """A player throws in a rethrow round they did not tie for."""
    for i, round_ in enumerate(data["rounds"][1:], start=1):
        due = jujai.settle_pot(data["seats"], data["rounds"][:i], 1).to_rethrow
        outsider = next((p for p in data["seats"] if p not in due), None)
        if outsider is not None:
            round_[outsider] = 2
            return data, (f"state.rounds[{i}].{outsider}",)
    return None


def jujai_round_unfinished(data: State) -> Mutant:
    if len(data["rounds"]) < 2 or len(data["rounds"][0]) < 2:
        return None
    data["rounds"][0].pop(next(iter(data["rounds"][0])))  # a player missing from a round that others followed
    return data, ("state.rounds[",)


def jujai_repeated_turn(data: State) -> Mutant:
    if data["over"] or not data["rounds"] or data["to_play"] is None:
        return None
    last = data["rounds"][-1]
    done = [p for p in data["seats"] if p in last]
    if not done or data["to_play"] in last:
        return None
    data["rounds"].append({done[-1]: 1})  # the player who just threw throws again, in a round of its own
    return data, ("state.rounds[",)


JUJAI_BREAKS = (jujai_throw_off_the_sticks, jujai_play_after_the_end, jujai_thrower_not_due, jujai_round_unfinished,
                jujai_repeated_turn, to_play_misstated, over_misstated, pot_too_many)


@FAST
@given(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 14))
def test_jujai_each_broken_invariant_is_refused(players: int, seed: int, throws: int) -> None:
    game = jujai.new_game(NAMES[:players], seed)
    for _ in range(throws):
        if game.over:
            break
        game = jujai.apply_throw(game, game.to_play or "", None).state
    _check("jujai", game.to_json(), jujai.JujaiGame.from_json, JUJAI_BREAKS)


# --- 連撃獣裁 -----------------------------------------------------------------------------------------------------


def renkeki_bust_not_lost(data: State) -> Mutant:
    """A throw of 0 or 1 after the first is a bust: nothing may follow it in the turn."""
    for i, round_ in enumerate(data["rounds"]):
        for player, steps in round_.items():
            if steps[-1].get("decision") == "bank" and len(steps) >= 2:
                steps.insert(-1, {"decision": "throw", "cast": 0})  # busts, then banks anyway
                return data, (f"state.rounds[{i}].{player}",)
    return None


def renkeki_throw_off_the_sticks(data: State) -> Mutant:
    if not data["rounds"]:
        return None
    steps = next(iter(data["rounds"][0].values()))
    steps[0]["cast"] = 6
    return data, ("state.rounds[0].",)


def renkeki_play_after_the_end(data: State) -> Mutant:
    if not data["over"]:
        return None
    data["rounds"].append({data["seats"][0]: [{"decision": "throw", "cast": 3}]})
    return data, (f"state.rounds[{len(data['rounds']) - 1}]",)


def renkeki_repeated_turn(data: State) -> Mutant:
    for i, round_ in enumerate(data["rounds"]):
        for player, steps in round_.items():
            if steps[-1].get("decision") == "bank":
                steps.append({"decision": "throw", "cast": 3})  # plays on after banking
                return data, (f"state.rounds[{i}].{player}",)
    return None


def renkeki_turn_misstated(data: State) -> Mutant:
    data["turn"]["total"] += 1
    return data, ("state.turn",)


def renkeki_stake_out_of_bounds(data: State) -> Mutant:
    data["stake"] = 0
    return data, ("state.stake",)


RENKEKI_BREAKS = (renkeki_bust_not_lost, renkeki_throw_off_the_sticks, renkeki_play_after_the_end,
                  renkeki_repeated_turn, renkeki_turn_misstated, renkeki_stake_out_of_bounds, to_play_misstated,
                  over_misstated, pot_too_many)


@FAST
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 20))
def test_renkeki_each_broken_invariant_is_refused(players: int, seed: int, decisions: int) -> None:
    game = renkeki_game.new_game(NAMES[:players], seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.over:
            break
        bank = renkeki_game.can_bank(game) and rng.random() < 0.4
        game = renkeki_game.decide(game, game.to_play or "", "bank" if bank else "throw").state
    _check("renkeki", game.to_json(), renkeki_game.RenkekiGame.from_json, RENKEKI_BREAKS)


# --- 新遊 -------------------------------------------------------------------------------------------------------


def lutu_throw_off_the_sticks(data: State) -> Mutant:
    if data["cast"] is None:
        return None
    data["cast"] = 6
    return data, ("state.cast",)


def lutu_child_bets_twice(data: State) -> Mutant:
    if not data["bets"]:
        return None
    data["bets"].append(dict(data["bets"][0]))  # the first child bets again after the others
    return data, ("state.bets[",)


def lutu_bet_by_the_banker(data: State) -> Mutant:
    data["bets"].insert(0, {"child": data["banker"], "number": 3, "stake": 1})
    return data, ("state.bets[0]",)


def lutu_play_after_the_end(data: State) -> Mutant:
    if data["cast"] is None:
        return None
    data["bets"].append({"child": data["children"][-1], "number": 3, "stake": 1})  # betting again once thrown
    return data, ("state.bets[",)


def lutu_bet_by_a_stranger(data: State) -> Mutant:
    data["bets"].append({"child": "Z", "number": 3, "stake": 1})
    return data, (f"state.bets[{len(data['bets']) - 1}].child",)


def lutu_throw_before_the_bets(data: State) -> Mutant:
    if data["cast"] is not None or data["to_play"] == data["banker"]:
        return None
    data["cast"] = 3  # the banker throws before every child has bet
    return data, ("state.cast",)


def lutu_stake_too_many(data: State) -> Mutant:
    if not data["bets"]:
        return None
    data["bets"][0]["stake"] = lutu_game.MAX_STAKE + 1
    return data, ("state.bets[0]",)


LUTU_BREAKS = (lutu_throw_off_the_sticks, lutu_bet_by_a_stranger, lutu_child_bets_twice, lutu_bet_by_the_banker,
               lutu_play_after_the_end, lutu_throw_before_the_bets, lutu_stake_too_many, to_play_misstated,
               over_misstated, pot_too_many)


@FAST
@given(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 5))
def test_lutu_each_broken_invariant_is_refused(players: int, seed: int, plays: int) -> None:
    game = lutu_game.new_game(NAMES[:players], seed)
    rng = random.Random(seed)
    for _ in range(plays):
        if game.over:
            break
        player = game.to_play or ""
        if player == game.banker:
            game = lutu_game.banker_throw(game, player).state
        else:
            game = lutu_game.place_bets(game, player, [(rng.randrange(6), rng.randrange(1, 20))]).state
    _check("lutu", game.to_json(), lutu_game.LutuGame.from_json, LUTU_BREAKS)
