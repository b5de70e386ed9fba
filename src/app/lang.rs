//! The language the page starts in.

use crate::i18n::Lang;
use crate::state::address::UrlParams;
use crate::state::Prefs;

/// The language to start in: the address, else the player's last choice, else the
/// browser's preferences, else English.
pub(super) fn initial_lang(params: &UrlParams, kept: Option<&str>) -> Lang {
    if let Some(lang) = params.lang.or_else(|| kept.and_then(Lang::parse)) {
        return lang;
    }
    let prefs: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default();
    Lang::from_preferences(prefs.iter().map(String::as_str))
}

/// The language the page starts in (its words are fetched before the page is drawn).
pub fn starting_lang() -> Lang {
    let params = UrlParams::current();
    let framed = params.framed();
    initial_lang(&params, Prefs::kept_settings(framed).lang.as_deref())
}
