from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

import pytest

from adjudicator.games.race_games.errors import RaceGameError
from adjudicator.games.race_games.mokzo import (
    MANUAL_ROUTE,
    MokzoAction,
    MokzoRules,
    MokzoState,
    apply,
    expected_effects,
    final_ranking,
    high_probability,
    install_cost,
    legal_action_kinds,
    move_cost,
    move_distance,
    new_game,
    state_from_json,
    turn_options,
)
from adjudicator.games.race_games.mokzo_cards import PER_COLOUR, Card, deck


def card(cid: str) -> dict[str, str]:
    colour, kind, _ = cid.split(".")
    return {"id": cid, "kind": kind, "colour": {"b": "black", "r": "red"}[colour]}


def installed(*ids: str, fresh: bool = False, age: int = 0) -> list[dict[str, Any]]:
    return [{"card": card(i), "age": age, "fresh": fresh} for i in ids]


def full_deck(data: dict[str, Any]) -> dict[str, Any]:
    """Return ``data`` with its deck completed (after the cards it names) so the game holds the whole 48-card deck."""
    named = [c["id"] for p in data["seats"] for c in (*p.get("hand", []), *(i["card"] for i in p.get("board", [])))]
    named += [c["id"] for c in (*data.get("deck", []), *data.get("discard", []))]
    have = Counter(tuple(i.split(".")[:2]) for i in named)
    rest = []
    for c in deck():
        key = (c.colour[0], c.kind)
        if have[key] < PER_COLOUR[c.kind]:
            have[key] += 1
            rest.append({"id": f"rest.{c.id}", "kind": c.kind, "colour": c.colour})
    return {**data, "deck": [*data.get("deck", []), *rest]}


def game(me: dict[str, Any], other: dict[str, Any] | None = None, **extra: Any) -> MokzoState:
    return state_from_json(full_deck({"seats": [me, other or {}], "deck": [card("b.mun.1"), card("b.mun.2")],
                                      **extra}))


def act(state: MokzoState, seat: int, rules: MokzoRules | None = None, **action: Any) -> MokzoState:
    verdict = apply(state, seat, MokzoAction.from_json(action), rules)
    assert verdict.legal, verdict.reason
    return verdict.state


def test_deck_and_probability() -> None:
    cards = deck()
    assert len(cards) == 48 and Counter(c.colour for c in cards) == {"black": 24, "red": 24}
    assert high_probability() == Fraction(3, 16)


def test_install_costs() -> None:
    plain = state_from_json({"seats": [{}, {}]}).seats[0]
    with_kaun = game({"board": installed("b.kaun.1", "b.kaun.2")}).seats[0]
    assert install_cost(Card("r.io.1", "io", "red"), plain) == (10, "coin")
    assert install_cost(Card("b.maun.1", "maun", "black"), with_kaun) == (3, "rice")
    assert install_cost(Card("b.maun.1", "maun", "black"), with_kaun, MokzoRules(kaun_stack=False)) == (4, "rice")
    assert install_cost(Card("r.kauk.1", "kauk", "red"), with_kaun) == (0, "coin")
    assert install_cost(Card("r.gua.1", "gua", "red"), with_kaun, MokzoRules(kaun_affects_coin_install=False)) == (
        2, "coin")


def test_move_cost_and_distance_examples() -> None:
    state = game({"board": installed("b.kaun.1", "b.tuk.1"), "position": 4}, half_move=True, done=["activate"])
    assert move_cost(state, 0, "rice") == 4 and move_cost(state, 0, "coin") == 1
    assert move_cost(game({}), 0, "rice") == 10 and move_cost(game({}), 0, "coin") == 2
    fast = game({"board": installed("r.gua.1", "r.maun.1"), "position": 4})
    assert MANUAL_ROUTE[4].boost and move_distance(fast, 0) == 5
    river = game({"position": 2})
    assert move_cost(river, 0, "rice", MokzoRules(river=True)) == 11
    assert move_cost(river, 0, "coin", MokzoRules(river=True)) == 3


