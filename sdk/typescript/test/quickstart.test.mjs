// The README's example is examples/quickstart.mjs, run here against the live service; so are the TypeScript blocks of
// docs/quickstart.md and of the repository's README.md (every `console.log(...)  // expected` line there must print
// exactly `expected`).
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const quickstart = new URL("../examples/quickstart.mjs", import.meta.url);
const packageRoot = fileURLToPath(new URL("..", import.meta.url));
// The documents (from the repository's root) with TypeScript blocks: how many blocks, and the fewest console.log lines
// each block has
const DOCS = [
  ["docs/quickstart.md", 1, 5],
  ["README.md", 1, 1],
];
const DOCUMENTED_ADDRESS = "127.0.0.1:8000";
const EXPECTED = /^\s*console\.log\(.*\);?\s+\/\/ (.*)$/;

/** A document's blocks that use the client: its ```js blocks that import @adjudicator/client. */
function docBlocks(document) {
  const text = readFileSync(new URL(`../../../${document}`, import.meta.url), "utf8");
  const blocks = [...text.matchAll(/^```js\n(.*?)^```/gms)].map((match) => match[1]);
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

for (const [document, count, fewestLogs] of DOCS) {
  test(`${document}'s TypeScript blocks state what each console.log prints`, () => {
    const blocks = docBlocks(document);
    assert.equal(blocks.length, count, `${document} should have ${count} \`\`\`js block(s) importing @adjudicator/client`);
    for (const block of blocks) {
      const logs = block.split("\n").filter((line) => line.trimStart().startsWith("console.log("));
      assert.ok(logs.length >= fewestLogs, `${document}: too few console.log lines: ${logs.length}`);
      for (const line of logs) assert.match(line, EXPECTED, "every console.log says what it prints");
    }
  });

  test(`${document}'s TypeScript blocks run and print what they say`, async () => {
    const address = new URL(process.env.ADJ_TEST_URL).host;
    for (const block of docBlocks(document)) {
      const expected = block.split("\n").flatMap((line) => EXPECTED.exec(line)?.[1].trim() ?? []);
      // an ES module evaluated in this package's directory, where "@adjudicator/client" names this package (dist/)
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--input-type=module", "--eval", block.replaceAll(DOCUMENTED_ADDRESS, address)],
        { cwd: packageRoot },
      );
      assert.deepEqual(stdout.split("\n").slice(0, -1), expected);
    }
  });
}
