"""Command line: ``adjudicator serve | openapi | bench``."""

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
    """Measure the engine's speed and print one JSON line."""
    from adjudicator import bench

    if args.what == "moves":
        print(json.dumps(bench.bench_moves(Path(args.corpus), repeat=args.repeat), ensure_ascii=False))
    elif args.what == "service":
        for line in bench.bench_service(Path(args.corpus), count=args.count):
            print(json.dumps(line, ensure_ascii=False), flush=True)
    else:  # pragma: no cover - argparse restricts the choices
        raise SystemExit(f"unknown benchmark {args.what}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the command line."""
    parser = argparse.ArgumentParser(prog="adjudicator", description=__doc__)
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
        "what", choices=["moves", "service"],
        help="moves: the engine's legal-move generation; "
        "service: each operation in-process, cold, against its library call",
    )
    p_bench.add_argument("--corpus", required=True, help="a conformance-format file (.jsonl.gz)")
    p_bench.add_argument("--repeat", type=int, default=3, help="runs; the best is reported")
    p_bench.add_argument("--count", type=int, default=300, help="service: distinct positions per operation")
    p_bench.set_defaults(func=cmd_bench)

    args = parser.parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    raise SystemExit(main())
