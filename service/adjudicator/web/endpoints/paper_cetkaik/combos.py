"""Paper Cetkaik: the deck, and the combos every card game reads (classify, compare, enumerate, decompose)."""

from __future__ import annotations

from collections.abc import Sequence

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.paper_cetkaik.cards import ALL_CARD_TYPES, DEFAULT_DECK, Card, Kind, notation
from adjudicator.games.paper_cetkaik.combos import (
    ALL_TYPES,
    Combo,
    ComboRules,
    ComboType,
    Slot,
    classify,
    compare,
    decompose,
    enumerate_combos,
)
from adjudicator.web import fields
from adjudicator.web.api import JSON
from adjudicator.web.costs import flat, scaled
from adjudicator.web.endpoints.paper_cetkaik.common import Rulebook, combos_json, ops
from adjudicator.web.schemas.paper_cetkaik import (
    PaperCetkaikComboRulesSchema,
    PaperCetkaikComboSchema,
    cards_field,
    combos_field,
)

#: The most cards the combo look-ups classify, enumerate or decompose.
MAX_CLASSIFY = 24
MAX_ENUMERATE = 12
MAX_DECOMPOSE = 12
COMBO_TYPES = [t.value for t in ComboType]
RULES = Rulebook(PaperCetkaikComboRulesSchema, ComboRules.from_json)


class PaperCetkaikKindSchema(ma.Schema):
    """A kind of card."""

    kind = ma.fields.String(required=True, metadata={"description": "canonical name, e.g. Maun1"})
    glyph = ma.fields.String(required=True, metadata={"description": "e.g. 馬"})
    strength = fields.Integer(required=True, metadata={"description": "船 -1, 無 0 … 将 8, 王 = 皇 9"})
    number = fields.Integer(required=True, allow_none=True,
                            metadata={"description": "無 0 … 将 8 (sequences); null for 船, 王, 皇"})
    copies_per_colour = fields.Integer(required=True)


class PaperCetkaikDeckSchema(ma.Schema):
    """The 48-card deck."""

    total = fields.Integer(required=True)
    colours = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "赤 (Kok1) and 黒 (Huok2)"})
    kinds = fields.nested_list(PaperCetkaikKindSchema, "weakest first")
    cards = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "every card, weakest first"})


@ops.get("/deck", None, PaperCetkaikDeckSchema, cost=flat(2))
def get_paper_cetkaik_deck() -> JSON:
    """Paper Cetkaik: get the deck, its twelve kinds with their strength and number, and every card"""
    kinds = [{"kind": k.value, "glyph": k.cjk, "strength": k.strength, "number": k.number,
              "copies_per_colour": DEFAULT_DECK.copies(Card(ALL_CARD_TYPES[0].colour, k))} for k in Kind]
    return {"total": len(DEFAULT_DECK.cards()), "colours": ["赤", "黒"], "kinds": kinds,
            "cards": notation(DEFAULT_DECK.cards())}


def types_field(default: str) -> ma.fields.List[str]:
    """The combo types to consider."""
    return ma.fields.List(ma.fields.String(validate=OneOf(COMBO_TYPES)), load_default=None,
                          validate=Length(1, 4), metadata={"description": f"the types considered (default {default})"})


def combo_types(types: list[str] | None) -> frozenset[ComboType]:
    """The combo types a request asks for (default: all)."""
    return frozenset(ComboType(t) for t in types) if types else ALL_TYPES


PaperCetkaikClassifyRequestSchema = RULES.request(
    "PaperCetkaikClassifyRequestSchema", "Cards to read as combos.",
    cards=cards_field(MAX_CLASSIFY, "the cards", load=True, required=True, validate=Length(1, MAX_CLASSIFY)),
    types=types_field("single, set and seq; seq_of_sets is 連友's"))
