//! What the controller cannot know by itself and reads at the moment of an action: a moment
//! being shown, a panel open, which tab holds the table, which seats this device plays.

use marrakech_engine::Seat;

/// Which seats this device plays, and whether it may play now: every seat of a local game;
/// in a game by link the seats of its own devices, once the link lets it roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Here {
    pub seats: [bool; 4],
    pub now: bool,
    /// A game by link: the face the devices' chains give the next roll here, if any.
    pub chain_face: Option<u8>,
}

impl Here {
    /// Every seat, now (a local game, the lesson).
    pub const ALL: Here = Here {
        seats: [true; 4],
        now: true,
        chain_face: None,
    };

    pub fn has(&self, seat: Seat) -> bool {
        self.seats.get(seat.index()).copied().unwrap_or(false)
    }
}

/// What the controller cannot know by itself, read at the moment of an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Now {
    /// A moment is being shown (the die tumbles, Assam walks, coins travel).
    pub moving: bool,
    /// A panel is open on top of the table.
    pub panel_open: bool,
    /// This tab holds the table.
    pub holding: bool,
    /// The player wants "Pass to …" between two people.
    pub handoff_setting: bool,
    pub here: Here,
}

impl Default for Now {
    fn default() -> Self {
        Now {
            moving: false,
            panel_open: false,
            holding: true,
            handoff_setting: true,
            here: Here::ALL,
        }
    }
}
