#!/usr/bin/env node
// Writes src/operations.ts, the facade's typed methods, from the service's OpenAPI document: one method per
// operation, named from its operationId in camelCase, in the namespace of its game (the <game> of /v1/<game>/...;
// the other operations, such as the health checks and the batch, are in `service`).
//
// Usage: node scripts/generate.mjs [path/to/openapi.json] (default: the repository's openapi/openapi.json).
// The types the methods use come from src/schema.d.ts, written by openapi-typescript from the same document
// (`npm run generate` runs both). An operation this script cannot express fails the generation instead of being
// left out.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(process.argv[2] ?? join(here, "..", "..", "..", "openapi", "openapi.json"));
const target = join(here, "..", "src", "operations.ts");

const METHODS = ["get", "post"];
const OTHER_METHODS = ["put", "patch", "delete", "head", "options", "trace"];

/** list_cetkaik_moves -> listCetkaikMoves, lauzait-cep -> lauzaitCep */
export function camelCase(name) {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase()))
    .join("");
}

/** The facade namespace of a path: the game of /v1/<game>/..., or "service" for the others. */
export function namespaceOf(path) {
  const match = /^\/v1\/([^/]+)\/./.exec(path);
  return match ? camelCase(match[1]) : "service";
}

/** Every operation of the document, in its order, with what the generated method needs. */
export function operationsOf(document) {
  const found = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (item.parameters?.length) throw new Error(`${path}: path-level parameters are not supported by the generator`);
    for (const method of OTHER_METHODS) {
      if (item[method]) throw new Error(`${method.toUpperCase()} ${path}: only GET and POST are supported`);
    }
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const id = operation.operationId;
      if (typeof id !== "string" || !id) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const parameters = operation.parameters ?? [];
      const other = parameters.filter((p) => p.in !== "query");
      if (other.length) throw new Error(`${id}: ${other[0].in} parameters are not supported by the generator`);
      const body = operation.requestBody;
      if (method === "get" && body) throw new Error(`${id}: a GET with a body is not supported`);
      if (method === "post" && !(body?.required && body.content?.["application/json"])) {
        throw new Error(`${id}: a POST must have a required JSON body`);
      }
      if (method === "post" && parameters.length) {
        throw new Error(`${id}: query parameters of a POST are not supported`);
      }
      const ok = operation.responses?.["200"] ?? {};
      found.push({
        id,
        method,
        path,
        namespace: namespaceOf(path),
        name: camelCase(id),
        summary: operation.summary ?? "",
        query: parameters.length === 0 ? "none" : parameters.some((p) => p.required) ? "required" : "optional",
        json: Boolean(ok.content?.["application/json"]),
      });
    }
  }
  const names = new Set();
  for (const op of found) {
    const key = `${op.namespace}.${op.name}`;
    if (names.has(key)) throw new Error(`two operations are named ${key}`);
    names.add(key);
  }
  return found;
}

/** Whether the batch runs the operation: an operation of a game (not of `service`) that answers JSON. */
export function batchable(op) {
  return op.namespace !== "service" && op.json;
}

function comment(text) {
  return text.replace(/\*\//g, "* /").replace(/\s+/g, " ").trim();
}

function methodSource(op) {
  const http = op.method.toUpperCase();
  const doc = `      /** ${comment(op.summary)} (\`${http} ${op.path}\`, \`${op.id}\`) */`;
  const parse = op.json ? "" : ', parseAs: "text"';
  let args;
  let init;
  if (op.method === "post") {
    args = `body: JsonBody<"${op.id}">, options?: CallOptions`;
    init = `{ ...options, body${parse} }`;
  } else if (op.query === "none") {
    args = "options?: CallOptions";
    init = `{ ...options${parse} }`;
  } else {
    const optional = op.query === "optional" ? "?" : "";
    args = `query${optional}: Query<"${op.id}">, options?: CallOptions`;
    init = `{ ...options, params: { query }${parse} }`;
  }
  return [
    doc,
    `      ${op.name}: (${args}): Promise<Output<"${op.id}">> =>`,
    `        call("${op.id}", () => client.${http}("${op.path}", ${init})),`,
  ].join("\n");
}

export function render(document) {
  const operations = operationsOf(document);
  const namespaces = [...new Set(operations.map((op) => op.namespace))];
  const lines = [
    "// Generated by scripts/generate.mjs from openapi/openapi.json: do not edit (run `make sdk-ts`).",
    `// ${document.info?.title ?? "API"} ${document.info?.version ?? ""}: ${operations.length} operations.`,
    "/* eslint-disable */",
    'import type { Client } from "openapi-fetch";',
    'import type { paths } from "./schema.js";',
    'import { call, type CallOptions } from "./runtime.js";',
    'import type { JsonBody, Output, Query } from "./types.js";',
    "",
    "/** Every operation of the service by operationId: its facade namespace and method, HTTP method and path. */",
    "export const OPERATIONS = {",
    ...operations.map(
      (op) =>
        `  ${op.id}: { namespace: "${op.namespace}", method: "${op.name}", httpMethod: "${op.method.toUpperCase()}", ` +
        `path: "${op.path}" },`,
    ),
    "} as const;",
    "",
    "/** The operations `POST /v1/batch` runs: those of a game that answer JSON (not the health checks, the metrics,",
    " * the pictures or the batch itself). */",
    "export type BatchableOperationId =",
    ...operations.filter(batchable).map((op, i, all) => `  | "${op.id}"${i === all.length - 1 ? ";" : ""}`),
    "",
    "/** The facade's namespaces, one per game (and `service`), each with one method per operation. */",
    "export function bindOperations(client: Client<paths>) {",
    "  return {",
  ];
  for (const namespace of namespaces) {
    lines.push(`    ${namespace}: {`);
    for (const op of operations.filter((o) => o.namespace === namespace)) lines.push(methodSource(op));
    lines.push("    },");
  }
  lines.push("  };", "}", "", "export type Operations = ReturnType<typeof bindOperations>;", "");
  return lines.join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const document = JSON.parse(readFileSync(source, "utf8"));
  const text = render(document);
  writeFileSync(target, text);
  console.log(`generate: ${operationsOf(document).length} operations -> src/operations.ts`);
}
