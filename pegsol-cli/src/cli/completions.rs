//! `pegsol completions SHELL`: a completion script for the shell, generated
//! from the argument definitions, e.g.
//! `pegsol completions bash > ~/.local/share/bash-completion/completions/pegsol`.

use clap_complete::Shell;

use super::output::{print, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: Shell,
}

/// Prints the script for `command`, the whole command line.
pub fn run(args: &Args, mut command: clap::Command) -> anyhow::Result<Outcome> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "pegsol", &mut script);
    print(&String::from_utf8(script)?)?;
    Ok(Outcome::Done)
}
