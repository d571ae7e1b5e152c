"""連友 (niekhi): deal a game, list and apply plays (with the 将's effects); and a whole game of seasons (new,
plays, apply; the whole-games group)."""

from __future__ import annotations

from typing import Any, Final

import marshmallow as ma
from marshmallow.validate import Length

from adjudicator.games.errors import RulesError
from adjudicator.games.paper_cetkaik import niekhi
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, notation, parse_cards
from adjudicator.games.paper_cetkaik.combos import combo_bound
from adjudicator.games.paper_cetkaik.common import missing_cards
from adjudicator.web import fields
from adjudicator.web.api import JSON, VerdictSchema, example_answer
from adjudicator.web.costs import SMALL_ANSWER, Charge, Cost, custom
from adjudicator.web.derived import Answer, document_part, register, response_schema
from adjudicator.web.endpoints.paper_cetkaik.common import (
    CardGame,
    WholeGame,
    combos_json,
    compact_combos,
    flags_field,
    games_ops,
    length_field,
    match_cost,
    points_cap_field,
    ruled_cost,
    whole_game_schema,
)
from adjudicator.web.fields import SEED_RANGE, Boolean, form_field, schema
from adjudicator.web.schemas.paper_cetkaik import (
    MAX_HAND,
    MAX_PLAYERS,
    NiekhiRulesSchema,
    NiekhiStateSchema,
    PaperCetkaikComboSchema,
    cards_field,
    compact_combos_fields,
    player_field,
    players_field,
    points_field,
)

Rules = niekhi.NiekhiRules
_HANDS = {"A": ["黒兵", "黒馬"], "B": ["黒弓", "黒筆"], "C": ["黒車"]}
#: Three players, A to lead, every other card played.
OPENING = {"seats": ["A", "B", "C"], "hands": _HANDS, "to_play": "A",
           "discard": notation(missing_cards(parse_cards([c for h in _HANDS.values() for c in h], "hands"),
                                             DEFAULT_DECK))}


#: Listing a hand's combos: units and answer bytes for each combo :func:`combo_bound` allows, measured on the first
#: hands of seeded games (the default deck and decks of two and four copies of every card, three and four players:
#: about 0.02 ms and 40 to 60 bytes a combo the bound allows), with room to spare.
PER_COMBO: Final = (0.05, 120)


def plays_cost(base: float, answer_bytes: int, *, whole: bool) -> Cost:
    """Listing the plays of a state (``whole``: a whole game's): ``base`` units and ``answer_bytes`` (a whole game's
    times the seasons it has reached, :func:`match_cost`), at least what the combos of the hand to play cost
    (:func:`combo_bound` of it, under the deck and combos of the ruleset)."""
    fixed = match_cost(base, 4, answer_bytes) if whole else ruled_cost(base, answer_bytes)

    def charge(args: dict[str, Any]) -> Charge:
        charged = fixed(args)
        rules = args["ruleset" if whole else "rules"]
        state = args["state"]
        season = state.get("season") if whole and isinstance(state, dict) else state
        player = state.get("to_play") if isinstance(state, dict) else None
        hands = season.get("hands") if isinstance(season, dict) else None
        if not isinstance(player, str) or not isinstance(hands, dict):
            return charged
        try:
            hand = parse_cards(hands.get(player, []), "hand", rules.deck)
        except RulesError:
            return charged  # reading the state refuses it
        combos = combo_bound(hand, rules.combos, niekhi.COMBO_TYPES)
        units, size = PER_COMBO[0] * combos, SMALL_ANSWER + PER_COMBO[1] * combos
        if units <= charged.units and size <= charged.answer_bytes:
            return charged
        return Charge(max(units, charged.units), max(size, charged.answer_bytes), "state")

    return custom(charge, MAX_LISTED, f"{fixed.description}; at least {PER_COMBO[0]:g} units and {PER_COMBO[1]} "
                                      "bytes for each combo a bound read from the hand to play allows")


#: The most a charge of listing plays is declared to reach (a request charged more is refused by the limits).
MAX_LISTED: Final = 30_000.0

