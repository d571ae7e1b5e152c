"""The leaves of a JSON value, for the tests that replace each in turn by a hostile value (huge numbers, broken
strings): every integer and string, by its path of keys and indices."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def leaves(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Each integer or string leaf of ``value`` (booleans are not integers here) with its path."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from leaves(item, (*path, index))
    elif isinstance(value, int | str) and not isinstance(value, bool):
        yield path, value
