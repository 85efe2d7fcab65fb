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

mod chance;
mod chance_sum;
mod count;
mod varint;

use num_bigint::BigUint;
use num_rational::BigRational;

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

/// A count would not fit its machine integer; run again with [`BigUint`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a count overflowed its machine integer")]
pub struct Overflow;

/// A value carried forward along the jumps of the position graph.
pub trait Weight: Clone + Default + Send + Sync {
    /// What totals over many positions are kept in: a type that cannot
    /// overflow.
    type Total: Weight;

    /// The next wider type, which a pass switches to when a sum would
    /// overflow; the same type for those that cannot overflow.
    type Wider: Weight<Total = Self::Total>;

    /// A running sum of many weights: it never fails, and its value does
    /// not depend on the order of the terms.
    type Sum: Default + Send;

    /// The weight of the start position.
    fn unit() -> Self;

    /// The weight a pass gives a position it starts from that has `pegs`
    /// pegs: the unit, except for weights kept by peg count.
    fn ending_with(pegs: u32) -> Self {
        let _ = pegs;
        Self::unit()
    }

    /// This weight as a total (which cannot overflow).
    #[must_use]
    fn total(&self) -> Self::Total;

    /// This weight in the next wider type.
    #[must_use]
    fn widen(&self) -> Self::Wider;

    /// Adds the share that `parent`, which has `degree` legal jumps, passes
    /// along one of them.
    fn add_share(&mut self, parent: &Self, degree: u32) -> Result<(), Overflow>;

    /// Adds `other` whole.
    fn add(&mut self, other: &Self) -> Result<(), Overflow> {
        self.add_share(other, 1)
    }

    /// Adds this weight to `sum`.
    fn add_to(&self, sum: &mut Self::Sum);

    /// What `sum` adds up to.
    fn sum_total(sum: Self::Sum) -> Self::Total;

    /// This weight divided by `divisor`. Used to split the total of a
    /// symmetry orbit among its `divisor` members, whose values are equal,
    /// so the division is exact for counts.
    #[must_use]
    fn divided_by(&self, divisor: u32) -> Self;

    /// This weight as a path count in a `u128`, if it is a path count that
    /// fits one (a pass keeps its late layers in `u64`s, or `u128`s where
    /// a count needs them, [`Pass::walk_keeping`](crate::Pass::walk_keeping));
    /// `None` for chances and for larger counts.
    fn to_count(&self) -> Option<u128> {
        None
    }

    /// Whether [`Weight::encode`] can store this weight, so that a pass may
    /// keep its layers on disk.
    const STORABLE: bool = false;

    /// Appends this weight's encoding: path counts of every width as the
    /// same variable-length integer (LEB128), so a layer written in one
    /// width is read back in any wider one; chances as their 8 bytes.
    fn encode(&self, out: &mut Vec<u8>) {
        let _ = out;
        unreachable!("encode is only called on weights that are STORABLE")
    }

    /// Reads back what [`Weight::encode`] wrote (of this type or a narrower
    /// one), advancing `input`; `None` if the bytes are cut short or hold a
    /// value this type cannot.
    fn decode(input: &mut &[u8]) -> Option<Self> {
        let _ = input;
        unreachable!("decode is only called on weights that are STORABLE")
    }
}

impl<A: Weight, B: Weight> Weight for (A, B) {
    type Total = (A::Total, B::Total);
    type Wider = (A::Wider, B::Wider);
    type Sum = (A::Sum, B::Sum);

    fn unit() -> Self {
        (A::unit(), B::unit())
    }

    fn ending_with(pegs: u32) -> Self {
        (A::ending_with(pegs), B::ending_with(pegs))
    }

    fn total(&self) -> Self::Total {
        (self.0.total(), self.1.total())
    }

    fn widen(&self) -> Self::Wider {
        (self.0.widen(), self.1.widen())
    }

    #[inline]
    fn add_share(&mut self, parent: &Self, degree: u32) -> Result<(), Overflow> {
        self.0.add_share(&parent.0, degree)?;
        self.1.add_share(&parent.1, degree)
    }

    fn add_to(&self, sum: &mut Self::Sum) {
        self.0.add_to(&mut sum.0);
        self.1.add_to(&mut sum.1);
    }

    fn sum_total(sum: Self::Sum) -> Self::Total {
        (A::sum_total(sum.0), B::sum_total(sum.1))
    }

    fn divided_by(&self, divisor: u32) -> Self {
        (self.0.divided_by(divisor), self.1.divided_by(divisor))
    }

    const STORABLE: bool = A::STORABLE && B::STORABLE;

    fn encode(&self, out: &mut Vec<u8>) {
        self.0.encode(out);
        self.1.encode(out);
    }

    fn decode(input: &mut &[u8]) -> Option<Self> {
        Some((A::decode(input)?, B::decode(input)?))
    }
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
