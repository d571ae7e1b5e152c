"""連友 (niek1 hi1): the climbing and shedding game (other-games spec §3.4).

Colour is ignored, so 船 stands for any card. Combos: single, set (pair, or ≥3), sequence of ≥3, and sequence of
sets such as 1 1 2 2 3 3. The leader plays any combo; in turn each other player plays a stronger combo of the same
type and size, or passes. A set of ≥3 (a "bomb") may be played on one's turn over anything. When everyone but the
last player to play has passed since that play, that player leads again. For each 将 in a played combo the player
either removes every card of a declared strength from the game or takes one card from the discard pile.
The first to play out all their own cards wins; a hand emptied by another player's 将 removal does not win (that
player is out of the season), and play goes on among the others to give a finishing order.

State JSON::

    {"seats": [...], "hands": {p: [cards]}, "current": {"player", "cards"} | null,
     "passes": 0, "to_play": p, "discard": [cards], "finished": [players in order], "out": [players],
     "winner": p | null, "over": bool}
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

from adjudicator.games.errors import check_stated
from adjudicator.games.options import check_options, choice, options_json, read_options, switch
from adjudicator.games.paper_cetkaik.cards import (
    DEFAULT_DECK,
    Card,
    CardError,
    DeckRules,
    Kind,
    check_available,
    notation,
    parse_cards,
    parse_kind,
    remove_cards,
    shuffled_deck,
    sort_cards,
)
from adjudicator.games.paper_cetkaik.combos import Combo, ComboRules, ComboType, classify, compare, enumerate_combos
from adjudicator.games.paper_cetkaik.common import (
    CARD,
    COMBOS_PART,
    DECK_PART,
    DEFAULT_SEASONS,
    PLAYER,
    SEASON_CAP_OPTION,
    SEASONS_OPTION,
    check_count,
    check_keys,
    check_member,
    check_players,
    following,
    game_ends,
    given_kind,
    hands_notation,
    highest,
    missing_cards,
    null_as_empty,
    null_items_as_empty,
    read_hands,
    read_object,
    read_seed,
    read_to_play,
    seats_kind,
)

from ..jsonform import JSON_OPTIONAL, NOT_WRITTEN, json_doc, json_form, json_name, json_written_by
from ..shapes import SEED, declared, integer, listed, read_shape
from ..shapes import part as shape_part

#: 連友 ignores colour.
NIEKHI_COMBOS: Final = ComboRules(seq_one_colour=False)
#: The combo types of 連友.
COMBO_TYPES: Final = frozenset({ComboType.SINGLE, ComboType.SET, ComboType.SEQ, ComboType.SEQ_OF_SETS})
#: The smallest set that may be played over anything.
BOMB_SIZE: Final = 3


def _niekhi_combos(data: object) -> ComboRules:
    """連友's combo rules: over its own defaults (sequences of any colours)."""
    return ComboRules.from_json(data, NIEKHI_COMBOS)


@dataclass(frozen=True, slots=True)
class NiekhiRules:
    """The ruleset (each option declared once: :mod:`adjudicator.games.options`): ``niekhi.remainder``,
    ``bomb_out_of_turn``, ``uai_remove_scope``, the combo rules and deck, and a whole game's length: ``seasons`` and
    an optional ``points_cap``."""

    remainder: Literal["unused", "uneven"] = field(default="unused", metadata=choice(
        "the cards the deal does not share evenly: left unused (default) or dealt unevenly",
        ("unused", "uneven")))
    bomb_out_of_turn: bool = field(default=False, metadata=switch(
        "bombs out of turn (only false is supported: bombs on one's own turn)", only=False))
    uai_remove_scope: Literal["all", "hands"] = field(default="all", metadata=choice(
        "the cards of a strength a 将 declares are removed from every hand and the table (all, default) or from the "
        "hands only", ("all", "hands")))
    combos: ComboRules = field(default_factory=lambda: NIEKHI_COMBOS, metadata=COMBOS_PART)
    deck: DeckRules = field(default=DEFAULT_DECK, metadata=DECK_PART)
    seasons: int = field(default=DEFAULT_SEASONS, metadata=SEASONS_OPTION)
    points_cap: int | None = field(default=None, metadata=SEASON_CAP_OPTION)

    def __post_init__(self) -> None:
        check_options(self, CardError)

    @classmethod
    def from_json(cls, data: object) -> NiekhiRules:
        """Read the ruleset; missing keys take the defaults."""
        return cls(**read_options(cls, data, CardError, parts={"combos": _niekhi_combos, "deck": DeckRules.from_json}))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)


DEFAULT_RULES: Final = NiekhiRules()


def is_bomb(combo: Combo) -> bool:
    """A set of ≥3 cards, playable over anything."""
    return combo.type is ComboType.SET and combo.size >= BOMB_SIZE


def beats(combo: Combo, current: Combo | None) -> bool:
    """Whether ``combo`` may be played on ``current``: anything leads; a bomb always; else same type, size, stronger."""
    return current is None or is_bomb(combo) or compare(combo, current) == ">"


