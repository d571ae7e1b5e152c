"""The Kubernetes manifests agree with the operations guide's numbers and with each other.

The guide (docs/operations.md) states the workers a pod, their memory budget, the capacity model and the HPA's
ceiling; the manifests must carry the same numbers: one core a worker, the memory the budgets sum to, the
``maxReplicas`` the capacity arithmetic gives. Shutdown must outlast a request's deadline, every port the Redis
Cluster uses must be open between the pods that use it (evaluated with NetworkPolicy's own rules), the service
and Redis must be spread over nodes and covered by a PodDisruptionBudget, and a pod's nginx must pass a request its
gunicorn refused on to another pod once, with the client's headers (checked on two nginx processes when nginx is
installed).
"""

from __future__ import annotations

import http.server
import json
import math
import os
import re
import runpy
import shutil
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml  # type: ignore[import-untyped]

from adjudicator.web.cache import _locations

from ..conftest import free_port

ROOT = Path(__file__).resolve().parents[2]
K8S = ROOT / "deploy" / "k8s"
GUIDE = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")


def _documents(name: str) -> list[dict[str, Any]]:
    return [doc for doc in yaml.safe_load_all((K8S / name).read_text(encoding="utf-8")) if doc]


def _all() -> list[dict[str, Any]]:
    return [doc for path in sorted(K8S.glob("*.yaml")) if path.name != "kustomization.yaml"
            for doc in _documents(path.name)]


def _one(kind: str, name: str) -> dict[str, Any]:
    found = [d for d in _all() if d["kind"] == kind and d["metadata"]["name"] == name]
    assert len(found) == 1, (kind, name, len(found))
    return found[0]


def _container(workload: dict[str, Any], name: str) -> dict[str, Any]:
    return next(c for c in workload["spec"]["template"]["spec"]["containers"] if c["name"] == name)


def _config() -> dict[str, str]:
    data: dict[str, str] = _one("ConfigMap", "adjudicator")["data"]
    return data


def _cores(quantity: str) -> float:
    return int(quantity[:-1]) / 1000 if quantity.endswith("m") else float(quantity)


def _mebibytes(quantity: str) -> int:
    assert quantity.endswith("Mi"), quantity
    return int(quantity[:-2])


def _guide(pattern: str) -> re.Match[str]:
    found = re.search(pattern, GUIDE, re.S)
    assert found is not None, f"docs/operations.md no longer says {pattern!r}"
    return found


def test_the_kustomization_applies_every_manifest() -> None:
    """.ci/deploy-check validates what the kustomization lists: a manifest left out would be neither."""
    listed = yaml.safe_load((K8S / "kustomization.yaml").read_text(encoding="utf-8"))["resources"]
    assert sorted(listed) == sorted(p.name for p in K8S.glob("*.yaml") if p.name != "kustomization.yaml")


def test_the_service_container_has_one_core_a_worker_and_the_memory_the_guide_sums() -> None:
    """The guide: master + WEB_CONCURRENCY x ADJ_MAX_WORKER_MB = the limit; the configmap and the pod say the same."""
    memory = _guide(r"(\d+) MiB \(\d+ MiB measured\) \+ (\d+) workers\s+\(`WEB_CONCURRENCY`\) × (\d+) MiB = "
                    r"\*\*(\d+) MiB\*\*")
    master, workers, budget, total = (int(g) for g in memory.groups())
    assert master + workers * budget == total
    config = _config()
    assert (int(config["WEB_CONCURRENCY"]), int(config["ADJ_MAX_WORKER_MB"])) == (workers, budget)
    gunicorn = runpy.run_path(str(ROOT / "deploy" / "gunicorn.conf.py"))
    assert gunicorn["max_worker_mb"] == budget  # the default, when the configmap is not there
    resources = _container(_one("Deployment", "adjudicator"), "adjudicator")["resources"]
    for bound in ("requests", "limits"):
        assert _cores(resources[bound]["cpu"]) == workers, (bound, resources)
        assert _mebibytes(resources[bound]["memory"]) == total, (bound, resources)


