from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_first_throw import JujaiFirstThrow
    from ..models.jujai_rules import JujaiRules
    from ..models.jujai_tie_size import JujaiTieSize
    from ..models.probability import Probability
    from ..models.stick_game_exact_value import StickGameExactValue


T = TypeVar("T", bound="JujaiStatistics")


@_attrs_define
class JujaiStatistics:
    """
    Attributes:
        players (int):
        unique_winner_first_round (Probability):
        top_tie_sizes (list[JujaiTieSize]): P(exactly j players share the top), j = 1..n; sums to 1
        expected_rounds (StickGameExactValue):
        expected_stakes (StickGameExactValue):
        first_throws (list[JujaiFirstThrow]): for every first cast 0..sticks
        ruleset (JujaiRules):
    """

    players: int
    unique_winner_first_round: Probability
    top_tie_sizes: list[JujaiTieSize]
    expected_rounds: StickGameExactValue
    expected_stakes: StickGameExactValue
    first_throws: list[JujaiFirstThrow]
    ruleset: JujaiRules

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        unique_winner_first_round = self.unique_winner_first_round.to_dict()

        top_tie_sizes = []
        for top_tie_sizes_item_data in self.top_tie_sizes:
            top_tie_sizes_item = top_tie_sizes_item_data.to_dict()
            top_tie_sizes.append(top_tie_sizes_item)

        expected_rounds = self.expected_rounds.to_dict()

        expected_stakes = self.expected_stakes.to_dict()

        first_throws = []
        for first_throws_item_data in self.first_throws:
            first_throws_item = first_throws_item_data.to_dict()
            first_throws.append(first_throws_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "unique_winner_first_round": unique_winner_first_round,
                "top_tie_sizes": top_tie_sizes,
                "expected_rounds": expected_rounds,
                "expected_stakes": expected_stakes,
                "first_throws": first_throws,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_first_throw import JujaiFirstThrow
        from ..models.jujai_rules import JujaiRules
        from ..models.jujai_tie_size import JujaiTieSize
        from ..models.probability import Probability
        from ..models.stick_game_exact_value import StickGameExactValue

        d = dict(src_dict)
        players = d.pop("players")

        unique_winner_first_round = Probability.from_dict(
            d.pop("unique_winner_first_round")
        )

        top_tie_sizes = []
        _top_tie_sizes = d.pop("top_tie_sizes")
        for top_tie_sizes_item_data in _top_tie_sizes:
            top_tie_sizes_item = JujaiTieSize.from_dict(top_tie_sizes_item_data)

            top_tie_sizes.append(top_tie_sizes_item)

        expected_rounds = StickGameExactValue.from_dict(d.pop("expected_rounds"))

        expected_stakes = StickGameExactValue.from_dict(d.pop("expected_stakes"))

        first_throws = []
        _first_throws = d.pop("first_throws")
        for first_throws_item_data in _first_throws:
            first_throws_item = JujaiFirstThrow.from_dict(first_throws_item_data)

            first_throws.append(first_throws_item)

        ruleset = JujaiRules.from_dict(d.pop("ruleset"))

        jujai_statistics = cls(
            players=players,
            unique_winner_first_round=unique_winner_first_round,
            top_tie_sizes=top_tie_sizes,
            expected_rounds=expected_rounds,
            expected_stakes=expected_stakes,
            first_throws=first_throws,
            ruleset=ruleset,
        )

        return jujai_statistics
