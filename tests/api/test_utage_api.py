"""宴-Utage- through HTTP: formulas, the lord's score and its distribution, turns, rounds and the game's end."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.utage import Formula, lord_score
from adjudicator.web.endpoints.utage import formula_text

CARD = "SLOT1 + SLOT2 + MAX × COUNT"
ROLLS = [[1, 2, 3, 4, 5, 6], [6, 6, 6, 1, 1, 1], [2, 2, 2, 2, 2, 2]]


def fraction(p: dict[str, Any]) -> Fraction:
    """The exact value of a probability object, checking that its float agrees."""
    value = Fraction(p["fraction"])
    assert p["float"] == float(value)
    return value


def started(client: Any) -> dict[str, Any]:
    """A three-player game with the worked example's card, rolled."""
    state = client.post("/v1/utage/games/new", json={"seats": ["A", "B", "C"]}).get_json()["state"]
    r = client.post("/v1/utage/rounds/start", json={"state": state, "formula": CARD, "rolls": ROLLS})
    assert r.status_code == 200
    return r.get_json()["state"]  # type: ignore[no-any-return]


def play(client: Any, state: dict[str, Any], seat: int, **action: Any) -> dict[str, Any]:
    """Apply a legal action and return the state after it."""
    body = client.post("/v1/utage/apply", json={"state": state, "seat": seat, "action": action}).get_json()
    assert body["legal"] is True, body
    return body["state"]  # type: ignore[no-any-return]


def test_formula_is_normalised(client: Any) -> None:
    body = client.post("/v1/utage/formulas/parse", json={"formula": "ＳＬＯＴ１＋slot(2) + 最大×個数"}).get_json()
    assert body["normalised"] == CARD
    assert (body["marks"], body["slot_count"], body["uses_count"]) == (["max"], 2, True)
    for text in ["(1 - 2) - (3 - 4) * (5 / (6 * 7))", "MIN - (MAX - COUNT)", "((SLOT3))", "2 * (3 + MAX) / 4"]:
        normal = client.post("/v1/utage/formulas/parse", json={"formula": text}).get_json()["normalised"]
        again = client.post("/v1/utage/formulas/parse", json={"formula": normal}).get_json()["normalised"]
        assert again == normal
    assert client.post("/v1/utage/formulas/parse", json={"formula": "(1-2)-(3-4)"}).get_json()["normalised"] == \
        "1 - 2 - (3 - 4)"


FACTORS = st.sampled_from(["MAX", "MIN", "COUNT", "SLOT1", "SLOT(2)", "3", "0", "17"])


def formulas() -> st.SearchStrategy[str]:
    """Formulas of the grammar, with redundant and necessary parentheses alike."""
    return st.recursive(
        FACTORS,
        lambda inner: st.one_of(
            st.tuples(inner, st.sampled_from([" + ", " - ", " × ", " ÷ ", "*", "/"]), inner).map("".join),
            inner.map(lambda e: f"({e})"),
        ),
        max_leaves=8,
    )


@settings(max_examples=150, deadline=None)
@given(formulas(), st.lists(st.integers(1, 6), max_size=5))
def test_the_normal_form_means_the_same_and_is_stable(text: str, dice: list[int]) -> None:
    formula = Formula.parse(text)
    normal = Formula.parse(formula_text(formula.root))
    assert formula_text(normal.root) == formula_text(formula.root)
    assert normal.marks == formula.marks and normal.slot_count == formula.slot_count
    slots = [5, 2][: formula.slot_count]
    assert lord_score(normal, slots, dice) == lord_score(formula, slots, dice)


def test_formula_errors_give_the_column(client: Any) -> None:
    r = client.post("/v1/utage/formulas/parse", json={"formula": "SLOT1 + "})
    assert r.status_code == 422
    assert r.get_json()["errors"]["json"]["formula"] == [
        "column 9: expected a number, SLOT, MAX, MIN, COUNT or '(' but the formula ended"]
    r = client.post("/v1/utage/formulas/parse", json={"formula": "__import__('os')"})
    assert r.status_code == 422 and "column 1" in r.get_json()["message"]


