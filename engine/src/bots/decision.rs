//! What a bot decides: a short list of actions, and every decision legal now.

use serde_json::{json, Value};

use crate::action::Action;
use crate::cell::Cell;
use crate::error::ActionError;
use crate::event::{Event, EventSink};
use crate::facing::Rotation;
use crate::game::Game;
use crate::phase::Phase;
use crate::position::Position;
use crate::rug::RugPos;
use crate::rules::TurnOrder;

/// What a bot does now: a short list of [`Action`]s. One direction or quarter turn; a rug,
/// followed in roll-first by its closing quarter turn unless it is the game's last; nothing
/// in phase `roll`, where there is nothing to choose and the die is rolled next.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Decision {
    len: u8,
    list: [Action; 2],
}

/// What fills the unused places of a decision's list (never read).
const UNUSED: Action = Action::Roll(0);

impl Decision {
    /// Phase `roll`: nothing to choose.
    pub const ROLL: Decision = Decision {
        len: 0,
        list: [UNUSED; 2],
    };

    /// One action.
    pub const fn one(action: Action) -> Decision {
        Decision {
            len: 1,
            list: [action, UNUSED],
        }
    }

    /// A rug, and in roll-first the closing quarter turn that follows it.
    pub const fn rug(rug: RugPos, quarter_turn: Option<Rotation>) -> Decision {
        match quarter_turn {
            Some(q) => Decision {
                len: 2,
                list: [Action::Rug(rug), Action::QuarterTurn(q)],
            },
            None => Decision::one(Action::Rug(rug)),
        }
    }

    /// The actions, in order.
    pub fn actions(&self) -> &[Action] {
        &self.list[..self.len as usize]
    }

    /// The rug laid, if the decision lays one.
    pub fn rug_pos(&self) -> Option<RugPos> {
        self.actions().iter().find_map(|a| match a {
            Action::Rug(r) => Some(*r),
            _ => None,
        })
    }

    /// The turn of Assam: a direction, or the quarter turn (alone or after the rug).
    pub fn rotation(&self) -> Option<Rotation> {
        self.actions().iter().find_map(|a| a.rotation())
    }

    /// The JSON object the `bot` tool prints, with Assam on `assam`: `{"rotate": ...}`,
    /// `{"roll": true}` or `{"rug": [[row, col], [row, col]]}` (plus `"rotate"` for the
    /// closing quarter turn). A rug is written from Assam outwards, the half next to him
    /// first.
    pub fn to_json(&self, assam: Cell) -> Value {
        match (self.rug_pos(), self.rotation()) {
            (Some(rug), None) => json!({ "rug": rug.outward_from(assam) }),
            (Some(rug), Some(q)) => json!({ "rug": rug.outward_from(assam), "rotate": q.as_str() }),
            (None, Some(r)) => json!({ "rotate": r.as_str() }),
            (None, None) => json!({ "roll": true }),
        }
    }

    /// Plays the decision on `game`, all or nothing: on an error the game is exactly as it
    /// was. [`Decision::ROLL`] rolls the game's own seeded die.
    pub fn apply(&self, game: &mut Game) -> Result<Vec<Event>, ActionError> {
        if self.len == 0 {
            return game.apply(Action::Roll(game.next_face()));
        }
        game.apply_all(self.actions())
    }

    /// Plays the decision on a position, all or nothing ([`Decision::ROLL`] does nothing:
    /// the caller rolls).
    pub fn apply_to<S: EventSink>(
        &self,
        pos: &mut Position,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        let mut next = pos.clone();
        for &a in self.actions() {
            next.apply(a, sink)?;
        }
        *pos = next;
        Ok(())
    }
}

/// The legal decisions now, as a bot lists them (roll-first place: each rug with each
/// closing quarter turn, unless it is the game's last rug). Empty in `roll` and `over`.
pub fn legal_decisions(pos: &Position) -> Vec<Decision> {
    match pos.phase() {
        Phase::Orient | Phase::QuarterTurn => {
            pos.legal_actions().into_iter().map(Decision::one).collect()
        }
        Phase::Place => {
            let closing: &[Option<Rotation>] = if needs_quarter_turn(pos) {
                &[Some(Rotation::Left), Some(Rotation::Right)]
            } else {
                &[None]
            };
            pos.legal_rugs()
                .flat_map(|rug| {
                    closing
                        .iter()
                        .map(move |&quarter_turn| Decision::rug(rug, quarter_turn))
                })
                .collect()
        }
        Phase::Roll | Phase::Over => Vec::new(),
    }
}

/// Roll-first and not the game's last rug: a rug is followed by a closing quarter turn.
pub(crate) fn needs_quarter_turn(pos: &Position) -> bool {
    pos.rules().turn_order == TurnOrder::RollFirst && pos.rugs_left_total() > 1
}
