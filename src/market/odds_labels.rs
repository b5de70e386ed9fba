//! Where the chance labels go on the cells Assam may reach: in the part of the cell that the
//! direction arrows and the labels of where each face stops leave free, so that a chance never
//! hides them (the cell beside or below him holds an arrow's head in its near half, a
//! landing's label takes a cell's top).

use super::assam::angle;
use marrakech_engine::{Cell, Facing};

/// A label's half width and half height, in SVG units.
pub const HALF_W: i32 = 32;
pub const HALF_H: i32 = 11;

/// How far a label's centre may lie from its cell's centre, up or down.
const REACH: i32 = 36;

/// How many offsets are tried.
const SLOTS: i32 = 2 * REACH + 1;

/// The `k`th offset of a label's centre from its cell's centre, in the order tried: the top
/// band, the bottom band, then from the middle outwards (between what fills a cell's top and
/// an arrow in its bottom half there is just room).
fn slot(k: i32) -> i32 {
    match k {
        0 => -REACH + 2,
        1 => REACH - 2,
        _ if k % 2 == 0 => -(k - 2) / 2,
        _ => (k - 1) / 2,
    }
}

/// A box: left, top, right, bottom.
pub type Box = (i32, i32, i32, i32);

/// The arrow drawn at Assam, pointing up before it is turned: from `ARROW_BASE` to
/// `ARROW_TIP` units past his centre, `ARROW_HALF` units either side.
pub const ARROW_BASE: i32 = 56;
pub const ARROW_TIP: i32 = 88;
pub const ARROW_HALF: i32 = 20;
/// That arrow drawn (its numbers are the three above: a test keeps them so).
pub const ARROW_PATH: &str = "M0 -88 L20 -69 L9 -69 L9 -56 L-9 -56 L-9 -69 L-20 -69 Z";

/// The box an arrow drawn at Assam (centre `at`) for `facing` covers.
pub fn arrow_box(at: (i32, i32), facing: Facing) -> Box {
    let (cx, cy) = at;
    let (b, t, h) = (ARROW_BASE, ARROW_TIP, ARROW_HALF);
    match angle(facing) {
        0 => (cx - h, cy - t, cx + h, cy - b),
        90 => (cx + b, cy - h, cx + t, cy + h),
        180 => (cx - h, cy + b, cx + h, cy + t),
        _ => (cx - t, cy - h, cx - b, cy + h),
    }
}

/// Whether two boxes overlap, or come closer than one unit.
fn overlaps(a: Box, b: Box) -> bool {
    a.0 < b.2 + 1 && b.0 < a.2 + 1 && a.1 < b.3 + 1 && b.1 < a.3 + 1
}

fn label_box(centre: (i32, i32), dy: i32) -> Box {
    let (cx, cy) = (centre.0, centre.1 + dy);
    (cx - HALF_W, cy - HALF_H, cx + HALF_W, cy + HALF_H)
}

