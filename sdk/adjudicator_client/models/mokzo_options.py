from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokzo_options_kinds_item import MokzoOptionsKindsItem

if TYPE_CHECKING:
    from ..models.mokzo_activation_choice import MokzoActivationChoice
    from ..models.mokzo_destroy_option import MokzoDestroyOption
    from ..models.mokzo_effects import MokzoEffects
    from ..models.mokzo_install_option import MokzoInstallOption
    from ..models.mokzo_move_option import MokzoMoveOption
    from ..models.mokzo_rules import MokzoRules


T = TypeVar("T", bound="MokzoOptions")


@_attrs_define
class MokzoOptions:
    """
    Attributes:
        seat (int):
        to_play (int | None): the seat whose turn it is; null once the game is over
        over (bool): the game has ended (then no action is listed)
        kinds (list[MokzoOptionsKindsItem]): the action kinds allowed now (empty when not the seat's turn)
        install (list[MokzoInstallOption]):
        discard_rice_per_card (int):
        destroy (list[MokzoDestroyOption]):
        exchange_max_coins (int):
        move (MokzoMoveOption):
        activate (list[MokzoActivationChoice]): while activation is allowed: each working 虎 and 将 and the target choices
            its activation must name (虎 and 将 act on every own turn)
        effects (MokzoEffects):
        ruleset (MokzoRules):
    """

    seat: int
    to_play: int | None
    over: bool
    kinds: list[MokzoOptionsKindsItem]
    install: list[MokzoInstallOption]
    discard_rice_per_card: int
    destroy: list[MokzoDestroyOption]
    exchange_max_coins: int
    move: MokzoMoveOption
    activate: list[MokzoActivationChoice]
    effects: MokzoEffects
    ruleset: MokzoRules

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to_play: int | None
        to_play = self.to_play

        over = self.over

        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item = kinds_item_data.value
            kinds.append(kinds_item)

        install = []
        for install_item_data in self.install:
            install_item = install_item_data.to_dict()
            install.append(install_item)

        discard_rice_per_card = self.discard_rice_per_card

        destroy = []
        for destroy_item_data in self.destroy:
            destroy_item = destroy_item_data.to_dict()
            destroy.append(destroy_item)

        exchange_max_coins = self.exchange_max_coins

        move = self.move.to_dict()

        activate = []
        for activate_item_data in self.activate:
            activate_item = activate_item_data.to_dict()
            activate.append(activate_item)

        effects = self.effects.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "to_play": to_play,
                "over": over,
                "kinds": kinds,
                "install": install,
                "discard_rice_per_card": discard_rice_per_card,
                "destroy": destroy,
                "exchange_max_coins": exchange_max_coins,
                "move": move,
                "activate": activate,
                "effects": effects,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_activation_choice import MokzoActivationChoice
        from ..models.mokzo_destroy_option import MokzoDestroyOption
        from ..models.mokzo_effects import MokzoEffects
        from ..models.mokzo_install_option import MokzoInstallOption
        from ..models.mokzo_move_option import MokzoMoveOption
        from ..models.mokzo_rules import MokzoRules

        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in _kinds:
            kinds_item = MokzoOptionsKindsItem(kinds_item_data)

            kinds.append(kinds_item)

        install = []
        _install = d.pop("install")
        for install_item_data in _install:
            install_item = MokzoInstallOption.from_dict(install_item_data)

            install.append(install_item)

        discard_rice_per_card = d.pop("discard_rice_per_card")

        destroy = []
        _destroy = d.pop("destroy")
        for destroy_item_data in _destroy:
            destroy_item = MokzoDestroyOption.from_dict(destroy_item_data)

            destroy.append(destroy_item)

        exchange_max_coins = d.pop("exchange_max_coins")

        move = MokzoMoveOption.from_dict(d.pop("move"))

        activate = []
        _activate = d.pop("activate")
        for activate_item_data in _activate:
            activate_item = MokzoActivationChoice.from_dict(activate_item_data)

            activate.append(activate_item)

        effects = MokzoEffects.from_dict(d.pop("effects"))

        ruleset = MokzoRules.from_dict(d.pop("ruleset"))

        mokzo_options = cls(
            seat=seat,
            to_play=to_play,
            over=over,
            kinds=kinds,
            install=install,
            discard_rice_per_card=discard_rice_per_card,
            destroy=destroy,
            exchange_max_coins=exchange_max_coins,
            move=move,
            activate=activate,
            effects=effects,
            ruleset=ruleset,
        )

        return mokzo_options
