//! The rules, in our own words, with small diagrams; in the language chosen. An overlay:
//! opening it at any moment leaves the game as it is.

use leptos::prelude::*;

use super::diagrams;
use crate::i18n::rules::rules;
use crate::i18n::M;
use crate::state::{Lesson, Nav, Overlay, Prefs};

#[component]
pub fn RulesPage() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let prefs = expect_context::<Prefs>();
    let lesson = expect_context::<Lesson>();
    let form = expect_context::<super::setup_form::SetupForm>();
    move || {
        if nav.overlay.get() != Overlay::Rules {
            return None;
        }
        let lang = prefs.lang.get();
        let r = rules(lang);
        Some(view! {
            <section class="panel rules" role="dialog" aria-modal="true" aria-labelledby="rules-title">
                <h2 id="rules-title" tabindex="-1" class="panel-focus">{r.title}</h2>
                <p>{r.intro}</p>
                <p class="lesson-offer">
                    <button class="big primary" data-testid="start-lesson" on:click=move |_| {
                        nav.open(Overlay::None);
                        lesson.start(&form.names[0].get_untracked());
                    }>
                        {M::LessonStart.text(lang)}
                    </button>
                </p>
                <h3>{r.turn_h}</h3>
                <ol>{r.steps.iter().map(|s| view! { <li>{*s}</li> }).collect_view()}</ol>
                <div class="diagrams">
                    <figure>
                        <div class="diagram-box" inner_html=diagrams::ARCS></div>
                        <figcaption>{r.arcs_caption}</figcaption>
                    </figure>
                    <figure>
                        <div class="diagram-box" inner_html=diagrams::PAYMENT></div>
                        <figcaption>{r.payment_caption}</figcaption>
                    </figure>
                    <figure>
                        <div class="diagram-box" inner_html=diagrams::LEGAL></div>
                        <p class="d-labels"><span>{r.legal}</span><span>{r.illegal}</span></p>
                        <figcaption>{r.legal_caption}</figcaption>
                    </figure>
                </div>
                <h3>{r.money_h}</h3>
                <p>{r.money}</p>
                <h3>{r.end_h}</h3>
                <p>{r.end}</p>
                <h3>{r.variant_h}</h3>
                <p>{r.variant}</p>
                <figure>
                    <div class="diagram-box" inner_html=diagrams::VARIANT></div>
                    <figcaption>{r.variant_caption}</figcaption>
                </figure>
                <h3>{r.keys_h}</h3>
                <p>{M::KeysHint.text(lang)}</p>
                <button class="big" data-testid="close-panel" on:click=move |_| nav.overlay.set(Overlay::None)>
                    {M::BackToGame.text(lang)}
                </button>
            </section>
        })
    }
}
