//! A game by link, seen from this device: the seats it may claim, or that it only watches,
//! and the link to send with whom it goes to (copy, the system's share sheet).

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::remote::{Link, Waiting};
use marrakech_engine::Seat;

use crate::browser::share::{has_share_sheet, send};
use crate::i18n::{F, M};
use crate::state::{Links, Nav, Prefs, Remote};

/// The name of the player at `seat` (a checked link has one for every seat).
fn name(l: &Link, seat: Seat) -> String {
    (l.record.players.get(seat.index()))
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// Whom the link goes to, in words: `None` while it is this device's move.
fn send_line(remote: &Remote, lang: crate::i18n::Lang) -> Option<String> {
    let waiting = remote.waiting.get()?;
    let device = remote.secret.get().map(|s| s.device);
    let joiner = device.is_some_and(|d| d != 0);
    remote.link.with(|l| {
        let l = l.as_ref()?;
        // the last link is this device's to send when it made it (played the last turn)
        let made_here = l.table.events.last().map(|e| e.device) == device;
        let name = |seat| name(l, seat);
        let creator = name(l.creator_seat());
        Some(match waiting {
            Waiting::Here => return None,
            Waiting::Joining if joiner => F::SendBack(&creator).render(lang),
            Waiting::Joining => M::InviteFriends.text(lang).to_string(),
            Waiting::Start(s) => F::SendBack(&name(s)).render(lang),
            Waiting::Seat(s) => F::SendTo(&name(s)).render(lang),
            Waiting::Over if made_here => M::SendLastLink.text(lang).to_string(),
            Waiting::Over => M::GameIsOver.text(lang).to_string(),
        })
    })
}

#[component]
pub fn RemotePanel() -> impl IntoView {
    let remote = provided::<Remote>();
    let links = provided::<Links>();
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let watching = move || remote.link.with(Option::is_some) && remote.secret.with(Option::is_none);
    // The seats this device may claim: while it holds none and one is free.
    let claims = move || {
        let lang = prefs.lang.get();
        if !watching() || remote.waiting.get() != Some(Waiting::Joining) {
            return None;
        }
        // who sent the invitation (the seat that made the game), and the seats still free
        let (creator, seats): (String, Vec<(usize, String)>) = remote.link.with(|l| {
            let l = l.as_ref()?;
            let free = (l.table.seats.iter().enumerate())
                .filter(|(_, d)| d.is_none())
                .map(|(s, _)| (s, name(l, Seat::new(s))))
                .collect();
            Some((name(l, l.creator_seat()), free))
        })?;
        Some(view! {
            <p class="note" data-testid="take-your-seat">{M::TakeYourSeat.fill(lang, &[("name", &creator)])}</p>
            <div class="share-row">
                {seats
                    .into_iter()
                    .map(|(seat, name)| view! {
                        <button class="big primary" data-testid="claim-seat" data-seat=seat on:click=move |_| links.claim(Seat::new(seat))>
                            {F::ClaimSeat(&name).render(lang)}
                        </button>
                    })
                    .collect_view()}
            </div>
        })
    };
    let only_watching = move || {
        let free = remote.waiting.get() == Some(Waiting::Joining);
        (watching() && !free).then(|| view! {
            <p class="note" data-testid="remote-watching">{M::WatchingOnly.text(prefs.lang.get())}</p>
        })
    };
    let link = move || {
        let lang = prefs.lang.get();
        // a device without a seat sends nothing: one that may take a seat takes it first (the
        // invitation is not its to send), one that only watches has no move to pass on
        if watching() {
            return None;
        }
        let url = remote.url.get()?;
        let line = send_line(&remote, lang)?;
        let (copy_url, send_url) = (url.clone(), url.clone());
        Some(view! {
            <p class="note" data-testid="turn-to">{line}</p>
            <div class="share-row">
                <input type="text" dir="ltr" readonly data-testid="turn-url" aria-label=M::LinkToSend.text(lang) prop:value=url />
                <button class="big" data-testid="turn-url-copy" on:click=move |_| nav.copy(copy_url.clone())>{M::Copy.text(lang)}</button>
                {has_share_sheet().then(|| view! {
                    <button class="big" data-testid="turn-url-send" on:click=move |_| send(M::PageTitle.text(lang).to_string(), send_url.clone())>
                        {M::SendLink.text(lang)}
                    </button>
                })}
            </div>
        })
    };
    view! {
        <div class="remote" data-testid="remote-panel">
            {claims}
            {only_watching}
            {link}
        </div>
    }
}
