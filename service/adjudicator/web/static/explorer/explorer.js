// The Cetkaik explorer: a small page over the adjudicator's API (no build step, no dependency).
// It asks POST /v1/cetkaik/render for the board (inline SVG), POST /v1/cetkaik/moves for the legal moves (in the
// compact form, read back here) and POST /v1/cetkaik/records/replay to step through a kiaak record. The ruleset
// menu lists the presets the service offers (explorer/presets.json: the render operation's `ruleset` values). The
// page's address carries the position shown (#position=<its text form>&ruleset=<preset>), so a position can be
// linked to and is shown when the link is opened.
"use strict";

(() => {
  const API_ROOT = new URL("..", document.baseURI);
  const $ = (id) => document.getElementById(id);
  const PROFESSION_CJK = {
    Nuak1: "船", Kauk2: "兵", Gua2: "弓", Kaun1: "車", Dau2: "虎", Maun1: "馬", Kua2: "筆", Tuk2: "巫", Uai1: "将", Io: "王",
  };

  const state = {
    positionText: null,   // the current position, in its one-line text form
    ruleset: "cerke_online_alpha",
    bottom: "IASide",
    move: null,           // a move to highlight (片 notation)
    square: null,         // a selected square
    lastMove: null,       // the move that led to the current position (record replay)
    moves: [],            // the legal moves of the current position (as the API lists them)
    gameState: null,      // {game_over, awaiting_declaration, declarations} of the current position
    record: null,         // {valid, problem, plies, positions: [{ply, element, position, position_text}], final_scores}
    step: 0,             // the index of the record entry shown (a declaration is an entry of its own)
  };

  // --- waiting: every user action is one tracked task, so a caller can wait until the page is idle ---------

  let pending = 0;
  let waiters = [];

  function track(task) {
    pending += 1;
    return Promise.resolve()
      .then(task)
      .catch((error) => say(`Something went wrong: ${error.message}`, true))
      .finally(() => {
        pending -= 1;
        if (pending === 0) {
          const done = waiters;
          waiters = [];
          done.forEach((resolve) => resolve());
        }
      });
  }

  function whenIdle() {
    return pending === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
  }

  // --- the API ------------------------------------------------------------------------------------------

  async function call(path, body) {
    const init = body === undefined
      ? { method: "GET" }
      : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
    const response = await fetch(new URL(path, API_ROOT), init);
    const type = response.headers.get("Content-Type") || "";
    const data = type.includes("json") ? await response.json() : await response.text();
    return { status: response.status, ok: response.ok, data };
  }

  function problemOf(result) {
    const data = result.data;
    if (data && typeof data === "object" && data.message) return data.message;
    return `the server answered ${result.status}`;
  }

  function say(text, isError = false) {
    const message = $("message");
    message.textContent = text;
    message.classList.toggle("error", isError);
  }

  // --- the address: #position=<text form>&ruleset=<preset>&bottom=ASide ------------------------------------

  function linkFor(positionText) {
    const params = new URLSearchParams({ position: positionText, ruleset: state.ruleset });
    if (state.bottom !== "IASide") params.set("bottom", state.bottom);
    return `#${params.toString()}`;
  }

  // Keep the address (and the "Link to this position" anchor) on the position shown, without a history entry each.
  function remember() {
    if (!state.positionText) return;
    const hash = linkFor(state.positionText);
    $("permalink").href = hash;
    $("permalink").hidden = false;
    if (window.location.hash !== hash) window.history.replaceState(null, "", hash);
  }

  function linked() {
    const params = new URLSearchParams(window.location.hash.slice(1));
    return { position: params.get("position"), ruleset: params.get("ruleset"), bottom: params.get("bottom") };
  }

  // --- the presets --------------------------------------------------------------------------------------

  async function loadPresets() {
    const result = await call("explorer/presets.json");
    const presets = result.ok && result.data && result.data.presets;
    if (!Array.isArray(presets) || !presets.length) {
      say("Cannot read the rulesets from the service; only the default one is offered.", true);
      return;
    }
    const select = $("ruleset");
    select.replaceChildren(...presets.map((name) => new Option(name, name)));
    select.value = presets.includes(state.ruleset) ? state.ruleset : presets[0];
    state.ruleset = select.value;
  }

  // --- drawing ------------------------------------------------------------------------------------------

  async function drawBoard() {
    const request = { position_text: state.positionText, ruleset: state.ruleset, bottom: state.bottom };
    if (state.move) request.move = state.move;
    if (state.square) request.square = state.square;
    if (state.lastMove) request.last_move = state.lastMove;
    let result = await call("v1/cetkaik/render", request);
    if (!result.ok && request.last_move) {  // a record's movement the server cannot read: draw without it
      delete request.last_move;
      result = await call("v1/cetkaik/render", request);
    }
    if (!result.ok) {
      say(`Cannot draw that: ${problemOf(result)}`, true);
      return false;
    }
    $("board").innerHTML = result.data;
    $("position-text").textContent = state.positionText;
    remember();
    return true;
  }

  async function loadMoves() {
    // The compact form: a tenth of the bytes in mid-game; each move's object is read from its notation here.
    const result = await call("v1/cetkaik/moves",
      { position_text: state.positionText, ruleset: state.ruleset, form: "compact" });
    state.moves = result.ok ? expandMoves(result.data.compact_moves) : [];
    state.gameState = result.ok ? result.data : null;
    if (!result.ok) say(`Cannot list the moves: ${problemOf(result)}`, true);
  }

  // --- the compact list of moves, read back into the full form's entries ------------------------------------

  const SQUARE = "[KLNTZXCMP](?:AI|AU|IA|A|E|I|U|O|Y)";
  const COLOUR = { 赤: "Kok1", 黒: "Huok2" };
  const PROFESSION = Object.fromEntries(Object.entries(PROFESSION_CJK).map(([name, cjk]) => [cjk, name]));
  const named = (...names) => (parts) => Object.fromEntries(names.map((name, i) => [name, parts[i]]));
  // Each kind of move: the form of its notation and its object's fields from the notation's parts.
  const MOVE_FORMS = [
    ["SrcDst", `(${SQUARE})片(${SQUARE})水?`, named("src", "dest")],
    ["SrcStepDstFinite", `(${SQUARE})片(${SQUARE})(${SQUARE})水?`, named("src", "step", "dest")],
    ["SrcStepsDst", `(${SQUARE})片((?:${SQUARE}){3,})水?`, ([src, path]) => {
      const squares = path.match(new RegExp(SQUARE, "g"));
      return { src, steps: squares.slice(0, -1), dest: squares[squares.length - 1] };
    }],
    ["InfAfterStep", `(${SQUARE})片(${SQUARE})心(${SQUARE})`, named("src", "step", "planned")],
    ["FromHand", `([赤黒])([${Object.keys(PROFESSION).join("")}])(${SQUARE})`,
      ([colour, prof, dest]) => ({ color: COLOUR[colour], prof: PROFESSION[prof], dest })],
    ["TamNoStep", `(${SQUARE})皇\\[(${SQUARE})\\](${SQUARE})`, named("src", "first_dest", "second_dest")],
    ["TamStepsDuringFormer", `(${SQUARE})皇(${SQUARE})\\[(${SQUARE})\\](${SQUARE})`,
      named("src", "step", "first_dest", "second_dest")],
    ["TamStepsDuringLatter", `(${SQUARE})皇\\[(${SQUARE})\\](${SQUARE})(${SQUARE})`,
      named("src", "first_dest", "step", "second_dest")],
    ["AfterHalfAcceptance", `(${SQUARE})`, named("dest")],
  ].map(([type, pattern, read]) => [type, new RegExp(`^${pattern}$`), read]);

  function moveObject(notation) {
    if (notation === "pass") return { type: "AfterHalfAcceptance", dest: null };
    for (const [type, pattern, read] of MOVE_FORMS) {
      const found = pattern.exec(notation);
      if (found) return { type, ...read(found.slice(1)) };
    }
    throw new Error(`${notation} is not a move in 片 notation`);
  }

  // The full form's entries: {notation, type, move, ...its annotations}, in the list's order.
  function expandMoves(table) {
    return table.notations.map((notation, i) => {
      const move = moveObject(notation);
      return { notation, type: move.type, move, ...table.annotations[table.annotation_indices[i]] };
    });
  }

  // Where the game stands: over (nothing is legal), or awaiting a declaration (only ty mok1 / ta xot1 are).
  function describeGameState() {
    const game = state.gameState;
    if (!game) return "";
    if (game.game_over) {
      const { victor, reason } = game.game_over;
      const who = victor ? `${victor} won` : "a draw";
      return `The game is over: ${who} (${reason.replaceAll("_", " ")}). No move is legal.`;
    }
    const awaited = game.awaiting_declaration;
    if (awaited) {
      const formed = [];
      if (awaited.hands.length) formed.push(`formed ${awaited.hands.join(", ")}`);
      for (const penalty of awaited.penalties) formed.push(`incurred ${penalty.name} (${penalty.points})`);
      return `${awaited.side} ${formed.join(" and ")} and must declare: ty mok1 (再行) or ta xot1 (終季) `
        + "are the only legal plays.";
    }
    return "";
  }

  function moveSource(move) {
    return move.move.src || null;
  }

  function moveTarget(move) {
    const m = move.move;
    return m.second_dest || m.planned || m.dest || null;
  }

  function listMoves() {
    const list = $("moves");
    list.replaceChildren();
    let shown = state.moves;
    if (state.square) shown = shown.filter((m) => moveSource(m) === state.square);
    $("move-count").textContent = `(${state.moves.length})`;
    const standing = describeGameState();
    $("game-state").textContent = standing;
    $("game-state").hidden = !standing;
    $("moves-filter").textContent = state.square
      ? `${shown.length} from ${state.square} (click the square again to see all)`
      : "";
    for (const move of shown) {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = move.notation;
      button.dataset.notation = move.notation;
      button.classList.toggle("active", move.notation === state.move);
      button.setAttribute("aria-pressed", String(move.notation === state.move));
      button.addEventListener("click", () => track(() => highlight(move.notation)));
      item.append(button);
      const notes = [];
      if (move.captured) {
        const { color, prof } = move.captured;
        notes.push(`takes ${color === "Kok1" ? "赤" : "黒"}${PROFESSION_CJK[prof] || prof}`);
      }
      if (move.success_probability.fraction !== "1/1") notes.push(`p = ${move.success_probability.fraction}`);
      if (move.tam2_penalty) notes.push(`penalty ${move.tam2_penalty}`);
      if (notes.length) {
        const note = document.createElement("span");
        note.className = "note";
        note.textContent = notes.join(", ");
        item.append(note);
      }
      list.append(item);
    }
  }

  async function showPosition(positionText, { lastMove = null } = {}) {
    state.positionText = positionText;
    state.move = null;
    state.square = null;
    state.lastMove = lastMove;
    $("move").value = "";
    if (await drawBoard()) {
      await loadMoves();
      listMoves();
    }
  }

  async function highlight(notation) {
    state.move = notation || null;
    state.square = null;
    if (await drawBoard()) {
      listMoves();
      say(notation ? `Highlighted ${notation}.` : "");
    }
  }

  // --- reading the input --------------------------------------------------------------------------------

  const MOVE_PATTERN = /^(?:pass|[KLNTZXCMP](?:AI|AU|IA|A|E|I|U|O|Y)\S*|[赤黒]\S+)$/;

  function looksLikePositionText(text) {
    const fields = text.split(/\s+/);
    return !text.includes("\n") && fields[0].split("/").length === 9 && fields.length >= 8 && fields.length <= 11;
  }

  async function validated(body) {
    const result = await call("v1/cetkaik/positions/validate", body);
    if (!result.ok) {
      say(`That position cannot be read: ${problemOf(result)}`, true);
      return null;
    }
    return result.data.position_text;
  }

  async function loadSource() {
    const text = $("source").value.trim();
    if (!text) {
      say("Paste a position, a move or a record first.", true);
      return;
    }
    if (/^\{\s*["}]/.test(text)) {  // JSON (a kiaak record's header starts with "{" too, but no quote)
      let data;
      try {
        data = JSON.parse(text);
      } catch (error) {
        say(`That is not valid JSON: ${error.message}`, true);
        return;
      }
      const body = data.board ? { position: data } : data.position_text ? { position_text: data.position_text }
        : { position: data.position };
      const positionText = await validated(body);
      if (positionText) {
        leaveRecord();
        await showPosition(positionText);
        say("Position loaded.");
      }
    } else if (looksLikePositionText(text)) {
      const positionText = await validated({ position_text: text });
      if (positionText) {
        leaveRecord();
        await showPosition(positionText);
        say("Position loaded.");
      }
    } else if (MOVE_PATTERN.test(text)) {
      $("move").value = text;
      await highlight(text);
    } else {
      await loadRecord(text);
    }
  }

  // --- records ------------------------------------------------------------------------------------------

  function leaveRecord() {
    state.record = null;
    $("record").hidden = true;
  }

  async function loadRecord(text) {
    const result = await call("v1/cetkaik/records/replay", { record: text, ruleset: state.ruleset });
    if (result.status === 404 || result.status === 405) {
      leaveRecord();
      say("This server cannot replay kiaak records yet (POST /v1/cetkaik/records/replay is not available). "
        + "Paste a position or a move instead.", true);
      return;
    }
    if (!result.ok) {
      say(`That record cannot be read: ${problemOf(result)}`, true);
      return;
    }
    state.record = result.data;
    $("record").hidden = false;
    const problem = $("record-problem");
    const p = result.data.problem;
    problem.hidden = !p;
    problem.textContent = p
      ? `The record stops being legal at line ${p.line}, column ${p.column}: ${p.reason || p.message || ""}`
      : "";
    say(`Record loaded: ${result.data.plies} plies${result.data.valid ? "" : " (it breaks the rules)"}.`,
      !result.data.valid);
    await showStep(0);
  }

  function scoresText(position) {
    const scores = position && position.scores;
    return scores ? `Scores: IA side ${scores.IASide}, A side ${scores.ASide}` : "";
  }

  const PIECE_MOVEMENT = new RegExp(`^(${SQUARE})([船兵弓車虎馬筆巫将王片皇])((?:${SQUARE}|[\\[\\]心])*)`);
  const DROP = new RegExp(`^([赤黒][船兵弓車虎馬筆巫将王])(${SQUARE})`);

  // The 片 notation of the movement a record element (kiaak text) describes, as far as it can be read; null for
  // a declaration. The picture then shades its squares; if the server cannot read it, the board is drawn plain.
  function movementOf(element) {
    if (!element) return null;
    const line = element.split("\n")[0];
    const drop = DROP.exec(line);
    if (drop) return drop[1] + drop[2];
    const found = PIECE_MOVEMENT.exec(line);
    if (!found || !found[3]) return null;
    return found[1] + (found[2] === "皇" ? "皇" : "片") + found[3];
  }

  async function showStep(step) {
    const record = state.record;
    if (!record) return;
    const last = record.positions.length - 1;
    state.step = Math.max(0, Math.min(step, last));
    const entry = record.positions[state.step];
    $("ply").textContent = `Ply ${entry.ply} of ${record.plies}`;
    $("ply-move").textContent = entry.element ? `Played: ${entry.element}` : "The starting position.";
    let scores = scoresText(entry.position);
    if (state.step === last && record.final_scores) {
      scores += ` · final: IA side ${record.final_scores.IASide}, A side ${record.final_scores.ASide}`;
    }
    $("scores").textContent = scores;
    $("first").disabled = $("prev").disabled = state.step === 0;
    $("next").disabled = $("last").disabled = state.step === last;
    await showPosition(entry.position_text, { lastMove: movementOf(entry.element) });
  }

  // --- the board as an input ----------------------------------------------------------------------------

  async function clickSquare(name) {
    if (state.square && state.square !== name) {
      const chosen = state.moves.filter((m) => moveSource(m) === state.square && moveTarget(m) === name);
      if (chosen.length) {
        await highlight(chosen[0].notation);
        if (chosen.length > 1) say(`${chosen.length} moves go from ${chosen[0].move.src} to ${name}; `
          + `highlighted ${chosen[0].notation}.`);
        return;
      }
    }
    state.square = state.square === name ? null : name;
    state.move = null;
    if (await drawBoard()) listMoves();
  }

  // --- wiring -------------------------------------------------------------------------------------------

  function wire() {
    $("load").addEventListener("click", () => track(loadSource));
    $("initial").addEventListener("click", () => track(async () => {
      leaveRecord();
      await loadInitial();
    }));
    $("ruleset").addEventListener("change", (event) => track(async () => {
      state.ruleset = event.target.value;
      if (state.positionText) await showPosition(state.positionText, { lastMove: state.lastMove });
    }));
    $("flip").addEventListener("click", (event) => track(async () => {
      state.bottom = state.bottom === "IASide" ? "ASide" : "IASide";
      event.target.setAttribute("aria-pressed", String(state.bottom === "ASide"));
      await drawBoard();
    }));
    $("highlight").addEventListener("click", () => track(() => highlight($("move").value.trim())));
    $("move").addEventListener("keydown", (event) => {
      if (event.key === "Enter") track(() => highlight($("move").value.trim()));
    });
    $("clear").addEventListener("click", () => track(async () => {
      $("move").value = "";
      await highlight(null);
    }));
    $("first").addEventListener("click", () => track(() => showStep(0)));
    $("prev").addEventListener("click", () => track(() => showStep(state.step - 1)));
    $("next").addEventListener("click", () => track(() => showStep(state.step + 1)));
    $("last").addEventListener("click", () => track(() => showStep(Infinity)));
    document.addEventListener("keydown", (event) => {
      if (!state.record || event.target.closest("textarea, input, select")) return;
      if (event.key === "ArrowRight") track(() => showStep(state.step + 1));
      if (event.key === "ArrowLeft") track(() => showStep(state.step - 1));
    });
    $("board").addEventListener("click", (event) => {
      const target = event.target.closest("[data-square]");
      if (target && state.positionText) track(() => clickSquare(target.dataset.square));
    });
  }

  // Show the position the address names (true), or say why it cannot be shown (false when there is none).
  async function loadLinked() {
    const link = linked();
    if (!link.position) return false;
    const options = [...$("ruleset").options].map((option) => option.value);
    if (link.ruleset && options.includes(link.ruleset)) {
      state.ruleset = link.ruleset;
      $("ruleset").value = link.ruleset;
    }
    if (link.bottom === "ASide" || link.bottom === "IASide") {
      state.bottom = link.bottom;
      $("flip").setAttribute("aria-pressed", String(state.bottom === "ASide"));
    }
    $("source").value = link.position;
    const positionText = await validated({ position_text: link.position });
    if (!positionText) {
      const problem = $("message").textContent;
      await loadInitial();
      say(`The link's ${problem.charAt(0).toLowerCase()}${problem.slice(1)} The initial position is shown instead.`, true);
      return true;
    }
    leaveRecord();
    await showPosition(positionText);
    say("The linked position.");
    return true;
  }

  async function start() {
    await loadPresets();
    if (!(await loadLinked())) await loadInitial();
  }

  async function loadInitial() {
    const result = await call("v1/cetkaik/positions/initial");
    if (!result.ok) {
      say(`Cannot fetch the initial position: ${problemOf(result)}`, true);
      return;
    }
    await showPosition(result.data.position_text);
    say("The initial position.");
  }

  window.explorer = { whenIdle, state };
  wire();
  window.addEventListener("hashchange", () => {
    if (linked().position !== state.positionText) track(loadLinked);
  });
  track(start);
})();
