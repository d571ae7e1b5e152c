"""新遊 (lutu; 算学 in the Lanerme glyphs): children bet on a number 0–5, the banker throws once.

A winning child is paid ×8 for 0 or 5, ×4 for 1 or 4, ×2 for 2 or 3; losing stakes go to the banker
(other-games spec §2.3). Input shapes::

    rules: {"payout_mode": "net", "multi_bets": false, "sticks": 5}
    bets:  [{"child": "X", "number": 5, "stake": 10}, ...]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final, Literal

from adjudicator.games import sticks
from adjudicator.games.jsonform import json_form
from adjudicator.games.options import check_options, choice, options_json, read_options, switch
from adjudicator.games.shapes import declared, integer, read_shape
from adjudicator.games.stick_games.common import PLAYER, StickGameError, check_throw, require_list, require_mapping

PayoutMode = Literal["net", "gross"]

#: The highest stake of one bet.
MAX_STAKE: Final = 1_000_000
#: The payout multiplier of each number of the betting sheet.
MULTIPLIERS: Final[Mapping[int, int]] = {0: 8, 1: 4, 2: 2, 3: 2, 4: 4, 5: 8}


@dataclass(frozen=True, slots=True)
class LutuRules:
    """The ruleset (each option declared once: :mod:`adjudicator.games.options`): ``lutu.payout_mode`` (``net`` by
    default) and ``lutu.multi_bets`` (false by default)."""

    payout_mode: PayoutMode = field(default="net", metadata=choice(
        "net: a winner keeps the stake and is paid m x stake (default); gross: m x stake is returned in all",
        ("net", "gross")))
    multi_bets: bool = field(default=False, metadata=switch("a child may bet on several numbers (default false)"))

    def __post_init__(self) -> None:
        check_options(self, StickGameError)

    @classmethod
    def from_json(cls, data: object) -> LutuRules:
        """Read the ruleset from a JSON object; missing keys take the defaults."""
        return cls(**read_options(cls, data, StickGameError))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)


DEFAULT_RULES: Final[LutuRules] = LutuRules()


@dataclass(frozen=True, slots=True)
class Bet:
    """One child's stake on one number."""

    child: str = field(metadata=declared(PLAYER, "the child who bets", example="A"))
    number: int = field(metadata=declared(
        integer(0, sticks.STANDARD_STICKS).named("number"), "the number bet on (a cast of the sticks)"))
    stake: int = field(metadata=declared(integer(1, MAX_STAKE).named("stake"), "the stake"))

    @classmethod
    def from_json(cls, data: object, where: str = "bet") -> Bet:
        """Read ``{"child", "number", "stake"}`` by their declarations (unknown fields named together, at the bet)."""
        obj = require_mapping(data, where)
        unknown = set(obj) - {"child", "number", "stake"}
        if unknown:
            raise StickGameError(f"has unknown field(s): {', '.join(sorted(unknown))}", where)
        return cls(**read_shape(cls, obj, StickGameError, where))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def winning_gain(multiplier: int, stake: int, mode: PayoutMode) -> int:
    """Return a winning child's net gain: ``net`` keeps the stake and adds m×stake; ``gross`` returns m×stake in all."""
    return multiplier * stake if mode == "net" else (multiplier - 1) * stake


def _check_bets(bets: Sequence[Bet], rules: LutuRules) -> list[Bet]:
    checked: list[Bet] = []
    seen: set[str] = set()
    for i, bet in enumerate(require_list(bets, "bets")):
        item = bet if isinstance(bet, Bet) else Bet.from_json(bet, f"bets[{i}]")
        if not rules.multi_bets and item.child in seen:
            raise StickGameError(f"{item.child} already bet (one number per child unless multi_bets)",
                                 f"bets[{i}].child")
        seen.add(item.child)
        checked.append(item)
    return checked


@dataclass(frozen=True, slots=True)
class LutuSettlement:
    """The banker's cast, each child's net gain and the banker's net gain (their sum is 0)."""

    cast: int
    children: Mapping[str, int]
    banker: int

    def to_json(self) -> dict[str, Any]:
        """Return ``{"cast", "children": {child: net}, "banker"}``: :func:`json_form`."""
        return json_form(self)


def settle(bets: Sequence[Bet], cast: int, rules: LutuRules = DEFAULT_RULES) -> LutuSettlement:
    """Settle the bets against the banker's cast."""
    checked = _check_bets(bets, rules)
    x = check_throw(cast, sticks.STANDARD_STICKS, "cast")
    nets: dict[str, int] = {}
    for bet in checked:
        gain = winning_gain(MULTIPLIERS[x], bet.stake, rules.payout_mode) if bet.number == x else -bet.stake
        nets[bet.child] = nets.get(bet.child, 0) + gain
    return LutuSettlement(x, nets, -sum(nets.values()))


def child_expectation(number: int, mode: PayoutMode = "net") -> Fraction:
    """Return a child's exact expected net gain per unit staked on ``number``."""
    n = check_throw(number, sticks.STANDARD_STICKS, "number")
    p = sticks.distribution(sticks.STANDARD_STICKS)[n]
    return p * winning_gain(MULTIPLIERS[n], 1, mode) - (1 - p)


def edge_table(mode: PayoutMode = "net") -> dict[int, Fraction]:
    """Return the child's expected net gain per unit bet for every number 0–5."""
    if mode not in ("net", "gross"):
        raise StickGameError(f"must be 'net' or 'gross', got {mode!r}", "payout_mode")
    return {n: child_expectation(n, mode) for n in MULTIPLIERS}


def banker_expectation(bets: Sequence[Bet], rules: LutuRules = DEFAULT_RULES) -> Fraction:
    """Return the banker's exact expected net gain from these bets."""
    return -sum(
        (bet.stake * child_expectation(bet.number, rules.payout_mode) for bet in _check_bets(bets, rules)), Fraction(0)
    )
