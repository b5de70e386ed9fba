//! What a first screen never shows: the table's boxes (the coach, "since your last turn",
//! the replay's bar, a game by link's box), the two questions and the set-up's list of games
//! by link. One part split off the page's wasm, fetched when one of them is first wanted, or
//! some seconds after it is drawn (`later`). The handoff stays in the page (without it a game
//! between people could not go on while the part is missing), and so does the lesson's box (a
//! first visit's first click may start the lesson: its table would wait for the part with an
//! empty turn box).

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use super::confirm::{ConfirmImport, ConfirmNewGame};
use super::later::{later, Part, Words};
use super::remote_games::RemoteGames;
use crate::state::{provided, Nav, Overlay, Remote};
use crate::store::links;
use crate::table::{CoachPanel, RemotePanel, ReplayBar, Since};

/// A box of the table: wanted as soon as the table draws it; it never takes the focus.
fn table_box<F: std::future::Future<Output = Part> + 'static>(load: fn() -> F) -> impl IntoView {
    later(load, || true, || false, Words::First)
}

#[component]
pub fn CoachLater() -> impl IntoView {
    table_box(coach)
}

#[component]
pub fn SinceLater() -> impl IntoView {
    table_box(since)
}

#[component]
pub fn ReplayBarLater() -> impl IntoView {
    table_box(replay_bar)
}

#[component]
pub fn RemoteLater() -> impl IntoView {
    table_box(remote)
}

#[wasm_split(extras, wasm_split_path = leptos::wasm_split, fallible)]
fn coach() -> Part {
    Ok(view! { <CoachPanel /> }.into_any())
}

#[wasm_split(extras, wasm_split_path = leptos::wasm_split, fallible)]
fn since() -> Part {
    Ok(view! { <Since /> }.into_any())
}

#[wasm_split(extras, wasm_split_path = leptos::wasm_split, fallible)]
fn replay_bar() -> Part {
    Ok(view! { <ReplayBar /> }.into_any())
}

#[wasm_split(extras, wasm_split_path = leptos::wasm_split, fallible)]
fn remote() -> Part {
    Ok(view! { <RemotePanel /> }.into_any())
}

#[component]
pub fn ConfirmNewGameLater() -> impl IntoView {
    let nav = provided::<Nav>();
    let asked = move || nav.overlay.with(|o| *o == Overlay::ConfirmNewGame);
    later(confirm_new_game, asked, asked, Words::Later)
}

#[component]
pub fn ConfirmImportLater() -> impl IntoView {
    let nav = provided::<Nav>();
    let asked = move || nav.overlay.with(|o| matches!(o, Overlay::ConfirmImport(_)));
    later(confirm_import, asked, asked, Words::Later)
}

#[component]
pub fn RemoteGamesLater() -> impl IntoView {
    let remote = provided::<Remote>();
    let kept = move || {
        remote.listed.track();
        !links::all().is_empty()
    };
    later(remote_games, kept, || false, Words::First)
}

#[wasm_split(extras, wasm_split_path = leptos::wasm_split, fallible)]
fn confirm_new_game() -> Part {
    Ok(view! { <ConfirmNewGame /> }.into_any())
}

#[wasm_split(extras, wasm_split_path = leptos::wasm_split, fallible)]
fn confirm_import() -> Part {
    Ok(view! { <ConfirmImport /> }.into_any())
}

#[wasm_split(extras, wasm_split_path = leptos::wasm_split, fallible)]
fn remote_games() -> Part {
    Ok(view! { <RemoteGames /> }.into_any())
}
