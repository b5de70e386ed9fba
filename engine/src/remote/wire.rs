//! The bytes of a game by link: a code of version 2 (the envelope of the link code, see
//! `code`), whose payload is the record as in version 1 followed by the table, or of
//! version 4 with the record as in version 3 when a seat is a master bot; and the bytes
//! each device signs.
//!
//! Table bits, after the record: protocol (8 bits); game id (16 bytes); each seat: 1 bit
//! taken, then 2 bits its device; device count − 1 (2 bits); each device: key
//! ([`KEY_LEN`] bytes), commitment (16 bytes), values revealed (varint), the latest value
//! (16 bytes, only when at least one was revealed), 1 bit signed, then the signature
//! ([`SIG_LEN`] bytes); the event count (varint); each event: 2 bits device, then the
//! turns since the previous event (varint).

use super::link::{Device, Event, Link, LinkError, Table, KEY_LEN, PROTOCOL, SIG_LEN};
use crate::bits::{base64url, unbase64url, BitReader, BitWriter};
use crate::code::{read_record, unwrap_any, wrap, write_record, KindBits};
use crate::code::{BY_LINK_MASTER_VERSION, BY_LINK_VERSION};
use crate::error::CodeError;
use crate::record::Record;

/// The versions of a game by link's code: without and with a master seat. A record code's
/// reader ([`crate::decode`]) reports these as [`CodeError::UnknownVersion`], which tells
/// a game by link from a shared game.
pub const LINK_VERSIONS: [u8; 2] = [BY_LINK_VERSION, BY_LINK_MASTER_VERSION];

/// The link's code (what follows `#` in its address).
pub fn encode(link: &Link) -> Result<String, LinkError> {
    if link
        .table
        .events
        .windows(2)
        .any(|w| w[1].turns < w[0].turns)
    {
        return Err(LinkError::Malformed);
    }
    let mut w = BitWriter::default();
    let bits = KindBits::of(&link.record);
    write_record(&mut w, &link.record, bits)
        .map_err(|e| LinkError::Code(CodeError::Impossible(e)))?;
    write_table(&mut w, &link.table);
    let version = bits.version(BY_LINK_VERSION, BY_LINK_MASTER_VERSION);
    Ok(wrap(version, &w.finish()))
}

/// Reads a link's code. The record is replayed; nothing else is checked yet
/// ([`Link::check`]). Never panics.
pub fn decode(code: &str) -> Result<Link, LinkError> {
    let (version, payload) = unwrap_any(code, &LINK_VERSIONS)?;
    let mut r = BitReader::new(&payload);
    let record = read_record(&mut r, KindBits::of_version(version))?;
    let table = read_table(&mut r, record.players.len())?;
    r.finish()?;
    Ok(Link { record, table })
}

impl Link {
    /// The table alone as base64url, for the `remote` field of an exported record.
    pub fn table_text(&self) -> String {
        let mut w = BitWriter::default();
        write_table(&mut w, &self.table);
        base64url(&w.finish())
    }

    /// A record with its `remote` field back into a link.
    pub fn from_record(record: &Record, table: &str) -> Result<Link, LinkError> {
        let bytes = unbase64url(table)?.bytes;
        let mut r = BitReader::new(&bytes);
        let table = read_table(&mut r, record.players.len())?;
        r.finish()?;
        let mut record = record.clone();
        record.seed = None;
        record.extra.clear();
        Ok(Link { record, table })
    }

