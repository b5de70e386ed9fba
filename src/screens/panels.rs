//! The panels a first game does not need (settings, rules, about, share, history, review)
//! and the final screen: one part split off the page's wasm, fetched once the first screen
//! is up (`later`).

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use super::about::About;
use super::final_screen::FinalScreen;
use super::history::HistoryPanel;
use super::later::{later, Part};
use super::review::ReviewPanel;
use super::rules::RulesPage;
use super::settings::SettingsPanel;
use super::share::SharePanel;
use crate::state::speech::load_later;
use crate::state::{provided, Nav, Prefs};

/// The panels opened from the menu; each shows itself when its overlay is open.
#[component]
pub fn Panels() -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    // with the words only the panels show, in the language shown (without them, in
    // English: tried again with the next language picked)
    let load = move || async move {
        let _ = load_later(prefs.lang.get_untracked()).await;
        panels().await
    };
    later(load, move || nav.panel_open(), move || nav.panel_open())
}

/// The final ranking, drawn when the game is over.
#[component]
pub fn FinalLater() -> impl IntoView {
    let nav = provided::<Nav>();
    later(final_screen, || true, move || nav.panel_open())
}

#[wasm_split(panels, wasm_split_path = leptos::wasm_split, fallible)]
fn panels() -> Part {
    Ok(view! {
        <SettingsPanel />
        <RulesPage />
        <About />
        <SharePanel />
        <HistoryPanel />
        <ReviewPanel />
    }
    .into_any())
}

#[wasm_split(panels, wasm_split_path = leptos::wasm_split, fallible)]
fn final_screen() -> Part {
    Ok(view! { <FinalScreen /> }.into_any())
}
