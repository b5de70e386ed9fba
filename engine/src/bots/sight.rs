//! What master's value network sees of a 2-player position at the start of a turn, from the
//! side of the seat to play ("mover") against the other: the rugs on every cell, what
//! stopping on every cell costs each side, Assam's cell and facing, money, rugs left, and a
//! few measures worked out by hand (what the mover's three directions cost, what the
//! other side's next roll costs after it). A sparse vector: most inputs are 0.

use crate::cell::CELLS;
use crate::die::WEIGHTS;
use crate::facing::{destination, Facing, Rotation};
use crate::market::grow;
use crate::position::{Position, PILE};
use crate::rules::Bankruptcy;

/// Inputs: 4 colour channels a cell, 2 costs a cell, Assam's 196 places, then the scalars.
pub(crate) const CELL_BASE: usize = 0;
pub(crate) const OWED_BASE: usize = CELL_BASE + 4 * CELLS;
pub(crate) const ASSAM_BASE: usize = OWED_BASE + 2 * CELLS;
pub(crate) const SCALAR_BASE: usize = ASSAM_BASE + 4 * CELLS;
pub(crate) const SCALARS: usize = 24;
/// Number of inputs.
pub(crate) const INPUTS: usize = SCALAR_BASE + SCALARS;

/// The inputs that are not 0, as (index, value).
#[derive(Clone, Debug)]
pub(crate) struct Sight {
    pub(crate) len: usize,
    pub(crate) idx: [u16; MAX_ACTIVE],
    pub(crate) val: [f32; MAX_ACTIVE],
}

pub(crate) const MAX_ACTIVE: usize = 2 * CELLS + CELLS + 1 + SCALARS;

impl Sight {
    fn new() -> Sight {
        Sight {
            len: 0,
            idx: [0; MAX_ACTIVE],
            val: [0.0; MAX_ACTIVE],
        }
    }

    #[inline]
    fn push(&mut self, i: usize, v: f32) {
        if v != 0.0 {
            self.idx[self.len] = i as u16;
            self.val[self.len] = v;
            self.len += 1;
        }
    }

    /// The active inputs.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (usize, f32)> + '_ {
        self.idx[..self.len]
            .iter()
            .zip(&self.val[..self.len])
            .map(|(&i, &v)| (i as usize, v))
    }
}

const PROB: [f32; 4] = [
    WEIGHTS[0] as f32 / 6.0,
    WEIGHTS[1] as f32 / 6.0,
    WEIGHTS[2] as f32 / 6.0,
    WEIGHTS[3] as f32 / 6.0,
];

/// Per cell, the size of the area of the colour showing there (0 when bare), and the largest
/// area and the sum of the areas' squares of each seat.
fn areas(pos: &Position) -> ([u8; CELLS], [u32; 2], [u32; 2]) {
    let mut size = [0u8; CELLS];
    let mut largest = [0u32; 2];
    let mut squares = [0u32; 2];
    for k in 0..4 {
        let mask = pos.market.cells_of(crate::market::ColorId::new(k)).0;
        let owner = k >> 1;
        let mut rest = mask;
        while rest != 0 {
            let mut area = rest & rest.wrapping_neg();
            loop {
                let next = grow(area) & mask;
                if next == area {
                    break;
                }
                area = next;
            }
            rest &= !area;
            let s = area.count_ones();
            largest[owner] = largest[owner].max(s);
            squares[owner] += s * s;
            let mut bits = area;
            while bits != 0 {
                size[bits.trailing_zeros() as usize] = s as u8;
                bits &= bits - 1;
            }
        }
    }
    (size, largest, squares)
}

/// What `payer` pays on average rolling from `cell` looking `facing`, and the chance it
/// is put out.
#[inline]
fn roll_cost(owed: &[u8; CELLS], cell: usize, facing: Facing, money: u32, out: bool) -> (f32, f32) {
    let (mut cost, mut broke) = (0.0, 0.0);
    let c = crate::cell::Cell::from_index(cell).unwrap_or(crate::cell::Cell::CENTRE);
    for face in 1..=4u8 {
        let (dest, _) = destination(c, facing, face);
        let o = owed[dest.index()] as u32;
        if o > 0 {
            cost += PROB[face as usize - 1] * o as f32;
            if out && o > money {
                broke += PROB[face as usize - 1];
            }
        }
    }
    (cost, broke)
}

