/** Types of each operation by operationId, from the generated src/schema.d.ts. */
import type { components, operations } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

/** An operationId of the service. */
export type OperationId = keyof operations;

type JsonOf<C> = C extends { "application/json": infer J } ? J : never;

/** The JSON body of a POST operation. */
export type JsonBody<K extends OperationId> = operations[K] extends { requestBody: { content: infer C } }
  ? JsonOf<C>
  : never;

/** The query parameters of a GET operation. */
export type Query<K extends OperationId> = NonNullable<operations[K]["parameters"]["query"]>;

/** What a call of the operation sends: its JSON body (POST) or its query parameters (GET). */
export type Input<K extends OperationId> = operations[K] extends { requestBody: { content: infer C } }
  ? JsonOf<C>
  : Query<K>;

/** What the operation answers on success: its JSON, or the text of an SVG picture (or of the metrics). */
export type Output<K extends OperationId> = operations[K]["responses"] extends { 200: { content: infer C } }
  ? C extends { "application/json": infer J }
    ? J
    : string
  : string;

/** The body of every error answer. */
export type ErrorBody = components["schemas"]["Error"];
