/**
 * Retries: a request answered 429 or 503, or not answered at all, is sent again a bounded number of times,
 * after the server's `Retry-After` when it gave one (and an exponential backoff otherwise). No other status is
 * retried: a 4xx is the caller's to fix.
 */
import { parseRetryAfter } from "./errors.js";

export interface RetryOptions {
  /** how many times a request is sent again (0: never); default 2 */
  retries?: number;
  /** milliseconds before the first retry when the server gives no Retry-After, doubled each time; default 200 */
  backoffMs?: number;
  /** the longest wait before a retry, whatever Retry-After says, in milliseconds; default 10,000 */
  maxDelayMs?: number;
}

export type FetchLike = (input: Request) => Promise<Response>;

/** The statuses that are retried. */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 503]);

export interface RetryPolicy {
  retries: number;
  backoffMs: number;
  maxDelayMs: number;
}

export function retryPolicy(options: number | RetryOptions | undefined): RetryPolicy {
  const given = typeof options === "number" ? { retries: options } : (options ?? {});
  const policy = {
    retries: given.retries ?? 2,
    backoffMs: given.backoffMs ?? 200,
    maxDelayMs: given.maxDelayMs ?? 10_000,
  };
  if (!Number.isInteger(policy.retries) || policy.retries < 0) {
    throw new RangeError("retries must be a whole number >= 0");
  }
  if (!(policy.backoffMs >= 0) || !(policy.maxDelayMs >= 0)) {
    throw new RangeError("backoffMs and maxDelayMs must be >= 0");
  }
  return policy;
}

/** Milliseconds to wait before retry number `retry` (1 for the first), given the server's Retry-After in seconds. */
export function retryDelay(policy: RetryPolicy, retry: number, retryAfterSeconds?: number): number {
  const wait = retryAfterSeconds === undefined ? policy.backoffMs * 2 ** (retry - 1) : retryAfterSeconds * 1000;
  return Math.min(wait, policy.maxDelayMs);
}

/** `fetch` that retries as `policy` says. */
export function retryingFetch(fetch: FetchLike, policy: RetryPolicy): FetchLike {
  return async (input: Request): Promise<Response> => {
    for (let retry = 1; ; retry++) {
      const last = retry > policy.retries;
      // A request's body can be read once: every attempt but the last sends a copy.
      const attempt = last ? input : input.clone();
      let response: Response;
      try {
        response = await fetch(attempt);
      } catch (error) {
        if (last || input.signal.aborted || isAbort(error)) throw error;
        await wait(retryDelay(policy, retry), input.signal);
        continue;
      }
      if (last || !RETRIED_STATUSES.has(response.status)) return response;
      const retryAfter = parseRetryAfter(response.headers.get("Retry-After"));
      await response.body?.cancel();
      await wait(retryDelay(policy, retry, retryAfter), input.signal);
    }
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
