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

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Zero};

mod chance_sum;

pub use chance_sum::ChanceSum;

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

    /// This weight as a path count in a `u64`, if it is a path count that
    /// fits one (a pass keeps its late layers in `u64`s,
    /// [`Pass::walk_keeping`](crate::Pass::walk_keeping)); `None` for
    /// chances and for larger counts.
    fn to_count(&self) -> Option<u64> {
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

/// Appends `value` as an unsigned LEB128 integer: seven bits a byte, low
/// bits first, the top bit set on every byte but the last.
#[inline]
pub(crate) fn encode_varint(value: u128, out: &mut Vec<u8>) {
    // The bytes above 64 bits first, then the rest in 64 bits, as every
    // key gap and most counts are (inlined, a value widened from 64 bits
    // skips the first loop): the 128-bit shift and compare of each byte
    // were most of encoding a layer file.
    let mut value = value;
    while value > u128::from(u64::MAX) {
        out.push(value as u8 | 0x80);
        value >>= 7;
    }
    let mut value = value as u64;
    while value >= 0x80 {
        out.push(value as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Reads an unsigned LEB128 integer of at most 128 bits.
#[inline]
pub(crate) fn decode_varint(input: &mut &[u8]) -> Option<u128> {
    // One byte, the common case (a dense shard's key gaps, small counts).
    if let Some((&byte, rest)) = input.split_first() {
        if byte < 0x80 {
            *input = rest;
            return Some(u128::from(byte));
        }
    }
    // The first nine bytes (63 bits) in 64 bits, as for encoding.
    let mut low = 0u64;
    for shift in (0..63).step_by(7) {
        let (&byte, rest) = input.split_first()?;
        *input = rest;
        low |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Some(u128::from(low));
        }
    }
    let mut value = u128::from(low);
    for shift in (63..128).step_by(7) {
        let (&byte, rest) = input.split_first()?;
        *input = rest;
        let bits = u128::from(byte & 0x7f);
        if shift == 126 && bits > 3 {
            return None;
        }
        value |= bits << shift;
        if byte & 0x80 == 0 {
            return Some(value);
        }
    }
    None
}

/// The sum of machine-integer counts: kept in their own width, and carried
/// into the wide total whenever it would overflow, so it never fails.
pub struct Carry<W: Weight> {
    narrow: W,
    wide: W::Total,
}

impl<W: Weight> Default for Carry<W> {
    fn default() -> Self {
        Carry { narrow: W::default(), wide: W::Total::default() }
    }
}

impl<W: Weight> Carry<W> {
    /// Adds `weight`. The narrow sum must refuse an overflowing addition
    /// and stay as it was, as machine integers do.
    pub fn add(&mut self, weight: &W) {
        if self.narrow.add(weight).is_err() {
            self.wide.add(&self.narrow.total()).expect("totals do not overflow");
            self.narrow = weight.clone();
        }
    }

    /// The sum.
    #[must_use]
    pub fn total(mut self) -> W::Total {
        self.wide.add(&self.narrow.total()).expect("totals do not overflow");
        self.wide
    }
}

/// Machine-integer path counts: checked sums, widening to `$wider`.
macro_rules! machine_count {
    ($int:ty, $wider:ty) => {
        impl Weight for $int {
            type Total = BigUint;
            type Wider = $wider;
            type Sum = Carry<$int>;

            fn unit() -> Self {
                1
            }

            fn total(&self) -> BigUint {
                BigUint::from(*self)
            }

            fn widen(&self) -> $wider {
                <$wider>::from(*self)
            }

            #[inline]
            fn add_share(&mut self, parent: &Self, _degree: u32) -> Result<(), Overflow> {
                *self = self.checked_add(*parent).ok_or(Overflow)?;
                Ok(())
            }

            fn add_to(&self, sum: &mut Carry<$int>) {
                sum.add(self);
            }

            fn sum_total(sum: Carry<$int>) -> BigUint {
                sum.total()
            }

            fn divided_by(&self, divisor: u32) -> Self {
                debug_assert_eq!(self % <$int>::from(divisor), 0, "orbit members have equal counts");
                self / <$int>::from(divisor)
            }

            fn to_count(&self) -> Option<u64> {
                u64::try_from(u128::from(*self)).ok()
            }

            const STORABLE: bool = true;

            fn encode(&self, out: &mut Vec<u8>) {
                encode_varint(u128::from(*self), out);
            }

            fn decode(input: &mut &[u8]) -> Option<Self> {
                decode_varint(input)?.try_into().ok()
            }
        }
    };
}

machine_count!(u64, U96);
machine_count!(u128, BigUint);

/// A 96-bit path count stored in 12 bytes (three `u32` words, so a vector of
/// them has no padding): the step between `u64` and `u128` (16 bytes), for
/// large layers whose counts outgrow 64 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct U96([u32; 3]);

impl U96 {
    /// The largest count that fits.
    pub const MAX: u128 = (1 << 96) - 1;

    /// The count, if it fits 96 bits.
    #[must_use]
    pub fn new(count: u128) -> Option<U96> {
        (count <= Self::MAX).then_some(U96([count as u32, (count >> 32) as u32, (count >> 64) as u32]))
    }

    /// The count.
    #[must_use]
    pub fn get(self) -> u128 {
        u128::from(self.0[0]) | u128::from(self.0[1]) << 32 | u128::from(self.0[2]) << 64
    }
}

impl From<u64> for U96 {
    fn from(count: u64) -> U96 {
        U96([count as u32, (count >> 32) as u32, 0])
    }
}

impl Weight for U96 {
    type Total = BigUint;
    type Wider = u128;
    type Sum = Carry<U96>;

    fn unit() -> Self {
        U96([1, 0, 0])
    }

    fn total(&self) -> BigUint {
        BigUint::from(self.get())
    }

    fn widen(&self) -> u128 {
        self.get()
    }

    #[inline]
    fn add_share(&mut self, parent: &Self, _degree: u32) -> Result<(), Overflow> {
        *self = U96::new(self.get() + parent.get()).ok_or(Overflow)?;
        Ok(())
    }

    fn add_to(&self, sum: &mut Carry<U96>) {
        sum.add(self);
    }

    fn sum_total(sum: Carry<U96>) -> BigUint {
        sum.total()
    }

    fn divided_by(&self, divisor: u32) -> Self {
        debug_assert_eq!(self.get() % u128::from(divisor), 0, "orbit members have equal counts");
        U96::new(self.get() / u128::from(divisor)).expect("a quotient is at most the dividend")
    }

    fn to_count(&self) -> Option<u64> {
        u64::try_from(self.get()).ok()
    }

    const STORABLE: bool = true;

    fn encode(&self, out: &mut Vec<u8>) {
        encode_varint(self.get(), out);
    }

    fn decode(input: &mut &[u8]) -> Option<Self> {
        U96::new(decode_varint(input)?)
    }
}

impl Weight for BigUint {
    type Total = BigUint;
    type Wider = BigUint;
    type Sum = BigUint;

    fn unit() -> Self {
        BigUint::one()
    }

    fn total(&self) -> BigUint {
        self.clone()
    }

    fn widen(&self) -> BigUint {
        self.clone()
    }

    fn add_share(&mut self, parent: &Self, _degree: u32) -> Result<(), Overflow> {
        *self += parent;
        Ok(())
    }

    fn add_to(&self, sum: &mut BigUint) {
        *sum += self;
    }

    fn sum_total(sum: BigUint) -> BigUint {
        sum
    }

    fn divided_by(&self, divisor: u32) -> Self {
        debug_assert!((self % divisor).is_zero(), "orbit members have equal counts");
        self / divisor
    }

    fn to_count(&self) -> Option<u64> {
        u64::try_from(self).ok()
    }

    const STORABLE: bool = true;

    fn encode(&self, out: &mut Vec<u8>) {
        let mut groups = self.to_radix_le(128);
        if groups.is_empty() {
            groups.push(0);
        }
        let last = groups.len() - 1;
        out.extend(groups.iter().enumerate().map(|(i, &g)| if i < last { g | 0x80 } else { g }));
    }

    fn decode(input: &mut &[u8]) -> Option<Self> {
        let end = input.iter().position(|&b| b & 0x80 == 0)?;
        let groups: Vec<u8> = input[..=end].iter().map(|&b| b & 0x7f).collect();
        *input = &input[end + 1..];
        BigUint::from_radix_le(&groups, 128)
    }
}

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

    #[test]
    fn u96_refuses_to_pass_96_bits_and_round_trips() {
        let mut near = U96::new(U96::MAX - 1).unwrap();
        assert!(near.add(&U96::unit()).is_ok());
        assert_eq!(near.get(), U96::MAX);
        assert_eq!(near.add(&U96::unit()), Err(Overflow));
        assert!(U96::new(U96::MAX + 1).is_none());
        for count in [0, 1, u128::from(u64::MAX), u128::from(u64::MAX) + 1, 0xdead_beef << 60, U96::MAX] {
            let value = U96::new(count).unwrap();
            assert_eq!(value.widen(), count);
        }
        assert_eq!(U96::from(u64::MAX).get(), u128::from(u64::MAX));
        assert_eq!(std::mem::size_of::<U96>(), 12);
    }

    /// A varint of more than 128 bits, or cut short, is refused.
    #[test]
    fn varints_past_128_bits_or_cut_short_are_refused() {
        let mut bytes = vec![0xff; 18];
        bytes.push(0x03);
        assert_eq!(decode_varint(&mut &bytes[..]), Some(u128::MAX));
        *bytes.last_mut().unwrap() = 0x04;
        assert_eq!(decode_varint(&mut &bytes[..]), None);
        assert_eq!(decode_varint(&mut &bytes[..12]), None);
    }

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
