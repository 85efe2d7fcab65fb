//! `pegsol verify`: re-checks solution files and certificates with the
//! independent verifier (the `pegsol-verify` crate) and prints `VERIFIED` or
//! `NOT VERIFIED` last. A claim the verifier did not check never passes
//! unless this command line takes it on trust, and the report lists every
//! claim so taken.

use std::path::PathBuf;

use pegsol::render;
use pegsol_verify::{verify_paths, Options, FEWEST_MAX_SIDE, RECOUNT_MAX_SIDE};

use super::output::{print, print_json, Format, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// Solution files (*.sol), certificates (*.cert), or directories to search for them.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Re-count solution counts on boards up to this one (T1 to T7). A count
    /// above it fails unless --trust-counts-above takes it on trust. T7
    /// takes minutes.
    #[arg(long, value_name = "Tn", default_value = "T6", value_parser = recount_limit)]
    recount_up_to: u8,
    /// Check the `fewest` claims of solution files (no solution has fewer
    /// moves) by the verifier's own search on boards up to this one (T1 to
    /// T7). A claim above it fails unless --trust-fewest-above takes it on
    /// trust. T7 takes minutes.
    #[arg(long, value_name = "Tn", default_value = "T6", value_parser = fewest_limit)]
    search_fewest_up_to: u8,
    /// Take the `fewest` claims of boards above this one (T1 to T10) on
    /// trust where they are not searched; the report lists each one.
    #[arg(long, value_name = "Tn", value_parser = board_side)]
    trust_fewest_above: Option<u8>,
    /// Take the solution counts of boards above this one (T1 to T10) on
    /// trust where they are not re-counted; the report lists each one.
    #[arg(long, value_name = "Tn", value_parser = board_side)]
    trust_counts_above: Option<u8>,
    /// Accept certificates that do not claim `complete` (an entry for every
    /// pair class of its board): only the pairs they list are checked, and
    /// the report marks them partial. Without it such a certificate is NOT
    /// VERIFIED. A certificate that lists no pair at all is never verified:
    /// there is nothing to verify.
    #[arg(long, conflicts_with = "require_complete")]
    allow_partial: bool,
    /// Every certificate must claim `complete`: the default, so this option
    /// changes nothing. It was needed before partial certificates failed by
    /// default, and is still accepted so that scripts that pass it (CI
    /// scripts, the commands of earlier READMEs) keep working.
    #[arg(long)]
    require_complete: bool,
}

/// `Tn` (or `n`) with `n` from 1 to [`RECOUNT_MAX_SIDE`].
fn recount_limit(text: &str) -> Result<u8, String> {
    side_up_to(text, RECOUNT_MAX_SIDE, "counter", "--trust-counts-above")
}

/// `Tn` (or `n`) with `n` from 1 to [`FEWEST_MAX_SIDE`].
fn fewest_limit(text: &str) -> Result<u8, String> {
    side_up_to(text, FEWEST_MAX_SIDE, "search for the fewest moves", "--trust-fewest-above")
}

/// `Tn` (or `n`) with `n` from 1 to `most`, where the verifier's `what` stops.
fn side_up_to(text: &str, most: u8, what: &str, trust: &str) -> Result<u8, String> {
    match board_side(text) {
        Ok(side) if side <= most => Ok(side),
        _ => Err(format!(
            "expected a board T1 to T{most} (the verifier's {what} stops at T{most}; use {trust} for larger boards)"
        )),
    }
}

/// `Tn` (or `n`) with `n` from 1 to 10.
fn board_side(text: &str) -> Result<u8, String> {
    let digits = text.strip_prefix(['T', 't']).unwrap_or(text);
    match digits.parse::<u8>() {
        Ok(side) if (1..=10).contains(&side) => Ok(side),
        _ => Err("expected a board T1 to T10".into()),
    }
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let options = Options {
        recount_up_to: args.recount_up_to,
        trust_counts_above: args.trust_counts_above,
        // The two conflict; --require-complete is the default.
        allow_partial: args.allow_partial && !args.require_complete,
        search_fewest_up_to: args.search_fewest_up_to,
        trust_fewest_above: args.trust_fewest_above,
    };
    let report = verify_paths(&args.paths, &options);
    match args.format {
        Format::Text => print(&render::verify_report_text(&report, &options))?,
        Format::Json => print_json(&render::verify_report_json(&report, &options))?,
    }
    if let Some(error) = render::verify_input_error(&report) {
        anyhow::bail!(error);
    }
    Ok(if report.verified() { Outcome::Done } else { Outcome::No })
}
