"""The paper-Cetkaik card games behind the one game interface (:class:`adjudicator.games.game.Game`).

Each game is played whole: the package's own whole-game class (a match of seasons, or of hands) is the state, so
:meth:`Game.result` is the game's true end (the last season or hand, or a total at the points cap), not the end of
one season. Seats are the players' places in the state's ``players``; :meth:`Game.new` names them ``"0"`` to
``"n-1"``. Every operation calls the package's own functions (``new_match``, the legal-play lists, ``apply_match``,
the match's ``over``, ``winners`` and ``totals``); nothing of the rules is written here again.

Chance: every deal is made from the game's seed and the season's (or hand's) number, and the stock's order is part
of the state, so :meth:`Game.apply` is certain given the state and its ``outcomes`` are always empty (the package
gives no distribution over the unseen cards).

- :data:`NIEKHI` 連友, :data:`NINE` 小猫, :data:`MAKHUP` 値木, :data:`MOKKAIK` 行戦, :data:`TAXOT` 終季: seasons;
- :data:`MAKKAIK` 値戦, :data:`NAMTOU` 開樽: hands.

Rules: each game's ruleset (``NiekhiRules``, ``NineRules``, ...; read by its ``from_json`` as the games' own
operations read their ``ruleset``). A whole game holds its rules, but its JSON form writes only its length
(``seasons`` or ``hands``, ``points_cap``), so it states the options that differ from the defaults under
``ruleset``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from itertools import combinations_with_replacement
from typing import Any
from unicodedata import east_asian_width

from adjudicator.games.errors import RulesError
from adjudicator.games.game import Game, Result, Verdict
from adjudicator.games.paper_cetkaik import makhup, makkaik, makkaik_game, mokkaik, namtou_game, niekhi, nine, taxot
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, DeckRules, Kind, notation, parse_cards
from adjudicator.games.paper_cetkaik.combos import ALL_TYPES, group_bound, sub_multiset_counts, sub_multisets
from adjudicator.games.paper_cetkaik.common import read_object
from adjudicator.games.paper_cetkaik.namtou import DEFAULT_RULES as NAMTOU_RULES
from adjudicator.games.paper_cetkaik.namtou import NamtouRules

__all__ = [
    "MAKHUP",
    "MAKKAIK",
    "MOKKAIK",
    "NAMTOU",
    "NIEKHI",
    "NINE",
    "TAXOT",
    "MakhupGame",
    "MakkaikGame",
    "MokkaikAction",
    "MokkaikGame",
    "NamtouGame",
    "NiekhiAction",
    "NiekhiGame",
    "NineAction",
    "NineGame",
    "TaxotGame",
]

#: 連友: the cards played (``None``: pass) and one 将 choice for each 将 among them, in the order they act.
NiekhiAction = tuple[tuple[Card, ...] | None, tuple[niekhi.UaiChoice, ...]]
#: 小猫: the cards played, or ``None`` to decline (draw three).
NineAction = tuple[Card, ...] | None
#: 行戦: the cards played and whether they are laid face down (a discard while following).
MokkaikAction = tuple[tuple[Card, ...], bool]


# --- helpers shared by the games (seats, results, tables) ------------------------------------------------------------


def _names(players: int) -> list[str]:
    return [str(i) for i in range(players)]


def _count(players: int | None, usual: int, allowed: tuple[int, ...]) -> int:
    count = usual if players is None else players
    if count not in allowed:
        raise RulesError(f"the game is played by {allowed[0]} to {allowed[-1]} players, not {count}", "players")
    return count


def _seat(players: Sequence[str], name: str | None) -> int | None:
    return None if name is None else players.index(name)


def _result(players: Sequence[str], over: bool, winners: Iterable[str], totals: Mapping[str, int] | Mapping[
        str, Fraction]) -> Result:
    """The match's own end, winners (the highest totals) and running totals, by seat."""
    return Result(over, tuple(players.index(p) for p in winners) if over else (),
                  tuple(Fraction(totals[p]) for p in players))


def _cards(cards: Iterable[Card]) -> str:
    shown = " ".join(notation(cards))
    return shown or "-"


def _width(text: str) -> int:
    """The columns ``text`` takes in a terminal: two for a wide (CJK) character."""
    return sum(2 if east_asian_width(c) in ("W", "F") else 1 for c in text)


