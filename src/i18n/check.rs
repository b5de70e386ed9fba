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
    fn the_words_files_of_the_game_pass() {
        for (lang, src) in crate::i18n::words::FILES {
            assert!(crate::i18n::ftl::parse(src).is_ok(), "{lang:?}");
        }
    }
}
