//! `cargo xtask site --out DIR`: writes the static site, a folder of plain
//! files that plays from any static file server, at any path (every URL in
//! it is relative): the page of `pegsol serve` (index.html, style.css,
//! engine.js, app.js and its modules) switched to its WebAssembly engine, the engine's Web
//! Worker (worker.js), the engine itself (pegsol_wasm_bg.wasm with its
//! wasm-bindgen glue, pegsol_wasm.js), and the atlases (results/atlas/, in
//! atlas/: the pages the page links to, the JSON of its practice sheets).
//!
//! Steps: `.ci/wasm-tools` (the wasm32 target and the pinned wasm-bindgen
//! CLI, installed when missing), `cargo build --profile wasm -p pegsol-wasm
//! --target wasm32-unknown-unknown` (the profile, in the workspace's
//! Cargo.toml, optimises across crates), `wasm-bindgen --target
//! no-modules`, then the page's files copied. Bad arguments: one line,
//! exit 2.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The page's files, in pegsol-cli/src/server/page/, copied as they are
/// but for index.html, which names the engine.
const PAGE: [&str; 14] = [
    "index.html",
    "style.css",
    "engine.js",
    "worker.js",
    "app.js",
    "state.js",
    "board.js",
    "lists.js",
    "curve.js",
    "sheets.js",
    "solution.js",
    "hint.js",
    "play.js",
    "atlas.js",
];

/// The atlases, copied from results/atlas/ to atlas/: their pages, which
/// the page links to, and their JSON, whose solutions are its practice
/// sheets on those boards.
const ATLAS: [&str; 8] =
    ["T7.html", "T8.html", "english.html", "french.html", "T7.json", "T8.json", "english.json", "french.json"];

/// What index.html says of its engine in `pegsol serve`, and on the site.
const HTTP_ENGINE: &str = r#"<meta name="pegsol-engine" content="http">"#;
const WASM_ENGINE: &str = r#"<meta name="pegsol-engine" content="wasm">"#;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = match args.as_slice() {
        [task, flag, dir] if task == "site" && flag == "--out" => PathBuf::from(dir),
        _ => {
            eprintln!("usage: cargo xtask site --out DIR (writes the static site to DIR; see docs/site.md)");
            return ExitCode::from(2);
        }
    };
    match site(&out) {
        Ok(()) => {
            println!("wrote the static site to {}", out.display());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// The repository's root (this crate's parent folder).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask/ is in the repository").to_path_buf()
}

/// Runs `program` with `args` in the repository's root; an error names it.
fn run(program: &str, args: &[&str]) -> Result<(), String> {
    let status = Command::new(program)
        .args(args)
        .current_dir(root())
        .status()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!("{program} {} failed ({status})", args.join(" "))),
    }
}

fn site(out: &Path) -> Result<(), String> {
    std::fs::create_dir_all(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let out_arg = out.canonicalize().map_err(|e| format!("cannot open {}: {e}", out.display()))?;
    run("bash", &[".ci/wasm-tools"])?;
    run("cargo", &["build", "--profile", "wasm", "-p", "pegsol-wasm", "--target", "wasm32-unknown-unknown"])?;
    let wasm = root().join("target/wasm32-unknown-unknown/wasm/pegsol_wasm.wasm");
    let out_str = out_arg.to_str().ok_or("the output folder's name is not UTF-8")?;
    let wasm_str = wasm.to_str().ok_or("the target folder's name is not UTF-8")?;
    run("wasm-bindgen", &["--target", "no-modules", "--no-typescript", "--out-dir", out_str, wasm_str])?;
    let page = root().join("pegsol-cli/src/server/page");
    for name in PAGE {
        let text =
            std::fs::read_to_string(page.join(name)).map_err(|e| format!("cannot read the page's {name}: {e}"))?;
        let text = match name {
            "index.html" if text.contains(HTTP_ENGINE) => text.replace(HTTP_ENGINE, WASM_ENGINE),
            "index.html" => return Err(format!("the page's index.html has no {HTTP_ENGINE}")),
            _ => text,
        };
        std::fs::write(out_arg.join(name), text).map_err(|e| format!("cannot write {name}: {e}"))?;
    }
    let atlas = out_arg.join("atlas");
    std::fs::create_dir_all(&atlas).map_err(|e| format!("cannot create {}: {e}", atlas.display()))?;
    for name in ATLAS {
        std::fs::copy(root().join("results/atlas").join(name), atlas.join(name))
            .map_err(|e| format!("cannot copy the atlas page {name}: {e}"))?;
    }
    Ok(())
}
