//! The positions the rug may take (a handle on the seam of each), and the ghost of the
//! rug being chosen.

use leptos::prelude::*;
use marrakech_engine::Cell;

use super::geometry::{centre, x, y, CELL};
use crate::palette::color_look;
use crate::session::Session;

/// The `data-cells` value: smaller row first, then smaller column.
pub fn cells_attr(rug: [Cell; 2]) -> String {
    let (a, b) = if (rug[0].row(), rug[0].col()) <= (rug[1].row(), rug[1].col()) {
        (rug[0], rug[1])
    } else {
        (rug[1], rug[0])
    };
    format!("{},{} {},{}", a.row(), a.col(), b.row(), b.col())
}

/// Every legal position, as a handle lying across the seam between its two cells.
#[component]
pub fn Placements() -> impl IntoView {
    let session = expect_context::<Session>();
    let rugs = session.offered_rugs;
    view! {
        <g class="placements">
            <For
                each=move || rugs.get()
                key=|rug| cells_attr(*rug)
                children=move |rug| {
                    let (ax, ay) = centre(rug[0].row(), rug[0].col());
                    let (bx, by) = centre(rug[1].row(), rug[1].col());
                    let (mx, my) = ((ax + bx) / 2, (ay + by) / 2);
                    let horizontal = rug[0].row() == rug[1].row();
                    let (w, h) = if horizontal { (64, 54) } else { (54, 64) };
                    let chosen = move || session.selection.get().rug.is_some_and(|r| {
                        cells_attr(r) == cells_attr(rug)
                    });
                    view! {
                        <g
                            class="placement"
                            class:chosen=chosen
                            data-testid="placement"
                            data-cells=cells_attr(rug)
                            on:click=move |ev| {
                                ev.stop_propagation();
                                session.pick_rug(rug);
                            }
                        >
                            <rect x=mx - w / 2 y=my - h / 2 width=w height=h rx="18" />
                            <line
                                x1=if horizontal { mx } else { mx - w / 2 + 12 }
                                y1=if horizontal { my - h / 2 + 12 } else { my }
                                x2=if horizontal { mx } else { mx + w / 2 - 12 }
                                y2=if horizontal { my + h / 2 - 12 } else { my }
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
    move || {
        let rug = session.selection.get().rug?;
        let (fill, pattern) = session
            .with_game(|g| {
                let seat = g.current_seat();
                let color = g.next_rug_color(seat)?;
                let look = color_look(g, color);
                Some((look.fill, look.pattern()))
            })
            .flatten()
            .unwrap_or(("#888", "pat-stripes"));
        let (r0, c0) = (
            rug[0].row().min(rug[1].row()),
            rug[0].col().min(rug[1].col()),
        );
        let horizontal = rug[0].row() == rug[1].row();
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
