"""Every answer the API tests receive is checked against the OpenAPI document the app publishes.

The ``client`` of these tests is Flask's test client with one addition: each JSON response of a documented
operation is validated (JSON Schema 2020-12, as OpenAPI 3.1 declares) against the schema the document gives for
its status code (or the ``default`` error response). A response outside its contract fails the test that got it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

_DOCUMENT = "urn:adjudicator:openapi"


class ContractViolation(AssertionError):
    """An answer that its OpenAPI document does not allow."""


class _Contract:
    """The response schemas of the document, by method, path pattern and status."""

    def __init__(self, document: dict[str, Any]) -> None:
        registry: Registry = Registry().with_resource(  # type: ignore[type-arg]
            _DOCUMENT, Resource.from_contents(document, default_specification=DRAFT202012)
        )
        self.routes: list[tuple[str, re.Pattern[str], dict[str, Any], str]] = []
        for path, item in document["paths"].items():
            pattern = re.compile("^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path)) + "$")
            for method, operation in item.items():
                pointer = "/paths/" + path.replace("~", "~0").replace("/", "~1") + f"/{method}/responses"
                self.routes.append((method.upper(), pattern, operation["responses"], pointer))
        self.registry = registry
        self.document = document

    def check(self, method: str, path: str, status: int, body: Any) -> None:
        for route_method, pattern, responses, pointer in self.routes:
            if route_method != method or not pattern.match(path):
                continue
            code = str(status) if str(status) in responses else "default"
            described, at = responses.get(code, {}), f"{pointer}/{code}"
            if "$ref" in described:  # a shared response of components/responses
                at = described["$ref"].removeprefix("#")
                described = self._resolve(at)
            if described.get("content", {}).get("application/json") is None:
                if code == "default":
                    return  # an undocumented status (e.g. 304) has no body to check
                raise ContractViolation(f"{method} {path}: status {status} is not documented")
            schema = {"$ref": f"{_DOCUMENT}#{at}/content/application~1json/schema"}
            validator = Draft202012Validator(schema, registry=self.registry)
            errors = sorted(validator.iter_errors(body), key=lambda e: list(e.absolute_path))
            if errors:
                where = "/".join(str(p) for p in errors[0].absolute_path)
                raise ContractViolation(f"{method} {path} -> {status} at '{where}': {errors[0].message[:300]}")
            return

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
