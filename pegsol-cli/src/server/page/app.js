// pegsol serve: the page. Plain JavaScript, no build step, no libraries.
// The state is the board, the start (its empty holes), the jumps played and
// the jumps undone (for redo); the position is replayed from them, and the
// counts come from the engine (engine.js: pegsol serve's API, or the engine
// compiled to WebAssembly).
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
const state = { boards: {}, board: null, start: [], jumps: [], undone: [], selected: null, editing: false,
  analysis: null, error: null, request: 0, counting: null, searching: null, sheet: null, sheetRequest: 0, solution: null, practiceWanted: "",
  counts: true, hint: null, route: null, focus: null, refocus: false };

function svgEl(tag, attrs, text) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, v);
  if (text !== undefined) el.textContent = text;
  return el;
}

function fmt(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }

function board() { return state.boards[state.board]; }

// The pegs after the jumps played, from the board's jump lines.
function pegs() {
  const b = board();
  const set = new Set(b.holes.map((h) => h.name).filter((n) => !state.start.includes(n)));
  for (const j of state.jumps) {
    const [from, over, to] = j.split("-");
    set.delete(from); set.delete(over); set.add(to);
  }
  return set;
}

// A hole as the address may spell it (the board's name in any case, or its
// number, as the API accepts), by the board's own name; null if none.
function holeNamed(token) {
  const holes = board().holes, t = token.trim();
  const exact = holes.find((h) => h.name === t) || holes.find((h) => h.name.toLowerCase() === t.toLowerCase());
  if (exact) return exact.name;
  const n = /^\d+$/.test(t) ? Number(t) : 0;
  return n >= 1 && n <= holes.length ? holes[n - 1].name : null;
}

// A jump as the address may spell it (from-over-to or from-to, holes in any
// spelling), as from-over-to in the board's names; null if the board has none.
function jumpNamed(token) {
  const parts = token.split("-").map(holeNamed);
  if (parts.some((p) => p === null) || (parts.length !== 2 && parts.length !== 3)) return null;
  const [f, t] = [parts[0], parts[parts.length - 1]];
  const line = board().jumps.find(([a, o, b]) => a === f && b === t && (parts.length === 2 || o === parts[1]));
  return line ? line.join("-") : null;
}

// The start and jumps of the address in the board's own names, so that the
// page draws the position the API counts; a spelling neither knows is kept
// as it is, for the API to name in its error.
function canonical(list, named) { return list.map((x) => named(x) || x); }

function legalJumps(set) {
  return board().jumps.filter(([f, o, t]) => set.has(f) && set.has(o) && !set.has(t)).map((j) => j.join("-"));
}

// The solutions toward the finish chosen (all of them if none is); null
// where they are not counted (a position too large: verdicts instead).
function shown(counts, total) {
  if (counts === null) return null;
  const finish = $("finish").value;
  return finish ? (counts[finish] || "0") : total;
}

// What the page says of a verdict where counts are not available.
const VERDICTS = { wins: "✓ wins (a solution found)", loses: "✗ loses (no solution)", unknown: "? undecided (the search ran out)" };

// A hole's verdict for the marks on the board: a peg's over the jumps it
// makes, an empty hole's over the jumps landing in it: "wins" if one wins,
// "loses" if all lose, "unknown" otherwise; null with no such jump.
function holeVerdict(name, peg) {
  const jumps = (state.analysis ? state.analysis.jumps : []).filter((j) => (peg ? j.from : j.to) === name);
  if (!jumps.length) return null;
  if (jumps.some((j) => jumpVerdict(j) === "wins")) return "wins";
  return jumps.every((j) => jumpVerdict(j) === "loses") ? "loses" : "unknown";
}

// A jump's verdict toward the finish chosen: from its count where counted
// (so it follows the finish without asking again), else the server's search.
function jumpVerdict(j) {
  if (j.solutions === null) return j.verdict;
  return shown(j.solutions_by_finish, j.solutions) === "0" ? "loses" : "wins";
}

// "10 moves (13 jumps)": a move is a chain of jumps by one peg.
function movesAndJumps(moves, jumps) {
  return `${moves} move${moves === 1 ? "" : "s"} (${jumps} jump${jumps === 1 ? "" : "s"})`;
}

