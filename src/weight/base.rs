//! What every weight is: the [`Weight`] trait a pass carries along the
//! jumps, pairs of weights carried at once, and [`Overflow`], the value a
//! machine-width count returns instead of wrapping.
//!
//! ```
//! use pegsol::{Overflow, Weight};
//!
//! // Two shares of u64::MAX would not fit: an overflow, not a wrap.
//! let mut count = u64::MAX;
//! assert_eq!(count.add_share(&1, 1), Err(Overflow));
//! ```

/// A count would not fit its machine integer; run again with [`BigUint`](num_bigint::BigUint).
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
