"""The facade: ``Adjudicator(base_url)`` with one namespace per game, ``call()`` for every operation by its name.

Each namespace (``adj.cetkaik``, ``adj.letiles``, ``adj.utage``, ..., ``adj.service``) has one typed method per
operation, named as its operationId and generated into :mod:`adjudicator_sdk.operations`, which returns the
generated client's models. The hand-written convenience methods (``adj.cetkaik.moves``, ...) and ``call()``
answer plain JSON data (dicts and lists; SVG pictures as text). Anything but a success raises one
of the exceptions of :mod:`adjudicator_sdk.errors`. Every operation of the service is a pure computation (the
service keeps no state), so every call is safe to repeat: a call that got no answer (connection refused or
dropped before the answer) or a 503 is retried with exponential backoff, a bounded number of times. A read
timeout is not retried: the server was still computing, and asking again would only add to its load.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import httpx

from adjudicator_sdk.compact import expand_moves
from adjudicator_sdk.errors import (
    AdjudicatorError,
    NotFound,
    Unreachable,
    error_for,
    parse_retry_after,
)
from adjudicator_sdk.namespace import Namespace
from adjudicator_sdk.operations import (
    CetkaikOperations,
    GamesOperations,
    LauzaitCepOperations,
    LetilesOperations,
    PaperCetkaikOperations,
    RaceGamesOperations,
    ServiceOperations,
    StickGamesOperations,
    SticksOperations,
    UtageOperations,
)

JSON = dict[str, Any]
#: What a position may be given as: its one-line text form, or its JSON object.
PositionLike = str | Mapping[str, Any]

#: The errors that mean no answer arrived; the request is repeated (every operation is a pure computation).
RETRIED_ERRORS: tuple[type[Exception], ...] = (
    httpx.ConnectError,
    httpx.ConnectTimeout,
    httpx.RemoteProtocolError,
    httpx.ReadError,
    httpx.WriteError,
)

#: The operations the facade's methods use, so that they need no look-up (every other one is found in the
#: server's OpenAPI document on first use).
KNOWN_OPERATIONS: dict[str, tuple[str, str]] = {
    "get_initial_cetkaik_position": ("GET", "/v1/cetkaik/positions/initial"),
    "validate_cetkaik_position": ("POST", "/v1/cetkaik/positions/validate"),
    "list_cetkaik_moves": ("POST", "/v1/cetkaik/moves"),
    "apply_cetkaik_move": ("POST", "/v1/cetkaik/apply"),
    "declare_cetkaik": ("POST", "/v1/cetkaik/declare"),
    "score_cetkaik_hands": ("POST", "/v1/cetkaik/hands"),
    "replay_kiaak": ("POST", "/v1/cetkaik/records/replay"),
    "write_kiaak": ("POST", "/v1/cetkaik/records/write"),
    "render_cetkaik_position": ("POST", "/v1/cetkaik/render"),
    "decompose_lauzait_cep_hand": ("POST", "/v1/lauzait-cep/departments"),
    "list_lauzait_cep_hirings": ("POST", "/v1/lauzait-cep/hiring"),
    "deal_lauzait_cep": ("POST", "/v1/lauzait-cep/deal"),
    "render_lauzait_cep_position": ("POST", "/v1/lauzait-cep/render"),
    "get_stick_distribution": ("GET", "/v1/sticks/distribution"),
    "cast_sticks": ("POST", "/v1/sticks/cast"),
}

_METHODS = ("get", "post", "put", "patch", "delete")


@dataclass(frozen=True)
class RetryPolicy:
    """How calls that got no answer, or a 503, are repeated.

    ``attempts`` is the total number of tries (1 = never retry). Before try ``n`` (n >= 2) the client waits
    ``backoff * factor ** (n - 2)`` seconds, or the server's ``Retry-After`` if that is longer, never more than
    ``max_delay``.
    """

    attempts: int = 4
    backoff: float = 0.2
    factor: float = 2.0
    max_delay: float = 5.0

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise ValueError("attempts must be at least 1")
        if self.backoff < 0 or self.max_delay < 0 or self.factor < 1:
            raise ValueError("backoff and max_delay must be >= 0 and factor >= 1")

    def delay(self, retry: int, retry_after: float | None = None) -> float:
        """Seconds to wait before retry number ``retry`` (1 for the first retry)."""
        wait = self.backoff * self.factor ** (retry - 1)
        if retry_after is not None:
            wait = max(wait, retry_after)
        return min(wait, self.max_delay)


NO_RETRY = RetryPolicy(attempts=1)


def _drop_none(values: Mapping[str, Any]) -> JSON:
    return {key: value for key, value in values.items() if value is not None}


def _position(position: PositionLike) -> JSON:
    """A position given as text goes in ``position_text``, one given as an object in ``position``."""
    if isinstance(position, str):
        return {"position_text": position}
    if isinstance(position, Mapping):
        return {"position": dict(position)}
    raise TypeError(f"a position is its text form (str) or its JSON object (a mapping), not {type(position)}")


class Adjudicator:
    """A client of the adjudicator service.

    >>> with Adjudicator("http://127.0.0.1:8000") as adj:          # doctest: +SKIP
    ...     adj.cetkaik.moves(adj.cetkaik.initial_position()["position_text"])["count"]
    249
    """

    def __init__(
        self,
        base_url: str = "http://127.0.0.1:8000",
        *,
        timeout: float = 30.0,
        retry: RetryPolicy | None = None,
        headers: Mapping[str, str] | None = None,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.retry = retry or RetryPolicy()
        self._sleep = sleep
        self._http = httpx.Client(
            base_url=self.base_url, timeout=timeout, headers=dict(headers or {}), transport=transport
        )
        self._operations: dict[str, tuple[str, str]] | None = None
        self._lock = threading.Lock()
        self.cetkaik = Cetkaik(self)
        self.lauzait_cep = LauzaitCep(self)
        self.sticks = Sticks(self)
        self.games = GamesOperations(self)
        self.letiles = LetilesOperations(self)
        self.paper_cetkaik = PaperCetkaikOperations(self)
        self.race_games = RaceGamesOperations(self)
        self.stick_games = StickGamesOperations(self)
        self.utage = UtageOperations(self)
        self.service = ServiceOperations(self)

    # --- lifecycle -----------------------------------------------------------------------------------------

    def close(self) -> None:
        """Close the connections."""
        self._http.close()

    def __enter__(self) -> Adjudicator:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- every operation -------------------------------------------------------------------------------------

    def operations(self) -> dict[str, tuple[str, str]]:
        """Every operation of the server: operationId -> (HTTP method, path), read from its OpenAPI document."""
        with self._lock:
            if self._operations is None:
                document = self.request("GET", "/openapi.json", operation="openapi")
                found: dict[str, tuple[str, str]] = {}
                for path, item in document.get("paths", {}).items():
                    for method, operation in item.items():
                        if method in _METHODS and isinstance(operation, Mapping) and "operationId" in operation:
                            found[str(operation["operationId"])] = (method.upper(), str(path))
                self._operations = found
            return dict(self._operations)

    def resolve(self, operation: str) -> tuple[str, str]:
        """The HTTP method and path of an operationId (NotFound if the server has no such operation)."""
        if self._operations is None and operation in KNOWN_OPERATIONS:
            return KNOWN_OPERATIONS[operation]
        found = self.operations().get(operation)
        if found is None:
            raise NotFound(f"the server has no operation {operation!r}", status=None, operation=operation)
        return found

    def call(self, operation: str, body: Mapping[str, Any] | None = None, **params: Any) -> Any:
        """Call any operation by its operationId (the names of the OpenAPI document and of the generated client).

        ``body`` is the JSON body of a POST operation; for a GET operation its items (and ``params``) are sent as
        the query. Returns the decoded answer: JSON data, or the text of an SVG picture.
        """
        method, path = self.resolve(operation)
        if method == "GET":
            query = {**dict(body or {}), **params}
            return self.request(method, path, params=query, operation=operation)
        return self.request(method, path, json=dict(body or {}), params=params or None, operation=operation)

    def batch(self, requests: Iterable[tuple[str, Mapping[str, Any]]]) -> list[BatchResult]:
        """Run several operations in one HTTP request (``POST /v1/batch``), answered in order.

        Each item is ``(operationId, body)``. Returns one :class:`BatchResult` per item, in order; an item's
        failure does not raise: ``result.value`` raises it, ``result.error`` holds it.
        """
        items = [{"operation": operation, "body": dict(body)} for operation, body in requests]
        answer = self.request("POST", "/v1/batch", json={"requests": items}, operation="batch")
        results: list[BatchResult] = []
        for item, response in zip(items, answer["responses"], strict=True):
            status = int(response["status"])
            results.append(BatchResult(str(item["operation"]), status, response.get("body")))
        return results

    # --- the HTTP exchange -----------------------------------------------------------------------------------

    def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        operation: str | None = None,
    ) -> Any:
        """Send one request (retrying as the policy says) and return the decoded answer, or raise."""
        query = {key: _query_value(value) for key, value in (params or {}).items() if value is not None}
        retry = 0
        while True:
            retry_after: float | None = None
            try:
                response = self._http.request(method, path, json=json, params=query or None)
            except RETRIED_ERRORS as exc:
                if retry + 1 >= self.retry.attempts:
                    raise Unreachable(
                        f"no answer from {self.base_url} after {retry + 1} attempt(s): {exc!r}", operation=operation
                    ) from exc
            else:
                if response.status_code != 503 or retry + 1 >= self.retry.attempts:
                    return _decode(response, operation)
                retry_after = parse_retry_after(response.headers.get("Retry-After"))
            retry += 1
            self._sleep(self.retry.delay(retry, retry_after))


def _query_value(value: Any) -> str | list[str]:
    """Query parameters as the service reads them (booleans as true/false, a list as the parameter repeated)."""
    if isinstance(value, list | tuple):
        return [str(_query_value(item)) for item in value]
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _decode(response: httpx.Response, operation: str | None) -> Any:
    """The answer's data, or the exception for an error answer."""
    content_type = response.headers.get("Content-Type", "")
    body: Any
    if "json" in content_type:
        try:
            body = response.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            body = response.text
    else:
        body = response.text
    if response.is_success:
        return body
    raise error_for(
        response.status_code,
        body,
        operation=operation,
        request_id=response.headers.get("X-Request-ID"),
        retry_after=response.headers.get("Retry-After"),
    )


