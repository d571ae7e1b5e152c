"""Schemas of paper Cetkaik (紙机戦): cards, combos, and the card games 行戦, 終季, 値戦, 開樽, 連友, 小猫, 値木.

A card is a string: its colour then its kind (``黒馬``, ``赤皇``), or an ASCII form such as ``Huok2.Maun1``;
answers always use the two-character notation. Response schemas declare every field; their request forms
(``...Input``) accept the same JSON, so a state returned by the service can be sent back as it is.
"""

from __future__ import annotations

from typing import Any, cast

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range, Regexp

from adjudicator.games.paper_cetkaik import common, makhup, makkaik, mokkaik, namtou, niekhi, nine, taxot
from adjudicator.games.paper_cetkaik.cards import (
    MAX_COPIES,
    Card,
    CardError,
    card_pattern,
    check_available,
    kind_pattern,
)
from adjudicator.games.paper_cetkaik.combos import Combo
from adjudicator.web import fields
from adjudicator.web.derived import document_part, register, response_schema
from adjudicator.web.fields import Boolean, request_bounded

#: The most cards a pile (stock, discard pile, won cards) of a state may hold.
MAX_PILE = 96
#: The most cards one hand of a state may hold.
MAX_HAND = 24
#: The most cards a 連友 hand may hold: the largest deck dealt to the fewest seats (three). Listing a hand's plays
#: grows quickly with it, and is charged so (the request's cost decides whether it is admitted).
NIEKHI_MAX_HAND = MAX_PILE // 3
#: The most players any of the card games seats.
MAX_PLAYERS = 12
CARD_DESCRIPTION = "a card: colour then kind, e.g. 黒馬 or 赤皇 (also Huok2.Maun1, black.maun)"
#: What a card is, as the library parses it (the document's pattern of every card).
CARD_FORM = Regexp(card_pattern(), error="is not a card such as 黒馬 or Huok2.Maun1")
KIND_FORM = Regexp(kind_pattern(), error="is not a card kind such as 馬 or Maun1")


class CardField(ma.fields.String):
    """A card of a request, loaded as a library :class:`Card`."""

    def deserialize(self, value: Any, attr: str | None = None, data: Any = None, **kwargs: Any) -> Any:
        text = super().deserialize(value, attr, data, **kwargs)  # a string, validated
        try:
            return Card.parse(text)
        except CardError as exc:
            raise ma.ValidationError(exc.message) from exc


class CardsField(ma.fields.List):  # type: ignore[type-arg]
    """Cards of a request, loaded as library cards; no more copies of a card than the standard deck holds."""

    def _deserialize(self, value: Any, attr: str | None, data: Any,  # type: ignore[override]
                     **kwargs: Any) -> tuple[Card, ...]:
        cards = cast(tuple[Card, ...], tuple(super()._deserialize(value, attr, data, **kwargs)))
        try:
            check_available(cards, "cards")
        except CardError as exc:
            raise ma.ValidationError(exc.message) from exc
        return cards


def card_field(description: str = CARD_DESCRIPTION, *, load: bool = False, **kwargs: Any) -> ma.fields.String:
    """One card (``load``: loaded as a library card)."""
    return (CardField if load else ma.fields.String)(
        validate=[Length(1, 32), CARD_FORM], metadata={"description": description, "example": "黒馬"}, **kwargs)


def cards_field(limit: int, description: str, *, state: bool = False, load: bool = False,
                **kwargs: Any) -> ma.fields.List[Any]:
    """A list of cards, at most ``limit`` in a request; in a state (``state``), an answer may hold more.

    ``load``: loaded as a tuple of library cards, checked against the standard deck.
    """
    bound = Length(0, limit)
    metadata = {"description": f"{description} (at most {limit} in a request)"}
    if state:
        return request_bounded(ma.fields.List(card_field(), metadata=metadata, **kwargs), bound)
    extra = kwargs.pop("validate", None)
    return (CardsField if load else ma.fields.List)(
        card_field(load=load), metadata=metadata, validate=[bound, *([extra] if extra else [])], **kwargs)


def bounded_in_requests(schema: type[ma.Schema], name: str, limit: int) -> None:
    """Bound the list ``name`` of a derived schema to ``limit`` items in a request only (an answer may hold more), as
    :func:`cards_field` bounds the cards of a state, saying so in its description."""
    field = schema._declared_fields[name]
    request_bounded(field, Length(0, limit))
    field.metadata = {**field.metadata,
                      "description": f"{field.metadata.get('description', '')} (at most {limit} in a request)"}


