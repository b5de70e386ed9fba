//! How the market looks, drawn once: the SVG definitions (the ground, each colour's woven
//! motif, the mosaic of the arcs, Assam, a dirham coin, a babouche) and the drawings made of
//! them (the frame with its arcs and coordinates, the rugs). The live market and the picture
//! of it both use these, so they look alike. Colours that follow the theme are classes
//! (`art-*`, styled by the page, or by [`PICTURE_CSS`] in a picture); the rugs, Assam and the
//! coins keep theirs.

use std::fmt::Write;

use marrakech_engine::{Cell, Game, RugPos, SIZE};

use super::geometry::{x, y, CELL, INNER, MARGIN, VIEW};
use crate::palette::game_looks;

/// The definitions, in the page once (an SVG of their own, used by the market, the die and
/// the panels) and in every picture.
pub const DEFS: &str = concat!(
    // the market's ground: sand with a few specks, not a chessboard
    r##"<pattern id="art-ground" width="50" height="50" patternUnits="userSpaceOnUse">"##,
    r##"<rect width="50" height="50" class="art-sand"/>"##,
    r##"<circle cx="9" cy="13" r="1.6" class="art-speck"/><circle cx="33" cy="7" r="1.2" class="art-speck"/>"##,
    r##"<circle cx="41" cy="36" r="1.8" class="art-speck"/><circle cx="18" cy="42" r="1.1" class="art-speck"/>"##,
    r##"<circle cx="26" cy="26" r="0.9" class="art-speck"/></pattern>"##,
    // the arcs' mosaic: small glazed tiles in blue, green and white, as on the board
    r##"<pattern id="art-zellige" width="12" height="12" patternUnits="userSpaceOnUse">"##,
    r##"<rect width="12" height="12" fill="#f1e6c8"/><rect x="1" y="1" width="4" height="4" fill="#1d6b8f"/>"##,
    r##"<rect x="7" y="7" width="4" height="4" fill="#1d6b8f"/><rect x="7" y="1" width="4" height="4" fill="#2e8a57"/>"##,
    r##"<rect x="1" y="7" width="4" height="4" fill="#e1a530"/></pattern>"##,
    // each colour's motif, woven in its own darker and lighter threads
    // red: lozenges
    r##"<pattern id="art-motif-0" width="24" height="24" patternUnits="userSpaceOnUse">"##,
    r##"<path d="M12 2 L22 12 L12 22 L2 12 Z" fill="none" stroke="#7a2f00" stroke-width="2.6"/>"##,
    r##"<path d="M12 8 L16 12 L12 16 L8 12 Z" fill="#f6c08a"/></pattern>"##,
    // yellow: eight-pointed stars
    r##"<pattern id="art-motif-1" width="26" height="26" patternUnits="userSpaceOnUse">"##,
    r##"<path d="M13 4 L15.5 10.5 L22 13 L15.5 15.5 L13 22 L10.5 15.5 L4 13 L10.5 10.5 Z" fill="#9a8a00"/>"##,
    r##"<circle cx="13" cy="13" r="2.2" fill="#fff8c0"/><circle cx="0" cy="0" r="2" fill="#9a8a00"/>"##,
    r##"<circle cx="26" cy="26" r="2" fill="#9a8a00"/><circle cx="26" cy="0" r="2" fill="#9a8a00"/><circle cx="0" cy="26" r="2" fill="#9a8a00"/></pattern>"##,
    // cyan: chevrons
    r##"<pattern id="art-motif-2" width="24" height="16" patternUnits="userSpaceOnUse">"##,
    r##"<path d="M0 12 L6 5 L12 12 L18 5 L24 12" fill="none" stroke="#174f72" stroke-width="2.8"/>"##,
    r##"<path d="M0 15 L6 9 L12 15 L18 9 L24 15" fill="none" stroke="#c9ecff" stroke-width="1.4"/></pattern>"##,
    // purple: Berber crosses
    r##"<pattern id="art-motif-3" width="24" height="24" patternUnits="userSpaceOnUse">"##,
    r##"<path d="M12 4 V20 M4 12 H20" stroke="#5e2446" stroke-width="3"/>"##,
    r##"<circle cx="12" cy="12" r="3" fill="#f4cde3"/><circle cx="0" cy="0" r="2.5" fill="#5e2446"/>"##,
    r##"<circle cx="24" cy="0" r="2.5" fill="#5e2446"/><circle cx="0" cy="24" r="2.5" fill="#5e2446"/><circle cx="24" cy="24" r="2.5" fill="#5e2446"/></pattern>"##,
    // Assam, seen from above, looking up (north): a shadow, his blue robe drawn to a point
    // where he faces, two yellow babouches at its tip, his red turban
    r##"<symbol id="art-assam" viewBox="-40 -44 80 84" overflow="visible">"##,
    r##"<ellipse cx="3" cy="6" rx="30" ry="32" fill="rgba(0,0,0,0.28)"/>"##,
    r##"<path d="M0 -40 C13 -28 29 -10 27 10 C25 30 -25 30 -27 10 C-29 -10 -13 -28 0 -40 Z" fill="#233f83" stroke="#f7efd9" stroke-width="3"/>"##,
    r##"<path d="M-20 6 C-12 16 12 16 20 6" fill="none" stroke="#f7efd9" stroke-width="2.5" opacity="0.7"/>"##,
    r##"<ellipse cx="-7" cy="-36" rx="4.5" ry="8" fill="#f2c230" stroke="#6a4b00" stroke-width="1.5"/>"##,
    r##"<ellipse cx="7" cy="-36" rx="4.5" ry="8" fill="#f2c230" stroke="#6a4b00" stroke-width="1.5"/>"##,
    r##"<circle cy="2" r="14" fill="#c9372c" stroke="#f7efd9" stroke-width="2.5"/>"##,
    r##"<path d="M-9 -3 C-3 3 3 3 9 -3 M-10 5 C-3 10 3 10 10 5" fill="none" stroke="#f7d9cc" stroke-width="2"/>"##,
    r##"<circle cy="-8" r="3" fill="#f2c230"/></symbol>"##,
    // a dirham coin
    r##"<symbol id="art-coin" viewBox="-12 -12 24 24">"##,
    r##"<circle r="11" fill="#d9a322" stroke="#7a5400" stroke-width="1.6"/><circle r="7.5" fill="none" stroke="#fbe39a" stroke-width="1.2"/>"##,
    r##"<path d="M0 -4.5 L1.3 -1.3 L4.5 0 L1.3 1.3 L0 4.5 L-1.3 1.3 L-4.5 0 L-1.3 -1.3 Z" fill="#7a5400"/></symbol>"##,
    // a babouche, toe up: the die's pips
    r##"<symbol id="art-babouche" viewBox="-7 -11 14 22">"##,
    r##"<path d="M0 -10 C4 -7 5.5 1 5 5 C4.6 9 -4.6 9 -5 5 C-5.5 1 -4 -7 0 -10 Z" fill="#b22e21" stroke="#4a130c" stroke-width="1.2"/>"##,
    r##"<path d="M-3.5 3 C-1 0.5 1 0.5 3.5 3" fill="none" stroke="#f2c230" stroke-width="1.4"/></symbol>"##,
);

