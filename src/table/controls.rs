//! The buttons of the turn: direction, roll, the rug positions as a list, confirm or
//! cancel the rug, undo. Keys: arrows for the direction, R for the roll, Escape to cancel the
//! rug, Ctrl+Z to undo (see `app`).

use crate::state::provided;
use leptos::prelude::*;

use crate::browser::focus::{by_keyboard, focus_visible, on_market, reveal_soon, step_soon};
use crate::browser::taps::first_tap;
use marrakech_engine::{Phase, Rotation};

use crate::i18n::{F, M};
use crate::market::placements::cells_attr;
use crate::market::Lit;
use crate::state::{Driver, Person, Prefs, Session};

fn rotate_label(r: Rotation) -> (&'static str, M, &'static str) {
    match r {
        Rotation::Left => ("↶", M::TurnLeft, "ArrowLeft"),
        Rotation::None => ("↑", M::StraightOn, "ArrowUp"),
        Rotation::Right => ("↷", M::TurnRight, "ArrowRight"),
    }
}

#[component]
pub fn Controls() -> impl IntoView {
    let session = provided::<Session>();
    let person = provided::<Person>();
    let prefs = provided::<Prefs>();
    let t = move |m: M| move || prefs.t(m);
    let phase = move || {
        if session.may(Driver::Person) {
            session.shown_phase()
        } else {
            None
        }
    };
    let choice = Memo::new(move |_| session.direction_choice());
    // The expected payment of each direction, with the odds on.
    let coach = provided::<crate::state::Coach>();
    let odds = move || -> Vec<(Rotation, u32)> {
        coach
            .odds
            .with(|o| o.iter().map(|o| (o.rotation, o.expected)).collect())
    };
    // the direction a hint asks for is outlined, as a hinted rug is on the market
    let hinted = move || {
        coach
            .current()
            .filter(|h| h.decision.rug_pos().is_none())
            .and_then(|h| h.decision.rotation())
    };
    let rotate_buttons = move || {
        let c = choice.get()?;
        let odds = odds();
        // tracked: a new language writes the buttons again (the same elements)
        let lang = prefs.lang.get();
        // Left, straight on, right: the order they point in.
        let buttons = [Rotation::Left, Rotation::None, Rotation::Right]
            .into_iter()
            .filter(|r| c.rotations.contains(r))
            .map(|r| {
                let (icon, label, key) = rotate_label(r);
                let testid = format!("rotate-{}", r.as_str());
                let chosen = c.chosen == Some(r);
                view! {
                    <button
                        class="big turn-way"
                        class:chosen=chosen
                        class:suggested=move || hinted() == Some(r)
                        data-testid=testid
                        aria-keyshortcuts=key
                        aria-pressed=c.chosen.map(|_| chosen.to_string())
                        on:click=move |_| {
                            let _ = person.rotate(r);
                        }
                    >
                        <span class="icon" aria-hidden="true">{icon}</span>
                        <span>{label.text(lang)}</span>
                        {odds.iter().find(|o| o.0 == r).map(|&(_, e)| {
                            let text = marrakech_engine::odds::sixths_text(e);
                            view! {
                                <span
                                    class="odds"
                                    data-testid="odds"
                                    data-rotation=r.as_str()
                                    data-expected-payment=text.clone()
                                    aria-label=crate::i18n::coach::expected_label(lang, e)
                                >
                                    {format!("≈{}", crate::i18n::coach::decimal(lang, text.clone()))}
                                </span>
                            }
                        })}
                    </button>
                }
            })
            .collect_view();
        Some(buttons)
    };
    // A keyboard player is given each step's control to press: the roll once a direction is
    // chosen (by an arrow key too, while the focus stayed on a direction), a direction when
    // the turn comes back or the undo that had the focus went with its step. (The rug's
    // step gives it the list of positions: below.)
    // (run again within a step, it finds the focus already placed, or put elsewhere)
    Effect::new(move |_| match phase() {
        Some(Phase::Roll) if by_keyboard() => step_soon("[data-testid=roll]", Some(".turn-way")),
        Some(Phase::Orient | Phase::QuarterTurn) if by_keyboard() => {
            step_soon(".turn .controls button:not(:disabled)", None)
        }
        _ => {}
    });
    let placing = Memo::new(move |_| phase() == Some(Phase::Place));
    let selected = move || session.selection.get().rug.is_some();
    // the roll with the directions still offered: the roll and the hint in a row, the
    // directions (and the undo) under them
    let rolling_with_ways = move || phase() == Some(Phase::Roll) && choice.with(Option::is_some);
    view! {
        // The turn's buttons take each other's places from step to step (the roll where the
        // directions were): the second click of a double tap reaches none of them.
        <div
            class="controls"
            class:rolling-with-ways=rolling_with_ways
            on:click:capture=|ev| {
                if !first_tap(&ev) {
                    ev.stop_propagation();
                }
            }
        >
            {rotate_buttons}
            <Show when=move || phase() == Some(Phase::Roll)>
                <button class="big primary roll" data-testid="roll" aria-keyshortcuts="R" on:click=move |_| {
                    let _ = person.roll();
                }>
                    {t(M::RollTheDie)}
                </button>
            </Show>
            <Show when=move || placing.get()>
                <button
                    class="big primary"
                    data-testid="confirm-rug"
                    disabled=move || !selected()
                    on:click=move |_| {
                        let _ = person.lay_rug();
                    }
                >
                    {t(M::LayTheRug)}
                </button>
                <button
                    class="big"
                    data-testid="cancel-rug"
                    aria-keyshortcuts="Escape"
                    disabled=move || session.selection.get().is_empty()
                    on:click=move |_| person.cancel_rug()
                >
                    {t(M::Cancel)}
                </button>
            </Show>
            <super::coach_panel::HintButton />
            <Show when=move || session.can_undo()>
                <button class="big subtle undo" data-testid="undo" aria-keyshortcuts="Control+Z Meta+Z" title=t(M::Undo) on:click=move |_| person.undo()>
                    <svg class="icon-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
                    </svg>
                    <span class="button-word">{t(M::Undo)}</span>
                </button>
            </Show>
        </div>
    }
}

