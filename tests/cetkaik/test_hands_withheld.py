"""Hands withheld (§14, §20.1, §20.3): a hop1zuo1 one piece short of a hand scores without it, and one piece of the
other colour short of a flash scores the plain hand, for every hand of every hand system.

The hands are spelled out here from the spec rather than read from the library's tables, so a wrong table entry
fails as well as a loosened count or colour check.
"""

from __future__ import annotations

import pytest

from adjudicator.games.cetkaik.hands import evaluate_hands
from adjudicator.games.cetkaik.pieces import ColouredPiece
from adjudicator.games.cetkaik.rulesets import HandSystem

#: Each hand system's hands (the king alone aside): name and required pieces, from the spec.
SPEC_HANDS: dict[HandSystem, dict[str, str]] = {
    "standard": {  # §14.1
        "無抗行処": "船 兵 弓 車 虎 馬 筆 巫 将 王",
        "筆兵無傾": "将 巫 筆 弓 兵",
        "地心": "将 巫 筆",
        "馬弓兵": "馬 弓 兵",
        "行行": "馬 車 船",
        "獣": "馬 虎",
        "戦集": "将 兵 兵",
        "助友": "車 兵 兵",
        "闇戦之集": "兵 兵 兵 兵 兵",
    },
    "educational": {"将巫兵": "将 巫 兵", "車弓兵": "車 弓 兵", "船兵兵": "船 兵 兵"},  # §20.1
    "renjuren": {"将巫筆": "将 巫 筆", "獣": "馬 虎", "車弓兵": "車 弓 兵", "船車馬": "船 車 馬"},  # §20.3
    "sanren": {  # §20.3: every run of three of 将 巫 筆 馬 虎 車 弓 兵 船
        "将巫筆": "将 巫 筆",
        "巫筆馬": "巫 筆 馬",
        "筆馬虎": "筆 馬 虎",
        "馬虎車": "馬 虎 車",
        "虎車弓": "虎 車 弓",
        "車弓兵": "車 弓 兵",
        "弓兵船": "弓 兵 船",
    },
    "gushou": {"光戦王集": "将 馬 弓 兵"},  # §20.3
}
#: The plain points of the standard hands (§14.1); a flash adds 2.
STANDARD_POINTS = {"無抗行処": 50, "筆兵無傾": 10, "地心": 7, "馬弓兵": 5, "行行": 5, "獣": 3, "戦集": 3, "助友": 3,
                   "闇戦之集": 3}

CASES = [(system, name, need) for system, hands in SPEC_HANDS.items() for name, need in hands.items()]
IDS = [f"{system}-{name}" for system, name, _ in CASES]


def _pieces(colour: str, professions: list[str]) -> list[ColouredPiece]:
    return [ColouredPiece.from_cjk(colour + p) for p in professions]


def _names(pieces: list[ColouredPiece], system: HandSystem) -> frozenset[str]:
    return evaluate_hands(pieces, system).names


@pytest.mark.parametrize(("system", "name", "need"), CASES, ids=IDS)
def test_the_whole_hand_in_one_colour_is_its_flash(system: HandSystem, name: str, need: str) -> None:
    names = _names(_pieces("黒", need.split()), system)
    assert "同色" + name in names and name not in names


@pytest.mark.parametrize(("system", "name", "need"), CASES, ids=IDS)
def test_one_piece_short_of_a_hand_scores_without_it(system: HandSystem, name: str, need: str) -> None:
    professions = need.split()
    for i in range(len(professions)):
        short = professions[:i] + professions[i + 1:]
        names = _names(_pieces("黒", short), system)
        assert name not in names and "同色" + name not in names, (short, names)


@pytest.mark.parametrize(("system", "name", "need"), CASES, ids=IDS)
def test_one_piece_of_the_other_colour_makes_the_plain_hand(system: HandSystem, name: str, need: str) -> None:
    professions = need.split()
    for i in range(len(professions)):
        mixed = [*_pieces("黒", professions[:i] + professions[i + 1:]), *_pieces("赤", [professions[i]])]
        names = _names(mixed, system)
        assert name in names and "同色" + name not in names, (professions[i], names)


