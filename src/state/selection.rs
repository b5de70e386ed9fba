//! The rug being chosen: the first cell tapped, then the rug of two cells; taps that make no
//! legal rug start over.

use marrakech_engine::{Cell, RugPos};

/// The rug being chosen: first cell tapped, or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub first: Option<Cell>,
    pub rug: Option<RugPos>,
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
        }
    }

    /// The selection after a tap on `cell`, among the `legal` positions: the first cell of a
    /// rug (the rug itself when only one may lie there), then its second; the same cell
    /// again drops it, the other cell of a rug already chosen keeps it, a cell of no rug
    /// changes nothing.
    pub fn tap(self, cell: Cell, legal: &[RugPos]) -> Selection {
        if let Some(rug) = self.rug.filter(|r| r.contains(cell)) {
            return if self.first == Some(cell) {
                Selection::default()
            } else {
                Selection {
                    first: self.first,
                    rug: Some(rug),
                }
            };
        }
        if let Some(first) = self.first.filter(|_| self.rug.is_none()) {
            if first == cell {
                return Selection::default();
            }
            if let Some(rug) = RugPos::new(first, cell).filter(|r| legal.contains(r)) {
                return Selection {
                    first: Some(first),
                    rug: Some(rug),
                };
            }
        }
        // a cell that only one rug may take decides it at once
        let mut with = legal.iter().filter(|r| r.contains(cell));
        match (with.next(), with.next()) {
            (Some(only), None) => Selection {
                first: Some(cell),
                rug: Some(*only),
            },
            (Some(_), Some(_)) => Selection {
                first: Some(cell),
                rug: None,
            },
            // a stray tap off every rug keeps the choice: only Cancel (or its own cell) drops it
            (None, _) => self,
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
        // a tap on a cell of no legal rug chooses nothing, and keeps a choice made
        assert!(Selection::default().tap(c("A1"), &legal).is_empty());
        assert_eq!(s.tap(c("A1"), &legal), s);
        let first = Selection::default().tap(c("D3"), &legal);
        assert_eq!(first.tap(c("A1"), &legal), first);
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
        // then its other cell keeps it (two taps on a rug's cells choose it either way),
        // and its first cell again drops it
        assert_eq!(s.tap(c("D2"), &wide), s);
        assert!(s.tap(c("E2"), &wide).is_empty());
    }
}
