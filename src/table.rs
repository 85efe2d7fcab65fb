//! The table of every single-vacancy start of a board: solutions from each
//! start to each finish, and per start the games by pegs left, the share of
//! games won and the chance that random play wins.
//!
//! The solution matrix comes from the reverse pass, one pass per class of
//! finishing holes under the board's symmetries (the others follow by
//! symmetry). Games by pegs left come from the reverse pass from every dead
//! end on boards of up to [`REVERSE_GAMES_MAX_HOLES`] holes. On larger
//! boards that pass would visit almost all `2^holes` positions, so the games
//! are read from the solution passes instead: complementing every position
//! turns the reverse pass from the one-peg position at `f` into the forward
//! pass from the start with `f` empty, whose dead ends it meets as the
//! positions nothing jumps into.
//!
//! Renderings (in [`crate::render`]): [`render::table_text`],
//! [`render::table_markdown`], [`render::table_csv`], [`render::table_json`]
//! and [`render::table_svg`] (an SVG diagram of the board, each hole shaded
//! by the chance that random play from it wins).
//!
//! [`render::table_text`]: crate::render::table_text
//! [`render::table_markdown`]: crate::render::table_markdown
//! [`render::table_csv`]: crate::render::table_csv
//! [`render::table_json`]: crate::render::table_json
//! [`render::table_svg`]: crate::render::table_svg
//!
//! ```
//! use pegsol::{table, Board};
//!
//! // Durango Bill (P1): 29,760 solutions from a corner of T5, 1,550 from
//! // an interior hole such as 5.
//! let t5 = Board::triangle(5).unwrap();
//! let table = table(&t5, &mut |_| {});
//! let (corner, interior) = (t5.parse_hole("1").unwrap(), t5.parse_hole("5").unwrap());
//! assert_eq!(table.solutions_from(corner).to_string(), "29760");
//! assert_eq!(table.solutions_from(interior).to_string(), "1550");
//! assert_eq!(table.classes.len(), 4);
//! ```

use std::collections::BTreeMap;

use num_bigint::BigUint;

use crate::board::{Board, Hole};
use crate::forward::ForwardStats;
use crate::pass::LayerDone;
use crate::reverse::{games_by_start, solutions_to};
use crate::symmetry::Group;
use crate::weight::ratio;

/// Largest board whose games are counted by the reverse pass from every
/// dead end (T5); on larger boards reading them from the solution passes
/// is cheaper, as the dead ends outnumber the finishes.
pub const REVERSE_GAMES_MAX_HOLES: usize = 15;

/// The most holes `table` takes: the English board (33 holes, a few
/// minutes on two cores); T8 (36) would need hours and far more memory per
/// pass, and is tabled from `pegsol count` reports instead.
pub const TABLE_MAX_HOLES: usize = 33;

/// How the games by pegs left were counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamesMethod {
    /// One reverse pass from every dead end of the board.
    Reverse,
    /// Read from the reverse passes of the solution table: the pass from
    /// the one-peg position at `f`, complemented, is the forward pass from
    /// the start with `f` empty (see [`crate::Finishing::games_from_finish`]).
    Complements,
    /// Solutions and games both read from forward passes (`pegsol count`
    /// reports), one start per class, spread over each class by symmetry
    /// ([`Table::from_forward`]).
    Forward,
}

/// Progress of the whole table: which pass, and the layer it finished.
#[derive(Clone, Debug)]
pub struct TableProgress {
    /// Passes done before this one.
    pub pass: usize,
    /// Passes in all.
    pub passes: usize,
    /// What this pass computes.
    pub what: String,
    /// The layer this pass just finished.
    pub layer: LayerDone,
}

/// Every single-vacancy start of a board at once.
#[derive(Clone, Debug)]
pub struct Table {
    /// The board.
    pub board: Board,
    /// Classes of equivalent holes under the board's symmetries, each
    /// sorted, ordered by their first hole.
    pub classes: Vec<Vec<Hole>>,
    /// `solutions[s][f]`: solutions from start `s` finishing at `f`.
    pub solutions: Vec<Vec<BigUint>>,
    /// For each start: complete games by pegs left.
    pub games_by_pegs_left: Vec<BTreeMap<u32, BigUint>>,
    /// For each start: the chance that uniformly random play (every legal
    /// jump equally likely) ends with one peg; `None` when the passes the
    /// table was built from did not compute chances.
    pub random_play_win: Option<Vec<f64>>,
    /// How the games by pegs left were counted.
    pub games_method: GamesMethod,
}

