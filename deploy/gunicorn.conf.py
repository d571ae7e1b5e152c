"""gunicorn configuration of the adjudicator (production, `make serve` and `make up`).

In production gunicorn sits behind nginx (deploy/nginx/nginx.conf), which buffers requests and answers, holds the
idle and slow connections, and passes on only complete requests: gunicorn's threads never wait on a client.

Environment: ADJ_BIND (default 127.0.0.1:8000), WEB_CONCURRENCY (workers, default 2 = one per core here),
ADJ_THREADS (threads per worker, default 4), ADJ_TIMEOUT (seconds without a heartbeat before a worker is killed,
default 30; it does not bound a request: the app's own deadline ADJ_DEADLINE does), ADJ_MAX_REQUESTS (requests a
worker answers before it is replaced, default 1,000,000; 0: never), ADJ_MAX_WORKER_MB (a worker's memory budget in
resident MiB, default 256, 0: none: past 80 % of it the worker is replaced, past all of it it exits at once; see
check_memory), ADJ_MEMORY_CHECK_SECONDS (how often a worker's own thread reads its memory, default 0.1),
PROMETHEUS_MULTIPROC_DIR (set it to aggregate /metrics over the workers).
"""

import os
import sys
import threading
import time

wsgi_app = "adjudicator.web:create_app()"
bind = os.environ.get("ADJ_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
# Rules computation is CPU-bound: scale with workers and replicas. The threads are for latency, not throughput: at
# most ADJ_HEAVY_CONCURRENCY (default 1) of a worker's threads compute a heavy request, the others stay free for
# cheap requests and probes.
worker_class = "gthread"
threads = int(os.environ.get("ADJ_THREADS", "4"))
timeout = int(os.environ.get("ADJ_TIMEOUT", "30"))
# Longer than a request's deadline (ADJ_DEADLINE, 30 s): on SIGTERM a worker finishes what it has (or answers
# 503 at the deadline) before it is killed. The pod's terminationGracePeriodSeconds (45 s) holds the preStop sleep
# (5 s) and this (deploy/k8s/deployment.yaml; a test checks both).
graceful_timeout = 35
keepalive = 5
# A worker is replaced after this many requests (0: never), a guard against slow leaks. Replacing one costs: the
# new worker starts with its caches empty, and until it is forked the other serves alone. At 5,000 (the value in
# 0.1.0), each worker was replaced every few seconds under load, which halved throughput. What bounds a worker's
# memory is ADJ_MAX_WORKER_MB (post_request below): its caches are each bounded, but together they can hold more
# than a pod has.
max_requests = int(os.environ.get("ADJ_MAX_REQUESTS", "1000000"))
max_requests_jitter = max_requests // 10
#: A worker's memory budget (resident MiB; 0: none). The pod's memory limit is the master's share plus
#: WEB_CONCURRENCY budgets (deploy/k8s/deployment.yaml; a test checks it).
max_worker_mb = int(os.environ.get("ADJ_MAX_WORKER_MB", "256"))
#: Past this share of its budget a worker stops taking requests and is replaced once it has answered those it has:
#: the rest of the budget is the headroom of the requests it is finishing.
MEMORY_RETIRE_SHARE = 0.8
#: A worker reads its resident memory (a read of /proc/self/statm, some microseconds) after every
#: MEMORY_CHECK_EVERY requests, after every request that took MEMORY_CHECK_SLOW_SECONDS or more (the ones that can
#: allocate much), and every MEMORY_CHECK_SECONDS from a thread of its own, whatever its requests do meanwhile.
MEMORY_CHECK_EVERY = 16
MEMORY_CHECK_SLOW_SECONDS = 0.05
MEMORY_CHECK_SECONDS = float(os.environ.get("ADJ_MEMORY_CHECK_SECONDS", "0.1"))
# Load the app once in the master: workers start (and restart) in milliseconds, sharing the imported code. Except
# while `make serve` still compiles the rules library (deploy/serve.py): ADJ_PRELOAD_AFTER then names a file made once
# the compiled build is installed. Until then the master imports nothing of the app (each worker does); the SIGHUP
# that follows re-reads this file, and the master then imports the app afresh, compiled (a reload never re-imports an
# app already preloaded), before it forks new workers and stops the old ones gracefully.
_preload_after = os.environ.get("ADJ_PRELOAD_AFTER", "")
preload_app = not _preload_after or os.path.exists(_preload_after)
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
# Limits at least as large as nginx's (a request line and each header of 4 KiB there), so that nginx refuses first.
limit_request_line = 4094
limit_request_fields = 100
limit_request_field_size = 8190
# The app writes one JSON access line per request itself to stderr, and gunicorn's own log goes there too (`make up`
# points both at a file of its run directory: --error-logfile with --capture-output, reopened on SIGUSR1).
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

    from adjudicator.web.observability import SECURITY_HEADERS

    body = json.dumps({"code": status_int, "status": reason, "message": mesg or reason}).encode("utf-8")
    security = "".join(f"{name}: {value}\r\n" for name, value in SECURITY_HEADERS.values())
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\nContent-Type: application/json\r\n"
            f"{security}Content-Length: {len(body)}\r\n\r\n")
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
    if max_worker_mb and MEMORY_CHECK_SECONDS > 0:
        threading.Thread(target=_watch_memory, args=(worker,), name="memory-watch", daemon=True).start()


