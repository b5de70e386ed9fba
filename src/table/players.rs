//! One panel per seat: name, colours, dirhams, rugs left, visible cells, status.

use leptos::prelude::*;

use crate::i18n::M;
use crate::palette::{color_look, swatch};
use crate::session::{Session, Stage};

#[component]
fn PlayerPanel(seat: usize) -> impl IntoView {
    let session = expect_context::<Session>();
    let name = move || {
        session
            .with_game(|g| g.name(seat).to_string())
            .unwrap_or_default()
    };
    let money = move || {
        // While the die rolls and Assam walks, the coins have not moved yet.
        let before = session.anim.with(|a| {
            a.as_ref()
                .filter(|a| a.stage != Stage::Paying)
                .and_then(|a| a.money_before.get(seat).copied())
        });
        before
            .or_else(|| session.with_game(|g| g.money(seat)))
            .unwrap_or(0)
    };
    let rugs = move || session.with_game(|g| g.rugs_left(seat)).unwrap_or(0);
    let visible = move || session.with_game(|g| g.visible(seat)).unwrap_or(0);
    let out = move || {
        session
            .with_game(|g| g.is_eliminated(seat))
            .unwrap_or(false)
    };
    let current = move || {
        session
            .with_game(|g| !g.is_over() && g.current_seat() == seat)
            .unwrap_or(false)
    };
    let t = move |m: M| m.text(session.lang.get_untracked());
    let bot = move || {
        let lang = session.lang.get();
        session
            .with_game(|g| {
                let kind = g.setup().players[seat].kind;
                (kind != marrakech_engine::PlayerKind::Human)
                    .then(|| crate::text::kind_label(lang, kind))
            })
            .flatten()
    };
    let swatches = move || {
        let lang = session.lang.get();
        session.with_game(|g| {
            g.colors_of(seat)
                .into_iter()
                .map(|c| swatch(color_look(g, c), lang))
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
    let session = expect_context::<Session>();
    // a memo: the panels are drawn once per game, not again after every action
    let seats = Memo::new(move |_| session.with_game(|g| g.players()).unwrap_or(0));
    view! {
        <ul class="players" aria-label=session.t(M::Players)>
            {move || (0..seats.get()).map(|seat| view! { <PlayerPanel seat=seat /> }).collect_view()}
        </ul>
    }
}
