//! `pegsol prove`: writes the certificate of one board (`<out>/Tn.cert`).

use std::io::Write;
use std::path::{Path, PathBuf};

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
    write_atomically(&path, certificate.to_text(&board).as_bytes())
        .with_context(|| format!("cannot write {}", path.display()))?;
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

/// Writes `path` all at once or not at all: the bytes go to a temporary file
/// in the same directory, which is synced and then renamed over `path`. A
/// write cut short (full disk, file-size limit) leaves the old file as it
/// was and removes the temporary one; a symbolic link at `path` is replaced
/// by the new file, never followed.
fn write_atomically(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".pegsol-").suffix(".tmp");
    #[cfg(unix)]
    {
        // Readable like any file the user writes (the umask applies), not
        // the owner-only mode of a temporary file.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut file = builder.tempfile_in(dir)?;
    // Through the plain file, so an error names the certificate (in the
    // context) rather than a temporary file that is about to be removed.
    file.as_file_mut().write_all(bytes)?;
    file.as_file().sync_all()?;
    file.persist(path).map_err(|error| error.error)?;
    Ok(())
}
