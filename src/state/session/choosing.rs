//! The rug a person is choosing survives a reload of the tab: it is kept in the tab's own
//! storage with the table and the turn it was chosen at, and given back only to that very
//! position (another tab, a later turn or another game never sees it).

use leptos::prelude::*;
use marrakech_engine::{Cell, Game, Phase, RugPos};

use super::super::mode::Mode;
use super::super::selection::Selection;
use super::Session;
use crate::store::tab;

const KEY: &str = "marrakech:choosing";

impl Session {
    /// Shows `sel` as the rug being chosen, and keeps it in the tab while a person chooses
    /// (else what was kept goes).
    pub(super) fn choose(&self, sel: Selection) {
        self.selection.set(sel);
        let choosing = !sel.is_empty() && !self.offered_rugs.get_untracked().is_empty();
        match choosing.then(|| untrack(|| self.position())).flatten() {
            Some(at) => tab::set(KEY, &format!("{at} {}", text(&sel))),
            None => tab::remove(KEY),
        }
    }

    /// The choice kept in this tab when it was made at `game`'s position on this table.
    pub(super) fn kept_choosing(&self, game: &Game) -> Selection {
        match (tab::get(KEY), untrack(|| self.position())) {
            (Some(kept), Some(here)) => read(&kept, &here, &game.legal_rugs()),
            _ => Selection::default(),
        }
    }

    /// The table and the turn on it while a rug is to be laid: a local game by its seed, a
    /// game by link by its id.
    fn position(&self) -> Option<String> {
        let (turn, seed) =
            self.with_game(|g| (g.phase() == Phase::Place).then(|| (g.turns().len(), g.seed())))??;
        let table = match self.mode.with(|m| m.table().clone()) {
            Mode::Local { .. } => format!("local:{}", seed?),
            Mode::ByLink { .. } => {
                format!("link:{}", crate::store::links::id_text(&self.remote.id()?))
            }
            _ => return None,
        };
        Some(format!("{table} {turn}"))
    }
}

/// The selection in `kept` when it was made at `here`, among the `legal` rugs (else none).
fn read(kept: &str, here: &str, legal: &[RugPos]) -> Selection {
    let mut parts = kept.rsplitn(3, ' ');
    let (Some(rug), Some(first), Some(at)) = (parts.next(), parts.next(), parts.next()) else {
        return Selection::default();
    };
    if at != here {
        return Selection::default();
    }
    let rug = match rug {
        "-" => None,
        text => match text
            .split_once('-')
            .and_then(|(a, b)| RugPos::new(Cell::from_name(a)?, Cell::from_name(b)?))
            .filter(|r| legal.contains(r))
        {
            Some(r) => Some(r),
            None => return Selection::default(),
        },
    };
    let first = Cell::from_name(first).filter(|&c| legal.iter().any(|r| r.contains(c)));
    match first {
        Some(c) if rug.is_none_or(|r| r.contains(c)) => Selection {
            first,
            rug,
            missed: None,
        },
        _ => Selection::default(),
    }
}

/// A selection as text: its first cell and its rug, `-` for none.
fn text(sel: &Selection) -> String {
    let first = sel.first.map_or("-".to_string(), Cell::name);
    let rug = sel.rug.map_or("-".to_string(), |r| {
        format!("{}-{}", r.first().name(), r.second().name())
    });
    format!("{first} {rug}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rug(a: &str, b: &str) -> RugPos {
        RugPos::new(
            Cell::from_name(a).expect("a"),
            Cell::from_name(b).expect("b"),
        )
        .expect("rug")
    }

    #[test]
    fn a_choice_comes_back_only_where_it_was_made() {
        let legal = [rug("D3", "D2"), rug("D3", "C3"), rug("E4", "E5")];
        let here = "local:11 7";
        let chosen = Selection {
            first: Cell::from_name("C3"),
            rug: Some(legal[1]),
            missed: None,
        };
        let kept = format!("{here} {}", text(&chosen));
        assert_eq!(read(&kept, here, &legal), chosen);
        // one cell tapped
        let half = Selection {
            first: Cell::from_name("D3"),
            rug: None,
            missed: None,
        };
        assert_eq!(read(&format!("{here} {}", text(&half)), here, &legal), half);
        // another turn, another table, a rug no longer legal, garbage: nothing
        assert!(read(&kept, "local:11 8", &legal).is_empty());
        assert!(read(&kept, "local:12 7", &legal).is_empty());
        assert!(read(&kept, here, &legal[..1]).is_empty());
        for junk in [
            "",
            "local:11",
            "local:11 7 Z9 Q1-Q2",
            "local:11 7 C3 D3-C3-B3",
            "7 C3 D3-C3",
        ] {
            assert!(read(junk, here, &legal).is_empty(), "{junk}");
        }
    }
}
