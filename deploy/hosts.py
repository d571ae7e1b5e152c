"""Several hosts on one machine: each a Linux network namespace with its own address, for failover tests (root only).

    python deploy/hosts.py up          # what `make hosts-up` runs (HOSTS=3 by default): start, wait, print
    python deploy/hosts.py down        # what `make hosts-down` runs: stop everything and remove what `up` created
    python deploy/hosts.py kill-host I     # SIGKILL every process of host I (its namespace stays, as a dead machine's
                                           # address does: connections to it are refused)
    python deploy/hosts.py restart-host I  # start host I's Redis nodes and gunicorn replica again
    python deploy/hosts.py partition I     # take host I's link down: nothing reaches it, nothing leaves it
    python deploy/hosts.py heal I          # bring host I's link up again
    python deploy/hosts.py throttle I      # congest host I's link both ways (tc tbf: 4 Mbit/s, a 20 ms queue, drops
                                           # past it; needs no netem)
    python deploy/hosts.py unthrottle I    # remove the throttle
    python deploy/hosts.py delay I MS LOSS%  # latency and loss on host I's link both ways (tc netem: each packet
                                             # waits MS ms, LOSS % of them dropped); refused, with the reason,
                                             # where the kernel has no netem
    python deploy/hosts.py undelay I       # remove the latency and loss
    python deploy/hosts.py kill-redis I    # SIGKILL the Redis master node of host I (the one on port 7000)
    python deploy/hosts.py rebalance       # make every port-7000 node a master again (CLUSTER FAILOVER)
    python deploy/hosts.py layout          # the cluster's masters and replicas, by host

Host I is the namespace ``adj-hI`` with the address 10.77.0.(10+I) ($HOSTS_SUBNET changes 10.77.0) on a veth link
to a bridge ``adj-hbr`` of the front host, the namespace ``adj-front`` (10.77.0.1). Each host runs one gunicorn
replica on its address, port 8000 (deploy/gunicorn.conf.py, ADJ_BIND), and two Redis nodes, ports 7000 and 7001, of
one Redis Cluster: three masters, master M on host M mod N, port 7000, and its replica on the next host, port 7001,
so that no master shares a host with its replica (checked with CLUSTER NODES once the cluster is up). nginx runs on
the front host, on 10.77.0.1:$PORT with deploy/nginx/nginx.conf, the replicas as its upstream servers (least
connections). Every address is inside these namespaces: the machine's own namespace gets none, so a client runs on
the front host, a command with ``ip netns exec adj-front`` (``ip netns exec adj-front curl
http://10.77.0.1:8080/livez``), Python code in a thread put there by :func:`in_front` or :func:`enter_front`.

What differs from `make up REPLICAS=N`: the hosts are reached over a network rather than loopback, so a dead or
unreachable host shows as a connect timeout as well as a refusal. nginx therefore connects with a 1 s timeout and
passes a request on to another host on a timeout too (``proxy_next_upstream error timeout non_idempotent``), and
waits for an answer ADJ_DEADLINE + 5 s at most (the service answers its own deadline with a 503 before that: only a
host that stopped answering reaches it). Every operation is a pure computation of its request, so sending it again
is safe. Everything `up` creates (namespaces, links, processes) is listed in hosts.json of the run directory
($RUN_DIR, .run/hosts by default); `down`, and `up` itself when it fails, remove exactly those.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import local  # deploy/local.py, the single-machine topology this one reuses

NAMESPACE_PREFIX = "adj-h"
FRONT = "adj-front"  # the front host: the bridge and nginx
BRIDGE = "adj-hbr"
CLONE_NEWNET = 0x40000000  # setns(2): the network namespace
GUNICORN_PORT = 8000
REDIS_PORTS = (7000, 7001)
MASTERS = 3


def run_dir() -> Path:
    """Where the run keeps its files."""
    return Path(os.environ.get("RUN_DIR") or local.REPO / ".run" / "hosts").resolve()


def namespace(index: int) -> str:
    """Host ``index``'s network namespace."""
    return f"{NAMESPACE_PREFIX}{index}"


