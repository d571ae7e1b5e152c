"""連友 and 値木 refereeing: every card accounted for, hand sizes the plays allow, turns in order, a win by playing
out."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import niekhi
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, CardError, Kind, notation
from adjudicator.games.paper_cetkaik.common import following, missing_cards
from adjudicator.games.paper_cetkaik.niekhi import NiekhiRules, NiekhiState, UaiChoice
from adjudicator.web import create_app
from adjudicator.web.settings import Settings

PC = "/v1/paper-cetkaik"


def _niekhi_led(seed: int = 5, players: int = 3) -> dict[str, Any]:
    """A fresh 連友 deal where the dealer "0" has led its weakest card."""
    state = niekhi.new_game([str(i) for i in range(players)], "0", random.Random(seed))
    step = niekhi.apply(state, "0", state.hands["0"][:1])
    assert step.legal
    return step.state.to_json()


def _refused(data: dict[str, Any], field: str, rules: NiekhiRules | None = None) -> str:
    with pytest.raises(CardError) as err:
        NiekhiState.from_json(data, rules or NiekhiRules())
    assert err.value.field == field, str(err.value)
    return err.value.message


# --- 連友: cards leave the game only by being played or by a 将's removal ----------------------------------------


def test_niekhi_a_hand_thrown_away_does_not_win() -> None:
    data = _niekhi_led()
    data["hands"]["1"] = []
    data.update(finished=["1"], to_play="2", winner="1")
    assert "no 将 has been played" in _refused(data, "state.discard")


def test_niekhi_a_card_cannot_vanish_from_a_hand() -> None:
    data = _niekhi_led()
    data["hands"]["2"].pop()
    _refused(data, "state.discard")


def test_niekhi_a_card_cannot_move_from_one_hand_to_another() -> None:
    data = _niekhi_led()
    data["hands"]["2"].append(data["hands"]["1"].pop())
    assert "holds 17 cards" in _refused(data, "state.hands.2")


def test_niekhi_a_hand_is_out_only_after_a_general() -> None:
    seed = next(s for s in range(100) if all(not c.endswith("将") for c in _niekhi_led(s)["hands"]["1"]))
    data = _niekhi_led(seed)
    data["discard"] = sorted([*data["discard"], *data["hands"]["1"]])
    data["hands"]["1"] = []
    data.update(out=["1"], to_play="2")
    _refused(data, "state.out")


def test_niekhi_the_player_of_the_combo_on_the_table_holds_fewer_cards() -> None:
    data = _niekhi_led()
    data["current"] = {"player": "1", "cards": data["current"]["cards"]}  # 1 still holds its whole deal
    data["to_play"] = "2"
    assert "1 played the combo on the table" in _refused(data, "state.hands.1")


def test_niekhi_an_uneven_deal_gives_the_extra_cards_to_the_remainder_only() -> None:
    rules = NiekhiRules(remainder="uneven")
    state = niekhi.new_game([str(i) for i in range(5)], "0", random.Random(2), rules)
    assert sorted(len(h) for h in state.hands.values()) == [9, 9, 10, 10, 10]
    data = state.to_json()
    short = next(p for p, h in data["hands"].items() if len(h) == 9)
    other = next(p for p, h in data["hands"].items() if len(h) == 9 and p != short)
    data["hands"][other].append(data["hands"][short].pop())
    data["hands"][other].sort()
    _refused(data, f"state.hands.{other}", rules)


def test_niekhi_unused_cards_stay_out_of_the_hands() -> None:
    data = niekhi.new_game(["0", "1", "2", "3", "4"], "0", random.Random(2)).to_json()  # 48 = 5 x 9 + 3 unused
    held = [Card.parse(c) for h in data["hands"].values() for c in h]
    data["discard"] = notation(missing_cards(held, DEFAULT_DECK))  # the unused cards, as if played
    data.update(current={"player": "0", "cards": data["discard"][:1]}, to_play="1")
    assert "leaves 3 card(s) unused" in _refused(data, "state.discard")


# --- 連友: turns within a trick ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        ({"to_play": "0"}, "state.to_play"),  # the leader follows its own combo
        ({"to_play": "2"}, "state.to_play"),  # 1 skipped without a pass
        ({"passes": 1, "to_play": "1"}, "state.to_play"),  # 1 passed, yet it is 1's turn again
        ({"current": None, "to_play": "1"}, "state.to_play"),  # the table cleared though nobody passed
    ],
)
def test_niekhi_turns_go_round_the_trick(edit: dict[str, Any], field: str) -> None:
    data = _niekhi_led()
    assert NiekhiState.from_json({**data, "passes": 1, "to_play": "2"}).to_play == "2"  # 1 passed: 2 to play
    _refused({**data, **edit}, field)


def test_niekhi_after_a_player_plays_out_the_next_one_leads() -> None:
    led = _niekhi_led()
    hands = {p: tuple(Card.parse(c) for c in led["hands"][str(i)]) for i, p in enumerate("ABC")}
    hands["A"] = hands["A"][:1]
    rest = missing_cards([c for h in hands.values() for c in h], DEFAULT_DECK)
    state = NiekhiState(("A", "B", "C"), hands, "A", discard=rest)
    after = niekhi.apply(state, "A", hands["A"]).state  # A plays out
    assert after.finished == ("A",) and after.to_play == "B"
    after = niekhi.apply(after, "B", None).state
    assert after.to_play == "C"
    after = niekhi.apply(after, "C", None).state  # everyone else passed: the player after A leads
    assert after.current is None and after.to_play == "B"
    assert NiekhiState.from_json(after.to_json()) == after
    _refused({**after.to_json(), "to_play": "C"}, "state.to_play")


# --- 連友: the states the service answers stay accepted ---------------------------------------------------------


@settings(max_examples=12, deadline=None)
@given(
    st.integers(0, 2**32),
    st.integers(3, 7),
    st.sampled_from(["unused", "uneven"]),
    st.sampled_from(["all", "hands"]),
)
def test_niekhi_random_games_with_generals_round_trip_and_keep_turns(
    seed: int, n: int, remainder: str, scope: str
) -> None:
    rules = NiekhiRules.from_json({"remainder": remainder, "uai_remove_scope": scope})
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(n)]
    state = niekhi.new_game(names, rng.choice(names), rng, rules)
    for _ in range(3000):
        assert NiekhiState.from_json(state.to_json(), rules) == state
        if state.over:
            break
        if state.current is not None:  # the holder, or whoever follows the one to play, cannot be the one to play
            wrong = next(p for p in following(names, state.to_play or "") if p in state.in_play)
            _refused({**state.to_json(), "to_play": wrong}, "state.to_play", rules)
        player = state.to_play
        assert player is not None
        options = niekhi.legal_plays(state.hands[player], state.current, rules)
        if options and (state.current is None or rng.random() < 0.7):
            combo = rng.choice(options)
            choices: list[UaiChoice] = []
            pile = list(state.discard)
            for _card in (c for c in combo.cards if c.kind is Kind.UAI1):
                if pile and rng.random() < 0.5:
                    take = rng.choice(pile)
                    pile.remove(take)
                    choices.append(UaiChoice(take=take))
                else:
                    choices.append(UaiChoice(remove=rng.choice([k.strength for k in Kind])))
                    pile = []  # a removal may empty the pile of a strength: take nothing after it
            step = niekhi.apply(state, player, combo.cards, choices, rules)
        else:
            step = niekhi.apply(state, player, None, (), rules)
        assert step.legal, step.reason
        state = step.state
    assert state.over


# --- over HTTP ---------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def http() -> Any:
    return create_app(Settings(redis_url=None, cache_size=0, log_level="WARNING")).test_client()


def test_api_niekhi_refuses_a_thrown_away_hand_and_a_turn_out_of_order(http: Any) -> None:
    st_ = http.post(f"{PC}/niekhi/new", json={"seats": ["0", "1", "2"], "seed": 5}).get_json()["state"]
    st_ = http.post(f"{PC}/niekhi/apply", json={"state": st_, "player": "0", "cards": ["黒無"]}).get_json()["state"]
    bad = copy.deepcopy(st_)
    bad["hands"]["1"] = []
    bad.update(finished=["1"], to_play="2")
    del bad["winner"]
    r = http.post(f"{PC}/niekhi/apply", json={"state": bad, "player": "2"})
    assert r.status_code == 422 and "state.discard" in r.get_json()["errors"]["json"]
    for edit in ({"to_play": "0"}, {"current": None, "to_play": "1"}):
        r = http.post(f"{PC}/niekhi/plays", json={"state": {**st_, **edit}})
        assert r.status_code == 422 and "state.to_play" in r.get_json()["errors"]["json"]
    assert http.post(f"{PC}/niekhi/plays", json={"state": st_}).status_code == 200
