/**
 * A typed client of the adjudicator rules-adjudication service.
 *
 * ```ts
 * const adj = createAdjudicator({ baseUrl: "http://127.0.0.1:8000" });
 * const { count } = await adj.cetkaik.listCetkaikMoves({ position_text: "..." });
 * ```
 */
export {
  type Adjudicator,
  type AdjudicatorOptions,
  BATCH_LIMIT,
  type BatchItem,
  BatchResult,
  createAdjudicator,
} from "./client.js";
export { expandCompactMoves, moveObject } from "./compact.js";
export {
  AdjudicatorError,
  type AdjudicatorErrorInit,
  type ErrorCode,
  InvalidInputError,
  NotFoundError,
  PayloadTooLargeError,
  parseRetryAfter,
  RateLimitedError,
  ServerError,
  ServiceUnavailableError,
  UnreachableError,
} from "./errors.js";
export { type BatchableOperationId, OPERATIONS, type Operations } from "./operations.js";
export { type FetchLike, RETRIED_STATUSES, type RetryOptions } from "./retry.js";
export type { CallOptions } from "./runtime.js";
export type {
  components,
  ErrorBody,
  Input,
  JsonBody,
  OperationId,
  Output,
  operations,
  paths,
  Query,
} from "./types.js";
