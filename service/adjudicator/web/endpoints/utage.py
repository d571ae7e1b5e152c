"""宴-Utage-, declared once each: lord's score formulas, the lord's score and its exact distribution, the game.

Formulas, states, actions and rules are loaded by the rules library (states checked against their documented
request forms first), so a state the service returned can be sent back as it is; a library error is a 422
naming its field (a formula's message gives the column).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games import utage
from adjudicator.games.errors import RulesError
from adjudicator.games.utage.formula import MAX_FORMULA_LENGTH, BinOp, Count, DieMark, Node, Num, Slot
from adjudicator.games.utage.game import MAX_PLAYERS
from adjudicator.games.utage.lord import MAX_LORD_DICE
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, ProbabilitySchema, probability
from adjudicator.web.costs import flat, scaled
from adjudicator.web.derived import Answer, response_schema
from adjudicator.web.fields import Boolean, CheckedNested, LibraryField, request_variant, schema, seed_field
from adjudicator.web.schemas.utage import (
    MARKS,
    UTAGE,
    UtageActionSchema,
    UtageLordScoreSchema,
    UtageRulesSchema,
    UtageScoreProbabilitySchema,
    UtageStateSchema,
    die_field,
    formula_field,
    seat,
)

ops = Operations(
    "utage", "/v1/utage",
    "宴-Utage-: lord's score formulas, the lord's score and its exact distribution, turns and rounds",
)
blp = ops.blp

#: Bound on the work of an exact distribution: (dice + 1)^2 x the sorted partial rolls the marks can see.
MAX_DISTRIBUTION_WORK = 5_000_000
_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2}
_OPERATOR = {"+": "+", "-": "-", "*": "×", "/": "÷"}
FORMULA = "SLOT1 + MAX"
SETUP: JSON = {"seats": [{"name": "Aki", "cups": 2}, {"name": "Ben", "cups": 2}], "lord_cups": 6}
PLAY: JSON = {"seats": [{"name": "Aki", "cups": 2, "cup": [1, 2, 3, 4, 5, 6]},
                        {"name": "Ben", "cups": 2, "cup": [6, 5, 4, 3, 2, 1]}],
              "lord_cups": 6, "phase": "play", "formula": FORMULA}
SCORING: JSON = {"seats": [{"name": "Aki", "cups": 2, "cup": [1, 2, 3, 4, 5]},
                           {"name": "Ben", "cups": 2, "cup": [6, 5, 4, 3, 2]}],
                 "lord_cups": 6, "phase": "scoring", "formula": FORMULA, "slots": [6], "lord_cup_dice": 1,
                 "declarer": 1}


def formula_text(node: Node) -> str:
    """Write a parsed formula in its normal form: SLOTi, MAX, MIN, COUNT, × and ÷, only the parentheses needed."""
    if isinstance(node, Num):
        return str(node.value)
    if isinstance(node, Slot):
        return f"SLOT{node.index}"
    if isinstance(node, DieMark):
        return node.kind.upper()
    if isinstance(node, Count):
        return "COUNT"
    assert isinstance(node, BinOp)
    left, right = formula_text(node.left), formula_text(node.right)
    if isinstance(node.left, BinOp) and _PRECEDENCE[node.left.op] < _PRECEDENCE[node.op]:
        left = f"({left})"
    if isinstance(node.right, BinOp) and _PRECEDENCE[node.right.op] <= _PRECEDENCE[node.op]:
        right = f"({right})"
    return f"{left} {_OPERATOR[node.op]} {right}"


def check_distribution_work(formula: utage.Formula, n_dice: int, field: str) -> None:
    """Refuse (a 422 on ``field``) an exact distribution that would take too long to compute."""
    tracked = min(n_dice, len(formula.marks))
    if (n_dice + 1) ** 2 * comb(tracked + 5, 5) > MAX_DISTRIBUTION_WORK:
        raise RulesError(f"the exact distribution of {n_dice} dice under {len(formula.marks)} MAX/MIN marks is "
                         "too much work for one request; use fewer dice or marks", field)


def distribution_out(dist: dict[int, Fraction]) -> list[JSON]:
    """A distribution {score: probability} as a list, lowest score first."""
    return [{"score": value, "probability": probability(p)} for value, p in sorted(dist.items())]


def normal_key(args: dict[str, Any]) -> JSON:
    """The cache key of a request answered with the formula's normal form (and the lord's roll sorted)."""
    key = {**args, "formula": formula_text(args["formula"].root)}
    if "lord_dice" in key:
        key["lord_dice"] = sorted(key["lord_dice"])
    return key


def formula_input(description: str = "the lord card's formula") -> LibraryField:
    """A formula, parsed by the library (documented as the string :func:`formula_field` describes)."""
    documented = formula_field(description).metadata
    return LibraryField(utage.Formula.parse, required=True,
                        metadata={"type": "string", "minLength": 0, "maxLength": MAX_FORMULA_LENGTH, **documented})


class RefereedStateRequest(ma.Schema):
    """A request whose ``state`` is checked under the request's ``ruleset``: the cups in the box, the dice each
    player rolls."""

    @ma.post_load
    def referee_state(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        """Load the ``state`` with the ``rules`` (a 422 naming the field of the state that is wrong)."""
        try:
            data["state"] = utage.UtageState.from_json(data["state"], data["rules"])
        except RulesError as exc:
            named = exc.field or "state"
            if named.partition(".")[0] == "rules":  # the library's rules are the request's ruleset
                named = "ruleset" + named[len("rules"):]
            raise fields.library_error(RulesError(exc.message, named), None) from exc
        return data


def state_request(name: str, doc: str, *, state: str, echoed: bool = True,
                  **between: ma.fields.Field[Any]) -> type[ma.Schema]:
    """The request schema ``name``: the ``state`` (described by ``state``), the fields ``between``, the ruleset
    (echoed by the answer, or only checked against the state), the state checked under the ruleset (its request
    form checks it here, :class:`RefereedStateRequest` loads it with the ruleset)."""
    checked = CheckedNested(request_variant(UtageStateSchema), lambda data: data, required=True,
                            metadata={"description": state})
    rules = UTAGE.rules_field() if echoed else CheckedNested(
        request_variant(UtageRulesSchema), utage.UtageRules.from_json, null_parsed=True, load_default=None,
        allow_none=True, data_key="ruleset",
        metadata={"description": "the flags the game is played under (default: the defaults); the state is checked"
                                 " against them"})
    return schema(name, doc, RefereedStateRequest, state=checked, **between, rules=rules)


def lord_request(name: str, doc: str, **cup: ma.fields.Field[Any]) -> type[ma.Schema]:
    """The request schema ``name`` about the lord's cup: the formula, the card's slots, ``cup``, the ruleset."""
    slots = ma.fields.List(die_field(allow_none=True), load_default=list, validate=Length(0, 12),
                           metadata={"description": "the die on each slot of the card, null when empty"})
    return schema(name, doc, formula=formula_input(), slots=slots, **cup, rules=UTAGE.rules_field())


# --- formulas and the lord's score -------------------------------------------------------------------------------


class UtageFormulaRequestSchema(ma.Schema):
    """A formula to check."""

    formula = formula_input()


class UtageFormulaSchema(ma.Schema):
    """A well-formed formula."""

    formula = ma.fields.String(required=True, metadata={"description": "the formula as given"})
    normalised = ma.fields.String(
        required=True,
        metadata={"description": "the normal form: SLOTi, MAX, MIN, COUNT, × and ÷, only the parentheses needed",
                  "example": "SLOT1 + SLOT2 + MAX × COUNT"},
    )
    marks = ma.fields.List(ma.fields.String(validate=OneOf(MARKS)), required=True,
                           metadata={"description": "the MAX/MIN marks in the order they are filled"})
    slot_count = fields.Integer(required=True, metadata={"description": "the slots of the card (highest SLOTi)"})
    uses_count = Boolean(required=True, metadata={"description": "whether COUNT appears"})


@ops.post("/formulas/parse", UtageFormulaRequestSchema, UtageFormulaSchema,
          example={"formula": "SLOT1 + SLOT2 + MAX × COUNT"}, cost=flat(1))
def parse_utage_formula(formula: utage.Formula) -> JSON:
    """Check a lord card's formula and return its normal form

    Grammar: `expr := term (('+'|'-') term)*`, `term := factor (('×'|'÷') factor)*`,
    `factor := integer | SLOTi | SLOT(i) | MAX | MIN | COUNT | '(' expr ')'` (full-width characters and
    最大/最小/個数 are accepted; division floors, and dividing by 0 gives 0). A formula that does not follow
    the grammar is a 422 whose message gives the column of the first problem.
    """
    normalised = formula_text(formula.root)
    return {"formula": formula.text, "normalised": normalised, "marks": list(formula.marks),
            "slot_count": formula.slot_count, "uses_count": "COUNT" in normalised}


UtageLordScoreRequestSchema = lord_request(
    "UtageLordScoreRequestSchema", "A rolled lord's cup.",
    lord_dice=ma.fields.List(die_field(), required=True,
                             metadata={"description": "the rolled faces of the lord's cup"}),
)


UtageLordScoreResultSchema = response_schema(utage.LordScore, "UtageLordScoreResultSchema", more={
    "formula": ma.fields.String(required=True, metadata={"description": "the formula's normal form"}),
    "ruleset": UTAGE.echoed_rules()}, doc="The lord's score for the roll.")


@ops.post("/lord/score", UtageLordScoreRequestSchema, UtageLordScoreResultSchema,
          key=normal_key, example={"formula": FORMULA, "slots": [4], "lord_dice": [2, 5, 6]}, cost=flat(1))
def score_utage_lord(formula: utage.Formula, slots: list[int | None], lord_dice: list[int], rules: utage.UtageRules
                     ) -> JSON:
    """Score the lord for a rolled lord's cup

    The formula is filled left to right: each MAX takes the highest die left in the lord's cup, each MIN the
    lowest, COUNT is the number of dice left once every mark is filled, and the slots count at face value.
    An empty slot (or a mark left without a die) is worth `empty_value`.
    """
    result = utage.lord_score(formula, slots, sorted(lord_dice), rules)
    return Answer(result, formula=formula_text(formula.root), ruleset=rules)


UtageDistributionRequestSchema = lord_request(
    "UtageDistributionRequestSchema", "An unrolled lord's cup.",
    n_dice=fields.Integer(required=True, validate=Range(0, MAX_LORD_DICE),
                          metadata={"description": "dice in the lord's cup"}),
)


class UtageDistributionSchema(ma.Schema):
    """The exact distribution of the lord's score."""

    formula = ma.fields.String(required=True, metadata={"description": "the formula's normal form"})
    n_dice = fields.Integer(required=True)
    outcomes = ma.fields.List(ma.fields.Nested(UtageScoreProbabilitySchema), required=True,
                              metadata={"description": "every possible score, lowest first (probabilities sum to 1)"})
    expected = fields.nested(ProbabilitySchema, "the exact expected score (a fraction, not a probability)")
    ruleset = UTAGE.echoed_rules()


