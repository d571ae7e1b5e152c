"""adjudicator: a stateless rules-adjudication service for Cetkaik and related games."""

__version__ = "0.1.0"

#: Bumped whenever an answer of the engine may change; part of every cache key.
ENGINE_VERSION = "2"
