//! Link codes: a whole [`Record`] as short base64url text that fits in a URL fragment.
//!
//! A code stores choices, not positions: every action is its index among the legal ones
//! at that moment, found by replaying the game with the engine, so a rug costs 5 bits
//! instead of four coordinates. Seed and unknown record fields are left out.
//!
//! # Bytes
//!
//! `[version: u8][payload length: LEB128][payload][CRC-32 (IEEE) of all bytes before it,
//! 4 bytes big-endian]`, then base64url without padding. The version comes first and is
//! read before the checksum so a code from a newer writer is reported as such, and the
//! length tells a code cut short (a truncated link) from a damaged one.
//!
//! # Payload bits (most significant bit of each byte first)
//!
//! - 2 bits: player count − 2 (0 to 2).
//! - 1 bit: bankruptcy (0 eliminate, 1 continue); 1 bit: turn order (0 classic,
//!   1 roll-first).
//! - 1 bit: Assam's start given (`Record::assam` is `Some`; kept so a record comes back
//!   exactly); if given, 6 bits: his cell `row * 7 + col`, 2 bits: facing (0 N, 1 E, 2 S,
//!   3 W).
//! - 1 bit: every colour is one of the app palette `red, yellow, cyan, purple`; then each
//!   colour, seat by seat (two a seat with 2 players, else one): 2 bits, its index in the
//!   palette, or else a string.
//! - Each seat: name (a string), then its kind: 2 bits (0 human, 1 easy, 2 medium, 3 hard)
//!   in a version 1 code, 3 bits (the same, 4 master) in a version 3 code.
//! - 2 players only: each seat's pile in laying order, 24 bits, a bit a rug: which of the
//!   seat's two colours.
//! - A varint: the number of actions (the last turn may be unfinished), then each action
//!   in the order the engine takes them, as the phase asks:
//!   - orient (classic) or closing quarter turn (roll-first): the index in
//!     `Game::legal_rotations`, ⌈log2 n⌉ bits;
//!   - roll: die face − 1, 2 bits;
//!   - place: the index in `Game::legal_rugs`, ⌈log2 n⌉ bits, then 1 bit: the cells were
//!     given in the reverse of the `RugPos` order (a record keeps their order).
//! - Zeros filling the last byte.
//!
//! A varint is LEB128 in 8-bit groups, shortest form only; a string is its UTF-8 length
//! as a varint then its bytes (not aligned to bytes). A reader refuses anything a writer
//! does not write (an index out of range, a longer varint, padding that is not zero, bytes
//! after the last action, a version 3 code with no master seat) as [`CodeError::Damaged`].
//!
//! # Versions
//!
//! Version 1 is written when every kind fits in 2 bits; version 3 (the same with 3-bit
//! kinds) only when a seat is a master bot. So a game without master keeps its code, which
//! apps older than master read; an older app refuses a version 3 code as a newer version.
//! Games by link (`remote`) do the same with versions 2 and 4.

use serde_json::Map;

use crate::assam::Assam;
use crate::bits::{base64url, crc32, leb128, read_leb128, unbase64url, BitReader, BitWriter};
use crate::bits::{Leb128Error, Unbased};
use crate::cell::Cell;
pub use crate::error::CodeError;
use crate::error::{ActionError, RecordError};
use crate::facing::Facing;
use crate::game::{Game, PlayerSetup, TurnRecord};
use crate::level::PlayerKind;
use crate::phase::Phase;
use crate::position::PILE;
use crate::record::Record;
use crate::rug::RugPos;
use crate::rules::{Bankruptcy, Rules, TurnOrder};

/// Code version written (the first byte of a code) when no seat is a master bot.
pub const CODE_VERSION: u8 = 1;

/// Code version written when a seat is a master bot: kinds take 3 bits.
pub const MASTER_CODE_VERSION: u8 = 3;

/// The version of a game played by link: the record as in version 1, then the table of
/// devices (see the `remote` module).
pub(crate) const BY_LINK_VERSION: u8 = 2;

/// A game by link with a master seat: the record as in version 3, then the table.
pub(crate) const BY_LINK_MASTER_VERSION: u8 = 4;

/// Bits a seat's kind takes in a code: 2, or 3 when a seat is a kind 2 bits cannot hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct KindBits(u32);

