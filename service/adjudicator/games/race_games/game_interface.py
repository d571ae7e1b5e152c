"""The race games as :class:`~adjudicator.games.game.Game` objects: 連船之遊 (:data:`SHIPS`), 行山 (:data:`MOKZO`)
and 六裁 (:data:`NETXIJU`), each built on its module's own functions.

* 連船之遊: the state is :class:`.ships.ShipsState`, an action a :class:`.ships.ShipAction`. A turn's throw is drawn
  from the state's seed before the seat chooses (:func:`.ships.drawn_throw`, as the HTTP operations draw it), so the
  actions listed are those that throw allows and a verdict is certain (no outcomes).
* 行山: the state is :class:`.mokzo.MokzoState`, an action a :class:`.mokzo.MokzoAction`. The actions listed are built
  from :func:`.mokzo.turn_options` (each affordable install, each set of hand cards installed or discarded, in hand
  order, each exchange, destroy and paid move, the activation with every combination of its 虎 and 将 targets, the end
  of the turn) and kept when :func:`.mokzo.apply` finds them legal. An activation's 筆 and 巫 throws are drawn from
  the state's seed; its outcomes are every high/low combination of them with its exact probability (a 将's throw is
  drawn before its target is chosen, as :func:`.mokzo.activation_choices` lists it, so it is not an outcome).
* 六裁: the race itself carries no seed (each throw takes its own, :func:`.common.seeded_throw`), so the state is a
  :class:`NetxijuRace`: the library's :class:`.netxiju.NetxijuState` with the race's seed and the number of throws
  made, the throw drawn from the seed plus that number. The only action is ``"throw"``; its outcomes are every throw
  of the randomiser (:func:`.common.outcomes`) applied with :func:`.netxiju.apply_throw`, equal states merged.

Rules: each game's flags (:class:`.ships.ShipsRules`, :class:`.mokzo.MokzoRules`, :class:`.netxiju.NetxijuRules`, read
by their ``from_json`` as the games' own operations read their ``ruleset``). No state carries them, so a state's JSON
form states those that differ from the defaults under ``ruleset``.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Final, Literal, TypeAlias

from adjudicator.games.errors import RulesError
from adjudicator.games.game import Game, Outcome, Result, Verdict

from . import mokzo, netxiju, ships
from .common import obj, outcomes, seeded_throw, whole
from .mokzo_cards import KIND_GLYPH

__all__ = ["MOKZO", "NETXIJU", "SHIPS", "MokzoGame", "NetxijuAction", "NetxijuGame", "NetxijuRace", "ShipsGame"]


def _merged(found: Sequence[tuple[Fraction, Any]]) -> list[tuple[Fraction, Any]]:
    """The outcomes with equal states merged (their probabilities added), in first-seen order."""
    merged: list[tuple[Fraction, Any]] = []
    for probability, state in found:
        index = next((i for i, (_, seen) in enumerate(merged) if seen == state), -1)
        if index < 0:
            merged.append((probability, state))
        else:
            merged[index] = (merged[index][0] + probability, state)
    return merged


# --- 連船之遊 ----------------------------------------------------------------------------------------------------


class ShipsGame(Game[ships.ShipsState, ships.ShipAction]):
    """連船之遊 for 2 to 4 players (2 by default) under ``rules``."""

    rules_class = ships.ShipsRules

    def __init__(self, rules: ships.ShipsRules | None = None) -> None:
        self.name = "ships"
        self.players = (2, 3, 4)
        self.rules = ships.ShipsRules() if rules is None else rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> ships.ShipsState:
        """Every fleet at the start (:meth:`.ships.ShipsState.new`), throws drawn from ``seed``."""
        if rules is not None:
            return self.under(rules).new(seed, players)
        return ships.ShipsState.new(2 if players is None else players, seed)

    def to_play(self, state: ships.ShipsState) -> int | None:
        """The seat whose turn it is, ``None`` once over."""
        return None if state.over else state.turn

    def legal_actions(self, state: ships.ShipsState) -> Sequence[ships.ShipAction]:
        """:func:`.ships.legal_actions` for the turn's throw drawn from the seed."""
        if state.over:
            return []
        return ships.legal_actions(state, state.turn, ships.drawn_throw(state, self.rules), self.rules)

    def apply(self, state: ships.ShipsState, action: ships.ShipAction) -> Verdict[ships.ShipsState]:
        """:func:`.ships.apply` by the seat to play, for the turn's throw drawn from the seed."""
        verdict = ships.apply(state, state.turn, ships.drawn_throw(state, self.rules), action, self.rules)
        if not verdict.legal:
            return Verdict(False, verdict.reason or "not a legal action", state)
        return Verdict(True, None, verdict.state)

    def result(self, state: ships.ShipsState) -> Result:
        """Over at 20 delivered and even turns; the seats ranked first (:func:`.ships.final_ranking`); goal stores."""
        stores = tuple(Fraction(f.goal_store) for f in state.fleets)
        if not state.over:
            return Result(False, (), stores)
        return Result(True, tuple(sorted(r["seat"] for r in ships.final_ranking(state) if r["rank"] == 1)), stores)


    def state_from_json(self, data: object) -> ships.ShipsState:
        """:meth:`.ships.ShipsState.from_json`."""
        return ships.ShipsState.from_json(self._unstating_rules(data))

    def action_from_json(self, state: ships.ShipsState, data: object) -> ships.ShipAction:
        """:meth:`.ships.ShipAction.from_json`: any well-formed action, legal or not."""
        return ships.ShipAction.from_json(data)

    def describe(self, state: ships.ShipsState) -> str:
        """A line per fleet: its stores, turns and each ship's point (0 start .. 20 goal) and cargo; the throw."""
        lines = []
        for seat, fleet in enumerate(state.fleets):
            marker = "*" if not state.over and seat == state.turn else " "
            boats = "  ".join(f"ship {i}: point {s.position:>2} cargo {s.cargo:>2}" for i, s in enumerate(fleet.ships))
            lines.append(f"{marker}{seat} start store {fleet.start_store:>3}, goal store {fleet.goal_store:>3}, "
                         f"{fleet.turns} turns | {boats}")
        if state.over:
            lines.append("the game is over")
        else:
            lines.append(f"seat {state.turn} threw {ships.drawn_throw(state, self.rules)}")
        return "\n".join(lines)


