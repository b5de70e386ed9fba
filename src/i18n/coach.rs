//! The coach's words: the hint and its reason, the odds, the review.

use marrakech_engine::bots::Decision;
use marrakech_engine::odds::sixths_text;
use marrakech_engine::{Game, Rotation};

use super::fmt::{fill, pick};
use super::{Lang, F, M};
use marrakech_engine::bots::hint::Reason;

/// The words of a rotation, as on its button.
pub fn rotation_label(lang: Lang, r: Rotation) -> &'static str {
    match r {
        Rotation::Left => M::TurnLeft,
        Rotation::None => M::StraightOn,
        Rotation::Right => M::TurnRight,
    }
    .text(lang)
}

/// A decision in words: "Turn left", "C3 and C4", "C3 and C4, then turn right".
pub fn decision_words(lang: Lang, d: Decision) -> String {
    match (d.rug_pos(), d.rotation()) {
        (None, Some(r)) => rotation_label(lang, r).to_string(),
        (Some(rug), quarter_turn) => {
            let [a, b] = rug.cells();
            let cells = F::And(&a.name(), &b.name()).render(lang);
            match quarter_turn {
                None => cells,
                Some(q) => fill(
                    pick(
                        lang,
                        "{0}, then turn {1}",
                        "{0}, puis tournez {1}",
                        "{0}, potem obróć {1}",
                    ),
                    &[&cells, super::fmt::rotation_word(lang, q)],
                ),
            }
        }
        (None, None) => M::RollTheDie.text(lang).to_string(),
    }
}

/// The hint with its one-line reason.
pub fn hint_line(lang: Lang, game: &Game, decision: Decision, reason: Reason) -> String {
    let what = decision_words(lang, decision);
    let s = |n: u32| decimal(lang, sixths_text(n));
    let n = |v: u32| v.to_string();
    let (template, a, b) = match reason {
        Reason::Pays { this, instead } => (
            pick(
                lang,
                "{0}: this way you expect to pay {1} instead of {2}.",
                "{0} : ainsi, vous paierez {1} en moyenne au lieu de {2}.",
                "{0}: tak zapłacisz średnio {1} zamiast {2}.",
            ),
            s(this),
            s(instead),
        ),
        Reason::Same { this } => (
            pick(
                lang,
                "{0}: every way costs {1} on average; this one leaves Assam better placed for your rugs.",
                "{0} : toutes les directions coûtent {1} en moyenne ; celle-ci place mieux Assam pour vos tapis.",
                "{0}: każdy kierunek kosztuje średnio {1}; ten lepiej ustawia Assama dla twoich dywanów.",
            ),
            s(this),
            String::new(),
        ),
        Reason::PaysMore { this, cheapest } => (
            pick(
                lang,
                "{0}: you expect to pay {1} (the cheapest way, {2}), but Assam ends better placed for your rugs.",
                "{0} : vous paierez {1} en moyenne (au mieux {2}), mais Assam finit mieux placé pour vos tapis.",
                "{0}: zapłacisz średnio {1} (najtaniej {2}), ale Assam stanie lepiej dla twoich dywanów.",
            ),
            s(this),
            s(cheapest),
        ),
        Reason::Charges { this, instead } => (
            pick(
                lang,
                "{0}: the next player expects to pay {1} instead of {2}.",
                "{0} : le joueur suivant paiera {1} en moyenne au lieu de {2}.",
                "{0}: następny gracz zapłaci średnio {1} zamiast {2}.",
            ),
            s(this),
            s(instead),
        ),
        Reason::Grows { before, after } => (
            pick(
                lang,
                "{0}: your largest area of this colour grows from {1} to {2} cells.",
                "{0} : votre plus grande zone de cette couleur passe de {1} à {2} cases.",
                "{0}: twój największy obszar tego koloru rośnie z {1} do {2} pól.",
            ),
            n(before),
            n(after),
        ),
        Reason::Cuts { seat, before, after } => {
            let line = fill(
                pick(
                    lang,
                    "{0}: {1}’s largest area shrinks from {2} to {3} cells.",
                    "{0} : la plus grande zone de {1} passe de {2} à {3} cases.",
                    "{0}: największy obszar gracza {1} maleje z {2} do {3} pól.",
                ),
                &[&what, game.setup().players.get(seat.index()).map_or("", |p| p.name.as_str()), &n(before), &n(after)],
            );
            return line;
        }
        Reason::Best => (
            pick(
                lang,
                "{0}: the hard bot’s choice.",
                "{0} : le choix du robot difficile.",
                "{0}: wybór trudnego bota.",
            ),
            String::new(),
            String::new(),
        ),
    };
    fill(template, &[&what, &a, &b])
}