@ops.post("/lord/distribution", UtageDistributionRequestSchema,
          UtageDistributionSchema, key=normal_key, example={"formula": FORMULA, "slots": [4], "n_dice": 3},
          cost=scaled("n_dice", 0.02, 60, exponent=2))
def get_utage_lord_distribution(formula: utage.Formula, slots: list[int | None], n_dice: int,
                                rules: utage.UtageRules) -> JSON:
    """Get the exact distribution of the lord's score for n unrolled dice

    Every score the lord can reach with `n_dice` six-sided dice in the lord's cup and the given slots, with
    its exact probability, and the exact expected score. (For MAX alone, E = 3.5, 161/36 ≈ 4.47, ... for
    n = 1, 2, ...; for MIN it is 7 minus that.)
    """
    check_distribution_work(formula, n_dice, "n_dice")
    dist = utage.lord_score_distribution(formula, slots, n_dice, rules)
    expected = sum((v * p for v, p in dist.items()), Fraction(0))
    return {"formula": formula_text(formula.root), "n_dice": n_dice, "outcomes": distribution_out(dist),
            "expected": probability(expected), "ruleset": rules.to_json()}


# --- a game ------------------------------------------------------------------------------------------------------


class UtageNewGameRequestSchema(ma.Schema):
    """Set up a game."""

    players = ma.fields.List(ma.fields.String(validate=Length(0, 100)), required=True, data_key="seats",
                             validate=Length(2, MAX_PLAYERS), metadata={"description": "the names, clockwise"})
    first = seat("whoever most recently organised a party", load_default=0)
    seed = seed_field("every roll not given is drawn from it (reproducible); without it a random seed is drawn and"
                      " kept in the state (not cached)")
    rules = UTAGE.rules_field()


