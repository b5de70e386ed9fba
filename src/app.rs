//! The page: the providers (one per concern), the screens switch (set-up, or the game:
//! market, table, panels on top), the announcements for screen readers, and the keys.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::Rotation;
use wasm_bindgen::JsCast;

use crate::i18n::{Lang, M};
use crate::market::{ArtDefs, Market};
use crate::screens::{
    About, ConfirmImport, ConfirmNewGame, FinalScreen, Handoff, HistoryPanel, Menu, NoticeBar,
    ReviewPanel, RulesPage, SettingsPanel, SetupScreen, SharePanel,
};
use crate::state::address::{in_frame, UrlParams};
use crate::state::drivers::{bot, other_tab};
use crate::state::thinker::Place;
use crate::state::{
    Coach, Lesson, Links, Mode, Nav, Notice, Overlay, Person, Prefs, Remote, Replay, Reviews,
    Session, Tabs, Thinker, Timeline, Watched,
};
use crate::table::{
    CoachPanel, Controls, Die, GameLog, Headline, LessonPanel, NextRug, OtherTab, Players, Prompt,
    RemotePanel, ReplayBar, RugPositions, Since,
};

/// The language to start in: the address, else the player's last choice, else the
/// browser's preferences, else English.
fn initial_lang(params: &UrlParams, kept: Option<&str>) -> Lang {
    if let Some(lang) = params.lang.or_else(|| kept.and_then(Lang::parse)) {
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

/// The language the page starts in (its words are fetched before the page is drawn).
pub fn starting_lang() -> Lang {
    let params = UrlParams::current();
    let framed = params.embed || in_frame();
    initial_lang(&params, Prefs::kept_settings(framed).lang.as_deref())
}

/// Whether keys typed in this element belong to it (text, lists, the market).
fn keys_belong_to(target: Option<web_sys::EventTarget>) -> bool {
    let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        || el.closest(".market").ok().flatten().is_some()
}

/// Opens the game in the address's fragment: a shared game as a replay at `ply`, a game by
/// link taken in by the link driver; a bad link is told and changes nothing.
#[inline(never)] // made once: kept out of its callers
fn open_link(links: Links, replay: Replay, nav: Nav, session: Session, ply: Option<usize>) {
    let Some(code) = crate::browser::link::code_in_address() else {
        return;
    };
    let record = match marrakech_engine::decode(&code) {
        Ok(r) => r,
        // a game played by link: taken in (or refused) once, then out of the address
        Err(marrakech_engine::CodeError::UnknownVersion(v))
            if marrakech_engine::remote::LINK_VERSIONS.contains(&v) =>
        {
            crate::browser::link::forget_code();
            if session.mode.with_untracked(Mode::watching) {
                replay.close();
            }
            return links.receive(code);
        }
        Err(e) => return nav.tell(Notice::BadLink(e)),
    };
    let plies = record.turns.len();
    match replay.watch(record, ply, Watched::Shared) {
        Err(e) => nav.tell(Notice::BadLink(marrakech_engine::CodeError::Impossible(e))),
        Ok(()) => match ply {
            Some(asked) if asked > plies => nav.tell(Notice::PlyPastEnd { asked, plies }),
            _ => {}
        },
    }
}

/// The replay's keys: ← → one turn, Home and End the ends.
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
fn on_key(person: Person, session: Session, nav: Nav, replay: Replay, ev: web_sys::KeyboardEvent) {
    if ev.ctrl_key() || ev.alt_key() || ev.meta_key() || ev.default_prevented() {
        return;
    }
    let key = ev.key();
    if key == "Escape" {
        if nav.panel_open() {
            nav.open(Overlay::None);
            ev.prevent_default();
        }
        return;
    }
    if untrack(|| nav.panel_open()) || keys_belong_to(ev.target()) {
        return;
    }
    if session.mode.with_untracked(Mode::watching) {
        if on_replay_key(replay, &ev) {
            ev.prevent_default();
        }
        return;
    }
    let done = match key.as_str() {
        "ArrowLeft" => person.rotate(Rotation::Left),
        "ArrowUp" => person.rotate(Rotation::None),
        "ArrowRight" => person.rotate(Rotation::Right),
        "r" | "R" if session.shown_phase() == Some(marrakech_engine::Phase::Roll) => person.roll(),
        _ => return,
    };
    if done {
        ev.prevent_default();
    }
}

/// Why a person's action was refused, in words.
fn refusal(r: crate::state::Refused) -> M {
    use crate::state::Refused as R;
    match r {
        R::Busy | R::HandingOff | R::PanelOpen => M::WaitForMove,
        R::NotYours | R::OtherTab | R::Watching => M::NotYourTurn,
        _ => M::NotNow,
    }
}

/// Every new line of the log, said by screen readers (a polite live region); and why a
/// person's action was refused, in a region of its own.
#[component]
fn Announcer() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let person = provided::<Person>();
    let said = StoredValue::new(0usize);
    let text = RwSignal::new(String::new());
    Effect::new(move |_| {
        // the lines as they come, in the language of the moment (a change of language
        // says nothing again)
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
                        .filter_map(|e| crate::i18n::text::log_line(lang, &s.game, &e.event))
                        .collect::<Vec<_>>()
                })
            })
            .unwrap_or_default();
        if !lines.is_empty() {
            text.set(lines.join(". "));
        }
    });
    let refused = move || {
        let lang = prefs.lang.get();
        person.refused.get().map(|r| refusal(r).text(lang))
    };
    view! {
        <div class="visually-hidden" data-testid="announcer" aria-live="polite" aria-atomic="true">
            {move || text.get()}
        </div>
        <div class="visually-hidden" data-testid="refusal" aria-live="polite" aria-atomic="true">
            {refused}
        </div>
    }
}

