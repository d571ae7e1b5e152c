"""Every game through one set of operations, built on the library's game interface (:mod:`adjudicator.games.game`).

``/v1/games/catalogue`` lists the games; ``/v1/games/start``, ``/v1/games/actions``, ``/v1/games/apply`` and
``/v1/games/describe`` set one up, list what the seat to play may do, adjudicate an action and draw the state, for
any game named in the request. Nothing here knows a game: each call goes to the game's
:class:`~adjudicator.games.game.Game` (its state and action JSON forms, its legal actions, its verdicts and its
result), so a game added to the library's catalogue is served here with no code of its own. The games' own
operations (``/v1/cetkaik``, ``/v1/letiles``, ...) stay: they take partial states and the questions particular to a
game (scores of a hand, the odds of a deal) that a whole-game interface does not ask.

Rules: ``start`` sets a game up under its ``ruleset``, the game's own rules JSON (what its own operations take as
their ``ruleset``, read by the game's reader: :meth:`~adjudicator.games.game.Game.under`; the catalogue lists each
game's options with their defaults, and its presets). The state it answers states them (under ``ruleset``: the
options that differ from the defaults, or LETILES's own full ruleset), and every operation reads a state under the
rules it states (:meth:`~adjudicator.games.game.Game.read_state`), so a state sent back as it was answered is played
under the rules it was set up under; no request names the rules again. (The library names a refused option
``rules.<option>``; the request field is ``ruleset``, so the 422 names ``ruleset.<option>``.)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Final

import marshmallow as ma
from marshmallow.validate import OneOf, Range

from adjudicator.games.catalogue import GAMES
from adjudicator.games.errors import RulesError
from adjudicator.games.game import RULESET, Game, NotListed, Result
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, ProbabilitySchema, VerdictSchema, probability, under
from adjudicator.web.costs import SMALL_ANSWER, Charge, custom, flat
from adjudicator.web.fields import Boolean, nested, nested_list, random_seed, seed_field

ops = Operations("games", "/v1/games", "Every game through one interface: set a game up, list the legal actions of "
                                       "the seat to play, adjudicate an action (with the exact outcomes where "
                                       "chance decides), read the result and a drawing of the state.")
blp = ops.blp

#: What answering costs, by game and operation: work units (about a millisecond of a core, pure Python) and the
#: most bytes an answer can weigh, from the worst of seeded random games (``adjudicator bench`` plays them) with
#: room to spare, under the default rules and under rules of the game's own (presets, and options that make more to
#: list or to adjudicate: 行山's resources and moves a turn, 獣裁's sticks, 新遊's bets on several numbers, ...).
#: ``actions``: read the state and list every action; ``apply``: read the state and the action, adjudicate it and
#: write every outcome; ``describe``: read and draw the state.
COSTS: Final[dict[str, dict[str, tuple[float, int]]]] = {
    "cetkaik": {"actions": (5, 32 << 10), "apply": (40, 96 << 10), "describe": (10, SMALL_ANSWER)},
    "lauzait_cep": {"actions": (80, 128 << 10), "apply": (100, 32 << 10), "describe": (8, SMALL_ANSWER)},
    "letiles": {"actions": (130, 256 << 10), "apply": (8, 32 << 10), "describe": (10, 32 << 10)},
    "utage": {"actions": (2, SMALL_ANSWER), "apply": (2, SMALL_ANSWER), "describe": (1, SMALL_ANSWER)},
    "ships": {"actions": (2, SMALL_ANSWER), "apply": (2, SMALL_ANSWER), "describe": (1, SMALL_ANSWER)},
    "mokzo": {"actions": (25, SMALL_ANSWER), "apply": (15, 32 << 10), "describe": (4, 32 << 10)},
    "netxiju": {"actions": (1, SMALL_ANSWER), "apply": (2, SMALL_ANSWER), "describe": (1, SMALL_ANSWER)},
    "niekhi": {"actions": (210, 512 << 10), "apply": (16, 32 << 10), "describe": (15, SMALL_ANSWER)},
    "nine": {"actions": (110, 64 << 10), "apply": (12, 32 << 10), "describe": (12, SMALL_ANSWER)},
    "makhup": {"actions": (12, SMALL_ANSWER), "apply": (12, 32 << 10), "describe": (9, SMALL_ANSWER)},
    "mokkaik": {"actions": (35, 64 << 10), "apply": (6, 32 << 10), "describe": (10, SMALL_ANSWER)},
    "taxot": {"actions": (110, SMALL_ANSWER), "apply": (120, 32 << 10), "describe": (36, 32 << 10)},
    "makkaik": {"actions": (5, SMALL_ANSWER), "apply": (12, 32 << 10), "describe": (5, SMALL_ANSWER)},
    "namtou": {"actions": (5, SMALL_ANSWER), "apply": (6, 32 << 10), "describe": (5, SMALL_ANSWER)},
    "jujai": {"actions": (1, SMALL_ANSWER), "apply": (8, 32 << 10), "describe": (1, SMALL_ANSWER)},
    "renkeki": {"actions": (3, SMALL_ANSWER), "apply": (8, 32 << 10), "describe": (3, SMALL_ANSWER)},
    "lutu": {"actions": (1, SMALL_ANSWER), "apply": (1, 32 << 10), "describe": (1, SMALL_ANSWER)},
}


#: What listing actions costs where it grows with the state (:meth:`~adjudicator.games.game.Game.listing_bound`: the
#: hand to play, the deck and the players the rules deal it from, a stake): units for each action the bound allows,
#: measured over seeded games under the default deck and decks of two and four copies of every card (the most a deck
#: may hold), the fewest and the usual players, with room to spare. The answer is charged the bound's bytes.
PER_LISTED: Final[dict[str, float]] = {"niekhi": 0.2, "nine": 0.1, "mokkaik": 0.1, "makhup": 0.02, "namtou": 0.01}
#: Bytes of an answer besides its actions (the game, the seat to play, the result).
_LISTING_BYTES: Final = 1 << 10
#: The most a charge of listing actions is declared to reach (a request charged more is refused by the limits).
_MOST_LISTED: Final = 30_000.0


def _stated(game: Game[Any, Any], state: Any) -> Game[Any, Any]:
    """The game under the rules ``state`` states, read alone (the game itself when they cannot be read: reading the
    state refuses them before any work)."""
    stated = state.get(RULESET) if isinstance(state, dict) else None
    try:
        with under(None):
            return game.under(stated)
    except RulesError:
        return game


def _cost(operation: str) -> Any:
    """The charge of ``operation`` on a state: the game's measured cost (COSTS) times how much larger the rules the
    state states make it (:meth:`~adjudicator.games.game.Game.scale`: a larger deck); for ``actions``, at least what
    the bound of the actions to list says (PER_LISTED)."""
    table = {name: costs[operation] for name, costs in COSTS.items()}

    def charge(args: dict[str, Any]) -> Charge:
        units, answer_bytes = table[args["game"]]
        played = _stated(GAMES[args["game"]], args["state"])
        scale = played.scale()
        if scale == 1 and (operation != "actions" or args["game"] not in PER_LISTED):
            return Charge(units, answer_bytes, "game")
        units, answer_bytes = units * scale, int(answer_bytes * scale)
        listed = played.listing_bound(args["state"]) if operation == "actions" else None
        if listed is not None:
            count, each = listed
            units = max(units, PER_LISTED[args["game"]] * count)
            answer_bytes = max(answer_bytes, _LISTING_BYTES + count * each)
        return Charge(units, answer_bytes, "state")

    most = max(units for units, _ in table.values())
    grows = ", more for rules that make a state larger (a larger deck: the units and bytes times its cards over the " \
            "default's)"
    listed = "; listing actions also grows with the actions the hand to play may make (a bound read from the state)"
    return custom(charge, _MOST_LISTED if operation == "actions" else most * 2,
                  f"units by game (from {min(u for u, _ in table.values()):g} to {most:g}){grows}"
                  f"{listed if operation == 'actions' else ''}")


#: The names the library gives the whole of what it reads (dropped from an error's path, which then starts from the
#: request field it was read from).
_ROOTS: Final = ("state", "position", "match", "game", "action", "play", "placement")
_HEAD: Final = re.compile(r"[A-Za-z_]\w*")


def _rooted(path: str | None, root: str) -> str:
    if not path:
        return root
    head = _HEAD.match(path)
    if head is not None and head.group(0) in _ROOTS:
        return root + path[head.end():]
    return f"{root}.{path}" if not path.startswith("[") else root + path


@contextmanager
def _reading(root: str) -> Iterator[None]:
    """A library refusal of what is read from the request field ``root``, its path starting from ``root``."""
    try:
        with under(None):  # a compiled reader's refusal of a value's type, as a RulesError
            yield
    except NotListed:
        raise
    except RulesError as exc:
        raise RulesError(exc.message, _rooted(exc.field, root)) from exc


def _state(game: Game[Any, Any], data: dict[str, Any]) -> tuple[Game[Any, Any], Any]:
    """The game under the rules the state states, and the state read under them."""
    with _reading("state"):
        return game.read_state(data)




def _result(result: Result) -> JSON:
    return {"over": result.over, "winners": list(result.winners), "scores": [str(s) for s in result.scores]}


def _where(game: Game[Any, Any], state: Any) -> JSON:
    """Whose decision it is and the result so far, as every answer gives them."""
    return {"to_play": game.to_play(state), "result": _result(game.result(state))}


# --- schemas -----------------------------------------------------------------------------------------------------

_NAMES = sorted(GAMES)
_MOST_PLAYERS = max(max(game.players) for game in GAMES.values())


def _game_field() -> ma.fields.String:
    return ma.fields.String(required=True, validate=OneOf(_NAMES), metadata={
        "description": "the game, by its name in GET /v1/games/catalogue", "example": "letiles"})


def _state_field(description: str) -> ma.fields.Dict:
    return ma.fields.Dict(required=True, metadata={"description": description})


class GameEntrySchema(ma.Schema):
    """A game the service referees."""

    game = ma.fields.String(required=True, metadata={"description": "its name, as requests give it"})
    player_counts = ma.fields.List(fields.Integer(), required=True, metadata={
        "description": "the numbers of players it can be set up for"})
    usual_players = fields.Integer(required=True, metadata={
        "description": "the number of players start sets it up for when none is given"})
    text_form = Boolean(required=True, metadata={
        "description": "the game has a one-line text notation of its states (describe gives it)"})
    default_ruleset = ma.fields.Dict(required=True, allow_none=True, metadata={
        "description": "its rule options, each at its default, in the form start's ruleset takes them (the game's "
                       "own operations' ruleset); null: it has none"})
    presets = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "the presets start's ruleset may name instead of an object of options (empty: none)"})


class GamesSchema(ma.Schema):
    """Every game the service referees through this interface."""

    games = nested_list(GameEntrySchema)


class ResultSchema(ma.Schema):
    """Where the game stands."""

    over = Boolean(required=True)
    winners = ma.fields.List(fields.Integer(), required=True, metadata={
        "description": "the seats that won (every seat of a draw; empty while the game goes on)"})
    scores = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "each seat's score or net amount so far, in seat order, as an exact amount ('12', '-3/2'); "
                       "empty where the game keeps none"})


def _placed(description: str) -> dict[str, ma.fields.Field[Any]]:
    """The fields every answer about a state has: whose decision it is and the result so far."""
    return {
        "to_play": fields.Integer(required=True, allow_none=True, metadata={
            "description": f"the seat whose decision it is {description}, from 0; null once the game is over"}),
        "result": nested(ResultSchema),
    }


class StartGameRequestSchema(ma.Schema):
    """Set a game up."""

    game = _game_field()
    players = fields.Integer(validate=Range(1, _MOST_PLAYERS), metadata={
        "description": "how many players (the game's usual number when absent; see player_counts)"})
    seed = seed_field("deals or sets the game up, and draws its chance (else drawn at random and returned)")
    rules = ma.fields.Raw(allow_none=True, data_key="ruleset", metadata={
        "description": "the rules to play under, as the game's own operations take their ruleset: an object of "
                       "options (those left out at their defaults) or, where the game has presets, a preset's name "
                       "(GET /v1/games/catalogue lists each game's options, defaults and presets); absent or null: "
                       "the defaults. Rules the game does not accept are a 422 naming ruleset.<option>",
        "oneOf": [{"type": "object", "additionalProperties": True}, {"type": "string"}, {"type": "null"}],
        "example": {"first_tile": "anywhere"}})


StartedGameSchema = fields.schema(
    "StartedGameSchema", "A new game.",
    game=ma.fields.String(required=True),
    seed=fields.Integer(required=True, metadata={"description": "the seed it was set up with"}),
    ruleset=ma.fields.Dict(required=True, allow_none=True, metadata={
        "description": "the effective ruleset, every option of the rules it is played under (null: the game has no "
                       "rule options); the state states those that differ from the defaults under its own ruleset, "
                       "so that it is played under them when sent back"}),
    state=_state_field("the game's state: send it back as it is (it states the rules it is played under)"),
    **_placed("in the new game"),
)


class GameStateRequestSchema(ma.Schema):
    """A game's state."""

    game = _game_field()
    state = _state_field("the state, as start or apply returned it, played under the rules it states under ruleset "
                         "(or as the game's own operations write it: the default rules)")


