/**
 * Reading the compact list of Cetkaik moves (`form: "compact"`) back into the full form's entries, on the client.
 *
 * The compact form carries each move's 片 notation and the index of its annotations (each distinct set given once):
 * a tenth of the bytes in mid-game. Each entry's `type` and `move` object follow from the notation.
 *
 * ```ts
 * const answer = await adj.cetkaik.listCetkaikMoves({ position_text, form: "compact" });
 * const moves = expandCompactMoves(answer); // the same entries as the full form's `moves`
 * ```
 */
import type { components } from "./schema.js";

type AnnotatedMove = components["schemas"]["AnnotatedMove"];
type MovesResponse = components["schemas"]["MovesResponse"];
type MoveObject = AnnotatedMove["move"];

const SQUARE = "[KLNTZXCMP](?:AI|AU|IA|A|E|I|U|O|Y)";
const COLOURS: Record<string, string> = { "赤": "Kok1", "黒": "Huok2" };
const PROFESSIONS: Record<string, string> = {
  "船": "Nuak1", "兵": "Kauk2", "弓": "Gua2", "車": "Kaun1", "虎": "Dau2",
  "馬": "Maun1", "筆": "Kua2", "巫": "Tuk2", "将": "Uai1", "王": "Io",
};

type Reader = (parts: string[]) => Record<string, unknown>;
const named = (...names: string[]): Reader => (parts) =>
  Object.fromEntries(names.map((name, i) => [name, parts[i]]));

/** Each kind of move: the form of its notation, and its object's fields from the notation's parts. */
const FORMS: [string, RegExp, Reader][] = ([
  ["SrcDst", `(${SQUARE})片(${SQUARE})水?`, named("src", "dest")],
  ["SrcStepDstFinite", `(${SQUARE})片(${SQUARE})(${SQUARE})水?`, named("src", "step", "dest")],
  ["SrcStepsDst", `(${SQUARE})片((?:${SQUARE}){3,})水?`, ([src, path]) => {
    const squares = path!.match(new RegExp(SQUARE, "g"))!;
    return { src, steps: squares.slice(0, -1), dest: squares[squares.length - 1] };
  }],
  ["InfAfterStep", `(${SQUARE})片(${SQUARE})心(${SQUARE})`, named("src", "step", "planned")],
  ["FromHand", `([赤黒])([${Object.keys(PROFESSIONS).join("")}])(${SQUARE})`,
    ([colour, prof, dest]) => ({ color: COLOURS[colour!], prof: PROFESSIONS[prof!], dest })],
  ["TamNoStep", `(${SQUARE})皇\\[(${SQUARE})\\](${SQUARE})`, named("src", "first_dest", "second_dest")],
  ["TamStepsDuringFormer", `(${SQUARE})皇(${SQUARE})\\[(${SQUARE})\\](${SQUARE})`,
    named("src", "step", "first_dest", "second_dest")],
  ["TamStepsDuringLatter", `(${SQUARE})皇\\[(${SQUARE})\\](${SQUARE})(${SQUARE})`,
    named("src", "first_dest", "step", "second_dest")],
  ["AfterHalfAcceptance", `(${SQUARE})`, named("dest")],
] as [string, string, Reader][]).map(([type, pattern, read]) => [type, new RegExp(`^${pattern}$`), read]);

/** The JSON object of a Cetkaik move from its 片 notation (`pass` included), as the service writes it. */
export function moveObject(notation: string): MoveObject {
  if (notation === "pass") return { type: "AfterHalfAcceptance", dest: null } as MoveObject;
  for (const [type, pattern, read] of FORMS) {
    const found = pattern.exec(notation);
    if (found) return { type, ...read(found.slice(1)) } as MoveObject;
  }
  throw new Error(`${JSON.stringify(notation)} is not a move in 片 notation`);
}

/** The full form's `moves` of a `list_cetkaik_moves` answer given in the compact form (its own `moves` otherwise). */
export function expandCompactMoves(answer: MovesResponse): AnnotatedMove[] {
  const table = answer.compact_moves;
  if (!table) return answer.moves ?? [];
  return table.notations.map((notation, i) => {
    const move = moveObject(notation);
    const annotations = table.annotations[table.annotation_indices[i]!]!;
    return { notation, type: move.type, move, ...annotations } as AnnotatedMove;
  });
}
