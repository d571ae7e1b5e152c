"""The explorer page in a real headless Chromium, served by a real gunicorn (the session's ``live_server``).

The browser is driven over the DevTools protocol (see ``cdp.py``): the test types into the page, clicks with
mouse events, waits for the page to report that its requests are done (``explorer.whenIdle()``), then checks
the DOM and the pixels of screenshots. Screenshots are written to ``$ADJ_SCREENSHOT_DIR`` (default: a
temporary directory of the test session).

Without Chromium the tests are skipped, except in CI (``CI`` set), where they must run.
"""

from __future__ import annotations

import base64
import json
import os
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.cetkaik.kiaak import Play, write_record
from adjudicator.games.cetkaik.movegen import annotate, legal_moves
from adjudicator.games.cetkaik.moves import Move, to_notation
from adjudicator.games.cetkaik.pieces import Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import PRESETS, Ruleset
from adjudicator.games.cetkaik.squares import SQUARE_NAMES
from adjudicator.games.cetkaik.transition import TurnState, apply_move
from adjudicator.render.cetkaik_svg import destinations, move_path

from .cdp import Chromium, find_chromium
from .png import SIGNATURE, decode

CHROMIUM = find_chromium()
VIEWPORT = (1400, 1000)
RULESET = Ruleset.resolve(None)

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                       reason="Chromium is not installed (apt-get install chromium); in CI this test must run"),
]


def a_game(plies: int) -> tuple[str, list[Position], list[Move]]:
    """Play a deterministic game (captures first, then the most forward move) and return its kiaak record.

    Only moves that need no stick cast and form no hand are chosen, so every ply has one outcome.
    """
    position = Position.initial(Side.IA)
    positions, moves = [position], []
    for _ in range(plies):
        best: tuple[tuple[Any, ...], Move, Position] | None = None
        for move in legal_moves(position, RULESET):
            if move.kind not in ("SrcDst", "SrcStepDstFinite"):
                continue
            note = annotate(position, move, RULESET)
            if note.water_entry or note.tam2_penalty:
                continue
            (outcome,) = apply_move(position, move, RULESET).outcomes
            if outcome.state is not TurnState.TURN_PASSED:
                continue
            forward = (move.dest // 9 - move.src // 9) * (1 if position.to_play is Side.A else -1)
            key = (note.captured is None, -forward, move.src, move.dest)
            if best is None or key < best[0]:
                best = (key, move, outcome.position)
        assert best is not None
        _, move, position = best
        moves.append(move)
        positions.append(position)
    record = write_record([Play(m) for m in moves], [Side.IA], RULESET)
    return record, positions, moves


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Chromium]:
    """A fresh headless Chromium with an empty profile, its viewport set."""
    if CHROMIUM is None:
        pytest.fail("CI is set but Chromium is not installed: install Debian's 'chromium' package")
    chromium = Chromium(CHROMIUM, tmp_path / "profile")
    try:
        chromium.set_viewport(*VIEWPORT)
        yield chromium
    finally:
        chromium.close()


def open_explorer(browser: Chromium, base_url: str) -> None:
    """Load the explorer and wait until it has drawn the initial position."""
    browser.navigate(f"{base_url}/explorer/")
    browser.evaluate("explorer.whenIdle()")


def count(browser: Chromium, selector: str) -> int:
    """How many elements match ``selector``."""
    return int(browser.evaluate(f"document.querySelectorAll({json.dumps(selector)}).length"))