impl KindBits {
    /// The narrowest width for the record's kinds.
    pub(crate) fn of(record: &Record) -> KindBits {
        let wide = record.players.iter().any(|p| kind_index(p.kind) > 3);
        KindBits(if wide { 3 } else { 2 })
    }

    /// The width a code of `version` uses (of the record code or the game by link code).
    pub(crate) fn of_version(version: u8) -> KindBits {
        match version {
            MASTER_CODE_VERSION | BY_LINK_MASTER_VERSION => KindBits(3),
            _ => KindBits(2),
        }
    }

    /// The version of a code with these kinds: `narrow` for 2 bits, `wide` for 3.
    pub(crate) fn version(self, narrow: u8, wide: u8) -> u8 {
        if self.0 == 3 {
            wide
        } else {
            narrow
        }
    }
}

fn kind_index(kind: PlayerKind) -> usize {
    PlayerKind::ALL.iter().position(|&k| k == kind).unwrap_or(0)
}

/// The colours of the app's palette, which cost 2 bits each instead of a string.
const PALETTE: [&str; 4] = ["red", "yellow", "cyan", "purple"];

/// The record as a link code (base64url, no padding). Seed and unknown fields are left out.
/// Fails only if the record does not replay, with the replay's error.
pub fn encode(record: &Record) -> Result<String, RecordError> {
    let mut w = BitWriter::default();
    let bits = KindBits::of(record);
    write_record(&mut w, record, bits)?;
    Ok(wrap(
        bits.version(CODE_VERSION, MASTER_CODE_VERSION),
        &w.finish(),
    ))
}

/// Reads a code back into a record (seed None, no extra fields); the record is checked by
/// replaying it with the engine. Never panics on any input.
pub fn decode(code: &str) -> Result<Record, CodeError> {
    let (version, payload) = unwrap_any(code, &[CODE_VERSION, MASTER_CODE_VERSION])?;
    let mut r = BitReader::new(&payload);
    let record = read_record(&mut r, KindBits::of_version(version))?;
    r.finish()?;
    Ok(record)
}

/// Writes the record's header and actions (the payload of a version 1 or 3 code, as
/// `bits` says).
pub(crate) fn write_record(
    w: &mut BitWriter,
    record: &Record,
    bits: KindBits,
) -> Result<(), RecordError> {
    Game::from_record(record)?;
    write_header(w, record, bits);
    write_actions(w, record)
}

/// Reads what [`write_record`] wrote; the record is checked by replaying it. 3-bit kinds
/// with none that needs them are refused as damaged (a writer uses 2 then).
pub(crate) fn read_record(r: &mut BitReader, bits: KindBits) -> Result<Record, CodeError> {
    let header = read_header(r, bits)?;
    if KindBits::of(&header) != bits {
        return Err(CodeError::Damaged);
    }
    let mut game = Game::from_record(&header).map_err(CodeError::Impossible)?;
    read_actions(r, &mut game)?;
    let record = Record {
        turns: game.turns().to_vec(),
        ..header
    };
    Game::from_record(&record).map_err(CodeError::Impossible)?;
    Ok(record)
}

/// Wraps payload bytes in the envelope: version, length, payload, CRC-32; as base64url.
/// For tests that need codes no writer makes (other versions, impossible games).
#[doc(hidden)]
pub fn wrap(version: u8, payload: &[u8]) -> String {
    let mut bytes = vec![version];
    bytes.extend(leb128(payload.len() as u64));
    bytes.extend_from_slice(payload);
    let crc = crc32(&bytes);
    bytes.extend(crc.to_be_bytes());
    base64url(&bytes)
}

/// The payload of a code of version `wanted`, the envelope checked in the order the errors
/// are reported.
#[cfg(test)]
pub(crate) fn unwrap(code: &str, wanted: u8) -> Result<Vec<u8>, CodeError> {
    unwrap_any(code, &[wanted]).map(|(_, payload)| payload)
}

