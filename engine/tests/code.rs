//! Link codes: random games of every configuration cut at every kind of point round trip;
//! cut, altered and random codes are refused without a panic; the golden records round trip
//! and stay short; the browser-test fixtures in `tests/golden/codes/` decode as they say.

use std::path::{Path, PathBuf};

use marrakech_engine::*;
use proptest::prelude::*;
use serde_json::{json, Map};

const PALETTE: [&str; 4] = ["red", "yellow", "cyan", "purple"];
const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A random game's set-up and how far it is played.
#[derive(Clone, Debug)]
struct Config {
    players: usize,
    rules: Rules,
    assam: Option<Assam>,
    /// Per colour slot: `None` a palette colour, `Some(id)` a custom identifier.
    custom: Vec<Option<String>>,
    names: Vec<String>,
    kinds: Vec<usize>,
    seed: u64,
    /// Actions taken before the record is written (past the end: the whole game).
    cut: usize,
    extra: bool,
}

fn config() -> impl Strategy<Value = Config> {
    let seats = (2usize..=4).prop_flat_map(|n| {
        let slots = if n == 2 { 4 } else { n };
        (
            Just(n),
            proptest::collection::vec(
                proptest::option::weighted(0.3, "[a-z][a-z0-9_-]{0,8}"),
                slots,
            ),
            proptest::collection::vec("(?s).{0,12}", n),
            proptest::collection::vec(0usize..4, n),
        )
    });
    let assam = proptest::option::of((0usize..49, 0u8..4)).prop_map(|a| {
        a.map(|(cell, facing)| Assam {
            cell: Cell::from_index(cell).unwrap(),
            facing: Facing::from_index(facing),
        })
    });
    (seats, any::<[bool; 4]>(), assam, any::<u64>(), 0usize..170).prop_map(
        |((players, custom, names, kinds), flags, assam, seed, cut)| Config {
            players,
            rules: Rules {
                bankruptcy: Bankruptcy::ALL[flags[0] as usize],
                turn_order: TurnOrder::ALL[flags[1] as usize],
            },
            // all palette colours in half the games
            custom: if flags[2] {
                custom
            } else {
                vec![None; custom.len()]
            },
            assam,
            names,
            kinds,
            seed,
            cut,
            extra: flags[3],
        },
    )
}

fn setup(c: &Config) -> Setup {
    let mut palette = PALETTE;
    GameRng::new(c.seed ^ 0x5EED).shuffle(&mut palette);
    // a custom identifier gets its slot as a suffix, so all colours differ
    let colors: Vec<String> = c
        .custom
        .iter()
        .enumerate()
        .map(|(i, id)| match id {
            Some(id) => format!("{id}-{i}"),
            None => palette[i].to_string(),
        })
        .collect();
    let each = colors.len() / c.players;
    let players = (0..c.players)
        .map(|s| PlayerSetup {
            name: c.names[s].clone(),
            colors: colors[s * each..(s + 1) * each].to_vec(),
            kind: PlayerKind::ALL[c.kinds[s]],
        })
        .collect();
    Setup {
        players,
        rules: c.rules,
        assam: c.assam,
    }
}

/// Plays `c.cut` random actions (or the whole game) and writes the record.
fn record(c: &Config) -> Record {
    let mut game = Game::new(setup(c), c.seed).unwrap();
    let mut rng = FastRng::new(c.seed.rotate_left(7));
    for _ in 0..c.cut {
        let pick = |n: usize, rng: &mut FastRng| (rng.next_u64() % n as u64) as usize;
        match game.phase() {
            Phase::Orient | Phase::QuarterTurn => {
                let legal = game.legal_rotations();
                game.rotate(legal[pick(legal.len(), &mut rng)]).unwrap()
            }
            Phase::Roll => game.roll_die().unwrap(),
            Phase::Place => {
                let legal = game.legal_rugs();
                let mut cells = legal[pick(legal.len(), &mut rng)].cells();
                if rng.next_u64().is_multiple_of(2) {
                    cells.swap(0, 1);
                }
                game.place(cells).unwrap()
            }
            Phase::Over => break,
        };
    }
    let mut record = game.to_record();
    record.assam = c.assam;
    if c.extra {
        record.extra.insert("app".into(), json!({"theme": "dark"}));
    }
    record
}

/// What a code keeps of a record: all but the seed and the unknown fields.
fn kept(record: &Record) -> Record {
    Record {
        seed: None,
        extra: Map::new(),
        ..record.clone()
    }
}