class UtageStateResultSchema(ma.Schema):
    """A game state and the flags it was reached under."""

    state = fields.nested(UtageStateSchema)
    ruleset = UTAGE.echoed_rules()


@ops.post("/games/new", UtageNewGameRequestSchema, UtageStateResultSchema,
          cacheable=lambda args: args["seed"] is not None, example={"seats": ["Aki", "Ben", "Chie"], "seed": 7},
          cost=flat(1))
def start_utage_game(players: list[str], first: int, seed: int | None, rules: utage.UtageRules) -> JSON:
    """Set up a game: one cup per player (two each with two players), the rest is the lord's stack

    The game keeps its `seed` (a random one without it): the rolls of a round started without `rolls` or
    `seed`, and the lord's roll of a round scored without `lord_dice` or `seed`, are drawn from it and the
    round's number, so a game is reproducible from its states.
    """
    seed = fields.random_seed() if seed is None else seed
    return {"state": utage.new_game(players, first, rules, seed).to_json(), "ruleset": rules.to_json()}


UtageStartRoundRequestSchema = state_request(
    "UtageStartRoundRequestSchema", "Flip a lord card and roll everyone's dice.",
    state="the game between rounds (phase setup)", formula=formula_input("the flipped lord card"),
    rolls=ma.fields.List(
        ma.fields.List(die_field(), validate=Length(0, 12)), load_default=None,
        validate=Length(2, MAX_PLAYERS),
        metadata={"description": "the observed rolls, one list per seat (empty for a disqualified seat)"},
    ),
    seed=seed_field("without rolls: makes the roll reproducible (else random)"),
)