def placed_after(schema: type[ma.Schema], after: str, *names: str) -> None:
    """Move the fields ``names`` of a derived schema (given as ``more``: after the record's own) to just after its
    field ``after``, where the answer writes them (a whole game's length after its season number), so the document
    lists them in the order the answer has them."""
    declared = schema._declared_fields
    moved = {name: declared[name] for name in names}
    ordered: dict[str, Any] = {}
    for name, field in declared.items():
        if name not in moved:
            ordered[name] = field
            if name == after:
                ordered.update(moved)
    schema._declared_fields = ordered


def player_field(**kwargs: Any) -> ma.fields.String:
    """A player's name."""
    metadata = {"example": "甲", **kwargs.pop("metadata", {})}
    return ma.fields.String(validate=Length(1, 64), metadata=metadata, **kwargs)


def players_field(low: int, high: int, **kwargs: Any) -> ma.fields.List[Any]:
    """The players in turn order."""
    return ma.fields.List(player_field(), validate=[Length(low, high), fields.Distinct("must not repeat a name")],
                          metadata={"description": f"{low} to {high} distinct names in turn order"}, **kwargs)


def per_player(values: ma.fields.Field, description: str, **kwargs: Any) -> ma.fields.Dict:  # type: ignore[type-arg]
    """An object keyed by player name."""
    validate = kwargs.pop("validate", Length(0, MAX_PLAYERS))
    return ma.fields.Dict(keys=player_field(), values=values, validate=validate,
                          metadata={"description": description}, **kwargs)


def points_field(description: str | None = None) -> ma.fields.Dict:
    """Whole points by name (player, yaku), as an answer gives them."""
    return ma.fields.Dict(keys=ma.fields.String(), values=fields.Integer(), required=True,
                          metadata=fields.described(description))


def net_field(description: str = "player -> net gain (exact: a fraction string such as \"-3\" or \"7/2\")"
              ) -> ma.fields.Dict:
    """What each player won or lost (``net``), as the glossary writes money: exact amounts as fraction strings."""
    return ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.String(), required=True,
                          metadata={"description": description})


def hands_field(limit: int, description: str, **kwargs: Any) -> ma.fields.Dict:
    """Cards by player."""
    return per_player(cards_field(limit, "the cards", state=True), description, **kwargs)


#: The card and the player of the library's records (common.CARD, common.PLAYER), documented as requests take them.
document_part(common.CARD, card_field)
document_part(common.PLAYER, player_field)


# --- cards and combos --------------------------------------------------------------------------------------------


class PaperCetkaikComboRulesSchema(ma.Schema):
    """How combos are formed (every flag optional on input; the answer echoes them all)."""

    wild = ma.fields.String(required=True, allow_none=True, validate=KIND_FORM,
                            metadata={"description": "the wild kind standing for any card of its colour (船 by "
                                                     "default; null: none)"})
    ship_wild_in_single = Boolean(required=True, metadata={"description": "a lone wild may count as any card"})
    allow_all_wild_combo = Boolean(required=True, metadata={"description": "a combo of wilds only takes any rank"})
    seq_allow_king_as_9 = Boolean(required=True, metadata={"description": "王/皇 count as 9 in sequences"})
    seq_one_colour = Boolean(required=True, metadata={"description": "sequences are one colour (false in 連友)"})
    min_seq = fields.Integer(required=True, validate=Range(2, 9), metadata={"description": "shortest sequence"})
    seq_of_sets_min_ranks = fields.Integer(required=True, validate=Range(2, 9),
                                           metadata={"description": "fewest numbers in a sequence of sets"})


def deck_field() -> ma.fields.Dict:
    """The deck composition: copies per colour of every kind."""
    return ma.fields.Dict(
        keys=ma.fields.String(validate=KIND_FORM), values=fields.Integer(validate=Range(0, MAX_COPIES)),
        required=True, validate=Length(0, 12),
        metadata={"description": "copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12 "
                                 f"given, 0..{MAX_COPIES} each; default: the 終季 booklet's 48-card deck"},
    )


