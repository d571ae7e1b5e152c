#!/usr/bin/env node
// Runs the tests (node --test test/*.test.mjs) against a live service: the one at ADJ_TEST_URL when it is set,
// otherwise a gunicorn of the repository (deploy/gunicorn.conf.py, the in-process cache: no Redis) started here on a
// free port and stopped at the end, which allows browser pages of one more free port's origin (ADJ_CORS_ORIGINS; the
// browser test's page, told in ADJ_TEST_PAGE_ORIGIN). Build first (npm run build): the tests import dist/.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { freePort, startGunicorn, stop } from "./gunicorn.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, "..");

const files = readdirSync(here)
  .filter((name) => name.endsWith(".test.mjs"))
  .sort()
  .map((name) => join(here, name));

let server;
let url = process.env.ADJ_TEST_URL;
let pageOrigin = process.env.ADJ_TEST_PAGE_ORIGIN;
if (!url) {
  // the browser test serves its page on this port, an origin this gunicorn allows (CORS)
  pageOrigin = `http://127.0.0.1:${await freePort()}`;
  server = await startGunicorn({ ADJ_CORS_ORIGINS: pageOrigin });
  url = server.url;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      server.child.kill("SIGTERM");
      process.exit(1);
    });
  }
  console.log(`test: gunicorn on ${url}`);
} else {
  console.log(`test: the service at ${url}`);
}
const tests = spawn(process.execPath, ["--test", ...files], {
  cwd: packageRoot,
  env: { ...process.env, ADJ_TEST_URL: url, ...(pageOrigin ? { ADJ_TEST_PAGE_ORIGIN: pageOrigin } : {}) },
  stdio: "inherit",
});
const code = await new Promise((resolveTests) => {
  tests.on("exit", (status, signal) => resolveTests(status ?? (signal ? 1 : 0)));
});
if (server) {
  await stop(server.child);
  if (code !== 0) console.error(`test: gunicorn's log:\n${server.log.join("").slice(-4000)}`);
}
process.exit(code);
