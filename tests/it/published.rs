//! Every published figure in `snapshots/published/*.figures`, recomputed.
//!
//! One runner reads the data files (format at the top of each file) and
//! recomputes each figure with the forward pass. Rows on triangles larger
//! than `PEGSOL_MAX_SIDE` (default 7) are skipped, like perft suites skip
//! deep rows; the runner prints how many it skipped. Rows on the other
//! boards (`boards.figures`) all run: the largest, the English board from
//! its centre, takes seconds.

use std::collections::{BTreeSet, HashMap};
use std::fs;

use num_bigint::BigUint;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use pegsol::{forward, Board, ForwardStats, Hole, Reduction};

struct Figure {
    file: String,
    line: usize,
    board: Board,
    starts: Starts,
    quantity: String,
    expected: String,
}

enum Starts {
    Each(Vec<Vec<Hole>>),
    Sum(Vec<Vec<Hole>>),
    Mean(Vec<Vec<Hole>>),
}

fn parse_starts(board: &Board, text: &str) -> Starts {
    let list = |inner: &str| -> Vec<Vec<Hole>> {
        if inner == "all" {
            board.holes().map(|h| vec![h]).collect()
        } else {
            inner.split('|').map(|s| board.parse_holes(s).expect("valid start").0).collect()
        }
    };
    if let Some(inner) = text.strip_prefix("sum(").and_then(|t| t.strip_suffix(')')) {
        Starts::Sum(list(inner))
    } else if let Some(inner) = text.strip_prefix("mean(").and_then(|t| t.strip_suffix(')')) {
        Starts::Mean(list(inner))
    } else {
        Starts::Each(list(text))
    }
}

fn read_figures(path: &str) -> Vec<Figure> {
    let text = fs::read_to_string(path).expect("data file");
    let mut figures = Vec::new();
    let mut sourced = false;
    for (index, line) in text.lines().enumerate() {
        let line_no = index + 1;
        if line.starts_with("# Source:") {
            sourced = true;
        }
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        assert!(sourced, "{path}:{line_no}: figure before any '# Source:' line");
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(fields.len(), 4, "{path}:{line_no}: want BOARD STARTS QUANTITY EXPECTED");
        let board: Board = fields[0].parse().expect("board");
        let starts = parse_starts(&board, fields[1]);
        figures.push(Figure {
            file: path.rsplit('/').next().unwrap_or(path).to_string(),
            line: line_no,
            board,
            starts,
            quantity: fields[2].to_string(),
            expected: fields[3].to_string(),
        });
    }
    figures
}

/// Forward-pass results, computed once per (board, start).
#[derive(Default)]
struct Cache(HashMap<(String, Vec<Hole>), ForwardStats>);

impl Cache {
    fn stats(&mut self, board: &Board, empty: &[Hole]) -> &ForwardStats {
        self.0
            .entry((board.name(), empty.to_vec()))
            .or_insert_with(|| forward(board, board.with_empty(empty), Reduction::Symmetry))
    }
}

/// A figure's value for one start, as text comparable with the data file.
enum Value {
    Count(BigUint),
    Float(f64),
    Set(BTreeSet<String>),
    Fraction(BigRational),
}

fn games_left(stats: &ForwardStats, spec: &str) -> BigUint {
    match spec.strip_suffix('+') {
        Some(k) => {
            let k: u32 = k.parse().expect("pegs");
            stats.games_by_pegs_left.range(k..).map(|(_, c)| c).sum()
        }
        None => stats.games_by_pegs_left.get(&spec.parse().expect("pegs")).cloned().unwrap_or_default(),
    }
}

fn value(board: &Board, empty: &[Hole], stats: &ForwardStats, quantity: &str) -> Value {
    let (name, arg) = quantity.split_once(':').map_or((quantity, ""), |(n, a)| (n, a));
    match name {
        "positions" => Value::Count(stats.positions.into()),
        "moves" => Value::Count(stats.moves.into()),
        "positions_with" | "canonical_positions_with" => {
            let layer = stats.positions_by_pegs.get(&arg.parse().expect("pegs")).copied().unwrap_or_default();
            let all = name == "positions_with";
            Value::Count(if all { layer.positions } else { layer.up_to_symmetry }.into())
        }
        "games" => Value::Count(stats.games()),
        "solutions" => Value::Count(stats.solutions()),
        "max_pegs_left" => Value::Count(stats.max_pegs_left().into()),
        "min_game_jumps" => Value::Count(stats.min_game_jumps().into()),
        "games_left" => Value::Count(games_left(stats, arg)),
        "share_left" => {
            let share = BigRational::new(games_left(stats, arg).into(), stats.games().into());
            Value::Float(share.to_f64().expect("finite") * 100.0)
        }
        "solutions_at" => Value::Count(stats.solutions_by_finish[board.parse_hole(arg).expect("hole").index()].clone()),
        "solutions_at_start" => Value::Count(stats.solutions_by_finish[empty[0].index()].clone()),
        "finishes" => Value::Set(
            board
                .holes()
                .filter(|h| !stats.solutions_by_finish[h.index()].is_zero())
                .map(|h| board.hole_name(h, pegsol::Naming::Letters))
                .collect(),
        ),
        "win_share" => Value::Fraction(BigRational::new(stats.solutions().into(), stats.games().into())),
        "random_at_most" => {
            let k: u32 = arg.parse().expect("pegs");
            Value::Float(stats.random_play_pegs_left.range(..=k).map(|(_, p)| p).sum())
        }
        "unreachable_share" => {
            let n = board.hole_count() as u32;
            let boards = (1u64 << n) - 2;
            Value::Float(1.0 - stats.positions as f64 / boards as f64)
        }
        other => panic!("unknown quantity {other}"),
    }
}

