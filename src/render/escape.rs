//! Text a user chose (a `.board` file's name, above all) written into a
//! format with markup of its own: one function per format, which every
//! renderer of that format calls, so that a name like `a&b<script>.board`
//! is shown as written and never read as markup. JSON needs none here
//! (serde_json escapes its strings), and plain text takes names as they are.
//!
//! ```
//! use pegsol::render::escape;
//!
//! assert_eq!(escape::xml("a&b<script>.board"), "a&amp;b&lt;script&gt;.board");
//! assert_eq!(escape::markdown("a|b*c_<d>.board"), r"a\|b\*c\_\<d\>.board");
//! assert_eq!(escape::csv("T5"), "T5");
//! assert_eq!(escape::csv("a,\"b\".board"), "\"a,\"\"b\"\".board\"");
//! ```

/// Text for XML, SVG and HTML, as content or as an attribute value in
/// double quotes (the only quotes pegsol writes them in): `&`, `<`, `>`
/// and `"` as entities.
#[must_use]
pub fn xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// Text for Markdown, inline (a heading, a table cell): every character
/// that could start markup (emphasis, code, links, HTML, entities, table
/// cells, headings) backslash-escaped, as CommonMark allows for any ASCII
/// punctuation; a line break becomes a space, so the text stays on its line.
#[must_use]
pub fn markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '&' | '#' | '!' | '~' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

/// One CSV field (RFC 4180): as it is, or in double quotes with its own
/// doubled when it holds a comma, a quote or a line break.
#[must_use]
pub fn csv(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}
