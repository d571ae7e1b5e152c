"""HTTP adapter for the throwing sticks: exact distribution and (seeded) casts."""

from __future__ import annotations

import marshmallow as ma
from marshmallow.validate import Range

from adjudicator.games import sticks as library
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, ProbabilitySchema, probability
from adjudicator.web.costs import flat, scaled

ops = Operations(
    "sticks", "/v1/sticks", "The throwing sticks (裁, ciurl): exact outcome distribution and reproducible casts"
)
blp = ops.blp

MAX_CASTS = 10_000


class StickDistributionQuerySchema(ma.Schema):
    """Query of the distribution."""

    sticks = ma.fields.Integer(
        load_default=library.STANDARD_STICKS,
        validate=Range(1, library.MAX_STICKS),
        metadata={"description": "number of sticks (every game here uses 5)", "example": 5},
    )


class StickOutcomeSchema(ma.Schema):
    """One result of a cast: the number of marked faces."""

    result = ma.fields.Integer(required=True, metadata={"description": "number of sticks showing the marked face"})
    ways = ma.fields.Integer(
        required=True, metadata={"description": "how many of the equally likely casts give this result"}
    )
    out_of = ma.fields.Integer(required=True, metadata={"description": "number of equally likely casts (2^sticks)"})
    probability = fields.nested(ProbabilitySchema, "P(result = k)")
    at_least = fields.nested(ProbabilitySchema, "P(result >= k)")


class StickDistributionSchema(ma.Schema):
    """The exact distribution of a cast."""

    sticks = ma.fields.Integer(required=True)
    outcomes = fields.nested_list(StickOutcomeSchema)


class StickCastRequestSchema(ma.Schema):
    """Cast the sticks, optionally reproducibly."""

    sticks = fields.Integer(load_default=library.STANDARD_STICKS, validate=Range(1, library.MAX_STICKS))
    count = fields.Integer(load_default=1, validate=Range(1, MAX_CASTS), metadata={"description": "number of casts"})
    seed = fields.seed_field("makes the casts reproducible; without it they are random and never cached")


class StickCastSchema(ma.Schema):
    """One cast."""

    faces = ma.fields.List(
        ma.fields.Boolean(), required=True, metadata={"description": "each stick, true = marked face up"}
    )
    total = ma.fields.Integer(required=True)


class StickCastsSchema(ma.Schema):
    """The casts made."""

    sticks = ma.fields.Integer(required=True)
    seed = ma.fields.Integer(allow_none=True, required=True)
    casts = fields.nested_list(StickCastSchema)
    totals = ma.fields.List(ma.fields.Integer(), required=True)


@ops.get("/distribution", StickDistributionQuerySchema, StickDistributionSchema, cost=flat(1))
def get_stick_distribution(sticks: int) -> JSON:
    """Get the exact distribution of a cast of the sticks

    Every result 0..n with its exact probability (and the number of the 2^n equally likely casts giving it),
    and P(result >= k), which is e.g. the chance that a stepping move of distance k can be completed.
    """
    tails = library.at_least(sticks)
    out_of = 2**sticks
    return {
        "sticks": sticks,
        "outcomes": [
            {
                "result": k,
                "ways": int(p * out_of),
                "out_of": out_of,
                "probability": probability(p),
                "at_least": probability(tails[k]),
            }
            for k, p in enumerate(library.distribution(sticks))
        ],
    }


@ops.post("/cast", StickCastRequestSchema, StickCastsSchema,
          cacheable=lambda args: args["seed"] is not None, example={"sticks": 5, "count": 3, "seed": 1},
          cost=scaled("count", 0.004, 10_000, bytes_each=52))
def cast_sticks(sticks: int, count: int, seed: int | None) -> JSON:
    """Cast the sticks

    With a ``seed`` the casts are reproducible (and cached); without one they are random.
    """
    made = library.casts(sticks, count, seed)
    return {
        "sticks": sticks,
        "seed": seed,
        "casts": [{"faces": list(c.faces), "total": c.total} for c in made],
        "totals": [c.total for c in made],
    }