GAME = CardGame(NiekhiRulesSchema, Rules.from_json, NiekhiStateSchema)
GAME.deal("Niekhi", "連友 game", "/niekhi/new", "start_niekhi_game", (3, MAX_PLAYERS), niekhi.new_game,
          summary="連友: shuffle and deal every card evenly from the dealer on (3 to 12 players); "
                  "the dealer leads\n\nThe cards that do not divide evenly stay unused (`remainder = unused`) or "
                  "are dealt on round the table.",
          example={"seats": ["A", "B", "C", "D"], "seed": 1}, cost=ruled_cost(2))
#: The ``form`` of the requests listing 連友 combos.
COMBOS_FORM = ("the same combos as a table of columns with each distinct card given once (compact_combos, about a "
               "seventh of the bytes for a long list)")
NiekhiStateRequestSchema = GAME.state_request("NiekhiStateRequestSchema", "A 連友 game, and how to write its combos.",
                                              form=form_field(COMBOS_FORM))


#: A strength named by a kind (UaiChoice.remove): a kind's name, as requests take it.
document_part(niekhi.STRENGTH, lambda: ma.fields.String(validate=Length(1, 16)))
NiekhiUaiSchema = response_schema(
    niekhi.UaiChoice, "NiekhiUaiSchema",
    doc="One 将 effect: exactly one of ``remove`` (a kind: every card of its strength leaves the game) or ``take``.")


NiekhiPlaysSchema = GAME.plays(
    "NiekhiPlaysSchema", "What the player to play may do.", "game",
    leading=Boolean(required=True, metadata={"description": "nothing to beat: any combo, no pass"}),
    can_pass=Boolean(required=True),
    **compact_combos_fields(),
    uai_choices=fields.nested_list(
        NiekhiUaiSchema, "what each 将 of a combo may do (give one per 将 in `uai`): remove a strength, or take a "
                         "card of the discard pile (each card once)"),
)


@GAME.post("/niekhi/plays", NiekhiStateRequestSchema, NiekhiPlaysSchema,
           example={"state": OPENING}, cost=plays_cost(6, 256 << 10, whole=False))
def list_niekhi_plays(state: dict[str, Any], rules: Rules, form: str = "full") -> JSON:
    """連友: list the combos the player to play may play

    Colour is ignored (船 stands for any card). On a combo: a stronger one of the same type and size, or a set
    of 3 or more (a bomb) over anything; passing is allowed. Leading: any combo. With `form: compact` the combos
    come as a table (`compact_combos`, as for a whole game's plays).
    """
    game = niekhi.NiekhiState.from_json(state, rules)
    player = game.to_play
    found = [] if player is None else niekhi.legal_plays(game.hands[player], game.current, rules)
    combos = {"compact_combos": compact_combos(found)} if form == "compact" else {"combos": combos_json(found)}
    if player is None:
        return {"player": None, "leading": False, "can_pass": False, **combos, "uai_choices": []}
    return {"player": player, "leading": game.current is None, "can_pass": game.current is not None, **combos,
            "uai_choices": [c.to_json() for c in niekhi.uai_choices(game)]}


NiekhiApplyRequestSchema = GAME.state_request(
    "NiekhiApplyRequestSchema", "A play (or a pass) to apply.", player=player_field(required=True),
    cards=cards_field(MAX_HAND, "the cards played; null or absent: pass", load_default=None),
    uai=ma.fields.List(ma.fields.Nested(NiekhiUaiSchema), load_default=list, validate=Length(0, 4),
                       metadata={"description": "one choice per 将 played"}),
)
NiekhiStepSchema = response_schema(niekhi.NiekhiStep, "NiekhiStepSchema", more={
    "next_player": ma.fields.String(required=True, allow_none=True,
                                    metadata={"description": "who plays next (null: game over)"}),
    "next_leads": Boolean(required=True, metadata={"description": "the next player leads a new round"}),
    "winner": ma.fields.String(required=True, allow_none=True, metadata={"description": "the first to go out"}),
    "ruleset": GAME.echo()}, doc="The adjudicated play.")


@GAME.post("/niekhi/apply", NiekhiApplyRequestSchema, NiekhiStepSchema,
           example={"state": OPENING, "player": "A", "cards": ["黒馬"]}, cost=ruled_cost(6))
