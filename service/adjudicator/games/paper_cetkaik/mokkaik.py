"""行戦 (mok1 kaik): the trick-taking game (other-games spec §3.1).

The leader plays any combo (single, set ≥2, one-colour sequence ≥3; 船 is a same-colour wild). Each other player
in turn plays a combo of the same type, size and colour pattern that is stronger than the reference
(``must_beat``: the trick's current best, or the lead), or lays the same number of cards face down. The strongest
combo wins the trick; its player keeps the played cards as 公開札 and leads next. The last trick's winner wins the
season and each loser pays (6 − their 公開札 count), multiplied by the dealer bonus when the dealer is involved.

State JSON::

    {"seats": ["甲", "乙", "丙"], "dealer": "甲", "bonus": 2,
     "hands": {"甲": ["黒馬", …], …}, "public": {"甲": [], …},
     "leader": "甲", "trick": [{"player": "甲", "cards": ["黒馬"], "face_down": false}, …]}
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Annotated, Any, Final, Literal

from adjudicator.games.errors import check_stated
from adjudicator.games.options import Parts, check_options, choice, options_json, read_options
from adjudicator.games.paper_cetkaik.cards import (
    DEFAULT_DECK,
    Card,
    CardError,
    DeckRules,
    check_available,
    deal,
    notation,
    parse_cards,
    remove_cards,
    sort_cards,
)
from adjudicator.games.paper_cetkaik.combos import ALL_TYPES, Combo, ComboRules, classify, compare, enumerate_combos
from adjudicator.games.paper_cetkaik.common import (
    CARD,
    COMBOS_PART,
    DECK_PART,
    PLAYER,
    SEASON_CAP_OPTION,
    SEASONS_OPTION,
    Payment,
    check_count,
    check_keys,
    check_member,
    check_players,
    following,
    game_ends,
    given_kind,
    hands_notation,
    net_of,
    null_as_empty,
    read_object,
    seats_kind,
)

from ..jsonform import NOT_WRITTEN, json_doc, json_form, json_name, json_written_by
from ..shapes import SEED, declared, integer, listed, read_shape

MustBeat = Literal["current_best", "lead"]
DealerMultiplier = Literal["payer_or_payee_is_dealer", "payer_is_dealer"]

#: Each loser pays this minus their number of 公開札.
SEASON_BASE: Final = 6
#: The dealer bonus (親の加点) at the start of a dealership.
START_BONUS: Final = 2


#: How the parts of the ruleset are read (games/options.py).
_PARTS: Final[Parts] = {"combos": ComboRules.from_json, "deck": DeckRules.from_json}


@dataclass(frozen=True, slots=True)
class MokkaikRules:
    """The ruleset (each option declared once: :mod:`adjudicator.games.options`): ``mokkaik.must_beat``,
    ``mokkaik.dealer_multiplier``, ``mokkaik.seasons``, the combo rules and the deck. A whole game
    (:class:`MokkaikMatch`) lasts ``seasons`` seasons, or ends sooner with the season at whose end a total reaches
    ``points_cap`` (None: off), as the other card games' whole games do."""

    must_beat: MustBeat = field(default="current_best", metadata=choice(
        "a follower must beat the trick's best so far (current_best, default) or the lead", ("current_best", "lead")))
    dealer_multiplier: DealerMultiplier = field(default="payer_or_payee_is_dealer", metadata=choice(
        "when 親の加点 multiplies a payment: when the payer or the payee is the dealer (default), or only the payer",
        ("payer_or_payee_is_dealer", "payer_is_dealer")))
    seasons: int = field(default=4, metadata=SEASONS_OPTION)
    points_cap: int | None = field(default=None, metadata=SEASON_CAP_OPTION)
    combos: ComboRules = field(default_factory=ComboRules, metadata=COMBOS_PART)
    deck: DeckRules = field(default=DEFAULT_DECK, metadata=DECK_PART)

    def __post_init__(self) -> None:
        check_options(self, CardError)

    @classmethod
    def from_json(cls, data: object) -> MokkaikRules:
        """Read the ruleset; missing keys take the defaults."""
        return cls(**read_options(cls, data, CardError, parts=_PARTS))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)


DEFAULT_RULES: Final = MokkaikRules()


def hand_size(players: int) -> int:
    """Return the cards dealt to each player: 10 for 2–4 players, 8 for 5–6."""
    check_count(players, "players", 2, 6)
    return 10 if players <= 4 else 8


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One player's contribution to a trick: a face-up combo, or cards laid face down (combo None)."""

    player: str = field(metadata=declared(PLAYER, "the player who played"))
    cards: tuple[Card, ...] = field(metadata=declared(listed(CARD), "the cards played", **json_written_by(notation)))
    combo: Combo | None = field(metadata=json_doc("what the play counts as (null face down; checked on input)"))

    def to_json(self) -> dict[str, Any]:
        """Return ``{"player", "cards", "face_down", "combo"}``."""
        return {
            "player": self.player,
            "cards": notation(self.cards),
            "face_down": self.combo is None,
            "combo": self.combo.to_json() if self.combo else None,
        }


def trick_best(plays: Sequence[TrickPlay]) -> TrickPlay:
    """Return the winning play of a trick: the strongest face-up combo, the earliest among equals."""
    winner = plays[0]
    for play in plays[1:]:
        if play.combo is not None and winner.combo is not None and compare(play.combo, winner.combo) == ">":
            winner = play
    return winner


