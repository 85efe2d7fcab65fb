// pegsol's page: the game's state and its address, and the words and
// numbers every part of the page shares.
//
// The state is the board, the start (its empty holes), the jumps played and
// the jumps undone (for redo); the position is replayed from them, and the
// counts come from the engine (engine.js: pegsol serve's API, or the engine
// compiled to WebAssembly), as `state.analysis`.

export const $ = (id) => document.getElementById(id);

export const state = { boards: {}, board: null, start: [], jumps: [], undone: [], selected: null, editing: false,
  analysis: null, error: null, request: 0, counting: null, searching: null, sheet: null, sheetRequest: 0, solution: null,
  practiceWanted: "", counts: true, hint: null, route: null, focus: null, refocus: false };

// 1234567 as "1,234,567".
export function fmt(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }

// The board played: its holes, jump lines, lattice and default start.
export function board() { return state.boards[state.board]; }

// Where the game is: the start and the jumps played, as one key.
export function positionKey() { return state.start.join(",") + "/" + state.jumps.join(","); }

// The pegs after the jumps played, from the board's jump lines.
export function pegs() {
  const b = board();
  const set = new Set(b.holes.map((h) => h.name).filter((n) => !state.start.includes(n)));
  for (const j of state.jumps) {
    const [from, over, to] = j.split("-");
    set.delete(from); set.delete(over); set.add(to);
  }
  return set;
}

// The legal jumps of the pegs `set`, as from-over-to in the board's order.
export function legalJumps(set) {
  return board().jumps.filter(([f, o, t]) => set.has(f) && set.has(o) && !set.has(t)).map((j) => j.join("-"));
}

// A hole as the address may spell it (the board's name in any case, or its
// number, as the API accepts), by the board's own name; null if none.
export function holeNamed(token) {
  const holes = board().holes, t = token.trim();
  const exact = holes.find((h) => h.name === t) || holes.find((h) => h.name.toLowerCase() === t.toLowerCase());
  if (exact) return exact.name;
  const n = /^\d+$/.test(t) ? Number(t) : 0;
  return n >= 1 && n <= holes.length ? holes[n - 1].name : null;
}

// A jump as the address may spell it (from-over-to or from-to, holes in any
// spelling), as from-over-to in the board's names; null if the board has none.
export function jumpNamed(token) {
  const parts = token.split("-").map(holeNamed);
  if (parts.some((p) => p === null) || (parts.length !== 2 && parts.length !== 3)) return null;
  const [f, t] = [parts[0], parts[parts.length - 1]];
  const line = board().jumps.find(([a, o, b]) => a === f && b === t && (parts.length === 2 || o === parts[1]));
  return line ? line.join("-") : null;
}

// The solutions toward the finish chosen (all of them if none is); null
// where they are not counted (a position too large: verdicts instead).
export function shown(counts, total) {
  if (counts === null) return null;
  const finish = $("finish").value;
  return finish ? (counts[finish] || "0") : total;
}

// What the page says of a verdict where counts are not available.
export const VERDICTS = { wins: "✓ wins (a solution found)", loses: "✗ loses (no solution)", unknown: "? undecided (the search ran out)" };

// A jump's verdict toward the finish chosen: from its count where counted
// (so it follows the finish without asking again), else the engine's search.
export function jumpVerdict(j) {
  if (j.solutions === null) return j.verdict;
  return shown(j.solutions_by_finish, j.solutions) === "0" ? "loses" : "wins";
}

// "10 moves (13 jumps)": a move is a chain of jumps by one peg.
export function movesAndJumps(moves, jumps) {
  return `${moves} move${moves === 1 ? "" : "s"} (${jumps} jump${jumps === 1 ? "" : "s"})`;
}

// "1 solution", "2,048 solutions".
export function solutions(n) { return `${fmt(n)} solution${n === "1" ? "" : "s"}`; }

// The address of the game on the page, to bookmark or share.
export function writeUrl() {
  const q = new URLSearchParams({ board: state.board, start: state.start.join(",") });
  if (state.jumps.length) q.set("jumps", state.jumps.join(","));
  const finish = $("finish").value;
  if (finish) q.set("finish", finish);
  // Until the sheet arrives the practice list is empty: the finish the
  // address asked for stays in it.
  const practice = $("practice").value || (state.sheet ? "" : state.practiceWanted);
  if (practice) q.set("practice", practice);
  if (!state.counts) q.set("counts", "off");
  history.replaceState(null, "", "?" + q.toString().replace(/%2C/g, ","));
}

// Whether the engine is pegsol serve's API (else WebAssembly in this page):
// a server can stop and come back, so what it did not answer is asked again.
export const SERVED = document.querySelector('meta[name="pegsol-engine"]').content === "http";

// The longest wait, in seconds, before asking again what the server did
// not answer or was too busy to take; the waits double from 1 s.
export const RETRY_MAX = 8;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
