//! Nothing is accepted unchecked: a received link is replayed with the engine, every roll
//! recomputed from the chains, every turn matched to a signature of its seat's device; the
//! signatures themselves are handed back for the browser to verify.

use super::chain::{self, CHAIN};
use super::dice;
use super::ledger::Ledger;
use super::link::{Link, LinkError, KEY_LEN};
use crate::level::PlayerKind;

/// A signature to verify: `key` must have signed `message` as `signature`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signed {
    /// Which device.
    pub device: u8,
    /// Its public key.
    pub key: Vec<u8>,
    /// The bytes it signed.
    pub message: Vec<u8>,
    /// Its signature.
    pub signature: Vec<u8>,
}

/// How a received link stands against the game this device has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Exactly what the device has: nothing to do.
    Same,
    /// More of the same game: take it.
    Newer,
}

impl Link {
    /// Checks everything but the signatures, and gives those to verify (one per device).
    pub fn check(&self) -> Result<Vec<Signed>, LinkError> {
        self.check_seats()?;
        let ledger = Ledger::walk(self, false)?;
        // a link is sent between turns, never in the middle of one
        if !ledger.between_turns {
            return Err(LinkError::Malformed);
        }
        for (d, dev) in self.table.devices.iter().enumerate() {
            let revealed = ledger.revealed[d];
            if revealed != dev.revealed || ledger.used[d] != revealed || revealed > CHAIN {
                return Err(LinkError::Malformed);
            }
            if chain::walk(&dev.value, revealed) != dev.commitment {
                return Err(LinkError::BrokenChain);
            }
        }
        for roll in &ledger.rolls {
            let turn = roll.turn + 1;
            // every turn is followed by a link of the device that played it
            let signed = ledger.last_event[roll.device as usize]
                .is_some_and(|e| self.table.events[e].turns as usize >= turn);
            if !signed {
                return Err(LinkError::Unsigned { turn });
            }
            let own = self.value_of((roll.device, roll.own));
            let other = self.value_of(roll.other);
            let fair = own.zip(other).is_some_and(|(own, other)| {
                Some(dice::face(&self.table.game, roll.turn as u16, &own, &other)) == roll.face
            });
            if !fair {
                return Err(LinkError::UnfairRoll { turn });
            }
        }
        self.table
            .devices
            .iter()
            .enumerate()
            .map(|(d, dev)| {
                Ok(Signed {
                    device: d as u8,
                    key: dev.key.clone(),
                    message: self.message(d as u8)?,
                    signature: dev.signature.clone().ok_or(LinkError::BadSignature)?,
                })
            })
            .collect()
    }

    /// Who holds which seat: bots on the creator's device, each friend's device one person.
    fn check_seats(&self) -> Result<(), LinkError> {
        let t = &self.table;
        if t.seats.len() != self.record.players.len() || t.devices.len() > t.seats.len() {
            return Err(LinkError::Malformed);
        }
        for (d, dev) in t.devices.iter().enumerate() {
            let held: Vec<usize> = (0..t.seats.len())
                .filter(|&s| t.seats[s] == Some(d as u8))
                .collect();
            let ok = match d {
                0 => !held.is_empty(),
                _ => held.len() == 1 && self.record.players[held[0]].kind == PlayerKind::Human,
            };
            if !ok || dev.key.len() != KEY_LEN || dev.key[0] != 4 {
                return Err(LinkError::Malformed);
            }
        }
        for (s, p) in self.record.players.iter().enumerate() {
            let taken = t.seats[s];
            if taken.is_some_and(|d| d as usize >= t.devices.len())
                || (p.kind != PlayerKind::Human && taken != Some(0))
            {
                return Err(LinkError::Malformed);
            }
        }
        Ok(())
    }

    /// Whether this game is a claim by the device with `secret` that `incoming` overtook:
    /// another device took its place from the same invitation. Nothing but the claim is lost.
    pub fn lost_claim(&self, incoming: &Link, secret: Option<&super::seat::Secret>) -> bool {
        secret
            .filter(|s| s.device != 0)
            .is_some_and(|s| self.claim_beaten(incoming, s.device))
    }

    /// Whether this game is device `d`'s claim from an invitation, no turn played yet, and
    /// `other` has another device in its place from the same invitation.
    fn claim_beaten(&self, other: &Link, d: u8) -> bool {
        let Some((last, before)) = self.table.events.split_last() else {
            return false;
        };
        let at = d as usize;
        self.record.turns.is_empty()
            && *last
                == (super::link::Event {
                    device: d,
                    turns: 0,
                })
            && other.table.events.starts_with(before)
            && other
                .table
                .devices
                .get(at)
                .is_some_and(|o| self.table.devices.get(at).is_some_and(|m| m.key != o.key))
    }

    /// Whether `incoming` is a claim from an invitation that this game answers already with
    /// another device's: a friend who answered late (it may claim again from a newer link).
    fn late_claim(&self, incoming: &Link) -> bool {
        incoming
            .table
            .events
            .last()
            .is_some_and(|e| e.device != 0 && incoming.claim_beaten(self, e.device))
    }

    /// How `incoming` stands against this device's game: the same game (creator and
    /// commitments), and a history that extends this one.
    pub fn compare(&self, incoming: &Link) -> Result<Standing, LinkError> {
        let (mine, theirs) = (&self.table, &incoming.table);
        if mine.game != theirs.game {
            return Err(LinkError::OtherGame);
        }
        let same_device = |a: &super::link::Device, b: &super::link::Device| {
            a.key == b.key && a.commitment == b.commitment
        };
        let devices = mine.devices.iter().zip(&theirs.devices);
        if mine.devices[0].key != theirs.devices[0].key
            || !devices.clone().all(|(a, b)| same_device(a, b))
            || self.record.players != incoming.record.players
            || self.record.rules != incoming.record.rules
            || self.record.piles != incoming.record.piles
        {
            return Err(if !same_device(&mine.devices[0], &theirs.devices[0]) {
                LinkError::OtherGame
            } else if self.late_claim(incoming) {
                LinkError::LateClaim
            } else {
                LinkError::Diverged
            });
        }
        let prefix = |a: &Link, b: &Link| {
            a.table.events.len() <= b.table.events.len()
                && b.table.events.starts_with(&a.table.events)
                && b.record.turns.starts_with(&a.record.turns)
                && a.table.devices.len() <= b.table.devices.len()
        };
        let seats_agree = mine
            .seats
            .iter()
            .zip(&theirs.seats)
            .all(|(a, b)| a.is_none() || a == b);
        if mine.events == theirs.events && self.record.turns.starts_with(&incoming.record.turns) {
            Ok(Standing::Same)
        } else if prefix(self, incoming) && seats_agree {
            Ok(Standing::Newer)
        } else if prefix(incoming, self) {
            Err(LinkError::Older)
        } else {
            Err(LinkError::Diverged)
        }
    }
}
