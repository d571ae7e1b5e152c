"""What the browser tests share."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture(scope="module")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the screenshots go: ``$ADJ_SCREENSHOT_DIR``, else a temporary directory of the session."""
    configured = os.environ.get("ADJ_SCREENSHOT_DIR")
    if configured:
        directory = Path(configured)
        directory.mkdir(parents=True, exist_ok=True)
        return directory
    return tmp_path_factory.mktemp("screenshots")
