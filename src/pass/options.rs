//! A pass and its options, [`Pass`]: the one way in to the layered pass,
//! in either direction.

use std::sync::atomic::AtomicBool;

use num_bigint::BigUint;

use super::distributed::Exchange;
use super::forecast::Forecast;
use super::kept::{Keep, Kept};
use super::tally::Walk;
use super::{Direction, LayerDone, Limits, PassError, Spec};
use crate::board::Board;
use crate::position::Position;
use crate::weight::{Chance, Weight};

/// Whether a pass reduces positions by symmetry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Reduction {
    /// Canonical positions under a mirror that fixes the start (going
    /// down) or the positions named as fixed (going up), if one does (the
    /// default).
    #[default]
    Symmetry,
    /// Every position on its own.
    None,
}

/// Whether a forward pass also computes random-play chances (which makes
/// every stored entry larger).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RandomPlay {
    /// Computed alongside the counts (the default).
    #[default]
    Included,
    /// Left out.
    Skipped,
}

/// No memory limit and no disk: a pass's limits unless it is given others.
static NO_LIMITS: Limits = Limits { memory: None, whole_process: false, spill: None, checkpoint: None };

/// A pass on a board with its options. Set the options that differ from
/// the defaults, then run it down from one start ([`Pass::walk`], or
/// [`Pass::forward`] for what `pegsol count` reports) or up from seeds
/// ([`Pass::reverse`]); the same options may run several passes.
///
/// | option | default |
/// |---|---|
/// | [`reduction`](Pass::reduction) | [`Reduction::Symmetry`] |
/// | [`limits`](Pass::limits) | none: every layer in memory, nothing on disk |
/// | [`random_play`](Pass::random_play) (only [`Pass::forward`] reads it) | [`RandomPlay::Included`] |
/// | [`progress`](Pass::progress) | none |
/// | [`peers`](Pass::peers) | none: the pass runs here alone |
/// | [`interrupted_by`](Pass::interrupted_by) | none: the pass runs to its end |
///
/// A pass fails only by its limits (a layer over the memory limit, a full
/// disk, a checkpoint of another run) or when it is interrupted: without
/// either it cannot fail, and counts that would overflow are redone in a
/// wider type.
///
/// ```
/// use pegsol::{Board, Limits, Pass, RandomPlay};
///
/// // S10: from the corner of T6, 291,987 positions and 1,858,848 moves.
/// let t6 = Board::triangle(6).unwrap();
/// let corner = t6.with_empty(&[t6.parse_hole("1").unwrap()]);
/// let pass = Pass::on(&t6).walk::<u64>(corner).unwrap();
/// assert_eq!((pass.positions, pass.moves), (291_987, 1_858_848));
///
/// // The same within 64 MiB, without random play, counting the layers.
/// let limits = Limits { memory: Some(64 << 20), ..Limits::default() };
/// let mut layers = 0;
/// let stats = Pass::on(&t6)
///     .limits(&limits)
///     .random_play(RandomPlay::Skipped)
///     .progress(&mut |_| layers += 1)
///     .forward(corner)
///     .unwrap();
/// assert_eq!(stats.positions, 291_987);
/// assert_eq!(layers, 21);
/// ```
pub struct Pass<'a> {
    pub(crate) board: &'a Board,
    pub(crate) reduction: Reduction,
    limits: &'a Limits,
    pub(crate) random_play: RandomPlay,
    progress: Option<&'a mut dyn FnMut(LayerDone)>,
    pub(crate) peers: Option<&'a mut dyn Exchange>,
    interrupt: Option<&'a AtomicBool>,
    keep_finished_checkpoint: bool,
}

impl<'a> Pass<'a> {
    /// A pass on `board` with the default options.
    #[must_use]
    pub fn on(board: &'a Board) -> Pass<'a> {
        Pass {
            board,
            reduction: Reduction::default(),
            limits: &NO_LIMITS,
            random_play: RandomPlay::default(),
            progress: None,
            peers: None,
            interrupt: None,
            keep_finished_checkpoint: false,
        }
    }

    /// Reduces positions by symmetry, or not.
    #[must_use]
    pub fn reduction(mut self, reduction: Reduction) -> Pass<'a> {
        self.reduction = reduction;
        self
    }

