"""Pictures on a machine without a CJK font: the service's own glyph font draws the pieces.

A headless Chromium is started with a fontconfig of the test's own (``FONTCONFIG_FILE``) that lists one
directory of fonts without any CJK face (DejaVu's where it is installed), as on a machine where no CJK font was
ever installed. It opens the service's SVG pictures (``GET /v1/cetkaik/render``) of a finished game and of a
position awaiting a declaration, served by a real gunicorn (the session's ``live_server``). The font subset the
picture declares must be loaded and used: the same picture with its ``@font-face`` removed, opened at the same
origin, must paint other pixels (there, every piece is an empty box). The two screenshots are written to
``$ADJ_SCREENSHOT_DIR`` when it is set (``picture-finished-no-cjk.png`` and ``picture-awaiting-no-cjk.png``).

Without Chromium or fontconfig's tools the tests are skipped, except in CI (``CI`` set), where they must run.
"""

from __future__ import annotations

import base64
import os
import shutil
import subprocess
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.cetkaik.kiaak import replay_record
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.render.svg import WEB_FONT, font_face

from .cdp import Chromium, find_chromium
from .png import decode

CHROMIUM = find_chromium()
FC_LIST, FC_MATCH = shutil.which("fc-list"), shutil.which("fc-match")
RECORD = Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt"
#: Where the test asks the browser for the picture without its font face (answered by the test, not the service).
NO_FONT_PATH = "/no-font-face.svg"

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif((CHROMIUM is None or FC_LIST is None or FC_MATCH is None) and not os.environ.get("CI"),
                       reason="Chromium or fontconfig's fc-list is not installed (apt-get install chromium); "
                              "in CI this test must run"),
]


def fontconfig(*args: str, env: dict[str, str] | None = None) -> list[str]:
    """The lines one of fontconfig's tools prints (``fc-list`` or ``fc-match`` with its arguments)."""
    done = subprocess.run(args, env=env, capture_output=True, text=True, check=True, timeout=120)
    return [line for line in done.stdout.splitlines() if line.strip()]


def font_directory_without_cjk() -> Path:
    """A directory of installed fonts none of which covers Japanese (DejaVu's if it is one of them)."""
    assert FC_LIST is not None
    cjk = {Path(f) for f in fontconfig(FC_LIST, "-f", "%{file}\n", ":lang=ja")}
    directories: dict[Path, set[Path]] = {}
    for name in fontconfig(FC_LIST, "-f", "%{file}\n"):
        directories.setdefault(Path(name).parent, set()).add(Path(name))
    free = sorted((d for d, files in directories.items() if not files & cjk),
                  key=lambda d: ("dejavu" not in str(d).lower(), str(d)))
    if not free:
        pytest.fail("every installed font directory holds a CJK font: install fonts-dejavu-core")
    return free[0]