GameActionsSchema = fields.schema(
    "GameActionsSchema", "What the seat to play may do.",
    game=ma.fields.String(required=True),
    **_placed("(the seat these actions are for)"),
    count=fields.Integer(required=True),
    actions=ma.fields.List(ma.fields.Raw(), required=True, metadata={
        "description": "every legal action, in the game's own JSON form (send one to apply as it is)"}),
)


class ApplyGameActionRequestSchema(GameStateRequestSchema):
    """An action to adjudicate."""

    action = ma.fields.Raw(required=True, metadata={
        "description": "the action, in the form actions lists (a well-formed action that is not legal is answered "
                       "legal: false with the reason)"})


class GameOutcomeSchema(ma.Schema):
    """One state an action may lead to, with its exact probability."""

    probability = nested(ProbabilitySchema)
    state = _state_field("the state it leads to")


GameVerdictSchema = fields.schema(
    "GameVerdictSchema", "An adjudicated action.", VerdictSchema,
    state=_state_field("the state after the action (drawn from the state's seed where chance decides); the state "
                       "sent when the action is not legal"),
    **_placed("after the action"),
    outcomes=ma.fields.List(ma.fields.Nested(GameOutcomeSchema), required=True, metadata={
        "description": "where chance decides, every state the action may lead to with its exact probability (they "
                       "sum to 1; state is one of them); empty when the result is certain"}),
)

