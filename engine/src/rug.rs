//! Where a rug lies: two edge-adjacent cells, in no particular order.

use std::fmt;

use crate::cell::Cell;

/// Why two cells cannot take a rug.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
pub enum RugFault {
    /// The two cells do not share an edge (or are the same cell).
    NotAdjacent,
    /// One cell is Assam's.
    UnderAssam,
    /// Neither cell shares an edge with Assam's cell.
    NotNextToAssam,
    /// The two cells show the two halves of one rug (this id).
    CoversOneRug(u8),
}

impl fmt::Display for RugFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RugFault::NotAdjacent => f.write_str("the two cells are not edge-adjacent"),
            RugFault::UnderAssam => f.write_str("it would cover Assam's cell"),
            RugFault::NotNextToAssam => {
                f.write_str("neither cell shares an edge with Assam's cell")
            }
            RugFault::CoversOneRug(id) => {
                write!(f, "it would cover both visible halves of rug {id}")
            }
        }
    }
}

/// A rug position: an unordered pair of edge-adjacent cells.
///
/// Stored normalised, the cell with the smaller [`Cell::index`] first (the upper one of a
/// vertical rug, the left one of a horizontal rug), so two positions given in either order
/// are equal and hash alike.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct RugPos([Cell; 2]);

impl RugPos {
    /// The position covering `a` and `b`, in either order; `None` unless they share an edge.
    pub fn new(a: Cell, b: Cell) -> Option<RugPos> {
        a.is_adjacent(b).then(|| RugPos::adjacent(a, b))
    }

    /// The position of two cells already known to share an edge (normalises only).
    #[inline]
    pub(crate) fn adjacent(a: Cell, b: Cell) -> RugPos {
        debug_assert!(a.is_adjacent(b), "{a} {b}");
        if a.index() < b.index() {
            RugPos([a, b])
        } else {
            RugPos([b, a])
        }
    }

    /// The two cells, the smaller index first.
    pub const fn cells(self) -> [Cell; 2] {
        self.0
    }

    /// The cell with the smaller index (top of a vertical rug, left of a horizontal one).
    pub const fn first(self) -> Cell {
        self.0[0]
    }

    /// The cell with the larger index.
    pub const fn second(self) -> Cell {
        self.0[1]
    }

    /// Whether `cell` is one of the two.
    pub fn contains(self, cell: Cell) -> bool {
        self.0[0] == cell || self.0[1] == cell
    }

    /// The other half of the rug from `cell`, or `None` when `cell` is not under it.
    pub fn other(self, cell: Cell) -> Option<Cell> {
        match self.0 {
            [a, b] if a == cell => Some(b),
            [a, b] if b == cell => Some(a),
            _ => None,
        }
    }

    /// Whether the two cells are on one row.
    pub const fn is_horizontal(self) -> bool {
        self.0[0].row() == self.0[1].row()
    }

    /// The two cells, the one sharing an edge with `origin` first: a rug laid next to Assam
    /// read from him outwards (how the bots list rugs). Normalised when neither cell is
    /// next to `origin`; both never are, as the two cells share an edge.
    pub fn outward_from(self, origin: Cell) -> [Cell; 2] {
        let [a, b] = self.0;
        if b.is_adjacent(origin) {
            [b, a]
        } else {
            [a, b]
        }
    }
}

impl From<RugPos> for [Cell; 2] {
    fn from(rug: RugPos) -> [Cell; 2] {
        rug.cells()
    }
}

impl TryFrom<[Cell; 2]> for RugPos {
    /// Always [`RugFault::NotAdjacent`]: the cells do not share an edge (or are one cell).
    type Error = RugFault;

    fn try_from([a, b]: [Cell; 2]) -> Result<RugPos, RugFault> {
        RugPos::new(a, b).ok_or(RugFault::NotAdjacent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(row: u8, col: u8) -> Cell {
        Cell::new(row, col).unwrap()
    }

    #[test]
    fn positions_are_normalised_and_order_free() {
        let down = RugPos::new(c(3, 3), c(2, 3)).unwrap();
        assert_eq!(down.cells(), [c(2, 3), c(3, 3)]);
        assert_eq!((down.first(), down.second()), (c(2, 3), c(3, 3)));
        assert!(!down.is_horizontal());
        let across = RugPos::new(c(4, 2), c(4, 1)).unwrap();
        assert_eq!(across.cells(), [c(4, 1), c(4, 2)]);
        assert!(across.is_horizontal());
        assert_eq!(RugPos::new(c(2, 3), c(3, 3)), Some(down));
        assert_eq!(<[Cell; 2]>::from(down), [c(2, 3), c(3, 3)]);
        for a in Cell::all() {
            for b in a.neighbours() {
                let (ab, ba) = (RugPos::new(a, b).unwrap(), RugPos::new(b, a).unwrap());
                assert_eq!(ab, ba);
                assert!(ab.first().index() < ab.second().index());
                assert_eq!(ab.is_horizontal(), a.row() == b.row());
            }
        }
    }

    #[test]
    fn only_edge_adjacent_cells_make_a_rug() {
        assert_eq!(RugPos::new(c(2, 2), c(3, 3)), None, "diagonal");
        assert_eq!(RugPos::new(c(1, 3), c(1, 5)), None, "two apart");
        assert_eq!(RugPos::new(c(0, 0), c(6, 6)), None, "far");
        assert_eq!(RugPos::new(c(4, 4), c(4, 4)), None, "one cell");
        assert_eq!(RugPos::new(c(0, 6), c(1, 0)), None, "next index, other row");
        assert_eq!(
            RugPos::try_from([c(1, 3), c(1, 5)]),
            Err(RugFault::NotAdjacent)
        );
        assert_eq!(
            RugPos::try_from([c(1, 4), c(1, 3)]),
            Ok(RugPos::new(c(1, 3), c(1, 4)).unwrap())
        );
    }

    #[test]
    fn halves() {
        let rug = RugPos::new(c(5, 1), c(5, 0)).unwrap();
        assert!(rug.contains(c(5, 0)) && rug.contains(c(5, 1)));
        assert!(!rug.contains(c(4, 0)));
        assert_eq!(rug.other(c(5, 0)), Some(c(5, 1)));
        assert_eq!(rug.other(c(5, 1)), Some(c(5, 0)));
        assert_eq!(rug.other(c(5, 2)), None);
    }

    #[test]
    fn outward_from_puts_the_half_next_to_the_origin_first() {
        let rug = RugPos::new(c(1, 3), c(2, 3)).unwrap();
        assert_eq!(rug.outward_from(c(3, 3)), [c(2, 3), c(1, 3)]);
        assert_eq!(rug.outward_from(c(0, 3)), [c(1, 3), c(2, 3)]);
        assert_eq!(rug.outward_from(c(1, 4)), [c(1, 3), c(2, 3)]);
        assert_eq!(rug.outward_from(c(6, 6)), rug.cells());
    }
}