/// The expected payment on a direction's button, for screen readers.
pub fn expected_label(lang: Lang, sixths: u32) -> String {
    fill(
        pick(
            lang,
            "expected payment {0}",
            "paiement moyen {0}",
            "średnia opłata {0}",
        ),
        &[&decimal(lang, sixths_text(sixths))],
    )
}

/// One colour's largest area before and after the rug chosen.
pub fn area_line(lang: Lang, colour: &str, before: u32, after: u32) -> String {
    fill(
        pick(lang, "{0}: {1} → {2}", "{0} : {1} → {2}", "{0}: {1} → {2}"),
        &[colour, &before.to_string(), &after.to_string()],
    )
}

/// Hints used by a seat, on the final screen.
pub fn hints_used(lang: Lang, n: u32) -> String {
    let forms = match lang {
        Lang::En => ("hint", "hints", "hints"),
        Lang::Fr => ("conseil", "conseils", "conseils"),
        Lang::Pl => ("podpowiedź", "podpowiedzi", "podpowiedzi"),
    };
    super::count(lang, n.into(), forms)
}

/// A review line: the person's move (their first, second…), the choice made, its loss, the
/// better one.
pub fn review_line(lang: Lang, nth: usize, choice: &str, loss: &str, best: Option<&str>) -> String {
    match best {
        None => fill(
            pick(
                lang,
                "move {0}: {1}. Best choice.",
                "coup {0} : {1}. Meilleur choix.",
                "ruch {0}: {1}. Najlepszy wybór.",
            ),
            &[&nth.to_string(), choice],
        ),
        Some(best) => fill(
            pick(
                lang,
                "move {0}: {1}, −{2} points; better: {3}.",
                "coup {0} : {1}, −{2} points ; mieux : {3}.",
                "ruch {0}: {1}, −{2} pkt; lepiej: {3}.",
            ),
            &[&nth.to_string(), choice, loss, best],
        ),
    }
}

/// A seat's summary: what the decisions cost and what the dice gave or took.
pub fn review_summary(lang: Lang, name: &str, decisions: &str, luck: f32) -> String {
    let dice = decimal(lang, signed_tenths(luck));
    fill(
        pick(
            lang,
            "{0}: decisions gave away {1} points against the best; the dice {2} dirhams against their average.",
            "{0} : décisions, {1} points laissés par rapport au mieux ; dés, {2} dirhams par rapport à la moyenne.",
            "{0}: decyzje oddały {1} pkt względem najlepszych; kości {2} dirhama względem średniej.",
        ),
        &[name, decisions, &dice],
    )
}

/// A number as `lang` writes it: "1.50" in English, "1,50" in French and Polish.
pub fn decimal(lang: Lang, text: String) -> String {
    match lang {
        Lang::En => text,
        Lang::Fr | Lang::Pl => text.replace('.', ","),
    }
}

/// One decimal, never below 0: "0.4" (integers only: no float printer in the wasm).
pub fn tenths(v: f32) -> String {
    let t = (v.max(0.0) * 10.0).round() as u64;
    format!("{}.{}", t / 10, t % 10)
}

/// One decimal with its sign: "+1.5", "−0.3", "0.0".
pub fn signed_tenths(v: f32) -> String {
    let sign = match (v * 10.0).round() as i64 {
        n if n > 0 => "+",
        n if n < 0 => "−",
        _ => "",
    };
    format!("{sign}{}", tenths(v.abs()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenths_round_half_up_and_never_go_below_zero() {
        assert_eq!(tenths(0.04), "0.0");
        assert_eq!(tenths(0.05), "0.1");
        assert_eq!(tenths(3.26), "3.3");
        assert_eq!(tenths(-2.0), "0.0");
        assert_eq!(signed_tenths(1.54), "+1.5");
        assert_eq!(signed_tenths(-0.26), "−0.3");
        assert_eq!(signed_tenths(0.01), "0.0");
    }
}