/// The vertical offset from the cell's centre of the label of each stop, in order: the first
/// slot clear of every box `keep_clear` and of the labels already on its cell; when none is,
/// the first not taken on its cell (two labels never lie on each other).
pub fn offsets(stops: &[(Cell, (i32, i32))], keep_clear: &[Box]) -> Vec<i32> {
    let mut placed: Vec<(Cell, i32)> = Vec::with_capacity(stops.len());
    for &(cell, centre) in stops {
        let at = |dy: i32| label_box(centre, dy);
        let mut found = None;
        for dy in (0..SLOTS).map(slot) {
            let free = !placed
                .iter()
                .any(|&(c, d)| c == cell && overlaps(at(d), at(dy)));
            if free {
                if !keep_clear.iter().any(|&a| overlaps(a, at(dy))) {
                    found = Some(dy);
                    break;
                }
                found.get_or_insert(dy);
            }
        }
        placed.push((cell, found.unwrap_or(0)));
    }
    placed.into_iter().map(|(_, d)| d).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::market::geometry::centre;
    use crate::market::geometry::CELL;

    fn at(cell: Cell) -> (i32, i32) {
        centre(cell.row(), cell.col())
    }

    fn cell(name: &str) -> Cell {
        Cell::from_name(name).expect("a cell")
    }

    #[test]
    fn labels_stay_clear_of_the_arrows_around_assam() {
        // Assam in D4 facing north: arrows up, left and right (not back)
        let assam = at(cell("D4"));
        let arrows: Vec<Box> = [Facing::N, Facing::W, Facing::E]
            .iter()
            .map(|&f| arrow_box(assam, f))
            .collect();
        for name in ["D3", "C4", "E4", "D5", "D2", "B4"] {
            let c = cell(name);
            let dy = offsets(&[(c, at(c))], &arrows)[0];
            for a in &arrows {
                assert!(!overlaps(*a, label_box(at(c), dy)), "{name}: {dy}");
            }
        }
        // the cell above him holds the up arrow's head in its lower half: top band
        assert_eq!(
            offsets(&[(cell("D3"), at(cell("D3")))], &arrows),
            vec![-REACH + 2]
        );
        // facing south, the cell below him takes its label in its lower half
        let down = [arrow_box(assam, Facing::S)];
        assert_eq!(
            offsets(&[(cell("D5"), at(cell("D5")))], &down),
            vec![REACH - 2]
        );
    }

    #[test]
    fn two_labels_on_one_cell_never_lie_on_each_other() {
        let c = cell("E4");
        let arrows = [arrow_box(at(cell("D4")), Facing::E)];
        let dys = offsets(&[(c, at(c)), (c, at(c))], &arrows);
        assert_ne!(dys[0], dys[1]);
        for &dy in &dys {
            assert!(!overlaps(arrows[0], label_box(at(c), dy)), "{dy}");
        }
    }

    #[test]
    fn a_face_s_label_at_the_top_of_a_cell_sends_the_chance_to_its_bottom() {
        let c = cell("B2");
        let (cx, cy) = at(c);
        let face = (cx - 20, cy - 46, cx + 20, cy - 12);
        assert_eq!(offsets(&[(c, at(c))], &[face]), vec![REACH - 2]);
        // with nothing to avoid, the top band
        assert_eq!(offsets(&[(c, at(c))], &[]), vec![-REACH + 2]);
    }

    #[test]
    fn above_assam_a_face_s_label_and_his_arrow_leave_room_for_a_chance_between_them() {
        // the cell above him, at the roll: what the face stops on at its top (34 units from 4
        // past its edge), the arrow straight on in its bottom half
        let c = cell("D3");
        let (cx, cy) = at(c);
        let face = (cx - 20, cy - 46, cx + 20, cy - 12);
        let arrow = arrow_box(at(cell("D4")), Facing::N);
        let dy = offsets(&[(c, at(c))], &[face, arrow])[0];
        assert!(!overlaps(face, label_box(at(c), dy)) && !overlaps(arrow, label_box(at(c), dy)));
        // and with the other directions' chances there, two labels over his arrow
        let dys = offsets(&[(c, at(c)), (c, at(c))], &[arrow]);
        for &dy in &dys {
            assert!(!overlaps(arrow, label_box(at(c), dy)), "{dy}");
        }
        assert!(!overlaps(
            label_box(at(c), dys[0]),
            label_box(at(c), dys[1])
        ));
    }

    #[test]
    fn the_arrow_drawn_is_the_arrow_boxed() {
        let (b, t, h) = (ARROW_BASE, ARROW_TIP, ARROW_HALF);
        let head = t - h + 1;
        let drawn =
            format!("M0 -{t} L{h} -{head} L9 -{head} L9 -{b} L-9 -{b} L-9 -{head} L-{h} -{head} Z");
        assert_eq!(ARROW_PATH, drawn);
    }

    #[test]
    fn every_offset_is_tried_once() {
        let mut all: Vec<i32> = (0..SLOTS).map(slot).collect();
        assert_eq!(&all[..5], &[-REACH + 2, REACH - 2, 0, 1, -1]);
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), SLOTS as usize - 2);
    }

    #[test]
    fn a_label_inside_its_cell() {
        for dy in (0..SLOTS).map(slot) {
            let (_, top, _, bottom) = label_box((0, 0), dy);
            assert!(top >= -CELL / 2 && bottom <= CELL / 2, "{dy}");
        }
    }
}