impl Table {
    /// All solutions from `start`.
    #[must_use]
    pub fn solutions_from(&self, start: Hole) -> BigUint {
        self.solutions[start.index()].iter().sum()
    }

    /// All complete games from `start`.
    #[must_use]
    pub fn games_from(&self, start: Hole) -> BigUint {
        self.games_by_pegs_left[start.index()].values().sum()
    }

    /// Solutions as a share of all games from `start`.
    #[must_use]
    pub fn share_won(&self, start: Hole) -> f64 {
        ratio(&self.solutions_from(start), &self.games_from(start))
    }

    /// The finishing holes reachable by some solution from `start`.
    #[must_use]
    pub fn finishes(&self, start: Hole) -> Vec<Hole> {
        self.board.holes().filter(|f| self.solutions[start.index()][f.index()] != BigUint::default()).collect()
    }

    /// The class of `hole`.
    #[must_use]
    pub fn class_of(&self, hole: Hole) -> &[Hole] {
        self.classes.iter().find(|c| c.contains(&hole)).map_or(&[], Vec::as_slice)
    }
}

/// Computes the table of `board` (at most [`TABLE_MAX_HOLES`] holes).
pub fn table(board: &Board, progress: &mut dyn FnMut(TableProgress)) -> Table {
    let holes = board.hole_count();
    let classes = Group::full(board).hole_orbits();
    let games_method = if holes <= REVERSE_GAMES_MAX_HOLES { GamesMethod::Reverse } else { GamesMethod::Complements };
    let passes = classes.len() + usize::from(games_method == GamesMethod::Reverse);
    let mut pass = 0;
    let mut solutions = vec![vec![BigUint::default(); holes]; holes];
    let mut finish_chance = vec![vec![0.0; holes]; holes];
    let mut games_from_finish = Vec::new();
    for class in &classes {
        let finish = class[0];
        let what = format!("solutions finishing at hole {}", board.hole_name(finish, board.default_naming()));
        let column = solutions_to(board, finish, &mut |layer| {
            progress(TableProgress { pass, passes, what: what.clone(), layer });
        });
        pass += 1;
        games_from_finish.push((finish, column.games_from_finish.clone()));
        // Every symmetry carries (s -> finish) to (image of s -> image of finish).
        for symmetry in board.symmetries() {
            let image = symmetry.hole(finish);
            for start in board.holes() {
                solutions[symmetry.hole(start).index()][image.index()] = column.solutions[start.index()].clone();
                finish_chance[symmetry.hole(start).index()][image.index()] = column.chance[start.index()];
            }
        }
    }
    let games_by_pegs_left = if games_method == GamesMethod::Reverse {
        let what = "games from every dead end".to_string();
        games_by_start(board, &mut |layer| progress(TableProgress { pass, passes, what: what.clone(), layer }))
            .games_by_pegs_left
    } else {
        let mut games = vec![BTreeMap::new(); holes];
        for symmetry in board.symmetries() {
            for (finish, ends) in &games_from_finish {
                games[symmetry.hole(*finish).index()] = ends.clone();
            }
        }
        games
    };
    // Summed smallest first, so that starts related by a symmetry (whose
    // rows hold the same chances in another order) get the same float.
    let random_play_win = finish_chance
        .into_iter()
        .map(|mut row| {
            row.sort_by(f64::total_cmp);
            row.iter().sum()
        })
        .collect();
    Table {
        board: board.clone(),
        classes,
        solutions,
        games_by_pegs_left,
        random_play_win: Some(random_play_win),
        games_method,
    }
}

/// One start's row of the table, read from a forward pass.
#[derive(Clone)]
struct Row {
    solutions: Vec<BigUint>,
    games: BTreeMap<u32, BigUint>,
    chance: Option<f64>,
    /// The start of the pass it was read from.
    from: Hole,
}

