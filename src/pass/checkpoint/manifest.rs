//! The manifest, `checkpoint.json`: its text sealed with a CRC-32C and
//! its fields read back and checked for form.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::pass::tally::{LayerSize, Walk};
use crate::pass::Carried;
use crate::weight::Weight;

/// More widenings than there are wider weights: a manifest saying so is
/// damaged.
const MAX_WIDENINGS: u32 = 8;

/// A manifest's text: its fields and their checksum, the CRC-32C of the
/// fields written compactly in order.
pub(super) fn seal(mut manifest: Map<String, Value>) -> String {
    let crc = crc32c::crc32c(Value::Object(manifest.clone()).to_string().as_bytes());
    manifest.insert("checksum".into(), Value::from(format!("{crc:08x}")));
    serde_json::to_string_pretty(&Value::Object(manifest)).expect("strings and numbers") + "\n"
}

/// A manifest's fields, if its text is a JSON object whose checksum
/// matches them, written as pegsol writes it.
pub(super) fn unseal(text: &str) -> Result<Map<String, Value>, String> {
    let value: Value = serde_json::from_str(text).map_err(|e| format!("not JSON ({e})"))?;
    let Value::Object(mut manifest) = value else { return Err("not a JSON object".into()) };
    let stored = manifest.shift_remove("checksum").ok_or("it has no \"checksum\"")?;
    let crc = crc32c::crc32c(Value::Object(manifest.clone()).to_string().as_bytes());
    if stored.as_str() != Some(format!("{crc:08x}").as_str()) {
        return Err("its contents do not match its checksum".into());
    }
    // Byte for byte as written: a cut that leaves valid JSON, or any other
    // edit of the text, is damage too.
    if seal(manifest.clone()) != text {
        return Err("its text is not as pegsol wrote it".into());
    }
    Ok(manifest)
}

/// What a manifest records.
pub(super) struct Fields<T> {
    pub carried: Carried<T>,
    pub pegs: u32,
    pub layer: String,
    pub layer_positions: u64,
    pub layer_seal: u32,
}

