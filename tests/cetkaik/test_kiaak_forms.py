"""Every record form of ecosystem.md §1.3, and a game server that keeps only the record (extend_record).

The records are written here from the notation's description: a game is played through ``extend_record`` (which
lays the record out as cerke_online does), then rewritten into the older or CKKA forms.
"""

from __future__ import annotations

import dataclasses
import random
import re
from functools import cache

import pytest

from adjudicator.games.cetkaik.kiaak import (
    BodyElement,
    Declaration,
    KiaakSyntaxError,
    KiaakWriteError,
    PieceMovement,
    Play,
    TamMovement,
    Where,
    extend_record,
    format_record,
    parse_record,
    replay_record,
)
from adjudicator.games.cetkaik.movegen import annotate, legal_moves
from adjudicator.games.cetkaik.moves import InfAfterStep, TamNoStep, TamStepsDuringFormer, TamStepsDuringLatter
from adjudicator.games.cetkaik.pieces import Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1, Ruleset
from adjudicator.games.cetkaik.squares import parse_square
from adjudicator.games.cetkaik.transition import Casts, DeclarationKind

TAM_MOVES = (TamNoStep, TamStepsDuringFormer, TamStepsDuringLatter)


def next_play(position: Position, ruleset: Ruleset, rng: random.Random, season_start: bool) -> Play:
    """A capture when there is one; a tam2 move to open every season after the first; else any move."""
    moves = [m for m in legal_moves(position, ruleset) if not isinstance(m, InfAfterStep)]
    if season_start and position.season > 0:
        return Play(next(m for m in moves if isinstance(m, TAM_MOVES)))
    captures = [m for m in moves if annotate(position, m, ruleset).captured is not None]
    return Play(rng.choice(captures or moves))  # type: ignore[arg-type]


@cache
def played(ruleset: Ruleset, seed: int, seasons: int = 2, tail: int = 6) -> tuple[str, Position]:
    """A record played through extend_record: ``seasons`` seasons ended by ta xot1, then ``tail`` movements."""
    rng = random.Random(seed)
    record, season_start, after = "", True, 0
    extension = extend_record(record, next_play(initial(ruleset), ruleset, rng, True), ruleset, first=Side.IA)
    while True:
        assert extension.legal, extension.reason
        assert extension.record == record + extension.added or extension.header is not None
        record, position = extension.record, extension.position
        if position.game_over is not None or (position.season >= seasons and after >= tail):
            return record, position
        if position.awaiting_declaration is not None:
            choice: DeclarationKind = "ta_xot1" if position.season < seasons else "ty_mok1"
            extension = extend_record(record, choice, ruleset, rng=rng)
            season_start = choice == "ta_xot1"
            continue
        after += position.season >= seasons
        extension = extend_record(record, next_play(position, ruleset, rng, season_start), ruleset, rng=rng)
        season_start = False


def initial(ruleset: Ruleset) -> Position:
    return Position.initial(Side.IA)


RULESETS = [CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1]


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.preset)
def test_a_game_kept_only_as_its_record(ruleset: Ruleset) -> None:
    record, final = played(ruleset, 7)
    replay = replay_record(record, ruleset)
    assert replay.valid, replay.problem
    assert replay.final_position == final
    header = re.match(r"\{一位色:([赤黒]+)\}", record)
    assert header is not None and len(header.group(1)) == final.season + 1
    assert format_record(parse_record(record)) == record + "\n"


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.preset)
def test_single_colour_header_and_a_season_opening_with_a_tam2_move(ruleset: Ruleset) -> None:
    record, final = played(ruleset, 7)
    older = re.sub(r"\{一位色:([赤黒])[赤黒]+\}", r"{一位色:\1}", record)
    assert older != record
    parsed = parse_record(older)
    assert parsed.first_movers is not None and len(parsed.first_movers) == 1
    openings = [parsed.body[i + 1] for i, e in enumerate(parsed.body[:-1])
                if isinstance(e, Declaration) and e.score is not None]
    assert openings and all(isinstance(e, TamMovement) for e in openings)
    replay = replay_record(older, ruleset)
    assert replay.valid, replay.problem
    assert replay.final_position == final


