//! The guided first game's script: a real engine game in which the person is asked for one
//! action at a time and the coach's actions are played for him, with the die's faces written
//! in (the words of each step are in `i18n::lesson`).

use marrakech_engine::{Action, Cell, Game, PlayerSetup, Record, Rotation, RugPos, TurnRecord};

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

impl Expect {
    /// Whether the step is done by an action in the game.
    pub fn acts(self) -> bool {
        matches!(self, Expect::You(_) | Expect::Coach(_) | Expect::AnyRug)
    }

    /// Whether the person may take `action` at this step.
    pub fn lets_person(self, action: Action) -> bool {
        match self {
            Expect::You(a) => a == action,
            Expect::AnyRug => matches!(action, Action::Rug(_)),
            _ => false,
        }
    }
}

/// A rug of the script (its cells are constants, checked by the tests below).
fn rug(a: &str, b: &str) -> Action {
    let cells = Cell::from_name(a).zip(Cell::from_name(b));
    match cells.and_then(|(a, b)| RugPos::new(a, b)) {
        Some(rug) => Action::Rug(rug),
        None => unreachable!("the script's rugs lie on two touching cells"),
    }
}

/// The script, step by step.
pub fn script() -> [Expect; 20] {
    use Action::{Direction, Roll};
    use Expect::*;
    [
        Next,
        You(Direction(Rotation::Right)),
        // four cells east of the centre: to the edge and round its arc
        You(Roll(4)),
        You(rug("F5", "F6")),
        Coach(Direction(Rotation::None)),
        Coach(Roll(1)),
        Next,
        Coach(rug("E5", "E6")),
        You(Direction(Rotation::Left)),
        You(Roll(1)),
        You(rug("E6", "E7")),
        Coach(Direction(Rotation::Right)),
        Coach(Roll(1)),
        Next,
        Coach(rug("D5", "D6")),
        You(Direction(Rotation::None)),
        You(Roll(1)),
        Next,
        AnyRug,
        Finish,
    ]
}

/// The face the die shows at the next roll from step `step` on: the script's.
pub fn face_from(step: usize) -> Option<u8> {
    script().into_iter().skip(step).find_map(|e| match e {
        Expect::You(Action::Roll(f)) | Expect::Coach(Action::Roll(f)) => Some(f),
        _ => None,
    })
}

/// Actions the script takes before step `i`.
pub fn actions_before(i: usize) -> usize {
    script().into_iter().take(i).filter(|e| e.acts()).count()
}

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
            PlayerSetup::new(you, &["red", "yellow"], Default::default()),
            PlayerSetup::new(coach, &["cyan", "purple"], Default::default()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use marrakech_engine::{Event, Phase};

    /// The script played with the engine teaches what its words say: the person's own walk
    /// round an arc, each payment with its area, the cover, and the free rug at the end.
    #[test]
    fn the_script_plays_as_its_words_say() {
        let mut game = game("You", "Coach").expect("the lesson's game");
        let mut events = Vec::new();
        for (i, e) in script().into_iter().enumerate() {
            if let Expect::You(Action::Roll(_)) | Expect::Coach(Action::Roll(_)) = e {
                assert_eq!(
                    face_from(i),
                    match e {
                        Expect::You(Action::Roll(f)) | Expect::Coach(Action::Roll(f)) => Some(f),
                        _ => None,
                    }
                );
            }
            let action = match e {
                Expect::You(a) | Expect::Coach(a) => a,
                Expect::AnyRug => {
                    assert_eq!(game.phase(), Phase::Place);
                    assert!(!game.legal_rugs().is_empty());
                    continue;
                }
                Expect::Next | Expect::Finish => continue,
            };
            events.extend(game.apply(action).expect("the script's action is legal"));
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
        let arcs: Vec<usize> = events
            .iter()
            .filter_map(|e| match e {
                Event::Moved { seat, steps } if steps.iter().any(|s| s.via_arc) => {
                    Some(seat.index())
                }
                _ => None,
            })
            .collect();
        assert_eq!(arcs, [0], "one walk round an arc, the person's");
        // the rug on E6 and E7 covers half of the coach's first rug
        let e5 = Cell::from_name("E5").expect("a cell");
        assert_eq!(game.rug_at(e5).map(|r| r.1), Some(2));
        assert_eq!(game.turn_number(), 5);
        assert_eq!(actions_before(script().len()), 15);
        assert_eq!(face_from(17), None);
    }

    #[test]
    fn every_step_has_words_in_every_language() {
        use crate::i18n::{lesson::say, Lang};
        crate::i18n::words::install_all();
        for i in 0..script().len() {
            for lang in Lang::ALL {
                assert!(!say(lang, i).is_empty(), "step {i} {lang:?}");
            }
            assert_ne!(say(Lang::Fr, i), say(Lang::En, i));
            assert_ne!(say(Lang::Pl, i), say(Lang::En, i));
        }
    }
}
