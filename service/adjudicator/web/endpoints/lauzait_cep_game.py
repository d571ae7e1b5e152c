"""A whole game of Lauzait Cep! over HTTP, declared once each: new (seeded), the legal actions, apply an action.

Players are seats 0..n-1; a game state carries the Season, the totals by seat, the play order, whose Day it is
(``to_play``), whether the game is over (``over``) and, then, the ``winners``. Send a state back as it is.
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.lauzait_cep import game as lauzait
from adjudicator.games.lauzait_cep.rulesets import Ruleset
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, VerdictSchema, example_answer

ops = Operations(
    "lauzait-cep-game",
    "/v1/lauzait-cep/game",
    "A whole game of Lauzait Cep!: Seasons, starting player and direction, Days, declarations, totals, the end",
)
blp = ops.blp


def ruleset_field() -> fields.LibraryField:
    """The ruleset: a preset name or an options object."""
    return fields.LibraryField(Ruleset.from_json, load_default=Ruleset,
                               metadata={"description": "a preset name ('default', 'english') or an options object"})


class LauzaitNewGameRequestSchema(ma.Schema):
    """Start a game."""

    players = fields.Integer(required=True, validate=Range(2, 4), metadata={"description": "seats 0..n-1"})
    seed = fields.Integer(required=True, validate=fields.SEED_RANGE, metadata={"description": "the deals come from it"})
    luminous = fields.Boolean(load_default=False, metadata={"description": "the optional luminous piece"})
    ruleset = ruleset_field()


class LauzaitSeasonEndSchema(ma.Schema):
    """How a Season ended."""

    season = fields.Integer(required=True)
    declarer = fields.Integer(required=True, metadata={"description": "the seat that declared"})
    grounds = ma.fields.String(required=True, metadata={"description": "revealed, concealed or stalemate"})
    points = fields.Integer(required=True)
    scores = ma.fields.List(ma.fields.Dict(), required=True, metadata={"description": "formation scores"})


class LauzaitGameSchema(ma.Schema):
    """A game of Lauzait Cep!: send it back as it is with the next action."""

    players = fields.Integer(required=True)
    seed = fields.Integer(required=True)
    season = fields.Integer(required=True, metadata={"description": "1-based"})
    seasons = fields.Integer(required=True, metadata={"description": "as many as players"})
    scores = ma.fields.List(fields.Integer(), required=True, metadata={"description": "the totals by seat"})
    order = ma.fields.List(fields.Integer(), required=True, metadata={"description": "the seats in play order"})
    day = fields.Integer(required=True, metadata={"description": "Days played in this Season"})
    done = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "the Day's actions so far"})
    position = ma.fields.Dict(required=True, metadata={"description": "board and hands (in play order)"})
    to_play = fields.Integer(required=True, allow_none=True, metadata={"description": "the seat whose Day it is"})
    over = fields.Boolean(required=True)
    winners = ma.fields.List(fields.Integer(), required=True)
    last_season = fields.nested(LauzaitSeasonEndSchema, allow_none=True)


class LauzaitGameAnswerSchema(ma.Schema):
    """A game and its ruleset."""

    game = fields.nested(LauzaitGameSchema)
    stalemate = fields.Boolean(required=True, metadata={"description": "the player to play can only declare"})


@ops.post("/new", "start_lauzait_cep_game", LauzaitNewGameRequestSchema, LauzaitGameAnswerSchema,
          example={"players": 2, "seed": 7})
def start_lauzait_cep_game(players: int, seed: int, luminous: bool, ruleset: Ruleset) -> JSON:
    """Lauzait Cep!: start a game

    The first Season is dealt from the seed; the sticks (drawn from the seed too) decide its starter and direction.
    """
    game = lauzait.new_game(players, seed, ruleset, luminous)
    return {"game": game.to_json(), "stalemate": lauzait.stalemated(game)}


class LauzaitGameRequestSchema(ma.Schema):
    """A game as the service returned it."""

    game = ma.fields.Dict(required=True, metadata={"description": "the game as returned by the service"})
    ruleset = ruleset_field()


class LauzaitActionSchema(ma.Schema):
    """An action of the player whose Day it is."""

    action = ma.fields.String(required=True, validate=OneOf(lauzait.ACTIONS))
    index = fields.Integer(validate=Range(0, 2), metadata={"description": "dissolve: which revealed Department"})
    pieces = ma.fields.List(ma.fields.String(), validate=Length(3, 3), metadata={"description": "form: 3 pieces"})
    bonus = fields.Integer(validate=Range(0, 9), metadata={"description": "form: the bonus chosen (joker roles)"})
    discard = ma.fields.String(metadata={"description": "hire: the concealed piece discarded"})
    origin = ma.fields.String(metadata={"description": "hire: the square of the piece that moves"})
    destination = ma.fields.String(metadata={"description": "hire: where it moves"})
    cast = fields.Integer(validate=Range(0, 5), metadata={"description": "hire into water: the observed cast "
                                                                         "(else drawn from the seed)"})


class LauzaitActionsSchema(ma.Schema):
    """Every legal action of the player whose Day it is."""

    to_play = fields.Integer(required=True, allow_none=True)
    actions = fields.nested_list(LauzaitActionSchema)
    stalemate = fields.Boolean(required=True)


#: The game the examples play: the one the example of ``start_lauzait_cep_game`` deals.
_EXAMPLE_GAME = example_answer("start_lauzait_cep_game", {"players": 2, "seed": 7})["game"]


@ops.post("/actions", "list_lauzait_cep_game_actions", LauzaitGameRequestSchema, LauzaitActionsSchema,
          example={"game": _EXAMPLE_GAME})
def list_lauzait_cep_game_actions(game: dict[str, Any], ruleset: Ruleset) -> JSON:
    """Lauzait Cep!: list the legal actions of the player whose Day it is

    Every Hiring (each discard, move and, into water, each of the two outcomes by a representative cast), every
    Department that may be formed or dissolved, a declaration when allowed (also in Stalemate), and ending a Day
    whose Hiring is done when the action order lets a declaration follow it.
    """
    loaded = lauzait.LauzaitGame.from_json(game, ruleset)
    return {"to_play": loaded.to_play, "actions": [a.to_json() for a in lauzait.legal_actions(loaded)],
            "stalemate": lauzait.stalemated(loaded)}


class LauzaitApplyRequestSchema(LauzaitGameRequestSchema):
    """An action in a game."""

    seat = fields.Integer(required=True, validate=Range(0, 3), metadata={"description": "who acts"})
    action = ma.fields.Dict(required=True, metadata={"description": "as listed by the actions operation"})


class LauzaitStepSchema(VerdictSchema, LauzaitGameAnswerSchema):
    """The action adjudicated and the game after it."""

    points = fields.Integer(required=True, metadata={"description": "what the action paid (a refund is negative)"})
    season_end = fields.nested(LauzaitSeasonEndSchema, allow_none=True)


_EXAMPLE_ACTIONS = example_answer("list_lauzait_cep_game_actions", {"game": _EXAMPLE_GAME})


@ops.post("/apply", "apply_lauzait_cep_game_action", LauzaitApplyRequestSchema, LauzaitStepSchema,
          example={"game": _EXAMPLE_GAME, "seat": _EXAMPLE_ACTIONS["to_play"],
                   "action": _EXAMPLE_ACTIONS["actions"][0]})
def apply_lauzait_cep_game_action(game: dict[str, Any], ruleset: Ruleset, seat: int, action: dict[str, Any]) -> JSON:
    """Lauzait Cep!: apply an action (dissolve, form, declare, hire, end)

    An illegal action (out of turn, out of order, a discard after which nothing could move, ...) is `legal: false`
    with the game unchanged. A declaration scores, ends the Season and deals the next one (its starter the player
    with the fewest points) or, after as many Seasons as players, ends the game with its `winners`.
    """
    loaded = lauzait.LauzaitGame.from_json(game, ruleset)
    step = lauzait.apply(loaded, seat, lauzait.GameAction.from_json(action))
    return {**step.to_json(), "stalemate": lauzait.stalemated(step.game)}