def test_worked_example_lord_scores_34(client: Any) -> None:
    body = client.post("/v1/utage/lord/score",
                       json={"formula": CARD, "slots": [4, 6], "lord_dice": [2, 2, 3, 5, 6]}).get_json()
    assert (body["marks"], body["count"], body["value"]) == ([6], 4, 34)
    assert body["formula"] == CARD and body["ruleset"]["empty_value"] == 0
    empty = client.post("/v1/utage/lord/score", json={"formula": CARD, "slots": [None, 6], "lord_dice": [],
                                                      "ruleset": {"empty_value": 1}}).get_json()
    assert empty["value"] == 1 + 6 + 1 * 0 and empty["ruleset"]["empty_value"] == 1


def test_lord_distribution_is_exact(client: Any) -> None:
    body = client.post("/v1/utage/lord/distribution", json={"formula": "MAX", "n_dice": 2}).get_json()
    assert [o["score"] for o in body["outcomes"]] == [1, 2, 3, 4, 5, 6]
    assert [fraction(o["probability"]) for o in body["outcomes"]] == [Fraction(2 * k - 1, 36) for k in range(1, 7)]
    assert fraction(body["expected"]) == Fraction(161, 36)
    card = client.post("/v1/utage/lord/distribution", json={"formula": CARD, "slots": [4, 6], "n_dice": 5}).get_json()
    assert sum(fraction(o["probability"]) for o in card["outcomes"]) == 1
    top = {o["score"]: fraction(o["probability"]) for o in card["outcomes"]}[4 + 6 + 6 * 4]
    assert top == 1 - Fraction(5, 6) ** 5


def test_too_much_work_and_bad_slots_are_422s(client: Any) -> None:
    r = client.post("/v1/utage/lord/distribution", json={"formula": "MAX + " * 11 + "MAX", "n_dice": 60})
    assert r.status_code == 422 and "n_dice" in r.get_json()["errors"]["json"]
    r = client.post("/v1/utage/lord/score", json={"formula": CARD, "slots": [4], "lord_dice": [1]})
    assert r.status_code == 422 and "2 slot(s)" in r.get_json()["errors"]["json"]["slots"][0]
    r = client.post("/v1/utage/lord/score", json={"formula": CARD, "slots": [4, 6], "lord_dice": [7]})
    assert r.status_code == 422 and "lord_dice" in r.get_json()["message"]


def test_legal_actions_and_illegal_ones_adjudicated(client: Any) -> None:
    state = started(client)
    actions = client.post("/v1/utage/actions", json={"state": state, "seat": 0}).get_json()
    assert {"kind": "declare", "die": None, "slot": None, "target": None} in actions["actions"]
    assert {"kind": "give", "die": 3, "slot": None, "target": 1} in actions["actions"]
    assert actions["count"] == len(actions["actions"]) == 1 + 6 * 2 + 6 * 2
    assert client.post("/v1/utage/actions", json={"state": state, "seat": 1}).get_json()["actions"] == []
    r = client.post("/v1/utage/apply", json={"state": state, "seat": 1, "action": {"kind": "declare"}})
    assert r.status_code == 200
    assert r.get_json()["legal"] is False and "seat 0's turn" in r.get_json()["reason"]
    assert r.get_json()["state"] == state
    r = client.post("/v1/utage/apply", json={"state": state, "seat": 0, "action": {"kind": "place", "die": 6,
                                                                                   "slot": 3}})
    assert r.get_json()["legal"] is False and "slots 1..2" in r.get_json()["reason"]


