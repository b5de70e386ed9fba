//! The game record, `marrakech-record/1` (described in `docs/formats.md`): reading (with
//! precise refusals), writing, and replaying into a [`Game`].

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{json, Map, Value};

use crate::assam::Assam;
use crate::cell::Cell;
use crate::error::{PileFault, RecordError, RecordFault};
use crate::event::Event;
use crate::facing::{Facing, Rotation};
use crate::game::{Game, PlayerSetup, Setup, TurnRecord};
use crate::level::PlayerKind;
use crate::phase::Phase;
use crate::position::PILE;
use crate::rules::{Bankruptcy, Rules, TurnOrder};

/// The `format` value of a record.
pub const RECORD_FORMAT: &str = "marrakech-record/1";

/// A game record. Parsing checks types and shapes; [`Game::from_record`] checks the rest
/// (players, colours, piles, every turn against the rules).
#[derive(Clone, PartialEq, Debug)]
pub struct Record {
    /// The seats.
    pub players: Vec<PlayerSetup>,
    /// The options.
    pub rules: Rules,
    /// Assam's start (`None`: centre facing N).
    pub assam: Option<Assam>,
    /// 2 players: each seat's 24 rug colours in laying order.
    pub piles: Option<Vec<Vec<String>>>,
    /// The seed the app used, if any.
    pub seed: Option<u64>,
    /// The turns taken; the last may be unfinished.
    pub turns: Vec<TurnRecord>,
    /// Fields this reader does not know, kept as they were.
    pub extra: Map<String, Value>,
}

type Fault = RecordFault;

fn wrong(field: impl Into<String>, expected: &'static str) -> Fault {
    Fault::WrongType {
        field: field.into(),
        expected,
    }
}

/// A field that may be absent or null.
fn opt<'a>(obj: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    obj.get(key).filter(|v| !v.is_null())
}

fn req<'a>(obj: &'a Map<String, Value>, key: &str, path: &str) -> Result<&'a Value, Fault> {
    obj.get(key)
        .ok_or_else(|| Fault::MissingField(path.to_string()))
}

fn int(v: &Value) -> Option<i64> {
    v.as_i64()
}

/// The cell at `row`, `col` as a record gives them (any integers).
fn cell_at(row: i64, col: i64) -> Result<Cell, Fault> {
    u8::try_from(row)
        .ok()
        .zip(u8::try_from(col).ok())
        .and_then(|(r, c)| Cell::new(r, c))
        .ok_or(Fault::OffMarket { row, col })
}

fn cell_from(v: &Value, field: &str) -> Result<Cell, Fault> {
    let arr = v
        .as_array()
        .filter(|a| a.len() == 2)
        .ok_or_else(|| wrong(field, "a cell [row, col]"))?;
    match (int(&arr[0]), int(&arr[1])) {
        (Some(r), Some(c)) => cell_at(r, c),
        _ => Err(wrong(field, "a cell [row, col] of integers")),
    }
}

fn parse_assam(v: &Value) -> Result<Assam, Fault> {
    let obj = v
        .as_object()
        .ok_or_else(|| wrong("assam", "an object {row, col, facing}"))?;
    let row = req(obj, "row", "assam.row")?;
    let col = req(obj, "col", "assam.col")?;
    let cell = match (int(row), int(col)) {
        (Some(r), Some(c)) => cell_at(r, c)?,
        _ => return Err(wrong("assam.row/col", "integers")),
    };
    let facing = req(obj, "facing", "assam.facing")?
        .as_str()
        .ok_or_else(|| wrong("assam.facing", "a string"))?;
    let facing = Facing::parse(facing).ok_or_else(|| Fault::BadFacing(facing.to_string()))?;
    Ok(Assam { cell, facing })
}

fn parse_rules(v: &Value) -> Result<Rules, Fault> {
    let obj = v.as_object().ok_or_else(|| wrong("rules", "an object"))?;
    let mut rules = Rules::default();
    if let Some(b) = opt(obj, "bankruptcy") {
        let s = b
            .as_str()
            .ok_or_else(|| wrong("rules.bankruptcy", "a string"))?;
        rules.bankruptcy = Bankruptcy::parse(s).ok_or_else(|| Fault::BadRule {
            field: "bankruptcy",
            value: s.to_string(),
        })?;
    }
    if let Some(t) = opt(obj, "turn_order") {
        let s = t
            .as_str()
            .ok_or_else(|| wrong("rules.turn_order", "a string"))?;
        rules.turn_order = TurnOrder::parse(s).ok_or_else(|| Fault::BadRule {
            field: "turn_order",
            value: s.to_string(),
        })?;
    }
    Ok(rules)
}