/// The classes of [`DEFS`] and [`frame`] that follow the theme, in the light market: what a
/// picture carries in its own `<style>` (the page has the same in its CSS, and a dark theme).
pub const PICTURE_CSS: &str = ".art-sand{fill:#e9d2a4}.art-speck{fill:#c6a06a}.art-frame{fill:#8f3620}\
.art-band{fill:#6e2714}.art-lines{fill:none;stroke:#b08a52;stroke-width:2;opacity:.55}\
.art-edge{fill:none;stroke:#4a1a0c;stroke-width:5}.art-arc-under{fill:none;stroke:#3e1509;stroke-width:24}\
.art-arc{fill:none;stroke:url(#art-zellige);stroke-width:16}.art-coord{fill:#f7e7c4;font:700 22px system-ui,sans-serif;text-anchor:middle;paint-order:stroke;stroke:#8f3620;stroke-width:7px;stroke-linejoin:round}";

/// The arcs of the border that bring Assam back onto the market: loops between neighbouring
/// rows or columns, and the two corner arcs.
fn arcs() -> String {
    let (r, ry) = (CELL / 2, ARC_DEPTH);
    let far = MARGIN + INNER;
    let mut d = String::new();
    // one elliptic arc from (x0, y0) to (x1, y1) with radii (rx, ry) and the given sweep
    let mut arc =
        |(x0, y0): (i32, i32), (rx, ry): (i32, i32), big: u8, sweep: u8, (x1, y1): (i32, i32)| {
            let _ = write!(d, "M{x0} {y0} A{rx} {ry} 0 {big} {sweep} {x1} {y1}");
        };
    for first in [0u8, 2, 4] {
        // top edge: columns 0-1, 2-3, 4-5; bottom edge: 1-2, 3-4, 5-6
        arc(
            (x(first) + r, MARGIN),
            (r, ry),
            0,
            1,
            (x(first + 1) + r, MARGIN),
        );
        arc(
            (x(first + 1) + r, far),
            (r, ry),
            0,
            0,
            (x(first + 2) + r, far),
        );
        // left edge: rows 0-1, 2-3, 4-5; right edge: 1-2, 3-4, 5-6
        arc(
            (MARGIN, y(first) + r),
            (ry, r),
            0,
            0,
            (MARGIN, y(first + 1) + r),
        );
        arc(
            (far, y(first + 1) + r),
            (ry, r),
            0,
            1,
            (far, y(first + 2) + r),
        );
    }
    // the corner arcs turn Assam round on the same corner cell
    arc((x(6) + r, MARGIN), (r, r), 1, 1, (far, y(0) + r));
    arc((MARGIN, y(6) + r), (r, r), 1, 0, (x(0) + r, far));
    d
}

