"""Time `make serve` from a fresh clone: the seconds to its first answer and to the compiled build being served.

    python scripts/time_first_answer.py [--clone DIR] [--source REPO] [--timeout SECONDS]

Without ``--clone`` the repository (``--source``, by default the one holding this script; its committed state) is
cloned into a scratch directory, which is removed at the end. ``make serve`` then runs there as a newcomer's first
run would: nothing installed yet, the shared object cache of the compiled build disabled (``ADJ_BUILD_CACHE=``,
see setup.py) and pip's cache off (``PIP_NO_CACHE_DIR=1``), on a free port of its own (``ADJ_BIND``). The script
polls ``/readyz``; once it answers, it asks a real rules question (the legal moves of Cetkaik's initial position)
and prints the seconds to that first answer and the build that gave it (``pure`` while the compiled build is being
built). It keeps polling until ``/readyz`` says ``build: compiled``, prints those seconds too, with the build's
own summary lines (mypyc's modules, the C files compiled), then stops ``make serve`` (its whole process group).

``make serve``'s own progress lines (``serve: ...``) are echoed as they come. It takes both cores of a small
machine for a few minutes: run it on an otherwise idle machine to get figures worth writing down. Standard
library only.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

REPO = Path(__file__).resolve().parents[1]
#: What the script changes in the environment of ``make serve``: no shared object cache, no pip cache.
COLD_ENVIRONMENT = {"ADJ_BUILD_CACHE": "", "PIP_NO_CACHE_DIR": "1"}
#: Variables of the caller's environment that would change what is measured (a pure-only or a reused build).
DROPPED = ("ADJ_PURE_PYTHON", "VIRTUAL_ENV", "PYTHONPATH")
#: Lines of the build worth repeating in the summary (setup.py's own).
BUILD_SUMMARY = "adjudicator build:"
#: How often /readyz is asked while nothing answers yet or the pure build is served.
POLL_SECONDS = 0.25


class Process(Protocol):
    """What the watcher needs of ``make serve``'s process."""

    def poll(self) -> int | None: ...


@dataclass
class Timings:
    """Seconds from the start of ``make serve`` to what the script waits for (None: not seen)."""

    first_answer: float | None = None
    first_build: str | None = None
    compiled: float | None = None
    builds: list[str] = field(default_factory=list)


def serve_environment(base: Mapping[str, str], port: int) -> dict[str, str]:
    """The environment ``make serve`` runs in: the caller's, cold (no caches), on ``port`` of the loopback."""
    env = {key: value for key, value in base.items() if key not in DROPPED}
    return {**env, **COLD_ENVIRONMENT, "ADJ_BIND": f"127.0.0.1:{port}"}


def free_port() -> int:
    """A TCP port of the loopback that is free right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def get_json(url: str, body: Any = None, timeout: float = 10.0) -> Any:
    """The JSON answer of a GET (or of a POST of ``body``); None when nothing answers or the answer is an error."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return json.loads(answer.read())
    except (OSError, ValueError):  # refused, reset, timed out, an HTTP error or not JSON: not an answer yet
        return None


def rules_answer(url: str) -> bool:
    """Ask a real rules question: the legal moves of Cetkaik's initial position; True if they came."""
    initial = get_json(f"{url}/v1/cetkaik/positions/initial")
    if not isinstance(initial, dict) or "position_text" not in initial:
        return False
    moves = get_json(f"{url}/v1/cetkaik/moves", {"position_text": initial["position_text"]})
    return isinstance(moves, dict) and isinstance(moves.get("count"), int) and moves["count"] > 0


def watch(url: str, process: Process, timeout: float, clock: Callable[[], float] = time.monotonic,
          pause: Callable[[float], None] = time.sleep, say: Callable[[str], None] = print) -> Timings:
    """Poll ``url`` until the compiled build is served (or ``process`` ends, or ``timeout`` seconds pass)."""
    started, timings = clock(), Timings()
    while clock() - started < timeout and process.poll() is None:
        ready = get_json(f"{url}/readyz", timeout=2.0)
        build = ready.get("build") if isinstance(ready, dict) else None
        if isinstance(build, str):
            if not timings.builds or timings.builds[-1] != build:
                timings.builds.append(build)
            if timings.first_answer is None and rules_answer(url):
                timings.first_answer, timings.first_build = clock() - started, build
                say(f"first answer after {timings.first_answer:.1f} s (the {build} build)")
            if timings.first_answer is not None and build == "compiled":
                timings.compiled = clock() - started
                say(f"the compiled build served after {timings.compiled:.1f} s")
                break
        pause(POLL_SECONDS)
    return timings


def summary(timings: Timings, build_lines: list[str]) -> list[str]:
    """The lines printed at the end: the two figures (or what was not seen) and the build's own summary."""
    lines = []
    if timings.first_answer is None:
        lines.append("no answer came")
    else:
        lines.append(f"first answer: {timings.first_answer:.1f} s (build: {timings.first_build})")
    if timings.compiled is None:
        lines.append("the compiled build was not served" + (" (builds seen: " + ", ".join(timings.builds) + ")"
                                                            if timings.builds else ""))
    else:
        lines.append(f"compiled build served: {timings.compiled:.1f} s")
    lines.extend(line.split(BUILD_SUMMARY, 1)[1].strip() for line in build_lines if BUILD_SUMMARY in line)
    return lines


class MakeServe:
    """``make serve`` in a clone, in its own process group, its output read (and its progress echoed)."""

    def __init__(self, clone: Path, env: Mapping[str, str]) -> None:
        self.lines: list[str] = []
        self.process = subprocess.Popen(["make", "serve"], cwd=clone, env=dict(env), stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True,
                                        start_new_session=True)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
            if line.startswith("serve:"):
                print(f"  {line.rstrip()}", file=sys.stderr, flush=True)

    def poll(self) -> int | None:
        """The exit status of ``make serve`` (None while it runs)."""
        return self.process.poll()

    def stop(self) -> None:
        """Stop ``make serve`` and everything it started (Ctrl-C to its process group, then harder if need be)."""
        for sent, wait in ((signal.SIGINT, 60), (signal.SIGTERM, 30), (signal.SIGKILL, 30)):
            if self.process.poll() is not None:
                break
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, sent)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=wait)
        with contextlib.suppress(ProcessLookupError):  # what make left behind in its group, if anything
            os.killpg(self.process.pid, signal.SIGKILL)
        self._reader.join(timeout=10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clone", type=Path, help="a fresh clone to run in (kept); default: a scratch clone, removed")
    parser.add_argument("--source", default=str(REPO), help="the repository to clone (default: this one)")
    parser.add_argument("--timeout", type=float, default=1800.0, help="give up after this many seconds")
    args = parser.parse_args(argv)

    scratch = None
    if args.clone is None:
        scratch = Path(tempfile.mkdtemp(prefix="adj-first-answer-"))
        clone = scratch / "adjudicator"
        subprocess.run(["git", "clone", "--quiet", args.source, str(clone)], check=True)
    else:
        clone = args.clone.resolve()
    port = free_port()
    print(f"make serve in {clone} on port {port} (ADJ_BUILD_CACHE= PIP_NO_CACHE_DIR=1)", flush=True)
    serve = MakeServe(clone, serve_environment(os.environ, port))
    try:
        timings = watch(f"http://127.0.0.1:{port}", serve, args.timeout)
    finally:
        serve.stop()
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
    for line in summary(timings, serve.lines):
        print(line)
    if timings.first_answer is None or timings.compiled is None:
        print("make serve's last lines:", *serve.lines[-20:], sep="\n  ", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