function writeUrl() {
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

async function analyze() {
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
    }
  };
  try {
    const answer = await engine.analyze(params, { signal: controller.signal, progressId: token, onProgress });
    if (id !== state.request) return;
    if (answer.ok) state.analysis = answer.body; else state.error = answer.body.error;
  } catch (e) {
    if (id === state.request) state.error = "the server did not answer: " + e;
  }
  if (id !== state.request) return;
  status.dataset.loading = "0";
  $("progress").textContent = "";
  draw();
}

// Where each hole is drawn: its centre in the SVG's units, holes `s` apart.
function layout() {
  const b = board(), s = 44, pad = s * 0.55;
  const dy = b.lattice === "triangular" ? s * 0.866 : s;
  const at = (h) => [pad + h.x * s / 2, pad + h.row * dy];
  const width = Math.max(...b.holes.map((h) => h.x)) * s / 2 + 2 * pad;
  const height = Math.max(...b.holes.map((h) => h.row)) * dy + 2 * pad;
  return { s, at, width, height };
}

// A count as the board shows it, in at most 4 characters so that it stays
// inside its hole: exact below 1,000, else rounded down (1.9k, 16k, 1.2M,
// 225T, 4e16). The peg's selection shows it exact above the board (and the
// hole's label, its tooltip and the list of jumps have it too).
function compact(count) {
  const n = String(count);
  if (n.length <= 3) return n;
  const digits = n.length - 1;
  if (digits >= 15) return `${n[0]}e${digits}`;
  const unit = Math.floor(digits / 3), whole = n.slice(0, n.length - 3 * unit);
  const tenth = whole.length === 1 ? "." + n[1] : "";
  return whole + tenth + ["", "k", "M", "B", "T"][unit];
}

// The guidance on the board: each legal jump's count (toward the chosen
// finish, or any), and a mark for each peg that can jump and each hole a
// jump lands in: "win" when one of its jumps has a solution, "lose" when
// every one of them has none. With a peg selected, the landings are its
// own. Nothing while the counts are hidden or not yet in.
function guidance(legal) {
  const counts = {}, marks = {};
  if (!state.analysis || !state.counts) return { counts, marks };
  // Where counts are out of reach, the verdict of a bounded search marks
  // as a count would ("unknown" not at all).
  const outcome = {};
  for (const j of state.analysis.jumps) {
    if (j.solutions !== null) counts[j.jump] = shown(j.solutions_by_finish, j.solutions);
    const verdict = jumpVerdict(j);
    if (verdict === "wins" || verdict === "loses") outcome[j.jump] = verdict === "wins" ? "win" : "lose";
  }
  for (const j of legal) {
    const [f, , t] = j.split("-");
    if (outcome[j] === undefined) continue;
    for (const h of !state.selected || f === state.selected ? [f, t] : [f]) {
      if (marks[h] !== "win") marks[h] = outcome[j];
    }
  }
  return { counts, marks };
}

// The jump the hint shows, if it is for the position on the board.
function hinted() {
  const h = state.hint;
  return h && h.jump && h.board === state.board && h.at === state.start.join(",") + "/" + state.jumps.join(",") ? h.jump : null;
}

