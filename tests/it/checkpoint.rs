//! Checkpoints and signals, through the real binary: a T7 run killed with
//! SIGKILL in the middle and resumed gives the same JSON, byte for byte, as
//! an uninterrupted run; a checkpoint is refused for another run; SIGTERM
//! during a run that writes layers to disk leaves no file behind, and so
//! do SIGINT, SIGTERM and SIGHUP when stderr is broken, which end the run
//! with code 130 all the same.
//!
//! Faults (issue 37): a corpus of damaged checkpoints, in classes (bits
//! flipped in the manifest and the layer file, either cut short, fields
//! edited, with and without their checksum redone, layers swapped, FIFOs
//! and devices), each of which must be refused with exit code 2 and one
//! line, deleting nothing; a second run on a directory in use; a user's
//! files that look like layer files; a report that cannot be written.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

use crate::support::pegsol_process;
use std::time::{Duration, Instant};

use serde_json::{Map, Value};

const T7_FROM_2: [&str; 8] = ["count", "--board", "T7", "--start", "2", "--format", "json", "--no-random-play"];

/// Waits (at most a minute) until `ready` holds, checking every 20 ms.
fn wait_for(child: &mut Child, what: &str, ready: impl Fn() -> bool) {
    let start = Instant::now();
    while !ready() {
        assert!(child.try_wait().unwrap().is_none(), "the run ended before {what}");
        assert!(start.elapsed() < Duration::from_secs(60), "no {what} after a minute");
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn signal(child: &Child, signal: i32) {
    // SAFETY: kill only sends a signal to the child's process id.
    assert_eq!(unsafe { libc::kill(child.id() as i32, signal) }, 0);
}

fn layers_done(dir: &Path) -> u64 {
    let Ok(text) = std::fs::read_to_string(dir.join("checkpoint.json")) else { return 0 };
    let manifest: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
    manifest["layers_done"].as_u64().unwrap_or(0)
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_killed_run_resumes_to_the_same_report() {
    let whole = pegsol_process().args(T7_FROM_2).output().unwrap();
    assert!(whole.status.success(), "{}", stderr(&whole));
    let dir = tempfile::tempdir().unwrap();
    let mut run =
        pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).stdout(Stdio::null()).spawn().unwrap();
    // T7 from hole 2 has 28 layers; stop it past the largest ones.
    wait_for(&mut run, "layer 16 in the checkpoint", || layers_done(dir.path()) >= 16);
    signal(&run, libc::SIGKILL);
    run.wait().unwrap();

    // The same command without --resume is refused: it would start over.
    let again = pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).output().unwrap();
    assert_eq!(again.status.code(), Some(2));
    assert!(stderr(&again).contains("add --resume"), "{}", stderr(&again));
    // Another run is refused, whatever it asks.
    let mut other = T7_FROM_2;
    other[4] = "3";
    let other = pegsol_process().args(other).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert_eq!(other.status.code(), Some(2));
    assert!(stderr(&other).contains("belongs to another run"), "{}", stderr(&other));
    assert_eq!(stderr(&other).lines().count(), 1, "{}", stderr(&other));

    let resumed =
        pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert_eq!(String::from_utf8(resumed.stdout).unwrap(), String::from_utf8(whole.stdout).unwrap());
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.is_empty(), "a finished run removes its checkpoint: {left:?}");
}

/// The reverse pass (`--by reverse`) keeps checkpoints too: killed past its
/// largest layers and resumed, it gives the same report as the forward pass
/// (but for its `pass` key), and a forward run is refused its checkpoint.
#[test]
fn a_killed_reverse_run_resumes_to_the_forward_report() {
    let whole = pegsol_process().args(T7_FROM_2).output().unwrap();
    assert!(whole.status.success(), "{}", stderr(&whole));
    let dir = tempfile::tempdir().unwrap();
    let reverse = || {
        let mut command = pegsol_process();
        command.args(T7_FROM_2).args(["--by", "reverse", "--checkpoint"]).arg(dir.path());
        command
    };
    let mut run = reverse().stdout(Stdio::null()).spawn().unwrap();
    wait_for(&mut run, "layer 16 in the checkpoint", || layers_done(dir.path()) >= 16);
    signal(&run, libc::SIGKILL);
    run.wait().unwrap();
    let forward =
        pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert_eq!(forward.status.code(), Some(2));
    assert!(stderr(&forward).contains("belongs to another run"), "{}", stderr(&forward));
    let resumed = reverse().arg("--resume").output().unwrap();
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    let expected = String::from_utf8(whole.stdout).unwrap().replacen("\n}\n", ",\n  \"pass\": \"reverse\"\n}\n", 1);
    assert_eq!(String::from_utf8(resumed.stdout).unwrap(), expected);
}

#[test]
fn sigterm_during_a_run_on_disk_removes_its_layer_files() {
    let dir = tempfile::tempdir().unwrap();
    let mut run = pegsol_process()
        .args(T7_FROM_2)
        .args(["--memory-limit", "40MiB", "--spill-dir"])
        .arg(dir.path())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for(&mut run, "a layer file", || std::fs::read_dir(dir.path()).unwrap().next().is_some());
    signal(&run, libc::SIGTERM);
    let output = run.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130), "{}", stderr(&output));
    assert!(stderr(&output).starts_with("pegsol: interrupted"), "{}", stderr(&output));
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.is_empty(), "layer files left behind: {left:?}");
}

