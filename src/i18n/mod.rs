//! Every word the player reads, in every language: the words files (`words/<lang>.ftl`,
//! one per language, read by [`ftl`]) give each message ([`M`]) its text with named values;
//! [`F`], the engine's errors in [`errors`], the coach and the rules put the values in.
//! The build checks the files (`check`): every language has every message of the English
//! file with the same values, and the code uses every message. English is compiled in; the
//! page installs another language's file when it is first used (`words::install`). Plural
//! forms follow CLDR (`lang::plural`).
//!
//! Pure Rust, no browser calls: `cargo test` checks it natively.

#[cfg(test)]
mod check;
pub mod coach;
pub mod errors;
mod fmt;
mod ftl;
mod lang;
pub mod lesson;
pub mod rules;
pub mod text;
pub(crate) mod words;

pub use fmt::F;
pub use words::{Lang, M};

#[cfg(test)]
mod tests {
    use super::lang::{cells, dirhams, plural, Plural};
    use super::*;

    #[test]
    fn languages_from_tags_and_preferences() {
        assert_eq!(Lang::parse("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::parse("PL"), Some(Lang::Pl));
        assert_eq!(Lang::parse("de-AT"), Some(Lang::De));
        assert_eq!(Lang::parse("tlh"), None);
        assert_eq!(Lang::from_preferences(["tlh", "pl-PL", "en"]), Lang::Pl);
        assert_eq!(Lang::from_preferences(["tlh"]), Lang::En);
        assert_eq!(Lang::from_preferences([]), Lang::En);
    }

    #[test]
    fn cldr_plural_rules() {
        words::install_all();
        use Plural::*;
        assert_eq!(plural(Lang::En, 0), Other);
        assert_eq!(plural(Lang::En, 1), One);
        assert_eq!(plural(Lang::En, 2), Other);
        assert_eq!(plural(Lang::Fr, 0), One);
        assert_eq!(plural(Lang::Fr, 1), One);
        assert_eq!(plural(Lang::Fr, 2), Other);
        let pl = |n| plural(Lang::Pl, n);
        assert_eq!(pl(1), One);
        for n in [2, 3, 4, 22, 23, 24, 32, 102, 1004] {
            assert_eq!(pl(n), Few, "{n}");
        }
        for n in [0, 5, 11, 12, 13, 14, 15, 21, 25, 111, 112, 1000] {
            assert_eq!(pl(n), Many, "{n}");
        }
        assert_eq!(dirhams(Lang::Pl, 1), "1 dirham");
        assert_eq!(dirhams(Lang::Pl, 3), "3 dirhamy");
        assert_eq!(dirhams(Lang::Pl, 12), "12 dirhamów");
        assert_eq!(dirhams(Lang::Pl, 22), "22 dirhamy");
        assert_eq!(dirhams(Lang::Fr, 0), "0 dirham");
        assert_eq!(dirhams(Lang::Fr, 2), "2 dirhams");
        assert_eq!(dirhams(Lang::En, 0), "0 dirhams");
        assert_eq!(cells(Lang::Pl, 5), "5 pól");
        assert_eq!(cells(Lang::Fr, 1), "1 case");
        // Arabic has all six categories; 11 and 22 are many, 100 is other, 103 few again
        let ar = |n| plural(Lang::Ar, n);
        let expected = [
            (0, Zero),
            (1, One),
            (2, Two),
            (3, Few),
            (5, Few),
            (10, Few),
            (11, Many),
            (22, Many),
            (99, Many),
            (100, Other),
            (102, Other),
            (103, Few),
            (111, Many),
        ];
        for (n, category) in expected {
            assert_eq!(ar(n), category, "{n}");
        }
        assert_eq!(dirhams(Lang::Ar, 0), "0 درهم");
        assert_eq!(dirhams(Lang::Ar, 1), "درهم واحد");
        assert_eq!(dirhams(Lang::Ar, 2), "درهمان");
        assert_eq!(dirhams(Lang::Ar, 3), "3 دراهم");
        assert_eq!(dirhams(Lang::Ar, 5), "5 دراهم");
        assert_eq!(dirhams(Lang::Ar, 11), "11 درهمًا");
        assert_eq!(dirhams(Lang::Ar, 22), "22 درهمًا");
        assert_eq!(dirhams(Lang::Ar, 100), "100 درهم");
        // German and Spanish: one and other, 0 is other
        assert_eq!(plural(Lang::De, 0), Other);
        assert_eq!(plural(Lang::Es, 1), One);
    }

    /// Words that are the same in English and the other language on purpose.
    const SAME_ON_PURPOSE: &[&str] = &[
        "OK",
        "Animations",
        "Cyan",
        "Dirhams",
        "Ranking",
        "Pause",
        "Coach",
        "Normal",
        // the game's name, kept in the Latin alphabet's languages
        "Marrakech",
        // the colours' letters and words that French shares (R for rouge, C for cyan)
        "R",
        "C",
        "cyan",
        // a list's comma and an area's arrow, alike in these languages
        "{ $list }, { $next }",
        "{ $colour }: { $before } → { $after }",
        // a number of dirhams (French), a cell's label (Polish), the score's sum
        "{ $n ->\n[one] { $n } dirham\n*[other] { $n } dirhams\n}",
        "{ $cell }: { $what }",
        "{ $money } + { $visible } = { $total }",
        // the seats' default names, kept in the Latin alphabet's languages
        "Amina",
        "Bruno",
        "Chloé",
        "Driss",
    ];

    #[test]
    fn every_fixed_message_exists_in_every_language() {
        words::install_all();
        for m in M::ALL
            .iter()
            .filter(|m| !matches!(m, M::LanguageName | M::LanguageDirection))
        {
            let en = m.text(Lang::En);
            assert!(!en.trim().is_empty(), "{m:?} en");
            for lang in Lang::ALL.into_iter().skip(1) {
                let t = m.text(lang);
                assert!(!t.trim().is_empty(), "{m:?} {lang:?}");
                if !SAME_ON_PURPOSE.contains(&en) {
                    assert_ne!(t, en, "{m:?} is still English in {lang:?}");
                }
            }
        }
    }
}
