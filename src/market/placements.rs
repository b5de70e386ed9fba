//! The positions the rug may take (a handle on the seam of each), and the ghost of the
//! rug being chosen.

use leptos::prelude::*;
use marrakech_engine::RugPos;

use super::geometry::{centre, x, y, CELL};
use crate::palette::color_look;
use crate::state::{Mode, Person, Session, Timeline};

/// The `data-cells` value: smaller row first, then smaller column (the rug's own order).
pub fn cells_attr(rug: RugPos) -> String {
    let [a, b] = rug.cells();
    format!("{},{} {},{}", a.row(), a.col(), b.row(), b.col())
}

/// Every legal position, as a handle lying across the seam between its two cells.
#[component]
pub fn Placements() -> impl IntoView {
    let session = expect_context::<Session>();
    let person = expect_context::<Person>();
    let rugs = session.offered_rugs;
    view! {
        <g class="placements">
            <For
                each=move || rugs.get()
                key=|rug| cells_attr(*rug)
                children=move |rug| {
                    let [a, b] = rug.cells();
                    let (ax, ay) = centre(a.row(), a.col());
                    let (bx, by) = centre(b.row(), b.col());
                    let (mx, my) = ((ax + bx) / 2, (ay + by) / 2);
                    let horizontal = rug.is_horizontal();
                    let (w, h) = if horizontal { (64, 54) } else { (54, 64) };
                    let chosen = move || session.selection.get().rug == Some(rug);
                    view! {
                        <g
                            class="placement"
                            class:chosen=chosen
                            data-testid="placement"
                            data-cells=cells_attr(rug)
                            on:click=move |ev| {
                                ev.stop_propagation();
                                person.pick_rug(rug);
                            }
                        >
                            <rect x=mx - w / 2 y=my - h / 2 width=w height=h rx="18" />
                            // a line the way the rug lies: across the seam
                            <line
                                x1=if horizontal { mx - w / 2 + 12 } else { mx }
                                y1=if horizontal { my } else { my - h / 2 + 12 }
                                x2=if horizontal { mx + w / 2 - 12 } else { mx }
                                y2=if horizontal { my } else { my + h / 2 - 12 }
                            />
                        </g>
                    }
                }
            />
        </g>
    }
}

/// The rug being chosen, drawn see-through in the colour it will have.
#[component]
pub fn Ghost() -> impl IntoView {
    let session = expect_context::<Session>();
    let timeline = expect_context::<Timeline>();
    move || {
        if session.mode.with(Mode::watching) {
            return None;
        }
        let rug = session.selection.get().rug?;
        let (fill, pattern) = timeline
            .with(|s| {
                let g = &s.game;
                let color = g.next_rug_color(g.current_seat())?;
                let look = color_look(g, color);
                Some((look.fill, look.pattern()))
            })
            .flatten()
            .unwrap_or(("#888", "pat-stripes"));
        let first = rug.first();
        let (r0, c0) = (first.row(), first.col());
        let horizontal = rug.is_horizontal();
        let (w, h) = if horizontal {
            (CELL * 2, CELL)
        } else {
            (CELL, CELL * 2)
        };
        // its colour, and its pattern over it
        let shape = move |class: &'static str, fill: String| {
            view! { <rect class=class x=x(c0) + 6 y=y(r0) + 6 width=w - 12 height=h - 12 rx="6" fill=fill /> }
        };
        Some((
            shape("ghost", fill.to_string()),
            shape("ghost-pattern", format!("url(#{pattern})")),
        ))
    }
}

/// The rug the lesson asks for, or the hint's: an outline round its two cells.
#[component]
pub fn Suggested() -> impl IntoView {
    let lesson = expect_context::<crate::state::Lesson>();
    let coach = expect_context::<crate::state::Coach>();
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
