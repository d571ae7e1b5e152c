/**
 * The errors a failed call throws: one class per kind of failure a caller handles differently, each an
 * {@link AdjudicatorError} (as the Python SDK has one exception class per kind), built from the service's JSON
 * error shape
 * (`{"code": 422, "status": "Unprocessable Entity", "message": "...", "errors": {"json": {"pieces[0]": ["..."]}}}`).
 *
 * | class                     | code                | when                                                     |
 * |---------------------------|---------------------|----------------------------------------------------------|
 * | `InvalidInputError`       | `invalid_input`     | 400 or 422: the request is not valid (`field`)           |
 * | `NotFoundError`           | `not_found`         | 404                                                      |
 * | `PayloadTooLargeError`    | `payload_too_large` | 413                                                      |
 * | `RateLimitedError`        | `rate_limited`      | 429, still after the retries (`retryAfter`)              |
 * | `ServiceUnavailableError` | `unavailable`       | 503, still after the retries (`retryAfter`)              |
 * | `UnreachableError`        | `unreachable`       | no answer at all (a `ServiceUnavailableError`)           |
 * | `ServerError`             | `server_error`      | any other status                                         |
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

/** The service refused or failed a request, or did not answer: the base class of every error of this package. */
export class AdjudicatorError extends Error {
  override readonly name: string = "AdjudicatorError";
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

  /** An error of the kind `code` (by default, of `init.status`); {@link AdjudicatorError.of} picks its class. */
  constructor(init: AdjudicatorErrorInit, code: ErrorCode = codeOf(init.status)) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = code;
    this.field = init.field;
    this.location = init.location;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.operation = init.operation;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }

  /** The error of the class for `init.status` (0: no answer): an {@link InvalidInputError} for a 422, and so on. */
  static of(init: AdjudicatorErrorInit): AdjudicatorError {
    switch (codeOf(init.status)) {
      case "invalid_input":
        return new InvalidInputError(init);
      case "not_found":
        return new NotFoundError(init);
      case "payload_too_large":
        return new PayloadTooLargeError(init);
      case "rate_limited":
        return new RateLimitedError(init);
      case "unavailable":
        return new ServiceUnavailableError(init);
      case "unreachable":
        return new UnreachableError(init);
      case "server_error":
        return new ServerError(init);
    }
  }

  /** The error of an error answer, of the class for its status: `body` is its decoded JSON (or its text). */
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
    return AdjudicatorError.of({
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

/** 400 or 422: the request is not valid; `field`, `location` and `fieldErrors` say what to fix. */
export class InvalidInputError extends AdjudicatorError {
  override readonly name: string = "InvalidInputError";
  declare readonly code: "invalid_input";
  constructor(init: AdjudicatorErrorInit) {
    super(init, "invalid_input");
  }
}

/** 404: no such path on this server (or an operation this server does not have). */
export class NotFoundError extends AdjudicatorError {
  override readonly name: string = "NotFoundError";
  declare readonly code: "not_found";
  constructor(init: AdjudicatorErrorInit) {
    super(init, "not_found");
  }
}

/** 413: the request body is over the server's limit. */
export class PayloadTooLargeError extends AdjudicatorError {
  override readonly name: string = "PayloadTooLargeError";
  declare readonly code: "payload_too_large";
  constructor(init: AdjudicatorErrorInit) {
    super(init, "payload_too_large");
  }
}

/** 429, still after the retries: over the rate limit; `retryAfter` says how many seconds to wait (when said). */
export class RateLimitedError extends AdjudicatorError {
  override readonly name: string = "RateLimitedError";
  declare readonly code: "rate_limited";
  constructor(init: AdjudicatorErrorInit) {
    super(init, "rate_limited");
  }
}

/**
 * 503, still after the retries: the service is overloaded or the request ran past its time budget (`retryAfter`);
 * also the class of {@link UnreachableError}, when no answer came at all.
 */
export class ServiceUnavailableError extends AdjudicatorError {
  override readonly name: string = "ServiceUnavailableError";
  declare readonly code: "unavailable" | "unreachable";
  constructor(init: AdjudicatorErrorInit, code: "unavailable" | "unreachable" = "unavailable") {
    super(init, code);
  }
}

/** No answer at all (connection refused or dropped), still after the retries; `status` is 0 and `cause` says why. */
export class UnreachableError extends ServiceUnavailableError {
  override readonly name: string = "UnreachableError";
  declare readonly code: "unreachable";
  constructor(init: AdjudicatorErrorInit) {
    super(init, "unreachable");
  }
}

/** Any other status: a 5xx other than 503, or an unexpected one (a 405, or a batch answered wrongly). */
export class ServerError extends AdjudicatorError {
  override readonly name: string = "ServerError";
  declare readonly code: "server_error";
  constructor(init: AdjudicatorErrorInit) {
    super(init, "server_error");
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
