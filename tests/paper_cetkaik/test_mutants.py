"""Tests that pin the combo rules a small plausible bug would break (each named after what it guards)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

import pytest

from adjudicator.games.paper_cetkaik import makhup, makkaik, makkaik_game, mokkaik, namtou_game, niekhi, nine, taxot
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, CardError
from adjudicator.games.paper_cetkaik.combos import Combo, ComboRules, ComboType, classify, compare
from adjudicator.games.paper_cetkaik.common import read_object

from .helpers import cards

SET, SEQ, SEQ_OF_SETS, SINGLE = ComboType.SET, ComboType.SEQ, ComboType.SEQ_OF_SETS, ComboType.SINGLE


def one(text: str, kind: ComboType, rules: ComboRules | None = None) -> Combo:
    [combo] = classify(cards(text), rules or ComboRules(), [kind])
    return combo


def test_sets_of_different_sizes_are_incomparable_whatever_their_strength() -> None:
    three_pawns = one("黒兵 赤兵 黒兵", SET)
    two_horses = one("赤馬 黒馬", SET)
    two_pawns = one("赤兵 黒兵", SET)
    assert compare(three_pawns, two_horses) == "incomparable"
    assert compare(two_horses, three_pawns) == "incomparable"
    assert compare(three_pawns, two_pawns) == "incomparable"  # same rank, different size


def test_sequences_compare_by_top_number_only_at_the_same_size() -> None:
    low = one("黒兵 黒弓 黒車", SEQ)
    high = one("黒弓 黒車 黒虎", SEQ)
    long = one("黒兵 黒弓 黒車 黒虎", SEQ)
    assert (compare(high, low), compare(low, high), compare(low, low)) == (">", "<", "=")
    assert compare(long, low) == "incomparable" and compare(low, long) == "incomparable"
    assert compare(long, high) == "incomparable"  # same top number, different size


def test_types_never_compare_even_at_the_same_size_and_rank() -> None:
    seq = one("黒兵 黒弓 黒車", SEQ)
    triple = one("黒車 赤車 黒車", SET)
    assert seq.rank == triple.rank and seq.size == triple.size
    assert compare(seq, triple) == "incomparable" == compare(triple, seq)
    assert compare(one("黒車", SINGLE), one("赤車", SINGLE)) == "="


@pytest.mark.parametrize("a,b", list(permutations(["黒兵", "黒馬", "赤将"], 2)))
def test_compare_is_antisymmetric_for_singles(a: str, b: str) -> None:
    x, y = one(a, SINGLE), one(b, SINGLE)
    flipped = {">": "<", "<": ">", "=": "=", "incomparable": "incomparable"}
    assert compare(y, x) == flipped[compare(x, y)]
    assert compare(x, y) == (">" if x.rank > y.rank else "<")


def test_seq_one_colour() -> None:
    mixed = cards("黒兵 赤弓 黒車")
    assert classify(mixed, ComboRules(), [SEQ]) == []
    [seq] = classify(mixed, ComboRules(seq_one_colour=False), [SEQ])
    assert (seq.rank, seq.size) == (3, 3)
    [same] = classify(cards("赤兵 赤弓 赤車"), ComboRules(), [SEQ])
    assert same.rank == 3


def test_seq_of_sets_min_ranks() -> None:
    two_ranks = cards("黒兵 赤兵 黒弓 赤弓")
    assert classify(two_ranks, ComboRules(), [SEQ_OF_SETS]) == []  # default: at least 3 numbers
    [combo] = classify(two_ranks, ComboRules(seq_of_sets_min_ranks=2), [SEQ_OF_SETS])
    assert (combo.rank, combo.size) == (2, 4)
    three_ranks = cards("黒兵 赤兵 黒弓 赤弓 黒車 赤車")
    [combo] = classify(three_ranks, ComboRules(), [SEQ_OF_SETS])
    assert (combo.rank, combo.size) == (3, 6)
    assert classify(three_ranks, ComboRules(seq_of_sets_min_ranks=4), [SEQ_OF_SETS]) == []
    triples = cards("黒兵 赤兵 黒兵 黒弓 赤弓 黒弓 黒車 赤車 黒車")
    [combo] = classify(triples, ComboRules(), [SEQ_OF_SETS])
    assert (combo.rank, combo.size) == (3, 9)


def test_seq_of_sets_needs_each_number_the_same_number_of_times() -> None:
    assert classify(cards("黒兵 赤兵 黒弓 赤弓 黒車"), ComboRules(), [SEQ_OF_SETS]) == []
    assert classify(cards("黒兵 赤兵 黒兵 黒弓 赤弓 黒車"), ComboRules(), [SEQ_OF_SETS]) == []


def test_min_seq() -> None:
    pair = cards("黒兵 黒弓")
    assert classify(pair, ComboRules(), [SEQ]) == []
    [seq] = classify(pair, ComboRules(min_seq=2), [SEQ])
    assert seq.rank == 2


# --- reading states and plays: what a referee refuses, and where (found by `make mutation`) -------------------


def test_unknown_fields_are_all_named() -> None:
    with pytest.raises(CardError) as caught:
        read_object({"hands": {}, "zeta": 1, "alpha": 2}, "state", ["hands"])
    assert (caught.value.field, caught.value.message) == ("state", "has unknown field(s): alpha, zeta")


def test_a_makkaik_play_by_a_player_not_seated_is_refused_naming_it() -> None:
    game = makkaik_game.new_game(["A", "B"], 3)
    with pytest.raises(CardError) as caught:
        makkaik_game.apply(game, makkaik_game.MakkaikPlay("pass", "Z"))
    assert caught.value.field == "play.player"


def test_a_season_settlement_with_a_bonus_out_of_range_names_the_bonus() -> None:
    with pytest.raises(CardError) as caught:
        mokkaik.season_settlement({"A": 3, "B": 2}, "A", "B", 0)
    assert caught.value.field == "bonus"


def test_a_match_claiming_another_number_of_seasons_is_refused_with_the_number_it_claimed() -> None:
    data = mokkaik.new_match(["A", "B", "C"], 5).to_json()
    with pytest.raises(CardError) as caught:
        mokkaik.MokkaikMatch.from_json({**data, "seasons": 99})
    assert caught.value.field == "state.seasons" and caught.value.message.endswith("not 99")


def test_a_niekhi_discard_with_a_card_that_is_not_one_names_the_discard() -> None:
    data = niekhi.new_game(["A", "B"], "A", random.Random(1)).to_json()
    with pytest.raises(CardError) as caught:
        niekhi.NiekhiState.from_json({**data, "discard": ["not a card"]})
    assert caught.value.field is not None and caught.value.field.startswith("state.discard")


def test_a_taxot_state_keeps_its_dealer_bonus() -> None:
    state = taxot.new_seeded_season(["A", "B"], 4, bonus=5)
    assert taxot.TaxotState.from_json(state.to_json()).bonus == 5


def test_an_exchange_reports_the_community_after_it() -> None:
    done = makkaik.exchange_with_community(cards("黒兵 赤馬 黒将"), cards("赤兵 黒車 赤将"), Card.parse("黒兵"),
                                           Card.parse("黒車"))
    assert done.legal
    assert done.to_json()["community"] == makkaik.notation(done.community) != makkaik.notation(())


# --- the second round of `make mutation` (docs/mutation.md) ------------------------------------------------------


def test_a_trick_play_without_a_player_names_the_play_and_says_why() -> None:
    entries = [("A", cards("黒兵"), False), ("", cards("黒弓"), False)]
    with pytest.raises(CardError) as caught:
        mokkaik.judge_trick(entries)
    assert (caught.value.field, caught.value.message) == ("plays[1].player", "must be a non-empty name")


@pytest.mark.parametrize(("exposed", "message"), [
    (["黒兵"], "must be an object"),
    ({"Z": []}, "has unknown field(s): Z"),
])
def test_a_taxot_state_with_a_bad_exposed_names_state_exposed(exposed: object, message: str) -> None:
    data = taxot.new_seeded_season(["A", "B"], 4).to_json()
    with pytest.raises(CardError) as caught:
        taxot.TaxotState.from_json({**data, "exposed": exposed})
    assert (caught.value.field, caught.value.message) == ("state.exposed", message)


# --- the third round of `make mutation` (0.4, with the game interface's tests; docs/mutation.md) ------------------


@pytest.mark.parametrize("seed", [2**63, -(2**63) - 1])
def test_a_mokkaik_match_with_a_seed_out_of_range_names_state_seed(seed: int) -> None:
    """Kills ``MokkaikMatch.from_json`` taking ``and`` for the last ``or`` of its seed check, which let a whole
    number outside -2^63..2^63-1 through: a match's seed is a 64-bit whole number (``new_match`` deals from it), so
    such a seed is refused as ``state.seed`` before the deal is compared with it."""
    data = mokkaik.new_match(["A", "B", "C"], 5).to_json()
    with pytest.raises(CardError) as caught:
        mokkaik.MokkaikMatch.from_json({**data, "seed": seed})
    assert (caught.value.field, caught.value.message) == (
        "state.seed", f"expected a seed -9223372036854775808..9223372036854775807, got {seed}")
    assert mokkaik.MokkaikMatch.from_json({**data, "seed": 5}).seed == 5


def test_a_nine_match_names_its_seasons_errors_under_state_season_with_the_player_intact() -> None:
    """Kills ``NineMatch.from_json`` replacing the first two ``state`` of a season error's field instead of the first:
    the season's own path (``state...``) is placed under ``state.season``, and a player's name in it is the player's
    name, even one that contains ``state`` (a seat may take any non-empty name)."""
    data = nine.new_match(["state", "B"], 3).to_json()
    bad = {**data, "season": {**data["season"], "scores": {"state": -1}}}
    with pytest.raises(CardError) as caught:
        nine.NineMatch.from_json(bad)
    assert (caught.value.field, caught.value.message) == (
        "state.season.scores.state", "must be a whole number from 0 to 1000000, got -1")


def test_a_taxot_step_writes_the_payments_it_caused() -> None:
    """Kills ``TaxotStep.to_json`` renaming ``payments`` (no test wrote a step): 開 (nam, spec §3.2) makes the
    claimer pay 1 point to the discarder, and the step's JSON lists that payment under ``payments``."""
    top = cards("赤兵 黒弓 黒筆 黒巫 赤王 赤兵 黒兵 赤馬 赤馬 赤将 黒車")
    rest = Counter(DEFAULT_DECK.cards()) - Counter(top)
    state = taxot.draw(taxot.new_season(("D", "A"), "D", [*top, *rest.elements()]), "D").state
    state = taxot.discard(state, "D", Card.parse("赤兵")).state
    data = taxot.claim_nam(state, "A", cards("赤兵 黒兵")).to_json()
    assert sorted(data) == ["legal", "payments", "reason", "state"]
    assert (data["legal"], data["reason"]) == (True, None)
    assert data["payments"] == [{"payer": "A", "payee": "D", "amount": 1}]


