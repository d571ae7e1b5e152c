from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.moves_response_declarations_item import MovesResponseDeclarationsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.annotated_move import AnnotatedMove
    from ..models.awaited_declaration import AwaitedDeclaration
    from ..models.compact_moves import CompactMoves
    from ..models.effective_ruleset import EffectiveRuleset
    from ..models.game_over import GameOver


T = TypeVar("T", bound="MovesResponse")


@_attrs_define
class MovesResponse:
    """
    Attributes:
        count (int):
        excited (bool): the position awaits the final square of a stepping move (or pass)
        declarations (list[MovesResponseDeclarationsItem]): the declarations that are legal: both while a declaration is
            awaited (then no move is), else none
        awaiting_declaration (AwaitedDeclaration | None): what the side to move formed and must now declare on, or null
        game_over (GameOver | None): how the game ended (then nothing is legal), or null while it goes on; a position
            whose side to move has no legal move is over (no_move_possible)
        ruleset (EffectiveRuleset):
        moves (list[AnnotatedMove] | Unset): absent under view: notations and under form: compact
        compact_moves (CompactMoves | Unset):
        notations (list[str] | Unset): the 片 notation of every legal move; only under notations
    """

    count: int
    excited: bool
    declarations: list[MovesResponseDeclarationsItem]
    awaiting_declaration: AwaitedDeclaration | None
    game_over: GameOver | None
    ruleset: EffectiveRuleset
    moves: list[AnnotatedMove] | Unset = UNSET
    compact_moves: CompactMoves | Unset = UNSET
    notations: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.awaited_declaration import AwaitedDeclaration
        from ..models.game_over import GameOver

        count = self.count

        excited = self.excited

        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = declarations_item_data.value
            declarations.append(declarations_item)

        awaiting_declaration: dict[str, Any] | None
        if isinstance(self.awaiting_declaration, AwaitedDeclaration):
            awaiting_declaration = self.awaiting_declaration.to_dict()
        else:
            awaiting_declaration = self.awaiting_declaration

        game_over: dict[str, Any] | None
        if isinstance(self.game_over, GameOver):
            game_over = self.game_over.to_dict()
        else:
            game_over = self.game_over

        ruleset = self.ruleset.to_dict()

        moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.moves, Unset):
            moves = []
            for moves_item_data in self.moves:
                moves_item = moves_item_data.to_dict()
                moves.append(moves_item)

        compact_moves: dict[str, Any] | Unset = UNSET
        if not isinstance(self.compact_moves, Unset):
            compact_moves = self.compact_moves.to_dict()

        notations: list[str] | Unset = UNSET
        if not isinstance(self.notations, Unset):
            notations = self.notations

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "excited": excited,
                "declarations": declarations,
                "awaiting_declaration": awaiting_declaration,
                "game_over": game_over,
                "ruleset": ruleset,
            }
        )
        if moves is not UNSET:
            field_dict["moves"] = moves
        if compact_moves is not UNSET:
            field_dict["compact_moves"] = compact_moves
        if notations is not UNSET:
            field_dict["notations"] = notations

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.annotated_move import AnnotatedMove
        from ..models.awaited_declaration import AwaitedDeclaration
        from ..models.compact_moves import CompactMoves
        from ..models.effective_ruleset import EffectiveRuleset
        from ..models.game_over import GameOver

        d = dict(src_dict)
        count = d.pop("count")

        excited = d.pop("excited")

        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in _declarations:
            declarations_item = MovesResponseDeclarationsItem(declarations_item_data)

            declarations.append(declarations_item)

        def _parse_awaiting_declaration(data: object) -> AwaitedDeclaration | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                awaiting_declaration_type_0 = AwaitedDeclaration.from_dict(data)

                return awaiting_declaration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AwaitedDeclaration | None, data)

        awaiting_declaration = _parse_awaiting_declaration(
            d.pop("awaiting_declaration")
        )

        def _parse_game_over(data: object) -> GameOver | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_over_type_0 = GameOver.from_dict(data)

                return game_over_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameOver | None, data)

        game_over = _parse_game_over(d.pop("game_over"))

        ruleset = EffectiveRuleset.from_dict(d.pop("ruleset"))

        _moves = d.pop("moves", UNSET)
        moves: list[AnnotatedMove] | Unset = UNSET
        if _moves is not UNSET:
            moves = []
            for moves_item_data in _moves:
                moves_item = AnnotatedMove.from_dict(moves_item_data)

                moves.append(moves_item)

        _compact_moves = d.pop("compact_moves", UNSET)
        compact_moves: CompactMoves | Unset
        if isinstance(_compact_moves, Unset):
            compact_moves = UNSET
        else:
            compact_moves = CompactMoves.from_dict(_compact_moves)

        notations = cast(list[str], d.pop("notations", UNSET))

        moves_response = cls(
            count=count,
            excited=excited,
            declarations=declarations,
            awaiting_declaration=awaiting_declaration,
            game_over=game_over,
            ruleset=ruleset,
            moves=moves,
            compact_moves=compact_moves,
            notations=notations,
        )

        return moves_response
