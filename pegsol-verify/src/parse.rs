//! Reading solution files and certificates into claims with line numbers.
//!
//! Both are lines of `keyword arguments`; `#` starts a comment; keywords
//! and hole names are case-insensitive. Lines after `jumps` that start
//! with no keyword carry more jumps.

use crate::board::{is_triangle_name, Board};

/// A line that cannot be read: the file is malformed.
#[derive(Debug)]
pub struct SyntaxError {
    pub line: usize,
    pub reason: String,
}

/// One written jump: `from-over-to`, or `from-to` with `over` left out.
#[derive(Debug)]
pub struct Jump {
    pub line: usize,
    pub from: usize,
    pub over: Option<usize>,
    pub to: usize,
}

/// A solution file: a start, an optional claimed finish, an optional
/// claimed number of moves `(moves, line)`, an optional claimed fewest
/// moves, and the jumps.
#[derive(Debug)]
pub struct Solution {
    pub start: Vec<usize>,
    pub finish: Option<(usize, usize)>,
    pub moves: Option<(usize, usize)>,
    pub fewest: Option<FewestLine>,
    pub jumps: Vec<Jump>,
}

/// A `fewest N` line: no solution has fewer than `moves` moves, and the
/// file's jumps make exactly that many.
#[derive(Clone, Copy, Debug)]
pub struct FewestLine {
    pub moves: u32,
    /// The claim's scope: from this start to this finish (`fewest N`), or
    /// from any one-vacancy start to any one-peg finish of the board
    /// (`fewest N board`).
    pub scope: Scope,
    pub line: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    Pair,
    Board,
}

/// What a certificate says about one (start, finish) pair.
#[derive(Debug)]
pub enum Claim {
    /// A witness, and perhaps the exact number of solutions `(digits, line)`.
    Solvable { solutions: Option<(String, usize)>, jumps: Option<Vec<Jump>> },
    /// The position classes of the start and of the finish, which differ.
    Infeasible { start_class: u8, finish_class: u8 },
    /// No solution, to be re-checked by exhaustive search; or, with a
    /// count `(digits, line)` (which must be 0), by counting.
    Unsolvable { solutions: Option<(String, usize)> },
}

#[derive(Debug)]
pub struct Entry {
    pub line: usize,
    pub start: usize,
    pub finish: usize,
    pub claim: Claim,
}

/// A certificate: one entry per pair, the `complete` claim, and whether the
/// closing `end` line was there.
#[derive(Debug, Default)]
pub struct Certificate {
    pub complete: bool,
    pub entries: Vec<Entry>,
    pub ended: bool,
}

pub enum Body {
    Solution(Solution),
    Certificate(Certificate),
}

pub struct Document {
    pub board: Board,
    pub body: Body,
}

/// The lattice a drawn board lies on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lattice {
    Square,
    Triangular,
}

/// A board other than a triangle, while its drawing is read: the name, the
/// `board` line, the lattice once its line was seen, and the rows so far.
struct Drawing {
    name: String,
    line: usize,
    lattice: Option<Lattice>,
    rows: Vec<String>,
}

impl Drawing {
    /// The board, once the drawing is over (at `line`, the first line after it).
    fn finish(self, line: usize) -> Result<Board, SyntaxError> {
        let err = |line, reason: String| SyntaxError { line, reason };
        let Some(lattice) = self.lattice else {
            return Err(err(
                self.line,
                format!(
                    "board {} is not a triangle T1 to T15, so the certificate must draw it: \
                     `lattice square` or `lattice triangular`, then one `row` line per row (`o` a hole, `.` none)",
                    quoted(&self.name)
                ),
            ));
        };
        let rows: Vec<&str> = self.rows.iter().map(String::as_str).collect();
        let board = match lattice {
            Lattice::Square => Board::square(&self.name, &rows),
            Lattice::Triangular => Board::triangular(&self.name, &rows),
        };
        board.map_err(|reason| err(line, format!("board {}: {reason}", self.name)))
    }
}

/// A solution file being read: its lines so far.
#[derive(Default)]
struct Draft {
    start: Option<Vec<usize>>,
    finish: Option<(usize, usize)>,
    moves: Option<(usize, usize)>,
    fewest: Option<FewestLine>,
    jumps: Option<Vec<Jump>>,
}

