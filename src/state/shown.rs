//! What the screen shows at one moment (`Shown`), and the moments an action goes through
//! (`beats`): the die tumbling, each step of Assam's walk, the payment, then the game as the
//! engine left it. Pure: built from the game before the action, its events and the game
//! after, so a live turn and a replayed record give the same moments.

use marrakech_engine::{Assam, Cell, ColorId, Event, Game, Phase, RugPos, Seat, Step};

/// Where the roll's animation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Stage {
    /// Nothing moves: the game as the engine has it.
    #[default]
    Still,
    /// The die tumbles.
    Tumbling,
    /// Assam has just taken a step.
    Walking,
    /// Assam is half-way round an edge arc.
    Arc,
    /// The owed area is lit and the coins travel from the payer to the payee.
    Paying,
    /// The coins have arrived: the counters show the payment.
    Paid,
    /// The rug just laid unrolls; the next turn waits for it.
    Laying,
}

/// What happened where Assam stopped, told until the next roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A bare cell: nothing to pay.
    Bare { seat: Seat },
    /// One of the roller's own rugs.
    OwnRug { seat: Seat },
    /// A rug of a player who is out: nothing to pay.
    OutPlayersRug { seat: Seat, owner: Seat },
    /// A payment (`amount` may be less than `owed`, even 0); `out` when the payer is out.
    Paid {
        from: Seat,
        to: Seat,
        amount: u32,
        owed: u32,
        out: bool,
    },
}

/// The area paid for, lit during the payment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payment {
    pub from: Seat,
    pub to: Seat,
    pub amount: u32,
    pub owed: u32,
    pub color: ColorId,
    pub area: Vec<Cell>,
}

/// Assam's last walk, drawn faintly until the next roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    pub start: Assam,
    pub steps: Vec<Step>,
}

/// What the game does not keep but the table tells: the last roll, what it led to, the
/// last rug and walk.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Marks {
    pub roll: Option<u8>,
    pub outcome: Option<Outcome>,
    pub payment: Option<Payment>,
    pub last_rug: Option<RugPos>,
    /// Where Assam stood when the last rug was laid: it unrolls from his side, and keeps
    /// that side once he walks on.
    pub laid_from: Option<Cell>,
    pub walk: Option<Walk>,
}

impl Marks {
    /// The marks after `events`, played on `board` (the game whose rugs Assam stops on:
    /// the game before the action; any later one works too, as the cell under Assam keeps
    /// its rug until he moves again).
    pub fn after(self, board: &Game, events: &[Event]) -> Marks {
        self.after_from(board, board.assam(), events)
    }

    /// [`Marks::after`] with Assam standing as `assam` before the events.
    pub fn after_from(mut self, board: &Game, mut assam: Assam, events: &[Event]) -> Marks {
        for event in events {
            match event {
                Event::Rotated { to, .. } | Event::QuarterTurned { to, .. } => assam.facing = *to,
                Event::Rolled { face, .. } => {
                    self.roll = Some(*face);
                    self.outcome = None;
                    self.payment = None;
                }
                Event::Moved { seat, steps } => {
                    self.walk = Some(Walk {
                        start: assam,
                        steps: steps.clone(),
                    });
                    if let Some(end) = steps.last() {
                        assam = Assam {
                            cell: end.cell,
                            facing: end.facing,
                        };
                        self.outcome = landing(board, *seat, end.cell);
                    }
                }
                Event::Paid {
                    from,
                    to,
                    amount,
                    owed,
                    color,
                    area,
                } => {
                    self.outcome = Some(Outcome::Paid {
                        from: *from,
                        to: *to,
                        amount: *amount,
                        owed: *owed,
                        out: false,
                    });
                    self.payment = Some(Payment {
                        from: *from,
                        to: *to,
                        amount: *amount,
                        owed: *owed,
                        color: *color,
                        area: area.clone(),
                    });
                }
                Event::Eliminated { seat } => {
                    if let Some(Outcome::Paid { from, out, .. }) = &mut self.outcome {
                        if *from == *seat {
                            *out = true;
                        }
                    }
                }
                Event::Laid { cells, .. } => {
                    self.last_rug = RugPos::new(cells[0], cells[1]);
                    self.laid_from = Some(assam.cell);
                }
                Event::NextTurn { .. } | Event::GameOver { .. } => {}
            }
        }
        self
    }
}

/// What Assam's stop on `cell` means for `seat` when no payment follows (`None` on a rug
/// of an opponent still in: the payment tells it).
fn landing(board: &Game, seat: Seat, cell: Cell) -> Option<Outcome> {
    match board.rug_at(cell) {
        None => Some(Outcome::Bare { seat }),
        Some((color, _)) => {
            let owner = board.owner(color);
            if owner == seat {
                Some(Outcome::OwnRug { seat })
            } else if board.is_eliminated(owner) {
                Some(Outcome::OutPlayersRug { seat, owner })
            } else {
                None
            }
        }
    }
}

