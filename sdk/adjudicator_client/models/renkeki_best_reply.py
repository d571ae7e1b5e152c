from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RenkekiBestReply")


@_attrs_define
class RenkekiBestReply:
    """
    Attributes:
        others_threshold (int):
        best_reply (int):
    """

    others_threshold: int
    best_reply: int

    def to_dict(self) -> dict[str, Any]:
        others_threshold = self.others_threshold

        best_reply = self.best_reply

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "others_threshold": others_threshold,
                "best_reply": best_reply,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        others_threshold = d.pop("others_threshold")

        best_reply = d.pop("best_reply")

        renkeki_best_reply = cls(
            others_threshold=others_threshold,
            best_reply=best_reply,
        )

        return renkeki_best_reply
