//! What the new-game form holds, remembered between visits (names, who plays each seat,
//! how many players), so the next game starts from the last one's choices.

use leptos::prelude::*;
use marrakech_engine::{PlayerKind, PlayerSetup, Rules, Setup};

use crate::i18n::{text::default_name, Lang};
use crate::palette::PALETTE;
use crate::store::{setup::typed, SetupChoices};

/// The 2-player colour pairs, in complementary twos: seat 2 plays `PAIRS[i ^ 1]` when seat 1
/// plays `PAIRS[i]`.
pub const PAIRS: [[usize; 2]; 6] = [[0, 1], [2, 3], [0, 2], [1, 3], [0, 3], [1, 2]];

/// What the form holds. Made once for the page, so a new language (which redraws the page)
/// keeps what was typed, and the next game's form starts from the last one's choices.
#[derive(Clone, Copy)]
pub struct SetupForm {
    pub count: RwSignal<usize>,
    /// What was typed in each seat's name field; none until something is, and the field
    /// shows the seat's default in the page's language.
    pub names: [RwSignal<Option<String>>; 4],
    /// 3-4 players: palette index per seat.
    pub colors: [RwSignal<usize>; 4],
    /// 2 players: the pair of seat 0 (seat 1 takes the other two).
    pub pair: RwSignal<usize>,
    pub kinds: [RwSignal<PlayerKind>; 4],
    /// Seats played by a friend on another device (their kind stays human).
    pub remote: [RwSignal<bool>; 4],
    pub first: RwSignal<String>,
    pub rules: RwSignal<Rules>,
}

impl Default for SetupForm {
    /// Two people, the first colours, classic rules.
    fn default() -> SetupForm {
        SetupForm {
            count: RwSignal::new(2),
            names: std::array::from_fn(|_| RwSignal::new(None)),
            colors: std::array::from_fn(RwSignal::new),
            pair: RwSignal::new(0),
            kinds: std::array::from_fn(|_| RwSignal::new(PlayerKind::Human)),
            remote: std::array::from_fn(|_| RwSignal::new(false)),
            first: RwSignal::new(String::from("0")),
            rules: RwSignal::new(Rules::default()),
        }
    }
}

impl SetupForm {
    /// The palette indexes of a seat's colours (tracked).
    pub fn seat_colors(&self, seat: usize) -> Vec<usize> {
        if self.count.get() == 2 {
            PAIRS[(self.pair.get() ^ seat) % PAIRS.len()].to_vec()
        } else {
            vec![self.colors[seat].get()]
        }
    }

    /// What a seat's name field shows (tracked): what was typed, or the seat's default.
    pub fn name_field(&self, seat: usize, lang: Lang) -> String {
        self.names[seat]
            .get()
            .unwrap_or_else(|| default_name(lang, seat).to_string())
    }

    /// The name a seat plays under (tracked): what was typed, trimmed, or the seat's default
    /// where nothing is left of it.
    pub fn name(&self, seat: usize, lang: Lang) -> String {
        self.names[seat].with(|n| {
            let typed = n.as_deref().map(str::trim).filter(|n| !n.is_empty());
            typed.unwrap_or(default_name(lang, seat)).to_string()
        })
    }

    /// Whether a seat in play is a friend's by link (tracked).
    pub fn by_link(&self) -> bool {
        (0..self.count.get()).any(|s| self.remote[s].get())
    }

    /// The game the form describes, the starting seat first.
    pub fn setup(&self, lang: Lang) -> Setup {
        self.game(lang).0
    }

    /// The game the form describes, the starting seat first, and which of its seats are
    /// played on this device (the others by friends, by link).
    pub fn game(&self, lang: Lang) -> (Setup, Vec<bool>) {
        let n = self.count.get_untracked();
        let names = distinct(untrack(|| {
            (0..n).map(|seat| self.name(seat, lang)).collect()
        }));
        let mut players: Vec<PlayerSetup> = names
            .into_iter()
            .enumerate()
            .map(|(seat, name)| {
                let cols: Vec<&str> = untrack(|| self.seat_colors(seat))
                    .into_iter()
                    .map(|i| PALETTE[i])
                    .collect();
                PlayerSetup::new(name, &cols, self.kinds[seat].get_untracked())
            })
            .collect();
        let starter = match self.first.get_untracked().as_str() {
            "random" => (js_sys::Math::random() * n as f64) as usize % n,
            s => s.parse::<usize>().unwrap_or(0).min(n - 1),
        };
        players.rotate_left(starter);
        let mut here: Vec<bool> = (0..n).map(|s| !self.remote[s].get_untracked()).collect();
        here.rotate_left(starter);
        let setup = Setup {
            players,
            rules: self.rules.get_untracked(),
            assam: None,
        };
        (setup, here)
    }