/// How far an edge arc bulges out of the market.
pub const ARC_DEPTH: i32 = 30;

/// The frame: the wooden border with its mosaic arcs, the sandy ground with the faint lines
/// between cells, and the names of the columns and rows on the frame, outside the cells.
pub fn frame() -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<rect class="art-frame" width="{VIEW}" height="{VIEW}" rx="28"/><rect class="art-band" x="{}" y="{}" width="{}" height="{}" rx="8"/>"#,
        MARGIN - 10,
        MARGIN - 10,
        INNER + 20,
        INNER + 20
    );
    let arcs = arcs();
    let _ = write!(
        s,
        r#"<path class="art-arc-under" d="{arcs}"/><path class="art-arc" d="{arcs}"/>"#
    );
    let _ = write!(
        s,
        r#"<rect x="{MARGIN}" y="{MARGIN}" width="{INNER}" height="{INNER}" fill="url(#art-ground)"/>"#
    );
    let mut lines = String::new();
    for i in 1..SIZE {
        let _ = write!(
            lines,
            "M{} {MARGIN}V{}M{MARGIN} {}H{}",
            x(i),
            MARGIN + INNER,
            y(i),
            MARGIN + INNER
        );
    }
    let _ = write!(s, r#"<path class="art-lines" d="{lines}"/>"#);
    let _ = write!(
        s,
        r#"<rect class="art-edge" x="{MARGIN}" y="{MARGIN}" width="{INNER}" height="{INNER}"/>"#
    );
    s.push_str(&coordinates());
    s
}

