//! Every refusal, every effect and every mode change of the controller, natively.

use super::*;
use marrakech_engine::{Level, PlayerKind, Rotation, Rules, Setup};

fn kinds(kinds: &[PlayerKind], order: TurnOrder) -> Game {
    let mut setup = Setup::standard(
        kinds.len(),
        Rules {
            turn_order: order,
            ..Rules::default()
        },
        PlayerKind::Human,
    );
    for (p, k) in setup.players.iter_mut().zip(kinds) {
        p.kind = *k;
    }
    Game::new(setup, 42).expect("a game")
}

const H: PlayerKind = PlayerKind::Human;
const BOT: PlayerKind = PlayerKind::Bot(Level::Easy);

fn local(game: Game) -> Controller {
    let mut c = Controller::new();
    c.put(Change::LocalGame, Some(game));
    c
}

fn now() -> Now {
    Now::default()
}

/// The action of the phase: a direction, the die's face, the first rug.
fn next(c: &Controller) -> Action {
    let g = c.game().expect("a game");
    match g.phase() {
        Phase::Roll => Action::Roll(c.die(&now()).expect("a die")),
        _ => g.legal_actions()[0],
    }
}

#[test]
fn nothing_is_taken_without_a_game() {
    let mut c = Controller::new();
    assert_eq!(
        c.submit(&now(), Driver::Person, Action::Roll(1)).err(),
        Some(Refused::NoGame)
    );
    assert_eq!(c.mode(), &Mode::Setup);
}

#[test]
fn each_driver_acts_for_its_own_seats_only() {
    let mut c = local(kinds(&[H, BOT, H], TurnOrder::Classic));
    let go = Action::Direction(Rotation::None);
    assert_eq!(
        c.submit(&now(), Driver::Bot, go).err(),
        Some(Refused::NotYours)
    );
    assert_eq!(
        c.submit(&now(), Driver::Lesson, go).err(),
        Some(Refused::NotYours)
    );
    assert_eq!(
        c.submit(&now(), Driver::Link, go).err(),
        Some(Refused::NotYours)
    );
    let step = c
        .submit(&now(), Driver::Person, go)
        .expect("the person's seat");
    assert_eq!(step.keep, Keep::Local);
    assert!(!step.finished);
    for _ in 0..2 {
        let a = next(&c);
        c.submit(&now(), Driver::Person, a)
            .expect("the person's turn");
    }
    // seat 1 is the bot's
    assert_eq!(c.game().map(|g| g.current_seat()), Some(Seat::new(1)));
    let a = next(&c);
    assert_eq!(
        c.submit(&now(), Driver::Person, a).err(),
        Some(Refused::NotYours)
    );
    c.submit(&now(), Driver::Bot, a).expect("the bot's seat");
}

#[test]
fn circumstances_hold_play_back() {
    let mut c = local(kinds(&[BOT, H], TurnOrder::Classic));
    let a = next(&c);
    let moving = Now {
        moving: true,
        ..now()
    };
    assert_eq!(c.submit(&moving, Driver::Bot, a).err(), Some(Refused::Busy));
    let panel = Now {
        panel_open: true,
        ..now()
    };
    assert_eq!(
        c.submit(&panel, Driver::Bot, a).err(),
        Some(Refused::PanelOpen)
    );
    // a moment shown or a panel open only delays the bot's action: it may think meanwhile
    let both = Now {
        moving: true,
        panel_open: true,
        ..now()
    };
    assert_eq!(c.may(&both, Driver::Bot).err(), Some(Refused::Busy));
    assert_eq!(c.may_prepare(&both, Driver::Bot), Ok(()));
    assert_eq!(
        c.may_prepare(&both, Driver::Person).err(),
        Some(Refused::NotYours)
    );
    let elsewhere = Now {
        holding: false,
        ..now()
    };
    assert_eq!(
        c.submit(&elsewhere, Driver::Bot, a).err(),
        Some(Refused::OtherTab)
    );
    // a bot of a table another tab holds does not think here
    assert_eq!(
        c.may_prepare(&elsewhere, Driver::Bot).err(),
        Some(Refused::OtherTab)
    );
    // the tab that holds the table is the other tab's driver only when this one follows
    assert_eq!(
        c.submit(&now(), Driver::OtherTab, a).err(),
        Some(Refused::NotYours)
    );
    let followed = c
        .clone()
        .submit(&elsewhere, Driver::OtherTab, a)
        .expect("followed");
    assert_eq!(followed.keep, Keep::Nowhere);
    c.change(Change::Watch).expect("a replay");
    assert_eq!(
        c.submit(&now(), Driver::Bot, a).err(),
        Some(Refused::Watching)
    );
    c.change(Change::StopWatching).expect("back");
    c.submit(&now(), Driver::Bot, a).expect("free again");
}