def address(index: int, subnet: str) -> str:
    """Host ``index``'s address."""
    return f"{subnet}.{10 + index}"


def front_address(subnet: str) -> str:
    """The front host's address, on the bridge: where nginx listens."""
    return f"{subnet}.1"


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], check=check, capture_output=True, text=True, timeout=30)


def _front_ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    """``ip`` acting in the front host's namespace (its bridge and the hosts' ends of their links)."""
    return _ip("-n", FRONT, *args, check=check)


#: The command prefix that runs a program on the front host.
IN_FRONT = ["ip", "netns", "exec", FRONT]


@contextlib.contextmanager
def in_front() -> Iterator[None]:
    """Put the calling thread on the front host while the block runs: the sockets it opens meanwhile are the front
    host's, and keep being so afterwards (a network namespace is a thread's own, see setns(2)). This is how Python
    code reaches nginx, the replicas and the Redis nodes, none of which has an address in the machine's own
    namespace; a command does the same with ``ip netns exec adj-front COMMAND``."""
    libc = ctypes.CDLL(None, use_errno=True)
    with open("/proc/thread-self/ns/net", "rb") as back, open(f"/run/netns/{FRONT}", "rb") as front:
        if libc.setns(front.fileno(), CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), f"setns into {FRONT}: {os.strerror(ctypes.get_errno())}")
        try:
            yield
        finally:
            if libc.setns(back.fileno(), CLONE_NEWNET) != 0:
                raise OSError(ctypes.get_errno(), f"setns back: {os.strerror(ctypes.get_errno())}")


def enter_front() -> None:
    """Put the calling thread on the front host for the rest of its life (a client thread of a test's load)."""
    libc = ctypes.CDLL(None, use_errno=True)
    with open(f"/run/netns/{FRONT}", "rb") as front:
        if libc.setns(front.fileno(), CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), f"setns into {FRONT}: {os.strerror(ctypes.get_errno())}")


def unavailable() -> str | None:
    """Why namespaces cannot be made here (not root, no ip, a kernel without them), or None when they can."""
    if os.geteuid() != 0:
        return "network namespaces need root"
    try:
        probe = _ip("netns", "list", check=False)
    except FileNotFoundError:
        return "no ip command (iproute2)"
    if probe.returncode != 0:
        return f"ip netns list failed: {probe.stderr.strip()}"
    # listing may work where making one is refused (a container without CAP_SYS_ADMIN): make and remove a probe
    name = f"adj-probe-{os.getpid()}"
    made = _ip("netns", "add", name, check=False)
    if made.returncode != 0:
        return f"ip netns add failed: {made.stderr.strip()}"
    _ip("netns", "delete", name, check=False)
    return None


def netem_unavailable(device: str) -> str | None:
    """Why latency and loss cannot be injected on ``device`` (of the front host) with tc netem, or None when they
    can (a delay of 0 ms is added and removed to find out)."""
    try:
        added = subprocess.run([*IN_FRONT, "tc", "qdisc", "add", "dev", device, "root", "netem", "delay", "0ms"],
                               capture_output=True, text=True, timeout=10)
    except FileNotFoundError:
        return "no tc command (iproute2)"
    if added.returncode != 0:
        return f"tc qdisc add dev {device} root netem: {added.stderr.strip()}"
    subprocess.run([*IN_FRONT, "tc", "qdisc", "del", "dev", device, "root"], capture_output=True, timeout=10)
    return None


def link_ends(index: int) -> list[tuple[list[str], str]]:
    """Host ``index``'s link as the two devices traffic control acts on, each with the command prefix that reaches
    it: the bridge's end (what leaves towards the host) and the host's own ``eth0`` (what leaves the host)."""
    return [(IN_FRONT, f"{namespace(index)}-v"), (["ip", "netns", "exec", namespace(index)], "eth0")]


def _shape(index: int, qdisc: list[str]) -> None:
    """Add ``qdisc`` (``tc qdisc add dev DEVICE root ...``'s tail) at both ends of host ``index``'s link."""
    for prefix, device in link_ends(index):
        subprocess.run([*prefix, "tc", "qdisc", "add", "dev", device, "root", *qdisc], check=True,
                       capture_output=True, timeout=10)