PaperCetkaikClassificationSchema = RULES.answer(
    "PaperCetkaikClassificationSchema", "Every reading of the cards as a combo.",
    cards=ma.fields.List(ma.fields.String(), required=True, metadata={"description": "weakest first"}),
    combos=combos_field(metadata={"description": "every reading (empty: not a combo)"}))


@RULES.post("/combos/classify", PaperCetkaikClassifyRequestSchema,
            PaperCetkaikClassificationSchema, example={"cards": ["黒兵", "黒船", "黒車"]}, cost=flat(1))
def classify_paper_cetkaik_cards(cards: tuple[Card, ...], types: list[str] | None, rules: ComboRules) -> JSON:
    """Paper Cetkaik: list every combo interpretation of a set of cards

    A single; a set (cards of one strength, any colours; 王 + 皇 is a set); a sequence (consecutive numbers
    無 0 … 将 8, one colour); a sequence of sets (連友). The wild (船) stands for any card of its colour, so one
    set of cards may have several readings, each listed with what the wild stands for.
    """
    return {"cards": notation(cards), "combos": combos_json(classify(cards, rules, combo_types(types)))}


PaperCetkaikCompareRequestSchema = RULES.request(
    "PaperCetkaikCompareRequestSchema", "Two sets of cards.",
    a=cards_field(MAX_CLASSIFY, "the first combo's cards", load=True, required=True, validate=Length(1, MAX_CLASSIFY)),
    b=cards_field(MAX_CLASSIFY, "the second combo's cards", load=True, required=True, validate=Length(1, MAX_CLASSIFY)),
    types=types_field("single, set and seq"))
PaperCetkaikComparisonSchema = RULES.answer(
    "PaperCetkaikComparisonSchema", "How two combos compare.",
    result=ma.fields.String(required=True, validate=OneOf([">", "<", "=", "incomparable"]),
                            metadata={"description": "a against b"}),
    a_combo=fields.nested(PaperCetkaikComboSchema, "the reading of a compared (null: incomparable)", allow_none=True),
    b_combo=fields.nested(PaperCetkaikComboSchema, allow_none=True),
    a_readings=combos_field(), b_readings=combos_field())


def strength(combo: Combo) -> tuple[int, int]:
    """What orders readings of one type and size: the rank, then fewer wilds."""
    return combo.rank, -combo.wild_count


def best_pair(a: Sequence[Combo], b: Sequence[Combo]) -> tuple[Combo, Combo] | None:
    """The strongest readings of a and b of one type and size (a's strongest comparable reading decides; the first
    of equals)."""
    for mine in sorted(a, key=strength, reverse=True):
        rivals = [c for c in b if c.type is mine.type and c.size == mine.size]
        if rivals:
            return mine, max(rivals, key=strength)
    return None


@RULES.post("/combos/compare", PaperCetkaikCompareRequestSchema,
            PaperCetkaikComparisonSchema, example={"a": ["黒馬", "赤馬"], "b": ["黒兵", "赤兵"]}, cost=flat(1))
def compare_paper_cetkaik_combos(a: tuple[Card, ...], b: tuple[Card, ...], types: list[str] | None,
                                 rules: ComboRules) -> JSON:
    """Paper Cetkaik: compare two combos

    Only combos of the same type and size compare; the higher rank is stronger (strength for singles and sets,
    the top number for sequences). When the cards have several readings, each side's strongest reading of a
    type and size both can take is compared.
    """
    ra, rb = classify(a, rules, combo_types(types)), classify(b, rules, combo_types(types))
    pair = best_pair(ra, rb)
    return {"result": compare(*pair) if pair else "incomparable",
            "a_combo": pair[0].to_json() if pair else None, "b_combo": pair[1].to_json() if pair else None,
            "a_readings": combos_json(ra), "b_readings": combos_json(rb)}


PaperCetkaikEnumerateRequestSchema = RULES.request(
    "PaperCetkaikEnumerateRequestSchema", "A hand.",
    hand=cards_field(MAX_ENUMERATE, "the hand", load=True, required=True, validate=Length(0, MAX_ENUMERATE)),
    types=types_field("single, set and seq"))
