//! The new-game form: players (name, colours, who plays), who starts, the options, under
//! the welcome's quick starts. Sensible defaults: one tap starts a game.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::{Bankruptcy, PlayerKind, TurnOrder};

use super::extras::RemoteGamesLater;
use super::setup_form::{SetupForm, PAIRS};
use super::welcome::Welcome;
use crate::i18n::{F, M};
use crate::palette::{label, look, swatch, PALETTE};
use crate::state::{Links, Prefs, Session};

#[component]
pub fn SetupScreen() -> impl IntoView {
    let session = provided::<Session>();
    let links = provided::<Links>();
    let prefs = provided::<Prefs>();
    let SetupForm {
        count,
        names,
        colors,
        pair,
        first,
        rules,
        ..
    } = provided::<SetupForm>();
    let form = provided::<SetupForm>();
    let error = RwSignal::new(None::<marrakech_engine::SetupError>);
    // A colour taken from another seat is swapped, and the form says so.
    let swapped = RwSignal::new(None::<(usize, usize)>);
    let lang = move || prefs.lang.get();
    let t = move |m: M| move || prefs.t(m);

    let seat_colors = move |seat: usize| form.seat_colors(seat);

    // Choosing a colour taken by another seat swaps the two, with a message.
    let choose_color = move |seat: usize, idx: usize| {
        let n = count.get_untracked();
        let mine = colors[seat].get_untracked();
        match (0..n).find(|&s| s != seat && colors[s].get_untracked() == idx) {
            Some(other) if mine != idx => {
                colors[other].set(mine);
                swapped.set(Some((other, mine)));
            }
            _ => swapped.set(None),
        }
        colors[seat].set(idx);
    };

    let start = move |_| {
        form.remember();
        let (setup, here) = form.game(prefs.lang.get_untracked());
        let result = match here.iter().all(|h| *h) {
            true => session.start(setup),
            false => setup.validate().map(|()| links.start(setup, here)),
        };
        if let Err(e) = result {
            error.set(Some(e));
        }
    };

    let seat_rows = move || {
        (0..count.get())
            .map(|seat| {
                let swatches = move || {
                    if count.get() == 2 {
                        // seat 2 takes the two colours seat 1 leaves (the pairs come in
                        // complementary twos: PAIRS[i ^ 1]); either select changes both
                        let flip = seat & 1;
                        view! {
                            <select
                                data-testid=format!("pair-{seat}")
                                aria-label=move || F::ColoursOfPlayer(seat + 1).render(lang())
                                on:change=move |ev| pair.set(event_target_value(&ev).parse::<usize>().unwrap_or(0) ^ flip)
                                prop:value=move || (pair.get() ^ flip).to_string()
                            >
                                {PAIRS
                                    .iter()
                                    .enumerate()
                                    .map(|(i, p)| {
                                        view! {
                                            <option value=i.to_string()>
                                                {move || format!("{} + {}", label(lang(), PALETTE[p[0]]), label(lang(), PALETTE[p[1]]))}
                                            </option>
                                        }
                                    })
                                    .collect_view()}
                            </select>
                        }
                        .into_any()
                    } else {
                        view! {
                            <span class="swatches" role="radiogroup" aria-label=move || F::ColourOfPlayer(seat + 1).render(lang())>
                                {PALETTE
                                    .iter()
                                    .enumerate()
                                    .map(|(i, name)| {
                                        let l = look(name, 0);
                                        view! {
                                            <button
                                                class=format!("swatch-button {}", l.pattern())
                                                role="radio"
                                                aria-checked=move || (colors[seat].get() == i).to_string()
                                                aria-label=move || label(lang(), name)
                                                style:background-color=l.fill
                                                style:border-color=l.edge
                                                on:click=move |_| choose_color(seat, i)
                                            >
                                                <span aria-hidden="true">{move || l.letter(lang())}</span>
                                            </button>
                                        }
                                    })
                                    .collect_view()}
                            </span>
                        }
                        .into_any()
                    }
                };
                let chips = move || {
                    let lang = lang();
                    seat_colors(seat)
                        .into_iter()
                        .map(|i| swatch(look(PALETTE[i], 0), lang))
                        .collect_view()
                };
                view! {
                    <li class="seat-row">
                        <span class="seat-chips">{chips}</span>
                        <label class="name-field">
                            <span class="visually-hidden">{move || F::NameOfPlayer(seat + 1).render(lang())}</span>
                            <input
                                type="text"
                                maxlength="20"
                                data-testid=format!("player-name-{seat}")
                                prop:value=move || form.name_field(seat, lang())
                                on:input=move |ev| names[seat].set(Some(event_target_value(&ev)))
                            />
                        </label>
                        {swatches}
                        <label class="kind-field">
                            <span class="visually-hidden">{move || F::WhoPlaysSeat(seat + 1).render(lang())}</span>
                            <select
                                data-testid=format!("player-kind-{seat}")
                                prop:value=move || form.kind_value(seat)
                                on:change=move |ev| form.set_kind(seat, &event_target_value(&ev))
                            >
                                {PlayerKind::ALL
                                    .into_iter()
                                    .map(|k| view! { <option value=k.as_str()>{move || crate::i18n::text::kind_label(lang(), k)}</option> })
                                    .collect_view()}
                                <option value="remote">{move || M::KindRemote.text(lang())}</option>
                            </select>
                        </label>
                    </li>
                }
            })
            .collect_view()
    };

    // the game left by "New game" stays until another starts: the way back to it
    let kept = session.kept_in_progress();

    // The form comes a task after the welcome: the page's first drawing in two shorter
    // tasks, between which it can paint and answer. Nothing drawn moves: the form appears
    // below the welcome. Not in a frame: the page tells its host its height, and a host
    // would shrink the frame to the welcome for a moment.
    let framed = crate::state::address::in_frame();
    let form_ready = RwSignal::new(framed);
    if !framed {
        leptos::task::spawn_local(async move {
            crate::browser::shell::next_task().await;
            let _ = form_ready.try_set(true);
        });
    }

    view! {
        <section class="setup" data-testid="setup" aria-labelledby="setup-title">
            {kept.then(|| view! {
                <div class="kept-game">
                    <button class="big" data-testid="resume-game" on:click=move |_| {
                        session.resume();
                    }>
                        {t(M::BackToGame)}
                    </button>
                </div>
            })}
            <Welcome />
            <Show when=move || form_ready.get()>
            <RemoteGamesLater />
            <h2 id="setup-title">{t(M::NewGame)}</h2>
            <div class="field">
                <label for="player-count">{t(M::Players)}</label>
                <select
                    id="player-count"
                    data-testid="player-count"
                    prop:value=move || count.get().to_string()
                    on:change=move |ev| {
                        let n = event_target_value(&ev).parse().unwrap_or(2usize).clamp(2, 4);
                        for (s, c) in colors.iter().enumerate() {
                            c.set(s);
                        }
                        count.set(n);
                        swapped.set(None);
                        if first.get_untracked().parse::<usize>().is_ok_and(|f| f >= n) {
                            first.set("0".into());
                        }
                    }
                >
                    <option value="2">"2"</option>
                    <option value="3">"3"</option>
                    <option value="4">"4"</option>
                </select>
            </div>
            <ol class="seats">{seat_rows}</ol>
            {move || swapped.get().map(|(other, color)| {
                let name = untrack(|| form.name(other, lang()));
                view! {
                    <p class="note swap-note" role="status">
                        {F::ColourSwapped(&name, &label(lang(), PALETTE[color])).render(lang())}
                    </p>
                }
            })}
            <div class="field">
                <label for="first-player">{t(M::WhoStarts)}</label>
                <select
                    id="first-player"
                    prop:value=move || first.get()
                    on:change=move |ev| first.set(event_target_value(&ev))
                >
                    {move || {
                        (0..count.get())
                            .map(|s| view! { <option value=s.to_string()>{move || form.name(s, lang())}</option> })
                            .collect_view()
                    }}
                    <option value="random">{t(M::DrawLots)}</option>
                </select>
            </div>
            <div class="field">
                <label for="rule-bankruptcy">{t(M::OutOfMoney)}</label>
                <select
                    id="rule-bankruptcy"
                    data-testid="rule-bankruptcy"
                    prop:value=move || rules.get().bankruptcy.as_str()
                    on:change=move |ev| {
                        let b = Bankruptcy::parse(&event_target_value(&ev)).unwrap_or_default();
                        rules.update(|r| r.bankruptcy = b)
                    }
                >
                    <option value="eliminate">{t(M::OutStandard)}</option>
                    <option value="continue">{t(M::KeepPlaying)}</option>
                </select>
            </div>
            <div class="field">
                <label for="rule-turn-order">{t(M::TurnOrder)}</label>
                <select
                    id="rule-turn-order"
                    data-testid="rule-turn-order"
                    prop:value=move || rules.get().turn_order.as_str()
                    on:change=move |ev| {
                        let o = TurnOrder::parse(&event_target_value(&ev)).unwrap_or_default();
                        rules.update(|r| r.turn_order = o)
                    }
                >
                    <option value="classic">{t(M::OrderClassic)}</option>
                    <option value="roll-first">{t(M::OrderRollFirst)}</option>
                </select>
            </div>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{crate::i18n::errors::setup_error(lang(), &e)}</p> })}
            <div class="start-bar">
                <button class="big primary start" data-testid="start-game" on:click=start>
                    // with a friend by link it makes the invitation; the game starts later
                    {move || prefs.t(if form.by_link() { M::MakeInvitation } else { M::StartTheGame })}
                </button>
            </div>
            </Show>
        </section>
    }
}
