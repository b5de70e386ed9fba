//! The words of each language: English compiled in, any other installed from its file when
//! the language is first used (until then, and for anything its file lacks, English shows).

use std::cell::RefCell;

use super::ftl;

include!(concat!(env!("OUT_DIR"), "/words.rs"));

thread_local! {
    /// The words installed, per language (in the order of `Lang::ALL`), in the order of `M`.
    static INSTALLED: RefCell<Vec<Option<Vec<&'static str>>>> =
        RefCell::new(vec![None; Lang::ALL.len()]);
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
/// isolates of its own (a name from a link could carry one that closes the isolate early).
pub fn isolate(value: &str) -> String {
    let inner = value
        .chars()
        .filter(|c| !matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'));
    std::iter::once('\u{2068}')
        .chain(inner)
        .chain(std::iter::once('\u{2069}'))
        .collect()
}

/// Whether `lang` can be shown now (English always can).
pub fn ready(lang: Lang) -> bool {
    lang == Lang::En || INSTALLED.with_borrow(|all| all[slot(lang)].is_some())
}

/// Installs the words of `lang` from its file; the messages it lacks stay English. Returns
/// how many it lacked. The texts live as long as the page (one file per language, once).
pub fn install(lang: Lang, src: &str) -> Result<usize, String> {
    let words = ftl::parse(src)?;
    let count = IDS_ENDS.len();
    let mut texts: Vec<&'static str> = (0..count).map(english).collect();
    let mut found = 0;
    for (id, text) in words {
        if let Some(i) = (0..count).find(|&i| piece(IDS, IDS_ENDS, i) == id) {
            texts[i] = Box::leak(text.into_boxed_str());
            found += 1;
        }
    }
    INSTALLED.with_borrow_mut(|all| all[slot(lang)] = Some(texts));
    Ok(count - found)
}

/// Installs every language from its file (the tests read the words as the page will).
#[cfg(test)]
pub(crate) fn install_all() {
    for (lang, src) in FILES {
        assert_eq!(install(*lang, src), Ok(0), "{lang:?} lacks words");
    }
}