/// The share of the first colour in what is left of `seat`'s pile, from position `from` on.
fn first_share(pos: &Position, seat: usize, from: usize) -> f32 {
    let left = &pos.piles[seat][from.min(PILE)..];
    if left.is_empty() {
        return 0.5;
    }
    left.iter().filter(|&&k| k == 0).count() as f32 / left.len() as f32
}

/// The inputs for the seat to play in a 2-player position at the start of a turn.
pub(crate) fn sight(pos: &Position) -> Sight {
    let mut s = Sight::new();
    let me = pos.seat as usize;
    let other = 1 - me;
    let (size, largest, squares) = areas(pos);
    // what each side owes standing on each cell
    let mut owed = [[0u8; CELLS]; 2];
    for c in 0..CELLS {
        let Some(k) = pos.market.color_index_at(c) else {
            continue;
        };
        let owner = k >> 1;
        let channel = if owner == me { k & 1 } else { 2 + (k & 1) };
        s.push(CELL_BASE + 4 * c + channel, 1.0);
        // the one who does not own it pays
        owed[1 - owner][c] = size[c];
    }
    for (side, seat) in [me, other].into_iter().enumerate() {
        for c in 0..CELLS {
            let o = owed[seat][c];
            if o > 0 {
                s.push(OWED_BASE + 2 * c + side, o as f32 / 10.0);
            }
        }
    }
    let cell = pos.assam.cell.index();
    let facing = pos.assam.facing;
    s.push(ASSAM_BASE + 4 * cell + facing.index() as usize, 1.0);

    let out = pos.rules.bankruptcy == Bankruptcy::Eliminate;
    let money = [pos.money[me] as u32, pos.money[other] as u32];
    // the mover's three directions, cheapest first
    let mut opts = Rotation::ALL.map(|r| {
        let f = facing.rotated(r);
        let (cost, broke) = roll_cost(&owed[me], cell, f, money[0], out);
        (cost + 40.0 * broke, cost, broke, f)
    });
    crate::sort::sort_small_by(&mut opts, |a, b| a.0.total_cmp(&b.0));
    // the other side's next roll after the mover's cheapest direction (it steers too)
    let (mut next_cost, mut next_broke) = (0.0, 0.0);
    {
        let f = opts[0].3;
        let c0 = pos.assam.cell;
        for face in 1..=4u8 {
            let (dest, df) = destination(c0, f, face);
            let mut best = (f32::INFINITY, 0.0, 0.0);
            for r in Rotation::ALL {
                let (cost, broke) =
                    roll_cost(&owed[other], dest.index(), df.rotated(r), money[1], out);
                let key = cost + 40.0 * broke;
                if key < best.0 {
                    best = (key, cost, broke);
                }
            }
            next_cost += PROB[face as usize - 1] * best.1;
            next_broke += PROB[face as usize - 1] * best.2;
        }
    }
    let visible = [pos.visible(me) as f32, pos.visible(other) as f32];
    let rugs = [pos.rugs_left[me] as f32, pos.rugs_left[other] as f32];
    let first_me = pos.piles[me][PILE - (pos.rugs_left[me] as usize).max(1)] == 0;
    let first_other = first_share(pos, other, PILE - pos.rugs_left[other] as usize);
    let m = [money[0] as f32, money[1] as f32];
    let scalars = [
        m[0] / 30.0,
        m[1] / 30.0,
        (12.0 - m[0]).max(0.0) / 12.0,
        (12.0 - m[1]).max(0.0) / 12.0,
        visible[0] / 24.0,
        visible[1] / 24.0,
        (m[0] + visible[0] - m[1] - visible[1]) / 20.0,
        rugs[0] / 24.0,
        rugs[1] / 24.0,
        pos.rugs_total as f32 / 48.0,
        if first_me { 1.0 } else { -1.0 },
        2.0 * first_other - 1.0,
        opts[0].1 / 10.0,
        opts[1].1 / 10.0,
        opts[2].1 / 10.0,
        opts[0].2,
        opts[1].2,
        next_cost / 10.0,
        next_broke,
        largest[me] as f32 / 12.0,
        largest[other] as f32 / 12.0,
        squares[me] as f32 / 60.0,
        squares[other] as f32 / 60.0,
        1.0,
    ];
    for (i, v) in scalars.into_iter().enumerate() {
        s.push(SCALAR_BASE + i, v);
    }
    s
}

