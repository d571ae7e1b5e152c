/**
 * The error every failed call throws: {@link AdjudicatorError}, built from the service's JSON error shape
 * (`{"code": 422, "status": "Unprocessable Entity", "message": "...", "errors": {"json": {"pieces[0]": ["..."]}}}`).
 */

/** What kind of failure it is, one value per way a caller handles it. */
export type ErrorCode =
  /** 400 or 422: the request is not valid; `field` and `fieldErrors` say what to fix */
  | "invalid_input"
  /** 404: no such path (or operation) on this server */
  | "not_found"
  /** 413: the request body is over the server's limit */
  | "payload_too_large"
  /** 429, still after the retries: over the rate limit; `retryAfter` says how long to wait */
  | "rate_limited"
  /** 503, still after the retries: the service is overloaded or the request ran past its time budget */
  | "unavailable"
  /** no answer at all (connection refused or dropped), still after the retries */
  | "unreachable"
  /** any other status (a 5xx other than 503, or an unexpected 4xx such as 405) */
  | "server_error";

export interface AdjudicatorErrorInit {
  status: number;
  message: string;
  field?: string | undefined;
  location?: string | undefined;
  fieldErrors?: Record<string, string[]>;
  body?: unknown;
  operation?: string | undefined;
  requestId?: string | undefined;
  retryAfter?: number | undefined;
  cause?: unknown;
}

/** The code of an HTTP status (0: no answer arrived). */
export function codeOf(status: number): ErrorCode {
  if (status === 0) return "unreachable";
  if (status === 400 || status === 422) return "invalid_input";
  if (status === 404) return "not_found";
  if (status === 413) return "payload_too_large";
  if (status === 429) return "rate_limited";
  if (status === 503) return "unavailable";
  return "server_error";
}

/** The service refused or failed a request, or did not answer. */
export class AdjudicatorError extends Error {
  override readonly name = "AdjudicatorError";
  /** the HTTP status (0 when no answer arrived) */
  readonly status: number;
  /** the kind of failure */
  readonly code: ErrorCode;
  /** the path of the (first) offending field: `"position_text"`, `"pieces[3]"`, `"sticks"` (a query parameter) */
  readonly field: string | undefined;
  /** where that field was: `"json"` (the body) or `"query"` */
  readonly location: string | undefined;
  /** every offending field the service named, by path, with its messages */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** the decoded error body (or its text when it was not JSON) */
  readonly body: unknown;
  /** the operationId that was called */
  readonly operation: string | undefined;
  /** the answer's `X-Request-ID`: quote it when reporting a problem */
  readonly requestId: string | undefined;
  /** seconds the server asked to wait (`Retry-After`), on a 429 or 503 */
  readonly retryAfter: number | undefined;

  constructor(init: AdjudicatorErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = codeOf(init.status);
    this.field = init.field;
    this.location = init.location;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.operation = init.operation;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }

  /** The error of an error answer: `body` is its decoded JSON (or its text). */
  static fromAnswer(
    status: number,
    body: unknown,
    options: { operation?: string | undefined; headers?: Headers | undefined } = {},
  ): AdjudicatorError {
    let message = `HTTP ${status}`;
    let field: string | undefined;
    let location: string | undefined;
    const fieldErrors: Record<string, string[]> = {};
    if (isObject(body)) {
      if (typeof body["message"] === "string" && body["message"]) message = body["message"];
      else if (typeof body["status"] === "string" && body["status"]) message = body["status"];
      if (typeof body["field"] === "string") field = body["field"];
      const errors = body["errors"];
      if (isObject(errors)) {
        for (const [where, detail] of Object.entries(errors)) {
          if (!isObject(detail)) continue;
          const before = Object.keys(fieldErrors).length;
          flatten(detail, "", fieldErrors);
          if (location === undefined && Object.keys(fieldErrors).length > before) {
            location = where;
            field ??= Object.keys(fieldErrors)[before];
          }
        }
      }
    } else if (typeof body === "string" && body.trim()) {
      message = body.trim().slice(0, 500);
    }
    const headers = options.headers;
    return new AdjudicatorError({
      status,
      message,
      field,
      location,
      fieldErrors,
      body,
      operation: options.operation,
      requestId: headers?.get("X-Request-ID") ?? undefined,
      retryAfter: parseRetryAfter(headers?.get("Retry-After") ?? null),
    });
  }
}

/** Seconds from a `Retry-After` header, given in seconds or as an HTTP date (undefined if absent or unreadable). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || !value.trim()) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, (date - now) / 1000);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `{"pieces[0]": ["..."]}` as it is; a nested `{"pieces": {"0": ["..."]}}` as `{"pieces.0": ["..."]}`. */
function flatten(detail: Record<string, unknown>, prefix: string, into: Record<string, string[]>): void {
  for (const [key, value] of Object.entries(detail)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) {
      const messages = value.filter((item): item is string => typeof item === "string");
      if (messages.length) into[path] = messages;
    } else if (typeof value === "string") {
      into[path] = [value];
    } else if (isObject(value)) {
      flatten(value, path, into);
    }
  }
}
