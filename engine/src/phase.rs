//! What the seat to play must do now.

use crate::wire::wire_enum;

wire_enum! {
    /// The phase of the game: the state's `phase`, and what the next action must be.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    pub enum Phase {
        /// Classic: choose Assam's direction before the roll.
        Orient => "orient",
        /// Roll the die (Assam then moves and the payment follows).
        Roll => "roll",
        /// Lay a rug.
        Place => "place",
        /// Roll-first: the closing quarter turn, left or right, after the rug.
        QuarterTurn => "turn",
        /// The game is over.
        Over => "over",
    }
}
