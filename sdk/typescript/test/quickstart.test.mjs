// The README's example is examples/quickstart.mjs, run here against the live service; so is the TypeScript block of
// docs/quickstart.md (every `console.log(...)  // expected` line there must print exactly `expected`).
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const quickstart = new URL("../examples/quickstart.mjs", import.meta.url);
const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const DOC = new URL("../../../docs/quickstart.md", import.meta.url);
const DOCUMENTED_ADDRESS = "127.0.0.1:8000";
const EXPECTED = /^\s*console\.log\(.*\);?\s+\/\/ (.*)$/;

/** The doc's blocks that use the client: its ```js blocks that import @adjudicator/client. */
function docBlocks() {
  const blocks = [...readFileSync(DOC, "utf8").matchAll(/^```js\n(.*?)^```/gms)].map((match) => match[1]);
  return blocks.filter((block) => block.includes('from "@adjudicator/client"'));
}

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

test("docs/quickstart.md's TypeScript block states what each console.log prints", () => {
  const blocks = docBlocks();
  assert.equal(blocks.length, 1, "docs/quickstart.md should have one ```js block importing @adjudicator/client");
  const logs = blocks[0].split("\n").filter((line) => line.trimStart().startsWith("console.log("));
  assert.ok(logs.length >= 5, `too few console.log lines: ${logs.length}`);
  for (const line of logs) assert.match(line, EXPECTED, "every console.log says what it prints");
});

test("docs/quickstart.md's TypeScript block runs and prints what it says", async () => {
  const [block] = docBlocks();
  assert.ok(block, "docs/quickstart.md has no ```js block importing @adjudicator/client");
  const expected = block.split("\n").flatMap((line) => EXPECTED.exec(line)?.[1].trim() ?? []);
  const address = new URL(process.env.ADJ_TEST_URL).host;
  // an ES module evaluated in this package's directory, where "@adjudicator/client" names this package (dist/)
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "--eval", block.replaceAll(DOCUMENTED_ADDRESS, address)],
    { cwd: packageRoot },
  );
  assert.deepEqual(stdout.split("\n").slice(0, -1), expected);
});
