//! The worker's messages: every decision and review reads back exactly as it was, a job
//! reads back as the same game (so the worker decides as the page would), and anything else
//! is refused without a panic, with the version of another protocol told apart.

use marrakech_engine::bots::review::{ReviewParams, Reviewer};
use marrakech_engine::bots::{self, legal_decisions, Decision, Level};
use marrakech_engine::{Game, PlayerKind, Record, Rules, Setup, TurnOrder};
use marrakech_thinking::message::{FromWorker, ToWorker, Unreadable, VERSION};
use marrakech_thinking::{Answer, Job, Work};
use proptest::prelude::*;

fn game(players: usize, order: TurnOrder, seed: u64) -> Game {
    let rules = Rules {
        turn_order: order,
        ..Rules::default()
    };
    let setup = Setup::standard(players, rules, PlayerKind::Bot(Level::Easy));
    Game::new(setup, seed).expect("a standard set-up")
}

/// Every position of a game the easy bot plays with itself.
fn positions(players: usize, order: TurnOrder, seed: u64) -> Vec<Game> {
    let mut g = game(players, order, seed);
    let mut out = vec![g.clone()];
    while !g.is_over() {
        let d = bots::decide(&g, Level::Easy, seed).expect("a game not over");
        d.apply(&mut g).expect("the bot's decision is legal");
        out.push(g.clone());
    }
    out
}

fn code(r: &Record) -> String {
    marrakech_engine::encode(r).expect("a record that replays")
}

fn answer_back(id: u32, answer: Answer) -> FromWorker {
    let numbers = FromWorker::Answer { id, answer }.numbers();
    FromWorker::read(&numbers).unwrap_or_else(|e| panic!("{numbers:?}: {e:?}"))
}

fn job_back(message: ToWorker) -> ToWorker {
    let (numbers, text) = message.message().expect("a job whose record replays");
    ToWorker::read(&numbers, &text).unwrap_or_else(|e| panic!("{numbers:?}: {e:?}"))
}

#[test]
fn every_legal_decision_reads_back_as_itself() {
    let mut seen = 0;
    for (players, order) in [
        (2, TurnOrder::Classic),
        (3, TurnOrder::RollFirst),
        (4, TurnOrder::RollFirst),
    ] {
        for g in positions(players, order, 7) {
            for d in legal_decisions(g.position())
                .into_iter()
                .chain([Decision::ROLL])
            {
                let back = answer_back(9, Answer::Decision(d));
                assert_eq!(
                    back,
                    FromWorker::Answer {
                        id: 9,
                        answer: Answer::Decision(d)
                    }
                );
                seen += 1;
            }
        }
    }
    assert!(seen > 1_000, "{seen} decisions");
}

#[test]
fn a_job_reads_back_as_the_same_game_and_the_worker_decides_as_the_page() {
    for (players, order, seed) in [(2, TurnOrder::Classic, 1), (4, TurnOrder::RollFirst, 2)] {
        let all = positions(players, order, seed);
        for g in all.iter().step_by(9).filter(|g| !g.is_over()) {
            let job = Job::Decide {
                game: Box::new(g.clone()),
                level: Level::Hard,
                seed: 77,
            };
            let big = Job::Decide {
                game: Box::new(g.clone()),
                level: Level::Master,
                seed: u64::MAX - 5,
            };
            let ToWorker::Start {
                job:
                    Job::Decide {
                        level: Level::Master,
                        seed,
                        ..
                    },
                ..
            } = job_back(ToWorker::Start {
                id: 1,
                master_ms: 1,
                job: big,
            })
            else {
                panic!("not read back");
            };
            assert_eq!(seed, u64::MAX - 5);
            let ToWorker::Start {
                id: 3,
                master_ms: 500,
                job:
                    Job::Decide {
                        game,
                        level,
                        seed: 77,
                    },
            } = job_back(ToWorker::Start {
                id: 3,
                master_ms: 500,
                job,
            })
            else {
                panic!("not read back");
            };
            assert_eq!(level, Level::Hard);
            assert_eq!(game.position(), g.position());
            // the game's own seed (its die) is not sent: a bot never rolls the game's die
            assert_eq!(game.seed(), None);
            assert_eq!(bots::decide(&game, level, 77), bots::decide(g, level, 77));
        }
    }
}

