"""Which build of the rules library is loaded: ``compiled`` (mypyc extension modules) or ``pure`` (the sources).

When the project is installed on a machine with a C compiler, ``setup.py`` compiles every module of
``adjudicator.games`` and ``adjudicator.render`` with mypyc and records, next to the extension modules, a manifest
with a hash of each compiled source. At import (:func:`activate`, called by ``adjudicator/__init__.py`` before any
rules module is imported) the manifest is checked against the sources:

* the sources match: the compiled modules are loaded (``compiled``);
* ``ADJ_PURE_PYTHON=1`` is set, there is no compiled build, or the sources changed since the build (an editable
  install whose ``.py`` files were edited): the extension modules are skipped by an import hook and the sources are
  loaded (``pure``). Stale compiled modules are never run; the reason is given by :data:`REASON` and a warning.

This module only uses the standard library: ``setup.py`` loads it by path to share the module list and the hashes.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import json
import os
import shutil
import sys
import sysconfig
import warnings
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

#: Set to 1 at install time to build pure Python; at run time to ignore the compiled modules.
PURE_ENV = "ADJ_PURE_PYTHON"
#: The packages compiled with mypyc (every module under them, discovered at build time).
COMPILED_PACKAGES = ("adjudicator.games", "adjudicator.render")
#: Modules under those packages that are never compiled (paths relative to the package root, '/'-separated).
#: sticks.py validates ``int``-annotated arguments with ``isinstance(x, bool)`` / float checks; compiled, such a
#: parameter is a native int (True arrives as 1, 2.5 raises TypeError at the call), so it stays pure Python.
EXCLUDED: frozenset[str] = frozenset({"adjudicator/games/sticks.py"})
#: The manifest written by the build next to ``adjudicator/__init__.py``.
MANIFEST = "_native_build.json"

#: ``"compiled"`` or ``"pure"``: which modules the rules library is loaded from (set by :func:`activate`).
BUILD = "pure"
#: Why the build is what it is (human-readable).
REASON = "not checked yet"


def pure_requested(environ: os._Environ[str] | dict[str, str] | None = None) -> bool:
    """Tell whether ``ADJ_PURE_PYTHON`` asks for pure Python (set to 1, true or yes); unset, the build is compiled
    wherever a C compiler is present."""
    value = (os.environ if environ is None else environ).get(PURE_ENV, "0")
    return value.strip().lower() not in ("", "0", "false", "no")


def c_compiler_available() -> bool:
    """Tell whether this machine can build extension modules: a C compiler on PATH and the Python headers."""
    cc = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    return bool(cc.split()) and shutil.which(cc.split()[0]) is not None and headers.is_file()


def all_modules(package_root: Path) -> list[str]:
    """Return every module source of the compiled packages, relative to ``package_root``, excluded ones included."""
    found: list[str] = []
    for package in COMPILED_PACKAGES:
        base = package_root.joinpath(*package.split("."))
        found += [path.relative_to(package_root).as_posix() for path in sorted(base.rglob("*.py"))]
    return found


def source_modules(package_root: Path) -> list[str]:
    """Return the compiled modules' sources relative to ``package_root`` (the directory holding ``adjudicator``)."""
    return [m for m in all_modules(package_root) if m not in EXCLUDED]


def source_hashes(package_root: Path, modules: Sequence[str]) -> dict[str, str]:
    """Return the SHA-256 of each module's source."""
    return {m: hashlib.sha256(package_root.joinpath(m).read_bytes()).hexdigest() for m in modules}


def _extension_path(package_root: Path, module: str) -> Path | None:
    stem = package_root.joinpath(module).with_suffix("")
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = stem.with_name(stem.name + suffix)
        if candidate.is_file():
            return candidate
    return None


def check(package_root: Path, environ: os._Environ[str] | dict[str, str] | None = None) -> tuple[str, str]:
    """Decide which build to load from ``package_root``: ``(build, reason)``."""
    manifest_path = package_root / "adjudicator" / MANIFEST
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        manifest = {"build": "pure", "reason": "no compiled build installed"}
    if manifest.get("build") != "compiled":
        return "pure", str(manifest.get("reason", "pure build installed"))
    if pure_requested(environ):
        return "pure", f"{PURE_ENV}=1: compiled modules ignored"
    recorded: dict[str, str] = manifest.get("modules", {})
    current = source_modules(package_root)
    changed = sorted(set(current) ^ set(recorded))
    unchanged = [m for m in current if m in recorded]
    hashes = source_hashes(package_root, unchanged)
    changed += [m for m in unchanged if hashes[m] != recorded[m]]
    if changed:
        shown = ", ".join(sorted(changed)[:5]) + (" ..." if len(changed) > 5 else "")
        return "pure", (f"compiled modules are stale (sources changed since the build: {shown}); "
                        "rebuild with `make` or `pip install -e .`")
    leftover = [m for m in all_modules(package_root) if m in EXCLUDED and _extension_path(package_root, m)]
    if leftover:
        return "pure", f"compiled modules left from an older build: {', '.join(leftover)}; rebuild with `make`"
    missing = [m for m in current if _extension_path(package_root, m) is None]
    if missing:
        return "pure", f"compiled modules missing: {', '.join(missing[:5])}"
    return "compiled", f"mypyc {manifest.get('mypy', '?')}, {len(current)} modules"


class SourceOnlyFinder(importlib.abc.MetaPathFinder):
    """Import the compiled packages' modules from their ``.py`` sources, never from extension modules."""

    def __init__(self, packages: Sequence[str] = COMPILED_PACKAGES) -> None:
        self.packages = tuple(packages)

    def _ours(self, fullname: str) -> bool:
        return any(fullname == p or fullname.startswith(p + ".") for p in self.packages)

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if path is None or not self._ours(fullname):
            return None
        loader = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
        for entry in path:
            spec = importlib.machinery.FileFinder(entry, loader).find_spec(fullname, target)
            if spec is not None and spec.origin is not None:
                return spec
        return None


def activate(package_root: Path | None = None) -> str:
    """Check the build and, unless it is ``compiled``, make sure the extension modules are not loaded."""
    global BUILD, REASON
    root = Path(__file__).resolve().parent.parent if package_root is None else package_root
    BUILD, REASON = check(root)
    if BUILD == "pure":
        if not any(isinstance(f, SourceOnlyFinder) for f in sys.meta_path):
            sys.meta_path.insert(0, SourceOnlyFinder())
        if "stale" in REASON:
            warnings.warn(f"adjudicator: {REASON}; running the pure-Python sources", RuntimeWarning, stacklevel=2)
    return BUILD


def loaded_build() -> dict[str, str]:
    """Report, for every rules module imported so far, whether it was loaded compiled or from its source."""
    out: dict[str, str] = {}
    for name, module in list(sys.modules.items()):
        if any(name == p or name.startswith(p + ".") for p in COMPILED_PACKAGES):
            origin = getattr(module, "__file__", None) or ""
            compiled = any(origin.endswith(s) for s in importlib.machinery.EXTENSION_SUFFIXES)
            out[name] = "compiled" if compiled else "pure"
    return out
