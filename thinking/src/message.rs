//! What the page and the worker say to each other: 32-bit numbers (a `Uint32Array`), and
//! with a job the record as a link code (the engine's compact, checked form: the worker then
//! carries no JSON reader). The first number is the protocol's version. The worker's
//! files keep their names from one build to the next (a cached worker may be older than the
//! page), so the worker says its version first (`ready`) and the page stops using a worker
//! that speaks another.
//!
//! To the worker (after the version): `1 id master_ms level seed_low seed_high` + record
//! (decide), `2 id master_ms seat...` + record (review: 1 or 0 for each seat), `3 id` (stop),
//! `4 id master_ms` + record (the review's own choice for the seat to play: the hint).
//! From the worker: `1` (ready), `2` (refused: a message it could not read), `3 id decision`,
//! `4 id done_low done_high planned_low planned_high` (progress), `5 id review...`, `6 id`
//! (nothing can be done).

use marrakech_engine::bots::Level;
use marrakech_engine::Game;
use marrakech_engine::{decode, encode, CodeError};

use crate::job::{Answer, Job};
use crate::numbers::{decision_number, read_decision, read_review, review_numbers};

/// The protocol's version: changes whenever a message changes (1 sent the record as JSON;
/// 2 had no hint of the review's own).
pub const VERSION: u32 = 3;

/// A message to the worker.
#[derive(Clone, Debug)]
pub enum ToWorker {
    /// Start job `id`; a master may think `master_ms` a decision.
    Start { id: u32, master_ms: u32, job: Job },
    /// Job `id`'s answer is no longer wanted.
    Stop { id: u32 },
}

/// A message from the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum FromWorker {
    /// Started, ready for jobs.
    Ready,
    /// A message it could not read.
    Refused,
    /// Job `id`'s progress or answer.
    Answer { id: u32, answer: Answer },
}

/// Why a message cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// It is of this other version of the protocol.
    Version(u32),
    /// It is not a message of this protocol at all.
    Garbage,
    /// Job `id`, well formed, came with a record that does not replay: it is answered with
    /// nothing (the page's own record, so the page is not at fault for the protocol).
    Unplayable(u32),
}

use Unreadable::Garbage;

fn split(n: u64) -> [u32; 2] {
    [n as u32, (n >> 32) as u32]
}

fn join(low: u32, high: u32) -> u64 {
    u64::from(low) | u64::from(high) << 32
}

impl ToWorker {
    /// The message's numbers and text; `None` for a job whose record does not replay (it
    /// has no code: the page's own thread answers it).
    pub fn message(&self) -> Option<(Vec<u32>, String)> {
        match self {
            ToWorker::Start { id, master_ms, job } => match job {
                Job::Decide { game, level, seed } => {
                    let level = Level::ALL.iter().position(|l| l == level).unwrap_or(0) as u32;
                    let [low, high] = split(*seed);
                    let numbers = vec![VERSION, 1, *id, *master_ms, level, low, high];
                    Some((numbers, encode(&game.to_record()).ok()?))
                }
                Job::Review { record, seats } => {
                    let mut numbers = vec![VERSION, 2, *id, *master_ms];
                    numbers.extend(seats.iter().map(|&s| u32::from(s)));
                    Some((numbers, encode(record).ok()?))
                }
                Job::Best { game } => Some((
                    vec![VERSION, 4, *id, *master_ms],
                    encode(&game.to_record()).ok()?,
                )),
            },
            ToWorker::Stop { id } => Some((vec![VERSION, 3, *id], String::new())),
        }
    }

    pub fn read(numbers: &[u32], text: &str) -> Result<ToWorker, Unreadable> {
        let (kind, id, rest) = body(numbers)?;
        // a code that reads but does not replay is the page's record: answered with nothing
        let record = || match decode(text) {
            Ok(record) => Ok(record),
            Err(CodeError::Impossible(_)) => Err(Unreadable::Unplayable(id)),
            Err(_) => Err(Garbage),
        };
        match (kind, rest) {
            (1, &[master_ms, level, low, high]) => {
                let level = *Level::ALL.get(level as usize).ok_or(Garbage)?;
                let Ok(game) = Game::from_record(&record()?) else {
                    return Err(Unreadable::Unplayable(id));
                };
                let game = Box::new(game);
                let seed = join(low, high);
                let job = Job::Decide { game, level, seed };
                Ok(ToWorker::Start { id, master_ms, job })
            }
            (2, [master_ms, seats @ ..]) if seats.iter().all(|&s| s < 2) => {
                let seats = seats.iter().map(|&s| s == 1).collect();
                let job = Job::Review {
                    record: record()?,
                    seats,
                };
                Ok(ToWorker::Start {
                    id,
                    master_ms: *master_ms,
                    job,
                })
            }
            (3, []) => Ok(ToWorker::Stop { id }),
            (4, &[master_ms]) => {
                let Ok(game) = Game::from_record(&record()?) else {
                    return Err(Unreadable::Unplayable(id));
                };
                let job = Job::Best {
                    game: Box::new(game),
                };
                Ok(ToWorker::Start { id, master_ms, job })
            }
            _ => Err(Garbage),
        }
    }
}

impl FromWorker {
    pub fn numbers(&self) -> Vec<u32> {
        let (kind, id) = match self {
            FromWorker::Ready => return vec![VERSION, 1],
            FromWorker::Refused => return vec![VERSION, 2],
            FromWorker::Answer { id, answer } => (answer_kind(answer), *id),
        };
        let mut n = vec![VERSION, kind, id];
        if let FromWorker::Answer { answer, .. } = self {
            match answer {
                Answer::Decision(d) => n.push(decision_number(d)),
                Answer::Progress { done, planned } => {
                    n.extend(split(*done));
                    n.extend(split(*planned));
                }
                Answer::Review(r) => review_numbers(r, &mut n),
                Answer::Nothing => {}
            }
        }
        n
    }

    pub fn read(numbers: &[u32]) -> Result<FromWorker, Unreadable> {
        match numbers {
            [VERSION, 1] => return Ok(FromWorker::Ready),
            [VERSION, 2] => return Ok(FromWorker::Refused),
            _ => {}
        }
        let (kind, id, rest) = body(numbers)?;
        let answer = match (kind, rest) {
            (3, &[d]) => Answer::Decision(read_decision(d).ok_or(Garbage)?),
            (4, &[dl, dh, pl, ph]) => Answer::Progress {
                done: join(dl, dh),
                planned: join(pl, ph),
            },
            (5, review) => Answer::Review(Box::new(read_review(review).ok_or(Garbage)?)),
            (6, []) => Answer::Nothing,
            _ => return Err(Garbage),
        };
        Ok(FromWorker::Answer { id, answer })
    }
}

fn answer_kind(answer: &Answer) -> u32 {
    match answer {
        Answer::Decision(_) => 3,
        Answer::Progress { .. } => 4,
        Answer::Review(_) => 5,
        Answer::Nothing => 6,
    }
}

/// The message's kind, id and the rest, once its version is this protocol's.
fn body(numbers: &[u32]) -> Result<(u32, u32, &[u32]), Unreadable> {
    match numbers {
        [VERSION, kind, id, rest @ ..] => Ok((*kind, *id, rest)),
        [VERSION, ..] | [] => Err(Garbage),
        [other, ..] => Err(Unreadable::Version(*other)),
    }
}