/// The screen at one moment.
#[derive(Clone, Debug)]
pub struct Shown {
    /// The game the moment belongs to: the game before the action while it is being
    /// shown, the game itself once all is still. Seat to move, rugs, eliminations and the
    /// phase are read from it.
    pub game: Game,
    pub assam: Assam,
    /// While Assam goes round an edge arc: the cell it brings him to.
    pub arc: Option<Cell>,
    /// Dirhams per seat (the counters follow the coins).
    pub money: Vec<u32>,
    pub stage: Stage,
    pub marks: Marks,
}

impl Shown {
    /// The game at rest, with `marks`.
    pub fn still(game: &Game, marks: Marks) -> Shown {
        Shown {
            game: game.clone(),
            assam: game.assam(),
            arc: None,
            money: game.seats().map(|s| game.money(s)).collect(),
            stage: Stage::Still,
            marks,
        }
    }

    /// Whether something is being shown that play must wait for.
    pub fn moving(&self) -> bool {
        self.stage != Stage::Still
    }

    /// Whether the turn shown has not rolled yet: the die and the headline still tell the
    /// previous roll (greyed).
    pub fn before_roll(&self) -> bool {
        !self.moving() && matches!(self.game.phase(), Phase::Orient | Phase::Roll)
    }

    /// The die's face: none while it tumbles or before any roll.
    pub fn die_face(&self) -> Option<u8> {
        (self.stage != Stage::Tumbling)
            .then_some(self.marks.roll)
            .flatten()
    }
}

/// One moment of an action and how long it stays (at normal speed).
#[derive(Clone, Debug)]
pub struct Beat {
    pub shown: Shown,
    pub ms: u32,
}

/// The moments of an action, from the screen `from` (the game before it, at rest) through
/// its `events` to the game `after` (the last beat, which stays).
pub fn beats(from: &Shown, events: &[Event], after: &Game) -> Vec<Beat> {
    let mut out = Vec::new();
    let mut now = from.clone();
    let board = from.game.clone();
    for (k, event) in events.iter().enumerate() {
        let marks_so_far = || from.marks.clone().after(&board, &events[..=k]);
        match event {
            Event::Rolled { .. } => {
                // The last payment and stop are told until this roll.
                now.marks = marks_so_far();
                now.stage = Stage::Tumbling;
                out.push(Beat {
                    shown: now.clone(),
                    ms: 700,
                });
            }
            Event::Moved { steps, .. } => {
                // The die shows its face from the first step; the stop is told once he
                // stands on it (his glide to a cell takes 300 ms of a step's 330).
                now.marks = from.marks.clone().after(&board, &events[..k]);
                for step in steps {
                    if step.via_arc {
                        now.arc = Some(step.cell);
                        now.stage = Stage::Arc;
                        out.push(Beat {
                            shown: now.clone(),
                            ms: 220,
                        });
                        now.arc = None;
                    }
                    now.assam = Assam {
                        cell: step.cell,
                        facing: step.facing,
                    };
                    now.stage = Stage::Walking;
                    out.push(Beat {
                        shown: now.clone(),
                        ms: 330,
                    });
                }
                if !steps.is_empty() {
                    now.marks = marks_so_far();
                    out.push(Beat {
                        shown: now.clone(),
                        ms: 220,
                    });
                }
            }
            Event::Paid {
                from: payer,
                to,
                amount,
                ..
            } => {
                now.marks = marks_so_far();
                // The headline tells at once that the payer is out.
                let is_out = events[k..]
                    .iter()
                    .any(|e| matches!(e, Event::Eliminated { seat } if seat == payer));
                if let Some(Outcome::Paid { out, .. }) = &mut now.marks.outcome {
                    *out = is_out;
                }
                now.stage = Stage::Paying;
                out.push(Beat {
                    shown: now.clone(),
                    ms: 900,
                });
                if let Some(m) = now.money.get_mut(payer.index()) {
                    *m = m.saturating_sub(*amount);
                }
                if let Some(m) = now.money.get_mut(to.index()) {
                    *m += amount;
                }
                now.stage = Stage::Paid;
                out.push(Beat {
                    shown: now.clone(),
                    ms: 900,
                });
            }
            Event::Laid { .. } => {
                let mut laying = Shown::still(after, marks_so_far());
                laying.stage = Stage::Laying;
                out.push(Beat {
                    shown: laying,
                    ms: 600,
                });
            }
            _ => {}
        }
    }
    let marks = from.marks.clone().after(&board, events);
    out.push(Beat {
        shown: Shown::still(after, marks),
        ms: 0,
    });
    out
}

#[cfg(test)]
mod tests;