/// When the thinking has to be done on the page, a notice says why (once).
fn tell_where_thinking_goes(thinker: Thinker, nav: Nav) {
    Effect::new(move |told: Option<bool>| {
        if told == Some(true) {
            return true;
        }
        match thinker.place.get() {
            Place::Page(why) => {
                nav.tell(Notice::ThinkingOnPage(why));
                true
            }
            _ => false,
        }
    });
}

/// The providers, one per concern, each made from the ones below it.
#[inline(never)] // made once: kept out of its callers
fn provide(params: &UrlParams) -> (Session, Nav, Prefs, Replay, Links, Person) {
    let framed = params.embed || in_frame();
    let settings = Prefs::kept_settings(framed);
    // a language whose words could not be fetched starts in English
    let lang = Some(initial_lang(params, settings.lang.as_deref()))
        .filter(|l| crate::i18n::words::ready(*l))
        .unwrap_or_default();
    let prefs = Prefs::new(settings, params.speed, lang);
    if let Some(w) = web_sys::window() {
        if let Ok(Some(q)) = w.match_media("(prefers-reduced-motion: reduce)") {
            prefs.reduced_motion.set(q.matches());
        }
    }
    let nav = Nav::new();
    let tabs = Tabs::new();
    let timeline = Timeline::new(prefs);
    let remote = Remote::new(nav, tabs);
    let session = Session::new(timeline, nav, prefs, remote, tabs, params.seed);
    let master_ms = params.think_ms.unwrap_or(crate::state::thinker::MASTER_MS);
    let thinker = Thinker::in_a_worker(master_ms);
    tell_where_thinking_goes(thinker, nav);
    let replay = Replay::new(timeline, nav, prefs, session);
    let links = Links::new(remote, session, nav);
    let person = Person::new(session);
    provide_context(prefs);
    provide_context(nav);
    provide_context(tabs);
    provide_context(timeline);
    provide_context(remote);
    provide_context(session);
    provide_context(thinker);
    provide_context(replay);
    provide_context(links);
    provide_context(person);
    provide_context(Coach::new(session, prefs, thinker));
    provide_context(Lesson::new(session, prefs));
    provide_context(Reviews::new(nav, thinker));
    provide_context(crate::screens::SetupForm::load());
    provide_context(crate::market::Lit::default());
    bot::drive(session, prefs, thinker);
    other_tab::follow(session, links, tabs);
    crate::sound::follow(timeline, prefs);
    crate::browser::focus::follow_input();
    (session, nav, prefs, replay, links, person)
}