def ckka(record: str) -> str:
    """The same game in CKKA form: a players line instead of 一位色, colourless and spaced captures, comments."""
    body = record.split("\n", 1)[1]
    body = re.sub(r"手[赤黒]([船兵弓車虎馬筆巫将王])", r" 手\1", body)
    body = body.replace("\t", " {a comment} ", 3)
    return "{始時:2020-10-15T12:00:00Z}\n[SY]二十 [ぶちょー]\n" + body


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.preset)
def test_ckka_players_line_colourless_captures_and_comments(ruleset: Ruleset) -> None:
    record, final = played(ruleset, 7)
    text = ckka(record)
    parsed = parse_record(text)
    assert parsed.players is not None
    assert [(p.name, p.side, p.score) for p in parsed.players] == [("SY", Side.IA, 20), ("ぶちょー", Side.A, 20)]
    assert any(isinstance(e, PieceMovement) and e.capture is not None and e.capture.colour is None
               for e in parsed.body)
    replay = replay_record(text, ruleset)
    assert replay.valid, replay.problem
    assert replay.final_position == final
    written_back = format_record(parsed)
    assert "[SY]二十 [ぶちょー]二十" in written_back
    assert [str(e) for e in parse_record(written_back).body] != []
    assert replay_record(written_back, ruleset).final_position == final


def test_players_scores_start_the_game_and_name_the_declarer() -> None:
    record, _ = played(CERKE_ONLINE_ALPHA, 7)
    body = record.split("\n", 1)[1]
    replay = replay_record("[SY]二十五 [ぶちょー]\n" + body, CERKE_ONLINE_ALPHA)
    assert (replay.initial.ia_score, replay.initial.a_score) == (25, 15)
    first = replay_record(record, CERKE_ONLINE_ALPHA)
    declarer = next(s.position for s in first.steps if isinstance(s.element, Declaration))
    wrong = "[SY]二十 [ぶちょー]二十\n" + body.replace("或為", "[ぶちょー]為" if declarer.to_play is Side.A else
                                                        "[SY]為", 1)
    assert replay_record(wrong, CERKE_ONLINE_ALPHA).valid is True
    other = "[SY]二十 [ぶちょー]二十\n" + body.replace("或為", "[SY]為" if declarer.to_play is Side.A else
                                                        "[ぶちょー]為", 1)
    verdict = replay_record(other, CERKE_ONLINE_ALPHA)
    assert verdict.valid is False and "formed the hand" in verdict.problem.reason  # type: ignore[union-attr]


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.preset)
def test_an_altered_movement_is_reported_at_its_line(ruleset: Ruleset) -> None:
    record, _ = played(ruleset, 7)
    lines = record.split("\n")
    piece_move = re.compile(r"([KLNTZXCMP](?:AI|AU|IA|[AEIUOY]))[船兵弓車虎馬筆巫将王]")
    index = next(i for i, line in enumerate(lines)
                 if i > 3 and "\t" in line and piece_move.match(line.split("\t")[1]))
    first, second = lines[index].split("\t")
    src = piece_move.match(second)
    assert src is not None
    lines[index] = first + "\t" + second.replace(src.group(1), "ZO" if src.group(1) != "ZO" else "KA", 1)
    verdict = replay_record("\n".join(lines), ruleset)
    assert verdict.valid is False and verdict.problem is not None
    assert verdict.problem.line == index + 1 and verdict.problem.column == len(first) + 2


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.preset)
def test_an_altered_score_is_reported_at_its_line(ruleset: Ruleset) -> None:
    record, _ = played(ruleset, 7)
    lines = record.split("\n")
    index = next(i for i, line in enumerate(lines) if "而手" in line)
    lines[index] = re.sub(r"而手.*", "而手百", lines[index])
    verdict = replay_record("\n".join(lines), ruleset)
    assert verdict.valid is False and verdict.problem is not None
    assert verdict.problem.line == index + 1 and "declares a gain of 百" in verdict.problem.reason