def trick_winner(plays: Sequence[TrickPlay]) -> str:
    """Return the player who wins the trick."""
    return trick_best(plays).player


def follows_lead(combo: Combo, lead: Combo) -> bool:
    """Whether a combo has the lead's type, size and colour pattern (a single the same colour)."""
    return combo.type is lead.type and combo.size == lead.size and combo.colour_pattern == lead.colour_pattern


def reference(plays: Sequence[TrickPlay], rules: MokkaikRules = DEFAULT_RULES) -> Combo:
    """Return the combo a follower must beat: the current best (default) or the lead."""
    combo = (trick_best(plays) if rules.must_beat == "current_best" else plays[0]).combo
    assert combo is not None  # the lead and the best are always face up
    return combo


@dataclass(frozen=True, slots=True)
class LegalPlays:
    """The face-up combos a player may play now, and the size of a face-down discard (None when leading)."""

    combos: tuple[Combo, ...]
    discard_size: int | None

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def legal_plays(hand: Sequence[Card], plays: Sequence[TrickPlay], rules: MokkaikRules = DEFAULT_RULES) -> LegalPlays:
    """List the legal plays: any combo when leading, else stronger matching combos plus the face-down option."""
    combos = enumerate_combos(hand, rules.combos, ALL_TYPES)
    if not plays:
        return LegalPlays(tuple(combos), None)
    lead, ref = plays[0].combo, reference(plays, rules)
    assert lead is not None
    follow = tuple(c for c in combos if follows_lead(c, lead) and compare(c, ref) == ">")
    return LegalPlays(follow, lead.size)


@dataclass(frozen=True, slots=True)
class PlayAdjudication:
    """Whether a play is legal, why not, and the combo it counts as (the strongest legal interpretation)."""

    legal: bool
    reason: str | None
    play: TrickPlay | None

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def validate_play(
    player: str,
    hand: Sequence[Card],
    plays: Sequence[TrickPlay],
    cards: Sequence[Card],
    face_down: bool,
    rules: MokkaikRules = DEFAULT_RULES,
) -> PlayAdjudication:
    """Adjudicate playing ``cards`` (face up, or face down as a discard) into the trick so far."""
    rest = list(hand)
    for card in cards:
        if card not in rest:
            return PlayAdjudication(False, f"{card} is not in {player}'s hand", None)
        rest.remove(card)
    if not cards:
        return PlayAdjudication(False, "a play needs at least one card", None)
    if not plays:
        if face_down:
            return PlayAdjudication(False, "the leader must play a combo face up", None)
        options = classify(cards, rules.combos)
        if not options:
            return PlayAdjudication(False, f"{' '.join(notation(cards))} is not a combo", None)
        return PlayAdjudication(True, None, TrickPlay(player, sort_cards(cards), _strongest(options)))
    lead = plays[0].combo
    assert lead is not None
    if len(cards) != lead.size:
        return PlayAdjudication(False, f"the lead has {lead.size} card(s); play or lay down exactly that many", None)
    if face_down:
        return PlayAdjudication(True, None, TrickPlay(player, sort_cards(cards), None))
    options = [c for c in classify(cards, rules.combos) if follows_lead(c, lead)]
    if not options:
        return PlayAdjudication(False, f"not the lead's type and colour pattern ({_describe(lead)})", None)
    ref = reference(plays, rules)
    stronger = [c for c in options if compare(c, ref) == ">"]
    if not stronger:
        what = "the current best" if rules.must_beat == "current_best" else "the lead"
        return PlayAdjudication(False, f"not stronger than {what} ({_describe(ref)})", None)
    return PlayAdjudication(True, None, TrickPlay(player, sort_cards(cards), _strongest(stronger)))


@dataclass(frozen=True, slots=True)
class TrickJudgement:
    """A whole trick judged: legal or not, the first bad play's index and reason, the plays accepted, the winner."""

    legal: bool
    reason: str | None
    illegal_play: int | None = field(metadata=json_doc("index of the first bad play"))
    plays: tuple[TrickPlay, ...] = field(metadata=json_doc("the legal plays, with what each counts as"))
    winner: str | None = field(
        metadata=json_doc("the strongest face-up combo's player (earliest among equals)"))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def judge_trick(
    entries: Sequence[tuple[str, Sequence[Card], bool]], rules: MokkaikRules = DEFAULT_RULES
) -> TrickJudgement:
    """Judge a trick given as ``(player, cards, face_down)`` plays, leader first.

    A trick where a player plays twice, more than six players play, or the plays hold more copies of a card than the
    deck has, cannot happen: it raises :class:`CardError` naming the play. A play the rules forbid is reported.
    """
    if not 1 <= len(entries) <= 6:
        raise CardError(f"a trick has one play per player, 2 to 6 players, got {len(entries)} play(s)", "plays")
    seen: dict[str, int] = {}
    for i, (who, _, _) in enumerate(entries):
        if not isinstance(who, str) or not who:
            raise CardError("must be a non-empty name", f"plays[{i}].player")
        if who in seen:
            raise CardError(f"{who} already played in this trick (plays[{seen[who]}])", f"plays[{i}].player")
        seen[who] = i
    check_available([c for _, cards, _ in entries for c in cards], "plays", rules.deck)
    trick: list[TrickPlay] = []
    for i, (who, played, down) in enumerate(entries):
        verdict = validate_play(who, played, trick, played, down, rules)
        if not verdict.legal or verdict.play is None:
            return TrickJudgement(False, verdict.reason, i, tuple(trick), None)
        trick.append(verdict.play)
    return TrickJudgement(True, None, None, tuple(trick), trick_winner(trick))