DescribedGameSchema = fields.schema(
    "DescribedGameSchema", "A state drawn for a reader.",
    game=ma.fields.String(required=True),
    **_placed("now"),
    description=ma.fields.String(required=True, metadata={
        "description": "the board or table, several lines (for people: its layout may change between versions)"}),
    text=ma.fields.String(required=True, allow_none=True, metadata={
        "description": "the game's own one-line text form of the state, where it has one"}),
)

# --- operations ----------------------------------------------------------------------------------------------------

_EXAMPLE_STATE: Final = GAMES["netxiju"].state_to_json(GAMES["netxiju"].new(seed=1))


@ops.get("/catalogue", None, GamesSchema, cost=flat(1))
def list_games() -> JSON:
    """List the games served through this interface"""
    return {"games": [{"game": name, "player_counts": list(game.players),
                       "usual_players": game.usual_players,
                       "text_form": game.to_text(game.new(seed=0)) is not None,
                       "default_ruleset": game.default_rules_json(), "presets": list(game.rule_presets)}
                      for name, game in sorted(GAMES.items())]}


@ops.post("/start", StartGameRequestSchema, StartedGameSchema, cacheable=lambda args: args["seed"] is not None,
          example={"game": "letiles", "players": 2, "seed": 1, "ruleset": {"first_tile": "anywhere"}}, cost=flat(2))
