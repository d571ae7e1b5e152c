"""The flow of a LETILES game (spec other-games §5): stands of 5, stocks, turns and the end, under a ruleset the
game carries (its variants decide the tiles in play)."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

from ..errors import check_stated
from ..jsonform import json_doc, json_form, json_name
from ..shapes import declared, integer, listed, part, read_shape, record, text
from .rules import DEFAULT_RULES, LetilesRules
from .scoring import ScoreSheet, parse_players, score
from .table import Placement, Table, check_table, validate_placement
from .tiles import COLOUR_ALIASES, MAX_TILES, Colour, LetilesError, TileSet
from .variants import tiles_in_play

STAND_SIZE: Final = 5
#: A game's fields renamed since 0.1: old name -> (new name, the version that renamed it).
_RENAMED: Final = {"finished": ("over", "0.2"), "players": ("seats", "0.3"), "turn": ("to_play", "0.3"),
                   "rules": ("ruleset", "0.3")}


@dataclass(frozen=True, slots=True)
class Hand:
    """One player's tiles: the stand (visible to the owner) and the face-down stock, in draw order."""

    stand: tuple[str, ...] = field(default=(), metadata=declared(listed(text(), min_length=0, max_length=MAX_TILES),
                                                                 "the tile ids on the stand"))
    stock: tuple[str, ...] = field(default=(), metadata=declared(listed(text(), min_length=0, max_length=MAX_TILES),
                                                                 "the tile ids in the stock, in draw order"))

    @classmethod
    def from_json(cls, data: object, where: str = "hand") -> Hand:
        """Read ``{"stand", "stock"}`` (each a list of tile ids, empty if left out); the game's reader checks the
        ids against its tile set."""
        return cls(**read_shape(cls, data, LetilesError, where))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def _stated_rules(stated: object, where: str) -> LetilesRules:
    """The ruleset a game states it was started under (``where``: ``state.ruleset``), read as rules are."""
    if not isinstance(stated, Mapping):  # a game states its flags as an object, or not at all
        raise LetilesError("expected an object of flags (the ruleset the game was started under)", where)
    try:
        return LetilesRules.from_json(stated)
    except LetilesError as exc:
        field = exc.field.replace("rules", "ruleset", 1) if exc.field and exc.field.startswith("rules") else exc.field
        raise LetilesError(exc.message, f"state.{field}" if field else where) from exc


