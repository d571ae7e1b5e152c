"""Ruleset options: every point the rulebook leaves open, with the project's default.

Each field names the rule it settles; the defaults follow the project specification (2nd-edition rulebook).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from typing import Final

from adjudicator.games.errors import RulesError


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
    """The options of Lauzait Cep!; see each field's comment for the rule and the spec section."""

    #: §4.1 the order of the actions of a Day.
    action_order: ActionOrder = ActionOrder.SEED
    #: §6.1 Layered Bridges: 2 points (Japanese text and cards) or 3 (English text).
    layered_bridges_points: int = 2
    #: §6.1 Layered Bridges scores for every pair of Departments with the same numbers, not just once.
    layered_bridges_each_pair: bool = False
    #: §6.1 a joker counts as the colour it stands for (so it does not spoil Specialized Experts).
    joker_has_role_colour: bool = True
    #: §5.1 a joker may only stand for a piece of the set in play, and no more copies of it than the set has
    #: (counting the natural copies in the same reading); off by default: a joker stands for any piece.
    jokers_within_piece_set: bool = False
    #: §4.2 a joker just discarded may itself be the piece that moves ("move *another* piece": off).
    discarded_joker_may_move: bool = False
    #: §4.2 the moving piece may land on the piece just discarded (taking it back); nothing forbids it.
    may_take_back_discard: bool = True
    #: §2 the Mountain also counts as water (entering it needs the throw); the text names only the blue squares.
    mountain_is_water: bool = False
    #: §6.1 / §7 a Stalemate declaration also earns the declaration's 3 points and every other formation score
    #: that applies (formation scores are cumulative); off: Stalemate earns its 15 points only.
    stalemate_adds_formation_scores: bool = True
    #: §1.3 the bank holds only its banknotes (1, 3 and 10 points, 12 of each: 168 points) and pays only what it
    #: holds; off: the bank never runs out (money is bookkeeping only).
    finite_banknotes: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.action_order, ActionOrder):
            raise RulesetError(f"expected one of {[o.value for o in ActionOrder]}", "action_order")
        if self.layered_bridges_points not in (2, 3):
            raise RulesetError(f"layered_bridges_points must be 2 or 3, got {self.layered_bridges_points!r}")

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
        known = {f.name: f for f in fields(cls)}
        changes: dict[str, object] = {}
        for key, value in options.items():
            if key not in known:
                raise RulesetError(f"unknown option (known: {', '.join(sorted(known))})", f"ruleset.{key}")
            if key == "action_order":
                try:
                    changes[key] = ActionOrder(value)
                except ValueError:
                    raise RulesetError(
                        f"{value!r} is not one of {[o.value for o in ActionOrder]}", "ruleset.action_order"
                    ) from None
            elif key == "layered_bridges_points":
                if type(value) is not int or value not in (2, 3):
                    raise RulesetError(f"expected 2 or 3, got {value!r}", "ruleset.layered_bridges_points")
                changes[key] = value
            elif type(value) is not bool:
                raise RulesetError(f"expected true or false, got {value!r}", f"ruleset.{key}")
            else:
                changes[key] = value
        return replace(base, **changes)  # type: ignore[arg-type]

    def to_json(self) -> dict[str, object]:
        """Return the effective options as a JSON object."""
        data = asdict(self)
        data["action_order"] = self.action_order.value
        return data


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