pub(super) fn read_manifest<T: Weight>(manifest: &Map<String, Value>, holes: usize) -> Result<Fields<T>, String> {
    let bad = |key: &str| format!("\"{key}\" is missing or malformed");
    let field = |key: &str| manifest.get(key).ok_or_else(|| bad(key));
    let unhex = |text: &str| -> Option<T> {
        let bytes: Vec<u8> = (0..text.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
            .collect::<Option<_>>()?;
        let mut input = &bytes[..];
        let value = T::decode(&mut input)?;
        input.is_empty().then_some(value)
    };
    let number = |key: &str| field(key)?.as_str().and_then(|t| t.parse::<u64>().ok()).ok_or_else(|| bad(key));
    let small = |key: &str| field(key)?.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or_else(|| bad(key));
    let terminal: BTreeMap<u32, T> = field("terminal")?
        .as_object()
        .and_then(|o| o.iter().map(|(k, v)| Some((k.parse().ok()?, unhex(v.as_str()?)?))).collect::<Option<_>>())
        .ok_or_else(|| bad("terminal"))?;
    let count = |v: &Value| v.as_str()?.parse::<u64>().ok();
    let by_pegs: BTreeMap<u32, LayerSize> = field("by_pegs")?
        .as_object()
        .and_then(|o| {
            o.iter()
                .map(|(k, v)| {
                    let [positions, up_to_symmetry] = v.as_array()?.as_slice() else { return None };
                    let size = LayerSize { positions: count(positions)?, up_to_symmetry: count(up_to_symmetry)? };
                    Some((k.parse().ok()?, size))
                })
                .collect::<Option<_>>()
        })
        .ok_or_else(|| bad("by_pegs"))?;
    let by_hole: Vec<T> = field("by_hole")?
        .as_array()
        .and_then(|a| a.iter().map(|v| unhex(v.as_str()?)).collect::<Option<_>>())
        .filter(|v: &Vec<T>| v.len() == holes)
        .ok_or_else(|| bad("by_hole"))?;
    let layer = field("layer")?.as_str().filter(|n| is_layer_name(n)).ok_or_else(|| bad("layer"))?.to_string();
    let growth = field("growth_bits")?
        .as_str()
        .and_then(|t| u64::from_str_radix(t, 16).ok())
        .map(f64::from_bits)
        .filter(|g| g.is_finite() && *g >= 0.0)
        .ok_or_else(|| bad("growth_bits"))?;
    let widenings = small("widenings").ok().filter(|&w| w <= MAX_WIDENINGS).ok_or_else(|| bad("widenings"))?;
    let layer_seal = field("layer_seal")?
        .as_str()
        .filter(|t| t.len() == 8)
        .and_then(|t| u32::from_str_radix(t, 16).ok())
        .ok_or_else(|| bad("layer_seal"))?;
    let carried = Carried {
        tally: Walk { positions: number("positions")?, by_pegs, moves: number("moves")?, terminal, by_hole },
        done: small("layers_done")? as usize,
        growth,
        widenings,
    };
    Ok(Fields { carried, pegs: small("pegs")?, layer, layer_positions: number("layer_positions")?, layer_seal })
}

/// Whether `name` is a layer file's name: `layer-....bin`, in the
/// directory itself.
pub(super) fn is_layer_name(name: &str) -> bool {
    name.starts_with("layer-") && name.ends_with(".bin") && !name.contains(['/', '\\', '\0'])
}

/// Fuzzing (issue 61): the manifest reader takes random bytes, a sealed
/// manifest with bytes changed, and a manifest's fields edited (each
/// field replaced by a value of another kind, an odd number or string,
/// or removed), with and without its checksum redone, in the widths a
/// checkpoint stores (u64, U96, u128, BigUint): it never panics. 3 × 1,000
/// cases by default (`PROPTEST_CASES` sets more), under a second in release.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::weight::U96;
    use num_bigint::BigUint;
    use proptest::prelude::*;
    use serde_json::json;

    /// The cases of each property: `PROPTEST_CASES`, or `default`.
    fn cases(default: u32) -> u32 {
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(default)
    }

    /// The fields of a manifest of T5 (15 holes) after its 5th layer, as
    /// `RunCheckpoint::save` writes them.
    fn fields() -> Map<String, Value> {
        let value = json!({
            "run": "pegsol 0.1.0 checkpoint 4 | count --board T5 --start 1 | Down on T5 | seeds 14:7ffe | reduction none | u64",
            "layer": "layer-10-AbCdEf.bin",
            "layer_positions": "12",
            "layer_seal": "0badc0de",
            "pegs": 10,
            "widenings": 0,
            "layers_done": 5,
            "growth_bits": format!("{:x}", 1.5f64.to_bits()),
            "positions": "40",
            "by_pegs": {"14": ["1", "1"], "13": ["2", "1"], "12": ["8", "4"], "11": ["17", "9"], "10": ["12", "6"]},
            "moves": "100",
            "terminal": {"11": "02", "10": "8001"},
            "by_hole": vec!["00"; 15],
        });
        let Value::Object(fields) = value else { unreachable!("an object") };
        fields
    }

    fn read_in_every_width(fields: &Map<String, Value>) {
        let _ = read_manifest::<u64>(fields, 15);
        let _ = read_manifest::<U96>(fields, 15);
        let _ = read_manifest::<u128>(fields, 15);
        let _ = read_manifest::<BigUint>(fields, 15);
    }

    /// Values of every kind, near what a manifest holds and past it.
    fn odd_value() -> impl Strategy<Value = Option<Value>> {
        prop_oneof![
            Just(None),
            Just(Some(Value::Null)),
            Just(Some(json!(true))),
            Just(Some(json!(-1))),
            Just(Some(json!(u64::MAX))),
            Just(Some(json!(1e300))),
            Just(Some(json!(0.5))),
            Just(Some(json!([]))),
            Just(Some(json!({}))),
            Just(Some(json!({"1": "ff", "x": "00"}))),
            Just(Some(json!([["1"], ["1", "2", "3"], "9"]))),
            Just(Some(json!({"4294967296": ["18446744073709551616", "1"]}))),
            "[0-9a-fA-Fx./\\-]{0,40}".prop_map(|s| Some(json!(s))),
            "\\PC{0,20}".prop_map(|s| Some(json!(s))),
            proptest::collection::vec("[0-9a-f]{0,34}", 0..20).prop_map(|v| Some(json!(v))),
        ]
    }

    #[test]
    fn the_fields_read_back() {
        let fields = fields();
        assert!(read_manifest::<u64>(&fields, 15).is_ok());
        assert_eq!(unseal(&seal(fields.clone())), Ok(fields));
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: cases(1000), ..ProptestConfig::default() })]

        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
            if let Ok(fields) = unseal(&String::from_utf8_lossy(&bytes)) {
                read_in_every_width(&fields);
            }
        }

        #[test]
        fn a_sealed_manifest_with_bytes_changed_never_panics(
            edits in proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..3), 1..6),
        ) {
            let mut bytes = seal(fields()).into_bytes();
            for (at, byte, how) in edits {
                let at = at % (bytes.len() + 1);
                match how {
                    0 if at < bytes.len() => bytes[at] = byte,
                    1 => bytes.insert(at, byte),
                    _ => bytes.truncate(at),
                }
            }
            if let Ok(fields) = unseal(&String::from_utf8_lossy(&bytes)) {
                read_in_every_width(&fields);
            }
        }

        #[test]
        fn fields_edited_never_panic(
            edits in proptest::collection::vec((any::<usize>(), odd_value()), 1..4),
            reseal in any::<bool>(),
        ) {
            let mut fields = fields();
            for (at, value) in edits {
                let key = fields.keys().nth(at % fields.len()).cloned().unwrap_or_default();
                match value {
                    Some(value) => fields.insert(key, value),
                    None => fields.shift_remove(&key),
                };
            }
            read_in_every_width(&fields);
            if reseal {
                let text = seal(fields);
                if let Ok(fields) = unseal(&text) {
                    read_in_every_width(&fields);
                }
            }
        }
    }
}
