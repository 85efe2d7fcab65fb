//! A run as one worker of a distributed pass: layer after layer built in
//! rounds, each agreed with the other workers, from the seeds or from the
//! last layer every worker has in its checkpoint.

use super::build::{Built, Scratches, Stop};
use super::checkpoint::{RunCheckpoint, Saved};
use super::distributed::{self, Agreed, Status, Trade};
use super::store::{Layer, Store};
use super::{Carried, Exchange, LayerDone, PassError, Run, Walk};
use crate::weight::Weight;

impl Run<'_> {
    /// Runs the pass as one worker of `exchange`, from the seeds entering
    /// at the first layer, or from the last layer every worker has in its
    /// checkpoint; every worker returns the whole pass's totals.
    pub(super) fn shared<W: Weight>(
        &self,
        exchange: &mut dyn Exchange,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Walk<W::Total>, PassError> {
        let saved = match self.checkpoint.as_ref().map_or(Ok(None), RunCheckpoint::saved_two::<W>) {
            Ok(saved) => saved,
            Err(error) => {
                // Every worker hears it and stops; this one with its own.
                let _ = distributed::resume_at_or_fail(exchange, Err(error.to_string()));
                return Err(error);
            }
        };
        let told: Vec<u64> = saved
            .iter()
            .flat_map(|two| std::iter::once(&two.last).chain(&two.previous))
            .map(|s| s.carried.done as u64)
            .collect();
        let Some(done) = distributed::resume_at(exchange, &told)? else {
            let parent = Layer::<W>::empty(self.span.before_first());
            let tally = self.rounds(parent, self.span.first, self.carried_at_start(), None, exchange, progress)?;
            return distributed::gather(tally, exchange);
        };
        let two = saved.expect("a worker that told its checkpoint has one");
        let stepped_back = two.last.carried.done as u64 != done;
        let saved = match (two.last, two.previous) {
            (last, _) if !stepped_back => last,
            (_, Some(previous)) => previous,
            _ => unreachable!("every worker has the layer the cluster resumes from"),
        };
        self.resume_shared::<W>(saved.widenings, saved, stepped_back, exchange, progress)
    }

    /// Goes on from a checkpoint, in the weight it had widened to.
    fn resume_shared<W: Weight>(
        &self,
        widenings: u32,
        saved: Saved<W::Total>,
        stepped_back: bool,
        exchange: &mut dyn Exchange,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Walk<W::Total>, PassError> {
        if widenings > 0 {
            return self.resume_shared::<W::Wider>(widenings - 1, saved, stepped_back, exchange, progress);
        }
        // What fails here is told to the others at the first round.
        let Saved { carried, pegs, layer, .. } = saved;
        let reopened = match stepped_back {
            true => {
                self.step_back().and_then(|()| self.reopen::<W>(layer, pegs, carried.done, carried.growth, progress))
            }
            false => self.reopen::<W>(layer, pegs, carried.done, carried.growth, progress),
        };
        let (parent, failed) = match reopened {
            Ok(layer) => (layer, None),
            Err(error) => (Layer::empty(pegs), Some(error)),
        };
        let Some(next) = self.span.next(pegs) else { return distributed::gather(carried.tally, exchange) };
        let tally = self.rounds(parent, next, carried, failed, exchange, progress)?;
        distributed::gather(tally, exchange)
    }

    /// Builds layer after layer, from the one with `pegs` pegs on; on
    /// overflow, goes on in the wider weight from the same parent. Whatever
    /// can fail is done before the workers agree on the round, so that they
    /// all go on, widen or stop together.
    /// `failed`, an error found before, is told at the first round.
    fn rounds<W: Weight>(
        &self,
        mut parent: Layer<W>,
        mut pegs: u32,
        mut carried: Carried<W::Total>,
        mut failed: Option<PassError>,
        exchange: &mut dyn Exchange,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Walk<W::Total>, PassError> {
        let scratches = Scratches::default();
        loop {
            let (built, exchanged) = self.round(&parent, pegs, carried.growth, &scratches, failed.take(), exchange);
            let mut done = None;
            let finished = built.and_then(|built| {
                let mut next = carried.clone();
                let layer = self.finished(built, parent.len() as f64, &mut next, &mut |d| done = Some(d))?;
                Ok((layer, next))
            });
            let status = match &finished {
                Ok((layer, _)) => Status::Built { positions: layer.len() as u64, exchanged },
                Err(Stop::Overflow) => Status::Overflow,
                Err(Stop::Pass(error)) => Status::Failed(error.to_string()),
            };
            match (distributed::agree(exchange, &status), finished) {
                (Agreed::Failed(_), Err(Stop::Pass(mine))) => return Err(mine),
                (Agreed::Failed(theirs), _) => return Err(theirs),
                (Agreed::Overflow, finished) => {
                    // A worker whose part fitted has saved it: back to the
                    // parent's checkpoint, which the wider layer replaces.
                    let failed = match finished {
                        Ok(_) => self.step_back().err(),
                        Err(_) => None,
                    };
                    carried.widenings += 1;
                    return self.rounds::<W::Wider>(parent.widen(), pegs, carried, failed, exchange, progress);
                }
                (Agreed::Built { positions, largest, exchanged }, Ok((layer, next))) => {
                    (parent, carried) = (layer, next);
                    if let Some(done) = done {
                        progress(LayerDone {
                            positions: positions as usize,
                            largest_part: largest as usize,
                            exchanged,
                            ..done
                        });
                    }
                    let seeded = |pegs: u32| self.seeds.get(pegs as usize).is_some_and(|s| !s.is_empty());
                    match self.span.next(pegs) {
                        Some(next) if positions > 0 || seeded(next) => pegs = next,
                        _ => return Ok(carried.tally),
                    }
                }
                (Agreed::Built { .. }, Err(_)) => unreachable!("every worker built its part"),
            }
        }
    }

    /// Sends the parent shards to the workers that pull from them, and
    /// builds this worker's part of the layer with `pegs` pegs from those
    /// it receives; also the bytes it sent to other workers. Every worker
    /// has saved the parent layer by now, so the checkpoint's layer before
    /// it goes. A worker that failed (before, or here) still takes part in
    /// the round.
    fn round<W: Weight>(
        &self,
        parent: &Layer<W>,
        pegs: u32,
        growth: f64,
        scratches: &Scratches<W>,
        failed: Option<PassError>,
        exchange: &mut dyn Exchange,
    ) -> (Result<Built<W>, Stop>, u64) {
        let failed = failed.or_else(|| self.checkpoint.as_ref().and_then(|c| c.forget_previous().err()));
        // This worker's own parent stays in memory beside the parents it
        // receives (a wider build after an overflow starts from it again).
        let own = match &parent.store {
            Store::Held(held) => held.bytes(),
            Store::OnDisk(_) => 0,
        };
        let trade = Trade {
            part: self.part,
            frame: &self.frame,
            split: &self.split,
            limits: self.limits,
            beside: own,
            unnamed: self.unnamed(own),
            identity: &self.identity,
            growth,
        };
        let (parents, exchanged) = trade.parents(parent, failed, exchange);
        let parents = match parents {
            Ok(parents) => parents,
            Err(error) => return (Err(Stop::Pass(error)), exchanged),
        };
        let received = match &parents.store {
            Store::Held(held) => held.bytes(),
            Store::OnDisk(_) => 0,
        };
        let unnamed = self.unnamed(own + received);
        (self.builder().build(&parents, pegs, growth, scratches, (own, unnamed)), exchanged)
    }
}