def _table(players: Sequence[str], columns: Sequence[str], rows: Mapping[str, Sequence[str]]) -> list[str]:
    """One line a seat: the seat, the player's name and the columns given for it, aligned under a header."""
    header = ["seat", "player", *columns]
    body = [[str(i), p, *rows[p]] for i, p in enumerate(players)]
    widths = [max(_width(line[k]) for line in (header, *body)) for k in range(len(header))]
    return ["  ".join(cell + " " * (widths[k] - _width(cell)) for k, cell in enumerate(line)).rstrip()
            for line in (header, *body)]


#: The most bytes a card takes in an action's JSON form ("黒馬", and the comma after it).
_CARD_BYTES = 9
#: The most bytes an action's JSON form takes besides its cards (its keys, a 将 choice each for 連友).
_ACTION_BYTES = 48


def _deck_scale(deck: DeckRules) -> float:
    """How many times the default deck's cards a deck has (at least 1): a state, and the work on it, grow with it."""
    return max(1.0, len(deck.cards()) / len(DEFAULT_DECK.cards()))


def _season_part(data: object, key: str) -> object:
    """``data["season"][key]`` of a whole game's JSON form (None if it has no such part)."""
    season = data.get("season") if isinstance(data, Mapping) else None
    return season.get(key) if isinstance(season, Mapping) else None


def _hand_to_play(data: object, deck: DeckRules) -> tuple[Card, ...] | None:
    """The hand of the player to play of a whole game's JSON form, read alone (None if it cannot be read, or no one
    is to play)."""
    player = data.get("to_play") if isinstance(data, Mapping) else None
    hands = _season_part(data, "hands")
    if not isinstance(player, str) or not isinstance(hands, Mapping):
        return None
    try:
        return parse_cards(hands.get(player, []), "hand", deck)
    except RulesError:
        return None


def _listing(actions: int, hand: Sequence[Card], extra: int = 0) -> tuple[int, int]:
    """A listing bound: ``actions`` actions, each of at most the whole ``hand`` and ``extra`` bytes more."""
    return actions, _ACTION_BYTES + extra + _CARD_BYTES * len(hand)


def _illegal(state: object, reason: str | None) -> str:
    return reason or f"not a legal play in {type(state).__name__}"


# --- 連友 (niekhi) ---------------------------------------------------------------------------------------------------


