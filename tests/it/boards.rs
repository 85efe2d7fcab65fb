//! Boards other than the triangles: the pass against a depth-first count
//! with rules of its own, read from the drawing's text; reduced against
//! unreduced passes; E5 (the French board from its centre); and board files
//! on the command line, good and bad.
//!
//! The rules here never use the engine's geometry: holes are the `o`s of
//! the drawing in reading order (the engine numbers them the same way, row
//! by row), and a jump line is three `o`s one step apart in the text: along
//! a line or a column on the square lattice; two characters along a line,
//! or one line down or up and one character left or right, on the
//! triangular lattice.

use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use crate::support::pegsol;
use num_traits::ToPrimitive;
use pegsol::{classes, forward, Board, ForwardStats, LayerDone, Pass, Position, Reduction};

/// Jump lines read from a drawing: (from, over, to) as bits.
fn rules_from_drawing(drawing: &str) -> Vec<(u64, u64, u64)> {
    let mut lines = drawing.lines().filter(|l| !l.trim().is_empty());
    let lattice = lines.next().expect("a lattice line");
    let steps: &[(i64, i64)] = match lattice.trim() {
        "lattice square" => &[(0, 1), (0, -1), (1, 0), (-1, 0)],
        "lattice triangular" => &[(0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)],
        other => panic!("unknown lattice line {other:?}"),
    };
    let mut bits: HashMap<(i64, i64), u64> = HashMap::new();
    for (y, line) in lines.enumerate() {
        for (x, c) in line.chars().enumerate() {
            if c == 'o' {
                let next = bits.len();
                bits.insert((y as i64, x as i64), 1 << next);
            }
        }
    }
    let mut jumps = Vec::new();
    for (&(y, x), &from) in &bits {
        for &(dy, dx) in steps {
            if let (Some(&over), Some(&to)) = (bits.get(&(y + dy, x + dx)), bits.get(&(y + 2 * dy, x + 2 * dx))) {
                jumps.push((from, over, to));
            }
        }
    }
    jumps
}

/// What the depth-first count finds below one position.
#[derive(Default)]
struct Below {
    games_by_pegs_left: BTreeMap<u32, u128>,
    solutions_by_finish: BTreeMap<u32, u128>,
}

/// A depth-first walk of every game, with the counts below each position
/// remembered.
struct DepthFirst {
    jumps: Vec<(u64, u64, u64)>,
    memo: HashMap<u64, Rc<Below>>,
    moves: u64,
}

impl DepthFirst {
    fn new(drawing: &str) -> DepthFirst {
        DepthFirst { jumps: rules_from_drawing(drawing), memo: HashMap::new(), moves: 0 }
    }

    fn below(&mut self, pegs: u64) -> Rc<Below> {
        if let Some(known) = self.memo.get(&pegs) {
            return Rc::clone(known);
        }
        let children: Vec<u64> = self
            .jumps
            .iter()
            .filter(|&&(from, over, to)| pegs & from != 0 && pegs & over != 0 && pegs & to == 0)
            .map(|&(from, over, to)| pegs ^ from ^ over ^ to)
            .collect();
        self.moves += children.len() as u64;
        let mut below = Below::default();
        if children.is_empty() {
            below.games_by_pegs_left.insert(pegs.count_ones(), 1);
            if pegs.count_ones() == 1 {
                below.solutions_by_finish.insert(pegs.trailing_zeros(), 1);
            }
        }
        for child in children {
            let under = self.below(child);
            for (&k, &n) in &under.games_by_pegs_left {
                *below.games_by_pegs_left.entry(k).or_default() += n;
            }
            for (&k, &n) in &under.solutions_by_finish {
                *below.solutions_by_finish.entry(k).or_default() += n;
            }
        }
        let below = Rc::new(below);
        self.memo.insert(pegs, Rc::clone(&below));
        below
    }
}

