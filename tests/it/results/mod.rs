//! The committed results (`results/`, `proofs/`) checked against each other
//! and against the commands that wrote them.

pub(crate) mod atlases;
mod catalogue;
mod fewest_problems;
mod french;
mod hexagon4;
mod t8;
