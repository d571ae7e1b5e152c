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
from .cetkaik_render_request import CetkaikRenderRequest
from .cetkaik_render_request_bottom import CetkaikRenderRequestBottom
from .cetkaik_render_request_ruleset_type_0 import CetkaikRenderRequestRulesetType0
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
from .effective_ruleset_fixed_tam_hue import EffectiveRulesetFixedTamHue
from .effective_ruleset_game import EffectiveRulesetGame
from .effective_ruleset_hand_system import EffectiveRulesetHandSystem
from .effective_ruleset_initial_position import EffectiveRulesetInitialPosition
from .effective_ruleset_movement import EffectiveRulesetMovement
from .effective_ruleset_old_cetkaik_runners import EffectiveRulesetOldCetkaikRunners
from .effective_ruleset_scoring import EffectiveRulesetScoring
from .effective_ruleset_stepping_cast import EffectiveRulesetSteppingCast
from .error import Error
from .error_errors import ErrorErrors
from .first_mover_cast import FirstMoverCast
from .game_result import GameResult
from .game_result_reason import GameResultReason
from .get_initial_cetkaik_position_ruleset import GetInitialCetkaikPositionRuleset
from .get_initial_cetkaik_position_whose_turn import GetInitialCetkaikPositionWhoseTurn
from .get_lauzait_cep_probabilities_players import GetLauzaitCepProbabilitiesPlayers
from .hand import Hand
from .hand_penalty import HandPenalty
from .hand_penalty_name import HandPenaltyName
from .hands import Hands
from .hands_request import HandsRequest
from .hands_request_ruleset_type_0 import HandsRequestRulesetType0
from .hands_response import HandsResponse
from .king_substitution import KingSubstitution
from .lauzait_cep_day_order import LauzaitCepDayOrder
from .lauzait_cep_day_order_actions_item import LauzaitCepDayOrderActionsItem
from .lauzait_cep_day_order_order_type_0_item import LauzaitCepDayOrderOrderType0Item
from .lauzait_cep_day_order_request import LauzaitCepDayOrderRequest
from .lauzait_cep_day_order_request_actions_item import (
    LauzaitCepDayOrderRequestActionsItem,
)
from .lauzait_cep_day_order_request_ruleset_type_0 import (
    LauzaitCepDayOrderRequestRulesetType0,
)
from .lauzait_cep_deal import LauzaitCepDeal
from .lauzait_cep_deal_request import LauzaitCepDealRequest
from .lauzait_cep_deal_request_players import LauzaitCepDealRequestPlayers
from .lauzait_cep_declaration import LauzaitCepDeclaration
from .lauzait_cep_declaration_grounds_type_1 import LauzaitCepDeclarationGroundsType1
from .lauzait_cep_declaration_grounds_type_2_type_1 import (
    LauzaitCepDeclarationGroundsType2Type1,
)
from .lauzait_cep_declaration_grounds_type_3_type_1 import (
    LauzaitCepDeclarationGroundsType3Type1,
)
from .lauzait_cep_decomposition import LauzaitCepDecomposition
from .lauzait_cep_department import LauzaitCepDepartment
from .lauzait_cep_department_colour import LauzaitCepDepartmentColour
from .lauzait_cep_department_kind import LauzaitCepDepartmentKind
from .lauzait_cep_departments import LauzaitCepDepartments
from .lauzait_cep_departments_request import LauzaitCepDepartmentsRequest
from .lauzait_cep_departments_request_players import LauzaitCepDepartmentsRequestPlayers
from .lauzait_cep_departments_request_ruleset_type_0 import (
    LauzaitCepDepartmentsRequestRulesetType0,
)
from .lauzait_cep_discard_option import LauzaitCepDiscardOption
from .lauzait_cep_dissolve import LauzaitCepDissolve
from .lauzait_cep_dissolve_request import LauzaitCepDissolveRequest
from .lauzait_cep_dissolve_request_players import LauzaitCepDissolveRequestPlayers
from .lauzait_cep_form import LauzaitCepForm
from .lauzait_cep_form_request import LauzaitCepFormRequest
from .lauzait_cep_form_request_players import LauzaitCepFormRequestPlayers
from .lauzait_cep_form_request_ruleset_type_0 import LauzaitCepFormRequestRulesetType0
from .lauzait_cep_hand import LauzaitCepHand
from .lauzait_cep_hand_input import LauzaitCepHandInput
from .lauzait_cep_hiring_request import LauzaitCepHiringRequest
from .lauzait_cep_hiring_request_ruleset_type_0 import (
    LauzaitCepHiringRequestRulesetType0,
)
from .lauzait_cep_hiring_verdict import LauzaitCepHiringVerdict
from .lauzait_cep_hirings import LauzaitCepHirings
from .lauzait_cep_hirings_request import LauzaitCepHiringsRequest
from .lauzait_cep_hirings_request_ruleset_type_0 import (
    LauzaitCepHiringsRequestRulesetType0,
)
from .lauzait_cep_move import LauzaitCepMove
from .lauzait_cep_outcome import LauzaitCepOutcome
from .lauzait_cep_position import LauzaitCepPosition
from .lauzait_cep_position_board import LauzaitCepPositionBoard
from .lauzait_cep_position_input import LauzaitCepPositionInput
from .lauzait_cep_position_input_board import LauzaitCepPositionInputBoard
from .lauzait_cep_position_input_players import LauzaitCepPositionInputPlayers
from .lauzait_cep_position_players import LauzaitCepPositionPlayers
from .lauzait_cep_position_request import LauzaitCepPositionRequest
from .lauzait_cep_position_request_ruleset_type_0 import (
    LauzaitCepPositionRequestRulesetType0,
)
from .lauzait_cep_probabilities import LauzaitCepProbabilities
from .lauzait_cep_render_request import LauzaitCepRenderRequest
from .lauzait_cep_render_request_position import LauzaitCepRenderRequestPosition
from .lauzait_cep_revealed_department import LauzaitCepRevealedDepartment
from .lauzait_cep_revealed_department_input import LauzaitCepRevealedDepartmentInput
from .lauzait_cep_ruleset import LauzaitCepRuleset
from .lauzait_cep_ruleset_action_order import LauzaitCepRulesetActionOrder
from .lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags
from .lauzait_cep_ruleset_flags_action_order import LauzaitCepRulesetFlagsActionOrder
from .lauzait_cep_ruleset_flags_layered_bridges_points import (
    LauzaitCepRulesetFlagsLayeredBridgesPoints,
)
from .lauzait_cep_ruleset_flags_preset import LauzaitCepRulesetFlagsPreset
from .lauzait_cep_ruleset_layered_bridges_points import (
    LauzaitCepRulesetLayeredBridgesPoints,
)
from .lauzait_cep_score_line import LauzaitCepScoreLine
from .lauzait_cep_stalemate import LauzaitCepStalemate
from .letiles_area import LetilesArea
from .letiles_area_colour import LetilesAreaColour
from .letiles_area_symbol_bonus_to_item import LetilesAreaSymbolBonusToItem
from .letiles_block import LetilesBlock
from .letiles_block_colour import LetilesBlockColour
from .letiles_block_input import LetilesBlockInput
from .letiles_block_input_colour import LetilesBlockInputColour
from .letiles_block_input_symbol_type_1 import LetilesBlockInputSymbolType1
from .letiles_block_input_symbol_type_2_type_1 import LetilesBlockInputSymbolType2Type1
from .letiles_block_input_symbol_type_3_type_1 import LetilesBlockInputSymbolType3Type1
from .letiles_block_symbol_type_1 import LetilesBlockSymbolType1
from .letiles_block_symbol_type_2_type_1 import LetilesBlockSymbolType2Type1
from .letiles_block_symbol_type_3_type_1 import LetilesBlockSymbolType3Type1
from .letiles_example_tile_set import LetilesExampleTileSet
from .letiles_game import LetilesGame
from .letiles_game_input import LetilesGameInput
from .letiles_game_input_players_item import LetilesGameInputPlayersItem
from .letiles_game_players_item import LetilesGamePlayersItem
from .letiles_hand import LetilesHand
from .letiles_hand_input import LetilesHandInput
from .letiles_legal_placements import LetilesLegalPlacements
from .letiles_legal_placements_request import LetilesLegalPlacementsRequest
from .letiles_legal_placements_request_tileset_type_0 import (
    LetilesLegalPlacementsRequestTilesetType0,
)
from .letiles_new_game import LetilesNewGame
from .letiles_new_game_request import LetilesNewGameRequest
from .letiles_new_game_request_players_item import LetilesNewGameRequestPlayersItem
from .letiles_new_game_request_tileset_type_0 import LetilesNewGameRequestTilesetType0
from .letiles_placement import LetilesPlacement
from .letiles_placement_input import LetilesPlacementInput
from .letiles_placement_input_rotation import LetilesPlacementInputRotation
from .letiles_placement_rotation import LetilesPlacementRotation
from .letiles_placement_verdict import LetilesPlacementVerdict
from .letiles_play import LetilesPlay
from .letiles_play_request import LetilesPlayRequest
from .letiles_play_request_tileset_type_0 import LetilesPlayRequestTilesetType0
from .letiles_player_score import LetilesPlayerScore
from .letiles_player_score_colour import LetilesPlayerScoreColour
from .letiles_render_request import LetilesRenderRequest
from .letiles_render_request_players_item import LetilesRenderRequestPlayersItem
from .letiles_render_request_tileset_type_0 import LetilesRenderRequestTilesetType0
from .letiles_rules import LetilesRules
from .letiles_rules_input import LetilesRulesInput
from .letiles_rules_input_symbol_cap import LetilesRulesInputSymbolCap
from .letiles_rules_input_symbol_rule import LetilesRulesInputSymbolRule
from .letiles_rules_symbol_cap import LetilesRulesSymbolCap
from .letiles_rules_symbol_rule import LetilesRulesSymbolRule
from .letiles_score import LetilesScore
from .letiles_score_request import LetilesScoreRequest
from .letiles_score_request_players_item import LetilesScoreRequestPlayersItem
from .letiles_score_request_tileset_type_0 import LetilesScoreRequestTilesetType0
from .letiles_score_sheet import LetilesScoreSheet
from .letiles_score_sheet_winners_item import LetilesScoreSheetWinnersItem
from .letiles_score_winners_item import LetilesScoreWinnersItem
from .letiles_table_block_input import LetilesTableBlockInput
from .letiles_table_block_input_colour import LetilesTableBlockInputColour
from .letiles_table_block_input_symbol_type_1 import LetilesTableBlockInputSymbolType1
from .letiles_table_block_input_symbol_type_2_type_1 import (
    LetilesTableBlockInputSymbolType2Type1,
)
from .letiles_table_block_input_symbol_type_3_type_1 import (
    LetilesTableBlockInputSymbolType3Type1,
)
from .letiles_tile import LetilesTile
from .letiles_tile_input import LetilesTileInput
from .letiles_tile_input_set import LetilesTileInputSet
from .letiles_tile_set import LetilesTileSet
from .letiles_tile_set_input import LetilesTileSetInput
from .letiles_validate_placement_request import LetilesValidatePlacementRequest
from .letiles_validate_placement_request_tileset_type_0 import (
    LetilesValidatePlacementRequestTilesetType0,
)
from .livez import Livez
from .mokzo_action_input import MokzoActionInput
from .mokzo_action_input_kind import MokzoActionInputKind
from .mokzo_action_input_pay import MokzoActionInputPay
from .mokzo_action_input_targets import MokzoActionInputTargets
from .mokzo_action_input_throws import MokzoActionInputThrows
from .mokzo_apply_request import MokzoApplyRequest
from .mokzo_card import MokzoCard
from .mokzo_card_colour import MokzoCardColour
from .mokzo_card_input import MokzoCardInput
from .mokzo_card_input_colour import MokzoCardInputColour
from .mokzo_card_input_kind import MokzoCardInputKind
from .mokzo_card_kind import MokzoCardKind
from .mokzo_card_target_input import MokzoCardTargetInput
from .mokzo_destroy_option import MokzoDestroyOption
from .mokzo_destroy_option_currency import MokzoDestroyOptionCurrency
from .mokzo_effects import MokzoEffects
from .mokzo_game import MokzoGame
from .mokzo_install_option import MokzoInstallOption
from .mokzo_install_option_currency import MokzoInstallOptionCurrency
from .mokzo_installed import MokzoInstalled
from .mokzo_installed_input import MokzoInstalledInput
from .mokzo_move_option import MokzoMoveOption
from .mokzo_move_price import MokzoMovePrice
from .mokzo_move_price_pay import MokzoMovePricePay
from .mokzo_new_game_request import MokzoNewGameRequest
from .mokzo_node import MokzoNode
from .mokzo_node_input import MokzoNodeInput
from .mokzo_options import MokzoOptions
from .mokzo_options_kinds_item import MokzoOptionsKindsItem
from .mokzo_options_request import MokzoOptionsRequest
from .mokzo_player import MokzoPlayer
from .mokzo_player_input import MokzoPlayerInput
from .mokzo_ranking import MokzoRanking
from .mokzo_ranking_request import MokzoRankingRequest
from .mokzo_route import MokzoRoute
from .mokzo_route_input import MokzoRouteInput
from .mokzo_rules import MokzoRules
from .mokzo_rules_end import MokzoRulesEnd
from .mokzo_rules_input import MokzoRulesInput
from .mokzo_rules_input_end import MokzoRulesInputEnd
from .mokzo_rules_input_turn_order import MokzoRulesInputTurnOrder
from .mokzo_rules_turn_order import MokzoRulesTurnOrder
from .mokzo_standing import MokzoStanding
from .mokzo_state import MokzoState
from .mokzo_state_done_item import MokzoStateDoneItem
from .mokzo_state_input import MokzoStateInput
from .mokzo_state_input_done_item import MokzoStateInputDoneItem
from .mokzo_target_input import MokzoTargetInput
from .mokzo_target_input_resource import MokzoTargetInputResource
from .mokzo_verdict import MokzoVerdict
from .move_object import MoveObject
from .move_object_color import MoveObjectColor
from .move_object_prof import MoveObjectProf
from .move_object_type import MoveObjectType
from .moves_request import MovesRequest
from .moves_request_ruleset_type_0 import MovesRequestRulesetType0
from .moves_response import MovesResponse
from .netxiju_analysis import NetxijuAnalysis
from .netxiju_outcomes import NetxijuOutcomes
from .netxiju_outcomes_request import NetxijuOutcomesRequest
from .netxiju_pawn import NetxijuPawn
from .netxiju_pawn_input import NetxijuPawnInput
from .netxiju_rules import NetxijuRules
from .netxiju_rules_input import NetxijuRulesInput
from .netxiju_rules_input_randomizer import NetxijuRulesInputRandomizer
from .netxiju_rules_randomizer import NetxijuRulesRandomizer
from .netxiju_solo import NetxijuSolo
from .netxiju_solo_randomizer import NetxijuSoloRandomizer
from .netxiju_state import NetxijuState
from .netxiju_state_input import NetxijuStateInput
from .netxiju_throw_outcome import NetxijuThrowOutcome
from .netxiju_throw_request import NetxijuThrowRequest
from .netxiju_throw_result import NetxijuThrowResult
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
from .render_cetkaik_position_text_bottom import RenderCetkaikPositionTextBottom
from .render_cetkaik_position_text_ruleset import RenderCetkaikPositionTextRuleset
from .replay_request import ReplayRequest
from .replay_request_ruleset_type_0 import ReplayRequestRulesetType0
from .replay_response import ReplayResponse
from .replay_response_final_scores import ReplayResponseFinalScores
from .replayed_position import ReplayedPosition
from .ruleset_flags import RulesetFlags
from .ruleset_flags_fixed_tam_hue import RulesetFlagsFixedTamHue
from .ruleset_flags_game import RulesetFlagsGame
from .ruleset_flags_hand_system import RulesetFlagsHandSystem
from .ruleset_flags_initial_position import RulesetFlagsInitialPosition
from .ruleset_flags_kut_2_tam_2_penalty_when_not_a_hand import (
    RulesetFlagsKut2Tam2PenaltyWhenNotAHand,
)
from .ruleset_flags_movement import RulesetFlagsMovement
from .ruleset_flags_moving_tam_immediately_after_tam_has_moved_type_0 import (
    RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0,
)
from .ruleset_flags_old_cetkaik_runners import RulesetFlagsOldCetkaikRunners
from .ruleset_flags_preset import RulesetFlagsPreset
from .ruleset_flags_scoring import RulesetFlagsScoring
from .ruleset_flags_seasons import RulesetFlagsSeasons
from .ruleset_flags_stepping_cast import RulesetFlagsSteppingCast
from .ruleset_flags_tam_mun_mok_type_0 import RulesetFlagsTamMunMokType0
from .ruleset_flags_victory_points import RulesetFlagsVictoryPoints
from .ruleset_flags_what_to_say_before_casting_sticks_type_1 import (
    RulesetFlagsWhatToSayBeforeCastingSticksType1,
)
from .ruleset_flags_what_to_say_before_casting_sticks_type_2_type_1 import (
    RulesetFlagsWhatToSayBeforeCastingSticksType2Type1,
)
from .ruleset_flags_what_to_say_before_casting_sticks_type_3_type_1 import (
    RulesetFlagsWhatToSayBeforeCastingSticksType3Type1,
)
from .ships_action import ShipsAction
from .ships_action_input import ShipsActionInput
from .ships_action_input_kind import ShipsActionInputKind
from .ships_action_kind import ShipsActionKind
from .ships_actions import ShipsActions
from .ships_actions_request import ShipsActionsRequest
from .ships_apply_request import ShipsApplyRequest
from .ships_fleet import ShipsFleet
from .ships_fleet_input import ShipsFleetInput
from .ships_game import ShipsGame
from .ships_new_game_request import ShipsNewGameRequest
from .ships_rank import ShipsRank
from .ships_ranking import ShipsRanking
from .ships_ranking_request import ShipsRankingRequest
from .ships_rules import ShipsRules
from .ships_rules_build_cost import ShipsRulesBuildCost
from .ships_rules_fuel_source import ShipsRulesFuelSource
from .ships_rules_input import ShipsRulesInput
from .ships_rules_input_build_cost import ShipsRulesInputBuildCost
from .ships_rules_input_fuel_source import ShipsRulesInputFuelSource
from .ships_rules_input_supply_source import ShipsRulesInputSupplySource
from .ships_rules_supply_source import ShipsRulesSupplySource
from .ships_ship import ShipsShip
from .ships_ship_input import ShipsShipInput
from .ships_state import ShipsState
from .ships_state_input import ShipsStateInput
from .ships_verdict import ShipsVerdict
from .stepping import Stepping
from .stick_cast import StickCast
from .stick_cast_request import StickCastRequest
from .stick_casts import StickCasts
from .stick_distribution import StickDistribution
from .stick_outcome import StickOutcome
from .utage_action import UtageAction
from .utage_action_input import UtageActionInput
from .utage_action_input_kind import UtageActionInputKind
from .utage_action_kind import UtageActionKind
from .utage_actions import UtageActions
from .utage_actions_request import UtageActionsRequest
from .utage_apply_request import UtageApplyRequest
from .utage_distribution import UtageDistribution
from .utage_distribution_request import UtageDistributionRequest
from .utage_fault import UtageFault
from .utage_fault_request import UtageFaultRequest
from .utage_formula import UtageFormula
from .utage_formula_marks_item import UtageFormulaMarksItem
from .utage_formula_request import UtageFormulaRequest
from .utage_game_end import UtageGameEnd
from .utage_game_end_request import UtageGameEndRequest
from .utage_lord_score import UtageLordScore
from .utage_lord_score_request import UtageLordScoreRequest
from .utage_lord_score_result import UtageLordScoreResult
from .utage_new_game_request import UtageNewGameRequest
from .utage_outlook import UtageOutlook
from .utage_outlook_request import UtageOutlookRequest
from .utage_player import UtagePlayer
from .utage_player_input import UtagePlayerInput
from .utage_round_result import UtageRoundResult
from .utage_round_result_request import UtageRoundResultRequest
from .utage_round_start import UtageRoundStart
from .utage_rules import UtageRules
from .utage_rules_input import UtageRulesInput
from .utage_score_probability import UtageScoreProbability
from .utage_seat_probability import UtageSeatProbability
from .utage_seat_score import UtageSeatScore
from .utage_standing import UtageStanding
from .utage_start_round_request import UtageStartRoundRequest
from .utage_state import UtageState
from .utage_state_input import UtageStateInput
from .utage_state_input_phase import UtageStateInputPhase
from .utage_state_phase import UtageStatePhase
from .utage_state_result import UtageStateResult
from .utage_verdict import UtageVerdict
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
    "CetkaikRenderRequest",
    "CetkaikRenderRequestBottom",
    "CetkaikRenderRequestRulesetType0",
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
    "EffectiveRulesetFixedTamHue",
    "EffectiveRulesetGame",
    "EffectiveRulesetHandSystem",
    "EffectiveRulesetInitialPosition",
    "EffectiveRulesetMovement",
    "EffectiveRulesetOldCetkaikRunners",
    "EffectiveRulesetScoring",
    "EffectiveRulesetSteppingCast",
    "Error",
    "ErrorErrors",
    "FirstMoverCast",
    "GameResult",
    "GameResultReason",
    "GetInitialCetkaikPositionRuleset",
    "GetInitialCetkaikPositionWhoseTurn",
    "GetLauzaitCepProbabilitiesPlayers",
    "Hand",
    "HandPenalty",
    "HandPenaltyName",
    "Hands",
    "HandsRequest",
    "HandsRequestRulesetType0",
    "HandsResponse",
    "KingSubstitution",
    "LauzaitCepDayOrder",
    "LauzaitCepDayOrderActionsItem",
    "LauzaitCepDayOrderOrderType0Item",
    "LauzaitCepDayOrderRequest",
    "LauzaitCepDayOrderRequestActionsItem",
    "LauzaitCepDayOrderRequestRulesetType0",
    "LauzaitCepDeal",
    "LauzaitCepDealRequest",
    "LauzaitCepDealRequestPlayers",
    "LauzaitCepDeclaration",
    "LauzaitCepDeclarationGroundsType1",
    "LauzaitCepDeclarationGroundsType2Type1",
    "LauzaitCepDeclarationGroundsType3Type1",
    "LauzaitCepDecomposition",
    "LauzaitCepDepartment",
    "LauzaitCepDepartmentColour",
    "LauzaitCepDepartmentKind",
    "LauzaitCepDepartments",
    "LauzaitCepDepartmentsRequest",
    "LauzaitCepDepartmentsRequestPlayers",
    "LauzaitCepDepartmentsRequestRulesetType0",
    "LauzaitCepDiscardOption",
    "LauzaitCepDissolve",
    "LauzaitCepDissolveRequest",
    "LauzaitCepDissolveRequestPlayers",
    "LauzaitCepForm",
    "LauzaitCepFormRequest",
    "LauzaitCepFormRequestPlayers",
    "LauzaitCepFormRequestRulesetType0",
    "LauzaitCepHand",
    "LauzaitCepHandInput",
    "LauzaitCepHiringRequest",
    "LauzaitCepHiringRequestRulesetType0",
    "LauzaitCepHiringVerdict",
    "LauzaitCepHirings",
    "LauzaitCepHiringsRequest",
    "LauzaitCepHiringsRequestRulesetType0",
    "LauzaitCepMove",
    "LauzaitCepOutcome",
    "LauzaitCepPosition",
    "LauzaitCepPositionBoard",
    "LauzaitCepPositionInput",
    "LauzaitCepPositionInputBoard",
    "LauzaitCepPositionInputPlayers",
    "LauzaitCepPositionPlayers",
    "LauzaitCepPositionRequest",
    "LauzaitCepPositionRequestRulesetType0",
    "LauzaitCepProbabilities",
    "LauzaitCepRenderRequest",
    "LauzaitCepRenderRequestPosition",
    "LauzaitCepRevealedDepartment",
    "LauzaitCepRevealedDepartmentInput",
    "LauzaitCepRuleset",
    "LauzaitCepRulesetActionOrder",
    "LauzaitCepRulesetFlags",
    "LauzaitCepRulesetFlagsActionOrder",
    "LauzaitCepRulesetFlagsLayeredBridgesPoints",
    "LauzaitCepRulesetFlagsPreset",
    "LauzaitCepRulesetLayeredBridgesPoints",
    "LauzaitCepScoreLine",
    "LauzaitCepStalemate",
    "LetilesArea",
    "LetilesAreaColour",
    "LetilesAreaSymbolBonusToItem",
    "LetilesBlock",
    "LetilesBlockColour",
    "LetilesBlockInput",
    "LetilesBlockInputColour",
    "LetilesBlockInputSymbolType1",
    "LetilesBlockInputSymbolType2Type1",
    "LetilesBlockInputSymbolType3Type1",
    "LetilesBlockSymbolType1",
    "LetilesBlockSymbolType2Type1",
    "LetilesBlockSymbolType3Type1",
    "LetilesExampleTileSet",
    "LetilesGame",
    "LetilesGameInput",
    "LetilesGameInputPlayersItem",
    "LetilesGamePlayersItem",
    "LetilesHand",
    "LetilesHandInput",
    "LetilesLegalPlacements",
    "LetilesLegalPlacementsRequest",
    "LetilesLegalPlacementsRequestTilesetType0",
    "LetilesNewGame",
    "LetilesNewGameRequest",
    "LetilesNewGameRequestPlayersItem",
    "LetilesNewGameRequestTilesetType0",
    "LetilesPlacement",
    "LetilesPlacementInput",
    "LetilesPlacementInputRotation",
    "LetilesPlacementRotation",
    "LetilesPlacementVerdict",
    "LetilesPlay",
    "LetilesPlayRequest",
    "LetilesPlayRequestTilesetType0",
    "LetilesPlayerScore",
    "LetilesPlayerScoreColour",
    "LetilesRenderRequest",
    "LetilesRenderRequestPlayersItem",
    "LetilesRenderRequestTilesetType0",
    "LetilesRules",
    "LetilesRulesInput",
    "LetilesRulesInputSymbolCap",
    "LetilesRulesInputSymbolRule",
    "LetilesRulesSymbolCap",
    "LetilesRulesSymbolRule",
    "LetilesScore",
    "LetilesScoreRequest",
    "LetilesScoreRequestPlayersItem",
    "LetilesScoreRequestTilesetType0",
    "LetilesScoreSheet",
    "LetilesScoreSheetWinnersItem",
    "LetilesScoreWinnersItem",
    "LetilesTableBlockInput",
    "LetilesTableBlockInputColour",
    "LetilesTableBlockInputSymbolType1",
    "LetilesTableBlockInputSymbolType2Type1",
    "LetilesTableBlockInputSymbolType3Type1",
    "LetilesTile",
    "LetilesTileInput",
    "LetilesTileInputSet",
    "LetilesTileSet",
    "LetilesTileSetInput",
    "LetilesValidatePlacementRequest",
    "LetilesValidatePlacementRequestTilesetType0",
    "Livez",
    "MokzoActionInput",
    "MokzoActionInputKind",
    "MokzoActionInputPay",
    "MokzoActionInputTargets",
    "MokzoActionInputThrows",
    "MokzoApplyRequest",
    "MokzoCard",
    "MokzoCardColour",
    "MokzoCardInput",
    "MokzoCardInputColour",
    "MokzoCardInputKind",
    "MokzoCardKind",
    "MokzoCardTargetInput",
    "MokzoDestroyOption",
    "MokzoDestroyOptionCurrency",
    "MokzoEffects",
    "MokzoGame",
    "MokzoInstallOption",
    "MokzoInstallOptionCurrency",
    "MokzoInstalled",
    "MokzoInstalledInput",
    "MokzoMoveOption",
    "MokzoMovePrice",
    "MokzoMovePricePay",
    "MokzoNewGameRequest",
    "MokzoNode",
    "MokzoNodeInput",
    "MokzoOptions",
    "MokzoOptionsKindsItem",
    "MokzoOptionsRequest",
    "MokzoPlayer",
    "MokzoPlayerInput",
    "MokzoRanking",
    "MokzoRankingRequest",
    "MokzoRoute",
    "MokzoRouteInput",
    "MokzoRules",
    "MokzoRulesEnd",
    "MokzoRulesInput",
    "MokzoRulesInputEnd",
    "MokzoRulesInputTurnOrder",
    "MokzoRulesTurnOrder",
    "MokzoStanding",
    "MokzoState",
    "MokzoStateDoneItem",
    "MokzoStateInput",
    "MokzoStateInputDoneItem",
    "MokzoTargetInput",
    "MokzoTargetInputResource",
    "MokzoVerdict",
    "MoveObject",
    "MoveObjectColor",
    "MoveObjectProf",
    "MoveObjectType",
    "MovesRequest",
    "MovesRequestRulesetType0",
    "MovesResponse",
    "NetxijuAnalysis",
    "NetxijuOutcomes",
    "NetxijuOutcomesRequest",
    "NetxijuPawn",
    "NetxijuPawnInput",
    "NetxijuRules",
    "NetxijuRulesInput",
    "NetxijuRulesInputRandomizer",
    "NetxijuRulesRandomizer",
    "NetxijuSolo",
    "NetxijuSoloRandomizer",
    "NetxijuState",
    "NetxijuStateInput",
    "NetxijuThrowOutcome",
    "NetxijuThrowRequest",
    "NetxijuThrowResult",
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
    "RenderCetkaikPositionTextBottom",
    "RenderCetkaikPositionTextRuleset",
    "ReplayRequest",
    "ReplayRequestRulesetType0",
    "ReplayResponse",
    "ReplayResponseFinalScores",
    "ReplayedPosition",
    "RulesetFlags",
    "RulesetFlagsFixedTamHue",
    "RulesetFlagsGame",
    "RulesetFlagsHandSystem",
    "RulesetFlagsInitialPosition",
    "RulesetFlagsKut2Tam2PenaltyWhenNotAHand",
    "RulesetFlagsMovement",
    "RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0",
    "RulesetFlagsOldCetkaikRunners",
    "RulesetFlagsPreset",
    "RulesetFlagsScoring",
    "RulesetFlagsSeasons",
    "RulesetFlagsSteppingCast",
    "RulesetFlagsTamMunMokType0",
    "RulesetFlagsVictoryPoints",
    "RulesetFlagsWhatToSayBeforeCastingSticksType1",
    "RulesetFlagsWhatToSayBeforeCastingSticksType2Type1",
    "RulesetFlagsWhatToSayBeforeCastingSticksType3Type1",
    "ShipsAction",
    "ShipsActionInput",
    "ShipsActionInputKind",
    "ShipsActionKind",
    "ShipsActions",
    "ShipsActionsRequest",
    "ShipsApplyRequest",
    "ShipsFleet",
    "ShipsFleetInput",
    "ShipsGame",
    "ShipsNewGameRequest",
    "ShipsRank",
    "ShipsRanking",
    "ShipsRankingRequest",
    "ShipsRules",
    "ShipsRulesBuildCost",
    "ShipsRulesFuelSource",
    "ShipsRulesInput",
    "ShipsRulesInputBuildCost",
    "ShipsRulesInputFuelSource",
    "ShipsRulesInputSupplySource",
    "ShipsRulesSupplySource",
    "ShipsShip",
    "ShipsShipInput",
    "ShipsState",
    "ShipsStateInput",
    "ShipsVerdict",
    "Stepping",
    "StickCast",
    "StickCastRequest",
    "StickCasts",
    "StickDistribution",
    "StickOutcome",
    "UtageAction",
    "UtageActionInput",
    "UtageActionInputKind",
    "UtageActionKind",
    "UtageActions",
    "UtageActionsRequest",
    "UtageApplyRequest",
    "UtageDistribution",
    "UtageDistributionRequest",
    "UtageFault",
    "UtageFaultRequest",
    "UtageFormula",
    "UtageFormulaMarksItem",
    "UtageFormulaRequest",
    "UtageGameEnd",
    "UtageGameEndRequest",
    "UtageLordScore",
    "UtageLordScoreRequest",
    "UtageLordScoreResult",
    "UtageNewGameRequest",
    "UtageOutlook",
    "UtageOutlookRequest",
    "UtagePlayer",
    "UtagePlayerInput",
    "UtageRoundResult",
    "UtageRoundResultRequest",
    "UtageRoundStart",
    "UtageRules",
    "UtageRulesInput",
    "UtageScoreProbability",
    "UtageSeatProbability",
    "UtageSeatScore",
    "UtageStanding",
    "UtageStartRoundRequest",
    "UtageState",
    "UtageStateInput",
    "UtageStateInputPhase",
    "UtageStatePhase",
    "UtageStateResult",
    "UtageVerdict",
    "ValidateResponse",
    "WriteRequest",
    "WriteRequestFirstMoversItem",
    "WriteRequestPlaysItemType1",
    "WriteRequestRulesetType0",
    "WriteResponse",
)
