//! The languages of the interface and their plural rules (CLDR).

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Fr,
    Pl,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Pl];

    /// The BCP 47 code: `en`, `fr`, `pl`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Pl => "pl",
        }
    }

    /// The language's own name, for the picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Pl => "Polski",
        }
    }

    /// Reads a language tag (`fr`, `fr-CA`, `PL`); `None` for a language we do not have.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages we have, else English.
    pub fn from_preferences<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::parse).unwrap_or_default()
    }
}

/// A CLDR plural category.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    One,
    Few,
    Many,
    Other,
}

/// The CLDR plural category of the whole number `n` in `lang`: English one (1) / other;
/// French one (0 and 1) / other; Polish one (1) / few (2-4, 22-24, … but not 12-14) / many.
pub fn plural(lang: Lang, n: u64) -> Plural {
    match lang {
        Lang::En => {
            if n == 1 {
                Plural::One
            } else {
                Plural::Other
            }
        }
        Lang::Fr => {
            if n <= 1 {
                Plural::One
            } else {
                Plural::Other
            }
        }
        Lang::Pl => {
            if n == 1 {
                Plural::One
            } else if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) {
                Plural::Few
            } else {
                Plural::Many
            }
        }
    }
}

/// `n` followed by the right form: `forms` is (one, few, many/other); languages without a
/// `few` repeat the other form.
pub fn count(lang: Lang, n: u64, forms: (&str, &str, &str)) -> String {
    let word = match plural(lang, n) {
        Plural::One => forms.0,
        Plural::Few => forms.1,
        Plural::Many | Plural::Other => forms.2,
    };
    format!("{n} {word}")
}

/// Dirhams with the right plural.
pub fn dirhams(lang: Lang, n: u32) -> String {
    let forms = match lang {
        Lang::En => ("dirham", "dirhams", "dirhams"),
        Lang::Fr => ("dirham", "dirhams", "dirhams"),
        Lang::Pl => ("dirham", "dirhamy", "dirhamów"),
    };
    count(lang, n.into(), forms)
}

/// Cells (market squares) with the right plural.
pub fn cells(lang: Lang, n: u32) -> String {
    let forms = match lang {
        Lang::En => ("cell", "cells", "cells"),
        Lang::Fr => ("case", "cases", "cases"),
        Lang::Pl => ("pole", "pola", "pól"),
    };
    count(lang, n.into(), forms)
}
