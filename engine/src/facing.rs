//! Assam's facing, the rotations a player may give him, and the 28 edge exits (mosaic arcs).

use serde::{Deserialize, Serialize};

use crate::cell::{Cell, CELLS, SIZE};
use crate::wire::wire_enum;

wire_enum! {
    /// Where Assam looks. `N` is towards row 0. Declared clockwise from `N`, which gives
    /// [`Facing::ALL`] and [`Facing::index`].
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    pub enum Facing {
        /// Towards row 0.
        N => "N",
        /// Towards the last column.
        E => "E",
        /// Towards the last row.
        S => "S",
        /// Towards column 0.
        W => "W",
    }
}

impl Facing {
    /// From 0..4 (N, E, S, W); wraps.
    pub const fn from_index(i: u8) -> Facing {
        Facing::ALL[(i & 3) as usize]
    }

    /// 0..4 (N, E, S, W).
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The facing after `rotation`.
    pub const fn rotated(self, rotation: Rotation) -> Facing {
        match rotation {
            Rotation::None => self,
            Rotation::Left => Facing::from_index(self as u8 + 3),
            Rotation::Right => Facing::from_index(self as u8 + 1),
        }
    }

    /// Row and column deltas of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Facing::N => (-1, 0),
            Facing::E => (0, 1),
            Facing::S => (1, 0),
            Facing::W => (0, -1),
        }
    }
}

wire_enum! {
    /// A quarter turn of Assam, or none. There is no half turn.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    pub enum Rotation {
        /// Keep the facing (classic orient only).
        None => "none",
        /// A quarter turn counter-clockwise (N → W).
        Left => "left",
        /// A quarter turn clockwise (N → E).
        Right => "right",
    }
}

impl Rotation {
    /// The two choices of the roll-first closing quarter turn.
    pub const QUARTERS: [Rotation; 2] = [Rotation::Left, Rotation::Right];
}

/// One step of Assam's walk: the cell he is on after it and his facing there.
///
/// `via_arc` is true when the step took him round a border mosaic arc (he came back in on
/// the neighbouring row/column, or, at the corners `[0,6]` and `[6,0]`, onto the same cell
/// turned a quarter).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Step {
    /// Where he stands after the step.
    pub cell: Cell,
    /// His facing after the step.
    pub facing: Facing,
    /// Whether the step went round an edge arc.
    pub via_arc: bool,
}

/// Where leaving the market from `cell` going `facing` brings Assam (only meaningful
/// for a cell on that edge). This is the table of the 28 edge exits: the mosaic arcs join
/// neighbouring rows or columns in pairs, and the corners `[0,6]` and `[6,0]` each have a
/// quarter arc that brings Assam back onto the same cell, turned.
pub const fn edge_exit(cell: Cell, facing: Facing) -> (Cell, Facing) {
    let r = cell.row();
    let c = cell.col();
    let last = SIZE - 1;
    let (row, col, f) = match facing {
        // Top edge: columns 0-1, 2-3, 4-5 paired; the last column is the quarter arc of [0,6].
        Facing::N => {
            if c == last {
                (0, last, Facing::W)
            } else {
                (0, c ^ 1, Facing::S)
            }
        }
        // Bottom edge: columns 1-2, 3-4, 5-6; column 0 is the quarter arc of [6,0].
        Facing::S => {
            if c == 0 {
                (last, 0, Facing::E)
            } else {
                (last, ((c - 1) ^ 1) + 1, Facing::N)
            }
        }
        // Left edge: rows 0-1, 2-3, 4-5; the last row is the quarter arc of [6,0].
        Facing::W => {
            if r == last {
                (last, 0, Facing::N)
            } else {
                (r ^ 1, 0, Facing::E)
            }
        }
        // Right edge: rows 1-2, 3-4, 5-6; row 0 is the quarter arc of [0,6].
        Facing::E => {
            if r == 0 {
                (0, last, Facing::S)
            } else {
                (((r - 1) ^ 1) + 1, last, Facing::W)
            }
        }
    };
    match Cell::new(row, col) {
        Some(c) => (c, f),
        None => panic!("edge table"),
    }
}

const fn compute_step(cell: Cell, facing: Facing) -> Step {
    let (dr, dc) = facing.delta();
    let r = cell.row() as i8 + dr;
    let c = cell.col() as i8 + dc;
    if r >= 0 && r < SIZE as i8 && c >= 0 && c < SIZE as i8 {
        match Cell::new(r as u8, c as u8) {
            Some(next) => Step {
                cell: next,
                facing,
                via_arc: false,
            },
            None => panic!("step table"),
        }
    } else {
        let (next, f) = edge_exit(cell, facing);
        Step {
            cell: next,
            facing: f,
            via_arc: true,
        }
    }
}

const fn build_steps() -> [[Step; 4]; CELLS] {
    let mut table = [[Step {
        cell: Cell::CENTRE,
        facing: Facing::N,
        via_arc: false,
    }; 4]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let cell = match Cell::from_index(i) {
            Some(c) => c,
            None => panic!("cell"),
        };
        let mut f = 0;
        while f < 4 {
            table[i][f] = compute_step(cell, Facing::from_index(f as u8));
            f += 1;
        }
        i += 1;
    }
    table
}

/// `STEPS[cell][facing]`: one step of Assam from every cell in every facing.
pub static STEPS: [[Step; 4]; CELLS] = build_steps();

/// One step of Assam from `cell` going `facing`, following an edge arc when needed.
#[inline]
pub fn step(cell: Cell, facing: Facing) -> Step {
    STEPS[cell.index()][facing as usize]
}

const fn build_destinations() -> [[[(Cell, Facing); 4]; 4]; CELLS] {
    let mut table = [[[(Cell::CENTRE, Facing::N); 4]; 4]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut f = 0;
        while f < 4 {
            let mut cell = match Cell::from_index(i) {
                Some(c) => c,
                None => panic!("cell"),
            };
            let mut facing = Facing::from_index(f as u8);
            let mut n = 0;
            while n < 4 {
                let s = STEPS[cell.index()][facing as usize];
                cell = s.cell;
                facing = s.facing;
                table[i][f][n] = (cell, facing);
                n += 1;
            }
            f += 1;
        }
        i += 1;
    }
    table
}

/// `DESTINATIONS[cell][facing][face - 1]`: where a walk of `face` steps ends.
static DESTINATIONS: [[[(Cell, Facing); 4]; 4]; CELLS] = build_destinations();

/// Where Assam stops after `face` (1..=4) steps from `cell` looking `facing`, and his
/// facing there (one table look-up).
#[inline]
pub fn destination(cell: Cell, facing: Facing, face: u8) -> (Cell, Facing) {
    DESTINATIONS[cell.index()][facing as usize][(face.clamp(1, 4) - 1) as usize]
}
