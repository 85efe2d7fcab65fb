// pegsol's page: the board drawn in SVG, its marks and counts, its
// keyboard focus, and its size fitted to the window.
import { $, state, board, fmt, shown, jumpVerdict, positionKey } from "./state.js";

const SVG = "http://www.w3.org/2000/svg";

// An SVG element with its attributes (and text).
export function svgEl(tag, attrs, text) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, v);
  if (text !== undefined) el.textContent = text;
  return el;
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

// A hole's verdict for the marks on the board: a peg's over the jumps it
// makes, an empty hole's over the jumps landing in it: "wins" if one wins,
// "loses" if all lose, "unknown" otherwise; null with no such jump.
function holeVerdict(name, peg) {
  const jumps = (state.analysis ? state.analysis.jumps : []).filter((j) => (peg ? j.from : j.to) === name);
  if (!jumps.length) return null;
  if (jumps.some((j) => jumpVerdict(j) === "wins")) return "wins";
  return jumps.every((j) => jumpVerdict(j) === "loses") ? "loses" : "unknown";
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
export function hinted() {
  const h = state.hint;
  return h && h.jump && h.board === state.board && h.at === positionKey() ? h.jump : null;
}

// The board with the pegs `set` and the `legal` jumps; a click (or Enter,
// or Space) on a hole calls `onHole` with its name.
export function drawBoard(set, legal, onHole) {
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
    g.appendChild(svgEl("text", { class: "name", x: cx, y: count === undefined ? cy + 4 : cy - 3 }, h.name));
    if (count !== undefined) {
      const text = count === "0" ? "✗ 0" : compact(count);
      g.appendChild(svgEl("text", { class: "count", x: cx, y: cy + s * 0.28, "data-count": count }, text));
      g.appendChild(svgEl("title", {}, `${target}: ${fmt(count)} solution${count === "1" ? "" : "s"}`));
    }
    g.addEventListener("click", () => onHole(h.name));
    g.addEventListener("focus", () => focusHole(h.name));
    g.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onHole(h.name); }
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

// The board as large as the window leaves it below the lines above it, so
// that the whole board is on screen with them, without scrolling. The
// status line above it never shrinks while a board is played (its height
// is held at the most it took, until another board or window size): a
// count arriving as the player clicks must not move the board under the
// pointer, or a press and its release fall on two holes and the jump is
// lost (the count comes in milliseconds, as the next jump is clicked).
export function fitBoard() {
  const status = $("status"), held = parseFloat(status.style.minHeight) || 0;
  // Its height to the layout's fraction of a pixel, not rounded as offsetHeight is.
  const height = status.getBoundingClientRect().height;
  if (height > held) status.style.minHeight = `${height}px`;
  const svg = $("svg"), top = svg.getBoundingClientRect().top + window.scrollY;
  svg.style.maxHeight = `${Math.max(160, Math.floor(window.innerHeight - top - 8))}px`;
}

// Lets the status line take its own height again (another board, another
// window): the board is fitted afresh below it.
export function refitBoard() {
  $("status").style.minHeight = "";
  fitBoard();
}
