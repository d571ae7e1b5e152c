"""The stick games behind the one game interface (:class:`adjudicator.games.game.Game`).

Each game is played whole, from the seating to the settlement, with the package's own game classes as the state
(:class:`jujai.JujaiGame`, :class:`renkeki_game.RenkekiGame`, :class:`lutu_game.LutuGame`). Seats are the players'
places in the state (:meth:`Game.new` names them ``"0"`` to ``"n-1"``; in 新遊 seat 0 is the banker). Every
operation calls the package's own functions; nothing of the rules is written here again.

Chance: a throw is the sticks' cast. :meth:`Game.apply` records the cast drawn from the game's seed (the package's
``drawn_throw``) and gives in ``outcomes`` every cast with its exact probability (:func:`sticks.distribution`), each
recorded by the package as an observed throw.

- :data:`JUJAI` 獣裁: everyone throws; the tied top throw again until one throw is highest; it takes the pot.
- :data:`RENKEKI` 連撃獣裁: each turn throws again or banks (連撃術); the tied top play another round.
- :data:`LUTU` 新遊: one round: each child bets, the banker throws once, and the throw settles every bet.

Rules: each game's ruleset (:class:`jujai.JujaiRules`, :class:`renkeki.RenkekiRules`, :class:`lutu.LutuRules`, read
by their ``from_json`` as the games' own operations read their ``ruleset``). 新遊's state holds its rules, the others'
do not; no state's JSON form writes them, so it states those that differ from the defaults under ``ruleset``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any, TypeVar
from unicodedata import east_asian_width

from adjudicator.games import sticks
from adjudicator.games.errors import RulesError
from adjudicator.games.game import Game, Outcome, Result, Verdict
from adjudicator.games.stick_games import jujai, lutu, lutu_game, renkeki, renkeki_game

__all__ = [
    "JUJAI",
    "LUTU",
    "RENKEKI",
    "JujaiGame",
    "LutuAction",
    "LutuGame",
    "RenkekiGame",
]

S = TypeVar("S")

#: 獣裁's one decision: ``"throw"`` (the throw itself is the sticks').
THROW = "throw"
#: 連撃獣裁's other decision: ``"bank"`` (積値).
BANK = "bank"
#: 新遊: a child's bets, (number, stake) pairs; ``None`` is the banker's throw.
LutuAction = tuple[tuple[int, int], ...] | None
#: The stake the listed 新遊 bets put on each number (any positive stake up to ``lutu_game.MAX_STAKE`` is legal).
LISTED_STAKE = 1
#: 獣裁's rules unless told otherwise (stake 1, five sticks).
JUJAI_RULES = jujai.JujaiRules()
#: The most seats a stick game here is set up for (the service's limit).
MOST_PLAYERS = 16


def _names(players: int | None, usual: int) -> list[str]:
    count = usual if players is None else players
    if not 2 <= count <= MOST_PLAYERS:
        raise RulesError(f"the game is played by 2 to {MOST_PLAYERS} players, not {count}", "players")
    return [str(i) for i in range(count)]


def _seat(players: Sequence[str], name: str | None) -> int | None:
    return None if name is None else players.index(name)


def _cast_outcomes(sticks_count: int, observed: Callable[[int], S | None]) -> tuple[Outcome[S], ...]:
    """Every cast of ``sticks_count`` sticks with its exact probability, and the state ``observed`` records for it."""
    found: list[Outcome[S]] = []
    for k, p in enumerate(sticks.distribution(sticks_count)):
        state = observed(k)
        if state is not None:
            found.append(Outcome(p, state))
    return tuple(found)


def _width(text: str) -> int:
    """The columns ``text`` takes in a terminal: two for a wide (CJK) character."""
    return sum(2 if east_asian_width(c) in ("W", "F") else 1 for c in text)


def _table(players: Sequence[str], columns: Sequence[str], rows: Mapping[str, Sequence[str]]) -> list[str]:
    header = ["seat", "player", *columns]
    body = [[str(i), p, *rows[p]] for i, p in enumerate(players)]
    widths = [max(_width(line[k]) for line in (header, *body)) for k in range(len(header))]
    return ["  ".join(cell + " " * (widths[k] - _width(cell)) for k, cell in enumerate(line)).rstrip()
            for line in (header, *body)]


def _winners(players: Sequence[str], net: Mapping[str, int]) -> tuple[int, ...]:
    best = max(net.get(p, 0) for p in players)
    return tuple(i for i, p in enumerate(players) if net.get(p, 0) == best)


# --- 獣裁 (jujai) ----------------------------------------------------------------------------------------------------


class JujaiGame(Game[jujai.JujaiGame, str]):
    """獣裁 (:func:`jujai.new_game`, :func:`jujai.apply_throw`): the one action is ``"throw"`` by the player to
    throw; the result is the package's settlement (the winner takes the pot; ``scores`` the nets at the rules'
    stake)."""

    rules_class = jujai.JujaiRules

    name = "jujai"
    players = tuple(range(2, MOST_PLAYERS + 1))

    def __init__(self, rules: jujai.JujaiRules = JUJAI_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> jujai.JujaiGame:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return jujai.new_game(_names(players, 2), seed)

    def to_play(self, state: jujai.JujaiGame) -> int | None:
        return _seat(state.seats, state.to_play)

    def legal_actions(self, state: jujai.JujaiGame) -> Sequence[str]:
        return [] if state.over else [THROW]

    def apply(self, state: jujai.JujaiGame, action: str) -> Verdict[jujai.JujaiGame]:
        if action != THROW:
            return Verdict(False, f"獣裁's one play is {THROW!r}, not {action!r}", state)
        player = state.to_play or state.seats[0]
        step = jujai.apply_throw(state, player, None, self.rules)
        if not step.legal:
            return Verdict(False, step.reason, state)

        def observed(k: int) -> jujai.JujaiGame | None:
            made = jujai.apply_throw(state, player, k, self.rules)
            return made.state if made.legal else None

        return Verdict(True, None, step.state, _cast_outcomes(self.rules.sticks, observed))

    def _settled(self, state: jujai.JujaiGame) -> jujai.JujaiSettlement:
        return jujai.settle_pot(state.seats, [r.casts for r in state.settlement.rounds], self.rules.stake)

    def result(self, state: jujai.JujaiGame) -> Result:
        settled = self._settled(state)
        if not state.over or settled.winner is None:
            return Result(False, (), tuple(Fraction(-settled.paid[p]) for p in state.seats))
        return Result(True, (state.seats.index(settled.winner),),
                      tuple(Fraction(settled.net[p]) for p in state.seats))


    def state_to_json(self, state: jujai.JujaiGame) -> Any:
        """The game's JSON form, its settlement at the rules' stake."""
        return self._stating_rules(state.to_json(self.rules))

    def state_from_json(self, data: object) -> jujai.JujaiGame:
        return jujai.JujaiGame.from_json(self._unstating_rules(data), self.rules)

    def describe(self, state: jujai.JujaiGame) -> str:
        settled = self._settled(state)
        rows = {p: [*(str(r[p]) if p in r else "." for r in state.rounds), str(settled.paid[p]),
                    str(settled.net[p]) if settled.net else "-"] for p in state.seats}
        head = f"獣裁: the winner {settled.winner} takes the pot" if settled.winner else \
            f"獣裁: to throw: {state.to_play}"
        return "\n".join([
            f"{head} (pot {settled.pot}, stake {self.rules.stake})",
            *_table(state.seats, [*(f"round {i + 1}" for i in range(len(state.rounds))), "paid", "net"], rows),
        ])


# --- 連撃獣裁 (renkeki) ----------------------------------------------------------------------------------------------


class RenkekiGame(Game[renkeki_game.RenkekiGame, str]):
    """連撃獣裁 (:func:`renkeki_game.new_game`, :func:`renkeki_game.decide`): the actions are ``"throw"`` (再行,
    while :func:`renkeki_game.throw_outcomes` lists throws) and ``"bank"`` (積値, when
    :func:`renkeki_game.can_bank`); the result is the package's settlement (``scores`` the nets)."""

    rules_class = renkeki.RenkekiRules

    name = "renkeki"
    players = tuple(range(2, MOST_PLAYERS + 1))

    def __init__(self, rules: renkeki.RenkekiRules = renkeki.DEFAULT_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> renkeki_game.RenkekiGame:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return renkeki_game.new_game(_names(players, 2), seed)

    def to_play(self, state: renkeki_game.RenkekiGame) -> int | None:
        return _seat(state.seats, state.to_play)

    def legal_actions(self, state: renkeki_game.RenkekiGame) -> Sequence[str]:
        found = [THROW] if renkeki_game.throw_outcomes(state, self.rules) else []
        return [*found, BANK] if renkeki_game.can_bank(state) else found

    def apply(self, state: renkeki_game.RenkekiGame, action: str) -> Verdict[renkeki_game.RenkekiGame]:
        player = state.to_play or state.seats[0]
        try:
            step = renkeki_game.decide(state, player, action, None, self.rules)
        except RulesError as err:
            return Verdict(False, err.message, state)
        if not step.legal:
            return Verdict(False, step.reason, state)
        if action != THROW:
            return Verdict(True, None, step.state)
        outcomes = tuple(Outcome(t.probability, renkeki_game.decide(state, player, THROW, t.cast, self.rules).state)
                         for t in renkeki_game.throw_outcomes(state, self.rules))
        return Verdict(True, None, step.state, outcomes)

    def result(self, state: renkeki_game.RenkekiGame) -> Result:
        settled = state.settlement
        if not state.over or settled.winner is None:
            return Result(False, (), tuple(Fraction(-settled.paid[p]) for p in state.seats))
        return Result(True, (state.seats.index(settled.winner),),
                      tuple(Fraction(settled.net[p]) for p in state.seats))


    def state_from_json(self, data: object) -> renkeki_game.RenkekiGame:
        return renkeki_game.RenkekiGame.from_json(self._unstating_rules(data), self.rules)

    def describe(self, state: renkeki_game.RenkekiGame) -> str:
        settled = state.settlement

        def cell(turn: renkeki.RenkekiTurn | None) -> str:
            if turn is None:
                return "."
            casts = "+".join(str(t) for t in turn.casts) or "-"
            return f"{casts} {turn.status}" + ("" if turn.result is None else f" = {turn.result}")

        rows = {p: [*(cell(r.get(p)) for r in state.rounds), str(settled.paid[p]),
                    str(settled.net[p]) if settled.net else "-"] for p in state.seats}
        head = f"連撃獣裁: the winner {settled.winner} takes the pot" if settled.winner else \
            f"連撃獣裁: to play: {state.to_play} (turn total {state.turn.total})"
        return "\n".join([
            f"{head} (pot {settled.pot}, stake {state.stake})",
            *_table(state.seats, [*(f"round {i + 1}" for i in range(len(state.rounds))), "paid", "net"], rows),
        ])


# --- 新遊 (lutu) -----------------------------------------------------------------------------------------------------


class LutuGame(Game[lutu_game.LutuGame, LutuAction]):
    """新遊, one round (:func:`lutu_game.new_game`, :func:`lutu_game.place_bets`, :func:`lutu_game.banker_throw`).

    A child's action is its bets, (number, stake) pairs; the banker's is ``None``, the throw. The listed bets are
    each number (each non-empty set of numbers under ``multi_bets``) at the stake :data:`LISTED_STAKE`: any positive
    stake up to ``lutu_game.MAX_STAKE`` is legal too, too many to list. The winners are the seats of the highest net
    in the package's settlement (``scores``: the nets, the banker's first).
    """

    rules_class = lutu.LutuRules

    name = "lutu"
    players = tuple(range(2, MOST_PLAYERS + 1))
    usual_players = 3

    def __init__(self, rules: lutu.LutuRules = lutu.DEFAULT_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> lutu_game.LutuGame:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return lutu_game.new_game(_names(players, 3), seed, self.rules)

    def _seats(self, state: lutu_game.LutuGame) -> tuple[str, ...]:
        return (state.banker, *state.children)

    def to_play(self, state: lutu_game.LutuGame) -> int | None:
        return _seat(self._seats(state), state.to_play)

    def legal_actions(self, state: lutu_game.LutuGame) -> Sequence[LutuAction]:
        if state.to_play is None:
            return []
        if state.to_play == state.banker:
            return [None]
        numbers = range(sticks.STANDARD_STICKS + 1)
        if not state.rules.multi_bets:
            return [((n, LISTED_STAKE),) for n in numbers]
        return [tuple((n, LISTED_STAKE) for n in numbers if mask >> n & 1) for mask in range(1, 2 ** len(numbers))]

    def apply(self, state: lutu_game.LutuGame, action: LutuAction) -> Verdict[lutu_game.LutuGame]:
        player = state.to_play or state.banker
        try:
            if action is not None:
                step = lutu_game.place_bets(state, player, action)
                return Verdict(step.legal, step.reason, step.state if step.legal else state)
            step = lutu_game.banker_throw(state, player)
        except RulesError as err:
            return Verdict(False, err.message, state)
        if not step.legal:
            return Verdict(False, step.reason, state)

        def observed(k: int) -> lutu_game.LutuGame | None:
            made = lutu_game.banker_throw(state, player, k)
            return made.state if made.legal else None

        return Verdict(True, None, step.state, _cast_outcomes(sticks.STANDARD_STICKS, observed))

    def _nets(self, state: lutu_game.LutuGame) -> dict[str, int]:
        settled = state.settlement
        if settled is None:
            return {}
        return {state.banker: settled.banker, **settled.children}

    def result(self, state: lutu_game.LutuGame) -> Result:
        seats = self._seats(state)
        nets = self._nets(state)
        if not state.over:
            return Result(False, (), tuple(Fraction(0) for _ in seats))
        return Result(True, _winners(seats, nets), tuple(Fraction(nets.get(p, 0)) for p in seats))


    def state_from_json(self, data: object) -> lutu_game.LutuGame:
        return lutu_game.LutuGame.from_json(self._unstating_rules(data), self.rules)

    def action_to_json(self, action: LutuAction) -> Any:
        """The banker's ``"throw"``, or a child's ``{"bets": [{"number", "stake"}, ...]}``."""
        if action is None:
            return "throw"
        return {"bets": [{"number": number, "stake": stake} for number, stake in action]}

    def action_from_json(self, state: lutu_game.LutuGame, data: object) -> LutuAction:
        """Any well-formed action, legal or not (a stake out of bounds is an illegal bet, adjudicated by
        :meth:`apply`)."""
        if data == "throw":
            return None
        if not isinstance(data, Mapping) or set(data) != {"bets"} or not isinstance(data["bets"], list):
            raise RulesError('expected "throw" or {"bets": [{"number", "stake"}, ...]}', "action")
        bets: list[tuple[int, int]] = []
        for i, bet in enumerate(data["bets"]):
            where = f"action.bets[{i}]"
            if not isinstance(bet, Mapping) or set(bet) != {"number", "stake"}:
                raise RulesError("expected {\"number\", \"stake\"}", where)
            number, stake = bet["number"], bet["stake"]
            for name, value in (("number", number), ("stake", stake)):
                if isinstance(value, bool) or not isinstance(value, int):
                    raise RulesError(f"expected an integer, got {value!r}", f"{where}.{name}")
            bets.append((number, stake))
        return tuple(bets)

    def describe(self, state: lutu_game.LutuGame) -> str:
        seats = self._seats(state)
        nets = self._nets(state)
        rows = {p: ["banker" if p == state.banker else "child",
                    " ".join(f"{b.number}x{b.stake}" for b in state.bets if b.child == p) or "-",
                    str(nets[p]) if p in nets else "-"] for p in seats}
        head = f"新遊: the banker threw {state.cast}" if state.cast is not None else \
            f"新遊: to play: {state.to_play}"
        return "\n".join([
            f"{head} (payout {state.rules.payout_mode}, multi_bets {'on' if state.rules.multi_bets else 'off'})",
            *_table(seats, ["role", "bets (number x stake)", "net"], rows),
        ])


JUJAI: Game[jujai.JujaiGame, str] = JujaiGame()
RENKEKI: Game[renkeki_game.RenkekiGame, str] = RenkekiGame()
LUTU: Game[lutu_game.LutuGame, LutuAction] = LutuGame()
