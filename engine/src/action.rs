//! What a player does: the one action type of the game. A turn is a few actions in the order
//! its phases ask (classic: direction, roll, rug; roll-first: roll, rug, quarter turn); the
//! record keeps them, the bots decide them, an app submits them.

use crate::cell::Cell;
use crate::error::ActionError;
use crate::event::{Event, EventSink};
use crate::facing::Rotation;
use crate::game::{Game, TurnRecord};
use crate::phase::Phase;
use crate::position::Position;
use crate::rug::RugPos;
use crate::rules::TurnOrder;

/// One thing a player does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Classic: keep Assam's facing or turn him a quarter before the roll (phase `orient`).
    Direction(Rotation),
    /// The die shows this face, 1 to 4: Assam walks and the payment follows (phase `roll`).
    /// Which face comes is not the player's choice: the game's die, a script or the chains
    /// of a game by link say it.
    Roll(u8),
    /// Lay the next rug here (phase `place`).
    Rug(RugPos),
    /// Roll-first: the closing quarter turn, left or right (phase `turn`).
    QuarterTurn(Rotation),
}

impl Action {
    /// The turn of Assam that `phase` asks for: the direction in `orient`, the quarter turn
    /// in `turn`; `None` in another phase.
    pub fn rotation_in(phase: Phase, rotation: Rotation) -> Option<Action> {
        match phase {
            Phase::Orient => Some(Action::Direction(rotation)),
            Phase::QuarterTurn => Some(Action::QuarterTurn(rotation)),
            _ => None,
        }
    }

    /// The rotation of a direction or a quarter turn.
    pub fn rotation(self) -> Option<Rotation> {
        match self {
            Action::Direction(r) | Action::QuarterTurn(r) => Some(r),
            _ => None,
        }
    }

    /// The phase the action belongs to.
    pub fn phase(self) -> Phase {
        match self {
            Action::Direction(_) => Phase::Orient,
            Action::Roll(_) => Phase::Roll,
            Action::Rug(_) => Phase::Place,
            Action::QuarterTurn(_) => Phase::QuarterTurn,
        }
    }
}

impl TurnRecord {
    /// The actions of this turn in the order the rules take them (as far as the turn went).
    /// A rug whose cells do not touch is left out: it never replays.
    pub fn actions(&self, order: TurnOrder) -> Vec<Action> {
        let rug = self
            .rug
            .and_then(|[a, b]: [Cell; 2]| RugPos::new(a, b))
            .map(Action::Rug);
        let roll = self.roll.map(Action::Roll);
        match order {
            TurnOrder::Classic => [self.rotate.map(Action::Direction), roll, rug]
                .into_iter()
                .flatten()
                .collect(),
            TurnOrder::RollFirst => [roll, rug, self.rotate.map(Action::QuarterTurn)]
                .into_iter()
                .flatten()
                .collect(),
        }
    }
}

impl Position {
    /// Applies `action`; on error the position is unchanged.
    pub fn apply<S: EventSink>(&mut self, action: Action, sink: &mut S) -> Result<(), ActionError> {
        match action {
            Action::Direction(r) => self.orient(r, sink),
            Action::Roll(face) => self.roll(face, sink),
            Action::Rug(rug) => self.place(rug, sink),
            Action::QuarterTurn(r) => self.quarter_turn(r, sink),
        }
    }

    /// Every action legal now. A roll branches by face (four ways, 1 to 4), not by the six
    /// sides of the die: the faces 2 and 3 come up twice as often ([`crate::WEIGHTS`]).
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Orient => self
                .legal_rotations()
                .iter()
                .map(|&r| Action::Direction(r))
                .collect(),
            Phase::Roll => (1..=4).map(Action::Roll).collect(),
            Phase::Place => self.legal_rugs().map(Action::Rug).collect(),
            Phase::QuarterTurn => self
                .legal_rotations()
                .iter()
                .map(|&r| Action::QuarterTurn(r))
                .collect(),
            Phase::Over => Vec::new(),
        }
    }
}

