#!/usr/bin/env node
// Runs the tests (node --test test/*.test.mjs) against a live service: the one at ADJ_TEST_URL when it is set,
// otherwise a gunicorn of the repository (deploy/gunicorn.conf.py, the in-process cache: no Redis) started here on a
// free port and stopped at the end. Build first (npm run build): the tests import the package from dist/.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, "..");
const repoRoot = resolve(packageRoot, "..", "..");
const START_SECONDS = 60;

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Start gunicorn and resolve once a worker has booted and /livez answers. */
async function startGunicorn() {
  const gunicorn = join(repoRoot, ".venv", "bin", "gunicorn");
  if (!existsSync(gunicorn)) throw new Error(`no ${gunicorn}: install the service first (make serve installs it)`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ADJ_BIND: `127.0.0.1:${port}`,
    REDIS_URL: "", // the in-process cache
    WEB_CONCURRENCY: "2",
    ADJ_LOG_LEVEL: "info", // gunicorn's "Booting worker" line, waited for below
  };
  const child = spawn(gunicorn, ["-c", join("deploy", "gunicorn.conf.py")], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const log = [];
  await new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`gunicorn did not start in ${START_SECONDS} s:\n${log.join("")}`)),
      START_SECONDS * 1000);
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`gunicorn exited (${code}):\n${log.join("")}`));
    };
    child.once("exit", onExit);
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk) => {
      if (log.length < 1000) log.push(chunk);
      if (log.join("").includes("Booting worker")) {
        clearTimeout(timer);
        child.off("exit", onExit);
        resolveStart();
      }
    });
  });
  const answer = await fetch(`${url}/livez`);
  if (!answer.ok) throw new Error(`gunicorn started but /livez answered ${answer.status}`);
  return { url, child, log };
}

function stop(child) {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolveStop();
      return;
    }
    child.once("exit", () => resolveStop());
    child.kill("SIGTERM");
  });
}

const files = readdirSync(here)
  .filter((name) => name.endsWith(".test.mjs"))
  .sort()
  .map((name) => join(here, name));

let server;
let url = process.env.ADJ_TEST_URL;
if (!url) {
  server = await startGunicorn();
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
  env: { ...process.env, ADJ_TEST_URL: url },
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