@pytest.mark.parametrize("seats", [["A"], "AB", None])
def test_a_namtou_state_with_bad_seats_names_state_seats(seats: object) -> None:
    """Kills the seats' error placed under another path: 開樽's state names its players under ``seats``."""
    from adjudicator.games.paper_cetkaik.namtou_game import NamtouGame

    with pytest.raises(CardError) as caught:
        NamtouGame.from_json({"seats": seats})
    assert caught.value.field == "state.seats"


# --- the run after the last records were declared (seed 17, 25 of 17,424 mutants) ------------------------------


def test_a_showdown_without_an_entry_fee_is_settled() -> None:
    """Kills 開樽's showdown refusing a fee of 0 (a hand without an entry fee is allowed: 0 to 10**6)."""
    from adjudicator.games.paper_cetkaik import namtou

    result = namtou.showdown({"A": cards("黒将 赤車"), "B": cards("黒巫 赤虎")}, {"A": 1, "B": 1}, 0)
    assert sum(result.shares.values()) == 2  # the two bets, no fee


def test_a_live_niekhi_season_without_a_player_to_play_says_why() -> None:
    state = niekhi.new_game(["A", "B", "C"], "A", random.Random(3)).to_json()
    with pytest.raises(CardError) as caught:
        niekhi.NiekhiState.from_json({**state, "to_play": None})
    assert (caught.value.field, caught.value.message) == ("state.to_play", "is null exactly when the game is over")