def unshape_link(index: int) -> None:
    """Remove what :func:`throttle_link` or :func:`delay_link` added (each end; one already gone is no error)."""
    for prefix, device in link_ends(index):
        subprocess.run([*prefix, "tc", "qdisc", "del", "dev", device, "root"], capture_output=True, timeout=10)


def throttle_link(index: int, rate: str, queue_ms: int) -> None:
    """Make host ``index``'s link a congested one in both directions, with the token-bucket filter (tbf, in every
    kernel that has traffic control, unlike netem): at most ``rate`` (e.g. ``4mbit``), and a queue that holds at most
    ``queue_ms`` of traffic, past which packets are dropped. Requests and answers are then delayed by the queue and
    lose packets whenever a burst fills it (TCP sends them again). :func:`unthrottle_link` undoes it."""
    _shape(index, ["tbf", "rate", rate, "burst", "16kb", "latency", f"{queue_ms}ms"])


def unthrottle_link(index: int) -> None:
    """Remove what :func:`throttle_link` added."""
    unshape_link(index)


def delay_link(index: int, delay_ms: float, loss_percent: float) -> None:
    """Latency and loss on host ``index``'s link with tc netem, in both directions: each packet leaving either end
    waits ``delay_ms`` (a round trip gains twice that) and is dropped with a probability of ``loss_percent`` %.
    Refused, with the reason, where the kernel has no netem (:func:`netem_unavailable`). :func:`undelay_link` undoes
    it."""
    why = netem_unavailable(f"{namespace(index)}-v")
    if why:
        raise SystemExit(f"cannot add latency or loss to host {index}'s link: {why}")
    _shape(index, ["netem", "delay", f"{delay_ms:g}ms", "loss", f"{loss_percent:g}%"])


def undelay_link(index: int) -> None:
    """Remove what :func:`delay_link` added."""
    unshape_link(index)


def shaping_counters(index: int) -> dict[str, int]:
    """What the qdiscs :func:`throttle_link` added on host ``index``'s link have done so far, both directions summed:
    bytes sent, packets dropped, and times a packet had to wait (``overlimits``), from ``tc -s -j qdisc show``."""
    totals = {"bytes": 0, "dropped": 0, "overlimits": 0}
    for prefix, device in link_ends(index):
        shown = subprocess.run([*prefix, "tc", "-s", "-j", "qdisc", "show", "dev", device], capture_output=True,
                               text=True, timeout=10)
        for qdisc in json.loads(shown.stdout or "[]") if shown.returncode == 0 else []:
            if qdisc.get("kind") == "tbf":
                for key in totals:
                    totals[key] += int(qdisc.get(key, 0))
    return totals


def tbf_unavailable(device: str) -> str | None:
    """Why a link cannot be throttled with tc tbf on ``device`` (of the front host), or None when it can (added and
    removed once)."""
    try:
        added = subprocess.run([*IN_FRONT, "tc", "qdisc", "add", "dev", device, "root", "tbf", "rate", "1gbit",
                                "burst", "16kb", "latency", "50ms"], capture_output=True, text=True, timeout=10)
    except FileNotFoundError:
        return "no tc command (iproute2)"
    if added.returncode != 0:
        return f"tc qdisc add dev {device} root tbf: {added.stderr.strip()}"
    subprocess.run([*IN_FRONT, "tc", "qdisc", "del", "dev", device, "root"], capture_output=True, timeout=10)
    return None


def _state(directory: Path) -> dict[str, Any]:
    try:
        return dict(json.loads((directory / "hosts.json").read_text()))
    except FileNotFoundError:
        return {}


def _save(directory: Path, state: dict[str, Any]) -> None:
    path = directory / "hosts.json"  # holds the Redis password: owner only
    path.touch(mode=0o600)
    path.write_text(json.dumps(state, indent=1) + "\n", encoding="utf-8")


