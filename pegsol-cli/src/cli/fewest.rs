//! `pegsol fewest`: the fewest moves over every one-vacancy -> one-peg
//! problem of a board, the problems reaching it with a witness each, and
//! the levels searched; or, with `--beam`, one solution within a number of
//! moves found by the merit's beam (`moves::beam`) or, on T11 to T15, by the
//! wide beam (`moves::wide`): an upper bound, written as a solution file
//! that `pegsol verify` replays; or, with `--each`, the atlas: every
//! solvable problem up to symmetry on its own, with its fewest moves, the
//! search proving them, a witness and the number of minimal solutions;
//! with `--each --from FILE`, that atlas read back from its JSON and
//! printed in any format, without searching (with `--count-missing`, the
//! counts it lacks counted first).

use std::io::IsTerminal;

use anyhow::Context;

use pegsol::moves::beam::Witness;
use pegsol::{classes, files, moves, notation, render, Group, Position};

use super::game::{HoleNames, OnBoard};
use super::output::{json_text, print, Outcome};
use crate::memory::{default_memory_limit, memory_limit, positions_within};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    board: OnBoard,
    /// Only the problems starting with one of these holes empty
    /// (comma-separated), or any of their images under the board's
    /// symmetries. Default: every hole.
    #[arg(long, value_name = "HOLES")]
    start: Option<String>,
    /// Only the problems finishing with one peg in one of these holes
    /// (comma-separated), or any of their images. Default: every hole.
    #[arg(long, value_name = "HOLES")]
    finish: Option<String>,
    /// Give up a search once the positions it holds would need more memory
    /// than this (default: three quarters of the physical memory, or of
    /// `ulimit -v` if lower), saying what the searches before it proved.
    #[arg(long, value_parser = memory_limit, conflicts_with = "beam")]
    memory_limit: Option<u64>,
    /// Instead of the exhaustive search, look for one solution from the one
    /// --start hole within --moves moves with a beam that keeps the WIDTH
    /// best positions of each move level (a number, or 2^K). A solution
    /// found is an upper bound on the fewest moves, not a proof; finding
    /// none proves nothing (exit 1). On T1 to T10 the beam is the merit's,
    /// which meets the finish's backward levels: to --finish, or to each
    /// finish up to the symmetries fixing the start, printing the one with
    /// fewest moves. On T11 to T15 (accepted only with --beam) it is the
    /// wide beam on 128-bit positions, to any one peg. The text output is a
    /// solution file (`pegsol verify FILE` replays it). Example: `pegsol
    /// fewest --board T11 --start 2 --beam 2^18 --moves 22`.
    #[arg(long, value_name = "WIDTH", value_parser = positions, requires = "moves", verbatim_doc_comment)]
    beam: Option<usize>,
    /// With --beam: the most moves a solution may have.
    #[arg(long, value_name = "N", requires = "beam")]
    moves: Option<usize>,
    /// With --beam on T1 to T10: the positions the finish's backward levels
    /// may hold in all (a number, or 2^K; default 2^27); a level that would
    /// pass it is dropped.
    #[arg(long, value_name = "POSITIONS", value_parser = positions, requires = "beam")]
    backward: Option<usize>,
    /// The atlas: every solvable one-vacancy -> one-peg problem up to the
    /// board's symmetries on its own, with its fewest moves, the search
    /// proving them, a witness and the number of minimal solutions (the
    /// move sequences of that many moves). Takes no --start or --finish.
    #[arg(long, conflicts_with_all = ["beam", "start", "finish"])]
    each: bool,
    /// With --each: also write each problem's witness into this directory
    /// as a solution file `START-FINISH.sol` that `pegsol verify` replays.
    /// With --beam: the solution found for each finish met, likewise (an
    /// upper bound each). Holes are named as --names says (the verifier
    /// reads either naming).
    #[arg(long, value_name = "DIR")]
    witnesses: Option<std::path::PathBuf>,
    /// With --each: read the atlas from FILE, written by `--each --format
    /// json` (it names its board, which must be built in), instead of
    /// searching; checked as it is read (its holes, its pair classes, each
    /// witness replayed to its finish in its moves, its counts decimal),
    /// then printed in --format and its witnesses written if asked.
    #[arg(long, value_name = "FILE", requires = "each", conflicts_with = "board")]
    from: Option<std::path::PathBuf>,
    /// With --from: first count the minimal solutions of each problem
    /// whose count the atlas lacks (`distinct_minimal`, absent from an
    /// atlas written before pegsol counted it, or `null`; a count that did
    /// not fit its room), within --memory-limit.
    #[arg(long, requires = "from")]
    count_missing: bool,
    /// With --each: write each problem's outcome (its fewest moves, proof,
    /// witness and count; or unsolvable; or a search that gave up) into
    /// this existing directory as `START-FINISH.outcome` as soon as it is
    /// known, so that a run that is stopped can resume (see --resume). Holes
    /// there, and in the files' names, are the board's own whatever --names
    /// says, so that a resumed run finds them under any --names.
    #[arg(long, value_name = "DIR", requires = "each", conflicts_with = "from")]
    checkpoint: Option<std::path::PathBuf>,
    /// Continue the atlas whose outcomes are in --checkpoint (or start it,
    /// if there are none yet): each stored outcome is checked (its checksum,
    /// its board, its witness replayed) and not searched again, but for a
    /// search that gave up. The output is the same as an uninterrupted run's.
    #[arg(long, requires = "checkpoint")]
    resume: bool,
    /// Output format (md, Markdown, and html, one self-contained page with
    /// a picture of the board per start: with --each only).
    #[arg(long, value_enum, default_value_t = FewestFormat::Text)]
    format: FewestFormat,
    // Also the names of the --witnesses files and of the --beam solution
    // file (`pegsol verify` reads either naming), but not of the
    // --checkpoint outcome files (see there).
    #[command(flatten)]
    names: HoleNames,
}

