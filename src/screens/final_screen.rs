//! The end: ranking with the score breakdown, the winners, the tie-break when it decided;
//! rematch or a new game. The final market stays beside it.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::{Event, Score};

use super::icons::{icon, Icon};
use crate::i18n::{F, M};
use crate::palette::{color_look, swatch};
use crate::state::{Coach, Mode, Nav, Overlay, Prefs, Replay, Reviews, Session, Timeline, Watched};
use crate::table::bot_badge;

/// How the winners were decided.
fn tie_note(scores: &[Score], winners: &[marrakech_engine::Seat]) -> Option<M> {
    let best = scores.iter().filter_map(|s| s.total).max()?;
    let tied_on_score: Vec<&Score> = scores.iter().filter(|s| s.total == Some(best)).collect();
    if tied_on_score.len() < 2 {
        return None;
    }
    Some(if winners.len() == tied_on_score.len() {
        M::TieShared
    } else if winners.len() > 1 {
        M::TieRicherShare
    } else {
        M::TieRicher
    })
}

#[component]
pub fn FinalScreen() -> impl IntoView {
    let session = provided::<Session>();
    let prefs = provided::<Prefs>();
    let timeline = provided::<Timeline>();
    let nav = provided::<Nav>();
    let replay = provided::<Replay>();
    let reviews = provided::<Reviews>();
    let coach = provided::<Coach>();
    let review = move |_| {
        if let Some(record) = session.game_untracked().map(|g| g.to_record()) {
            reviews.open(record);
        }
    };
    let watch_again = move |_| {
        let record = session.game_untracked().map(|g| g.to_record());
        if let Some(record) = record {
            if replay.watch(record, Some(0), Watched::ThisGame).is_ok() {
                replay.toggle_play();
            }
        }
    };
    move || {
        let watching = session.mode.with(Mode::watching);
        let by_link = session
            .mode
            .with(|m| matches!(m.table(), Mode::ByLink { .. }));
        let lang = prefs.lang.get();
        let game = timeline.with(|s| s.game.clone())?;
        if !game.is_over() {
            return None;
        }
        // a keyboard player's focus, gone with the last move's button, goes to the first action
        if crate::browser::focus::by_keyboard() {
            crate::browser::focus::step_soon(".final button", None);
        }
        let winners = game.winners();
        // the turn a seat ran out of money, as the log tells it
        let out_on_turn = |seat| {
            timeline.log.with(|log| {
                log.iter()
                    .find(|e| matches!(e.event, Event::Eliminated { seat: s } if s == seat))
                    .map(|e| e.turn)
            })
        };
        let scores = marrakech_engine::ranked(game.scores());
        let note = tie_note(&scores, &winners);
        let hints = coach.used(&game);
        // one person against bots at this device: "You win!" rather than their name
        let players = &game.setup().players;
        let alone =
            !watching && !by_link && players.iter().filter(|p| p.kind.is_human()).count() == 1;
        let headline = match winners.len() {
            1 if alone && players[winners[0].index()].kind.is_human() => {
                M::YouWin.text(lang).to_string()
            }
            1 => F::Wins(game.name(winners[0])).render(lang),
            _ => {
                let names: Vec<String> =
                    winners.iter().map(|s| game.name(*s).to_string()).collect();
                F::ShareWin(&crate::i18n::text::join_names(lang, &names)).render(lang)
            }
        };
        let rows = scores
            .iter()
            .enumerate()
            .map(|(rank, s)| {
                let chips = game
                    .colors_of(s.seat)
                    .into_iter()
                    .map(|c| swatch(color_look(&game, c), lang))
                    .collect_view();
                let won = winners.contains(&s.seat);
                let detail = match (s.total, out_on_turn(s.seat)) {
                    (Some(total), _) => F::ScoreDetail(s.money, s.visible, total).render(lang),
                    (None, Some(turn)) => {
                        M::OutOfMoneyOnTurn.fill(lang, &[("turn", &turn.to_string())])
                    }
                    (None, None) => M::OutOfTheGame.text(lang).to_string(),
                };
                view! {
                    <li class="rank" class:won=won>
                        <span class="place">{rank + 1}</span>
                        <span class="chip">{chips}</span>
                        // the bots marked as on the panels: a person finds their own row
                        <span class="name">
                            <bdi>{game.name(s.seat).to_string()}</bdi>
                            {game.kind(s.seat).bot().map(|level| {
                                bot_badge(crate::i18n::text::kind_label(lang, marrakech_engine::PlayerKind::Bot(level)))
                            })}
                        </span>
                        <span class="detail">{detail}</span>
                        {(hints[s.seat.index()] > 0).then(|| view! {
                            <span class="hints-used" data-testid="hints-used" data-seat=s.seat.index() data-count=hints[s.seat.index()]>
                                {crate::i18n::coach::hints_used(lang, hints[s.seat.index()])}
                            </span>
                        })}
                        {won.then(|| view! { <span class="badge" data-testid="winner" data-seat=s.seat.index()>{M::Winner.text(lang)}</span> })}
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <section class="final" aria-labelledby="final-title">
                <h2 id="final-title">{headline}</h2>
                <ol class="ranking" aria-label=M::Ranking.text(lang)>{rows}</ol>
                {note.map(|n| view! { <p class="tie-note">{n.text(lang)}</p> })}
                <p class="score-rule">{M::ScoreRule.text(lang)}</p>
                {(!watching).then(|| view! {
                    <div class="actions">
                        // a rematch by link starts from the set-up form: new keys, new invitations
                        {(!by_link).then(|| view! {
                            <button class="big primary" data-testid="rematch" on:click=move |_| session.rematch()>
                                {M::Rematch.text(lang)}
                            </button>
                        })}
                        <button class="big" on:click=move |_| session.leave_to_setup()>
                            {M::NewPlayers.text(lang)}
                        </button>
                        // icons tell apart watching the game again and the coach's review of it
                        <button class="big with-icon" data-testid="watch-again" on:click=watch_again>
                            {icon(Icon::Replay)}
                            {M::WatchAgain.text(lang)}
                        </button>
                        <button class="big with-icon" data-testid="final-share" on:click=move |_| nav.open(Overlay::Share)>
                            {icon(Icon::Share)}
                            {M::Share.text(lang)}
                        </button>
                        <button class="big with-icon" data-testid="open-review" on:click=review>
                            {icon(Icon::Review)}
                            {M::OpenReview.text(lang)}
                        </button>
                    </div>
                })}
            </section>
        })
    }
}