/// The market's symmetries that keep Assam's walks (the border arcs) as they are: the
/// identity, the reflection in the diagonal from the top left, the half turn, and both
/// together.
pub(crate) const SYMMETRIES: usize = 4;

/// Cell `i` under symmetry `sym`.
#[inline]
pub(crate) fn map_cell(i: usize, sym: usize) -> usize {
    let (r, c) = (i / 7, i % 7);
    let (r, c) = match sym {
        1 => (c, r),
        2 => (6 - r, 6 - c),
        3 => (6 - c, 6 - r),
        _ => (r, c),
    };
    r * 7 + c
}

/// Facing `f` (N, E, S, W) under symmetry `sym`.
#[inline]
pub(crate) fn map_facing(f: usize, sym: usize) -> usize {
    const T: [[usize; 4]; 4] = [[0, 1, 2, 3], [3, 2, 1, 0], [2, 3, 0, 1], [1, 0, 3, 2]];
    T[sym][f]
}

impl Sight {
    /// The same sight under a symmetry of the market and, with `swap`, each side's two
    /// colours exchanged (bit 0 the mover's, bit 1 the other's): what the network sees of
    /// an equivalent position.
    pub(crate) fn transformed(&self, sym: usize, swap: usize) -> Sight {
        let mut out = self.clone();
        for k in 0..self.len {
            let i = self.idx[k] as usize;
            let j = if i < OWED_BASE {
                let (c, ch) = (i / 4, i % 4);
                let ch = if (swap >> (ch / 2)) & 1 == 1 {
                    ch ^ 1
                } else {
                    ch
                };
                CELL_BASE + 4 * map_cell(c, sym) + ch
            } else if i < ASSAM_BASE {
                let (c, side) = ((i - OWED_BASE) / 2, (i - OWED_BASE) % 2);
                OWED_BASE + 2 * map_cell(c, sym) + side
            } else if i < SCALAR_BASE {
                let (c, f) = ((i - ASSAM_BASE) / 4, (i - ASSAM_BASE) % 4);
                ASSAM_BASE + 4 * map_cell(c, sym) + map_facing(f, sym)
            } else {
                let s = i - SCALAR_BASE;
                if (s == NEXT_MINE && swap & 1 == 1) || (s == NEXT_OTHER && swap & 2 == 2) {
                    out.val[k] = -self.val[k];
                }
                i
            };
            out.idx[k] = j as u16;
        }
        out
    }
}

/// The scalars giving each side's next colour (signed: +1 the first colour).
const NEXT_MINE: usize = 10;
const NEXT_OTHER: usize = 11;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell::Cell;

    #[test]
    fn the_symmetries_keep_assams_walks() {
        for sym in 0..SYMMETRIES {
            for i in 0..CELLS {
                for f in 0..4 {
                    for face in 1..=4 {
                        let (d, df) = destination(
                            Cell::from_index(i).unwrap(),
                            Facing::from_index(f as u8),
                            face,
                        );
                        let (e, ef) = destination(
                            Cell::from_index(map_cell(i, sym)).unwrap(),
                            Facing::from_index(map_facing(f, sym) as u8),
                            face,
                        );
                        assert_eq!(e.index(), map_cell(d.index(), sym), "{sym} {i} {f} {face}");
                        assert_eq!(ef.index() as usize, map_facing(df.index() as usize, sym));
                    }
                }
            }
        }
    }
}
