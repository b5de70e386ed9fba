//! The engine's typed errors in words: why a record (import, saved game) or a set-up is
//! refused. The engine's own Display texts are English for the replay tool; here every
//! fault is written in each language from its fields, by the `error-…` messages of the
//! words files.

use super::words::{Lang, M};
use marrakech_engine::remote::LinkError;
use marrakech_engine::{ActionError, CodeError, RecordError, RecordFault, RugFault, SetupError};

/// A file the browser could not read, in words.
pub fn unreadable_file(lang: Lang) -> &'static str {
    M::ErrorUnreadableFile.text(lang)
}

/// Why a game-by-link link was refused.
pub fn link_error(lang: Lang, e: &LinkError) -> String {
    let m = match e {
        LinkError::Code(c) => return code_error(lang, c),
        LinkError::UnknownProtocol(_) => M::ErrorLinkNewer,
        LinkError::Malformed | LinkError::BrokenChain => M::ErrorLinkChanged,
        LinkError::UnfairRoll { .. } => M::ErrorLinkUnfairRoll,
        LinkError::Unsigned { .. } | LinkError::BadSignature => M::ErrorLinkUnsigned,
        LinkError::OtherGame => M::ErrorLinkOtherGame,
        LinkError::Older => M::ErrorLinkOlder,
        LinkError::Diverged => M::ErrorLinkDiverged,
        LinkError::LateClaim => M::ErrorLinkLateClaim,
        LinkError::SeatTaken => M::ErrorLinkSeatTaken,
    };
    m.text(lang).into()
}

/// Why a game link could not be opened.
pub fn code_error(lang: Lang, e: &CodeError) -> String {
    match e {
        CodeError::NotACode => M::ErrorCodeNoGame.text(lang).into(),
        CodeError::UnknownVersion(v) => {
            M::ErrorCodeNewer.fill(lang, &[("version", &v.to_string())])
        }
        CodeError::Truncated => M::ErrorCodeCutShort.text(lang).into(),
        CodeError::Damaged => M::ErrorCodeDamaged.text(lang).into(),
        CodeError::Impossible(r) => {
            M::ErrorCodeImpossible.fill(lang, &[("reason", &record_error(lang, r))])
        }
    }
}

/// `turn N: fault` or `fault`.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    let fault = record_fault(lang, &e.fault);
    match e.turn {
        None => fault,
        Some(n) => M::ErrorAtTurn.fill(lang, &[("turn", &n.to_string()), ("fault", &fault)]),
    }
}

/// One fault of a record.
pub fn record_fault(lang: Lang, f: &RecordFault) -> String {
    use RecordFault as R;
    let l = lang;
    let seat = |s: &usize| (s + 1).to_string();
    match f {
        R::NotJson(_) => M::ErrorNotJson.text(l).into(),
        R::MissingField(x) => M::ErrorMissingField.fill(l, &[("field", x)]),
        R::WrongType { field, .. } => M::ErrorWrongType.fill(l, &[("field", field)]),
        R::UnknownFormat(x) => M::ErrorUnknownFormat.fill(l, &[("format", x)]),
        R::Setup(e) => setup_error(l, e),
        R::BadKind { seat: s, kind } => {
            M::ErrorUnknownKind.fill(l, &[("player", &seat(s)), ("kind", kind)])
        }
        R::BadRule { field, value } => {
            M::ErrorUnknownRuleValue.fill(l, &[("rule", field), ("value", value)])
        }
        R::OffMarket { row, col } => {
            M::ErrorOffMarket.fill(l, &[("row", &row.to_string()), ("col", &col.to_string())])
        }
        R::BadFacing(x) => M::ErrorUnknownDirection.fill(l, &[("direction", x)]),
        R::MissingPiles => M::ErrorMissingPiles.text(l).into(),
        R::UnexpectedPiles(n) => M::ErrorUnexpectedPiles.fill(l, &[("players", &n.to_string())]),
        R::BadPile { seat: s, .. } => M::ErrorBadPile.fill(l, &[("player", &seat(s))]),
        R::BadRoll(x) => M::ErrorRollOutOfRange.fill(l, &[("roll", x)]),
        R::BadRotate { value, .. } => M::ErrorRotationNotAllowed.fill(l, &[("rotation", value)]),
        R::Action(a) => action_error(l, a),
        R::UnfinishedNotLast(_) => M::ErrorUnfinishedNotLast.text(l).into(),
        R::AfterEnd => M::ErrorGameOver.text(l).into(),
        R::AfterElimination(_) => M::ErrorAfterElimination.text(l).into(),
        R::RotateAfterLastRug => M::ErrorAfterLastRug.text(l).into(),
    }
}

