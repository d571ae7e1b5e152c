"""A Day: the order of actions (spec §4.1), forming (§4.5) and dissolving with the exact refund (§4.6)."""

from __future__ import annotations

from adjudicator.games.lauzait_cep.day import Action, check_day_order, dissolve_department, form_department
from adjudicator.games.lauzait_cep.position import Hand
from adjudicator.games.lauzait_cep.rulesets import ActionOrder, Ruleset

from .lauzait_helpers import pieces

D, F, L, H = Action.DISSOLVE, Action.FORM, Action.DECLARE, Action.HIRE


def test_seed_order() -> None:
    assert check_day_order([D, F, L]).legal
    assert check_day_order([F, H]).legal
    assert check_day_order([L]).legal
    assert check_day_order([H, F]).reason == "the actions must come in the order dissolve, form, declare, hire"
    assert check_day_order([F]).reason == "Hiring is mandatory"
    assert check_day_order([L, H]).reason == "declaring Lauzait-Cep! ends the Season; no action may follow it"
    assert check_day_order([F, F, H]).reason == "each action at most once a Day; repeated: form"


def test_other_orders() -> None:
    designers = Ruleset(action_order=ActionOrder.DESIGNERS)
    assert check_day_order([D, F, H, L], designers).legal
    assert not check_day_order([L], designers).legal
    free = Ruleset(action_order=ActionOrder.ANY)
    assert check_day_order([H, F, D], free).legal
    assert check_day_order([H, L], free).legal
    assert not check_day_order([L, F], free).legal


def test_form_and_refund_exactly() -> None:
    hand = Hand(tuple(pieces("G2 G3 J W5 W5 W6 W7 W8 W9")))
    formed = form_department(hand, pieces("G2 G3 J"))
    assert formed.legal and formed.department is not None and formed.department.numbers == (2, 3, 4)
    assert formed.department.bonus == 1 and formed.hand is not None
    low = form_department(hand, pieces("G2 G3 J"), bonus=0)
    assert low.department is not None and low.department.numbers == (1, 2, 3)
    assert form_department(hand, pieces("G2 G3 J"), bonus=2).reason == "these pieces earn [0, 1] points, not 2"
    # Forming high and refunding low is refused ("benefit fraud"); the exact refund is accepted.
    fraud = dissolve_department(formed.hand, 0, refund=0)
    assert not fraud.legal and fraud.refund == 1
    assert fraud.reason == "the refund must be exactly the 1 points received when forming it, not 0"
    honest = dissolve_department(formed.hand, 0, refund=1)
    assert honest.legal and honest.hand == hand


def test_form_refusals() -> None:
    hand = Hand(tuple(pieces("G2 G3 J W5 W5 W6 W7 W8 W9")))
    assert form_department(hand, pieces("G2 G3 G4")).reason == "not among your concealed pieces: G4"
    assert form_department(hand, pieces("W5 W7 W9")).reason == "W5 W7 W9 do not form a Department"
    assert not dissolve_department(hand, 0).legal
