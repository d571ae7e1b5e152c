"""Shapes shared by the card games: players, payments and adjudications."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from adjudicator.games.paper_cetkaik.cards import (
    Card,
    CardError,
    DeckRules,
    check_available,
    notation,
    parse_cards,
    sort_cards,
)


def check_players(data: object, field: str = "players", low: int = 2, high: int = 6) -> tuple[str, ...]:
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


@dataclass(frozen=True, slots=True)
class Payment:
    """``payer`` pays ``amount`` points to ``payee``."""

    payer: str
    payee: str
    amount: int

    def to_json(self) -> dict[str, Any]:
        """Return ``{"payer", "payee", "amount"}``."""
        return {"payer": self.payer, "payee": self.payee, "amount": self.amount}


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


def read_game_length(obj: Mapping[str, Any], field: str = "rules") -> tuple[int, int | None]:
    """Read a whole game's length from its rules: ``seasons`` (1 to 100, default 4) and ``points_cap`` (null, or
    the total that ends the game at the end of the season it is reached in)."""
    seasons = check_count(obj.get("seasons", DEFAULT_SEASONS), f"{field}.seasons", 1, 100)
    cap = obj.get("points_cap")
    return seasons, None if cap is None else check_count(cap, f"{field}.points_cap", 1, 10**6)


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