/// The columns' letters above and below the market, the rows' numbers left and right.
fn coordinates() -> String {
    let mut s = String::from(r#"<g class="art-coords" aria-hidden="true">"#);
    let (near, far) = (MARGIN / 2 - 8, VIEW - MARGIN / 2 + 8);
    for i in 0..SIZE {
        let letter = char::from(b'A' + i);
        let (cx, cy) = (x(i) + CELL / 2, y(i) + CELL / 2 + 8);
        for (tx, ty, text) in [
            (cx, near + 8, letter.to_string()),
            (cx, far + 8, letter.to_string()),
            (near, cy, (i + 1).to_string()),
            (far, cy, (i + 1).to_string()),
        ] {
            let _ = write!(
                s,
                r#"<text class="art-coord" data-testid="coord" data-coord="{text}" x="{tx}" y="{ty}">{text}</text>"#
            );
        }
    }
    s.push_str("</g>");
    s
}

/// Inset of a rug from the cells it lies on: rugs side by side stay two rugs.
const INSET: i32 = 5;

/// One rug, woven: a shadow on what lies under it, the colour, its motif, a border with its
/// weave, and fringes on its two short ends. `letter` marks each half for colour-blind play.
/// A rug on the market carries the `rug` hook (the ghost of one being chosen does not).
pub fn rug(
    rug: RugPos,
    look: crate::palette::Look,
    letter: Option<&str>,
    class: &str,
    laid: bool,
) -> String {
    let [a, b] = rug.cells();
    let (x0, y0) = (x(a.col()) + INSET, y(a.row()) + INSET);
    let (x1, y1) = (x(b.col()) + CELL - INSET, y(b.row()) + CELL - INSET);
    let (w, h) = (x1 - x0, y1 - y0);
    let mut s = String::new();
    let _ = write!(s, r#"<g class="rug {class}""#);
    if laid {
        let _ = write!(
            s,
            r#" data-testid="rug" data-cells="{},{} {},{}" data-look="{}""#,
            a.row(),
            a.col(),
            b.row(),
            b.col(),
            look.index
        );
    }
    s.push('>');
    let _ = write!(
        s,
        r#"<rect x="{}" y="{}" width="{w}" height="{h}" rx="3" fill="rgba(40,20,5,0.35)"/>"#,
        x0 + 3,
        y0 + 4
    );
    // the fringes, under the rug: threads past its short ends
    let mut fringe = String::new();
    if rug.is_horizontal() {
        for k in 0..9 {
            let ty = y0 + 10 + k * (h - 20) / 8;
            let _ = write!(fringe, "M{} {ty}h7M{x1} {ty}h7", x0 - 7);
        }
    } else {
        for k in 0..9 {
            let tx = x0 + 10 + k * (w - 20) / 8;
            let _ = write!(fringe, "M{tx} {}v7M{tx} {y1}v7", y0 - 7);
        }
    }
    let _ = write!(
        s,
        r##"<path d="{fringe}" stroke="#f3e6c4" stroke-width="2.2" stroke-linecap="round"/>"##
    );
    let _ = write!(
        s,
        r#"<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="3" fill="{}"/>"#,
        look.fill
    );
    let _ = write!(
        s,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="url(#art-motif-{})"/>"#,
        x0 + 14,
        y0 + 14,
        w - 28,
        h - 28,
        look.index % 4
    );
    let _ = write!(
        s,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{}" stroke-width="6"/>"#,
        x0 + 7,
        y0 + 7,
        w - 14,
        h - 14,
        look.edge
    );
    let _ = write!(
        s,
        r##"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#fff4d6" stroke-width="1.6" stroke-dasharray="3 4" opacity="0.8"/>"##,
        x0 + 7,
        y0 + 7,
        w - 14,
        h - 14
    );
    if let Some(letter) = letter {
        for cell in [a, b] {
            let (cx, cy) = (x(cell.col()) + CELL / 2, y(cell.row()) + CELL / 2);
            let _ = write!(
                s,
                r##"<circle cx="{cx}" cy="{cy}" r="17" fill="#fffaf0" stroke="{}" stroke-width="3"/><text class="rug-letter" x="{cx}" y="{}">{letter}</text>"##,
                look.edge,
                cy + 8
            );
        }
    }
    s.push_str("</g>");
    s
}

/// Every rug of `game` that still shows, in the order they were laid (the newest on top,
/// as on the table); `letters` in the colour's language for colour-blind play; the last rug
/// laid with the class `last`, to unroll it from the side of `last`'s cell (where Assam
/// stood when it was laid).
pub fn rugs(
    game: &Game,
    letters: Option<crate::i18n::Lang>,
    last: Option<(RugPos, Cell)>,
) -> String {
    let looks = game_looks(game);
    let mut s = String::new();
    for laid in game.laid_rugs() {
        let shows = laid
            .rug
            .cells()
            .iter()
            .any(|c| game.rug_at(*c).is_some_and(|(_, id)| id == laid.id));
        if !shows {
            continue;
        }
        let look = looks[laid.color.index() % looks.len()];
        let class = match last {
            Some((rug, assam)) if rug == laid.rug => unroll_class(rug, assam),
            _ => "",
        };
        s.push_str(&rug(
            laid.rug,
            look,
            letters.map(|l| look.letter(l)),
            class,
            true,
        ));
    }
    s
}

/// The last rug unrolls from Assam's side (`assam`: where he stood as it was laid): which
/// end it starts from.
fn unroll_class(rug: RugPos, assam: Cell) -> &'static str {
    let [a, _] = rug.cells();
    let from_first = a.is_adjacent(assam) || a == assam;
    match (rug.is_horizontal(), from_first) {
        (true, true) => "last unroll-right",
        (true, false) => "last unroll-left",
        (false, true) => "last unroll-down",
        (false, false) => "last unroll-up",
    }
}

/// Assam on `cell`, turned `angle` degrees (a picture's: the market moves its own).
pub fn assam(cell: Cell, angle: i32) -> String {
    let (cx, cy) = (x(cell.col()) + CELL / 2, y(cell.row()) + CELL / 2);
    format!(
        r##"<use href="#art-assam" x="-40" y="-44" width="80" height="84" transform="translate({cx} {cy}) rotate({angle})"/>"##
    )
}
