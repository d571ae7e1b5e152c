"""Mutation testing of the rules library, one game at a time, with mutmut (`make mutation`; not part of CI).

For each game package under ``service/adjudicator/games`` this script prepares a scratch copy of the project in
``.mutation/<game>/`` whose ``pyproject.toml`` tells mutmut to mutate only that package and to run only that game's
tests, generates every mutant, then tests a reproducible random sample of them (``--sample`` per game; 0 = all) and
prints the score per game: killed / tested, timeouts counted as killed (as mutmut does) and mutants of code
that no test of the game reaches counted as survivors.

    python tests/mutation/run_mutation.py                      # every game, 25 mutants each
    python tests/mutation/run_mutation.py paper_cetkaik --sample 0 --show-survivors

The surviving mutants can be inspected afterwards with ``cd .mutation/<game> && mutmut show <name>``.
Cetkaik's conformance and benchmark tests are left out (they read the community corpus beside the project and
take minutes per mutant); its unit and property tests are run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORK = ROOT / ".mutation"

#: The tests of every game's Game interface (its game_interface.py), run for every game; hostile_values.py is a
#: helper the API test imports (listed so that it is copied; it holds no test).
INTERFACE_TESTS = ["tests/unit/test_game_interface_board.py", "tests/unit/test_game_json_forms.py",
                   "tests/api/test_games_interface_api.py", "tests/api/hostile_values.py"]
#: game package -> (the modules mutated, relative to service/adjudicator/games; the test paths run)
GAMES: dict[str, tuple[list[str], list[str]]] = {
    "stick_games": (["stick_games/*", "sticks.py"], ["tests/stick_games", "tests/unit/test_sticks.py",
                                                     *INTERFACE_TESTS]),
    "race_games": (["race_games/*"], ["tests/race_games", *INTERFACE_TESTS]),
    "utage": (["utage/*"], ["tests/utage", *INTERFACE_TESTS]),
    "letiles": (["letiles/*"], ["tests/letiles", "tests/api/test_letiles_api.py", *INTERFACE_TESTS]),
    "paper_cetkaik": (["paper_cetkaik/*"], ["tests/paper_cetkaik", "tests/api/test_paper_cetkaik_api.py",
                                             "tests/api/test_paper_cetkaik_games_api.py", *INTERFACE_TESTS]),
    "lauzait_cep": (["lauzait_cep/*"], ["tests/lauzait_cep", "tests/api/test_lauzait_cep_api.py",
                                         "tests/api/test_lauzait_cep_game_api.py", *INTERFACE_TESTS]),
    "cetkaik": (["cetkaik/*"], ["tests/cetkaik", *INTERFACE_TESTS]),
    # what every game shares: the errors, the game interface, the rule options, the derived JSON forms and the
    # declared records
    "shared": (["errors.py", "game.py", "options.py", "jsonform.py", "shapes.py", "catalogue.py"],
               ["tests/unit/test_options.py", "tests/unit/test_json_forms_declared.py", "tests/unit/test_shapes.py",
                "tests/unit/test_rules_errors.py", "tests/unit/test_game_catalogue.py",
                "tests/unit/test_game_interface_cards.py", "tests/unit/test_shared_mutants.py", "tests/utage",
                "tests/letiles", *INTERFACE_TESTS]),
}
EXCLUDED_TESTS = ["tests/cetkaik/test_movegen_conformance.py", "tests/cetkaik/test_transition_conformance.py",
                  "tests/cetkaik/test_movegen_bench.py"]


def mutmut_config(game: str) -> str:
    modules, tests = GAMES[game]
    only = [f"src/adjudicator/games/{m}" for m in modules]
    ignore = [f"--ignore={t}" for t in EXCLUDED_TESTS if any(t.startswith(d) for d in tests)]
    return "\n".join(
        [
            "",
            "[tool.mutmut]",
            'source_paths = ["src"]',
            f"only_mutate = {json.dumps(only)}",
            f"pytest_add_cli_args_test_selection = {json.dumps(tests + ignore)}",
            'pytest_add_cli_args = ["-p", "no:cacheprovider", "-q"]',
            "use_git_change_detection = false",
            "",
        ]
    )


#: Appended to the scratch copy's conftest: the same examples for every mutant, and no deadline (mutmut's
#: trampolines slow every call down).
PROFILE = """
settings.register_profile("mutation", derandomize=True, deadline=None, max_examples=40,
                          suppress_health_check=list(HealthCheck))
