"""What every declared operation shares: strict JSON bodies, bounded 422s, compression, the operation registry."""

from __future__ import annotations

import gzip
from typing import Any

import brotli
import pytest

from adjudicator.web.api import DIRECT, GET_FORMS, REGISTRY


def _initial_text(client: Any) -> str:
    return str(client.get("/v1/cetkaik/positions/initial").get_json()["position_text"])


def _post_raw(client: Any, path: str, data: bytes) -> Any:
    return client.post(path, data=data, headers={"Content-Type": "application/json"})


@pytest.mark.parametrize(
    "body",
    [
        b'{"count": ' + b"9" * 4301 + b"}",  # beyond Python's int-string limit
        b'{"count": 1e999}',
        b'{"count": NaN}',
        b'{"count": Infinity}',
        b'{"count": -Infinity}',
        b'{"seed": "\\ud800"}',  # a lone surrogate
        b'{"count": 01}',
        b'{"count": 1.}',
        b'{"count": 0x10}',
        b"[" * 5000,
        b'{"count": 1',
        b"\xff\xfe",
        b"",
    ],
)
def test_malformed_json_is_a_422_naming_the_body(client: Any, body: bytes) -> None:
    r = _post_raw(client, "/v1/sticks/cast", body)
    assert r.status_code == 422, r.get_data()
    assert r.get_json()["code"] == 422 and r.get_json()["message"]


@pytest.mark.parametrize("seed", [b"18446744073709551616", b"-9223372036854775809", b"9223372036854775808"])
def test_integers_beyond_64_bits_are_read_exactly(client: Any, seed: bytes) -> None:
    r = _post_raw(client, "/v1/sticks/cast", b'{"seed": ' + seed + b"}")
    assert r.status_code == 422 and "seed" in r.get_json()["errors"]["json"]
    r = _post_raw(client, "/v1/sticks/cast", b'{"seed": -9223372036854775808}')
    assert r.status_code == 200 and r.get_json()["seed"] == -(2**63)


def test_validation_errors_are_flat_paths_and_bounded(client: Any) -> None:
    position = client.get("/v1/cetkaik/positions/initial").get_json()["position"]
    r = client.post("/v1/cetkaik/moves", json={"position": position, **{f"x{i}": i for i in range(500)}})
    assert r.status_code == 422
    errors = r.get_json()["errors"]["json"]
    assert len(errors) == 20 and all(k.startswith("x") for k in errors)
    assert len(r.get_data()) < 4096


def test_library_errors_name_the_path_inside_the_loaded_field(client: Any) -> None:
    position = client.get("/v1/cetkaik/positions/initial").get_json()["position"]
    position["board"]["ZO"] = {"prof": "Tam2", "color": "Kok1"}
    r = client.post("/v1/cetkaik/moves", json={"position": position})
    assert r.status_code == 422
    (path,) = r.get_json()["errors"]["json"]
    assert path.startswith("position.board.ZO"), path
    r = client.post("/v1/cetkaik/moves", json={"position_text": _initial_text(client), "src": "QQ"})
    assert r.status_code == 422 and list(r.get_json()["errors"]["json"]) == ["src"]
    r = client.post("/v1/cetkaik/moves", json={"position_text": _initial_text(client), "ruleset": {"seasons": 3}})
    assert r.status_code == 422 and list(r.get_json()["errors"]["json"]) == ["ruleset.seasons"]


def test_large_answers_are_compressed_when_the_client_accepts_it(client: Any) -> None:
    text = _initial_text(client)
    plain = client.post("/v1/cetkaik/moves", json={"position_text": text})
    assert "Content-Encoding" not in plain.headers
    body = plain.get_data()
    for accept, algorithm, decode in (("gzip, br", "gzip", gzip.decompress),
                                      ("gzip;q=0.5, br", "br", brotli.decompress)):
        for _ in range(2):  # compressed, then the compressed bytes from the cache
            r = client.post("/v1/cetkaik/moves", json={"position_text": text}, headers={"Accept-Encoding": accept})
            assert r.headers["Content-Encoding"] == algorithm
            assert len(r.get_data()) < len(body) / 5 and decode(r.get_data()) == body
            assert "Accept-Encoding" in r.headers["Vary"]


def test_small_answers_are_not_compressed(client: Any) -> None:
    r = client.post("/v1/sticks/cast", json={"seed": 1}, headers={"Accept-Encoding": "gzip"})
    assert r.status_code == 200 and "Content-Encoding" not in r.headers