def netns_exec(index: int, command: list[str], env: dict[str, str] | None = None,
               cwd: Path | None = None) -> None:
    """Run ``command`` in host ``index``'s namespace (a daemon that detaches itself)."""
    subprocess.run(["ip", "netns", "exec", namespace(index), *command], env=env, cwd=cwd, check=True,
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, timeout=60)


def host_pids(index: int) -> list[int]:
    """Every process of host ``index`` (whatever runs in its namespace)."""
    listed = _ip("netns", "pids", namespace(index), check=False)
    return [int(pid) for pid in listed.stdout.split()] if listed.returncode == 0 else []


def _redis_name(index: int, port: int) -> str:
    return f"redis-node-h{index}-{port}"  # local.py's naming: its log keeper and stop order know redis-node-*


def start_redis(directory: Path, index: int, port: int, state: dict[str, Any]) -> None:
    """Start host ``index``'s Redis node on ``port`` (a cluster node; its nodes file is kept across restarts)."""
    name = _redis_name(index, port)
    (directory / f"{name}.pid").unlink(missing_ok=True)
    netns_exec(index, [
        local.redis_server_binary(), "--port", str(port), "--bind", address(index, state["subnet"]),
        "--requirepass", state["password"], "--masterauth", state["password"], "--save", "", "--appendonly", "no",
        "--dbfilename", f"dump-h{index}-{port}.rdb",
        "--maxmemory", "256mb", "--maxmemory-policy", "allkeys-lru", "--cluster-enabled", "yes",
        "--cluster-config-file", f"nodes-h{index}-{port}.conf", "--cluster-node-timeout", "1000",
        "--cluster-require-full-coverage", "no", "--daemonize", "yes", "--pidfile", str(directory / f"{name}.pid"),
        "--logfile", str(directory / f"{name}.log"), "--dir", str(directory)])
    local._wait_file(directory / f"{name}.pid", 10)


def start_gunicorn(directory: Path, index: int, state: dict[str, Any]) -> None:
    """Start host ``index``'s gunicorn replica on its address (a daemon in the host's namespace)."""
    name = f"gunicorn-h{index}"
    metrics = directory / f"metrics-h{index}"
    metrics.mkdir(exist_ok=True)
    for stale in metrics.glob("*.db"):
        stale.unlink()
    (directory / f"{name}.pid").unlink(missing_ok=True)
    env = {**os.environ, **state["service_env"], "PROMETHEUS_MULTIPROC_DIR": str(metrics),
           "ADJ_BIND": f"{address(index, state['subnet'])}:{GUNICORN_PORT}",
           "ADJ_CONTROL_SOCKET": str(directory / f"{name}.ctl")}
    gunicorn = str(Path(sys.executable).with_name("gunicorn"))
    netns_exec(index, [gunicorn, "-c", str(local.DEPLOY / "gunicorn.conf.py"), "--daemon", "--pid",
                       str(directory / f"{name}.pid"), "--error-logfile", str(directory / f"{name}.log"),
                       "--capture-output"], env=env, cwd=local.REPO)
    local._wait_file(directory / f"{name}.pid", 30)


def _cli(state: dict[str, Any], *args: str, check: bool = True, timeout: float = 30) -> str:
    env = {**os.environ, "REDISCLI_AUTH": state["password"]}
    done = subprocess.run([*IN_FRONT, local.redis_cli_binary(), *args], env=env, capture_output=True, text=True,
                          timeout=timeout)
    if check and done.returncode != 0:
        raise SystemExit(f"redis-cli {' '.join(args)}: {done.stdout}{done.stderr}")
    return done.stdout


def cluster_nodes(state: dict[str, Any]) -> list[dict[str, str]]:
    """CLUSTER NODES as seen from the first node that answers: id, address (host:port), role and master id."""
    if not state.get("namespaces"):
        raise SystemExit(f"the hosts are not up (no hosts.json in {run_dir()} naming them)")
    for index in range(state["hosts"]):
        for port in REDIS_PORTS:
            text = _cli(state, "-h", address(index, state["subnet"]), "-p", str(port), "cluster", "nodes",
                        check=False, timeout=5)
            if text.strip() and "ERR" not in text:
                nodes = []
                for line in text.splitlines():
                    fields = line.split()
                    flags = fields[2].split(",")
                    nodes.append({"id": fields[0], "address": fields[1].split("@")[0],
                                  "role": "master" if "master" in flags else "replica",
                                  "master": fields[3], "failed": str("fail" in flags or "fail?" in flags)})
                return nodes
    raise SystemExit("no Redis node of the cluster answers")


