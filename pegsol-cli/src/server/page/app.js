// pegsol's page: where it starts. Plain JavaScript modules, no build step,
// no libraries: the boards asked of the engine (engine.js), the game read
// from the address, and the controls and keys wired to the game's flow.
import { $, state, holeNamed, jumpNamed, writeUrl } from "./state.js";
import { fitBoard } from "./board.js";
import { analyze, draw, setBoard, undo, redo, restart, showHint, solve, step } from "./play.js";

// The start and jumps of the address in the board's own names, so that the
// page draws the position the engine counts; a spelling neither knows is
// kept as it is, for the engine to name in its error.
function canonical(list, named) { return list.map((x) => named(x) || x); }

async function init() {
  const { body } = await engine.boards();
  for (const b of body.boards) {
    state.boards[b.name] = b;
    $("board").appendChild(new Option(`${b.name} (${b.holes.length} holes${b.solvable === false ? ", no one-peg finish" : ""})`, b.name));
  }
  const q = new URLSearchParams(location.search);
  const asked = q.get("board");
  const name = state.boards[asked] ? asked : "T5";
  // An address naming a board the server does not play says so, rather
  // than silently showing another.
  $("notice").textContent = asked && !state.boards[asked]
    ? `✗ No board “${asked.slice(0, 40)}” here: showing T5. Boards: ${Object.keys(state.boards).join(", ")}.` : "";
  $("board").value = name;
  state.practiceWanted = q.get("practice") || "";
  state.board = name;
  setBoard(name, q.get("start") ? canonical(q.get("start").split(","), holeNamed) : null);
  if (q.get("jumps")) state.jumps = canonical(q.get("jumps").split(",").filter((j) => j), jumpNamed);
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
  window.addEventListener("resize", fitBoard);
  analyze();
}

init();
