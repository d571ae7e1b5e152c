"""Contains all the data models used in inputs/outputs"""

from .annotated_move import AnnotatedMove
from .annotated_move_type import AnnotatedMoveType
from .apply_request import ApplyRequest
from .apply_request_ruleset_type_0 import ApplyRequestRulesetType0
from .apply_response import ApplyResponse
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
from .casts import Casts
from .cell import Cell
from .cell_color import CellColor
from .cell_prof import CellProf
from .cell_side import CellSide
from .cerke_online_move import CerkeOnlineMove
from .cerke_online_move_move import CerkeOnlineMoveMove
from .consequence import Consequence
from .consequence_kind import ConsequenceKind
from .converted_move import ConvertedMove
from .declaration_outcome import DeclarationOutcome
from .declare_request import DeclareRequest
from .declare_request_declaration import DeclareRequestDeclaration
from .declare_request_first_mover_type_1 import DeclareRequestFirstMoverType1
from .declare_request_first_mover_type_2_type_1 import (
    DeclareRequestFirstMoverType2Type1,
)
from .declare_request_first_mover_type_3_type_1 import (
    DeclareRequestFirstMoverType3Type1,
)
from .declare_request_ruleset_type_0 import DeclareRequestRulesetType0
from .declare_response import DeclareResponse
from .effective_ruleset import EffectiveRuleset
from .error import Error
from .error_errors import ErrorErrors
from .first_mover_cast import FirstMoverCast
from .game_result import GameResult
from .game_result_reason import GameResultReason
from .get_initial_cetkaik_position_whose_turn import GetInitialCetkaikPositionWhoseTurn
from .hand import Hand
from .hand_penalty import HandPenalty
from .hand_penalty_name import HandPenaltyName
from .hands import Hands
from .hands_request import HandsRequest
from .hands_response import HandsResponse
from .king_substitution import KingSubstitution
from .livez import Livez
from .move_object import MoveObject
from .move_object_color import MoveObjectColor
from .move_object_prof import MoveObjectProf
from .move_object_type import MoveObjectType
from .moves_request import MovesRequest
from .moves_request_ruleset_type_0 import MovesRequestRulesetType0
from .moves_response import MovesResponse
from .outcome import Outcome
from .outcome_state import OutcomeState
from .pagination_metadata import PaginationMetadata
from .penalty import Penalty
from .played_move import PlayedMove
from .position import Position
from .position_board import PositionBoard
from .position_hop_1_zuo_1 import PositionHop1Zuo1
from .position_input import PositionInput
from .position_output import PositionOutput
from .position_rate import PositionRate
from .position_scores import PositionScores
from .position_whose_turn import PositionWhoseTurn
from .probability import Probability
from .problem import Problem
from .readyz import Readyz
from .record_casts import RecordCasts
from .record_play import RecordPlay
from .replay_request import ReplayRequest
from .replay_request_ruleset_type_0 import ReplayRequestRulesetType0
from .replay_response import ReplayResponse
from .replay_response_final_scores import ReplayResponseFinalScores
from .replayed_position import ReplayedPosition
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
from .write_request import WriteRequest
from .write_request_first_movers_item import WriteRequestFirstMoversItem
from .write_request_plays_item_type_1 import WriteRequestPlaysItemType1
from .write_request_ruleset_type_0 import WriteRequestRulesetType0
from .write_response import WriteResponse

__all__ = (
    "AnnotatedMove",
    "AnnotatedMoveType",
    "ApplyRequest",
    "ApplyRequestRulesetType0",
    "ApplyResponse",
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
    "Casts",
    "Cell",
    "CellColor",
    "CellProf",
    "CellSide",
    "CerkeOnlineMove",
    "CerkeOnlineMoveMove",
    "Consequence",
    "ConsequenceKind",
    "ConvertedMove",
    "DeclarationOutcome",
    "DeclareRequest",
    "DeclareRequestDeclaration",
    "DeclareRequestFirstMoverType1",
    "DeclareRequestFirstMoverType2Type1",
    "DeclareRequestFirstMoverType3Type1",
    "DeclareRequestRulesetType0",
    "DeclareResponse",
    "EffectiveRuleset",
    "Error",
    "ErrorErrors",
    "FirstMoverCast",
    "GameResult",
    "GameResultReason",
    "GetInitialCetkaikPositionWhoseTurn",
    "Hand",
    "HandPenalty",
    "HandPenaltyName",
    "Hands",
    "HandsRequest",
    "HandsResponse",
    "KingSubstitution",
    "Livez",
    "MoveObject",
    "MoveObjectColor",
    "MoveObjectProf",
    "MoveObjectType",
    "MovesRequest",
    "MovesRequestRulesetType0",
    "MovesResponse",
    "Outcome",
    "OutcomeState",
    "PaginationMetadata",
    "Penalty",
    "PlayedMove",
    "Position",
    "PositionBoard",
    "PositionHop1Zuo1",
    "PositionInput",
    "PositionOutput",
    "PositionRate",
    "PositionScores",
    "PositionWhoseTurn",
    "Probability",
    "Problem",
    "Readyz",
    "RecordCasts",
    "RecordPlay",
    "ReplayRequest",
    "ReplayRequestRulesetType0",
    "ReplayResponse",
    "ReplayResponseFinalScores",
    "ReplayedPosition",
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
    "WriteRequest",
    "WriteRequestFirstMoversItem",
    "WriteRequestPlaysItemType1",
    "WriteRequestRulesetType0",
    "WriteResponse",
)