class UtageRoundStartSchema(UtageStateResultSchema):
    """The round under way."""

    seed = fields.Integer(required=True, allow_none=True, metadata={"description": "the seed given, if any"})


@ops.post("/rounds/start", UtageStartRoundRequestSchema, UtageRoundStartSchema,
          cacheable=lambda args: (args["rolls"] is not None or args["seed"] is not None
                                  or args["state"].seed is not None),
          example={"state": SETUP, "formula": FORMULA, "seed": 7}, cost=flat(1))
def start_utage_round(state: utage.UtageState, formula: utage.Formula, rolls: Sequence[Sequence[int]] | None,
                      seed: int | None, rules: utage.UtageRules) -> JSON:
    """Start a round: flip the lord card and roll every player's dice

    Give the observed `rolls`, or a `seed` for a reproducible roll; with neither the roll is drawn from the
    game's seed (a state without one: at random, and the answer is not cached).
    """
    after = utage.start_round(state, formula.text, rolls, seed, rules)
    return {"state": after.to_json(), "ruleset": rules.to_json(), "seed": seed}


UtageActionsRequestSchema = state_request("UtageActionsRequestSchema", "Whose legal actions.", state="the game",
                                          echoed=False, seat=seat("the seat asking", required=True))


class UtageActionsSchema(ma.Schema):
    """The legal actions of a seat."""

    seat = fields.Integer(required=True)
    count = fields.Integer(required=True)
    actions = fields.nested_list(UtageActionSchema, "dice named by face, each face once; empty when not its turn")


@ops.post("/actions", UtageActionsRequestSchema, UtageActionsSchema,
          example={"state": PLAY, "seat": 0}, cost=flat(1))
def list_utage_actions(state: utage.UtageState, seat: int, rules: utage.UtageRules) -> JSON:
    """List the legal actions of a seat

    In the play phase: place a cup die on a slot (a filled slot's die goes to the lord's cup), give a cup die
    to another player, move a die from in front of you to the lord's cup, or declare the end. After a
    declaration each other player, in turn, may only move one cup die to the lord's cup or decline.
    """
    found = utage.legal_actions(state, seat)
    return {"seat": seat, "count": len(found), "actions": [a.to_json() for a in found]}


UtageApplyRequestSchema = state_request(
    "UtageApplyRequestSchema", "An action to adjudicate.", state="the game before the action", echoed=False,
    seat=seat("the seat acting", required=True),
    action=CheckedNested(request_variant(UtageActionSchema), utage.Action.from_json, required=True),
)


UtageVerdictSchema = response_schema(utage.Verdict, "UtageVerdictSchema", more={
    "action": fields.nested(UtageActionSchema)}, doc="The adjudicated action.")


