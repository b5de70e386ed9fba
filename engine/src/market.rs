//! The 7 x 7 market: which rug shows on each cell (colour bitboards + rug ids), the
//! connected areas of one colour, and the legal rug positions around Assam.

use std::fmt;

use crate::cell::{Cell, CellSet, CELLS, SIZE};
use crate::facing::Facing;
use crate::rug::{RugFault, RugPos};

pub use crate::seat::ColorId;

/// Most colours in one game.
pub const MAX_COLORS: usize = 4;

/// A cell's byte: the colour above bit `COLOR_SHIFT`, the rug id below it (`ID_MASK`).
const COLOR_SHIFT: u32 = 6;
const ID_MASK: u8 = (1 << COLOR_SHIFT) - 1;
const FULL: u64 = (1u64 << CELLS) - 1;
const fn col_mask(col: u8) -> u64 {
    let mut m = 0u64;
    let mut r = 0;
    while r < SIZE {
        m |= 1u64 << (r * SIZE + col);
        r += 1;
    }
    m
}
const FIRST_COL: u64 = col_mask(0);
const LAST_COL: u64 = col_mask(SIZE - 1);

/// The cells sharing an edge with any cell of `b`, plus `b`.
#[inline]
pub const fn grow(b: u64) -> u64 {
    b | ((b << SIZE) & FULL) | (b >> SIZE) | ((b << 1) & !FIRST_COL & FULL) | ((b >> 1) & !LAST_COL)
}

/// Cells edge-adjacent to `cell` (bitboard).
#[inline]
pub const fn neighbour_bits(cell: Cell) -> u64 {
    grow(cell.bit()) & !cell.bit()
}

/// The rug positions next to one cell: for each neighbour `n` of Assam's cell and each
/// neighbour `m` of `n` other than Assam's, the pair `(n, m)`. No position appears twice
/// (two neighbours of one cell are never adjacent to each other), and these are all the
/// positions with a cell next to Assam that do not cover him.
#[derive(Clone, Copy)]
struct Around {
    pairs: [(Cell, Cell); 12],
    len: u8,
}

const fn build_around() -> [Around; CELLS] {
    let mut out = [Around {
        pairs: [(Cell::CENTRE, Cell::CENTRE); 12],
        len: 0,
    }; CELLS];
    let mut i = 0;
    while i < CELLS {
        let a = match Cell::from_index(i) {
            Some(c) => c,
            None => panic!(),
        };
        let mut len = 0usize;
        let mut d = 0;
        while d < 4 {
            let (dr, dc) = Facing::from_index(d).delta();
            let nr = a.row() as i8 + dr;
            let nc = a.col() as i8 + dc;
            if on_market(nr, nc) {
                let n = match Cell::new(nr as u8, nc as u8) {
                    Some(c) => c,
                    None => panic!(),
                };
                let mut e = 0;
                while e < 4 {
                    let (er, ec) = Facing::from_index(e).delta();
                    let mr = nr + er;
                    let mc = nc + ec;
                    if on_market(mr, mc) {
                        let m = match Cell::new(mr as u8, mc as u8) {
                            Some(c) => c,
                            None => panic!(),
                        };
                        if m.index() != a.index() {
                            out[i].pairs[len] = (n, m);
                            len += 1;
                        }
                    }
                    e += 1;
                }
            }
            d += 1;
        }
        out[i].len = len as u8;
        i += 1;
    }
    out
}

static AROUND: [Around; CELLS] = build_around();

/// Whether signed coordinates (a cell plus a step) are on the market.
const fn on_market(row: i8, col: i8) -> bool {
    row >= 0 && row < SIZE as i8 && col >= 0 && col < SIZE as i8
}

/// The candidate rug positions around `assam` (legal on a bare market), at most 12.
pub fn candidates(assam: Cell) -> &'static [(Cell, Cell)] {
    let a = &AROUND[assam.index()];
    &a.pairs[..a.len as usize]
}

/// The market: the visible rug on each cell.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Market {
    /// Visible cells of each colour (bitboards, disjoint).
    colors: [u64; MAX_COLORS],
    /// Per cell: `colour << COLOR_SHIFT | rug id`, 0 for bare. Ids are 1, 2, 3... (at most
    /// 48) in laying order.
    ids: [u8; CELLS],
}

impl Default for Market {
    fn default() -> Self {
        Market::new()
    }
}

impl Market {
    /// A bare market.
    pub const fn new() -> Market {
        Market {
            colors: [0; MAX_COLORS],
            ids: [0; CELLS],
        }
    }

    /// The colour visible on `cell`.
    #[inline]
    pub fn color_at(&self, cell: Cell) -> Option<ColorId> {
        // the id byte holds the colour too, and is 0 exactly when the cell is bare
        match self.ids[cell.index()] {
            0 => None,
            byte => Some(ColorId::new((byte >> COLOR_SHIFT) as usize)),
        }
    }

    /// The id of the rug visible on `cell` (1-based), if any.
    #[inline]
    pub fn rug_id_at(&self, cell: Cell) -> Option<u8> {
        match self.ids[cell.index()] & ID_MASK {
            0 => None,
            id => Some(id),
        }
    }