def misplaced(state: dict[str, Any]) -> list[str]:
    """The replicas sharing a host with their master (an empty list when the placement is right)."""
    nodes = {node["id"]: node for node in cluster_nodes(state)}
    return [f"{node['address']} replicates {nodes[node['master']]['address']}" for node in nodes.values()
            if node["role"] == "replica" and node["master"] in nodes
            and node["address"].split(":")[0] == nodes[node["master"]]["address"].split(":")[0]]


def _node_id(state: dict[str, Any], host: str, port: int) -> str:
    return _cli(state, "-h", host, "-p", str(port), "cluster", "myid").strip()


def _wait_cluster(state: dict[str, Any], seconds: float, replicas: int) -> None:
    give_up = time.monotonic() + seconds
    while time.monotonic() < give_up:
        try:
            nodes = cluster_nodes(state)
        except SystemExit:
            nodes = []
        info = _cli(state, "-h", address(0, state["subnet"]), "-p", str(REDIS_PORTS[0]), "cluster", "info",
                    check=False, timeout=5)
        if ("cluster_state:ok" in info and sum(n["role"] == "replica" and n["failed"] == "False" for n in nodes)
                >= replicas):
            return
        time.sleep(0.1)
    raise SystemExit(f"the Redis Cluster did not become ok with {replicas} replicas within {seconds:g} s")


def create_cluster(state: dict[str, Any]) -> None:
    """Three masters (master M on host M mod N, port 7000), then each one's replica on the next host (port 7001)."""
    hosts, subnet = state["hosts"], state["subnet"]
    masters = [(address(m % hosts, subnet), REDIS_PORTS[0]) for m in range(MASTERS)]
    _cli(state, "--cluster", "create", *(f"{h}:{p}" for h, p in masters), "--cluster-replicas", "0",
         "--cluster-yes", timeout=60)
    _wait_cluster(state, 30, 0)
    for m, (host, port) in enumerate(masters):
        replica = address((m + 1) % hosts, subnet)
        _cli(state, "--cluster", "add-node", f"{replica}:{REDIS_PORTS[1]}", f"{host}:{port}", "--cluster-slave",
             "--cluster-master-id", _node_id(state, host, port), timeout=60)
    _wait_cluster(state, 30, MASTERS)
    wrong = misplaced(state)
    if wrong:
        raise SystemExit(f"a replica shares its master's host: {wrong}")


def rebalance(state: dict[str, Any] | None = None, seconds: float = 30) -> None:
    """Make every port-7000 node a master again once it is back as a replica (after a failover): CLUSTER FAILOVER
    on it (its master is on another host, so the placement stays right); wait until each master has a live
    replica. A node that comes back from a partition still believes itself a master for a moment: it is waited for
    until the cluster has made it a replica."""
    state = state or _state(run_dir())
    homes = {f"{address(m % state['hosts'], state['subnet'])}:{REDIS_PORTS[0]}" for m in range(MASTERS)}
    asked: dict[str, float] = {}  # when each node was last asked (a replica still syncing refuses: asked again)
    give_up = time.monotonic() + seconds
    while time.monotonic() < give_up:
        nodes = cluster_nodes(state)
        live = [n for n in nodes if n["failed"] == "False"]
        if homes <= {n["address"] for n in live if n["role"] == "master"}:
            _wait_cluster(state, max(give_up - time.monotonic(), 1), MASTERS)
            return
        for node in live:
            if (node["role"] == "replica" and node["address"] in homes
                    and time.monotonic() - asked.get(node["address"], 0.0) > 2):
                host, port = node["address"].rsplit(":", 1)
                _cli(state, "-h", host, "-p", port, "cluster", "failover", check=False)
                asked[node["address"]] = time.monotonic()
        time.sleep(0.1)
    raise SystemExit(f"the port-7000 nodes did not all become masters again within {seconds:g} s")


