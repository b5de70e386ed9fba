//! Words for people about a game: log lines, whom a game by link waits for, the market's
//! text alternative, names joined, a seat's kind.

use marrakech_engine::{Assam, Cell, Event, Game, Level, PlayerKind, Rotation, Seat, PALETTE};

use marrakech_engine::remote::Waiting;

use super::{Lang, F, M};

/// Whom a game by link waits for.
pub fn waiting_line(lang: Lang, game: &Game, w: Waiting) -> String {
    match w {
        Waiting::Joining => M::WaitingForFriends.text(lang).to_string(),
        Waiting::Seat(s) | Waiting::Start(s) => F::WaitingFor(game.name(s)).render(lang),
        Waiting::Here | Waiting::Over => String::new(),
    }
}

/// A bot's level as one word ("easy").
pub fn level_word(lang: Lang, level: Level) -> &'static str {
    match level {
        Level::Easy => M::LevelEasy.text(lang),
        Level::Medium => M::LevelMedium.text(lang),
        Level::Hard => M::LevelHard.text(lang),
        Level::Master => M::LevelMaster.text(lang),
    }
}

/// Items joined by the language's `list-comma` alone: "A, B, C" ("A، B، C" in Arabic).
pub fn comma_list(lang: Lang, items: &[String]) -> String {
    let (first, rest) = items
        .split_first()
        .map_or(("", &[][..]), |(f, r)| (f.as_str(), r));
    rest.iter().fold(first.to_string(), |list, next| {
        M::ListComma.fill(lang, &[("list", &list), ("next", next)])
    })
}

/// Names joined: "A", "A and B", "A, B and C" (the language's `list-comma` and `list-and`).
pub fn join_names(lang: Lang, names: &[String]) -> String {
    match names.split_last() {
        Some((last, list @ [_, ..])) => {
            M::ListAnd.fill(lang, &[("list", &comma_list(lang, list)), ("last", last)])
        }
        _ => comma_list(lang, names),
    }
}

/// One line of the log.
pub fn log_line(lang: Lang, game: &Game, event: &Event) -> Option<String> {
    let name = |seat: Seat| game.name(seat);
    Some(match event {
        Event::Rotated {
            seat, to, rotation, ..
        } => match rotation {
            Rotation::None => F::KeepsFacing(name(*seat), *to).render(lang),
            _ => F::TurnsTo(name(*seat), *rotation, *to).render(lang),
        },
        Event::Rolled { seat, face } => F::Rolls(name(*seat), *face).render(lang),
        Event::Moved { steps, .. } => {
            let end = steps.last()?;
            let round = steps.iter().any(|s| s.via_arc);
            F::Walks(steps.len() as u32, &end.cell.name(), end.facing, round).render(lang)
        }
        Event::Paid {
            from,
            to,
            amount,
            owed,
            ..
        } => {
            if amount < owed {
                F::OwesButPays(name(*from), name(*to), *owed, *amount).render(lang)
            } else {
                F::Pays(name(*from), name(*to), *amount).render(lang)
            }
        }
        Event::Laid { seat, cells, .. } => {
            F::Lays(name(*seat), &cells[0].name(), &cells[1].name()).render(lang)
        }
        Event::Eliminated { seat } => F::Eliminated(name(*seat)).render(lang),
        Event::QuarterTurned {
            seat, to, rotation, ..
        } => F::TurnsForNext(name(*seat), *rotation, *to).render(lang),
        Event::NextTurn { .. } => return None,
        Event::GameOver { winners, .. } => {
            let names: Vec<String> = winners.iter().map(|s| name(*s).to_string()).collect();
            match names.len() {
                0 => M::GameIsOver.text(lang).to_string(),
                1 => F::GameOverWins(&names[0]).render(lang),
                _ => F::GameOverShare(&join_names(lang, &names)).render(lang),
            }
        }
    })
}

/// The palette's colours inside a sentence, in the palette's order.
const IN_SENTENCE: [M; 4] = [
    M::ColourInSentenceRed,
    M::ColourInSentenceYellow,
    M::ColourInSentenceCyan,
    M::ColourInSentencePurple,
];

