//! The buttons of the turn: direction, roll, the rug positions as a list, confirm or
//! cancel the rug, undo. Keys: arrows for the direction, R for the roll (see `app`).

use leptos::prelude::*;
use marrakech_engine::{Phase, Rotation};
use wasm_bindgen::JsCast;

use crate::i18n::{F, M};
use crate::market::placements::cells_attr;
use crate::session::Session;

fn rotate_label(r: Rotation) -> (&'static str, M, &'static str) {
    match r {
        Rotation::Left => ("↶", M::TurnLeft, "ArrowLeft"),
        Rotation::None => ("↑", M::StraightOn, "ArrowUp"),
        Rotation::Right => ("↷", M::TurnRight, "ArrowRight"),
    }
}

/// Moves the keyboard focus to the first element matching `selector`, once the view is
/// drawn.
pub fn focus_soon(selector: &'static str) {
    request_animation_frame(move || {
        if let Some(el) = document()
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    });
}

#[component]
pub fn Controls() -> impl IntoView {
    let session = expect_context::<Session>();
    let t = move |m: M| m.text(session.lang.get_untracked());
    let phase = move || {
        if session.can_act() {
            session.phase()
        } else {
            None
        }
    };
    let rotations = move || match phase() {
        // Left, straight on, right: the order they point in.
        Some(Phase::Orient | Phase::Turn) => [Rotation::Left, Rotation::None, Rotation::Right]
            .into_iter()
            .filter(|r| {
                session
                    .with_game(|g| g.legal_rotations().contains(r))
                    .unwrap_or(false)
            })
            .collect(),
        _ => Vec::new(),
    };
    let rotate_buttons = move || {
        rotations()
            .into_iter()
            .map(|r| {
                let (icon, label, key) = rotate_label(r);
                let testid = format!("rotate-{}", r.as_str());
                view! {
                    <button
                        class="big"
                        data-testid=testid
                        aria-keyshortcuts=key
                        on:click=move |_| {
                            if session.phase() == Some(Phase::Turn) {
                                session.closing_turn(r)
                            } else {
                                session.orient(r)
                            }
                        }
                    >
                        <span class="icon" aria-hidden="true">{icon}</span>
                        {t(label)}
                    </button>
                }
            })
            .collect_view()
    };
    let placing = Memo::new(move |_| phase() == Some(Phase::Place));
    // When a person's rug is to be laid, the focus goes to the list of positions.
    Effect::new(move |_| {
        if placing.get() {
            focus_soon(".placement-list button");
        }
    });
    let rugs = move || session.offered_rugs.get();
    let selected = move || session.selection.get().rug.is_some();
    view! {
        <div class="controls">
            {rotate_buttons}
            <Show when=move || phase() == Some(Phase::Roll)>
                <button class="big primary" data-testid="roll" aria-keyshortcuts="R" on:click=move |_| session.roll()>
                    {t(M::RollTheDie)}
                </button>
            </Show>
            <Show when=move || placing.get()>
                <button
                    class="big primary"
                    data-testid="confirm-rug"
                    disabled=move || !selected()
                    on:click=move |_| session.confirm_rug()
                >
                    {t(M::LayTheRug)}
                </button>
                <button
                    class="big"
                    data-testid="cancel-rug"
                    disabled=move || session.selection.get().is_empty()
                    on:click=move |_| session.cancel_rug()
                >
                    {t(M::Cancel)}
                </button>
            </Show>
            <Show when=move || session.can_undo()>
                <button class="big subtle" data-testid="undo" on:click=move |_| session.undo()>
                    {t(M::Undo)}
                </button>
            </Show>
        </div>
        <Show when=move || placing.get()>
            <h3 class="positions-title" id="positions-title">{t(M::RugPositions)}</h3>
            <ul class="placement-list" aria-labelledby="positions-title">
                {move || {
                    let lang = session.lang.get();
                    rugs()
                        .into_iter()
                        .map(|rug| {
                            let name = F::And(&rug[0].name(), &rug[1].name()).render(lang);
                            let chosen = move || {
                                session.selection.get().rug.is_some_and(|r| cells_attr(r) == cells_attr(rug))
                            };
                            view! {
                                <li>
                                    <button
                                        class="position"
                                        data-position=cells_attr(rug)
                                        aria-pressed=move || chosen().to_string()
                                        on:click=move |_| {
                                            session.pick_rug(rug);
                                            focus_soon("[data-testid=confirm-rug]");
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
    }
}