def legal_plays(hand: Sequence[Card], current: Combo | None, rules: NiekhiRules = DEFAULT_RULES) -> list[Combo]:
    """List the combos of the hand that may be played now (passing is legal unless leading)."""
    return [c for c in enumerate_combos(hand, rules.combos, COMBO_TYPES) if beats(c, current)]


def read_strength(value: object, where: str) -> int:
    """The strength a kind names (馬, Maun1, horse...; 王 and 皇 name the same), or raise naming ``where``."""
    return parse_kind(value, where).strength


def strength_name(strength: int) -> str:
    """A strength named by its first kind (王 for 王 and 皇)."""
    return next(k for k in Kind if k.strength == strength).cjk


#: A strength of cards, named by a kind (read by :func:`read_strength`, written by :func:`strength_name`).
STRENGTH: Final = shape_part(read_strength, schema="string").named("card kind")


@dataclass(frozen=True, slots=True)
class UaiChoice:
    """One 将 effect: remove every card of a strength (``remove``), or take a card from the discard pile (``take``)."""

    remove: int | None = field(default=None, metadata=declared(
        STRENGTH, "a kind, e.g. 馬", **json_written_by(strength_name), **JSON_OPTIONAL))
    take: Card | None = field(default=None, metadata=declared(
        CARD, "a card to take from the discard pile", **json_written_by(str), **JSON_OPTIONAL))

    @classmethod
    def from_json(cls, data: object, where: str) -> UaiChoice:
        """Read ``{"remove": "馬"}`` (a kind naming the strength) or ``{"take": "黒馬"}``: exactly one of them, each
        by its declaration (:func:`read_shape`)."""
        check_keys(cls, data, where)
        if isinstance(data, Mapping) and ("remove" in data) == ("take" in data):
            raise CardError("must give exactly one of remove or take", where)
        return cls(**read_shape(cls, data, CardError, where))

    def to_json(self) -> dict[str, Any]:
        """``{"remove": kind}`` (the strength named by its first kind, e.g. 王 for 王 and 皇) or ``{"take": card}``:
        the field given (:func:`json_form`)."""
        return json_form(self)


def uai_choices(state: NiekhiState) -> list[UaiChoice]:
    """What each 将 played may do now: remove any strength, or take one of the cards of the discard pile.

    A combo with several 将 takes one choice for each, applied in order: a card taken by one is no longer there
    for the next, and a removal acts at once (with ``uai_remove_scope = all`` it empties the discard pile of that
    strength too, so take first).
    """
    strengths = sorted({kind.strength for kind in Kind})
    return [*(UaiChoice(remove=s) for s in strengths), *(UaiChoice(take=c) for c in sort_cards(set(state.discard)))]


#: The most players a game seats.
MAX_SEATS: Final = 12
#: The players of a game: 2 to 12 (the web layer asks 3 or more).
SEATS: Final = seats_kind(2, MAX_SEATS)
#: The hands of a state, by player (read once the players are read).
HANDS: Final = given_kind("hands")
#: The combo to beat and who played it: ``{"player", "cards", "type"?}``, read against the discard pile.
CURRENT: Final = given_kind("current").or_null()