/// Waits at most `limit` for `child` to end; kills it (and fails) after.
fn wait_within(child: &mut Child, limit: Duration, what: &str) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: still running {limit:?} after the signal");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// SIGINT, SIGTERM and SIGHUP during a run that writes its layers to
/// `--spill-dir`, with stderr a full device (`2>/dev/full`) or a pipe
/// nobody reads any more: the run still ends with code 130 within 10 s and
/// leaves no layer file. (The old handler panicked writing its line, and
/// the run hung for ever on the lock of the files' list, or ignored
/// SIGTERM and ended 0.)
#[test]
fn a_signal_ends_a_run_on_disk_whatever_stderr_is() {
    let mut cases = 0;
    for signal_number in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        for stderr in ["/dev/full", "a closed pipe"] {
            let what = format!("signal {signal_number} with stderr {stderr}");
            let dir = tempfile::tempdir().unwrap();
            let mut command = pegsol_process();
            command.args(T7_FROM_2).args(["--memory-limit", "40MiB", "--spill-dir"]).arg(dir.path());
            command.stdout(Stdio::null());
            match stderr {
                "/dev/full" => command.stderr(std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap()),
                _ => command.stderr(Stdio::piped()),
            };
            let mut run = command.spawn().unwrap();
            drop(run.stderr.take());
            wait_for(&mut run, "a layer file", || std::fs::read_dir(dir.path()).unwrap().next().is_some());
            signal(&run, signal_number);
            let status = wait_within(&mut run, Duration::from_secs(10), &what);
            assert_eq!(status.code(), Some(130), "{what}");
            let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
            assert!(left.is_empty(), "{what}: layer files left behind: {left:?}");
            cases += 1;
        }
    }
    assert_eq!(cases, 6);
}

/// A command that never looks at the signal flag (`serve`, which runs
/// until stopped) still ends with code 130 at once on SIGINT, SIGTERM or
/// SIGHUP with stderr on /dev/full. (The old handler panicked writing its
/// line and the server went on serving.)
#[test]
fn a_signal_ends_a_command_that_never_looks_whatever_stderr_is() {
    use std::io::BufRead;
    let mut cases = 0;
    for signal_number in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        let mut serve = pegsol_process()
            .args(["serve", "--port", "0", "--prepare", "none"])
            .stdout(Stdio::piped())
            .stderr(std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap())
            .spawn()
            .unwrap();
        // It prints its address once it listens.
        let mut line = String::new();
        std::io::BufReader::new(serve.stdout.take().unwrap()).read_line(&mut line).unwrap();
        assert!(line.contains("http://"), "serve said {line:?}");
        signal(&serve, signal_number);
        let status = wait_within(&mut serve, Duration::from_secs(5), &format!("serve, signal {signal_number}"));
        assert_eq!(status.code(), Some(130), "serve, signal {signal_number}");
        cases += 1;
    }
    assert_eq!(cases, 3);
}

/// The T7 report from hole 2, by a run without a checkpoint: what every
/// resumed run must print, byte for byte.
fn whole_report() -> Vec<u8> {
    let whole = pegsol_process().args(T7_FROM_2).output().unwrap();
    assert!(whole.status.success(), "{}", stderr(&whole));
    whole.stdout
}

/// Stops the run writing its checkpoint to `dir` with SIGTERM once it has
/// saved `layers` layers (its handler removes the layer it was writing),
/// and returns the layers it saved.
fn stop_at(mut run: Child, dir: &Path, layers: u64) -> u64 {
    wait_for(&mut run, &format!("layer {layers} in the checkpoint"), || layers_done(dir) >= layers);
    signal(&run, libc::SIGTERM);
    let output = run.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130), "{}", stderr(&output));
    layers_done(dir)
}

/// The layer file a checkpoint's manifest names.
fn layer_of(dir: &Path) -> PathBuf {
    dir.join(manifest(dir)["layer"].as_str().unwrap())
}

fn manifest(dir: &Path) -> Map<String, Value> {
    serde_json::from_str(&std::fs::read_to_string(dir.join("checkpoint.json")).unwrap()).unwrap()
}

/// Writes `fields` as the manifest, with their checksum redone (as pegsol
/// computes it: the CRC-32C of the fields, written compactly) if `reseal`,
/// else with the one they had.
fn write_manifest(dir: &Path, mut fields: Map<String, Value>, reseal: bool) {
    if reseal {
        fields.shift_remove("checksum");
        let crc = crc32c::crc32c(Value::Object(fields.clone()).to_string().as_bytes());
        fields.insert("checksum".into(), Value::from(format!("{crc:08x}")));
    }
    let text = serde_json::to_string_pretty(&Value::Object(fields)).unwrap() + "\n";
    std::fs::write(dir.join("checkpoint.json"), text).unwrap();
}

