"""Shapes shared by the card games: players, payments and adjudications."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import gcd
from typing import Any

from adjudicator.games.options import number, part
from adjudicator.games.paper_cetkaik.cards import (
    MAX_COPIES,
    Card,
    CardError,
    DeckRules,
    check_available,
    notation,
    parse_cards,
    sort_cards,
)

from ..jsonform import json_form
from ..shapes import Kind, declared, integer, shape_fields, text
from ..shapes import part as shape_part


def read_player(value: object, field: str) -> str:
    """Return ``value`` if it is a player's name (a non-empty string), or raise naming ``field``."""
    if not isinstance(value, str) or not value:
        raise CardError(f"must be a non-empty player name, got {value!r}", field)
    return value


#: A card of a record: read from ``黒馬`` or an ASCII form such as ``Huok2.Maun1`` (written as its notation); the web
#: layer documents it as a string of the card pattern.
CARD = shape_part(Card.parse, schema="string").named("card")
#: A player of a record, by name (the web layer documents the name's length).
PLAYER = shape_part(read_player, schema="string").named("player")


def seats_kind(low: int, high: int) -> Kind:
    """The players of a state, in turn order: ``low`` to ``high`` distinct names (read by :func:`check_players`; the
    web layer documents each game's as its players field)."""
    return shape_part(lambda value, where: check_players(value, where, low, high), schema="object").named("seats")


def given_kind(noun: str) -> Kind:
    """A value of a record that its reader reads itself once the other fields are read (cards by player: the
    players and the deck say which): read here as it is given. The web layer documents each game's by a field of
    its own."""
    return shape_part(lambda value, where: value, schema="object").named(noun)


def card_notations(cards: Iterable[Card]) -> list[str]:
    """The cards' notations, in their order (a stock, the roads)."""
    return [c.notation for c in cards]


def hands_notation(hands: Mapping[str, Iterable[Card]]) -> dict[str, list[str]]:
    """Cards by player, each player's weakest first."""
    return {p: notation(h) for p, h in hands.items()}


def check_players(data: object, field: str = "seats", low: int = 2, high: int = 6) -> tuple[str, ...]:
    """Return the player names (in turn order), or raise naming ``field``."""
    if not isinstance(data, list | tuple) or not all(isinstance(p, str) and p for p in data):
        raise CardError("must be an array of non-empty player names", field)
    if not low <= len(data) <= high:
        raise CardError(f"must name {low} to {high} players, got {len(data)}", field)
    if len(set(data)) != len(data):
        raise CardError("must not repeat a name", field)
    return tuple(data)


def check_member(name: object, players: Sequence[str], field: str) -> str:
    """Return ``name`` if it is one of the players, or raise naming ``field``."""
    if not isinstance(name, str) or name not in players:
        raise CardError(f"{name!r} is not one of the players {', '.join(players)}", field)
    return name


def check_count(value: object, field: str, low: int = 0, high: int = 10_000) -> int:
    """Return ``value`` as a whole number in [low, high], or raise naming ``field``."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise CardError(f"must be a whole number from {low} to {high}, got {value!r}", field)
    return value


def following(players: Sequence[str], start: str) -> list[str]:
    """Return the players in turn order starting after ``start``."""
    i = players.index(start)
    return [players[(i + k) % len(players)] for k in range(1, len(players))]


#: The most points one payment moves.
MOST_PAYMENT = 10**6


@dataclass(frozen=True, slots=True)
class Payment:
    """``payer`` pays ``amount`` points to ``payee``."""

    payer: str = field(metadata=declared(text(), "the player who pays"))
    payee: str = field(metadata=declared(text(), "the player who is paid"))
    amount: int = field(metadata=declared(integer(0, MOST_PAYMENT), "the points paid"))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def net_of(players: Iterable[str], payments: Iterable[Payment]) -> dict[str, int]:
    """Return each player's net gain from the payments (zero-sum)."""
    net = dict.fromkeys(players, 0)
    for p in payments:
        net[p.payer] -= p.amount
        net[p.payee] += p.amount
    return net


