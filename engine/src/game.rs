//! A game as the app plays it: set-up (names, colours, options), the position, the die's
//! seeded random source, and the turns taken (for the record).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::assam::{Assam, Path};
use crate::cell::{Cell, CellSet};
use crate::error::{ActionError, SetupError};
use crate::event::Event;
use crate::facing::{Facing, Rotation};
use crate::level::PlayerKind;
use crate::market::ColorId;
use crate::phase::Phase;
use crate::position::{rugs_each, Debt, Position, PILE};
use crate::rng::GameRng;
use crate::rug::RugPos;
use crate::rules::Rules;
use crate::score::Score;
use crate::seat::Seat;

/// One seat at set-up.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PlayerSetup {
    /// Display name.
    pub name: String,
    /// Colour identifiers (lower case): one with 3 or 4 players, two with 2.
    pub colors: Vec<String>,
    /// Human or bot level.
    pub kind: PlayerKind,
}

impl PlayerSetup {
    /// A seat.
    pub fn new(name: impl Into<String>, colors: &[&str], kind: PlayerKind) -> PlayerSetup {
        PlayerSetup {
            name: name.into(),
            colors: colors.iter().map(|c| c.to_string()).collect(),
            kind,
        }
    }
}

/// What a new game needs.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Setup {
    /// 2 to 4 seats, in turn order.
    pub players: Vec<PlayerSetup>,
    /// The options.
    pub rules: Rules,
    /// Assam's start; `None` is the centre facing N.
    pub assam: Option<Assam>,
}

impl Setup {
    /// Checks player count and colours.
    pub fn validate(&self) -> Result<(), SetupError> {
        let n = self.players.len();
        if !(2..=4).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        let expected = if n == 2 { 2 } else { 1 };
        let mut seen: Vec<&str> = Vec::new();
        for (seat, p) in self.players.iter().enumerate() {
            if p.colors.len() != expected {
                return Err(SetupError::ColorCount {
                    seat,
                    expected,
                    found: p.colors.len(),
                });
            }
            for c in &p.colors {
                if !is_color_identifier(c) {
                    return Err(SetupError::BadColor(c.clone()));
                }
                if seen.contains(&c.as_str()) {
                    return Err(SetupError::DuplicateColor(c.clone()));
                }
                seen.push(c);
            }
        }
        Ok(())
    }
}

impl Setup {
    /// A game of `players` seats named `P0`, `P1` …, all of `kind`, in the palette's
    /// colours (`red`, `yellow`, `cyan`, `purple`; two each with 2 players), Assam at the
    /// centre: for tests, benchmarks and generated records.
    pub fn standard(players: usize, rules: Rules, kind: PlayerKind) -> Setup {
        let seats = (0..players.min(4))
            .map(|s| {
                let colors: &[&str] = if players == 2 {
                    &PALETTE[s * 2..s * 2 + 2]
                } else {
                    &PALETTE[s..s + 1]
                };
                PlayerSetup::new(format!("P{s}"), colors, kind)
            })
            .collect();
        Setup {
            players: seats,
            rules,
            assam: None,
        }
    }
}

/// The colours of the printed game, in seat order: what apps offer and draw (a record may
/// use any other identifier).
pub const PALETTE: [&str; 4] = ["red", "yellow", "cyan", "purple"];

/// Whether `s` is a lower-case identifier: a letter `a-z`, then letters, digits, `_` or `-`.
pub fn is_color_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some('a'..='z'))
        && chars.all(|c| matches!(c, 'a'..='z' | '0'..='9' | '_' | '-'))
}

/// One turn as written in a record: what was chosen and rolled so far.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TurnRecord {
    /// Classic: the orient choice; roll-first: the closing quarter turn.
    pub rotate: Option<Rotation>,
    /// The die face.
    pub roll: Option<u8>,
    /// The rug's two cells, in the order given.
    pub rug: Option<[Cell; 2]>,
}

/// A rug laid in a game: its id (1, 2, 3 … in laying order), colour and two cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LaidRug {
    /// Its number in laying order.
    pub id: u8,
    /// Its colour.
    pub color: ColorId,
    /// Its two cells.
    pub rug: RugPos,
}

/// What does not change during a game, shared by clones.
#[derive(Debug)]
struct Shared {
    setup: Setup,
    color_names: Vec<String>,
    seed: Option<u64>,
}