def _strongest(options: Sequence[Combo]) -> Combo:
    return max(options, key=lambda c: (c.rank, -c.wild_count))


def _describe(combo: Combo) -> str:
    reds, blacks = combo.colour_pattern
    return f"{combo.type.value} of {combo.size}, {reds} red and {blacks} black, rank {combo.rank}"


# --- season settlement ----------------------------------------------------------------------------------------------


def net_strings(net: Mapping[str, int]) -> dict[str, str]:
    """Each player's net as money is written: a string (``"-3"``)."""
    return {p: str(n) for p, n in net.items()}


@dataclass(frozen=True, slots=True)
class SeasonSettlement:
    """The season's payments, each player's net, and the next dealer and bonus."""

    payments: tuple[Payment, ...]
    net: Annotated[Mapping[str, int], dict[str, str]] = field(metadata={
        **json_doc("player -> net gain (exact: a fraction string such as \"-3\" or \"7/2\")"),
        **json_written_by(net_strings)})
    next_dealer: str
    next_bonus: int

    def to_json(self) -> dict[str, Any]:
        """Return ``{"payments", "net", "next_dealer", "next_bonus"}``, the net as strings as money is written
        (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def season_settlement(
    public_counts: Mapping[str, int], winner: str, dealer: str, bonus: int, rules: MokkaikRules = DEFAULT_RULES
) -> SeasonSettlement:
    """Settle a season: each loser pays the winner (6 − their 公開札), negative meaning the winner pays.

    The amount is multiplied by the dealer bonus when the loser is the dealer, and also when the winner is the dealer
    under ``dealer_multiplier = payer_or_payee_is_dealer``. The winner deals next; the bonus grows by 1 when the dealer
    won again and otherwise restarts at 2 [inferred]. A season no deal and play could end in is refused
    (:func:`check_season_end`).
    """
    players = check_players(list(public_counts), "public_counts")
    for p, n in public_counts.items():
        check_count(n, f"public_counts.{p}", 0, 48)
    check_member(winner, players, "winner")
    check_member(dealer, players, "dealer")
    check_bonus(bonus, "bonus", rules)
    check_season_end(public_counts, winner)
    payments: list[Payment] = []
    for loser in players:
        if loser == winner:
            continue
        multiplied = loser == dealer or (winner == dealer and rules.dealer_multiplier == "payer_or_payee_is_dealer")
        amount = (SEASON_BASE - public_counts[loser]) * (bonus if multiplied else 1)
        if amount > 0:
            payments.append(Payment(loser, winner, amount))
        elif amount < 0:
            payments.append(Payment(winner, loser, -amount))
    next_bonus = bonus + 1 if winner == dealer else START_BONUS
    return SeasonSettlement(tuple(payments), net_of(players, payments), winner, next_bonus)


def check_bonus(bonus: object, field: str, rules: MokkaikRules = DEFAULT_RULES) -> int:
    """Return the dealer bonus, or raise naming ``field``: it starts at 2 with each new dealer and grows by 1 per
    season the dealer wins again, so in a game of ``rules.seasons`` seasons it is 2 to ``seasons + 1`` (the first
    dealer having won every season before the last)."""
    if not isinstance(bonus, int) or isinstance(bonus, bool):
        raise CardError(f"must be a whole number, got {bonus!r}", field)
    most = rules.seasons + 1
    if not START_BONUS <= bonus <= most:
        raise CardError(
            f"the dealer bonus starts at {START_BONUS} and grows by 1 per season the dealer wins again, so in a game"
            f" of {rules.seasons} season(s) (rules.seasons) it is {START_BONUS} to {most}, not {bonus}", field)
    return bonus


def check_season_end(public_counts: Mapping[str, int], winner: str) -> None:
    """Raise unless the 公開札 counts are those of a season played out: every player plays the lead's number of
    cards into each trick and its winner keeps one play, so the counts add up to the cards each player is dealt
    (none above it), and the season's winner won the last trick, so holds at least one."""
    dealt = hand_size(len(public_counts))
    for player, count in public_counts.items():
        if count > dealt:
            raise CardError(
                f"{len(public_counts)} players are dealt {dealt} cards each and a trick's winner keeps only the cards"
                f" of their own play, so no one holds more than {dealt} 公開札, not {count}",
                f"public_counts.{player}")
    total = sum(public_counts.values())
    if total != dealt:
        raise CardError(
            f"each trick's winner keeps one play of the lead's size and every player plays that many, so the 公開札"
            f" of a finished season add up to the {dealt} cards each of {len(public_counts)} players is dealt, not"
            f" {total}", "public_counts")
    if public_counts[winner] == 0:
        raise CardError(
            f"the season's winner {winner} won the last trick and kept its cards, so holds at least one 公開札, not 0",
            f"public_counts.{winner}")