def test_unknown_casts_and_tam2_squares() -> None:
    """水或 / 橋或 and a tam2 movement whose first square (或) or step half is not written replay as valid."""
    # a tam2 move right after the opponent's tam2 move is forbidden under cerke_online_alpha
    replay = replay_record("{一位色:黒}\nLAU弓LAILY橋或\tZO皇[或]ZY\nZY皇ZAIZAU\n", CERKE_ONLINE_ALPHA)
    assert replay.valid is False and replay.problem is not None and replay.problem.line == 3
    record = "{一位色:黒}\nLAU弓LAILY橋或\tZO皇[或]ZY\nMAI兵MY無撃裁\tMI兵MU無撃裁\nZY皇ZAIZAU\n"
    replay = replay_record(record, CERKE_ONLINE_ALPHA)
    assert replay.valid, replay.problem
    assert replay.final_position.tam2_square == parse_square("ZAU")
    assert "ZY皇ZAIZAU" in format_record(parse_record(record))


def test_a_season_of_only_a_tam2_move_cannot_tell_its_first_mover() -> None:
    record, _ = played(CERKE_ONLINE_ALPHA, 7, seasons=1, tail=0)
    older = re.sub(r"\{一位色:([赤黒])[赤黒]*\}", r"{一位色:\1}", record)
    replay = replay_record(older, CERKE_ONLINE_ALPHA)
    assert replay.valid and replay.final_position.season == 1
    tam = next(m for m in legal_moves(replay.final_position, CERKE_ONLINE_ALPHA) if isinstance(m, TAM_MOVES))
    extended = extend_record(record, Play(tam), CERKE_ONLINE_ALPHA)
    ambiguous = re.sub(r"\{一位色:([赤黒])[赤黒]*\}", r"{一位色:\1}", extended.record)
    verdict = replay_record(ambiguous, CERKE_ONLINE_ALPHA)
    assert verdict.valid is False and verdict.problem is not None
    assert "cannot tell who moves first in season 2" in verdict.problem.reason
    assert replay_record(extended.record, CERKE_ONLINE_ALPHA).valid


# --- extend_record: adjudications and what it needs --------------------------------------------------------------


def test_extension_refuses_plays_out_of_turn() -> None:
    record, final = played(CERKE_ONLINE_ALPHA, 7, seasons=1, tail=0)
    assert final.season == 1
    assert extend_record(record, "ty_mok1", CERKE_ONLINE_ALPHA).legal is False
    illegal = extend_record(record, Play(InfAfterStep(0, 9, 18)), CERKE_ONLINE_ALPHA)
    assert illegal.legal is False and illegal.record == record and illegal.added == ""


def test_extension_while_a_declaration_is_awaited_and_after_the_end() -> None:
    rng = random.Random(3)
    record, position = "", Position.initial(Side.IA)
    extension = None
    while position.awaiting_declaration is None:
        extension = extend_record(record, next_play(position, CERKE_ONLINE_ALPHA, rng, False), CERKE_ONLINE_ALPHA,
                                  first=Side.IA, rng=rng)
        record, position = extension.record, extension.position
    move = legal_moves(position.replace(awaiting_declaration=None), CERKE_ONLINE_ALPHA)[0]
    refused = extend_record(record, Play(move), CERKE_ONLINE_ALPHA)  # type: ignore[arg-type]
    assert refused.legal is False and "must first declare" in (refused.reason or "")
    with pytest.raises(KiaakWriteError) as info:
        extend_record(record, "ta_xot1", CERKE_ONLINE_ALPHA)
    assert info.value.field == "first"
    ended = extend_record(record, "ta_xot1", replace_seasons(1))
    assert ended.legal and ended.position.game_over is not None and ended.record.endswith("星一周")
    after = extend_record(ended.record, Play(move), replace_seasons(1))  # type: ignore[arg-type]
    assert after.legal is False and (after.reason or "").startswith("the game is over")


