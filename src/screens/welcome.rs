//! The welcome above the set-up form: what the game is, in a line, and quick starts (you
//! against two medium bots, three people passing the device, or the whole form). Not when the
//! address carries a game. In a blog's frame only the game against bots, the form in sight
//! below it: a reader is offered an opponent, not two seats to play alone.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::{Level, PlayerKind};

use super::setup_form::SetupForm;
use crate::browser::link::Linked;
use crate::i18n::M;
use crate::state::{Lesson, Prefs, Session};

/// Whether the page shows the whole welcome: no game in the address (a link that holds none,
/// a mistyped one, leaves a newcomer the quick starts beside its notice).
fn welcome_here() -> bool {
    crate::browser::link::code_in_address()
        .is_none_or(|code| matches!(crate::browser::link::read(&code), Linked::Bad(_)))
}

#[component]
pub fn Welcome() -> impl IntoView {
    let session = provided::<Session>();
    let prefs = provided::<Prefs>();
    let form = provided::<SetupForm>();
    let lesson = provided::<Lesson>();
    let taught = prefs.settings.get_untracked().taught;
    let t = move |m: M| move || prefs.t(m);
    let go = move |kinds: &[PlayerKind]| {
        form.quick(kinds);
        form.remember();
        let _ = session.start(form.setup(prefs.lang.get_untracked()));
    };
    let medium = PlayerKind::Bot(Level::Medium);
    let custom = move |_| {
        crate::browser::focus::focus_below_soon("#setup-title", "[data-testid=player-count]")
    };
    let framed = crate::state::address::UrlParams::current().framed();
    let whole = !framed;
    (framed || welcome_here()).then(|| {
        view! {
            <div class="welcome">
                {whole.then(|| view! {
                    <h2>{t(M::WelcomeTitle)}</h2>
                    <p class="note">{t(M::WelcomeLine)}</p>
                })}
                {(whole && !taught).then(|| view! {
                    <div class="lesson-offer">
                        <p>{t(M::LessonOffer)}</p>
                        <button class="big primary" data-testid="start-lesson" aria-busy=move || lesson.waiting().then_some("true")
                            on:click=move |_| lesson.start(&untrack(|| form.name(0, prefs.lang.get())))>
                            {t(M::LessonStart)}
                        </button>
                    </div>
                })}
                <div class="quick">
                    <button class="big primary" data-testid="quick-bots" on:click=move |_| go(&[PlayerKind::Human, medium, medium])>
                        {t(M::QuickBots)}
                    </button>
                    {whole.then(|| view! {
                        <button class="big" data-testid="quick-pass" on:click=move |_| go(&[PlayerKind::Human; 3])>
                            {t(M::QuickPass)}
                        </button>
                        <button class="big subtle" data-testid="quick-custom" on:click=custom>
                            {t(M::QuickCustom)}
                        </button>
                    })}
                </div>
            </div>
        }
    })
}
