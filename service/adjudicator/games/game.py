"""The interface every game of the rules library implements: one way to start a game, list what may be done, do it,
and read who won.

A game is an object of a subclass of :class:`Game`, parameterised by its state type ``S`` and its action type ``A``
(each game keeps its own state and action classes; this interface does not replace them, it names the same few
operations on all of them):

- :meth:`Game.new` deals or sets up a game from a seed (and, where the game has a choice, the number of players and
  its rules);
- :meth:`Game.to_play` is the seat whose decision it is (``None`` once the game is over);
- :meth:`Game.legal_actions` lists every action that seat may take, in a stable order;
- :meth:`Game.apply` adjudicates one action: a :class:`Verdict` (legal or not, the reason, the state after, and,
  where chance decides what follows, the exact distribution of the states it may lead to);
- :meth:`Game.result` says whether the game is over, who won and the seats' scores;
- :meth:`Game.describe` draws the state for a reader (a board or a table), :meth:`Game.to_text` gives the game's
  own text notation where it has one;
- :meth:`Game.state_to_json` and :meth:`Game.state_from_json` are the state's JSON form (the one the game's own
  operations send and take), :meth:`Game.action_to_json` and :meth:`Game.action_from_json` an action's. Reading
  refuses a malformed value with a :class:`~adjudicator.games.errors.RulesError` naming the offending part; an
  action that is well formed but not legal is read, and :meth:`Game.apply` says why it is not legal.

Seats are numbered from 0 in every game; a game whose players are named maps the names to seats in its own state.
Chance (a stick cast, a die, a shuffle) is drawn from the seed the state carries, so :meth:`Game.apply` is a pure
function of its arguments.

Rules. A game object plays under one set of rules: the catalogue's games under their defaults. A game with rule
options reads them with its own rules reader (the JSON its own operations take: an object of options, options left
out at their defaults, or the name of a preset where the game has presets): :meth:`Game.under` is the same game
under other rules, and :meth:`Game.new` given ``rules`` sets a game up under them. A state is played on by the game
object under its rules, which its JSON form states: under ``ruleset``, the options that differ from the defaults
(LETILES, whose own state form states every option there, keeps its form), nothing under the defaults. So
:meth:`Game.read_state` reads a state's JSON form under the rules it states, and :meth:`Game.state_from_json`
refuses a state stating other rules than the game object's. Rules that cannot be read are a ``RulesError`` naming
``rules.<option>``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, TypeVar

from adjudicator.games.errors import RulesError

__all__ = ["RULESET", "Game", "NotListed", "Outcome", "Result", "Verdict"]

S = TypeVar("S")
A = TypeVar("A")

#: The key under which a state's JSON form states the rules it is played under.
RULESET = "ruleset"


class Outcome(Generic[S]):
    """One state an action may lead to when chance decides, with its exact probability.

    (A plain class rather than a generic dataclass, which the compiled build of the library cannot have; treat it as
    immutable.)"""

    __slots__ = ("probability", "state")

    def __init__(self, probability: Fraction, state: S) -> None:
        self.probability = probability
        self.state = state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Outcome) and self.probability == other.probability and self.state == other.state

    def __hash__(self) -> int:
        return hash((self.probability, self.state))

    def __repr__(self) -> str:
        return f"Outcome(probability={self.probability!r}, state={self.state!r})"


class Verdict(Generic[S]):
    """How one action resolves: ``legal`` and, when it is not, ``reason``; ``state`` is the state after it (the state
    before, unchanged, when it is illegal). ``outcomes`` is empty when the action's result is certain, else every
    state it may lead to with its probability (summing to 1), ``state`` being the one drawn from the seed.

    (A plain class rather than a generic dataclass, which the compiled build of the library cannot have; treat it as
    immutable.)"""

    __slots__ = ("legal", "outcomes", "reason", "state")

    def __init__(self, legal: bool, reason: str | None, state: S, outcomes: tuple[Outcome[S], ...] = ()) -> None:
        self.legal = legal
        self.reason = reason
        self.state = state
        self.outcomes = outcomes

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Verdict) and self.legal == other.legal and self.reason == other.reason
                and self.state == other.state and self.outcomes == other.outcomes)

    def __hash__(self) -> int:
        return hash((self.legal, self.reason, self.state, self.outcomes))

    def __repr__(self) -> str:
        return (f"Verdict(legal={self.legal!r}, reason={self.reason!r}, state={self.state!r}, "
                f"outcomes={self.outcomes!r})")


@dataclass(frozen=True)
class Result:
    """Where a game stands: ``over``; the seats that won (every seat of a draw; empty while not over); and each
    seat's score or net amount so far, in seat order, where the game keeps one (else empty)."""

    over: bool
    winners: tuple[int, ...] = ()
    scores: tuple[Fraction, ...] = ()