def start_game(game: str, seed: int | None, players: int | None = None, rules: Any = None) -> JSON:
    """Set a game up from a seed, under its rules

    The state a new game starts from, dealt or set up from `seed` for `players` (the game's usual number when
    absent), under `ruleset` (the defaults when absent). Seats are numbered from 0; `to_play` is the seat whose
    decision it is. The state states the rules it is played under: sent back as it is, it is played under them."""
    seed = random_seed() if seed is None else seed
    if players is not None and players not in GAMES[game].players:
        raise RulesError(f"{game} is played by {', '.join(map(str, GAMES[game].players))} players, not {players}",
                         "players")
    with under(None):  # a compiled reader's refusal of a value's type, as a RulesError
        played = GAMES[game].under(rules)
    state = played.new(seed, players)
    return {"game": game, "seed": seed, "ruleset": played.rules_json(), "state": played.state_to_json(state),
            **_where(played, state)}


@ops.post("/actions", GameStateRequestSchema, GameActionsSchema, example={"game": "netxiju", "state": _EXAMPLE_STATE},
          cost=_cost("actions"))
def list_game_actions(game: str, state: dict[str, Any]) -> JSON:
    """List every legal action of the seat to play

    In the game's own JSON form, in a stable order; empty once the game is over."""
    played, read = _state(GAMES[game], state)
    actions = [played.action_to_json(action) for action in played.legal_actions(read)]
    return {"game": game, **_where(played, read), "count": len(actions), "actions": actions}


