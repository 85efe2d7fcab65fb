//! Memory sizes as the command line and the server take them: a
//! `--memory-limit` parsed (`8GiB`, `500MiB`), the default limit (three
//! quarters of the machine's memory or of the process's limits), and the
//! positions a search may hold within a size. Both the commands (`cli`)
//! and `pegsol serve`'s sheets (`server`) use them.
//!
//! ```text
//! --memory-limit 8GiB   → 8589934592 bytes
//! --memory-limit 1KiB   → refused: below the smallest memory limit, 1MiB
//! ```

/// The smallest `--memory-limit` accepted: below it even T5's layers would
/// not fit, and `0`, `1B` or `1KiB` are slips for something else.
pub const MIN_MEMORY_LIMIT: u64 = 1 << 20;

/// A `--memory-limit`: a size of at least [`MIN_MEMORY_LIMIT`].
pub fn memory_limit(text: &str) -> Result<u64, String> {
    let bytes = parse_bytes(text)?;
    if bytes < MIN_MEMORY_LIMIT {
        return Err("below the smallest memory limit, 1MiB (a pass holds whole layers; sizes take a unit, \
                    e.g. 8GiB or 500MiB)"
            .into());
    }
    Ok(bytes)
}

/// A size such as `16GiB`, `500MiB`, `2G` or `1000000` (bytes).
fn parse_bytes(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit() && c != '.').unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let number: f64 = number.parse().map_err(|_| format!("{text:?} is not a size such as 8GiB or 500MiB"))?;
    let scale: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        "t" | "tb" | "tib" => 1 << 40,
        other => return Err(format!("unknown size unit {other:?}: use B, KiB, MiB, GiB or TiB")),
    };
    let bytes = number * scale as f64;
    // 2^64 bytes: a size past it would be cut to 16 EiB without a word.
    if bytes >= 18_446_744_073_709_551_616.0 {
        return Err(format!("{text:?} is more than 16 EiB, more than any machine's memory"));
    }
    Ok(bytes as u64)
}

/// Three quarters of the physical memory, where the system says how much,
/// or of the process's limit on its address space or data (`ulimit -v`,
/// `ulimit -d`) where that is lower: past it an allocation fails and the
/// process aborts.
pub fn default_memory_limit() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok();
    let physical = info.as_deref().and_then(|info| {
        let kib: u64 = info
            .lines()
            .find_map(|line| line.strip_prefix("MemTotal:"))?
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse()
            .ok()?;
        kib.checked_mul(1024)
    });
    physical.into_iter().chain(allocation_limits()).min().map(|bytes| bytes / 4 * 3)
}

/// The process's soft limits on its address space and its data segment,
/// where set.
fn allocation_limits() -> Vec<u64> {
    #[cfg(unix)]
    {
        [libc::RLIMIT_AS, libc::RLIMIT_DATA]
            .into_iter()
            .filter_map(|resource| {
                let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
                // SAFETY: getrlimit writes one rlimit into the struct it is given.
                let read = unsafe { libc::getrlimit(resource, &mut limit) } == 0;
                (read && limit.rlim_cur != libc::RLIM_INFINITY).then_some(limit.rlim_cur)
            })
            .collect()
    }
    #[cfg(not(unix))]
    Vec::new()
}

/// Memory a position held by the search takes, with room for the level
/// being built: 8 bytes stored (`moves::meet::level`), and half as much again
/// for the finds of a batch. A position of the level being built counts
/// one and a half times (its parts and their merged copy, 16 bytes at the
/// peak: `moves::meet`'s `Side::grow`), so the budget must charge the
/// level being built at that rate: counted once, a search outgrows its
/// limit.
const BYTES_PER_POSITION: u64 = 12;

/// The positions a search may hold within `bytes` of memory.
pub fn positions_within(bytes: u64) -> usize {
    usize::try_from(bytes / BYTES_PER_POSITION).unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn sizes_and_their_floor() {
        assert_eq!(parse_bytes("16GiB"), Ok(16 << 30));
        assert_eq!(parse_bytes("1.5k"), Ok(1536));
        assert_eq!(memory_limit("1MiB"), Ok(1 << 20));
        for small in ["0", "1B", "1KiB", "0.5MiB"] {
            assert!(memory_limit(small).unwrap_err().contains("below the smallest memory limit, 1MiB"), "{small}");
        }
        // Past 2^64 bytes: refused, not cut to 16 EiB.
        assert!(parse_bytes("16777216TiB").unwrap_err().contains("more than 16 EiB"));
        assert!(memory_limit("99999999999999999999999TiB").is_err());
        assert!(parse_bytes("16777215TiB").is_ok());
    }

    proptest! {
        #[test]
        fn the_size_parser_never_panics(text in "[0-9.]{0,24}[ A-Za-z]{0,4}|\\PC{0,20}") {
            let _ = memory_limit(&text);
        }

        #[test]
        fn whole_mebibytes_are_read_exactly(mib in 1u64..=1 << 20) {
            prop_assert_eq!(memory_limit(&format!("{mib}MiB")), Ok(mib << 20));
        }
    }
}