def apply_niekhi_play(state: dict[str, Any], rules: Rules, player: str, cards: list[str] | None,
                      uai: list[dict[str, str]]) -> JSON:
    """連友: apply a play or a pass, and say who plays or leads next

    When everyone but the last player to play has passed, that player leads again. Each 将 played removes
    every card of a strength from the game, or takes a card from the discard pile. The first to empty their
    hand wins; play continues to give a finishing order (`state.finished`).
    """
    game = niekhi.NiekhiState.from_json(state, rules)
    played = None if cards is None else parse_cards(cards, "cards", rules.deck)
    choices = [niekhi.UaiChoice.from_json(u, f"uai[{i}]") for i, u in enumerate(uai)]
    step = niekhi.apply(game, player, played, choices, rules)
    after = step.state
    over = len(after.in_play) < 2
    return Answer(step, next_player=None if over else after.to_play, next_leads=not over and after.current is None,
                  winner=after.finished[0] if after.finished else None)


# --- the whole game: seasons until the last or a points cap (the whole-games group) ----------------------------------


#: The request of the examples' 連友 whole game.
_NEW_MATCH: JSON = {"seats": ["A", "B", "C"], "seed": 7}

NIEKHI = WholeGame(flags_field(niekhi.NiekhiRules.from_json, niekhi.DEFAULT_RULES,
                               "the 連友 flags: remainder, bomb_out_of_turn, uai_remove_scope, combos, deck, seasons"
                               " (default 4), points_cap (default null)"),
                   "the whole game as returned by the service")
NiekhiMatchNewRequestSchema = schema(
    "NiekhiMatchNewRequestSchema", "Start a whole 連友 game.",
    players=players_field(3, MAX_PLAYERS, required=True, data_key="seats"),
    seed=fields.Integer(required=True, validate=SEED_RANGE, metadata={"description": "the deals are made from it"}),
    ruleset=NIEKHI.ruleset())


NiekhiSeasonResultSchema = response_schema(
    niekhi.NiekhiSeasonResult, "NiekhiSeasonResultSchema",
    doc="A finished 連友 season: its finishing order and the points it gives.", more={
        "points": points_field("the k-th of n players to play out scores n − k, the others 0"),
        "next_dealer": player_field(required=True,
                                    metadata={"description": "the winner (no winner: the next seat)"})})
register(niekhi.NiekhiSeasonResult, NiekhiSeasonResultSchema)


#: The season in play of a whole game: a state, as /niekhi/apply's.
document_part(niekhi.MATCH_SEASON, ma.fields.Dict)
NiekhiMatchSchema = whole_game_schema(
    niekhi.NiekhiMatch, "NiekhiMatchSchema", "A whole 連友 game: send it back as it is with the next play.",
    number="season_number", header={"seasons": length_field("seasons", "seasons"), "points_cap": points_cap_field()},
    totals="player -> points over the finished seasons")


class NiekhiMatchAnswerSchema(ma.Schema):
    """A whole game and the rules it is played by."""

    state = fields.nested(NiekhiMatchSchema)
    ruleset = ma.fields.Dict(required=True)


@games_ops.post("/niekhi/match/new", NiekhiMatchNewRequestSchema, NiekhiMatchAnswerSchema,
                example=_NEW_MATCH, cost=ruled_cost(1))
def start_niekhi_match(players: list[str], seed: int, ruleset: niekhi.NiekhiRules) -> JSON:
    """連友: start a whole game of seasons

    The first player deals the first season; each season is dealt from the seed and its number (reproducible).
    """
    match = niekhi.new_match(players, seed, ruleset)
    return {"state": match.to_json(), "ruleset": ruleset.to_json()}


NiekhiMatchRequestSchema = NIEKHI.request("NiekhiMatchRequestSchema", "A whole game as the service returned it.")
NiekhiMatchPlaysRequestSchema = NIEKHI.request(
    "NiekhiMatchPlaysRequestSchema", "A whole game as the service returned it, and how to write its combos.",
    form=form_field(COMBOS_FORM))
