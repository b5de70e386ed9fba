//! Keyboard focus moved by the app (a panel that opens, the list of rug positions).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Moves the keyboard focus to the first element matching `selector`, once the view is
/// drawn, without scrolling the page (the market must stay where the player sees it).
pub fn focus_soon(selector: &'static str) {
    request_animation_frame(move || {
        focus_first(selector, false);
    });
}

/// [`reveal_soon`] for a selector made at run time.
pub fn focus_at_soon(selector: String) {
    request_animation_frame(move || {
        focus_first(&selector, true);
    });
}

/// [`focus_soon`], and the element brought into sight in its scrolled column if it is out of
/// it (on a phone the side column scrolls: "Lay the rug" above the list of positions was
/// scrolled away when a position was chosen there).
pub fn reveal_soon(selector: &'static str) {
    request_animation_frame(move || {
        focus_first(selector, true);
    });
}

/// [`focus_soon`] after `top` is scrolled to the top of its column: a form's heading, so that
/// on a phone its rows come into sight below it, not only its first field.
pub fn focus_below_soon(top: &'static str, selector: &'static str) {
    request_animation_frame(move || {
        if let Ok(Some(el)) = document().query_selector(top) {
            el.scroll_into_view_with_bool(true);
        }
        focus_first(selector, false);
    });
}

/// [`focus_soon`] while the focus is on the page (its element went), frame after frame for
/// half a second: the turn's controls come once the tab holds the table.
pub fn refocus_soon(selector: &'static str) {
    step_soon(selector, None);
}

/// A keyboard player's focus at a new step of his turn: to the first element matching
/// `selector` once it is drawn (frame after frame for half a second), if the focus is on the
/// page (its button went with the step before) or on an element matching `done` (the
/// choice just made: the next control is the one to press). A focus elsewhere (the log, the
/// menu, a panel) stays where the player put it.
pub fn step_soon(selector: &'static str, done: Option<&'static str>) {
    step(selector, done, 30);
}

fn step(selector: &'static str, done: Option<&'static str>, frames: u8) {
    request_animation_frame(move || {
        let free = match focused() {
            None => true,
            Some(el) => done.is_some_and(|d| el.matches(d).unwrap_or(false)),
        };
        if free && !focus_first(selector, false) && frames > 0 {
            step(selector, done, frames - 1);
        }
    });
}

/// Focuses the first element matching `selector`, scrolled into sight if `scroll` and out of
/// it (a plain focus does that); whether there was one.
fn focus_first(selector: &str, scroll: bool) -> bool {
    let first = document().query_selector(selector).ok().flatten();
    let el = first.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    el.map(|el| {
        if scroll {
            let _ = el.focus();
        } else {
            focus(&el);
        }
    })
    .is_some()
}

/// [`focus_soon`] on the topmost `.panel-focus`: a panel's (a question is one too), drawn
/// over the handoff screen, which has one as well; else the handoff's.
pub fn focus_top_soon() {
    request_animation_frame(move || {
        let doc = document();
        let top = [".panel .panel-focus", ".panel-focus"]
            .into_iter()
            .find_map(|s| doc.query_selector(s).ok().flatten());
        if let Some(el) = top.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            focus(&el);
        }
    });
}

/// Moves the keyboard focus to `el` without scrolling the page.
pub fn focus(el: &web_sys::HtmlElement) {
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = el.focus_with_options(&options);
}

/// The HTML element with the keyboard focus: `None` while the focus is on the page, or on a
/// market cell (an SVG element), which a step's focus may move on from.
pub fn focused() -> Option<web_sys::HtmlElement> {
    active()?.dyn_into().ok()
}

/// The element with the focus, an SVG one too; `None` while the focus is on the page.
fn active() -> Option<web_sys::Element> {
    let el = document().active_element()?;
    if document().body().is_some_and(|b| *b == el) {
        return None;
    }
    Some(el)
}

/// Whether the focus is on a market cell.
pub fn on_market() -> bool {
    active().is_some_and(|el| el.matches("[data-testid=cell]").unwrap_or(false))
}

/// Gives the focus back to `el` once the view is drawn, if it is still on the page and can
/// take it; `false` (at once) when it cannot.
pub fn give_back(el: web_sys::HtmlElement) -> bool {
    if !el.is_connected() || el.closest("[inert]").ok().flatten().is_some() {
        return false;
    }
    request_animation_frame(move || focus(&el));
    true
}

