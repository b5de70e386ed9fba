//! The 49 cells and the rugs showing on them. Halves of one rug join; separate rugs keep a
//! seam, so two rugs of one colour can be told apart.

use leptos::prelude::*;
use marrakech_engine::{Cell, Game, Phase};

use super::geometry::{x, y, CELL};
use crate::palette::color_look;
use crate::session::Session;

/// Gap left between a rug half and a neighbour that is not the same rug.
const SEAM: i32 = 4;

/// What one cell shows.
#[derive(Clone, Debug, PartialEq)]
struct CellLook {
    color: String,
    rug: String,
    fill: &'static str,
    edge: &'static str,
    letter: &'static str,
    /// Insets (top, right, bottom, left): none towards the other half of the same rug.
    inset: [i32; 4],
}

fn look_at(game: &Game, cell: Cell) -> Option<CellLook> {
    let (color, rug) = game.rug_at(cell)?;
    let look = color_look(game, color);
    let same = |dr: i32, dc: i32| {
        Cell::from_signed(cell.row() as i32 + dr, cell.col() as i32 + dc)
            .and_then(|n| game.rug_at(n))
            .is_some_and(|(_, id)| id == rug)
    };
    let inset = [
        if same(-1, 0) { 0 } else { SEAM },
        if same(0, 1) { 0 } else { SEAM },
        if same(1, 0) { 0 } else { SEAM },
        if same(0, -1) { 0 } else { SEAM },
    ];
    Some(CellLook {
        color: game.color_name(color).to_string(),
        rug: rug.to_string(),
        fill: look.fill,
        edge: look.edge,
        letter: look.letter,
        inset,
    })
}

#[component]
fn MarketCell(cell: Cell) -> impl IntoView {
    let session = expect_context::<Session>();
    let look = Memo::new(move |_| session.with_game(|g| look_at(g, cell)).flatten());
    let in_place = move || session.phase() == Some(Phase::Place) && session.can_act();
    let legal = Memo::new(move |_| {
        if !in_place() {
            return (false, false);
        }
        let sel = session.selection.get();
        let rugs = session.with_game(Game::legal_rugs).unwrap_or_default();
        let can = rugs.iter().any(|r| r.contains(&cell));
        let partner = match sel.first {
            Some(first) if sel.rug.is_none() => rugs
                .iter()
                .any(|r| (r[0] == first && r[1] == cell) || (r[1] == first && r[0] == cell)),
            _ => false,
        };
        (can, partner)
    });
    let first = move || {
        let sel = session.selection.get();
        sel.rug.is_none() && sel.first == Some(cell) && in_place()
    };
    let (r, c) = (cell.row(), cell.col());
    let name = cell.name();
    let rug_view = move || {
        look.get().map(|l| {
            let [t, rt, b, lt] = l.inset;
            let (x0, y0) = (x(c) + lt, y(r) + t);
            let (w, h) = (CELL - lt - rt, CELL - t - b);
            // Halves of one rug overlap by a hair so no line shows where they meet.
            let (fx, fy) = (
                x0 - if lt == 0 { 1 } else { 0 },
                y0 - if t == 0 { 1 } else { 0 },
            );
            let fw = w + if lt == 0 { 1 } else { 0 } + if rt == 0 { 1 } else { 0 };
            let fh = h + if t == 0 { 1 } else { 0 } + if b == 0 { 1 } else { 0 };
            // The rug's outline runs only along the sides that do not join its other half.
            let (x1, y1) = (x0 + w, y0 + h);
            let mut outline = String::new();
            if t > 0 {
                outline += &format!("M{x0} {y0} H{x1} ");
            }
            if rt > 0 {
                outline += &format!("M{x1} {y0} V{y1} ");
            }
            if b > 0 {
                outline += &format!("M{x0} {y1} H{x1} ");
            }
            if lt > 0 {
                outline += &format!("M{x0} {y0} V{y1} ");
            }
            view! {
                <rect class="rug" x=fx y=fy width=fw height=fh fill=l.fill />
                <path class="rug-edge" d=outline stroke=l.edge />
                <path
                    class="rug-weave"
                    d=format!(
                        "M{} {} h{} M{} {} h{}",
                        x0 + 8,
                        y0 + h * 3 / 10,
                        w - 16,
                        x0 + 8,
                        y0 + h * 7 / 10,
                        w - 16,
                    )
                    stroke=l.edge
                />
                <text class="rug-letter" x=x(c) + CELL / 2 y=y(r) + CELL / 2 + 9>
                    {l.letter}
                </text>
            }
        })
    };
    view! {
        <g
            class="cell"
            class:can-place=move || legal.get().0
            class:partner=move || legal.get().1
            class:first=first
            data-testid="cell"
            data-row=r
            data-col=c
            data-name=name
            data-color=move || look.get().map(|l| l.color).unwrap_or_default()
            data-rug=move || look.get().map(|l| l.rug).unwrap_or_default()
            on:click=move |_| session.tap_cell(cell)
        >
            <rect class="ground" x=x(c) y=y(r) width=CELL height=CELL />
            {rug_view}
            <rect class="hint" x=x(c) + 3 y=y(r) + 3 width=CELL - 6 height=CELL - 6 />
        </g>
    }
}

/// All cells, row by row.
#[component]
pub fn Cells() -> impl IntoView {
    let cells = Cell::all()
        .map(|cell| view! { <MarketCell cell=cell /> })
        .collect_view();
    view! { <g class="cells">{cells}</g> }
}
