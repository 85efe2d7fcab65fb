//! Numbers as people read them: a count with commas between thousands, a
//! share in percent.
//!
//! ```
//! use num_bigint::BigUint;
//! use pegsol::render;
//!
//! // T5 from A: 29,760 solutions (published figure S1); T4 from hole 2:
//! // 14 of its 93 games are solutions (seed 002).
//! assert_eq!(render::thousands(&BigUint::from(29_760u32)), "29,760");
//! assert_eq!(render::percent(14.0 / 93.0), "15.05%");
//! ```

use num_bigint::BigUint;

/// A count with commas between thousands: `1,550`.
#[must_use]
pub fn thousands(count: &BigUint) -> String {
    let digits = count.to_string();
    let mut out = String::with_capacity(digits.len() * 4 / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A share in percent with two decimals: `5.23%`.
#[must_use]
pub fn percent(share: f64) -> String {
    format!("{:.2}%", share * 100.0)
}