class NiekhiGame(Game[niekhi.NiekhiMatch, NiekhiAction]):
    """連友: a whole game of ``rules.seasons`` seasons (:func:`niekhi.new_match`, :func:`niekhi.apply_match`).

    The actions are every combo :func:`niekhi.legal_plays` lists, each with every multiset of the 将 choices
    :func:`niekhi.uai_choices` offers (one a 将 played; a discard card taken at most as often as the pile holds it;
    the takes first, as a removal acts at once), and the pass when :func:`niekhi.apply_match` allows it.
    """

    rules_class = niekhi.NiekhiRules

    name = "niekhi"
    usual_players = 4
    players = tuple(range(3, 13))

    def __init__(self, rules: niekhi.NiekhiRules = niekhi.DEFAULT_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> niekhi.NiekhiMatch:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return niekhi.new_match(_names(_count(players, 4, self.players)), seed, self.rules)

    def to_play(self, state: niekhi.NiekhiMatch) -> int | None:
        return _seat(state.players, state.to_play)

    def legal_actions(self, state: niekhi.NiekhiMatch) -> Sequence[NiekhiAction]:
        season, player = state.season, state.to_play
        if player is None:
            return []
        choices = niekhi.uai_choices(season)
        pile = Counter(season.discard)
        found: list[NiekhiAction] = []
        for cards in dict.fromkeys(c.cards for c in niekhi.legal_plays(season.hands[player], season.current,
                                                                        state.rules)):
            generals = sum(1 for c in cards if c.kind is Kind.UAI1)
            for picked in combinations_with_replacement(choices, generals):
                takes = Counter(c.take for c in picked if c.take is not None)
                if all(n <= pile[card] for card, n in takes.items()):
                    ordered = (*(c for c in picked if c.take is not None), *(c for c in picked if c.take is None))
                    found.append((cards, tuple(ordered)))
        if niekhi.apply_match(state, player, None).step.legal:
            found.append((None, ()))
        return found

    def apply(self, state: niekhi.NiekhiMatch, action: NiekhiAction) -> Verdict[niekhi.NiekhiMatch]:
        cards, uai = action
        try:
            step = niekhi.apply_match(state, state.to_play or state.players[0], cards, uai)
        except RulesError as err:
            return Verdict(False, err.message, state)
        if not step.step.legal:
            return Verdict(False, _illegal(state, step.step.reason), state)
        return Verdict(True, None, step.state)

    def result(self, state: niekhi.NiekhiMatch) -> Result:
        return _result(state.players, state.over, state.winners, state.totals)

    def scale(self) -> float:
        return _deck_scale(self.rules.deck)

    def listing_bound(self, data: object) -> tuple[int, int] | None:
        """Every combo of the hand to play (:func:`group_bound`), each once for every multiset of 将 choices its 将
        may take (one a strength, or a card of the discard pile), and the pass."""
        hand = _hand_to_play(data, self.rules.deck)
        pile = _season_part(data, "discard")
        if hand is None or not isinstance(pile, list):
            return None
        try:
            discard = set(parse_cards(pile, "discard", self.rules.deck))
        except RulesError:
            return None
        choices = len({kind.strength for kind in Kind}) + len(discard)
        generals = sum(1 for c in hand if c.kind is Kind.UAI1)
        return _listing(group_bound(hand, self.rules.combos, niekhi.COMBO_TYPES, choices) + 1, hand,
                        generals * 24)


    def state_from_json(self, data: object) -> niekhi.NiekhiMatch:
        return niekhi.NiekhiMatch.from_json(self._unstating_rules(data), self.rules)

    def action_to_json(self, action: NiekhiAction) -> dict[str, Any]:
        """``{"cards": the cards played, or null to pass; "uai": one choice for each 将 played}``."""
        cards, uai = action
        return {"cards": None if cards is None else notation(cards), "uai": [c.to_json() for c in uai]}

    def action_from_json(self, state: niekhi.NiekhiMatch, data: object) -> NiekhiAction:
        read = read_object(data, "action", ("cards", "uai"))
        if "cards" not in read:
            raise RulesError("give the cards played (null to pass)", "action.cards")
        raw = read["cards"]
        cards = None if raw is None else parse_cards(raw, "action.cards", self.rules.deck)
        choices = read.get("uai", [])
        if not isinstance(choices, list):
            raise RulesError("must be an array of 将 choices", "action.uai")
        return cards, tuple(niekhi.UaiChoice.from_json(c, f"action.uai[{i}]") for i, c in enumerate(choices))

    def describe(self, state: niekhi.NiekhiMatch) -> str:
        season = state.season
        current = "-" if season.current is None else f"{_cards(season.current.cards)} by {season.current_player}"
        rows = {p: [str(len(season.hands[p])), _cards(season.hands[p]),
                    "finished" if p in season.finished else "out" if p in season.out else "",
                    str(state.totals[p])] for p in state.players}
        return "\n".join([
            f"連友 season {state.season_number} of {state.rules.seasons}, dealer {state.dealer}, to play: "
            f"{season.to_play or '-'}{' (over)' if state.over else ''}",
            f"to beat: {current} (passes {season.passes})",
            f"discard pile: {_cards(season.discard)}",
            *_table(state.players, ["cards", "hand", "place", "total"], rows),
        ])


# --- 小猫 (nine) -----------------------------------------------------------------------------------------------------


class NineGame(Game[nine.NineMatch, NineAction]):
    """小猫: a whole game of ``rules.seasons`` seasons (:func:`nine.new_match`, :func:`nine.apply_match`).

    The actions are the cards of every combo :func:`nine.legal_plays` lists on the table's last combo, and the
    decline (``None``) when :func:`nine.apply_match` allows it.
    """

    rules_class = nine.NineRules

    name = "nine"
    usual_players = 3
    players: tuple[int, ...] = (2, 3, 4)

    def __init__(self, rules: nine.NineRules = nine.DEFAULT_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> nine.NineMatch:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return nine.new_match(_names(_count(players, 3, self.players)), seed, self.rules)

    def to_play(self, state: nine.NineMatch) -> int | None:
        return _seat(state.players, state.to_play)

    def legal_actions(self, state: nine.NineMatch) -> Sequence[NineAction]:
        season, player = state.season, state.to_play
        if player is None:
            return []
        current = season.table[-1] if season.table else None
        found: list[NineAction] = list(dict.fromkeys(c.cards for c in nine.legal_plays(season.hands[player], current)))
        if nine.apply_match(state, player, None).step.legal:
            found.append(None)
        return found

    def apply(self, state: nine.NineMatch, action: NineAction) -> Verdict[nine.NineMatch]:
        try:
            step = nine.apply_match(state, state.to_play or state.players[0], action)
        except RulesError as err:
            return Verdict(False, err.message, state)
        if not step.step.legal:
            return Verdict(False, _illegal(state, step.step.reason), state)
        return Verdict(True, None, step.state)

    def result(self, state: nine.NineMatch) -> Result:
        return _result(state.players, state.over, state.winners, state.totals)

    def scale(self) -> float:
        return _deck_scale(self.rules.deck)

    def listing_bound(self, data: object) -> tuple[int, int] | None:
        """Every single of the hand to play, every set of a level's cards and the wilds (:func:`nine.legal_plays`),
        and the decline."""
        hand = _hand_to_play(data, self.rules.deck)
        if hand is None:
            return None
        held = Counter(hand)
        wilds = {c: n for c, n in held.items() if c.kind is Kind.MUN1}
        sets = sum(sum(sub_multiset_counts({**{c: n for c, n in held.items()
                                                 if nine.strength(c.kind) == level and c.kind is not Kind.MUN1},
                                              **wilds}, len(hand))[2:])
                   for level in {nine.strength(c.kind) for c in hand})
        return _listing(len(held) + sets + 1, hand)


    def state_from_json(self, data: object) -> nine.NineMatch:
        return nine.NineMatch.from_json(self._unstating_rules(data), self.rules)

    def action_to_json(self, action: NineAction) -> dict[str, Any]:
        """``{"cards": the cards played, or null to decline (draw three)}``."""
        return {"cards": None if action is None else notation(action)}

    def action_from_json(self, state: nine.NineMatch, data: object) -> NineAction:
        read = read_object(data, "action", ("cards",))
        if "cards" not in read:
            raise RulesError("give the cards played (null to decline)", "action.cards")
        return None if read["cards"] is None else parse_cards(read["cards"], "action.cards", self.rules.deck)

    def describe(self, state: nine.NineMatch) -> str:
        season = state.season
        table = " / ".join(_cards(c.cards) for c in season.table) or "-"
        rows = {p: [str(len(season.hands[p])), _cards(season.hands[p]),
                    "declined" if p in season.declined else "in" if p in season.taken_part else "",
                    str(season.scores.get(p, 0)), str(state.totals[p])] for p in state.players}
        return "\n".join([
            f"小猫 season {state.season_number} of {state.rules.seasons}, dealer {state.dealer}, to play: "
            f"{season.to_play or '-'}{' (over)' if state.over else ''}",
            f"table: {table}",
            f"stock: {len(season.stock)} cards",
            *_table(state.players, ["cards", "hand", "round", "season", "total"], rows),
        ])


# --- 値木 (makhup) ---------------------------------------------------------------------------------------------------


class MakhupGame(Game[makhup.MakhupMatch, makhup.Play]):
    """値木: a whole game of ``rules.seasons`` seasons (:func:`makhup.new_match`, :func:`makhup.apply_match`).

    The actions are the package's :class:`makhup.Play`: every play :func:`makhup.legal_plays` lists, and the draw
    and the pass when :func:`makhup.apply_match` allows them (a draw takes the stock's top card, known in the state).
    """

    rules_class = makhup.MakhupRules

    name = "makhup"
    usual_players = 3
    players: tuple[int, ...] = (2, 3, 4, 5, 6)

    def __init__(self, rules: makhup.MakhupRules = makhup.DEFAULT_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> makhup.MakhupMatch:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return makhup.new_match(_names(_count(players, 3, self.players)), seed, self.rules)

    def to_play(self, state: makhup.MakhupMatch) -> int | None:
        return _seat(state.players, state.to_play)

    def legal_actions(self, state: makhup.MakhupMatch) -> Sequence[makhup.Play]:
        season, player = state.season, state.to_play
        if player is None:
            return []
        found = makhup.legal_plays(season.hands[player], season.roads)
        for kind in (makhup.Play("draw"), makhup.Play("pass")):
            if makhup.apply_match(state, player, kind).step.legal:
                found.append(kind)
        return found

    def apply(self, state: makhup.MakhupMatch, action: makhup.Play) -> Verdict[makhup.MakhupMatch]:
        try:
            step = makhup.apply_match(state, state.to_play or state.players[0], action)
        except RulesError as err:
            return Verdict(False, err.message, state)
        if not step.step.legal:
            return Verdict(False, _illegal(state, step.step.reason), state)
        return Verdict(True, None, step.state)

    def result(self, state: makhup.MakhupMatch) -> Result:
        return _result(state.players, state.over, state.winners, state.totals)

    def scale(self) -> float:
        return _deck_scale(self.rules.deck)

    def listing_bound(self, data: object) -> tuple[int, int] | None:
        """For every road, every sub-multiset of the hand's numbered cards (:func:`makhup.legal_plays` sums each),
        a merge for every two roads, an erase a card, the draw and the pass."""
        hand = _hand_to_play(data, self.rules.deck)
        roads = _season_part(data, "roads")
        if hand is None or not isinstance(roads, list):
            return None
        groups = sum(sub_multiset_counts(Counter(c for c in hand if c.kind.number is not None), len(hand)))
        return _listing(groups * (len(roads) + 1) + len(roads) ** 2 + len(hand) + 2, hand, 8 * len(roads))


    def state_from_json(self, data: object) -> makhup.MakhupMatch:
        return makhup.MakhupMatch.from_json(self._unstating_rules(data), self.rules)

    def action_from_json(self, state: makhup.MakhupMatch, data: object) -> makhup.Play:
        return makhup.Play.from_json(data)

    def describe(self, state: makhup.MakhupMatch) -> str:
        season = state.season
        roads = "  ".join(f"[{i}] {c.notation}" for i, c in enumerate(season.roads)) or "-"
        rows = {p: [str(len(season.hands[p])), _cards(season.hands[p]), str(state.totals[p])] for p in state.players}
        return "\n".join([
            f"値木 season {state.season_number} of {state.rules.seasons}, dealer {season.dealer}, to play: "
            f"{season.to_play or '-'}{' (over)' if state.over else ''}",
            f"roads: {roads}",
            f"stock: {len(season.stock)} cards, passes in a row: {season.passes}",
            *_table(state.players, ["cards", "hand", "total"], rows),
        ])


# --- 行戦 (mokkaik) --------------------------------------------------------------------------------------------------


class MokkaikGame(Game[mokkaik.MokkaikMatch, MokkaikAction]):
    """行戦: a match of ``rules.seasons`` seasons (:func:`mokkaik.new_match`, :func:`mokkaik.apply_match`).

    The actions are the cards of every combo :func:`mokkaik.legal_plays` lists (face up), and, when following,
    every distinct set of the hand's cards of the size it gives laid face down.
    """

    rules_class = mokkaik.MokkaikRules

    name = "mokkaik"
    usual_players = 4
    players: tuple[int, ...] = (2, 3, 4, 5, 6)

    def __init__(self, rules: mokkaik.MokkaikRules = mokkaik.DEFAULT_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> mokkaik.MokkaikMatch:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return mokkaik.new_match(_names(_count(players, 4, self.players)), seed, self.rules)

    def to_play(self, state: mokkaik.MokkaikMatch) -> int | None:
        return _seat(state.players, state.to_play)

    def legal_actions(self, state: mokkaik.MokkaikMatch) -> Sequence[MokkaikAction]:
        player = state.to_play
        if player is None:
            return []
        hand = state.season.hands[player]
        listed = mokkaik.legal_plays(hand, state.season.trick, state.rules)
        found: list[MokkaikAction] = [(cards, False) for cards in dict.fromkeys(c.cards for c in listed.combos)]
        if listed.discard_size is not None:
            found += [(cards, True) for cards in sub_multisets(hand, (listed.discard_size,))]
        return found

    def apply(self, state: mokkaik.MokkaikMatch, action: MokkaikAction) -> Verdict[mokkaik.MokkaikMatch]:
        cards, face_down = action
        try:
            step = mokkaik.apply_match(state, state.to_play or state.players[0], cards, face_down)
        except RulesError as err:
            return Verdict(False, err.message, state)
        if not step.step.adjudication.legal:
            return Verdict(False, _illegal(state, step.step.adjudication.reason), state)
        return Verdict(True, None, step.state)

    def result(self, state: mokkaik.MokkaikMatch) -> Result:
        return _result(state.players, state.over, state.winners, state.totals)

    def scale(self) -> float:
        return _deck_scale(self.rules.deck)

    def listing_bound(self, data: object) -> tuple[int, int] | None:
        """Every combo of the hand to play (:func:`group_bound`) and, when following a lead of n cards, every
        n cards of it laid face down."""
        hand = _hand_to_play(data, self.rules.deck)
        trick = _season_part(data, "trick")
        if hand is None or not isinstance(trick, list):
            return None
        lead = trick[0].get("cards") if trick and isinstance(trick[0], Mapping) else None
        face_down = sub_multiset_counts(Counter(hand), len(hand))
        down = face_down[len(lead)] if isinstance(lead, list) and len(lead) < len(face_down) else 0
        return _listing(group_bound(hand, self.rules.combos, ALL_TYPES) + down, hand)


    def state_from_json(self, data: object) -> mokkaik.MokkaikMatch:
        return mokkaik.MokkaikMatch.from_json(self._unstating_rules(data), self.rules)

    def action_to_json(self, action: MokkaikAction) -> dict[str, Any]:
        """``{"cards": the cards played, "face_down": whether they are laid face down (a discard while following)}``."""
        cards, face_down = action
        return {"cards": notation(cards), "face_down": face_down}

    def action_from_json(self, state: mokkaik.MokkaikMatch, data: object) -> MokkaikAction:
        read = read_object(data, "action", ("cards", "face_down"))
        if "cards" not in read:
            raise RulesError("give the cards played", "action.cards")
        face_down = read.get("face_down", False)
        if not isinstance(face_down, bool):
            raise RulesError(f"must be true or false, got {face_down!r}", "action.face_down")
        return parse_cards(read["cards"], "action.cards", self.rules.deck), face_down

    def describe(self, state: mokkaik.MokkaikMatch) -> str:
        season = state.season
        trick = " / ".join(f"{t.player}: {'face down' if t.combo is None else _cards(t.cards)}"
                           for t in season.trick) or "-"
        rows = {p: [str(len(season.hands[p])), _cards(season.hands[p]), str(len(season.public[p])),
                    str(state.totals[p])] for p in state.players}
        return "\n".join([
            f"行戦 season {state.season_number} of {state.rules.seasons}, dealer {season.dealer} (bonus "
            f"{season.bonus}), to play: {state.to_play or '-'}{' (over)' if state.over else ''}",
            f"trick (led by {season.leader}): {trick}",
            *_table(state.players, ["cards", "hand", "won", "total"], rows),
        ])


# --- 終季 (taxot) ----------------------------------------------------------------------------------------------------


class TaxotGame(Game[taxot.TaxotMatch, taxot.TaxotAction]):
    """終季: a whole game of ``rules.seasons`` seasons (:func:`taxot.new_match`, :func:`taxot.apply_match`).

    The actions are the package's :class:`taxot.TaxotAction`, as :func:`taxot.match_actions` lists them. Each names
    its player: while a discard is pending, besides the draw of the seat :meth:`to_play` names, other seats may claim
    it (開 or a win) or decline to, and those actions are listed too.
    """

    rules_class = taxot.TaxotRules

    name = "taxot"
    usual_players = 4
    players: tuple[int, ...] = (2, 3, 4, 5, 6)

    def __init__(self, rules: taxot.TaxotRules = taxot.DEFAULT_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> taxot.TaxotMatch:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return taxot.new_match(_names(_count(players, 4, self.players)), seed, self.rules)

    def to_play(self, state: taxot.TaxotMatch) -> int | None:
        return _seat(state.players, state.to_play)

    def legal_actions(self, state: taxot.TaxotMatch) -> Sequence[taxot.TaxotAction]:
        return taxot.match_actions(state)

    def apply(self, state: taxot.TaxotMatch, action: taxot.TaxotAction) -> Verdict[taxot.TaxotMatch]:
        try:
            step = taxot.apply_match(state, action)
        except RulesError as err:
            return Verdict(False, err.message, state)
        if not step.step.legal:
            return Verdict(False, _illegal(state, step.step.reason), state)
        return Verdict(True, None, step.state)

    def result(self, state: taxot.TaxotMatch) -> Result:
        return _result(state.players, state.over, state.winners, state.totals)

    def scale(self) -> float:
        return _deck_scale(self.rules.deck)


    def state_from_json(self, data: object) -> taxot.TaxotMatch:
        return taxot.TaxotMatch.from_json(self._unstating_rules(data), self.rules)

    def describe(self, state: taxot.TaxotMatch) -> str:
        season = state.season
        pending = "-" if season.pending is None else f"{season.pending.notation} (discarded by {season.discarder})"
        rows = {p: [_cards(season.hands[p]), " | ".join(_cards(m) for m in season.exposed[p]) or "-",
                    str(state.totals[p])] for p in state.players}
        return "\n".join([
            f"終季 season {state.season_number} of {state.rules.seasons}, dealer {season.dealer} (bonus "
            f"{season.bonus}), phase {season.phase}, to play: {state.to_play or '-'}",
            f"pending discard: {pending}; stock: {len(season.stock)} cards",
            *_table(state.players, ["hand", "exposed", "total"], rows),
        ])


# --- 値戦 (makkaik) --------------------------------------------------------------------------------------------------


class MakkaikGame(Game[makkaik_game.MakkaikMatch, makkaik_game.MakkaikPlay]):
    """値戦: a whole game of ``rules.hands`` hands (:func:`makkaik_game.new_match`, :func:`makkaik_game.apply_match`).

    The actions are the package's :class:`makkaik_game.MakkaikPlay`, as :func:`makkaik_game.legal_match_plays`
    lists them (a draw takes the stock's top two cards, known in the state).
    """

    rules_class = makkaik.MakkaikRules

    name = "makkaik"
    usual_players = 4
    players: tuple[int, ...] = (2, 3, 4, 5, 6)

    def __init__(self, rules: makkaik.MakkaikRules = makkaik.DEFAULT_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> makkaik_game.MakkaikMatch:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return makkaik_game.new_match(_names(_count(players, 4, self.players)), seed, self.rules)

    def to_play(self, state: makkaik_game.MakkaikMatch) -> int | None:
        return _seat(state.players, state.to_play)

    def legal_actions(self, state: makkaik_game.MakkaikMatch) -> Sequence[makkaik_game.MakkaikPlay]:
        return makkaik_game.legal_match_plays(state)

    def apply(self, state: makkaik_game.MakkaikMatch,
              action: makkaik_game.MakkaikPlay) -> Verdict[makkaik_game.MakkaikMatch]:
        try:
            step = makkaik_game.apply_match(state, action)
        except RulesError as err:
            return Verdict(False, err.message, state)
        if not step.legal:
            return Verdict(False, _illegal(state, step.reason), state)
        return Verdict(True, None, step.state)

    def result(self, state: makkaik_game.MakkaikMatch) -> Result:
        return _result(state.players, state.over, state.winners, state.totals)


    def state_from_json(self, data: object) -> makkaik_game.MakkaikMatch:
        return makkaik_game.MakkaikMatch.from_json(self._unstating_rules(data), self.rules)

    def action_from_json(self, state: makkaik_game.MakkaikMatch, data: object) -> makkaik_game.MakkaikPlay:
        return makkaik_game.MakkaikPlay.from_json(data, state.players, "action")

    def describe(self, state: makkaik_game.MakkaikMatch) -> str:
        hand = state.hand
        betting = hand.betting
        base = "-" if betting is None or betting.base is None else str(betting.base)
        status = "exchanges" if betting is None else f"betting round {betting.round}, base {base}, pot {betting.pot}"
        rows = {p: [_cards(hand.hands[p]), "-" if betting is None else str(betting.paid[p]),
                    "" if betting is None or p in betting.active else "folded", str(state.totals[p])]
                for p in state.players}
        return "\n".join([
            f"値戦 hand {state.hand_number} of {state.rules.hands}, dealer {hand.dealer}, {status}, to play: "
            f"{state.to_play or '-'}{' (over)' if state.over else ''}",
            f"community: {_cards(hand.community)}; drawn: {_cards(hand.drawn)}; stock: {len(hand.stock)} cards",
            *_table(state.players, ["hand", "paid", "", "total"], rows),
        ])


# --- 開樽 (namtou) ---------------------------------------------------------------------------------------------------


class NamtouGame(Game[namtou_game.NamtouMatch, namtou_game.NamtouPlay]):
    """開樽: a whole game of ``rules.hands`` hands (:func:`namtou_game.new_match`, :func:`namtou_game.apply_match`).

    The actions are the package's :class:`namtou_game.NamtouPlay`: the 無行 (fold) and the 加行 (bet) that
    :func:`namtou_game.legal_match_plays` lists, and a 加行 of every other amount up to :func:`namtou_game.max_bet`
    (the package lists the least and allows every amount between).
    """

    rules_class = NamtouRules

    name = "namtou"
    usual_players = 4
    players: tuple[int, ...] = (2, 3, 4, 5, 6)

    def __init__(self, rules: NamtouRules = NAMTOU_RULES) -> None:
        self.rules = rules

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> namtou_game.NamtouMatch:
        if rules is not None:
            return self.under(rules).new(seed, players)
        return namtou_game.new_match(_names(_count(players, 4, self.players)), seed, rules=self.rules)

    def to_play(self, state: namtou_game.NamtouMatch) -> int | None:
        return _seat(state.players, state.to_play)

    def legal_actions(self, state: namtou_game.NamtouMatch) -> Sequence[namtou_game.NamtouPlay]:
        found = namtou_game.legal_match_plays(state)
        bets = [p for p in found if p.action == namtou_game.BET and p.amount is not None]
        for bet in bets:
            assert bet.amount is not None
            found += [namtou_game.NamtouPlay(namtou_game.BET, bet.player, amount)
                      for amount in range(bet.amount + 1, namtou_game.max_bet(state.hand) + 1)]
        return found

    def apply(self, state: namtou_game.NamtouMatch,
              action: namtou_game.NamtouPlay) -> Verdict[namtou_game.NamtouMatch]:
        try:
            step = namtou_game.apply_match(state, action)
        except RulesError as err:
            return Verdict(False, err.message, state)
        if not step.legal:
            return Verdict(False, _illegal(state, step.reason), state)
        return Verdict(True, None, step.state)

    def result(self, state: namtou_game.NamtouMatch) -> Result:
        return _result(state.players, state.over, state.winners, state.totals)

    def listing_bound(self, data: object) -> tuple[int, int] | None:
        """The 無行 and a 加行 of every amount up to the sticks left of the stake (at most the whole ``stake``)."""
        stake = data.get("stake") if isinstance(data, Mapping) else None
        if not isinstance(stake, int) or isinstance(stake, bool) or not 0 < stake <= namtou_game.MOST:
            return None
        return stake + 2, _ACTION_BYTES + 64 + len(str(stake))


    def state_from_json(self, data: object) -> namtou_game.NamtouMatch:
        return namtou_game.NamtouMatch.from_json(self._unstating_rules(data), self.rules)

    def action_from_json(self, state: namtou_game.NamtouMatch, data: object) -> namtou_game.NamtouPlay:
        return namtou_game.NamtouPlay.from_json(data, state.players, "action")

    def describe(self, state: namtou_game.NamtouMatch) -> str:
        hand = state.hand
        rows = {p: [_cards(hand.hands[p]), str(hand.paid[p]), "in" if p in hand.still_in else "out",
                    str(state.totals[p])] for p in state.players}
        return "\n".join([
            f"開樽 hand {state.hand_number} of {state.rules.hands}, cycle {hand.cycle} of {state.rules.cycles}, "
            f"dealer {hand.dealer}, pot {hand.pot}, to play: {state.to_play or '-'}"
            f"{' (over)' if state.over else ''}",
            f"least bet {namtou_game.min_bet(hand)}, stake {hand.stake}, fee {hand.fee}",
            *_table(state.players, ["hand", "paid", "", "total"], rows),
        ])


NIEKHI: Game[niekhi.NiekhiMatch, NiekhiAction] = NiekhiGame()
NINE: Game[nine.NineMatch, NineAction] = NineGame()
MAKHUP: Game[makhup.MakhupMatch, makhup.Play] = MakhupGame()
MOKKAIK: Game[mokkaik.MokkaikMatch, MokkaikAction] = MokkaikGame()
TAXOT: Game[taxot.TaxotMatch, taxot.TaxotAction] = TaxotGame()
MAKKAIK: Game[makkaik_game.MakkaikMatch, makkaik_game.MakkaikPlay] = MakkaikGame()
NAMTOU: Game[namtou_game.NamtouMatch, namtou_game.NamtouPlay] = NamtouGame()
