//! A picture of the market as shown: a standalone SVG (rugs, Assam, the coordinates, the
//! players with their scores), saved as it is or drawn onto a canvas and saved as a PNG.
//! Built from the game, not copied from the page, so it needs none of the page's styles.

use std::fmt::Write;

use marrakech_engine::{Cell, Facing, Game, SIZE};

use crate::i18n::{Lang, F, M};
use crate::palette::game_looks;

/// Width of the picture in pixels (the PNG is drawn at this size).
pub const WIDTH: i32 = 2 * MARGIN + N * CELL;
// Whole pixels: formatting integers keeps the float printer out of the wasm.
const MARGIN: i32 = 75;
/// The market's top edge: the title and the column letters above it.
const TOP: i32 = 130;
const CELL: i32 = 150;
const N: i32 = SIZE as i32;
const ROW_H: i32 = 64;

fn esc(s: &str) -> String {
    // Control characters are not allowed in XML: a name from a link may carry them.
    let s: String = s.chars().filter(|c| !c.is_control()).collect();
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn corner(cell: Cell) -> (i32, i32) {
    (
        MARGIN + i32::from(cell.col()) * CELL,
        TOP + i32::from(cell.row()) * CELL,
    )
}

/// The picture's height: the market, then one row per player.
pub fn height(players: usize) -> u32 {
    (TOP + MARGIN + N * CELL + 40 + players as i32 * ROW_H) as u32
}

/// The SVG text of `game` with Assam at `assam_cell` facing `facing`; `caption` under the
/// title (the turn shown).
pub fn svg(lang: Lang, game: &Game, assam_cell: Cell, facing: Facing, caption: &str) -> String {
    let h = height(game.players());
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{h}" viewBox="0 0 {WIDTH} {h}" font-family="system-ui, sans-serif">"#
    );
    let _ = write!(s, r##"<rect width="100%" height="100%" fill="#f6ecd9"/>"##);
    let _ = write!(
        s,
        r##"<text x="{MARGIN}" y="44" font-size="30" font-weight="700" fill="#3b2412">Marrakech</text><text x="{}" y="44" font-size="22" text-anchor="end" fill="#3b2412">{}</text>"##,
        WIDTH - MARGIN,
        esc(caption)
    );
    coordinates(&mut s);
    rugs(&mut s, lang, game);
    assam(&mut s, assam_cell, facing);
    players(&mut s, lang, game);
    s.push_str("</svg>");
    s
}

fn coordinates(s: &mut String) {
    let side = N * CELL;
    let _ = write!(
        s,
        r##"<rect x="{MARGIN}" y="{TOP}" width="{side}" height="{side}" fill="#e8d3ae" stroke="#7a5230" stroke-width="4"/>"##
    );
    for i in 0..SIZE {
        let across = MARGIN + i32::from(i) * CELL + CELL / 2;
        let down = TOP + i32::from(i) * CELL + CELL / 2;
        let letter = char::from(b'A' + i);
        let _ = write!(
            s,
            r##"<text x="{across}" y="{}" font-size="26" text-anchor="middle" fill="#5a3a1e">{letter}</text><text x="{}" y="{}" font-size="26" text-anchor="middle" fill="#5a3a1e">{}</text>"##,
            TOP - 16,
            MARGIN / 2,
            down + 9,
            i + 1
        );
        for j in 0..SIZE {
            let (x, y) = (MARGIN + i32::from(j) * CELL, TOP + i32::from(i) * CELL);
            let _ = write!(
                s,
                r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="none" stroke="#c9ab7e" stroke-width="2"/>"##
            );
        }
    }
}

fn rugs(s: &mut String, lang: Lang, game: &Game) {
    let looks = game_looks(game);
    let gap = 6;
    for cell in Cell::all() {
        let Some(rug) = game.rug_at(cell) else {
            continue;
        };
        let look = looks[rug.0.index()];
        let (r, c) = (i32::from(cell.row()), i32::from(cell.col()));
        let same = |dr: i32, dc: i32| {
            Cell::from_signed(r + dr, c + dc).is_some_and(|n| game.rug_at(n) == Some(rug))
        };
        // The other half, when it shows, was drawn with the half above or to the left.
        if same(-1, 0) || same(0, -1) {
            continue;
        }
        let (wide, tall) = (same(0, 1), same(1, 0));
        let (x, y) = corner(cell);
        let w = if wide { 2 * CELL } else { CELL } - 2 * gap;
        let h = if tall { 2 * CELL } else { CELL } - 2 * gap;
        let _ = write!(
            s,
            r#"<rect x="{}" y="{}" width="{w}" height="{h}" rx="6" fill="{}" stroke="{}" stroke-width="3"/>"#,
            x + gap,
            y + gap,
            look.fill,
            look.edge
        );
        // The colour's letter on each half, for those who cannot tell the colours apart.
        let halves = [
            Some(cell),
            wide.then(|| Cell::from_signed(r, c + 1)).flatten(),
            tall.then(|| Cell::from_signed(r + 1, c)).flatten(),
        ];
        for half in halves.into_iter().flatten() {
            let (hx, hy) = corner(half);
            let _ = write!(
                s,
                r#"<text x="{}" y="{}" font-size="34" font-weight="700" text-anchor="middle" fill="{}">{}</text>"#,
                hx + CELL / 2,
                hy + CELL / 2 + 12,
                look.edge,
                look.letter(lang)
            );
        }
    }
}

fn assam(s: &mut String, cell: Cell, facing: Facing) {
    let (x, y) = corner(cell);
    let (cx, cy) = (x + CELL / 2, y + CELL / 2);
    let angle = match facing {
        Facing::N => 0,
        Facing::E => 90,
        Facing::S => 180,
        Facing::W => 270,
    };
    // Assam: a dark disc with a light arrow-head pointing where he faces.
    let _ = write!(
        s,
        r##"<g transform="translate({cx} {cy}) rotate({angle})"><circle r="48" fill="#2d1b0e" stroke="#fff7e6" stroke-width="4"/><path d="M0 -38 L22 10 L-22 10 Z" fill="#fff7e6"/></g>"##
    );
}

fn players(s: &mut String, lang: Lang, game: &Game) {
    let looks = game_looks(game);
    let top = TOP + N * CELL + 40;
    let winners = if game.is_over() {
        game.winners()
    } else {
        Vec::new()
    };
    for score in game.scores() {
        let seat = score.seat;
        let y = top + seat.index() as i32 * ROW_H;
        for (k, color) in game.colors_of(seat).into_iter().enumerate() {
            let _ = write!(
                s,
                r##"<rect x="{}" y="{}" width="36" height="36" rx="6" fill="{}" stroke="#3b2412" stroke-width="2"/>"##,
                MARGIN + k as i32 * 44,
                y,
                looks[color.index()].fill
            );
        }
        let detail = match score.total {
            Some(total) => F::ScoreDetail(score.money, score.visible, total).render(lang),
            None => M::OutOfTheGame.text(lang).to_string(),
        };
        let star = if winners.contains(&seat) { " ★" } else { "" };
        let _ = write!(
            s,
            r##"<text x="{}" y="{}" font-size="28" font-weight="700" fill="#3b2412">{}{star}</text><text x="{}" y="{}" font-size="24" text-anchor="end" fill="#3b2412">{}</text>"##,
            MARGIN + 100,
            y + 28,
            esc(game.name(seat)),
            WIDTH - MARGIN,
            y + 28,
            esc(&detail)
        );
    }
}

// ----- saving ------------------------------------------------------------------------

use wasm_bindgen::{closure::Closure, JsCast, JsValue};

use crate::browser::download;

/// Saves the SVG as is.
pub fn save_svg(svg: &str, name: &str) -> Result<(), JsValue> {
    download::text(svg, "image/svg+xml", name)
}

/// Draws the SVG on a canvas of its size and saves that as a PNG; `failed` runs if the
/// browser refuses any step.
pub fn save_png(svg: &str, height: u32, name: &str, failed: impl Fn() + Clone + 'static) {
    if let Err(_e) = try_save_png(svg, height, name.to_string(), failed.clone()) {
        failed();
    }
}

fn try_save_png(
    svg: &str,
    height: u32,
    name: String,
    failed: impl Fn() + Clone + 'static,
) -> Result<(), JsValue> {
    let doc = leptos::prelude::document();
    let img: web_sys::HtmlImageElement = doc.create_element("img")?.dyn_into()?;
    let url =
        web_sys::Url::create_object_url_with_blob(&download::text_blob(svg, "image/svg+xml")?)?;
    let canvas: web_sys::HtmlCanvasElement = doc.create_element("canvas")?.dyn_into()?;
    canvas.set_width(WIDTH as u32);
    canvas.set_height(height);
    let image = img.clone();
    let source = url.clone();
    let fail = failed.clone();
    let onload = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&source);
        let drawn = (|| -> Result<(), JsValue> {
            let ctx: web_sys::CanvasRenderingContext2d =
                canvas.get_context("2d")?.ok_or(JsValue::NULL)?.dyn_into()?;
            ctx.draw_image_with_html_image_element(&image, 0.0, 0.0)?;
            let fail = fail.clone();
            let done = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
                match blob.map(|b| download::blob(&b, &name)) {
                    Some(Ok(())) => {}
                    _ => fail(),
                }
            });
            canvas.to_blob_with_type(done.unchecked_ref(), "image/png")
        })();
        if drawn.is_err() {
            fail();
        }
    });
    img.set_onload(Some(onload.unchecked_ref()));
    let onerror = Closure::once_into_js(failed);
    img.set_onerror(Some(onerror.unchecked_ref()));
    img.set_src(&url);
    Ok(())
}
