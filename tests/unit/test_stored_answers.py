"""Answers as the cache stores them (gzip with their coding and plain length) and the codings a client takes."""

from __future__ import annotations

import gzip

import pytest

from adjudicator.web.http_cache import prefers_coding
from adjudicator.web.stored import CACHE_FORMAT, COMPRESS_MIN_SIZE, KEY_PREFIX, pack_answer, unpack_answer


def test_a_large_answer_is_stored_gzipped_with_its_plain_length() -> None:
    body = b'{"moves":[' + b",".join(b'{"notation":"LAU%d"}' % n for n in range(200)) + b"]}"
    stored = pack_answer(body)
    answer = unpack_answer(stored)
    assert answer is not None and answer.coding == "gzip" and answer.length == len(body)
    assert len(stored) < len(body) / 4 and gzip.decompress(answer.data) == body == answer.plain()
    assert pack_answer(body) == stored  # no timestamp in it: every worker stores the same bytes


def test_a_tiny_answer_is_stored_as_it_is() -> None:
    body = b'{"sticks":3}'
    assert len(body) < COMPRESS_MIN_SIZE
    answer = unpack_answer(pack_answer(body))
    assert answer is not None and (answer.coding, answer.length, answer.data) == ("identity", len(body), body)


@pytest.mark.parametrize("value", [b"", b"g\0\0", b'{"answer":1}', b"adj:6:request:abc", b"i\0\0\0\x09short"])
def test_bytes_that_are_not_a_stored_answer_are_not_read_as_one(value: bytes) -> None:
    """A pointer, a value of the format before this one (plain JSON) or a truncated one is not an answer."""
    assert unpack_answer(value) is None


def test_a_stored_answer_that_does_not_decompress_to_its_length_is_refused() -> None:
    stored = bytearray(pack_answer(b"[" + b"1," * 400 + b"1]"))
    stored[4] ^= 1  # the plain length, off by one
    answer = unpack_answer(bytes(stored))
    assert answer is not None
    with pytest.raises(ValueError, match="decompressed to"):
        answer.plain()


def test_keys_name_the_storage_format() -> None:
    assert KEY_PREFIX.startswith("adj:") and KEY_PREFIX.endswith(f":{CACHE_FORMAT}:")


@pytest.mark.parametrize(("header", "served"), [
    (None, False), ("", False), ("identity", False),
    ("gzip", True), ("GZIP", True), ("x-gzip", True), ("gzip, deflate, br, zstd", True), ("*", True),
    ("br;q=0.5, gzip", True), ("gzip;q=0.8, br;q=0.8", True), ("gzip; q=0.2, deflate", True),
    ("gzip;q=0", False), ("gzip; Q=0.0", False), ("*;q=0", False), ("*, gzip;q=0", False), ("br, *;q=0", False),
    ("gzip;q=0.5, br", False),  # prefers br: the compression layer gives it br
    ("br", False), ("deflate", False), ("gzip;q=x", True),  # a malformed weight counts as 1
])
def test_which_clients_take_the_stored_gzip(header: str | None, served: bool) -> None:
    assert prefers_coding(header, "gzip") is served