# --- 行山 -------------------------------------------------------------------------------------------------------


def _subsets(ids: Sequence[str]) -> list[tuple[str, ...]]:
    """Every set of ``ids`` in their order, the empty one first."""
    return [combo for size in range(len(ids) + 1) for combo in itertools.combinations(ids, size)]


#: The most coins an exchange of 行山 is listed for: a seat may buy up to its rice's worth (``exchange_max_coins`` of
#: :func:`.mokzo.turn_options`), too many to list once rice piles up; a larger exchange is legal and read all the same.
EXCHANGES_LISTED: Final = 100


class MokzoGame(Game[mokzo.MokzoState, mokzo.MokzoAction]):
    """行山 for 2 to 4 players (2 by default) under ``rules``."""

    rules_class = mokzo.MokzoRules

    def __init__(self, rules: mokzo.MokzoRules | None = None) -> None:
        self.name = "mokzo"
        self.players = (2, 3, 4)
        self.rules = mokzo.MokzoRules() if rules is None else rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> mokzo.MokzoState:
        """The deck shuffled with ``seed``, three cards dealt each, seat 0's turn begun (:func:`.mokzo.new_game`)."""
        if rules is not None:
            return self.under(rules).new(seed, players)
        return mokzo.new_game(2 if players is None else players, seed, rules=self.rules)

    def to_play(self, state: mokzo.MokzoState) -> int | None:
        """The seat whose turn it is, ``None`` once over."""
        return None if state.over else state.turn

    def _candidates(self, state: mokzo.MokzoState) -> list[mokzo.MokzoAction]:
        seat = state.turn
        options = mokzo.turn_options(state, seat, self.rules)
        kinds = options["kinds"]
        hand = [card.id for card in state.seats[seat].hand]
        found: list[mokzo.MokzoAction] = []
        if "install" in kinds:
            found += [mokzo.MokzoAction("install", cards=cards) for cards in _subsets(hand) if cards]
        if "discard" in kinds:
            found += [mokzo.MokzoAction("discard", cards=cards) for cards in _subsets(hand)]
        if "activate" in kinds:
            aimed = [(entry["card"], entry["choices"]) for entry in options["activate"] if entry["choices"]]
            for picks in itertools.product(*(choices for _, choices in aimed)):
                targets: dict[str, Mapping[str, Any]] = {card: pick for (card, _), pick in zip(aimed, picks,
                                                                                               strict=True)}
                found.append(mokzo.MokzoAction("activate", targets=targets))
        if "exchange" in kinds:
            most = min(options["exchange_max_coins"], EXCHANGES_LISTED)
            found += [mokzo.MokzoAction("exchange", coins=n) for n in range(1, most + 1)]
        if "destroy" in kinds:
            found += [mokzo.MokzoAction("destroy", cards=(entry["card"],)) for entry in options["destroy"]]
        if "move" in kinds:
            found += [mokzo.MokzoAction("move", pay=entry["pay"]) for entry in options["move"]["options"]]
        if "end_turn" in kinds:
            found.append(mokzo.MokzoAction("end_turn"))
        return found

    def legal_actions(self, state: mokzo.MokzoState) -> Sequence[mokzo.MokzoAction]:
        """Every action built from :func:`.mokzo.turn_options` that :func:`.mokzo.apply` finds legal."""
        if state.over:
            return []
        return [a for a in self._candidates(state) if mokzo.apply(state, state.turn, a, self.rules).legal]

    def apply(self, state: mokzo.MokzoState, action: mokzo.MokzoAction) -> Verdict[mokzo.MokzoState]:
        """:func:`.mokzo.apply` by the seat to play; an activation with its 筆 and 巫 throws' exact outcomes."""
        seat = state.turn
        verdict = mokzo.apply(state, seat, action, self.rules)
        if not verdict.legal:
            return Verdict(False, verdict.reason or "not a legal action", state)
        if action.kind != "activate":
            return Verdict(True, None, verdict.state)
        thrown = [item.card.id for item in state.seats[seat].board
                  if not item.fresh and item.card.kind in ("kua", "tuk") and item.card.id not in action.casts]
        if not thrown:
            return Verdict(True, None, verdict.state)
        high = mokzo.high_probability(self.rules)
        found: list[tuple[Fraction, Any]] = []
        for results in itertools.product((True, False), repeat=len(thrown)):
            casts = dict(action.casts)
            probability = Fraction(1)
            for card, is_high in zip(thrown, results, strict=True):
                casts[card] = mokzo.HIGH_THROW if is_high else 0
                probability *= high if is_high else 1 - high
            after = mokzo.apply(state, seat, replace(action, casts=casts), self.rules).state
            found.append((probability, after))
        merged = _merged(found)
        if len(merged) < 2:
            return Verdict(True, None, verdict.state)
        return Verdict(True, None, verdict.state, tuple(Outcome(p, s) for p, s in merged))

    def result(self, state: mokzo.MokzoState) -> Result:
        """Over once decided: the winners (:func:`.mokzo.final_ranking`); no score is kept."""
        return Result(state.over, state.winners)


    def state_from_json(self, data: object) -> mokzo.MokzoState:
        """:func:`.mokzo.state_from_json`."""
        return mokzo.state_from_json(self._unstating_rules(data))

    def action_from_json(self, state: mokzo.MokzoState, data: object) -> mokzo.MokzoAction:
        """:meth:`.mokzo.MokzoAction.from_json`: any well-formed action, legal or not."""
        return mokzo.MokzoAction.from_json(data)

    def describe(self, state: mokzo.MokzoState) -> str:
        """A line per seat: the horse's node (of the summit's), rice, coins, hand and board; the deck."""
        lines = []
        for seat, player in enumerate(state.seats):
            marker = "*" if not state.over and seat == state.turn else " "
            hand = " ".join(f"{c.id}({KIND_GLYPH[c.kind]})" for c in player.hand) or "-"
            board = " ".join(f"{i.card.id}({KIND_GLYPH[i.card.kind]}{'*' if i.fresh else ''}{i.age})"
                             for i in player.board) or "-"
            lines.append(f"{marker}{seat} node {player.position:>2}/{state.summit} rice {player.rice:>3} coin "
                         f"{player.coin:>3}{' protected' if player.protected else ''} | hand {hand} | board {board}")
        lines.append(f"turn {state.turn_number}, deck {len(state.deck)}, discard {len(state.discard)}; done this turn: "
                     f"{', '.join(sorted(state.done)) or 'nothing'}" + (" (final round)" if state.final_round else ""))
        if state.over:
            lines.append("the game is over; winner(s): " + ", ".join(map(str, state.winners)))
        return "\n".join(lines)