/// Reads the board of a whole file, or of its `board` line and drawing alone.
pub fn board(text: &str) -> Result<Board, SyntaxError> {
    parse(text).or_else(|error| parse(&format!("{text}\ncomplete\nend\n")).map_err(|_| error)).map(|d| d.board)
}

/// Reads a whole file.
pub fn parse(text: &str) -> Result<Document, SyntaxError> {
    let mut board: Option<Board> = None;
    let mut drawing: Option<Drawing> = None;
    let mut solution: Option<Draft> = None;
    let mut certificate: Option<Certificate> = None;
    let mut in_jumps = false;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let err = |reason: String| SyntaxError { line, reason };
        let content = raw.split('#').next().unwrap_or_default().trim();
        let mut words = content.split_whitespace();
        let Some(first) = words.next() else { continue };
        let keyword = first.to_ascii_lowercase();
        let args: Vec<&str> = words.collect();
        if certificate.as_ref().is_some_and(|c| c.ended) {
            return Err(err("text after `end`".into()));
        }
        if board.is_none() && drawing.is_none() {
            if keyword != "board" || args.len() != 1 {
                return Err(err(
                    "a file must begin with `board Tn` (n from 1 to 10) or `board NAME` and its drawing".into()
                ));
            }
            if is_triangle_name(args[0]) {
                board = Some(Board::named_triangle(args[0]).ok_or_else(|| {
                    err(format!("unknown board {}: boards are T1 to T15 (a triangle of that side)", quoted(args[0])))
                })?);
            } else {
                drawing = Some(Drawing { name: args[0].to_string(), line, lattice: None, rows: Vec::new() });
            }
            continue;
        }
        if let Some(draft) = &mut drawing {
            match keyword.as_str() {
                "lattice" if draft.lattice.is_none() && draft.rows.is_empty() => {
                    draft.lattice = Some(match args[..] {
                        [lattice] if lattice.eq_ignore_ascii_case("square") => Lattice::Square,
                        [lattice] if lattice.eq_ignore_ascii_case("triangular") => Lattice::Triangular,
                        _ => {
                            return Err(err(format!(
                                "the verifier knows `lattice square` and `lattice triangular` here \
                                 (triangles are `board Tn`), not {}",
                                quoted(content)
                            )))
                        }
                    });
                    continue;
                }
                "row" if draft.lattice.is_some() => {
                    if args.len() != 1 {
                        return Err(err("`row` takes one row of the drawing: `o` a hole, `.` none".into()));
                    }
                    draft.rows.push(args[0].to_string());
                    continue;
                }
                _ => board = Some(drawing.take().expect("a drawing").finish(line)?),
            }
        }
        let board = board.as_ref().expect("the board is read first");
        let is_certificate = matches!(keyword.as_str(), "complete" | "pair" | "solutions" | "end");
        let is_solution = matches!(keyword.as_str(), "start" | "finish" | "moves" | "fewest")
            || (keyword == "jumps" && certificate.is_none());
        if (is_certificate && solution.is_some()) || (is_solution && certificate.is_some()) {
            return Err(err(format!(
                "`{keyword}` does not belong here: a file is a solution (start, jumps) or a certificate (pair lines), not both"
            )));
        }
        if is_solution && solution.is_none() {
            solution = Some(Draft::default());
        }
        if is_certificate && certificate.is_none() {
            certificate = Some(Certificate::default());
        }
        let arity =
            |n: usize| (args.len() == n).then_some(()).ok_or_else(|| err(format!("`{keyword}` takes {n} argument(s)")));
        match keyword.as_str() {
            "board" => return Err(err("a second `board` line".into())),
            "lattice" | "row" => {
                return Err(err(format!("`{keyword}` belongs to the drawing of a board right after its `board` line")))
            }
            "start" => {
                let start = &mut solution.as_mut().expect("a solution").start;
                if start.is_some() {
                    return Err(err("a second `start` line".into()));
                }
                *start = Some(hole_list(board, content[first.len()..].trim()).map_err(err)?);
            }
            "finish" => {
                arity(1)?;
                let finish = &mut solution.as_mut().expect("a solution").finish;
                if finish.is_some() {
                    return Err(err("a second `finish` line".into()));
                }
                *finish = Some((hole(board, args[0]).map_err(err)?, line));
            }
            "moves" => {
                arity(1)?;
                let moves = &mut solution.as_mut().expect("a solution").moves;
                if moves.is_some() {
                    return Err(err("a second `moves` line".into()));
                }
                let count = args[0]
                    .parse::<usize>()
                    .map_err(|_| err(format!("`moves` takes a number of moves, not {}", quoted(args[0]))))?;
                *moves = Some((count, line));
            }
            "fewest" => {
                let usage = || {
                    err(format!(
                        "write `fewest N` (no solution from this start to this finish has fewer than N moves) or \
                         `fewest N board` (none from any one vacancy to any one peg), not {}",
                        quoted(content)
                    ))
                };
                let scope = match args[..] {
                    [_] => Scope::Pair,
                    [_, scope] if scope.eq_ignore_ascii_case("board") => Scope::Board,
                    _ => return Err(usage()),
                };
                let moves = args[0].parse::<u32>().map_err(|_| usage())?;
                let fewest = &mut solution.as_mut().expect("a solution").fewest;
                if fewest.is_some() {
                    return Err(err("a second `fewest` line".into()));
                }
                *fewest = Some(FewestLine { moves, scope, line });
            }
            "jumps" => {
                let list = match (&mut solution, &mut certificate) {
                    (Some(draft), _) => &mut draft.jumps,
                    (None, Some(certificate)) => match certificate.entries.last_mut() {
                        Some(Entry { claim: Claim::Solvable { jumps, .. }, .. }) => jumps,
                        _ => return Err(err("`jumps` belongs to a `pair ... solvable` line".into())),
                    },
                    (None, None) => unreachable!("jumps starts a solution when there is no certificate"),
                };
                if list.is_some() {
                    return Err(err("a second `jumps` line (continue the jumps on lines of their own)".into()));
                }
                *list = Some(jumps(board, &args, line)?);
            }
            "complete" => {
                arity(0)?;
                certificate.as_mut().expect("a certificate").complete = true;
            }
            "pair" => {
                let entry = pair(board, &args, line).map_err(err)?;
                certificate.as_mut().expect("a certificate").entries.push(entry);
            }
            "solutions" => {
                arity(1)?;
                let digits = args[0];
                if digits.is_empty() || digits.len() > 80 || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(err(format!("`solutions` takes a decimal count, not {}", quoted(digits))));
                }
                match certificate.as_mut().and_then(|c| c.entries.last_mut()) {
                    Some(Entry {
                        claim:
                            Claim::Solvable { solutions: count @ None, jumps: None }
                            | Claim::Unsolvable { solutions: count @ None },
                        ..
                    }) => {
                        *count = Some((digits.trim_start_matches('0').to_string(), line));
                    }
                    _ => {
                        return Err(err(
                            "`solutions` belongs right after a `pair ... solvable` or `pair ... unsolvable` line"
                                .into(),
                        ))
                    }
                }
            }
            "end" => {
                arity(0)?;
                certificate.as_mut().expect("a certificate").ended = true;
            }
            _ if in_jumps => {
                let words: Vec<&str> = content.split_whitespace().collect();
                let more = jumps(board, &words, line)?;
                let list = match (&mut solution, &mut certificate) {
                    (Some(Draft { jumps: Some(jumps), .. }), _) => jumps,
                    (_, Some(c)) => match c.entries.last_mut() {
                        Some(Entry { claim: Claim::Solvable { jumps: Some(jumps), .. }, .. }) => jumps,
                        _ => unreachable!("in_jumps follows a jumps line"),
                    },
                    _ => unreachable!("in_jumps follows a jumps line"),
                };
                list.extend(more);
                continue;
            }
            _ => return Err(err(format!("unknown keyword {}", quoted(first)))),
        }
        in_jumps = keyword == "jumps";
    }
    let end = text.lines().count();
    if let Some(drawing) = drawing {
        board = Some(drawing.finish(end)?);
    }
    let Some(board) = board else {
        return Err(SyntaxError { line: 1, reason: "empty file: no `board Tn` line".into() });
    };
    let body = match (solution, certificate) {
        (Some(Draft { start: Some(start), finish, moves, fewest, jumps: Some(jumps) }), _) => {
            if let Some(fewest) = fewest {
                let needs = match fewest.scope {
                    Scope::Pair if finish.is_none() => "a `finish` line (the fewest moves to which hole?)",
                    Scope::Board if start.len() != 1 => "one start hole (the board's problems start with one vacancy)",
                    _ => "",
                };
                if !needs.is_empty() {
                    return Err(SyntaxError { line: fewest.line, reason: format!("`fewest` needs {needs}") });
                }
            }
            Body::Solution(Solution { start, finish, moves, fewest, jumps })
        }
        (Some(draft), _) => {
            let missing = if draft.start.is_none() { "start" } else { "jumps" };
            return Err(SyntaxError { line: end, reason: format!("a solution file needs a `{missing}` line") });
        }
        (None, Some(certificate)) => Body::Certificate(certificate),
        (None, None) => {
            return Err(SyntaxError {
                line: end,
                reason: "neither a solution (start, jumps) nor a certificate (pair)".into(),
            })
        }
    };
    Ok(Document { board, body })
}