def nginx_hosts_config(directory: Path, port: int, probe_port: int, backends: list[str], deadline: float,
                       front: str) -> str:
    """deploy/nginx/nginx.conf with the hosts' replicas as upstream servers (see the module's docstring)."""
    text, scratch = local.nginx_config(port, GUNICORN_PORT, directory, probe_port)
    (directory / "scratch").write_text(str(scratch))
    text, listens = re.subn(r"listen 127\.0\.0\.1:", f"listen {front}:", text)
    if listens != 2:
        raise SystemExit("deploy/nginx/nginx.conf has not the two listeners this topology moves to the front host")
    text = local.scale_out(text, [GUNICORN_PORT])
    text, count = re.subn(rf"        server 127\.0\.0\.1:{GUNICORN_PORT}([^;\n]*);\n",
                          lambda m: "".join(f"        server {b}{m.group(1)};\n" for b in backends), text)
    replacements = [
        (r"proxy_next_upstream error non_idempotent;", "proxy_next_upstream error timeout non_idempotent;"),
        (r"proxy_connect_timeout \d+s;", "proxy_connect_timeout 1s;"),
        (r"proxy_read_timeout \d+s;", f"proxy_read_timeout {deadline + 5:g}s;"),
        (r"proxy_next_upstream_timeout \d+s;", f"proxy_next_upstream_timeout {2 * (deadline + 5):g}s;"),
    ]
    for pattern, replacement in replacements:
        text, found = re.subn(pattern, replacement, text)
        count += found - 1
    if count != 2:
        raise SystemExit("deploy/nginx/nginx.conf has not the upstreams and timeouts this topology adapts")
    return text


def up() -> int:
    """Create the hosts, start their Redis nodes and replicas and nginx; wait until ready through nginx."""
    why = unavailable()
    if why:
        raise SystemExit(f"hosts-up: {why}")
    directory = run_dir()
    if _state(directory).get("namespaces"):
        raise SystemExit(f"already up (see {directory}); stop it with `make hosts-down`")
    try:
        lines = _up(directory)
    except BaseException:
        down(quiet=True)
        raise
    for line in lines:
        print(line, flush=True)
    return 0


