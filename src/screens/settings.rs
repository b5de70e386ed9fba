//! Settings: the handoff screen, the animation speed, reduced motion.

use leptos::prelude::*;

use crate::i18n::M;
use crate::state::{Nav, Overlay, Prefs, Speed};

#[component]
pub fn SettingsPanel() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let prefs = expect_context::<Prefs>();
    let set = move |f: &dyn Fn(&mut crate::state::Settings)| prefs.change(|s| f(s));
    let t = move |m: M| m.text(prefs.lang.get_untracked());
    view! {
        <Show when=move || nav.overlay.get() == Overlay::Settings>
            <section class="panel" role="dialog" aria-modal="true" aria-labelledby="settings-title">
                <h2 id="settings-title" tabindex="-1" class="panel-focus">{t(M::Settings)}</h2>
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid="setting-handoff"
                        prop:checked=move || prefs.settings.get().handoff
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            set(&|s| s.handoff = on);
                        }
                    />
                    {t(M::ShowHandoff)}
                </label>
                <div class="field">
                    <label for="setting-speed">{t(M::Animations)}</label>
                    <select
                        id="setting-speed"
                        data-testid="setting-speed"
                        prop:value=move || prefs.speed_override.get().unwrap_or(prefs.settings.get().speed).as_str()
                        on:change=move |ev| {
                            let speed = Speed::parse(&event_target_value(&ev)).unwrap_or_default();
                            prefs.speed_override.set(None);
                            set(&|s| s.speed = speed);
                        }
                    >
                        <option value="normal">{t(M::SpeedNormal)}</option>
                        <option value="fast">{t(M::SpeedFast)}</option>
                        <option value="instant">{t(M::SpeedInstant)}</option>
                    </select>
                </div>
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid="setting-reduce-motion"
                        aria-describedby="reduce-motion-note"
                        prop:checked=move || prefs.motion_reduced()
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            set(&|s| s.reduce_motion = Some(on));
                        }
                    />
                    {t(M::ReduceMotion)}
                </label>
                <p class="note" id="reduce-motion-note">{t(M::ReduceMotionNote)}</p>
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid="setting-sound"
                        prop:checked=move || prefs.settings.get().sound
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            set(&|s| s.sound = on);
                        }
                    />
                    {t(M::Sound)}
                </label>
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid="setting-odds"
                        aria-describedby="odds-note"
                        prop:checked=move || prefs.settings.get().odds
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            set(&|s| s.odds = on);
                        }
                    />
                    {t(M::ShowOdds)}
                </label>
                <p class="note" id="odds-note">{t(M::ShowOddsNote)}</p>
                <button class="big" data-testid="close-panel" on:click=move |_| nav.open(Overlay::None)>
                    {t(M::BackToGame)}
                </button>
            </section>
        </Show>
    }
}
