//! The languages of the interface and their plural rules (CLDR).

pub use super::words::Lang;
use super::words::M;

impl Lang {
    /// Reads a language tag (`fr`, `fr-CA`, `PL`); `None` for a language we do not have.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The CLDR plural category of `n` in this language.
    pub fn plural(self, n: u64) -> Plural {
        plural(self, n)
    }

    /// The first of the browser's preferred languages we have, else English.
    pub fn from_preferences<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::parse).unwrap_or_default()
    }
}

/// A CLDR plural category.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    Zero,
    One,
    Two,
    Few,
    Many,
    Other,
}

impl Plural {
    /// The category's name in the words files: `[one]`, `[few]`…
    pub fn name(self) -> &'static str {
        match self {
            Plural::Zero => "zero",
            Plural::One => "one",
            Plural::Two => "two",
            Plural::Few => "few",
            Plural::Many => "many",
            Plural::Other => "other",
        }
    }
}

/// The CLDR plural category of the whole number `n` in `lang` (a new language whose rule is
/// not English's gets its own arm here): French one (0 and 1) / other; Polish one (1) / few
/// (2-4, 22-24, … but not 12-14) / many; Arabic zero / one / two / few (3-10, 103-110…) /
/// many (11-99, 111-199…) / other (100-102…); English, German, Spanish one (1) / other.
pub fn plural(lang: Lang, n: u64) -> Plural {
    match lang.code() {
        "fr" if n <= 1 => Plural::One,
        "pl" if n == 1 => Plural::One,
        "pl" if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) => Plural::Few,
        "pl" => Plural::Many,
        "ar" => match (n, n % 100) {
            (0, _) => Plural::Zero,
            (1, _) => Plural::One,
            (2, _) => Plural::Two,
            (_, 3..=10) => Plural::Few,
            (_, 11..=99) => Plural::Many,
            _ => Plural::Other,
        },
        "fr" => Plural::Other,
        _ if n == 1 => Plural::One,
        _ => Plural::Other,
    }
}

/// Dirhams with the right plural: "1 dirham", "3 dirhamy".
pub fn dirhams(lang: Lang, n: u32) -> String {
    M::CountDirhams.fill(lang, &[("n", &n.to_string())])
}

/// Cells (market squares) with the right plural: "1 case", "5 pól".
pub fn cells(lang: Lang, n: u32) -> String {
    M::CountCells.fill(lang, &[("n", &n.to_string())])
}
