"""Every invariant of a game state, checked by breaking it: mutants of states the service itself produced.

A pool of states is played from the initial position with random legal moves (seeded; captures preferred so that
hop1zuo1 and hands fill up; step-then-ranged moves leave excited states; every declaration drawn at random, so
seasons end and games finish) under cerke_online_alpha, strict_y1_huap1 and a one-season strict game. Every state
of the pool is accepted by :func:`check_game_state`; each mutant breaks exactly one invariant of a drawn state and
must be refused with a :class:`RulesError` naming the field of that invariant. ``-s`` prints how many mutants of
each kind one run generated.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.cetkaik.movegen import annotate, legal_moves
from adjudicator.games.cetkaik.pieces import Colour, Profession, Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1, Ruleset
from adjudicator.games.cetkaik.scoring import hands_of
from adjudicator.games.cetkaik.squares import SQUARE_NAMES
from adjudicator.games.cetkaik.transition import apply_move, declare
from adjudicator.games.cetkaik.variants import check_game_state, piece_set
from adjudicator.games.errors import RulesError

RULESETS = (CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1, Ruleset.resolve({"preset": "strict_y1_huap1", "seasons": 1}))
GAMES_PER_RULESET = 4
MAX_PLIES = 90
#: How many mutants of each kind the property test generated (printed at the end of the module's run with -s).
GENERATED: Counter[str] = Counter()


def play(ruleset: Ruleset, seed: int) -> list[Position]:
    """Every state of a seeded random game: after each move, each stepping cast and each declaration."""
    rng = random.Random(seed)
    position = Position.initial(rng.choice(list(Side)))
    states = [position]
    while position.game_over is None and len(states) < MAX_PLIES:
        if position.awaiting_declaration is not None:
            kind = rng.choice(["ty_mok1", "ta_xot1"])
            (outcome,) = declare(position, kind, ruleset, rng=rng).outcomes  # type: ignore[arg-type]
            position = outcome.position
        else:
            moves = legal_moves(position, ruleset)
            captures = [m for m in moves if annotate(position, m, ruleset).captured is not None]
            move = rng.choice(captures if captures and rng.random() < 0.8 else moves)
            (result,) = apply_move(position, move, ruleset, rng=rng).outcomes
            position = result.position
        states.append(position)
    return states


@cache
def pool() -> tuple[tuple[Ruleset, dict[str, Any]], ...]:
    states = [(r, p.to_json()) for r in RULESETS for seed in range(GAMES_PER_RULESET) for p in play(r, seed)]
    return tuple(states)


def check(data: dict[str, Any], ruleset: Ruleset) -> None:
    check_game_state(Position.from_json(data), ruleset)


def test_the_pool_holds_every_kind_of_state() -> None:
    positions = [(r, Position.from_json(d)) for r, d in pool()]
    assert any(p.stepping is not None for _, p in positions)
    assert any(p.awaiting_declaration is not None for _, p in positions)
    assert any(p.season > 0 for _, p in positions)
    assert any(p.rate > 1 for _, p in positions)
    assert {p.game_over.reason for _, p in positions if p.game_over is not None} >= {"last_season_ended"}
    assert any(p.hop1zuo1(Side.IA) and p.hop1zuo1(Side.A) for _, p in positions)


def test_every_state_the_service_produced_is_accepted() -> None:
    for ruleset, data in pool():
        check(data, ruleset)


# --- the mutations: each returns the mutant and the field its refusal must name, or None when it does not apply --

Mutant = tuple[dict[str, Any], str] | None
PIECES = [{"color": c.value, "prof": p.value} for c in Colour for p in Profession]


def _leader(data: dict[str, Any]) -> str | None:
    ia, a = data["scores"]["IASide"], data["scores"]["ASide"]
    return None if ia == a else "IASide" if ia > a else "ASide"


def extra_piece_on_the_board(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    empty = [sq for sq in SQUARE_NAMES if sq not in data["board"]]
    square = draw(st.sampled_from(empty))
    data["board"][square] = {**draw(st.sampled_from(PIECES)), "side": draw(st.sampled_from(["IASide", "ASide"]))}
    return data, "board."  # the surplus copy is named where it stands (board.XX or hop1zuo1.Side[i])


def extra_piece_in_a_hop1zuo1(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    side = draw(st.sampled_from(["IASide", "ASide"]))
    data["hop1zuo1"][side].insert(draw(st.integers(0, len(data["hop1zuo1"][side]))), draw(st.sampled_from(PIECES)))
    return data, ""


def missing_piece_from_the_board(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    stepping = data["stepping"] or {}
    over = data["game_over"]
    if over is not None and over["reason"] == "no_move_possible":
        return None  # a piece removed may give the side to move a move
    squares = [sq for sq, cell in data["board"].items()
               if cell["prof"] != "Tam2" and sq not in (stepping.get("src"), stepping.get("step"))]
    del data["board"][draw(st.sampled_from(squares))]
    return data, "board"


def missing_piece_from_a_hop1zuo1(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    if data["awaiting_declaration"] is not None:
        return None  # the hands awaited must stay held
    sides = [s for s in ("IASide", "ASide") if data["hop1zuo1"][s]]
    if not sides:
        return None
    side = draw(st.sampled_from(sides))
    del data["hop1zuo1"][side][draw(st.integers(0, len(data["hop1zuo1"][side]) - 1))]
    return data, "board"


def tam2_twice_or_never(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    if draw(st.booleans()):
        square = draw(st.sampled_from([sq for sq in SQUARE_NAMES if sq not in data["board"]]))
        data["board"][square] = {"prof": "Tam2"}
    else:
        data["board"] = {sq: cell for sq, cell in data["board"].items() if cell["prof"] != "Tam2"}
    return data, "board"


def scores_not_summing_to_40(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    """One side's score changed, so that the scores no longer add up to the ruleset's total. A game the scores
    ended keeps the same leader, so that only the sum is broken: new scores adding up to 20 (a total the position
    alone may have, under a 20-point ruleset) with another leader would also break its victor, which the
    position's own reading checks before the ruleset's total."""
    side = draw(st.sampled_from(["IASide", "ASide"]))
    score = data["scores"][side]
    over = data["game_over"]
    by_the_scores = over is not None and over["reason"] != "king_captured"
    scores = [s for s in range(41) if s != score and (
        not by_the_scores or _leader({"scores": {**data["scores"], side: s}}) == over["victor"])]
    if not scores:
        return None
    data["scores"][side] = draw(st.sampled_from(scores))
    return data, "scores"


def score_out_of_bounds(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    excess = draw(st.integers(1, 1000))
    data["scores"] = {"IASide": -excess, "ASide": 40 + excess}
    return data, "scores.IASide"


def rate_not_a_power_of_two_within_bounds(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    data["rate"] = draw(st.integers(-1000, 1000).filter(lambda r: r not in (1, 2, 4, 8, 16, 32, 64))
                        | st.sampled_from([128, 256, 1024]))
    return data, "rate"


def season_out_of_range(data: dict[str, Any], ruleset: Ruleset, draw: Any) -> Mutant:
    data["season"] = draw(st.integers(-50, 50).filter(lambda s: not 0 <= s < ruleset.seasons))
    return data, "season"


def to_play_not_a_side(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    data["to_play"] = draw(st.sampled_from(["BSide", "", 0, None, "IASideA", "Kok1"]))
    return data, "to_play"


def declarer_not_the_side_to_move(data: dict[str, Any], _: Ruleset, draw: Any) -> Mutant:
    awaiting = data["awaiting_declaration"]
    if awaiting is None:
        return None
    awaiting["side"] = "ASide" if awaiting["side"] == "IASide" else "IASide"
    return data, "awaiting_declaration.side"


def a_hand_awaited_but_not_held(data: dict[str, Any], ruleset: Ruleset, draw: Any) -> Mutant:
    if data["awaiting_declaration"] is None:
        return None
    position = Position.from_json(data)
    held = set(hands_of(position.hop1zuo1(position.to_play), ruleset).names)
    missing = [h for h in ("獣", "同色獣", "地心", "馬弓兵", "王", "行行") if h not in held]
    awaited = data["awaiting_declaration"]["hands"]
    data["awaiting_declaration"]["hands"] = sorted({*awaited, draw(st.sampled_from(missing))})
    return data, "awaiting_declaration.hands"


def a_declaration_after_the_end(data: dict[str, Any], ruleset: Ruleset, draw: Any) -> Mutant:
    if data["game_over"] is None:
        return None
    side = data["to_play"]
    position = Position.from_json(data)
    held = sorted(hands_of(position.hop1zuo1(position.to_play), ruleset).names)
    if not held:
        return None
    data["awaiting_declaration"] = {"side": side, "hands": [draw(st.sampled_from(held))], "penalties": []}
    return data, "awaiting_declaration"


def a_move_in_progress_after_the_end(data: dict[str, Any], ruleset: Ruleset, draw: Any) -> Mutant:
    if data["game_over"] is None:
        return None
    position = Position.from_json({**data, "game_over": None})
    if position.awaiting_declaration is not None:
        return None
    announced = [m for m in legal_moves(position, ruleset) if type(m).__name__ == "InfAfterStep"]
    if not announced:
        return None
    move = draw(st.sampled_from(announced))
    data["stepping"] = {"src": SQUARE_NAMES[move.src], "step": SQUARE_NAMES[move.step],  # type: ignore[attr-defined]
                        "planned": SQUARE_NAMES[move.planned], "ciurl": draw(st.integers(0, 5))}  # type: ignore[attr-defined]
    return data, "game_over"


def an_end_not_said(data: dict[str, Any], ruleset: Ruleset, draw: Any) -> Mutant:
    over = data["game_over"]
    if over is None or over["reason"] != "score_reached_limit":
        return None
    data["game_over"] = None
    return data, "game_over"


def an_end_that_did_not_happen(data: dict[str, Any], ruleset: Ruleset, draw: Any) -> Mutant:
    if data["game_over"] is not None or data["awaiting_declaration"] is not None or data["stepping"] is not None:
        return None
    reason = draw(st.sampled_from(["score_reached_limit", "no_move_possible", "king_captured"]
                                  + (["last_season_ended"] if data["season"] < ruleset.seasons - 1 else [])))
    data["game_over"] = {"victor": _leader(data) or "IASide", "reason": reason}
    return data, "game_over"


def the_wrong_victor(data: dict[str, Any], ruleset: Ruleset, draw: Any) -> Mutant:
    over = data["game_over"]
    if over is None:
        return None
    over["victor"] = draw(st.sampled_from([v for v in ("IASide", "ASide", None) if v != over["victor"]]))
    return data, "game_over.victor"


def _over(d: dict[str, Any]) -> bool:
    return d["game_over"] is not None


def _playing(d: dict[str, Any]) -> bool:
    return d["game_over"] is None and d["awaiting_declaration"] is None and d["stepping"] is None


#: Each mutation with the states it applies to (it may still decline one, answering None).
MUTATIONS: tuple[tuple[Callable[[dict[str, Any], Ruleset, Any], Mutant], Callable[[dict[str, Any]], bool]], ...] = (
    (extra_piece_on_the_board, lambda d: True),
    (extra_piece_in_a_hop1zuo1, lambda d: True),
    (missing_piece_from_the_board, lambda d: not _over(d) or d["game_over"]["reason"] != "no_move_possible"),
    (missing_piece_from_a_hop1zuo1,
     lambda d: d["awaiting_declaration"] is None and bool(d["hop1zuo1"]["IASide"] or d["hop1zuo1"]["ASide"])),
    (tam2_twice_or_never, lambda d: True),
    (scores_not_summing_to_40, lambda d: True),
    (score_out_of_bounds, lambda d: True),
    (rate_not_a_power_of_two_within_bounds, lambda d: True),
    (season_out_of_range, lambda d: True),
    (to_play_not_a_side, lambda d: True),
    (declarer_not_the_side_to_move, lambda d: d["awaiting_declaration"] is not None),
    (a_hand_awaited_but_not_held, lambda d: d["awaiting_declaration"] is not None),
    (a_declaration_after_the_end, _over),
    (a_move_in_progress_after_the_end, _over),
    (an_end_not_said, lambda d: _over(d) and d["game_over"]["reason"] == "score_reached_limit"),
    (an_end_that_did_not_happen, _playing),
    (the_wrong_victor, _over),
)


@cache
def applicable(index: int) -> tuple[tuple[Ruleset, dict[str, Any]], ...]:
    _, applies = MUTATIONS[index]
    return tuple((r, d) for r, d in pool() if applies(d))


@settings(max_examples=400)
@given(st.data())
def test_every_state_breaking_one_invariant_is_refused_naming_its_field(data: st.DataObject) -> None:
    index = data.draw(st.integers(0, len(MUTATIONS) - 1), label="mutation")
    mutation, _ = MUTATIONS[index]
    ruleset, state = data.draw(st.sampled_from(applicable(index)), label="state")
    mutant = mutation(Position.from_json(state).to_json(), ruleset, data.draw)
    if mutant is None:
        GENERATED["(declined)"] += 1
        return
    broken, field = mutant
    GENERATED[mutation.__name__] += 1
    with pytest.raises(RulesError) as info:
        check(broken, ruleset)
    named = info.value.field or ""
    if mutation in (extra_piece_on_the_board, extra_piece_in_a_hop1zuo1):
        assert named.startswith(("board.", "hop1zuo1.")), info.value
    else:
        assert named == field or named.startswith(field + ".") or named.startswith(field + "["), info.value


def test_every_mutation_applies_to_some_state_of_the_pool() -> None:
    assert all(applicable(i) for i in range(len(MUTATIONS)))


def test_the_piece_set_of_the_standard_rule() -> None:
    assert sum(piece_set(CERKE_ONLINE_ALPHA).values()) == 48
    assert len(piece_set(CERKE_ONLINE_ALPHA)) == 20


@pytest.fixture(scope="module", autouse=True)
def _report_the_mutants() -> Any:
    yield
    declined = GENERATED.pop("(declined)", 0)
    if GENERATED:
        kinds = ", ".join(f"{name} {count}" for name, count in sorted(GENERATED.items()))
        print(f"\nCetkaik state mutants generated: {sum(GENERATED.values())} of {len(MUTATIONS)} kinds"
              f" ({declined} draws declined): {kinds}")
