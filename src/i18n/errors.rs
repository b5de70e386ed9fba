//! The engine's typed errors in words: why a record (import, saved game) or a set-up is
//! refused. The engine's own Display texts are English for the replay tool; here every
//! fault is written in each language from its fields.

use super::fmt::fill;
use super::Lang;
use marrakech_engine::remote::LinkError;
use marrakech_engine::{ActionError, CodeError, RecordError, RecordFault, RugFault, SetupError};

/// A file the browser could not read, in words.
pub fn unreadable_file(lang: Lang) -> &'static str {
    pick(
        lang,
        "the file could not be read",
        "le fichier n’a pas pu être lu",
        "nie udało się odczytać pliku",
    )
}

/// Why a game-by-link link was refused.
pub fn link_error(lang: Lang, e: &LinkError) -> String {
    let (en, fr, pl) = match e {
        LinkError::Code(c) => return code_error(lang, c),
        LinkError::UnknownProtocol(_) => (
            "it was made by a newer version of the game; reload the page to update",
            "il a été fait par une version plus récente du jeu ; rechargez la page pour la mettre à jour",
            "powstał w nowszej wersji gry; odśwież stronę, aby ją zaktualizować",
        ),
        LinkError::Malformed | LinkError::BrokenChain => (
            "it breaks the rules of play by link (it was changed)",
            "il enfreint les règles du jeu par lien (il a été modifié)",
            "łamie zasady gry przez link (został zmieniony)",
        ),
        LinkError::UnfairRoll { .. } => (
            "a die in it was not rolled fairly",
            "un dé n’y a pas été lancé loyalement",
            "jeden z rzutów nie był uczciwy",
        ),
        LinkError::Unsigned { .. } | LinkError::BadSignature => (
            "a turn in it is not signed by its player's device",
            "un tour n’y est pas signé par l’appareil de son joueur",
            "jedna z tur nie jest podpisana przez urządzenie swojego gracza",
        ),
        LinkError::OtherGame => (
            "it belongs to another game",
            "il appartient à une autre partie",
            "należy do innej gry",
        ),
        LinkError::Older => (
            "it is older than the game on this device",
            "il est plus ancien que la partie sur cet appareil",
            "jest starszy niż gra na tym urządzeniu",
        ),
        LinkError::Diverged => (
            "it tells a different story of this game",
            "il raconte une autre histoire de cette partie",
            "opowiada inną historię tej gry",
        ),
        LinkError::SeatTaken => (
            "that seat is already taken",
            "cette place est déjà prise",
            "to miejsce jest już zajęte",
        ),
    };
    pick(lang, en, fr, pl).into()
}

/// Why a game link could not be opened.
pub fn code_error(lang: Lang, e: &CodeError) -> String {
    match e {
        CodeError::NotACode => pick(
            lang,
            "it holds no game",
            "il ne contient pas de partie",
            "nie zawiera gry",
        )
        .into(),
        CodeError::UnknownVersion(v) => fill(
            pick(
                lang,
                "it was made by a newer version of the game (link version {0}); reload the page to update",
                "il a été fait par une version plus récente du jeu (version de lien {0}) ; rechargez la page pour la mettre à jour",
                "powstał w nowszej wersji gry (wersja linku {0}); odśwież stronę, aby ją zaktualizować",
            ),
            &[&v.to_string()],
        ),
        CodeError::Truncated => pick(
            lang,
            "it is cut short; copy the whole link",
            "il est coupé ; copiez le lien en entier",
            "jest ucięty; skopiuj cały link",
        )
        .into(),
        CodeError::Damaged => pick(
            lang,
            "it is damaged (a character was changed)",
            "il est abîmé (un caractère a changé)",
            "jest uszkodzony (zmieniono jakiś znak)",
        )
        .into(),
        CodeError::Impossible(r) => fill(
            pick(
                lang,
                "the game it holds is impossible ({0})",
                "la partie qu’il contient est impossible ({0})",
                "zawarta w nim gra jest niemożliwa ({0})",
            ),
            &[&record_error(lang, r)],
        ),
    }
}

/// `turn N: fault` or `fault`.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    let fault = record_fault(lang, &e.fault);
    match e.turn {
        None => fault,
        Some(n) => fill(
            pick(lang, "turn {0}: {1}", "tour {0} : {1}", "tura {0}: {1}"),
            &[&n.to_string(), &fault],
        ),
    }
}