    /// The `player-kind-<seat>` value: a kind, or `remote`.
    pub fn kind_value(&self, seat: usize) -> &'static str {
        if self.remote[seat].get() {
            "remote"
        } else {
            self.kinds[seat].get().as_str()
        }
    }

    /// Sets a seat from its `player-kind-<seat>` value.
    pub fn set_kind(&self, seat: usize, value: &str) {
        self.remote[seat].set(value == "remote");
        self.kinds[seat].set(PlayerKind::parse(value).unwrap_or_default());
    }

    /// A quick start: `count` seats, who plays each, the first seat starting.
    pub fn quick(&self, kinds: &[PlayerKind]) {
        self.count.set(kinds.len());
        for (seat, kind) in kinds.iter().enumerate() {
            self.kinds[seat].set(*kind);
            self.remote[seat].set(false);
            self.colors[seat].set(seat);
        }
        self.first.set("0".into());
    }

    /// The form as last used on this device (the defaults where nothing was kept).
    #[inline(never)] // made once: kept out of its callers
    pub fn load() -> SetupForm {
        let form = SetupForm::default();
        if let Some(kept) = SetupChoices::load() {
            form.set_from(&kept);
        }
        form
    }

    /// Keeps the names, the kinds and the number of players for the next visit.
    pub fn remember(&self) {
        let _ = self.choices().save();
    }

    /// What is kept of the form.
    fn choices(&self) -> SetupChoices {
        SetupChoices {
            count: self.count.get_untracked(),
            names: self
                .names
                .iter()
                .map(|n| n.get_untracked().unwrap_or_default())
                .collect(),
            kinds: (0..4)
                .map(|seat| untrack(|| self.kind_value(seat)).to_string())
                .collect(),
        }
    }

    /// Sets the form from what was kept; anything unreadable is left at its default.
    fn set_from(&self, kept: &SetupChoices) {
        self.count.set(kept.count.clamp(2, 4));
        for (seat, name) in kept.names.iter().enumerate().take(4) {
            if let Some(name) = typed(seat, name) {
                self.names[seat].set(Some(name.chars().take(20).collect()));
            }
        }
        for (seat, kind) in kept.kinds.iter().enumerate().take(4) {
            if kind == "remote" || PlayerKind::parse(kind).is_some() {
                self.set_kind(seat, kind);
            }
        }
    }
}

/// The names, each told apart from the ones before it: two players typed the same name (or
/// left two fields empty after a clear), and the log could not say who did what.
fn distinct(names: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(names.len());
    for name in names {
        // ASCII's letter case only: Unicode's case tables would cost the page 10 KB gzip
        let taken = |n: &str| out.iter().any(|o| o.eq_ignore_ascii_case(n));
        let mut unique = name.clone();
        let mut k = 2;
        while taken(&unique) {
            unique = format!("{name} {k}");
            k += 1;
        }
        out.push(unique);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_players_of_one_name_are_told_apart() {
        let names = |v: &[&str]| distinct(v.iter().map(|s| s.to_string()).collect());
        assert_eq!(names(&["Amina", "Bruno"]), ["Amina", "Bruno"]);
        assert_eq!(
            names(&["Amina", "amina", "Amina"]),
            ["Amina", "amina 2", "Amina 3"]
        );
        assert_eq!(names(&["Ola 2", "Ola", "Ola"]), ["Ola 2", "Ola", "Ola 3"]);
    }

    #[test]
    fn each_pair_and_its_twin_share_out_the_four_colours() {
        for (i, p) in PAIRS.iter().enumerate() {
            let mut all = [p[0], p[1], PAIRS[i ^ 1][0], PAIRS[i ^ 1][1]];
            all.sort_unstable();
            assert_eq!(all, [0, 1, 2, 3], "pair {i}");
        }
    }

    #[test]
    fn the_form_round_trips_and_ignores_garbage() {
        let owner = Owner::new();
        owner.with(|| {
            let form = SetupForm::default();
            form.count.set(3);
            form.names[1].set(Some("Kasia".into()));
            form.kinds[2].set(PlayerKind::Bot(marrakech_engine::Level::Hard));
            form.remote[3].set(true);
            let back = SetupForm::default();
            back.set_from(&form.choices());
            assert_eq!(back.count.get_untracked(), 3);
            assert_eq!(back.names[1].get_untracked().as_deref(), Some("Kasia"));
            assert_eq!(
                back.kinds[2].get_untracked(),
                PlayerKind::Bot(marrakech_engine::Level::Hard)
            );
            assert!(back.remote[3].get_untracked());
            let junk = SetupForm::default();
            junk.set_from(&SetupChoices {
                count: 99,
                names: vec![String::new(), "x".repeat(40)],
                kinds: vec!["robot".into()],
            });
            assert_eq!(junk.count.get_untracked(), 4);
            assert_eq!(junk.names[0].get_untracked(), None);
            assert_eq!(junk.name(0, Lang::En), "Amina");
            assert_eq!(junk.name(1, Lang::En).chars().count(), 20);
            assert_eq!(junk.kinds[0].get_untracked(), PlayerKind::Human);
        });
    }

    #[test]
    fn a_default_name_follows_the_language_and_a_typed_one_stays() {
        crate::i18n::words::install_all();
        let owner = Owner::new();
        owner.with(|| {
            let form = SetupForm::default();
            // what an earlier version kept: its defaults as if typed, and one name typed
            form.set_from(&SetupChoices {
                count: 3,
                names: vec!["Amina".into(), "Kasia".into(), "  ".into()],
                kinds: vec![],
            });
            assert_eq!(form.name_field(0, Lang::Ar), "أمينة");
            assert_eq!(form.name_field(1, Lang::Ar), "Kasia");
            let names = |lang| {
                form.setup(lang)
                    .players
                    .into_iter()
                    .map(|p| p.name)
                    .collect::<Vec<_>>()
            };
            assert_eq!(names(Lang::Ar), ["أمينة", "Kasia", "كلوي"]);
            assert_eq!(names(Lang::En), ["Amina", "Kasia", "Chloé"]);
            // the default is kept as nothing typed, so the next visit's language names it
            assert_eq!(form.choices().names[..3], ["", "Kasia", ""]);
            // a field emptied shows empty while it is edited, and the game takes the default
            form.names[0].set(Some(" ".into()));
            assert_eq!(form.name_field(0, Lang::Ar), " ");
            assert_eq!(names(Lang::Ar)[0], "أمينة");
        });
    }
}
