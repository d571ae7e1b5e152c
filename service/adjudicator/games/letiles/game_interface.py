"""LETILES as a :class:`~adjudicator.games.game.Game`: the library's :class:`.game.LetilesGame` (stands, stocks,
table) played with the example tile set, an action a :class:`.table.Placement` of a tile of the stand of the seat to
play (:func:`.table.legal_placements`, :func:`.game.play`, :func:`.game.final_score`).

Seats are the colours in seat order: red, blue, then yellow. Nothing is left to chance once the stocks are shuffled
(:func:`.game.new_game`, from the seed): a tile placed is replaced by the top of the stock, so no verdict has
outcomes.

Rules: :class:`.rules.LetilesRules` (an object of flags, :meth:`.rules.LetilesRules.from_json`, as the LETILES
operations read their ``ruleset``). The game's own state form states every flag under ``ruleset``, and is kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final

from adjudicator.games.game import Game, Result, Verdict

from .example_set import example_tileset
from .game import LetilesGame, final_score, new_game, play
from .rules import DEFAULT_RULES, LetilesRules
from .table import Placement, legal_placements
from .tiles import LetilesError, TileSet

__all__ = ["LETILES", "LetilesTilesGame"]

#: The colours of the seats, in seat order (the first 2 or 3).
SEAT_COLOURS: Final = ("red", "blue", "yellow")


class LetilesTilesGame(Game[LetilesGame, Placement]):
    """LETILES for 2 or 3 players (2 by default) under ``rules``, with ``tileset`` (the example set by default)."""

    def __init__(self, rules: LetilesRules = DEFAULT_RULES, tileset: TileSet | None = None) -> None:
        self.name = "letiles"
        self.players = (2, 3)
        self.states_own_rules = True
        self.rules = rules
        self.tileset = example_tileset() if tileset is None else tileset

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> LetilesGame:
        """Each colour's tiles in play shuffled from ``seed``, five drawn to each stand; red plays first."""
        if rules is not None:
            return self.under(rules).new(seed, players)
        count = 2 if players is None else players
        if count not in self.players:
            raise LetilesError(f"LETILES is played by 2 or 3, not {count}", "players")
        return new_game(self.tileset, SEAT_COLOURS[:count], seed, rules=self.rules)

    def to_play(self, state: LetilesGame) -> int | None:
        """The seat whose turn it is (the next with tiles), ``None`` once every tile is placed."""
        return state.to_play

    def legal_actions(self, state: LetilesGame) -> Sequence[Placement]:
        """Every legal placement of every tile of the stand, tile by tile in stand order."""
        if state.to_play is None:
            return []
        return [placement for tile in state.hands[state.to_play].stand
                for placement in legal_placements(state.table, tile, state.rules)]

    def apply(self, state: LetilesGame, action: Placement) -> Verdict[LetilesGame]:
        """:func:`.game.play` by the seat to play (the top of its stock drawn)."""
        if state.to_play is None:
            return Verdict(False, "every tile has been played", state)
        verdict = play(state, state.to_play, action)
        if not verdict.legal:
            return Verdict(False, verdict.reason or "not a legal placement", state)
        return Verdict(True, None, verdict.state)

    def result(self, state: LetilesGame) -> Result:
        """Over when every tile is placed: the winners (highest total, then fewest areas) and each seat's total."""
        if not state.over:
            return Result(False)
        sheet = final_score(state)
        seats = {colour: seat for seat, colour in enumerate(state.players)}
        scores = {s.colour: s.total for s in sheet.players}
        return Result(True, tuple(sorted(seats[c] for c in sheet.winners)),
                      tuple(Fraction(scores.get(c, 0)) for c in state.players))


    def state_from_json(self, data: object) -> LetilesGame:
        """:meth:`.game.LetilesGame.from_json` with this game's tile set and rules."""
        return LetilesGame.from_json(self.tileset, data, rules=self.rules)

    def _rules(self) -> object | None:
        return self.rules

    def _read_rules(self, data: object) -> object:
        return LetilesRules.from_json(data)

    def _with_rules(self, rules: object) -> Game[LetilesGame, Placement]:
        assert isinstance(rules, LetilesRules)
        return LetilesTilesGame(rules, self.tileset)

    def action_from_json(self, state: LetilesGame, data: object) -> Placement:
        """:meth:`.table.Placement.from_json`: any well-formed placement, legal or not."""
        return Placement.from_json(data, "action")

    def describe(self, state: LetilesGame) -> str:
        """The table (a block is its colour's initial, upper case when it carries a symbol; ``y`` grows upwards),
        then each seat's stand and stock count."""
        blocks = state.table.blocks()
        lines: list[str] = []
        if blocks:
            xs, ys = [x for x, _ in blocks], [y for _, y in blocks]
            for y in range(max(ys), min(ys) - 1, -1):
                row = ""
                for x in range(min(xs), max(xs) + 1):
                    block = blocks.get((x, y))
                    mark = "." if block is None else block.colour[0]
                    row += mark.upper() if block is not None and block.symbol is not None else mark
                lines.append(f"{y:>4} {row}")
        else:
            lines.append("(the table is empty)")
        for seat, (colour, hand) in enumerate(zip(state.players, state.hands, strict=True)):
            marker = "*" if seat == state.to_play else " "
            lines.append(f"{marker}{seat} {colour}: stand {' '.join(hand.stand) or '-'}; {len(hand.stock)} in stock")
        return "\n".join(lines)


#: LETILES with the example tile set, under the default rules.
LETILES: Final[Game[LetilesGame, Placement]] = LetilesTilesGame()