def read_object(data: object, field: str, allowed: Iterable[str]) -> Mapping[str, Any]:
    """Return ``data`` as an object with only the allowed keys, or raise naming ``field``."""
    if data is None:
        return {}
    if not isinstance(data, Mapping):
        raise CardError("must be an object", field)
    unknown = set(data) - set(allowed)
    if unknown:
        raise CardError(f"has unknown field(s): {', '.join(sorted(map(str, unknown)))}", field)
    return data


def check_keys(cls: type, data: object, field: str, also: Iterable[str] = ()) -> None:
    """Refuse the keys of an object ``data`` that the declared record ``cls`` does not write (nor ``also``), all
    named at once and naming ``field`` as the card games' readers always have (before
    :func:`~adjudicator.games.shapes.read_shape` reads the rest)."""
    if isinstance(data, Mapping):
        read_object(data, field, [*(f.key for f in shape_fields(cls)), *also])


def null_as_empty(data: object, keys: Iterable[str]) -> object:
    """``data`` with a null under any of ``keys`` (piles by player: hands, won cards, scores) read as an empty
    object, as the card games' readers always have (the declared kinds read a null only where they allow one)."""
    if not isinstance(data, Mapping) or all(data.get(k, 0) is not None for k in keys):
        return data
    return {k: {} if k in keys and v is None else v for k, v in data.items()}


def null_items_as_empty(data: object, keys: Iterable[str]) -> object:
    """``data`` with a null item of the list under any of ``keys`` (a whole game's seasons or results, a state's
    payments) read as an empty object, as the card games' readers always have (an item's reader read a null as an
    object with nothing given, and names the first field it lacks)."""
    if not isinstance(data, Mapping) or not any(isinstance(data.get(k), list) and None in data[k] for k in keys):
        return data
    return {k: [{} if item is None else item for item in v] if k in keys and isinstance(v, list) else v
            for k, v in data.items()}


def read_choice(data: Mapping[str, Any], key: str, choices: Sequence[str], field: str) -> str:
    """Return ``data[key]`` (default the first choice) if it is one of ``choices``, or raise naming the field."""
    value = data.get(key, choices[0])
    if value not in choices:
        raise CardError(f"must be one of {', '.join(choices)}, got {value!r}", f"{field}.{key}")
    return str(value)


def read_hands(data: object, players: Sequence[str], field: str, deck: DeckRules) -> dict[str, tuple[Card, ...]]:
    """Read ``{player: [cards]}`` for every player (missing players hold nothing)."""
    obj = read_object(data, field, players)
    return {p: sort_cards(parse_cards(obj.get(p, []), f"{field}.{p}", deck)) for p in players}


def read_flag(data: Mapping[str, Any], key: str, default: bool, field: str) -> bool:
    """Return ``data[key]`` as a boolean (default ``default``), or raise naming the field."""
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise CardError(f"must be true or false, got {value!r}", f"{field}.{key}")
    return value


def read_to_play(obj: Mapping[str, Any], players: tuple[str, ...]) -> str | None:
    """The state's player to play: null once the game is over (which the caller checks)."""
    return None if obj.get("to_play") is None else check_member(obj["to_play"], players, "state.to_play")


def missing_cards(cards: Iterable[Card], deck: DeckRules) -> tuple[Card, ...]:
    """Return the cards of the deck that ``cards`` lack (each as often as it is missing), weakest first."""
    return sort_cards((Counter(deck.cards()) - Counter(cards)).elements())


def check_whole_deck(cards: Iterable[Card], deck: DeckRules, field: str, places: str) -> None:
    """Raise naming ``field`` unless ``cards`` are the whole deck, each card exactly as often as the deck has it.

    For a state that holds every place a card can be (``places`` names them in the message).
    """
    held = Counter(cards)
    check_available(held.elements(), field, deck)
    missing = missing_cards(held.elements(), deck)
    if missing:
        raise CardError(f"{len(missing)} card(s) of the deck are missing ({' '.join(notation(missing))}): every "
                        f"card is in {places}", field)


