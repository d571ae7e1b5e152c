"""The Kubernetes manifests agree with the operations guide's numbers and with each other.

The guide (docs/operations.md) states the workers a pod, their memory budget, the capacity model and the HPA's
ceiling; the manifests must carry the same numbers: one core a worker, the memory the budgets sum to, the
``maxReplicas`` the capacity arithmetic gives. Shutdown must outlast a request's deadline, every port the Redis
Cluster uses must be open between the pods that use it (evaluated with NetworkPolicy's own rules), and the service
and Redis must be spread over nodes and covered by a PodDisruptionBudget.
"""

from __future__ import annotations

import math
import re
import runpy
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml  # type: ignore[import-untyped]

from adjudicator.web.cache import _locations

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
    assert all(_allowed({}, _labels(deployment), port) for port in nginx_ports.values())
