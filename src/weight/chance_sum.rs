//! Exact sums of random-play chances, the same in any order.
//!
//! A float sum depends on the order of its terms, so a random-play chance
//! summed over a layer would depend on how the layer is split among threads
//! or the processes of a cluster. [`ChanceSum`] adds non-negative floats
//! exactly instead: every finite `f64` is a whole multiple of 2^-1074 (the
//! smallest step between floats), so the sum is kept as one wide integer in
//! those steps, and rounded to the nearest float only when read
//! ([`ChanceSum::to_f64`], ties to even). The value is the correctly rounded
//! exact sum, whatever the order and grouping of the terms.
//!
//! ```
//! use pegsol::ChanceSum;
//!
//! // 1 and two halves of the float step above it (2^-53 each).
//! let terms = [1.0, f64::EPSILON / 2.0, f64::EPSILON / 2.0];
//! // As floats, the order matters: each half alone rounds away.
//! assert_eq!(terms.iter().fold(0.0, |sum, t| sum + t), 1.0);
//! assert_eq!(terms.iter().rev().fold(0.0, |sum, t| sum + t), 1.0 + f64::EPSILON);
//! // The exact sum does not depend on it.
//! let forward: ChanceSum = terms.iter().copied().collect();
//! let backward: ChanceSum = terms.iter().rev().copied().collect();
//! assert_eq!(forward, backward);
//! assert_eq!(forward.to_f64(), 1.0 + f64::EPSILON);
//! ```

use num_bigint::BigUint;

use super::{Overflow, Weight};

/// 64-bit words in a sum: bits from 2^-1074 up to 2^1038, room for
/// thousands of terms near the largest float.
const WORDS: usize = 33;

/// The exponent of the lowest bit: the smallest positive float is 2^-1074.
const LOWEST: i32 = -1074;

/// An exact sum of finite, non-negative floats (chances), held as an
/// integer number of 2^-1074 steps.
#[derive(Clone, PartialEq, Eq)]
pub struct ChanceSum {
    /// The integer, least significant word first.
    words: [u64; WORDS],
}

impl Default for ChanceSum {
    fn default() -> Self {
        ChanceSum { words: [0; WORDS] }
    }
}

impl std::fmt::Debug for ChanceSum {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ChanceSum({:e})", self.to_f64())
    }
}

impl ChanceSum {
    /// Adds `x` exactly. Chances are finite and never negative; `false`
    /// (and the sum unchanged) for anything else, or for a sum past 2^1038.
    #[must_use]
    pub fn add_f64(&mut self, x: f64) -> bool {
        if !(x.is_finite() && x >= 0.0) {
            return false;
        }
        let bits = x.to_bits() & !(1 << 63); // -0.0 is 0
        let (exponent, fraction) = ((bits >> 52) as i32, bits & ((1 << 52) - 1));
        // x = mantissa × 2^(shift + LOWEST).
        let (mantissa, shift) = if exponent == 0 { (fraction, 0) } else { (fraction | 1 << 52, exponent - 1) };
        if mantissa == 0 {
            return true;
        }
        let (word, offset) = (shift as usize / 64, shift as u32 % 64);
        self.add_at(word, u128::from(mantissa) << offset)
    }

    /// Adds `value` × 2^(64 × `word`) steps, or refuses (the sum unchanged)
    /// if the sum would pass the top word.
    fn add_at(&mut self, word: usize, value: u128) -> bool {
        let fits = self.wrapping_add_at(word, value, false);
        if !fits {
            // The sum wrapped around 2^(64 × WORDS): take it back.
            self.wrapping_add_at(word, value, true);
        }
        fits
    }

    /// Adds (or with `subtract`, subtracts) `value` × 2^(64 × `word`)
    /// modulo 2^(64 × WORDS); whether nothing was carried (or borrowed) past
    /// the top.
    fn wrapping_add_at(&mut self, word: usize, mut value: u128, subtract: bool) -> bool {
        let mut carry = 0;
        for slot in &mut self.words[word..] {
            if value == 0 && carry == 0 {
                return true;
            }
            let (sum, over, over_carry) = if subtract {
                let (difference, under) = slot.overflowing_sub(value as u64);
                let (difference, under_borrow) = difference.overflowing_sub(carry);
                (difference, under, under_borrow)
            } else {
                let (sum, over) = slot.overflowing_add(value as u64);
                let (sum, over_carry) = sum.overflowing_add(carry);
                (sum, over, over_carry)
            };
            (*slot, carry) = (sum, u64::from(over || over_carry));
            value >>= 64;
        }
        value == 0 && carry == 0
    }