def test_every_container_of_the_pod_requests_what_it_is_limited_to() -> None:
    """Requests equal to limits in every container: the pod is Guaranteed, the last the kubelet evicts."""
    for container in _one("Deployment", "adjudicator")["spec"]["template"]["spec"]["containers"]:
        assert container["resources"]["requests"] == container["resources"]["limits"], container["name"]


def test_max_replicas_is_the_guides_capacity_arithmetic() -> None:
    """pods = ⌈rate × c(h) / (workers × target)⌉ + one spare, at the lowest hit ratio the guide plans for."""
    model = _guide(r"costs the pod `c\(h\) = h × ([\d.]+) \+ \(1 − h\) × ([\d.]+) \+ ([\d.]+)` ms")
    cached, cold, proxy = (float(g) for g in model.groups())
    ceiling = _guide(r"`maxReplicas` ≥ the pods the peak needs at the \*lowest\* hit ratio.*?: \*\*(\d+)\*\* for "
                     r"([\d,]+) requests/s at ([\d.]+)")
    pods, rate, ratio = int(ceiling.group(1)), int(ceiling.group(2).replace(",", "")), float(ceiling.group(3))
    hpa = _one("HorizontalPodAutoscaler", "adjudicator")["spec"]
    (metric,) = hpa["metrics"]
    assert metric["type"] == "ContainerResource" and metric["containerResource"]["container"] == "adjudicator"
    target = metric["containerResource"]["target"]["averageUtilization"] / 100
    assert f"{target:.0%}".replace("%", " %") in GUIDE.split("### Setting the HPA", 1)[1]
    cores = _cores(_container(_one("Deployment", "adjudicator"), "adjudicator")["resources"]["requests"]["cpu"])
    busy = rate * (ratio * cached + (1 - ratio) * cold + proxy) / 1000
    assert math.ceil(busy / (cores * target)) + 1 == pods == hpa["maxReplicas"], (busy, cores, target, pods)
    assert 2 <= hpa["minReplicas"] < hpa["maxReplicas"]


def test_shutdown_outlasts_a_requests_deadline() -> None:
    """gunicorn's graceful_timeout > ADJ_DEADLINE, and the grace period holds the preStop sleep and all of it."""
    deadline = int(_config()["ADJ_DEADLINE"])
    graceful = runpy.run_path(str(ROOT / "deploy" / "gunicorn.conf.py"))["graceful_timeout"]
    assert graceful > deadline
    pod = _one("Deployment", "adjudicator")["spec"]["template"]["spec"]
    for container in pod["containers"]:
        command = container["lifecycle"]["preStop"]["exec"]["command"]
        assert command[0] == "sleep" and int(command[1]) > 0, container["name"]
        assert int(command[1]) + graceful < pod["terminationGracePeriodSeconds"], container["name"]


def _labels(workload: dict[str, Any]) -> dict[str, str]:
    labels: dict[str, str] = workload["spec"]["template"]["metadata"]["labels"]
    return labels


def _selects(selector: dict[str, Any], labels: dict[str, str]) -> bool:
    assert set(selector) <= {"matchLabels"}, selector  # matchExpressions: not evaluated here
    return all(labels.get(k) == v for k, v in selector.get("matchLabels", {}).items())


def _peer_matches(peer: dict[str, Any], labels: dict[str, str], same_namespace: bool) -> bool:
    if "namespaceSelector" not in peer and not same_namespace:
        return False
    return "podSelector" not in peer or _selects(peer["podSelector"], labels)


def _rule_allows(rule: dict[str, Any], side: str, labels: dict[str, str], same_namespace: bool, port: int,
                 protocol: str) -> bool:
    peers_ok = side not in rule or any(_peer_matches(p, labels, same_namespace) for p in rule[side])
    ports_ok = "ports" not in rule or any(p.get("port") == port and p.get("protocol", "TCP") == protocol
                                          for p in rule["ports"])
    return peers_ok and ports_ok


