"""連友 (niekhi): deal a game, list and apply plays (with the 将's effects)."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow.validate import Length

from adjudicator.games.paper_cetkaik import niekhi
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, notation, parse_cards
from adjudicator.games.paper_cetkaik.common import missing_cards
from adjudicator.web import fields
from adjudicator.web.api import JSON
from adjudicator.web.endpoints.paper_cetkaik.common import CardGame, combos_json
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.paper_cetkaik import (
    MAX_HAND,
    MAX_PLAYERS,
    NiekhiRulesSchema,
    NiekhiStateSchema,
    PaperCetkaikComboSchema,
    card_field,
    cards_field,
    combos_field,
    player_field,
)

Rules = niekhi.NiekhiRules
_HANDS = {"A": ["黒兵", "黒馬"], "B": ["黒弓", "黒筆"], "C": ["黒車"]}
#: Three players, A to lead, every other card played.
OPENING = {"players": ["A", "B", "C"], "hands": _HANDS, "to_play": "A",
           "discard": notation(missing_cards(parse_cards([c for h in _HANDS.values() for c in h], "hands"),
                                             DEFAULT_DECK))}


GAME = CardGame(NiekhiRulesSchema, Rules.from_json, NiekhiStateSchema)
GAME.deal("Niekhi", "連友 game", "/niekhi/new", "start_niekhi_game", (3, MAX_PLAYERS), niekhi.new_game,
          summary="連友: shuffle and deal every card evenly from the dealer on (3 to 12 players); "
                  "the dealer leads\n\nThe cards that do not divide evenly stay unused (`remainder = unused`) or "
                  "are dealt on round the table.",
          example={"seats": ["A", "B", "C", "D"], "seed": 1})
NiekhiStateRequestSchema = GAME.state_request("NiekhiStateRequestSchema", "A 連友 game.")


class NiekhiUaiSchema(ma.Schema):
    """One 将 effect: exactly one of ``remove`` (a kind: every card of its strength leaves the game) or ``take``."""

    remove = ma.fields.String(validate=Length(1, 16), metadata={"description": "a kind, e.g. 馬"})
    take = card_field("a card to take from the discard pile")


NiekhiPlaysSchema = GAME.plays(
    "NiekhiPlaysSchema", "What the player to play may do.", "game",
    leading=Boolean(required=True, metadata={"description": "nothing to beat: any combo, no pass"}),
    can_pass=Boolean(required=True),
    combos=combos_field(),
    uai_choices=fields.nested_list(
        NiekhiUaiSchema, "what each 将 of a combo may do (give one per 将 in `uai`): remove a strength, or take a "
                         "card of the discard pile (each card once)"),
)


@GAME.post("/niekhi/plays", "list_niekhi_plays", NiekhiStateRequestSchema, NiekhiPlaysSchema,
           example={"state": OPENING})
def list_niekhi_plays(state: dict[str, Any], rules: Rules) -> JSON:
    """連友: list the combos the player to play may play

    Colour is ignored (船 stands for any card). On a combo: a stronger one of the same type and size, or a set
    of 3 or more (a bomb) over anything; passing is allowed. Leading: any combo.
    """
    game = niekhi.NiekhiState.from_json(state, rules)
    if game.to_play is None:
        return {"player": None, "leading": False, "can_pass": False, "combos": [], "uai_choices": []}
    found = niekhi.legal_plays(game.hands[game.to_play], game.current, rules)
    return {"player": game.to_play, "leading": game.current is None, "can_pass": game.current is not None,
            "combos": combos_json(found), "uai_choices": [c.to_json() for c in niekhi.uai_choices(game)]}


NiekhiApplyRequestSchema = GAME.state_request(
    "NiekhiApplyRequestSchema", "A play (or a pass) to apply.", player=player_field(required=True),
    cards=cards_field(MAX_HAND, "the cards played; null or absent: pass", load_default=None),
    uai=ma.fields.List(ma.fields.Nested(NiekhiUaiSchema), load_default=list, validate=Length(0, 4),
                       metadata={"description": "one choice per 将 played"}),
)
NiekhiStepSchema = GAME.step(
    "NiekhiStepSchema", "The adjudicated play.",
    combo=fields.nested(PaperCetkaikComboSchema, "what the cards counted as (null: pass)", allow_none=True),
    next_player=ma.fields.String(required=True, allow_none=True,
                                 metadata={"description": "who plays next (null: game over)"}),
    next_leads=Boolean(required=True, metadata={"description": "the next player leads a new round"}),
    winner=ma.fields.String(required=True, allow_none=True, metadata={"description": "the first to go out"}),
)


@GAME.post("/niekhi/apply", "apply_niekhi_play", NiekhiApplyRequestSchema, NiekhiStepSchema,
           example={"state": OPENING, "player": "A", "cards": ["黒馬"]})
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
    return {**step.to_json(), "next_player": None if over else after.to_play,
            "next_leads": not over and after.current is None,
            "winner": after.finished[0] if after.finished else None}