@ops.post("/apply", ApplyGameActionRequestSchema, GameVerdictSchema,
          example={"game": "netxiju", "state": _EXAMPLE_STATE, "action": "throw"}, cost=_cost("apply"))
def apply_game_action(game: str, state: dict[str, Any], action: Any) -> JSON:
    """Adjudicate an action of the seat to play

    `legal: false` with the reason for an action the rules do not allow (the state is then the one sent); a
    malformed action is a 422 naming the part. Where chance decides (a cast of the sticks, a die), `outcomes`
    lists every state the action may lead to with its exact probability, and `state` is the one drawn from the
    state's seed."""
    played, read = _state(GAMES[game], state)
    try:
        with _reading("action"):
            chosen = played.action_from_json(read, action)
    except NotListed as exc:
        return {"legal": False, "reason": exc.message, "state": state, **_where(played, read), "outcomes": []}
    verdict = played.apply(read, chosen)
    after = played.state_to_json(verdict.state) if verdict.legal else state
    return {"legal": verdict.legal, "reason": verdict.reason, "state": after, **_where(played, verdict.state),
            "outcomes": [{"probability": probability(o.probability), "state": played.state_to_json(o.state)}
                         for o in verdict.outcomes]}


@ops.post("/describe", GameStateRequestSchema, DescribedGameSchema,
          example={"game": "netxiju", "state": _EXAMPLE_STATE}, cost=_cost("describe"))
def describe_game(game: str, state: dict[str, Any]) -> JSON:
    """Draw a state for a reader

    The board or table as lines of text, the game's one-line text form where it has one, whose decision it is
    and the result so far."""
    played, read = _state(GAMES[game], state)
    return {"game": game, **_where(played, read), "description": played.describe(read), "text": played.to_text(read)}