def _allowed(source: dict[str, str], target: dict[str, str], port: int, protocol: str = "TCP",
             same_namespace: bool = True) -> bool:
    """NetworkPolicy's rules: a direction is open when no policy of that type selects the pod, or one allows it."""
    policies = [d["spec"] for d in _all() if d["kind"] == "NetworkPolicy"]
    egress = [p for p in policies if "Egress" in p["policyTypes"] and _selects(p["podSelector"], source)]
    ingress = [p for p in policies if "Ingress" in p["policyTypes"] and _selects(p["podSelector"], target)]
    out = not egress or any(_rule_allows(r, "to", target, same_namespace, port, protocol)
                            for p in egress for r in p.get("egress", []))
    into = not same_namespace or not ingress or any(_rule_allows(r, "from", source, same_namespace, port, protocol)
                                                    for p in ingress for r in p.get("ingress", []))
    return out and into


DNS = {"k8s-app": "kube-dns"}


def test_the_network_policies_open_every_port_of_the_redis_cluster_to_who_uses_it_and_no_more() -> None:
    app, redis = _labels(_one("Deployment", "adjudicator")), _labels(_one("StatefulSet", "adjudicator-redis"))
    job = _labels(_one("Job", "adjudicator-redis-cluster"))
    ports = {p["containerPort"] for p in _container(_one("StatefulSet", "adjudicator-redis"), "redis")["ports"]}
    assert ports == {6379, 16379}  # the data port and the cluster bus (data port + 10,000)
    for port in ports:
        assert _allowed(redis, redis, port), port  # replication and the cluster bus between the Redis pods
    assert _allowed(app, redis, 6379) and _allowed(job, redis, 6379)
    assert not _allowed(app, redis, 16379), "a client never uses the cluster bus"
    assert not _allowed({"app.kubernetes.io/name": "other"}, redis, 6379)
    for pod in (app, job, redis):
        assert _allowed(pod, DNS, 53, "UDP", same_namespace=False) and _allowed(pod, DNS, 53, "TCP", False)
    assert not _allowed(app, {"app.kubernetes.io/name": "other"}, 443)
    assert _allowed({"app.kubernetes.io/name": "other"}, app, 8080)


def test_the_services_redis_url_names_the_clusters_pods_on_allowed_ports() -> None:
    deployment, redis = _one("Deployment", "adjudicator"), _one("StatefulSet", "adjudicator-redis")
    env = {e["name"]: e.get("value") for e in _container(deployment, "adjudicator")["env"]}
    url = env["REDIS_URL"]
    assert urlsplit(url).scheme == "redis+cluster"
    service = _one("Service", redis["spec"]["serviceName"])
    assert service["spec"]["clusterIP"] == "None" and service["spec"]["publishNotReadyAddresses"] is True
    assert _selects({"matchLabels": service["spec"]["selector"]}, _labels(redis))
    pods = {f"{redis['metadata']['name']}-{i}.{service['metadata']['name']}" for i in range(redis["spec"]["replicas"])}
    for host, port in _locations(urlsplit(url).netloc, url):
        assert host in pods and _allowed(_labels(deployment), _labels(redis), port), (host, port)


def test_the_redis_cluster_has_three_masters_with_a_replica_each() -> None:
    redis = _one("StatefulSet", "adjudicator-redis")
    args = _container(redis, "redis")["args"]
    option = dict(zip(args[::2], args[1::2], strict=True))
    assert option["--cluster-enabled"] == "yes" and option["--cluster-require-full-coverage"] == "no"
    assert option["--masterauth"] == option["--requirepass"]  # a replica authenticates to its master
    script = " ".join(_one("Job", "adjudicator-redis-cluster")["spec"]["template"]["spec"]["containers"][0]["args"])
    replicas = int(_first_group(r"--cluster-replicas (\d+)", script))
    assert redis["spec"]["replicas"] == 3 * (1 + replicas) == 6
    assert f"for i in {' '.join(str(i) for i in range(redis['spec']['replicas']))}; do" in script
    assert "a Redis Cluster of 6 pods" in GUIDE and "3 masters" in GUIDE


def _redis_bytes(quantity: str) -> int:
    """A Redis memory setting (``6gb``: Redis's units are powers of 1024)."""
    found = re.fullmatch(r"(\d+)(kb|mb|gb)", quantity.lower())
    assert found is not None, quantity
    return int(found.group(1)) * 1024 ** {"kb": 1, "mb": 2, "gb": 3}[found.group(2)]


