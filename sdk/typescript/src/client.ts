/** The facade: `createAdjudicator()` and the batch helper. */
import createClient, { type Client } from "openapi-fetch";
import { AdjudicatorError, ServerError } from "./errors.js";
import { type BatchableOperationId, bindOperations, type Operations } from "./operations.js";
import { type FetchLike, type RetryOptions, retryingFetch, retryPolicy } from "./retry.js";
import type { CallOptions } from "./runtime.js";
import { call } from "./runtime.js";
import type { JsonBody, OperationId, Output, Query, operations, paths } from "./types.js";

export interface AdjudicatorOptions {
  /** the service's root URL, e.g. `http://127.0.0.1:8000` */
  baseUrl: string;
  /** the `fetch` to use (default: the global one) */
  fetch?: FetchLike;
  /** how many times a 429, 503 or unanswered request is sent again (a number), or the whole policy; default 2 */
  retries?: number | RetryOptions;
  /** headers sent with every request */
  headers?: Record<string, string>;
}

/** The most operations one `POST /v1/batch` takes; `batch()` sends longer lists in several requests. */
export const BATCH_LIMIT = 100;

/** One item of a batch: an operationId and its JSON body (a POST) or query parameters (a GET). */
export type BatchItem = {
  [K in BatchableOperationId]: operations[K] extends { requestBody: unknown }
    ? { operation: K; body: JsonBody<K> }
    : { operation: K; body?: Query<K> };
}[BatchableOperationId];

/** One answer of a batch: the operation, its status and body; `value` is its data (or throws its error). */
export class BatchResult<K extends OperationId = OperationId> {
  constructor(
    readonly operation: K,
    readonly status: number,
    readonly body: unknown,
  ) {}

  /** whether this item succeeded (2xx) */
  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  /** the error this item's answer stands for (undefined if it succeeded) */
  get error(): AdjudicatorError | undefined {
    return this.ok ? undefined : AdjudicatorError.fromAnswer(this.status, this.body, { operation: this.operation });
  }

  /** the item's answer; throws its {@link AdjudicatorError} if it failed */
  get value(): Output<K> {
    const error = this.error;
    if (error) throw error;
    return this.body as Output<K>;
  }
}

export type Adjudicator = Operations & {
  /** the underlying openapi-fetch client (typed by path), for what the facade does not cover */
  readonly raw: Client<paths>;
  /**
   * Run several operations in one request (`POST /v1/batch`; more than {@link BATCH_LIMIT} in several), answered
   * in order. One item's failure does not throw: its result's `error` holds it and its `value` throws it.
   */
  batch<const T extends readonly BatchItem[]>(
    items: T,
    options?: CallOptions,
  ): Promise<{ -readonly [I in keyof T]: BatchResult<T[I]["operation"]> }>;
};

/** A client of the service: one namespace per game, with one typed method per operation. */
export function createAdjudicator(options: AdjudicatorOptions): Adjudicator {
  const base: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: retryingFetch(base, retryPolicy(options.retries)),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const bound = bindOperations(client);

  async function batch(items: readonly BatchItem[], callOptions?: CallOptions): Promise<BatchResult[]> {
    const results: BatchResult[] = [];
    for (let start = 0; start < items.length; start += BATCH_LIMIT) {
      const chunk = items.slice(start, start + BATCH_LIMIT).map((item) => ({
        operation: item.operation,
        body: (item.body ?? {}) as Record<string, unknown>,
      }));
      const answer = await call("run_batch", () =>
        client.POST("/v1/batch", { ...callOptions, body: { requests: chunk } }),
      );
      if (answer.responses.length !== chunk.length) {
        throw new ServerError({
          status: 200,
          message: `the batch answered ${answer.responses.length} items for ${chunk.length}`,
          body: answer,
          operation: "run_batch",
        });
      }
      answer.responses.forEach((response, i) =>
        results.push(new BatchResult(chunk[i]!.operation as OperationId, response.status, response.body)),
      );
    }
    return results;
  }

  return { ...bound, raw: client, batch } as Adjudicator;
}
