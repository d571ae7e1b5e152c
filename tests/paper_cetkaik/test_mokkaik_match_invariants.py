"""行戦 whole games: states the service produced (seeded random matches, every season to the end) with exactly one
invariant broken at a time, each refused naming the field of the broken invariant, every unbroken one accepted."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import mokkaik
from adjudicator.games.paper_cetkaik.cards import CardError, deal
from adjudicator.games.paper_cetkaik.mokkaik import MokkaikMatch, MokkaikRules

from .test_mokkaik_match_referee import _play

Data = dict[str, Any]


class Deal:
    """What the season in play deals (from the match's seed and season number): each player's cards, and the deck."""

    def __init__(self, data: Data) -> None:
        season = data["season"]
        self.players: list[str] = season["seats"]
        dealt = deal(len(self.players), mokkaik.hand_size(len(self.players)),
                     mokkaik.season_rng(data["seed"], data["season_number"]))
        self.own = {p: Counter(str(c) for c in hand) for p, hand in zip(self.players, dealt.hands, strict=True)}
        self.undealt = sorted({str(c) for c in dealt.stock} - {c for own in self.own.values() for c in own})
        self.deck = Counter([*(str(c) for hand in dealt.hands for c in hand), *(str(c) for c in dealt.stock)])


#: A mutant: the state with one invariant broken and the field its refusal must name (a prefix of it), or None
#: when the state gives it nothing to break.
Mutant = Callable[[Data, Deal, random.Random], "tuple[Data, str] | None"]


def _places(season: Data, player: str) -> list[str]:
    """The cards ``player`` holds, has won and has in the trick."""
    return [*season["hands"][player], *season["public"][player],
            *(c for t in season["trick"] if t["player"] == player for c in t["cards"])]


def _first_not_dealt(season: Data, dealt: Deal) -> str:
    """Where a card first shows up that its holder was not dealt (that often): the players in seat order, each one's
    hand, then 公開札, then plays of the trick, as the state is read."""
    for player in dealt.players:
        left = Counter(dealt.own[player])
        places = [*((c, f"hands.{player}") for c in season["hands"][player]),
                  *((c, f"public.{player}") for c in season["public"][player]),
                  *((c, f"trick[{i}].cards") for i, t in enumerate(season["trick"]) if t["player"] == player
                    for c in t["cards"])]
        for card, place in places:
            left[card] -= 1
            if left[card] < 0:
                return f"state.season.{place}"
    raise AssertionError("every card is dealt to its holder")


def _extra_card(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A card no one is dealt added to a hand (one card too many: the hands no longer hold as many as each other)."""
    if not dealt.undealt:
        return None
    data["season"]["hands"][rng.choice(dealt.players)].append(rng.choice(dealt.undealt))
    return data, "state.season.hands"


def _card_lost(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A card taken out of a hand."""
    holding = [p for p in dealt.players if data["season"]["hands"][p]]
    if not holding:
        return None
    hand = data["season"]["hands"][rng.choice(holding)]
    hand.pop(rng.randrange(len(hand)))
    return data, "state.season.hands"


def _card_duplicated(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """One card of a hand replaced by a copy of another of its cards, one the player was not dealt that often."""
    season = data["season"]
    for player in rng.sample(dealt.players, len(dealt.players)):
        hand = season["hands"][player]
        for i, j in ((i, j) for i in range(len(hand)) for j in range(len(hand))):
            copied = hand[i]
            if hand[j] != copied and _places(season, player).count(copied) + 1 > dealt.own[player][copied]:
                hand[j] = copied
                every = [c for p in dealt.players for c in _places(season, p)]
                return data, ("state.season" if every.count(copied) > dealt.deck[copied]
                              else _first_not_dealt(season, dealt))
    return None


def _cards_swapped(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A card of one hand swapped with a card of another, each not dealt to the player who now holds it."""
    season = data["season"]
    for p, q in ((p, q) for p in dealt.players for q in dealt.players if p < q):
        for i, a in enumerate(season["hands"][p]):
            for j, b in enumerate(season["hands"][q]):
                if dealt.own[p][b] == 0 and dealt.own[q][a] == 0:
                    season["hands"][p][i], season["hands"][q][j] = b, a
                    return data, _first_not_dealt(season, dealt)
    return None


def _card_from_outside(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A card of a hand replaced by one no player is dealt."""
    holding = [p for p in dealt.players if data["season"]["hands"][p]]
    if not holding or not dealt.undealt:
        return None
    player = rng.choice(holding)
    hand = data["season"]["hands"][player]
    hand[rng.randrange(len(hand))] = rng.choice(dealt.undealt)
    return data, _first_not_dealt(data["season"], dealt)


def _card_to_own_public(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A card moved from a player's hand to their own 公開札 without a trick (they now hold fewer than the others)."""
    holding = [p for p in dealt.players if data["season"]["hands"][p]]
    if not holding:
        return None
    player = rng.choice(holding)
    hand = data["season"]["hands"][player]
    data["season"]["public"][player].append(hand.pop(rng.randrange(len(hand))))
    return data, "state.season.hands"


def _public_moved(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """One of a player's 公開札 moved to another player who was not dealt that card."""
    season = data["season"]
    for p in dealt.players:
        for i, card in enumerate(season["public"][p]):
            for q in dealt.players:
                if q != p and dealt.own[q][card] == 0:
                    season["public"][q].append(season["public"][p].pop(i))
                    left_bare = p == season["leader"] and not season["public"][p]
                    return data, "state.season.leader" if left_bare else _first_not_dealt(season, dealt)
    return None


def _public_lost(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A card taken out of the 公開札 (the 公開札 no longer count the cards of the tricks played)."""
    winners = [p for p in dealt.players if data["season"]["public"][p]]
    if not winners:
        return None
    public = data["season"]["public"][rng.choice(winners)]
    public.pop(rng.randrange(len(public)))
    return data, "state.season.public"


def _public_extra(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """One 公開札 too many: a card no one is dealt, as if a trick had been won that was never played."""
    if not dealt.undealt:
        return None
    data["season"]["public"][rng.choice(dealt.players)].append(rng.choice(dealt.undealt))
    return data, "state.season.public"


def _repeated_turn(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """The trick's last player plays again (a card of their hand), out of turn."""
    season = data["season"]
    if not season["trick"]:
        return None
    last = season["trick"][-1]
    hand = season["hands"][last["player"]]
    if not hand:
        return None
    season["trick"].append({"player": last["player"], "cards": [hand.pop()], "face_down": True})
    return data, "state.season.trick"  # the play too many, or the whole trick (as many plays as players)


def _other_to_play(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """The turn stated as another player's (in the season and in the match alike)."""
    season = data["season"]
    if season["to_play"] is None:
        return None
    other = rng.choice([p for p in dealt.players if p != season["to_play"]])
    season["to_play"] = data["to_play"] = other
    return data, "state.season.to_play"


def _other_leader(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """The trick led by a player who cannot lead it: not the dealer before any trick is won, else one who won none."""
    season = data["season"]
    won = any(season["public"][p] for p in dealt.players)
    cannot = [p for p in dealt.players
              if p != season["leader"] and (not season["public"][p] if won else p != season["dealer"])]
    if not cannot:
        return None
    season["leader"] = rng.choice(cannot)
    return data, "state.season.trick[0].player" if season["trick"] else "state.season.leader"


def _winner_claimed(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A season winner named while cards are still to play, or another player than the last trick's winner."""
    season = data["season"]
    if season["season_winner"] is None:
        season["season_winner"] = season["leader"]
    else:
        season["season_winner"] = rng.choice([p for p in dealt.players if p != season["season_winner"]])
    return data, "state.season.season_winner"


def _bonus_one(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A dealer bonus of 1 (it starts at 2 and only grows)."""
    data["season"]["bonus"] = 1
    return data, "state.season.bonus"


def _bonus_out_of_reach(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A dealer bonus no dealer reaches by this season (at most the season's number + 1)."""
    data["season"]["bonus"] = data["season_number"] + 2
    return data, "state.season.bonus"


def _other_first_dealer(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """The first season dealt by another player than the first (who leads it, too, before any trick is won)."""
    if data["season_number"] != 1:
        return None
    season = data["season"]
    season["dealer"] = rng.choice(dealt.players[1:])
    won = any(season["public"][p] for p in dealt.players)
    return data, "state.season.dealer" if won else "state.season.leader"


def _totals_not_conserved(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A point paid to no one (the totals no longer sum to 0)."""
    player = rng.choice(dealt.players)
    data["totals"][player] += 1
    return data, "state.totals"


def _totals_out_of_reach(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A payment no season makes (a million points from the second player to the first): before the first season
    ends nothing is paid at all."""
    a, b = dealt.players[:2]
    data["totals"][a] += 10**6
    data["totals"][b] -= 10**6
    early = data["season_number"] == 1 and not data["season"]["over"]
    return data, "state.totals" if early else f"state.totals.{a}"


def _season_after_the_end(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A season numbered after the game's last."""
    data["season_number"] = data["seasons"] + 1
    return data, "state.season_number"


def _other_length(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A game stated to last a season more than its rules say."""
    data["seasons"] += 1
    return data, "state.seasons"


def _over_claimed(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A game claimed over before its last season ends (or still going after it)."""
    data["over"] = not data["over"]
    return data, "state.over"


def _winners_claimed(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """Another player named a winner of the game (or a winner named before its end)."""
    data["winners"] = [p for p in dealt.players if p not in data["winners"]][:1]
    return data, "state.winners"


def _combo_misstated(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A play of the trick stated with another rank than its cards make."""
    season = data["season"]
    for i, play in enumerate(season["trick"]):
        if play["combo"] is not None:
            play["combo"] = {**play["combo"], "rank": play["combo"]["rank"] + 1}
            return data, f"state.season.trick[{i}]"
    return None


def _trick_card_from_outside(data: Data, dealt: Deal, rng: random.Random) -> tuple[Data, str] | None:
    """A card of the trick replaced by one no player is dealt."""
    season = data["season"]
    if not season["trick"] or not dealt.undealt:
        return None
    i = rng.randrange(len(season["trick"]))
    play = season["trick"][i]
    play["cards"][rng.randrange(len(play["cards"]))] = rng.choice(dealt.undealt)
    return data, f"state.season.trick[{i}]"


MUTANTS: list[Mutant] = [
    _extra_card, _card_lost, _card_duplicated, _cards_swapped, _card_from_outside, _card_to_own_public, _public_moved,
    _public_lost, _public_extra, _repeated_turn, _other_to_play, _other_leader, _winner_claimed, _bonus_one,
    _bonus_out_of_reach, _other_first_dealer, _totals_not_conserved, _totals_out_of_reach, _season_after_the_end,
    _other_length, _over_claimed, _winners_claimed, _combo_misstated, _trick_card_from_outside,
]
#: How many mutants the property test made (and saw refused, naming the expected field), by kind.
MADE: Counter[str] = Counter()
RULES = [MokkaikRules(seasons=2), MokkaikRules(seasons=3, dealer_multiplier="payer_is_dealer"),
         MokkaikRules(seasons=1)]


def _states(players: int, seed: int, rules: MokkaikRules) -> list[MokkaikMatch]:
    """Every state of a whole match dealt from ``seed`` and played at random (seeded)."""
    rng = random.Random(seed)
    match = mokkaik.new_match([f"p{i}" for i in range(players)], seed, rules)
    states = [match]
    while not match.over:
        match = _play(match, 1, rng)
        states.append(match)
    return states


# (no shrinking: a failure names its mutant and field at once, where shrinking whole games takes minutes)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(st.integers(2, 6), st.integers(0, 2**32), st.sampled_from(RULES), st.randoms(use_true_random=False))
def test_every_state_with_one_invariant_broken_is_refused_naming_its_field(
        players: int, seed: int, rules: MokkaikRules, pick: random.Random) -> None:
    states = _states(players, seed, rules)
    last = states[-1]
    assert last.over and not mokkaik.apply_match(last, last.players[0], ()).step.adjudication.legal  # no play after
    sampled = [states[0], last, *pick.sample(states[1:-1], min(6, len(states) - 2))]
    for match in sampled:
        data = match.to_json()
        assert MokkaikMatch.from_json(copy.deepcopy(data), rules) == match  # unbroken: accepted
        dealt = Deal(data)
        for mutant in MUTANTS:
            made = mutant(copy.deepcopy(data), dealt, pick)
            if made is None:
                continue
            broken, field = made
            assert broken != data
            with pytest.raises(CardError) as refused:
                MokkaikMatch.from_json(broken, rules)
            assert refused.value.field.startswith(field), (mutant.__name__, refused.value)
            MADE[mutant.__name__] += 1


def test_report_the_mutants_made() -> None:
    """Run after the property test (same module): every kind of mutant was made, each one refused."""
    print(f"\n行戦 game mutants refused: {sum(MADE.values())} ({dict(sorted(MADE.items()))}); invariant kinds:"
          f" {len(MUTANTS)}")
    if MADE:  # (when the property test ran in this session)
        assert set(MADE) == {m.__name__ for m in MUTANTS}


def test_a_card_the_season_deals_no_one_is_named() -> None:
    """(The mutants' deal agrees with the library's: the first season's hands are exactly its deal.)"""
    data = mokkaik.new_match(["A", "B", "C"], 11, MokkaikRules(seasons=2)).to_json()
    dealt = Deal(data)
    assert {p: Counter(h) for p, h in data["season"]["hands"].items()} == dealt.own
    in_play = {c for hand in data["season"]["hands"].values() for c in hand}
    assert dealt.undealt and not in_play & set(dealt.undealt)
    assert sum(dealt.deck.values()) == 48
