// pegsol's page: the hint (a winning jump, shown by an arrow on the
// board) and the line of advice above the board.
import { $, state, fmt, shown, jumpVerdict, positionKey, VERDICTS } from "./state.js";

// The hint for the position on the board, in `state.hint`, with its peg
// selected and the focus on its landing: where counted, the legal jump
// with the most solutions (toward the chosen finish, if one is), the first
// of equals; where only verdicts are known, the next jump of a solution
// (the one the last hint followed, else the witness of the first winning
// jump). A lost or undecided position has no jump: the advice says so.
// False (the advice said why) when there is no hint to draw.
export function hint() {
  const a = state.analysis;
  if (!a || !a.jumps.length) {
    $("advice").textContent = a ? "Hint: no jump left." : "Hint: this position has no counts yet.";
    return false;
  }
  const best = a.solutions === null ? nextOfSolution(a) : mostSolutions(a);
  state.hint = { board: state.board, at: positionKey(), jump: best ? best.jump : null };
  if (best) { state.selected = best.from; state.focus = best.to; }
  return true;
}

// The counted jump with the most solutions toward the finish, null if none has one.
function mostSolutions(a) {
  let best = null, most = "0";
  for (const j of a.jumps) {
    const c = shown(j.solutions_by_finish, j.solutions);
    if (c.length > most.length || (c.length === most.length && c > most)) { best = j; most = c; }
  }
  return best;
}

// Where only verdicts are known: the next jump of the solution the hints
// follow, if this game is on it and the jump still wins; else the first
// winning jump, its witness the solution to follow. Null if none wins.
function nextOfSolution(a) {
  const r = state.route, played = state.jumps;
  if (r && r.board === state.board && r.start === state.start.join(",") && played.every((j, i) => r.jumps[i] === j)) {
    const next = a.jumps.find((j) => j.jump === r.jumps[played.length]);
    if (next && next.verdict === "wins") return next;
  }
  const win = a.jumps.find((j) => j.verdict === "wins");
  if (!win) return null;
  state.route = { board: state.board, start: state.start.join(","), jumps: [...played, win.jump, ...(win.witness || [])] };
  return win;
}

// The line above the board: the hint's words, or the selected peg's jumps.
export function adviceText() {
  const h = state.hint, a = state.analysis;
  if (!h || !a || h.board !== state.board || h.at !== positionKey()) return selectedText();
  const finish = $("finish").value, toward = finish ? ` ending at ${finish}` : "";
  if (!h.jump) {
    return a.jumps.some((j) => jumpVerdict(j) === "unknown")
      ? `Hint: no jump found that keeps a solution${toward}, and none ruled out: the searches ran out.`
      : `Hint: none: every jump loses, no solution${toward} is left from here.`;
  }
  const j = a.jumps.find((x) => x.jump === h.jump);
  if (j.solutions === null) {
    const left = state.route.jumps.length - state.jumps.length;
    return `Hint: ${h.jump}, it keeps a solution${toward} (${left} jump${left === 1 ? "" : "s"} to the end).`;
  }
  const c = shown(j.solutions_by_finish, j.solutions);
  return `Hint: ${h.jump}` + (!state.counts ? "." : `, ${fmt(c)} solution${c === "1" ? "" : "s"}${toward}, the most of the ${a.jumps.length} jump${a.jumps.length === 1 ? "" : "s"}.`);
}

// The selected peg's jumps with their counts in full (the board's are
// abbreviated), or their verdicts.
function selectedText() {
  const a = state.analysis;
  if (!a || !state.selected || !state.counts) return "";
  const finish = $("finish").value;
  const words = a.jumps.filter((j) => j.from === state.selected).map((j) => {
    if (j.solutions === null) return `${j.jump} ${VERDICTS[j.verdict]}`;
    const c = shown(j.solutions_by_finish, j.solutions);
    return `${j.jump}: ${c === "0" ? "✗ loses (0 solutions)" : `${fmt(c)} solution${c === "1" ? "" : "s"}`}`;
  });
  return words.length ? words.join("; ") + (finish ? ` (ending at ${finish}).` : ".") : "";
}
