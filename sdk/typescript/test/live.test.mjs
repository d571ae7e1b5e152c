// Calls across the games against the live service at ADJ_TEST_URL (test/run.mjs starts one).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  AdjudicatorError,
  createAdjudicator,
  expandCompactMoves,
  InvalidInputError,
  moveObject,
} from "@adjudicator/client";

const baseUrl = process.env.ADJ_TEST_URL;
if (!baseUrl) throw new Error("ADJ_TEST_URL is not set: run the tests with `node test/run.mjs`");

/** A client that counts the requests it sends. */
function counted() {
  const sent = [];
  const adj = createAdjudicator({
    baseUrl,
    fetch: (request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return fetch(request);
    },
  });
  return { adj, sent };
}

const INITIAL =
  "o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/" +
  "O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f";

/** A mid-game position (ply 30 and after) with drops from the hand, stepping and Tam moves among its 409. */
const MIDGAME =
  "o-h-c-1K-G-C-H-O-/S-A-1T-g-t-1a-s-/p-2P-1P-p-1p-/2p-6/4*3c+/1P-1P+1T+P+P-p+/2p+a+v+1p+g+1/V-O+1t+2k+A+S+/" +
  "1H+C+G+3h+o+ A - PPps 0 20:20 x1 f";

describe("live service", () => {
  test("Cetkaik: the compact list of moves reads back into the full form's entries", async () => {
    const { adj } = counted();
    for (const position_text of [INITIAL, MIDGAME]) {
      const full = await adj.cetkaik.listCetkaikMoves({ position_text });
      const compact = await adj.cetkaik.listCetkaikMoves({ position_text, form: "compact" });
      assert.equal(compact.moves, undefined);
      assert.deepEqual(expandCompactMoves(compact), full.moves);
      assert.deepEqual(expandCompactMoves(full), full.moves); // a full answer is read as it is
    }
    assert.deepEqual(moveObject("pass"), { type: "AfterHalfAcceptance", dest: null });
    assert.throws(() => moveObject("LAI-CAI"), /not a move/);
  });

  test("the exact distribution of a cast of three sticks", async () => {
    const { adj } = counted();
    const answer = await adj.sticks.getStickDistribution({ sticks: 3 });
    assert.equal(answer.sticks, 3);
    assert.deepEqual(
      answer.outcomes.map((o) => [o.result, o.ways, o.probability.fraction]),
      [[0, 1, "1/8"], [1, 3, "3/8"], [2, 3, "3/8"], [3, 1, "1/8"]],
    );
  });

  test("Cetkaik: the initial position has 249 legal moves", async () => {
    const { adj } = counted();
    const initial = await adj.cetkaik.getInitialCetkaikPosition();
    assert.equal(initial.position_text, INITIAL);
    const moves = await adj.cetkaik.listCetkaikMoves({ position_text: initial.position_text });
    assert.equal(moves.count, 249);
    assert.equal(moves.moves.length, 249);
    assert.ok(moves.moves.some((m) => m.notation === "LAU片NAU"));
    // the same through the GET form of the operation, with a query parameter
    const fromLau = await adj.cetkaik.getCetkaikMoves({ position_text: INITIAL, src: "LAU" });
    assert.ok(fromLau.count > 0 && fromLau.moves.every((m) => m.notation.startsWith("LAU")));
  });

  test("Lauzait Cep!: a hand's departments", async () => {
    const { adj } = counted();
    const answer = await adj.lauzaitCep.decomposeLauzaitCepHand({ pieces: ["G3", "G4", "G5"] });
    assert.equal(answer.decomposition_count, 1);
    assert.equal(answer.best?.kind, "sequence-of-three");
    assert.deepEqual(answer.best?.pieces, ["G3", "G4", "G5"]);
  });

  test("a 422 of the body is an AdjudicatorError naming the field, and is not retried", async () => {
    const { adj, sent } = counted();
    const error = await adj.lauzaitCep.decomposeLauzaitCepHand({ pieces: [3] }).then(
      () => assert.fail("a piece that is a number was accepted"),
      (e) => e,
    );
    assert.ok(error instanceof InvalidInputError && error instanceof AdjudicatorError, String(error));
    assert.equal(error.status, 422);
    assert.equal(error.code, "invalid_input");
    assert.equal(error.field, "pieces[0]");
    assert.equal(error.location, "json");
    assert.match(error.fieldErrors["pieces[0]"][0], /piece/);
    assert.match(error.message, /pieces\[0\]/);
    assert.equal(error.operation, "decompose_lauzait_cep_hand");
    assert.match(error.requestId ?? "", /^[0-9a-f]{16,}$/);
    assert.deepEqual(sent, ["POST /v1/lauzait-cep/departments"]);
  });

  test("a 422 of a query parameter names it", async () => {
    const { adj, sent } = counted();
    const error = await adj.sticks.getStickDistribution({ sticks: 99 }).catch((e) => e);
    assert.ok(error instanceof AdjudicatorError);
    assert.equal(error.status, 422);
    assert.equal(error.field, "sticks");
    assert.equal(error.location, "query");
    assert.equal(sent.length, 1);
  });

  test("a picture is its SVG text", async () => {
    const { adj } = counted();
    const svg = await adj.cetkaik.renderCetkaikPosition({ position_text: INITIAL });
    assert.equal(typeof svg, "string");
    assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  test("a batch: answers in order, a failed item does not throw until its value is read", async () => {
    const { adj, sent } = counted();
    const [moves, sticks, bad] = await adj.batch([
      { operation: "list_cetkaik_moves", body: { position_text: INITIAL, src: "LAU" } },
      { operation: "get_stick_distribution", body: { sticks: 3 } },
      { operation: "list_cetkaik_moves", body: { position_text: INITIAL, src: "XX" } },
    ]);
    assert.deepEqual(sent, ["POST /v1/batch"]);
    assert.ok(moves.ok);
    assert.ok(moves.value.count > 0 && moves.value.moves.every((m) => m.notation.startsWith("LAU")));
    assert.equal(sticks.value.outcomes.length, 4);
    assert.equal(bad.ok, false);
    assert.equal(bad.status, 422);
    assert.equal(bad.error?.field, "src");
    assert.throws(() => bad.value, (e) => e instanceof InvalidInputError && e.field === "src" && e.status === 422);
  });

  test("a batch longer than 100 items goes in several requests, answered in order", async () => {
    const { adj, sent } = counted();
    const items = Array.from({ length: 101 }, (_, i) => ({
      operation: "get_stick_distribution",
      body: { sticks: (i % 20) + 1 },
    }));
    const results = await adj.batch(items);
    assert.equal(sent.length, 2);
    assert.deepEqual(results.map((r) => r.value.sticks), items.map((item) => item.body.sticks));
  });
});
