"""Cetkaik (机戦) over HTTP, all under ``/v1/cetkaik`` with one tag: ``positions`` (the group ``ops``; positions,
legal moves, the cerke_online conversion) and ``play`` (applying moves, declarations, hands, game records), declared
in that order (``play`` builds on ``positions``).
"""

from __future__ import annotations

from adjudicator.web.endpoints.cetkaik import play, positions
from adjudicator.web.schemas.cetkaik import COMPONENTS

blp = positions.ops.blp
#: The schemas referred to by ``$ref`` (registered by name): the Cetkaik ones, and a record's play.
COMPONENT_SCHEMAS = {**COMPONENTS, "RecordPlay": play.RecordPlaySchema}