#[component]
pub fn App() -> impl IntoView {
    let params = UrlParams::current();
    let (session, nav, prefs, replay, links, person) = provide(&params);
    let timeline = provided::<Timeline>();
    let lesson = provided::<Lesson>();
    let thinker = provided::<Thinker>();
    // The page's language and title follow the choice (pwa.js reads `lang` too).
    Effect::new(move |_| {
        let lang = prefs.lang.get();
        let doc = document();
        if let Some(root) = doc.document_element() {
            let _ = root.set_attribute("lang", lang.code());
            // the page is mirrored for a language written from right to left; the market
            // keeps the board's geometry (its own CSS)
            let _ = root.set_attribute("dir", if lang.rtl() { "rtl" } else { "ltr" });
        }
        doc.set_title(M::PageTitle.text(lang));
    });
    // Light or dark: the player's choice, else the system's (the page's CSS follows
    // `prefers-color-scheme` where `data-theme` is absent).
    Effect::new(move |_| {
        let theme = prefs.settings.with(|s| s.theme);
        if let Some(root) = document().document_element() {
            let _ = match theme {
                crate::store::Theme::System => root.remove_attribute("data-theme"),
                t => root.set_attribute("data-theme", t.as_str()),
            };
        }
    });
    // Settings storage refused: said once.
    Effect::new(move |_| {
        if let Some(e) = prefs.refused.get() {
            session.refused(e);
        }
    });
    // A panel or the handoff screen takes the keyboard focus when it opens.
    Effect::new(move |_| {
        if nav.panel_open() || session.mode.with(|m| m.handoff().is_some()) {
            crate::browser::focus::focus_soon(".panel-focus");
        }
    });
    // The local game comes back; the game by link left open, if any, instead of it.
    session.resume();
    links.resume();
    // A shared link opens as a replay on top of the game in play, which stays.
    open_link(links, replay, nav, session, params.ply);
    let hash = window_event_listener(leptos::ev::hashchange, move |_| {
        open_link(links, replay, nav, session, UrlParams::current().ply)
    });
    on_cleanup(move || hash.remove());
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        on_key(person, session, nav, replay, ev)
    });
    on_cleanup(move || keys.remove());
    if params.test_crash {
        set_timeout(
            || panic!("a crash asked for by the address (?test-crash=1)"),
            std::time::Duration::from_millis(50),
        );
    }

    let playing = move || timeline.shown.with(Option::is_some);
    let watching = move || session.mode.with(Mode::watching);
    let by_link = Memo::new(move |_| {
        session
            .mode
            .with(|m| matches!(m.table(), Mode::ByLink { .. }))
    });
    let over = move || timeline.with(|s| s.game.is_over()).unwrap_or(false);
    // Drawn once: every text follows the language by itself, so a change of language keeps
    // the game, an animation, the panel open, the focus and the log's scroll.
    let page = view! {
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
                    <Show when=watching>
                        <ReplayBar />
                    </Show>
                    <OtherTab />
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
        <ArtDefs />
        <ConfirmNewGame />
        <ConfirmImport />
        <SettingsPanel />
        <RulesPage />
        <About />
        <SharePanel />
        <HistoryPanel />
        <ReviewPanel />
    };
    view! {
        <div
            class="app"
            class:embed=params.embed
            class:playing=playing
            class:watching=watching
            class:lesson=move || lesson.step().is_some()
            class:reduce-motion=move || prefs.motion_reduced()
            data-testid="app"
            data-thinking=move || thinker.place.get().as_str()
        >
            {page}
        </div>
    }
}