def test_a_round_through_the_end_phase_to_the_worked_example(client: Any) -> None:
    state = started(client)
    state = play(client, state, 0, kind="place", die=4, slot=1)
    state = play(client, state, 1, kind="place", die=6, slot=2)
    state = play(client, state, 2, kind="declare")
    assert state["phase"] == "end" and state["end_queue"] == [0, 1]
    end_actions = client.post("/v1/utage/actions", json={"state": state, "seat": 0}).get_json()["actions"]
    assert {a["kind"] for a in end_actions} == {"end_to_lord", "end_decline"}
    state = play(client, state, 0, kind="end_to_lord", die=5)
    state = play(client, state, 1, kind="end_decline")
    assert state["phase"] == "scoring" and state["lord_cup_dice"] == 1
    # the worked example's lord: slots 4 and 6, five dice in the lord's cup; the 11 other dice of the 18 in play
    state["seats"][0]["cup"] = [6, 6, 6, 6]
    state["seats"][1]["cup"] = [6, 6, 6]
    state["seats"][2]["cup"] = [6, 6, 6, 5]
    state["lord_cup_dice"] = 5
    body = client.post("/v1/utage/rounds/result", json={"state": state, "lord_dice": [2, 2, 3, 5, 6]}).get_json()
    assert body["lord"] == {"marks": [6], "count": 4, "value": 34}
    assert body["scores"] == [{"seat": 2, "score": 23}, {"seat": 0, "score": 24}, {"seat": 1, "score": 18}]
    assert body["winner"] == 0 and body["lord_last"] is False and body["game_over"] is False
    assert body["state"]["seats"][0]["cups"] == 2 and body["state"]["lord_cups"] == 6
    assert body["state"]["phase"] == "setup" and body["state"]["first"] == 2
    r = client.post("/v1/utage/rounds/result", json={"state": state, "lord_dice": [1, 2]})
    assert r.status_code == 422 and "lord's cup holds 5" in r.get_json()["errors"]["json"]["lord_dice"][0]


def dice_summing_to(score: int, count: int) -> list[int]:
    """``count`` die faces adding up to ``score``."""
    assert count <= score <= 6 * count
    dice = [1] * count
    for i in range(count):
        dice[i] += min(5, score - sum(dice))
    return dice


def scoring_state(cups: list[int], lord_cups: int, scores: list[int], formula: str = "20",
                  lord_cup_dice: int = 0, declarer: int = 0) -> dict[str, Any]:
    """A state ready to score, as a round reaches it: the declarer started the round and declared at once (with 2
    players, after giving the other seat the dice it moved into the lord's cup); the seats after it each put one
    die from their cup into the lord's cup, until it holds ``lord_cup_dice``. Each cup's dice make its score."""
    n = len(scores)
    counts = [6] * n
    for k in range(min(lord_cup_dice, n - 1)):
        counts[(declarer + 1 + k) % n] -= 1
    assert lord_cup_dice < n or n == 2
    counts[declarer] -= max(lord_cup_dice - (n - 1), 0)
    players = [{"name": str(i), "cups": c, "cup": dice_summing_to(s, k)}
               for i, (c, s, k) in enumerate(zip(cups, scores, counts, strict=True))]
    return {"seats": players, "lord_cups": lord_cups, "phase": "scoring", "formula": formula,
            "lord_cup_dice": lord_cup_dice, "first": declarer, "declarer": declarer}


def test_round_outlook_is_exact(client: Any) -> None:
    state = scoring_state([1, 1, 1], 7, [10, 12, 20], formula="MAX × 4", lord_cup_dice=1, declarer=2)
    body = client.post("/v1/utage/rounds/outlook", json={"state": state}).get_json()
    assert [o["score"] for o in body["lord_distribution"]] == [4, 8, 12, 16, 20, 24]
    assert {w["seat"]: fraction(w["probability"]) for w in body["win"]} == {
        2: Fraction(1, 6), 0: Fraction(1, 6), 1: Fraction(2, 6)}
    assert fraction(body["lord_last"]) == Fraction(1, 3)
    assert sum(fraction(w["probability"]) for w in body["win"]) + fraction(body["lord_last"]) == 1
    assert fraction(body["expected_lord_score"]) == 14
    r = client.post("/v1/utage/rounds/outlook", json={"state": {**state, "phase": "setup", "formula": None}})
    assert r.status_code == 422 and "state.phase" in r.get_json()["errors"]["json"]


