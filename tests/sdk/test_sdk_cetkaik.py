"""The generated SDK on the Cetkaik operations, in-process."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx

from adjudicator_client import Client
from adjudicator_client.api.cetkaik import (
    apply_cetkaik_move,
    get_initial_cetkaik_position,
    list_cetkaik_moves,
    replay_kiaak,
    score_cetkaik_hands,
)
from adjudicator_client.models import (
    ApplyRequest,
    ApplyResponse,
    Error,
    HandsRequest,
    HandsResponse,
    MovesRequest,
    MovesResponse,
    ReplayRequest,
    ReplayResponse,
)

RECORD = (Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")


def _client(app: Any) -> Client:
    return Client(base_url="http://testserver", httpx_args={"transport": httpx.WSGITransport(app=app)})


def test_list_moves_and_apply_one(app: Any) -> None:
    client = _client(app)
    initial = get_initial_cetkaik_position.sync(client=client)
    assert initial is not None and not isinstance(initial, Error)
    listed = list_cetkaik_moves.sync(client=client, body=MovesRequest(position_text=initial.position_text))
    assert isinstance(listed, MovesResponse) and listed.count == 249
    ranged = next(m for m in listed.moves if m.notation == "ZAI片ZO心ZU")
    assert ranged.steps_on_tam2 is True and ranged.stick_probability is not None
    applied = apply_cetkaik_move.sync(client=client, body=ApplyRequest(move=ranged.notation,
                                                                        position_text=initial.position_text))
    assert isinstance(applied, ApplyResponse) and applied.legal
    assert [o.stepping_cast for o in applied.outcomes] == [0, 1, 2, 3, 4, 5]
    assert applied.total_probability.fraction == "1/1"


def test_hands_and_records(app: Any) -> None:
    client = _client(app)
    hands = score_cetkaik_hands.sync(client=client, body=HandsRequest(pieces=["黒虎", "黒王"]))
    assert isinstance(hands, HandsResponse) and hands.score == 10
    replay = replay_kiaak.sync(client=client, body=ReplayRequest(record=RECORD))
    assert isinstance(replay, ReplayResponse) and replay.valid and replay.plies == 10
    bad = score_cetkaik_hands.sync(client=client, body=HandsRequest(pieces=["赤王", "赤王"]))
    assert isinstance(bad, Error) and bad.code == 422
