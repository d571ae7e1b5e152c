"""The Cetkaik SVG picture: well-formed, and showing exactly what it claims."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from adjudicator.games.cetkaik.movegen import legal_moves
from adjudicator.games.cetkaik.moves import parse_notation
from adjudicator.games.cetkaik.pieces import TAM2, Colour, Piece, Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import OLD_CETKAIK, Ruleset
from adjudicator.games.cetkaik.squares import FIXED_TAM_HUE, SQUARE_NAMES, WATER, parse_square
from adjudicator.games.cetkaik.transition import Casts, TurnState, apply_move
from adjudicator.render.cetkaik_svg import HEIGHT, Highlights, destinations, move_path, render_position
from adjudicator.render.svg import WEB_FONT, WEB_FONT_URL

NS = {"svg": "http://www.w3.org/2000/svg"}
SVG = "{http://www.w3.org/2000/svg}"
RULESET = Ruleset.resolve(None)
RED_INK, BLACK_INK = "#b3261e", "#1b1b1b"


def parse(svg: str) -> ET.Element:
    """Parse a picture, checking it is one well-formed SVG document."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def classed(root: ET.Element, name: str) -> list[ET.Element]:
    """Every element whose class list contains ``name``."""
    return [e for e in root.iter() if name in e.get("class", "").split()]


def board_pieces(root: ET.Element) -> list[ET.Element]:
    """The pieces (and tam2) drawn on the board."""
    (layer,) = classed(root, "pieces")
    return [g for g in layer if "piece" in g.get("class", "").split()]


def piece_at(root: ET.Element, name: str) -> ET.Element:
    """The piece drawn on a square."""
    (found,) = [g for g in board_pieces(root) if g.get("data-square") == name]
    return found


def test_the_initial_position_is_a_scalable_accessible_svg_with_49_pieces() -> None:
    root = parse(render_position(Position.initial()))
    assert root.get("role") == "img"
    assert re.fullmatch(r"0 0 \d+ \d+", root.get("viewBox", ""))
    title, desc = root[0], root[1]
    assert (title.tag, desc.tag) == (f"{SVG}title", f"{SVG}desc")
    assert root.get("aria-labelledby") == f"{title.get('id')} {desc.get('id')}"
    assert title.text is not None and "IA side to move" in title.text and "spring" in title.text
    assert desc.text is not None
    assert "red king 王 on ZA" in desc.text and "black king 王 on ZIA" in desc.text
    assert "The tam2 皇 is on ZO" in desc.text
    assert "A side's pieces are drawn upside down" in desc.text
    pieces = board_pieces(root)
    assert len(pieces) == 49
    assert len([p for p in pieces if p.get("data-profession") == "Tam2"]) == 1
    assert len(classed(root, "red")) == len(classed(root, "black")) == 24


@pytest.mark.parametrize("bottom", [Side.IA, Side.A])
def test_every_piece_shows_its_character_colour_and_side(bottom: Side) -> None:
    position = Position.initial()
    root = parse(render_position(position, bottom=bottom))
    for sq, cell in enumerate(position.board):
        if cell is None:
            continue
        g = piece_at(root, SQUARE_NAMES[sq])
        text = g.find("svg:text", NS)
        assert text is not None
        if cell is TAM2:
            assert (g.get("data-profession"), text.text, g.get("transform")) == ("Tam2", "皇", None)
            continue
        assert isinstance(cell, Piece)
        assert g.get("data-colour") == cell.colour.value
        assert g.get("data-profession") == cell.profession.value
        assert g.get("data-side") == cell.side.value
        assert text.text == cell.profession.cjk
        assert text.get("fill") == (RED_INK if cell.colour is Colour.KOK1 else BLACK_INK)
        upside_down = cell.side is not bottom
        assert (g.get("transform") or "").startswith("rotate(180 ") == upside_down


def test_either_side_can_be_at_the_bottom() -> None:
    def corner(root: ET.Element, name: str) -> tuple[float, float]:
        (rect,) = [r for r in classed(root, "square") if r.get("data-square") == name]
        return float(rect.get("x", "")), float(rect.get("y", ""))

    ia_down = parse(render_position(Position.initial(), bottom=Side.IA))
    a_down = parse(render_position(Position.initial(), bottom=Side.A))
    assert corner(ia_down, "KA") == corner(a_down, "PIA")  # the top-left corner
    assert corner(ia_down, "PIA") == corner(a_down, "KA")
    assert corner(ia_down, "ZO") == corner(a_down, "ZO")
    labels = [t.text for t in classed(ia_down, "coordinates")[0]]
    flipped = [t.text for t in classed(a_down, "coordinates")[0]]
    assert labels[0] == "K" and flipped[0] == "P"
    assert labels[-9] == "A" and flipped[-9] == "IA"  # the first row name, at the top


