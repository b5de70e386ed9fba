//! The lesson's script as a driver: it plays the coach's actions, moves on once a step's
//! action has been taken and shown, and hands over to a real game at the end.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;

use marrakech_engine::{Level, PlayerKind, PlayerSetup, Setup, PALETTE};

use crate::i18n::{text::default_name, words, M};
use crate::state::controller::{Driver, Refused};
use crate::state::mode::{Change, Mode};
use crate::state::prefs::Prefs;
use crate::state::script::{self, Expect};
use crate::state::session::Session;
use crate::state::speech;
use crate::store::setup::SetupChoices;

/// The lesson (one provider for the page).
#[derive(Clone, Copy)]
pub struct Lesson {
    /// The coach's step already acted on (an effect runs more than once).
    acted: StoredValue<Option<usize>>,
    session: Session,
    prefs: Prefs,
    /// Why the person's last action was refused (the person's driver's).
    refused: RwSignal<Option<Refused>>,
    /// Whether a start waits for the steps' words (the button says so and takes no more).
    waiting: RwSignal<bool>,
}

impl Lesson {
    #[inline(never)] // made once: kept out of its callers
    pub fn new(session: Session, prefs: Prefs, refused: RwSignal<Option<Refused>>) -> Lesson {
        let lesson = Lesson {
            acted: StoredValue::new(None),
            session,
            prefs,
            refused,
            waiting: RwSignal::new(false),
        };
        lesson.follow();
        lesson
    }

    /// The step shown, while the lesson is on the table and shown.
    pub fn step(&self) -> Option<usize> {
        self.session.mode.with(Mode::lesson_step)
    }

    /// Whether the person's last action was not the one the step asks for (not taken).
    pub fn not_that(&self) -> bool {
        self.refused.get() == Some(Refused::NotNow)
    }

    /// What the step shown waits for.
    pub fn expect(&self) -> Option<Expect> {
        self.step().and_then(|i| script::script().get(i).copied())
    }

    /// Starts the lesson for the person called `name` (in place of whatever is on the
    /// table; the saved game stays), once its steps' words have come: they are among the
    /// later words, not the first visit's (without them, in English).
    pub fn start(&self, name: &str) {
        let lang = self.prefs.lang.get_untracked();
        if words::later_ready(lang) {
            return self.begin(name);
        }
        if self.waiting.get_untracked() {
            return;
        }
        // begun only on the table of the click: not over a game started while the words
        // came, nor twice for a double click
        let (me, name) = (*self, name.to_string());
        let table = self.session.mode.get_untracked();
        self.waiting.set(true);
        spawn_local(async move {
            let _ = speech::load_later(lang).await;
            me.waiting.set(false);
            if me.session.mode.get_untracked() == table {
                me.begin(&name);
            }
        });
    }

    /// Whether a start waits for the steps' words to come.
    pub fn waiting(&self) -> bool {
        self.waiting.get()
    }

    fn begin(&self, name: &str) {
        let lang = self.prefs.lang.get_untracked();
        let name = Some(name.trim())
            .filter(|n| !n.is_empty())
            .unwrap_or(M::LessonYou.text(lang));
        let coach = M::LessonCoach.text(lang);
        let Some(game) =
            script::game(name, coach).or_else(|| script::game(M::LessonYou.text(lang), coach))
        else {
            return;
        };
        self.acted.set_value(None);
        self.session.start_lesson(game);
    }

    /// Next, on a step that waits for it.
    pub fn next(&self) {
        if let Some(i) = untrack(|| self.step()) {
            if script::script().get(i) == Some(&Expect::Next) {
                self.session.change(Change::LessonStep(i + 1));
            }
        }
    }

    /// Leaves the lesson (skipped or finished): remembered, and the table as it was.
    pub fn leave(&self) {
        self.prefs.change(|s| s.taught = true);
        self.session.end_lesson();
    }

    /// The lesson done, a real game: the game in progress if there is one, else a new one,
    /// the person (by the lesson's name) against two medium bots.
    pub fn finish(&self) {
        let you = untrack(|| {
            self.session
                .with_game(|g| g.setup().players.first().map(|p| p.name.clone()))
                .flatten()
        });
        self.leave();
        if self.session.in_progress() {
            return;
        }
        let kept = SetupChoices::load();
        let lang = self.prefs.lang.get_untracked();
        let name = |seat: usize| {
            let typed = kept.as_ref().and_then(|k| k.name(seat));
            typed.unwrap_or(default_name(lang, seat)).to_string()
        };
        let medium = PlayerKind::Bot(Level::Medium);
        let players = [
            (you.unwrap_or_else(|| name(0)), PlayerKind::Human),
            (name(1), medium),
            (name(2), medium),
        ]
        .into_iter()
        .zip(PALETTE)
        .map(|((name, kind), color)| PlayerSetup::new(name, &[color], kind))
        .collect();
        let setup = Setup {
            players,
            rules: Default::default(),
            assam: None,
        };
        // names the set-up refuses leave the person on its form, where it says why
        let _ = self.session.start(setup);
    }

    /// Moves on once the step's action has been taken and shown; plays the coach's actions.
    fn follow(self) {
        Effect::new(move |_| {
            let Some(i) = self.step() else { return };
            let Some(&expect) = script::script().get(i) else {
                return;
            };
            let Some(taken) = self.session.with_game(|g| g.actions().len()) else {
                return;
            };
            let calm = !self.session.timeline.moving();
            if expect.acts() && taken > script::actions_before(i) {
                if calm {
                    self.session.change(Change::LessonStep(i + 1));
                }
                return;
            }
            if let (Expect::Coach(action), true) = (expect, calm) {
                if self.acted.get_value() == Some(i) {
                    return;
                }
                self.acted.set_value(Some(i));
                let pause = self.prefs.speed_untracked().scale(900);
                let session = self.session;
                set_timeout(
                    move || {
                        if untrack(|| self.step()) != Some(i) {
                            return;
                        }
                        if let marrakech_engine::Action::Rug(rug) = action {
                            session.pick_rug(Driver::Lesson, rug);
                        }
                        if session.submit(Driver::Lesson, action).is_err() {
                            // refused for now (a replay on top, a panel): try again later
                            self.acted.set_value(None);
                        }
                    },
                    Duration::from_millis(pause.into()),
                );
            }
        });
    }
}
