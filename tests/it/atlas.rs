//! `pegsol fewest --each`, the atlas: every problem's fewest moves and
//! number of minimal solutions, checked on T4–T6 against independent
//! enumerations written here (by jumps, grouped into moves; no move
//! generator, merit, symmetry or meeting of the engine), against `pegsol
//! fewest --start --finish`, and its witnesses against the verifier.

use std::collections::{BTreeMap, HashMap, HashSet};

use assert_cmd::Command;
use pegsol::{Board, Group, Hole, Jump};
use rustc_hash::FxHashMap;

fn pegsol(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("pegsol").unwrap().args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

fn atlas_json(board: &str) -> serde_json::Value {
    let (code, out, err) = pegsol(&["fewest", "--board", board, "--each", "--format", "json"]);
    assert_eq!((code, err.as_str()), (0, ""), "{board}");
    serde_json::from_str(&out).unwrap()
}

/// The jumps legal in `position` (a set of holes as bits).
fn legal(board: &Board, position: u64) -> impl Iterator<Item = Jump> + '_ {
    board
        .jumps()
        .iter()
        .copied()
        .filter(move |j| position & j.from.bit() != 0 && position & j.over.bit() != 0 && position & j.to.bit() == 0)
}

/// A board's jumps by the hole the jumping peg leaves.
struct JumpsFrom(Vec<Vec<Jump>>);

impl JumpsFrom {
    fn of(board: &Board) -> JumpsFrom {
        let mut by_hole = vec![Vec::new(); board.hole_count()];
        for &jump in board.jumps() {
            by_hole[jump.from.index()].push(jump);
        }
        JumpsFrom(by_hole)
    }

    /// Whether the peg in `peg` can jump in `position`.
    fn can_jump(&self, position: u64, peg: Hole) -> bool {
        self.0[peg.index()].iter().any(|j| position & j.over.bit() != 0 && position & j.to.bit() == 0)
    }
}

fn after(position: u64, jump: Jump) -> u64 {
    position ^ jump.from.bit() ^ jump.over.bit() ^ jump.to.bit()
}

/// Every solution from `position` to `finish`, walked jump by jump: the
/// number of moves of each (a move starts at every jump whose peg is not
/// the one that landed last), by number of moves.
fn every_solution(board: &Board, position: u64, finish: u64, walked: &mut Vec<Jump>, found: &mut BTreeMap<usize, u64>) {
    if position == finish {
        let moves = walked.iter().enumerate().filter(|&(i, j)| i == 0 || walked[i - 1].to != j.from).count();
        *found.entry(moves).or_default() += 1;
        return;
    }
    for jump in legal(board, position).collect::<Vec<_>>() {
        walked.push(jump);
        every_solution(board, after(position, jump), finish, walked, found);
        walked.pop();
    }
}

/// What [`fewest_by_jumps`] has answered, by (position, last peg).
type Known = FxHashMap<(u64, Option<Hole>), Option<(usize, u128)>>;

/// The fewest moves of the solutions from `position` to `finish`, the peg
/// that jumped last standing in `last`, and how many solutions have them:
/// the same walk as [`every_solution`], with each (position, last peg)
/// answered once (T6 has up to 83 billion solutions a problem, too many to
/// walk one by one).
fn fewest_by_jumps(
    board: &Board,
    jumps_from: &JumpsFrom,
    position: u64,
    last: Option<Hole>,
    finish: u64,
    known: &mut Known,
) -> Option<(usize, u128)> {
    if position == finish {
        return Some((0, 1));
    }
    if position.count_ones() <= finish.count_ones() {
        return None;
    }
    // A last peg that cannot jump on is no peg: the answers are the same.
    let last = last.filter(|&peg| jumps_from.can_jump(position, peg));
    if let Some(&answer) = known.get(&(position, last)) {
        return answer;
    }
    let mut best: Option<(usize, u128)> = None;
    for jump in legal(board, position).collect::<Vec<_>>() {
        let Some((moves, ways)) =
            fewest_by_jumps(board, jumps_from, after(position, jump), Some(jump.to), finish, known)
        else {
            continue;
        };
        let moves = moves + usize::from(last != Some(jump.from));
        best = match best {
            Some((fewest, _)) if fewest < moves => best,
            Some((fewest, count)) if fewest == moves => Some((fewest, count + ways)),
            _ => Some((moves, ways)),
        };
    }
    known.insert((position, last), best);
    best
}

/// The symmetries of `board` fixing both holes.
fn fixing(board: &Board, start: Hole, finish: Hole) -> usize {
    Group::full(board).members().iter().filter(|s| s.hole(start) == start && s.hole(finish) == finish).count()
}

