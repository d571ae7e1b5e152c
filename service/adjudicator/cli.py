"""Command line: ``adjudicator serve | openapi | bench``; ``adjudicator --version`` names the build loaded."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path


def _spec() -> dict[str, object]:
    from adjudicator.web import create_app

    app = create_app()
    api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    spec: dict[str, object] = api.spec.to_dict()
    return spec


def cmd_openapi(args: argparse.Namespace) -> int:
    """Write the OpenAPI document of the service."""
    text = json.dumps(_spec(), indent=2, ensure_ascii=False) + "\n"
    if args.output == "-":
        sys.stdout.write(text)
    else:
        Path(args.output).write_text(text, encoding="utf-8")
    return 0


#: Where the package's sources live (``service/adjudicator`` in a checkout, ``site-packages/adjudicator`` installed).
PACKAGE_DIR = Path(__file__).resolve().parent
#: The repository holding the package, when it runs from a checkout (an editable install): ``service/..``.
REPO_DIR = PACKAGE_DIR.parent.parent
#: The gunicorn configuration, relative to the repository (or to the directory the image runs in).
CONFIG_IN_REPO = Path("deploy", "gunicorn.conf.py")
#: The Cetkaik conformance files, relative to the repository: the shared data lives beside it.
CONFORMANCE_IN_REPO = Path("..", "shared", "conformance", "cetkaik")
#: gunicorn settings close to the production ones, for when its configuration file is nowhere to be found.
FALLBACK_GUNICORN_ARGS = ["--worker-class", "gthread", "--workers", "2", "--threads", "4", "--timeout", "30"]


def find_gunicorn_config(explicit: str | None = None, cwd: Path | None = None) -> tuple[Path | None, list[Path]]:
    """Locate the production gunicorn configuration: ``(path or None, the places looked at)``.

    In order: ``explicit`` (``--config``; only it is looked at when given), ``$ADJ_GUNICORN_CONFIG``, the
    repository the package runs from (an editable install: whatever the working directory), then
    ``deploy/gunicorn.conf.py`` under the working directory (the container image puts it there)."""
    here = Path.cwd() if cwd is None else cwd
    if explicit:
        path = Path(explicit)
        candidates = [path if path.is_absolute() else here / path]
    else:
        from_env = os.environ.get("ADJ_GUNICORN_CONFIG")
        candidates = [Path(from_env)] if from_env else []
        candidates += [REPO_DIR / CONFIG_IN_REPO, here / CONFIG_IN_REPO]
    for candidate in candidates:
        if candidate.is_file():
            return candidate.resolve(), candidates
    return None, candidates


def gunicorn_argv(args: argparse.Namespace, cwd: Path | None = None) -> list[str]:
    """gunicorn's command line for ``adjudicator serve``; tells on stderr when the configuration is not found."""
    config, looked = find_gunicorn_config(args.config, cwd)
    if config is None and args.config:
        raise SystemExit(f"adjudicator serve: no gunicorn configuration at {looked[0]}")
    if config is None:
        print("adjudicator serve: warning: the production gunicorn configuration (deploy/gunicorn.conf.py) is not "
              f"at {' nor '.join(str(p) for p in looked)}; running gunicorn with {' '.join(FALLBACK_GUNICORN_ARGS)} "
              "and none of its hooks (no memory budget per worker, no JSON errors from gunicorn). Pass --config FILE "
              "or set ADJ_GUNICORN_CONFIG.", file=sys.stderr, flush=True)
    argv = ["gunicorn", "-c", str(config)] if config is not None else ["gunicorn", *FALLBACK_GUNICORN_ARGS]
    if config is None and not args.bind:
        argv += ["--bind", os.environ.get("ADJ_BIND", "127.0.0.1:8000")]
    if args.bind:
        argv += ["--bind", args.bind]
    if args.workers:
        argv += ["--workers", str(args.workers)]
    argv.append("adjudicator.web:create_app()")
    return argv


def cmd_serve(args: argparse.Namespace) -> int:
    """Run the service under gunicorn with the deploy configuration."""
    argv = gunicorn_argv(args)
    gunicorn = Path(sys.executable).with_name("gunicorn")
    os.execv(str(gunicorn), argv)


def find_conformance(explicit: str | None, cwd: Path | None = None) -> Path:
    """The directory of the Cetkaik conformance files: ``explicit`` (``--conformance``), else ``../shared/...``
    beside the repository the package runs from, else beside the working directory. A clear error (SystemExit)
    names what is missing."""
    here = Path.cwd() if cwd is None else cwd
    if explicit:
        path = Path(explicit)
        candidates = [path if path.is_absolute() else here / path]
    else:
        candidates = [(REPO_DIR / CONFORMANCE_IN_REPO).resolve(), (here / CONFORMANCE_IN_REPO).resolve()]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise SystemExit(f"adjudicator bench: no Cetkaik conformance directory at {' nor '.join(map(str, candidates))}; "
                     "pass --conformance DIR (the directory holding hands.jsonl.gz and moves-alpha.jsonl.gz)")


