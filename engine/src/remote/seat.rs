//! What a device does in a game by link: create it, claim a seat, roll, and seal a link.

use super::chain::{self, Value};
use super::dice;
use super::ledger::Ledger;
use super::link::{Device, Event, Link, LinkError, Table};
use crate::record::Record;
use crate::seat::Seat;

/// What only this device knows of a game: which device it is and the seed of its chain.
/// Never leaves the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Secret {
    /// Index in [`Table::devices`].
    pub device: u8,
    /// The chain's seed.
    pub seed: Value,
}

/// Whom the game waits for, seen from one device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// Seats nobody has claimed yet: the invitation must reach them.
    Joining,
    /// This device's turn (or a bot's it plays).
    Here,
    /// This device's seat is to move, but a link must come first from the device of this
    /// seat (the creator's), so the roll mixes in a value this device could not know.
    Start(Seat),
    /// The seat to move, played on another device.
    Seat(Seat),
    /// The game is over.
    Over,
}

impl Link {
    /// A new game by link: `record` (no turns yet), played on this device at `here` seats (people
    /// and bots); the other seats wait for friends. Device 0 is this one.
    pub fn create(
        mut record: Record,
        game: Value,
        here: &[bool],
        key: Vec<u8>,
        seed: Value,
    ) -> Link {
        record.seed = None;
        let commitment = chain::commitment(&seed);
        Link {
            table: Table {
                game,
                seats: here.iter().map(|&h| h.then_some(0)).collect(),
                devices: vec![Device::new(key, commitment)],
                events: vec![Event {
                    device: 0,
                    turns: 0,
                }],
            },
            record,
        }
    }

    /// This device takes the free `seat`: it joins with its key and the commitment of its
    /// chain. Its signature is still to be made ([`Link::message`]).
    pub fn claim(&mut self, seat: Seat, key: Vec<u8>, seed: Value) -> Result<Secret, LinkError> {
        let t = &mut self.table;
        if t.seats.get(seat.index()) != Some(&None)
            || t.devices.len() >= 4
            || !self.record.turns.is_empty()
        {
            return Err(LinkError::SeatTaken);
        }
        let device = t.devices.len() as u8;
        t.devices.push(Device::new(key, chain::commitment(&seed)));
        t.seats[seat.index()] = Some(device);
        t.events.push(Event { device, turns: 0 });
        Ok(Secret { device, seed })
    }

    /// Whether `seat` is played on the device that knows `secret`.
    pub fn is_here(&self, seat: Seat, secret: Option<&Secret>) -> bool {
        secret.is_some_and(|s| self.table.seats.get(seat.index()) == Some(&Some(s.device)))
    }

    /// Whom the game waits for, seen from the device with `secret` (a watcher has none).
    pub fn waiting(&self, secret: Option<&Secret>) -> Waiting {
        if self.table.seats.iter().any(Option::is_none) {
            return Waiting::Joining;
        }
        let Ok(ledger) = Ledger::walk(self, false) else {
            return Waiting::Over;
        };
        let Some(seat) = ledger.mover.map(Seat::new) else {
            return Waiting::Over;
        };
        if !self.is_here(seat, secret) {
            return Waiting::Seat(seat);
        }
        // the mover rolls once another device revealed a value after it joined; until then
        // the start link must come
        let d = self
            .table
            .seats
            .get(seat.index())
            .copied()
            .flatten()
            .unwrap_or(0);
        match ledger.other_for(d) {
            Some(_) => Waiting::Here,
            None => Waiting::Start(self.creator_seat()),
        }
    }

    /// The first seat of the device that created the game.
    pub fn creator_seat(&self) -> Seat {
        Seat::new(
            self.table
                .seats
                .iter()
                .position(|s| *s == Some(0))
                .unwrap_or(0),
        )
    }

    /// The face the seat to move rolls now, played on the device with `secret`.
    pub fn roll_now(&self, secret: &Secret) -> Result<u8, LinkError> {
        let ledger = Ledger::walk(self, true)?;
        let roll = ledger.rolls.last().ok_or(LinkError::Malformed)?;
        if roll.device != secret.device {
            return Err(LinkError::Malformed);
        }
        let own = chain::value(&secret.seed, roll.own).ok_or(LinkError::BrokenChain)?;
        let other = self.value_of(roll.other).ok_or(LinkError::BrokenChain)?;
        Ok(dice::face(&self.table.game, roll.turn as u16, &own, &other))
    }

    /// Value `i` of device `d`, from what it revealed.
    pub(crate) fn value_of(&self, (d, i): (u8, u16)) -> Option<Value> {
        let dev = self.table.devices.get(d as usize)?;
        (i <= dev.revealed).then(|| chain::walk(&dev.value, dev.revealed - i))
    }

    /// Whether the device with `secret` has something to send: turns or a join not yet in
    /// one of its links, or the first link the next mover needs before rolling.
    pub fn needs_seal(&self, secret: &Secret) -> bool {
        let Ok(ledger) = Ledger::walk(self, false) else {
            return false;
        };
        let me = secret.device as usize;
        if ledger.used.get(me) != ledger.revealed.get(me) {
            return true;
        }
        if !ledger.all_seated(self) || !ledger.between_turns {
            return false;
        }
        let mover = ledger
            .mover
            .and_then(|s| self.table.seats.get(s).copied().flatten());
        mover.is_some_and(|d| d != secret.device && ledger.other_for(d).is_none())
    }

    /// Seals a link from the device with `secret`: an event at the game as it stands,
    /// revealing its next value. Gives the bytes its key must sign ([`Link::sign`]).
    pub fn seal(&mut self, secret: &Secret) -> Result<Vec<u8>, LinkError> {
        let turns = self.record.turns.len() as u16;
        self.table.events.push(Event {
            device: secret.device,
            turns,
        });
        let ledger = match Ledger::walk(self, false) {
            Ok(l) => l,
            Err(e) => {
                self.table.events.pop();
                return Err(e);
            }
        };
        let d = secret.device as usize;
        let n = *ledger.revealed.get(d).ok_or(LinkError::Malformed)?;
        let value = chain::value(&secret.seed, n).ok_or(LinkError::BrokenChain)?;
        let dev = self.table.devices.get_mut(d).ok_or(LinkError::Malformed)?;
        dev.revealed = n;
        dev.value = value;
        dev.signature = None;
        self.message(secret.device)
    }

    /// Puts `device`'s signature in.
    pub fn sign(&mut self, device: u8, signature: Vec<u8>) {
        if let Some(d) = self.table.devices.get_mut(device as usize) {
            d.signature = Some(signature);
        }
    }
}

impl Device {
    fn new(key: Vec<u8>, commitment: Value) -> Device {
        Device {
            key,
            commitment,
            revealed: 0,
            value: commitment,
            signature: None,
        }
    }
}
