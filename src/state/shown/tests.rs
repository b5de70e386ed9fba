//! The moments of an action, from the engine's events.

use super::*;
use marrakech_engine::{Facing, PlayerKind, Rotation, Rules, Setup};

fn game() -> Game {
    Game::new(Setup::standard(3, Rules::default(), PlayerKind::Human), 7).unwrap()
}

#[test]
fn a_roll_tumbles_walks_then_rests_on_the_game_after() {
    let mut g = game();
    g.rotate(Rotation::None).unwrap();
    let from = Shown::still(&g, Marks::default());
    let before = g.clone();
    let events = g.roll_die().unwrap();
    let beats = beats(&from, &events, &g);
    let steps = events
        .iter()
        .find_map(|e| match e {
            Event::Moved { steps, .. } => Some(steps.len()),
            _ => None,
        })
        .unwrap();
    assert_eq!(beats[0].shown.stage, Stage::Tumbling);
    assert_eq!(beats[0].shown.die_face(), None);
    assert!(beats.len() > steps);
    // Where he stops is told once he stands there, not while he glides to it.
    let arrives = beats
        .iter()
        .position(|b| b.shown.assam == g.assam())
        .unwrap();
    assert!(beats[arrives].shown.marks.outcome.is_none());
    assert!(beats[arrives + 1].shown.marks.outcome.is_some());
    assert_eq!(beats[arrives + 1].shown.assam, g.assam());
    // Every moment but the last belongs to the roller's turn, before the roll.
    for b in &beats[..beats.len() - 1] {
        assert_eq!(b.shown.game.current_seat(), before.current_seat());
        assert!(b.shown.moving());
    }
    let last = &beats.last().unwrap().shown;
    assert!(!last.moving());
    assert_eq!(last.assam, g.assam());
    assert_eq!(last.game.phase(), Phase::Place);
    assert_eq!(last.marks.roll, g.turns()[0].roll);
    assert!(last.marks.outcome.is_some());
    assert_eq!(last.marks.walk.as_ref().unwrap().start.facing, Facing::N);
}

#[test]
fn the_coins_move_at_the_payment_and_not_before() {
    // Play until somebody pays.
    let mut g = game();
    for _ in 0..200 {
        if g.is_over() {
            break;
        }
        let from = Shown::still(&g, Marks::default());
        let events = match g.phase() {
            Phase::Orient => g.rotate(Rotation::None).unwrap(),
            Phase::Roll => g.roll_die().unwrap(),
            Phase::Place => {
                let rug = g.legal_rugs()[0];
                g.place(rug).unwrap()
            }
            _ => unreachable!(),
        };
        let Some((payer, amount)) = events.iter().find_map(|e| match e {
            Event::Paid { from, amount, .. } => Some((*from, *amount)),
            _ => None,
        }) else {
            continue;
        };
        let beats = beats(&from, &events, &g);
        let paying = beats
            .iter()
            .position(|b| b.shown.stage == Stage::Paying)
            .unwrap();
        for b in &beats[..paying] {
            assert_eq!(b.shown.money, from.money);
            assert!(b.shown.marks.payment.is_none());
        }
        assert_eq!(beats[paying].shown.money, from.money);
        let pay = &beats[paying + 1].shown;
        assert_eq!(pay.stage, Stage::Paid);
        assert_eq!(pay.money[payer.index()], from.money[payer.index()] - amount);
        assert_eq!(pay.marks.payment.as_ref().unwrap().amount, amount);
        assert!(matches!(pay.marks.outcome, Some(Outcome::Paid { .. })));
        return;
    }
    panic!("nobody paid in 200 actions");
}

#[test]
fn marks_keep_the_last_rug_until_the_next() {
    let mut g = game();
    g.rotate(Rotation::Left).unwrap();
    let board = g.clone();
    let mut events = g.roll_die().unwrap();
    let rug = g.legal_rugs()[0];
    events.extend(g.place(rug).unwrap());
    let marks = Marks::default().after(&board, &events);
    assert_eq!(marks.last_rug, Some(rug));
    assert!(marks.roll.is_some());
}

#[test]
fn a_rug_unrolls_before_the_next_turn_is_played() {
    let mut g = game();
    g.rotate(Rotation::None).unwrap();
    g.roll_die().unwrap();
    let from = Shown::still(&g, Marks::default());
    let rug = g.legal_rugs()[0];
    let events = g.place(rug).unwrap();
    let beats = beats(&from, &events, &g);
    assert_eq!(beats.len(), 2);
    // The rug is on the market while it unrolls, and play waits for it.
    let laying = &beats[0];
    assert_eq!(laying.shown.stage, Stage::Laying);
    assert!(laying.shown.moving());
    assert!(laying.ms >= 500);
    assert_eq!(
        laying.shown.game.rug_at(rug.cells()[0]),
        g.rug_at(rug.cells()[0])
    );
    assert_eq!(laying.shown.marks.last_rug, Some(rug));
    assert!(!beats[1].shown.moving());
}

#[test]
fn the_last_rug_keeps_the_side_it_unrolled_from_once_assam_walks_on() {
    let mut g = game();
    let mut marks = Marks::default();
    let mut checked = 0;
    for _ in 0..120 {
        if g.is_over() {
            break;
        }
        let board = g.clone();
        let events = match g.phase() {
            Phase::Orient => g.rotate(Rotation::Left).unwrap(),
            Phase::Roll => g.roll_die().unwrap(),
            Phase::Place => {
                let rug = g.legal_rugs()[0];
                let at = g.assam().cell;
                let events = g.place(rug).unwrap();
                let after = marks.clone().after(&board, &events);
                assert_eq!(after.last_rug, Some(rug));
                assert_eq!(after.laid_from, Some(at));
                events
            }
            _ => unreachable!(),
        };
        let before = marks.clone();
        marks = marks.after(&board, &events);
        if before.last_rug.is_some() && matches!(board.phase(), Phase::Roll) {
            // Assam walked: the last rug is the same, laid from the same cell
            assert_eq!(marks.last_rug, before.last_rug);
            assert_eq!(marks.laid_from, before.laid_from);
            checked += 1;
        }
    }
    assert!(checked > 10, "{checked}");
}