def _up(directory: Path) -> list[str]:
    directory.mkdir(parents=True, exist_ok=True)
    hosts = int(os.environ.get("HOSTS") or 3)
    if hosts < 2:
        raise SystemExit("HOSTS must be at least 2 (a master and its replica on different hosts)")
    subnet = os.environ.get("HOSTS_SUBNET") or "10.77.0"
    existing = set(_ip("netns", "list").stdout.split())
    taken = [name for name in [FRONT, *(namespace(i) for i in range(hosts))] if name in existing]
    links = [BRIDGE, *(f"{namespace(i)}-v" for i in range(hosts))]
    taken += [link for link in links if _ip("link", "show", link, check=False).returncode == 0]
    if taken:
        raise SystemExit(f"already exist, not made by this run: {taken}")
    used = _ip("-o", "addr", "show", "to", f"{subnet}.0/24").stdout.strip()
    if used:
        raise SystemExit(f"{subnet}.0/24 is in use here ({used}); set HOSTS_SUBNET")
    for stale in directory.glob("nodes-h*.conf"):
        stale.unlink()

    password, secret = secrets.token_hex(24), secrets.token_hex(32)
    deadline = float(os.environ.get("ADJ_DEADLINE") or 30)
    state: dict[str, Any] = {"hosts": hosts, "subnet": subnet, "password": password, "namespaces": [],
                             "links": [], "front": FRONT}
    # Recorded before it is made: a failure half way leaves nothing that `down` does not know about. The bridge and
    # the hosts' ends of their links are the front host's: deleting its namespace deletes them.
    _save(directory, state)
    _ip("netns", "add", FRONT)
    _front_ip("link", "set", "lo", "up")
    _front_ip("link", "add", BRIDGE, "type", "bridge")
    _front_ip("addr", "add", f"{front_address(subnet)}/24", "dev", BRIDGE)
    _front_ip("link", "set", BRIDGE, "up")
    for i in range(hosts):
        name, veth = namespace(i), f"{namespace(i)}-v"
        state["namespaces"].append(name)
        _save(directory, state)
        _ip("netns", "add", name)
        _front_ip("link", "add", veth, "type", "veth", "peer", "name", "eth0", "netns", name)
        _front_ip("link", "set", veth, "master", BRIDGE, "up")
        _ip("-n", name, "addr", "add", f"{address(i, subnet)}/24", "dev", "eth0")
        _ip("-n", name, "link", "set", "eth0", "up")
        _ip("-n", name, "link", "set", "lo", "up")

    for i in range(hosts):
        for port in REDIS_PORTS:
            start_redis(directory, i, port, state)
    create_cluster(state)
    redis_url = f"redis+cluster://:{password}@" + ",".join(
        f"{address(m % hosts, subnet)}:{REDIS_PORTS[0]}" for m in range(MASTERS))
    state["service_env"] = {"REDIS_URL": redis_url, "ADJ_CACHE_SECRET": secret,
                            "ADJ_PROXY_HOPS": os.environ.get("ADJ_PROXY_HOPS", "1")}
    _save(directory, state)
    for i in range(hosts):
        start_gunicorn(directory, i, state)

    port = int(os.environ.get("PORT") or 8080)
    probe_port = int(os.environ.get("PROBE_PORT") or local.free_port())
    backends = [f"{address(i, subnet)}:{GUNICORN_PORT}" for i in range(hosts)]
    config = directory / "nginx.conf"
    front = front_address(subnet)
    config.write_text(nginx_hosts_config(directory, port, probe_port, backends, deadline, front), encoding="utf-8")
    subprocess.run([*IN_FRONT, local.nginx_binary(), "-q", "-e", str(directory / "nginx.log"), "-p", str(directory),
                    "-c", str(config)], check=True)
    local._wait_file(directory / "nginx.pid", 10)
    url = f"http://{front}:{port}"
    with in_front():
        for backend in backends:  # every replica, not only the one nginx asks
            local._wait_ready(f"http://{backend}", float(os.environ.get("UP_TIMEOUT") or 120),
                              directory / f"gunicorn-h{backends.index(backend)}.log")
        ready = local._wait_ready(url, 30, directory / "nginx.log")
    state.update(url=url, backends=backends, probes=f"http://{front}:{probe_port}",
                 redis_nodes=[f"{address(i, subnet)}:{p}" for i in range(hosts) for p in REDIS_PORTS])
    _save(directory, state)
    return [f"adjudicator {ready.get('version')} at {url} on {hosts} hosts (network namespaces {namespace(0)}.."
            f"{namespace(hosts - 1)}, {subnet}.0/24 on bridge {BRIDGE} of the front host {FRONT})",
            f"  ask it from the front host: ip netns exec {FRONT} curl {url}/livez",
            f"  nginx :{port} -> gunicorn {', '.join(backends)} -> Redis Cluster {', '.join(state['redis_nodes'])}",
            *(f"  {line}" for line in layout_lines(state)),
            f"  files and logs in {directory}; stop with: make hosts-down"]


def layout_lines(state: dict[str, Any]) -> list[str]:
    """The cluster's nodes by host: role, and whose replica."""
    nodes = cluster_nodes(state)
    by_id = {n["id"]: n["address"] for n in nodes}
    return [f"{n['address']} {n['role']}" + (f" of {by_id.get(n['master'], n['master'])}"
                                             if n["role"] == "replica" else "")
            + (" (failed)" if n["failed"] == "True" else "") for n in sorted(nodes, key=lambda n: n["address"])]


def kill_host(index: int) -> list[int]:
    """SIGKILL every process in host ``index``'s namespace; return their pids."""
    pids = host_pids(index)
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    give_up = time.monotonic() + 10
    while host_pids(index) and time.monotonic() < give_up:
        time.sleep(0.02)
    return pids