def _kubernetes_bytes(quantity: str) -> int:
    found = re.fullmatch(r"(\d+)(Mi|Gi)", quantity)
    assert found is not None, quantity
    return int(found.group(1)) * 1024 ** {"Mi": 2, "Gi": 3}[found.group(2)]


def test_the_redis_masters_hold_and_run_what_the_guides_row_for_the_planned_peak_needs() -> None:
    """The capacity model's row for the HPA's planned peak (its rate at the lowest hit ratio): the masters' maxmemory
    sums to at least the Redis memory it needs, their CPU requests to at least its Redis cores, the master is the
    model's (its maxmemory and planned share of a core), and each pod's memory limit leaves room above maxmemory."""
    peak = _guide(r"`maxReplicas` ≥ the pods the peak needs at the \*lowest\* hit ratio.*?: \*\*\d+\*\* for "
                  r"([\d,]+) requests/s at ([\d.]+)")
    row = _guide(rf"\n\| {re.escape(peak.group(1))} \| {re.escape(peak.group(2))} \| [^\n]*?→ ([\d.]+) \| [\d,]+ \| "
                 r"([\d.]+) GB \| [^|]+ \| (\d+) \|\n")
    cores, gigabytes, masters = float(row.group(1)), float(row.group(2)), int(row.group(3))
    planned = _guide(r"⌈Redis cores / ([\d.]+)⌉ \(a master runs commands on one core.*?`maxmemory (\d+gb)`")
    redis = _one("StatefulSet", "adjudicator-redis")
    container = _container(redis, "redis")
    option = dict(zip(container["args"][::2], container["args"][1::2], strict=True))
    maxmemory = _redis_bytes(option["--maxmemory"])
    assert option["--maxmemory-policy"] == "allkeys-lru"
    assert maxmemory == _redis_bytes(planned.group(2)), "the master is not the capacity model's"
    replicas = int(_first_group(r"--cluster-replicas (\d+)",
                                " ".join(_one("Job", "adjudicator-redis-cluster")["spec"]["template"]["spec"]
                                         ["containers"][0]["args"])))
    deployed = redis["spec"]["replicas"] // (1 + replicas)
    assert deployed >= masters >= 3
    resources = container["resources"]
    assert deployed * maxmemory >= gigabytes * 1e9, (deployed, option["--maxmemory"], gigabytes)
    assert _cores(resources["requests"]["cpu"]) == float(planned.group(1))
    assert deployed * _cores(resources["requests"]["cpu"]) >= cores, (deployed, resources, cores)
    for bound in ("requests", "limits"):
        assert _kubernetes_bytes(resources[bound]["memory"]) >= 1.1 * maxmemory, (bound, resources)
    assert _kubernetes_bytes(resources["limits"]["memory"]) >= _kubernetes_bytes(resources["requests"]["memory"])


def test_the_guides_measured_master_memory_is_the_capacity_runs() -> None:
    figures = json.loads((ROOT / "docs" / "capacity.json").read_text(encoding="utf-8"))
    measured = round(max(m["master_rss_mib_max"] for m in figures["worker_memory"].values()))
    assert int(_guide(r"\d+ MiB \((\d+) MiB measured\) \+ \d+ workers").group(1)) == measured
    comment = (K8S / "deployment.yaml").read_text(encoding="utf-8")
    assert f"the master ({measured} MiB measured;" in comment


def _first_group(pattern: str, text: str) -> str:
    found = re.search(pattern, text)
    assert found is not None, pattern
    return found.group(1)


@pytest.mark.parametrize(("kind", "name"), [("Deployment", "adjudicator"), ("StatefulSet", "adjudicator-redis")])
def test_pods_are_spread_over_nodes_and_a_drain_takes_one_at_a_time(kind: str, name: str) -> None:
    workload = _one(kind, name)
    spread = workload["spec"]["template"]["spec"]["topologySpreadConstraints"]
    keys = {c["topologyKey"]: c for c in spread}
    assert keys["kubernetes.io/hostname"]["whenUnsatisfiable"] == "DoNotSchedule"
    assert "topology.kubernetes.io/zone" in keys
    assert all(_selects(c["labelSelector"], _labels(workload)) and c["maxSkew"] == 1 for c in spread)
    budgets = [d for d in _all() if d["kind"] == "PodDisruptionBudget" and _selects(d["spec"]["selector"],
                                                                                     _labels(workload))]
    assert len(budgets) == 1 and budgets[0]["spec"].get("maxUnavailable") == 1, budgets