def test_special_squares_and_coordinates() -> None:
    root = parse(render_position(Position.initial()))
    squares = classed(root, "square")
    assert len(squares) == 81
    assert {s.get("data-square") for s in classed(root, "hue")} == {SQUARE_NAMES[sq] for sq in FIXED_TAM_HUE}
    assert {s.get("data-square") for s in classed(root, "water")} == {SQUARE_NAMES[sq] for sq in WATER}
    assert [s.get("data-square") for s in classed(root, "centre")] == ["ZO"]
    # the eight squares around the tam2 are tam2 hue too; those that are not fixed hue get a dashed frame
    near = {s.get("data-square") for s in classed(root, "hue-near-tam2")}
    assert near == {"ZU", "ZY", "TO", "XO"}
    assert len(list(classed(root, "coordinates")[0])) == 27
    assert classed(parse(render_position(Position.initial(), coordinates=False)), "coordinates") == []


def test_a_highlighted_move_shows_its_squares_its_via_point_and_an_arrow() -> None:
    move = parse_notation("LAU片LAILY")
    root = parse(render_position(Position.initial(), highlights=Highlights(move=move)))
    assert [e.get("data-square") for e in classed(root, "hl-move-src")] == ["LAU"]
    assert [e.get("data-square") for e in classed(root, "hl-move-via")] == ["LAI"]
    assert [e.get("data-square") for e in classed(root, "hl-move-dest")] == ["LY"]
    (arrow,) = classed(root, "hl-move-arrow")
    assert len(arrow.get("points", "").split()) == 3
    assert arrow.get("stroke-dasharray") is None
    assert classed(root, "move")[0].get("data-move") == "LAU片LAILY"
    assert "Highlighted move LAU片LAILY: LAU then LAI then LY, stepping over LAI" in (root[1].text or "")


def test_old_cetkaik_consecutive_stepping_rings_every_vessel() -> None:
    position = Position.from_text("4k-4/9/3P-5/9/A+1v-V+4*/9/9/9/4K+4 IA - - 0 20:20 x1 f")
    move = parse_notation("KO片NOTOTI")
    assert move_path(move).squares == tuple(parse_square(n) for n in ("KO", "NO", "TO", "TI"))
    root = parse(render_position(position, ruleset=OLD_CETKAIK, highlights=Highlights(move=move)))
    assert [e.get("data-square") for e in classed(root, "hl-move-via")] == ["NO", "TO"]
    assert classed(root, "hl-move-mid") == []
    assert [e.get("data-square") for e in classed(root, "hl-move-dest")] == ["TI"]
    assert "KO then NO then TO then TI, stepping over NO then TO" in (root[1].text or "")
    selected = parse(render_position(position, ruleset=OLD_CETKAIK, highlights=Highlights(square=parse_square("KO"))))
    assert {"TI", "TU", "MO"} <= {e.get("data-square") for e in classed(selected, "hl-dest")}


def test_ranged_tam2_and_drop_moves_are_drawn_by_their_kind() -> None:
    ranged = parse(render_position(Position.initial(), highlights=Highlights(move=parse_notation("KAU片LAU心NAU"))))
    assert classed(ranged, "hl-move-arrow")[0].get("stroke-dasharray")  # the sticks decide: dashed
    tam = parse(render_position(Position.initial(), highlights=Highlights(move=parse_notation("ZO皇[TO]TU"))))
    assert [e.get("data-square") for e in classed(tam, "hl-move-mid")] == ["TO"]
    assert [e.get("data-square") for e in classed(tam, "hl-move-dest")] == ["TU"]
    drop = parse(render_position(Position.initial(), highlights=Highlights(move=parse_notation("黒兵ZU"))))
    assert [e.get("data-square") for e in classed(drop, "hl-move-dest")] == ["ZU"]
    assert classed(drop, "hl-move-arrow") == [] and classed(drop, "hl-move-src") == []