/// Copies the files of a checkpoint (its manifest and the layer it names)
/// into the empty directory `to`.
fn copy_checkpoint(from: &Path, to: &Path) {
    for file in [from.join("checkpoint.json"), layer_of(from)] {
        std::fs::copy(&file, to.join(file.file_name().unwrap())).unwrap();
    }
}

/// What a directory holds, but for the lock (a run writes its process id
/// there): each file's bytes, or where a link points, or its kind.
fn contents(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut contents = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        let kind = entry.file_type().unwrap();
        let held = if kind.is_symlink() {
            format!("link to {}", std::fs::read_link(entry.path()).unwrap().display()).into_bytes()
        } else if kind.is_file() {
            std::fs::read(entry.path()).unwrap()
        } else {
            b"not a file".to_vec()
        };
        if name != "checkpoint.lock" {
            contents.insert(name, held);
        }
    }
    contents
}

fn mkfifo(path: &Path) {
    let name = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo reads the NUL-terminated path only.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
}

/// Runs `command` with its output in files of `dir`, for at most `limit`:
/// its exit code (`None` if it had to be killed) and stdout and stderr.
fn run_for(command: &mut Command, dir: &Path, limit: Duration) -> (Option<i32>, Vec<u8>, String) {
    let (out, err) = (dir.join("stdout"), dir.join("stderr"));
    let mut child = command
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&err).unwrap())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if start.elapsed() > limit {
            child.kill().unwrap();
            child.wait().unwrap();
            break None;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    (code, std::fs::read(out).unwrap(), std::fs::read_to_string(err).unwrap())
}

/// One damaged checkpoint: its class, what was done, the files the error
/// must name (any one of them), and the damage, done to a copy of the
/// checkpoint in the directory it is given.
struct Fault {
    class: &'static str,
    what: String,
    names: Vec<String>,
    damage: Damage,
}

/// Damage done to the checkpoint in a directory.
type Damage = Box<dyn Fn(&Path)>;

/// An edit of a manifest's fields.
type Edit = Box<dyn Fn(&mut Map<String, Value>)>;

/// Two checkpoints of the run `T7_FROM_2` (`early`, stopped at layer 12,
/// and `late`, the same run resumed and stopped at layer 20), and one of
/// the run from hole 3 (`other`), each stopped with SIGTERM.
struct Checkpoints {
    _dir: tempfile::TempDir,
    early: PathBuf,
    late: PathBuf,
    other: PathBuf,
}

fn checkpoints() -> Checkpoints {
    let dir = tempfile::tempdir().unwrap();
    let [early, late, other] = ["early", "late", "other"].map(|name| dir.path().join(name));
    [&early, &late, &other].iter().for_each(|d| std::fs::create_dir(d).unwrap());
    let checkpointed = |dir: &Path, start: &str, resume: bool| {
        let mut args = T7_FROM_2;
        args[4] = start;
        let mut command = pegsol_process();
        // On one thread, so that a stop comes near the layer asked for.
        command.args(args).args(["--threads", "1", "--checkpoint"]).arg(dir);
        command.stdout(Stdio::null()).stderr(Stdio::piped());
        if resume {
            command.arg("--resume");
        }
        command.spawn().unwrap()
    };
    let done = stop_at(checkpointed(&early, "2", false), &early, 10);
    copy_checkpoint(&early, &late);
    let later = stop_at(checkpointed(&late, "2", true), &late, done + 3);
    assert!(later > done, "the late checkpoint is {later} layers in, the early one {done}");
    stop_at(checkpointed(&other, "3", false), &other, done);
    Checkpoints { _dir: dir, early, late, other }
}

