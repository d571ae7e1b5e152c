"""SVG pictures of Lauzait Cep! positions.

The 5x5 cloth board with Tam's Mountain (green, the centre) and Tam's Water (light blue, the rest of the
central row and column), its four coloured edges, every piece as a tile showing its number and its bonus dots
in its colour (green Site Workers, white Administrative Officers; the jokers tri-coloured), the one empty
square, each known hand beside the board (concealed pieces, then the revealed Departments with their bonus),
whose Day it is, the luminous piece, and optionally a square's destinations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from adjudicator.games.lauzait_cep.board import MOUNTAIN, SIZE, SQUARE_NAMES, WATER, Square, destinations
from adjudicator.games.lauzait_cep.pieces import Colour, Piece, dots
from adjudicator.games.lauzait_cep.position import Hand, Position
from adjudicator.render.svg import SANS, document, element, group

SQUARE: Final = 80
_BOARD: Final = SIZE * SQUARE
_BOARD_X: Final = 40
_BOARD_Y: Final = 40
_HANDS_X: Final = _BOARD_X + _BOARD + 40
_HAND_TILE: Final = 30
_HAND_PITCH: Final = 34
_HAND_ROW: Final = 84
WIDTH: Final = _HANDS_X + 9 * _HAND_PITCH + 3 * 8 + 20

_PAPER: Final = "#fbf7ef"
_PLAIN: Final = "#efe6d2"
_WATER: Final = "#a9d4ef"
_MOUNTAIN: Final = "#8cc084"
_GRID: Final = "#5c4a32"
#: The four edge colours of the cloth, drawn clockwise from the top (the rules do not say which edge is which).
EDGE_COLOURS: Final = ("#c0392b", "#2e5eaa", "#222222", "#e0b21b")
_GREEN: Final = "#2f8a4e"
_WHITE: Final = "#fdfcf7"
_SELECT: Final = "#1f5fbf"
_COLOUR_NAMES: Final = {Colour.GREEN: "green", Colour.WHITE: "white"}


def piece_name(piece: Piece) -> str:
    """``green 3``, ``white 9`` or ``joker``."""
    return "joker" if piece.colour is None else f"{_COLOUR_NAMES[piece.colour]} {piece.number}"


def piece_tile(cx: float, cy: float, size: float, piece: Piece, data: dict[str, str | int | float | None]) -> str:
    """A piece: its number in its colour with its bonus dots, or a tri-coloured joker."""
    half = size / 2
    x, y = cx - half, cy - half
    font = size * 0.56
    parts: list[str] = []
    if piece.colour is None:
        third = size / 3
        for i, fill in enumerate(("#222222", _GREEN, _WHITE)):
            parts.append(element("rect", {"x": x + i * third, "y": y, "width": third, "height": size, "fill": fill}))
        parts.append(element("circle", {"cx": cx, "cy": cy, "r": size * 0.24, "fill": _WHITE, "stroke": "#222222",
                                        "stroke-width": 1.5}))
        parts.append(element("text", {"x": cx, "y": cy + size * 0.1, "text-anchor": "middle", "font-family": SANS,
                                      "font-size": size * 0.3, "font-weight": "bold", "fill": "#222222"}, "J"))
        parts.append(element("rect", {"x": x, "y": y, "width": size, "height": size, "rx": size * 0.1,
                                      "fill": "none", "stroke": "#222222", "stroke-width": 2}))
    else:
        green = piece.colour is Colour.GREEN
        ink = _WHITE if green else "#333333"
        parts.append(element("rect", {"x": x, "y": y, "width": size, "height": size, "rx": size * 0.1,
                                      "fill": _GREEN if green else _WHITE, "stroke": "#1f5f36" if green else "#8a8a80",
                                      "stroke-width": 2}))
        parts.append(element("text", {"x": cx, "y": cy + font * 0.36, "text-anchor": "middle", "font-family": SANS,
                                      "font-size": font, "font-weight": "bold", "fill": ink}, str(piece.number)))
        assert piece.number is not None  # a coloured piece has a number
        for i in range(dots(piece.number)):
            parts.append(element("circle", {"class": "dot", "cx": x + size * (0.16 + 0.14 * i), "cy": y + size * 0.15,
                                            "r": size * 0.045, "fill": ink}))
    return group({"class": "piece", **data, "data-piece": str(piece)}, parts)


@dataclass(frozen=True)
class _Layout:
    """Where things go for a position (the hands panel grows with the number of players)."""

    position: Position

    @property
    def height(self) -> int:
        hands = _BOARD_Y + 30 + self.position.players * _HAND_ROW + 60
        return max(_BOARD_Y + _BOARD + 60, hands)

    @staticmethod
    def corner(sq: Square) -> tuple[int, int]:
        row, col = divmod(sq, SIZE)
        return _BOARD_X + col * SQUARE, _BOARD_Y + row * SQUARE


def render_position(position: Position, *, square: Square | None = None) -> str:
    """Return an SVG document picturing a Lauzait Cep! position, highlighting ``square``'s destinations."""
    layout = _Layout(position)
    targets = () if square is None else destinations(square)
    body = [
        element("rect", {"x": 0, "y": 0, "width": WIDTH, "height": layout.height, "fill": _PAPER}),
        _board(position),
        _selection(position, square, targets),
        _hands(position),
    ]
    return document(WIDTH, layout.height, _title(position), _description(position, square, targets), body,
                    css_class="lauzait-cep-board")


