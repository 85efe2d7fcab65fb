//! `pegsol man`: the manual page (roff), generated from the argument
//! definitions, e.g. `pegsol man > ~/.local/share/man/man1/pegsol.1`.

use clap::CommandFactory;

use super::{print, Cli, Outcome};

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_: &Args) -> anyhow::Result<Outcome> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut page)?;
    print(&String::from_utf8(page)?)?;
    Ok(Outcome::Done)
}
