//! What the last roll led to, in one sentence ("Sam pays Kasia 8 dirhams", "a bare cell:
//! nothing to pay"), told until the next roll; and the coins travelling from the payer's
//! panel to the payee's while the payment is shown.

use crate::state::provided;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use marrakech_engine::{Game, Seat};

use crate::i18n::{Lang, F};
use crate::state::{Outcome, Prefs, Shown, Stage, Timeline};

/// The headline of a roll: what Assam's stop meant.
fn headline(lang: Lang, game: &Game, outcome: Outcome) -> String {
    let name = |seat: Seat| game.name(seat);
    match outcome {
        // named: shown greyed into the next player's turn, it must say whose roll it was
        Outcome::Bare { seat } => F::BareCell(name(seat)).render(lang),
        Outcome::OwnRug { seat } => F::OwnRug(name(seat)).render(lang),
        Outcome::OutPlayersRug { seat, .. } => F::OutPlayersRug(name(seat)).render(lang),
        Outcome::Paid {
            from,
            to,
            amount,
            owed,
            out,
        } => match (amount, out) {
            (0, _) => F::OwesButHasNothing(name(from), owed).render(lang),
            (_, true) => F::PaysLastAndOut(name(from), name(to), amount).render(lang),
            _ if amount < owed => F::OwesButPays(name(from), name(to), owed, amount).render(lang),
            _ => F::Pays(name(from), name(to), amount).render(lang),
        },
    }
}

#[component]
pub fn Headline() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let outcome = Memo::new(move |_| timeline.with(|s| s.marks.outcome).flatten());
    let payment = Memo::new(move |_| {
        timeline
            .with(|s| {
                s.marks
                    .payment
                    .as_ref()
                    .map(|p| (p.from, p.to, p.amount, p.owed))
            })
            .flatten()
    });
    // Before this turn's roll it tells the previous roll: greyed like the die.
    let stale = Memo::new(move |_| timeline.with(Shown::before_roll).unwrap_or(false));
    let sentence = move || {
        let lang = prefs.lang.get();
        let o = outcome.get()?;
        timeline.with_untracked(|s| headline(lang, &s.game, o))
    };
    view! {
        <div class="headline-box">
            // Read here, not in a closure of its own: a reactive attribute inside this
            // redrawn view would outlive each redraw.
            {move || {
                sentence().map(|t| {
                    let paid = matches!(outcome.get(), Some(Outcome::Paid { .. }));
                    let stale = stale.get();
                    view! {
                        <p class="headline" class:paid=paid class:stale=stale data-testid="payment-headline">{t}</p>
                    }
                })
            }}
            {move || {
                payment.get().map(|(from, to, amount, owed)| {
                    view! {
                        <span
                            class="visually-hidden"
                            data-testid="last-payment"
                            data-from=from.index()
                            data-to=to.index()
                            data-amount=amount
                            data-owed=owed
                        ></span>
                    }
                })
            }}
            <CoinFlight />
        </div>
    }
}

/// The centre of a seat's panel on the page, if it is drawn.
fn panel_centre(seat: marrakech_engine::Seat) -> Option<(f64, f64)> {
    let el = document()
        .query_selector(&format!("[data-testid=player][data-seat=\"{seat}\"]"))
        .ok()??;
    let r = el
        .dyn_into::<web_sys::Element>()
        .ok()?
        .get_bounding_client_rect();
    Some((r.left() + r.width() / 2.0, r.top() + r.height() / 2.0))
}

/// Coins flying from the payer's panel to the payee's during the payment.
#[component]
fn CoinFlight() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let flying = Memo::new(move |_| {
        timeline
            .with(|s| {
                let p = s.marks.payment.as_ref()?;
                (s.stage == Stage::Paying && p.amount > 0).then_some((p.from, p.to, p.amount))
            })
            .flatten()
    });
    // where the coins are: at the payer's panel, then (next frame) on their way
    let at = RwSignal::new(None::<(f64, f64)>);
    Effect::new(move |_| {
        let Some((from, to, _)) = flying.get() else {
            at.set(None);
            return;
        };
        let (Some(a), Some(b)) = (panel_centre(from), panel_centre(to)) else {
            return;
        };
        at.set(Some(a));
        request_animation_frame(move || {
            request_animation_frame(move || {
                if flying.get_untracked().is_some() {
                    at.set(Some(b));
                }
            })
        });
    });
    move || {
        let (_, _, amount) = flying.get()?;
        if prefs.motion_reduced() {
            return None;
        }
        let (x, y) = at.get()?;
        Some(view! {
            <div
                class="coin-flight"
                aria-hidden="true"
                style:transform=format!("translate({}px, {}px)", (x - 22.0) as i32, (y - 22.0) as i32)
            >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href="#art-coin" width="24" height="24" /></svg>
                <span>{amount}</span>
            </div>
        })
    }
}
