// The typed errors, without a server: each kind of failure is its own class, every one an AdjudicatorError, with the
// same classes as the Python SDK's exceptions (adjudicator_sdk/errors.py: InvalidInput is InvalidInputError, ...).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import * as client from "@adjudicator/client";

const {
  AdjudicatorError,
  BatchResult,
  InvalidInputError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServerError,
  ServiceUnavailableError,
  UnreachableError,
} = client;

// status -> the class of its error, its name and its code
const KINDS = [
  [400, InvalidInputError, "invalid_input"],
  [422, InvalidInputError, "invalid_input"],
  [404, NotFoundError, "not_found"],
  [413, PayloadTooLargeError, "payload_too_large"],
  [429, RateLimitedError, "rate_limited"],
  [503, ServiceUnavailableError, "unavailable"],
  [0, UnreachableError, "unreachable"],
  [405, ServerError, "server_error"],
  [500, ServerError, "server_error"],
  [502, ServerError, "server_error"],
];

for (const [status, kind, code] of KINDS) {
  test(`an answer ${status} is a ${kind.name} (code ${code}), an AdjudicatorError`, () => {
    const headers = new Headers({ "X-Request-ID": "0123456789abcdef", "Retry-After": "2" });
    const body = { code: status, status: "x", message: `failed ${status}`, errors: { json: { "pieces[1]": ["no"] } } };
    const error = AdjudicatorError.fromAnswer(status, body, { operation: "get_cetkaik_hands", headers });
    assert.equal(Object.getPrototypeOf(error), kind.prototype);
    assert.ok(error instanceof AdjudicatorError && error instanceof Error);
    assert.equal(error.name, kind.name);
    assert.equal(error.code, code);
    assert.equal(error.status, status);
    assert.equal(error.message, `failed ${status}`);
    assert.equal(error.field, "pieces[1]");
    assert.equal(error.location, "json");
    assert.equal(error.operation, "get_cetkaik_hands");
    assert.equal(error.requestId, "0123456789abcdef");
    assert.equal(error.retryAfter, 2);
    assert.equal(String(error), `${kind.name}: failed ${status}`);
    // the same class from the error's parts (as the runtime makes an unanswered call's) and from a batch item
    assert.equal(Object.getPrototypeOf(AdjudicatorError.of({ status, message: "m" })), kind.prototype);
    if (status !== 0) assert.ok(new BatchResult("get_cetkaik_hands", status, body).error instanceof kind);
  });
}

test("no answer at all is an UnreachableError, which is a ServiceUnavailableError, as in the Python SDK", () => {
  const cause = new TypeError("fetch failed");
  const error = AdjudicatorError.of({ status: 0, message: "no answer: fetch failed", cause });
  assert.ok(error instanceof UnreachableError && error instanceof ServiceUnavailableError);
  assert.equal(error.cause, cause);
  assert.ok(!(AdjudicatorError.of({ status: 503, message: "busy" }) instanceof UnreachableError));
  for (const other of [InvalidInputError, NotFoundError, PayloadTooLargeError, RateLimitedError, ServerError]) {
    assert.ok(!(error instanceof other), other.name);
  }
});

test("a class gives its kind whatever the status it is built with; the base class reads it from the status", () => {
  assert.equal(new RateLimitedError({ status: 200, message: "m" }).code, "rate_limited");
  assert.equal(new AdjudicatorError({ status: 413, message: "m" }).code, "payload_too_large");
  assert.equal(new AdjudicatorError({ status: 413, message: "m" }).name, "AdjudicatorError");
});

test("every exception class of the Python SDK has its class here, exported", () => {
  const python = readFileSync(new URL("../../adjudicator_sdk/errors.py", import.meta.url), "utf8");
  const classes = [...python.matchAll(/^class (\w+)\((?:\w+)\):/gm)].map((match) => match[1]);
  assert.ok(classes.includes("InvalidInput") && classes.length >= 8, classes.join(", "));
  for (const name of classes) {
    const here = name.endsWith("Error") ? name : `${name}Error`;
    assert.equal(typeof client[here], "function", `${name} of the Python SDK has no ${here} here`);
    assert.ok(client[here] === AdjudicatorError || client[here].prototype instanceof AdjudicatorError, here);
  }
});
