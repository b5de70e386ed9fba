//! The per-game mutable core: market, Assam, money, rugs, phase. Small and cheap to clone
//! (no heap data), so bots can copy it freely; every rule of a turn lives here, once.

use serde::Serialize;

use crate::assam::{Assam, Path};
use crate::cell::{Cell, CellSet};
use crate::die::is_face;
use crate::error::ActionError;
use crate::event::{Event, EventSink};
use crate::facing::{destination, Facing, Rotation};
use crate::market::{ColorId, Market};
use crate::phase::Phase;
use crate::rng::{below, Draw};
use crate::rug::{RugFault, RugPos};
use crate::rules::{Bankruptcy, Rules, TurnOrder};
use crate::score::{self, Score};
use crate::seat::Seat;

/// Dirhams each player starts with.
pub const START_MONEY: u16 = 30;
/// Rugs in each 2-player pile.
pub const PILE: usize = 24;

/// Rugs each player has at the start for a number of players (2, 3 or 4).
pub const fn rugs_each(players: usize) -> u8 {
    match players {
        2 => 24,
        3 => 15,
        _ => 12,
    }
}

/// What is owed for standing on a cell.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Debt {
    /// Who pays (the seat to play).
    pub payer: Seat,
    /// Who is paid (owner of the area's colour).
    pub payee: Seat,
    /// The area's colour.
    pub color: ColorId,
    /// What is owed: one dirham per cell of the area.
    pub amount: u32,
    /// The cells of the area, row by row.
    pub area: Vec<Cell>,
}

/// The game's mutable core. All rules of a turn are applied here; [`crate::Game`] adds
/// names, the die's random source and the record around it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) market: Market,
    pub(crate) assam: Assam,
    pub(crate) money: [u16; 4],
    pub(crate) rugs_left: [u8; 4],
    pub(crate) eliminated: u8,
    pub(crate) players: u8,
    pub(crate) rules: Rules,
    pub(crate) phase: Phase,
    pub(crate) seat: u8,
    pub(crate) turn: u16,
    pub(crate) laid: u8,
    /// Rugs still to lay in the whole game.
    pub(crate) rugs_total: u8,
    pub(crate) last_roll: u8,
    /// 2 players: for each seat, which of its two colours (0 or 1) each rug of its pile is.
    pub(crate) piles: [[u8; PILE]; 2],
}

impl Position {
    /// A new game's position. `piles` is required with 2 players (each 24 entries, 0 or 1:
    /// which of the seat's two colours) and ignored otherwise. `players` must be 2 to 4.
    pub fn new(players: usize, rules: Rules, assam: Assam, piles: [[u8; PILE]; 2]) -> Position {
        assert!((2..=4).contains(&players), "2 to 4 players");
        let each = rugs_each(players);
        let mut rugs_left = [0u8; 4];
        let mut money = [0u16; 4];
        for s in 0..players {
            rugs_left[s] = each;
            money[s] = START_MONEY;
        }
        Position {
            market: Market::new(),
            assam,
            money,
            rugs_left,
            eliminated: 0,
            players: players as u8,
            rules,
            phase: rules.turn_order.first_phase(),
            seat: 0,
            turn: 1,
            laid: 0,
            rugs_total: each * players as u8,
            last_roll: 0,
            piles,
        }
    }

    // ----- queries -------------------------------------------------------------------

