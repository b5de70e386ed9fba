//! One panel per seat: name, colours, dirhams, rugs left, visible cells, status.

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::M;
use crate::palette::{seat_colors, seat_swatches};
use crate::state::{Prefs, Shown, Timeline};

/// A figure of a panel.
#[derive(Clone, Copy)]
enum Stat {
    Dirhams,
    Rugs,
    Visible,
}

/// A small drawing for a figure: a dirham coin, a rug with its fringes, an eye.
fn stat_sign(stat: Stat) -> impl IntoView {
    let d = match stat {
        Stat::Dirhams => "",
        Stat::Rugs => "M5 7h14v10H5zM5 10h14M5 14h14M7 5v2M11 5v2M15 5v2M7 17v2M11 17v2M15 17v2",
        Stat::Visible => "M2 12s4-6 10-6 10 6 10 6-4 6-10 6S2 12 2 12zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
    };
    view! {
        <svg class="stat-sign" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {if d.is_empty() {
                view! { <use href="#art-coin" width="24" height="24" /> }.into_any()
            } else {
                view! { <path d=d /> }.into_any()
            }}
        </svg>
    }
}

/// A bot's sign (a robot's head), its level in words for screen readers and on hover.
pub fn bot_badge(level: &'static str) -> impl IntoView {
    view! {
        <span class="badge bot" title=level>
            <svg class="badge-sign" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 8h12v11H6zM12 4v4M9.5 12.5v1M14.5 12.5v1M9.5 16.5h5" />
            </svg>
            <span class="badge-word">{level}</span>
        </span>
    }
}

#[component]
fn PlayerPanel(seat: marrakech_engine::Seat) -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    // Everything as shown: the counters follow the coins, the marker the turn shown.
    let read = move |f: fn(&Shown, marrakech_engine::Seat) -> u32| {
        Memo::new(move |_| timeline.with(|s| f(s, seat)).unwrap_or(0))
    };
    let money = read(|s, seat| s.money.get(seat.index()).copied().unwrap_or(0));
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
    let t = move |m: M| move || prefs.t(m);
    let bot = move || {
        let lang = prefs.lang.get();
        timeline
            .with(|s| {
                let kind = s.game.kind(seat);
                kind.bot().map(|level| {
                    crate::i18n::text::kind_label(lang, marrakech_engine::PlayerKind::Bot(level))
                })
            })
            .flatten()
    };
    let colors = Memo::new(move |_| timeline.with(|s| seat_colors(&s.game, seat)));
    let swatches = move || {
        // read, not only tracked: a memo never read is never computed, so it never hears
        // of a change (a rematch's seats kept the last game's colours)
        colors.with(|_| ());
        let lang = prefs.lang.get();
        timeline.with_untracked(|s| seat_swatches(&s.game, seat, lang))
    };
    view! {
        <li
            class="player"
            class:current=current
            class:out=out
            data-testid="player"
            data-seat=seat.index()
            data-money=move || money().to_string()
            data-visible=move || visible().to_string()
            data-rugs-left=move || rugs().to_string()
            data-eliminated=move || out().to_string()
            data-current=move || current().to_string()
            aria-current=move || if current() { "true" } else { "false" }
        >
            <div class="who">
                {swatches}
                <span class="name" dir="auto" title=name>{name}</span>
                {move || bot().map(bot_badge)}
                // the seat to move is told by the panel's frame; in words for screen readers
                <Show when=current>
                    <span class="visually-hidden">{t(M::ToPlay)}</span>
                </Show>
                // a sign where room is short (a name cut to three letters said less); the
                // word is read and shown on hover
                <Show when=out>
                    <span class="badge out" title=t(M::Out)>
                        <svg class="badge-sign" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                            <path d="M12 4a8 8 0 1 0 0.01 0zM6.5 6.5l11 11" />
                        </svg>
                        <span class="badge-word">{t(M::Out)}</span>
                    </span>
                </Show>
            </div>
            // Each figure has a drawn sign and its name in words: shown where the panel has
            // room (the legend under the panels says them where it has not), always read.
            <dl class="stats">
                <div title=t(M::Dirhams)>
                    <dt>{stat_sign(Stat::Dirhams)}<span class="stat-word">{t(M::Dirhams)}</span></dt>
                    <dd>{money}</dd>
                </div>
                <div class="rugs-left" title=t(M::RugsLeft)>
                    <dt>{stat_sign(Stat::Rugs)}<span class="stat-word">{t(M::RugsLeft)}</span></dt>
                    <dd>{rugs}</dd>
                </div>
                <div title=t(M::Visible)>
                    <dt>{stat_sign(Stat::Visible)}<span class="stat-word">{t(M::Visible)}</span></dt>
                    <dd>{visible}</dd>
                </div>
            </dl>
        </li>
    }
}

#[component]
pub fn Players() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    // a memo: the panels are drawn once per game, not again after every action
    let seats = Memo::new(move |_| timeline.with(|s| s.game.players()).unwrap_or(0));
    let t = move |m: M| move || prefs.t(m);
    view! {
        <div class="players-box">
            <ul class="players" aria-label=t(M::Players)>
                {move || marrakech_engine::Seat::all(seats.get()).map(|seat| view! { <PlayerPanel seat=seat /> }).collect_view()}
            </ul>
            // the figures' words, where the panels are too narrow to show them
            <p class="players-legend" aria-hidden="true">
                <span>{stat_sign(Stat::Dirhams)}{t(M::Dirhams)}</span>
                <span>{stat_sign(Stat::Rugs)}{t(M::RugsLeft)}</span>
                <span>{stat_sign(Stat::Visible)}{t(M::Visible)}</span>
            </p>
        </div>
    }
}
