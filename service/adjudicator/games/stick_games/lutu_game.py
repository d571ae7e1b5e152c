"""A whole round of 新遊, play by play: each child bets in seating order, then the banker (親) throws once.

The children are the players after the banker, in seating order. A child's play is its bets: one number unless
``multi_bets``, else one or more different numbers. The banker's throw settles every bet (``lutu.settle``) and
ends the game.

Game shape::

    {"banker": "D", "children": ["A", "B"], "seed": 7,
     "bets": [{"child": "A", "number": 5, "stake": 10}, {"child": "B", "number": 2, "stake": 3}], "cast": null}
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import groupby
from typing import Any, Final

from adjudicator.games import sticks
from adjudicator.games.errors import check_stated
from adjudicator.games.jsonform import NOT_WRITTEN, json_form
from adjudicator.games.shapes import SEED, declared, integer, listed, read_shape, record
from adjudicator.games.stick_games.common import (
    PLAYER,
    StickGameError,
    check_player,
    check_throw,
    require_list,
    require_mapping,
)
from adjudicator.games.stick_games.lutu import DEFAULT_RULES, MAX_STAKE, Bet, LutuRules, LutuSettlement, settle

#: The most players at a 新遊 table (the banker and the children).
MAX_PLAYERS: Final = 16
_SEED_RANGE: Final = range(-(2**63), 2**63)


@dataclass(frozen=True, slots=True)
class LutuGame:
    """A 新遊 round being played: the banker, the children in seating order, the seed the banker's cast is drawn
    from when not observed, the bets so far (child by child, in seating order) and the cast once thrown."""

    banker: str = field(metadata=declared(PLAYER, "the banker", example="A"))
    children: tuple[str, ...] = field(metadata=declared(
        listed(PLAYER, min_length=1, max_length=MAX_PLAYERS - 1), "the children in betting order",
        example=["A", "B"]))
    seed: int = field(metadata=declared(SEED, "the banker's cast is drawn from it when not observed"))
    rules: LutuRules = field(default=DEFAULT_RULES, metadata=NOT_WRITTEN)
    bets: tuple[Bet, ...] = field(default=(), metadata=declared(
        listed(record(Bet).named("bet"), min_length=0, max_length=(MAX_PLAYERS - 1) * (sticks.STANDARD_STICKS + 1)),
        "the bets so far, child by child in betting order"))
    cast: int | None = field(default=None, metadata=declared(
        integer(0, sticks.STANDARD_STICKS, nullable=True).named("cast"), "the banker's cast; null until thrown"))

    @property
    def to_play(self) -> str | None:
        """The next child to bet, then the banker to throw; None once thrown."""
        if self.cast is not None:
            return None
        placed = {bet.child for bet in self.bets}
        return next((c for c in self.children if c not in placed), self.banker)

    @property
    def over(self) -> bool:
        """Whether the banker has thrown."""
        return self.cast is not None

    @property
    def settlement(self) -> LutuSettlement | None:
        """Each child's and the banker's net gain once thrown (the rules' payout mode applies)."""
        return None if self.cast is None else settle(self.bets, self.cast, self.rules)

    def to_json(self) -> dict[str, Any]:
        """Return the game with whose turn it is, whether it is over, and the settlement once over."""
        settled = self.settlement
        return {**json_form(self), "to_play": self.to_play, "over": self.over,
                "settlement": settled.to_json() if settled else None}

    @classmethod
    def from_json(cls, data: object, rules: LutuRules = DEFAULT_RULES) -> LutuGame:
        """Read a game, replaying its plays: the bets child by child in seating order, each child's bets together
        and legal, then the cast; the derived fields, when given, must be the ones the plays make."""
        obj = require_mapping(data, "state")
        unknown = set(obj) - {"banker", "children", "seed", "bets", "cast", "to_play", "over", "settlement"}
        if unknown:
            raise StickGameError(f"has unknown field(s): {', '.join(sorted(unknown))}", "state")
        read = read_shape(cls, obj, StickGameError, "state", also=("to_play", "over", "settlement"))
        game = _seated([read["banker"], *read["children"]], read["seed"], rules, "state.children", "state.seed")
        start = 0
        bets: tuple[Bet, ...] = read.get("bets", ())
        for child, group in groupby(bets, key=lambda bet: bet.child):
            placed = list(group)
            if child != game.banker and child not in game.children:
                raise StickGameError(f"{child!r} is not seated at this game", f"state.bets[{start}].child")
            played = place_bets(game, child, [(b.number, b.stake) for b in placed], where=f"state.bets[{start}]")
            if not played.legal:
                raise StickGameError(played.reason or "not a play of this game", f"state.bets[{start}]")
            game, start = played.state, start + len(placed)
        if read.get("cast") is not None:
            played = banker_throw(game, game.banker, read["cast"], where="state.cast")
            if not played.legal:
                raise StickGameError(played.reason or "not a play of this game", "state.cast")
            game = played.state
        made = game.to_json()
        check_stated(obj, {key: made[key] for key in ("to_play", "over", "settlement")}, "state", StickGameError)
        return game


def new_game(seats: Sequence[str], seed: object, rules: LutuRules = DEFAULT_RULES) -> LutuGame:
    """Seat the players: the first is the banker, the others the children in betting order (2 to 16 in all)."""
    names = [check_player(p, f"seats[{i}]") for i, p in enumerate(require_list(seats, "seats"))]
    return _seated(names, seed, rules, "seats", "seed")


def _seated(names: list[str], seed: object, rules: LutuRules, where: str, seed_where: str) -> LutuGame:
    if not 2 <= len(names) <= MAX_PLAYERS:
        raise StickGameError(f"must seat a banker and 1 to {MAX_PLAYERS - 1} children, got {len(names)} players",
                             where)
    if len(set(names)) != len(names):
        raise StickGameError("must not repeat a name (the banker's included)", where)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed not in _SEED_RANGE:
        raise StickGameError(f"must be a whole number -2^63..2^63-1, got {seed!r}", seed_where)
    return LutuGame(names[0], tuple(names[1:]), seed, rules)


@dataclass(frozen=True, slots=True)
class LutuPlay:
    """The adjudication of one play: legal or not (and why), and the game after it (``state``)."""

    legal: bool
    reason: str | None
    state: LutuGame


def _turn_refusal(game: LutuGame, player: str) -> str | None:
    """Why ``player`` may not play now (None if it may)."""
    if player != game.banker and player not in game.children:
        raise StickGameError(f"{player!r} is not seated at this game ({game.banker}, {', '.join(game.children)})",
                             "player")
    if game.over:
        return f"the round is over: the banker threw {game.cast}"
    if player != game.to_play:
        return f"it is {game.to_play}'s play, not {player}'s"
    return None


def place_bets(game: LutuGame, child: str, bets: Sequence[tuple[int, int]], where: str = "bets") -> LutuPlay:
    """Record a child's bets, (number, stake) pairs: one unless ``multi_bets``, and never the same number twice."""
    refusal = _turn_refusal(game, child)
    if refusal is None and child == game.banker:
        refusal = "the banker throws and does not bet"
    placed = [Bet.from_json({"child": child, "number": n, "stake": s}, f"{where}[{i}]") for i, (n, s) in
              enumerate(require_list(bets, where))]
    for i, bet in enumerate(placed):
        if bet.stake > MAX_STAKE:
            raise StickGameError(f"must be at most {MAX_STAKE}, got {bet.stake}", f"{where}[{i}].stake")
    if refusal is not None:
        return LutuPlay(False, refusal, game)
    if not placed:
        return LutuPlay(False, "a child bets on a number", game)
    if len(placed) > 1 and not game.rules.multi_bets:
        return LutuPlay(False, "one number per child (multi_bets is off)", game)
    if len({bet.number for bet in placed}) != len(placed):
        return LutuPlay(False, "each number is bet on once: raise its stake instead", game)
    return LutuPlay(True, None, LutuGame(game.banker, game.children, game.seed, game.rules, (*game.bets, *placed)))


def drawn_throw(game: LutuGame) -> int:
    """The banker's cast drawn from the game's seed."""
    return sticks.cast(sticks.STANDARD_STICKS, random.Random(f"lutu/{game.seed}")).total


def banker_throw(game: LutuGame, banker: str, value: object = None, where: str = "cast") -> LutuPlay:
    """Record the banker's cast (``None``: drawn from the game's seed), once every child has bet."""
    refusal = _turn_refusal(game, banker)
    thrown = drawn_throw(game) if value is None else check_throw(value, sticks.STANDARD_STICKS, where)
    if refusal is None and banker != game.banker:
        refusal = "only the banker throws"
    if refusal is not None:
        return LutuPlay(False, refusal, game)
    return LutuPlay(True, None, LutuGame(game.banker, game.children, game.seed, game.rules, game.bets, thrown))
