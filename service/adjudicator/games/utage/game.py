"""The flow of a game of 宴-Utage- (spec other-games §6): setup, turns, the end phase, round result, game end.

Players are identified by their seat index (0-based, clockwise). Dice are identified by their face: two dice
showing the same face are interchangeable. The lord's cup only needs its number of dice, since they are rolled
at scoring.

A disqualified seat takes no more part: it has no turn, its actions are illegal and it cannot commit a fault.
A game reduced to fewer than two players is over (the one left, if any, wins), so a state that is not over
always has a player who can act; :meth:`UtageState.from_json` refuses one with fewer than two players left.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Final, Literal, TypeAlias, cast

from ..errors import check_stated
from ..jsonform import json_doc, json_form, json_name, json_written_by
from ..shapes import SEED, declared, flag, integer, listed, read_shape, record, text
from .errors import FormulaError, UtageError
from .formula import MAX_FORMULA_LENGTH, MAX_SLOTS, Formula
from .lord import DIE_FACES, MAX_LORD_DICE, LordScore, check_die, lord_score, lord_score_distribution
from .rules import UtageRules

Phase: TypeAlias = Literal["setup", "play", "end", "scoring", "over"]
ActionKind: TypeAlias = Literal["place", "give", "to_lord", "declare", "end_to_lord", "end_decline"]
ACTION_KINDS: Final[tuple[ActionKind, ...]] = ("place", "give", "to_lord", "declare", "end_to_lord", "end_decline")
PHASES: Final[tuple[Phase, ...]] = ("setup", "play", "end", "scoring", "over")
MAX_PLAYERS: Final = 8


#: A seat number (0-based, clockwise): bounded by the most players a game has (a state checks its own count).
SEAT: Final = integer(0, MAX_PLAYERS - 1).named("seat")
#: A die, by its face.
DIE: Final = integer(1, DIE_FACES).named("die face")
FORMULA_DOC: Final = ("integers, SLOTi or SLOT(i), MAX/最大, MIN/最小, COUNT/個数, + - × ÷ (or * /) and parentheses; "
                      "division floors")


@dataclass(frozen=True, slots=True)
class Player:
    """A player: cups held, the dice hidden in their cup, the dice lying in front of them."""

    name: str = field(metadata=declared(text(max_length=100), "the player's name", absent=""))
    cups: int = field(metadata=declared(integer(0), "cups held"))
    cup: tuple[int, ...] = field(default=(), metadata=declared(listed(DIE), "the dice in the player's cup (faces)"))
    front: tuple[int, ...] = field(default=(), metadata=declared(
        listed(DIE), "the dice other players put in front of them"))
    disqualified: bool = field(default=False, metadata=declared(flag(), "the player is out of the game"))

    @classmethod
    def from_json(cls, data: object, where: str = "player") -> Player:
        """Read a player's JSON form (a name, cups, dice): each field checked against its declaration."""
        return cls(**read_shape(cls, data, UtageError, where))

    @property
    def score(self) -> int:
        """The player's points: their cup's dice plus the dice in front of them."""
        return sum(self.cup) + sum(self.front)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class UtageState:
    """A whole game position between or during rounds. Seats are 0-based and clockwise; dice are named by their
    face."""

    players: tuple[Player, ...] = field(metadata=declared(
        listed(record(Player).named("player"), min_length=2, max_length=MAX_PLAYERS), "the players, in seat order",
        **json_name("seats")))
    lord_cups: int = field(metadata=declared(integer(0), "the lord's stack"))
    first: int = field(default=0, metadata=declared(SEAT, "the first player of the round"))
    phase: Phase = field(default="setup", metadata=declared(
        text(choices=PHASES), "setup (between rounds), play, end (after a declaration), scoring, over"))
    formula: str | None = field(default=None, metadata=declared(
        text(max_length=MAX_FORMULA_LENGTH, nullable=True),
        f"the flipped lord card (null between rounds): {FORMULA_DOC}", example="SLOT1 + SLOT2 + MAX × COUNT"))
    slots: tuple[int | None, ...] = field(default=(), metadata=declared(
        listed(DIE.or_null(), max_length=MAX_SLOTS), "the die on each slot of the card (null = empty)"))
    lord_cup_dice: int = field(default=0, metadata=declared(
        integer(0), "dice in the lord's cup (rolled only at scoring)"))
    to_play: int | None = field(default=None, metadata=declared(
        SEAT.or_null(), "the seat to act (read in the play phase; the head of the end queue after a declaration); "
                        "null between rounds, at scoring and once over"))
    declarer: int | None = field(default=None, metadata=declared(SEAT.or_null(), "the seat that declared the end"))
    end_queue: tuple[int, ...] = field(default=(), metadata=declared(
        listed(SEAT, max_length=MAX_PLAYERS), "the seats still to take their end-phase turn, in order"))
    winner: int | None = field(default=None, metadata=declared(SEAT.or_null(), "the game's winner once it is over"))
    seed: int | None = field(default=None, metadata=declared(
        SEED.or_null(),
        "the game's seed: the rolls not given are drawn from it and the round's number (null: at random)"))
    rounds: int = field(default=0, metadata=declared(integer(0), "rounds started so far"))

    def active(self) -> tuple[int, ...]:
        """Return the seats of the players not disqualified."""
        return tuple(i for i, p in enumerate(self.players) if not p.disqualified)

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == "over"

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form accepted by :meth:`from_json`: every field (:func:`json_form`), then ``over``."""
        return {**json_form(self), "over": self.over}

    @classmethod
    def from_json(cls, data: object, rules: UtageRules | None = None) -> UtageState:
        """Read and check a state object; every problem names its field.

        Each field is read by its declaration (:func:`read_shape`), then a state no game reaches is refused: more
        dice than the players rolled (``rules.dice_per_player`` each), cups that do not follow from the setup, the
        rounds scored and the faults (``rules.total_cups`` in the box), dice held by a disqualified seat, dice moved
        in a round that do not fit the turns taken, a seat to play, declarer or end queue that does not fit the
        phase. ``to_play`` is read in the play phase (seat 0 if left out); in the end phase it is the head of the
        end queue, and otherwise null. A state without ``rounds`` takes the fewest that reach it.
        """
        read = read_shape(cls, data, UtageError, "state", also=("over",))
        assert isinstance(data, Mapping)
        players: tuple[Player, ...] = read["players"]
        n = len(players)
        phase: Phase = read.get("phase", "setup")
        formula: str | None = read.get("formula")
        if formula is not None:
            try:
                parsed = Formula.parse(formula)
            except FormulaError as exc:
                raise FormulaError(exc.message, "state.formula") from exc
            slots = read.setdefault("slots", (None,) * parsed.slot_count)
            if len(slots) != parsed.slot_count:
                raise UtageError(f"the card has {parsed.slot_count} slot(s)", "state.slots")
        elif phase in ("play", "end", "scoring"):
            raise UtageError(f"a round in phase {phase!r} needs the lord's card formula", "state.formula")
        if phase != "over" and sum(not p.disqualified for p in players) < 2:
            raise UtageError(f"a game in the {phase!r} phase needs two players who are not "
                             "disqualified (with one left, the game is over)", "state.seats")
        for name in ("first", "declarer", "winner"):
            _seat(read.get(name), n, f"state.{name}")
        for i, seat in enumerate(read.get("end_queue", ())):
            _seat(seat, n, f"state.end_queue[{i}]")
        rules = rules or UtageRules()
        if "rounds" not in read:
            read["rounds"] = _default_rounds(n, read["lord_cups"], formula is not None, rules)
        to_play: int | None = None
        if phase == "play":
            to_play = read.get("to_play", 0)
            if to_play is None:
                raise UtageError(f"expected the seat to act, 0..{n - 1}, in the play phase, got null", "state.to_play")
            _seat(to_play, n, "state.to_play")
        elif phase == "end" and read.get("end_queue"):
            to_play = read["end_queue"][0]
        state = cls(**{**read, "to_play": to_play})
        _check_reachable(state, rules)
        check_stated(data, {"to_play": state.to_play, "over": state.over}, "state", UtageError)
        return state


def _check_reachable(state: UtageState, rules: UtageRules) -> None:
    """Raise :class:`UtageError` naming the field if no game of ``rules`` reaches ``state``."""
    players, phase, each = state.players, state.phase, rules.dice_per_player
    for i, p in enumerate(players):
        if len(p.cup) > each:
            raise UtageError(f"a player rolls {each} dice (rules.dice_per_player),"
                             f" so a cup holds at most {each}, got {len(p.cup)}", f"state.seats[{i}].cup")
        if p.disqualified and (p.cup or p.front):
            raise UtageError("a disqualified seat's dice have left play", f"state.seats[{i}]")
    _check_cups(state, rules)
    placed = sum(1 for v in state.slots if v is not None)
    dice = sum(len(p.cup) + len(p.front) for p in players) + placed + state.lord_cup_dice
    if phase == "setup" and dice:
        raise UtageError("between rounds ('setup') nobody holds dice; they are rolled when a round starts",
                         "state.phase")
    if phase == "setup" and state.formula is not None:
        raise UtageError("between rounds no lord card is face up", "state.formula")
    rolled = each * len(players)
    if dice > rolled:
        raise UtageError(f"{dice} dice are in play but {len(players)} players roll only {rolled}", "state.seats")
    if phase in ("play", "end", "scoring") and all(not p.disqualified for p in players) and dice != rolled:
        raise UtageError(f"every player rolled {each} dice, so {rolled} dice are in play"
                         f" (cups, fronts, slots and the lord's cup), got {dice}", "state.seats")
    if phase != "over" and state.winner is not None:
        raise UtageError("a game has a winner only once it is over", "state.winner")
    if state.to_play is not None and players[state.to_play].disqualified:
        raise UtageError(f"seat {state.to_play} is disqualified and has no turn", "state.to_play")
    if phase in ("setup", "play") and (state.declarer is not None or state.end_queue):
        raise UtageError(f"nobody has declared the end in the {phase!r} phase", "state.declarer")
    if phase in ("end", "scoring") and state.declarer is None:
        raise UtageError(f"the {phase!r} phase follows a declaration; name its declarer", "state.declarer")
    if phase == "scoring" and state.end_queue:
        raise UtageError("the end phase is over once the round is being scored", "state.end_queue")
    if phase == "over":
        _check_over(state)
    if phase == "end":
        queue, declarer = state.end_queue, cast(int, state.declarer)
        if not queue:
            raise UtageError("the end phase needs the seats still to take their last turn", "state.end_queue")
        later = tuple(s for s in _clockwise_from(state, declarer) if s != declarer)  # it may be disqualified since
        if queue != later[len(later) - len(queue):]:
            raise UtageError(f"after seat {declarer}'s declaration the others take their last"
                             f" turn in play order, so the queue ends with {list(later)[-1:]} and follows"
                             f" {list(later)}, got {list(queue)}", "state.end_queue")
    _check_fronts(state, rules)
    _check_turns_taken(state, rules)


def _check_cups(state: UtageState, rules: UtageRules) -> None:
    """Follow the cups from the setup: each player starts with one (two each with 2 players) and the lord with the
    rest of the box; a cup leaves the lord only for a round's winner, and the game ends as soon as that winner
    holds as many as the lord has left; a cup leaves the game only from a player (the lord coming last, or a
    fault), and only a player with no cup to lose is disqualified. Each round scored moves one cup, or
    disqualifies its declarer."""
    players, n = state.players, len(state.players)
    each, lord = _starting_cups(n, rules)
    if lord < 1:
        raise UtageError(f"{rules.total_cups} cups (rules.total_cups) leave none for the lord with {n} players",
                         "rules.total_cups")
    cups = sum(p.cups for p in players) + state.lord_cups
    if cups > rules.total_cups:
        raise UtageError(f"the players and the lord hold {cups} cups, the box has"
                         f" {rules.total_cups} (rules.total_cups)", "state.lord_cups")
    if state.lord_cups > lord:
        raise UtageError(f"the lord starts with the {lord} cups the {n} players' {each * n} leave in the box of"
                         f" {rules.total_cups} (rules.total_cups) and never gains one, got {state.lord_cups}",
                         "state.lord_cups")
    given = lord - state.lord_cups
    for i, p in enumerate(players):
        if p.disqualified and p.cups:
            raise UtageError(f"only a player with no cup to lose is disqualified, and a disqualified seat wins no"
                             f" more; got {p.cups} cup(s)", f"state.seats[{i}].cups")
        if p.cups > each + given:
            raise UtageError(f"a player starts with {each} cup(s) and gains one only by winning a round, taking it"
                             f" from the lord, who has given {given}; got {p.cups}", f"state.seats[{i}].cups")
    if state.phase != "over" and state.lord_cups < (2 if given else 1):
        raise UtageError(f"the game ends as soon as a round's winner holds as many cups as the lord has left, so"
                         f" while it goes on the lord keeps {'more than the last winner, at least 2' if given else 1}"
                         f" cup(s), got {state.lord_cups}", "state.lord_cups")
    _check_wins_fit(state, each, lord)
    under_way = state.formula is not None
    if under_way and not state.rounds:
        raise UtageError("a lord card is face up, so a round has been started", "state.rounds")
    scored = state.rounds - under_way
    left = each * n + given - sum(p.cups for p in players)
    out = sum(p.disqualified for p in players)
    if scored < given:
        raise UtageError(f"the lord has given {given} cup(s), one to each round's winner, but {scored} round(s)"
                         " have been scored", "state.rounds")
    if scored > given + left + out:
        raise UtageError(f"each round scored moves a cup (its winner takes one from the lord, or its declarer puts"
                         f" one out of the game, or with none is disqualified): the lord has given {given}, {left}"
                         f" cup(s) have left the game and {out} seat(s) are disqualified, so at most"
                         f" {given + left + out} round(s) have been scored, not {scored}", "state.rounds")


def _win_deadlines(state: UtageState, each: int, lord: int, final: int | None) -> list[tuple[int, int]] | None:
    """The latest place (1 = the first cup the lord gave) each cup-winning round can take, for the fewest wins that
    reach the players' cups plus the other wins given to those who could take them latest; None if the cups held
    need more wins than the lord gave. ``final`` is the seat whose last win ended the game (it took the last place).

    A round's winner holds fewer cups than the lord has left after it, or the game ends; losing cups (faults, the
    lord coming last) only helps, so a seat holding ``c`` cups after ``w`` wins may have held ``max(1, c)`` after
    its last one, one fewer after each earlier one: its wins must take places up to ``L0 - 1 - max(1, c) - t``
    (the lord starting with ``L0``), ``t`` = 0, 1, ... counting back from its last win.
    """
    given = lord - state.lord_cups
    places = given - (final is not None)
    deadlines: list[tuple[int, int]] = []
    nexts: list[tuple[int, int]] = []
    for i, p in enumerate(state.players):
        fewest = max(0, p.cups - each)
        if i == final:
            top = min(given, lord - max(1, p.cups - 1)) - 1  # the wins before the last, which took place ``given``
            fewest = max(0, fewest - 1)
        else:
            top = lord - 1 - max(1, p.cups)
        deadlines += [(top - t, i) for t in range(fewest)]
        nexts.append((top - fewest, i))
    spare = places - len(deadlines)
    if spare < 0:
        return None
    heap = [(-d, i) for d, i in nexts]
    heapq.heapify(heap)
    for _ in range(spare):
        d, i = heapq.heappop(heap)
        deadlines.append((-d, i))
        heapq.heappush(heap, (d + 1, i))
    return sorted(deadlines)


def _check_wins_fit(state: UtageState, each: int, lord: int) -> None:
    """Raise naming the cups of a seat if the cups the lord gave cannot have gone to round winners in some order
    without one of them reaching the lord's cups (which ends the game) before the state; a game over by a winner's
    cups has that win last."""
    left = state.active()
    finals: list[int | None] = [None]
    if state.phase == "over" and state.winner is not None and state.players[state.winner].cups >= state.lord_cups:
        finals = [state.winner] if len(left) > 1 else [state.winner, None]
    failure: tuple[int, bool] | None = None  # the seat to name, and whether its cups need more wins than given
    for final in finals:
        deadlines = _win_deadlines(state, each, lord, final)
        if deadlines is None:
            failure = failure or (max(range(len(state.players)), key=lambda i: state.players[i].cups), True)
            continue
        late = [i for place, (d, i) in enumerate(deadlines, 1) if d < place]
        if not late:
            return
        failure = failure or (late[0], False)
    seat, too_many = cast(tuple[int, bool], failure)
    given = lord - state.lord_cups
    if too_many:
        raise UtageError(f"a player starts with {each} cup(s) and gains one only by winning a round; the cups held"
                         f" above that need more rounds won than the {given} cup(s) the lord has given",
                         f"state.seats[{seat}].cups")
    raise UtageError(f"the game ends as soon as a round's winner holds as many cups as the lord has left; seat"
                     f" {seat}'s {state.players[seat].cups} cup(s) cannot have been won, with the {given} the lord"
                     f" gave, without the game ending first", f"state.seats[{seat}].cups")


def _check_fronts(state: UtageState, rules: UtageRules) -> None:
    """A die is put in front of another player only, and comes out of that player's cup: the dice in front of a
    seat are at most the dice the other seats have taken out of their cups (any of a disqualified seat's)."""
    if state.phase not in ("play", "end", "scoring"):
        return
    each, players = rules.dice_per_player, state.players
    moved = [each if p.disqualified else each - len(p.cup) for p in players]
    for i, p in enumerate(players):
        others = sum(moved) - moved[i]
        if len(p.front) > others:
            raise UtageError(f"a die is put only in front of another player, from their cup; the others have taken"
                             f" {others} dice out of their cups, yet {len(p.front)} lie in front of seat {i}",
                             f"state.seats[{i}].front")


def _check_turns_taken(state: UtageState, rules: UtageRules) -> None:
    """Each turn of the play phase moves one die: a die out of the player's cup (onto the card or in front of
    another player) or a die from in front of them into the lord's cup; turns go clockwise from the round's first
    player still in. So for some q, the seats from that first player up to the seat to play (the declarer, once
    declared) have taken q + 1 turns and the others q; a seat's cup has lost at most one die a turn, plus, after
    the declaration, one for the last turn each seat after the declarer has taken; and every turn that took no die
    from a cup, and every end-phase die, went into the lord's cup, where the other dice are ones pushed off the
    card (none while no die lies on it, unless a seat was disqualified with its moves)."""
    if state.phase not in ("play", "end", "scoring"):
        return
    players, each = state.players, rules.dice_per_player
    last = cast(int, state.to_play if state.phase == "play" else state.declarer)
    if players[last].disqualified:  # a declarer disqualified for a fault after the declaration: its turns are lost
        return
    order = _clockwise_from(state, state.first)
    ahead = set(order[:order.index(last)])
    if state.phase == "end":
        done = set(_clockwise_from(state, last)[1:]) - set(state.end_queue)
    else:
        done = set(order) - {last} if state.phase == "scoring" else set()
    moved = {j: each - len(players[j].cup) for j in order}
    lord = state.lord_cup_dice
    exact = all(v is None for v in state.slots) and not any(p.disqualified for p in players)
    for q in range((sum(moved.values()) + lord) // len(order) + 1):
        turns = {j: q + (j in ahead) for j in order}
        short = {j: moved[j] - turns[j] for j in order}
        if any(v > (j in done) for j, v in short.items()):
            continue
        needed = sum(v > 0 for v in short.values())  # last turns that must have put a cup die into the lord's cup
        optional = sum(1 for j in done if short[j] <= 0 and moved[j] > 0)
        # the lord's dice no turn accounts for, with k optional end-phase dice: spare - 2k (each is a die the
        # play-phase turns did not take from the cup, so a turn moving a die to the lord's cup, and a die in it)
        spare = lord + sum(short.values()) - 2 * needed
        if spare >= 0 and (not exact or (spare % 2 == 0 and spare // 2 <= optional)):
            return
    what = "seat to play" if state.phase == "play" else "declarer"
    raise UtageError(f"each turn moves one die and turns go clockwise from seat {order[0]}, so the dice moved this"
                     f" round (out of the cups {[moved[j] for j in order]} in that order, {lord} in the lord's cup)"
                     f" do not fit seat {last} as the {what}", "state.to_play" if state.phase == "play"
                     else "state.declarer")


def _starting_cups(players: int, rules: UtageRules) -> tuple[int, int]:
    """The cups each player starts with (one, two each with 2 players) and the lord's stack (the rest of the box)."""
    each = 2 if players == 2 else 1
    return each, rules.total_cups - each * players


def _default_rounds(players: int, lord_cups: int, in_round: bool, rules: UtageRules) -> int:
    """The ``rounds`` of a state that does not give it: the fewest that reach it, one scored for each cup the lord
    has given, and the one under way if a lord card is face up."""
    return max(_starting_cups(players, rules)[1] - lord_cups, 0) + in_round


def _check_over(state: UtageState) -> None:
    """A game is over when a round's winner holds at least as many cups as the lord has left, or when fewer than
    two players are left (the one left, if any, wins)."""
    left = state.active()
    if state.winner is None:
        if left:
            raise UtageError("a game over has a winner: " + ("the last player left" if len(left) == 1 else
                                                             "the seat whose cups reached the lord's"), "state.winner")
        return
    winner = state.players[state.winner]
    if winner.disqualified:
        raise UtageError(f"seat {state.winner} is disqualified and cannot win", "state.winner")
    if len(left) > 1 and winner.cups < state.lord_cups:
        raise UtageError(f"the game ends when the winner holds at least as many cups as the lord, or one player is"
                         f" left; seat {state.winner} holds {winner.cups} against the lord's {state.lord_cups} and"
                         f" {len(left)} players are left", "state.phase")


def _count(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise UtageError(f"expected a whole number >= 0, got {value!r}", where)
    return value


def _seed(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not -(2**63) <= value < 2**63:
        raise UtageError(f"expected an integer -2^63..2^63-1, got {value!r}", where)
    return value


def _draws(state: UtageState, seed: int | None, what: str) -> random.Random:
    """The dice roller for ``what`` ("cups" or "lord") of the round: from ``seed`` if one is given, else from the
    game's seed and the round's number (reproducible), else unseeded."""
    if seed is None and state.seed is not None:
        return random.Random(f"utage:{state.seed}:{state.rounds}:{what}")
    return random.Random(seed)


def _seat(value: object, players: int, where: str) -> Any:
    """``value`` if it is null or a seat of a game of ``players``; an error naming ``where`` otherwise."""
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players):
        raise UtageError(f"expected a seat 0..{players - 1}, got {value!r}", where)
    return value


def _got(value: object) -> str:
    """``, got <value>`` for a value given but wrong, nothing for a value left out (null)."""
    return "" if value is None else f", got {value!r}"


def _dice(value: object, where: str) -> tuple[int, ...]:
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise UtageError("expected a list of die faces", where)
    return tuple(check_die(d, f"{where}[{i}]") for i, d in enumerate(value))


@dataclass(frozen=True, slots=True)
class Action:
    """One turn: ``place`` a cup die on ``slot`` (1-based), ``give`` a cup die to seat ``target``, move a die
    from in front of you ``to_lord``, ``declare`` the end, or in the end phase ``end_to_lord`` / ``end_decline``.
    """

    kind: ActionKind = field(metadata=declared(text(choices=ACTION_KINDS), "what the turn does"))
    die: int | None = field(default=None, metadata=declared(DIE.or_null(), "the face of the die moved"))
    slot: int | None = field(default=None, metadata=declared(
        integer(1, MAX_SLOTS, nullable=True).named("slot"), "place: the slot (1-based)"))
    target: int | None = field(default=None, metadata=declared(SEAT.or_null(), "give: the seat receiving the die"))

    @classmethod
    def from_json(cls, data: object, where: str = "action") -> Action:
        """Read ``{"kind", "die", "slot", "target"}`` by their declarations; the fields a kind needs must be
        present."""
        read = read_shape(cls, data, UtageError, where)
        kind = read["kind"]
        if kind in ("place", "give", "to_lord", "end_to_lord") and read.get("die") is None:
            raise UtageError(f"a die face 1..{DIE_FACES} is required when kind is {kind}", f"{where}.die")
        if kind == "place" and read.get("slot") is None:
            raise UtageError("a slot number is required when kind is place", f"{where}.slot")
        if kind == "give" and read.get("target") is None:
            raise UtageError("a seat number is required when kind is give", f"{where}.target")
        return cls(**read)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The adjudication of an action: legal or not (with a reason), and the state after it."""

    legal: bool
    reason: str | None
    state: UtageState = field(metadata=json_doc("the state after the action (unchanged when illegal)"))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def new_game(names: Sequence[str], first: int = 0, rules: UtageRules | None = None,
             seed: int | None = None) -> UtageState:
    """Set up a game: one cup per player (two each with 2 players); the lord keeps the rest.

    With a ``seed``, every roll the game is not told (the players' at the start of a round, the lord's at
    scoring) is drawn from it and the round's number, so the whole game is reproducible from its states.
    """
    rules = rules or UtageRules()
    if not 2 <= len(names) <= MAX_PLAYERS:
        raise UtageError(f"Utage needs 2..{MAX_PLAYERS} players, got {len(names)}", "seats")
    each, lord = _starting_cups(len(names), rules)
    if lord < 1:
        raise UtageError(f"{rules.total_cups} cups leave none for the lord with {len(names)} players",
                         "rules.total_cups")
    players = tuple(Player(str(name), each) for name in names)
    return UtageState(players, lord, _seat(first, len(names), "first"),
                      seed=None if seed is None else _seed(seed, "seed"))


def start_round(state: UtageState, formula: str, rolls: Sequence[Sequence[int]] | None = None,
                seed: int | None = None, rules: UtageRules | None = None) -> UtageState:
    """Flip a lord card and have every active player roll their dice (``rolls`` per seat, or from ``seed``).

    Disqualified seats get no dice; give them an empty list when passing ``rolls``.
    """
    rules = rules or UtageRules()
    if state.phase != "setup":
        raise UtageError(f"a round starts from the 'setup' phase, not {state.phase!r}", "state.phase")
    card = Formula.parse(formula)
    if rolls is not None and seed is not None:
        raise UtageError("give the observed rolls or a seed to roll with, not both", "seed")
    rng = _draws(state, seed, "cups")
    if rolls is not None and len(rolls) != len(state.players):
        raise UtageError(f"expected one list per seat ({len(state.players)}), got {len(rolls)}", "rolls")
    players = []
    for i, player in enumerate(state.players):
        wanted = 0 if player.disqualified else rules.dice_per_player
        if rolls is None:
            dice = tuple(rng.randint(1, 6) for _ in range(wanted))
        else:
            dice = _dice(rolls[i], f"rolls[{i}]")
            if len(dice) != wanted:
                raise UtageError(f"seat {i} rolls {wanted} dice, got {len(dice)}", f"rolls[{i}]")
        players.append(replace(player, cup=dice, front=()))
    return replace(state, players=tuple(players), phase="play", formula=card.text, slots=(None,) * card.slot_count,
                   lord_cup_dice=0, to_play=_first_active(state, state.first), declarer=None, end_queue=(),
                   rounds=state.rounds + 1)


def _clockwise_from(state: UtageState, seat: int) -> tuple[int, ...]:
    """Return the active seats in play order starting at ``seat`` (which need not be active)."""
    n = len(state.players)
    return tuple(s for s in ((seat + k) % n for k in range(n)) if not state.players[s].disqualified)


def _first_active(state: UtageState, seat: int) -> int:
    """Return the first seat not disqualified in play order from ``seat``; raise if every player is."""
    seats = _clockwise_from(state, seat)
    if not seats:
        raise UtageError("every player is disqualified, so the game is over", "state.seats")
    return seats[0]


def why_illegal(state: UtageState, player: int, action: Action) -> str | None:
    """Return why ``player`` may not take ``action`` now, or ``None`` if it is legal."""
    if state.phase not in ("play", "end"):
        return f"no turns are taken in the {state.phase!r} phase"
    me = state.players[player]
    if me.disqualified:
        return f"seat {player} is disqualified and takes no more part in the game"
    if state.phase == "end":
        if not state.end_queue or state.end_queue[0] != player:
            return f"it is seat {state.end_queue[0]}'s end-phase turn" if state.end_queue else "the end phase is over"
        if action.kind == "end_decline":
            return None
        if action.kind != "end_to_lord":
            return "after the declaration the only choice is to put one die from your cup into the lord's cup, or not"
        return None if action.die in me.cup else f"there is no {action.die} in your cup"
    if player != state.to_play:
        return f"it is seat {state.to_play}'s turn"
    if action.kind in ("end_to_lord", "end_decline"):
        return "nobody has declared the end yet"
    if action.kind == "declare":
        return None
    if action.kind == "to_lord":
        return None if action.die in me.front else f"there is no {action.die} in front of you"
    if action.die not in me.cup:
        return f"there is no {action.die} in your cup"
    if action.kind == "place":
        if action.slot is None or not 1 <= action.slot <= len(state.slots):
            return f"the card has slots 1..{len(state.slots)}, not {action.slot}"
        return None
    if action.target is None or not 0 <= action.target < len(state.players):
        return f"there is no seat {action.target}"
    if action.target == player:
        return "a die can only be put in front of another player"
    if state.players[action.target].disqualified:
        return f"seat {action.target} is disqualified"
    return None


def legal_actions(state: UtageState, player: int) -> list[Action]:
    """List every legal action of ``player`` (dice named by face, each face once)."""
    _seat(player, len(state.players), "seat")
    me = state.players[player]
    faces, front = sorted(set(me.cup)), sorted(set(me.front))
    candidates = [Action("declare"), Action("end_decline")]
    candidates += [Action("end_to_lord", d) for d in faces]
    candidates += [Action("place", d, slot=s) for d in faces for s in range(1, len(state.slots) + 1)]
    candidates += [Action("give", d, target=t) for d in faces for t in range(len(state.players))]
    candidates += [Action("to_lord", d) for d in front]
    return [a for a in candidates if why_illegal(state, player, a) is None]


def _without(dice: tuple[int, ...], face: int | None) -> tuple[int, ...]:
    i = dice.index(cast(int, face))
    return dice[:i] + dice[i + 1:]


def apply(state: UtageState, player: int, action: Action) -> Verdict:
    """Adjudicate and perform one action; an illegal one leaves the state unchanged."""
    _seat(player, len(state.players), "seat")
    reason = why_illegal(state, player, action)
    if reason is not None:
        return Verdict(False, reason, state)
    players = list(state.players)
    me = players[player]
    if state.phase == "end":
        lord_dice = state.lord_cup_dice
        if action.kind == "end_to_lord":
            players[player] = replace(me, cup=_without(me.cup, action.die))
            lord_dice += 1
        queue = state.end_queue[1:]
        after = replace(state, players=tuple(players), lord_cup_dice=lord_dice, end_queue=queue,
                        phase="end" if queue else "scoring", to_play=queue[0] if queue else None)
        return Verdict(True, None, after)
    if action.kind == "declare":
        queue = _clockwise_from(state, player)[1:]
        return Verdict(True, None, replace(state, declarer=player, end_queue=queue,
                                           phase="end" if queue else "scoring", to_play=queue[0] if queue else None))
    lord_dice, slots = state.lord_cup_dice, list(state.slots)
    if action.kind == "to_lord":
        players[player] = replace(me, front=_without(me.front, action.die))
        lord_dice += 1
    elif action.kind == "place":
        slot = cast(int, action.slot) - 1
        if slots[slot] is not None:
            lord_dice += 1
        slots[slot] = action.die
        players[player] = replace(me, cup=_without(me.cup, action.die))
    else:
        target = cast(int, action.target)
        players[player] = replace(me, cup=_without(me.cup, action.die))
        players[target] = replace(players[target], front=(*players[target].front, cast(int, action.die)))
    after = replace(state, players=tuple(players), slots=tuple(slots), lord_cup_dice=lord_dice,
                    to_play=_first_active(state, player + 1))
    return Verdict(True, None, after)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The scored round: the lord's roll and score, each seat's points, the winner or the lord-last penalty, and after.

    ``lord_dice`` is the roll of the lord's cup the score comes from (observed, or rolled by :func:`round_result`).
    """

    lord_dice: tuple[int, ...]
    lord: LordScore
    scores: dict[int, int]
    winner: int | None
    lord_last: bool
    events: tuple[str, ...]
    state: UtageState

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (seat numbers as strings in ``scores``)."""
        return {
            "lord_dice": list(self.lord_dice),
            "lord": self.lord.to_json(),
            "scores": {str(k): v for k, v in self.scores.items()},
            "winner": self.winner,
            "lord_last": self.lord_last,
            "events": list(self.events),
            "game_over": self.state.phase == "over",
            "game_winner": self.state.winner,
            "state": self.state.to_json(),
        }


def _lose_cup(players: list[Player], seat: int, why: str) -> str:
    """Take one cup out of the game from ``seat``; a player with none is disqualified."""
    player = players[seat]
    if player.cups == 0:
        players[seat] = replace(player, disqualified=True, cup=(), front=())
        return f"seat {seat} has no cup to lose ({why}) and is disqualified"
    players[seat] = replace(player, cups=player.cups - 1)
    return f"seat {seat} loses a cup ({why})"


def round_winner(scores: Mapping[int, int], lord: int, order: Sequence[int]) -> int | None:
    """Return the seat with the highest score strictly below the lord's; ties go to the first in ``order``."""
    best: int | None = None
    for seat in order:
        if scores[seat] < lord and (best is None or scores[seat] > scores[best]):
            best = seat
    return best


def round_result(state: UtageState, lord_dice: Sequence[int] | None = None, seed: int | None = None,
                 rules: UtageRules | None = None) -> RoundResult:
    """Roll (or take the observed) lord's dice, score the round, move the cups and check for the game's end.

    The roll is reported in :attr:`RoundResult.lord_dice`; with ``seed`` it is reproducible.

    The winner takes one cup from the lord and wins the game once they hold at least as many cups as the lord
    has left. If every player reaches the lord's score, the declarer puts one of their cups out of the game.
    A game reduced to one player (the others disqualified) ends with that player as the winner.
    """
    rules = rules or UtageRules()
    if state.phase != "scoring" or state.formula is None or state.declarer is None:
        raise UtageError(f"the round can be scored only in the 'scoring' phase, not {state.phase!r}", "state.phase")
    if lord_dice is not None and seed is not None:
        raise UtageError("give the observed lord_dice or a seed to roll with, not both", "seed")
    if lord_dice is None:
        rng = _draws(state, seed, "lord")
        lord_dice = [rng.randint(1, 6) for _ in range(state.lord_cup_dice)]
    elif len(lord_dice) != state.lord_cup_dice:
        raise UtageError(f"the lord's cup holds {state.lord_cup_dice} dice, got {len(lord_dice)}", "lord_dice")
    rolled = tuple(lord_dice)
    lord = lord_score(Formula.parse(state.formula), state.slots, rolled, rules)
    order = _clockwise_from(state, state.declarer)
    scores = {seat: state.players[seat].score for seat in order}
    winner = round_winner(scores, lord.value, order)
    players = list(state.players)
    lord_cups = state.lord_cups
    events: list[str] = []
    over_winner: int | None = None
    if winner is not None:
        if lord_cups > 0:
            lord_cups -= 1
            players[winner] = replace(players[winner], cups=players[winner].cups + 1)
            events.append(f"seat {winner} takes a cup from the lord")
        if players[winner].cups >= lord_cups:
            over_winner = winner
            events.append(f"seat {winner} holds {players[winner].cups} cups, the lord {lord_cups}: game over")
    else:
        events.append(_lose_cup(players, state.declarer, "the lord came last"))
    players = [replace(p, cup=(), front=()) for p in players]
    remaining = [i for i, p in enumerate(players) if not p.disqualified]
    if over_winner is None and len(remaining) == 1:
        over_winner = remaining[0]
        events.append(f"seat {over_winner} is the last player left: game over")
    after = replace(state, players=tuple(players), lord_cups=lord_cups, first=state.declarer,
                    phase="setup" if over_winner is None else "over", formula=None, slots=(), lord_cup_dice=0,
                    to_play=None, declarer=None, end_queue=(), winner=over_winner)
    return RoundResult(rolled, lord, scores, winner, winner is None, tuple(events), after)


def commit_fault(state: UtageState, player: int, fault: str) -> tuple[UtageState, str]:
    """Record a fault (粗相): the player puts one cup out of the game, or is disqualified if they have none.

    The library does not judge faults (peeking, spilling, ...); the caller reports one after the table agrees.
    A disqualified player's dice leave play and their pending turn passes on; a game left with fewer than two
    players is over at once, won by the one left (if any). A seat already disqualified, or a game already over,
    cannot commit a fault (:class:`UtageError` naming ``seat`` or ``state.phase``).
    """
    _seat(player, len(state.players), "seat")
    if state.phase == "over":
        raise UtageError("the game is over", "state.phase")
    if state.players[player].disqualified:
        raise UtageError(f"seat {player} is disqualified and takes no more part in the game", "seat")
    players = list(state.players)
    event = _lose_cup(players, player, fault)
    after = replace(state, players=tuple(players))
    if not players[player].disqualified:
        return after, event
    left = after.active()
    if len(left) < 2:
        last = left[0] if left else None
        ending = "no player is left" if last is None else f"seat {last} is the last player left"
        return (replace(after, phase="over", winner=last, end_queue=(), declarer=None, to_play=None),
                f"{event}; {ending}: game over")
    queue = tuple(s for s in state.end_queue if s != player)
    to_play = state.to_play
    if state.phase == "play" and to_play == player:
        to_play = _first_active(after, player)
    elif state.phase == "end":
        to_play = queue[0] if queue else None
    after = replace(after, end_queue=queue, to_play=to_play,
                    phase="scoring" if state.phase == "end" and not queue else state.phase)
    return after, event


def _chances_json(chances: Mapping[int, Fraction]) -> dict[str, str]:
    """Exact chances by seat or score, as fraction strings under string keys."""
    return {str(k): str(v) for k, v in chances.items()}


@dataclass(frozen=True, slots=True)
class RoundOutlook:
    """Exact chances, before the lord's dice are rolled, of each seat winning the round and of the lord coming last."""

    win: dict[int, Fraction] = field(metadata=json_written_by(_chances_json))
    lord_last: Fraction = field(metadata=json_written_by(str))
    lord_distribution: dict[int, Fraction] = field(metadata=json_written_by(_chances_json))

    def to_json(self) -> dict[str, Any]:
        """Return the probabilities as exact fraction strings (seats as string keys): :func:`json_form`."""
        return json_form(self)


def round_outlook(state: UtageState, rules: UtageRules | None = None) -> RoundOutlook:
    """Return who would win the round for every lord's score, weighted by its exact probability.

    The state's dice are taken as they stand (every player's points are known to the service), with the
    declarer (or, before a declaration, the seat to play) first in the tie-break order.
    """
    if state.formula is None or state.phase not in ("play", "end", "scoring"):
        raise UtageError(f"no round is being played in the {state.phase!r} phase", "state.phase")
    if state.lord_cup_dice > MAX_LORD_DICE:
        raise UtageError(f"expected 0..{MAX_LORD_DICE} dice in the lord's cup, got {state.lord_cup_dice}",
                         "state.lord_cup_dice")
    dist = lord_score_distribution(Formula.parse(state.formula), state.slots, state.lord_cup_dice, rules)
    order = _clockwise_from(state, cast(int, state.to_play if state.declarer is None else state.declarer))
    scores = {seat: state.players[seat].score for seat in order}
    win = dict.fromkeys(order, Fraction(0))
    lord_last = Fraction(0)
    for value, p in dist.items():
        winner = round_winner(scores, value, order)
        if winner is None:
            lord_last += p
        else:
            win[winner] += p
    return RoundOutlook(win, lord_last, dist)
