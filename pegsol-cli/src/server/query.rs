//! Query strings: `name=value` pairs joined by `&`, percent-decoded, each
//! name at most once and from a known list.

/// The parameters of one request.
#[derive(Debug)]
pub struct Query {
    pairs: Vec<(String, String)>,
}

impl Query {
    /// Reads `raw`, refusing unknown or repeated names and bad encodings.
    pub fn parse(raw: &str, allowed: &[&str]) -> Result<Query, String> {
        let mut pairs: Vec<(String, String)> = Vec::new();
        for part in raw.split('&').filter(|p| !p.is_empty()) {
            let (name, value) = part.split_once('=').unwrap_or((part, ""));
            let (name, value) = (decode(name)?, decode(value)?);
            if !allowed.contains(&name.as_str()) {
                return Err(format!("unknown parameter {name:?}: expected {}", allowed.join(", ")));
            }
            if pairs.iter().any(|(n, _)| *n == name) {
                return Err(format!("parameter {name} given twice"));
            }
            pairs.push((name, value));
        }
        Ok(Query { pairs })
    }

    /// The value of `name`, if given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// Percent-decoding, with `+` as a space.
fn decode(text: &str) -> Result<String, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
                let byte = hex.and_then(|h| u8::from_str_radix(h, 16).ok());
                out.push(byte.ok_or_else(|| format!("bad percent-encoding in {text:?}"))?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| format!("not UTF-8: {text:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_decoded_and_checked() {
        let q = Query::parse("board=T5&start=A&jumps=F-C-A%2CD-E-F", &["board", "start", "jumps"]).unwrap();
        assert_eq!(q.get("jumps"), Some("F-C-A,D-E-F"));
        assert!(Query::parse("board=T5&board=T6", &["board"]).unwrap_err().contains("twice"));
        assert!(Query::parse("size=5", &["board"]).unwrap_err().contains("unknown parameter"));
        assert!(Query::parse("board=%zz", &["board"]).unwrap_err().contains("percent"));
        assert!(Query::parse("board=%ff", &["board"]).unwrap_err().contains("UTF-8"));
    }

    /// The cases of each property: `PROPTEST_CASES`, or `default`.
    fn cases(default: u32) -> u32 {
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(default)
    }

    /// `text` percent-encoded, every byte but letters and digits.
    fn encode(text: &str) -> String {
        text.bytes()
            .map(|b| if b.is_ascii_alphanumeric() { char::from(b).to_string() } else { format!("%{b:02X}") })
            .collect()
    }

    const NAMES: [&str; 4] = ["board", "start", "jumps", "moves"];

    // Fuzzing (issue 61): query strings of random text, of the characters
    // that matter (`%`, `&`, `=`, `+`, hex digits, bytes past ASCII), and
    // valid queries with bytes changed: never a panic; and what is
    // encoded reads back. 4 × 1,000 cases by default (`PROPTEST_CASES`
    // sets more), well under a second in release.
    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: cases(1000),
            ..proptest::prelude::ProptestConfig::default()
        })]

        #[test]
        fn any_text_never_panics(text in "\\PC{0,80}") {
            let _ = Query::parse(&text, &NAMES);
        }

        #[test]
        fn near_misses_never_panic(text in "[%&=+0-9a-fA-FgG\u{e9}\u{0}board]{0,60}") {
            if let Ok(query) = Query::parse(&text, &NAMES) {
                for name in NAMES {
                    let _ = query.get(name);
                }
            }
        }

        #[test]
        fn valid_queries_with_bytes_changed_never_panic(
            edits in proptest::collection::vec((proptest::prelude::any::<usize>(), proptest::prelude::any::<u8>()), 1..6),
        ) {
            let mut bytes = b"board=T5&start=A&jumps=F-C-A%2CD-E-F&moves=%C3%A9+1".to_vec();
            for (at, byte) in edits {
                let at = at % bytes.len();
                bytes[at] = byte;
            }
            let _ = Query::parse(&String::from_utf8_lossy(&bytes), &NAMES);
        }

        #[test]
        fn encoded_values_read_back(values in proptest::collection::vec("\\PC{0,20}", 4)) {
            let raw: Vec<String> =
                NAMES.iter().zip(&values).map(|(name, value)| format!("{name}={}", encode(value))).collect();
            let query = Query::parse(&raw.join("&"), &NAMES).unwrap();
            for (name, value) in NAMES.iter().zip(&values) {
                proptest::prop_assert_eq!(query.get(name), Some(value.as_str()));
            }
        }
    }
}
