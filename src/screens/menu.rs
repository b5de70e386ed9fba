//! The bar above the game: new game, export, import, rules, settings, about.

use crate::state::provided;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::icons::{icon, Icon};
use crate::i18n::{Lang, M};
use crate::state::opened::OpenError;
use crate::state::{Mode, Nav, Notice, Overlay, Prefs, Replay, Session, Timeline, Watched};

#[component]
pub fn Menu() -> impl IntoView {
    let session = provided::<Session>();
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let replay = provided::<Replay>();
    let timeline = provided::<Timeline>();
    let has_game = move || session.with_game(|_| ()).is_some();
    // The lesson's scripted game is no game to share, replay or export; a replay shown over
    // it (from the history) may be shared, but what lies under it is still the lesson's.
    let shows_lesson = move || session.mode.with(|m| m.lesson_step().is_some());
    let real_game = move || has_game() && session.mode.with(|m| m.table().lesson_step().is_none());
    let shows_game = move || !shows_lesson() && timeline.shown.with(Option::is_some);
    // Not during a move (its handoff would be lost under the replay): disabled then, not
    // removed, so that the bar never shifts under a finger.
    let may_watch = move || real_game() && !session.mode.with(Mode::watching);
    let moving = move || timeline.moving();
    let watch = move |_| {
        let record = session.game_untracked().map(|g| g.to_record());
        if let Some(record) = record {
            let _ = replay.watch(record, None, Watched::ThisGame);
        }
    };
    let export = move |_| {
        if let Some(json) = session.record_json() {
            if crate::browser::download::text(&json, "application/json", "marrakech-game.json")
                .is_err()
            {
                nav.tell(Notice::DownloadRefused);
            }
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|v| v.as_string());
            let Some(text) = text else {
                nav.tell(Notice::ImportFailed {
                    reason: OpenError::Unreadable,
                    game: session.has_game(),
                });
                return;
            };
            // A file that cannot be opened is told at once; a good one replaces a game in
            // progress only once the player says so.
            match crate::state::opened::open(&text) {
                Err(reason) => nav.tell(Notice::ImportFailed {
                    reason,
                    game: session.has_game(),
                }),
                Ok(_) if session.in_progress() => nav.open(Overlay::ConfirmImport(text)),
                Ok(_) => session.import(&text),
            }
        });
    };
    let t = move |m: M| move || prefs.t(m);
    let pick_lang = move |ev: leptos::ev::Event| {
        if let Some(lang) = Lang::parse(&event_target_value(&ev)) {
            // the words first (fetched once), then the page in the new language
            leptos::task::spawn_local(async move {
                match crate::state::speech::load(lang).await {
                    // every text follows: nothing is drawn anew, the focus stays here
                    Ok(()) => {
                        // the panels' words too (English where they cannot come)
                        let _ = crate::state::speech::load_later(lang).await;
                        prefs.pick_lang(lang)
                    }
                    Err(_) => {
                        // the select shows the language in force again
                        prefs.lang.notify();
                        nav.tell(Notice::WordsUnavailable);
                    }
                }
            });
        }
    };
    // The rarer entries wait behind "More": the bar fits a phone's width.
    let more = NodeRef::<leptos::html::Details>::new();
    let more_button = NodeRef::<leptos::html::Summary>::new();
    let open_more = move || more.get_untracked().filter(|d| d.open());
    let close_more = move || {
        if let Some(d) = open_more() {
            d.set_open(false);
        }
    };
    // Like any menu it goes when the player points elsewhere (it would hide the turn's
    // buttons) or presses Escape, which then closes nothing else and leaves the focus on it.
    let outside = window_event_listener(leptos::ev::pointerdown, move |ev| {
        let Some(d) = open_more() else {
            return;
        };
        let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        if !d.contains(target.as_ref()) {
            d.set_open(false);
        }
    });
    on_cleanup(move || outside.remove());
    let escape = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Escape" && open_more().is_some() {
            ev.prevent_default();
            close_more();
            if let Some(s) = more_button.get_untracked() {
                let _ = s.focus();
            }
        }
    };
    view! {
        <nav class="menu" aria-label=t(M::GameMenu)>
            <Show when=has_game>
                <button data-testid="new-game" title=t(M::NewGame) on:click=move |_| session.ask_new_game()>
                    {icon(Icon::NewGame)}
                    <span class="menu-label">{t(M::NewGame)}</span>
                </button>
            </Show>
            <Show when=shows_game>
                <button data-testid="share" title=t(M::Share) on:click=move |_| nav.open(Overlay::Share)>
                    {icon(Icon::Share)}
                    <span class="menu-label">{t(M::Share)}</span>
                </button>
            </Show>
            <Show when=may_watch>
                <button data-testid="watch-game" title=t(M::Replay) disabled=moving on:click=watch>
                    {icon(Icon::Replay)}
                    <span class="menu-label">{t(M::Replay)}</span>
                </button>
            </Show>
            <button data-testid="open-rules" title=t(M::Rules) on:click=move |_| nav.open(Overlay::Rules)>
                {icon(Icon::Rules)}
                <span class="menu-label">{t(M::Rules)}</span>
            </button>
            <button data-testid="open-settings" title=t(M::Settings) on:click=move |_| nav.open(Overlay::Settings)>
                {icon(Icon::Settings)}
                <span class="menu-label">{t(M::Settings)}</span>
            </button>
            <details class="more" node_ref=more on:keydown=escape>
                <summary data-testid="menu-more" title=t(M::More) node_ref=more_button>
                    {icon(Icon::More)}
                    <span class="menu-label">{t(M::More)}</span>
                </summary>
                <div class="more-list" on:click=move |_| close_more()>
                    <Show when=real_game>
                        <button data-testid="export-game" on:click=export>
                            {icon(Icon::Export)}
                            <span>{t(M::Export)}</span>
                        </button>
                    </Show>
                    <label class="file-button" on:click=|ev| ev.stop_propagation()>
                        {icon(Icon::Import)}
                        <span>{t(M::Import)}</span>
                        <input
                            type="file"
                            accept=".json,application/json"
                            data-testid="import-game"
                            on:change=move |ev| {
                                close_more();
                                import(ev);
                            }
                        />
                    </label>
                    <button data-testid="open-history" on:click=move |_| nav.open(Overlay::History)>
                        {icon(Icon::History)}
                        <span>{t(M::History)}</span>
                    </button>
                    <button data-testid="open-about" on:click=move |_| nav.open(Overlay::About)>
                        {icon(Icon::About)}
                        <span>{t(M::About)}</span>
                    </button>
                </div>
            </details>
            <label class="lang-field">
                <span class="visually-hidden">{t(M::Language)}</span>
                // on a phone the closed select shows the language's code only (the bar is
                // full); its list still names every language in its own words
                <span class="lang-code" aria-hidden="true">{move || prefs.lang.get().code().to_ascii_uppercase()}</span>
                <select
                    data-testid="language"
                    prop:value=move || prefs.lang.get().code()
                    on:change=pick_lang
                >
                    {Lang::ALL
                        .into_iter()
                        .map(|l| view! { <option value=l.code() lang=l.code()>{l.native_name()}</option> })
                        .collect_view()}
                </select>
            </label>
        </nav>
    }
}
