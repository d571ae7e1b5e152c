from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_decomposition import TaxotDecomposition
    from ..models.taxot_payer import TaxotPayer
    from ..models.taxot_rules import TaxotRules
    from ..models.taxot_score_result_bonus_points import TaxotScoreResultBonusPoints
    from ..models.taxot_score_result_end_points import TaxotScoreResultEndPoints
    from ..models.taxot_score_result_net import TaxotScoreResultNet


T = TypeVar("T", bound="TaxotScoreResult")


@_attrs_define
class TaxotScoreResult:
    """
    Attributes:
        decomposition (TaxotDecomposition):
        end_points (TaxotScoreResultEndPoints): 終了点 by yaku: 終季 2, 同色 1, 六連 1, 一周 3, 層橋
        end_total (int):
        bonus_points (TaxotScoreResultBonusPoints): ボーナス点: 皇王 +1 per real 皇/王, 光
        bonus_total (int):
        payers (list[TaxotPayer]):
        net (TaxotScoreResultNet): player -> net gain (exact: a fraction string such as "-3" or "7/2")
        next_dealer (str):
        next_bonus (int):
        ruleset (TaxotRules):
    """

    decomposition: TaxotDecomposition
    end_points: TaxotScoreResultEndPoints
    end_total: int
    bonus_points: TaxotScoreResultBonusPoints
    bonus_total: int
    payers: list[TaxotPayer]
    net: TaxotScoreResultNet
    next_dealer: str
    next_bonus: int
    ruleset: TaxotRules

    def to_dict(self) -> dict[str, Any]:
        decomposition = self.decomposition.to_dict()

        end_points = self.end_points.to_dict()

        end_total = self.end_total

        bonus_points = self.bonus_points.to_dict()

        bonus_total = self.bonus_total

        payers = []
        for payers_item_data in self.payers:
            payers_item = payers_item_data.to_dict()
            payers.append(payers_item)

        net = self.net.to_dict()

        next_dealer = self.next_dealer

        next_bonus = self.next_bonus

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decomposition": decomposition,
                "end_points": end_points,
                "end_total": end_total,
                "bonus_points": bonus_points,
                "bonus_total": bonus_total,
                "payers": payers,
                "net": net,
                "next_dealer": next_dealer,
                "next_bonus": next_bonus,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_decomposition import TaxotDecomposition
        from ..models.taxot_payer import TaxotPayer
        from ..models.taxot_rules import TaxotRules
        from ..models.taxot_score_result_bonus_points import TaxotScoreResultBonusPoints
        from ..models.taxot_score_result_end_points import TaxotScoreResultEndPoints
        from ..models.taxot_score_result_net import TaxotScoreResultNet

        d = dict(src_dict)
        decomposition = TaxotDecomposition.from_dict(d.pop("decomposition"))

        end_points = TaxotScoreResultEndPoints.from_dict(d.pop("end_points"))

        end_total = d.pop("end_total")

        bonus_points = TaxotScoreResultBonusPoints.from_dict(d.pop("bonus_points"))

        bonus_total = d.pop("bonus_total")

        payers = []
        _payers = d.pop("payers")
        for payers_item_data in _payers:
            payers_item = TaxotPayer.from_dict(payers_item_data)

            payers.append(payers_item)

        net = TaxotScoreResultNet.from_dict(d.pop("net"))

        next_dealer = d.pop("next_dealer")

        next_bonus = d.pop("next_bonus")

        ruleset = TaxotRules.from_dict(d.pop("ruleset"))

        taxot_score_result = cls(
            decomposition=decomposition,
            end_points=end_points,
            end_total=end_total,
            bonus_points=bonus_points,
            bonus_total=bonus_total,
            payers=payers,
            net=net,
            next_dealer=next_dealer,
            next_bonus=next_bonus,
            ruleset=ruleset,
        )

        return taxot_score_result