def _need_files(command: str, *paths: Path) -> None:
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        raise SystemExit(f"adjudicator bench {command}: missing {', '.join(missing)}")


def cmd_bench(args: argparse.Namespace) -> int:
    """Measure the engine's speed and print one JSON line (with ``--pure``: also on the pure-Python modules);
    progress goes to stderr."""
    from adjudicator import bench

    argv = ["bench", args.what, "--repeat", str(args.repeat)]
    if args.repeat < 1:
        raise SystemExit(f"adjudicator bench: --repeat must be at least 1, got {args.repeat}")
    corpus = Path(args.corpus) if args.corpus else None
    if args.what in ("moves", "service") and corpus is None:
        corpus = find_conformance(args.conformance) / "moves-alpha.jsonl.gz"
    if args.what == "moves":
        assert corpus is not None
        _need_files("moves", corpus)
        result = bench.bench_moves(corpus, repeat=args.repeat)
        if args.pure:
            result = bench.compare_moves(result, bench.pure_run([*argv, "--corpus", str(corpus.resolve())]))
        print(json.dumps(result, ensure_ascii=False))
    elif args.what == "hot-paths":
        conformance = find_conformance(args.conformance)
        _need_files("hot-paths", conformance / "hands.jsonl.gz", conformance / "moves-alpha.jsonl.gz")
        result = bench.bench_hot_paths(conformance, repeat=args.repeat)
        if args.pure:
            result = bench.compare_hot_paths(result, bench.pure_run([*argv, "--conformance", str(conformance)]))
        print(json.dumps(result, ensure_ascii=False))
    elif args.what == "service":
        assert corpus is not None
        _need_files("service", corpus)
        for line in bench.bench_service(corpus, count=args.count):
            print(json.dumps(line, ensure_ascii=False), flush=True)
    else:  # pragma: no cover - argparse restricts the choices
        raise SystemExit(f"unknown benchmark {args.what}")
    return 0


def version() -> str:
    """``adjudicator <version> (engine <n>, <compiled|pure> build: <why>)``."""
    from adjudicator import ENGINE_VERSION, __version__, native

    return f"adjudicator {__version__} (engine {ENGINE_VERSION}, {native.BUILD} build: {native.REASON})"


def main(argv: list[str] | None = None) -> int:
    """Run the command line."""
    parser = argparse.ArgumentParser(prog="adjudicator", description=__doc__)
    parser.add_argument("--version", action="version", version=version())
    sub = parser.add_subparsers(dest="command", required=True)

    p_serve = sub.add_parser("serve", help="run the service under gunicorn")
    p_serve.add_argument("--config", help="gunicorn configuration file (default: deploy/gunicorn.conf.py of the "
                         "repository the package runs from, $ADJ_GUNICORN_CONFIG, or ./deploy/gunicorn.conf.py)")
    p_serve.add_argument("--bind", help="address:port (default from the configuration: 127.0.0.1:8000)")
    p_serve.add_argument("--workers", type=int, help="number of worker processes")
    p_serve.set_defaults(func=cmd_serve)

    p_openapi = sub.add_parser("openapi", help="write the OpenAPI document")
    p_openapi.add_argument("-o", "--output", default="-", help="file to write ('-' = standard output)")
    p_openapi.set_defaults(func=cmd_openapi)

    p_bench = sub.add_parser("bench", help="measure the engine's speed")
    p_bench.add_argument(
        "what", choices=["moves", "hot-paths", "service"],
        help="moves: legal moves of a corpus; hot-paths: hands, transitions, hirings, probabilities; "
        "service: each operation in-process, cold, against its library call",
    )
    p_bench.add_argument("--corpus", help="moves, service: a conformance-format file (.jsonl.gz; default: "
                         "moves-alpha.jsonl.gz of the conformance directory)")
    p_bench.add_argument("--conformance", help="the directory of the Cetkaik conformance files (default: "
                         "../shared/conformance/cetkaik beside the repository, or beside the working directory)")
    p_bench.add_argument("--repeat", type=int, default=3, help="runs; the best is reported")
    p_bench.add_argument("--count", type=int, default=300, help="service: distinct positions per operation")
    p_bench.add_argument("--pure", action="store_true",
                         help="also run it on the pure-Python modules (in a subprocess) and give the ratio")
    p_bench.set_defaults(func=cmd_bench)

    args = parser.parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    raise SystemExit(main())
