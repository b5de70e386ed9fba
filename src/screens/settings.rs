//! Settings: the handoff screen, the animation speed, reduced motion.

use crate::state::provided;
use leptos::prelude::*;

use super::panel_close::{PanelBack, PanelClose};
use crate::i18n::M;
use crate::state::{Nav, Overlay, Prefs};
use crate::store::{Settings, Speed, Theme};

/// One setting as a checkbox: its hook, its words, how it reads and how it is set.
fn check(
    testid: &'static str,
    label: impl IntoView + 'static,
    note: Option<&'static str>,
    on: impl Fn() -> bool + Send + Sync + 'static,
    set: impl Fn(bool) + 'static,
) -> impl IntoView {
    view! {
        <label class="check">
            <input
                type="checkbox"
                data-testid=testid
                aria-describedby=note
                prop:checked=on
                on:change=move |ev| set(event_target_checked(&ev))
            />
            {label}
        </label>
    }
}

#[component]
pub fn SettingsPanel() -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let set = move |f: &dyn Fn(&mut Settings)| prefs.change(|s| f(s));
    let t = move |m: M| move || prefs.t(m);
    view! {
        <Show when=move || nav.overlay.get() == Overlay::Settings>
            <section class="panel" role="dialog" aria-modal="true" aria-labelledby="settings-title">
                <PanelClose />
                <h2 id="settings-title" tabindex="-1" class="panel-focus">{t(M::Settings)}</h2>
                {check("setting-handoff", t(M::ShowHandoff), None, move || prefs.settings.with(|s| s.handoff), move |on| set(&|s| s.handoff = on))}
                <div class="field">
                    <label for="setting-speed">{t(M::Animations)}</label>
                    <select
                        id="setting-speed"
                        data-testid="setting-speed"
                        prop:value=move || prefs.speed_override.get().unwrap_or(prefs.settings.with(|s| s.speed)).as_str()
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
                {check("setting-reduce-motion", t(M::ReduceMotion), Some("reduce-motion-note"), move || prefs.motion_reduced(), move |on| set(&|s| s.reduce_motion = Some(on)))}
                <p class="note" id="reduce-motion-note">{t(M::ReduceMotionNote)}</p>
                {check("setting-sound", t(M::Sound), None, move || prefs.settings.with(|s| s.sound), move |on| set(&|s| s.sound = on))}
                <div class="field">
                    <label for="setting-theme">{t(M::Theme)}</label>
                    <select
                        id="setting-theme"
                        data-testid="setting-theme"
                        prop:value=move || prefs.settings.with(|s| s.theme).as_str()
                        on:change=move |ev| {
                            let theme = Theme::parse(&event_target_value(&ev)).unwrap_or_default();
                            set(&|s| s.theme = theme);
                        }
                    >
                        <option value="system">{t(M::ThemeSystem)}</option>
                        <option value="light">{t(M::ThemeLight)}</option>
                        <option value="dark">{t(M::ThemeDark)}</option>
                    </select>
                </div>
                {check("setting-letters", t(M::Letters), Some("letters-note"), move || prefs.settings.with(|s| s.letters), move |on| set(&|s| s.letters = on))}
                <p class="note" id="letters-note">{t(M::LettersNote)}</p>
                {check("setting-odds", t(M::ShowOdds), Some("odds-note"), move || prefs.settings.with(|s| s.odds), move |on| set(&|s| s.odds = on))}
                <p class="note" id="odds-note">{t(M::ShowOddsNote)}</p>
                <PanelBack />
            </section>
        </Show>
    }
}
