//! Bots for solo play: easy, medium and hard.
//!
//! - [`decide`] gives the decision of the seat to play in one call.
//! - [`Thinker`] gives the same decision in chunks ([`Thinker::step`]), so a page can think
//!   between frames without threads. Only the hard level needs more than one chunk.
//!
//! Bots count iterations, never the clock: the same game, level and seed always give the
//! same decision. A bot sees what a person at the table sees: with 2 players the colour of
//! each pile's top rug, not the order of the rest (the hard bot re-shuffles the hidden rest
//! before every rollout; the others never look at it).

use serde_json::{json, Value};
use thiserror::Error;

use crate::action::Action;
use crate::cell::Cell;
use crate::error::ActionError;
use crate::event::{Event, EventSink};
use crate::facing::Rotation;
use crate::game::Game;
use crate::phase::Phase;
use crate::position::{Position, PILE};
use crate::rng::FastRng;
use crate::rug::RugPos;
use crate::rules::TurnOrder;

mod easy;
mod features;
mod hard;
pub mod hint;
mod medium;
pub mod review;

pub use crate::level::Level;
pub use hard::{HardParams, ROLLOUT_BUDGET};

/// What a bot does now: a short list of [`Action`]s. One direction or quarter turn; a rug,
/// followed in roll-first by its closing quarter turn unless it is the game's last; nothing
/// in phase `roll`, where there is nothing to choose and the die is rolled next.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Decision {
    len: u8,
    list: [Action; 2],
}

/// What fills the unused places of a decision's list (never read).
const UNUSED: Action = Action::Roll(0);

impl Decision {
    /// Phase `roll`: nothing to choose.
    pub const ROLL: Decision = Decision {
        len: 0,
        list: [UNUSED; 2],
    };

    /// One action.
    pub const fn one(action: Action) -> Decision {
        Decision {
            len: 1,
            list: [action, UNUSED],
        }
    }

    /// A rug, and in roll-first the closing quarter turn that follows it.
    pub const fn rug(rug: RugPos, quarter_turn: Option<Rotation>) -> Decision {
        match quarter_turn {
            Some(q) => Decision {
                len: 2,
                list: [Action::Rug(rug), Action::QuarterTurn(q)],
            },
            None => Decision::one(Action::Rug(rug)),
        }
    }

    /// The actions, in order.
    pub fn actions(&self) -> &[Action] {
        &self.list[..self.len as usize]
    }

    /// The rug laid, if the decision lays one.
    pub fn rug_pos(&self) -> Option<RugPos> {
        self.actions().iter().find_map(|a| match a {
            Action::Rug(r) => Some(*r),
            _ => None,
        })
    }

    /// The turn of Assam: a direction, or the quarter turn (alone or after the rug).
    pub fn rotation(&self) -> Option<Rotation> {
        self.actions().iter().find_map(|a| a.rotation())
    }

    /// The JSON object the `bot` tool prints, with Assam on `assam`: `{"rotate": ...}`,
    /// `{"roll": true}` or `{"rug": [[row, col], [row, col]]}` (plus `"rotate"` for the
    /// closing quarter turn). A rug is written from Assam outwards, the half next to him
    /// first.
    pub fn to_json(&self, assam: Cell) -> Value {
        match (self.rug_pos(), self.rotation()) {
            (Some(rug), None) => json!({ "rug": rug.outward_from(assam) }),
            (Some(rug), Some(q)) => json!({ "rug": rug.outward_from(assam), "rotate": q.as_str() }),
            (None, Some(r)) => json!({ "rotate": r.as_str() }),
            (None, None) => json!({ "roll": true }),
        }
    }

    /// Plays the decision on `game`, all or nothing: on an error the game is exactly as it
    /// was. [`Decision::ROLL`] rolls the game's own seeded die.
    pub fn apply(&self, game: &mut Game) -> Result<Vec<Event>, ActionError> {
        if self.len == 0 {
            return game.apply(Action::Roll(game.next_face()));
        }
        game.apply_all(self.actions())
    }

    /// Plays the decision on a position, all or nothing ([`Decision::ROLL`] does nothing:
    /// the caller rolls).
    pub fn apply_to<S: EventSink>(
        &self,
        pos: &mut Position,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        let mut next = pos.clone();
        for &a in self.actions() {
            next.apply(a, sink)?;
        }
        *pos = next;
        Ok(())
    }
}

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

/// The bot's random stream: the seed, the level and the public progress of the game
/// (never the hidden pile order).
fn mix_seed(pos: &Position, seed: u64, salt: u64) -> u64 {
    let mut x = seed ^ 0xA076_1D64_78BD_642F;
    for v in [
        salt,
        pos.turn_number() as u64,
        pos.phase() as u64,
        pos.rugs_laid() as u64,
    ] {
        x = (x ^ v).wrapping_mul(0xE703_7ED1_A0B4_28DB);
        x ^= x >> 29;
    }
    x
}

/// The position as the seat to play may know it: with 2 players, the hidden part of each
/// pile (below the top) in a fixed order (its colour counts are public), so nothing a bot
/// computes depends on the real hidden order.
pub(crate) fn canonical(pos: &Position) -> Position {
    let mut p = pos.clone();
    if p.players == 2 {
        for seat in 0..2 {
            let start = PILE - p.rugs_left[seat] as usize + 1;
            if start < PILE {
                // the hidden rugs in a fixed order: first colour, then second
                let hidden = &mut p.piles[seat][start..];
                let second = hidden.iter().filter(|&&k| k != 0).count();
                let first = hidden.len() - second;
                for (i, k) in hidden.iter_mut().enumerate() {
                    *k = (i >= first) as u8;
                }
            }
        }
    }
    p
}

/// The legal decisions now, as a bot lists them (roll-first place: each rug with each
/// closing quarter turn, unless it is the game's last rug). Empty in `roll` and `over`.
pub fn legal_decisions(pos: &Position) -> Vec<Decision> {
    match pos.phase() {
        Phase::Orient | Phase::QuarterTurn => {
            pos.legal_actions().into_iter().map(Decision::one).collect()
        }
        Phase::Place => {
            let closing: &[Option<Rotation>] = if needs_quarter_turn(pos) {
                &[Some(Rotation::Left), Some(Rotation::Right)]
            } else {
                &[None]
            };
            pos.legal_rugs()
                .flat_map(|rug| {
                    closing
                        .iter()
                        .map(move |&quarter_turn| Decision::rug(rug, quarter_turn))
                })
                .collect()
        }
        Phase::Roll | Phase::Over => Vec::new(),
    }
}

/// Roll-first and not the game's last rug: a rug is followed by a closing quarter turn.
pub(crate) fn needs_quarter_turn(pos: &Position) -> bool {
    pos.rules().turn_order == TurnOrder::RollFirst && pos.rugs_left_total() > 1
}