    /// Number of players (2 to 4).
    pub fn players(&self) -> usize {
        self.players as usize
    }
    /// The options.
    pub fn rules(&self) -> Rules {
        self.rules
    }
    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// The seat to play (or playing now). After the end, the seat that played last.
    pub fn current_seat(&self) -> usize {
        self.seat as usize
    }
    /// The current turn's number, 1-based (the record's turn index + 1).
    pub fn turn_number(&self) -> usize {
        self.turn as usize
    }
    /// Rugs laid so far (the last rug's id).
    pub fn rugs_laid(&self) -> usize {
        self.laid as usize
    }
    /// The last die face rolled (0 before any roll).
    pub fn last_roll(&self) -> u8 {
        self.last_roll
    }
    /// Assam.
    pub fn assam(&self) -> Assam {
        self.assam
    }
    /// The market.
    pub fn market(&self) -> &Market {
        &self.market
    }
    /// A seat's dirhams.
    pub fn money(&self, seat: usize) -> u32 {
        self.money[seat] as u32
    }
    /// Rugs a seat still has to lay (0 once eliminated).
    pub fn rugs_left(&self, seat: usize) -> u32 {
        self.rugs_left[seat] as u32
    }
    /// Whether a seat is out.
    pub fn is_eliminated(&self, seat: usize) -> bool {
        self.eliminated & (1 << seat) != 0
    }
    /// Rugs still to be laid in the whole game.
    #[inline]
    pub fn rugs_left_total(&self) -> u32 {
        self.rugs_total as u32
    }
    /// Number of colours in the game (4 with 2 players).
    pub fn colors(&self) -> usize {
        if self.players == 2 {
            4
        } else {
            self.players as usize
        }
    }
    /// The seat owning colour `color`.
    #[inline]
    pub fn owner(&self, color: ColorId) -> usize {
        if self.players == 2 {
            color.index() >> 1
        } else {
            color.index()
        }
    }
    /// The colours of a seat.
    pub fn colors_of(&self, seat: usize) -> impl Iterator<Item = ColorId> {
        let two = self.players == 2;
        let first = if two { seat * 2 } else { seat };
        (first..first + if two { 2 } else { 1 }).map(ColorId::new)
    }
    /// Cells showing any of the seat's colours (neutral rugs included).
    pub fn visible(&self, seat: usize) -> u32 {
        self.colors_of(seat)
            .map(|k| self.market.cells_of(k).len())
            .sum()
    }
    /// The colour of the rug `seat` lays next (2 players: the top of its pile only), or
    /// `None` when it has none left.
    pub fn next_rug_color(&self, seat: usize) -> Option<ColorId> {
        let left = self.rugs_left[seat] as usize;
        if left == 0 || seat >= self.players as usize {
            None
        } else if self.players == 2 {
            Some(ColorId::new(
                seat * 2 + self.piles[seat][PILE - left] as usize,
            ))
        } else {
            Some(ColorId::new(seat))
        }
    }
    /// The full 2-player piles (what a record needs; not for display).
    pub fn piles(&self) -> &[[u8; PILE]; 2] {
        &self.piles
    }
    /// Replaces the part of `seat`'s pile not laid yet except its top (a bot's guess of the
    /// hidden order). The counts of each colour stay the same.
    pub fn shuffle_hidden_pile<R: Draw>(&mut self, seat: usize, rng: &mut R) {
        if self.players != 2 || seat > 1 {
            return;
        }
        let start = PILE - self.rugs_left[seat] as usize + 1;
        if start >= PILE {
            return;
        }
        let hidden = &mut self.piles[seat][start..];
        for i in (1..hidden.len()).rev() {
            let j = below(rng.draw32(), i + 1);
            hidden.swap(i, j);
        }
    }

    /// Score of each seat with its breakdown.
    pub fn scores(&self) -> Vec<Score> {
        (0..self.players()).map(|s| self.score(s)).collect()
    }
    /// One seat's score.
    pub fn score(&self, seat: usize) -> Score {
        let money = self.money(seat);
        let visible = self.visible(seat);
        Score {
            seat: Seat::new(seat),
            money,
            visible,
            total: (!self.is_eliminated(seat)).then_some(money + visible),
        }
    }
    /// The winners once the game is over (score, then money, then shared); empty before.
    pub fn winners(&self) -> Vec<Seat> {
        if self.is_over() {
            score::winners(&self.scores())
        } else {
            Vec::new()
        }
    }

