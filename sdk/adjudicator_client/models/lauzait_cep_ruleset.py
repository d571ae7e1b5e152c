from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lauzait_cep_ruleset_action_order import LauzaitCepRulesetActionOrder

T = TypeVar("T", bound="LauzaitCepRuleset")


@_attrs_define
class LauzaitCepRuleset:
    """
    Attributes:
        action_order (LauzaitCepRulesetActionOrder): §4.1 order of a Day's actions: seed = dissolve, form, declare, hire
            (default); designers = dissolve, form, hire, declare; any = any order
        layered_bridges_points (int): §6.1 Layered Bridges scores 2 (default; the Japanese text and cards) or 3 (the
            English text)
        layered_bridges_each_pair (bool): §6.1 Layered Bridges scores for every pair of Departments with the same
            numbers, not just once (default false)
        joker_has_role_colour (bool): §6.1 a joker counts as the colour it stands for, so it does not spoil Specialized
            Experts (default true)
        jokers_within_piece_set (bool): §5.1 a joker stands only for a piece of the set in play, and no more copies of
            it than exist (counting the natural copies in the same reading; default false: any piece)
        discarded_joker_may_move (bool): §4.2 a joker just discarded may itself be the piece that moves (default false:
            "move *another* piece")
        may_take_back_discard (bool): §4.2 the moving piece may land on the piece just discarded and so obtain it back
            (default true: nothing forbids it)
        mountain_is_water (bool): §2 entering the Mountain (c3) also needs the throw (default false: the text names only
            the blue squares)
        stalemate_adds_formation_scores (bool): §6.1 / §7 a Stalemate declaration also earns the declaration's 3 points
            and every formation score that applies (default true: formation scores are cumulative; false: Stalemate earns
            its 15 points only)
        finite_banknotes (bool): §1.3 the bank holds only its banknotes (1, 3 and 10 points, 12 of each: 168 points): a
            Department is formed only if the bank can pay its bonus, a declaration is paid as far as the bank can (default
            true; false: the bank never runs out)
    """

    action_order: LauzaitCepRulesetActionOrder
    layered_bridges_points: int
    layered_bridges_each_pair: bool
    joker_has_role_colour: bool
    jokers_within_piece_set: bool
    discarded_joker_may_move: bool
    may_take_back_discard: bool
    mountain_is_water: bool
    stalemate_adds_formation_scores: bool
    finite_banknotes: bool

    def to_dict(self) -> dict[str, Any]:
        action_order = self.action_order.value

        layered_bridges_points = self.layered_bridges_points

        layered_bridges_each_pair = self.layered_bridges_each_pair

        joker_has_role_colour = self.joker_has_role_colour

        jokers_within_piece_set = self.jokers_within_piece_set

        discarded_joker_may_move = self.discarded_joker_may_move

        may_take_back_discard = self.may_take_back_discard

        mountain_is_water = self.mountain_is_water

        stalemate_adds_formation_scores = self.stalemate_adds_formation_scores

        finite_banknotes = self.finite_banknotes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action_order": action_order,
                "layered_bridges_points": layered_bridges_points,
                "layered_bridges_each_pair": layered_bridges_each_pair,
                "joker_has_role_colour": joker_has_role_colour,
                "jokers_within_piece_set": jokers_within_piece_set,
                "discarded_joker_may_move": discarded_joker_may_move,
                "may_take_back_discard": may_take_back_discard,
                "mountain_is_water": mountain_is_water,
                "stalemate_adds_formation_scores": stalemate_adds_formation_scores,
                "finite_banknotes": finite_banknotes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action_order = LauzaitCepRulesetActionOrder(d.pop("action_order"))

        layered_bridges_points = d.pop("layered_bridges_points")

        layered_bridges_each_pair = d.pop("layered_bridges_each_pair")

        joker_has_role_colour = d.pop("joker_has_role_colour")

        jokers_within_piece_set = d.pop("jokers_within_piece_set")

        discarded_joker_may_move = d.pop("discarded_joker_may_move")

        may_take_back_discard = d.pop("may_take_back_discard")

        mountain_is_water = d.pop("mountain_is_water")

        stalemate_adds_formation_scores = d.pop("stalemate_adds_formation_scores")

        finite_banknotes = d.pop("finite_banknotes")

        lauzait_cep_ruleset = cls(
            action_order=action_order,
            layered_bridges_points=layered_bridges_points,
            layered_bridges_each_pair=layered_bridges_each_pair,
            joker_has_role_colour=joker_has_role_colour,
            jokers_within_piece_set=jokers_within_piece_set,
            discarded_joker_may_move=discarded_joker_may_move,
            may_take_back_discard=may_take_back_discard,
            mountain_is_water=mountain_is_water,
            stalemate_adds_formation_scores=stalemate_adds_formation_scores,
            finite_banknotes=finite_banknotes,
        )

        return lauzait_cep_ruleset
