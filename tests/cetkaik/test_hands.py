"""Hands (§14): the reference's 3000 conformance cases, the spec's worked examples and properties."""

from __future__ import annotations

import gzip
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.games.cetkaik.hands import (
    HandsError,
    KingSubstitution,
    evaluate_hands,
    new_hands,
)
from adjudicator.games.cetkaik.pieces import COPIES_PER_COLOUR, Colour, ColouredPiece, Profession

REPO_ROOT = Path(__file__).resolve().parents[2]
HANDS_FILE = REPO_ROOT.parent / "shared" / "conformance" / "cetkaik" / "hands.jsonl.gz"


def pieces(text: str) -> list[ColouredPiece]:
    return [ColouredPiece.from_cjk(t) for t in text.split()]


def load_cases() -> list[dict[str, Any]]:
    with gzip.open(HANDS_FILE, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def test_conformance_all_3000_cases_agree() -> None:
    cases = load_cases()
    assert len(cases) == 3000
    mismatches = []
    for case in cases:
        hop1zuo1 = [ColouredPiece.from_cjk(t) for t in case["input"]]
        try:
            result = evaluate_hands(hop1zuo1)
            got: dict[str, Any] = {"error": False, "score": result.score, "hands": [h.name for h in result.hands]}
            expected: dict[str, Any] = {"error": False, "score": case["score"], "hands": case["hands"]}
        except HandsError as e:
            got = {"error": True, "too_many": [p.cjk for p in e.too_many]}
            expected = {"error": True, "too_many": case["too_many"]}
        if got != expected:
            mismatches.append((case["input"], got, expected))
    assert mismatches == []


@pytest.mark.parametrize(
    ("hop1zuo1", "names", "score"),
    [
        ("黒王", ["王"], 5),
        ("黒虎 赤馬", ["獣"], 3),
        ("黒虎 黒王", ["同色獣", "王"], 10),
        ("黒筆 黒虎 黒馬", ["同色獣"], 5),
        ("黒兵 黒兵 赤将", ["戦集"], 3),
        ("赤兵 赤兵 黒王", ["助友", "戦集", "王"], 11),
        ("黒筆 赤王 黒巫", ["地心", "王"], 12),
        ("赤船 黒車 赤王", ["王", "行行"], 10),
        ("黒兵 黒弓 赤筆 赤巫 黒王", ["同色馬弓兵", "地心", "王", "筆兵無傾"], 29),
        ("黒将 赤筆 赤兵 黒弓 黒王 赤王", ["助友", "地心", "戦集", "王", "獣", "筆兵無傾", "馬弓兵"], 36),
        ("赤兵 黒馬 黒兵 赤兵 赤巫 黒筆 黒兵 黒虎", ["同色獣"], 5),
        ("赤弓 赤兵 黒兵 黒兵 黒兵 黒虎 赤兵 赤車 黒巫", ["同色助友", "闇戦之集"], 8),
        ("黒虎 黒虎 黒馬 黒馬", ["同色獣"], 5),
        ("黒虎 赤馬 黒車 赤船", ["獣", "行行"], 8),
    ],
)
def test_spec_examples(hop1zuo1: str, names: list[str], score: int) -> None:
    result = evaluate_hands(pieces(hop1zuo1))
    assert [h.name for h in result.hands] == sorted(names)
    assert result.score == score


def test_too_many_lists_the_offending_pieces_sorted() -> None:
    with pytest.raises(HandsError) as info:
        evaluate_hands(pieces("赤王 赤王 黒車 黒車 黒車 黒船 黒船"))
    assert [p.cjk for p in info.value.too_many] == ["黒船", "黒車", "赤王"]
    assert "赤王" in str(info.value) and "at most 1" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_king_plays_a_different_role_in_each_hand() -> None:
    result = evaluate_hands(pieces("赤兵 赤兵 黒王"))
    by_name = {h.name: h for h in result.hands}
    king = ColouredPiece(Colour.HUOK2, Profession.IO)
    assert by_name["助友"].substitutions == (KingSubstitution(king, Profession.KAUN1),)
    assert by_name["戦集"].substitutions == (KingSubstitution(king, Profession.UAI1),)
    assert by_name["王"].substitutions == ()
    assert sorted(p.cjk for p in by_name["助友"].pieces) == ["赤兵", "赤兵", "黒王"]


def test_flash_names_and_points() -> None:
    result = evaluate_hands(pieces("黒馬 黒弓 黒兵"))
    (hand,) = result.hands
    assert (hand.name, hand.english, hand.points, hand.flash) == ("同色馬弓兵", "The Flash: The Cavalry", 7, True)
    king = evaluate_hands(pieces("赤王")).hands[0]
    assert (king.name, king.english, king.points) == ("王", "The King", 5)


def test_a_single_king_cannot_fill_a_missing_kind_of_the_unbeatable() -> None:
    nine = "赤船 赤兵 赤弓 赤車 赤虎 赤馬 赤筆 赤巫 赤将"
    assert "無抗行処" not in evaluate_hands(pieces(nine.replace("赤将", "赤王"))).names
    assert "同色無抗行処" in evaluate_hands(pieces(nine + " 赤王")).names
    assert "無抗行処" in evaluate_hands(pieces(nine.replace("赤将", "赤王") + " 黒王")).names


def test_new_hands_compares_names_so_a_flash_downgrade_is_new() -> None:
    before = evaluate_hands(pieces("赤虎 赤馬 黒馬"))
    after = evaluate_hands(pieces("赤虎 黒馬"))
    assert [h.name for h in new_hands(before, after)] == ["獣"]
    assert new_hands(after, after) == ()


ALL_PIECES = [ColouredPiece(c, p) for c in Colour for p in Profession for _ in range(COPIES_PER_COLOUR[p])]
hop1zuo1s = st.lists(st.sampled_from(range(len(ALL_PIECES))), unique=True, max_size=20).map(
    lambda idx: [ALL_PIECES[i] for i in idx]
)


@given(hop1zuo1s, st.randoms())
def test_order_does_not_matter_and_hands_use_pieces_held(hop1zuo1: list[ColouredPiece], rnd: Any) -> None:
    result = evaluate_hands(hop1zuo1)
    shuffled = list(hop1zuo1)
    rnd.shuffle(shuffled)
    assert evaluate_hands(shuffled) == result
    held = Counter(hop1zuo1)
    for hand in result.hands:
        assert not Counter(hand.pieces) - held
        stand_ins = Counter(s.stands_for for s in hand.substitutions)
        professions = Counter(p.profession for p in hand.pieces)
        professions[Profession.IO] -= len(hand.substitutions)
        assert +(professions + stand_ins) == Counter(dict(hand.kind.required))
        if hand.flash and hand.kind.cjk != "王":
            assert len({p.colour for p in hand.pieces}) == 1
    for name in result.names:
        assert "同色" + name not in result.names


@given(hop1zuo1s, st.sampled_from(ALL_PIECES))
def test_capturing_another_piece_never_lowers_the_score(hop1zuo1: list[ColouredPiece], extra: ColouredPiece) -> None:
    bigger = [*hop1zuo1, extra]
    if Counter(bigger)[extra] > COPIES_PER_COLOUR[extra.profession]:
        with pytest.raises(HandsError):
            evaluate_hands(bigger)
    else:
        assert evaluate_hands(bigger).score >= evaluate_hands(hop1zuo1).score