function drawBoard(set, legal) {
  const b = board(), { s, at, width, height } = layout();
  const svg = $("svg");
  // Focus stays on the board through the redraw.
  const refocus = state.refocus || svg.contains(document.activeElement);
  state.refocus = false;
  if (!b.holes.some((h) => h.name === state.focus)) state.focus = b.holes[0].name;
  svg.replaceChildren();
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  const { counts, marks } = guidance(legal);
  const targets = {};
  if (state.selected) {
    for (const j of legal) {
      const [f, , t] = j.split("-");
      if (f === state.selected) targets[t] = j;
    }
  }
  const hint = hinted();
  for (const h of b.holes) {
    const peg = set.has(h.name), mark = marks[h.name], target = targets[h.name];
    const cls = ["hole", peg ? "peg" : "empty"];
    if (h.name === state.selected) cls.push("selected");
    if (target) cls.push("target");
    if (mark) cls.push(mark);
    if (hint && (hint.startsWith(h.name + "-") || hint.endsWith("-" + h.name))) cls.push("hinted");
    const count = target ? counts[target] : undefined;
    const words = [h.name, peg ? "peg" : "empty"];
    if (h.name === state.selected) words.push("selected");
    if (mark) words.push(peg ? (mark === "win" ? "has a winning jump" : "every jump loses")
      : target ? `lands ${target}` : (mark === "win" ? "a winning jump lands here" : "every jump landing here loses"));
    if (count !== undefined) words.push(`${fmt(count)} solution${count === "1" ? "" : "s"}`);
    const g = svgEl("g", { class: cls.join(" "), "data-hole": h.name, tabindex: h.name === state.focus ? "0" : "-1",
      role: "button", "aria-label": words.join(", ") });
    const verdict = holeVerdict(h.name, peg);
    if (verdict) g.dataset.verdict = verdict;
    const [cx, cy] = at(h), r = s * 0.4;
    if (mark || target) g.appendChild(svgEl("circle", { class: "ring", cx, cy, r: s * 0.485 }));
    g.appendChild(svgEl("circle", { class: "pit", cx, cy, r }));
    if (peg) g.appendChild(svgEl("circle", { class: "peg", cx, cy, r: s * 0.3 }));
    if (mark === "lose" && peg) {
      const d = s * 0.2;
      g.appendChild(svgEl("path", { class: "cross", d: `M${cx - d},${cy - d}L${cx + d},${cy + d}M${cx - d},${cy + d}L${cx + d},${cy - d}` }));
    }
    const name = svgEl("text", { class: "name", x: cx, y: count === undefined ? cy + 4 : cy - 3 }, h.name);
    g.appendChild(name);
    if (count !== undefined) {
      const text = count === "0" ? "✗ 0" : compact(count);
      g.appendChild(svgEl("text", { class: "count", x: cx, y: cy + s * 0.28, "data-count": count }, text));
      g.appendChild(svgEl("title", {}, `${target}: ${fmt(count)} solution${count === "1" ? "" : "s"}`));
    }
    g.addEventListener("click", () => clickHole(h.name));
    g.addEventListener("focus", () => focusHole(h.name));
    g.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); clickHole(h.name); }
      else if (ARROWS[e.key]) { e.preventDefault(); moveFocus(h, ARROWS[e.key]); }
    });
    svg.appendChild(g);
  }
  // The landings, with their counts, over their neighbours.
  for (const g of svg.querySelectorAll("g.target")) svg.appendChild(g);
  // The arrow passes over the jumped peg: drawn in its hole, under its
  // name, and that hole drawn last, over its neighbours.
  if (hint) {
    const over = svg.querySelector(`[data-hole="${hint.split("-")[1]}"]`);
    over.insertBefore(arrow(hint, at, s), over.querySelector("text.name"));
    svg.appendChild(over);
  }
  if (refocus) svg.querySelector(`[data-hole="${state.focus}"]`).focus();
}

// The hinted jump as an arrow from the peg to its landing.
function arrow(jump, at, s) {
  const [from, , to] = jump.split("-").map((n) => at(board().holes.find((h) => h.name === n)));
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]], len = Math.hypot(dx, dy);
  const [ux, uy] = [dx / len, dy / len], back = s * 0.5, head = s * 0.22;
  const tip = [to[0] - ux * back, to[1] - uy * back], tail = [from[0] + ux * back, from[1] + uy * back];
  const points = [tip, [tip[0] - ux * head - uy * head * 0.6, tip[1] - uy * head + ux * head * 0.6],
    [tip[0] - ux * head + uy * head * 0.6, tip[1] - uy * head - ux * head * 0.6]];
  const g = svgEl("g", { class: "arrow", "data-jump": jump, "aria-hidden": "true" });
  for (const part of ["halo", "shaft"]) {
    g.appendChild(svgEl("line", { class: part, x1: tail[0], y1: tail[1], x2: tip[0] - ux * head * 0.5, y2: tip[1] - uy * head * 0.5 }));
    g.appendChild(svgEl("polygon", { class: part, points: points.map((p) => p.join(",")).join(" ") }));
  }
  return g;
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

// The hole with the board's focus (the one Tab reaches: the others are
// reached by the arrow keys).
function focusHole(name) {
  state.focus = name;
  for (const g of $("svg").querySelectorAll("g.hole")) g.setAttribute("tabindex", g.dataset.hole === name ? "0" : "-1");
}

