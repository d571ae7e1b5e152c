"""The facade's typed namespaces: one method per operation of the OpenAPI document, in its game's namespace.

The methods are generated (``sdk/generate_facade.py``, run by ``make sdk``) into ``adjudicator_sdk/operations.py``;
these tests check that the file is what the generator writes for the current document, that every operation has
its method in the right namespace and nothing more, and (against the session's live gunicorn) that a method of
each family of games answers the generated client's model and raises the typed exceptions.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from adjudicator_client import models
from adjudicator_sdk import Adjudicator, InvalidInput, RetryPolicy
from adjudicator_sdk.namespace import Namespace
from adjudicator_sdk.operations import NAMESPACES, OPERATIONS

from .test_facade import FailingFirst

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
GAMES = {"cetkaik", "games", "lauzait_cep", "letiles", "paper_cetkaik", "race_games", "stick_games", "sticks", "utage"}


def document_operations() -> dict[str, tuple[str, str, dict[str, Any]]]:
    """operationId -> (HTTP method, path, operation) of the document."""
    found: dict[str, tuple[str, str, dict[str, Any]]] = {}
    for path, item in DOCUMENT["paths"].items():
        for method, operation in item.items():
            if method in ("get", "post", "put", "patch", "delete"):
                found[operation["operationId"]] = (method.upper(), path, operation)
    return found


def expected_namespace(path: str) -> str:
    parts = path.strip("/").split("/")
    if parts[0] == "v1" and len(parts) >= 3:
        return parts[1].replace("-", "_")
    return "service"


def generated_methods(cls: type[Namespace]) -> set[str]:
    return {name for name, value in vars(cls).items() if not name.startswith("_") and callable(value)}


def load_generator() -> Any:
    spec = importlib.util.spec_from_file_location("generate_facade", ROOT / "sdk" / "generate_facade.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["generate_facade"] = module
    spec.loader.exec_module(module)
    return module


def test_operations_py_is_what_the_generator_writes_for_the_document() -> None:
    generator = load_generator()
    written = (ROOT / "sdk" / "adjudicator_sdk" / "operations.py").read_text(encoding="utf-8")
    assert generator.generate(DOCUMENT) == written, "operations.py is stale: run `make sdk` (sdk/generate_facade.py)"


def test_every_operation_has_one_method_in_its_game_s_namespace_and_nothing_more() -> None:
    operations = document_operations()
    assert set(OPERATIONS) == set(operations)
    assert set(NAMESPACES) == GAMES | {"service"}
    by_namespace: dict[str, set[str]] = {}
    for operation_id, (method, path, _) in operations.items():
        namespace = expected_namespace(path)
        assert OPERATIONS[operation_id] == (namespace, method, path)
        by_namespace.setdefault(namespace, set()).add(operation_id)
    for namespace, cls in NAMESPACES.items():
        assert generated_methods(cls) == by_namespace[namespace], namespace
    assert "extend_kiaak" in by_namespace["cetkaik"] and "run_batch" in by_namespace["service"]


def test_each_namespace_is_an_attribute_of_the_client_with_its_methods() -> None:
    adj = Adjudicator("http://127.0.0.1:9")
    with adj:
        for namespace, cls in NAMESPACES.items():
            attribute = getattr(adj, namespace)
            assert isinstance(attribute, cls), namespace
            for operation_id in generated_methods(cls):
                assert callable(getattr(attribute, operation_id))


def test_methods_document_and_type_what_the_generated_client_does() -> None:
    operations = document_operations()
    for cls in NAMESPACES.values():
        for operation_id in generated_methods(cls):
            method, path, operation = operations[operation_id]
            function = getattr(cls, operation_id)
            doc = inspect.getdoc(function) or ""
            assert doc.startswith(operation["summary"]) and f"``{method} {path}``" in doc, operation_id
            tag = operation["tags"][0].replace("-", "_")
            generated = importlib.import_module(f"adjudicator_client.api.{tag}.{operation_id}")
            returns = inspect.signature(function).return_annotation
            sync_returns = str(inspect.signature(generated.sync).return_annotation)
            if returns == "str":
                assert "str" in sync_returns or "Any" in sync_returns, operation_id
            else:
                model = returns.removeprefix("models.")
                assert f".{model}" in sync_returns and getattr(models, model), operation_id


@pytest.fixture
def adj(live_server: Any) -> Iterator[Adjudicator]:
    with Adjudicator(live_server.url) as client:
        yield client


@pytest.mark.integration
def test_a_method_of_each_family_answers_the_generated_model(adj: Adjudicator) -> None:
    tiles = adj.letiles.list_letiles_placements(
        tileset=models.LetilesLegalPlacementsRequestTilesetType0.EXAMPLE, tile="red-01"
    )
    assert isinstance(tiles, models.LetilesLegalPlacements) and tiles.count == 12
    assert tiles.placements[2].to_dict() == {"tile": "red-01", "x": 0, "y": 0, "rotation": 0}
    assert isinstance(adj.letiles.get_example_letiles_tileset(), models.LetilesExampleTileSet)

    formula = adj.utage.parse_utage_formula(formula="ＳＬＯＴ１＋slot(2) + 最大×個数")
    assert isinstance(formula, models.UtageFormula) and formula.normalised == "SLOT1 + SLOT2 + MAX × COUNT"

    race = adj.race_games.start_netxiju_game(players=2, seed=1)
    assert isinstance(race, models.NetxijuRace)
    outcomes = adj.race_games.list_netxiju_throw_outcomes({"state": race.state.to_dict(), "seat": 0})
    assert isinstance(outcomes, models.NetxijuOutcomes) and outcomes.outcomes

    combos = adj.paper_cetkaik.classify_paper_cetkaik_cards(cards=["黒兵", "黒船", "黒車"])
    assert isinstance(combos, models.PaperCetkaikClassification)
    assert combos.combos[0].stands_for == ["黒弓", "黒兵", "黒車"]

    best = adj.stick_games.find_renkeki_optimal_threshold(models.RenkekiOptimalThresholdRequest())
    assert isinstance(best, models.RenkekiOptimalThreshold) and best.threshold == 13
    assert isinstance(adj.stick_games.get_lutu_edges(), models.LutuEdges)

    extended = adj.cetkaik.extend_kiaak(
        record="", play=models.RecordPlay(move="LAI片LY"), first=models.ExtendRequestFirst.IASIDE
    )
    assert isinstance(extended, models.ExtendResponse) and extended.legal is True
    assert extended.record == "{一位色:黒}\nLAI兵LY無撃裁" and extended.added == "LAI兵LY無撃裁"

    hands = adj.cetkaik.get_cetkaik_hands(pieces=["黒虎", "黒王"])  # a list in the query: the parameter repeated
    assert isinstance(hands, models.HandsResponse) and hands.score == 10
    assert adj.cetkaik.render_cetkaik_position_text(
        position_text=adj.cetkaik.initial_position()["position_text"]
    ).startswith("<svg")
    assert isinstance(adj.service.get_livez(), models.Livez)
    assert "# HELP" in adj.service.get_metrics()


@pytest.mark.integration
def test_the_hand_written_methods_still_answer_plain_data(adj: Adjudicator) -> None:
    assert adj.cetkaik.moves(adj.cetkaik.initial_position()["position_text"])["count"] == 249
    typed = adj.cetkaik.get_initial_cetkaik_position()
    assert isinstance(typed, models.PositionOutput)
    assert adj.cetkaik.list_cetkaik_moves(position_text=typed.position_text).count == 249
    assert adj.sticks.distribution()["sticks"] == adj.sticks.get_stick_distribution().sticks == 5


@pytest.mark.integration
def test_a_422_raises_invalid_input_naming_the_field(adj: Adjudicator) -> None:
    with pytest.raises(InvalidInput) as body_error:
        adj.cetkaik.score_cetkaik_hands(pieces=["黒虎", "black tiger"])
    assert body_error.value.status == 422 and body_error.value.field == "pieces[1]"
    assert body_error.value.operation == "score_cetkaik_hands"
    with pytest.raises(InvalidInput) as query_error:
        adj.sticks.get_stick_distribution(sticks=99)
    assert query_error.value.status == 422 and query_error.value.field == "sticks"
    assert query_error.value.location == "query"


def test_a_body_and_its_fields_together_are_refused() -> None:
    with Adjudicator("http://127.0.0.1:9") as adj, pytest.raises(TypeError, match="not both"):
        adj.utage.parse_utage_formula(models.UtageFormulaRequest(formula="MAX"), formula="MIN")  # type: ignore[call-overload]


@pytest.mark.integration
def test_the_typed_methods_are_retried_as_the_policy_says(live_server: Any) -> None:
    transport = FailingFirst(httpx.HTTPTransport(), failures=2, failure="503")
    waits: list[float] = []
    policy = RetryPolicy(attempts=3, backoff=0.5, factor=2.0, max_delay=10.0)
    with Adjudicator(live_server.url, transport=transport, retry=policy, sleep=waits.append) as adj:
        assert adj.utage.parse_utage_formula(formula="MAX").normalised == "MAX"
    assert transport.attempts == 3 and waits == [0.5, 1.0]
