//! A walk through sorted slices that skips ahead: [`gallop`], shared by
//! the searches that merge sorted levels.

/// The number of leading items of `items` that are `before` (which holds
/// for a prefix): doubling steps until past it, then a binary search of the
/// last step, so a walk that asks in increasing order gallops over what it
/// skips.
pub(crate) fn gallop<E>(items: &[E], before: impl Fn(&E) -> bool) -> usize {
    let mut step = 1;
    while step < items.len() && before(&items[step - 1]) {
        step *= 2;
    }
    items[..step.min(items.len())].partition_point(before)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gallop_counts_the_leading_items_before() {
        let items: Vec<u32> = (0..100).map(|i| i * 3).collect();
        for bound in [0, 1, 3, 40, 297, 298, 400] {
            assert_eq!(gallop(&items, |&i| i < bound), items.iter().filter(|&&i| i < bound).count(), "{bound}");
        }
        assert_eq!(gallop(&[] as &[u32], |_| true), 0);
    }
}
