// pegsol's page: the game's flow. A jump, an undo or a new start asks the
// engine for the position's counts, and every part of the page is drawn
// again from the state.
import { $, state, board, fmt, pegs, legalJumps, shown, solutions, movesAndJumps, writeUrl, SERVED, RETRY_MAX, sleep } from "./state.js";
import { drawBoard, fitBoard, refitBoard } from "./board.js";
import { drawJumps, drawFinishes } from "./lists.js";
import { drawCurve } from "./curve.js";
import { drawSheet, loadSheet } from "./sheets.js";
import { drawSolution, showSolution, nextStep } from "./solution.js";
import { hint, adviceText } from "./hint.js";
import { drawAtlasLink } from "./atlas.js";

// What the page says while a count runs, from the engine's progress report
// (/api/progress) for this request: in words for the player above the
// board, and how the engine goes about it in the details view.
function progressText(p, seconds) {
  // A request that failed says so, never "counting…" for ever.
  if (p && p.state === "failed") return { status: "✗ " + p.error, detail: "" };
  if (p && p.state === "cancelled") return { status: "✗ the count was cancelled", detail: "" };
  if (!p || p.state !== "counting") return { status: `counting… ${seconds} s`, detail: "" };
  const what = p.stage === "jumps" ? `the legal jumps: ${p.done} of ${p.of} counted`
    : `the positions before this one (survival curve): ${p.done} of ${p.of}`;
  const pass = p.layers ? `, this pass at layer ${p.layer} of ${p.layers}` : "";
  return { status: `counting ${what}, ${seconds} s`, detail: `Counting ${what}${pass}; ${fmt(p.positions)} positions so far.` };
}

// Asks the engine for the counts of the position on the board; the page is
// drawn at once, and again when they come.
export async function analyze() {
  writeUrl();
  const id = ++state.request;
  state.analysis = null; state.error = null;
  draw();
  // The count asked for before is wanted no more: aborted, its connection
  // closes and the server stops counting it, rather than slowing this one.
  if (state.counting) state.counting.abort();
  const controller = new AbortController();
  state.counting = controller;
  const token = `p${id}-${Math.random().toString(36).slice(2, 10)}`;
  const params = { board: state.board, start: state.start.join(","), jumps: state.jumps.join(","),
    // The verdicts, where counts are out of reach, are toward the finish chosen.
    finish: $("finish").value };
  const began = Date.now();
  const status = $("status");
  status.dataset.loading = "1";
  status.dataset.progress = token;
  status.textContent = "counting…";
  const onProgress = (report) => {
    if (id === state.request && status.dataset.loading === "1") {
      const text = progressText(report, ((Date.now() - began) / 1000).toFixed(0));
      status.textContent = text.status;
      $("progress").textContent = text.detail;
      fitBoard();
    }
  };
  // A server that does not answer is said so above the board and asked
  // again, after 1 s, 2 s, 4 s… (at most RETRY_MAX), until it answers.
  for (let retry = 1; ; retry = Math.min(2 * retry, RETRY_MAX)) {
    try {
      const answer = await engine.analyze(params, { signal: controller.signal, progressId: token, onProgress });
      if (id !== state.request) return;
      if (answer.ok) state.analysis = answer.body; else state.error = answer.body.error;
      break;
    } catch (e) {
      if (id !== state.request || controller.signal.aborted) return;
      if (!SERVED) { state.error = "the engine did not answer: " + e; break; }
      status.textContent = `✗ The server does not answer (stopped, or the network is down): asking again in ${retry} s…`;
      fitBoard();
      await sleep(retry * 1000);
      if (id !== state.request) return;
      status.textContent = "counting…";
    }
  }
  status.dataset.loading = "0";
  $("progress").textContent = "";
  draw();
}

// The status line above the board: the pegs left and the solutions from
// here (or the verdict where not counted), a win, or what went wrong.
function statusText(set, legal) {
  const a = state.analysis, finish = $("finish").value;
  if (state.error) return "✗ " + state.error;
  if (!a) return $("status").textContent;
  if (set.size === 1) {
    // A win: the finish named, and called out when it is the start hole.
    const [last] = set;
    const home = state.start.length === 1 && state.start[0] === last;
    return finish && finish !== last ? `One peg left, at ${last}: not at ${finish}, the finish chosen.`
      : `✓ Won: one peg left, at ${last}${home ? ", the hole the game started from" : ""}.`;
  }
  // Unaided play: no verdict before the game is over.
  if (!state.counts) return `${set.size} pegs.` + (legal.length ? "" : " No jump left: the game is over.");
  // A start with no solution says so before any jump: nothing is lost yet.
  const none = `No solution${finish ? " ends at " + finish : ""} from this start: play for the fewest pegs left.`;
  if (a.solutions === null) {
    // Too large to count: the verdicts of the searches, and when counts start.
    const toward = finish ? ` ending at ${finish}` : "";
    if (a.winnable === false) return `${set.size} pegs. ` + (state.jumps.length ? `✗ Lost: no solution${toward} is left.` : none);
    const tally = (v) => a.jumps.filter((j) => j.verdict === v).length;
    const [wins, loses, open] = [tally("wins"), tally("loses"), tally("unknown")];
    const rest = [open ? `${open} undecided` : "", loses ? `${loses} losing` : ""].filter((x) => x).join(", ");
    const verdict = a.winnable === true
      ? `✓ A solution${toward} is left: ${wins} of the ${a.jumps.length} jumps ${wins === 1 ? "keeps" : "keep"} one${rest ? ` (${rest})` : ""}.`
      : `Undecided: the searches found no solution${toward} and ruled none out.`;
    return `${set.size} pegs. ${verdict} Counts start after ${a.counts_after_jumps} more jump${a.counts_after_jumps === 1 ? "" : "s"}.`;
  }
  const n = shown(a.solutions_by_finish, a.solutions);
  if (n === "0") return `${set.size} pegs. ` + (state.jumps.length ? `✗ Lost: no solution ${finish ? "ends at " + finish : "left"} from here.` : none);
  return `${set.size} pegs. ${solutions(n)}${finish ? " ending at " + finish : ""} from here.`;
}

