//! The session, one concern a file: the `mode` (what the app is doing) and its transitions,
//! the `controller` (the one gate every action goes through, and what follows it), the
//! `session` that holds it for the page, the `drivers` that submit to it, the `thinker`
//! bots and hints ask, the `timeline` (events -> what the screen shows now) and `shown`
//! (that moment, pure), and the page's other providers: `nav` (panels, notices), `prefs`,
//! `remote` (a game by link's table), `tabs` (which tab holds the table), `replay`, `coach`,
//! `review`.

pub mod address;
pub mod coach;
pub mod controller;
pub mod drivers;
pub mod history;
pub mod mode;
pub mod nav;
pub mod opened;
pub mod phase;
pub mod prefs;
pub mod provided;
pub mod remote;
pub mod replay;
pub mod review;
pub mod script;
pub mod selection;
pub mod session;
pub mod shown;
pub mod speech;
pub mod tabs;
pub mod thinker;
pub mod timeline;

pub use coach::Coach;
pub use controller::{Driver, Refused};
pub use drivers::lesson::Lesson;
pub use drivers::link::Links;
pub use drivers::person::Person;
pub use mode::Mode;
pub use nav::{Nav, Notice, Overlay};
pub use phase::UiPhase;
pub use prefs::Prefs;
pub use provided::provided;
pub use remote::Remote;
pub use replay::{Replay, Watched};
pub use review::Reviews;
pub use session::Session;
pub use shown::{Outcome, Shown, Stage};
pub use tabs::Tabs;
pub use thinker::Thinker;
pub use timeline::{LogEntry, Timeline};
