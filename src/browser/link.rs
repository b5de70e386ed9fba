//! Links of this site that carry a game: `<site>/?ply=N#<code>`. The code sits in the
//! fragment, which browsers never send to a server; the position is a query parameter so
//! the same game can be linked at any turn.

use marrakech_engine::Record;

/// The site's own address, without query or fragment.
pub fn site() -> String {
    let Some(loc) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    let origin = loc.origin().unwrap_or_default();
    let path = loc.pathname().unwrap_or_default();
    format!("{origin}{path}")
}

/// The link to `record`, opening at turn `ply` (its end when `None`); with `embed`, the
/// compact layout for a frame.
pub fn url(site: &str, code: &str, ply: Option<usize>, embed: bool) -> String {
    let query = match (embed, ply) {
        (false, None) => String::new(),
        (false, Some(n)) => format!("?ply={n}"),
        (true, None) => "?embed=1".to_string(),
        (true, Some(n)) => format!("?embed=1&ply={n}"),
    };
    format!("{site}{query}#{code}")
}

/// The code of `record`, if it replays.
pub fn code(record: &Record) -> Option<String> {
    marrakech_engine::encode(record).ok()
}

/// The iframe snippet for a blog: the game at `src` in a frame that takes the height the
/// game posts (`marrakech:height`).
pub fn embed_snippet(src: &str, title: &str) -> String {
    let src = escape_attr(src);
    let title = escape_attr(title);
    format!(
        r#"<iframe src="{src}" title="{title}" loading="lazy" allow="clipboard-write; web-share" style="width:100%;max-width:760px;height:640px;border:0"></iframe>
<script>addEventListener("message",function(e){{var d=e.data,f=document.getElementsByTagName("iframe");if(!d||d.type!=="marrakech:height"||!(d.height>0))return;for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source)f[i].style.height=d.height+"px"}});</script>"#
    )
}

fn escape_attr(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// What a link's code holds.
pub enum Linked {
    /// A shared game, to replay.
    Shared(Record),
    /// A message of a game played by link (its driver reads it).
    ByLink,
    /// No game: mistyped, damaged, cut short, from a newer app.
    Bad(marrakech_engine::CodeError),
}

/// Reads a link's code: a shared game's record, a game by link's message, or why neither.
pub fn read(code: &str) -> Linked {
    match marrakech_engine::decode(code) {
        Ok(record) => Linked::Shared(record),
        Err(marrakech_engine::CodeError::UnknownVersion(v))
            if marrakech_engine::remote::LINK_VERSIONS.contains(&v) =>
        {
            Linked::ByLink
        }
        Err(e) => Linked::Bad(e),
    }
}

/// The code in the page's fragment, if any.
pub fn code_in_address() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let raw = hash.trim_start_matches('#').trim();
    // punctuation alone is still refused, as holding no game
    let code = match as_pasted(raw) {
        "" => raw,
        code => code,
    };
    (!code.is_empty()).then(|| code.to_string())
}

/// A code as a link brings it: what a sentence puts after a link ("…#code." or
/// "(…#code)") is no part of it. A `%` stays: it begins an escape, which the page's shell
/// does not read as a code either.
fn as_pasted(fragment: &str) -> &str {
    let not_of_a_code = |c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '%'));
    fragment.trim_end_matches(not_of_a_code)
}

/// Takes the code out of the address once its replay is closed, so a reload does not open
/// it again (a `ply` left behind means nothing without a code).
pub fn forget_code() {
    let Some(w) = web_sys::window() else {
        return;
    };
    let loc = w.location();
    if loc.hash().map(|h| h.len() <= 1).unwrap_or(true) {
        return;
    }
    let here = format!(
        "{}{}",
        loc.pathname().unwrap_or_default(),
        loc.search().unwrap_or_default()
    );
    if let Ok(history) = w.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&here));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_with_a_sentence_s_stop_or_bracket_after_it_is_whole() {
        for pasted in ["AbC-_9", "AbC-_9.", "AbC-_9).", "AbC-_9!?'", "AbC-_9 "] {
            assert_eq!(as_pasted(pasted), "AbC-_9", "{pasted:?}");
        }
        // what is not a code stays what it is, for the refusal to say so
        assert_eq!(as_pasted("%%not-a-game"), "%%not-a-game");
        assert_eq!(as_pasted("not%20a%20code!"), "not%20a%20code");
        assert_eq!(as_pasted("..."), "");
        assert_eq!(as_pasted("AbC%)"), "AbC%", "as the shell reads it: no code");
    }

    #[test]
    fn links_carry_the_position_in_the_query_and_the_game_in_the_fragment() {
        let site = "https://x.github.io/m/";
        assert_eq!(url(site, "AbC", None, false), "https://x.github.io/m/#AbC");
        assert_eq!(
            url(site, "AbC", Some(7), false),
            "https://x.github.io/m/?ply=7#AbC"
        );
        assert_eq!(
            url(site, "AbC", Some(0), true),
            "https://x.github.io/m/?embed=1&ply=0#AbC"
        );
    }

    #[test]
    fn a_code_holds_a_shared_game_or_says_why_not() {
        use marrakech_engine::{Game, PlayerKind, Rules, Setup};
        let game =
            Game::new(Setup::standard(2, Rules::default(), PlayerKind::Human), 5).expect("a game");
        let code = marrakech_engine::encode(&game.to_record()).expect("a code");
        assert!(matches!(read(&code), Linked::Shared(r) if r.players.len() == 2));
        // a mistyped address: its first byte reads as a version no app wrote
        assert!(matches!(read("garbage123"), Linked::Bad(_)));
        assert!(matches!(read(&code[..code.len() / 2]), Linked::Bad(_)));
    }

    #[test]
    fn the_snippet_is_an_iframe_that_follows_the_posted_height() {
        let s = embed_snippet("https://x/?embed=1#a\"b", "Marrakech <game>");
        assert!(s.starts_with("<iframe src=\"https://x/?embed=1#a&quot;b\""));
        assert!(s.contains("title=\"Marrakech &lt;game&gt;\""));
        assert!(s.contains("allow=\"clipboard-write; web-share\""));
        assert!(s.contains("marrakech:height"));
    }
}
