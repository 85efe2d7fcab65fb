// pegsol's page: the list of legal jumps with their counts or verdicts,
// and the table of solutions by finish.
import { $, state, fmt, shown, jumpVerdict, VERDICTS } from "./state.js";
import { hinted } from "./board.js";

// The `legal` jumps, each a button that calls `onPlay` with it, with its
// count toward the finish chosen (or its verdict where not counted).
export function drawJumps(legal, onPlay) {
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
    button.addEventListener("click", () => onPlay(name));
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

// The solutions from here by the hole they end in, and their total.
export function drawFinishes() {
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
