//! The positions the rug may take (the outline of each, seen once chosen), the ghost of the
//! rug being chosen, and the rug the lesson or a hint suggests.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::RugPos;

use super::geometry::{x, y, CELL};
use crate::palette::color_look;
use crate::state::{Person, Session, Timeline};

/// The `data-cells` value: smaller row first, then smaller column (the rug's own order).
pub fn cells_attr(rug: RugPos) -> String {
    let [a, b] = rug.cells();
    format!("{},{} {},{}", a.row(), a.col(), b.row(), b.col())
}

/// Every legal position, as the outline of its two cells: seen only once chosen (the cells
/// tell where rugs may go, and a tap on them chooses), and the hook a test selects a
/// position by.
#[component]
pub fn Placements() -> impl IntoView {
    let session = provided::<Session>();
    let person = provided::<Person>();
    let rugs = session.offered_rugs;
    view! {
        <g class="placements">
            <For
                each=move || rugs.get()
                key=|rug| cells_attr(*rug)
                children=move |rug| {
                    let first = rug.first();
                    let (w, h) = if rug.is_horizontal() { (2 * CELL, CELL) } else { (CELL, 2 * CELL) };
                    let chosen = move || session.selection.get().rug == Some(rug);
                    view! {
                        <rect
                            class="placement"
                            class:chosen=chosen
                            data-testid="placement"
                            data-cells=cells_attr(rug)
                            x=x(first.col()) + 3
                            y=y(first.row()) + 3
                            width=w - 6
                            height=h - 6
                            rx="8"
                            on:click=move |ev| {
                                ev.stop_propagation();
                                person.pick_rug(rug);
                            }
                        />
                    }
                }
            />
        </g>
    }
}

/// The rug being chosen, drawn see-through as it will lie.
#[component]
pub fn Ghost() -> impl IntoView {
    let session = provided::<Session>();
    let timeline = provided::<Timeline>();
    let drawn = move || {
        // only while this tab offers the rugs: not in a replay, nor while another tab plays
        if session.offered_rugs.with(Vec::is_empty) {
            return String::new();
        }
        let Some(rug) = session.selection.get().rug else {
            return String::new();
        };
        timeline
            .with(|s| {
                let g = &s.game;
                let color = g.next_rug_color(g.current_seat())?;
                Some(super::art::rug(rug, color_look(g, color), None, "", false))
            })
            .flatten()
            .unwrap_or_default()
    };
    view! { <g class="ghost" aria-hidden="true" inner_html=drawn></g> }
}

/// The rug the lesson asks for, or the hint's: an outline round its two cells.
#[component]
pub fn Suggested() -> impl IntoView {
    let lesson = provided::<crate::state::Lesson>();
    let coach = provided::<crate::state::Coach>();
    let rug = Memo::new(move |_| match lesson.expect() {
        Some(crate::state::script::Expect::You(marrakech_engine::Action::Rug(rug))) => Some(rug),
        // the hint's rug, outside the lesson
        _ if lesson.step().is_some() => None,
        _ => coach.current()?.decision.rug_pos(),
    });
    move || {
        let [a, b] = rug.get()?.cells();
        let (left, top) = (x(a.col().min(b.col())), y(a.row().min(b.row())));
        let (w, h) = if a.row() == b.row() {
            (2 * CELL, CELL)
        } else {
            (CELL, 2 * CELL)
        };
        Some(view! {
            <rect class="suggested" data-testid="suggested" data-cells=cells_attr(RugPos::new(a, b)?)
                x=left + 3 y=top + 3 width=w - 6 height=h - 6 rx="10" aria-hidden="true" />
        })
    }
}
