//! The games by link kept on this device, on the set-up screen: whose move, open, end.
//! Starting a local game never replaces one.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::remote::Waiting;
use marrakech_engine::Game;

use crate::i18n::{F, M};
use crate::state::{Links, Prefs, Remote};
use crate::store::links::{self, id_text};

#[component]
pub fn RemoteGames() -> impl IntoView {
    let remote = provided::<Remote>();
    let drivers = provided::<Links>();
    let prefs = provided::<Prefs>();
    let rows = move || {
        remote.listed.track();
        let lang = prefs.lang.get();
        let games = links::all();
        (!games.is_empty()).then(|| {
            let items = games
                .into_iter()
                .map(|slot| {
                    let id = slot.link.table.game;
                    let names: Vec<String> = slot.link.record.players.iter().map(|p| p.name.clone()).collect();
                    let status = match slot.link.waiting(slot.secret.as_ref()) {
                        Waiting::Here => M::YourMove.text(lang).to_string(),
                        Waiting::Over => M::GameIsOver.text(lang).to_string(),
                        w => crate::i18n::text::waiting_line(lang, &Game::from_record(&slot.link.record).ok()?, w),
                    };
                    let end = move |_| {
                        let ask = M::EndGameAsk.text(prefs.lang.get_untracked());
                        if window().confirm_with_message(ask).unwrap_or(false) {
                            drivers.end(id);
                        }
                    };
                    Some(view! {
                        <li class="history-game" data-testid="remote-game" data-game=id_text(&id)>
                            <span>
                                {F::HistoryPlayers(&crate::i18n::text::comma_list(lang, &names)).render(lang)}" · "{status}
                            </span>
                            <span class="share-row">
                                <button class="big" data-testid="remote-game-open" on:click=move |_| drivers.open(id)>
                                    {M::OpenGame.text(lang)}
                                </button>
                                <button class="big" data-testid="remote-game-end" on:click=end>
                                    {M::EndGame.text(lang)}
                                </button>
                            </span>
                        </li>
                    })
                })
                .collect_view();
            view! {
                <section class="remote-games" data-testid="remote-games">
                    <h2>{M::GamesByLink.text(lang)}</h2>
                    <ul class="history-list">{items}</ul>
                </section>
            }
        })
    };
    view! { {rows} }
}
