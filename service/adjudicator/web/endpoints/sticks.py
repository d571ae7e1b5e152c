"""HTTP adapter for the throwing sticks: exact distribution and (seeded) casts."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask.views import MethodView
from marshmallow.validate import Range

from adjudicator.games import sticks
from adjudicator.web import fields
from adjudicator.web.api import Blueprint, ProbabilitySchema, answer, probability

blp = Blueprint(
    "sticks",
    __name__,
    url_prefix="/v1/sticks",
    description="The throwing sticks (裁, ciurl): exact outcome distribution and reproducible casts",
)

MAX_CASTS = 10_000


class StickDistributionQuerySchema(ma.Schema):
    """Query of the distribution."""

    sticks = ma.fields.Integer(
        load_default=sticks.STANDARD_STICKS,
        validate=Range(1, sticks.MAX_STICKS),
        metadata={"description": "number of sticks (every game here uses 5)"},
    )


class StickOutcomeSchema(ma.Schema):
    """One result of a cast: the number of marked faces."""

    result = ma.fields.Integer(required=True, metadata={"description": "number of sticks showing the marked face"})
    ways = ma.fields.Integer(
        required=True, metadata={"description": "how many of the equally likely casts give this result"}
    )
    out_of = ma.fields.Integer(required=True, metadata={"description": "number of equally likely casts (2^sticks)"})
    probability = ma.fields.Nested(ProbabilitySchema, required=True, metadata={"description": "P(result = k)"})
    at_least = ma.fields.Nested(ProbabilitySchema, required=True, metadata={"description": "P(result >= k)"})


class StickDistributionSchema(ma.Schema):
    """The exact distribution of a cast."""

    sticks = ma.fields.Integer(required=True)
    outcomes = ma.fields.List(ma.fields.Nested(StickOutcomeSchema), required=True)


class StickCastRequestSchema(ma.Schema):
    """Cast the sticks, optionally reproducibly."""

    sticks = fields.Integer(load_default=sticks.STANDARD_STICKS, validate=Range(1, sticks.MAX_STICKS))
    count = fields.Integer(load_default=1, validate=Range(1, MAX_CASTS), metadata={"description": "number of casts"})
    seed = fields.Integer(
        load_default=None,
        allow_none=True,
        validate=Range(-(2**63), 2**63 - 1),
        metadata={"description": "makes the casts reproducible; without it they are random and never cached"},
    )


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
    casts = ma.fields.List(ma.fields.Nested(StickCastSchema), required=True)
    totals = ma.fields.List(ma.fields.Integer(), required=True)


def stick_distribution(n: int) -> dict[str, Any]:
    """Build the distribution answer for ``n`` sticks."""
    dist = sticks.distribution(n)
    tails = sticks.at_least(n)
    out_of = 2**n
    return {
        "sticks": n,
        "outcomes": [
            {
                "result": k,
                "ways": int(p * out_of),
                "out_of": out_of,
                "probability": probability(p),
                "at_least": probability(tails[k]),
            }
            for k, p in enumerate(dist)
        ],
    }


@blp.route("/distribution")
class Distribution(MethodView):
    """The exact distribution of a cast."""

    @blp.arguments(StickDistributionQuerySchema, location="query")
    @blp.response(200, StickDistributionSchema)
    @blp.doc(operationId="get_stick_distribution")
    def get(self, query: dict[str, Any]) -> Any:
        """Get the exact distribution of a cast of the sticks

        Every result 0..n with its exact probability (and the number of the 2^n equally likely casts giving it),
        and P(result >= k), which is e.g. the chance that a stepping move of distance k can be completed.
        """
        n = query["sticks"]
        return answer("get_stick_distribution", {"sticks": n}, lambda: stick_distribution(n), StickDistributionSchema())


@blp.route("/cast")
class Cast(MethodView):
    """Cast the sticks."""

    @blp.arguments(StickCastRequestSchema)
    @blp.response(200, StickCastsSchema)
    @blp.doc(operationId="cast_sticks")
    def post(self, body: dict[str, Any]) -> Any:
        """Cast the sticks

        With a ``seed`` the casts are reproducible (and cached); without one they are random.
        """
        n, count, seed = body["sticks"], body["count"], body["seed"]

        def compute() -> dict[str, Any]:
            made = sticks.casts(n, count, seed)
            return {
                "sticks": n,
                "seed": seed,
                "casts": [{"faces": list(c.faces), "total": c.total} for c in made],
                "totals": [c.total for c in made],
            }

        return answer("cast_sticks", body, compute, StickCastsSchema(), cacheable=seed is not None)
