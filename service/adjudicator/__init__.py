"""adjudicator: a stateless rules-adjudication service for Cetkaik and related games."""

__version__ = "0.4.0"

#: Bumped whenever an answer of the engine may change; part of every cache key.
ENGINE_VERSION = "8"

# Decide, before any rules module is imported, whether the mypyc-compiled modules are loaded (see native.py).
from adjudicator import native as _native  # noqa: E402

BUILD = _native.activate()
