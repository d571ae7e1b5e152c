"""The game guides' shell examples play their whole games against a live gunicorn and print what they say.

A guide (``docs/games/*.md``) is read as its reader runs it: its ``sh`` blocks in order, as one script (a later
block uses the ``post`` function and the variables of an earlier one), against the live server instead of the
documented ``localhost:8000``. Every curl must get a 2xx answer (``curl -f``), the script must exit 0, and each
comment line of a block that shows a JSON answer (``# {...}``) must be printed as it is.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUIDES = sorted(path.name for path in (ROOT / "docs" / "games").glob("*.md")
                if "```sh" in path.read_text(encoding="utf-8"))
SH_BLOCK = re.compile(r"^```sh\n(.*?)^```", re.DOTALL | re.MULTILINE)
SHOWN_JSON = re.compile(r"^# (\{.*\})$", re.MULTILINE)

pytestmark = pytest.mark.integration


def script(guide: str, address: str) -> str:
    """The guide's shell blocks as one script against ``address``, each curl failing on a non-2xx answer."""
    text = (ROOT / "docs" / "games" / guide).read_text(encoding="utf-8")
    body = "\n".join(SH_BLOCK.findall(text))
    assert "curl -s " in body, f"{guide}: its examples call the service with curl -s"
    for documented in ("localhost:8000", "127.0.0.1:8000"):
        body = body.replace(documented, address)
    return "set -e -o pipefail\n" + body.replace("curl -s ", "curl -sf ")


def test_every_guide_with_a_whole_game_is_run() -> None:
    assert {"lauzait-cep.md", "letiles.md", "paper-cetkaik.md", "race-games.md", "stick-games.md",
            "utage.md"} <= set(GUIDES)


@pytest.mark.parametrize("guide", GUIDES)
def test_a_guide_plays_its_games_and_prints_what_it_shows(guide: str, live_server: Any, tmp_path: Path) -> None:
    if shutil.which("curl") is None or shutil.which("jq") is None:
        pytest.fail("the guides' examples use curl and jq: install them (apt-get install curl jq)")
    done = subprocess.run(["bash", "-c", script(guide, live_server.url.removeprefix("http://"))], cwd=tmp_path,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{guide}:\n{done.stderr[-2000:]}\n{done.stdout[-2000:]}"
    text = (ROOT / "docs" / "games" / guide).read_text(encoding="utf-8")
    shown = [line for block in SH_BLOCK.findall(text) for line in SHOWN_JSON.findall(block)]
    missing = [line for line in shown if line not in done.stdout]  # curl's answers end without a newline
    assert not missing, f"{guide}: shown but not printed: {missing}"
