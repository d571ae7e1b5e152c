"""The font subset the service ships: it holds every character the pictures and the explorer write, and is served."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
from typing import Any
from urllib.parse import quote, urljoin

import pytest
from fontTools.ttLib import TTFont

from adjudicator.games.cetkaik.hands import FLASH_CJK, HAND_SYSTEMS
from adjudicator.games.cetkaik.moves import parse_notation
from adjudicator.games.cetkaik.pieces import Colour, Profession
from adjudicator.games.cetkaik.position import Position
from adjudicator.render.cetkaik_svg import Highlights, characters, render_position
from adjudicator.render.svg import WEB_FONT, WEB_FONT_URL
from adjudicator.web.fonts import EXPLORER_STATIC, FONT_FILE, explorer_characters, font_characters

BOARD = Position.initial().to_text().split()[0]
#: Positions whose pictures write every kind of word: pieces, captures, a move, a stepping, an end, a declaration.
POSITIONS = (
    Position.initial(),
    Position.from_text("o-h-c-g-T-G-C-H-O-/S-A-3t-2s-/p-P-p-P-1P-p-A+p-/9/9/3*5/p+P+p+P+1P+p+P+p+/"
                       "s+a+1t+1T+2S+/O+H+C+G+V-g+c+h+o+ A KaP vk 0 0:40 x4 f over:A:score_reached_limit"),
    Position.from_text(f"{BOARD} IA - - 3 20:20 x1 f over:draw:last_season_ended"),
    Position.from_text(f"{BOARD} A - - 1 20:20 x2 f await:同色獣+王+撃皇-5+皇再来-3"),
)


@pytest.fixture(scope="module")
def cmap() -> set[str]:
    """The characters the shipped font maps."""
    font = TTFont(io.BytesIO(FONT_FILE.read_bytes()))
    return {chr(code) for code in font.getBestCmap()}


def written(svg: str) -> set[str]:
    """Every character of the texts of a picture (its <title>, <desc> and <text> elements)."""
    root = ET.fromstring(svg)
    return {ch for element in root.iter() for ch in (element.text or "")} - {"\n"}


def test_the_font_holds_exactly_the_characters_of_the_pictures_and_the_explorer(cmap: set[str]) -> None:
    wanted = font_characters()
    assert cmap == wanted, (f"the font subset is stale (run `make font`): missing {''.join(sorted(wanted - cmap))!r}, "
                            f"extra {''.join(sorted(cmap - wanted))!r}")


def test_every_piece_hand_colour_and_declaration_is_in_the_font(cmap: set[str]) -> None:
    for profession in Profession:
        assert profession.cjk in cmap
    assert {colour.cjk for colour in Colour} | set("片皇心再行終季撃来" + FLASH_CJK) <= cmap
    for kinds in HAND_SYSTEMS.values():
        assert all(set(kind.cjk) <= cmap for kind in kinds)
    assert characters() <= cmap
    assert set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz·×−") <= cmap


def test_every_character_a_picture_writes_is_in_the_font(cmap: set[str]) -> None:
    highlights = Highlights(move=parse_notation("LAU片LAILY"), last_move=parse_notation("黒兵CA"))
    for position in POSITIONS:
        for picture in (render_position(position), render_position(position, highlights=highlights)):
            assert written(picture) <= cmap, "".join(sorted(written(picture) - cmap))


def test_every_character_of_the_explorer_is_in_the_font(cmap: set[str]) -> None:
    assert explorer_characters() <= cmap
    assert set("船兵弓車虎馬筆巫将王片皇赤黒心") <= explorer_characters()  # the script's notation patterns


def test_the_font_has_a_name_of_its_own_and_its_licence_beside_it() -> None:
    font = TTFont(io.BytesIO(FONT_FILE.read_bytes()))
    assert font.flavor == "woff2"
    names = font["name"]
    assert names.getDebugName(1) == WEB_FONT
    # a derived IPA font must not bear the original's name (IPA Font License v1.0, article 3.1 (4))
    assert not [record for record in names.names if record.nameID in (1, 3, 4, 6, 16, 17)
                and "IPA" in record.toUnicode()]
    licence = (FONT_FILE.parent / "IPA_Font_License_Agreement_v1.0.txt").read_text(encoding="utf-8")
    assert "IPA Font License Agreement v1.0" in licence and "Derived Program" in licence
    assert "IPA Mincho" in (FONT_FILE.parent / "README.txt").read_text(encoding="utf-8")


def test_the_app_serves_the_font_the_pictures_and_the_explorer_refer_to(client: Any) -> None:
    answer = client.get(WEB_FONT_URL)
    assert answer.status_code == 200 and answer.mimetype == "font/woff2"
    assert answer.data == FONT_FILE.read_bytes()
    # the picture asks for it by that URL, and its answer's policy lets it load a font from the service
    picture = client.get(f"/v1/cetkaik/render?position_text={quote(Position.initial().to_text())}")
    assert f"src:url({WEB_FONT_URL}) format('woff2')" in picture.get_data(as_text=True)
    policy = picture.headers["Content-Security-Policy"]
    assert "font-src 'self'" in policy.split("; ") and "default-src 'none'" in policy
    # the explorer's style sheet declares the same family at the same file
    css = (EXPLORER_STATIC / "explorer.css").read_text(encoding="utf-8")
    (face,) = re.findall(r'@font-face \{\s*font-family: "([^"]+)";\s*src: url\("([^"]+)"\)', css)
    assert face[0] == WEB_FONT
    assert urljoin("/explorer/static/explorer.css", face[1]) == WEB_FONT_URL
    assert client.get("/explorer/static/explorer.css").status_code == 200