    /// Adds another sum exactly; `false` (and the sum unchanged) past 2^1038.
    #[must_use]
    pub fn add_sum(&mut self, other: &ChanceSum) -> bool {
        let before = self.clone();
        let fits = other.words.iter().enumerate().all(|(i, &w)| self.add_at(i, u128::from(w)));
        if !fits {
            *self = before;
        }
        fits
    }

    /// The sum as the nearest float (ties to even).
    #[must_use]
    pub fn to_f64(&self) -> f64 {
        let Some(top) = self.words.iter().rposition(|&w| w != 0) else { return 0.0 };
        let length = 64 * top as u32 + (64 - self.words[top].leading_zeros());
        if length <= 53 {
            // Below 2^53 steps the integer is a float's mantissa as it is
            // (a subnormal one included): exact.
            return self.words[0] as f64 * power_of_two(LOWEST);
        }
        let cut = length - 53;
        let mut mantissa = self.bits(cut, 53);
        let half = self.bit(cut - 1);
        let below_half = (0..cut - 1).any(|i| self.bit(i));
        if half && (below_half || mantissa & 1 == 1) {
            mantissa += 1; // 2^53 at most, still exact as a float
        }
        let exponent = LOWEST + cut as i32;
        if exponent > 1023 - 52 {
            return f64::INFINITY;
        }
        mantissa as f64 * power_of_two(exponent)
    }

    /// Bit `i` of the integer.
    fn bit(&self, i: u32) -> bool {
        self.words[(i / 64) as usize] >> (i % 64) & 1 == 1
    }

    /// `count` (≤ 64) bits of the integer from bit `from` up.
    fn bits(&self, from: u32, count: u32) -> u64 {
        let (word, offset) = ((from / 64) as usize, from % 64);
        let low = u128::from(self.words[word]) | u128::from(*self.words.get(word + 1).unwrap_or(&0)) << 64;
        (low >> offset) as u64 & (u64::MAX >> (64 - count))
    }

    /// The integer of 2^-1074 steps, for storing the sum.
    #[must_use]
    pub fn steps(&self) -> BigUint {
        BigUint::from_slice(&self.words.iter().flat_map(|&w| [w as u32, (w >> 32) as u32]).collect::<Vec<_>>())
    }

    /// The sum of `steps` 2^-1074 steps, if it fits.
    #[must_use]
    pub fn from_steps(steps: &BigUint) -> Option<ChanceSum> {
        let digits = steps.to_u64_digits();
        if digits.len() > WORDS {
            return None;
        }
        let mut sum = ChanceSum::default();
        sum.words[..digits.len()].copy_from_slice(&digits);
        Some(sum)
    }
}

/// The total of chances over many positions (a pass's figures), as a
/// weight of its own: it adds whole sums exactly and refuses one past
/// 2^1038 as an overflow. The passes never divide a total; when asked to,
/// the quotient is rounded down to a whole number of 2^-1074 steps.
impl Weight for ChanceSum {
    type Total = ChanceSum;
    type Wider = ChanceSum;
    type Sum = ChanceSum;

    fn unit() -> Self {
        std::iter::once(1.0).collect()
    }

    fn total(&self) -> ChanceSum {
        self.clone()
    }

    fn widen(&self) -> ChanceSum {
        self.clone()
    }

    fn add_share(&mut self, parent: &Self, degree: u32) -> Result<(), Overflow> {
        let share = if degree == 1 { parent.clone() } else { parent.divided_by(degree) };
        if self.add_sum(&share) {
            Ok(())
        } else {
            Err(Overflow)
        }
    }

    fn add_to(&self, sum: &mut ChanceSum) {
        let added = sum.add_sum(self);
        debug_assert!(added, "sums of chances stay far below 2^1038");
    }

    fn sum_total(sum: ChanceSum) -> ChanceSum {
        sum
    }

    fn divided_by(&self, divisor: u32) -> Self {
        let mut quotient = ChanceSum::default();
        let mut remainder = 0u128;
        for (slot, &word) in quotient.words.iter_mut().zip(&self.words).rev() {
            let dividend = remainder << 64 | u128::from(word);
            *slot = (dividend / u128::from(divisor)) as u64;
            remainder = dividend % u128::from(divisor);
        }
        quotient
    }

    const STORABLE: bool = true;

    fn encode(&self, out: &mut Vec<u8>) {
        self.steps().encode(out);
    }

    fn decode(input: &mut &[u8]) -> Option<Self> {
        ChanceSum::from_steps(&BigUint::decode(input)?)
    }
}