// Every part of the page drawn from the state.
export function draw() {
  const set = pegs();
  const legal = legalJumps(set);
  drawBoard(set, legal, clickHole);
  drawJumps(legal, play);
  drawFinishes();
  drawCurve();
  drawSheet();
  drawSolution();
  $("undo").disabled = !state.jumps.length;
  $("redo").disabled = !state.undone.length;
  // A move is a chain of jumps by one peg: a jump from where the last landed continues it.
  const moves = state.jumps.filter((j, i) => i === 0 || j.split("-")[0] !== state.jumps[i - 1].split("-").pop()).length;
  $("moves").textContent = state.jumps.length ? state.jumps.join(" ") : "no jumps yet";
  $("moves-count").textContent = state.jumps.length ? movesAndJumps(moves, state.jumps.length) : "";
  $("status").textContent = statusText(set, legal);
  $("help").textContent = state.editing
    ? "Click holes to empty or fill them: that is the start. Click “Play” when done."
    : !state.counts ? "Click a peg, then the hole it lands in (or the arrow keys and Enter)."
      : "Click a peg, then the hole it lands in (or the arrow keys and Enter). A solid ring marks a peg with a winning jump "
        + "and a hole a winning jump lands in; a dashed ring, and ✗ on a peg, mark those whose every jump loses.";
  $("advice").textContent = adviceText();
  fitBoard();
}

// A click on a hole: while the start is edited, empties or fills it; else
// selects its peg, or plays the selected peg's jump to it.
function clickHole(name) {
  if (state.editing || (!state.jumps.length && state.start.length === 0)) {
    const i = state.start.indexOf(name);
    if (i >= 0) state.start.splice(i, 1); else if (state.start.length + 1 < board().holes.length) state.start.push(name);
    state.jumps = []; state.undone = [];
    loadSheet(draw);
    drawAtlasLink();
    analyze();
    return;
  }
  const set = pegs();
  const legal = legalJumps(set);
  if (state.selected) {
    const j = legal.find((x) => x.startsWith(state.selected + "-") && x.endsWith("-" + name));
    if (j) { play(j); return; }
  }
  state.selected = set.has(name) && legal.some((j) => j.startsWith(name + "-")) && state.selected !== name ? name : null;
  draw();
}

export function play(jump) {
  // Played from the board or the list of jumps (which is redrawn): the
  // focus goes to the landing hole, so that play goes on by keyboard.
  const active = document.activeElement;
  if ($("svg").contains(active) || $("jumps").contains(active)) { state.refocus = true; state.focus = jump.split("-")[2]; }
  state.jumps.push(jump);
  state.undone = [];
  state.selected = null;
  analyze();
}

export function undo() { if (state.jumps.length) { state.undone.push(state.jumps.pop()); state.selected = null; analyze(); } }
export function redo() { if (state.undone.length) { state.jumps.push(state.undone.pop()); state.selected = null; analyze(); } }
// The undone jumps are a stack, the next to redo last: the jumps played go
// on top of those already undone, the first jump last, so that redo after a
// restart plays the first jump again.
// A start the engine refused (the address's) goes back to the board's own.
export function restart() {
  $("notice").textContent = "";
  if (state.error && !state.jumps.length) { setBoard(state.board); analyze(); return; }
  state.undone = state.undone.concat(state.jumps.reverse()); state.jumps = []; state.selected = null; analyze();
}

export function showHint() { if (hint()) draw(); else fitBoard(); }
export function solve() { showSolution(draw); }
export function step() { const next = nextStep(); if (next) play(next); }

// The board `name` from `start` (its default start if none), no jump played.
export function setBoard(name, start) {
  state.board = name;
  state.start = start || [board().start];
  state.jumps = []; state.undone = []; state.selected = null;
  refitBoard();
  const finish = $("finish");
  finish.replaceChildren(new Option("anywhere", ""));
  for (const h of board().holes) finish.appendChild(new Option("at " + h.name, h.name));
  // A board with no start that has a one-peg finish is played for the
  // fewest pegs left, and says so.
  $("unsolvable").textContent = board().solvable === false
    ? `No start on ${name} with one hole empty has a one-peg finish: play for the fewest pegs left.`
    : board().solvable === null ? `No one-peg finish from ${board().start} is known here yet: ${name} is too large to count from its start.` : "";
  loadSheet(draw);
  drawAtlasLink();
}
