//! `pegsol man`: the manual pages (roff), generated from the argument
//! definitions: `pegsol man > pegsol.1` prints the page for `pegsol`, and
//! `pegsol man --dir ~/.local/share/man/man1` writes it with one page per
//! subcommand (`pegsol-count.1`, `pegsol-verify.1`, ...), which the first
//! one lists, as clap_mangen's `generate_to` does. Each page is written
//! whole or not at all, and never through a symbolic link
//! ([`pegsol::files::write_atomically`]).

use std::path::PathBuf;

use anyhow::Context;
use clap_mangen::Man;
use pegsol::files;

use super::output::{print, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// Write the page for pegsol and one for each subcommand (pegsol.1,
    /// pegsol-count.1, ...) into this directory, created if missing, and
    /// print their paths, instead of printing the page for pegsol.
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
}

/// The pages of `command`, the whole command line.
pub fn run(args: &Args, command: clap::Command) -> anyhow::Result<Outcome> {
    let command = pages(command);
    let Some(dir) = &args.dir else {
        let mut page = Vec::new();
        page_of(command).render(&mut page)?;
        print(&String::from_utf8(page)?)?;
        return Ok(Outcome::Done);
    };
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let mut written = String::new();
    for command in std::iter::once(&command).chain(command.get_subcommands().filter(|c| !c.is_hide_set())) {
        // Each page whole or not at all, never through a link
        // (clap_mangen's `generate_to` truncates the file it opens, and
        // follows a link to it).
        let man = page_of(command.clone());
        let path = dir.join(man.get_filename());
        let mut page = Vec::new();
        man.render(&mut page)?;
        files::write_atomically(&path, &page).with_context(|| format!("cannot write {}", path.display()))?;
        written += &format!("{}\n", path.display());
    }
    print(&written)?;
    Ok(Outcome::Done)
}

/// The command the pages describe: built, so each subcommand is named
/// `pegsol-<name>`, and without clap's `help` subcommand, which has no
/// page of its own (`--help` stays on every page).
fn pages(command: clap::Command) -> clap::Command {
    let mut command = command.disable_help_subcommand(true);
    command.build();
    command
}

/// The page of one command, its footer naming pegsol and its version
/// (clap_mangen would give a subcommand's page its bare name).
fn page_of(command: clap::Command) -> Man {
    Man::new(command).source(format!("pegsol {}", env!("CARGO_PKG_VERSION")))
}
