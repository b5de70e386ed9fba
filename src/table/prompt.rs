//! The one-line prompt: whose turn and what to do now, as shown (during a roll, still the
//! roller's).

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::{Game, Phase};

use crate::i18n::{text, Lang, F, M};
use crate::palette::{seat_colors, seat_swatches};
use crate::state::drivers::bot::bot_to_play;
use crate::state::selection::{miss, Step};
use crate::state::{Prefs, Remote, Session, Stage, Timeline, UiPhase};

/// How this tab sees the table.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Seen {
    /// It plays the game.
    Playing,
    /// It shows the game another tab plays.
    Following,
    /// A replay.
    Watching,
}

/// What the seat to play must do now (`game` as shown; `step`: where a person laying a rug
/// here stands).
fn prompt(lang: Lang, game: &Game, ui: UiPhase, seen: Seen, step: Option<Step>) -> String {
    let seat = game.current_seat();
    let name = game.name(seat);
    if let UiPhase::Remote(w) = ui {
        return text::waiting_line(lang, game, w);
    }
    let thinking = seen != Seen::Watching && ui != UiPhase::Moving;
    if let (Some(level), true) = (bot_to_play(game), thinking) {
        let level = text::level_word(lang, level);
        // a roll is no choice: the bot is not said to think over it
        if game.phase() == Phase::Roll {
            return F::BotRolls(name, level).render(lang);
        }
        return F::Thinking(name, level).render(lang);
    }
    match ui {
        UiPhase::Moving => F::Walking(name).render(lang),
        UiPhase::Handoff if seen == Seen::Playing => F::PassDevice(name).render(lang),
        // a replay, or a tab following another (which hands nothing over), tells what comes
        // next, not what to do
        _ if seen != Seen::Playing && !game.is_over() => {
            F::UpNext(name, game.phase(), game.turn_number()).render(lang)
        }
        _ => match game.phase() {
            Phase::Orient => F::OrientPrompt(name).render(lang),
            Phase::Roll => F::RollPrompt(name).render(lang),
            Phase::Place => match step {
                Some(Step::Second) => F::PlaceSecondPrompt(name).render(lang),
                Some(Step::Chosen) => F::PlaceChosenPrompt(name).render(lang),
                Some(Step::Missed(cell)) => {
                    F::PlaceMissed(&cell.name(), miss(game, cell)).render(lang)
                }
                Some(Step::Start) | None => F::PlacePrompt(name).render(lang),
            },
            Phase::QuarterTurn => F::TurnPrompt(name).render(lang),
            Phase::Over => M::GameIsOver.text(lang).to_string(),
        },
    }
}

#[component]
pub fn Prompt() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let session = provided::<Session>();
    let prefs = provided::<Prefs>();
    let remote = provided::<Remote>();
    let ui = Memo::new(move |_| session.mode.with(|m| UiPhase::now(m, &timeline, &remote)));
    // where a person laying a rug on this device stands (none while no one here lays one)
    let step = Memo::new(move |_| {
        session.offered_rugs.with(|offered| {
            (!offered.is_empty()).then(|| session.selection.with(|s| s.step_among(offered)))
        })
    });
    let step_hook = move || {
        step.get().map(|s| match s {
            Step::Start => "start",
            Step::Second => "second",
            Step::Chosen => "chosen",
            Step::Missed(_) => "missed",
        })
    };
    let line = move || {
        let lang = prefs.lang.get();
        let ui = ui.get();
        timeline
            .with(|s| {
                // while the rug just laid unrolls, the game shown is already the next one's:
                // its line, not a roll's
                let ui = match ui {
                    UiPhase::Moving if s.stage == Stage::Laying => UiPhase::Game(s.game.phase()),
                    ui => ui,
                };
                let seen = if session.mode.with(|m| m.watching()) {
                    Seen::Watching
                } else if session.elsewhere() {
                    Seen::Following
                } else {
                    Seen::Playing
                };
                prompt(lang, &s.game, ui, seen, step.get())
            })
            .unwrap_or_default()
    };
    let seat = Memo::new(move |_| {
        timeline
            .with(|s| (!s.game.is_over()).then(|| s.game.current_seat()))
            .flatten()
    });
    let colors = Memo::new(move |_| {
        let seat = seat.get()?;
        timeline.with(|s| seat_colors(&s.game, seat))
    });
    let chips = move || {
        // read, not only tracked: a memo never read is never computed, so it never hears
        // of a change (a rematch's seats kept the last game's colours)
        colors.with(|_| ());
        let lang = prefs.lang.get();
        let seat = seat.get()?;
        timeline.with_untracked(|s| seat_swatches(&s.game, seat, lang))
    };
    view! {
        <p class="prompt" data-testid="phase" data-phase=move || ui.get().hook() data-place-step=step_hook aria-live="polite">
            <span class="chip">{chips}</span>
            <span>{line}</span>
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakech_engine::{Level, PlayerKind, Rotation, Rules, Setup};

    #[test]
    fn a_bot_thinks_over_its_choices_and_rolls_without_a_thought() {
        let kind = PlayerKind::Bot(Level::Master);
        let mut game = Game::new(Setup::standard(2, Rules::default(), kind), 3).expect("a game");
        let say = |g: &Game| prompt(Lang::En, g, UiPhase::Game(g.phase()), Seen::Playing, None);
        assert!(say(&game).contains("is thinking"), "{}", say(&game));
        game.orient(Rotation::None).expect("a quarter turn");
        assert_eq!(game.phase(), Phase::Roll);
        assert!(say(&game).contains("rolls the die"), "{}", say(&game));
        // a replay tells what comes next instead
        let next = prompt(
            Lang::En,
            &game,
            UiPhase::Game(Phase::Roll),
            Seen::Watching,
            None,
        );
        assert!(!next.contains("bot"), "{next}");
    }

    #[test]
    fn a_tab_following_another_says_what_comes_next_and_hands_nothing_over() {
        let people = Setup::standard(2, Rules::default(), PlayerKind::Human);
        let game = Game::new(people, 3).expect("a game");
        let name = game.name(game.current_seat()).to_string();
        let say = |ui, seen| prompt(Lang::En, &game, ui, seen, None);
        assert_eq!(
            say(UiPhase::Handoff, Seen::Playing),
            format!("Pass the device to {name}")
        );
        let next = format!("Next, turn 1: {name} turns Assam");
        assert_eq!(say(UiPhase::Handoff, Seen::Following), next);
        assert_eq!(say(UiPhase::Game(Phase::Orient), Seen::Following), next);
        assert_eq!(
            say(UiPhase::Game(Phase::Orient), Seen::Playing),
            format!("{name}: turn Assam or keep him straight")
        );
    }
}
