//! The rug being chosen: the first cell tapped, then the rug of two cells; taps that make no
//! legal rug start over, and a tap on a cell no rug may take is remembered, to be told.

use marrakech_engine::{Cell, Game, RugFault, RugPos};

/// The rug being chosen: first cell tapped, or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub first: Option<Cell>,
    pub rug: Option<RugPos>,
    /// The last tap was on this cell, which no rug may take (it changed nothing else).
    pub missed: Option<Cell>,
}

/// Where a person laying a rug stands, for the prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Nothing chosen yet.
    Start,
    /// A cell that several rugs share: its partner is to come.
    Second,
    /// A rug chosen: to be laid (or changed).
    Chosen,
    /// The last tap was on a cell no rug may take.
    Missed(Cell),
}

/// Why `cell` takes no legal rug in `game` (a rug being laid there): Assam stands on it,
/// neither it nor a cell beside it is next to him, or every rug there next to him would
/// cover both halves of the rug it shows.
pub fn miss(game: &Game, cell: Cell) -> RugFault {
    let assam = game.assam().cell;
    let next_to_assam = |c: Cell| c.neighbours().any(|n| n == assam);
    let within_reach =
        next_to_assam(cell) || cell.neighbours().any(|n| n != assam && next_to_assam(n));
    match game.rug_at(cell) {
        _ if cell == assam => RugFault::UnderAssam,
        Some((_, rug)) if within_reach => RugFault::CoversOneRug(rug),
        _ => RugFault::NotNextToAssam,
    }
}

impl Selection {
    pub fn is_empty(&self) -> bool {
        self.first.is_none() && self.rug.is_none()
    }

    /// A rug chosen whole (a tap on a position).
    pub fn of(rug: RugPos) -> Selection {
        Selection {
            first: Some(rug.first()),
            rug: Some(rug),
            missed: None,
        }
    }

    /// Where the choice stands among the `offered` rugs: a miss is told only while its cell
    /// still takes none of them (another tab may have played on since).
    pub fn step_among(&self, offered: &[RugPos]) -> Step {
        self.missed_among(offered)
            .map_or(self.chosen_step(), Step::Missed)
    }

    /// The cell tapped in vain last, while it still takes none of the `offered` rugs.
    pub fn missed_among(&self, offered: &[RugPos]) -> Option<Cell> {
        self.missed
            .filter(|&c| !offered.is_empty() && !offered.iter().any(|r| r.contains(c)))
    }

    /// Where the choice of cells stands, a miss aside.
    fn chosen_step(&self) -> Step {
        match (self.first, self.rug) {
            (_, Some(_)) => Step::Chosen,
            (Some(_), None) => Step::Second,
            (None, None) => Step::Start,
        }
    }

    /// The selection after a tap on `cell`, among the `legal` positions: the first cell of a
    /// rug (the rug itself when only one may lie there), then its second; the first cell
    /// again, before a rug is chosen, drops it; either cell of a rug chosen keeps it; a cell
    /// of no rug changes nothing but is remembered as missed (until the next tap).
    pub fn tap(self, cell: Cell, legal: &[RugPos]) -> Selection {
        let this = Selection {
            missed: None,
            ..self
        };
        this.tap_past(cell, legal)
    }

