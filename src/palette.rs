//! The rug colours the app offers, and how any colour identifier is drawn.

/// The palette, in the order offered at set-up.
pub const PALETTE: [&str; 4] = ["red", "yellow", "cyan", "purple"];

/// What a colour looks like: fill, darker edge, a letter for those who cannot tell
/// colours apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub fill: &'static str,
    pub edge: &'static str,
    pub letter: &'static str,
}

const LOOKS: [Look; 4] = [
    Look {
        fill: "#c8372d",
        edge: "#7d1c15",
        letter: "R",
    },
    Look {
        fill: "#f0b92e",
        edge: "#9a6f07",
        letter: "Y",
    },
    Look {
        fill: "#2ba7c4",
        edge: "#14607a",
        letter: "C",
    },
    Look {
        fill: "#7e4fa3",
        edge: "#46275f",
        letter: "P",
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

/// A colour's name for people.
pub fn label(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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
        .get(color as usize)
        .copied()
        .unwrap_or(LOOKS[0])
}