class Game(Generic[S, A]):
    """A game of the rules library (see the module's docstring); each method is implemented by every game."""

    #: the game's name, as the HTTP operations name it (e.g. ``"cetkaik"``, ``"letiles"``)
    name: str = ""
    #: the numbers of players the game can be set up for
    players: tuple[int, ...] = (2,)
    #: the number of players :meth:`new` sets the game up for when it is given none
    usual_players: int = 2
    #: the names of the presets the game's rules may be given as (empty when it has none)
    rule_presets: tuple[str, ...] = ()
    #: whether the game's own state form already states its rules under ``ruleset`` (every option)
    states_own_rules: bool = False
    #: the class of the game's rules, for a game whose object holds them as ``rules``, reads them with that class's
    #: ``from_json`` and is built again from them alone (``type(self)(rules)``); ``None`` for a game without rule
    #: options, or one that says how itself (:meth:`_rules`, :meth:`_read_rules`, :meth:`_with_rules`)
    rules_class: Any = None

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> S:
        """A new game, dealt or set up from ``seed``, for ``players`` (the game's usual number when ``None``), under
        ``rules`` (the game's rules JSON, read as :meth:`under` reads it; ``None``: this game object's rules)."""
        raise NotImplementedError

    def to_play(self, state: S) -> int | None:
        """The seat whose decision it is, or ``None`` when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: S) -> Sequence[A]:
        """Every action the seat to play may take (empty when the game is over)."""
        raise NotImplementedError

    def apply(self, state: S, action: A) -> Verdict[S]:
        """Adjudicate ``action`` taken by the seat to play (an illegal one is a verdict, not an error)."""
        raise NotImplementedError

    def result(self, state: S) -> Result:
        """Whether the game is over, who won, and the seats' scores."""
        raise NotImplementedError

    def describe(self, state: S) -> str:
        """The state drawn for a reader: a board or a table, several lines."""
        raise NotImplementedError

    def to_text(self, state: S) -> str | None:
        """The game's own text notation of the state, where it has one (else ``None``)."""
        return None

    def state_to_json(self, state: S) -> Any:
        """The state's JSON form (by default the state's own ``to_json()``), stating the rules it is played under
        when they are not the defaults (see the module's docstring)."""
        return self._stating_rules(_own_json(state))

    def state_from_json(self, data: object) -> S:
        """Read a state from its JSON form under this game object's rules, every invariant of the game checked (a
        ``RulesError`` naming the part that breaks one, ``state.ruleset`` for a state stating other rules)."""
        raise NotImplementedError

    def action_to_json(self, action: A) -> Any:
        """An action's JSON form: its own ``to_json()``, or the action itself when it is a string or ``None``."""
        return _own_json(action)

    # --- what an operation on a state will cost, known before it runs (the web layer charges it) -----------------

    def scale(self) -> float:
        """How many times larger than under the default rules a state under these rules can be, and the work of
        reading, adjudicating and drawing it (1: the rules do not make a state larger; a larger deck does)."""
        return 1.0

    def listing_bound(self, data: object) -> tuple[int, int] | None:
        """An upper bound of what listing the legal actions of the state whose JSON form is ``data`` takes: the
        number of actions (the work grows with it) and the most bytes the JSON form of one of them takes. Read from
        the few parts of ``data`` that decide it (the hand to play), without reading the state; ``None`` where the
        game's actions do not grow with its rules or its state, or where those parts cannot be read (reading the
        state then refuses it)."""
        return None

    # --- rules --------------------------------------------------------------------------------------------------

    def rules_json(self) -> dict[str, Any] | None:
        """Every option of the rules this game object plays under (``None``: the game has no rule options)."""
        rules = self._rules()
        return None if rules is None else dict(_own_json(rules))

    def default_rules_json(self) -> dict[str, Any] | None:
        """Every option of the game's default rules, what its rules reader makes of no rules (``None``: the game has
        no rule options)."""
        return None if self._rules() is None else dict(_own_json(self._read_rules(None)))

    def under(self, rules: Any) -> Game[S, A]:
        """The same game under ``rules``: the game's rules JSON, read by the game's own rules reader (an object of
        options, those left out at their defaults, or a preset's name where the game has presets); ``None``: this
        game object itself. Rules the reader refuses are a ``RulesError`` naming ``rules.<option>``, as are any rules
        given to a game without rule options."""
        if rules is None:
            return self
        own = self._rules()
        if own is None:
            raise RulesError(f"{self.name} has no rule options", "rules")
        try:
            read = self._read_rules(rules)
        except RulesError as exc:
            raise RulesError(exc.message, _rules_path(exc.field)) from exc
        return self if read == own else self._with_rules(read)

    def read_state(self, data: object) -> tuple[Game[S, A], S]:
        """Read a state from its JSON form under the rules it states (its ``ruleset``; this game object's own rules
        when it states none): the game under those rules, and the state. Stated rules that cannot be read are a
        ``RulesError`` naming ``state.ruleset.<option>``."""
        stated = data.get(RULESET) if isinstance(data, Mapping) else None
        try:
            played = self.under(stated)
        except RulesError as exc:
            raise RulesError(exc.message, _stated_path(exc.field)) from exc
        return played, played.state_from_json(data)

    def _rules(self) -> object | None:
        """The rules object this game object plays under (``None``: the game has no rule options)."""
        return None if self.rules_class is None else getattr(self, "rules")  # noqa: B009 - set by the subclass

    def _read_rules(self, data: object) -> object:
        """The game's own rules reader (``None``: the default rules); only for a game with rule options (``under``
        refuses rules for any other)."""
        assert self.rules_class is not None
        return self.rules_class.from_json(data)

    def _with_rules(self, rules: object) -> Game[S, A]:
        """A game object of the same game under ``rules`` (read by :meth:`_read_rules`)."""
        assert self.rules_class is not None and isinstance(rules, self.rules_class)
        built: Game[S, A] = type(self)(rules)  # type: ignore[call-arg]
        return built

    def _stating_rules(self, written: Any) -> Any:
        """A state's JSON form stating this game object's rules: the options that differ from the defaults, under
        ``ruleset`` (nothing under the defaults, or for a game whose own state form states them)."""
        own = self.rules_json()
        if own is None or self.states_own_rules or not isinstance(written, dict):
            return written
        defaults = self.default_rules_json() or {}
        changed = {key: value for key, value in own.items() if defaults.get(key) != value}
        return {**written, RULESET: changed} if changed else written

    def _unstating_rules(self, data: object) -> object:
        """A state's JSON form without the ``ruleset`` it states, once checked to be this game object's rules (a
        ``RulesError`` naming ``state.ruleset`` if not)."""
        if self.states_own_rules or not isinstance(data, Mapping) or RULESET not in data:
            return data
        try:
            stated = self._read_rules(data[RULESET])
        except RulesError as exc:
            raise RulesError(exc.message, _stated_path(_rules_path(exc.field))) from exc
        if stated != self._rules():
            raise RulesError("the state is played under other rules than these (read it under the rules it states)",
                             f"state.{RULESET}")
        return {key: value for key, value in data.items() if key != RULESET}

    def action_from_json(self, state: S, data: object) -> A:
        """Read an action from its JSON form. By default the legal action of ``state`` whose JSON form ``data`` is
        (a game whose actions have a reader of their own reads any well-formed action, legal or not, so that
        :meth:`apply` can say why it is not legal)."""
        for action in self.legal_actions(state):
            if self.action_to_json(action) == data:
                return action
        raise NotListed(f"not one of the actions {self.name} lists for this state (list them to see their form)",
                        "action")


class NotListed(RulesError):
    """An action read by matching the listed ones that matches none of them: for a game whose every action is
    listed, a well-formed action that is not legal (the HTTP layer answers it as ``legal: false``)."""


def _rules_path(field: str | None) -> str:
    """A rules reader's field path, from the top of the rules (``rules.<option>``)."""
    if not field:
        return "rules"
    for head in ("rules", RULESET):
        if field == head or field.startswith((head + ".", head + "[")):
            return "rules" + field[len(head):]
    return f"rules.{field}"


def _stated_path(field: str | None) -> str:
    """A ``rules.<option>`` path as the ``ruleset`` a state states (``state.ruleset.<option>``)."""
    path = _rules_path(field)
    return f"state.{RULESET}" + path[len("rules"):]


def _own_json(value: object) -> Any:
    if value is None or isinstance(value, str):
        return value
    to_json = getattr(value, "to_json", None)
    if to_json is None:
        raise TypeError(f"{type(value).__name__} has no JSON form: its game must write it")
    return to_json()
