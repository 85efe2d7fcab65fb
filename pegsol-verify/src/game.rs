//! Playing on a [`Board`]: one jump, an exhaustive search for "no
//! solution" claims, and a layer-by-layer path counter for solution counts.

use std::collections::{HashMap, HashSet};

use crate::board::{Board, Pegs};

/// Plays `from` over `over` into `to`, or says why that is not a legal jump.
pub fn jump(board: &Board, pegs: Pegs, from: usize, over: usize, to: usize) -> Result<Pegs, String> {
    let name = |hole| board.hole_name(hole);
    if !board.lines().contains(&[from, over, to]) {
        return Err(format!("{}-{}-{} is not a jump line", name(from), name(over), name(to)));
    }
    for (hole, want, what) in [(from, true, "no peg in"), (over, true, "no peg in"), (to, false, "a peg in")] {
        let has_peg = (pegs >> hole) & 1 == 1;
        if has_peg != want {
            return Err(format!("{}-{}-{} is illegal: {what} {}", name(from), name(over), name(to), name(hole)));
        }
    }
    Ok(pegs & !(1 << from) & !(1 << over) | 1 << to)
}

/// Every position one legal jump away: pegs in `from` and `over`, `to` empty.
fn moves(board: &Board, pegs: Pegs) -> impl Iterator<Item = Pegs> + '_ {
    board.lines().iter().filter_map(move |&[from, over, to]| {
        let line = 1 << from | 1 << over | 1 << to;
        (pegs & line == 1 << from | 1 << over).then_some(pegs ^ line)
    })
}

/// Whether some sequence of jumps leads from `start` to exactly `target`:
/// depth-first over every reachable position, each searched once.
pub fn reaches(board: &Board, start: Pegs, target: Pegs) -> bool {
    fn search(board: &Board, at: Pegs, target: Pegs, seen: &mut HashSet<Pegs>) -> bool {
        if at.count_ones() <= target.count_ones() {
            return at == target;
        }
        seen.insert(at) && moves(board, at).any(|next| search(board, next, target, seen))
    }
    search(board, start, target, &mut HashSet::new())
}

/// The number of solutions (jump sequences ending with one peg) from
/// `start`, by finishing hole; `None` if a count passes `u128::MAX`.
pub fn count_solutions(board: &Board, start: Pegs) -> Option<Vec<u128>> {
    let mut finishes = vec![0u128; board.holes()];
    let mut layer: HashMap<Pegs, u128> = HashMap::from([(start, 1)]);
    while !layer.is_empty() {
        let mut next: HashMap<Pegs, u128> = HashMap::new();
        for (&pegs, &paths) in &layer {
            if pegs.count_ones() == 1 {
                finishes[pegs.trailing_zeros() as usize] = paths;
            }
            for child in moves(board, pegs) {
                let total = next.entry(child).or_default();
                *total = total.checked_add(paths)?;
            }
        }
        layer = next;
    }
    Some(finishes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_figures_by_the_verifiers_own_rules() {
        let t5 = Board::triangle(5).unwrap();
        // Seed 003 (S1, S2): 29,760 solutions from A, 16,128 of them at M.
        let from_a = count_solutions(&t5, t5.start(0)).unwrap();
        assert_eq!(from_a.iter().sum::<u128>(), 29_760);
        assert_eq!(from_a[12], 16_128);
        // Seed 002 (S8): T4 from hole 9, 14 solutions.
        let t4 = Board::triangle(4).unwrap();
        assert_eq!(count_solutions(&t4, t4.start(8)).unwrap().iter().sum::<u128>(), 14);
        // Seed 003 (S4): from E the only finish is M.
        assert!(reaches(&t5, t5.start(4), 1 << 12));
        assert!(!reaches(&t5, t5.start(4), 1 << 0));
    }

    #[test]
    fn jump_reasons() {
        let t5 = Board::triangle(5).unwrap();
        assert_eq!(jump(&t5, t5.start(0), 3, 1, 0), Ok(t5.start(0) & !(1 << 3) & !(1 << 1) | 1));
        assert!(jump(&t5, t5.start(0), 5, 2, 0).is_ok());
        assert!(jump(&t5, t5.start(0), 3, 2, 0).unwrap_err().contains("not a jump line"));
        assert!(jump(&t5, t5.start(0), 0, 1, 3).unwrap_err().contains("no peg in A"));
    }
}