def test_new_game_deals_three_each() -> None:
    state = new_game(3, seed=5)
    assert [len(p.hand) for p in state.seats] == [3, 3, 3] and len(state.deck) == 39
    assert new_game(3, seed=5) == state and new_game(3, seed=6) != state


def test_a_whole_turn_and_its_order() -> None:
    state = game({"rice": 12, "hand": [card("b.gua.1"), card("b.kauk.1")], "board": installed("b.mun.9")})
    assert legal_action_kinds(state, 0) == ["install", "discard", "activate", "exchange", "destroy"]
    assert "move phase comes after" in (apply(state, 0, MokzoAction("move")).reason or "")
    assert apply(state, 0, MokzoAction("end_turn")).reason == "the turn still needs: install_or_discard, activate"
    state = act(state, 0, kind="install", cards=["b.gua.1"])
    assert state.seats[0].rice == 10 and state.seats[0].board[-1].fresh
    assert "already" in (apply(state, 0, MokzoAction("discard", cards=("b.kauk.1",))).reason or "")
    state = act(state, 0, kind="activate")
    assert state.seats[0].rice == 11  # the 無 gave 1 rice; the new 弓 is not working yet
    assert [i.age for i in state.seats[0].board] == [1, 0]
    assert move_distance(state, 0) == 1
    state = act(state, 0, kind="move", pay="rice")
    assert state.seats[0].position == 1 and state.seats[0].rice == 1
    assert "at most 1" in (apply(state, 0, MokzoAction("move")).reason or "")
    state = act(state, 0, kind="end_turn")
    assert len(state.seats[0].hand) == 3 and state.turn == 1
    assert not state.seats[0].board[-1].fresh and move_distance(state, 0) == 2  # the 弓 works from now on


def test_black_cards_act_three_times_red_forever() -> None:
    state = game({"board": [*installed("b.mun.9", age=2), *installed("r.mun.9", age=2)]}, {})
    state = act(state, 0, kind="discard")
    state = act(state, 0, kind="activate")
    assert [i.expired for i in state.seats[0].board] == [True, False]
    state = act(state, 0, kind="end_turn")
    state = act(act(act(state, 1, kind="discard"), 1, kind="activate"), 1, kind="end_turn")
    assert [i.card.id for i in state.seats[0].board] == ["r.mun.9"]
    assert "b.mun.9" in [c.id for c in state.discard]


def test_ship_gives_two_coins_and_exchange_destroy() -> None:
    state = game({"rice": 11, "hand": [card("b.nuak.1")], "board": installed("r.kauk.5")})
    state = act(state, 0, kind="install", cards=["b.nuak.1"])
    assert state.seats[0].coin == 2 and all(i.card.id != "b.nuak.1" for i in state.seats[0].board)
    assert "need 15 rice" in (apply(state, 0, MokzoAction("exchange", coins=3)).reason or "")
    state = act(state, 0, kind="exchange", coins=2)
    assert (state.seats[0].rice, state.seats[0].coin) == (1, 4)
    assert "already" in (apply(state, 0, MokzoAction("exchange", coins=0)).reason or "")
    state = act(state, 0, kind="destroy", cards=["r.kauk.5"])
    assert state.seats[0].board == () and state.seats[0].coin == 3


def test_thrown_cards_and_targets() -> None:
    me = {"board": installed("b.kua.1", "b.tuk.1", "b.uai.1", "b.dau.1")}
    other = {"rice": 1, "board": installed("r.io.1")}
    state = act(game(me, other), 0, kind="discard")
    low = act(state, 0, kind="activate", casts={"b.kua.1": 2, "b.tuk.1": 3, "b.uai.1": 0},
              targets={"b.dau.1": {"seat": 1, "resource": "rice"},
                       "b.uai.1": {"age": {"seat": 1, "card": "r.io.1"}}})
    mine, theirs = low.seats
    assert mine.protected and low.half_move and mine.rice == 1 and theirs.rice == 0
    assert theirs.board[0].age == 1
    high = act(state, 0, kind="activate", casts={"b.kua.1": 4, "b.tuk.1": 5, "b.uai.1": 5},
               targets={"b.uai.1": {"destroy": {"seat": 1, "card": "r.io.1"}},
                        "b.dau.1": {"seat": 1, "resource": "coin"}})
    assert high.seats[0].coin == 2 and high.seats[0].position == 1 and high.seats[1].board == ()
    shielded = game(me, {**other, "board": installed("r.io.1", "r.kua.1"), "protected": True})
    shielded = act(shielded, 0, kind="discard")
    verdict = apply(shielded, 0, MokzoAction.from_json({"kind": "activate",
                                                        "targets": {"b.dau.1": {"seat": 1, "resource": "rice"}}}))
    assert not verdict.legal and "protected" in (verdict.reason or "")
    aim = {"b.dau.1": {"seat": 1, "resource": "rice"}, "b.uai.1": {"age": {"seat": 0, "card": "b.uai.1"},
                                                                     "destroy": {"seat": 0, "card": "b.kua.1"}}}
    seeded = act(state, 0, kind="activate", targets=aim)
    assert seeded == act(state, 0, kind="activate", targets=aim)


