"""``POST /v1/batch``: up to 100 operations in one request, answered in order, each with its own status and body.

Each item names an operationId and gives the body that operation takes (for a GET operation, its query as an
object). Every item goes through its operation's own validation, computation and answer cache, exactly as if it
had been sent alone, and gets the status and body it would have got: 200 and the answer, or 422 (or 404 for an
operationId that is not there) and the error body. One item's failure does not affect the others.

The total work is bounded: at most :data:`MAX_ITEMS` items; the batch is charged the sum of its items' costs, each
item charged as if it came alone (:mod:`adjudicator.web.costs`), and refused as a whole before any item is computed
(422 naming ``requests``) when that sum is more work, or a larger answer, than one request may have; it is admitted
by that sum like a single request of that cost; and a time budget (``ADJ_BATCH_SECONDS``, default 10 s) after which
the items not yet started are answered 503 without being computed (send them again). The batch as a whole is
under the request deadline and the body size limit like any other request.
"""

from __future__ import annotations

import os
import time
from http import HTTPStatus
from typing import Any

import marshmallow as ma
import orjson
from flask import Response, current_app, g
from marshmallow.validate import Length
from werkzeug.exceptions import HTTPException

from adjudicator.web import fields
from adjudicator.web.api import REGISTRY, Operations, within_limits
from adjudicator.web.costs import Charge
from adjudicator.web.deadlines import shielded, undo_at_end
from adjudicator.web.errors import ErrorSchema, error_paths
from adjudicator.web.loader import LoadedNested

#: the most items one batch may hold
MAX_ITEMS = 100
#: default seconds a batch may spend before the items not yet started are refused
DEFAULT_SECONDS = 10.0

ops = Operations("batch", "/v1", "Several operations in one request: each answered as if sent alone, in order.")
blp = ops.blp


BatchItemSchema = fields.schema(
    "BatchItemSchema", "One operation to run.",
    operation=ma.fields.String(required=True,
                               metadata={"description": "its operationId", "example": "list_cetkaik_moves"}),
    body=ma.fields.Dict(load_default=dict, metadata=fields.described(
        "the operation's JSON body (for a GET operation, its query parameters)")))
BatchRequestSchema = fields.schema(
    "BatchRequestSchema", "The operations to run, in order.",
    requests=ma.fields.List(LoadedNested(BatchItemSchema), required=True, validate=Length(min=1, max=MAX_ITEMS),
                            metadata={"description": f"1 to {MAX_ITEMS} operations"}))
BatchAnswerSchema = fields.schema(
    "BatchAnswerSchema", "One item's answer.",
    operation=ma.fields.String(required=True),
    status=ma.fields.Integer(required=True, metadata={"description": "the HTTP status it would have had alone"}),
    body=ma.fields.Raw(required=True,
                       metadata={"description": "its answer (status 200) or its error body (an Error object)"}))
BatchResponseSchema = fields.schema("BatchResponseSchema", "Every item's answer, in the order of the request.",
                                    responses=fields.nested_list(BatchAnswerSchema))


def _error(status: int, message: str, errors: Any = None) -> bytes:
    body: dict[str, Any] = {"code": status, "status": HTTPStatus(status).phrase, "message": message}
    if errors is not None:
        body["errors"] = errors
    return orjson.dumps(ErrorSchema().dump(body))


class _Item:
    """One item, validated and charged before any item is computed: its operation and arguments, or its answer."""

    def __init__(self, operation_id: str, body: dict[str, Any]) -> None:
        self.operation_id = operation_id
        self.operation = REGISTRY.get(operation_id)
        self.args: dict[str, Any] | None = None
        self.charge = Charge(0, 0)
        self.refused: tuple[int, bytes] | None = None
        if self.operation is None or self.operation.mimetype != "application/json":  # pictures: no batch answer
            self.refused = 404, _error(404, f"no operation {operation_id!r} can be batched (name an operationId of "
                                            "the OpenAPI document; the ops endpoints, the pictures and batch itself "
                                            "cannot be)")
            return
        try:
            self.args = self.operation.load(body)
        except ma.ValidationError as exc:
            messages = exc.messages if isinstance(exc.messages, dict) else {"_body": exc.messages}
            flat, message = error_paths({self.operation.location: messages})
            self.refused = 422, _error(422, message, flat)
            return
        self.charge = self.operation.charge(self.args)

    def run(self) -> tuple[int, bytes]:
        """Answer the item as its operation would: (status, JSON body)."""
        if self.refused is not None or self.operation is None or self.args is None:
            return self.refused or (500, b"{}")
        try:
            return 200, self.operation.answer_bytes(self.args, self.charge)  # its JSON, never compressed
        except HTTPException as exc:
            data = getattr(exc, "data", None) or {}
            status = exc.code or 500
            return status, _error(status, str(data.get("message") or exc.description), data.get("errors"))


def _seconds() -> float:
    configured = current_app.config.get("ADJ_BATCH_SECONDS", os.environ.get("ADJ_BATCH_SECONDS"))
    return DEFAULT_SECONDS if configured in (None, "") else float(configured)


_INITIAL_TEXT = ("o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/"
                 "s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f")
#: the request example of the OpenAPI document (what Swagger UI's "Try it out" sends)
EXAMPLE = {"requests": [
    {"operation": "list_cetkaik_moves", "body": {"position_text": _INITIAL_TEXT, "src": "LAU"}},
    {"operation": "get_stick_distribution", "body": {"sticks": 3}},
    {"operation": "list_cetkaik_moves", "body": {"position_text": _INITIAL_TEXT, "src": "XX"}},
]}


@ops.direct("POST", "/batch", BatchRequestSchema, BatchResponseSchema, example=EXAMPLE)
def run_batch(requests: list[dict[str, Any]]) -> Response:
    """Run up to 100 operations in one request

    Each item (`{"operation": operationId, "body": {...}}`) is validated, computed and cached exactly as the
    operation alone would be, and answered in order with its own `status` and `body` (the answer, or the error
    body of a 422, or a 404 for an unknown operationId). One item's failure does not affect the others. Items not
    started within the batch's time budget are answered 503 without being computed: send them again.
    """
    budget = _seconds()
    started = time.perf_counter()
    items = [_Item(item["operation"], item["body"]) for item in requests]
    total = sum((item.charge for item in items), Charge(0, 0))
    within_limits(Charge(total.units, total.answer_bytes, "requests"))
    guard = current_app.extensions.get("adjudicator.guard")
    with shielded():  # the slots taken and their release handed to the budget, or neither
        release = guard.enter(total.units) if guard is not None and not g.get("admitted") else None
        later = release is not None and undo_at_end(release)
    g.admitted = True  # the batch holds what its items need: they take nothing more
    # The answer is written once: its pieces are joined at the end (an item's answer, often 100 kB, is not copied
    # into an envelope of its own first).
    parts: list[bytes] = [b'{"responses":[']
    try:
        for index, item in enumerate(items):
            if index and time.perf_counter() - started >= budget:
                status, body = 503, _error(503, f"not computed: the batch's time budget of {budget:g} s was spent "
                                                "on the items before it; send it again")
            else:
                status, body = item.run()
            parts += (b',{"operation":' if index else b'{"operation":', orjson.dumps(item.operation_id),
                      b',"status":%d,"body":' % status, body, b"}")
    finally:
        if release is not None and not later:
            release()
    parts.append(b"]}")
    # the items' cache entries are theirs; the batch itself is neither cached nor pointed to
    g.answer_key = None
    g.cache_status = "bypass"
    return Response(b"".join(parts), status=200, mimetype="application/json")