settings.load_profile("mutation")
"""


#: mutmut runs pytest several times in one process (listing the tests, the clean run, then each mutant in a process
#: forked from it) and names the tests to run by the node IDs it recorded. pytest 9 keeps the IDs it made from a
#: parametrize mark's explicit ``ids`` on the mark and, collecting the same imported module again, escapes them a
#: second time (``[standard-\\u5730]`` becomes ``[standard-\\\\u5730]``): the recorded ID is "not found" and pytest
#: stops with a usage error (exit 4, mutmut's "Failed to run pytest"). Cetkaik's hand tests have such IDs (the
#: hands' names). Unescaped IDs are the same however often they are made.
STABLE_IDS = "disable_test_id_escaping_and_forfeit_all_rights_to_community_support = true\n"


def prepare(game: str, root: Path) -> Path:
    """A fresh scratch copy of the project with the mutmut configuration for ``game``."""
    work = root / game
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "_native_build.json", "static")
    shutil.copytree(ROOT / "service", work / "src", ignore=ignore)  # mutmut knows the src layout
    tests = work / "tests"
    tests.mkdir()
    (tests / "conftest.py").write_text((ROOT / "tests" / "conftest.py").read_text() + PROFILE)
    shutil.copytree(ROOT / "tests" / "data", tests / "data")
    shared = ROOT.parent / "shared"  # the reference material some tests read, beside the project
    if shared.is_dir():
        (work / "shared").symlink_to(shared)
    for path in GAMES[game][1]:
        source = ROOT / path
        if source.is_dir():
            shutil.copytree(source, work / path, ignore=ignore)
        else:  # one test module, with the conftest.py of its folder (e.g. the API tests' contract check)
            (work / path).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, work / path)
            if (source.parent / "conftest.py").is_file():
                shutil.copy(source.parent / "conftest.py", work / path.rsplit("/", 1)[0] / "conftest.py")
    pyproject = (ROOT / "pyproject.toml").read_text().replace('pythonpath = ["service", "sdk"]', 'pythonpath = ["src"]')
    pyproject = pyproject.replace("[tool.pytest.ini_options]\n", "[tool.pytest.ini_options]\n" + STABLE_IDS, 1)
    (work / "pyproject.toml").write_text(pyproject + mutmut_config(game))
    return work


def mutmut(work: Path, *args: str, timeout: float | None = None) -> str:
    command = [sys.executable, "-m", "mutmut", *args]
    env = {**os.environ, "ADJ_PURE_PYTHON": "1"}  # the mutants are in the sources: never run compiled modules
    done = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=timeout, check=False, env=env)
    return done.stdout + done.stderr


def statuses(work: Path) -> dict[str, str]:
    """Every generated mutant and its status (``not checked`` until it has run)."""
    out = mutmut(work, "results", "--all", "true")
    found = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+__mutmut_\d+): (.+)$", line)
        if m:
            found[m.group(1)] = m.group(2).strip()
    return found


def run_game(game: str, sample: int, seed: int, children: int, exclude: list[str], root: Path) -> dict[str, object]:
    work = prepare(game, root)
    for pattern in exclude:
        for path in work.glob(pattern):
            path.unlink()
    started = time.monotonic()
    # Generate the mutants and the test-to-function map without testing any mutant (no name matches).
    mutmut(work, "run", "--max-children", str(children), "no-such-mutant")
    every = statuses(work)
    names = sorted(every)
    chosen = names if sample <= 0 or sample >= len(names) else sorted(random.Random(seed).sample(names, sample))
    if chosen:
        mutmut(work, "run", "--max-children", str(children), *chosen)
    final = statuses(work)
    results = {name: final.get(name, "not checked") for name in chosen}
    killed = sum(s in ("killed", "timeout", "caught by type check") for s in results.values())
    survived = sorted(n for n, s in results.items() if s in ("survived", "no tests"))
    other = {n: s for n, s in results.items() if s not in ("killed", "timeout", "caught by type check", "survived",
                                                            "no tests")}
    tested = killed + len(survived)
    return {
        "game": game,
        "mutants": len(names),
        "sampled": len(chosen),
        "killed": killed,
        "survived": survived,
        "other": other,
        "no_tests": sorted(n for n, s in results.items() if s == "no tests"),
        "score": round(100 * killed / tested, 1) if tested else None,
        "seconds": round(time.monotonic() - started),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", help=f"games to run (default: all of {', '.join(GAMES)})")
    parser.add_argument("--sample", type=int, default=25, help="mutants tested per game, chosen at random (0: all)")
    parser.add_argument("--seed", type=int, default=17, help="the sample's random seed")
    parser.add_argument("--children", type=int, default=1, help="mutants tested in parallel")
    parser.add_argument("--exclude-tests", action="append", default=[], metavar="GLOB",
                        help="leave these test files out (e.g. tests/*/test_mutants.py)")
    parser.add_argument("--show-survivors", action="store_true", help="print the diff of every surviving mutant")
    parser.add_argument("--work", type=Path, default=WORK, help="scratch directory (default: .mutation)")
    parser.add_argument("--json", type=Path, help="also write the results to this file")
    args = parser.parse_args()
    unknown = set(args.games) - set(GAMES)
    if unknown:
        parser.error(f"unknown game(s) {sorted(unknown)}; choose from {', '.join(GAMES)}")
    reports = []
    for game in args.games or list(GAMES):
        report = run_game(game, args.sample, args.seed, args.children, args.exclude_tests, args.work)
        reports.append(report)
        survived, no_tests = report["survived"], report["no_tests"]
        assert isinstance(survived, list) and isinstance(no_tests, list)
        print(
            f"{game:14} score {report['score']}%  killed {report['killed']}, survived {len(survived)}"
            f" of {report['sampled']} sampled ({report['mutants']} mutants) in {report['seconds']} s",
            flush=True,
        )
        if report["other"]:
            print(f"    not tested: {report['other']}")
        for name in survived:
            print(f"    survived: {name}" + ("  (no test reaches it)" if name in no_tests else ""))
            if args.show_survivors:
                print(mutmut(args.work / game, "show", name))
    if args.json:
        args.json.write_text(json.dumps(reports, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
