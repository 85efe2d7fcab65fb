//! Unsigned LEB128 integers of up to 128 bits: how counts and key gaps are
//! stored in layer files and checkpoints.

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
