"""HTTP caching of deterministic GET answers: strong ETag from the cache key, Cache-Control, If-None-Match -> 304."""

from __future__ import annotations

import gzip
import json
from typing import Any
from urllib.parse import quote

import brotli  # type: ignore[import-untyped]
import pytest

from adjudicator.web import create_app
from adjudicator.web.http_cache import entity_tag, parse_max_age
from adjudicator.web.settings import Settings
from adjudicator.web.stored import unpack_answer


def _moves_url(client: Any) -> str:
    text = client.get("/v1/cetkaik/positions/initial").get_json()["position_text"]
    return "/v1/cetkaik/moves?position_text=" + quote(text, safe="")


def test_etag_then_304_round_trip(client: Any) -> None:
    url = _moves_url(client)
    first = client.get(url)
    assert first.status_code == 200 and first.headers["X-Cache"] == "miss"
    etag = first.headers["ETag"]
    assert etag.startswith('"') and not etag.startswith("W/")  # strong
    assert first.headers["Cache-Control"] == "public, max-age=3600"
    again = client.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b""
    assert again.headers["ETag"] == etag and again.headers["Cache-Control"] == "public, max-age=3600"
    assert client.get(url, headers={"If-None-Match": '"something-else"'}).status_code == 200
    assert client.get(url, headers={"If-None-Match": f'"x", {etag}'}).status_code == 304
    assert client.get(url, headers={"If-None-Match": "*"}).status_code == 304


@pytest.mark.parametrize("cache_size", [0, 16])
def test_get_and_head_are_validated_with_or_without_the_answer_cache(cache_size: int) -> None:
    """The ETag names the answer, not its place in a cache: with the answer cache off, GET and HEAD still carry it."""
    client = create_app(Settings(redis_url=None, cache_size=cache_size)).test_client()
    url = _moves_url(client)
    for method in (client.get, client.head):
        first = method(url)
        assert first.status_code == 200 and first.headers["Cache-Control"] == "public, max-age=3600"
        assert method(url, headers={"If-None-Match": first.headers["ETag"]}).status_code == 304


def test_the_etag_is_the_cache_key_s(client: Any) -> None:
    """Equivalent requests share the ETag (the canonical request), different answers do not."""
    url = _moves_url(client)
    etag = client.get(url).headers["ETag"]
    assert client.get(url + "&ruleset=cerke_online_alpha").headers["ETag"] == etag  # the default, made explicit
    assert client.get(url + "&src=LAU").headers["ETag"] != etag
    assert client.get("/v1/sticks/distribution?sticks=5").headers["ETag"] == \
        client.get("/v1/sticks/distribution").headers["ETag"]
    assert client.get("/v1/sticks/distribution?sticks=4").headers["ETag"] != \
        client.get("/v1/sticks/distribution").headers["ETag"]


def test_an_etag_survives_a_fresh_worker(client: Any) -> None:
    """Another process (an empty cache) gives the same ETag for the same request: it is derived, not stored."""
    url = _moves_url(client)
    etag = client.get(url).headers["ETag"]
    other = create_app(Settings()).test_client()
    answer = other.get(url, headers={"If-None-Match": etag})
    assert answer.status_code == 304