fn parse_player(seat: usize, v: &Value) -> Result<PlayerSetup, Fault> {
    let at = |f: &str| format!("players[{seat}].{f}");
    let obj = v
        .as_object()
        .ok_or_else(|| wrong(format!("players[{seat}]"), "an object"))?;
    let name = req(obj, "name", &at("name"))?
        .as_str()
        .ok_or_else(|| wrong(at("name"), "a string"))?
        .to_string();
    let colors = req(obj, "colors", &at("colors"))?
        .as_array()
        .ok_or_else(|| wrong(at("colors"), "an array of strings"))?
        .iter()
        .map(|c| {
            c.as_str()
                .map(str::to_string)
                .ok_or_else(|| wrong(at("colors"), "an array of strings"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let kind = match opt(obj, "kind") {
        None => PlayerKind::Human,
        Some(k) => {
            let s = k.as_str().ok_or_else(|| wrong(at("kind"), "a string"))?;
            PlayerKind::parse(s).ok_or_else(|| Fault::BadKind {
                seat,
                kind: s.to_string(),
            })?
        }
    };
    Ok(PlayerSetup { name, colors, kind })
}

fn parse_turn(v: &Value) -> Result<TurnRecord, Fault> {
    let obj = v.as_object().ok_or_else(|| wrong("turn", "an object"))?;
    let mut t = TurnRecord::default();
    if let Some(r) = opt(obj, "rotate") {
        let s = r
            .as_str()
            .ok_or_else(|| wrong("rotate", "a string: none, left or right"))?;
        t.rotate = Some(Rotation::parse(s).ok_or_else(|| Fault::BadRotate {
            value: s.to_string(),
            allowed: "none, left or right",
        })?);
    }
    if let Some(r) = opt(obj, "roll") {
        match r.as_i64() {
            Some(f) if (1..=4).contains(&f) => t.roll = Some(f as u8),
            Some(f) => return Err(Fault::BadRoll(f.to_string())),
            // a fraction (or a number beyond i64) is the wrong kind of value; printing it
            // back would pull a float printer into the wasm
            None => return Err(wrong("roll", "an integer from 1 to 4")),
        }
    }
    if let Some(r) = opt(obj, "rug") {
        let arr = r
            .as_array()
            .filter(|a| a.len() == 2)
            .ok_or_else(|| wrong("rug", "two cells [[row, col], [row, col]]"))?;
        t.rug = Some([cell_from(&arr[0], "rug")?, cell_from(&arr[1], "rug")?]);
    }
    Ok(t)
}

impl Record {
    /// Parses record text (JSON).
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let v: Value = serde_json::from_str(text)
            .map_err(|e| RecordError::whole(Fault::NotJson(e.to_string())))?;
        Record::from_value(&v)
    }

    /// Reads a record from a parsed JSON value. Unknown fields are kept in `extra`; a known
    /// field of the wrong type or value is refused.
    pub fn from_value(v: &Value) -> Result<Record, RecordError> {
        let whole = RecordError::whole;
        let obj = v
            .as_object()
            .ok_or_else(|| whole(wrong("record", "a JSON object")))?;
        let format = req(obj, "format", "format").map_err(whole)?;
        let format = format
            .as_str()
            .ok_or_else(|| whole(wrong("format", "a string")))?;
        if format != RECORD_FORMAT {
            return Err(whole(Fault::UnknownFormat(format.to_string())));
        }
        let players = req(obj, "players", "players")
            .map_err(whole)?
            .as_array()
            .ok_or_else(|| whole(wrong("players", "an array")))?
            .iter()
            .enumerate()
            .map(|(seat, p)| parse_player(seat, p))
            .collect::<Result<Vec<_>, _>>()
            .map_err(whole)?;
        let rules = opt(obj, "rules")
            .map(parse_rules)
            .transpose()
            .map_err(whole)?
            .unwrap_or_default();
        let assam = opt(obj, "assam")
            .map(parse_assam)
            .transpose()
            .map_err(whole)?;
        let piles = match opt(obj, "piles") {
            None => None,
            Some(p) => {
                let bad = || {
                    whole(wrong(
                        "piles",
                        "null or an array of arrays of colour strings",
                    ))
                };
                let outer = p.as_array().ok_or_else(bad)?;
                let mut piles = Vec::new();
                for pile in outer {
                    let inner = pile.as_array().ok_or_else(bad)?;
                    piles.push(
                        inner
                            .iter()
                            .map(|c| c.as_str().map(str::to_string).ok_or_else(bad))
                            .collect::<Result<Vec<_>, _>>()?,
                    );
                }
                Some(piles)
            }
        };
        let seed = match opt(obj, "seed") {
            None => None,
            Some(s) => Some(
                s.as_u64()
                    .ok_or_else(|| whole(wrong("seed", "a non-negative integer")))?,
            ),
        };
        let turns = req(obj, "turns", "turns")
            .map_err(whole)?
            .as_array()
            .ok_or_else(|| whole(wrong("turns", "an array")))?
            .iter()
            .enumerate()
            .map(|(i, t)| parse_turn(t).map_err(|f| RecordError::at(i + 1, f)))
            .collect::<Result<Vec<_>, _>>()?;
        let known = [
            "format", "players", "rules", "assam", "piles", "seed", "turns",
        ];
        // a loop, not collect(): collecting into the map sorts first and brings a sort into
        // the wasm for nothing (the map keeps its keys in order anyway)
        let mut extra = serde_json::Map::new();
        for (k, v) in obj.iter().filter(|(k, _)| !known.contains(&k.as_str())) {
            extra.insert(k.clone(), v.clone());
        }
        Ok(Record {
            players,
            rules,
            assam,
            piles,
            seed,
            turns,
            extra,
        })
    }

    /// The record as a JSON value (unknown fields it was read with included).
    pub fn to_value(&self) -> Value {
        let mut obj = Map::new();
        obj.insert("format".into(), json!(RECORD_FORMAT));
        obj.insert(
            "players".into(),
            Value::Array(
                self.players
                    .iter()
                    .map(|p| json!({"name": p.name, "colors": p.colors, "kind": p.kind.as_str()}))
                    .collect(),
            ),
        );
        obj.insert(
            "rules".into(),
            json!({"bankruptcy": self.rules.bankruptcy.as_str(), "turn_order": self.rules.turn_order.as_str()}),
        );
        let a = self.assam.unwrap_or_default();
        obj.insert(
            "assam".into(),
            json!({"row": a.cell.row(), "col": a.cell.col(), "facing": a.facing.as_str()}),
        );
        obj.insert("piles".into(), json!(self.piles));
        if let Some(seed) = self.seed {
            obj.insert("seed".into(), json!(seed));
        }
        let turns = self
            .turns
            .iter()
            .map(|t| {
                let mut o = Map::new();
                if let Some(r) = t.rotate {
                    o.insert("rotate".into(), json!(r.as_str()));
                }
                if let Some(f) = t.roll {
                    o.insert("roll".into(), json!(f));
                }
                if let Some(rug) = t.rug {
                    o.insert("rug".into(), json!(rug));
                }
                Value::Object(o)
            })
            .collect();
        obj.insert("turns".into(), Value::Array(turns));
        for (k, v) in &self.extra {
            obj.entry(k.clone()).or_insert_with(|| v.clone());
        }
        Value::Object(obj)
    }

    /// The record as indented JSON text.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(&self.to_value()).expect("a JSON value always serialises")
    }

    /// The record as compact JSON text (what the app saves and exports: smaller code and
    /// storage than the indented form).
    pub fn to_json(&self) -> String {
        self.to_value().to_string()
    }

    fn setup(&self) -> Setup {
        Setup {
            players: self.players.clone(),
            rules: self.rules,
            assam: self.assam,
        }
    }

    /// The 2-player piles as colour choices (0/1 per rug), checked.
    fn pile_choices(&self) -> Result<[[u8; PILE]; 2], RecordError> {
        let whole = RecordError::whole;
        let n = self.players.len();
        let mut out = [[0u8; PILE]; 2];
        if n != 2 {
            return match &self.piles {
                None => Ok(out),
                Some(_) => Err(whole(Fault::UnexpectedPiles(n))),
            };
        }
        let piles = self
            .piles
            .as_ref()
            .ok_or_else(|| whole(Fault::MissingPiles))?;
        if piles.len() != 2 {
            return Err(whole(wrong("piles", "two piles, one per player")));
        }
        for (seat, pile) in piles.iter().enumerate() {
            let bad = |reason: PileFault| whole(Fault::BadPile { seat, reason });
            if pile.len() != PILE {
                return Err(bad(PileFault::Length {
                    found: pile.len(),
                    expected: PILE,
                }));
            }
            let colors = &self.players[seat].colors;
            let mut count = [0usize; 2];
            for (i, c) in pile.iter().enumerate() {
                let which = colors
                    .iter()
                    .position(|x| x == c)
                    .ok_or_else(|| bad(PileFault::Colour(c.clone())))?;
                out[seat][i] = which as u8;
                count[which] += 1;
            }
            if count != [PILE / 2, PILE / 2] {
                return Err(bad(PileFault::Counts {
                    counts: count,
                    colours: [colors[0].clone(), colors[1].clone()],
                }));
            }
        }
        Ok(out)
    }
}

impl Serialize for Record {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_value().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Record {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        Record::from_value(&v).map_err(serde::de::Error::custom)
    }
}

impl Game {
    /// Replays a record: set-up, piles, then every turn against the rules. A record with a
    /// seed resumes the die where the record left it (same next roll as without a reload).
    pub fn from_record(record: &Record) -> Result<Game, RecordError> {
        Game::replay_with_events(record).map(|(game, _)| game)
    }

    /// The record's game before its first turn: its set-up and piles, checked.
    pub(crate) fn start_of(record: &Record) -> Result<Game, RecordError> {
        let setup = record.setup();
        setup.validate().map_err(RecordError::whole)?;
        let piles = record.pile_choices()?;
        Game::with_piles(setup, record.seed, piles).map_err(RecordError::whole)
    }

    /// Replays a record like [`Game::from_record`] and also gives every event of the
    /// replay with the 1-based turn it belongs to (an app rebuilds its log from them).
    pub fn replay_with_events(record: &Record) -> Result<(Game, Vec<(usize, Event)>), RecordError> {
        let mut game = Game::start_of(record)?;
        let last = record.turns.len();
        let mut log = Vec::new();
        for (i, t) in record.turns.iter().enumerate() {
            let n = i + 1;
            let mut events = Vec::new();
            replay_turn(&mut game, t, n == last, &mut events).map_err(|f| RecordError::at(n, f))?;
            log.extend(events.into_iter().map(|e| (n, e)));
        }
        Ok((game, log))
    }

    /// Writes the game as a record (with the seed when known).
    pub fn to_record(&self) -> Record {
        let setup = self.setup();
        let piles = (self.players() == 2).then(|| {
            self.position()
                .piles()
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    p.iter()
                        .map(|&w| setup.players[seat].colors[w as usize].clone())
                        .collect()
                })
                .collect()
        });
        Record {
            players: setup.players.clone(),
            rules: setup.rules,
            assam: Some(setup.assam.unwrap_or_default()),
            piles,
            seed: self.seed(),
            turns: self.turns().to_vec(),
            extra: Map::new(),
        }
    }
}