/// Every fault tried on the checkpoint `early`.
fn faults(checkpoints: &Checkpoints) -> Vec<Fault> {
    let early = &checkpoints.early;
    let text = std::fs::read(early.join("checkpoint.json")).unwrap();
    let layer = layer_of(early);
    let layer_name = layer.file_name().unwrap().to_string_lossy().into_owned();
    let layer_len = std::fs::metadata(&layer).unwrap().len() as usize;
    let fields = manifest(early);
    let pegs = fields["pegs"].as_u64().unwrap();
    let mut faults = Vec::new();
    let manifest_names = || vec!["checkpoint.json".to_string()];
    let layer_names = || vec![layer_name.clone()];
    let mut add = |class: &'static str, what: String, names: Vec<String>, damage: Damage| {
        faults.push(Fault { class, what, names, damage });
    };

    // One bit flipped, across the whole manifest.
    let flips = (0..24).map(|k| (k * text.len() / 24, k % 8)).chain([(text.len() - 1, 0), (text.len() - 2, 5)]);
    for (at, bit) in flips {
        let mut flipped = text.clone();
        flipped[at] ^= 1 << bit;
        let damage = Box::new(move |dir: &Path| std::fs::write(dir.join("checkpoint.json"), &flipped).unwrap());
        add("manifest: a bit flipped", format!("bit {bit} of byte {at}"), manifest_names(), damage);
    }
    for len in [0, 1, text.len() / 3, text.len() / 2, text.len() - 3, text.len() - 1] {
        let cut = text[..len].to_vec();
        let damage = Box::new(move |dir: &Path| std::fs::write(dir.join("checkpoint.json"), &cut).unwrap());
        add("manifest: cut short", format!("to {len} of {} bytes", text.len()), manifest_names(), damage);
    }

    // Each field edited, its checksum left as it was; then the fields that
    // can be checked against the rest, with their checksum redone.
    let edits: Vec<(&str, String, Edit)> = vec![
        (
            "run",
            "another run".into(),
            Box::new(|m| m["run"] = Value::from(m["run"].as_str().unwrap().replace("start 2", "start 3"))),
        ),
        (
            "layer",
            "a file of the late checkpoint".into(),
            Box::new({
                let late = layer_of(&checkpoints.late).file_name().unwrap().to_string_lossy().into_owned();
                move |m| m["layer"] = Value::from(late.clone())
            }),
        ),
        (
            "layer_positions",
            "one more".into(),
            Box::new(|m| {
                let more = plus_one(m.get("layer_positions").unwrap_or(&Value::Null));
                m.insert("layer_positions".into(), more);
            }),
        ),
        ("layer_seal", "another seal".into(), Box::new(|m| drop(m.insert("layer_seal".into(), "0badc0de".into())))),
        ("pegs", "3".into(), Box::new(|m| m["pegs"] = Value::from(3))),
        ("pegs", "99999".into(), Box::new(|m| m["pegs"] = Value::from(99_999))),
        ("pegs", "one fewer".into(), Box::new(move |m| m["pegs"] = Value::from(pegs - 1))),
        ("pegs", "one more".into(), Box::new(move |m| m["pegs"] = Value::from(pegs + 1))),
        ("widenings", "1".into(), Box::new(|m| m["widenings"] = Value::from(1))),
        (
            "layers_done",
            "one more".into(),
            Box::new(|m| m["layers_done"] = Value::from(m["layers_done"].as_u64().unwrap() + 1)),
        ),
        ("positions", "one more".into(), Box::new(|m| m["positions"] = plus_one(&m["positions"]))),
        (
            "by_pegs",
            "one more at the layer's pegs".into(),
            Box::new(move |m| {
                let sizes = m["by_pegs"][pegs.to_string()].as_array_mut().unwrap();
                sizes[0] = plus_one(&sizes[0]);
            }),
        ),
        (
            "by_pegs",
            "one more at the first layer, and in positions".into(),
            Box::new(|m| {
                let sizes = m["by_pegs"]["27"].as_array_mut().unwrap();
                sizes[0] = plus_one(&sizes[0]);
                m["positions"] = plus_one(&m["positions"]);
            }),
        ),
        (
            "by_pegs",
            "the last layer's entry removed".into(),
            Box::new(move |m| {
                m["by_pegs"].as_object_mut().unwrap().shift_remove(&pegs.to_string());
            }),
        ),
        (
            "growth_bits",
            "another float".into(),
            Box::new(|m| m["growth_bits"] = Value::from(format!("{:x}", 1.5f64.to_bits()))),
        ),
        (
            "moves",
            "a digit put in front (issue 37)".into(),
            Box::new(|m| m["moves"] = Value::from(format!("1{}", m["moves"].as_str().unwrap()))),
        ),
        (
            "terminal",
            "a count of dead ends set at the layer's pegs".into(),
            Box::new(move |m| {
                m["terminal"].as_object_mut().unwrap().insert(pegs.to_string(), Value::from("07"));
            }),
        ),
        ("by_hole", "a count changed".into(), Box::new(|m| m["by_hole"][0] = Value::from("02"))),
        ("checksum", "another checksum".into(), Box::new(|m| drop(m.insert("checksum".into(), "00000000".into())))),
        (
            "(new)",
            "a field added".into(),
            Box::new(|m| {
                m.insert("note".into(), Value::from("hello"));
            }),
        ),
    ];
    // A forger who redoes the checksum of these is caught by the rest; the
    // others (moves, dead ends, solutions by hole, the growth estimate,
    // earlier layers' sizes) have nothing left to be checked against.
    let checked = |field: &str, how: &str| {
        ["run", "layer", "layer_positions", "layer_seal", "pegs", "widenings", "layers_done", "positions", "by_pegs"]
            .contains(&field)
            && !how.contains("first layer")
    };
    let edits: Vec<_> = edits.into_iter().map(std::rc::Rc::new).collect();
    for edit in &edits {
        let (field, how) = (edit.0, edit.1.clone());
        let (fields, edit) = (fields.clone(), edit.clone());
        let damage = Box::new(move |dir: &Path| {
            let mut fields = fields.clone();
            (edit.2)(&mut fields);
            write_manifest(dir, fields, false);
        });
        add("manifest: a field edited", format!("{field}: {how}"), manifest_names(), damage);
    }
    for edit in edits.iter().filter(|e| checked(e.0, &e.1)) {
        let (field, how) = (edit.0, edit.1.clone());
        let (fields, edit) = (fields.clone(), edit.clone());
        let late = layer_of(&checkpoints.late);
        let damage = Box::new(move |dir: &Path| {
            let mut fields = fields.clone();
            (edit.2)(&mut fields);
            write_manifest(dir, fields, true);
            // The layer named instead is there.
            std::fs::copy(&late, dir.join(late.file_name().unwrap())).unwrap();
        });
        let mut names = manifest_names();
        names.push(layer_of(&checkpoints.late).file_name().unwrap().to_string_lossy().into_owned());
        add("manifest: a field edited, its checksum redone", format!("{field}: {how}"), names, damage);
    }

    // The layer file: one bit flipped (the header, the groups, the index,
    // the trailer), cut short, grown.
    let bytes = std::fs::read(&layer).unwrap();
    let mut at: Vec<usize> = vec![0, 9, 13, 17, 21, 24, 25];
    at.extend([5, 10, 25, 50, 75, 90, 99].map(|percent| layer_len * percent / 100));
    at.extend((1..=24).step_by(3).map(|back| layer_len - back));
    for (k, at) in at.into_iter().enumerate() {
        let (bit, mut flipped) = (k % 8, bytes.clone());
        flipped[at] ^= 1 << bit;
        let name = layer_name.clone();
        let damage = Box::new(move |dir: &Path| std::fs::write(dir.join(&name), &flipped).unwrap());
        add("layer file: a bit flipped", format!("bit {bit} of byte {at} of {layer_len}"), layer_names(), damage);
    }
    for len in [0, 10, 24, 48, layer_len / 2, layer_len - 24, layer_len - 1] {
        let (cut, name) = (bytes[..len].to_vec(), layer_name.clone());
        let damage = Box::new(move |dir: &Path| std::fs::write(dir.join(&name), &cut).unwrap());
        add("layer file: cut short or grown", format!("cut to {len} of {layer_len} bytes"), layer_names(), damage);
    }
    for extra in [1, 24] {
        let name = layer_name.clone();
        let mut grown = bytes.clone();
        grown.extend(std::iter::repeat_n(0u8, extra));
        let damage = Box::new(move |dir: &Path| std::fs::write(dir.join(&name), &grown).unwrap());
        add("layer file: cut short or grown", format!("{extra} zero bytes added"), layer_names(), damage);
    }

    // Whole files in the wrong place.
    let copy_over = |from: PathBuf| {
        let name = layer_name.clone();
        Box::new(move |dir: &Path| {
            std::fs::copy(&from, dir.join(&name)).unwrap();
        })
    };
    add(
        "layers swapped or missing",
        "a later layer of the same run copied over it".into(),
        layer_names(),
        copy_over(layer_of(&checkpoints.late)),
    );
    add(
        "layers swapped or missing",
        "the same layer of another run copied over it".into(),
        layer_names(),
        copy_over(layer_of(&checkpoints.other)),
    );
    let name = layer_name.clone();
    add(
        "layers swapped or missing",
        "the layer file removed".into(),
        layer_names(),
        Box::new(move |dir: &Path| std::fs::remove_file(dir.join(&name)).unwrap()),
    );
    let late = checkpoints.late.clone();
    add(
        "layers swapped or missing",
        "a later manifest of the same run, the layer as it was".into(),
        manifest_names(),
        Box::new(move |dir: &Path| {
            std::fs::copy(late.join("checkpoint.json"), dir.join("checkpoint.json")).unwrap();
        }),
    );
    let late = checkpoints.late.clone();
    let name = layer_name.clone();
    add(
        "layers swapped or missing",
        "a later manifest of the same run, the layer renamed as the one it names".into(),
        manifest_names(),
        Box::new(move |dir: &Path| {
            std::fs::copy(late.join("checkpoint.json"), dir.join("checkpoint.json")).unwrap();
            std::fs::rename(dir.join(&name), dir.join(layer_of(&late).file_name().unwrap())).unwrap();
        }),
    );
    let other = checkpoints.other.clone();
    add(
        "layers swapped or missing",
        "another run's manifest and layer".into(),
        vec!["another run".into()],
        Box::new(move |dir: &Path| {
            std::fs::copy(other.join("checkpoint.json"), dir.join("checkpoint.json")).unwrap();
            std::fs::copy(layer_of(&other), dir.join(layer_of(&other).file_name().unwrap())).unwrap();
        }),
    );

    // Not files to read: a FIFO would hang the run, a device fill its memory.
    let name = layer_name.clone();
    let special: Vec<(&str, Vec<String>, Damage)> = vec![
        (
            "the manifest a FIFO",
            manifest_names(),
            Box::new(|dir: &Path| {
                std::fs::remove_file(dir.join("checkpoint.json")).unwrap();
                mkfifo(&dir.join("checkpoint.json"));
            }),
        ),
        (
            "the manifest a link to a FIFO",
            manifest_names(),
            Box::new(|dir: &Path| {
                std::fs::remove_file(dir.join("checkpoint.json")).unwrap();
                mkfifo(&dir.join("fifo"));
                std::os::unix::fs::symlink("fifo", dir.join("checkpoint.json")).unwrap();
            }),
        ),
        (
            "the manifest a link to /dev/zero",
            manifest_names(),
            Box::new(|dir: &Path| {
                std::fs::remove_file(dir.join("checkpoint.json")).unwrap();
                std::os::unix::fs::symlink("/dev/zero", dir.join("checkpoint.json")).unwrap();
            }),
        ),
        (
            "the manifest 2 MiB long",
            manifest_names(),
            Box::new(|dir: &Path| {
                std::fs::write(dir.join("checkpoint.json"), vec![b' '; 2 << 20]).unwrap();
            }),
        ),
        (
            "the layer a FIFO",
            layer_names(),
            Box::new({
                let name = name.clone();
                move |dir: &Path| {
                    std::fs::remove_file(dir.join(&name)).unwrap();
                    mkfifo(&dir.join(&name));
                }
            }),
        ),
        (
            "the layer a link to a FIFO",
            layer_names(),
            Box::new({
                let name = name.clone();
                move |dir: &Path| {
                    std::fs::remove_file(dir.join(&name)).unwrap();
                    mkfifo(&dir.join("fifo"));
                    std::os::unix::fs::symlink("fifo", dir.join(&name)).unwrap();
                }
            }),
        ),
        (
            "the layer a link to /dev/zero",
            layer_names(),
            Box::new({
                let name = name.clone();
                move |dir: &Path| {
                    std::fs::remove_file(dir.join(&name)).unwrap();
                    std::os::unix::fs::symlink("/dev/zero", dir.join(&name)).unwrap();
                }
            }),
        ),
    ];
    for (what, names, damage) in special {
        add("not a regular file, or too large", what.into(), names, damage);
    }
    faults
}

