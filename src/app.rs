//! The screens switch: set-up, or the game (market, table, panels on top); the language,
//! the announcements for screen readers, and the keys of the game.

use leptos::prelude::*;
use marrakech_engine::{Phase, Rotation};
use wasm_bindgen::JsCast;

use crate::i18n::{Lang, M};
use crate::market::Market;
use crate::screens::{
    About, ConfirmNewGame, FinalScreen, Handoff, Menu, NoticeBar, RulesPage, SettingsPanel,
    SetupScreen,
};
use crate::session::{Overlay, Session};
use crate::settings::Settings;
use crate::table::{Controls, Die, GameLog, NextRug, Players, Prompt};
use crate::url::UrlParams;

/// The language to start in: the address, else the player's last choice, else the
/// browser's preferences, else English.
fn initial_lang(params: &UrlParams) -> Lang {
    if let Some(lang) = params.lang {
        return lang;
    }
    if let Some(lang) = crate::settings::saved_lang() {
        return lang;
    }
    let prefs: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default();
    Lang::from_preferences(prefs.iter().map(String::as_str))
}

/// Whether keys typed in this element belong to it (text, lists, the market).
fn keys_belong_to(target: Option<web_sys::EventTarget>) -> bool {
    let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        || el.closest(".market").ok().flatten().is_some()
}

/// The game's keys: arrows turn Assam (when the market does not have the focus), R rolls,
/// Escape closes a panel.
fn on_key(session: Session, ev: web_sys::KeyboardEvent) {
    if ev.ctrl_key() || ev.alt_key() || ev.meta_key() || ev.default_prevented() {
        return;
    }
    let key = ev.key();
    let overlay = session.overlay.get_untracked();
    if key == "Escape" {
        if matches!(
            overlay,
            Overlay::Settings | Overlay::Rules | Overlay::About | Overlay::ConfirmNewGame
        ) {
            session.overlay.set(Overlay::None);
            ev.prevent_default();
        }
        return;
    }
    if overlay != Overlay::None || keys_belong_to(ev.target()) || !session.can_act() {
        return;
    }
    let phase = session.phase();
    let rotation = match key.as_str() {
        "ArrowLeft" => Some(Rotation::Left),
        "ArrowUp" => Some(Rotation::None),
        "ArrowRight" => Some(Rotation::Right),
        _ => None,
    };
    match (phase, rotation, key.as_str()) {
        (Some(Phase::Orient), Some(r), _) => session.orient(r),
        (Some(Phase::Turn), Some(r), _) if r != Rotation::None => session.closing_turn(r),
        (Some(Phase::Roll), _, "r" | "R") => session.roll(),
        _ => return,
    }
    ev.prevent_default();
}

/// Every new line of the log, said by screen readers (a polite live region).
#[component]
fn Announcer() -> impl IntoView {
    let session = expect_context::<Session>();
    let said = StoredValue::new(0usize);
    let text = RwSignal::new(String::new());
    Effect::new(move |_| {
        let lang = session.lang.get_untracked();
        let lines = session
            .with_game(|g| {
                session.log.with(|log| {
                    let before = said.get_value();
                    said.set_value(log.len());
                    // A whole game opened at once (import, resume) is not read out.
                    if log.len() <= before || log.len() - before > 10 {
                        return Vec::new();
                    }
                    log[before..]
                        .iter()
                        .filter_map(|e| crate::text::log_line(lang, g, &e.event))
                        .collect::<Vec<_>>()
                })
            })
            .unwrap_or_default();
        if !lines.is_empty() {
            text.set(lines.join(". "));
        }
    });
    view! {
        <div class="visually-hidden" data-testid="announcer" aria-live="polite" aria-atomic="true">
            {move || text.get()}
        </div>
    }
}

#[component]
pub fn App() -> impl IntoView {
    let params = UrlParams::current();
    let session = Session::new(Settings::load(), params.speed, params.seed);
    if let Some(w) = web_sys::window() {
        if let Ok(Some(q)) = w.match_media("(prefers-reduced-motion: reduce)") {
            session.reduced_motion.set(q.matches());
        }
    }
    session.lang.set(initial_lang(&params));
    provide_context(session);
    provide_context(crate::screens::SetupForm::default());
    // The page's language and title follow the choice (pwa.js reads `lang` too).
    Effect::new(move |_| {
        let lang = session.lang.get();
        let doc = document();
        if let Some(root) = doc.document_element() {
            let _ = root.set_attribute("lang", lang.code());
        }
        doc.set_title(M::PageTitle.text(lang));
    });
    // A panel or the handoff screen takes the keyboard focus when it opens.
    Effect::new(move |_| {
        if session.overlay.get() != Overlay::None {
            crate::table::focus_soon(".panel-focus");
        }
    });
    session.resume_saved();
    crate::bots::drive(session);
    let keys = window_event_listener(leptos::ev::keydown, move |ev| on_key(session, ev));
    on_cleanup(move || keys.remove());
    if params.test_crash {
        set_timeout(
            || panic!("a crash asked for by the address (?test-crash=1)"),
            std::time::Duration::from_millis(50),
        );
    }

    let playing = move || session.game.with(Option::is_some);
    let over = move || session.with_game(|g| g.is_over()).unwrap_or(false);
    // Every text is read once when drawn: a new language redraws the page (the game, the
    // settings and the set-up form live outside it and stay).
    // Far less code than a reactive text node per string.
    let page = move || {
        session.lang.track();
        view! {
            <header class="top">
                <h1 class="title">"Marrakech"</h1>
                <Menu />
            </header>
            <NoticeBar />
            <Show when=playing fallback=|| view! { <SetupScreen /> }>
                <main class="game" class:over=over>
                    <div class="board-area">
                        <Market />
                    </div>
                    <aside class="side">
                        <Show when=move || !over() fallback=|| view! { <FinalScreen /> }>
                            <div class="turn">
                                <Prompt />
                                <div class="turn-row">
                                    <Die />
                                    <NextRug />
                                </div>
                                <Controls />
                            </div>
                        </Show>
                        <Show when=over>
                            <p class="prompt" data-testid="phase" data-phase="over">
                                {session.t(M::GameIsOver)}
                            </p>
                        </Show>
                        <Players />
                        <GameLog />
                    </aside>
                </main>
                <Handoff />
            </Show>
            <Announcer />
            <ConfirmNewGame />
            <SettingsPanel />
            <RulesPage />
            <About />
        }
    };
    view! {
        <div class="app" class:embed=params.embed class:reduce-motion=move || session.motion_reduced()>
            {page}
        </div>
    }
}