@dataclass(frozen=True)
class BatchResult:
    """One answer of a batch: the operation, its status and its body."""

    operation: str
    status: int
    body: Any

    @property
    def ok(self) -> bool:
        """Whether this item succeeded (2xx)."""
        return 200 <= self.status < 300

    @property
    def error(self) -> AdjudicatorError | None:
        """The exception this item's answer stands for (None if it succeeded)."""
        if self.ok:
            return None
        return error_for(self.status, self.body, operation=self.operation)

    @property
    def value(self) -> Any:
        """The item's answer; raises its exception if it failed."""
        error = self.error
        if error is not None:
            raise error
        return self.body


class _Game(Namespace):
    def _call(self, operation: str, body: Mapping[str, Any], extra: Mapping[str, Any]) -> Any:
        return self._client.call(operation, {**_drop_none(body), **extra})


class Cetkaik(_Game, CetkaikOperations):
    """Cetkaik (机戦). A position is its one-line text form (a str) or its JSON object."""

    def initial_position(self, to_play: str | None = None, ruleset: str | None = None) -> JSON:
        """The starting position (``position`` and ``position_text``); ``to_play`` is ``IASide`` or ``ASide``."""
        result: JSON = self._client.call("get_initial_cetkaik_position", _drop_none(
            {"to_play": to_play, "ruleset": ruleset}))
        return result

    def validate(self, position: PositionLike, ruleset: Any = None, **extra: Any) -> JSON:
        """Check a position (an impossible one raises InvalidInput naming the square or field)."""
        result: JSON = self._call("validate_cetkaik_position", {**_position(position), "ruleset": ruleset}, extra)
        return result

    def moves(self, position: PositionLike, *, src: str | None = None, ruleset: Any = None, **extra: Any) -> JSON:
        """Every legal move of the position, annotated (only those of the piece on ``src`` if given).

        The answer travels in its compact form (a quarter of the bytes or less) and is given back in the full form;
        pass ``form="compact"`` (or ``view="notations"``) to have that form as the service sends it."""
        wanted = {"form": "compact"} if "form" not in extra and "view" not in extra else {}
        result: JSON = self._call(
            "list_cetkaik_moves", {**_position(position), "src": src, "ruleset": ruleset}, {**wanted, **extra}
        )
        return expand_moves(result) if wanted else result

    def apply(
        self,
        position: PositionLike,
        move: str | Mapping[str, Any],
        *,
        casts: Mapping[str, Any] | None = None,
        seed: int | None = None,
        ruleset: Any = None,
        **extra: Any,
    ) -> JSON:
        """Play a move: its legality and every outcome with its exact probability (one, with casts or a seed)."""
        body = {**_position(position), "move": move, "casts": casts, "seed": seed, "ruleset": ruleset}
        result: JSON = self._call("apply_cetkaik_move", body, extra)
        return result

    def declare(self, position: PositionLike, declaration: str, *, ruleset: Any = None, **extra: Any) -> JSON:
        """Declare ``ty_mok1`` (再行, continue) or ``ta_xot1`` (終季, end the season) after a hand."""
        body = {**_position(position), "declaration": declaration, "ruleset": ruleset}
        result: JSON = self._call("declare_cetkaik", body, extra)
        return result

    def hands(
        self, pieces: Sequence[Any], *, previous: Sequence[Any] | None = None, ruleset: Any = None, **extra: Any
    ) -> JSON:
        """The hands a hop1zuo1 (captured pieces, e.g. ``["黒虎", "黒王"]``) forms, and their score."""
        body = {"pieces": list(pieces), "previous": None if previous is None else list(previous), "ruleset": ruleset}
        result: JSON = self._call("score_cetkaik_hands", body, extra)
        return result

    def replay(self, record: str, *, ply: int | None = None, ruleset: Any = None, **extra: Any) -> JSON:
        """Replay a kiaak game record, ply by ply (a bad line raises InvalidInput naming it)."""
        result: JSON = self._call("replay_kiaak", {"record": record, "ply": ply, "ruleset": ruleset}, extra)
        return result

    def write_record(
        self, plays: Sequence[Any], first_movers: Sequence[str], *, ruleset: Any = None, **extra: Any
    ) -> JSON:
        """Write a kiaak record from plays (moves with their casts, and declarations)."""
        body = {"plays": list(plays), "first_movers": list(first_movers), "ruleset": ruleset}
        result: JSON = self._call("write_kiaak", body, extra)
        return result

    def render(self, position: PositionLike, **options: Any) -> str:
        """The position as an SVG picture (options: ``move``, ``square``, ``last_move``, ``bottom``, ...)."""
        return str(self._call("render_cetkaik_position", _position(position), options))


