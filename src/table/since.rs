//! When a person's turn comes after turns played elsewhere (by bots, or on other devices in
//! a game by link): what happened since their last turn, in short, until they act.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::{Event, Phase};

use crate::i18n::text;
use crate::i18n::M;
use crate::state::controller::Here;
use crate::state::{Driver, LogEntry, Prefs, Remote, Session, Timeline};

/// Who acted in an event, for the events that name the player of the turn.
fn actor(event: &Event) -> Option<marrakech_engine::Seat> {
    match event {
        Event::Rotated { seat, .. }
        | Event::Rolled { seat, .. }
        | Event::Laid { seat, .. }
        | Event::QuarterTurned { seat, .. } => Some(*seat),
        _ => None,
    }
}

/// Whether `seat`'s turns are played away from the person here: by a bot, or on another
/// device of a game by link.
fn away(game: &marrakech_engine::Game, here: &Here, seat: marrakech_engine::Seat) -> bool {
    !game.kind(seat).is_human() || !here.has(seat)
}

/// The log entries of the turns played away right before turn `turn`, back to the last turn
/// a person played here, and who played that turn (none: the list goes back to the start).
fn since_last_person(
    log: &[LogEntry],
    turn: usize,
    away: impl Fn(marrakech_engine::Seat) -> bool,
) -> (&[LogEntry], Option<marrakech_engine::Seat>) {
    let end = log.iter().position(|e| e.turn >= turn).unwrap_or(log.len());
    let mut start = end;
    for t in (1..turn).rev() {
        let first = log[..start]
            .iter()
            .rposition(|e| e.turn < t)
            .map_or(0, |i| i + 1);
        match log[first..start].iter().find_map(|e| actor(&e.event)) {
            Some(seat) if away(seat) => start = first,
            _ => break,
        }
    }
    let before = log[..start].iter().rev().find_map(|e| actor(&e.event));
    (&log[start..end], before)
}

#[component]
pub fn Since() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let session = provided::<Session>();
    let prefs = provided::<Prefs>();
    let remote = provided::<Remote>();
    let hidden = RwSignal::new(None::<usize>);
    let lines = Memo::new(move |_| {
        let lang = prefs.lang.get();
        // Only at the start of a person's turn.
        let start = matches!(session.shown_phase(), Some(Phase::Orient | Phase::Roll))
            && session.may(Driver::Person)
            && session
                .direction_choice()
                .is_some_and(|c| c.chosen.is_none());
        if !start {
            return (Vec::new(), false);
        }
        timeline
            .with(|s| {
                let g = &s.game;
                let turn = g.turn_number();
                if hidden.get() == Some(turn) {
                    return (Vec::new(), false);
                }
                let here = remote.here();
                timeline.log.with(|log| {
                    let (since, before) = since_last_person(log, turn, |seat| away(g, &here, seat));
                    let lines = since
                        .iter()
                        .filter(|e| !matches!(e.event, Event::Moved { .. } | Event::Rotated { .. }))
                        .filter_map(|e| text::log_line(lang, g, &e.event))
                        .collect::<Vec<_>>();
                    // "your last turn" only when the list goes back to it: not on a first
                    // turn, nor after another person's turn on this device
                    (lines, before == Some(g.current_seat()))
                })
            })
            .unwrap_or_default()
    });
    move || {
        let (lines, own) = lines.get();
        if lines.is_empty() {
            return None;
        }
        let lang = prefs.lang.get();
        let turn = timeline.with_untracked(|s| s.game.turn_number());
        Some(view! {
            <section class="since" data-testid="since-last-turn" aria-labelledby="since-title">
                <h3 id="since-title">{if own { M::SinceYourTurn } else { M::SincePlayed }.text(lang)}</h3>
                <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                <button class="subtle small" on:click=move |_| hidden.set(turn)>
                    {M::Dismiss.text(lang)}
                </button>
            </section>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(turn: usize, event: Event) -> LogEntry {
        LogEntry { turn, event }
    }

    #[test]
    fn the_bot_turns_since_the_person_played() {
        let log = vec![
            e(
                1,
                Event::Rolled {
                    seat: marrakech_engine::Seat::new(0),
                    face: 2,
                },
            ),
            e(
                2,
                Event::Rolled {
                    seat: marrakech_engine::Seat::new(1),
                    face: 3,
                },
            ),
            e(
                3,
                Event::Rolled {
                    seat: marrakech_engine::Seat::new(2),
                    face: 1,
                },
            ),
        ];
        let bots = |s: marrakech_engine::Seat| s.index() != 0;
        let (since, before) = since_last_person(&log, 4, bots);
        assert_eq!(since.len(), 2);
        assert_eq!(since[0].turn, 2);
        assert_eq!(before, Some(marrakech_engine::Seat::new(0)));
        // With a person just before: nothing.
        assert!(since_last_person(&log, 2, bots).0.is_empty());
        // Bots from the start: the list goes back to it, after no one's turn.
        let (since, before) = since_last_person(&log, 4, |_| true);
        assert_eq!((since.len(), before), (3, None));
    }

    #[test]
    fn turns_are_away_when_a_bot_or_another_device_plays_them() {
        use marrakech_engine::{Game, Level, PlayerKind, Rules, Seat, Setup};
        let mut setup = Setup::standard(3, Rules::default(), PlayerKind::Human);
        setup.players[2].kind = PlayerKind::Bot(Level::Easy);
        let game = Game::new(setup, 7).expect("a game");
        // a local game: every seat is played here, the bot's turns are away
        let all = Here::ALL;
        let local: Vec<bool> = (0..3).map(|i| away(&game, &all, Seat::new(i))).collect();
        assert_eq!(local, [false, false, true]);
        // a game by link where this device plays the first seat only
        let mine = Here {
            seats: [true, false, false, false],
            ..Here::ALL
        };
        let linked: Vec<bool> = (0..3).map(|i| away(&game, &mine, Seat::new(i))).collect();
        assert_eq!(linked, [false, true, true]);
    }
}
