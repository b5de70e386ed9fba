//! The review: a seat that always plays the review's own best candidate loses exactly 0 on
//! every decision; losses are never negative; a review in small chunks equals the review
//! in one go; luck adds up the payments the seat really made.

use marrakech_engine::bots::review::{best_decision, ReviewParams, Reviewer, Step};
use marrakech_engine::bots::{decide, Decision, Level};
use marrakech_engine::*;

fn small() -> ReviewParams {
    ReviewParams {
        rollouts: 12,
        ..ReviewParams::default()
    }
}

fn rules(turn_order: TurnOrder) -> Rules {
    Rules {
        turn_order,
        ..Rules::default()
    }
}

/// A game where `reviewed` plays the review's best candidate and the others the medium bot.
fn game_with_reviewer(players: usize, rules: Rules, reviewed: usize, seed: u64) -> Game {
    let setup = Setup::standard(players, rules, PlayerKind::Human);
    let mut game = Game::new(setup, seed).unwrap();
    while !game.is_over() {
        let d = if game.phase() == Phase::Roll {
            Decision::ROLL
        } else if game.current_seat().index() == reviewed {
            best_decision(game.position(), small()).unwrap()
        } else {
            decide(&game, Level::Medium, seed).unwrap()
        };
        d.apply(&mut game).unwrap();
    }
    game
}

/// A whole game of easy bots.
fn easy_game(players: usize, order: TurnOrder, seed: u64, bot_seed: u64) -> Game {
    let setup = Setup::standard(players, rules(order), PlayerKind::Bot(Level::Easy));
    let mut game = Game::new(setup, seed).unwrap();
    while !game.is_over() {
        decide(&game, Level::Easy, bot_seed)
            .unwrap()
            .apply(&mut game)
            .unwrap();
    }
    game
}

fn review(record: &Record, seats: &[bool], params: ReviewParams, chunk: u32) -> review::Review {
    let mut r = Reviewer::new(record, seats, params).unwrap();
    loop {
        if let Some(done) = r.step(chunk) {
            return done.clone();
        }
    }
}

use marrakech_engine::bots::review;

#[test]
fn the_reviews_own_choices_lose_nothing() {
    for (i, (players, order)) in [
        (2, TurnOrder::Classic),
        (3, TurnOrder::RollFirst),
        (4, TurnOrder::Classic),
        (2, TurnOrder::RollFirst),
    ]
    .into_iter()
    .enumerate()
    {
        let seat = i % players;
        let game = game_with_reviewer(players, rules(order), seat, 40 + i as u64);
        let mut seats = vec![false; players];
        seats[seat] = true;
        let rev = review(&game.to_record(), &seats, small(), 50);
        assert!(rev.turns.len() >= 10, "{}", rev.turns.len());
        for t in &rev.turns {
            assert_eq!(t.seat.index(), seat);
            assert_eq!(t.choice, t.best, "turn {}", t.turn);
            assert_eq!(t.loss(), 0.0, "turn {}", t.turn);
        }
        let directions = rev
            .turns
            .iter()
            .filter(|t| t.step == Step::Direction)
            .count();
        assert_eq!(directions > 0, order == TurnOrder::Classic);
    }
}

#[test]
fn losses_are_never_negative_and_chunks_change_nothing() {
    let mut some_loss = false;
    for (i, order) in [TurnOrder::Classic, TurnOrder::RollFirst]
        .into_iter()
        .enumerate()
    {
        let game = easy_game(3, order, 7 + i as u64, 3);
        let record = game.to_record();
        let all = [true, true, true];
        let whole = review(&record, &all, small(), u32::MAX);
        let chunked = review(&record, &all, small(), 7);
        assert_eq!(whole, chunked);
        for t in &whole.turns {
            assert!(t.loss() >= 0.0);
            some_loss |= t.loss() > 0.0;
        }
        // every decision of every seat: a direction and a rug per classic turn (none after
        // an elimination), one rug (with its closing turn) per roll-first turn
        let rugs = record.turns.iter().filter(|t| t.rug.is_some()).count();
        let directions = if order == TurnOrder::Classic {
            record.turns.len()
        } else {
            0
        };
        assert_eq!(whole.turns.len(), rugs + directions);
        // The game's last rug ends it: no die is left, so every rollout after it is the
        // same and the estimate of the choice is the seat's exact final score.
        let last = whole.turns.last().expect("decisions");
        assert_eq!(last.turn, record.turns.len());
        let score = game.position().score(last.seat.index()).total.unwrap_or(0);
        assert_eq!(last.choice_score, score as f32);
        assert!(last.best_score >= last.choice_score);
    }
    assert!(some_loss, "an easy bot gives something away somewhere");
}

