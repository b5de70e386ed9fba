//! The language's words on the page: English is always there; another language's words
//! file is fetched when it is first used (precached by the service worker for offline play)
//! and installed before the page shows it. The words only the views split off the page's
//! wasm (rules, review, about, share, the final screen, the questions) and the lesson show
//! come in a second file, fetched with those views' code, when the lesson starts, or before
//! another language is shown (a first visit does without them).

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
    let text = fetch::text(&url(lang, "ftl")).await?;
    if words::ready(lang) {
        return Ok(());
    }
    words::install(lang, &text).map(|_| ())
}

/// The address of a words file of `lang` (`ftl`, or `later.ftl` for its later words).
fn url(lang: Lang, file: &str) -> String {
    format!("words/{}.{file}?v={}", lang.code(), words::packed_for())
}

/// Makes the later words of `lang` ready (the words only the views split off the page's wasm
/// and the lesson show; its first words installed before): fetched and installed once,
/// however many views want them at the same time (they share the one fetch under way). An
/// error says why (the views made meanwhile show those words in English; the next view that
/// wants them tries again).
pub async fn load_later(lang: Lang) -> Result<(), String> {
    if lang == Lang::En || words::later_ready(lang) {
        return Ok(());
    }
    let text = fetch::text(&url(lang, "later.ftl")).await?;
    // another view that shared the fetch may have installed them
    if words::later_ready(lang) {
        return Ok(());
    }
    words::install_later(lang, &text)
}