/// The rug positions offered, as a list of buttons named in A1 style (for the keyboard and
/// screen readers; the market offers the same by tapping).
#[component]
pub fn RugPositions() -> impl IntoView {
    let session = provided::<Session>();
    let person = provided::<Person>();
    let prefs = provided::<Prefs>();
    let lit = provided::<Lit>();
    let t = move |m: M| move || prefs.t(m);
    let placing = Memo::new(move |_| !session.offered_rugs.get().is_empty());
    // When a person's rug is to be laid, a keyboard player's focus goes to the list of
    // positions (a tap leaves it where it is), and back to it from the buttons the rug left
    // disabled when it is dropped (Escape, Cancel); a player on the market stays there (a
    // miss, Escape). A position lit by the focus goes dark with the list (a removed button
    // never blurs).
    Effect::new(move |_| {
        // tracked first: a pointer's roll leaves the effect waiting on the choice too
        let dropped = session.selection.with(|s| s.is_empty());
        if !placing.get() {
            lit.show(Vec::new());
        } else if dropped && by_keyboard() && !on_market() {
            step_soon(".placement-list button", Some(".controls button"));
        }
    });
    let rugs = move || session.offered_rugs.get();
    view! {
        <div class="positions">
            <Show when=move || placing.get()>
                <h3 class="positions-title" id="positions-title">{t(M::RugPositions)}</h3>
                <ul class="placement-list" aria-labelledby="positions-title">
                    {move || {
                        let lang = prefs.lang.get();
                        rugs()
                            .into_iter()
                            .map(|rug| {
                                let [a, b] = rug.cells();
                                let name = F::And(&a.name(), &b.name()).render(lang);
                                // read here (the list is drawn again when the choice changes):
                            // a reactive attribute inside this redrawn list would outlive it
                            let chosen = session.selection.get().rug == Some(rug);
                                view! {
                                    <li>
                                        <button
                                            class="position"
                                            data-position=cells_attr(rug)
                                            aria-pressed=chosen.to_string()
                                            on:mouseenter=move |_| lit.show(rug.cells().to_vec())
                                            on:mouseleave=move |_| lit.show(Vec::new())
                                            on:focus=move |ev| {
                                                // lit by the keyboard's focus only: nothing
                                                // looks chosen until the player chooses
                                                let shown = event_target::<web_sys::Element>(&ev);
                                                if focus_visible(&shown) {
                                                    lit.show(rug.cells().to_vec());
                                                }
                                            }
                                            on:blur=move |_| lit.show(Vec::new())
                                            on:click=move |_| {
                                                person.pick_rug(rug);
                                                reveal_soon("[data-testid=confirm-rug]");
                                            }
                                        >
                                            {name}
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ul>
            </Show>
        </div>
    }
}
