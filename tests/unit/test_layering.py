"""Imports point down the layers of docs/ARCHITECTURE.md: games <- render <- web <- cli/bench, and the SDK apart.

Every import of ``service/`` and ``sdk/adjudicator_sdk`` is read from the sources (imports inside functions and
``TYPE_CHECKING`` blocks included; relative imports resolved), so a module cannot reach up a layer unnoticed.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SERVICE = ROOT / "service"
SDK = ROOT / "sdk"


def module_name(path: Path, base: Path) -> str:
    return ".".join(path.relative_to(base).with_suffix("").parts).removesuffix(".__init__")


def imports(path: Path, base: Path) -> Iterator[str]:
    """The absolute name of every module ``path`` imports (``from a import b`` gives ``a``)."""
    package = module_name(path, base).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                assert node.module is not None
                yield node.module
            else:
                parent = package[: len(package) - (node.level - 1)]
                yield ".".join([*parent, *([node.module] if node.module else [])])


def layer_imports(layer: str) -> dict[str, set[str]]:
    """``layer``'s modules (``adjudicator.games``, ...) -> the modules they import, standard library left out."""
    found: dict[str, set[str]] = {}
    for path in sorted((SERVICE / Path(*layer.split("."))).rglob("*.py")):
        names = {name for name in imports(path, SERVICE)
                 if name.split(".")[0] not in sys.stdlib_module_names and name != "__future__"}
        found[module_name(path, SERVICE)] = names
    return found


def outside(found: dict[str, set[str]], allowed: tuple[str, ...]) -> dict[str, list[str]]:
    def ok(name: str) -> bool:
        return any(name == prefix or name.startswith(prefix + ".") for prefix in allowed)

    return {module: sorted(n for n in names if not ok(n)) for module, names in found.items()
            if any(not ok(n) for n in names)}


def test_the_imports_are_read() -> None:
    """The reader sees what is there: a game's relative import, the web layer's imports of the library."""
    games = layer_imports("adjudicator.games")
    assert "adjudicator.games.utage.errors" in games["adjudicator.games.utage.rules"]
    web = layer_imports("adjudicator.web")
    assert "adjudicator.games.errors" in web["adjudicator.web.api"]
    assert "flask" in web["adjudicator.web.api"]


@pytest.mark.parametrize(("layer", "allowed"), [
    ("adjudicator.games", ("adjudicator.games",)),
    ("adjudicator.render", ("adjudicator.games", "adjudicator.render")),
])
def test_the_rules_and_pictures_import_only_the_standard_library_and_the_layers_below(
        layer: str, allowed: tuple[str, ...]) -> None:
    found = layer_imports(layer)
    assert found, f"no module found under {layer}"
    assert outside(found, allowed) == {}


def test_the_web_layer_never_imports_the_command_line() -> None:
    found = layer_imports("adjudicator.web")
    upward = {module: sorted(n for n in names if n.split(".")[:2] in (["adjudicator", "cli"], ["adjudicator", "bench"]))
              for module, names in found.items()}
    assert {module: names for module, names in upward.items() if names} == {}


def test_the_sdk_facade_never_imports_the_service() -> None:
    facade = sorted((SDK / "adjudicator_sdk").rglob("*.py"))
    found = {module_name(path, SDK): set(imports(path, SDK)) for path in facade}
    assert found
    assert {module: sorted(n for n in names if n.split(".")[0] == "adjudicator")
            for module, names in found.items() if any(n.split(".")[0] == "adjudicator" for n in names)} == {}
