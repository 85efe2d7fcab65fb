//! What installing `pegsol` needs besides the binary: shell completions and
//! manual pages, all generated from the argument definitions.

use crate::support::files::names;
use crate::support::pegsol;
use predicates::prelude::*;

#[test]
fn completions_know_every_subcommand_and_its_flags() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let assert = pegsol().args(["completions", shell]).assert().success();
        let script = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
        for word in ["count", "verify", "prove", "table", "solve", "solutions", "sheet", "--spill-dir"] {
            assert!(script.contains(word), "{shell} completion lacks {word}");
        }
    }
    pegsol().args(["completions", "tcsh"]).assert().code(2).stderr(predicate::str::contains("invalid value"));
}

#[test]
fn the_man_page_is_roff_with_every_subcommand() {
    let assert = pegsol().arg("man").assert().success();
    let page = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    assert!(page.starts_with(".ie"), "{}", &page[..40]);
    assert!(page.contains(".TH pegsol 1"));
    for word in ["count", "verify", "prove", "table", "solve", "solutions", "fewest", "sheet", "completions"] {
        assert!(page.contains(word), "the man page lacks {word}");
    }
}

#[test]
fn every_subcommand_has_a_man_page_of_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("man1"); // created if missing
    let assert = pegsol().arg("man").arg("--dir").arg(&pages).assert().success();
    let listed = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    let subcommands = [
        "count",
        "verify",
        "prove",
        "table",
        "solve",
        "solutions",
        "fewest",
        "estimate",
        "sheet",
        "serve",
        "completions",
        "man",
    ];
    let mut expected: Vec<String> = subcommands.iter().map(|name| format!("pegsol-{name}.1")).collect();
    expected.push("pegsol.1".to_string());
    expected.sort();
    let mut written: Vec<String> =
        std::fs::read_dir(&pages).unwrap().map(|entry| entry.unwrap().file_name().into_string().unwrap()).collect();
    written.sort();
    assert_eq!(written, expected, "no page for clap's help subcommand, one for every other");
    for name in &expected {
        assert!(listed.lines().any(|line| line.ends_with(name.as_str())), "{name} is not listed: {listed}");
    }
    // The top page is the one `pegsol man` prints, and names every other.
    let top = std::fs::read_to_string(pages.join("pegsol.1")).unwrap();
    let printed = pegsol().arg("man").assert().success().get_output().stdout.clone();
    assert_eq!(top, String::from_utf8(printed).unwrap());
    for name in subcommands {
        assert!(top.contains(&format!("pegsol\\-{name}(1)")), "pegsol.1 does not refer to pegsol-{name}(1)");
    }
    // Each page is roff, titled with its command, and holds its own flags
    // (roff writes a hyphen as \-).
    for (name, flag) in
        [("count", "spill\\-dir"), ("verify", "trust\\-counts\\-above"), ("solve", "shortest"), ("man", "dir")]
    {
        let page = std::fs::read_to_string(pages.join(format!("pegsol-{name}.1"))).unwrap();
        assert!(page.starts_with(".ie"), "pegsol-{name}.1: {}", &page[..40]);
        let title = format!(".TH pegsol-{name} 1  \"pegsol {}\"", env!("CARGO_PKG_VERSION"));
        assert!(page.contains(&title), "pegsol-{name}.1 lacks {title}");
        assert!(page.contains(flag), "pegsol-{name}.1 lacks {flag}");
    }
}

#[test]
fn man_dir_never_writes_through_a_symbolic_link() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let precious = elsewhere.path().join("precious.txt");
    std::fs::write(&precious, "not a manual page\n").unwrap();
    let link = dir.path().join("pegsol.1");
    std::os::unix::fs::symlink(&precious, &link).unwrap();
    let output = pegsol().arg("man").arg("--dir").arg(dir.path()).output().unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: cannot write ") && stderr.contains("pegsol.1: is a symbolic link"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "not a manual page\n", "the link's target is intact");
    assert_eq!(std::fs::read_link(&link).unwrap(), precious, "the link is left as it was");
    assert_eq!(names(dir.path()), ["pegsol.1"], "no temporary file is left behind");
    assert_eq!(names(elsewhere.path()), ["precious.txt"]);
}

#[test]
fn man_dir_under_a_file_size_limit_keeps_the_old_page_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("pegsol.1");
    std::fs::write(&page, "an older page\n").unwrap();
    // The page for pegsol lists every subcommand: more than the 1,024
    // bytes (two blocks, as the shell counts them) the limit allows.
    let printed = pegsol().arg("man").assert().success().get_output().stdout.len();
    assert!(printed > 1024, "{printed}");
    let output = std::process::Command::new("sh")
        .args(["-c", r#"ulimit -f 2 && exec "$0" "$@""#, crate::support::PEGSOL, "man", "--dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: cannot write ") && stderr.contains("pegsol.1: File too large"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&page).unwrap(), "an older page\n", "the old page is intact");
    assert_eq!(names(dir.path()), ["pegsol.1"], "no temporary file is left behind");
}
