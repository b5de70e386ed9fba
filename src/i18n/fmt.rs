//! Messages that carry values: each variant holds them, its words are a message of the words
//! files (`words/<language>.ftl`) with the values put in by name.

use super::lang::{cells, dirhams, Lang};
use super::words::M;
use marrakech_engine::{Facing, Phase, Rotation, RugFault};

/// A message with values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum F<'a> {
    // ----- prompt
    /// `name`, bot level word.
    Thinking(&'a str, &'a str),
    /// A bot's roll, which asks for no thought: name, level.
    BotRolls(&'a str, &'a str),
    Walking(&'a str),
    PassDevice(&'a str),
    OrientPrompt(&'a str),
    RollPrompt(&'a str),
    PlacePrompt(&'a str),
    /// A cell that several rugs share is chosen: its partner is to come.
    PlaceSecondPrompt(&'a str),
    /// A rug is chosen: to be laid.
    PlaceChosenPrompt(&'a str),
    /// The cell just tapped, which no rug may take, and why.
    PlaceMissed(&'a str, RugFault),
    TurnPrompt(&'a str),
    /// In a replay: who does what in the next turn shown, and its number (from 1).
    UpNext(&'a str, Phase, usize),
    // ----- log
    KeepsFacing(&'a str, Facing),
    TurnsTo(&'a str, Rotation, Facing),
    Rolls(&'a str, u8),
    /// Steps, cell name, facing, round the edge.
    Walks(u32, &'a str, Facing, bool),
    /// From, to, owed, paid.
    OwesButPays(&'a str, &'a str, u32, u32),
    Pays(&'a str, &'a str, u32),
    /// Assam stops on the roller's own rug.
    OwnRug(&'a str),
    /// Assam stops on a bare cell: the roller pays nothing.
    BareCell(&'a str),
    /// Assam stops on a rug of a player who is out: the roller pays nothing.
    OutPlayersRug(&'a str),
    /// Payer, what was owed.
    OwesButHasNothing(&'a str, u32),
    /// Payer, payee, the last dirhams.
    PaysLastAndOut(&'a str, &'a str, u32),
    Lays(&'a str, &'a str, &'a str),
    Eliminated(&'a str),
    TurnsForNext(&'a str, Rotation, Facing),
    Wins(&'a str),
    /// Names already joined with [`F::And`].
    ShareWin(&'a str),
    GameOverWins(&'a str),
    GameOverShare(&'a str),
    // ----- market
    MarketIntro(&'a str, Facing),
    /// Colour, rug id: "red rug 3".
    Rug(&'a str, &'a str),
    /// Cell name and what it shows, for the cell's own label.
    CellLabel(&'a str, &'a str),
    AssamHere(Facing),
    /// Two names or cells joined: "C3 and C4".
    And(&'a str, &'a str),
    // ----- set-up and seats
    ColoursOfPlayer(usize),
    ColourOfPlayer(usize),
    NameOfPlayer(usize),
    WhoPlaysSeat(usize),
    /// Another seat's name, and the colour it now has.
    ColourSwapped(&'a str, &'a str),
    // ----- table
    DieShows(u8),
    /// The die before the player to move has rolled: the previous roll.
    LastRoll(u8),
    PassTo(&'a str),
    IAm(&'a str),
    /// Money, visible cells, total.
    ScoreDetail(u32, u32, u32),
    // ----- notices: the reason is already translated
    SaveUnreadable(&'a str),
    ImportFailed(&'a str),
    BadLink(&'a str),
    /// Turn asked for, turns in the game.
    PlyPastEnd(usize, usize),
    // ----- replay and history
    /// Turns shown, turns in the game.
    ReplayAt(usize, usize),
    /// The turn's number at the head of its lines in the log, for screen readers.
    LogTurn(usize),
    /// Names of the players, joined.
    HistoryPlayers(&'a str),
    // ----- play by link
    WaitingFor(&'a str),
    /// "I am …" on the button that claims a seat.
    ClaimSeat(&'a str),
    /// The name of whom to send the link to.
    SendTo(&'a str),
    /// The creator's name: a friend who just took a seat sends the link back.
    SendBack(&'a str),
    BadGameLink(&'a str),
}

/// "facing east", "face à l’est", "na wschód" (the direction with its preposition).
fn facing(lang: Lang, f: Facing) -> &'static str {
    match f {
        Facing::N => M::FacingNorth,
        Facing::E => M::FacingEast,
        Facing::S => M::FacingSouth,
        Facing::W => M::FacingWest,
    }
    .text(lang)
}

/// "left", "à gauche", "w lewo": which way Assam is turned, inside a sentence.
pub(crate) fn rotation_word(lang: Lang, r: Rotation) -> &'static str {
    match r {
        Rotation::Left => M::RotationLeft,
        Rotation::None => M::RotationStraight,
        Rotation::Right => M::RotationRight,
    }
    .text(lang)
}

impl F<'_> {
    /// The text in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        use F::*;
        let l = lang;
        let num = |n: u32| n.to_string();
        // a message with one name
        let named = |m: M, name: &str| m.fill(l, &[("name", name)]);
        // a message with one reason, already translated
        let reason = |m: M, r: &str| m.fill(l, &[("reason", r)]);
        // a message with a seat number
        let seat = |m: M, s: usize| m.fill(l, &[("seat", &s.to_string())]);
        match self {
            Thinking(name, level) => M::PromptThinking.fill(l, &[("name", name), ("level", level)]),
            BotRolls(name, level) => M::PromptBotRolls.fill(l, &[("name", name), ("level", level)]),
            Walking(n) => named(M::PromptWalking, n),
            PassDevice(n) => named(M::PromptPassDevice, n),
            OrientPrompt(n) => named(M::PromptOrient, n),
            RollPrompt(n) => named(M::PromptRoll, n),
            PlacePrompt(n) => named(M::PromptPlace, n),
            PlaceSecondPrompt(n) => named(M::PromptPlaceSecond, n),
            PlaceChosenPrompt(n) => named(M::PromptPlaceChosen, n),
            PlaceMissed(cell, why) => match why {
                RugFault::UnderAssam => M::PromptPlaceMissedAssam,
                RugFault::CoversOneRug(_) => M::PromptPlaceMissedWhole,
                RugFault::NotNextToAssam | RugFault::NotAdjacent => M::PromptPlaceMissedFar,
            }
            .fill(l, &[("cell", cell)]),
            TurnPrompt(n) => named(M::PromptQuarterTurn, n),
            UpNext(n, phase, turn) => match phase {
                Phase::Orient => M::ReplayUpNextOrient,
                Phase::Roll => M::ReplayUpNextRoll,
                Phase::Place => M::ReplayUpNextPlace,
                Phase::QuarterTurn => M::ReplayUpNextQuarterTurn,
                Phase::Over => return M::GameIsOver.text(l).to_string(),
            }
            .fill(l, &[("name", n), ("turn", &turn.to_string())]),
            KeepsFacing(n, f) => {
                M::LogKeepsFacing.fill(l, &[("name", n), ("direction", facing(l, *f))])
            }
            TurnsTo(n, r, f) => M::LogTurnsTo.fill(
                l,
                &[
                    ("name", n),
                    ("rotation", rotation_word(l, *r)),
                    ("direction", facing(l, *f)),
                ],
            ),
            Rolls(n, face) => M::LogRolls.fill(l, &[("name", n), ("face", &face.to_string())]),
            Walks(steps, cell, f, round) => M::LogWalks.fill(
                l,
                &[
                    ("steps", &num(*steps)),
                    ("cell", cell),
                    ("direction", facing(l, *f)),
                    ("edge", if *round { "1" } else { "0" }),
                ],
            ),
            OwesButPays(from, to, owed, paid) => M::LogOwesButPays.fill(
                l,
                &[
                    ("payer", from),
                    ("payee", to),
                    ("owed", &dirhams(l, *owed)),
                    ("paid", &num(*paid)),
                ],
            ),
            Pays(from, to, n) => M::LogPays.fill(
                l,
                &[("payer", from), ("payee", to), ("amount", &dirhams(l, *n))],
            ),
            OwnRug(n) => named(M::LogOwnRug, n),
            BareCell(n) => named(M::BareCell, n),
            OutPlayersRug(n) => named(M::OutPlayersRug, n),
            OwesButHasNothing(n, owed) => {
                M::LogOwesButHasNothing.fill(l, &[("payer", n), ("owed", &dirhams(l, *owed))])
            }
            PaysLastAndOut(from, to, n) => M::LogPaysLastAndOut.fill(
                l,
                &[("payer", from), ("payee", to), ("amount", &dirhams(l, *n))],
            ),
            Lays(n, a, b) => M::LogLays.fill(l, &[("name", n), ("first", a), ("second", b)]),
            Eliminated(n) => named(M::LogEliminated, n),
            TurnsForNext(n, r, f) => M::LogTurnsForNext.fill(
                l,
                &[
                    ("name", n),
                    ("rotation", rotation_word(l, *r)),
                    ("direction", facing(l, *f)),
                ],
            ),
            Wins(n) => named(M::LogWins, n),
            ShareWin(names) => M::LogShareWin.fill(l, &[("names", names)]),
            GameOverWins(n) => named(M::LogGameOverWins, n),
            GameOverShare(names) => M::LogGameOverShare.fill(l, &[("names", names)]),
            MarketIntro(cell, f) => {
                M::MarketIntro.fill(l, &[("cell", cell), ("direction", facing(l, *f))])
            }
            Rug(colour, id) => M::MarketRug.fill(l, &[("colour", colour), ("number", id)]),
            CellLabel(cell, what) => M::MarketCellLabel.fill(l, &[("cell", cell), ("what", what)]),
            AssamHere(f) => M::MarketAssamHere.fill(l, &[("direction", facing(l, *f))]),
            And(a, b) => M::ListAnd.fill(l, &[("list", a), ("last", b)]),
            ColoursOfPlayer(s) => seat(M::SetupColoursOfPlayer, *s),
            ColourOfPlayer(s) => seat(M::SetupColourOfPlayer, *s),
            NameOfPlayer(s) => seat(M::SetupNameOfPlayer, *s),
            WhoPlaysSeat(s) => seat(M::SetupWhoPlaysSeat, *s),
            ColourSwapped(n, c) => M::SetupColourSwapped.fill(l, &[("name", n), ("colour", c)]),
            DieShows(f) => M::TableDieShows.fill(l, &[("face", &f.to_string())]),
            LastRoll(f) => M::TableLastRoll.fill(l, &[("face", &f.to_string())]),
            PassTo(n) => named(M::TablePassTo, n),
            IAm(n) => named(M::TableIAm, n),
            ScoreDetail(m, v, t) => M::TableScoreDetail.fill(
                l,
                &[
                    ("money", &dirhams(l, *m)),
                    ("visible", &cells(l, *v)),
                    ("total", &num(*t)),
                ],
            ),
            SaveUnreadable(r) => reason(M::NoticeSaveUnreadable, r),
            ImportFailed(r) => reason(M::NoticeImportFailed, r),
            BadLink(r) => reason(M::NoticeBadLink, r),
            PlyPastEnd(asked, plies) => M::NoticeTurnPastEnd.fill(
                l,
                &[("asked", &asked.to_string()), ("turns", &plies.to_string())],
            ),
            ReplayAt(ply, plies) => M::ReplayAt.fill(
                l,
                &[("turn", &ply.to_string()), ("turns", &plies.to_string())],
            ),
            LogTurn(turn) => M::LogTurn.fill(l, &[("turn", &turn.to_string())]),
            HistoryPlayers(names) => M::HistoryPlayers.fill(l, &[("names", names)]),
            WaitingFor(n) => named(M::LinkWaitingFor, n),
            ClaimSeat(n) => named(M::LinkClaimSeat, n),
            SendTo(n) => named(M::LinkSendTo, n),
            SendBack(n) => named(M::LinkSendBack, n),
            BadGameLink(r) => reason(M::LinkBadGame, r),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One of every message (the build checks the words files; this checks the texts).
    fn samples() -> Vec<F<'static>> {
        use F::*;
        vec![
            Thinking("Amina", "easy"),
            BotRolls("Amina", "easy"),
            Walking("Amina"),
            PassDevice("Amina"),
            OrientPrompt("Amina"),
            RollPrompt("Amina"),
            PlacePrompt("Amina"),
            PlaceSecondPrompt("Amina"),
            PlaceChosenPrompt("Amina"),
            PlaceMissed("B7", RugFault::UnderAssam),
            PlaceMissed("B7", RugFault::NotNextToAssam),
            PlaceMissed("B7", RugFault::CoversOneRug(3)),
            TurnPrompt("Amina"),
            UpNext("Amina", Phase::Orient, 4),
            UpNext("Amina", Phase::Roll, 4),
            UpNext("Amina", Phase::Place, 4),
            UpNext("Amina", Phase::QuarterTurn, 4),
            KeepsFacing("Amina", Facing::N),
            TurnsTo("Amina", Rotation::Left, Facing::W),
            Rolls("Amina", 3),
            Walks(3, "D5", Facing::E, true),
            OwesButPays("Amina", "Bruno", 5, 2),
            Pays("Amina", "Bruno", 4),
            OwnRug("Amina"),
            BareCell("Amina"),
            OutPlayersRug("Amina"),
            OwesButHasNothing("Amina", 5),
            PaysLastAndOut("Amina", "Bruno", 3),
            Lays("Amina", "C3", "C4"),
            Eliminated("Amina"),
            TurnsForNext("Amina", Rotation::Right, Facing::S),
            Wins("Amina"),
            ShareWin("Amina, Bruno"),
            GameOverWins("Amina"),
            GameOverShare("Amina, Bruno"),
            MarketIntro("D4", Facing::N),
            Rug("x", "3"),
            AssamHere(Facing::E),
            And("C3", "C4"),
            ColoursOfPlayer(1),
            ColourOfPlayer(1),
            NameOfPlayer(1),
            WhoPlaysSeat(1),
            ColourSwapped("Bruno", "Red"),
            DieShows(2),
            LastRoll(2),
            PassTo("Amina"),
            IAm("Amina"),
            ScoreDetail(12, 9, 21),
            SaveUnreadable("x"),
            ImportFailed("x"),
            BadLink("x"),
            PlyPastEnd(9, 4),
            ReplayAt(3, 48),
            LogTurn(7),
            HistoryPlayers("A, B"),
            WaitingFor("A"),
            ClaimSeat("A"),
            SendTo("A"),
            SendBack("A"),
            BadGameLink("x"),
        ]
    }

    #[test]
    fn every_message_is_written_in_every_language() {
        crate::i18n::words::install_all();
        for f in samples() {
            let en = f.render(Lang::En);
            assert!(!en.is_empty());
            assert!(!en.contains("{$"), "{f:?}: a value is missing in {en}");
            for lang in Lang::ALL.into_iter().skip(1) {
                let t = f.render(lang);
                assert!(!t.is_empty(), "{f:?} {lang:?}");
                assert!(!t.contains("{$"), "{f:?}: a value is missing in {t}");
                assert_ne!(t, en, "{f:?} is still English in {lang:?}");
            }
        }
    }

    #[test]
    fn right_to_left_a_name_is_isolated_and_a_number_stays_bare() {
        crate::i18n::words::install_all();
        let ar = F::Pays("Bob!", "\u{2069}\u{202e}Eve", 5).render(Lang::Ar);
        assert!(ar.contains("\u{2068}Bob!\u{2069}"), "{ar:?}");
        // the name's own controls go: its isolate cannot end early
        assert!(ar.contains("\u{2068}Eve\u{2069}"), "{ar:?}");
        assert!(!ar.contains('\u{202e}'), "{ar:?}");
        // a number stays bare (a plural choice may read it)
        let roll = F::Rolls("Bob", 3).render(Lang::Ar);
        assert!(roll.ends_with(": 3"), "{roll:?}");
        assert_eq!(roll.matches('\u{2068}').count(), 1, "{roll:?}");
        // left to right nothing is added
        assert_eq!(
            F::Pays("Bob!", "Eve", 5).render(Lang::En),
            "Bob! pays Eve 5 dirhams"
        );
    }

    #[test]
    fn the_examples_of_the_issue() {
        crate::i18n::words::install_all();
        assert_eq!(
            F::Walks(3, "D5", Facing::E, false).render(Lang::En),
            "Assam walks 3 to D5 facing east"
        );
        assert_eq!(
            F::Pays("Amina", "Bruno", 4).render(Lang::En),
            "Amina pays Bruno 4 dirhams"
        );
        assert_eq!(
            F::Pays("Amina", "Bruno", 4).render(Lang::Pl),
            "Amina płaci 4 dirhamy graczowi Bruno"
        );
        assert_eq!(
            F::Pays("Amina", "Bruno", 5).render(Lang::Pl),
            "Amina płaci 5 dirhamów graczowi Bruno"
        );
        assert_eq!(
            F::Walks(1, "D5", Facing::E, false).render(Lang::Fr),
            "Assam avance de 1 case jusqu’en D5, face à l’est"
        );
    }
}
