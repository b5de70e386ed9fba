//! One panel per seat: name, colours, dirhams, rugs left, visible cells, status.

use leptos::prelude::*;

use crate::i18n::M;
use crate::palette::{color_look, swatch};
use crate::state::{Prefs, Shown, Timeline};

#[component]
fn PlayerPanel(seat: usize) -> impl IntoView {
    let timeline = expect_context::<Timeline>();
    let prefs = expect_context::<Prefs>();
    // Everything as shown: the counters follow the coins, the marker the turn shown.
    let read = move |f: fn(&Shown, usize) -> u32| {
        Memo::new(move |_| timeline.with(|s| f(s, seat)).unwrap_or(0))
    };
    let money = read(|s, seat| s.money.get(seat).copied().unwrap_or(0));
    let rugs = read(|s, seat| s.game.rugs_left(seat));
    let visible = read(|s, seat| s.game.visible(seat));
    let out = Memo::new(move |_| {
        timeline
            .with(|s| s.game.is_eliminated(seat))
            .unwrap_or(false)
    });
    let current = Memo::new(move |_| {
        timeline
            .with(|s| !s.game.is_over() && s.game.current_seat() == seat)
            .unwrap_or(false)
    });
    let (money, rugs, visible) = (
        move || money.get(),
        move || rugs.get(),
        move || visible.get(),
    );
    let (out, current) = (move || out.get(), move || current.get());
    let name = move || {
        timeline
            .with(|s| s.game.name(seat).to_string())
            .unwrap_or_default()
    };
    let t = move |m: M| m.text(prefs.lang.get_untracked());
    let bot = move || {
        let lang = prefs.lang.get_untracked();
        timeline
            .with(|s| {
                let kind = s.game.setup().players[seat].kind;
                (!kind.is_human()).then(|| crate::text::kind_label(lang, kind))
            })
            .flatten()
    };
    let swatches = move || {
        let lang = prefs.lang.get_untracked();
        timeline.with_untracked(|s| {
            s.game
                .colors_of(seat)
                .into_iter()
                .map(|c| swatch(color_look(&s.game, c), lang))
                .collect_view()
        })
    };
    view! {
        <li
            class="player"
            class:current=current
            class:out=out
            data-testid="player"
            data-seat=seat
            data-money=move || money().to_string()
            data-visible=move || visible().to_string()
            data-rugs-left=move || rugs().to_string()
            data-eliminated=move || out().to_string()
            data-current=move || current().to_string()
            aria-current=move || if current() { "true" } else { "false" }
        >
            <div class="who">
                {swatches}
                <span class="name">{name}</span>
                {move || bot().map(|b| view! { <span class="badge bot">{b}</span> })}
                <Show when=current>
                    <span class="badge">{t(M::ToPlay)}</span>
                </Show>
                <Show when=out>
                    <span class="badge out">{t(M::Out)}</span>
                </Show>
            </div>
            <dl class="stats">
                <div>
                    <dt>{t(M::Dirhams)}</dt>
                    <dd>{money}</dd>
                </div>
                <div>
                    <dt>{t(M::RugsLeft)}</dt>
                    <dd>{rugs}</dd>
                </div>
                <div>
                    <dt>{t(M::Visible)}</dt>
                    <dd>{visible}</dd>
                </div>
            </dl>
        </li>
    }
}

#[component]
pub fn Players() -> impl IntoView {
    let timeline = expect_context::<Timeline>();
    let prefs = expect_context::<Prefs>();
    // a memo: the panels are drawn once per game, not again after every action
    let seats = Memo::new(move |_| timeline.with(|s| s.game.players()).unwrap_or(0));
    view! {
        <ul class="players" aria-label=prefs.t(M::Players)>
            {move || (0..seats.get()).map(|seat| view! { <PlayerPanel seat=seat /> }).collect_view()}
        </ul>
    }
}