/// The pass, reduced and not, against the depth-first count from `start`.
fn check(drawing: &str, board: &Board, start: Position, what: &str) {
    let mut walk = DepthFirst::new(drawing);
    let below = walk.below(start.0);
    for reduction in [Reduction::Symmetry, Reduction::None] {
        let stats = forward(board, start, reduction);
        let what = format!("{what} {reduction:?}");
        assert_eq!(stats.positions, walk.memo.len() as u64, "{what}: positions");
        assert_eq!(stats.moves, walk.moves, "{what}: moves");
        assert_eq!(games(&stats), below.games_by_pegs_left, "{what}: games by pegs left");
        assert_eq!(finishes(&stats), below.solutions_by_finish, "{what}: solutions by finish");
        assert_eq!(layers(&stats), walked_layers(board, start, &walk), "{what}: positions by pegs");
    }
    // The reduced pass stores one position per orbit of the whole
    // stabilizer of the start: its layers are the orbit counts.
    let mut stored = Vec::new();
    let mut progress = |done: LayerDone| stored.extend((done.positions > 0).then_some(done.positions as u64));
    Pass::on(board).progress(&mut progress).walk::<u64>(start).unwrap();
    let orbits: Vec<u64> = walked_layers(board, start, &walk).iter().rev().map(|&(_, _, orbits)| orbits).collect();
    assert_eq!(stored, orbits, "{what}: positions stored by the reduced pass");
}

/// The positions by pegs and, up to the symmetries fixing the start, the
/// number of orbits, as `(pegs, positions, orbits)`.
fn layers(stats: &ForwardStats) -> Vec<(u32, u64, u64)> {
    stats.positions_by_pegs.iter().map(|(&k, l)| (k, l.positions, l.up_to_symmetry)).collect()
}

/// The same from the depth-first walk's positions, orbits counted by
/// Burnside's lemma (the average number of positions each symmetry fixes)
/// rather than by canonical forms as the pass does.
fn walked_layers(board: &Board, start: Position, walk: &DepthFirst) -> Vec<(u32, u64, u64)> {
    let fixing: Vec<_> = board.symmetries().iter().filter(|s| s.apply(start) == start).collect();
    let mut by_pegs: BTreeMap<u32, (u64, u64)> = BTreeMap::new();
    for &pegs in walk.memo.keys() {
        let entry = by_pegs.entry(pegs.count_ones()).or_default();
        entry.0 += 1;
        entry.1 += fixing.iter().filter(|s| s.apply(Position(pegs)) == Position(pegs)).count() as u64;
    }
    let order = fixing.len() as u64;
    by_pegs.into_iter().map(|(k, (positions, fixed))| (k, positions, fixed / order)).collect()
}

fn games(stats: &ForwardStats) -> BTreeMap<u32, u128> {
    stats.games_by_pegs_left.iter().map(|(&k, n)| (k, n.to_u128().unwrap())).collect()
}

fn finishes(stats: &ForwardStats) -> BTreeMap<u32, u128> {
    let counts = stats.solutions_by_finish.iter().enumerate();
    counts.filter(|(_, n)| n.bits() > 0).map(|(hole, n)| (hole as u32, n.to_u128().unwrap())).collect()
}

/// Every single-vacancy start of a drawn board against the depth-first
/// count.
fn check_every_start(name: &str, drawing: &str) -> Board {
    let board = Board::from_drawing(name, drawing).unwrap();
    for hole in board.holes() {
        check(drawing, &board, board.with_empty(&[hole]), &format!("{name} from {}", hole.0 + 1));
    }
    board
}

#[test]
fn small_square_boards_every_start() {
    let square3 = check_every_start("3x3.board", "lattice square\nooo\nooo\nooo\n");
    assert_eq!(square3.symmetries().len(), 8);
    let square4 = check_every_start("4x4.board", "lattice square\noooo\noooo\noooo\noooo\n");
    assert_eq!(square4.symmetries().len(), 8);
    // Four symmetries: the mirrors left-right and up-down, and the half turn.
    let oblong = check_every_start("oblong.board", "lattice square\n.ooo.\nooooo\nooooo\n.ooo.\n");
    assert_eq!(oblong.symmetries().len(), 4);
}

#[test]
fn triangular_boards_every_start() {
    let (_, hexagon) = pegsol::BUILT_IN.iter().find(|(name, _)| *name == "hexagon3").unwrap();
    let board = check_every_start("hexagon3", hexagon);
    assert_eq!(board.symmetries().len(), 12);
    // A rhombus: the half turn and the mirrors through its diagonals, none
    // keeping rows, so its passes are not reduced.
    let rhombus = check_every_start("rhombus.board", "lattice triangular\no o o\n o o o\n  o o o\n");
    assert_eq!(rhombus.symmetries().len(), 4);
    assert!(rhombus.row_mirror().is_none());
}