def test_the_registry_answers_like_the_route(client: Any, app: Any) -> None:
    op = REGISTRY["list_cetkaik_moves"]
    assert (op.method, op.path) == ("POST", "/v1/cetkaik/moves")
    text = _initial_text(client)
    with app.test_request_context():
        answer = op.answer(op.load({"position_text": text, "view": "notations"}))
    routed = client.post("/v1/cetkaik/moves", json={"position_text": text, "view": "notations"})
    assert answer.get_data() == routed.get_data()
    assert routed.get_json()["count"] == len(routed.get_json()["notations"]) == 249


def test_operation_ids_are_the_names_of_the_functions_that_answer_them(app: Any) -> None:
    """An operationId is written once, as its function's name; only the card games' deals, one helper function
    for four games, name theirs."""
    named = {op_id for op_id, op in REGISTRY.items() if op.call.__name__ != op_id}
    assert named == {"start_makhup_game", "start_mokkaik_season", "start_niekhi_game", "start_nine_season"}
    assert {REGISTRY[op_id].call.__name__ for op_id in named} == {"start"}
    routed = {rule.endpoint.rpartition(".")[2] for rule in app.url_map.iter_rules()}
    assert set(REGISTRY) <= routed  # each routed under its operationId


def test_every_operation_of_the_document_is_declared_by_an_operations_group(client: Any) -> None:
    """One way to declare an operation: an operation of the document is an answered one (REGISTRY), the GET form of
    one (GET_FORMS) or one answered outside the answer path (DIRECT: the batch); besides them only the service's
    own health and metrics routes are documented."""
    document = client.get("/openapi.json").get_json()
    documented = {operation["operationId"]: (method.upper(), path) for path, item in document["paths"].items()
                  for method, operation in item.items()}
    declared = {**{op_id: (op.method, op.path) for op_id, op in REGISTRY.items()},
                **{op_id: ("GET", form.url) for op_id, form in GET_FORMS.items()},
                **{op_id: ("POST", path) for op_id, path in DIRECT.items()}}
    own = {"get_livez": ("GET", "/livez"), "get_readyz": ("GET", "/readyz"), "get_metrics": ("GET", "/metrics")}
    assert documented == {**declared, **own}
    assert DIRECT == {"run_batch": "/v1/batch"}


@pytest.mark.parametrize("accept", ["gzip;q=0, br;q=0", "gzip; q=0, br; q=0.0", "identity", "br;q=0, gzip;Q=0"])
def test_codings_the_client_refuses_are_not_used(client: Any, accept: str) -> None:
    r = client.post("/v1/cetkaik/moves", json={"position_text": _initial_text(client)},
                    headers={"Accept-Encoding": accept})
    assert r.status_code == 200 and "Content-Encoding" not in r.headers


def test_a_weight_written_with_spaces_is_read(client: Any) -> None:
    r = client.post("/v1/cetkaik/moves", json={"position_text": _initial_text(client)},
                    headers={"Accept-Encoding": "gzip; q=0.2, br; q=0.9"})
    assert r.headers["Content-Encoding"] == "br"


def test_redirects_name_their_target_relative_to_the_server_not_by_the_clients_host(client: Any) -> None:
    for path, target in (("/docs", "/docs/"), ("/explorer", "/explorer/"), ("/", "/explorer/")):
        r = client.get(path, headers={"Host": "attacker.example:9999"})
        assert 300 <= r.status_code < 400 and r.headers["Location"] == target


def test_an_app_documented_when_asked_serves_the_same_document_as_one_documented_at_once(app: Any) -> None:
    """The suite's apps (``create_app(document=False)``) build the OpenAPI document on its first use: the routes
    answer before it is built, and it is then the one a server builds at once, byte for byte."""
    from adjudicator.web import create_app
    from adjudicator.web.api import Api
    from adjudicator.web.settings import Settings

    api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    assert isinstance(api, Api) and api._undocumented  # not documented yet
    assert app.test_client().get("/v1/sticks/distribution?sticks=3").status_code == 200
    assert api._undocumented  # answering an operation did not need the document
    lazy = app.test_client().get("/openapi.json")
    assert not api._undocumented
    eager = create_app(Settings(redis_url=None)).test_client().get("/openapi.json")
    assert lazy.status_code == eager.status_code == 200 and lazy.get_data() == eager.get_data()