def test_lord_last_costs_the_declarer_and_the_game_ends(client: Any) -> None:
    last = client.post("/v1/utage/rounds/result",
                       json={"state": scoring_state([1, 1, 1], 7, [20, 30, 25], declarer=1)}).get_json()
    assert last["lord_last"] is True and last["winner"] is None
    assert [p["cups"] for p in last["state"]["seats"]] == [1, 0, 1]
    over = client.post("/v1/utage/rounds/result", json={"state": scoring_state([3, 1], 4, [12, 25])}).get_json()
    assert over["game_over"] is True and over["game_winner"] == 0
    end = client.post("/v1/utage/games/end", json={"state": over["state"]}).get_json()
    assert end["over"] is True and end["winner"] == 0 and "4 cups" in end["reason"]
    assert [s["seat"] for s in end["standings"]] == [0, 1] and end["lord_cups"] == 3
    going_on = client.post("/v1/utage/games/end", json={"state": last["state"]}).get_json()
    assert going_on["over"] is False and going_on["winner"] is None


def test_seeded_rolls_are_reproducible_and_cached(client: Any) -> None:
    state = client.post("/v1/utage/games/new", json={"seats": ["A", "B"]}).get_json()["state"]
    assert [p["cups"] for p in state["seats"]] == [2, 2] and state["lord_cups"] == 6
    request = {"state": state, "formula": CARD, "seed": 7}
    first, second = (client.post("/v1/utage/rounds/start", json=request) for _ in range(2))
    assert (first.headers["X-Cache"], second.headers["X-Cache"]) == ("miss", "hit")
    assert all(len(p["cup"]) == 6 for p in first.get_json()["state"]["seats"])
    assert state["seed"] is not None and state["rounds"] == 0  # new drew a seed and keeps it
    unseeded = [client.post("/v1/utage/rounds/start", json={"state": {**state, "seed": None}, "formula": CARD})
                for _ in range(2)]
    assert [r.headers["X-Cache"] for r in unseeded] == ["miss", "miss"]
    scoring = scoring_state([1, 1], 4, [12, 25], formula=CARD, lord_cup_dice=3)
    seeded = [client.post("/v1/utage/rounds/result", json={"state": scoring, "seed": 3}) for _ in range(2)]
    assert seeded[0].get_json() == seeded[1].get_json() and seeded[1].headers["X-Cache"] == "hit"
    assert len(seeded[0].get_json()["lord_dice"]) == 3 and seeded[0].get_json()["seed"] == 3
    rng = random.Random(3)  # the seeded roll is the one the library rolls from the seed, reported as rolled
    assert seeded[0].get_json()["lord_dice"] == [rng.randint(1, 6) for _ in range(3)]


def test_a_fault_costs_a_cup(client: Any) -> None:
    body = client.post("/v1/utage/faults", json={"state": started(client), "seat": 1, "fault": "spilled dice"})
    assert body.status_code == 200
    assert "spilled dice" in body.get_json()["event"] and body.get_json()["state"]["seats"][1]["cups"] == 0


def test_bad_states_are_422s_naming_the_field(client: Any) -> None:
    state = started(client)
    state["seats"][1]["cup"][0] = 9
    r = client.post("/v1/utage/actions", json={"state": state, "seat": 0})
    assert r.status_code == 422 and "state.seats[1].cup[0]" in r.get_json()["message"]
    state = started(client)
    state["slots"] = [None]
    r = client.post("/v1/utage/actions", json={"state": state, "seat": 0})
    assert r.status_code == 422 and "state.slots" in r.get_json()["errors"]["json"]
    state = started(client)
    state["formula"] = "SLOT1 +"
    r = client.post("/v1/utage/apply", json={"state": state, "seat": 0, "action": {"kind": "declare"}})
    assert r.status_code == 422 and r.get_json()["errors"]["json"]["state.formula"][0].startswith("column 8")
    r = client.post("/v1/utage/apply", json={"state": started(client), "seat": 5, "action": {"kind": "declare"}})
    assert r.status_code == 422 and "seat" in r.get_json()["errors"]["json"]
    r = client.post("/v1/utage/apply", json={"state": started(client), "seat": 0, "action": {"kind": "give",
                                                                                              "die": 1}})
    assert r.status_code == 422 and "action.target" in r.get_json()["errors"]["json"]
    r = client.post("/v1/utage/games/new", json={"seats": ["A", "B", "C"], "ruleset": {"total_cups": 3}})
    assert r.status_code == 422 and "ruleset.total_cups" in r.get_json()["errors"]["json"]


