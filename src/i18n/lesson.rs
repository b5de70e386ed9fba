//! The guided first game's words, one per step of `state::lesson::script`.

use super::{Lang, M};

/// The words of step `i` (empty past the end).
pub fn say(lang: Lang, i: usize) -> &'static str {
    let step = match i {
        0 => M::LessonStep0,
        1 => M::LessonStep1,
        2 => M::LessonStep2,
        3 => M::LessonStep3,
        4 => M::LessonStep4,
        5 => M::LessonStep5,
        6 => M::LessonStep6,
        7 => M::LessonStep7,
        8 => M::LessonStep8,
        9 => M::LessonStep9,
        10 => M::LessonStep10,
        11 => M::LessonStep11,
        12 => M::LessonStep12,
        13 => M::LessonStep13,
        14 => M::LessonStep14,
        15 => M::LessonStep15,
        16 => M::LessonStep16,
        17 => M::LessonStep17,
        18 => M::LessonStep18,
        19 => M::LessonStep19,
        _ => return "",
    };
    step.text(lang)
}