/// A decoded record, if any, is a legal game and round trips itself.
fn check_decoded(result: Result<Record, CodeError>) -> Result<(), TestCaseError> {
    if let Ok(record) = result {
        prop_assert!(Game::from_record(&record).is_ok());
        let again = encode(&record).unwrap();
        prop_assert_eq!(decode(&again), Ok(record));
    }
    Ok(())
}

// ----- a writer of the documented layout, independent of the engine's -----------------

#[derive(Default, Clone)]
struct Bits(Vec<bool>);

impl Bits {
    fn put(&mut self, value: u64, width: u32) -> &mut Self {
        self.0
            .extend((0..width).rev().map(|i| (value >> i) & 1 == 1));
        self
    }
    fn text(&mut self, s: &str) -> &mut Self {
        assert!(s.len() < 128, "one LEB128 byte");
        self.put(s.len() as u64, 8);
        s.bytes().for_each(|b| {
            self.put(b.into(), 8);
        });
        self
    }
    fn bytes(&self) -> Vec<u8> {
        self.0
            .chunks(8)
            .map(|c| {
                c.iter()
                    .enumerate()
                    .fold(0, |b, (i, &on)| b | (on as u8) << (7 - i))
            })
            .collect()
    }
}

/// 2 players, classic, eliminate, no Assam start, palette colours, seats `A` (human) and
/// `B` (hard), `pile0` for seat 0 and 12 cyan then 12 purple for seat 1, no action yet.
fn two_player_header(pile0: u32) -> Bits {
    let mut b = Bits::default();
    b.put(0, 2).put(0, 1).put(0, 1).put(0, 1);
    b.put(1, 1).put(0, 2).put(1, 2).put(2, 2).put(3, 2);
    b.text("A").put(0, 2).text("B").put(3, 2);
    b.put(pile0.into(), 24).put(0x000FFF, 24);
    b
}

fn golden(kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(kind)
}

