//! What the market shows to guide the turn: arrows for the direction, where Assam would
//! stop for each die face (with what would be owed there), and the area being paid for.

use leptos::prelude::*;
use marrakech_engine::{Event, Facing, Game, Phase};

use super::assam::angle;
use super::geometry::{centre, x, y, CELL};
use crate::session::{Session, Stage};

/// The arrows at Assam for the choices of direction (and the roll-first closing turn).
#[component]
pub fn Arrows() -> impl IntoView {
    let session = expect_context::<Session>();
    move || {
        if !session.can_act() {
            return None;
        }
        let (phase, a, rotations) =
            session.with_game(|g| (g.phase(), g.assam(), g.legal_rotations()))?;
        if !matches!(phase, Phase::Orient | Phase::Turn) {
            return None;
        }
        let (cx, cy) = centre(a.cell.row(), a.cell.col());
        let arrows = rotations
            .iter()
            .map(|&rot| {
                let facing = a.facing.rotated(rot);
                let transform = format!("translate({cx} {cy}) rotate({})", angle(facing));
                view! {
                    <g
                        class="arrow"
                        transform=transform
                        on:click=move |_| {
                            if phase == Phase::Orient {
                                session.orient(rot)
                            } else {
                                session.closing_turn(rot)
                            }
                        }
                    >
                        <circle class="arrow-hit" cy="-78" r="30" />
                        <path class="arrow-shape" d="M0 -104 L22 -74 L9 -74 L9 -54 L-9 -54 L-9 -74 L-22 -74 Z" />
                    </g>
                }
            })
            .collect_view();
        Some(view! { <g class="arrows">{arrows}</g> })
    }
}

/// One landing spot for a die face.
#[derive(Clone, Debug, PartialEq)]
struct Landing {
    face: u8,
    row: u8,
    col: u8,
    owed: Option<u32>,
}

fn landings(game: &Game, facing: Facing) -> Vec<Landing> {
    let seat = game.current_seat();
    (1..=4)
        .filter_map(|face| {
            let end = game.path_for(facing, face).end()?;
            let owed = game.position().debt_at(end.cell, seat).map(|d| d.amount);
            Some(Landing {
                face,
                row: end.cell.row(),
                col: end.cell.col(),
                owed,
            })
        })
        .collect()
}

/// Before the roll: where Assam would stop with each face, and what would be owed there.
#[component]
pub fn WalkPreview() -> impl IntoView {
    let session = expect_context::<Session>();
    let spots = Memo::new(move |_| {
        if !session.can_act() {
            return Vec::new();
        }
        session
            .with_game(|g| {
                if g.phase() != Phase::Roll {
                    return Vec::new();
                }
                landings(g, g.assam().facing)
            })
            .unwrap_or_default()
    });
    view! {
        <g class="walk-preview" aria-hidden="true">
            {move || {
                let spots = spots.get();
                let mut views = Vec::new();
                for (i, s) in spots.iter().enumerate() {
                    // Two faces can stop on one cell (corner arcs): stack their labels.
                    let same_before = spots[..i].iter().filter(|o| o.row == s.row && o.col == s.col).count();
                    let (cx, cy) = centre(s.row, s.col);
                    let dy = same_before as i32 * 30;
                    let label = match s.owed {
                        Some(n) => format!("{}: −{n}", s.face),
                        None => s.face.to_string(),
                    };
                    views.push(view! {
                        <g class="landing" class:owes=s.owed.is_some()>
                            <rect x=cx - 34 y=cy + 14 + dy - 13 width="68" height="26" rx="13" />
                            <text x=cx y=cy + 14 + dy + 7>{label}</text>
                        </g>
                    });
                }
                views
            }}
        </g>
    }
}

/// During the payment: the area paid for, and the amount.
#[component]
pub fn OwedArea() -> impl IntoView {
    let session = expect_context::<Session>();
    move || {
        let (area, amount, end) = session.anim.with(|a| {
            let anim = a.as_ref().filter(|a| a.stage == Stage::Paying)?;
            let (area, amount) = anim.events.iter().find_map(|e| match e {
                Event::Paid { area, amount, .. } => Some((area.clone(), *amount)),
                _ => None,
            })?;
            Some((area, amount, anim.steps.last()?.cell))
        })?;
        let cells = area
            .iter()
            .map(|c| {
                view! {
                    <rect class="owed" x=x(c.col()) + 4 y=y(c.row()) + 4 width=CELL - 8 height=CELL - 8 rx="8" />
                }
            })
            .collect_view();
        let (cx, cy) = centre(end.row(), end.col());
        Some(view! {
            <g class="owed-area">
                {cells}
                <g class="coins">
                    <circle cx=cx + 30 cy=cy - 34 r="24" />
                    <text x=cx + 30 y=cy - 26>{amount.to_string()}</text>
                </g>
            </g>
        })
    }
}
