//! Settings: the handoff screen, the animation speed, reduced motion.

use leptos::prelude::*;

use crate::i18n::M;
use crate::session::{Overlay, Session};
use crate::settings::Speed;

#[component]
pub fn SettingsPanel() -> impl IntoView {
    let session = expect_context::<Session>();
    let set = move |f: &dyn Fn(&mut crate::settings::Settings)| {
        session.settings.update(|s| f(s));
        session.settings.get_untracked().save();
    };
    let t = move |m: M| m.text(session.lang.get_untracked());
    view! {
        <Show when=move || session.overlay.get() == Overlay::Settings>
            <section class="panel" role="dialog" aria-modal="true" aria-labelledby="settings-title">
                <h2 id="settings-title" tabindex="-1" class="panel-focus">{t(M::Settings)}</h2>
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
                    {t(M::ShowHandoff)}
                </label>
                <div class="field">
                    <label for="setting-speed">{t(M::Animations)}</label>
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
                        prop:checked=move || session.motion_reduced()
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            set(&|s| s.reduce_motion = Some(on));
                        }
                    />
                    {t(M::ReduceMotion)}
                </label>
                <p class="note" id="reduce-motion-note">{t(M::ReduceMotionNote)}</p>
                <button class="big" data-testid="close-panel" on:click=move |_| session.overlay.set(Overlay::None)>
                    {t(M::BackToGame)}
                </button>
            </section>
        </Show>
    }
}