class PaperCetkaikWildSchema(ma.Schema):
    """A wild card and the card it stands for."""

    card = ma.fields.String(required=True)
    stands_for = ma.fields.String(required=True, data_key="as", attribute="as")


class PaperCetkaikComboSchema(ma.Schema):
    """One reading of some cards as a combo (single, set, sequence or sequence of sets)."""

    type = ma.fields.String(required=True, validate=OneOf(["single", "set", "seq", "seq_of_sets"]))
    size = fields.Integer(required=True)
    rank = fields.Integer(required=True, metadata={"description": "orders combos of one type and size: the strength "
                                                                  "(船 -1, 無 0 … 将 8, 王/皇 9) or the top number"})
    cards = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "weakest first"})
    stands_for = ma.fields.List(ma.fields.String(), required=True,
                                metadata={"description": "what each card counts as (a wild's stand-in)"})
    wild_assignment = fields.nested_list(PaperCetkaikWildSchema)


register(Combo, PaperCetkaikComboSchema)


def combos_field(**kwargs: Any) -> ma.fields.List[Any]:
    """Combos (:class:`PaperCetkaikComboSchema`) of an answer."""
    return ma.fields.List(ma.fields.Nested(PaperCetkaikComboSchema), required=True, **kwargs)


class PaperCetkaikCompactCombosSchema(ma.Schema):
    """Combos as a table of columns (``form: compact``): the same combos, in the same order, as the full form's
    ``combos``. Combo i is of type ``types[type_indices[i]]`` and rank ``ranks[i]``; its cards are
    ``cards[k]`` for each k of ``card_indices[i]``, and its size is their number. Each card stands for itself but
    at the positions given by ``stand_ins[i]``: a pair ``[position, k]`` says that the card there stands for
    ``cards[k]`` (the combo's ``wild_assignment``, in the order of the cards)."""

    cards = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "each distinct card (or stand-in) of the combos, once"})
    types = ma.fields.List(ma.fields.String(validate=OneOf(["single", "set", "seq", "seq_of_sets"])), required=True,
                           metadata={"description": "each distinct combo type, once"})
    type_indices = ma.fields.List(fields.Integer(validate=Range(min=0)), required=True,
                                  metadata={"description": "for each combo, the index of its type in types"})
    ranks = ma.fields.List(fields.Integer(), required=True, metadata={"description": "each combo's rank"})
    card_indices = ma.fields.List(ma.fields.List(fields.Integer(validate=Range(min=0))), required=True,
                                  metadata={"description": "for each combo, the indices in cards of its cards"})
    stand_ins = ma.fields.List(
        ma.fields.List(ma.fields.List(fields.Integer(validate=Range(min=0)), validate=Length(2, 2))), required=True,
        metadata={"description": "for each combo, [position, index in cards] of every card standing for another"},
    )


def compact_combos_fields(combo: type[ma.Schema] = PaperCetkaikComboSchema,
                          table: type[ma.Schema] = PaperCetkaikCompactCombosSchema,
                          description: str = "every combo that may be played") -> dict[str, ma.fields.Field[Any]]:
    """The combos of an answer that has a compact form: ``combos`` (objects of ``combo``) under ``form: full``, or
    ``compact_combos`` (a ``table``) in its place under ``form: compact``."""
    return {"combos": ma.fields.List(ma.fields.Nested(combo), metadata={
                "description": f"{description}; absent under form: compact"}),
            "compact_combos": ma.fields.Nested(table, metadata={
                "description": "the combos as a table (only under form: compact, in place of combos)"})}


PaperCetkaikPaymentSchema = response_schema(common.Payment, "PaperCetkaikPaymentSchema")


def rules_schema(rules: type, name: str, game: str) -> type[ma.Schema]:
    """The schema of a paper-Cetkaik game's ruleset, derived from its declaration in the rules library; its parts are
    the combo rules and the deck."""
    return fields.options_schema(rules, name, game,
                                 parts={"combos": fields.nested(PaperCetkaikComboRulesSchema), "deck": deck_field()})


# --- 行戦 --------------------------------------------------------------------------------------------------------


MokkaikRulesSchema = rules_schema(mokkaik.MokkaikRules, "MokkaikRulesSchema", "行戦")


MokkaikTrickPlaySchema = response_schema(
    mokkaik.TrickPlay, "MokkaikTrickPlaySchema", doc="A contribution to the trick: a face-up combo, or cards laid face "
                                                     "down.",
    more={"face_down": Boolean(required=True)})
