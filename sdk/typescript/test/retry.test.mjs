// Retries and errors against a scripted HTTP server: 429 and 503 are sent again after Retry-After, a bounded number
// of times; other statuses are not retried; no answer at all is an UnreachableError (an AdjudicatorError).
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, describe, test } from "node:test";
import {
  AdjudicatorError,
  createAdjudicator,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  ServiceUnavailableError,
  UnreachableError,
} from "@adjudicator/client";

/** A server answering each request with the next of `script` (the last one repeated), recording the requests. */
function scripted() {
  const state = { script: [], seen: [] };
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      state.seen.push({ method: request.method, url: request.url, body, at: performance.now() });
      const answer = state.script[Math.min(state.seen.length - 1, state.script.length - 1)];
      response.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  return { server, state };
}

const { server, state } = scripted();
let baseUrl;

before(async () => {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

function play(...script) {
  state.script = script;
  state.seen = [];
}

const busy = (status, retryAfter) => ({
  status,
  headers: retryAfter === undefined ? {} : { "Retry-After": retryAfter },
  body: { code: status, status: status === 429 ? "Too Many Requests" : "Service Unavailable", message: "busy" },
});
const DISTRIBUTION = { sticks: 1, outcomes: [] };

describe("retries", { concurrency: false }, () => {
  test("a 503 is sent again after its Retry-After, with the same body", async () => {
    play(busy(503, "1"), { status: 200, body: { departments: [] } });
    const adj = createAdjudicator({ baseUrl, retries: 2 });
    const answer = await adj.lauzaitCep.decomposeLauzaitCepHand({ pieces: ["G3"] });
    assert.deepEqual(answer, { departments: [] });
    assert.equal(state.seen.length, 2);
    assert.deepEqual(state.seen.map((r) => JSON.parse(r.body)), [{ pieces: ["G3"] }, { pieces: ["G3"] }]);
    // Timers never fire early; the clock may round by a millisecond.
    assert.ok(state.seen[1].at - state.seen[0].at >= 999, `waited ${state.seen[1].at - state.seen[0].at} ms`);
  });

  test("a 429 is retried a bounded number of times, then thrown with its Retry-After", async () => {
    play(busy(429, "0"));
    const adj = createAdjudicator({ baseUrl, retries: 2 });
    const error = await adj.sticks.getStickDistribution({ sticks: 3 }).catch((e) => e);
    assert.ok(error instanceof RateLimitedError && error instanceof AdjudicatorError);
    assert.equal(error.status, 429);
    assert.equal(error.code, "rate_limited");
    assert.equal(error.retryAfter, 0);
    assert.equal(state.seen.length, 3);
    assert.ok(state.seen.every((r) => r.url === "/v1/sticks/distribution?sticks=3"));
  });

  test("without Retry-After the backoff applies; retries: 0 sends once", async () => {
    play(busy(503), { status: 200, body: DISTRIBUTION });
    const once = createAdjudicator({ baseUrl, retries: 0 });
    const error = await once.sticks.getStickDistribution().catch((e) => e);
    assert.equal(error.code, "unavailable");
    assert.ok(error instanceof ServiceUnavailableError && !(error instanceof UnreachableError));
    assert.equal(state.seen.length, 1);

    play(busy(503), { status: 200, body: DISTRIBUTION });
    const adj = createAdjudicator({ baseUrl, retries: { retries: 1, backoffMs: 50 } });
    assert.deepEqual(await adj.sticks.getStickDistribution(), DISTRIBUTION);
    assert.equal(state.seen.length, 2);
    assert.ok(state.seen[1].at - state.seen[0].at >= 49);
  });

  const CLASSES = { 400: InvalidInputError, 404: NotFoundError, 422: InvalidInputError, 500: ServerError };
  for (const status of [400, 404, 422, 500]) {
    test(`a ${status} is not retried, and is a ${CLASSES[status].name}`, async () => {
      play({ status, body: { code: status, status: "x", message: `failed ${status}` } }, { status: 200, body: {} });
      const adj = createAdjudicator({ baseUrl, retries: 3 });
      const error = await adj.sticks.getStickDistribution({ sticks: 2 }).catch((e) => e);
      assert.ok(error instanceof CLASSES[status] && error instanceof AdjudicatorError);
      assert.equal(error.status, status);
      assert.equal(error.message, `failed ${status}`);
      assert.equal(state.seen.length, 1);
    });
  }

  test("no answer at all is an AdjudicatorError 'unreachable' after the retries", async () => {
    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${closed.address().port}`;
    await new Promise((resolve) => closed.close(resolve));
    let calls = 0;
    const adj = createAdjudicator({
      baseUrl: url,
      retries: { retries: 2, backoffMs: 1 },
      fetch: (request) => {
        calls += 1;
        return fetch(request);
      },
    });
    const error = await adj.service.getLivez().catch((e) => e);
    assert.ok(error instanceof UnreachableError && error instanceof ServiceUnavailableError, String(error));
    assert.equal(error.code, "unreachable");
    assert.equal(error.status, 0);
    assert.equal(calls, 3);
  });

  test("an aborted call is not retried and rejects with the abort", async () => {
    play(busy(503, "5"));
    const adj = createAdjudicator({ baseUrl, retries: 3 });
    const controller = new AbortController();
    const pending = adj.sticks.getStickDistribution({}, { signal: controller.signal });
    while (state.seen.length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    const error = await pending.catch((e) => e);
    assert.equal(error.name, "AbortError");
    assert.equal(state.seen.length, 1);
  });
});
