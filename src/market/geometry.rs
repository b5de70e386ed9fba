//! Where things are drawn: the SVG coordinates of cells and of the border around them.

/// Side of one market cell in SVG units.
pub const CELL: f64 = 100.0;
/// Width of the border band that holds the mosaic arcs.
pub const MARGIN: f64 = 70.0;
/// Cells on a side.
pub const SIDE: u8 = 7;
/// Width and height of the whole drawing.
pub const SIZE: f64 = MARGIN * 2.0 + CELL * SIDE as f64;

/// Left edge of column `col`.
pub fn x(col: u8) -> f64 {
    MARGIN + CELL * col as f64
}

/// Top edge of row `row`.
pub fn y(row: u8) -> f64 {
    MARGIN + CELL * row as f64
}

/// Centre of a cell.
pub fn centre(row: u8, col: u8) -> (f64, f64) {
    (x(col) + CELL / 2.0, y(row) + CELL / 2.0)
}
