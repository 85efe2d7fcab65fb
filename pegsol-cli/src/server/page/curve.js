// pegsol's page: the survival curve, the solutions left after each jump
// played, on a log scale.
import { $, state, board, fmt, shown } from "./state.js";
import { svgEl } from "./board.js";

// A power of ten as the curve's axis writes it: 1, 10, 100, 1,000, then
// 10⁴, 10⁵… with a superscript.
function powerOfTen(d) {
  if (d <= 3) return fmt(10 ** d);
  return "10" + String(d).replace(/\d/g, (c) => "⁰¹²³⁴⁵⁶⁷⁸⁹"[c]);
}

// The survival curve: the solutions left from the start and after each
// jump played, toward the finish chosen (all of them if none is), on a log
// scale; positions not counted are left out.
export function drawCurve() {
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