@dataclass(frozen=True, slots=True)
class LetilesGame:
    """A game in progress: the colours in seat order, their tiles, the table, the seat to play (``None`` once over)
    and the ruleset it is played under (the table's tile set is the tiles in play under it)."""

    table: Table = field(metadata=declared(
        listed(record(Placement), min_length=0, max_length=MAX_TILES), "the table, in play order", absent=(),
        **json_name("placements")))  # read as its placements: the reader builds the table with the tile set
    players: tuple[Colour, ...] = field(metadata=declared(
        listed(text(choices=tuple(COLOUR_ALIASES)).named("colour"), min_length=2, max_length=3),
        "the colours in seat order", **json_name("seats")))
    hands: tuple[Hand, ...] = field(metadata=declared(listed(record(Hand), min_length=2, max_length=3),
                                                      "one per seat"))
    to_play: int | None = field(default=0, metadata=declared(
        integer(0, 2, nullable=True),
        "the seat to play (seat 0 if left out; it must be the seat after the last placement), null once the game "
        "is over"))
    rules: LetilesRules = field(default=DEFAULT_RULES, metadata=declared(
        part(_stated_rules), "the ruleset the game was started under: sent back, it must be the request's ruleset "
                             "(checked on input)", **json_name("ruleset")))

    @property
    def over(self) -> bool:
        """Whether the game is over: every stand and stock is empty."""
        return all(not h.stand and not h.stock for h in self.hands)

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (the tile set travels separately): ``{"seats", "hands", "placements", "ruleset",
        "to_play", "over"}``."""
        return {"seats": list(self.players), "hands": [h.to_json() for h in self.hands], **self.table.to_json(),
                "ruleset": self.rules.to_json(), "to_play": self.to_play, "over": self.over}

    @classmethod
    def from_json(cls, tileset: TileSet, data: object, rules: LetilesRules | None = None) -> LetilesGame:
        """Read a game played under ``rules`` with the tiles in play of the box ``tileset``; each tile must sit in
        exactly one place (a stand, a stock or the table), and the ``ruleset`` the game states must be ``rules``.
        ``to_play`` is the seat to play (seat 0 if left out), null once the game is over."""
        rules = rules or LetilesRules()
        if not isinstance(data, Mapping):
            raise LetilesError("expected an object", "state")
        for old, (new, version) in _RENAMED.items():
            if old in data:
                raise LetilesError(f"is not a field of a game: it was renamed {new} in {version}", f"state.{old}")
        read = read_shape(cls, data, LetilesError, "state", also=("over",))
        if "rules" in read:
            _check_stated_rules(read["rules"], rules)
        tileset = tiles_in_play(tileset, rules)
        try:
            players = parse_players(read["players"], "seats")
            table = Table(tileset, read.get("table", ()))
        except LetilesError as exc:  # named from the top of the game
            raise LetilesError(exc.message, f"state.{exc.field}" if exc.field else "state") from exc
        hands = read["hands"]
        if len(hands) != len(players):
            raise LetilesError("expected one {stand, stock} per player", "state.hands")
        for i, hand in enumerate(hands):
            for key, ids in (("stand", hand.stand), ("stock", hand.stock)):
                for tile_id in ids:
                    try:
                        tileset.tile(tile_id)
                    except LetilesError as exc:
                        raise LetilesError(exc.message, f"state.hands[{i}].{key}") from exc
        seen = [t for h in hands for t in (*h.stand, *h.stock)] + [p.tile for p in table.placements]
        repeated = sorted({t for t in seen if seen.count(t) > 1})
        if repeated:
            raise LetilesError(f"tile {repeated[0]!r} is in more than one place", "state")
        over = all(not h.stand and not h.stock for h in hands)
        to_play = read.get("to_play", None if over else 0)
        if over:
            check_stated(data, {"to_play": None}, "state", LetilesError)
        elif to_play is None:
            raise LetilesError(f"the state makes it a seat 0..{len(players) - 1} (the game is not over), not null",
                               "state.to_play")
        elif not 0 <= to_play < len(players):
            raise LetilesError(f"expected a seat 0..{len(players) - 1}, got {to_play!r}", "state.to_play")
        game = cls(table, players, tuple(hands), None if over else to_play, rules)
        game.check_reachable()
        check_stated(data, {"over": game.over}, "state", LetilesError)
        return game

    def check_reachable(self) -> None:
        """Raise :class:`LetilesError` naming the field if no game reaches this one.

        Each player draws from their own set only, so a stand and stock hold tiles of the player's colour, the
        tiles on the table belong to the players' sets, and every tile of a player's set is on the stand, in the
        stock or on the table; a player draws after each placement, so a stand is short only once the stock is
        empty; the seat to play still has tiles unless the game is over; the table was laid under the rules (the
        first tile in the middle, each later one along enough edges). The tiles out of play under the rules (the
        short game's, the expansion's) are nowhere.
        """
        tileset = self.table.tileset
        for i, (colour, hand) in enumerate(zip(self.players, self.hands, strict=True)):
            for key, ids in (("stand", hand.stand), ("stock", hand.stock)):
                for tile_id in ids:
                    if tileset.tile(tile_id).set != colour:
                        raise LetilesError(f"tile {tile_id!r} is not of the {colour} set", f"state.hands[{i}].{key}")
            if len(hand.stand) > STAND_SIZE or (hand.stock and len(hand.stand) != STAND_SIZE):
                raise LetilesError(f"a stand holds {STAND_SIZE} tiles while the stock lasts (a player draws after each"
                                   f" placement), got {len(hand.stand)}", f"state.hands[{i}].stand")
            placed = {p.tile for p in self.table.placements if tileset.tile(p.tile).set == colour}
            missing = sorted({t.id for t in tileset.of_set(colour)} - placed - set(hand.stand) - set(hand.stock))
            if missing:
                raise LetilesError(f"tile {missing[0]!r} of the {colour} set is nowhere (not on the stand, in the"
                                   " stock or on the table)", f"state.hands[{i}]")
        for j, placement in enumerate(self.table.placements):
            if tileset.tile(placement.tile).set not in self.players:
                raise LetilesError(f"tile {placement.tile!r} belongs to no player's set", f"state.placements[{j}].tile")
        if self.to_play is not None and not (self.hands[self.to_play].stand or self.hands[self.to_play].stock):
            raise LetilesError(f"{self.players[self.to_play]} has no tiles left to play", "state.to_play")
        self._check_turn_order()
        try:
            check_table(self.table, self.rules)
        except LetilesError as exc:
            raise LetilesError(exc.message, f"state.{exc.field}") from exc

    def _check_turn_order(self) -> None:
        """The players place one tile each in turn, skipping those without tiles, so the owners of the placements
        follow the seat order from the first one, and the seat to play is the next after the last placement."""
        placements = self.table.placements
        if not placements:
            return
        tileset = self.table.tileset
        seat_of = {colour: i for i, colour in enumerate(self.players)}
        left = [len(tileset.of_set(colour)) for colour in self.players]
        seat = seat_of[tileset.tile(placements[0].tile).set]
        for j, placement in enumerate(placements):
            owner = seat_of[tileset.tile(placement.tile).set]
            if owner != seat:
                raise LetilesError(f"the players place a tile each in turn, so placement {j} is"
                                   f" {self.players[seat]}'s, not {self.players[owner]}'s",
                                   f"state.placements[{j}].tile")
            left[owner] -= 1
            seat = next((s for s in ((owner + k) % len(left) for k in range(1, len(left) + 1)) if left[s] > 0),
                        owner)
        if self.to_play is not None and self.to_play != seat:
            raise LetilesError(f"after {self.players[owner]}'s placement it is {self.players[seat]}'s turn, not"
                               f" {self.players[self.to_play]}'s", "state.to_play")


@dataclass(frozen=True, slots=True)
class PlayVerdict:
    """The adjudication of a turn: legal or not (with the reason) and the game after it."""

    legal: bool
    reason: str | None
    state: LetilesGame = field(metadata=json_doc("the game after the turn (unchanged when illegal)"))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def new_game(tileset: TileSet, players: Sequence[str], seed: int, first: int = 0,
             rules: LetilesRules | None = None) -> LetilesGame:
    """Shuffle each player's set (the tiles in play under ``rules`` whose ``set`` is their colour) and draw 5 to each
    stand."""
    rules = rules or LetilesRules()
    tileset = tiles_in_play(tileset, rules)
    colours = parse_players(players)
    rng = random.Random(seed)
    hands = []
    for colour in colours:
        ids = [t.id for t in tileset.of_set(colour)]
        if not ids:
            raise LetilesError(f"the tile set has no tiles of the {colour} set", "tileset")
        rng.shuffle(ids)
        hands.append(Hand(tuple(ids[:STAND_SIZE]), tuple(ids[STAND_SIZE:])))
    if not 0 <= first < len(colours):
        raise LetilesError(f"expected a seat 0..{len(colours) - 1}, got {first!r}", "first")
    return LetilesGame(Table(tileset), colours, tuple(hands), first, rules)


def play(game: LetilesGame, seat: int, placement: Placement, drawn: str | None = None,
         rules: LetilesRules | None = None) -> PlayVerdict:
    """Place a tile from the seat's stand, then draw one from its stock (the observed ``drawn`` tile, or the top).

    The game is played under its own rules; ``rules``, if given, must be those.
    """
    _same_rules(game, rules)
    rules = game.rules
    if game.over or game.to_play is None:
        return PlayVerdict(False, "every tile has been played", game)
    if seat != game.to_play:
        return PlayVerdict(False, f"it is {game.players[game.to_play]}'s turn", game)
    hand = game.hands[seat]
    if placement.tile not in hand.stand:
        return PlayVerdict(False, f"tile {placement.tile!r} is not on {game.players[seat]}'s stand", game)
    verdict = validate_placement(game.table, placement, rules)
    if not verdict.legal:
        return PlayVerdict(False, verdict.reason, game)
    if drawn is not None and drawn not in hand.stock:
        raise LetilesError(f"tile {drawn!r} is not in {game.players[seat]}'s stock", "drawn")
    stand = tuple(t for t in hand.stand if t != placement.tile)
    stock = hand.stock
    if stock:
        pick = drawn if drawn is not None else stock[0]
        stand, stock = (*stand, pick), tuple(t for t in stock if t != pick)
    hands = list(game.hands)
    hands[seat] = Hand(stand, stock)
    table = Table(game.table.tileset, (*game.table.placements, placement))
    after = replace(game, table=table, hands=tuple(hands))
    return PlayVerdict(True, None, replace(after, to_play=None if after.over else _next_seat(after, seat)))


def _next_seat(game: LetilesGame, seat: int) -> int:
    """Return the next seat clockwise that still has tiles (the same seat if nobody else has any)."""
    n = len(game.players)
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if game.hands[candidate].stand:
            return candidate
    return seat


def final_score(game: LetilesGame, rules: LetilesRules | None = None) -> ScoreSheet:
    """Score the finished game under its rules; raise :class:`LetilesError` while tiles remain to be played."""
    _same_rules(game, rules)
    if not game.over:
        raise LetilesError("tiles remain on the stands or in the stocks; the game is not over", "state")
    return score(game.table, game.players, game.rules)


def _same_rules(game: LetilesGame, rules: LetilesRules | None) -> None:
    if rules is not None and rules != game.rules:
        raise LetilesError("the game is played under its own ruleset; these rules differ from it", "ruleset")


def _check_stated_rules(said: LetilesRules, rules: LetilesRules) -> None:
    """Refuse a game whose stated rules ``said`` (the ruleset it was started under) are not the request's
    ``rules``."""
    for flag, value in said.to_json().items():
        wanted = rules.to_json()[flag]
        if value != wanted:
            raise LetilesError(f"the game was started under {flag} = {json.dumps(value)}, but the request's ruleset"
                               f" says {json.dumps(wanted)}; send the ruleset the game is played under",
                               f"state.ruleset.{flag}")