fn plus_one(count: &Value) -> Value {
    Value::from((count.as_str().and_then(|c| c.parse::<u64>().ok()).unwrap_or(0) + 1).to_string())
}

/// Every fault of the corpus, each on a fresh copy of a checkpoint stopped
/// mid-run, is refused: exit code 2, one line naming the damaged file,
/// nothing removed or changed, never a hang. The untouched checkpoint
/// resumes to the uninterrupted run's report, byte for byte. The count of
/// faults tried and refused in each class is printed (`--nocapture`).
#[test]
fn every_damaged_checkpoint_is_refused_in_one_line_and_kept() {
    let whole = whole_report();
    let checkpoints = checkpoints();
    let resume = |dir: &Path| {
        let mut command = pegsol_process();
        command.args(T7_FROM_2).arg("--checkpoint").arg(dir).arg("--resume");
        command
    };
    let untouched = tempfile::tempdir().unwrap();
    copy_checkpoint(&checkpoints.early, untouched.path());
    let resumed = resume(untouched.path()).output().unwrap();
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert_eq!(String::from_utf8(resumed.stdout).unwrap(), String::from_utf8(whole).unwrap());

    let mut classes: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut wrong = Vec::new();
    let faults = faults(&checkpoints);
    for fault in &faults {
        let dir = tempfile::tempdir().unwrap();
        let (checkpoint, out) = (dir.path().join("checkpoint"), dir.path().join("out"));
        std::fs::create_dir(&checkpoint).unwrap();
        std::fs::create_dir(&out).unwrap();
        copy_checkpoint(&checkpoints.early, &checkpoint);
        (fault.damage)(&checkpoint);
        let before = contents(&checkpoint);
        let (code, _, stderr) = run_for(&mut resume(&checkpoint), &out, Duration::from_secs(60));
        let lines: Vec<&str> = stderr.lines().collect();
        let problem = if code != Some(2) {
            Some(format!("exit code {code:?} (None: killed after a minute)"))
        } else if lines.len() != 1 || !lines[0].starts_with("error: ") {
            Some("not one error line".to_string())
        } else if !fault.names.iter().any(|name| lines[0].contains(name.as_str())) {
            Some(format!("the line names none of {:?}", fault.names))
        } else if contents(&checkpoint) != before {
            Some("a file was changed or removed".to_string())
        } else {
            None
        };
        let class = classes.entry(fault.class).or_default();
        class.0 += 1;
        match problem {
            None => class.1 += 1,
            Some(problem) => wrong.push(format!("{}, {}: {problem}\n{stderr}", fault.class, fault.what)),
        }
    }
    println!("{:<48} {:>5} {:>5}", "class of fault", "tried", "right");
    for (class, (tried, right)) in &classes {
        println!("{class:<48} {tried:>5} {right:>5}");
    }
    let right: usize = classes.values().map(|c| c.1).sum();
    println!("{:<48} {:>5} {right:>5}", "all", faults.len());
    let names: Vec<&str> = classes.keys().copied().collect();
    assert_eq!(readme_faults(&names), classes, "docs/reliability.md's table of faults and this corpus disagree");
    assert!(
        wrong.is_empty(),
        "{} of {} faults not refused as they should be:\n{}",
        wrong.len(),
        faults.len(),
        wrong.join("\n")
    );
}

