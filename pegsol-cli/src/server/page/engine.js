// pegsol: the page's engine, one interface with two implementations. app.js
// talks only to `engine`; which one it is the page's <meta name="pegsol-engine">
// says: "http" (pegsol serve: its JSON API) or "wasm" (the static site: the
// engine compiled to WebAssembly, in a Web Worker, so the page never freezes).
//
// Every method answers a promise of { ok, status, body }, body being the JSON
// the server's API gives (an error: { error }), or rejects when the engine is
// not there at all (a stopped server, a worker that failed to load).
//   engine.boards()                                 /api/boards
//   engine.analyze(params, { signal, progressId, onProgress })
//                                                   /api/analyze (onProgress gets
//                                                   /api/progress reports)
//   engine.solution(params, { signal })             /api/solution
//   engine.sheet(params)                            /api/sheet
// params: { board, start, jumps, finish } as strings (jumps comma-separated).
"use strict";

// The query string of params, commas left as they are.
function engineQuery(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  return q.toString().replace(/%2C/g, ",");
}

// pegsol serve's JSON API.
function httpEngine() {
  const get = async (path, params, signal) => {
    const response = await fetch(path + "?" + engineQuery(params), { signal });
    return { ok: response.ok, status: response.status, body: await response.json() };
  };
  return {
    async boards() { return get("/api/boards", {}); },
    // The server reports its progress under the ID the page made up, read
    // twice a second while the count runs; aborting closes the connection,
    // and the server stops counting.
    async analyze(params, { signal, progressId, onProgress }) {
      const tick = setInterval(async () => {
        let report = null;
        try {
          const r = await fetch("/api/progress?id=" + progressId);
          if (r.ok) report = await r.json();
        } catch (e) { report = null; }
        onProgress(report);
      }, 500);
      try {
        return await get("/api/analyze", { ...params, progress: progressId }, signal);
      } finally {
        clearInterval(tick);
      }
    },
    async solution(params, { signal }) { return get("/api/solution", params, signal); },
    async sheet(params) { return get("/api/sheet", params); },
  };
}

// The WebAssembly engine in a Web Worker (worker.js beside this file). Its
// questions wait their turn; one aborted before its turn is dropped, one
// under way runs to its end (its answer is dropped), so that the worker
// keeps its finish tables.
function wasmEngine() {
  document.getElementById("engine-note").textContent =
    "Counts are computed in this browser, by pegsol's engine compiled to WebAssembly; nothing is sent anywhere.";
  const worker = new Worker("worker.js");
  const pending = new Map();
  let next = 0, failed = null;
  worker.onmessage = (e) => {
    const m = e.data, p = pending.get(m.id);
    if (!p) return;
    if (m.progress) { if (p.onProgress) p.onProgress(m.progress); return; }
    pending.delete(m.id);
    p.resolve({ ok: m.ok, status: m.ok ? 200 : 400, body: m.body });
  };
  // A worker that cannot load (no WebAssembly): every question fails, saying why.
  worker.onerror = (e) => {
    failed = new Error("the WebAssembly engine did not load: " + (e.message || "an error"));
    for (const p of pending.values()) p.reject(failed);
    pending.clear();
  };
  const ask = (method, params, { signal, onProgress } = {}) => new Promise((resolve, reject) => {
    if (failed) { reject(failed); return; }
    const id = ++next;
    pending.set(id, { resolve, reject, onProgress });
    if (signal) {
      signal.addEventListener("abort", () => {
        if (!pending.delete(id)) return;
        worker.postMessage({ cancel: id });
        reject(new DOMException("aborted", "AbortError"));
      });
    }
    worker.postMessage({ id, method, params });
  });
  return {
    boards() { return ask("boards", {}); },
    analyze(params, options) { return ask("analyze", params, options); },
    solution(params, options) { return ask("solution", params, options); },
    sheet(params) { return ask("sheet", params); },
  };
}

const engineKind = document.querySelector('meta[name="pegsol-engine"]');
const engine = engineKind && engineKind.content === "wasm" ? wasmEngine() : httpEngine();
