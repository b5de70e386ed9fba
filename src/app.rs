//! The screens switch.

use leptos::prelude::*;

use crate::market::Market;

#[component]
pub fn App() -> impl IntoView {
    view! {
        <main class="table">
            <h1 class="title">"Marrakech"</h1>
            <Market />
        </main>
    }
}
