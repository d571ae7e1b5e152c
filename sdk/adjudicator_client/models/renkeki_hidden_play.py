from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability
    from ..models.renkeki_best_reply import RenkekiBestReply
    from ..models.renkeki_rules import RenkekiRules


T = TypeVar("T", bound="RenkekiHiddenPlay")


@_attrs_define
class RenkekiHiddenPlay:
    """
    Attributes:
        players (int):
        best_replies (list[RenkekiBestReply]):
        equilibria (list[int]): thresholds that are their own best reply (may be empty)
        equilibrium_share (Probability):
        ruleset (RenkekiRules):
    """

    players: int
    best_replies: list[RenkekiBestReply]
    equilibria: list[int]
    equilibrium_share: Probability
    ruleset: RenkekiRules

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        best_replies = []
        for best_replies_item_data in self.best_replies:
            best_replies_item = best_replies_item_data.to_dict()
            best_replies.append(best_replies_item)

        equilibria = self.equilibria

        equilibrium_share = self.equilibrium_share.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "best_replies": best_replies,
                "equilibria": equilibria,
                "equilibrium_share": equilibrium_share,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability
        from ..models.renkeki_best_reply import RenkekiBestReply
        from ..models.renkeki_rules import RenkekiRules

        d = dict(src_dict)
        players = d.pop("players")

        best_replies = []
        _best_replies = d.pop("best_replies")
        for best_replies_item_data in _best_replies:
            best_replies_item = RenkekiBestReply.from_dict(best_replies_item_data)

            best_replies.append(best_replies_item)

        equilibria = cast(list[int], d.pop("equilibria"))

        equilibrium_share = Probability.from_dict(d.pop("equilibrium_share"))

        ruleset = RenkekiRules.from_dict(d.pop("ruleset"))

        renkeki_hidden_play = cls(
            players=players,
            best_replies=best_replies,
            equilibria=equilibria,
            equilibrium_share=equilibrium_share,
            ruleset=ruleset,
        )

        return renkeki_hidden_play