/// [`unwrap`] for a code of any of the `wanted` versions: the version and the payload.
pub(crate) fn unwrap_any(code: &str, wanted: &[u8]) -> Result<(u8, Vec<u8>), CodeError> {
    let Unbased { bytes, clean } = unbase64url(code)?;
    let (&version, rest) = bytes.split_first().ok_or(CodeError::NotACode)?;
    // 0 was never written: not a newer version, a damaged code.
    if version == 0 {
        return Err(CodeError::Damaged);
    }
    if !wanted.contains(&version) {
        // A version some reader of this app knows is told by its number at once (the app
        // sends it to that reader). Any other is a newer writer's only if the bytes are a
        // whole code, as every version writes them: a mistyped or foreign address is damaged.
        let known = [
            CODE_VERSION,
            BY_LINK_VERSION,
            MASTER_CODE_VERSION,
            BY_LINK_MASTER_VERSION,
        ];
        if known.contains(&version) || envelope(&bytes, rest, clean).is_ok() {
            return Err(CodeError::UnknownVersion(version));
        }
        return Err(CodeError::Damaged);
    }
    Ok((version, envelope(&bytes, rest, clean)?))
}

/// The payload of a code's `bytes` (`rest`: those after the version), its length and checksum
/// checked in the order the errors are reported.
fn envelope(bytes: &[u8], rest: &[u8], clean: bool) -> Result<Vec<u8>, CodeError> {
    let mut it = rest.iter();
    let len = read_leb128(|| it.next().copied()).map_err(|e| match e {
        Leb128Error::End => CodeError::Truncated,
        Leb128Error::Bad => CodeError::Damaged,
    })?;
    let after = it.as_slice();
    let whole = len.checked_add(4).ok_or(CodeError::Damaged)?;
    if (after.len() as u64) < whole {
        return Err(CodeError::Truncated);
    }
    if (after.len() as u64) > whole || !clean {
        return Err(CodeError::Damaged);
    }
    let (checked, crc) = bytes.split_at(bytes.len() - 4);
    if crc32(checked).to_be_bytes() != crc {
        return Err(CodeError::Damaged);
    }
    Ok(after[..after.len() - 4].to_vec())
}

// ----- header ------------------------------------------------------------------------

fn write_header(w: &mut BitWriter, record: &Record, bits: KindBits) {
    w.put(record.players.len() as u32 - 2, 2);
    w.flag(record.rules.bankruptcy == Bankruptcy::Continue);
    w.flag(record.rules.turn_order == TurnOrder::RollFirst);
    w.flag(record.assam.is_some());
    if let Some(a) = record.assam {
        w.put(a.cell.index() as u32, 6);
        w.put(u32::from(a.facing.index()), 2);
    }
    let colors = || record.players.iter().flat_map(|p| &p.colors);
    let palette = colors().all(|c| PALETTE.contains(&c.as_str()));
    w.flag(palette);
    for c in colors() {
        match PALETTE.iter().position(|p| p == c) {
            Some(i) if palette => w.put(i as u32, 2),
            _ => w.text(c),
        }
    }
    for p in &record.players {
        w.text(&p.name);
        w.put(kind_index(p.kind) as u32, bits.0);
    }
    for (seat, pile) in record.piles.iter().flatten().enumerate() {
        for c in pile {
            w.flag(record.players[seat].colors[1] == *c);
        }
    }
}

/// The record's set-up with no turns, as the header gives it.
fn read_header(r: &mut BitReader, bits: KindBits) -> Result<Record, CodeError> {
    let n = r.get(2)? as usize + 2;
    if n > 4 {
        return Err(CodeError::Damaged);
    }
    let rules = Rules {
        bankruptcy: Bankruptcy::ALL[r.get(1)? as usize],
        turn_order: TurnOrder::ALL[r.get(1)? as usize],
    };
    let assam = match r.flag()? {
        false => None,
        true => Some(Assam {
            cell: Cell::from_index(r.get(6)? as usize).ok_or(CodeError::Damaged)?,
            facing: Facing::from_index(r.get(2)? as u8),
        }),
    };
    let palette = r.flag()?;
    let each = if n == 2 { 2 } else { 1 };
    let mut colors = Vec::with_capacity(n);
    for _ in 0..n {
        let seat = (0..each)
            .map(|_| match palette {
                true => r.get(2).map(|i| PALETTE[i as usize].to_string()),
                false => r.text(),
            })
            .collect::<Result<Vec<_>, _>>()?;
        colors.push(seat);
    }
    let mut players = Vec::with_capacity(n);
    for colors in colors {
        let name = r.text()?;
        let kind = *PlayerKind::ALL
            .get(r.get(bits.0)? as usize)
            .ok_or(CodeError::Damaged)?;
        players.push(PlayerSetup { name, colors, kind });
    }
    let piles = match n {
        2 => Some(read_piles(r, &players)?),
        _ => None,
    };
    Ok(Record {
        players,
        rules,
        assam,
        piles,
        seed: None,
        turns: Vec::new(),
        extra: Map::new(),
    })
}