#[test]
fn the_atlas_counts_agree_with_every_solution_by_jumps_on_t4_to_t6() {
    for side in 4..=6u8 {
        let board = Board::triangle(side).unwrap();
        let jumps_from = JumpsFrom::of(&board);
        let json = atlas_json(&format!("T{side}"));
        let hole = |value: &serde_json::Value| board.parse_hole(value.as_str().unwrap()).unwrap();
        // Every pair class up to symmetry, solved by jumps: the solvable
        // ones are exactly the atlas's problems. Each class is solved on
        // its member whose finish comes first, so that the classes sharing
        // that finish share what is known about it (an answer depends on
        // the finish, not on the start); the answer is its class's.
        let mut solvable = HashSet::new();
        let mut fewest = HashMap::new();
        let mut orbits: Vec<((Hole, Hole), (Hole, Hole))> = Group::full(&board)
            .pair_orbits()
            .into_iter()
            .map(|orbit| (orbit[0], orbit.iter().copied().min_by_key(|&(start, finish)| (finish, start)).unwrap()))
            .collect();
        orbits.sort_by_key(|&(_, (start, finish))| (finish, start));
        let mut known = (None, Known::default());
        for ((start, finish), (solved_start, solved_finish)) in orbits {
            if known.0 != Some(solved_finish) {
                known = (Some(solved_finish), Known::default());
            }
            let begin = board.full().0 & !solved_start.bit();
            if let Some(answer) = fewest_by_jumps(&board, &jumps_from, begin, None, solved_finish.bit(), &mut known.1) {
                solvable.insert((start, finish));
                fewest.insert((start, finish), answer);
                if side <= 5 {
                    // On T4 and T5 every solution is walked one by one too.
                    let mut found = BTreeMap::new();
                    every_solution(&board, begin, solved_finish.bit(), &mut Vec::new(), &mut found);
                    let (&moves, &count) = found.iter().next().unwrap();
                    assert_eq!((moves, u128::from(count)), answer, "T{side} {start:?} -> {finish:?}");
                }
            }
        }
        let problems = json["problems"].as_array().unwrap();
        let listed: HashSet<(Hole, Hole)> = problems.iter().map(|p| (hole(&p["start"]), hole(&p["finish"]))).collect();
        assert_eq!(listed, solvable, "T{side}: the solvable pair classes");
        assert_eq!(problems.len(), listed.len());
        for problem in problems {
            let (start, finish) = (hole(&problem["start"]), hole(&problem["finish"]));
            let (moves, count) = fewest[&(start, finish)];
            assert_eq!(problem["moves"].as_u64(), Some(moves as u64), "T{side} {problem}");
            assert_eq!(problem["minimal_solutions"].as_str(), Some(count.to_string().as_str()), "T{side} {problem}");
            let symmetries = fixing(&board, start, finish);
            assert_eq!(problem["symmetries"].as_u64(), Some(symmetries as u64));
            let up_to = (count / symmetries as u128).to_string();
            assert_eq!(problem["up_to_symmetry"].as_str(), Some(up_to.as_str()), "T{side} {problem}");
        }
    }
}

/// Up to symmetry, by the solutions themselves: on T5 every minimal
/// solution of a problem whose holes a mirror fixes, mapped by that mirror,
/// is another minimal solution, never itself, so the solutions up to
/// symmetry are half of them.
#[test]
fn no_minimal_solution_is_its_own_mirror_image_on_t5() {
    let t5 = Board::triangle(5).unwrap();
    let json = atlas_json("T5");
    let mirrored: Vec<&serde_json::Value> =
        json["problems"].as_array().unwrap().iter().filter(|p| p["symmetries"] == 2).collect();
    assert!(!mirrored.is_empty());
    for problem in mirrored {
        let hole = |key: &str| t5.parse_hole(problem[key].as_str().unwrap()).unwrap();
        let (start, finish) = (hole("start"), hole("finish"));
        let mirror = Group::full(&t5)
            .members()
            .iter()
            .find(|s| !s.is_identity() && s.hole(start) == start && s.hole(finish) == finish)
            .unwrap()
            .clone();
        let moves = problem["moves"].as_u64().unwrap() as usize;
        let mut solutions: Vec<Vec<Jump>> = Vec::new();
        collect_minimal(&t5, t5.full().0 & !start.bit(), finish.bit(), moves, &mut Vec::new(), &mut solutions);
        let set: HashSet<Vec<Jump>> = solutions.iter().cloned().collect();
        let mut orbits = HashSet::new();
        for solution in &solutions {
            let image: Vec<Jump> = solution.iter().map(|&j| mirror.jump(j)).collect();
            assert_ne!(&image, solution, "{problem}");
            assert!(set.contains(&image));
            let key = |jumps: &[Jump]| jumps.iter().map(|j| (j.from, j.over, j.to)).collect::<Vec<_>>();
            orbits.insert(std::cmp::min(key(&image), key(solution)));
        }
        assert_eq!(problem["minimal_solutions"].as_str(), Some(solutions.len().to_string().as_str()));
        assert_eq!(problem["up_to_symmetry"].as_str(), Some(orbits.len().to_string().as_str()));
    }
}

