// Every operation of the OpenAPI document has its facade method, and the generated files are up to date.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { createAdjudicator, OPERATIONS } from "@adjudicator/client";
import { render } from "../scripts/generate.mjs";

const documentUrl = new URL("../../../openapi/openapi.json", import.meta.url);
const document = JSON.parse(readFileSync(documentUrl, "utf8"));

/** Every (operationId, method, path) of the document, read here independently of the generator. */
function documentOperations() {
  const found = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation && typeof operation === "object" && typeof operation.operationId === "string") {
        found.push({ id: operation.operationId, method: method.toUpperCase(), path });
      }
    }
  }
  return found;
}

const camel = (name) => name.replace(/[_-]([a-z0-9])/g, (_, c) => c.toUpperCase());

test("every operationId of openapi.json has a facade method, in the namespace of its game", () => {
  const adj = createAdjudicator({ baseUrl: "http://127.0.0.1:1" });
  const operations = documentOperations();
  assert.ok(operations.length > 100, `only ${operations.length} operations in the document`);
  const missing = [];
  for (const { id, method, path } of operations) {
    const game = /^\/v1\/([^/]+)\/./.exec(path)?.[1];
    const namespace = game ? camel(game) : "service";
    if (typeof adj[namespace]?.[camel(id)] !== "function") missing.push(`${namespace}.${camel(id)} (${id})`);
    assert.deepEqual(OPERATIONS[id], { namespace, method: camel(id), httpMethod: method, path }, id);
  }
  assert.deepEqual(missing, []);
  const methods = Object.entries(adj)
    .filter(([key]) => key !== "raw" && key !== "batch")
    .flatMap(([, namespace]) => Object.keys(namespace));
  assert.equal(methods.length, operations.length);
  assert.equal(Object.keys(OPERATIONS).length, operations.length);
});

test("src/operations.ts is what scripts/generate.mjs writes from openapi.json", () => {
  const written = readFileSync(new URL("../src/operations.ts", import.meta.url), "utf8");
  assert.ok(written === render(document), "src/operations.ts is stale: run `make sdk-ts`");
});