/// How `fewest` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum FewestFormat {
    Text,
    Json,
    Md,
    Html,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let most_held = || args.memory_limit.or_else(default_memory_limit).map_or(usize::MAX, positions_within);
    if let Some(path) = &args.from {
        let (board, mut atlas) = read_atlas(path)?;
        let naming = args.names.naming(&board)?;
        if args.count_missing {
            let progress = &mut super::progress::level_lines();
            for problem in &mut atlas.problems {
                moves::complete_counts(&board, problem, most_held(), progress);
            }
        }
        return show_atlas(args, &board, &atlas, naming);
    }
    if let (Some(width), Some(most)) = (args.beam, args.moves) {
        return beam(args, width, most);
    }
    if args.witnesses.is_some() && !args.each {
        anyhow::bail!("--witnesses goes with --each or --beam");
    }
    if let Some(side) = wide_side(args.board.name()) {
        anyhow::bail!("T{side} is searched only by the wide beam: give --beam WIDTH --moves N --start HOLE");
    }
    let board = args.board.open()?;
    // Refused before a search that may run for hours, not after it.
    let naming = args.names.naming(&board)?;
    let most_held = most_held();
    if args.each {
        return each(args, &board, most_held, naming);
    }
    if matches!(args.format, FewestFormat::Md | FewestFormat::Html) {
        anyhow::bail!("--format md and html are for the atlas (--each)");
    }
    let holes = |text: &Option<String>, flag: &str| match text {
        Some(text) => board.parse_holes(text).map(|(holes, _)| holes).with_context(|| format!("bad {flag}")),
        None => Ok(Vec::new()),
    };
    let (from, to) = (holes(&args.start, "--start")?, holes(&args.finish, "--finish")?);
    let problems = moves::Problems { from: &from, to: &to };
    let found = moves::on_board_within(&board, problems, most_held, &mut super::progress::level_lines());
    print(&match args.format {
        FewestFormat::Json => json_text(&render::fewest_json(&board, &found, naming))?,
        _ => render::fewest_text(&board, &found, naming),
    })?;
    // A search that gave up still proves a bound, which is an answer.
    Ok(if found.moves.is_some() || found.gave_up { Outcome::Done } else { Outcome::No })
}

