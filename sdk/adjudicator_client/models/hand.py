from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.captured_piece_out import CapturedPieceOut
    from ..models.king_substitution import KingSubstitution


T = TypeVar("T", bound="Hand")


@_attrs_define
class Hand:
    """
    Attributes:
        name (str): CJK name, e.g. 獣 or 同色獣 Example: 同色獣.
        english (str):  Example: The Flash: The Animals.
        pekzep (str):
        points (int):
        flash (bool): 同色: all its pieces in one colour (+2)
        pieces (list[CapturedPieceOut]):
        king_substitutions (list[KingSubstitution]):
        copies (int): disjoint copies counted (1 unless count_duplicate_hands)
        per_piece_value (None | str): under a per-piece scoring: the hand's exact value (e.g. "5.6"), else null
    """

    name: str
    english: str
    pekzep: str
    points: int
    flash: bool
    pieces: list[CapturedPieceOut]
    king_substitutions: list[KingSubstitution]
    copies: int
    per_piece_value: None | str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        english = self.english

        pekzep = self.pekzep

        points = self.points

        flash = self.flash

        pieces = []
        for pieces_item_data in self.pieces:
            pieces_item = pieces_item_data.to_dict()
            pieces.append(pieces_item)

        king_substitutions = []
        for king_substitutions_item_data in self.king_substitutions:
            king_substitutions_item = king_substitutions_item_data.to_dict()
            king_substitutions.append(king_substitutions_item)

        copies = self.copies

        per_piece_value: None | str
        per_piece_value = self.per_piece_value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "english": english,
                "pekzep": pekzep,
                "points": points,
                "flash": flash,
                "pieces": pieces,
                "king_substitutions": king_substitutions,
                "copies": copies,
                "per_piece_value": per_piece_value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.captured_piece_out import CapturedPieceOut
        from ..models.king_substitution import KingSubstitution

        d = dict(src_dict)
        name = d.pop("name")

        english = d.pop("english")

        pekzep = d.pop("pekzep")

        points = d.pop("points")

        flash = d.pop("flash")

        pieces = []
        _pieces = d.pop("pieces")
        for pieces_item_data in _pieces:
            pieces_item = CapturedPieceOut.from_dict(pieces_item_data)

            pieces.append(pieces_item)

        king_substitutions = []
        _king_substitutions = d.pop("king_substitutions")
        for king_substitutions_item_data in _king_substitutions:
            king_substitutions_item = KingSubstitution.from_dict(
                king_substitutions_item_data
            )

            king_substitutions.append(king_substitutions_item)

        copies = d.pop("copies")

        def _parse_per_piece_value(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        per_piece_value = _parse_per_piece_value(d.pop("per_piece_value"))

        hand = cls(
            name=name,
            english=english,
            pekzep=pekzep,
            points=points,
            flash=flash,
            pieces=pieces,
            king_substitutions=king_substitutions,
            copies=copies,
            per_piece_value=per_piece_value,
        )

        return hand
