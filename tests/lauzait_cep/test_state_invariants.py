"""Every invariant of a Lauzait Cep! game state, broken one at a time in states the service itself produced.

Random seeded games are played (a declaration whenever one is allowed, else a random legal action); each state
the service returns is accepted back as it is, and each single break of an invariant (an extra piece, a piece
lost, a repeated or skipped turn, a banknote too many, a score out of reach, a bonus record changed, the play
order turned round, a play after the end, a derived field misstated) is refused with a :class:`GameError` naming
the field. The number of mutants checked is printed at the end of the module (run with ``-s``).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from adjudicator.games.lauzait_cep import game as lauzait
from adjudicator.games.lauzait_cep.bank import BANK_TOTAL
from adjudicator.games.lauzait_cep.game import GameError, LauzaitGame, season_rng
from adjudicator.games.lauzait_cep.pieces import piece_set
from adjudicator.games.lauzait_cep.position import deal
from adjudicator.games.lauzait_cep.rulesets import ActionOrder, Ruleset

State = dict[str, Any]
#: A mutant: the broken state and the fields (prefixes) that may name the break, or None when it does not apply.
Mutant = tuple[State, tuple[str, ...]] | None

MUTANTS: Counter[str] = Counter()
RULESETS = (Ruleset(), Ruleset(action_order=ActionOrder.DESIGNERS), Ruleset(finite_banknotes=False),
            Ruleset(action_order=ActionOrder.ANY))


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    total = sum(MUTANTS.values())
    print(f"\nLauzait Cep! state mutants: {total} in all; by invariant: {dict(sorted(MUTANTS.items()))}")


def _pool(data: State) -> list[str]:
    """The pieces of the Season's set left face down (in play nowhere)."""
    players = data["players"]
    dealt = deal(players, season_rng(data["seed"], data["season"], "deal"), True)
    left = Counter({str(p): n for p, n in piece_set(players).items()})
    left.subtract(str(p) for p in dealt.board if p is not None)
    left.subtract(str(p) for h in dealt.hands if h is not None for p in h.pieces)
    return sorted(p for p, n in left.items() if n > 0)


def extra_piece_on_board(data: State) -> Mutant:
    board = data["position"]["board"]
    empty = next((sq for sq, p in board.items() if p is None), None)
    pool = _pool(data)
    if empty is None or not pool:
        return None
    board[empty] = pool[0]
    return data, ("state.position.board", "state.position")


def face_down_piece_in_hand(data: State) -> Mutant:
    hand = data["position"]["hands"][-1]
    pool = [p for p in _pool(data) if p not in hand["concealed"]]
    if not pool or not hand["concealed"]:
        return None
    hand["concealed"][0] = pool[0]
    return data, (f"state.position.hands[{len(data['position']['hands']) - 1}]", "state.position")


def piece_lost(data: State) -> Mutant:
    hand = data["position"]["hands"][0]
    hand["concealed"].pop()
    return data, ("state.position.hands[0]",)


def piece_duplicated(data: State) -> Mutant:
    board = [p for p in data["position"]["board"].values() if p is not None]
    hand = data["position"]["hands"][0]
    if board[0] in hand["concealed"]:
        return None
    hand["concealed"][0] = board[0]  # a piece that is on the board is now in a hand as well
    return data, ("state.position.hands[0]", "state.position")  # the latter: more copies than the set holds


def repeated_turn(data: State) -> Mutant:
    data["day"] += 1  # the same hand plays a Day again
    return data, ("state.day",)


def turn_out_of_order(data: State) -> Mutant:
    position = data["position"]
    position["to_play"] = (position["to_play"] + 1) % data["players"]
    data["to_play"] = data["order"][position["to_play"]] if data["to_play"] is not None else None
    return data, ("state.day", "state.position.to_play")


def to_play_misstated(data: State) -> Mutant:
    if data["over"]:
        return None
    data["to_play"] = (data["to_play"] + 1) % data["players"]
    return data, ("state.to_play",)


def banknote_too_many(data: State) -> Mutant:
    if data["bank"] is None:
        return None
    seat = data["players"] - 1
    data["scores"][seat] += BANK_TOTAL + 1 - sum(data["scores"])  # one point more than the banknotes hold
    return data, ("state.scores",)


def bank_misstated(data: State) -> Mutant:
    data["bank"] = 0 if data["bank"] != 0 else 1
    return data, ("state.bank",)


def score_out_of_reach(data: State) -> Mutant:
    seat = data["order"][0]
    if data["season"] == 1 and not data["over"]:
        data["scores"][seat] += 1  # the first Season starts from nought
    else:
        data["scores"][seat] = -1  # nobody's total is ever below nought
    return data, ("state.scores", "state.last_season")


def bonus_record_changed(data: State) -> Mutant:
    for i, hand in enumerate(data["position"]["hands"]):
        if hand["revealed"]:
            hand["revealed"][0]["bonus"] += 1
            return data, (f"state.position.hands[{i}].revealed[0].bonus", "state.scores")
    return None


def order_turned_round(data: State) -> Mutant:
    if data["players"] < 3:
        return None
    order = data["order"]
    data["order"] = [order[0], *reversed(order[1:])]
    if data["to_play"] is not None:
        data["to_play"] = data["order"][data["position"]["to_play"]]
    # the scores, or last Season's payments: the hands' bonuses (and a paid declaration) now credited to other seats
    return data, ("state.order", "state.scores", "state.last_season.points")


def claims_over(data: State) -> Mutant:
    if data["over"]:
        return None
    data["over"], data["to_play"] = True, None
    return data, ("state.over", "state.last_season", "state.to_play", "state.done")


def play_after_the_end(data: State) -> Mutant:
    if not data["over"]:
        return None
    data["done"] = ["form"]
    return data, ("state.done",)