fn hole(board: &Board, name: &str) -> Result<usize, String> {
    board.parse_hole(name).ok_or_else(|| {
        format!("board {} has no hole {} (holes are {})", board.name(), quoted(name), board.hole_names())
    })
}

fn hole_list(board: &Board, list: &str) -> Result<Vec<usize>, String> {
    let mut holes = Vec::new();
    for name in list.split(',') {
        let h = hole(board, name.trim())?;
        if holes.contains(&h) {
            return Err(format!("hole {} is listed twice", quoted(name.trim())));
        }
        holes.push(h);
    }
    Ok(holes)
}

fn jumps(board: &Board, words: &[&str], line: usize) -> Result<Vec<Jump>, SyntaxError> {
    let err = |reason: String| SyntaxError { line, reason };
    words
        .iter()
        .map(|word| {
            let holes: Vec<usize> =
                word.split('-').map(|name| hole(board, name)).collect::<Result<_, _>>().map_err(err)?;
            match holes[..] {
                [from, to] => Ok(Jump { line, from, over: None, to }),
                [from, over, to] => Ok(Jump { line, from, over: Some(over), to }),
                _ => Err(err(format!("bad jump {}: write from-over-to (D-B-A) or from-to (D-A)", quoted(word)))),
            }
        })
        .collect()
}

