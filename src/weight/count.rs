//! Path counts: `u64`, [`U96`] and `u128`, which refuse to overflow and
//! widen, [`BigUint`], exact for any count, and [`Carry`], their exact sum.

use num_bigint::BigUint;
use num_traits::{One, Zero};

use super::{decode_varint, encode_varint, Overflow, Weight};

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

            fn to_count(&self) -> Option<u128> {
                Some(u128::from(*self))
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

    fn to_count(&self) -> Option<u128> {
        Some(self.get())
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

    fn to_count(&self) -> Option<u128> {
        u128::try_from(self).ok()
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
}