#[test]
fn a_roll_shows_the_die_s_face_and_no_other() {
    let mut c = local(kinds(&[H, H], TurnOrder::RollFirst));
    let die = c.die(&now()).expect("a die");
    let other = if die == 4 { 1 } else { die + 1 };
    let before = c.game().map(Game::state);
    assert_eq!(
        c.submit(&now(), Driver::Person, Action::Roll(other)).err(),
        Some(Refused::NotTheDie { face: other, die })
    );
    assert_eq!(c.game().map(Game::state), before);
    c.submit(&now(), Driver::Person, Action::Roll(die))
        .expect("the die's face");
}

#[test]
fn a_new_direction_starts_from_the_turn_s_start_and_undo_goes_back_to_it() {
    let mut c = local(kinds(&[H, H], TurnOrder::Classic));
    let start = c.game().cloned().expect("a game");
    c.submit(&now(), Driver::Person, Action::Direction(Rotation::Left))
        .expect("left");
    assert!(c.can_undo(&now()));
    let again = c
        .submit(&now(), Driver::Person, Action::Direction(Rotation::Right))
        .expect("right instead");
    assert_eq!(again.take_back.map(|g| g.state()), Some(start.state()));
    assert_eq!(c.game().map(|g| g.turns().len()), Some(1));
    assert_eq!(
        c.game().and_then(|g| g.turns()[0].rotate),
        Some(Rotation::Right)
    );
    let back = c.undo(&now()).expect("undone");
    assert_eq!(back.state(), start.state());
    assert!(!c.can_undo(&now()));
    assert_eq!(c.undo(&now()).err(), Some(Refused::NotNow));
    // after the roll the direction is fixed
    c.submit(&now(), Driver::Person, Action::Direction(Rotation::None))
        .expect("none");
    let face = c.die(&now()).expect("a die");
    c.submit(&now(), Driver::Person, Action::Roll(face))
        .expect("rolled");
    assert!(!c.can_undo(&now()));
    assert!(c.rechoice(&now()).is_none());
}

#[test]
fn a_game_opened_before_its_roll_can_change_its_direction() {
    let mut g = kinds(&[H, H], TurnOrder::Classic);
    g.apply(Action::Direction(Rotation::Left)).expect("left");
    let c = local(g);
    assert!(c.can_undo(&now()));
}

#[test]
fn a_direction_followed_from_another_tab_can_change_once_this_tab_plays() {
    let mut c = local(kinds(&[H, H], TurnOrder::Classic));
    let start = c.game().cloned().expect("a game");
    let elsewhere = Now {
        holding: false,
        ..now()
    };
    c.submit(
        &elsewhere,
        Driver::OtherTab,
        Action::Direction(Rotation::Left),
    )
    .expect("followed");
    // "Play here": the direction is offered again, and undo goes back to the turn's start
    assert!(c.can_undo(&now()));
    let again = c
        .submit(&now(), Driver::Person, Action::Direction(Rotation::Right))
        .expect("right instead");
    assert_eq!(again.take_back.map(|g| g.state()), Some(start.state()));
    // a roll followed from the other tab fixes it, as here
    let face = c.die(&now()).expect("a die");
    c.submit(&elsewhere, Driver::OtherTab, Action::Roll(face))
        .expect("rolled there");
    assert!(c.rechoice(&now()).is_none());
}

