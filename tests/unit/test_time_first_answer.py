"""``scripts/time_first_answer.py``: its parts that do not run ``make serve``.

The watcher is run against a real gunicorn (the session's ``live_server``) for the rules question, and against a
small stand-in server whose ``/readyz`` says ``pure`` and then ``compiled`` for the switch; ``make serve`` itself is
never started here (it takes minutes and both cores: see the script).
"""

from __future__ import annotations

import importlib.util
import json
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "time_first_answer.py"


def load_script() -> Any:
    spec = importlib.util.spec_from_file_location("adjudicator_time_first_answer", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


script = load_script()


class Running:
    """A stand-in for ``make serve``'s process: running for ``polls`` polls, then ended."""

    def __init__(self, polls: int) -> None:
        self.polls = polls

    def poll(self) -> int | None:
        self.polls -= 1
        return None if self.polls >= 0 else 0


def ticking() -> Any:
    """A clock that advances one second each time it is read."""
    now = iter(range(10_000))
    return lambda: float(next(now))


class _Service(BaseHTTPRequestHandler):
    """``/readyz`` answers the next build of the server's ``builds``; the rules question is answered."""

    def do_GET(self) -> None:
        server: Any = self.server
        if self.path == "/readyz":
            build = server.builds.pop(0) if len(server.builds) > 1 else server.builds[0]
            self._json({"status": "ready", "build": build})
        elif self.path == "/v1/cetkaik/positions/initial":
            self._json({"position_text": "initial"})
        else:
            self.send_error(404)

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.path == "/v1/cetkaik/moves" and body == {"position_text": "initial"}:
            self._json({"count": 249, "moves": []})
        else:
            self.send_error(400)

    def _json(self, value: object) -> None:
        data = json.dumps(value).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass


@pytest.fixture
def switching() -> Iterator[tuple[str, Any]]:
    """A stand-in service on the loopback (its ``builds`` list set by the test)."""
    server: Any = ThreadingHTTPServer(("127.0.0.1", 0), _Service)
    server.builds = ["pure"]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", server
    finally:
        server.shutdown()
        server.server_close()


def test_make_serve_runs_cold_on_its_own_port() -> None:
    env = script.serve_environment({"PATH": "/bin", "ADJ_PURE_PYTHON": "1", "ADJ_BUILD_CACHE": "~/objects",
                                     "VIRTUAL_ENV": "/venv", "PIP_NO_CACHE_DIR": "0"}, 18123)
    assert env == {"PATH": "/bin", "ADJ_BUILD_CACHE": "", "PIP_NO_CACHE_DIR": "1", "ADJ_BIND": "127.0.0.1:18123"}


@pytest.mark.integration
def test_the_first_answer_is_a_real_rules_answer(live_server: Any) -> None:
    said: list[str] = []
    timings = script.watch(live_server.url, Running(1), 600, clock=ticking(), pause=lambda s: None, say=said.append)
    build = script.get_json(f"{live_server.url}/readyz")["build"]
    assert timings.first_build == build and timings.builds == [build]
    assert timings.first_answer == 2.0  # the clock read at the start (0), the first poll (1), the answer (2)
    assert said[0] == f"first answer after 2.0 s (the {build} build)"
    assert script.rules_answer(live_server.url) is True
    assert script.rules_answer(live_server.url + "/nothing-here") is False


def test_the_watch_ends_when_the_compiled_build_is_served(switching: tuple[str, Any]) -> None:
    url, server = switching
    server.builds = ["pure", "pure", "compiled"]
    said: list[str] = []
    timings = script.watch(url, Running(100), 600, clock=ticking(), pause=lambda s: None, say=said.append)
    assert (timings.first_answer, timings.first_build, timings.compiled) == (2.0, "pure", 5.0)  # polls at 1, 3 and 4
    assert timings.builds == ["pure", "compiled"]
    assert said == ["first answer after 2.0 s (the pure build)", "the compiled build served after 5.0 s"]
    lines = script.summary(timings, ["serve: compiling (13 s): adjudicator build: mypyc translated 90 modules",
                                     "Successfully installed adjudicator-0.4.0"])
    assert lines == ["first answer: 2.0 s (build: pure)", "compiled build served: 5.0 s", "mypyc translated 90 modules"]


def test_the_watch_stops_when_make_serve_ends_or_time_is_up(switching: tuple[str, Any]) -> None:
    url, _ = switching
    ended = script.watch(url, Running(3), 600, clock=ticking(), pause=lambda s: None, say=lambda s: None)
    assert ended.first_build == "pure" and ended.compiled is None and ended.builds == ["pure"]
    late = script.watch(url, Running(100), 1.5, clock=ticking(), pause=lambda s: None, say=lambda s: None)
    assert late.first_answer == 2.0 and late.compiled is None  # no second poll: 3 s is past 1.5
    assert script.summary(late, []) == ["first answer: 2.0 s (build: pure)",
                                        "the compiled build was not served (builds seen: pure)"]
    silent = script.watch(url + "/nothing-here", Running(3), 600, clock=ticking(), pause=lambda s: None)
    assert script.summary(silent, []) == ["no answer came", "the compiled build was not served"]
