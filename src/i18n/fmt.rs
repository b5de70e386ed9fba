//! Messages that carry values: each variant holds them, each language is a `match` arm.

use super::lang::{cells, dirhams, Lang};
use marrakech_engine::{Facing, Phase, Rotation};

/// A message with values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum F<'a> {
    // ----- prompt
    /// `name`, bot level word.
    Thinking(&'a str, &'a str),
    Walking(&'a str),
    PassDevice(&'a str),
    OrientPrompt(&'a str),
    RollPrompt(&'a str),
    PlacePrompt(&'a str),
    TurnPrompt(&'a str),
    /// In a replay: who does what in the next turn shown.
    UpNext(&'a str, Phase),
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
    let i = match f {
        Facing::N => 0,
        Facing::E => 1,
        Facing::S => 2,
        Facing::W => 3,
    };
    match lang {
        Lang::En => ["north", "east", "south", "west"][i],
        Lang::Fr => [
            "face au nord",
            "face à l’est",
            "face au sud",
            "face à l’ouest",
        ][i],
        Lang::Pl => ["na północ", "na wschód", "na południe", "na zachód"][i],
    }
}

pub(crate) fn rotation_word(lang: Lang, r: Rotation) -> &'static str {
    let i = match r {
        Rotation::Left => 0,
        Rotation::None => 1,
        Rotation::Right => 2,
    };
    match lang {
        Lang::En => ["left", "straight", "right"][i],
        Lang::Fr => ["à gauche", "tout droit", "à droite"][i],
        Lang::Pl => ["w lewo", "prosto", "w prawo"][i],
    }
}

/// One template per language: the compiler asks for all three.
pub fn pick(lang: Lang, en: &'static str, fr: &'static str, pl: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
        Lang::Pl => pl,
    }
}

/// Fills `{0}` … `{9}` in `template` with `args` (one code path for every message keeps
/// the WebAssembly small).
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        let digit = tail.as_bytes().get(1).copied().filter(u8::is_ascii_digit);
        match (digit, tail.as_bytes().get(2)) {
            (Some(d), Some(b'}')) => {
                out.push_str(args.get(usize::from(d - b'0')).copied().unwrap_or(""));
                rest = &tail[3..];
            }
            _ => {
                out.push('{');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

impl F<'_> {
    /// The text in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        use F::*;
        let l = lang;
        let num = |n: u32| n.to_string();
        match self {
            Thinking(n, lv) => fill(
                pick(
                    l,
                    "{0} ({1} bot) is thinking…",
                    "{0} (robot {1}) réfléchit…",
                    "{0} (bot, poziom {1}) myśli…",
                ),
                &[n, lv],
            ),
            Walking(n) => fill(
                pick(
                    l,
                    "{0} rolls: Assam walks…",
                    "{0} lance le dé : Assam avance…",
                    "{0} rzuca: Assam idzie…",
                ),
                &[n],
            ),
            PassDevice(n) => fill(
                pick(
                    l,
                    "Pass the device to {0}",
                    "Passez l’appareil à {0}",
                    "Przekaż urządzenie: {0}",
                ),
                &[n],
            ),
            OrientPrompt(n) => fill(
                pick(
                    l,
                    "{0}: turn Assam left or right, or keep him straight",
                    "{0} : tournez Assam à gauche ou à droite, ou laissez-le tout droit",
                    "{0}: obróć Assama w lewo lub w prawo albo zostaw go prosto",
                ),
                &[n],
            ),
            RollPrompt(n) => fill(
                pick(
                    l,
                    "{0}: roll the die",
                    "{0} : lancez le dé",
                    "{0}: rzuć kostką",
                ),
                &[n],
            ),
            PlacePrompt(n) => fill(
                pick(
                    l,
                    "{0}: lay a rug next to Assam",
                    "{0} : posez un tapis à côté d’Assam",
                    "{0}: połóż dywan obok Assama",
                ),
                &[n],
            ),
            TurnPrompt(n) => fill(
                pick(
                    l,
                    "{0}: give Assam a quarter turn for the next player",
                    "{0} : tournez Assam d’un quart de tour pour le joueur suivant",
                    "{0}: obróć Assama o ćwierć obrotu dla następnego gracza",
                ),
                &[n],
            ),
            UpNext(n, phase) => fill(
                match phase {
                    Phase::Orient => pick(l, "Next: {0} turns Assam", "À suivre : {0} tourne Assam", "Dalej: {0} obraca Assama"),
                    Phase::Roll => pick(l, "Next: {0} rolls the die", "À suivre : {0} lance le dé", "Dalej: {0} rzuca kostką"),
                    Phase::Place => pick(l, "Next: {0} lays a rug", "À suivre : {0} pose un tapis", "Dalej: {0} kładzie dywan"),
                    Phase::QuarterTurn => pick(
                        l,
                        "Next: {0} gives Assam a quarter turn",
                        "À suivre : {0} donne un quart de tour à Assam",
                        "Dalej: {0} obraca Assama o ćwierć obrotu",
                    ),
                    Phase::Over => pick(l, "The game is over", "La partie est terminée", "Gra skończona"),
                },
                &[n],
            ),
            KeepsFacing(n, f) => fill(
                pick(
                    l,
                    "{0} keeps Assam facing {1}",
                    "{0} laisse Assam {1}",
                    "{0} zostawia Assama zwróconego {1}",
                ),
                &[n, facing(l, *f)],
            ),
            TurnsTo(n, r, f) => fill(
                pick(
                    l,
                    "{0} turns Assam {1} to face {2}",
                    "{0} tourne Assam {1}, {2}",
                    "{0} obraca Assama {1}, {2}",
                ),
                &[n, rotation_word(l, *r), facing(l, *f)],
            ),
            Rolls(n, face) => fill(
                pick(l, "{0} rolls {1}", "{0} fait {1}", "{0} wyrzuca {1}"),
                &[n, &num((*face).into())],
            ),
            Walks(steps, cell, f, round) => {
                let steps = match l {
                    Lang::En => num(*steps),
                    _ => cells(l, *steps),
                };
                let round = if *round {
                    pick(l, " (round the edge)", " (par le bord)", " (przez brzeg)")
                } else {
                    ""
                };
                fill(
                    pick(
                        l,
                        "Assam walks {0} to {1} facing {2}{3}",
                        "Assam avance de {0} jusqu’en {1}, {2}{3}",
                        "Assam idzie {0} do {1}, zwrócony {2}{3}",
                    ),
                    &[&steps, cell, facing(l, *f), round],
                )
            }
            OwesButPays(from, to, owed, paid) => fill(
                pick(
                    l,
                    "{0} owes {1} {2} but can pay only {3}",
                    "{0} doit {2} à {1} mais ne peut payer que {3}",
                    "{0} jest winien {2} graczowi {1}, ale może zapłacić tylko {3}",
                ),
                &[from, to, &dirhams(l, *owed), &num(*paid)],
            ),
            Pays(from, to, n) => fill(
                pick(
                    l,
                    "{0} pays {1} {2}",
                    "{0} paie {2} à {1}",
                    "{0} płaci {2} graczowi {1}",
                ),
                &[from, to, &dirhams(l, *n)],
            ),
            OwnRug(n) => fill(
                pick(
                    l,
                    "Assam stops on {0}’s own rug: nothing to pay",
                    "Assam s’arrête sur un tapis de {0} : rien à payer",
                    "Assam staje na własnym dywanie gracza {0}: nic do zapłaty",
                ),
                &[n],
            ),
            OwesButHasNothing(n, owed) => fill(
                pick(
                    l,
                    "{0} owes {1} but has nothing",
                    "{0} doit {1} mais n’a plus rien",
                    "{0} jest winien {1}, ale nic nie ma",
                ),
                &[n, &dirhams(l, *owed)],
            ),
            PaysLastAndOut(from, to, n) => fill(
                pick(
                    l,
                    "{0} pays {1} the last {2} and is out",
                    "{0} paie ses {2} restants à {1} et quitte le marché",
                    "{0} płaci graczowi {1} ostatnie {2} i odpada",
                ),
                &[from, to, &dirhams(l, *n)],
            ),
            Lays(n, a, b) => fill(
                pick(
                    l,
                    "{0} lays a rug on {1} and {2}",
                    "{0} pose un tapis sur {1} et {2}",
                    "{0} kładzie dywan na {1} i {2}",
                ),
                &[n, a, b],
            ),
            Eliminated(n) => fill(
                pick(
                    l,
                    "{0} is out of money and leaves the market",
                    "{0} n’a plus d’argent et quitte le marché",
                    "{0} nie ma już pieniędzy i opuszcza targ",
                ),
                &[n],
            ),
            TurnsForNext(n, r, f) => fill(
                pick(
                    l,
                    "{0} turns Assam {1} to face {2} for the next player",
                    "{0} tourne Assam {1}, {2}, pour le joueur suivant",
                    "{0} obraca Assama {1}, {2}, dla następnego gracza",
                ),
                &[n, rotation_word(l, *r), facing(l, *f)],
            ),
            Wins(n) => fill(pick(l, "{0} wins!", "{0} gagne !", "{0} wygrywa!"), &[n]),
            ShareWin(n) => fill(
                pick(
                    l,
                    "{0} share the win!",
                    "{0} se partagent la victoire !",
                    "{0} dzielą się zwycięstwem!",
                ),
                &[n],
            ),
            GameOverWins(n) => fill(
                pick(
                    l,
                    "The game is over: {0} wins",
                    "La partie est terminée : {0} gagne",
                    "Gra skończona: wygrywa {0}",
                ),
                &[n],
            ),
            GameOverShare(n) => fill(
                pick(
                    l,
                    "The game is over: {0} share the win",
                    "La partie est terminée : {0} se partagent la victoire",
                    "Gra skończona: {0} dzielą się zwycięstwem",
                ),
                &[n],
            ),
            MarketIntro(cell, f) => fill(
                pick(
                    l,
                    "The market, 7 by 7. Assam stands on {0} facing {1}.",
                    "Le marché, 7 cases sur 7. Assam est en {0}, {1}.",
                    "Targ, 7 na 7 pól. Assam stoi na {0}, zwrócony {1}.",
                ),
                &[cell, facing(l, *f)],
            ),
            Rug(color, id) => fill(
                pick(l, "{0} rug {1}", "tapis {0} {1}", "dywan {0} {1}"),
                &[color, id],
            ),
            CellLabel(cell, what) => {
                fill(pick(l, "{0}: {1}", "{0} : {1}", "{0}: {1}"), &[cell, what])
            }
            AssamHere(f) => fill(
                pick(l, "Assam, facing {0}", "Assam, {0}", "Assam, zwrócony {0}"),
                &[facing(l, *f)],
            ),
            And(a, b) => fill(pick(l, "{0} and {1}", "{0} et {1}", "{0} i {1}"), &[a, b]),
            ColoursOfPlayer(s) => fill(
                pick(
                    l,
                    "Colours of player {0}",
                    "Couleurs du joueur {0}",
                    "Kolory gracza {0}",
                ),
                &[&s.to_string()],
            ),
            ColourOfPlayer(s) => fill(
                pick(
                    l,
                    "Colour of player {0}",
                    "Couleur du joueur {0}",
                    "Kolor gracza {0}",
                ),
                &[&s.to_string()],
            ),
            NameOfPlayer(s) => fill(
                pick(
                    l,
                    "Name of player {0}",
                    "Nom du joueur {0}",
                    "Imię gracza {0}",
                ),
                &[&s.to_string()],
            ),
            WhoPlaysSeat(s) => fill(
                pick(
                    l,
                    "Who plays seat {0}",
                    "Qui joue à la place {0}",
                    "Kto gra na miejscu {0}",
                ),
                &[&s.to_string()],
            ),
            ColourSwapped(n, c) => fill(
                pick(
                    l,
                    "That colour was {0}’s: {0} now has {1}.",
                    "Cette couleur était celle de {0} : {0} prend {1}.",
                    "Ten kolor miał gracz {0}: teraz ma {1}.",
                ),
                &[n, c],
            ),
            DieShows(f) => fill(
                pick(
                    l,
                    "The die shows {0}",
                    "Le dé montre {0}",
                    "Na kostce wypadło {0}",
                ),
                &[&num((*f).into())],
            ),
            LastRoll(f) => fill(
                pick(
                    l,
                    "Last roll: {0}",
                    "Dernier lancer : {0}",
                    "Poprzedni rzut: {0}",
                ),
                &[&num((*f).into())],
            ),
            PassTo(n) => fill(pick(l, "Pass to {0}", "Passez à {0}", "Przekaż: {0}"), &[n]),
            IAm(n) => fill(
                pick(
                    l,
                    "I am {0}: play",
                    "Je suis {0} : jouer",
                    "To ja, {0}: graj",
                ),
                &[n],
            ),
            ScoreDetail(m, v, t) => fill(
                "{0} + {1} = {2}",
                &[&dirhams(l, *m), &cells(l, *v), &num(*t)],
            ),
            SaveUnreadable(r) => fill(
                pick(
                    l,
                    "Your saved game could not be opened ({0}).",
                    "Votre partie enregistrée n’a pas pu être ouverte ({0}).",
                    "Nie udało się otworzyć zapisanej gry ({0}).",
                ),
                &[r],
            ),
            ImportFailed(r) => fill(
                pick(
                    l,
                    "This file cannot be opened: {0}. Your game is unchanged.",
                    "Ce fichier ne peut pas être ouvert : {0}. Votre partie n’a pas changé.",
                    "Nie można otworzyć tego pliku: {0}. Twoja gra się nie zmieniła.",
                ),
                &[r],
            ),
            BadLink(r) => fill(
                pick(
                    l,
                    "This link cannot be opened: {0}. Your game is unchanged.",
                    "Ce lien ne peut pas être ouvert : {0}. Votre partie n’a pas changé.",
                    "Nie można otworzyć tego linku: {0}. Twoja gra się nie zmieniła.",
                ),
                &[r],
            ),
            PlyPastEnd(asked, plies) => fill(
                pick(
                    l,
                    "The link asks for turn {0}, but the game has {1}: here is its end.",
                    "Le lien demande le tour {0}, mais la partie n’en a que {1} : voici sa fin.",
                    "Link wskazuje turę {0}, ale gra ma ich {1}: oto jej koniec.",
                ),
                &[&num(*asked as u32), &num(*plies as u32)],
            ),
            ReplayAt(ply, plies) => fill(
                pick(l, "Turn {0} of {1}", "Tour {0} sur {1}", "Tura {0} z {1}"),
                &[&num(*ply as u32), &num(*plies as u32)],
            ),
            HistoryPlayers(names) => fill(
                pick(l, "Players: {0}", "Joueurs : {0}", "Gracze: {0}"),
                &[names],
            ),
            WaitingFor(name) => fill(
                pick(l, "Waiting for {0}", "En attente de {0}", "Czekamy na: {0}"),
                &[name],
            ),
            ClaimSeat(name) => fill(pick(l, "I am {0}", "Je suis {0}", "Jestem {0}"), &[name]),
            SendTo(name) => fill(
                pick(
                    l,
                    "Send this link to {0}: it is their move.",
                    "Envoyez ce lien à {0} : c’est à son tour de jouer.",
                    "Wyślij ten link graczowi {0}: teraz jego ruch.",
                ),
                &[name],
            ),
            SendBack(name) => fill(
                pick(
                    l,
                    "You have your seat. Send this link back to {0}.",
                    "Vous avez votre place. Renvoyez ce lien à {0}.",
                    "Masz swoje miejsce. Odeślij ten link graczowi {0}.",
                ),
                &[name],
            ),
            BadGameLink(r) => fill(
                pick(
                    l,
                    "This game link was refused: {0}. The game on this device is unchanged.",
                    "Ce lien de partie a été refusé : {0}. La partie sur cet appareil n’a pas changé.",
                    "Ten link do gry został odrzucony: {0}. Gra na tym urządzeniu się nie zmieniła.",
                ),
                &[r],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One of every message (the compiler checks the languages; this checks the texts).
    fn samples() -> Vec<F<'static>> {
        use F::*;
        vec![
            Thinking("Amina", "easy"),
            Walking("Amina"),
            PassDevice("Amina"),
            OrientPrompt("Amina"),
            RollPrompt("Amina"),
            PlacePrompt("Amina"),
            TurnPrompt("Amina"),
            UpNext("Amina", Phase::Orient),
            UpNext("Amina", Phase::Roll),
            UpNext("Amina", Phase::Place),
            UpNext("Amina", Phase::QuarterTurn),
            KeepsFacing("Amina", Facing::N),
            TurnsTo("Amina", Rotation::Left, Facing::W),
            Rolls("Amina", 3),
            Walks(3, "D5", Facing::E, true),
            OwesButPays("Amina", "Bruno", 5, 2),
            Pays("Amina", "Bruno", 4),
            OwnRug("Amina"),
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
        for f in samples() {
            let en = f.render(Lang::En);
            assert!(!en.is_empty());
            for lang in [Lang::Fr, Lang::Pl] {
                let t = f.render(lang);
                assert!(!t.is_empty(), "{f:?} {lang:?}");
                assert_ne!(t, en, "{f:?} is still English in {lang:?}");
            }
        }
    }

    #[test]
    fn templates_are_filled() {
        assert_eq!(fill("{1} {0}{2}", &["a", "b"]), "b a");
        assert_eq!(fill("{x} {0} {", &["a"]), "{x} a {");
    }

    #[test]
    fn the_examples_of_the_issue() {
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
