// pegsol's page: "Show me a solution" from the position on the board,
// asked of the engine, and stepped through jump by jump.
import { $, state, SERVED } from "./state.js";

// The solution shown: the jumps played when it was asked for, and its
// jumps from there. It stays shown while the game follows it.
function solutionShown() {
  const s = state.solution;
  if (!s || s.board !== state.board || s.start !== state.start.join(",")) return null;
  const played = state.jumps.slice(0, s.played.length);
  if (played.join(",") !== s.played.join(",")) return null;
  const after = state.jumps.slice(s.played.length);
  return after.every((j, i) => j === s.jumps[i]) ? { steps: s.jumps, done: after.length, finish: s.finish } : null;
}

export function drawSolution() {
  const list = $("solution"), hint = $("hint");
  list.replaceChildren();
  const shown = solutionShown();
  $("step").disabled = !shown || shown.done >= shown.steps.length;
  if (!shown) { hint.textContent = state.solution && state.solution.error ? "✗ " + state.solution.error : ""; return; }
  shown.steps.forEach((j, i) => {
    const li = document.createElement("li");
    li.textContent = j;
    li.className = i < shown.done ? "done" : i === shown.done ? "next" : "";
    list.appendChild(li);
  });
  hint.textContent = shown.done >= shown.steps.length ? "✓ Solved."
    : `Next: ${shown.steps[shown.done]} (${shown.steps.length - shown.done} jumps to go${shown.finish ? ", ending at " + shown.finish : ""}).`;
}

// Asks the engine for a solution from here (toward the finish chosen),
// then calls `redraw`.
export async function showSolution(redraw) {
  const finish = $("finish").value;
  const params = { board: state.board, start: state.start.join(","), jumps: state.jumps.join(","), finish };
  const asked = { board: state.board, start: state.start.join(","), played: state.jumps.slice(), finish };
  $("hint").textContent = "searching…";
  // A search asked for before is wanted no more: the server stops it.
  if (state.searching) state.searching.abort();
  const controller = new AbortController();
  state.searching = controller;
  let answer;
  try {
    answer = await engine.solution(params, { signal: controller.signal });
  } catch (e) {
    if (controller.signal.aborted) return;
    // A stopped server: say so, never "searching…" for ever.
    answer = { ok: false, body: { error: SERVED ? "the server did not answer (stopped, or the network is down): ask again when it is back"
      : "the engine did not answer: " + e } };
  }
  const body = answer.body;
  if (!answer.ok) state.solution = { ...asked, played: [], jumps: [], error: body.error, board: null };
  else if (body.solution === null) state.solution = { ...asked, board: null, error: `no solution ${finish ? "ends at " + finish : "is left"} from here` };
  else state.solution = { ...asked, jumps: body.solution };
  redraw();
}

// The solution's next jump, if the game is on it; null if none.
export function nextStep() {
  const shown = solutionShown();
  return shown && shown.done < shown.steps.length ? shown.steps[shown.done] : null;
}
