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
from .jujai_first_throw import JujaiFirstThrow
from .jujai_round import JujaiRound
from .jujai_round_throws import JujaiRoundThrows
from .jujai_rules import JujaiRules
from .jujai_rules_input import JujaiRulesInput
from .jujai_settle import JujaiSettle
from .jujai_settle_net import JujaiSettleNet
from .jujai_settle_paid import JujaiSettlePaid
from .jujai_settle_request import JujaiSettleRequest
from .jujai_settle_request_rounds_type_0_item import JujaiSettleRequestRoundsType0Item
from .jujai_settlement import JujaiSettlement
from .jujai_settlement_net import JujaiSettlementNet
from .jujai_settlement_paid import JujaiSettlementPaid
from .jujai_statistics import JujaiStatistics
from .jujai_statistics_request import JujaiStatisticsRequest
from .jujai_tie_size import JujaiTieSize
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
from .lutu_bet import LutuBet
from .lutu_edges import LutuEdges
from .lutu_number import LutuNumber
from .lutu_outcome import LutuOutcome
from .lutu_outcome_children import LutuOutcomeChildren
from .lutu_outcome_payout_mode import LutuOutcomePayoutMode
from .lutu_rules import LutuRules
from .lutu_rules_input import LutuRulesInput
from .lutu_rules_input_payout_mode import LutuRulesInputPayoutMode
from .lutu_rules_payout_mode import LutuRulesPayoutMode
from .lutu_settle import LutuSettle
from .lutu_settle_request import LutuSettleRequest
from .makhup_apply_request import MakhupApplyRequest
from .makhup_game import MakhupGame
from .makhup_new_request import MakhupNewRequest
from .makhup_play import MakhupPlay
from .makhup_plays import MakhupPlays
from .makhup_rules import MakhupRules
from .makhup_rules_deck import MakhupRulesDeck
from .makhup_rules_draw_to import MakhupRulesDrawTo
from .makhup_rules_input import MakhupRulesInput
from .makhup_rules_input_deck import MakhupRulesInputDeck
from .makhup_rules_input_draw_to import MakhupRulesInputDrawTo
from .makhup_rules_input_new_tips import MakhupRulesInputNewTips
from .makhup_rules_new_tips import MakhupRulesNewTips
from .makhup_state import MakhupState
from .makhup_state_hands import MakhupStateHands
from .makhup_state_input import MakhupStateInput
from .makhup_state_input_hands import MakhupStateInputHands
from .makhup_state_request import MakhupStateRequest
from .makhup_step import MakhupStep
from .makkaik_hand import MakkaikHand
from .makkaik_hand_request import MakkaikHandRequest
from .makkaik_hand_value import MakkaikHandValue
from .makkaik_hand_value_category import MakkaikHandValueCategory
from .makkaik_rules import MakkaikRules
from .makkaik_rules_input import MakkaikRulesInput
from .makkaik_rules_input_tie import MakkaikRulesInputTie
from .makkaik_rules_input_unused_draw import MakkaikRulesInputUnusedDraw
from .makkaik_rules_tie import MakkaikRulesTie
from .makkaik_rules_unused_draw import MakkaikRulesUnusedDraw
from .makkaik_showdown import MakkaikShowdown
from .makkaik_showdown_request import MakkaikShowdownRequest
from .makkaik_showdown_request_hands import MakkaikShowdownRequestHands
from .makkaik_showdown_shares import MakkaikShowdownShares
from .makkaik_showdown_values import MakkaikShowdownValues
from .mokkaik_apply_request import MokkaikApplyRequest
from .mokkaik_game import MokkaikGame
from .mokkaik_new_request import MokkaikNewRequest
from .mokkaik_plays import MokkaikPlays
from .mokkaik_rules import MokkaikRules
from .mokkaik_rules_dealer_multiplier import MokkaikRulesDealerMultiplier
from .mokkaik_rules_deck import MokkaikRulesDeck
from .mokkaik_rules_input import MokkaikRulesInput
from .mokkaik_rules_input_dealer_multiplier import MokkaikRulesInputDealerMultiplier
from .mokkaik_rules_input_deck import MokkaikRulesInputDeck
from .mokkaik_rules_input_must_beat import MokkaikRulesInputMustBeat
from .mokkaik_rules_must_beat import MokkaikRulesMustBeat
from .mokkaik_settle import MokkaikSettle
from .mokkaik_settle_net import MokkaikSettleNet
from .mokkaik_settle_request import MokkaikSettleRequest
from .mokkaik_settle_request_public_counts import MokkaikSettleRequestPublicCounts
from .mokkaik_settlement import MokkaikSettlement
from .mokkaik_settlement_net import MokkaikSettlementNet
from .mokkaik_state import MokkaikState
from .mokkaik_state_hands import MokkaikStateHands
from .mokkaik_state_input import MokkaikStateInput
from .mokkaik_state_input_hands import MokkaikStateInputHands
from .mokkaik_state_input_public import MokkaikStateInputPublic
from .mokkaik_state_public import MokkaikStatePublic
from .mokkaik_state_request import MokkaikStateRequest
from .mokkaik_step import MokkaikStep
from .mokkaik_trick import MokkaikTrick
from .mokkaik_trick_entry import MokkaikTrickEntry
from .mokkaik_trick_play import MokkaikTrickPlay
from .mokkaik_trick_play_input import MokkaikTrickPlayInput
from .mokkaik_trick_request import MokkaikTrickRequest
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
from .namtou_bet import NamtouBet
from .namtou_hand import NamtouHand
from .namtou_hand_request import NamtouHandRequest
from .namtou_ranked_combo import NamtouRankedCombo
from .namtou_ranked_combo_type import NamtouRankedComboType
from .namtou_rules import NamtouRules
from .namtou_rules_input import NamtouRulesInput
from .namtou_rules_input_order import NamtouRulesInputOrder
from .namtou_rules_order import NamtouRulesOrder
from .namtou_showdown import NamtouShowdown
from .namtou_showdown_request import NamtouShowdownRequest
from .namtou_showdown_request_hands import NamtouShowdownRequestHands
from .namtou_showdown_revealed import NamtouShowdownRevealed
from .namtou_showdown_shares import NamtouShowdownShares
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
from .niekhi_apply_request import NiekhiApplyRequest
from .niekhi_current import NiekhiCurrent
from .niekhi_current_input import NiekhiCurrentInput
from .niekhi_current_input_type import NiekhiCurrentInputType
from .niekhi_current_type import NiekhiCurrentType
from .niekhi_game import NiekhiGame
from .niekhi_new_request import NiekhiNewRequest
from .niekhi_plays import NiekhiPlays
from .niekhi_rules import NiekhiRules
from .niekhi_rules_deck import NiekhiRulesDeck
from .niekhi_rules_input import NiekhiRulesInput
from .niekhi_rules_input_deck import NiekhiRulesInputDeck
from .niekhi_rules_input_remainder import NiekhiRulesInputRemainder
from .niekhi_rules_input_uai_remove_scope import NiekhiRulesInputUaiRemoveScope
from .niekhi_rules_remainder import NiekhiRulesRemainder
from .niekhi_rules_uai_remove_scope import NiekhiRulesUaiRemoveScope
from .niekhi_state import NiekhiState
from .niekhi_state_hands import NiekhiStateHands
from .niekhi_state_input import NiekhiStateInput
from .niekhi_state_input_hands import NiekhiStateInputHands
from .niekhi_state_request import NiekhiStateRequest
from .niekhi_step import NiekhiStep
from .niekhi_uai import NiekhiUai
from .nine_apply_request import NineApplyRequest
from .nine_combo import NineCombo
from .nine_combo_input import NineComboInput
from .nine_game import NineGame
from .nine_new_request import NineNewRequest
from .nine_plays import NinePlays
from .nine_result import NineResult
from .nine_result_request import NineResultRequest
from .nine_result_request_scores import NineResultRequestScores
from .nine_result_scores import NineResultScores
from .nine_rules import NineRules
from .nine_rules_deck import NineRulesDeck
from .nine_rules_forced_fail import NineRulesForcedFail
from .nine_rules_input import NineRulesInput
from .nine_rules_input_deck import NineRulesInputDeck
from .nine_rules_input_forced_fail import NineRulesInputForcedFail
from .nine_rules_input_table_cards_to import NineRulesInputTableCardsTo
from .nine_rules_table_cards_to import NineRulesTableCardsTo
from .nine_state import NineState
from .nine_state_captured import NineStateCaptured
from .nine_state_hands import NineStateHands
from .nine_state_input import NineStateInput
from .nine_state_input_captured import NineStateInputCaptured
from .nine_state_input_hands import NineStateInputHands
from .nine_state_input_scores import NineStateInputScores
from .nine_state_request import NineStateRequest
from .nine_state_scores import NineStateScores
from .nine_step import NineStep
from .outcome import Outcome
from .outcome_state import OutcomeState
from .pagination_metadata import PaginationMetadata
from .paper_cetkaik_classification import PaperCetkaikClassification
from .paper_cetkaik_classify_request import PaperCetkaikClassifyRequest
from .paper_cetkaik_classify_request_types_type_0_item import (
    PaperCetkaikClassifyRequestTypesType0Item,
)
from .paper_cetkaik_combo import PaperCetkaikCombo
from .paper_cetkaik_combo_input import PaperCetkaikComboInput
from .paper_cetkaik_combo_input_type import PaperCetkaikComboInputType
from .paper_cetkaik_combo_rules import PaperCetkaikComboRules
from .paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput
from .paper_cetkaik_combo_type import PaperCetkaikComboType
from .paper_cetkaik_compare_request import PaperCetkaikCompareRequest
from .paper_cetkaik_compare_request_types_type_0_item import (
    PaperCetkaikCompareRequestTypesType0Item,
)
from .paper_cetkaik_comparison import PaperCetkaikComparison
from .paper_cetkaik_comparison_result import PaperCetkaikComparisonResult
from .paper_cetkaik_deck import PaperCetkaikDeck
from .paper_cetkaik_decompose_request import PaperCetkaikDecomposeRequest
from .paper_cetkaik_decompositions import PaperCetkaikDecompositions
from .paper_cetkaik_enumerate_request import PaperCetkaikEnumerateRequest
from .paper_cetkaik_enumerate_request_types_type_0_item import (
    PaperCetkaikEnumerateRequestTypesType0Item,
)
from .paper_cetkaik_hand_combos import PaperCetkaikHandCombos
from .paper_cetkaik_kind import PaperCetkaikKind
from .paper_cetkaik_partition import PaperCetkaikPartition
from .paper_cetkaik_payment import PaperCetkaikPayment
from .paper_cetkaik_slot import PaperCetkaikSlot
from .paper_cetkaik_slot_types_item import PaperCetkaikSlotTypesItem
from .paper_cetkaik_wild import PaperCetkaikWild
from .paper_cetkaik_wild_input import PaperCetkaikWildInput
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
from .renkeki_advice import RenkekiAdvice
from .renkeki_advice_decision import RenkekiAdviceDecision
from .renkeki_advice_request import RenkekiAdviceRequest
from .renkeki_best_reply import RenkekiBestReply
from .renkeki_game import RenkekiGame
from .renkeki_game_request import RenkekiGameRequest
from .renkeki_game_request_rounds_item import RenkekiGameRequestRoundsItem
from .renkeki_game_turns_item import RenkekiGameTurnsItem
from .renkeki_hidden_play import RenkekiHiddenPlay
from .renkeki_hidden_play_request import RenkekiHiddenPlayRequest
from .renkeki_open_play import RenkekiOpenPlay
from .renkeki_open_play_request import RenkekiOpenPlayRequest
from .renkeki_optimal_threshold import RenkekiOptimalThreshold
from .renkeki_policy import RenkekiPolicy
from .renkeki_policy_request import RenkekiPolicyRequest
from .renkeki_reach import RenkekiReach
from .renkeki_reach_request import RenkekiReachRequest
from .renkeki_result_probability import RenkekiResultProbability
from .renkeki_rules import RenkekiRules
from .renkeki_rules_input import RenkekiRulesInput
from .renkeki_rules_input_order import RenkekiRulesInputOrder
from .renkeki_rules_order import RenkekiRulesOrder
from .renkeki_rules_request import RenkekiRulesRequest
from .renkeki_step import RenkekiStep
from .renkeki_step_decision import RenkekiStepDecision
from .renkeki_threshold_value import RenkekiThresholdValue
from .renkeki_turn import RenkekiTurn
from .renkeki_turn_adjudication import RenkekiTurnAdjudication
from .renkeki_turn_request import RenkekiTurnRequest
from .renkeki_turn_result import RenkekiTurnResult
from .renkeki_turn_status import RenkekiTurnStatus
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
from .stick_game_exact_value import StickGameExactValue
from .stick_outcome import StickOutcome
from .taxot_claim import TaxotClaim
from .taxot_claim_kind import TaxotClaimKind
from .taxot_claims import TaxotClaims
from .taxot_claims_request import TaxotClaimsRequest
from .taxot_claims_request_concealed import TaxotClaimsRequestConcealed
from .taxot_claims_request_exposed import TaxotClaimsRequestExposed
from .taxot_decomposition import TaxotDecomposition
from .taxot_decomposition_shape import TaxotDecompositionShape
from .taxot_hand import TaxotHand
from .taxot_hand_request import TaxotHandRequest
from .taxot_immediate import TaxotImmediate
from .taxot_immediate_net import TaxotImmediateNet
from .taxot_immediate_request import TaxotImmediateRequest
from .taxot_immediate_request_kind import TaxotImmediateRequestKind
from .taxot_payer import TaxotPayer
from .taxot_rules import TaxotRules
from .taxot_rules_dealer_multiplier import TaxotRulesDealerMultiplier
from .taxot_rules_deck import TaxotRulesDeck
from .taxot_rules_hikari_match import TaxotRulesHikariMatch
from .taxot_rules_input import TaxotRulesInput
from .taxot_rules_input_dealer_multiplier import TaxotRulesInputDealerMultiplier
from .taxot_rules_input_deck import TaxotRulesInputDeck
from .taxot_rules_input_hikari_match import TaxotRulesInputHikariMatch
from .taxot_score_request import TaxotScoreRequest
from .taxot_score_result import TaxotScoreResult
from .taxot_score_result_bonus_points import TaxotScoreResultBonusPoints
from .taxot_score_result_end_points import TaxotScoreResultEndPoints
from .taxot_score_result_net import TaxotScoreResultNet
from .taxot_shape_probability import TaxotShapeProbability
from .taxot_win import TaxotWin
from .taxot_win_probability import TaxotWinProbability
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
    "JujaiFirstThrow",
    "JujaiRound",
    "JujaiRoundThrows",
    "JujaiRules",
    "JujaiRulesInput",
    "JujaiSettle",
    "JujaiSettleNet",
    "JujaiSettlePaid",
    "JujaiSettleRequest",
    "JujaiSettleRequestRoundsType0Item",
    "JujaiSettlement",
    "JujaiSettlementNet",
    "JujaiSettlementPaid",
    "JujaiStatistics",
    "JujaiStatisticsRequest",
    "JujaiTieSize",
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
    "LutuBet",
    "LutuEdges",
    "LutuNumber",
    "LutuOutcome",
    "LutuOutcomeChildren",
    "LutuOutcomePayoutMode",
    "LutuRules",
    "LutuRulesInput",
    "LutuRulesInputPayoutMode",
    "LutuRulesPayoutMode",
    "LutuSettle",
    "LutuSettleRequest",
    "MakhupApplyRequest",
    "MakhupGame",
    "MakhupNewRequest",
    "MakhupPlay",
    "MakhupPlays",
    "MakhupRules",
    "MakhupRulesDeck",
    "MakhupRulesDrawTo",
    "MakhupRulesInput",
    "MakhupRulesInputDeck",
    "MakhupRulesInputDrawTo",
    "MakhupRulesInputNewTips",
    "MakhupRulesNewTips",
    "MakhupState",
    "MakhupStateHands",
    "MakhupStateInput",
    "MakhupStateInputHands",
    "MakhupStateRequest",
    "MakhupStep",
    "MakkaikHand",
    "MakkaikHandRequest",
    "MakkaikHandValue",
    "MakkaikHandValueCategory",
    "MakkaikRules",
    "MakkaikRulesInput",
    "MakkaikRulesInputTie",
    "MakkaikRulesInputUnusedDraw",
    "MakkaikRulesTie",
    "MakkaikRulesUnusedDraw",
    "MakkaikShowdown",
    "MakkaikShowdownRequest",
    "MakkaikShowdownRequestHands",
    "MakkaikShowdownShares",
    "MakkaikShowdownValues",
    "MokkaikApplyRequest",
    "MokkaikGame",
    "MokkaikNewRequest",
    "MokkaikPlays",
    "MokkaikRules",
    "MokkaikRulesDealerMultiplier",
    "MokkaikRulesDeck",
    "MokkaikRulesInput",
    "MokkaikRulesInputDealerMultiplier",
    "MokkaikRulesInputDeck",
    "MokkaikRulesInputMustBeat",
    "MokkaikRulesMustBeat",
    "MokkaikSettle",
    "MokkaikSettleNet",
    "MokkaikSettleRequest",
    "MokkaikSettleRequestPublicCounts",
    "MokkaikSettlement",
    "MokkaikSettlementNet",
    "MokkaikState",
    "MokkaikStateHands",
    "MokkaikStateInput",
    "MokkaikStateInputHands",
    "MokkaikStateInputPublic",
    "MokkaikStatePublic",
    "MokkaikStateRequest",
    "MokkaikStep",
    "MokkaikTrick",
    "MokkaikTrickEntry",
    "MokkaikTrickPlay",
    "MokkaikTrickPlayInput",
    "MokkaikTrickRequest",
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
    "NamtouBet",
    "NamtouHand",
    "NamtouHandRequest",
    "NamtouRankedCombo",
    "NamtouRankedComboType",
    "NamtouRules",
    "NamtouRulesInput",
    "NamtouRulesInputOrder",
    "NamtouRulesOrder",
    "NamtouShowdown",
    "NamtouShowdownRequest",
    "NamtouShowdownRequestHands",
    "NamtouShowdownRevealed",
    "NamtouShowdownShares",
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
    "NiekhiApplyRequest",
    "NiekhiCurrent",
    "NiekhiCurrentInput",
    "NiekhiCurrentInputType",
    "NiekhiCurrentType",
    "NiekhiGame",
    "NiekhiNewRequest",
    "NiekhiPlays",
    "NiekhiRules",
    "NiekhiRulesDeck",
    "NiekhiRulesInput",
    "NiekhiRulesInputDeck",
    "NiekhiRulesInputRemainder",
    "NiekhiRulesInputUaiRemoveScope",
    "NiekhiRulesRemainder",
    "NiekhiRulesUaiRemoveScope",
    "NiekhiState",
    "NiekhiStateHands",
    "NiekhiStateInput",
    "NiekhiStateInputHands",
    "NiekhiStateRequest",
    "NiekhiStep",
    "NiekhiUai",
    "NineApplyRequest",
    "NineCombo",
    "NineComboInput",
    "NineGame",
    "NineNewRequest",
    "NinePlays",
    "NineResult",
    "NineResultRequest",
    "NineResultRequestScores",
    "NineResultScores",
    "NineRules",
    "NineRulesDeck",
    "NineRulesForcedFail",
    "NineRulesInput",
    "NineRulesInputDeck",
    "NineRulesInputForcedFail",
    "NineRulesInputTableCardsTo",
    "NineRulesTableCardsTo",
    "NineState",
    "NineStateCaptured",
    "NineStateHands",
    "NineStateInput",
    "NineStateInputCaptured",
    "NineStateInputHands",
    "NineStateInputScores",
    "NineStateRequest",
    "NineStateScores",
    "NineStep",
    "Outcome",
    "OutcomeState",
    "PaginationMetadata",
    "PaperCetkaikClassification",
    "PaperCetkaikClassifyRequest",
    "PaperCetkaikClassifyRequestTypesType0Item",
    "PaperCetkaikCombo",
    "PaperCetkaikComboInput",
    "PaperCetkaikComboInputType",
    "PaperCetkaikComboRules",
    "PaperCetkaikComboRulesInput",
    "PaperCetkaikComboType",
    "PaperCetkaikCompareRequest",
    "PaperCetkaikCompareRequestTypesType0Item",
    "PaperCetkaikComparison",
    "PaperCetkaikComparisonResult",
    "PaperCetkaikDeck",
    "PaperCetkaikDecomposeRequest",
    "PaperCetkaikDecompositions",
    "PaperCetkaikEnumerateRequest",
    "PaperCetkaikEnumerateRequestTypesType0Item",
    "PaperCetkaikHandCombos",
    "PaperCetkaikKind",
    "PaperCetkaikPartition",
    "PaperCetkaikPayment",
    "PaperCetkaikSlot",
    "PaperCetkaikSlotTypesItem",
    "PaperCetkaikWild",
    "PaperCetkaikWildInput",
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
    "RenkekiAdvice",
    "RenkekiAdviceDecision",
    "RenkekiAdviceRequest",
    "RenkekiBestReply",
    "RenkekiGame",
    "RenkekiGameRequest",
    "RenkekiGameRequestRoundsItem",
    "RenkekiGameTurnsItem",
    "RenkekiHiddenPlay",
    "RenkekiHiddenPlayRequest",
    "RenkekiOpenPlay",
    "RenkekiOpenPlayRequest",
    "RenkekiOptimalThreshold",
    "RenkekiPolicy",
    "RenkekiPolicyRequest",
    "RenkekiReach",
    "RenkekiReachRequest",
    "RenkekiResultProbability",
    "RenkekiRules",
    "RenkekiRulesInput",
    "RenkekiRulesInputOrder",
    "RenkekiRulesOrder",
    "RenkekiRulesRequest",
    "RenkekiStep",
    "RenkekiStepDecision",
    "RenkekiThresholdValue",
    "RenkekiTurn",
    "RenkekiTurnAdjudication",
    "RenkekiTurnRequest",
    "RenkekiTurnResult",
    "RenkekiTurnStatus",
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
    "StickGameExactValue",
    "StickOutcome",
    "TaxotClaim",
    "TaxotClaimKind",
    "TaxotClaims",
    "TaxotClaimsRequest",
    "TaxotClaimsRequestConcealed",
    "TaxotClaimsRequestExposed",
    "TaxotDecomposition",
    "TaxotDecompositionShape",
    "TaxotHand",
    "TaxotHandRequest",
    "TaxotImmediate",
    "TaxotImmediateNet",
    "TaxotImmediateRequest",
    "TaxotImmediateRequestKind",
    "TaxotPayer",
    "TaxotRules",
    "TaxotRulesDealerMultiplier",
    "TaxotRulesDeck",
    "TaxotRulesHikariMatch",
    "TaxotRulesInput",
    "TaxotRulesInputDealerMultiplier",
    "TaxotRulesInputDeck",
    "TaxotRulesInputHikariMatch",
    "TaxotScoreRequest",
    "TaxotScoreResult",
    "TaxotScoreResultBonusPoints",
    "TaxotScoreResultEndPoints",
    "TaxotScoreResultNet",
    "TaxotShapeProbability",
    "TaxotWin",
    "TaxotWinProbability",
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
