//! A decision at a level, all at once or in chunks (a page thinks between frames).

use thiserror::Error;

use super::decision::Decision;
use super::known::mix_seed;
use super::master::{self, MasterParams};
use super::{easy, hard, medium};
use crate::game::Game;
use crate::level::Level;
use crate::phase::Phase;
use crate::position::Position;
use crate::rng::FastRng;
use hard::HardParams;

/// Why a bot cannot decide.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum BotError {
    /// Nothing to decide: the game is over.
    #[error("the game is over")]
    GameOver,
}

/// The decision of the seat to play, at `level`, seeded with `seed` (all at once; the hard
/// level takes a few tens of milliseconds natively, master a few hundred). Same game, level
/// and seed → same decision.
pub fn decide(game: &Game, level: Level, seed: u64) -> Result<Decision, BotError> {
    decide_position(game.position(), level, seed)
}

/// [`decide`] on a bare position.
pub fn decide_position(pos: &Position, level: Level, seed: u64) -> Result<Decision, BotError> {
    let mut t = Thinker::from_position(pos, level, seed)?;
    loop {
        if let Some(d) = t.step(u32::MAX) {
            return Ok(d);
        }
    }
}

/// A decision being worked out in chunks: create it, then call [`Thinker::step`] until it
/// returns `Some` (one chunk per animation frame in a browser).
#[derive(Clone, Debug)]
pub struct Thinker {
    state: State,
    /// Iterations done and time spent when [`Thinker::pace`] last measured the speed.
    paced: (u32, f64),
}

#[derive(Clone, Debug)]
enum State {
    /// The decision and the iterations it took.
    Done(Decision, u32),
    Search(Box<hard::Search>),
    Master(Box<master::Tree>),
}

impl Thinker {
    fn with(state: State) -> Thinker {
        Thinker {
            state,
            paced: (0, 0.0),
        }
    }

    /// Starts thinking for the seat to play in `game`.
    pub fn new(game: &Game, level: Level, seed: u64) -> Result<Thinker, BotError> {
        Thinker::from_position(game.position(), level, seed)
    }

    /// Starts thinking on a bare position.
    pub fn from_position(pos: &Position, level: Level, seed: u64) -> Result<Thinker, BotError> {
        match level {
            Level::Hard => Thinker::hard(pos, seed, HardParams::default()),
            Level::Master => Thinker::master(pos, seed, MasterParams::default()),
            _ => {
                let d = quick(pos, level, seed)?;
                Ok(Thinker::with(State::Done(d, 0)))
            }
        }
    }

    /// A hard bot with explicit parameters (smaller budgets for tests, tuning).
    pub fn hard(pos: &Position, seed: u64, params: HardParams) -> Result<Thinker, BotError> {
        Thinker::searching(pos, || {
            hard::Search::new(pos, seed, params).map(|s| State::Search(Box::new(s)))
        })
    }

    /// A master bot with an explicit budget and knobs ([`MasterParams::iterations`]
    /// rollouts; same position, seed and params → same decision).
    pub fn master(pos: &Position, seed: u64, params: MasterParams) -> Result<Thinker, BotError> {
        Thinker::searching(pos, || {
            master::Tree::new(pos, seed, params).map(|t| State::Master(Box::new(t)))
        })
    }

    /// A search begun by `begin`, or its decision at once when there is nothing to search.
    fn searching(
        pos: &Position,
        begin: impl FnOnce() -> Result<State, Decision>,
    ) -> Result<Thinker, BotError> {
        if pos.is_over() {
            return Err(BotError::GameOver);
        }
        Ok(Thinker::with(begin().unwrap_or_else(|d| State::Done(d, 0))))
    }

