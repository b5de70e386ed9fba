//! The lesson's voice beside the market: what to do now and why, with Next where the step
//! is to read, and Skip. The cells of a rug to lay are lit on the market.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::Action;

use crate::i18n::{lesson, M};
use crate::market::placements::cells_attr;
use crate::state::script::Expect;
use crate::state::{Lesson, Prefs};

/// The hook of what the step waits for: the `data-testid` to use, or `wait`.
fn expect_hook(e: Expect) -> String {
    match e {
        Expect::Next => "lesson-next".into(),
        Expect::Finish => "lesson-finish".into(),
        Expect::You(Action::Direction(r) | Action::QuarterTurn(r)) => {
            format!("rotate-{}", r.as_str())
        }
        Expect::You(Action::Roll(_)) => "roll".into(),
        Expect::You(Action::Rug(_)) | Expect::AnyRug => "placement".into(),
        Expect::Coach(_) => "wait".into(),
    }
}

#[component]
pub fn LessonPanel() -> impl IntoView {
    let lesson = provided::<Lesson>();
    let prefs = provided::<Prefs>();
    // an action the step does not ask for is not taken: said where the eyes are (the
    // refusal's own region already says it to screen readers)
    let not_that = move || match lesson.not_that() {
        true => M::LessonNotThat.text(prefs.lang.get()),
        false => "",
    };
    move || {
        let i = lesson.step()?;
        let e = lesson.expect()?;
        // tracked: a new language writes the step again (the same elements, the focus stays)
        let lang = prefs.lang.get();
        let t = move |m: M| m.text(lang);
        let cells = match e {
            Expect::You(Action::Rug(rug)) => Some(cells_attr(rug)),
            _ => None,
        };
        Some(view! {
            <section
                class="lesson"
                data-testid="lesson"
                data-step=i
                data-expect=expect_hook(e)
                data-cells=cells
                aria-label=t(M::LessonTitle)
            >
                <p class="lesson-say" aria-live="polite">{lesson::say(lang, i)}</p>
                <p class="lesson-not-that" data-testid="lesson-not-that" aria-hidden="true">{not_that}</p>
                {matches!(e, Expect::Coach(_)).then(|| view! { <p class="note">{t(M::LessonWait)}</p> })}
                <div class="lesson-actions">
                    {(e == Expect::Next).then(|| view! {
                        <button class="big primary" data-testid="lesson-next" on:click=move |_| lesson.next()>
                            {t(M::LessonNext)}
                        </button>
                    })}
                    {(e == Expect::Finish).then(|| view! {
                        <button class="big primary" data-testid="lesson-finish" on:click=move |_| lesson.finish()>
                            {t(M::LessonFinish)}
                        </button>
                    })}
                    {(e != Expect::Finish).then(|| view! {
                        <button class="big subtle" data-testid="lesson-skip" on:click=move |_| lesson.leave()>
                            {t(M::LessonSkip)}
                        </button>
                    })}
                </div>
            </section>
        })
    }
}
