//! A decision at a level, all at once or in chunks (a page thinks between frames).

use thiserror::Error;

use super::decision::Decision;
use super::known::mix_seed;
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
/// level takes a few tens of milliseconds natively). Same game, level and seed → same decision.
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
}

#[derive(Clone, Debug)]
enum State {
    /// The decision and the iterations it took.
    Done(Decision, u32),
    Search(Box<hard::Search>),
}

impl Thinker {
    /// Starts thinking for the seat to play in `game`.
    pub fn new(game: &Game, level: Level, seed: u64) -> Result<Thinker, BotError> {
        Thinker::from_position(game.position(), level, seed)
    }

    /// Starts thinking on a bare position.
    pub fn from_position(pos: &Position, level: Level, seed: u64) -> Result<Thinker, BotError> {
        match level {
            Level::Hard => Thinker::hard(pos, seed, HardParams::default()),
            _ => {
                let d = quick(pos, level, seed)?;
                Ok(Thinker {
                    state: State::Done(d, 0),
                })
            }
        }
    }

    /// A hard bot with explicit parameters (smaller budgets for tests, tuning).
    pub fn hard(pos: &Position, seed: u64, params: HardParams) -> Result<Thinker, BotError> {
        if pos.is_over() {
            return Err(BotError::GameOver);
        }
        let state = match hard::Search::new(pos, seed, params) {
            Ok(search) => State::Search(Box::new(search)),
            Err(d) => State::Done(d, 0),
        };
        Ok(Thinker { state })
    }

    /// Works for at most `iterations` iterations (hard: one iteration is one simulated
    /// continuation of 6 turns, a few µs natively, 8,000 per decision; a chunk of 1,000
    /// stays under 10 ms in a browser). Returns the decision once done (and again on every
    /// later call).
    pub fn step(&mut self, iterations: u32) -> Option<Decision> {
        if let State::Search(s) = &mut self.state {
            if let Some(d) = s.run(iterations) {
                self.state = State::Done(d, s.progress().0);
            }
        }
        match self.state {
            State::Done(d, _) => Some(d),
            State::Search(_) => None,
        }
    }

    /// The decision, once done.
    pub fn decision(&self) -> Option<Decision> {
        match self.state {
            State::Done(d, _) => Some(d),
            State::Search(_) => None,
        }
    }

    /// Iterations done and planned in total (equal once done; `(0, 0)` when nothing had to
    /// be searched). For a progress indicator.
    pub fn progress(&self) -> (u32, u32) {
        match &self.state {
            State::Done(_, n) => (*n, *n),
            State::Search(s) => s.progress(),
        }
    }
}

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
