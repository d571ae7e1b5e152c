"""For every game of the catalogue, rules other than its defaults and where a game under them first behaves
differently from the same game under the defaults (tests/unit/test_game_rules.py plays them through the library,
tests/api/test_games_rules_api.py over HTTP).

:func:`first_difference` plays both games side by side from the same seed, the same action (by its place in the
list) at each ply, and says at which ply and in what they first part: the state (its JSON form, without the rules it
states), the legal actions, or the outcomes of the action played.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from adjudicator.games.game import RULESET, Game

#: 終季's deck with a second copy of 兵 (Nuak1) and of 王 (Io) per colour: the book's is 1 of each.
BIGGER_DECK = {"Nuak1": 2, "Mun1": 3, "Kauk2": 4, "Gua2": 2, "Kaun1": 2, "Dau2": 2, "Maun1": 2, "Kua2": 2,
               "Tuk2": 2, "Uai1": 2, "Io": 2, "Tam2": 1}


@dataclass(frozen=True)
class Ruled:
    """Rules of a game, the players it is set up for, and where it first differs from the defaults: ``what``
    (``state``, ``actions`` or ``outcomes``) at ply ``ply``, because ``why``."""

    rules: Any
    what: str
    ply: int
    why: str
    players: int | None = None


RULED: dict[str, Ruled] = {
    "cetkaik": Ruled("old_cetkaik", "state", 0, "古机戦 starts from its own arrangement, one season"),
    "jujai": Ruled({"sticks": 2}, "outcomes", 0, "a throw of two sticks has three casts, not six"),
    "lauzait_cep": Ruled({"action_order": "any"}, "state", 1,
                         "a Hiring does not end the Day when the actions may come in any order"),
    "letiles": Ruled({"first_tile": "anywhere"}, "actions", 0, "the first tile need not cover the middle"),
    "lutu": Ruled({"multi_bets": True}, "actions", 0, "a child may bet on any set of numbers, not on one"),
    "makhup": Ruled({"draw_to": "hand"}, "state", 6, "a card drawn goes to the hand, not to a new road"),
    "makkaik": Ruled({"exchange_optional": True}, "actions", 0, "the first exchange may be skipped"),
    "mokkaik": Ruled({"combos": {"wild": None}}, "actions", 0, "船 is no longer wild"),
    "mokzo": Ruled({"start_coin": 10}, "state", 0, "every seat starts with 10 coins"),
    "namtou": Ruled({"hand_size": 3}, "state", 0, "three cards are dealt to a hand, not two"),
    "netxiju": Ruled({"randomizer": "d6"}, "outcomes", 0, "a die's six faces, not six sticks' seven casts"),
    "niekhi": Ruled({"remainder": "uneven"}, "state", 0, "the 48 cards are all dealt among five, unevenly", 5),
    "nine": Ruled({"deck": BIGGER_DECK}, "state", 0, "a deck of other cards is dealt"),
    "renkeki": Ruled({"first_throw_can_bust": True}, "outcomes", 0, "a first throw of 0 or 1 already loses"),
    "ships": Ruled({"sticks": 1}, "actions", 1, "one stick casts 0 or 1, so fewer moves are open"),
    "taxot": Ruled({"deck": BIGGER_DECK}, "state", 0, "a deck of other cards is dealt"),
    "utage": Ruled({"dice_per_player": 3}, "state", 0, "each player rolls three dice, not six"),
}

SEED = 5


def bare(written: Any) -> Any:
    """A state's JSON form without the rules it states."""
    return {k: v for k, v in written.items() if k != RULESET} if isinstance(written, dict) else written


def first_difference(default: Game[Any, Any], ruled: Game[Any, Any], players: int | None,
                     plies: int = 60) -> tuple[str, int] | None:
    """Where the two games first part, played side by side from :data:`SEED` (None: they never do)."""
    rng = random.Random(default.name)
    one, other = default.new(SEED, players), ruled.new(SEED, players)
    for ply in range(plies):
        if bare(default.state_to_json(one)) != bare(ruled.state_to_json(other)):
            return "state", ply
        listed = list(default.legal_actions(one))
        if [default.action_to_json(a) for a in listed] != [ruled.action_to_json(a) for a in ruled.legal_actions(other)]:
            return "actions", ply
        if not listed:
            return None
        index = rng.randrange(len(listed))
        step, ruled_step = default.apply(one, listed[index]), ruled.apply(other, ruled.legal_actions(other)[index])
        if ([(o.probability, bare(default.state_to_json(o.state))) for o in step.outcomes]
                != [(o.probability, bare(ruled.state_to_json(o.state))) for o in ruled_step.outcomes]):
            return "outcomes", ply
        one, other = step.state, ruled_step.state
    return None
