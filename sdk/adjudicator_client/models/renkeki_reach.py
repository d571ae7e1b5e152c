from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability
    from ..models.renkeki_rules import RenkekiRules


T = TypeVar("T", bound="RenkekiReach")


@_attrs_define
class RenkekiReach:
    """
    Attributes:
        target (int):
        from_total (int | None):
        probability (Probability):
        ruleset (RenkekiRules):
    """

    target: int
    from_total: int | None
    probability: Probability
    ruleset: RenkekiRules

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        from_total: int | None
        from_total = self.from_total

        probability = self.probability.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "from_total": from_total,
                "probability": probability,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability
        from ..models.renkeki_rules import RenkekiRules

        d = dict(src_dict)
        target = d.pop("target")

        def _parse_from_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        from_total = _parse_from_total(d.pop("from_total"))

        probability = Probability.from_dict(d.pop("probability"))

        ruleset = RenkekiRules.from_dict(d.pop("ruleset"))

        renkeki_reach = cls(
            target=target,
            from_total=from_total,
            probability=probability,
            ruleset=ruleset,
        )

        return renkeki_reach