# --- whole games of several seasons ----------------------------------------------------------------------------------

#: The seasons of a whole game unless the rules say otherwise (as a Cetkaik game has four).
DEFAULT_SEASONS = 4


def read_seed(obj: Mapping[str, Any], field: str) -> int:
    """Return ``obj["seed"]`` as a whole number of 64 bits, or raise naming ``field``."""
    seed = obj.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not -(2**63) <= seed < 2**63:
        raise CardError(f"must be a whole number, got {seed!r}", field)
    return seed


def game_ends(number: int, seasons: int, cap: int | None, totals: Mapping[str, int]) -> bool:
    """Whether a whole game ends with its season ``number`` finished: the last season, or a total at the cap."""
    return number >= seasons or (cap is not None and max(totals.values(), default=0) >= cap)


def highest(players: Sequence[str], totals: Mapping[str, int]) -> tuple[str, ...]:
    """The players with the highest total (all of them on a tie), in seating order."""
    best = max(totals[p] for p in players)
    return tuple(p for p in players if totals[p] == best)


# --- a whole game of hands (値戦, 開樽): its length, the running totals, the winners ---------------------------------


#: Hands in a whole game unless the rules say otherwise (spec: as a Cetkaik game has four seasons).
DEFAULT_HANDS = 4
#: The most hands a whole game may last, and the largest points cap.
MOST_HANDS = 100
MOST_CAP = 10**6

# --- the options the rulesets share (games/options.py) ---------------------------------------------------------------

#: A whole game of seasons: how many.
SEASONS_OPTION = number(f"a whole game's seasons (default {DEFAULT_SEASONS})", 1, 100)
#: A whole game of seasons: the total that ends it with the season in which it is reached.
SEASON_CAP_OPTION = number("a whole game also ends with the season in which a total reaches it (null: no cap)", 1,
                           MOST_CAP, nullable=True)
#: A whole game of hands (値戦, 開樽): how many.
HANDS_OPTION = number(f"hands in a whole game (default {DEFAULT_HANDS})", 1, MOST_HANDS)
#: A whole game of hands: the total that ends it as soon as it is reached.
HAND_CAP_OPTION = number("a whole game also ends as soon as a running total reaches it (null: no cap)", 1, MOST_CAP,
                         nullable=True)
#: The deck a season is dealt from.
DECK_PART = part(f"copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12 given, 0..{MAX_COPIES} "
                 "each; default: the 終季 booklet's 48-card deck")
#: How combos are formed.
COMBOS_PART = part("how combos are formed")


def hand_dealer(players: Sequence[str], number: int) -> str:
    """Who deals hand ``number`` (1-based) of a whole game: the first seat deals the first hand and the deal passes
    one seat on after each hand."""
    return players[(number - 1) % len(players)]


def game_ended(number: int, totals: Mapping[str, Fraction], hands: int, cap: int | None) -> bool:
    """Whether a whole game ends with hand ``number`` settled into ``totals``: after the last hand, or as soon as a
    running total reaches the points cap."""
    return number >= hands or (cap is not None and max(totals.values()) >= cap)


def top_totals(players: Sequence[str], totals: Mapping[str, Fraction]) -> tuple[str, ...]:
    """The players with the highest running total (all of them on a tie), in seating order."""
    best = max(totals.values())
    return tuple(p for p in players if totals[p] == best)


def exact_json(amounts: Mapping[str, Fraction]) -> dict[str, str]:
    """Amounts as exact fraction strings (``"-7/2"``, ``"3"``)."""
    return {p: str(a) for p, a in amounts.items()}


