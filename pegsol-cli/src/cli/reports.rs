//! Reading `pegsol count --format json` reports back ([`pegsol::report`]),
//! for `table --from` and `prove --from`, with the folder named by its flag.

use std::path::Path;

use pegsol::report::{self, CountReport, ReadError};
use pegsol::Board;

/// The count reports of `board` from one empty hole in `dir`
/// ([`report::read_dir`]); a folder that cannot be listed is named as
/// `--from DIR`.
pub fn read_reports(board: &Board, dir: &Path) -> anyhow::Result<Vec<CountReport>> {
    report::read_dir(board, dir).map_err(|error| match error {
        ReadError::Dir { dir, source } => anyhow::Error::new(source).context(format!("--from {}", dir.display())),
        other => other.into(),
    })
}
