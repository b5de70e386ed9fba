//! Where things are drawn: the SVG coordinates of cells and of the border around them.

use marrakech_engine::SIZE;

/// Side of one market cell in SVG units.
pub const CELL: i32 = 100;
/// Width of the border band that holds the mosaic arcs.
pub const MARGIN: i32 = 70;
/// Width of the cells together.
pub const INNER: i32 = CELL * SIZE as i32;
/// Width and height of the whole drawing.
pub const VIEW: i32 = MARGIN * 2 + INNER;

/// Left edge of column `col`.
pub fn x(col: u8) -> i32 {
    MARGIN + CELL * col as i32
}

/// Top edge of row `row`.
pub fn y(row: u8) -> i32 {
    MARGIN + CELL * row as i32
}

/// Centre of a cell.
pub fn centre(row: u8, col: u8) -> (i32, i32) {
    (x(col) + CELL / 2, y(row) + CELL / 2)
}