def replace_seasons(seasons: int) -> Ruleset:
    return Ruleset.resolve({"seasons": seasons})


def test_extension_needs_the_casts_it_cannot_draw() -> None:
    position = Position.initial(Side.IA)
    water = next(m for m in legal_moves(position, CERKE_ONLINE_ALPHA) if annotate(position, m, CERKE_ONLINE_ALPHA)
                 .water_entry and not isinstance(m, InfAfterStep))
    with pytest.raises(KiaakWriteError) as info:
        extend_record("{一位色:黒}", Play(water), CERKE_ONLINE_ALPHA)  # type: ignore[arg-type]
    assert info.value.field == "play.casts.water_entry"
    given = extend_record("{一位色:黒}", Play(water, Casts(water_entry=1)), CERKE_ONLINE_ALPHA)  # type: ignore[arg-type]
    assert given.legal and given.added.endswith("水一此無")
    with pytest.raises(KiaakWriteError) as info:
        extend_record("", Play(water), CERKE_ONLINE_ALPHA)  # type: ignore[arg-type]
    assert info.value.field == "first"


# --- CKKA declarations naming the hands in parentheses: [SY]為(同色獣)再行, [SY]為(同色獣)(王)終季 手二十 -------------

CERKE_ONLINE_DECLARATION = re.compile(r"或為([^\n]+?)(?:而手([^\n]+))?\n(再行|終季\t(\S+)終)")


def parenthesised(record: str, *, seasons_written: bool = True) -> str:
    """The record with every declaration in the parenthesised CKKA form (the season word kept or dropped)."""

    def rewrite(m: re.Match[str]) -> str:
        hands = "".join(f"({h})" for h in m.group(1).split("加"))
        if m.group(3) == "再行":
            return f"或為{hands}再行"
        return f"或為{hands}終季 手{m.group(2)}" + (f"\n{m.group(4)}終" if seasons_written else "")

    rewritten = CERKE_ONLINE_DECLARATION.sub(rewrite, record)
    assert "而手" not in rewritten and "\n再行" not in rewritten
    return rewritten


def test_the_parenthesised_declaration_lines_of_the_issue_are_read() -> None:
    lines = ["[SY]二十 [ぶちょー]二十", "LAI兵LY無撃裁", "[SY]為(同色獣)再行", "[SY]為(同色獣)(王)終季 手二十"]
    body = parse_record("\n".join(lines)).body
    ty_mok1, ta_xot1 = body[1:]
    assert ty_mok1 == Declaration("SY", ("同色獣",), None, None, ty_mok1.where, parenthesised=True)  # type: ignore[union-attr]
    assert ta_xot1 == Declaration("SY", ("同色獣", "王"), 20, None, ta_xot1.where, parenthesised=True)  # type: ignore[union-attr]
    (spaced,) = parse_record("LAI兵LY無撃裁\n或為(王)終季\n手五\n夏終").body[1:]
    assert isinstance(spaced, Declaration) and (spaced.hands, spaced.score, spaced.season) == (("王",), 5, "夏")
    (joined,) = parse_record("LAI兵LY無撃裁\n或為(王)(獣)終季手十").body[1:]
    assert isinstance(joined, Declaration) and (joined.hands, joined.score, joined.season) == (("王", "獣"), 10, None)


@pytest.mark.parametrize("seasons_written", [True, False], ids=["season-words", "no-season-words"])
@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.preset)
def test_parenthesised_declarations_replay_as_the_cerke_online_form(ruleset: Ruleset, seasons_written: bool) -> None:
    record, final = played(ruleset, 7, tail=40)
    text = parenthesised(record, seasons_written=seasons_written)
    parsed = parse_record(text)
    declarations = [e for e in parsed.body if isinstance(e, Declaration)]
    original = [e for e in parse_record(record).body if isinstance(e, Declaration)]
    assert len(declarations) == len(original)
    assert {d.score is None for d in declarations} == {True, False}  # ty mok1 and ta xot1
    assert all(d.parenthesised for d in declarations)
    assert [(d.hands, d.score) for d in declarations] == [(d.hands, d.score) for d in original]
    assert [d.season for d in declarations] == [d.season if seasons_written else None for d in original]
    replay = replay_record(text, ruleset)
    assert replay.valid, replay.problem
    assert replay.final_position == final
    written_back = format_record(parsed)
    assert "為(" in written_back and "而手" not in written_back
    assert [replace_where(e) for e in parse_record(written_back).body] == [replace_where(e) for e in parsed.body]