bounded_in_requests(MokkaikTrickPlaySchema, "cards", 10)


register(mokkaik.TrickPlay, MokkaikTrickPlaySchema)
document_part(mokkaik.SEATS, lambda: players_field(2, 6))
document_part(mokkaik.HANDS, lambda: hands_field(MAX_HAND, "player -> concealed cards"))
document_part(mokkaik.PUBLIC, lambda: hands_field(MAX_PILE, "player -> 公開札 won"))
MokkaikStateSchema = response_schema(
    mokkaik.MokkaikState, "MokkaikStateSchema",
    doc="A 行戦 season: hands, won public cards (公開札), the trick in progress and who leads it.", more={
        "to_play": player_field(required=True, allow_none=True, metadata={
            "description": "whose play it is, null once over (checked on input)"}),
        "over": Boolean(required=True, metadata={"description": "every hand is played out (checked on input)"})})


# --- 終季 --------------------------------------------------------------------------------------------------------


TaxotRulesSchema = rules_schema(taxot.TaxotRules, "TaxotRulesSchema", "終季")


TaxotDecompositionSchema = response_schema(taxot.Decomposition, "TaxotDecompositionSchema")


TaxotPayerSchema = response_schema(taxot.PayerScore, "TaxotPayerSchema",
                                   doc="What one payer owes: 終了点 x multiplier + ボーナス点.")


class TaxotScoreSchema(ma.Schema):
    """The score of a win."""

    decomposition = fields.nested(TaxotDecompositionSchema, "the best-scoring decomposition")
    end_points = points_field("終了点 by yaku: 終季 2, 同色 1, 六連 1, 一周 3, 層橋")
    end_total = fields.Integer(required=True)
    bonus_points = points_field("ボーナス点: 皇王 +1 per real 皇/王, 光")
    bonus_total = fields.Integer(required=True)
    payers = fields.nested_list(TaxotPayerSchema)
    net = net_field()
    next_dealer = ma.fields.String(required=True)
    next_bonus = fields.Integer(required=True)


register(taxot.TaxotScore, TaxotScoreSchema)
document_part(taxot.SEATS, lambda: players_field(2, 6))
document_part(taxot.HANDS, lambda: hands_field(taxot.HAND_SIZE, "player -> concealed cards"))
document_part(taxot.EXPOSED, lambda: per_player(ma.fields.List(
    cards_field(4, "a meld", state=True), validate=Length(0, 2)), "player -> exposed melds"))
document_part(taxot.PAYMENT, lambda: ma.fields.Nested(PaperCetkaikPaymentSchema))
TaxotStateSchema = response_schema(
    taxot.TaxotState, "TaxotStateSchema",
    doc="A 終季 season: concealed hands, exposed melds, the stock, the pending discard and the immediate payments.")
for _name in ("stock", "discards", "hikari"):
    bounded_in_requests(TaxotStateSchema, _name, MAX_PILE)


# --- 値戦, 開樽 ----------------------------------------------------------------------------------------------------


MakkaikRulesSchema = rules_schema(makkaik.MakkaikRules, "MakkaikRulesSchema", "値戦")


NamtouRulesSchema = rules_schema(namtou.NamtouRules, "NamtouRulesSchema", "開樽")


NiekhiRulesSchema = rules_schema(niekhi.NiekhiRules, "NiekhiRulesSchema", "連友")


class NiekhiCurrentSchema(ma.Schema):
    """The combo to beat and who played it."""

    input_required = ("player", "cards")

    player = player_field(required=True)
    cards = cards_field(MAX_HAND, "the cards of the combo", required=True, state=True)
    type = ma.fields.String(required=True, validate=OneOf(["single", "set", "seq", "seq_of_sets"]),
                            metadata={"description": "the reading (input: optional, default the strongest)"})
    combo = fields.nested(PaperCetkaikComboSchema, "ignored on input")


#: What ``to_play`` says in the states of the games that name their players.
TO_PLAY = "whose turn it is; null once the game is over"