def _board(position: Position) -> str:
    parts = []
    inset = 10
    edges = (
        (_BOARD_X, _BOARD_Y - inset, _BOARD, inset),
        (_BOARD_X + _BOARD, _BOARD_Y, inset, _BOARD),
        (_BOARD_X, _BOARD_Y + _BOARD, _BOARD, inset),
        (_BOARD_X - inset, _BOARD_Y, inset, _BOARD),
    )
    for colour, (x, y, w, h) in zip(EDGE_COLOURS, edges, strict=True):
        parts.append(element("rect", {"class": "edge", "x": x, "y": y, "width": w, "height": h, "fill": colour}))
    for sq in range(SIZE * SIZE):
        x, y = _Layout.corner(sq)
        kind = "mountain" if sq == MOUNTAIN else "water" if sq in WATER else "plain"
        fill = {"mountain": _MOUNTAIN, "water": _WATER, "plain": _PLAIN}[kind]
        parts.append(element("rect", {"class": f"square {kind}", "data-square": SQUARE_NAMES[sq], "x": x, "y": y,
                                      "width": SQUARE, "height": SQUARE, "fill": fill, "stroke": _GRID,
                                      "stroke-width": 1}))
        if sq == MOUNTAIN:
            peaks = (f"{x + 14},{y + 60} {x + 32},{y + 28} {x + 42},{y + 42} {x + 50},{y + 32} {x + 66},{y + 60}")
            parts.append(element("polygon", {"class": "mountain-sign", "points": peaks, "fill": "#5f9d57"}))
    for sq, piece in enumerate(position.board):
        x, y = _Layout.corner(sq)
        if piece is None:
            parts.append(element("rect", {"class": "empty-square", "data-square": SQUARE_NAMES[sq], "x": x + 8,
                                          "y": y + 8, "width": SQUARE - 16, "height": SQUARE - 16, "fill": "none",
                                          "stroke": _GRID, "stroke-width": 2, "stroke-dasharray": "6 5"}))
        else:
            parts.append(piece_tile(x + SQUARE / 2, y + SQUARE / 2, SQUARE * 0.74, piece,
                                    {"data-square": SQUARE_NAMES[sq]}))
    for i in range(SIZE):
        cx = _BOARD_X + i * SQUARE + SQUARE / 2
        cy = _BOARD_Y + i * SQUARE + SQUARE / 2
        parts.append(element("text", {"x": cx, "y": _BOARD_Y + _BOARD + 30, "text-anchor": "middle",
                                      "font-family": SANS, "font-size": 14, "fill": _GRID}, "abcde"[i]))
        parts.append(element("text", {"x": _BOARD_X - 22, "y": cy + 5, "text-anchor": "middle",
                                      "font-family": SANS, "font-size": 14, "fill": _GRID}, str(i + 1)))
    parts.append(element("rect", {"x": _BOARD_X, "y": _BOARD_Y, "width": _BOARD, "height": _BOARD, "fill": "none",
                                  "stroke": _GRID, "stroke-width": 3}))
    return group({"class": "board"}, parts)


def _selection(position: Position, square: Square | None, targets: tuple[Square, ...]) -> str:
    if square is None:
        return ""
    x, y = _Layout.corner(square)
    marks = [element("rect", {"class": "hl-selected", "data-square": SQUARE_NAMES[square], "x": x + 3, "y": y + 3,
                              "width": SQUARE - 6, "height": SQUARE - 6, "rx": 5, "fill": "none", "stroke": _SELECT,
                              "stroke-width": 4})]
    for target in targets:
        tx, ty = _Layout.corner(target)
        marks.append(element("circle", {"class": "hl-dest", "data-square": SQUARE_NAMES[target],
                                        "cx": tx + SQUARE / 2, "cy": ty + SQUARE - 10, "r": 6, "fill": _SELECT,
                                        "fill-opacity": 0.85}))
    return group({"class": "selection", "data-square": SQUARE_NAMES[square], "data-count": len(targets)}, marks)