#[test]
fn a_review_reads_back_exactly() {
    let record = positions(3, TurnOrder::Classic, 5)
        .pop()
        .expect("a game")
        .to_record();
    let params = ReviewParams {
        rollouts: 4,
        ..ReviewParams::default()
    };
    let mut reviewer = Reviewer::new(&record, &[true, false, true], params).expect("it replays");
    let review = loop {
        if let Some(r) = reviewer.step(10_000) {
            break r.clone();
        }
    };
    assert!(review.turns.len() > 20);
    let back = answer_back(1, Answer::Review(Box::new(review.clone())));
    assert_eq!(
        back,
        FromWorker::Answer {
            id: 1,
            answer: Answer::Review(Box::new(review))
        }
    );
    let job = Job::Review {
        record: record.clone(),
        seats: vec![true, false, true],
    };
    let ToWorker::Start {
        job: Job::Review { record: r, seats },
        ..
    } = job_back(ToWorker::Start {
        id: 4,
        master_ms: 1,
        job,
    })
    else {
        panic!("not read back");
    };
    assert_eq!(
        (r.turns.len(), seats),
        (record.turns.len(), vec![true, false, true])
    );
}

#[test]
fn the_short_messages_read_back() {
    for m in [
        FromWorker::Ready,
        FromWorker::Refused,
        FromWorker::Answer {
            id: 4_000_000_000,
            answer: Answer::Nothing,
        },
        FromWorker::Answer {
            id: 2,
            answer: Answer::Progress {
                done: 17,
                planned: 9_000_000_000,
            },
        },
    ] {
        assert_eq!(FromWorker::read(&m.numbers()), Ok(m));
    }
    assert!(matches!(
        job_back(ToWorker::Stop { id: 12 }),
        ToWorker::Stop { id: 12 }
    ));
}

#[test]
fn another_version_is_told_apart_from_garbage() {
    let other = VERSION + 1;
    assert_eq!(
        FromWorker::read(&[other, 1]),
        Err(Unreadable::Version(other))
    );
    assert_eq!(
        FromWorker::read(&[other, 3, 1, 0]),
        Err(Unreadable::Version(other))
    );
    assert!(matches!(
        ToWorker::read(&[other, 3, 1], ""),
        Err(Unreadable::Version(_))
    ));
    let v = VERSION;
    let rug = |a: u32, b: u32| 1 << 28 | 3 << 12 | (a * 49 + b);
    let left = 1; // Rotation::ALL[1]
    for garbage in [
        &[][..],
        &[v],
        &[v, 1, 0],                                                    // ready with more
        &[v, 3],                                                       // a decision without its id
        &[v, 3, 1],                                                    // or without itself
        &[v, 3, 1, 0, 0],                                              // or with more
        &[v, 3, 1, rug(0, 48)],            // a rug whose cells do not touch
        &[v, 3, 1, rug(47, 49)],           // on no cell
        &[v, 3, 1, 1 << 28 | 1 << 12 | 7], // no such rotation
        &[v, 3, 1, 2 << 28 | 1 << 12 | left | (2 << 12 | left) << 14], // two turns
        &[v, 3, 1, 3 << 28],               // three actions
        &[v, 3, 1, 1 << 28 | 4 << 12],     // no such action
        &[v, 4, 1, 5, 0, 6],               // progress cut short
        &[v, 5, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0], // a turn cut short
        &[v, 5, 1, 1, 0, 0, 1, 1, 9, 0, 0, 0, 0, 0], // seat 9
        &[v, 5, 1, 1, 0, 0, 1, 1, 0, 2, 0, 0, 0, 0], // step 2
        &[v, 5, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0x7fc0_0000, 0], // a NaN score
        &[v, 5, 1, 9],                     // nine seats
        &[v, 6, 1, 0],                     // nothing with more
        &[v, 7, 1],                        // no such answer
    ] {
        assert_eq!(
            FromWorker::read(garbage),
            Err(Unreadable::Garbage),
            "{garbage:?}"
        );
    }
    let a_game = code(&game(2, TurnOrder::Classic, 1).to_record());
    let json = game(2, TurnOrder::Classic, 1).to_record().to_json();
    for (numbers, text) in [
        (&[v, 1, 1, 10, 9, 3, 0][..], a_game.as_str()), // level 9
        (&[v, 1, 1, 10, 3, 3][..], a_game.as_str()),    // no seed's high half
        (&[v, 1, 1, 10, 3, 3, 0][..], ""),              // no code
        (&[v, 1, 1, 10, 3, 3, 0][..], "{}"),            // no code either
        (&[v, 1, 1, 10, 3, 3, 0][..], &a_game[..a_game.len() - 1]), // a code cut short
        (&[v, 1, 1, 10, 3, 3, 0][..], &json),           // a record, as version 1 sent it
        (&[v, 2, 1, 10, 1, 2][..], a_game.as_str()),    // a seat neither 0 nor 1
        (&[v, 2, 1, 10, 1, 1][..], &json),              // a review of a JSON record
        (&[v, 3][..], ""),
        (&[v, 4, 1][..], ""),
    ] {
        assert!(
            matches!(ToWorker::read(numbers, text), Err(Unreadable::Garbage)),
            "{numbers:?} {text}"
        );
    }
    assert!(matches!(
        ToWorker::read(&[v, 1, 1, 10, 3, 3, 0], &a_game),
        Ok(ToWorker::Start { .. })
    ));
}

