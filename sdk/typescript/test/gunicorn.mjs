// Starts a gunicorn of the repository (deploy/gunicorn.conf.py, the in-process cache: no Redis) on a free loopback
// port, for test/run.mjs and for the tests that need a service configured their own way (the browser test's CORS).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const START_SECONDS = 60;

export function freePort() {
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

/** Start gunicorn (its environment plus `extraEnv`) and resolve once a worker has booted and /livez answers. */
export async function startGunicorn(extraEnv = {}, workers = 2) {
  const gunicorn = join(repoRoot, ".venv", "bin", "gunicorn");
  if (!existsSync(gunicorn)) throw new Error(`no ${gunicorn}: install the service first (make serve installs it)`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ADJ_BIND: `127.0.0.1:${port}`,
    REDIS_URL: "", // the in-process cache
    WEB_CONCURRENCY: String(workers),
    ADJ_LOG_LEVEL: "info", // gunicorn's "Booting worker" line, waited for below
    ...extraEnv,
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

export function stop(child) {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolveStop();
      return;
    }
    child.once("exit", () => resolveStop());
    child.kill("SIGTERM");
  });
}
