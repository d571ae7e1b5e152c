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


def cmd_serve(args: argparse.Namespace) -> int:
    """Run the service under gunicorn with the deploy configuration."""
    config = Path(args.config)
    argv = ["gunicorn", "-c", str(config)] if config.exists() else ["gunicorn"]
    if args.bind:
        argv += ["--bind", args.bind]
    if args.workers:
        argv += ["--workers", str(args.workers)]
    argv.append("adjudicator.web:create_app()")
    gunicorn = Path(sys.executable).with_name("gunicorn")
    os.execv(str(gunicorn), argv)


def cmd_bench(args: argparse.Namespace) -> int:
    """Measure the engine's speed and print one JSON line (with ``--pure``: also on the pure-Python modules)."""
    from adjudicator import bench

    argv = ["bench", args.what, "--repeat", str(args.repeat)]
    if args.what == "moves":
        if not args.corpus:
            raise SystemExit("adjudicator bench moves: --corpus is required")
        result = bench.bench_moves(Path(args.corpus), repeat=args.repeat)
        if args.pure:
            result = bench.compare_moves(result, bench.pure_run([*argv, "--corpus", args.corpus]))
        print(json.dumps(result, ensure_ascii=False))
    elif args.what == "hot-paths":
        result = bench.bench_hot_paths(Path(args.conformance), repeat=args.repeat)
        if args.pure:
            result = bench.compare_hot_paths(result, bench.pure_run([*argv, "--conformance", args.conformance]))
        print(json.dumps(result, ensure_ascii=False))
    elif args.what == "service":
        if not args.corpus:
            raise SystemExit("adjudicator bench service: --corpus is required")
        for line in bench.bench_service(Path(args.corpus), count=args.count):
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
    p_serve.add_argument("--config", default="deploy/gunicorn.conf.py", help="gunicorn configuration file")
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
    p_bench.add_argument("--corpus", help="moves, service: a conformance-format file (.jsonl.gz)")
    p_bench.add_argument("--conformance", default=str(Path("..", "shared", "conformance", "cetkaik")),
                         help="hot-paths: the directory of the Cetkaik conformance files")
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
