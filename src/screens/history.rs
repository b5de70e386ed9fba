//! The finished games kept on this device: date, players, scores and winner; watch one
//! again, delete one, export them all as one file.

use crate::state::provided;
use leptos::prelude::*;

use super::panel_close::{PanelBack, PanelClose};
use crate::i18n::{Lang, F, M};
use crate::state::history::{self, Entry};
use crate::state::{Nav, Notice, Overlay, Prefs, Replay, Session, Watched};

/// The date and time a game ended, as the browser writes them in `lang`.
fn when(lang: Lang, ms: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    if !date.get_time().is_finite() {
        return String::new();
    }
    date.to_locale_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED)
        .into()
}

fn row(
    lang: Lang,
    i: usize,
    e: Entry,
    replay: Replay,
    list: RwSignal<Vec<Entry>>,
    session: Session,
) -> impl IntoView {
    // Each row's buttons are described by its headline and date (they all say Watch, Delete).
    let id = format!("history-game-{i}");
    let players: Vec<String> = e
        .scores
        .iter()
        .map(|s| {
            let name = &e.names[s.seat.index()];
            let star = if e.winners.contains(&s.seat) {
                " ★"
            } else {
                ""
            };
            match s.total {
                Some(total) => format!("{name}{star} {total}"),
                None => format!("{name} ({})", M::OutOfTheGame.text(lang)),
            }
        })
        .collect();
    let winners: Vec<String> = e
        .winners
        .iter()
        .map(|s| e.names[s.index()].clone())
        .collect();
    let headline = match winners.len() {
        1 => F::Wins(&winners[0]).render(lang),
        _ => F::ShareWin(&crate::i18n::text::join_names(lang, &winners)).render(lang),
    };
    let record = e.record.clone();
    let (kept, gone) = (e.kept, e.gone);
    // a deleted game stays in its row, greyed, until the panel closes: its button brings it back
    let act = format!("#{id} + div > .subtle");
    view! {
        <li class=if gone { "history-game gone" } else { "history-game" } data-testid="history-game">
            <div class="history-text" id=id.clone()>
                <strong>{headline}</strong>
                <span class="note">{when(lang, kept.finished)}</span>
                <span>{F::HistoryPlayers(&crate::i18n::text::comma_list(lang, &players)).render(lang)}</span>
            </div>
            <div class="history-actions">
                <button class="big" data-testid="history-watch" aria-describedby=id.clone() disabled=gone on:click=move |_| {
                    let _ = replay.watch(record.clone(), Some(0), Watched::Kept);
                }>{M::Watch.text(lang)}</button>
                <button class="big subtle" data-testid=if gone { "history-undo" } else { "history-delete" } aria-describedby=id on:click=move |_| {
                    let done = if gone {
                        crate::store::History::restore(kept.clone())
                    } else {
                        crate::store::History::delete(&kept.code)
                    };
                    // the row changes only when the store did: it never shows a game kept that is not
                    if let Err(e) = done {
                        return session.refused(e);
                    }
                    list.update(|l| l.iter_mut().filter(|x| x.kept.code == kept.code).for_each(|x| x.gone = !gone));
                    // the row is drawn again: the focus goes to its button, now the other one
                    crate::browser::focus::focus_at_soon(act.clone());
                }>{if gone { M::Undo } else { M::Delete }.text(lang)}</button>
            </div>
        </li>
    }
}

#[component]
pub fn HistoryPanel() -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let replay = provided::<Replay>();
    let session = provided::<Session>();
    let list = RwSignal::new(Vec::<Entry>::new());
    // Read again every time the panel opens (a game may have ended since).
    Effect::new(move |_| {
        if nav.overlay.get() == Overlay::History {
            list.set(history::entries());
            if history::unreadable() {
                nav.tell(Notice::DataAside);
            }
        }
    });
    let export = move |_| {
        let text = list.with_untracked(|l| history::export_text(l));
        if crate::browser::download::text(&text, "application/json", "marrakech-history.json")
            .is_err()
        {
            nav.tell(Notice::DownloadRefused);
        }
    };
    let t = move |m: M| move || prefs.t(m);
    view! {
        <Show when=move || nav.overlay.get() == Overlay::History>
            <section class="panel history" role="dialog" aria-modal="true" aria-labelledby="history-title" data-testid="history">
                <PanelClose />
                <h2 id="history-title" tabindex="-1" class="panel-focus">{t(M::History)}</h2>
                <p class="note">{t(M::HistoryNote)}</p>
                {move || {
                    // tracked: a new language writes the rows again (the same elements)
                    let lang = prefs.lang.get();
                    let entries = list.get();
                    if entries.is_empty() {
                        return view! { <p class="history-empty">{M::HistoryEmpty.text(lang)}</p> }.into_any();
                    }
                    view! {
                        <ol class="history-list">
                            {entries.into_iter().enumerate().map(|(i, e)| row(lang, i, e, replay, list, session)).collect_view()}
                        </ol>
                    }
                    .into_any()
                }}
                <div class="actions">
                    <button class="big" data-testid="history-export" disabled=move || list.with(|l| l.iter().all(|e| e.gone)) on:click=export>
                        {t(M::ExportAll)}
                    </button>
                    <PanelBack />
                </div>
            </section>
        </Show>
    }
}
