"""GET forms of the main look-ups: the answer of a POST operation, addressable by URL and cacheable by HTTP.

``GET /v1/cetkaik/moves?position_text=…`` answers exactly what ``POST /v1/cetkaik/moves`` answers for the body
``{"position_text": …}``: the query parameters are named as the body's fields (a list is given as repeated
parameters or comma-separated: ``pieces=赤兵,黒王``), the query is turned into that body and goes through the POST
operation's own validation, computation and cache (so both forms share one cached answer and one ETag). Being
GETs, the answers carry ``ETag`` and ``Cache-Control`` (see ``web/http_cache.py``), so browsers and CDNs can keep
them. A GET form sits beside its POST operation, under the same path and tag; each is declared by its game's group
(``ops.get_form``, in ``web/api.py``).

A query string is where the Cetkaik text form is most often damaged: in a query ``+`` means a space, so a text
form pasted unencoded arrives with its ``+`` signs turned into spaces. That is detected and answered with a 422
that says to encode ``+`` as ``%2B``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudicator.web.endpoints import cetkaik, lauzait_cep
from adjudicator.web.endpoints.cetkaik.positions import INITIAL_TEXT

#: the Cetkaik text form has this many space-separated fields at most (with the optional await: and over:)
_TEXT_FIELDS = 11


def mangled_text_form(text: object) -> str | None:
    """Say what is wrong with a text form whose '+' signs arrived as spaces (None if it does not look so)."""
    if not isinstance(text, str) or "+" in text or len(text.split()) <= _TEXT_FIELDS:
        return None
    return (
        f"the text form has at most {_TEXT_FIELDS} space-separated fields but {len(text.split())} arrived and no '+': "
        "in a query string '+' means a space, so each '+' of the text form must be sent encoded as %2B "
        "(e.g. curl --data-urlencode, encodeURIComponent in JavaScript)"
    )


def _mangled_position_text(query: Mapping[str, Any]) -> tuple[str, str] | None:
    problem = mangled_text_form(query.get("position_text"))
    return None if problem is None else ("position_text", problem)


# The GET forms, in the order they are documented (each listed in adjudicator.web.api.GET_FORMS): their parameters
# are the named fields of the POST body (adjudicator.web.api.query_schema).
_PRESET = "a preset name (default cerke_online_alpha); flags need the POST form"
cetkaik.ops.get_form(
    "/moves", ("position_text", "ruleset", "src", "view", "form"), answers="list_cetkaik_moves",
    operation_id="get_cetkaik_moves", summary="List every legal move of a position given in its text form",
    required=("position_text",), refuse=_mangled_position_text,
    described={"position_text": "the position's one-line text form, URL-encoded: each '+' must be sent as %2B (a "
                                "bare '+' in a query string means a space)", "ruleset": _PRESET},
    examples={"position_text": INITIAL_TEXT, "src": "LAU"})
cetkaik.ops.get_form(
    "/hands", ("pieces", "previous", "ruleset"), answers="score_cetkaik_hands", operation_id="get_cetkaik_hands",
    summary="Find the hands of captured pieces given in the query", required=("pieces",),
    described={"pieces": "the captured pieces (hop1zuo1), e.g. 赤兵", "ruleset": _PRESET},
    examples={"pieces": "赤兵,赤兵,黒王", "previous": "赤兵"})
lauzait_cep.ops.get_form(
    "/departments", ("pieces", "players", "ruleset"), answers="decompose_lauzait_cep_hand",
    operation_id="get_lauzait_cep_departments", summary="Decompose a Lauzait Cep! hand given in the query",
    required=("pieces",), described={"pieces": "the pieces, usually the nine of a hand: G0..G9, W0..W9, J",
                                     "ruleset": "a preset name, default or english (options need the POST form)"},
    examples={"pieces": "W1,W2,W3,W3,W3,J,G3,G4,G5"})
