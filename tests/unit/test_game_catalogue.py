"""Every game of the rules library implements the one interface, and the catalogue lists each exactly once."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest

import adjudicator.games
from adjudicator.games.catalogue import GAMES
from adjudicator.games.game import Game

#: the games package as imported (service/adjudicator/games, or its copy under src/ in the mutation scratch copy)
GAMES_DIR = Path(adjudicator.games.__file__).resolve().parent
METHODS = ("new", "to_play", "legal_actions", "apply", "result", "describe")


def test_every_game_package_has_an_interface_module() -> None:
    packages = sorted(p.name for p in GAMES_DIR.iterdir() if (p / "__init__.py").is_file())
    assert packages == ["cetkaik", "lauzait_cep", "letiles", "paper_cetkaik", "race_games", "stick_games", "utage"]
    for package in packages:
        assert (GAMES_DIR / package / "game_interface.py").is_file(), package


def test_the_catalogue_holds_every_game_of_every_interface_module_once() -> None:
    declared = []
    for path in sorted(GAMES_DIR.glob("*/game_interface.py")):
        module = importlib.import_module(f"adjudicator.games.{path.parent.name}.game_interface")
        declared += [value for value in vars(module).values() if isinstance(value, Game)]
    assert len(declared) == len(GAMES) == 17
    assert sorted(id(game) for game in declared) == sorted(id(game) for game in GAMES.values())
    assert all(name == game.name and name for name, game in GAMES.items())


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_implements_every_method_and_starts(name: str) -> None:
    game = GAMES[name]
    for method in METHODS:
        assert inspect.getattr_static(type(game), method) is not inspect.getattr_static(Game, method), method
    state = game.new(seed=7)
    assert game.result(state).over is False
    seat = game.to_play(state)
    assert seat is not None and 0 <= seat < max(game.players)
    assert game.legal_actions(state), name
    assert game.describe(state).strip()
