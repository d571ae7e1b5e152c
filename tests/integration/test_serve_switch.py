"""`make serve`'s switch to the compiled build (deploy/serve.py), with a stub in place of the compilation: a real
gunicorn on the production configuration serves a stub app that reports, from a file read at import, which "build"
it loaded and which process imported it. Until the compiled build is ready the master must not import the app (each
worker does); once it is, the SIGHUP must make the master import it afresh, and no request may fail meanwhile."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("adjudicator_deploy_serve", ROOT / "deploy" / "serve.py")
assert _spec is not None and _spec.loader is not None
serve = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(serve)

pytestmark = pytest.mark.integration

STUB_APP = '''
import json, os
with open(os.environ["STUB_BUILD_FILE"]) as f:
    BUILD = f.read().strip()
IMPORTED_BY = os.getpid()

def app(environ, start_response):
    body = json.dumps({"build": BUILD, "imported_by": IMPORTED_BY, "pid": os.getpid()}).encode()
    start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
    return [body]
'''


class FinishedCompilation:
    """A compilation that has already ended with ``code``."""

    def __init__(self, code: int) -> None:
        self.code, self.log = code, Path("compile.log")

    def wait(self) -> int:
        return self.code

    def elapsed(self) -> float:
        return 1.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get(url: str) -> dict[str, Any]:
    with urllib.request.urlopen(url, timeout=30) as answer:
        body: dict[str, Any] = json.loads(answer.read())
        return body


def until(condition: Callable[[], bool], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "condition not met in time"
        time.sleep(0.05)


def answers(url: str) -> bool:
    try:
        get(url)
    except (OSError, urllib.error.URLError):
        return False
    return True


@pytest.fixture
def stub_server(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], str, Path, Path]]:
    (tmp_path / "stubapp.py").write_text(STUB_APP)
    build_file, ready_file = tmp_path / "build", tmp_path / "compiled-build-ready"
    build_file.write_text("pure")
    port = free_port()
    env = {**os.environ, "STUB_BUILD_FILE": str(build_file), "ADJ_PRELOAD_AFTER": str(ready_file),
           "ADJ_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "1", "ADJ_LOG_LEVEL": "warning"}
    gunicorn = str(Path(sys.executable).with_name("gunicorn"))
    proc = subprocess.Popen([gunicorn, "-c", str(ROOT / "deploy" / "gunicorn.conf.py"), "stubapp:app"],
                            cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        until(lambda: answers(url + "/livez"))
        yield proc, url, build_file, ready_file
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(60)


def test_the_workers_switch_to_the_compiled_build_without_a_failed_request(
        stub_server: tuple[subprocess.Popen[bytes], str, Path, Path], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    proc, url, build_file, ready_file = stub_server
    before = get(url + "/readyz")
    assert before["build"] == "pure"
    assert before["imported_by"] == before["pid"] != proc.pid  # not preloaded: the master has not imported the app

    statuses: Counter[int | str] = Counter()
    stop = threading.Event()

    def load() -> None:  # a new connection for every request, all through the switch
        while not stop.is_set():
            try:
                statuses[get(url + "/v1/op")["build"]] += 1
            except (OSError, urllib.error.URLError) as error:
                statuses[type(error).__name__] += 1

    loader = threading.Thread(target=load)
    loader.start()
    try:
        build_file.write_text("compiled")  # what a fresh import now loads
        stamp = tmp_path / "native-built"
        # A failed compilation: no switch, the same worker goes on serving what it imported.
        serve.switch_when_compiled(Path(sys.executable), FinishedCompilation(1), proc, ready_file, url, stamp)
        assert not ready_file.exists() and not stamp.exists()
        assert get(url + "/readyz")["pid"] == before["pid"]
        # The compiled build is installed: the switch.
        monkeypatch.setattr(serve, "installed_build", lambda python, check_app=False: ("compiled", "stub"))
        serve.switch_when_compiled(Path(sys.executable), FinishedCompilation(0), proc, ready_file, url, stamp)
        after = get(url + "/readyz")
        until(lambda: statuses["compiled"] >= 5)
    finally:
        stop.set()
        loader.join()
    assert ready_file.exists() and stamp.exists()
    assert after["build"] == "compiled"
    assert after["imported_by"] == proc.pid != after["pid"]  # preloaded now, afresh, by the master
    assert proc.poll() is None
    assert set(statuses) == {"pure", "compiled"}, statuses  # every request answered, before and after the switch