def text_of(browser: Chromium, selector: str) -> str:
    """The text content of the element matching ``selector``."""
    return str(browser.evaluate(f"document.querySelector({json.dumps(selector)}).textContent"))


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG."""
    assert data.startswith(SIGNATURE)
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def colour_at(browser: Chromium, x: float, y: float) -> tuple[int, int, int]:
    """The colour Chromium painted at page point ``(x, y)`` (from a tiny screenshot around it)."""
    return decode(browser.screenshot(clip={"x": x - 2, "y": y - 2, "width": 4, "height": 4})).rgb(2, 2)


def read_back_as_listed(browser: Chromium, url: str) -> bool:
    """Whether the moves the explorer holds (asked for in the compact form and read back by its own code) are
    exactly the entries of the service's full-form list of the position it shows."""
    body = {"position_text": browser.evaluate("explorer.state.positionText"),
            "ruleset": browser.evaluate("explorer.state.ruleset")}
    request = urllib.request.Request(f"{url}/v1/cetkaik/moves", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        full = json.loads(answer.read())["moves"]
    held = json.loads(str(browser.evaluate("JSON.stringify(explorer.state.moves)")))
    return bool(full) and held == full


def centre_colour(browser: Chromium, selector: str) -> tuple[int, int, int]:
    """The colour Chromium painted at the centre of an element."""
    box = browser.box(selector)
    return colour_at(browser, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def test_explorer_shows_the_initial_position_and_its_legal_moves(
    browser: Chromium, live_server: Any, screenshots: Path
) -> None:
    open_explorer(browser, live_server.url)

    assert count(browser, "#board svg[role=img]") == 1
    assert count(browser, "#board .pieces .piece") == 49
    assert count(browser, "#board .piece.red") == 24
    assert count(browser, "#board .piece.black") == 24
    assert count(browser, "#board .piece.tam2[data-square=ZO]") == 1
    assert text_of(browser, "#board .piece[data-square=ZIA] text") == "王"
    assert browser.evaluate("document.querySelector('#board .piece[data-square=ZIA]').dataset.side") == "IASide"
    # the A side is at the top, upside down; the IA side (at the bottom) is upright
    assert count(browser, "#board .piece[data-side=ASide][transform^='rotate(180']") == 24
    assert count(browser, "#board .piece[data-side=IASide][transform]") == 0
    assert "IA side to move" in text_of(browser, "#board svg title")
    assert count(browser, "#moves li") == 249
    assert text_of(browser, "#move-count") == "(249)"
    assert read_back_as_listed(browser, live_server.url)
    assert browser.evaluate("document.querySelector('#docs-link').href").endswith("/docs/")

    shot = browser.screenshot(screenshots / "explorer-initial.png")
    assert png_size(shot) == VIEWPORT
    red, green, blue = centre_colour(browser, "#board .square[data-square=NO]")  # an empty water square
    assert blue > red + 40 and blue > green
    red, green, blue = centre_colour(browser, "#board .square[data-square=KU]")  # a plain square
    assert red > blue + 40
    assert browser.page_errors() == []


def test_explorer_steps_through_a_record_then_highlights_moves(
    browser: Chromium, live_server: Any, screenshots: Path
) -> None:
    record, positions, moves = a_game(14)
    open_explorer(browser, live_server.url)

    browser.type_into("#source", record)
    browser.click("#load")
    browser.evaluate("explorer.whenIdle()")
    assert browser.evaluate("document.querySelector('#record').hidden") is False
    assert text_of(browser, "#ply") == f"Ply 0 of {len(moves)}"
    assert text_of(browser, "#position-text") == positions[0].to_text()
    for ply in (1, 2, 3):
        browser.click("#next")
        browser.evaluate("explorer.whenIdle()")
        assert text_of(browser, "#ply") == f"Ply {ply} of {len(moves)}"
        assert text_of(browser, "#position-text") == positions[ply].to_text()
        path = move_path(moves[ply - 1]).squares
        shaded = browser.evaluate("[...document.querySelectorAll('#board .hl-last')].map(e => e.dataset.square)")
        assert shaded == [SQUARE_NAMES[sq] for sq in path]
        assert text_of(browser, "#ply-move").startswith(f"Played: {SQUARE_NAMES[moves[ply - 1].src]}")
    browser.click("#last")
    browser.evaluate("explorer.whenIdle()")
    middle = positions[-1]
    assert text_of(browser, "#position-text") == middle.to_text()
    assert f"IA side {middle.ia_score}, A side {middle.a_score}" in text_of(browser, "#scores")
    on_board = sum(cell is not None for cell in middle.board)
    assert count(browser, "#board .pieces .piece") == on_board < 49
    held = len(middle.hop1zuo1(Side.IA)) + len(middle.hop1zuo1(Side.A))
    assert count(browser, "#board .hop1zuo1 .captured") == held > 0
    assert read_back_as_listed(browser, live_server.url)  # a mid-game position, with pieces in hand

    # click a piece: its legal destinations are marked and the move list keeps only its moves
    stepping = next(m for m in legal_moves(middle, RULESET) if m.kind == "SrcStepDstFinite")
    source = SQUARE_NAMES[stepping.src]
    browser.click(f"#board .piece[data-square={source}]")
    browser.evaluate("explorer.whenIdle()")
    expected = [SQUARE_NAMES[sq] for sq in destinations(middle, stepping.src, RULESET)]
    assert count(browser, f"#board .hl-selected[data-square={source}]") == 1
    shown = browser.evaluate("[...document.querySelectorAll('#board .hl-dest')].map(e => e.dataset.square)")
    assert sorted(shown) == sorted(expected)
    listed = browser.evaluate("[...document.querySelectorAll('#moves button')].map(b => b.dataset.notation)")
    assert listed and all(n.startswith(f"{source}片") for n in listed)

    # click one of its moves in the list: the board shows its squares, the via point and an arrow
    notation = to_notation(stepping)
    browser.click(f"#moves button[data-notation='{notation}']")
    browser.evaluate("explorer.whenIdle()")
    assert count(browser, f"#board .hl-move-src[data-square={source}]") == 1
    assert count(browser, f"#board .hl-move-via[data-square={SQUARE_NAMES[stepping.step]}]") == 1
    assert count(browser, f"#board .hl-move-dest[data-square={SQUARE_NAMES[stepping.dest]}]") == 1
    assert count(browser, "#board .hl-move-arrow") == 1
    assert count(browser, "#board .hl-last") == len(move_path(moves[-1]).squares)  # still shaded
    assert text_of(browser, "#moves button.active") == notation

    shot = browser.screenshot(screenshots / "explorer-midgame.png")
    assert png_size(shot) == VIEWPORT
    frame = browser.box(f"#board .hl-move-src[data-square={source}]")
    red, green, blue = colour_at(browser, frame["x"] + frame["width"] / 2, frame["y"])  # on its green frame
    assert green > red + 40 and green > blue
    assert browser.page_errors() == []


def test_explorer_says_so_when_the_server_cannot_replay_records(browser: Chromium, live_server: Any) -> None:
    record, positions, _ = a_game(2)
    open_explorer(browser, live_server.url)
    # the browser answers the replay request itself with a 404, as a server without that endpoint would
    browser.command("Fetch.enable", {"patterns": [{"urlPattern": "*/v1/cetkaik/records/replay"}]})
    browser.type_into("#source", record)
    browser.click("#load")
    paused = browser.wait_for_event("Fetch.requestPaused")["params"]
    body = base64.b64encode(json.dumps({"code": 404, "status": "Not Found"}).encode()).decode()
    browser.command("Fetch.fulfillRequest", {
        "requestId": paused["requestId"], "responseCode": 404, "body": body,
        "responseHeaders": [{"name": "Content-Type", "value": "application/json"}],
    })
    browser.evaluate("explorer.whenIdle()")
    assert "cannot replay kiaak records" in text_of(browser, "#message")
    assert browser.evaluate("document.querySelector('#message').classList.contains('error')") is True
    assert browser.evaluate("document.querySelector('#record').hidden") is True
    assert text_of(browser, "#position-text") == positions[0].to_text()  # the board is left as it was
    assert count(browser, "#board .pieces .piece") == 49


def test_explorer_shows_the_end_of_the_game_and_lists_no_move(browser: Chromium, live_server: Any) -> None:
    record = (Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")
    open_explorer(browser, live_server.url)
    assert browser.evaluate("document.querySelector('#game-state').hidden") is True
    browser.type_into("#source", record)
    browser.click("#load")
    browser.evaluate("explorer.whenIdle()")
    for _ in range(5):  # the fifth movement captures the red king: 王 is formed, a declaration is awaited
        browser.click("#next")
        browser.evaluate("explorer.whenIdle()")
    assert text_of(browser, "#position-text").endswith(" await:王")
    assert text_of(browser, "#move-count") == "(0)"
    assert "formed 王 and must declare: ty mok1 (再行) or ta xot1 (終季)" in text_of(browser, "#game-state")
    browser.click("#last")
    browser.evaluate("explorer.whenIdle()")
    assert text_of(browser, "#position-text").endswith(" over:A:score_reached_limit")
    assert text_of(browser, "#move-count") == "(0)" and count(browser, "#moves li") == 0
    assert text_of(browser, "#game-state").startswith("The game is over: ASide won (score reached limit)")
    assert browser.evaluate("document.querySelector('#game-state').hidden") is False
    assert browser.page_errors() == []


def test_explorer_offers_every_preset_and_its_address_links_to_the_position(
    browser: Chromium, live_server: Any, screenshots: Path
) -> None:
    open_explorer(browser, live_server.url)
    offered = browser.evaluate("[...document.querySelectorAll('#ruleset option')].map(o => o.value)")
    assert offered == list(PRESETS)  # read from the service's API document, every preset
    assert browser.evaluate("document.querySelector('#ruleset').value") == "cerke_online_alpha"
    initial = Position.initial().to_text()
    assert linked(browser) == {"position": initial, "ruleset": "cerke_online_alpha"}

    # show a position awaiting a declaration under another preset: the address follows
    awaiting = ("o-h-c-g-v+G-C-H-O-/S-A-1T-1t-2s-/p-P-p-P-V-P-p-P-p-/7a-1/9/7A+1/p+P+p+P+1P+p+P+p+/"
                "s+a+1t+*T+2S+/O+H+C+G+k+g+c+h+o+ IA K - 0 20:20 x1 f await:王")  # from the 2022-09-08 record
    browser.evaluate("(() => { const s = document.querySelector('#ruleset'); s.value = 'strict_y1_huap1';"
                     " s.dispatchEvent(new Event('change')); })()")
    browser.evaluate("explorer.whenIdle()")
    browser.type_into("#source", awaiting)
    browser.click("#load")
    browser.evaluate("explorer.whenIdle()")
    assert text_of(browser, "#position-text") == awaiting
    link = {"position": awaiting, "ruleset": "strict_y1_huap1"}
    assert linked(browser) == link
    permalink = browser.evaluate("document.querySelector('#permalink').href")
    assert permalink == browser.evaluate("location.href")

    # the link, opened in a fresh page, shows that position under that preset
    browser.navigate("about:blank")
    browser.navigate(permalink)
    browser.evaluate("explorer.whenIdle()")
    assert text_of(browser, "#position-text") == awaiting
    assert browser.evaluate("document.querySelector('#ruleset').value") == "strict_y1_huap1"
    assert browser.evaluate("document.querySelector('#board .awaiting-declaration').dataset.side") == "IASide"
    assert "IA side must declare 再行 (ty mok1) or 終季 (ta xot1)" in text_of(browser, "#board .awaiting-declaration")
    assert text_of(browser, "#message") == "The linked position."
    # the service's font subset is loaded under the page's policy, and draws the pieces
    faces = browser.evaluate("document.fonts.load('20px \"Adjudicator Cetkaik\"', '王').then(f => f.length)")
    assert faces >= 1 and browser.evaluate("document.fonts.check('20px \"Adjudicator Cetkaik\"', '王再行')")
    browser.screenshot(screenshots / "explorer-linked-declaration.png")

    # a link to something that is not a position says so and shows the initial position
    browser.navigate("about:blank")
    browser.navigate(f"{live_server.url}/explorer/#position=not%20a%20position")
    browser.evaluate("explorer.whenIdle()")
    assert "The initial position is shown instead." in text_of(browser, "#message")
    assert text_of(browser, "#position-text") == initial
    assert browser.page_errors() == []


def linked(browser: Chromium) -> dict[str, str]:
    """The parameters the page's address carries after ``#``."""
    return dict(browser.evaluate("Object.fromEntries(new URLSearchParams(location.hash.slice(1)))"))
