//! `pegsol completions SHELL`: a completion script for the shell, generated
//! from the argument definitions, e.g.
//! `pegsol completions bash > ~/.local/share/bash-completion/completions/pegsol`.

use clap::CommandFactory;
use clap_complete::Shell;

use super::{print, Cli, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: Shell,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "pegsol", &mut script);
    print(&String::from_utf8(script)?)?;
    Ok(Outcome::Done)
}
