//! The manifest, `checkpoint.json`: its text sealed with a CRC-32C and
//! its fields read back and checked for form.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::is_layer_name;
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
