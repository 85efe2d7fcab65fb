//! `pegsol prove`: writes the certificate of one board (`<out>/Tn.cert`).

use std::path::PathBuf;

use anyhow::Context;
use indicatif::ProgressBar;
use pegsol::{prove, Board};

use super::{print, progress, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The board: T1 to T10.
    #[arg(long)]
    board: String,
    /// The directory to write `Tn.cert` into (created if missing).
    #[arg(long, default_value = "proofs")]
    out: PathBuf,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board: Board = args.board.parse()?;
    let bar = ProgressBar::new(0).with_style(progress::style("proving {prefix}: pair {pos}/{len} [{elapsed_precise}]"));
    bar.set_prefix(board.name());
    let certificate = prove(&board, &mut |done, of| {
        bar.set_length(of as u64);
        bar.set_position(done as u64);
    });
    bar.finish_and_clear();
    let certificate = certificate?;
    std::fs::create_dir_all(&args.out).with_context(|| format!("cannot create {}", args.out.display()))?;
    let path = args.out.join(format!("{}.cert", board.name()));
    std::fs::write(&path, certificate.to_text(&board)).with_context(|| format!("cannot write {}", path.display()))?;
    let (solvable, infeasible) = (certificate.solvable(), certificate.infeasible());
    let unsolvable = certificate.pairs.len() - solvable - infeasible;
    print(&format!(
        "{}: {} pairs up to symmetry: {solvable} solvable (witness), {infeasible} infeasible (position classes), \
         {unsolvable} unsolvable (exhaustive search)\nwrote {}\n",
        board.name(),
        certificate.pairs.len(),
        path.display()
    ))?;
    Ok(Outcome::Done)
}