@ops.post("/apply", UtageApplyRequestSchema, UtageVerdictSchema,
          example={"state": PLAY, "seat": 0, "action": {"kind": "place", "die": 6, "slot": 1}}, cost=flat(1))
def apply_utage_action(state: utage.UtageState, seat: int, action: utage.Action, rules: utage.UtageRules
                       ) -> JSON:
    """Adjudicate and perform one action

    An illegal action (not your turn, a die you do not have, a slot the card lacks...) is `legal: false` with
    the reason, and the state is returned unchanged.
    """
    return Answer(utage.apply(state, seat, action), action=action)


# --- the round's end ---------------------------------------------------------------------------------------------


UtageRoundResultRequestSchema = state_request(
    "UtageRoundResultRequestSchema", "Score a round.", state="the game in the scoring phase",
    lord_dice=ma.fields.List(die_field(), load_default=None,
                             metadata={"description": "the observed roll of the lord's cup"}),
    seed=seed_field("without lord_dice: makes the roll reproducible (else random)"),
)


class UtageSeatScoreSchema(ma.Schema):
    """A seat's points."""

    seat = fields.Integer(required=True)
    score = fields.Integer(required=True)


class UtageRoundResultSchema(ma.Schema):
    """The scored round and the cups moved."""

    lord_dice = ma.fields.List(fields.Integer(), required=True, metadata={"description": "the lord's roll"})
    lord = fields.nested(UtageLordScoreSchema)
    scores = fields.nested_list(UtageSeatScoreSchema, "in tie-break order, from the declarer")
    winner = fields.Integer(required=True, allow_none=True,
                               metadata={"description": "the highest score strictly below the lord's"})
    lord_last = Boolean(required=True, metadata={"description": "everyone reached the lord's score"})
    events = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "the cups moved"})
    game_over = Boolean(required=True)
    game_winner = fields.Integer(required=True, allow_none=True)
    seed = fields.Integer(required=True, allow_none=True)
    state = fields.nested(UtageStateSchema, "the game after the round")
    ruleset = UTAGE.echoed_rules()


@ops.post("/rounds/result", UtageRoundResultRequestSchema, UtageRoundResultSchema,
          cacheable=lambda args: (args["lord_dice"] is not None or args["seed"] is not None
                                  or args["state"].seed is not None),
          example={"state": SCORING, "lord_dice": [4]}, cost=flat(1))
def score_utage_round(state: utage.UtageState, lord_dice: list[int] | None, seed: int | None,
                      rules: utage.UtageRules) -> JSON:
    """Score the round: roll the lord's cup, find the winner and move the cups

    The winner has the highest score strictly below the lord's (ties go to the earliest seat from the
    declarer) and takes a cup from the lord; the game ends when the winner holds at least as many cups as
    the lord has left. If every player reaches the lord's score, the declarer loses a cup (or, with none,
    is disqualified). Give the observed `lord_dice`, or a `seed`; with neither the roll is drawn from the game's
    seed (a state without one: at random).
    """
    result = utage.round_result(state, lord_dice, seed, rules=rules)
    return {"lord_dice": list(result.lord_dice), "lord": result.lord.to_json(),
            "scores": [{"seat": s, "score": v} for s, v in result.scores.items()],
            "winner": result.winner, "lord_last": result.lord_last, "events": list(result.events),
            "game_over": result.state.phase == "over", "game_winner": result.state.winner,
            "seed": seed if lord_dice is None else None, "state": result.state.to_json(), "ruleset": rules.to_json()}


UtageOutlookRequestSchema = state_request("UtageOutlookRequestSchema", "A round under way.",
                                          state="the game in the play, end or scoring phase")


class UtageSeatProbabilitySchema(ma.Schema):
    """A seat's chance."""

    seat = fields.Integer(required=True)
    probability = fields.nested(ProbabilitySchema)


class UtageOutlookSchema(ma.Schema):
    """The exact outlook of the round before the lord's cup is rolled."""

    win = fields.nested_list(UtageSeatProbabilitySchema, "each seat's chance of winning the round, in tie-break order")
    lord_last = fields.nested(ProbabilitySchema, "the chance that everyone reaches the lord's score")
    lord_distribution = fields.nested_list(UtageScoreProbabilitySchema)
    expected_lord_score = fields.nested(ProbabilitySchema, "exact (a fraction, not a probability)")
    ruleset = UTAGE.echoed_rules()


