"""gunicorn configuration of the adjudicator (production, `make serve` and `make up`).

In production gunicorn sits behind nginx (deploy/nginx/nginx.conf), which buffers requests and answers, holds the
idle and slow connections, and passes on only complete requests: gunicorn's threads never wait on a client.

Environment: ADJ_BIND (default 127.0.0.1:8000), WEB_CONCURRENCY (workers, default 2 = one per core here),
ADJ_THREADS (threads per worker, default 4), ADJ_TIMEOUT (seconds without a heartbeat before a worker is killed,
default 30; it does not bound a request: the app's own deadline ADJ_DEADLINE does), ADJ_MAX_REQUESTS (requests a
worker answers before it is replaced, default 1,000,000; 0: never), ADJ_MAX_WORKER_MB (a worker whose resident
memory is over this many MiB is replaced, default 256; 0: never), PROMETHEUS_MULTIPROC_DIR (set it to aggregate
/metrics over the workers).
"""

import os
import sys

wsgi_app = "adjudicator.web:create_app()"
bind = os.environ.get("ADJ_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
# Rules computation is CPU-bound: scale with workers and replicas. The threads are for latency, not throughput: at
# most ADJ_HEAVY_CONCURRENCY (default 1) of a worker's threads compute a heavy request, the others stay free for
# cheap requests and probes.
worker_class = "gthread"
threads = int(os.environ.get("ADJ_THREADS", "4"))
timeout = int(os.environ.get("ADJ_TIMEOUT", "30"))
graceful_timeout = 20
keepalive = 5
# A worker is replaced after this many requests (0: never), a guard against slow leaks. Replacing one costs: the
# new worker starts with its caches empty, and until it is forked the other serves alone. At 5,000 (the value in
# 0.1.0), each worker was replaced every few seconds under load, which halved throughput. What bounds a worker's
# memory is ADJ_MAX_WORKER_MB (post_request below): its caches are each bounded, but together they can hold more
# than a pod has.
max_requests = int(os.environ.get("ADJ_MAX_REQUESTS", "1000000"))
max_requests_jitter = max_requests // 10
max_worker_mb = int(os.environ.get("ADJ_MAX_WORKER_MB", "256"))
#: How often (in requests) a worker reads its own memory.
MEMORY_CHECK_EVERY = 256
# Load the app once in the master: workers start (and restart) in milliseconds, sharing the imported code.
preload_app = True
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
# Limits at least as large as nginx's (a request line and each header of 4 KiB there), so that nginx refuses first.
limit_request_line = 4094
limit_request_fields = 100
limit_request_field_size = 8190
# The app writes one JSON access line per request itself; gunicorn's own log goes to stderr.
accesslog = None
errorlog = "-"
loglevel = os.environ.get("ADJ_LOG_LEVEL", "info").lower()
forwarded_allow_ips = os.environ.get("ADJ_FORWARDED_ALLOW_IPS", "127.0.0.1")
proc_name = "adjudicator"
# gunicorn 25.1+ opens a control socket for gunicornc, by default at one path per user ($XDG_RUNTIME_DIR/gunicorn.ctl
# or ~/.gunicorn/gunicorn.ctl), which every master on the host would then share: the last one started takes it over.
# None unless ADJ_CONTROL_SOCKET names one (make up gives each replica its own, in the run folder).
_control_socket = os.environ.get("ADJ_CONTROL_SOCKET", "")
control_socket_disable = not _control_socket
if _control_socket:
    control_socket = _control_socket


def _json_error(sock, status_int, reason, mesg):
    """gunicorn's own refusals (a malformed request line, too many or too large headers) answered as JSON."""
    import json

    from gunicorn import util

    body = json.dumps({"code": status_int, "status": reason, "message": mesg or reason}).encode("utf-8")
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\nContent-Type: application/json\r\n"
            f"X-Content-Type-Options: nosniff\r\nContent-Length: {len(body)}\r\n\r\n")
    util.write_nonblock(sock, head.encode("latin-1") + body)


def on_starting(server):  # gunicorn hook signature
    """Answer gunicorn's own errors as JSON; start every run with an empty metrics directory."""
    from gunicorn import util

    util.write_error = _json_error
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if directory:
        os.makedirs(directory, exist_ok=True)
        for name in os.listdir(directory):
            if name.endswith(".db"):
                os.remove(os.path.join(directory, name))


def post_fork(server, worker):  # gunicorn hook signature
    """Hand the interpreter to a waiting thread within 0.2 ms (not 5): a cheap request waits that long each time it
    blocks (on a socket, on Redis) while a computation runs in another thread of the worker. Tell the
    app which workers share its heavy-request slots (ADJ_HEAVY_TOTAL)."""
    sys.setswitchinterval(0.0002)
    os.environ["ADJ_WORKER_GROUP"] = str(server.pid)
    from adjudicator.web import tune_worker_gc

    tune_worker_gc()  # the preloaded app is frozen out of the collector's walks; it collects less often


def resident_mb():
    """This process's resident memory in MiB (0 where /proc is not there)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
    except OSError:
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def post_request(worker, req, environ, resp):  # gunicorn hook signature
    """Every MEMORY_CHECK_EVERY requests, replace the worker (after the requests it is answering) if its resident
    memory is over ADJ_MAX_WORKER_MB (0: never)."""
    worker.adj_answered = getattr(worker, "adj_answered", 0) + 1
    if max_worker_mb and worker.adj_answered % MEMORY_CHECK_EVERY == 0 and worker.alive:
        used = resident_mb()
        if used > max_worker_mb:
            worker.log.info("worker uses %.0f MiB (over ADJ_MAX_WORKER_MB=%d): replacing it", used, max_worker_mb)
            worker.alive = False


def child_exit(server, worker):  # gunicorn hook signature
    """Drop a dead worker's metrics files when metrics are aggregated over processes."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)
