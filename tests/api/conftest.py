"""Every answer the API tests receive is checked against the OpenAPI document the app publishes.

The ``client`` of these tests is Flask's test client with one addition: each JSON response of a documented
operation is validated (JSON Schema 2020-12, as OpenAPI 3.1 declares) against the schema the document gives for
its status code (or the ``default`` error response). A response outside its contract fails the test that got it.

The document is read once a session, and each response schema is compiled once (jsonschema-rs, a compiled
validator) and kept: a whole game over HTTP is thousands of answers, and walking each with an interpreted validator
took longer than the service took to answer it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import jsonschema_rs
import pytest
from flask.testing import FlaskClient

_DOCUMENT = "urn:adjudicator:openapi"


class ContractViolation(AssertionError):
    """An answer that its OpenAPI document does not allow."""


class _Contract:
    """The response schemas of the document, by method, path pattern and status."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.registry = jsonschema_rs.Registry([(_DOCUMENT, document)], draft=jsonschema_rs.Draft202012)
        self.routes: list[tuple[str, re.Pattern[str], dict[str, Any], str]] = []
        for path, item in document["paths"].items():
            pattern = re.compile("^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path)) + "$")
            for method, operation in item.items():
                pointer = "/paths/" + path.replace("~", "~0").replace("/", "~1") + f"/{method}/responses"
                self.routes.append((method.upper(), pattern, operation["responses"], pointer))
        self.document = document
        #: The route of each (method, path) met so far (None: not a documented operation).
        self.matched: dict[tuple[str, str], tuple[dict[str, Any], str] | None] = {}
        #: The compiled validator of each response schema met so far, by its pointer into the document.
        self.validators: dict[str, jsonschema_rs.Validator] = {}

    def _route(self, method: str, path: str) -> tuple[dict[str, Any], str] | None:
        if (method, path) not in self.matched:
            self.matched[method, path] = next(((responses, pointer) for route_method, pattern, responses, pointer
                                               in self.routes if route_method == method and pattern.match(path)),
                                              None)
        return self.matched[method, path]

    def _validator(self, at: str) -> jsonschema_rs.Validator:
        if at not in self.validators:
            schema = {"$ref": f"{_DOCUMENT}#{at}/content/application~1json/schema"}
            self.validators[at] = jsonschema_rs.Draft202012Validator(schema, registry=self.registry)
        return self.validators[at]

    def check(self, method: str, path: str, status: int, body: Any) -> None:
        route = self._route(method, path)
        if route is not None:
            responses, pointer = route
            code = str(status) if str(status) in responses else "default"
            described, at = responses.get(code, {}), f"{pointer}/{code}"
            if "$ref" in described:  # a shared response of components/responses
                at = described["$ref"].removeprefix("#")
                described = self._resolve(at)
            if described.get("content", {}).get("application/json") is None:
                if code == "default":
                    return  # an undocumented status (e.g. 304) has no body to check
                raise ContractViolation(f"{method} {path}: status {status} is not documented")
            validator = self._validator(at)
            if validator.is_valid(body):
                return
            first = min(validator.iter_errors(body), key=lambda e: [str(p) for p in e.instance_path])
            where = "/".join(str(p) for p in first.instance_path)
            raise ContractViolation(f"{method} {path} -> {status} at '{where}': {first.message[:300]}")

    def _resolve(self, pointer: str) -> dict[str, Any]:
        node: Any = self.document
        for part in pointer.strip("/").split("/"):
            node = node[part.replace("~1", "/").replace("~0", "~")]
        return dict(node)


class ContractClient(FlaskClient):
    """Flask's test client validating every JSON answer of a documented operation against the document."""

    contract: _Contract

    def open(self, *args: Any, **kwargs: Any) -> Any:
        response = super().open(*args, **kwargs)
        request = response.request
        if response.mimetype == "application/json" and not response.headers.get("Content-Encoding"):
            self.contract.check(request.method, request.path, response.status_code, response.get_json())
        return response


_CONTRACTS: dict[int, _Contract] = {}


@pytest.fixture
def client(app: Any) -> Iterator[FlaskClient]:
    """The test client of the app, checking every answer against the app's OpenAPI document."""
    key = 0  # every app of the suite publishes the same document
    if key not in _CONTRACTS:
        _CONTRACTS[key] = _Contract(app.test_client().get("/openapi.json").get_json())
    app.test_client_class = ContractClient
    ContractClient.contract = _CONTRACTS[key]
    yield app.test_client()
