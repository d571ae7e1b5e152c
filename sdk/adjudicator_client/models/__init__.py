"""Contains all the data models used in inputs/outputs"""

from .annotated_move import AnnotatedMove
from .annotated_move_type import AnnotatedMoveType
from .cache_status import CacheStatus
from .canonical_position import CanonicalPosition
from .canonical_position_board import CanonicalPositionBoard
from .canonical_position_hop_1_zuo_1 import CanonicalPositionHop1Zuo1
from .canonical_position_rate import CanonicalPositionRate
from .canonical_position_scores import CanonicalPositionScores
from .canonical_position_whose_turn import CanonicalPositionWhoseTurn
from .captured_piece import CapturedPiece
from .captured_piece_color import CapturedPieceColor
from .captured_piece_out import CapturedPieceOut
from .captured_piece_prof import CapturedPieceProf
from .cell import Cell
from .cell_color import CellColor
from .cell_prof import CellProf
from .cell_side import CellSide
from .cerke_online_move import CerkeOnlineMove
from .cerke_online_move_move import CerkeOnlineMoveMove
from .consequence import Consequence
from .consequence_kind import ConsequenceKind
from .converted_move import ConvertedMove
from .effective_ruleset import EffectiveRuleset
from .error import Error
from .error_errors import ErrorErrors
from .get_initial_cetkaik_position_whose_turn import GetInitialCetkaikPositionWhoseTurn
from .livez import Livez
from .move_object import MoveObject
from .move_object_color import MoveObjectColor
from .move_object_prof import MoveObjectProf
from .move_object_type import MoveObjectType
from .moves_request import MovesRequest
from .moves_request_ruleset_type_0 import MovesRequestRulesetType0
from .moves_response import MovesResponse
from .pagination_metadata import PaginationMetadata
from .position import Position
from .position_board import PositionBoard
from .position_hop_1_zuo_1 import PositionHop1Zuo1
from .position_input import PositionInput
from .position_output import PositionOutput
from .position_rate import PositionRate
from .position_scores import PositionScores
from .position_whose_turn import PositionWhoseTurn
from .probability import Probability
from .readyz import Readyz
from .ruleset_flags import RulesetFlags
from .ruleset_flags_kut_2_tam_2_penalty_when_not_a_hand import (
    RulesetFlagsKut2Tam2PenaltyWhenNotAHand,
)
from .ruleset_flags_moving_tam_immediately_after_tam_has_moved_type_0 import (
    RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0,
)
from .ruleset_flags_preset import RulesetFlagsPreset
from .ruleset_flags_seasons import RulesetFlagsSeasons
from .ruleset_flags_tam_mun_mok_type_0 import RulesetFlagsTamMunMokType0
from .ruleset_flags_what_to_say_before_casting_sticks_type_1 import (
    RulesetFlagsWhatToSayBeforeCastingSticksType1,
)
from .ruleset_flags_what_to_say_before_casting_sticks_type_2_type_1 import (
    RulesetFlagsWhatToSayBeforeCastingSticksType2Type1,
)
from .ruleset_flags_what_to_say_before_casting_sticks_type_3_type_1 import (
    RulesetFlagsWhatToSayBeforeCastingSticksType3Type1,
)
from .stepping import Stepping
from .stick_cast import StickCast
from .stick_cast_request import StickCastRequest
from .stick_casts import StickCasts
from .stick_distribution import StickDistribution
from .stick_outcome import StickOutcome
from .validate_response import ValidateResponse

__all__ = (
    "AnnotatedMove",
    "AnnotatedMoveType",
    "CacheStatus",
    "CanonicalPosition",
    "CanonicalPositionBoard",
    "CanonicalPositionHop1Zuo1",
    "CanonicalPositionRate",
    "CanonicalPositionScores",
    "CanonicalPositionWhoseTurn",
    "CapturedPiece",
    "CapturedPieceColor",
    "CapturedPieceOut",
    "CapturedPieceProf",
    "Cell",
    "CellColor",
    "CellProf",
    "CellSide",
    "CerkeOnlineMove",
    "CerkeOnlineMoveMove",
    "Consequence",
    "ConsequenceKind",
    "ConvertedMove",
    "EffectiveRuleset",
    "Error",
    "ErrorErrors",
    "GetInitialCetkaikPositionWhoseTurn",
    "Livez",
    "MoveObject",
    "MoveObjectColor",
    "MoveObjectProf",
    "MoveObjectType",
    "MovesRequest",
    "MovesRequestRulesetType0",
    "MovesResponse",
    "PaginationMetadata",
    "Position",
    "PositionBoard",
    "PositionHop1Zuo1",
    "PositionInput",
    "PositionOutput",
    "PositionRate",
    "PositionScores",
    "PositionWhoseTurn",
    "Probability",
    "Readyz",
    "RulesetFlags",
    "RulesetFlagsKut2Tam2PenaltyWhenNotAHand",
    "RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0",
    "RulesetFlagsPreset",
    "RulesetFlagsSeasons",
    "RulesetFlagsTamMunMokType0",
    "RulesetFlagsWhatToSayBeforeCastingSticksType1",
    "RulesetFlagsWhatToSayBeforeCastingSticksType2Type1",
    "RulesetFlagsWhatToSayBeforeCastingSticksType3Type1",
    "Stepping",
    "StickCast",
    "StickCastRequest",
    "StickCasts",
    "StickDistribution",
    "StickOutcome",
    "ValidateResponse",
)
