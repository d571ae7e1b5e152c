"""Answers as the answer cache stores them: once, compressed, with their coding and their plain length.

:func:`pack_answer` gives the bytes stored for an answer (gzip, or the answer as it is when it is short),
:func:`unpack_answer` reads them back, and :func:`answer_response` serves them: the stored bytes as they are to a
client that takes their coding, decompressed once to one that does not. Every key of the cache starts with
:data:`KEY_PREFIX`, which names the engine version and this way of storing answers (:data:`CACHE_FORMAT`).
"""

from __future__ import annotations

import gzip
from dataclasses import dataclass

from flask import Response, request

from adjudicator import ENGINE_VERSION
from adjudicator.web.http_cache import prefers_coding

#: How answers are stored (:func:`pack_answer`), part of every key: change it whenever that changes.
CACHE_FORMAT = "z1"
#: The start of every key of this release (the engine version and the storage format).
KEY_PREFIX = f"adj:{ENGINE_VERSION}:{CACHE_FORMAT}:"
#: Answers shorter than this are stored (and served) as they are: compressing them gains a few bytes at most.
COMPRESS_MIN_SIZE = 500
#: The coding answers are stored in, and its level. Every answer computed is compressed once, on the way to the
#: cache: level 1 compresses a mid-game legal-move list (119 kB of JSON) to 5.7 kB in 0.21 ms of a core, level 6 (gzip's
#: default) to 4.4 kB in 0.60 ms, nearly twice what computing and writing the list costs. The bytes are the same
#: format whatever the level (the cache's format, CACHE_FORMAT, does not change with it).
STORED_CODING = "gzip"
GZIP_LEVEL = 1
_CODING_TAGS = {b"g": STORED_CODING, b"i": "identity"}
_TAG_OF = {coding: tag for tag, coding in _CODING_TAGS.items()}
_HEADER = 5  # the coding's tag (one byte) and the uncompressed length (four bytes, big-endian)


@dataclass(frozen=True, slots=True)
class StoredAnswer:
    """An answer as the cache holds it: ``data`` in ``coding`` (``gzip`` or ``identity``), ``length`` bytes plain."""

    coding: str
    length: int
    data: bytes

    def plain(self) -> bytes:
        """The answer's bytes, decompressed if they are stored compressed."""
        if self.coding == "identity":
            return self.data
        body = gzip.decompress(self.data)
        if len(body) != self.length:
            raise ValueError(f"a stored answer decompressed to {len(body)} bytes, not the {self.length} it names")
        return body


def pack_answer(body: bytes) -> bytes:
    """The bytes the cache stores for an answer: its coding's tag, its plain length, then the answer gzipped (or as
    it is, under :data:`COMPRESS_MIN_SIZE` bytes). ``mtime=0``: the same answer packs to the same bytes in every
    worker, as the strong ETag of its gzip form requires."""
    if len(body) < COMPRESS_MIN_SIZE:
        return _TAG_OF["identity"] + len(body).to_bytes(4, "big") + body
    data = gzip.compress(body, compresslevel=GZIP_LEVEL, mtime=0)
    return _TAG_OF[STORED_CODING] + len(body).to_bytes(4, "big") + data


def unpack_answer(value: bytes) -> StoredAnswer | None:
    """The answer ``value`` (from :func:`pack_answer`) holds, or None if it is not one."""
    coding = _CODING_TAGS.get(value[:1])
    if coding is None or len(value) < _HEADER:
        return None
    length, data = int.from_bytes(value[1:_HEADER], "big"), value[_HEADER:]
    if coding == "identity" and length != len(data):
        return None
    return StoredAnswer(coding, length, data)


def plain_answer(body: bytes) -> StoredAnswer:
    """An answer that is not stored, as it is."""
    return StoredAnswer("identity", len(body), body)


def answer_body(answer: StoredAnswer, cache_status: str,
                accept_encoding: str | None) -> tuple[bytes, list[tuple[str, str]]]:
    """The body of a 200 answering ``answer`` and its own headers (``X-Cache``, and ``Content-Encoding`` when the
    stored bytes are sent as they are): see :func:`answer_response`. ``accept_encoding`` None: decompressed."""
    headers = [("X-Cache", cache_status)]
    if answer.coding == "identity":
        return answer.data, headers
    if accept_encoding is not None and prefers_coding(accept_encoding, answer.coding):
        headers.append(("Content-Encoding", answer.coding))
        return answer.data, headers
    return answer.plain(), headers


def answer_response(answer: StoredAnswer, cache_status: str, mimetype: str, *, plain: bool = False) -> Response:
    """A 200 answering ``answer``: its stored bytes as they are (``Content-Encoding`` set) to a client whose
    ``Accept-Encoding`` takes their coding at least as gladly as any other the service offers, else decompressed
    (once; the compression layer may then compress it in the coding the client prefers). ``plain``: decompressed
    whatever the client takes (an answer read by the service itself, as in a batch)."""
    body, headers = answer_body(answer, cache_status, None if plain else request.headers.get("Accept-Encoding", ""))
    response = Response(body, status=200, headers=headers, mimetype=mimetype)
    if not plain:
        response.vary.add("Accept-Encoding")
    return response
