"""Just enough PNG decoding (8-bit RGB/RGBA, non-interlaced, as Chromium writes) to read pixels of a screenshot."""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass

SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {2: 3, 6: 4}  # colour type -> samples per pixel


@dataclass(frozen=True)
class Image:
    """Decoded pixels, row by row, ``channels`` bytes per pixel."""

    width: int
    height: int
    channels: int
    rows: list[bytes]

    def rgb(self, x: int, y: int) -> tuple[int, int, int]:
        """The red, green and blue of pixel ``(x, y)``."""
        start = x * self.channels
        r, g, b = self.rows[y][start : start + 3]
        return r, g, b


def decode(data: bytes) -> Image:
    """Decode a PNG; raise ``ValueError`` for what this reader does not handle."""
    if not data.startswith(SIGNATURE):
        raise ValueError("not a PNG")
    pos, idat, header = len(SIGNATURE), b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        chunk = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
    if header is None:
        raise ValueError("no IHDR chunk")
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in _CHANNELS or interlace:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour_type}, interlace {interlace}")
    channels = _CHANNELS[colour_type]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows: list[bytes] = []
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(bytes(line))
        previous = line
    return Image(width, height, channels, rows)
