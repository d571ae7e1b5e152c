"""Ruleset options: every point the rulebook leaves open, with the project's default.

Each field names the rule it settles; the defaults follow the project specification (2nd-edition rulebook).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Final

from adjudicator.games.errors import RulesError
from adjudicator.games.options import check_options, choice, number, options_json, read_options, switch


class RulesetError(RulesError):
    """An unknown preset or a bad ruleset option."""


class ActionOrder(StrEnum):
    """The order of a Day's actions (spec §4.1)."""

    #: 2nd-edition rulebook: dissolve, form, declare, hire. Declaring ends the Season, so no Hiring follows it.
    SEED = "seed"
    #: The designers' source text: dissolve, form, hire, declare.
    DESIGNERS = "designers"
    #: A rulebook page image: the four actions in any order; declaring still ends the Season at once.
    ANY = "any"


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The options of Lauzait Cep!, each declared once (:mod:`adjudicator.games.options`) with the rule it settles
    and the spec section."""

    action_order: ActionOrder = field(default=ActionOrder.SEED, metadata=choice(
        "§4.1 order of a Day's actions: seed = dissolve, form, declare, hire (default); designers = dissolve, form, "
        "hire, declare; any = any order", tuple(o.value for o in ActionOrder), read=ActionOrder))
    layered_bridges_points: int = field(default=2, metadata=number(
        "§6.1 Layered Bridges scores 2 (default; the Japanese text and cards) or 3 (the English text)", 2, 3))
    layered_bridges_each_pair: bool = field(default=False, metadata=switch(
        "§6.1 Layered Bridges scores for every pair of Departments with the same numbers, not just once (default "
        "false)"))
    joker_has_role_colour: bool = field(default=True, metadata=switch(
        "§6.1 a joker counts as the colour it stands for, so it does not spoil Specialized Experts (default true)"))
    jokers_within_piece_set: bool = field(default=False, metadata=switch(
        "§5.1 a joker stands only for a piece of the set in play, and no more copies of it than exist (counting the "
        "natural copies in the same reading; default false: any piece)"))
    discarded_joker_may_move: bool = field(default=False, metadata=switch(
        "§4.2 a joker just discarded may itself be the piece that moves (default false: \"move *another* piece\")"))
    may_take_back_discard: bool = field(default=True, metadata=switch(
        "§4.2 the moving piece may land on the piece just discarded and so obtain it back (default true: nothing "
        "forbids it)"))
    mountain_is_water: bool = field(default=False, metadata=switch(
        "§2 entering the Mountain (c3) also needs the throw (default false: the text names only the blue squares)"))
    stalemate_adds_formation_scores: bool = field(default=True, metadata=switch(
        "§6.1 / §7 a Stalemate declaration also earns the declaration's 3 points and every formation score that "
        "applies (default true: formation scores are cumulative; false: Stalemate earns its 15 points only)"))
    finite_banknotes: bool = field(default=True, metadata=switch(
        "§1.3 the bank holds only its banknotes (1, 3 and 10 points, 12 of each: 168 points): a Department is formed "
        "only if the bank can pay its bonus, a declaration is paid as far as the bank can (default true; false: the "
        "bank never runs out)"))

    def __post_init__(self) -> None:
        check_options(self, RulesetError, "ruleset")
        if not isinstance(self.action_order, ActionOrder):
            raise RulesetError(f"expected an ActionOrder, got {self.action_order!r}", "ruleset.action_order")

    @classmethod
    def from_json(cls, data: object) -> Ruleset:
        """Build a ruleset from a preset name (``"default"``, ``"english"``) or an object of options.

        An object may name a ``"preset"`` and override any of its options.
        """
        if isinstance(data, str):
            return preset(data)
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise RulesetError(f"expected a preset name or an object, got {type(data).__name__}", "ruleset")
        options = dict(data)
        base = preset(str(options.pop("preset", "default")))
        return replace(base, **read_options(cls, options, RulesetError, "ruleset"))

    def to_json(self) -> dict[str, object]:
        """Return the effective options as a JSON object."""
        return options_json(self)


#: Named presets: ``default`` (the project's reading of the 2nd edition) and ``english`` (Layered Bridges 3).
PRESETS: Final[Mapping[str, Ruleset]] = {
    "default": Ruleset(),
    "english": Ruleset(layered_bridges_points=3),
}


def preset(name: str) -> Ruleset:
    """Return a named preset."""
    try:
        return PRESETS[name]
    except KeyError:
        raise RulesetError(f"unknown preset {name!r} (known: {', '.join(PRESETS)})", "ruleset") from None