@dataclass(frozen=True, slots=True)
class NiekhiState:
    """The game: hands, the combo to beat and who played it, passes since, the discard pile, the finishers."""

    players: tuple[str, ...] = field(metadata=declared(SEATS, "the players, in turn order", **json_name("seats")))
    hands: Mapping[str, tuple[Card, ...]] = field(metadata=declared(HANDS, "player -> cards",
                                                                    **json_written_by(hands_notation)))
    to_play: str | None = field(metadata=declared(PLAYER.or_null(), "whose turn it is; null once the game is over"))
    current: Combo | None = field(default=None, metadata=declared(CURRENT, "null: the player to play leads"))
    current_player: str | None = field(default=None, metadata=NOT_WRITTEN)
    passes: int = field(default=0, metadata=declared(integer(0, MAX_SEATS), "passes since the combo was played"))
    discard: tuple[Card, ...] = field(default=(), metadata=declared(listed(CARD), "the discard pile",
                                                                    **json_written_by(notation)))
    finished: tuple[str, ...] = field(default=(), metadata=declared(
        listed(PLAYER, min_length=0, max_length=MAX_SEATS), "the players who played out all their cards, in order"))
    out: tuple[str, ...] = field(default=(), metadata=declared(
        listed(PLAYER, min_length=0, max_length=MAX_SEATS),
        "the players whose hands another player's 将 emptied (no win)"))

    @property
    def in_play(self) -> tuple[str, ...]:
        """The players still holding cards."""
        return tuple(p for p in self.players if p not in self.finished and p not in self.out)

    @property
    def winner(self) -> str | None:
        """The first player to play out all their own cards, or None while nobody has."""
        return self.finished[0] if self.finished else None

    @property
    def over(self) -> bool:
        """Whether fewer than two players still hold cards."""
        return len(self.in_play) < 2

    def to_json(self) -> dict[str, Any]:
        """Return the state: its fields (:func:`json_form`), the combo to beat with who played it, then ``winner``
        and ``over``."""
        form = json_form(self)
        form["current"] = None if self.current is None else {
            "player": self.current_player,
            "cards": notation(self.current.cards),
            "type": self.current.type.value,
            "combo": self.current.to_json(),
        }
        return {**form, "winner": self.winner, "over": self.over}

    @classmethod
    def from_json(cls, data: object, rules: NiekhiRules = DEFAULT_RULES) -> NiekhiState:
        """Read a state; ``current`` is ``{"player", "cards", "type"?}`` (the strongest reading unless typed). Each
        field is read by its declaration (:func:`read_shape`), then against the players and the deck."""
        data = null_as_empty(data, ("hands",))
        check_keys(cls, data, "state", ("winner", "over"))
        read = read_shape(cls, data, CardError, "state", also=("winner", "over"))
        assert isinstance(data, Mapping)
        obj = data
        players: tuple[str, ...] = read["players"]
        hands = read_hands(read["hands"], players, "state.hands", rules.deck)
        discard: tuple[Card, ...] = read.get("discard", ())
        check_available(discard, "state.discard", rules.deck)
        check_available([*discard, *(c for h in hands.values() for c in h)], "state", rules.deck)
        finished = _read_names(list(read.get("finished", ())), players, "state.finished")
        out = _read_names(list(read.get("out", ())), players, "state.out")
        for p in set(finished) & set(out):
            raise CardError(f"{p} cannot both have played out (finished) and been emptied (out)", "state.out")
        for p in (*finished, *out):
            if hands[p]:
                raise CardError(f"{p} is finished or out, so holds no cards", f"state.hands.{p}")
        for p in players:
            if not hands[p] and p not in finished and p not in out:
                raise CardError("an empty hand belongs to a player listed in finished or out", f"state.hands.{p}")
        current, holder = None, None
        if read.get("current") is not None:
            raw = read_object(read["current"], "state.current", ("player", "cards", "type", "combo"))
            holder = check_member(raw.get("player"), players, "state.current.player")
            cards = parse_cards(raw.get("cards"), "state.current.cards", rules.deck)
            if any(c not in discard for c in cards) or len(_minus(discard, cards)) != len(discard) - len(cards):
                raise CardError("the combo on the table lies on the discard pile, so is in it", "state.current.cards")
            wanted = raw.get("type")
            options = [c for c in classify(cards, rules.combos, COMBO_TYPES) if wanted in (None, c.type.value)]
            if not options:
                raise CardError(f"{' '.join(notation(cards))} is not such a combo", "state.current.cards")
            current = max(options, key=lambda c: c.rank)
        state = cls(
            players=players,
            hands=hands,
            to_play=read_to_play(obj, players),
            current=current,
            current_player=holder,
            passes=check_count(read.get("passes", 0), "state.passes", 0, len(players)),
            discard=sort_cards(discard),
            finished=finished,
            out=out,
        )
        if (obj.get("to_play") is None) != state.over:
            raise CardError("is null exactly when the game is over", "state.to_play")
        if not state.over and state.to_play not in state.in_play:
            raise CardError(f"{state.to_play} holds no cards, so cannot be the one to play", "state.to_play")
        if current is None and state.passes:
            raise CardError("passes are counted only while a combo lies on the table", "state.passes")
        if current is not None and not state.over and state.passes >= len([p for p in state.in_play if p != holder]):
            raise CardError("once every other player has passed, the table is cleared", "state.passes")
        if "winner" in obj and obj["winner"] != state.winner:
            raise CardError(f"the first to play out is the winner, {state.winner!r}", "state.winner")
        if "over" in obj and obj["over"] != state.over:
            raise CardError(f"the game is over when fewer than two players hold cards ({state.over})", "state.over")
        _check_cards_accounted(state, rules)
        _check_hand_sizes(state, rules)
        _check_turn_order(state, rules)
        return state


def _unused(players: int, rules: NiekhiRules) -> int:
    """The cards the deal leaves out: the remainder under ``remainder = unused``, else none."""
    return len(rules.deck.cards()) % players if rules.remainder == "unused" else 0


