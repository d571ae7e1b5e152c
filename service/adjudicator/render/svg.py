"""A minimal, deterministic SVG writer shared by the game renderers."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final
from xml.sax.saxutils import escape, quoteattr

#: Attribute values: text, or numbers written with at most two decimals.
AttrValue = str | int | float

SVG_NS: Final = "http://www.w3.org/2000/svg"
#: The family name of the font subset the service ships (every character a Cetkaik picture or the explorer can
#: write; see ``adjudicator.web.fonts``), so that a machine without a CJK font still shows the pieces.
WEB_FONT: Final = "Adjudicator Cetkaik"
#: Where the service serves that subset (WOFF2), from the root of the server.
WEB_FONT_URL: Final = "/explorer/static/fonts/cetkaik-glyphs.woff2"
#: The shipped subset first (the same glyphs everywhere), then serif faces that carry CJK characters, then the
#: generic family.
CJK_SERIF: Final = (f"'{WEB_FONT}', 'Noto Serif CJK JP', 'Source Han Serif JP', 'IPAMincho', 'Hiragino Mincho ProN', "
                    "'Yu Mincho', serif")
#: Sans-serif faces for labels and numbers; the shipped subset before the generic family, for the CJK words (hand
#: names, declarations) a line of text may hold.
SANS: Final = f"'DejaVu Sans', 'Helvetica Neue', Arial, '{WEB_FONT}', sans-serif"


def font_face() -> str:
    """A ``<style>`` element declaring the shipped font subset (put it in the picture's ``<defs>``)."""
    return (f"<style>@font-face{{font-family:'{WEB_FONT}';src:url({WEB_FONT_URL}) format('woff2');"
            "font-display:block}</style>")


def number(value: float) -> str:
    """Write a coordinate compactly and deterministically (``12``, ``12.5``, ``12.25``)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def attrs(values: Mapping[str, AttrValue | None]) -> str:
    """Write attributes in the given order, skipping ``None`` values."""
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        text = number(value) if isinstance(value, int | float) and not isinstance(value, bool) else str(value)
        parts.append(f" {key}={quoteattr(text)}")
    return "".join(parts)


def element(tag: str, values: Mapping[str, AttrValue | None], text: str | None = None) -> str:
    """Write one element; ``text`` (escaped) becomes its content, otherwise it is self-closing."""
    if text is None:
        return f"<{tag}{attrs(values)}/>"
    return f"<{tag}{attrs(values)}>{escape(text)}</{tag}>"


def group(values: Mapping[str, AttrValue | None], children: Iterable[str]) -> str:
    """Write a ``<g>`` around already written children."""
    return f"<g{attrs(values)}>{''.join(children)}</g>"


def document(width: float, height: float, title: str, desc: str, body: Iterable[str], *, css_class: str) -> str:
    """Write a complete, scalable SVG document with an accessible name (``<title>``) and description."""
    root: dict[str, AttrValue | None] = {
        "xmlns": SVG_NS,
        "viewBox": f"0 0 {number(width)} {number(height)}",
        "width": width,
        "height": height,
        "role": "img",
        "class": css_class,
        "aria-labelledby": "adj-svg-title adj-svg-desc",
    }
    head = f"<svg{attrs(root)}>"
    return "".join(
        [
            head,
            element("title", {"id": "adj-svg-title"}, title),
            element("desc", {"id": "adj-svg-desc"}, desc),
            *body,
            "</svg>\n",
        ]
    )
