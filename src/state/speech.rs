//! The language's words on the page: English is always there; another language's words
//! file is fetched when it is first used (precached by the service worker for offline play)
//! and installed before the page shows it.

use crate::browser::fetch;
use crate::i18n::{words, Lang};

/// Makes `lang` ready to show: fetches and installs its words once. An error says why (the
/// page then stays in the language it shows).
pub async fn load(lang: Lang) -> Result<(), String> {
    if words::ready(lang) {
        return Ok(());
    }
    let text = fetch::text(&format!("words/{}.ftl", lang.code())).await?;
    words::install(lang, &text).map(|_| ())
}
