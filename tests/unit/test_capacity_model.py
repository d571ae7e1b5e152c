"""The capacity model in docs/operations.md is what ``make capacity`` measured, and its arithmetic holds.

The block between the capacity markers must be exactly what tests/load/capacity.py renders from docs/capacity.json
(the raw figures of a measured run), so no figure there can be edited by hand or left stale; and the worked-out
pods, cores and Redis memory must follow from the JSON by the arithmetic the block states, recomputed here
independently of the renderer. The HPA's ceiling is the worked-out pods for its planned peak.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import math
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parents[2]
GUIDE = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
FIGURES: dict[str, Any] = json.loads((ROOT / "docs" / "capacity.json").read_text(encoding="utf-8"))


def _renderer() -> ModuleType:
    spec = importlib.util.spec_from_file_location("capacity", ROOT / "tests" / "load" / "capacity.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


capacity = _renderer()


def _block() -> str:
    assert GUIDE.count(capacity.BEGIN) == 1 and GUIDE.count(capacity.END) == 1
    block: str = capacity.current_block(GUIDE)
    return block


def test_the_guides_block_is_what_the_measured_figures_render() -> None:
    assert _block() == capacity.render(FIGURES), "run `make capacity CAPACITY_ARGS=--render-only` (or measure again)"


def test_the_block_depends_on_the_figures() -> None:
    """A changed measurement changes the block: the comparison above cannot pass on a block that ignores the JSON."""
    changed = copy.deepcopy(FIGURES)
    changed["mix_runs"]["cold"]["service_cpu_ms_per_request"] += 1.0
    assert capacity.render(changed) != _block()
    changed = copy.deepcopy(FIGURES)
    changed["worker_memory"]["cached"]["rss_mib_max"] += 10
    assert capacity.render(changed) != _block()


def test_the_figures_come_from_a_measured_run_without_errors() -> None:
    runs = [*FIGURES["mix_runs"].values(), *(r[p] for r in FIGURES["operations"].values() for p in ("cold", "warm"))]
    assert all(run["requests"] > 0 and sum(run["errors"].values()) == 0 for run in runs)
    assert all(run["service_cpu_ms_per_request"] > 0 for run in runs)
    assert set(FIGURES["operations"]) == set(FIGURES["mix"])
    cold, cached = FIGURES["mix_runs"]["cold"], FIGURES["mix_runs"]["cached"]
    assert cached["cache_hit_ratio"] > 0.9 > (cold["cache_hit_ratio"] or 0)
    memory = FIGURES["worker_memory"]["cached"]
    assert memory["samples"] > 0 and 0 < memory["rss_mib_median"] <= memory["rss_mib_max"]
    assert FIGURES["redis"]["answers"] > 0 and FIGURES["redis"]["bytes_per_answer"] > 0
    machine = FIGURES["machine"]
    block = _block()
    assert f"load average {machine['load_average_start'][0]:.1f}" in block and f"{machine['cores']} cores" in block
    assert "make capacity" in block


def _rows() -> dict[tuple[int, float], list[str]]:
    """The worked-out table: (requests/s, hit ratio) -> its cells."""
    rows = {}
    for line in _block().splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if re.fullmatch(r"[\d,]+", cells[0]) and re.fullmatch(r"0\.\d+", cells[1]):
            rows[int(cells[0].replace(",", "")), float(cells[1])] = cells
    return rows


def test_the_worked_out_figures_follow_from_the_measured_costs() -> None:
    model, cold, cached = FIGURES["model"], FIGURES["mix_runs"]["cold"], FIGURES["mix_runs"]["cached"]
    pod_cold, pod_cached = round(cold["service_cpu_ms_per_request"], 2), round(cached["service_cpu_ms_per_request"], 2)
    redis_cold, redis_cached = round(cold["redis_cpu_ms_per_request"], 3), round(cached["redis_cpu_ms_per_request"], 3)
    proxy, answer = model["nginx_cpu_ms_per_request"], FIGURES["redis"]["bytes_per_answer"]
    assert f"costs the pod `c(h) = h × {pod_cached:.2f} + (1 − h) × {pod_cold:.2f} + {proxy:.2f}` ms" in _block()
    rows = _rows()
    assert set(rows) == {(rate, h) for rate in (1_000, 10_000, 100_000) for h in (0.5, 0.85, 0.95)}
    for (rate, h), cells in rows.items():
        c = h * pod_cached + (1 - h) * pod_cold + proxy
        busy = rate * c / 1000
        pods = math.ceil(busy / (2 * 0.7))
        r = h * redis_cached + (1 - h) * redis_cold
        gb = rate * (1 - h) * 300 * answer / 1e9
        masters = max(3, math.ceil(rate * r / 1000 / 0.5), math.ceil(gb / 6))
        expected = [f"{rate:,}", str(h), f"{c:.2f} ms", f"{busy:,.1f}", f"{pods:,}", f"{pods + 1:,}",
                    f"{r:.3f} ms → {rate * r / 1000:,.2f}", f"{rate * (1 - h):,.0f}", f"{gb:,.1f} GB",
                    f"{rate * h * answer / 1e6:,.0f} MB/s", str(masters)]
        assert cells == expected, (rate, h)


def test_the_hpa_ceiling_is_the_worked_out_pods_for_its_peak() -> None:
    """The guide's HPA section and deploy/k8s/hpa.yaml plan 10,000 requests/s at a hit ratio of 0.5, one spare."""
    hpa = yaml.safe_load((ROOT / "deploy" / "k8s" / "hpa.yaml").read_text(encoding="utf-8"))
    pods = int(_rows()[10_000, 0.5][5])
    assert hpa["spec"]["maxReplicas"] == pods
    assert f"**{pods}** for 10,000 requests/s at 0.5" in GUIDE.split("### Setting the HPA", 1)[1]
