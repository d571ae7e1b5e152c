"""The document's patterns for cards and card kinds accept exactly what the library's parsers accept."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik.cards import _KIND_ALIASES, Card, CardError, card_pattern, kind_pattern, parse_kind

KIND = re.compile(kind_pattern())
CARD = re.compile(card_pattern())
#: Texts near the names: every alias in other cases, with a character added or dropped, and arbitrary text.
NEAR_KINDS = st.sampled_from(sorted(_KIND_ALIASES)).flatmap(lambda a: st.sampled_from([
    a, a.upper(), a.title(), a.swapcase(), a + "s", a[:-1], " " + a, a + "\n", a.replace("k", "\u212a")]))


def accepts_kind(text: str) -> bool:
    try:
        parse_kind(text)
    except CardError:
        return False
    return True


def accepts_card(text: str) -> bool:
    try:
        Card.parse(text)
    except CardError:
        return False
    return True


@given(st.one_of(NEAR_KINDS, st.text(max_size=8)))
def test_the_kind_pattern_is_the_kind_parser(text: str) -> None:
    assert (KIND.fullmatch(text) is not None) == accepts_kind(text), text


@given(st.one_of(
    st.tuples(st.sampled_from(["黒", "赤", "Huok2", "Kok1", "black", "red", "x"]),
              st.sampled_from(["", ".", "-", ":", " "]), NEAR_KINDS).map("".join),
    st.text(max_size=10)))
def test_the_card_pattern_is_the_card_parser(text: str) -> None:
    assert (CARD.fullmatch(text) is not None) == accepts_card(text), text


def test_the_kind_pattern_takes_every_name_in_any_case_and_nothing_else() -> None:
    for name in ("馬", "Maun1", "maun1", "MAUN1", "horse", "Horse"):
        assert KIND.fullmatch(name), name
    for name in ("horses", "馬馬", "", "黒馬"):
        assert not KIND.fullmatch(name), name
