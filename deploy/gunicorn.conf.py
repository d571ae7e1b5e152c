"""gunicorn configuration of the adjudicator (production and `make serve`).

Environment: ADJ_BIND (default 127.0.0.1:8000), WEB_CONCURRENCY (workers, default 2 = one per core here),
ADJ_THREADS (threads per worker, default 2), ADJ_TIMEOUT (seconds, default 30), PROMETHEUS_MULTIPROC_DIR
(set it to aggregate /metrics over the workers).
"""

import os

wsgi_app = "adjudicator.web:create_app()"
bind = os.environ.get("ADJ_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
# Rules computation is CPU-bound: few threads per worker, scale with workers and replicas.
worker_class = "gthread"
threads = int(os.environ.get("ADJ_THREADS", "2"))
timeout = int(os.environ.get("ADJ_TIMEOUT", "30"))
graceful_timeout = 20
keepalive = 5
max_requests = 5000
max_requests_jitter = 500
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
# The app writes one JSON access line per request itself; gunicorn's own log goes to stderr.
accesslog = None
errorlog = "-"
loglevel = os.environ.get("ADJ_LOG_LEVEL", "info").lower()
forwarded_allow_ips = os.environ.get("ADJ_FORWARDED_ALLOW_IPS", "127.0.0.1")
proc_name = "adjudicator"


def on_starting(server):  # noqa: ARG001 - gunicorn's hook signature
    """Start every run with an empty metrics directory when metrics are aggregated over processes."""
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if directory:
        os.makedirs(directory, exist_ok=True)
        for name in os.listdir(directory):
            if name.endswith(".db"):
                os.remove(os.path.join(directory, name))


def child_exit(server, worker):  # noqa: ARG001 - gunicorn's hook signature
    """Drop a dead worker's metrics files when metrics are aggregated over processes."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)
