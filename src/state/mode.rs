//! What the app is doing, one thing at a time, and every way it changes: the one function
//! [`Mode::then`] holds all the transitions.

use marrakech_engine::Seat;

/// What the app is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The set-up screen: no game on the table.
    Setup,
    /// A game played on this device, people and bots; `handoff` while "Pass to …" is up.
    Local { handoff: Option<Seat> },
    /// The guided first game, at step `step` of its script.
    Lesson { step: usize },
    /// A game by link (its table is kept by the `Remote` provider); `handoff` while "Pass
    /// to …" is up (two people here).
    ByLink { handoff: Option<Seat> },
    /// A replay over what was on screen, which waits below, untouched.
    Replay { below: Box<Mode> },
}

/// What changes the mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// A local game comes on the table (started, resumed, imported, a rematch).
    LocalGame,
    /// The guided first game begins.
    StartLesson,
    /// The lesson goes on to step `n`.
    LessonStep(usize),
    /// A game by link comes on the table.
    GameByLink,
    /// Back to the set-up screen.
    ToSetup,
    /// The device changes hands: "Pass to …" for this seat.
    HandOff(Seat),
    /// The next player has taken the device.
    HandedOver,
    /// A replay opens over what is shown (or replaces the replay shown).
    Watch,
    /// The replay closes: what was below comes back.
    StopWatching,
}

/// A change that does not apply to the mode now; the mode stays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stay {
    pub mode: Mode,
    pub change: Change,
}

impl Mode {
    /// The mode after `change`.
    pub fn then(&self, change: Change) -> Result<Mode, Stay> {
        let stay = || Stay {
            mode: self.clone(),
            change,
        };
        match (self, change) {
            // a game put on the table replaces whatever was shown, a replay included
            (_, Change::LocalGame) => Ok(Mode::Local { handoff: None }),
            (_, Change::StartLesson) => Ok(Mode::Lesson { step: 0 }),
            (_, Change::GameByLink) => Ok(Mode::ByLink { handoff: None }),
            (_, Change::ToSetup) => Ok(Mode::Setup),
            (Mode::Lesson { .. }, Change::LessonStep(step)) => Ok(Mode::Lesson { step }),
            (Mode::Local { handoff: None }, Change::HandOff(seat)) => Ok(Mode::Local {
                handoff: Some(seat),
            }),
            (Mode::ByLink { handoff: None }, Change::HandOff(seat)) => Ok(Mode::ByLink {
                handoff: Some(seat),
            }),
            (Mode::Local { handoff: Some(_) }, Change::HandedOver) => {
                Ok(Mode::Local { handoff: None })
            }
            (Mode::ByLink { handoff: Some(_) }, Change::HandedOver) => {
                Ok(Mode::ByLink { handoff: None })
            }
            (Mode::Replay { below }, Change::Watch) => Ok(Mode::Replay {
                below: below.clone(),
            }),
            (below, Change::Watch) => Ok(Mode::Replay {
                below: Box::new(below.clone()),
            }),
            (Mode::Replay { below }, Change::StopWatching) => Ok((**below).clone()),
            _ => Err(stay()),
        }
    }

    /// The mode of the table, under a replay if one is shown.
    pub fn table(&self) -> &Mode {
        match self {
            Mode::Replay { below } => below.table(),
            m => m,
        }
    }

    /// Whether a replay is shown.
    pub fn watching(&self) -> bool {
        matches!(self, Mode::Replay { .. })
    }

    /// The seat "Pass to …" is up for (hidden under a replay).
    pub fn handoff(&self) -> Option<Seat> {
        match self {
            Mode::Local { handoff } | Mode::ByLink { handoff } => *handoff,
            _ => None,
        }
    }

    /// The lesson's step, while the lesson is on the table and shown.
    pub fn lesson_step(&self) -> Option<usize> {
        match self {
            Mode::Lesson { step } => Some(*step),
            _ => None,
        }
    }