def restart_host(index: int) -> None:
    """Start host ``index``'s Redis nodes (they rejoin the cluster from their nodes files) and replica again."""
    directory = run_dir()
    state = _state(directory)
    for port in REDIS_PORTS:
        start_redis(directory, index, port, state)
    start_gunicorn(directory, index, state)
    with in_front():
        local._wait_ready(f"http://{address(index, state['subnet'])}:{GUNICORN_PORT}", 120,
                          directory / f"gunicorn-h{index}.log", cache=False)


def set_link(index: int, up_: bool) -> None:
    """Take host ``index``'s link down (a partition: nothing reaches it, nothing leaves it) or up again."""
    _front_ip("link", "set", f"{namespace(index)}-v", "up" if up_ else "down")


def kill_redis(index: int, port: int = REDIS_PORTS[0]) -> int:
    """SIGKILL host ``index``'s Redis node on ``port``; return its pid."""
    pid = local._pid(run_dir(), _redis_name(index, port))
    if pid is None:
        raise SystemExit(f"no pid file for {_redis_name(index, port)}")
    os.kill(pid, signal.SIGKILL)
    return pid


def down(quiet: bool = False) -> int:
    """Stop every process of the run, then remove the namespaces and links `up` recorded (and only those)."""
    directory = run_dir()
    state = _state(directory)
    local.stop_all(directory)  # nginx, the replicas, the Redis nodes by their pid files
    scratch = directory / "scratch"
    if scratch.exists():
        if Path(scratch.read_text()).name.startswith("adjudicator-nginx-"):
            shutil.rmtree(scratch.read_text(), ignore_errors=True)
        scratch.unlink()
    for name in state.get("namespaces", []):
        index = int(name.removeprefix(NAMESPACE_PREFIX))
        if _ip("netns", "pids", name, check=False).returncode == 0:
            kill_host(index)  # whatever is left in it
        _ip("netns", "del", name, check=False)
    for link in reversed(state.get("links", [])):  # a run of an earlier version made its links in this namespace
        if _ip("link", "show", link, check=False).returncode == 0:
            _ip("link", "del", link, check=False)
    if state.get("front"):
        left = _ip("netns", "pids", state["front"], check=False)
        for pid in left.stdout.split() if left.returncode == 0 else []:
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(pid), signal.SIGKILL)
        _ip("netns", "del", state["front"], check=False)  # its bridge and the links' ends go with it
    if state:
        state.update(namespaces=[], links=[], front=None)
        _save(directory, state)
    if not quiet:
        print(f"stopped; namespaces and links removed (files and logs kept in {directory})")
    return 0


def main(argv: list[str]) -> int:
    """The command line (see the module's docstring)."""
    usage = (f"usage: {argv[0]} up|down|rebalance|layout|kill-host I|restart-host I|partition I|heal I|"
             "throttle I|unthrottle I|delay I MS LOSS%|undelay I|kill-redis I")
    command, *rest = argv[1:] or [""]
    if command in ("up", "down", "rebalance", "layout") and not rest:
        if command == "up":
            return up()
        if command == "down":
            return down()
        if command == "rebalance":
            rebalance()
        else:
            print("\n".join(layout_lines(_state(run_dir()))))
        return 0
    if command == "delay":
        found = re.fullmatch(r"(\d+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)%?", " ".join(rest))
        if found is None or float(found.group(3)) > 100:
            raise SystemExit(usage)
        delay_link(int(found.group(1)), float(found.group(2)), float(found.group(3)))
        return 0
    if len(rest) != 1 or not rest[0].isdigit():
        raise SystemExit(usage)
    index = int(rest[0])
    if command == "kill-host":
        kill_host(index)
    elif command == "restart-host":
        restart_host(index)
    elif command in ("partition", "heal"):
        set_link(index, command == "heal")
    elif command == "throttle":
        throttle_link(index, "4mbit", 20)
    elif command in ("unthrottle", "undelay"):
        unshape_link(index)
    elif command == "kill-redis":
        kill_redis(index)
    else:
        raise SystemExit(usage)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