# --- the season as a state machine ----------------------------------------------------------------------------------


#: The players of a season: 2 to 6.
SEATS: Final = seats_kind(2, 6)
#: The concealed cards and the 公開札 won, by player (read once the players are read).
HANDS: Final = given_kind("hands")
PUBLIC: Final = given_kind("public")
#: A play of the trick in progress: ``{"player", "cards", "face_down"?, "combo"?}``, replayed on the trick so far.
TRICK_PLAY: Final = given_kind("play")


@dataclass(frozen=True, slots=True)
class MokkaikState:
    """A 行戦 season in progress: hands, won public cards, the current trick and who leads it."""

    players: tuple[str, ...] = field(metadata=declared(SEATS, "2 to 6 distinct names in turn order",
                                                       **json_name("seats")))
    dealer: str = field(metadata=declared(PLAYER, "the season's dealer (親)"))
    bonus: int = field(metadata=declared(integer(1, 1000), "親の加点 (2 at first)", absent=START_BONUS))
    hands: Mapping[str, tuple[Card, ...]] = field(metadata=declared(HANDS, "player -> concealed cards",
                                                                    **json_written_by(hands_notation)))
    public: Mapping[str, tuple[Card, ...]] = field(metadata=declared(
        PUBLIC, "player -> 公開札 won", absent=None, **json_written_by(hands_notation)))
    leader: str = field(metadata=declared(PLAYER, "who leads the trick (the dealer if left out)", absent=None))
    trick: tuple[TrickPlay, ...] = field(default=(), metadata=declared(
        listed(TRICK_PLAY, min_length=0, max_length=5), "the trick in progress, leader first"))
    season_winner: str | None = field(default=None, metadata=declared(
        PLAYER.or_null(), "the last trick's winner once every hand is empty (checked on input)"))

    @property
    def to_play(self) -> str | None:
        """The player whose turn it is, or None once the season is over."""
        if self.season_winner is not None:
            return None
        order = [self.leader, *following(self.players, self.leader)]
        return order[len(self.trick)]

    def to_json(self) -> dict[str, Any]:
        """Return the state in the module's JSON shape: its fields (:func:`json_form`), then ``to_play`` and
        ``over``."""
        return {**json_form(self), "to_play": self.to_play, "over": self.season_winner is not None}

    @classmethod
    def from_json(cls, data: object, rules: MokkaikRules = DEFAULT_RULES) -> MokkaikState:
        """Read and check a state: each field by its declaration (:func:`read_shape`), then card counts within the
        deck, equal hands, a trick replayed legally."""
        data = null_as_empty(data, ("hands", "public"))
        check_keys(cls, data, "state", ("to_play", "over"))
        read = read_shape(cls, data, CardError, "state", also=("to_play", "over"))
        assert isinstance(data, Mapping)
        obj = data
        players: tuple[str, ...] = read["players"]
        hands = _read_piles(read["hands"], players, "state.hands", rules)
        public = _read_piles(obj.get("public", {p: [] for p in players}), players, "state.public", rules)
        leader = check_member(obj.get("leader", obj.get("dealer")), players, "state.leader")
        state = cls(
            players=players,
            dealer=check_member(read["dealer"], players, "state.dealer"),
            bonus=check_bonus(read["bonus"], "state.bonus", rules),
            hands=hands,
            public=public,
            leader=leader,
        )
        raw_trick = read.get("trick", ())
        trick: list[TrickPlay] = []
        for i, raw in enumerate(raw_trick):  # each play replayed on the trick so far
            play = read_object(raw, f"state.trick[{i}]", ("player", "cards", "face_down", "combo"))
            if i >= len(players) - 1:
                raise CardError("a trick in progress holds fewer plays than there are players", f"state.trick[{i}]")
            expected = [leader, *following(players, leader)][i]
            if play.get("player") != expected:
                raise CardError(f"must be {expected}, got {play.get('player')!r}", f"state.trick[{i}].player")
            cards = parse_cards(play.get("cards"), f"state.trick[{i}].cards", rules.deck)
            face_down = play.get("face_down", False)
            if not isinstance(face_down, bool):
                raise CardError("must be true or false", f"state.trick[{i}].face_down")
            verdict = validate_play(expected, cards, trick, cards, face_down, rules)
            if not verdict.legal or verdict.play is None:
                raise CardError(f"is not a legal play: {verdict.reason}", f"state.trick[{i}]")
            check_stated(play, {"combo": verdict.play.to_json()["combo"]}, f"state.trick[{i}]", CardError)
            trick.append(verdict.play)
        every = [c for h in (*hands.values(), *public.values()) for c in h] + [c for t in trick for c in t.cards]
        check_available(every, "state", rules.deck)
        _check_reachable(players, state.dealer, leader, hands, public, trick)
        winner = obj.get("season_winner")
        over = not trick and all(not h for h in hands.values())
        if winner is not None and (not over or winner != leader):
            raise CardError(
                "the season is won by the last trick's winner (the leader) once all hands"
                f" are empty; expected {leader if over else None!r}, got {winner!r}", "state.season_winner"
            )
        after = replace(state, trick=tuple(trick), season_winner=leader if over else None)
        check_stated(obj, {"to_play": after.to_play, "over": over}, "state", CardError)
        return after


