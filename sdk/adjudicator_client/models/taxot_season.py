from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_season_ruleset import TaxotSeasonRuleset
    from ..models.taxot_season_state import TaxotSeasonState
    from ..models.taxot_season_totals import TaxotSeasonTotals


T = TypeVar("T", bound="TaxotSeason")


@_attrs_define
class TaxotSeason:
    """
    Attributes:
        state (TaxotSeasonState): hands, exposed melds, stock, pending discard, discard pile (discards), 光 cards
            (hikari, under use_hikari); claimed: the player to discard took the last discard by 開 and must discard;
            declined: who passed on claiming the pending discard
        to_play (None | str): who draws or discards (others may claim a pending discard) Example: 甲.
        over (bool):
        totals (TaxotSeasonTotals): player -> net of the season's payments so far
        ruleset (TaxotSeasonRuleset):
    """

    state: TaxotSeasonState
    to_play: None | str
    over: bool
    totals: TaxotSeasonTotals
    ruleset: TaxotSeasonRuleset

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        to_play: None | str
        to_play = self.to_play

        over = self.over

        totals = self.totals.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "to_play": to_play,
                "over": over,
                "totals": totals,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_season_ruleset import TaxotSeasonRuleset
        from ..models.taxot_season_state import TaxotSeasonState
        from ..models.taxot_season_totals import TaxotSeasonTotals

        d = dict(src_dict)
        state = TaxotSeasonState.from_dict(d.pop("state"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        totals = TaxotSeasonTotals.from_dict(d.pop("totals"))

        ruleset = TaxotSeasonRuleset.from_dict(d.pop("ruleset"))

        taxot_season = cls(
            state=state,
            to_play=to_play,
            over=over,
            totals=totals,
            ruleset=ruleset,
        )

        return taxot_season
