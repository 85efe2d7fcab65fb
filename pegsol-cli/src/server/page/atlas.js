// pegsol's page: the board's atlas (the fewest moves of every one-hole
// start to every finish, results/atlas/): its page linked at the section
// of the start on screen, and its solutions as the start's practice sheet.
import { $, state, board, holeNamed } from "./state.js";

// The boards' atlases asked for so far: board → its JSON, or null if the
// board has none.
const atlases = {};

// The atlas of the board `name` beside the page (atlas/NAME.json), null if
// it has none (or it cannot be read now).
async function atlasOf(name) {
  if (atlases[name] === undefined) {
    try {
      const response = await fetch(`atlas/${encodeURIComponent(name)}.json`);
      if (response.status !== 404 && !response.ok) return null;
      atlases[name] = response.ok ? await response.json() : null;
    } catch (e) {
      return null;
    }
  }
  return atlases[name];
}

// The board's symmetries, each as a map of hole names: the rotations and
// reflections of its holes' places in the plane (about their centre) that
// take every hole to a hole.
function symmetries(b) {
  const tri = b.lattice === "triangular";
  const places = b.holes.map((h) => [h.x / 2, tri ? h.row * Math.sqrt(3) / 2 : h.row]);
  const [cx, cy] = [0, 1].map((k) => places.reduce((sum, p) => sum + p[k], 0) / places.length);
  const turns = tri ? 6 : 4, found = [];
  for (let t = 0; t < turns; t++) {
    for (const mirror of [1, -1]) {
      const angle = (2 * Math.PI * t) / turns, [c, s] = [Math.cos(angle), Math.sin(angle)];
      const map = {};
      const whole = b.holes.every((h, i) => {
        const [x, y] = [(places[i][0] - cx) * mirror, places[i][1] - cy];
        const [u, v] = [cx + c * x - s * y, cy + s * x + c * y];
        const j = places.findIndex(([px, py]) => Math.abs(px - u) < 1e-6 && Math.abs(py - v) < 1e-6);
        if (j < 0) return false;
        map[h.name] = b.holes[j].name;
        return true;
      });
      if (whole) found.push(map);
    }
  }
  return found;
}

// The atlas link for the board and start on screen: the atlas page, at
// the section of the start's class (the page names one start of each
// class: a text fragment for each image of the start finds it).
export async function drawAtlasLink() {
  const name = state.board, start = state.start.slice(), p = $("atlas");
  p.replaceChildren();
  if (!(await atlasOf(name)) || name !== state.board || start.join() !== state.start.join()) return;
  const a = document.createElement("a");
  let href = `atlas/${encodeURIComponent(name)}.html`;
  if (start.length === 1) {
    const images = [...new Set(symmetries(board()).map((map) => map[start[0]]))];
    href += "#:~:" + images.map((h) => "text=" + encodeURIComponent(`Start ${h} empty`)).join("&");
    a.textContent = `Fewest moves from ${start[0]} to every finish: the atlas of ${name}`;
  } else {
    a.textContent = `Fewest moves from every one-hole start: the atlas of ${name}`;
  }
  a.href = href;
  p.appendChild(a);
}

// The practice sheet of the one-hole start `start` of the board `name` from
// its atlas: for each finish, a fewest-move solution (the atlas's, carried
// to this start by a symmetry of the board), in the board's hole order, as
// `/api/sheet` gives a sheet; null if the board has no atlas.
export async function atlasSheet(name, start) {
  const atlas = await atlasOf(name);
  if (!atlas || start.length !== 1 || name !== state.board) return null;
  const pages = {};
  for (const map of symmetries(board())) {
    for (const p of atlas.problems.filter((q) => map[holeNamed(q.start)] === start[0])) {
      const finish = map[holeNamed(p.finish)];
      if (pages[finish]) continue;
      const jumps = p.solution.map((j) => j.split("-").map((h) => map[holeNamed(h)]).join("-"));
      pages[finish] = { finish, jumps, moves: p.moves, fewest_at_least: p.at_least, proven: p.moves === p.at_least, solutions: null };
    }
  }
  const ordered = board().holes.map((h) => pages[h.name]).filter((p) => p);
  return { board: name, start, pages: ordered, state: "complete", complete: true, atlas: true };
}
