from __future__ import annotations

import pytest

from adjudicator.games.letiles import (
    Block,
    LetilesError,
    LetilesRules,
    area_points,
    parse_players,
    score_blocks,
)
from adjudicator.games.letiles.tiles import Cell

_COLOURS = {"R": "red", "B": "blue", "Y": "yellow"}
_SYMBOLS = {"o": "circle", "+": "cross", "^": "triangle", ".": None}


def grid(*rows: str) -> dict[Cell, Block]:
    """Two characters per cell: colour (R/B/Y, or '.' for empty) and symbol (o + ^ or '.'); top row first."""
    blocks: dict[Cell, Block] = {}
    for r, row in enumerate(rows):
        y = len(rows) - 1 - r
        for x in range(len(row) // 2):
            colour, symbol = row[2 * x], row[2 * x + 1]
            if colour != ".":
                blocks[(x, y)] = Block(_COLOURS[colour], _SYMBOLS[symbol])  # type: ignore[arg-type]
    return blocks


def strip(colour: str, n: int, symbols: str = "") -> str:
    return "".join(colour + (symbols[i] if i < len(symbols) else ".") for i in range(n))


def test_area_points_table() -> None:
    expected = {0: 0, 3: 0, 4: 1, 6: 1, 7: 3, 9: 3, 10: 6, 11: 3, 12: 1, 13: 0, 20: 0}
    assert {n: area_points(n) for n in expected} == expected


def test_worked_example_red_scores_19() -> None:
    blocks = grid(
        strip("R", 5),
        "",
        strip("R", 9),
        "",
        strip("R", 10),
        "",
        strip("R", 14, "oooo"),
        "",
        strip("B", 4) + ".." + strip("B", 5) + ".." + strip("B", 7),
    )
    sheet = score_blocks(blocks, ("red", "blue", "yellow"))
    red, blue, yellow = sheet.players
    assert (red.area_points, red.largest_area_bonus, red.most_areas_bonus, red.symbol_bonus) == (10, 3, 3, 3)
    assert red.total == 19
    assert (blue.areas, blue.total) == (3, 1 + 1 + 3)
    assert yellow.total == 0
    assert sheet.winners == ("red",)
    assert sorted(a.size for a in sheet.areas if a.colour == "red") == [5, 9, 10, 14]


def test_symbol_rule_connected_versus_count() -> None:
    blocks = grid(strip("R", 7, "o.o.o.o"))
    assert score_blocks(blocks, ("red", "blue")).players[0].symbol_bonus == 0
    counted = score_blocks(blocks, ("red", "blue"), LetilesRules(symbol_rule="count"))
    assert counted.players[0].symbol_bonus == 3


def test_symbol_bonus_at_most_once_per_area_per_symbol() -> None:
    blocks = grid(strip("R", 12, "oooo.oooo"))
    assert score_blocks(blocks, ("red", "blue")).players[0].symbol_bonus == 3


def test_symbol_of_another_player_in_an_area_pays_that_player() -> None:
    blocks = grid(strip("R", 10, "++++^^^^"))
    sheet = score_blocks(blocks, ("red", "blue", "yellow"))
    assert [p.symbol_bonus for p in sheet.players] == [0, 3, 3]
    capped = score_blocks(blocks, ("red", "blue", "yellow"), LetilesRules(symbol_cap="per_area"))
    assert [p.symbol_bonus for p in capped.players] == [0, 3, 3]  # tied on 4 symbols each
    blocks = grid(strip("R", 10, "++++^^^^^"))
    capped = score_blocks(blocks, ("red", "blue", "yellow"), LetilesRules(symbol_cap="per_area"))
    assert [p.symbol_bonus for p in capped.players] == [0, 0, 3]


def test_two_players_ignore_the_unused_colour_and_its_symbols() -> None:
    blocks = grid(strip("Y", 20), "", strip("R", 10, "^^^^"), "", strip("B", 5))
    sheet = score_blocks(blocks, ("red", "blue"))
    assert all(a.colour != "yellow" for a in sheet.areas)
    red, blue = sheet.players
    assert (red.total, blue.total) == (6 + 3 + 3, 1 + 3)  # largest (10) and most areas tied at 1 each


def test_largest_and_most_areas_bonuses_go_to_every_tied_player() -> None:
    blocks = grid(strip("R", 8), "", strip("B", 8))
    red, blue = score_blocks(blocks, ("red", "blue")).players
    assert red.largest_area_bonus == blue.largest_area_bonus == 3
    assert red.most_areas_bonus == blue.most_areas_bonus == 3


def test_thirteen_plus_area_counts_for_bonuses_but_scores_zero() -> None:
    blocks = grid(strip("R", 13), "", strip("B", 10))
    red, blue = score_blocks(blocks, ("red", "blue")).players
    assert (red.area_points, red.largest_area_bonus, red.most_areas_bonus) == (0, 3, 3)
    assert (blue.area_points, blue.largest_area_bonus, blue.most_areas_bonus) == (6, 0, 3)


def test_groups_of_three_are_not_areas_and_an_empty_table_gives_no_bonus() -> None:
    sheet = score_blocks(grid(strip("R", 3)), ("red", "blue"))
    assert sheet.areas == ()
    assert [p.total for p in sheet.players] == [0, 0]
    assert sheet.draw and sheet.winners == ("red", "blue")


def test_winner_tie_break_fewest_areas() -> None:
    # red: one 10-area = 6 (+3 largest); blue: areas of 7, 4, 4, 4 = 3 + 3 (+3 most areas)  -> 9 each
    blue = "..".join([strip("B", 7), strip("B", 4), strip("B", 4), strip("B", 4)])
    blocks = grid(strip("R", 10), "", blue)
    sheet = score_blocks(blocks, ("red", "blue"))
    assert [p.total for p in sheet.players] == [9, 9]
    assert sheet.winners == ("red",) and not sheet.draw


def test_area_follows_orthogonal_connection_only() -> None:
    diagonal = grid(
        "R.R.....",
        "....R.R.",
    )
    assert score_blocks(diagonal, ("red", "blue")).areas == ()
    bent = grid(
        "R.R.....",
        "..R.R.R.",
    )
    assert [a.size for a in score_blocks(bent, ("red", "blue")).areas] == [5]


def test_players_are_validated() -> None:
    assert parse_players(["R", "青"]) == ("red", "blue")
    with pytest.raises(LetilesError, match=r"players\[1\]"):
        parse_players(["red", "green"])
    with pytest.raises(LetilesError, match="2 or 3"):
        parse_players(["red"])
    with pytest.raises(LetilesError, match="twice"):
        parse_players(["red", "red"])


def test_rules_reject_unknown_flags_and_values() -> None:
    with pytest.raises(LetilesError, match=r"rules\.colour"):
        LetilesRules.from_json({"colour": 1})
    with pytest.raises(LetilesError, match=r"rules\.symbol_rule"):
        LetilesRules.from_json({"symbol_rule": "touching"})
    assert LetilesRules.from_json({"symbol_rule": "count"}).to_json()["symbol_rule"] == "count"
