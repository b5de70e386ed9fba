//! The end: ranking with the score breakdown, the winners, the tie-break when it decided;
//! rematch or a new game. The final market stays beside it.

use leptos::prelude::*;
use marrakech_engine::Score;

use crate::palette::color_look;
use crate::session::Session;

/// How the winners were decided.
fn tie_note(scores: &[Score], winners: &[usize]) -> Option<String> {
    let best = scores.iter().filter_map(|s| s.total).max()?;
    let tied_on_score: Vec<&Score> = scores.iter().filter(|s| s.total == Some(best)).collect();
    if tied_on_score.len() < 2 {
        return None;
    }
    Some(if winners.len() == tied_on_score.len() {
        "Tied on score and on dirhams: the win is shared.".to_string()
    } else if winners.len() > 1 {
        "Tied on score; dirhams broke the tie, and the richest still share the win.".to_string()
    } else {
        "Tied on score: the one with more dirhams wins.".to_string()
    })
}

#[component]
pub fn FinalScreen() -> impl IntoView {
    let session = expect_context::<Session>();
    move || {
        let game = session.game.get()?;
        if !game.is_over() {
            return None;
        }
        let winners = game.winners();
        let mut scores = game.scores();
        scores.sort_by(|a, b| {
            b.total
                .cmp(&a.total)
                .then(b.money.cmp(&a.money))
                .then(a.seat.cmp(&b.seat))
        });
        let note = tie_note(&scores, &winners);
        let headline = match winners.len() {
            1 => format!("{} wins!", game.name(winners[0])),
            _ => format!(
                "{} share the win!",
                winners
                    .iter()
                    .map(|s| game.name(*s).to_string())
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        };
        let rows = scores
            .iter()
            .enumerate()
            .map(|(rank, s)| {
                let fill = game
                    .colors_of(s.seat)
                    .first()
                    .map(|c| color_look(&game, *c).fill)
                    .unwrap_or("#777");
                let won = winners.contains(&s.seat);
                let detail = match s.total {
                    Some(total) => format!("{} dirhams + {} cells = {total}", s.money, s.visible),
                    None => "out of the game".to_string(),
                };
                view! {
                    <li class="rank" class:won=won>
                        <span class="place">{rank + 1}</span>
                        <span class="chip" style:background=fill aria-hidden="true"></span>
                        <span class="name">{game.name(s.seat).to_string()}</span>
                        <span class="detail">{detail}</span>
                        {won.then(|| view! { <span class="badge" data-testid="winner" data-seat=s.seat>"winner"</span> })}
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <section class="final" aria-labelledby="final-title">
                <h2 id="final-title">{headline}</h2>
                <ol class="ranking">{rows}</ol>
                {note.map(|n| view! { <p class="tie-note">{n}</p> })}
                <p class="score-rule">"Score: dirhams plus the cells showing your colours."</p>
                <div class="actions">
                    <button class="big primary" data-testid="rematch" on:click=move |_| session.rematch()>
                        "Rematch"
                    </button>
                    <button class="big" on:click=move |_| session.leave_to_setup()>
                        "New players"
                    </button>
                </div>
            </section>
        })
    }
}
