//! How far the counts behind `/api/analyze` have got, for the page to show
//! while it waits: a request names itself with `progress=ID` (the page
//! makes the ID up), and `GET /api/progress?id=ID` reads its report.
//!
//! ```json
//! {"id": "k3f9", "state": "counting", "stage": "jumps", "done": 3, "of": 13,
//!  "layer": 9, "layers": 17, "positions": "1204511", "seconds": 2.4}
//! ```
//!
//! `stage` is `jumps` while the legal jumps of the position are counted
//! (`done` of `of`), then `earlier` while the positions before it are, for
//! the survival curve; `layer` of `layers` is the pass running now, and
//! `positions` those the passes of this request met so far (canonical ones
//! when reduced), `seconds` since the request began (to its end, once
//! ended). `state` is `waiting` for an ID not (yet) seen, `counting`,
//! then `done`; or `failed` (the request was refused: bad input, over the
//! work bound), with the request's one-line `error`; or `cancelled` (its
//! client went away before the answer, and the counting stopped). At most
//! [`MAX_REPORTS`] reports are kept, the oldest forgotten first.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use pegsol::analysis::Step;
use pegsol_page::Tally;
use serde_json::{json, Value};

/// The most reports kept.
pub const MAX_REPORTS: usize = 256;

/// The longest ID accepted.
pub const MAX_ID_BYTES: usize = 32;

/// The reports of the requests that named themselves.
#[derive(Default)]
pub struct Reports {
    entries: Mutex<HashMap<String, Report>>,
}

/// One request's progress.
#[derive(Clone)]
struct Report {
    began: Instant,
    tally: Tally,
    /// How the request ended, and its seconds from `began` to then.
    ended: Option<(RequestEnd, f64)>,
}

/// How a request ended.
#[derive(Clone, Debug, PartialEq)]
pub enum RequestEnd {
    /// Answered.
    Done,
    /// Refused or failed, with the error it was answered with.
    Failed(String),
    /// Its client went away, and its counting stopped.
    Cancelled,
}

/// An ID as the page makes them: 1 to [`MAX_ID_BYTES`] letters, digits,
/// `-` or `_`.
pub fn check_id(id: &str) -> Result<(), String> {
    let fits = !id.is_empty() && id.len() <= MAX_ID_BYTES;
    if fits && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
        Ok(())
    } else {
        Err(format!("bad progress id {id:?}: 1 to {MAX_ID_BYTES} letters, digits, - or _"))
    }
}

impl Reports {
    /// Starts the report of `id` (a fresh one if the ID was used before).
    pub fn begin(&self, id: &str) {
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.len() >= MAX_REPORTS && !entries.contains_key(id) {
            let oldest = entries.iter().min_by_key(|(_, r)| r.began).map(|(key, _)| key.clone());
            if let Some(key) = oldest {
                entries.remove(&key);
            }
        }
        let report = Report { began: Instant::now(), tally: Tally::default(), ended: None };
        entries.insert(id.to_string(), report);
    }

    /// Enters a stage of `of` positions to count.
    pub fn stage(&self, id: &str, stage: &'static str, of: usize) {
        self.update(id, |r| r.tally.stage(stage, of));
    }

    /// Takes in a step of the analyzer.
    pub fn step(&self, id: &str, step: Step) {
        self.update(id, |r| r.tally.step(step));
    }

    /// Marks the request ended.
    pub fn end(&self, id: &str, end: RequestEnd) {
        self.update(id, |r| {
            r.ended = Some((end, r.began.elapsed().as_secs_f64()));
        });
    }

    /// Reports a request refused before its counting began (bad input).
    pub fn failed(&self, id: &str, error: &str) {
        self.begin(id);
        self.end(id, RequestEnd::Failed(error.to_string()));
    }

    /// The report of `id`, as JSON.
    pub fn json(&self, id: &str) -> Value {
        let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        match entries.get(id) {
            None => json!({ "id": id, "state": "waiting" }),
            Some(r) => {
                let mut report = serde_json::Map::new();
                report.insert("id".into(), id.into());
                let state = match r.ended {
                    None => "counting",
                    Some((RequestEnd::Done, _)) => "done",
                    Some((RequestEnd::Failed(_), _)) => "failed",
                    Some((RequestEnd::Cancelled, _)) => "cancelled",
                };
                report.insert("state".into(), state.into());
                let error = match &r.ended {
                    Some((RequestEnd::Failed(error), _)) => {
                        Value::from(error.split_whitespace().collect::<Vec<_>>().join(" "))
                    }
                    _ => Value::Null,
                };
                report.insert("error".into(), error);
                r.tally.add_to(&mut report);
                // Until the end: a cancelled count's report shows when it stopped.
                let seconds = r.ended.as_ref().map_or_else(|| r.began.elapsed().as_secs_f64(), |(_, took)| *took);
                report.insert("seconds".into(), ((seconds * 10.0).round() / 10.0).into());
                Value::Object(report)
            }
        }
    }