/// A game: set-up, position, seeded die and the turns taken.
///
/// Every action checks the phase and the rules first and leaves the game unchanged when it
/// returns an error. Cloning is cheap apart from the turn list (names are shared).
#[derive(Clone, Debug)]
pub struct Game {
    shared: Arc<Shared>,
    pos: Position,
    rng: GameRng,
    turns: Vec<TurnRecord>,
}

impl Game {
    /// A new game: 30 dirhams each; 12 rugs each (4 players), 15 (3 players), or with 2
    /// players two colours each and a pile of 24 (12 + 12) shuffled from `seed`. The die is
    /// rolled from the same seeded source ([`Game::roll_die`]).
    pub fn new(setup: Setup, seed: u64) -> Result<Game, SetupError> {
        setup.validate()?;
        let mut rng = GameRng::new(seed);
        let piles = shuffled_piles(setup.players.len(), &mut rng);
        Ok(Game::assemble(setup, Some(seed), rng, piles))
    }

    /// A game with the 2-player piles given (record replay). `piles[seat][i]` is 0 or 1:
    /// which of the seat's two colours. With a seed, the source skips the shuffle draws.
    pub(crate) fn with_piles(
        setup: Setup,
        seed: Option<u64>,
        piles: [[u8; PILE]; 2],
    ) -> Result<Game, SetupError> {
        setup.validate()?;
        let mut rng = GameRng::new(seed.unwrap_or(0));
        let _ = shuffled_piles(setup.players.len(), &mut rng);
        Ok(Game::assemble(setup, seed, rng, piles))
    }

    fn assemble(setup: Setup, seed: Option<u64>, rng: GameRng, piles: [[u8; PILE]; 2]) -> Game {
        let pos = Position::new(
            setup.players.len(),
            setup.rules,
            setup.assam.unwrap_or_default(),
            piles,
        );
        let color_names = setup
            .players
            .iter()
            .flat_map(|p| p.colors.iter().cloned())
            .collect();
        Game {
            shared: Arc::new(Shared {
                setup,
                color_names,
                seed,
            }),
            pos,
            rng,
            turns: Vec::new(),
        }
    }

    // ----- set-up facts --------------------------------------------------------------