def test_tiger_and_general_act_on_every_own_turn_so_their_target_is_a_listed_choice() -> None:
    me = {"board": installed("b.dau.1", "b.uai.1")}
    three = full_deck({"seats": [me, {"rice": 3, "board": installed("r.io.1")},
                                   {"protected": True, "board": installed("r.kua.1")}]})
    state = act(state_from_json(three), 0, kind="discard")
    entries = {e["card"]: e for e in turn_options(state, 0)["activate"]}
    assert entries["b.dau.1"]["choices"] == [{"seat": 1, "resource": "rice"}, {"seat": 1, "resource": "coin"}]
    general = entries["b.uai.1"]
    cards = [c[general["branch"]] for c in general["choices"]]
    assert cards == [{"seat": 0, "card": "b.dau.1"}, {"seat": 0, "card": "b.uai.1"},
                     {"seat": 1, "card": "r.io.1"}]  # seat 2 is protected by 筆
    for missing in ("b.dau.1", "b.uai.1"):
        given = {e: entries[e]["choices"][-1] for e in entries if e != missing}
        verdict = apply(state, 0, MokzoAction("activate", targets=given))
        assert not verdict.legal and missing in (verdict.reason or "") and verdict.state == state
    for tiger in entries["b.dau.1"]["choices"]:
        for general_choice in general["choices"]:
            after = act(state, 0, kind="activate", targets={"b.dau.1": tiger, "b.uai.1": general_choice})
            assert after.seats[0].rice + after.seats[0].coin == (1 if tiger["resource"] == "rice" else 0)
    shielded = full_deck({"seats": [me, {"rice": 3, "protected": True, "board": installed("r.io.1", "b.kua.1")},
                                      {"protected": True, "board": installed("r.kua.1")}]})
    shielded_state = act(state_from_json(shielded), 0, kind="discard")
    assert turn_options(shielded_state, 0)["activate"][0]["choices"] == []  # every opponent protected
    assert act(shielded_state, 0, kind="activate", casts={"b.uai.1": 0},
               targets={"b.uai.1": {"age": {"seat": 0, "card": "b.dau.1"}}}).seats[1].rice == 3


def test_summit_finishes_the_round_then_ranks() -> None:
    players = [{"position": 24, "coin": 1}, {"position": 23, "rice": 10}, {"position": 23, "coin": 5}]
    state = state_from_json({"seats": players, "to_play": 0, "first": 0})
    state = act(act(act(state, 0, kind="discard"), 0, kind="activate"), 0, kind="end_turn")
    assert state.final_round and not state.over
    state = act(act(act(state, 1, kind="discard"), 1, kind="activate"), 1, kind="end_turn")
    state = act(act(act(state, 2, kind="discard"), 2, kind="activate"), 2, kind="move", pay="coin")
    state = act(state, 2, kind="end_turn")
    assert state.over and state.winners == (2,)  # equal boards, more coins
    assert final_ranking(state_from_json({"seats": [{"position": 24}, {"position": 24}], "to_play": 1,
                                          "turn_number": 1, "final_round": True})) == (0, 1)
    immediate = state_from_json({"seats": [{"position": 24}, {}], "to_play": 0})
    immediate = act(act(immediate, 0, kind="discard"), 0, kind="activate")
    rules = MokzoRules(end="immediate")
    assert act(immediate, 0, rules, kind="end_turn").winners == (0,)


