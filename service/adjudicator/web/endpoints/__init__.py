"""One module per game (or shared capability), each exposing a flask-smorest ``blp``; all are registered."""

from __future__ import annotations

import importlib
import pkgutil

from flask_smorest import Blueprint


def all_blueprints() -> list[Blueprint]:
    """Import every endpoint module of this package, in name order, and return their blueprints."""
    found = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        blp = getattr(module, "blp", None)
        if isinstance(blp, Blueprint):
            found.append(blp)
    return found
