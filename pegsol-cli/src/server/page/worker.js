// pegsol: the WebAssembly engine's Web Worker (the static site's engine.js
// starts it). It loads the engine (pegsol_wasm.js, the wasm-bindgen glue,
// and pegsol_wasm_bg.wasm beside it), then answers the page's questions one
// at a time, posting progress reports while an analysis counts. Questions
// the page cancelled before their turn are skipped.
"use strict";
importScripts("pegsol_wasm.js");

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

async function run() {
  if (running) return;
  running = true;
  if (!engine && !failure) {
    try {
      await wasm_bindgen({ module_or_path: "pegsol_wasm_bg.wasm" });
      engine = new wasm_bindgen.Engine();
    } catch (e) {
      failure = "the WebAssembly engine did not load: " + e;
    }
  }
  while (queue.length) {
    const { id, method, params } = queue.shift();
    if (cancelled.delete(id)) continue;
    current = id;
    if (failure) { postMessage({ id, ok: false, body: { error: failure } }); continue; }
    try {
      postMessage({ id, ok: true, body: JSON.parse(answer(method, params)) });
    } catch (e) {
      // The engine's errors are one-line strings, as the server's are.
      postMessage({ id, ok: false, body: { error: typeof e === "string" ? e : "the engine stopped: " + e } });
    }
  }
  running = false;
}

self.onmessage = (e) => {
  if (e.data.cancel) { cancelled.add(e.data.cancel); return; }
  queue.push(e.data);
  run();
};