def test_book_order() -> None:
    rules = MokzoRules(turn_order="book")
    state = game({"rice": 20, "hand": [card("b.gua.1")]})
    assert "starts with activate" in (apply(state, 0, MokzoAction("install", cards=("b.gua.1",)), rules).reason or "")
    assert legal_action_kinds(state, 0, rules) == ["activate"]
    state = act(state, 0, rules, kind="activate")
    state = act(state, 0, rules, kind="install", cards=["b.gua.1"])
    assert "book order" in (apply(state, 0, MokzoAction("exchange", coins=1), rules).reason or "")


def test_bad_input_names_the_field() -> None:
    with pytest.raises(RaceGameError, match=r"state\.seats\[0\]\.hand\[0\]\.kind"):
        state_from_json({"seats": [{"hand": [{"id": "x", "kind": "queen", "colour": "red"}]}, {}]})
    with pytest.raises(RaceGameError, match="appears more than once"):
        state_from_json({"seats": [{"hand": [card("b.mun.1")]}, {"hand": [card("b.mun.1")]}]})
    with pytest.raises(RaceGameError, match=r"action\.pay"):
        MokzoAction.from_json({"kind": "move", "pay": "gold"})
    with pytest.raises(RaceGameError, match=r"rules\.turn_order"):
        MokzoRules.from_json({"turn_order": "random"})
    with pytest.raises(RaceGameError, match=r"rules\.dice"):
        MokzoRules.from_json({"dice": 2})


def test_a_hand_limit_sent_back_must_be_the_one_the_board_makes() -> None:
    for claimed in (-1, 4):
        with pytest.raises(RaceGameError) as refused:
            state_from_json({"seats": [{}, {"hand_limit": claimed}]})
        assert refused.value.field == "state.seats[1].hand_limit"
        assert refused.value.message == f"the state makes it 3, not {claimed}"
    sent_back = state_from_json({"seats": [{"hand_limit": 3}, {}]})  # 3 + working 兵 (none here)
    assert [p.hand_limit for p in sent_back.seats] == [3, 3]


def test_turn_options_and_expectations() -> None:
    state = game({"rice": 7, "coin": 1, "hand": [card("b.uai.1"), card("r.io.1")], "board": installed("r.kaun.1")})
    options = turn_options(state, 0)
    assert options["install"] == [
        {"card": "b.uai.1", "cost": 7, "currency": "rice", "affordable": True},
        {"card": "r.io.1", "cost": 9, "currency": "coin", "affordable": False},
    ]
    assert options["exchange_max_coins"] == 1
    assert options["move"]["options"][0] == {"pay": "rice", "cost": 9, "affordable": False}
    assert options["destroy"] == [{"card": "r.kaun.1", "cost": 3, "currency": "coin", "affordable": False}]  # 1 coin
    effects = expected_effects()
    assert effects == {"p_high": Fraction(3, 16), "kua_coins": Fraction(3, 8), "tuk_squares": Fraction(3, 16)}


def test_throws_and_targets_for_cards_not_acting_are_refused() -> None:
    me = {"board": [*installed("b.kua.1"), *installed("b.tuk.1", fresh=True), *installed("r.mun.1")]}
    state = game(me, done=["install_or_discard"])
    with pytest.raises(RaceGameError, match=r"action\.casts\.r\.uai\.1: no working 筆, 巫 or 将"):
        apply(state, 0, MokzoAction.from_json({"kind": "activate", "casts": {"r.uai.1": 4}}))
    with pytest.raises(RaceGameError, match=r"action\.casts\.b\.tuk\.1"):  # installed this turn: not working yet
        apply(state, 0, MokzoAction.from_json({"kind": "activate", "casts": {"b.tuk.1": 4}}))
    with pytest.raises(RaceGameError, match=r"action\.casts\.r\.mun\.1"):  # 無 throws no sticks
        apply(state, 0, MokzoAction.from_json({"kind": "activate", "casts": {"r.mun.1": 4}}))
    with pytest.raises(RaceGameError, match=r"action\.targets\.b\.kua\.1: no working 虎 or 将"):
        apply(state, 0, MokzoAction.from_json({"kind": "activate", "targets": {"b.kua.1": {"seat": 1}}}))
    with pytest.raises(RaceGameError, match=r"action\.casts: only an activate action"):
        apply(state, 0, MokzoAction.from_json({"kind": "exchange", "casts": {"b.kua.1": 4}}))
    assert act(state, 0, kind="activate", casts={"b.kua.1": 4}).seats[0].coin == 2


