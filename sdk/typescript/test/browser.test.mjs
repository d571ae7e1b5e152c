// The built client in a browser page on another origin (CORS), in a headless Chromium driven by playwright-core.
//
// Two small static servers on two loopback ports serve the same page (it imports dist/ as ES modules); the service
// allows the first one's origin only (ADJ_CORS_ORIGINS): test/run.mjs's gunicorn allows the origin it passes in
// ADJ_TEST_PAGE_ORIGIN, otherwise (the test run alone, or against a service of your own) a gunicorn started here.
// The page calls a GET operation, a POST one with a JSON body (which the browser preflights) and a POST with bad
// input, and writes what it got into the DOM. From the allowed origin the answers arrive, the error's field and
// request id included (exposed headers); from the other, the browser withholds every answer and the client raises
// its "unreachable" error.
//
// The browser is Debian's Chromium (CHROMIUM, else /usr/bin/chromium); without it the test is skipped, except in CI
// (CI set), where it fails saying what to install.
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

import { startGunicorn, stop } from "./gunicorn.mjs";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const PAGE_SECONDS = 20;
const packageRoot = fileURLToPath(new URL("..", import.meta.url));
/** What the page may load: the built client and the one package it imports. */
const SERVED = ["dist", join("node_modules", "openapi-fetch", "dist")].map((dir) => resolve(packageRoot, dir) + sep);
const INITIAL =
  "o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+" +
  "/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f";

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>an app</title>
<script type="importmap">{"imports": {"openapi-fetch": "/node_modules/openapi-fetch/dist/index.mjs"}}</script>
<script type="module">
import { AdjudicatorError, createAdjudicator } from "/dist/index.js";

const adj = createAdjudicator({ baseUrl: new URLSearchParams(location.search).get("api"), retries: 0 });
function show(id, text) {
  const line = document.createElement("p");
  line.id = id;
  line.textContent = text;
  document.body.append(line);
}
async function attempt(id, run) {
  try {
    show(id, await run());
  } catch (error) {
    const requestId = error?.requestId ? "with request id" : "without request id";
    show(id, error instanceof AdjudicatorError
      ? \`error: \${error.status} \${error.code} \${error.field ?? "-"} \${requestId}\`
      : \`thrown: \${error}\`);
  }
}
await attempt("get", async () => {
  const { outcomes } = await adj.sticks.getStickDistribution({ sticks: 5 });
  return outcomes.map(({ probability }) => probability.fraction).join(" ");
});
await attempt("post", async () => {
  const { count } = await adj.cetkaik.listCetkaikMoves({ position_text: ${JSON.stringify(INITIAL)} });
  return \`\${count} legal moves\`;
});
await attempt("invalid", async () => {
  await adj.cetkaik.listCetkaikMoves({ position_text: "not a position" });
  return "answered";
});
show("done", "done");
</script></head><body></body></html>
`;

const TYPES = { ".js": "text/javascript", ".mjs": "text/javascript", ".map": "application/json" };

/** A static server of the page (at /) and of the modules it imports, on a loopback port (0: a free one). */
async function pageServer(port = 0) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://page").pathname;
    if (path === "/") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PAGE);
      return;
    }
    const file = resolve(packageRoot, "." + decodeURIComponent(path));
    const type = TYPES[extname(file)];
    if (type && SERVED.some((dir) => file.startsWith(dir)) && existsSync(file)) {
      response.writeHead(200, { "Content-Type": type }).end(readFileSync(file));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolveListen);
  });
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

const chromiumMissing = !existsSync(CHROMIUM);
const MISSING = `no Chromium at ${CHROMIUM}: install Debian's 'chromium' package (apt-get install chromium), ` +
  "or name its binary in CHROMIUM";
// without Chromium the tests are skipped, except in CI, where they fail saying so
const skip = chromiumMissing && !process.env.CI ? `${MISSING}; in CI this test must run` : false;
let allowed;
let other;
let api;
let context;
let profile;

before(async () => {
  if (chromiumMissing) return;
  const given = process.env.ADJ_TEST_PAGE_ORIGIN;
  [allowed, other] = await Promise.all([pageServer(given ? Number(new URL(given).port) : 0), pageServer()]);
  const { chromium } = await import("playwright-core");
  profile = mkdtempSync(join(tmpdir(), "adj-chromium-"));
  [api, context] = await Promise.all([
    given && process.env.ADJ_TEST_URL
      ? { url: process.env.ADJ_TEST_URL }
      : startGunicorn({ ADJ_CORS_ORIGINS: allowed.origin }, 1),
    chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS }),
  ]);
});

after(async () => {
  await context?.close();
  if (api?.child) await stop(api.child);
  for (const page of [allowed, other]) page?.server.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** Open the page `served`, let it call the API, and return what it wrote, by id, and the API requests sent. */
async function run(served) {
  if (chromiumMissing) throw new Error(`CI is set but there is ${MISSING}`);
  const { origin } = served;
  const page = await context.newPage();
  const sent = [];
  const problems = [];
  page.on("request", (request) => {
    if (request.url().startsWith(api.url)) sent.push(`${request.method()} ${request.headers()["content-type"] ?? "-"}`);
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  try {
    await page.goto(`${origin}/?api=${encodeURIComponent(api.url)}`);
    await page.locator("#done").waitFor({ timeout: PAGE_SECONDS * 1000 }).catch((error) => {
      throw new Error(`the page did not finish: ${error.message}\npage errors: ${problems.join("\n")}`);
    });
    const shown = {};
    for (const id of ["get", "post", "invalid"]) shown[id] = await page.locator(`#${id}`).textContent();
    return { shown, sent };
  } finally {
    await page.close();
  }
}

test("a page of an allowed origin calls the service through the client", { skip }, async () => {
  const { shown, sent } = await run(allowed);
  assert.deepEqual(shown, {
    get: "1/32 5/32 5/16 5/16 5/32 1/32",
    post: "249 legal moves",
    invalid: "error: 422 invalid_input position_text with request id",
  });
  // a JSON body is not a "simple" request: the browser asked the service first (the preflight) and was allowed
  assert.deepEqual(sent, ["GET -", "POST application/json", "POST application/json"]);
});

test("a page of another origin gets no answer: the client raises its unreachable error", { skip }, async () => {
  const { shown } = await run(other);
  const blocked = "error: 0 unreachable - without request id";
  assert.deepEqual(shown, { get: blocked, post: blocked, invalid: blocked });
});