/// A colour's name inside a sentence ("red rug 3"): the palette's words in lower case,
/// any other colour by its identifier (already lower case).
fn color_in_sentence(lang: Lang, game: &Game, color: marrakech_engine::ColorId) -> String {
    let id = game.color_name(color);
    PALETTE
        .iter()
        .position(|p| *p == id)
        .and_then(|i| IN_SENTENCE.get(i))
        .map_or(id, |m| m.text(lang))
        .to_string()
}

/// What one cell shows, in words: "red rug 3", "bare"; Assam (`a`) when he stands there.
pub fn describe_cell(lang: Lang, game: &Game, a: Assam, cell: Cell) -> String {
    let mut what = match game.rug_at(cell) {
        Some((color, rug)) => {
            F::Rug(&color_in_sentence(lang, game, color), &rug.to_string()).render(lang)
        }
        None => M::Bare.text(lang).to_string(),
    };
    if a.cell == cell {
        what = format!("{what}; {}", F::AssamHere(a.facing).render(lang));
    }
    F::CellLabel(&cell.name(), &what).render(lang)
}

/// A text alternative for the market: who shows on which cells, and where Assam (`a`)
/// stands.
pub fn describe_market(lang: Lang, game: &Game, a: Assam) -> String {
    let mut parts = vec![F::MarketIntro(&a.cell.name(), a.facing).render(lang)];
    let mut bare = 0;
    for cell in Cell::all() {
        match game.rug_at(cell) {
            Some((color, rug)) => {
                let rug = F::Rug(&color_in_sentence(lang, game, color), &rug.to_string());
                parts.push(format!(
                    "{}.",
                    F::CellLabel(&cell.name(), &rug.render(lang)).render(lang)
                ));
            }
            None => bare += 1,
        }
    }
    if bare == marrakech_engine::CELLS {
        parts.push(M::NoRugsYet.text(lang).to_string());
    }
    parts.join(" ")
}

/// How a seat is played, for people.
pub fn kind_label(lang: Lang, kind: PlayerKind) -> &'static str {
    match kind {
        PlayerKind::Human => M::KindPerson.text(lang),
        PlayerKind::Bot(Level::Easy) => M::KindEasy.text(lang),
        PlayerKind::Bot(Level::Medium) => M::KindMedium.text(lang),
        PlayerKind::Bot(Level::Hard) => M::KindHard.text(lang),
        PlayerKind::Bot(Level::Master) => M::KindMaster.text(lang),
    }
}

/// The name a seat has until a player types another (in the language's script: an Arabic
/// table reads أمينة where a Latin one reads Amina).
pub fn default_name(lang: Lang, seat: usize) -> &'static str {
    match seat {
        0 => M::DefaultName1,
        1 => M::DefaultName2,
        2 => M::DefaultName3,
        _ => M::DefaultName4,
    }
    .text(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_levels() {
        crate::i18n::words::install_all();
        let names = ["A".to_string(), "B".to_string(), "C".to_string()];
        assert_eq!(join_names(Lang::En, &names), "A, B and C");
        assert_eq!(join_names(Lang::Pl, &names[..2]), "A i B");
        assert_eq!(join_names(Lang::En, &names[..1]), "A");
        assert_eq!(join_names(Lang::En, &[]), "");
        assert_eq!(comma_list(Lang::En, &names), "A, B, C");
        // Arabic's own comma, not the Latin one (the finished games' players were "A, B")
        let ar = comma_list(Lang::Ar, &names).replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(ar, "A، B، C");
        assert_eq!(level_word(Lang::Fr, Level::Hard), "difficile");
        assert_eq!(level_word(Lang::En, Level::Easy), "easy");
        assert_eq!(default_name(Lang::En, 2), "Chloé");
        assert_eq!(default_name(Lang::Ar, 0), "أمينة");
        assert_eq!(default_name(Lang::Fr, 3), "Driss");
    }
}