def test_more_copies_of_a_card_than_the_deck_are_refused() -> None:
    with pytest.raises(RaceGameError, match="state: 2 red 皇 cards but the deck has 1"):
        game({"hand": [card("r.tam.1")]}, {"hand": [card("r.tam.2")]})
    with pytest.raises(RaceGameError, match=r"state\.seats\[0\]\.board: at most 9"):
        game({"board": installed(*(f"b.kauk.{i}" for i in range(1, 5)), *(f"r.kauk.{i}" for i in range(1, 5)),
                                 "b.mun.3", "b.gua.1")})
    with pytest.raises(RaceGameError, match=r"state\.winners: seat 1 has not reached the summit"):
        game({}, {}, winners=[1])


# --- states no game reaches (turn order, decided games, half move, protection, the whole deck) ------------------


def begun(seed: int = 7, players: int = 2, **changes: Any) -> dict[str, Any]:
    return {**new_game(players, seed=seed).to_json(), **changes}


def test_the_turn_follows_the_first_player_and_the_turn_number() -> None:
    with pytest.raises(RaceGameError, match=r"state\.to_play: the state makes it 0, not 1"):
        state_from_json(begun(to_play=1))
    with pytest.raises(RaceGameError, match=r"state\.to_play"):
        state_from_json(begun(first=1))
    assert state_from_json(begun(to_play=1, turn_number=1)).turn == 1


def _summit_turn(first_player: int = 0) -> MokzoState:
    """Seat 0 has just climbed to the summit in its turn; seat 1 still has the round's last turn."""
    data = full_deck({"seats": [{"position": 24}, {"position": 3}], "first": first_player,
                      "turn_number": (0 - first_player) % 2, "done": ["install_or_discard", "activate"]})
    return state_from_json(data)


def test_a_decided_game_has_the_rankings_winners_after_the_round() -> None:
    state = _summit_turn()
    forged = state_from_json({**state.to_json(), "winners": [0], "over": True, "to_play": None, "final_round": True})
    with pytest.raises(RaceGameError, match=r"state\.over: the round is finished up to seat 1"):
        apply(forged, 0, MokzoAction("end_turn"))  # (an immediate end is possible, but not under these rules)
    three = full_deck({"seats": [{"position": 24}, {"position": 3}, {}], "to_play": None, "turn_number": 1,
                       "done": ["install_or_discard", "activate"], "winners": [0], "final_round": True})
    with pytest.raises(RaceGameError, match=r"state\.over: the round is finished up to seat 2"):
        state_from_json(three)
    ended = act(act(act(act(state, 0, kind="end_turn"), 1, kind="discard"), 1, kind="activate"), 1, kind="end_turn")
    assert ended.over and ended.winners == (0,)
    assert state_from_json(ended.to_json()) == ended
    both = full_deck({"seats": [{"position": 24, "coin": 1}, {"position": 24, "coin": 2}], "to_play": None,
                      "turn_number": 1, "done": ["install_or_discard", "activate"], "winners": [0],
                      "final_round": True})
    with pytest.raises(RaceGameError, match=r"state\.winners: .*rank \[1\]"):
        state_from_json(both)
    assert state_from_json({**both, "winners": [1]}).winners == (1,)


