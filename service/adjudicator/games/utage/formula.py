"""Lord's score formulas of 宴-Utage- (spec other-games §6): a small safe parser and exact evaluation.

Grammar (whitespace is ignored, text is NFKC-normalised first so full-width characters work)::

    expr   := term (('+' | '-') term)*
    term   := factor (('×' | '*' | '÷' | '/') factor)*
    factor := integer | SLOT i | SLOT(i) | MAX | MIN | COUNT | '(' expr ')'

``MAX``/``MIN``/``COUNT`` may also be written 最大/最小/個数. Division floors; division by zero gives 0
(a formula such as ``SLOT1 ÷ COUNT`` must score even when the lord's cup is empty). The parser is a plain
recursive-descent reader over tokens: nothing is ever evaluated as Python code.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal, TypeAlias

from ..jsonform import NOT_WRITTEN, json_form
from .errors import FormulaError

MAX_FORMULA_LENGTH: Final = 400
MAX_DEPTH: Final = 40
MAX_LITERAL: Final = 10_000
MAX_SLOTS: Final = 12

Mark: TypeAlias = Literal["max", "min"]
_OPERATORS: Final = {"+": "+", "-": "-", "−": "-", "×": "*", "*": "*", "÷": "/", "/": "/"}
_WORDS: Final = {"MAX": "max", "最大": "max", "MIN": "min", "最小": "min", "COUNT": "count", "個数": "count"}


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # "num", "slot", "max", "min", "count", "op", "(", ")", "end"
    value: str
    column: int


def _tokenize(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    i = 0
    while i < len(text):
        ch = text[i]
        column = i + 1
        if ch.isspace():
            i += 1
        elif "0" <= ch <= "9":
            j = i
            while j < len(text) and "0" <= text[j] <= "9":
                j += 1
            tokens.append(_Token("num", text[i:j], column))
            i = j
        elif ch in _OPERATORS:
            tokens.append(_Token("op", _OPERATORS[ch], column))
            i += 1
        elif ch in "()":
            tokens.append(_Token(ch, ch, column))
            i += 1
        else:
            word = next((w for w in (*_WORDS, "SLOT") if text[i:i + len(w)].upper() == w), None)
            if word is None:
                raise FormulaError(f"column {column}: unexpected character {ch!r}", "formula")
            tokens.append(_Token("slot" if word == "SLOT" else _WORDS[word], word, column))
            i += len(word)
    tokens.append(_Token("end", "", len(text) + 1))
    return tokens


@dataclass(frozen=True, slots=True)
class Num:
    """An integer literal."""

    value: int


@dataclass(frozen=True, slots=True)
class Slot:
    """A die slot of the card (1-based); players put dice there."""

    index: int


@dataclass(frozen=True, slots=True)
class DieMark:
    """A 最大 or 最小 mark, filled from the lord's cup; ``order`` is its left-to-right position among the marks."""

    kind: Mark
    order: int


@dataclass(frozen=True, slots=True)
class Count:
    """The 個数 mark: the number of dice left in the lord's cup once every mark is filled."""


@dataclass(frozen=True, slots=True)
class BinOp:
    """A binary operation: ``+``, ``-``, ``*`` or floor ``/``."""

    op: str
    left: Node
    right: Node