/// Every solution of exactly `moves` moves, jump by jump.
fn collect_minimal(
    board: &Board,
    position: u64,
    finish: u64,
    moves: usize,
    walked: &mut Vec<Jump>,
    out: &mut Vec<Vec<Jump>>,
) {
    let count =
        |walked: &[Jump]| walked.iter().enumerate().filter(|&(i, j)| i == 0 || walked[i - 1].to != j.from).count();
    if count(walked) > moves {
        return;
    }
    if position == finish {
        if count(walked) == moves {
            out.push(walked.clone());
        }
        return;
    }
    for jump in legal(board, position).collect::<Vec<_>>() {
        walked.push(jump);
        collect_minimal(board, after(position, jump), finish, moves, walked, out);
        walked.pop();
    }
}

/// The atlas's fewest of each problem agree with `pegsol fewest --start S
/// --finish F`, which searches every problem from S and its images to F and
/// its images at once: its fewest is the least of the atlas's problems
/// between those holes, and the problems it lists are those reaching it.
#[test]
fn the_atlas_agrees_with_fewest_between_hole_classes_on_t4_to_t6() {
    for side in 4..=6u8 {
        let board = Board::triangle(side).unwrap();
        let name = format!("T{side}");
        let json = atlas_json(&name);
        let group = Group::full(&board);
        let hole = |value: &serde_json::Value| board.parse_hole(value.as_str().unwrap()).unwrap();
        let orbit_of = |h: Hole| group.hole_orbit(h)[0];
        // The atlas's problems (moves, start, finish) by their holes' classes.
        type ByMoves = Vec<(usize, Hole, Hole)>;
        let mut by_holes: BTreeMap<(Hole, Hole), ByMoves> = BTreeMap::new();
        for problem in json["problems"].as_array().unwrap() {
            let (start, finish) = (hole(&problem["start"]), hole(&problem["finish"]));
            let moves = problem["moves"].as_u64().unwrap() as usize;
            by_holes.entry((orbit_of(start), orbit_of(finish))).or_default().push((moves, start, finish));
        }
        for ((start, finish), problems) in by_holes {
            let names =
                [board.hole_name(start, board.default_naming()), board.hole_name(finish, board.default_naming())];
            let (code, out, _) =
                pegsol(&["fewest", "--board", &name, "--start", &names[0], "--finish", &names[1], "--format", "json"]);
            assert_eq!(code, 0);
            let fewest: serde_json::Value = serde_json::from_str(&out).unwrap();
            let least = problems.iter().map(|p| p.0).min().unwrap();
            assert_eq!(fewest["moves"].as_u64(), Some(least as u64), "{name} {names:?}");
            let mut reaching: Vec<(Hole, Hole)> =
                problems.iter().filter(|p| p.0 == least).map(|p| group.pair_orbit(p.1, p.2)[0]).collect();
            let mut listed: Vec<(Hole, Hole)> = fewest["problems"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| group.pair_orbit(hole(&p["start"]), hole(&p["finish"]))[0])
                .collect();
            reaching.sort_unstable();
            listed.sort_unstable();
            assert_eq!(listed, reaching, "{name} {names:?}");
        }
    }
}

/// The witnesses written by `--witnesses` replay in the verifier with their
/// claimed moves; Markdown is offered with `--each` only.
#[test]
fn the_atlas_witnesses_verify_and_its_formats() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().to_str().unwrap();
    let (code, text, _) = pegsol(&["fewest", "--board", "T5", "--each", "--witnesses", out_dir]);
    assert_eq!(code, 0);
    // OEIS A130515 and A130516 (G. Bell, published figures P9 and P10): T5
    // has 17 feasible pair classes, 12 of them solvable.
    assert!(text.contains("17 feasible by position classes, 12 solvable"), "{text}");
    let files = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(files, 12, "one solution file per problem");
    let (code, verdict, _) = pegsol(&["verify", out_dir]);
    assert_eq!(code, 0, "{verdict}");
    assert!(verdict.contains("VERIFIED") && !verdict.contains("NOT VERIFIED"), "{verdict}");
    let (code, markdown, _) = pegsol(&["fewest", "--board", "T4", "--each", "--format", "md"]);
    assert_eq!(code, 0);
    assert!(markdown.starts_with("# Board T4\n") && markdown.contains("| 2 | 3 | 5 | merit |"), "{markdown}");
    let (code, _, err) = pegsol(&["fewest", "--board", "T4", "--format", "md"]);
    assert_eq!((code, err.lines().count()), (2, 1), "{err}");
    let (code, _, err) = pegsol(&["fewest", "--board", "T4", "--each", "--start", "2"]);
    assert_eq!(code, 2, "{err}");
}

