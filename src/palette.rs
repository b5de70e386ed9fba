//! The rug colours the app offers, and how any colour identifier is drawn.

use crate::i18n::{Lang, M};

/// The palette, in the order offered at set-up.
pub use marrakech_engine::PALETTE;

/// What a colour looks like: fill, darker edge, and (for those who cannot tell colours
/// apart) a pattern and a letter, both found from `index`, the palette entry.
///
/// The fills are the Okabe–Ito colours, chosen to stay distinct for the common kinds of
/// colour blindness; black text reads on each of them (contrast 5.6:1 or more).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub fill: &'static str,
    pub edge: &'static str,
    pub index: usize,
}

impl Look {
    /// The letter drawn on the rug: the initial of the colour's name in `lang`.
    pub fn letter(self, lang: Lang) -> &'static str {
        LETTERS[self.index % LETTERS.len()].text(lang)
    }

    /// The CSS class that draws the colour's motif on HTML swatches: the one woven into its
    /// rugs on the market (lozenges, stars, chevrons, crosses).
    pub fn pattern(self) -> &'static str {
        ["pat-lozenges", "pat-stars", "pat-chevrons", "pat-crosses"][self.index % 4]
    }
}

/// The palette's colour names, in the palette's order.
const NAMES: [M; 4] = [M::Red, M::Yellow, M::Cyan, M::Purple];

/// The letters drawn on the palette's rugs, in the palette's order.
const LETTERS: [M; 4] = [
    M::ColourLetterRed,
    M::ColourLetterYellow,
    M::ColourLetterCyan,
    M::ColourLetterPurple,
];

const LOOKS: [Look; 4] = [
    Look {
        fill: "#d55e00",
        edge: "#6b2f00",
        index: 0,
    },
    Look {
        fill: "#f0e442",
        edge: "#6e6600",
        index: 1,
    },
    Look {
        fill: "#56b4e9",
        edge: "#1a567a",
        index: 2,
    },
    Look {
        fill: "#cc79a7",
        edge: "#6a2c50",
        index: 3,
    },
];

/// The look of colour identifier `name`; a colour outside the palette is drawn with the
/// palette entry at `fallback` (the next unused one, chosen by the caller).
pub fn look(name: &str, fallback: usize) -> Look {
    match PALETTE.iter().position(|p| *p == name) {
        Some(i) => LOOKS[i],
        None => LOOKS[fallback % LOOKS.len()],
    }
}

/// Looks for every colour of a game, in colour-id order: palette colours as themselves,
/// unknown ones with the palette entries left unused.
pub fn looks_for(names: &[String]) -> Vec<Look> {
    let mut unused = (0..PALETTE.len()).filter(|i| !names.iter().any(|n| n == PALETTE[*i]));
    names
        .iter()
        .map(|n| {
            if PALETTE.contains(&n.as_str()) {
                look(n, 0)
            } else {
                look(n, unused.next().unwrap_or(0))
            }
        })
        .collect()
}

/// A colour's name for people: the palette's colours in `lang`, any other identifier
/// (from an imported game) capitalised as it is.
pub fn label(lang: Lang, name: &str) -> String {
    if let Some(m) = PALETTE
        .iter()
        .position(|p| *p == name)
        .and_then(|i| NAMES.get(i))
    {
        return m.text(lang).to_string();
    }
    // Colour identifiers are ASCII (`[a-z][a-z0-9_-]*`, checked by the engine): no
    // Unicode case tables needed.
    let mut out = name.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// The look of every colour of a game, by colour id.
pub fn game_looks(game: &marrakech_engine::Game) -> Vec<Look> {
    let names: Vec<String> = game
        .setup()
        .players
        .iter()
        .flat_map(|p| p.colors.iter().cloned())
        .collect();
    looks_for(&names)
}

/// The look of colour id `color` in `game`.
pub fn color_look(game: &marrakech_engine::Game, color: marrakech_engine::ColorId) -> Look {
    game_looks(game)
        .get(color.index())
        .copied()
        .unwrap_or(LOOKS[0])
}

/// A colour's little square: fill, pattern and letter, named for screen readers.
pub fn swatch(look: Look, lang: Lang) -> impl leptos::IntoView {
    use leptos::prelude::*;
    let name = NAMES[look.index % NAMES.len()].text(lang);
    view! {
        <span
            class=format!("swatch {}", look.pattern())
            role="img"
            aria-label=name
            style:background-color=look.fill
            style:border-color=look.edge
        >
            <span aria-hidden="true">{look.letter(lang)}</span>
        </span>
    }
}

/// The swatches of a seat's colours in `game`.
pub fn seat_swatches(
    game: &marrakech_engine::Game,
    seat: marrakech_engine::Seat,
    lang: Lang,
) -> impl leptos::IntoView {
    use leptos::prelude::*;
    game.colors_of(seat)
        .into_iter()
        .map(|c| swatch(color_look(game, c), lang))
        .collect_view()
}

/// The names of a seat's colours: what its swatches are drawn from (a rematch moves the
/// seats round, so a seat's colours change with the game).
pub fn seat_colors(game: &marrakech_engine::Game, seat: marrakech_engine::Seat) -> Vec<String> {
    game.colors_of(seat)
        .into_iter()
        .map(|c| game.color_name(c).to_string())
        .collect()
}
