"""値戦 (makkaik) as a referee of the states it is sent back: the betting runs its three rounds before a showdown,
the dealer role passes only by a decline, and a player out stopped paying when they went out (spec §3.3)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from adjudicator.games.paper_cetkaik import makkaik_game as mg
from adjudicator.games.paper_cetkaik.cards import CardError
from adjudicator.web import create_app
from adjudicator.web.settings import Settings

ABC = ("A", "B", "C")
PC = "/v1/paper-cetkaik"


def ok(game: mg.MakkaikGame, action: str, player: str, amount: int | None = None) -> mg.MakkaikGame:
    step = mg.apply(game, mg.MakkaikPlay(action, player, amount=amount))
    assert step.legal, step.reason
    return step.game


def betting(players: tuple[str, ...] = ABC, seed: int = 6) -> mg.MakkaikGame:
    """A game after every exchange (each player swaps a hand card for a community card): the betting starts."""
    game = mg.new_game(players, seed)
    while game.phase == "exchange":
        me = game.to_play
        assert me is not None
        step = mg.apply(game, mg.MakkaikPlay("swap", me, game.hands[me][0], game.community[0]))
        assert step.legal, step.reason
        game = step.game
    return game


def edited(state: dict[str, Any], **betting_fields: Any) -> dict[str, Any]:
    """The state with betting fields replaced (``to_play``, ``phase`` and ``over`` are the state's own fields); the
    pot follows the payments."""
    out = copy.deepcopy(state)
    for key in ("to_play", "phase", "over"):
        if key in betting_fields:
            out[key] = betting_fields.pop(key)
    out["betting"].update(betting_fields)
    out["betting"]["pot"] = sum(out["betting"]["paid"].values())
    return out


def refused(state: dict[str, Any]) -> CardError:
    with pytest.raises(CardError) as err:
        mg.MakkaikGame.from_json(state)
    return err.value


# --- the betting is done three times before the showdown ----------------------------------------------------------


def test_a_game_with_players_still_in_ends_only_after_the_third_betting_round() -> None:
    game = ok(ok(ok(betting(), "base", "A", amount=1), "call", "B"), "call", "C")
    assert game.betting is not None and game.betting.round == 2 and not game.over
    err = refused(edited(game.to_json(), phase="over", over=True, to_play=None))  # a showdown after one round
    assert err.field == "state.betting.round" and "3 rounds before the showdown" in err.message
    game = ok(ok(ok(game, "base", "A", amount=1), "call", "B"), "call", "C")
    assert game.betting is not None and game.betting.round == 3 and not game.over
    # after two rounds the state names round 3; ended now, its 3 chips each are too few for three bases
    err = refused(edited(game.to_json(), phase="over", over=True, to_play=None))
    assert err.field == "state.betting.paid.A" and "after 3 completed round(s)" in err.message
    game = ok(ok(ok(game, "base", "A", amount=1), "call", "B"), "call", "C")
    assert game.over and mg.MakkaikGame.from_json(game.to_json()) == game  # the showdown after the third round
    assert refused(edited(game.to_json(), round=2)).field == "state.betting.round"
    folded = ok(ok(ok(betting(), "base", "A", amount=2), "fold", "B"), "fold", "C")  # one left: over in round 1
    assert folded.over and folded.betting is not None and folded.betting.round == 1
    assert mg.MakkaikGame.from_json(folded.to_json()) == folded


# --- the dealer role passes only when the dealer declines ---------------------------------------------------------


def test_the_betting_dealer_cannot_move_while_the_dealer_is_still_in() -> None:
    game = ok(ok(ok(betting(), "base", "A", amount=2), "call", "B"), "call", "C")  # round 2, A to set the base
    state = game.to_json()
    err = refused(edited(state, dealer="B", to_play="B"))  # B deals round 2 although A never declined
    assert err.field == "state.betting.dealer" and "only when a dealer declines" in err.message
    moved = copy.deepcopy(state)
    moved["dealer"] = "B"  # the game's dealer moved instead: A, the betting dealer, would have had the role from B
    err = refused(moved)
    assert err.field == "state.betting.dealer" and "while B is still in" in err.message
    declined = ok(game, "decline", "A")  # the real way: A declines and is out, B deals
    assert declined.betting is not None and declined.betting.dealer == "B" and declined.to_play == "B"
    assert mg.MakkaikGame.from_json(declined.to_json()) == declined


def test_a_dealer_who_took_the_role_over_needs_someone_after_them_to_fold() -> None:
    game = betting(("A", "B"), 3)
    ended = ok(game, "decline", "A")  # with two players a decline ends the game, the decliner keeping the role
    assert ended.over and ended.betting is not None and ended.betting.dealer == "A"
    assert mg.MakkaikGame.from_json(ended.to_json()) == ended
    state = ok(ok(game, "base", "A", amount=3), "fold", "B").to_json()
    assert mg.MakkaikGame.from_json(state).over
    # B alone as a dealer with a base of 2: the role reached B only by A's decline, which already ended the game
    err = refused(edited(state, dealer="B", active=["B"], base=2, paid={"A": 1, "B": 3}))
    assert err.field == "state.betting.dealer" and "someone after them" in err.message
    # the dealer alone, yet no base set: the others folded to a base, which stays set
    err = refused(edited(state, base=None, paid={"A": 1, "B": 1}))
    assert err.field == "state.betting.base"


# --- a player out stopped paying when they went out ---------------------------------------------------------------


def test_a_player_out_in_round_one_paid_only_the_ante() -> None:
    called = ok(ok(betting(), "base", "A", amount=2), "call", "B")
    state = called.to_json()
    assert state["betting"]["paid"] == {"A": 3, "B": 3, "C": 1}
    err = refused(edited(state, active=["A", "C"]))  # B called, then was moved out with the 3 paid
    assert err.field == "state.betting.paid.B" and "does not fit" in err.message
    folded = ok(ok(ok(betting(), "base", "A", amount=2), "fold", "B"), "call", "C")
    assert folded.betting is not None and folded.betting.paid["B"] == 1
    assert mg.MakkaikGame.from_json(folded.to_json()) == folded
    assert refused(edited(folded.to_json(), paid={"A": 3, "B": 2, "C": 3})).field == "state.betting.paid.B"


def test_a_player_out_paid_the_ante_and_bases_of_rounds_completed_before_they_left() -> None:
    players = ("A", "B", "C", "D")
    game = ok(ok(ok(ok(betting(players), "base", "A", amount=2), "call", "B"), "call", "C"), "call", "D")
    game = ok(ok(ok(game, "base", "A", amount=4), "call", "B"), "fold", "C")  # round 2: C folds, having paid 3
    state = game.to_json()
    assert state["betting"]["paid"] == {"A": 7, "B": 7, "C": 3, "D": 3} and state["to_play"] == "D"
    assert mg.MakkaikGame.from_json(state) == game
    for paid_c in (2, 4, 5, 7):  # neither the ante (C left in round 1) nor the ante and round 1's base (3)
        err = refused(edited(state, paid={**state["betting"]["paid"], "C": paid_c}))
        assert err.field == "state.betting.paid.C", paid_c
    # with A's base of round 2 set and B to answer it, C and D have not had their turn: out, they left in round 1
    based = ok(ok(ok(ok(ok(betting(players), "base", "A", amount=2), "call", "B"), "call", "C"), "call", "D"),
               "base", "A", amount=4).to_json()
    assert based["betting"]["paid"] == {"A": 7, "B": 3, "C": 3, "D": 3} and based["to_play"] == "B"
    err = refused(edited(based, active=["A", "B", "D"]))
    assert err.field == "state.betting.paid.C" and "does not fit" in err.message
    left = edited(based, active=["A", "B", "D"], paid={"A": 7, "B": 3, "C": 1, "D": 3})
    assert mg.MakkaikGame.from_json(left).to_json() == left  # C folded in round 1 instead
    # the last to go out, when one player is left, did so in this round: having paid like the one left before it
    game = ok(ok(ok(game, "fold", "D"), "base", "A", amount=1), "fold", "B")
    assert game.over and game.betting is not None and game.betting.paid == {"A": 8, "B": 7, "C": 3, "D": 3}
    assert mg.MakkaikGame.from_json(game.to_json()) == game
    err = refused(edited(game.to_json(), paid={"A": 8, "B": 3, "C": 3, "D": 3}))  # then who was in round 3?
    assert err.field == "state.betting.paid.B" and "last player to go out" in err.message


def test_reachable_betting_states_are_accepted_and_a_changed_payment_only_when_reachable() -> None:
    seen: dict[tuple[Any, ...], mg.MakkaikGame] = {}
    todo = [betting()]
    while todo:  # every sequence of betting actions with three players
        game = todo.pop()
        b = game.betting
        assert b is not None
        key = (b.dealer, tuple(b.paid.values()), b.active, b.round, b.base, b.to_act, b.finished)
        if key not in seen:
            seen[key] = game
            todo.extend(mg.apply(game, p).game for p in mg.legal_plays(game))
    assert len(seen) == 2173
    rng = random.Random(4)
    for game in rng.sample(list(seen.values()), 400):
        assert mg.MakkaikGame.from_json(game.to_json()) == game
    for game in rng.sample(list(seen.values()), 25):
        state = game.to_json()
        for p in ABC:
            for amount in range(1, 17):
                bad = edited(state, paid={**state["betting"]["paid"], p: amount})
                try:
                    b = mg.MakkaikGame.from_json(bad).betting
                except CardError:
                    continue
                assert b is not None
                assert (b.dealer, tuple(b.paid.values()), b.active, b.round, b.base, b.to_act, b.finished) in seen


# --- over HTTP ----------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def post() -> Any:
    client = create_app(Settings(redis_url=None, cache_size=0, log_level="WARNING")).test_client()

    def call(path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
        response = client.post(f"{PC}{path}", json=body)
        assert response.status_code == status, response.get_json()
        answer: dict[str, Any] = response.get_json()
        return answer

    return call


def test_the_api_refuses_an_early_end_a_moved_dealer_and_a_payment_after_a_fold(post: Any) -> None:
    st = post("/makkaik/game/new", {"seats": ["0", "1", "2"], "seed": 5})["state"]
    while st["phase"] == "exchange":
        st = post("/makkaik/game/apply", {"state": st, "play": post("/makkaik/game/plays", {"state": st})["plays"][0]})
        st = st["state"]
    st = post("/makkaik/game/apply", {"state": st, "play": {"action": "base", "player": "0", "amount": 2}})["state"]
    st = post("/makkaik/game/apply", {"state": st, "play": {"action": "call", "player": "1"}})["state"]
    mid = copy.deepcopy(st)
    st = post("/makkaik/game/apply", {"state": st, "play": {"action": "call", "player": "2"}})["state"]

    early = {**st, "phase": "over", "over": True, "to_play": None}
    answer = post("/makkaik/game/apply", {"state": early, "play": {"action": "call", "player": "1"}}, 422)
    assert list(answer["errors"]["json"]) == ["state.betting.round"]

    moved = {**st, "to_play": "1", "betting": {**st["betting"], "dealer": "1"}}
    answer = post("/makkaik/game/plays", {"state": moved}, 422)
    assert list(answer["errors"]["json"]) == ["state.betting.dealer"]
    assert post("/makkaik/game/plays", {"state": {**st, "dealer": "1"}}, 422)["errors"]["json"].keys() == {
        "state.betting.dealer"}

    folded = {**mid, "betting": {**mid["betting"], "active": ["0", "2"]}}  # 1 called (paid 3), then moved out
    answer = post("/makkaik/game/plays", {"state": folded}, 422)
    assert list(answer["errors"]["json"]) == ["state.betting.paid.1"]

    assert post("/makkaik/game/plays", {"state": st})["to_play"] == "0"  # the state as returned is still fine
