//! The player's preferences as signals (one provider for the page): the settings kept on
//! the device, the speed asked for in the address, the system's reduced motion, and the
//! language of the interface.

use leptos::prelude::*;

use crate::i18n::{Lang, M};
use crate::store::{Settings, Speed, WriteError};

/// The preferences in force, as signals (one provider for the whole page).
#[derive(Clone, Copy)]
pub struct Prefs {
    pub settings: RwSignal<Settings>,
    /// `?speed=` from the address, which wins over the setting.
    pub speed_override: RwSignal<Option<Speed>>,
    /// The system asks for less motion (the setting, when chosen, wins).
    pub reduced_motion: RwSignal<bool>,
    /// The language of the interface.
    pub lang: RwSignal<Lang>,
    /// The last write of the settings that storage refused, if any.
    pub refused: RwSignal<Option<WriteError>>,
}

impl Prefs {
    pub fn new(settings: Settings, speed_override: Option<Speed>, lang: Lang) -> Prefs {
        Prefs {
            settings: RwSignal::new(settings),
            speed_override: RwSignal::new(speed_override),
            reduced_motion: RwSignal::new(false),
            lang: RwSignal::new(lang),
            refused: RwSignal::new(None),
        }
    }

    /// The saved settings; without any, the defaults, with sound off inside a frame (a
    /// blog's page should not start making noise).
    pub fn kept_settings(framed: bool) -> Settings {
        Settings::load().unwrap_or(Settings {
            sound: !framed,
            ..Settings::default()
        })
    }

    /// The speed in force: the address, else the setting, shortened for reduced motion.
    pub fn speed(&self) -> Speed {
        let chosen = self
            .speed_override
            .get()
            .unwrap_or_else(|| self.settings.with(|s| s.speed));
        if chosen == Speed::Normal && self.motion_reduced() {
            Speed::Fast
        } else {
            chosen
        }
    }

    /// The speed in force, read without tracking (for timers).
    pub fn speed_untracked(&self) -> Speed {
        untrack(|| self.speed())
    }

    /// Whether motion is reduced: the setting when the player chose one, else the system.
    pub fn motion_reduced(&self) -> bool {
        self.settings
            .with(|s| s.reduce_motion)
            .unwrap_or_else(|| self.reduced_motion.get())
    }

    /// Changes the settings and keeps them.
    pub fn change(&self, f: impl FnOnce(&mut Settings)) {
        self.settings.update(f);
        let kept = self.settings.with_untracked(Settings::save);
        self.refused.set(kept.err());
    }

    /// The language the player picked: in force now and kept.
    pub fn pick_lang(&self, lang: Lang) {
        self.lang.set(lang);
        self.change(|s| s.lang = Some(lang.code().to_string()));
    }

    /// A fixed message in the current language, tracked: read in a view's closure (`move
    /// || prefs.t(m)`), it follows a change of language without drawing anything anew.
    pub fn t(&self, m: M) -> &'static str {
        m.text(self.lang.get())
    }
}