// Focus moved to the nearest hole in the direction of an arrow key (within
// 45° of it, the nearer along and across its line the better); none there,
// it stays.
function moveFocus(from, [ux, uy]) {
  const { at } = layout(), [x, y] = at(from);
  let best = null, score = Infinity;
  for (const h of board().holes) {
    const [hx, hy] = at(h), along = (hx - x) * ux + (hy - y) * uy, across = Math.abs((hx - x) * uy - (hy - y) * ux);
    // Of equals (to rounding), the first in the board's order.
    if (along > 0 && across <= along + 0.01 && along + across < score - 0.01) { best = h; score = along + across; }
  }
  if (best) $("svg").querySelector(`[data-hole="${best.name}"]`).focus();
}

function drawJumps(legal) {
  const list = $("jumps");
  list.replaceChildren();
  const a = state.analysis, hint = hinted();
  for (const name of legal) {
    const j = a ? a.jumps.find((x) => x.jump === name) : null;
    const li = document.createElement("li");
    li.dataset.jump = name;
    if (name === hint) li.classList.add("hinted");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = name;
    button.addEventListener("click", () => play(name));
    li.appendChild(button);
    const count = document.createElement("span");
    count.className = "count";
    if (j) li.dataset.verdict = jumpVerdict(j);
    if (j && j.solutions === null) {
      if (j.verdict === "loses") li.classList.add("lost");
      count.textContent = " " + VERDICTS[j.verdict];
    } else if (j) {
      const c = shown(j.solutions_by_finish, j.solutions);
      li.dataset.solutions = c;
      if (c === "0" && state.counts) li.classList.add("lost");
      if (state.counts) count.textContent = c === "0" ? " ✗ loses (0 solutions)" : ` ${fmt(c)} solution${c === "1" ? "" : "s"}`;
    } else if (state.counts) {
      count.textContent = state.error ? " not counted" : " counting…";
    }
    li.appendChild(count);
    list.appendChild(li);
  }
  if (!legal.length) {
    const li = document.createElement("li");
    li.textContent = "none: the game is over";
    list.appendChild(li);
  }
}

function drawFinishes() {
  const body = $("finishes").tBodies[0];
  body.replaceChildren();
  const a = state.analysis;
  if (!a) return;
  if (a.solutions === null) {
    const tr = document.createElement("tr");
    tr.innerHTML = `<td colspan="2">not counted yet: counts start after ${a.counts_after_jumps} more jumps</td>`;
    body.appendChild(tr);
    return;
  }
  for (const [finish, count] of Object.entries(a.solutions_by_finish)) {
    const tr = document.createElement("tr");
    tr.innerHTML = `<td>${finish}</td><td class="n">${fmt(count)}</td>`;
    tr.dataset.finish = finish;
    body.appendChild(tr);
  }
  const tr = document.createElement("tr");
  tr.innerHTML = `<th>all</th><th class="n">${fmt(a.solutions)}</th>`;
  body.appendChild(tr);
}

// A power of ten as the curve's axis writes it: 1, 10, 100, 1,000, then
// 10⁴, 10⁵… with a superscript.
function powerOfTen(d) {
  if (d <= 3) return fmt(10 ** d);
  return "10" + String(d).replace(/\d/g, (c) => "⁰¹²³⁴⁵⁶⁷⁸⁹"[c]);
}

// The survival curve: the solutions left from the start and after each
// jump played, toward the finish chosen (all of them if none is), on a log
// scale; positions not counted are left out.
function drawCurve() {
  const svg = $("curve");
  svg.replaceChildren();
  const a = state.analysis;
  if (!a) return;
  const w = 460, h = 200, left = 48, bottom = 24, top = 8;
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  const finish = $("finish").value;
  const counts = a.survival_by_finish.map((c, i) => (c === null ? null : shown(c, a.survival[i])));
  const values = counts.map((c) => (c === null ? null : Math.log10(Number(c) + 1)));
  // Gridlines every `step` powers of ten, the top one at or above the
  // largest count.
  const highest = Math.max(1, Math.ceil(Math.max(0, ...values.filter((v) => v !== null))));
  const step = Math.ceil(highest / 6);
  const most = Math.ceil(highest / step) * step;
  const steps = Math.max(board().holes.length - state.start.length - 1, values.length - 1, 1);
  const x = (i) => left + (i / steps) * (w - left - 10);
  const y = (v) => h - bottom - (v / most) * (h - bottom - top);
  for (let d = 0; d <= most; d += step) {
    svg.appendChild(svgEl("line", { class: "grid", x1: left, x2: w - 10, y1: y(d), y2: y(d) }));
    svg.appendChild(svgEl("text", { class: "tick", x: left - 4, y: y(d) + 3, "text-anchor": "end" }, d === 0 ? "0" : powerOfTen(d)));
  }
  svg.appendChild(svgEl("line", { class: "axis", x1: left, x2: w - 10, y1: h - bottom, y2: h - bottom }));
  svg.appendChild(svgEl("text", { x: w - 10, y: h - 6, "text-anchor": "end" },
    finish ? `jumps played (solutions ending at ${finish})` : "jumps played"));
  const known = values.map((v, i) => [v, i]).filter(([v]) => v !== null);
  svg.appendChild(svgEl("polyline", { class: "line", points: known.map(([v, i]) => `${x(i)},${y(v)}`).join(" ") }));
  values.forEach((v, i) => {
    if (v === null) return;
    const c = svgEl("circle", { cx: x(i), cy: y(v), r: 3, fill: counts[i] === "0" ? "#fff" : "#000", stroke: "#000", "data-count": counts[i] });
    c.appendChild(svgEl("title", {}, `after ${i} jumps: ${fmt(counts[i])} solutions${finish ? " ending at " + finish : ""}`));
    svg.appendChild(c);
  });
}

