"""The move-generation benchmark reports what it measured (speed itself is not asserted)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from adjudicator.bench import bench_moves

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "conformance" / "cetkaik" / "moves-alpha-full.jsonl.gz"


def test_bench_moves_counts_positions_and_moves() -> None:
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        expected_moves = sum(json.loads(line)["n_candidates"] for line in f)
    report = bench_moves(CORPUS, repeat=1)
    assert report["benchmark"] == "moves"
    assert report["corpus"] == "moves-alpha-full.jsonl.gz"
    assert (report["positions"], report["moves"]) == (40, expected_moves)
    assert report["positions_per_s"] == pytest.approx(40 / report["seconds"], rel=1e-3)
    assert report["moves_per_s"] == pytest.approx(expected_moves / report["seconds"], rel=1e-3)


def test_bench_moves_rejects_a_bad_repeat() -> None:
    with pytest.raises(ValueError, match="repeat must be at least 1"):
        bench_moves(CORPUS, repeat=0)