class LauzaitCep(_Game, LauzaitCepOperations):
    """Lauzait Cep!"""

    def departments(self, pieces: Sequence[str], *, players: int | None = None, ruleset: Any = None,
                    **extra: Any) -> JSON:
        """Every way a hand (e.g. ``["W1", "W2", "W3", "W3", "W3", "J", "G3", "G4", "G5"]``) splits into departments."""
        body = {"pieces": list(pieces), "players": players, "ruleset": ruleset}
        result: JSON = self._call("decompose_lauzait_cep_hand", body, extra)
        return result

    def hirings(self, position: Mapping[str, Any], **extra: Any) -> JSON:
        """Every hiring the player to move can make, with the exact probabilities of the water cast."""
        result: JSON = self._call("list_lauzait_cep_hirings", {"position": dict(position)}, extra)
        return result

    def deal(self, **body: Any) -> JSON:
        """Deal a new game (reproducibly with ``seed``)."""
        result: JSON = self._call("deal_lauzait_cep", {}, body)
        return result

    def render(self, position: Mapping[str, Any], **options: Any) -> str:
        """The position as an SVG picture."""
        return str(self._call("render_lauzait_cep_position", {"position": dict(position)}, options))


class Sticks(_Game, SticksOperations):
    """The five two-sided sticks."""

    def distribution(self, sticks: int | None = None) -> JSON:
        """The exact distribution of a cast (fractions and floats)."""
        result: JSON = self._client.call("get_stick_distribution", _drop_none({"sticks": sticks}))
        return result

    def cast(self, count: int | None = None, *, sticks: int | None = None, seed: int | None = None) -> JSON:
        """Cast the sticks ``count`` times (reproducibly with ``seed``)."""
        result: JSON = self._client.call("cast_sticks", _drop_none({"count": count, "sticks": sticks, "seed": seed}))
        return result