def test_a_highlighted_square_marks_every_legal_destination() -> None:
    position = Position.initial()
    for name in ("ZO", "LAU", "ZAI", "KA"):
        sq = parse_square(name)
        expected = {SQUARE_NAMES[move_path(m).squares[-1]] for m in legal_moves(position, RULESET)
                    if m.kind != "FromHand" and m.src == sq}
        root = parse(render_position(position, highlights=Highlights(square=sq)))
        assert [e.get("data-square") for e in classed(root, "hl-selected")] == [name]
        assert {e.get("data-square") for e in classed(root, "hl-dest")} == expected
        assert len(classed(root, "hl-dest")) == len(expected)
    assert len(destinations(position, parse_square("ZO"), RULESET)) > 8  # the tam2 moves twice
    assert destinations(position, parse_square("KA"), RULESET) == ()  # not the mover's piece


def test_in_the_excited_state_the_stepping_piece_shows_its_allowed_final_squares() -> None:
    move = parse_notation("KAU片LAU心NAU")
    outcome = next(o for o in apply_move(Position.initial(), move, RULESET, casts=Casts(stepping=5)).outcomes
                   if o.state is TurnState.EXCITED)
    excited = outcome.position
    finals = {m.dest for m in legal_moves(excited, RULESET) if m.kind == "AfterHalfAcceptance" and m.dest is not None}
    assert set(destinations(excited, parse_square("KAU"), RULESET)) == finals
    root = parse(render_position(excited, highlights=Highlights(move=parse_notation("NAU"))))
    assert [e.get("data-square") for e in classed(root, "hl-move-via")] == ["LAU"]
    assert "stepped from KAU over LAU towards NAU, cast 5" in (root[1].text or "")


def test_the_last_move_is_shaded_and_the_hop1zuo1_are_beside_the_board() -> None:
    position = Position.from_text("9/9/9/9/4*4/9/9/9/9 IA PPPPPPPPppppppppAaCcT Vv 0 20:20 x1 f")
    root = parse(render_position(position, highlights=Highlights(last_move=parse_notation("ZU片ZO"))))
    assert [e.get("data-square") for e in classed(root, "hl-last")] == ["ZU", "ZO"]
    panels = {g.get("data-side"): g for g in classed(root, "hop1zuo1")}
    assert panels["IASide"].get("data-count") == "21" and panels["ASide"].get("data-count") == "2"
    ia_captured = classed(panels["IASide"], "captured")
    assert [g.get("data-profession") for g in ia_captured[:2]] == ["Kauk2", "Kauk2"]
    assert all(g.get("transform") is None for g in ia_captured)  # the IA side is at the bottom: upright
    assert all(g.get("transform", "").startswith("rotate(180") for g in classed(panels["ASide"], "captured"))
    small = ia_captured[0].find("svg:rect", NS)
    big = classed(panels["ASide"], "captured")[0].find("svg:rect", NS)
    assert small is not None and big is not None
    assert float(small.get("width", "")) < float(big.get("width", ""))  # 21 pieces: smaller tiles
    assert len(classed(panels["IASide"], "turn-marker")) == 1 and classed(panels["ASide"], "turn-marker") == []
    assert "Hop1zuo1 of the A side: red vessel 船, black vessel 船." in (root[1].text or "")


def test_the_picture_is_deterministic_and_self_contained() -> None:
    highlights = Highlights(move=parse_notation("LAU片LAILY"), square=parse_square("ZO"))
    first = render_position(Position.initial(), highlights=highlights, bottom=Side.A)
    assert first == render_position(Position.initial(), highlights=highlights, bottom=Side.A)
    assert "http://" not in first.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in first and "<image" not in first and "@import" not in first
    # the only things referred to: the arrow head, and the service's own font (a path on the same server)
    assert set(re.findall(r"url\(([^)]*)\)", first)) == {"#adj-arrow", WEB_FONT_URL}
    assert f"@font-face{{font-family:'{WEB_FONT}';src:url({WEB_FONT_URL}) format('woff2')" in first
    fonts = set(re.findall(r'font-family="([^"]*)"', first))
    assert fonts and all(f.rstrip().endswith(("serif", "sans-serif")) for f in fonts)
    assert all(f"'{WEB_FONT}'" in f for f in fonts)  # every text may fall back on the shipped subset


# --- where the game stands: over, or awaiting a declaration ------------------------------------------------------