def test_an_immediate_end_is_no_finish_round_end() -> None:
    state = _summit_turn()
    immediate = MokzoRules(end="immediate")
    ended = act(state, 0, immediate, kind="end_turn")
    assert ended.over and ended.turn == 0
    loaded = state_from_json(ended.to_json())  # rules-free: an immediate end is a possible end
    with pytest.raises(RaceGameError, match=r"state\.over"):
        apply(loaded, 0, MokzoAction("end_turn"))  # ... but not under the default finish-round end
    assert not apply(loaded, 0, MokzoAction("end_turn"), immediate).legal
    later = act(act(state, 0, kind="end_turn"), 1, kind="discard")
    with pytest.raises(RaceGameError, match=r"state\.seats\[0\]\.position: under the immediate end"):
        apply(later, 1, MokzoAction("activate"), immediate)


def test_to_play_is_null_once_decided_and_only_then() -> None:
    state = _summit_turn()
    data = act(state, 0, MokzoRules(end="immediate"), kind="end_turn").to_json()
    assert data["to_play"] is None and "turn" not in data and len(data["seats"]) == 2
    with pytest.raises(RaceGameError, match=r"state\.to_play: the state makes it null, not 0"):
        state_from_json({**data, "to_play": 0})
    with pytest.raises(RaceGameError, match=r"state\.to_play: the state makes it 0, not null"):
        state_from_json({**state.to_json(), "to_play": None})


def test_a_summit_reached_in_an_earlier_round_is_refused() -> None:
    state = state_from_json(full_deck({"seats": [{}, {"position": 24}], "final_round": True}))  # (a sketch)
    with pytest.raises(RaceGameError, match=r"state\.seats\[1\]\.position: seat 1 reached the summit"):
        apply(state, 0, MokzoAction("activate"))


def test_half_move_and_protection_need_their_cards() -> None:
    me = {"rice": 5, "board": installed("b.mun.3")}
    with pytest.raises(RaceGameError, match=r"state\.half_move"):
        game(me, half_move=True, done=["install_or_discard", "activate"])
    with pytest.raises(RaceGameError, match=r"state\.half_move"):
        game({"board": installed("b.tuk.1")}, half_move=True)  # the 巫 has not acted this turn
    assert game({"board": installed("b.tuk.1")}, half_move=True, done=["activate"]).half_move
    with pytest.raises(RaceGameError, match=r"state\.seats\[1\]\.protected"):
        game(me, {"protected": True})
    with pytest.raises(RaceGameError, match=r"state\.seats\[1\]\.board\[0\]\.fresh"):  # fresh on its own turn only
        game(me, {"protected": True, "board": installed("b.kua.1", fresh=True)})
    assert game(me, {"protected": True, "board": installed("b.kua.1", age=1)}).seats[1].protected
    assert game(me, {"protected": True}, discard=[card("r.kua.1")]).seats[1].protected  # destroyed since
    with pytest.raises(RaceGameError, match=r"state\.seats\[0\]\.protected: .*lapses"):
        game({"protected": True, "board": installed("b.kua.1", age=1)})


def test_the_whole_deck_is_accounted_for() -> None:
    data = begun()
    vanished = {**data, "deck": data["deck"][1:]}
    state = state_from_json(vanished)
    with pytest.raises(RaceGameError, match=r"state\.deck"):
        apply(state, 0, MokzoAction("activate"))
    with pytest.raises(RaceGameError, match=r"state\.deck"):
        legal_action_kinds(state, 0)
    with pytest.raises(RaceGameError, match=r"state\.deck"):
        apply(state_from_json({**data, "deck": []}), 0, MokzoAction("activate"))
    assert apply(state_from_json({"seats": [{}, {}]}), 0, MokzoAction("activate")).legal  # a card-free sketch


