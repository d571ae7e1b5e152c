// Compile-time tests of the facade's types (`npm run typecheck` fails if one does not hold): answers are typed,
// wrong bodies and query parameters are refused, batch items are checked against their operation, an error's class
// narrows its code.
import {
  AdjudicatorError,
  type BatchResult,
  createAdjudicator,
  type ErrorCode,
  InvalidInputError,
  type Output,
  RateLimitedError,
  ServiceUnavailableError,
  UnreachableError,
} from "../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectType<T extends true>(): T | undefined {
  return undefined;
}

const adj = createAdjudicator({ baseUrl: "http://127.0.0.1:8000" });

export async function answers(): Promise<void> {
  const moves = await adj.cetkaik.listCetkaikMoves({ position_text: "..." });
  expectType<Equal<typeof moves.count, number>>();
  const distribution = await adj.sticks.getStickDistribution();
  expectType<Equal<typeof distribution.outcomes[number]["probability"]["fraction"], string>>();
  const svg = await adj.cetkaik.renderCetkaikPosition({ position_text: "..." });
  expectType<Equal<typeof svg, string>>();
  const metrics = await adj.service.getMetrics();
  expectType<Equal<typeof metrics, string>>();
  expectType<Equal<Output<"list_cetkaik_moves">, typeof moves>>();
}

export async function refusals(): Promise<void> {
  // @ts-expect-error: sticks is a number
  await adj.sticks.getStickDistribution({ sticks: "3" });
  // @ts-expect-error: not a field of the request
  await adj.cetkaik.listCetkaikMoves({ position_txt: "..." });
  // @ts-expect-error: a POST operation needs its body
  await adj.lauzaitCep.decomposeLauzaitCepHand();
  // @ts-expect-error: position_text is a required query parameter
  await adj.cetkaik.getCetkaikMoves({});
  // @ts-expect-error: no such operation
  await adj.cetkaik.listCetkaikMovez({ position_text: "..." });
}

export async function batches(): Promise<void> {
  const [moves, sticks] = await adj.batch([
    { operation: "list_cetkaik_moves", body: { position_text: "..." } },
    { operation: "get_stick_distribution", body: { sticks: 3 } },
  ]);
  expectType<Equal<typeof moves, BatchResult<"list_cetkaik_moves">>>();
  expectType<Equal<typeof sticks.value.sticks, number>>();
  expectType<Equal<typeof moves.error, AdjudicatorError | undefined>>();
  // @ts-expect-error: the body of another operation
  await adj.batch([{ operation: "list_cetkaik_moves", body: { sticks: 3 } }]);
  // @ts-expect-error: pictures cannot be batched
  await adj.batch([{ operation: "render_cetkaik_position", body: { position_text: "..." } }]);
  // @ts-expect-error: nor can the batch itself
  await adj.batch([{ operation: "run_batch", body: { requests: [] } }]);
}

export function errors(error: unknown): void {
  if (error instanceof InvalidInputError) expectType<Equal<typeof error.code, "invalid_input">>();
  if (error instanceof RateLimitedError) expectType<Equal<typeof error.code, "rate_limited">>();
  if (error instanceof ServiceUnavailableError) expectType<Equal<typeof error.code, "unavailable" | "unreachable">>();
  if (error instanceof UnreachableError) expectType<Equal<typeof error.code, "unreachable">>();
  if (error instanceof AdjudicatorError) expectType<Equal<typeof error.code, ErrorCode>>();
  // @ts-expect-error: an InvalidInputError is never rate limited
  if (error instanceof InvalidInputError && error.code === "rate_limited") return;
}
