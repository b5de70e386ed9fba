//! The screens switch: set-up, or the game (market, table, panels on top).

use leptos::prelude::*;

use crate::market::Market;
use crate::screens::{
    About, ConfirmNewGame, FinalScreen, Handoff, Menu, NoticeBar, RulesPage, SettingsPanel,
    SetupScreen,
};
use crate::session::Session;
use crate::settings::Settings;
use crate::table::{Controls, Die, GameLog, NextRug, Players, Prompt};
use crate::url::UrlParams;

#[component]
pub fn App() -> impl IntoView {
    let params = UrlParams::current();
    let session = Session::new(Settings::load(), params.speed, params.seed);
    if let Some(w) = web_sys::window() {
        if let Ok(Some(q)) = w.match_media("(prefers-reduced-motion: reduce)") {
            session.reduced_motion.set(q.matches());
        }
    }
    provide_context(session);
    session.resume_saved();
    crate::bots::drive(session);
    if params.test_crash {
        set_timeout(
            || panic!("a crash asked for by the address (?test-crash=1)"),
            std::time::Duration::from_millis(50),
        );
    }

    let playing = move || session.game.with(Option::is_some);
    let over = move || session.with_game(|g| g.is_over()).unwrap_or(false);
    view! {
        <div class="app" class:embed=params.embed>
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
                            <p class="prompt" data-testid="phase" data-phase="over">"The game is over"</p>
                        </Show>
                        <Players />
                        <GameLog />
                    </aside>
                </main>
                <Handoff />
            </Show>
            <ConfirmNewGame />
            <SettingsPanel />
            <RulesPage />
            <About />
        </div>
    }
}
