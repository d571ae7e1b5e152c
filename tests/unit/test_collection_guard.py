"""The suite's guard (tests/conftest.py): a test module that builds the app while it is collected fails collection,
named; one that builds it in a fixture is collected and runs."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

CONFTEST = (Path(__file__).resolve().parents[1] / "conftest.py").read_text(encoding="utf-8")


def test_a_module_building_the_app_at_import_fails_collection_naming_it(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_eager="""
        from adjudicator.web import create_app
        from adjudicator.web.settings import Settings

        CLIENT = create_app(Settings(redis_url=None)).test_client()

        def test_alive():
            assert CLIENT.get("/livez").status_code == 200
    """)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*test_eager.py built the app (create_app) 1 time(s) while it was collected*"])


def test_a_module_building_the_app_in_a_fixture_is_collected(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_lazy="""
        def test_alive(client):
            assert client.get("/livez").status_code == 200
    """)
    pytester.runpytest_subprocess("-p", "no:cacheprovider").assert_outcomes(passed=1)