BOARD = Position.initial().to_text().split()[0]


def texts(root: ET.Element, css: str) -> list[str]:
    """The texts of the ``<text>`` elements under the elements of class ``css``."""
    return [t.text or "" for e in classed(root, css) for t in e.iter(f"{SVG}text")]


def status_of(root: ET.Element) -> str:
    (status,) = classed(root, "status")
    return status.text or ""


def test_a_finished_game_says_who_won_and_marks_no_side_to_move() -> None:
    position = Position.from_text(f"{BOARD} A - - 3 0:40 x4 t over:A:score_reached_limit")
    root = parse(render_position(position))
    title, desc = root[0].text or "", root[1].text or ""
    assert "to move" not in title + desc + status_of(root)
    assert title.startswith("Cetkaik position: game over: A side won (a score reached its limit), winter")
    assert "game over: A side won" in status_of(root) and "game over: A side won" in desc
    assert classed(root, "turn-marker") == []
    (banner,) = classed(root, "game-over")
    assert (banner.get("data-victor"), banner.get("data-reason")) == ("ASide", "score_reached_limit")
    assert texts(root, "game-over") == ["Game over: A side won (a score reached its limit)",
                                        "Final scores: IA side 0, A side 40"]
    panels = {g.get("data-side"): g for g in classed(root, "hop1zuo1")}
    assert len(classed(panels["ASide"], "victor-marker")) == 1 and classed(panels["IASide"], "victor-marker") == []
    height = int(root.get("height", ""))
    assert root.get("viewBox", "").split()[3] == str(height) and height > HEIGHT  # room for the band
    # the band lies inside the picture
    (band,) = banner.iter(f"{SVG}rect")
    assert float(band.get("y", "")) + float(band.get("height", "")) <= float(root.get("height", ""))


def test_a_drawn_game_names_no_victor() -> None:
    root = parse(render_position(Position.from_text(f"{BOARD} IA - - 3 20:20 x1 f over:draw:last_season_ended")))
    (banner,) = classed(root, "game-over")
    assert banner.get("data-victor") == "draw"
    assert texts(root, "game-over")[0] == "Game over: a draw (the last season ended)"
    assert classed(root, "turn-marker") == [] and classed(root, "victor-marker") == []
    assert "to move" not in (root[0].text or "")


def test_an_awaited_declaration_names_the_side_that_must_declare_and_the_hands_it_formed() -> None:
    position = Position.from_text(f"{BOARD} A - - 1 20:20 x2 f await:獣+王+撃皇-5")
    root = parse(render_position(position))
    title, desc = root[0].text or "", root[1].text or ""
    assert title.startswith("Cetkaik position: A side must declare 再行 or 終季, summer")
    assert "to move" not in title + status_of(root)
    assert "A side must declare 再行 or 終季" in status_of(root)
    (banner,) = classed(root, "awaiting-declaration")
    assert banner.get("data-side") == "ASide"
    assert banner.get("data-hands") == "獣 王 撃皇"  # the hands (in the position's order), then the penalties
    assert texts(root, "awaiting-declaration") == ["A side must declare 再行 (ty mok1) or 終季 (ta xot1)",
                                                   "Formed 獣, 王 and incurred 撃皇 (−5)"]
    assert "Formed 獣, 王 and incurred 撃皇 (−5); the A side must declare 再行 (ty mok1) or 終季 (ta xot1)." in desc
    panels = {g.get("data-side"): g for g in classed(root, "hop1zuo1")}
    (marker,) = classed(root, "declaration-marker")
    assert marker in list(panels["ASide"].iter()) and classed(panels["IASide"], "turn-marker") == []
    assert classed(root, "game-over") == []


def test_a_declaration_forced_by_a_penalty_alone_says_so() -> None:
    root = parse(render_position(Position.from_text(f"{BOARD} IA - - 0 20:20 x1 f await:皇再来-3")))
    assert texts(root, "awaiting-declaration") == ["IA side must declare 再行 (ty mok1) or 終季 (ta xot1)",
                                                   "Incurred 皇再来 (−3)"]


def test_a_position_in_play_has_no_band_and_keeps_its_height() -> None:
    root = parse(render_position(Position.initial()))
    assert classed(root, "game-over") == classed(root, "awaiting-declaration") == []
    assert root.get("height") == str(HEIGHT)
