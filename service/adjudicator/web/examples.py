"""Response examples of the OpenAPI document: every operation's answer to its own request example.

The answers are not computed when the document is built (that would take seconds at every start): ``make examples``
(``scripts/make_examples.py``) sends each operation its documented request example, keeps the 2xx answer, shortened
when it is large, and writes them to ``response_examples.json`` beside this module. :class:`ResponseExamples`, an
apispec plugin, puts each into the document as the ``examples.answer`` of the operation's 2xx response, with a
``description`` saying what was left out when the answer was shortened. ``make drift`` fails when the file is not
what ``make examples`` writes; a test checks every example against the live answer's schema.

The operational endpoints (``/livez``, ``/readyz``, ``/metrics``) answer what depends on the process; their
examples are written by hand where they are declared (:mod:`adjudicator.web.health`).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from apispec import BasePlugin

#: The committed answers: operationId -> ``{"summary", "value"[, "description"]}`` (an OpenAPI Example Object).
EXAMPLES_FILE = Path(__file__).with_name("response_examples.json")
#: The name of the example in each 2xx response's ``examples``.
EXAMPLE_NAME = "answer"


@cache
def response_examples() -> dict[str, dict[str, Any]]:
    """The committed response examples by operationId (none when the file is missing)."""
    try:
        text = EXAMPLES_FILE.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    examples: dict[str, dict[str, Any]] = json.loads(text)
    return examples


class ResponseExamples(BasePlugin):
    """apispec plugin: each operation's committed answer as the example of its 2xx response."""

    def operation_helper(self, path: str | None = None, operations: dict[str, Any] | None = None,
                         **kwargs: Any) -> None:
        examples = response_examples()
        for operation in (operations or {}).values():
            example = examples.get(operation.get("operationId", ""))
            if example is None:
                continue
            for status, response in operation.get("responses", {}).items():
                if str(status).startswith("2") and isinstance(response, dict):
                    for media in response.get("content", {}).values():
                        if "example" not in media:
                            media.setdefault("examples", {EXAMPLE_NAME: example})