@pytest.mark.parametrize(("system", "name", "need"), [c for c in CASES if "王" not in c[2]],
                         ids=[i for i, c in zip(IDS, CASES, strict=True) if "王" not in c[2]])
def test_a_king_fills_one_missing_piece_of_its_own_colour_only(system: HandSystem, name: str, need: str) -> None:
    professions = need.split()
    for i in range(len(professions)):
        short = _pieces("黒", professions[:i] + professions[i + 1:])
        own = _names([*short, ColouredPiece.from_cjk("黒王")], system)
        assert "同色" + name in own, (professions[i], own)
        other = _names([*short, ColouredPiece.from_cjk("赤王")], system)
        assert name in other and "同色" + name not in other, (professions[i], other)
        if len(professions) > 2:  # one king fills one place, not two
            two_short = [p for j, p in enumerate(short) if j != 0]
            assert not {name, "同色" + name} & _names([*two_short, ColouredPiece.from_cjk("黒王")], system)


def test_the_king_hand_needs_a_king() -> None:
    for system in ("standard", "educational", "renjuren", "sanren"):  # gushou documents no king hand
        assert "王" in _names(_pieces("黒", ["王"]), system)
        assert "王" not in _names(_pieces("黒", ["将", "巫", "筆", "馬", "兵"]), system)


@pytest.mark.parametrize(
    ("hop1zuo1", "names", "score"),
    [
        # each standard hand whole (plain), then one piece short: the score drops by the hand's points
        ("黒馬 赤虎", {"獣"}, 3),
        ("黒馬", set(), 0),
        ("黒将 赤兵 黒兵", {"戦集"}, 3),
        ("黒将 赤兵", set(), 0),
        ("黒車 赤兵 黒兵", {"助友"}, 3),
        ("黒車 赤兵", set(), 0),
        ("黒馬 赤車 黒船", {"行行"}, 5),
        ("黒馬 赤車", set(), 0),
        ("黒馬 赤弓 黒兵", {"馬弓兵"}, 5),
        ("黒馬 黒兵", set(), 0),
        ("黒将 赤巫 黒筆", {"地心"}, 7),
        ("黒将 赤巫", set(), 0),
        ("黒将 赤巫 黒筆 赤弓 黒兵", {"筆兵無傾", "地心"}, 17),
        ("黒将 赤巫 黒筆 赤弓", {"地心"}, 7),  # no 兵
        ("黒兵 黒兵 黒兵 赤兵 赤兵", {"闇戦之集"}, 3),
        ("黒兵 黒兵 黒兵 赤兵", set(), 0),
        ("黒兵 黒兵 黒兵 赤兵 黒王", {"闇戦之集", "同色戦集", "同色助友", "王"}, 18),  # the king as a 兵: four black
        ("黒兵 黒兵 黒兵 黒王", {"同色戦集", "同色助友", "王"}, 15),  # three 兵 and the king: no 闇戦之集
    ],
)
def test_standard_near_misses_score_without_the_hand(hop1zuo1: str, names: set[str], score: int) -> None:
    result = evaluate_hands(ColouredPiece.from_cjk(t) for t in hop1zuo1.split())
    assert (set(result.names), result.score) == (names, score)


def test_standard_points_are_the_spec_table() -> None:
    for name, points in STANDARD_POINTS.items():
        need = SPEC_HANDS["standard"][name].split()
        found = {h.name: h.points for h in evaluate_hands(_pieces("黒", need)).hands}
        assert found["同色" + name] == points + 2
        mixed = [*_pieces("黒", need[1:]), *_pieces("赤", need[:1])]
        assert {h.name: h.points for h in evaluate_hands(mixed).hands}[name] == points
