//! Every source of actions is a driver that submits to the session and is never called
//! back: a person's taps, the bots, the lesson's script, links from other devices, another
//! tab's saves.

pub mod bot;
pub mod lesson;
pub mod link;
pub mod other_tab;
pub mod person;
