from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability
    from ..models.utage_rules import UtageRules
    from ..models.utage_score_probability import UtageScoreProbability
    from ..models.utage_seat_probability import UtageSeatProbability


T = TypeVar("T", bound="UtageOutlook")


@_attrs_define
class UtageOutlook:
    """
    Attributes:
        win (list[UtageSeatProbability]): each seat's chance of winning the round, in tie-break order
        lord_last (Probability):
        lord_distribution (list[UtageScoreProbability]):
        expected_lord_score (Probability):
        ruleset (UtageRules):
    """

    win: list[UtageSeatProbability]
    lord_last: Probability
    lord_distribution: list[UtageScoreProbability]
    expected_lord_score: Probability
    ruleset: UtageRules

    def to_dict(self) -> dict[str, Any]:
        win = []
        for win_item_data in self.win:
            win_item = win_item_data.to_dict()
            win.append(win_item)

        lord_last = self.lord_last.to_dict()

        lord_distribution = []
        for lord_distribution_item_data in self.lord_distribution:
            lord_distribution_item = lord_distribution_item_data.to_dict()
            lord_distribution.append(lord_distribution_item)

        expected_lord_score = self.expected_lord_score.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "win": win,
                "lord_last": lord_last,
                "lord_distribution": lord_distribution,
                "expected_lord_score": expected_lord_score,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability
        from ..models.utage_rules import UtageRules
        from ..models.utage_score_probability import UtageScoreProbability
        from ..models.utage_seat_probability import UtageSeatProbability

        d = dict(src_dict)
        win = []
        _win = d.pop("win")
        for win_item_data in _win:
            win_item = UtageSeatProbability.from_dict(win_item_data)

            win.append(win_item)

        lord_last = Probability.from_dict(d.pop("lord_last"))

        lord_distribution = []
        _lord_distribution = d.pop("lord_distribution")
        for lord_distribution_item_data in _lord_distribution:
            lord_distribution_item = UtageScoreProbability.from_dict(
                lord_distribution_item_data
            )

            lord_distribution.append(lord_distribution_item)

        expected_lord_score = Probability.from_dict(d.pop("expected_lord_score"))

        ruleset = UtageRules.from_dict(d.pop("ruleset"))

        utage_outlook = cls(
            win=win,
            lord_last=lord_last,
            lord_distribution=lord_distribution,
            expected_lord_score=expected_lord_score,
            ruleset=ruleset,
        )

        return utage_outlook
