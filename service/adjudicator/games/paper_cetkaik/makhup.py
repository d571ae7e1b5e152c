"""値木 (mak1 hup1): the summing tree (other-games spec §3.5).

Roads (道) are open tips. On a turn a player extends a road with cards whose values sum to its tip (無0 … 将8),
merges two roads with one card equal to the sum of their tips, plays 皇, 王 or 船 alone to erase every road (two
stock cards become the new roads), or draws (the drawn card becomes a new road under ``draw_to = road``). On a tip
that is 皇, 王 or 船 any one numbered card may be played. The first to empty their hand wins; when the stock is out
and nobody can play, the fewest cards wins [inferred].

Play JSON: ``{"extend": road, "cards": [...]}``, ``{"merge": [road, road], "cards": [card]}``,
``{"erase": card}``, ``{"draw": true}`` or ``{"pass": true}`` (only when no play or draw is possible).
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
    deal,
    notation,
    parse_cards,
    sort_cards,
)
from adjudicator.games.paper_cetkaik.combos import sub_multisets
from adjudicator.games.paper_cetkaik.common import (
    check_count,
    check_member,
    check_players,
    check_whole_deck,
    following,
    read_choice,
    read_hands,
    read_object,
    read_to_play,
)

#: Cards dealt to each player.
HAND_SIZE: Final = 6
#: Roads revealed at the start and after an erase.
START_ROADS: Final = 2
#: The cards that erase every road.
ERASERS: Final = frozenset({Kind.TAM2, Kind.IO, Kind.NUAK1})

PlayKind = Literal["extend", "merge", "erase", "draw", "pass"]


@dataclass(frozen=True, slots=True)
class MakhupRules:
    """The ruleset: ``makhup.new_tips``, ``makhup.draw_to`` (``many_to_many`` is always false) and the deck."""

    new_tips: Literal["each_played_card", "last_card_only"] = "each_played_card"
    draw_to: Literal["road", "hand"] = "road"
    deck: DeckRules = DEFAULT_DECK

    @classmethod
    def from_json(cls, data: object) -> MakhupRules:
        """Read the ruleset; missing keys take the defaults."""
        obj = read_object(data, "rules", ("new_tips", "draw_to", "many_to_many", "deck"))
        if obj.get("many_to_many", False) is not False:
            raise CardError("only false is supported", "rules.many_to_many")
        return cls(
            new_tips=read_choice(obj, "new_tips", ("each_played_card", "last_card_only"), "rules"),  # type: ignore[arg-type]
            draw_to=read_choice(obj, "draw_to", ("road", "hand"), "rules"),  # type: ignore[arg-type]
            deck=DeckRules.from_json(obj.get("deck")),
        )

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return {"new_tips": self.new_tips, "draw_to": self.draw_to, "many_to_many": False, "deck": self.deck.to_json()}


DEFAULT_RULES: Final = MakhupRules()


@dataclass(frozen=True, slots=True)
class Play:
    """A play: its kind, the roads it uses and the cards it puts down."""

    kind: PlayKind
    roads: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Return the play in the module's JSON shape."""
        if self.kind == "extend":
            return {"extend": self.roads[0], "cards": [c.notation for c in self.cards]}
        if self.kind == "merge":
            return {"merge": list(self.roads), "cards": [c.notation for c in self.cards]}
        if self.kind == "erase":
            return {"erase": self.cards[0].notation}
        return {self.kind: True}

    @classmethod
    def from_json(cls, data: object) -> Play:
        """Read a play (see the module docstring)."""
        obj = read_object(data, "play", ("extend", "merge", "erase", "draw", "pass", "cards"))
        kinds = [k for k in ("extend", "merge", "erase", "draw", "pass") if k in obj]
        if len(kinds) != 1:
            raise CardError("must have exactly one of extend, merge, erase, draw or pass", "play")
        kind = kinds[0]
        played = tuple(Card.parse(c, f"play.cards[{i}]") for i, c in enumerate(obj.get("cards", [])))
        if kind == "extend":
            road = obj["extend"]
            if not isinstance(road, int) or isinstance(road, bool):
                raise CardError(f"must be a road index, got {road!r}", "play.extend")
            return cls("extend", (road,), played)
        if kind == "merge":
            roads = obj["merge"]
            if not isinstance(roads, list) or len(roads) != 2 or not all(isinstance(r, int) for r in roads):
                raise CardError("must be two road indices", "play.merge")
            return cls("merge", tuple(roads), played)
        if kind == "erase":
            return cls("erase", (), (Card.parse(obj["erase"], "play.erase"),))
        return cls(kind)  # type: ignore[arg-type]