# --- 六裁 -------------------------------------------------------------------------------------------------------

#: The one action of 六裁: the seat to throw throws.
NetxijuAction: TypeAlias = Literal["throw"]


@dataclass(frozen=True, slots=True)
class NetxijuRace:
    """A race of 六裁 as a game: the library's state, the race's seed and the number of throws made so far."""

    state: netxiju.NetxijuState
    seed: int
    throws: int = 0


class NetxijuGame(Game[NetxijuRace, NetxijuAction]):
    """六裁 for 1 to 12 pawns (2 by default) under ``rules``."""

    rules_class = netxiju.NetxijuRules

    def __init__(self, rules: netxiju.NetxijuRules | None = None) -> None:
        self.name = "netxiju"
        self.players = tuple(range(1, 13))
        self.rules = netxiju.NetxijuRules() if rules is None else rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> NetxijuRace:
        """Every pawn on the start, seat 0 to throw (:meth:`.netxiju.NetxijuState.new`)."""
        if rules is not None:
            return self.under(rules).new(seed, players)
        return NetxijuRace(netxiju.NetxijuState.new(2 if players is None else players), seed)

    def to_play(self, state: NetxijuRace) -> int | None:
        """The seat to throw, ``None`` once every pawn has arrived."""
        return None if state.state.over else state.state.turn

    def legal_actions(self, state: NetxijuRace) -> Sequence[NetxijuAction]:
        """The throw, until the race is over."""
        return [] if state.state.over else ["throw"]

    def apply(self, state: NetxijuRace, action: NetxijuAction) -> Verdict[NetxijuRace]:
        """The throw drawn from the seed applied (:func:`.netxiju.apply_throw`), with every throw's outcome."""
        if action != "throw":
            return Verdict(False, f"the only action of 六裁 is 'throw', not {action!r}", state)
        race = state.state
        if race.over:
            return Verdict(False, "every pawn has reached the goal", state)
        drawn = seeded_throw(self.rules.randomizer, state.seed + state.throws)
        after = self._after(state, drawn)
        merged = _merged([(p, self._after(state, x)) for x, p in outcomes(self.rules.randomizer).items()])
        return Verdict(True, None, after, tuple(Outcome(p, s) for p, s in merged) if len(merged) > 1 else ())

    def _after(self, state: NetxijuRace, throw: int) -> NetxijuRace:
        thrown = netxiju.apply_throw(state.state, state.state.turn, throw, self.rules)
        return NetxijuRace(thrown.state, state.seed, state.throws + 1)

    def result(self, state: NetxijuRace) -> Result:
        """Over when every pawn has arrived; the first to arrive wins (prizes go in arrival order); no score."""
        race = state.state
        return Result(True, race.arrivals[:1]) if race.over else Result(False)


    def state_to_json(self, state: NetxijuRace) -> dict[str, Any]:
        """``{"race": the library's state, "seed", "throws"}`` (and ``ruleset`` under other rules than the defaults):
        the seed and the throws made draw the next throw."""
        written: dict[str, Any] = self._stating_rules({"race": state.state.to_json(), "seed": state.seed,
                                                       "throws": state.throws})
        return written

    def state_from_json(self, data: object) -> NetxijuRace:
        """Read :meth:`state_to_json`'s form (the race by :meth:`.netxiju.NetxijuState.from_json`)."""
        read = obj(self._unstating_rules(data), "state")
        unknown = sorted(set(read) - {"race", "seed", "throws"})
        if unknown:
            raise RulesError(f"unknown field {unknown[0]!r} (a 六裁 state has race, seed and throws)",
                             f"state.{unknown[0]}")
        if "race" not in read or "seed" not in read:
            raise RulesError("a 六裁 state has race, seed and throws", "state")
        seed = read["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int) or not -(1 << 63) <= seed < 1 << 63:
            raise RulesError(f"expected a 64-bit integer, got {seed!r}", "state.seed")
        throws = whole(read.get("throws", 0), "state.throws", 0, 1 << 31)
        try:
            race = netxiju.NetxijuState.from_json(read["race"])
        except RulesError as exc:
            raise RulesError(exc.message, "state.race" + (exc.field or "state")[len("state"):]) from exc
        return NetxijuRace(race, seed, throws)

    def describe(self, state: NetxijuRace) -> str:
        """The 4 x 8 board as it is laid out (start bottom right, goal top right): each square its pawns' seats, or
        its lines (cups); then each pawn's cups, times sent back and whether it arrived."""
        race = state.state
        grid = [["" for _ in range(netxiju.COLUMNS)] for _ in range(netxiju.ROWS)]
        for index in range(netxiju.GOAL + 1):
            row, column = netxiju.board_cell(index)
            here = [str(seat) for seat, pawn in enumerate(race.pawns) if pawn.position == index]
            lines_ = netxiju.LINES.get(index, 0)
            grid[row][column] = ",".join(here) if here else ("|" * lines_ if lines_ else ".")
        lines = [" ".join(f"{cell:>4}" for cell in row) for row in grid]
        for seat, pawn in enumerate(race.pawns):
            marker = "*" if not race.over and seat == race.turn else " "
            lines.append(f"{marker}{seat} square {pawn.position:>2}, {pawn.cups} cups, sent back {pawn.sent_back}"
                         + (" (arrived)" if pawn.finished else ""))
        lines.append(f"throws so far {state.throws}; arrivals {', '.join(map(str, race.arrivals)) or '-'}")
        return "\n".join(lines)


#: 連船之遊 under the default rules.
SHIPS: Final[Game[ships.ShipsState, ships.ShipAction]] = ShipsGame()
#: 行山 under the default (boxed) rules.
MOKZO: Final[Game[mokzo.MokzoState, mokzo.MokzoAction]] = MokzoGame()
#: 六裁 under the designers' card (six sticks).
NETXIJU: Final[Game[NetxijuRace, NetxijuAction]] = NetxijuGame()
