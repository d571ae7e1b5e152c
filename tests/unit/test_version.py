"""One version number: the service, the API document, both SDKs and the changelog agree, and no message names a
version the service has not reached."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import adjudicator
from adjudicator.web.errors import RENAMED

ROOT = Path(__file__).resolve().parents[2]


def _key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def test_every_package_carries_the_services_version() -> None:
    version = adjudicator.__version__
    assert tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"] == version
    assert tomllib.loads((ROOT / "sdk" / "pyproject.toml").read_text())["project"]["version"] == version
    assert json.loads((ROOT / "sdk" / "typescript" / "package.json").read_text())["version"] == version
    assert json.loads((ROOT / "openapi" / "openapi.json").read_text())["info"]["version"] == version


def test_the_changelog_has_a_section_for_the_version() -> None:
    assert re.search(rf"^## \[{re.escape(adjudicator.__version__)}\] - \d{{4}}-\d{{2}}-\d{{2}}$",
                     (ROOT / "CHANGELOG.md").read_text(), re.M)


def test_no_message_names_a_version_the_service_has_not_reached() -> None:
    named = {version for _, version in RENAMED.values()}
    for path in (ROOT / "service" / "adjudicator").rglob("*.py"):
        named |= set(re.findall(r"renamed \w+ in (\d+\.\d+(?:\.\d+)?)", path.read_text(encoding="utf-8")))
    assert named, "the rename messages were not found"
    assert all(_key(v) <= _key(adjudicator.__version__) for v in named), (named, adjudicator.__version__)
