//! The ledger: walks a game by link in order (joins, links and rolls) and tells which chain
//! values each roll and each link used. One walk serves the checking device and the rolling
//! one, so they cannot disagree.

use super::link::{Link, LinkError};
use crate::event::Event as GameEvent;
use crate::game::Game;
use crate::phase::Phase;

/// A roll as the ledger sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Roll {
    /// 0-based turn.
    pub turn: usize,
    /// The face in the record (`None` for the roll about to be made).
    pub face: Option<u8>,
    pub device: u8,
    /// Index of the mover's value used.
    pub own: u16,
    /// The other device's value used: device and index (0, the commitment, for a join).
    pub other: (u8, u16),
}

/// What the walk found.
#[derive(Clone, Debug, Default)]
pub(crate) struct Ledger {
    /// Values used by each device (rolls and links).
    pub used: Vec<u16>,
    /// Values revealed by each device.
    pub revealed: Vec<u16>,
    /// Each device's latest event.
    pub last_event: Vec<Option<usize>>,
    /// Where each device joined in `reveals`.
    joined: Vec<Option<usize>>,
    /// Every value revealed, in order: (device, index); a join reveals its commitment.
    reveals: Vec<(u8, u16)>,
    pub rolls: Vec<Roll>,
    /// Where the game stands at the end of the walk: the seat to move (`None` once over),
    /// and whether it stands between two turns (where links are sent).
    pub mover: Option<usize>,
    pub between_turns: bool,
}

impl Ledger {
    /// Walks `link` to its end. With `next_roll`, also the roll the seat to move is about to
    /// make (the record's last turn may then be unfinished).
    pub fn walk(link: &Link, next_roll: bool) -> Result<Ledger, LinkError> {
        let (game, events) = Game::replay_with_events(&link.record)
            .map_err(|e| LinkError::Code(crate::error::CodeError::Impossible(e)))?;
        let table = &link.table;
        let n = table.devices.len();
        let mut l = Ledger {
            used: vec![0; n],
            revealed: vec![0; n],
            last_event: vec![None; n],
            joined: vec![None; n],
            ..Ledger::default()
        };
        let mut rolls = events.iter().filter_map(|(turn, e)| match e {
            GameEvent::Rolled { seat, face } => Some((turn - 1, *seat, *face)),
            _ => None,
        });
        let total = link.record.turns.len();
        let mut next = 0;
        let mut last_turns = 0;
        for t in 0..=total {
            while let Some(e) = table.events.get(next).filter(|e| e.turns as usize == t) {
                if e.turns < last_turns {
                    return Err(LinkError::Malformed);
                }
                last_turns = e.turns;
                l.event(link, next)?;
                next += 1;
            }
            if let Some((turn, seat, face)) = rolls.clone().next().filter(|r| r.0 == t) {
                rolls.next();
                l.roll(link, turn, seat.index(), Some(face))?;
            }
        }
        if next != table.events.len() {
            return Err(LinkError::Malformed);
        }
        let start = link.record.rules.turn_order.first_phase();
        l.mover = (!game.is_over()).then(|| game.current_seat().index());
        l.between_turns = game.is_over() || game.phase() == start;
        if next_roll {
            if game.phase() != Phase::Roll {
                return Err(LinkError::Malformed);
            }
            l.roll(
                link,
                game.turn_number() - 1,
                game.current_seat().index(),
                None,
            )?;
        }
        Ok(l)
    }

    /// Devices that have joined so far.
    fn joined_count(&self) -> usize {
        self.joined.iter().filter(|j| j.is_some()).count()
    }

    fn event(&mut self, link: &Link, i: usize) -> Result<(), LinkError> {
        let table = &link.table;
        let e = table.events[i];
        let d = e.device as usize;
        if d >= table.devices.len() {
            return Err(LinkError::Malformed);
        }
        if self.joined[d].is_none() {
            // joins come in device order, before any turn
            if d != self.joined_count() || e.turns != 0 {
                return Err(LinkError::Malformed);
            }
            self.joined[d] = Some(self.reveals.len());
            self.reveals.push((e.device, 0));
        } else {
            // a value is revealed only once every seat is taken, so no late joiner can try
            // secrets against it
            if !self.all_seated(link) {
                return Err(LinkError::Malformed);
            }
            if self.used[d] == self.revealed[d] {
                // A link with no roll since the device's last one reveals a fresh value. Only
                // one such link is allowed: the start link the first mover waits for, from
                // another device. More would let a device pick among its own values.
                let first = link.table.seats.first().copied().flatten();
                let start = self.rolls.is_empty()
                    && first.is_some_and(|m| m != e.device && self.other_for(m).is_none());
                if !start {
                    return Err(LinkError::Malformed);
                }
                self.used[d] += 1;
            }
            self.revealed[d] = self.used[d];
            self.reveals.push((e.device, self.revealed[d]));
        }
        self.last_event[d] = Some(i);
        Ok(())
    }

    /// Whether every seat is taken by a device that has joined.
    pub fn all_seated(&self, link: &Link) -> bool {
        let joined = self.joined_count();
        link.table
            .seats
            .iter()
            .all(|s| s.is_some_and(|d| (d as usize) < joined))
    }

    /// The latest value revealed by a device other than `d` since `d` joined.
    pub fn other_for(&self, d: u8) -> Option<(u8, u16)> {
        let since = self.joined.get(d as usize).copied().flatten()?;
        self.reveals[since + 1..]
            .iter()
            .rev()
            .find(|(e, _)| *e != d)
            .copied()
    }

    fn roll(
        &mut self,
        link: &Link,
        turn: usize,
        seat: usize,
        face: Option<u8>,
    ) -> Result<(), LinkError> {
        let unfair = LinkError::UnfairRoll { turn: turn + 1 };
        if !self.all_seated(link) {
            return Err(unfair);
        }
        let d = link
            .table
            .seats
            .get(seat)
            .copied()
            .flatten()
            .ok_or(LinkError::Malformed)?;
        if d as usize >= self.used.len() {
            return Err(LinkError::Malformed);
        }
        let other = self.other_for(d).ok_or(unfair)?;
        self.used[d as usize] += 1;
        self.rolls.push(Roll {
            turn,
            face,
            device: d,
            own: self.used[d as usize],
            other,
        });
        Ok(())
    }
}