#[test]
fn the_lesson_lets_through_the_script_s_action_only() {
    let mut c = Controller::new();
    c.put(Change::StartLesson, script::game("You", "Coach"));
    // step 0: read, then Next; nothing may be done now (it is no one's turn)
    assert_eq!(c.may(&now(), Driver::Person).err(), Some(Refused::NotNow));
    c.change(Change::LessonStep(1)).expect("next");
    // step 1: the person turns right; left is refused, so is the coach
    assert_eq!(
        c.submit(&now(), Driver::Person, Action::Direction(Rotation::Left))
            .err(),
        Some(Refused::NotNow)
    );
    assert_eq!(c.may(&now(), Driver::Lesson).err(), Some(Refused::NotYours));
    let step = c
        .submit(&now(), Driver::Person, Action::Direction(Rotation::Right))
        .expect("the script's");
    assert_eq!(step.keep, Keep::Nowhere, "the lesson is never kept");
    assert!(!c.can_undo(&now()), "nothing to take back in the lesson");
    c.change(Change::LessonStep(2)).expect("next");
    assert_eq!(c.die(&now()), Ok(4));
    c.submit(&now(), Driver::Person, Action::Roll(4))
        .expect("the script's face");
    c.change(Change::LessonStep(3)).expect("next");
    let rug = match script::script()[3] {
        script::Expect::You(a) => a,
        _ => unreachable!(),
    };
    c.submit(&now(), Driver::Person, rug)
        .expect("the script's rug");
    // step 4: the coach's turn: the person may not act (no markers, no "Lay the rug")
    c.change(Change::LessonStep(4)).expect("next");
    assert_eq!(c.may(&now(), Driver::Person).err(), Some(Refused::NotYours));
    c.submit(&now(), Driver::Lesson, Action::Direction(Rotation::None))
        .expect("the coach's");
}

#[test]
fn where_the_game_is_kept_and_when_it_is_finished() {
    let mut c = local(kinds(&[BOT, BOT], TurnOrder::Classic));
    let mut last = None;
    while c.game().is_some_and(|g| !g.is_over()) {
        let a = next(&c);
        last = Some(c.submit(&now(), Driver::Bot, a).expect("legal"));
    }
    let last = last.expect("a game");
    assert!(last.finished);
    assert_eq!(last.keep, Keep::Local);
    assert!(matches!(
        c.submit(&now(), Driver::Bot, Action::Roll(1)),
        Err(Refused::Rules(ActionError::GameOver { .. }))
    ));
}

#[test]
fn a_game_by_link_takes_another_device_s_turns_and_rolls_from_the_chains() {
    let mut c = Controller::new();
    c.put(
        Change::GameByLink,
        Some(kinds(&[H, H], TurnOrder::RollFirst)),
    );
    let mine = Now {
        here: Here {
            seats: [true, false, false, false],
            now: true,
            chain_face: Some(3),
        },
        ..now()
    };
    assert_eq!(c.die(&mine), Ok(3));
    assert_eq!(
        c.submit(&mine, Driver::Link, Action::Roll(3)).err(),
        Some(Refused::NotYours)
    );
    let step = c
        .submit(&mine, Driver::Person, Action::Roll(3))
        .expect("rolled from the chains");
    assert_eq!(step.keep, Keep::Link);
    let watcher = Now {
        here: Here {
            seats: [false; 4],
            now: false,
            chain_face: None,
        },
        ..now()
    };
    assert_eq!(c.die(&watcher), Err(Refused::NoDie));
    let a = next(&c);
    assert_eq!(
        c.submit(&watcher, Driver::Person, a).err(),
        Some(Refused::NotYours)
    );
    let step = c
        .submit(&watcher, Driver::Link, a)
        .expect("another device's");
    assert_eq!(step.keep, Keep::Nowhere);
}

#[test]
fn a_list_of_actions_is_taken_all_or_none() {
    let mut c = local(kinds(&[H, H], TurnOrder::Classic));
    let before = c.game().map(Game::state);
    // a direction, then a rug where the die must be rolled first
    let rug = c.game().map(|g| {
        let mut g = g.clone();
        g.apply(Action::Direction(Rotation::None)).expect("none");
        g.apply(Action::Roll(g.next_face())).expect("rolled");
        g.legal_actions()[0]
    });
    let list = [Action::Direction(Rotation::None), rug.expect("a rug")];
    assert!(c.submit_all(&now(), Driver::Person, &list).is_err());
    assert_eq!(c.game().map(Game::state), before);
    let face = c.game().map(Game::next_face).expect("a die");
    let list = [Action::Direction(Rotation::None), Action::Roll(face)];
    assert_eq!(
        c.submit_all(&now(), Driver::Person, &list).map(|s| s.len()),
        Ok(2)
    );
}

mod handoff;
