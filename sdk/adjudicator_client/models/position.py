from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.position_rate import PositionRate
from ..models.position_to_play import PositionToPlay
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.awaited_declaration import AwaitedDeclaration
    from ..models.game_over import GameOver
    from ..models.position_board import PositionBoard
    from ..models.position_hop_1_zuo_1 import PositionHop1Zuo1
    from ..models.position_scores import PositionScores
    from ..models.stepping import Stepping


T = TypeVar("T", bound="Position")


@_attrs_define
class Position:
    """
    Attributes:
        board (PositionBoard): square -> what stands on it; empty squares are absent
        hop1zuo1 (PositionHop1Zuo1 | Unset): each side's captured pieces, in capture order
        to_play (PositionToPlay | Unset):
        season (int | Unset): 0 spring, 1 summer, 2 autumn, 3 winter
        scores (PositionScores | Unset): they add up to 40 (20 under a 20-point ruleset)
        rate (PositionRate | Unset):
        tam_has_moved_previously (bool | Unset): the opponent's previous move moved tam2
        stepping (None | Stepping | Unset):
        awaiting_declaration (AwaitedDeclaration | None | Unset): the side to move must declare ty mok1 or ta xot1 (only
            declarations are legal)
        game_over (GameOver | None | Unset): the game is over: nothing is legal any more
    """

    board: PositionBoard
    hop1zuo1: PositionHop1Zuo1 | Unset = UNSET
    to_play: PositionToPlay | Unset = UNSET
    season: int | Unset = UNSET
    scores: PositionScores | Unset = UNSET
    rate: PositionRate | Unset = UNSET
    tam_has_moved_previously: bool | Unset = UNSET
    stepping: None | Stepping | Unset = UNSET
    awaiting_declaration: AwaitedDeclaration | None | Unset = UNSET
    game_over: GameOver | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.awaited_declaration import AwaitedDeclaration
        from ..models.game_over import GameOver
        from ..models.stepping import Stepping

        board = self.board.to_dict()

        hop1zuo1: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hop1zuo1, Unset):
            hop1zuo1 = self.hop1zuo1.to_dict()

        to_play: str | Unset = UNSET
        if not isinstance(self.to_play, Unset):
            to_play = self.to_play.value

        season = self.season

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        rate: int | Unset = UNSET
        if not isinstance(self.rate, Unset):
            rate = self.rate.value

        tam_has_moved_previously = self.tam_has_moved_previously

        stepping: dict[str, Any] | None | Unset
        if isinstance(self.stepping, Unset):
            stepping = UNSET
        elif isinstance(self.stepping, Stepping):
            stepping = self.stepping.to_dict()
        else:
            stepping = self.stepping

        awaiting_declaration: dict[str, Any] | None | Unset
        if isinstance(self.awaiting_declaration, Unset):
            awaiting_declaration = UNSET
        elif isinstance(self.awaiting_declaration, AwaitedDeclaration):
            awaiting_declaration = self.awaiting_declaration.to_dict()
        else:
            awaiting_declaration = self.awaiting_declaration

        game_over: dict[str, Any] | None | Unset
        if isinstance(self.game_over, Unset):
            game_over = UNSET
        elif isinstance(self.game_over, GameOver):
            game_over = self.game_over.to_dict()
        else:
            game_over = self.game_over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
            }
        )
        if hop1zuo1 is not UNSET:
            field_dict["hop1zuo1"] = hop1zuo1
        if to_play is not UNSET:
            field_dict["to_play"] = to_play
        if season is not UNSET:
            field_dict["season"] = season
        if scores is not UNSET:
            field_dict["scores"] = scores
        if rate is not UNSET:
            field_dict["rate"] = rate
        if tam_has_moved_previously is not UNSET:
            field_dict["tam_has_moved_previously"] = tam_has_moved_previously
        if stepping is not UNSET:
            field_dict["stepping"] = stepping
        if awaiting_declaration is not UNSET:
            field_dict["awaiting_declaration"] = awaiting_declaration
        if game_over is not UNSET:
            field_dict["game_over"] = game_over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.awaited_declaration import AwaitedDeclaration
        from ..models.game_over import GameOver
        from ..models.position_board import PositionBoard
        from ..models.position_hop_1_zuo_1 import PositionHop1Zuo1
        from ..models.position_scores import PositionScores
        from ..models.stepping import Stepping

        d = dict(src_dict)
        board = PositionBoard.from_dict(d.pop("board"))

        _hop1zuo1 = d.pop("hop1zuo1", UNSET)
        hop1zuo1: PositionHop1Zuo1 | Unset
        if isinstance(_hop1zuo1, Unset):
            hop1zuo1 = UNSET
        else:
            hop1zuo1 = PositionHop1Zuo1.from_dict(_hop1zuo1)

        _to_play = d.pop("to_play", UNSET)
        to_play: PositionToPlay | Unset
        if isinstance(_to_play, Unset):
            to_play = UNSET
        else:
            to_play = PositionToPlay(_to_play)

        season = d.pop("season", UNSET)

        _scores = d.pop("scores", UNSET)
        scores: PositionScores | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = PositionScores.from_dict(_scores)

        _rate = d.pop("rate", UNSET)
        rate: PositionRate | Unset
        if isinstance(_rate, Unset):
            rate = UNSET
        else:
            rate = PositionRate(_rate)

        tam_has_moved_previously = d.pop("tam_has_moved_previously", UNSET)

        def _parse_stepping(data: object) -> None | Stepping | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stepping_type_0 = Stepping.from_dict(data)

                return stepping_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Stepping | Unset, data)

        stepping = _parse_stepping(d.pop("stepping", UNSET))

        def _parse_awaiting_declaration(
            data: object,
        ) -> AwaitedDeclaration | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                awaiting_declaration_type_0 = AwaitedDeclaration.from_dict(data)

                return awaiting_declaration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AwaitedDeclaration | None | Unset, data)

        awaiting_declaration = _parse_awaiting_declaration(
            d.pop("awaiting_declaration", UNSET)
        )

        def _parse_game_over(data: object) -> GameOver | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_over_type_0 = GameOver.from_dict(data)

                return game_over_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameOver | None | Unset, data)

        game_over = _parse_game_over(d.pop("game_over", UNSET))

        position = cls(
            board=board,
            hop1zuo1=hop1zuo1,
            to_play=to_play,
            season=season,
            scores=scores,
            rate=rate,
            tam_has_moved_previously=tam_has_moved_previously,
            stepping=stepping,
            awaiting_declaration=awaiting_declaration,
            game_over=game_over,
        )

        return position