    /// Colour and rug id visible on `cell`.
    pub fn rug_at(&self, cell: Cell) -> Option<(ColorId, u8)> {
        Some((self.color_at(cell)?, self.rug_id_at(cell)?))
    }

    /// The visible cells of colour `color`.
    #[inline]
    pub fn cells_of(&self, color: ColorId) -> CellSet {
        CellSet(self.colors[color.index()])
    }

    /// Cells covered by any rug.
    pub fn covered(&self) -> CellSet {
        CellSet(self.colors.iter().fold(0, |a, b| a | b))
    }

    /// The connected area (edge to edge) of the colour visible on `cell`, `cell` included;
    /// empty when `cell` is bare.
    pub fn area_at(&self, cell: Cell) -> (Option<ColorId>, CellSet) {
        match self.color_at(cell) {
            None => (None, CellSet::EMPTY),
            Some(k) => (Some(k), self.area(cell, k)),
        }
    }

    /// The connected area of colour `color` containing `cell` (empty if `cell` does not show
    /// that colour). Flood fill by bit operations.
    #[inline]
    pub fn area(&self, cell: Cell, color: ColorId) -> CellSet {
        let mask = self.colors[color.index()];
        let mut area = cell.bit() & mask;
        if area == 0 {
            return CellSet::EMPTY;
        }
        // two steps per test: fewer hard-to-predict branches on the size of the area
        loop {
            let next = grow(grow(area) & mask) & mask;
            if next == area {
                return CellSet(area);
            }
            area = next;
        }
    }

    /// Whether a rug may go on `a`, `b` with Assam on `assam`: the two cells share an edge,
    /// neither is Assam's, one is next to Assam's, and they do not show the two halves of
    /// one rug.
    pub fn check_rug(&self, assam: Cell, a: Cell, b: Cell) -> Result<(), RugFault> {
        if !a.is_adjacent(b) {
            return Err(RugFault::NotAdjacent);
        }
        if a == assam || b == assam {
            return Err(RugFault::UnderAssam);
        }
        if !a.is_adjacent(assam) && !b.is_adjacent(assam) {
            return Err(RugFault::NotNextToAssam);
        }
        let (ia, ib) = (self.ids[a.index()] & ID_MASK, self.ids[b.index()] & ID_MASK);
        if ia != 0 && ia == ib {
            return Err(RugFault::CoversOneRug(ia));
        }
        Ok(())
    }

    /// Whether the pair is legal, for a pair taken from [`candidates`].
    #[inline]
    pub(crate) fn candidate_ok(&self, a: Cell, b: Cell) -> bool {
        // same byte means same rug (a rug has one colour)
        let ia = self.ids[a.index()];
        ia == 0 || ia != self.ids[b.index()]
    }

    /// Bit `i` set when `candidates(assam)[i]` is legal now.
    #[inline]
    pub fn legal_mask(&self, assam: Cell) -> u16 {
        let mut mask = 0u16;
        for (i, &(a, b)) in candidates(assam).iter().enumerate() {
            mask |= (self.candidate_ok(a, b) as u16) << i;
        }
        mask
    }

    /// The legal rug positions with Assam on `assam`, without allocating, in the order of
    /// [`candidates`].
    pub fn legal_rugs(&self, assam: Cell) -> impl Iterator<Item = RugPos> + '_ {
        candidates(assam)
            .iter()
            .filter(move |&&(a, b)| self.candidate_ok(a, b))
            .map(|&(a, b)| RugPos::adjacent(a, b))
    }

    /// Lays rug `id` of colour `color` on `a` and `b` (no check).
    #[inline]
    pub fn lay(&mut self, a: Cell, b: Cell, color: ColorId, id: u8) {
        let bits = a.bit() | b.bit();
        for c in self.colors.iter_mut() {
            *c &= !bits;
        }
        self.colors[color.index()] |= bits;
        debug_assert!(id != 0 && id <= ID_MASK);
        let byte = ((color.index() as u8) << COLOR_SHIFT) | id;
        self.ids[a.index()] = byte;
        self.ids[b.index()] = byte;
    }
}

impl fmt::Debug for Market {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..SIZE {
            for c in 0..SIZE {
                let cell = Cell::new(r, c).unwrap();
                match self.rug_at(cell) {
                    None => write!(f, " .   ")?,
                    Some((k, id)) => write!(f, " {k}:{id:<2}")?,
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(r: u8, col: u8) -> Cell {
        Cell::new(r, col).unwrap()
    }

    #[test]
    fn candidates_count() {
        assert_eq!(candidates(Cell::CENTRE).len(), 12);
        assert_eq!(candidates(c(0, 0)).len(), 4);
        assert_eq!(candidates(c(0, 3)).len(), 7);
        // every candidate is legal on a bare market and checks out
        let m = Market::new();
        for a in Cell::all() {
            for &(x, y) in candidates(a) {
                assert_eq!(m.check_rug(a, x, y), Ok(()));
            }
        }
    }

    #[test]
    fn grow_does_not_wrap() {
        let g = CellSet(grow(c(1, 6).bit()));
        assert!(!g.contains(c(2, 0)));
        let g = CellSet(grow(c(2, 0).bit()));
        assert!(!g.contains(c(1, 6)));
        assert_eq!(g.len(), 4);
    }
}
