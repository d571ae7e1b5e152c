"""Read positions in the shape of the conformance data (one JSON object per position, see conformance/README).

That shape writes pieces in CJK (``{"color": "黒", "prof": "弓", "side": "IA"}``, the tam2 as ``"皇"`` with null
colour and side), hop1zuo1 and scores keyed ``ia``/``a``, the turn as ``IA``/``A``, the season as
``season_index``, the excited state as ``flying_piece_src``/``flying_piece_step``/``flying_piece_planned_direction``
with ``ciurl``, and the ruleset as a preset name in ``config``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset


def position_from_conformance(record: Mapping[str, Any]) -> tuple[Position, Ruleset]:
    """Return the position and the ruleset of one conformance record."""
    stepping = None
    if record.get("kind") == "excited":
        stepping = {
            "src": record["flying_piece_src"],
            "step": record["flying_piece_step"],
            "planned": record["flying_piece_planned_direction"],
            "ciurl": record["ciurl"],
        }
    position = Position.from_json(
        {
            "board": record["board"],
            "hop1zuo1": {"IASide": record["hop1zuo1"]["ia"], "ASide": record["hop1zuo1"]["a"]},
            "to_play": record["whose_turn"],
            "season": record["season_index"],
            "scores": {"IASide": record["scores"]["ia"], "ASide": record["scores"]["a"]},
            "rate": record["rate"],
            "tam_has_moved_previously": record.get("tam_has_moved_previously", False),
            "stepping": stepping,
        }
    )
    return position, Ruleset.resolve(record["config"])
