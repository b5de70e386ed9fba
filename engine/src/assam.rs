//! Assam: where he stands, where he looks, and his walk for a die face.

use serde::{Deserialize, Serialize};

use crate::cell::Cell;
use crate::facing::{step, Facing, Step};

/// Where Assam stands and where he looks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Assam {
    /// His cell.
    pub cell: Cell,
    /// His facing.
    pub facing: Facing,
}

impl Default for Assam {
    /// The centre `[3,3]`, facing N.
    fn default() -> Self {
        Assam {
            cell: Cell::CENTRE,
            facing: Facing::N,
        }
    }
}

/// Assam's walk for one die face: up to 4 steps, without allocating.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Path {
    steps: [Step; 4],
    len: u8,
}

impl Path {
    /// Walks `face` steps from `cell` looking `facing`.
    pub fn walk(cell: Cell, facing: Facing, face: u8) -> Path {
        let mut steps = [Step {
            cell,
            facing,
            via_arc: false,
        }; 4];
        let (mut c, mut f) = (cell, facing);
        let n = face.min(4);
        for s in steps.iter_mut().take(n as usize) {
            *s = step(c, f);
            c = s.cell;
            f = s.facing;
        }
        Path { steps, len: n }
    }

    /// The steps, in order.
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }

    /// Where the walk ends (the last step), or `None` for an empty walk.
    pub fn end(&self) -> Option<Step> {
        self.steps().last().copied()
    }
}