    /// Whether what is on the table is saved (the lesson never is).
    pub fn keeps_its_game(&self) -> bool {
        matches!(self.table(), Mode::Local { .. } | Mode::ByLink { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOCAL: Mode = Mode::Local { handoff: None };

    fn every_mode() -> Vec<Mode> {
        let base = vec![
            Mode::Setup,
            LOCAL,
            Mode::Local {
                handoff: Some(Seat::new(1)),
            },
            Mode::Lesson { step: 3 },
            Mode::ByLink { handoff: None },
            Mode::ByLink {
                handoff: Some(Seat::new(0)),
            },
        ];
        let mut all = base.clone();
        all.extend(
            base.into_iter()
                .map(|b| Mode::Replay { below: Box::new(b) }),
        );
        all
    }

    #[test]
    fn a_game_on_the_table_replaces_anything_a_replay_included() {
        for m in every_mode() {
            assert_eq!(m.then(Change::LocalGame), Ok(LOCAL));
            assert_eq!(
                m.then(Change::GameByLink),
                Ok(Mode::ByLink { handoff: None })
            );
            assert_eq!(m.then(Change::StartLesson), Ok(Mode::Lesson { step: 0 }));
            assert_eq!(m.then(Change::ToSetup), Ok(Mode::Setup));
        }
    }

    #[test]
    fn a_replay_keeps_what_was_below_and_gives_it_back() {
        for m in every_mode().into_iter().filter(|m| !m.watching()) {
            let r = m.then(Change::Watch).expect("a replay opens over anything");
            assert!(r.watching());
            assert_eq!(r.table(), &m);
            // another record over the replay: still one replay, the same below
            assert_eq!(r.then(Change::Watch), Ok(r.clone()));
            assert_eq!(r.then(Change::StopWatching), Ok(m.clone()));
            // the handoff is hidden under the replay, and back after it
            assert_eq!(r.handoff(), None);
            assert!(m.then(Change::StopWatching).is_err());
        }
    }

    #[test]
    fn the_handoff_belongs_to_a_local_game_shown() {
        let seat = Seat::new(2);
        let up = LOCAL.then(Change::HandOff(seat)).expect("hands change");
        assert_eq!(up.handoff(), Some(seat));
        assert_eq!(up.then(Change::HandedOver), Ok(LOCAL));
        let by_link = Mode::ByLink { handoff: None };
        assert_eq!(
            by_link
                .then(Change::HandOff(seat))
                .and_then(|m| m.then(Change::HandedOver)),
            Ok(by_link.clone())
        );
        for m in every_mode() {
            if m != LOCAL && m != by_link {
                assert!(m.then(Change::HandOff(seat)).is_err(), "{m:?}");
            }
            if m.handoff().is_none() {
                assert!(m.then(Change::HandedOver).is_err(), "{m:?}");
            }
        }
    }

    #[test]
    fn the_lesson_steps_only_in_the_lesson() {
        assert_eq!(
            Mode::Lesson { step: 4 }.then(Change::LessonStep(5)),
            Ok(Mode::Lesson { step: 5 })
        );
        for m in every_mode() {
            if m.lesson_step().is_none() {
                assert!(m.then(Change::LessonStep(1)).is_err(), "{m:?}");
            }
        }
        // under a replay the lesson waits
        let r = Mode::Lesson { step: 2 }
            .then(Change::Watch)
            .expect("replay");
        assert!(r.then(Change::LessonStep(3)).is_err());
        assert_eq!(r.lesson_step(), None);
    }

    #[test]
    fn only_local_games_and_games_by_link_are_kept() {
        assert!(LOCAL.keeps_its_game());
        assert!(Mode::ByLink { handoff: None }.keeps_its_game());
        assert!(!Mode::Lesson { step: 0 }.keeps_its_game());
        assert!(!Mode::Setup.keeps_its_game());
    }
}