    /// [`Selection::tap`] once the last tap's miss is forgotten.
    fn tap_past(self, cell: Cell, legal: &[RugPos]) -> Selection {
        // a tap on the chosen rug, on either cell, keeps it: a player tapping again to be
        // sure lost it (a playtest); Cancel drops it
        if self.rug.is_some_and(|r| r.contains(cell)) {
            return self;
        }
        if let Some(first) = self.first.filter(|_| self.rug.is_none()) {
            if first == cell {
                return Selection::default();
            }
            if let Some(rug) = RugPos::new(first, cell).filter(|r| legal.contains(r)) {
                return Selection {
                    first: Some(first),
                    rug: Some(rug),
                    missed: None,
                };
            }
        }
        // a cell that only one rug may take decides it at once
        let mut with = legal.iter().filter(|r| r.contains(cell));
        match (with.next(), with.next()) {
            (Some(only), None) => Selection {
                first: Some(cell),
                rug: Some(*only),
                missed: None,
            },
            (Some(_), Some(_)) => Selection {
                first: Some(cell),
                rug: None,
                missed: None,
            },
            // a stray tap off every rug keeps the choice (only Cancel, or its own cell, drops
            // it) and is told
            (None, _) => Selection {
                missed: Some(cell),
                ..self
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(name: &str) -> Cell {
        Cell::from_name(name).expect("a cell")
    }

    #[test]
    fn two_taps_make_a_rug_and_a_third_starts_over() {
        let legal = [
            RugPos::new(c("D3"), c("D2")).expect("rug"),
            RugPos::new(c("D3"), c("C3")).expect("rug"),
        ];
        let s = Selection::default().tap(c("D3"), &legal);
        assert_eq!(s.first, Some(c("D3")));
        assert_eq!(s.rug, None);
        let s = s.tap(c("C3"), &legal);
        assert_eq!(s.rug, Some(legal[1]));
        // a tap on a cell of no legal rug chooses nothing, keeps a choice made, and is told
        // until the next tap
        let missed = Selection::default().tap(c("A1"), &legal);
        assert!(missed.is_empty());
        assert_eq!(missed.step_among(&legal), Step::Missed(c("A1")));
        assert_eq!(s.step_among(&legal), Step::Chosen);
        let kept = s.tap(c("A1"), &legal);
        assert_eq!(
            (kept.first, kept.rug, kept.step_among(&legal)),
            (s.first, s.rug, Step::Missed(c("A1")))
        );
        assert_eq!(kept.tap(c("C3"), &legal), s);
        let first = Selection::default().tap(c("D3"), &legal);
        assert_eq!(first.step_among(&legal), Step::Second);
        let kept = first.tap(c("A1"), &legal);
        assert_eq!((kept.first, kept.rug), (first.first, None));
        assert_eq!(kept.tap(c("D2"), &legal).rug, Some(legal[0]));
        assert_eq!(Selection::default().step_among(&legal), Step::Start);
        // among the rugs offered now, a miss on a cell that has come to take one (the game
        // moved on in another tab) is no longer told, and the choice under it shows
        assert_eq!(kept.step_among(&legal), Step::Missed(c("A1")));
        assert_eq!(kept.missed_among(&legal), Some(c("A1")));
        let now = [RugPos::new(c("A1"), c("A2")).expect("rug")];
        assert_eq!(kept.step_among(&now), Step::Second);
        assert_eq!(kept.missed_among(&now), None);
        // and none while no rug is offered here at all
        assert_eq!(kept.missed_among(&[]), None);
        // the same cell twice drops it
        let s = Selection::default()
            .tap(c("D3"), &legal)
            .tap(c("D3"), &legal);
        assert!(s.is_empty());
        // a second cell that makes no legal rug starts over from it
        let wide = [
            legal[0],
            legal[1],
            RugPos::new(c("D2"), c("E2")).expect("rug"),
        ];
        let s = Selection::default().tap(c("D2"), &wide);
        assert_eq!((s.first, s.rug), (Some(c("D2")), None));
        let s = s.tap(c("C3"), &wide);
        assert_eq!((s.first, s.rug), (Some(c("C3")), Some(wide[1])));
        // a cell only one rug takes decides it at once
        let s = Selection::default().tap(c("E2"), &wide);
        assert_eq!(s.rug, Some(wide[2]));
        // then either of its cells keeps it (two taps on a rug's cells choose it either way,
        // and a tap again to be sure loses nothing)
        assert_eq!(s.tap(c("D2"), &wide), s);
        assert_eq!(s.tap(c("E2"), &wide), s);
        assert_eq!(s.tap(c("E2"), &wide).tap(c("D2"), &wide), s);
        // a cell of another rug starts over from it
        assert_eq!(s.tap(c("C3"), &wide).rug, Some(wide[1]));
    }

    #[test]
    fn a_miss_says_why() {
        use marrakech_engine::{PlayerKind, Rules, Setup};
        let game =
            Game::new(Setup::standard(2, Rules::default(), PlayerKind::Human), 3).expect("a game");
        assert_eq!(game.assam().cell, c("D4"));
        assert_eq!(miss(&game, c("D4")), RugFault::UnderAssam);
        for far in ["G7", "A4", "D1", "B2"] {
            assert_eq!(miss(&game, c(far)), RugFault::NotNextToAssam, "{far}");
        }
    }

    /// Over whole seeded games, at every rug step, each cell that takes no rug gets the
    /// reason the rule gives: every rug through it next to Assam covers the one rug it shows,
    /// or none through it is next to him.
    #[test]
    fn every_miss_in_played_games_has_the_rule_s_reason() {
        use marrakech_engine::{Phase, PlayerKind, Rotation, Rules, Setup};
        let mut whole = 0;
        for seed in 0..12u64 {
            let players = 2 + (seed % 3) as usize;
            let setup = Setup::standard(players, Rules::default(), PlayerKind::Human);
            let mut game = Game::new(setup, seed).expect("a game");
            let mut k = seed as usize;
            while game.phase() != Phase::Over {
                k += 1;
                match game.phase() {
                    Phase::Orient => game
                        .rotate([Rotation::None, Rotation::Left, Rotation::Right][k % 3])
                        .map(drop),
                    Phase::Roll => game.roll_die().map(drop),
                    Phase::QuarterTurn => game.rotate(Rotation::Left).map(drop),
                    _ => {
                        let legal = game.legal_rugs();
                        let assam = game.assam().cell;
                        let touches = |r: RugPos| {
                            r.cells().iter().any(|c| c.neighbours().any(|n| n == assam))
                        };
                        for cell in Cell::all()
                            .filter(|&c| c != assam && !legal.iter().any(|r| r.contains(c)))
                        {
                            let near: Vec<RugPos> = cell
                                .neighbours()
                                .filter(|&n| n != assam)
                                .filter_map(|n| RugPos::new(cell, n))
                                .filter(|&r| touches(r))
                                .collect();
                            match miss(&game, cell) {
                                RugFault::CoversOneRug(id) => {
                                    whole += 1;
                                    assert!(!near.is_empty(), "{cell:?}");
                                    for r in near {
                                        for c in r.cells() {
                                            assert_eq!(
                                                game.rug_at(c).map(|x| x.1),
                                                Some(id),
                                                "{c:?}"
                                            );
                                        }
                                    }
                                }
                                fault => {
                                    assert_eq!(fault, RugFault::NotNextToAssam, "{cell:?}");
                                    assert!(near.is_empty(), "{cell:?} is within reach");
                                }
                            }
                        }
                        game.place(legal[k % legal.len()]).map(drop)
                    }
                }
                .expect("a legal action");
            }
        }
        assert!(whole > 0, "some miss is a whole rug's");
    }
}