fn read_piles(r: &mut BitReader, players: &[PlayerSetup]) -> Result<Vec<Vec<String>>, CodeError> {
    players
        .iter()
        .map(|p| {
            (0..PILE)
                .map(|_| Ok::<_, CodeError>(p.colors[r.get(1)? as usize].clone()))
                .collect()
        })
        .collect()
}

// ----- actions -----------------------------------------------------------------------

fn write_actions(w: &mut BitWriter, record: &Record) -> Result<(), RecordError> {
    // every field given is one action, as the record replays
    let count: usize = record
        .turns
        .iter()
        .map(|t| {
            usize::from(t.rotate.is_some())
                + usize::from(t.roll.is_some())
                + usize::from(t.rug.is_some())
        })
        .sum();
    w.varint(count as u64);
    let setup = Record {
        turns: Vec::new(),
        seed: None,
        extra: Map::new(),
        ..record.clone()
    };
    let mut game = Game::from_record(&setup)?;
    for (i, turn) in record.turns.iter().enumerate() {
        let mut left = *turn;
        while game.turn_number() == i + 1 && write_action(w, &mut game, &mut left)? {}
    }
    debug_assert_eq!(game.turns(), record.turns.as_slice());
    Ok(())
}

/// Writes and takes the action the phase asks for from what is `left` of a turn; false
/// when there is none (the turn is unfinished or the game over).
fn write_action(
    w: &mut BitWriter,
    game: &mut Game,
    left: &mut TurnRecord,
) -> Result<bool, RecordError> {
    let turn = game.turn_number();
    let refused = |e: ActionError| RecordError::at(turn, e);
    match game.phase() {
        Phase::Orient | Phase::QuarterTurn => {
            let Some(rotation) = left.rotate.take() else {
                return Ok(false);
            };
            let legal = game.legal_rotations();
            game.rotate(rotation).map_err(refused)?;
            w.index(position_in(legal, &rotation), legal.len());
        }
        Phase::Roll => {
            let Some(face) = left.roll.take() else {
                return Ok(false);
            };
            game.roll(face).map_err(refused)?;
            w.put(u32::from(face) - 1, 2);
        }
        Phase::Place => {
            let Some(cells) = left.rug.take() else {
                return Ok(false);
            };
            let legal = game.legal_rugs();
            game.place(cells).map_err(refused)?;
            // the rug was accepted, so its cells are adjacent and among the legal ones
            let rug = RugPos::new(cells[0], cells[1]).expect("an accepted rug");
            w.index(position_in(&legal, &rug), legal.len());
            w.flag(cells != rug.cells());
        }
        Phase::Over => return Ok(false),
    }
    Ok(true)
}

fn position_in<T: PartialEq>(legal: &[T], taken: &T) -> usize {
    legal
        .iter()
        .position(|x| x == taken)
        .expect("an action the game accepted is a legal one")
}

