"""marshmallow fields with exactly the JSON Schema semantics the OpenAPI document promises."""

from __future__ import annotations

from typing import Any

import marshmallow as ma


class Integer(ma.fields.Integer):
    """A JSON integer: an int, or a number with no fractional part (``3.0``); never a bool, string or ``2.5``."""

    def _validated(self, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid", input=value)
        if isinstance(value, float):
            if not value.is_integer():
                raise self.make_error("invalid", input=value)
            value = int(value)
        return int(value)


class Number(ma.fields.Float):
    """A JSON number (int or float, not a bool or string)."""

    def _validated(self, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid", input=value)
        return super()._validated(value)  # type: ignore[no-any-return]


class Boolean(ma.fields.Boolean):
    """A JSON boolean: ``true`` or ``false`` only (not 0, 1 or strings)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value