#[test]
fn the_english_board_from_late_starts() {
    let (_, drawing) = pegsol::BUILT_IN.iter().find(|(name, _)| *name == "english").unwrap();
    let english: Board = "english".parse().unwrap();
    // Pegs on the three middle rows only; the centre, a side of them, or a
    // corner of them empty: fixed by all four mirrors of the rows, by the
    // up-down mirror only (turned to the row mirror), and by no mirror.
    for empty in ["d4", "a4", "a3", "c5"] {
        let hole = english.parse_hole(empty).unwrap();
        let pegs = english.holes().filter(|&h| (2..=4).contains(&english.coordinates(h).row) && h != hole);
        let start = Position(pegs.fold(0, |bits, h| bits | h.bit()));
        check(drawing, &english, start, &format!("english middle rows but {empty}"));
    }
}

/// The position classes never rule out a finish the pass reaches, and on
/// the English board from its centre they allow exactly the five holes its
/// solutions end at.
#[test]
fn position_classes_allow_every_finish_the_pass_reaches() {
    for (name, drawing) in [
        ("3x3.board", "lattice square\nooo\nooo\nooo\n"),
        ("4x4.board", "lattice square\noooo\noooo\noooo\noooo\n"),
        ("oblong.board", "lattice square\n.ooo.\nooooo\nooooo\n.ooo.\n"),
        ("hexagon.board", "lattice triangular\n  o o o\n o o o o\no o o o o\n o o o o\n  o o o\n"),
    ] {
        let board = Board::from_drawing(name, drawing).unwrap();
        for start in board.holes().map(|h| board.with_empty(&[h])) {
            let stats = forward(&board, start, Reduction::Symmetry);
            for (hole, count) in finishes(&stats) {
                let finish = Position::single(pegsol::Hole(hole as u8));
                assert!(classes::feasible(&board, start, finish), "{name}: {count} solutions");
            }
        }
    }
    let english: Board = "english".parse().unwrap();
    let centre = english.with_empty(&[english.parse_hole("d4").unwrap()]);
    let feasible: Vec<String> = english
        .holes()
        .filter(|&h| classes::feasible(&english, centre, Position::single(h)))
        .map(|h| english.hole_name(h, pegsol::Naming::Letters))
        .collect();
    assert_eq!(feasible, ["d1", "a4", "d4", "g4", "d7"]);
    // c2 has the centre's (row + col) class; only (row - col) rules it out.
    let c2 = english.parse_hole("c2").unwrap();
    assert_eq!(classes::residue(&english, c2), classes::residue(&english, english.parse_hole("d1").unwrap()));
    let output = pegsol().args(["solve", "--board", "english", "--start", "d4", "--finish", "c2"]).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8(output.stdout).unwrap().contains("position classes"));
}

/// E5 (classical; de Bruijn 1972, Beasley 1985): on the French board no
/// one-peg finish can be reached from the centre, which the position classes
/// show at once.
#[test]
fn the_french_board_cannot_be_solved_from_the_centre() {
    let french: Board = "french".parse().unwrap();
    let start = french.with_empty(&[french.parse_hole("d4").unwrap()]);
    assert!(french.holes().all(|h| !classes::feasible(&french, start, Position::single(h))));
    let output = pegsol().args(["solve", "--board", "french", "--start", "d4", "--finish", "d4"]).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("position classes"), "{text}");
}

/// A `.board` file in a fresh directory.
fn board_file(name: &str, text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    (dir, path.display().to_string())
}

#[test]
fn count_reads_a_board_file() {
    let (_dir, path) = board_file("plus.board", "# A plus\nlattice square\n.o.\nooo\n.o.\n");
    let output = pegsol().args(["count", "--board", &path, "--start", "b1", "--format", "json"]).output().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["board"], path.as_str());
    assert_eq!(json["start"], serde_json::json!(["b1"]));
    // From the top of a plus: b3 jumps over b2 into b1, and three pegs are
    // left with no jump.
    assert_eq!((json["positions"].as_str(), json["games"].as_str()), (Some("2"), Some("1")));
    assert_eq!(json["games_by_pegs_left"], serde_json::json!({"3": "1"}));
}

