//! `pegsol-tools`: the measuring tools, one subcommand each. They measure
//! this machine and this build (timings, scaling, bandwidth, latencies) or
//! the estimator's calibration, for the figures in results/ and the README;
//! what pegsol itself answers belongs to `pegsol`.
//!
//! ```sh
//! cargo run --release -p pegsol-tools -- --help
//! cargo run --release -p pegsol-tools -- layers --board T7 --start 1
//! ```
//!
//! Exit codes: 0 success, 1 a check that failed (`reverse-check`), 2 an
//! error, printed as one line; 130 stopped by SIGINT, SIGTERM or SIGHUP,
//! after ending the processes it started (`children`).

/// `println!` for the tools: a reader that went away (`| head`) silences
/// the output instead of panicking, as in `pegsol`; any other failure to
/// write stdout ends the tool with one line and exit code 2.
macro_rules! outln {
    () => { $crate::write_to(false, format_args!("\n")) };
    ($($arg:tt)*) => { $crate::write_to(false, format_args!("{}\n", format_args!($($arg)*))) };
}

/// `print!`, likewise ([`outln!`]).
macro_rules! out {
    ($($arg:tt)*) => { $crate::write_to(false, format_args!($($arg)*)) };
}

/// `eprintln!` for the tools: stderr closed or full silences it, never a
/// panic.
macro_rules! errln {
    ($($arg:tt)*) => { $crate::write_to(true, format_args!("{}\n", format_args!($($arg)*))) };
}

/// `eprint!`, likewise ([`errln!`]).
macro_rules! err {
    ($($arg:tt)*) => { $crate::write_to(true, format_args!($($arg)*)) };
}

mod analyze;
mod bandwidth;
mod children;
mod cluster_scaling;
mod coverage;
mod latency;
mod layers;
mod load;
mod reverse_check;
mod screenshot;
mod witnesses;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Parser, Subcommand};

/// Measuring tools for pegsol: timings, scaling, bandwidth, interval
/// coverage, server latencies, screenshots.
#[derive(Parser)]
#[command(name = "pegsol-tools", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Analyze(analyze::Args),
    Bandwidth(bandwidth::Args),
    ClusterScaling(cluster_scaling::Args),
    #[command(hide = true)]
    ClusterMember(cluster_scaling::Member),
    Coverage(coverage::Args),
    Layers(layers::Args),
    ReverseCheck(reverse_check::Args),
    Witnesses(witnesses::Args),
    Load(load::Args),
    Latency(latency::Args),
    Screenshot(screenshot::Args),
}

/// What a tool found: all well, or a check that failed (exit 1).
pub enum Outcome {
    Done,
    Differs,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if matches!(error.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        // clap's message, with its usage and hints, takes several lines:
        // its first paragraph says what is wrong.
        Err(error) => {
            let rendered = error.render().to_string();
            let what: Vec<&str> = rendered.lines().map(str::trim).take_while(|l| !l.is_empty()).collect();
            let _ = writeln!(io::stderr(), "{} (see --help)", what.join(" "));
            return ExitCode::from(2);
        }
    };
    children::stop_on_signals();
    let result = match cli.command {
        Command::Analyze(args) => analyze::run(&args),
        Command::Bandwidth(args) => bandwidth::run(&args),
        Command::ClusterScaling(args) => cluster_scaling::run(&args),
        Command::ClusterMember(args) => cluster_scaling::member(&args),
        Command::Coverage(args) => coverage::run(&args),
        Command::Layers(args) => layers::run(&args),
        Command::ReverseCheck(args) => reverse_check::run(&args),
        Command::Witnesses(args) => witnesses::run(&args),
        Command::Load(args) => load::run(&args),
        Command::Latency(args) => latency::run(&args),
        Command::Screenshot(args) => screenshot::run(&args),
    };
    match result {
        Ok(Outcome::Done) => ExitCode::SUCCESS,
        Ok(Outcome::Differs) => ExitCode::from(1),
        Err(error) => {
            // `{:#}` puts the causes on the same line, after colons.
            let message = format!("{error:#}").replace('\n', " ");
            let _ = writeln!(io::stderr(), "error: {message}");
            ExitCode::from(2)
        }
    }
}

/// The text of a file of /proc (at most 1 MiB, read through pegsol's
/// `files` as every file the tools read), or "" where there is none.
pub fn proc_text(path: &str) -> String {
    pegsol::files::read_text(std::path::Path::new(path), 1 << 20).unwrap_or_default()
}

/// A memory figure of process `pid` from /proc/PID/status (`VmHWM`: its
/// peak; `VmRSS`: now), in MiB below a GiB and in GiB above ("unknown"
/// off Linux).
pub fn memory(pid: u32, field: &str) -> String {
    let status = proc_text(&format!("/proc/{pid}/status"));
    let kib = status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .map(|v| v.trim().trim_end_matches(" kB").trim());
    match kib.and_then(|k| k.parse::<f64>().ok()) {
        Some(kib) if kib < f64::from(1 << 20) => format!("{:.0} MiB", kib / 1024.0),
        Some(kib) => format!("{:.2} GiB", kib / f64::from(1 << 20)),
        None => "unknown".into(),
    }
}

/// The first three load averages of /proc/loadavg ("" where there is none).
pub fn load_average() -> String {
    proc_text("/proc/loadavg").split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}

/// Writes `text` to stderr (`to_stderr`) or stdout, as [`outln!`] and
/// [`errln!`] say.
pub fn write_to(to_stderr: bool, text: std::fmt::Arguments) {
    if to_stderr {
        let _ = io::stderr().lock().write_fmt(text);
        return;
    }
    let mut out = io::stdout().lock();
    match out.write_fmt(text).and_then(|()| out.flush()) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => {
            let _ = writeln!(io::stderr(), "error: cannot write the output: {error}");
            std::process::exit(2);
        }
        _ => {}
    }
}
