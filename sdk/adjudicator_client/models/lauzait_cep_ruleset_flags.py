from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lauzait_cep_ruleset_flags_action_order import (
    LauzaitCepRulesetFlagsActionOrder,
)
from ..models.lauzait_cep_ruleset_flags_preset import LauzaitCepRulesetFlagsPreset
from ..types import UNSET, Unset

T = TypeVar("T", bound="LauzaitCepRulesetFlags")


@_attrs_define
class LauzaitCepRulesetFlags:
    """
    Attributes:
        action_order (LauzaitCepRulesetFlagsActionOrder | Unset): §4.1 order of a Day's actions: seed = dissolve, form,
            declare, hire (default); designers = dissolve, form, hire, declare; any = any order
        layered_bridges_points (int | Unset): §6.1 Layered Bridges scores 2 (default; the Japanese text and cards) or 3
            (the English text)
        layered_bridges_each_pair (bool | Unset): §6.1 Layered Bridges scores for every pair of Departments with the
            same numbers, not just once (default false)
        joker_has_role_colour (bool | Unset): §6.1 a joker counts as the colour it stands for, so it does not spoil
            Specialized Experts (default true)
        jokers_within_piece_set (bool | Unset): §5.1 a joker stands only for a piece of the set in play, and no more
            copies of it than exist (counting the natural copies in the same reading; default false: any piece)
        discarded_joker_may_move (bool | Unset): §4.2 a joker just discarded may itself be the piece that moves (default
            false: "move *another* piece")
        may_take_back_discard (bool | Unset): §4.2 the moving piece may land on the piece just discarded and so obtain
            it back (default true: nothing forbids it)
        mountain_is_water (bool | Unset): §2 entering the Mountain (c3) also needs the throw (default false: the text
            names only the blue squares)
        stalemate_adds_formation_scores (bool | Unset): §6.1 / §7 a Stalemate declaration also earns the declaration's 3
            points and every formation score that applies (default true: formation scores are cumulative; false: Stalemate
            earns its 15 points only)
        finite_banknotes (bool | Unset): §1.3 the bank holds only its banknotes (1, 3 and 10 points, 12 of each: 168
            points): a Department is formed only if the bank can pay its bonus, a declaration is paid as far as the bank can
            (default true; false: the bank never runs out)
        preset (LauzaitCepRulesetFlagsPreset | Unset): the preset the options start from (default 'default')
    """

    action_order: LauzaitCepRulesetFlagsActionOrder | Unset = UNSET
    layered_bridges_points: int | Unset = UNSET
    layered_bridges_each_pair: bool | Unset = UNSET
    joker_has_role_colour: bool | Unset = UNSET
    jokers_within_piece_set: bool | Unset = UNSET
    discarded_joker_may_move: bool | Unset = UNSET
    may_take_back_discard: bool | Unset = UNSET
    mountain_is_water: bool | Unset = UNSET
    stalemate_adds_formation_scores: bool | Unset = UNSET
    finite_banknotes: bool | Unset = UNSET
    preset: LauzaitCepRulesetFlagsPreset | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action_order: str | Unset = UNSET
        if not isinstance(self.action_order, Unset):
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

        preset: str | Unset = UNSET
        if not isinstance(self.preset, Unset):
            preset = self.preset.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if action_order is not UNSET:
            field_dict["action_order"] = action_order
        if layered_bridges_points is not UNSET:
            field_dict["layered_bridges_points"] = layered_bridges_points
        if layered_bridges_each_pair is not UNSET:
            field_dict["layered_bridges_each_pair"] = layered_bridges_each_pair
        if joker_has_role_colour is not UNSET:
            field_dict["joker_has_role_colour"] = joker_has_role_colour
        if jokers_within_piece_set is not UNSET:
            field_dict["jokers_within_piece_set"] = jokers_within_piece_set
        if discarded_joker_may_move is not UNSET:
            field_dict["discarded_joker_may_move"] = discarded_joker_may_move
        if may_take_back_discard is not UNSET:
            field_dict["may_take_back_discard"] = may_take_back_discard
        if mountain_is_water is not UNSET:
            field_dict["mountain_is_water"] = mountain_is_water
        if stalemate_adds_formation_scores is not UNSET:
            field_dict["stalemate_adds_formation_scores"] = (
                stalemate_adds_formation_scores
            )
        if finite_banknotes is not UNSET:
            field_dict["finite_banknotes"] = finite_banknotes
        if preset is not UNSET:
            field_dict["preset"] = preset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _action_order = d.pop("action_order", UNSET)
        action_order: LauzaitCepRulesetFlagsActionOrder | Unset
        if isinstance(_action_order, Unset):
            action_order = UNSET
        else:
            action_order = LauzaitCepRulesetFlagsActionOrder(_action_order)

        layered_bridges_points = d.pop("layered_bridges_points", UNSET)

        layered_bridges_each_pair = d.pop("layered_bridges_each_pair", UNSET)

        joker_has_role_colour = d.pop("joker_has_role_colour", UNSET)

        jokers_within_piece_set = d.pop("jokers_within_piece_set", UNSET)

        discarded_joker_may_move = d.pop("discarded_joker_may_move", UNSET)

        may_take_back_discard = d.pop("may_take_back_discard", UNSET)

        mountain_is_water = d.pop("mountain_is_water", UNSET)

        stalemate_adds_formation_scores = d.pop(
            "stalemate_adds_formation_scores", UNSET
        )

        finite_banknotes = d.pop("finite_banknotes", UNSET)

        _preset = d.pop("preset", UNSET)
        preset: LauzaitCepRulesetFlagsPreset | Unset
        if isinstance(_preset, Unset):
            preset = UNSET
        else:
            preset = LauzaitCepRulesetFlagsPreset(_preset)

        lauzait_cep_ruleset_flags = cls(
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
            preset=preset,
        )

        return lauzait_cep_ruleset_flags
