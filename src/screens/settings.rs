//! Settings: the handoff screen and the animation speed.

use leptos::prelude::*;

use crate::session::{Overlay, Session};
use crate::settings::Speed;

#[component]
pub fn SettingsPanel() -> impl IntoView {
    let session = expect_context::<Session>();
    let set = move |f: &dyn Fn(&mut crate::settings::Settings)| {
        session.settings.update(|s| f(s));
        session.settings.get_untracked().save();
    };
    view! {
        <Show when=move || session.overlay.get() == Overlay::Settings>
            <section class="panel" role="dialog" aria-modal="true" aria-labelledby="settings-title">
                <h2 id="settings-title">"Settings"</h2>
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid="setting-handoff"
                        prop:checked=move || session.settings.get().handoff
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            set(&|s| s.handoff = on);
                        }
                    />
                    "Show “Pass to …” between turns"
                </label>
                <div class="field">
                    <label for="setting-speed">"Animations"</label>
                    <select
                        id="setting-speed"
                        data-testid="setting-speed"
                        prop:value=move || session.speed_override.get().unwrap_or(session.settings.get().speed).as_str()
                        on:change=move |ev| {
                            let speed = Speed::parse(&event_target_value(&ev)).unwrap_or_default();
                            session.speed_override.set(None);
                            set(&|s| s.speed = speed);
                        }
                    >
                        <option value="normal">"Normal"</option>
                        <option value="fast">"Fast"</option>
                        <option value="instant">"Instant"</option>
                    </select>
                </div>
                <button class="big" data-testid="close-panel" on:click=move |_| session.overlay.set(Overlay::None)>
                    "Back to the game"
                </button>
            </section>
        </Show>
    }
}