    /// The bytes `device` signs: the game as of its latest event (record, seats and devices
    /// joined by then, events up to it) and the value it revealed there.
    pub fn message(&self, device: u8) -> Result<Vec<u8>, LinkError> {
        let t = &self.table;
        let last = t
            .events
            .iter()
            .rposition(|e| e.device == device)
            .ok_or(LinkError::Malformed)?;
        let dev = t.devices.get(device as usize).ok_or(LinkError::Malformed)?;
        let turns = t.events[last].turns as usize;
        let joined = t.events[..=last]
            .iter()
            .map(|e| e.device as usize + 1)
            .max()
            .unwrap_or(0);
        let mut record = self.record.clone();
        record.turns.truncate(turns);
        let mut w = BitWriter::default();
        w.raw(b"marrakech-remote/1");
        w.raw(&t.game);
        // the kinds as wide as in the link's code: a game without master signs what it did
        write_record(&mut w, &record, KindBits::of(&record))
            .map_err(|e| LinkError::Code(CodeError::Impossible(e)))?;
        for s in &t.seats {
            let seat = s.filter(|&d| (d as usize) < joined);
            w.flag(seat.is_some());
            w.put(u32::from(seat.unwrap_or(0)), 2);
        }
        for d in &t.devices[..joined.min(t.devices.len())] {
            w.raw(&d.key);
            w.raw(&d.commitment);
        }
        w.varint(last as u64 + 1);
        for e in &t.events[..=last] {
            w.put(u32::from(e.device), 2);
            w.varint(u64::from(e.turns));
        }
        w.varint(u64::from(dev.revealed));
        w.raw(&dev.value);
        Ok(w.finish())
    }
}

fn write_table(w: &mut BitWriter, t: &Table) {
    w.put(u32::from(PROTOCOL), 8);
    w.raw(&t.game);
    for s in &t.seats {
        w.flag(s.is_some());
        w.put(u32::from(s.unwrap_or(0)), 2);
    }
    w.put(t.devices.len() as u32 - 1, 2);
    for d in &t.devices {
        w.raw(&d.key);
        w.raw(&d.commitment);
        w.varint(u64::from(d.revealed));
        if d.revealed > 0 {
            w.raw(&d.value);
        }
        w.flag(d.signature.is_some());
        if let Some(s) = &d.signature {
            w.raw(s);
        }
    }
    w.varint(t.events.len() as u64);
    let mut turns = 0;
    for e in &t.events {
        w.put(u32::from(e.device), 2);
        w.varint(u64::from(e.turns.saturating_sub(turns)));
        turns = e.turns;
    }
}

fn read_table(r: &mut BitReader, players: usize) -> Result<Table, LinkError> {
    let protocol = r.get(8)? as u8;
    if protocol != PROTOCOL {
        return Err(LinkError::UnknownProtocol(protocol));
    }
    let game = r.raw::<16>()?;
    let mut seats = Vec::with_capacity(players);
    for _ in 0..players {
        let taken = r.flag()?;
        let d = r.get(2)? as u8;
        if !taken && d != 0 {
            return Err(CodeError::Damaged.into());
        }
        seats.push(taken.then_some(d));
    }
    let count = r.get(2)? as usize + 1;
    let mut devices = Vec::with_capacity(count);
    for _ in 0..count {
        let key = r.raw::<KEY_LEN>()?.to_vec();
        let commitment = r.raw::<16>()?;
        let revealed = u16::try_from(r.varint()?).map_err(|_| CodeError::Damaged)?;
        let value = if revealed > 0 {
            r.raw::<16>()?
        } else {
            commitment
        };
        let signature = match r.flag()? {
            true => Some(r.raw::<SIG_LEN>()?.to_vec()),
            false => None,
        };
        devices.push(Device {
            key,
            commitment,
            revealed,
            value,
            signature,
        });
    }
    let n = r.varint()?;
    // each event takes at least 10 bits: a damaged count allocates nothing
    if n > 4096 {
        return Err(CodeError::Damaged.into());
    }
    let mut events = Vec::with_capacity(n as usize);
    let mut turns = 0u16;
    for _ in 0..n {
        let device = r.get(2)? as u8;
        let delta = u16::try_from(r.varint()?).map_err(|_| CodeError::Damaged)?;
        turns = turns.checked_add(delta).ok_or(CodeError::Damaged)?;
        events.push(Event { device, turns });
    }
    Ok(Table {
        game,
        seats,
        devices,
        events,
    })
}
