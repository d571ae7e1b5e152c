"""GET forms of the main look-ups: the answer of a POST operation, addressable by URL and cacheable by HTTP.

``GET /v1/cetkaik/moves?position_text=…`` answers exactly what ``POST /v1/cetkaik/moves`` answers for the body
``{"position_text": …}``: the query parameters are named as the body's fields, the query is turned into that
body and goes through the POST operation's own validation, computation and cache (so both forms share one cached
answer and one ETag). Being GETs, the answers carry ``ETag`` and ``Cache-Control`` (see ``web/http_cache.py``),
so browsers and CDNs can keep them.

A query string is where the Cetkaik text form is most often damaged: in a query ``+`` means a space, so a text
form pasted unencoded arrives with its ``+`` signs turned into spaces. That is detected and answered with a 422
that says to encode ``+`` as ``%2B``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import marshmallow as ma
from flask import Response
from flask_smorest import abort
from marshmallow.validate import OneOf

from adjudicator.web.api import REGISTRY, Blueprint
from adjudicator.web.endpoints import cetkaik as _cetkaik  # noqa: F401  (declares the POST operations answering)
from adjudicator.web.errors import describe, error_paths
from adjudicator.web.schemas.cetkaik import PRESETS, SQUARE_PATTERN

blp = Blueprint(
    "lookups", "lookups", url_prefix="",
    description="GET forms of the main look-ups: the same answers as their POST operations, with the position's "
                "text form (or the pieces) in the query, so that browsers and CDNs can cache them (ETag, "
                "Cache-Control). Encode the query: a '+' of a Cetkaik text form must be sent as %2B.",
)

#: the Cetkaik text form has this many space-separated fields at most
_TEXT_FIELDS = 9

_INITIAL_TEXT = ("o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/"
                 "s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f")


def position_text_param(**kwargs: Any) -> ma.fields.String:
    """The ``position_text`` query parameter (the one-line text form), as named in the POST bodies."""
    return ma.fields.String(
        metadata={
            "description": "the position's one-line text form, URL-encoded: each '+' must be sent as %2B "
                           "(a bare '+' in a query string means a space)",
            "example": _INITIAL_TEXT,
        },
        **kwargs,
    )


class _QuerySchema(ma.Schema):
    """A GET form's query: unknown parameters are refused, and the old name ``position`` is pointed out."""

    @ma.pre_load
    def _renamed(self, data: Any, **kwargs: Any) -> Any:
        if "position_text" in self.fields and "position" in data and "position_text" not in data:
            raise ma.ValidationError(
                ["the position's text form is the parameter position_text (as in the POST body), not position"],
                "position",
            )
        return data


class MovesQuerySchema(_QuerySchema):
    """The query of ``GET /v1/cetkaik/moves``: the fields of the POST body that fit in a URL."""

    position_text = position_text_param(required=True)
    ruleset = ma.fields.String(
        validate=OneOf(PRESETS),
        metadata={"description": "a preset name (default cerke_online_alpha); flags need the POST form"},
    )
    src = ma.fields.String(
        metadata={"description": "only the moves of the piece (or tam2) on this square", "pattern": SQUARE_PATTERN,
                  "example": "LAU"},
    )
    view = ma.fields.String(
        validate=OneOf(["full", "notations"]),
        metadata={"description": "full (default): every move annotated; notations: only the 片 notations"},
    )


@dataclass(frozen=True)
class GetForm:
    """A GET form: its route, operationId, query schema, and the POST operation that answers it."""

    path: str
    operation_id: str
    post_operation_id: str
    query: type[ma.Schema]
    summary: str
    to_body: Callable[[Mapping[str, Any]], dict[str, Any]] = dict


def mangled_text_form(text: str) -> str | None:
    """Say what is wrong with a text form whose '+' signs arrived as spaces (None if it does not look so)."""
    parts = text.split()
    if "+" in text or len(parts) <= _TEXT_FIELDS:
        return None
    return (
        f"the text form has at most {_TEXT_FIELDS} space-separated fields but {len(parts)} arrived and no '+': "
        "in a query string '+' means a space, so each '+' of the text form must be sent encoded as %2B "
        "(e.g. curl --data-urlencode, encodeURIComponent in JavaScript)"
    )


def _refuse(errors: dict[str, list[str]]) -> None:
    flat, message = error_paths({"query": errors})
    abort(422, message=message, errors=flat)


def _declare(form: GetForm) -> None:
    def view(query: dict[str, Any]) -> Response:
        text = query.get("position_text")
        if isinstance(text, str):
            problem = mangled_text_form(text)
            if problem:
                abort(422, message=describe("query", "position_text", problem),
                      errors={"query": {"position_text": [problem]}})
        operation = REGISTRY[form.post_operation_id]
        try:
            args = operation.load(form.to_body(query))
        except ma.ValidationError as exc:
            _refuse(exc.messages if isinstance(exc.messages, dict) else {"_query": exc.messages})
        return operation.answer(args)

    view.__name__ = form.operation_id
    view.__doc__ = (f"{form.summary}\n\nThe GET form of `{form.post_operation_id}` (the same answer, the same "
                    "cache entry), cacheable by browsers and CDNs: the answer carries `ETag` and `Cache-Control`, "
                    "and `If-None-Match` gets a 304. Query parameters are named as the fields of the POST body.")
    routed: Callable[..., Any] = blp.arguments(form.query, location="query", unknown=ma.RAISE)(view)
    response_schema = REGISTRY[form.post_operation_id].response
    routed = blp.response(200, response_schema)(routed)
    routed = blp.doc(operationId=form.operation_id)(routed)
    blp.route(form.path, methods=["GET"], endpoint=form.operation_id)(routed)


GET_FORMS = [
    GetForm("/v1/cetkaik/moves", "get_cetkaik_moves", "list_cetkaik_moves", MovesQuerySchema,
            "List every legal move of a position given in its text form"),
]

for _form in GET_FORMS:
    _declare(_form)