    /// Keeps to these memory limits, with layers on disk and a checkpoint
    /// where they say so (see [`Limits`]).
    #[must_use]
    pub fn limits(mut self, limits: &'a Limits) -> Pass<'a> {
        self.limits = limits;
        self
    }

    /// Leaves the checkpoint of a finished pass in place (a `--resume` then
    /// gives the results at once), for the caller to remove with
    /// [`Checkpoint::remove`](crate::Checkpoint::remove) once the results
    /// are safe: written and flushed where they go. Without it the pass
    /// removes its checkpoint as it returns.
    #[must_use]
    pub fn keep_finished_checkpoint(mut self) -> Pass<'a> {
        self.keep_finished_checkpoint = true;
        self
    }

    /// Computes the random-play chances in [`Pass::forward`], or skips
    /// them (they are left empty).
    #[must_use]
    pub fn random_play(mut self, random_play: RandomPlay) -> Pass<'a> {
        self.random_play = random_play;
        self
    }

    /// Calls `progress` after each finished layer.
    #[must_use]
    pub fn progress(mut self, progress: &'a mut dyn FnMut(LayerDone)) -> Pass<'a> {
        self.progress = Some(progress);
        self
    }

    /// Shares the pass with the other workers reached through `exchange`
    /// (see [`Exchange`]): every worker runs the same pass with its own
    /// exchange, builds the shards of the tops it owns, and gets the same
    /// totals. Each worker keeps its own checkpoint where its
    /// [`limits`](Pass::limits) give one, and restarted workers resume from
    /// the last layer every one of them finished. Random-play chances are
    /// summed exactly ([`crate::ChanceSum`]), so they are the single
    /// pass's too, to the last bit.
    #[must_use]
    pub fn peers(mut self, exchange: &'a mut dyn Exchange) -> Pass<'a> {
        self.peers = Some(exchange);
        self
    }

    /// Stops the pass with [`PassError::Interrupted`] once `flag` is set (a
    /// signal handler sets it): the pass looks at it before every step of
    /// every layer, a bounded amount of work, and removes its temporary
    /// layer files on the way out as on any error (a checkpoint's finished
    /// layers stay). A worker of a distributed pass that stops so stops the
    /// others at the same round, as any error does.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    ///
    /// use pegsol::{Board, Pass, PassError};
    ///
    /// let t5 = Board::triangle(5).unwrap();
    /// let start = t5.with_empty(&[t5.parse_hole("1").unwrap()]);
    /// let stop = AtomicBool::new(true);
    /// let stopped = Pass::on(&t5).interrupted_by(&stop).walk::<u64>(start);
    /// assert!(matches!(stopped, Err(PassError::Interrupted)));
    /// ```
    #[must_use]
    pub fn interrupted_by(mut self, flag: &'a AtomicBool) -> Pass<'a> {
        self.interrupt = Some(flag);
        self
    }

    /// Runs the layered pass down from `start` (see [`crate::pass`]), with
    /// counts starting as `W` and widened where they would overflow.
    pub fn walk<W: Weight>(&mut self, start: Position) -> Result<Walk<W::Total>, PassError> {
        let spec = self.down_from(start);
        self.run::<W>(spec, None).map(|(walk, _)| walk)
    }

    /// Runs the layered pass down from `start` for path counts, as
    /// [`Pass::walk`] does, and keeps its late layers as `keep` says: the
    /// number of paths from `start` to any position with few pegs is then
    /// a lookup ([`Kept::count`]; see [`Kept`]).
    pub fn walk_keeping(&mut self, start: Position, keep: Keep) -> Result<(Walk<BigUint>, Kept), PassError> {
        let spec = self.down_from(start);
        let (walk, kept) = self.run::<u64>(spec, Some(keep))?;
        Ok((walk, kept.expect("asked to keep")))
    }

    /// Runs the layered pass up (over inverted jumps) from `seeds`, the
    /// positions entering it by peg count, each carrying
    /// [`Weight::ending_with`] its peg count, and climbs to the
    /// single-vacancy layer. With [`Reduction::Symmetry`] positions are
    /// reduced by a mirror fixing the positions in `fixed` (any mirror when
    /// it is empty), and the seed set must be closed under it.
    pub fn reverse<W: Weight>(
        &mut self,
        seeds: Vec<Vec<Position>>,
        fixed: Vec<Position>,
    ) -> Result<Walk<W::Total>, PassError> {
        let spec = self.spec(Direction::Up, seeds, fixed);
        self.run::<W>(spec, None).map(|(walk, _)| walk)
    }

    /// The bounds of the forward pass from `start` with these options
    /// (reduction, and random play, which makes entries larger), before
    /// it runs: see [`Forecast`].
    ///
    /// ```
    /// use pegsol::classes::{positions_in_class, PositionClass};
    /// use pegsol::{Board, Pass, RandomPlay};
    ///
    /// let t8 = Board::triangle(8).unwrap();
    /// let start = t8.with_empty(&[t8.parse_hole("2").unwrap()]);
    /// let plan = Pass::on(&t8).random_play(RandomPlay::Skipped).forecast(start);
    /// // No mirror fixes hole 2, so nothing is reduced: the largest layer is
    /// // bounded by the 18-peg positions of the start's class, one of four
    /// // classes that share the C(36, 18) = 9,075,135,300 positions with 18 pegs.
    /// let classes: Vec<u128> = (0..4).map(|c| positions_in_class(&t8, PositionClass(c), 18)).collect();
    /// assert_eq!(classes.iter().sum::<u128>(), 9_075_135_300);
    /// assert!(classes.contains(&u128::from(plan.largest())));
    /// assert_eq!(plan.layers.len(), 36); // from 35 pegs down to 0, as the pass goes
    /// ```
    #[must_use]
    pub fn forecast(&self, start: Position) -> Forecast {
        let spec = self.down_from(start);
        let forecast = match self.random_play {
            RandomPlay::Included => spec.forecast::<(u64, Chance)>(),
            RandomPlay::Skipped => spec.forecast::<u64>(),
        };
        forecast.expect("one start is one seed")
    }

    /// The pass down from `start`, its one seed.
    fn down_from(&self, start: Position) -> Spec<'a> {
        let mut seeds = vec![Vec::new(); start.pegs() as usize + 1];
        seeds[start.pegs() as usize].push(start);
        self.spec(Direction::Down, seeds, vec![start])
    }

    /// The pass from `seeds` with these options: reduced by the symmetry
    /// that fixes `fixed`, unless told not to reduce.
    fn spec(&self, direction: Direction, seeds: Vec<Vec<Position>>, fixed: Vec<Position>) -> Spec<'a> {
        let fixed = (self.reduction == Reduction::Symmetry).then_some(fixed);
        Spec { board: self.board, direction, seeds, fixed, interrupt: self.interrupt }
    }

    /// Runs `spec` with these options, keeping the layers `keep` asks for.
    /// A pass that keeps layers runs here alone, whatever its
    /// [`peers`](Pass::peers): a worker of a distributed pass holds only
    /// its own shards.
    fn run<W: Weight>(
        &mut self,
        spec: Spec<'a>,
        keep: Option<Keep>,
    ) -> Result<(Walk<W::Total>, Option<Kept>), PassError> {
        let mut none = |_: LayerDone| {};
        let progress: &mut dyn FnMut(LayerDone) = match &mut self.progress {
            Some(progress) => &mut **progress,
            None => &mut none,
        };
        let exchange: Option<&mut dyn Exchange> = match &mut self.peers {
            Some(exchange) if keep.is_none() => Some(&mut **exchange),
            _ => None,
        };
        spec.run_keeping::<W>(self.limits, self.keep_finished_checkpoint, exchange, progress, keep)
    }
}
