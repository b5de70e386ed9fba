//! The replay's controls: first, previous, play/pause, next, last, the scrubber, the turn
//! shown, "continue this game here" for a game that is not this device's, and close.

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::{F, M};
use crate::state::{Nav, Overlay, Prefs, Replay, Reviews, Session, Watched};

/// The buttons' drawings in a 24 x 24 box (glyphs like ⏮ are missing from many fonts).
fn glyph(path: &'static str) -> impl IntoView {
    view! {
        <svg class="replay-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d=path />
        </svg>
    }
}

const FIRST: &str = "M6 5h2.5v14H6zM19 5v14L9 12z";
// a step back and a step on are chevrons, apart from the solid triangle of play
const PREV: &str = "M16.5 4.5 14 2 4 12l10 10 2.5-2.5L9 12z";
const PLAY: &str = "M7 5v14l11-7z";
const PAUSE: &str = "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z";
const NEXT: &str = "M7.5 4.5 10 2l10 10-10 10-2.5-2.5L15 12z";
const LAST: &str = "M15.5 5H18v14h-2.5zM5 5v14l10-7z";
const CLOSE: &str = "M6.4 4.6 12 10.2l5.6-5.6 1.8 1.8-5.6 5.6 5.6 5.6-1.8 1.8-5.6-5.6-5.6 5.6-1.8-1.8 5.6-5.6-5.6-5.6z";

#[component]
pub fn ReplayBar() -> impl IntoView {
    let replay = provided::<Replay>();
    let session = provided::<Session>();
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let reviews = provided::<Reviews>();
    let t = move |m: M| move || prefs.t(m);
    let plies = move || replay.plies();
    let ply = move || replay.ply.get();
    let at = move || F::ReplayAt(replay.turn_shown(), plies()).render(prefs.lang.get());
    let playing = move || replay.playing.get();
    let at_start = move || ply() == 0;
    let at_end = move || ply() >= plies();
    let play_label = move || {
        prefs.t(if playing() {
            M::ReplayPause
        } else {
            M::ReplayPlay
        })
    };
    // A game from elsewhere (a link, the history) may be carried on here; replacing the
    // game in progress asks first.
    let continue_here = move |_| {
        let Some(record) = replay
            .record()
            .filter(|_| replay.unfinished.get_untracked())
        else {
            return;
        };
        let json = crate::browser::json::record_text(&record);
        if session.in_progress() {
            nav.open(Overlay::ConfirmImport(json));
        } else {
            session.import(&json);
        }
    };
    view! {
        <section
            class="replay"
            data-testid="replay"
            data-ply=ply
            data-plies=plies
            aria-labelledby="replay-title"
        >
            <h2 class="replay-title" id="replay-title" data-testid="replay-title" data-from=move || match replay.from.get() {
                Watched::ThisGame => "this-game",
                Watched::Shared => "shared",
                Watched::Kept => "kept",
            }>
                {move || prefs.t(match replay.from.get() {
                    Watched::ThisGame => M::WatchingThisGame,
                    // the player's own game, opened by its link in another tab
                    Watched::Shared if replay.of_game_in_play(&session) => M::WatchingThisGame,
                    Watched::Shared => M::WatchingShared,
                    Watched::Kept => M::WatchingKept,
                })}
            </h2>
            // like a tape's, the controls run left to right in every language (as the keys
            // do: ← back, → on)
            <div class="replay-buttons" dir="ltr">
                <button data-testid="replay-first" title=t(M::ReplayFirst) aria-label=t(M::ReplayFirst)
                    disabled=at_start on:click=move |_| replay.first()>{glyph(FIRST)}</button>
                <button data-testid="replay-prev" title=t(M::ReplayPrev) aria-label=t(M::ReplayPrev)
                    disabled=at_start on:click=move |_| replay.prev()>{glyph(PREV)}</button>
                <button class="primary" data-testid="replay-play" title=play_label aria-label=t(M::ReplayPlay)
                    aria-pressed=move || playing().to_string() on:click=move |_| replay.toggle_play()>
                    {move || glyph(if playing() { PAUSE } else { PLAY })}
                </button>
                <button data-testid="replay-next" title=t(M::ReplayNext) aria-label=t(M::ReplayNext)
                    disabled=at_end on:click=move |_| replay.next()>{glyph(NEXT)}</button>
                <button data-testid="replay-last" title=t(M::ReplayLast) aria-label=t(M::ReplayLast)
                    disabled=at_end on:click=move |_| replay.last()>{glyph(LAST)}</button>
                <button class="replay-close" data-testid="replay-close" title=t(M::ReplayClose) aria-label=t(M::ReplayClose)
                    on:click=move |_| replay.close()>{glyph(CLOSE)}</button>
            </div>
            <div class="replay-line">
            <strong class="replay-at" data-testid="replay-at" aria-live="polite">{at}</strong>
            <input
                type="range"
                class="replay-scrub"
                dir="ltr"
                data-testid="replay-scrub"
                min="0"
                max=plies
                prop:value=move || ply().to_string()
                aria-label=t(M::ReplayScrub)
                aria-valuetext=at
                on:input=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        replay.jump(n);
                    }
                }
            />
            </div>
            <p class="note keys-hint">{t(M::ReplayKeys)}</p>
            <button class="big" data-testid="open-review" on:click=move |_| {
                if let Some(record) = replay.record() {
                    reviews.open(record);
                }
            }>
                {t(M::OpenReview)}
            </button>
            <Show when=move || replay.unfinished.get() && replay.foreign_to(&session)>
                <button class="big" data-testid="continue-here" on:click=continue_here>
                    {t(M::ContinueHere)}
                </button>
            </Show>
        </section>
    }
}
