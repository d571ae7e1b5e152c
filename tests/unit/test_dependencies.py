"""The runtime dependencies are exactly what the service imports (plus the two it needs without importing them)."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Distribution name -> the module it provides, where they differ.
MODULE = {"flask-smorest": "flask_smorest", "prometheus-client": "prometheus_client",
          "flask-swagger-ui": "flask_swagger_ui", "flask-limiter": "flask_limiter", "flask-cors": "flask_cors",
          "flask-compress": "flask_compress"}
#: Needed at run time without an import in service/: the WSGI server, and the br codec flask-compress loads.
NOT_IMPORTED = {"gunicorn", "brotli"}


def _declared() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {re.split(r"[<>=\[;~! ]", requirement, maxsplit=1)[0].lower() for requirement in project["dependencies"]}


def _imported() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "service").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return found - set(sys.stdlib_module_names) - {"adjudicator", "__future__"}


def test_every_runtime_dependency_is_used() -> None:
    imported = _imported()
    unused = {name for name in _declared() - NOT_IMPORTED if MODULE.get(name, name) not in imported}
    assert unused == set(), f"declared in pyproject.toml but never imported by service/: {sorted(unused)}"


def test_every_third_party_import_is_declared() -> None:
    provided = {MODULE.get(name, name) for name in _declared()}
    assert _imported() - provided == set(), "imported by service/ but not declared in pyproject.toml"