def _hands(position: Position) -> str:
    parts = [element("text", {"x": _HANDS_X, "y": _BOARD_Y + 4, "font-family": SANS, "font-size": 16,
                              "font-weight": "bold", "fill": _GRID}, "Hands")]
    for index, hand in enumerate(position.hands):
        top = _BOARD_Y + 24 + index * _HAND_ROW
        label = f"Player {index + 1}" + (" · their Day" if index == position.to_play else "")
        row = [element("text", {"class": "hand-heading", "x": _HANDS_X, "y": top + 14, "font-family": SANS,
                                "font-size": 14, "fill": _GRID, "font-weight": "bold" if index == position.to_play
                                else None}, label)]
        if hand is None:
            row.append(element("text", {"x": _HANDS_X, "y": top + 44, "font-family": SANS, "font-size": 13,
                                        "fill": "#7a6a55"}, "not known"))
        else:
            row.extend(_hand_tiles(hand, top + 22))
        parts.append(group({"class": "hand", "data-player": index, "data-known": "false" if hand is None else "true"},
                           row))
    if position.luminous is not None:
        top = _BOARD_Y + 24 + position.players * _HAND_ROW
        parts.append(group({"class": "luminous"}, [
            element("text", {"x": _HANDS_X, "y": top + 14, "font-family": SANS, "font-size": 14, "fill": _GRID},
                    "Luminous piece"),
            piece_tile(_HANDS_X + 140, top + 8, _HAND_TILE, position.luminous, {}),
        ]))
    return group({"class": "hands"}, parts)


def _hand_tiles(hand: Hand, top: float) -> list[str]:
    tiles = []
    x = float(_HANDS_X)
    for piece in hand.concealed:
        tiles.append(piece_tile(x + _HAND_TILE / 2, top + _HAND_TILE / 2, _HAND_TILE, piece,
                                {"data-where": "concealed"}))
        x += _HAND_PITCH
    for department in hand.revealed:
        x += 8
        start = x
        for piece in department.pieces:
            tiles.append(piece_tile(x + _HAND_TILE / 2, top + _HAND_TILE / 2, _HAND_TILE, piece,
                                    {"data-where": "revealed"}))
            x += _HAND_PITCH
        tiles.append(element("rect", {"class": "department", "x": start - 3, "y": top - 3,
                                      "width": x - start + 2, "height": _HAND_TILE + 6, "rx": 4, "fill": "none",
                                      "stroke": _SELECT, "stroke-width": 1.5}))
        tiles.append(element("text", {"x": (start + x) / 2, "y": top + _HAND_TILE + 18, "text-anchor": "middle",
                                      "font-family": SANS, "font-size": 12, "fill": _SELECT},
                             f"+{department.bonus}"))
    return tiles


def _title(position: Position) -> str:
    return (f"Lauzait Cep! position: {position.players} players, player {position.to_play + 1}'s Day, "
            f"empty square {SQUARE_NAMES[position.empty_square]}")


def _description(position: Position, square: Square | None, targets: tuple[Square, ...]) -> str:
    placed = [f"{piece_name(p)} on {SQUARE_NAMES[sq]}" for sq, p in enumerate(position.board) if p is not None]
    sentences = [
        f"A 5 by 5 board: Tam's Mountain on {SQUARE_NAMES[MOUNTAIN]}, water on "
        f"{', '.join(SQUARE_NAMES[sq] for sq in sorted(WATER))}.",
        f"Pieces: {', '.join(placed)}; {SQUARE_NAMES[position.empty_square]} is empty.",
    ]
    for index, hand in enumerate(position.hands):
        if hand is None:
            sentences.append(f"Player {index + 1}'s hand is not known.")
            continue
        concealed = ", ".join(piece_name(p) for p in hand.concealed) or "nothing"
        revealed = "; ".join(f"{', '.join(piece_name(p) for p in d.pieces)} (bonus {d.bonus})" for d in hand.revealed)
        sentences.append(f"Player {index + 1} holds {concealed} concealed"
                         + (f" and the Departments {revealed}." if revealed else "."))
    if position.luminous is not None:
        sentences.append(f"The luminous piece is {piece_name(position.luminous)}.")
    if square is not None:
        sentences.append(f"From {SQUARE_NAMES[square]} a piece may move to "
                         f"{', '.join(SQUARE_NAMES[sq] for sq in targets)}.")
    return " ".join(sentences)