fn read_actions(r: &mut BitReader, game: &mut Game) -> Result<(), CodeError> {
    // every action reads at least one bit, so a damaged count soon runs out of bits
    for _ in 0..r.varint()? {
        let turn = game.turn_number();
        let impossible = |e: ActionError| CodeError::Impossible(RecordError::at(turn, e));
        match game.phase() {
            Phase::Orient | Phase::QuarterTurn => {
                let legal = game.legal_rotations();
                let rotation = legal[r.index(legal.len())?];
                game.rotate(rotation).map_err(impossible)?;
            }
            Phase::Roll => {
                let face = r.get(2)? as u8 + 1;
                game.roll(face).map_err(impossible)?;
            }
            Phase::Place => {
                let legal = game.legal_rugs();
                let mut cells = legal[r.index(legal.len())?].cells();
                if r.flag()? {
                    cells.swap(0, 1);
                }
                game.place(cells).map_err(impossible)?;
            }
            Phase::Over => return Err(CodeError::Damaged),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2 players, one whole turn and one without its rug (cells given in reverse order).
    fn two_players() -> Record {
        let pile = |a: &str, b: &str, alternate: bool| -> Vec<String> {
            let which = |i: usize| if alternate { i % 2 == 1 } else { i >= 12 };
            (0..PILE)
                .map(|i| if which(i) { b } else { a }.to_string())
                .collect()
        };
        let value = serde_json::json!({
            "format": "marrakech-record/1",
            "players": [
                {"name": "A", "colors": ["red", "yellow"]},
                {"name": "B", "colors": ["cyan", "purple"], "kind": "hard"},
            ],
            "piles": [pile("red", "yellow", true), pile("cyan", "purple", false)],
            "turns": [
                {"rotate": "left", "roll": 3, "rug": [[2, 0], [1, 0]]},
                {"rotate": "none", "roll": 2},
            ],
        });
        Record::from_value(&value).unwrap()
    }

    #[test]
    fn the_envelope_holds_version_length_payload_and_crc() {
        let code = wrap(1, b"ab");
        let bytes = unbase64url(&code).unwrap().bytes;
        assert_eq!(bytes[..4], [1, 2, b'a', b'b']);
        assert_eq!(bytes[4..], crc32(&[1, 2, b'a', b'b']).to_be_bytes());
        assert_eq!(unwrap(&code, 1), Ok(b"ab".to_vec()));
        assert_eq!(unwrap(&wrap(1, &[]), 1), Ok(Vec::new()));
        let long = vec![7u8; 300];
        assert_eq!(unwrap(&wrap(1, &long), 1), Ok(long));
    }

    #[test]
    fn envelope_errors_come_in_their_order() {
        assert_eq!(unwrap("", 1), Err(CodeError::NotACode));
        assert_eq!(unwrap("AB CD", 1), Err(CodeError::NotACode));
        assert_eq!(unwrap(&wrap(2, b"x"), 1), Err(CodeError::UnknownVersion(2)));
        assert_eq!(unwrap(&wrap(9, b"x"), 1), Err(CodeError::UnknownVersion(9)));
        // bytes that are no code's, whose first reads as a version no app wrote: damaged
        assert_eq!(unwrap("garbage123", 1), Err(CodeError::Damaged));
        let mut cut = wrap(9, b"xyz");
        cut.truncate(cut.len() - 2);
        assert_eq!(unwrap(&cut, 1), Err(CodeError::Damaged));
        assert_eq!(unwrap(&wrap(0, b"x"), 1), Err(CodeError::Damaged));
        let code = wrap(1, b"payload");
        assert_eq!(
            unwrap(&code[..code.len() - 3], 1),
            Err(CodeError::Truncated)
        );
        assert_eq!(
            unwrap(&code[..code.len() - 1], 1),
            Err(CodeError::Truncated)
        );
        // one byte too many, with the checksum made right for it
        let mut bytes = unbase64url(&code).unwrap().bytes;
        bytes.truncate(bytes.len() - 4);
        bytes.push(0);
        let crc = crc32(&bytes);
        bytes.extend(crc.to_be_bytes());
        assert_eq!(unwrap(&base64url(&bytes), 1), Err(CodeError::Damaged));
        // a payload bit flipped
        let mut bytes = unbase64url(&code).unwrap().bytes;
        bytes[3] ^= 4;
        assert_eq!(unwrap(&base64url(&bytes), 1), Err(CodeError::Damaged));
    }

    #[test]
    fn a_small_record_round_trips_and_costs_few_bits() {
        let record = two_players();
        let code = encode(&record).unwrap();
        assert_eq!(decode(&code), Ok(record));
        let payload = unwrap(&code, 1).unwrap();
        // header 5, colours 1 + 4 * 2, seats 2 * (8 + 8 + 2), piles 48, count 8, then
        // orient 2 + roll 2 + rug (up to 4) + 1, orient 2 + roll 2
        let bits: usize = 5 + 9 + 36 + 48 + 8 + 9 + 4;
        assert_eq!(payload.len(), bits.div_ceil(8));
    }

    #[test]
    fn assam_absent_and_present_stay_so() {
        let mut record = two_players();
        assert_eq!(record.assam, None);
        record.assam = Some(Assam::default());
        let back = decode(&encode(&record).unwrap()).unwrap();
        assert_eq!(back.assam, Some(Assam::default()));
    }

    #[test]
    fn a_record_that_does_not_replay_is_refused() {
        let mut record = two_players();
        record.turns[0].roll = Some(5);
        assert!(encode(&record).is_err());
    }
}
