//! The guided first game: a short scripted game against the coach that teaches each rule
//! by doing it (the direction, the die, where a rug goes, the arcs at the edge, paying by
//! connected area, covering, the end and the score), then hands over to a real game.
//!
//! The script is a real engine game: the person is asked for one action at a time (the
//! [`Guide`] refuses any other), the coach's actions are played for him, and the die
//! shows the script's faces. Nothing of it is saved; the game in progress, if any, comes
//! back afterwards.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::{Cell, Game, Record, Rotation, RugPos, TurnRecord};

use super::play::{Action, Actor, Allow, Guide, Play};
use super::prefs::Prefs;
use crate::i18n::M;

/// What a step waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// The person reads, then taps Next.
    Next,
    /// The person does this.
    You(Action),
    /// The coach does this (played for him).
    Coach(Action),
    /// The person lays the rug anywhere allowed.
    AnyRug,
    /// The end: the person goes on to a real game.
    Finish,
}

/// A rug of the script (its cells are constants, checked by the tests below).
fn rug(a: &str, b: &str) -> Action {
    let cells = Cell::from_name(a).zip(Cell::from_name(b));
    let rug = cells.and_then(|(a, b)| RugPos::new(a, b));
    Action::Place(rug.expect("the script's rugs lie on two touching cells"))
}

/// The script, step by step (the words are in `i18n::lesson`, by step).
pub fn script() -> Vec<Expect> {
    use Expect::*;
    vec![
        Next,
        You(Action::Rotate(Rotation::Right)),
        You(Action::Roll),
        You(rug("F5", "F6")),
        Coach(Action::Rotate(Rotation::None)),
        Coach(Action::Roll),
        Next,
        Coach(rug("E5", "E6")),
        You(Action::Rotate(Rotation::Left)),
        You(Action::Roll),
        You(rug("E6", "E7")),
        Coach(Action::Rotate(Rotation::Right)),
        Coach(Action::Roll),
        Next,
        Coach(rug("D5", "D6")),
        You(Action::Rotate(Rotation::None)),
        You(Action::Roll),
        Next,
        AnyRug,
        Finish,
    ]
}

/// The die's faces, turn by turn.
pub const FACES: &[u8] = &[2, 3, 1, 1, 1];

/// The lesson's game: you (red, then yellow) against the coach (cyan, then purple), Assam
/// in the centre facing north.
pub fn game(you: &str, coach: &str) -> Option<Game> {
    let pile = |a: &str, b: &str| -> Vec<String> {
        (0..24)
            .map(|i| if i < 12 { a } else { b }.to_string())
            .collect()
    };
    let record = Record {
        players: vec![
            marrakech_engine::PlayerSetup::new(you, &["red", "yellow"], Default::default()),
            marrakech_engine::PlayerSetup::new(coach, &["cyan", "purple"], Default::default()),
        ],
        rules: Default::default(),
        assam: None,
        piles: Some(vec![pile("red", "yellow"), pile("cyan", "purple")]),
        seed: Some(1),
        turns: Vec::<TurnRecord>::new(),
        extra: Default::default(),
    };
    Game::from_record(&record).ok()
}

/// How many of the game's actions (directions, rolls, rugs) have been taken.
fn actions_taken(game: &Game) -> usize {
    game.turns()
        .iter()
        .map(|t| {
            usize::from(t.rotate.is_some())
                + usize::from(t.roll.is_some())
                + usize::from(t.rug.is_some())
        })
        .sum()
}

/// Actions the script takes before step `i`.
fn actions_before(script: &[Expect], i: usize) -> usize {
    script[..i]
        .iter()
        .filter(|e| matches!(e, Expect::You(_) | Expect::Coach(_) | Expect::AnyRug))
        .count()
}

/// The lesson (one provider for the page).
#[derive(Clone, Copy)]
pub struct Lesson {
    /// The step shown, while the lesson runs.
    pub step: RwSignal<Option<usize>>,
    /// The coach's step already acted on (an effect runs more than once).
    acted: StoredValue<Option<usize>>,
    play: Play,
    prefs: Prefs,
}

impl Lesson {
    pub fn new(play: Play, prefs: Prefs) -> Lesson {
        let lesson = Lesson {
            step: RwSignal::new(None),
            acted: StoredValue::new(None),
            play,
            prefs,
        };
        lesson.follow();
        lesson
    }

    /// What the step shown waits for.
    pub fn expect(&self) -> Option<Expect> {
        self.step.get().and_then(|i| script().get(i).copied())
    }

