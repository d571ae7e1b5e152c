"""``adjudicator bench service`` reports, per operation, what it measured (speed itself is not asserted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.bench import bench_service

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "conformance" / "cetkaik" / "moves-alpha.jsonl.gz"
OPERATIONS = ["list_cetkaik_moves", "list_cetkaik_moves?form=compact", "list_cetkaik_moves (mid-game)",
              "list_cetkaik_moves?form=compact (mid-game)", "list_cetkaik_moves?view=notations",
              "validate_cetkaik_position", "apply_cetkaik_move", "list_lauzait_cep_hirings", "replay_kiaak",
              "list_cetkaik_moves (mid-game), through Flask (ADJ_FAST_LANE=0)",
              "list_cetkaik_moves?form=compact (mid-game), through Flask (ADJ_FAST_LANE=0)"]


@pytest.fixture(scope="module")
def lines() -> list[dict[str, object]]:
    return bench_service(CORPUS, count=4, warm_up=8)


def test_every_operation_is_answered_and_timed_against_its_library_call(lines: list[dict[str, object]]) -> None:
    timed = {line["operation"]: line for line in lines[:-2] if "batch_size" not in line}
    assert list(timed) == OPERATIONS
    for name, line in timed.items():
        assert "error" not in line, name  # the first request of each operation answered 200
        assert line["benchmark"] == "service"
        assert line["requests"] == (50 if name == "list_lauzait_cep_hirings" else 20 if name == "replay_kiaak" else 4)
        ms, library_ms = line["ms_per_request"], line["library_ms"]
        assert isinstance(ms, float) and isinstance(library_ms, float) and library_ms > 0
        assert line["ratio"] == pytest.approx(ms / library_ms, rel=0.05, abs=0.02)
        assert isinstance(line["bytes_per_answer"], int) and line["bytes_per_answer"] > 0
    for scope in ("", " (mid-game)"):
        compact, full = timed[f"list_cetkaik_moves?form=compact{scope}"], timed[f"list_cetkaik_moves{scope}"]
        assert compact["bytes_per_answer"] < full["bytes_per_answer"]  # type: ignore[operator]
    for form in ("", "?form=compact"):  # the same answers through Flask alone
        laned, flask = timed[f"list_cetkaik_moves{form} (mid-game)"], timed[
            f"list_cetkaik_moves{form} (mid-game), through Flask (ADJ_FAST_LANE=0)"]
        assert laned["bytes_per_answer"] == flask["bytes_per_answer"]


def test_the_mid_game_cases_are_distinct_positions_after_30_plies() -> None:
    import gzip
    import json

    from adjudicator.bench import _service_cases
    from adjudicator.games.cetkaik.conformance_format import position_from_conformance

    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        late = {position_from_conformance(record)[0].to_text()
                for record in map(json.loads, f) if record.get("ply", 0) >= 30}
    texts = [position.to_text() for position, _ in _service_cases(CORPUS, 20, min_ply=30)]
    assert len(texts) == 20 and len(set(texts)) == 20 and set(texts) <= late


def test_the_next_to_last_line_is_the_floor_under_the_legal_move_list(lines: list[dict[str, object]]) -> None:
    floor = lines[-2]
    assert str(floor["operation"]).startswith("floor of list_cetkaik_moves")
    assert floor["requests"] == 4
    parts = [floor["livez_ms"], floor["read_position_ms"], floor["library_ms"]]
    assert all(isinstance(part, float) and part > 0 for part in parts)
    total = sum(parts)  # type: ignore[arg-type]
    assert floor["ratio"] == pytest.approx(total / floor["library_ms"], rel=0.05, abs=0.02)  # type: ignore[operator]


def test_the_last_line_weighs_the_answers_of_the_legal_move_list_in_each_form(lines: list[dict[str, object]]) -> None:
    weighed = lines[-1]
    assert weighed["operation"] == "list_cetkaik_moves bytes per answer" and "error" not in weighed
    assert weighed["corpus"] == CORPUS.name
    corpus = weighed["all_positions"]
    assert isinstance(corpus, dict) and corpus["positions"] == 4
    assert 0 < corpus["notations"] < corpus["compact"] < corpus["full"]
    assert corpus["compact_to_full"] == pytest.approx(corpus["compact"] / corpus["full"], abs=0.001)
    mid_game = weighed["mid_game"]
    assert isinstance(mid_game, dict) and mid_game["positions"] <= corpus["positions"]


def test_batch_items_are_timed_against_the_library_call(lines: list[dict[str, object]]) -> None:
    """The legal-move list sent as the items of batches, in the full and the compact form: CPU ms per item."""
    batched = [line for line in lines if "batch_size" in line]
    assert [line["operation"] for line in batched] == [
        "list_cetkaik_moves in a batch", "list_cetkaik_moves?form=compact in a batch",
        "list_cetkaik_moves in a batch (mid-game)", "list_cetkaik_moves?form=compact in a batch (mid-game)"]
    for line in batched:
        assert "error" not in line and line["items"] == 4, line
        ms, library_ms = line["ms_per_item"], line["library_ms"]
        assert isinstance(ms, float) and isinstance(library_ms, float) and library_ms > 0
        assert line["ratio"] == pytest.approx(ms / library_ms, rel=0.05, abs=0.02)
    full, compact, mid_full, mid_compact = batched
    assert (mid_full["batch_size"], mid_compact["batch_size"]) == (40, 100)
    # full answers are declared at up to 384 KiB each: 40 fit one answer's 16 MiB; compact ones, 100
    assert (full["batch_size"], compact["batch_size"]) == (40, 100)
    assert 0 < compact["bytes_per_item"] < full["bytes_per_item"]  # type: ignore[operator]
