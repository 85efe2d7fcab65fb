//! What a pass carries along the position graph: exact path counts or
//! random-play chances.
//!
//! Every pass is the same loop: a position passes its weight to each
//! position one jump away. A [`Weight`] says how: path counts pass their
//! whole value along every jump, chances split their value evenly among
//! the legal jumps. Tuples of weights run several passes in one.
//!
//! Sums over many positions (a layer's dead ends) go through
//! [`Weight::Sum`], which is exact for every weight: path counts in their
//! machine width, carried into a `BigUint` when it would overflow; chances
//! in a [`ChanceSum`], so that a pass gives the same figures however its
//! layers are split among threads or the processes of a cluster.
//!
//! Path counts come in four widths. `u64`, [`U96`] and `u128` report [`Overflow`]
//! instead of wrapping, and a pass whose sum would overflow goes on in the
//! next wider type ([`Weight::Wider`]); [`BigUint`] is exact for any count.
//! Totals over many positions are kept in [`Weight::Total`], which cannot
//! overflow.
//!
//! ```
//! use pegsol::{Chance, Weight};
//! use num_bigint::BigUint;
//!
//! let mut paths = u128::MAX - 1;
//! assert!(paths.add_share(&1, 3).is_ok());
//! assert!(paths.add_share(&1, 3).is_err()); // would wrap: refused
//!
//! let mut big = BigUint::from(u128::MAX);
//! big.add_share(&BigUint::from(1u8), 3).unwrap();
//! assert_eq!(big, BigUint::from(u128::MAX) + 1u8);
//!
//! let mut chance = Chance::default();
//! chance.add_share(&Chance::unit(), 4).unwrap();
//! assert_eq!(chance.0, 0.25);
//! ```

mod base;
mod chance;
mod chance_sum;
mod count;
mod varint;

use num_bigint::BigUint;
use num_rational::BigRational;

pub use base::{Overflow, Weight};
pub use chance::{Chance, ExactChance};
pub use chance_sum::ChanceSum;
pub use count::{Carry, U96};
pub(crate) use varint::{decode_varint, encode_varint};

/// `a / b` as the nearest float, for counts of any size (e.g. the share of
/// games that are solutions).
#[must_use]
pub fn ratio(a: &BigUint, b: &BigUint) -> f64 {
    use num_traits::ToPrimitive;
    BigRational::new(a.clone().into(), b.clone().into()).to_f64().unwrap_or(f64::NAN)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every width reads what a narrower one wrote, and refuses a value too
    /// large for it instead of truncating it.
    #[test]
    fn stored_counts_are_read_back_in_any_wider_width() {
        let values = [
            0u128,
            1,
            127,
            128,
            300,
            (1 << 63) - 1,
            1 << 63,
            u128::from(u64::MAX),
            u128::from(u64::MAX) + 1,
            U96::MAX,
            u128::MAX,
        ];
        for value in values {
            let mut bytes = Vec::new();
            value.encode(&mut bytes);
            let big = BigUint::from(value);
            let mut big_bytes = Vec::new();
            big.encode(&mut big_bytes);
            assert_eq!(bytes, big_bytes, "{value}");
            assert_eq!(u128::decode(&mut &bytes[..]), Some(value));
            assert_eq!(BigUint::decode(&mut &bytes[..]), Some(big));
            assert_eq!(U96::decode(&mut &bytes[..]).map(U96::get), (value <= U96::MAX).then_some(value));
            assert_eq!(u64::decode(&mut &bytes[..]), u64::try_from(value).ok());
            assert_eq!(u64::decode(&mut &bytes[..bytes.len() - 1]), None, "cut short");
        }
        let huge = BigUint::from(3u8).pow(200);
        let mut bytes = Vec::new();
        huge.encode(&mut bytes);
        let mut input = &bytes[..];
        assert_eq!(BigUint::decode(&mut input), Some(huge));
        assert!(input.is_empty());
        assert_eq!(u128::decode(&mut &bytes[..]), None);
        let pair = (7u64, Chance(0.25));
        let mut bytes = Vec::new();
        pair.encode(&mut bytes);
        assert_eq!(<(u128, Chance)>::decode(&mut &bytes[..]), Some((7, Chance(0.25))));
    }
}
