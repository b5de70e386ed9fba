//! The panels a first game does not need (settings, rules, about, share, history, review)
//! and the final screen: one part split off the page's wasm, fetched once the first screen
//! is up (`later`).

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use super::about::About;
use super::final_screen::FinalScreen;
use super::history::HistoryPanel;
use super::later::{later, Part, Words};
use super::review::ReviewPanel;
use super::rules::RulesPage;
use super::settings::SettingsPanel;
use super::share::SharePanel;
use crate::state::{provided, Nav};

/// The panels opened from the menu; each shows itself when its overlay is open.
#[component]
pub fn Panels() -> impl IntoView {
    let nav = provided::<Nav>();
    later(
        panels,
        move || nav.panel_open(),
        move || nav.panel_open(),
        Words::Later,
    )
}

/// The final ranking, drawn when the game is over (its words are later words too).
#[component]
pub fn FinalLater() -> impl IntoView {
    let nav = provided::<Nav>();
    later(
        final_screen,
        || true,
        move || nav.panel_open(),
        Words::Later,
    )
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
