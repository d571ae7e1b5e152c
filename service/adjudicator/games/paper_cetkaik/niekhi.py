"""連友 (niek1 hi1): the climbing and shedding game (other-games spec §3.4).

Colour is ignored, so 船 stands for any card. Combos: single, set (pair, or ≥3), sequence of ≥3, and sequence of
sets such as 1 1 2 2 3 3. The leader plays any combo; in turn each other player plays a stronger combo of the same
type and size, or passes. A set of ≥3 (a "bomb") may be played on one's turn over anything. When everyone but the
last player to play has passed since that play, that player leads again. For each 将 in a played combo the player
either removes every card of a declared strength from the game or takes one card from the discard pile.
The first to play out all their own cards wins; a hand emptied by another player's 将 removal does not win (that
player is out of the season), and play goes on among the others to give a finishing order.

State JSON::

    {"players": [...], "hands": {p: [cards]}, "current": {"player", "cards"} | null,
     "passes": 0, "to_play": p, "discard": [cards], "finished": [players in order], "out": [players],
     "winner": p | null, "over": bool}
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

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
    check_count,
    check_member,
    check_players,
    following,
    missing_cards,
    read_choice,
    read_hands,
    read_object,
    read_to_play,
)

#: 連友 ignores colour.
NIEKHI_COMBOS: Final = ComboRules(seq_one_colour=False)
_TYPES: Final = frozenset({ComboType.SINGLE, ComboType.SET, ComboType.SEQ, ComboType.SEQ_OF_SETS})
#: The smallest set that may be played over anything.
BOMB_SIZE: Final = 3


@dataclass(frozen=True, slots=True)
class NiekhiRules:
    """The ruleset: ``niekhi.remainder``, ``bomb_out_of_turn``, ``uai_remove_scope``, the combo rules and deck."""

    remainder: Literal["unused", "uneven"] = "unused"
    bomb_out_of_turn: bool = False
    uai_remove_scope: Literal["all", "hands"] = "all"
    combos: ComboRules = field(default_factory=lambda: NIEKHI_COMBOS)
    deck: DeckRules = DEFAULT_DECK

    @classmethod
    def from_json(cls, data: object) -> NiekhiRules:
        """Read the ruleset; missing keys take the defaults."""
        obj = read_object(data, "rules", ("remainder", "bomb_out_of_turn", "uai_remove_scope", "combos", "deck"))
        if obj.get("bomb_out_of_turn", False) is not False:
            raise CardError("only false (bombs on one's own turn) is supported", "rules.bomb_out_of_turn")
        return cls(
            remainder=read_choice(obj, "remainder", ("unused", "uneven"), "rules"),  # type: ignore[arg-type]
            uai_remove_scope=read_choice(obj, "uai_remove_scope", ("all", "hands"), "rules"),  # type: ignore[arg-type]
            combos=ComboRules.from_json(obj.get("combos"), NIEKHI_COMBOS),
            deck=DeckRules.from_json(obj.get("deck")),
        )

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return {
            "remainder": self.remainder,
            "bomb_out_of_turn": self.bomb_out_of_turn,
            "uai_remove_scope": self.uai_remove_scope,
            "combos": self.combos.to_json(),
            "deck": self.deck.to_json(),
        }


DEFAULT_RULES: Final = NiekhiRules()


def is_bomb(combo: Combo) -> bool:
    """A set of ≥3 cards, playable over anything."""
    return combo.type is ComboType.SET and combo.size >= BOMB_SIZE


def beats(combo: Combo, current: Combo | None) -> bool:
    """Whether ``combo`` may be played on ``current``: anything leads; a bomb always; else same type, size, stronger."""
    return current is None or is_bomb(combo) or compare(combo, current) == ">"


def legal_plays(hand: Sequence[Card], current: Combo | None, rules: NiekhiRules = DEFAULT_RULES) -> list[Combo]:
    """List the combos of the hand that may be played now (passing is legal unless leading)."""
    return [c for c in enumerate_combos(hand, rules.combos, _TYPES) if beats(c, current)]


@dataclass(frozen=True, slots=True)
class UaiChoice:
    """One 将 effect: remove every card of a strength (``remove``), or take a card from the discard pile (``take``)."""

    remove: int | None = None
    take: Card | None = None

    @classmethod
    def from_json(cls, data: object, where: str) -> UaiChoice:
        """Read ``{"remove": "馬"}`` (a kind naming the strength) or ``{"take": "黒馬"}``."""
        obj = read_object(data, where, ("remove", "take"))
        if ("remove" in obj) == ("take" in obj):
            raise CardError("must give exactly one of remove or take", where)
        if "remove" in obj:
            return cls(remove=parse_kind(obj["remove"], f"{where}.remove").strength)
        return cls(take=Card.parse(obj["take"], f"{where}.take"))

    def to_json(self) -> dict[str, str]:
        """``{"remove": kind}`` (the strength named by its first kind, e.g. 王 for 王 and 皇) or ``{"take": card}``."""
        if self.take is not None:
            return {"take": str(self.take)}
        return {"remove": next(k for k in Kind if k.strength == self.remove).cjk}


def uai_choices(state: NiekhiState) -> list[UaiChoice]:
    """What each 将 played may do now: remove any strength, or take one of the cards of the discard pile.

    A combo with several 将 takes one choice for each, applied in order: a card taken by one is no longer there
    for the next, and a removal acts at once (with ``uai_remove_scope = all`` it empties the discard pile of that
    strength too, so take first).
    """
    strengths = sorted({kind.strength for kind in Kind})
    return [*(UaiChoice(remove=s) for s in strengths), *(UaiChoice(take=c) for c in sort_cards(set(state.discard)))]


@dataclass(frozen=True, slots=True)
class NiekhiState:
    """The game: hands, the combo to beat and who played it, passes since, the discard pile, the finishers."""

    players: tuple[str, ...]
    hands: Mapping[str, tuple[Card, ...]]
    to_play: str | None
    current: Combo | None = None
    current_player: str | None = None
    passes: int = 0
    discard: tuple[Card, ...] = ()
    finished: tuple[str, ...] = ()
    out: tuple[str, ...] = ()

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
        """Return the state."""
        return {
            "players": list(self.players),
            "hands": {p: notation(h) for p, h in self.hands.items()},
            "to_play": self.to_play,
            "current": None
            if self.current is None
            else {
                "player": self.current_player,
                "cards": notation(self.current.cards),
                "type": self.current.type.value,
                "combo": self.current.to_json(),
            },
            "passes": self.passes,
            "discard": notation(self.discard),
            "finished": list(self.finished),
            "out": list(self.out),
            "winner": self.winner,
            "over": self.over,
        }

    @classmethod
    def from_json(cls, data: object, rules: NiekhiRules = DEFAULT_RULES) -> NiekhiState:
        """Read a state; ``current`` is ``{"player", "cards", "type"?}`` (the strongest reading unless typed)."""
        keys = ("players", "hands", "to_play", "current", "passes", "discard", "finished", "out", "winner", "over")
        obj = read_object(data, "state", keys)
        players = check_players(obj.get("players"), "state.players", 2, 12)
        hands = read_hands(obj.get("hands"), players, "state.hands", rules.deck)
        discard = parse_cards(obj.get("discard", []), "state.discard", rules.deck)
        check_available([*discard, *(c for h in hands.values() for c in h)], "state", rules.deck)
        finished = _read_names(obj.get("finished", []), players, "state.finished")
        out = _read_names(obj.get("out", []), players, "state.out")
        for p in set(finished) & set(out):
            raise CardError(f"{p} cannot both have played out (finished) and been emptied (out)", "state.out")
        for p in (*finished, *out):
            if hands[p]:
                raise CardError(f"{p} is finished or out, so holds no cards", f"state.hands.{p}")
        for p in players:
            if not hands[p] and p not in finished and p not in out:
                raise CardError("an empty hand belongs to a player listed in finished or out", f"state.hands.{p}")
        current, holder = None, None
        if obj.get("current") is not None:
            raw = read_object(obj["current"], "state.current", ("player", "cards", "type", "combo"))
            holder = check_member(raw.get("player"), players, "state.current.player")
            cards = parse_cards(raw.get("cards"), "state.current.cards", rules.deck)
            if any(c not in discard for c in cards) or len(_minus(discard, cards)) != len(discard) - len(cards):
                raise CardError("the combo on the table lies on the discard pile, so is in it", "state.current.cards")
            wanted = raw.get("type")
            options = [c for c in classify(cards, rules.combos, _TYPES) if wanted in (None, c.type.value)]
            if not options:
                raise CardError(f"{' '.join(notation(cards))} is not such a combo", "state.current.cards")
            current = max(options, key=lambda c: c.rank)
        state = cls(
            players=players,
            hands=hands,
            to_play=read_to_play(obj, players),
            current=current,
            current_player=holder,
            passes=check_count(obj.get("passes", 0), "state.passes", 0, len(players)),
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
    names = check_players(list(players), "players", 2, 12)
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
    combo: Combo | None
    state: NiekhiState

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "combo", "state"}``."""
        return {
            "legal": self.legal,
            "reason": self.reason,
            "combo": self.combo.to_json() if self.combo else None,
            "state": self.state.to_json(),
        }


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
    options = [c for c in classify(cards, rules.combos, _TYPES) if beats(c, state.current)]
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
    for choice in uai:
        if choice.take is not None:
            if choice.take not in discard:
                return NiekhiStep(False, f"{choice.take} is not in the discard pile", combo, state)
            discard = remove_cards(discard, [choice.take], "uai.take")
            hands[player] = sort_cards((*hands[player], choice.take))
        else:
            hands = {p: tuple(c for c in h if c.kind.strength != choice.remove) for p, h in hands.items()}
            if rules.uai_remove_scope == "all":
                discard = tuple(c for c in discard if c.kind.strength != choice.remove)
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
