//! The game state, `marrakech-state/1` (described in `docs/formats.md`): what the replay
//! tool prints.

use crate::seat::Seat;
use serde::{Deserialize, Serialize};

use crate::cell::{Cell, SIZE};
use crate::facing::Facing;
use crate::game::Game;
use crate::phase::Phase;

/// The `format` value of a state.
pub const STATE_FORMAT: &str = "marrakech-state/1";

/// Assam in a state.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct AssamState {
    /// Row.
    pub row: u8,
    /// Column.
    pub col: u8,
    /// Facing.
    pub facing: Facing,
}

/// One seat in a state.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PlayerState {
    /// Dirhams.
    pub money: u32,
    /// Cells showing the seat's colours (neutral rugs included).
    pub visible: u32,
    /// Rugs still to lay (0 once eliminated).
    pub rugs_left: u32,
    /// Whether out.
    pub eliminated: bool,
    /// `money + visible`, `null` when eliminated.
    pub score: Option<u32>,
}

/// `marrakech-state/1`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct State {
    /// Always `marrakech-state/1`.
    pub format: String,
    /// Assam.
    pub assam: AssamState,
    /// Colour visible on each cell, row by row.
    pub board: Vec<Vec<Option<String>>>,
    /// Rug id visible on each cell.
    pub rug_ids: Vec<Vec<Option<u8>>>,
    /// The seats.
    pub players: Vec<PlayerState>,
    /// Seat to play, `null` once over.
    pub next: Option<usize>,
    /// Phase.
    pub phase: Phase,
    /// Whether over.
    pub over: bool,
    /// Winning seats once over.
    pub winners: Vec<Seat>,
}

impl State {
    /// As indented JSON text.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).expect("a state always serialises")
    }
}

impl Game {
    /// The state of the game now.
    pub fn state(&self) -> State {
        let pos = self.position();
        let a = pos.assam();
        let board = grid(|cell| {
            pos.rug_at(cell)
                .map(|(k, _)| self.color_name(k).to_string())
        });
        let rug_ids = grid(|cell| pos.market().rug_id_at(cell));
        let over = pos.is_over();
        State {
            format: STATE_FORMAT.to_string(),
            assam: AssamState {
                row: a.cell.row(),
                col: a.cell.col(),
                facing: a.facing,
            },
            board,
            rug_ids,
            players: pos
                .scores()
                .into_iter()
                .map(|s| PlayerState {
                    money: s.money,
                    visible: s.visible,
                    rugs_left: pos.rugs_left(s.seat.index()),
                    eliminated: pos.is_eliminated(s.seat.index()),
                    score: s.total,
                })
                .collect(),
            next: (!over).then(|| pos.current_seat()),
            phase: pos.phase(),
            over,
            winners: pos.winners(),
        }
    }
}

/// `f` of every cell, row by row.
fn grid<T>(f: impl Fn(Cell) -> T) -> Vec<Vec<T>> {
    (0..SIZE)
        .map(|r| {
            (0..SIZE)
                .map(|c| f(Cell::new(r, c).expect("on the market")))
                .collect()
        })
        .collect()
}