def test_probes_and_the_service_go_to_nginx() -> None:
    """The kubelet probes nginx's probe listener (8081, a port of the nginx container); the Service, its API port."""
    deployment = _one("Deployment", "adjudicator")
    nginx_ports = {p["name"]: p["containerPort"] for p in _container(deployment, "nginx")["ports"]}
    service = _container(deployment, "adjudicator")
    assert "ports" not in service  # gunicorn listens on the pod's loopback only
    for probe in ("readinessProbe", "livenessProbe", "startupProbe"):
        assert nginx_ports[service[probe]["httpGet"]["port"]] == 8081, probe
    assert [p["targetPort"] for p in _one("Service", "adjudicator")["spec"]["ports"]] == ["http"]
    assert all(_allowed({}, _labels(deployment), port) for name, port in nginx_ports.items() if name != "peers")


def _sidecar() -> str:
    """The nginx.conf of the pods' sidecar (nginx-configmap.yaml)."""
    conf: str = _one("ConfigMap", "adjudicator-nginx")["data"]["nginx.conf"]
    return conf


def _block(text: str, opening: str) -> str:
    """The body of the ``{ ... }`` block whose head is ``opening`` (braces counted)."""
    start = text.index(opening + " {") + len(opening) + 2
    depth, index = 1, start
    while depth:
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        index += 1
    return text[start:index - 1]


def _server(text: str, listen: str) -> str:
    found = [b for b in (_block(text[i:], "server") for i in (m.start() for m in re.finditer(r"\bserver \{", text)))
             if re.search(rf"^\s*listen {listen}[ ;]", b, re.M)]
    assert len(found) == 1, listen
    return found[0]


def _directives(block: str, name: str) -> list[str]:
    return re.findall(rf"^\s*{name} ([^;]+);", block, re.M)


def test_the_peer_listener_takes_the_services_own_pods_only() -> None:
    app = _labels(_one("Deployment", "adjudicator"))
    peers = {p["name"]: p["containerPort"] for p in _container(_one("Deployment", "adjudicator"), "nginx")["ports"]}
    assert peers["peers"] == 8082
    assert _allowed(app, app, 8082), "a pod's nginx passes requests on to the others' peer listener"
    for other in ({"app.kubernetes.io/name": "other"}, _labels(_one("StatefulSet", "adjudicator-redis")), {}):
        assert not _allowed(other, app, 8082), other
    assert not _allowed(app, app, 8082, same_namespace=False)  # the egress rule: this namespace's pods only
    assert not _allowed(app, {"app.kubernetes.io/name": "other"}, 8082)


