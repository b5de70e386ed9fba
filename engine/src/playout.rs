//! Random play on a [`Position`] for the bots and the benchmark: one random action, or
//! whole random games (playouts) drawn as cheaply as the rules allow.

use crate::die::{face_from_draw, FACES};
use crate::event::{EventSink, NoEvents};
use crate::facing::Rotation;
use crate::market::candidates;
use crate::phase::Phase;
use crate::position::Position;
use crate::rng::{below, Draw};

impl Position {
    /// One random decision or die roll for the current phase (uniform over the legal
    /// choices), without events. Returns `false` when the game is over.
    #[inline]
    pub fn random_action<R: Draw>(&mut self, rng: &mut R) -> bool {
        let mut sink = NoEvents;
        match self.phase {
            Phase::Orient => {
                let r = Rotation::ALL[below(rng.draw32(), 3)];
                let _ = self.orient(r, &mut sink);
            }
            Phase::Roll => {
                let face = face_from_draw(rng.draw32());
                self.apply_roll(face, &mut sink);
            }
            Phase::Place => {
                let draw = rng.draw32();
                self.random_rug(draw, rng, &mut sink);
            }
            Phase::QuarterTurn => {
                let r = Rotation::QUARTERS[below(rng.draw32(), 2)];
                let _ = self.quarter_turn(r, &mut sink);
            }
            Phase::Over => return false,
        }
        true
    }

    /// Plays random legal choices and rolls until the game is over: each choice and roll
    /// uniform over what is legal, as [`Position::random_action`] draws them, but a whole
    /// classic turn (direction, roll, rug) from one 64-bit draw.
    pub fn playout<R: Draw>(&mut self, rng: &mut R) {
        self.playout_with(rng, &mut NoEvents);
    }

    /// [`Position::playout`], sending the events of every action to `sink`.
    pub fn playout_with<R: Draw, S: EventSink>(&mut self, rng: &mut R, sink: &mut S) {
        loop {
            let draw = rng.draw64();
            let (high, low) = ((draw >> 32) as u32, draw as u32);
            match self.phase {
                Phase::Orient => {
                    // direction and face together: 3 x 6 equally likely outcomes
                    let k = below(high, 18);
                    let _ = self.orient(Rotation::ALL[k / 6], sink);
                    self.apply_roll(FACES[k % 6], sink);
                    if self.phase == Phase::Place {
                        self.random_rug(low, rng, sink);
                    }
                }
                Phase::Roll => {
                    self.apply_roll(face_from_draw(high), sink);
                    if self.phase == Phase::Place {
                        self.random_rug(low, rng, sink);
                        if self.phase == Phase::QuarterTurn {
                            // the lowest bit is independent of the high bits `below` used
                            let q = Rotation::QUARTERS[(low & 1) as usize];
                            let _ = self.quarter_turn(q, sink);
                        }
                    }
                }
                Phase::Place => self.random_rug(high, rng, sink),
                Phase::QuarterTurn => {
                    let _ = self.quarter_turn(Rotation::QUARTERS[below(high, 2)], sink);
                }
                Phase::Over => return,
            }
        }
    }

    /// Lays a rug on a uniformly drawn legal position (phase `place`), starting from `draw`.
    /// Rejection sampling: nearly always one draw, as a candidate is illegal only when it
    /// covers one whole rug.
    #[inline]
    fn random_rug<R: Draw, S: EventSink>(&mut self, mut draw: u32, rng: &mut R, sink: &mut S) {
        let cands = candidates(self.assam.cell);
        loop {
            let (a, b) = cands[below(draw, cands.len())];
            if self.market.candidate_ok(a, b) {
                self.apply_place([a, b], sink);
                return;
            }
            draw = rng.draw32();
        }
    }
}