fn golden_records() -> Vec<(String, Record)> {
    let mut out: Vec<_> = std::fs::read_dir(golden("valid"))
        .unwrap()
        .filter_map(|e| {
            let path = e.unwrap().path();
            let name = path.file_name()?.to_str()?.strip_suffix(".record.json")?;
            let record = Record::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
            Some((name.to_string(), record))
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// A whole 4-player game (classic, eliminate) with names `P0` to `P3`.
fn four_player_full_game() -> Record {
    let setup = Setup::standard(4, Rules::default(), PlayerKind::Human);
    let mut game = Game::new(setup, 2024).unwrap();
    let mut rng = FastRng::new(99);
    while !game.is_over() {
        match game.phase() {
            Phase::Orient | Phase::QuarterTurn => {
                let legal = game.legal_rotations();
                game.rotate(legal[(rng.next_u64() % legal.len() as u64) as usize])
                    .unwrap()
            }
            Phase::Roll => game.roll_die().unwrap(),
            _ => {
                let legal = game.legal_rugs();
                game.place(legal[(rng.next_u64() % legal.len() as u64) as usize])
                    .unwrap()
            }
        };
    }
    game.to_record()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn random_records_round_trip(c in config()) {
        let record = record(&c);
        let code = encode(&record).unwrap();
        prop_assert!(code.bytes().all(|b| ALPHABET.contains(&b)));
        prop_assert_eq!(decode(&code), Ok(kept(&record)));
        prop_assert_eq!(encode(&kept(&record)).unwrap(), code, "seed and extra left out");
    }

    #[test]
    fn random_text_is_refused_without_panic(text in "(?s).{0,300}", b64 in "[A-Za-z0-9_-]{0,300}") {
        let bad = text.bytes().any(|b| !ALPHABET.contains(&b)) || text.is_empty();
        if bad {
            prop_assert_eq!(decode(&text), Err(CodeError::NotACode));
        } else {
            check_decoded(decode(&text))?;
        }
        check_decoded(decode(&b64))?;
    }

    #[test]
    fn random_payloads_in_a_valid_envelope_never_panic(
        payload in proptest::collection::vec(any::<u8>(), 0..120),
    ) {
        check_decoded(decode(&wrap(CODE_VERSION, &payload)))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn altered_codes_are_refused(
        c in config(),
        edits in proptest::collection::vec((any::<usize>(), 1usize..64), 16),
    ) {
        let code = encode(&record(&c)).unwrap();
        for (at, shift) in edits {
            let at = at % code.len();
            let mut bytes = code.clone().into_bytes();
            let old = ALPHABET.iter().position(|&a| a == bytes[at]).unwrap();
            bytes[at] = ALPHABET[(old + shift) % 64];
            check_decoded(decode(std::str::from_utf8(&bytes).unwrap()))?;
        }
    }

    /// Payload bits flipped, the envelope made right again: deep in the stream, never a
    /// panic; whatever decodes is legal.
    #[test]
    fn flipped_payload_bits_never_panic(
        c in config(),
        flips in proptest::collection::vec(any::<usize>(), 1..4),
    ) {
        let record = record(&c);
        let mut payload = payload_of(&encode(&record).unwrap());
        for f in flips {
            let bit = f % (payload.len() * 8);
            payload[bit / 8] ^= 0x80 >> (bit % 8);
        }
        check_decoded(decode(&wrap(CODE_VERSION, &payload)))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn every_cut_of_a_code_is_reported_as_cut(c in config()) {
        let code = encode(&record(&c)).unwrap();
        prop_assert_eq!(decode(""), Err(CodeError::NotACode));
        for end in 1..code.len() {
            let cut = decode(&code[..end]);
            prop_assert_eq!(cut, Err(CodeError::Truncated), "{} of {}", end, code.len());
        }
    }
}

/// The payload of a code, read with a base64url decoder of this test's own.
fn payload_of(code: &str) -> Vec<u8> {
    let mut bits = Bits::default();
    for c in code.bytes() {
        bits.put(ALPHABET.iter().position(|&a| a == c).unwrap() as u64, 6);
    }
    let mut bytes = bits.bytes();
    bytes.truncate(code.len() * 6 / 8);
    let (mut len, mut at) = (0usize, 1);
    loop {
        len |= ((bytes[at] & 0x7f) as usize) << (7 * (at - 1));
        at += 1;
        if bytes[at - 1] & 0x80 == 0 {
            break;
        }
    }
    assert_eq!(bytes.len(), at + len + 4, "version, length, payload, CRC");
    bytes[at..at + len].to_vec()
}

/// Bits needed for an index below `n`.
fn width(n: usize) -> u32 {
    usize::BITS - n.saturating_sub(1).leading_zeros()
}

#[test]
fn a_code_written_by_hand_to_the_documented_layout_decodes() {
    // 3 players, continue, roll-first, Assam at [0,6] facing E, custom colour names
    let mut b = Bits::default();
    b.put(1, 2)
        .put(1, 1)
        .put(1, 1)
        .put(1, 1)
        .put(6, 6)
        .put(1, 2);
    b.put(0, 1).text("red").text("teal").text("gold");
    b.text("Zoë")
        .put(1, 2)
        .text("")
        .put(2, 2)
        .text("C")
        .put(0, 2);
    let header = decode(&wrap(1, &b.clone().put(0, 8).bytes())).unwrap();
    // 3 actions: roll 2, the last legal rug in reverse, closing quarter turn right
    let mut game = Game::from_record(&header).unwrap();
    game.roll(2).unwrap();
    let legal = game.legal_rugs();
    let n = legal.len();
    b.put(3, 8)
        .put(1, 2)
        .put(n as u64 - 1, width(n))
        .put(1, 1)
        .put(1, 1);
    let record = decode(&wrap(1, &b.bytes())).unwrap();
    let seats: Vec<_> = record
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.colors[0].as_str(), p.kind))
        .collect();
    assert_eq!(
        seats,
        [
            ("Zoë", "red", PlayerKind::Bot(Level::Easy)),
            ("", "teal", PlayerKind::Bot(Level::Medium)),
            ("C", "gold", PlayerKind::Human)
        ]
    );
    assert_eq!(record.rules.turn_order, TurnOrder::RollFirst);
    assert_eq!(record.rules.bankruptcy, Bankruptcy::Continue);
    assert_eq!(
        record.assam.map(|a| (a.cell.index(), a.facing)),
        Some((6, Facing::E))
    );
    assert_eq!(record.piles, None);
    let [c0, c1] = legal[n - 1].cells();
    let expected = TurnRecord {
        roll: Some(2),
        rug: Some([c1, c0]),
        rotate: Some(Rotation::Right),
    };
    assert_eq!(record.turns, [expected]);

    // the same, padding not zero, or one byte more
    let mut bits = b.0.clone();
    assert!(bits.len() % 8 != 0, "this layout leaves padding");
    bits.resize(bits.len().div_ceil(8) * 8, true);
    assert_eq!(
        decode(&wrap(1, &Bits(bits).bytes())),
        Err(CodeError::Damaged)
    );
    let mut more = b.bytes();
    more.push(0);
    assert_eq!(decode(&wrap(1, &more)), Err(CodeError::Damaged));
}

#[test]
fn an_index_out_of_range_is_damage() {
    // 3 players classic, palette, one orient: index 3 of the 3 rotations
    let mut b = Bits::default();
    b.put(1, 2)
        .put(0, 3)
        .put(1, 1)
        .put(0, 2)
        .put(1, 2)
        .put(2, 2);
    b.text("A")
        .put(0, 2)
        .text("B")
        .put(0, 2)
        .text("C")
        .put(0, 2);
    b.put(1, 8);
    let turn = |i| decode(&wrap(1, &Bits(b.0.clone()).put(i, 2).bytes()));
    assert_eq!(turn(2).unwrap().turns[0].rotate, Some(Rotation::Right));
    assert_eq!(turn(3), Err(CodeError::Damaged));
    // Assam on cell 49 (off the 7 x 7 market)
    let mut b = Bits::default();
    b.put(1, 2).put(0, 2).put(1, 1).put(49, 6).put(0, 2);
    assert_eq!(decode(&wrap(1, &b.bytes())), Err(CodeError::Damaged));
    // 5 players
    assert_eq!(decode(&wrap(1, &[0xC0])), Err(CodeError::Damaged));
}

#[test]
fn a_two_player_header_by_hand_decodes_with_its_piles() {
    let record = decode(&wrap(1, &two_player_header(0xAAAAAA).put(0, 8).bytes())).unwrap();
    let piles = record.piles.as_ref().unwrap();
    assert_eq!(piles[0][..3], ["yellow", "red", "yellow"]);
    assert_eq!(
        (piles[1][11].as_str(), piles[1][12].as_str()),
        ("cyan", "purple")
    );
    assert_eq!(record.players[1].kind, PlayerKind::Bot(Level::Hard));
    assert!(record.turns.is_empty());
}

#[test]
fn golden_records_round_trip_and_stay_short() {
    let all = golden_records();
    assert!(all.len() >= 8);
    for (name, record) in &all {
        let code = encode(record).unwrap();
        assert_eq!(decode(&code).as_ref(), Ok(&kept(record)), "{name}");
        if name == "4p-continue-full" {
            assert!(code.len() <= 400, "{name}: {} characters", code.len());
        }
    }
    let code = encode(&four_player_full_game()).unwrap();
    assert!(code.len() <= 400, "{} characters", code.len());
}

/// `cargo test -p marrakech-engine --test code code_lengths -- --nocapture` prints them.
#[test]
fn code_lengths() {
    let mut rows = golden_records();
    rows.push(("4p full game, names P0-P3".into(), four_player_full_game()));
    for (name, record) in rows {
        let code = encode(&record).unwrap();
        let turns = record.turns.len();
        let json = kept(&record).to_json().len();
        println!(
            "{name:40} {turns:3} turns  code {:4} chars  (compact JSON {json})",
            code.len()
        );
    }
}

#[test]
fn records_that_do_not_replay_are_not_encoded() {
    let bad = Record::parse(
        &std::fs::read_to_string(golden("invalid").join("illegal-rug-under-assam.record.json"))
            .unwrap(),
    )
    .unwrap();
    assert!(encode(&bad).is_err());
}

#[test]
fn browser_fixtures_decode_as_they_say() {
    // version 9 around a version-1 payload (a 2-player game before its first action); a
    // 2-player game where seat 0's pile is 24 red rugs
    let game = two_player_header(0xAAAAAA).put(0, 8).bytes();
    let fixtures = [
        ("unknown-version.txt", wrap(9, &game)),
        (
            "impossible.txt",
            wrap(1, &two_player_header(0).put(0, 8).bytes()),
        ),
    ];
    let dir = golden("codes");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, code) in &fixtures {
        let path = dir.join(name);
        if std::env::var_os("WRITE_CODE_FIXTURES").is_some() || !path.exists() {
            std::fs::write(&path, code).unwrap();
        }
        assert_eq!(
            &std::fs::read_to_string(&path).unwrap(),
            code,
            "{name}: rerun with WRITE_CODE_FIXTURES=1"
        );
    }
    let read = |name: &str| decode(&std::fs::read_to_string(dir.join(name)).unwrap());
    assert_eq!(
        read("unknown-version.txt"),
        Err(CodeError::UnknownVersion(9))
    );
    let Err(CodeError::Impossible(e)) = read("impossible.txt") else {
        panic!("impossible.txt: {:?}", read("impossible.txt"));
    };
    assert!(
        matches!(e.fault, RecordFault::BadPile { seat: 0, .. }),
        "{e}"
    );
    assert_eq!(
        CodeError::Impossible(e).to_string(),
        "the game it describes is impossible: \
         pile of player 0: 24 \"red\" and 0 \"yellow\", not 12 of each"
    );
}