Node: TypeAlias = Num | Slot | DieMark | Count | BinOp


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = _tokenize(text)
        self.pos = 0
        self.marks: list[Mark] = []

    def peek(self) -> _Token:
        return self.tokens[self.pos]

    def take(self) -> _Token:
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def expr(self, depth: int) -> Node:
        node = self.term(depth)
        while self.peek().kind == "op" and self.peek().value in "+-":
            op = self.take().value
            node = BinOp(op, node, self.term(depth))
        return node

    def term(self, depth: int) -> Node:
        node = self.factor(depth)
        while self.peek().kind == "op" and self.peek().value in "*/":
            op = self.take().value
            node = BinOp(op, node, self.factor(depth))
        return node

    def factor(self, depth: int) -> Node:
        token = self.take()
        if token.kind == "num":
            return Num(self.literal(token))
        if token.kind == "slot":
            return Slot(self.slot_index(token))
        if token.kind in ("max", "min"):
            kind: Mark = "max" if token.kind == "max" else "min"
            self.marks.append(kind)
            return DieMark(kind, len(self.marks) - 1)
        if token.kind == "count":
            return Count()
        if token.kind == "(":
            if depth >= MAX_DEPTH:
                raise FormulaError(f"column {token.column}: parentheses nested deeper than {MAX_DEPTH}", "formula")
            node = self.expr(depth + 1)
            closing = self.take()
            if closing.kind != ")":
                raise FormulaError(f"column {closing.column}: expected ')' {self.found(closing)}", "formula")
            return node
        raise FormulaError(f"column {token.column}: expected a number, SLOT, MAX, MIN, COUNT or '(' "
                           f"{self.found(token)}", "formula")

    @staticmethod
    def found(token: _Token) -> str:
        return "but the formula ended" if token.kind == "end" else f"but found {token.value!r}"

    @staticmethod
    def literal(token: _Token) -> int:
        if len(token.value) > len(str(MAX_LITERAL)) or int(token.value) > MAX_LITERAL:
            raise FormulaError(f"column {token.column}: the number {token.value} exceeds {MAX_LITERAL}", "formula")
        return int(token.value)

    def slot_index(self, slot: _Token) -> int:
        bracketed = self.peek().kind == "("
        if bracketed:
            self.take()
        token = self.take()
        if token.kind != "num":
            raise FormulaError(f"column {token.column}: SLOT needs a slot number {self.found(token)}", "formula")
        index = int(token.value) if len(token.value) <= 3 else MAX_SLOTS + 1
        if not 1 <= index <= MAX_SLOTS:
            raise FormulaError(f"column {token.column}: slot number must be 1..{MAX_SLOTS}, got {token.value}",
                               "formula")
        if bracketed:
            closing = self.take()
            if closing.kind != ")":
                raise FormulaError(f"column {closing.column}: expected ')' after the slot number "
                                   f"{self.found(closing)}", "formula")
        return index


@dataclass(frozen=True, slots=True)
class Formula:
    """A parsed lord's score formula."""

    text: str
    root: Node = field(metadata=NOT_WRITTEN)  # its text says it
    marks: tuple[Mark, ...]
    slot_count: int

    @classmethod
    def parse(cls, text: object) -> Formula:
        """Parse a formula; raise :class:`FormulaError` naming the column of the first problem."""
        if not isinstance(text, str):
            raise FormulaError(f"expected a string, got {type(text).__name__}", "formula")
        normal = unicodedata.normalize("NFKC", text)
        if max(len(text), len(normal)) > MAX_FORMULA_LENGTH:
            raise FormulaError(f"longer than {MAX_FORMULA_LENGTH} characters", "formula")
        parser = _Parser(normal)
        root = parser.expr(0)
        rest = parser.peek()
        if rest.kind != "end":
            raise FormulaError(f"column {rest.column}: unexpected {rest.value!r} after a complete formula", "formula")
        return cls(text, root, tuple(parser.marks), _max_slot(root))

    def to_json(self) -> dict[str, Any]:
        """Return ``{"text", "marks", "slot_count"}`` (the marks in the order they are filled): :func:`json_form`."""
        return json_form(self)

    def evaluate(self, slots: Sequence[int | None], marks: Sequence[int | None], count: int, empty_value: int) -> int:
        """Evaluate with the dice on the slots and on the marks (``None`` = no die, worth ``empty_value``)."""
        return _evaluate(self.root, slots, marks, count, empty_value)


def _max_slot(node: Node) -> int:
    if isinstance(node, Slot):
        return node.index
    if isinstance(node, BinOp):
        return max(_max_slot(node.left), _max_slot(node.right))
    return 0


def _evaluate(node: Node, slots: Sequence[int | None], marks: Sequence[int | None], count: int, empty: int) -> int:
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Slot):
        die = slots[node.index - 1]
        return empty if die is None else die
    if isinstance(node, DieMark):
        die = marks[node.order]
        return empty if die is None else die
    if isinstance(node, Count):
        return count
    left = _evaluate(node.left, slots, marks, count, empty)
    right = _evaluate(node.right, slots, marks, count, empty)
    if node.op == "+":
        return left + right
    if node.op == "-":
        return left - right
    if node.op == "*":
        return left * right
    return 0 if right == 0 else left // right
