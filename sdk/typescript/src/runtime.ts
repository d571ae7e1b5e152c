/** What the generated methods share: the per-call options, and turning an answer into its data or an error. */
import { AdjudicatorError } from "./errors.js";

/** Options of one call. */
export interface CallOptions {
  /** abort the call (and its retries) */
  signal?: AbortSignal;
  /** extra request headers */
  headers?: Record<string, string>;
}

interface Answer<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** Send a request with openapi-fetch and return its data, or throw the {@link AdjudicatorError} of its kind. */
export async function call<D>(operation: string, send: () => Promise<Answer<D>>): Promise<D> {
  let answer: Answer<D>;
  try {
    answer = await send();
  } catch (error) {
    if (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError")) throw error;
    throw AdjudicatorError.of({
      status: 0,
      message: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      operation,
      cause: error,
    });
  }
  const { response } = answer;
  if (!response.ok) {
    throw AdjudicatorError.fromAnswer(response.status, answer.error, { operation, headers: response.headers });
  }
  return answer.data as D;
}