def resident_mb():
    """This process's resident memory in MiB (0 where /proc is not there)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
    except OSError:
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _give_back_freed_memory():
    """Hand the C allocator's free pages back to the system (glibc's malloc_trim); False where there is none."""
    import ctypes

    try:
        return bool(ctypes.CDLL(None).malloc_trim(0))
    except (AttributeError, OSError):
        return False


def memory_verdict(used_mb, budget_mb=None):
    """What a worker using ``used_mb`` resident MiB does: "ok", "retire" (past MEMORY_RETIRE_SHARE of its budget:
    stop taking requests, be replaced once those in progress are answered) or "exit" (past the budget: at once)."""
    budget = max_worker_mb if budget_mb is None else budget_mb
    if not budget or used_mb <= budget * MEMORY_RETIRE_SHARE:
        return "ok"
    return "exit" if used_mb > budget else "retire"


_memory_lock = threading.Lock()


def check_memory(worker):
    """Read the worker's resident memory and act on it (memory_verdict): retire it past 80 % of its budget (after
    giving freed memory back, which may be enough), end it at once past the budget. The requests it is running
    then are lost, as they would be to the OOM killer, but only this worker's: the master forks another."""
    if not max_worker_mb:
        return
    with _memory_lock:  # the watch thread and the request threads
        used = resident_mb()
        verdict = memory_verdict(used)
        if verdict != "ok" and _give_back_freed_memory():
            used = resident_mb()
            verdict = memory_verdict(used)
        if verdict == "exit":
            worker.log.error("worker uses %.0f MiB, over its budget ADJ_MAX_WORKER_MB=%d: exiting now", used,
                             max_worker_mb)
            os._exit(1)
        if verdict == "retire" and worker.alive:
            worker.log.info("worker uses %.0f MiB (over %.0f %% of ADJ_MAX_WORKER_MB=%d): replacing it", used,
                            MEMORY_RETIRE_SHARE * 100, max_worker_mb)
            worker.alive = False


def _watch_memory(worker):
    """The worker's memory, every MEMORY_CHECK_SECONDS, for as long as the worker lives (a daemon thread)."""
    while True:
        time.sleep(MEMORY_CHECK_SECONDS)
        check_memory(worker)


def pre_request(worker, req):  # gunicorn hook signature
    """Note when the request started (post_request checks the memory after a slow one)."""
    req.adj_started = time.monotonic()


def post_request(worker, req, environ, resp):  # gunicorn hook signature
    """Check the worker's memory (check_memory) after every MEMORY_CHECK_EVERY requests and after every request
    that took MEMORY_CHECK_SLOW_SECONDS or more."""
    worker.adj_answered = getattr(worker, "adj_answered", 0) + 1
    now = time.monotonic()
    if now - getattr(req, "adj_started", now) >= MEMORY_CHECK_SLOW_SECONDS \
            or worker.adj_answered % MEMORY_CHECK_EVERY == 0:
        check_memory(worker)


def child_exit(server, worker):  # gunicorn hook signature
    """Drop a dead worker's metrics files when metrics are aggregated over processes."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)
