//! The review panel: each person's decisions with what they gave away against the best
//! candidate, the better choice, and per seat a summary that tells decisions from dice.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::bots::review::TurnReview;

use super::panel_close::PanelClose;
use crate::i18n::{coach, Lang, M};
use crate::state::review::{ReviewState, Reviewed};
use crate::state::{Nav, Overlay, Prefs, Replay, Reviews, Session, Watched};

/// A loss below this, written to one decimal, reads as 0.0: the best choice.
const NOTHING: f32 = 0.05;

/// One decision, line `at` of the list; `nth` counts that person's own moves (their second
/// move, not the game's turn 4). A line opens the market as it was when its decision was
/// made: the start of its turn (the next step of the replay plays that turn).
fn turn_row(
    lang: Lang,
    r: &Reviewed,
    (at, t): (usize, &TurnReview),
    nth: usize,
    show: Callback<usize>,
) -> impl IntoView {
    let loss = t.loss();
    let choice = coach::decision_words(lang, t.choice);
    let best = (loss >= NOTHING).then(|| coach::decision_words(lang, t.best));
    let costly = loss >= 1.0;
    let shown = coach::decimal(lang, coach::tenths(loss));
    let line = coach::review_line(lang, t.turn, &choice, &shown, best.as_deref());
    view! {
        <li
            class="review-turn"
            class:costly=costly
            data-testid="review-turn"
            data-turn=t.turn
            data-move=nth
            data-seat=t.seat.index()
            data-loss=coach::tenths(loss)
        >
            <button class="review-open" data-testid="review-open" data-turn=t.turn
                on:click=move |_| show.run(at)>
                <span class="who">{r.game.name(t.seat).to_string()}</span>
                " "
                {line}
            </button>
        </li>
    }
}

/// Every decision reviewed, each numbered among its person's own moves.
fn rows(lang: Lang, r: &Reviewed, show: Callback<usize>) -> impl IntoView {
    let mut moves = vec![0usize; r.seats.len()];
    r.review
        .turns
        .iter()
        .enumerate()
        .map(|(at, t)| {
            let nth = moves.get_mut(t.seat.index()).map_or(1, |n| {
                *n += 1;
                *n
            });
            turn_row(lang, r, (at, t), nth, show)
        })
        .collect_view()
}

fn summary(lang: Lang, r: &Reviewed) -> impl IntoView {
    r.seats
        .iter()
        .enumerate()
        .filter(|(_, on)| **on)
        .map(|(seat, _)| {
            let decisions = coach::tenths(r.review.decisions(marrakech_engine::Seat::new(seat)));
            let luck = r.review.luck.get(seat).map_or(0.0, |l| l.gain());
            view! {
                <li data-testid="review-summary" data-seat=seat data-decisions=decisions.clone() data-luck=coach::signed_tenths(luck).replace('−', "-")>
                    {coach::review_summary(lang, r.game.name(marrakech_engine::Seat::new(seat)), &coach::decimal(lang, decisions.clone()), luck)}
                </li>
            }
        })
        .collect_view()
}

#[component]
pub fn ReviewPanel() -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let reviews = provided::<Reviews>();
    let replay = provided::<Replay>();
    let session = provided::<Session>();
    let t = move |m: M| move || prefs.t(m);
    // the replay of the game reviewed, at the start of the turn of line `at` (from 0)
    let show = Callback::new(move |at: usize| {
        let opened = reviews.state.with_untracked(|s| match s {
            ReviewState::Done(r) => Some((r.game.to_record(), r.review.turns.get(at)?.turn)),
            _ => None,
        });
        let Some((record, turn)) = opened else {
            return;
        };
        let from = if session.mode.with_untracked(|m| m.watching()) {
            replay.from.get_untracked()
        } else {
            Watched::ThisGame
        };
        reviews.shown.set_value(Some(at));
        let _ = replay.watch(record, Some(turn.saturating_sub(1)), from);
    });
    // back from the replay: at the line opened, not at the list's top (a frame after the
    // panel's heading takes the focus); once, the next opening starts at the top again
    Effect::new(move |_| {
        let done = reviews.state.with(|s| matches!(s, ReviewState::Done(_)));
        if let (true, Some(at)) = (
            done && nav.overlay.get() == Overlay::Review,
            reviews.shown.get_value(),
        ) {
            reviews.shown.set_value(None);
            request_animation_frame(move || {
                let line = at + 1;
                crate::browser::focus::focus_at_soon(format!(
                    ".review-list > :nth-child({line}) button"
                ))
            });
        }
    });
    let body = move || {
        // tracked: a new language writes the review again (the same elements)
        let lang = prefs.lang.get();
        match reviews.state.get() {
            ReviewState::Idle => view! { <p>{M::ReviewNothing.text(lang)}</p> }.into_any(),
            ReviewState::Working { done, planned } => view! {
                <p role="status">{M::ReviewWorking.text(lang)}</p>
                <progress data-testid="review-progress" max=planned.max(1) value=done></progress>
            }
            .into_any(),
            ReviewState::Done(r) if r.review.turns.is_empty() => {
                view! { <p>{M::ReviewNothing.text(lang)}</p> }.into_any()
            }
            ReviewState::Done(r) => view! {
                <ul class="review-summary">{summary(lang, &r)}</ul>
                <p class="note">{M::ReviewShow.text(lang)}</p>
                <ol class="review-list" data-testid="review-list">
                    {rows(lang, &r, show)}
                </ol>
            }
            .into_any(),
        }
    };
    move || {
        (nav.overlay.get() == Overlay::Review).then(|| view! {
            <section class="panel review" role="dialog" aria-modal="true" aria-labelledby="review-title" data-testid="review">
                <PanelClose />
                <h2 id="review-title" tabindex="-1" class="panel-focus">{t(M::ReviewTitle)}</h2>
                <p class="note">{t(M::ReviewNote)}</p>
                {body}
                <button class="big" data-testid="close-panel" on:click=move |_| nav.open(Overlay::None)>
                    {t(M::BackToGame)}
                </button>
            </section>
        })
    }
}