def test_equivalent_requests_share_a_cache_entry(client: Any) -> None:
    first = client.post("/v1/utage/lord/score", json={"formula": CARD, "slots": [4, 6], "lord_dice": [6, 2, 5, 3, 2]})
    again = client.post("/v1/utage/lord/score",
                        json={"formula": "slot1+slot2+max*count", "slots": [4, 6], "lord_dice": [2, 2, 3, 5, 6]})
    assert (first.headers["X-Cache"], again.headers["X-Cache"]) == ("miss", "hit")


def test_a_disqualified_seat_cannot_act_and_a_game_needs_two_players(client: Any) -> None:
    state = started(client)
    state["seats"][0].update(disqualified=True, cups=0, cup=[])
    state.update(to_play=1)
    r = client.post("/v1/utage/apply", json={"state": state, "seat": 0, "action": {"kind": "declare"}})
    assert r.status_code == 200
    assert r.get_json()["legal"] is False and "seat 0 is disqualified" in r.get_json()["reason"]
    state["seats"][1].update(disqualified=True, cup=[])
    r = client.post("/v1/utage/apply", json={"state": state, "seat": 2, "action": {"kind": "declare"}})
    assert r.status_code == 422 and "needs two players" in r.get_json()["errors"]["json"]["state.seats"][0]


def test_a_seeded_game_draws_every_roll_it_is_not_told_from_its_seed_and_the_round(client: Any) -> None:
    new = client.post("/v1/utage/games/new", json={"seats": ["A", "B", "C"], "seed": 11})
    assert new.headers["X-Cache"] == "miss"
    state = new.get_json()["state"]
    assert (state["seed"], state["rounds"]) == (11, 0)
    starts = [client.post("/v1/utage/rounds/start", json={"state": state, "formula": CARD}) for _ in range(2)]
    assert [r.headers["X-Cache"] for r in starts] == ["miss", "hit"]
    started = starts[0].get_json()["state"]
    assert started["rounds"] == 1 and started["seed"] == 11
    rng = random.Random("utage:11:0:cups")
    assert [p["cup"] for p in started["seats"]] == [[rng.randint(1, 6) for _ in range(6)] for _ in range(3)]
    # the next round (same card, same players) rolls other dice: the round's number is part of the draw
    later = {**state, "rounds": 1, "lord_cups": 6}  # seat 0 won round 1
    later["seats"] = [{**state["seats"][0], "cups": 2}, *state["seats"][1:]]
    again = client.post("/v1/utage/rounds/start", json={"state": later, "formula": CARD}).get_json()["state"]
    assert [p["cup"] for p in again["seats"]] != [p["cup"] for p in started["seats"]]
    # a seed given with the request wins over the game's, and neither is mixed with observed rolls
    given = client.post("/v1/utage/rounds/start", json={"state": state, "formula": CARD, "seed": 3}).get_json()
    assert [p["cup"] for p in given["state"]["seats"]] != [p["cup"] for p in started["seats"]]
    bad = client.post("/v1/utage/games/new", json={"seats": ["A", "B"], "seed": 2**63})
    assert bad.status_code == 422 and "seed" in bad.get_json()["errors"]["json"]
    wrong = client.post("/v1/utage/rounds/start", json={"state": {**state, "seed": "x"}, "formula": CARD})
    assert wrong.status_code == 422 and "state.seed" in wrong.get_json()["errors"]["json"]