/// One template per language: the compiler asks for all three.
fn pick(lang: Lang, en: &'static str, fr: &'static str, pl: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
        Lang::Pl => pl,
    }
}

/// One fault of a record.
pub fn record_fault(lang: Lang, f: &RecordFault) -> String {
    use RecordFault as R;
    let l = lang;
    let seat = |s: &usize| (s + 1).to_string();
    match f {
        R::NotJson(_) => pick(
            l,
            "it is not a game record (not valid JSON)",
            "ce n’est pas un enregistrement de partie (JSON invalide)",
            "to nie jest zapis gry (niepoprawny JSON)",
        )
        .into(),
        R::MissingField(x) => fill(
            pick(
                l,
                "the field “{0}” is missing",
                "le champ « {0} » manque",
                "brakuje pola „{0}”",
            ),
            &[x],
        ),
        R::WrongType { field, .. } => fill(
            pick(
                l,
                "the field “{0}” has the wrong form",
                "le champ « {0} » n’a pas la bonne forme",
                "pole „{0}” ma złą postać",
            ),
            &[field],
        ),
        R::UnknownFormat(x) => fill(
            pick(
                l,
                "unknown format “{0}”",
                "format inconnu « {0} »",
                "nieznany format „{0}”",
            ),
            &[x],
        ),
        R::Setup(e) => setup_error(l, e),
        R::BadKind { seat: s, kind } => fill(
            pick(
                l,
                "player {0}: unknown kind “{1}”",
                "joueur {0} : type inconnu « {1} »",
                "gracz {0}: nieznany typ „{1}”",
            ),
            &[&seat(s), kind],
        ),
        R::BadRule { field, value } => fill(
            pick(
                l,
                "unknown value “{1}” for rule {0}",
                "valeur inconnue « {1} » pour la règle {0}",
                "nieznana wartość „{1}” reguły {0}",
            ),
            &[field, value],
        ),
        R::OffMarket { row, col } => fill(
            pick(
                l,
                "cell [{0},{1}] is off the market",
                "la case [{0},{1}] est hors du marché",
                "pole [{0},{1}] leży poza targiem",
            ),
            &[&row.to_string(), &col.to_string()],
        ),
        R::BadFacing(x) => fill(
            pick(
                l,
                "unknown direction “{0}”",
                "direction inconnue « {0} »",
                "nieznany kierunek „{0}”",
            ),
            &[x],
        ),
        R::MissingPiles => pick(
            l,
            "a 2-player game needs its rug piles",
            "une partie à 2 joueurs a besoin de ses piles de tapis",
            "gra dwuosobowa potrzebuje stosów dywanów",
        )
        .into(),
        R::UnexpectedPiles(n) => fill(
            pick(
                l,
                "a game of {0} players has no rug piles",
                "une partie à {0} joueurs n’a pas de piles",
                "gra dla {0} graczy nie ma stosów dywanów",
            ),
            &[&n.to_string()],
        ),
        R::BadPile { seat: s, .. } => fill(
            pick(
                l,
                "the rug pile of player {0} is wrong",
                "la pile de tapis du joueur {0} est fausse",
                "stos dywanów gracza {0} jest błędny",
            ),
            &[&seat(s)],
        ),
        R::BadRoll(x) => fill(
            pick(
                l,
                "roll {0} is not between 1 and 4",
                "le lancer {0} n’est pas entre 1 et 4",
                "rzut {0} nie mieści się między 1 a 4",
            ),
            &[x],
        ),
        R::BadRotate { value, .. } => fill(
            pick(
                l,
                "turn “{0}” is not allowed here",
                "la rotation « {0} » est interdite ici",
                "obrót „{0}” jest tu niedozwolony",
            ),
            &[value],
        ),
        R::Action(a) => action_error(l, a),
        R::UnfinishedNotLast(_) => pick(
            l,
            "an unfinished turn is not the last one",
            "un tour inachevé n’est pas le dernier",
            "niedokończona tura nie jest ostatnia",
        )
        .into(),
        R::AfterEnd => game_over(l),
        R::AfterElimination(_) => pick(
            l,
            "the player was eliminated by this turn's payment and cannot play on",
            "le joueur a été éliminé par le paiement de ce tour et ne peut plus jouer",
            "gracz odpadł po zapłacie w tej turze i nie może grać dalej",
        )
        .into(),
        R::RotateAfterLastRug => pick(
            l,
            "the game ended with this rug: no closing turn",
            "la partie s’est terminée avec ce tapis : pas de rotation finale",
            "gra skończyła się na tym dywanie: bez obrotu",
        )
        .into(),
    }
}

