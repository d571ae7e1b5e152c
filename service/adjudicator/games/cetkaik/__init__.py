"""Cetkaik (机戦) under the standardized rule and its variants.

The names most scripts need are exported here; the modules hold the rest: ``position`` (the state of a game
and its text form), ``moves`` (the kinds of move, 片 notation, JSON), ``movegen`` (legal moves, legality with
reasons, annotations), ``transition`` (applying moves and declarations, with every stick-cast outcome and its
exact probability), ``rulesets`` (the presets and flags), ``hands`` and ``scoring``, ``kiaak`` (game records),
``squares`` and ``pieces``.

>>> from adjudicator.games import cetkaik
>>> rules = cetkaik.CERKE_ONLINE_ALPHA
>>> pos = cetkaik.Position.initial()
>>> moves = cetkaik.legal_moves(pos, rules)
>>> len(moves), moves[0]
(249, <SrcDst KAI片KY>)
>>> move = cetkaik.parse_notation("ZAI片ZO心ZI")   # step over the tam2, then a ranged move 2 squares on...
>>> note = cetkaik.annotate(pos, move, rules)    # ...which the stepping cast allows with 2 or more marked sticks
>>> move in moves, note.steps_on_tam2, note.success_probability
(True, True, Fraction(13, 16))
>>> verdict = cetkaik.apply_move(pos, cetkaik.parse_notation("NAI片NAU"), rules)
>>> verdict.legal, [(str(o.probability), o.state.value) for o in verdict.outcomes]
(True, [('1', 'turn_passed')])
>>> verdict.outcomes[0].position.to_play
<Side.A: 'ASide'>
>>> cetkaik.is_legal(pos, cetkaik.parse_notation("NAI片NO"), rules)
(True, '')
"""

from __future__ import annotations

from adjudicator.games.cetkaik.hands import evaluate_hands
from adjudicator.games.cetkaik.kiaak import parse_record, replay_record, write_record
from adjudicator.games.cetkaik.movegen import Annotation, annotate, is_legal, legal_moves
from adjudicator.games.cetkaik.moves import (
    PASS,
    AfterHalfAcceptance,
    FromHand,
    InfAfterStep,
    Move,
    MoveError,
    SrcDst,
    SrcStepDstFinite,
    SrcStepsDst,
    TamNoStep,
    TamStepsDuringFormer,
    TamStepsDuringLatter,
    parse_notation,
    to_notation,
)
from adjudicator.games.cetkaik.pieces import Colour, ColouredPiece, Piece, Profession, Side
from adjudicator.games.cetkaik.position import Position, PositionError
from adjudicator.games.cetkaik.rulesets import (
    CERKE_ONLINE_ALPHA,
    EDUCATIONAL,
    OLD_CETKAIK,
    PRESETS,
    STRICT_Y1_HUAP1,
    Ruleset,
    RulesetError,
)
from adjudicator.games.cetkaik.squares import Square, parse_square, square_name
from adjudicator.games.cetkaik.transition import (
    Adjudication,
    Casts,
    Outcome,
    TurnState,
    apply_move,
    declare,
    game_result,
)

__all__ = [
    "CERKE_ONLINE_ALPHA",
    "EDUCATIONAL",
    "OLD_CETKAIK",
    "PASS",
    "PRESETS",
    "STRICT_Y1_HUAP1",
    "Adjudication",
    "AfterHalfAcceptance",
    "Annotation",
    "Casts",
    "Colour",
    "ColouredPiece",
    "FromHand",
    "InfAfterStep",
    "Move",
    "MoveError",
    "Outcome",
    "Piece",
    "Position",
    "PositionError",
    "Profession",
    "Ruleset",
    "RulesetError",
    "Side",
    "Square",
    "SrcDst",
    "SrcStepDstFinite",
    "SrcStepsDst",
    "TamNoStep",
    "TamStepsDuringFormer",
    "TamStepsDuringLatter",
    "TurnState",
    "annotate",
    "apply_move",
    "declare",
    "evaluate_hands",
    "game_result",
    "is_legal",
    "legal_moves",
    "parse_notation",
    "parse_record",
    "parse_square",
    "replay_record",
    "square_name",
    "to_notation",
    "write_record",
]
