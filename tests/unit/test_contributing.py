"""CONTRIBUTING.md and docs/ARCHITECTURE.md name only what exists, and the pre-commit hooks are the Makefile's checks.

* Every ``make <target>`` the two documents name (in code) is a target of the Makefile.
* Every repository path they name exists: a link, relative to its document; a path in code, relative to the root
  or to the package the documents speak of (``web/api.py``); a bare file name, somewhere in the sources; a
  placeholder (``tests/<game>/``) must match at least one path.
* ``.pre-commit-config.yaml`` is a well-formed pre-commit configuration of local hooks (pre-commit itself is not a
  dependency of the project) whose commands are exactly those of ``make lint`` and ``make typecheck``, run with
  the venv's tools.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "CONTRIBUTING.md", ROOT / "docs" / "ARCHITECTURE.md"]
#: Where a path written in code may be relative to, besides the root: the packages the documents speak of.
BASES = [ROOT, ROOT / "service" / "adjudicator", ROOT / "service" / "adjudicator" / "web",
         ROOT / "service" / "adjudicator" / "games", ROOT / "sdk"]
#: Folders searched for a bare file name (``test_mutants.py``).
SOURCE_DIRS = ["service", "tests", "sdk/adjudicator_sdk", "sdk/typescript/src", "sdk/typescript/scripts", "docs",
               "scripts", "deploy", ".ci"]
#: Made when the project runs, not kept in the repository.
RUNTIME = (".venv/", ".run/", ".mutation/", "dist/")

FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.DOTALL | re.MULTILINE)
SPAN = re.compile(r"`([^`\n]+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)")
MAKE = re.compile(r"(?<![\w.-])make((?:[ \t]+[a-z][a-z0-9-]*)+)")
PATHLIKE = re.compile(r"^\.?[\w<>*-][\w.<>*-]*(/[\w.<>*-]+)*/?$")
FILE_NAME = re.compile(r"\.(md|py|toml|yaml|yml|json|mjs|ts|cfg|txt|conf)$")


def code_of(text: str) -> tuple[list[str], list[str]]:
    """The fenced blocks of a Markdown text and its inline code spans (outside the blocks)."""
    blocks = FENCE.findall(text)
    return blocks, SPAN.findall(FENCE.sub("", text))


def make_targets() -> set[str]:
    targets: set[str] = set()
    for line in (ROOT / "Makefile").read_text(encoding="utf-8").splitlines():
        rule = re.match(r"^([A-Za-z0-9_.-]+(?:[ \t]+[A-Za-z0-9_.-]+)*)[ \t]*:(?!=)", line)
        if rule:
            targets.update(rule.group(1).split())
    return targets - {".PHONY"}


def makefile_variables() -> dict[str, str]:
    """The Makefile's simple assignments (``NAME := value``), expanded."""
    values: dict[str, str] = {}
    for line in (ROOT / "Makefile").read_text(encoding="utf-8").splitlines():
        assignment = re.match(r"^([A-Z_]+)[ \t]*[:?]?=[ \t]*(.*)$", line)
        if assignment:
            values[assignment.group(1)] = expand(assignment.group(2), values)
    return values


def expand(text: str, values: dict[str, str]) -> str:
    return re.sub(r"\$\(([A-Z_]+)\)", lambda m: values.get(m.group(1), m.group(0)), text)


def recipe(target: str) -> list[str]:
    """The commands of a Makefile target, variables expanded."""
    lines = (ROOT / "Makefile").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(rf"^{re.escape(target)}[ \t]*:(?!=)", line))
    commands: list[str] = []
    for line in lines[start + 1:]:
        if not line.startswith("\t"):
            break
        commands.append(expand(line.strip(), makefile_variables()))
    return commands


def named_make_targets(text: str) -> set[str]:
    blocks, spans = code_of(text)
    names: set[str] = set()
    for code in [*blocks, *spans]:
        for match in MAKE.finditer(code):
            names.update(match.group(1).split())
    return names


def named_paths(text: str) -> set[str]:
    """The repository paths written in code: whole inline spans, and words of the fenced blocks."""
    blocks, spans = code_of(text)
    words = [word.strip("(),;:'\"") for block in blocks for word in re.split(r"[\s=]+", block)]
    words = [word for word in words if word[:1].islower() or word[:1] in "._"]  # not prose such as "I/O"
    found: set[str] = set()
    for candidate in [*spans, *words]:
        if (not candidate or candidate.startswith(("/", "../", *RUNTIME)) or "://" in candidate
                or not PATHLIKE.match(candidate)):
            continue
        if "/" in candidate.rstrip("/") or candidate.endswith("/") or FILE_NAME.search(candidate):
            found.add(candidate)
    return found


def exists(path: str, bases: list[Path]) -> bool:
    pattern = re.sub(r"<[^>]+>", "*", path).rstrip("/")
    directory = path.endswith("/")
    for base in bases:
        matches = list(base.glob(pattern)) if "*" in pattern else [base / pattern]
        if any(m.is_dir() if directory else m.exists() for m in matches):
            return True
    return False