fn game_over(lang: Lang) -> String {
    pick(
        lang,
        "the game is already over",
        "la partie est déjà terminée",
        "gra już się skończyła",
    )
    .into()
}

/// A set-up refused.
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    use SetupError as S;
    let l = lang;
    match e {
        S::PlayerCount(n) => fill(
            pick(
                l,
                "a game has 2 to 4 players, not {0}",
                "une partie se joue à 2, 3 ou 4, pas à {0}",
                "w grze bierze udział od 2 do 4 graczy, nie {0}",
            ),
            &[&n.to_string()],
        ),
        S::ColorCount { seat, expected, .. } => fill(
            pick(
                l,
                "player {0} must have {1} colour(s)",
                "le joueur {0} doit avoir {1} couleur(s)",
                "gracz {0} musi mieć kolorów: {1}",
            ),
            &[&(seat + 1).to_string(), &expected.to_string()],
        ),
        S::BadColor(c) => fill(
            pick(
                l,
                "“{0}” is not a colour name",
                "« {0} » n’est pas un nom de couleur",
                "„{0}” to nie nazwa koloru",
            ),
            &[c],
        ),
        S::DuplicateColor(c) => fill(
            pick(
                l,
                "colour “{0}” is used twice",
                "la couleur « {0} » est prise deux fois",
                "kolor „{0}” występuje dwa razy",
            ),
            &[c],
        ),
    }
}

/// An action refused (inside a record).
pub fn action_error(lang: Lang, e: &ActionError) -> String {
    use ActionError as A;
    let l = lang;
    match e {
        A::WrongPhase { .. } => pick(
            l,
            "this action does not belong here",
            "cette action n’a pas sa place ici",
            "ta czynność nie pasuje w tym miejscu",
        )
        .into(),
        A::GameOver { .. } => game_over(l),
        A::IllegalRug { cells, reason, .. } => fill(
            pick(
                l,
                "a rug cannot go on {0} and {1}: {2}",
                "un tapis ne peut pas aller sur {0} et {1} : {2}",
                "dywan nie może leżeć na {0} i {1}: {2}",
            ),
            &[&cells[0].name(), &cells[1].name(), &rug_fault(l, *reason)],
        ),
        A::NoQuarterTurn { .. } => pick(
            l,
            "the closing turn must be left or right",
            "la rotation finale doit être à gauche ou à droite",
            "końcowy obrót musi być w lewo lub w prawo",
        )
        .into(),
        A::BadFace { face, .. } => fill(
            pick(
                l,
                "roll {0} is not between 1 and 4",
                "le lancer {0} n’est pas entre 1 et 4",
                "rzut {0} nie mieści się między 1 a 4",
            ),
            &[&face.to_string()],
        ),
    }
}

/// Why two cells cannot take a rug.
pub fn rug_fault(lang: Lang, f: RugFault) -> String {
    let l = lang;
    match f {
        RugFault::NotAdjacent => pick(
            l,
            "the cells do not touch",
            "les cases ne se touchent pas",
            "pola się nie stykają",
        )
        .into(),
        RugFault::UnderAssam => pick(
            l,
            "it would cover Assam",
            "il couvrirait Assam",
            "przykryłby Assama",
        )
        .into(),
        RugFault::NotNextToAssam => pick(
            l,
            "neither cell is next to Assam",
            "aucune case n’est à côté d’Assam",
            "żadne pole nie sąsiaduje z Assamem",
        )
        .into(),
        RugFault::CoversOneRug(id) => fill(
            pick(
                l,
                "it would cover the whole of rug {0}",
                "il couvrirait tout le tapis {0}",
                "przykryłby cały dywan {0}",
            ),
            &[&id.to_string()],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakech_engine::Record;

    #[test]
    fn record_faults_in_every_language() {
        let bad = Record::parse("{not json").unwrap_err();
        let en = record_error(Lang::En, &bad);
        assert!(en.contains("not valid JSON"), "{en}");
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
}
