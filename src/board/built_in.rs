//! The built-in boards besides the triangles, by name, as drawings: the one
//! list every other list of boards is read from.
//!
//! ```
//! use pegsol::{Board, BUILT_IN};
//!
//! // The English board: 33 holes (published figure E1's board).
//! let (name, drawing) = BUILT_IN[0];
//! assert_eq!(Board::from_drawing(name, drawing).unwrap().hole_count(), 33);
//! ```

/// The built-in boards besides the triangles `T1`..`T10`, by name, as the
/// drawings [`Board::from_drawing`](super::Board::from_drawing) reads.
pub const BUILT_IN: [(&str, &str); 6] = [
    ("english", "lattice square\n..ooo..\n..ooo..\nooooooo\nooooooo\nooooooo\n..ooo..\n..ooo..\n"),
    ("french", "lattice square\n..ooo..\n.ooooo.\nooooooo\nooooooo\nooooooo\n.ooooo.\n..ooo..\n"),
    (
        "diamond",
        "lattice square\n....o....\n...ooo...\n..ooooo..\n.ooooooo.\nooooooooo\n.ooooooo.\n..ooooo..\n...ooo...\n....o....\n",
    ),
    (
        "wiegleb",
        "lattice square\n...ooo...\n...ooo...\n...ooo...\nooooooooo\nooooooooo\nooooooooo\n...ooo...\n...ooo...\n...ooo...\n",
    ),
    ("hexagon3", "lattice triangular\n  o o o\n o o o o\no o o o o\n o o o o\n  o o o\n"),
    (
        "hexagon4",
        "lattice triangular\n   o o o o\n  o o o o o\n o o o o o o\no o o o o o o\n o o o o o o\n  o o o o o\n   o o o o\n",
    ),
];
