// The README's example is examples/quickstart.mjs, run here against the live service.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const quickstart = new URL("../examples/quickstart.mjs", import.meta.url);

test("the README shows examples/quickstart.mjs as it is", () => {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const code = readFileSync(quickstart, "utf8");
  assert.ok(readme.includes("```js\n" + code + "```\n"), "README.md's example differs from examples/quickstart.mjs");
});

test("examples/quickstart.mjs runs and prints the answers", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(quickstart)], {
    env: { ...process.env, ADJ_URL: process.env.ADJ_TEST_URL },
  });
  assert.equal(
    stdout,
    [
      "sticks 0: 1/32",
      "sticks 1: 5/32",
      "sticks 2: 5/16",
      "sticks 3: 5/16",
      "sticks 4: 5/32",
      "sticks 5: 1/32",
      "cetkaik: 249 legal moves",
      "lauzait cep: sequence-of-three; batch item 2: 422 sticks",
      "error: 422 invalid_input position_text",
      "",
    ].join("\n"),
  );
});