@pytest.mark.parametrize("seed", range(6))
def test_every_state_of_a_random_game_is_accepted_back(seed: int) -> None:
    import random

    rng = random.Random(seed)
    players = 2 + seed % 3
    rules = [MokzoRules(start_rice=30, start_coin=5), MokzoRules(start_rice=30, end="immediate", turn_order="book"),
             MokzoRules(start_coin=20, river=True)][seed % 3]
    route = tuple(MANUAL_ROUTE[i] for i in (0, 1, 2, 4, 5, 6, 24))
    state = new_game(players, seed, rng.randrange(players), route, rules)
    for _ in range(1500):
        if state.over:
            break
        assert state_from_json(state.to_json()) == state
        seat, me = state.turn, state.seats[state.turn]
        tries: list[MokzoAction] = [MokzoAction("move", pay=rng.choice(("rice", "coin")))]
        for kind in legal_action_kinds(state, seat, rules):
            if kind in ("install", "discard", "destroy"):
                pool = me.hand if kind != "destroy" else tuple(i.card for i in me.board)
                tries.append(MokzoAction(kind, cards=tuple(c.id for c in pool if rng.random() < 0.4)))
            elif kind == "activate":
                targets: dict[str, Any] = {}
                for item in me.board:
                    victim = rng.randrange(players)
                    if item.card.kind == "dau" and victim != seat:
                        targets[item.card.id] = {"seat": victim, "resource": "rice"}
                    if item.card.kind == "uai" and state.seats[victim].board:
                        aim = {"seat": victim, "card": rng.choice(state.seats[victim].board).card.id}
                        targets[item.card.id] = {"age": aim, "destroy": aim}
                tries.append(MokzoAction("activate", targets={k: v for k, v in targets.items()
                                                              if k in {i.card.id for i in me.board if not i.fresh}}))
            elif kind == "exchange":
                tries.append(MokzoAction("exchange", coins=me.rice // 5))
        tries.append(MokzoAction("end_turn"))
        for action in tries:
            verdict = apply(state, seat, action, rules)
            if verdict.legal:
                state = verdict.state
                break
    assert state.over
    assert state_from_json(state.to_json()) == state


def test_a_tiger_with_every_opponent_protected_says_nothing_was_taken() -> None:
    """Kills the 虎's event lost when every opponent is protected by 筆: the activation says what happened."""
    me = {"board": installed("b.dau.1", "b.uai.1")}
    shielded = full_deck({"seats": [me, {"rice": 3, "protected": True, "board": installed("r.io.1", "b.kua.1")},
                                      {"protected": True, "board": installed("r.kua.1")}]})
    state = act(state_from_json(shielded), 0, kind="discard")
    verdict = apply(state, 0, MokzoAction("activate", casts={"b.uai.1": 0},
                                          targets={"b.uai.1": {"age": {"seat": 0, "card": "b.dau.1"}}}))
    assert verdict.legal
    assert "b.dau.1: every opponent is protected by 筆, nothing taken" in verdict.events


def test_a_horse_at_the_summit_since_an_earlier_turn_means_the_final_round() -> None:
    """Kills the message of a state whose summit was reached in an earlier turn outside the final round."""
    data = full_deck({"seats": [{"position": 3}, {"position": 24}], "done": ["install_or_discard", "activate"]})
    with pytest.raises(RaceGameError) as caught:
        state_from_json(data)
    assert caught.value.message == "seat 1 reached the summit in an earlier turn, which began the final round"


def test_an_action_is_read_by_its_declared_fields() -> None:
    """Each field by its kind, naming it; a key no action has is refused naming it; a target is an object read
    later by the rules of its card; the JSON form writes every field."""
    for data, field in [({"kind": "install", "cards": "b.mun.1"}, "action.cards"),
                        ({"kind": "exchange", "coins": -1}, "action.coins"),
                        ({"kind": "activate", "casts": {"b.kua.1": 21}}, "action.casts.b.kua.1"),
                        ({"kind": "activate", "targets": {"b.kua.1": 1}}, "action.targets.b.kua.1"),
                        ({"kind": "end_turn", "colour": "red"}, "action.colour"),
                        ({"cards": []}, "action.kind")]:
        with pytest.raises(RaceGameError) as caught:
            MokzoAction.from_json(data)
        assert caught.value.field == field, data
    action = MokzoAction.from_json({"kind": "activate", "casts": {"b.kua.1": 4},
                                    "targets": {"b.kua.1": {"age": {"seat": 1, "card": "r.mun.1"}}}})
    assert action.to_json() == {"kind": "activate", "cards": [], "coins": 0, "pay": "rice", "casts": {"b.kua.1": 4},
                                "targets": {"b.kua.1": {"age": {"seat": 1, "card": "r.mun.1"}}}}
    assert MokzoAction.from_json(action.to_json()) == action