def test_a_pod_passes_a_request_its_gunicorn_failed_to_the_peers_service_and_no_further() -> None:
    conf, deployment = _sidecar(), _one("Deployment", "adjudicator")
    service = _one("Service", "adjudicator-peers")["spec"]
    assert service["type"] == "ClusterIP" and _selects({"matchLabels": service["selector"]}, _labels(deployment))
    (port,) = service["ports"]
    nginx_ports = {p["name"]: p["containerPort"] for p in _container(deployment, "nginx")["ports"]}
    assert port["targetPort"] == "peers" and nginx_ports["peers"] == port["port"] == 8082
    servers = _directives(_block(conf, "upstream adjudicator"), "server")
    assert servers[0].startswith("127.0.0.1:8000 max_conns=256") and "backup" not in servers[0]
    assert servers[1:] == [f"adjudicator-peers:{port['port']} backup max_conns=32 max_fails=0"]
    # Retried on a failed connection only (never on an answer: the service's own 503 and 429), on one other pod.
    http = re.sub(r"\bserver \{.*", "", conf, flags=re.S)
    (when,) = _directives(http, "proxy_next_upstream")
    assert set(when.split()) <= {"error", "timeout", "non_idempotent"} and "error" in when.split()
    (tries,) = _directives(http, "proxy_next_upstream_tries")
    assert 1 < int(tries) <= 2
    (bound,) = _directives(http, "proxy_next_upstream_timeout")
    (read,) = _directives(http, "proxy_read_timeout")
    assert 0 < int(bound.rstrip("s")) < int(read.rstrip("s")), "a request that timed out reading is never run twice"
    # The peer listener: this pod's gunicorn alone, never passed on again (no loop), the first nginx's headers kept.
    peer = _server(conf, "8082")
    assert _directives(peer, "proxy_next_upstream") == ["off"]
    (upstream,) = set(_directives(peer, "proxy_pass"))
    assert _directives(_block(conf, f"upstream {upstream.removeprefix('http://')}"), "server") == [
        "127.0.0.1:8000 max_conns=64"]
    headers = dict(h.split(" ", 1) for h in _directives(peer, "proxy_set_header"))
    assert headers["X-Forwarded-For"] == "$http_x_forwarded_for"  # not appended: the client stays the last entry
    assert headers["X-Request-Start"] == "$http_x_request_start"  # the deadline counts from the first nginx
    assert headers["X-Request-ID"] == "$adj_request_id"
    assert int(_config()["ADJ_PROXY_HOPS"]) == 1
    assert "limit_req" not in peer and "limit_conn" not in peer  # applied once, by the first nginx, per client
    for status in ("413", "502", "504"):
        assert f"error_page {status} " in peer, status  # nginx's own refusals are JSON there too


NGINX = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx", "/usr/local/sbin/nginx")
                                       if os.access(p, os.X_OK)), None)
needs_nginx = pytest.mark.skipif(NGINX is None, reason="nginx is not installed")


def _runnable(directory: Path, gunicorn: int, peers: str) -> tuple[str, dict[int, int]]:
    """The sidecar's nginx.conf on loopback: its listeners on free ports (returned by the ports they stand for), its
    gunicorn ``gunicorn``, the peers' Service ``peers`` (host:port), its files in ``directory``."""
    ports = {port: free_port() for port in (8080, 8081, 8082)}
    conf = _sidecar().replace("/tmp/", f"{directory}/").replace("127.0.0.1:8000", f"127.0.0.1:{gunicorn}")
    conf = conf.replace("adjudicator-peers:8082", peers).replace("access_log /dev/stdout", "access_log off; #")
    for port, free in ports.items():
        conf, count = re.subn(rf"listen {port}\b", f"listen 127.0.0.1:{free}", conf)
        assert count == 1, port
    return conf, ports


