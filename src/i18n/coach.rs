//! The coach's words: the hint and its reason, the odds, the review.

use marrakech_engine::bots::Decision;
use marrakech_engine::odds::sixths_text;
use marrakech_engine::{Game, Rotation};

use super::text::join_names;
use super::{Lang, M};
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
            let cells = join_names(lang, &[a.name(), b.name()]);
            match quarter_turn {
                None => cells,
                Some(q) => M::CoachThenTurn.fill(
                    lang,
                    &[
                        ("cells", &cells),
                        ("direction", super::fmt::rotation_word(lang, q)),
                    ],
                ),
            }
        }
        (None, None) => M::RollTheDie.text(lang).to_string(),
    }
}

/// The hint with its one-line reason.
pub fn hint_line(lang: Lang, game: &Game, decision: Decision, reason: Reason) -> String {
    let what = decision_words(lang, decision);
    let choice = ("choice", what.as_str());
    let s = |n: u32| decimal(lang, sixths_text(n));
    match reason {
        Reason::Pays { this, instead } => M::CoachReasonPays.fill(
            lang,
            &[choice, ("expected", &s(this)), ("instead", &s(instead))],
        ),
        // "every way costs 0.00" says nothing: the board has no rug of another yet
        Reason::Same { this: 0 } => M::CoachReasonFree.fill(lang, &[choice]),
        Reason::Same { this } => M::CoachReasonSame.fill(lang, &[choice, ("expected", &s(this))]),
        Reason::PaysMore { this, cheapest } => M::CoachReasonPaysMore.fill(
            lang,
            &[choice, ("expected", &s(this)), ("cheapest", &s(cheapest))],
        ),
        Reason::Charges { this, instead } => M::CoachReasonCharges.fill(
            lang,
            &[choice, ("expected", &s(this)), ("instead", &s(instead))],
        ),
        Reason::Grows { before, after } => M::CoachReasonGrows.fill(
            lang,
            &[
                choice,
                ("before", &before.to_string()),
                ("after", &after.to_string()),
            ],
        ),
        Reason::Cuts {
            seat,
            before,
            after,
        } => {
            let player = game
                .setup()
                .players
                .get(seat.index())
                .map_or("", |p| p.name.as_str());
            M::CoachReasonCuts.fill(
                lang,
                &[
                    choice,
                    ("player", player),
                    ("before", &before.to_string()),
                    ("after", &after.to_string()),
                ],
            )
        }
        Reason::Best => M::CoachReasonBest.fill(lang, &[choice]),
    }
}

/// The expected payment on a direction's button, for screen readers.
pub fn expected_label(lang: Lang, sixths: u32) -> String {
    M::CoachExpectedPayment.fill(lang, &[("expected", &decimal(lang, sixths_text(sixths)))])
}

/// One colour's largest area before and after the rug chosen.
pub fn area_line(lang: Lang, colour: &str, before: u32, after: u32) -> String {
    M::CoachAreaChange.fill(
        lang,
        &[
            ("colour", colour),
            ("before", &before.to_string()),
            ("after", &after.to_string()),
        ],
    )
}

/// Hints used by a seat, on the final screen.
pub fn hints_used(lang: Lang, n: u32) -> String {
    M::CoachHintsUsed.fill(lang, &[("n", &n.to_string())])
}

/// A review line: the turn (as the replay counts them), the choice made, its loss, the
/// better one.
pub fn review_line(
    lang: Lang,
    turn: usize,
    choice: &str,
    loss: &str,
    best: Option<&str>,
) -> String {
    let turn = turn.to_string();
    match best {
        None => M::CoachReviewBest.fill(lang, &[("turn", &turn), ("choice", choice)]),
        Some(best) => M::CoachReviewLoss.fill(
            lang,
            &[
                ("turn", &turn),
                ("choice", choice),
                ("loss", loss),
                ("better", best),
            ],
        ),
    }
}

/// A seat's summary: what the decisions cost and what the dice gave or took.
pub fn review_summary(lang: Lang, name: &str, decisions: &str, luck: f32) -> String {
    let dice = decimal(lang, signed_tenths(luck));
    M::CoachReviewSummary.fill(
        lang,
        &[("player", name), ("loss", decisions), ("luck", &dice)],
    )
}

/// A number as `lang` writes it: "1.50" in English, "1,50" in French and Polish (the
/// language's `decimal-separator`).
pub fn decimal(lang: Lang, text: String) -> String {
    text.replace('.', M::DecimalSeparator.text(lang))
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

    #[test]
    fn hints_are_counted_and_numbers_written_as_each_language_does() {
        crate::i18n::words::install_all();
        assert_eq!(hints_used(Lang::En, 1), "1 hint");
        assert_eq!(hints_used(Lang::En, 0), "0 hints");
        assert_eq!(hints_used(Lang::Fr, 0), "0 conseil");
        assert_eq!(hints_used(Lang::Fr, 2), "2 conseils");
        assert_eq!(hints_used(Lang::Pl, 1), "1 podpowiedź");
        assert_eq!(hints_used(Lang::Pl, 3), "3 podpowiedzi");
        assert_eq!(hints_used(Lang::Pl, 12), "12 podpowiedzi");
        assert_eq!(decimal(Lang::En, "1.50".into()), "1.50");
        assert_eq!(decimal(Lang::Pl, "1.50".into()), "1,50");
        assert_eq!(expected_label(Lang::Fr, 9), "paiement moyen 1,50");
    }

    #[test]
    fn a_direction_that_costs_nothing_like_every_other_is_not_said_to_cost_zero() {
        crate::i18n::words::install_all();
        let setup = marrakech_engine::Setup::standard(2, Default::default(), Default::default());
        let game = Game::new(setup, 1).expect("a game");
        let left = Decision::one(marrakech_engine::Action::Direction(Rotation::Left));
        let free = hint_line(Lang::En, &game, left, Reason::Same { this: 0 });
        assert_eq!(free, "Turn left: no way costs you anything; this one leaves Assam better placed for your rugs.");
        let same = hint_line(Lang::En, &game, left, Reason::Same { this: 9 });
        assert!(same.contains("every way costs 1.50 on average"), "{same}");
    }

    #[test]
    fn right_to_left_a_filled_value_keeps_its_cells_isolates() {
        crate::i18n::words::install_all();
        // the pair keeps each cell's isolate inside its own: it reads right to left
        let cells = join_names(Lang::Ar, &["C4".into(), "C5".into()]);
        let hint = M::CoachThenTurn.fill(Lang::Ar, &[("cells", &cells), ("direction", "x")]);
        assert!(hint.contains("\u{2068}\u{2068}C4\u{2069} "), "{hint:?}");
        assert!(hint.contains("\u{2068}C5\u{2069}\u{2069}"), "{hint:?}");
        // unpaired, a value's isolates all go (a name's could close its isolate early)
        let odd = crate::i18n::words::isolate("\u{2068}A\u{2069}\u{2069}B");
        assert_eq!(odd, "\u{2068}AB\u{2069}");
    }
}
