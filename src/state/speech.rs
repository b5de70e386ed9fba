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
    // the ids' hash in the query: a browser's cached file of a version with other ids is
    // not taken for this one's (the service worker ignores the query; a file of another
    // version that still comes, from a newer deployment, is refused and the player told)
    let url = format!("words/{}.ftl?v={}", lang.code(), words::packed_for());
    let text = fetch::text(&url).await?;
    words::install(lang, &text).map(|_| ())
}
