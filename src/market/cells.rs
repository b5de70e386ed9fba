//! The 49 cells: what is tapped, focused and outlined (the rugs are drawn above them, by
//! `rugs`). A cell where a rug may go is outlined; the first cell tapped lights its partners.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::{Cell, Game};

use super::geometry::{x, y, CELL};
use super::lit::Lit;
use crate::state::{Person, Prefs, Session, Timeline};
use wasm_bindgen::JsCast;

/// What one cell shows, for its hooks: the colour and the rug on top.
fn shown_at(game: &Game, cell: Cell) -> Option<(String, String)> {
    let (color, rug) = game.rug_at(cell)?;
    Some((game.color_name(color).to_string(), rug.to_string()))
}

#[component]
fn MarketCell(cell: Cell, cursor: Cursor) -> impl IntoView {
    let timeline = provided::<Timeline>();
    let session = provided::<Session>();
    let person = provided::<Person>();
    let prefs = provided::<Prefs>();
    let lit = provided::<Lit>();
    let look = Memo::new(move |_| timeline.with(|s| shown_at(&s.game, cell)).flatten());
    let label = move || {
        let lang = prefs.lang.get();
        timeline
            .with(|s| crate::i18n::text::describe_cell(lang, &s.game, s.assam, cell))
            .unwrap_or_default()
    };
    let last = Memo::new(move |_| {
        timeline
            .with(|s| s.marks.last_rug.is_some_and(|r| r.contains(cell)))
            .unwrap_or(false)
    });
    let is_lit = Memo::new(move |_| lit.0.with(|cells| cells.contains(&cell)));
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let (dr, dc) = match ev.key().as_str() {
            "ArrowUp" => (-1, 0),
            "ArrowDown" => (1, 0),
            "ArrowLeft" => (0, -1),
            "ArrowRight" => (0, 1),
            "Enter" | " " => {
                ev.prevent_default();
                person.tap_cell(cell);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        if let Some(next) = Cell::from_signed(cell.row() as i32 + dr, cell.col() as i32 + dc) {
            // the cursor follows: its `focus` handler
            if let Some(el) = document().get_element_by_id(&cell_id(next)) {
                if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                    let _ = el.focus();
                }
            }
        }
    };
    let legal = Memo::new(move |_| {
        let sel = session.selection.get();
        let rugs = session.offered_rugs.get();
        let can = rugs.iter().any(|r| r.contains(cell));
        let partner = match sel.first {
            Some(first) if sel.rug.is_none() => rugs
                .iter()
                .any(|r| r.contains(first) && r.other(first) == Some(cell)),
            _ => false,
        };
        let first = can && sel.rug.is_none() && sel.first == Some(cell);
        (can, partner, first)
    });
    // the last tap was here, on a cell no rug may take (still none: the game may have moved
    // on in another tab): it shakes, and the prompt says why
    let missed = Memo::new(move |_| {
        session
            .offered_rugs
            .with(|offered| session.selection.with(|s| s.missed_among(offered)))
            == Some(cell)
    });
    let (r, c) = (cell.row(), cell.col());
    let name = cell.name();
    view! {
        <g
            class="cell"
            class:can-place=move || legal.get().0
            class:partner=move || legal.get().1
            class:first=move || legal.get().2
            class:last=move || last.get()
            class:missed=move || missed.get()
            class:lit=move || is_lit.get()
            data-testid="cell"
            id=cell_id(cell)
            role="button"
            tabindex=move || if tab_stop(cursor, timeline) == cell { "0" } else { "-1" }
            aria-label=label
            on:keydown=on_key
            on:focus=move |_| cursor.set((cell, timeline.with_untracked(|s| s.assam.cell)))
            data-row=r
            data-col=c
            data-name=name
            data-color=move || look.get().map(|l| l.0).unwrap_or_default()
            data-rug=move || look.get().map(|l| l.1).unwrap_or_default()
            data-last=move || last.get().then_some("true")
            data-lit=move || is_lit.get().then_some("true")
            data-missed=move || missed.get().then_some("true")
            on:click=move |_| person.tap_cell(cell)
        >
            <rect class="ground" x=x(c) y=y(r) width=CELL height=CELL />
            // a dark edge under the light dashes: they read on a pale rug too
            <rect class="hint-edge" x=x(c) + 5 y=y(r) + 5 width=CELL - 10 height=CELL - 10 rx="6" />
            <rect class="hint" x=x(c) + 5 y=y(r) + 5 width=CELL - 10 height=CELL - 10 rx="6" />
        </g>
    }
}

/// The cell the keyboard last had, and where Assam stood then (roving tabindex).
pub type Cursor = RwSignal<(Cell, Option<Cell>)>;

/// The market's one Tab stop: the cell the keyboard last had while Assam has not moved
/// since, else his cell. The rug goes next to him, a press of an arrow away (the last
/// turn's cell could be six presses from him); a cell that has the focus keeps it.
fn tab_stop(cursor: Cursor, timeline: Timeline) -> Cell {
    let (had, then) = cursor.get();
    let now = timeline.with(|s| s.assam.cell);
    match now {
        Some(at) if then != now => at,
        _ => had,
    }
}

/// The element id of a cell (for moving the focus).
fn cell_id(cell: Cell) -> String {
    format!("cell-{}-{}", cell.row(), cell.col())
}

/// All cells, row by row.
#[component]
pub fn Cells(cursor: Cursor) -> impl IntoView {
    let cells = Cell::all()
        .map(|cell| view! { <MarketCell cell=cell cursor=cursor /> })
        .collect_view();
    view! { <g class="cells">{cells}</g> }
}