def _dealt_most(players: int, rules: NiekhiRules) -> int:
    """The most cards the deal gives one player (the remainder dealt on round the table gives some one more)."""
    return -(-(len(rules.deck.cards()) - _unused(players, rules)) // players)


def _general_played(state: NiekhiState) -> bool:
    """Whether a 将 was ever played: the last 将 played always lies on the discard pile.

    A card leaves the pile only by a 将's effect (a take, or a removal with ``uai_remove_scope = all``), and the 将
    played for it joins the pile after its effects, so once one is played, the pile holds a 将 ever after.
    """
    return any(c.kind is Kind.UAI1 for c in state.discard)


def _check_cards_accounted(state: NiekhiState, rules: NiekhiRules) -> None:
    """Every card is in a hand or on the discard pile, except the deal's unused cards and those a 将 removed."""
    unused = _unused(len(state.players), rules)
    missing = missing_cards([*state.discard, *(c for h in state.hands.values() for c in h)], rules.deck)
    if len(missing) < unused:
        raise CardError(f"the deal leaves {unused} card(s) unused, so the hands and the discard pile hold at most "
                        f"{len(rules.deck.cards()) - unused} cards, not {len(rules.deck.cards()) - len(missing)}",
                        "state.discard")
    if _general_played(state):
        return
    if len(missing) > unused:
        raise CardError(f"{len(missing) - unused} card(s) of the deck are missing from the hands and the discard "
                        "pile: a card leaves the game only by a 将's removal, and no 将 has been played (the pile "
                        "holds none)", "state.discard")
    if state.out:
        raise CardError("only another player's 将 empties a hand, and no 将 has been played (the discard pile holds "
                        "none)", "state.out")


def _check_hand_sizes(state: NiekhiState, rules: NiekhiRules) -> None:
    """No hand holds more than the deal gave it; the player of the combo on the table holds that much less.

    A play of k cards with g 将 takes back at most g cards from the discard pile (g <= k), so no play ever makes a
    hand grow, and the last play, the combo on the table, shrank its player's hand by k - g at least.
    """
    players = len(state.players)
    most = _dealt_most(players, rules)
    for p in state.players:
        if len(state.hands[p]) > most:
            raise CardError(f"holds {len(state.hands[p])} cards, but the deal gives at most {most} and a hand never "
                            "grows (a 将 takes back at most one card in place of itself)", f"state.hands.{p}")
    total = len(rules.deck.cards()) - _unused(players, rules)
    full = [p for p in state.players if len(state.hands[p]) > total // players]
    if len(full) > total % players:
        raise CardError(f"{', '.join(full)} hold {most} cards, but the deal gives {most} to {total % players} "
                        "player(s) only", f"state.hands.{full[-1]}")
    holder = state.current_player
    if state.current is not None and holder is not None:
        cards = state.current.cards
        bound = most - len(cards) + sum(1 for c in cards if c.kind is Kind.UAI1)
        if len(state.hands[holder]) > bound:
            raise CardError(f"{holder} played the combo on the table ({len(cards)} cards), so holds at most {bound} "
                            f"cards, not {len(state.hands[holder])}", f"state.hands.{holder}")


def _check_turn_order(state: NiekhiState, rules: NiekhiRules) -> None:
    """Turns within a trick: after a combo the others still holding cards play or pass in turn; on a clear table
    the last player to play leads (or, if they hold no more cards, the next player still holding some)."""
    if state.over:
        return
    holder = state.current_player
    if state.current is not None and holder is not None:
        others = [p for p in following(state.players, holder) if p in state.in_play]
        expected = others[state.passes]
        if state.to_play != expected:
            raise CardError(f"after {holder}'s combo and {state.passes} pass(es) since, it is {expected}'s turn: the "
                            "others play or pass in turn", "state.to_play")
        return
    if not state.discard:
        return  # nothing played yet: the dealer, any player, leads
    most = _dealt_most(len(state.players), rules)
    general = _general_played(state)
    leaders = {p for p in state.in_play if general or len(state.hands[p]) < most}
    leaders |= {_next_in_play(state, q) for q in state.players if q not in state.in_play}
    if state.to_play not in leaders:
        raise CardError(f"the table is clear, so the last player to play leads (or the next player still holding "
                        f"cards after them), and {state.to_play} has not played yet", "state.to_play")


def _read_names(data: object, players: Sequence[str], field: str) -> tuple[str, ...]:
    if not isinstance(data, list):
        raise CardError("must be an array of players", field)
    names = tuple(check_member(p, players, f"{field}[{i}]") for i, p in enumerate(data))
    if len(set(names)) != len(names):
        raise CardError("names a player twice", field)
    return names


def _minus(pile: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    rest = list(pile)
    for c in cards:
        if c in rest:
            rest.remove(c)
    return rest


def new_game(
    players: Sequence[str], dealer: str, rng: random.Random, rules: NiekhiRules = DEFAULT_RULES
) -> NiekhiState:
    """Deal all cards evenly from the dealer on (the remainder unused, or dealt on round the table); dealer leads."""
    names = check_players(list(players), "seats", 2, 12)
    check_member(dealer, names, "dealer")
    cards = shuffled_deck(rng, rules.deck)
    order = [dealer, *following(names, dealer)]
    count = len(cards) if rules.remainder == "uneven" else len(cards) - len(cards) % len(names)
    hands: dict[str, list[Card]] = {p: [] for p in names}
    for i, card in enumerate(cards[:count]):
        hands[order[i % len(order)]].append(card)
    return NiekhiState(names, {p: sort_cards(h) for p, h in hands.items()}, dealer)


@dataclass(frozen=True, slots=True)
class NiekhiStep:
    """The result of an action: legality, reason, the combo played and the new state."""

    legal: bool
    reason: str | None
    combo: Combo | None = field(metadata=json_doc("what the cards counted as (null: pass)"))
    state: NiekhiState

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def apply(
    state: NiekhiState,
    player: str,
    cards: Sequence[Card] | None,
    uai: Sequence[UaiChoice] = (),
    rules: NiekhiRules = DEFAULT_RULES,
) -> NiekhiStep:
    """Play ``cards`` (None to pass) with one 将 choice per 将 played; illegal actions leave the state unchanged."""
    check_member(player, state.players, "player")
    if state.over:
        return NiekhiStep(False, "the game is over", None, state)
    if player != state.to_play:
        return NiekhiStep(False, f"it is {state.to_play}'s turn, not {player}'s", None, state)
    if cards is None:
        if state.current is None:
            return NiekhiStep(False, "the leader must play a combo", None, state)
        return NiekhiStep(True, None, None, _after_pass(state, player))
    hand = state.hands[player]
    rest = list(hand)
    for card in cards:
        if card not in rest:
            return NiekhiStep(False, f"{card} is not in {player}'s hand", None, state)
        rest.remove(card)
    options = [c for c in classify(cards, rules.combos, COMBO_TYPES) if beats(c, state.current)]
    if not options:
        return NiekhiStep(
            False, "not a combo that beats the current one (same type and size, stronger, or a bomb)", None, state
        )
    combo = max(options, key=lambda c: c.rank)
    generals = sum(1 for c in cards if c.kind is Kind.UAI1)
    if len(uai) != generals:
        return NiekhiStep(False, f"give one 将 choice per 将 played ({generals})", combo, state)
    hands = {**state.hands, player: tuple(rest)}
    discard = state.discard
    for pick in uai:
        if pick.take is not None:
            if pick.take not in discard:
                return NiekhiStep(False, f"{pick.take} is not in the discard pile", combo, state)
            discard = remove_cards(discard, [pick.take], "uai.take")
            hands[player] = sort_cards((*hands[player], pick.take))
        else:
            hands = {p: tuple(c for c in h if c.kind.strength != pick.remove) for p, h in hands.items()}
            if rules.uai_remove_scope == "all":
                discard = tuple(c for c in discard if c.kind.strength != pick.remove)
    after = replace(
        state, hands=hands, current=combo, current_player=player, passes=0, discard=sort_cards((*discard, *cards))
    )
    after = _record_finishers(after, player if not rest else None)
    return NiekhiStep(True, None, combo, _advance(after, player))


def _record_finishers(state: NiekhiState, played_out: str | None) -> NiekhiState:
    """Record who ran out of cards: ``played_out`` (emptied by their own play) finished; any other empty hand is out."""
    gone = (*state.finished, *state.out)
    emptied = [p for p in state.players if not state.hands[p] and p not in gone]
    finished = state.finished + tuple(p for p in emptied if p == played_out)
    out = state.out + tuple(p for p in emptied if p != played_out)
    return replace(state, finished=finished, out=out)


def _next_in_play(state: NiekhiState, after: str) -> str:
    return next(p for p in following(state.players, after) if p in state.in_play)


def _advance(state: NiekhiState, actor: str) -> NiekhiState:
    if len(state.in_play) < 2:
        return replace(state, to_play=None)
    return replace(state, to_play=_next_in_play(state, actor))


def _after_pass(state: NiekhiState, player: str) -> NiekhiState:
    """Count the pass; when all others still in play have passed, the last player to play leads anew."""
    passes = state.passes + 1
    holder = state.current_player
    others = [p for p in state.in_play if p != holder]
    if passes >= len(others):
        leader = holder if holder in state.in_play else _next_in_play(state, holder or player)
        return replace(state, current=None, current_player=None, passes=0, to_play=leader)
    return replace(state, passes=passes, to_play=_next_in_play(state, player))


# --- a whole game of seasons ----------------------------------------------------------------------------------------


def season_rng(seed: int, number: int) -> random.Random:
    """The random source that deals season ``number`` (1-based) of the whole game seeded ``seed``: reproducible."""
    return random.Random(f"niekhi:{seed}:{number}")


def position_points(players: Sequence[str], finished: Sequence[str]) -> dict[str, int]:
    """A season's points by finishing position [decision]: with n players the k-th to play out all their own cards
    scores n − k (the winner n − 1); a player left holding cards or emptied by another's 将 scores 0."""
    n = len(players)
    return {p: n - 1 - finished.index(p) if p in finished else 0 for p in players}


def next_dealer(players: Sequence[str], dealer: str, finished: Sequence[str]) -> str:
    """Who deals the next season [decision]: the season's winner, or (nobody played out) the seat after the dealer."""
    return finished[0] if finished else following(players, dealer)[0]


@dataclass(frozen=True, slots=True)
class NiekhiSeasonResult:
    """A finished season of a whole game: its number, dealer and finishing order (its points follow from it)."""

    season: int = field(metadata=declared(integer(1), "1-based"))
    players: tuple[str, ...] = field(metadata=NOT_WRITTEN)
    dealer: str = field(metadata=declared(PLAYER, "who dealt the season (and led it)"))
    finished: tuple[str, ...] = field(metadata=declared(
        listed(PLAYER), "the players who played out all their own cards, in order"))

    @property
    def points(self) -> dict[str, int]:
        """Each player's points for the season (:func:`position_points`)."""
        return position_points(self.players, self.finished)

    @property
    def next_dealer(self) -> str:
        """Who deals the next season (:func:`next_dealer`)."""
        return next_dealer(self.players, self.dealer, self.finished)

    def to_json(self) -> dict[str, Any]:
        """Return ``{"season", "dealer", "finished", "points", "next_dealer"}``: its fields (:func:`json_form`), then
        the points and next dealer they give."""
        return {**json_form(self), "points": self.points, "next_dealer": self.next_dealer}

    @classmethod
    def from_json(cls, data: object, players: tuple[str, ...], number: int, where: str) -> NiekhiSeasonResult:
        """Read the result of season ``number``: each field by its declaration (:func:`read_shape`), the dealer and
        the finishers among the players; the points and next dealer must be the ones its order gives."""
        data = {} if data is None else data  # read as an empty object, as before
        check_keys(cls, data, where, ("points", "next_dealer"))
        if isinstance(data, Mapping) and data.get("season") != number:
            raise CardError(f"the results list the finished seasons in order, so this is season {number}, not"
                            f" {data.get('season')!r}", f"{where}.season")
        # the season is the number (a value equal to it, such as true for 1, read as the number, as before)
        data = {**data, "season": number} if isinstance(data, Mapping) else data
        read = read_shape(cls, data, CardError, where, also=("points", "next_dealer"))
        assert isinstance(data, Mapping)
        dealer = check_member(read["dealer"], players, f"{where}.dealer")
        finished = _read_names(list(read["finished"]), players, f"{where}.finished")
        if len(finished) > len(players) - 1:
            raise CardError(f"a season ends when one player is left holding cards, so at most {len(players) - 1}"
                            " play out", f"{where}.finished")
        result = cls(number, players, dealer, finished)
        points = read_object(data.get("points"), f"{where}.points", players)
        for p, made in result.points.items():
            if points.get(p) != made:
                place = f"plays out {finished.index(p) + 1}. of {len(players)}" if p in finished else "did not play out"
                raise CardError(f"the k-th of n players to play out scores n − k and the others 0, and {p} {place},"
                                f" so scores {made}, not {points.get(p)!r}", f"{where}.points.{p}")
        if data.get("next_dealer", result.next_dealer) != result.next_dealer:
            raise CardError(f"the season's winner deals next (with no winner, the seat after the dealer): "
                            f"{result.next_dealer}, not {data.get('next_dealer')!r}", f"{where}.next_dealer")
        return result


#: The season in play of a whole game (read as a state by the game's reader, which knows the rules).
MATCH_SEASON: Final = given_kind("season")
#: A finished season's result (read by the game's reader, which knows the players and the season's number).
MATCH_RESULT: Final = given_kind("result")


@dataclass(frozen=True, slots=True)
class NiekhiMatch:
    """A whole 連友 game: the season in play, its number and dealer, the finished seasons' results and the seed.

    Each season is dealt from ``seed`` and its number, so the game is reproducible and its state is all a client sends
    back. The totals are the sums of the results' points; the game ends after ``rules.seasons`` seasons, or at the
    end of the season in which a total reaches ``rules.points_cap``.
    """

    seed: int = field(metadata=declared(SEED, "the deals are made from it"))
    season_number: int = field(metadata=declared(integer(), "1-based"))
    dealer: str = field(metadata=declared(PLAYER, "who dealt the season in play (and led it)"))
    season: NiekhiState = field(metadata=declared(MATCH_SEASON, "the season in play, as /niekhi/apply's state"))
    results: tuple[NiekhiSeasonResult, ...] = field(default=(), metadata=declared(
        listed(MATCH_RESULT), "the finished seasons, first first", absent=None))
    rules: NiekhiRules = field(default=DEFAULT_RULES, metadata=NOT_WRITTEN)

    @property
    def players(self) -> tuple[str, ...]:
        """The players in seating order."""
        return self.season.players

    @property
    def totals(self) -> dict[str, int]:
        """Each player's points over the finished seasons."""
        return {p: sum(r.points[p] for r in self.results) for p in self.players}

    @property
    def over(self) -> bool:
        """Whether the game has ended (a finished season is replaced by the next deal unless the game ends)."""
        return self.season.over

    @property
    def to_play(self) -> str | None:
        """The player whose turn it is, or None once the game is over."""
        return self.season.to_play

    @property
    def winners(self) -> tuple[str, ...]:
        """The players with the highest total once the game is over (all of them on a tie)."""
        return highest(self.players, self.totals) if self.over else ()

    def to_json(self) -> dict[str, Any]:
        """Return the whole game as the service answers it (and reads it back): its fields (:func:`json_form`), the
        game's length after its season number, then the totals, whose turn, the end and the winners."""
        form = json_form(self)
        return {"seed": form["seed"], "season_number": form["season_number"], "seasons": self.rules.seasons,
                "points_cap": self.rules.points_cap, **form, "totals": self.totals, "to_play": self.to_play,
                "over": self.over, "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: object, rules: NiekhiRules = DEFAULT_RULES) -> NiekhiMatch:
        """Read and check a whole game: the seed, the length it states and its season number first, as before, then
        each field by its declaration (:func:`read_shape`), the season and the results against the players (see
        :func:`check_match` for every invariant)."""
        data = null_items_as_empty({} if data is None else data, ("results",))  # nulls read as empty, as before
        check_keys(cls, data, "state", _MATCH_WRITTEN)
        if isinstance(data, Mapping):
            read_seed(data, "state.seed")
            _check_length_stated(data, rules.seasons, rules.points_cap)
            _read_season_number(data.get("season_number"), rules.seasons)
        read = read_shape(cls, data, CardError, "state", also=_MATCH_WRITTEN)
        assert isinstance(data, Mapping)
        number = _read_season_number(read["season_number"], rules.seasons)
        try:
            season = NiekhiState.from_json(read["season"], rules)
        except CardError as err:
            raise CardError(err.message, err.field.replace("state", "state.season", 1) if err.field
                            else "state.season") from err
        players = season.players
        dealer = check_member(read["dealer"], players, "state.dealer")
        raw = read["results"]
        if raw is None:
            raise CardError("must be an array of the finished seasons' results", "state.results")
        finished = number - 1 + season.over
        if len(raw) != finished:
            raise CardError(f"one result per finished season: {finished} in season {number}"
                            + (" (the game is over)" if season.over else " (the season in play is not finished)")
                            + f", not {len(raw)}", "state.results")
        results = tuple(NiekhiSeasonResult.from_json(r, players, i + 1, f"state.results[{i}]")
                        for i, r in enumerate(raw))
        match = cls(read["seed"], number, dealer, season, results, rules)
        check_match(match, data)
        return match


#: What a whole game's JSON form writes beside its fields (from the rules and the seasons): its reader checks them.
_MATCH_WRITTEN: Final = ("seasons", "points_cap", "totals", "to_play", "over", "winners")


def _check_length_stated(obj: Mapping[str, Any], seasons: int, cap: int | None) -> None:
    """A whole game states the length it is played to (``seasons``, ``points_cap``), which must be the rules'."""
    for key, value in (("seasons", seasons), ("points_cap", cap)):
        if key not in obj:
            raise CardError(f"a whole game states its {key}, as the service returns it", f"state.{key}")
        if type(obj[key]) is not type(value) or obj[key] != value:
            raise CardError(f"the game is played to the rules' {key} {value!r}, not {obj[key]!r}", f"state.{key}")


def check_match(match: NiekhiMatch, sent: Mapping[str, Any]) -> None:
    """Raise :class:`CardError` naming the field unless ``match`` is one the rules reach from its seed.

    The invariants, beyond the season's own (:meth:`NiekhiState.from_json`): the dealers follow from the results
    (the first player deals season 1, each season's winner the next); no earlier season ended the game (the last
    one, or a total at the cap), and the season in play is over only if that ends the game, its result then being
    the last; the season's cards are the deal of this seed and season (the cards it leaves unused never appear,
    and before any 将 is played each hand holds only cards dealt to it, the dealer leading the first combo); the
    totals are the sums of the results' points; whose turn, the end and the winners are the ones the state makes.
    """
    rules, season, number = match.rules, match.season, match.season_number
    dealer = match.players[0]
    totals = dict.fromkeys(match.players, 0)
    for i, result in enumerate(match.results[: number - 1]):
        if result.dealer != dealer:
            raise CardError(f"the first player deals season 1 and each season's winner (with no winner, the seat after"
                            f" the dealer) the next, so season {i + 1} is dealt by {dealer}, not {result.dealer}",
                            f"state.results[{i}].dealer")
        totals = {p: totals[p] + result.points[p] for p in match.players}
        if game_ends(i + 1, rules.seasons, rules.points_cap, totals):
            raise CardError(f"the game ended with season {i + 1} ({_why_ended(totals, rules.points_cap)}), so no"
                            f" season {number} is played", "state.season_number")
        dealer = result.next_dealer
    if match.dealer != dealer:
        raise CardError(f"the first player deals season 1 and each season's winner (with no winner, the seat after the"
                        f" dealer) the next, so season {number} is dealt by {dealer}, not {match.dealer}",
                        "state.dealer")
    if season.over:
        last = match.results[-1]
        if last.dealer != match.dealer:
            raise CardError(f"the last result is the season in play's, dealt by {match.dealer}, not {last.dealer}",
                            f"state.results[{number - 1}].dealer")
        if last.finished != season.finished:
            raise CardError(f"the last result is the season in play's, whose finishing order is"
                            f" {list(season.finished)}, not {list(last.finished)}",
                            f"state.results[{number - 1}].finished")
        ended = {p: totals[p] + last.points[p] for p in match.players}
        if not game_ends(number, rules.seasons, rules.points_cap, ended):
            raise CardError(f"season {number} is over but the game goes on (not the last of {rules.seasons}, no total"
                            " at the cap): the next season is dealt as soon as one ends", "state.season.over")
    _check_season_deal(match)
    raw = read_object(sent.get("totals"), "state.totals", match.players)
    for p, total in match.totals.items():
        if raw.get(p) != total:
            raise CardError(f"the totals are the sums of the finished seasons' points (results), so {p} has {total},"
                            f" not {raw.get(p)!r}", f"state.totals.{p}")
    check_stated(sent, {"to_play": match.to_play, "over": match.over, "winners": list(match.winners)}, "state",
                 CardError)


def _why_ended(totals: Mapping[str, int], cap: int | None) -> str:
    if cap is not None and max(totals.values()) >= cap:
        return f"a total reached the points cap {cap}"
    return "the last season"


def _check_season_deal(match: NiekhiMatch) -> None:
    """The season's cards are the deal of this seed and season by its dealer (see :func:`check_match`)."""
    season, rules = match.season, match.rules
    dealt = new_game(match.players, match.dealer, season_rng(match.seed, match.season_number), rules)
    used = Counter(c for h in dealt.hands.values() for c in h)
    seen: Counter[Card] = Counter()
    places = [(f"hands.{p}", season.hands[p]) for p in match.players] + [("discard", season.discard)]
    for place, cards in places:
        seen.update(cards)
        for card in sort_cards(set(cards)):
            if seen[card] > used[card]:
                raise CardError(f"season {match.season_number} of this seed deals {card} {used[card]} time(s) (the"
                                " rest of the deck stays unused), so no more are in play", f"state.season.{place}")
    if not _general_played(season):
        for p in match.players:
            extra = Counter(season.hands[p]) - Counter(dealt.hands[p])
            if extra:
                raise CardError(f"{p} is not dealt {' '.join(notation(sort_cards(extra.elements())))} in season"
                                f" {match.season_number} of this seed, and before any 将 is played a hand only"
                                " loses cards", f"state.season.hands.{p}")
    if not season.discard and season.to_play != match.dealer:
        raise CardError(f"nothing has been played, so the dealer {match.dealer} leads, not {season.to_play}",
                        "state.season.to_play")


def _read_season_number(value: object, seasons: int) -> int:
    """The season in play: 1 to ``seasons`` (the game ends with the last)."""
    if isinstance(value, int) and not isinstance(value, bool) and value > seasons:
        raise CardError(f"the game is played to {seasons} season(s) and ends with the last, so there is no season"
                        f" {value}", "state.season_number")
    return check_count(value, "state.season_number", 1, seasons)


def new_match(players: Sequence[str], seed: int, rules: NiekhiRules = DEFAULT_RULES) -> NiekhiMatch:
    """Start a whole game: the first player deals the first season, dealt reproducibly from ``seed``."""
    names = check_players(list(players), "seats", 3, 12)
    return NiekhiMatch(seed, 1, names[0], new_game(names, names[0], season_rng(seed, 1), rules), (), rules)


@dataclass(frozen=True, slots=True)
class NiekhiMatchStep:
    """A play applied to a whole game: the season step, the result of a season it finished, and the game after."""

    step: NiekhiStep
    settlement: NiekhiSeasonResult | None
    state: NiekhiMatch

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "combo", "settlement", "state"}``."""
        return {
            "legal": self.step.legal,
            "reason": self.step.reason,
            "combo": self.step.combo.to_json() if self.step.combo else None,
            "settlement": self.settlement.to_json() if self.settlement else None,
            "state": self.state.to_json(),
        }


def apply_match(match: NiekhiMatch, player: str, cards: Sequence[Card] | None,
                uai: Sequence[UaiChoice] = ()) -> NiekhiMatchStep:
    """Apply a play or a pass; a finished season is scored into the results and the next one dealt."""
    if match.over:
        return NiekhiMatchStep(NiekhiStep(False, "the game is over", None, match.season), None, match)
    step = apply(match.season, player, cards, uai, match.rules)
    if not step.legal or not step.state.over:
        return NiekhiMatchStep(step, None, replace(match, season=step.state))
    result = NiekhiSeasonResult(match.season_number, match.players, match.dealer, step.state.finished)
    results = (*match.results, result)
    totals = {p: sum(r.points[p] for r in results) for p in match.players}
    if game_ends(match.season_number, match.rules.seasons, match.rules.points_cap, totals):
        return NiekhiMatchStep(step, result, replace(match, season=step.state, results=results))
    number, dealer = match.season_number + 1, result.next_dealer
    dealt = new_game(match.players, dealer, season_rng(match.seed, number), match.rules)
    return NiekhiMatchStep(step, result, replace(match, season_number=number, dealer=dealer, season=dealt,
                                                 results=results))
