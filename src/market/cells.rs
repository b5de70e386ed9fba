//! The 49 cells and the rugs showing on them. Halves of one rug join; separate rugs keep a
//! seam, so two rugs of one colour can be told apart.

use leptos::prelude::*;
use marrakech_engine::{Cell, Game};

use super::geometry::{x, y, CELL};
use super::lit::Lit;
use crate::i18n::Lang;
use crate::palette::color_look;
use crate::state::{Person, Prefs, Session, Timeline};
use wasm_bindgen::JsCast;

/// Gap left between a rug half and a neighbour that is not the same rug.
const SEAM: i32 = 4;

/// What one cell shows.
#[derive(Clone, Debug, PartialEq)]
struct CellLook {
    color: String,
    rug: String,
    fill: &'static str,
    edge: &'static str,
    pattern: &'static str,
    letter: &'static str,
    /// Insets (top, right, bottom, left): none towards the other half of the same rug.
    inset: [i32; 4],
}

fn look_at(lang: Lang, game: &Game, cell: Cell) -> Option<CellLook> {
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
        pattern: look.pattern(),
        letter: look.letter(lang),
        inset,
    })
}

#[component]
fn MarketCell(cell: Cell, cursor: RwSignal<Cell>) -> impl IntoView {
    let timeline = expect_context::<Timeline>();
    let session = expect_context::<Session>();
    let person = expect_context::<Person>();
    let prefs = expect_context::<Prefs>();
    let lit = expect_context::<Lit>();
    let look = Memo::new(move |_| {
        let lang = prefs.lang.get();
        timeline.with(|s| look_at(lang, &s.game, cell)).flatten()
    });
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
            cursor.set(next);
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
                <rect class="rug-pattern" x=fx y=fy width=fw height=fh fill=format!("url(#{})", l.pattern) />
                <path class="rug-edge" d=outline stroke=l.edge />
                <circle class="rug-badge" cx=x(c) + CELL / 2 cy=y(r) + CELL / 2 r="19" fill=l.fill stroke=l.edge />
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
            class:first=move || legal.get().2
            class:last=move || last.get()
            class:lit=move || is_lit.get()
            data-testid="cell"
            id=cell_id(cell)
            role="button"
            tabindex=move || if cursor.get() == cell { "0" } else { "-1" }
            aria-label=label
            on:keydown=on_key
            on:focus=move |_| cursor.set(cell)
            data-row=r
            data-col=c
            data-name=name
            data-color=move || look.get().map(|l| l.color).unwrap_or_default()
            data-rug=move || look.get().map(|l| l.rug).unwrap_or_default()
            data-last=move || last.get().then_some("true")
            data-lit=move || is_lit.get().then_some("true")
            on:click=move |_| person.tap_cell(cell)
        >
            <rect class="ground" x=x(c) y=y(r) width=CELL height=CELL />
            {rug_view}
            <rect class="hint" x=x(c) + 3 y=y(r) + 3 width=CELL - 6 height=CELL - 6 />
        </g>
    }
}

/// The element id of a cell (for moving the focus).
fn cell_id(cell: Cell) -> String {
    format!("cell-{}-{}", cell.row(), cell.col())
}

/// All cells, row by row.
#[component]
pub fn Cells(cursor: RwSignal<Cell>) -> impl IntoView {
    let cells = Cell::all()
        .map(|cell| view! { <MarketCell cell=cell cursor=cursor /> })
        .collect_view();
    view! { <g class="cells">{cells}</g> }
}
