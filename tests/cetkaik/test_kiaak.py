"""Kiaak records: parsing (with CKKA extras), replay through the rules, and writing (spec ecosystem.md §1.3)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.cetkaik.kiaak import (
    Declaration,
    KiaakSyntaxError,
    KiaakWriteError,
    PieceMovement,
    Play,
    WrittenCast,
    format_number,
    parse_record,
    replay_record,
    write_record,
)
from adjudicator.games.cetkaik.movegen import legal_moves
from adjudicator.games.cetkaik.moves import AfterHalfAcceptance, InfAfterStep, parse_notation
from adjudicator.games.cetkaik.pieces import Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1, Ruleset
from adjudicator.games.cetkaik.squares import parse_square
from adjudicator.games.cetkaik.transition import Casts, TurnState, apply_move, declare

# The complete cerke_online record quoted in ecosystem.md §1.3 (cerke_online_kiaak_parser test case4).
CASE4 = (
    "{一位色:黒}\n{始時:2022-09-08T07:19:07.162Z}\n{終時:2022-09-08T07:20:13.412Z}\n"
    "MAU弓MAIMY橋一\tME弓MIMU橋五\n"
    "ZO皇[ZY]ZAIZAU\tMU弓MYZY橋一此無\n"
    "ZAI船ZIZA橋三手赤王\n\n或為王\n再行\n\n"
    "TE虎ZA無撃裁手黒船\tMY弓MU無撃裁手黒弓\n"
    "ZAU皇XAU[ZAI]TY\tMU弓MI無撃裁手赤兵\n\n或為馬弓兵加王\n再行\n\n"
    "ZI船ZIA無撃裁手黒王\n\n或為王而手二十\n終季\t春終\n\n\n星一周\n"
)
CASE4_PLAYS: list[Any] = [
    Play(parse_notation("MAU片MAI心MY"), Casts(stepping=1), AfterHalfAcceptance(parse_square("MY"))),
    Play(parse_notation("ME片MI心MU"), Casts(stepping=5), AfterHalfAcceptance(parse_square("MU"))),
    Play(parse_notation("ZO皇[ZY]ZAIZAU")),
    Play(parse_notation("MU片MY心ZY"), Casts(stepping=1), AfterHalfAcceptance(None)),
    Play(parse_notation("ZAI片ZI心ZA"), Casts(stepping=3), AfterHalfAcceptance(parse_square("ZA"))),
    "ty_mok1",
    Play(parse_notation("TE片ZA")),
    Play(parse_notation("MY片MU")),
    Play(parse_notation("ZAU皇XAU[ZAI]TY")),
    Play(parse_notation("MU片MI")),
    "ty_mok1",
    Play(parse_notation("ZI片ZIA")),
    "ta_xot1",
]


@pytest.mark.parametrize("ruleset", [CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1], ids=lambda r: r.preset)
def test_case4_replays_as_valid(ruleset: Ruleset) -> None:
    replay = replay_record(CASE4, ruleset)
    assert replay.valid and replay.problem is None
    assert replay.plies == 10
    assert replay.initial.to_play is Side.IA
    final = replay.final_position
    assert (final.ia_score, final.a_score) == (0, 40)
    assert replay.game_result is not None and replay.game_result.victor is Side.A
    last_declaration = replay.steps[-1].element
    assert isinstance(last_declaration, Declaration) and last_declaration.score == 20
    assert replay.position_at(5).rate == 2  # after the first 再行
    assert replay.position_at(0) == Position.initial(Side.IA)


def test_case4_parses_the_header_and_casts() -> None:
    record = parse_record(CASE4)
    assert record.first_movers == (Side.IA,)
    assert record.header_value("始時") == "2022-09-08T07:19:07.162Z"
    given_up = record.body[3]
    assert isinstance(given_up, PieceMovement)
    assert (given_up.stepping_cast, given_up.thwarted, given_up.dest) == (WrittenCast(1), True, parse_square("ZY"))


@pytest.mark.parametrize(
    ("old", "new", "line", "column", "words"),
    [
        ("TE虎ZA無撃裁", "TE虎ZO無撃裁", 11, 1, "cannot reach ZO"),
        ("MY弓MU無撃裁手黒弓", "MY弓MO無撃裁手黒弓", 11, 13, "captures nothing"),
        ("ZAI船ZIZA橋三", "ZAI船ZIZA橋一", 6, 1, "sticks showed 1"),
        ("而手二十", "而手十", 19, 1, "= 20"),
        ("或為馬弓兵加王", "或為王", 14, 1, "the hands are 馬弓兵加王"),
        ("ZI船ZIA無撃裁", "ZI弓ZIA無撃裁", 17, 3, "holds a 船, not a 弓"),
        ("{一位色:黒}", "{一位色:赤}", 4, 1, "illegal"),
        ("春終", "夏終", 19, 1, "is 春, not 夏"),
        ("MU弓MI無撃裁手赤兵", "MU弓MI水三手赤兵", 12, 16, "needs no water-entry cast"),
        ("\n\n\n星一周", "\nTE虎TI無撃裁\n星一周", 21, 1, "already over"),
        ("\n\n或為王\n再行\n\nTE", "\nTE", 7, 1, "must be declared first"),
    ],
)
def test_altered_record_is_invalid_at_the_right_place(old: str, new: str, line: int, column: int, words: str) -> None:
    assert old in CASE4
    replay = replay_record(CASE4.replace(old, new, 1), CERKE_ONLINE_ALPHA)
    assert not replay.valid and replay.problem is not None
    assert (replay.problem.line, replay.problem.column) == (line, column)
    assert words in replay.problem.reason


@pytest.mark.parametrize(
    ("old", "new", "line", "column"),
    [
        ("MAU弓MAIMY橋一", "MAU弓MAIMY橋六", 4, 11),
        ("ZO皇[ZY]ZAIZAU", "ZO皇[ZY]ZAIZAQ", 5, 13),
        ("再行", "再来", 9, 1),
        ("橋一此無", "水一", 5, 24),
        ("{終時:2022-09-08T07:20:13.412Z}", "{終時 2022}", 3, 1),
        ("或為王而手二十", "或為王而手", 19, 6),
        ("TE虎ZA無撃裁手黒船", "TE虎ZA無撃裁手黒船 手赤兵", 11, 13),
    ],
)
def test_syntax_errors_carry_line_and_column(old: str, new: str, line: int, column: int) -> None:
    with pytest.raises(KiaakSyntaxError) as info:
        parse_record(CASE4.replace(old, new, 1))
    assert (info.value.line, info.value.column) == (line, column)
    assert f"line {line}, column {column}" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_ckka_extras_are_tolerated() -> None:
    text = (
        CASE4.replace("MAU弓MAIMY橋一", "MAU片MAIMY橋或 {the archer}")
        .replace("TE虎ZA無撃裁手黒船", "TE虎ZA無撃裁 手黒船")
        .replace("或為王\n再行", "[ales]為王\n再行")
        .replace("{一位色:黒}\n", "")
    )
    replay = replay_record(text, CERKE_ONLINE_ALPHA)
    assert replay.valid, replay.problem
    record = parse_record(text)
    assert record.first_movers is None
    first = record.body[0]
    assert isinstance(first, PieceMovement) and first.profession is None and first.stepping_cast == WrittenCast(None)
    assert next(e.player for e in record.body if isinstance(e, Declaration)) == "ales"


def test_unknown_water_cast_is_read_from_the_outcome_mark() -> None:
    text = "{一位色:黒}\nNAI兵NO水或\tNI兵NO水或此無\n"
    replay = replay_record(text, CERKE_ONLINE_ALPHA)
    assert replay.valid, replay.problem
    assert replay.final_position.at(parse_square("NO")) == Position.initial().at(parse_square("NAI"))
    assert replay.final_position.at(parse_square("NI")) == Position.initial().at(parse_square("NI"))


def test_writer_reproduces_the_cerke_online_layout_exactly() -> None:
    text = write_record(
        CASE4_PLAYS,
        [Side.IA],
        CERKE_ONLINE_ALPHA,
        start_time="2022-09-08T07:19:07.162Z",
        end_time="2022-09-08T07:20:13.412Z",
    )
    assert text == CASE4


def test_writer_rejects_plays_that_cannot_be_written() -> None:
    with pytest.raises(KiaakWriteError, match=r"plays\[0\]") as info:
        write_record([Play(parse_notation("ZA片ZE"))], [Side.IA], CERKE_ONLINE_ALPHA)
    assert info.value.field == "plays[0]"
    with pytest.raises(KiaakWriteError, match=r"plays\[0\]\.casts\.stepping"):
        write_record([Play(parse_notation("MAU片MAI心MY"))], [Side.IA], CERKE_ONLINE_ALPHA)
    with pytest.raises(KiaakWriteError, match=r"plays\[0\]\.casts\.water_entry"):
        write_record([Play(parse_notation("NAI片NO"))], [Side.IA], CERKE_ONLINE_ALPHA)
    with pytest.raises(KiaakWriteError, match=r"plays\[1\]"):
        write_record([Play(parse_notation("NAI片NY")), "ty_mok1"], [Side.IA], CERKE_ONLINE_ALPHA)
    with pytest.raises(KiaakWriteError, match="first_movers"):
        write_record([*CASE4_PLAYS[:5], "ta_xot1"], [Side.IA], CERKE_ONLINE_ALPHA)


@pytest.mark.parametrize(
    ("n", "text"),
    [
        (0, "無"),
        (3, "三"),
        (10, "十"),
        (13, "十三"),
        (20, "二十"),
        (105, "百五"),
        (-5, "下五"),
        (1234, "千二百三十四"),
        (10368, "一万三百六十八"),
    ],
)
def test_linzklar_numbers(n: int, text: str) -> None:
    assert format_number(n) == text


@given(st.integers(-20000, 20000))
def test_declared_scores_round_trip(n: int) -> None:
    record = parse_record(CASE4.replace("而手二十", "而手" + format_number(n)))
    declaration = record.body[-2]
    assert isinstance(declaration, Declaration) and declaration.score == n


def random_game(seed: int, ruleset: Ruleset, plies: int) -> tuple[list[Any], list[Side], Position]:
    """Play random legal moves (random casts and declarations); return the plays, first movers, final position."""
    rng = random.Random(seed)
    first_movers = [rng.choice(list(Side)) for _ in range(ruleset.seasons)]
    position = Position.initial(first_movers[0])
    plays: list[Any] = []
    for _ in range(plies):
        move = rng.choice(legal_moves(position, ruleset))
        casts = Casts(stepping=rng.randint(0, 5)) if isinstance(move, InfAfterStep) else Casts()
        final = None
        current = position
        if isinstance(move, InfAfterStep):
            (excited,) = apply_move(position, move, ruleset, casts=casts).outcomes
            current = excited.position
            final = rng.choice(legal_moves(current, ruleset))
            assert isinstance(final, AfterHalfAcceptance)
        decision = final if final is not None else move
        outcomes = apply_move(current, decision, ruleset).outcomes
        outcome = rng.choice(outcomes)
        if outcome.water_entry_sticks:
            casts = Casts(stepping=casts.stepping, water_entry=rng.choice(outcome.water_entry_sticks))
        plays.append(Play(move, casts, final))
        position = outcome.position
        if outcome.state is TurnState.GAME_OVER:
            break
        if outcome.state is TurnState.MUST_DECLARE:
            choice = rng.choice(["ty_mok1", "ta_xot1"])
            season = position.season
            first = first_movers[season + 1] if season + 1 < len(first_movers) else None
            (result,) = declare(position, choice, ruleset, first=first).outcomes
            plays.append(choice)
            position = result.position
            if result.game_result is not None:
                break
    return plays, first_movers, position


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1]))
def test_write_then_replay_round_trip(seed: int, ruleset: Ruleset) -> None:
    plays, first_movers, final = random_game(seed, ruleset, plies=60)
    text = write_record(plays, first_movers, ruleset)
    replay = replay_record(text, ruleset)
    assert replay.valid, (replay.problem, text)
    assert replay.final_position == final
    assert replay.plies == sum(isinstance(p, Play) for p in plays)
    assert write_record(plays, first_movers, ruleset) == text