    /// Starts the lesson for the person called `name` (in place of whatever is on the
    /// table; the saved game stays).
    pub fn start(&self, name: &str) {
        let lang = self.prefs.lang.get_untracked();
        let name = Some(name.trim())
            .filter(|n| !n.is_empty())
            .unwrap_or(M::LessonYou.text(lang));
        let coach = M::LessonCoach.text(lang);
        let Some(game) = game(name, coach).or_else(|| game(M::LessonYou.text(lang), coach)) else {
            return;
        };
        self.play.start_lesson(game);
        self.acted.set_value(None);
        self.step.set(Some(0));
        self.guide(0);
    }

    /// Next, on a step that waits for it.
    pub fn next(&self) {
        if let Some(i) = self.step.get_untracked() {
            if script().get(i) == Some(&Expect::Next) {
                self.go(i + 1);
            }
        }
    }

    /// Leaves the lesson (skipped or finished): remembered, and the table as it was.
    pub fn leave(&self) {
        self.step.set(None);
        self.prefs.change(|s| s.taught = true);
        self.play.end_lesson();
    }

    fn go(&self, i: usize) {
        self.step.set(Some(i));
        self.guide(i);
    }

    /// Tells the gate what it may take now.
    fn guide(&self, i: usize) {
        let allow = match script().get(i) {
            Some(Expect::You(a) | Expect::Coach(a)) => Allow::Only(*a),
            Some(Expect::AnyRug) => Allow::AnyRug,
            // nothing may be done while the person reads
            _ => Allow::Nothing,
        };
        self.play.guide.set(Some(Guide {
            faces: FACES,
            allow,
        }));
    }

    /// Moves on once the step's action has been taken and shown; plays the coach's actions.
    fn follow(self) {
        Effect::new(move |_| {
            let Some(i) = self.step.get() else { return };
            if self.play.guide.with(Option::is_none) {
                // another game took the table (new game, import, a link)
                self.step.set(None);
                return;
            }
            let script = script();
            let Some(&expect) = script.get(i) else { return };
            let Some(taken) = self.play.game.with(|g| g.as_ref().map(actions_taken)) else {
                return;
            };
            let calm = self.play.may(Actor::Person);
            if !matches!(expect, Expect::Next | Expect::Finish)
                && taken > actions_before(&script, i)
            {
                if calm {
                    self.go(i + 1);
                }
                return;
            }
            if let (Expect::Coach(action), true) = (expect, calm) {
                if self.acted.get_value() == Some(i) {
                    return;
                }
                self.acted.set_value(Some(i));
                let pause = self.prefs.speed_untracked().scale(900);
                let play = self.play;
                set_timeout(
                    move || {
                        if self.step.get_untracked() == Some(i) {
                            if let Action::Place(rug) = action {
                                play.pick_rug(Actor::Person, rug);
                            }
                            if play.apply(Actor::Person, action).is_err() {
                                // refused for now (a replay on top, a panel): try again later
                                self.acted.set_value(None);
                            }
                        }
                    },
                    Duration::from_millis(pause.into()),
                );
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakech_engine::{Event, Phase};

    /// The script played with the engine teaches what its words say: the arc, each payment
    /// with its area, the cover, and the free rug at the end.
    #[test]
    fn the_script_plays_as_its_words_say() {
        let mut game = game("You", "Coach").expect("the lesson's game");
        let mut events = Vec::new();
        let mut turn_faces = FACES.iter();
        for e in script() {
            let action = match e {
                Expect::You(a) | Expect::Coach(a) => a,
                Expect::AnyRug => {
                    assert_eq!(game.phase(), Phase::Place);
                    assert!(!game.legal_rugs().is_empty());
                    continue;
                }
                Expect::Next | Expect::Finish => continue,
            };
            let done = match action {
                Action::Rotate(r) => game.rotate(r),
                Action::Roll => game.roll(*turn_faces.next().expect("a face per roll")),
                Action::Place(rug) => game.place(rug),
            };
            events.extend(done.expect("the script's action is legal"));
        }
        let paid: Vec<(usize, u32, usize)> = events
            .iter()
            .filter_map(|e| match e {
                Event::Paid {
                    from, amount, area, ..
                } => Some((from.index(), *amount, area.len())),
                _ => None,
            })
            .collect();
        assert_eq!(paid, [(1, 2, 2), (1, 4, 4), (0, 3, 3)]);
        let arcs = events
            .iter()
            .filter(|e| matches!(e, Event::Moved { steps, .. } if steps.iter().any(|s| s.via_arc)))
            .count();
        assert_eq!(arcs, 1);
        // the rug on E6 and E7 covers half of the coach's first rug
        let e5 = Cell::from_name("E5").expect("a cell");
        assert_eq!(game.rug_at(e5).map(|r| r.1), Some(2));
        assert_eq!(game.turn_number(), 5);
        assert_eq!(FACES.len(), 5);
    }
}