def test_compressed_answers_have_their_own_strong_etag(client: Any) -> None:
    url = _moves_url(client)
    plain = client.get(url).headers["ETag"]
    zipped = client.get(url, headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["Content-Encoding"] == "gzip" and zipped.headers["ETag"] == plain[:-1] + ':gzip"'
    assert gzip.decompress(zipped.data) == client.get(url).data
    revalidated = client.get(url, headers={"Accept-Encoding": "gzip", "If-None-Match": zipped.headers["ETag"]})
    assert revalidated.status_code == 304
    assert "Accept-Encoding" in revalidated.headers["Vary"]


def test_errors_and_posts_carry_no_validators(client: Any) -> None:
    bad = client.get("/v1/sticks/distribution?sticks=0")
    assert bad.status_code == 422 and "ETag" not in bad.headers and "Cache-Control" not in bad.headers
    text = client.get("/v1/cetkaik/positions/initial").get_json()["position_text"]
    posted = client.post("/v1/cetkaik/moves", json={"position_text": text})
    assert posted.status_code == 200 and "ETag" not in posted.headers and "Cache-Control" not in posted.headers


def test_max_age_is_configurable() -> None:
    client = create_app(Settings(), ADJ_HTTP_MAX_AGE=60).test_client()
    assert client.get("/v1/sticks/distribution").headers["Cache-Control"] == "public, max-age=60"
    client = create_app(Settings(), ADJ_HTTP_MAX_AGE=0).test_client()
    assert client.get("/v1/sticks/distribution").headers["Cache-Control"] == "public, no-cache"


def test_max_age_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ADJ_HTTP_MAX_AGE", "120")
    client = create_app(Settings()).test_client()
    assert client.get("/v1/sticks/distribution").headers["Cache-Control"] == "public, max-age=120"


@pytest.mark.parametrize("raw", ["-1", "ten", "1.5"])
def test_bad_max_age_is_refused_at_start(raw: str) -> None:
    with pytest.raises(ValueError, match="ADJ_HTTP_MAX_AGE"):
        parse_max_age(raw)


def test_entity_tags_differ_by_key() -> None:
    assert entity_tag("adj:1:a:x") != entity_tag("adj:1:a:y")
    assert entity_tag("adj:1:a:x") == entity_tag("adj:1:a:x")


def _stored(app: Any, operation: str) -> bytes:
    """The one value the in-process cache holds for ``operation``'s answer."""
    (value,) = (v for k, v in app.extensions["adjudicator.cache"]._data.items() if f":{operation}:" in k)
    return bytes(value)


def test_a_cached_answer_is_stored_once_gzipped_and_served_as_stored(app: Any, client: Any) -> None:
    url = _moves_url(client)
    miss = client.get(url)
    assert miss.headers["X-Cache"] == "miss" and "Content-Encoding" not in miss.headers
    stored = unpack_answer(_stored(app, "list_cetkaik_moves"))
    assert stored is not None and stored.coding == "gzip" and stored.length == len(miss.data)
    assert len(stored.data) < len(miss.data) / 5
    for accept in ("gzip", "gzip, deflate, br, zstd", "br;q=0.5, gzip", "*"):
        hit = client.get(url, headers={"Accept-Encoding": accept})
        assert hit.headers["X-Cache"] == "hit" and hit.headers["Content-Encoding"] == "gzip"
        assert hit.data == stored.data  # the stored bytes as they are: not decompressed and compressed again
        assert json.loads(gzip.decompress(hit.data)) == miss.get_json()
        assert hit.headers["ETag"] == miss.headers["ETag"][:-1] + ':gzip"' and "Accept-Encoding" in hit.headers["Vary"]
    assert len([k for k in app.extensions["adjudicator.cache"]._data if "list_cetkaik_moves" in k]) == 1  # one copy


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "gzip; q=0.0, deflate", "*;q=0", "deflate"])
def test_a_client_that_does_not_take_gzip_gets_the_cached_answer_decompressed(client: Any, accept: str | None) -> None:
    url = _moves_url(client)
    miss = client.get(url)
    hit = client.get(url, headers={} if accept is None else {"Accept-Encoding": accept})
    assert hit.headers["X-Cache"] == "hit" and "Content-Encoding" not in hit.headers
    assert hit.data == miss.data and hit.headers["ETag"] == miss.headers["ETag"]
    assert "Accept-Encoding" in hit.headers["Vary"]


@pytest.mark.parametrize("accept", ["*, gzip;q=0", "gzip;q=0.5, br", "br"])
def test_a_client_preferring_br_gets_the_cached_answer_in_br(client: Any, accept: str) -> None:
    """Not the stored gzip (refused, or less wanted): decompressed once and compressed in br for this client."""
    url = _moves_url(client)
    miss = client.get(url)
    hit = client.get(url, headers={"Accept-Encoding": accept})
    assert hit.headers["X-Cache"] == "hit" and hit.headers["Content-Encoding"] == "br"
    assert brotli.decompress(hit.data) == miss.data and hit.headers["ETag"] == miss.headers["ETag"][:-1] + ':br"'


def test_each_representation_is_validated_by_its_own_etag(client: Any) -> None:
    url = _moves_url(client)
    plain = client.get(url).headers["ETag"]
    zipped = client.get(url, headers={"Accept-Encoding": "gzip"}).headers["ETag"]
    assert zipped != plain
    assert client.get(url, headers={"If-None-Match": plain}).status_code == 304
    assert client.get(url, headers={"If-None-Match": zipped}).status_code == 200  # not the plain bytes' tag
    assert client.get(url, headers={"Accept-Encoding": "gzip", "If-None-Match": zipped}).status_code == 304
    gzip_answer = client.get(url, headers={"Accept-Encoding": "gzip", "If-None-Match": plain})
    assert gzip_answer.status_code == 200 and gzip_answer.headers["Content-Encoding"] == "gzip"


def test_the_exact_request_path_serves_the_stored_bytes_too(app: Any, client: Any) -> None:
    """A POST repeated byte for byte is answered before parsing (its exact key): the same representations."""
    body = {"position_text": client.get("/v1/cetkaik/positions/initial").get_json()["position_text"]}
    miss = client.post("/v1/cetkaik/moves", json=body)
    stored = unpack_answer(_stored(app, "list_cetkaik_moves"))
    zipped = client.post("/v1/cetkaik/moves", json=body, headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["X-Cache"] == "hit" and zipped.headers["Content-Encoding"] == "gzip"
    assert stored is not None and zipped.data == stored.data and gzip.decompress(zipped.data) == miss.data
    refused = client.post("/v1/cetkaik/moves", json=body, headers={"Accept-Encoding": "gzip;q=0"})
    assert refused.headers["X-Cache"] == "hit" and "Content-Encoding" not in refused.headers
    assert refused.data == miss.data


def test_a_batch_reads_cached_answers_decompressed(client: Any) -> None:
    text = client.get("/v1/cetkaik/positions/initial").get_json()["position_text"]
    alone = client.post("/v1/cetkaik/moves", json={"position_text": text}).get_json()
    batch = {"requests": [{"operation": "list_cetkaik_moves", "body": {"position_text": text}}]}
    answer = client.post("/v1/batch", json=batch, headers={"Accept-Encoding": "gzip"})  # the items: never gzip
    assert answer.status_code == 200
    data = gzip.decompress(answer.data) if answer.headers.get("Content-Encoding") == "gzip" else answer.data
    assert json.loads(data)["responses"][0]["body"] == alone
