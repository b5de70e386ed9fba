//! Cells of the 7 x 7 market: `[row, col]`, index `row * SIZE + col`, A1 names.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Number of rows and columns of the market.
pub const SIZE: u8 = 7;
/// Number of cells of the market.
pub const CELLS: usize = SIZE as usize * SIZE as usize;

/// One cell of the market. Row 0 is the top, column 0 the left.
///
/// Always valid (index `0..CELLS`). Serialised as `[row, col]`, as records write a cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell at `row`, `col`, or `None` when off the market.
    pub const fn new(row: u8, col: u8) -> Option<Cell> {
        if row < SIZE && col < SIZE {
            Some(Cell(row * SIZE + col))
        } else {
            None
        }
    }

    /// The cell at `row`, `col` from signed coordinates (handy for neighbours).
    pub fn from_signed(row: i32, col: i32) -> Option<Cell> {
        if (0..SIZE as i32).contains(&row) && (0..SIZE as i32).contains(&col) {
            Some(Cell((row * SIZE as i32 + col) as u8))
        } else {
            None
        }
    }

    /// The cell with this index (`row * SIZE + col`), or `None` when `index >= CELLS`.
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < CELLS {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The centre cell `[3,3]` (D4).
    pub const CENTRE: Cell = Cell(SIZE / 2 * SIZE + SIZE / 2);

    /// Row, 0 = top.
    pub const fn row(self) -> u8 {
        self.0 / SIZE
    }

    /// Column, 0 = left.
    pub const fn col(self) -> u8 {
        self.0 % SIZE
    }

    /// Index `row * SIZE + col`, `0..CELLS`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The bit of this cell in a [`crate::CellSet`] bitboard.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Whether `other` shares an edge with this cell (diagonals do not).
    pub fn is_adjacent(self, other: Cell) -> bool {
        let dr = (self.row() as i32 - other.row() as i32).abs();
        let dc = (self.col() as i32 - other.col() as i32).abs();
        dr + dc == 1
    }

    /// The edge-adjacent cells (2 to 4).
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        let (r, c) = (self.row() as i32, self.col() as i32);
        [(-1, 0), (0, 1), (1, 0), (0, -1)]
            .into_iter()
            .filter_map(move |(dr, dc)| Cell::from_signed(r + dr, c + dc))
    }

    /// All the cells, row by row.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// The name people use: column letter A-G left to right, row number 1-7 top to bottom
    /// (`[4,3]` is `D5`).
    pub fn name(self) -> String {
        format!("{}{}", (b'A' + self.col()) as char, self.row() + 1)
    }

    /// Parses an A1 name such as `D5` (case-insensitive).
    pub fn from_name(name: &str) -> Option<Cell> {
        let b = name.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let col = b[0].to_ascii_uppercase().checked_sub(b'A')?;
        let row = b[1].checked_sub(b'1')?;
        Cell::new(row, col)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{},{}]", self.row(), self.col())
    }
}

impl fmt::Display for Cell {
    /// `[row,col]`, as in records and error messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{},{}]", self.row(), self.col())
    }
}

impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        [self.row(), self.col()].serialize(s)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let [r, c] = <[u8; 2]>::deserialize(d)?;
        Cell::new(r, c)
            .ok_or_else(|| serde::de::Error::custom(format!("cell [{r},{c}] is off the market")))
    }
}

/// A set of cells as a bitboard (bit `row * SIZE + col`, i.e. [`Cell::index`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet(pub u64);

impl CellSet {
    /// All the cells.
    pub const FULL: CellSet = CellSet((1u64 << CELLS) - 1);
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & cell.bit() != 0
    }

    /// Number of cells.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Adds a cell.
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= cell.bit();
    }

    /// The cells, row by row.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let i = bits.trailing_zeros();
                bits &= bits - 1;
                Some(Cell(i as u8))
            }
        })
    }

    /// The cells as a vector, row by row.
    pub fn to_vec(self) -> Vec<Cell> {
        self.iter().collect()
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(Cell::new(0, 0).unwrap().name(), "A1");
        assert_eq!(Cell::new(4, 3).unwrap().name(), "D5");
        assert_eq!(Cell::CENTRE.name(), "D4");
        assert_eq!(Cell::from_name("g7"), Cell::new(6, 6));
        assert_eq!(Cell::from_name("H1"), None);
        for c in Cell::all() {
            assert_eq!(Cell::from_name(&c.name()), Some(c));
        }
    }

    #[test]
    fn neighbours_and_sets() {
        assert_eq!(Cell::new(0, 0).unwrap().neighbours().count(), 2);
        assert_eq!(Cell::CENTRE.neighbours().count(), 4);
        let s = CellSet(Cell::CENTRE.bit() | Cell::new(6, 6).unwrap().bit());
        assert_eq!(s.to_vec(), vec![Cell::CENTRE, Cell::new(6, 6).unwrap()]);
        assert_eq!(CellSet::FULL.len(), 49);
    }
}