/// A directory belongs to one run at a time: a second run (with --resume,
/// which would take the first one's checkpoint as its own) is refused in
/// one line naming the first one's process, which finishes unharmed.
#[test]
fn a_second_run_on_a_directory_in_use_is_refused() {
    let whole = whole_report();
    let dir = tempfile::tempdir().unwrap();
    let mut first = pegsol_process()
        .args(T7_FROM_2)
        .args(["--threads", "1", "--checkpoint"])
        .arg(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for(&mut first, "the first layer in the checkpoint", || layers_done(dir.path()) >= 1);
    let second = pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert_eq!(second.status.code(), Some(2), "{}", stderr(&second));
    assert_eq!(stderr(&second).lines().count(), 1, "{}", stderr(&second));
    assert!(
        stderr(&second).contains(&format!("in use by another pegsol run (process {})", first.id())),
        "{}",
        stderr(&second)
    );
    let first = first.wait_with_output().unwrap();
    assert!(first.status.success(), "{}", stderr(&first));
    assert_eq!(String::from_utf8(first.stdout).unwrap(), String::from_utf8(whole).unwrap());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "the finished checkpoint is removed");
}

/// pegsol removes only files it wrote: a user's files named like layer
/// files stay through a run killed mid-way, its resume and its clean-up.
#[test]
fn a_users_files_that_look_like_layer_files_stay() {
    let whole = whole_report();
    let dir = tempfile::tempdir().unwrap();
    let users = ["layer-3.bin", "layer-12.bin", "layer-20-abcdef.bin", "pegsol-layer-x.bin", "pegsol-layer-.bin"];
    let mine: BTreeMap<String, Vec<u8>> =
        users.iter().map(|name| (name.to_string(), format!("the user's {name}\n").into_bytes())).collect();
    for (name, bytes) in &mine {
        std::fs::write(dir.path().join(name), bytes).unwrap();
    }
    let mut run =
        pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).stdout(Stdio::null()).spawn().unwrap();
    wait_for(&mut run, "layer 16 in the checkpoint", || layers_done(dir.path()) >= 16);
    signal(&run, libc::SIGKILL);
    run.wait().unwrap();
    let resumed =
        pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert_eq!(String::from_utf8(resumed.stdout).unwrap(), String::from_utf8(whole).unwrap());
    let left: Vec<String> =
        std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(left.len(), users.len(), "only the user's files are left: {left:?}");
    assert_eq!(contents(dir.path()), mine);
}

