//! The words of each language: English compiled in, any other installed from its file when
//! the language is first used (until then, and for anything its file lacks, English shows).

use std::cell::RefCell;

use super::ftl;

include!(concat!(env!("OUT_DIR"), "/words.rs"));

thread_local! {
    /// The words installed, per language (in the order of `Lang::ALL`), in the order of `M`.
    static INSTALLED: RefCell<Vec<Option<Vec<&'static str>>>> =
        RefCell::new(vec![None; Lang::ALL.len()]);
    /// The languages whose later words are installed over their first ones (bit `slot`).
    static LATER: std::cell::Cell<u8> = const { std::cell::Cell::new(0) };
}

fn slot(lang: Lang) -> usize {
    Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)
}

/// Piece `i` of a generated blob.
fn piece(blob: &'static str, ends: &[u16], i: usize) -> &'static str {
    let start = if i == 0 { 0 } else { ends[i - 1] as usize };
    blob.get(start..ends[i] as usize).unwrap_or_default()
}

fn english(i: usize) -> &'static str {
    piece(ENGLISH, ENGLISH_ENDS, i)
}

impl M {
    /// The message's id in the words files.
    #[allow(dead_code)]
    pub fn id(self) -> &'static str {
        piece(IDS, IDS_ENDS, self as usize)
    }

    /// The text in `lang`, its values not put in.
    pub fn text(self, lang: Lang) -> &'static str {
        if lang == Lang::En {
            return english(self as usize);
        }
        INSTALLED.with_borrow(|all| {
            all[slot(lang)]
                .as_ref()
                .map_or_else(|| english(self as usize), |words| words[self as usize])
        })
    }

    /// The text in `lang` with its values put in by name.
    pub fn fill(self, lang: Lang, args: &[(&str, &str)]) -> String {
        let plural = |n| lang.plural(n).name();
        if !lang.rtl() {
            return ftl::format(self.text(lang), args, &plural);
        }
        // Right to left, a value that is not a number (a name, a cell) is a first-strong
        // isolate, as Fluent's placeables are: "Bob!" keeps its "!" at its end, and a Latin
        // name cannot draw the words after it into its own direction. Numbers stay bare:
        // the plural choices read them.
        let isolated: Vec<(&str, String)> = args
            .iter()
            .map(|&(k, v)| match v.parse::<u64>() {
                Ok(_) => (k, v.to_string()),
                Err(_) => (k, isolate(v)),
            })
            .collect();
        let args: Vec<(&str, &str)> = isolated.iter().map(|(k, v)| (*k, v.as_str())).collect();
        ftl::format(self.text(lang), &args, &plural)
    }
}

/// `value` as a first-strong isolate for the bidirectional algorithm, without embeddings or
/// overrides, and without isolates of its own unless they pair up (a name from a link could
/// carry one that closes the isolate early; a value already filled, as "C4 and C5", keeps
/// each cell's, or a Latin cell would set the whole value's direction).
pub fn isolate(value: &str) -> String {
    let paired = value.chars().try_fold(0u32, |open, c| match c {
        '\u{2066}'..='\u{2068}' => Some(open + 1),
        '\u{2069}' => open.checked_sub(1),
        _ => Some(open),
    }) == Some(0);
    let inner = value.chars().filter(|c| match c {
        '\u{202a}'..='\u{202e}' => false,
        '\u{2066}'..='\u{2069}' => paired,
        _ => true,
    });
    std::iter::once('\u{2068}')
        .chain(inner)
        .chain(std::iter::once('\u{2069}'))
        .collect()
}

/// Whether `lang` can be shown now (English always can).
pub fn ready(lang: Lang) -> bool {
    lang == Lang::En || INSTALLED.with_borrow(|all| all[slot(lang)].is_some())
}

/// Whether the later words of `lang` are installed (English's are built in).
pub fn later_ready(lang: Lang) -> bool {
    lang == Lang::En || LATER.get() & (1 << slot(lang)) != 0
}

/// The hash of the ids a words file must be packed for (8 hex digits, as its first line).
pub fn packed_for() -> String {
    format!("{ORDER:08x}")
}