def _check_reachable(
    players: Sequence[str],
    dealer: str,
    leader: str,
    hands: Mapping[str, tuple[Card, ...]],
    public: Mapping[str, tuple[Card, ...]],
    trick: Sequence[TrickPlay],
) -> None:
    """Raise unless the hand sizes, 公開札 and leader are those of a season dealt and played by the rules."""
    dealt = hand_size(len(players))
    played = dict.fromkeys(players, 0)
    for t in trick:
        played[t.player] = len(t.cards)
    before = {p: len(hands[p]) + played[p] for p in players}
    sizes = set(before.values())
    if len(sizes) != 1:
        listing = ", ".join(f"{p} {n}" for p, n in before.items())
        raise CardError(f"every player starts a trick with as many cards as the others ({listing})", "state.hands")
    (held,) = sizes
    won = sum(len(c) for c in public.values())
    if held + won != dealt:
        raise CardError(
            f"{len(players)} players are dealt {dealt} cards each and each trick's winner keeps the"
            f" cards of one play, so {held} card(s) in hand means {dealt - held} 公開札 in all, not {won}",
            "state.public",
        )
    if won == 0 and leader != dealer:
        raise CardError(f"the dealer {dealer} leads the season's first trick, not {leader}", "state.leader")
    if won and not public[leader]:
        raise CardError(f"{leader} won no trick, so cannot lead (the last trick's winner leads)", "state.leader")


def _read_piles(data: object, players: Sequence[str], field: str, rules: MokkaikRules) -> dict[str, tuple[Card, ...]]:
    obj = read_object(data, field, players)
    return {p: parse_cards(obj.get(p, []), f"{field}.{p}", rules.deck) for p in players}


def new_season(
    players: Sequence[str],
    dealer: str,
    rng: random.Random,
    bonus: int = START_BONUS,
    rules: MokkaikRules = DEFAULT_RULES,
) -> MokkaikState:
    """Deal a new season with ``rng`` (10 cards each for 2–4 players, 8 for 5–6); the dealer leads."""
    names = check_players(list(players))
    check_member(dealer, names, "dealer")
    dealt = deal(len(names), hand_size(len(names)), rng, rules.deck)
    return MokkaikState(
        players=names,
        dealer=dealer,
        bonus=check_count(bonus, "bonus", 1, 1000),
        hands=dict(zip(names, dealt.hands, strict=True)),
        public={p: () for p in names},
        leader=dealer,
    )