#[test]
fn luck_counts_the_payments_made() {
    let game = easy_game(4, TurnOrder::Classic, 11, 1);
    let record = game.to_record();
    let (_, events) = Game::replay_with_events(&record).unwrap();
    let mut paid = [0u32; 4];
    for (_, e) in events {
        if let Event::Paid { from, amount, .. } = e {
            paid[from.index()] += amount;
        }
    }
    let rev = review(&record, &[false; 4], small(), u32::MAX);
    assert!(rev.turns.is_empty());
    for (seat, (luck, paid)) in rev.luck.iter().zip(paid).enumerate() {
        assert_eq!(luck.paid, paid, "seat {seat}");
        assert!(luck.expected > 0);
    }
}

#[test]
fn an_unfinished_record_is_reviewed_up_to_where_it_stops() {
    let setup = Setup::standard(2, rules(TurnOrder::Classic), PlayerKind::Human);
    let mut game = Game::new(setup, 5).unwrap();
    game.rotate(Rotation::None).unwrap();
    game.roll_die().unwrap();
    let rev = review(&game.to_record(), &[true, true], small(), 10);
    assert_eq!(rev.turns.len(), 1);
    assert_eq!(rev.turns[0].step, Step::Direction);
}

/// The hint's search in small chunks chooses what `best_decision` chooses in one go, at
/// every step of both turn orders; at the roll's moment and at the end there is nothing to
/// choose.
#[test]
fn the_best_in_chunks_is_the_best_in_one_go() {
    for order in [TurnOrder::Classic, TurnOrder::RollFirst] {
        let setup = Setup::standard(3, rules(order), PlayerKind::Bot(Level::Easy));
        let mut game = Game::new(setup, 5).unwrap();
        let mut phases = std::collections::BTreeSet::new();
        let mut checked = 0;
        while !game.is_over() {
            let pos = game.position().clone();
            match review::Best::new(&pos, small()) {
                None => assert_eq!(pos.phase(), Phase::Roll),
                Some(mut best) if checked < 40 => {
                    let chunked = loop {
                        if let Some(d) = best.step(7) {
                            break d;
                        }
                    };
                    assert_eq!(Some(chunked), best_decision(&pos, small()));
                    assert!(chunked.apply(&mut game.clone()).is_ok());
                    phases.insert(format!("{:?}", pos.phase()));
                    checked += 1;
                }
                Some(_) => {}
            }
            decide(&game, Level::Easy, 9)
                .unwrap()
                .apply(&mut game)
                .unwrap();
        }
        assert!(review::Best::new(game.position(), small()).is_none());
        assert_eq!(checked, 40);
        let want: &[&str] = match order {
            TurnOrder::Classic => &["Orient", "Place"],
            TurnOrder::RollFirst => &["Place"],
        };
        for p in want {
            assert!(phases.contains(*p), "{order:?}: {phases:?}");
        }
    }
    // roll-first: a person who laid the rug asks for the closing turn alone
    let setup = Setup::standard(3, rules(TurnOrder::RollFirst), PlayerKind::Human);
    let mut game = Game::new(setup, 5).unwrap();
    game.roll_die().unwrap();
    let rug = game.legal_rugs()[0];
    game.place(rug).unwrap();
    assert_eq!(game.phase(), Phase::QuarterTurn);
    let turn = best_decision(game.position(), small()).unwrap();
    assert!(turn.apply(&mut game).is_ok());
}
