"""Lauzait Cep! through HTTP: Departments, Hiring, a Day, declaring, Stalemate, the deal and its exact odds."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from adjudicator.games.lauzait_cep.probability import deal_probabilities
from adjudicator.web.endpoints import lauzait_cep as lauzait_cep_endpoints

SQUARES = [f"{column}{row}" for row in "12345" for column in "abcde"]
# Boards are filled square by square (a1 b1 c1 d1 e1 a2 ... e5), skipping the empty square (the Mountain c3).
HIRING_BOARD = "W9 W9 W8 W8 W7 W7 W7 W6 W6 W6 W5 W5 W5 W4 W4 W4 G7 G9 G9 G8 G7 G8 G7 G6"
# Neither G1, G8, W1 nor a joker: a hand of 0s and a G9 can discard nothing.
STUCK_BOARD = "G2 G2 G2 G2 G3 G3 G3 G3 G4 G4 G4 G5 G5 G5 G6 G6 G6 G7 G7 G7 W5 W5 W5 W6"
OPEN_BOARD = "G0 G1 G2 G3 G4 G5 G6 G7 W0 W1 W2 W3 W4 W5 W6 W7 G4 G5 G6 G7 W4 W5 W6 W7"
STUCK_HAND = "G0 G0 G0 G0 W0 W0 W0 W0 G9"


def pieces(text: str) -> list[str]:
    """Pieces written with spaces between them, as a list."""
    return text.split()


def position(hand: str, board: str, players: int = 4, empty: str = "c3") -> dict[str, Any]:
    """A position whose first player, to move, holds ``hand``; the other hands are unknown."""
    on_board = iter(pieces(board))
    return {
        "players": players,
        "board": {sq: None if sq == empty else next(on_board) for sq in SQUARES},
        "hands": [{"concealed": pieces(hand)}] + [None] * (players - 1),
        "to_play": 0,
    }


def post(client: Any, operation: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    response = client.post(f"/v1/lauzait-cep/{operation}", json=body)
    assert response.status_code == status, response.get_json()
    result: dict[str, Any] = response.get_json()
    return result


def unprocessable(client: Any, operation: str, body: dict[str, Any]) -> tuple[str, str]:
    """Post a bad request; return the field the 422 names and the message."""
    errors = post(client, operation, body, 422)
    fields = errors["errors"]["json"]
    assert len(fields) == 1
    field = next(iter(fields))
    return field, errors["message"]


def fraction(p: dict[str, Any]) -> Fraction:
    value = Fraction(p["fraction"])
    assert p["float"] == float(value)
    return value


# --- Departments ---------------------------------------------------------------------------------------------------


def test_rulebook_bonus_examples(client: Any) -> None:
    green = post(client, "departments", {"pieces": ["G3", "G4", "G5"]})
    assert green["best"]["kind"] == "sequence-of-three" and green["best"]["bonus"] == 2
    white = post(client, "departments", {"pieces": ["W3", "J", "W3"]})
    assert white["pieces"] == ["W3", "W3", "J"]
    assert white["best"] == {"kind": "three-of-a-kind", "colour": "W", "numbers": [3, 3, 3],
                             "pieces": ["W3", "W3", "J"], "roles": ["W3", "W3", "W3"], "jokers": 1,
                             "joker_roles": ["W3"], "bonus": 2}
    assert white["complete"] is False and white["decomposition_count"] == 1
    assert white["ruleset"]["layered_bridges_points"] == 2


def test_hand_decompositions_and_the_best_department(client: Any) -> None:
    card = post(client, "departments", {"pieces": pieces("W1 W2 W3 W3 W3 J G3 G4 G5")})
    assert card["complete"] is True
    readings = [[d["numbers"] for d in split["departments"]] for split in card["decompositions"]]
    assert [[3, 4, 5], [1, 2, 3], [3, 3, 3]] in readings
    assert len(card["decompositions"]) == card["decomposition_count"]
    for split in card["decompositions"]:
        assert split["bonus"] == sum(d["bonus"] for d in split["departments"])
    assert card["best"] == card["departments"][0]
    assert post(client, "departments", {"pieces": pieces("G1 G1 G1 G2 G2 G2 G3 G3 G3")})["decomposition_count"] == 2
    broken = post(client, "departments", {"pieces": pieces("W1 W2 W3 W3 W4 J G3 G4 G6")})
    assert broken["complete"] is False and broken["decompositions"] == [] and broken["departments"]
    best = post(client, "departments", {"pieces": pieces("G1 G2 G3 W5 W5 W5 J G8 G8")})["best"]
    assert (best["numbers"], best["bonus"], best["joker_roles"]) == ([8, 8, 8], 8, ["G8"])


def test_joker_roles_within_the_piece_set(client: Any) -> None:
    assert post(client, "departments", {"pieces": ["G8", "G8", "J"]})["best"]["bonus"] == 8
    strict = post(client, "departments", {"pieces": ["G8", "G8", "J"], "ruleset": {"jokers_within_piece_set": True}})
    assert strict["best"] is None and strict["ruleset"]["jokers_within_piece_set"] is True
    three = post(client, "departments", {"pieces": ["G1", "G2", "J"], "players": 3,
                                         "ruleset": {"jokers_within_piece_set": True}})
    assert [d["numbers"] for d in three["departments"]] == [[1, 2, 3]]


def test_equivalent_requests_share_the_cache(client: Any) -> None:
    first = client.post("/v1/lauzait-cep/departments", json={"pieces": ["G3", "G4", "G5"]})
    again = client.post("/v1/lauzait-cep/departments",
                        json={"pieces": ["g5", "兵3", "G4"], "players": 4, "ruleset": {"preset": "default"}})
    assert (first.headers["X-Cache"], again.headers["X-Cache"]) == ("miss", "hit")
    assert again.get_json() == first.get_json()
    english = client.post("/v1/lauzait-cep/departments", json={"pieces": ["G3", "G4", "G5"], "ruleset": "english"})
    assert english.headers["X-Cache"] == "miss" and english.get_json()["ruleset"]["layered_bridges_points"] == 3


# --- Hiring --------------------------------------------------------------------------------------------------------


def test_every_hiring_with_exact_outcome_probabilities(client: Any) -> None:
    body = post(client, "hiring", {"position": position("G0 G0 G1 G1 G2 G2 G3 G3 G6", HIRING_BOARD)})
    options = {o["discard"]: o for o in body["options"]}
    assert list(options) == ["G0", "G1", "G2", "G3", "G6"]
    assert options["G2"] == {"discard": "G2", "legal": False, "moves": [],
                             "reason": "nothing could move after discarding G2: no G1 or G3 and no joker on the board"}
    assert body["legal_discards"] == ["G6"] and body["stalemate"] is False
    six = options["G6"]
    assert six["legal"] is True and six["reason"] is None
    assert {m["from"] for m in six["moves"]} == {"c4", "b5", "d5"}
    assert body["positions_included"] is True
    assert body["outcome_count"] == sum(len(m["outcomes"]) for m in six["moves"])
    for move in six["moves"]:
        assert sum(fraction(o["probability"]) for o in move["outcomes"]) == 1
        if move["water"]:
            fail, success = move["outcomes"]
            assert (fail["casts"], fail["obtained"]) == ([0, 1, 2], move["mover"])
            assert (success["casts"], success["obtained"]) == ([3, 4, 5], move["target"])
            assert fraction(fail["probability"]) == Fraction(1, 2)
            assert fail["position"]["board"][move["from"]] is None
        else:
            (only,) = move["outcomes"]
            assert only["casts"] == [] and only["probability"] == {"fraction": "1/1", "float": 1.0}
    outcome = six["moves"][0]["outcomes"][-1]
    assert outcome["position"]["board"]["c3"] is not None  # the discard fills the Mountain
    assert outcome["obtained"] in outcome["position"]["hands"][0]["concealed"]
    assert outcome["position"]["to_play"] == 1  # an outcome starts the next player's Day, whose hand must be known
    assert post(client, "hiring", {"position": outcome["position"]}, 422)["errors"]["json"]["position.hands[1]"]


def test_positions_can_be_left_out(client: Any) -> None:
    body = post(client, "hiring", {"position": position("G0 G0 G1 G1 G2 G2 G3 G3 G6", HIRING_BOARD),
                                   "include_positions": False})
    assert body["positions_included"] is False
    assert all(o["position"] is None for opt in body["options"] for m in opt["moves"] for o in m["outcomes"])


def test_large_listings_leave_the_positions_out(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # A discarded joker lets every other board piece move: hundreds of outcomes.
    monkeypatch.setattr(lauzait_cep_endpoints, "MAX_LISTED_POSITIONS", 250)
    request = {"position": position("J G1 G1 G2 G2 W1 W1 W2 W2", OPEN_BOARD.replace("G7", "J", 1))}
    body = post(client, "hiring", request)
    assert body["outcome_count"] == 287 and body["positions_included"] is False
    assert all(o["position"] is None for opt in body["options"] for m in opt["moves"] for o in m["outcomes"])
    joker = next(o for o in body["options"] if o["discard"] == "J")
    assert len({m["from"] for m in joker["moves"]}) == 24
    monkeypatch.setattr(lauzait_cep_endpoints, "MAX_LISTED_POSITIONS", 300)
    assert post(client, "hiring", {**request, "ruleset": "english"})["positions_included"] is True


def test_adjudicate_one_hiring_with_and_without_the_throw(client: Any) -> None:
    pos = position("G0 G0 G1 G1 G2 G2 G3 G3 G6", HIRING_BOARD)
    request = {"position": pos, "discard": "G6", "from": "b5", "to": "c5"}
    both = post(client, "hiring/adjudicate", request)
    assert both["legal"] is True and both["cast"] is None and both["seed"] is None
    assert both["move"]["water"] is True and both["move"]["mover"] == "G7" and both["move"]["target"] == "G8"
    assert [fraction(o["probability"]) for o in both["move"]["outcomes"]] == [Fraction(1, 2)] * 2
    failed = post(client, "hiring/adjudicate", {**request, "cast": 2})
    (outcome,) = failed["move"]["outcomes"]
    assert failed["cast"] == 2 and outcome["obtained"] == "G7" and outcome["position"]["board"]["b5"] is None
    succeeded = post(client, "hiring/adjudicate", {**request, "cast": 3})
    assert [o["obtained"] for o in succeeded["move"]["outcomes"]] == ["G8"]
    seeded = client.post("/v1/lauzait-cep/hiring/adjudicate", json={**request, "seed": 11})
    again = client.post("/v1/lauzait-cep/hiring/adjudicate", json={**request, "seed": 11})
    assert (seeded.headers["X-Cache"], again.headers["X-Cache"]) == ("miss", "hit")
    drawn = seeded.get_json()
    assert drawn["seed"] == 11 and 0 <= drawn["cast"] <= 5
    (kept,) = drawn["move"]["outcomes"]
    assert drawn["cast"] in kept["casts"]


def test_illegal_hirings_are_adjudications(client: Any) -> None:
    pos = position("G0 G0 G1 G1 G2 G2 G3 G3 G6", HIRING_BOARD)
    cases = {
        ("G2", "b5", "c5"): "nothing could move after discarding G2: no G1 or G3 and no joker on the board",
        ("W5", "b5", "c5"): "W5 is not among your concealed pieces",
        ("G6", "a1", "b1"): "W9 on a1 may not move after discarding G6",
        ("G6", "b5", "e1"): "G7 on b5 cannot move to e1 (only a4, b4, c4, a5, c5)",
    }
    for (discard, origin, target), reason in cases.items():
        verdict = post(client, "hiring/adjudicate", {"position": pos, "discard": discard, "from": origin, "to": target})
        assert verdict == {"legal": False, "reason": reason, "move": None, "cast": None, "seed": None,
                           "ruleset": verdict["ruleset"]}


# --- declaring, formation scores and Stalemate ----------------------------------------------------------------------


def declare(client: Any, hand: str, **extra: Any) -> dict[str, Any]:
    return post(client, "declare", {"position": position(hand, OPEN_BOARD), **extra})


def lines(verdict: dict[str, Any]) -> dict[str, int]:
    assert verdict["allowed"] is True, verdict["reason"]
    return {line["name"]: line["points"] for line in verdict["scores"]} | {"total": verdict["total"]}


def test_formation_score_examples(client: Any) -> None:
    experts = declare(client, "G0 G0 G0 G1 G2 G3 G6 G7 G8")
    assert experts["grounds"] == "complete concealed hand" and experts["reason"] is None
    assert lines(experts) == {"Lauzait-Cep": 3, "Specialized Experts": 3, "total": 6}
    assert lines(declare(client, "W0 W1 W2 G3 G4 G5 W6 W7 W8")) == {"Lauzait-Cep": 3, "Great Sequence": 3, "total": 6}
    balanced = declare(client, "W1 W2 W3 W3 W3 J G3 G4 G5")
    assert lines(balanced) == {"Lauzait-Cep": 3, "Well-Balanced": 10, "total": 13}
    assert len(balanced["departments"]) == 3
    bridges = "W0 W0 W0 G0 G0 G0 G1 G2 G3"
    assert lines(declare(client, bridges))["Layered Bridges"] == 2
    english = declare(client, bridges, ruleset="english")
    assert lines(english)["Layered Bridges"] == 3 and english["ruleset"]["layered_bridges_points"] == 3


def test_declaring_with_revealed_departments_and_refusals(client: Any) -> None:
    pos = position("G1 G2 G3 W1 W2 W3 G4 G5 G6", OPEN_BOARD)
    pos["hands"][0] = {"concealed": [], "revealed": [{"pieces": ["W1", "W2", "W3"], "bonus": 1},
                                                     {"pieces": ["W3", "W3", "J"], "bonus": 2},
                                                     {"pieces": ["G3", "G4", "G5"], "bonus": 2}]}
    revealed = post(client, "declare", {"position": pos})
    assert revealed["grounds"] == "three revealed Departments" and revealed["total"] == 13
    refused = declare(client, "G0 G0 G1 G2 G5 W0 W3 W6 W9")
    assert refused["allowed"] is False and refused["grounds"] is None and refused["scores"] == []
    assert refused["reason"] == "your nine concealed pieces do not split into three Departments, and it is not a " \
                                "Stalemate"


def test_stalemate_detected_and_a_joker_prevents_it(client: Any) -> None:
    stuck = position(STUCK_HAND, STUCK_BOARD)
    assert post(client, "stalemate", {"position": stuck})["stalemate"] is True
    assert post(client, "stalemate", {"position": stuck})["discardable"] == []
    listing = post(client, "hiring", {"position": stuck})
    assert listing["stalemate"] is True and listing["legal_discards"] == []
    verdict = post(client, "declare", {"position": stuck})
    assert verdict["grounds"] == "stalemate" and lines(verdict) == {"Lauzait-Cep": 3, "Stalemate": 15, "total": 18}
    only = post(client, "declare", {"position": stuck, "ruleset": {"stalemate_adds_formation_scores": False}})
    assert only["total"] == 15
    in_hand = post(client, "stalemate", {"position": position(STUCK_HAND.replace("G9", "J"), STUCK_BOARD)})
    assert in_hand["stalemate"] is False and "J" in in_hand["discardable"]
    on_board = post(client, "stalemate", {"position": position(STUCK_HAND, STUCK_BOARD.replace("G2", "J", 1))})
    assert on_board["stalemate"] is False and on_board["discardable"] == ["G0", "G9", "W0"]


# --- forming, dissolving and the order of a Day ----------------------------------------------------------------------


HAND = {"concealed": pieces("G2 G3 J W5 W5 W6 W7 W8 W9")}


def test_form_then_refund_exactly_what_was_earned(client: Any) -> None:
    formed = post(client, "form", {"hand": HAND, "pieces": ["G2", "G3", "J"]})
    assert formed["legal"] is True and formed["bonus"] == 1 and formed["department"]["numbers"] == [2, 3, 4]
    assert formed["hand"]["revealed"] == [{"pieces": ["G2", "G3", "J"], "bonus": 1}]
    low = post(client, "form", {"hand": HAND, "pieces": ["G2", "G3", "J"], "bonus": 0})
    assert low["department"]["numbers"] == [1, 2, 3] and low["department"]["joker_roles"] == ["G1"]
    greedy = post(client, "form", {"hand": HAND, "pieces": ["G2", "G3", "J"], "bonus": 2})
    assert greedy["legal"] is False and greedy["reason"] == "these pieces earn [0, 1] points, not 2"
    fraud = post(client, "dissolve", {"hand": formed["hand"], "index": 0, "refund": 0})
    assert fraud == {"legal": False, "refund": 1, "hand": None,
                     "reason": "the refund must be exactly the 1 points received when forming it, not 0"}
    honest = post(client, "dissolve", {"hand": formed["hand"], "index": 0, "refund": 1})
    assert honest["legal"] is True and honest["refund"] == 1
    assert honest["hand"] == {"concealed": sorted(HAND["concealed"], key=lambda p: (p == "J", p)), "revealed": []}
    assert post(client, "dissolve", {"hand": formed["hand"], "index": 0})["refund"] == 1


def test_form_and_dissolve_refusals(client: Any) -> None:
    missing = post(client, "form", {"hand": HAND, "pieces": ["G2", "G3", "G4"]})
    assert missing == {"legal": False, "reason": "not among your concealed pieces: G4", "department": None,
                       "bonus": None, "hand": None, "ruleset": missing["ruleset"]}
    assert post(client, "form", {"hand": HAND, "pieces": ["W5", "W7", "W9"]})["reason"] == \
        "W5 W7 W9 do not form a Department"
    nothing = post(client, "dissolve", {"hand": HAND, "index": 0})
    assert nothing == {"legal": False, "reason": "there is no revealed Department number 0", "refund": None,
                       "hand": None}


def test_day_order(client: Any) -> None:
    assert post(client, "day-order", {"actions": ["dissolve", "form", "declare"]})["legal"] is True
    wrong = post(client, "day-order", {"actions": ["hire", "form"]})
    assert wrong["legal"] is False
    assert wrong["reason"] == "the actions must come in the order dissolve, form, declare, hire"
    assert wrong["order"] == ["dissolve", "form", "declare", "hire"]
    assert post(client, "day-order", {"actions": []})["reason"] == "Hiring is mandatory"
    designers = post(client, "day-order", {"actions": ["dissolve", "form", "hire", "declare"],
                                           "ruleset": {"action_order": "designers"}})
    assert designers["legal"] is True and designers["ruleset"]["action_order"] == "designers"
    free = post(client, "day-order", {"actions": ["hire", "form"], "ruleset": {"action_order": "any"}})
    assert free["legal"] is True and free["order"] is None


# --- the deal and its probabilities ----------------------------------------------------------------------------------


def test_seeded_deal_is_reproducible_and_cached(client: Any) -> None:
    first = client.post("/v1/lauzait-cep/deal", json={"players": 3, "seed": 5, "luminous": True})
    second = client.post("/v1/lauzait-cep/deal", json={"players": 3, "seed": 5, "luminous": True})
    assert (first.headers["X-Cache"], second.headers["X-Cache"]) == ("miss", "hit")
    dealt = first.get_json()
    assert dealt == second.get_json() and dealt["seed"] == 5
    pos = dealt["position"]
    assert pos["players"] == 3 and pos["board"]["c3"] is None and pos["luminous"] is not None
    assert all(len(hand["concealed"]) == 9 for hand in pos["hands"])
    assert post(client, "stalemate", {"position": pos})["ruleset"]["action_order"] == "seed"
    unseeded = [client.post("/v1/lauzait-cep/deal", json={}) for _ in range(2)]
    assert [r.headers["X-Cache"] for r in unseeded] == ["miss", "miss"]
    assert all(r.get_json()["position"]["players"] == 4 for r in unseeded)


def test_probabilities_for_two_players_are_exact(client: Any) -> None:
    response = client.get("/v1/lauzait-cep/probabilities?players=2")
    assert response.status_code == 200 and response.headers["X-Cache"] == "miss"
    body = response.get_json()
    assert body["players"] == 2 and body["jokers_within_piece_set"] is False
    assert fraction(body["complete"]) == Fraction(1642352, 280233525)
    assert fraction(body["well_balanced_given_complete"]) == Fraction(613653, 31204688)
    assert fraction(body["stuck"]) == Fraction(15230642092849, 12464172350913699716300)
    assert any("uniform" in a.lower() for a in body["assumptions"])
    assert any("a joker stands for any piece" in a for a in body["assumptions"])
    again = client.get("/v1/lauzait-cep/probabilities?players=2&jokers_within_piece_set=false")
    assert again.headers["X-Cache"] == "hit" and again.get_json() == body
    strict = client.get("/v1/lauzait-cep/probabilities?players=2&jokers_within_piece_set=true").get_json()
    assert fraction(strict["complete"]) == Fraction(30597013, 5324436975)
    assert strict["stuck"] == body["stuck"]


@pytest.mark.parametrize("players", [3, 4])
def test_probabilities_match_the_library(client: Any, players: int) -> None:
    body = client.get(f"/v1/lauzait-cep/probabilities?players={players}").get_json()
    expected = deal_probabilities(players)
    assert fraction(body["complete"]) == expected.complete
    assert fraction(body["well_balanced_given_complete"]) == expected.well_balanced_given_complete
    assert fraction(body["stuck"]) == expected.stuck
    if players == 4:
        assert body["complete"]["fraction"] == "10192051/1120001480"


# --- bad input -------------------------------------------------------------------------------------------------------


def test_bad_input_names_the_field(client: Any) -> None:
    dealt = post(client, "deal", {"seed": 1})["position"]
    two_empty = {**dealt, "board": {**dealt["board"], "a1": None}}
    short_hand = {**dealt, "hands": [{"concealed": dealt["hands"][0]["concealed"][:8]}, *dealt["hands"][1:]]}
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("departments", {"pieces": ["G3", "X3"]}, "pieces[1]"),
        ("departments", {"pieces": ["G9", "G9", "G9"]}, "pieces"),
        ("departments", {"pieces": ["G3"], "players": 5}, "players"),
        ("departments", {"pieces": ["G3"], "ruleset": {"bridges": 3}}, "ruleset.bridges"),
        ("departments", {"pieces": ["G3"], "ruleset": {"layered_bridges_points": 4}}, "ruleset.layered_bridges_points"),
        ("hiring", {"position": two_empty}, "position.board"),
        ("declare", {"position": short_hand}, "position.hands[0]"),
        ("stalemate", {"position": {**dealt, "to_play": 1, "hands": [dealt["hands"][0], None, None, None]}},
         "position.hands[1]"),
        ("hiring/adjudicate", {"position": dealt, "discard": "G1", "from": "f7", "to": "a1"}, "from"),
        ("hiring/adjudicate", {"position": dealt, "discard": "G1", "from": "a1", "to": "b1", "cast": 6}, "cast"),
        ("hiring/adjudicate", {"position": dealt, "discard": "G1", "from": "a1", "to": "b1", "cast": 1, "seed": 1},
         "seed"),
        ("form", {"hand": {"concealed": ["G1"] * 9}, "pieces": ["G1", "G1", "G1"]}, "hand"),
        ("dissolve", {"hand": {"concealed": ["G1"] * 6, "revealed": [{"pieces": ["W3", "W3", "J"], "bonus": 3}]},
                      "index": 0}, "hand.revealed[0].bonus"),
        ("day-order", {"actions": ["rest"]}, "actions[0]"),
        ("deal", {"players": 1}, "players"),
    ]
    for operation, body, field in cases:
        named, message = unprocessable(client, operation, body)
        assert named == field, (operation, message)
    response = client.get("/v1/lauzait-cep/probabilities?players=5")
    assert response.status_code == 422 and "players" in response.get_json()["errors"]["query"]


def test_revealed_bonus_is_checked_under_the_request_ruleset(client: Any) -> None:
    # G8 with two jokers earns 7 as a triple of 8s only if a joker may stand for a third G8 the set lacks
    dealt = post(client, "deal", {"seed": 1})["position"]
    hand = dealt["hands"][0]["concealed"]
    spare = [p for p in hand if p not in ("G8", "J")][:6]
    assert len(spare) == 6 and list(dealt["board"].values()).count("J") + hand.count("J") <= 2
    pos = {**dealt, "hands": [{"concealed": spare, "revealed": [{"pieces": ["G8", "J", "J"], "bonus": 7}]},
                              None, None, None]}
    post(client, "declare", {"position": pos})  # the default ruleset: a joker stands for any piece
    within = {"jokers_within_piece_set": True}
    field, message = unprocessable(client, "declare", {"position": pos, "ruleset": within})
    assert field == "position.hands[0].revealed[0].bonus" and "earn [1], not 7" in message
    form = {"hand": pos["hands"][0], "pieces": spare[:3], "ruleset": within}
    field, message = unprocessable(client, "form", form)
    assert field == "hand.revealed[0].bonus" and "earn [1], not 7" in message
