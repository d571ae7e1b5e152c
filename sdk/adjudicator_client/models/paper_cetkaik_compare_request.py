from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.paper_cetkaik_compare_request_types_type_0_item import (
    PaperCetkaikCompareRequestTypesType0Item,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput


T = TypeVar("T", bound="PaperCetkaikCompareRequest")


@_attrs_define
class PaperCetkaikCompareRequest:
    """
    Attributes:
        a (list[str]): the first combo's cards (at most 24 in a request)
        b (list[str]): the second combo's cards (at most 24 in a request)
        types (list[PaperCetkaikCompareRequestTypesType0Item] | None | Unset): the types considered (default single, set
            and seq)
        ruleset (None | PaperCetkaikComboRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    a: list[str]
    b: list[str]
    types: list[PaperCetkaikCompareRequestTypesType0Item] | None | Unset = UNSET
    ruleset: None | PaperCetkaikComboRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput

        a = self.a

        b = self.b

        types: list[str] | None | Unset
        if isinstance(self.types, Unset):
            types = UNSET
        elif isinstance(self.types, list):
            types = []
            for types_type_0_item_data in self.types:
                types_type_0_item = types_type_0_item_data.value
                types.append(types_type_0_item)

        else:
            types = self.types

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, PaperCetkaikComboRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "a": a,
                "b": b,
            }
        )
        if types is not UNSET:
            field_dict["types"] = types
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput

        d = dict(src_dict)
        a = cast(list[str], d.pop("a"))

        b = cast(list[str], d.pop("b"))

        def _parse_types(
            data: object,
        ) -> list[PaperCetkaikCompareRequestTypesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                types_type_0 = []
                _types_type_0 = data
                for types_type_0_item_data in _types_type_0:
                    types_type_0_item = PaperCetkaikCompareRequestTypesType0Item(
                        types_type_0_item_data
                    )

                    types_type_0.append(types_type_0_item)

                return types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[PaperCetkaikCompareRequestTypesType0Item] | None | Unset, data
            )

        types = _parse_types(d.pop("types", UNSET))

        def _parse_ruleset(data: object) -> None | PaperCetkaikComboRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = PaperCetkaikComboRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaperCetkaikComboRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        paper_cetkaik_compare_request = cls(
            a=a,
            b=b,
            types=types,
            ruleset=ruleset,
        )

        return paper_cetkaik_compare_request
