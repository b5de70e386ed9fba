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

impl M {
    /// The message's id in the words files.
    #[allow(dead_code)]
    pub fn id(self) -> &'static str {
        IDS[self as usize]
    }

    /// The text in `lang`, its values not put in.
    pub fn text(self, lang: Lang) -> &'static str {
        if lang == Lang::En {
            return ENGLISH[self as usize];
        }
        INSTALLED.with_borrow(|all| {
            all[slot(lang)]
                .as_ref()
                .map_or(ENGLISH[self as usize], |words| words[self as usize])
        })
    }

    /// The text in `lang` with its values put in by name.
    pub fn fill(self, lang: Lang, args: &[(&str, &str)]) -> String {
        ftl::format(self.text(lang), args, &|n| lang.plural(n).name())
    }
}

/// Whether `lang` can be shown now (English always can).
pub fn ready(lang: Lang) -> bool {
    lang == Lang::En || INSTALLED.with_borrow(|all| all[slot(lang)].is_some())
}

/// Installs the words of `lang` from its file; the messages it lacks stay English. Returns
/// how many it lacked. The texts live as long as the page (one file per language, once).
pub fn install(lang: Lang, src: &str) -> Result<usize, String> {
    let words = ftl::parse(src)?;
    let mut texts: Vec<&'static str> = ENGLISH.to_vec();
    let mut found = 0;
    for (id, text) in words {
        if let Some(i) = IDS.iter().position(|known| *known == id) {
            texts[i] = Box::leak(text.into_boxed_str());
            found += 1;
        }
    }
    INSTALLED.with_borrow_mut(|all| all[slot(lang)] = Some(texts));
    Ok(IDS.len() - found)
}

/// Installs every language from its file (the tests read the words as the page will).
#[cfg(test)]
pub(crate) fn install_all() {
    for (lang, src) in FILES {
        assert_eq!(install(*lang, src), Ok(0), "{lang:?} lacks words");
    }
}
