"""One module per game or shared capability; a family of games is a package of one module a game (and a large game
a package of modules by topic), its groups in its ``common``. All are registered."""

from __future__ import annotations

import importlib
import pkgutil

from flask_smorest import Api, Blueprint


def register_all(api: Api) -> None:
    """Import every endpoint module of this package, in name order, and register it with ``api``.

    A module exposes its blueprint as ``blp`` (or, when its game has more than one group of operations, all of
    them in order as ``BLUEPRINTS``) and, optionally, ``COMPONENT_SCHEMAS``: schemas that the
    OpenAPI document must name because a field refers to them by ``$ref`` (unions documented with ``oneOf``).
    """
    modules = [
        importlib.import_module(f"{__name__}.{info.name}")
        for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name)
    ]
    for module in modules:
        for name, schema in getattr(module, "COMPONENT_SCHEMAS", {}).items():
            if name not in api.spec.components.schemas:
                api.spec.components.schema(name, schema=schema)
    for module in modules:
        for blp in getattr(module, "BLUEPRINTS", (getattr(module, "blp", None),)):
            if isinstance(blp, Blueprint):
                api.register_blueprint(blp)
