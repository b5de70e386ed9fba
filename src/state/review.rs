//! The review of a finished game (or of a replay): the engine's reviewer run in chunks
//! between frames, so the page keeps answering; the result kept until another game is
//! reviewed.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::bots::review::{Review, ReviewParams, Reviewer};
use marrakech_engine::{Game, Record};

use super::nav::{Nav, Overlay};
use crate::bots::{next_chunk, now_ms, CHUNK};

/// Where the review is.
#[derive(Clone, Debug)]
pub enum ReviewState {
    Idle,
    Working { done: u64, planned: u64 },
    Done(Box<Reviewed>),
}

/// A finished review, with the game it is of.
#[derive(Clone, Debug)]
pub struct Reviewed {
    pub game: Game,
    pub review: Review,
    pub seats: Vec<bool>,
}

/// The review (one provider for the page).
#[derive(Clone, Copy)]
pub struct Reviews {
    pub state: RwSignal<ReviewState>,
    /// The record being reviewed (a new one stops the old work).
    working_on: StoredValue<Option<Record>>,
    nav: Nav,
}

/// The seats reviewed: the people, or every seat of a game without people.
pub fn seats_of(game: &Game) -> Vec<bool> {
    let people: Vec<bool> = game
        .setup()
        .players
        .iter()
        .map(|p| p.kind.is_human())
        .collect();
    if people.contains(&true) {
        people
    } else {
        vec![true; people.len()]
    }
}

impl Reviews {
    pub fn new(nav: Nav) -> Reviews {
        Reviews {
            state: RwSignal::new(ReviewState::Idle),
            working_on: StoredValue::new(None),
            nav,
        }
    }

    /// Opens the review of `record`: at once when it is the one reviewed last.
    pub fn open(&self, record: Record) {
        self.nav.open(Overlay::Review);
        let same = self.working_on.with_value(|r| r.as_ref() == Some(&record));
        if same {
            return;
        }
        let game = Game::from_record(&record).ok();
        let seats = game.as_ref().map(seats_of).unwrap_or_default();
        let reviewer = Reviewer::new(&record, &seats, ReviewParams::default()).ok();
        let (Some(game), Some(reviewer)) = (game, reviewer) else {
            // nothing to review (the record was checked when it was opened)
            self.working_on.set_value(None);
            self.state.set(ReviewState::Idle);
            return;
        };
        let (done, planned) = reviewer.progress();
        self.state.set(ReviewState::Working { done, planned });
        self.working_on.set_value(Some(record.clone()));
        self.run(record, game, seats, reviewer, CHUNK);
    }

    fn run(self, record: Record, game: Game, seats: Vec<bool>, mut reviewer: Reviewer, chunk: u32) {
        set_timeout(
            move || {
                if self.working_on.with_value(|r| r.as_ref() != Some(&record)) {
                    return;
                }
                let t0 = now_ms();
                let finished = reviewer.step(chunk).cloned();
                let chunk = next_chunk(chunk, now_ms() - t0);
                match finished {
                    Some(review) => self.state.set(ReviewState::Done(Box::new(Reviewed {
                        game,
                        review,
                        seats,
                    }))),
                    None => {
                        let (done, planned) = reviewer.progress();
                        self.state.set(ReviewState::Working { done, planned });
                        self.run(record, game, seats, reviewer, chunk);
                    }
                }
            },
            Duration::from_millis(0),
        );
    }
}
