//! The layered pass under memory limits, with spilling, and on any number of
//! threads: the figures never change. Expected values come from the same
//! pass run without limits (a second run, not a copied number), and T6
//! positions/moves from seed 000's S10 row.

use num_bigint::BigUint;

use pegsol::{Board, Chance, ChanceSum, ExactChance, Limits, Pass, PassError, Position, Walk};

fn t6_corner() -> (Board, Position) {
    let t6 = Board::triangle(6).unwrap();
    let start = t6.with_empty(&[t6.parse_hole("1").unwrap()]);
    (t6, start)
}

fn same<W: PartialEq + std::fmt::Debug>(a: &Walk<W>, b: &Walk<W>) {
    assert_eq!((a.positions, a.moves), (b.positions, b.moves));
    assert_eq!(a.terminal, b.terminal);
    assert_eq!(a.by_hole, b.by_hole);
}

/// Runs the T6 corner pass within `memory` bytes, writing layers to a
/// fresh directory; the figures, and for each layer whether it stayed on
/// disk. The directory must be empty afterwards.
fn on_disk_within(memory: u64) -> (Walk<(BigUint, ChanceSum)>, Vec<bool>) {
    let (t6, start) = t6_corner();
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits { memory: Some(memory), spill: Some(dir.path().to_path_buf()), checkpoint: None };
    let mut on_disk = Vec::new();
    let walk = Pass::on(&t6)
        .limits(&limits)
        .progress(&mut |done| on_disk.push(done.on_disk))
        .walk::<(u64, Chance)>(start)
        .unwrap();
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "layer files are removed once used");
    (walk, on_disk)
}

#[test]
fn layers_on_disk_give_the_same_figures() {
    let (t6, start) = t6_corner();
    let free: Walk<(BigUint, ChanceSum)> = Pass::on(&t6).walk::<(u64, Chance)>(start).unwrap();
    // S10: 291,987 positions and 1,858,848 moves from the corner of T6.
    assert_eq!((free.positions, free.moves), (291_987, 1_858_848));
    // T6's largest layers take about 800 KiB with counts and chances: under
    // 2 MiB some are built on disk from a parent held in memory and read
    // back; under 1 MiB some stay on disk and the next is built from them
    // through the window, on disk too.
    let (beside, on_disk) = on_disk_within(2 << 20);
    assert!(!on_disk.contains(&true), "read back into memory: {on_disk:?}");
    let (both, on_disk) = on_disk_within(1 << 20);
    assert!(on_disk.windows(2).any(|w| w == [true, true]), "two layers in a row on disk: {on_disk:?}");
    // Where the layers live changes no sum's order: every figure is the
    // same, floats to the last bit.
    same(&free, &beside);
    same(&free, &both);
}

#[test]
fn a_pass_that_does_not_fit_stops_with_a_clear_error() {
    let (t6, start) = t6_corner();
    // T6's two largest layers take about 640 KiB with u64 counts.
    let limits = Limits { memory: Some(256 << 10), spill: None, checkpoint: None };
    let error = Pass::on(&t6).limits(&limits).walk::<u64>(start).unwrap_err();
    assert!(matches!(error, PassError::MemoryLimit { .. }), "{error}");
    assert!(error.to_string().contains("--memory-limit"), "{error}");
}

#[test]
fn exact_fractions_cannot_be_written_to_disk() {
    let (t6, start) = t6_corner();
    let limits = Limits { memory: Some(1 << 20), spill: Some(std::env::temp_dir()), checkpoint: None };
    let error = Pass::on(&t6).limits(&limits).walk::<ExactChance>(start).unwrap_err();
    assert!(matches!(error, PassError::CannotStore), "{error}");
}

#[test]
fn arbitrary_precision_counts_go_to_disk_too() {
    let (t6, start) = t6_corner();
    let free: Walk<BigUint> = Pass::on(&t6).walk::<BigUint>(start).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits { memory: Some(512 << 10), spill: Some(dir.path().to_path_buf()), checkpoint: None };
    let tight = Pass::on(&t6).limits(&limits).walk::<BigUint>(start).unwrap();
    same(&free, &tight);
}

#[test]
fn the_figures_do_not_depend_on_the_number_of_threads() {
    let (t6, start) = t6_corner();
    let run = |threads| -> Walk<(BigUint, ChanceSum)> {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        pool.install(|| Pass::on(&t6).walk::<(u64, Chance)>(start).unwrap())
    };
    let one = run(1);
    let three = run(3);
    // Float sums too: every shard merges in the same order whatever the threads.
    same(&one, &three);
}