#[test]
fn bad_board_files_are_one_line_errors_with_exit_code_2() {
    let over = format!("lattice square\n{}\n", "o".repeat(65));
    let cases: &[(&str, &str)] = &[
        ("lattice square\n...\n", "no holes"),
        (&over, ":2:65: more than 64 holes"),
        ("lattice square\nooo\n...\n..ooo\n", ":4:3: hole not connected to the hole at line 2 column 1"),
        ("lattice square\nooo\no*o\n", ":3:2: unknown character '*'"),
        ("ooo\n", ":1:1: expected `lattice square` or `lattice triangular` before the drawing"),
        ("lattice triangular\no o\noo\n", ":3:1: hole off the triangular lattice"),
    ];
    for (text, message) in cases {
        let (_dir, path) = board_file("bad.board", text);
        for command in [&["count", "--board", &path][..], &["solve", "--board", &path, "--start", "1", "--finish", "1"]]
        {
            let assert = pegsol().args(command).assert().code(2);
            let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
            assert!(stderr.starts_with(&format!("error: {path}")), "{text:?}: {stderr}");
            assert!(stderr.contains(message), "{text:?}: {stderr}");
            assert_eq!(stderr.lines().count(), 1, "{text:?}: {stderr}");
        }
    }
    let missing = pegsol().args(["count", "--board", "no/such/dir/x.board"]).assert().code(2);
    let stderr = String::from_utf8(missing.get_output().stderr.clone()).unwrap();
    assert!(stderr.starts_with("error: no/such/dir/x.board: cannot read the board file: "), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn commands_that_do_not_handle_a_board_say_so() {
    let cases: &[(&[&str], &str)] = &[
        (&["prove", "--board", "hexagon4", "--out", "/nonexistent"], "no certificate for hexagon4"),
        (
            &["table", "--board", "french"],
            "pegsol table handles boards of up to 33 holes (T7, the English board); french has 37",
        ),
        (&["count", "--board", "english", "--start", "a1"], "board english has no hole \"a1\""),
        (&["table", "--board", "hexagon3", "--names", "letters"], "--names letters is for T5 and square-lattice"),
    ];
    for (args, message) in cases {
        let assert = pegsol().args(*args).assert().code(2);
        let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
}

/// The words of a text: its runs of letters and digits.
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect()
}

/// Every built-in board stands in every list of boards written by hand: the
/// `--board` help of the commands, `prove`'s help (which says which boards
/// need `--from`), the page's default starts (a board missing there
/// never appears on the page), which also hold every triangle with a jump,
/// and the Python package's `Board`.
/// The fuzz tests and the rest read `BUILT_IN` itself.
#[test]
fn every_built_in_board_is_in_every_list_of_boards() {
    let words_of = |text: &str| -> Vec<String> { words(text).into_iter().map(String::from).collect() };
    let help = |command: &str| {
        let output = pegsol().args([command, "--help"]).output().unwrap();
        assert!(output.status.success(), "pegsol {command} --help");
        words_of(&String::from_utf8(output.stdout).unwrap())
    };
    let python = std::fs::read_to_string(crate::support::root().join("pegsol-py/python/pegsol/_pegsol.pyi")).unwrap();
    let lists: Vec<(&str, Vec<String>)> = vec![
        ("the --board help (pegsol count --help)", help("count")),
        ("prove's help (pegsol prove --help)", help("prove")),
        (
            "the page's default starts (pegsol_page::DEFAULT_STARTS)",
            pegsol_page::DEFAULT_STARTS.iter().map(|(name, _, _)| name.to_string()).collect(),
        ),
        ("the Python package's Board (pegsol-py/python/pegsol/_pegsol.pyi)", words_of(&python)),
    ];
    let mut missing = Vec::new();
    for (list, names) in &lists {
        for (board, _) in pegsol::BUILT_IN {
            if !names.iter().any(|name| name == board) {
                missing.push(format!("{board} is missing from {list}"));
            }
        }
    }
    let starts = &lists[2].1;
    for side in 3..=pegsol::MAX_SIDE {
        let triangle = format!("T{side}");
        if !starts.contains(&triangle) {
            missing.push(format!("{triangle} is missing from the page's default starts"));
        }
    }
    let triangles = format!("T{}", pegsol::MAX_SIDE);
    if !lists[0].1.contains(&triangles) {
        missing.push(format!("the --board help does not reach {triangles}"));
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