def test_a_nine_state_missing_a_card_names_every_place_a_card_can_be() -> None:
    """Kills the words of 小猫's whole-deck check (the state reader's other checks refuse such a state first, so
    the check is called on the state itself)."""
    from dataclasses import replace as replaced

    dealt = nine.new_season(["A", "B", "C"], "A", random.Random(3))
    with pytest.raises(CardError) as caught:
        nine._check_whole_deck(replaced(dealt, stock=dealt.stock[1:]), nine.NineRules())
    assert caught.value.field == "state.hands"
    assert caught.value.message.endswith("every card is in a hand, the stock, the table or a captured pile")


def test_a_nine_result_for_one_player_names_the_scores() -> None:
    with pytest.raises(CardError) as caught:
        nine.season_result({"A": 3}, "A")
    assert (caught.value.field, caught.value.message) == ("scores", "must name 2 to 4 players, got 1")


def test_a_makhup_merge_naming_no_two_roads_names_play_merge() -> None:
    with pytest.raises(CardError) as caught:
        makhup.Play.from_json({"merge": [0], "cards": ["黒弓"]})
    assert (caught.value.field, caught.value.message) == ("play.merge", "must be two road indices")


def test_a_makkaik_discard_that_was_never_drawn_is_refused_in_so_many_words() -> None:
    """A 値戦 hand whose face-down discard is a card from a hand, not one of the pairs drawn off the stock."""
    rng = random.Random(4)
    for seed in range(200):
        match = makkaik_game.new_match(["A", "B", "C"], seed, makkaik_game.MakkaikRules())
        for _ in range(40):
            if match.hand.discarded or match.over:
                break
            plays = makkaik_game.legal_match_plays(match)
            match = makkaik_game.apply_match(match, rng.choice(plays)).state
        if match.hand.discarded and not match.over:
            break
    data = match.to_json()
    taken = data["hand"]["discarded"][0]
    held = next(h for h in data["hand"]["hands"].values() if h)
    data["hand"]["discarded"][0], held[0] = held[0], taken
    with pytest.raises(CardError) as caught:
        makkaik_game.MakkaikMatch.from_json(data, makkaik_game.MakkaikRules())
    assert caught.value.field == "state.hand.discarded"
    assert caught.value.message.startswith("a card discarded face down is a drawn card not kept, so it comes from the"
                                           " pairs drawn off the top of hand ")


