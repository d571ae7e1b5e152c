"""Schemas of the race games: 六裁 (netxiju), 行山 (mokzo) and 連船之遊 (ships).

Response schemas declare every field; their request forms (``...Input``) accept the same JSON, so a state
returned by the service can be sent back as it is. The shape every whole game shares (a game's state and flags in
requests and answers, :class:`GameForms`) is declared here once, for 宴 and LETILES too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.race_games import mokzo, mokzo_cards, netxiju, ships
from adjudicator.web import fields
from adjudicator.web.api import ProbabilitySchema, VerdictSchema
from adjudicator.web.derived import document_part, register, response_schema
from adjudicator.web.fields import Boolean, CheckedNested, request_variant, rules_field, schema

#: The most cards any list of a 行山 state sent in a request may hold (the deck has 48).
MAX_CARDS = mokzo.MAX_CARDS


def amount(description: str, **kwargs: object) -> fields.Integer:
    """A count or an amount of a resource (>= 0, unbounded: it grows in play)."""
    return fields.Integer(validate=Range(min=0), metadata={"description": description},
                          **kwargs)  # type: ignore[arg-type]


# --- the shapes every whole game shares (the race games, 宴 and LETILES) ------------------------------------------


@dataclass(frozen=True)
class GameForms:
    """A game's state and flags, declared once: their answer schemas and the request fields loading them.

    A request's ``state`` is checked against the request form of ``state`` and loaded by ``load_state``; its
    ``ruleset`` likewise by ``load_rules`` (see :func:`~adjudicator.web.fields.rules_field`). Answers echo the
    flags under ``ruleset`` (declared ``ruleset = FORMS.echoed_rules()``).
    """

    state: type[ma.Schema]
    load_state: Callable[[Any], Any]
    rules: type[ma.Schema]
    load_rules: Callable[[Any], Any]

    def state_field(self, description: str | None = None) -> CheckedNested:
        """The request's game ``state``."""
        return CheckedNested(request_variant(self.state), self.load_state, required=True,
                             metadata=fields.described(description))

    def rules_field(self) -> CheckedNested:
        """The request's optional ``ruleset`` (null or missing: the defaults)."""
        return rules_field(self.rules, self.load_rules)

    def echoed_rules(self) -> ma.fields.Nested:
        """The answer's ``ruleset``: every flag the request was answered under."""
        return fields.nested(self.rules)

    def request(self, name: str, doc: str, *, state: str | None = None, ruleset: bool = True,
                **between: ma.fields.Field[Any]) -> type[ma.Schema]:
        """The request schema ``name``: the ``state`` (described by ``state``), the fields ``between``, the ruleset."""
        declared: dict[str, ma.fields.Field[Any]] = {"state": self.state_field(state), **between}
        if ruleset:
            declared["rules"] = self.rules_field()
        return schema(name, doc, **declared)


# --- 六裁 --------------------------------------------------------------------------------------------------------


NetxijuRulesSchema = fields.options_schema(netxiju.NetxijuRules, "NetxijuRulesSchema", "六裁")


#: A pawn and the race: derived from their declarations in the rules library.
NetxijuPawnSchema = register(netxiju.Pawn, response_schema(netxiju.Pawn, "NetxijuPawnSchema", more={
    "finished": Boolean(required=True, metadata={"description": "at the goal (checked on input)"}),
    "ox_walk": Boolean(required=True, metadata={"description": "牛行 achieved (checked on input)"})}))
NetxijuStateSchema = register(netxiju.NetxijuState, response_schema(netxiju.NetxijuState, "NetxijuStateSchema", more={
    "to_play": fields.Integer(required=True, allow_none=True, validate=Range(0, 11), metadata={
        "description": "the seat to throw, null once every pawn has arrived (default 0 on input; checked)"}),
    "over": Boolean(required=True, metadata={"description": "every pawn arrived (checked on input)"})}))


class NetxijuThrowSchema(VerdictSchema):
    """The adjudication of one throw."""

    cast = fields.Integer(required=True, metadata={"description": "the cast: the marked faces (sticks) or the pips"})
    moved_to = fields.Integer(required=True, allow_none=True,
                              metadata={"description": "the destination; null when the cast overshoots the goal"})
    blocked = Boolean(required=True, metadata={"description": "the cast overshot the goal: no move"})
    cups = fields.Integer(required=True, metadata={"description": "cups drunk on this cast"})
    sent_back = ma.fields.List(fields.Integer(), required=True, metadata={"description": "seats sent back"})
    arrived = Boolean(required=True)
    state = fields.nested(NetxijuStateSchema)