/// `fewest --each`: the atlas, searched; with `--checkpoint`, each
/// outcome kept as it is known, and those kept before taken (`--resume`),
/// the directory held by this run alone while it runs; printed with holes
/// named in `naming`.
fn each(args: &Args, board: &pegsol::Board, most_held: usize, naming: pegsol::Naming) -> anyhow::Result<Outcome> {
    let progress = &mut super::progress::level_lines();
    let Some(dir) = &args.checkpoint else {
        return show_atlas(args, board, &moves::atlas(board, most_held, progress), naming);
    };
    super::count::check_dir("--checkpoint", dir)?;
    // One run at a time: two would search the same problems twice.
    let _held = pegsol::DirectoryLock::take(dir)
        .map_err(|reason| anyhow::anyhow!("--checkpoint {}: {reason}", dir.display()))?;
    let run = pegsol::RunIdentity::new("fewest --each", board);
    let known = read_outcomes(board, &run, dir)?;
    if !known.is_empty() && !args.resume {
        anyhow::bail!(
            "--checkpoint {} holds outcomes of an atlas: give --resume to continue it, or another directory",
            dir.display()
        );
    }
    let atlas = moves::atlas_resumed(board, most_held, &known, progress, &mut |pair, problem| {
        let path = dir.join(render::atlas_outcome_file_name(board, pair));
        let bytes = render::atlas_outcome_file(board, &run, pair, problem);
        files::write_atomically(&path, bytes.as_bytes()).with_context(|| format!("cannot write {}", path.display()))
    })?;
    show_atlas(args, board, &atlas, naming)
}

/// The outcomes kept in the checkpoint `dir` (every `*.outcome` file),
/// each checked by [`render::atlas_outcome_from_file`]: its checksum, its
/// run `run` (which names the board's drawing), its pair its file's name,
/// its witness replayed.
fn read_outcomes(
    board: &pegsol::Board,
    run: &pegsol::RunIdentity,
    dir: &std::path::Path,
) -> anyhow::Result<moves::KnownOutcomes> {
    let mut known = moves::KnownOutcomes::new();
    let entries = std::fs::read_dir(dir).with_context(|| format!("cannot read --checkpoint {}", dir.display()))?;
    for entry in entries {
        let path = entry.with_context(|| format!("cannot read --checkpoint {}", dir.display()))?.path();
        if path.extension().is_none_or(|extension| extension != "outcome") {
            continue;
        }
        let bad = || format!("--checkpoint {}", path.display());
        let text = files::read_text(&path, pegsol::report::MAX_BYTES).with_context(bad)?;
        let file_name = path.file_name().unwrap_or_default().to_string_lossy();
        let (pair, problem) = render::atlas_outcome_from_file(board, run, &file_name, &text).with_context(bad)?;
        known.insert(pair, problem);
    }
    Ok(known)
}

/// `fewest --each --from FILE`: the atlas and its board, read back and
/// checked ([`render::atlas_from_json`]).
fn read_atlas(path: &std::path::Path) -> anyhow::Result<(pegsol::Board, moves::Atlas)> {
    let bad = || format!("--from {}", path.display());
    let text = files::read_text(path, pegsol::report::MAX_BYTES).with_context(bad)?;
    let json: serde_json::Value = serde_json::from_str(&text).context("not JSON").with_context(bad)?;
    render::atlas_from_json(&json).context("not an atlas of `pegsol fewest --each --format json`").with_context(bad)
}

/// The atlas printed in `--format`, and its witnesses written as solution
/// files if asked, holes named in `naming`. Exit 1 when no problem is
/// solvable.
fn show_atlas(
    args: &Args,
    board: &pegsol::Board,
    atlas: &moves::Atlas,
    naming: pegsol::Naming,
) -> anyhow::Result<Outcome> {
    if let Some(dir) = &args.witnesses {
        let name = |hole| board.hole_name(hole, naming);
        let files = atlas.problems.iter().filter_map(|problem| {
            let text = render::atlas_witness(board, problem, naming)?;
            Some((format!("{}-{}.sol", name(problem.start), name(problem.finish)), text))
        });
        write_witnesses(dir, files)?;
    }
    print(&match args.format {
        FewestFormat::Text => render::atlas_text(board, atlas, naming),
        FewestFormat::Md => render::atlas_markdown(board, atlas, naming),
        FewestFormat::Html => render::atlas_html(board, atlas, naming),
        FewestFormat::Json => json_text(&render::atlas_json(board, atlas, naming))?,
    })?;
    Ok(if atlas.problems.is_empty() { Outcome::No } else { Outcome::Done })
}