/// Installs the words of `lang` from its file as the site serves it (packed: see
/// [`ftl::parse_packed`]); the messages it lacks stay English. Returns how many it lacked.
/// The texts live as long as the page (one file per language, once).
pub fn install(lang: Lang, src: &str) -> Result<usize, String> {
    let packed = packed(src)?;
    let mut lacked = 0;
    let texts = packed
        .into_iter()
        .enumerate()
        .map(|(i, text)| {
            if text.is_empty() {
                lacked += 1;
                english(i)
            } else {
                &*Box::leak(text.into_boxed_str())
            }
        })
        .collect();
    INSTALLED.with_borrow_mut(|all| all[slot(lang)] = Some(texts));
    Ok(lacked)
}

/// A packed file's texts, one per message of this version (refused otherwise).
fn packed(src: &str) -> Result<Vec<String>, String> {
    let packed = ftl::parse_packed(src, ORDER)?;
    let count = ENGLISH_ENDS.len();
    if packed.len() != count {
        return Err(format!("{} messages, not {count}", packed.len()));
    }
    Ok(packed)
}

/// Installs the later words of `lang` (the words only the split-off views and the lesson show:
/// the messages its first file left out) over the words installed from its first file; the
/// messages this file leaves out stay as they are. Refused before the first file is installed.
pub fn install_later(lang: Lang, src: &str) -> Result<(), String> {
    let packed = packed(src)?;
    INSTALLED.with_borrow_mut(|all| {
        let words = all[slot(lang)].as_mut().ok_or("the first words first")?;
        for (word, text) in words.iter_mut().zip(packed) {
            if !text.is_empty() {
                *word = Box::leak(text.into_boxed_str());
            }
        }
        LATER.set(LATER.get() | 1 << slot(lang));
        Ok(())
    })
}

/// A words file packed as the build packs it for the site (`scripts/precache.mjs`), for the
/// tests: its messages in the English order, ids left out.
#[cfg(test)]
pub(crate) fn pack(src: &str) -> String {
    pack_only(src, |_| true)
}

/// [`pack`] with only the messages whose id `keep` takes (the others left out, `=`).
#[cfg(test)]
fn pack_only(src: &str, keep: impl Fn(&str) -> bool) -> String {
    let words = ftl::parse(src).expect("a words file");
    let count = IDS_ENDS.len();
    let mut out = format!("{}{}\n", ftl::PACKED, packed_for());
    for i in 0..count {
        let id = piece(IDS, IDS_ENDS, i);
        let text = words
            .iter()
            .find(|(w, _)| w == id && keep(id))
            .map_or("", |(_, t)| t);
        let mut lines = text.split('\n');
        out.push_str(&format!("= {}\n", lines.next().unwrap_or_default()));
        for line in lines {
            out.push_str(&format!("    {line}\n"));
        }
    }
    out
}

