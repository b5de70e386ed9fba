//! A picture of the market as shown: a standalone SVG (the market as `art` draws it on the
//! screen, the players with their scores), saved as it is or drawn onto a canvas and saved as
//! a PNG. Built from the game, not copied from the page, so it needs none of the page's
//! styles.

use std::fmt::Write;

use marrakech_engine::{Cell, Facing, Game};

use super::art;
use super::assam::angle;
use super::geometry::VIEW;
use crate::i18n::{Lang, F, M};
use crate::palette::game_looks;

/// Width of the picture in pixels (the PNG is drawn at this size).
pub const WIDTH: i32 = 2 * MARGIN + BOARD;
// Whole pixels: formatting integers keeps the float printer out of the wasm.
const MARGIN: i32 = 50;
/// The market's top edge: the title above it.
const TOP: i32 = 80;
/// The market's side in pixels: the market's drawing (`VIEW` units) at 5/4.
const BOARD: i32 = VIEW * 5 / 4;
const ROW_H: i32 = 64;

fn esc(s: &str) -> String {
    // Control characters are not allowed in XML: a name from a link may carry them.
    let s: String = s.chars().filter(|c| !c.is_control()).collect();
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// `s` escaped and set apart for the bidirectional algorithm (first-strong isolate): the
/// picture's rows run left to right, so an Arabic line must be laid out on its own to read
/// right to left.
fn isolated(s: &str) -> String {
    format!("\u{2068}{}\u{2069}", esc(s))
}

/// The picture's height: the market, then one row per player.
pub fn height(players: usize) -> u32 {
    (TOP + BOARD + 30 + players as i32 * ROW_H + 20) as u32
}

/// The SVG text of `game` with Assam at `assam_cell` facing `facing`; `caption` beside the
/// title (the turn shown). The market is drawn as on the screen (`art`), in its light look.
pub fn svg(lang: Lang, game: &Game, assam_cell: Cell, facing: Facing, caption: &str) -> String {
    let h = height(game.players());
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{h}" viewBox="0 0 {WIDTH} {h}" font-family="system-ui, sans-serif">"#
    );
    let _ = write!(
        s,
        "<style>{}.rug-letter{{font:800 24px system-ui,sans-serif;text-anchor:middle;fill:#111}}</style><defs>{}</defs>",
        art::PICTURE_CSS,
        art::DEFS
    );
    let _ = write!(s, r##"<rect width="100%" height="100%" fill="#f6ecd9"/>"##);
    let _ = write!(
        s,
        r##"<text x="{MARGIN}" y="52" font-size="34" font-weight="700" fill="#3b2412">Marrakech</text><text x="{}" y="52" font-size="24" text-anchor="end" fill="#3b2412">{}</text>"##,
        WIDTH - MARGIN,
        isolated(caption)
    );
    let _ = write!(
        s,
        r#"<g transform="translate({MARGIN} {TOP}) scale(1.25)">{}{}{}</g>"#,
        art::frame(),
        art::rugs(game, None, None),
        art::assam(assam_cell, angle(facing))
    );
    players(&mut s, lang, game);
    s.push_str("</svg>");
    s
}

fn players(s: &mut String, lang: Lang, game: &Game) {
    let looks = game_looks(game);
    let top = TOP + BOARD + 30;
    let winners = if game.is_over() {
        game.winners()
    } else {
        Vec::new()
    };
    for score in game.scores() {
        let seat = score.seat;
        let y = top + seat.index() as i32 * ROW_H;
        for (k, color) in game.colors_of(seat).into_iter().enumerate() {
            let look = looks[color.index() % looks.len()];
            let _ = write!(
                s,
                r##"<rect x="{}" y="{y}" width="40" height="40" rx="5" fill="{}" stroke="{}" stroke-width="4"/><rect x="{}" y="{}" width="28" height="28" fill="url(#art-motif-{})"/>"##,
                MARGIN + k as i32 * 48,
                look.fill,
                look.edge,
                MARGIN + k as i32 * 48 + 6,
                y + 6,
                look.index % 4
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
            MARGIN + 110,
            y + 29,
            esc(&crate::i18n::words::isolate(&fit(game.name(seat)))),
            WIDTH - MARGIN,
            y + 29,
            isolated(&detail)
        );
    }
}

/// A name as long as the set-up allows (20 letters) fits beside the score; a longer one, from
/// a file or a link, is cut with an ellipsis rather than run over it.
fn fit(name: &str) -> String {
    let mut chars = name.chars();
    let head: String = chars.by_ref().take(19).collect();
    match (chars.next(), chars.next()) {
        (Some(c), None) => format!("{head}{c}"),
        (Some(_), Some(_)) => format!("{head}…"),
        _ => head,
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

#[cfg(test)]
mod tests {
    use super::*;
    use marrakech_engine::{PlayerKind, Rules, Setup};

    #[test]
    fn every_word_and_name_is_isolated_for_the_bidirectional_algorithm() {
        let mut setup = Setup::standard(3, Rules::default(), PlayerKind::Human);
        setup.players[1].name = "\u{2069}\u{202e}عصام".to_string();
        let game = Game::new(setup, 5).expect("a game");
        let svg = svg(Lang::En, &game, Cell::CENTRE, Facing::N, "Turn 0 of 0");
        let texts: Vec<&str> = svg
            .split("<text ")
            .skip(1)
            .filter_map(|t| {
                t.split_once('>')
                    .and_then(|(_, rest)| rest.split_once("</text>"))
            })
            .map(|(inner, _)| inner)
            // the market's edge labels (A to G, 1 to 7) and the title are the same in every language
            .filter(|t| *t != "Marrakech" && t.chars().count() > 1)
            .collect();
        // the caption, then a name and a score per player
        assert_eq!(texts.len(), 1 + 2 * 3, "{texts:?}");
        for t in texts {
            let t = t.trim_end_matches(" ★");
            assert!(
                t.starts_with('\u{2068}') && t.ends_with('\u{2069}'),
                "{t:?}"
            );
        }
        assert!(svg.contains("\u{2068}عصام\u{2069}"));
    }

    #[test]
    fn a_name_longer_than_the_set_up_allows_is_cut() {
        assert_eq!(fit("Amina"), "Amina");
        assert_eq!(fit(&"W".repeat(20)), "W".repeat(20));
        assert_eq!(fit(&"W".repeat(21)), format!("{}…", "W".repeat(19)));
        let mut setup = Setup::standard(2, Rules::default(), PlayerKind::Human);
        setup.players[0].name = "Ω".repeat(60);
        let game = Game::new(setup, 5).expect("a game");
        let svg = svg(Lang::En, &game, Cell::CENTRE, Facing::N, "Turn 0 of 0");
        assert!(svg.contains(&format!("\u{2068}{}…\u{2069}", "Ω".repeat(19))));
        assert!(!svg.contains(&"Ω".repeat(20)));
    }
}
