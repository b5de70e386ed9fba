//! The rules page, in our own words: its messages (`rules-…` in the words files), in the
//! order the page shows them where there are several of a kind.

use super::M;

/// The steps of a turn, in order.
pub const STEPS: [M; 4] = [M::RulesStep1, M::RulesStep2, M::RulesStep3, M::RulesStep4];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{words, Lang};

    #[test]
    fn the_rules_are_written_in_every_language() {
        words::install_all();
        assert_eq!(M::RulesTitle.text(Lang::En), "How to play");
        assert_eq!(M::RulesTitle.text(Lang::Fr), "Comment jouer");
        assert_eq!(M::RulesTitle.text(Lang::Pl), "Jak grać");
        for lang in Lang::ALL {
            for step in STEPS {
                assert!(!step.text(lang).trim().is_empty(), "{step:?} {lang:?}");
            }
        }
        assert!(M::RulesStep4.text(Lang::Fr).starts_with("Posez un tapis"));
        assert!(M::RulesStep1
            .text(Lang::Pl)
            .ends_with("Nigdy go nie zawracaj."));
    }
}