function drawSheet() {
  const list = $("sheet"), verdict = $("verdict");
  list.replaceChildren();
  verdict.textContent = "";
  const finish = $("practice").value;
  const page = state.sheet && state.sheet.pages.find((p) => p.finish === finish);
  if (!page) return;
  let departed = -1;
  state.jumps.forEach((j, i) => { if (departed < 0 && j !== page.jumps[i]) departed = i; });
  page.jumps.forEach((j, i) => {
    const li = document.createElement("li");
    li.textContent = j;
    if (departed >= 0 && i >= departed) li.className = i === departed ? "departed" : "";
    else if (i < state.jumps.length) li.className = "done";
    else if (i === state.jumps.length) li.className = "next";
    list.appendChild(li);
  });
  if (departed >= 0) {
    verdict.dataset.departed = String(departed + 1);
    verdict.textContent = `✗ Departed from the sheet at jump ${departed + 1}: played ${state.jumps[departed]}, the sheet has ${page.jumps[departed]}. Undo to get back.`;
  } else {
    delete verdict.dataset.departed;
    verdict.textContent = state.jumps.length >= page.jumps.length ? `✓ Sheet played to the end: finished at ${finish}.`
      : `✓ On the sheet (${movesAndJumps(page.moves, page.jumps.length)}${page.solutions === null ? "" : `, one of ${fmt(page.solutions)} solutions to ${finish}`}). Next: ${page.jumps[state.jumps.length]}`;
  }
}

// The solution shown ("Show me a solution"): the jumps played when it was
// asked for, and its jumps from there. It stays shown while the game follows it.
function solutionShown() {
  const s = state.solution;
  if (!s || s.board !== state.board || s.start !== state.start.join(",")) return null;
  const played = state.jumps.slice(0, s.played.length);
  if (played.join(",") !== s.played.join(",")) return null;
  const after = state.jumps.slice(s.played.length);
  return after.every((j, i) => j === s.jumps[i]) ? { steps: s.jumps, done: after.length, finish: s.finish } : null;
}

function drawSolution() {
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

async function showSolution() {
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
    answer = { ok: false, body: { error: "the server did not answer: " + e } };
  }
  const body = answer.body;
  if (!answer.ok) state.solution = { ...asked, played: [], jumps: [], error: body.error, board: null };
  else if (body.solution === null) state.solution = { ...asked, board: null, error: `no solution ${finish ? "ends at " + finish : "is left"} from here` };
  else state.solution = { ...asked, jumps: body.solution };
  draw();
}

function step() {
  const shown = solutionShown();
  if (shown && shown.done < shown.steps.length) play(shown.steps[shown.done]);
}

