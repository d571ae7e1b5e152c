"""The LETILES variants that change the tiles in play (spec other-games §5): the short game and the expansion.

A tile set is the box: the base tiles and any expansion tiles. The tiles in play under a ruleset are worked out
from it, one set at a time, in the box's order:

* the short game takes one copy of each multi-colour design a set holds twice or more (colours and symbols alike,
  in any rotation) out of play: the later copy, unless only the later copy is replaced by an expansion tile in
  play, when it is the earlier one (so the expansion tile keeps its base tile);
* the expansion puts each expansion tile in the place of the base tile it replaces; a base tile the short game
  took out takes its expansion tile with it. Without the expansion option the expansion tiles stay in the box.
"""

from __future__ import annotations

from collections.abc import Mapping

from .rules import LetilesRules
from .tiles import Tile, TileSet

SHORT_GAME = "removed by the short game (one copy of each duplicated multi-colour design)"
IN_THE_BOX = "an expansion tile, in play only under the expansion rule"


def _short_game_removals(base: tuple[Tile, ...], replaced: Mapping[str, Tile]) -> set[str]:
    """The base tiles the short game takes out: one copy of each duplicated multi-colour design per set."""
    groups: dict[tuple[str, tuple[object, ...]], list[Tile]] = {}
    for tile in base:
        if len({b.colour for _, b in tile.blocks}) > 1:
            groups.setdefault((tile.set, tile.layout(symbols=True)), []).append(tile)
    out = set()
    for copies in groups.values():
        if len(copies) < 2:
            continue
        first, later = copies[0], copies[1]
        out.add(first.id if later.id in replaced and first.id not in replaced else later.id)
    return out


def tiles_in_play(tileset: TileSet, rules: LetilesRules | None = None) -> TileSet:
    """Return the tiles in play under ``rules`` (every tile of the box out of play listed with the reason)."""
    rules = rules or LetilesRules()
    if tileset.removed:  # already the tiles in play
        return tileset
    base = tuple(t for t in tileset.tiles if not t.expansion)
    replaced = {t.replaces: t for t in tileset.tiles if t.expansion and t.replaces is not None} if rules.expansion \
        else {}
    short = _short_game_removals(base, replaced) if rules.short_game else set()
    kept: list[Tile] = []
    removed: list[tuple[str, str]] = []
    for tile in tileset.tiles:
        if tile.expansion:
            if not rules.expansion:
                removed.append((tile.id, IN_THE_BOX))
            elif tile.replaces in short:
                removed.append((tile.id, f"its base tile {tile.replaces!r} is {SHORT_GAME}"))
            continue
        if tile.id in short:
            removed.append((tile.id, SHORT_GAME))
        elif tile.id in replaced:
            removed.append((tile.id, f"replaced by the expansion tile {replaced[tile.id].id!r}"))
            kept.append(replaced[tile.id])
        else:
            kept.append(tile)
    if not removed:
        return tileset
    return TileSet(tuple(kept), tuple(removed))


def short_game(tileset: TileSet) -> TileSet:
    """Return the tiles in play in the short game (18 of a set of 24): ``tiles_in_play`` with ``short_game`` on."""
    return tiles_in_play(tileset, LetilesRules(short_game=True))
