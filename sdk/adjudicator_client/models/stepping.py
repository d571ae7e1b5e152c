from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Stepping")


@_attrs_define
class Stepping:
    """
    Attributes:
        src (str): a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA Example: CAI.
        step (str): a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA Example: CAI.
        planned (str): a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA Example: CAI.
        ciurl (int): the stepping bound: a cast's result (0-5), or a chained cast's total (連撃術)
    """

    src: str
    step: str
    planned: str
    ciurl: int

    def to_dict(self) -> dict[str, Any]:
        src = self.src

        step = self.step

        planned = self.planned

        ciurl = self.ciurl

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "src": src,
                "step": step,
                "planned": planned,
                "ciurl": ciurl,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        src = d.pop("src")

        step = d.pop("step")

        planned = d.pop("planned")

        ciurl = d.pop("ciurl")

        stepping = cls(
            src=src,
            step=step,
            planned=planned,
            ciurl=ciurl,
        )

        return stepping
