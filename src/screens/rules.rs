//! The rules, in our own words, with small diagrams; in the language chosen. An overlay:
//! opening it at any moment leaves the game as it is.

use crate::state::provided;
use leptos::prelude::*;

use super::diagrams;
use super::panel_close::{PanelBack, PanelClose};
use crate::i18n::rules::STEPS;
use crate::i18n::M;
use crate::state::{Lesson, Nav, Overlay, Prefs};

#[component]
pub fn RulesPage() -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let lesson = provided::<Lesson>();
    let form = provided::<super::setup_form::SetupForm>();
    move || {
        if nav.overlay.get() != Overlay::Rules {
            return None;
        }
        let lang = prefs.lang.get();
        Some(view! {
            <section class="panel rules" role="dialog" aria-modal="true" aria-labelledby="rules-title">
                <PanelClose />
                <h2 id="rules-title" tabindex="-1" class="panel-focus">{M::RulesTitle.text(lang)}</h2>
                <p>{M::RulesIntro.text(lang)}</p>
                <p class="lesson-offer">
                    <button class="big primary" data-testid="start-lesson" on:click=move |_| {
                        nav.open(Overlay::None);
                        lesson.start(&untrack(|| form.name(0, prefs.lang.get())));
                    }>
                        {M::LessonStart.text(lang)}
                    </button>
                </p>
                <h3>{M::RulesTurnHeading.text(lang)}</h3>
                <ol>{STEPS.into_iter().map(|s| view! { <li>{s.text(lang)}</li> }).collect_view()}</ol>
                <div class="diagrams">
                    <figure>
                        <div class="diagram-box" inner_html=diagrams::ARCS></div>
                        <figcaption>{M::RulesArcsCaption.text(lang)}</figcaption>
                    </figure>
                    <figure>
                        <div class="diagram-box" inner_html=diagrams::PAYMENT></div>
                        <figcaption>{M::RulesPaymentCaption.text(lang)}</figcaption>
                    </figure>
                    <figure>
                        <div class="diagram-box" inner_html=diagrams::LEGAL></div>
                        <p class="d-labels"><span>{M::RulesLegal.text(lang)}</span><span>{M::RulesIllegal.text(lang)}</span></p>
                        <figcaption>{M::RulesLegalCaption.text(lang)}</figcaption>
                    </figure>
                </div>
                <h3>{M::RulesMoneyHeading.text(lang)}</h3>
                <p>{M::RulesMoney.text(lang)}</p>
                <h3>{M::RulesEndHeading.text(lang)}</h3>
                <p>{M::RulesEnd.text(lang)}</p>
                <h3>{M::RulesVariantHeading.text(lang)}</h3>
                <p>{M::RulesVariant.text(lang)}</p>
                <figure>
                    <div class="diagram-box" inner_html=diagrams::VARIANT></div>
                    <figcaption>{M::RulesVariantCaption.text(lang)}</figcaption>
                </figure>
                <h3>{M::RulesKeysHeading.text(lang)}</h3>
                <p>{M::KeysHint.text(lang)}</p>
                <PanelBack />
            </section>
        })
    }
}