@needs_nginx
def test_the_sidecars_configuration_is_valid_nginx(tmp_path: Path) -> None:
    conf, _ports = _runnable(tmp_path, 8000, "127.0.0.1:8082")
    (tmp_path / "nginx.conf").write_text(conf, encoding="utf-8")
    assert NGINX is not None
    done = subprocess.run([NGINX, "-t", "-q", "-e", "stderr", "-c", str(tmp_path / "nginx.conf"), "-p", str(tmp_path)],
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr


class _Gunicorn(http.server.ThreadingHTTPServer):
    """A stand-in for a pod's gunicorn: answers every request with the headers the service reads and the body, and
    /busy with the service's own 503 (Retry-After); counts the requests."""

    daemon_threads = True
    requests = 0


class _Echo(http.server.BaseHTTPRequestHandler):
    server: _Gunicorn

    def _answer(self) -> None:
        self.server.requests += 1
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode()
        status = 503 if self.path == "/busy" else 200
        answer = json.dumps({name: self.headers.get(name) for name in
                             ("X-Forwarded-For", "X-Request-ID", "X-Request-Start", "X-Forwarded-Proto")}
                            | {"body": body}).encode()
        self.send_response(status)
        if status == 503:
            self.send_header("Retry-After", "1")
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    do_GET = do_POST = _answer

    def log_message(self, format: str, *args: Any) -> None:
        pass


def _start_nginx(directory: Path, conf: str, ports: dict[int, int]) -> subprocess.Popen[bytes]:
    directory.mkdir()
    (directory / "nginx.conf").write_text(conf, encoding="utf-8")
    assert NGINX is not None
    process = subprocess.Popen([NGINX, "-e", "stderr", "-g", "daemon off;", "-c", str(directory / "nginx.conf"),
                                "-p", str(directory)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    give_up = time.monotonic() + 10
    for port in ports.values():  # wait until it listens (or has stopped)
        while process.poll() is None and time.monotonic() < give_up:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.01)
    assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
    return process


@pytest.fixture
def two_pods(tmp_path: Path) -> Iterator[tuple[dict[int, int], dict[int, int], _Gunicorn]]:
    """Pod A, whose gunicorn refuses every connection, and pod B, whose gunicorn answers, each the other's peers."""
    gunicorn = _Gunicorn(("127.0.0.1", 0), _Echo)
    threading.Thread(target=gunicorn.serve_forever, daemon=True).start()
    refused = free_port()  # nothing listens there
    a_peer, b_peer = free_port(), free_port()
    a_conf, a_ports = _runnable(tmp_path, refused, f"127.0.0.1:{b_peer}")
    b_conf, b_ports = _runnable(tmp_path, gunicorn.server_address[1], f"127.0.0.1:{a_peer}")
    a_conf = a_conf.replace(f"listen 127.0.0.1:{a_ports[8082]}", f"listen 127.0.0.1:{a_peer}")
    b_conf = b_conf.replace(f"listen 127.0.0.1:{b_ports[8082]}", f"listen 127.0.0.1:{b_peer}")
    a_ports[8082], b_ports[8082] = a_peer, b_peer
    pods = [_start_nginx(tmp_path / "a", a_conf.replace(str(tmp_path), str(tmp_path / "a")), a_ports)]
    try:
        pods.append(_start_nginx(tmp_path / "b", b_conf.replace(str(tmp_path), str(tmp_path / "b")), b_ports))
        yield a_ports, b_ports, gunicorn
    finally:
        for process in pods:
            process.terminate()
            process.wait(timeout=30)
        gunicorn.shutdown()
        gunicorn.server_close()


def _ask(port: int, path: str, body: bytes | None = None, **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body,
                                     headers={k.replace("_", "-"): v for k, v in headers.items()})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


@needs_nginx
def test_a_request_a_pods_gunicorn_refused_is_answered_by_another_pod_with_the_clients_headers(
        two_pods: tuple[dict[int, int], dict[int, int], _Gunicorn]) -> None:
    a, _b, gunicorn = two_pods
    before = time.time()
    status, _headers, body = _ask(a[8080], "/v1/cetkaik/moves", b'{"a": 1}', X_Request_ID="req-1",
                                  X_Forwarded_For="203.0.113.9", Content_Type="application/json")
    assert status == 200 and gunicorn.requests == 1
    seen = json.loads(body)
    assert seen["body"] == '{"a": 1}'  # a POST, passed on with its body
    # Pod A appended the client's address (ADJ_PROXY_HOPS=1 reads the last entry); pod B added nothing.
    assert seen["X-Forwarded-For"] == "203.0.113.9, 127.0.0.1" and seen["X-Request-ID"] == "req-1"
    start = float(seen["X-Request-Start"].removeprefix("t="))
    assert before - 1 <= start <= time.time() and seen["X-Forwarded-Proto"] == "http"


@needs_nginx
def test_the_peer_listener_passes_nothing_on_and_the_services_own_503_is_not_retried(
        two_pods: tuple[dict[int, int], dict[int, int], _Gunicorn]) -> None:
    a, b, gunicorn = two_pods
    # Pod A's peer listener, its gunicorn refusing: a JSON 502, not a second hop to pod B (whose gunicorn answers).
    status, headers, body = _ask(a[8082], "/v1/cetkaik/moves", b"{}")
    assert (status, json.loads(body)["code"], gunicorn.requests) == (502, 502, 0)
    assert headers["Content-Type"] == "application/json" and headers["Retry-After"] == "1"
    # Pod B's gunicorn answers its own 503: the answer, as it is, once (pod A's peer listener would have said 502).
    status, headers, body = _ask(b[8080], "/busy", b"{}")
    assert (status, headers["Retry-After"], gunicorn.requests) == (503, "1", 1) and json.loads(body)["body"] == "{}"