/// Why forward reports do not make a table.
#[derive(Debug, thiserror::Error)]
pub enum FromForwardError {
    /// A class of holes has no report.
    #[error("no forward pass from any of the holes {holes} (one start of each class is needed)")]
    MissingClass {
        /// The class's hole names.
        holes: String,
    },
    /// Two reports of one class disagree once mapped onto each other.
    #[error("the forward passes from holes {a} and {b} disagree, though a symmetry maps one start to the other")]
    Disagree {
        /// One start.
        a: String,
        /// The other.
        b: String,
    },
    /// A report is not from a single empty hole.
    #[error("a forward pass must start with exactly one empty hole")]
    NotOneHole,
    /// Two reports break count(s → f) = count(f → s): a solution from `s`
    /// to `f`, played backwards with every position complemented, is one
    /// from `f` to `s`.
    #[error(
        "the forward passes disagree on the pair {start}, {finish}: {forward} solutions from {start} to {finish} \
         but {backward} from {finish} to {start}, which reversal makes equal"
    )]
    Reversal {
        /// The start of the pair.
        start: String,
        /// Its finish.
        finish: String,
        /// Solutions from `start` to `finish`.
        forward: BigUint,
        /// Solutions from `finish` to `start`.
        backward: BigUint,
    },
}

impl Table {
    /// The table read from forward passes, one start of each class of holes
    /// at least, each spread over its class by the board's symmetries (a
    /// second start of a class must agree with the first, and every count
    /// with its reversal: count(s → f) = count(f → s)). Random-play
    /// chances are kept when every pass computed them.
    pub fn from_forward(board: &Board, passes: &[ForwardStats]) -> Result<Table, FromForwardError> {
        let holes = board.hole_count();
        let group = Group::full(board);
        let classes = group.hole_orbits();
        let mut rows: Vec<Option<Row>> = vec![None; holes];
        for pass in passes {
            let mut empty = board.holes().filter(|&h| !pass.start.has_peg(h));
            let (Some(start), None) = (empty.next(), empty.next()) else { return Err(FromForwardError::NotOneHole) };
            let chance = pass.random_play_pegs_left.get(&1).copied().or_else(|| {
                // Computed, but random play never wins from this start.
                (!pass.random_play_pegs_left.is_empty()).then_some(0.0)
            });
            for g in board.symmetries() {
                let mut solutions = vec![BigUint::default(); holes];
                for f in board.holes() {
                    solutions[g.hole(f).index()] = pass.solutions_by_finish[f.index()].clone();
                }
                let row = Row { solutions, games: pass.games_by_pegs_left.clone(), chance, from: start };
                match &rows[g.hole(start).index()] {
                    Some(other) if (&other.solutions, &other.games) != (&row.solutions, &row.games) => {
                        let name = |h: Hole| board.hole_name(h, board.default_naming());
                        return Err(FromForwardError::Disagree { a: name(other.from), b: name(start) });
                    }
                    Some(_) => {}
                    None => rows[g.hole(start).index()] = Some(row),
                }
            }
        }
        // Reversal, wherever both rows are there (as `prove --from` reads
        // every report both ways).
        let name = |h: Hole| board.hole_name(h, board.default_naming());
        for (s, f) in board.holes().flat_map(|s| board.holes().map(move |f| (s, f))).filter(|(s, f)| s < f) {
            let (Some(from_s), Some(from_f)) = (&rows[s.index()], &rows[f.index()]) else { continue };
            if from_s.solutions[f.index()] != from_f.solutions[s.index()] {
                return Err(FromForwardError::Reversal {
                    start: name(s),
                    finish: name(f),
                    forward: from_s.solutions[f.index()].clone(),
                    backward: from_f.solutions[s.index()].clone(),
                });
            }
        }
        if let Some(class) = classes.iter().find(|c| rows[c[0].index()].is_none()) {
            let names: Vec<String> = class.iter().map(|&h| board.hole_name(h, board.default_naming())).collect();
            return Err(FromForwardError::MissingClass { holes: names.join(", ") });
        }
        let rows: Vec<Row> = rows.into_iter().map(|r| r.expect("every class has a row")).collect();
        let random_play_win = rows.iter().map(|r| r.chance).collect();
        let (solutions, games_by_pegs_left) = rows.into_iter().map(|r| (r.solutions, r.games)).unzip();
        Ok(Table {
            board: board.clone(),
            classes,
            solutions,
            games_by_pegs_left,
            random_play_win,
            games_method: GamesMethod::Forward,
        })
    }
}