@ops.post("/rounds/outlook", UtageOutlookRequestSchema, UtageOutlookSchema,
          example={"state": SCORING},
          cost=scaled("state.lord_cup_dice", 0.02, 48, exponent=2, size=lambda state: state.lord_cup_dice))
def get_utage_round_outlook(state: utage.UtageState, rules: utage.UtageRules) -> JSON:
    """Get each seat's exact chance of winning the round as the dice stand now

    The lord's score is taken over its exact distribution for the dice now in the lord's cup; the win
    chances and the chance of the lord coming last sum to 1. Ties are broken from the declarer (before a
    declaration, from the seat to play).
    """
    if state.formula is not None:
        check_distribution_work(utage.Formula.parse(state.formula), state.lord_cup_dice, "state.lord_cup_dice")
    outlook = utage.round_outlook(state, rules)
    dist = outlook.lord_distribution
    expected = sum((v * p for v, p in dist.items()), Fraction(0))
    return {"win": [{"seat": s, "probability": probability(p)} for s, p in outlook.win.items()],
            "lord_last": probability(outlook.lord_last), "lord_distribution": distribution_out(dist),
            "expected_lord_score": probability(expected), "ruleset": rules.to_json()}


UtageGameEndRequestSchema = state_request("UtageGameEndRequestSchema", "A game to check.", state="the game",
                                          echoed=False)


class UtageStandingSchema(ma.Schema):
    """A seat's cups."""

    seat = fields.Integer(required=True)
    name = ma.fields.String(required=True)
    cups = fields.Integer(required=True)
    disqualified = Boolean(required=True)


class UtageGameEndSchema(ma.Schema):
    """Whether the game is over, and who won."""

    over = Boolean(required=True)
    winner = fields.Integer(required=True, allow_none=True)
    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why it is over"})
    lord_cups = fields.Integer(required=True)
    standings = fields.nested_list(UtageStandingSchema, "every seat, most cups first")


@ops.post("/games/end", UtageGameEndRequestSchema, UtageGameEndSchema,
          example={"state": SETUP}, cost=flat(1))
def check_utage_game_end(state: utage.UtageState, rules: utage.UtageRules) -> JSON:
    """Check whether the game is over, and who won

    The game ends the moment a round's winner holds at least as many cups as the lord has left, or when a
    single player remains (the others disqualified).
    """
    over, winner, players = state.phase == "over", state.winner, state.players
    reason = None
    if over and winner is not None:
        reason = (f"seat {winner} is the last player left" if len(state.active()) == 1
                  else f"seat {winner} holds {players[winner].cups} cups, the lord {state.lord_cups}")
    standings = sorted(range(len(players)), key=lambda s: (players[s].disqualified, -players[s].cups, s))
    return {"over": over, "winner": winner, "reason": reason, "lord_cups": state.lord_cups,
            "standings": [{"seat": s, "name": players[s].name, "cups": players[s].cups,
                           "disqualified": players[s].disqualified} for s in standings]}


UtageFaultRequestSchema = state_request(
    "UtageFaultRequestSchema", "A fault the table agreed on.", state="the game", echoed=False,
    seat=seat("the seat at fault", required=True),
    fault=ma.fields.String(required=True, validate=Length(1, 200),
                           metadata={"description": "what happened, e.g. 'spilled dice' (logged in the event)"}),
)


class UtageFaultSchema(ma.Schema):
    """The fault recorded."""

    event = ma.fields.String(required=True)
    state = fields.nested(UtageStateSchema)


@ops.post("/faults", UtageFaultRequestSchema, UtageFaultSchema,
          example={"state": PLAY, "seat": 1, "fault": "spilled dice"}, cost=flat(1))
def record_utage_fault(state: utage.UtageState, seat: int, fault: str, rules: utage.UtageRules) -> JSON:
    """Record a fault (粗相): the seat puts one cup out of the game

    The service does not judge faults (peeking, spilling, changing faces...): send one once the table
    agrees. A player without a cup is disqualified; their dice leave play and a pending turn passes on.
    """
    after, event = utage.commit_fault(state, seat, fault)
    return {"event": event, "state": after.to_json()}
