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

// The WebAssembly engine in a Web Worker. At load the page fetches the
// engine (pegsol_wasm_bg.wasm, compiled here once), its wasm-bindgen glue
// (pegsol_wasm.js) and the worker's code (worker.js); the worker runs from
// a blob: URL of the glue and that code, and gets the compiled module in its
// first message. So nothing is fetched after load, and a worker started
// afresh needs no network.
//
// The worker answers one question at a time. A question aborted before its
// turn is dropped. One aborted under way runs to its end (its answer is
// dropped) while the page stays on its board: what it builds, the board's
// finish tables, is what the next question needs, and a count beyond them
// is bounded. When the page asks about another board instead, the worker is
// stopped (terminated: its work and its tables are gone) and a fresh one
// answers the questions still wanted.
function wasmEngine() {
  document.getElementById("engine-note").textContent =
    "Counts are computed in this browser, by pegsol's engine compiled to WebAssembly; nothing is sent anywhere.";
  const text = async (name) => {
    const response = await fetch(name);
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    return response.text();
  };
  // The engine compiled while it downloads when served as application/wasm,
  // else from its bytes.
  const compile = async () => {
    const response = await fetch("pegsol_wasm_bg.wasm");
    if (!response.ok) throw new Error(`pegsol_wasm_bg.wasm: ${response.status}`);
    if (response.headers.get("Content-Type") === "application/wasm") return WebAssembly.compileStreaming(response);
    return WebAssembly.compile(await response.arrayBuffer());
  };
  // id → { resolve, reject, onProgress, message, sentTo }: the questions wanted.
  const pending = new Map();
  let next = 0, failed = null, code = null, worker = null, underWay = null;
  const fail = (error) => {
    failed = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const spawn = () => {
    const w = new Worker(code.url);
    w.onmessage = (e) => {
      if (w !== worker) return;
      const m = e.data, p = pending.get(m.id);
      if (m.begun !== undefined) { underWay = { id: m.id, board: m.begun }; return; }
      if (underWay && underWay.id === m.id && !m.progress) underWay = null;
      if (!p) return;
      if (m.progress) { if (p.onProgress) p.onProgress(m.progress); return; }
      pending.delete(m.id);
      p.resolve({ ok: m.ok, status: m.ok ? 200 : 400, body: m.body });
    };
    // A worker that cannot run (no WebAssembly): every question fails, saying why.
    w.onerror = (e) => {
      if (w === worker) fail(new Error("the WebAssembly engine did not load: " + (e.message || "an error")));
    };
    w.postMessage({ module: code.module });
    return w;
  };
  // Asks the worker running now, once: a question sent to a stopped one is
  // asked again of its successor.
  const send = (id) => {
    const p = pending.get(id);
    if (p && worker && p.sentTo !== worker) { p.sentTo = worker; worker.postMessage(p.message); }
  };
  const restart = () => {
    worker.terminate();
    underWay = null;
    worker = spawn();
    for (const id of pending.keys()) send(id);
  };
  const loaded = (async () => {
    const [glue, own, module] = await Promise.all([text("pegsol_wasm.js"), text("worker.js"), compile()]);
    code = { url: URL.createObjectURL(new Blob([glue, "\n", own], { type: "text/javascript" })), module };
    worker = spawn();
  })();
  loaded.catch((e) => fail(new Error("the WebAssembly engine did not load: " + e)));
  const ask = (method, params, { signal, onProgress } = {}) => new Promise((resolve, reject) => {
    if (failed) { reject(failed); return; }
    // The question under way was abandoned, and this one is on another board.
    if (underWay && !pending.has(underWay.id) && params.board && params.board !== underWay.board) restart();
    const id = ++next;
    pending.set(id, { resolve, reject, onProgress, message: { id, method, params }, sentTo: null });
    if (signal) {
      signal.addEventListener("abort", () => {
        if (!pending.delete(id)) return;
        if (worker) worker.postMessage({ cancel: id });
        reject(new DOMException("aborted", "AbortError"));
      });
    }
    loaded.then(() => send(id), () => {});
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