/// 2^`exponent` as a float, for exponents a float holds exactly (-1074 to
/// 1023).
fn power_of_two(exponent: i32) -> f64 {
    if exponent >= -1022 {
        f64::from_bits(((exponent + 1023) as u64) << 52)
    } else {
        f64::from_bits(1 << (exponent - LOWEST))
    }
}

impl FromIterator<f64> for ChanceSum {
    /// The exact sum of chances (finite and non-negative; others are left
    /// out).
    fn from_iter<I: IntoIterator<Item = f64>>(terms: I) -> Self {
        let mut sum = ChanceSum::default();
        for term in terms {
            let _ = sum.add_f64(term);
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_rational::BigRational;
    use num_traits::ToPrimitive;
    use proptest::prelude::*;

    /// The exact sum by a second method: fractions, rounded by num-rational.
    fn by_fractions(terms: &[f64]) -> f64 {
        let sum: BigRational = terms.iter().map(|&t| BigRational::from_float(t).unwrap()).sum();
        sum.to_f64().unwrap()
    }

    /// Any finite non-negative float: every exponent, subnormals included.
    fn chance() -> impl Strategy<Value = f64> {
        prop_oneof![
            (0u64..0x7ff0_0000_0000_0000).prop_map(f64::from_bits),
            (0u64..1 << 52).prop_map(f64::from_bits),
            0.0..1.0f64,
        ]
    }

    proptest! {
        #[test]
        fn sums_are_exact_and_the_same_in_any_order(mut terms in prop::collection::vec(chance(), 0..40), cut in 0usize..40) {
            let sum: ChanceSum = terms.iter().copied().collect();
            prop_assert_eq!(sum.to_f64(), by_fractions(&terms));
            terms.reverse();
            let cut = cut.min(terms.len());
            let mut halves: ChanceSum = terms[..cut].iter().copied().collect();
            let rest: ChanceSum = terms[cut..].iter().copied().collect();
            prop_assert!(halves.add_sum(&rest));
            prop_assert_eq!(&halves, &sum);
            prop_assert_eq!(ChanceSum::from_steps(&sum.steps()), Some(sum));
        }
    }

    #[test]
    fn ties_round_to_even_and_single_terms_come_back_as_they_went_in() {
        // 1 + 2^-53 is halfway between 1 and the next float: to even, 1.
        let tie: ChanceSum = [1.0, f64::EPSILON / 2.0].into_iter().collect();
        assert_eq!(tie.to_f64(), 1.0);
        // 1 + 2^-53 + 2^-1074 is past halfway: up.
        let past: ChanceSum = [1.0, f64::EPSILON / 2.0, f64::from_bits(1)].into_iter().collect();
        assert_eq!(past.to_f64(), 1.0 + f64::EPSILON);
        for x in [0.0, f64::from_bits(1), f64::MIN_POSITIVE, 0.1, 1.0, 3.5e300, f64::MAX] {
            assert_eq!(std::iter::once(x).collect::<ChanceSum>().to_f64(), x);
        }
        assert_eq!(std::iter::once(-0.0).collect::<ChanceSum>(), ChanceSum::default());
    }

    #[test]
    fn totals_divide_round_down_and_read_back_as_written() {
        let three: ChanceSum = std::iter::once(3.0).collect();
        assert_eq!(three.divided_by(3).to_f64(), 1.0);
        let tenth: ChanceSum = std::iter::once(0.1).collect();
        let mut back = tenth.divided_by(7);
        for _ in 0..6 {
            back.add(&tenth.divided_by(7)).unwrap();
        }
        // Seven sevenths of 0.1, each rounded down by under one step.
        assert_eq!(back.to_f64(), 0.1);
        let mut bytes = Vec::new();
        tenth.encode(&mut bytes);
        assert_eq!(ChanceSum::decode(&mut &bytes[..]), Some(tenth));
    }

    #[test]
    fn what_is_not_a_chance_is_refused() {
        let mut sum = ChanceSum::default();
        for x in [-1.0, f64::NAN, f64::INFINITY, -f64::MIN_POSITIVE] {
            assert!(!sum.add_f64(x));
        }
        assert_eq!(sum, ChanceSum::default());
        // Doubling f64::MAX (< 2^1024) passes 2^1038 after 15 doublings.
        let mut big: ChanceSum = std::iter::once(f64::MAX).collect();
        let refused = (0..20).position(|_| !big.add_sum(&big.clone()));
        assert_eq!(refused, Some(14));
        assert_eq!(big.to_f64(), f64::INFINITY);
    }
}
