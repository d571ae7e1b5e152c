"""The README's table of what the service adjudicates names a guide for every row and links every game guide.

Every ``docs/games/*.md`` must be linked from the table (a new game's guide is found from the front page), every
row must link a guide, and every link of the table must lead to a file of the repository and, when it names a
section (``#...``), to a heading of that file.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
LINK = re.compile(r"\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} (.+)$", re.MULTILINE)


def games_table(text: str) -> list[str]:
    """The rows (after the header and its rule) of the table under ``## What it adjudicates``."""
    section = text.split("\n## What it adjudicates\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    return rows[2:]


def anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def link_error(target: str) -> str | None:
    """Why a relative link of the README leads nowhere, or ``None``."""
    path, _, section = target.partition("#")
    file = ROOT / path
    if not file.is_file():
        return f"{target}: no such file"
    if section and section not in {anchor(h) for h in HEADING.findall(file.read_text(encoding="utf-8"))}:
        return f"{target}: no heading of {path} has that anchor"
    return None


def test_every_row_links_a_guide() -> None:
    rows = games_table(README)
    assert len(rows) >= 8
    unguided = [row.split("|")[1].strip()[:40] for row in rows if not LINK.search(row.rsplit("|", 2)[-2])]
    assert unguided == []


def test_every_game_guide_is_linked() -> None:
    linked = {target.partition("#")[0] for row in games_table(README) for target in LINK.findall(row)}
    guides = {f"docs/games/{path.name}" for path in (ROOT / "docs" / "games").glob("*.md")}
    assert len(guides) >= 8
    assert sorted(guides - linked) == []


def test_the_table_links_lead_somewhere() -> None:
    targets = [target for row in games_table(README) for target in LINK.findall(row)]
    assert [error for target in targets if (error := link_error(target))] == []


def test_the_checks_find_what_is_wrong() -> None:
    table = "x\n## What it adjudicates\n\n| game | paths | guide |\n|---|---|---|\n| A | `/a` | |\n\n## Next\n| no |"
    assert games_table(table) == ["| A | `/a` | |"]
    assert anchor("10. The sticks") == "10-the-sticks"
    assert link_error("docs/games/none.md") == "docs/games/none.md: no such file"
    assert link_error("docs/quickstart.md#no-such-section") is not None
