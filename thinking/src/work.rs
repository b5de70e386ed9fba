//! A job under way, done a chunk at a time: on the page between frames, or in the worker
//! between its messages. The answer depends only on the job and its budget (for a master,
//! its clock), never on how the work is cut into chunks.

use marrakech_engine::bots::review::{Best, ReviewParams, Reviewer};
use marrakech_engine::bots::{self, Level};

use crate::job::{Answer, Job};

/// Iterations of the first chunk of a job.
pub const CHUNK: u32 = 250;

/// A job under way.
pub struct Work(Kind);

enum Kind {
    /// A decision; a master's against the clock: (started at, may take) in ms.
    Decide(bots::Thinker, Option<(f64, f64)>),
    Review(Box<Reviewer>),
    Best(Box<Best>),
}

impl Work {
    /// Starts `job` at `now` (ms); a master may think `master_ms`. `None`: the job cannot
    /// be done (a finished game, a record that does not replay).
    pub fn start(job: Job, master_ms: u32, now: f64) -> Option<Work> {
        let kind = match job {
            Job::Decide { game, level, seed } => {
                let clock = (level == Level::Master).then_some((now, f64::from(master_ms)));
                Kind::Decide(bots::Thinker::new(&game, level, seed).ok()?, clock)
            }
            Job::Review { record, seats } => Kind::Review(Box::new(
                Reviewer::new(&record, &seats, ReviewParams::default()).ok()?,
            )),
            Job::Best { game } => Kind::Best(Box::new(Best::new(
                game.position(),
                ReviewParams::default(),
            )?)),
        };
        Some(Work(kind))
    }

    /// Does `iterations` more; the answer once the job is done. `now` reads the clock (ms).
    pub fn step(&mut self, iterations: u32, now: impl Fn() -> f64) -> Option<Answer> {
        match &mut self.0 {
            Kind::Decide(t, clock) => match (t.step(iterations), clock) {
                (Some(d), _) => Some(Answer::Decision(d)),
                // the iterations it plans are only a guess of what fits in its time
                (None, Some((start, budget))) => {
                    t.pace(now() - *start, *budget).map(Answer::Decision)
                }
                (None, None) => None,
            },
            Kind::Review(r) => r
                .step(iterations)
                .cloned()
                .map(|r| Answer::Review(Box::new(r))),
            Kind::Best(b) => b.step(iterations).map(Answer::Decision),
        }
    }

    /// How far a review has come (a decision reports none).
    pub fn progress(&self) -> Option<Answer> {
        match &self.0 {
            Kind::Review(r) => {
                let (done, planned) = r.progress();
                Some(Answer::Progress { done, planned })
            }
            Kind::Decide(..) | Kind::Best(_) => None,
        }
    }
}

/// The next chunk's size, so that a chunk takes about `target_ms`.
pub fn next_chunk(size: u32, took_ms: f64, target_ms: f64) -> u32 {
    let scaled = if took_ms <= 0.05 {
        size.saturating_mul(4)
    } else {
        (size as f64 * target_ms / took_ms) as u32
    };
    scaled.clamp(50, 20_000)
}