/// A problem whose minimal solutions were not counted (they did not fit the
/// room: `null` counts) keeps its witness, which says so and verifies.
#[test]
fn an_uncounted_problem_keeps_its_witness() {
    let dir = tempfile::tempdir().unwrap();
    let (code, text, _) = pegsol(&["fewest", "--board", "T5", "--each", "--format", "json"]);
    assert_eq!(code, 0);
    let mut atlas: serde_json::Value = serde_json::from_str(&text).unwrap();
    let problem = &mut atlas["problems"][0];
    for key in ["minimal_solutions", "symmetries", "up_to_symmetry", "count_levels"] {
        problem[key] = serde_json::Value::Null;
    }
    let name = format!("{}-{}.sol", problem["start"].as_str().unwrap(), problem["finish"].as_str().unwrap());
    let from = dir.path().join("T5.json");
    std::fs::write(&from, serde_json::to_string_pretty(&atlas).unwrap()).unwrap();
    let witnesses = dir.path().join("w");
    let (code, _, err) =
        pegsol(&["fewest", "--each", "--from", from.to_str().unwrap(), "--witnesses", witnesses.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_dir(&witnesses).unwrap().count(), 12, "every problem has its witness");
    let witness = std::fs::read_to_string(witnesses.join(name)).unwrap();
    assert!(witness.contains("(how many there are was not counted)"), "{witness}");
    for format in ["text", "md", "html"] {
        let (code, page, _) = pegsol(&["fewest", "--each", "--from", from.to_str().unwrap(), "--format", format]);
        assert_eq!((code, page.matches("not counted").count()), (0, 1), "{format}: {page}");
    }
    let (code, verdict, _) = pegsol(&["verify", witnesses.to_str().unwrap()]);
    assert_eq!(code, 0, "{verdict}");
    assert!(verdict.contains("VERIFIED") && !verdict.contains("NOT VERIFIED"), "{verdict}");
}

/// The atlas page (`--format html`): one section per class of starts, whose
/// table's finishing holes, images included, are exactly the one-peg
/// finishes the published figures give for T5 (seed 003, figures S3 to S6:
/// from the corner A the finishes A, G, J, M; from B: B, F, K, N; from D:
/// C, D, I, L, O; from E: M only), and a format offered with `--each` only.
#[test]
fn the_atlas_page_shows_each_start_with_its_finishes() {
    let (code, page, err) = pegsol(&["fewest", "--board", "T5", "--each", "--format", "html"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(page.starts_with("<!DOCTYPE html>") && page.ends_with("</html>\n"));
    // OEIS A130515 and A130516 (P9, P10): 17 feasible pair classes, 12 solvable.
    assert!(page.contains("17 allowed by the position classes, 12 solvable"), "{page}");
    let mut finishes: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for section in page.split("<section>").skip(1) {
        let start = section.split("<h2>Start ").nth(1).unwrap().split(" empty</h2>").next().unwrap().to_string();
        let mut holes: Vec<String> = section
            .split("<tr><td>")
            .skip(1)
            .flat_map(|row| row.split("</td>").next().unwrap().split(", ").map(str::to_string))
            .collect();
        holes.sort_unstable();
        // One picture per start, with a circle per hole.
        assert_eq!(section.matches("<circle").count(), 15, "start {start}");
        finishes.insert(start, holes);
    }
    let expected: BTreeMap<String, Vec<String>> = [("A", "A G J M"), ("B", "B F K N"), ("D", "C D I L O"), ("E", "M")]
        .into_iter()
        .map(|(start, holes)| (start.to_string(), holes.split(' ').map(str::to_string).collect()))
        .collect();
    assert_eq!(finishes, expected);
    let (code, _, err) = pegsol(&["fewest", "--board", "T4", "--format", "html"]);
    assert_eq!((code, err.lines().count()), (2, 1), "{err}");
}

/// The fewest moves of every T5 problem agree with G. I. Bell's catalogue
/// of the 15-hole triangle's single vacancy to single survivor problems
/// (gibell.net/pegsolitaire/Catalogs/Triangular15, column "Length of
/// Shortest Solution"). Bell names holes by skew coordinates: his a1, b3,
/// a4, d4 and c5 are holes A, E, G, J and M here (1, 5, 7, 10 and 13, rows
/// from the top).
#[test]
fn the_t5_atlas_agrees_with_bells_catalogue() {
    let t5 = Board::triangle(5).unwrap();
    let group = Group::full(&t5);
    let hole = |name: &str| t5.parse_hole(name).unwrap();
    // (vacate, finish at, length of shortest solution), Bell's rows 1 to 12.
    let bell = [
        ("A", "A", 10),
        ("G", "A", 10),
        ("M", "A", 9),
        ("M", "E", 10),
        ("A", "M", 10),
        ("E", "M", 11),
        ("G", "M", 10),
        ("M", "M", 9),
        ("A", "G", 11),
        ("G", "G", 11),
        ("J", "G", 11),
        ("M", "G", 10),
    ];
    let expected: BTreeMap<(Hole, Hole), u64> =
        bell.iter().map(|&(s, f, moves)| (group.pair_orbit(hole(s), hole(f))[0], moves)).collect();
    let json = atlas_json("T5");
    let found: BTreeMap<(Hole, Hole), u64> = json["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let pair = group.pair_orbit(hole(p["start"].as_str().unwrap()), hole(p["finish"].as_str().unwrap()))[0];
            (pair, p["moves"].as_u64().unwrap())
        })
        .collect();
    assert_eq!(found, expected);
}

/// `--each --from FILE` reads back the atlas that `--format json` wrote
/// and renders it, in every format, to the very bytes the search's atlas
/// renders to (T4 to T6); its witnesses are the same files.
#[test]
fn the_atlas_from_its_json_renders_as_the_searched_one_on_t4_to_t6() {
    let dir = tempfile::tempdir().unwrap();
    for side in 4..=6u8 {
        let board = format!("T{side}");
        let file = dir.path().join(format!("{board}.json"));
        let (code, json, _) = pegsol(&["fewest", "--board", &board, "--each", "--format", "json"]);
        assert_eq!(code, 0);
        std::fs::write(&file, &json).unwrap();
        for format in ["text", "md", "html", "json"] {
            let searched = pegsol(&["fewest", "--board", &board, "--each", "--format", format]);
            let read = pegsol(&["fewest", "--each", "--from", file.to_str().unwrap(), "--format", format]);
            assert_eq!(read, searched, "{board} {format}");
        }
    }
    let written = |from: &[&str]| {
        let out = dir.path().join(format!("witnesses-{}", from.len()));
        let out_dir = out.to_str().unwrap();
        let (code, _, _) = pegsol(&[&["fewest", "--each", "--witnesses", out_dir], from].concat());
        assert_eq!(code, 0);
        let mut files: Vec<(String, String)> = std::fs::read_dir(&out)
            .unwrap()
            .map(|entry| {
                let path = entry.unwrap().path();
                (path.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&path).unwrap())
            })
            .collect();
        files.sort();
        files
    };
    let t5 = dir.path().join("T5.json");
    let from_file = written(&["--from", t5.to_str().unwrap()]);
    assert_eq!(from_file.len(), 12, "T5: one solution file per problem");
    assert_eq!(from_file, written(&["--board", "T5"]));
}

/// The committed atlases (results/atlas) read back: their JSON written
/// again, their page and their Markdown are the committed files, byte for
/// byte, so those were made by this code from the same atlas.
#[test]
fn the_committed_atlases_read_back_byte_for_byte() {
    let root = crate::support::root();
    for board in crate::results::atlases::ATLASES {
        let file = root.join(format!("results/atlas/{board}.json"));
        for format in ["json", "html", "md"] {
            let (code, out, err) = pegsol(&["fewest", "--each", "--from", file.to_str().unwrap(), "--format", format]);
            assert_eq!((code, err.as_str()), (0, ""), "{board} {format}");
            let committed = std::fs::read_to_string(root.join(format!("results/atlas/{board}.{format}"))).unwrap();
            assert!(out == committed, "{board}: results/atlas/{board}.{format} is not what --from renders");
        }
    }
}

/// An atlas written before pegsol counted minimal solutions as G. I. Bell
/// does (no `distinct_minimal`) reads back with the key `null`, and
/// `--count-missing` counts it: the atlas the search writes, byte for byte,
/// every other figure as it was.
#[test]
fn count_missing_adds_bell_s_count_to_an_older_atlas() {
    let dir = tempfile::tempdir().unwrap();
    let (code, searched, _) = pegsol(&["fewest", "--board", "T5", "--each", "--format", "json"]);
    assert_eq!(code, 0);
    let mut older: serde_json::Value = serde_json::from_str(&searched).unwrap();
    for problem in older["problems"].as_array_mut().unwrap() {
        assert!(problem["distinct_minimal"].is_string(), "{problem}");
        problem.as_object_mut().unwrap().remove("distinct_minimal");
    }
    let from = dir.path().join("T5.json");
    std::fs::write(&from, serde_json::to_string_pretty(&older).unwrap()).unwrap();
    let from = from.to_str().unwrap();
    let (code, read, err) = pegsol(&["fewest", "--each", "--from", from, "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let read: serde_json::Value = serde_json::from_str(&read).unwrap();
    assert!(read["problems"].as_array().unwrap().iter().all(|p| p["distinct_minimal"].is_null()));
    let (code, counted, err) = pegsol(&["fewest", "--each", "--from", from, "--count-missing", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    assert!(counted == searched, "--count-missing gives what the search gives");
}

/// A damaged or hand-edited atlas is refused with one line and exit 2:
/// truncated, a count not a decimal string, a count of minimal solutions
/// that is not whole orbits of its symmetries (issue 61: 1,363 with
/// "681 (/2)" was taken), a witness that does not reach
/// its finish or takes other moves than stated, an unknown board or hole,
/// and `--from` without `--each` or with `--board`.
#[test]
fn a_damaged_atlas_is_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(crate::support::root().join("results/atlas/T7.json")).unwrap();
    let atlas: serde_json::Value = serde_json::from_str(&text).unwrap();
    let edited = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut atlas = atlas.clone();
        edit(&mut atlas);
        serde_json::to_string_pretty(&atlas).unwrap()
    };
    let first = |key: &'static str, value: serde_json::Value| {
        edited(&move |atlas: &mut serde_json::Value| atlas["problems"][0][key] = value.clone())
    };
    // T7's first problem, 2 -> 3, in 12 moves (A127500: a(7) = 12).
    let solution = atlas["problems"][0]["solution"].as_array().unwrap().clone();
    let cases: Vec<(&str, String, &str)> = vec![
        ("truncated", text[..text.len() / 2].to_string(), "not JSON: EOF while parsing"),
        (
            "not decimal",
            first("minimal_solutions", "8.4e1".into()),
            "problems[0].minimal_solutions is missing or not a count",
        ),
        ("a number", first("minimal_solutions", 84.into()), "problems[0].minimal_solutions is missing or not a count"),
        ("a level", edited(&|a| a["problems"][0]["proof"]["forward"][1] = "-2".into()), "problems[0].proof.forward[1]"),
        (
            "short",
            first("solution", solution[..solution.len() - 1].into()),
            "2 -> 3: its solution does not end with one peg in 3",
        ),
        ("moves", first("moves", 13.into()), "2 -> 3: its solution takes 12 moves, not 13"),
        ("illegal", first("solution", solution[1..].into()), "2 -> 3: its solution cannot play its jump 1 (1-2-4)"),
        (
            "not a jump",
            first("solution", serde_json::json!(["7-4-1"])),
            "problems[0].solution[0]: \"7-4-1\" is not a jump on T7",
        ),
        ("board", edited(&|a| a["board"] = "T99".into()), "board: unknown board \"T99\""),
        ("hole", first("finish", "29".into()), "problems[0].finish: board T7 has no hole \"29\""),
        (
            "missing",
            edited(&|a| {
                a["problems"][0].as_object_mut().unwrap().remove("moves");
            }),
            "problems[0].moves is missing",
        ),
        (
            "symmetries",
            first("symmetries", 2.into()),
            "problems[0].symmetries says 2, but the symmetries fixing both holes are 1",
        ),
        (
            "none",
            edited(&|a| {
                a["problems"][0]["minimal_solutions"] = "0".into();
                a["problems"][0]["up_to_symmetry"] = "0".into();
            }),
            "problems[0].minimal_solutions says 0, but the minimal solutions come in whole orbits",
        ),
        (
            "twice",
            edited(&|a| a["problems"][1] = a["problems"][0].clone()),
            "pair class by its first pair: 2 -> 3 twice",
        ),
    ];
    for (what, damaged, message) in cases {
        let file = dir.path().join(format!("{what}.json"));
        std::fs::write(&file, damaged).unwrap();
        let (code, out, err) = pegsol(&["fewest", "--each", "--from", file.to_str().unwrap()]);
        assert_eq!((code, out.as_str(), err.lines().count()), (2, "", 1), "{what}: {err}");
        assert!(err.starts_with("error: --from ") && err.contains(message), "{what}: {err}");
    }
    // The English atlas's first problem two symmetries fix, its count made
    // odd: not whole orbits of two.
    let english = std::fs::read_to_string(crate::support::root().join("results/atlas/english.json")).unwrap();
    let mut english: serde_json::Value = serde_json::from_str(&english).unwrap();
    let problems = english["problems"].as_array_mut().unwrap();
    let (index, problem) = problems.iter_mut().enumerate().find(|(_, p)| p["symmetries"] == 2).unwrap();
    let up_to: u64 = problem["up_to_symmetry"].as_str().unwrap().parse().unwrap();
    problem["minimal_solutions"] = (2 * up_to + 1).to_string().into();
    let file = dir.path().join("odd.json");
    std::fs::write(&file, serde_json::to_string_pretty(&english).unwrap()).unwrap();
    let (code, out, err) = pegsol(&["fewest", "--each", "--from", file.to_str().unwrap()]);
    assert_eq!((code, out.as_str(), err.lines().count()), (2, "", 1), "{err}");
    let message = format!("problems[{index}].minimal_solutions says {}, but", 2 * up_to + 1);
    assert!(err.contains(&message) && err.contains("whole orbits of the 2 symmetries"), "{err}");
    let t7 = crate::support::root().join("results/atlas/T7.json");
    for args in [
        &["fewest", "--from", t7.to_str().unwrap()][..],
        &["fewest", "--board", "T7", "--each", "--from", t7.to_str().unwrap()],
    ] {
        let (code, _, err) = pegsol(args);
        assert_eq!(code, 2, "{args:?}: {err}");
    }
}

/// The outcome files of the checkpoint `dir`, sorted by name.
fn outcome_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|entry| entry.unwrap().path()).collect();
    files.sort();
    files
}

