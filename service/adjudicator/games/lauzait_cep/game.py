"""A whole game of Lauzait Cep!: Seasons, the starting player and direction, the Days in turn, declarations and
Stalemates, the running totals, and the end after as many Seasons as players (spec §3, §4, §6-§8).

Players are seats ``0 .. n-1`` around the table (clockwise). Each Season is dealt from the game's ``seed`` and the
Season's number, so a game is reproducible and its state is all a client sends back. The first Season's starter
and direction are decided by the sticks (drawn from the seed); later, the player with the fewest points starts and
play goes toward whichever neighbour has fewer points, the sticks deciding ties. The position's hands are in play
order, so ``position.to_play`` indexes ``order`` (the seats in play order) and ``to_play`` is the seat whose Day it is.
A state sent back is checked against what its seed and the rules make of it (:meth:`LauzaitGame.check_reachable`):
the Season's deal, the Days played, the totals, the play order and how the last Season ended.

A Day is a sequence of actions (``dissolve``, ``form``, ``declare``, ``hire``) in the ruleset's action order. Hiring
ends the Day under the rulebook's order; under the designers' order the player may still declare, or ``end`` the
Day. A declaration (also in Stalemate) scores, ends the Season and deals the next one, or ends the game.

State JSON::

    {"players": 3, "seed": 7, "season": 1, "seasons": 3, "scores": [0, 0, 0], "order": [2, 0, 1], "day": 0,
     "done": [], "position": {...}, "to_play": 2, "over": false, "winners": [], "last_season": null, "bank": 168}

``bank`` is what the bank holds under ``finite_banknotes`` (the default; null when the bank never runs out).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Annotated, Any, Final

from adjudicator.games.errors import RulesError, check_stated

from ..jsonform import JSON_OPTIONAL, NOT_WRITTEN, json_doc, json_form, json_name, json_written_by
from ..shapes import SEED, declared, flag, integer, listed, part, read_shape, text
from .bank import BANK_TOTAL, bank_holds, payable
from .board import parse_square, square_name
from .day import REASON, dissolve_department, form_department
from .declaring import (
    DECLARATION_POINTS,
    GREAT_SEQUENCE_POINTS,
    LUMINOUS_POINTS,
    SPECIALIZED_EXPERTS_POINTS,
    STALEMATE_POINTS,
    WELL_BALANCED_POINTS,
    Grounds,
    ScoreLine,
    declaration,
    declaration_allowed,
)
from .hiring import adjudicate_hiring, legal_discards
from .pieces import HAND_SIZE, Piece, check_players, dots, parse_pieces
from .position import PIECE, Hand, Position, deal, piece_names
from .rulesets import ActionOrder, Ruleset

DEFAULT_RULESET: Final = Ruleset()
#: What a Day's actions may be besides the four of the rules: ``end`` closes a Day whose Hiring is done.
ACTIONS: Final = ("dissolve", "form", "declare", "hire", "end")
#: The actions a Day records as done (declaring ends the Season, ending the Day starts the next).
DAY_ACTIONS: Final = ("dissolve", "form", "hire")
#: More than any declaration earns: every formation score at once, Layered Bridges (3 points) for each of the three
#: pairs of Departments, and a luminous point for each of the nine pieces.
MOST_DECLARED: Final = (DECLARATION_POINTS + SPECIALIZED_EXPERTS_POINTS + GREAT_SEQUENCE_POINTS + 3 * 3
                        + WELL_BALANCED_POINTS + STALEMATE_POINTS + HAND_SIZE * LUMINOUS_POINTS)
#: More than the bonuses of the three Departments a hand can hold (at most three times the most dots each).
MOST_HELD: Final = 3 * 3 * max(dots(n) for n in range(10))


class GameError(RulesError):
    """A game state or action that no game reaches or that is malformed."""


def season_rng(seed: int, season: int, what: str) -> random.Random:
    """The reproducible random source of ``what`` (deal, start, a Day's water cast) in a Season of the game."""
    return random.Random(f"lauzait:{seed}:{season}:{what}")


def play_order(players: int, starter: int, direction: int) -> tuple[int, ...]:
    """The seats in play order from ``starter`` going clockwise (``direction`` 1) or counter-clockwise (-1)."""
    return tuple((starter + direction * k) % players for k in range(players))


def season_start(scores: Sequence[int], season: int, seed: int) -> tuple[int, int, bool]:
    """Return ``(starter, direction, by_sticks)`` for a Season.

    The first Season, or a tie for the fewest points, or the starter's two neighbours tied, is decided by the sticks
    (drawn reproducibly from the seed); otherwise the fewest points starts, toward the neighbour with fewer points.
    """
    n = len(scores)
    rng = season_rng(seed, season, "start")
    fewest = min(scores)
    candidates = [s for s in range(n) if scores[s] == fewest]
    by_sticks = season == 1 or len(candidates) > 1
    starter = rng.choice(range(n) if season == 1 else candidates) if by_sticks else candidates[0]
    if n == 2:
        return starter, 1, by_sticks
    left, right = scores[(starter + 1) % n], scores[(starter - 1) % n]
    if season == 1 or left == right:
        return starter, rng.choice((1, -1)), True
    return starter, 1 if left < right else -1, by_sticks


def _position(data: object, where: str) -> Position:
    """A game's position (``where``: ``state.position``), read under the default ruleset (the game's reader checks
    it under the game's), its errors named from the top of the game."""
    try:
        return Position.from_json(data)
    except RulesError as err:
        raise GameError(err.message, f"{where}.{err.field}" if err.field else where) from err


def _object(data: object, where: str) -> Mapping[str, object]:
    """An object, read further by its holder's reader (which knows what it depends on)."""
    if not isinstance(data, Mapping):
        raise GameError("expected an object", where)
    return data


#: The grounds a declaration is reported with.
_GROUNDS: Final = tuple(g.value for g in Grounds)


def _score_line(data: object, where: str) -> ScoreLine:
    """A formation score ``{"name", "points"}`` of the last Season."""
    return ScoreLine(**read_shape(ScoreLine, data, GameError, where))


@dataclass(frozen=True, slots=True)
class SeasonEnd:
    """How a Season ended: who declared, on what grounds, the formation scores earned and what the bank paid of
    them (all of them unless the bank ran out, under ``finite_banknotes``)."""

    season: int = field(metadata=declared(integer(1, 4), "the Season that ended"))
    declarer: int = field(metadata=declared(integer(0, 3), "the seat that declared"))
    grounds: str = field(metadata=declared(
        text(choices=_GROUNDS), "the grounds: three revealed Departments, a complete concealed hand or stalemate"))
    points: int = field(metadata=declared(integer(DECLARATION_POINTS, MOST_DECLARED), "the points the declaration "
                                                                                      "earned"))
    scores: tuple[ScoreLine, ...] = field(metadata=declared(listed(part(_score_line), min_length=1),
                                                            "formation scores"))
    #: left out, it is all the points (:func:`_season_end`)
    paid: int = field(metadata=declared(integer(0, MOST_DECLARED), "what the bank paid of the points: all of them "
                                                                   "unless the bank ran out (finite_banknotes)",
                                        absent=None))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class LauzaitGame:
    """A game in progress (or over): the Season, the totals by seat, the play order and the Day so far."""

    players: int = field(metadata=declared(integer(2, 4), "2, 3 or 4 players"))
    seed: int = field(metadata=declared(SEED, "the deals come from it"))
    season: int = field(metadata=declared(integer(1, 4), "1-based"))
    scores: tuple[int, ...] = field(metadata=declared(listed(integer(-(10**6), 10**6)), "the totals by seat"))
    order: tuple[int, ...] = field(metadata=declared(listed(integer(0, 3)), "the seats in play order"))
    position: Position = field(metadata=declared(part(_position), "board and hands (in play order)"))
    day: int = field(default=0, metadata=declared(integer(0, 10**6), "Days played in this Season"))
    done: tuple[str, ...] = field(default=(), metadata=declared(listed(text(choices=DAY_ACTIONS)),
                                                                "the Day's actions so far"))
    over: bool = field(default=False, metadata=declared(flag(), "the game is over"))
    #: read as an object, then by the game's reader with its player count (:func:`_season_end`)
    last_season: SeasonEnd | None = field(default=None, metadata=declared(
        part(_object, nullable=True), "how the last Season ended (null before the first declaration)"))
    ruleset: Ruleset = field(default=DEFAULT_RULESET, metadata=NOT_WRITTEN)

    @property
    def to_play(self) -> int | None:
        """The seat whose Day it is, or None once the game is over."""
        return None if self.over else self.order[self.position.to_play]

    @property
    def bank(self) -> int | None:
        """What the bank holds (its 168 points less the players' totals), or None when it never runs out."""
        return bank_holds(self.scores) if self.ruleset.finite_banknotes else None

    @property
    def winners(self) -> tuple[int, ...]:
        """Once the game is over, the seats with the highest total (all tied leaders win)."""
        if not self.over:
            return ()
        best = max(self.scores)
        return tuple(s for s in range(self.players) if self.scores[s] == best)

    def to_json(self) -> dict[str, Any]:
        """Return the state in the module's JSON shape."""
        return {
            "players": self.players,
            "seed": self.seed,
            "season": self.season,
            "seasons": self.players,
            "scores": list(self.scores),
            "order": list(self.order),
            "day": self.day,
            "done": list(self.done),
            "position": self.position.to_json(),
            "to_play": self.to_play,
            "over": self.over,
            "winners": list(self.winners),
            "last_season": None if self.last_season is None else self.last_season.to_json(),
            "bank": self.bank,
        }

    @classmethod
    def from_json(cls, data: object, ruleset: Ruleset | None = None) -> LauzaitGame:
        """Read and check a game state; every problem names its field (``to_play``, ``winners`` are checked)."""
        ruleset = ruleset or Ruleset()
        read = read_shape(cls, data, GameError, "state", also=("seasons", "to_play", "winners", "bank"))
        assert isinstance(data, Mapping)  # read_shape refused anything else
        players = read["players"]
        check_players(players)
        seed = read["seed"]
        season = _int(read["season"], "state.season", 1, players)
        if "seasons" in data and (type(data["seasons"]) is not int or data["seasons"] != players):
            raise GameError(f"a game of {players} players has {players} Seasons", "state.seasons")
        scores = read["scores"]
        if len(scores) != players:
            raise GameError(f"expected one total per seat ({players})", "state.scores")
        order = read["order"]
        if len(order) != players:
            raise GameError(f"expected the seats 0..{players - 1} in play order", "state.order")
        order = tuple(_int(v, f"state.order[{i}]", 0, players - 1) for i, v in enumerate(order))
        if sorted(order) != list(range(players)):
            raise GameError(f"expected the seats 0..{players - 1} in play order", "state.order")
        if order not in (play_order(players, order[0], 1), play_order(players, order[0], -1)):
            raise GameError("play goes round the table, clockwise or counter-clockwise", "state.order")
        position = read["position"]
        try:
            position.check(ruleset)  # read under the default ruleset, which accepts every bonus some ruleset does
        except RulesError as err:
            raise GameError(err.message, f"state.position.{err.field}" if err.field else "state.position") from err
        if position.players != players:
            raise GameError(f"the game has {players} players", "state.position.players")
        done = read.get("done", ())
        if len(set(done)) != len(done):
            raise GameError("each action at most once a Day", "state.done")
        raw_last = read.get("last_season")
        last_season = None if raw_last is None else _season_end(raw_last, players)
        game = cls(players, seed, season, scores, order, position, read.get("day", 0), done, read.get("over", False),
                   last_season, ruleset)
        hands_sent = data["position"]["hands"]  # read by Position.from_json: null or a hand with its concealed list
        game.check_reachable([() if hand is None else parse_pieces(hand["concealed"], "") for hand in hands_sent])
        check_stated(data, {"to_play": game.to_play, "winners": list(game.winners), "bank": game.bank}, "state",
                     GameError)
        return game

    def check_reachable(self, concealed_as_sent: Sequence[Sequence[Piece]] | None = None) -> None:
        """Raise :class:`GameError` naming the field unless a game played by the rules reaches this state.

        ``concealed_as_sent`` (each hand's concealed pieces in the order the caller listed them; a hand keeps them
        sorted) makes a path to a concealed piece index the caller's list.

        What the state determines by itself is checked (spec §3, §4, §8):

        * the Season's deal (from ``seed`` and ``season``): the pieces in play (board and every hand) are the
          pieces it dealt, none from the face-down pool; the luminous piece, if any, is the one it turned up;
        * the Days: Day ``d`` is the hand at ``turn`` ``d mod players``; a hand differs from its dealt hand by at
          most as many pieces as it has had Hirings, holds at most as many revealed Departments as it has had
          Days to form them, and the board differs from the dealt one by at most three squares a Hiring;
        * the money: each total is the total at the Season's start plus the bonuses of the Departments revealed
          this Season (forming pays the bonus, dissolving refunds exactly it), plus, once the game is over, the
          last declaration; the Season's start totals are nought in the first Season, never negative, and hold at
          least one declaration (3 points or more) for each Season before; under ``finite_banknotes`` the totals
          come to no more than the bank's 168 points, and a declaration paid short emptied the bank;
        * the play ``order``: the first Season's drawn by the sticks, a later one's from the Season's start totals;
        * ``last_season``: none in the first Season, then the Season before (its points among the declarer's
          start total); once the game is over, the declaration of the last Season, which its final position makes.
        * the Day can still be finished (:func:`day_can_be_finished`): no Form or Dissolve leaves a Day without a
          legal discard or a declaration, so no game reaches a state that is not over and has no legal action.

        A Department's recorded bonus is the player's choice among the readings of its pieces (a joker's role,
        Q&A 1), so it is checked against those readings (on reading the position) and through the totals above.
        """
        for i, hand in enumerate(self.position.hands):
            if hand is None:
                raise GameError("every hand of a dealt game is known", f"state.position.hands[{i}]")
        dealt = deal(self.players, season_rng(self.seed, self.season, "deal"), True)
        self._check_deal(dealt, concealed_as_sent)
        self._check_days(dealt)
        self._check_money()
        if not day_can_be_finished(self):
            turn = self.position.to_play
            raise GameError(f"hand {turn} (seat {self.order[turn]}) could not finish this Day: no concealed piece"
                            f" could be discarded at Hiring, no declaration is allowed and no Dissolve or Form left"
                            f" in the order would change that; a Form or Dissolve leading here is refused",
                            "state.done")

    def _hands(self) -> tuple[Hand, ...]:
        return _known_hands(self.position)

    def _check_deal(self, dealt: Position, concealed_as_sent: Sequence[Sequence[Piece]] | None) -> None:
        """The pieces in play are the Season's deal; the luminous piece is the one it turned up."""
        luminous = self.position.luminous
        if luminous is not None and luminous != dealt.luminous:
            raise GameError(f"Season {self.season} of this seed turns up {dealt.luminous} as the luminous piece, not"
                            f" {luminous}", "state.position.luminous")
        left = Counter(p for p in dealt.board if p is not None)
        left.update(p for hand in dealt.hands if hand is not None for p in hand.pieces)
        for sq, piece in enumerate(self.position.board):
            if piece is not None:
                left[piece] -= 1
                if left[piece] < 0:
                    raise GameError(self._not_dealt(piece), f"state.position.board.{square_name(sq)}")
        for i, hand in enumerate(self._hands()):
            concealed = hand.concealed if concealed_as_sent is None else concealed_as_sent[i]
            places = [(piece, f"concealed[{k}]") for k, piece in enumerate(concealed)]
            places += [(piece, f"revealed[{j}].pieces[{k}]") for j, department in enumerate(hand.revealed)
                       for k, piece in enumerate(department.pieces)]
            for piece, place in places:
                left[piece] -= 1
                if left[piece] < 0:
                    raise GameError(self._not_dealt(piece), f"state.position.hands[{i}].{place}")

    def _not_dealt(self, piece: Piece) -> str:
        return (f"no more {piece} is in play: Season {self.season} of this seed deals the hands and the board from"
                f" the pieces in play, and the rest stay face down all Season")

    def _today(self) -> tuple[bool, bool, bool]:
        """Whether the current Day may have had its dissolving, forming and Hiring (all possible once the game
        is over: the declaring Day's actions are no longer listed)."""
        if not self.over:
            return "dissolve" in self.done, "form" in self.done, "hire" in self.done
        return False, True, self.ruleset.action_order is not ActionOrder.SEED

    def _check_days(self, dealt: Position) -> None:
        """The Day, the actions done, and how far the hands and the board can be from the deal."""
        n, day, turn = self.players, self.day, self.position.to_play
        if turn != day % n:
            raise GameError(f"Day {day} of a Season is hand {day % n}'s in play order (the starter's Day is 0),"
                            f" not hand {turn}'s", "state.day")
        if self.over and self.done:
            raise GameError("a game that is over has no Day in progress", "state.done")
        order = _ORDERS.get(self.ruleset.action_order)
        if order is not None:
            if [a for a in order if a in self.done] != list(self.done):
                raise GameError(f"the actions come in the order {', '.join(order)}", "state.done")
            if _closes_day(self) and "hire" in self.done:
                raise GameError("Hiring ends the Day in this action order", "state.done")
        dissolved, formed, hired = self._today()
        hands, dealt_hands = self._hands(), _known_hands(dealt)
        for i, hand in enumerate(hands):
            days = max(0, (day - i + n - 1) // n)  # the hand's Days before the current one this Season
            hirings = days + int(i == turn and hired)
            forms = days + int(i == turn and formed)
            gone = (Counter(dealt_hands[i].pieces) - Counter(hand.pieces)).total()
            if gone > hirings:
                raise GameError(f"hand {i} (seat {self.order[i]}) has had {hirings} Hiring(s) this Season, so at most"
                                f" {hirings} of its dealt pieces are gone, not {gone}", f"state.position.hands[{i}]")
            revealed = len(hand.revealed) + int(i == turn and dissolved)
            if revealed > forms:
                raise GameError(f"hand {i} (seat {self.order[i]}) has formed at most {forms} Department(s) this Season"
                                f"{' and dissolved one today' if i == turn and dissolved else ''}",
                                f"state.position.hands[{i}].revealed")
        if order is not None and "form" in self.done and not hands[turn].revealed:
            raise GameError("the Department formed today is revealed (no dissolving follows forming)",
                            f"state.position.hands[{turn}].revealed")
        hirings = day + int(hired)
        changed = [sq for sq, piece in enumerate(self.position.board) if piece != dealt.board[sq]]
        if len(changed) > 3 * hirings:
            field = "state.position.board" if hirings else f"state.position.board.{square_name(changed[0])}"
            raise GameError(f"{hirings} Hiring(s) this Season change at most {3 * hirings} squares of the dealt board,"
                            f" not {len(changed)}", field)

    def _check_money(self) -> None:
        """The totals, the play order, the Season, ``over`` and ``last_season`` against one another."""
        n, season, last = self.players, self.season, self.last_season
        hands = self._hands()
        start = list(self.scores)
        for i, hand in enumerate(hands):
            start[self.order[i]] -= sum(d.bonus for d in hand.revealed)
        if self.over:
            if self.season != n:
                raise GameError(f"the game ends after its {n} Seasons, not in Season {season}", "state.over")
            if last is None:
                raise GameError("a game that is over reports how its last Season ended", "state.last_season")
            verdict = declaration(self.position, self.ruleset)
            made = None
            if verdict.allowed and verdict.grounds is not None:
                made = SeasonEnd(season, self.order[self.position.to_play], verdict.grounds.value, verdict.total,
                                 tuple(verdict.scores), last.paid)
            if last != made:
                expected = "no declaration" if made is None else made.to_json()
                raise GameError(f"the final position makes {expected}, not this one", "state.last_season")
            self._check_paid(last, self.scores)
            start[last.declarer] -= last.paid
        if self.ruleset.finite_banknotes and sum(self.scores) > BANK_TOTAL:
            raise GameError(f"the bank's banknotes come to {BANK_TOTAL} points, so the totals come to no more, not"
                            f" {sum(self.scores)}", "state.scores")
        for seat, total in enumerate(start):
            if total < 0 or (season == 1 and total):
                since = self.scores[seat] - total  # the bonuses of its revealed Departments, the last declaration
                before = "nothing" if season == 1 else "no debt"
                bound = "exactly" if season == 1 else "at least"
                raise GameError(f"seat {seat} brought {before} into Season {season}, so holds {bound} the {since}"
                                f" paid to it since (its revealed Departments' bonuses, a declaration), not"
                                f" {self.scores[seat]}", f"state.scores[{seat}]")
        if not self.over:
            if season == 1 and last is not None:
                raise GameError("the first Season follows no other", "state.last_season")
            if season > 1:
                if last is None:
                    raise GameError(f"Season {season} follows Season {season - 1}'s declaration",
                                    "state.last_season")
                if last.season != season - 1:
                    raise GameError(f"the Season before Season {season} is {season - 1}", "state.last_season.season")
                self._check_paid(last, start)
                if last.paid > start[last.declarer]:
                    raise GameError(f"seat {last.declarer} started Season {season} with {start[last.declarer]},"
                                    f" less than the {last.paid} paid for its declaration", "state.last_season.points")
        least = DECLARATION_POINTS * (season - 1)
        if last is not None and not self.over:
            least += last.paid - DECLARATION_POINTS
        if self.ruleset.finite_banknotes:
            least = min(least, BANK_TOTAL)
        if sum(start) < least:
            raise GameError(f"each Season before Season {season} paid a declaration ({DECLARATION_POINTS} points or"
                            f" more): the totals at its start come to {sum(start)}, less than {least}", "state.scores")
        most = (season - 1) * (MOST_DECLARED + n * MOST_HELD)
        if sum(start) > most:
            raise GameError(f"a Season pays at most a declaration ({MOST_DECLARED}) and the bonuses of the Departments"
                            f" revealed at its end ({MOST_HELD} a hand): the totals at the start of Season {season}"
                            f" come to {sum(start)}, more than {most}", "state.scores")
        starter, direction, _ = season_start(start, season, self.seed)
        expected_order = play_order(n, starter, direction)
        if self.order != expected_order:
            how = "the sticks draw" if season == 1 else "the Season's start totals give"
            raise GameError(f"{how} the play order {list(expected_order)} for Season {season}, not"
                            f" {list(self.order)}", "state.order")


    def _check_paid(self, last: SeasonEnd, after: Sequence[int]) -> None:
        """What the last declaration was paid: all its points, or, under ``finite_banknotes``, what emptied the
        bank (``after``: the totals just after it)."""
        if last.paid == last.points:
            return
        if not self.ruleset.finite_banknotes:
            raise GameError(f"the bank never runs out under this ruleset, so it paid the {last.points} points",
                            "state.last_season.paid")
        if bank_holds(after) != 0:
            held = bank_holds(after) + last.paid
            raise GameError(f"a declaration is paid in full unless that empties the bank, which then held {held}"
                            f" points, so it paid {min(last.points, held)}, not {last.paid}", "state.last_season.paid")


def _known_hands(position: Position) -> tuple[Hand, ...]:
    """The hands of a position whose hands are all known (a deal's, or a game's once checked)."""
    hands = tuple(h for h in position.hands if h is not None)
    assert len(hands) == position.players
    return hands


def _int(value: object, field: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise GameError(f"expected a whole number {low}..{high}, got {value!r}", field)
    return value




def _season_end(data: object, players: int) -> SeasonEnd:
    """Read ``last_season`` as the service reports it; its points are the sum of its formation scores."""
    field = "state.last_season"
    read = read_shape(SeasonEnd, data, GameError, field)
    season = _int(read["season"], f"{field}.season", 1, players)
    declarer = _int(read["declarer"], f"{field}.declarer", 0, players - 1)
    lines, points = read["scores"], read["points"]
    if points != sum(line.points for line in lines):
        raise GameError(f"a declaration earns the sum of its formation scores, {sum(line.points for line in lines)}",
                        f"{field}.points")
    paid = points if read["paid"] is None else _int(read["paid"], f"{field}.paid", 0, points)
    return SeasonEnd(season, declarer, read["grounds"], points, lines, paid)


def _deal_season(players: int, seed: int, season: int, scores: Sequence[int], luminous: bool
                 ) -> tuple[tuple[int, ...], Position]:
    starter, direction, _ = season_start(scores, season, seed)
    return play_order(players, starter, direction), deal(players, season_rng(seed, season, "deal"), luminous)


#: A square of an action (``"c3"``), read as the square's number.
SQUARE: Final = part(parse_square, schema="string").named("square")
#: The fields each action uses, and those it needs (in the words of its errors).
_USES: Final[dict[str, tuple[str, ...]]] = {
    "dissolve": ("index",), "form": ("pieces", "bonus"), "declare": (),
    "hire": ("discard", "origin", "destination", "cast"), "end": ()}
_NEEDS: Final[dict[str, tuple[str, ...]]] = {
    "dissolve": ("index",), "form": ("pieces",), "declare": (), "hire": ("discard", "origin", "destination"),
    "end": ()}
_NEEDED: Final = {"index": "the index of a revealed Department (0..2)", "pieces": "the Department's three pieces",
                  "discard": "the concealed piece discarded", "origin": "the square of the piece that moves",
                  "destination": "the square it moves to"}


def new_game(players: int, seed: int, ruleset: Ruleset | None = None, luminous: bool = False) -> LauzaitGame:
    """Start a game: the first Season dealt from ``seed``, its starter and direction decided by the sticks."""
    _int(players, "players", 2, 4)
    _int(seed, "seed", -(2**63), 2**63 - 1)
    order, position = _deal_season(players, seed, 1, (0,) * players, luminous)
    return LauzaitGame(players, seed, 1, (0,) * players, order, position, ruleset=ruleset or Ruleset())


@dataclass(frozen=True, slots=True)
class GameAction:
    """One action of the player whose Day it is.

    ``dissolve``: ``index`` of a revealed Department; ``form``: ``pieces`` (three concealed) and optionally the
    ``bonus`` (choosing a joker's role); ``declare``; ``hire``: ``discard``, ``origin``, ``destination`` (squares
    such as ``"c3"``) and optionally the observed ``cast`` of the sticks for a move into water; ``end``.
    """

    action: str = field(metadata=declared(text(choices=ACTIONS), "what the player does: dissolve or form a "
                                                                  "Department, declare, hire, or end a Day"))
    index: int | None = field(default=None, metadata=declared(
        integer(0, 2, nullable=True), "dissolve: which revealed Department", **JSON_OPTIONAL))
    pieces: tuple[Piece, ...] | None = field(default=None, metadata=declared(
        listed(PIECE.named("piece"), min_length=3, max_length=3, nullable=True), "form: 3 pieces",
        **JSON_OPTIONAL, **json_written_by(piece_names)))
    bonus: int | None = field(default=None, metadata=declared(
        integer(0, 9, nullable=True), "form: the bonus chosen (joker roles)", **JSON_OPTIONAL))
    discard: Piece | None = field(default=None, metadata=declared(
        PIECE.or_null(), "hire: the concealed piece discarded", **JSON_OPTIONAL, **json_written_by(str)))
    origin: int | None = field(default=None, metadata=declared(
        SQUARE.or_null(), "hire: the square of the piece that moves", **JSON_OPTIONAL,
        **json_written_by(square_name)))
    destination: int | None = field(default=None, metadata=declared(
        SQUARE.or_null(), "hire: where it moves", **JSON_OPTIONAL, **json_written_by(square_name)))
    cast: int | None = field(default=None, metadata=declared(
        integer(0, 5, nullable=True), "hire into water: the observed cast (else drawn from the seed)",
        **JSON_OPTIONAL))

    @classmethod
    def from_json(cls, data: object) -> GameAction:
        """Read ``{"action", ...}``: every field by its kind (a key no action has refused), then the fields the
        action needs given, and no other but as null (a client writing every field of an action writes null for
        those the action does not use)."""
        read = read_shape(cls, data, GameError, "action")
        kind = read["action"]
        uses = _USES[kind]
        for name, value in read.items():
            if name != "action" and value is not None and name not in uses:
                takes = f"it takes {', '.join(uses)}" if uses else "it takes no other field"
                raise GameError(f"{kind} does not take {name} ({takes}; null or left out)", f"action.{name}")
        for name in _NEEDS[kind]:
            if read.get(name) is None:
                raise GameError(f"{kind} requires {_NEEDED[name]}", f"action.{name}")
        return cls(**read)

    def to_json(self) -> dict[str, Any]:
        """Return the action with the fields it uses (those set: :func:`json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class GameStep:
    """An action applied: legal or not (with the reason), what it paid, how a Season ended, the game after."""

    legal: bool
    #: documented as a string or null (:func:`~.day.reason_or_null` writes it)
    reason: Annotated[str, str | None] = field(metadata=REASON)
    points: int = field(metadata=json_doc("what the action paid (a refund is negative)"))
    season_end: SeasonEnd | None = field(metadata=json_doc("how the Season ended, when the action ended it"))
    game: LauzaitGame = field(metadata={**json_name("state"), **json_doc("the game after the action")})

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "points", "season_end", "state"}`` (the reason null for a legal action):
        :func:`json_form`."""
        return json_form(self)


_ORDERS: Final = {
    ActionOrder.SEED: ("dissolve", "form", "declare", "hire"),
    ActionOrder.DESIGNERS: ("dissolve", "form", "hire", "declare"),
}


def _order_problem(game: LauzaitGame, kind: str) -> str | None:
    """Why ``kind`` cannot come next in the Day, or None."""
    if kind in game.done:
        return f"{kind} is done already this Day (each action at most once)"
    hired = "hire" in game.done
    if kind == "end":
        return None if hired else "a Day ends with its Hiring (mandatory) or a declaration"
    order = _ORDERS.get(game.ruleset.action_order)
    if order is None:
        return None
    later = [a for a in game.done if order.index(a) > order.index(kind)]
    if later:
        return f"{kind} cannot follow {later[0]}: the actions come in the order {', '.join(order)}"
    return None


def _pay(game: LauzaitGame, points: int) -> tuple[int, ...]:
    seat = game.order[game.position.to_play]
    return tuple(s + points if i == seat else s for i, s in enumerate(game.scores))


def _end_day(game: LauzaitGame, position: Position) -> LauzaitGame:
    return replace(game, position=replace(position, to_play=position.next_turn), day=game.day + 1, done=())


def _closes_day(game: LauzaitGame) -> bool:
    """Whether Hiring ends the Day (no declaration can follow it in the ruleset's order)."""
    return game.ruleset.action_order is ActionOrder.SEED


def _dissolved(game: LauzaitGame, action: GameAction) -> tuple[LauzaitGame | None, int, str]:
    """The game after dissolving Department ``action.index`` (the refund paid back), or None and why not."""
    assert action.index is not None
    position = game.position
    dissolved = dissolve_department(position.hand, action.index)
    if not dissolved.legal or dissolved.hand is None or dissolved.refund is None:
        return None, 0, dissolved.reason
    after = replace(game, position=position.with_hand(dissolved.hand), scores=_pay(game, -dissolved.refund),
                    done=(*game.done, "dissolve"))
    return after, -dissolved.refund, ""


def _formed(game: LauzaitGame, action: GameAction) -> tuple[LauzaitGame | None, int, str]:
    """The game after forming ``action.pieces`` as a Department (its bonus paid), or None and why not."""
    position = game.position
    assert action.pieces is not None  # read so for a form
    formed = form_department(position.hand, action.pieces, action.bonus, position.players, game.ruleset)
    if not formed.legal or formed.hand is None or formed.department is None:
        return None, 0, formed.reason
    bonus = formed.department.bonus
    if game.bank is not None and bonus > game.bank:
        return None, 0, (f"the bank holds only {game.bank} points and cannot pay the bonus of {bonus}: a Department's"
                         f" bonus is paid in full when it is formed (its record is what dissolving refunds)")
    after = replace(game, position=position.with_hand(formed.hand), scores=_pay(game, bonus),
                    done=(*game.done, "form"))
    return after, bonus, ""


def _forms(game: LauzaitGame) -> list[tuple[GameAction, LauzaitGame]]:
    """Each distinct trio of concealed pieces that forms a Department, with the game after forming it (before the
    rule of a finishable Day)."""
    concealed = game.position.hand.concealed
    seen: set[tuple[Piece, ...]] = set()
    found: list[tuple[GameAction, LauzaitGame]] = []
    for i in range(len(concealed)):
        for j in range(i + 1, len(concealed)):
            for k in range(j + 1, len(concealed)):
                trio = (concealed[i], concealed[j], concealed[k])
                if trio in seen:
                    continue
                seen.add(trio)
                form = GameAction("form", pieces=trio)
                after, _, _ = _formed(game, form)
                if after is not None:
                    found.append((form, after))
    return found


def day_can_be_finished(game: LauzaitGame) -> bool:
    """Whether the player whose Day it is can still finish it: the rule that no action may leave a Day that cannot
    be finished (the project's decision where the rules are silent; spec §4.1, §4.2, §4.3, §4.5, §4.6, §6, §7).

    A Day ends with its mandatory Hiring (§4.2) or with a declaration, which ends the Season (§6). Forming a
    Department hides its pieces from Hiring (§4.5) while Stalemate counts all nine pieces, revealed or not (§7); so
    a player could form (or, in the rulebook's order, dissolve the wrong Department) and be left with no concealed
    piece that may be discarded (§4.3), no declaration (one or two Departments revealed, no Stalemate), and no
    dissolving left to undo it (§4.1: dissolving comes first). Such a Day could not be finished. The rulebook forbids
    making a state in which nothing could move after the discard (§4.2), and Hiring is never skipped but for a
    declaration; so a Form or Dissolve after which the Day cannot be finished is refused, and a state sent in that
    is already such a dead end is one no game reaches.

    The Day can be finished when it is over, its Hiring is done (``end`` or a declaration may follow), a Hiring is
    possible now (a concealed piece is a legal discard) or a declaration is allowed now, in the ruleset's order; or
    else some Dissolve or Form the order still allows leads to a Day that can be finished. A Day that has not
    started can always be finished: if a revealed piece could be discarded, dissolving its Department comes first;
    if none of the nine could, it is a Stalemate and the player declares.
    """
    if game.over or "hire" in game.done:
        return True
    position, ruleset = game.position, game.ruleset
    if _order_problem(game, "hire") is None and legal_discards(position.hand.concealed, position.board, ruleset):
        return True
    if _order_problem(game, "declare") is None and declaration_allowed(position, ruleset):
        return True
    if _order_problem(game, "dissolve") is None:
        for index in range(len(position.hand.revealed)):
            after, _, _ = _dissolved(game, GameAction("dissolve", index=index))
            if after is not None and day_can_be_finished(after):
                return True
    return _order_problem(game, "form") is None and any(day_can_be_finished(after) for _, after in _forms(game))


def _unfinishable_reason(action: GameAction) -> str:
    what = (f"dissolving Department {action.index}" if action.action == "dissolve"
            else f"forming {' '.join(map(str, action.pieces or ()))}")
    return (f"{what} would leave a Day that cannot be finished: none of the concealed pieces could be discarded at"
            f" the mandatory Hiring, Lauzait-Cep! could not be declared, and no Dissolve or Form left in the Day's"
            f" order would change that")


def apply(game: LauzaitGame, seat: int, action: GameAction) -> GameStep:
    """Apply an action of ``seat``; an illegal one is reported with the game unchanged."""
    _int(seat, "seat", 0, game.players - 1)
    if game.over:
        return GameStep(False, "the game is over", 0, None, game)
    if seat != game.to_play:
        return GameStep(False, f"it is seat {game.to_play}'s Day, not seat {seat}'s", 0, None, game)
    problem = _order_problem(game, action.action)
    if problem is not None:
        return GameStep(False, problem, 0, None, game)
    position, ruleset = game.position, game.ruleset
    if action.action == "end":
        return GameStep(True, "", 0, None, _end_day(game, position))
    if action.action in ("dissolve", "form"):
        after, paid, reason = _dissolved(game, action) if action.action == "dissolve" else _formed(game, action)
        if after is None:
            return GameStep(False, reason, 0, None, game)
        if not day_can_be_finished(after):
            return GameStep(False, _unfinishable_reason(action), 0, None, game)
        return GameStep(True, "", paid, None, after)
    if action.action == "declare":
        verdict = declaration(position, ruleset)
        if not verdict.allowed or verdict.grounds is None:
            return GameStep(False, verdict.reason, 0, None, game)
        paid = payable(verdict.total, game.scores) if game.ruleset.finite_banknotes else verdict.total
        end = SeasonEnd(game.season, seat, verdict.grounds.value, verdict.total,
                        tuple(verdict.scores), paid)
        return GameStep(True, "", paid, end, _next_season(replace(game, scores=_pay(game, paid)), end))
    assert action.discard is not None and action.origin is not None and action.destination is not None
    cast = action.cast
    if cast is None:
        rng = season_rng(game.seed, game.season, f"day{game.day}")
        cast = sum(rng.random() < 0.5 for _ in range(5))
    hired = adjudicate_hiring(position, action.discard, action.origin, action.destination, ruleset, cast)
    if not hired.legal or hired.move is None:
        return GameStep(False, hired.reason, 0, None, game)
    (outcome,) = hired.move.outcomes
    if _closes_day(game):
        return GameStep(True, "", 0, None, replace(game, position=outcome.position, day=game.day + 1, done=()))
    staying = replace(outcome.position, to_play=position.to_play)
    return GameStep(True, "", 0, None, replace(game, position=staying, done=(*game.done, "hire")))


def _next_season(game: LauzaitGame, end: SeasonEnd) -> LauzaitGame:
    if game.season == game.players:
        return replace(game, over=True, last_season=end, done=())
    season = game.season + 1
    order, position = _deal_season(game.players, game.seed, season, game.scores, game.position.luminous is not None)
    return replace(game, season=season, order=order, position=position, day=0, done=(), last_season=end)


def legal_actions(game: LauzaitGame) -> list[GameAction]:
    """List the legal actions of the player whose Day it is: each Hiring with its squares, each Department that
    may be formed or dissolved, a declaration when allowed, and ending a Day whose Hiring is done."""
    if game.over:
        return []
    from .hiring import WATER_FAILURE_CASTS, WATER_SUCCESS_CASTS, hiring_moves

    found: list[GameAction] = []
    position, ruleset = game.position, game.ruleset
    hand = position.hand
    if _order_problem(game, "dissolve") is None:
        for index in range(len(hand.revealed)):
            dissolve = GameAction("dissolve", index=index)
            after, _, _ = _dissolved(game, dissolve)
            if after is not None and day_can_be_finished(after):
                found.append(dissolve)
    if _order_problem(game, "form") is None:
        found += [form for form, after in _forms(game) if day_can_be_finished(after)]
    if _order_problem(game, "declare") is None and declaration_allowed(position, ruleset):
        found.append(GameAction("declare"))
    if _order_problem(game, "hire") is None:
        # the moves alone: listing them needs neither the positions they lead to nor their odds
        for discard, origin, destination, water in hiring_moves(position, ruleset):
            casts = [WATER_FAILURE_CASTS[0], WATER_SUCCESS_CASTS[0]] if water else [None]
            found += [GameAction("hire", discard=discard, origin=origin, destination=destination, cast=c)
                      for c in casts]
    if _order_problem(game, "end") is None:
        found.append(GameAction("end"))
    return found


def stalemated(game: LauzaitGame) -> bool:
    """Whether the player whose Day it is has no piece they could discard (they may only declare)."""
    return not game.over and not legal_discards(game.position.hand.pieces, game.position.board, game.ruleset)
