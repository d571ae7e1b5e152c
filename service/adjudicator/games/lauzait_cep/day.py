"""A Day: the order of its actions (spec §4.1), forming a Department (§4.5) and dissolving one (§4.6)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Annotated, Final

from ..jsonform import json_doc, json_form, json_written_by
from .departments import Department, readings
from .pieces import Piece
from .position import Hand, RevealedDepartment
from .rulesets import ActionOrder, Ruleset


class Action(StrEnum):
    """The four actions of a Day."""

    DISSOLVE = "dissolve"
    FORM = "form"
    DECLARE = "declare"
    HIRE = "hire"


#: The fixed orders; ``ActionOrder.ANY`` allows any order.
FIXED_ORDERS: Final = {
    ActionOrder.SEED: (Action.DISSOLVE, Action.FORM, Action.DECLARE, Action.HIRE),
    ActionOrder.DESIGNERS: (Action.DISSOLVE, Action.FORM, Action.HIRE, Action.DECLARE),
}


def reason_or_null(reason: str) -> str | None:
    """A verdict's reason as its JSON form writes it: the empty reason of a legal play as null."""
    return reason or None


#: The metadata of a verdict's reason (empty for a legal play), written null when empty.
REASON: Final = {**json_doc("why not, when illegal"), **json_written_by(reason_or_null)}


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a play is legal and, if not, why."""

    legal: bool
    #: documented as a string or null (:func:`reason_or_null` writes it)
    reason: Annotated[str, str | None] = field(default="", metadata=REASON)

    def to_json(self) -> dict[str, object]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def check_day_order(actions: Sequence[Action], ruleset: Ruleset | None = None) -> Verdict:
    """Judge the sequence of actions of one Day.

    Each action at most once; declaring ends the Season at once, so nothing may follow it; Hiring is mandatory
    unless a declaration ended the Season first; and a fixed order must be respected.
    """
    ruleset = ruleset or Ruleset()
    repeated = [action.value for action, count in Counter(actions).items() if count > 1]
    if repeated:
        return Verdict(False, f"each action at most once a Day; repeated: {', '.join(repeated)}")
    if Action.DECLARE in actions and actions[-1] is not Action.DECLARE:
        return Verdict(False, "declaring Lauzait-Cep! ends the Season; no action may follow it")
    if Action.HIRE not in actions and Action.DECLARE not in actions:
        return Verdict(False, "Hiring is mandatory")
    order = FIXED_ORDERS.get(ruleset.action_order)
    if order is not None:
        if [a for a in order if a in actions] != list(actions):
            return Verdict(False, f"the actions must come in the order {', '.join(a.value for a in order)}")
        if Action.HIRE not in actions and order.index(Action.HIRE) < order.index(Action.DECLARE):
            return Verdict(False, "Hiring is mandatory and comes before declaring in this order")
    return Verdict(True)


@dataclass(frozen=True, slots=True)
class FormResult:
    """The verdict on forming a Department: the reading used, its bonus and the hand afterwards."""

    legal: bool
    reason: str
    department: Department | None
    hand: Hand | None

    def to_json(self) -> dict[str, object]:
        """Return the verdict as JSON."""
        return {
            "legal": self.legal,
            "reason": self.reason,
            "department": None if self.department is None else self.department.to_json(),
            "bonus": None if self.department is None else self.department.bonus,
            "hand": None if self.hand is None else self.hand.to_json(),
        }


def _missing(pieces: Sequence[Piece], available: Sequence[Piece]) -> list[Piece]:
    short = Counter(pieces) - Counter(available)
    return list(short.elements())


def form_department(
    hand: Hand,
    pieces: Sequence[Piece],
    bonus: int | None = None,
    players: int = 4,
    ruleset: Ruleset | None = None,
) -> FormResult:
    """Reveal three concealed pieces as a Department and earn its bonus.

    With ``bonus`` the reading earning exactly that is used (a joker's role is the player's choice); otherwise
    the best reading.
    """
    missing = _missing(pieces, hand.concealed)
    if missing:
        return FormResult(False, f"not among your concealed pieces: {' '.join(map(str, missing))}", None, None)
    options = readings(pieces, players, ruleset)
    if not options:
        return FormResult(False, f"{' '.join(map(str, pieces))} do not form a Department", None, None)
    if bonus is not None:
        options = [d for d in options if d.bonus == bonus]
        if not options:
            earned = sorted({d.bonus for d in readings(pieces, players, ruleset)})
            return FormResult(False, f"these pieces earn {earned} points, not {bonus}", None, None)
    department = max(options, key=lambda d: d.bonus)
    concealed = list(hand.concealed)
    for piece in pieces:
        concealed.remove(piece)
    revealed = (*hand.revealed, RevealedDepartment(tuple(pieces), department.bonus))
    return FormResult(True, "", department, Hand(tuple(concealed), revealed))


@dataclass(frozen=True, slots=True)
class DissolveResult:
    """The verdict on dissolving a Department: the refund due and the hand afterwards."""

    legal: bool
    reason: Annotated[str, str | None] = field(metadata=REASON)
    refund: int | None = field(metadata=json_doc(
        "the refund due: the bonus received when forming it (null: no such Department)"))
    hand: Hand | None = field(metadata=json_doc(
        "the hand afterwards, the pieces concealed again (null when illegal)"))

    def to_json(self) -> dict[str, object]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def dissolve_department(hand: Hand, index: int, refund: int | None = None) -> DissolveResult:
    """Return revealed Department ``index`` to the concealed pieces, refunding exactly the bonus it earned.

    The refund is the recorded bonus, never a re-reading of the pieces (2nd-edition rule against "benefit
    fraud"); a different ``refund`` is refused.
    """
    if not 0 <= index < len(hand.revealed):
        return DissolveResult(False, f"there is no revealed Department number {index}", None, None)
    department = hand.revealed[index]
    if refund is not None and refund != department.bonus:
        return DissolveResult(
            False,
            f"the refund must be exactly the {department.bonus} points received when forming it, not {refund}",
            department.bonus,
            None,
        )
    revealed = hand.revealed[:index] + hand.revealed[index + 1 :]
    return DissolveResult(True, "", department.bonus, Hand(hand.concealed + department.pieces, revealed))
