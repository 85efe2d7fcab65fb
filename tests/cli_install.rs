//! What installing `pegsol` needs besides the binary: shell completions and
//! a manual page, both generated from the argument definitions.

use assert_cmd::Command;
use predicates::prelude::*;

fn pegsol() -> Command {
    Command::cargo_bin("pegsol").unwrap()
}

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
    for word in ["count", "verify", "prove", "table", "solve", "solutions", "sheet", "completions"] {
        assert!(page.contains(word), "the man page lacks {word}");
    }
}
