"""Operational endpoints: liveness, readiness and metrics."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import marshmallow as ma
from flask import current_app
from flask.views import MethodView

from adjudicator import ENGINE_VERSION, __version__, native
from adjudicator.web import fields
from adjudicator.web.api import Blueprint
from adjudicator.web.observability import render_metrics

blp = Blueprint("ops", __name__, description="Operational endpoints (health and metrics)")

View = TypeVar("View", bound=Callable[..., Any])


def documented(operation_id: str, schema: type[ma.Schema] | None = None, **response: Any) -> Callable[[View], View]:
    """Document a view's 200 answer and operationId (these views answer directly, outside the answer cache)."""

    def decorate(view: View) -> View:
        done: View = blp.doc(operationId=operation_id)(blp.response(200, schema, **response)(view))
        return done

    return decorate


LivezSchema = fields.schema("LivezSchema", "The process is up.",
                            status=ma.fields.String(required=True, metadata={"example": "ok"}))
CacheStatusSchema = fields.schema(
    "CacheStatusSchema", "The answer cache's backend and whether it is reachable.",
    backend=ma.fields.String(required=True, metadata={"description": "'redis' or 'local'"}),
    ok=ma.fields.Boolean(required=True),
    entries=ma.fields.Integer(metadata={"description": "entries held (local cache only)"}),
    error=ma.fields.String(metadata={"description": "why Redis is unreachable"}))
ReadyzSchema = fields.schema(
    "ReadyzSchema", "The service can answer; Redis reachability is reported but not required (the cache fails open).",
    status=ma.fields.String(required=True, metadata={"example": "ready"}),
    version=ma.fields.String(required=True),
    engine_version=ma.fields.String(required=True),
    build=ma.fields.String(required=True, metadata={
        "description": "'compiled' (the rules library compiled with mypyc) or 'pure' (pure Python)",
        "example": "compiled"}),
    cache=fields.nested(CacheStatusSchema))


#: A few lines of what ``/metrics`` answers: one operation's counters after three requests, one computed.
METRICS_EXAMPLE = """\
# HELP adjudicator_requests_total Requests answered
# TYPE adjudicator_requests_total counter
adjudicator_requests_total{method="GET",operation="sticks.get_stick_distribution",status="200"} 3.0
# HELP adjudicator_cache_total Answer cache lookups
# TYPE adjudicator_cache_total counter
adjudicator_cache_total{operation="sticks.get_stick_distribution",result="miss"} 1.0
adjudicator_cache_total{operation="sticks.get_stick_distribution",result="hit"} 2.0
"""


@blp.route("/livez")
class Livez(MethodView):
    """Liveness."""

    @documented("get_livez", LivezSchema, example={"status": "ok"})
    def get(self) -> dict[str, Any]:
        """Tell whether the process is alive"""
        return {"status": "ok"}


@blp.route("/readyz")
class Readyz(MethodView):
    """Readiness."""

    @documented("get_readyz", ReadyzSchema, example={
        "status": "ready", "version": __version__, "engine_version": ENGINE_VERSION, "build": "compiled",
        "cache": {"backend": "redis", "ok": True}})
    def get(self) -> dict[str, Any]:
        """Tell whether the service is ready, and whether its cache backend is reachable"""
        cache = current_app.extensions["adjudicator.cache"]
        return {"status": "ready", "version": __version__, "engine_version": ENGINE_VERSION, "build": native.BUILD,
                "cache": cache.status()}


@blp.route("/metrics")
class Metrics(MethodView):
    """Prometheus metrics."""

    @documented("get_metrics", content_type="text/plain", example=METRICS_EXAMPLE,
                description="Metrics in the Prometheus text exposition format")
    def get(self) -> Any:
        """Export the service's metrics for Prometheus"""
        return render_metrics()
