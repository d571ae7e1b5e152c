"""Cetkaik (机戦) over HTTP, all under ``/v1/cetkaik`` with one tag: ``positions`` (positions, legal moves, the
cerke_online conversion) and ``play`` (applying moves, declarations, hands, game records). Importing a module
declares its operations on the group ``ops``.
"""

from __future__ import annotations

from adjudicator.web.api import Operations
from adjudicator.web.schemas.cetkaik import COMPONENTS

ops = Operations(
    "cetkaik",
    "/v1/cetkaik",
    "Cetkaik (机戦): positions, legal moves, applying moves, hands, declarations and game records",
)
blp = ops.blp

from adjudicator.web.endpoints.cetkaik import positions, play  # noqa: E402, F401, I001  (after ops; positions first)

#: The schemas referred to by ``$ref`` (registered by name): the Cetkaik ones, and a record's play.
COMPONENT_SCHEMAS = {**COMPONENTS, "RecordPlay": play.RecordPlaySchema}