/// A report that cannot be written (stdout is /dev/full) keeps the
/// finished checkpoint and says how to get the report: a --resume then
/// prints it, the uninterrupted run's byte for byte, and removes it.
#[test]
fn a_report_that_cannot_be_written_keeps_the_checkpoint() {
    let whole = whole_report();
    let dir = tempfile::tempdir().unwrap();
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let failed = pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).stdout(full).output().unwrap();
    assert_eq!(failed.status.code(), Some(2), "{}", stderr(&failed));
    assert_eq!(stderr(&failed).lines().count(), 1, "{}", stderr(&failed));
    assert!(stderr(&failed).contains("cannot write the report"), "{}", stderr(&failed));
    assert!(stderr(&failed).contains("--resume"), "{}", stderr(&failed));
    assert!(dir.path().join("checkpoint.json").exists(), "the finished checkpoint is kept");
    let resumed =
        pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert_eq!(String::from_utf8(resumed.stdout).unwrap(), String::from_utf8(whole).unwrap());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "the checkpoint is removed once the report is out");
}

/// A checkpoint an older build wrote (another format, without checksums)
/// is another run's, not a damaged one: refused as such, and kept.
#[test]
fn a_checkpoint_in_an_older_format_is_another_runs_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let run = "pegsol 0.0.9 checkpoint 3 | count --board T7 --start 2 --no-random-play | Down on T7 | u64";
    let manifest = serde_json::json!({ "run": run, "layer": "layer-18.bin", "pegs": 18, "layers_done": 10 });
    std::fs::write(dir.path().join("checkpoint.json"), serde_json::to_string_pretty(&manifest).unwrap()).unwrap();
    std::fs::write(dir.path().join("layer-18.bin"), b"PEGSOLL1 and more").unwrap();
    let before = contents(dir.path());
    let resumed =
        pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert_eq!(resumed.status.code(), Some(2), "{}", stderr(&resumed));
    assert_eq!(stderr(&resumed).lines().count(), 1, "{}", stderr(&resumed));
    assert!(stderr(&resumed).contains("checkpoint.json belongs to another run (pegsol 0.0.9"), "{}", stderr(&resumed));
    assert_eq!(contents(dir.path()), before);
}

/// The rows of the table of faults in `docs/reliability.md` that name one
/// of `classes`: tried and right.
fn readme_faults<'a>(classes: &[&'a str]) -> BTreeMap<&'a str, (usize, usize)> {
    let page = std::fs::read_to_string(crate::support::root().join("docs/reliability.md")).unwrap();
    let section = page.split("\n## Faults tried\n").nth(1).expect("a table of faults").split("\n## ").next().unwrap();
    let mut rows = BTreeMap::new();
    for row in section.lines().filter(|l| l.starts_with("| ")) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (Some(class), Some(Ok(tried)), Some(Ok(right))) =
            (cells.get(1), cells.get(2).map(|c| c.parse()), cells.get(3).map(|c| c.parse()))
        else {
            continue;
        };
        if let Some(class) = classes.iter().find(|c| *c == class) {
            rows.insert(*class, (tried, right));
        }
    }
    rows
}

