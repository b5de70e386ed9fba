//! Questions asked before something is lost: "Start a new game?" and "Replace the game in
//! progress?" while one is in progress.

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::M;
use crate::state::{Mode, Nav, Overlay, Prefs, Session};

/// A question over the page: a title, a sentence, the action and Cancel.
#[component]
fn Question(
    /// Whether it is asked now.
    asked: Signal<bool>,
    title: M,
    body: M,
    /// The title and the sentence while the lesson is on the table, if they differ.
    #[prop(optional)]
    in_lesson: Option<(M, M)>,
    action: M,
    /// The hook of the action's button.
    testid: &'static str,
    on_yes: Callback<()>,
) -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let t = move |m: M| move || prefs.t(m);
    let session = provided::<Session>();
    let words = move || {
        let lesson = session
            .mode
            .with(|m| matches!(m.table(), Mode::Lesson { .. }));
        in_lesson.filter(|_| lesson).unwrap_or((title, body))
    };
    view! {
        <Show when=move || asked.get()>
            <div class="handoff">
                <section class="panel" role="dialog" aria-modal="true" aria-labelledby="question-title">
                    <h2 id="question-title">{move || prefs.t(words().0)}</h2>
                    <p>{move || prefs.t(words().1)}</p>
                    <div class="actions">
                        <button class="big primary panel-focus" data-testid=testid on:click=move |_| on_yes.run(())>
                            {t(action)}
                        </button>
                        <button class="big" data-testid="cancel-question" on:click=move |_| nav.overlay.set(Overlay::None)>
                            {t(M::Cancel)}
                        </button>
                    </div>
                </section>
            </div>
        </Show>
    }
}

#[component]
pub fn ConfirmNewGame() -> impl IntoView {
    let nav = provided::<Nav>();
    let session = provided::<Session>();
    let asked = Signal::derive(move || nav.overlay.get() == Overlay::ConfirmNewGame);
    view! {
        <Question
            asked=asked
            title=M::ConfirmTitle
            body=M::ConfirmBody
            // the lesson is not kept: leaving it loses only the lesson
            in_lesson=(M::ConfirmLessonTitle, M::ConfirmLessonBody)
            action=M::NewGame
            testid="confirm-new-game"
            on_yes=Callback::new(move |_| session.leave_to_setup())
        />
    }
}

#[component]
pub fn ConfirmImport() -> impl IntoView {
    let nav = provided::<Nav>();
    let session = provided::<Session>();
    let asked = Signal::derive(move || matches!(nav.overlay.get(), Overlay::ConfirmImport(_)));
    let replace = move |_| {
        if let Overlay::ConfirmImport(text) = nav.overlay.get_untracked() {
            session.import(&text);
        }
    };
    view! {
        <Question
            asked=asked
            title=M::ConfirmImportTitle
            body=M::ConfirmImportBody
            action=M::Replace
            testid="confirm-import"
            on_yes=Callback::new(replace)
        />
    }
}
