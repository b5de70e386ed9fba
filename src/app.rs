//! The screens switch: set-up, or the game (market, table, panels on top); the language,
//! the announcements for screen readers, and the keys of the game.

use leptos::prelude::*;
use marrakech_engine::{Phase, Rotation};
use wasm_bindgen::JsCast;

use crate::i18n::{Lang, M};
use crate::market::Market;
use crate::screens::{
    About, ConfirmImport, ConfirmNewGame, FinalScreen, Handoff, HistoryPanel, Menu, NoticeBar,
    ReviewPanel, RulesPage, SettingsPanel, SetupScreen, SharePanel,
};
use crate::state::{
    Action, Actor, Nav, Notice, Overlay, Play, Prefs, Remote, Replay, Settings, Timeline,
};
use crate::table::{
    CoachPanel, Controls, Die, GameLog, Headline, LessonPanel, NextRug, Players, Prompt,
    RemotePanel, ReplayBar, RugPositions, Since,
};
use crate::url::UrlParams;

/// The language to start in: the address, else the player's last choice, else the
/// browser's preferences, else English.
fn initial_lang(params: &UrlParams) -> Lang {
    if let Some(lang) = params.lang {
        return lang;
    }
    if let Some(lang) = crate::state::prefs::saved_lang() {
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

/// Opens the game in the address's fragment as a replay, at `ply`; a bad link is told and
/// changes nothing.
fn open_link(play: Play, replay: Replay, nav: Nav, ply: Option<usize>) {
    let Some(code) = crate::link::code_in_address() else {
        return;
    };
    let record = match marrakech_engine::decode(&code) {
        Ok(r) => r,
        // a game played by link: taken in (or refused) once, then out of the address
        Err(marrakech_engine::CodeError::UnknownVersion(2)) => {
            crate::link::forget_code();
            if nav.watching.get_untracked() {
                replay.close(&play);
            }
            return play.remote.receive(play, code);
        }
        Err(e) => return nav.tell(Notice::BadLink(e)),
    };
    let plies = record.turns.len();
    match replay.watch(record, ply) {
        Err(e) => nav.tell(Notice::BadLink(marrakech_engine::CodeError::Impossible(e))),
        Ok(()) => match ply {
            Some(asked) if asked > plies => nav.tell(Notice::PlyPastEnd { asked, plies }),
            _ => {}
        },
    }
}

/// The replay's keys: ← → one turn, Home and End the ends, space plays or pauses.
fn on_replay_key(replay: Replay, ev: &web_sys::KeyboardEvent) -> bool {
    match ev.key().as_str() {
        "ArrowLeft" => replay.prev(),
        "ArrowRight" => replay.next(),
        "Home" => replay.first(),
        "End" => replay.last(),
        _ => return false,
    }
    true
}

/// The game's keys: arrows turn Assam (when the market does not have the focus), R rolls,
/// Escape closes a panel; in a replay, the replay's keys.
fn on_key(play: Play, nav: Nav, replay: Replay, ev: web_sys::KeyboardEvent) {
    if ev.ctrl_key() || ev.alt_key() || ev.meta_key() || ev.default_prevented() {
        return;
    }
    let key = ev.key();
    let overlay = nav.overlay.get_untracked();
    if key == "Escape" {
        if overlay != Overlay::None {
            nav.open(Overlay::None);
            ev.prevent_default();
        }
        return;
    }
    if overlay != Overlay::None || keys_belong_to(ev.target()) {
        return;
    }
    if nav.watching.get_untracked() {
        if on_replay_key(replay, &ev) {
            ev.prevent_default();
        }
        return;
    }
    let rotation = match key.as_str() {
        "ArrowLeft" => Some(Rotation::Left),
        "ArrowUp" => Some(Rotation::None),
        "ArrowRight" => Some(Rotation::Right),
        _ => None,
    };
    let action = match (rotation, key.as_str()) {
        (Some(r), _) => Action::Rotate(r),
        (None, "r" | "R") if play.shown_phase() == Some(Phase::Roll) => Action::Roll,
        _ => return,
    };
    if play.apply(Actor::Person, action).is_ok() {
        ev.prevent_default();
    }
}

/// Every new line of the log, said by screen readers (a polite live region).
#[component]
fn Announcer() -> impl IntoView {
    let timeline = expect_context::<Timeline>();
    let prefs = expect_context::<Prefs>();
    let said = StoredValue::new(0usize);
    let text = RwSignal::new(String::new());
    Effect::new(move |_| {
        let lang = prefs.lang.get_untracked();
        let lines = timeline
            .with(|s| {
                timeline.log.with(|log| {
                    let before = said.get_value();
                    said.set_value(log.len());
                    // A whole game opened at once (import, resume) is not read out.
                    if log.len() <= before || log.len() - before > 10 {
                        return Vec::new();
                    }
                    log[before..]
                        .iter()
                        .filter_map(|e| crate::text::log_line(lang, &s.game, &e.event))
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
    let framed = params.embed || crate::url::in_frame();
    let prefs = Prefs::new(Settings::load(framed), params.speed, initial_lang(&params));
    if let Some(w) = web_sys::window() {
        if let Ok(Some(q)) = w.match_media("(prefers-reduced-motion: reduce)") {
            prefs.reduced_motion.set(q.matches());
        }
    }
    let nav = Nav::new();
    let timeline = Timeline::new(prefs);
    let remote = Remote::new(nav);
    let play = Play::new(timeline, nav, prefs, params.seed, remote);
    let replay = Replay::new(timeline, nav, prefs);
    let coach = crate::state::Coach::new(play, prefs);
    provide_context(prefs);
    provide_context(nav);
    provide_context(timeline);
    provide_context(play);
    provide_context(remote);
    provide_context(replay);
    provide_context(coach);
    let lesson = crate::state::Lesson::new(play, prefs);
    provide_context(lesson);
    provide_context(crate::state::Reviews::new(nav));
    provide_context(crate::screens::SetupForm::load());
    provide_context(crate::market::Lit::default());
    // The page's language and title follow the choice (pwa.js reads `lang` too).
    Effect::new(move |_| {
        let lang = prefs.lang.get();
        let doc = document();
        if let Some(root) = doc.document_element() {
            let _ = root.set_attribute("lang", lang.code());
        }
        doc.set_title(M::PageTitle.text(lang));
    });
    // A panel or the handoff screen takes the keyboard focus when it opens.
    Effect::new(move |_| {
        if nav.overlay.get() != Overlay::None || nav.handing_off() {
            crate::table::focus_soon(".panel-focus");
        }
    });
    if let Some(text) = crate::state::persist::saved() {
        if let Err(reason) = play.open(&text) {
            nav.tell(crate::state::Notice::SaveUnreadable(reason));
        }
    }
    remote.resume(play);
    // A shared link opens as a replay on top of the game in play, which stays.
    open_link(play, replay, nav, params.ply);
    let links = window_event_listener(leptos::ev::hashchange, move |_| {
        open_link(play, replay, nav, crate::url::UrlParams::current().ply)
    });
    on_cleanup(move || links.remove());
    crate::bots::drive(play, timeline, prefs);
    crate::sound::follow(timeline, prefs);
    let keys = window_event_listener(leptos::ev::keydown, move |ev| on_key(play, nav, replay, ev));
    on_cleanup(move || keys.remove());
    if params.test_crash {
        set_timeout(
            || panic!("a crash asked for by the address (?test-crash=1)"),
            std::time::Duration::from_millis(50),
        );
    }

    let playing = move || timeline.shown.with(Option::is_some);
    let by_link = Memo::new(move |_| remote.link.with(Option::is_some));
    let over = move || timeline.with(|s| s.game.is_over()).unwrap_or(false);
    // Every text is read once when drawn: a new language redraws the page (the game, the
    // settings and the set-up form live outside it and stay).
    // Far less code than a reactive text node per string.
    let page = move || {
        prefs.lang.track();
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
                        <Show when=move || nav.watching.get()>
                            <ReplayBar />
                        </Show>
                        // The turn's box stays mounted for the whole page (once the game is
                        // over it only says so): drawn once, not again for every game.
                        <div class="turn" class:finished=over>
                            <LessonPanel />
                            <div class="turn-head">
                                <Die />
                                <div class="turn-text">
                                    <Prompt />
                                    <Headline />
                                    <NextRug />
                                </div>
                            </div>
                            <Controls />
                            <CoachPanel />
                            {move || by_link.get().then(|| view! { <RemotePanel /> })}
                        </div>
                        <Show when=over>
                            <FinalScreen />
                        </Show>
                        <Players />
                        <RugPositions />
                        <Since />
                        <GameLog />
                    </aside>
                </main>
                <Handoff />
            </Show>
            <Announcer />
            <ConfirmNewGame />
            <ConfirmImport />
            <SettingsPanel />
            <RulesPage />
            <About />
            <SharePanel />
            <HistoryPanel />
            <ReviewPanel />
        }
    };
    view! {
        <div
            class="app"
            class:embed=params.embed
            class:playing=playing
            class:watching=move || nav.watching.get()
            class:lesson=move || lesson.step.with(Option::is_some)
            class:reduce-motion=move || prefs.motion_reduced()
        >
            {page}
        </div>
    }
}