fn pair(board: &Board, args: &[&str], line: usize) -> Result<Entry, String> {
    let usage =
        "write `pair START FINISH solvable`, `pair START FINISH infeasible AB CD` or `pair START FINISH unsolvable`";
    let (start, finish) = match args {
        [s, f, ..] => (hole(board, s)?, hole(board, f)?),
        _ => return Err(usage.into()),
    };
    let digits = board.class_digits();
    let class = |word: &str| {
        if word.len() != digits || !word.bytes().all(|b| b == b'0' || b == b'1') {
            let (count, example) = if digits == 2 { ("two", "10") } else { ("four", "1001") };
            let on = if board.is_square() { " on the square lattice" } else { "" };
            return Err(format!("bad position class {}: {count} binary digits{on}, e.g. {example}", quoted(word)));
        }
        Ok(word.bytes().fold(0u8, |class, b| (class << 1) | (b - b'0')))
    };
    let claim = match (args[2..].first().map(|w| w.to_ascii_lowercase()).as_deref(), args.len()) {
        (Some("solvable"), 3) => Claim::Solvable { solutions: None, jumps: None },
        (Some("unsolvable"), 3) => Claim::Unsolvable { solutions: None },
        (Some("infeasible"), 5) => Claim::Infeasible { start_class: class(args[3])?, finish_class: class(args[4])? },
        _ => return Err(usage.into()),
    };
    Ok(Entry { line, start, finish, claim })
}

/// The longest piece of a file an error message quotes, in characters.
const QUOTED_MAX_CHARS: usize = 40;

/// A word of the file as an error message shows it: in quotes, cut short
/// if it is long (a 100 MB token is not echoed whole).
fn quoted(word: &str) -> String {
    match word.char_indices().nth(QUOTED_MAX_CHARS) {
        None => format!("{word:?}"),
        Some((cut, _)) => format!("{:?}... ({} bytes)", &word[..cut], word.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_words_are_quoted_short() {
        assert_eq!(quoted("T11"), "\"T11\"");
        let long = "9".repeat(1_000_000);
        let shown = quoted(&long);
        assert!(shown.len() < 80 && shown.ends_with("... (1000000 bytes)"), "{shown}");
        let error = parse(&format!("board T5\nstart {long}\njumps\n")).err().unwrap();
        assert!(error.reason.len() < 200, "{}", error.reason);
        // Cut on a character boundary.
        assert!(quoted(&"é".repeat(100)).starts_with("\"éé"));
    }
}