    /// Thinking against a clock instead of an iteration budget (for measuring; the clock
    /// makes it irreproducible): call after each [`Thinker::step`] with the time spent so
    /// far on this decision and the time it may take. The search is re-planned for the
    /// rollouts that fit in the time at the speed seen so far; once the time is up it
    /// decides at once with the best candidate yet. Returns the decision once done.
    pub fn pace(&mut self, elapsed_ms: f64, budget_ms: f64) -> Option<Decision> {
        if let Some(s) = self.state.searching() {
            let (done, _) = s.progress();
            let (then, then_ms) = self.paced;
            if elapsed_ms >= budget_ms {
                self.state = State::Done(s.best_now(), done);
            } else if done >= then + MEASURED && elapsed_ms > then_ms {
                // the speed since the last measure: the first rollouts are slower (they
                // fill the memo of medium decisions)
                let rate = f64::from(done - then) / (elapsed_ms - then_ms);
                let total = f64::from(done) + rate * (budget_ms - elapsed_ms);
                s.retarget(total.min(f64::from(u32::MAX / 2)) as u32);
                self.paced = (done, elapsed_ms);
            }
        }
        self.decision()
    }

    /// Works for at most `iterations` iterations (hard: one iteration is one simulated
    /// continuation of 6 turns, a few µs natively, 8,000 per decision; a chunk of 1,000
    /// stays under 10 ms in a browser; master: one walk down its tree and one such
    /// continuation, two to three times as long). Returns the decision once done (and again on every
    /// later call).
    pub fn step(&mut self, iterations: u32) -> Option<Decision> {
        if let Some(s) = self.state.searching() {
            if let Some(d) = s.run(iterations) {
                self.state = State::Done(d, s.progress().0);
            }
        }
        self.decision()
    }

    /// The decision, once done.
    pub fn decision(&self) -> Option<Decision> {
        match self.state {
            State::Done(d, _) => Some(d),
            _ => None,
        }
    }

    /// Iterations done and planned in total (equal once done; `(0, 0)` when nothing had to
    /// be searched). For a progress indicator.
    pub fn progress(&self) -> (u32, u32) {
        match &self.state {
            State::Done(_, n) => (*n, *n),
            State::Search(s) => s.progress(),
            State::Master(t) => t.progress(),
        }
    }
}

/// What a search in progress offers the thinker (hard's and master's).
trait Searching {
    fn run(&mut self, iterations: u32) -> Option<Decision>;
    fn progress(&self) -> (u32, u32);
    fn retarget(&mut self, total: u32);
    fn best_now(&self) -> Decision;
}

macro_rules! searching {
    ($ty:ty) => {
        impl Searching for $ty {
            fn run(&mut self, iterations: u32) -> Option<Decision> {
                <$ty>::run(self, iterations)
            }
            fn progress(&self) -> (u32, u32) {
                <$ty>::progress(self)
            }
            fn retarget(&mut self, total: u32) {
                <$ty>::retarget(self, total)
            }
            fn best_now(&self) -> Decision {
                <$ty>::best_now(self)
            }
        }
    };
}
searching!(hard::Search);
searching!(master::Tree);

impl State {
    /// The search in progress, if any.
    fn searching(&mut self) -> Option<&mut dyn Searching> {
        match self {
            State::Done(..) => None,
            State::Search(s) => Some(s.as_mut()),
            State::Master(t) => Some(t.as_mut()),
        }
    }
}

/// Rollouts done before [`Thinker::pace`] trusts the speed it sees.
const MEASURED: u32 = 64;

/// Easy and medium decide at once; `Roll` and single choices need no search.
fn quick(pos: &Position, level: Level, seed: u64) -> Result<Decision, BotError> {
    if pos.is_over() {
        return Err(BotError::GameOver);
    }
    if pos.phase() == Phase::Roll {
        return Ok(Decision::ROLL);
    }
    let mut rng = FastRng::new(mix_seed(pos, seed, level as u64));
    Ok(match level {
        Level::Easy => easy::decide(pos, &mut rng),
        _ => medium::decide(pos, &mut rng),
    })
}
