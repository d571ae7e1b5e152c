"""What `make serve` runs: answer as soon as possible, on the pure-Python build, and switch to the compiled build of
the rules library once it is built, without dropping a request.

    python deploy/serve.py [--venv .venv]

1. Install (first run, or pyproject.toml / setup.py changed since): ``pip install -e .`` with ``ADJ_PURE_PYTHON=1``,
   which compiles nothing (pip's own lines show its progress).
2. If the installed build is the compiled one and matches the sources, run gunicorn with deploy/gunicorn.conf.py,
   as before.
3. Otherwise start gunicorn on the pure-Python build at once, and compile in the background (``pip install
   --no-deps -e .``, its output in .run/compile.log; its stages are echoed). gunicorn runs with
   ``ADJ_PRELOAD_AFTER`` naming a file that does not exist yet: until it does, its master does not import the app
   (deploy/gunicorn.conf.py), each worker does. Once the compiled build is installed and an app created from it
   answers a check in a separate process, the file is created and gunicorn gets SIGHUP: the master re-reads its
   configuration, now preloads the app (a fresh import, hence the compiled modules), forks new workers and only then
   stops the old ones gracefully (they finish what they have). Requests that arrive meanwhile wait in the listening
   socket's queue: none is refused.

There is no compiling (and no switch) when ADJ_PURE_PYTHON=1 is set or there is no C compiler. Ctrl-C stops
gunicorn and the compilation. Standard library only: this runs before the package may be installed.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CONFIG = REPO / "deploy" / "gunicorn.conf.py"
#: Lines of the compilation's output worth echoing on the console (the rest is in the log).
ECHOED = ("adjudicator build:", "Installing build dependencies", "Building editable", "Successfully installed",
          "ERROR")
#: A line on the console this often while the compilation is silent.
HEARTBEAT_SECONDS = 60.0


def say(message: str) -> None:
    print(f"serve: {message}", file=sys.stderr, flush=True)


def stale(stamp: Path, inputs: Iterable[Path]) -> bool:
    """Tell whether ``stamp`` is missing or older than one of ``inputs``."""
    if not stamp.exists():
        return True
    made = stamp.stat().st_mtime
    return any(path.stat().st_mtime > made for path in inputs if path.exists())


def installed_build(python: Path, check_app: bool = False) -> tuple[str, str]:
    """Ask a fresh interpreter which build of the rules library it loads: ``(build, reason)``; with ``check_app``
    it also creates the app (so that a broken build is never switched to)."""
    code = ("import json, adjudicator, adjudicator.native as n\n"
            + ("from adjudicator.web import create_app; create_app()\n" if check_app else "")
            + "print(json.dumps([n.BUILD, n.REASON]))")
    env = {k: v for k, v in os.environ.items() if k != "ADJ_PURE_PYTHON"}
    done = subprocess.run([str(python), "-W", "ignore", "-c", code], env=env, capture_output=True, text=True,
                          cwd=REPO, check=False)
    if done.returncode != 0:
        return "broken", (done.stderr.strip().splitlines() or ["no output"])[-1]
    build, reason = json.loads(done.stdout.strip().splitlines()[-1])
    return str(build), str(reason)


def compiler_available(python: Path) -> bool:
    """The build's own test (adjudicator/native.py, loaded by path: no import of the package)."""
    code = ("import importlib.util as u, sys\n"
            f"s = u.spec_from_file_location('n', {str(REPO / 'service' / 'adjudicator' / 'native.py')!r})\n"
            "m = u.module_from_spec(s); s.loader.exec_module(m); sys.exit(0 if m.c_compiler_available() else 1)")
    return subprocess.run([str(python), "-c", code], check=False).returncode == 0


def install_pure(python: Path) -> None:
    """Install the package and its dependencies without compiling anything."""
    say("installing adjudicator and its dependencies, the pure-Python build (nothing compiled) ...")
    env = dict(os.environ, ADJ_PURE_PYTHON="1")
    subprocess.run([str(python), "-m", "pip", "install", "--progress-bar", "off", "-e", "."], cwd=REPO, env=env,
                   check=True)