function draw() {
  const set = pegs();
  const legal = legalJumps(set);
  drawBoard(set, legal);
  drawJumps(legal);
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
  const a = state.analysis, status = $("status");
  if (state.error) status.textContent = "✗ " + state.error;
  else if (a && set.size === 1) {
    // A win: the finish named, and called out when it is the start hole.
    const [last] = set, finish = $("finish").value;
    const home = state.start.length === 1 && state.start[0] === last;
    status.textContent = finish && finish !== last ? `One peg left, at ${last}: not at ${finish}, the finish chosen.`
      : `✓ Won: one peg left, at ${last}${home ? ", the hole the game started from" : ""}.`;
  } else if (a && !state.counts) {
    // Unaided play: no verdict before the game is over.
    status.textContent = `${set.size} pegs.` + (legal.length ? "" : " No jump left: the game is over.");
  } else if (a && a.solutions === null) {
    // Too large to count: the verdicts of the searches, and when counts start.
    const finish = $("finish").value, toward = finish ? ` ending at ${finish}` : "";
    const wins = a.jumps.filter((j) => j.verdict === "wins").length;
    const verdict = a.winnable === true ? `✓ A solution${toward} is left: ${wins} of the ${a.jumps.length} jumps keep one (a solution found after each).`
      : a.winnable === false ? `✗ Lost: no solution${toward} is left.` : `No solution${toward} found yet by the searches, none ruled out.`;
    status.textContent = `${set.size} pegs. ${verdict} Counts start after ${a.counts_after_jumps} more jump${a.counts_after_jumps === 1 ? "" : "s"}.`;
  } else if (a) {
    const finish = $("finish").value;
    const n = shown(a.solutions_by_finish, a.solutions);
    status.textContent = `${set.size} pegs. ` + (n === "0"
      ? `✗ Lost: no solution ${finish ? "ends at " + finish : "left"} from here.`
      : `${fmt(n)} solution${n === "1" ? "" : "s"} ${finish ? "ending at " + finish : ""} from here.`);
  }
  $("help").textContent = state.editing
    ? "Click holes to empty or fill them: that is the start. Click “Play” when done."
    : !state.counts ? "Click a peg, then the hole it lands in (or the arrow keys and Enter)."
      : "Click a peg, then the hole it lands in (or the arrow keys and Enter). A solid ring marks a peg with a winning jump "
        + "and a hole a winning jump lands in; a dashed ring, and ✗ on a peg, mark those whose every jump loses.";
  $("advice").textContent = adviceText();
  fitBoard();
}

// The board as large as the window leaves it below the lines above it, so
// that the whole board is on screen with them, without scrolling.
function fitBoard() {
  const svg = $("svg"), top = svg.getBoundingClientRect().top + window.scrollY;
  svg.style.maxHeight = `${Math.max(160, Math.floor(window.innerHeight - top - 8))}px`;
}

