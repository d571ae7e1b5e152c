"""A browser app on another origin calls the API: allowed with ADJ_CORS_ORIGINS, blocked by the browser without.

Two small static servers on two loopback ports play two apps' origins; a real gunicorn serves the API on a third
port with ``ADJ_CORS_ORIGINS`` naming only the first. A headless Chromium opens each app's page and runs
``fetch`` against the API: a JSON POST (which the browser must preflight) and a GET. From the allowed origin
the answers are readable, exposed headers included; from the other the browser refuses to hand them over.

Without Chromium the tests are skipped, except in CI (``CI`` set), where they must run.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.cetkaik.pieces import Side
from adjudicator.games.cetkaik.position import Position

from ..conftest import LiveServer
from .cdp import Chromium, find_chromium

CHROMIUM = find_chromium()
INITIAL = Position.initial(Side.IA).to_text()
PAGE = b"<!doctype html><html><head><meta charset='utf-8'><title>an app</title></head><body>app</body></html>"

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                       reason="Chromium is not installed (apt-get install chromium); in CI this test must run"),
]


class _Page(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(PAGE)))
        self.end_headers()
        self.wfile.write(PAGE)

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass


@pytest.fixture(scope="module")
def app_origins() -> Iterator[tuple[str, str]]:
    """Two static page servers on loopback: the allowed app's origin and another one."""
    servers = [ThreadingHTTPServer(("127.0.0.1", 0), _Page) for _ in range(2)]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    yield tuple(f"http://127.0.0.1:{server.server_address[1]}" for server in servers)  # type: ignore[misc]
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def api(app_origins: tuple[str, str]) -> Iterator[LiveServer]:
    """The API under gunicorn, allowing the first app's origin only."""
    server = LiveServer({"REDIS_URL": "", "ADJ_CORS_ORIGINS": app_origins[0]})
    server.start()
    yield server
    server.stop()


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Chromium]:
    if CHROMIUM is None:
        pytest.fail("CI is set but Chromium is not installed: install Debian's 'chromium' package")
    chromium = Chromium(CHROMIUM, tmp_path / "profile")
    try:
        yield chromium
    finally:
        chromium.close()


def fetch_from_page(browser: Chromium, api_url: str) -> dict[str, Any]:
    """In the page: GET the initial position, its moves by POST and by GET, and a bad hand; report what was readable."""
    script = """
    (async (api, text) => {
      const attempt = async (url, init) => {
        try {
          const r = await fetch(url, init);
          return {status: r.status, body: await r.json(), cache: r.headers.get('X-Cache'),
                  request_id: r.headers.get('X-Request-ID'), etag: r.headers.get('ETag')};
        } catch (e) { return {blocked: e.name + ': ' + e.message}; }
      };
      const start = await attempt(api + '/v1/cetkaik/positions/initial');
      return {
        origin: location.origin,
        start: start.blocked || start.status,
        moves: await attempt(api + '/v1/cetkaik/moves', {method: 'POST',
          headers: {'Content-Type': 'application/json', 'X-Request-ID': 'from-the-browser-app-0001'},
          body: JSON.stringify({position_text: text})}),
        got: await attempt(api + '/v1/cetkaik/moves?src=LAU&position_text=' + encodeURIComponent(text)),
        bad: await attempt(api + '/v1/cetkaik/hands', {method: 'POST',
          headers: {'Content-Type': 'application/json'}, body: JSON.stringify({pieces: ['x']})}),
      };
    })(__API__, __TEXT__)
    """.replace("__API__", json.dumps(api_url)).replace("__TEXT__", json.dumps(INITIAL))
    result: dict[str, Any] = browser.evaluate(script)
    return result


def test_a_page_on_an_allowed_origin_reads_the_answers(
    browser: Chromium, api: LiveServer, app_origins: tuple[str, str]
) -> None:
    browser.navigate(app_origins[0] + "/")
    result = fetch_from_page(browser, api.url)
    assert result["origin"] == app_origins[0] and result["origin"] != api.url
    assert result["start"] == 200
    moves = result["moves"]
    assert moves["status"] == 200 and moves["body"]["count"] == 249
    assert moves["cache"] in ("hit", "miss")  # an exposed header, readable across origins
    assert moves["request_id"] == "from-the-browser-app-0001"  # a request header the preflight allowed
    got = result["got"]  # the GET form, as a page builds its URL
    assert got["status"] == 200 and got["body"]["count"] == 12
    assert got["etag"] and got["etag"].startswith('"')  # an exposed header: a page can revalidate with it
    bad = result["bad"]
    assert bad["status"] == 422 and "pieces[0]" in bad["body"]["message"]  # errors are readable too


def test_a_page_on_another_origin_is_refused_by_the_browser(
    browser: Chromium, api: LiveServer, app_origins: tuple[str, str]
) -> None:
    browser.navigate(app_origins[1] + "/")
    result = fetch_from_page(browser, api.url)
    assert result["origin"] == app_origins[1]
    assert result["start"].startswith("TypeError")
    assert result["moves"]["blocked"].startswith("TypeError")
    assert result["got"]["blocked"].startswith("TypeError")
    assert result["bad"]["blocked"].startswith("TypeError")
