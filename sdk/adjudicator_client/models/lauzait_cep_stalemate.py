from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_ruleset import LauzaitCepRuleset


T = TypeVar("T", bound="LauzaitCepStalemate")


@_attrs_define
class LauzaitCepStalemate:
    """
    Attributes:
        stalemate (bool): none of the nine pieces (revealed ones included) could be discarded at Hiring
        discardable (list[str]): the pieces of the hand (revealed ones included) that could be discarded Example: ['G3',
            'G4', 'J'].
        ruleset (LauzaitCepRuleset):
    """

    stalemate: bool
    discardable: list[str]
    ruleset: LauzaitCepRuleset

    def to_dict(self) -> dict[str, Any]:
        stalemate = self.stalemate

        discardable = self.discardable

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "stalemate": stalemate,
                "discardable": discardable,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_ruleset import LauzaitCepRuleset

        d = dict(src_dict)
        stalemate = d.pop("stalemate")

        discardable = cast(list[str], d.pop("discardable"))

        ruleset = LauzaitCepRuleset.from_dict(d.pop("ruleset"))

        lauzait_cep_stalemate = cls(
            stalemate=stalemate,
            discardable=discardable,
            ruleset=ruleset,
        )

        return lauzait_cep_stalemate