def test_a_namtou_hand_stating_the_wrong_end_says_when_it_ends() -> None:
    game = namtou_game.new_game(3, None, 5)
    data = {**game.to_json(), "over": not game.to_json()["over"]}
    with pytest.raises(CardError) as caught:
        namtou_game.NamtouGame.from_json(data)
    assert caught.value.field == "state.over"
    assert caught.value.message.endswith(": the game ends when one player is left or after the last cycle")


def test_a_nine_season_that_ended_on_a_lead_reads_back() -> None:
    """A 小猫 season over with an empty table ended on a lead: the round's winner, its cards taken to a captured pile
    (``table_cards_to = captured``) and holding none, declined and drew the stock's last cards. Such states, as the
    service made them, are accepted (the dealer holds just those cards)."""
    rules = nine.NineRules.from_json({"table_cards_to": "captured"})
    ended = []
    for seed in range(30):
        state = nine.new_season(["A", "B"], "A", random.Random(seed), rules)
        while state.to_play is not None:
            options = nine.legal_plays(state.hands[state.to_play], state.table[-1] if state.table else None)
            biggest = max(options, key=lambda c: len(c.cards)).cards if options else None
            step = nine.apply(state, state.to_play, biggest, rules)
            state = step.state if step.legal else nine.apply(state, state.to_play, None, rules).state
        if not state.table:
            ended.append(state)
    assert ended
    for state in ended:
        assert len(state.hands[state.dealer]) == 3
        assert nine.NineState.from_json(state.to_json(), rules) == state
