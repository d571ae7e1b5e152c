from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.paper_cetkaik_comparison_result import PaperCetkaikComparisonResult

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo
    from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules


T = TypeVar("T", bound="PaperCetkaikComparison")


@_attrs_define
class PaperCetkaikComparison:
    """
    Attributes:
        result (PaperCetkaikComparisonResult): a against b
        a_combo (None | PaperCetkaikCombo): the reading of a compared (null: incomparable)
        b_combo (None | PaperCetkaikCombo):
        a_readings (list[PaperCetkaikCombo]):
        b_readings (list[PaperCetkaikCombo]):
        ruleset (PaperCetkaikComboRules):
    """

    result: PaperCetkaikComparisonResult
    a_combo: None | PaperCetkaikCombo
    b_combo: None | PaperCetkaikCombo
    a_readings: list[PaperCetkaikCombo]
    b_readings: list[PaperCetkaikCombo]
    ruleset: PaperCetkaikComboRules

    def to_dict(self) -> dict[str, Any]:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        result = self.result.value

        a_combo: dict[str, Any] | None
        if isinstance(self.a_combo, PaperCetkaikCombo):
            a_combo = self.a_combo.to_dict()
        else:
            a_combo = self.a_combo

        b_combo: dict[str, Any] | None
        if isinstance(self.b_combo, PaperCetkaikCombo):
            b_combo = self.b_combo.to_dict()
        else:
            b_combo = self.b_combo

        a_readings = []
        for a_readings_item_data in self.a_readings:
            a_readings_item = a_readings_item_data.to_dict()
            a_readings.append(a_readings_item)

        b_readings = []
        for b_readings_item_data in self.b_readings:
            b_readings_item = b_readings_item_data.to_dict()
            b_readings.append(b_readings_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
                "a_combo": a_combo,
                "b_combo": b_combo,
                "a_readings": a_readings,
                "b_readings": b_readings,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo
        from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules

        d = dict(src_dict)
        result = PaperCetkaikComparisonResult(d.pop("result"))

        def _parse_a_combo(data: object) -> None | PaperCetkaikCombo:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                a_combo_type_0 = PaperCetkaikCombo.from_dict(data)

                return a_combo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaperCetkaikCombo, data)

        a_combo = _parse_a_combo(d.pop("a_combo"))

        def _parse_b_combo(data: object) -> None | PaperCetkaikCombo:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                b_combo_type_0 = PaperCetkaikCombo.from_dict(data)

                return b_combo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaperCetkaikCombo, data)

        b_combo = _parse_b_combo(d.pop("b_combo"))

        a_readings = []
        _a_readings = d.pop("a_readings")
        for a_readings_item_data in _a_readings:
            a_readings_item = PaperCetkaikCombo.from_dict(a_readings_item_data)

            a_readings.append(a_readings_item)

        b_readings = []
        _b_readings = d.pop("b_readings")
        for b_readings_item_data in _b_readings:
            b_readings_item = PaperCetkaikCombo.from_dict(b_readings_item_data)

            b_readings.append(b_readings_item)

        ruleset = PaperCetkaikComboRules.from_dict(d.pop("ruleset"))

        paper_cetkaik_comparison = cls(
            result=result,
            a_combo=a_combo,
            b_combo=b_combo,
            a_readings=a_readings,
            b_readings=b_readings,
            ruleset=ruleset,
        )

        return paper_cetkaik_comparison