/// A set-up refused.
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    use SetupError as S;
    let l = lang;
    match e {
        S::PlayerCount(n) => M::ErrorPlayerCount.fill(l, &[("players", &n.to_string())]),
        S::ColorCount { seat, expected, .. } => M::ErrorColourCount.fill(
            l,
            &[
                ("player", &(seat + 1).to_string()),
                ("colours", &expected.to_string()),
            ],
        ),
        S::BadColor(c) => M::ErrorNotAColour.fill(l, &[("colour", c)]),
        S::DuplicateColor(c) => M::ErrorColourTwice.fill(l, &[("colour", c)]),
    }
}

/// An action refused (inside a record).
pub fn action_error(lang: Lang, e: &ActionError) -> String {
    use ActionError as A;
    let l = lang;
    match e {
        A::WrongPhase { .. } => M::ErrorWrongPhase.text(l).into(),
        A::GameOver { .. } => M::ErrorGameOver.text(l).into(),
        A::IllegalRug { cells, reason, .. } => M::ErrorIllegalRug.fill(
            l,
            &[
                ("first", &cells[0].name()),
                ("second", &cells[1].name()),
                ("reason", &rug_fault(l, *reason)),
            ],
        ),
        A::NoQuarterTurn { .. } => M::ErrorNoQuarterTurn.text(l).into(),
        A::BadFace { face, .. } => M::ErrorRollOutOfRange.fill(l, &[("roll", &face.to_string())]),
    }
}

/// Why two cells cannot take a rug.
pub fn rug_fault(lang: Lang, f: RugFault) -> String {
    match f {
        RugFault::NotAdjacent => M::ErrorRugNotAdjacent.text(lang).into(),
        RugFault::UnderAssam => M::ErrorRugUnderAssam.text(lang).into(),
        RugFault::NotNextToAssam => M::ErrorRugNotNextToAssam.text(lang).into(),
        RugFault::CoversOneRug(id) => M::ErrorRugCoversOne.fill(lang, &[("rug", &id.to_string())]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakech_engine::Record;

    #[test]
    fn record_faults_in_every_language() {
        crate::i18n::words::install_all();
        let bad = Record::parse("{not json").unwrap_err();
        let en = record_error(Lang::En, &bad);
        assert_eq!(en, "it is not the record of any game");
        for lang in [Lang::Fr, Lang::Pl] {
            let t = record_error(lang, &bad);
            assert!(!t.is_empty() && t != en);
        }
        let turn = RecordError::at(
            4,
            ActionError::IllegalRug {
                cells: [
                    marrakech_engine::Cell::from_name("C3").unwrap(),
                    marrakech_engine::Cell::from_name("C4").unwrap(),
                ],
                reason: RugFault::UnderAssam,
                turn: 4,
            },
        );
        assert_eq!(
            record_error(Lang::En, &turn),
            "turn 4: a rug cannot go on C3 and C4: it would cover Assam"
        );
        assert_eq!(
            record_error(Lang::Pl, &turn),
            "tura 4: dywan nie może leżeć na C3 i C4: przykryłby Assama"
        );
        assert_eq!(unreadable_file(Lang::Fr), "le fichier n’a pas pu être lu");
    }

    #[test]
    fn counted_colours_and_players_take_their_plural() {
        crate::i18n::words::install_all();
        let colours = |lang, expected| {
            setup_error(
                lang,
                &SetupError::ColorCount {
                    seat: 0,
                    expected,
                    found: 0,
                },
            )
        };
        assert_eq!(colours(Lang::En, 1), "player 1 must have 1 colour");
        assert_eq!(colours(Lang::En, 2), "player 1 must have 2 colours");
        assert_eq!(colours(Lang::Fr, 1), "le joueur 1 doit avoir 1 couleur");
        assert_eq!(colours(Lang::Pl, 2), "gracz 1 musi mieć 2 kolory");
        assert_eq!(colours(Lang::Pl, 5), "gracz 1 musi mieć 5 kolorów");
        let piles = |lang, n| record_fault(lang, &RecordFault::UnexpectedPiles(n));
        assert_eq!(piles(Lang::En, 3), "a game of 3 players has no rug piles");
        assert_eq!(
            piles(Lang::Fr, 4),
            "une partie à 4 joueurs n’a pas de piles"
        );
        assert_eq!(piles(Lang::Pl, 3), "gra dla 3 graczy nie ma stosów dywanów");
        assert_eq!(piles(Lang::Pl, 1), "gra dla 1 gracza nie ma stosów dywanów");
    }

    #[test]
    fn every_value_is_put_in() {
        crate::i18n::words::install_all();
        let fault = RecordFault::OffMarket { row: -1, col: 9 };
        for lang in Lang::ALL {
            let t = record_error(lang, &RecordError::at(2, fault.clone()));
            assert!(
                !t.contains('{') && t.contains("-1") && t.contains('9'),
                "{t}"
            );
        }
    }
}