@dataclass(frozen=True, slots=True)
class MokkaikStep:
    """The result of applying a play: its adjudication, the new state and any trick or season winner."""

    adjudication: PlayAdjudication
    state: MokkaikState
    trick_winner: str | None = None

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "play", "trick_winner", "season_winner", "state"}``."""
        return {
            **self.adjudication.to_json(),
            "trick_winner": self.trick_winner,
            "season_winner": self.state.season_winner,
            "state": self.state.to_json(),
        }


def apply(
    state: MokkaikState,
    player: str,
    cards: Sequence[Card],
    face_down: bool = False,
    rules: MokkaikRules = DEFAULT_RULES,
) -> MokkaikStep:
    """Apply a play; an illegal play leaves the state unchanged. Completing a trick scores it."""
    check_member(player, state.players, "player")
    if state.to_play is None:
        return MokkaikStep(PlayAdjudication(False, "the season is over", None), state)
    if player != state.to_play:
        return MokkaikStep(PlayAdjudication(False, f"it is {state.to_play}'s turn, not {player}'s", None), state)
    verdict = validate_play(player, state.hands[player], state.trick, cards, face_down, rules)
    if not verdict.legal or verdict.play is None:
        return MokkaikStep(verdict, state)
    hands = {**state.hands, player: remove_cards(state.hands[player], cards, "cards")}
    trick = (*state.trick, verdict.play)
    if len(trick) < len(state.players):
        return MokkaikStep(verdict, replace(state, hands=hands, trick=trick))
    best = trick_best(trick)
    public = {**state.public, best.player: sort_cards((*state.public[best.player], *best.cards))}
    over = all(not h for h in hands.values())
    after = replace(
        state,
        hands=hands,
        public=public,
        trick=(),
        leader=best.player,
        season_winner=best.player if over else None,
    )
    return MokkaikStep(verdict, after, best.player)


def settle_state(state: MokkaikState, rules: MokkaikRules = DEFAULT_RULES) -> SeasonSettlement:
    """Settle a finished season held in ``state``."""
    if state.season_winner is None:
        raise CardError("the season is not over yet", "state.season_winner")
    counts = {p: len(state.public[p]) for p in state.players}
    return season_settlement(counts, state.season_winner, state.dealer, state.bonus, rules)


# --- a match of seasons ---------------------------------------------------------------------------------------------


def season_rng(seed: int, season: int) -> random.Random:
    """The random source that deals season ``season`` (1-based) of the match seeded ``seed``: reproducible."""
    return random.Random(f"mokkaik:{seed}:{season}")


#: A match's seed (64 bits), the season in play (its reader reads it by the rules) and the totals (whole points by
#: player, read once the season's players are); the most seasons a match may have (the rules' seasons).
MATCH_SEASON: Final = given_kind("season")
MATCH_TOTALS: Final = given_kind("totals")
MOST_SEASONS: Final = 100
#: What a match's JSON form states beside its fields, checked by its reader.
MATCH_STATED: Final = ("seasons", "points_cap", "to_play", "over", "winners")


@dataclass(frozen=True, slots=True)
class MokkaikMatch:
    """A match of ``rules.seasons`` seasons: the season in play, its number, the running totals and the seed.

    Each season is dealt from ``seed`` and its number, so a match is reproducible and its state is all a client
    sends back. The winner of a season deals the next one (the bonus growing while the dealer keeps winning). With
    ``rules.points_cap`` set the match ends sooner, with the season at whose end a total reaches it.
    """

    seed: int = field(metadata=declared(SEED, "each season is dealt from it and its number"))
    season_number: int = field(metadata=declared(integer(1, MOST_SEASONS), "1-based"))
    season: MokkaikState = field(metadata=declared(MATCH_SEASON, "the season in play: hands, 公開札, trick"))
    totals: Mapping[str, int] = field(metadata=declared(
        MATCH_TOTALS, "player -> points won over the finished seasons", absent={}))
    rules: MokkaikRules = field(default=DEFAULT_RULES, metadata=NOT_WRITTEN)

    @property
    def players(self) -> tuple[str, ...]:
        """The players in seating order."""
        return self.season.players

    @property
    def over(self) -> bool:
        """Whether the last season has been played out: the rules' last, or one at whose end a total reached the
        points cap (the totals then count it)."""
        return self.season.season_winner is not None and game_ends(
            self.season_number, self.rules.seasons, self.rules.points_cap, self.totals)

    @property
    def to_play(self) -> str | None:
        """The player whose turn it is, or None once the match is over."""
        return None if self.over else self.season.to_play

    @property
    def winners(self) -> tuple[str, ...]:
        """The players with the highest total once the match is over (all of them on a tie)."""
        if not self.over:
            return ()
        best = max(self.totals.values())
        return tuple(p for p in self.players if self.totals[p] == best)

    def to_json(self) -> dict[str, Any]:
        """Return the match: its fields (:func:`json_form`: seed, season number, the season state, totals) with the
        number of seasons and the points cap after the season number, then to_play, over and winners."""
        form = json_form(self)
        return {"seed": form["seed"], "season_number": form["season_number"], "seasons": self.rules.seasons,
                "points_cap": self.rules.points_cap, "season": form["season"], "totals": form["totals"],
                "to_play": self.to_play, "over": self.over,
                "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: object, rules: MokkaikRules = DEFAULT_RULES) -> MokkaikMatch:
        """Read and check a match: each field by its declaration (:func:`read_shape`; a null match, or null totals,
        read as empty as before), then the stated number of seasons, the season as :meth:`MokkaikState.from_json`
        does, its dealer and bonus, its cards (the deal of this seed and season), and the totals (what the seasons
        before could have paid)."""
        data = null_as_empty({} if data is None else data, ("totals",))
        check_keys(cls, data, "state", MATCH_STATED)
        read = read_shape(cls, data, CardError, "state", also=MATCH_STATED)
        assert isinstance(data, Mapping)
        obj = data
        seed: int = read["seed"]
        if "seasons" not in obj:
            raise CardError("a match states its number of seasons, as the service returns it", "state.seasons")
        if obj["seasons"] != rules.seasons:
            raise CardError(f"the rules play {rules.seasons} seasons, not {obj['seasons']!r}", "state.seasons")
        cap = obj.get("points_cap")  # (a match without a cap, stated before the cap was an option, may leave it out)
        if "points_cap" not in obj and rules.points_cap is not None:
            raise CardError("a match played to a points cap states it, as the service returns it", "state.points_cap")
        if type(cap) is not type(rules.points_cap) or cap != rules.points_cap:
            raise CardError(f"the match is played to the rules' points_cap {rules.points_cap!r}, not {cap!r}",
                            "state.points_cap")
        number = check_count(read["season_number"], "state.season_number", 1, rules.seasons)
        try:
            season = MokkaikState.from_json(read["season"], rules)
        except CardError as err:
            field = err.field.replace("state", "state.season", 1) if err.field else "state.season"
            raise CardError(err.message, field) from err
        _check_dealership(season, number)
        _check_deal(season, seed, number, rules)
        raw = read_object(read["totals"], "state.totals", season.players)
        totals = {p: _whole(raw.get(p, 0), f"state.totals.{p}") for p in season.players}
        _check_totals(season, number, totals, rules)
        _check_length(season, number, totals, rules)
        match = cls(seed, number, season, totals, rules)
        check_stated(obj, {"to_play": match.to_play, "over": match.over, "winners": list(match.winners)}, "state",
                     CardError)
        return match


def _check_length(season: MokkaikState, number: int, totals: Mapping[str, int], rules: MokkaikRules) -> None:
    """Nothing follows the end of a match: the seasons before this one did not end it (their totals, ``totals``
    less this season's settlement once it is over, are below the points cap), and a season over ends the match (the
    next is dealt as soon as one ends): it is the last, or its totals reach the cap."""
    over = season.season_winner is not None
    now = settle_state(season, rules).net if over else dict.fromkeys(season.players, 0)
    before = {p: totals[p] - now[p] for p in season.players}
    cap = rules.points_cap
    if number > 1 and cap is not None and max(before.values()) >= cap:
        raise CardError(f"a total reached the points cap {cap} by the end of season {number - 1}, which ended the"
                        f" match, so no season {number} is dealt", "state.season_number")
    if over and not game_ends(number, rules.seasons, cap, totals):
        raise CardError(f"the next season is dealt as soon as one ends, so only the last season ({rules.seasons}) or"
                        f" one at whose end a total reaches the points cap can be over, not season {number}",
                        "state.season.season_winner")


def _check_dealership(season: MokkaikState, number: int) -> None:
    """The dealer and bonus of season ``number``: the first player deals season 1 at bonus 2; the bonus grows by 1
    only when the dealer wins again, so in season k it is at most k + 1 for the first player (dealing from season 1)
    and at most k for anyone else (who became dealer by winning a season, at bonus 2, in season 2 or later). The
    first player deals at k + 1 after winning every season; otherwise they lost the deal and won it back, at bonus 2
    in season 3 or later, so below k (never at k)."""
    first = season.players[0]
    if number == 1 and season.dealer != first:
        raise CardError(f"the first player {first} deals the match's first season, not {season.dealer}",
                        "state.season.dealer")
    most = number + 1 if season.dealer == first else number
    if not START_BONUS <= season.bonus <= most:
        raise CardError(
            f"the dealer bonus starts at {START_BONUS} and grows by 1 per re-win, so {season.dealer} deals season"
            f" {number} at {START_BONUS} to {most}, not {season.bonus}", "state.season.bonus")
    if season.dealer == first and number > 1 and season.bonus == number:
        raise CardError(
            f"the first player {first} deals season {number} at {number + 1} after winning every season, or after"
            f" losing the deal and winning it back at {START_BONUS} in season 3 or later, so below {number};"
            f" not {season.bonus}", "state.season.bonus")


def _check_deal(season: MokkaikState, seed: int, number: int, rules: MokkaikRules) -> None:
    """The cards in play are season ``number``'s deal from ``seed`` (unobserved shuffles come from the seed the
    state stores). No card passes from one player to another (a trick's winner keeps only the cards they played,
    the others leave play), so each player's hand, 公開札 and cards in the trick are cards that season deals them;
    before the first play (every hand full) they are exactly that deal."""
    dealt = deal(len(season.players), hand_size(len(season.players)), season_rng(seed, number), rules.deck)
    for player, own in zip(season.players, dealt.hands, strict=True):
        left = Counter(own)
        places = [(c, f"hands.{player}") for c in season.hands[player]]
        places += [(c, f"public.{player}") for c in season.public[player]]
        places += [(c, f"trick[{i}].cards") for i, t in enumerate(season.trick) if t.player == player for c in t.cards]
        for card, place in places:
            left[card] -= 1
            if left[card] < 0:
                copies = own.count(card)
                dealt_it = f"is dealt {card} {copies} time(s)" if copies else f"is not dealt {card}"
                raise CardError(
                    f"{player} {dealt_it} in season {number} of this seed, and the cards a player holds, plays and"
                    f" keeps as 公開札 all come from their own deal", f"state.season.{place}")


def _check_totals(season: MokkaikState, number: int, totals: Mapping[str, int], rules: MokkaikRules) -> None:
    """The totals are what the finished seasons could have paid: every payment goes from one player to another (they
    sum to 0), nothing is paid before the first season ends, and each player's total lies within the least and the
    most they can have won (:func:`total_bounds`) over the seasons before this one, dealt as the rules deal them to
    this season's dealer and bonus, plus this season's settlement once it is over (the match's last season)."""
    if sum(totals.values()):
        raise CardError("every payment goes from one player to another, so the totals sum to 0", "state.totals")
    over = season.season_winner is not None
    if number == 1 and not over and any(totals.values()):
        raise CardError("nothing has been paid before the first season ends", "state.totals")
    now = settle_state(season, rules).net if over else dict.fromkeys(season.players, 0)
    bounds = total_bounds(season.players, number, rules).get((season.dealer, season.bonus))
    if bounds is None:  # _check_dealership refuses every dealer and bonus no sequence of winners makes
        raise CardError(f"no sequence of season winners makes {season.dealer} deal season {number} at bonus"
                        f" {season.bonus}", "state.season.bonus")
    for player in season.players:
        low, high = bounds[player]
        if not low <= totals[player] - now[player] <= high:
            this = (f", and this season pays {player} {now[player]}, so the total is {low + now[player]} to"
                    f" {high + now[player]}") if over else ""
            raise CardError(
                f"{player} can have won {low} to {high} in the season(s) before this one, dealt as the rules deal them"
                f" to {season.dealer} at bonus {season.bonus} (each loser pays the winner 6 − their 公開札, times the"
                f" dealer bonus when it applies){this}; not {totals[player]}", f"state.totals.{player}")


#: The least and most a player has won over the seasons so far, by the dealer and bonus of the season in play.
Bounds = dict[tuple[str, int], dict[str, tuple[int, int]]]


def total_bounds(players: Sequence[str], number: int, rules: MokkaikRules = DEFAULT_RULES) -> Bounds:
    """For each dealer and bonus that can start season ``number``, each player's least and most total won over
    seasons 1 to ``number - 1``.

    A season dealt by ``d`` at bonus ``b`` and won by ``w`` pays each loser ``l`` (6 − c_l) × m_l, where m_l is the
    bonus when the rules multiply that payment (``dealer_multiplier``) and 1 otherwise, and the 公開札 counts c are
    whole, sum to the cards dealt to each player (each trick's winner keeps one play of the lead's size) and the
    winner's is at least 1 (they won the last trick). So a loser's net is −6·m_l to (dealt − 7)·m_l, and the
    winner's is Σ 6·m_l less at most (dealt − 1) × the largest m_l. The winner deals next, at ``b + 1`` if ``w = d``,
    else at 2. Walking every sequence of winners gives, for each dealer and bonus, the least and most total of each
    player: each bound is reached by some sequence of winners and counts (the counts the cards actually dealt allow
    are not replayed), and the values between are not all reachable.
    """
    both = rules.dealer_multiplier == "payer_or_payee_is_dealer"
    found = _seat_bounds(len(players), number, both)
    return {(players[d], b): dict(zip(players, got, strict=True)) for (d, b), got in found.items()}


SeatBounds = dict[tuple[int, int], tuple[tuple[int, int], ...]]
#: The seat bounds of every season walked so far, by player count and multiplier rule: each season is walked once
#: per process (at most a few hundred lists of small dicts: the player count and the seasons are bounded).
_WALKED: dict[tuple[int, bool], list[SeatBounds]] = {}


def _seat_bounds(n: int, number: int, both: bool) -> SeatBounds:
    """:func:`total_bounds` by seat (0 the first player): ``(dealer, bonus) -> ((least, most), ...)``."""
    walked = _WALKED.get((n, both)) or [{(0, START_BONUS): ((0, 0),) * n}]
    if len(walked) < number:  # extended in a copy: a thread reading the list meanwhile sees it whole
        walked = [*walked]
        while len(walked) < number:
            walked.append(_season_after(walked[-1], n, both))
        _WALKED[(n, both)] = walked
    return walked[number - 1]


def _season_after(states: SeatBounds, n: int, both: bool) -> SeatBounds:
    """The bounds at the start of the next season, from those at the start of this one (see :func:`total_bounds`)."""
    cards = hand_size(n)
    after: SeatBounds = {}
    for (d, b), had in states.items():
        for w in range(n):
            mult = [b if (loser == d or (both and w == d)) else 1 for loser in range(n)]
            receipts = sum(6 * mult[loser] for loser in range(n) if loser != w)
            largest = max(mult[loser] for loser in range(n) if loser != w)
            key = (w, b + 1 if w == d else START_BONUS)
            known = after.get(key)
            made = []
            for p in range(n):
                low, high = had[p]
                if p == w:
                    low, high = low + receipts - (cards - 1) * largest, high + receipts
                else:
                    low, high = low - 6 * mult[p], high + (cards - 7) * mult[p]
                if known is not None:
                    low, high = min(low, known[p][0]), max(high, known[p][1])
                made.append((low, high))
            after[key] = tuple(made)
    return after


def _whole(value: object, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**9:
        raise CardError(f"must be a whole number, got {value!r}", field)
    return value


def new_match(players: Sequence[str], seed: int, rules: MokkaikRules = DEFAULT_RULES) -> MokkaikMatch:
    """Start a match: the first player deals the first season (bonus 2), dealt reproducibly from ``seed``."""
    names = check_players(list(players))
    season = new_season(names, names[0], season_rng(seed, 1), START_BONUS, rules)
    return MokkaikMatch(seed, 1, season, dict.fromkeys(names, 0), rules)


@dataclass(frozen=True, slots=True)
class MatchStep:
    """A play applied to a match: the season step, the settlement of a season just finished, and the match after."""

    step: MokkaikStep
    settlement: SeasonSettlement | None
    state: MokkaikMatch

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "play", "trick_winner", "season_winner", "settlement", "state"}``."""
        return {
            **self.step.adjudication.to_json(),
            "trick_winner": self.step.trick_winner,
            "season_winner": self.step.state.season_winner,
            "settlement": self.settlement.to_json() if self.settlement else None,
            "state": self.state.to_json(),
        }


def apply_match(match: MokkaikMatch, player: str, cards: Sequence[Card], face_down: bool = False) -> MatchStep:
    """Apply a play to the match; a finished season is settled into the totals and the next one dealt."""
    if match.over:
        verdict = PlayAdjudication(False, "the match is over", None)
        return MatchStep(MokkaikStep(verdict, match.season), None, match)
    step = apply(match.season, player, cards, face_down, match.rules)
    if not step.adjudication.legal or step.state.season_winner is None:
        return MatchStep(step, None, replace(match, season=step.state))
    settled = settle_state(step.state, match.rules)
    totals = {p: match.totals[p] + settled.net[p] for p in match.players}
    if game_ends(match.season_number, match.rules.seasons, match.rules.points_cap, totals):
        return MatchStep(step, settled, replace(match, season=step.state, totals=totals))
    number = match.season_number + 1
    dealt = new_season(match.players, settled.next_dealer, season_rng(match.seed, number), settled.next_bonus,
                       match.rules)
    return MatchStep(step, settled, replace(match, season=dealt, season_number=number, totals=totals))
