"""Cetkaik (机戦) over HTTP, all under ``/v1/cetkaik`` with one tag (the group in ``common``): ``positions``
(positions, legal moves, the cerke_online conversion) and ``play`` (applying moves, declarations, hands, game
records), declared in that order (``play`` builds on ``positions``).
"""

from __future__ import annotations

from adjudicator.web.endpoints.cetkaik import play, positions  # noqa: F401  (importing declares the operations)
from adjudicator.web.endpoints.cetkaik.common import ops as ops
from adjudicator.web.schemas.cetkaik import COMPONENTS

blp = ops.blp
#: The schemas referred to by ``$ref`` (registered by name): the Cetkaik ones, and a record's play.
COMPONENT_SCHEMAS = {**COMPONENTS, "RecordPlay": play.RecordPlaySchema}