/// Waits until the lock file of `dir` names `child`.
fn wait_for_lock(child: &mut Child, dir: &Path) {
    let pid = child.id().to_string();
    wait_for(child, "the lock file naming the run", || {
        std::fs::read_to_string(dir.join("checkpoint.lock")).is_ok_and(|t| t.trim() == pid)
    });
}

/// SIGINT, SIGTERM and SIGHUP leave no lock file (issue 61): neither the
/// atlas's (`fewest --each --checkpoint`, which never looks at the signal
/// flag and is ended by the watchdog, whose `_exit` ran no `Drop`: its
/// `checkpoint.lock` stayed) nor `count --checkpoint`'s (whose lock file
/// stayed beside its checkpoint). Each ends with code 130; the count's
/// checkpoint stays and resumes to the uninterrupted report.
#[test]
fn a_signal_leaves_no_lock_file() {
    let whole = whole_report();
    let mut cases = 0;
    for signal_number in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        let dir = tempfile::tempdir().unwrap();
        let atlas = ["fewest", "--board", "T7", "--each", "--checkpoint", dir.path().to_str().unwrap()];
        let mut run = pegsol_process().args(atlas).stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
        wait_for_lock(&mut run, dir.path());
        signal(&run, signal_number);
        let status = wait_within(&mut run, Duration::from_secs(10), "the atlas");
        assert_eq!(status.code(), Some(130), "the atlas, signal {signal_number}");
        let left = crate::support::files::names(dir.path());
        assert!(left.iter().all(|name| name.ends_with(".outcome")), "the atlas, signal {signal_number}: {left:?}");
        cases += 1;

        let dir = tempfile::tempdir().unwrap();
        let mut run = pegsol_process()
            .args(T7_FROM_2)
            .args(["--threads", "1", "--checkpoint"])
            .arg(dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        wait_for(&mut run, "layer 3 in the checkpoint", || layers_done(dir.path()) >= 3);
        signal(&run, signal_number);
        let status = wait_within(&mut run, Duration::from_secs(10), "count");
        assert_eq!(status.code(), Some(130), "count, signal {signal_number}");
        assert!(!dir.path().join("checkpoint.lock").exists(), "count, signal {signal_number}: the lock file stays");
        assert!(dir.path().join("checkpoint.json").exists(), "count, signal {signal_number}: the checkpoint goes");
        let resumed =
            pegsol_process().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
        assert!(resumed.status.success(), "{}", stderr(&resumed));
        assert_eq!(resumed.stdout, whole, "count, signal {signal_number}");
        cases += 1;
    }
    assert_eq!(cases, 6);
}

/// A name pegsol gives the temporary file of a manifest or an outcome
/// before its rename (`files::write_atomically`): `.pegsol-PID-NONCE-CHECK.tmp`,
/// the check the CRC-32C of `pegsol PID NONCE`.
fn temporary_name(pid: u32, nonce: u32) -> String {
    let check = crc32c::crc32c(format!("pegsol {pid} {nonce:08x}").as_bytes());
    format!(".pegsol-{pid}-{nonce:08x}-{check:08x}.tmp")
}

/// The temporary files a run killed before their rename left in its
/// checkpoint directory (issue 61: 6 after 15 early kills of an atlas run)
/// are removed by the next run on it, `count` or the atlas; files of the
/// user's stay, whatever their name (one like pegsol's but for its check,
/// or of a process still running, or of the older form `.pegsol-XXXXXX.tmp`),
/// and so does a directory of that name.
#[test]
fn temporary_files_a_killed_run_left_are_removed_and_the_users_stay() {
    // A process that has ended: its id names no running process.
    let mut ended = Command::new("true").spawn().unwrap();
    let gone = ended.id();
    ended.wait().unwrap();
    let running = std::process::id();
    let abandoned = [temporary_name(gone, 0x0123_abcd), temporary_name(gone, 0)];
    let mut wrong_check = temporary_name(gone, 7);
    wrong_check.replace_range(wrong_check.len() - 5..wrong_check.len() - 4, "x");
    let users = [
        ".pegsol-notes.tmp".to_string(),
        ".pegsol-a1B2c3.tmp".to_string(),
        wrong_check,
        temporary_name(running, 5),
        format!("{}.bak", temporary_name(gone, 9)),
        temporary_name(gone, 9).to_uppercase(),
    ];
    let commands = [
        ("the atlas", ["fewest", "--board", "T5", "--each"].as_slice()),
        ("count", ["count", "--board", "T6", "--start", "1"].as_slice()),
    ];
    for (what, args) in commands {
        let dir = tempfile::tempdir().unwrap();
        for name in abandoned.iter().chain(&users) {
            std::fs::write(dir.path().join(name), b"{\n  \"half\": ").unwrap();
        }
        let directory = temporary_name(gone, 11);
        std::fs::create_dir(dir.path().join(&directory)).unwrap();
        let done = pegsol_process().args(args).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
        assert!(done.status.success(), "{what}: {}", stderr(&done));
        let mut left: Vec<String> = crate::support::files::names(dir.path());
        left.retain(|name| !name.ends_with(".outcome"));
        let mut kept: Vec<String> = users.iter().cloned().chain([directory]).collect();
        kept.sort();
        left.sort();
        assert_eq!(left, kept, "{what}");
    }
}