document_part(niekhi.SEATS, lambda: players_field(3, MAX_PLAYERS))
document_part(niekhi.HANDS, lambda: hands_field(NIEKHI_MAX_HAND, "player -> cards"))
document_part(niekhi.CURRENT, lambda: ma.fields.Nested(NiekhiCurrentSchema))
NiekhiStateSchema = response_schema(niekhi.NiekhiState, "NiekhiStateSchema", doc="A 連友 game.", descriptions={
    "players": f"3 to {MAX_PLAYERS} distinct names in turn order"}, more={
    "winner": player_field(required=True, allow_none=True,
                           metadata={"description": "the first to play out all their own cards"}),
    "over": Boolean(required=True, metadata={"description": "fewer than two players hold cards"})})
bounded_in_requests(NiekhiStateSchema, "discard", MAX_PILE)
register(niekhi.NiekhiState, NiekhiStateSchema)


# --- 小猫 --------------------------------------------------------------------------------------------------------


NineRulesSchema = rules_schema(nine.NineRules, "NineRulesSchema", "小猫")


NineComboSchema = response_schema(
    nine.NineCombo, "NineComboSchema", doc="A 小猫 single or set and the strength it counts as (無 standing in).",
    more={"size": fields.Integer(required=True)})
bounded_in_requests(NineComboSchema, "cards", MAX_HAND)


class NineCompactCombosSchema(ma.Schema):
    """小猫 combos as a table of columns (``form: compact``): the same combos, in the same order, as the full form's
    ``combos``. Combo i's cards are ``cards[k]`` for each k of ``card_indices[i]`` (its size is their number) and
    its strength is ``strengths[i]``."""

    cards = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "each distinct card of the combos, once"})
    strengths = ma.fields.List(fields.Integer(), required=True, metadata={
        "description": "each combo's strength (船 -1, 無 0 … 将 8, 王 9, 皇 10)"})
    card_indices = ma.fields.List(ma.fields.List(fields.Integer(validate=Range(min=0))), required=True,
                                  metadata={"description": "for each combo, the indices in cards of its cards"})


document_part(nine.SEATS, lambda: players_field(2, 4))
document_part(nine.HANDS, lambda: hands_field(MAX_PILE, "player -> cards"))
document_part(nine.CAPTURED, lambda: hands_field(
    MAX_PILE, "player -> table cards won (table_cards_to = captured)"))
document_part(nine.SCORES, lambda: per_player(
    fields.Integer(validate=Range(0, 10**6)), "player -> points"))
document_part(nine.TABLE_COMBO, lambda: ma.fields.Nested(NineComboSchema))
NineStateSchema = response_schema(nine.NineState, "NineStateSchema", doc="A 小猫 season.")
bounded_in_requests(NineStateSchema, "stock", MAX_PILE)
register(nine.NineState, NineStateSchema)


# --- 値木 --------------------------------------------------------------------------------------------------------


MakhupRulesSchema = rules_schema(makhup.MakhupRules, "MakhupRulesSchema", "値木")


document_part(makhup.SEATS, lambda: players_field(2, 6))
document_part(makhup.HANDS, lambda: hands_field(MAX_PILE, "player -> cards (more than 6 under draw_to = hand)"))
MakhupStateSchema = response_schema(
    makhup.MakhupState, "MakhupStateSchema", doc="A 値木 game: hands, the roads' tips, the stock and whose turn.",
    more={"over": Boolean(required=True, metadata={"description": "the game has ended (winners named)"})})
for _name in ("roads", "stock", "discard"):
    bounded_in_requests(MakhupStateSchema, _name, MAX_PILE)


class MakhupPlaySchema(ma.Schema):
    """A play: exactly one of ``extend`` (a road index, with ``cards``), ``merge`` (two road indices, with one card),
    ``erase`` (皇, 王 or 船), ``draw`` or ``pass``."""

    extend = fields.Integer(validate=Range(0, MAX_PILE), metadata={"description": "the road extended"})
    merge = ma.fields.List(fields.Integer(validate=Range(0, MAX_PILE)), validate=Length(2, 2),
                           metadata={"description": "the two roads merged"})
    cards = cards_field(12, "extend / merge: the cards put down")
    erase = card_field("the 皇, 王 or 船 erasing every road")
    draw = Boolean(validate=OneOf([True]))
    pass_ = Boolean(data_key="pass", attribute="pass", validate=OneOf([True]))


register(nine.NineCombo, NineComboSchema)
register(makhup.MakhupState, MakhupStateSchema)
