"""A headless Chromium driven over the DevTools protocol through a pipe (``--remote-debugging-pipe``).

No Python dependency: Chromium reads NUL-terminated JSON commands on its file descriptor 3 and writes replies
and events on descriptor 4. Waiting is always for a message from the browser (with a generous deadline so a
broken browser fails the test instead of hanging it), never for a fixed time.
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

#: The flags every run uses: headless, sandbox-less (containers), and no network chatter of its own.
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
    "--remote-debugging-pipe",
)
#: How long one answer from the browser may take before the test fails (a deadline, not a pause).
DEADLINE_SECONDS = 60.0


class BrowserError(RuntimeError):
    """The browser answered a command with an error, threw in the page, or went away."""


def find_chromium() -> str | None:
    """Return the Chromium executable (Debian's ``chromium`` package, or another installed name), if any."""
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


#: Run in a child Python: put the two pipe ends given as arguments on descriptors 3 and 4, then exec the browser.
_EXEC_WITH_PIPES = (
    "import os, sys\n"
    "read, write = int(sys.argv[1]), int(sys.argv[2])\n"
    "os.dup2(read, 3); os.dup2(write, 4); os.close(read); os.close(write)\n"
    "os.execv(sys.argv[3], sys.argv[3:])\n"
)


def _high_pipe_end(ends: tuple[int, int], index: int) -> tuple[int, int]:
    """Move ``ends[index]`` to a descriptor >= 10; return ``(moved, other end)``."""
    moved = fcntl.fcntl(ends[index], fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(ends[index])
    return moved, ends[1 - index]


class Chromium:
    """One headless Chromium with one page, controlled over the DevTools pipe."""

    def __init__(self, executable: str, profile: Path, env: dict[str, str] | None = None) -> None:
        """Start the browser with the profile directory ``profile`` and, if given, the environment ``env``
        (for instance a ``FONTCONFIG_FILE`` of the test's own) instead of this process's."""
        # The browser's ends of the two pipes, on descriptors >= 10 so that moving them to 3 and 4 is safe.
        to_browser_read, self._to_browser = _high_pipe_end(os.pipe(), 0)
        from_browser_write, self._from_browser = _high_pipe_end(os.pipe()[::-1], 0)
        self.process = subprocess.Popen(
            [sys.executable, "-c", _EXEC_WITH_PIPES, str(to_browser_read), str(from_browser_write), executable,
             *FLAGS, f"--user-data-dir={profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(to_browser_read, from_browser_write), env=env,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict[str, Any]] = []
        self.session = ""
        target = self.command("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.command("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.command("Page.enable")
        self.command("Runtime.enable")

    # --- the protocol ---------------------------------------------------------------------------------------

    def _send(self, message: dict[str, Any]) -> None:
        os.write(self._to_browser, json.dumps(message).encode("utf-8") + b"\0")

    def _receive(self) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            ready, _, _ = select.select([self._from_browser], [], [], DEADLINE_SECONDS)
            if not ready:
                raise BrowserError(f"the browser said nothing for {DEADLINE_SECONDS} s")
            chunk = os.read(self._from_browser, 1 << 20)
            if not chunk:
                raise BrowserError(f"the browser closed the pipe (exit status {self.process.poll()})")
            self._buffer += chunk
        raw, _, self._buffer = self._buffer.partition(b"\0")
        message: dict[str, Any] = json.loads(raw)
        return message

    def command(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """Send a command to the page's session (or the browser before attaching) and return its result."""
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        self._send(message)
        while True:
            reply = self._receive()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                result: dict[str, Any] = reply.get("result", {})
                return result
            self.events.append(reply)

    def wait_for_event(self, method: str) -> dict[str, Any]:
        """Return the next event named ``method`` (one that already arrived, or the next to come)."""
        for i, event in enumerate(self.events):
            if event.get("method") == method:
                return self.events.pop(i)
        while True:
            event = self._receive()
            if event.get("method") == method:
                return event
            self.events.append(event)

    # --- what a test does with the page ---------------------------------------------------------------------

    def set_viewport(self, width: int, height: int) -> None:
        """Size the page's viewport (CSS pixels, scale 1)."""
        self.command("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def navigate(self, url: str) -> None:
        """Load ``url`` and wait for its load event."""
        self.events = [e for e in self.events if e.get("method") != "Page.loadEventFired"]
        self.command("Page.navigate", {"url": url})
        self.wait_for_event("Page.loadEventFired")

    def evaluate(self, expression: str) -> Any:
        """Evaluate JavaScript in the page (awaiting a promise) and return its value."""
        result = self.command("Runtime.evaluate",
                              {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression!r} threw: {result['exceptionDetails']}")
        return result["result"].get("value")

    def click(self, selector: str) -> None:
        """Click the middle of the element matching ``selector`` with real mouse events."""
        box = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e) return null;"
            " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            " return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()"
        )
        if box is None:
            raise BrowserError(f"nothing matches {selector!r}")
        for kind in ("mousePressed", "mouseReleased"):
            self.command("Input.dispatchMouseEvent",
                         {"type": kind, "x": box["x"], "y": box["y"], "button": "left", "clickCount": 1})

    def type_into(self, selector: str, text: str) -> None:
        """Replace the text of an input or textarea as typing would."""
        self.evaluate(f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
                      " e.focus(); e.select(); })()")
        self.command("Input.insertText", {"text": text})

    def screenshot(self, path: Path | None = None, clip: dict[str, float] | None = None) -> bytes:
        """Return a PNG of the viewport (or of the ``clip`` rectangle, page pixels), saved to ``path`` if given."""
        params: dict[str, Any] = {"format": "png"}
        if clip is not None:
            params["clip"] = {**clip, "scale": 1}
        data = base64.b64decode(self.command("Page.captureScreenshot", params)["data"])
        if path is not None:
            path.write_bytes(data)
        return data

    def box(self, selector: str) -> dict[str, float]:
        """The page rectangle (x, y, width, height) of the element matching ``selector``."""
        found = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e) return null;"
            " const r = e.getBoundingClientRect();"
            " return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; })()"
        )
        if found is None:
            raise BrowserError(f"nothing matches {selector!r}")
        return dict(found)

    def page_errors(self) -> list[str]:
        """Uncaught exceptions and console errors the page reported so far."""
        found = []
        for event in self.events:
            if event.get("method") == "Runtime.exceptionThrown":
                found.append(json.dumps(event["params"]["exceptionDetails"])[:500])
            elif event.get("method") == "Runtime.consoleAPICalled" and event["params"]["type"] == "error":
                found.append(json.dumps(event["params"]["args"])[:500])
        return found

    def close(self) -> None:
        """Close the browser and wait for it to exit."""
        if self.process.poll() is None:
            self.session = ""
            with contextlib.suppress(OSError):  # the browser may already be gone
                self._send({"id": self._next_id + 1, "method": "Browser.close"})
            try:
                self.process.wait(timeout=DEADLINE_SECONDS)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        os.close(self._to_browser)
        os.close(self._from_browser)
