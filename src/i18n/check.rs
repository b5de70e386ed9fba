//! The checks the build makes on the words files (and the tests make on purpose-broken
//! ones): every language has every message of the English file and no other, with the same
//! values by name, and every message is used by the code.

/// One language's file read: its code and its messages.
pub struct File {
    pub code: String,
    pub words: Vec<(String, String)>,
}

/// Messages the build itself reads (not the code).
pub const READ_BY_THE_BUILD: &[&str] = &["language-name", "language-direction"];

/// `page-title` → `PageTitle`: the name of a message in the code.
pub fn variant(id: &str) -> String {
    id.split('-')
        .map(|part| {
            let mut c = part.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// Everything wrong with `files` (the first is English, the reference); `used` tells
/// whether the code names a message (by its variant).
pub fn problems(files: &[File], used: &dyn Fn(&str) -> bool) -> Vec<String> {
    let mut out = Vec::new();
    let Some((reference, others)) = files.split_first() else {
        return vec!["no words file".into()];
    };
    for file in files {
        let mut seen = std::collections::BTreeSet::new();
        for (id, text) in &file.words {
            if !seen.insert(id.as_str()) {
                out.push(format!("{}: `{id}` is there twice", file.code));
            }
            if text.trim().is_empty() {
                out.push(format!("{}: `{id}` is empty", file.code));
            }
            if file.code == "fr" {
                out.extend(french_spaces(id, text));
            }
        }
    }
    let find = |file: &File, id: &str| {
        file.words
            .iter()
            .find(|(i, _)| i == id)
            .map(|(_, t)| t.clone())
    };
    for (id, text) in &reference.words {
        if !READ_BY_THE_BUILD.contains(&id.as_str()) && !used(&variant(id)) {
            out.push(format!(
                "`{id}` is not used by the code (M::{})",
                variant(id)
            ));
        }
        for other in others {
            match find(other, id) {
                None => out.push(format!("{}: `{id}` is missing", other.code)),
                Some(t) if super::ftl::variables(&t) != super::ftl::variables(text) => {
                    out.push(format!(
                        "{}: `{id}` uses {:?} where English uses {:?}",
                        other.code,
                        super::ftl::variables(&t),
                        super::ftl::variables(text)
                    ))
                }
                Some(_) => {}
            }
        }
    }
    for other in others {
        for (id, _) in &other.words {
            if find(reference, id).is_none() {
                out.push(format!("{}: `{id}` is not in the English file", other.code));
            }
        }
    }
    out
}

/// French sets a no-break space before `: ; ? !` and inside `« »`, so that a line never
/// starts with the mark alone; a plain space there is a slip.
fn french_spaces(id: &str, text: &str) -> Option<String> {
    let slip = [" :", " ;", " ?", " !", "« ", " »"]
        .into_iter()
        .find(|pair| text.contains(pair))?;
    Some(format!("fr: `{id}` has a breaking space in `{slip}`"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(code: &str, src: &str) -> File {
        File {
            code: code.into(),
            words: crate::i18n::ftl::parse(src).expect("parses"),
        }
    }

    #[test]
    fn the_check_catches_a_missing_key_a_renamed_value_an_extra_key_and_an_unused_one() {
        let en = file("en", "hello = Hello { $name }\nbye = Bye\nold = Old");
        let fr = file(
            "fr",
            "hello = Bonjour { $nom }\nold = Vieux\nextra = En trop",
        );
        let used = |v: &str| v != "Old";
        let found = problems(&[en, fr], &used);
        assert_eq!(
            found,
            [
                "fr: `hello` uses [\"nom\"] where English uses [\"name\"]",
                "fr: `bye` is missing",
                "`old` is not used by the code (M::Old)",
                "fr: `extra` is not in the English file",
            ]
        );
    }

    #[test]
    fn french_needs_a_no_break_space_before_its_high_marks() {
        let en = file("en", "ask = Start again?\nsay = Say: «hi»");
        let used = |_: &str| true;
        let slips = file(
            "fr",
            "ask = Recommencer ?\nsay = Dire\u{a0}: « salut\u{a0}»",
        );
        assert_eq!(
            problems(&[en, slips], &used),
            [
                "fr: `ask` has a breaking space in ` ?`",
                "fr: `say` has a breaking space in `« `",
            ]
        );
        let en = file("en", "ask = Start again?");
        let right = file("fr", "ask = Recommencer\u{202f}?");
        assert!(problems(&[en, right], &used).is_empty());
    }

    #[test]
    fn the_words_files_of_the_game_pass() {
        for (lang, src) in crate::i18n::words::FILES {
            assert!(crate::i18n::ftl::parse(src).is_ok(), "{lang:?}");
        }
    }
}
