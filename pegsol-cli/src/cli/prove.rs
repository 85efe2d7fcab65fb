//! `pegsol prove`: writes the certificate of one board (`<out>/<board>.cert`).

use std::path::PathBuf;

use anyhow::Context;
use indicatif::ProgressBar;
use pegsol::{certificate_name, files, prove, prove_from, render};

use super::game::{HoleNames, OnBoard};
use super::output::{print, Outcome};
use super::progress;
use super::reports::read_reports;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    board: OnBoard,
    /// The directory to write `Tn.cert` into (created if missing).
    #[arg(long, default_value = "proofs")]
    out: PathBuf,
    /// Read the solution counts from the `pegsol count --format json`
    /// reports in this directory instead of running passes (any board; the
    /// way to counts on T8 and up). A pair gets its count when two
    /// independent runs give it: the reports of the start's and the
    /// finish's classes (count(s → f) = count(f → s)), or a forward and a
    /// `--by reverse` report of one class.
    #[arg(long, value_name = "DIR")]
    from: Option<PathBuf>,
    // The summary's holes only: the certificate names holes as the board
    // does whatever --names says (docs/certificates.md), so that the
    // certificates of a board compare line by line.
    #[command(flatten)]
    names: HoleNames,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board = args.board.open()?;
    let naming = args.names.naming(&board)?;
    let name = certificate_name(&board)?;
    let bar = ProgressBar::new(0).with_style(progress::style("proving {prefix}: pair {pos}/{len} [{elapsed_precise}]"));
    bar.set_prefix(board.name());
    let reports = args.from.as_ref().map(|dir| read_reports(&board, dir)).transpose()?;
    if let (Some(dir), Some(reports)) = (&args.from, &reports) {
        // Without a report every pair would go uncounted: a certificate
        // built on counts that were never read.
        if reports.is_empty() {
            anyhow::bail!(
                "no reports in {}: --from needs `pegsol count --board {} --start S --format json` reports \
                 (*.json) of that board from one empty hole",
                dir.display(),
                args.board.name()
            );
        }
    }
    let progress = &mut |done, of| {
        bar.set_length(of as u64);
        bar.set_position(done as u64);
    };
    let certificate = match &reports {
        Some(reports) => prove_from(&board, reports, progress),
        None => prove(&board, progress),
    };
    bar.finish_and_clear();
    let certificate = certificate?;
    std::fs::create_dir_all(&args.out).with_context(|| format!("cannot create {}", args.out.display()))?;
    let path = args.out.join(format!("{name}.cert"));
    // Whole or not at all, and never through a link: as every file pegsol
    // writes.
    files::write_atomically(&path, render::certificate_text(&certificate, &board).as_bytes())
        .with_context(|| format!("cannot write {}", path.display()))?;
    let (solvable, infeasible, counted) =
        (certificate.solvable(), certificate.infeasible(), certificate.counted_unsolvable());
    let unsolvable = certificate.pairs.len() - solvable - infeasible - counted;
    let counted = if counted > 0 { format!(", {counted} unsolvable (counts)") } else { String::new() };
    let mut summary = format!(
        "{}: {} pairs up to symmetry: {solvable} solvable (witness), {infeasible} infeasible (position classes), \
         {unsolvable} unsolvable (exhaustive search){counted}\n",
        board.name(),
        certificate.pairs.len(),
    );
    let uncounted = certificate.uncounted();
    if reports.is_some() {
        let name = |hole| board.hole_name(hole, naming);
        summary +=
            &format!("counts from two runs that agree: {} of {solvable} solvable pairs\n", solvable - uncounted.len());
        if !uncounted.is_empty() {
            let pairs: Vec<String> =
                uncounted.iter().map(|p| format!("{}->{}", name(p.start), name(p.finish))).collect();
            summary += &format!(
                "no count, only one run gives it: {} (add a report of the other class, or a `pegsol count --by reverse` \
                 report of the start's)\n",
                pairs.join(" ")
            );
        }
    }
    summary += &format!("wrote {}\n", path.display());
    print(&summary)?;
    Ok(Outcome::Done)
}
