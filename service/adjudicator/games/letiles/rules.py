"""The LETILES ruleset: every ambiguous point and every variant of spec other-games §5 as a flag, defaulting to the
spec's choice."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from ..options import check_options, choice, number, options_json, read_options, switch
from .tiles import LetilesError

SymbolRule = Literal["connected", "count"]
SymbolCap = Literal["per_area_per_symbol", "per_area"]
FirstTile = Literal["covers_middle", "anywhere"]
ChipsRunOut = Literal["change", "lost"]
MostAreasBy = Literal["areas", "chips"]


@dataclass(frozen=True, slots=True)
class LetilesRules:
    """Flags of LETILES, each declared once as an option (:mod:`adjudicator.games.options`).

    ``finite_chips`` pays the score in the 60 scoring chips of the box (1pt x15, 3pt x18, 6pt x15, green bonus 3pt
    x12) rather than in unlimited ones; ``chips_run_out`` says what happens when a kind runs out; ``most_areas_by``
    ``chips`` counts the non-green chips a player took, as the seed's chip note says (the two counts differ only
    when finite chips run out).
    """

    min_shared_edges: int = field(default=1, metadata=number(
        "unit edges a new tile must share with the table (default 1)", 1, 7))
    symbol_rule: SymbolRule = field(default="connected", metadata=choice(
        "connected: 4+ same symbols orthogonally connected in the area (default, the Japanese sheet); count: the "
        "area merely contains 4+ (the English sheet)", get_args(SymbolRule)))
    symbol_cap: SymbolCap = field(default="per_area_per_symbol", metadata=choice(
        "per_area_per_symbol: every qualifying symbol's owner gets +3 (default); per_area: one +3 per area, to the "
        "owner(s) of the most symbols", get_args(SymbolCap)))
    first_tile: FirstTile = field(default="covers_middle", metadata=choice(
        "covers_middle: the first tile goes in the middle, covering the cell (0, 0) (default); anywhere: the first "
        "placement defines the middle", get_args(FirstTile)))
    short_game: bool = field(default=False, metadata=switch(
        "the short game: one copy of each duplicated multi-colour design of a set is out of play (18 tiles a set; "
        "default false)"))
    expansion: bool = field(default=False, metadata=switch(
        "the expansion (handicap) rule: each expansion tile replaces its base tile (default false)"))
    finite_chips: bool = field(default=False, metadata=switch(
        "pay the score in the box's 60 chips (1pt x15, 3pt x18, 6pt x15, green 3pt x12) rather than unlimited ones "
        "(default false)"))
    chips_run_out: ChipsRunOut = field(default="change", metadata=choice(
        "under finite_chips, a kind run out: change (paid in smaller chips, the rest lost; default) or lost (the "
        "points are lost)", get_args(ChipsRunOut)))
    most_areas_by: MostAreasBy = field(default="areas", metadata=choice(
        "the most-areas bonus counts areas (default) or the non-green chips taken (the seed's chip note; they differ "
        "only when finite chips run out)", get_args(MostAreasBy)))

    def __post_init__(self) -> None:
        check_options(self, LetilesError)

    @classmethod
    def from_json(cls, data: object) -> LetilesRules:
        """Read a flags object; missing flags take their defaults, unknown ones are rejected."""
        return cls(**read_options(cls, data, LetilesError))

    def to_json(self) -> dict[str, Any]:
        """Return the effective flags."""
        return options_json(self)


#: The default flags (the spec's choices).
DEFAULT_RULES = LetilesRules()
