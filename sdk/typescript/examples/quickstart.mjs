import { AdjudicatorError, createAdjudicator } from "@adjudicator/client";

const adj = createAdjudicator({ baseUrl: process.env.ADJ_URL ?? "http://127.0.0.1:8000" });

// The exact distribution of a cast of the five sticks
const { outcomes } = await adj.sticks.getStickDistribution({ sticks: 5 });
for (const { result, probability } of outcomes) console.log(`sticks ${result}: ${probability.fraction}`);

// Every legal move of the initial Cetkaik position
const { position_text } = await adj.cetkaik.getInitialCetkaikPosition();
const { count } = await adj.cetkaik.listCetkaikMoves({ position_text });
console.log(`cetkaik: ${count} legal moves`);

// Several operations in one request
const [hand, bad] = await adj.batch([
  { operation: "decompose_lauzait_cep_hand", body: { pieces: ["G3", "G4", "G5"] } },
  { operation: "get_stick_distribution", body: { sticks: 0 } },
]);
console.log(`lauzait cep: ${hand.value.best?.kind}; batch item 2: ${bad.status} ${bad.error?.field}`);

// Bad input is an AdjudicatorError naming the field
try {
  await adj.cetkaik.listCetkaikMoves({ position_text: "not a position" });
} catch (error) {
  if (!(error instanceof AdjudicatorError)) throw error;
  console.log(`error: ${error.status} ${error.code} ${error.field}`);
}