/// Writes solution files `(name, text)` into `dir`, creating it.
fn write_witnesses(dir: &std::path::Path, files: impl Iterator<Item = (String, String)>) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    for (name, text) in files {
        let path = dir.join(name);
        files::write_atomically(&path, text.as_bytes()).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

/// The backward levels' room unless `--backward` says otherwise: 2^27
/// positions, which finds T9's 16 moves from 2 to 45 (`moves::beam`).
const BACKWARD: usize = 1 << 27;

/// The most positions a beam level may keep (2^30, 8 GiB of positions at
/// the least): a bound on typing mistakes, not on what fits.
const MOST_WIDTH: usize = 1 << 30;

/// A number of positions: decimal digits, or `2^K`.
fn positions(text: &str) -> Result<usize, String> {
    let bad = || format!("expected a number of positions, as digits or 2^K, at most 2^30, not {text:?}");
    let number = match text.split_once('^') {
        Some(("2", power)) => power.parse::<u32>().ok().filter(|&k| k <= 30).map(|k| 1usize << k),
        Some(_) => None,
        None => text.parse::<usize>().ok(),
    };
    number.filter(|&n| (1..=MOST_WIDTH).contains(&n)).ok_or_else(bad)
}

/// The side of a triangle only the wide beam takes, T11 to T15.
fn wide_side(name: &str) -> Option<u8> {
    let side = name.strip_prefix(['T', 't'])?.parse::<u8>().ok()?;
    (11..=15).contains(&side).then_some(side)
}

/// `fewest --beam`: one solution within `most` moves.
fn beam(args: &Args, width: usize, most: usize) -> anyhow::Result<Outcome> {
    let (found, each_finish) = match wide_side(args.board.name()) {
        Some(side) => (wide_beam(args, side, width, most)?, Vec::new()),
        None => narrow_beam(args, width, most)?,
    };
    if let Some(dir) = &args.witnesses {
        // One file per finish met: that finish's solution alone.
        let alone = |(finish, moves): &(String, Vec<Vec<String>>)| Witness {
            best: Some((finish.clone(), moves.clone())),
            met: vec![(finish.clone(), moves.len())],
            looked_for: 1,
            ..found.clone()
        };
        let solutions = if each_finish.is_empty() { found.best.iter().cloned().collect() } else { each_finish };
        write_witnesses(
            dir,
            solutions.iter().map(|solution| {
                (format!("{}-{}.sol", found.start, solution.0), render::beam_text(&alone(solution), width, most))
            }),
        )?;
    }
    print(&match args.format {
        FewestFormat::Text => render::beam_text(&found, width, most),
        FewestFormat::Json => json_text(&render::beam_json(&found, width, most))?,
        FewestFormat::Md | FewestFormat::Html => anyhow::bail!("--format md and html are for the atlas (--each)"),
    })?;
    Ok(if found.best.is_some() { Outcome::Done } else { Outcome::No })
}

/// The one start hole `--beam` needs.
fn one_start(args: &Args) -> anyhow::Result<&str> {
    match args.start.as_deref().map(str::trim) {
        Some(start) if !start.contains(',') => Ok(start),
        _ => anyhow::bail!("--beam needs one --start hole"),
    }
}

/// A finish met and its solution in moves of jumps `from-over-to`.
type Solution = (String, Vec<Vec<String>>);

/// The merit's beam on a board of up to 64 holes (a triangle, so that the
/// verifier can replay the solution file without a drawing), and the
/// solution to each finish met.
fn narrow_beam(args: &Args, width: usize, most: usize) -> anyhow::Result<(Witness, Vec<Solution>)> {
    let board = args.board.open()?;
    if board.triangle_side().is_none() {
        anyhow::bail!("--beam takes a triangle, T1 to T15, not {}", board.name());
    }
    let naming = args.names.naming(&board)?;
    let start_name = one_start(args)?;
    let (empty, _) = board.parse_holes(start_name).context("bad --start")?;
    let start = board.with_empty(&empty);
    let finishes: Vec<Position> = match &args.finish {
        Some(text) => match board.parse_holes(text).context("bad --finish")?.0.as_slice() {
            [hole] => vec![Position::single(*hole)],
            _ => anyhow::bail!("--beam takes one --finish hole, or none for each finish"),
        },
        None => {
            let fixing = Group::full(&board).fixing(start);
            let mut finishes: Vec<Position> = board
                .holes()
                .map(|hole| fixing.canonical(Position::single(hole)))
                .filter(|&finish| classes::feasible(&board, start, finish))
                .collect();
            finishes.sort_unstable_by_key(|finish| finish.peg_holes().next());
            finishes.dedup();
            finishes
        }
    };
    let room = moves::beam::Room { width, backward: args.backward.unwrap_or(BACKWARD) };
    let mut progress = super::progress::level_lines();
    let solved: Vec<(Position, Vec<pegsol::Jump>)> = match finishes.as_slice() {
        [target] => moves::beam::within(&board, start, *target, most, room, &mut progress)
            .map(|jumps| (*target, jumps))
            .into_iter()
            .collect(),
        _ => moves::beam::to_each_finish(&board, start, &finishes, most, room, &mut progress),
    };
    let finish_name =
        |target: &Position| target.peg_holes().next().map_or_else(String::new, |hole| board.hole_name(hole, naming));
    let each_finish: Vec<Solution> = solved
        .iter()
        .map(|(target, jumps)| {
            let moves = notation::moves(jumps).iter().map(|m| notation::jump_names(&board, m, naming)).collect();
            (finish_name(target), moves)
        })
        .collect();
    let best = each_finish.iter().min_by_key(|(_, moves)| moves.len()).cloned();
    let found = Witness {
        board: board.name().to_string(),
        start: board.hole_name(empty[0], naming),
        best,
        met: each_finish.iter().map(|(finish, moves)| (finish.clone(), moves.len())).collect(),
        looked_for: finishes.len(),
    };
    Ok((found, each_finish))
}

/// The wide beam on T11 to T15: from the start to any one peg.
fn wide_beam(args: &Args, side: u8, width: usize, most: usize) -> anyhow::Result<Witness> {
    let triangle = moves::wide::Triangle::new(side).context("a triangle of up to 15 holes a side")?;
    if args.finish.is_some() || args.backward.is_some() {
        anyhow::bail!("the wide beam on T{side} goes to any one peg: it takes no --finish or --backward");
    }
    // Its holes have numbers only.
    args.names.numbers_only(&format!("T{side}"))?;
    let start = one_start(args)?;
    let hole = start.parse::<usize>().ok().filter(|h| (1..=triangle.holes()).contains(h));
    let Some(hole) = hole else {
        anyhow::bail!("bad --start: T{side} has holes 1 to {}, not {start:?}", triangle.holes());
    };
    let clock = std::time::Instant::now();
    let show = std::io::stderr().is_terminal();
    let found = triangle.beam(hole - 1, most, width, &mut |moves, kept| {
        if show {
            eprintln!("level {moves}: {kept} kept ({:.1} s)", clock.elapsed().as_secs_f64());
        }
    });
    let name = moves::wide::Triangle::name;
    let best = found.as_ref().and_then(|moves| {
        let finish = moves.last()?.last()?.to;
        let written = moves
            .iter()
            .map(|m| m.iter().map(|j| format!("{}-{}-{}", name(j.from), name(j.over), name(j.to))).collect())
            .collect();
        Some((name(finish), written))
    });
    let met = best.iter().map(|(finish, moves): &(String, Vec<Vec<String>>)| (finish.clone(), moves.len())).collect();
    Ok(Witness { board: format!("T{side}"), start: hole.to_string(), best, met, looked_for: 0 })
}
