"""Race-game figures the library computes exactly, declared once: 六裁's landing probabilities h(g)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow.validate import OneOf, Range

from adjudicator.games.race_games import netxiju
from adjudicator.games.race_games.common import RANDOMIZERS, Randomizer
from adjudicator.web.api import JSON, Operations, ProbabilitySchema, probability
from adjudicator.web.fields import nested, nested_list

ops = Operations("race-games-odds", "/v1/race-games", "Exact figures of the race games: 六裁 landing probabilities")
blp = ops.blp


class NetxijuLandingQuerySchema(ma.Schema):
    """The randomiser and how far ahead to look."""

    randomizer = ma.fields.String(load_default="sticks6", validate=OneOf(RANDOMIZERS),
                                  metadata={"description": "sticks6 (the designers' card), sticks5 or d6"})
    horizon = ma.fields.Integer(load_default=netxiju.GOAL, validate=Range(0, netxiju.GOAL),
                                metadata={"description": "the largest distance g listed (the path has 31 steps)"})


class NetxijuLandingSchema(ma.Schema):
    """h(g) for g = 0..horizon."""

    distance = ma.fields.Integer(required=True, metadata={"description": "g squares ahead"})
    probability = nested(ProbabilitySchema, "the chance a lone pawn ever lands exactly there")


class NetxijuLandingsSchema(ma.Schema):
    """The landing probabilities of a lone pawn."""

    randomizer = ma.fields.String(required=True)
    landings = nested_list(NetxijuLandingSchema)


@ops.get("/netxiju/landing", "get_netxiju_landing_probabilities", NetxijuLandingQuerySchema, NetxijuLandingsSchema)
def get_netxiju_landing_probabilities(randomizer: Randomizer, horizon: int) -> JSON:
    """六裁: the chance h(g) that a lone pawn ever lands exactly g squares ahead

    Throws of 0 are skipped (they leave the pawn where it is); P(牛行) for five sticks is h(3)^5 · h(4)^3.
    """
    found = netxiju.landing_probabilities(randomizer, horizon)
    return {"randomizer": randomizer,
            "landings": [{"distance": g, "probability": probability(h)} for g, h in enumerate(found)]}