/// Whether `got` matches the published text, to the precision it is printed with.
fn matches(got: &Value, expected: &str) -> bool {
    match got {
        Value::Count(count) => count.to_string() == expected,
        Value::Float(x) => {
            let decimals = expected.split_once('.').map_or(0, |(_, d)| d.len()) as i32;
            let target: f64 = expected.parse().expect("number");
            (x - target).abs() <= 0.5 * 10f64.powi(-decimals) + 1e-12
        }
        Value::Set(set) => {
            let want: BTreeSet<String> =
                expected.trim_matches(['{', '}']).split(',').map(|s| s.trim().to_uppercase()).collect();
            *set == want
        }
        Value::Fraction(fraction) => {
            let (a, b) = expected.split_once('/').expect("fraction a/b");
            *fraction == BigRational::new(a.parse().expect("int"), b.parse().expect("int"))
        }
    }
}

fn describe(got: &Value) -> String {
    match got {
        Value::Count(c) => c.to_string(),
        Value::Float(x) => format!("{x:.6}"),
        Value::Set(s) => format!("{s:?}"),
        Value::Fraction(f) => f.to_string(),
    }
}

fn combine(values: Vec<Value>, mean: bool) -> Value {
    let n = values.len() as f64;
    let mut iter = values.into_iter();
    let first = iter.next().expect("at least one start");
    iter.fold(first, |acc, v| match (acc, v) {
        (Value::Count(a), Value::Count(b)) => Value::Count(a + b),
        (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
        _ => panic!("only counts and floats can be summed"),
    })
    .pipe(|v| match v {
        Value::Float(x) if mean => Value::Float(x / n),
        other => other,
    })
}

trait Pipe: Sized {
    fn pipe<T>(self, f: impl FnOnce(Self) -> T) -> T {
        f(self)
    }
}
impl<T> Pipe for T {}

#[test]
fn published_figures_are_reproduced() {
    let max_side: u8 = std::env::var("PEGSOL_MAX_SIDE").ok().and_then(|s| s.parse().ok()).unwrap_or(7);
    let files = ["forward.figures", "boards.figures"];
    let figures = files.iter().flat_map(|file| {
        read_figures(&crate::support::root().join("snapshots/published").join(file).display().to_string())
    });
    let mut cache = Cache::default();
    let (mut checked, mut skipped, mut failures) = (0, 0, Vec::new());
    for figure in figures {
        if figure.board.triangle_side().is_some_and(|side| side > max_side) {
            skipped += 1;
            continue;
        }
        let board = &figure.board;
        let mut results = Vec::new();
        let (starts, combined) = match &figure.starts {
            Starts::Each(s) => (s, None),
            Starts::Sum(s) => (s, Some(false)),
            Starts::Mean(s) => (s, Some(true)),
        };
        for empty in starts {
            let stats = cache.stats(board, empty);
            results.push((empty.clone(), value(board, empty, stats, &figure.quantity)));
        }
        let checks: Vec<(String, Value)> = match combined {
            None => results.into_iter().map(|(e, v)| (format!("{e:?}"), v)).collect(),
            Some(mean) => vec![("combined".into(), combine(results.into_iter().map(|(_, v)| v).collect(), mean))],
        };
        for (which, got) in checks {
            checked += 1;
            if !matches(&got, &figure.expected) {
                failures.push(format!(
                    "{} line {}: {} {} {}: expected {}, got {}",
                    figure.file,
                    figure.line,
                    board.name(),
                    which,
                    figure.quantity,
                    figure.expected,
                    describe(&got)
                ));
            }
        }
    }
    eprintln!("published figures: {checked} checked, {skipped} rows skipped above T{max_side}");
    assert!(failures.is_empty(), "published figures not reproduced:\n{}", failures.join("\n"));
    assert!(checked > 100);
}

/// Source: P6 — github topherCantrell/sim-PegGame README: 13,935 of the
/// 32,768 T5 positions are reachable from at least one single-vacancy start.
#[test]
fn positions_reachable_from_some_single_vacancy_start_t5() {
    let board = Board::triangle(5).unwrap();
    let mut seen = std::collections::HashSet::new();
    let mut frontier: Vec<pegsol::Position> = board.holes().map(|h| board.with_empty(&[h])).collect();
    while let Some(position) = frontier.pop() {
        if seen.insert(position) {
            frontier.extend(position.legal_jumps(&board).map(|j| position.jump(j)));
        }
    }
    assert_eq!(seen.len(), 13_935);
    assert_eq!(1u32 << board.hole_count(), 32_768);
}
