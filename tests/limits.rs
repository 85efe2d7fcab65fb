//! The layered pass under memory limits, with spilling, and on any number of
//! threads: the figures never change. Expected values come from the same
//! pass run without limits (a second run, not a copied number), and T6
//! positions/moves from seed 000's S10 row.

use std::path::PathBuf;

use num_bigint::BigUint;

use pegsol::{walk, walk_within, Board, Chance, Limits, PassError, Position, Reduction, Walk};

fn t6_corner() -> (Board, Position) {
    let t6 = Board::triangle(6).unwrap();
    let start = t6.with_empty(&[t6.parse_hole("1").unwrap()]);
    (t6, start)
}

fn same<W: PartialEq + std::fmt::Debug>(a: &Walk<W>, b: &Walk<W>) {
    assert_eq!((a.positions, a.moves), (b.positions, b.moves));
    assert_eq!(a.ends, b.ends);
    assert_eq!(a.finishes, b.finishes);
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pegsol-test-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn writing_layers_to_disk_gives_the_same_figures() {
    let (t6, start) = t6_corner();
    let free: Walk<(BigUint, Chance)> = walk::<(u64, Chance)>(&t6, start, Reduction::Symmetry, &mut |_| {});
    // S10: 291,987 positions and 1,858,848 moves from the corner of T6.
    assert_eq!((free.positions, free.moves), (291_987, 1_858_848));
    let dir = scratch("spill");
    // Two large layers of T6 do not fit in 1 MiB, one does: the large
    // layers are written to disk while they are built.
    let limits = Limits { memory: Some(1 << 20), spill: Some(dir.clone()) };
    let tight: Walk<(BigUint, Chance)> =
        walk_within::<(u64, Chance)>(&t6, start, Reduction::Symmetry, &limits, &mut |_| {}).unwrap();
    // Writing layers to disk changes no sum's order: every figure is the same.
    same(&free, &tight);
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "spill files are removed once read");
    std::fs::remove_dir(dir).unwrap();
}

#[test]
fn a_pass_that_does_not_fit_stops_with_a_clear_error() {
    let (t6, start) = t6_corner();
    // T6's two largest layers take about 640 KiB with u64 counts.
    let limits = Limits { memory: Some(256 << 10), spill: None };
    let error = walk_within::<u64>(&t6, start, Reduction::Symmetry, &limits, &mut |_| {}).unwrap_err();
    assert!(matches!(error, PassError::MemoryLimit { .. }), "{error}");
    assert!(error.to_string().contains("--memory-limit"), "{error}");
}

#[test]
fn arbitrary_precision_cannot_be_spilled() {
    let (t6, start) = t6_corner();
    let limits = Limits { memory: Some(1 << 20), spill: Some(std::env::temp_dir()) };
    let error = walk_within::<num_bigint::BigUint>(&t6, start, Reduction::Symmetry, &limits, &mut |_| {}).unwrap_err();
    assert!(matches!(error, PassError::CannotSpill), "{error}");
}

#[test]
fn the_figures_do_not_depend_on_the_number_of_threads() {
    let (t6, start) = t6_corner();
    let run = |threads| -> Walk<(BigUint, Chance)> {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        pool.install(|| walk::<(u64, Chance)>(&t6, start, Reduction::Symmetry, &mut |_| {}))
    };
    let one = run(1);
    let three = run(3);
    // Float sums too: every shard merges in the same order whatever the threads.
    same(&one, &three);
}
