"""Shared builders for the Lauzait Cep! tests."""

from __future__ import annotations

from adjudicator.games.lauzait_cep.board import MOUNTAIN, SQUARES
from adjudicator.games.lauzait_cep.pieces import Piece
from adjudicator.games.lauzait_cep.position import Hand, Position


def pieces(text: str) -> list[Piece]:
    """Parse space-separated pieces, e.g. ``"G3 G4 J"``."""
    return [Piece.parse(token) for token in text.split()]


def position(hand: str, board: str, players: int = 4, empty: int = MOUNTAIN) -> Position:
    """Build a position: the player to move holds ``hand``; ``board`` fills every square but ``empty`` in order."""
    board_pieces = iter(pieces(board))
    squares = tuple(None if sq == empty else next(board_pieces) for sq in SQUARES)
    hands: list[Hand | None] = [Hand(tuple(pieces(hand)))] + [None] * (players - 1)
    return Position(players, squares, tuple(hands))
