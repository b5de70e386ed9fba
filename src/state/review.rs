//! The review of a finished game (or of a replay): the engine's reviewer, asked of the
//! thinker, so the page keeps answering; the result kept until another game is reviewed.

use leptos::prelude::*;
use marrakech_engine::bots::review::Review;
use marrakech_engine::{Game, Record};

use super::nav::{Nav, Overlay};
use super::thinker::{Answer, Job, Thinker, Ticket};

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
    /// The link code of the record being reviewed (a new one stops the old work); a code,
    /// not the record, since comparing records would bring their JSON's comparison.
    working_on: StoredValue<Option<String>>,
    /// The review being thought out.
    ticket: StoredValue<Option<Ticket>, LocalStorage>,
    /// The line (from 0) last opened in the replay: the review comes back at it, once.
    pub shown: StoredValue<Option<usize>>,
    nav: Nav,
    thinker: Thinker,
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
    pub fn new(nav: Nav, thinker: Thinker) -> Reviews {
        Reviews {
            state: RwSignal::new(ReviewState::Idle),
            working_on: StoredValue::new(None),
            ticket: StoredValue::new_local(None),
            shown: StoredValue::new(None),
            nav,
            thinker,
        }
    }

    /// Opens the review of `record`: at once when it is the one reviewed last.
    pub fn open(&self, record: Record) {
        self.nav.open(Overlay::Review);
        // a record without a code (none that plays) is reviewed afresh each time
        let code = marrakech_engine::encode(&record).ok();
        if code.is_some() && self.working_on.with_value(|c| *c == code) {
            return;
        }
        if let Some(old) = self.ticket.get_value() {
            old.drop_it();
        }
        self.shown.set_value(None);
        let Ok(game) = Game::from_record(&record) else {
            // nothing to review (the record was checked when it was opened)
            self.working_on.set_value(None);
            self.state.set(ReviewState::Idle);
            return;
        };
        let seats = seats_of(&game);
        self.state.set(ReviewState::Working {
            done: 0,
            planned: 1,
        });
        self.working_on.set_value(code);
        let me = *self;
        let job = Job::Review {
            record,
            seats: seats.clone(),
        };
        let ticket = self.thinker.think(job, move |answer| {
            // (another review asked for since dropped this one's ticket: no answer comes)
            match answer {
                Answer::Progress { done, planned } => {
                    me.state.set(ReviewState::Working { done, planned })
                }
                Answer::Review(review) => me.state.set(ReviewState::Done(Box::new(Reviewed {
                    game: game.clone(),
                    review: *review,
                    seats: seats.clone(),
                }))),
                Answer::Decision(_) | Answer::Nothing => {
                    me.working_on.set_value(None);
                    me.state.set(ReviewState::Idle);
                }
            }
        });
        self.ticket.set_value(Some(ticket));
    }
}