def winners_misstated(data: State) -> Mutant:
    data["winners"] = [] if data["winners"] else [0]
    return data, ("state.winners",)


def season_misstated(data: State) -> Mutant:
    if data["season"] == data["players"]:
        data["season"] -= 1
    else:
        data["season"] += 1
    return data, ("state.",)


def last_season_paid_misstated(data: State) -> Mutant:
    last = data["last_season"]
    if last is None:
        return None
    last["paid"] = last["points"] - 1
    return data, ("state.last_season.paid",)


def luminous_changed(data: State) -> Mutant:
    luminous = data["position"]["luminous"]
    if luminous is None:
        return None
    other = [p for p in _pool(data) if p != luminous]
    if not other:
        return None
    data["position"]["luminous"] = other[0]  # still a face-down piece, but not the one the deal turned up
    return data, ("state.position.luminous",)


BREAKS: tuple[Callable[[State], Mutant], ...] = (
    extra_piece_on_board, face_down_piece_in_hand, piece_lost, piece_duplicated, repeated_turn, turn_out_of_order,
    to_play_misstated, banknote_too_many, bank_misstated, score_out_of_reach, bonus_record_changed,
    order_turned_round, claims_over, play_after_the_end, winners_misstated, season_misstated,
    last_season_paid_misstated, luminous_changed,
)


def check_state(data: State, ruleset: Ruleset) -> None:
    """The unbroken state is accepted as it is; each break of one invariant is refused, naming the field."""
    assert LauzaitGame.from_json(copy.deepcopy(data), ruleset).to_json() == data
    for breaking in BREAKS:
        mutant = breaking(copy.deepcopy(data))
        if mutant is None:
            continue
        broken, fields = mutant
        with pytest.raises(GameError) as caught:
            LauzaitGame.from_json(broken, ruleset)
            pytest.fail(f"{breaking.__name__}: accepted")
        assert caught.value.field.startswith(fields), (breaking.__name__, caught.value)
        assert caught.value.message
        MUTANTS[breaking.__name__] += 1


def _step(game: LauzaitGame, rng: random.Random) -> LauzaitGame:
    options = lauzait.legal_actions(game)
    declare = [a for a in options if a.action == "declare"]
    step = lauzait.apply(game, game.to_play or 0, declare[0] if declare else rng.choice(options))
    assert step.legal, step.reason
    return step.game


@settings(max_examples=25, deadline=None, phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 30), st.sampled_from(RULESETS), st.booleans())
def test_each_broken_invariant_of_a_played_state_is_refused(players: int, seed: int, steps: int, ruleset: Ruleset,
                                                            luminous: bool) -> None:
    game = lauzait.new_game(players, seed, ruleset, luminous)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:  # a game may end within the steps drawn: its final state is checked then
            break
        game = _step(game, rng)
    check_state(game.to_json(), ruleset)


@pytest.mark.parametrize(("players", "seed", "ruleset"), [(2, 2, Ruleset()), (2, 8, Ruleset(finite_banknotes=False))])
def test_each_broken_invariant_of_later_seasons_and_the_end_is_refused(players: int, seed: int,
                                                                       ruleset: Ruleset) -> None:
    game = lauzait.new_game(players, seed, ruleset, True)
    rng = random.Random(seed)
    checked = 0
    while not game.over:
        before = game.season
        game = _step(game, rng)
        if game.season != before or rng.random() < 0.005:
            check_state(game.to_json(), ruleset)
            checked += 1
    check_state(game.to_json(), ruleset)
    assert checked >= players - 1


# --- the bank's banknotes -------------------------------------------------------------------------------------


def test_the_bank_holds_its_banknotes_less_the_totals_and_pays_a_bonus_only_in_full() -> None:
    game = lauzait.new_game(2, 15)
    assert game.to_json()["bank"] == BANK_TOTAL == 12 * (1 + 3 + 10)
    assert lauzait.new_game(2, 15, Ruleset(finite_banknotes=False)).to_json()["bank"] is None
    form = lauzait.GameAction("form", pieces=tuple(lauzait.parse_pieces(["G2", "G3", "J"], "")))
    assert lauzait.apply(game, 0, form).points == 1
    poor = replace(game, scores=(0, BANK_TOTAL))  # the bank is empty (a state built for the rule, not reached)
    refused = lauzait.apply(poor, 0, form)
    assert not refused.legal and "bank holds only 0" in refused.reason and refused.game is poor
    zero = lauzait.GameAction("form", pieces=form.pieces, bonus=0)  # the joker's reading worth nothing
    assert lauzait.apply(poor, 0, zero).legal
    unlimited = replace(poor, ruleset=Ruleset(finite_banknotes=False))
    assert lauzait.apply(unlimited, 0, form).points == 1


def test_a_declaration_is_paid_as_far_as_the_bank_can() -> None:
    game = lauzait.new_game(2, 2)
    rng = random.Random(2)
    while game.season == 1:
        options = lauzait.legal_actions(game)
        if any(a.action == "declare" for a in options):
            break
        game = _step(game, rng)
    declare = lauzait.GameAction("declare")
    seat = game.to_play or 0
    paid_in_full = lauzait.apply(game, seat, declare)
    points = paid_in_full.points
    assert paid_in_full.season_end is not None and paid_in_full.season_end.paid == points
    short = replace(game, scores=tuple(BANK_TOTAL - 1 if s != seat else 0 for s in range(game.players)))
    step = lauzait.apply(short, seat, declare)
    assert step.legal and step.points == 1 and step.season_end is not None
    assert step.season_end.points == points and step.season_end.paid == 1
    assert sum(step.game.scores) == BANK_TOTAL and step.game.bank == 0
