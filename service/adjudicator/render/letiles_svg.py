"""SVG pictures of a LETILES table.

Every placed tile's three blocks in their colours (red, blue, yellow) with their symbols drawn as shapes (red
◎ a double circle, blue + a cross, yellow △ a triangle), a thick outline around each tile, the scoring areas
(4 or more connected blocks of a colour in play) outlined with their size and points, and optionally a
placement being considered (dashed: green if legal, dark red if not). The table's ``y`` grows upwards, as in
the rules library; the picture puts larger ``y`` higher.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from adjudicator.games.letiles.rules import LetilesRules
from adjudicator.games.letiles.scoring import Area, find_areas
from adjudicator.games.letiles.table import Placement, PlacementVerdict, Table, validate_placement
from adjudicator.games.letiles.tiles import COLOURS, SYMBOL_GLYPH, Block, Cell, Colour
from adjudicator.render.svg import SANS, document, element, group, number

CELL: Final = 40
_MARGIN: Final = 30
_LEGEND: Final = 34
_PAPER: Final = "#fbf7ef"
_FILL: Final[dict[Colour, str]] = {"red": "#d9473c", "blue": "#3d6fd6", "yellow": "#f2c53d"}
_INK: Final = "#1d1d1d"
_LEGAL: Final = "#12804a"
_ILLEGAL: Final = "#8e1b1b"
_SIDES: Final = (((0, 1), "top"), ((1, 0), "right"), ((0, -1), "bottom"), ((-1, 0), "left"))


class _Frame:
    """Maps table cells (``y`` up) to picture coordinates (``y`` down) over the cells' bounding box."""

    def __init__(self, cells: Sequence[Cell]) -> None:
        xs = [x for x, _ in cells] or [0]
        ys = [y for _, y in cells] or [0]
        self.min_x, self.max_y = min(xs), max(ys)
        self.width = (max(xs) - self.min_x + 1) * CELL + 2 * _MARGIN
        self.height = (self.max_y - min(ys) + 1) * CELL + 2 * _MARGIN + _LEGEND

    def corner(self, cell: Cell) -> tuple[int, int]:
        """The top-left corner of a cell as drawn."""
        x, y = cell
        return _MARGIN + (x - self.min_x) * CELL, _MARGIN + (self.max_y - y) * CELL

    def edge(self, cell: Cell, side: str) -> tuple[int, int, int, int]:
        """The end points of one side of a cell."""
        x, y = self.corner(cell)
        return {
            "top": (x, y, x + CELL, y),
            "right": (x + CELL, y, x + CELL, y + CELL),
            "bottom": (x, y + CELL, x + CELL, y + CELL),
            "left": (x, y, x, y + CELL),
        }[side]

    def outline(self, cells: Sequence[Cell]) -> str:
        """A path along the boundary of a set of cells (every side not shared with another of them)."""
        inside = set(cells)
        moves = []
        for cell in sorted(inside):
            for (dx, dy), side in _SIDES:
                if (cell[0] + dx, cell[1] + dy) not in inside:
                    x1, y1, x2, y2 = self.edge(cell, side)
                    moves.append(f"M{x1},{y1}L{x2},{y2}")
        return "".join(moves)


def render_table(
    table: Table,
    *,
    players: Sequence[Colour] = COLOURS,
    rules: LetilesRules | None = None,
    show_areas: bool = True,
    preview: Placement | None = None,
) -> str:
    """Return an SVG document picturing ``table``; the areas are those of the ``players``' colours."""
    rules = rules or LetilesRules()
    blocks = table.blocks()
    verdict = None if preview is None else validate_placement(table, preview, rules)
    preview_cells = () if verdict is None else verdict.cells
    frame = _Frame([*blocks, *preview_cells])
    areas = find_areas(blocks, players, rules) if show_areas else ()
    body = [
        element("rect", {"x": 0, "y": 0, "width": frame.width, "height": frame.height, "fill": _PAPER}),
        group({"class": "tiles"}, [_tile(frame, table, p) for p in table.placements]),
        group({"class": "areas"}, [_area(frame, a) for a in areas]),
    ]
    if preview is not None and verdict is not None:
        colour = _LEGAL if verdict.legal else _ILLEGAL
        body.append(element("path", {"class": "preview", "data-tile": preview.tile,
                                     "data-legal": "true" if verdict.legal else "false",
                                     "d": frame.outline(verdict.cells), "fill": "none", "stroke": colour,
                                     "stroke-width": 4, "stroke-dasharray": "8 5", "stroke-linecap": "round"}))
    if not blocks and preview is None:
        body.append(element("text", {"x": frame.width / 2, "y": _MARGIN + CELL / 2 + 5, "text-anchor": "middle",
                                     "font-family": SANS, "font-size": 12, "fill": "#6b5a44"}, "empty table"))
    body.append(element("text", {"class": "legend", "x": _MARGIN, "y": frame.height - 14, "font-family": SANS,
                                 "font-size": 14, "fill": "#5c4a32"}, _summary(table, areas)))
    title = f"LETILES table: {len(table.placements)} tiles placed, {len(areas)} areas"
    return document(frame.width, frame.height, title, _description(table, areas, preview, verdict), body,
                    css_class="letiles-table")