thread_local! {
    /// Whether the player's last input was a key (not a tap or a click).
    static BY_KEYBOARD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The test hook of what had the focus when a view that takes the whole table opened.
    static OPENER: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Remembers what has the focus as a view that replaces the table opens (the replay): by
/// its hook, since the element itself may be drawn again (the final screen's) by then.
pub fn keep_opener() {
    let hook = focused().and_then(|el| el.get_attribute("data-testid"));
    OPENER.with(|o| *o.borrow_mut() = hook);
}

/// Gives the focus back to what [`keep_opener`] remembered once the view is drawn, else to
/// the first of `fallbacks` on the page.
pub fn back_to_opener(fallbacks: &'static [&'static str]) {
    let hook = OPENER.with(|o| o.borrow_mut().take());
    request_animation_frame(move || {
        let opener = hook.is_some_and(|h| focus_first(&format!("[data-testid={h}]"), false));
        if !opener {
            fallbacks.iter().find(|f| focus_first(f, false));
        }
    });
}

/// Follows whether the player uses the keyboard or a pointer (once, for the page).
pub fn follow_input() {
    let keys = window_event_listener(leptos::ev::keydown, |_| BY_KEYBOARD.with(|k| k.set(true)));
    let pointer = window_event_listener(leptos::ev::pointerdown, |_| {
        BY_KEYBOARD.with(|k| k.set(false))
    });
    on_cleanup(move || {
        keys.remove();
        pointer.remove();
    });
}

/// Whether the last input was a key: the focus moves for a keyboard player only.
pub fn by_keyboard() -> bool {
    BY_KEYBOARD.with(|k| k.get())
}

/// Whether `el` shows the keyboard's focus (`:focus-visible`).
pub fn focus_visible(el: &web_sys::Element) -> bool {
    el.matches(":focus-visible").unwrap_or(false)
}

/// What a keyboard player is given at a turn's start: the lesson's step, else the turn's
/// first control.
const TURN_START: &str = ".turn .lesson-actions button, .turn .controls button:not(:disabled)";

/// What an open panel (first flag) and the handoff screen (second) cover: the table, the
/// set-up, a notice, the handoff screen under a panel, the menu's buttons, the menu. The
/// language stays at hand under a panel: it plays no move, and the panel follows it.
const COVERED: [(&str, bool, bool); 11] = [
    ("main.game", true, true),
    ("header.top", false, true),
    ("section.setup", true, false),
    ("div.notice", true, false),
    ("div.handing", true, false),
    ("[data-testid=new-game]", true, false),
    ("[data-testid=share]", true, false),
    ("[data-testid=watch-game]", true, false),
    ("[data-testid=open-rules]", true, false),
    ("[data-testid=open-settings]", true, false),
    ("header.top details.more", true, false),
];

/// Where the focus goes as panels and the handoff screen come and go: a panel or the handoff
/// takes it when it opens; a panel closed gives it back to what opened it; a keyboard player
/// who passes the handoff is given the turn's first control (else it would fall to the
/// page), and so is one who starts a game from the set-up, whose button goes with it. Under
/// the handoff the table and the menu are inert, under a panel the page but the language:
/// out of reach by Tab as by pointer.
#[derive(Default)]
pub struct Keeper {
    open: bool,
    handoff: bool,
    playing: bool,
    opener: Option<web_sys::HtmlElement>,
}

impl Keeper {
    /// Follows a change: whether a panel is open, whether the handoff screen is up, whether
    /// the table is shown.
    pub fn follow(&mut self, open: bool, handoff: bool, playing: bool) {
        if open && !self.open {
            self.opener = focused();
        }
        // before the focus moves, so what is given it back is no longer inert
        for (selector, by_panel, by_handoff) in COVERED {
            let covered = (open && by_panel) || (handoff && by_handoff);
            if let Ok(Some(el)) = document().query_selector(selector) {
                let _ = if covered {
                    el.set_attribute("inert", "")
                } else {
                    el.remove_attribute("inert")
                };
            }
        }
        if open || handoff {
            if !open && self.open && self.opener.take().is_some_and(give_back) {
                // back on the handoff's button that opened the panel
            } else {
                focus_top_soon();
            }
        } else if self.open {
            if let Some(el) = self.opener.take() {
                give_back(el);
            }
        } else if self.handoff && by_keyboard() {
            focus_soon(TURN_START);
        } else if playing && !self.playing && by_keyboard() {
            refocus_soon(TURN_START);
        }
        (self.open, self.handoff, self.playing) = (open, handoff, playing);
    }
}