/// An outcome file's JSON, and the file written back from `json` with a
/// valid checksum: a forgery the checksum cannot catch.
fn outcome_json(path: &std::path::Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str(text.trim_end().rsplit_once('\n').unwrap().0).unwrap()
}

fn forge(path: &std::path::Path, json: &serde_json::Value) {
    let text = serde_json::to_string_pretty(json).unwrap() + "\n";
    std::fs::write(path, format!("{text}crc32c {:08x}\n", crc32c::crc32c(text.as_bytes()))).unwrap();
}

/// `--each --checkpoint DIR` keeps one file per pair class (solvable or
/// not) and prints what the run without it prints; a run stopped part way
/// (its checkpoint holding some outcomes only, a different part for each
/// format) resumes to the very bytes of the uninterrupted run, in every
/// format, on T5 and T6; `--resume` on an empty directory starts, and
/// without it a directory holding outcomes is refused.
#[test]
fn a_checkpointed_atlas_resumes_to_the_uninterrupted_output_on_t5_and_t6() {
    for (board, classes) in [("T5", 17), ("T6", 29)] {
        let dir = tempfile::tempdir().unwrap();
        let checkpoint = dir.path().to_str().unwrap();
        let whole = |format: &str| pegsol(&["fewest", "--board", board, "--each", "--format", format]);
        let resumed = |format: &str| {
            pegsol(&["fewest", "--board", board, "--each", "--format", format, "--checkpoint", checkpoint, "--resume"])
        };
        assert_eq!(resumed("json"), whole("json"), "{board}: started by --resume");
        let files = outcome_files(dir.path());
        assert_eq!(files.len(), classes, "{board}: one file per feasible pair class");
        for (i, format) in ["text", "md", "html", "json"].into_iter().enumerate() {
            for file in files.iter().skip(i).step_by(i + 2) {
                std::fs::remove_file(file).unwrap();
            }
            assert_eq!(resumed(format), whole(format), "{board} {format}");
            assert_eq!(outcome_files(dir.path()), files, "{board}: the outcomes searched again are kept");
        }
        // Stopped after its first problems, by name.
        for file in &files[3..] {
            std::fs::remove_file(file).unwrap();
        }
        assert_eq!(resumed("text"), whole("text"), "{board}: resumed after 3 problems");
        let (code, out, err) = pegsol(&["fewest", "--board", board, "--each", "--checkpoint", checkpoint]);
        assert_eq!((code, out.as_str(), err.lines().count()), (2, "", 1), "{board}: {err}");
        assert!(err.contains("give --resume"), "{err}");
    }
}