/// Installs every language from its file, packed (the tests read the words as the page will).
#[cfg(test)]
pub(crate) fn install_all() {
    for (lang, src) in FILES {
        assert_eq!(install(*lang, &pack(src)), Ok(0), "{lang:?} lacks words");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn german() -> &'static str {
        FILES
            .iter()
            .find(|(l, _)| *l == Lang::De)
            .map(|(_, src)| *src)
            .expect("a German file")
    }

    #[test]
    fn the_later_words_come_over_the_first_ones() {
        let later = |id: &str| {
            ["rules-", "review-", "about-"]
                .iter()
                .any(|p| id.starts_with(p))
        };
        let (first, rest) = (
            pack_only(german(), |id| !later(id)),
            pack_only(german(), later),
        );
        // the later words alone are refused: the first file comes first
        assert!(install_later(Lang::De, &rest).is_err());
        assert!(!later_ready(Lang::De));
        assert_eq!(
            install(Lang::De, &first),
            Ok(M::ALL.iter().filter(|m| later(m.id())).count())
        );
        assert_eq!(M::NewGame.text(Lang::De), "Neues Spiel");
        assert_eq!(M::RulesTitle.text(Lang::De), M::RulesTitle.text(Lang::En));
        assert_eq!(install_later(Lang::De, &rest), Ok(()));
        assert!(later_ready(Lang::De));
        assert_eq!(M::RulesTitle.text(Lang::De), "So wird gespielt");
        assert_eq!(M::NewGame.text(Lang::De), "Neues Spiel");
        // every message is German now, as from the whole file
        let whole: Vec<&str> = M::ALL.iter().map(|m| m.text(Lang::De)).collect();
        install_all();
        assert_eq!(
            whole,
            M::ALL.iter().map(|m| m.text(Lang::De)).collect::<Vec<_>>()
        );
        // a file of another version is refused
        assert!(install_later(Lang::De, &rest.replacen("#! packed ", "#! packed 0", 1)).is_err());
    }

    #[test]
    fn a_packed_file_is_made_for_the_ids_in_their_order() {
        let ids = || (0..IDS_ENDS.len()).map(|i| piece(IDS, IDS_ENDS, i));
        assert_eq!(ftl::order(ids()), ORDER);
        // FNV-1a as scripts/precache.mjs computes it (a value worked out apart)
        assert_eq!(ftl::order(["new-game", "rules"].into_iter()), 0xe044_88eb);
        // another order, or one id fewer, is another hash
        let mut swapped: Vec<&str> = ids().collect();
        swapped.swap(3, 4);
        assert_ne!(ftl::order(swapped.iter().copied()), ORDER);
        assert_ne!(ftl::order(ids().skip(1)), ORDER);
        let packed = pack(german());
        assert!(packed.starts_with(&format!("#! packed {ORDER:08x}\n")));
        // every message, and each as the file says it, choices over several lines too
        install_all();
        assert_eq!(M::NewGame.text(Lang::De), "Neues Spiel");
        let choice = M::ALL
            .iter()
            .find(|m| m.text(Lang::De).contains("->"))
            .expect("a choice by number");
        let text = choice.text(Lang::De);
        let source = ftl::parse(german()).expect("the German file");
        let id = choice.id();
        assert_eq!(
            source
                .iter()
                .find(|(i, _)| i == id)
                .map(|(_, t)| t.as_str()),
            Some(text)
        );
        assert!(text.contains('\n'), "{text}");
    }

    #[test]
    fn a_file_packed_for_another_version_is_refused_and_nothing_installed() {
        let packed = pack(german());
        let other = packed.replacen(&format!("{ORDER:08x}"), "0badc0de", 1);
        assert!(install(Lang::Es, &other).is_err());
        assert!(!ready(Lang::Es));
        // the source form (with ids) is not what the site serves
        assert!(install(Lang::Es, german()).is_err());
        // one message more or fewer than this version has
        let one_more = format!("{packed}= extra\n");
        assert!(install(Lang::Es, &one_more).is_err());
        let body = packed.split_once('\n').expect("a first line").1;
        let without_first = body.split_once('\n').expect("two messages").1;
        let one_fewer = format!("#! packed {ORDER:08x}\n{without_first}");
        assert!(install(Lang::Es, &one_fewer).is_err());
        assert!(!ready(Lang::Es));
        // a line of the file is told by its number in the file
        let bad_third = format!("#! packed {ORDER:08x}\n= Deutsch\nrules = Regeln\n");
        assert_eq!(
            install(Lang::Es, &bad_third),
            Err("line 3: `= text` expected".to_string())
        );
        for garbage in [
            "",
            "\n",
            "#! packed",
            "#! packed zz\n= a",
            "= a\n= b",
            "\u{0}\n\t}",
        ] {
            assert!(install(Lang::Es, garbage).is_err(), "{garbage:?}");
        }
        assert!(!ready(Lang::Es));
    }

    #[test]
    fn a_message_a_file_lacks_shows_in_english() {
        let packed = pack(german());
        let mut lines: Vec<String> = packed.lines().map(str::to_string).collect();
        // "New game" left out: `=` alone
        let at = 1 + M::ALL
            .iter()
            .position(|m| *m == M::NewGame)
            .expect("a message");
        assert!(lines[at].starts_with("= Neues Spiel"), "{}", lines[at]);
        lines[at] = "=".to_string();
        let lacking = lines.join("\n");
        assert_eq!(install(Lang::Ar, &lacking), Ok(1));
        assert_eq!(M::NewGame.text(Lang::Ar), "New game");
        assert_eq!(M::Rules.text(Lang::Ar), "Regeln");
    }
}