def replace_where(element: BodyElement) -> BodyElement:
    return dataclasses.replace(element, where=Where(0, 0))


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.preset)
def test_parenthesised_hands_are_checked_against_the_hands_formed(ruleset: Ruleset) -> None:
    record, _ = played(ruleset, 7, tail=40)
    lines = parenthesised(record).split("\n")
    index = next(i for i, line in enumerate(lines) if line.startswith("或為("))
    formed = re.findall(r"\(([^)]*)\)", lines[index])
    wrong = "獣" if "獣" not in formed else "地心"
    for altered in (lines[index].replace(f"({formed[0]})", f"({wrong})", 1),  # a hand not formed
                    lines[index].replace(f"({formed[0]})", "", 1) if len(formed) > 1 else
                    lines[index].replace(f"({formed[0]})", f"({formed[0]})({wrong})", 1)):  # one missing or extra
        text = "\n".join([*lines[:index], altered, *lines[index + 1:]])
        verdict = replay_record(text, ruleset)
        assert verdict.valid is False and verdict.problem is not None
        assert verdict.problem.line == index + 1
        assert verdict.problem.reason.startswith("declares (")
        assert f"but the hands are ({')('.join(formed)})" in verdict.problem.reason
        with pytest.raises(KiaakWriteError) as info:
            extend_record(text, "ty_mok1", ruleset)
        assert info.value.field == "record"
        assert str(info.value).startswith(f"record: line {index + 1}, column 1: declares (")


@pytest.mark.parametrize(("text", "column", "what"), [
    ("或為(猫)再行", 4, "expected a hand name, found '猫)再行'"),
    ("或為(王再行", 5, "expected the end of the hand name ')'"),
    ("或為(王)", 6, "expected '(', '再行' or '終季'"),
    ("或為(王)終季", 8, "needs its gain '手<score>'"),
    ("或為(王)終季 五", 1, "expected the gain '手'"),
])
def test_malformed_parenthesised_declarations_name_line_and_column(text: str, column: int, what: str) -> None:
    with pytest.raises(KiaakSyntaxError) as info:
        parse_record("{一位色:黒}\nLAI兵LY無撃裁\n" + text.replace(" ", "\n"))
    assert (info.value.line, info.value.column) == (3 + text.count(" "), column)
    assert what in info.value.reason


def test_parenthesised_declarations_name_their_declarer() -> None:
    record, _ = played(CERKE_ONLINE_ALPHA, 7)
    replay = replay_record(record, CERKE_ONLINE_ALPHA)
    before = [replay.initial, *(s.position for s in replay.steps)]
    declarers = [before[i].to_play for i, s in enumerate(replay.steps) if isinstance(s.element, Declaration)]
    names = {Side.IA: "[SY]", Side.A: "[ぶちょー]"}
    text = parenthesised(record)
    for side in declarers:
        text = text.replace("\n或為(", f"\n{names[side]}為(", 1)
    players = "[SY]二十 [ぶちょー]二十\n" + text.split("\n", 1)[1]
    assert replay_record(players, CERKE_ONLINE_ALPHA).valid
    swapped = players.replace(f"\n{names[declarers[0]]}為(", f"\n{names[declarers[0].opponent]}為(", 1)
    verdict = replay_record(swapped, CERKE_ONLINE_ALPHA)
    assert verdict.valid is False and "formed the hand" in verdict.problem.reason  # type: ignore[union-attr]
