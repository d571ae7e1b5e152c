"""Lauzait Cep! (ラウツァイト・セプ, "a government is formed"): pieces, board, Departments, Hiring, scores.

Modules: ``pieces`` (the 68 pieces and the sets in play), ``board`` (the 5x5 board), ``rulesets`` (the open
points of the rules as options), ``departments`` (Departments, their readings and bonus scores), ``position``
(board plus hands, JSON), ``day`` (order of a Day's actions, forming and dissolving), ``hiring`` (discards,
moves, water casts), ``stalemate``, ``declaring`` (Lauzait-Cep! and formation scores) and ``probability``
(exact deal probabilities). The names most scripts need are exported here.

>>> import random
>>> from adjudicator.games import lauzait_cep as lc
>>> lc.best_reading([lc.Piece.parse(p) for p in ("G3", "G4", "J")])
<Department G3 G4 J = G2 G3 G4>
>>> pos = lc.deal(4, random.Random(7))
>>> " ".join(map(str, pos.hand.pieces))
'G0 G2 G3 G6 G6 G8 G9 W4 J'
>>> option = lc.hiring_options(pos)[0]
>>> option.discard, option.legal, len(option.moves)
(<Piece G0>, True, 24)
>>> move = option.moves[4]   # into the water: the sticks decide
>>> lc.square_name(move.origin), lc.square_name(move.destination), move.mover, move.water
('c2', 'c1', <Piece G1>, True)
>>> [(o.casts, str(o.probability), o.obtained) for o in move.outcomes]
[((0, 1, 2), '1/2', <Piece G1>), ((3, 4, 5), '1/2', <Piece W3>)]

>>> lc.Ruleset.from_json({"preset": "english", "layered_bridges_each_pair": True}).layered_bridges_points
3
"""

from __future__ import annotations

from adjudicator.games.lauzait_cep.board import parse_square, square_name
from adjudicator.games.lauzait_cep.declaring import Declaration, declaration
from adjudicator.games.lauzait_cep.departments import Department, best_reading, decompositions, readings
from adjudicator.games.lauzait_cep.hiring import DiscardOption, HiringAdjudication, adjudicate_hiring, hiring_options
from adjudicator.games.lauzait_cep.pieces import Piece, PieceError
from adjudicator.games.lauzait_cep.position import Hand, Position, PositionError, RevealedDepartment, deal
from adjudicator.games.lauzait_cep.probability import complete_probability, deal_probabilities
from adjudicator.games.lauzait_cep.rulesets import Ruleset, RulesetError
from adjudicator.games.lauzait_cep.stalemate import is_stalemate

__all__ = [
    "Declaration",
    "Department",
    "DiscardOption",
    "Hand",
    "HiringAdjudication",
    "Piece",
    "PieceError",
    "Position",
    "PositionError",
    "RevealedDepartment",
    "Ruleset",
    "RulesetError",
    "adjudicate_hiring",
    "best_reading",
    "complete_probability",
    "deal",
    "deal_probabilities",
    "declaration",
    "decompositions",
    "hiring_options",
    "is_stalemate",
    "parse_square",
    "readings",
    "square_name",
]