def read_totals(data: object, players: Sequence[str], field: str) -> dict[str, Fraction]:
    """Read ``{player: "exact fraction"}`` for every player, each in lowest terms as the service writes it."""
    obj = read_object(data, field, players)
    if data is None:
        raise CardError("must be an object player -> exact total (a fraction string)", field)
    totals: dict[str, Fraction] = {}
    for p in players:
        raw = obj.get(p)
        value = _exact(raw)
        if value is None:
            raise CardError(f"must be an exact amount as the service writes it (\"-7/2\", \"3\"), got {raw!r}",
                            f"{field}.{p}")
        totals[p] = value
    return totals


def _exact(raw: object) -> Fraction | None:
    if not isinstance(raw, str) or len(raw) > 40:
        return None
    try:
        value = Fraction(raw)
    except (ValueError, ZeroDivisionError):
        return None
    return value if str(value) == raw else None


def check_totals(totals: Mapping[str, Fraction], before: Mapping[str, Fraction], players: Sequence[str],
                 finished: int, swing: tuple[int, int], field: str) -> None:
    """Check the running totals of a whole game against what the ``finished`` hands before this one could have paid
    (``before`` is the totals less the hand in play's net, once it is settled):

    * every chip won comes out of a pot the players paid into, so the totals sum to 0;
    * a pot is shared by its winners, at most one a player, so a total's denominator divides lcm(1, ..., players);
    * nothing is won or lost before the first hand is settled;
    * a hand costs a player at most ``swing[0]`` and wins them at most ``swing[1]``, so over the hands before this
      one a total lies between −swing[0]·finished and swing[1]·finished.
    """
    if sum(totals.values()):
        raise CardError(f"every chip won comes out of a pot the others paid into, so the totals sum to 0, not"
                        f" {sum(totals.values())}", field)
    lcm = 1
    for k in range(2, len(players) + 1):
        lcm = lcm * k // gcd(lcm, k)
    for p in players:
        if lcm % totals[p].denominator:
            raise CardError(f"a pot is split between at most {len(players)} winners, so a total is a whole number of"
                            f" 1/{lcm}, not {totals[p]}", f"{field}.{p}")
    for p in players:
        low, high = -swing[0] * finished, swing[1] * finished
        if not low <= before[p] <= high:
            done = "no hand has been settled" if not finished else f"{finished} hand(s) settled before this one"
            raise CardError(f"{done}, and a hand costs a player at most {swing[0]} and wins at most {swing[1]}, so"
                            f" {p} had {low} to {high} before it, not {before[p]}", f"{field}.{p}")


def check_length_stated(obj: Mapping[str, Any], hands: int, cap: int | None, field: str) -> None:
    """A whole game states its length (``hands``, ``points_cap``) as the ruleset it is played by gives it."""
    for key, value in (("hands", hands), ("points_cap", cap)):
        if key not in obj:
            raise CardError("a game states its length (hands, points_cap), as the service returns it",
                            f"{field}.{key}")
        if obj[key] != value or isinstance(obj[key], bool):
            raise CardError(f"the ruleset says {value!r}, not {obj[key]!r}: the game's length travels in the state"
                            " and the ruleset alike", f"{field}.{key}")


def check_not_after_end(players: Sequence[str], number: int, before: Mapping[str, Fraction],
                        totals: Mapping[str, Fraction], over: bool, length: tuple[int, int | None],
                        field: str) -> None:
    """Nothing is played after a whole game's end: no hand follows one that brought a total to the points cap, and
    a hand that ends without ending the game is followed at once by the next (only the game's last hand stays
    over). ``before`` is the totals before hand ``number``, ``length`` the game's hands and points cap."""
    hands, cap = length
    if cap is not None and number > 1 and max(before.values()) >= cap:
        p = top_totals(players, before)[0]
        raise CardError(f"{p} had {before[p]} after hand {number - 1}, at the points cap {cap}, which ended the game:"
                        f" no hand {number} is played", field)
    if over and not game_ended(number, totals, hands, cap):
        limit = f"{hands} hands" + ("" if cap is None else f", or a total at {cap}")
        raise CardError(f"hand {number} is over and the game goes on ({limit}), so hand {number + 1} is dealt at"
                        " once: only the game's last hand stays over", field)
