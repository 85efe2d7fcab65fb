// pegsol: the WebAssembly engine's Web Worker. The static site's engine.js
// runs it from a blob: URL holding the wasm-bindgen glue (pegsol_wasm.js)
// followed by this file, and sends it the compiled engine first; it then
// answers the page's questions one at a time, saying when it begins each
// (with its board) and posting progress reports while an analysis counts.
// Questions the page cancelled before their turn are skipped.
"use strict";

const queue = [], cancelled = new Set();
let engine = null, failure = null, current = 0, running = false;

// Called by the engine after each step of a count.
self.pegsolProgress = (report) => postMessage({ id: current, progress: JSON.parse(report) });

function answer(method, p) {
  switch (method) {
    case "boards": return engine.boards();
    case "analyze": return engine.analyze(p.board || "", p.start || "", p.jumps || "", p.finish || "");
    case "solution": return engine.solution(p.board || "", p.start || "", p.jumps || "", p.finish || "");
    case "sheet": return engine.sheet(p.board || "", p.start || "");
    default: throw new Error("no such question: " + method);
  }
}

async function load(module) {
  try {
    await wasm_bindgen({ module_or_path: module });
    engine = new wasm_bindgen.Engine();
  } catch (e) {
    failure = "the WebAssembly engine did not load: " + e;
  }
  run();
}

// One question, then the next after the messages that came meanwhile (a
// cancellation among them).
function run() {
  if (running || (!engine && !failure)) return;
  const question = queue.shift();
  if (!question) return;
  const { id, method, params } = question;
  if (cancelled.delete(id)) { run(); return; }
  current = id;
  if (failure) {
    postMessage({ id, ok: false, body: { error: failure } });
  } else {
    postMessage({ id, begun: params.board || "" });
    try {
      postMessage({ id, ok: true, body: JSON.parse(answer(method, params)) });
    } catch (e) {
      // The engine's errors are one-line strings, as the server's are.
      postMessage({ id, ok: false, body: { error: typeof e === "string" ? e : "the engine stopped: " + e } });
    }
  }
  running = true;
  setTimeout(() => { running = false; run(); }, 0);
}

self.onmessage = (e) => {
  if (e.data.module) { load(e.data.module); return; }
  if (e.data.cancel) { cancelled.add(e.data.cancel); return; }
  queue.push(e.data);
  run();
};