def url_of(bind: str) -> str:
    host, _, port = bind.rpartition(":")
    if bind.startswith("unix:") or not port:
        return ""
    host = host.strip("[]")
    return f"http://{'127.0.0.1' if host in ('', '0.0.0.0') else host}:{port}"


def get_json(url: str, timeout: float = 2.0) -> dict[str, object] | None:
    """GET ``url``: its JSON body on a 200, else None."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as answer:
            body: dict[str, object] = json.loads(answer.read())
            return body if answer.status == 200 else None
    except (OSError, ValueError, urllib.error.URLError):
        return None


def wait_for(condition: Callable[[], bool], process: subprocess.Popen[bytes], timeout: float) -> bool:
    """Poll ``condition`` every 0.1 s until it holds (True), ``process`` ends or ``timeout`` passes (False)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        if condition():
            return True
        time.sleep(0.1)
    return False


def c_files_to_compile() -> int:
    """How many C files mypyc wrote for the build in progress (setup.py's newest build/mypyc-* directory)."""
    builds = sorted(REPO.glob("build/mypyc-*"), key=lambda path: path.stat().st_mtime)
    return sum(1 for _ in builds[-1].rglob("*.c")) if builds else 0


class Compilation:
    """``pip install --no-deps -e .`` in the background, its output in ``log``, its stages echoed."""

    def __init__(self, python: Path, log: Path) -> None:
        self.log = log
        self.started = time.monotonic()
        self.c_files = 0
        env = {k: v for k, v in os.environ.items() if k != "ADJ_PURE_PYTHON"}
        log.parent.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [str(python), "-m", "pip", "install", "--no-deps", "--progress-bar", "off", "-v", "-e", "."],
            cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
        self.reader = threading.Thread(target=self._read, name="compile-log", daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        with self.log.open("wb") as out:
            for raw in self.process.stdout:
                out.write(raw)
                out.flush()
                line = raw.decode("utf-8", "replace").strip()
                if ".c -o " in line:  # the C compiler's command line, one per C file (pip -v shows them)
                    self.c_files += 1
                if any(line.startswith(prefix) for prefix in ECHOED):
                    say(f"compiling ({self.elapsed():.0f} s): {line}")

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def wait(self) -> int:
        """Wait for the end, with a line on the console every HEARTBEAT_SECONDS."""
        while True:
            try:
                code = self.process.wait(timeout=HEARTBEAT_SECONDS)
                break
            except subprocess.TimeoutExpired:
                files = f", {self.c_files} of {c_files_to_compile()} C files compiled" if self.c_files else ""
                say(f"still compiling ({self.elapsed():.0f} s so far{files}; log: {self.log})")
        self.reader.join()
        return code

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait()


def switch_when_compiled(python: Path, compilation: Compilation, gunicorn: subprocess.Popen[bytes],
                         ready_file: Path, url: str, native_stamp: Path) -> None:
    """Wait for the compilation; if it gave a working compiled build, reload gunicorn onto it."""
    code = compilation.wait()
    if gunicorn.poll() is not None:
        return
    if code != 0:
        say(f"compiling failed (pip exit {code}; log: {compilation.log}): staying on the pure-Python build")
        return
    build, reason = installed_build(python, check_app=True)
    if build != "compiled":
        say(f"no compiled build after {compilation.elapsed():.0f} s ({build}: {reason}): staying on the pure-Python "
            "build")
        return
    native_stamp.touch()
    ready_file.touch()
    say(f"compiled build installed after {compilation.elapsed():.0f} s ({reason}); reloading the workers (SIGHUP)")
    started = time.monotonic()
    gunicorn.send_signal(signal.SIGHUP)
    if not url:
        say("compiled build ready: workers reloaded")
        return
    if wait_for(lambda: (get_json(url + "/readyz") or {}).get("build") == "compiled", gunicorn, 120):
        say(f"compiled build ready: workers reloaded ({time.monotonic() - started:.1f} s after SIGHUP; "
            f"{url}/readyz says build=compiled)")
    elif gunicorn.poll() is None:
        say(f"workers reloaded, but {url}/readyz does not say build=compiled yet")


def pure_requested() -> bool:
    """ADJ_PURE_PYTHON as adjudicator/native.py reads it."""
    return os.environ.get("ADJ_PURE_PYTHON", "0").strip().lower() not in ("", "0", "false", "no")


def serve(python: Path, venv: Path, gunicorn_args: Sequence[str]) -> int:
    """Install if needed, serve, compile and switch in the background; return gunicorn's exit code."""
    started = time.monotonic()
    runtime_stamp, native_stamp = venv / ".runtime-installed", venv / ".native-built"
    if stale(runtime_stamp, [REPO / "pyproject.toml", REPO / "setup.py"]):
        install_pure(python)
        runtime_stamp.touch()
        say(f"installed in {time.monotonic() - started:.0f} s")
    build, reason = installed_build(python)
    gunicorn_exe = str(venv / "bin" / "gunicorn")
    argv = [gunicorn_exe, "-c", str(CONFIG), *gunicorn_args]
    if build == "compiled":
        native_stamp.touch()
        say(f"the compiled build is installed ({reason})")
        os.execv(gunicorn_exe, argv)
    if pure_requested():
        say("serving the pure-Python build (ADJ_PURE_PYTHON=1: nothing compiled)")
        os.execv(gunicorn_exe, argv)
    if not compiler_available(python):
        say(f"serving the pure-Python build ({reason}; no C compiler or Python headers here: nothing to compile)")
        os.execv(gunicorn_exe, argv)
    run = REPO / ".run"
    run.mkdir(exist_ok=True)
    ready_file = run / "compiled-build-ready"
    ready_file.unlink(missing_ok=True)
    env = dict(os.environ, ADJ_PRELOAD_AFTER=str(ready_file))
    bind = os.environ.get("ADJ_BIND", "127.0.0.1:8000")
    if "--bind" in gunicorn_args:
        bind = gunicorn_args[list(gunicorn_args).index("--bind") + 1]
    url = url_of(bind)
    say(f"starting gunicorn on the pure-Python build ({bind}) ...")
    gunicorn = subprocess.Popen(argv, cwd=REPO, env=env)
    compilation: Compilation | None = None

    def stop(signum: int, frame: object) -> None:
        if compilation is not None:
            compilation.stop()
        if gunicorn.poll() is None:
            gunicorn.send_signal(signal.SIGTERM if signum == signal.SIGTERM else signal.SIGINT)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    # The compilation starts once the service answers: until then it would only slow the workers' start.
    answering = bool(url) and wait_for(lambda: get_json(url + "/livez") is not None, gunicorn, 300)
    if gunicorn.poll() is not None:
        return gunicorn.wait()
    compilation = Compilation(python, run / "compile.log")
    if answering:
        say(f"serving the pure-Python build on {url} ({time.monotonic() - started:.1f} s after start) ... compiling "
            f"the rules library in the background (log: {compilation.log}); the workers switch to it when it is ready")
    else:
        say(f"gunicorn started on the pure-Python build ({bind}); compiling in the background (log: "
            f"{compilation.log})")
    switcher = threading.Thread(target=switch_when_compiled, daemon=True,
                                args=(python, compilation, gunicorn, ready_file, url, native_stamp))
    switcher.start()
    code = gunicorn.wait()
    compilation.stop()
    return code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--venv", default=str(REPO / ".venv"), help="the virtual environment (default .venv)")
    args, gunicorn_args = parser.parse_known_args(argv)
    venv = Path(args.venv).resolve()
    return serve(venv / "bin" / "python", venv, gunicorn_args)


if __name__ == "__main__":
    raise SystemExit(main())
