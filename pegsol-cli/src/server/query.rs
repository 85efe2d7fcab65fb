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
}
