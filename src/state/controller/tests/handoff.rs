//! When the device changes hands: after a person's turn, never in the lesson, and again
//! after a reload at a person's turn start.

use super::*;

/// Plays seat by seat until the turn passes, then tells the controller it was shown.
fn play_turn(c: &mut Controller, now: &Now) {
    let seat = c.game().map(Game::current_seat);
    while c.game().map(Game::current_seat) == seat {
        let a = next(c);
        let driver = if c
            .game()
            .is_some_and(|g| g.kind(g.current_seat()).is_human())
        {
            Driver::Person
        } else {
            Driver::Bot
        };
        let step = c.submit(now, driver, a).expect("legal");
        c.shown(now, &step.events);
    }
}

#[test]
fn the_device_changes_hands_between_two_people_only() {
    // two people: after the first's turn, "Pass to" the second
    let mut c = local(kinds(&[H, H], TurnOrder::Classic));
    play_turn(&mut c, &now());
    assert_eq!(c.mode().handoff(), Some(Seat::new(1)));
    assert_eq!(
        c.may(&now(), Driver::Person).err(),
        Some(Refused::HandingOff)
    );
    c.change(Change::HandedOver).expect("taken");
    assert_eq!(c.mode(), &Mode::Local { handoff: None });
    // one person and bots: never
    let mut c = local(kinds(&[H, BOT, BOT], TurnOrder::Classic));
    for _ in 0..6 {
        play_turn(&mut c, &now());
        assert_eq!(c.mode().handoff(), None);
    }
    // the setting off: never
    let off = Now {
        handoff_setting: false,
        ..now()
    };
    let mut c = local(kinds(&[H, H], TurnOrder::Classic));
    play_turn(&mut c, &off);
    assert_eq!(c.mode().handoff(), None);
    // a person, a bot, the same person again: no handoff to themselves
    let mut c = local(kinds(&[H, BOT], TurnOrder::Classic));
    play_turn(&mut c, &now());
    play_turn(&mut c, &now());
    assert_eq!(c.mode().handoff(), None);
}

#[test]
fn the_lesson_never_hands_over() {
    let mut c = Controller::new();
    c.put(Change::StartLesson, script::game("You", "Coach"));
    let game = c.game().cloned().expect("a game");
    let mut g = game.clone();
    let mut events = Vec::new();
    while g.current_seat() == Seat::new(0) {
        let a = match g.phase() {
            Phase::Roll => Action::Roll(1),
            _ => g.legal_actions()[0],
        };
        events.extend(g.apply(a).expect("legal"));
    }
    c.shown(&now(), &events);
    assert_eq!(c.mode().handoff(), None);
}

#[test]
fn a_game_reopened_at_a_person_s_turn_start_asks_for_the_device_again() {
    // Reopens what `c` holds, as a reload does.
    fn reopen(c: &Controller, now: &Now) -> Controller {
        let mut r = local(c.game().cloned().expect("a game"));
        r.reopened(now);
        r
    }
    for order in [TurnOrder::Classic, TurnOrder::RollFirst] {
        // nothing played yet: whoever set it up holds the device
        let mut c = local(kinds(&[H, H], order));
        assert_eq!(reopen(&c, &now()).mode().handoff(), None, "{order:?}");
        // at the start of the second person's turn (a reload on "Pass to …")
        play_turn(&mut c, &now());
        assert_eq!(
            reopen(&c, &now()).mode().handoff(),
            Some(Seat::new(1)),
            "{order:?}"
        );
        // once they have begun their turn, the device is theirs
        c.change(Change::HandedOver).expect("taken");
        let a = next(&c);
        c.submit(&now(), Driver::Person, a).expect("legal");
        assert_eq!(reopen(&c, &now()).mode().handoff(), None, "{order:?}");
        // the setting off: never
        let mut c = local(kinds(&[H, H], order));
        play_turn(&mut c, &now());
        let off = Now {
            handoff_setting: false,
            ..now()
        };
        assert_eq!(reopen(&c, &off).mode().handoff(), None, "{order:?}");
    }
    // one person and a bot: never
    let mut c = local(kinds(&[H, BOT], TurnOrder::Classic));
    play_turn(&mut c, &now());
    play_turn(&mut c, &now());
    assert_eq!(reopen(&c, &now()).mode().handoff(), None);
}
