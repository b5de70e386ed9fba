//! The buttons of the turn: direction, roll, confirm or cancel the rug, undo.

use leptos::prelude::*;
use marrakech_engine::{Phase, Rotation};

use crate::session::Session;

fn rotate_label(r: Rotation) -> (&'static str, &'static str) {
    match r {
        Rotation::Left => ("↶", "Turn left"),
        Rotation::None => ("↑", "Straight on"),
        Rotation::Right => ("↷", "Turn right"),
    }
}

#[component]
pub fn Controls() -> impl IntoView {
    let session = expect_context::<Session>();
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
                let (icon, label) = rotate_label(r);
                let testid = format!("rotate-{}", r.as_str());
                view! {
                    <button
                        class="big"
                        data-testid=testid
                        on:click=move |_| {
                            if session.phase() == Some(Phase::Turn) {
                                session.closing_turn(r)
                            } else {
                                session.orient(r)
                            }
                        }
                    >
                        <span class="icon" aria-hidden="true">{icon}</span>
                        {label}
                    </button>
                }
            })
            .collect_view()
    };
    let selected = move || session.selection.get().rug.is_some();
    view! {
        <div class="controls">
            {rotate_buttons}
            <Show when=move || phase() == Some(Phase::Roll)>
                <button class="big primary" data-testid="roll" on:click=move |_| session.roll()>
                    "Roll the die"
                </button>
            </Show>
            <Show when=move || phase() == Some(Phase::Place)>
                <button
                    class="big primary"
                    data-testid="confirm-rug"
                    disabled=move || !selected()
                    on:click=move |_| session.confirm_rug()
                >
                    "Lay the rug"
                </button>
                <button
                    class="big"
                    data-testid="cancel-rug"
                    disabled=move || session.selection.get().is_empty()
                    on:click=move |_| session.cancel_rug()
                >
                    "Cancel"
                </button>
            </Show>
            <Show when=move || session.can_undo()>
                <button class="big subtle" data-testid="undo" on:click=move |_| session.undo()>
                    "Undo"
                </button>
            </Show>
        </div>
    }
}