def _value(card: Card) -> int | None:
    return card.kind.number


def legal_plays(hand: Sequence[Card], roads: Sequence[Card]) -> list[Play]:
    """List every extend, merge and erase play (a subset-sum search over the numbered cards, 無 counting 0)."""
    numbered = [c for c in hand if _value(c) is not None]
    plays: list[Play] = []
    groups = list(sub_multisets(numbered))
    for i, tip in enumerate(roads):
        tip_value = _value(tip)
        if tip_value is None:
            plays.extend(Play("extend", (i,), (c,)) for c in dict.fromkeys(sort_cards(numbered)))
        else:
            plays.extend(Play("extend", (i,), g) for g in groups if sum(_value(c) or 0 for c in g) == tip_value)
    for i in range(len(roads)):
        for j in range(i + 1, len(roads)):
            a, b = _value(roads[i]), _value(roads[j])
            if a is not None and b is not None:
                plays.extend(Play("merge", (i, j), (c,)) for c in dict.fromkeys(numbered) if _value(c) == a + b)
    plays.extend(Play("erase", (), (c,)) for c in dict.fromkeys(sort_cards(hand)) if c.kind in ERASERS)
    return plays


@dataclass(frozen=True, slots=True)
class MakhupState:
    """The game: hands, roads (tips), stock (top first), whose turn, consecutive passes and the result."""

    players: tuple[str, ...]
    hands: Mapping[str, tuple[Card, ...]]
    roads: tuple[Card, ...]
    stock: tuple[Card, ...]
    to_play: str | None
    passes: int = 0
    discard: tuple[Card, ...] = ()
    winners: tuple[str, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        """Return the state."""
        return {
            "players": list(self.players),
            "hands": {p: notation(h) for p, h in self.hands.items()},
            "roads": [c.notation for c in self.roads],
            "stock": [c.notation for c in self.stock],
            "to_play": self.to_play,
            "passes": self.passes,
            "discard": notation(self.discard),
            "winners": list(self.winners),
            "over": self.over,
        }

    @property
    def over(self) -> bool:
        """Whether the game has ended: a player has played out, or everyone passed with the stock empty."""
        return bool(self.winners)

    @classmethod
    def from_json(cls, data: object, rules: MakhupRules = DEFAULT_RULES) -> MakhupState:
        """Read a state (see :meth:`to_json`)."""
        obj = read_object(
            data, "state", ("players", "hands", "roads", "stock", "to_play", "passes", "discard", "winners", "over")
        )
        players = check_players(obj.get("players"), "state.players")
        hands = read_hands(obj.get("hands"), players, "state.hands", rules.deck)
        roads = parse_cards(obj.get("roads", []), "state.roads", rules.deck)
        stock = parse_cards(obj.get("stock", []), "state.stock", rules.deck)
        discard = parse_cards(obj.get("discard", []), "state.discard", rules.deck)
        check_available([*roads, *stock, *discard, *(c for h in hands.values() for c in h)], "state", rules.deck)
        winners = obj.get("winners", [])
        if not isinstance(winners, list):
            raise CardError("must be an array of players", "state.winners")
        state = cls(
            players=players,
            hands=hands,
            roads=roads,
            stock=stock,
            to_play=read_to_play(obj, players),
            passes=check_count(obj.get("passes", 0), "state.passes", 0, len(players)),
            discard=sort_cards(discard),
            winners=tuple(check_member(p, players, f"state.winners[{i}]") for i, p in enumerate(winners)),
        )
        _check_passes(state)
        _check_winners(state)
        if (obj.get("to_play") is None) != state.over:
            raise CardError("is null exactly when the game is over", "state.to_play")
        if "over" in obj and obj["over"] != state.over:
            raise CardError(f"the game {'is' if state.over else 'is not'} over (see winners)", "state.over")
        check_whole_deck([*roads, *stock, *discard, *(c for h in hands.values() for c in h)], rules.deck,
                         "state.stock", "a hand, a road, the stock or the discard pile")
        _check_hand_sizes(state, rules)
        _check_turns_without_erase_or_pass(state, rules)
        return state


def _stock_after_deal(players: int, rules: MakhupRules) -> int:
    """The cards left in the stock once the hands are dealt and the first roads revealed."""
    return max(0, len(rules.deck.cards()) - HAND_SIZE * players - START_ROADS)


def _check_hand_sizes(state: MakhupState, rules: MakhupRules) -> None:
    """The stock only shrinks, and a hand grows past its 6 dealt cards only by draws (``draw_to = hand``)."""
    dealt = _stock_after_deal(len(state.players), rules)
    if len(state.stock) > dealt:
        raise CardError(f"the deal leaves {dealt} cards in the stock and it only shrinks, so it cannot hold "
                        f"{len(state.stock)}", "state.stock")
    drawn = dealt - len(state.stock) if rules.draw_to == "hand" else 0
    for p in state.players:
        grown = len(state.hands[p]) - HAND_SIZE
        if grown > drawn:
            if rules.draw_to == "road":
                raise CardError(f"holds {len(state.hands[p])} cards, but a hand is dealt {HAND_SIZE} and never grows "
                                "(a drawn card becomes a road, draw_to = road)", f"state.hands.{p}")
            raise CardError(f"holds {len(state.hands[p])} cards: more than the {HAND_SIZE} dealt and the cards drawn "
                            f"from the stock ({dealt - len(state.stock)} have left it in all)", f"state.hands.{p}")
        drawn -= max(0, grown)


def _check_turns_without_erase_or_pass(state: MakhupState, rules: MakhupRules) -> None:
    """Before any erase or pass, the turns so far are plays and draws going round from the dealer.

    A pass needs an empty stock, and an erase takes stock cards and leaves its 皇, 王 or 船 on the discard pile
    (which never shrinks). So while the stock holds cards and either is as dealt or the pile holds no eraser, every
    turn was an extend or a merge (at least one card from the hand; one card, two tips onto the pile, for a merge)
    or a draw, and the draws emptied the stock of exactly the cards missing from it. Some dealer and number of turns
    must then give each player turns enough for the cards they played and drew, the player to play after the last
    turn (the winner made it, if over), and the discard pile and roads those plays leave.
    """
    dealt = _stock_after_deal(len(state.players), rules)
    erasers = any(c.kind in ERASERS for c in state.discard)
    if not state.stock or (erasers and len(state.stock) != dealt):
        return
    drawn = dealt - len(state.stock)
    players, n = state.players, len(state.players)
    # the most turns: every card played one at a time (a hand dealt 6, plus its draws under draw_to = hand)
    most = HAND_SIZE * n - sum(len(h) for h in state.hands.values()) + 2 * drawn
    for first in range(n):
        order = [players[(first + i) % n] for i in range(n)]
        for turns in range(drawn, most + 1):
            if state.to_play is not None and state.to_play != order[turns % n]:
                continue
            if state.to_play is None and (not turns or order[(turns - 1) % n] not in state.winners):
                continue
            plays = turns - drawn
            if rules.new_tips == "each_played_card":
                merges = len(state.discard) - plays
            else:
                merges = START_ROADS + (drawn if rules.draw_to == "road" else 0) - len(state.roads)
            if not 0 <= merges <= plays or not state.roads:
                continue
            low = high = 0
            for i, p in enumerate(order):
                span = _draws_of(turns // n + (1 if i < turns % n else 0), len(state.hands[p]), rules)
                if span is None:
                    break
                low, high = low + span[0], high + span[1]
            else:
                if low <= drawn <= high:
                    return
    raise CardError(f"before any erase or pass ({len(state.stock)} stock cards left, {drawn} drawn), every turn "
                    "was a play or a draw, in turn from the dealer, and no such turns leave these hands, roads, "
                    "discard pile and player to play", "state.hands")


def _draws_of(turns: int, held: int, rules: MakhupRules) -> tuple[int, int] | None:
    """The fewest and most draws among a player's ``turns`` when only plays and draws were made, or None.

    The other turns are plays, each putting down at least one card and none without a card to put down.
    """
    if rules.draw_to == "road":
        shed = HAND_SIZE - held
        if shed == 0:
            return turns, turns
        return (max(0, turns - shed), turns - 1) if turns >= 1 else None
    if held - HAND_SIZE == turns:  # drew every turn and played nothing
        return turns, turns
    low = max(0, held - HAND_SIZE + 1, -(-(turns + held - HAND_SIZE) // 2))
    return (low, turns - 1) if low <= turns - 1 else None


def _check_passes(state: MakhupState) -> None:
    """Passes: only with the stock empty and no play in hand; a play (also the one playing out) resets them.

    A pass changes nothing, so the players who passed in a row (the ``passes`` players before ``to_play``, or all
    of them once the game ended so) still hold no play on the roads as they are.
    """
    if not state.passes:
        return
    if state.stock:
        raise CardError("a pass is allowed only when the stock is empty, so none can be counted while "
                        f"{len(state.stock)} card(s) remain", "state.passes")
    if any(not state.hands[p] for p in state.players):
        raise CardError("the play emptying a hand resets the passes to 0", "state.passes")
    if state.to_play is None:
        passed = list(state.players) if state.passes == len(state.players) else []
    else:
        before = [state.to_play, *following(state.players, state.to_play)][::-1]
        passed = before[: state.passes]
    for p in passed:
        if legal_plays(state.hands[p], state.roads):
            raise CardError(f"{p} passed, which is allowed only without a play, but can play on these roads",
                            "state.passes")


def _check_winners(state: MakhupState) -> None:
    """The winners are the one who played out, or, once all passed with the stock empty, the fewest cards."""
    emptied = tuple(p for p in state.players if not state.hands[p])
    if len(emptied) > 1:
        raise CardError(f"the game ends when the first hand empties, so {', '.join(emptied)} cannot all hold none",
                        "state.hands")
    if emptied:
        expected = emptied
    elif state.passes == len(state.players):
        fewest = min(len(h) for h in state.hands.values())
        expected = tuple(p for p in state.players if len(state.hands[p]) == fewest)
    else:
        expected = ()
    if state.winners != expected:
        raise CardError(f"must be {list(expected)}: the player who played out, or, once everyone has passed, "
                        "the players holding the fewest cards", "state.winners")


def new_game(
    players: Sequence[str], dealer: str, rng: random.Random, rules: MakhupRules = DEFAULT_RULES
) -> MakhupState:
    """Deal 6 cards each and reveal 2 stock cards as the roads; the dealer plays first."""
    names = check_players(list(players))
    check_member(dealer, names, "dealer")
    dealt = deal(len(names), HAND_SIZE, rng, rules.deck)
    return MakhupState(
        names, dict(zip(names, dealt.hands, strict=True)), dealt.stock[:START_ROADS], dealt.stock[START_ROADS:], dealer
    )


@dataclass(frozen=True, slots=True)
class MakhupStep:
    """The result of a play: legality, reason and the new state."""

    legal: bool
    reason: str | None
    state: MakhupState

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "state"}``."""
        return {"legal": self.legal, "reason": self.reason, "state": self.state.to_json()}


def apply(state: MakhupState, player: str, play: Play, rules: MakhupRules = DEFAULT_RULES) -> MakhupStep:
    """Apply a play; an illegal play leaves the state unchanged."""
    check_member(player, state.players, "player")
    if state.winners:
        return MakhupStep(False, "the game is over", state)
    if player != state.to_play:
        return MakhupStep(False, f"it is {state.to_play}'s turn, not {player}'s", state)
    hand = state.hands[player]
    rest = list(hand)
    for card in play.cards:
        if card not in rest:
            return MakhupStep(False, f"{card} is not in {player}'s hand", state)
        rest.remove(card)
    if any(not 0 <= r < len(state.roads) for r in play.roads):
        return MakhupStep(False, f"there are only {len(state.roads)} roads", state)
    options = legal_plays(hand, state.roads)
    if play.kind == "draw":
        if not state.stock:
            return MakhupStep(False, "the stock is empty", state)
        return MakhupStep(True, None, _draw(state, player, rules))
    if play.kind == "pass":
        if state.stock or options:
            return MakhupStep(False, "a pass is allowed only when no play or draw is possible", state)
        return MakhupStep(True, None, _pass(state, player))
    if _normal(play) not in {_normal(o) for o in options}:
        return MakhupStep(False, _why_not(play, state.roads), state)
    after = replace(state, hands={**state.hands, player: tuple(rest)}, passes=0)
    after = _lay(after, play, rules)
    if not rest:
        return MakhupStep(True, None, replace(after, winners=(player,), to_play=None))
    return MakhupStep(True, None, replace(after, to_play=following(state.players, player)[0]))


def _normal(play: Play) -> tuple[str, tuple[int, ...], tuple[Card, ...]]:
    return play.kind, play.roads, sort_cards(play.cards)


def _why_not(play: Play, roads: Sequence[Card]) -> str:
    if play.kind == "extend":
        return f"the cards do not sum to the tip {roads[play.roads[0]]}"
    if play.kind == "merge":
        return "merging needs one numbered card equal to the sum of two numbered tips"
    return "only 皇, 王 or 船 erases the roads"


def _lay(state: MakhupState, play: Play, rules: MakhupRules) -> MakhupState:
    roads = list(state.roads)
    if play.kind == "erase":
        fresh, stock = state.stock[:START_ROADS], state.stock[START_ROADS:]
        return replace(state, roads=fresh, stock=stock, discard=sort_cards((*state.discard, *roads, *play.cards)))
    if play.kind == "extend":
        i = play.roads[0]
        each = rules.new_tips == "each_played_card"
        tips = list(play.cards) if each else [play.cards[-1]]
        covered = [roads[i]] if each else [roads[i], *play.cards[:-1]]
        return replace(
            state, roads=(*roads[:i], *tips, *roads[i + 1 :]), discard=sort_cards((*state.discard, *covered))
        )
    i, j = play.roads
    merged = [r for k, r in enumerate(roads) if k not in (i, j)]
    merged.insert(i, play.cards[0])
    return replace(state, roads=tuple(merged), discard=sort_cards((*state.discard, roads[i], roads[j])))


def _draw(state: MakhupState, player: str, rules: MakhupRules) -> MakhupState:
    card, stock = state.stock[0], state.stock[1:]
    nxt = following(state.players, player)[0]
    if rules.draw_to == "road":
        return replace(state, roads=(*state.roads, card), stock=stock, to_play=nxt, passes=0)
    hands = {**state.hands, player: sort_cards((*state.hands[player], card))}
    return replace(state, hands=hands, stock=stock, to_play=nxt, passes=0)


def _pass(state: MakhupState, player: str) -> MakhupState:
    passes = state.passes + 1
    if passes < len(state.players):
        return replace(state, passes=passes, to_play=following(state.players, player)[0])
    fewest = min(len(h) for h in state.hands.values())
    winners = tuple(p for p in state.players if len(state.hands[p]) == fewest)
    return replace(state, passes=passes, winners=winners, to_play=None)
