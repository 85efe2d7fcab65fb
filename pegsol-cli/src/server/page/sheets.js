// pegsol's page: the practice sheets of the start (one page per finish),
// fetched from the engine, and the game checked against the page chosen.
import { $, state, fmt, movesAndJumps, SERVED, RETRY_MAX, sleep } from "./state.js";
import { atlasSheet } from "./atlas.js";

export function drawSheet() {
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

// The sheets of the start, for practice, `redraw` called as they come:
// from the board's atlas where it has one, else from the engine. On
// large boards the server prepares them finish by finish: ask again until
// the sheet is complete, offering each page as it comes. When the server
// has too many sheets to prepare (503), ask again after 1 s, 2 s, 4 s… (at
// most RETRY_MAX), saying so.
export async function loadSheet(redraw) {
  const asked = ++state.sheetRequest;
  state.sheet = null;
  const practice = $("practice"), note = $("sheet-status");
  const keep = practice.value || state.practiceWanted;
  practice.replaceChildren(new Option("off", ""));
  note.textContent = "";
  const params = { board: state.board, start: state.start.join(",") };
  // A board with an atlas has its fewest-move solutions at hand.
  const fromAtlas = await atlasSheet(state.board, state.start);
  let retry = 1;
  for (;;) {
    let response;
    try {
      response = fromAtlas ? { ok: true, status: 200, body: fromAtlas } : await engine.sheet(params);
    } catch (e) {
      if (asked !== state.sheetRequest) return;
      if (!SERVED) { note.textContent = "✗ No sheet: the engine did not answer: " + e; redraw(); return; }
      note.textContent = `The server does not answer: asking again in ${retry} s…`;
      await sleep(retry * 1000);
      retry = Math.min(2 * retry, RETRY_MAX);
      continue;
    }
    const body = response.body;
    if (asked !== state.sheetRequest) return;
    // Abandoned while this page was away (a sleeping tab): ask afresh.
    if (response.ok && body.error && body.error.startsWith("abandoned")) continue;
    if (response.status === 503) {
      note.textContent = `The server is busy (${body.error}); asking again in ${retry} s…`;
      redraw();
      await sleep(retry * 1000);
      if (asked !== state.sheetRequest) return;
      retry = Math.min(2 * retry, RETRY_MAX);
      continue;
    }
    if (!response.ok || body.error) { note.textContent = "✗ No sheet: " + body.error; redraw(); return; }
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
      redraw();
      return;
    }
    note.textContent = body.state === "waiting" ? "The sheet waits its turn (another is being prepared)…"
      : `Preparing the sheet: ${body.done} of ${body.of} finish${body.of === 1 ? "" : "es"} searched, `
        + `${body.pages.length} page${body.pages.length === 1 ? "" : "s"} so far, ${Math.round(body.seconds)} s…`;
    redraw();
  }
}