def source_file_names() -> set[str]:
    return {p.name for folder in SOURCE_DIRS for p in (ROOT / folder).rglob("*") if p.is_file()}


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.name)
def test_every_make_target_named_is_a_target_of_the_makefile(document: Path) -> None:
    named = named_make_targets(document.read_text(encoding="utf-8"))
    assert "openapi" in named  # both documents say how the document is generated: the reader found their commands
    assert named - make_targets() == set()


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.name)
def test_every_path_named_exists(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    names = source_file_names()
    paths = named_paths(text)
    assert "openapi/openapi.json" in paths  # both documents name it: the reader found their paths
    missing = sorted(p for p in paths if not (exists(p, BASES) or ("/" not in p and p in names)))
    assert missing == []
    links = [target.split("#")[0] for target in LINK.findall(text) if "://" not in target]
    assert links
    assert sorted(t for t in links if t and not (document.parent / t).exists()) == []


def test_the_documents_link_each_other_and_the_readme_links_both() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(CONTRIBUTING.md)" in readme and "(docs/ARCHITECTURE.md)" in readme
    assert "(docs/ARCHITECTURE.md)" in DOCUMENTS[0].read_text(encoding="utf-8")
    assert "(../CONTRIBUTING.md)" in DOCUMENTS[1].read_text(encoding="utf-8")


def test_the_checks_find_what_is_wrong() -> None:
    """The readers of the documents are not vacuous: a wrong target, a wrong path and a placeholder are seen."""
    text = ("Run `make lint` then:\n```sh\nmake openapi sdk nosuchtarget   # and make\n```\n"
            "`tests/<game>/` `web/nope.py`")
    assert named_make_targets(text) == {"lint", "openapi", "sdk", "nosuchtarget"}
    assert named_make_targets(text) - make_targets() == {"nosuchtarget"}
    assert named_paths(text) == {"tests/<game>/", "web/nope.py"}
    assert exists("tests/<game>/", BASES) and exists("web/api.py", BASES) and not exists("web/nope.py", BASES)


# --- the pre-commit hooks ------------------------------------------------------------------------------------------

#: What a local hook may say (pre-commit's hook keys), and the languages it runs.
HOOK_KEYS = {"id", "name", "entry", "language", "files", "exclude", "types", "types_or", "exclude_types",
             "always_run", "fail_fast", "verbose", "pass_filenames", "require_serial", "description",
             "language_version", "minimum_pre_commit_version", "args", "stages", "additional_dependencies", "alias",
             "log_file"}
TOP_KEYS = {"repos", "default_install_hook_types", "default_language_version", "default_stages", "files", "exclude",
            "fail_fast", "minimum_pre_commit_version", "ci"}


def hooks() -> list[dict[str, Any]]:
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    assert isinstance(config, dict) and set(config) <= TOP_KEYS and isinstance(config["repos"], list)
    found: list[dict[str, Any]] = []
    for repo in config["repos"]:
        assert repo["repo"] == "local", "hooks must be local: no network, CI's versions"
        assert set(repo) == {"repo", "hooks"}
        for hook in repo["hooks"]:
            assert set(hook) <= HOOK_KEYS, set(hook) - HOOK_KEYS
            assert {"id", "name", "entry", "language"} <= set(hook)
            assert all(isinstance(hook[key], str) and hook[key] for key in ("id", "name", "entry", "language"))
            found.append(hook)
    return found


def test_the_pre_commit_hooks_run_the_makefiles_lint_and_typecheck_commands() -> None:
    commands = [*recipe("lint"), *recipe("typecheck")]
    assert commands and all(c.startswith(".venv/bin/") for c in commands), commands
    configured = hooks()
    assert [hook["entry"] for hook in configured] == commands
    for hook in configured:
        assert hook["language"] == "system"  # the venv's tools as they are
        assert hook["pass_filenames"] is False  # the whole tree, as make does: mypy's answer depends on it
        assert "args" not in hook


@pytest.mark.parametrize(("hook_id", "checked", "left"), [
    ("ruff", ["service/adjudicator/web/api.py", "tests/unit/test_contributing.py", "sdk/adjudicator_sdk/client.py",
              "pyproject.toml"], ["sdk/adjudicator_client/client.py", "docs/library.md"]),
    ("mypy", ["service/adjudicator/games/utage/rules.py", "sdk/adjudicator_sdk/client.py", "pyproject.toml"],
     ["tests/unit/test_contributing.py", "sdk/adjudicator_client/client.py"]),
])
def test_each_hook_runs_when_a_file_it_checks_is_staged(hook_id: str, checked: list[str], left: list[str]) -> None:
    hook = next(h for h in hooks() if h["id"] == hook_id)
    files = re.compile(hook["files"])
    assert [path for path in checked if not files.search(path)] == []
    assert [path for path in left if files.search(path)] == []
