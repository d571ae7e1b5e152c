"""The paper-Cetkaik games under their largest decks: every operation whose work or answer grows with the deck (or
with the hand the state holds) is charged for it before it runs (adjudicator.web.costs).

For each such operation, a request under the largest deck the rules accept (four copies of every card a colour) and
the fewest players (the largest hands) is answered within its charge (the cost audit of the ``app`` fixture fails a
test whose answer is longer than declared), is refused naming the field that drives its cost when the limits of one
request are set below its charge, and is charged more than the same request under the default deck. A larger deck is
refused naming the option.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from adjudicator.games.catalogue import GAMES
from adjudicator.games.paper_cetkaik import niekhi
from adjudicator.games.paper_cetkaik.cards import MAX_COPIES, DeckRules, Kind, sort_cards
from adjudicator.games.paper_cetkaik.combos import ALL_TYPES, ComboRules, combo_bound, enumerate_combos, group_bound
from adjudicator.web import create_app
from adjudicator.web.api import REGISTRY
from adjudicator.web.costs import Charge
from adjudicator.web.settings import Settings

#: The largest deck the rules accept: four copies of every kind a colour, 96 cards.
LARGEST = {kind.value: MAX_COPIES for kind in Kind}
PAPER = "/v1/paper-cetkaik"


def _charge(operation_id: str, body: dict[str, Any]) -> Charge:
    op = REGISTRY[operation_id]
    return op.charge(op.load(body))


def _refused_below(path: str, operation_id: str, body: dict[str, Any]) -> None:
    """Refused (422, naming the field its charge names) by limits of one request just below its charge, in work and
    in answer bytes."""
    charge = _charge(operation_id, body)
    assert charge.field is not None
    for limits in ({"max_units": charge.units - 1}, {"max_answer_bytes": charge.answer_bytes - 1}):
        client = create_app(Settings(log_level="WARNING", redis_url=None, **limits), document=False).test_client()
        refused = client.post(path, json=body)
        assert refused.status_code == 422, (limits, refused.get_json())
        assert list(refused.get_json()["errors"]["json"]) == [charge.field], refused.get_json()


def _started(client: Any, game: str, players: int, ruleset: Any, seed: int = 1) -> dict[str, Any]:
    started = client.post("/v1/games/start", json={"game": game, "players": players, "seed": seed,
                                                     "ruleset": ruleset})
    assert started.status_code == 200, started.get_json()
    state: dict[str, Any] = started.get_json()["state"]
    return state


# --- the option bounded -------------------------------------------------------------------------------------------


def test_a_deck_of_more_copies_than_the_rules_accept_is_refused_naming_the_option(client: Any) -> None:
    deck = {**LARGEST, "Uai1": MAX_COPIES + 1}
    refused = client.post("/v1/games/start", json={"game": "niekhi", "seed": 1, "ruleset": {"deck": deck}})
    assert refused.status_code == 422
    assert list(refused.get_json()["errors"]["json"]) == ["ruleset.deck.composition.Uai1"]
    assert f"0..{MAX_COPIES}" in refused.get_json()["message"]
    refused = client.post(f"{PAPER}/niekhi/match/new", json={"seats": ["A", "B", "C"], "seed": 1,
                                                             "ruleset": {"deck": deck}})
    assert refused.status_code == 422 and "ruleset.deck.composition.Uai1" in refused.get_json()["errors"]["json"]
    stated = {**_started(client, "niekhi", 3, {"deck": LARGEST}), "ruleset": {"deck": deck}}
    refused = client.post("/v1/games/actions", json={"game": "niekhi", "state": stated})
    assert refused.status_code == 422
    assert list(refused.get_json()["errors"]["json"]) == ["state.ruleset.deck.composition.Uai1"]


# --- /v1/games ----------------------------------------------------------------------------------------------------

#: Each game with a deck option, and its fewest players (the largest hands).
DECKED = [("niekhi", 3), ("nine", 2), ("mokkaik", 2), ("makhup", 2), ("taxot", 2)]


@pytest.mark.parametrize(("game", "players"), DECKED)
def test_games_operations_under_the_largest_deck_are_charged_what_they_cost(client: Any, game: str,
                                                                              players: int) -> None:
    state = _started(client, game, players, {"deck": LARGEST})
    body = {"game": game, "state": state}
    listed = client.post("/v1/games/actions", json=body)
    assert listed.status_code == 200 and listed.get_json()["count"] > 0
    action = listed.get_json()["actions"][0]
    applied = client.post("/v1/games/apply", json={**body, "action": action})
    assert applied.status_code == 200 and applied.get_json()["legal"], applied.get_json()
    assert client.post("/v1/games/describe", json=body).status_code == 200
    # charged more than the same request under the default deck, for the work the deck makes
    default = {"game": game, "state": _started(client, game, players, None)}
    for operation_id, extra in (("list_game_actions", {}), ("apply_game_action", {"action": action}),
                                ("describe_game", {})):
        assert _charge(operation_id, {**body, **extra}).units > _charge(operation_id, {**default, **extra}).units


@pytest.mark.parametrize(("path", "operation_id"), [("/v1/games/actions", "list_game_actions"),
                                                    ("/v1/games/describe", "describe_game")])
def test_games_operations_under_the_largest_deck_are_refused_below_their_charge(client: Any, path: str,
                                                                                  operation_id: str) -> None:
    body = {"game": "niekhi", "state": _started(client, "niekhi", 3, {"deck": LARGEST})}
    _refused_below(path, operation_id, body)


def test_listing_niekhi_actions_is_charged_by_the_hand_to_play(client: Any) -> None:
    """連友 under its largest deck lists tens of thousands of actions at the first turn: charged far more than under
    the default deck, and than its fixed cost; refused naming the state when that is over the limits."""
    big = {"game": "niekhi", "state": _started(client, "niekhi", 3, {"deck": LARGEST})}
    listed = client.post("/v1/games/actions", json=big)
    assert listed.status_code == 200 and listed.get_json()["count"] > 10_000
    charge = _charge("list_game_actions", big)
    assert charge.field == "state" and charge.units >= 1_000 and charge.answer_bytes >= len(listed.data)
    small = _charge("list_game_actions", {"game": "niekhi", "state": _started(client, "niekhi", 3, None)})
    assert charge.units > 5 * small.units


def test_listing_namtou_actions_is_charged_by_the_stake(client: Any) -> None:
    """開樽 lists a 加行 of every amount up to the stake: a game brought with a large stake is charged for it."""
    new = client.post(f"{PAPER}/namtou/match/new", json={"seats": ["A", "B"], "seed": 1, "stake": 20_000})
    assert new.status_code == 200, new.get_json()
    body = {"game": "namtou", "state": new.get_json()["state"]}
    listed = client.post("/v1/games/actions", json=body)
    assert listed.status_code == 200
    charge = _charge("list_game_actions", body)
    assert charge.answer_bytes >= len(listed.data) and listed.get_json()["count"] > 10_000
    default = client.post(f"{PAPER}/namtou/match/new", json={"seats": ["A", "B"], "seed": 1}).get_json()["state"]
    assert charge.units > _charge("list_game_actions", {"game": "namtou", "state": default}).units
    _refused_below("/v1/games/actions", "list_game_actions", body)


# --- the games' own operations ------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["niekhi", "nine", "mokkaik", "makhup", "taxot"])
def test_whole_game_operations_under_the_largest_deck_are_charged_what_they_cost(client: Any, game: str) -> None:
    seats = ["A", "B", "C"] if game == "niekhi" else ["A", "B"]
    ruleset = {"deck": LARGEST}
    new = client.post(f"{PAPER}/{game}/match/new", json={"seats": seats, "seed": 1, "ruleset": ruleset})
    assert new.status_code == 200, new.get_json()
    body = {"state": new.get_json()["state"], "ruleset": ruleset}
    listing = "actions" if game == "taxot" else "plays"
    listed = client.post(f"{PAPER}/{game}/match/{listing}", json=body)
    assert listed.status_code == 200, listed.get_json()
    operation_id = f"list_{game}_match_{listing}"
    default = {"state": client.post(f"{PAPER}/{game}/match/new", json={"seats": seats, "seed": 1}).get_json()["state"]}
    assert _charge(operation_id, body).units > _charge(operation_id, default).units
    _refused_below(f"{PAPER}/{game}/match/{listing}", operation_id, body)


def test_niekhi_plays_are_charged_by_the_hand_to_play(client: Any) -> None:
    ruleset = {"deck": LARGEST}
    new = client.post(f"{PAPER}/niekhi/match/new", json={"seats": ["A", "B", "C"], "seed": 1, "ruleset": ruleset})
    match = new.get_json()["state"]
    body = {"state": match, "ruleset": ruleset}
    listed = client.post(f"{PAPER}/niekhi/match/plays", json=body)
    assert listed.status_code == 200 and len(listed.get_json()["combos"]) > 1_000
    charge = _charge("list_niekhi_match_plays", body)
    assert charge.field == "state" and charge.answer_bytes >= len(listed.data)
    play = listed.get_json()["combos"][0]["cards"]
    applied = client.post(f"{PAPER}/niekhi/match/apply", json={**body, "player": match["to_play"], "cards": play})
    assert applied.status_code == 200 and applied.get_json()["legal"], applied.get_json()
    # one season's state, as /niekhi/plays takes it, its hands cut to 20 cards (the rest on the discard pile)
    season = dict(match["season"])
    hands = {p: cards[:20] for p, cards in season["hands"].items()}
    discard = [*season["discard"], *(c for cards in season["hands"].values() for c in cards[20:])]
    single = {"state": {"seats": season["seats"], "hands": hands, "to_play": season["to_play"], "discard": discard},
              "ruleset": ruleset}
    plays = client.post(f"{PAPER}/niekhi/plays", json=single)
    assert plays.status_code == 200, plays.get_json()
    assert _charge("list_niekhi_plays", single).units > _charge("list_niekhi_plays", {"state": single["state"]}).units
    _refused_below(f"{PAPER}/niekhi/plays", "list_niekhi_plays", single)


# --- the bounds the charges are read from ---------------------------------------------------------------------------


def test_the_bounds_hold_for_random_hands_of_every_deck() -> None:
    rng = random.Random(7)
    for _ in range(60):
        deck = DeckRules(tuple([rng.randint(1, MAX_COPIES)] * len(Kind))).cards()
        hand = sort_cards(rng.sample(deck, rng.randint(1, min(16, len(deck)))))
        for rules, types in ((niekhi.DEFAULT_RULES.combos, niekhi.COMBO_TYPES), (ComboRules(), ALL_TYPES),
                             (ComboRules(ship_wild_in_single=True, seq_allow_king_as_9=True, min_seq=2,
                                         seq_one_colour=False, seq_of_sets_min_ranks=2), niekhi.COMBO_TYPES)):
            combos = enumerate_combos(hand, rules, types)
            assert len({c.cards for c in combos}) <= group_bound(hand, rules, types)
            assert len(combos) <= combo_bound(hand, rules, types)


@pytest.mark.parametrize("game", ["niekhi", "nine", "mokkaik", "makhup"])
def test_the_listing_bound_holds_over_seeded_games(game: str) -> None:
    played = GAMES[game].under({"deck": {kind.value: 2 for kind in Kind}})
    rng = random.Random(game)
    state = played.new(3, min(played.players))
    for _ in range(30):
        bound = played.listing_bound(played.state_to_json(state))
        actions = played.legal_actions(state)
        assert bound is not None and len(actions) <= bound[0]
        assert all(len(json.dumps(played.action_to_json(a), ensure_ascii=False, separators=(",", ":")).encode())
                   <= bound[1] for a in actions)
        if not actions:
            break
        state = played.apply(state, rng.choice(list(actions))).state
    assert played.scale() == len(played.rules.deck.cards()) / 48  # type: ignore[attr-defined]
