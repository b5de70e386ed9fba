//! One tab holds the table at a time: the tab that shows a game asks for its lock; another
//! tab of the same game follows it live and may take the table over. Only the tab holding
//! the table plays, drives the bots, saves and signs.

use leptos::prelude::*;

use crate::browser::shell::next_task;
use crate::browser::tabs::{self, Calls};

/// The longest the page waits for the lock's answer before it is drawn.
const ANSWER_WAIT_MS: f64 = 250.0;

/// Where this tab stands with the table it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hold {
    /// Nothing to hold (the set-up screen, the lesson), or asked and not answered yet.
    Nothing,
    /// This tab holds the table.
    Held,
    /// Another tab holds it: this one follows and waits.
    Elsewhere,
}

/// The table this tab holds (one provider for the page).
#[derive(Clone, Copy)]
pub struct Tabs {
    /// The lock asked for: the table shown.
    table: StoredValue<Option<String>>,
    pub hold: RwSignal<Hold>,
    /// Raised each time this tab gets the table after another tab had it.
    pub regained: RwSignal<u32>,
}

/// The lock of the table of the game by link `id`.
pub fn link_table(id: &marrakech_engine::remote::Value) -> String {
    format!("marrakech:table:link:{}", crate::store::links::id_text(id))
}

impl Default for Tabs {
    fn default() -> Self {
        Tabs::new()
    }
}

impl Tabs {
    pub fn new() -> Tabs {
        Tabs {
            table: StoredValue::new(None),
            hold: RwSignal::new(Hold::Nothing),
            regained: RwSignal::new(0),
        }
    }

    /// Whether this tab may play the table it shows.
    pub fn holding(&self) -> bool {
        self.hold.get() == Hold::Held
    }

    /// Whether this tab knows where it stands: nothing asked, or the lock's answer came.
    fn answered(&self) -> bool {
        self.table.with_value(Option::is_none) || self.hold.get_untracked() != Hold::Nothing
    }

    /// Until this tab knows where it stands (the lock answers within a few ms), at most
    /// `ANSWER_WAIT_MS`: a table drawn before it got its turn's buttons a frame later, and
    /// they moved what was under them.
    pub async fn answer(&self) {
        let asked = js_sys::Date::now();
        while !self.answered() && js_sys::Date::now() - asked < ANSWER_WAIT_MS {
            next_task().await;
        }
    }

    /// This tab shows `table` (a lock's name), or none.
    pub fn want(&self, table: Option<String>) {
        if self.table.get_value() == table {
            return;
        }
        self.show(table, false);
    }

    /// This tab shows `table` and takes it at once from any other tab: a friend's link opened
    /// here (in a new tab, by a chat) is played where the person is looking.
    pub fn claim(&self, table: String) {
        let mine = self.table.with_value(|t| t.as_ref() == Some(&table));
        if mine && self.hold.get_untracked() == Hold::Held {
            return;
        }
        self.show(Some(table), true);
    }

    /// Asks for `table`'s lock (taking it from another tab with `steal`), or gives up any.
    fn show(&self, table: Option<String>, steal: bool) {
        self.table.set_value(table.clone());
        self.hold.set(Hold::Nothing);
        match table {
            Some(name) => self.ask(&name, steal),
            None => tabs::leave(),
        }
    }

    /// "Play here": the table comes to this tab.
    pub fn take_over(&self) {
        if let Some(name) = self.table.get_value() {
            self.ask(&name, true);
        }
    }

    fn ask(&self, name: &str, steal: bool) {
        let me = *self;
        let was_elsewhere = move || me.hold.get_untracked() == Hold::Elsewhere;
        let asked = name.to_string();
        tabs::hold(
            name,
            steal,
            Calls {
                held: move || {
                    if was_elsewhere() {
                        me.regained.update(|n| *n += 1);
                    }
                    me.hold.set(Hold::Held);
                },
                lost: move || {
                    me.hold.set(Hold::Elsewhere);
                    // in the queue again, for when the other tab lets go
                    if me.table.get_value().as_deref() == Some(asked.as_str()) {
                        me.requeue();
                    }
                },
                elsewhere: move || me.hold.set(Hold::Elsewhere),
            },
        );
    }

    fn requeue(&self) {
        let me = *self;
        // after the current callback, so the lock library is not re-entered
        request_animation_frame(move || {
            if let Some(name) = me.table.get_value() {
                me.ask(&name, false);
                me.hold.set(Hold::Elsewhere);
            }
        });
    }
}