fn replay_turn(
    game: &mut Game,
    t: &TurnRecord,
    last: bool,
    events: &mut Vec<Event>,
) -> Result<(), Fault> {
    if game.is_over() {
        return Err(Fault::AfterEnd);
    }
    let unfinished = |missing: &'static str| {
        if last {
            Ok(())
        } else {
            Err(Fault::UnfinishedNotLast(missing))
        }
    };
    match game.rules().turn_order {
        TurnOrder::Classic => {
            let Some(rotation) = t.rotate else {
                return Err(Fault::MissingField("rotate".into()));
            };
            events.extend(game.orient(rotation)?);
            let Some(face) = t.roll else {
                if t.rug.is_some() {
                    return Err(Fault::MissingField("roll".into()));
                }
                return unfinished("roll");
            };
            events.extend(game.roll(face)?);
            if game.phase() != Phase::Place {
                // eliminated by the payment: the turn is over
                return match t.rug {
                    Some(_) => Err(Fault::AfterElimination("rug")),
                    None => Ok(()),
                };
            }
            let Some(rug) = t.rug else {
                return unfinished("rug");
            };
            events.extend(game.place(rug)?);
        }
        TurnOrder::RollFirst => {
            if let Some(Rotation::None) = t.rotate {
                return Err(Fault::BadRotate {
                    value: "none".into(),
                    allowed: "left or right (roll-first)",
                });
            }
            let Some(face) = t.roll else {
                return Err(Fault::MissingField("roll".into()));
            };
            events.extend(game.roll(face)?);
            if game.phase() != Phase::Place {
                return match (t.rug, t.rotate) {
                    (Some(_), _) => Err(Fault::AfterElimination("rug")),
                    (None, Some(_)) => Err(Fault::AfterElimination("rotate")),
                    (None, None) => Ok(()),
                };
            }
            let Some(rug) = t.rug else {
                if t.rotate.is_some() {
                    return Err(Fault::MissingField("rug".into()));
                }
                return unfinished("rug");
            };
            events.extend(game.place(rug)?);
            if game.is_over() {
                return match t.rotate {
                    Some(_) => Err(Fault::RotateAfterLastRug),
                    None => Ok(()),
                };
            }
            let Some(rotation) = t.rotate else {
                return unfinished("rotate");
            };
            events.extend(game.quarter_turn(rotation)?);
        }
    }
    Ok(())
}
