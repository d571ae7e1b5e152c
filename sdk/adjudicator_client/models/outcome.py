from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.outcome_state import OutcomeState

if TYPE_CHECKING:
    from ..models.canonical_position import CanonicalPosition
    from ..models.captured_piece_out import CapturedPieceOut
    from ..models.game_result import GameResult
    from ..models.hand import Hand
    from ..models.hands import Hands
    from ..models.penalty import Penalty
    from ..models.probability import Probability


T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """
    Attributes:
        probability (Probability):
        state (OutcomeState): excited: choose the final square or pass; must_declare: ty mok1 or ta xot1
        position (CanonicalPosition):
        position_text (str):
        stepping_cast (int | None):
        water_entry_casts (list[int]): the water-entry cast results leading here
        water_entry_success (bool | None):
        moved (bool): the piece (or tam2) left its square
        captured (CapturedPieceOut | None):
        steps_on_tam2 (bool):
        penalties (list[Penalty]):
        hands (Hands):
        new_hands (list[Hand]):
        must_declare (bool):
        game_result (GameResult | None):
        kiaak (None | str): the move as a game record writes it, when the outcome fixes every cast
    """

    probability: Probability
    state: OutcomeState
    position: CanonicalPosition
    position_text: str
    stepping_cast: int | None
    water_entry_casts: list[int]
    water_entry_success: bool | None
    moved: bool
    captured: CapturedPieceOut | None
    steps_on_tam2: bool
    penalties: list[Penalty]
    hands: Hands
    new_hands: list[Hand]
    must_declare: bool
    game_result: GameResult | None
    kiaak: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.captured_piece_out import CapturedPieceOut
        from ..models.game_result import GameResult

        probability = self.probability.to_dict()

        state = self.state.value

        position = self.position.to_dict()

        position_text = self.position_text

        stepping_cast: int | None
        stepping_cast = self.stepping_cast

        water_entry_casts = self.water_entry_casts

        water_entry_success: bool | None
        water_entry_success = self.water_entry_success

        moved = self.moved

        captured: dict[str, Any] | None
        if isinstance(self.captured, CapturedPieceOut):
            captured = self.captured.to_dict()
        else:
            captured = self.captured

        steps_on_tam2 = self.steps_on_tam2

        penalties = []
        for penalties_item_data in self.penalties:
            penalties_item = penalties_item_data.to_dict()
            penalties.append(penalties_item)

        hands = self.hands.to_dict()

        new_hands = []
        for new_hands_item_data in self.new_hands:
            new_hands_item = new_hands_item_data.to_dict()
            new_hands.append(new_hands_item)

        must_declare = self.must_declare

        game_result: dict[str, Any] | None
        if isinstance(self.game_result, GameResult):
            game_result = self.game_result.to_dict()
        else:
            game_result = self.game_result

        kiaak: None | str
        kiaak = self.kiaak

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "probability": probability,
                "state": state,
                "position": position,
                "position_text": position_text,
                "stepping_cast": stepping_cast,
                "water_entry_casts": water_entry_casts,
                "water_entry_success": water_entry_success,
                "moved": moved,
                "captured": captured,
                "steps_on_tam2": steps_on_tam2,
                "penalties": penalties,
                "hands": hands,
                "new_hands": new_hands,
                "must_declare": must_declare,
                "game_result": game_result,
                "kiaak": kiaak,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.canonical_position import CanonicalPosition
        from ..models.captured_piece_out import CapturedPieceOut
        from ..models.game_result import GameResult
        from ..models.hand import Hand
        from ..models.hands import Hands
        from ..models.penalty import Penalty
        from ..models.probability import Probability

        d = dict(src_dict)
        probability = Probability.from_dict(d.pop("probability"))

        state = OutcomeState(d.pop("state"))

        position = CanonicalPosition.from_dict(d.pop("position"))

        position_text = d.pop("position_text")

        def _parse_stepping_cast(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        stepping_cast = _parse_stepping_cast(d.pop("stepping_cast"))

        water_entry_casts = cast(list[int], d.pop("water_entry_casts"))

        def _parse_water_entry_success(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        water_entry_success = _parse_water_entry_success(d.pop("water_entry_success"))

        moved = d.pop("moved")

        def _parse_captured(data: object) -> CapturedPieceOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                captured_type_0 = CapturedPieceOut.from_dict(data)

                return captured_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CapturedPieceOut | None, data)

        captured = _parse_captured(d.pop("captured"))

        steps_on_tam2 = d.pop("steps_on_tam2")

        penalties = []
        _penalties = d.pop("penalties")
        for penalties_item_data in _penalties:
            penalties_item = Penalty.from_dict(penalties_item_data)

            penalties.append(penalties_item)

        hands = Hands.from_dict(d.pop("hands"))

        new_hands = []
        _new_hands = d.pop("new_hands")
        for new_hands_item_data in _new_hands:
            new_hands_item = Hand.from_dict(new_hands_item_data)

            new_hands.append(new_hands_item)

        must_declare = d.pop("must_declare")

        def _parse_game_result(data: object) -> GameResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_result_type_0 = GameResult.from_dict(data)

                return game_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameResult | None, data)

        game_result = _parse_game_result(d.pop("game_result"))

        def _parse_kiaak(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kiaak = _parse_kiaak(d.pop("kiaak"))

        outcome = cls(
            probability=probability,
            state=state,
            position=position,
            position_text=position_text,
            stepping_cast=stepping_cast,
            water_entry_casts=water_entry_casts,
            water_entry_success=water_entry_success,
            moved=moved,
            captured=captured,
            steps_on_tam2=steps_on_tam2,
            penalties=penalties,
            hands=hands,
            new_hands=new_hands,
            must_declare=must_declare,
            game_result=game_result,
            kiaak=kiaak,
        )

        return outcome