def _tile(frame: _Frame, table: Table, placement: Placement) -> str:
    tile = table.tileset.tile(placement.tile)
    cells = tile.cells(placement.x, placement.y, placement.rotation)
    parts = []
    for cell, block in cells:
        x, y = frame.corner(cell)
        parts.append(element("rect", {"class": f"block {block.colour}", "data-x": cell[0], "data-y": cell[1],
                                      "data-colour": block.colour, "data-symbol": block.symbol, "x": x, "y": y,
                                      "width": CELL, "height": CELL, "fill": _FILL[block.colour], "stroke": _INK,
                                      "stroke-opacity": 0.35, "stroke-width": 1}))
        if block.symbol is not None:
            parts.append(_symbol(x + CELL / 2, y + CELL / 2, block))
    parts.append(element("path", {"class": "tile-outline", "d": frame.outline([c for c, _ in cells]),
                                  "fill": "none", "stroke": _INK, "stroke-width": 3, "stroke-linecap": "square"}))
    return group({"class": "tile", "data-tile": tile.id, "data-set": tile.set, "data-rotation": placement.rotation},
                 parts)


def _symbol(cx: float, cy: float, block: Block) -> str:
    """A symbol as shapes (no font needed): ◎ two circles, + a cross, △ a triangle."""
    style: dict[str, str | int | float | None] = {"fill": "none", "stroke": _INK, "stroke-width": 2.5}
    data = {"class": f"symbol {block.symbol}", "data-glyph": SYMBOL_GLYPH[block.symbol] if block.symbol else None}
    if block.symbol == "circle":
        shapes = [element("circle", {"cx": cx, "cy": cy, "r": 11, **style}),
                  element("circle", {"cx": cx, "cy": cy, "r": 5, **style})]
    elif block.symbol == "cross":
        shapes = [element("path", {"d": f"M{number(cx - 11)},{number(cy)}H{number(cx + 11)}"
                                        f"M{number(cx)},{number(cy - 11)}V{number(cy + 11)}", **style})]
    else:
        points = f"{number(cx)},{number(cy - 11)} {number(cx + 11)},{number(cy + 8)} {number(cx - 11)},{number(cy + 8)}"
        shapes = [element("polygon", {"points": points, **style})]
    return group(data, shapes)


def _area(frame: _Frame, area: Area) -> str:
    label_cell = max(area.cells, key=lambda c: (c[1], -c[0]))  # the top-left-most cell
    x, y = frame.corner(label_cell)
    return group({"class": "area", "data-colour": area.colour, "data-size": area.size, "data-points": area.points}, [
        element("path", {"d": frame.outline(area.cells), "fill": "none", "stroke": "#ffffff", "stroke-width": 3,
                         "stroke-dasharray": "5 4"}),
        element("rect", {"x": x + 2, "y": y + 2, "width": 24, "height": 14, "rx": 3, "fill": "#ffffff",
                         "fill-opacity": 0.85}),
        element("text", {"x": x + 14, "y": y + 13, "text-anchor": "middle", "font-family": SANS, "font-size": 10,
                         "font-weight": "bold", "fill": _INK}, str(area.size)),
    ])


def _summary(table: Table, areas: Sequence[Area]) -> str:
    counts = {c: sum(a.colour == c for a in areas) for c in COLOURS}
    shown = ", ".join(f"{c} {n}" for c, n in counts.items() if n)
    return f"{len(table.placements)} tiles · areas: {shown or 'none'}"


def _description(table: Table, areas: Sequence[Area], preview: Placement | None,
                 verdict: PlacementVerdict | None) -> str:
    sentences = []
    for placement in table.placements:
        tile = table.tileset.tile(placement.tile)
        blocks = ", ".join(
            f"{b.colour}{' ' + SYMBOL_GLYPH[b.symbol] if b.symbol else ''} at ({c[0]}, {c[1]})"
            for c, b in tile.cells(placement.x, placement.y, placement.rotation)
        )
        sentences.append(f"Tile {tile.id} ({tile.set} set, {placement.rotation} quarter turns): {blocks}.")
    if not table.placements:
        sentences.append("No tile is on the table.")
    for area in areas:
        bonus = f", symbol bonus to {' and '.join(area.symbol_bonus_to)}" if area.symbol_bonus_to else ""
        sentences.append(f"A {area.colour} area of {area.size} blocks worth {area.points} points{bonus}.")
    if preview is not None and verdict is not None:
        outcome = "legal" if verdict.legal else f"illegal ({verdict.reason})"
        sentences.append(f"Considered: tile {preview.tile} at ({preview.x}, {preview.y}), {preview.rotation} quarter "
                         f"turns: {outcome}.")
    return " ".join(sentences)
