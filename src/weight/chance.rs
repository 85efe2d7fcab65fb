//! Random-play chances: [`Chance`], a float, and [`ExactChance`], an exact
//! fraction, split evenly among the legal jumps.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use super::{ChanceSum, Overflow, Weight};

/// The probability of reaching a position when every legal jump is equally
/// likely, as a float.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Chance(pub f64);

impl Weight for Chance {
    type Total = ChanceSum;
    type Wider = Chance;
    type Sum = ChanceSum;

    fn unit() -> Self {
        Chance(1.0)
    }

    fn total(&self) -> ChanceSum {
        std::iter::once(self.0).collect()
    }

    fn widen(&self) -> Chance {
        *self
    }

    #[inline]
    fn add_share(&mut self, parent: &Self, degree: u32) -> Result<(), Overflow> {
        self.0 += parent.0 / f64::from(degree);
        Ok(())
    }

    fn add_to(&self, sum: &mut ChanceSum) {
        let added = sum.add_f64(self.0);
        debug_assert!(added, "a chance is finite and not negative, and chances sum to at most 1");
    }

    fn sum_total(sum: ChanceSum) -> ChanceSum {
        sum
    }

    fn divided_by(&self, divisor: u32) -> Self {
        Chance(self.0 / f64::from(divisor))
    }

    const STORABLE: bool = true;

    fn encode(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.0.to_le_bytes());
    }

    fn decode(input: &mut &[u8]) -> Option<Self> {
        let (bytes, rest) = input.split_first_chunk::<8>()?;
        *input = rest;
        Some(Chance(f64::from_le_bytes(*bytes)))
    }
}

/// The same probability as an exact fraction.
#[derive(Clone, Debug, PartialEq)]
pub struct ExactChance(pub BigRational);

impl Default for ExactChance {
    fn default() -> Self {
        ExactChance(BigRational::zero())
    }
}

impl Weight for ExactChance {
    type Total = ExactChance;
    type Wider = ExactChance;
    type Sum = ExactChance;

    fn unit() -> Self {
        ExactChance(BigRational::one())
    }

    fn total(&self) -> ExactChance {
        self.clone()
    }

    fn widen(&self) -> ExactChance {
        self.clone()
    }

    fn add_share(&mut self, parent: &Self, degree: u32) -> Result<(), Overflow> {
        self.0 += &parent.0 / BigInt::from(degree);
        Ok(())
    }

    fn add_to(&self, sum: &mut ExactChance) {
        sum.0 += &self.0;
    }

    fn sum_total(sum: ExactChance) -> ExactChance {
        sum
    }

    fn divided_by(&self, divisor: u32) -> Self {
        ExactChance(&self.0 / BigInt::from(divisor))
    }
}
