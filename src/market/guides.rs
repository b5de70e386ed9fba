//! What the market shows to guide the turn: arrows for the direction, where Assam would
//! stop for each die face (with what would be owed there), the area being paid for, and
//! Assam's last walk, faintly.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::{Cell, Game, Phase};

use super::assam::{angle, arc_apex};
use super::geometry::{centre, x, y, CELL};
use super::odds_labels;
use crate::state::{Driver, Person, Session, Stage, Timeline};

/// The arrows at Assam for the choices of direction (and the roll-first closing turn):
/// tapping one turns him; tapping another changes it until the die is rolled.
#[component]
pub fn Arrows() -> impl IntoView {
    let session = provided::<Session>();
    let person = provided::<Person>();
    let choice = Memo::new(move |_| session.direction_choice());
    move || {
        let c = choice.get()?;
        let (cx, cy) = centre(c.from.cell.row(), c.from.cell.col());
        let arrows = c
            .rotations
            .iter()
            .map(|&rot| {
                let facing = c.from.facing.rotated(rot);
                let transform = format!("translate({cx} {cy}) rotate({})", angle(facing));
                view! {
                    <g
                        class="arrow"
                        class:chosen=c.chosen == Some(rot)
                        data-rotation=rot.as_str()
                        transform=transform
                        on:click=move |_| {
                            let _ = person.rotate(rot);
                        }
                    >
                        // a target of 100 units (44 px and more on a 390 px phone); the arrow
                        // starts just past the edge of Assam's cell, clear of his babouches,
                        // and reaches only into the near half
                        // of the next, clear of what the next cells show at their far side
                        // (where he would stop, what it would cost, the odds)
                        <circle class="arrow-hit" cy="-72" r="56" />
                        <path class="arrow-shape" d=odds_labels::ARROW_PATH />
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

/// Where the seat to move would stop with each face, looking as Assam looks now.
fn landings(game: &Game) -> Vec<Landing> {
    let seat = game.current_seat();
    let facing = game.assam().facing;
    (1..=4)
        .filter_map(|face| {
            let end = game.path_for(facing, face).end()?;
            let owed = game
                .position()
                .debt_at(end.cell, seat.index())
                .map(|d| d.amount);
            Some(Landing {
                face,
                row: end.cell.row(),
                col: end.cell.col(),
                owed,
            })
        })
        .collect()
}

/// The landings shown now, each with its label's box: before a roll the person may make (or
/// change the direction of).
fn shown_landings(session: Session, timeline: Timeline) -> Vec<(Landing, odds_labels::Box)> {
    let offered = session.may(Driver::Person) || session.rechoice().is_some();
    if !offered || session.shown_phase() != Some(Phase::Roll) {
        return Vec::new();
    }
    timeline
        .with(|s| {
            let spots = landings(&s.game);
            let from = (s.assam.cell.row(), s.assam.cell.col());
            let boxes = (0..spots.len()).map(|i| landing_box(&spots, i, from));
            boxes
                .zip(spots.iter().cloned())
                .map(|(b, l)| (l, b))
                .collect()
        })
        .unwrap_or_default()
}

/// The box (left, top, right, bottom) of the label of landing `i`, Assam standing on
/// `from` (row, column): the face, and what it would cost beside it with a coin, at the
/// cell's top, or its bottom just below Assam, clear of his arrows; two faces stopping on one
/// cell (corner arcs) stack their labels.
fn landing_box(spots: &[Landing], i: usize, from: (u8, u8)) -> odds_labels::Box {
    let s = &spots[i];
    let same_before = spots[..i]
        .iter()
        .filter(|o| o.row == s.row && o.col == s.col)
        .count();
    let (cx, _) = centre(s.row, s.col);
    let below = s.col == from.1 && s.row == from.0 + 1;
    let stack = same_before as i32 * 40;
    let top = if below {
        y(s.row) + CELL - 38 - stack
    } else {
        y(s.row) + 4 + stack
    };
    // the sum ends just before its coin, whatever its digits
    let digits = s.owed.map_or(0, |n| n.to_string().len() as i32);
    let width = if s.owed.is_some() {
        72 + 14 * digits
    } else {
        40
    };
    (cx - width / 2, top, cx - width / 2 + width, top + 34)
}

/// What guides the roll: where each face would stop, and with the odds on the chance of
/// each cell; both from one list of landings and their labels, worked out once a position.
#[component]
pub fn RollGuides() -> impl IntoView {
    let session = provided::<Session>();
    let timeline = provided::<Timeline>();
    let spots = Memo::new(move |_| shown_landings(session, timeline));
    view! {
        <WalkPreview spots=spots />
        <OddsCells spots=spots />
    }
}

/// Before the roll: where Assam would stop with each face, and what would be owed there.
#[component]
fn WalkPreview(spots: Memo<Vec<(Landing, odds_labels::Box)>>) -> impl IntoView {
    view! {
        <g class="walk-preview" aria-hidden="true">
            {move || {
                let mut views = Vec::new();
                for (s, (left, top, right, _)) in spots.get() {
                    let width = right - left;
                    let owed = s.owed.map(|n| format!("−{n}"));
                    // the face on a die's square, so "2 −3" never reads as a subtraction
                    let die = if owed.is_some() { left + 3 } else { left + 9 };
                    views.push(view! {
                        <g class="landing" class:owes=s.owed.is_some() data-face=s.face>
                            <rect x=left y=top width=width height="34" rx="10" />
                            <rect class="face-die" x=die y=top + 6 width="22" height="22" rx="5" />
                            <text class="face" x=die + 11 y=top + 23>{s.face}</text>
                            {owed.map(|o| view! {
                                <text class="owes-sum" x=left + width - 23 y=top + 26>{o}</text>
                                <use href="#art-coin" x=left + width - 21 y=top + 8 width="18" height="18" />
                            })}
                        </g>
                    });
                }
                views
            }}
        </g>
    }
}

/// With the odds on, at a direction's choice: the chance of Assam stopping on each cell he
/// may reach (every direction offered, or the one chosen once there is one).
#[component]
fn OddsCells(spots: Memo<Vec<(Landing, odds_labels::Box)>>) -> impl IntoView {
    let session = provided::<Session>();
    let coach = provided::<crate::state::Coach>();
    let stops = Memo::new(move |_| {
        let chosen = session.direction_choice().and_then(|c| c.chosen);
        coach.odds.with(|odds| {
            odds.iter()
                .filter(|o| chosen.is_none_or(|c| c == o.rotation))
                .flat_map(|o| {
                    o.stops
                        .iter()
                        .map(move |&(cell, sixths)| (o.rotation, cell, sixths))
                })
                .collect::<Vec<_>>()
        })
    });
    // what the labels must leave visible: the arrows, and where each face would stop
    let keep_clear = move || {
        let mut boxes: Vec<_> = session.direction_choice().map_or(Vec::new(), |c| {
            let at = centre(c.from.cell.row(), c.from.cell.col());
            c.rotations
                .iter()
                .map(|&rot| odds_labels::arrow_box(at, c.from.facing.rotated(rot)))
                .collect()
        });
        spots.with(|spots| boxes.extend(spots.iter().map(|&(_, b)| b)));
        boxes
    };
    move || {
        let stops = stops.get();
        let at = |cell: Cell| (cell, centre(cell.row(), cell.col()));
        let placed: Vec<_> = stops.iter().map(|s| at(s.1)).collect();
        let offsets = odds_labels::offsets(&placed, &keep_clear());
        let (w, h) = (odds_labels::HALF_W, odds_labels::HALF_H);
        let marks = stops
            .iter()
            .zip(offsets)
            .map(|(&(rot, cell, sixths), dy)| {
                let (cx, cy) = centre(cell.row(), cell.col());
                let percent = (sixths * 100 + 3) / 6;
                let y0 = cy + dy;
                view! {
                    <g
                        class="odds-cell"
                        data-testid="odds-cell"
                        data-cell=cell.name()
                        data-rotation=rot.as_str()
                        data-chance=format!("{sixths}/6")
                    >
                        <rect x=cx - w y=y0 - h width=2 * w height=2 * h rx=h />
                        <text x=cx y=y0 + 7>{format!("{percent}%")}</text>
                    </g>
                }
            })
            .collect_view();
        (!stops.is_empty()).then(|| view! { <g class="odds-cells" aria-hidden="true">{marks}</g> })
    }
}

/// During the payment: the area paid for, lit.
#[component]
pub fn OwedArea() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let area = Memo::new(move |_| {
        timeline
            .with(|s| {
                let paying = matches!(s.stage, Stage::Paying | Stage::Paid);
                s.marks
                    .payment
                    .as_ref()
                    .filter(|_| paying)
                    .map(|p| p.area.clone())
            })
            .flatten()
    });
    move || {
        let cells = area.get()?;
        let cells = cells
            .iter()
            .map(|c| {
                view! {
                    <rect class="owed" x=x(c.col()) + 4 y=y(c.row()) + 4 width=CELL - 8 height=CELL - 8 rx="8" />
                }
            })
            .collect_view();
        Some(view! { <g class="owed-area">{cells}</g> })
    }
}

/// Assam's last walk, a faint line until the next roll (round the arcs it took).
#[component]
pub fn LastWalk() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let walk = Memo::new(move |_| {
        timeline
            .with(|s| s.marks.walk.clone().filter(|_| !s.moving()))
            .flatten()
    });
    move || {
        let w = walk.get()?;
        let (sx, sy) = centre(w.start.cell.row(), w.start.cell.col());
        let mut d = format!("M{sx} {sy}");
        let mut at = w.start;
        for step in &w.steps {
            if step.via_arc {
                let (ax, ay) = arc_apex(at.cell, at.facing, step.cell);
                d += &format!(" L{ax} {ay}");
            }
            let (px, py) = centre(step.cell.row(), step.cell.col());
            d += &format!(" L{px} {py}");
            at = marrakech_engine::Assam {
                cell: step.cell,
                facing: step.facing,
            };
        }
        Some(view! { <path class="last-walk" d=d aria-hidden="true" /> })
    }
}