/// One run at a time on a checkpoint directory: a second run, while the
/// first searches, is refused in one line naming the first one's process
/// (two would search the same problems twice). The lock file goes when a
/// run ends (the test above finds only outcome files).
#[test]
fn a_second_atlas_run_on_a_directory_in_use_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().to_str().unwrap();
    let args = ["fewest", "--board", "T7", "--each", "--checkpoint", checkpoint, "--resume"];
    let mut first = crate::support::pegsol_process()
        .args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let lock = dir.path().join("checkpoint.lock");
    let began = std::time::Instant::now();
    while std::fs::read_to_string(&lock).map(|t| t.trim().to_string()).ok() != Some(first.id().to_string()) {
        assert!(began.elapsed() < std::time::Duration::from_secs(60), "the first run never took the directory");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let (code, out, err) = pegsol(&args);
    first.kill().unwrap();
    first.wait().unwrap();
    assert_eq!((code, out.as_str(), err.lines().count()), (2, "", 1), "{err}");
    assert!(err.contains(&format!("in use by another pegsol run (process {})", first.id())), "{err}");
}

/// A checkpoint names the board by its drawing, not its file's name, on
/// every outcome, solvable or not: a drawn 15-hole triangle's checkpoint,
/// left with only its unsolvable 5 -> 5 (no witness to replay), is refused
/// once the file is redrawn as another 15-hole board, whose own atlas
/// solves 5 -> 5 (the run without a checkpoint says so, and its witness is
/// replayed by `verify`). Issue 61's first defect: before, the resume
/// printed the old drawing's "no solution" for it with exit 0.
#[test]
fn a_redrawn_boards_checkpoint_is_refused_even_when_only_unsolvable_outcomes_are_left() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("tri.board");
    let checkpoint = dir.path().join("ck");
    std::fs::create_dir(&checkpoint).unwrap();
    std::fs::write(&board, "lattice triangular\n    o\n   o o\n  o o o\n o o o o\no o o o o\n").unwrap();
    let (board, checkpoint) = (board.to_str().unwrap(), checkpoint.to_str().unwrap());
    let args = ["fewest", "--board", board, "--each", "--format", "json", "--checkpoint", checkpoint, "--resume"];
    let (code, out, err) = pegsol(&args);
    assert_eq!(code, 0, "{err}");
    let unsolvable = serde_json::from_str::<serde_json::Value>(&out).unwrap()["unsolvable"].clone();
    assert!(unsolvable.as_array().unwrap().contains(&serde_json::json!(["5", "5"])), "T5's 5 -> 5 has no solution");
    for file in outcome_files(std::path::Path::new(checkpoint)) {
        if file.file_name().unwrap() != "5-5.outcome" {
            std::fs::remove_file(file).unwrap();
        }
    }
    std::fs::write(dir.path().join("tri.board"), "lattice triangular\n  o o o\n o o o o\no o o o o\n o o o\n").unwrap();
    let (code, out, err) = pegsol(&args);
    assert_eq!((code, out.as_str(), err.lines().count()), (2, "", 1), "{err}");
    assert!(err.contains("5-5.outcome: belongs to another run") && err.contains("holes 0,0 0,1 0,2 1,0"), "{err}");
    let (code, out, err) = pegsol(&["fewest", "--board", board, "--each", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let solved = serde_json::from_str::<serde_json::Value>(&out).unwrap()["problems"]
        .as_array()
        .unwrap()
        .iter()
        .any(|problem| problem["start"] == "5" && problem["finish"] == "5");
    assert!(solved, "the redrawn board solves 5 -> 5:\n{out}");
}

/// A stored search that gave up (for want of memory) is searched again
/// when resumed, as a larger --memory-limit would want.
#[test]
fn a_stored_search_that_gave_up_is_searched_again() {
    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().to_str().unwrap();
    let args = ["fewest", "--board", "T5", "--each", "--format", "json", "--checkpoint", checkpoint, "--resume"];
    let whole = pegsol(&args);
    let path = dir.path().join("A-A.outcome");
    let mut json = outcome_json(&path);
    let problem = &mut json["problem"];
    for key in
        ["moves", "solution", "minimal_solutions", "symmetries", "up_to_symmetry", "distinct_minimal", "count_levels"]
    {
        problem[key] = serde_json::Value::Null;
    }
    problem["proof"] = serde_json::json!({"within": 9, "gave_up": true, "forward": ["1"], "backward": ["1"]});
    forge(&path, &json);
    assert_eq!(pegsol(&args), whole);
    assert_eq!(outcome_json(&path)["problem"]["moves"], 10, "T5 A -> A in 10 moves (Bell's catalogue, above)");
}

/// A checkpoint file that is truncated, has a byte flipped, is of another
/// board or of another pair than its name, or holds a witness that does not
/// replay (under a valid checksum) is refused: exit 2, one line naming it.
#[test]
fn a_damaged_checkpoint_is_refused_with_one_line() {
    let t6 = tempfile::tempdir().unwrap();
    let (code, _, _) = pegsol(&["fewest", "--board", "T6", "--each", "--checkpoint", t6.path().to_str().unwrap()]);
    assert_eq!(code, 0);
    let t6_file = outcome_files(t6.path())[0].clone();
    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().to_str().unwrap();
    let args = ["fewest", "--board", "T5", "--each", "--checkpoint", checkpoint, "--resume"];
    assert_eq!(pegsol(&args).0, 0);
    let path = dir.path().join("A-A.outcome");
    let good = std::fs::read(&path).unwrap();
    let mut flipped = good.clone();
    flipped[40] ^= 1;
    let mut swapped = outcome_json(&path);
    swapped["problem"]["solution"].as_array_mut().unwrap().swap(0, 1);
    let other = dir.path().join("A-E.outcome");
    let damages: [(&str, &dyn Fn()); 5] = [
        ("damaged", &|| std::fs::write(&path, &good[..good.len() / 2]).unwrap()),
        ("damaged", &|| std::fs::write(&path, &flipped).unwrap()),
        ("belongs to another run", &|| std::fs::copy(&t6_file, &path).map(drop).unwrap()),
        ("its solution cannot play its jump 1", &|| forge(&path, &swapped)),
        ("holds the outcome of A-E.outcome", &|| std::fs::copy(&other, &path).map(drop).unwrap()),
    ];
    for (what, damage) in damages {
        damage();
        let (code, out, err) = pegsol(&args);
        assert_eq!((code, out.as_str(), err.lines().count()), (2, "", 1), "{what}: {err}");
        assert!(err.contains("A-A.outcome") && err.contains(what), "{what}: {err}");
    }
    std::fs::write(&path, &good).unwrap();
    assert_eq!(pegsol(&args).0, 0, "the good file is taken again");
}