function clickHole(name) {
  if (state.editing || (!state.jumps.length && state.start.length === 0)) {
    const i = state.start.indexOf(name);
    if (i >= 0) state.start.splice(i, 1); else if (state.start.length + 1 < board().holes.length) state.start.push(name);
    state.jumps = []; state.undone = [];
    loadSheet();
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

function play(jump) {
  // Played from the board or the list of jumps (which is redrawn): the
  // focus goes to the landing hole, so that play goes on by keyboard.
  const active = document.activeElement;
  if ($("svg").contains(active) || $("jumps").contains(active)) { state.refocus = true; state.focus = jump.split("-")[2]; }
  state.jumps.push(jump);
  state.undone = [];
  state.selected = null;
  analyze();
}

// The hint, shown by an arrow on the board with its peg selected and the
// focus on its landing: where counted, the legal jump with the most
// solutions (toward the chosen finish, if one is), the first of equals;
// where only verdicts are known, the next jump of a solution (the one the
// last hint followed, else the witness of the first winning jump). A lost
// or undecided position has no arrow: the advice says so.
function hint() {
  const a = state.analysis, at = state.start.join(",") + "/" + state.jumps.join(",");
  if (!a || !a.jumps.length) {
    $("advice").textContent = a ? "Hint: no jump left." : "Hint: this position has no counts yet.";
    return;
  }
  const best = a.solutions === null ? nextOfSolution(a) : mostSolutions(a);
  state.hint = { board: state.board, at, jump: best ? best.jump : null };
  if (best) { state.selected = best.from; state.focus = best.to; }
  draw();
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

function adviceText() {
  const h = state.hint, a = state.analysis;
  if (!h || !a || h.board !== state.board || h.at !== state.start.join(",") + "/" + state.jumps.join(",")) return selectedText();
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
    return `${j.jump}: ${fmt(c)} solution${c === "1" ? "" : "s"}`;
  });
  return words.length ? words.join("; ") + (finish ? ` (ending at ${finish}).` : ".") : "";
}

function undo() { if (state.jumps.length) { state.undone.push(state.jumps.pop()); state.selected = null; analyze(); } }
function redo() { if (state.undone.length) { state.jumps.push(state.undone.pop()); state.selected = null; analyze(); } }
// The undone jumps are a stack, the next to redo last: the jumps played go
// on top of those already undone, the first jump last, so that redo after a
// restart plays the first jump again.
function restart() { state.undone = state.undone.concat(state.jumps.reverse()); state.jumps = []; state.selected = null; analyze(); }

// The longest wait, in seconds, before asking again for a sheet the
// server was too busy to take (503); the waits double from 1 s.
const SHEET_RETRY_MAX = 8;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The sheets of the start, for practice. On large boards the server
// prepares them finish by finish: ask again until the sheet is complete,
// offering each page as it comes. When the server has too many sheets to
// prepare (503), ask again after 1 s, 2 s, 4 s… (at most SHEET_RETRY_MAX),
// saying so.
async function loadSheet() {
  const asked = ++state.sheetRequest;
  state.sheet = null;
  const practice = $("practice"), note = $("sheet-status");
  const keep = practice.value || state.practiceWanted;
  practice.replaceChildren(new Option("off", ""));
  note.textContent = "";
  const params = { board: state.board, start: state.start.join(",") };
  let retry = 1;
  for (;;) {
    let response;
    try {
      response = await engine.sheet(params);
    } catch (e) {
      response = { ok: false, body: { error: "the server did not answer: " + e } };
    }
    const body = response.body;
    if (asked !== state.sheetRequest) return;
    // Abandoned while this page was away (a sleeping tab): ask afresh.
    if (response.ok && body.error && body.error.startsWith("abandoned")) continue;
    if (response.status === 503) {
      note.textContent = `The server is busy (${body.error}); asking again in ${retry} s…`;
      draw();
      await sleep(retry * 1000);
      if (asked !== state.sheetRequest) return;
      retry = Math.min(2 * retry, SHEET_RETRY_MAX);
      continue;
    }
    if (!response.ok || body.error) { note.textContent = "✗ No sheet: " + body.error; draw(); return; }
    state.sheet = body;
    const chosen = practice.value || keep;
    practice.replaceChildren(new Option("off", ""));
    for (const p of body.pages) {
      const fewest = p.proven ? "fewest" : `fewest ≥ ${p.fewest_at_least}`;
      practice.appendChild(new Option(`${p.finish}: ${movesAndJumps(p.moves, p.jumps.length)}, ${fewest}`, p.finish));
    }
    practice.value = body.pages.some((p) => p.finish === chosen) ? chosen : "";
    if (body.complete) {
      note.textContent = body.pages.length ? "" : "No finish has a solution from this start.";
      draw();
      return;
    }
    note.textContent = body.state === "waiting" ? "The sheet waits its turn (another is being prepared)…"
      : `Preparing the sheet: ${body.done} of ${body.of} finish${body.of === 1 ? "" : "es"} searched, `
        + `${body.pages.length} page${body.pages.length === 1 ? "" : "s"} so far, ${Math.round(body.seconds)} s…`;
    draw();
  }
}

function setBoard(name, start) {
  state.board = name;
  state.start = start || [board().start];
  state.jumps = []; state.undone = []; state.selected = null;
  const finish = $("finish");
  finish.replaceChildren(new Option("anywhere", ""));
  for (const h of board().holes) finish.appendChild(new Option("at " + h.name, h.name));
  // A board with no start that has a one-peg finish is played for the
  // fewest pegs left, and says so.
  $("unsolvable").textContent = board().solvable === false
    ? `No start on ${name} with one hole empty has a one-peg finish: play for the fewest pegs left.`
    : board().solvable === null ? `No one-peg finish from ${board().start} is known here yet: ${name} is too large to count from its start.` : "";
  loadSheet();
}

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
  $("solve").addEventListener("click", showSolution);
  $("step").addEventListener("click", step);
  $("hint-jump").addEventListener("click", hint);
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
    else if (e.key === "s") showSolution();
    else if (e.key === "n") step();
    else if (e.key === "h") hint();
    else if (e.key === "Escape") { state.selected = null; draw(); }
  });
  window.addEventListener("resize", fitBoard);
  analyze();
}

init();
