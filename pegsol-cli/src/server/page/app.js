// pegsol's page: where it starts. Plain JavaScript modules, no build step,
// no libraries: the boards asked of the engine (engine.js), the game read
// from the address, and the controls and keys wired to the game's flow.
import { $, state, board, pegs, holeNamed, jumpNamed, writeUrl, SERVED, RETRY_MAX, sleep } from "./state.js";
import { refitBoard } from "./board.js";
import { analyze, draw, setBoard, undo, redo, restart, showHint, solve, step } from "./play.js";

// The start the address asks for, in the board's own names, and what is
// wrong with it (null if nothing): a hole the board does not have, or a
// start that leaves no peg; a wrong start is replaced by the board's own.
function startOf(text) {
  if (text === null) return { start: null, wrong: null };
  const tokens = text.split(",").filter((t) => t.trim());
  const unknown = tokens.find((t) => holeNamed(t) === null);
  const holes = board().holes;
  if (unknown !== undefined) {
    return { start: null, wrong: `the start names “${unknown.slice(0, 20)}”, not a hole of ${state.board} (its holes: ${holes[0].name} to ${holes[holes.length - 1].name})` };
  }
  const start = [...new Set(tokens.map(holeNamed))];
  if (!start.length || start.length >= holes.length) return { start: null, wrong: "the start must empty at least one hole and leave a peg" };
  return { start, wrong: null };
}

// The jumps the address asks for, played while they are legal: the
// longest legal beginning of them, and what stopped it (null if nothing):
// a hole the board does not have, a jump no line of the board makes, or
// a jump not legal in its position.
function jumpsOf(text) {
  const played = [], tokens = (text || "").split(",").filter((t) => t.trim());
  for (const [i, token] of tokens.entries()) {
    const where = `jump ${i + 1} of the address, “${token.slice(0, 20)}”`;
    const unknown = token.split("-").find((t) => holeNamed(t) === null);
    if (unknown !== undefined) return { played, wrong: `${where}: ${state.board} has no hole “${unknown.slice(0, 20)}”` };
    const jump = jumpNamed(token);
    if (jump === null) return { played, wrong: `${where}: no jump of ${state.board} goes so` };
    state.jumps = played;
    const set = pegs(), [from, over, to] = jump.split("-");
    const why = !set.has(from) ? `${from} is empty` : !set.has(over) ? `${over} is empty` : set.has(to) ? `${to} is not empty` : null;
    if (why) return { played, wrong: `${where}: not legal after the ${played.length} before it (${why})` };
    played.push(jump);
  }
  return { played, wrong: null };
}

// The boards the engine plays; a server that does not answer is asked
// again, after 1 s, 2 s, 4 s… (at most RETRY_MAX), saying so.
async function boards() {
  for (let retry = 1; ; retry = Math.min(2 * retry, RETRY_MAX)) {
    try {
      return (await engine.boards()).body;
    } catch (e) {
      if (!SERVED) throw e;
      $("status").textContent = `✗ The server does not answer (stopped, or the network is down): asking again in ${retry} s…`;
      await sleep(retry * 1000);
    }
  }
}

async function init() {
  const body = await boards();
  for (const b of body.boards) {
    state.boards[b.name] = b;
    $("board").appendChild(new Option(`${b.name} (${b.holes.length} holes${b.solvable === false ? ", no one-peg finish" : ""})`, b.name));
  }
  const q = new URLSearchParams(location.search);
  const asked = q.get("board");
  const name = state.boards[asked] ? asked : "T5";
  // An address naming a board the server does not play says so, rather
  // than silently showing another.
  const notices = asked && !state.boards[asked]
    ? [`✗ No board “${asked.slice(0, 40)}” here: showing T5. Boards: ${Object.keys(state.boards).join(", ")}.`] : [];
  $("board").value = name;
  state.practiceWanted = q.get("practice") || "";
  state.board = name;
  const start = startOf(q.get("start"));
  setBoard(name, start.start);
  // The jumps of a start the board does not have are not played from another.
  const jumps = start.wrong ? { played: [], wrong: null } : jumpsOf(q.get("jumps"));
  state.jumps = jumps.played;
  // What the address asked for and could not be played, above the board.
  const n = jumps.played.length;
  if (start.wrong) notices.push(`✗ Not played: ${start.wrong}. The board shows ${name}'s own start.`);
  if (jumps.wrong) notices.push(`✗ Not played: ${jumps.wrong}. The board shows ${n ? `the game up to it (${n} jump${n === 1 ? "" : "s"})` : "the start"}.`);
  $("notice").textContent = notices.join(" ");
  if (q.get("finish")) $("finish").value = holeNamed(q.get("finish")) || "";
  $("board").addEventListener("change", () => { $("notice").textContent = ""; setBoard($("board").value); analyze(); });
  // Counts follow the finish as they are; verdicts are searched toward it.
  $("finish").addEventListener("change", () => {
    writeUrl();
    if (state.analysis && state.analysis.solutions === null) analyze(); else draw();
  });
  $("practice").addEventListener("change", () => { state.practiceWanted = $("practice").value; writeUrl(); draw(); });
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("restart").addEventListener("click", restart);
  $("solve").addEventListener("click", solve);
  $("step").addEventListener("click", step);
  $("hint-jump").addEventListener("click", showHint);
  state.counts = q.get("counts") !== "off";
  $("counts").checked = state.counts;
  document.body.classList.toggle("counts-off", !state.counts);
  $("counts").addEventListener("change", () => {
    state.counts = $("counts").checked;
    document.body.classList.toggle("counts-off", !state.counts);
    writeUrl();
    draw();
  });
  const edit = document.createElement("button");
  edit.type = "button"; edit.id = "edit"; edit.textContent = "Edit start";
  edit.addEventListener("click", () => {
    state.editing = !state.editing;
    edit.textContent = state.editing ? "Play" : "Edit start";
    if (state.editing) { state.jumps = []; state.undone = []; analyze(); } else draw();
  });
  $("restart").after(edit);
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "SELECT" || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "u") undo();
    else if (e.key === "y") redo();
    else if (e.key === "r") restart();
    else if (e.key === "s") solve();
    else if (e.key === "n") step();
    else if (e.key === "h") showHint();
    else if (e.key === "Escape") { state.selected = null; draw(); }
  });
  window.addEventListener("resize", refitBoard);
  analyze();
}

init();
