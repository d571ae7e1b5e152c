"""The generated SDK reaches every game's endpoints, with typed answers (in-process)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import httpx

from adjudicator_client import Client
from adjudicator_client.api.lauzait_cep import get_lauzait_cep_probabilities
from adjudicator_client.api.letiles import get_example_letiles_tileset
from adjudicator_client.api.paper_cetkaik import get_paper_cetkaik_deck
from adjudicator_client.api.race_games import analyse_netxiju_solo
from adjudicator_client.api.render import render_cetkaik_position_text
from adjudicator_client.api.stick_games import find_renkeki_optimal_threshold, get_lutu_edges
from adjudicator_client.models import (
    GetLauzaitCepProbabilitiesPlayers,
    LauzaitCepProbabilities,
    LetilesExampleTileSet,
    NetxijuAnalysis,
    RenkekiOptimalThreshold,
    RenkekiOptimalThresholdRequest,
)

INITIAL = ("o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/"
           "O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f")


def _client(app: Any) -> Client:
    return Client(base_url="http://testserver", httpx_args={"transport": httpx.WSGITransport(app=app)})


def test_lauzait_cep_probabilities(app: Any) -> None:
    answer = get_lauzait_cep_probabilities.sync(client=_client(app), players=GetLauzaitCepProbabilitiesPlayers.VALUE_2)
    assert isinstance(answer, LauzaitCepProbabilities)
    assert Fraction(answer.complete.fraction) == Fraction(1642352, 280233525)
    assert answer.assumptions


def test_stick_games_and_race_games(app: Any) -> None:
    client = _client(app)
    best = find_renkeki_optimal_threshold.sync(client=client, body=RenkekiOptimalThresholdRequest())
    assert isinstance(best, RenkekiOptimalThreshold) and best.threshold == 13
    assert get_lutu_edges.sync(client=client) is not None
    analysis = analyse_netxiju_solo.sync(client=client)
    assert isinstance(analysis, NetxijuAnalysis) and analysis.lines_total == 22


def test_cards_tiles_and_renders(app: Any) -> None:
    client = _client(app)
    assert get_paper_cetkaik_deck.sync(client=client) is not None
    tiles = get_example_letiles_tileset.sync(client=client)
    assert isinstance(tiles, LetilesExampleTileSet) and tiles.illustrative is True
    svg = render_cetkaik_position_text.sync(client=client, position_text=INITIAL)
    assert isinstance(svg, str) and svg.lstrip().startswith("<svg") and "皇" in svg