impl Game {
    /// Takes `action`, noting it in the record; on error the game is exactly as it was.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        match action {
            Action::Direction(r) => self.orient(r),
            Action::Roll(face) => self.roll(face),
            Action::Rug(rug) => self.place(rug),
            Action::QuarterTurn(r) => self.quarter_turn(r),
        }
    }

    /// Takes `actions` in order, all or none: on the first refusal the game is exactly as it
    /// was before the first, and the error says why.
    pub fn apply_all(&mut self, actions: &[Action]) -> Result<Vec<Event>, ActionError> {
        let mut next = self.clone();
        let mut events = Vec::new();
        for &action in actions {
            events.extend(next.apply(action)?);
        }
        *self = next;
        Ok(events)
    }

    /// Every action legal now (see [`Position::legal_actions`]).
    pub fn legal_actions(&self) -> Vec<Action> {
        self.position().legal_actions()
    }

    /// Every action taken so far, in order.
    pub fn actions(&self) -> Vec<Action> {
        let order = self.rules().turn_order;
        self.turns().iter().flat_map(|t| t.actions(order)).collect()
    }

    /// The game before its last action (undo's point), with the same seed and die; `None` at
    /// the start.
    pub fn before_last_action(&self) -> Option<Game> {
        let order = self.rules().turn_order;
        let mut record = self.to_record();
        let last = record.turns.last_mut()?;
        // the last field set in the order of the turn is the last action taken
        let dropped = match order {
            TurnOrder::Classic => {
                last.rug.take().is_some()
                    || last.roll.take().is_some()
                    || last.rotate.take().is_some()
            }
            TurnOrder::RollFirst => {
                last.rotate.take().is_some()
                    || last.rug.take().is_some()
                    || last.roll.take().is_some()
            }
        };
        debug_assert!(dropped, "a turn in the record holds an action");
        if *last == TurnRecord::default() {
            record.turns.pop();
        }
        Game::from_record(&record).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::PlayerKind;
    use crate::rules::{Bankruptcy, Rules};
    use crate::Setup;

    fn games() -> Vec<Game> {
        let mut out = Vec::new();
        for players in 2..=4 {
            for turn_order in [TurnOrder::Classic, TurnOrder::RollFirst] {
                let rules = Rules {
                    bankruptcy: Bankruptcy::Eliminate,
                    turn_order,
                };
                let setup = Setup::standard(players, rules, PlayerKind::Human);
                out.push(Game::new(setup, players as u64 * 7).expect("a game"));
            }
        }
        out
    }

    /// Plays a whole game by its first legal action (or the die's face).
    fn play_out(mut g: Game) -> Game {
        while !g.is_over() {
            let action = match g.phase() {
                Phase::Roll => Action::Roll(g.next_face()),
                _ => g.legal_actions()[0],
            };
            g.apply(action).expect("a legal action");
        }
        g
    }

    #[test]
    fn a_game_s_actions_replay_to_the_same_game() {
        for g in games() {
            let done = play_out(g.clone());
            let mut again = g.clone();
            again.apply_all(&done.actions()).expect("replays");
            assert_eq!(again.state(), done.state());
            assert_eq!(again.turns(), done.turns());
        }
    }

    #[test]
    fn a_refused_list_leaves_the_game_as_it_was() {
        for g in games() {
            let mut g = g;
            // walk to the first rug
            while g.phase() != Phase::Place {
                let a = match g.phase() {
                    Phase::Roll => Action::Roll(g.next_face()),
                    _ => g.legal_actions()[0],
                };
                g.apply(a).expect("legal");
            }
            let before = (g.state(), g.turns().to_vec(), g.next_face());
            let rug = g.legal_actions()[0];
            // a good rug followed by a quarter turn that is not allowed
            let bad = [rug, Action::QuarterTurn(Rotation::None)];
            assert!(g.apply_all(&bad).is_err());
            assert_eq!((g.state(), g.turns().to_vec(), g.next_face()), before);
        }
    }

    #[test]
    fn undo_s_point_is_the_game_one_action_back() {
        for g in games() {
            let done = play_out(g.clone());
            let actions = done.actions();
            let mut at = g.clone();
            for (i, &a) in actions.iter().enumerate().take(40) {
                at.apply(a).expect("legal");
                let back = at.before_last_action().expect("an action to take back");
                let mut want = g.clone();
                want.apply_all(&actions[..i]).expect("legal");
                assert_eq!(back.state(), want.state(), "after {} actions", i + 1);
                assert_eq!(back.next_face(), want.next_face());
            }
            assert!(g.before_last_action().is_none());
        }
    }

    #[test]
    fn each_phase_offers_its_own_actions_only() {
        for g in games() {
            let mut g = g;
            for _ in 0..30 {
                let phase = g.phase();
                for a in g.legal_actions() {
                    assert_eq!(a.phase(), phase);
                    assert!(g.clone().apply(a).is_ok(), "{a:?}");
                }
                let a = match phase {
                    Phase::Roll => Action::Roll(g.next_face()),
                    Phase::Over => break,
                    _ => g.legal_actions()[0],
                };
                // another phase's action is refused, the game unchanged
                let before = g.state();
                let wrong = if phase == Phase::Roll {
                    Action::Direction(Rotation::None)
                } else {
                    Action::Roll(1)
                };
                assert!(g.apply(wrong).is_err());
                assert_eq!(g.state(), before);
                g.apply(a).expect("legal");
            }
        }
    }

    #[test]
    fn the_rugs_laid_end_on_top_where_the_market_says() {
        for g in games() {
            let done = play_out(g);
            let rugs = done.laid_rugs();
            let laid: u32 = done.seats().map(|s| done.rugs_left(s)).sum();
            assert_eq!(laid, 0);
            assert!(!rugs.is_empty());
            // the newest rug covering a cell is the one the market shows there
            for cell in crate::Cell::all() {
                let top = rugs.iter().rev().find(|r| r.rug.contains(cell));
                assert_eq!(done.rug_at(cell), top.map(|r| (r.color, r.id)), "{cell}");
            }
        }
    }
}