@pytest.fixture(scope="module")
def no_cjk_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment of a machine without CJK fonts: a fontconfig listing one directory with none."""
    if CHROMIUM is None or FC_LIST is None or FC_MATCH is None:
        pytest.fail("CI is set but Chromium or fontconfig's tools are missing: install Debian's 'chromium' package")
    directory = tmp_path_factory.mktemp("fontconfig")
    config = directory / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
        f"  <dir>{font_directory_without_cjk()}</dir>\n  <cachedir>{directory / 'cache'}</cachedir>\n"
        "</fontconfig>\n", encoding="utf-8")
    return {**os.environ, "FONTCONFIG_FILE": str(config)}


@pytest.fixture
def browser(tmp_path: Path, no_cjk_env: dict[str, str]) -> Iterator[Chromium]:
    """A fresh headless Chromium that sees no CJK font."""
    assert CHROMIUM is not None
    chromium = Chromium(CHROMIUM, tmp_path / "profile", env=no_cjk_env)
    try:
        yield chromium
    finally:
        chromium.close()


def positions() -> dict[str, str]:
    """The text forms of a finished game (the record's end) and of the first position awaiting a declaration."""
    replay = replay_record(RECORD.read_text(encoding="utf-8"), Ruleset.resolve(None))
    awaiting = next(step.position for step in replay.steps if step.position.to_text().endswith(" await:王"))
    return {"finished": replay.final_position.to_text(), "awaiting": awaiting.to_text()}


def painted(browser: Chromium) -> tuple[bytes, list[str]]:
    """Wait for the page's fonts, and return a screenshot and the status of each of the glyph font's faces."""
    statuses = browser.evaluate(
        f"document.fonts.load('20px \"{WEB_FONT}\"', '王').then(() => document.fonts.ready)"
        f".then(() => [...document.fonts].filter(f => f.family.replace(/[\"']/g, '') === '{WEB_FONT}')"
        ".map(f => f.status))"
        ".then(s => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(s)))))")
    return browser.screenshot(), list(statuses)


def differing_pixels(first: bytes, second: bytes) -> int:
    """How many pixels of two screenshots of one size differ."""
    a, b = decode(first), decode(second)
    assert (a.width, a.height) == (b.width, b.height)
    return sum(a.rgb(x, y) != b.rgb(x, y) for y in range(a.height) for x in range(a.width))


def test_the_browser_sees_no_cjk_font(no_cjk_env: dict[str, str]) -> None:
    assert FC_LIST is not None and FC_MATCH is not None
    assert fontconfig(FC_LIST, ":lang=ja", env=no_cjk_env) == []
    matched = fontconfig(FC_MATCH, "-f", "%{family}\n", ":lang=ja", env=no_cjk_env)
    assert matched and not set(matched[0].split(",")) & {
        family for line in fontconfig(FC_LIST, "-f", "%{family}\n", ":lang=ja") for family in line.split(",")}
    assert fontconfig(FC_LIST, env=no_cjk_env)  # the browser still has a (Latin) font


@pytest.mark.parametrize(("state", "words"), [
    ("finished", "Game over: A side won (a score reached its limit)"),
    ("awaiting", "IA side must declare 再行 (ty mok1) or 終季 (ta xot1)"),
])
def test_a_picture_draws_its_pieces_with_the_served_font(
    browser: Chromium, live_server: Any, screenshots: Path, state: str, words: str
) -> None:
    query = urllib.parse.urlencode({"position_text": positions()[state]}, quote_via=urllib.parse.quote)
    url = f"{live_server.url}/v1/cetkaik/render?{query}"
    with urllib.request.urlopen(url, timeout=30) as answer:
        svg = answer.read().decode("utf-8")
    assert words in svg and font_face() in svg
    width, height = (int(svg.split(f'{side}="', 1)[1].split('"', 1)[0]) for side in ("width", "height"))
    browser.set_viewport(width, height)

    browser.navigate(url)
    shot, statuses = painted(browser)
    assert statuses == ["loaded"]  # the face the picture declares, fetched from the service
    assert browser.evaluate(f"document.fonts.check('20px \"{WEB_FONT}\"', '王再行')") is True
    (screenshots / f"picture-{state}-no-cjk.png").write_bytes(shot)
    assert (decode(shot).width, decode(shot).height) == (width, height)

    # the same picture without its @font-face, at the same origin: nothing to draw the CJK characters with
    browser.command("Fetch.enable", {"patterns": [{"urlPattern": f"*{NO_FONT_PATH}"}]})
    browser.evaluate(f"void (location.href = '{live_server.url}{NO_FONT_PATH}')")  # the answer comes below
    paused = browser.wait_for_event("Fetch.requestPaused")["params"]
    body = svg.replace(font_face(), "").encode("utf-8")
    browser.command("Fetch.fulfillRequest", {
        "requestId": paused["requestId"], "responseCode": 200, "body": base64.b64encode(body).decode("ascii"),
        "responseHeaders": [{"name": "Content-Type", "value": "image/svg+xml"}],
    })
    browser.wait_for_event("Page.loadEventFired")
    browser.command("Fetch.disable")
    bare, bare_statuses = painted(browser)
    assert bare_statuses == []
    assert differing_pixels(shot, bare) > 5000  # there every piece and 片 is an empty box
    assert browser.page_errors() == []
