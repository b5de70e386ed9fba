//! Query parameters of the page (`docs/formats.md` lists them), and whether it is framed.

use crate::i18n::Lang;
use crate::store::Speed;

/// What the address asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UrlParams {
    /// `?seed=N`: shuffles and dice from this seed.
    pub seed: Option<u64>,
    /// `?speed=normal|fast|instant`.
    pub speed: Option<Speed>,
    /// `?embed=1`.
    pub embed: bool,
    /// `?ply=N`: a shared link opens its replay after N turns.
    pub ply: Option<usize>,
    /// `?lang=en|fr|pl`.
    pub lang: Option<Lang>,
    /// `?test-crash=1`: fail on purpose once the page is up, to show the crash screen
    /// (for the end-to-end test of that screen).
    pub test_crash: bool,
    /// `?think-ms=N`: the time a master bot thinks per decision (tests shorten it).
    pub think_ms: Option<u32>,
    /// `?bench=1`: the engine benchmark page instead of the game (in a build with the
    /// `bench` feature only).
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub bench: bool,
}

impl UrlParams {
    /// Parses a query string (`?a=1&b=2`, the leading `?` optional). Unknown or malformed
    /// values are ignored: a bad address never stops the game.
    pub fn parse(query: &str) -> UrlParams {
        let mut out = UrlParams::default();
        for pair in query.trim_start_matches('?').split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key {
                "seed" => out.seed = value.parse().ok(),
                "ply" => out.ply = value.parse().ok(),
                "speed" => out.speed = Speed::parse(value),
                "embed" => out.embed = matches!(value, "1" | "true" | ""),
                "test-crash" => out.test_crash = value == "1",
                "bench" => out.bench = value == "1",
                "think-ms" => {
                    out.think_ms = value.parse().ok().filter(|n| (1..=60_000).contains(n))
                }
                "lang" => out.lang = Lang::parse(value).filter(|l| l.code() == value),
                _ => {}
            }
        }
        out
    }

    /// The parameters of the current page.
    pub fn current() -> UrlParams {
        let query = web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default();
        UrlParams::parse(&query)
    }

    /// Whether the page is a blog's embed: asked to be, or in another page's frame.
    pub fn framed(&self) -> bool {
        self.embed || in_frame()
    }
}

/// Whether the page sits in a frame of another page (a blog's embed).
pub fn in_frame() -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    match w.top() {
        Ok(Some(top)) => wasm_bindgen::JsValue::from(top) != wasm_bindgen::JsValue::from(w),
        // A top window we may not read is another page's.
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_known_parameters_and_ignores_the_rest() {
        let p = UrlParams::parse("?seed=42&speed=instant&embed=1&lang=fr&ply=7&think-ms=40&x=y");
        assert_eq!(p.seed, Some(42));
        assert_eq!(p.ply, Some(7));
        assert_eq!(p.speed, Some(Speed::Instant));
        assert!(p.embed);
        assert_eq!(p.lang, Some(Lang::Fr));
        assert_eq!(p.think_ms, Some(40));
    }

    #[test]
    fn bad_values_are_ignored() {
        let p = UrlParams::parse("seed=-3&speed=warp&lang=tlh&ply=-1&ply=x&think-ms=0&&=");
        assert_eq!(p, UrlParams::default());
        assert_eq!(UrlParams::parse("seed=99999999999999999999999").seed, None);
        assert_eq!(UrlParams::parse("think-ms=60001").think_ms, None);
    }
}
