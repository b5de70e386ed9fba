//! The coach at the table: the hint (the review's own choice for the person to move, asked of
//! the thinker) with a one-line reason, the odds of the directions offered, and the hints
//! used per seat.

use leptos::prelude::*;
use marrakech_engine::bots::hint::{self, Reason};
use marrakech_engine::bots::Decision;
use marrakech_engine::odds::Odds;
use marrakech_engine::{Game, Phase};

use super::controller::Driver;
use super::mode::Mode;
use super::prefs::Prefs;
use super::session::Session;
use super::thinker::{Answer, Job, Thinker};
use crate::store::Hints;

/// A hint, for the moment it was asked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub at: Moment,
    pub decision: Decision,
    pub reason: Reason,
}

/// The decision a hint is for: the game (its seed), its turn and the phase of the choice.
pub type Moment = (u64, usize, Phase);

/// The coach (one provider for the page).
#[derive(Clone, Copy)]
pub struct Coach {
    pub hint: RwSignal<Option<Hint>>,
    /// A hint is being thought out for this moment.
    pub thinking: RwSignal<Option<Moment>>,
    used: RwSignal<Hints>,
    session: Session,
    thinker: Thinker,
    /// The decision a person makes now, if any (derived once for every reader).
    pub moment: Memo<Option<Moment>>,
    /// The odds of the directions offered now, with the odds on (else empty).
    pub odds: Memo<Vec<Odds>>,
    /// Whether the hint is offered: a person decides, outside the lesson (it says what to do).
    pub offered: Memo<bool>,
}

/// The game a person decides on now: the turn's start while the direction may still
/// change, else the game at a person's choice.
fn deciding(session: &Session) -> Option<Game> {
    if let Some(g) = session.rechoice() {
        return Some(g);
    }
    if !session.may(Driver::Person) {
        return None;
    }
    session
        .with_game(|g| {
            matches!(g.phase(), Phase::Orient | Phase::Place | Phase::QuarterTurn)
                .then(|| g.clone())
        })
        .flatten()
}

fn moment(game: &Game) -> Moment {
    (game.seed().unwrap_or(0), game.turn_number(), game.phase())
}

impl Coach {
    #[inline(never)] // made once: kept out of its callers
    pub fn new(session: Session, prefs: Prefs, thinker: Thinker) -> Coach {
        let moment = Memo::new(move |_| deciding(&session).map(|g| moment(&g)));
        Coach {
            hint: RwSignal::new(None),
            thinking: RwSignal::new(None),
            used: RwSignal::new(Hints::load()),
            session,
            thinker,
            moment,
            odds: Memo::new(move |_| {
                // read only when the moment or the setting changes, not per reader
                if !prefs.settings.with(|s| s.odds) || moment.get().is_none() {
                    return Vec::new();
                }
                untrack(|| deciding(&session))
                    .map(|g| g.odds())
                    .unwrap_or_default()
            }),
            offered: Memo::new(move |_| {
                let lesson = session.mode.with(|m| matches!(m, Mode::Lesson { .. }));
                !lesson && moment.get().is_some()
            }),
        }
    }

    /// The hint for the decision now, if one was asked for it.
    pub fn current(&self) -> Option<Hint> {
        let now = self.moment.get()?;
        self.hint.get().filter(|h| h.at == now)
    }

    /// Whether a hint is being thought out for the decision now.
    pub fn busy(&self) -> bool {
        let now = self.moment.get();
        now.is_some() && self.thinking.get() == now
    }

    /// Hints used by each seat in `game`.
    pub fn used(&self, game: &Game) -> [u32; 4] {
        self.used.with(|u| u.of(game.seed().unwrap_or(0)))
    }

    /// Asks the thinker for the review's own choice for the person to move (taken, it is
    /// never a loss in the review); counts the hint once. An answer for a moment no longer
    /// shown is dropped.
    pub fn ask(&self) {
        let Some(game) = untrack(|| deciding(&self.session)) else {
            return;
        };
        let at = moment(&game);
        if self.thinking.get_untracked() == Some(at)
            || self.hint.get_untracked().is_some_and(|h| h.at == at)
        {
            return;
        }
        self.count(&game);
        self.thinking.set(Some(at));
        let me = *self;
        let job = Job::Best {
            game: Box::new(game.clone()),
        };
        self.thinker.think(job, move |answer| {
            if me.thinking.get_untracked() != Some(at) {
                return;
            }
            if let Answer::Decision(decision) = answer {
                let reason = hint::reason(&game, decision);
                me.hint.set(Some(Hint {
                    at,
                    decision,
                    reason,
                }));
            }
            if !matches!(answer, Answer::Progress { .. }) {
                me.thinking.set(None);
            }
        });
    }

    fn count(&self, game: &Game) {
        let id = game.seed().unwrap_or(0);
        self.used
            .update(|u| *u = u.count(id, game.current_seat().index()));
        if let Err(e) = self.used.with_untracked(Hints::save) {
            self.session.refused(e);
        }
    }
}