    /// The set-up (names, colours, kinds, rules, Assam's start).
    pub fn setup(&self) -> &Setup {
        &self.shared.setup
    }
    /// The seed, when known (a record without one has none; the die then uses seed 0
    /// unless [`Game::reseed`] is called).
    pub fn seed(&self) -> Option<u64> {
        self.shared.seed
    }
    /// The options.
    pub fn rules(&self) -> Rules {
        self.shared.setup.rules
    }
    /// Number of seats.
    pub fn players(&self) -> usize {
        self.pos.players()
    }
    /// The seats, in turn order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        Seat::all(self.players())
    }
    /// What sits at a seat: a person or a bot.
    pub fn kind(&self, seat: Seat) -> PlayerKind {
        self.shared.setup.players[seat.index()].kind
    }
    /// A seat's name.
    pub fn name(&self, seat: Seat) -> &str {
        &self.shared.setup.players[seat.index()].name
    }
    /// The identifier of colour `color` (e.g. `"red"`).
    pub fn color_name(&self, color: ColorId) -> &str {
        &self.shared.color_names[color.index()]
    }
    /// The colour id of an identifier.
    pub fn color_id(&self, name: &str) -> Option<ColorId> {
        self.shared
            .color_names
            .iter()
            .position(|c| c == name)
            .map(ColorId::new)
    }
    /// The seat owning colour `color`.
    pub fn owner(&self, color: ColorId) -> Seat {
        Seat::new(self.pos.owner(color))
    }
    /// The colours of a seat.
    pub fn colors_of(&self, seat: Seat) -> Vec<ColorId> {
        self.pos.colors_of(seat.index()).collect()
    }

    // ----- state queries -------------------------------------------------------------

    /// The mutable core (cheap to clone; bots search on it).
    pub fn position(&self) -> &Position {
        &self.pos
    }
    /// The phase.
    pub fn phase(&self) -> Phase {
        self.pos.phase()
    }
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.pos.is_over()
    }
    /// The seat to play.
    pub fn current_seat(&self) -> Seat {
        Seat::new(self.pos.current_seat())
    }
    /// The current turn's number (1-based).
    pub fn turn_number(&self) -> usize {
        self.pos.turn_number()
    }
    /// Assam's cell and facing.
    pub fn assam(&self) -> Assam {
        self.pos.assam()
    }
    /// The rotations [`Game::rotate`] accepts now (empty outside [`Phase::Orient`] and
    /// [`Phase::QuarterTurn`]).
    pub fn legal_rotations(&self) -> &'static [Rotation] {
        self.pos.legal_rotations()
    }
    /// The cells Assam walks through for die face `face` (1..=4) looking `facing`, from
    /// where he stands, with arc information.
    pub fn path_for(&self, facing: Facing, face: u8) -> Path {
        self.pos.path_for(facing, face)
    }
    /// The four walks (faces 1 to 4) after `rotation`.
    pub fn preview_paths(&self, rotation: Rotation) -> [Path; 4] {
        self.pos.preview_paths(rotation)
    }
    /// The legal rug positions (empty outside `place`), at most 12, in the order of
    /// [`crate::candidates`].
    pub fn legal_rugs(&self) -> Vec<RugPos> {
        self.pos.legal_rugs().collect()
    }
    /// What the seat to play owes (or paid) where Assam stands.
    pub fn owed_here(&self) -> Option<Debt> {
        self.pos.owed_here()
    }
    /// The connected area of the colour visible on `cell`.
    pub fn area_at(&self, cell: Cell) -> (Option<ColorId>, CellSet) {
        self.pos.area_at(cell)
    }
    /// Colour and rug id visible on `cell`.
    pub fn rug_at(&self, cell: Cell) -> Option<(ColorId, u8)> {
        self.pos.rug_at(cell)
    }
    /// Scores with breakdown.
    pub fn scores(&self) -> Vec<Score> {
        self.pos.scores()
    }
    /// Winners once over (empty before).
    pub fn winners(&self) -> Vec<Seat> {
        self.pos.winners()
    }
    /// The colour of the next rug of `seat` (2 players: the top of its pile only).
    pub fn next_rug_color(&self, seat: Seat) -> Option<ColorId> {
        self.pos.next_rug_color(seat.index())
    }
    /// A seat's dirhams.
    pub fn money(&self, seat: Seat) -> u32 {
        self.pos.money(seat.index())
    }
    /// Rugs a seat still has to lay.
    pub fn rugs_left(&self, seat: Seat) -> u32 {
        self.pos.rugs_left(seat.index())
    }
    /// Cells showing a seat's colours.
    pub fn visible(&self, seat: Seat) -> u32 {
        self.pos.visible(seat.index())
    }
    /// Whether a seat is out.
    pub fn is_eliminated(&self, seat: Seat) -> bool {
        self.pos.is_eliminated(seat.index())
    }
    /// The turns taken so far (the last may be unfinished).
    pub fn turns(&self) -> &[TurnRecord] {
        &self.turns
    }
    /// Every rug laid so far, in laying order, covered ones included (the market shows only
    /// the top of each cell).
    pub fn laid_rugs(&self) -> Vec<LaidRug> {
        let setup = self.setup();
        let mut pos = Position::new(
            setup.players.len(),
            setup.rules,
            setup.assam.unwrap_or_default(),
            *self.pos.piles(),
        );
        let mut events = Vec::new();
        for action in self.actions() {
            if pos.apply(action, &mut events).is_err() {
                break;
            }
        }
        events
            .into_iter()
            .filter_map(|e| match e {
                Event::Laid {
                    rug_id,
                    color,
                    cells,
                    ..
                } => RugPos::new(cells[0], cells[1]).map(|rug| LaidRug {
                    id: rug_id,
                    color,
                    rug,
                }),
                _ => None,
            })
            .collect()
    }

    /// Draws used from the die's source so far.
    pub fn draws_used(&self) -> u64 {
        self.rng.draws()
    }

    // ----- actions -------------------------------------------------------------------

    /// The record entry of turn `turn` (1-based), created with the ones before it if new.
    fn turn_entry(&mut self, turn: usize) -> &mut TurnRecord {
        while self.turns.len() < turn {
            self.turns.push(TurnRecord::default());
        }
        &mut self.turns[turn - 1]
    }

    /// Runs `action` on the position; once it succeeded, notes it in the record entry of
    /// the turn it was taken in (before a possible end of turn) with `note`.
    fn act(
        &mut self,
        action: impl FnOnce(&mut Position, &mut Vec<Event>) -> Result<(), ActionError>,
        note: impl FnOnce(&mut TurnRecord),
    ) -> Result<Vec<Event>, ActionError> {
        let turn = self.turn_number();
        let mut events = Vec::new();
        action(&mut self.pos, &mut events)?;
        note(self.turn_entry(turn));
        Ok(events)
    }

    /// Turns Assam as the phase asks: the classic orient in [`Phase::Orient`] (none, left or
    /// right) or the roll-first closing quarter turn in [`Phase::QuarterTurn`] (left or
    /// right). In another phase, refused as the action of the game's turn order would be.
    pub fn rotate(&mut self, rotation: Rotation) -> Result<Vec<Event>, ActionError> {
        self.act(
            |pos, events| pos.rotate(rotation, events),
            |t| t.rotate = Some(rotation),
        )
    }

    /// Classic: keep Assam's facing or turn him a quarter ([`Phase::Orient`]).
    pub fn orient(&mut self, rotation: Rotation) -> Result<Vec<Event>, ActionError> {
        self.act(
            |pos, events| pos.orient(rotation, events),
            |t| t.rotate = Some(rotation),
        )
    }

    /// The face the game's own die shows at the next roll (its seeded source: the face
    /// [`Game::roll_die`] would roll).
    pub fn next_face(&self) -> u8 {
        self.rng.clone().roll()
    }

    /// Rolls the die from the game's seeded source (phase `roll`); Assam walks and the
    /// payment follows.
    pub fn roll_die(&mut self) -> Result<Vec<Event>, ActionError> {
        let mut peek = self.rng.clone();
        let face = peek.roll();
        let events = self.roll_face(face)?;
        self.rng = peek;
        Ok(events)
    }

    /// Applies a given die face (replay; phase `roll`). Uses up one draw of the die's source
    /// all the same, so records and the source stay in step.
    pub fn roll(&mut self, face: u8) -> Result<Vec<Event>, ActionError> {
        let events = self.roll_face(face)?;
        self.rng.draw();
        Ok(events)
    }

    fn roll_face(&mut self, face: u8) -> Result<Vec<Event>, ActionError> {
        self.act(
            |pos, events| pos.roll(face, events),
            |t| t.roll = Some(face),
        )
    }

    /// Lays the seat's next rug (phase `place`): a [`RugPos`], or two cells in either
    /// order. The record and the [`Event::Laid`] keep the cells in the order given.
    pub fn place(&mut self, cells: impl Into<[Cell; 2]>) -> Result<Vec<Event>, ActionError> {
        let cells = cells.into();
        self.act(
            |pos, events| pos.place(cells, events),
            |t| t.rug = Some(cells),
        )
    }

    /// Roll-first: the closing quarter turn, left or right ([`Phase::QuarterTurn`]).
    pub fn quarter_turn(&mut self, rotation: Rotation) -> Result<Vec<Event>, ActionError> {
        self.act(
            |pos, events| pos.quarter_turn(rotation, events),
            |t| t.rotate = Some(rotation),
        )
    }

    /// Re-seeds the die's source with `seed`, skipping the draws this game already used
    /// (the 2-player shuffle and one per roll).
    pub fn reseed(&mut self, seed: u64) {
        let used = self.rng.draws();
        let mut rng = GameRng::new(seed);
        rng.skip(used);
        self.rng = rng;
        let shared = &*self.shared;
        self.shared = Arc::new(Shared {
            setup: shared.setup.clone(),
            color_names: shared.color_names.clone(),
            seed: Some(seed),
        });
    }
}

/// The 2-player piles shuffled from `rng` (seat 0 then seat 1, 23 draws each); all zeros
/// and no draw with 3 or 4 players.
fn shuffled_piles(players: usize, rng: &mut GameRng) -> [[u8; PILE]; 2] {
    let mut piles = [[0u8; PILE]; 2];
    if players == 2 {
        debug_assert_eq!(rugs_each(2) as usize, PILE);
        for pile in piles.iter_mut() {
            for (i, r) in pile.iter_mut().enumerate() {
                *r = (i >= PILE / 2) as u8;
            }
            rng.shuffle(pile);
        }
    }
    piles
}