PaperCetkaikHandCombosSchema = RULES.answer("PaperCetkaikHandCombosSchema", "Every combo in a hand.",
                                            count=fields.Integer(required=True), combos=combos_field())


@RULES.post("/combos/enumerate", PaperCetkaikEnumerateRequestSchema,
            PaperCetkaikHandCombosSchema, example={"hand": ["黒兵", "赤兵", "黒弓"]},
            cost=scaled("hand", 0.03, 2 ** 12, size=lambda hand: 2 ** len(hand)))
def list_paper_cetkaik_combos(hand: tuple[Card, ...], types: list[str] | None, rules: ComboRules) -> JSON:
    """Paper Cetkaik: list every combo that some of a hand's cards form, with every reading"""
    found = enumerate_combos(hand, rules, combo_types(types))
    return {"count": len(found), "combos": combos_json(found)}


class PaperCetkaikSlotSchema(ma.Schema):
    """One combo of a shape: the types it may be and its size."""

    types = ma.fields.List(ma.fields.String(validate=OneOf(COMBO_TYPES)), required=True, validate=Length(1, 4))
    size = fields.Integer(required=True, validate=Range(1, MAX_DECOMPOSE))


PaperCetkaikDecomposeRequestSchema = RULES.request(
    "PaperCetkaikDecomposeRequestSchema", "A hand and the shapes to split it into.",
    hand=cards_field(MAX_DECOMPOSE, "the hand", load=True, required=True, validate=Length(1, MAX_DECOMPOSE)),
    shapes=ma.fields.List(
        ma.fields.List(ma.fields.Nested(PaperCetkaikSlotSchema), validate=Length(1, 6)),
        required=True, validate=Length(1, 8),
        metadata={"description": "1 to 8 shapes of 1 to 6 slots each, e.g. 終季's two triples "
                                 "[[{\"types\": [\"set\", \"seq\"], \"size\": 3}, {\"types\": [\"set\", \"seq\"], "
                                 "\"size\": 3}]]"},
    ),
)


class PaperCetkaikPartitionSchema(ma.Schema):
    """A split of the hand into combos."""

    combos = combos_field()


PaperCetkaikDecompositionsSchema = RULES.answer(
    "PaperCetkaikDecompositionsSchema", "Every split of the hand into one of the shapes.",
    decompositions=fields.nested_list(PaperCetkaikPartitionSchema))


TRIPLE = {"types": ["set", "seq"], "size": 3}

#: Units a split of the hand costs for each subset of its cards: the most met is about 40 ms of a core (pure Python)
#: for twelve cards of six ranks in pairs split into four triples, where the charge is 50 units.
DECOMPOSE_UNITS = 0.012


@RULES.post("/combos/decompose", PaperCetkaikDecomposeRequestSchema,
            PaperCetkaikDecompositionsSchema,
            example={"hand": ["黒兵", "黒弓", "黒車", "赤兵", "赤兵", "赤兵"], "shapes": [[TRIPLE, TRIPLE]]},
            cost=scaled("hand", DECOMPOSE_UNITS, 2 ** 12, size=lambda hand: 2 ** len(hand)))
def decompose_paper_cetkaik_hand(hand: tuple[Card, ...], shapes: list[list[dict[str, JSON]]],
                                 rules: ComboRules) -> JSON:
    """Paper Cetkaik: split a hand into combos filling one of the given shapes, every way

    A shape is a list of slots, each a set of allowed combo types and a size; the slot sizes must add up to
    the hand's size. Each distinct split is listed once.
    """
    slots = [tuple(Slot(frozenset(ComboType(t) for t in s["types"]), s["size"]) for s in shape) for shape in shapes]
    return {"decompositions": [{"combos": combos_json(parts)} for parts in decompose(hand, slots, rules)]}