class NetxijuThrowOutcomeSchema(NetxijuThrowSchema):
    """One possible cast, its exact probability and what it would do."""

    probability = fields.nested(ProbabilitySchema)


# --- 行山 --------------------------------------------------------------------------------------------------------


MokzoRulesSchema = fields.options_schema(mokzo.MokzoRules, "MokzoRulesSchema", "行山")


MokzoCardSchema = response_schema(mokzo_cards.Card, "MokzoCardSchema")


#: The state, its players, their installed cards, and the route: derived from their declarations in the rules
#: library.
MokzoInstalledSchema = register(mokzo.Installed, response_schema(mokzo.Installed, "MokzoInstalledSchema", more={
    "expired": Boolean(required=True, metadata={"description": "marked for destruction (checked on input)"})}))
MokzoPlayerSchema = register(mokzo.MokzoPlayer, response_schema(mokzo.MokzoPlayer, "MokzoPlayerSchema", more={
    "hand_limit": amount("3 + working 兵 (checked on input)", required=True)}))
MokzoNodeSchema = response_schema(mokzo.Node, "MokzoNodeSchema")
MokzoRouteSchema = response_schema(mokzo.Route, "MokzoRouteSchema")
MokzoStateSchema = register(mokzo.MokzoState, response_schema(mokzo.MokzoState, "MokzoStateSchema", more={
    "to_play": fields.to_play_seat(3),
    "over": Boolean(required=True, metadata={"description": "checked on input"})}))


class MokzoCardTargetSchema(ma.Schema):
    """An installed card to age or destroy."""

    seat = fields.Integer(required=True, validate=Range(0, 3))
    card = ma.fields.String(required=True, validate=Length(1, 64))


class MokzoTargetSchema(ma.Schema):
    """A card effect's target: for 虎 ``seat`` and ``resource``; for 将 ``age`` and ``destroy``."""

    seat = fields.Integer(validate=Range(0, 3))
    resource = ma.fields.String(validate=OneOf(["rice", "coin"]))
    age = ma.fields.Nested(MokzoCardTargetSchema)
    destroy = ma.fields.Nested(MokzoCardTargetSchema)


#: An action's card ids and targets, wherever a record declares them (the library reads them as its rules need).
document_part(mokzo.CARD_IDS, lambda: ma.fields.List(
    ma.fields.String(validate=Length(1, 64)), validate=Length(0, MAX_CARDS)))
document_part(mokzo.TARGET, lambda: ma.fields.Nested(MokzoTargetSchema))
#: An action: derived from its declaration in the rules library.
MokzoActionSchema = response_schema(mokzo.MokzoAction, "MokzoActionSchema", doc="One action of the seat to play.")


# --- 連船之遊 ----------------------------------------------------------------------------------------------------


ShipsRulesSchema = fields.options_schema(ships.ShipsRules, "ShipsRulesSchema", "連船之遊")


#: The state, its fleets and ships, and an action: derived from their declarations in the rules library.
ShipsShipSchema = response_schema(ships.Ship, "ShipsShipSchema")
ShipsFleetSchema = response_schema(ships.Fleet, "ShipsFleetSchema")
ShipsStateSchema = response_schema(ships.ShipsState, "ShipsStateSchema", more={
    "ending": Boolean(required=True, metadata={"description": "someone has 20 at the goal (checked on input)"}),
    "to_play": fields.to_play_seat(3),
    "over": Boolean(required=True, metadata={"description": "checked on input"})})
ShipsActionSchema = response_schema(ships.ShipAction, "ShipsActionSchema")


#: Each race game's state and flags, as requests send them and answers return them.
NETXIJU = GameForms(NetxijuStateSchema, netxiju.NetxijuState.from_json,
                    NetxijuRulesSchema, netxiju.NetxijuRules.from_json)
MOKZO = GameForms(MokzoStateSchema, mokzo.state_from_json, MokzoRulesSchema, mokzo.MokzoRules.from_json)
SHIPS = GameForms(ShipsStateSchema, ships.ShipsState.from_json, ShipsRulesSchema, ships.ShipsRules.from_json)
register(ships.ShipsState, ShipsStateSchema)
register(ships.ShipsRules, ShipsRulesSchema)