    fn update(&self, id: &str, change: impl FnOnce(&mut Report)) {
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(report) = entries.get_mut(id) {
            change(report);
        }
    }
}

/// One request's report, if it named itself (otherwise every call does
/// nothing). Dropped before [`Reporter::end`] (a panic), it reports the
/// request failed.
pub struct Reporter {
    reports: Arc<Reports>,
    id: Option<String>,
    ended: bool,
}

impl Reporter {
    /// Begins the report of the request named `id`, if any.
    pub fn begin(reports: Arc<Reports>, id: Option<String>) -> Reporter {
        if let Some(id) = &id {
            reports.begin(id);
        }
        Reporter { reports, id, ended: false }
    }

    /// [`Reports::stage`].
    pub fn stage(&self, stage: &'static str, of: usize) {
        if let Some(id) = &self.id {
            self.reports.stage(id, stage, of);
        }
    }

    /// [`Reports::step`].
    pub fn step(&self, step: Step) {
        if let Some(id) = &self.id {
            self.reports.step(id, step);
        }
    }

    /// [`Reports::end`].
    pub fn end(&mut self, end: RequestEnd) {
        self.ended = true;
        if let Some(id) = &self.id {
            self.reports.end(id, end);
        }
    }
}

impl pegsol_page::Progress for Reporter {
    fn stage(&self, stage: &'static str, of: usize) {
        Reporter::stage(self, stage, of);
    }

    fn step(&self, step: Step) {
        Reporter::step(self, step);
    }
}

impl Drop for Reporter {
    fn drop(&mut self) {
        if !self.ended {
            self.end(RequestEnd::Failed("the count stopped (an internal error)".into()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_short_and_plain() {
        assert!(check_id("a-Z_09").is_ok());
        for bad in ["", "a b", "a&b", "é", &"x".repeat(MAX_ID_BYTES + 1)] {
            assert!(check_id(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn at_most_max_reports_are_kept() {
        let reports = Reports::default();
        for i in 0..=MAX_REPORTS {
            reports.begin(&format!("r{i}"));
        }
        assert_eq!(reports.entries.lock().unwrap().len(), MAX_REPORTS);
        assert_eq!(reports.json("r0")["state"], "waiting");
        assert_eq!(reports.json(&format!("r{MAX_REPORTS}"))["state"], "counting");
    }

    #[test]
    fn a_report_counts_positions_and_stops_at_its_total() {
        let reports = Reports::default();
        reports.begin("a");
        reports.stage("a", "jumps", 1);
        let layer = pegsol::LayerDone {
            layers: 2,
            of: 5,
            positions: 7,
            largest_part: 7,
            on_disk: false,
            parent_reads: 0,
            exchanged: 0,
        };
        reports.step("a", Step::Layer(layer));
        reports.step("a", Step::Layer(layer));
        let report = reports.json("a");
        assert_eq!((report["layer"].as_u64(), report["layers"].as_u64()), (Some(2), Some(5)));
        assert_eq!(report["positions"], "14");
        reports.step("a", Step::Counted);
        reports.step("a", Step::Counted);
        assert_eq!(reports.json("a")["done"], 1);
        reports.end("a", RequestEnd::Done);
        assert_eq!(reports.json("a")["state"], "done");
    }

    #[test]
    fn a_request_that_failed_or_was_cancelled_says_so() {
        let reports = Arc::new(Reports::default());
        reports.failed("bad", "unknown board \"nope\":\n the server plays T1 to T10");
        let report = reports.json("bad");
        assert_eq!(
            (&report["state"], &report["error"]),
            (&json!("failed"), &json!("unknown board \"nope\": the server plays T1 to T10"))
        );
        let mut reporter = Reporter::begin(Arc::clone(&reports), Some("gone".into()));
        reporter.end(RequestEnd::Cancelled);
        assert_eq!(reports.json("gone")["state"], "cancelled");
        // A reporter dropped unended (a panic in the count) reports a failure.
        drop(Reporter::begin(Arc::clone(&reports), Some("panicked".into())));
        assert_eq!(reports.json("panicked")["state"], "failed");
        assert_eq!(reports.json("bad")["seconds"].as_f64().map(|s| s >= 0.0), Some(true));
    }
}