#[test]
fn a_record_that_does_not_replay_is_a_job_answered_with_nothing() {
    // a well-formed code of a 2-player game whose first pile is 24 red rugs
    let impossible = include_str!("../../engine/tests/golden/codes/impossible.txt");
    assert!(matches!(
        marrakech_engine::decode(impossible),
        Err(marrakech_engine::CodeError::Impossible(_))
    ));
    let g = game(2, TurnOrder::Classic, 3);
    let job = Job::Decide {
        game: Box::new(g),
        level: Level::Easy,
        seed: 1,
    };
    let (numbers, _) = ToWorker::Start {
        id: 8,
        master_ms: 1,
        job,
    }
    .message()
    .expect("a game that replays");
    assert!(matches!(
        ToWorker::read(&numbers, impossible),
        Err(Unreadable::Unplayable(8))
    ));
    let review = [VERSION, 2, 4, 10, 1, 0];
    assert!(matches!(
        ToWorker::read(&review, impossible),
        Err(Unreadable::Unplayable(4))
    ));
}

#[test]
fn a_record_that_does_not_replay_has_no_message_and_stays_on_the_page() {
    let mut record = positions(2, TurnOrder::Classic, 3)
        .pop()
        .expect("a game")
        .to_record();
    record.turns.truncate(10);
    record.turns[4].rug = record.turns[3].rug; // on the rug just laid, whole: not allowed
    assert!(Game::from_record(&record).is_err());
    let job = Job::Review {
        record,
        seats: vec![true, false],
    };
    let start = ToWorker::Start {
        id: 2,
        master_ms: 1,
        job,
    };
    assert!(start.message().is_none());
    assert!(ToWorker::Stop { id: 2 }.message().is_some());
}

#[test]
fn a_decision_does_not_depend_on_how_the_work_is_cut() {
    let g = positions(2, TurnOrder::Classic, 11)
        .into_iter()
        .nth(20)
        .expect("a position");
    let decide = |chunk: u32| {
        let job = Job::Decide {
            game: Box::new(g.clone()),
            level: Level::Hard,
            seed: 5,
        };
        let mut w = Work::start(job, 1_000, 0.0).expect("a game not over");
        loop {
            if let Some(a) = w.step(chunk, || 0.0) {
                return a;
            }
        }
    };
    assert_eq!(decide(50), decide(20_000));
    assert_eq!(
        decide(50),
        Answer::Decision(bots::decide(&g, Level::Hard, 5).expect("a decision"))
    );
}

proptest! {
    #[test]
    fn no_message_makes_either_side_panic(
        kind in 0u32..8,
        rest in proptest::collection::vec(prop_oneof![0u32..64, any::<u32>()], 0..40),
        text in "[{}\\[\\]\":,a-z0-9 ]{0,30}",
    ) {
        let numbers: Vec<u32> = [VERSION, kind].into_iter().chain(rest).collect();
        let _ = FromWorker::read(&numbers);
        let _ = ToWorker::read(&numbers, &text);
    }
}

/// The hint's job reads back as the same game, and the worker's answer, in any chunks, is
/// the review's own choice; at the roll's moment there is nothing to choose.
#[test]
fn the_hint_reads_back_and_is_the_reviews_choice() {
    let all = positions(3, TurnOrder::Classic, 4);
    let mut checked = 0;
    for g in all.iter().step_by(5).filter(|g| !g.is_over()) {
        let job = Job::Best {
            game: Box::new(g.clone()),
        };
        let ToWorker::Start {
            id: 8,
            job: Job::Best { game },
            ..
        } = job_back(ToWorker::Start {
            id: 8,
            master_ms: 0,
            job,
        })
        else {
            panic!("not read back");
        };
        assert_eq!(game.position(), g.position());
        let Some(mut w) = Work::start(Job::Best { game }, 0, 0.0) else {
            assert_eq!(g.phase(), marrakech_engine::Phase::Roll);
            continue;
        };
        let answer = loop {
            if let Some(a) = w.step(97, || 0.0) {
                break a;
            }
        };
        let best = bots::review::best_decision(g.position(), ReviewParams::default());
        assert_eq!(answer, Answer::Decision(best.expect("a decision")));
        checked += 1;
    }
    assert!(checked >= 5, "{checked}");
}