    /// The rotations allowed now: classic orient none/left/right; roll-first closing
    /// quarter turn left/right; none in other phases.
    pub fn legal_rotations(&self) -> &'static [Rotation] {
        match self.phase {
            Phase::Orient => &Rotation::ALL,
            Phase::QuarterTurn => &Rotation::QUARTERS,
            _ => &[],
        }
    }

    /// The walk for die face `face` from Assam's cell, looking `facing`.
    pub fn path_for(&self, facing: Facing, face: u8) -> Path {
        Path::walk(self.assam.cell, facing, face)
    }

    /// The four walks (faces 1..=4) after turning Assam by `rotation`.
    pub fn preview_paths(&self, rotation: Rotation) -> [Path; 4] {
        let f = self.assam.facing.rotated(rotation);
        [1, 2, 3, 4].map(|face| self.path_for(f, face))
    }

    /// What `payer` would owe standing on `cell`: `(payee, colour, area)`.
    #[inline]
    pub(crate) fn debt_bits(&self, cell: Cell, payer: usize) -> Option<(usize, ColorId, CellSet)> {
        let k = self.market.color_at(cell)?;
        let payee = self.owner(k);
        if payee == payer || self.is_eliminated(payee) {
            return None;
        }
        Some((payee, k, self.market.area(cell, k)))
    }

    /// What `payer` would owe if Assam stopped on `cell` now.
    pub fn debt_at(&self, cell: Cell, payer: usize) -> Option<Debt> {
        self.debt_bits(cell, payer)
            .map(|(payee, color, area)| Debt {
                payer: Seat::new(payer),
                payee: Seat::new(payee),
                color,
                amount: area.len(),
                area: area.to_vec(),
            })
    }

    /// What the seat to play owes (or owed) where Assam stands; `None` when nothing, or
    /// when the game is over.
    pub fn owed_here(&self) -> Option<Debt> {
        if self.is_over() {
            return None;
        }
        self.debt_at(self.assam.cell, self.current_seat())
    }

    /// The connected area of the colour visible on `cell` (empty when bare).
    pub fn area_at(&self, cell: Cell) -> (Option<ColorId>, CellSet) {
        self.market.area_at(cell)
    }

    /// Colour and id of the rug visible on `cell`.
    pub fn rug_at(&self, cell: Cell) -> Option<(ColorId, u8)> {
        self.market.rug_at(cell)
    }

    /// The legal rug positions now (empty unless the phase is `place`), without allocating:
    /// exactly the positions [`Position::place`] accepts, at most 12, in the order of
    /// [`crate::candidates`].
    pub fn legal_rugs(&self) -> impl Iterator<Item = RugPos> + '_ {
        let on = self.phase == Phase::Place;
        self.market.legal_rugs(self.assam.cell).filter(move |_| on)
    }

    /// Whether a rug on `cells` (a [`RugPos`] or two cells in either order) is legal now,
    /// and why not.
    pub fn check_rug(&self, cells: impl Into<[Cell; 2]>) -> Result<(), ActionError> {
        let cells = cells.into();
        self.expect(Phase::Place)?;
        self.market
            .check_rug(self.assam.cell, cells[0], cells[1])
            .map_err(|reason| self.illegal(cells, reason))
    }

    fn illegal(&self, cells: [Cell; 2], reason: RugFault) -> ActionError {
        ActionError::IllegalRug {
            cells,
            reason,
            turn: self.turn_number(),
        }
    }

    fn expect(&self, expected: Phase) -> Result<(), ActionError> {
        if self.phase == expected {
            Ok(())
        } else if self.phase == Phase::Over {
            Err(ActionError::GameOver {
                turn: self.turn_number(),
            })
        } else {
            Err(ActionError::WrongPhase {
                expected,
                actual: self.phase,
                turn: self.turn_number(),
            })
        }
    }

    // ----- actions -------------------------------------------------------------------

    /// Turns Assam as the phase asks: the classic orient in [`Phase::Orient`] or the
    /// roll-first closing quarter turn in [`Phase::QuarterTurn`]. In another phase, refused
    /// as the action of the game's turn order would be.
    pub fn rotate<S: EventSink>(
        &mut self,
        rotation: Rotation,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        let quarter = match self.phase {
            Phase::Orient => false,
            Phase::QuarterTurn => true,
            _ => self.rules.turn_order == TurnOrder::RollFirst,
        };
        if quarter {
            self.quarter_turn(rotation, sink)
        } else {
            self.orient(rotation, sink)
        }
    }

    /// Classic: keep Assam's facing or turn him a quarter left or right (phase `orient`).
    pub fn orient<S: EventSink>(
        &mut self,
        rotation: Rotation,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        self.expect(Phase::Orient)?;
        let from = self.assam.facing;
        let to = from.rotated(rotation);
        self.assam.facing = to;
        let seat = self.current_seat();
        sink.emit(|| Event::Rotated {
            seat: Seat::new(seat),
            from,
            to,
            rotation,
        });
        self.phase = Phase::Roll;
        Ok(())
    }

    /// Applies die face `face` (phase `roll`): Assam walks, the payment follows; then phase
    /// `place`, or, if the payer is eliminated, the turn ends.
    pub fn roll<S: EventSink>(&mut self, face: u8, sink: &mut S) -> Result<(), ActionError> {
        self.expect(Phase::Roll)?;
        if !is_face(face) {
            return Err(ActionError::BadFace {
                face,
                turn: self.turn_number(),
            });
        }
        self.apply_roll(face, sink);
        Ok(())
    }

    pub(crate) fn apply_roll<S: EventSink>(&mut self, face: u8, sink: &mut S) {
        let seat = self.current_seat();
        self.last_roll = face;
        sink.emit(|| Event::Rolled {
            seat: Seat::new(seat),
            face,
        });
        let start = self.assam;
        let (cell, facing) = destination(start.cell, start.facing, face);
        self.assam = Assam { cell, facing };
        sink.emit(|| Event::Moved {
            seat: Seat::new(seat),
            steps: Path::walk(start.cell, start.facing, face).steps().to_vec(),
        });
        if let Some((payee, color, area)) = self.debt_bits(cell, seat) {
            let owed = area.len();
            let have = self.money[seat] as u32;
            let amount = owed.min(have);
            self.money[seat] -= amount as u16;
            self.money[payee] += amount as u16;
            sink.emit(|| Event::Paid {
                from: Seat::new(seat),
                to: Seat::new(payee),
                amount,
                owed,
                color,
                area: area.to_vec(),
            });
            if owed > have && self.rules.bankruptcy == Bankruptcy::Eliminate {
                self.eliminated |= 1 << seat;
                self.rugs_total -= self.rugs_left[seat];
                self.rugs_left[seat] = 0;
                sink.emit(|| Event::Eliminated {
                    seat: Seat::new(seat),
                });
                self.end_turn(sink);
                return;
            }
        }
        self.phase = Phase::Place;
    }

    /// Lays the seat's next rug on `cells` (phase `place`): a [`RugPos`], or two cells in
    /// either order (the [`Event::Laid`] keeps the order given).
    pub fn place<S: EventSink>(
        &mut self,
        cells: impl Into<[Cell; 2]>,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        let cells = cells.into();
        self.check_rug(cells)?;
        self.apply_place(cells, sink);
        Ok(())
    }

    pub(crate) fn apply_place<S: EventSink>(&mut self, cells: [Cell; 2], sink: &mut S) {
        let seat = self.current_seat();
        let color = match self.next_rug_color(seat) {
            Some(c) => c,
            None => unreachable!("a seat to play always has a rug"),
        };
        self.laid += 1;
        let rug_id = self.laid;
        self.market.lay(cells[0], cells[1], color, rug_id);
        self.rugs_left[seat] -= 1;
        self.rugs_total -= 1;
        sink.emit(|| Event::Laid {
            seat: Seat::new(seat),
            rug_id,
            color,
            cells,
        });
        if self.rules.turn_order == TurnOrder::RollFirst && self.rugs_left_total() > 0 {
            self.phase = Phase::QuarterTurn;
        } else {
            self.end_turn(sink);
        }
    }

    /// Roll-first: the closing quarter turn, left or right ([`Phase::QuarterTurn`]).
    pub fn quarter_turn<S: EventSink>(
        &mut self,
        rotation: Rotation,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        self.expect(Phase::QuarterTurn)?;
        if rotation == Rotation::None {
            return Err(ActionError::NoQuarterTurn {
                turn: self.turn_number(),
            });
        }
        let from = self.assam.facing;
        let to = from.rotated(rotation);
        self.assam.facing = to;
        let seat = self.current_seat();
        sink.emit(|| Event::QuarterTurned {
            seat: Seat::new(seat),
            from,
            to,
            rotation,
        });
        self.end_turn(sink);
        Ok(())
    }

    /// Ends the turn: the game is over when no rug is left to lay or one player is left in;
    /// otherwise the next seat in order that is in and has rugs plays.
    fn end_turn<S: EventSink>(&mut self, sink: &mut S) {
        let n = self.players;
        // seats still in, as bits: over when at most one bit is left
        let alive = ((1u8 << n) - 1) & !self.eliminated;
        if alive & alive.wrapping_sub(1) == 0 || self.rugs_left_total() == 0 {
            self.phase = Phase::Over;
            sink.emit(|| Event::GameOver {
                winners: self.winners(),
                scores: self.scores(),
            });
            return;
        }
        let s = self.next_seat() as u8;
        self.seat = s;
        self.turn += 1;
        self.phase = self.rules.turn_order.first_phase();
        let (seat, turn) = (s as usize, self.turn as usize);
        sink.emit(|| Event::NextTurn {
            seat: Seat::new(seat),
            turn,
        });
    }

    /// The seat after the current one in turn order that still has rugs (the current seat
    /// itself when no other has).
    #[inline]
    pub(crate) fn next_seat(&self) -> usize {
        let n = self.players as usize;
        let mut s = self.seat as usize;
        for _ in 0..n {
            s = if s + 1 == n { 0 } else { s + 1 };
            if self.rugs_left[s] > 0 {
                return s;
            }
        }
        self.seat as usize
    }
}