NiekhiMatchPlaysSchema = schema(
    "NiekhiMatchPlaysSchema", "What the player to play may do.",
    to_play=player_field(required=True, allow_none=True),
    leading=Boolean(required=True, metadata={"description": "nothing to beat: any combo, no pass"}),
    can_pass=Boolean(required=True),
    **compact_combos_fields(),
    uai_choices=fields.nested_list(NiekhiUaiSchema, "what each 将 of a combo may do"),
    over=fields.Boolean(required=True),
)


_EXAMPLE_MATCH = example_answer("start_niekhi_match", _NEW_MATCH)["state"]


@games_ops.post("/niekhi/match/plays", NiekhiMatchPlaysRequestSchema,
                NiekhiMatchPlaysSchema, example={"state": _EXAMPLE_MATCH}, cost=plays_cost(82, 256 << 10, whole=True))
def list_niekhi_match_plays(state: dict[str, Any], ruleset: niekhi.NiekhiRules, form: str = "full") -> JSON:
    """連友: list what the player to play may do in a whole game

    With `form: compact` the combos come as a table (`compact_combos`: each distinct card once, the combos as
    columns of card indices, types and ranks, and only the cards that stand for another).
    """
    loaded = niekhi.NiekhiMatch.from_json(state, ruleset)
    season, player = loaded.season, loaded.to_play
    found = [] if player is None else niekhi.legal_plays(season.hands[player], season.current, ruleset)
    combos = compact_combos(found) if form == "compact" else combos_json(found)
    combos_key = "compact_combos" if form == "compact" else "combos"
    if player is None:
        return {"to_play": None, "leading": False, "can_pass": False, combos_key: combos, "uai_choices": [],
                "over": True}
    return {"to_play": player, "leading": season.current is None, "can_pass": season.current is not None,
            combos_key: combos, "uai_choices": [c.to_json() for c in niekhi.uai_choices(season)], "over": False}


NiekhiMatchApplyRequestSchema = NIEKHI.request(
    "NiekhiMatchApplyRequestSchema", "A play (or a pass) in a whole game.", player=player_field(required=True),
    cards=cards_field(MAX_HAND, "the cards played; null or absent: pass", load_default=None),
    uai=ma.fields.List(ma.fields.Nested(NiekhiUaiSchema), load_default=list, validate=Length(0, 4),
                       metadata={"description": "one choice per 将 played"}),
)


class NiekhiMatchStepSchema(VerdictSchema):
    """The play adjudicated and the whole game after it."""

    combo = fields.nested(PaperCetkaikComboSchema, "what the cards counted as (null: pass)", allow_none=True)
    settlement = fields.nested(NiekhiSeasonResultSchema, "the season this play finished (null otherwise)",
                               allow_none=True)
    state = fields.nested(NiekhiMatchSchema)


_EXAMPLE_PLAYS = example_answer("list_niekhi_match_plays", {"state": _EXAMPLE_MATCH})


@games_ops.post("/niekhi/match/apply", NiekhiMatchApplyRequestSchema,
                NiekhiMatchStepSchema, example={"state": _EXAMPLE_MATCH, "player": _EXAMPLE_PLAYS["to_play"],
                                                "cards": _EXAMPLE_PLAYS["combos"][0]["cards"]}, cost=match_cost(7, 0.2))
def apply_niekhi_match_play(state: dict[str, Any], ruleset: niekhi.NiekhiRules, player: str,
                            cards: list[str] | None, uai: list[dict[str, str]]) -> JSON:
    """連友: apply a play or a pass in a whole game; a finished season is scored and the next one dealt

    A season's points go by finishing position: the k-th of n players to play out all their own cards scores
    n − k, the others 0; its winner deals the next season. An illegal play is `legal: false` with the game
    unchanged; after the last season (or when a total reaches `points_cap`) `over` is true and `winners` names
    the highest totals.
    """
    loaded = niekhi.NiekhiMatch.from_json(state, ruleset)
    if player not in loaded.players:
        raise RulesError(f"{player!r} is not one of the players", "player")
    played = None if cards is None else parse_cards(cards, "cards", ruleset.deck)
    choices = [niekhi.UaiChoice.from_json(u, f"uai[{i}]") for i, u in enumerate(uai)]
    return niekhi.apply_match(loaded, player, played, choices).to_json()
