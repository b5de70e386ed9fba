//! The page: the providers (one per concern), the screens switch (set-up, or the game:
//! market, table, panels on top), the announcements for screen readers, and the keys.

mod announcer;
mod keys;
mod lang;
mod link;

pub use lang::starting_lang;

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::M;
use crate::market::{ArtDefs, Market};
use crate::screens::{
    CoachLater, ConfirmImportLater, ConfirmNewGameLater, FinalLater, Handoff, Menu, NoticeBar,
    Panels, RemoteLater, ReplayBarLater, SetupScreen, SinceLater,
};
use crate::state::address::UrlParams;
use crate::state::drivers::{bot, other_tab};
use crate::state::thinker::Place;
use crate::state::{
    Coach, Lesson, Links, Mode, Nav, Notice, Person, Prefs, Remote, Replay, Reviews, Session, Tabs,
    Thinker, Timeline,
};
use crate::table::{
    Controls, Die, GameLog, Headline, LessonPanel, NextRug, OtherTab, Players, Prompt, RugPositions,
};
use announcer::Announcer;
use keys::on_key;
use lang::initial_lang;
use link::open_link;

/// When the thinking has to be done on the page, a notice says why (once); when it cannot be
/// done there either, another says so.
fn tell_where_thinking_goes(thinker: Thinker, nav: Nav) {
    Effect::new(move |told: Option<Place>| {
        let place = thinker.place.get();
        if told == Some(place) {
            return place;
        }
        match place {
            Place::Page(why) if !matches!(told, Some(Place::Page(_))) => {
                nav.tell(Notice::ThinkingOnPage(why))
            }
            Place::Nowhere => nav.tell(Notice::PartUnavailable),
            _ => {}
        }
        place
    });
}

/// The providers, one per concern, each made from the ones below it.
#[inline(never)] // made once: kept out of its callers
fn provide(params: &UrlParams) -> (Session, Nav, Prefs, Replay, Links, Person) {
    let framed = params.framed();
    let settings = Prefs::kept_settings(framed);
    // a language whose words could not be fetched (or were of another version) starts in
    // English, and says so
    let wanted = initial_lang(params, settings.lang.as_deref());
    let lang = Some(wanted)
        .filter(|l| crate::i18n::words::ready(*l))
        .unwrap_or_default();
    let prefs = Prefs::new(settings, params.speed, lang);
    if let Some(w) = web_sys::window() {
        if let Ok(Some(q)) = w.match_media("(prefers-reduced-motion: reduce)") {
            prefs.reduced_motion.set(q.matches());
        }
    }
    let nav = Nav::new();
    if crate::store::Settings::unreadable() {
        nav.tell(Notice::DataAside);
    }
    if lang != wanted {
        nav.tell(Notice::WordsUnavailable);
    }
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
    provide_context(Lesson::new(session, prefs, person.refused));
    provide_context(Reviews::new(nav, thinker));
    provide_context(crate::screens::SetupForm::load());
    provide_context(crate::market::Lit::default());
    bot::drive(session, prefs, thinker);
    other_tab::follow(session, links, tabs);
    crate::sound::follow(timeline, prefs);
    crate::browser::focus::follow_input();
    (session, nav, prefs, replay, links, person)
}

/// The page's state: its providers, what follows them, the game that comes back. Made in a
/// task of its own, the one before the page is drawn (main.rs): together they were the
/// start's longest task, most of it the browser compiling the code they run for the first
/// time. Returns whether the page is embedded.
pub fn start() -> bool {
    let params = UrlParams::current();
    let (session, nav, prefs, replay, links, person) = provide(&params);
    // The page's language and title follow the choice (pwa.js reads `lang` too).
    Effect::new(move |_| {
        let lang = prefs.lang.get();
        let doc = document();
        if let Some(root) = doc.document_element() {
            let _ = root.set_attribute("lang", lang.code());
            // the page is mirrored for a language written from right to left; the market
            // keeps the board's geometry (its own CSS)
            let _ = root.set_attribute("dir", if lang.rtl() { "rtl" } else { "ltr" });
            // pwa.js draws the update banner outside the app, in these words
            let _ = root.set_attribute("data-words-update", M::UpdateReady.text(lang));
            let _ = root.set_attribute("data-words-update-apply", M::UpdateApply.text(lang));
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
    // The keyboard's focus follows the panels and the handoff screen (browser/focus.rs).
    let mut keeper = crate::browser::focus::Keeper::default();
    let timeline = provided::<Timeline>();
    Effect::new(move |_| {
        keeper.follow(
            nav.panel_open(),
            session.handoff_shown().is_some(),
            timeline.shown.with(Option::is_some),
        )
    });
    // The local game comes back; the game by link left open, if any, instead of it.
    session.reload_resume();
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
    params.embed
}

/// The page, drawn on the state [`start`] made.
#[component]
pub fn App(embed: bool) -> impl IntoView {
    let session = provided::<Session>();
    let prefs = provided::<Prefs>();
    let timeline = provided::<Timeline>();
    let lesson = provided::<Lesson>();
    let thinker = provided::<Thinker>();
    let playing = move || timeline.shown.with(Option::is_some);
    // a memo: the replay's scroll below happens when a replay starts, not at every write of the mode
    let watching = Memo::new(move |_| session.mode.with(Mode::watching));
    // A replay's bar comes first in the side, which may be scrolled down to a final score:
    // it starts at the top, or the bar would be out of sight (under the market on a tablet).
    let side = NodeRef::<leptos::html::Aside>::new();
    Effect::new(move |_| {
        if watching.get() {
            if let Some(s) = side.get_untracked() {
                s.set_scroll_top(0);
            }
        }
    });
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
            <h1 class="title">{move || prefs.t(M::GameName)}</h1>
            <Menu />
        </header>
        <NoticeBar />
        <Show when=playing fallback=|| view! { <SetupScreen /> }>
            <main class="game" class:over=over>
                <div class="board-area">
                    <Market />
                </div>
                <aside class="side" node_ref=side>
                    <Show when=move || watching.get()>
                        <ReplayBarLater />
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
                        <CoachLater />
                        {move || by_link.get().then(|| view! { <RemoteLater /> })}
                    </div>
                    <Show when=over>
                        <FinalLater />
                    </Show>
                    <Players />
                    <RugPositions />
                    <SinceLater />
                    <GameLog />
                </aside>
            </main>
            <Handoff />
        </Show>
        <Announcer />
        <ArtDefs />
        <ConfirmNewGameLater />
        <ConfirmImportLater />
        <Panels />
    };
    view! {
        <div
            class="app"
            class:embed=embed
            class:playing=playing
            class:watching=watching
            class:lesson=move || lesson.step().is_some()
            class:reduce-motion=move || prefs.motion_reduced()
            class:speed-fast=move || prefs.speed() == crate::store::Speed::Fast
            class:speed-instant=move || prefs.speed() == crate::store::Speed::Instant
            data-testid="app"
            data-thinking=move || thinker.place.get().as_str()
        >
            {page}
        </div>
    }
}
