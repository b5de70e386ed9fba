//! Link codes and the master level: a game with a master seat is written as a version 3
//! code (3-bit kinds) and round trips; a game without keeps its version 1 code, byte for
//! byte as the app before master wrote it (`tests/golden/codes/v1.txt`, written by that
//! app's engine), so codes shared before still open and older apps still open new codes of
//! games without master; what a writer never writes is refused.

use std::path::{Path, PathBuf};

use marrakech_engine::*;
use serde_json::Map;

fn golden(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(path)
}

fn record(name: &str) -> Record {
    let path = golden("valid").join(format!("{name}.record.json"));
    Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn kept(record: &Record) -> Record {
    Record {
        seed: None,
        extra: Map::new(),
        ..record.clone()
    }
}

/// The version byte of a code (its first 6 + 2 bits).
fn version(code: &str) -> u8 {
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let v = |c: u8| alphabet.iter().position(|&a| a == c).unwrap() as u8;
    let b = code.as_bytes();
    (v(b[0]) << 2) | (v(b[1]) >> 4)
}

const MASTER: PlayerKind = PlayerKind::Bot(Level::Master);

/// `(name, code)` of every line of the version 1 fixture.
fn v1_codes() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(golden("codes/v1.txt")).unwrap();
    text.lines()
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (name, code) = l.split_once(' ').unwrap();
            (name.to_string(), code.to_string())
        })
        .collect()
}

#[test]
fn version_1_codes_still_read_and_are_still_written() {
    let codes = v1_codes();
    assert!(codes.len() >= 8);
    for (name, code) in &codes {
        let record = record(name);
        assert_eq!(decode(code), Ok(kept(&record)), "{name}");
        assert_eq!(version(code), CODE_VERSION, "{name}");
        assert_eq!(
            &encode(&record).unwrap(),
            code,
            "{name}: the same bytes as before"
        );
    }
}

#[test]
fn a_master_seat_makes_a_version_3_code_that_round_trips() {
    for (name, _) in v1_codes() {
        let mut record = record(&name);
        let seats = record.players.len();
        for seat in 0..seats {
            record.players[seat].kind = MASTER;
            let code = encode(&record).unwrap();
            assert_eq!(version(&code), MASTER_CODE_VERSION, "{name}");
            assert_eq!(decode(&code), Ok(kept(&record)), "{name}");
            // every kind next to a master comes back too
            for kind in PlayerKind::ALL {
                let mut other = record.clone();
                other.players[(seat + 1) % seats].kind = kind;
                assert_eq!(decode(&encode(&other).unwrap()), Ok(kept(&other)), "{name}");
            }
        }
        // back to no master: back to version 1
        for p in &mut record.players {
            p.kind = PlayerKind::Bot(Level::Hard);
        }
        assert_eq!(version(&encode(&record).unwrap()), CODE_VERSION);
    }
}

#[test]
fn the_master_fixture_reads_and_an_older_reader_says_newer_version() {
    let mut record = record("2p-elimination");
    record.players[1].kind = MASTER;
    let code = encode(&record).unwrap();
    let path = golden("codes/master.txt");
    if std::env::var_os("WRITE_CODE_FIXTURES").is_some() || !path.exists() {
        std::fs::write(&path, &code).unwrap();
    }
    let fixture = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        fixture, code,
        "master.txt: rerun with WRITE_CODE_FIXTURES=1"
    );
    assert_eq!(decode(&fixture).unwrap().players[1].kind, MASTER);
    // an app before master reads version 1 only: it refused any other version as newer,
    // which the unknown-version fixture (version 9) shows for this reader too
    let newer = std::fs::read_to_string(golden("codes/unknown-version.txt")).unwrap();
    assert_eq!(decode(&newer), Err(CodeError::UnknownVersion(9)));
}

/// A 3-player classic game before its first action (palette colours, names A, B, C) with
/// these kinds of `bits` bits each, in the documented layout, as a code of `version`.
fn three_players(kinds: [u32; 3], bits: u32, version: u8) -> String {
    let mut out: Vec<bool> = Vec::new();
    let mut put = |v: u32, n: u32| out.extend((0..n).rev().map(|b| v & (1 << b) != 0));
    // 3 players, eliminate, classic, no Assam; palette; red, yellow, cyan
    put(1, 2);
    put(0, 3);
    put(1, 1);
    for c in 0..3 {
        put(c, 2);
    }
    for (seat, kind) in kinds.into_iter().enumerate() {
        put(1, 8);
        put(u32::from(b'A') + seat as u32, 8);
        put(kind, bits);
    }
    put(0, 8); // no actions
    while !out.len().is_multiple_of(8) {
        out.push(false);
    }
    let bytes: Vec<u8> = out
        .chunks(8)
        .map(|c| c.iter().fold(0u8, |a, &b| (a << 1) | u8::from(b)))
        .collect();
    wrap(version, &bytes)
}

#[test]
fn kinds_by_hand_read_as_the_layout_says() {
    let kinds = |code: &str| -> Result<Vec<PlayerKind>, CodeError> {
        decode(code).map(|r| r.players.iter().map(|p| p.kind).collect())
    };
    let [human, easy, _, hard, master] = PlayerKind::ALL;
    assert_eq!(
        kinds(&three_players([3, 1, 0], 2, 1)),
        Ok(vec![hard, easy, human])
    );
    assert_eq!(
        kinds(&three_players([4, 3, 0], 3, 3)),
        Ok(vec![master, hard, human])
    );
    // version 3 without a master seat: a writer uses version 1 then
    assert_eq!(
        kinds(&three_players([3, 1, 0], 3, 3)),
        Err(CodeError::Damaged)
    );
    // kinds 5 to 7 do not exist
    for k in 5..8 {
        assert_eq!(
            kinds(&three_players([4, k, 0], 3, 3)),
            Err(CodeError::Damaged)
        );
    }
    // 3-bit kinds read as version 1, or the reverse, do not make a game
    assert!(kinds(&three_players([4, 0, 0], 3, 1)).is_err());
    assert!(kinds(&three_players([3, 0, 0], 2, 3)).is_err());
}
